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
