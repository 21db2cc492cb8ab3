//! Sessions on OCPP 1.6J stations (docs/ocpp.md, "OCPP 1.6J"): the REST API is the same as for
//! 2.0.1; the gateway says it in 1.6's terms (RemoteStart/StopTransaction, an idTag that names
//! the remote start, transaction ids the platform assigns), and a dual-connector wallbox charges
//! two cars at once, each metered and stopped on its own. A simulated 1.6 station plays it.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::station::{Scripted, Station, station_asset};
use api_tests::{Reply, Setup, TestApp};

const SESSIONS: &str = "/asset-controls/sessions";

/// A dual-connector 1.6 wallbox of A's, connected, booted, both connectors Available.
async fn wallbox(app: &TestApp, identity: &str) -> (String, Station) {
    let (asset, password) = station_asset(app, &app.a, identity).await;
    let station = Station::connect_16(&app.station_url(&app.a), identity, &password).await.expect("connects");
    let boot = json!({"chargePointVendor": "Wallbe", "chargePointModel": "Pro 2x22"});
    station.call("BootNotification", boot).await.expect("booted");
    for connector in [1, 2] {
        let status = json!({"connectorId": connector, "errorCode": "NoError", "status": "Available"});
        station.call("StatusNotification", status).await.expect("accepted");
    }
    (asset, station)
}

async fn start(app: &TestApp, body: Value) -> Reply {
    app.send(Method::POST, SESSIONS, &app.a.key("service"), Some(body)).await
}

async fn session(app: &TestApp, id: &str) -> Value {
    let shown = app.get(format!("{SESSIONS}/{id}"), &app.a.key("viewer")).await;
    assert_eq!(shown.status, 200, "{}", shown.body);
    shown.body["data"].clone()
}

fn id(reply: &Reply) -> String {
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body["data"]["id"].as_str().expect("a session id").to_owned()
}

/// The `action` CALLs the station received, in order.
fn received(station: &Station, action: &str) -> Vec<Value> {
    station.received().into_iter().filter(|(name, _)| name == action).map(|(_, payload)| payload).collect()
}

fn start_transaction(connector: u32, id_tag: &str, meter_start: i64) -> Value {
    json!({"connectorId": connector, "idTag": id_tag, "meterStart": meter_start, "timestamp": "2026-11-28T10:00:00Z"})
}

#[tokio::test]
async fn a_dual_connector_wallbox_charges_two_cars_each_with_its_own_session() {
    let app = TestApp::spawn_with(Setup::every_reading_written()).await;
    let (asset, station) = wallbox(&app, "WB-DUAL").await;
    let one = id(&start(&app, json!({"asset_id": asset, "evse_id": 1})).await);
    let two = id(&start(&app, json!({"asset_id": asset, "evse_id": 2})).await);
    let asked = received(&station, "RemoteStartTransaction");
    assert_eq!(asked.len(), 2, "{asked:?}");
    assert_eq!(asked[0]["connectorId"], 1);
    assert_eq!(asked[1]["connectorId"], 2);
    let tags: Vec<&str> = asked.iter().map(|request| request["idTag"].as_str().unwrap()).collect();
    assert!(tags.iter().all(|tag| tag.starts_with("CSMS-") && tag.len() <= 20), "{tags:?}");

    // The station authorizes the platform's tags, then starts each transaction.
    for tag in &tags {
        let answer = station.call("Authorize", json!({"idTag": tag})).await.expect("answered");
        assert_eq!(answer["idTagInfo"]["status"], "Accepted", "{tag}");
    }
    let first =
        station.call("StartTransaction", start_transaction(1, tags[0], 1000)).await.expect("answered");
    let second =
        station.call("StartTransaction", start_transaction(2, tags[1], 5000)).await.expect("answered");
    assert_eq!(
        (&first["idTagInfo"]["status"], &second["idTagInfo"]["status"]),
        (&json!("Accepted"), &json!("Accepted"))
    );
    let (tx_one, tx_two) =
        (first["transactionId"].as_i64().unwrap(), second["transactionId"].as_i64().unwrap());
    assert_ne!(tx_one, tx_two);
    assert_eq!(session(&app, &one).await["transaction_id"], tx_one.to_string());
    assert_eq!(session(&app, &two).await["transaction_id"], tx_two.to_string());

    // Metered on its own.
    let reading = json!({"connectorId": 1, "transactionId": tx_one, "meterValue": [{"timestamp": "2026-11-28T10:10:00Z",
        "sampledValue": [{"value": "4000", "measurand": "Energy.Active.Import.Register", "unit": "Wh"}]}]});
    station.call("MeterValues", reading).await.expect("accepted");
    assert_eq!(session(&app, &one).await["energy_kwh"], 3);

    // Stopped from the API on its own: RemoteStopTransaction with the id the platform gave.
    station.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    let path = format!("{SESSIONS}/{two}/action");
    let stopped = app.send(Method::POST, &path, &app.a.key("service"), Some(json!({"action": "stop"}))).await;
    assert_eq!(stopped.status, 200, "{}", stopped.body);
    assert_eq!(received(&station, "RemoteStopTransaction"), vec![json!({"transactionId": tx_two})]);
    let stop = json!({"transactionId": tx_two, "meterStop": 7000, "timestamp": "2026-11-28T10:30:00Z", "reason": "Remote"});
    station.call("StopTransaction", stop).await.expect("accepted");
    let ended = session(&app, &two).await;
    assert_eq!((&ended["status"], &ended["energy_kwh"]), (&json!("completed"), &json!(2)));
    assert_eq!(session(&app, &one).await["status"], "active", "the other car still charges");
}

#[tokio::test]
async fn a_resent_start_transaction_is_answered_with_the_same_transaction_id() {
    let app = TestApp::spawn().await;
    let (asset, station) = wallbox(&app, "WB-RESEND").await;
    let session_id = id(&start(&app, json!({"asset_id": asset, "evse_id": 1})).await);
    let tag = received(&station, "RemoteStartTransaction")[0]["idTag"].as_str().unwrap().to_owned();
    let first = station.call("StartTransaction", start_transaction(1, &tag, 0)).await.expect("answered");
    // The answer was lost: the station sends the same start again.
    let again = station.call("StartTransaction", start_transaction(1, &tag, 0)).await.expect("answered");
    assert_eq!(first["transactionId"], again["transactionId"]);
    assert_eq!(again["idTagInfo"]["status"], "Accepted");
    let active = app.get(format!("{SESSIONS}?asset_id={asset}&status=active"), &app.a.key("viewer")).await;
    assert_eq!(active.body["data"].as_array().map(Vec::len), Some(1), "one session: {}", active.body);
    assert_eq!(active.body["data"][0]["id"], session_id.as_str());
}

#[tokio::test]
async fn a_listed_card_starts_a_session_on_its_connector_whatever_type_it_was_listed_as() {
    let app = TestApp::spawn().await;
    let (asset, station) = wallbox(&app, "WB-CARD").await;
    let body = json!({"id_token": "04A1B2C3D4", "type": "Local", "reference": "Fleet car 7"});
    let listed = app.send(Method::POST, "/asset-controls/id-tokens", &app.a.key("owner"), Some(body)).await;
    assert_eq!(listed.status, 201, "{}", listed.body);
    let authorized = station.call("Authorize", json!({"idTag": "04a1b2c3d4"})).await.expect("answered");
    assert_eq!(authorized["idTagInfo"]["status"], "Accepted");
    let started =
        station.call("StartTransaction", start_transaction(2, "04A1B2C3D4", 100)).await.expect("answered");
    assert_eq!(started["idTagInfo"]["status"], "Accepted");
    let sessions = app.get(format!("{SESSIONS}?asset_id={asset}"), &app.a.key("viewer")).await;
    let made = &sessions.body["data"][0];
    assert_eq!(
        (&made["evse_id"], &made["reference"]),
        (&json!(2), &json!("Fleet car 7")),
        "{}",
        sessions.body
    );
}

#[tokio::test]
async fn an_unknown_card_is_invalid() {
    let app = TestApp::spawn().await;
    let (_, station) = wallbox(&app, "WB-STRANGER").await;
    let answer = station.call("Authorize", json!({"idTag": "DEADBEEF"})).await.expect("answered");
    assert_eq!(answer["idTagInfo"]["status"], "Invalid");
    // A tag shaped like the platform's that names no start of this station is no key either.
    let forged = station.call("Authorize", json!({"idTag": "CSMS-12345"})).await.expect("answered");
    assert_eq!(forged["idTagInfo"]["status"], "Invalid");
}

#[tokio::test]
async fn a_stop_for_a_transaction_the_platform_never_gave_is_accepted() {
    let app = TestApp::spawn().await;
    let (_, station) = wallbox(&app, "WB-UNKNOWN").await;
    let stop = json!({"transactionId": 987654, "meterStop": 100, "timestamp": "2026-11-28T10:30:00Z", "idTag": "DEADBEEF"});
    let answer =
        station.call("StopTransaction", stop).await.expect("a CALLRESULT, never an error retried forever");
    assert!(answer.get("idTagInfo").is_none(), "nothing is said of a tag not looked up: {answer}");
}

#[tokio::test]
async fn maintenance_tells_a_1_6_station_inoperative_in_1_6_terms() {
    let app = TestApp::spawn().await;
    let (asset, station) = wallbox(&app, "WB-MAINT").await;
    let path = format!("/inventory-service/assets/{asset}");
    let patched =
        app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"status": "maintenance"}))).await;
    assert_eq!(patched.status, 200, "{}", patched.body);
    assert_eq!(
        received(&station, "ChangeAvailability"),
        vec![json!({"connectorId": 0, "type": "Inoperative"})]
    );
}

#[tokio::test]
async fn a_1_6_station_that_rejects_a_remote_start_leaves_nothing_behind() {
    let app = TestApp::spawn().await;
    let (asset, station) = wallbox(&app, "WB-NO").await;
    station.script(|_, _| Scripted::Result(json!({"status": "Rejected"})));
    let refused = start(&app, json!({"asset_id": asset, "evse_id": 1})).await;
    assert_eq!(
        (refused.status, refused.body["error"]["details"]["reason"].clone()),
        (409, json!("station_rejected")),
        "{}",
        refused.body
    );
    station.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    id(&start(&app, json!({"asset_id": asset, "evse_id": 1})).await);
}

#[tokio::test]
async fn a_limit_in_watts_reaches_a_station_that_takes_only_amperes_in_amperes() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "WB-AMPS").await;
    let station =
        Station::connect_16(&app.station_url(&app.a), "WB-AMPS", &password).await.expect("connects");
    station.script(|action, _| match action {
        "GetConfiguration" => Scripted::Result(json!({"configurationKey": [
            {"key": "ChargingScheduleAllowedChargingRateUnit", "readonly": true, "value": "Current"}
        ]})),
        _ => Scripted::Result(json!({"status": "Accepted"})),
    });
    station
        .call("BootNotification", json!({"chargePointVendor": "Old", "chargePointModel": "Amps"}))
        .await
        .unwrap();
    // The boot-time question is answered and recorded before the limit is sent.
    api_tests::station::eventually("the rate unit answer is recorded", || async {
        let events = app.get("/asset-controls/events?type=station_command", &app.a.key("owner")).await;
        events.body["data"]
            .as_array()
            .is_some_and(|events| events.iter().any(|event| event["data"]["action"] == "GetConfiguration"))
    })
    .await;
    let link = shared::ocpp::link::Link::new(&app.app.config, app.app.store.clone());
    let identity = shared::domain::station::StationIdentity::parse("WB-AMPS").unwrap();
    let asset_id = shared::ids::AssetId::parse(&asset).unwrap();
    let limit = shared::domain::capacity::Capacity::parse("11").unwrap();
    let command = shared::station_sessions::commands::station_limit(limit);
    let answer = link.call(app.a.org_id(), &identity, asset_id, &command).await;
    assert_eq!(answer.expect("answered")["status"], "Accepted");
    let sent = received(&station, "SetChargingProfile");
    let schedule = &sent[0]["csChargingProfiles"]["chargingSchedule"];
    assert_eq!(
        (&schedule["chargingRateUnit"], &schedule["chargingSchedulePeriod"][0]["limit"]),
        (&json!("A"), &json!(15.9))
    );
}

#[tokio::test]
async fn a_command_1_6_cannot_say_is_refused_as_unsupported_and_never_sent() {
    let app = TestApp::spawn().await;
    let (asset, station) = wallbox(&app, "WB-NOIDLE").await;
    let link = shared::ocpp::link::Link::new(&app.app.config, app.app.store.clone());
    let identity = shared::domain::station::StationIdentity::parse("WB-NOIDLE").unwrap();
    let asset_id = shared::ids::AssetId::parse(&asset).unwrap();
    let reset = shared::domain::station_command::StationCommand::Reset { on_idle: true, soft: false };
    let answer = link.call(app.a.org_id(), &identity, asset_id, &reset).await;
    assert_eq!(answer, Err(shared::ocpp::link::LinkFailure::Unsupported));
    assert!(received(&station, "Reset").is_empty(), "nothing was sent");
}

#[tokio::test]
async fn pausing_a_1_6_session_limits_its_connectors_transaction_to_zero_until_resumed() {
    let app = TestApp::spawn().await;
    let (asset, station) = wallbox(&app, "WB-PAUSE").await;
    let started =
        station.call("StartTransaction", start_transaction(2, "LOCAL-1", 0)).await.expect("answered");
    let tx = started["transactionId"].as_i64().expect("the platform's transaction id");
    let listed = app.get(format!("{SESSIONS}?asset_id={asset}"), &app.a.key("viewer")).await;
    let id = listed.body["data"][0]["id"].as_str().expect("the station's session").to_owned();

    station.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    let path = format!("{SESSIONS}/{id}/action");
    let paused = app.send(Method::POST, &path, &app.a.key("service"), Some(json!({"action": "pause"}))).await;
    assert_eq!(paused.status, 200, "{}", paused.body);
    assert_eq!(paused.body["data"]["status"], "paused");
    let limits = received(&station, "SetChargingProfile");
    assert_eq!(limits.len(), 1, "{limits:?}");
    let profile = &limits[0]["csChargingProfiles"];
    assert_eq!((limits[0]["connectorId"].clone(), profile["transactionId"].clone()), (json!(2), json!(tx)));
    assert_eq!(profile["chargingProfilePurpose"], "TxProfile");
    assert_eq!(profile["chargingSchedule"]["chargingSchedulePeriod"][0]["limit"], json!(0));

    let resumed =
        app.send(Method::POST, &path, &app.a.key("service"), Some(json!({"action": "resume"}))).await;
    assert_eq!(resumed.status, 200, "{}", resumed.body);
    assert_eq!(resumed.body["data"]["status"], "active");
    assert_eq!(received(&station, "SetChargingProfile").len(), 2);
}
