//! POST /inventory-service/assets/bulk: request order, collapsed duplicates, not_found and
//! gone ids, another organization's ids, and the 1..=100 bound.

use api_tests::TestApp;
use reqwest::Method;
use serde_json::{Value, json};
use shared::ids::AssetId;

const BULK: &str = "/inventory-service/assets/bulk";

async fn bulk(app: &TestApp, body: Value) -> api_tests::Reply {
    // An admin sees site-restricted assets too (site access control has its own tests).
    app.send(Method::POST, BULK, &app.a.key("admin"), Some(body)).await
}

fn ids(reply: &api_tests::Reply) -> Vec<String> {
    reply.body["data"].as_array().unwrap().iter().map(|a| a["id"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn bulk_returns_assets_in_request_order_with_duplicates_collapsed() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let seeded = app.seed_assets(&app.a, &site, 5).await;
    let v1 = |i: usize| seeded[i].id.legacy();
    let uuid = |i: usize| seeded[i].id.uuid().to_string();
    let reply = bulk(&app, json!({"ids": [v1(3), v1(0), uuid(3), v1(4), v1(0)]})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(ids(&reply), [v1(3), v1(0), v1(4)]);
    assert_eq!(reply.body["meta"]["requested"], 3);
    assert_eq!(reply.body["meta"]["found"], 3);
    assert_eq!(reply.body["meta"]["not_found"], json!([]));
}

#[tokio::test]
async fn unknown_ids_are_listed_in_meta_not_found_and_deleted_ones_in_meta_gone() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let kept = app.create_asset(&owner, &site, "Kept", 1.0).await;
    let deleted = app.create_asset(&owner, &site, "Deleted", 1.0).await;
    let deleted_id = deleted["id"].as_str().unwrap();
    let path = format!("/inventory-service/assets/{deleted_id}");
    assert_eq!(app.send(Method::DELETE, &path, &owner, None).await.status, 204);
    let unknown = AssetId::generate().legacy();
    let reply = bulk(&app, json!({"ids": [unknown, kept["id"], "garbage", deleted_id]})).await;
    assert_eq!(reply.status, 200);
    assert_eq!(ids(&reply), [kept["id"].as_str().unwrap()]);
    assert_eq!(reply.body["meta"]["not_found"], json!([unknown, "garbage"]));
    assert_eq!(reply.body["meta"]["gone"], json!([deleted_id]));
}

#[tokio::test]
async fn v2_bulk_answers_in_the_v2_representation() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 1.0).await;
    let reply =
        app.send(Method::POST, &format!("/v2{BULK}"), &owner, Some(json!({"ids": [asset["id"]]}))).await;
    let data = &reply.body["data"][0];
    assert_eq!(data["legacy_id"], asset["id"]);
    assert_eq!(data["id"], AssetId::parse(asset["id"].as_str().unwrap()).unwrap().uuid().to_string());
}

#[tokio::test]
async fn an_id_of_another_organization_is_403_like_a_single_get() {
    let app = TestApp::spawn().await;
    let site = app.create_site(&app.b.key("owner"), "Theirs").await;
    let theirs = app.create_asset(&app.b.key("owner"), &site, "Theirs", 1.0).await;
    let reply = bulk(&app, json!({"ids": [theirs["id"]]})).await;
    assert_eq!(reply.status, 403);
    assert_eq!(reply.code(), "FORBIDDEN");
    assert_eq!(reply.body["error"]["details"]["reason"], "belongs_to_different_organization");
    assert_eq!(reply.body["error"]["details"]["resource_id"], theirs["id"]);
}

#[tokio::test]
async fn none_or_more_than_a_hundred_ids_is_422() {
    let app = TestApp::spawn().await;
    let many: Vec<String> = (0..101).map(|_| AssetId::generate().legacy()).collect();
    for body in
        [json!({"ids": []}), json!({"ids": many}), json!({}), json!({"ids": "ast_x"}), json!({"ids": [1]})]
    {
        let reply = bulk(&app, body.clone()).await;
        assert_eq!(reply.status, 422, "{body}");
        assert_eq!(reply.code(), "VALIDATION_ERROR", "{body}");
        assert!(reply.body["error"]["details"]["fields"]["ids"].is_array(), "{body}");
    }
    let hundred: Vec<String> = (0..100).map(|_| AssetId::generate().legacy()).collect();
    let reply = bulk(&app, json!({"ids": hundred})).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.body["meta"]["not_found"].as_array().unwrap().len(), 100);
}

#[tokio::test]
async fn bulk_needs_read_assets() {
    let app = TestApp::spawn().await;
    let scoped = app.token_for(&app.a, "owner", Some("read:sites"), 600);
    let reply = app.send(Method::POST, BULK, &scoped, Some(json!({"ids": ["ast_x"]}))).await;
    assert_eq!(reply.code(), "INSUFFICIENT_PERMISSIONS");
}
