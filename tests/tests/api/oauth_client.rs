//! OAuth 2.0 as an integrator drives it with a widely used client library (the `oauth2` crate):
//! client_credentials, the authorization code grant with PKCE S256, refresh with rotation, and
//! each failure read back as its RFC 6749 error code.

use oauth2::basic::{BasicClient, BasicErrorResponse, BasicErrorResponseType, BasicTokenResponse};
use oauth2::{
    AuthUrl, AuthorizationCode, ClientId, ClientSecret, CsrfToken, EndpointNotSet, EndpointSet,
    PkceCodeChallenge, RedirectUrl, RefreshToken, RequestTokenError, Scope, TokenResponse, TokenUrl,
};
use reqwest::Method;
use serde_json::json;

use api_tests::oauth::REDIRECT;
use api_tests::{Cred, TestApp};

type Client = BasicClient<EndpointSet, EndpointNotSet, EndpointNotSet, EndpointNotSet, EndpointSet>;

/// A client registered by the owner, configured as an integrator would configure the library.
async fn client(app: &TestApp, scopes: &[&str]) -> Client {
    let body = json!({"name": "Integrator", "redirect_uris": [REDIRECT], "scopes": scopes});
    let reply = app.send(Method::POST, "/auth/clients", &app.a.key("owner"), Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    let data = &reply.body["data"];
    BasicClient::new(ClientId::new(data["client_id"].as_str().unwrap().to_owned()))
        .set_client_secret(ClientSecret::new(data["client_secret"].as_str().unwrap().to_owned()))
        .set_auth_uri(AuthUrl::new(format!("{}/oauth2/authorize", app.base_url)).unwrap())
        .set_token_uri(TokenUrl::new(format!("{}/auth/token", app.base_url)).unwrap())
        .set_redirect_uri(RedirectUrl::new(REDIRECT.to_owned()).unwrap())
}

/// The library's HTTP client: redirects are answers here, never followed.
fn http() -> reqwest::Client {
    reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap()
}

/// The member behind `cred` authorizes the library's authorization URL; the code on the redirect.
async fn authorize(
    app: &TestApp,
    client: &Client,
    cred: &Cred,
    scope: &str,
) -> (String, oauth2::PkceCodeVerifier) {
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let (url, state) = client
        .authorize_url(CsrfToken::new_random)
        .add_scopes(scope.split(' ').map(|s| Scope::new(s.to_owned())))
        .set_pkce_challenge(challenge)
        .url();
    let path = &url.as_str()[app.base_url.len()..];
    let reply = app.get(path, cred).await;
    assert_eq!(reply.status, 302, "{}", reply.body);
    let location = oauth2::url::Url::parse(reply.header("location").unwrap()).unwrap();
    let param = |name: &str| location.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned());
    assert_eq!(param("state").as_deref(), Some(state.secret().as_str()));
    (param("code").expect("a code"), verifier)
}

fn scopes(token: &BasicTokenResponse) -> Vec<String> {
    token.scopes().map(|scopes| scopes.iter().map(|s| s.to_string()).collect()).unwrap_or_default()
}

#[tokio::test]
async fn client_credentials_work_with_an_oauth_library() {
    let app = TestApp::spawn().await;
    let client = client(&app, &["read:sites", "read:assets"]).await;
    let token = client
        .exchange_client_credentials()
        .add_scope(Scope::new("read:sites".into()))
        .request_async(&http())
        .await
        .expect("a token");
    assert_eq!(scopes(&token), ["read:sites"]);
    let bearer = Cred::Bearer(token.access_token().secret().clone());
    assert_eq!(app.get("/inventory-service/sites", &bearer).await.status, 200);
}

#[tokio::test]
async fn authorization_code_with_pkce_and_refresh_rotation_work_with_an_oauth_library() {
    let app = TestApp::spawn().await;
    let client = client(&app, &["read:sites", "write:sites", "read:assets"]).await;
    let (code, verifier) = authorize(&app, &client, &app.a.key("operator"), "read:sites read:assets").await;
    let token = client
        .exchange_code(AuthorizationCode::new(code))
        .set_pkce_verifier(verifier)
        .request_async(&http())
        .await
        .expect("tokens");
    assert_eq!(scopes(&token), ["read:sites", "read:assets"]);
    let first = token.refresh_token().expect("a refresh token").clone();
    let rotated = client.exchange_refresh_token(&first).request_async(&http()).await.expect("rotated");
    assert_ne!(rotated.refresh_token().unwrap().secret(), first.secret(), "a new refresh token");
    let bearer = Cred::Bearer(rotated.access_token().secret().clone());
    assert_eq!(app.get("/inventory-service/sites", &bearer).await.status, 200);
    // The used one again: reuse, which the library reads as invalid_grant.
    match client.exchange_refresh_token(&first).request_async(&http()).await {
        Err(RequestTokenError::ServerResponse(error)) => {
            assert_eq!(*error.error(), BasicErrorResponseType::InvalidGrant);
        }
        other => panic!("expected invalid_grant, got {other:?}"),
    }
}

/// The library read the answer as the RFC 6749 error `code`, with a description.
fn expect<E: std::error::Error + 'static>(
    result: Result<BasicTokenResponse, RequestTokenError<E, BasicErrorResponse>>,
    code: BasicErrorResponseType,
) {
    match result {
        Err(RequestTokenError::ServerResponse(error)) => {
            assert_eq!(*error.error(), code, "{error:?}");
            assert!(error.error_description().is_some(), "{error:?}");
        }
        Err(other) => panic!("expected {code:?}, got {other:?}"),
        Ok(_) => panic!("expected {code:?}, got a token"),
    }
}

#[tokio::test]
async fn every_token_error_reaches_the_library_as_its_rfc_code() {
    let app = TestApp::spawn().await;
    let client = client(&app, &["read:sites"]).await;
    let wrong = client.clone().set_client_secret(ClientSecret::new("popsc_wrong".into()));
    expect(
        wrong.exchange_client_credentials().request_async(&http()).await,
        BasicErrorResponseType::InvalidClient,
    );
    let beyond = client.exchange_client_credentials().add_scope(Scope::new("delete:sites".into()));
    expect(beyond.request_async(&http()).await, BasicErrorResponseType::InvalidScope);
    let verifier = oauth2::PkceCodeVerifier::new("v".repeat(43));
    let code =
        client.exchange_code(AuthorizationCode::new("popsa_not-a-code".into())).set_pkce_verifier(verifier);
    expect(code.request_async(&http()).await, BasicErrorResponseType::InvalidGrant);
    let unknown = RefreshToken::new("popsr_not-a-token".into());
    let refresh = client.exchange_refresh_token(&unknown);
    expect(refresh.request_async(&http()).await, BasicErrorResponseType::InvalidGrant);
    // A code without its PKCE verifier is a malformed request.
    let (code, _) = authorize(&app, &client, &app.a.key("owner"), "read:sites").await;
    let unverified = client.exchange_code(AuthorizationCode::new(code));
    expect(unverified.request_async(&http()).await, BasicErrorResponseType::InvalidRequest);
}
