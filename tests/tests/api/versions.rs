use api_tests::{Cred, TestApp};
use reqwest::Method;
use serde_json::json;

#[tokio::test]
async fn versions_lists_v1_current_and_v2_beta_without_sunset() {
    let app = TestApp::spawn().await;
    let reply = app.get("/versions", &app.a.key("viewer")).await;
    assert_eq!(reply.status, 200);
    let data = &reply.body["data"];
    assert_eq!(data["current"], "v1");
    assert_eq!(data["latest"], "v2");
    assert_eq!(
        data["versions"][0],
        json!({"version": "v1", "status": "current", "released": "2025-01-15", "sunset": null})
    );
    assert_eq!(data["versions"][1]["status"], "beta");
    assert_eq!(data["versions"][1]["sunset"], json!(null));
}

const V1_DEPRECATED: &str = r#"[
  {"version": "v1", "status": "deprecated", "released": "2025-01-15", "deprecated": "2026-10-01",
   "sunset": "2099-12-31", "successor": "v2", "migration_guide": "https://docs.example.com/migrate-to-v2",
   "revisions": ["2025-01-15", "2025-06-01"]},
  {"version": "v2", "status": "current", "released": "2026-09-01", "sunset": null}
]"#;

const V1_SUNSET: &str = r#"[
  {"version": "v1", "status": "sunset", "released": "2025-01-15", "sunset": "2026-11-01", "successor": "v2"},
  {"version": "v2", "status": "current", "released": "2026-09-01", "sunset": null}
]"#;

async fn with_versions(versions: &'static str) -> TestApp {
    TestApp::spawn_with(api_tests::Setup { versions: Some(versions), ..api_tests::Setup::default() }).await
}

#[tokio::test]
async fn a_deprecated_version_says_so_in_headers_and_meta() {
    let app = with_versions(V1_DEPRECATED).await;
    let cred = app.a.key("viewer");
    let site = app.create_site(&app.a.key("owner"), "Depot").await;
    let v1 = app.get(format!("/v1/inventory-service/sites/{site}"), &cred).await;
    assert_eq!(v1.status, 200, "{}", v1.body);
    // The specification's versioning rule 7: `Deprecation: true`; RFC 8594: an HTTP date.
    assert_eq!(v1.header("deprecation"), Some("true"));
    assert_eq!(v1.header("sunset"), Some("Thu, 31 Dec 2099 00:00:00 GMT"));
    let link = v1.header("link").unwrap();
    assert!(
        link.contains(&format!("</v2/inventory-service/sites/{site}>; rel=\"successor-version\"")),
        "{link}"
    );
    assert!(link.contains("<https://docs.example.com/migrate-to-v2>; rel=\"deprecation\""), "{link}");
    assert_eq!(
        v1.body["meta"]["deprecation"],
        json!({
            "message": "API version v1 is deprecated and will be removed on 2099-12-31; move to v2",
            "sunset_date": "2099-12-31",
            "migration_guide": "https://docs.example.com/migrate-to-v2",
        })
    );
    assert!(v1.body["meta"]["permissions"].is_object(), "other meta stays");
    let errors = app.get("/v1/inventory-service/sites/sit_0000000000000000000000", &cred).await;
    assert_eq!(
        (errors.status, errors.header("deprecation").is_some()),
        (404, true),
        "errors carry the headers too"
    );

    for current in ["/v2/inventory-service/sites", "/inventory-service/sites"] {
        let reply = app.get(current, &cred).await;
        assert_eq!(reply.status, 200);
        assert_eq!(reply.header("deprecation"), None, "{current}");
        assert!(reply.body["meta"]["deprecation"].is_null());
    }
    let unprefixed = app.get(format!("/inventory-service/sites/{site}"), &cred).await;
    assert!(
        unprefixed.body["data"]["id"].as_str().unwrap().contains('-'),
        "unprefixed is the current version, v2"
    );

    let listed = app.get("/versions", &cred).await.body["data"].clone();
    assert_eq!((listed["current"].as_str(), listed["latest"].as_str()), (Some("v2"), Some("v2")));
    assert_eq!(listed["versions"][0]["status"], "deprecated");
    assert_eq!(listed["versions"][0]["sunset"], "2099-12-31");
}

#[tokio::test]
async fn a_sunset_version_answers_410_gone() {
    let app = with_versions(V1_SUNSET).await;
    let cred = app.a.key("viewer");
    let gone = app.get("/v1/inventory-service/sites", &cred).await;
    assert_eq!(gone.status, 410);
    // An explicit /v1 request gets v1's error shape: the message string.
    let message = gone.body["error"].as_str().unwrap();
    assert!(message.contains("v1 was sunset on 2026-11-01; use v2"), "{message}");
    assert!(gone.header("x-ratelimit-limit").is_some(), "a 410 is still counted and says so");
    assert_eq!(app.get("/v2/inventory-service/sites", &cred).await.status, 200);
    assert_eq!(app.get("/inventory-service/sites", &cred).await.status, 200, "unprefixed is v2 now");
}

#[tokio::test]
async fn a_version_date_must_be_one_the_version_knows() {
    let app = TestApp::spawn().await;
    let cred = app.a.key("viewer");
    let pinned = app.get_with("/inventory-service/sites", &cred, ("X-API-Version", "2025-06-01")).await;
    assert_eq!(pinned.status, 200);
    for bad in ["2025-06-02", "2099-01-01", "June", "2026-09-01"] {
        let reply = app.get_with("/inventory-service/sites", &cred, ("X-API-Version", bad)).await;
        assert_eq!(reply.status, 400, "{bad}: {}", reply.body);
    }
    let v2 = app.get_with("/v2/inventory-service/sites", &cred, ("X-API-Version", "2026-09-01")).await;
    assert_eq!(v2.status, 200, "a v2 date on v2");
}

/// Unprefixed paths answer as the version the caller's organization is pinned to: the
/// current one when it was created. Making v2 current (a configuration change) moves no
/// existing organization; one created afterwards gets v2; an administrator moves the pin.
#[tokio::test]
async fn an_organization_keeps_its_pinned_version_across_a_v2_promotion() {
    let logs = api_tests::logs::Logs::capture();
    let before = TestApp::spawn().await;
    let owner = before.a.key("owner");
    let site = before.create_site(&owner, "Depot").await;
    assert!(site.starts_with("sit_"), "created as v1: {site}");

    let app = before.redeployed(V1_DEPRECATED).await;
    let viewer = app.a.key("viewer");
    let pinned = app.get(format!("/inventory-service/sites/{site}"), &viewer).await;
    assert_eq!(pinned.status, 200, "{}", pinned.body);
    assert_eq!(pinned.body["data"]["id"], site.as_str(), "still v1 ids");
    assert!(pinned.body["data"]["created_at"].is_i64(), "still v1 timestamps");
    assert_eq!(pinned.header("api-version"), Some("v1"));
    // The organization stays on a deprecated version: it is told so, as /v1 callers are.
    assert_eq!(pinned.header("deprecation"), Some("true"));
    let missing = app.get("/inventory-service/sites/sit_0000000000000000000000", &viewer).await;
    assert_eq!((missing.status, missing.header("api-version")), (404, Some("v1")));
    assert_eq!(missing.body["error"]["code"], "RESOURCE_NOT_FOUND", "unprefixed errors stay structured");
    let explicit = app.get(format!("/v2/inventory-service/sites/{site}"), &viewer).await;
    assert!(explicit.body["data"]["id"].as_str().unwrap().contains('-'), "a prefix still wins");
    let versions = app.get("/versions", &viewer).await.body["data"].clone();
    assert_eq!((versions["current"].as_str(), versions["pinned"].as_str()), (Some("v2"), Some("v1")));

    let newcomer = app.create_org("Org C", shared::domain::org::Tier::Business).await;
    let created = app.create_site(&newcomer.key("owner"), "Yard").await;
    assert!(created.contains('-'), "created after the promotion: v2 ids ({created})");
    let fresh = app.get("/versions", &newcomer.key("viewer")).await;
    assert_eq!(
        (fresh.body["data"]["pinned"].as_str(), fresh.header("api-version")),
        (Some("v2"), Some("v2"))
    );

    // The pin belongs to the organization, shown in both versions' forms.
    let shown = app.get("/v1/admin/organization", &owner).await;
    assert_eq!(shown.status, 200, "{}", shown.body);
    assert_eq!(shown.body["data"]["api_version"], "v1");
    assert_eq!(shown.body["data"]["id"], before.a.id.as_str());
    assert_eq!(shown.body["data"]["object"], "organization");
    let shown = app.get("/v2/admin/organization", &owner).await;
    assert_eq!(shown.body["data"]["legacy_id"], before.a.id.as_str());
    assert!(shown.body["data"]["created_at"].is_string(), "{}", shown.body);

    let moved =
        app.send(Method::PATCH, "/admin/organization", &owner, Some(json!({"api_version": "v2"}))).await;
    assert_eq!(moved.status, 200, "{}", moved.body);
    assert_eq!(moved.body["data"]["api_version"], "v2");
    let line = logs.line_with("organization.api_version_changed").expect("the change is audited");
    for field in
        [moved.header("x-request-id").unwrap(), "\"v1\"", "\"v2\"", &before.a.members["owner"].member_id]
    {
        assert!(line.contains(field), "{field} in {line}");
    }
    let now = app.get(format!("/inventory-service/sites/{site}"), &viewer).await;
    assert_eq!(now.header("api-version"), Some("v2"));
    assert!(now.body["data"]["id"].as_str().unwrap().contains('-'), "{}", now.body);
    assert_eq!(now.header("deprecation"), None);
    assert_eq!(app.get("/versions", &viewer).await.body["data"]["pinned"], "v2");
    // Organization B is untouched.
    assert_eq!(app.get("/versions", &app.b.key("viewer")).await.body["data"]["pinned"], "v1");
}

#[tokio::test]
async fn only_administrators_move_the_pin_and_only_onto_a_version_that_is_not_on_its_way_out() {
    let app = with_versions(V1_DEPRECATED).await;
    let owner = app.a.key("owner");
    let pin = |version: &str| Some(json!({"api_version": version}));
    for role in ["operator", "viewer", "service"] {
        let refused = app.send(Method::PATCH, "/admin/organization", &app.a.key(role), pin("v2")).await;
        assert_eq!(refused.status, 403, "{role}: {}", refused.body);
        assert_eq!(app.get("/admin/organization", &app.a.key(role)).await.status, 403, "{role}");
    }
    let admin = app.send(Method::PATCH, "/admin/organization", &app.a.key("admin"), pin("v2")).await;
    assert_eq!(admin.status, 200, "{}", admin.body);
    let deprecated = app.send(Method::PATCH, "/admin/organization", &owner, pin("v1")).await;
    assert_eq!(deprecated.status, 422, "{}", deprecated.body);
    assert_eq!(deprecated.body["error"]["code"], "INVALID_VALUE");
    assert_eq!(deprecated.body["error"]["details"]["field"], "api_version");
    assert_eq!(deprecated.body["error"]["message"], "v1 is deprecated; pin one of: v2");
    for body in [json!({"api_version": "v3"}), json!({}), json!({"api_version": "v2", "name": "x"})] {
        let bad = app.send(Method::PATCH, "/admin/organization", &owner, Some(body.clone())).await;
        assert_eq!((bad.status, bad.code()), (422, "VALIDATION_ERROR"), "{body}: {}", bad.body);
    }
    // Another organization's pin is out of reach: the route names only the caller's own.
    let own = app.get("/v1/admin/organization", &app.b.key("owner")).await;
    assert_eq!(own.body["data"]["id"], app.b.id.as_str());
}

#[tokio::test]
async fn every_response_says_which_version_served_it() {
    let app = TestApp::spawn().await;
    let cred = app.a.key("viewer");
    let cases = [
        ("/versions", cred.clone(), 200, "v1"),
        ("/v2/versions", cred.clone(), 200, "v2"),
        ("/v1/versions", cred.clone(), 200, "v1"),
        ("/v2/inventory-service/sites/sit_0000000000000000000000", cred.clone(), 404, "v2"),
        ("/v2/no-such-route", cred.clone(), 404, "v2"),
        ("/v2/versions", Cred::None, 401, "v2"),
        ("/versions", Cred::None, 401, "v1"),
    ];
    for (path, cred, status, version) in cases {
        let reply = app.get(path, &cred).await;
        assert_eq!((reply.status, reply.header("api-version")), (status, Some(version)), "{path}");
    }
    let wrong_method = app.send(Method::DELETE, "/v2/versions", &cred, None).await;
    assert_eq!((wrong_method.status, wrong_method.header("api-version")), (405, Some("v2")));
}

#[tokio::test]
async fn errors_link_to_their_code_in_the_reference() {
    let app = TestApp::spawn().await;
    let cred = app.a.key("viewer");
    let docs = format!("{}/docs", app.base_url);
    let missing = app.get("/inventory-service/sites/sit_0000000000000000000000", &cred).await;
    assert_eq!(missing.body["error"]["doc_url"], format!("{docs}#error-resource-not-found"));
    let v1 = app.get("/v1/inventory-service/sites/sit_0000000000000000000000", &cred).await;
    assert_eq!(v1.body["doc_url"], format!("{docs}#error-resource-not-found"), "beside the v1 message");
    let unauthenticated = app.get("/v2/versions", &Cred::None).await;
    assert_eq!(unauthenticated.body["error"]["doc_url"], format!("{docs}#error-missing-auth"));
    let refused = app.get("/admin/members", &cred).await;
    assert_eq!(refused.body["error"]["doc_url"], format!("{docs}#error-insufficient-permissions"));
}

#[tokio::test]
async fn an_api_key_sent_as_a_bearer_token_is_told_where_it_goes() {
    let app = TestApp::spawn().await;
    let key = app.a.members["viewer"].api_key.clone();
    for path in ["/inventory-service/sites", "/v1/versions", "/v2/versions"] {
        let reply = app.get(path, &Cred::Bearer(key.clone())).await;
        assert_eq!((reply.status, reply.code()), (401, "INVALID_TOKEN"), "{path}: {}", reply.body);
        let error = if path.starts_with("/v1") { reply.body.clone() } else { reply.body["error"].clone() };
        assert_eq!(error["details"]["reason"], "api_key_as_bearer", "{path}");
        let message = if path.starts_with("/v1") { &error["error"] } else { &error["message"] };
        assert!(message.as_str().unwrap().contains("X-API-Key"), "{path}: {message}");
    }
    let garbage = app.get("/versions", &Cred::Bearer("not-a-token".into())).await;
    assert_eq!(garbage.status, 401);
    assert!(garbage.body["error"]["details"]["reason"].is_null(), "no hint for a token that is not a key");
}

#[tokio::test]
async fn an_unknown_version_is_not_an_unknown_route() {
    let app = TestApp::spawn().await;
    for cred in [app.a.key("viewer"), Cred::None] {
        for path in ["/v3/inventory-service/sites", "/v3", "/v10/versions"] {
            let reply = app.get(path, &cred).await;
            assert_eq!((reply.status, reply.code()), (404, "RESOURCE_NOT_FOUND"), "{path}");
            let details = &reply.body["error"]["details"];
            assert_eq!(details["reason"], "unknown_version", "{path}: {}", reply.body);
            assert_eq!(details["resource_type"], "version");
            assert_eq!(details["supported_versions"], json!(["v1", "v2"]));
        }
    }
    let reply = app.get("/v3/inventory-service/sites", &Cred::None).await;
    assert_eq!(reply.body["error"]["message"], "Unknown API version 'v3'; supported: v1, v2");
    let sunset = with_versions(V1_SUNSET).await;
    let reply = sunset.get("/v3/versions", &Cred::None).await;
    assert_eq!(
        reply.body["error"]["details"]["supported_versions"],
        json!(["v2"]),
        "a sunset version is not offered"
    );
    assert_eq!(app.get("/vx/sites", &Cred::None).await.body["error"]["details"]["resource_type"], "route");
}

#[tokio::test]
async fn health_answers_without_credentials_and_without_dynamodb_calls() {
    let logs = api_tests::logs::Logs::capture();
    let app = TestApp::spawn().await;
    for path in ["/health", "/v1/health", "/v2/health"] {
        let reply = app.get(path, &Cred::None).await;
        assert_eq!(reply.status, 200, "{path}: {}", reply.body);
        assert_eq!(reply.body["data"], json!({"status": "ok"}));
        assert!(reply.header("x-ratelimit-limit").is_none(), "not counted");
        let logged = logs.request(reply.header("x-request-id").unwrap()).expect("the access log line");
        assert_eq!(logged["dynamodb_calls"], 0, "{logged}");
    }
    // A credential changes nothing: it is not even read.
    let reply = app.get("/health", &Cred::Key("pops_not_a_real_key".into())).await;
    assert_eq!(reply.status, 200);
}

/// The pin comes with the organization item authentication already reads and caches: a warm
/// unprefixed GET of a pinned organization makes exactly the one read it made before pinning.
#[tokio::test]
async fn reading_the_pin_costs_no_dynamodb_call() {
    let setup =
        api_tests::Setup { auth_cache_ttl: std::time::Duration::from_secs(3600), ..Default::default() };
    let before = TestApp::spawn_with(setup).await;
    let site = before.create_site(&before.a.key("owner"), "Depot").await;
    let app = before.redeployed(V1_DEPRECATED).await;
    let admin = app.a.key("admin");
    let path = format!("/inventory-service/sites/{site}");
    let calls = |reply: &api_tests::Reply| {
        let mut calls: Vec<String> = reply.body["debug"]["dynamodb_calls"]
            .as_array()
            .unwrap()
            .iter()
            .map(|call| call.as_str().unwrap().to_owned())
            // Once a minute per credential, not per request (see cost_budget.rs).
            .filter(|call| call != "rate_limit:Query")
            .collect();
        calls.sort();
        calls
    };
    app.get_with(&path, &admin, ("X-Debug", "true")).await;
    let warm = app.get_with(&path, &admin, ("X-Debug", "true")).await;
    assert_eq!(warm.header("api-version"), Some("v1"), "pinned to v1 while v2 is current");
    assert_eq!(calls(&warm), ["GetItem", "rate_limit:UpdateItem"], "{}", warm.body);
}

#[tokio::test]
async fn the_pin_moves_only_for_a_standing_credential_that_sees_every_site() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let pin = Some(json!({"api_version": "v2"}));
    let expires = chrono::Utc::now().timestamp() + 3600;
    let body = json!({"name": "brief", "expires_at": expires});
    let brief = app.send(Method::POST, "/auth/api-keys", &owner, Some(body)).await;
    assert_eq!(brief.status, 201, "{}", brief.body);
    let brief = Cred::Key(brief.body["data"]["secret"].as_str().unwrap().to_owned());
    let refused = app.send(Method::PATCH, "/admin/organization", &brief, pin.clone()).await;
    assert_eq!(refused.status, 403, "an expiring key: {}", refused.body);
    app.site_delegate(&app.a).await;
    let delegate = app.send(Method::PATCH, "/admin/organization", &app.a.key("viewer"), pin).await;
    assert_eq!((delegate.status, delegate.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", delegate.body);
}

#[tokio::test]
async fn a_retried_create_finds_its_first_answer_across_a_pin_change() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = json!({"name": "Pinned depot", "location": "52.52,13.40"});
    let key = [("idempotency-key", "pin-retry-1")];
    let first =
        app.send_with(Method::POST, "/inventory-service/sites", &owner, Some(site.clone()), &key).await;
    assert_eq!(first.status, 201, "{}", first.body);
    let moved =
        app.send(Method::PATCH, "/admin/organization", &owner, Some(json!({"api_version": "v2"}))).await;
    assert_eq!(moved.status, 200, "{}", moved.body);
    let retry = app.send_with(Method::POST, "/inventory-service/sites", &owner, Some(site), &key).await;
    assert_eq!(retry.status, 201, "{}", retry.body);
    assert_eq!(
        retry.header("idempotent-replayed"),
        Some("true"),
        "the retry replays, whatever the pin now says"
    );
    assert_eq!(retry.body["data"]["id"], first.body["data"]["id"], "one site, not two");
}
