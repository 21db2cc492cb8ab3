//! A station's configuration in one representation for both OCPP versions (docs/ocpp.md,
//! "Configuration"): read by key or in full, written with a verdict per setting, and never a
//! security setting, against simulated 1.6 and 2.0.1 stations.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::station::{Scripted, Station, eventually, station_asset};
use api_tests::{Reply, TestApp};

fn path(asset: &str) -> String {
    format!("/inventory-service/assets/{asset}/station/configuration")
}

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

fn received(station: &Station, action: &str) -> Vec<Value> {
    station.received().into_iter().filter(|(name, _)| name == action).map(|(_, payload)| payload).collect()
}

async fn write(app: &TestApp, asset: &str, settings: Value) -> Reply {
    app.send(Method::PATCH, &path(asset), &app.a.key("admin"), Some(json!({"settings": settings}))).await
}

/// A 2.0.1 station answering GetVariables and SetVariables for every variable asked with
/// `status`, and `value` when read.
fn device_model(station: &Station, status: &'static str) {
    station.script(move |action, payload| {
        let (list, result) = match action {
            "GetVariables" => ("getVariableData", "getVariableResult"),
            "SetVariables" => ("setVariableData", "setVariableResult"),
            _ => return Scripted::Result(json!({"status": "Accepted"})),
        };
        let answered: Vec<Value> = payload[list]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .iter()
            .map(|asked| {
                let mut one = json!({"attributeStatus": status, "component": asked["component"], "variable": asked["variable"]});
                if action == "GetVariables" && status == "Accepted" {
                    one["attributeValue"] = json!("300");
                }
                one
            })
            .collect();
        Scripted::Result(json!({ result: answered }))
    });
}

#[tokio::test]
async fn settings_of_a_2_0_1_station_are_read_by_component_and_variable() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-GV", "2.0.1").await;
    device_model(&station, "Accepted");
    let reply = app
        .get(
            format!(
                "{}?keys=OCPPCommCtrlr.HeartbeatInterval,OCPPCommCtrlr.MessageTimeout.Default",
                path(&asset)
            ),
            &app.a.key("viewer"),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let data = &reply.body["data"];
    assert_eq!((&data["object"], &data["complete"]), (&json!("station_configuration"), &json!(true)));
    assert_eq!(
        data["settings"],
        json!([
            {"key": "OCPPCommCtrlr.HeartbeatInterval", "value": "300", "status": "accepted"},
            {"key": "OCPPCommCtrlr.MessageTimeout.Default", "value": "300", "status": "accepted"},
        ])
    );
    let asked = received(&station, "GetVariables");
    assert_eq!(
        asked[0]["getVariableData"][1],
        json!({"component": {"name": "OCPPCommCtrlr"}, "variable": {"name": "MessageTimeout", "instance": "Default"}})
    );
}

#[tokio::test]
async fn a_key_naming_no_2_0_1_component_is_unknown_without_asking() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-NOCOMP", "2.0.1").await;
    let reply = app.get(format!("{}?keys=HeartbeatInterval", path(&asset)), &app.a.key("viewer")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(
        reply.body["data"]["settings"],
        json!([{"key": "HeartbeatInterval", "status": "unknown_component"}])
    );
    assert!(received(&station, "GetVariables").is_empty());
}

#[tokio::test]
async fn the_full_list_of_a_2_0_1_station_comes_from_its_base_report() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-REPORT", "2.0.1").await;
    let viewer = app.a.key("viewer");
    let reading = app.get(path(&asset), &viewer);
    let reporting = async {
        eventually("the station is asked for its base report", || async {
            !received(&station, "GetBaseReport").is_empty()
        })
        .await;
        let asked = &received(&station, "GetBaseReport")[0];
        assert_eq!(asked["reportBase"], "FullInventory");
        let request_id = asked["requestId"].clone();
        let frame = |seq: i64, tbc: bool, component: &str, variable: &str, value: &str, mutability: &str| {
            json!({"requestId": request_id, "seqNo": seq, "tbc": tbc, "generatedAt": "2026-11-24T16:00:00Z",
                   "reportData": [{"component": {"name": component}, "variable": {"name": variable},
                                   "variableAttribute": [{"type": "Actual", "value": value, "mutability": mutability}]}]})
        };
        let first = frame(0, true, "OCPPCommCtrlr", "HeartbeatInterval", "300", "ReadWrite");
        assert_eq!(station.call("NotifyReport", first).await.expect("answered"), json!({}));
        let last = frame(1, false, "Identity", "SerialNumber", "SN-1", "ReadOnly");
        station.call("NotifyReport", last).await.expect("answered");
    };
    let (reply, ()) = tokio::join!(reading, reporting);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["complete"], true);
    assert_eq!(
        reply.body["data"]["settings"],
        json!([
            {"key": "OCPPCommCtrlr.HeartbeatInterval", "value": "300", "readonly": false, "status": "accepted"},
            {"key": "Identity.SerialNumber", "value": "SN-1", "readonly": true, "status": "accepted"},
        ])
    );
}

#[tokio::test]
async fn a_base_report_the_station_refuses_is_409() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-NOREPORT", "2.0.1").await;
    station.script(|_, _| Scripted::Result(json!({"status": "NotSupported"})));
    let reply = app.get(path(&asset), &app.a.key("viewer")).await;
    assert_eq!(reply.status, 409, "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["status"], "NotSupported");
}

#[tokio::test]
async fn a_1_6_station_is_read_with_get_configuration_by_key_or_in_full() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-GC", "1.6").await;
    station.script(|_, payload| {
        let mut answer = json!({"configurationKey": [
            {"key": "HeartbeatInterval", "readonly": false, "value": "300"},
            {"key": "NumberOfConnectors", "readonly": true, "value": "2"},
            {"key": "AuthorizationKey", "readonly": false, "value": "a-station-that-says-its-secret"},
        ]});
        if payload.get("key").is_some() {
            answer = json!({"configurationKey": [{"key": "HeartbeatInterval", "readonly": false, "value": "300"}],
                            "unknownKey": ["NoSuchKey"]});
        }
        Scripted::Result(answer)
    });
    let reply =
        app.get(format!("{}?keys=HeartbeatInterval,NoSuchKey", path(&asset)), &app.a.key("viewer")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(
        reply.body["data"]["settings"],
        json!([
            {"key": "HeartbeatInterval", "value": "300", "readonly": false, "status": "accepted"},
            {"key": "NoSuchKey", "status": "unknown_key"},
        ])
    );
    let full = app.get(path(&asset), &app.a.key("viewer")).await;
    assert_eq!(full.status, 200, "{}", full.body);
    assert_eq!(full.body["data"]["settings"].as_array().unwrap().len(), 3);
    assert!(!full.body.to_string().contains("a-station-that-says-its-secret"), "a secret is never shown");
    let asked = received(&station, "GetConfiguration");
    assert_eq!(asked, [json!({"key": ["HeartbeatInterval", "NoSuchKey"]}), json!({})]);
}

#[tokio::test]
async fn a_2_0_1_write_is_one_set_variables_with_a_verdict_per_setting() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-SV", "2.0.1").await;
    device_model(&station, "RebootRequired");
    let reply =
        write(&app, &asset, json!([{"key": "OCPPCommCtrlr.HeartbeatInterval", "value": "600"}])).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(
        reply.body["data"]["settings"],
        json!([{"key": "OCPPCommCtrlr.HeartbeatInterval", "status": "reboot_required"}])
    );
    assert_eq!(
        received(&station, "SetVariables"),
        [
            json!({"setVariableData": [{"attributeValue": "600", "component": {"name": "OCPPCommCtrlr"}, "variable": {"name": "HeartbeatInterval"}}]})
        ]
    );
    let events = app.get("/asset-controls/events?type=station_command", &app.a.key("owner")).await;
    assert_eq!(events.body["data"][0]["data"]["action"], "SetVariables");
}

#[tokio::test]
async fn a_1_6_write_is_one_change_configuration_per_key() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-CC", "1.6").await;
    station.script(|_, payload| {
        let status = if payload["key"] == "HeartbeatInterval" { "Accepted" } else { "NotSupported" };
        Scripted::Result(json!({"status": status}))
    });
    let reply = write(
        &app,
        &asset,
        json!([{"key": "HeartbeatInterval", "value": "600"}, {"key": "LightIntensity", "value": "50"}]),
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(
        reply.body["data"]["settings"],
        json!([{"key": "HeartbeatInterval", "status": "accepted"}, {"key": "LightIntensity", "status": "not_supported"}])
    );
    assert_eq!(
        received(&station, "ChangeConfiguration"),
        [
            json!({"key": "HeartbeatInterval", "value": "600"}),
            json!({"key": "LightIntensity", "value": "50"})
        ]
    );
}

#[tokio::test]
async fn security_settings_are_refused_per_setting_and_nothing_is_sent() {
    let app = TestApp::spawn().await;
    for (identity, version, guarded) in [
        (
            "CP-SEC16",
            "1.6",
            vec!["AuthorizationKey", "SecurityProfile", "CentralSystemUrl", "CertificateSignedMaxChainSize"],
        ),
        (
            "CP-SEC201",
            "2.0.1",
            vec![
                "SecurityCtrlr.BasicAuthPassword",
                "SecurityCtrlr.SecurityProfile",
                "SecurityCtrlr.Identity",
                "OCPPCommCtrlr.NetworkConfigurationPriority",
                "ISO15118Ctrlr.V2GCertificateInstallationEnabled",
            ],
        ),
    ] {
        let (asset, station) = online(&app, identity, version).await;
        let mut settings = vec![json!({"key": "HeartbeatInterval", "value": "60"})];
        settings.extend(guarded.iter().map(|key| json!({"key": key, "value": "x"})));
        let reply = write(&app, &asset, json!(settings)).await;
        assert_eq!((reply.status, reply.code()), (422, "VALIDATION_ERROR"), "{}", reply.body);
        let fields = reply.body["error"]["details"]["fields"].as_object().unwrap().clone();
        let refused: Vec<&String> = fields.keys().collect();
        let expected: Vec<String> = (1..=guarded.len()).map(|at| format!("settings[{at}].key")).collect();
        assert_eq!(
            refused,
            expected.iter().collect::<Vec<_>>(),
            "only the security settings: {}",
            reply.body
        );
        assert!(station.received().is_empty(), "nothing was sent");
    }
}

#[tokio::test]
async fn reading_needs_read_assets_and_writing_admin_assets() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-ROLES", "2.0.1").await;
    device_model(&station, "Accepted");
    let body = json!({"settings": [{"key": "OCPPCommCtrlr.HeartbeatInterval", "value": "60"}]});
    let refused = app.send(Method::PATCH, &path(&asset), &app.a.key("viewer"), Some(body)).await;
    assert_eq!((refused.status, refused.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{}", refused.body);
    assert!(received(&station, "SetVariables").is_empty());
    let read =
        app.get(format!("{}?keys=OCPPCommCtrlr.HeartbeatInterval", path(&asset)), &app.a.key("viewer")).await;
    assert_eq!(read.status, 200, "{}", read.body);
}

#[tokio::test]
async fn another_organizations_station_configuration_is_refused() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-OTHER", "1.6").await;
    let intruder = app.b.key("owner");
    assert_eq!(app.get(path(&asset), &intruder).await.status, 403);
    let body = json!({"settings": [{"key": "AuthorizationKey", "value": "x"}]});
    let refused = app.send(Method::PATCH, &path(&asset), &intruder, Some(body)).await;
    assert_eq!((refused.status, refused.code()), (403, "FORBIDDEN"), "{}", refused.body);
    assert!(
        station.received().iter().all(|(action, _)| action == "GetConfiguration"),
        "only the gateway's boot-time question"
    );
}

#[tokio::test]
async fn a_bad_key_or_an_unknown_parameter_is_400() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-QUERY", "2.0.1").await;
    for query in ["keys=a%20b", "key=HeartbeatInterval", "keys=A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P,Q"] {
        let reply = app.get(format!("{}?{query}", path(&asset)), &app.a.key("viewer")).await;
        assert_eq!((reply.status, reply.code()), (400, "INVALID_PARAMETER"), "{query}: {}", reply.body);
    }
    assert!(station.received().is_empty());
}

#[tokio::test]
async fn an_offline_station_configuration_is_409() {
    let app = TestApp::spawn().await;
    let (asset, _) = station_asset(&app, &app.a, "CP-DARK").await;
    let reply = app.get(path(&asset), &app.a.key("viewer")).await;
    assert_eq!(
        (reply.status, reply.body["error"]["details"]["reason"].clone()),
        (409, json!("station_offline"))
    );
}

/// Writes that would weaken a station's security in ways a denylist of the standard names
/// missed (libocpp's InternalCtrlr variables, vendors' spellings of the CSMS address and of
/// secrets): refused even with the vendor opt-in, and nothing is sent.
#[tokio::test]
async fn security_bypasses_through_vendor_and_internal_keys_are_refused_even_when_opted_in() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-BYPASS", "2.0.1").await;
    let (asset_16, station_16) = online(&app, "CP-BYPASS16", "1.6").await;
    let profiles = r#"[{"configurationSlot":1,"connectionData":{"ocppCsmsUrl":"ws://evil.example/ocpp","securityProfile":0}}]"#;
    for (key, value) in [
        ("InternalCtrlr.NetworkConnectionProfiles", profiles),
        ("InternalCtrlr.VerifyCsmsAllowWildcards", "true"),
        ("InternalCtrlr.EnableTLSKeylog", "true"),
        ("VerifyCsmsAllowWildcards", "true"),
        ("ClockCtrlr.NtpServerUri", "pool.evil.example"),
        ("CentralSystemAddress", "evil.example"),
        ("OcppHost", "evil.example"),
        ("ServerAddress", "evil.example"),
        ("AuthKey", "0123456789abcdef"),
        ("Pwd", "x"),
        ("Passphrase", "x"),
        ("MqttSecret", "x"),
    ] {
        for asset in [&asset, &asset_16] {
            let body = json!({"settings": [{"key": key, "value": value}], "vendor_keys": true});
            let reply = app.send(Method::PATCH, &path(asset), &app.a.key("admin"), Some(body)).await;
            assert_eq!((reply.status, reply.code()), (422, "VALIDATION_ERROR"), "{key}: {}", reply.body);
            assert!(
                reply.body["error"]["details"]["fields"]["settings[0].key"].is_array(),
                "{key}: {}",
                reply.body
            );
        }
    }
    let url = json!({"settings": [{"key": "VendorUplink", "value": "wss://evil.example/ocpp"}], "vendor_keys": true});
    let reply = app.send(Method::PATCH, &path(&asset), &app.a.key("admin"), Some(url)).await;
    assert_eq!(reply.status, 422, "{}", reply.body);
    assert!(reply.body["error"]["details"]["fields"]["settings[0].value"].is_array(), "{}", reply.body);
    assert!(received(&station, "SetVariables").is_empty(), "nothing was sent");
    assert!(received(&station_16, "ChangeConfiguration").is_empty(), "nothing was sent");
}

#[tokio::test]
async fn a_vendor_key_is_written_only_with_the_opt_in() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-VENDOR", "1.6").await;
    station.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    let setting = json!([{"key": "VendorLedMode", "value": "dim"}]);
    let refused = write(&app, &asset, setting.clone()).await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(received(&station, "ChangeConfiguration").is_empty());
    let body = json!({"settings": setting, "vendor_keys": true});
    let written = app.send(Method::PATCH, &path(&asset), &app.a.key("admin"), Some(body)).await;
    assert_eq!(written.status, 200, "{}", written.body);
    assert_eq!(received(&station, "ChangeConfiguration"), [json!({"key": "VendorLedMode", "value": "dim"})]);
}

#[tokio::test]
async fn an_interval_below_its_floor_is_refused_and_nothing_is_sent() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-FLOOR", "2.0.1").await;
    for (key, value) in [
        ("OCPPCommCtrlr.HeartbeatInterval", "1"),
        ("SampledDataCtrlr.TxUpdatedInterval", "1"),
        ("MeterValueSampleInterval", "5"),
    ] {
        let reply = write(&app, &asset, json!([{"key": key, "value": value}])).await;
        assert_eq!((reply.status, reply.code()), (422, "VALIDATION_ERROR"), "{key}: {}", reply.body);
        assert!(reply.body["error"]["details"]["fields"]["settings[0].value"].is_array(), "{}", reply.body);
    }
    assert!(received(&station, "SetVariables").is_empty());
}

/// A full read whose report comes in a burst of NotifyReports past the message rate: they have
/// their own budget, the station is not closed as flooding, and the read is whole.
#[tokio::test]
async fn a_full_read_reported_in_a_burst_of_frames_does_not_get_the_station_closed() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-BURST", "2.0.1").await;
    let viewer = app.a.key("viewer");
    let reading = app.get(path(&asset), &viewer);
    const FRAMES: i64 = 150;
    let reporting = async {
        eventually("the station is asked for its base report", || async {
            !received(&station, "GetBaseReport").is_empty()
        })
        .await;
        let request_id = received(&station, "GetBaseReport")[0]["requestId"].clone();
        let frame = |seq: i64| {
            json!({"requestId": request_id, "seqNo": seq, "tbc": seq + 1 < FRAMES, "generatedAt": "2026-11-24T16:00:00Z",
                   "reportData": [{"component": {"name": "VendorCtrlr"}, "variable": {"name": format!("Setting{seq}")},
                                   "variableAttribute": [{"type": "Actual", "value": "1"}]}]})
        };
        for seq in 0..FRAMES - 1 {
            assert!(
                station.try_send_raw(&json!([2, format!("r{seq}"), "NotifyReport", frame(seq)]).to_string())
            );
        }
        assert_eq!(station.call("NotifyReport", frame(FRAMES - 1)).await.expect("answered"), json!({}));
    };
    let (reply, ()) = tokio::join!(reading, reporting);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["complete"], true, "{}", reply.body);
    assert_eq!(reply.body["data"]["settings"].as_array().map(Vec::len), Some(FRAMES as usize));
    station.call("Heartbeat", json!({})).await.expect("still connected");
}

#[tokio::test]
async fn a_second_full_read_while_one_runs_on_the_connection_is_409() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-TWICE", "2.0.1").await;
    let viewer = app.a.key("viewer");
    let reading = app.get(path(&asset), &viewer);
    let second = async {
        eventually("the station is asked for its base report", || async {
            !received(&station, "GetBaseReport").is_empty()
        })
        .await;
        let refused = app.get(path(&asset), &app.a.key("viewer")).await;
        let request_id = received(&station, "GetBaseReport")[0]["requestId"].clone();
        let last = json!({"requestId": request_id, "seqNo": 0, "tbc": false, "generatedAt": "2026-11-24T16:00:00Z",
            "reportData": [{"component": {"name": "OCPPCommCtrlr"}, "variable": {"name": "HeartbeatInterval"},
                            "variableAttribute": [{"type": "Actual", "value": "300"}]}]});
        station.call("NotifyReport", last).await.expect("answered");
        refused
    };
    let (first, refused) = tokio::join!(reading, second);
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert_eq!(refused.body["error"]["details"]["status"], "FullReadInProgress", "{}", refused.body);
    assert_eq!(first.status, 200, "{}", first.body);
    assert_eq!(first.body["data"]["complete"], true);
    assert_eq!(received(&station, "GetBaseReport").len(), 1, "the second read sent nothing");
}
