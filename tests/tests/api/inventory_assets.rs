//! /inventory-service/assets: create, read, update, delete, status transitions, and the
//! asset-site relation (no asset without a live site of the same organization).

use api_tests::{Cred, TestApp};
use reqwest::Method;
use serde_json::{Value, json};
use shared::ids::{AssetId, SiteId};

const ASSETS: &str = "/inventory-service/assets";
const SITES: &str = "/inventory-service/sites";

async fn create(app: &TestApp, cred: &Cred, body: Value) -> api_tests::Reply {
    app.send(Method::POST, ASSETS, cred, Some(body)).await
}

async fn patch(app: &TestApp, id: &str, body: Value) -> api_tests::Reply {
    app.send(Method::PATCH, &format!("{ASSETS}/{id}"), &app.a.key("operator"), Some(body)).await
}

#[tokio::test]
async fn creating_an_asset_returns_201_with_location_etag_and_the_asset() {
    let app = TestApp::spawn().await;
    let site = app.create_site(&app.a.key("operator"), "Depot").await;
    let reply = create(
        &app,
        &app.a.key("operator"),
        json!({"name": "Charger 1", "site_id": site, "capacity": 22.5, "visibility": "site"}),
    )
    .await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    let asset = &reply.body["data"];
    let id = asset["id"].as_str().unwrap();
    assert!(id.starts_with("ast_"));
    assert_eq!(asset["object"], "asset");
    assert_eq!(asset["site_id"], site);
    assert_eq!(asset["status"], "active");
    assert_eq!(asset["visibility"], "site");
    assert_eq!(asset["capacity"], 22.5);
    assert_eq!(asset["organization_id"], app.a.id);
    assert!(asset["created_at"].is_i64());
    assert_eq!(reply.header("location"), Some(format!("{ASSETS}/{id}").as_str()));
    assert_eq!(reply.header("etag"), Some("\"1\""));
    // A site-restricted asset: the viewer sees it once assigned to its site.
    let viewer = format!("/admin/members/{}", app.a.members["viewer"].member_id);
    let assign =
        app.send(Method::PATCH, &viewer, &app.a.key("owner"), Some(json!({"site_ids": [site]}))).await;
    assert_eq!(assign.status, 200, "{}", assign.body);
    let fetched = app.get(format!("{ASSETS}/{id}"), &app.a.key("viewer")).await;
    assert_eq!(fetched.status, 200);
    assert_eq!(fetched.body["data"], *asset);
    assert_eq!(
        fetched.body["meta"]["permissions"],
        json!({"can_update": false, "can_delete": false, "can_manage_settings": false})
    );
}

#[tokio::test]
async fn visibility_defaults_to_organization() {
    let app = TestApp::spawn().await;
    let site = app.create_site(&app.a.key("owner"), "Depot").await;
    let asset = app.create_asset(&app.a.key("owner"), &site, "Charger", 50.0).await;
    assert_eq!(asset["visibility"], "organization");
    assert_eq!(asset["capacity"], 50);
}

#[tokio::test]
async fn an_asset_needs_a_name_a_site_and_a_non_negative_capacity() {
    let app = TestApp::spawn().await;
    let reply = create(&app, &app.a.key("owner"), json!({"capacity": -1, "status": "broken"})).await;
    assert_eq!(reply.status, 422);
    assert_eq!(reply.code(), "VALIDATION_ERROR");
    let fields = &reply.body["error"]["details"]["fields"];
    for field in ["name", "site_id", "capacity", "status"] {
        assert!(fields[field].is_array(), "{field}: {fields}");
    }
    for capacity in [json!("50"), json!(1.0005), json!(1_000_001)] {
        let reply =
            create(&app, &app.a.key("owner"), json!({"name": "X", "site_id": "sit_x", "capacity": capacity}))
                .await;
        assert_eq!(reply.code(), "VALIDATION_ERROR", "{capacity}");
    }
}

#[tokio::test]
async fn a_site_id_that_is_not_a_live_site_of_the_organization_is_422_invalid_value() {
    let app = TestApp::spawn().await;
    let theirs = app.create_site(&app.b.key("owner"), "Theirs").await;
    let deleted = app.create_site(&app.a.key("owner"), "Gone").await;
    let deleted_reply =
        app.send(Method::DELETE, &format!("{SITES}/{deleted}"), &app.a.key("owner"), None).await;
    assert_eq!(deleted_reply.status, 204);
    let unknown = SiteId::generate().legacy();
    for site in [theirs.as_str(), deleted.as_str(), unknown.as_str(), "not-an-id"] {
        let reply =
            create(&app, &app.a.key("owner"), json!({"name": "X", "site_id": site, "capacity": 1})).await;
        assert_eq!(reply.status, 422, "{site}");
        assert_eq!(reply.code(), "INVALID_VALUE", "{site}");
        assert_eq!(reply.body["error"]["details"]["field"], "site_id");
    }
    let list = app.get(ASSETS, &app.a.key("owner")).await;
    assert_eq!(list.body["pagination"]["total"], 0, "nothing was written");
}

#[tokio::test]
async fn another_organizations_asset_is_403_and_an_unknown_one_404() {
    let app = TestApp::spawn().await;
    let site = app.create_site(&app.b.key("owner"), "Theirs").await;
    let theirs = app.create_asset(&app.b.key("owner"), &site, "Theirs", 1.0).await;
    let id = theirs["id"].as_str().unwrap();
    let reply = app.get(format!("{ASSETS}/{id}"), &app.a.key("owner")).await;
    assert_eq!(reply.status, 403);
    assert_eq!(reply.code(), "FORBIDDEN");
    assert_eq!(reply.body["error"]["details"]["reason"], "belongs_to_different_organization");
    for method in [Method::PATCH, Method::DELETE] {
        let reply = app
            .send(
                method.clone(),
                &format!("{ASSETS}/{id}"),
                &app.a.key("owner"),
                Some(json!({"name": "Mine"})),
            )
            .await;
        assert_eq!(reply.status, 403, "{method}");
    }
    let unknown = AssetId::generate().legacy();
    assert_eq!(
        app.get(format!("{ASSETS}/{unknown}"), &app.a.key("owner")).await.code(),
        "RESOURCE_NOT_FOUND"
    );
    assert_eq!(app.get(format!("{ASSETS}/nonsense"), &app.a.key("owner")).await.status, 404);
}

#[tokio::test]
async fn both_id_forms_work_in_both_versions_and_v2_shows_uuids_and_iso_times() {
    let app = TestApp::spawn().await;
    let site = app.create_site(&app.a.key("owner"), "Depot").await;
    let asset = app.create_asset(&app.a.key("owner"), &site, "Charger", 11.0).await;
    let legacy = asset["id"].as_str().unwrap();
    let uuid = AssetId::parse(legacy).unwrap().uuid().to_string();
    for prefix in ["", "/v1", "/v2"] {
        for id in [legacy, uuid.as_str()] {
            let reply = app.get(format!("{prefix}{ASSETS}/{id}"), &app.a.key("viewer")).await;
            assert_eq!(reply.status, 200, "{prefix} {id}");
            let data = &reply.body["data"];
            if prefix == "/v2" {
                assert_eq!(data["id"], uuid);
                assert_eq!(data["legacy_id"], legacy);
                assert_eq!(data["site_id"], SiteId::parse(&site).unwrap().uuid().to_string());
                assert!(data["created_at"].as_str().unwrap().ends_with('Z'));
            } else {
                assert_eq!(data["id"], legacy);
                assert!(data.get("legacy_id").is_none());
                assert!(data["created_at"].is_i64());
            }
        }
    }
}

#[tokio::test]
async fn patch_changes_only_the_fields_given() {
    let app = TestApp::spawn().await;
    let site = app.create_site(&app.a.key("owner"), "Depot").await;
    let asset = app.create_asset(&app.a.key("owner"), &site, "Charger", 11.0).await;
    let id = asset["id"].as_str().unwrap();
    let reply = patch(&app, id, json!({"capacity": 150, "visibility": "site"})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["capacity"], 150);
    assert_eq!(reply.body["data"]["visibility"], "site");
    assert_eq!(reply.body["data"]["name"], "Charger");
    assert_eq!(reply.header("etag"), Some("\"2\""));
    let reply = patch(&app, id, json!({})).await;
    assert_eq!(reply.code(), "VALIDATION_ERROR");
    let reply = patch(&app, id, json!({"capacity": -3})).await;
    assert_eq!(reply.code(), "VALIDATION_ERROR");
}

#[tokio::test]
async fn active_and_maintenance_swap_and_either_can_be_decommissioned() {
    let app = TestApp::spawn().await;
    let site = app.create_site(&app.a.key("owner"), "Depot").await;
    let asset = app.create_asset(&app.a.key("owner"), &site, "Charger", 11.0).await;
    let id = asset["id"].as_str().unwrap();
    for status in
        ["maintenance", "active", "active", "maintenance", "maintenance", "decommissioned", "decommissioned"]
    {
        let reply = patch(&app, id, json!({"status": status})).await;
        assert_eq!(reply.status, 200, "to {status}: {}", reply.body);
        assert_eq!(reply.body["data"]["status"], status);
    }
}

#[tokio::test]
async fn leaving_decommissioned_is_409_naming_the_current_status() {
    let app = TestApp::spawn().await;
    let site = app.create_site(&app.a.key("owner"), "Depot").await;
    let asset = app.create_asset(&app.a.key("owner"), &site, "Charger", 11.0).await;
    let id = asset["id"].as_str().unwrap();
    assert_eq!(patch(&app, id, json!({"status": "decommissioned"})).await.status, 200);
    for status in ["active", "maintenance"] {
        let reply = patch(&app, id, json!({"status": status, "name": "Revived"})).await;
        assert_eq!(reply.status, 409, "{status}");
        assert_eq!(reply.code(), "CONFLICT");
        let details = &reply.body["error"]["details"];
        assert_eq!(details["current_status"], "decommissioned");
        assert_eq!(details["requested_status"], status);
    }
    let unchanged = app.get(format!("{ASSETS}/{id}"), &app.a.key("owner")).await;
    assert_eq!(unchanged.body["data"]["name"], "Charger", "a refused change writes nothing");
}

#[tokio::test]
async fn deleting_an_asset_answers_204_then_410() {
    let app = TestApp::spawn().await;
    let site = app.create_site(&app.a.key("owner"), "Depot").await;
    let asset = app.create_asset(&app.a.key("owner"), &site, "Charger", 11.0).await;
    let path = format!("{ASSETS}/{}", asset["id"].as_str().unwrap());
    assert_eq!(app.send(Method::DELETE, &path, &app.a.key("owner"), None).await.status, 204);
    assert_eq!(app.get(&path, &app.a.key("owner")).await.code(), "GONE");
    assert_eq!(patch(&app, asset["id"].as_str().unwrap(), json!({"name": "x"})).await.status, 410);
    assert_eq!(app.send(Method::DELETE, &path, &app.a.key("owner"), None).await.status, 410);
    let list = app.get(ASSETS, &app.a.key("owner")).await;
    assert_eq!(list.body["pagination"]["total"], 0);
    assert_eq!(list.body["data"], json!([]));
}

#[tokio::test]
async fn deleting_a_site_with_assets_is_409_with_the_count() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let first = app.create_asset(&owner, &site, "One", 1.0).await;
    app.create_asset(&owner, &site, "Two", 2.0).await;
    let reply = app.send(Method::DELETE, &format!("{SITES}/{site}"), &owner, None).await;
    assert_eq!(reply.status, 409);
    assert_eq!(reply.code(), "CONFLICT");
    assert_eq!(reply.body["error"]["details"]["asset_count"], 2);
    assert_eq!(app.get(format!("{SITES}/{site}"), &owner).await.status, 200, "the site is still there");
    // Decommissioned assets still count: they are not deleted.
    let id = first["id"].as_str().unwrap();
    assert_eq!(patch(&app, id, json!({"status": "decommissioned"})).await.status, 200);
    let reply = app.send(Method::DELETE, &format!("{SITES}/{site}"), &owner, None).await;
    assert_eq!(reply.body["error"]["details"]["asset_count"], 2);
    let assets = app.get(ASSETS, &owner).await;
    for asset in assets.body["data"].as_array().unwrap() {
        let path = format!("{ASSETS}/{}", asset["id"].as_str().unwrap());
        assert_eq!(app.send(Method::DELETE, &path, &owner, None).await.status, 204);
    }
    assert_eq!(app.send(Method::DELETE, &format!("{SITES}/{site}"), &owner, None).await.status, 204);
}

#[tokio::test]
async fn moving_an_asset_carries_its_count_to_the_new_site() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let from = app.create_site(&owner, "From").await;
    let to = app.create_site(&owner, "To").await;
    let asset = app.create_asset(&owner, &from, "Charger", 7.0).await;
    let id = asset["id"].as_str().unwrap();
    let theirs = app.create_site(&app.b.key("owner"), "Theirs").await;
    let refused = patch(&app, id, json!({"site_id": theirs})).await;
    assert_eq!(refused.code(), "INVALID_VALUE");
    let moved = patch(&app, id, json!({"site_id": to, "name": "Moved"})).await;
    assert_eq!(moved.status, 200, "{}", moved.body);
    assert_eq!(moved.body["data"]["site_id"], to);
    assert_eq!(moved.body["data"]["name"], "Moved");
    assert_eq!(moved.header("etag"), Some("\"2\""));
    let stored = app.get(format!("{ASSETS}/{id}"), &owner).await;
    assert_eq!(stored.body["data"], moved.body["data"], "the reply is what was stored");
    assert_eq!(app.send(Method::DELETE, &format!("{SITES}/{from}"), &owner, None).await.status, 204);
    let blocked = app.send(Method::DELETE, &format!("{SITES}/{to}"), &owner, None).await;
    assert_eq!(blocked.body["error"]["details"]["asset_count"], 1);
}

#[tokio::test]
async fn asset_permissions_follow_read_write_delete_assets() {
    let app = TestApp::spawn().await;
    let site = app.create_site(&app.a.key("owner"), "Depot").await;
    let viewer = app.a.key("viewer");
    let reply = create(&app, &viewer, json!({"name": "X", "site_id": site, "capacity": 1})).await;
    assert_eq!(reply.code(), "INSUFFICIENT_PERMISSIONS");
    let asset = app.create_asset(&app.a.key("operator"), &site, "Charger", 1.0).await;
    let path = format!("{ASSETS}/{}", asset["id"].as_str().unwrap());
    let reply = app.send(Method::DELETE, &path, &app.a.key("operator"), None).await;
    assert_eq!(reply.status, 403, "operators hold no delete:assets");
    assert_eq!(app.get(&path, &viewer).await.status, 200);
}
