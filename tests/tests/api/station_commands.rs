//! The operator's commands to a station (docs/ocpp.md, "Commands"): reset, unlock and trigger,
//! said to simulated 1.6 and 2.0.1 stations, answered with the station's verdict and recorded
//! as `station_command` events.

use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::station::{Scripted, Station, eventually, station_asset};
use api_tests::{Reply, Setup, TestApp};

fn path(asset: &str, command: &str) -> String {
    format!("/inventory-service/assets/{asset}/station/{command}")
}

async fn send(app: &TestApp, asset: &str, command: &str, body: Value) -> Reply {
    app.send(Method::POST, &path(asset, command), &app.a.key("admin"), Some(body)).await
}

/// A station of A's, connected in `version` ("2.0.1" or "1.6"): its asset and the station.
async fn online(app: &TestApp, identity: &str, version: &str) -> (String, Station) {
    let (asset, password) = station_asset(app, &app.a, identity).await;
    let url = app.station_url(&app.a);
    let station = match version {
        "1.6" => Station::connect_16(&url, identity, &password).await,
        _ => Station::connect(&url, identity, &password).await,
    };
    let station = station.expect("connects");
    registered(app, &asset).await;
    (asset, station)
}

/// Whether the asset shows its station online: the connection is registered (the upgrade
/// answers before the registry write).
async fn registered(app: &TestApp, asset: &str) {
    eventually("the station is registered", || async {
        let shown = app.get(format!("/inventory-service/assets/{asset}"), &app.a.key("owner")).await;
        shown.body["data"]["station"]["connection"] == "online"
    })
    .await;
}

/// The platform's CALLs of `action` the station received.
fn received(station: &Station, action: &str) -> Vec<Value> {
    station.received().into_iter().filter(|(name, _)| name == action).map(|(_, payload)| payload).collect()
}

async fn command_events(app: &TestApp) -> Vec<Value> {
    let reply = app.get("/asset-controls/events?type=station_command", &app.a.key("owner")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().clone()
}

#[tokio::test]
async fn a_reset_reaches_a_2_0_1_station_and_answers_its_verdict() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-R201", "2.0.1").await;
    let reply = send(&app, &asset, "reset", json!({"type": "hard"})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["object"], "station_command");
    assert_eq!(
        (&reply.body["data"]["command"], &reply.body["data"]["status"]),
        (&json!("reset"), &json!("Accepted"))
    );
    assert_eq!(received(&station, "Reset"), [json!({"type": "Immediate"})]);
    let events = command_events(&app).await;
    assert_eq!(events.len(), 1, "{events:?}");
    let data = &events[0]["data"];
    assert_eq!((&data["action"], &data["reason"]), (&json!("Reset"), &json!("api")));
    assert_eq!(data["request"], json!({"command": "reset", "on_idle": false, "soft": false}));
    assert_eq!(data["result"]["status"], "Accepted");
}

#[tokio::test]
async fn a_soft_reset_is_a_1_6_soft_reset() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-R16", "1.6").await;
    let reply = send(&app, &asset, "reset", json!({"type": "soft"})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(received(&station, "Reset"), [json!({"type": "Soft"})]);
}

#[tokio::test]
async fn a_reset_the_station_rejects_is_409_station_rejected() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-RNO", "2.0.1").await;
    station.script(|_, _| Scripted::Result(json!({"status": "Rejected"})));
    let reply = send(&app, &asset, "reset", json!({"type": "hard"})).await;
    assert_eq!((reply.status, reply.code()), (409, "CONFLICT"), "{}", reply.body);
    let details = &reply.body["error"]["details"];
    assert_eq!((&details["reason"], &details["status"]), (&json!("station_rejected"), &json!("Rejected")));
    assert_eq!(command_events(&app).await[0]["data"]["result"]["status"], "Rejected");
}

#[tokio::test]
async fn a_reset_while_a_session_charges_is_refused_unless_on_idle_then_scheduled() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-BUSY", "2.0.1").await;
    let started = json!({
        "eventType": "Started", "timestamp": "2026-11-24T16:00:00Z", "triggerReason": "CablePluggedIn",
        "seqNo": 0, "transactionInfo": {"transactionId": "tx-busy"}, "evse": {"id": 1, "connectorId": 1},
    });
    station.call("TransactionEvent", started).await.expect("a session starts");
    let refused = send(&app, &asset, "reset", json!({"type": "hard"})).await;
    assert_eq!((refused.status, refused.code()), (409, "CONFLICT"), "{}", refused.body);
    assert_eq!(refused.body["error"]["details"]["reason"], "session_open");
    assert!(refused.body["error"]["details"]["session_id"].is_string());
    assert!(received(&station, "Reset").is_empty(), "nothing was sent");

    station.script(|_, _| Scripted::Result(json!({"status": "Scheduled"})));
    let scheduled = send(&app, &asset, "reset", json!({"type": "hard", "on_idle": true})).await;
    assert_eq!(scheduled.status, 200, "{}", scheduled.body);
    assert_eq!(scheduled.body["data"]["status"], "Scheduled");
    assert_eq!(received(&station, "Reset"), [json!({"type": "OnIdle"})]);
}

#[tokio::test]
async fn a_1_6_station_cannot_be_reset_on_idle() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-IDLE16", "1.6").await;
    let reply = send(&app, &asset, "reset", json!({"type": "soft", "on_idle": true})).await;
    assert_eq!((reply.status, reply.code()), (409, "CONFLICT"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], "station_unsupported");
    assert!(received(&station, "Reset").is_empty());
}

#[tokio::test]
async fn an_unlock_names_the_evse_and_connector_in_2_0_1_and_the_connector_in_1_6() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-U201", "2.0.1").await;
    station.script(|_, _| Scripted::Result(json!({"status": "Unlocked"})));
    let reply = send(&app, &asset, "unlock", json!({"evse_id": 2})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["status"], "Unlocked");
    assert_eq!(received(&station, "UnlockConnector"), [json!({"evseId": 2, "connectorId": 1})]);

    let (asset, station) = online(&app, "CP-U16", "1.6").await;
    station.script(|_, _| Scripted::Result(json!({"status": "Unlocked"})));
    assert_eq!(send(&app, &asset, "unlock", json!({"evse_id": 2})).await.status, 200);
    assert_eq!(received(&station, "UnlockConnector"), [json!({"connectorId": 2})]);
}

#[tokio::test]
async fn an_unlock_that_failed_is_409_with_the_stations_status() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-STUCK", "1.6").await;
    station.script(|_, _| Scripted::Result(json!({"status": "UnlockFailed"})));
    let reply = send(&app, &asset, "unlock", json!({"evse_id": 1})).await;
    assert_eq!(reply.status, 409, "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["status"], "UnlockFailed");
}

#[tokio::test]
async fn a_trigger_asks_both_versions_for_the_message() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-T201", "2.0.1").await;
    let reply = send(&app, &asset, "trigger", json!({"message": "status_notification", "evse_id": 1})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(
        received(&station, "TriggerMessage"),
        [json!({"requestedMessage": "StatusNotification", "evse": {"id": 1}})]
    );
    let (asset, station) = online(&app, "CP-T16", "1.6").await;
    let reply = send(&app, &asset, "trigger", json!({"message": "log_status_notification"})).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(
        received(&station, "TriggerMessage"),
        [json!({"requestedMessage": "DiagnosticsStatusNotification"})]
    );
}

#[tokio::test]
async fn a_trigger_the_station_does_not_implement_is_409() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-TNO", "2.0.1").await;
    station.script(|_, _| Scripted::Result(json!({"status": "NotImplemented"})));
    let reply = send(&app, &asset, "trigger", json!({"message": "meter_values"})).await;
    assert_eq!(
        (reply.status, reply.body["error"]["details"]["status"].clone()),
        (409, json!("NotImplemented"))
    );
}

#[tokio::test]
async fn a_station_that_does_not_answer_is_504_and_the_event_says_timeout() {
    let setup = Setup {
        configure: Some(|config| config.ocpp_call_timeout = Duration::from_millis(300)),
        ..Setup::default()
    };
    let app = TestApp::spawn_with(setup).await;
    let (asset, station) = online(&app, "CP-MUTE", "2.0.1").await;
    station.script(|_, _| Scripted::Silence);
    let reply = send(&app, &asset, "trigger", json!({"message": "heartbeat"})).await;
    assert_eq!((reply.status, reply.code()), (504, "TIMEOUT"), "{}", reply.body);
    assert_eq!(command_events(&app).await[0]["data"]["failure"], "timeout");
}

#[tokio::test]
async fn a_station_answering_a_callerror_is_502_without_its_text() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-ERR", "1.6").await;
    station.script(|_, _| Scripted::Error { code: "InternalError".into(), description: "boom".into() });
    let reply = send(&app, &asset, "reset", json!({"type": "hard"})).await;
    assert_eq!((reply.status, reply.code()), (502, "UPSTREAM_ERROR"), "{}", reply.body);
    assert!(!reply.body.to_string().contains("boom"));
}

#[tokio::test]
async fn an_offline_station_is_409_station_offline_and_nothing_is_sent() {
    let app = TestApp::spawn().await;
    let (asset, _) = station_asset(&app, &app.a, "CP-GONE").await;
    for (command, body) in [
        ("reset", json!({"type": "hard"})),
        ("unlock", json!({"evse_id": 1})),
        ("trigger", json!({"message": "heartbeat"})),
    ] {
        let reply = send(&app, &asset, command, body).await;
        assert_eq!((reply.status, reply.code()), (409, "CONFLICT"), "{command}: {}", reply.body);
        assert_eq!(reply.body["error"]["details"]["reason"], "station_offline");
    }
    let events = command_events(&app).await;
    assert!(events.iter().all(|event| event["data"]["failure"] == "station_offline"), "{events:?}");
}

#[tokio::test]
async fn a_bad_body_is_422_naming_the_field() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-BAD", "2.0.1").await;
    for (command, body, field) in [
        ("reset", json!({"type": "warm"}), "type"),
        ("unlock", json!({}), "evse_id"),
        ("unlock", json!({"evse_id": 1, "force": true}), "force"),
        ("trigger", json!({"message": "Reset"}), "message"),
    ] {
        let reply = send(&app, &asset, command, body).await;
        assert_eq!((reply.status, reply.code()), (422, "VALIDATION_ERROR"), "{command}: {}", reply.body);
        assert!(reply.body["error"]["details"]["fields"].get(field).is_some(), "{}", reply.body);
    }
    assert!(station.received().is_empty());
}

#[tokio::test]
async fn another_organizations_station_is_refused_whatever_the_body() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-THEIRS", "2.0.1").await;
    let intruder = app.b.key("owner");
    for (command, body) in [
        ("reset", json!({"type": "hard"})),
        ("reset", json!({"type": "warm"})),
        ("unlock", json!({"evse_id": 1})),
        ("trigger", json!({"message": "heartbeat"})),
    ] {
        let refused = app.send(Method::POST, &path(&asset, command), &intruder, Some(body)).await;
        assert_eq!((refused.status, refused.code()), (403, "FORBIDDEN"), "{command}: {}", refused.body);
    }
    assert!(station.received().is_empty());
}

#[tokio::test]
async fn a_member_of_another_site_or_without_admin_assets_is_refused() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-SITE", "2.0.1").await;
    app.site_delegate(&app.a).await;
    let delegate = app.a.key("viewer");
    let refused =
        app.send(Method::POST, &path(&asset, "reset"), &delegate, Some(json!({"type": "hard"}))).await;
    assert_eq!((refused.status, refused.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", refused.body);
    let operator = app.a.key("operator");
    let refused =
        app.send(Method::POST, &path(&asset, "reset"), &operator, Some(json!({"type": "hard"}))).await;
    assert_eq!((refused.status, refused.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{}", refused.body);
    assert!(station.received().is_empty());
}

#[tokio::test]
async fn a_plain_asset_has_no_station_to_command() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Yard").await;
    let plain = app.create_asset(&owner, &site, "Plain", 11.0).await["id"].as_str().unwrap().to_owned();
    let reply = send(&app, &plain, "reset", json!({"type": "hard"})).await;
    assert_eq!((reply.status, reply.code()), (404, "RESOURCE_NOT_FOUND"), "{}", reply.body);
    eventually("no event", || async { command_events(&app).await.is_empty() }).await;
}

#[tokio::test]
async fn a_command_costs_a_bounded_number_of_dynamodb_calls() {
    let app =
        TestApp::spawn_with(Setup { auth_cache_ttl: Duration::from_secs(3600), ..Setup::default() }).await;
    let (asset, _station) = online(&app, "CP-COST", "2.0.1").await;
    let admin = app.a.key("admin");
    let mut counted = Vec::new();
    for _ in 0..2 {
        let reply = app
            .send_with(
                Method::POST,
                &path(&asset, "trigger"),
                &admin,
                Some(json!({"message": "heartbeat"})),
                &[("X-Debug", "true")],
            )
            .await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        let mut calls: Vec<String> = reply.body["debug"]["dynamodb_calls"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(Value::as_str)
            .filter(|call| *call != "rate_limit:Query")
            .map(str::to_owned)
            .collect();
        calls.sort();
        counted = calls;
    }
    // Warm: the asset and the station item (access and holds), the station item again (the
    // link's registry read), the asset again (the event's), the event's transaction, and the
    // rate-limit counter.
    assert_eq!(
        counted,
        ["GetItem", "GetItem", "GetItem", "GetItem", "TransactWriteItems", "rate_limit:UpdateItem"]
    );
}

#[tokio::test]
async fn a_reset_while_a_start_is_in_flight_is_refused_as_while_charging() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-INFLIGHT", "2.0.1").await;
    // The station holds the start's answer: the EVSE is claimed, no session is open yet.
    station.script(|_, _| Scripted::Silence);
    let owner = app.a.key("owner");
    let starting = app.send(
        Method::POST,
        "/asset-controls/sessions",
        &owner,
        Some(json!({"asset_id": asset, "evse_id": 1})),
    );
    let resetting = async {
        eventually("the start is sent", || async {
            !received(&station, "RequestStartTransaction").is_empty()
        })
        .await;
        send(&app, &asset, "reset", json!({"type": "hard"})).await
    };
    let (_, refused) = tokio::join!(starting, resetting);
    assert_eq!((refused.status, refused.code()), (409, "CONFLICT"), "{}", refused.body);
    assert_eq!(refused.body["error"]["details"]["reason"], "session_open");
    assert!(received(&station, "Reset").is_empty(), "nothing was sent");
}

#[tokio::test]
async fn a_1_6_unlock_of_a_connector_charging_is_refused_and_another_is_sent() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-UNLOCK16", "1.6").await;
    station.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    let started = app
        .send(
            Method::POST,
            "/asset-controls/sessions",
            &app.a.key("owner"),
            Some(json!({"asset_id": asset, "evse_id": 1})),
        )
        .await;
    assert_eq!(started.status, 201, "{}", started.body);
    let tag = received(&station, "RemoteStartTransaction")[0]["idTag"].as_str().unwrap().to_owned();
    let start = json!({"connectorId": 1, "idTag": tag, "meterStart": 0, "timestamp": "2026-11-28T10:00:00Z"});
    station.call("StartTransaction", start).await.expect("answered");

    let refused = send(&app, &asset, "unlock", json!({"evse_id": 1})).await;
    assert_eq!((refused.status, refused.code()), (409, "CONFLICT"), "{}", refused.body);
    assert_eq!(refused.body["error"]["details"]["reason"], "session_open");
    assert!(refused.body["error"]["details"]["session_id"].is_string());
    assert!(received(&station, "UnlockConnector").is_empty(), "a 1.6 station would stop the transaction");

    station.script(|_, _| Scripted::Result(json!({"status": "Unlocked"})));
    assert_eq!(send(&app, &asset, "unlock", json!({"evse_id": 2})).await.status, 200);
    assert_eq!(received(&station, "UnlockConnector"), [json!({"connectorId": 2})]);
}

#[tokio::test]
async fn a_1_6_unlock_names_no_connector_but_1() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-CONN16", "1.6").await;
    let refused = send(&app, &asset, "unlock", json!({"evse_id": 1, "connector_id": 2})).await;
    assert_eq!((refused.status, refused.code()), (422, "VALIDATION_ERROR"), "{}", refused.body);
    assert!(refused.body["error"]["details"].to_string().contains("connector_id"), "{}", refused.body);
    assert!(received(&station, "UnlockConnector").is_empty());
}

#[tokio::test]
async fn a_1_6_write_whose_first_key_gets_no_answer_says_it_may_have_been_applied() {
    let app = TestApp::spawn_with(Setup {
        configure: Some(|config| config.ocpp_call_timeout = Duration::from_millis(300)),
        ..Setup::default()
    })
    .await;
    let (asset, station) = online(&app, "CP-MUTE16", "1.6").await;
    station.script(|_, _| Scripted::Silence);
    let body = json!({"settings": [{"key": "HeartbeatInterval", "value": "300"}, {"key": "MeterValueSampleInterval", "value": "60"}]});
    let reply =
        app.send(Method::PATCH, &path(&asset, "configuration"), &app.a.key("admin"), Some(body)).await;
    assert_eq!(reply.status, 200, "not 504 'nothing applied': {}", reply.body);
    let statuses: Vec<(&Value, &Value)> = reply.body["data"]["settings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|setting| (&setting["key"], &setting["status"]))
        .collect();
    assert_eq!(
        statuses,
        [
            (&json!("HeartbeatInterval"), &json!("not_answered")),
            (&json!("MeterValueSampleInterval"), &json!("not_sent"))
        ]
    );
}
