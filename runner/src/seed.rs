//! Demo data for `make dev`: two organizations (business and free tier) with a member per
//! built-in role and a few sites, created through the operator CLI's code path; writes
//! `.local/dev-credentials.json` in the shape other tools depend on.

use serde_json::{Map, Value, json};
use shared::App;
use shared::domain::site::{NewSite, Site};
use shared::ids::OrgId;
use shared::roles::{BuiltinRole, RoleName};
use shared::tenancy;

/// Demo access tokens outlive a working day; production lifetimes are separate and short.
pub const DEMO_TOKEN_SECS: i64 = 24 * 3600;

struct DemoOrg {
    name: &'static str,
    tier: &'static str,
    email: &'static str,
    sites: &'static [(&'static str, &'static str)],
}

const DEMO: [DemoOrg; 2] = [
    DemoOrg {
        name: "Acme Charging",
        tier: "business",
        email: "owner@acme.example",
        sites: &[
            ("Berlin Depot", "52.5200,13.4050"),
            ("Hamburg Harbour", "53.5461,9.9661"),
            ("Munich Airport", "48.3538,11.7861"),
        ],
    },
    DemoOrg {
        name: "Solo Garage",
        tier: "free",
        email: "owner@solo.example",
        sites: &[("Main Street", "51.5072,-0.1276"), ("Back Yard", "51.5080,-0.1290")],
    },
];

fn member_json(app: &App, org: &str, member_id: &str, role: &str, api_key: &str) -> Result<Value, String> {
    let token = tenancy::access_token(&app.config, org, member_id, role, None, DEMO_TOKEN_SECS)
        .map_err(|e| shared::ApiError::from(e).to_string())?;
    Ok(json!({"member_id": member_id, "api_key": api_key, "access_token": token}))
}

pub async fn seed(app: &App, base_url: &str) -> Result<Value, String> {
    let mut organizations = Vec::new();
    for demo in DEMO {
        let created = platform_admin::create_org(&app.store, demo.name, demo.tier, demo.email).await?;
        let org_text = created["id"].as_str().ok_or("create-org output lacks id")?.to_owned();
        let org = OrgId::parse(&org_text).ok_or("create-org returned a bad id")?;
        let mut members = Map::new();
        let owner = &created["owner"];
        members.insert(
            "owner".into(),
            member_json(
                app,
                &org_text,
                owner["member_id"].as_str().unwrap_or_default(),
                "owner",
                owner["api_key"].as_str().unwrap_or_default(),
            )?,
        );
        for role in BuiltinRole::ALL.into_iter().filter(|r| *r != BuiltinRole::Owner) {
            let name = RoleName::parse(role.name()).ok_or("built-in role name")?;
            let email = format!("{}@{}", role.name(), demo.email.split('@').nth(1).unwrap_or("example.com"));
            let issued = tenancy::add_member(&app.store, org, &name, role.display_name(), &email)
                .await
                .map_err(|e| shared::ApiError::from(e).to_string())?;
            members.insert(
                role.name().into(),
                member_json(app, &org_text, &issued.member_id, role.name(), &issued.api_key)?,
            );
        }
        for (name, location) in demo.sites {
            let body = json!({"name": name, "location": location}).to_string();
            let site =
                NewSite::from_body(body.as_bytes()).map_err(|e| shared::ApiError::from(e).to_string())?;
            app.store
                .create_site(&Site::new(org, site), None)
                .await
                .map_err(|e| shared::ApiError::from(e).to_string())?;
        }
        organizations.push(json!({"id": org_text, "name": demo.name, "tier": demo.tier, "members": members}));
    }
    Ok(json!({"base_url": base_url, "organizations": organizations}))
}
