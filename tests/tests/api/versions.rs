use api_tests::TestApp;
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
