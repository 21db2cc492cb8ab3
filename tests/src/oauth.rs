//! OAuth 2.0 as a client drives it: register, authorize (PKCE S256), exchange, refresh.

use base64::Engine;
use reqwest::Method;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::{Cred, Reply, TestApp};

pub const REDIRECT: &str = "https://dashboard.example.com/callback";
pub const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk-longer-than-43-chars";

pub fn challenge(verifier: &str) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

pub struct Client {
    pub id: String,
    pub secret: String,
}

pub async fn register(app: &TestApp, body: Value) -> Client {
    let reply = app.send(Method::POST, "/auth/clients", &app.a.key("owner"), Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    Client {
        id: reply.body["data"]["client_id"].as_str().unwrap().to_owned(),
        secret: reply.body["data"]["client_secret"].as_str().unwrap().to_owned(),
    }
}

pub async fn dashboard(app: &TestApp) -> Client {
    register(app, json!({"name": "Dashboard", "redirect_uris": [REDIRECT], "scopes": ["read:sites", "write:sites", "read:assets"]})).await
}

/// A form-encoded token request, as OAuth clients send it (client credentials in the form).
pub async fn token(app: &TestApp, form: &[(&str, &str)]) -> Reply {
    token_request(app, None, form).await
}

/// Runs /oauth2/authorize as the member behind `cred` and returns the redirect's parameters.
pub async fn authorize(
    app: &TestApp,
    cred: &Cred,
    client: &Client,
    extra: &[(&str, &str)],
) -> (Reply, Vec<(String, String)>) {
    let mut query = form_urlencoded::Serializer::new(String::new());
    let challenge = challenge(VERIFIER);
    let mut params = vec![
        ("response_type", "code"),
        ("client_id", client.id.as_str()),
        ("redirect_uri", REDIRECT),
        ("scope", "read:sites read:assets"),
        ("state", "xyz-123"),
        ("code_challenge", challenge.as_str()),
        ("code_challenge_method", "S256"),
    ];
    for (name, value) in extra {
        params.retain(|(n, _)| n != name);
        if !value.is_empty() {
            params.push((name, value));
        }
    }
    query.extend_pairs(&params);
    let reply = app.get(format!("/oauth2/authorize?{}", query.finish()), cred).await;
    let location = reply.header("location").unwrap_or_default().to_owned();
    let pairs = location
        .split_once('?')
        .map(|(_, q)| form_urlencoded::parse(q.as_bytes()).into_owned().collect())
        .unwrap_or_default();
    (reply, pairs)
}

pub fn param<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
}

pub async fn code_for(app: &TestApp, client: &Client) -> String {
    let (reply, pairs) = authorize(app, &app.a.key("operator"), client, &[]).await;
    assert_eq!(reply.status, 302, "{}", reply.body);
    param(&pairs, "code").expect("code").to_owned()
}

pub async fn exchange(app: &TestApp, client: &Client, code: &str) -> Reply {
    token(
        app,
        &[
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", REDIRECT),
            ("code_verifier", VERIFIER),
            ("client_id", &client.id),
            ("client_secret", &client.secret),
        ],
    )
    .await
}

/// A token request authenticated with HTTP Basic, as most OAuth libraries send it (the
/// endpoint's rate limit then counts per client, not per address).
pub async fn token_as(app: &TestApp, id: &str, secret: &str, form: &[(&str, &str)]) -> Reply {
    token_request(app, Some((id, secret)), form).await
}

async fn token_request(app: &TestApp, basic: Option<(&str, &str)>, form: &[(&str, &str)]) -> Reply {
    let mut request = app.http.post(format!("{}/auth/token", app.base_url));
    if let Some((id, secret)) = basic {
        request = request.basic_auth(id, Some(secret));
    }
    let response = request
        .header("content-type", "application/x-www-form-urlencoded")
        .body(form_urlencoded::Serializer::new(String::new()).extend_pairs(form).finish())
        .send()
        .await
        .expect("request");
    Reply::from(response).await
}

/// A form POST to `path` (revocation, introspection) authenticated as `client` with HTTP Basic.
pub async fn post_as(app: &TestApp, path: &str, client: &Client, form: &[(&str, &str)]) -> Reply {
    let response = app
        .http
        .post(format!("{}{path}", app.base_url))
        .basic_auth(&client.id, Some(&client.secret))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(form_urlencoded::Serializer::new(String::new()).extend_pairs(form).finish())
        .send()
        .await
        .expect("request");
    Reply::from(response).await
}

/// Introspects `token` as `client`: the RFC 7662 answer.
pub async fn introspect(app: &TestApp, client: &Client, token: &str) -> Reply {
    post_as(app, "/oauth2/introspect", client, &[("token", token)]).await
}

/// Revokes `token` as `client`.
pub async fn revoke(app: &TestApp, client: &Client, token: &str) -> Reply {
    post_as(app, "/oauth2/revoke", client, &[("token", token)]).await
}

/// Another instance of the API over `app`'s table whose configuration `configure` adjusts
/// (a deployment with other signing keys, say): its base URL.
pub async fn instance_with(app: &TestApp, configure: fn(&mut shared::config::Config)) -> String {
    let endpoint = app.app.config.dynamodb_endpoint.clone().expect("DynamoDB Local");
    let local_runner::LocalApi { base_url, .. } = local_runner::start(local_runner::Options {
        port: 0,
        endpoint,
        table: app.app.store.table().to_owned(),
        jwt_secret: crate::JWT_SECRET.to_vec(),
        auth_cache_ttl: app.app.config.auth_cache_ttl,
        versions: None,
        configure: Some(configure),
        counter_timeout: Some(crate::COUNTER_TIMEOUT),
        ocpp_port: 0,
        deliver_on_write: false,
    })
    .await
    .expect("runner starts");
    base_url
}
