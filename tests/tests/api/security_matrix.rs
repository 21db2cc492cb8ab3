//! Security matrices over every route template.yaml declares, so a new route is covered the
//! moment it is declared: a scope matrix (a token scoped to `read:sites` is refused on every
//! other permission) and a cross-tenant matrix (organization B's credentials on organization
//! A's resources never see data and get the documented 403).

use api_tests::TestApp;
use local_runner::server::{direct_routes, function_routes};
use local_runner::template::{Template, default_path};
use reqwest::Method;
use serde_json::json;
use shared::Access;
use shared::permissions::Permission;
use std::collections::BTreeSet;

/// Every (method, path, access) the deployed API serves, once each.
fn declared_routes() -> Vec<(String, String, Access)> {
    let template = Template::load(&default_path()).unwrap();
    let binaries: BTreeSet<String> = template.routes.iter().map(|r| r.binary.clone()).collect();
    let mut routes = Vec::new();
    for binary in binaries {
        // The reference (documents, /docs) is public and holds no organization's data.
        if direct_routes(&binary).is_some() {
            continue;
        }
        for route in function_routes(&binary).unwrap_or_else(|| panic!("no function for {binary}")) {
            // The $default function carries other functions' routes only to answer 404/405.
            if binary == "versions" && !route.path.starts_with("/versions") {
                continue;
            }
            routes.push((route.method.to_string(), route.path.to_owned(), route.access));
        }
    }
    routes
}

/// Organization A's resources, one per id parameter a route can take.
struct Targets {
    site: String,
    asset: String,
    member: String,
    key: String,
    client: String,
    session: String,
    schedule: String,
    item: String,
    webhook: String,
    delivery: String,
    id_token: String,
    campaign: String,
}

impl Targets {
    async fn create(app: &TestApp) -> Targets {
        // The matrices send a request per route as fast as they can.
        app.lift_limits(&app.a).await;
        app.lift_limits(&app.b).await;
        let owner = app.a.key("owner");
        let site = app.create_site(&owner, "A's depot").await;
        let asset =
            app.create_asset(&owner, &site, "A's charger", 22.0).await["id"].as_str().unwrap().to_owned();
        let member = app.a.members["viewer"].member_id.clone();
        let created = |path: &'static str, body: serde_json::Value| {
            let owner = owner.clone();
            async move {
                let reply = app.send(Method::POST, path, &owner, Some(body)).await;
                assert_eq!(reply.status, 201, "{}", reply.body);
                reply.body["data"]["id"].as_str().unwrap().to_owned()
            }
        };
        let key = created("/auth/api-keys", json!({"name": "A's key"})).await;
        let client = created("/auth/clients", json!({"name": "A's client"})).await;
        let role = app
            .send(
                Method::POST,
                "/admin/roles",
                &owner,
                Some(json!({"name": "lead", "display_name": "Lead", "permissions": ["read:sites"]})),
            )
            .await;
        assert_eq!(role.status, 201);
        let session = created("/asset-controls/sessions", json!({"asset_id": asset})).await;
        let schedule = created("/asset-controls/schedules", json!({"name": "A's nights"})).await;
        let items = format!("/asset-controls/schedules/{schedule}/items");
        let at = (chrono::Utc::now() + chrono::Duration::hours(1)).to_rfc3339();
        let body = json!({"asset_id": asset, "action": "stop_session", "at": at});
        let item = app.send(Method::POST, &items, &owner, Some(body)).await;
        assert_eq!(item.status, 201, "{}", item.body);
        let item = item.body["data"]["id"].as_str().unwrap().to_owned();
        let webhook =
            created("/webhooks", json!({"url": "http://127.0.0.1:9/hook", "events": ["api.deprecation"]}))
                .await;
        let test = app.send(Method::POST, &format!("/webhooks/{webhook}/test"), &owner, None).await;
        assert_eq!(test.status, 202, "{}", test.body);
        let delivery = test.body["data"]["id"].as_str().unwrap().to_owned();
        let id_token = created("/asset-controls/id-tokens", json!({"id_token": "A-CARD-1"})).await;
        // A station of its own (a campaign targets stations), so `asset` stays a plain asset.
        let charger =
            app.create_asset(&owner, &site, "A's station", 22.0).await["id"].as_str().unwrap().to_owned();
        let station = format!("/inventory-service/assets/{charger}/station");
        let made = app.send(Method::POST, &station, &owner, Some(json!({"identity": "A-STATION-1"}))).await;
        assert_eq!(made.status, 201, "{}", made.body);
        let body = json!({"location": "https://fw.example/a.bin", "version": "2", "targets": {"asset_ids": [charger]},
                          "start_at": at, "max_concurrent": 1, "halt_after_failures": 1});
        let campaign = created("/inventory-service/firmware-campaigns", body).await;
        Targets {
            site,
            asset,
            member,
            key,
            client,
            session,
            schedule,
            item,
            webhook,
            delivery,
            id_token,
            campaign,
        }
    }

    /// The path with every `{param}` filled with A's resource of that kind.
    fn fill(&self, path: &str) -> String {
        let mut filled = path.to_owned();
        let ids = [
            ("{site_id}", &self.site),
            ("{asset_id}", &self.asset),
            ("{member_id}", &self.member),
            ("{key_id}", &self.key),
            ("{client_id}", &self.client),
            ("{session_id}", &self.session),
            ("{schedule_id}", &self.schedule),
            ("{item_id}", &self.item),
            ("{webhook_id}", &self.webhook),
            ("{delivery_id}", &self.delivery),
            ("{id_token_id}", &self.id_token),
            ("{campaign_id}", &self.campaign),
            ("{role_name}", &"lead".to_owned()),
        ];
        for (param, id) in ids {
            filled = filled.replace(param, id);
        }
        assert!(!filled.contains('{'), "add the id parameter of {path} to the security matrix");
        filled
    }
}

fn method(name: &str) -> Method {
    Method::from_bytes(name.as_bytes()).unwrap()
}

#[tokio::test]
async fn a_token_scoped_to_read_sites_is_refused_on_every_other_permission() {
    let app = TestApp::spawn().await;
    let targets = Targets::create(&app).await;
    let scoped = app.token_for(&app.a, "owner", Some("read:sites"), 600);
    let mut checked = 0;
    for (verb, path, access) in declared_routes() {
        let url = targets.fill(&path);
        let reply = app.send(method(&verb), &url, &scoped, Some(json!({"name": "Scoped"}))).await;
        match access {
            // The token endpoint takes client credentials, not the member's.
            Access::Public => {}
            Access::Permission(Permission::ReadSites) | Access::Authenticated => {
                assert_ne!(reply.status, 403, "{verb} {path}: {}", reply.body);
            }
            Access::Permission(needed) => {
                assert_eq!(reply.status, 403, "{verb} {path}");
                assert_eq!(reply.code(), "INSUFFICIENT_PERMISSIONS", "{verb} {path}");
                assert_eq!(
                    reply.body["error"]["details"]["required"],
                    json!([needed.as_str()]),
                    "{verb} {path}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 8, "the matrix covered {checked} refusals");
    let untouched =
        app.get(format!("/inventory-service/assets/{}", targets.asset), &app.a.key("owner")).await;
    assert_eq!(untouched.body["data"]["name"], "A's charger");
}

#[tokio::test]
async fn another_organizations_credentials_never_reach_a_resource_by_id() {
    let app = TestApp::spawn().await;
    let targets = Targets::create(&app).await;
    let mut checked = 0;
    for (verb, path, _) in declared_routes().into_iter().filter(|(_, path, _)| path.contains('{')) {
        for intruder in [app.b.key("owner"), app.b.token("owner")] {
            let url = targets.fill(&path);
            let reply = app.send(method(&verb), &url, &intruder, Some(json!({"name": "Intruder"}))).await;
            if path.contains("{role_name}") {
                // Role names resolve inside the caller's organization: B cannot even address A's.
                assert_eq!(reply.status, 404, "{verb} {path}: {}", reply.body);
                assert!(reply.body.get("data").is_none(), "{verb} {path} leaked data");
                continue;
            }
            assert_eq!(reply.status, 403, "{verb} {path}: {}", reply.body);
            assert_eq!(reply.code(), "FORBIDDEN", "{verb} {path}");
            assert_eq!(reply.body["error"]["details"]["reason"], "belongs_to_different_organization");
            assert!(reply.body.get("data").is_none(), "{verb} {path} leaked data");
            checked += 1;
        }
    }
    assert!(checked >= 12, "the matrix covered {checked} requests");
    let owner = app.a.key("owner");
    let site = app.get(format!("/inventory-service/sites/{}", targets.site), &owner).await;
    assert_eq!(site.body["data"]["name"], "A's depot", "nothing was changed");
    let asset = app.get(format!("/inventory-service/assets/{}", targets.asset), &owner).await;
    assert_eq!(asset.body["data"]["name"], "A's charger", "nothing was changed or deleted");
    let member = app.get(format!("/admin/members/{}", targets.member), &owner).await;
    assert_eq!(member.body["data"]["role"], "viewer");
    assert_eq!(app.get(format!("/auth/api-keys/{}", targets.key), &owner).await.status, 200, "not revoked");
    assert_eq!(app.get(format!("/auth/clients/{}", targets.client), &owner).await.status, 200, "not deleted");
}

#[tokio::test]
async fn a_cursor_minted_for_another_organization_is_refused_on_every_list() {
    let app = TestApp::spawn().await;
    Targets::create(&app).await;
    let owner = app.a.key("owner");
    // A second of everything, so every list has a next page at limit=1.
    let site = app.create_site(&owner, "A's second depot").await;
    app.create_asset(&owner, &site, "A's second charger", 11.0).await;
    app.send(Method::POST, "/auth/clients", &owner, Some(json!({"name": "A's second client"}))).await;
    let mut checked = 0;
    for (verb, path, _) in declared_routes() {
        if verb != "GET" || path.contains('{') {
            continue;
        }
        let page = app.get(format!("/v2{path}?limit=1"), &owner).await;
        let Some(cursor) = page.body["pagination"]["next_cursor"].as_str() else { continue };
        let foreign = app.get(format!("/v2{path}?limit=1&cursor={cursor}"), &app.b.key("owner")).await;
        assert_eq!((foreign.status, foreign.code()), (400, "INVALID_PARAMETER"), "{path}: {}", foreign.body);
        assert!(foreign.body.get("data").is_none(), "{path}");
        checked += 1;
    }
    assert!(checked >= 5, "sites, assets, members, API keys and clients: {checked}");
}
