//! OAuth 2.0: clients, the token endpoint (client_credentials, authorization_code with PKCE,
//! refresh_token rotation with reuse detection) and the authorization endpoint.

use base64::Engine;
use reqwest::Method;
use serde_json::{Value, json};

use api_tests::oauth::*;
use api_tests::{Cred, TestApp};

#[tokio::test]
async fn client_credentials_issue_a_short_lived_rfc_9068_token_for_the_clients_service_identity() {
    let app = TestApp::spawn().await;
    let client = dashboard(&app).await;
    let reply = token(
        &app,
        &[
            ("grant_type", "client_credentials"),
            ("client_id", &client.id),
            ("client_secret", &client.secret),
            ("scope", "read:sites"),
        ],
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.header("cache-control"), Some("no-store"));
    assert_eq!(reply.body["data"]["token_type"], "Bearer");
    assert_eq!(reply.body["data"]["expires_in"], 900);
    assert_eq!(reply.body["access_token"], reply.body["data"]["access_token"], "RFC 6749 fields mirrored");
    assert!(reply.body["data"].get("refresh_token").is_none());

    let jwt = reply.body["data"]["access_token"].as_str().unwrap();
    let header: Value = serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(jwt.split('.').next().unwrap()).unwrap(),
    )
    .unwrap();
    assert_eq!(header["typ"], "at+jwt");
    let claims: Value = serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(jwt.split('.').nth(1).unwrap()).unwrap(),
    )
    .unwrap();
    for claim in ["iss", "exp", "aud", "sub", "client_id", "iat", "jti", "scope"] {
        assert!(claims.get(claim).is_some(), "RFC 9068 claim {claim}: {claims}");
    }
    assert_eq!(claims["client_id"], client.id.as_str());
    assert_eq!(claims["exp"].as_i64().unwrap() - claims["iat"].as_i64().unwrap(), 900);

    let bearer = Cred::Bearer(jwt.to_owned());
    let permissions = app.get("/auth/permissions", &bearer).await;
    assert_eq!(permissions.body["data"]["roles"], json!(["service"]));
    assert_eq!(permissions.body["data"]["permissions"], json!(["read:sites"]));
    assert_eq!(app.get("/inventory-service/assets", &bearer).await.status, 403);
}

#[tokio::test]
async fn the_token_endpoint_takes_json_and_http_basic_too() {
    let app = TestApp::spawn().await;
    let client = dashboard(&app).await;
    let json_reply = app
        .send(Method::POST, "/auth/token", &Cred::None, Some(json!({"grant_type": "client_credentials", "client_id": client.id, "client_secret": client.secret})))
        .await;
    assert_eq!(json_reply.status, 200, "{}", json_reply.body);
    assert_eq!(
        json_reply.body["data"]["scope"], "read:sites write:sites read:assets",
        "defaults to the client's scopes"
    );
    let basic = base64::engine::general_purpose::STANDARD.encode(format!("{}:{}", client.id, client.secret));
    let response = app
        .http
        .post(format!("{}/auth/token", app.base_url))
        .header("authorization", format!("Basic {basic}"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("grant_type=client_credentials")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
}

#[tokio::test]
async fn wrong_client_credentials_and_bad_requests_get_clear_errors() {
    let app = TestApp::spawn().await;
    let client = dashboard(&app).await;
    let wrong = token(
        &app,
        &[("grant_type", "client_credentials"), ("client_id", &client.id), ("client_secret", "popsc_nope")],
    )
    .await;
    assert_eq!((wrong.status, wrong.code()), (401, "INVALID_CLIENT"));
    assert_eq!(wrong.body["error"], "invalid_client", "RFC 6749 section 5.2: {}", wrong.body);
    assert!(wrong.body["error_description"].is_string());
    assert!(wrong.body["request_id"].is_string());
    assert_eq!(wrong.header("www-authenticate"), None, "the client did not try HTTP Basic");
    let basic = token_as(&app, &client.id, "popsc_nope", &[("grant_type", "client_credentials")]).await;
    assert_eq!((basic.status, basic.body["error"].as_str()), (401, Some("invalid_client")));
    assert_eq!(basic.header("www-authenticate"), Some("Basic realm=\"platform-operations-api\""));
    let unknown = token(
        &app,
        &[
            ("grant_type", "client_credentials"),
            ("client_id", "cli_0000000000000000000000"),
            ("client_secret", &client.secret),
        ],
    )
    .await;
    assert_eq!(unknown.status, 401);
    let grant = token(
        &app,
        &[("grant_type", "password"), ("client_id", &client.id), ("client_secret", &client.secret)],
    )
    .await;
    assert_eq!((grant.status, grant.code()), (400, "INVALID_VALUE"));
    assert_eq!(grant.body["error"], "unsupported_grant_type");
    let beyond = token(
        &app,
        &[
            ("grant_type", "client_credentials"),
            ("client_id", &client.id),
            ("client_secret", &client.secret),
            ("scope", "read:sites delete:sites"),
        ],
    )
    .await;
    assert_eq!((beyond.status, beyond.code()), (400, "INVALID_VALUE"));
    assert_eq!(beyond.body["details"]["invalid"], json!(["delete:sites"]));
    assert_eq!(beyond.body["error"], "invalid_scope");
    let twice = token(
        &app,
        &[
            ("grant_type", "client_credentials"),
            ("grant_type", "client_credentials"),
            ("client_id", &client.id),
            ("client_secret", &client.secret),
        ],
    )
    .await;
    assert_eq!(twice.status, 400);
    assert_eq!(twice.body["error"], "invalid_request");
    // A parameter the endpoint does not know is ignored, repeated or not (RFC 6749 section 3.2).
    let unknown_twice = token(
        &app,
        &[
            ("grant_type", "client_credentials"),
            ("client_id", &client.id),
            ("client_secret", &client.secret),
            ("audience", "a"),
            ("audience", "b"),
        ],
    )
    .await;
    assert_eq!(unknown_twice.status, 200, "{}", unknown_twice.body);
    let json_extra = json!({"grant_type": "client_credentials", "client_id": client.id,
                            "client_secret": client.secret, "audience": ["a", "b"]});
    let reply = app.http.post(format!("{}/auth/token", app.base_url)).json(&json_extra).send().await.unwrap();
    assert_eq!(reply.status(), 200, "an unknown JSON member of any type is ignored too");
    let anonymous =
        token(&app, &[("grant_type", "client_credentials"), ("client_secret", &client.secret)]).await;
    assert_eq!(
        (anonymous.status, anonymous.body["error"].clone()),
        (401, json!("invalid_client")),
        "a secret alone"
    );
}

#[tokio::test]
async fn authorization_code_with_pkce_yields_tokens_scoped_to_the_grant() {
    let app = TestApp::spawn().await;
    let client = dashboard(&app).await;
    let (reply, pairs) = authorize(&app, &app.a.key("operator"), &client, &[]).await;
    assert_eq!(reply.status, 302, "{}", reply.body);
    assert!(reply.header("location").unwrap().starts_with(&format!("{REDIRECT}?code=")));
    assert_eq!(param(&pairs, "state"), Some("xyz-123"));
    let code = param(&pairs, "code").unwrap();

    let reply = exchange(&app, &client, code).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["scope"], "read:sites read:assets");
    assert!(reply.body["data"]["refresh_token"].as_str().unwrap().starts_with("popsr_"));
    let bearer = Cred::Bearer(reply.body["data"]["access_token"].as_str().unwrap().to_owned());
    let permissions = app.get("/auth/permissions", &bearer).await;
    assert_eq!(permissions.body["data"]["roles"][0], "operator", "the member who authorized");
    assert_eq!(permissions.body["data"]["permissions"], json!(["read:sites", "read:assets"]));
    let write = app.send(Method::POST, "/inventory-service/sites", &bearer, Some(json!({"name": "X"}))).await;
    assert_eq!(write.status, 403, "write:sites is the operator's but not in the scopes");
}

#[tokio::test]
async fn a_code_is_single_use_and_bound_to_its_verifier_and_redirect_uri() {
    let app = TestApp::spawn().await;
    let client = dashboard(&app).await;
    let code = code_for(&app, &client).await;
    assert_eq!(exchange(&app, &client, &code).await.status, 200);
    let again = exchange(&app, &client, &code).await;
    assert_eq!((again.status, again.code()), (400, "INVALID_GRANT"));
    assert_eq!(again.body["error"], "invalid_grant");

    let code = code_for(&app, &client).await;
    let wrong_verifier = token(
        &app,
        &[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT),
            ("code_verifier", &"x".repeat(50)),
            ("client_id", &client.id),
            ("client_secret", &client.secret),
        ],
    )
    .await;
    assert_eq!((wrong_verifier.status, wrong_verifier.code()), (400, "INVALID_GRANT"));
    assert_eq!(exchange(&app, &client, &code).await.status, 400, "a failed attempt used the code up");

    let code = code_for(&app, &client).await;
    let other_redirect = token(
        &app,
        &[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", "https://evil.example.com/cb"),
            ("code_verifier", VERIFIER),
            ("client_id", &client.id),
            ("client_secret", &client.secret),
        ],
    )
    .await;
    assert_eq!(other_redirect.status, 400);

    let other_client = register(&app, json!({"name": "Other", "redirect_uris": [REDIRECT]})).await;
    let code = code_for(&app, &client).await;
    assert_eq!(exchange(&app, &other_client, &code).await.status, 400, "codes are bound to their client");
}

#[tokio::test]
async fn refresh_tokens_rotate_and_a_reused_one_revokes_the_family() {
    let app = TestApp::spawn().await;
    let client = dashboard(&app).await;
    let code = code_for(&app, &client).await;
    let first = exchange(&app, &client, &code).await;
    let refresh1 = first.body["data"]["refresh_token"].as_str().unwrap().to_owned();
    let refresh = |token_value: String| {
        let (id, secret) = (client.id.clone(), client.secret.clone());
        let app = &app;
        async move {
            token(
                app,
                &[
                    ("grant_type", "refresh_token"),
                    ("refresh_token", &token_value),
                    ("client_id", &id),
                    ("client_secret", &secret),
                ],
            )
            .await
        }
    };
    let second = refresh(refresh1.clone()).await;
    assert_eq!(second.status, 200, "{}", second.body);
    let refresh2 = second.body["data"]["refresh_token"].as_str().unwrap().to_owned();
    assert_ne!(refresh1, refresh2, "rotated");
    let access2 = Cred::Bearer(second.body["data"]["access_token"].as_str().unwrap().to_owned());
    assert_eq!(app.get("/auth/permissions", &access2).await.status, 200);

    // The old refresh token shows up again: stolen. The whole family goes.
    let reuse = refresh(refresh1).await;
    assert_eq!((reuse.status, reuse.code()), (400, "INVALID_GRANT"), "{}", reuse.body);
    let successor = refresh(refresh2).await;
    assert_eq!(successor.status, 400, "the rotated successor is revoked too");
    let revoked = app.get("/auth/permissions", &access2).await;
    assert_eq!(
        (revoked.status, revoked.code()),
        (401, "INVALID_TOKEN"),
        "access tokens of the family stop too"
    );
}

#[tokio::test]
async fn authorize_answers_redirectable_errors_on_the_redirect_and_others_in_the_body() {
    let app = TestApp::spawn().await;
    let client = dashboard(&app).await;
    let operator = app.a.key("operator");

    let (reply, _) =
        authorize(&app, &operator, &client, &[("redirect_uri", "https://evil.example.com/cb")]).await;
    assert_eq!(reply.status, 400, "never redirect to an unregistered URI");
    assert!(reply.header("location").is_none());
    let (reply, _) =
        authorize(&app, &operator, &client, &[("redirect_uri", "https://dashboard.example.com/callback/")])
            .await;
    assert_eq!(reply.status, 400, "exact match only");
    let (reply, _) = authorize(&app, &operator, &client, &[("client_id", "")]).await;
    assert_eq!(reply.status, 400);

    let cases: [(&[(&str, &str)], &str); 5] = [
        (&[("response_type", "token")], "unsupported_response_type"),
        (&[("code_challenge_method", "plain")], "invalid_request"),
        (&[("code_challenge", "")], "invalid_request"),
        (&[("scope", "read:sites fly:kites")], "invalid_scope"),
        (&[("scope", "delete:sites admin:billing")], "invalid_scope"),
    ];
    for (extra, error) in cases {
        let (reply, pairs) = authorize(&app, &operator, &client, extra).await;
        assert_eq!(reply.status, 302, "{extra:?}: {}", reply.body);
        assert_eq!(param(&pairs, "error"), Some(error), "{extra:?}");
        assert_eq!(param(&pairs, "state"), Some("xyz-123"));
        assert!(param(&pairs, "code").is_none());
    }
    // A scope the client allows but the member lacks, alone, leaves nothing to grant.
    let (_, pairs) = authorize(&app, &app.a.key("viewer"), &client, &[("scope", "write:sites")]).await;
    assert_eq!(param(&pairs, "error"), Some("invalid_scope"));
    let (reply, _) = authorize(&app, &app.b.key("owner"), &client, &[]).await;
    assert_eq!((reply.status, reply.code()), (403, "FORBIDDEN"), "another organization's client");
    let (reply, _) = authorize(&app, &Cred::None, &client, &[]).await;
    assert_eq!(reply.status, 401);
}

#[tokio::test]
async fn deleting_a_client_stops_its_tokens() {
    let app = TestApp::spawn().await;
    let client = dashboard(&app).await;
    let reply = token(
        &app,
        &[("grant_type", "client_credentials"), ("client_id", &client.id), ("client_secret", &client.secret)],
    )
    .await;
    let bearer = Cred::Bearer(reply.body["data"]["access_token"].as_str().unwrap().to_owned());
    assert_eq!(app.get("/auth/permissions", &bearer).await.status, 200);
    let code = code_for(&app, &client).await;
    let users = exchange(&app, &client, &code).await;
    let user_bearer = Cred::Bearer(users.body["data"]["access_token"].as_str().unwrap().to_owned());
    assert_eq!(app.get("/auth/permissions", &user_bearer).await.status, 200);
    let listed = app.get("/auth/clients", &app.a.key("owner")).await;
    assert_eq!(listed.body["data"][0]["client_id"], client.id.as_str());
    assert!(listed.body["data"][0].get("client_secret").is_none());
    let deleted =
        app.send(Method::DELETE, &format!("/auth/clients/{}", client.id), &app.a.key("owner"), None).await;
    assert_eq!(deleted.status, 204, "{}", deleted.body);
    assert_eq!(app.get("/auth/permissions", &bearer).await.status, 401);
    assert_eq!(app.get("/auth/permissions", &user_bearer).await.status, 401, "its users' tokens stop too");
    let again = token(
        &app,
        &[("grant_type", "client_credentials"), ("client_id", &client.id), ("client_secret", &client.secret)],
    )
    .await;
    assert_eq!(again.status, 401);
}

#[tokio::test]
async fn a_suspended_organizations_client_gets_account_suspended() {
    let app = TestApp::spawn().await;
    let client = dashboard(&app).await;
    shared::tenancy::set_suspended(&app.app.store, app.a.org_id(), true).await.unwrap();
    let reply = token(
        &app,
        &[("grant_type", "client_credentials"), ("client_id", &client.id), ("client_secret", &client.secret)],
    )
    .await;
    assert_eq!((reply.status, reply.code()), (403, "ACCOUNT_SUSPENDED"));
}

#[tokio::test]
async fn clients_never_get_an_owner_identity_nor_more_than_their_creator_holds() {
    let app = TestApp::spawn().await;
    let owner = app
        .send(Method::POST, "/auth/clients", &app.a.key("owner"), Some(json!({"name": "x", "role": "owner"})))
        .await;
    assert_eq!((owner.status, owner.code()), (422, "INVALID_VALUE"));
    let scoped = app
        .send(
            Method::POST,
            "/auth/clients",
            &app.a.key("admin"),
            Some(json!({"name": "x", "role": "admin", "scopes": ["read:sites"]})),
        )
        .await;
    assert_eq!(scoped.status, 201, "an admin may register an admin client: {}", scoped.body);
    let unknown = app
        .send(
            Method::POST,
            "/auth/clients",
            &app.a.key("owner"),
            Some(json!({"name": "x", "role": "wizard"})),
        )
        .await;
    assert_eq!((unknown.status, unknown.code()), (422, "INVALID_VALUE"));
}

#[tokio::test]
async fn an_address_bound_key_cannot_authorize_a_grant_usable_elsewhere() {
    let app = TestApp::spawn().await;
    let client = dashboard(&app).await;
    let key = app
        .send(
            Method::POST,
            "/auth/api-keys",
            &app.a.key("owner"),
            Some(json!({"name": "bound", "allowed_ips": ["127.0.0.0/8"]})),
        )
        .await;
    let bound = Cred::Key(key.body["data"]["secret"].as_str().unwrap().to_owned());
    let (reply, _) = authorize(&app, &bound, &client, &[]).await;
    assert_eq!((reply.status, reply.code()), (403, "FORBIDDEN"), "{}", reply.body);
    assert_eq!(
        reply.body["error"]["details"],
        json!({"reason": "restricted_credential", "limit": "allowed_ips"})
    );
    assert_eq!(reply.header("location"), None, "refused in the body, never by redirect");
}

#[tokio::test]
async fn a_site_restricted_delegate_cannot_delete_an_admins_client() {
    let app = TestApp::spawn().await;
    app.site_delegate(&app.a).await;
    let client =
        register(&app, json!({"name": "Ops robot", "redirect_uris": [REDIRECT], "role": "admin"})).await;
    let path = format!("/auth/clients/{}", client.id);
    let reply = app.send(Method::DELETE, &path, &app.a.key("viewer"), None).await;
    assert_eq!((reply.status, reply.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], "member_sees_sites_you_are_not_assigned_to");
    let grant =
        [("grant_type", "client_credentials"), ("client_id", &client.id), ("client_secret", &client.secret)];
    assert_eq!(token(&app, &grant).await.status, 200, "the client still works");
}

#[tokio::test]
async fn a_scope_beyond_the_member_is_granted_its_intersection_and_the_token_says_so() {
    let app = TestApp::spawn().await;
    let client = dashboard(&app).await;
    // The dashboard may hold read:sites, write:sites and read:assets; a viewer holds no write.
    let asked = [("scope", "read:sites write:sites delete:sites")];
    let (reply, pairs) = authorize(&app, &app.a.key("viewer"), &client, &asked).await;
    assert_eq!(reply.status, 302, "{}", reply.body);
    let granted = exchange(&app, &client, param(&pairs, "code").expect("a code, not an error")).await;
    assert_eq!(granted.status, 200, "{}", granted.body);
    assert_eq!(granted.body["scope"], "read:sites", "RFC 6749 section 3.3: the scope granted");
}
