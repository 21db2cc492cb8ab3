//! The cost budget, counted by the SDK interceptor and reported in `debug.dynamodb_calls` to
//! callers who see every site (an admin here). The few requests of a credential here each also
//! make the rate-limit counter write (`rate_limit:UpdateItem`): an instance leases tokens only to
//! a credential it has seen steady in the minute (docs/rate-limits.md, Storage).

use api_tests::{Cred, Setup, TestApp};
use serde_json::Value;
use std::time::Duration;

async fn calls(app: &TestApp, path: &str, cred: &Cred) -> Vec<String> {
    let reply = app.get_with(path, cred, ("X-Debug", "true")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let mut calls: Vec<String> = reply.body["debug"]["dynamodb_calls"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v: &Value| v.as_str().unwrap().to_owned())
        // The hour's earlier minutes are read once a minute per credential: not per request.
        .filter(|call| call != "rate_limit:Query")
        .collect();
    calls.sort();
    calls
}

/// An app whose auth cache outlives any test run, so a warm entry cannot expire between two
/// requests however slow the machine (the production TTL is 30 s).
async fn warm_app() -> TestApp {
    TestApp::spawn_with(Setup { auth_cache_ttl: Duration::from_secs(3600), ..Setup::default() }).await
}

#[tokio::test]
async fn a_warm_get_site_with_an_api_key_makes_exactly_one_read() {
    let app = warm_app().await;
    let id = app.create_site(&app.a.key("owner"), "Depot").await;
    let path = format!("/inventory-service/sites/{id}");
    let cold = calls(&app, &path, &app.a.key("admin")).await;
    assert!(cold.len() > 1, "the first request resolves the key: {cold:?}");
    assert_eq!(calls(&app, &path, &app.a.key("admin")).await, ["GetItem", "rate_limit:UpdateItem"]);
}

#[tokio::test]
async fn a_warm_get_site_with_a_token_makes_exactly_one_read() {
    let app = warm_app().await;
    let id = app.create_site(&app.a.key("owner"), "Depot").await;
    let path = format!("/inventory-service/sites/{id}");
    calls(&app, &path, &app.a.token("admin")).await;
    assert_eq!(calls(&app, &path, &app.a.token("admin")).await, ["GetItem", "rate_limit:UpdateItem"]);
}

#[tokio::test]
async fn a_list_page_is_one_query_plus_the_counter_read() {
    let app = warm_app().await;
    app.create_site(&app.a.key("owner"), "Depot").await;
    let cred = app.a.key("admin");
    calls(&app, "/inventory-service/sites", &cred).await;
    assert_eq!(
        calls(&app, "/inventory-service/sites", &cred).await,
        ["GetItem", "Query", "rate_limit:UpdateItem"]
    );
    // The page's own read reached the end of the list, so it counted the total too.
    assert_eq!(
        calls(&app, "/inventory-service/sites?status=active", &cred).await,
        ["Query", "rate_limit:UpdateItem"]
    );
    assert_eq!(calls(&app, "/v2/inventory-service/sites", &cred).await, ["Query", "rate_limit:UpdateItem"]);
}

#[tokio::test]
async fn a_warm_get_asset_makes_exactly_one_read() {
    let app = warm_app().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await;
    let path = format!("/inventory-service/assets/{}", asset["id"].as_str().unwrap());
    calls(&app, &path, &app.a.key("admin")).await;
    assert_eq!(calls(&app, &path, &app.a.key("admin")).await, ["GetItem", "rate_limit:UpdateItem"]);
}

#[tokio::test]
async fn a_bulk_fetch_of_a_hundred_ids_is_one_batch_read() {
    let app = warm_app().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let seeded = app.seed_assets(&app.a, &site, 100).await;
    let ids: Vec<String> = seeded.iter().map(|a| a.id.legacy()).collect();
    let body = serde_json::json!({"ids": ids});
    let send = || {
        app.send_with(
            reqwest::Method::POST,
            "/inventory-service/assets/bulk",
            &owner,
            Some(body.clone()),
            &[("X-Debug", "true")],
        )
    };
    send().await;
    let reply = send().await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"].as_array().unwrap().len(), 100);
    let calls = reply.body["debug"]["dynamodb_calls"].as_array().unwrap();
    let own: Vec<&Value> =
        calls.iter().filter(|c| c.as_str().is_some_and(|c| !c.starts_with("rate_limit:"))).collect();
    assert_eq!(own, [&serde_json::json!("BatchGetItem")]);
}
