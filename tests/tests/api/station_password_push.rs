//! Rotating a connected station's password sends it the new one first (2.0.1 SetVariables
//! `SecurityCtrlr.BasicAuthPassword`, 1.6 ChangeConfiguration `AuthorizationKey`), then cuts
//! the old connection; the station reconnects with the new one (docs/ocpp.md, "Password
//! rotation").

use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::station::{Scripted, Station, eventually, station_asset};
use api_tests::{Reply, Setup, TestApp};

async fn rotate(app: &TestApp, asset: &str) -> Reply {
    let path = format!("/inventory-service/assets/{asset}/station/password");
    app.send(Method::POST, &path, &app.a.key("owner"), None).await
}

async fn connect(app: &TestApp, identity: &str, password: &str, version: &str) -> Result<Station, u16> {
    let url = app.station_url(&app.a);
    match version {
        "1.6" => Station::connect_16(&url, identity, password).await,
        _ => Station::connect(&url, identity, password).await,
    }
}

fn received(station: &Station, action: &str) -> Vec<Value> {
    station.received().into_iter().filter(|(name, _)| name == action).map(|(_, payload)| payload).collect()
}

async fn connection_of(app: &TestApp, asset: &str) -> Value {
    let shown = app.get(format!("/inventory-service/assets/{asset}"), &app.a.key("owner")).await;
    shown.body["data"]["station"]["connection"].clone()
}

/// A 2.0.1 station that accepts every variable it is asked to set.
fn accepts_variables(station: &Station) {
    station.script(|action, payload| {
        if action != "SetVariables" {
            return Scripted::Result(json!({"status": "Accepted"}));
        }
        let set: Vec<Value> = payload["setVariableData"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .iter()
            .map(|one| json!({"attributeStatus": "Accepted", "component": one["component"], "variable": one["variable"]}))
            .collect();
        Scripted::Result(json!({"setVariableResult": set}))
    });
}

#[tokio::test]
async fn a_connected_2_0_1_station_gets_its_new_password_then_reconnects_with_it() {
    let app = TestApp::spawn().await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-PUSH").await;
    let station = connect(&app, "CP-PUSH", &old_password, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    accepts_variables(&station);
    let reply = rotate(&app, &asset).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["station_update"], "accepted");
    let new_password = reply.body["data"]["password"].as_str().unwrap().to_owned();
    assert_eq!(
        received(&station, "SetVariables"),
        [
            json!({"setVariableData": [{"attributeValue": new_password, "component": {"name": "SecurityCtrlr"}, "variable": {"name": "BasicAuthPassword"}}]})
        ]
    );
    // The old connection is cut: its next message closes it.
    let _ = station.try_call("Heartbeat", json!({})).await;
    assert!(station.closed().await, "the old connection was cut");
    assert_eq!(connection_of(&app, &asset).await, "offline");

    assert_eq!(
        connect(&app, "CP-PUSH", &old_password, "2.0.1").await.err(),
        Some(401),
        "the old password fails"
    );
    let again = connect(&app, "CP-PUSH", &new_password, "2.0.1").await.expect("the new password works");
    again.call("Heartbeat", json!({})).await.expect("answered");
    eventually("online again", || async { connection_of(&app, &asset).await == "online" }).await;
}

#[tokio::test]
async fn a_connected_1_6_station_gets_its_new_authorization_key() {
    let app = TestApp::spawn().await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-PUSH16").await;
    let station = connect(&app, "CP-PUSH16", &old_password, "1.6").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    let reply = rotate(&app, &asset).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["station_update"], "accepted");
    let new_password = reply.body["data"]["password"].as_str().unwrap().to_owned();
    assert_eq!(
        received(&station, "ChangeConfiguration"),
        [json!({"key": "AuthorizationKey", "value": new_password})]
    );
    let _ = station.try_call("Heartbeat", json!({})).await;
    assert!(station.closed().await);
    assert_eq!(connect(&app, "CP-PUSH16", &old_password, "1.6").await.err(), Some(401));
    let again = connect(&app, "CP-PUSH16", &new_password, "1.6").await.expect("reconnects");
    again.call("Heartbeat", json!({})).await.expect("answered");
}

#[tokio::test]
async fn a_station_that_refuses_its_new_password_keeps_its_password_and_its_connection() {
    let app = TestApp::spawn().await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-NOPE").await;
    let station = connect(&app, "CP-NOPE", &old_password, "1.6").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    station.script(|_, _| Scripted::Result(json!({"status": "Rejected"})));
    let reply = rotate(&app, &asset).await;
    assert_eq!((reply.status, reply.code()), (409, "CONFLICT"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], "station_refused_password");
    assert_eq!(reply.body["error"]["details"]["station_status"], "rejected");
    assert!(reply.body["data"].get("password").is_none(), "no password is handed out: {}", reply.body);
    let pushed = received(&station, "ChangeConfiguration")[0]["value"].as_str().unwrap().to_owned();
    // Cut, it would reconnect with the only password it has and be refused: a site visit.
    station.call("Heartbeat", json!({})).await.expect("its connection is kept");
    assert_eq!(connection_of(&app, &asset).await, "online");
    assert_eq!(
        connect(&app, "CP-NOPE", &pushed, "1.6").await.err(),
        Some(401),
        "the refused password is dropped"
    );
    drop(station);
    let again = connect(&app, "CP-NOPE", &old_password, "1.6").await.expect("its password stands");
    again.call("Heartbeat", json!({})).await.expect("answered");
}

#[tokio::test]
async fn a_refused_password_is_still_revoked_by_a_rotation_without_a_push() {
    let app = TestApp::spawn().await;
    let (asset, leaked) = station_asset(&app, &app.a, "CP-NOPE2").await;
    let thief = connect(&app, "CP-NOPE2", &leaked, "1.6").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    thief.script(|_, _| Scripted::Result(json!({"status": "Rejected"})));
    assert_eq!(rotate(&app, &asset).await.status, 409);
    let leak = rotate_with(&app, &asset, json!({"push": false})).await;
    assert_eq!(leak.status, 200, "{}", leak.body);
    assert_eq!(leak.body["data"]["station_update"], "not_pushed");
    let _ = thief.try_call("Heartbeat", json!({})).await;
    assert!(thief.closed().await, "whatever the station said");
    assert_eq!(connect(&app, "CP-NOPE2", &leaked, "1.6").await.err(), Some(401));
}

#[tokio::test]
async fn a_1_6_station_whose_authorization_key_is_read_only_keeps_its_key() {
    let app = TestApp::spawn().await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-RO16").await;
    let station = connect(&app, "CP-RO16", &old_password, "1.6").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    station.script(|_, _| Scripted::Result(json!({"status": "NotSupported"})));
    let reply = rotate(&app, &asset).await;
    assert_eq!(reply.status, 409, "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["station_status"], "not_supported", "{}", reply.body);
    station.call("Heartbeat", json!({})).await.expect("its connection is kept");
    drop(station);
    connect(&app, "CP-RO16", &old_password, "1.6").await.expect("its key stands");
}

#[tokio::test]
async fn a_2_0_1_station_that_answers_a_callerror_keeps_its_password_and_may_be_pushed_again() {
    let app = TestApp::spawn().await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-CALLERR").await;
    let station = connect(&app, "CP-CALLERR", &old_password, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    station.script(|_, _| Scripted::Error { code: "NotSupported".into(), description: "read-only".into() });
    let reply = rotate(&app, &asset).await;
    assert_eq!(reply.status, 409, "{}", reply.body);
    let details = &reply.body["error"]["details"];
    assert_eq!(
        (details["station_status"].as_str(), details["error_code"].as_str()),
        (Some("call_error"), Some("NotSupported"))
    );
    station.call("Heartbeat", json!({})).await.expect("its connection is kept");
    // Its refusal ended the push: the next one goes ahead.
    accepts_variables(&station);
    let again = rotate(&app, &asset).await;
    assert_eq!(again.body["data"]["station_update"], "accepted", "{}", again.body);
    let new_password = again.body["data"]["password"].as_str().unwrap().to_owned();
    connect(&app, "CP-CALLERR", &new_password, "2.0.1").await.expect("the new password");
}

#[tokio::test]
async fn a_station_that_reconnects_with_its_new_password_before_answering_keeps_its_new_connection() {
    let app = TestApp::spawn().await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-RACE").await;
    let station = connect(&app, "CP-RACE", &old_password, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    // As a 2.0.1 station may: it takes the password and reconnects with it at once, before its
    // answer goes out on the old connection.
    station.script(|_, _| Scripted::Silence);
    let rotating = rotate(&app, &asset);
    let reconnecting = async {
        eventually("the password is pushed", || async { !received(&station, "SetVariables").is_empty() })
            .await;
        let pushed = received(&station, "SetVariables")[0]["setVariableData"][0]["attributeValue"]
            .as_str()
            .unwrap()
            .to_owned();
        connect(&app, "CP-RACE", &pushed, "2.0.1")
            .await
            .expect("the pushed password is already the station's")
    };
    let (reply, fresh) = tokio::join!(rotating, reconnecting);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["station_update"], "accepted", "its reconnection proved it took it");
    fresh.call("Heartbeat", json!({})).await.expect("the new connection is not cut");
    fresh.call("Heartbeat", json!({})).await.expect("and stays");
    eventually("online on the new connection", || async { connection_of(&app, &asset).await == "online" })
        .await;
}

#[tokio::test]
async fn an_offline_station_is_rotated_as_ever() {
    let app = TestApp::spawn().await;
    let (asset, _) = station_asset(&app, &app.a, "CP-OFF").await;
    let reply = rotate(&app, &asset).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["station_update"], "offline");
}

#[tokio::test]
async fn the_pushed_password_is_in_no_event() {
    let app = TestApp::spawn().await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-QUIET").await;
    let station = connect(&app, "CP-QUIET", &old_password, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    accepts_variables(&station);
    let reply = rotate(&app, &asset).await;
    let new_password = reply.body["data"]["password"].as_str().unwrap().to_owned();
    let events = app.get("/asset-controls/events?limit=100", &app.a.key("owner")).await;
    assert!(!events.body.to_string().contains(&new_password));
    let commands: Vec<&Value> =
        events.body["data"].as_array().unwrap().iter().filter(|e| e["type"] == "station_command").collect();
    assert_eq!(commands.len(), 1, "{commands:?}");
    assert_eq!(commands[0]["data"]["request"], json!({"command": "set_password"}));
}

#[tokio::test]
async fn another_organizations_station_password_is_not_pushed() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-MINE").await;
    let station = connect(&app, "CP-MINE", &password, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    let path = format!("/inventory-service/assets/{asset}/station/password");
    let refused = app.send(Method::POST, &path, &app.b.key("owner"), None).await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    station.call("Heartbeat", json!({})).await.expect("untouched");
    assert!(station.received().is_empty());
}

#[tokio::test]
async fn a_rotation_after_a_leak_sends_the_new_password_to_no_connection_and_cuts_at_once() {
    let app = TestApp::spawn().await;
    let (asset, leaked) = station_asset(&app, &app.a, "CP-LEAK").await;
    // The registered connection may be the thief's: it must not be handed the new password.
    let thief = connect(&app, "CP-LEAK", &leaked, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    accepts_variables(&thief);
    let path = format!("/inventory-service/assets/{asset}/station/password");
    let reply = app.send(Method::POST, &path, &app.a.key("owner"), Some(json!({"push": false}))).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["station_update"], "not_pushed");
    assert_eq!(connection_of(&app, &asset).await, "offline", "cut in the rotation's own write");
    let _ = thief.try_call("Heartbeat", json!({})).await;
    assert!(thief.closed().await, "the leaked password's connection is cut");
    assert!(thief.received().is_empty(), "nothing was sent to it");
    assert_eq!(connect(&app, "CP-LEAK", &leaked, "2.0.1").await.err(), Some(401));
}

#[tokio::test]
async fn a_rotation_body_other_than_push_is_422() {
    let app = TestApp::spawn().await;
    let (asset, _) = station_asset(&app, &app.a, "CP-BODY").await;
    let path = format!("/inventory-service/assets/{asset}/station/password");
    let reply = app.send(Method::POST, &path, &app.a.key("owner"), Some(json!({"push": "no"}))).await;
    assert_eq!(reply.status, 422, "{}", reply.body);
    let refused = app.send(Method::POST, &path, &app.b.key("owner"), Some(json!({"push": "no"}))).await;
    assert_eq!(refused.status, 403, "another organization learns nothing from its body: {}", refused.body);
}

#[tokio::test]
async fn a_station_that_takes_its_password_at_its_next_reboot_keeps_its_connection() {
    let app = TestApp::spawn().await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-REBOOT").await;
    let station = connect(&app, "CP-REBOOT", &old_password, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    station.script(|action, payload| {
        if action != "SetVariables" {
            return Scripted::Result(json!({"status": "Accepted"}));
        }
        let one = &payload["setVariableData"][0];
        Scripted::Result(json!({"setVariableResult": [
            {"attributeStatus": "RebootRequired", "component": one["component"], "variable": one["variable"]}
        ]}))
    });
    let reply = rotate(&app, &asset).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["station_update"], "reboot_required");
    // Cut now, it would reconnect with the password it still uses, the old one, and be refused.
    station.call("Heartbeat", json!({})).await.expect("the connection stays until the station reboots");
    assert_eq!(connection_of(&app, &asset).await, "online");
    let new_password = reply.body["data"]["password"].as_str().unwrap().to_owned();
    let rebooted = connect(&app, "CP-REBOOT", &new_password, "2.0.1").await.expect("after its reboot");
    rebooted.call("Heartbeat", json!({})).await.expect("answered");
    assert_eq!(
        connect(&app, "CP-REBOOT", &old_password, "2.0.1").await.err(),
        Some(401),
        "once it connected with the new password the old one is dropped"
    );
}

/// A 2.0.1 station that answers `RebootRequired` to its new password.
fn takes_it_at_reboot(station: &Station) {
    station.script(|action, payload| {
        if action != "SetVariables" {
            return Scripted::Result(json!({"status": "Accepted"}));
        }
        let one = &payload["setVariableData"][0];
        Scripted::Result(json!({"setVariableResult": [
            {"attributeStatus": "RebootRequired", "component": one["component"], "variable": one["variable"]}
        ]}))
    });
}

async fn rotate_with(app: &TestApp, asset: &str, body: Value) -> Reply {
    let path = format!("/inventory-service/assets/{asset}/station/password");
    app.send(Method::POST, &path, &app.a.key("owner"), Some(body)).await
}

async fn connected_events(app: &TestApp) -> Vec<Value> {
    let events =
        app.get("/asset-controls/events?type=station_connected&limit=100", &app.a.key("owner")).await;
    events.body["data"].as_array().cloned().unwrap_or_default()
}

#[tokio::test]
async fn a_station_that_drops_before_its_reboot_gets_back_in_with_its_old_password_until_it_uses_the_new() {
    let app = TestApp::spawn().await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-BLIP").await;
    let station = connect(&app, "CP-BLIP", &old_password, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    takes_it_at_reboot(&station);
    let reply = rotate(&app, &asset).await;
    assert_eq!(reply.body["data"]["station_update"], "reboot_required", "{}", reply.body);
    let new_password = reply.body["data"]["password"].as_str().unwrap().to_owned();
    // A deploy or a network blip before the operator resets it: the station still uses the
    // old password.
    station.close();
    eventually("offline", || async { connection_of(&app, &asset).await == "offline" }).await;
    let back = connect(&app, "CP-BLIP", &old_password, "2.0.1").await.expect("not locked out");
    back.call("Heartbeat", json!({})).await.expect("registered");
    eventually("online", || async { connection_of(&app, &asset).await == "online" }).await;
    let events = connected_events(&app).await;
    assert_eq!(events[0]["data"]["previous_password"], true, "the operator sees it: {events:?}");
    assert!(events[1]["data"].get("previous_password").is_none(), "{events:?}");
    // Rebooted, it connects with the new one: from then on the old one is refused.
    let rebooted = connect(&app, "CP-BLIP", &new_password, "2.0.1").await.expect("the new password");
    rebooted.call("Heartbeat", json!({})).await.expect("answered");
    assert!(connected_events(&app).await[0]["data"].get("previous_password").is_none());
    assert_eq!(connect(&app, "CP-BLIP", &old_password, "2.0.1").await.err(), Some(401));
}

#[tokio::test]
async fn a_1_6_station_that_did_not_answer_its_push_gets_back_in_with_either_password() {
    let app = TestApp::spawn_with(Setup {
        configure: Some(|config| config.ocpp_call_timeout = Duration::from_millis(300)),
        ..Setup::default()
    })
    .await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-MUTE16").await;
    let station = connect(&app, "CP-MUTE16", &old_password, "1.6").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    station.script(|_, _| Scripted::Silence);
    let reply = rotate(&app, &asset).await;
    assert_eq!(reply.body["data"]["station_update"], "unknown", "{}", reply.body);
    let new_password = reply.body["data"]["password"].as_str().unwrap().to_owned();
    let _ = station.try_call("Heartbeat", json!({})).await;
    assert!(station.closed().await, "the old connection is cut");
    // It may not have taken its key: the old one still gets it in.
    let old = connect(&app, "CP-MUTE16", &old_password, "1.6").await.expect("the old key");
    old.call("Heartbeat", json!({})).await.expect("registered");
    old.close();
    eventually("offline", || async { connection_of(&app, &asset).await == "offline" }).await;
    let new = connect(&app, "CP-MUTE16", &new_password, "1.6").await.expect("the new key");
    new.call("Heartbeat", json!({})).await.expect("answered");
    assert_eq!(connect(&app, "CP-MUTE16", &old_password, "1.6").await.err(), Some(401));
}

#[tokio::test]
async fn a_rotation_after_a_leak_keeps_no_previous_password() {
    let app = TestApp::spawn().await;
    let (asset, first) = station_asset(&app, &app.a, "CP-LEAK2").await;
    let station = connect(&app, "CP-LEAK2", &first, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    takes_it_at_reboot(&station);
    let reboot = rotate(&app, &asset).await;
    assert_eq!(reboot.body["data"]["station_update"], "reboot_required", "{}", reboot.body);
    let second = reboot.body["data"]["password"].as_str().unwrap().to_owned();
    let leak = rotate_with(&app, &asset, json!({"push": false})).await;
    assert_eq!(leak.body["data"]["station_update"], "not_pushed", "{}", leak.body);
    let third = leak.body["data"]["password"].as_str().unwrap().to_owned();
    assert_eq!(connect(&app, "CP-LEAK2", &first, "2.0.1").await.err(), Some(401), "no previous kept");
    assert_eq!(connect(&app, "CP-LEAK2", &second, "2.0.1").await.err(), Some(401));
    connect(&app, "CP-LEAK2", &third, "2.0.1").await.expect("only the newest");
}

#[tokio::test]
async fn a_push_while_the_station_awaits_its_reboot_is_409_and_its_new_password_stays_due() {
    let app = TestApp::spawn().await;
    let (asset, first) = station_asset(&app, &app.a, "CP-TWO").await;
    let station = connect(&app, "CP-TWO", &first, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    takes_it_at_reboot(&station);
    let one = rotate(&app, &asset).await;
    assert_eq!(one.body["data"]["station_update"], "reboot_required", "{}", one.body);
    let second = one.body["data"]["password"].as_str().unwrap().to_owned();
    let two = rotate(&app, &asset).await;
    assert_eq!((two.status, two.code()), (409, "CONFLICT"), "{}", two.body);
    assert_eq!(two.body["error"]["details"]["reason"], "rotation_pending_reboot");
    assert_eq!(received(&station, "SetVariables").len(), 1, "nothing more was sent");
    // Rebooted, it connects with the password it was told to use, and may be pushed again.
    drop(station);
    let rebooted = connect(&app, "CP-TWO", &second, "2.0.1").await.expect("its new password is still due");
    rebooted.call("Heartbeat", json!({})).await.expect("registered");
    assert_eq!(connect(&app, "CP-TWO", &first, "2.0.1").await.err(), Some(401));
    let rebooted = connect(&app, "CP-TWO", &second, "2.0.1").await.expect("again");
    rebooted.call("Heartbeat", json!({})).await.expect("registered");
    accepts_variables(&rebooted);
    let three = rotate(&app, &asset).await;
    assert_eq!(three.body["data"]["station_update"], "accepted", "{}", three.body);
}

#[tokio::test]
async fn a_station_back_on_its_old_password_before_its_reboot_is_not_pushed_again() {
    let app = TestApp::spawn_with(Setup {
        configure: Some(|config| config.ocpp_call_timeout = Duration::from_millis(300)),
        ..Setup::default()
    })
    .await;
    let (asset, first) = station_asset(&app, &app.a, "CP-TWO2").await;
    let station = connect(&app, "CP-TWO2", &first, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    takes_it_at_reboot(&station);
    let one = rotate(&app, &asset).await;
    assert_eq!(one.body["data"]["station_update"], "reboot_required", "{}", one.body);
    let second = one.body["data"]["password"].as_str().unwrap().to_owned();
    station.close();
    eventually("offline", || async { connection_of(&app, &asset).await == "offline" }).await;
    // A blip: it is back with the password it still uses, and would answer nothing to a push.
    let back = connect(&app, "CP-TWO2", &first, "2.0.1").await.expect("its previous password");
    back.call("Heartbeat", json!({})).await.expect("registered");
    back.script(|_, _| Scripted::Silence);
    let two = rotate(&app, &asset).await;
    assert_eq!(two.body["error"]["details"]["reason"], "rotation_pending_reboot", "{}", two.body);
    assert!(received(&back, "SetVariables").is_empty());
    back.call("Heartbeat", json!({})).await.expect("its connection is untouched");
    drop(back);
    connect(&app, "CP-TWO2", &second, "2.0.1").await.expect("the password it was told to use still works");
}

async fn previous_until(app: &TestApp, identity: &str) -> Option<i64> {
    let record =
        app.app.store.station(&app.a.station_key(identity)).await.unwrap().expect("the station item");
    record.previous_until
}

#[tokio::test]
async fn repeated_unanswered_pushes_never_keep_the_old_password_longer() {
    let app = TestApp::spawn_with(Setup {
        configure: Some(|config| config.ocpp_call_timeout = Duration::from_millis(300)),
        ..Setup::default()
    })
    .await;
    let (asset, first) = station_asset(&app, &app.a, "CP-REARM").await;
    let station = connect(&app, "CP-REARM", &first, "1.6").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    station.script(|_, _| Scripted::Silence);
    let one = rotate(&app, &asset).await;
    assert_eq!(one.body["data"]["station_update"], "unknown", "{}", one.body);
    let bound = previous_until(&app, "CP-REARM").await.expect("the old key is kept");
    // It never took it: back with the old key, it answers nothing again, and again.
    for _ in 0..2 {
        let back = connect(&app, "CP-REARM", &first, "1.6").await.expect("the old key, within its week");
        back.call("Heartbeat", json!({})).await.expect("registered");
        back.script(|_, _| Scripted::Silence);
        tokio::time::sleep(Duration::from_millis(20)).await;
        let again = rotate(&app, &asset).await;
        assert_eq!(again.body["data"]["station_update"], "unknown", "{}", again.body);
        assert_eq!(
            previous_until(&app, "CP-REARM").await,
            Some(bound),
            "a week from the rotation that replaced it"
        );
    }
}

#[tokio::test]
async fn a_station_that_does_not_answer_in_time_may_have_taken_it() {
    let app = TestApp::spawn_with(Setup {
        configure: Some(|config| config.ocpp_call_timeout = Duration::from_millis(300)),
        ..Setup::default()
    })
    .await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-MUTE").await;
    let station = connect(&app, "CP-MUTE", &old_password, "1.6").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    station.script(|_, _| Scripted::Silence);
    let reply = rotate(&app, &asset).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["station_update"], "unknown", "not 'nothing applied'");
}

#[tokio::test]
async fn a_second_rotation_while_a_push_is_under_way_is_409() {
    let app = TestApp::spawn().await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-TWICE").await;
    let station = connect(&app, "CP-TWICE", &old_password, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    // The station holds the first push's answer.
    station.script(|_, _| Scripted::Silence);
    let first = rotate(&app, &asset);
    let second = async {
        eventually("the first push is sent", || async { !received(&station, "SetVariables").is_empty() })
            .await;
        rotate(&app, &asset).await
    };
    let (first, second) = tokio::join!(first, second);
    assert_eq!((second.status, second.code()), (409, "CONFLICT"), "{}", second.body);
    assert_eq!(second.body["error"]["details"]["reason"], "rotation_in_progress");
    assert_eq!(received(&station, "SetVariables").len(), 1, "one password was sent");
    assert_eq!(first.status, 200, "{}", first.body);
    let first_password = first.body["data"]["password"].as_str().unwrap().to_owned();
    connect(&app, "CP-TWICE", &first_password, "2.0.1").await.expect("the first rotation's password stands");
    // Its push over, the next rotation may push again.
    let third = app
        .send(
            Method::POST,
            &format!("/inventory-service/assets/{asset}/station/password"),
            &app.a.key("owner"),
            Some(json!({"push": false})),
        )
        .await;
    assert_eq!(third.status, 200, "{}", third.body);
}

/// The first write of a push, as the function makes it, with a short deadline.
async fn staged(app: &TestApp, identity: &str) -> shared::store::station_commands::KeptConnection {
    let store = &app.app.store;
    let record = store.station(&app.a.station_key(identity)).await.unwrap().expect("the station item");
    let (_, kept) = store
        .stage_station_password(
            app.a.org_id(),
            record.asset_id,
            shared::domain::station::hash_password("never-pushed-never-pushed-never-pushed-00"),
            &shared::site_access::SiteScope::All,
            300,
        )
        .await
        .expect("the first write");
    match kept {
        shared::store::station_commands::Kept::Connection(kept) => *kept,
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn a_push_that_died_before_it_settled_leaves_the_station_its_password() {
    let app = TestApp::spawn().await;
    let (_, old_password) = station_asset(&app, &app.a, "CP-DIED").await;
    let station = connect(&app, "CP-DIED", &old_password, "2.0.1").await.expect("connects");
    station.call("Heartbeat", json!({})).await.expect("registered");
    // The function writes the new password as pending, then dies (or its restore fails on the
    // store): nothing settled, nothing put back.
    let _ = staged(&app, "CP-DIED").await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    station.call("Heartbeat", json!({})).await.expect("its connection stands past the deadline");
    station.call("Heartbeat", json!({})).await.expect("and stays");
    drop(station);
    let again = connect(&app, "CP-DIED", &old_password, "2.0.1").await.expect("the old password still works");
    again.call("Heartbeat", json!({})).await.expect("answered");
}

#[tokio::test]
async fn an_old_connection_outlives_a_settled_push_that_died_only_until_its_deadline() {
    let app = TestApp::spawn().await;
    let (_, old_password) = station_asset(&app, &app.a, "CP-DIED2").await;
    let station = connect(&app, "CP-DIED2", &old_password, "2.0.1").await.expect("connects");
    station.call("Heartbeat", json!({})).await.expect("registered");
    // The station took it, the function made it current, then died before its cut.
    let kept = staged(&app, "CP-DIED2").await;
    let settled = app
        .app
        .store
        .settle_push(&kept, shared::store::station_commands::KeepPrevious::No)
        .await
        .expect("settled");
    assert_eq!(settled, shared::store::station_commands::Settled::Promoted);
    tokio::time::sleep(Duration::from_millis(400)).await;
    let _ = station.try_call("Heartbeat", json!({})).await;
    assert!(station.closed().await, "past the deadline the old password's connection counts as replaced");
}

#[tokio::test]
async fn a_pushed_rotation_costs_a_few_calls() {
    let app =
        TestApp::spawn_with(Setup { auth_cache_ttl: Duration::from_secs(3600), ..Setup::default() }).await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-COST").await;
    let station = connect(&app, "CP-COST", &old_password, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    accepts_variables(&station);
    let path = format!("/inventory-service/assets/{asset}/station/password");
    let owner = app.a.key("owner");
    app.get(format!("/inventory-service/assets/{asset}/station"), &owner).await;
    let reply = app.send_with(Method::POST, &path, &owner, None, &[("X-Debug", "true")]).await;
    assert_eq!(reply.body["data"]["station_update"], "accepted", "{}", reply.body);
    let mut calls: Vec<String> = reply.body["debug"]["dynamodb_calls"]
        .as_array()
        .expect("the debug calls")
        .iter()
        .filter_map(|call| call.as_str().map(str::to_owned))
        .filter(|call| !call.starts_with("rate_limit:"))
        .collect();
    calls.sort();
    // The asset and its station (access), read again for the first write (the pending
    // password, UpdateItem), the station's registry (the link), the asset for the
    // `station_command` event (its transaction), the promotion of the pending password
    // (UpdateItem), and the asset for the cut (its transaction).
    let expected = [
        "GetItem",
        "GetItem",
        "GetItem",
        "GetItem",
        "GetItem",
        "TransactWriteItems",
        "TransactWriteItems",
        "UpdateItem",
        "UpdateItem",
    ];
    assert_eq!(calls, expected, "{}", reply.body);
}

#[tokio::test]
async fn a_1_6_station_that_takes_its_key_at_reboot_gets_back_in_with_the_old_one_until_it_uses_the_new() {
    let app = TestApp::spawn().await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-BLIP16").await;
    let station = connect(&app, "CP-BLIP16", &old_password, "1.6").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    station.script(|_, _| Scripted::Result(json!({"status": "RebootRequired"})));
    let reply = rotate(&app, &asset).await;
    assert_eq!(reply.body["data"]["station_update"], "reboot_required", "{}", reply.body);
    let new_password = reply.body["data"]["password"].as_str().unwrap().to_owned();
    station.close();
    eventually("offline", || async { connection_of(&app, &asset).await == "offline" }).await;
    let back = connect(&app, "CP-BLIP16", &old_password, "1.6").await.expect("not locked out");
    back.call("Heartbeat", json!({})).await.expect("registered");
    back.close();
    eventually("offline again", || async { connection_of(&app, &asset).await == "offline" }).await;
    let rebooted = connect(&app, "CP-BLIP16", &new_password, "1.6").await.expect("the new key");
    rebooted.call("Heartbeat", json!({})).await.expect("answered");
    assert_eq!(connect(&app, "CP-BLIP16", &old_password, "1.6").await.err(), Some(401));
}

async fn dynamodb_calls(reply: &Reply) -> Vec<String> {
    let mut calls: Vec<String> = reply.body["debug"]["dynamodb_calls"]
        .as_array()
        .expect("the debug calls")
        .iter()
        .filter_map(|call| call.as_str().map(str::to_owned))
        .filter(|call| !call.starts_with("rate_limit:"))
        .collect();
    calls.sort();
    calls
}

#[tokio::test]
async fn a_refused_push_costs_its_drop_and_no_cut() {
    let app =
        TestApp::spawn_with(Setup { auth_cache_ttl: Duration::from_secs(3600), ..Setup::default() }).await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-COST2").await;
    let station = connect(&app, "CP-COST2", &old_password, "1.6").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    station.script(|_, _| Scripted::Result(json!({"status": "Rejected"})));
    let path = format!("/inventory-service/assets/{asset}/station/password");
    let owner = app.a.key("owner");
    app.get(format!("/inventory-service/assets/{asset}/station"), &owner).await;
    let reply = app.send_with(Method::POST, &path, &owner, None, &[("X-Debug", "true")]).await;
    assert_eq!(reply.status, 409, "{}", reply.body);
    // The first write's read (the asset and its station) and write, the registry (the link),
    // the asset for the `station_command` event and its transaction, and the pending
    // password's drop: no cut.
    let expected =
        ["GetItem", "GetItem", "GetItem", "GetItem", "TransactWriteItems", "UpdateItem", "UpdateItem"];
    assert_eq!(dynamodb_calls(&reply).await, expected, "{}", reply.body);
}

#[tokio::test]
async fn a_push_refused_for_a_pending_reboot_writes_nothing() {
    let app =
        TestApp::spawn_with(Setup { auth_cache_ttl: Duration::from_secs(3600), ..Setup::default() }).await;
    let (asset, old_password) = station_asset(&app, &app.a, "CP-COST3").await;
    let station = connect(&app, "CP-COST3", &old_password, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    takes_it_at_reboot(&station);
    let one = rotate(&app, &asset).await;
    assert_eq!(one.body["data"]["station_update"], "reboot_required", "{}", one.body);
    let path = format!("/inventory-service/assets/{asset}/station/password");
    let reply = app.send_with(Method::POST, &path, &app.a.key("owner"), None, &[("X-Debug", "true")]).await;
    assert_eq!(reply.body["error"]["details"]["reason"], "rotation_pending_reboot", "{}", reply.body);
    // The first write's read (the asset and its station), and nothing else.
    assert_eq!(dynamodb_calls(&reply).await, ["GetItem", "GetItem"], "{}", reply.body);
}

/// A second rotation read the station before the first's push settled `RebootRequired`: its
/// first write, made after, is refused as the read would have refused it (409
/// `rotation_pending_reboot`), and the password kept for the reboot stays.
#[tokio::test]
async fn a_push_staged_from_a_read_made_before_a_reboot_was_required_writes_nothing() {
    use shared::store::station_commands::Staged;
    let app = TestApp::spawn().await;
    let (asset, first) = station_asset(&app, &app.a, "CP-STALE").await;
    let station = connect(&app, "CP-STALE", &first, "2.0.1").await.expect("connects");
    eventually("registered", || async { connection_of(&app, &asset).await == "online" }).await;
    takes_it_at_reboot(&station);
    let store = &app.app.store;
    let read = store.station(&app.a.station_key("CP-STALE")).await.unwrap().expect("the station item");
    let connection_id = read.connection_id.clone().expect("registered");

    let one = rotate(&app, &asset).await;
    assert_eq!(one.body["data"]["station_update"], "reboot_required", "{}", one.body);
    let second = one.body["data"]["password"].as_str().unwrap().to_owned();
    let hash = shared::domain::station::hash_password("never-pushed-never-pushed-never-pushed-01");
    let staged = store.stage_pending_password(&read.key(), &read, &connection_id, &hash, 300).await.unwrap();
    assert_eq!(staged, Staged::AwaitsReboot);
    let after = store.station(&app.a.station_key("CP-STALE")).await.unwrap().expect("the station item");
    assert_eq!(after.pending_password_hash, None, "nothing written");
    assert_eq!(after.push_deadline, None, "nothing written");
    drop(station);
    connect(&app, "CP-STALE", &second, "2.0.1").await.expect("the password it was told to use still works");
}
