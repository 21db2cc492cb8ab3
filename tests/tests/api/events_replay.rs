//! Every file in events/ goes through lambda_http's own event deserialization and the
//! function's handler, exactly as in Lambda, and must answer the status in events/manifest.json.
//! The function is the one template.yaml routes the event's `routeKey` to.

use api_tests::TestApp;
use local_runner::template::{Template, default_path};
use shared::pipeline::Service;
use std::collections::BTreeMap;
use std::path::PathBuf;

fn events_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("events")
}

#[tokio::test]
async fn every_sample_event_replays_through_the_lambda_entry_path() {
    let app = TestApp::spawn().await;
    let manifest: BTreeMap<String, u16> =
        serde_json::from_str(&std::fs::read_to_string(events_dir().join("manifest.json")).unwrap()).unwrap();
    let files: Vec<String> = std::fs::read_dir(events_dir())
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".json") && name != "manifest.json")
        .collect();
    assert_eq!(files.len(), manifest.len(), "every event file has an expected status, and only those");
    let api_key = app.a.members["owner"].api_key.clone();
    let template = Template::load(&default_path()).unwrap();
    for (file, expected) in manifest {
        let text = std::fs::read_to_string(events_dir().join(&file))
            .unwrap()
            .replace("REPLACE_WITH_API_KEY", &api_key);
        let event: serde_json::Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
        let route_key = event["routeKey"].as_str().unwrap_or_else(|| panic!("{file}: no routeKey"));
        let binary = template
            .routes
            .iter()
            .find(|r| match (&r.method, &r.path) {
                (Some(method), Some(path)) => route_key == format!("{method} {path}"),
                _ => route_key == "$default",
            })
            .map(|r| r.binary.as_str())
            .unwrap_or_else(|| panic!("{file}: template.yaml has no route {route_key}"));
        let routes =
            local_runner::server::function_routes(binary).unwrap_or_else(|| panic!("{file}: no function"));
        let service = Service::new(app.app.clone(), routes);
        let request = lambda_http::request::from_str(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
        let response = service.handle(request).await;
        assert_eq!(response.status().as_u16(), expected, "{file}: {:?}", response.body());
    }
}
