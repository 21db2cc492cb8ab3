//! Sessions on OCPP stations (docs/ocpp.md, docs/asset-controls.md): a simulated station
//! connected to the gateway sends TransactionEvents that make and move sessions (each applied
//! once and in order) and Authorize requests; the REST API asks the station before it writes
//! a session, stops it through the station, and tells it of maintenance and power limits.

use reqwest::Method;
use serde_json::{Value, json};
use std::time::Duration;

use api_tests::station::{Scripted, Station, eventually};
use api_tests::{Reply, Setup, TestApp};
use shared::domain::session::{Action, ActionRequest, NewSession};
use shared::domain::station_command::StationCommand;
use shared::domain::stop_reason::StopReason;
use shared::domain::transaction_event::TransactionEvent;
use shared::ids::AssetId;
use shared::site_access::SiteScope;
use shared::station_sessions::{commands, incoming};
use shared::store::station_transactions::StationAsset;

const SESSIONS: &str = "/asset-controls/sessions";
const EVENTS: &str = "/asset-controls/events";

/// A charging station of organization A (or B): its asset's API id, the station as its
/// connection knows it, and its password.
async fn station(app: &TestApp, org_b: bool, identity: &str) -> (String, StationAsset, String) {
    let org = if org_b { &app.b } else { &app.a };
    let owner = org.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await["id"].as_str().unwrap().to_owned();
    let path = format!("/inventory-service/assets/{asset}/station");
    let made = app.send(Method::POST, &path, &owner, Some(json!({"identity": identity}))).await;
    assert_eq!(made.status, 201, "{}", made.body);
    let password = made.body["data"]["password"].as_str().expect("the password, shown once").to_owned();
    let asset_id = AssetId::parse(&asset).expect("an asset id");
    (asset, StationAsset::platform(org.org_id(), asset_id, identity.to_owned()), password)
}

/// The station connected to the gateway and booted.
async fn online(app: &TestApp, station: &StationAsset, password: &str) -> Station {
    let url = format!("{}/{}", app.ocpp_url, station.org_id.uuid());
    let connected = Station::connect(&url, &station.identity, password).await;
    let connected = connected.unwrap_or_else(|status| panic!("refused with {status}"));
    let booted = connected.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    assert_eq!(booted["status"], "Accepted");
    connected
}

/// A station of A, connected and booted: its asset's id, the station, the connection.
async fn connected(app: &TestApp, identity: &str) -> (String, StationAsset, Station) {
    let (asset, station, password) = station(app, false, identity).await;
    let sim = online(app, &station, &password).await;
    (asset, station, sim)
}

pub(super) fn transaction_event(kind: &str, transaction_id: &str, seq_no: i64, wh: Option<f64>) -> Value {
    let mut payload = json!({
        "eventType": kind,
        "timestamp": "2026-11-24T16:00:00Z",
        "triggerReason": if kind == "Started" { "CablePluggedIn" } else { "MeterValuePeriodic" },
        "seqNo": seq_no,
        "transactionInfo": {"transactionId": transaction_id},
    });
    if let Some(wh) = wh {
        payload["meterValue"] = json!([{
            "timestamp": "2026-11-24T16:00:00Z",
            "sampledValue": [{"value": wh, "measurand": "Energy.Active.Import.Register", "unitOfMeasure": {"unit": "Wh"}}],
        }]);
    }
    payload
}

/// The station sends a TransactionEvent over its connection; the answer it gets.
async fn sends(sim: &Station, payload: Value) -> Value {
    sim.call("TransactionEvent", payload).await.expect("a CALLRESULT")
}

async fn sessions_of(app: &TestApp, asset: &str) -> Vec<Value> {
    let reply = app.get(format!("{SESSIONS}?asset_id={asset}"), &app.a.key("viewer")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().clone()
}

async fn the_session(app: &TestApp, asset: &str) -> Value {
    let sessions = sessions_of(app, asset).await;
    assert_eq!(sessions.len(), 1, "{sessions:?}");
    sessions[0].clone()
}

async fn events(app: &TestApp, kind: &str) -> Vec<Value> {
    let reply = app.get(format!("{EVENTS}?type={kind}"), &app.a.key("viewer")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().clone()
}

async fn start(app: &TestApp, asset: &str) -> Reply {
    app.send(Method::POST, SESSIONS, &app.a.key("service"), Some(json!({"asset_id": asset}))).await
}

async fn act(app: &TestApp, session: &str, body: Value) -> Reply {
    app.send(Method::POST, &format!("{SESSIONS}/{session}/action"), &app.a.key("service"), Some(body)).await
}

/// The CALLs of `action` the station received.
fn received(sim: &Station, action: &str) -> Vec<Value> {
    sim.received().into_iter().filter(|(name, _)| name == action).map(|(_, payload)| payload).collect()
}

#[tokio::test]
async fn a_remote_start_asks_the_station_and_its_started_event_shows_the_transaction_id() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-REMOTE").await;
    let reply = start(&app, &asset).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    let session = reply.body["data"].clone();
    assert_eq!(
        (session["status"].clone(), session["transaction_id"].clone()),
        (json!("active"), Value::Null)
    );

    let asked = received(&sim, "RequestStartTransaction");
    assert_eq!(asked.len(), 1);
    let request = &asked[0];
    assert_eq!(request["evseId"], 1);
    assert_eq!(request["idToken"]["type"], "Central");
    let remote_start_id = request["remoteStartId"].as_i64().expect("a remoteStartId");
    assert!(remote_start_id > 0);
    let token = request["idToken"]["idToken"].as_str().unwrap();
    assert_eq!(
        shared::ids::SessionId::parse(session["id"].as_str().unwrap()).unwrap().uuid().to_string(),
        token
    );

    let authorized = sim.call("Authorize", json!({"idToken": request["idToken"]})).await.expect("answered");
    assert_eq!(authorized["idTokenInfo"]["status"], "Accepted", "the platform's own token for its session");
    let mut started = transaction_event("Started", "tx-remote", 0, Some(0.0));
    started["triggerReason"] = json!("RemoteStart");
    started["transactionInfo"]["remoteStartId"] = json!(remote_start_id);
    started["idToken"] = request["idToken"].clone();
    let answer = sends(&sim, started).await;
    assert_eq!(answer, json!({"idTokenInfo": {"status": "Accepted"}}));

    let shown =
        app.get(format!("{SESSIONS}/{}", session["id"].as_str().unwrap()), &app.a.key("viewer")).await;
    assert_eq!(shown.body["data"]["transaction_id"], "tx-remote");
    assert_eq!(
        sessions_of(&app, &asset).await.len(),
        1,
        "the station's transaction is the platform's session"
    );
    let started = events(&app, "session_started").await;
    assert_eq!(started.len(), 1);
    assert_eq!(
        (started[0]["data"]["source"].clone(), started[0]["data"]["remote_start_id"].clone()),
        (json!("api"), json!(remote_start_id))
    );
}

#[tokio::test]
async fn meter_values_move_the_energy_a_remote_stop_ends_the_session_and_ended_sets_the_final_energy() {
    let app = TestApp::spawn_with(Setup::every_reading_written()).await;
    let (asset, _, sim) = connected(&app, "CP-STOP").await;
    let reply = start(&app, &asset).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    let id = reply.body["data"]["id"].as_str().unwrap().to_owned();
    let request = received(&sim, "RequestStartTransaction").remove(0);
    let mut started = transaction_event("Started", "tx-9", 0, Some(1000.0));
    started["transactionInfo"]["remoteStartId"] = request["remoteStartId"].clone();
    sends(&sim, started).await;
    sends(&sim, transaction_event("Updated", "tx-9", 1, Some(3500.0))).await;
    assert_eq!(the_session(&app, &asset).await["energy_kwh"], 2.5, "counted from the register at the start");
    let mut kwh = transaction_event("Updated", "tx-9", 2, None);
    kwh["meterValue"] = json!([{"timestamp": "2026-11-24T16:01:00Z", "sampledValue": [{"value": 5.0, "unitOfMeasure": {"unit": "kWh"}}]}]);
    sends(&sim, kwh).await;
    assert_eq!(the_session(&app, &asset).await["energy_kwh"], 4.0, "a kWh reading");

    let stopped = act(&app, &id, json!({"action": "stop"})).await;
    assert_eq!(stopped.status, 200, "{}", stopped.body);
    assert_eq!(stopped.body["data"]["status"], "completed");
    assert_eq!(received(&sim, "RequestStopTransaction"), [json!({"transactionId": "tx-9"})]);

    let mut ended = transaction_event("Ended", "tx-9", 3, Some(7250.0));
    ended["triggerReason"] = json!("RemoteStop");
    ended["transactionInfo"]["stoppedReason"] = json!("Remote");
    sends(&sim, ended).await;
    let session = the_session(&app, &asset).await;
    assert_eq!(session["status"], "completed");
    assert_eq!(
        (session["energy_kwh"].clone(), session["stop_reason"].clone()),
        (json!(6.25), json!("Remote"))
    );
    assert!(!session["ended_at"].is_null());
    assert_eq!(events(&app, "session_stopped").await.len(), 1, "the remote stop's");
    let updated = events(&app, "session_updated").await;
    assert_eq!(updated.len(), 4, "bound, two readings, the final energy: {updated:?}");
    assert_eq!(updated[0]["data"]["stop_reason"], "Remote", "newest first");
}

#[tokio::test]
async fn a_transaction_the_station_starts_creates_a_session_and_ended_frees_the_asset() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-LOCAL").await;
    let body = json!({"id_token": "CAFE0004", "type": "ISO14443"});
    let listed = app.send(Method::POST, "/asset-controls/id-tokens", &app.a.key("owner"), Some(body)).await;
    assert_eq!(listed.status, 201, "{}", listed.body);
    // A driver's card at the charger.
    let mut started = transaction_event("Started", "tx-1", 0, Some(0.0));
    started["idToken"] = json!({"idToken": "CAFE0004", "type": "ISO14443"});
    let answer = sends(&sim, started).await;
    assert_eq!(answer, json!({"idTokenInfo": {"status": "Accepted"}}));
    let session = the_session(&app, &asset).await;
    assert_eq!(
        (session["status"].clone(), session["transaction_id"].clone()),
        (json!("active"), json!("tx-1"))
    );
    let started = events(&app, "session_started").await;
    assert_eq!(started.len(), 1);
    assert_eq!(started[0]["session_id"], session["id"]);
    assert_eq!(started[0]["data"]["source"], "station");
    assert_eq!(
        (started[0]["data"]["seq_no"].clone(), started[0]["data"]["offline"].clone()),
        (json!(0), json!(false))
    );
    let busy = start(&app, &asset).await;
    assert_eq!(busy.status, 409, "the station's session holds the asset: {}", busy.body);
    assert_eq!(busy.body["error"]["details"]["reason"], "session_already_open");
    assert!(received(&sim, "RequestStartTransaction").is_empty(), "refused before the station is asked");

    let mut ended = transaction_event("Ended", "tx-1", 1, Some(1800.0));
    ended["transactionInfo"]["stoppedReason"] = json!("EVDisconnected");
    sends(&sim, ended).await;
    let session = the_session(&app, &asset).await;
    assert_eq!(
        (session["status"].clone(), session["stop_reason"].clone()),
        (json!("completed"), json!("EVDisconnected"))
    );
    assert_eq!(session["energy_kwh"], 1.8);
    let stopped = events(&app, "session_stopped").await;
    assert_eq!(stopped[0]["data"]["stop_reason"], "EVDisconnected");
    sends(&sim, transaction_event("Started", "tx-2", 2, None)).await;
    assert_eq!(sessions_of(&app, &asset).await.len(), 2, "the asset was free for the next transaction");
}

#[tokio::test]
async fn a_plain_session_shows_a_null_transaction_id() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await["id"].as_str().unwrap().to_owned();
    let reply = start(&app, &asset).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    assert_eq!(reply.body["data"]["transaction_id"], Value::Null);
}

#[tokio::test]
async fn an_offline_queue_replay_applies_each_event_once_and_in_order() {
    let app = TestApp::spawn_with(Setup::every_reading_written()).await;
    let (asset, _, sim) = connected(&app, "CP-QUEUE").await;
    let offline = |mut payload: Value| {
        payload["offline"] = json!(true);
        payload
    };
    sends(&sim, offline(transaction_event("Started", "tx-q", 10, Some(0.0)))).await;
    sends(&sim, offline(transaction_event("Updated", "tx-q", 12, Some(4000.0)))).await;
    // The same event again, and older ones after the newer: none changes anything.
    sends(&sim, offline(transaction_event("Updated", "tx-q", 12, Some(4000.0)))).await;
    sends(&sim, offline(transaction_event("Updated", "tx-q", 11, Some(9000.0)))).await;
    sends(&sim, offline(transaction_event("Started", "tx-q", 10, Some(0.0)))).await;
    let session = the_session(&app, &asset).await;
    assert_eq!(session["energy_kwh"], 4.0);
    assert_eq!(events(&app, "session_started").await.len(), 1);
    let updated = events(&app, "session_updated").await;
    assert_eq!(updated.len(), 1, "{updated:?}");
    assert_eq!(
        (updated[0]["data"]["seq_no"].clone(), updated[0]["data"]["offline"].clone()),
        (json!(12), json!(true))
    );
    sends(&sim, offline(transaction_event("Updated", "tx-q", 13, Some(5000.0)))).await;
    assert_eq!(the_session(&app, &asset).await["energy_kwh"], 5.0);
}

#[tokio::test]
async fn a_station_cannot_touch_another_organizations_session() {
    let app = TestApp::spawn().await;
    let (asset_a, _, sim_a) = connected(&app, "CP-A").await;
    let (asset_b, station_b, password_b) = station(&app, true, "CP-B").await;
    let sim_b = online(&app, &station_b, &password_b).await;
    let reply = start(&app, &asset_a).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    let request = received(&sim_a, "RequestStartTransaction").remove(0);
    let mut started = transaction_event("Started", "tx-shared", 0, Some(0.0));
    started["transactionInfo"]["remoteStartId"] = request["remoteStartId"].clone();
    started["idToken"] = request["idToken"].clone();

    // B's station names A's remoteStartId, A's session id as its token, then the transaction
    // id A's station will use, with ever higher seqNos.
    let answer = sends(&sim_b, started.clone()).await;
    assert_eq!(answer["idTokenInfo"]["status"], "Invalid", "A's token is not B's");
    sends(&sim_a, started).await;
    let before = the_session(&app, &asset_a).await;
    assert_eq!(before["transaction_id"], "tx-shared");
    sends(&sim_b, transaction_event("Updated", "tx-shared", 5, Some(9000.0))).await;
    let mut ended = transaction_event("Ended", "tx-shared", 6, Some(9500.0));
    ended["transactionInfo"]["stoppedReason"] = json!("Remote");
    sends(&sim_b, ended).await;
    let authorized = sim_b.call("Authorize", json!({"idToken": request["idToken"]})).await.expect("answered");
    assert_eq!(authorized["idTokenInfo"]["status"], "Invalid");

    assert_eq!(the_session(&app, &asset_a).await, before, "A's session is as it was");
    let b_sessions = app.get(format!("{SESSIONS}?asset_id={asset_b}"), &app.b.key("viewer")).await;
    let b_sessions = b_sessions.body["data"].as_array().unwrap().clone();
    assert_eq!(b_sessions.len(), 1, "B's station made its own session on its own asset");
    assert_eq!(
        (b_sessions[0]["asset_id"].clone(), b_sessions[0]["status"].clone()),
        (json!(asset_b), json!("completed"))
    );
}

#[tokio::test]
async fn authorize_accepts_the_organizations_tokens_and_records_only_their_last_four_characters() {
    let app = TestApp::spawn().await;
    let (_, _, sim) = connected(&app, "CP-AUTH").await;
    let body = json!({"id_token": "04A1B2C3D4E5", "type": "ISO14443", "reference": "Fleet card 7"});
    let listed = app.send(Method::POST, "/asset-controls/id-tokens", &app.a.key("owner"), Some(body)).await;
    assert_eq!(listed.status, 201, "{}", listed.body);
    let ask = |token: &str, kind: &str| json!({"idToken": {"idToken": token, "type": kind}});
    let known = sim.call("Authorize", ask("04A1B2C3D4E5", "ISO14443")).await.expect("answered");
    assert_eq!(known, json!({"idTokenInfo": {"status": "Accepted"}}));
    let unknown = sim.call("Authorize", ask("DEADBEEF", "ISO14443")).await.expect("answered");
    assert_eq!(unknown["idTokenInfo"]["status"], "Invalid");
    let other_type = sim.call("Authorize", ask("04A1B2C3D4E5", "eMAID")).await.expect("answered");
    assert_eq!(other_type["idTokenInfo"]["status"], "Invalid");

    let recorded = events(&app, "station_authorize").await;
    assert_eq!(recorded.len(), 3);
    let accepted = recorded.iter().find(|e| e["data"]["status"] == "Accepted").expect("the accepted one");
    assert_eq!(accepted["data"]["id_token"], json!({"type": "ISO14443", "last4": "D4E5"}));
    assert!(!recorded.iter().any(|e| e.to_string().contains("04A1B2C3")), "the token itself is never kept");
}

#[tokio::test]
async fn a_central_token_naming_no_open_session_of_the_station_is_invalid() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-CENTRAL").await;
    let ask = |token: String| json!({"idToken": {"idToken": token, "type": "Central"}});
    let nobody = shared::ids::SessionId::generate().uuid().to_string();
    let unknown = sim.call("Authorize", ask(nobody)).await.expect("answered after its wait");
    assert_eq!(unknown["idTokenInfo"]["status"], "Invalid");
    let not_a_session = sim.call("Authorize", ask("card-1".into())).await.expect("answered");
    assert_eq!(not_a_session["idTokenInfo"]["status"], "Invalid");

    sends(&sim, transaction_event("Started", "tx-c", 0, None)).await;
    let id = the_session(&app, &asset).await["id"].as_str().unwrap().to_owned();
    let uuid = shared::ids::SessionId::parse(&id).unwrap().uuid().to_string();
    let open = sim.call("Authorize", ask(uuid.clone())).await.expect("answered");
    assert_eq!(open["idTokenInfo"]["status"], "Accepted", "the station's own open session");
    sends(&sim, transaction_event("Ended", "tx-c", 1, None)).await;
    let ended = sim.call("Authorize", ask(uuid)).await.expect("answered");
    assert_eq!(ended["idTokenInfo"]["status"], "Invalid", "a completed session charges no more");
}

#[tokio::test]
async fn a_listed_tokens_reference_goes_to_the_session_it_starts() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-REF").await;
    let body = json!({"id_token": "CAFE0001", "type": "ISO14443", "reference": "Fleet card 9"});
    let listed = app.send(Method::POST, "/asset-controls/id-tokens", &app.a.key("owner"), Some(body)).await;
    assert_eq!(listed.status, 201, "{}", listed.body);
    let mut started = transaction_event("Started", "tx-ref", 0, None);
    started["idToken"] = json!({"idToken": "CAFE0001", "type": "ISO14443"});
    let answer = sends(&sim, started).await;
    assert_eq!(answer, json!({"idTokenInfo": {"status": "Accepted"}}));
    assert_eq!(the_session(&app, &asset).await["reference"], "Fleet card 9");
}

#[tokio::test]
async fn a_transaction_event_that_does_not_fit_its_schema_is_a_format_violation() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-BAD").await;
    let mut bad = transaction_event("Started", "tx-bad", 0, None);
    bad["seqNo"] = json!("zero");
    let refused = sim.call("TransactionEvent", bad).await.expect_err("a CALLERROR");
    assert_eq!(refused.code, "FormatViolation");
    let long = transaction_event("Started", &"x".repeat(37), 0, None);
    assert_eq!(sim.call("TransactionEvent", long).await.expect_err("a CALLERROR").code, "FormatViolation");
    assert!(sessions_of(&app, &asset).await.is_empty());
    sends(&sim, transaction_event("Started", "tx-good", 1, None)).await;
    assert_eq!(sessions_of(&app, &asset).await.len(), 1, "the connection survives");
}

#[tokio::test]
async fn an_offline_station_refuses_a_session_with_409_station_offline_and_nothing_is_written() {
    let app = TestApp::spawn().await;
    let (asset, _, _) = station(&app, false, "CP-OFF").await;
    let reply = start(&app, &asset).await;
    assert_eq!((reply.status, reply.code()), (409, "CONFLICT"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], "station_offline");
    assert!(sessions_of(&app, &asset).await.is_empty());
    assert!(events(&app, "session_started").await.is_empty());
}

#[tokio::test]
async fn a_station_that_rejects_the_start_is_409_station_rejected_and_nothing_is_written() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-NO").await;
    sim.script(|_, _| Scripted::Result(json!({"status": "Rejected"})));
    let reply = start(&app, &asset).await;
    assert_eq!((reply.status, reply.code()), (409, "CONFLICT"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], "station_rejected");
    assert_eq!(reply.body["error"]["details"]["status"], "Rejected");
    assert!(sessions_of(&app, &asset).await.is_empty());
    assert!(events(&app, "session_started").await.is_empty());
}

#[tokio::test]
async fn a_callerror_for_the_start_is_502_and_nothing_is_written() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-ERR").await;
    sim.script(|_, _| Scripted::Error { code: "InternalError".into(), description: "boom".into() });
    let reply = start(&app, &asset).await;
    assert_eq!((reply.status, reply.code()), (502, "UPSTREAM_ERROR"), "{}", reply.body);
    assert!(!reply.body.to_string().contains("boom"), "the station's text is not passed on");
    assert!(sessions_of(&app, &asset).await.is_empty());
}

#[tokio::test]
async fn a_station_that_never_answers_the_start_is_504_and_nothing_is_written() {
    // A short call timeout of its own: the station never answers, so it cannot flake.
    let setup = Setup {
        configure: Some(|config| config.ocpp_call_timeout = Duration::from_millis(300)),
        ..Setup::default()
    };
    let app = TestApp::spawn_with(setup).await;
    let (asset, _, sim) = connected(&app, "CP-MUTE").await;
    sim.script(|_, _| Scripted::Silence);
    let reply = start(&app, &asset).await;
    assert_eq!((reply.status, reply.code()), (504, "TIMEOUT"), "{}", reply.body);
    assert!(sessions_of(&app, &asset).await.is_empty());
    assert!(events(&app, "session_started").await.is_empty());
}

#[tokio::test]
async fn a_station_that_rejects_the_stop_leaves_the_session_open() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-KEEP").await;
    sends(&sim, transaction_event("Started", "tx-keep", 0, None)).await;
    let id = the_session(&app, &asset).await["id"].as_str().unwrap().to_owned();
    sim.script(|_, _| Scripted::Result(json!({"status": "Rejected"})));
    let reply = act(&app, &id, json!({"action": "stop"})).await;
    assert_eq!((reply.status, reply.code()), (409, "CONFLICT"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], "station_rejected");
    assert_eq!(the_session(&app, &asset).await["status"], "active");
    assert!(events(&app, "session_stopped").await.is_empty());
}

#[tokio::test]
async fn pausing_a_station_session_sends_its_transaction_a_zero_limit_and_resuming_lifts_it() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-PAUSE").await;
    let mut started = transaction_event("Started", "tx-pause", 0, Some(0.0));
    started["evse"] = json!({"id": 1, "connectorId": 1});
    sends(&sim, started).await;
    let id = the_session(&app, &asset).await["id"].as_str().unwrap().to_owned();

    let paused = act(&app, &id, json!({"action": "pause"})).await;
    assert_eq!(paused.status, 200, "{}", paused.body);
    assert_eq!(paused.body["data"]["status"], "paused");
    let limits = received(&sim, "SetChargingProfile");
    assert_eq!(limits.len(), 1, "{limits:?}");
    let profile = &limits[0]["chargingProfile"];
    assert_eq!(
        (limits[0]["evseId"].clone(), profile["transactionId"].clone()),
        (json!(1), json!("tx-pause"))
    );
    assert_eq!(profile["chargingProfilePurpose"], "TxProfile");
    assert_eq!(profile["chargingSchedule"][0]["chargingSchedulePeriod"][0]["limit"], json!(0));

    let resumed = act(&app, &id, json!({"action": "resume"})).await;
    assert_eq!(resumed.status, 200, "{}", resumed.body);
    assert_eq!(resumed.body["data"]["status"], "active");
    let limits = received(&sim, "SetChargingProfile");
    assert_eq!(limits.len(), 2);
    let period = &limits[1]["chargingProfile"]["chargingSchedule"][0]["chargingSchedulePeriod"][0];
    assert_eq!(period["limit"], json!(22000), "the EVSE's capacity again");
    assert_eq!(events(&app, "session_paused").await.len(), 1);
    assert_eq!(events(&app, "session_resumed").await.len(), 1);
}

#[tokio::test]
async fn a_resume_the_record_would_refuse_never_lets_the_car_charge() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-NORESUME").await;
    sends(&sim, transaction_event("Started", "tx-noresume", 0, None)).await;
    let id = the_session(&app, &asset).await["id"].as_str().unwrap().to_owned();
    assert_eq!(act(&app, &id, json!({"action": "pause"})).await.status, 200);
    // The asset left service underneath the paused session (as a race with maintenance would).
    let store = &app.app.store;
    let asset_id = AssetId::parse(&asset).expect("an asset id");
    store
        .client()
        .update_item()
        .table_name(store.table())
        .key("PK", aws_sdk_dynamodb::types::AttributeValue::S(format!("ASSET#{}", asset_id.uuid())))
        .key("SK", aws_sdk_dynamodb::types::AttributeValue::S("ASSET".into()))
        .update_expression("SET #status = :maintenance")
        .expression_attribute_names("#status", "status")
        .expression_attribute_values(
            ":maintenance",
            aws_sdk_dynamodb::types::AttributeValue::S("maintenance".into()),
        )
        .send()
        .await
        .expect("the asset in maintenance");

    let reply = act(&app, &id, json!({"action": "resume"})).await;
    assert_eq!((reply.status, reply.code()), (409, "CONFLICT"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], "asset_not_active");
    assert_eq!(received(&sim, "SetChargingProfile").len(), 1, "only the pause reached the station");
    assert_eq!(the_session(&app, &asset).await["status"], "paused");
}

#[tokio::test]
async fn a_station_that_rejects_the_pause_leaves_the_session_charging() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-NOPAUSE").await;
    sends(&sim, transaction_event("Started", "tx-nopause", 0, None)).await;
    let id = the_session(&app, &asset).await["id"].as_str().unwrap().to_owned();
    sim.script(|_, _| Scripted::Result(json!({"status": "Rejected"})));
    let reply = act(&app, &id, json!({"action": "pause"})).await;
    assert_eq!((reply.status, reply.code()), (409, "CONFLICT"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], "station_rejected");
    assert_eq!(the_session(&app, &asset).await["status"], "active");
    assert!(events(&app, "session_paused").await.is_empty());
    let sent = received(&sim, "SetChargingProfile");
    assert_eq!(sent[0]["evseId"], json!(1), "a transaction that named no EVSE is on the only one");
}

#[tokio::test]
async fn a_station_with_an_open_session_cannot_be_removed() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-BUSY").await;
    sends(&sim, transaction_event("Started", "tx-busy", 0, None)).await;
    let id = the_session(&app, &asset).await["id"].clone();
    let path = format!("/inventory-service/assets/{asset}/station");
    let refused = app.send(Method::DELETE, &path, &app.a.key("admin"), None).await;
    assert_eq!((refused.status, refused.code()), (409, "CONFLICT"), "{}", refused.body);
    assert_eq!(refused.body["error"]["details"]["reason"], "session_open");
    assert_eq!(refused.body["error"]["details"]["session_id"], id);
    assert!(
        app.app.store.station(&app.a.station_key("cp-busy")).await.unwrap().is_some(),
        "the station stays"
    );
}

#[tokio::test]
async fn a_stop_before_the_station_started_its_transaction_completes_without_a_call() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-EARLY").await;
    let reply = start(&app, &asset).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    let id = reply.body["data"]["id"].as_str().unwrap().to_owned();
    let stopped = act(&app, &id, json!({"action": "stop"})).await;
    assert_eq!(stopped.status, 200, "{}", stopped.body);
    assert_eq!(stopped.body["data"]["status"], "completed");
    assert!(received(&sim, "RequestStopTransaction").is_empty(), "no transactionId to name");
}

#[tokio::test]
async fn maintenance_sends_change_availability_inoperative_and_active_operative() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-MAINT").await;
    let path = format!("/inventory-service/assets/{asset}");
    let owner = app.a.key("owner");
    let reply = app.send(Method::PATCH, &path, &owner, Some(json!({"status": "maintenance"}))).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["status"], "maintenance");
    assert_eq!(received(&sim, "ChangeAvailability"), [json!({"operationalStatus": "Inoperative"})]);
    let commands = events(&app, "station_command").await;
    assert_eq!(commands.len(), 1);
    assert_eq!(commands[0]["asset_id"], asset.as_str());
    let data = &commands[0]["data"];
    assert_eq!(
        (data["action"].clone(), data["reason"].clone()),
        (json!("ChangeAvailability"), json!("maintenance"))
    );
    assert_eq!(data["result"], json!({"status": "Accepted"}));
    let back = app.send(Method::PATCH, &path, &owner, Some(json!({"status": "active"}))).await;
    assert_eq!(back.status, 200, "{}", back.body);
    assert_eq!(received(&sim, "ChangeAvailability")[1], json!({"operationalStatus": "Operative"}));
}

#[tokio::test]
async fn maintenance_on_an_offline_station_changes_the_asset_and_records_why_nothing_was_sent() {
    let app = TestApp::spawn().await;
    let (asset, _, _) = station(&app, false, "CP-DARK").await;
    let path = format!("/inventory-service/assets/{asset}");
    let reply =
        app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"status": "maintenance"}))).await;
    assert_eq!(reply.status, 200, "the asset changes whatever the station says: {}", reply.body);
    let commands = events(&app, "station_command").await;
    assert_eq!(commands.len(), 1);
    assert_eq!(commands[0]["data"]["request"], json!({"command": "change_availability", "operative": false}));
    assert_eq!(commands[0]["data"]["failure"], "station_offline");
}

#[tokio::test]
async fn a_scheduled_power_limit_on_a_station_sends_a_charging_profile_and_records_the_answer() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-LIMIT").await;
    let schedule = super::schedules::enabled_schedule(&app, "UTC").await;
    let due = (chrono::Utc::now().timestamp() + 600) * 1000;
    let at = chrono::DateTime::from_timestamp_millis(due).unwrap().to_rfc3339();
    let body = json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": 7.4, "at": at});
    let item = super::schedules::add_item(&app, &schedule, body).await;
    assert_eq!(item.status, 201, "{}", item.body);
    scheduler::run(&app.app, due + 1_000).await.expect("scheduler run");

    let sent = received(&sim, "SetChargingProfile");
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0]["evseId"], 0);
    let profile = &sent[0]["chargingProfile"];
    assert_eq!(
        (profile["chargingProfilePurpose"].clone(), profile["stackLevel"].clone()),
        (json!("ChargingStationMaxProfile"), json!(0))
    );
    assert_eq!(profile["chargingSchedule"][0]["chargingRateUnit"], "W");
    assert_eq!(profile["chargingSchedule"][0]["chargingSchedulePeriod"][0]["limit"].as_f64(), Some(7400.0));
    let runs = events(&app, "schedule_triggered").await;
    let result = &runs[0]["data"]["results"][0];
    assert_eq!(result["outcome"], "succeeded", "{result}");
    assert_eq!(result["station"], json!({"action": "SetChargingProfile", "result": {"status": "Accepted"}}));
    let shown = app.get(format!("/inventory-service/assets/{asset}"), &app.a.key("viewer")).await;
    assert_eq!(shown.body["data"]["power_limit_kw"], 7.4);
}

/// A one-off item of `action` on `asset`, due ten minutes from now; its due time.
async fn scheduled(app: &TestApp, asset: &str, action: &str) -> i64 {
    let schedule = super::schedules::enabled_schedule(app, "UTC").await;
    let due = (chrono::Utc::now().timestamp() + 600) * 1000;
    let at = chrono::DateTime::from_timestamp_millis(due).unwrap().to_rfc3339();
    let body = json!({"asset_id": asset, "action": action, "at": at});
    let path = format!("/asset-controls/schedules/{schedule}/items");
    let item = app.send(Method::POST, &path, &app.a.key("owner"), Some(body)).await;
    assert_eq!(item.status, 201, "{}", item.body);
    due
}

#[tokio::test]
async fn a_scheduled_start_on_a_station_asks_it_and_a_refusal_fails_the_run_on_that_asset() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-SCHED").await;
    let due = scheduled(&app, &asset, "start_session").await;
    scheduler::run(&app.app, due + 1_000).await.expect("scheduler run");
    assert_eq!(received(&sim, "RequestStartTransaction").len(), 1);
    let session = the_session(&app, &asset).await;
    assert_eq!(session["status"], "active");

    let (offline_asset, _, _) = station(&app, false, "CP-SCHED-OFF").await;
    let due = scheduled(&app, &offline_asset, "start_session").await;
    scheduler::run(&app.app, due + 1_000).await.expect("scheduler run");
    let runs = events(&app, "schedule_triggered").await;
    let failed = runs.iter().find(|run| run["asset_id"] == offline_asset.as_str()).expect("the offline run");
    assert_eq!(failed["data"]["results"][0]["outcome"], "failed", "{failed}");
    assert_eq!(failed["data"]["results"][0]["reason"], "station_offline");
    assert!(sessions_of(&app, &offline_asset).await.is_empty());
}

/// A station on a link of its own, for races the transport cannot time: it answers every
/// CALL with `status`, after sending the TransactionEvent `before_answer` makes of the CALL
/// (if any), and keeps the CALLs.
struct ScriptedStation {
    app: std::sync::Arc<shared::App>,
    station: StationAsset,
    status: &'static str,
    before_answer: fn(&StationCommand) -> Option<Value>,
    calls: std::sync::Mutex<Vec<StationCommand>>,
}

impl commands::StationLink for ScriptedStation {
    fn call<'a>(&'a self, target: commands::Target<'a>, command: StationCommand) -> commands::CallAnswer<'a> {
        Box::pin(async move {
            assert_eq!(
                (target.identity, target.asset),
                (self.station.identity.as_str(), self.station.asset_id)
            );
            self.calls.lock().unwrap().push(command.clone());
            if let Some(event) = (self.before_answer)(&command) {
                let event = TransactionEvent::from_json(&event).expect("a TransactionEvent");
                incoming::transaction_event(&self.app.store, &self.station, &event).await.expect("answered");
            }
            Ok(json!({"status": self.status}))
        })
    }
}

#[tokio::test]
async fn a_started_event_ahead_of_the_platforms_write_is_the_session_the_start_returns_with_its_reference() {
    let app = TestApp::spawn().await;
    let (asset, station, _) = station(&app, false, "CP-RACE").await;
    // The station sends Started (with the remoteStartId) before its answer reaches the API.
    let link = ScriptedStation {
        app: app.app.clone(),
        station: station.clone(),
        status: "Accepted",
        before_answer: |command| {
            let StationCommand::StartTransaction { remote_start_id, session_id, .. } = command else {
                return None;
            };
            let mut started = transaction_event("Started", "tx-race", 0, Some(0.0));
            started["transactionInfo"]["remoteStartId"] = json!(remote_start_id);
            started["idToken"] = json!({"idToken": session_id, "type": "Central"});
            Some(started)
        },
        calls: Default::default(),
    };
    let new = NewSession {
        asset_given: asset.clone(),
        asset_id: AssetId::parse(&asset),
        reference: Some("driver-42".into()),
        evse_id: None,
    };
    let session =
        commands::start_session(&app.app.store, &link, station.org_id, &new, &SiteScope::All, |_, _| None)
            .await
            .expect("the start does not fail for the session the station made")
            .session;
    assert_eq!(session.transaction_id(), Some("tx-race"));
    assert_eq!(
        session.reference.as_deref(),
        Some("driver-42"),
        "the start's reference, whoever wrote the session"
    );
    assert_eq!(the_session(&app, &asset).await["reference"], "driver-42");
    assert_eq!(the_session(&app, &asset).await["id"], session.id.legacy());
    let StationCommand::StartTransaction { session_id, .. } = link.calls.lock().unwrap()[0].clone() else {
        panic!("a start first")
    };
    assert_eq!(session_id, session.id.uuid().to_string(), "the session the platform meant to write");
    let stop = ActionRequest {
        action: Action::Stop,
        reason: None,
        energy_kwh: None,
        stop_by: StopReason::Requested,
    };
    let stopped =
        commands::act_on_session(&app.app.store, &link, station.org_id, session.id, &stop, &SiteScope::All)
            .await;
    assert_eq!(stopped.expect("stopped").status.as_str(), "completed");
    assert_eq!(
        link.calls.lock().unwrap()[1],
        StationCommand::StopTransaction { transaction_id: "tx-race".into() }
    );
}

#[tokio::test]
async fn a_stop_the_station_ended_before_the_platforms_write_is_the_completed_session() {
    let app = TestApp::spawn().await;
    let (asset, station, _) = station(&app, false, "CP-QUICK").await;
    // The station sends its Ended event before its answer to the stop reaches the API.
    let link = ScriptedStation {
        app: app.app.clone(),
        station: station.clone(),
        status: "Accepted",
        before_answer: |command| {
            let mut ended = transaction_event("Ended", "tx-quick", 1, Some(3000.0));
            ended["transactionInfo"]["stoppedReason"] = json!("Remote");
            matches!(command, StationCommand::StopTransaction { .. }).then_some(ended)
        },
        calls: Default::default(),
    };
    incoming::transaction_event(
        &app.app.store,
        &station,
        &TransactionEvent::from_json(&transaction_event("Started", "tx-quick", 0, Some(0.0))).unwrap(),
    )
    .await
    .expect("started");
    let id = shared::ids::SessionId::parse(the_session(&app, &asset).await["id"].as_str().unwrap()).unwrap();
    let stop = ActionRequest {
        action: Action::Stop,
        reason: None,
        energy_kwh: None,
        stop_by: StopReason::Requested,
    };
    let stopped = commands::act_on_session(&app.app.store, &link, station.org_id, id, &stop, &SiteScope::All)
        .await
        .expect("the stop the station accepted is not a conflict");
    assert_eq!(stopped.status.as_str(), "completed");
    assert_eq!(stopped.energy_kwh.to_json(), json!(3));
}

/// A station whose pause another request already recorded while it answered: the concurrent
/// same action that won.
struct PausedMeanwhile {
    app: std::sync::Arc<shared::App>,
    org: shared::ids::OrgId,
    session: shared::ids::SessionId,
    calls: std::sync::Mutex<Vec<StationCommand>>,
}

impl commands::StationLink for PausedMeanwhile {
    fn call<'a>(&'a self, _: commands::Target<'a>, command: StationCommand) -> commands::CallAnswer<'a> {
        Box::pin(async move {
            if self.calls.lock().unwrap().is_empty() {
                let pause = ActionRequest {
                    action: Action::Pause,
                    reason: None,
                    energy_kwh: None,
                    stop_by: StopReason::Requested,
                };
                self.app
                    .store
                    .accepted_by_station(self.org, self.session, &pause, &SiteScope::All)
                    .await
                    .expect("the other request's pause");
            }
            self.calls.lock().unwrap().push(command);
            Ok(json!({"status": "Accepted"}))
        })
    }
}

#[tokio::test]
async fn a_pause_another_request_recorded_meanwhile_is_not_taken_back_on_the_station() {
    let app = TestApp::spawn().await;
    let (asset, station, _) = station(&app, false, "CP-TWOPAUSE").await;
    incoming::transaction_event(
        &app.app.store,
        &station,
        &TransactionEvent::from_json(&transaction_event("Started", "tx-twopause", 0, Some(0.0))).unwrap(),
    )
    .await
    .expect("started");
    let id = shared::ids::SessionId::parse(the_session(&app, &asset).await["id"].as_str().unwrap()).unwrap();
    let link =
        PausedMeanwhile { app: app.app.clone(), org: station.org_id, session: id, calls: Default::default() };
    let pause = ActionRequest {
        action: Action::Pause,
        reason: None,
        energy_kwh: None,
        stop_by: StopReason::Requested,
    };
    let lost =
        commands::act_on_session(&app.app.store, &link, station.org_id, id, &pause, &SiteScope::All).await;
    assert!(lost.is_err(), "the other request paused it first");
    assert_eq!(the_session(&app, &asset).await["status"], "paused");
    let calls = link.calls.lock().unwrap().clone();
    assert_eq!(calls.len(), 1, "no limit sent back: the record says paused, as the car is: {calls:?}");
}

#[tokio::test]
async fn a_connection_cut_off_by_a_password_rotation_cannot_move_sessions() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-ROTATED").await;
    let path = format!("/inventory-service/assets/{asset}/station/password");
    let rotated = app.send(Method::POST, &path, &app.a.key("owner"), None).await;
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    let refused = sim.call("TransactionEvent", transaction_event("Started", "tx-stale", 0, Some(0.0))).await;
    assert!(refused.is_err(), "the old connection starts nothing: {refused:?}");
    assert!(sim.closed().await, "and is closed");
    assert!(sessions_of(&app, &asset).await.is_empty());
}

/// A test of its own with a short call timeout: the silent station cannot make it flake.
async fn with_short_calls() -> TestApp {
    let setup = Setup {
        configure: Some(|config| config.ocpp_call_timeout = Duration::from_millis(300)),
        ..Setup::default()
    };
    TestApp::spawn_with(setup).await
}

/// The first CALL of `action` the station received, waited for: its reader may be a moment
/// behind the API's answer on a loaded machine.
async fn first_received(sim: &Station, action: &str) -> Value {
    eventually(&format!("a {action} reaches the station"), || async { !received(sim, action).is_empty() })
        .await;
    received(sim, action).remove(0)
}

/// Sets one number attribute of an item directly in the table: a time the test cannot wait for.
async fn set_number(app: &TestApp, (pk, sk): (String, &str), attribute: &str, value: i64) {
    use aws_sdk_dynamodb::types::AttributeValue;
    let store = &app.app.store;
    store
        .client()
        .update_item()
        .table_name(store.table())
        .key("PK", AttributeValue::S(pk))
        .key("SK", AttributeValue::S(sk.into()))
        .update_expression("SET #a = :v")
        .expression_attribute_names("#a", attribute)
        .expression_attribute_values(":v", AttributeValue::N(value.to_string()))
        .send()
        .await
        .expect("set in the table");
}

/// The session accepted six minutes ago, past its bind window, and never started by the station.
async fn accepted_long_ago(app: &TestApp, id: shared::ids::SessionId) {
    let key = (format!("SESSION#{}", id.uuid()), "SESSION");
    set_number(app, key, "started_at", shared::time::now_ms() - 6 * 60_000).await;
}

/// The Started event a station sends for the platform's RequestStartTransaction `request`.
fn started_for(request: &Value, transaction_id: &str, remote_start_id: bool) -> Value {
    let mut started = transaction_event("Started", transaction_id, 0, Some(0.0));
    if remote_start_id {
        started["transactionInfo"]["remoteStartId"] = request["remoteStartId"].clone();
    }
    started["idToken"] = request["idToken"].clone();
    started
}

#[tokio::test]
async fn a_start_whose_answer_never_came_holds_the_asset_so_a_retry_is_409_start_pending_and_asks_nothing() {
    let app = with_short_calls().await;
    let (asset, _, sim) = connected(&app, "CP-LOST").await;
    sim.script(|_, _| Scripted::Silence);
    assert_eq!(start(&app, &asset).await.status, 504);
    let token = first_received(&sim, "RequestStartTransaction").await["idToken"]["idToken"].clone();
    let retry = start(&app, &asset).await;
    assert_eq!((retry.status, retry.code()), (409, "CONFLICT"), "{}", retry.body);
    assert_eq!(retry.body["error"]["details"]["reason"], "start_pending");
    let named = shared::ids::SessionId::parse(retry.body["error"]["details"]["session_id"].as_str().unwrap());
    assert_eq!(named.map(|id| id.uuid().to_string()), Some(token.as_str().unwrap().to_owned()));
    assert_eq!(received(&sim, "RequestStartTransaction").len(), 1, "the station is not asked twice");
}

#[tokio::test]
async fn a_started_event_after_a_lost_answer_makes_the_session_the_start_named() {
    let app = with_short_calls().await;
    let (asset, _, sim) = connected(&app, "CP-LATE").await;
    sim.script(|_, _| Scripted::Silence);
    assert_eq!(start(&app, &asset).await.status, 504);
    let request = first_received(&sim, "RequestStartTransaction").await;
    let answer = sends(&sim, started_for(&request, "tx-late", true)).await;
    assert_eq!(answer["idTokenInfo"]["status"], "Accepted");
    let session = the_session(&app, &asset).await;
    let id = shared::ids::SessionId::parse(session["id"].as_str().unwrap()).unwrap();
    assert_eq!(json!(id.uuid().to_string()), request["idToken"]["idToken"]);
    assert_eq!(
        (session["status"].clone(), session["transaction_id"].clone()),
        (json!("active"), json!("tx-late"))
    );
    let retry = start(&app, &asset).await;
    assert_eq!(retry.body["error"]["details"]["reason"], "session_already_open", "{}", retry.body);
}

#[tokio::test]
async fn a_central_token_is_accepted_while_its_start_waits_for_the_stations_answer() {
    let app = with_short_calls().await;
    let (asset, _, sim) = connected(&app, "CP-AUTHWAIT").await;
    sim.script(|_, _| Scripted::Silence);
    assert_eq!(start(&app, &asset).await.status, 504);
    let request = first_received(&sim, "RequestStartTransaction").await;
    let authorized =
        sim.call("Authorize", json!({"idToken": request["idToken"].clone()})).await.expect("answered");
    assert_eq!(authorized["idTokenInfo"]["status"], "Accepted", "the claim names the session to be");
}

#[tokio::test]
async fn a_station_that_rejects_the_start_leaves_the_asset_free_for_the_next_one() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-AGAIN").await;
    sim.script(|_, _| Scripted::Result(json!({"status": "Rejected"})));
    assert_eq!(start(&app, &asset).await.status, 409);
    sim.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    let second = start(&app, &asset).await;
    assert_eq!(second.status, 201, "{}", second.body);
}

#[tokio::test]
async fn a_start_answer_that_does_not_fit_its_schema_is_502_and_keeps_the_claim_as_for_a_lost_answer() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-ODD").await;
    sim.script(|_, _| Scripted::Result(json!({"status": "Sure, why not"})));
    let reply = start(&app, &asset).await;
    assert_eq!((reply.status, reply.code()), (502, "UPSTREAM_ERROR"), "{}", reply.body);
    assert!(!reply.body.to_string().contains("why not"), "the station's text is not passed on");
    // The station answered something: it may have started, so the asset stays claimed.
    let retry = start(&app, &asset).await;
    assert_eq!(retry.body["error"]["details"]["reason"], "start_pending", "{}", retry.body);
}

#[tokio::test]
async fn a_station_callerror_for_the_start_leaves_the_asset_free() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-ERRFREE").await;
    sim.script(|_, _| Scripted::Error { code: "InternalError".into(), description: "boom".into() });
    assert_eq!(start(&app, &asset).await.status, 502);
    sim.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    assert_eq!(start(&app, &asset).await.status, 201);
}

#[tokio::test]
async fn a_session_the_station_never_starts_expires_and_frees_the_asset() {
    let app = TestApp::spawn().await;
    let (asset, _, _sim) = connected(&app, "CP-NEVER").await;
    let first = start(&app, &asset).await;
    assert_eq!(first.status, 201, "{}", first.body);
    let id = shared::ids::SessionId::parse(first.body["data"]["id"].as_str().unwrap()).unwrap();
    accepted_long_ago(&app, id).await;
    let second = start(&app, &asset).await;
    assert_eq!(second.status, 201, "{}", second.body);
    let expired = app.get(format!("{SESSIONS}/{}", id.legacy()), &app.a.key("viewer")).await;
    assert_eq!(
        (expired.body["data"]["status"].clone(), expired.body["data"]["stop_reason"].clone()),
        (json!("completed"), json!("not_started"))
    );
}

#[tokio::test]
async fn a_started_event_for_a_start_the_platform_stopped_first_is_refused_and_makes_no_session() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-CANCEL").await;
    let reply = start(&app, &asset).await;
    let id = reply.body["data"]["id"].as_str().unwrap().to_owned();
    assert_eq!(act(&app, &id, json!({"action": "stop"})).await.status, 200);
    let request = first_received(&sim, "RequestStartTransaction").await;
    let answer = sends(&sim, started_for(&request, "tx-cancelled", true)).await;
    assert_eq!(answer["idTokenInfo"]["status"], "Invalid", "the station ends what the platform stopped");
    let sessions = sessions_of(&app, &asset).await;
    assert_eq!(sessions.len(), 1, "{sessions:?}");
    assert_eq!(
        (sessions[0]["status"].clone(), sessions[0]["transaction_id"].clone()),
        (json!("completed"), json!(null))
    );
}

#[tokio::test]
async fn a_started_event_without_a_remote_start_id_binds_by_its_central_token() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-NORSID").await;
    assert_eq!(start(&app, &asset).await.status, 201);
    let request = first_received(&sim, "RequestStartTransaction").await;
    let answer = sends(&sim, started_for(&request, "tx-norsid", false)).await;
    assert_eq!(answer["idTokenInfo"]["status"], "Accepted");
    assert_eq!(the_session(&app, &asset).await["transaction_id"], "tx-norsid");
}

#[tokio::test]
async fn a_second_transaction_on_a_busy_station_is_answered_concurrent_tx() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-TWOEVSE").await;
    let body = json!({"id_token": "CAFE0002", "type": "ISO14443"});
    let listed = app.send(Method::POST, "/asset-controls/id-tokens", &app.a.key("owner"), Some(body)).await;
    assert_eq!(listed.status, 201, "{}", listed.body);
    sends(&sim, transaction_event("Started", "tx-evse1", 0, None)).await;
    let mut second = transaction_event("Started", "tx-evse2", 0, None);
    second["idToken"] = json!({"idToken": "CAFE0002", "type": "ISO14443"});
    let answer = sends(&sim, second).await;
    assert_eq!(answer["idTokenInfo"]["status"], "ConcurrentTx", "one session per asset: the station ends it");
    assert_eq!(the_session(&app, &asset).await["transaction_id"], "tx-evse1");
}

#[tokio::test]
async fn a_transaction_id_reused_after_a_reset_starts_a_new_session_and_a_replay_does_not() {
    let app = TestApp::spawn_with(Setup::every_reading_written()).await;
    let (asset, _, sim) = connected(&app, "CP-RESET").await;
    sends(&sim, transaction_event("Started", "1", 0, Some(0.0))).await;
    sends(&sim, transaction_event("Ended", "1", 1, Some(2000.0))).await;
    // The Started event again, as a station resends one it had no answer for: nothing new.
    sends(&sim, transaction_event("Started", "1", 0, Some(0.0))).await;
    assert_eq!(sessions_of(&app, &asset).await.len(), 1);
    // After a reset the station numbers its transactions from 1 again.
    let mut reused = transaction_event("Started", "1", 0, Some(500.0));
    reused["timestamp"] = json!(shared::time::iso(shared::time::now_ms() + 60_000));
    sends(&sim, reused).await;
    sends(&sim, transaction_event("Updated", "1", 1, Some(1500.0))).await;
    let sessions = sessions_of(&app, &asset).await;
    assert_eq!(sessions.len(), 2, "{sessions:?}");
    let newest = sessions.iter().find(|s| s["status"] == "active").expect("the new session");
    assert_eq!(newest["energy_kwh"], json!(1));
}

#[tokio::test]
async fn a_stop_on_a_station_session_takes_no_energy_from_the_caller() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-METER").await;
    sends(&sim, transaction_event("Started", "tx-meter", 0, Some(0.0))).await;
    let id = the_session(&app, &asset).await["id"].as_str().unwrap().to_owned();
    let reply = act(&app, &id, json!({"action": "stop", "energy_kwh": 99})).await;
    assert_eq!((reply.status, reply.code()), (422, "INVALID_VALUE"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["field"], "energy_kwh");
    assert!(received(&sim, "RequestStopTransaction").is_empty(), "nothing was asked");
    assert_eq!(the_session(&app, &asset).await["status"], "active");
}

#[tokio::test]
async fn a_bound_station_session_is_never_stopped_without_asking_the_station() {
    let app = TestApp::spawn().await;
    let (asset, station, sim) = connected(&app, "CP-BOUND").await;
    sends(&sim, transaction_event("Started", "tx-bound", 0, None)).await;
    let id = shared::ids::SessionId::parse(the_session(&app, &asset).await["id"].as_str().unwrap()).unwrap();
    let stop = ActionRequest {
        action: Action::Stop,
        reason: None,
        energy_kwh: None,
        stop_by: StopReason::Requested,
    };
    let refused = app.app.store.act_on_session(station.org_id, id, &stop, &SiteScope::All).await;
    assert!(matches!(refused, Err(shared::store::sessions::ActOnSessionError::OnStation)), "{refused:?}");
    assert_eq!(the_session(&app, &asset).await["status"], "active");
}

#[tokio::test]
async fn a_transaction_the_station_starts_while_a_remote_start_is_pending_is_answered_concurrent_tx() {
    let app = with_short_calls().await;
    let (asset, _, sim) = connected(&app, "CP-SWIPE").await;
    let body = json!({"id_token": "CAFE0003", "type": "ISO14443"});
    let listed = app.send(Method::POST, "/asset-controls/id-tokens", &app.a.key("owner"), Some(body)).await;
    assert_eq!(listed.status, 201, "{}", listed.body);
    sim.script(|_, _| Scripted::Silence);
    assert_eq!(start(&app, &asset).await.status, 504);
    let mut local = transaction_event("Started", "tx-swipe", 0, None);
    local["idToken"] = json!({"idToken": "CAFE0003", "type": "ISO14443"});
    let answer = sends(&sim, local).await;
    assert_eq!(
        answer["idTokenInfo"]["status"], "ConcurrentTx",
        "the claimed asset takes no other transaction"
    );
    assert!(sessions_of(&app, &asset).await.is_empty());
}

#[tokio::test]
async fn an_asset_cannot_leave_active_or_lose_its_station_while_a_start_waits_for_the_station() {
    let app = with_short_calls().await;
    let (asset, _, sim) = connected(&app, "CP-HELD").await;
    sim.script(|_, _| Scripted::Silence);
    assert_eq!(start(&app, &asset).await.status, 504);
    let token = first_received(&sim, "RequestStartTransaction").await["idToken"]["idToken"].clone();
    let owner = app.a.key("owner");
    let path = format!("/inventory-service/assets/{asset}");
    let refused = app.send(Method::PATCH, &path, &owner, Some(json!({"status": "maintenance"}))).await;
    assert_eq!((refused.status, refused.code()), (409, "CONFLICT"), "{}", refused.body);
    let held =
        shared::ids::SessionId::parse(refused.body["error"]["details"]["session_id"].as_str().unwrap());
    assert_eq!(held.map(|id| json!(id.uuid().to_string())), Some(token), "the session the claim will make");
    let unlink = app.send(Method::DELETE, &format!("{path}/station"), &app.a.key("admin"), None).await;
    assert_eq!(unlink.status, 409, "{}", unlink.body);
    let gone = app.send(Method::DELETE, &path, &owner, None).await;
    assert_eq!(gone.status, 409, "{}", gone.body);
}

#[tokio::test]
async fn a_started_event_resent_after_the_platform_stopped_its_session_is_not_a_new_transaction() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-FAST").await;
    // The station's clock runs two minutes ahead of the platform's.
    let mut started = transaction_event("Started", "tx-fast", 0, Some(0.0));
    started["timestamp"] = json!(shared::time::iso(shared::time::now_ms() + 120_000));
    sends(&sim, started.clone()).await;
    let id = the_session(&app, &asset).await["id"].as_str().unwrap().to_owned();
    assert_eq!(act(&app, &id, json!({"action": "stop"})).await.status, 200);
    // Its answer to the Started was lost: it sends it again, before its Ended.
    sends(&sim, started).await;
    let sessions = sessions_of(&app, &asset).await;
    assert_eq!(sessions.len(), 1, "{sessions:?}");
    assert_eq!(sessions[0]["status"], "completed");
}

#[tokio::test]
async fn a_central_token_of_a_lapsed_claim_is_invalid() {
    let app = with_short_calls().await;
    let (asset, station, sim) = connected(&app, "CP-LAPSED").await;
    sim.script(|_, _| Scripted::Silence);
    assert_eq!(start(&app, &asset).await.status, 504);
    let request = first_received(&sim, "RequestStartTransaction").await;
    // The claim of EVSE 1 (the lowest free one), lapsed (docs/data-model.md, "Holds on the asset item").
    let key = (format!("ASSET#{}", station.asset_id.uuid()), "ASSET");
    set_number(&app, key, "evse1_claim_until", 1).await;
    let answer =
        sim.call("Authorize", json!({"idToken": request["idToken"].clone()})).await.expect("answered");
    assert_eq!(answer["idTokenInfo"]["status"], "Invalid");
}

#[tokio::test]
async fn a_start_on_a_transaction_the_station_began_unauthorized_authorizes_that_one_and_answers_200() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-PLUGFIRST").await;
    // The cable went in first: the station's transaction runs, nobody has authorized it.
    sends(&sim, transaction_event("Started", "tx-plug", 0, Some(0.0))).await;
    let running = the_session(&app, &asset).await;
    let reply = start(&app, &asset).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["id"], running["id"]);
    let request = first_received(&sim, "RequestStartTransaction").await;
    let id = shared::ids::SessionId::parse(running["id"].as_str().unwrap()).unwrap();
    assert_eq!(request["idToken"], json!({"idToken": id.uuid().to_string(), "type": "Central"}));
    assert_eq!(request.get("evseId"), None, "the station's running transaction, wherever it is");
    let mut authorized = transaction_event("Updated", "tx-plug", 1, Some(1000.0));
    authorized["triggerReason"] = json!("RemoteStart");
    authorized["transactionInfo"]["remoteStartId"] = request["remoteStartId"].clone();
    authorized["idToken"] = request["idToken"].clone();
    let answer = sends(&sim, authorized).await;
    assert_eq!(answer["idTokenInfo"]["status"], "Accepted");
    assert_eq!(the_session(&app, &asset).await["energy_kwh"], json!(1));
    let again = start(&app, &asset).await;
    assert_eq!(again.body["error"]["details"]["reason"], "session_already_open", "{}", again.body);
}

/// A station whose cable went in first: its unauthorized transaction `tx-run` holds the asset.
async fn running_unauthorized(app: &TestApp, identity: &str) -> (String, StationAsset, Station) {
    let (asset, station, sim) = connected(app, identity).await;
    sends(&sim, transaction_event("Started", "tx-run", 0, Some(0.0))).await;
    (asset, station, sim)
}

#[tokio::test]
async fn a_meter_reading_while_the_station_authorizes_its_running_transaction_does_not_fail_the_start() {
    let app = TestApp::spawn().await;
    let (asset, station, _sim) = running_unauthorized(&app, "CP-RUNMETER").await;
    let link = ScriptedStation {
        app: app.app.clone(),
        station: station.clone(),
        status: "Accepted",
        before_answer: |_| Some(transaction_event("Updated", "tx-run", 1, Some(500.0))),
        calls: Default::default(),
    };
    let new = NewSession {
        asset_given: asset.clone(),
        asset_id: AssetId::parse(&asset),
        reference: None,
        evse_id: None,
    };
    let started =
        commands::start_session(&app.app.store, &link, station.org_id, &new, &SiteScope::All, |_, _| None)
            .await
            .expect("the station accepted: the start stands");
    assert!(!started.created);
    assert_eq!(started.session.transaction_id(), Some("tx-run"));
    let stored = app.get(format!("{SESSIONS}/{}", started.session.id.legacy()), &app.a.key("viewer")).await;
    assert_eq!(
        stored.headers.get("etag").and_then(|v| v.to_str().ok()).map(str::to_owned),
        Some(format!("\"{}\"", started.session.version)),
        "the answer is the stored session, the meter reading's revision included"
    );
    assert_eq!(stored.body["data"]["energy_kwh"], started.session.energy_kwh.to_json());
    let again = start(&app, &asset).await;
    assert_eq!(again.body["error"]["details"]["reason"], "session_already_open", "{}", again.body);
}

#[tokio::test]
async fn a_transaction_that_ends_while_the_station_is_asked_to_authorize_it_frees_the_asset() {
    let app = TestApp::spawn().await;
    let (asset, station, _sim) = running_unauthorized(&app, "CP-RUNEND").await;
    let link = ScriptedStation {
        app: app.app.clone(),
        station: station.clone(),
        status: "Accepted",
        before_answer: |_| Some(transaction_event("Ended", "tx-run", 1, Some(500.0))),
        calls: Default::default(),
    };
    let new = NewSession {
        asset_given: asset.clone(),
        asset_id: AssetId::parse(&asset),
        reference: None,
        evse_id: None,
    };
    let refused =
        commands::start_session(&app.app.store, &link, station.org_id, &new, &SiteScope::All, |_, _| None)
            .await;
    assert!(
        matches!(
            refused,
            Err(commands::StationStartError::Start(shared::store::sessions::StartSessionError::AssetChanged))
        ),
        "the transaction it would authorize is over: {refused:?}"
    );
    // No claim is left behind: the station's next transaction takes the asset.
    let next = incoming::transaction_event(
        &app.app.store,
        &station,
        &TransactionEvent::from_json(&transaction_event("Started", "tx-next", 0, None)).unwrap(),
    )
    .await
    .expect("answered");
    assert_eq!(next, json!({}));
    assert_eq!(sessions_of(&app, &asset).await.len(), 2);
}

#[tokio::test]
async fn a_bare_remote_start_id_from_the_station_does_not_count_as_the_platforms_authorization() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = running_unauthorized(&app, "CP-RUNSPOOF").await;
    let mut spoofed = transaction_event("Updated", "tx-run", 1, None);
    spoofed["transactionInfo"]["remoteStartId"] = json!(42);
    sends(&sim, spoofed).await;
    let reply = start(&app, &asset).await;
    assert_eq!(reply.status, 200, "the transaction still awaits the platform: {}", reply.body);
}

#[tokio::test]
async fn a_connection_that_closes_after_the_start_went_out_is_502_and_keeps_the_claim() {
    let app = TestApp::spawn().await;
    let (asset, _, sim) = connected(&app, "CP-CUT").await;
    sim.script(|_, _| Scripted::Silence);
    let (reply, ()) = tokio::join!(start(&app, &asset), async {
        first_received(&sim, "RequestStartTransaction").await;
        sim.close();
    });
    assert_eq!((reply.status, reply.code()), (502, "UPSTREAM_ERROR"), "{}", reply.body);
    let retry = start(&app, &asset).await;
    assert_eq!(
        retry.body["error"]["details"]["reason"], "start_pending",
        "the station may have started: {}",
        retry.body
    );
}

#[tokio::test]
async fn an_asset_goes_to_maintenance_past_a_session_its_station_never_started() {
    let app = TestApp::spawn().await;
    let (asset, _, _sim) = connected(&app, "CP-NEVERMAINT").await;
    let first = start(&app, &asset).await;
    assert_eq!(first.status, 201, "{}", first.body);
    let id = shared::ids::SessionId::parse(first.body["data"]["id"].as_str().unwrap()).unwrap();
    let path = format!("/inventory-service/assets/{asset}");
    let owner = app.a.key("owner");
    let held = app.send(Method::PATCH, &path, &owner, Some(json!({"status": "maintenance"}))).await;
    assert_eq!(
        held.body["error"]["details"]["reason"], "session_open",
        "inside its bind window: {}",
        held.body
    );
    accepted_long_ago(&app, id).await;
    let reply = app.send(Method::PATCH, &path, &owner, Some(json!({"status": "maintenance"}))).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let expired = app.get(format!("{SESSIONS}/{}", id.legacy()), &app.a.key("viewer")).await;
    assert_eq!(expired.body["data"]["stop_reason"], "not_started");
}

/// A station of A whose transaction `tx-stuck` is running with 1 kWh delivered: its asset,
/// the session's id and the connection (scripted to never answer).
async fn stuck(app: &TestApp, identity: &str) -> (String, String, Station) {
    let (asset, _, sim) = connected(app, identity).await;
    sends(&sim, transaction_event("Started", "tx-stuck", 0, Some(0.0))).await;
    sends(&sim, transaction_event("Updated", "tx-stuck", 1, Some(1000.0))).await;
    let id = the_session(app, &asset).await["id"].as_str().unwrap().to_owned();
    sim.script(|_, _| Scripted::Silence);
    (asset, id, sim)
}

async fn force(app: &TestApp, session: &str, role: &str) -> Reply {
    let body = json!({"action": "stop", "force": true, "reason": "station unreachable"});
    app.send(Method::POST, &format!("{SESSIONS}/{session}/action"), &app.a.key(role), Some(body)).await
}

#[tokio::test]
async fn an_admin_forces_a_stop_without_the_station_and_the_asset_is_free_for_maintenance_and_delete() {
    let app = TestApp::spawn().await;
    let (asset, id, sim) = stuck(&app, "CP-STUCK").await;
    let forced = force(&app, &id, "admin").await;
    assert_eq!(forced.status, 200, "{}", forced.body);
    let session = &forced.body["data"];
    assert_eq!(
        (session["status"].clone(), session["stop_reason"].clone(), session["energy_kwh"].clone()),
        (json!("completed"), json!("forced"), json!(1))
    );
    assert!(received(&sim, "RequestStopTransaction").is_empty(), "the station was not asked");

    // Maintenance tells the station (best effort): let it answer, so the test waits for nothing.
    sim.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    let path = format!("/inventory-service/assets/{asset}");
    let owner = app.a.key("owner");
    let maintenance = app.send(Method::PATCH, &path, &owner, Some(json!({"status": "maintenance"}))).await;
    assert_eq!(maintenance.status, 200, "{}", maintenance.body);
    let deleted = app.send(Method::DELETE, &path, &owner, None).await;
    assert_eq!(deleted.status, 204, "{}", deleted.body);
}

#[tokio::test]
async fn a_forced_stop_is_recorded_as_an_event_naming_who_forced_it() {
    let app = TestApp::spawn().await;
    let (_, id, _sim) = stuck(&app, "CP-AUDIT").await;
    assert_eq!(force(&app, &id, "admin").await.status, 200);
    let stopped = events(&app, "session_stopped").await;
    assert_eq!(stopped.len(), 1, "{stopped:?}");
    assert_eq!(stopped[0]["session_id"], id.as_str());
    let data = &stopped[0]["data"];
    assert_eq!(
        (data["stop_reason"].clone(), data["forced"].clone(), data["reason"].clone()),
        (json!("forced"), json!(true), json!("station unreachable"))
    );
    assert_eq!(data["author_id"], app.a.members["admin"].member_id.as_str(), "{data}");
    assert!(data["author_key_id"].is_string(), "the credential used: {data}");
}

#[tokio::test]
async fn only_an_admin_may_force_a_stop() {
    let app = TestApp::spawn().await;
    let (asset, id, sim) = stuck(&app, "CP-NOFORCE").await;
    // The service role may stop sessions (write:sessions), through the station only.
    let refused = force(&app, &id, "service").await;
    assert_eq!((refused.status, refused.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{}", refused.body);
    assert_eq!(refused.body["error"]["details"]["required"], json!(["admin:assets"]), "{}", refused.body);
    let pause = json!({"action": "pause", "force": true});
    let reply =
        app.send(Method::POST, &format!("{SESSIONS}/{id}/action"), &app.a.key("admin"), Some(pause)).await;
    assert_eq!(reply.status, 422, "{}", reply.body);
    assert!(reply.body["error"]["details"]["fields"]["force"].is_array(), "{}", reply.body);
    assert_eq!(the_session(&app, &asset).await["status"], "active");
    assert!(received(&sim, "RequestStopTransaction").is_empty());
}

#[tokio::test]
async fn the_forced_reason_is_only_a_forced_stops() {
    let app = TestApp::spawn().await;
    let (asset, id, sim) = stuck(&app, "CP-SPOOF").await;
    let spoof = json!({"action": "stop", "reason": "Forced"});
    let reply =
        app.send(Method::POST, &format!("{SESSIONS}/{id}/action"), &app.a.key("service"), Some(spoof)).await;
    assert_eq!(reply.status, 422, "{}", reply.body);
    assert!(reply.body["error"]["details"]["fields"]["reason"].is_array(), "{}", reply.body);
    assert_eq!(the_session(&app, &asset).await["status"], "active");
    assert!(received(&sim, "RequestStopTransaction").is_empty());
}

#[tokio::test]
async fn what_the_station_reports_after_a_forced_stop_reopens_nothing_and_its_station_can_be_removed() {
    let app = TestApp::spawn().await;
    let (asset, id, sim) = stuck(&app, "CP-LATE").await;
    assert_eq!(force(&app, &id, "admin").await.status, 200);
    let updates = events(&app, "session_updated").await.len();
    // The station comes back and reports the transaction as if nothing happened, from its
    // offline queue and again.
    sim.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    sends(&sim, transaction_event("Updated", "tx-stuck", 2, Some(5000.0))).await;
    sends(&sim, transaction_event("Started", "tx-stuck", 0, Some(0.0))).await;
    let mut ended = transaction_event("Ended", "tx-stuck", 3, Some(6000.0));
    ended["transactionInfo"]["stoppedReason"] = json!("EVDisconnected");
    sends(&sim, ended).await;
    let session = the_session(&app, &asset).await;
    assert_eq!(
        (session["id"].clone(), session["status"].clone(), session["stop_reason"].clone()),
        (json!(id), json!("completed"), json!("forced"))
    );
    assert_eq!(session["energy_kwh"], json!(1), "the station's late meter moves nothing");
    assert_eq!(events(&app, "session_stopped").await.len(), 1);
    assert_eq!(events(&app, "session_updated").await.len(), updates, "nothing applied after the force");

    let path = format!("/inventory-service/assets/{asset}/station");
    let removed = app.send(Method::DELETE, &path, &app.a.key("admin"), None).await;
    assert_eq!(removed.status, 204, "the asset is held by nothing: {}", removed.body);
}
