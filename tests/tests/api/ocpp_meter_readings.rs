//! Meter readings (docs/ocpp.md, "Meter readings"): a reading that moves only the meter is kept
//! in the gateway connection's memory and written with the others every 15th reading, at any
//! other change, before a platform command about the transaction, and at the connection's end;
//! a connection cut off writes none of what it kept.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::station::{Scripted, Station, eventually, make_station, station_asset};
use api_tests::{Setup, TestApp};

const SESSIONS: &str = "/asset-controls/sessions";

/// A 2.0.1 station of A's, connected and booted: its asset's id, its password, the connection.
async fn charger(app: &TestApp, identity: &str) -> (String, String, Station) {
    let (asset, password) = station_asset(app, &app.a, identity).await;
    let station = Station::connect(&app.station_url(&app.a), identity, &password).await.expect("connects");
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    (asset, password, station)
}

fn event(kind: &str, transaction_id: &str, seq_no: i64, wh: f64) -> Value {
    let at = format!("2026-11-29T10:{:02}:00Z", seq_no.clamp(0, 59));
    json!({
        "eventType": kind,
        "timestamp": at,
        "triggerReason": if kind == "Started" { "CablePluggedIn" } else { "MeterValuePeriodic" },
        "seqNo": seq_no,
        "transactionInfo": {"transactionId": transaction_id},
        "evse": {"id": 1, "connectorId": 1},
        "meterValue": [{"timestamp": at, "sampledValue": [
            {"value": wh, "measurand": "Energy.Active.Import.Register", "unitOfMeasure": {"unit": "Wh"}},
            {"value": 11000, "measurand": "Power.Active.Import", "unitOfMeasure": {"unit": "W"}}
        ]}],
    })
}

/// Started at 10,000 Wh, then `count` readings of 1 kWh each (seqNo 1 to `count`).
async fn charges(station: &Station, transaction_id: &str, count: i64) {
    station.call("TransactionEvent", event("Started", transaction_id, 0, 10_000.0)).await.expect("started");
    for seq_no in 1..=count {
        let reading = event("Updated", transaction_id, seq_no, 10_000.0 + 1000.0 * seq_no as f64);
        assert_eq!(station.call("TransactionEvent", reading).await.expect("answered"), json!({}));
    }
}

/// The asset's one session (as the owner sees it: every site).
async fn the_session(app: &TestApp, asset: &str) -> Value {
    let reply = app.get(format!("{SESSIONS}?asset_id={asset}"), &app.a.key("owner")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let sessions = reply.body["data"].as_array().expect("a list").clone();
    assert_eq!(sessions.len(), 1, "{sessions:?}");
    sessions[0].clone()
}

async fn energy(app: &TestApp, asset: &str) -> Value {
    the_session(app, asset).await["energy_kwh"].clone()
}

async fn updates(app: &TestApp) -> usize {
    let reply = app.get("/asset-controls/events?limit=100", &app.a.key("owner")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().expect("a list").iter().filter(|e| e["type"] == "session_updated").count()
}

#[tokio::test]
async fn readings_that_move_only_the_meter_are_written_every_fifteenth_with_one_event() {
    let app = TestApp::spawn().await;
    let (asset, _, station) = charger(&app, "CP-BATCH").await;
    charges(&station, "tx-batch", 14).await;
    assert_eq!(energy(&app, &asset).await, json!(0), "14 readings kept: the session is as started");
    assert_eq!(updates(&app).await, 0);

    let fifteenth = event("Updated", "tx-batch", 15, 25_000.0);
    station.call("TransactionEvent", fifteenth).await.expect("answered");
    assert_eq!(energy(&app, &asset).await, json!(15), "the 15th writes them all");
    assert_eq!(updates(&app).await, 1, "one session_updated for the batch");
}

#[tokio::test]
async fn an_ended_event_writes_the_kept_readings_with_the_final_energy() {
    let app = TestApp::spawn().await;
    let (asset, _, station) = charger(&app, "CP-BATCH-END").await;
    charges(&station, "tx-end", 5).await;
    let mut ended = event("Ended", "tx-end", 6, 16_500.0);
    ended["transactionInfo"]["stoppedReason"] = json!("EVDisconnected");
    station.call("TransactionEvent", ended).await.expect("answered");
    let session = the_session(&app, &asset).await;
    assert_eq!((session["status"].clone(), session["energy_kwh"].clone()), (json!("completed"), json!(6.5)));
    assert_eq!(updates(&app).await, 0, "the kept readings went with the end, in its session_stopped");
}

#[tokio::test]
async fn the_connections_end_writes_the_readings_it_kept() {
    let app = TestApp::spawn().await;
    let (asset, _, station) = charger(&app, "CP-BATCH-CLOSE").await;
    charges(&station, "tx-close", 4).await;
    station.close();
    eventually("the kept readings written at the connection's end", || async {
        energy(&app, &asset).await == json!(4)
    })
    .await;
    assert_eq!(updates(&app).await, 1);
}

#[tokio::test]
async fn a_rotation_drops_the_readings_a_cut_off_connection_kept() {
    let app = TestApp::spawn().await;
    let (asset, _, station) = charger(&app, "CP-BATCH-ROT").await;
    charges(&station, "tx-rot", 3).await;
    let path = format!("/inventory-service/assets/{asset}/station/password");
    let rotated = app.send(Method::POST, &path, &app.a.key("owner"), None).await;
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    // Whatever the cut-off connection is still answered for, nothing of it is written; its
    // next write (a Heartbeat) finds it cut off, and it closes.
    let _ = station.try_call("TransactionEvent", event("Updated", "tx-rot", 4, 14_000.0)).await;
    let _ = station.try_call("Heartbeat", json!({})).await;
    assert!(station.closed().await, "the cut-off connection closes");
    assert_eq!(energy(&app, &asset).await, json!(0));
    assert_eq!(updates(&app).await, 0);
}

#[tokio::test]
async fn a_station_back_on_a_new_connection_with_the_same_password_keeps_what_the_old_one_kept() {
    let app = TestApp::spawn().await;
    let (asset, password, first) = charger(&app, "CP-BATCH-TWICE").await;
    charges(&first, "tx-twice", 3).await;
    let url = app.station_url(&app.a);
    let second = Station::connect(&url, "CP-BATCH-TWICE", &password).await.expect("connects");
    assert!(first.closed().await, "the first connection is replaced");
    second.call("TransactionEvent", event("Updated", "tx-twice", 4, 14_000.0)).await.expect("answered");
    assert_eq!(energy(&app, &asset).await, json!(0), "kept by the new connection");
    second.close();
    eventually("the readings of both connections written", || async {
        energy(&app, &asset).await == json!(4)
    })
    .await;
    assert_eq!(updates(&app).await, 1);
}

#[tokio::test]
async fn an_end_without_a_register_keeps_the_energy_the_kept_readings_reached() {
    let app = TestApp::spawn().await;
    let (asset, _, station) = charger(&app, "CP-BATCH-BARE-END").await;
    charges(&station, "tx-bare", 5).await;
    // OCPP lets an Ended carry no meter value (TxEndedMeasurands empty).
    let mut ended = event("Ended", "tx-bare", 6, 0.0);
    ended.as_object_mut().expect("a payload").remove("meterValue");
    ended["transactionInfo"]["stoppedReason"] = json!("EVDisconnected");
    station.call("TransactionEvent", ended).await.expect("answered");
    let session = the_session(&app, &asset).await;
    assert_eq!((session["status"].clone(), session["energy_kwh"].clone()), (json!("completed"), json!(5)));
    assert_eq!(series(&app, &asset).await.len(), 6, "the start's reading and the five kept");
}

#[tokio::test]
async fn a_started_sent_again_while_readings_are_kept_loses_none_of_them() {
    let app = TestApp::spawn().await;
    let (asset, _, station) = charger(&app, "CP-BATCH-RESENT").await;
    charges(&station, "tx-resent", 4).await;
    station.call("TransactionEvent", event("Started", "tx-resent", 0, 10_000.0)).await.expect("answered");
    // seqNo 3 again: still applied before, whatever the resent start did.
    station.call("TransactionEvent", event("Updated", "tx-resent", 3, 99_000.0)).await.expect("answered");
    station.close();
    eventually("the kept readings written", || async { energy(&app, &asset).await == json!(4) }).await;
}

#[tokio::test]
async fn a_reading_sent_again_while_kept_is_applied_once() {
    let app = TestApp::spawn().await;
    let (asset, _, station) = charger(&app, "CP-BATCH-AGAIN").await;
    charges(&station, "tx-again", 5).await;
    // An offline queue sent again: seqNo 3 with a register that would move the energy back.
    let again = event("Updated", "tx-again", 3, 99_000.0);
    assert_eq!(station.call("TransactionEvent", again).await.expect("answered"), json!({}));
    station.close();
    eventually("the kept readings written", || async { energy(&app, &asset).await == json!(5) }).await;
}

#[tokio::test]
async fn an_operators_stop_counts_the_readings_kept_before_it() {
    let app = TestApp::spawn().await;
    let (asset, _, station) = charger(&app, "CP-BATCH-STOP").await;
    charges(&station, "tx-stop", 5).await;
    station.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    let id = the_session(&app, &asset).await["id"].as_str().expect("an id").to_owned();
    let path = format!("{SESSIONS}/{id}/action");
    let stopped = app.send(Method::POST, &path, &app.a.key("service"), Some(json!({"action": "stop"}))).await;
    assert_eq!(stopped.status, 200, "{}", stopped.body);
    assert_eq!(stopped.body["data"]["energy_kwh"], json!(5), "{}", stopped.body);
}

#[tokio::test]
async fn a_stop_after_a_pause_counts_the_readings_kept_before_both() {
    let app = TestApp::spawn().await;
    let (asset, _, station) = charger(&app, "CP-BATCH-PAUSE").await;
    charges(&station, "tx-pause", 5).await;
    station.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    let id = the_session(&app, &asset).await["id"].as_str().expect("an id").to_owned();
    let path = format!("{SESSIONS}/{id}/action");
    let service = app.a.key("service");
    let paused = app.send(Method::POST, &path, &service, Some(json!({"action": "pause"}))).await;
    assert_eq!(paused.status, 200, "{}", paused.body);
    // The pause moved the session past the revision the kept readings were read at.
    let stopped = app.send(Method::POST, &path, &service, Some(json!({"action": "stop"}))).await;
    assert_eq!(stopped.status, 200, "{}", stopped.body);
    assert_eq!(stopped.body["data"]["energy_kwh"], json!(5), "{}", stopped.body);
    assert_eq!(series(&app, &asset).await.len(), 6, "the start's reading and the 5 kept");
}

#[tokio::test]
async fn a_forced_stop_counts_the_readings_kept_before_it() {
    let app = TestApp::spawn().await;
    let (asset, _, station) = charger(&app, "CP-BATCH-FORCE").await;
    charges(&station, "tx-force", 5).await;
    let id = the_session(&app, &asset).await["id"].as_str().expect("an id").to_owned();
    let path = format!("{SESSIONS}/{id}/action");
    let body = json!({"action": "stop", "force": true});
    let forced = app.send(Method::POST, &path, &app.a.key("admin"), Some(body)).await;
    assert_eq!(forced.status, 200, "{}", forced.body);
    assert_eq!(forced.body["data"]["energy_kwh"], json!(5), "{}", forced.body);
    // What the station sends after the force moves nothing.
    station.call("TransactionEvent", event("Updated", "tx-force", 6, 16_000.0)).await.expect("answered");
    station.close();
    assert!(station.closed().await);
    assert_eq!(energy(&app, &asset).await, json!(5));
}

#[tokio::test]
async fn a_forced_stop_refused_for_its_site_asks_the_station_for_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let (depot, elsewhere) =
        (app.create_site(&owner, "Depot").await, app.create_site(&owner, "Elsewhere").await);
    let body = json!({"name": "CP-BATCH-SCOPE", "site_id": depot, "capacity": 22, "visibility": "site"});
    let made = app.send(Method::POST, "/inventory-service/assets", &owner, Some(body)).await;
    assert_eq!(made.status, 201, "{}", made.body);
    let asset = made.body["data"]["id"].as_str().expect("an id").to_owned();
    let password = make_station(&app, &app.a, &asset, "CP-BATCH-SCOPE").await;
    let station =
        Station::connect(&app.station_url(&app.a), "CP-BATCH-SCOPE", &password).await.expect("connects");
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    charges(&station, "tx-scope", 5).await;
    let id = the_session(&app, &asset).await["id"].as_str().expect("an id").to_owned();
    let before = updates(&app).await;

    // An administrator of assets, but of another site only.
    let permissions = ["read:sessions", "write:sessions", "read:assets", "admin:assets"];
    let role = json!({"name": "fleet-admin", "display_name": "Fleet admin", "permissions": permissions});
    assert_eq!(app.send(Method::POST, "/admin/roles", &owner, Some(role)).await.status, 201);
    let member = format!("/admin/members/{}", app.a.members["operator"].member_id);
    let assign = json!({"role": "fleet-admin", "site_ids": [elsewhere]});
    assert_eq!(app.send(Method::PATCH, &member, &owner, Some(assign)).await.status, 200);

    let path = format!("{SESSIONS}/{id}/action");
    let forced = app
        .send(Method::POST, &path, &app.a.key("operator"), Some(json!({"action": "stop", "force": true})))
        .await;
    assert_eq!((forced.status, forced.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", forced.body);
    // The kept readings were not written on its behalf: they wait for their batch.
    assert_eq!(energy(&app, &asset).await, json!(0));
    assert_eq!(updates(&app).await, before);
    station.close();
    eventually("the kept readings written at the connection's end", || async {
        energy(&app, &asset).await == json!(5)
    })
    .await;
}

#[tokio::test]
async fn a_1_6_stations_readings_are_kept_and_written_alike() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "WB-BATCH").await;
    let station =
        Station::connect_16(&app.station_url(&app.a), "WB-BATCH", &password).await.expect("connects");
    station
        .call("BootNotification", json!({"chargePointVendor": "Wallbe", "chargePointModel": "Pro"}))
        .await
        .unwrap();
    let started = app
        .send(Method::POST, SESSIONS, &app.a.key("service"), Some(json!({"asset_id": asset, "evse_id": 1})))
        .await;
    assert_eq!(started.status, 201, "{}", started.body);
    let tag = station
        .received()
        .into_iter()
        .find(|(name, _)| name == "RemoteStartTransaction")
        .map(|(_, payload)| payload["idTag"].as_str().expect("a tag").to_owned())
        .expect("asked to start");
    let start =
        json!({"connectorId": 1, "idTag": tag, "meterStart": 10000, "timestamp": "2026-11-29T10:00:00Z"});
    let answer = station.call("StartTransaction", start).await.expect("answered");
    let transaction_id = answer["transactionId"].as_i64().expect("a transaction id");
    let reading = |minute: i64| {
        json!({"connectorId": 1, "transactionId": transaction_id, "meterValue": [{
            "timestamp": format!("2026-11-29T10:{minute:02}:00Z"),
            "sampledValue": [{"value": (10_000 + 1000 * minute).to_string(), "measurand": "Energy.Active.Import.Register", "unit": "Wh"}]}]})
    };
    for minute in 1..=14 {
        station.call("MeterValues", reading(minute)).await.expect("answered");
    }
    assert_eq!(energy(&app, &asset).await, json!(0), "14 kept");
    // The start bound the platform's session (one session_updated); the batch is one more.
    let before = updates(&app).await;
    station.call("MeterValues", reading(15)).await.expect("answered");
    assert_eq!(energy(&app, &asset).await, json!(15));
    assert_eq!(updates(&app).await, before + 1);
}

#[tokio::test]
async fn with_ocpp_meter_readings_at_1_every_reading_is_written_as_it_comes() {
    let app = TestApp::spawn_with(Setup::every_reading_written()).await;
    let (asset, _, station) = charger(&app, "CP-EVERY").await;
    charges(&station, "tx-every", 3).await;
    assert_eq!(energy(&app, &asset).await, json!(3));
    assert_eq!(updates(&app).await, 3);
}

async fn series(app: &TestApp, asset: &str) -> Vec<Value> {
    let id = the_session(app, asset).await["id"].as_str().expect("an id").to_owned();
    let reply = app.get(format!("{SESSIONS}/{id}/meter-values?limit=100"), &app.a.key("viewer")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().expect("a list").clone()
}

#[tokio::test]
async fn every_reading_is_a_point_of_the_sessions_time_series_once_its_batch_is_written() {
    let app = TestApp::spawn().await;
    let (asset, _, station) = charger(&app, "CP-SERIES").await;
    charges(&station, "tx-series", 14).await;
    assert_eq!(series(&app, &asset).await.len(), 1, "the start's reading; 14 kept");
    station.call("TransactionEvent", event("Updated", "tx-series", 15, 25_000.0)).await.expect("answered");
    let points = series(&app, &asset).await;
    assert_eq!(points.len(), 16, "{points:?}");
    let energies: Vec<Value> = points.iter().map(|point| point["energy_kwh"].clone()).collect();
    assert_eq!(energies, (0..=15).map(|kwh| json!(kwh)).collect::<Vec<_>>(), "oldest first");
    assert_eq!(points[15]["power_kw"], json!(11), "{}", points[15]);
}
