//! Idempotency-Key on creating POSTs: replay, body mismatch, in-flight, scope, failures.

use api_tests::{Cred, TestApp};
use reqwest::Method;
use serde_json::{Value, json};
use shared::idempotency::{Claim, Claimed};

const SITES: &str = "/inventory-service/sites";
const ASSETS: &str = "/inventory-service/assets";

async fn post(app: &TestApp, path: &str, cred: &Cred, body: Value, key: &str) -> api_tests::Reply {
    app.send_with(Method::POST, path, cred, Some(body), &[("Idempotency-Key", key)]).await
}

async fn total(app: &TestApp, path: &str) -> Value {
    app.get(path, &app.a.key("owner")).await.body["pagination"]["total"].clone()
}

#[tokio::test]
async fn a_retry_with_the_same_key_and_body_replays_the_first_response() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let first = post(&app, SITES, &owner, json!({"name": "Depot"}), "key-1").await;
    assert_eq!(first.status, 201);
    assert!(first.header("idempotent-replayed").is_none());
    let again = post(&app, SITES, &owner, json!({"name": "Depot"}), "key-1").await;
    assert_eq!(again.status, 201);
    assert_eq!(again.body, first.body);
    assert_eq!(again.header("location"), first.header("location"));
    assert_eq!(again.header("etag"), first.header("etag"));
    assert_eq!(again.header("idempotent-replayed"), Some("true"));
    assert_eq!(total(&app, SITES).await, 1);
}

#[tokio::test]
async fn json_bodies_match_regardless_of_key_order_and_spacing() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let body = json!({"name": "C1", "site_id": site, "capacity": 22});
    let first = post(&app, ASSETS, &owner, body, "asset-key").await;
    let reordered = format!(r#"{{ "capacity": 22, "site_id": "{site}", "name": "C1" }}"#);
    let again = app
        .request(Method::POST, ASSETS, &owner)
        .header("Idempotency-Key", "asset-key")
        .header("Content-Type", "application/json")
        .body(reordered)
        .send()
        .await
        .unwrap();
    let again = api_tests::Reply::from(again).await;
    assert_eq!(again.status, 201);
    assert_eq!(again.body["data"]["id"], first.body["data"]["id"]);
    assert_eq!(total(&app, ASSETS).await, 1);
}

#[tokio::test]
async fn the_same_key_with_a_different_body_is_422() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    post(&app, SITES, &owner, json!({"name": "Depot"}), "key-1").await;
    let reply = post(&app, SITES, &owner, json!({"name": "Other"}), "key-1").await;
    assert_eq!(reply.status, 422);
    assert_eq!(reply.code(), "INVALID_VALUE");
    assert_eq!(reply.body["error"]["details"]["field"], "Idempotency-Key");
    assert_eq!(total(&app, SITES).await, 1);
}

#[tokio::test]
async fn a_retry_while_the_first_is_in_flight_is_409() {
    let app = TestApp::spawn().await;
    let member = &app.a.members["operator"].member_id;
    let member_uuid = shared::ids::MemberId::parse(member).unwrap().uuid();
    let body = json!({"name": "Depot"});
    // Claim the key the way the first request would, and leave it running.
    let claim = Claim::new(
        &app.a.org_id().uuid().to_string(),
        &format!("member:{member_uuid}"),
        &format!("POST {SITES} v1"),
        "slow-key",
        body.to_string().as_bytes(),
    );
    assert!(matches!(app.app.store.claim_idempotency(&claim).await.unwrap(), Claimed::Fresh));
    let reply = post(&app, SITES, &app.a.token("operator"), body, "slow-key").await;
    assert_eq!(reply.status, 409);
    assert_eq!(reply.code(), "CONFLICT");
    assert_eq!(reply.body["error"]["details"]["reason"], "idempotent_request_in_progress");
    assert_eq!(total(&app, SITES).await, 0);
}

#[tokio::test]
async fn concurrent_retries_create_exactly_once() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let attempts = (0..6).map(|_| post(&app, SITES, &owner, json!({"name": "Depot"}), "burst"));
    let replies = futures_util::future::join_all(attempts).await;
    let created: Vec<_> = replies.iter().filter(|r| r.status == 201).collect();
    assert!(!created.is_empty());
    assert!(
        replies.iter().all(|r| r.status == 201 || r.status == 409),
        "{:?}",
        replies.iter().map(|r| r.status).collect::<Vec<_>>()
    );
    assert!(created.iter().all(|r| r.body["data"]["id"] == created[0].body["data"]["id"]));
    assert_eq!(total(&app, SITES).await, 1);
}

#[tokio::test]
async fn keys_are_scoped_to_the_credential_and_the_endpoint() {
    let app = TestApp::spawn().await;
    let first = post(&app, SITES, &app.a.key("owner"), json!({"name": "Depot"}), "shared-key").await;
    let other_key = post(&app, SITES, &app.a.key("admin"), json!({"name": "Depot"}), "shared-key").await;
    assert_eq!(other_key.status, 201);
    assert_ne!(other_key.body["data"]["id"], first.body["data"]["id"]);
    let v2 =
        post(&app, &format!("/v2{SITES}"), &app.a.key("owner"), json!({"name": "Depot"}), "shared-key").await;
    assert_eq!(v2.status, 201);
    assert!(v2.header("idempotent-replayed").is_none(), "another major version is another endpoint");
    let site = first.body["data"]["id"].as_str().unwrap();
    let asset = post(
        &app,
        ASSETS,
        &app.a.key("owner"),
        json!({"name": "C", "site_id": site, "capacity": 1}),
        "shared-key",
    )
    .await;
    assert_eq!(asset.status, 201, "another endpoint: {}", asset.body);
    assert_eq!(total(&app, SITES).await, 3);
}

#[tokio::test]
async fn a_failed_request_releases_its_key() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let invalid = post(&app, SITES, &owner, json!({"name": ""}), "fix-me").await;
    assert_eq!(invalid.status, 422);
    let fixed = post(&app, SITES, &owner, json!({"name": "Depot"}), "fix-me").await;
    assert_eq!(fixed.status, 201);
}

#[tokio::test]
async fn a_malformed_key_is_400() {
    let app = TestApp::spawn().await;
    let long = "k".repeat(256);
    for key in ["", long.as_str(), "has space"] {
        let reply = post(&app, SITES, &app.a.key("owner"), json!({"name": "Depot"}), key).await;
        assert_eq!(reply.status, 400, "{key:?}");
        assert_eq!(reply.body["error"]["details"]["parameter"], "Idempotency-Key");
    }
    assert_eq!(total(&app, SITES).await, 0);
}

#[tokio::test]
async fn the_response_is_recorded_in_the_creates_own_transaction() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let body = json!({"name": "C1", "site_id": site, "capacity": 22});
    let headers = [("Idempotency-Key", "atomic"), ("X-Debug", "true")];
    let first = app.send_with(Method::POST, ASSETS, &owner, Some(body.clone()), &headers).await;
    assert_eq!(first.status, 201);
    let calls: Vec<&str> =
        first.body["debug"]["dynamodb_calls"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
    let writes: Vec<&str> =
        calls.into_iter().filter(|c| *c != "GetItem" && !c.starts_with("rate_limit:")).collect();
    assert_eq!(writes, ["PutItem", "TransactWriteItems"], "claim, then resource and record together");
    let replay = app.send_with(Method::POST, ASSETS, &owner, Some(body), &headers).await;
    assert_eq!(replay.header("idempotent-replayed"), Some("true"));
    assert_eq!(replay.body["data"], first.body["data"]);
    assert!(replay.body["debug"].is_object(), "debug describes the replaying request");
}
