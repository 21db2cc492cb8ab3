//! OCPP 1.6J beside 2.0.1 on one URL (docs/ocpp.md, "OCPP 1.6J"): the upgrade chooses the
//! version, the asset shows it, and what a 1.6 station reports outside its transactions reads
//! in the REST API as the same report from a 2.0.1 station; malformed 1.6 messages get 1.6's
//! CALLERRORs. A simulated station plays the charger.

use serde_json::{Value, json};

use api_tests::TestApp;
use api_tests::station::{Connect, Station, eventually, station_asset};

async fn station_shown(app: &TestApp, asset: &str) -> Value {
    let shown = app.get(format!("/inventory-service/assets/{asset}"), &app.a.key("owner")).await;
    assert_eq!(shown.status, 200, "{}", shown.body);
    shown.body["data"]["station"].clone()
}

async fn events_of_type(app: &TestApp, kind: &str) -> Vec<Value> {
    let reply = app.get(format!("/asset-controls/events?type={kind}"), &app.a.key("owner")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().clone()
}

/// A 1.6 station of A's, connected: its asset and the station.
async fn online_16(app: &TestApp, identity: &str) -> (String, Station) {
    let (asset, password) = station_asset(app, &app.a, identity).await;
    let station = Station::connect_16(&app.station_url(&app.a), identity, &password).await.expect("connects");
    (asset, station)
}

fn boot_16() -> Value {
    json!({"chargePointVendor": "Wallbe", "chargePointModel": "Eco 2.0", "firmwareVersion": "1.4.2",
           "chargePointSerialNumber": "WB-0001"})
}

#[tokio::test]
async fn a_station_offering_only_ocpp1_6_boots_and_its_asset_shows_the_version() {
    let app = TestApp::spawn().await;
    let (asset, station) = online_16(&app, "CP-16").await;
    let answer = station.call("BootNotification", boot_16()).await.expect("accepted");
    assert_eq!(answer["status"], "Accepted");
    assert!(answer["interval"].as_u64().is_some_and(|s| s > 0) && answer["currentTime"].is_string());
    let heartbeat = station.call("Heartbeat", json!({})).await.expect("answered");
    assert!(heartbeat["currentTime"].is_string());
    let shown = station_shown(&app, &asset).await;
    assert_eq!(shown["ocpp_version"], "1.6");
    assert_eq!((&shown["vendor"], &shown["model"]), (&json!("Wallbe"), &json!("Eco 2.0")));
    assert_eq!((&shown["serial_number"], &shown["firmware_version"]), (&json!("WB-0001"), &json!("1.4.2")));
}

#[tokio::test]
async fn a_station_offering_both_versions_speaks_2_0_1_and_may_change_between_connections() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-BOTH").await;
    let url = app.station_url(&app.a);
    let how =
        Connect { identity: "CP-BOTH", password: Some(&password), subprotocol: Some("ocpp1.6, ocpp2.0.1") };
    let both = Station::connect_with(&url, how).await.expect("connects");
    both.boot("Acme", "Dual", "2.0").await.expect("a 2.0.1 boot is understood");
    assert_eq!(station_shown(&app, &asset).await["ocpp_version"], "2.0.1");
    both.close();
    assert!(both.closed().await);

    // After a firmware downgrade, the same station comes back speaking 1.6.
    let older = Station::connect_16(&url, "CP-BOTH", &password).await.expect("connects");
    older.call("BootNotification", boot_16()).await.expect("a 1.6 boot is understood");
    eventually("the asset shows 1.6", || async {
        station_shown(&app, &asset).await["ocpp_version"] == "1.6"
    })
    .await;
}

#[tokio::test]
async fn a_station_offering_neither_version_is_refused() {
    let app = TestApp::spawn().await;
    let (_, password) = station_asset(&app, &app.a, "CP-SOAP").await;
    let how =
        Connect { identity: "CP-SOAP", password: Some(&password), subprotocol: Some("ocpp1.5, ocpp2.1") };
    assert_eq!(Station::connect_with(&app.station_url(&app.a), how).await.err(), Some(400));
}

#[tokio::test]
async fn connector_0_is_the_station_and_connector_n_is_evse_n_in_2_0_1_terms() {
    let app = TestApp::spawn().await;
    let (asset, station) = online_16(&app, "CP-DUAL").await;
    let status = |connector: u32, status: &str| json!({"connectorId": connector, "errorCode": "NoError", "status": status});
    for (connector, reported) in [(0, "Available"), (1, "Charging"), (2, "SuspendedEV")] {
        station.call("StatusNotification", status(connector, reported)).await.expect("accepted");
    }
    let shown = station_shown(&app, &asset).await;
    let connectors = shown["connectors"].as_array().unwrap().clone();
    assert_eq!(
        connectors,
        vec![
            json!({"evse_id": 0, "connector_id": 0, "status": "Available"}),
            json!({"evse_id": 1, "connector_id": 1, "status": "Occupied"}),
            json!({"evse_id": 2, "connector_id": 1, "status": "Occupied"}),
        ]
    );
    station.call("StatusNotification", status(2, "Faulted")).await.expect("accepted");
    assert_eq!(station_shown(&app, &asset).await["status"], "faulted");
}

#[tokio::test]
async fn meter_values_outside_a_transaction_are_recorded_in_2_0_1_shape() {
    let app = TestApp::spawn().await;
    let (_, station) = online_16(&app, "CP-METER").await;
    let reading = json!({"connectorId": 1, "meterValue": [{"timestamp": "2026-11-28T10:00:00Z", "sampledValue": [
        {"value": "15234", "measurand": "Energy.Active.Import.Register", "unit": "Wh", "context": "Sample.Periodic"}
    ]}]});
    station.call("MeterValues", reading).await.expect("accepted");
    let recorded = events_of_type(&app, "meter_values").await;
    assert_eq!(recorded.len(), 1, "{recorded:?}");
    let sample = &recorded[0]["data"]["meter_value"][0]["sampledValue"][0];
    assert_eq!(recorded[0]["data"]["evse_id"], 1);
    assert_eq!(sample["value"], 15234.0);
    assert_eq!(sample["unitOfMeasure"]["unit"], "Wh");
    assert_eq!(sample["context"], "Sample.Periodic");
}

#[tokio::test]
async fn firmware_diagnostics_and_security_reports_become_events() {
    let app = TestApp::spawn().await;
    let (_, station) = online_16(&app, "CP-REPORTS").await;
    station.call("FirmwareStatusNotification", json!({"status": "Downloading"})).await.expect("accepted");
    station.call("DiagnosticsStatusNotification", json!({"status": "Uploaded"})).await.expect("accepted");
    let security = json!({"type": "StartupOfTheDevice", "timestamp": "2026-11-28T10:00:00Z"});
    station.call("SecurityEventNotification", security).await.expect("accepted");
    assert_eq!(events_of_type(&app, "station_firmware_status").await[0]["data"]["status"], "Downloading");
    assert_eq!(events_of_type(&app, "station_diagnostics_status").await[0]["data"]["status"], "Uploaded");
    assert_eq!(events_of_type(&app, "station_security_event").await[0]["data"]["type"], "StartupOfTheDevice");
}

#[tokio::test]
async fn data_transfer_is_answered_unknown_vendor_and_writes_nothing() {
    let app = TestApp::spawn().await;
    let (_, station) = online_16(&app, "CP-DT").await;
    let answer = station.call("DataTransfer", json!({"vendorId": "com.example", "data": "x"})).await;
    assert_eq!(answer.expect("answered")["status"], "UnknownVendorId");
}

#[tokio::test]
async fn malformed_1_6_messages_get_1_6_call_errors() {
    let app = TestApp::spawn().await;
    let (_, station) = online_16(&app, "CP-BAD").await;
    let code = |answer: Result<Value, api_tests::station::CallError>| answer.expect_err("refused").code;
    let missing = station.call("BootNotification", json!({"chargePointModel": "M"})).await;
    assert_eq!(code(missing), "OccurenceConstraintViolation");
    let long = json!({"chargePointModel": "M", "chargePointVendor": "V".repeat(21)});
    assert_eq!(code(station.call("BootNotification", long).await), "PropertyConstraintViolation");
    let typed = json!({"connectorId": "one", "errorCode": "NoError", "status": "Available"});
    assert_eq!(code(station.call("StatusNotification", typed).await), "TypeConstraintViolation");
    let unknown_status = json!({"connectorId": 1, "errorCode": "NoError", "status": "Sleeping"});
    assert_eq!(code(station.call("StatusNotification", unknown_status).await), "PropertyConstraintViolation");
    let far = json!({"connectorId": 5000, "errorCode": "NoError", "status": "Available"});
    assert_eq!(code(station.call("StatusNotification", far).await), "PropertyConstraintViolation");
    assert_eq!(code(station.call("TransactionEvent", json!({})).await), "NotImplemented", "a 2.0.1 action");
    assert_eq!(code(station.call("ReserveNow", json!({})).await), "NotSupported");
    station.send_raw(r#"{"not": "a frame"}"#);
    let answer = station.next_answer().await;
    assert_eq!((answer[0].as_u64(), answer[2].as_str()), (Some(4), Some("ProtocolError")));
    // Still served.
    station.call("Heartbeat", json!({})).await.expect("answered");
}
