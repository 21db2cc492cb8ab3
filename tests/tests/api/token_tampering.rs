//! Tampered access tokens: changed claims, `alg: none`, a wrong key, a wrong type, a
//! foreign audience, HS256 (with the old secret, or the public key as a secret), an unknown
//! kid. Every one is 401 INVALID_TOKEN and reaches no data.

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

/// Signed with the app's own signing key (as if it leaked): only the claims are wrong.
fn sign_es256(app: &TestApp, claims: &Value) -> String {
    let (kid, key) = app.app.config.token_keys.signer();
    let mut header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::ES256);
    header.typ = Some("at+jwt".into());
    header.kid = Some(kid.to_owned());
    jsonwebtoken::encode(&header, claims, key).unwrap()
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
    assert_invalid(&app, sign_es256(&app, &audience), "foreign audience").await;
    assert_invalid(&app, "not.a.token".into(), "garbage").await;
}

/// The algorithm and key are the header's to name but not to choose: ES256 with a key of the
/// set, nothing else (tokens from before ES256 included).
#[tokio::test]
async fn only_es256_with_a_key_of_the_set_verifies() {
    let app = TestApp::spawn().await;
    let Cred::Bearer(genuine) = app.token_for(&app.a, "viewer", Some("read:sites"), 600) else {
        unreachable!()
    };
    let (header, claims, signature) = parts(&genuine);
    assert_eq!((header["alg"].as_str(), header["kid"].as_str()), (Some("ES256"), Some("derived")));
    let hs256 = json!({"alg": "HS256", "typ": "at+jwt"});
    assert_invalid(&app, sign(&hs256, &claims, JWT_SECRET), "HS256 with the JWT secret").await;
    let hs256_kid = json!({"alg": "HS256", "typ": "at+jwt", "kid": "derived"});
    let jwks = app.get("/.well-known/jwks.json", &Cred::None).await;
    let public_x = jwks.body["keys"][0]["x"].as_str().unwrap();
    assert_invalid(&app, sign(&hs256_kid, &claims, public_x.as_bytes()), "HS256 with the public key").await;
    let mut unknown_kid = header.clone();
    unknown_kid["kid"] = json!("retired");
    assert_invalid(&app, encode(&unknown_kid, &claims, &signature), "a kid not in the set").await;
    let mut no_kid = header.clone();
    no_kid.as_object_mut().unwrap().remove("kid");
    assert_invalid(&app, encode(&no_kid, &claims, &signature), "no kid").await;
}

#[tokio::test]
async fn a_genuine_token_for_another_organization_cannot_claim_this_ones_member() {
    let app = TestApp::spawn().await;
    let Cred::Bearer(genuine) = app.token_for(&app.a, "owner", None, 600) else { unreachable!() };
    let (_, mut claims, _) = parts(&genuine);
    // Validly signed (the key leaked, say), but the member is not in the named organization.
    claims["org"] = json!(app.b.id);
    assert_invalid(&app, sign_es256(&app, &claims), "member of another organization").await;
}
