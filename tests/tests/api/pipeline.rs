use api_tests::{Cred, TestApp};
use reqwest::Method;

#[tokio::test]
async fn a_sane_request_id_is_echoed_in_header_and_error_body() {
    let app = TestApp::spawn().await;
    let reply =
        app.get_with("/inventory-service/sites", &Cred::None, ("X-Request-Id", "client-abc.123")).await;
    assert_eq!(reply.header("x-request-id"), Some("client-abc.123"));
    assert_eq!(reply.body["error"]["request_id"], "client-abc.123");
}

#[tokio::test]
async fn an_unsafe_request_id_is_replaced() {
    let app = TestApp::spawn().await;
    let reply = app.get_with("/versions", &app.a.key("viewer"), ("X-Request-Id", "a b <script>")).await;
    let id = reply.header("x-request-id").unwrap();
    assert!(id.starts_with("req_"), "{id}");
}

#[tokio::test]
async fn errors_are_structured_unless_the_path_says_v1() {
    let app = TestApp::spawn().await;
    for path in ["/inventory-service/sites", "/v2/inventory-service/sites"] {
        let reply = app.get(path, &Cred::None).await;
        assert_eq!(reply.body["error"]["code"], "MISSING_AUTH", "{path}");
        assert!(reply.body["error"]["message"].is_string());
        assert!(reply.body["error"]["request_id"].is_string());
    }
    let v1 = app.get("/v1/inventory-service/sites", &Cred::None).await;
    assert_eq!(v1.status, 401);
    assert!(v1.body["error"].is_string(), "v1 error is the message string");
    assert_eq!(v1.body["code"], "MISSING_AUTH");
    assert!(v1.body["request_id"].is_string());
}

#[tokio::test]
async fn a_malformed_api_version_header_is_400_invalid_parameter() {
    let app = TestApp::spawn().await;
    for value in ["2025-13-01", "yesterday", "2999-01-01"] {
        let reply = app.get_with("/versions", &app.a.key("viewer"), ("X-API-Version", value)).await;
        assert_eq!(reply.status, 400, "{value}");
        assert_eq!(reply.code(), "INVALID_PARAMETER");
        assert_eq!(reply.body["error"]["details"]["parameter"], "X-API-Version");
    }
    let ok = app.get_with("/versions", &app.a.key("viewer"), ("X-API-Version", "2025-06-01")).await;
    assert_eq!(ok.status, 200);
}

#[tokio::test]
async fn an_unknown_route_is_404_in_the_error_structure() {
    let app = TestApp::spawn().await;
    let reply = app.get("/v2/no-such-thing", &app.a.key("owner")).await;
    assert_eq!(reply.status, 404);
    assert_eq!(reply.code(), "RESOURCE_NOT_FOUND");
}

#[tokio::test]
async fn a_wrong_method_is_405_with_allow() {
    let app = TestApp::spawn().await;
    let reply = app.send(Method::PUT, "/inventory-service/sites", &app.a.key("owner"), None).await;
    assert_eq!(reply.status, 405);
    assert_eq!(reply.code(), "METHOD_NOT_ALLOWED");
    let allow = reply.header("allow").unwrap();
    assert!(allow.contains("GET") && allow.contains("POST"), "{allow}");
}

#[tokio::test]
async fn x_debug_adds_request_id_duration_and_server() {
    let app = TestApp::spawn().await;
    let response = app
        .request(Method::GET, "/versions", &app.a.key("viewer"))
        .header("X-Debug", "true")
        .send()
        .await
        .unwrap();
    let reply = api_tests::Reply::from(response).await;
    let debug = &reply.body["debug"];
    assert_eq!(debug["request_id"].as_str(), reply.header("x-request-id"));
    assert!(debug["duration_ms"].is_u64());
    assert!(debug["server"].is_string());
    let plain = app.get("/versions", &app.a.key("viewer")).await;
    assert!(plain.body.get("debug").is_none());
}

async fn explode(_ctx: shared::Ctx) -> Result<shared::Reply, shared::ApiError> {
    panic!("deliberate test panic")
}

async fn fine(_ctx: shared::Ctx) -> Result<shared::Reply, shared::ApiError> {
    Ok(shared::Reply::ok(serde_json::json!({"ok": true})))
}

/// No route panics on purpose, so the pipeline is driven directly with one that does: the
/// caller gets a structured 500 with its request id, the log says why, and the same service
/// answers the next request.
#[tokio::test]
async fn a_panicking_handler_is_a_structured_500_and_the_service_keeps_serving() {
    let app = TestApp::spawn().await;
    let service = shared::pipeline::Service::new(
        app.app.clone(),
        vec![
            shared::Route::new(Method::GET, "/explode", shared::Access::Authenticated, |ctx| {
                Box::pin(explode(ctx))
            }),
            shared::Route::new(Method::GET, "/fine", shared::Access::Authenticated, |ctx| {
                Box::pin(fine(ctx))
            }),
        ],
    );
    let Cred::Key(key) = app.a.key("viewer") else { unreachable!("a key") };
    let request = |path: &str, id: &str| {
        http::Request::builder()
            .uri(path)
            .header("x-api-key", key.as_str())
            .header("x-request-id", id)
            .body(lambda_http::Body::Empty)
            .unwrap()
    };
    let logs = api_tests::logs::Logs::capture();
    let response = service.handle(request("/explode", "panic-test-1")).await;
    assert_eq!(response.status(), 500);
    let lambda_http::Body::Text(text) = response.body() else { panic!("a JSON body") };
    let body: serde_json::Value = serde_json::from_str(text).unwrap();
    assert_eq!(body["error"]["code"], "INTERNAL_ERROR");
    assert_eq!(body["error"]["request_id"], "panic-test-1");
    assert!(!text.contains("deliberate"), "the cause stays in the log: {text}");
    let line = logs.line_with("deliberate test panic").expect("the panic is logged");
    assert!(line.contains("panic-test-1"), "{line}");
    let next = service.handle(request("/fine", "after-the-panic")).await;
    assert_eq!(next.status(), 200);
}

/// DynamoDB costs reveal how many records a filter touched, hidden ones included: only callers
/// who see every site get them in `debug`; the log line keeps them for everyone.
#[tokio::test]
async fn x_debug_shows_dynamodb_costs_only_to_callers_who_see_every_site() {
    let logs = api_tests::logs::Logs::capture();
    let app = TestApp::spawn().await;
    let debug = ("X-Debug", "true");
    for role in ["owner", "admin"] {
        let reply = app.get_with("/inventory-service/sites", &app.a.key(role), debug).await;
        let calls = reply.body["debug"]["dynamodb_calls"].as_array().expect("calls for an admin");
        assert!(!calls.is_empty(), "{role}");
        assert!(reply.body["debug"]["dynamodb_read_units"].is_number(), "{role}");
    }
    let restricted = [app.a.key("operator"), app.a.token("viewer"), app.a.key("service"), Cred::None];
    for cred in restricted {
        let reply = app.get_with("/inventory-service/sites", &cred, debug).await;
        let shown = reply.body["debug"].as_object().expect("debug");
        let mut fields: Vec<&str> = shown.keys().map(String::as_str).collect();
        fields.sort();
        assert_eq!(fields, ["duration_ms", "request_id", "server"], "{cred:?}");
        let logged = logs.request(reply.header("x-request-id").unwrap()).expect("the request's log line");
        assert!(logged["dynamodb_calls"].as_u64().unwrap() > 0, "{logged}");
        assert!(logged["dynamodb_read_units"].is_number(), "{logged}");
    }
}
