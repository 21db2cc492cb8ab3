//! Every file in events/ goes through lambda_http's own event deserialization and the
//! function's handler, exactly as in Lambda, and must answer the status in events/manifest.json.
//! The function is the one template.yaml routes the event's `routeKey` to. Event-driven
//! functions' samples (EventBridge events, with a `detail-type`) go to their handlers.

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
        .filter(|name| !is_scheduled_event(name) && !is_stream_batch(name))
        .collect();
    assert_eq!(files.len(), manifest.len(), "every HTTP event file has an expected status, and only those");
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
        let request = lambda_http::request::from_str(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
        if local_runner::server::direct_routes(binary).is_some() {
            // The reference runs outside the pipeline; its documents name the event's own host.
            let response = reference::Reference::new(None).handle(&request);
            assert_eq!(response.status().as_u16(), expected, "{file}");
            if route_key.ends_with("openapi.json") {
                let lambda_http::Body::Binary(bytes) = response.body() else { panic!("{file}: a body") };
                let document: serde_json::Value = serde_json::from_slice(bytes).expect("JSON");
                let host = event["headers"]["host"].as_str().expect("host");
                assert_eq!(document["servers"][0]["url"], format!("https://{host}/v1"), "{file}");
            }
            continue;
        }
        let routes =
            local_runner::server::function_routes(binary).unwrap_or_else(|| panic!("{file}: no function"));
        let service = Service::new(app.app.clone(), routes);
        let response = service.handle(request).await;
        assert_eq!(response.status().as_u16(), expected, "{file}: {:?}", response.body());
    }
}

/// A batch of the table's stream (`Records` from `aws:dynamodb`), not an HTTP event.
fn is_stream_batch(file: &str) -> bool {
    let text = std::fs::read_to_string(events_dir().join(file)).unwrap();
    serde_json::from_str::<serde_json::Value>(&text).unwrap()["Records"][0]["eventSource"] == "aws:dynamodb"
}

/// Whether `event` passes an EventBridge-style filter pattern: every key of the pattern is in
/// the event, objects recursively, a list naming the values allowed.
fn passes(pattern: &serde_json::Value, event: &serde_json::Value) -> bool {
    match pattern {
        serde_json::Value::Object(keys) => keys.iter().all(|(key, inner)| passes(inner, &event[key])),
        serde_json::Value::Array(allowed) => allowed.contains(event),
        _ => false,
    }
}

/// The deliverer's stream source passes the sample's new delivery, and nothing else: an update
/// of it, or another kind of item.
#[test]
fn the_stream_sample_passes_the_deliverers_filter_and_other_writes_do_not() {
    let template = std::fs::read_to_string(default_path()).unwrap();
    let template: serde_yaml_ng::Value = serde_yaml_ng::from_str(&template).unwrap();
    let source = &template["Resources"]["WebhookDelivererFunction"]["Properties"]["Events"]["NewDeliveries"];
    let pattern =
        source["Properties"]["FilterCriteria"]["Filters"][0]["Pattern"].as_str().expect("a pattern");
    let pattern: serde_json::Value = serde_json::from_str(pattern).unwrap();
    assert!(is_stream_batch("webhook-deliverer-stream.json"));
    let text = std::fs::read_to_string(events_dir().join("webhook-deliverer-stream.json")).unwrap();
    let record = serde_json::from_str::<serde_json::Value>(&text).unwrap()["Records"][0].clone();
    assert!(passes(&pattern, &record), "{pattern} {record}");
    let mut modified = record.clone();
    modified["eventName"] = "MODIFY".into();
    assert!(!passes(&pattern, &modified), "an attempt's record starts nothing");
    let mut event_item = record;
    event_item["dynamodb"]["Keys"]["SK"]["S"] = "EVENT".into();
    assert!(!passes(&pattern, &event_item), "other items start nothing");
}

fn is_scheduled_event(file: &str) -> bool {
    let text = std::fs::read_to_string(events_dir().join(file)).unwrap();
    serde_json::from_str::<serde_json::Value>(&text).unwrap()["detail-type"] == "Scheduled Event"
}

#[tokio::test]
async fn the_scheduler_sample_event_runs_the_scheduler_handler() {
    let app = TestApp::spawn().await;
    let text = std::fs::read_to_string(events_dir().join("scheduler-tick.json")).unwrap();
    let event: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert!(is_scheduled_event("scheduler-tick.json"));
    assert!(chrono::DateTime::parse_from_rfc3339(event["time"].as_str().unwrap()).is_ok());
    let report = scheduler::handle(&app.app).await.expect("a run over an empty due index");
    assert_eq!(
        report,
        serde_json::json!({"fired": 0, "missed": 0, "taken_over": 0, "refused": 0, "lost": 0, "firmware_sent": 0})
    );
}

#[tokio::test]
async fn the_webhook_deliverer_sample_event_runs_its_handler() {
    let app = TestApp::spawn().await;
    assert!(is_scheduled_event("webhook-deliverer-tick.json"));
    let report = webhook_deliverer::handle(&app.app).await.expect("a run over an empty outbox");
    assert_eq!(report, serde_json::json!({"delivered": 0, "retrying": 0, "failed": 0, "lost": 0}));
}
