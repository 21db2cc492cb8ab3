//! The gateway's control endpoint as a shared resource (docs/ocpp.md, "The control endpoint"
//! and "Limits"): a captured call cannot be sent again, and one organization's calls in
//! flight are bounded so that its silent stations cannot hold the REST functions for all.

use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::station::{Scripted, Station, eventually, station_asset};
use api_tests::{Org, TestApp};
use ocpp_gateway::Running;
use ocpp_gateway::in_flight::PER_ORGANIZATION;
use shared::domain::station::StationIdentity;
use shared::domain::station_command::StationCommand;
use shared::ocpp::control::{CALLS_PATH, SIGNATURE_HEADER};
use shared::ocpp::link::{Link, LinkFailure};

const SESSIONS: &str = "/asset-controls/sessions";

/// A gateway task of the test's own, so its calls in flight can be watched.
async fn own_gateway(app: &TestApp) -> Running {
    let settings = ocpp_gateway::Settings::new(&app.app.config, app.app.store.clone(), None).unwrap();
    let ocpp = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let control = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    ocpp_gateway::start(settings, ocpp, control).unwrap()
}

/// `identity`'s station connected to `running`, answering every CALL with `answer`.
async fn online(running: &Running, org: &Org, identity: &str, password: &str, answer: Scripted) -> Station {
    let url = format!("ws://{}/ocpp/{}", running.ocpp_address, org.id);
    let station = Station::connect(&url, identity, password).await.expect("the upgrade is accepted");
    // A CALL of its own first: by its answer the gateway holds the connection.
    station.call("Heartbeat", json!({})).await.unwrap();
    station.script(move |_, _| answer.clone());
    station
}

fn accepted() -> Scripted {
    Scripted::Result(json!({"status": "Accepted"}))
}

#[tokio::test]
async fn a_replayed_signed_call_is_refused_and_reaches_the_station_once() {
    let app = TestApp::spawn().await;
    let (_, password) = station_asset(&app, &app.a, "CP-REPLAY").await;
    let running = own_gateway(&app).await;
    let station = online(&running, &app.a, "CP-REPLAY", &password, accepted()).await;
    let record =
        app.app.store.station(&app.a.station_key("cp-replay")).await.unwrap().expect("the station item");
    let body = json!({
        "station_key": record.key().key(), "connection_id": record.connection_id, "org_id": record.org_id.uuid().to_string(),
        "command": {"command": "reset", "on_idle": false}, "timeout_ms": 5000
    })
    .to_string();
    let secret = app.app.config.gateway_secret.clone().unwrap();
    let signed =
        shared::ocpp::signature::sign(&secret, chrono::Utc::now().timestamp(), body.as_bytes()).unwrap();
    let url = format!("http://{}{CALLS_PATH}", running.control_address);
    let send = || app.http.post(&url).header(SIGNATURE_HEADER, &signed).body(body.clone()).send();

    let first = send().await.unwrap();
    assert_eq!(first.status(), 200);
    assert_eq!(first.json::<Value>().await.unwrap(), json!({"result": {"status": "Accepted"}}));
    let replayed = send().await.unwrap();
    assert_eq!(replayed.status(), 401);
    assert_eq!(station.received().len(), 1, "the replay never reached the station");
}

/// A's calls to a station that never answers, holding every place A has on the task, each
/// waiting out its 120 s.
struct Filled {
    silent: Station,
    held: Vec<tokio::task::JoinHandle<Result<Value, LinkFailure>>>,
}

async fn fill_places(app: &TestApp, running: &Running) -> Filled {
    let (_, password) = station_asset(app, &app.a, "CP-SILENT").await;
    let silent = online(running, &app.a, "CP-SILENT", &password, Scripted::Silence).await;
    let held = (0..PER_ORGANIZATION).map(|_| tokio::spawn(silent_call(app))).collect();
    eventually("A's calls fill its places", || async { running.calls_in_flight() == PER_ORGANIZATION }).await;
    Filled { silent, held }
}

/// One more call of A's to its silent station.
fn silent_call(app: &TestApp) -> impl std::future::Future<Output = Result<Value, LinkFailure>> + use<> {
    let link = Link::new(&app.app.config, app.app.store.clone());
    let store = app.app.store.clone();
    let org = app.a.clone();
    async move {
        let asset =
            store.station(&org.station_key("CP-SILENT")).await.unwrap().expect("the station item").asset_id;
        let identity = StationIdentity::parse("CP-SILENT").unwrap();
        link.call_within(
            org.org_id(),
            &identity,
            asset,
            &StationCommand::Reset { on_idle: false, soft: false },
            Duration::from_secs(120),
        )
        .await
    }
}

impl Filled {
    /// A's calls end (the silent station goes away) and their places are given back.
    async fn release(self, running: &Running) {
        for call in &self.held {
            call.abort();
        }
        drop(self.silent);
        eventually("A's places are given back", || async { running.calls_in_flight() == 0 }).await;
    }
}

#[tokio::test]
async fn station_calls_past_an_organizations_bound_are_refused_at_once_while_another_organization_is_served()
{
    let app = TestApp::spawn().await;
    let running = own_gateway(&app).await;
    let (other_asset, password) = station_asset(&app, &app.a, "CP-A-OTHER").await;
    let other = online(&running, &app.a, "CP-A-OTHER", &password, accepted()).await;
    let (theirs, password) = station_asset(&app, &app.b, "CP-B").await;
    let b_station = online(&running, &app.b, "CP-B", &password, accepted()).await;
    let _filled = fill_places(&app, &running).await;

    // One more of A's: refused at once, before its 120 s could have run.
    match silent_call(&app).await {
        Err(LinkFailure::TooManyCalls { retry_after, limit }) => {
            assert_eq!(limit as usize, PER_ORGANIZATION);
            assert!((1..=120).contains(&retry_after), "{retry_after}");
        }
        other => panic!("expected too many calls, got {other:?}"),
    }
    // Through the API: 503 in the error structure, with Retry-After.
    let body = json!({"asset_id": other_asset});
    let reply = app.send(Method::POST, SESSIONS, &app.a.key("owner"), Some(body)).await;
    assert_eq!(reply.status, 503, "{}", reply.body);
    let error = &reply.body["error"];
    assert_eq!(error["code"], "SERVICE_UNAVAILABLE");
    assert_eq!(error["details"]["reason"], "station_calls_in_flight");
    assert_eq!(error["details"]["limit"], PER_ORGANIZATION);
    let retry_after = reply.headers.get("retry-after").expect("Retry-After").to_str().unwrap();
    assert_eq!(retry_after, error["details"]["retry_after"].to_string());
    assert!(other.received().is_empty(), "the refused call never left");

    // B's station on the same gateway task is served meanwhile.
    let served =
        app.send(Method::POST, SESSIONS, &app.b.key("owner"), Some(json!({"asset_id": theirs}))).await;
    assert_eq!(served.status, 201, "{}", served.body);
    assert_eq!(b_station.received().len(), 1);
}

#[tokio::test]
async fn a_start_refused_for_the_bound_can_be_retried_with_its_idempotency_key_once_a_place_is_free() {
    let app = TestApp::spawn().await;
    let running = own_gateway(&app).await;
    let (asset, password) = station_asset(&app, &app.a, "CP-A-OTHER").await;
    let station = online(&running, &app.a, "CP-A-OTHER", &password, accepted()).await;
    let filled = fill_places(&app, &running).await;
    let owner = app.a.key("owner");
    let start = || {
        let body = Some(json!({"asset_id": asset}));
        app.send_with(Method::POST, SESSIONS, &owner, body, &[("Idempotency-Key", "start-1")])
    };

    let refused = start().await;
    assert_eq!(refused.status, 503, "{}", refused.body);
    filled.release(&running).await;
    let retried = start().await;
    assert_eq!(retried.status, 201, "the key and the asset were left free: {}", retried.body);
    assert_eq!(station.received().len(), 1);
}

#[tokio::test]
async fn a_maintenance_patch_past_the_bound_changes_the_asset_at_once_and_records_the_refusal() {
    let app = TestApp::spawn().await;
    let running = own_gateway(&app).await;
    let (asset, password) = station_asset(&app, &app.a, "CP-A-OTHER").await;
    let station = online(&running, &app.a, "CP-A-OTHER", &password, accepted()).await;
    let _filled = fill_places(&app, &running).await;

    let path = format!("/inventory-service/assets/{asset}");
    let body = Some(json!({"status": "maintenance"}));
    let reply = app.send(Method::PATCH, &path, &app.a.key("owner"), body).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["status"], "maintenance");
    assert!(station.received().is_empty(), "the refused call never left");
    let events = app.get("/asset-controls/events?type=station_command", &app.a.key("owner")).await;
    assert_eq!(events.status, 200, "{}", events.body);
    assert_eq!(events.body["data"][0]["data"]["failure"], "too_many_station_calls", "{}", events.body);
}

#[tokio::test]
async fn a_rotation_whose_push_never_left_keeps_the_old_password_and_answers_503() {
    let app = TestApp::spawn().await;
    let running = own_gateway(&app).await;
    let (asset, password) = station_asset(&app, &app.a, "CP-A-OTHER").await;
    let station = online(&running, &app.a, "CP-A-OTHER", &password, accepted()).await;
    let _filled = fill_places(&app, &running).await;

    let path = format!("/inventory-service/assets/{asset}/station/password");
    let reply = app.send(Method::POST, &path, &app.a.key("owner"), None).await;
    assert_eq!(reply.status, 503, "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], "station_calls_in_flight");
    assert!(reply.headers.get("retry-after").is_some(), "Retry-After");
    assert!(station.received().is_empty(), "the push never left");
    station.call("Heartbeat", json!({})).await.expect("the connection stands");
    let url = format!("ws://{}/ocpp/{}", running.ocpp_address, app.a.id);
    let again = Station::connect(&url, "CP-A-OTHER", &password).await;
    assert!(again.is_ok(), "the old password was put back");
}
