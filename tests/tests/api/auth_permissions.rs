use api_tests::TestApp;
use serde_json::json;

#[tokio::test]
async fn permissions_lists_roles_with_inheritance_permissions_and_scopes() {
    let app = TestApp::spawn().await;
    let reply = app.get("/auth/permissions", &app.a.key("operator")).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.body["data"]["roles"], json!(["operator", "viewer"]));
    assert_eq!(
        reply.body["data"]["permissions"],
        json!([
            "read:sites",
            "write:sites",
            "read:assets",
            "write:assets",
            "read:schedules",
            "write:schedules",
            "read:sessions",
            "read:events"
        ])
    );
    assert_eq!(reply.body["data"]["scopes"], json!([]));
}

#[tokio::test]
async fn permissions_of_a_scoped_token_show_the_scopes_and_the_intersection() {
    let app = TestApp::spawn().await;
    let token = app.token_for(&app.a, "viewer", Some("read:sites write:sites"), 600);
    let reply = app.get("/v2/auth/permissions", &token).await;
    assert_eq!(reply.body["data"]["scopes"], json!(["read:sites", "write:sites"]));
    assert_eq!(reply.body["data"]["permissions"], json!(["read:sites"]));
}

#[tokio::test]
async fn every_built_in_role_can_read_its_permissions() {
    let app = TestApp::spawn().await;
    for role in ["owner", "admin", "operator", "viewer", "service"] {
        let reply = app.get("/auth/permissions", &app.a.token(role)).await;
        assert_eq!(reply.status, 200, "{role}");
        assert_eq!(reply.body["data"]["roles"][0], json!(role));
    }
}
