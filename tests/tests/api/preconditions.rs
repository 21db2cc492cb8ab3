//! ETag, If-Match and If-None-Match on single resources (sites and assets).

use api_tests::TestApp;
use reqwest::Method;
use serde_json::json;

async fn new_asset_path(app: &TestApp) -> String {
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 11.0).await;
    format!("/inventory-service/assets/{}", asset["id"].as_str().unwrap())
}

#[tokio::test]
async fn a_get_carries_an_etag_and_if_none_match_answers_304() {
    let app = TestApp::spawn().await;
    let path = new_asset_path(&app).await;
    let owner = app.a.key("owner");
    let reply = app.get(&path, &owner).await;
    let etag = reply.header("etag").unwrap().to_owned();
    assert_eq!(etag, "\"1\"");
    let cached = app.get_with(&path, &owner, ("If-None-Match", &etag)).await;
    assert_eq!(cached.status, 304);
    assert_eq!(cached.header("etag"), Some(etag.as_str()));
    assert_eq!(cached.body, serde_json::Value::Null, "a 304 has no body");
    app.send(Method::PATCH, &path, &owner, Some(json!({"name": "Renamed"}))).await;
    let fresh = app.get_with(&path, &owner, ("If-None-Match", &etag)).await;
    assert_eq!(fresh.status, 200);
    assert_eq!(fresh.header("etag"), Some("\"2\""));
}

#[tokio::test]
async fn patch_with_a_stale_if_match_is_409_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let path = new_asset_path(&app).await;
    let owner = app.a.key("owner");
    let first = app
        .send_with(Method::PATCH, &path, &owner, Some(json!({"name": "A"})), &[("If-Match", "\"1\"")])
        .await;
    assert_eq!(first.status, 200, "{}", first.body);
    assert_eq!(first.header("etag"), Some("\"2\""));
    let stale = app
        .send_with(Method::PATCH, &path, &owner, Some(json!({"name": "B"})), &[("If-Match", "\"1\"")])
        .await;
    assert_eq!(stale.status, 409);
    assert_eq!(stale.code(), "CONFLICT");
    assert_eq!(stale.body["error"]["details"]["reason"], "etag_mismatch");
    assert_eq!(stale.body["error"]["details"]["current_etag"], "\"2\"");
    assert_eq!(app.get(&path, &owner).await.body["data"]["name"], "A");
    let any =
        app.send_with(Method::PATCH, &path, &owner, Some(json!({"name": "C"})), &[("If-Match", "*")]).await;
    assert_eq!(any.status, 200);
}

#[tokio::test]
async fn an_if_match_listing_more_than_twenty_etags_is_400() {
    let app = TestApp::spawn().await;
    let path = new_asset_path(&app).await;
    let many = (1..=21).map(|i| format!("\"{i}\"")).collect::<Vec<_>>().join(", ");
    let reply = app
        .send_with(
            Method::PATCH,
            &path,
            &app.a.key("owner"),
            Some(json!({"name": "X"})),
            &[("If-Match", &many)],
        )
        .await;
    assert_eq!(reply.status, 400);
    assert_eq!(reply.body["error"]["details"]["parameter"], "If-Match");
}

#[tokio::test]
async fn delete_honours_if_match() {
    let app = TestApp::spawn().await;
    let path = new_asset_path(&app).await;
    let owner = app.a.key("owner");
    let stale = app.send_with(Method::DELETE, &path, &owner, None, &[("If-Match", "\"7\"")]).await;
    assert_eq!(stale.status, 409);
    assert_eq!(app.get(&path, &owner).await.status, 200);
    let current = app.send_with(Method::DELETE, &path, &owner, None, &[("If-Match", "\"1\"")]).await;
    assert_eq!(current.status, 204);
}

#[tokio::test]
async fn sites_have_etags_and_conditional_writes_too() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let path = format!("/inventory-service/sites/{site}");
    assert_eq!(app.get(&path, &owner).await.header("etag"), Some("\"1\""));
    assert_eq!(app.get_with(&path, &owner, ("If-None-Match", "W/\"1\"")).await.status, 304);
    let stale = app
        .send_with(Method::PATCH, &path, &owner, Some(json!({"name": "X"})), &[("If-Match", "\"9\"")])
        .await;
    assert_eq!(stale.status, 409);
    let ok = app
        .send_with(Method::PATCH, &path, &owner, Some(json!({"name": "X"})), &[("If-Match", "\"1\"")])
        .await;
    assert_eq!(ok.status, 200);
    let stale = app.send_with(Method::DELETE, &path, &owner, None, &[("If-Match", "\"1\"")]).await;
    assert_eq!(stale.status, 409);
    assert_eq!(
        app.send_with(Method::DELETE, &path, &owner, None, &[("If-Match", "\"2\"")]).await.status,
        204
    );
}

#[tokio::test]
async fn if_match_on_a_deleted_or_foreign_resource_still_answers_410_or_403() {
    let app = TestApp::spawn().await;
    let path = new_asset_path(&app).await;
    let owner = app.a.key("owner");
    let other = app
        .send_with(
            Method::PATCH,
            &path,
            &app.b.key("owner"),
            Some(json!({"name": "X"})),
            &[("If-Match", "\"1\"")],
        )
        .await;
    assert_eq!(other.status, 403);
    assert_eq!(app.send(Method::DELETE, &path, &owner, None).await.status, 204);
    let gone = app
        .send_with(Method::PATCH, &path, &owner, Some(json!({"name": "X"})), &[("If-Match", "\"1\"")])
        .await;
    assert_eq!(gone.status, 410);
}

#[tokio::test]
async fn concurrent_patches_with_the_same_etag_let_exactly_one_win() {
    let app = TestApp::spawn().await;
    let path = new_asset_path(&app).await;
    let owner = app.a.key("owner");
    let attempts = (0..8).map(|i| {
        app.send_with(
            Method::PATCH,
            &path,
            &owner,
            Some(json!({"name": format!("Writer {i}")})),
            &[("If-Match", "\"1\"")],
        )
    });
    let replies = futures_util::future::join_all(attempts).await;
    let won: Vec<_> = replies.iter().filter(|r| r.status == 200).collect();
    assert_eq!(won.len(), 1, "{:?}", replies.iter().map(|r| r.status).collect::<Vec<_>>());
    assert!(replies.iter().all(|r| r.status == 200 || r.status == 409));
    let stored = app.get(&path, &owner).await;
    assert_eq!(stored.body["data"]["name"], won[0].body["data"]["name"]);
    assert_eq!(stored.header("etag"), Some("\"2\""));
}
