//! Sessions on OCPP stations (docs/ocpp.md): TransactionEvents make and move sessions, each
//! applied once and in order; Authorize answers the organization's tokens; the REST API asks
//! the station before it writes a session. A station's messages reach the platform through
//! the entry points the gateway calls for them, for the station its connection is for.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::{Reply, TestApp};
use shared::domain::session::{Action, ActionRequest, NewSession};
use shared::ids::AssetId;
use shared::site_access::SiteScope;
use shared::station_sessions::{commands, incoming};
use shared::store::station_transactions::StationAsset;

const SESSIONS: &str = "/asset-controls/sessions";
const EVENTS: &str = "/asset-controls/events";

/// An asset of organization A (or B) made a station; its API id and the station as its
/// connection knows it.
async fn station(app: &TestApp, org_b: bool, identity: &str) -> (String, StationAsset) {
    let org = if org_b { &app.b } else { &app.a };
    let owner = org.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await["id"].as_str().unwrap().to_owned();
    let path = format!("/inventory-service/assets/{asset}/station");
    let made = app.send(Method::POST, &path, &owner, Some(json!({"identity": identity}))).await;
    assert_eq!(made.status, 201, "{}", made.body);
    let asset_id = AssetId::parse(&asset).expect("an asset id");
    (asset, StationAsset { org_id: org.org_id(), asset_id, identity: identity.to_owned() })
}

fn transaction_event(kind: &str, transaction_id: &str, seq_no: i64, wh: Option<f64>) -> Value {
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

/// The station sends a TransactionEvent; the answer it gets.
async fn station_sends(app: &TestApp, station: &StationAsset, payload: Value) -> Value {
    incoming::transaction_event(&app.app.store, station, &payload).await.expect("answered")
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

#[tokio::test]
async fn a_transaction_the_station_starts_creates_a_session_showing_its_transaction_id() {
    let app = TestApp::spawn().await;
    let (asset, station) = station(&app, false, "CP-START").await;
    let answer = station_sends(&app, &station, transaction_event("Started", "tx-1", 0, Some(0.0))).await;
    assert_eq!(answer, json!({}));
    let session = the_session(&app, &asset).await;
    assert_eq!(
        (session["status"].clone(), session["transaction_id"].clone()),
        (json!("active"), json!("tx-1"))
    );
    let started = events(&app, "session_started").await;
    assert_eq!(started.len(), 1);
    assert_eq!(started[0]["session_id"], session["id"]);
    assert_eq!(started[0]["data"]["source"], "station");
    assert_eq!(started[0]["data"]["transaction_id"], "tx-1");
    assert_eq!(
        (started[0]["data"]["seq_no"].clone(), started[0]["data"]["offline"].clone()),
        (json!(0), json!(false))
    );
    let asset_now = app.get(format!("/inventory-service/assets/{asset}"), &app.a.key("viewer")).await;
    assert_eq!(asset_now.status, 200);
    let busy = start(&app, &asset).await;
    assert_eq!(busy.status, 409, "the station's session holds the asset: {}", busy.body);
    assert_eq!(busy.body["error"]["details"]["reason"], "session_already_open");
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
async fn meter_values_move_the_energy_and_ended_completes_the_session_with_its_reason() {
    let app = TestApp::spawn().await;
    let (asset, station) = station(&app, false, "CP-METER").await;
    station_sends(&app, &station, transaction_event("Started", "tx-2", 0, Some(1000.0))).await;
    station_sends(&app, &station, transaction_event("Updated", "tx-2", 1, Some(3500.0))).await;
    let session = the_session(&app, &asset).await;
    assert_eq!(session["energy_kwh"], 2.5, "counted from the register at the start");
    let mut kwh = transaction_event("Updated", "tx-2", 2, None);
    kwh["meterValue"] = json!([{"timestamp": "2026-11-24T16:01:00Z", "sampledValue": [{"value": 5.0, "unitOfMeasure": {"unit": "kWh"}}]}]);
    station_sends(&app, &station, kwh).await;
    assert_eq!(the_session(&app, &asset).await["energy_kwh"], 4.0, "a kWh reading");

    let mut ended = transaction_event("Ended", "tx-2", 3, Some(7250.0));
    ended["transactionInfo"]["stoppedReason"] = json!("EVDisconnected");
    station_sends(&app, &station, ended).await;
    let session = the_session(&app, &asset).await;
    assert_eq!(session["status"], "completed");
    assert_eq!(session["energy_kwh"], 6.25);
    assert_eq!(session["stop_reason"], "EVDisconnected");
    assert!(!session["ended_at"].is_null());
    let updated = events(&app, "session_updated").await;
    assert_eq!(updated.len(), 2);
    let stopped = events(&app, "session_stopped").await;
    assert_eq!(stopped.len(), 1);
    assert_eq!(stopped[0]["data"]["stop_reason"], "EVDisconnected");
    assert_eq!(stopped[0]["data"]["transaction_id"], "tx-2");
    // The asset is free again: the station's next transaction gets a session.
    station_sends(&app, &station, transaction_event("Started", "tx-3", 4, None)).await;
    assert_eq!(sessions_of(&app, &asset).await.len(), 2);
}

#[tokio::test]
async fn an_offline_queue_replay_applies_each_event_once_and_in_order() {
    let app = TestApp::spawn().await;
    let (asset, station) = station(&app, false, "CP-QUEUE").await;
    let offline = |mut payload: Value| {
        payload["offline"] = json!(true);
        payload
    };
    station_sends(&app, &station, offline(transaction_event("Started", "tx-q", 10, Some(0.0)))).await;
    station_sends(&app, &station, offline(transaction_event("Updated", "tx-q", 12, Some(4000.0)))).await;
    // The same event again, and an older one after the newer: neither changes anything.
    station_sends(&app, &station, offline(transaction_event("Updated", "tx-q", 12, Some(4000.0)))).await;
    station_sends(&app, &station, offline(transaction_event("Updated", "tx-q", 11, Some(9000.0)))).await;
    station_sends(&app, &station, offline(transaction_event("Started", "tx-q", 10, Some(0.0)))).await;
    let session = the_session(&app, &asset).await;
    assert_eq!(session["energy_kwh"], 4.0);
    assert_eq!(events(&app, "session_started").await.len(), 1);
    let updated = events(&app, "session_updated").await;
    assert_eq!(updated.len(), 1, "{updated:?}");
    assert_eq!(
        (updated[0]["data"]["seq_no"].clone(), updated[0]["data"]["offline"].clone()),
        (json!(12), json!(true))
    );
    station_sends(&app, &station, offline(transaction_event("Updated", "tx-q", 13, Some(5000.0)))).await;
    assert_eq!(the_session(&app, &asset).await["energy_kwh"], 5.0);
}

#[tokio::test]
async fn a_station_cannot_touch_another_organizations_session() {
    let app = TestApp::spawn().await;
    let (asset_a, station_a) = station(&app, false, "CP-A").await;
    let (asset_b, station_b) = station(&app, true, "CP-B").await;
    let mut started = transaction_event("Started", "tx-shared", 0, Some(0.0));
    started["transactionInfo"]["remoteStartId"] = json!(4242);
    station_sends(&app, &station_a, started.clone()).await;
    let before = the_session(&app, &asset_a).await;

    // B's station names A's transaction id and remoteStartId, with a higher seqNo.
    station_sends(&app, &station_b, started).await;
    station_sends(&app, &station_b, transaction_event("Updated", "tx-shared", 5, Some(9000.0))).await;
    let mut ended = transaction_event("Ended", "tx-shared", 6, Some(9500.0));
    ended["idToken"] = json!({"idToken": before["id"].as_str().unwrap(), "type": "Central"});
    station_sends(&app, &station_b, ended).await;

    let after = the_session(&app, &asset_a).await;
    assert_eq!(after, before, "A's session is as it was");
    let b_sessions = app.get(format!("{SESSIONS}?asset_id={asset_b}"), &app.b.key("viewer")).await;
    let b_sessions = b_sessions.body["data"].as_array().unwrap().clone();
    assert_eq!(b_sessions.len(), 1, "B's station made its own session on its own asset");
    assert_eq!(b_sessions[0]["asset_id"], asset_b.as_str());
    assert_eq!(b_sessions[0]["status"], "completed");
}

#[tokio::test]
async fn authorize_accepts_the_organizations_tokens_and_records_only_their_last_four_characters() {
    let app = TestApp::spawn().await;
    let (_, station) = station(&app, false, "CP-AUTH").await;
    let listed = app
        .send(
            Method::POST,
            "/asset-controls/id-tokens",
            &app.a.key("owner"),
            Some(json!({"id_token": "04A1B2C3D4E5", "type": "ISO14443", "reference": "Fleet card 7"})),
        )
        .await;
    assert_eq!(listed.status, 201, "{}", listed.body);
    let ask = |token: &str, kind: &str| json!({"idToken": {"idToken": token, "type": kind}});
    let store = &app.app.store;
    let known =
        incoming::authorize(store, &station, &ask("04A1B2C3D4E5", "ISO14443")).await.expect("answered");
    assert_eq!(known, json!({"idTokenInfo": {"status": "Accepted"}}));
    let unknown = incoming::authorize(store, &station, &ask("DEADBEEF", "ISO14443")).await.expect("answered");
    assert_eq!(unknown["idTokenInfo"]["status"], "Invalid");
    let other_type =
        incoming::authorize(store, &station, &ask("04A1B2C3D4E5", "eMAID")).await.expect("answered");
    assert_eq!(other_type["idTokenInfo"]["status"], "Invalid");

    let recorded = events(&app, "station_authorize").await;
    assert_eq!(recorded.len(), 3);
    let accepted = recorded.iter().find(|e| e["data"]["status"] == "Accepted").expect("the accepted one");
    assert_eq!(accepted["data"]["id_token"], json!({"type": "ISO14443", "last4": "D4E5"}));
    assert!(!recorded.iter().any(|e| e.to_string().contains("04A1B2C3")), "the token itself is never kept");
}

#[tokio::test]
async fn a_listed_tokens_reference_goes_to_the_session_it_starts() {
    let app = TestApp::spawn().await;
    let (asset, station) = station(&app, false, "CP-REF").await;
    let body = json!({"id_token": "CAFE0001", "type": "ISO14443", "reference": "Fleet card 9"});
    let listed = app.send(Method::POST, "/asset-controls/id-tokens", &app.a.key("owner"), Some(body)).await;
    assert_eq!(listed.status, 201, "{}", listed.body);
    let mut started = transaction_event("Started", "tx-ref", 0, None);
    started["idToken"] = json!({"idToken": "CAFE0001", "type": "ISO14443"});
    let answer = station_sends(&app, &station, started).await;
    assert_eq!(answer, json!({"idTokenInfo": {"status": "Accepted"}}));
    assert_eq!(the_session(&app, &asset).await["reference"], "Fleet card 9");
}

#[tokio::test]
async fn an_offline_station_refuses_a_session_with_409_station_offline_and_nothing_is_written() {
    let app = TestApp::spawn().await;
    let (asset, _) = station(&app, false, "CP-OFF").await;
    let reply = start(&app, &asset).await;
    assert_eq!((reply.status, reply.code()), (409, "CONFLICT"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], "station_offline");
    assert!(sessions_of(&app, &asset).await.is_empty());
    assert!(events(&app, "session_started").await.is_empty());
}

/// A station on a link of its own: it answers every CALL with `status`, after sending the
/// TransactionEvent `before_answer` makes of the CALL (if any), and keeps the CALLs.
struct ScriptedStation {
    app: std::sync::Arc<shared::App>,
    station: StationAsset,
    status: &'static str,
    before_answer: fn(&Value) -> Option<Value>,
    calls: std::sync::Mutex<Vec<(&'static str, Value)>>,
}

impl commands::StationLink for ScriptedStation {
    fn call<'a>(
        &'a self,
        identity: &'a str,
        action: &'static str,
        payload: Value,
    ) -> commands::CallAnswer<'a> {
        Box::pin(async move {
            assert_eq!(identity, self.station.identity);
            self.calls.lock().unwrap().push((action, payload.clone()));
            if let Some(event) = (self.before_answer)(&payload) {
                incoming::transaction_event(&self.app.store, &self.station, &event).await.expect("answered");
            }
            Ok(json!({"status": self.status}))
        })
    }
}

fn scripted(
    app: &TestApp,
    station: &StationAsset,
    before_answer: fn(&Value) -> Option<Value>,
) -> ScriptedStation {
    ScriptedStation {
        app: app.app.clone(),
        station: station.clone(),
        status: "Accepted",
        before_answer,
        calls: Default::default(),
    }
}

fn new_session(asset: &str) -> NewSession {
    NewSession { asset_given: asset.to_owned(), asset_id: AssetId::parse(asset), reference: None }
}

/// Started for the remote start a RequestStartTransaction asked for.
fn started_for(request: &Value) -> Value {
    let mut started = transaction_event("Started", "tx-remote", 0, Some(0.0));
    started["transactionInfo"]["remoteStartId"] = request["remoteStartId"].clone();
    started["idToken"] = request["idToken"].clone();
    started
}

#[tokio::test]
async fn the_started_event_binds_the_session_the_platform_started() {
    let app = TestApp::spawn().await;
    let (asset, station) = station(&app, false, "CP-BIND").await;
    let link = scripted(&app, &station, |_| None);
    let store = &app.app.store;
    let session =
        commands::start_session(store, &link, station.org_id, &new_session(&asset), &SiteScope::All, |_| {
            None
        })
        .await
        .expect("started");
    let (action, request) = link.calls.lock().unwrap()[0].clone();
    assert_eq!(action, "RequestStartTransaction");
    assert_eq!(request["evseId"], 1);
    assert_eq!(request["idToken"], json!({"idToken": session.id.uuid().to_string(), "type": "Central"}));
    assert!(request["remoteStartId"].as_i64().is_some_and(|id| id > 0));
    assert_eq!(session.transaction_id(), None);

    let answer = station_sends(&app, &station, started_for(&request)).await;
    assert_eq!(answer, json!({"idTokenInfo": {"status": "Accepted"}}));
    let shown = the_session(&app, &asset).await;
    assert_eq!(shown["transaction_id"], "tx-remote");
    assert_eq!(shown["id"], session.id.legacy(), "the platform's session, not a new one");
}

#[tokio::test]
async fn a_started_event_ahead_of_the_platforms_write_is_the_session_the_start_returns() {
    let app = TestApp::spawn().await;
    let (asset, station) = station(&app, false, "CP-RACE").await;
    let link = scripted(&app, &station, |request| Some(started_for(request)));
    let store = &app.app.store;
    let session =
        commands::start_session(store, &link, station.org_id, &new_session(&asset), &SiteScope::All, |_| {
            None
        })
        .await
        .expect("the start does not fail for the session the station made");
    assert_eq!(session.transaction_id(), Some("tx-remote"));
    let shown = the_session(&app, &asset).await;
    assert_eq!(shown["id"], session.id.legacy());
}

#[tokio::test]
async fn a_remote_stop_completes_the_session_only_when_the_station_accepts() {
    let app = TestApp::spawn().await;
    let (asset, station) = station(&app, false, "CP-STOP").await;
    station_sends(&app, &station, transaction_event("Started", "tx-stop", 0, Some(0.0))).await;
    let id = shared::ids::SessionId::parse(the_session(&app, &asset).await["id"].as_str().unwrap()).unwrap();
    let stop = ActionRequest { action: Action::Stop, reason: None, energy_kwh: None };
    let store = &app.app.store;
    let refusing = ScriptedStation { status: "Rejected", ..scripted(&app, &station, |_| None) };
    let refused =
        commands::act_on_session(store, &refusing, station.org_id, id, &stop, &SiteScope::All).await;
    assert!(matches!(
        refused,
        Err(commands::StationActionError::Station(commands::StationRefusal::Rejected { .. }))
    ));
    assert_eq!(the_session(&app, &asset).await["status"], "active");

    let link = scripted(&app, &station, |_| None);
    let stopped = commands::act_on_session(store, &link, station.org_id, id, &stop, &SiteScope::All)
        .await
        .expect("stopped");
    assert_eq!(
        link.calls.lock().unwrap()[0],
        ("RequestStopTransaction", json!({"transactionId": "tx-stop"}))
    );
    assert_eq!(stopped.status.as_str(), "completed");
    let mut ended = transaction_event("Ended", "tx-stop", 1, Some(3300.0));
    ended["transactionInfo"]["stoppedReason"] = json!("Remote");
    station_sends(&app, &station, ended).await;
    let shown = the_session(&app, &asset).await;
    assert_eq!((shown["energy_kwh"].clone(), shown["stop_reason"].clone()), (json!(3.3), json!("Remote")));
}

#[tokio::test]
async fn a_scheduled_power_limit_on_a_station_sets_the_asset_and_records_the_stations_answer() {
    let app = TestApp::spawn().await;
    let (asset, _) = station(&app, false, "CP-LIMIT").await;
    let schedule = super::schedules::enabled_schedule(&app, "UTC").await;
    let due = (chrono::Utc::now().timestamp() + 600) * 1000;
    let at = chrono::DateTime::from_timestamp_millis(due).unwrap().to_rfc3339();
    let body = json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": 7.4, "at": at});
    let item = super::schedules::add_item(&app, &schedule, body).await;
    assert_eq!(item.status, 201, "{}", item.body);
    scheduler::run(&app.app, due + 1_000).await.expect("scheduler run");

    let runs = events(&app, "schedule_triggered").await;
    assert_eq!(runs.len(), 1);
    let result = &runs[0]["data"]["results"][0];
    assert_eq!(
        result["outcome"], "succeeded",
        "the asset's limit is set whatever the station says: {result}"
    );
    assert_eq!(
        result["station"],
        json!({"action": "SetChargingProfile", "outcome": "station_offline", "status": null}),
        "a station that is not connected"
    );
    let shown = app.get(format!("/inventory-service/assets/{asset}"), &app.a.key("viewer")).await;
    assert_eq!(shown.body["data"]["power_limit_kw"], 7.4);
}

#[tokio::test]
async fn maintenance_on_a_station_asset_records_the_change_availability_it_sent() {
    let app = TestApp::spawn().await;
    let (asset, _) = station(&app, false, "CP-MAINT").await;
    let path = format!("/inventory-service/assets/{asset}");
    let reply =
        app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"status": "maintenance"}))).await;
    assert_eq!(reply.status, 200, "the asset changes whatever the station says: {}", reply.body);
    assert_eq!(reply.body["data"]["status"], "maintenance");
    let commands = events(&app, "station_command").await;
    assert_eq!(commands.len(), 1);
    assert_eq!(commands[0]["asset_id"], asset.as_str());
    assert_eq!(commands[0]["data"]["action"], "ChangeAvailability");
    assert_eq!(commands[0]["data"]["request"], json!({"operationalStatus": "Inoperative"}));
    assert_eq!(commands[0]["data"]["outcome"], "station_offline");
}
