//! What third-party software relies on from the authorization server: its metadata (RFC 8414),
//! revocation (RFC 7009), introspection (RFC 7662), and access tokens a resource server
//! verifies from the JWKS with a JOSE library of its own, across a signing key rotation.

use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{Algorithm, DecodingKey, Validation, decode, decode_header};
use reqwest::Method;
use serde_json::{Value, json};

use api_tests::oauth::*;
use api_tests::{Cred, Reply, Setup, TestApp};
use local_runner::LOCAL_ISSUER;
use shared::config::Config;
use shared::domain::token_keys::TokenKeys;

/// Two P-256 keys, as `openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256
/// -outform DER | base64` prints them; test keys only.
const KEY_1: &str = "MHcCAQEEIDNdBYa3kOOn3qq8IGfUjkT8M3sTRQZGAYxDLzvgabbZoAoGCCqGSM49AwEHoUQDQgAEPX0bpRFh4rKSYy0r6lT2fk6vy6nI6fSTs+Dc3RhLrleIbVuOjy6RJlc58seA00cIcE0zDBT7EQUG8pI5DIP1NQ==";
const KEY_2: &str = "MHcCAQEEIGOjLoDdwcYYx8qE7MEw3Vx8zZygLEnGvXBACHRY1PqUoAoGCCqGSM49AwEHoUQDQgAE8sulGF+4f/ZVvC9CnS5a7gWSp6O6M8NSev5qUGcP8c7GMriZfvZ8uLTIx7r9S7h70B4eIPcns8K0lWrWrM3iCQ==";

fn keys(active: &str, keys: &[(&str, &str)]) -> TokenKeys {
    let keys: Vec<Value> = keys.iter().map(|(kid, key)| json!({"kid": kid, "private_key": key})).collect();
    TokenKeys::from_json(&json!({"active": active, "keys": keys}).to_string()).unwrap()
}

/// Before the rotation: key 1 signs.
fn key_1_signs(config: &mut Config) {
    config.token_keys = keys("key-1", &[("key-1", KEY_1)]);
}

/// During the overlap: key 2 signs, key 1 still verifies.
fn key_2_signs_key_1_verifies(config: &mut Config) {
    config.token_keys = keys("key-2", &[("key-2", KEY_2), ("key-1", KEY_1)]);
}

/// After it: key 1 is retired.
fn key_2_only(config: &mut Config) {
    config.token_keys = keys("key-2", &[("key-2", KEY_2)]);
}

async fn get_at(app: &TestApp, base_url: &str, path: &str, token: Option<&str>) -> Reply {
    let mut request = app.http.get(format!("{base_url}{path}"));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    Reply::from(request.send().await.expect("request")).await
}

/// A client_credentials token from the instance at `base_url`.
async fn token_at(app: &TestApp, base_url: &str, client: &Client) -> String {
    let response = app
        .http
        .post(format!("{base_url}/auth/token"))
        .basic_auth(&client.id, Some(&client.secret))
        .form(&[("grant_type", "client_credentials")])
        .send()
        .await
        .expect("request");
    let reply = Reply::from(response).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["access_token"].as_str().unwrap().to_owned()
}

/// What a resource server does with `jsonwebtoken`: fetch the JWKS over HTTP, pick the key the
/// token's `kid` names, verify signature, issuer, audience and expiry.
async fn verify_with_jwks(app: &TestApp, base_url: &str, token: &str) -> Result<Value, String> {
    let response = app.http.get(format!("{base_url}/.well-known/jwks.json")).send().await.expect("request");
    let jwks: JwkSet = response.json().await.map_err(|e| format!("JWKS: {e}"))?;
    let header = decode_header(token).map_err(|e| e.to_string())?;
    let kid = header.kid.ok_or("no kid")?;
    let jwk = jwks.find(&kid).ok_or_else(|| format!("kid {kid} is not published"))?;
    let key = DecodingKey::from_jwk(jwk).map_err(|e| e.to_string())?;
    let mut validation = Validation::new(Algorithm::ES256);
    validation.set_issuer(&[LOCAL_ISSUER]);
    validation.set_audience(&["platform-operations-api"]);
    decode::<Value>(token, &key, &validation).map(|data| data.claims).map_err(|e| e.to_string())
}

fn published_kids(jwks: &Reply) -> Vec<&str> {
    jwks.body["keys"].as_array().unwrap().iter().map(|k| k["kid"].as_str().unwrap()).collect()
}

#[tokio::test]
async fn the_metadata_names_every_endpoint_under_the_issuer_and_they_answer() {
    let app = TestApp::spawn().await;
    let reply = app.get("/.well-known/oauth-authorization-server", &Cred::None).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert!(reply.header("cache-control").unwrap().starts_with("public"));
    let metadata = &reply.body;
    assert_eq!(metadata["issuer"], LOCAL_ISSUER);
    assert_eq!(metadata["data"]["issuer"], LOCAL_ISSUER, "the envelope carries it too");
    assert_eq!(metadata["response_types_supported"], json!(["code"]));
    assert_eq!(metadata["code_challenge_methods_supported"], json!(["S256"]));
    assert_eq!(
        metadata["grant_types_supported"],
        json!(["authorization_code", "client_credentials", "refresh_token"])
    );
    for methods in [
        "token_endpoint_auth_methods_supported",
        "revocation_endpoint_auth_methods_supported",
        "introspection_endpoint_auth_methods_supported",
    ] {
        assert_eq!(metadata[methods], json!(["client_secret_basic", "client_secret_post"]), "{methods}");
    }
    let scopes: Vec<&str> =
        metadata["scopes_supported"].as_array().unwrap().iter().map(|s| s.as_str().unwrap()).collect();
    assert!(scopes.contains(&"read:sites") && scopes.contains(&"admin:api_keys"), "{scopes:?}");

    // Every endpoint is the issuer's URL plus a path this server serves.
    let path = |name: &str| {
        let url = metadata[name].as_str().unwrap_or_else(|| panic!("{name}"));
        url.strip_prefix(LOCAL_ISSUER)
            .unwrap_or_else(|| panic!("{name} {url} is under the issuer"))
            .to_owned()
    };
    let jwks = app.get(path("jwks_uri"), &Cred::None).await;
    assert_eq!(jwks.status, 200);
    assert_eq!(published_kids(&jwks), ["derived"]);
    assert_eq!(jwks.body["keys"][0]["kty"], "EC");
    assert_eq!(jwks.body["keys"][0]["crv"], "P-256");
    assert_eq!(jwks.body["keys"][0]["alg"], "ES256");
    assert_eq!(jwks.body["keys"][0]["use"], "sig");
    assert!(jwks.body["keys"][0].get("d").is_none(), "no private part: {}", jwks.body);
    let client = dashboard(&app).await;
    for endpoint in ["token_endpoint", "revocation_endpoint", "introspection_endpoint"] {
        let reply = post_as(&app, &path(endpoint), &client, &[]).await;
        assert_eq!(
            (reply.status, reply.body["error"].as_str()),
            (400, Some("invalid_request")),
            "{endpoint}"
        );
    }
    let authorize = app.get(path("authorization_endpoint"), &Cred::None).await;
    assert_ne!(authorize.status, 404);
}

#[tokio::test]
async fn a_resource_server_verifies_tokens_with_the_jwks_and_a_library_of_its_own() {
    let app = TestApp::spawn().await;
    let client = dashboard(&app).await;
    let token = token_at(&app, &app.base_url, &client).await;
    let claims = verify_with_jwks(&app, &app.base_url, &token).await.unwrap();
    assert_eq!(claims["client_id"], client.id.as_str());
    assert_eq!(claims["org"], app.a.id.as_str());

    // A token claiming the server's kid but signed with another key fails there as here.
    let impostor = keys("derived", &[("derived", KEY_2)]);
    let (kid, key) = impostor.signer();
    let mut header = jsonwebtoken::Header::new(Algorithm::ES256);
    header.typ = Some("at+jwt".into());
    header.kid = Some(kid.to_owned());
    let forged_token = jsonwebtoken::encode(&header, &claims, key).unwrap();
    assert!(verify_with_jwks(&app, &app.base_url, &forged_token).await.is_err());
    let refused = app.get("/auth/permissions", &Cred::Bearer(forged_token)).await;
    assert_eq!((refused.status, refused.code()), (401, "INVALID_TOKEN"));
}

#[tokio::test]
async fn a_rotated_key_keeps_its_tokens_valid_through_the_overlap_and_a_retired_one_does_not() {
    let app = TestApp::spawn_with(Setup { configure: Some(key_1_signs), ..Setup::default() }).await;
    let client = dashboard(&app).await;
    let old = token_at(&app, &app.base_url, &client).await;
    assert_eq!(decode_header(&old).unwrap().kid.as_deref(), Some("key-1"));
    assert_eq!(published_kids(&app.get("/.well-known/jwks.json", &Cred::None).await), ["key-1"]);

    // The overlap: key 2 signs, both are published, key 1's tokens still work and verify.
    let overlap = instance_with(&app, key_2_signs_key_1_verifies).await;
    assert_eq!(
        published_kids(&get_at(&app, &overlap, "/.well-known/jwks.json", None).await),
        ["key-2", "key-1"]
    );
    let new = token_at(&app, &overlap, &client).await;
    assert_eq!(decode_header(&new).unwrap().kid.as_deref(), Some("key-2"));
    for token in [&old, &new] {
        assert_eq!(get_at(&app, &overlap, "/auth/permissions", Some(token)).await.status, 200);
        verify_with_jwks(&app, &overlap, token).await.unwrap();
    }

    // Key 1 retired: its token is refused here and by a resource server; key 2's lives on.
    let after = instance_with(&app, key_2_only).await;
    assert_eq!(published_kids(&get_at(&app, &after, "/.well-known/jwks.json", None).await), ["key-2"]);
    let refused = get_at(&app, &after, "/auth/permissions", Some(&old)).await;
    assert_eq!((refused.status, refused.code()), (401, "INVALID_TOKEN"), "{}", refused.body);
    assert!(verify_with_jwks(&app, &after, &old).await.is_err());
    assert_eq!(get_at(&app, &after, "/auth/permissions", Some(&new)).await.status, 200);
    verify_with_jwks(&app, &after, &new).await.unwrap();
}

/// An authorization code grant for the dashboard: its access and refresh tokens.
async fn code_grant(app: &TestApp, client: &Client) -> (String, String) {
    let code = code_for(app, client).await;
    let reply = exchange(app, client, &code).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let access = reply.body["access_token"].as_str().unwrap().to_owned();
    (access, reply.body["refresh_token"].as_str().unwrap().to_owned())
}

async fn refresh_with(app: &TestApp, client: &Client, refresh: &str) -> Reply {
    token_as(app, &client.id, &client.secret, &[("grant_type", "refresh_token"), ("refresh_token", refresh)])
        .await
}

/// A client of organization B.
async fn client_of_b(app: &TestApp) -> Client {
    let body = json!({"name": "Org B resource server"});
    let reply = app.send(Method::POST, "/auth/clients", &app.b.key("owner"), Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    Client {
        id: reply.body["data"]["client_id"].as_str().unwrap().to_owned(),
        secret: reply.body["data"]["client_secret"].as_str().unwrap().to_owned(),
    }
}

#[tokio::test]
async fn introspection_tells_a_client_of_the_organization_and_no_one_else() {
    let app = TestApp::spawn().await;
    let dashboard = dashboard(&app).await;
    let resource_server = register(&app, json!({"name": "Resource server"})).await;
    let (access, refresh) = code_grant(&app, &dashboard).await;

    let reply = introspect(&app, &resource_server, &access).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.header("cache-control"), Some("no-store"));
    assert_eq!(reply.body["active"], true);
    assert_eq!(reply.body["client_id"], dashboard.id.as_str());
    assert_eq!(reply.body["scope"], "read:sites read:assets");
    assert_eq!(reply.body["token_type"], "Bearer");
    assert_eq!(reply.body["org_id"], app.a.id.as_str());
    assert_eq!(reply.body["sub"], app.a.members["operator"].member_id.as_str());
    assert_eq!(reply.body["iss"], LOCAL_ISSUER);
    let claims = verify_with_jwks(&app, &app.base_url, &access).await.unwrap();
    for field in ["exp", "iat", "jti", "aud"] {
        assert_eq!(reply.body[field], claims[field], "{field}");
    }
    assert_eq!(reply.body["data"]["active"], true, "the envelope carries it too");

    let refresh_reply = introspect(&app, &resource_server, &refresh).await;
    assert_eq!(refresh_reply.body["active"], true, "{}", refresh_reply.body);
    assert_eq!(refresh_reply.body["client_id"], dashboard.id.as_str());
    assert_eq!(refresh_reply.body["scope"], "read:sites read:assets");

    // Another organization's client learns nothing: the answer for an unknown token.
    let other = client_of_b(&app).await;
    for token in [access.as_str(), refresh.as_str(), "garbage", "popsr_unknown"] {
        let reply = introspect(&app, &other, token).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        assert_eq!(reply.body["active"], false);
        assert_eq!(reply.body["data"], json!({"active": false}));
    }

    // The caller must authenticate as a client; a member's credential is not one.
    let anonymous = app.http.post(format!("{}/oauth2/introspect", app.base_url)).form(&[("token", &access)]);
    let reply = Reply::from(anonymous.send().await.unwrap()).await;
    assert_eq!((reply.status, reply.body["error"].as_str()), (401, Some("invalid_client")), "{}", reply.body);
    let wrong = Client { id: resource_server.id.clone(), secret: "popsc_wrong".into() };
    let reply = introspect(&app, &wrong, &access).await;
    assert_eq!((reply.status, reply.body["error"].as_str()), (401, Some("invalid_client")));
    assert!(reply.header("www-authenticate").is_some());
    let reply = post_as(&app, "/oauth2/introspect", &resource_server, &[]).await;
    assert_eq!((reply.status, reply.body["error"].as_str()), (400, Some("invalid_request")));
}

#[tokio::test]
async fn revoking_a_refresh_token_ends_its_grant_and_every_access_token_from_it() {
    let app = TestApp::spawn().await;
    let dashboard = dashboard(&app).await;
    let resource_server = register(&app, json!({"name": "Resource server"})).await;
    let (access, refresh) = code_grant(&app, &dashboard).await;
    assert_eq!(app.get("/inventory-service/sites", &Cred::Bearer(access.clone())).await.status, 200);

    // Another client cannot revoke it: answered like an unknown token, nothing changes.
    let reply = revoke(&app, &resource_server, &refresh).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(introspect(&app, &resource_server, &refresh).await.body["active"], true);

    let reply = revoke(&app, &dashboard, &refresh).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let refreshed = refresh_with(&app, &dashboard, &refresh).await;
    assert_eq!((refreshed.status, refreshed.body["error"].as_str()), (400, Some("invalid_grant")));
    let refused = app.get("/inventory-service/sites", &Cred::Bearer(access.clone())).await;
    assert_eq!((refused.status, refused.code()), (401, "INVALID_TOKEN"));
    assert_eq!(introspect(&app, &resource_server, &access).await.body["active"], false);
    assert_eq!(introspect(&app, &resource_server, &refresh).await.body["active"], false);

    // Revoking again, or a token never issued, is still 200 (RFC 7009 section 2.2).
    assert_eq!(revoke(&app, &dashboard, &refresh).await.status, 200);
    assert_eq!(revoke(&app, &dashboard, "popsr_never-issued").await.status, 200);
    assert_eq!(revoke(&app, &dashboard, "not-a-token").await.status, 200);
}

#[tokio::test]
async fn revoking_an_access_token_ends_the_grant_it_came_from() {
    let app = TestApp::spawn().await;
    let dashboard = dashboard(&app).await;
    let (access, refresh) = code_grant(&app, &dashboard).await;
    let (other_access, _) = code_grant(&app, &dashboard).await;

    let reply = post_as(
        &app,
        "/oauth2/revoke",
        &dashboard,
        &[("token", &access), ("token_type_hint", "access_token")],
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let refused = app.get("/inventory-service/sites", &Cred::Bearer(access)).await;
    assert_eq!((refused.status, refused.code()), (401, "INVALID_TOKEN"));
    let refreshed = refresh_with(&app, &dashboard, &refresh).await;
    assert_eq!((refreshed.status, refreshed.body["error"].as_str()), (400, Some("invalid_grant")));
    // Another grant of the same client and member lives on.
    assert_eq!(app.get("/inventory-service/sites", &Cred::Bearer(other_access)).await.status, 200);
}

#[tokio::test]
async fn revoking_a_client_credentials_token_revokes_it_and_the_clients_earlier_ones() {
    let app = TestApp::spawn().await;
    let dashboard = dashboard(&app).await;
    let resource_server = register(&app, json!({"name": "Resource server"})).await;
    let first = token_at(&app, &app.base_url, &dashboard).await;
    let second = token_at(&app, &app.base_url, &dashboard).await;
    let third = token_at(&app, &app.base_url, &dashboard).await;
    let (from_code, refresh) = code_grant(&app, &dashboard).await;

    // Another client presenting one: left alone, and told nothing.
    let other = register(&app, json!({"name": "Other"})).await;
    assert_eq!(revoke(&app, &other, &third).await.status, 200);
    assert_eq!(app.get("/auth/permissions", &Cred::Bearer(third.clone())).await.status, 200);

    let reply = revoke(&app, &dashboard, &second).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    for (token, works) in [(&first, false), (&second, false), (&third, true), (&from_code, true)] {
        let reply = app.get("/auth/permissions", &Cred::Bearer(token.clone())).await;
        assert_eq!(reply.status == 200, works, "{}", reply.body);
        if !works {
            assert_eq!((reply.status, reply.code()), (401, "INVALID_TOKEN"));
        }
        assert_eq!(introspect(&app, &resource_server, token).await.body["active"], works);
    }
    assert_eq!(refresh_with(&app, &dashboard, &refresh).await.status, 200, "the code grant lives on");

    // Revoking an older one afterwards does not bring the cut-off back.
    assert_eq!(revoke(&app, &dashboard, &first).await.status, 200);
    assert_eq!(app.get("/auth/permissions", &Cred::Bearer(second)).await.status, 401);
    assert_eq!(app.get("/auth/permissions", &Cred::Bearer(third.clone())).await.status, 200);
    // A token issued after the revocation works.
    let fourth = token_at(&app, &app.base_url, &dashboard).await;
    assert_eq!(app.get("/auth/permissions", &Cred::Bearer(fourth)).await.status, 200);
    assert_eq!(revoke(&app, &dashboard, &third).await.status, 200);
    assert_eq!(app.get("/auth/permissions", &Cred::Bearer(third)).await.status, 401);
}

/// Caches hold what authentication read for their bound; the instance that revokes forgets
/// its own copy, so an introspection there right after says inactive.
#[tokio::test]
async fn a_revocation_is_seen_at_once_by_the_instance_that_made_it() {
    let setup = Setup { auth_cache_ttl: std::time::Duration::from_secs(3600), ..Setup::default() };
    let app = TestApp::spawn_with(setup).await;
    let dashboard = dashboard(&app).await;
    let resource_server = register(&app, json!({"name": "Resource server"})).await;
    let token = token_at(&app, &app.base_url, &dashboard).await;
    assert_eq!(introspect(&app, &resource_server, &token).await.body["active"], true, "cached as live");
    let (from_code, _refresh) = code_grant(&app, &dashboard).await;
    assert_eq!(introspect(&app, &resource_server, &from_code).await.body["active"], true);

    assert_eq!(revoke(&app, &dashboard, &token).await.status, 200);
    assert_eq!(revoke(&app, &dashboard, &from_code).await.status, 200);
    assert_eq!(introspect(&app, &resource_server, &token).await.body["active"], false);
    assert_eq!(introspect(&app, &resource_server, &from_code).await.body["active"], false);
    assert_eq!(app.get("/auth/permissions", &Cred::Bearer(token)).await.status, 401);
}
