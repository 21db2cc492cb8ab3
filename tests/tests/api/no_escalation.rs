//! No escalation (docs/auth.md): whatever a credential creates or obtains is bound by every
//! restriction of that credential. The reproductions of a restricted key laundering itself
//! into an unrestricted one, and a walk of every route that creates authority (id token
//! listings and station passwords included) with a credential restricted in each way.

use base64::Engine;
use reqwest::Method;
use serde_json::{Value, json};
use std::collections::BTreeSet;

use api_tests::oauth::{REDIRECT, VERIFIER, authorize, exchange, param, register, token, token_as};
use api_tests::{Cred, Reply, TestApp};
use shared::restrictions::IpNet;

const TOMORROW_HOURS: i64 = 24;

/// The claims of a JWT, unverified (the API verified them).
fn claims(token: &str) -> Value {
    let payload = token.split('.').nth(1).expect("JWT");
    serde_json::from_slice(&base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(payload).expect("base64"))
        .expect("claims")
}

/// A key from its 201, with its id.
fn minted(reply: &Reply) -> (Cred, Option<String>) {
    assert_eq!(reply.status, 201, "{}", reply.body);
    let secret = reply.body["data"]["secret"].as_str().expect("secret").to_owned();
    (Cred::Key(secret), reply.body["data"]["id"].as_str().map(str::to_owned))
}

/// An owner-issued key for the admin member (or a service identity of `role`) with `limits`.
async fn key_with(app: &TestApp, holder: Value, limits: Value) -> Cred {
    minted_with(app, holder, limits).await.0
}

async fn minted_with(app: &TestApp, holder: Value, limits: Value) -> (Cred, Option<String>) {
    let mut body = json!({"name": "restricted"});
    body.as_object_mut().unwrap().extend(holder.as_object().unwrap().clone());
    body.as_object_mut().unwrap().extend(limits.as_object().unwrap().clone());
    minted(&app.send(Method::POST, "/auth/api-keys", &app.a.key("owner"), Some(body)).await)
}

/// A seeded member's key, with its id.
async fn seeded_key(app: &TestApp, role: &str) -> (Cred, Option<String>) {
    let member = &app.a.members[role];
    let keys = app.get(format!("/auth/api-keys?member_id={}", member.member_id), &app.a.key("owner")).await;
    let last4 = &member.api_key[member.api_key.len() - 4..];
    let listed = keys.body["data"].as_array().unwrap().iter();
    let key =
        listed.filter(|k| k["masked_key"].as_str().unwrap().ends_with(last4)).find_map(|k| k["id"].as_str());
    (app.a.key(role), key.map(str::to_owned))
}

fn tomorrow() -> chrono::DateTime<chrono::Utc> {
    chrono::Utc::now() + chrono::Duration::hours(TOMORROW_HOURS)
}

#[tokio::test]
async fn a_restricted_admin_key_cannot_register_an_oauth_client() {
    let app = TestApp::spawn().await;
    let admin = json!({"service": {"name": "contractor", "role": "admin"}});
    let both = json!({"allowed_ips": ["127.0.0.0/8"], "expires_at": tomorrow().to_rfc3339()});
    let cases = [
        (key_with(&app, admin.clone(), both).await, "expires_at"),
        (key_with(&app, admin.clone(), json!({"expires_at": tomorrow().to_rfc3339()})).await, "expires_at"),
        (key_with(&app, admin.clone(), json!({"allowed_ips": ["127.0.0.0/8"]})).await, "allowed_ips"),
    ];
    for (key, limit) in cases {
        let body = json!({"name": "x", "redirect_uris": [REDIRECT], "role": "admin"});
        let reply = app.send(Method::POST, "/auth/clients", &key, Some(body)).await;
        assert_eq!((reply.status, reply.code()), (403, "FORBIDDEN"), "{}", reply.body);
        assert_eq!(
            reply.body["error"]["details"],
            json!({"reason": "restricted_credential", "limit": limit})
        );
    }
    let clients = app.get("/auth/clients", &app.a.key("owner")).await;
    assert_eq!(clients.body["data"], json!([]), "nothing was registered");
}

#[tokio::test]
async fn an_expiring_key_authorizes_only_grants_that_end_with_it() {
    let app = TestApp::spawn().await;
    let client = register(&app, json!({"name": "Portal", "redirect_uris": [REDIRECT]})).await;
    let bound = tomorrow();
    let admin = json!({"member_id": app.a.members["admin"].member_id});
    let key = key_with(&app, admin, json!({"expires_at": bound.to_rfc3339()})).await;
    let scope = [("scope", "admin:api_keys read:sites")];
    let (reply, pairs) = authorize(&app, &key, &client, &scope).await;
    assert_eq!(reply.status, 302, "{}", reply.body);
    let granted = exchange(&app, &client, param(&pairs, "code").expect("code")).await;
    assert_eq!(granted.status, 200, "{}", granted.body);
    let access = claims(granted.body["access_token"].as_str().unwrap());
    assert_eq!(access["limit_exp"], json!(bound.timestamp()));
    assert!(access["exp"].as_i64().unwrap() <= bound.timestamp());

    // Refreshing renews within the bound, never past it.
    let refreshed = token(
        &app,
        &[
            ("grant_type", "refresh_token"),
            ("refresh_token", granted.body["refresh_token"].as_str().unwrap()),
            ("client_id", &client.id),
            ("client_secret", &client.secret),
        ],
    )
    .await;
    assert_eq!(refreshed.status, 200, "{}", refreshed.body);
    let bearer = refreshed.body["access_token"].as_str().unwrap().to_owned();
    assert_eq!(claims(&bearer)["limit_exp"], json!(bound.timestamp()));
}

#[tokio::test]
async fn a_grant_of_an_expiring_key_lasts_no_longer_than_the_key() {
    let app = TestApp::spawn().await;
    let client = register(&app, json!({"name": "Portal", "redirect_uris": [REDIRECT]})).await;
    // Ten minutes: shorter than an access token's fifteen.
    let bound = chrono::Utc::now() + chrono::Duration::minutes(10);
    let admin = json!({"member_id": app.a.members["admin"].member_id});
    let key = key_with(&app, admin, json!({"expires_at": bound.to_rfc3339()})).await;
    let (_, pairs) = authorize(&app, &key, &client, &[]).await;
    let granted = exchange(&app, &client, param(&pairs, "code").expect("code")).await;
    assert_eq!(granted.status, 200, "{}", granted.body);
    assert_eq!(claims(granted.body["access_token"].as_str().unwrap())["exp"], json!(bound.timestamp()));
    assert!(granted.body["expires_in"].as_i64().unwrap() <= 600, "{}", granted.body);
}

/// A token from the authorization code grant, as the third-party client holds it.
async fn grant_token(app: &TestApp) -> Cred {
    grant_token_for(app, "admin:api_keys admin:webhooks read:sites").await
}

/// A token from the authorization code grant for `scope`, as the third-party client holds it.
async fn grant_token_for(app: &TestApp, scope: &str) -> Cred {
    let client = register(app, json!({"name": "Third party", "redirect_uris": [REDIRECT]})).await;
    let scope = [("scope", scope)];
    let (_, pairs) = authorize(app, &app.a.key("owner"), &client, &scope).await;
    let granted = exchange(app, &client, param(&pairs, "code").expect("code")).await;
    assert_eq!(granted.status, 200, "{}", granted.body);
    Cred::Bearer(granted.body["access_token"].as_str().unwrap().to_owned())
}

fn assert_refused(reply: &Reply, limit: &str) {
    assert_eq!((reply.status, reply.code()), (403, "FORBIDDEN"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"], json!({"reason": "restricted_credential", "limit": limit}));
}

#[tokio::test]
async fn a_third_partys_grant_mints_no_credential_that_would_survive_its_revocation() {
    let app = TestApp::spawn().await;
    let token = grant_token(&app).await;
    assert_eq!(app.get("/auth/permissions", &token).await.status, 200, "the grant itself works");
    let key = app.send(Method::POST, "/auth/api-keys", &token, Some(json!({"name": "k"}))).await;
    assert_refused(&key, "authorization_grant");
    let client = json!({"name": "c", "redirect_uris": [REDIRECT]});
    assert_refused(
        &app.send(Method::POST, "/auth/clients", &token, Some(client)).await,
        "authorization_grant",
    );
    let other = register(&app, json!({"name": "Other", "redirect_uris": [REDIRECT]})).await;
    let (reply, _) = authorize(&app, &token, &other, &[("scope", "read:sites")]).await;
    assert_refused(&reply, "authorization_grant");
    let hook = json!({"url": "https://hooks.example.com/x", "events": ["rate_limit.exceeded"]});
    assert_refused(&app.send(Method::POST, "/webhooks", &token, Some(hook)).await, "authorization_grant");
}

#[tokio::test]
async fn a_restricted_credential_cannot_subscribe_a_webhook_that_outlives_it() {
    let app = TestApp::spawn().await;
    let admin = json!({"member_id": app.a.members["admin"].member_id});
    let hook = json!({"url": "https://hooks.example.com/x", "events": ["rate_limit.exceeded"]});
    for (limits, limit) in [
        (json!({"expires_at": tomorrow().to_rfc3339()}), "expires_at"),
        (json!({"allowed_ips": ["127.0.0.0/8"]}), "allowed_ips"),
    ] {
        let key = key_with(&app, admin.clone(), limits).await;
        assert_refused(&app.send(Method::POST, "/webhooks", &key, Some(hook.clone())).await, limit);
    }
    let listed = app.get("/webhooks", &app.a.key("owner")).await;
    assert_eq!(listed.body["data"], json!([]));
}

#[tokio::test]
async fn a_restricted_credential_cannot_make_a_station_password_that_outlives_it() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let plain = app.create_asset(&owner, &site, "Plain", 22.0).await;
    let plain = format!("/inventory-service/assets/{}/station", plain["id"].as_str().unwrap());
    let station = app.create_asset(&owner, &site, "Station", 22.0).await;
    let station = format!("/inventory-service/assets/{}/station", station["id"].as_str().unwrap());
    let made = app.send(Method::POST, &station, &owner, Some(json!({"identity": "CP-STANDING"}))).await;
    assert_eq!(made.status, 201, "{}", made.body);
    let admin = json!({"member_id": app.a.members["admin"].member_id});
    let restricted = [
        (key_with(&app, admin.clone(), json!({"expires_at": tomorrow().to_rfc3339()})).await, "expires_at"),
        (key_with(&app, admin.clone(), json!({"allowed_ips": ["127.0.0.0/8"]})).await, "allowed_ips"),
        (grant_token_for(&app, "admin:assets read:assets").await, "authorization_grant"),
    ];
    for (cred, limit) in restricted {
        let body = json!({"identity": format!("CP-{limit}")});
        assert_refused(&app.send(Method::POST, &plain, &cred, Some(body)).await, limit);
        let rotate = format!("{station}/password");
        assert_refused(&app.send(Method::POST, &rotate, &cred, None).await, limit);
    }
    assert_eq!(app.get(&plain, &owner).await.status, 404, "no station was made");
}

#[tokio::test]
async fn a_restricted_credential_cannot_list_an_id_token_that_outlives_it() {
    let app = TestApp::spawn().await;
    let admin = json!({"member_id": app.a.members["admin"].member_id});
    let restricted = [
        (key_with(&app, admin.clone(), json!({"expires_at": tomorrow().to_rfc3339()})).await, "expires_at"),
        (key_with(&app, admin.clone(), json!({"allowed_ips": ["127.0.0.0/8"]})).await, "allowed_ips"),
        (grant_token_for(&app, "read:sessions write:sessions").await, "authorization_grant"),
    ];
    for (cred, limit) in restricted {
        let body = json!({"id_token": format!("CARD-{limit}")});
        assert_refused(&app.send(Method::POST, "/asset-controls/id-tokens", &cred, Some(body)).await, limit);
    }
    let listed = app.get("/asset-controls/id-tokens", &app.a.key("owner")).await;
    assert_eq!(listed.body["data"], json!([]));
}

#[tokio::test]
async fn a_grant_issued_before_limits_were_carried_is_not_renewed_past_its_end() {
    use aws_sdk_dynamodb::types::AttributeValue;
    let app = TestApp::spawn().await;
    let client = register(&app, json!({"name": "Portal", "redirect_uris": [REDIRECT]})).await;
    let (_, pairs) = authorize(&app, &app.a.key("owner"), &client, &[]).await;
    let granted = exchange(&app, &client, param(&pairs, "code").expect("code")).await;
    let refresh = granted.body["refresh_token"].as_str().unwrap();
    // As an older release wrote it: no record of the authorizing credential's limits.
    let store = &app.app.store;
    let key = [
        ("PK".to_owned(), AttributeValue::S(format!("REFRESH#{}", shared::auth::api_key::hash(refresh)))),
        ("SK".to_owned(), AttributeValue::S("REFRESH".into())),
    ];
    let old = store
        .client()
        .update_item()
        .table_name(store.table())
        .set_key(Some(key.into()))
        .update_expression("REMOVE limits_carried")
        .return_values(aws_sdk_dynamodb::types::ReturnValue::AllNew)
        .send()
        .await
        .unwrap();
    let end = old.attributes.unwrap()["expires_at"].as_n().unwrap().parse::<i64>().unwrap();
    let form = [("grant_type", "refresh_token"), ("refresh_token", refresh)];
    let refreshed = token_as(&app, &client.id, &client.secret, &form).await;
    assert_eq!(refreshed.status, 200, "{}", refreshed.body);
    assert_eq!(claims(refreshed.body["access_token"].as_str().unwrap())["limit_exp"], json!(end / 1000));
}

#[tokio::test]
async fn a_restricted_credential_cannot_widen_another_member() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let admin = json!({"member_id": app.a.members["admin"].member_id});
    let operator = format!("/admin/members/{}", app.a.members["operator"].member_id);
    for (limits, limit) in [
        (json!({"expires_at": tomorrow().to_rfc3339()}), "expires_at"),
        (json!({"allowed_ips": ["127.0.0.0/8"]}), "allowed_ips"),
    ] {
        let key = key_with(&app, admin.clone(), limits).await;
        for body in [json!({"role": "admin"}), json!({"site_ids": [site]})] {
            let reply = app.send(Method::PATCH, &operator, &key, Some(body)).await;
            assert_refused(&reply, limit);
        }
        // Narrowing gives nothing: allowed.
        let demote = app.send(Method::PATCH, &operator, &key, Some(json!({"role": "viewer"}))).await;
        assert_eq!(demote.status, 200, "{}", demote.body);
        let back = app.send(Method::PATCH, &operator, &owner, Some(json!({"role": "operator"}))).await;
        assert_eq!(back.status, 200, "{}", back.body);
    }
    // A custom role holding exactly admin's permissions, moved to admin: no permission gained,
    // but every site.
    let admin_permissions =
        app.get("/auth/permissions", &app.a.key("admin")).await.body["data"]["permissions"].clone();
    let ops = json!({"name": "ops", "display_name": "Ops", "permissions": admin_permissions});
    assert_eq!(app.send(Method::POST, "/admin/roles", &owner, Some(ops)).await.status, 201);
    let to_ops =
        app.send(Method::PATCH, &operator, &owner, Some(json!({"role": "ops", "site_ids": [site]}))).await;
    assert_eq!(to_ops.status, 200, "{}", to_ops.body);
    let expiring = key_with(&app, admin.clone(), json!({"expires_at": tomorrow().to_rfc3339()})).await;
    let to_admin = app.send(Method::PATCH, &operator, &expiring, Some(json!({"role": "admin"}))).await;
    assert_refused(&to_admin, "expires_at");
    let back =
        app.send(Method::PATCH, &operator, &owner, Some(json!({"role": "operator", "site_ids": []}))).await;
    assert_eq!(back.status, 200, "{}", back.body);
    let member = app.get(&operator, &owner).await;
    assert_eq!(
        (member.body["data"]["role"].as_str(), member.body["data"]["site_ids"].clone()),
        (Some("operator"), json!([]))
    );
}

/// What a credential holds, as the API reports it.
#[derive(Debug)]
struct Holding {
    member_id: String,
    permissions: BTreeSet<String>,
    /// Unix seconds.
    expires_at: Option<i64>,
    allowed_ips: Vec<IpNet>,
    /// `None`: every site (owners and admins).
    sites: Option<BTreeSet<String>>,
}

/// A credential, and its id when it is an API key.
type Minted = (Cred, Option<String>);

impl Holding {
    /// The holding of a key (read by its id) or a token (its claims).
    async fn of(app: &TestApp, (cred, key_id): &Minted) -> Holding {
        let permissions = app.get("/auth/permissions", cred).await;
        assert_eq!(permissions.status, 200, "{}", permissions.body);
        let permissions = permissions.body["data"]["permissions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap().to_owned())
            .collect();
        let owner = app.a.key("owner");
        let (member_id, expires_at, allowed_ips) = match cred {
            Cred::Key(_) => {
                let id = key_id.as_deref().expect("a key's id");
                let key = app.get(format!("/auth/api-keys/{id}"), &owner).await.body["data"].clone();
                let ips = key["allowed_ips"].as_array().unwrap().iter();
                let ips = ips.map(|ip| ip.as_str().unwrap().parse().unwrap()).collect();
                (key["member_id"].as_str().unwrap().to_owned(), key["expires_at"].as_i64(), ips)
            }
            Cred::Bearer(token) => {
                let claims = claims(token);
                (claims["sub"].as_str().unwrap().to_owned(), claims["limit_exp"].as_i64(), Vec::new())
            }
            Cred::None => unreachable!("credentials only"),
        };
        let member = app.get(format!("/admin/members/{member_id}"), &owner).await;
        assert_eq!(member.status, 200, "{}", member.body);
        let sees_all = matches!(member.body["data"]["role"].as_str(), Some("owner" | "admin"));
        let sites = member.body["data"]["site_ids"].as_array().unwrap().iter();
        let sites = (!sees_all).then(|| sites.map(|s| s.as_str().unwrap().to_owned()).collect());
        Holding { member_id, permissions, expires_at, allowed_ips, sites }
    }

    /// `other` holds nothing beyond this holding.
    fn covers(&self, other: &Holding, what: &str) {
        let beyond: Vec<_> = other.permissions.difference(&self.permissions).collect();
        assert!(beyond.is_empty(), "{what}: gained permissions {beyond:?}");
        if let Some(bound) = self.expires_at {
            assert!(other.expires_at.is_some_and(|at| at <= bound), "{what}: outlives {bound}: {other:?}");
        }
        if !self.allowed_ips.is_empty() {
            let inside = |net: &IpNet| self.allowed_ips.iter().any(|outer| outer.contains(net));
            assert!(
                !other.allowed_ips.is_empty() && other.allowed_ips.iter().all(inside),
                "{what}: usable from elsewhere: {other:?}"
            );
        }
        if let Some(mine) = &self.sites {
            let theirs = other.sites.as_ref().unwrap_or_else(|| panic!("{what}: sees every site"));
            assert!(theirs.is_subset(mine), "{what}: sees sites {theirs:?} beyond {mine:?}");
        }
    }
}

/// Whatever `cred` obtains through each route that creates a credential (refusals obtain
/// nothing), and, `depth` times over, whatever those obtain in turn.
async fn obtainable(app: &TestApp, cred: &Cred, depth: u8) -> Vec<(String, Minted)> {
    // A client of its own per walk: the token endpoint's limit counts per client.
    let client = register(app, json!({"name": "Portal", "redirect_uris": [REDIRECT]})).await;
    let client = &client;
    let mut obtained = Vec::new();
    let operator = app.a.members["operator"].member_id.clone();
    let owner = app.a.members["owner"].member_id.clone();
    for (what, body) in [
        ("own key", json!({"name": "own"})),
        ("key for the operator", json!({"name": "op", "member_id": operator})),
        ("key for the owner", json!({"name": "own", "member_id": owner})),
        ("key for a new admin service", json!({"name": "svc", "service": {"name": "s", "role": "admin"}})),
        ("key for a new service", json!({"name": "svc", "service": {"name": "s", "role": "service"}})),
    ] {
        let reply = app.send(Method::POST, "/auth/api-keys", cred, Some(body)).await;
        if reply.status == 201 {
            obtained.push((what.to_owned(), minted(&reply)));
        }
    }
    for role in ["admin", "service"] {
        let body = json!({"name": "c", "redirect_uris": [REDIRECT], "role": role});
        let reply = app.send(Method::POST, "/auth/clients", cred, Some(body)).await;
        if reply.status == 201 {
            let (id, secret) = (&reply.body["data"]["client_id"], &reply.body["data"]["client_secret"]);
            let form = [("grant_type", "client_credentials")];
            let granted = token_as(app, id.as_str().unwrap(), secret.as_str().unwrap(), &form).await;
            assert_eq!(granted.status, 200, "{}", granted.body);
            let bearer = Cred::Bearer(granted.body["access_token"].as_str().unwrap().to_owned());
            obtained.push((format!("client_credentials of a new {role} client"), (bearer, None)));
        }
    }
    for scope in ["", "admin:api_keys admin:members read:sites"] {
        let (_, pairs) = authorize(app, cred, client, &[("scope", scope)]).await;
        let Some(code) = param(&pairs, "code") else { continue };
        let form = [
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", REDIRECT),
            ("code_verifier", VERIFIER),
        ];
        let granted = token_as(app, &client.id, &client.secret, &form).await;
        assert_eq!(granted.status, 200, "{}", granted.body);
        let bearer = Cred::Bearer(granted.body["access_token"].as_str().unwrap().to_owned());
        obtained.push((format!("authorization code for '{scope}'"), (bearer, None)));
        let form = [
            ("grant_type", "refresh_token"),
            ("refresh_token", granted.body["refresh_token"].as_str().unwrap()),
        ];
        let refreshed = token_as(app, &client.id, &client.secret, &form).await;
        assert_eq!(refreshed.status, 200, "{}", refreshed.body);
        let bearer = Cred::Bearer(refreshed.body["access_token"].as_str().unwrap().to_owned());
        obtained.push((format!("refresh of '{scope}'"), (bearer, None)));
    }
    if depth > 0 {
        let mut later = Vec::new();
        for (what, minted) in &obtained {
            for (then, again) in Box::pin(obtainable(app, &minted.0, depth - 1)).await {
                later.push((format!("{what}, then {then}"), again));
            }
        }
        obtained.extend(later);
    }
    obtained
}

/// Member changes and role definitions: nothing beyond what the caller holds.
async fn changes_within(app: &TestApp, cred: &Minted, sites: &[String; 2], holding: &Holding) {
    let path = format!("/admin/members/{}", holding.member_id);
    for body in [json!({"role": "owner"}), json!({"role": "admin"}), json!({"site_ids": sites})] {
        let reply = app.send(Method::PATCH, &path, &cred.0, Some(body.clone())).await;
        if reply.status == 200 {
            holding.covers(&Holding::of(app, cred).await, &format!("PATCH own member {body}"));
        }
    }
    // Another member's own credentials pick up whatever it is given, with none of the
    // caller's limits.
    let operator = seeded_key(app, "operator").await;
    let path = format!("/admin/members/{}", app.a.members["operator"].member_id);
    for body in [json!({"role": "admin"}), json!({"site_ids": sites})] {
        let reply = app.send(Method::PATCH, &path, &cred.0, Some(body.clone())).await;
        if reply.status == 200 {
            holding.covers(&Holding::of(app, &operator).await, &format!("PATCH the operator {body}"));
        }
    }
    let role = json!({"name": "wider", "display_name": "Wider", "permissions": ["admin:billing"]});
    let reply = app.send(Method::POST, "/admin/roles", &cred.0, Some(role)).await;
    assert_ne!(reply.status, 201, "a role holding admin:billing: {}", reply.body);
}

/// Id tokens and station credentials: a listing reaches no site beyond the caller's, and a
/// station password (which stands until rotated) comes only from a credential that neither
/// expires nor is address-bound.
async fn grants_within(
    app: &TestApp,
    cred: &Minted,
    restriction: &str,
    sites: &[String; 2],
    holding: &Holding,
) {
    const TOKENS: &str = "/asset-controls/id-tokens";
    let owner = app.a.key("owner");
    let reaches = |site: &Value| match (&holding.sites, site.as_str()) {
        (None, _) => true,
        (Some(mine), Some(site)) => mine.contains(site),
        (Some(_), None) => false,
    };
    // A listing stands until unlisted: only a credential that neither expires nor is
    // address-bound makes one.
    let standing = holding.expires_at.is_none() && holding.allowed_ips.is_empty();
    let mut listed = 0;
    for site in [Value::Null, json!(sites[0]), json!(sites[1])] {
        let body = json!({"id_token": format!("{restriction}-card"), "site_id": site});
        let reply = app.send(Method::POST, TOKENS, &cred.0, Some(body)).await;
        if reply.status == 201 {
            assert!(reaches(&site), "{restriction}: listed a token at {site}");
            assert!(standing, "{restriction}: a listing outlives or escapes its maker");
            listed += 1;
        }
    }
    let may_list = holding.permissions.contains("write:sessions") && standing;
    assert!(listed > 0 || !may_list, "{restriction}: the walk listed no token");
    for site in [Value::Null, json!(sites[1])] {
        let body = json!({"id_token": format!("{restriction}-owners"), "site_id": site});
        let theirs = app.send(Method::POST, TOKENS, &owner, Some(body)).await;
        assert_eq!(theirs.status, 201, "{}", theirs.body);
        let path = format!("{TOKENS}/{}", theirs.body["data"]["id"].as_str().unwrap());
        if app.send(Method::DELETE, &path, &cred.0, None).await.status == 204 {
            assert!(reaches(&site), "{restriction}: unlisted a token at {site}");
        }
    }
    let seen = app.get(format!("{TOKENS}?limit=100"), &cred.0).await;
    for token in seen.body["data"].as_array().into_iter().flatten() {
        assert!(reaches(&token["site_id"]), "{restriction}: sees {token}");
    }
    let asset = app.create_asset(&owner, &sites[0], "Charger", 22.0).await;
    let path = format!("/inventory-service/assets/{}/station", asset["id"].as_str().unwrap());
    let body = json!({"identity": format!("CP-{restriction}")});
    if app.send(Method::POST, &path, &cred.0, Some(body)).await.status == 201 {
        assert!(
            holding.expires_at.is_none() && holding.allowed_ips.is_empty(),
            "{restriction}: a station password outlives or escapes its maker"
        );
    }
}

#[tokio::test]
async fn no_route_gives_a_restricted_credential_more_than_it_holds() {
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let owner = app.a.key("owner");
    let sites = [app.create_site(&owner, "Assigned").await, app.create_site(&owner, "Other").await];
    // The operator works at the assigned site; a delegate manages members and keys there.
    let operator = format!("/admin/members/{}", app.a.members["operator"].member_id);
    let assign = app.send(Method::PATCH, &operator, &owner, Some(json!({"site_ids": [sites[0]]}))).await;
    assert_eq!(assign.status, 200, "{}", assign.body);
    let delegate = json!({"name": "delegate", "display_name": "Delegate", "permissions":
        ["read:sites", "read:assets", "admin:assets", "read:sessions", "write:sessions", "admin:members",
         "admin:api_keys"]});
    assert_eq!(app.send(Method::POST, "/admin/roles", &owner, Some(delegate)).await.status, 201);
    let viewer = format!("/admin/members/{}", app.a.members["viewer"].member_id);
    let made = app
        .send(Method::PATCH, &viewer, &owner, Some(json!({"role": "delegate", "site_ids": [sites[0]]})))
        .await;
    assert_eq!(made.status, 200, "{}", made.body);

    let admin = json!({"member_id": app.a.members["admin"].member_id});
    let scopes = json!({"scopes": ["admin:api_keys", "admin:members", "read:sites"]});
    let restricted = [
        ("expiry", minted_with(&app, admin.clone(), json!({"expires_at": tomorrow().to_rfc3339()})).await),
        ("addresses", minted_with(&app, admin.clone(), json!({"allowed_ips": ["127.0.0.0/8"]})).await),
        ("scopes", minted_with(&app, admin.clone(), scopes).await),
        ("sites", seeded_key(&app, "viewer").await),
        ("role", seeded_key(&app, "admin").await),
    ];
    for (restriction, cred) in restricted {
        let holding = Holding::of(&app, &cred).await;
        let obtained = obtainable(&app, &cred.0, 1).await;
        assert!(!obtained.is_empty(), "{restriction}: the walk reached no route");
        for (what, minted) in obtained {
            holding.covers(&Holding::of(&app, &minted).await, &format!("{restriction}: {what}"));
        }
        changes_within(&app, &cred, &sites, &holding).await;
        grants_within(&app, &cred, restriction, &sites, &holding).await;
    }
}
