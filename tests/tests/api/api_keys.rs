//! /auth/api-keys: issuing, masking, revoking, expiry, source-IP ranges, scopes, and the
//! holder's permissions bounded by the issuer's.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::{Cred, TestApp};

async fn issue(app: &TestApp, cred: &Cred, body: Value) -> Value {
    let reply = app.send(Method::POST, "/auth/api-keys", cred, Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    assert_eq!(reply.header("cache-control"), Some("no-store"));
    reply.body["data"].clone()
}

#[tokio::test]
async fn a_new_key_is_shown_once_and_masked_afterwards() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let key = issue(&app, &owner, json!({"name": "CI"})).await;
    let secret = key["secret"].as_str().unwrap().to_owned();
    assert!(secret.starts_with("pops_") && secret.len() == 48, "scannable prefix: {secret}");
    assert_eq!(key["masked_key"], format!("pops_…{}", &secret[44..]));

    let listed = app.get("/auth/api-keys", &owner).await;
    assert_eq!(listed.status, 200);
    let text = listed.body.to_string();
    assert!(!text.contains(&secret), "the secret is never shown again");
    assert!(listed.body["data"].as_array().unwrap().iter().all(|k| k.get("secret").is_none()));
    let one = app.get(format!("/auth/api-keys/{}", key["id"].as_str().unwrap()), &owner).await;
    assert_eq!(one.body["data"]["masked_key"], key["masked_key"]);

    let works = app.get("/auth/permissions", &Cred::Key(secret)).await;
    assert_eq!(works.status, 200, "{}", works.body);
}

#[tokio::test]
async fn a_revoked_key_stops_working() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let key = issue(&app, &owner, json!({"name": "temp"})).await;
    let secret = Cred::Key(key["secret"].as_str().unwrap().to_owned());
    assert_eq!(app.get("/auth/permissions", &secret).await.status, 200);
    let path = format!("/auth/api-keys/{}", key["id"].as_str().unwrap());
    assert_eq!(app.send(Method::DELETE, &path, &owner, None).await.status, 204);
    let after = app.get("/auth/permissions", &secret).await;
    assert_eq!((after.status, after.code()), (401, "INVALID_API_KEY"));
    assert_eq!(app.get(&path, &owner).await.status, 410);
    assert_eq!(app.send(Method::DELETE, &path, &owner, None).await.status, 410);
    let listed = app.get("/auth/api-keys?limit=100", &owner).await;
    assert!(!listed.body["data"].as_array().unwrap().iter().any(|k| k["id"] == key["id"]));
}

#[tokio::test]
async fn an_expired_key_is_401_api_key_expired() {
    let app = TestApp::spawn().await;
    let past = app
        .send(
            Method::POST,
            "/auth/api-keys",
            &app.a.key("owner"),
            Some(json!({"name": "x", "expires_at": "2020-01-01T00:00:00Z"})),
        )
        .await;
    assert_eq!(past.status, 422, "an expiry in the past is refused at issue");
    // Used before its expiry the key works. Issuing and using it must both happen before the
    // expiry however slow the machine is, so the margin grows until they do.
    let mut margin = chrono::Duration::seconds(2);
    let (secret, expires) = loop {
        assert!(margin < chrono::Duration::minutes(10), "the machine never used a key within its lifetime");
        let expires = chrono::Utc::now() + margin;
        margin = margin * 4;
        let body = json!({"name": "short", "expires_at": expires.to_rfc3339()});
        let issued = app.send(Method::POST, "/auth/api-keys", &app.a.key("owner"), Some(body)).await;
        if issued.status != 201 {
            assert!(chrono::Utc::now() >= expires, "{}", issued.body);
            continue;
        }
        let secret = Cred::Key(issued.body["data"]["secret"].as_str().unwrap().to_owned());
        let used = app.get("/auth/permissions", &secret).await;
        if used.status == 200 {
            break (secret, expires);
        }
        assert!(chrono::Utc::now() >= expires, "refused before its expiry: {}", used.body);
    };
    // Past the expiry: a sleep that a slow machine only makes longer.
    let left = (expires - chrono::Utc::now()).num_milliseconds().max(0) as u64;
    tokio::time::sleep(std::time::Duration::from_millis(left + 50)).await;
    let reply = app.get("/auth/permissions", &secret).await;
    assert_eq!((reply.status, reply.code()), (401, "API_KEY_EXPIRED"));
}

#[tokio::test]
async fn allowed_ips_are_checked_against_the_gateway_source_ip_not_headers() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let elsewhere = issue(&app, &owner, json!({"name": "office", "allowed_ips": ["203.0.113.0/24"]})).await;
    let secret = elsewhere["secret"].as_str().unwrap().to_owned();
    let reply = app.get("/auth/permissions", &Cred::Key(secret.clone())).await;
    assert_eq!((reply.status, reply.code()), (403, "IP_NOT_ALLOWED"), "{}", reply.body);
    let spoofed =
        app.get_with("/auth/permissions", &Cred::Key(secret), ("X-Forwarded-For", "203.0.113.7")).await;
    assert_eq!(spoofed.status, 403, "X-Forwarded-For is the client's to write");

    let local = issue(&app, &owner, json!({"name": "here", "allowed_ips": ["127.0.0.0/8", "::1"]})).await;
    let reply = app.get("/auth/permissions", &Cred::Key(local["secret"].as_str().unwrap().to_owned())).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(local["allowed_ips"], json!(["127.0.0.0/8", "::1/128"]));

    let bad = app
        .send(
            Method::POST,
            "/auth/api-keys",
            &owner,
            Some(json!({"name": "x", "allowed_ips": ["10.0.0.0/8", "not-an-ip", "10.0.0.0/99"]})),
        )
        .await;
    assert_eq!((bad.status, bad.code()), (422, "INVALID_VALUE"));
    assert_eq!(bad.body["error"]["details"]["invalid"], json!(["not-an-ip", "10.0.0.0/99"]));
}

#[tokio::test]
async fn a_scoped_key_holds_its_role_intersected_with_its_scopes() {
    let app = TestApp::spawn().await;
    let key =
        issue(&app, &app.a.key("owner"), json!({"name": "reader", "scopes": ["read:sites", "read:assets"]}))
            .await;
    let secret = Cred::Key(key["secret"].as_str().unwrap().to_owned());
    let permissions = app.get("/auth/permissions", &secret).await;
    assert_eq!(permissions.body["data"]["permissions"], json!(["read:sites", "read:assets"]));
    assert_eq!(permissions.body["data"]["scopes"], json!(["read:sites", "read:assets"]));
    let write = app.send(Method::POST, "/inventory-service/sites", &secret, Some(json!({"name": "X"}))).await;
    assert_eq!((write.status, write.code()), (403, "INSUFFICIENT_PERMISSIONS"));
    let unknown = app
        .send(
            Method::POST,
            "/auth/api-keys",
            &app.a.key("owner"),
            Some(json!({"name": "x", "scopes": ["read:sites", "root:all"]})),
        )
        .await;
    assert_eq!(unknown.status, 422);
    assert_eq!(unknown.body["error"]["details"]["invalid"], json!(["root:all"]));
}

#[tokio::test]
async fn a_key_for_a_new_service_identity_speaks_for_that_identity() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let key = issue(&app, &owner, json!({"name": "sync", "service": {"name": "billing-sync"}})).await;
    let secret = Cred::Key(key["secret"].as_str().unwrap().to_owned());
    let permissions = app.get("/auth/permissions", &secret).await;
    assert_eq!(permissions.body["data"]["roles"], json!(["service"]));
    let member = app.get(format!("/admin/members/{}", key["member_id"].as_str().unwrap()), &owner).await;
    assert_eq!(member.status, 200, "{}", member.body);
    assert_eq!(member.body["data"]["type"], "service");
    assert_eq!(member.body["data"]["name"], "billing-sync");
}

#[tokio::test]
async fn an_admin_cannot_issue_a_key_stronger_than_itself() {
    let app = TestApp::spawn().await;
    let admin = app.a.key("admin");
    let owner_id = &app.a.members["owner"].member_id;
    let for_owner = app
        .send(Method::POST, "/auth/api-keys", &admin, Some(json!({"name": "x", "member_id": owner_id})))
        .await;
    assert_eq!((for_owner.status, for_owner.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{}", for_owner.body);
    assert_eq!(for_owner.body["error"]["details"]["required"], json!(["admin:billing"]));
    let narrowed = app
        .send(
            Method::POST,
            "/auth/api-keys",
            &admin,
            Some(json!({"name": "x", "member_id": owner_id, "scopes": ["read:sites"]})),
        )
        .await;
    assert_eq!(narrowed.status, 403, "scopes do not narrow an owner's view of every site: {}", narrowed.body);
    let service_owner = app
        .send(
            Method::POST,
            "/auth/api-keys",
            &admin,
            Some(json!({"name": "x", "service": {"name": "root", "role": "owner"}})),
        )
        .await;
    assert_eq!(
        (service_owner.status, service_owner.code()),
        (422, "INVALID_VALUE"),
        "service identities are never owners"
    );
    let service_admin = app
        .send(
            Method::POST,
            "/auth/api-keys",
            &app.a.key("owner"),
            Some(json!({"name": "x", "service": {"name": "root", "role": "admin"}})),
        )
        .await;
    assert_eq!(
        service_admin.status, 201,
        "an owner may create an admin service identity: {}",
        service_admin.body
    );
    let foreign = app
        .send(
            Method::POST,
            "/auth/api-keys",
            &admin,
            Some(json!({"name": "x", "member_id": app.b.members["viewer"].member_id})),
        )
        .await;
    assert_eq!((foreign.status, foreign.code()), (422, "INVALID_VALUE"));
    let members = app.get("/admin/members?type=service&limit=100", &admin).await;
    assert_eq!(
        members.body["pagination"]["total"], 2,
        "the seeded service member and the owner's admin one: nothing half-written"
    );
}

#[tokio::test]
async fn only_administrators_manage_keys() {
    let app = TestApp::spawn().await;
    for role in ["operator", "viewer", "service"] {
        let reply =
            app.send(Method::POST, "/auth/api-keys", &app.a.key(role), Some(json!({"name": "x"}))).await;
        assert_eq!((reply.status, reply.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{role}");
    }
}

#[tokio::test]
async fn an_admin_cannot_revoke_an_owners_key() {
    let app = TestApp::spawn().await;
    let key = issue(&app, &app.a.key("owner"), json!({"name": "owner's"})).await;
    let path = format!("/auth/api-keys/{}", key["id"].as_str().unwrap());
    let reply = app.send(Method::DELETE, &path, &app.a.key("admin"), None).await;
    assert_eq!((reply.status, reply.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{}", reply.body);
    assert_eq!(
        app.get("/auth/permissions", &Cred::Key(key["secret"].as_str().unwrap().to_owned())).await.status,
        200
    );
}

/// An owner's key limited in time, place and scope.
async fn bound_key(app: &TestApp, expires_at: &str) -> Cred {
    let bound = issue(
        app,
        &app.a.key("owner"),
        json!({"name": "bound", "expires_at": expires_at, "allowed_ips": ["127.0.0.0/8"],
               "scopes": ["admin:api_keys", "read:sites"]}),
    )
    .await;
    Cred::Key(bound["secret"].as_str().unwrap().to_owned())
}

#[tokio::test]
async fn a_key_minted_by_a_restricted_key_inherits_every_limit_it_does_not_narrow() {
    let app = TestApp::spawn().await;
    let soon = chrono::Utc::now() + chrono::Duration::hours(1);
    let bound = bound_key(&app, &soon.to_rfc3339()).await;
    let minted = issue(&app, &bound, json!({"name": "p"})).await;
    assert_eq!(minted["expires_at"], json!(soon.timestamp()));
    assert_eq!(minted["allowed_ips"], json!(["127.0.0.0/8"]));
    assert_eq!(minted["scopes"], json!(["read:sites", "admin:api_keys"]));
    let narrower = issue(
        &app,
        &bound,
        json!({"name": "n", "expires_at": (soon - chrono::Duration::minutes(1)).to_rfc3339(),
               "allowed_ips": ["127.0.0.1"], "scopes": ["read:sites"]}),
    )
    .await;
    assert_eq!(narrower["allowed_ips"], json!(["127.0.0.1/32"]));
    assert_eq!(narrower["scopes"], json!(["read:sites"]));
}

#[tokio::test]
async fn a_restricted_key_cannot_mint_a_wider_key() {
    let app = TestApp::spawn().await;
    let soon = chrono::Utc::now() + chrono::Duration::hours(1);
    let later = (soon + chrono::Duration::hours(1)).to_rfc3339();
    let bound = bound_key(&app, &soon.to_rfc3339()).await;
    for (body, field) in [
        (json!({"name": "x", "expires_at": later}), "expires_at"),
        (json!({"name": "x", "allowed_ips": ["0.0.0.0/0"]}), "allowed_ips"),
        (json!({"name": "x", "allowed_ips": ["127.0.0.1", "10.0.0.1"]}), "allowed_ips"),
    ] {
        let reply = app.send(Method::POST, "/auth/api-keys", &bound, Some(body)).await;
        assert_eq!((reply.status, reply.code()), (422, "VALIDATION_ERROR"), "{field}: {}", reply.body);
        assert!(reply.body["error"]["details"]["fields"][field].is_array(), "{field}");
    }
    let wider = app
        .send(Method::POST, "/auth/api-keys", &bound, Some(json!({"name": "x", "scopes": ["write:sites"]})))
        .await;
    assert_eq!((wider.status, wider.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{}", wider.body);
    assert_eq!(wider.body["error"]["details"]["required"], json!(["write:sites"]));
}

#[tokio::test]
async fn a_site_restricted_delegate_cannot_revoke_an_admins_key() {
    let app = TestApp::spawn().await;
    app.site_delegate(&app.a).await;
    let body = json!({"name": "admin's", "member_id": app.a.members["admin"].member_id});
    let key = issue(&app, &app.a.key("owner"), body).await;
    let path = format!("/auth/api-keys/{}", key["id"].as_str().unwrap());
    let reply = app.send(Method::DELETE, &path, &app.a.key("viewer"), None).await;
    assert_eq!((reply.status, reply.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], "member_sees_sites_you_are_not_assigned_to");
    let secret = Cred::Key(key["secret"].as_str().unwrap().to_owned());
    assert_eq!(app.get("/auth/permissions", &secret).await.status, 200, "the key still works");
}

/// A permission array (API key and client scopes, role permissions) takes one permission an
/// entry, as the document's `items: Permission` says: not a space- or comma-separated list (the
/// OAuth `scope` parameter's form), not a blank string, not another JSON type.
#[tokio::test]
async fn each_entry_of_a_permission_array_is_one_permission() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let routes = [
        ("/auth/api-keys", "scopes", json!({"name": "k"})),
        ("/auth/clients", "scopes", json!({"name": "c"})),
        ("/admin/roles", "permissions", json!({"name": "r1", "display_name": "R"})),
    ];
    for (path, field, base) in routes {
        for entry in [json!(" "), json!("read:sites write:sites"), json!("read:sites,read:assets"), json!(1)]
        {
            let mut body = base.clone();
            body[field] = json!([entry.clone()]);
            let reply = app.send(Method::POST, path, &owner, Some(body)).await;
            assert_eq!(
                (reply.status, reply.code()),
                (422, "INVALID_VALUE"),
                "{path} {entry}: {}",
                reply.body
            );
        }
        let mut body = base.clone();
        body[field] = json!(["read:sites"]);
        let reply = app.send(Method::POST, path, &owner, Some(body)).await;
        assert_eq!(reply.status, 201, "{path}: {}", reply.body);
    }
}
