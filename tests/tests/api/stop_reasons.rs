//! Why a session ended, in one vocabulary (docs/ocpp.md, "Stop reasons"; docs/decisions.md, "A
//! session's stop reason is one vocabulary"): v2's `stop_reason` is the platform's word, the
//! station's own word is beside it, and `energy_final` says when the energy is the station's
//! last. v1 keeps the text it always showed and gets the rest beside it. Simulated 2.0.1 and
//! 1.6 stations end their transactions over the real WebSocket path.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::station::{Scripted, Station, station_asset};
use api_tests::{Reply, TestApp};

const SESSIONS: &str = "/asset-controls/sessions";
const EVENTS: &str = "/asset-controls/events";

/// A 2.0.1 station of A's, connected and booted: its asset's id and the connection.
async fn station_201(app: &TestApp, identity: &str) -> (String, Station) {
    let (asset, password) = station_asset(app, &app.a, identity).await;
    let station = Station::connect(&app.station_url(&app.a), identity, &password).await.expect("connects");
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    (asset, station)
}

/// A 1.6 station of A's, connected and booted: its asset's id and the connection.
async fn station_16(app: &TestApp, identity: &str) -> (String, Station) {
    let (asset, password) = station_asset(app, &app.a, identity).await;
    let station = Station::connect_16(&app.station_url(&app.a), identity, &password).await.expect("connects");
    let boot = json!({"chargePointVendor": "Wallbe", "chargePointModel": "Pro 22"});
    station.call("BootNotification", boot).await.expect("booted");
    (asset, station)
}

/// A card the organization knows, so a 1.6 station's own start charges.
async fn listed(app: &TestApp, tag: &str) {
    let body = json!({"id_token": tag, "type": "ISO14443"});
    let made = app.send(Method::POST, "/asset-controls/id-tokens", &app.a.key("owner"), Some(body)).await;
    assert_eq!(made.status, 201, "{}", made.body);
}

fn transaction_event(kind: &str, seq_no: i64, wh: f64) -> Value {
    json!({
        "eventType": kind,
        "timestamp": "2026-11-29T06:00:00Z",
        "triggerReason": if kind == "Started" { "CablePluggedIn" } else { "EVCommunicationLost" },
        "seqNo": seq_no,
        "transactionInfo": {"transactionId": "tx-1"},
        "meterValue": [{"timestamp": "2026-11-29T06:00:00Z",
            "sampledValue": [{"value": wh, "measurand": "Energy.Active.Import.Register"}]}],
    })
}

/// The one session on `asset`, as `version` (`""`, `/v1` or `/v2`) shows it.
async fn the_session(app: &TestApp, version: &str, asset: &str) -> Value {
    let listed = app.get(format!("{version}{SESSIONS}?asset_id={asset}"), &app.a.key("viewer")).await;
    assert_eq!(listed.status, 200, "{}", listed.body);
    let sessions = listed.body["data"].as_array().expect("a list").clone();
    assert_eq!(sessions.len(), 1, "{sessions:?}");
    sessions[0].clone()
}

/// `stop_reason`, `station_stop_reason` and `energy_final` of a session or event data.
fn stop_of(shown: &Value) -> (Value, Value, Value) {
    (shown["stop_reason"].clone(), shown["station_stop_reason"].clone(), shown["energy_final"].clone())
}

async fn act(app: &TestApp, session: &str, role: &str, body: Value) -> Reply {
    app.send(Method::POST, &format!("{SESSIONS}/{session}/action"), &app.a.key(role), Some(body)).await
}

/// The newest event of `kind`, as `version` shows it.
async fn newest_event(app: &TestApp, version: &str, kind: &str) -> Value {
    let listed = app.get(format!("{version}{EVENTS}?type={kind}"), &app.a.key("viewer")).await;
    assert_eq!(listed.status, 200, "{}", listed.body);
    listed.body["data"][0].clone()
}

#[tokio::test]
async fn a_2_0_1_station_ending_with_ev_disconnected_reads_ev_disconnected_its_word_beside_it_and_final_energy()
 {
    let app = TestApp::spawn().await;
    let (asset, station) = station_201(&app, "CP-EVD").await;
    station.call("TransactionEvent", transaction_event("Started", 0, 1000.0)).await.expect("accepted");
    let mut ended = transaction_event("Ended", 1, 8500.0);
    ended["transactionInfo"]["stoppedReason"] = json!("EVDisconnected");
    station.call("TransactionEvent", ended).await.expect("accepted");

    let v2 = the_session(&app, "/v2", &asset).await;
    assert_eq!(stop_of(&v2), (json!("ev_disconnected"), json!("EVDisconnected"), json!(true)));
    assert_eq!(v2["energy_kwh"], 7.5);
    assert!(v2.get("stop_reason_code").is_none(), "v2's stop_reason is the vocabulary: {v2}");
    let v1 = the_session(&app, "/v1", &asset).await;
    assert_eq!(stop_of(&v1), (json!("EVDisconnected"), json!("EVDisconnected"), json!(true)));
    assert_eq!(v1["stop_reason_code"], "ev_disconnected", "beside the text v1 always showed");
}

#[tokio::test]
async fn a_1_6_station_stopping_with_local_reads_local_its_word_beside_it_and_final_energy() {
    let app = TestApp::spawn().await;
    let (asset, station) = station_16(&app, "WB-LOCAL").await;
    listed(&app, "CAFE0016").await;
    let start = json!({"connectorId": 1, "idTag": "CAFE0016", "meterStart": 2000, "timestamp": "2026-11-29T06:00:00Z"});
    let started = station.call("StartTransaction", start).await.expect("answered");
    let stop = json!({"transactionId": started["transactionId"], "meterStop": 6000,
        "timestamp": "2026-11-29T07:00:00Z", "reason": "Local"});
    station.call("StopTransaction", stop).await.expect("accepted");

    let v2 = the_session(&app, "/v2", &asset).await;
    assert_eq!(stop_of(&v2), (json!("local"), json!("Local"), json!(true)));
    assert_eq!(v2["energy_kwh"], 4);
    let v1 = the_session(&app, "", &asset).await;
    assert_eq!(stop_of(&v1), (json!("Local"), json!("Local"), json!(true)));
}

#[tokio::test]
async fn a_1_6_hard_reset_reads_reboot_with_the_stations_own_word_while_v1_keeps_the_2_0_1_name_it_showed() {
    let app = TestApp::spawn().await;
    let (asset, station) = station_16(&app, "WB-RESET").await;
    listed(&app, "CAFE0017").await;
    let start =
        json!({"connectorId": 1, "idTag": "CAFE0017", "meterStart": 0, "timestamp": "2026-11-29T06:00:00Z"});
    let started = station.call("StartTransaction", start).await.expect("answered");
    let stop = json!({"transactionId": started["transactionId"], "meterStop": 500,
        "timestamp": "2026-11-29T06:30:00Z", "reason": "HardReset"});
    station.call("StopTransaction", stop).await.expect("accepted");

    let v2 = the_session(&app, "/v2", &asset).await;
    assert_eq!(stop_of(&v2), (json!("reboot"), json!("HardReset"), json!(true)));
    let v1 = the_session(&app, "/v1", &asset).await;
    assert_eq!((&v1["stop_reason"], &v1["stop_reason_code"]), (&json!("ImmediateReset"), &json!("reboot")));
}

#[tokio::test]
async fn an_open_session_has_no_stop_reason_and_its_energy_is_not_final() {
    let app = TestApp::spawn().await;
    let (asset, station) = station_201(&app, "CP-OPEN").await;
    station.call("TransactionEvent", transaction_event("Started", 0, 0.0)).await.expect("accepted");
    station.call("TransactionEvent", transaction_event("Updated", 1, 1500.0)).await.expect("accepted");
    for version in ["/v1", "/v2"] {
        let open = the_session(&app, version, &asset).await;
        assert_eq!(stop_of(&open), (Value::Null, Value::Null, json!(false)), "{version}");
    }
}

#[tokio::test]
async fn an_api_stop_reads_requested_and_its_energy_is_final_once_the_stations_end_came() {
    let app = TestApp::spawn().await;
    let (asset, station) = station_201(&app, "CP-API").await;
    station.call("TransactionEvent", transaction_event("Started", 0, 0.0)).await.expect("accepted");
    let id = the_session(&app, "/v2", &asset).await["id"].as_str().expect("an id").to_owned();
    station.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    let stopped = act(&app, &id, "service", json!({"action": "stop"})).await;
    assert_eq!(stopped.status, 200, "{}", stopped.body);
    let before = the_session(&app, "/v2", &asset).await;
    assert_eq!(
        stop_of(&before),
        (json!("requested"), Value::Null, json!(false)),
        "the station's end is to come"
    );

    let mut ended = transaction_event("Ended", 1, 3000.0);
    ended["triggerReason"] = json!("RemoteStop");
    ended["transactionInfo"]["stoppedReason"] = json!("Remote");
    station.call("TransactionEvent", ended).await.expect("accepted");
    let after = the_session(&app, "/v2", &asset).await;
    assert_eq!(stop_of(&after), (json!("requested"), json!("Remote"), json!(true)));
    assert_eq!(after["energy_kwh"], 3);
    let v1 = the_session(&app, "/v1", &asset).await;
    assert_eq!((&v1["stop_reason"], &v1["stop_reason_code"]), (&json!("Remote"), &json!("requested")));
}

#[tokio::test]
async fn a_plain_session_stopped_with_a_reason_reads_requested_in_v2_and_the_clients_words_in_v1() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await["id"].as_str().unwrap().to_owned();
    let started =
        app.send(Method::POST, SESSIONS, &app.a.key("service"), Some(json!({"asset_id": asset}))).await;
    assert_eq!(started.status, 201, "{}", started.body);
    let id = started.body["data"]["id"].as_str().unwrap().to_owned();
    let stopped = act(&app, &id, "service", json!({"action": "stop", "reason": "driver went home"})).await;
    assert_eq!(stop_of(&stopped.body["data"]), (json!("driver went home"), Value::Null, json!(true)));

    let v2 = the_session(&app, "/v2", &asset).await;
    assert_eq!(
        stop_of(&v2),
        (json!("requested"), Value::Null, json!(true)),
        "a plain session's end is final"
    );
    let event = newest_event(&app, "/v2", "session_stopped").await;
    assert_eq!(stop_of(&event["data"]), (json!("requested"), Value::Null, json!(true)));
    assert_eq!(event["data"]["reason"], "driver went home", "the client's words stay in the event");
    let v1_event = newest_event(&app, "/v1", "session_stopped").await;
    assert_eq!(
        (&v1_event["data"]["stop_reason"], &v1_event["data"]["stop_reason_code"]),
        (&json!("driver went home"), &json!("requested"))
    );
}

#[tokio::test]
async fn a_forced_stop_reads_forced_and_its_energy_is_never_final() {
    let app = TestApp::spawn().await;
    let (asset, station) = station_201(&app, "CP-FORCE").await;
    station.call("TransactionEvent", transaction_event("Started", 0, 0.0)).await.expect("accepted");
    station.call("TransactionEvent", transaction_event("Updated", 1, 1000.0)).await.expect("accepted");
    let id = the_session(&app, "/v2", &asset).await["id"].as_str().expect("an id").to_owned();
    let forced = act(&app, &id, "admin", json!({"action": "stop", "force": true})).await;
    assert_eq!(forced.status, 200, "{}", forced.body);
    let v2 = the_session(&app, "/v2", &asset).await;
    assert_eq!(stop_of(&v2), (json!("forced"), Value::Null, json!(false)));

    // The station's late end changes nothing: the energy stays the last reported, not final.
    let mut ended = transaction_event("Ended", 2, 9000.0);
    ended["transactionInfo"]["stoppedReason"] = json!("EVDisconnected");
    station.call("TransactionEvent", ended).await.expect("accepted");
    let after = the_session(&app, "/v2", &asset).await;
    assert_eq!(stop_of(&after), (json!("forced"), Value::Null, json!(false)));
    assert_eq!(after["energy_kwh"], 1);
}

#[tokio::test]
async fn the_stop_event_shows_the_vocabulary_in_v2_and_v1_its_text_with_the_vocabulary_beside_it() {
    let app = TestApp::spawn().await;
    let (_, station) = station_201(&app, "CP-EVENT").await;
    station.call("TransactionEvent", transaction_event("Started", 0, 0.0)).await.expect("accepted");
    let mut ended = transaction_event("Ended", 1, 2000.0);
    ended["transactionInfo"]["stoppedReason"] = json!("GroundFault");
    station.call("TransactionEvent", ended).await.expect("accepted");

    let v2 = newest_event(&app, "/v2", "session_stopped").await;
    assert_eq!(stop_of(&v2["data"]), (json!("fault"), json!("GroundFault"), json!(true)));
    assert!(v2["data"].get("stop_reason_code").is_none(), "{v2}");
    let v1 = newest_event(&app, "/v1", "session_stopped").await;
    assert_eq!(stop_of(&v1["data"]), (json!("GroundFault"), json!("GroundFault"), json!(true)));
    assert_eq!(v1["data"]["stop_reason_code"], "fault");
}

/// Removes attributes of an item directly in the table: a session as stored before the
/// vocabulary (only its `stop_reason` text).
async fn as_stored_before(app: &TestApp, session: &str) {
    use aws_sdk_dynamodb::types::AttributeValue;
    let id = shared::ids::SessionId::parse(session).expect("a session id");
    let store = &app.app.store;
    store
        .client()
        .update_item()
        .table_name(store.table())
        .key("PK", AttributeValue::S(format!("SESSION#{}", id.uuid())))
        .key("SK", AttributeValue::S("SESSION".into()))
        .update_expression("REMOVE stop_reason_code, station_stop_reason")
        .send()
        .await
        .expect("removed in the table");
}

#[tokio::test]
async fn a_session_stored_before_the_vocabulary_reads_its_old_text_in_both_versions() {
    let app = TestApp::spawn().await;
    let (asset, station) = station_201(&app, "CP-OLD").await;
    station.call("TransactionEvent", transaction_event("Started", 0, 0.0)).await.expect("accepted");
    let mut ended = transaction_event("Ended", 1, 2000.0);
    ended["transactionInfo"]["stoppedReason"] = json!("PowerLoss");
    station.call("TransactionEvent", ended).await.expect("accepted");
    let id = the_session(&app, "/v1", &asset).await["id"].as_str().expect("an id").to_owned();
    as_stored_before(&app, &id).await;

    let v2 = the_session(&app, "/v2", &asset).await;
    assert_eq!(stop_of(&v2), (json!("power_loss"), json!("PowerLoss"), json!(true)));
    let v1 = the_session(&app, "/v1", &asset).await;
    assert_eq!((&v1["stop_reason"], &v1["stop_reason_code"]), (&json!("PowerLoss"), &json!("power_loss")));
}

#[tokio::test]
async fn each_versions_document_describes_its_stop_reason() {
    let app = TestApp::spawn().await;
    let session = |doc: &Value| doc["components"]["schemas"]["Session"]["properties"].clone();
    let v2 = session(&app.get("/v2/openapi.json", &api_tests::Cred::None).await.body);
    let vocabulary = v2["stop_reason"]["enum"].as_array().expect("v2's stop_reason is an enum").clone();
    let words: Vec<&str> = vocabulary.iter().filter_map(Value::as_str).collect();
    assert_eq!(words, shared::domain::stop_reason::StopReason::NAMES, "the vocabulary, as the code has it");
    assert!(v2.get("stop_reason_code").is_none(), "{v2}");
    assert_eq!(v2["energy_final"]["type"], "boolean");
    let v1 = session(&app.get("/v1/openapi.json", &api_tests::Cred::None).await.body);
    assert!(
        v1["stop_reason"].get("enum").is_none(),
        "v1's stop_reason stays free text: {}",
        v1["stop_reason"]
    );
    assert_eq!(v1["stop_reason_code"]["enum"], json!(vocabulary));
    assert!(v1["station_stop_reason"].is_object() && v1["energy_final"].is_object());
}

#[tokio::test]
async fn a_webhook_of_a_sessions_end_carries_the_v1_form_with_the_vocabulary_beside_it() {
    use crate::webhooks::{deliver, now, subscribe};
    let app = TestApp::spawn().await;
    let receiver = api_tests::receiver::Receiver::start(&[]).await;
    let owner = app.a.key("owner");
    subscribe(&app, &owner, &receiver.url, &["session_stopped"], 80).await;
    let (_, station) = station_201(&app, "CP-HOOK").await;
    station.call("TransactionEvent", transaction_event("Started", 0, 0.0)).await.expect("accepted");
    let mut ended = transaction_event("Ended", 1, 4000.0);
    ended["transactionInfo"]["stoppedReason"] = json!("EmergencyStop");
    station.call("TransactionEvent", ended).await.expect("accepted");
    assert_eq!(deliver(&app, now()).await.delivered, 1);
    let payload = receiver.received()[0].json();
    assert_eq!(payload["type"], "session_stopped");
    assert_eq!(
        stop_of(&payload["data"]["data"]),
        (json!("EmergencyStop"), json!("EmergencyStop"), json!(true))
    );
    assert_eq!(payload["data"]["data"]["stop_reason_code"], "emergency_stop");
}

#[tokio::test]
async fn a_transaction_whose_first_event_is_its_end_reads_ended_with_its_reason_and_final_energy() {
    let app = TestApp::spawn().await;
    let (asset, station) = station_201(&app, "CP-LATE").await;
    // Offline, the station lost its earlier events: the end is all the platform hears.
    let mut ended = transaction_event("Ended", 7, 2500.0);
    ended["offline"] = json!(true);
    ended["transactionInfo"]["stoppedReason"] = json!("TimeLimitReached");
    station.call("TransactionEvent", ended).await.expect("accepted");
    let v2 = the_session(&app, "/v2", &asset).await;
    assert_eq!(stop_of(&v2), (json!("time_limit_reached"), json!("TimeLimitReached"), json!(true)));
    assert_eq!(v2["status"], "completed");
    assert!(v2["ended_at"].is_string(), "the end is stored with the session: {v2}");
}

/// The DynamoDB calls a request made, as its `debug.dynamodb_calls` says (an admin sees them),
/// sorted, without the hour's once-a-minute counter read.
fn calls_of(reply: &Reply) -> Vec<String> {
    assert!(reply.status < 300, "{}", reply.body);
    let listed = reply.body["debug"]["dynamodb_calls"].as_array().expect("calls counted");
    let mut calls: Vec<String> = listed
        .iter()
        .filter_map(Value::as_str)
        .filter(|call| *call != "rate_limit:Query")
        .map(str::to_owned)
        .collect();
    calls.sort();
    calls
}

#[tokio::test]
async fn the_vocabulary_costs_no_call_a_stop_and_a_read_of_an_ended_session_make_as_before() {
    let app = TestApp::spawn_with(api_tests::Setup {
        auth_cache_ttl: std::time::Duration::from_secs(3600),
        ..api_tests::Setup::default()
    })
    .await;
    let admin = app.a.key("admin");
    let site = app.create_site(&admin, "Depot").await;
    let asset = app.create_asset(&admin, &site, "Charger", 22.0).await["id"].as_str().unwrap().to_owned();
    let started = app.send(Method::POST, SESSIONS, &admin, Some(json!({"asset_id": asset}))).await;
    let id = started.body["data"]["id"].as_str().expect("an id").to_owned();
    let debug = [("X-Debug", "true")];
    let path = format!("/v2{SESSIONS}/{id}/action");
    let stop = app.send_with(Method::POST, &path, &admin, Some(json!({"action": "stop"})), &debug).await;
    assert_eq!(stop_of(&stop.body["data"]), (json!("requested"), Value::Null, json!(true)));
    // Read the session, then write it, its event and the asset's release in one transaction.
    assert_eq!(calls_of(&stop), ["GetItem", "TransactWriteItems", "rate_limit:UpdateItem"]);
    let read = app.get_with(&format!("/v2{SESSIONS}/{id}"), &admin, debug[0]).await;
    assert_eq!(calls_of(&read), ["GetItem", "rate_limit:UpdateItem"], "one read, as any session");
}

#[tokio::test]
async fn a_stopped_reason_outside_the_stations_enumeration_is_refused_and_ends_nothing() {
    let app = TestApp::spawn().await;
    let (asset, station) = station_201(&app, "CP-ODD").await;
    station.call("TransactionEvent", transaction_event("Started", 0, 0.0)).await.expect("accepted");
    for word in [json!("ReallyLongMadeUpReasonThatNoSpecDefines".repeat(100)), json!("Local "), json!(7)] {
        let mut ended = transaction_event("Ended", 1, 1000.0);
        ended["transactionInfo"]["stoppedReason"] = word;
        let refused = station.call("TransactionEvent", ended).await.expect_err("a CALLERROR");
        assert!(
            ["FormatViolation", "TypeConstraintViolation", "PropertyConstraintViolation"]
                .contains(&refused.code.as_str()),
            "{refused:?}"
        );
        assert!(refused.description.len() < 500, "no echo of what the station sent: {refused:?}");
    }
    let open = the_session(&app, "/v2", &asset).await;
    assert_eq!((&open["status"], &open["stop_reason"]), (&json!("active"), &Value::Null));
}
