//! Demo data for `make dev`: two organizations (business and free tier) with a member per
//! built-in role, a few sites and one OCPP station asset each, created through the operator
//! CLI's and the store's code paths; writes `.local/dev-credentials.json` in the shape other
//! tools depend on (`stations` is what scripts/demo-station connects with).

use serde_json::{Map, Value, json};
use shared::App;
use shared::domain::asset::{Asset, NewAsset};
use shared::domain::site::{NewSite, Site};
use shared::domain::station::{StationIdentity, generate_password, hash_password};
use shared::ids::{AssetId, OrgId};
use shared::roles::{BuiltinRole, RoleName};
use shared::store::Store;
use shared::store::site_scope::SiteScope;
use shared::tenancy;

/// Demo access tokens outlive a working day; production lifetimes are separate and short.
pub const DEMO_TOKEN_SECS: i64 = 24 * 3600;

struct DemoOrg {
    name: &'static str,
    /// The identity of its demo station (an asset at its first site).
    station: &'static str,
    tier: &'static str,
    email: &'static str,
    sites: &'static [(&'static str, &'static str)],
}

const DEMO: [DemoOrg; 2] = [
    DemoOrg {
        name: "Acme Charging",
        station: "ACME-CP-001",
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
        station: "SOLO-CP-001",
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

/// A new asset named `name` at `site` that is the OCPP station `identity`: the asset's id and
/// the station's password (shown once). The demo data's and the load test's stations.
pub async fn station_asset(
    store: &Store,
    org: OrgId,
    site: &Site,
    name: &str,
    identity: &str,
) -> Result<(AssetId, StationIdentity, String), String> {
    let body = json!({"name": name, "site_id": site.id.legacy(), "capacity": 22});
    let new = NewAsset::from_body(body.to_string().as_bytes())
        .map_err(|e| shared::ApiError::from(e).to_string())?;
    let site_ref = new.site.clone();
    let asset = Asset::new(org, site.id, new);
    store.create_asset(&asset, &site_ref, None).await.map_err(|e| format!("station asset: {e:?}"))?;
    let identity = StationIdentity::parse(identity).ok_or(format!("bad station identity {identity}"))?;
    let password = generate_password();
    store
        .create_station(org, asset.id, &identity, hash_password(&password), &SiteScope::All)
        .await
        .map_err(|e| format!("station: {e:?}"))?;
    Ok((asset.id, identity, password))
}

/// An asset at `site` that is the OCPP station `identity`: its credentials entry.
async fn demo_station(
    app: &App,
    org: OrgId,
    site: &Site,
    identity: &str,
    ocpp_url: &str,
) -> Result<Value, String> {
    let name = format!("Station {identity}");
    let (asset, identity, password) = station_asset(&app.store, org, site, &name, identity).await?;
    Ok(json!({
        "organization_id": org.legacy(),
        "asset_id": asset.legacy(),
        "identity": identity.as_str(),
        "password": password,
        "url": format!("{ocpp_url}/{}/{}", org.legacy(), identity.as_str()),
    }))
}

/// `ocpp_url`: where stations connect, before `/<organization id>/<identity>`
/// (`ws://127.0.0.1:<port>/ocpp`).
pub async fn seed(app: &App, base_url: &str, ocpp_url: &str) -> Result<Value, String> {
    let mut organizations = Vec::new();
    let mut stations = Vec::new();
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
        let mut first_site = None;
        for (name, location) in demo.sites {
            let body = json!({"name": name, "location": location}).to_string();
            let site =
                NewSite::from_body(body.as_bytes()).map_err(|e| shared::ApiError::from(e).to_string())?;
            let site = Site::new(org, site);
            app.store.create_site(&site, None).await.map_err(|e| shared::ApiError::from(e).to_string())?;
            first_site.get_or_insert(site);
        }
        if let Some(site) = &first_site {
            stations.push(demo_station(app, org, site, demo.station, ocpp_url).await?);
        }
        organizations.push(json!({"id": org_text, "name": demo.name, "tier": demo.tier, "members": members}));
    }
    Ok(json!({"base_url": base_url, "organizations": organizations, "stations": stations}))
}
