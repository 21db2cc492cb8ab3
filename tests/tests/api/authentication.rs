use api_tests::{Cred, TestApp};
use aws_sdk_dynamodb::types::AttributeValue;
use reqwest::Method;
use serde_json::json;
use shared::auth::api_key;

#[tokio::test]
async fn no_credentials_is_401_missing_auth() {
    let app = TestApp::spawn().await;
    let reply = app.get("/inventory-service/sites", &Cred::None).await;
    assert_eq!(reply.status, 401);
    assert_eq!(reply.code(), "MISSING_AUTH");
}

#[tokio::test]
async fn an_unknown_api_key_is_401_invalid_api_key() {
    let app = TestApp::spawn().await;
    for key in [api_key::generate(), "not-a-key".to_owned()] {
        let reply = app.get("/inventory-service/sites", &Cred::Key(key)).await;
        assert_eq!(reply.status, 401);
        assert_eq!(reply.code(), "INVALID_API_KEY");
    }
}

#[tokio::test]
async fn a_malformed_or_forged_token_is_401_invalid_token() {
    let app = TestApp::spawn().await;
    let genuine = match app.a.token("owner") {
        Cred::Bearer(t) => t,
        _ => unreachable!(),
    };
    let mut parts: Vec<String> = genuine.split('.').map(str::to_owned).collect();
    parts[2] = parts[2].chars().rev().collect();
    for token in ["garbage".to_owned(), parts.join("."), "eyJhbGciOiJub25lIn0.e30.".to_owned()] {
        let reply = app.get("/inventory-service/sites", &Cred::Bearer(token)).await;
        assert_eq!(reply.status, 401);
        assert_eq!(reply.code(), "INVALID_TOKEN");
    }
}

#[tokio::test]
async fn an_expired_token_is_401_token_expired() {
    let app = TestApp::spawn().await;
    let token = app.token_for(&app.a, "owner", None, -120);
    let reply = app.get("/inventory-service/sites", &token).await;
    assert_eq!(reply.status, 401);
    assert_eq!(reply.code(), "TOKEN_EXPIRED");
}

#[tokio::test]
async fn an_expired_api_key_is_401_api_key_expired() {
    let app = TestApp::spawn().await;
    let soon = (chrono::Utc::now() + chrono::Duration::hours(1)).to_rfc3339();
    let issued = app
        .send(
            Method::POST,
            "/auth/api-keys",
            &app.a.key("owner"),
            Some(json!({"name": "x", "expires_at": soon})),
        )
        .await;
    assert_eq!(issued.status, 201, "{}", issued.body);
    let secret = issued.body["data"]["secret"].as_str().unwrap().to_owned();
    // Its hour passes: the item authentication reads now says it expired a second ago.
    let store = &app.app.store;
    let past = (shared::time::now_ms() - 1000).to_string();
    store
        .client()
        .update_item()
        .table_name(store.table())
        .key("PK", AttributeValue::S(format!("KEYHASH#{}", api_key::hash(&secret))))
        .key("SK", AttributeValue::S("KEYHASH".into()))
        .update_expression("SET expires_at = :past")
        .expression_attribute_values(":past", AttributeValue::N(past))
        .send()
        .await
        .unwrap();
    let reply = app.get("/inventory-service/sites", &Cred::Key(secret)).await;
    assert_eq!(reply.status, 401);
    assert_eq!(reply.code(), "API_KEY_EXPIRED");
}

#[tokio::test]
async fn sending_both_credentials_is_400() {
    let app = TestApp::spawn().await;
    let key = &app.a.members["owner"].api_key;
    let reply = app.get_with("/inventory-service/sites", &app.a.token("owner"), ("X-API-Key", key)).await;
    assert_eq!((reply.status, reply.code()), (400, "INVALID_PARAMETER"));
}

#[tokio::test]
async fn a_suspended_organization_is_403_account_suspended() {
    let app = TestApp::spawn().await;
    shared::tenancy::set_suspended(&app.app.store, app.a.org_id(), true).await.unwrap();
    for cred in [app.a.key("owner"), app.a.token("owner")] {
        let reply = app.get("/inventory-service/sites", &cred).await;
        assert_eq!(reply.status, 403);
        assert_eq!(reply.code(), "ACCOUNT_SUSPENDED");
    }
    let other = app.get("/inventory-service/sites", &app.b.key("owner")).await;
    assert_eq!(other.status, 200, "other tenants are unaffected");
}

#[tokio::test]
async fn a_scoped_token_gets_only_the_intersection_of_role_and_scopes() {
    let app = TestApp::spawn().await;
    let token = app.token_for(&app.a, "owner", Some("read:sites"), 600);
    assert_eq!(app.get("/inventory-service/sites", &token).await.status, 200);
    let reply = app
        .send(Method::POST, "/inventory-service/sites", &token, Some(serde_json::json!({"name": "x"})))
        .await;
    assert_eq!(reply.status, 403);
    assert_eq!(reply.code(), "INSUFFICIENT_PERMISSIONS");
    assert_eq!(reply.body["error"]["details"]["granted"], serde_json::json!(["read:sites"]));
}
