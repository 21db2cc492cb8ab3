//! Tampered access tokens: changed claims, `alg: none`, a wrong key, a wrong type, a
//! foreign audience. Every one is 401 INVALID_TOKEN and reaches no data.

use base64::Engine;
use serde_json::{Value, json};

use api_tests::{Cred, JWT_SECRET, TestApp};

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::URL_SAFE_NO_PAD;

fn parts(token: &str) -> (Value, Value, String) {
    let mut it = token.split('.');
    let header = serde_json::from_slice(&B64.decode(it.next().unwrap()).unwrap()).unwrap();
    let claims = serde_json::from_slice(&B64.decode(it.next().unwrap()).unwrap()).unwrap();
    (header, claims, it.next().unwrap().to_owned())
}

fn encode(header: &Value, claims: &Value, signature: &str) -> String {
    format!("{}.{}.{signature}", B64.encode(header.to_string()), B64.encode(claims.to_string()))
}

fn sign(header: &Value, claims: &Value, key: &[u8]) -> String {
    use hmac::{Hmac, Mac};
    let input = format!("{}.{}", B64.encode(header.to_string()), B64.encode(claims.to_string()));
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(key).unwrap();
    mac.update(input.as_bytes());
    format!("{input}.{}", B64.encode(mac.finalize().into_bytes()))
}

async fn assert_invalid(app: &TestApp, token: String, what: &str) {
    let reply = app.get("/inventory-service/sites", &Cred::Bearer(token)).await;
    assert_eq!((reply.status, reply.code()), (401, "INVALID_TOKEN"), "{what}: {}", reply.body);
    assert!(reply.body.get("data").is_none());
}

#[tokio::test]
async fn tampered_tokens_are_invalid_token() {
    let app = TestApp::spawn().await;
    let Cred::Bearer(genuine) = app.token_for(&app.a, "viewer", Some("read:sites"), 600) else {
        unreachable!()
    };
    let (header, claims, signature) = parts(&genuine);
    assert_eq!(app.get("/inventory-service/sites", &Cred::Bearer(genuine.clone())).await.status, 200);

    let mut escalated = claims.clone();
    escalated["scope"] = json!("read:sites write:sites delete:sites");
    assert_invalid(&app, encode(&header, &escalated, &signature), "scope widened").await;
    let mut other_org = claims.clone();
    other_org["org"] = json!(app.b.id);
    assert_invalid(&app, encode(&header, &other_org, &signature), "organization swapped").await;
    let mut longer = claims.clone();
    longer["exp"] = json!(claims["exp"].as_i64().unwrap() + 86_400);
    assert_invalid(&app, encode(&header, &longer, &signature), "expiry extended").await;

    let none = json!({"alg": "none", "typ": "at+jwt"});
    assert_invalid(&app, encode(&none, &claims, ""), "alg none").await;
    assert_invalid(
        &app,
        format!("{}.{}.", B64.encode(none.to_string()), B64.encode(claims.to_string())),
        "alg none, empty signature",
    )
    .await;
    assert_invalid(&app, sign(&header, &escalated, b"another-secret-another-secret-123"), "wrong key").await;
    let hs512 = json!({"alg": "HS512", "typ": "at+jwt"});
    assert_invalid(&app, sign(&hs512, &claims, JWT_SECRET), "another algorithm").await;
    let plain_jwt = json!({"alg": "HS256", "typ": "JWT"});
    assert_invalid(&app, sign(&plain_jwt, &claims, JWT_SECRET), "not an access token type").await;
    let mut audience = claims.clone();
    audience["aud"] = json!("someone-else");
    assert_invalid(&app, sign(&header, &audience, JWT_SECRET), "foreign audience").await;
    assert_invalid(&app, "not.a.token".into(), "garbage").await;
}

#[tokio::test]
async fn a_genuine_token_for_another_organization_cannot_claim_this_ones_member() {
    let app = TestApp::spawn().await;
    let Cred::Bearer(genuine) = app.token_for(&app.a, "owner", None, 600) else { unreachable!() };
    let (header, mut claims, _) = parts(&genuine);
    // Validly signed (the key leaked, say), but the member is not in the named organization.
    claims["org"] = json!(app.b.id);
    assert_invalid(&app, sign(&header, &claims, JWT_SECRET), "member of another organization").await;
}
