//! The OCPP 2.0.1 gateway (docs/ocpp.md): the upgrade and its refusals, what a station's
//! messages do to its asset, protocol rigour, reconnects, and the control endpoint the REST
//! functions reach stations through. A simulated station plays the charger.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::TestApp;
use api_tests::station::{Connect, PATIENCE, SUBPROTOCOL, Scripted, Station, eventually, station_asset};
use shared::domain::station::{StationIdentity, StationState};
use shared::domain::station_command::StationCommand;
use shared::ids::AssetId;
use shared::ocpp::control::{CALLS_PATH, SIGNATURE_HEADER};
use shared::ocpp::link::{Link, LinkFailure};
use shared::store::station_item::StationRecord;

const IDENTITY: &str = "CP-001";
const RESET: StationCommand = StationCommand::Reset { on_idle: false, soft: false };
const EVENTS: &str = "/asset-controls/events";

async fn connected(app: &TestApp) -> (Station, String) {
    let (asset, password) = station_asset(app, &app.a, IDENTITY).await;
    let station = Station::connect(&app.station_url(&app.a), IDENTITY, &password)
        .await
        .expect("the upgrade is accepted");
    (station, asset)
}

async fn stored_state(app: &TestApp, asset: &str) -> StationState {
    let id = AssetId::parse(asset).unwrap();
    app.app.store.station_asset(id).await.unwrap().expect("a station asset").1
}

async fn registry(app: &TestApp) -> StationRecord {
    app.app.store.station(&app.a.station_key(IDENTITY)).await.unwrap().expect("the station item")
}

/// `body` posted to the control endpoint of the task holding `record`'s station, signed now.
async fn signed_call(app: &TestApp, record: &StationRecord, body: String) -> reqwest::Response {
    let secret = app.app.config.gateway_secret.clone().unwrap();
    let signed =
        shared::ocpp::signature::sign(&secret, chrono::Utc::now().timestamp(), body.as_bytes()).unwrap();
    let url = format!("http://{}{CALLS_PATH}", record.gateway.as_deref().unwrap());
    app.http.post(&url).header(SIGNATURE_HEADER, signed).body(body).send().await.unwrap()
}

async fn events(app: &TestApp) -> Vec<Value> {
    let reply = app.get(EVENTS, &app.a.key("owner")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().clone()
}

async fn event_types(app: &TestApp) -> Vec<String> {
    events(app).await.iter().map(|e| e["type"].as_str().unwrap().to_owned()).collect()
}

fn link(app: &TestApp) -> Link {
    Link::new(&app.app.config, app.app.store.clone())
}

fn identity() -> StationIdentity {
    StationIdentity::parse(IDENTITY).unwrap()
}

/// The asset the test's station is.
async fn held(app: &TestApp) -> shared::ids::AssetId {
    app.app.store.station(&app.a.station_key(IDENTITY)).await.unwrap().expect("the station").asset_id
}

#[tokio::test]
async fn a_wrong_password_is_refused_at_the_upgrade_and_recorded_on_the_asset() {
    let app = TestApp::spawn().await;
    let (asset, _) = station_asset(&app, &app.a, IDENTITY).await;
    let refused =
        Station::connect(&app.station_url(&app.a), IDENTITY, "not-the-password-not-the-password").await;
    assert_eq!(refused.err(), Some(401));
    // Recorded beside the answer (so a known identity's refusal is no slower than a stranger's).
    let refused = || async { event_types(&app).await.iter().any(|t| t == "station_connection_refused") };
    eventually("the refusal event", refused).await;
    let events = events(&app).await;
    let refusal = events.iter().find(|e| e["type"] == "station_connection_refused").expect("a refusal event");
    assert_eq!(refusal["asset_id"], asset.as_str());
    assert_eq!(refusal["data"]["reason"], "wrong_password");
    assert_eq!(stored_state(&app, &asset).await.connection.as_deref(), Some("offline"));
}

#[tokio::test]
async fn an_unknown_identity_is_refused_at_the_upgrade() {
    let app = TestApp::spawn().await;
    station_asset(&app, &app.a, IDENTITY).await;
    let refused = Station::connect(&app.station_url(&app.a), "CP-404", "some-password-some-password").await;
    assert_eq!(refused.err(), Some(401));
    assert!(event_types(&app).await.is_empty(), "nothing to record an unknown station on");
}

#[tokio::test]
async fn a_missing_subprotocol_is_refused_with_400_and_recorded_on_the_asset() {
    let app = TestApp::spawn().await;
    let (_, password) = station_asset(&app, &app.a, IDENTITY).await;
    let how = Connect { identity: IDENTITY, password: Some(&password), subprotocol: None };
    assert_eq!(Station::connect_with(&app.station_url(&app.a), how).await.err(), Some(400));
    let how = Connect { identity: IDENTITY, password: Some(&password), subprotocol: Some("ocpp2.1") };
    assert_eq!(Station::connect_with(&app.station_url(&app.a), how).await.err(), Some(400));
    // Recorded beside the answer: waited for, not assumed written by the time the answer came.
    let refused = || async { event_types(&app).await.iter().any(|t| t == "station_connection_refused") };
    eventually("the refusal event", refused).await;
    let events = events(&app).await;
    assert_eq!(events.len(), 1, "one refusal event per identity per minute: {events:?}");
    assert!(events.iter().all(|e| e["type"] == "station_connection_refused"));
    assert!(events.iter().all(|e| e["data"]["reason"] == "missing_subprotocol"));
}

#[tokio::test]
async fn missing_credentials_and_another_user_name_are_refused() {
    let app = TestApp::spawn().await;
    let (_, password) = station_asset(&app, &app.a, IDENTITY).await;
    let how = Connect { identity: IDENTITY, password: None, subprotocol: Some(SUBPROTOCOL) };
    assert_eq!(Station::connect_with(&app.station_url(&app.a), how).await.err(), Some(401));
    // The path's identity in another case is the same station.
    let other_case = Station::connect(&app.station_url(&app.a), "cp-001", &password).await;
    assert!(other_case.is_ok(), "identities are case-insensitive");
}

#[tokio::test]
async fn a_boot_notification_makes_the_station_online_with_its_vendor_model_and_firmware() {
    let app = TestApp::spawn().await;
    let (station, asset) = connected(&app).await;
    let answer = station.boot("ACME", "Wallbox 22", "1.4.2").await.expect("a CALLRESULT");
    assert_eq!(answer["status"], "Accepted");
    assert_eq!(answer["interval"], 300);
    assert!(
        chrono::DateTime::parse_from_rfc3339(answer["currentTime"].as_str().unwrap()).is_ok(),
        "{answer}"
    );

    let state = stored_state(&app, &asset).await;
    assert_eq!(state.connection.as_deref(), Some("online"));
    assert_eq!(state.vendor.as_deref(), Some("ACME"));
    assert_eq!(state.model.as_deref(), Some("Wallbox 22"));
    assert_eq!(state.firmware_version.as_deref(), Some("1.4.2"));
    assert!(state.booted_at.is_some() && state.connection_changed_at.is_some());
    let types = event_types(&app).await;
    assert!(types.contains(&"station_connected".to_owned()) && types.contains(&"station_booted".to_owned()));
    let booted = events(&app).await.into_iter().find(|e| e["type"] == "station_booted").unwrap();
    assert_eq!(booted["data"]["vendor"], "ACME");
    assert_eq!(booted["asset_id"], asset.as_str());
}

#[tokio::test]
async fn a_faulted_connector_shows_in_the_stored_state_and_is_recorded_once() {
    let app = TestApp::spawn().await;
    let (station, asset) = connected(&app).await;
    let faulted = json!({
        "timestamp": "2026-01-01T00:00:00Z", "connectorStatus": "Faulted", "evseId": 1, "connectorId": 1
    });
    assert_eq!(station.call("StatusNotification", faulted.clone()).await, Ok(json!({})));
    assert_eq!(station.call("StatusNotification", faulted).await, Ok(json!({})));
    let state = stored_state(&app, &asset).await;
    assert_eq!(state.connectors.get("1/1").map(String::as_str), Some("Faulted"));
    assert_eq!(state.status().as_str(), "faulted");
    let changes = events(&app).await.into_iter().filter(|e| e["type"] == "station_status_changed").count();
    assert_eq!(changes, 1, "a status that did not change is not written again");
}

#[tokio::test]
async fn a_heartbeat_answers_the_current_time_and_records_when_the_station_was_seen() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    let answer = station.call("Heartbeat", json!({})).await.expect("a CALLRESULT");
    let now =
        chrono::DateTime::parse_from_rfc3339(answer["currentTime"].as_str().unwrap()).expect("RFC 3339");
    assert!((chrono::Utc::now().timestamp() - now.timestamp()).abs() < 300);
    let record = registry(&app).await;
    assert!(record.seen_at.expect("seen") >= record.connected_at.expect("connected"));
    assert_eq!(event_types(&app).await, ["station_connected"], "a heartbeat records no event");
}

#[tokio::test]
async fn meter_values_are_recorded_as_an_event_with_the_sampled_values() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    let sampled = json!([{"timestamp": "2026-01-01T00:00:00Z", "sampledValue": [{"value": 1234.5}]}]);
    let answer = station.call("MeterValues", json!({"evseId": 1, "meterValue": sampled})).await;
    assert_eq!(answer, Ok(json!({})));
    let event = events(&app).await.into_iter().find(|e| e["type"] == "meter_values").expect("meter_values");
    // Stored as the typed value re-serialized: the timestamp in the gateway's own form.
    let stored = json!([{"timestamp": "2026-01-01T00:00:00.000Z", "sampledValue": [{"value": 1234.5}]}]);
    assert_eq!(event["data"]["meter_value"], stored);
}

#[tokio::test]
async fn each_malformed_or_unknown_message_gets_its_callerror_and_the_connection_survives() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    let cases = [
        ("this is not json", "-1", "RpcFrameworkError"),
        (r#"{"not": "an array"}"#, "-1", "RpcFrameworkError"),
        (r#"[2, "m1", "Heartbeat"]"#, "m1", "RpcFrameworkError"),
        (r#"[9, "m2", "Heartbeat", {}]"#, "m2", "MessageTypeNotSupported"),
        (r#"[2, "m3", "FlyToTheMoon", {}]"#, "m3", "NotImplemented"),
        (r#"[2, "m4", "Reset", {"type": "Immediate"}]"#, "m4", "NotSupported"),
        (r#"[2, "m5", "NotifyEvent", {}]"#, "m5", "NotSupported"),
        // Handled (a configuration read collects it), so checked against its schema.
        (r#"[2, "m11", "NotifyReport", {}]"#, "m11", "FormatViolation"),
        (r#"[2, "m6", "TransactionEvent", {}]"#, "m6", "FormatViolation"),
        (
            r#"[2, "m7", "BootNotification", {"reason": "Bored", "chargingStation": {"model": "M", "vendorName": "V"}}]"#,
            "m7",
            "FormatViolation",
        ),
        (r#"[2, "m8", "BootNotification", {"reason": "PowerUp"}]"#, "m8", "FormatViolation"),
        (
            r#"[2, "m9", "StatusNotification", {"timestamp": "2026-01-01T00:00:00Z", "connectorStatus": "Available", "evseId": "one", "connectorId": 1}]"#,
            "m9",
            "FormatViolation",
        ),
        (
            r#"[2, "m10", "BootNotification", {"reason": "PowerUp", "chargingStation": {"model": "a model name far longer than twenty", "vendorName": "V"}}]"#,
            "m10",
            "FormatViolation",
        ),
    ];
    for (frame, id, code) in cases {
        station.send_raw(frame);
        let answer = station.next_answer().await;
        assert_eq!(
            (answer[0].as_u64(), answer[1].as_str(), answer[2].as_str()),
            (Some(4), Some(id), Some(code)),
            "{frame}: {answer}"
        );
        assert!(station.call("Heartbeat", json!({})).await.is_ok(), "the connection survives {frame}");
    }
}

#[tokio::test]
async fn a_reconnect_replaces_the_old_connection() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, IDENTITY).await;
    let first = Station::connect(&app.station_url(&app.a), IDENTITY, &password).await.unwrap();
    first.boot("ACME", "W", "1").await.unwrap();
    let old = registry(&app).await.connection_id.expect("registered");

    let second = Station::connect(&app.station_url(&app.a), IDENTITY, &password).await.unwrap();
    assert!(first.closed().await, "the old socket is closed");
    // The new connection's heartbeat writes only while the registry holds it.
    assert!(second.call("Heartbeat", json!({})).await.is_ok());
    let new = registry(&app).await.connection_id.expect("registered");
    assert_ne!(new, old);
    assert_eq!(
        stored_state(&app, &asset).await.connection.as_deref(),
        Some("online"),
        "the old close left it online"
    );
}

#[tokio::test]
async fn closing_the_connection_sets_the_station_offline_and_clears_the_registry() {
    let app = TestApp::spawn().await;
    let (station, asset) = connected(&app).await;
    station.call("Heartbeat", json!({})).await.unwrap();
    station.close();
    eventually("the registry forgets the connection", || async {
        registry(&app).await.connection_id.is_none()
    })
    .await;
    assert_eq!(stored_state(&app, &asset).await.connection.as_deref(), Some("offline"));
    assert!(event_types(&app).await.contains(&"station_disconnected".to_owned()));
}

#[tokio::test]
async fn a_signed_call_reaches_the_connected_station_and_returns_its_callresult() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    station.call("Heartbeat", json!({})).await.unwrap();
    station.script(|action, _| match action {
        "ChangeAvailability" => Scripted::Result(json!({"status": "Scheduled"})),
        _ => Scripted::Error { code: "NotSupported".into(), description: "no".into() },
    });
    let payload = json!({"operationalStatus": "Inoperative"});
    let command = StationCommand::ChangeAvailability { operative: false };
    let answer = link(&app).call(app.a.org_id(), &identity(), held(&app).await, &command).await;
    assert_eq!(answer.unwrap(), json!({"status": "Scheduled"}));
    assert_eq!(station.received(), vec![("ChangeAvailability".to_owned(), payload)]);
}

#[tokio::test]
async fn a_callerror_from_the_station_comes_back_as_a_call_error() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    station.call("Heartbeat", json!({})).await.unwrap();
    station.script(|_, _| Scripted::Error { code: "NotSupported".into(), description: "not here".into() });
    let answer = link(&app).call(app.a.org_id(), &identity(), held(&app).await, &RESET).await;
    match answer {
        Err(LinkFailure::CallError { code, description }) => {
            assert_eq!((code.as_str(), description.as_str()), ("NotSupported", "not here"))
        }
        other => panic!("expected a CALLERROR, got {other:?}"),
    }
}

#[tokio::test]
async fn a_badly_signed_call_is_refused_with_401() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    station.call("Heartbeat", json!({})).await.unwrap();
    let record = registry(&app).await;
    let body = json!({
        "station_key": record.key().key(), "connection_id": record.connection_id, "org_id": record.org_id.uuid().to_string(),
        "command": {"command": "reset", "on_idle": false}, "timeout_ms": 1000
    })
    .to_string();
    let at = chrono::Utc::now().timestamp();
    let forged = shared::ocpp::signature::sign(b"not the gateway secret", at, body.as_bytes()).unwrap();
    let url = format!("http://{}{CALLS_PATH}", record.gateway.unwrap());
    let secret = app.app.config.gateway_secret.clone().unwrap();
    let stale = shared::ocpp::signature::sign(&secret, at - 120, body.as_bytes()).unwrap();
    for signature in [forged.as_str(), stale.as_str(), "t=1,v1=00", ""] {
        let reply =
            app.http.post(&url).header(SIGNATURE_HEADER, signature).body(body.clone()).send().await.unwrap();
        assert_eq!(reply.status(), 401, "{signature}");
    }
    assert!(station.received().is_empty(), "nothing reached the station");
}

#[tokio::test]
async fn a_call_the_station_never_answers_times_out() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    station.call("Heartbeat", json!({})).await.unwrap();
    station.script(|_, _| Scripted::Silence);
    // The station never answers: however short, this timeout cannot be missed by a fast one.
    let answer = link(&app)
        .call_within(app.a.org_id(), &identity(), held(&app).await, &RESET, Duration::from_millis(300))
        .await;
    assert!(matches!(answer, Err(LinkFailure::Timeout)), "{answer:?}");
    // The turn is free again: the next call reaches the station.
    station.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    let next = link(&app).call(app.a.org_id(), &identity(), held(&app).await, &RESET).await;
    assert_eq!(next.unwrap(), json!({"status": "Accepted"}));
}

#[tokio::test]
async fn a_call_to_a_station_that_is_not_connected_is_offline() {
    let app = TestApp::spawn().await;
    station_asset(&app, &app.a, IDENTITY).await;
    let answer = link(&app).call(app.a.org_id(), &identity(), held(&app).await, &RESET).await;
    assert!(matches!(answer, Err(LinkFailure::Offline)), "{answer:?}");
    let unknown = StationIdentity::parse("CP-404").unwrap();
    let answer = link(&app).call(app.a.org_id(), &unknown, shared::ids::AssetId::generate(), &RESET).await;
    assert!(matches!(answer, Err(LinkFailure::Offline)), "{answer:?}");
}

#[tokio::test]
async fn a_call_for_another_asset_than_the_identity_names_never_leaves() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    station.call("Heartbeat", json!({})).await.unwrap();
    let other = shared::ids::AssetId::generate();
    let answer = link(&app).call(app.a.org_id(), &identity(), other, &RESET).await;
    assert!(matches!(answer, Err(LinkFailure::Offline)), "{answer:?}");
    assert!(station.received().is_empty(), "the station got nothing");
}

#[tokio::test]
async fn a_platform_call_waits_its_turn_behind_the_outstanding_one() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    station.call("Heartbeat", json!({})).await.unwrap();
    let arrivals = Arc::new(Mutex::new(Vec::new()));
    let seen = arrivals.clone();
    // The first call is never answered; any later one is.
    station.script(move |_, _| {
        let mut seen = seen.lock().unwrap();
        seen.push(Instant::now());
        if seen.len() == 1 { Scripted::Silence } else { Scripted::Result(json!({"status": "Accepted"})) }
    });
    let link = link(&app);
    let first_timeout = Duration::from_millis(500);
    let started = Instant::now();
    let asset = held(&app).await;
    let first = {
        let (link, org) = (link.clone(), app.a.org_id());
        tokio::spawn(async move { link.call_within(org, &identity(), asset, &RESET, first_timeout).await })
    };
    eventually("the first call reaches the station", || async { station.received().len() == 1 }).await;
    let second = link
        .call(
            app.a.org_id(),
            &identity(),
            held(&app).await,
            &StationCommand::Reset { on_idle: true, soft: false },
        )
        .await;
    assert_eq!(second.unwrap(), json!({"status": "Accepted"}));
    assert!(matches!(first.await.unwrap(), Err(LinkFailure::Timeout)));
    let arrivals = arrivals.lock().unwrap().clone();
    assert_eq!(arrivals.len(), 2);
    assert!(arrivals[1] >= started + first_timeout, "the second call was sent only once the first gave up");
}

#[tokio::test]
async fn a_station_booting_while_its_asset_is_in_maintenance_is_told_it_is_inoperative() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, IDENTITY).await;
    let path = format!("/inventory-service/assets/{asset}");
    let reply =
        app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"status": "maintenance"}))).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let station = Station::connect(&app.station_url(&app.a), IDENTITY, &password).await.unwrap();
    station.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    assert_eq!(station.boot("ACME", "W", "1").await.unwrap()["status"], "Accepted");
    eventually("the station is told it is inoperative", || async { !station.received().is_empty() }).await;
    let inoperative = ("ChangeAvailability".to_owned(), json!({"operationalStatus": "Inoperative"}));
    assert_eq!(station.received(), vec![inoperative]);
    let commands = || async {
        events(&app).await.into_iter().filter(|e| e["type"] == "station_command").collect::<Vec<_>>()
    };
    eventually("its answer is recorded", || async { !commands().await.is_empty() }).await;
    let command = &commands().await[0];
    assert_eq!(command["data"]["action"], "ChangeAvailability");
    let request = json!({"command": "change_availability", "operative": false});
    assert_eq!(command["data"]["request"], request, "recorded as a function's command is");
    assert_eq!(command["data"]["result"]["status"], "Accepted");
}

#[tokio::test]
async fn an_active_station_booting_is_sent_nothing() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    station.boot("ACME", "W", "1").await.unwrap();
    // A command is sent right after the boot's answer: by the next answer it would have come
    // in most runs (this test can miss a wrong command, never fail a right gateway).
    station.call("Heartbeat", json!({})).await.unwrap();
    assert!(station.received().is_empty());
}

#[tokio::test]
async fn a_signed_call_for_another_connection_is_not_connected() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    station.call("Heartbeat", json!({})).await.unwrap();
    let record = registry(&app).await;
    let body = json!({
        "station_key": record.key().key(), "connection_id": "an-older-connection",
        "org_id": record.org_id.uuid().to_string(),
        "command": {"command": "reset", "on_idle": false}, "timeout_ms": 1000
    })
    .to_string();
    let reply = signed_call(&app, &record, body).await;
    assert_eq!(reply.status(), 404);
    assert_eq!(reply.json::<Value>().await.unwrap(), json!({"reason": "not_connected"}));
    assert!(station.received().is_empty());
}

#[tokio::test]
async fn what_a_station_reports_stays_in_its_own_organization() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    station.boot("ACME", "W", "1").await.unwrap();
    let theirs = app.get(EVENTS, &app.b.key("owner")).await;
    assert_eq!(theirs.status, 200, "{}", theirs.body);
    assert_eq!(theirs.body["data"], json!([]), "organization B sees none of A's station events");
}

/// A raw HTTP/1.1 upgrade request to the gateway's OCPP port: the status line's code, the body,
/// and whether the gateway then closed the connection.
async fn raw_upgrade(app: &TestApp, identity: &str, password: &str) -> (u16, String, bool) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let address = app.ocpp_url.trim_start_matches("ws://").split('/').next().unwrap().to_owned();
    let mut socket = tokio::net::TcpStream::connect(&address).await.unwrap();
    let basic =
        base64::Engine::encode(&base64::engine::general_purpose::STANDARD, format!("{identity}:{password}"));
    let org = &app.a.id;
    let request = format!(
        "GET /ocpp/{org}/{identity} HTTP/1.1\r\nHost: {address}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\
         Sec-WebSocket-Protocol: {SUBPROTOCOL}\r\nAuthorization: Basic {basic}\r\n\r\n"
    );
    socket.write_all(request.as_bytes()).await.unwrap();
    // Read to the end: only a gateway that closes the connection lets this finish.
    let mut answer = Vec::new();
    let closed = tokio::time::timeout(PATIENCE, socket.read_to_end(&mut answer)).await.is_ok();
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let status = answer.split(' ').nth(1).and_then(|code| code.parse().ok()).unwrap_or(0);
    let body = answer.split_once("\r\n\r\n").map(|(_, body)| body.to_owned()).unwrap_or_default();
    (status, body, closed)
}

#[tokio::test]
async fn every_401_reads_the_same_whether_or_not_the_identity_exists_and_closes_the_connection() {
    let app = TestApp::spawn().await;
    station_asset(&app, &app.a, IDENTITY).await;
    let wrong_password = raw_upgrade(&app, IDENTITY, "not-the-password-not-the-password").await;
    let unknown = raw_upgrade(&app, "CP-404", "not-the-password-not-the-password").await;
    assert_eq!(wrong_password.0, 401);
    assert_eq!(wrong_password, unknown, "nothing tells a stranger which identities exist");
    assert!(wrong_password.2, "no keep-alive after a refusal");
}

#[tokio::test]
async fn refusals_of_one_identity_are_recorded_once_a_minute() {
    let app = TestApp::spawn().await;
    station_asset(&app, &app.a, IDENTITY).await;
    for _ in 0..5 {
        let refused =
            Station::connect(&app.station_url(&app.a), IDENTITY, "not-the-password-not-the-password").await;
        assert_eq!(refused.err(), Some(401), "every refusal is answered");
    }
    let recorded = || async { event_types(&app).await.iter().any(|t| t == "station_connection_refused") };
    eventually("the refusal event", recorded).await;
    let refusals =
        events(&app).await.into_iter().filter(|e| e["type"] == "station_connection_refused").count();
    assert_eq!(refusals, 1);
}

#[tokio::test]
async fn a_rotated_password_cuts_off_the_connection_made_with_the_old_one() {
    let app = TestApp::spawn().await;
    let (station, asset) = connected(&app).await;
    station.call("Heartbeat", json!({})).await.unwrap();
    let path = format!("/inventory-service/assets/{asset}/station/password");
    let rotated = app.send(Method::POST, &path, &app.a.key("owner"), None).await;
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    assert!(registry(&app).await.connection_id.is_none(), "the registry is cleared with the password");
    let refused = station.call("Heartbeat", json!({})).await.expect_err("the old connection writes nothing");
    assert_eq!(refused.code, "InternalError");
    assert!(station.closed().await, "and is closed");
}

#[tokio::test]
async fn a_status_for_an_evse_or_connector_out_of_range_is_a_property_constraint_violation() {
    let app = TestApp::spawn().await;
    let (station, asset) = connected(&app).await;
    for (evse, connector) in [(101, 1), (1, 11), (-1, 1)] {
        let status = json!({
            "timestamp": "2026-01-01T00:00:00Z", "connectorStatus": "Faulted",
            "evseId": evse, "connectorId": connector
        });
        let refused = station.call("StatusNotification", status).await.expect_err("refused");
        assert_eq!(refused.code, "PropertyConstraintViolation", "{evse}/{connector}");
    }
    assert!(stored_state(&app, &asset).await.connectors.is_empty());
}

#[tokio::test]
async fn meter_values_too_large_to_store_are_refused_and_nothing_is_recorded() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    let sample = json!({"value": 1.5, "measurand": "Voltage", "context": "Sample.Periodic"});
    let entry = json!({"timestamp": "2026-01-01T00:00:00Z", "sampledValue": vec![sample; 40]});
    let too_many = json!({"evseId": 1, "meterValue": vec![entry.clone(); 21]});
    let refused = station.call("MeterValues", too_many).await.expect_err("too many meterValue");
    assert_eq!(refused.code, "OccurrenceConstraintViolation");
    let too_large = json!({"evseId": 1, "meterValue": vec![entry; 20]});
    let refused = station.call("MeterValues", too_large).await.expect_err("too large to store");
    assert_eq!(refused.code, "FormatViolation");
    assert_eq!(event_types(&app).await, ["station_connected"]);
    assert!(station.call("Heartbeat", json!({})).await.is_ok(), "the connection survives");
}

#[tokio::test]
async fn a_station_flooding_messages_is_refused_then_disconnected() {
    let app = TestApp::spawn().await;
    let (station, asset) = connected(&app).await;
    // Answered without a store write, so the flood is as fast as the station can send.
    for n in 0..2000 {
        if !station.try_send_raw(&format!(r#"[2, "f{n}", "FlyToTheMoon", {{}}]"#)) {
            break;
        }
    }
    let answers = station.answers_until_closed().await;
    assert!(answers.iter().any(|a| a[2] == "SecurityError"), "messages over the rate are refused");
    assert!(answers.len() < 2000, "the flood was cut off");
    eventually("the station goes offline", || async {
        stored_state(&app, &asset).await.connection.as_deref() == Some("offline")
    })
    .await;
}

#[tokio::test]
async fn a_station_booting_is_delivered_to_a_webhook_subscribed_to_station_booted() {
    let app = TestApp::spawn().await;
    let receiver = api_tests::receiver::Receiver::start(&[]).await;
    let owner = app.a.key("owner");
    let body = json!({"url": receiver.url, "events": ["station_booted"], "threshold": 80});
    let webhook = app.send(Method::POST, "/webhooks", &owner, Some(body)).await;
    assert_eq!(webhook.status, 201, "{}", webhook.body);
    let (station, _) = connected(&app).await;
    station.boot("ACME", "W", "1").await.unwrap();
    let path = format!("/webhooks/{}/deliveries", webhook.body["data"]["id"].as_str().unwrap());
    let deliveries = app.get(&path, &owner).await;
    assert_eq!(deliveries.status, 200, "{}", deliveries.body);
    let deliveries = deliveries.body["data"].as_array().unwrap().clone();
    assert_eq!(deliveries.len(), 1, "{deliveries:?}");
    assert_eq!(deliveries[0]["event_type"], "station_booted");
}

#[tokio::test]
async fn shutting_the_gateway_down_disconnects_its_stations_and_records_it() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, IDENTITY).await;
    // A gateway task of this test's own, so stopping it leaves the app's running.
    let settings = ocpp_gateway::Settings::new(&app.app.config, app.app.store.clone(), None).unwrap();
    let ocpp = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let control = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let running = ocpp_gateway::start(settings, ocpp, control).unwrap();
    let url = format!("ws://{}/ocpp/{}", running.ocpp_address, app.a.id);
    let station = Station::connect(&url, IDENTITY, &password).await.unwrap();
    station.call("Heartbeat", json!({})).await.unwrap();
    assert_eq!(running.connections(), 1);

    assert!(running.shutdown(PATIENCE).await, "every connection drained");
    assert!(station.closed().await);
    assert!(registry(&app).await.connection_id.is_none(), "the registry is cleared");
    assert_eq!(stored_state(&app, &asset).await.connection.as_deref(), Some("offline"));
    assert!(event_types(&app).await.contains(&"station_disconnected".to_owned()));
}

#[tokio::test]
async fn a_connection_that_sends_no_request_is_closed_after_the_header_timeout() {
    use tokio::io::AsyncReadExt;
    let app = TestApp::spawn().await;
    let address = app.ocpp_url.trim_start_matches("ws://").split('/').next().unwrap().to_owned();
    let mut socket = tokio::net::TcpStream::connect(&address).await.unwrap();
    let mut rest = Vec::new();
    // The gateway gives up on the headers after 10 s: well within the patience.
    let closed = tokio::time::timeout(PATIENCE, socket.read_to_end(&mut rest)).await;
    assert!(closed.is_ok(), "the gateway closed the idle connection");
}

#[tokio::test]
async fn a_data_transfer_is_answered_unknown_vendor_in_2_0_1_too() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    let answer =
        station.call("DataTransfer", json!({"vendorId": "org.everest", "data": {"any": ["json"]}})).await;
    assert_eq!(answer.expect("answered")["status"], "UnknownVendorId");
    let long = station.call("DataTransfer", json!({"vendorId": "v".repeat(256)})).await;
    assert_eq!(long.expect_err("refused").code, "FormatViolation");
}

#[tokio::test]
async fn a_call_of_the_release_before_still_reaches_the_station_so_the_gateway_deploys_first() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app).await;
    station.call("Heartbeat", json!({})).await.unwrap();
    station.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    let record = registry(&app).await;
    // The body a function of the release before sends: an action and its 2.0.1 payload.
    let body = json!({
        "station_key": record.key().key(), "connection_id": record.connection_id,
        "org_id": record.org_id.uuid().to_string(),
        "action": "Reset", "payload": {"type": "OnIdle"}, "timeout_ms": 5000
    })
    .to_string();
    let reply = signed_call(&app, &record, body).await;
    assert_eq!(reply.status(), 200);
    assert_eq!(reply.json::<Value>().await.unwrap(), json!({"result": {"status": "Accepted"}}));
    assert_eq!(station.received(), vec![("Reset".to_owned(), json!({"type": "OnIdle"}))]);
}
