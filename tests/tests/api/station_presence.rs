//! What an asset shows of its station's presence (docs/ocpp.md, "Finding the stations that need
//! you"): `last_seen_at` in each version's time form, `unknown` while offline with the last
//! report beside it as `last_known_status`, connector statuses in the API's casing, and the
//! whole URL to configure a charger with on the station record.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::TestApp;
use api_tests::station::{Station, eventually, station_asset};

async fn shown(app: &TestApp, version: &str, asset: &str) -> Value {
    let reply = app.get(format!("{version}/inventory-service/assets/{asset}"), &app.a.key("owner")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"]["station"].clone()
}

async fn offline(app: &TestApp, asset: &str) {
    let gone = || async { shown(app, "/v1", asset).await["connection"] == "offline" };
    eventually("the station shown offline", gone).await;
}

fn occupied_201() -> Value {
    json!({"timestamp": "2026-01-01T00:00:00Z", "connectorStatus": "Occupied", "evseId": 1, "connectorId": 1})
}

#[tokio::test]
async fn a_2_0_1_station_that_goes_offline_reads_unknown_with_its_last_known_status() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-201").await;
    let station = Station::connect(&app.station_url(&app.a), "CP-201", &password).await.expect("connects");
    station.call("StatusNotification", occupied_201()).await.expect("accepted");
    let online = shown(&app, "/v2", &asset).await;
    assert_eq!((&online["status"], &online["last_known_status"]), (&json!("available"), &json!("available")));
    station.close();
    offline(&app, &asset).await;
    let gone = shown(&app, "/v2", &asset).await;
    assert_eq!(gone["status"], "unknown", "not available: nobody knows while it is offline");
    assert_eq!(gone["last_known_status"], "available");
    assert_eq!(gone["connectors"][0]["status"], "occupied", "what it last reported, in the API's casing");
}

#[tokio::test]
async fn a_1_6_station_that_goes_offline_reads_unknown_with_its_last_known_status() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-16").await;
    let station = Station::connect_16(&app.station_url(&app.a), "CP-16", &password).await.expect("connects");
    let faulted = json!({"connectorId": 1, "errorCode": "GroundFailure", "status": "Faulted"});
    station.call("StatusNotification", faulted).await.expect("accepted");
    assert_eq!(shown(&app, "/v1", &asset).await["status"], "faulted");
    station.close();
    offline(&app, &asset).await;
    let gone = shown(&app, "/v1", &asset).await;
    assert_eq!((&gone["status"], &gone["last_known_status"]), (&json!("unknown"), &json!("faulted")));
    // v1 keeps the OCPP spelling its clients were given; v2 speaks the API's.
    assert_eq!(gone["connectors"][0]["status"], "Faulted");
    assert_eq!(shown(&app, "/v2", &asset).await["connectors"][0]["status"], "faulted");
    // So does the event history.
    let change = |version: &'static str| {
        let app = &app;
        async move {
            let path = format!("{version}/asset-controls/events?type=station_status_changed");
            let reply = app.get(path, &app.a.key("owner")).await;
            assert_eq!(reply.status, 200, "{}", reply.body);
            reply.body["data"][0]["data"]["status"].clone()
        }
    };
    assert_eq!((change("/v1").await, change("/v2").await), (json!("Faulted"), json!("faulted")));
}

#[tokio::test]
async fn a_station_never_connected_is_unknown_and_was_never_seen() {
    let app = TestApp::spawn().await;
    let (asset, _) = station_asset(&app, &app.a, "CP-NEW").await;
    let station = shown(&app, "/v2", &asset).await;
    assert_eq!((&station["status"], &station["last_known_status"]), (&json!("unknown"), &json!("unknown")));
    assert_eq!(station["last_seen_at"], Value::Null);
}

#[tokio::test]
async fn last_seen_at_is_when_it_was_last_heard_in_each_versions_time_form() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-SEEN").await;
    let before = chrono::Utc::now().timestamp_millis();
    let station = Station::connect(&app.station_url(&app.a), "CP-SEEN", &password).await.expect("connects");
    station.boot("ACME", "Fast 50", "1.0").await.expect("booted");
    let v1 = shown(&app, "/v1", &asset).await["last_seen_at"].as_i64().expect("v1: Unix seconds");
    assert!(v1 >= before / 1000 && v1 <= chrono::Utc::now().timestamp(), "{v1}");
    let v2 = shown(&app, "/v2", &asset).await["last_seen_at"].as_str().expect("v2: RFC 3339").to_owned();
    let at = chrono::DateTime::parse_from_rfc3339(&v2).expect("RFC 3339").timestamp_millis();
    assert!(at >= before, "{v2}");
    assert_eq!(at / 1000, v1, "one instant, two forms");

    // Going offline is the last time it was seen: the station list finds it by that.
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    station.close();
    offline(&app, &asset).await;
    let left = shown(&app, "/v2", &asset).await;
    let left_at = chrono::DateTime::parse_from_rfc3339(left["last_seen_at"].as_str().unwrap()).unwrap();
    assert!(left_at.timestamp_millis() > at, "{left}");
    assert_eq!(left["last_seen_at"], left["connection_changed_at"]);
}

#[tokio::test]
async fn a_heartbeat_does_not_write_the_asset() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-BEAT").await;
    let station = Station::connect(&app.station_url(&app.a), "CP-BEAT", &password).await.expect("connects");
    let etag = |reply: &api_tests::Reply| reply.header("etag").map(str::to_owned);
    let path = format!("/inventory-service/assets/{asset}");
    let online = || async { shown(&app, "/v1", &asset).await["connection"] == "online" };
    eventually("the station shown online", online).await;
    let before = app.get(&path, &app.a.key("owner")).await;
    station.call("Heartbeat", json!({})).await.expect("answered");
    let after = app.get(&path, &app.a.key("owner")).await;
    assert_eq!(etag(&before), etag(&after), "the asset (and its index copies) is not rewritten");
    assert_eq!(before.body["data"]["station"]["last_seen_at"], after.body["data"]["station"]["last_seen_at"]);
}

#[tokio::test]
async fn the_station_record_gives_the_whole_url_to_configure_a_charger_with() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await;
    let path = format!("/inventory-service/assets/{}/station", asset["id"].as_str().unwrap());
    let created = app.send(Method::POST, &path, &owner, Some(json!({"identity": "CP-URL"}))).await;
    assert_eq!(created.status, 201, "{}", created.body);
    let expected = format!("{}/CP-URL", app.station_url(&app.a));
    let data = &created.body["data"];
    assert_eq!(data["url"], expected.as_str());
    assert!(expected.ends_with(data["url_path"].as_str().unwrap()), "{data}");
    assert_eq!(app.get(&path, &app.a.key("viewer")).await.body["data"]["url"], expected.as_str());
    let rotated = app.send(Method::POST, &format!("{path}/password"), &owner, None).await;
    assert_eq!(rotated.body["data"]["url"], expected.as_str(), "{}", rotated.body);
    let v2 = app.get(format!("/v2{path}"), &owner).await;
    let url = v2.body["data"]["url"].as_str().unwrap().to_owned();
    assert!(
        url.ends_with(&format!("/ocpp/{}/CP-URL", app.a.org_id().uuid())),
        "v2 names the organization by UUID: {url}"
    );

    // The URL works: a charger configured with it connects.
    let password = rotated.body["data"]["password"].as_str().unwrap();
    let base = expected.strip_suffix("/CP-URL").unwrap();
    assert!(Station::connect(base, "CP-URL", password).await.is_ok(), "connects at {expected}");
}

#[tokio::test]
async fn an_identity_with_characters_a_uri_does_not_take_is_percent_encoded_and_connects_as_given() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await;
    let path = format!("/inventory-service/assets/{}/station", asset["id"].as_str().unwrap());
    let created = app.send(Method::POST, &path, &owner, Some(json!({"identity": "CP|1+2"}))).await;
    assert_eq!(created.status, 201, "{}", created.body);
    let data = &created.body["data"];
    let url = data["url"].as_str().unwrap();
    assert!(url.ends_with("/CP%7C1%2B2"), "{url}");
    assert!(url.ends_with(data["url_path"].as_str().unwrap()), "{data}");
    let password = data["password"].as_str().unwrap();
    assert!(Station::connect_at(url, "CP|1+2", password).await.is_ok(), "connects at {url}");
}
