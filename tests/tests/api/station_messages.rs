//! The OCPP message log (docs/ocpp.md, "The message log"): every frame of a station's connection,
//! both ways, written in batches (at a flush interval, when a buffer fills, at disconnect) and
//! read with GET /inventory-service/assets/{asset_id}/station/messages as the asset is read.

use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::station::{Scripted, Station, eventually, make_station, station_asset};
use api_tests::{Cred, Reply, Setup, TestApp};
use shared::ids::AssetId;

fn messages(asset: &str) -> String {
    format!("/inventory-service/assets/{asset}/station/messages")
}

/// An app whose gateway writes a connection's frames a second after the first of a batch.
async fn quick_app() -> TestApp {
    TestApp::spawn_with(Setup {
        configure: Some(|config| config.ocpp_message_log_flush = Duration::from_secs(1)),
        ..Setup::default()
    })
    .await
}

async fn read(app: &TestApp, path: &str, cred: &Cred) -> Reply {
    let reply = app.get(path, cred).await;
    assert_eq!(reply.status, 200, "{path}: {}", reply.body);
    reply
}

/// The whole log of `asset` oldest first (one page of up to 100).
async fn log(app: &TestApp, asset: &str) -> Vec<Value> {
    let reply = read(app, &format!("{}?sort=at&limit=100", messages(asset)), &app.a.key("viewer")).await;
    reply.body["data"].as_array().expect("a list").clone()
}

/// The log once `done` holds of it.
async fn log_once(app: &TestApp, asset: &str, done: impl Fn(&[Value]) -> bool) -> Vec<Value> {
    eventually("the log is written", || async { done(&log(app, asset).await) }).await;
    log(app, asset).await
}

/// Each entry as (direction, message type, action).
fn shape(entries: &[Value]) -> Vec<(String, String, String)> {
    let text = |v: &Value| v.as_str().unwrap_or("-").to_owned();
    entries.iter().map(|e| (text(&e["direction"]), text(&e["message_type"]), text(&e["action"]))).collect()
}

fn exchange(action: &str) -> [(String, String, String); 2] {
    [
        ("from_station".into(), "call".into(), action.into()),
        ("to_station".into(), "call_result".into(), action.into()),
    ]
}

/// Every answer follows its CALL and carries its message id.
fn answers_follow_their_calls(entries: &[Value]) {
    for pair in entries.chunks(2) {
        assert_eq!(pair[0]["message_id"], pair[1]["message_id"], "{pair:?}");
        assert!(pair[0]["message_id"].as_str().is_some_and(|id| !id.is_empty()));
    }
}

fn transaction_event(kind: &str, seq_no: i64, wh: f64) -> Value {
    json!({
        "eventType": kind,
        "timestamp": "2026-11-28T16:00:00Z",
        "triggerReason": if kind == "Started" { "CablePluggedIn" } else { "MeterValuePeriodic" },
        "seqNo": seq_no,
        "transactionInfo": {"transactionId": "tx-log-1"},
        "meterValue": [{"timestamp": "2026-11-28T16:00:00Z", "sampledValue": [
            {"value": wh, "measurand": "Energy.Active.Import.Register", "unitOfMeasure": {"unit": "Wh"}}]}],
    })
}

#[tokio::test]
async fn a_201_sessions_frames_appear_in_order_with_both_directions() {
    let app = quick_app().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-LOG-201").await;
    let station =
        Station::connect(&app.station_url(&app.a), "CP-LOG-201", &password).await.expect("connects");
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    let status = json!({"timestamp": "2026-11-28T16:00:00Z", "connectorStatus": "Occupied", "evseId": 1, "connectorId": 1});
    station.call("StatusNotification", status).await.expect("accepted");
    station.call("TransactionEvent", transaction_event("Started", 0, 0.0)).await.expect("started");
    station.call("TransactionEvent", transaction_event("Updated", 1, 1500.0)).await.expect("updated");
    station.call("TransactionEvent", transaction_event("Ended", 2, 3000.0)).await.expect("ended");
    // Written a flush interval after the first frame, the station still connected.
    let entries = log_once(&app, &asset, |entries| entries.len() >= 10).await;
    let mut expected = Vec::new();
    for action in
        ["BootNotification", "StatusNotification", "TransactionEvent", "TransactionEvent", "TransactionEvent"]
    {
        expected.extend(exchange(action));
    }
    assert_eq!(shape(&entries), expected);
    answers_follow_their_calls(&entries);
    assert_eq!(entries[6]["payload"]["eventType"], "Updated", "the payload as the station sent it");
    assert_eq!(entries[6]["payload"]["meterValue"][0]["sampledValue"][0]["value"], 1500.0);
    assert_eq!(entries[1]["payload"]["status"], "Accepted", "the gateway's answer as it sent it");
    assert!(entries.iter().all(|e| e["ocpp_version"] == "2.0.1" && e["object"] == "station_message"));
    // v1 shows Unix seconds, v2 RFC 3339: the same instants.
    let v2 = read(&app, &format!("/v2{}?sort=at", messages(&asset)), &app.a.key("viewer")).await;
    let at = v2.body["data"][0]["at"].as_str().expect("RFC 3339");
    let seconds = chrono::DateTime::parse_from_rfc3339(at).expect("an instant").timestamp();
    assert_eq!(entries[0]["at"], json!(seconds));
}

#[tokio::test]
async fn a_16_sessions_frames_appear_in_order_with_both_directions_and_the_gateways_own_calls() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-LOG-16").await;
    let station =
        Station::connect_16(&app.station_url(&app.a), "CP-LOG-16", &password).await.expect("connects");
    station
        .call("BootNotification", json!({"chargePointVendor": "Wallbe", "chargePointModel": "Pro"}))
        .await
        .unwrap();
    let status = json!({"connectorId": 1, "errorCode": "NoError", "status": "Preparing"});
    station.call("StatusNotification", status).await.expect("accepted");
    let start =
        json!({"connectorId": 1, "idTag": "UNLISTED1", "meterStart": 0, "timestamp": "2026-11-28T16:00:00Z"});
    let started = station.call("StartTransaction", start).await.expect("answered");
    let transaction = started["transactionId"].clone();
    let reading = json!({"connectorId": 1, "transactionId": transaction, "meterValue": [{"timestamp": "2026-11-28T16:01:00Z",
        "sampledValue": [{"value": "1500", "measurand": "Energy.Active.Import.Register", "unit": "Wh"}]}]});
    station.call("MeterValues", reading).await.expect("accepted");
    let stop = json!({"transactionId": transaction, "meterStop": 3000, "timestamp": "2026-11-28T16:02:00Z"});
    station.call("StopTransaction", stop).await.expect("accepted");
    eventually("the gateway asked its GetConfiguration", || async { !station.received().is_empty() }).await;
    station.close();
    // Written when the connection ends (the interval is a minute here).
    let entries = log_once(&app, &asset, |entries| entries.len() >= 12).await;
    let (asked, theirs): (Vec<Value>, Vec<Value>) =
        entries.into_iter().partition(|e| e["action"] == "GetConfiguration");
    let mut expected = Vec::new();
    for action in
        ["BootNotification", "StatusNotification", "StartTransaction", "MeterValues", "StopTransaction"]
    {
        expected.extend(exchange(action));
    }
    assert_eq!(shape(&theirs), expected);
    answers_follow_their_calls(&theirs);
    assert_eq!(theirs[5]["payload"]["transactionId"], transaction);
    // The gateway's own CALL, and the station's answer named after it.
    assert_eq!(
        shape(&asked),
        [
            ("to_station".into(), "call".into(), "GetConfiguration".into()),
            ("from_station".into(), "call_result".into(), "GetConfiguration".into())
        ]
    );
    answers_follow_their_calls(&asked);
    assert!(theirs.iter().chain(&asked).all(|e| e["ocpp_version"] == "1.6"));
}

#[tokio::test]
async fn filters_take_the_action_the_direction_and_a_time_range() {
    let app = quick_app().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-LOG-F").await;
    let station = Station::connect(&app.station_url(&app.a), "CP-LOG-F", &password).await.expect("connects");
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    for _ in 0..3 {
        station.call("Heartbeat", json!({})).await.expect("beats");
    }
    log_once(&app, &asset, |entries| entries.len() >= 8).await;
    let viewer = app.a.key("viewer");
    let ask = |query: &str| {
        let path = format!("/v2{}?limit=100&{query}", messages(&asset));
        let viewer = viewer.clone();
        let app = &app;
        async move { read(app, &path, &viewer).await.body["data"].as_array().unwrap().clone() }
    };
    let beats = ask("action=Heartbeat").await;
    assert_eq!(beats.len(), 6, "3 CALLs and their answers");
    assert!(beats.iter().all(|e| e["action"] == "Heartbeat"));
    let answers = ask("action=Heartbeat&direction=to_station").await;
    assert_eq!(shape(&answers), vec![exchange("Heartbeat")[1].clone(); 3]);
    let everything = ask("sort=at").await;
    let boot_at = everything[0]["at"].as_str().unwrap().to_owned();
    let last_at = everything[everything.len() - 1]["at"].as_str().unwrap().to_owned();
    let encode = |at: &str| at.replace(':', "%3A");
    let within = ask(&format!("at[gte]={}&at[lte]={}", encode(&boot_at), encode(&last_at))).await;
    assert_eq!(within.len(), everything.len());
    let after = ask(&format!("at[gt]={}", encode(&last_at))).await;
    assert!(after.is_empty(), "{after:?}");
    let before = ask(&format!("at[lt]={}", encode(&boot_at))).await;
    assert!(before.is_empty(), "{before:?}");
    let reversed = ask(&format!("at[gte]={}&at[lt]={}", encode(&last_at), encode(&boot_at))).await;
    assert!(reversed.is_empty(), "a range ending before it starts is empty: {reversed:?}");
    let long_ago = ask("at[lt]=1000000000").await;
    assert!(long_ago.is_empty(), "a range before the retention is empty: {long_ago:?}");
    let none = ask("action=heartbeat").await;
    assert!(none.is_empty(), "actions are compared exactly");
    for bad in ["direction=sideways", "at[gte]=yesterday", "colour=red", "sort=action", "page=2", "limit=101"]
    {
        let refused = app.get(format!("/v2{}?{bad}", messages(&asset)), &viewer).await;
        assert_eq!((refused.status, refused.code()), (400, "INVALID_PARAMETER"), "{bad}: {}", refused.body);
    }
}

#[tokio::test]
async fn pages_follow_the_cursor_in_both_versions() {
    let app = quick_app().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-LOG-P").await;
    let station = Station::connect(&app.station_url(&app.a), "CP-LOG-P", &password).await.expect("connects");
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    for _ in 0..4 {
        station.call("Heartbeat", json!({})).await.expect("beats");
    }
    let all = log_once(&app, &asset, |entries| entries.len() >= 10).await;
    let ids = |entries: &[Value]| -> Vec<(String, String)> {
        entries
            .iter()
            .map(|e| {
                (e["message_id"].as_str().unwrap().to_owned(), e["direction"].as_str().unwrap().to_owned())
            })
            .collect()
    };
    let viewer = app.a.key("viewer");
    for prefix in ["/v1", "/v2", ""] {
        for (sort, mut expected) in [("at", ids(&all)), ("-at", ids(&all))] {
            if sort == "-at" {
                expected.reverse();
            }
            let mut walked = Vec::new();
            let mut path = format!("{prefix}{}?limit=3&sort={sort}", messages(&asset));
            loop {
                let page = read(&app, &path, &viewer).await;
                walked.extend(ids(page.body["data"].as_array().unwrap()));
                let pagination = &page.body["pagination"];
                assert_eq!(pagination["limit"], 3);
                let Some(next) = pagination["next_cursor"].as_str() else {
                    assert_eq!(pagination["has_next"], false);
                    assert!(page.header("link").is_none());
                    break;
                };
                assert_eq!(pagination["has_next"], true);
                let link = page.header("link").expect("a Link to the next page");
                assert!(link.contains("rel=\"next\"") && link.contains("cursor="), "{link}");
                path = format!("{prefix}{}?limit=3&sort={sort}&cursor={next}", messages(&asset));
            }
            assert_eq!(walked, expected, "{prefix} sort={sort}");
        }
    }
    // A cursor belongs to its query: another filter, another asset's or a forged one is refused.
    let first = read(&app, &format!("{}?limit=3", messages(&asset)), &viewer).await;
    let cursor = first.body["pagination"]["next_cursor"].as_str().unwrap().to_owned();
    for path in [
        format!("{}?limit=3&action=Heartbeat&cursor={cursor}", messages(&asset)),
        format!("{}?limit=3&cursor=not-a-cursor", messages(&asset)),
    ] {
        let refused = app.get(&path, &viewer).await;
        assert_eq!((refused.status, refused.code()), (400, "INVALID_PARAMETER"), "{path}: {}", refused.body);
    }
}

#[tokio::test]
async fn the_batch_is_written_when_the_station_disconnects_as_one_item_and_read_in_two_calls() {
    let app = TestApp::spawn().await;
    let began = Instant::now();
    let (asset, password) = station_asset(&app, &app.a, "CP-LOG-D").await;
    let station = Station::connect(&app.station_url(&app.a), "CP-LOG-D", &password).await.expect("connects");
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    for _ in 0..3 {
        station.call("Heartbeat", json!({})).await.expect("beats");
    }
    let interval = shared::config::OCPP_MESSAGE_LOG_FLUSH;
    if began.elapsed() < interval / 2 {
        assert!(log(&app, &asset).await.is_empty(), "buffered until the interval or the disconnect");
    }
    station.close();
    let entries = log_once(&app, &asset, |entries| entries.len() >= 8).await;
    assert_eq!(entries.len(), 8);
    // The cost: one PutItem for the 8 frames (one per interval begun, when this ran long).
    let asset_id = AssetId::parse(&asset).unwrap();
    let partition = format!("STATIONLOG#{}#{}", app.a.org_id().uuid(), asset_id.uuid());
    let items = app
        .app
        .store
        .client()
        .query()
        .table_name(app.app.store.table())
        .key_condition_expression("PK = :pk")
        .expression_attribute_values(":pk", aws_sdk_dynamodb::types::AttributeValue::S(partition))
        .send()
        .await
        .expect("the log's partition")
        .items
        .unwrap_or_default();
    let intervals = usize::try_from(began.elapsed().as_secs() / interval.as_secs()).unwrap_or(usize::MAX);
    assert!(!items.is_empty() && items.len() <= intervals + 1, "{} items", items.len());
    let units: u64 = items.iter().map(shared::store::station_messages::write_units).sum();
    assert!(units < 8, "{units} write units for 8 frames: one item per frame would be 8");
    for item in &items {
        assert!(item.contains_key("expire_at"), "kept 7 days by the table's TTL");
    }
    // Reading it: the asset's GetItem and one Query.
    let debug = app.get_with(&messages(&asset), &app.a.key("admin"), ("X-Debug", "true")).await;
    assert_eq!(debug.status, 200);
    let calls: Vec<&str> = debug.body["debug"]["dynamodb_calls"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .filter(|call| !call.starts_with("rate_limit:") && !call.starts_with("auth"))
        .collect();
    assert_eq!(calls.iter().filter(|c| **c == "Query").count(), 1, "{calls:?}");
    assert!(calls.contains(&"GetItem"), "{calls:?}");
}

#[tokio::test]
async fn the_stations_password_never_reaches_the_log() {
    let app = TestApp::spawn().await;
    // A 1.6 station showing its AuthorizationKey in its answer to the gateway's GetConfiguration.
    let (asset, password) = station_asset(&app, &app.a, "CP-LOG-S16").await;
    let old = Station::connect_16(&app.station_url(&app.a), "CP-LOG-S16", &password).await.expect("connects");
    old.script(|action, _| match action {
        "GetConfiguration" => Scripted::Result(json!({"configurationKey": [
            {"key": "AuthorizationKey", "readonly": false, "value": "0123456789ABCDEF0123"},
            {"key": "ChargingScheduleAllowedChargingRateUnit", "readonly": true, "value": "Current,Power"}]})),
        _ => Scripted::Result(json!({"status": "Accepted"})),
    });
    old.call("BootNotification", json!({"chargePointVendor": "Wallbe", "chargePointModel": "Pro"}))
        .await
        .unwrap();
    eventually("the gateway asked its GetConfiguration", || async { !old.received().is_empty() }).await;
    // A 2.0.1 station reporting its BasicAuthPassword in a NotifyReport.
    let (other, password) = station_asset(&app, &app.a, "CP-LOG-S201").await;
    let new = Station::connect(&app.station_url(&app.a), "CP-LOG-S201", &password).await.expect("connects");
    let report = json!({"requestId": 1, "generatedAt": "2026-11-28T16:00:00Z", "seqNo": 0, "reportData": [
        {"component": {"name": "SecurityCtrlr"}, "variable": {"name": "BasicAuthPassword"},
         "variableAttribute": [{"type": "Actual", "value": "the-station-password-in-clear"}]}]});
    let _ = new.call("NotifyReport", report).await;
    old.close();
    new.close();
    let sixteen = log_once(&app, &asset, |e| {
        e.iter().any(|e| e["message_type"] == "call_result" && e["action"] == "GetConfiguration")
    })
    .await;
    let answer = sixteen
        .iter()
        .find(|e| e["action"] == "GetConfiguration" && e["message_type"] == "call_result")
        .unwrap();
    assert_eq!(answer["payload"]["configurationKey"][0]["value"], "[redacted]");
    assert_eq!(answer["payload"]["configurationKey"][1]["value"], "Current,Power", "only the secret");
    let two = log_once(&app, &other, |e| e.iter().any(|e| e["action"] == "NotifyReport")).await;
    let reported = two.iter().find(|e| e["action"] == "NotifyReport" && e["message_type"] == "call").unwrap();
    assert_eq!(reported["payload"]["reportData"][0]["variableAttribute"][0]["value"], "[redacted]");
    for entries in [&sixteen, &two] {
        let text = serde_json::to_string(entries).unwrap();
        assert!(!text.contains("0123456789ABCDEF0123") && !text.contains("the-station-password-in-clear"));
    }
}

#[tokio::test]
async fn a_flooding_stations_log_is_capped_and_counted_while_every_call_is_answered() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-LOG-FLOOD").await;
    let station =
        Station::connect(&app.station_url(&app.a), "CP-LOG-FLOOD", &password).await.expect("connects");
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    // 40 large CALLs at once, within the message rate's burst: each about 15 KB.
    let sent = 40;
    let flooding = Instant::now();
    for n in 0..sent {
        let call = json!([2, format!("flood-{n}"), "DataTransfer", {"vendorId": "com.example", "data": "x".repeat(15_000)}]);
        station.send_raw(&call.to_string());
    }
    let mut answered = Vec::new();
    for _ in 0..sent {
        answered.push(station.next_answer().await[1].as_str().unwrap().to_owned());
    }
    let expected: Vec<String> = (0..sent).map(|n| format!("flood-{n}")).collect();
    assert_eq!(answered, expected, "every CALL answered, in order");
    station.call("Heartbeat", json!({})).await.expect("the connection still serves");
    let flood_took = flooding.elapsed();
    station.close();
    // Every frame of the connection kept or counted (the boot's two, the flood's and the
    // Heartbeat's): however the flood fell into batches, and whether the bound left room for the
    // Heartbeat or not. The count is exact, so the wait ends only once the last batch is in.
    let frames = 2 + 2 * sent as u64 + 2;
    let accounted = |entries: &[Value]| {
        let dropped: u64 = entries.iter().filter_map(|e| e["dropped"].as_u64()).sum();
        entries.iter().filter(|e| e["message_type"] != "dropped").count() as u64 + dropped
    };
    let entries = log_once(&app, &asset, |e| accounted(e) == frames).await;
    let flood: Vec<&Value> = entries.iter().filter(|e| e["action"] == "DataTransfer").collect();
    let large = flood.iter().filter(|e| e["message_type"] == "call").count();
    // The connection holds at most 64 KiB (four of these CALLs), buffered and being written: a
    // batch at once, one per 10 s gap while the flood lasts, and the last at the close.
    let batches = 2 + flood_took.as_secs() as usize / 10;
    assert!(large <= 4 * batches, "at most four large CALLs a batch: {large} in {flood_took:?}");
    if 4 * batches < sent {
        assert!(entries.iter().any(|e| e["message_type"] == "dropped"), "the log's bound was reached");
    }
    assert!(entries.iter().filter(|e| e["message_type"] == "dropped").all(|e| e["direction"].is_null()));
}

#[tokio::test]
async fn another_organization_and_a_member_of_other_sites_are_refused() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let own_site = app.site_delegate(&app.a).await;
    let elsewhere = app.create_site(&owner, "Elsewhere").await;
    let body = json!({"name": "Hidden charger", "site_id": elsewhere, "capacity": 22, "visibility": "site"});
    let hidden =
        app.send(Method::POST, "/inventory-service/assets", &owner, Some(body)).await.body["data"]["id"]
            .as_str()
            .unwrap()
            .to_owned();
    make_station(&app, &app.a, &hidden, "CP-LOG-HIDDEN").await;
    let refused = app.get(messages(&hidden), &app.b.key("owner")).await;
    assert_eq!((refused.status, refused.code()), (403, "FORBIDDEN"), "{}", refused.body);
    let refused = app.get(format!("{}?direction=sideways", messages(&hidden)), &app.a.key("viewer")).await;
    assert_eq!(
        (refused.status, refused.code()),
        (403, "RESOURCE_ACCESS_DENIED"),
        "before the query: {}",
        refused.body
    );
    assert_eq!(app.get(messages(&hidden), &app.a.key("admin")).await.status, 200);
    let mine = app.create_asset(&app.a.key("viewer"), &own_site, "Mine", 11.0).await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(app.get(messages(&mine), &app.a.key("viewer")).await.status, 200);
    let unknown = app.get(messages(&AssetId::generate().to_string()), &owner).await;
    assert_eq!(unknown.status, 404, "{}", unknown.body);
}

#[tokio::test]
async fn a_gateway_tasks_drain_writes_what_its_connections_buffered() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-LOG-DRAIN").await;
    // A gateway task of this test's own, so stopping it leaves the app's running.
    let settings = ocpp_gateway::Settings::new(&app.app.config, app.app.store.clone(), None).unwrap();
    let ocpp = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let control = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let running = ocpp_gateway::start(settings, ocpp, control).unwrap();
    let url = format!("ws://{}/ocpp/{}", running.ocpp_address, app.a.id);
    let station = Station::connect(&url, "CP-LOG-DRAIN", &password).await.unwrap();
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    station.call("Heartbeat", json!({})).await.unwrap();
    // SIGTERM's drain: the buffered frames are written before the task lets go.
    assert!(running.shutdown(api_tests::station::PATIENCE).await, "every connection drained");
    let entries = log(&app, &asset).await;
    let mut expected = Vec::from(exchange("BootNotification"));
    expected.extend(exchange("Heartbeat"));
    assert_eq!(shape(&entries), expected, "written by the time the drain ends");
}

/// Id tokens reach the log as events keep them (`{type, last4}`; a 1.6 idTag `{last4}`), both
/// ways and in both versions: never whole.
#[tokio::test]
async fn id_tokens_are_masked_in_the_log_in_both_versions() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-LOG-T201").await;
    let two = Station::connect(&app.station_url(&app.a), "CP-LOG-T201", &password).await.expect("connects");
    let token = json!({"idToken": "04A1B2C3D4E5F6", "type": "ISO14443"});
    let _ = two.call("Authorize", json!({"idToken": token})).await;
    let mut started = transaction_event("Started", 0, 0.0);
    started["idToken"] = token.clone();
    let _ = two.call("TransactionEvent", started).await;
    two.close();
    let (other, password) = station_asset(&app, &app.a, "CP-LOG-T16").await;
    let sixteen =
        Station::connect_16(&app.station_url(&app.a), "CP-LOG-T16", &password).await.expect("connects");
    let _ = sixteen.call("Authorize", json!({"idTag": "TAG-00001234"})).await;
    let start = json!({"connectorId": 1, "idTag": "TAG-00001234", "meterStart": 0, "timestamp": "2026-11-28T16:00:00Z"});
    let started = sixteen.call("StartTransaction", start).await.expect("answered");
    let stop = json!({"transactionId": started["transactionId"], "idTag": "TAG-00001234", "meterStop": 10,
        "timestamp": "2026-11-28T16:02:00Z"});
    let _ = sixteen.call("StopTransaction", stop).await;
    sixteen.close();
    let entries =
        log_once(&app, &asset, |e| e.iter().filter(|e| e["action"] == "TransactionEvent").count() >= 2).await;
    let authorize =
        entries.iter().find(|e| e["action"] == "Authorize" && e["message_type"] == "call").unwrap();
    assert_eq!(authorize["payload"]["idToken"], json!({"type": "ISO14443", "last4": "E5F6"}));
    let old =
        log_once(&app, &other, |e| e.iter().filter(|e| e["action"] == "StopTransaction").count() >= 2).await;
    let start =
        old.iter().find(|e| e["action"] == "StartTransaction" && e["message_type"] == "call").unwrap();
    assert_eq!(start["payload"]["idTag"], json!({"last4": "1234"}));
    for logged in [&entries, &old] {
        let text = serde_json::to_string(logged).unwrap();
        assert!(!text.contains("04A1B2C3D4E5F6") && !text.contains("TAG-00001234"), "{text}");
    }
}
