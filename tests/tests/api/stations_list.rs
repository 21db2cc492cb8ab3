//! GET /inventory-service/stations (docs/ocpp.md, "Finding the stations that need you"): the
//! organization's charging stations, filtered by connection, status, last_seen_at, firmware,
//! vendor, model and site, sorted and paged as the asset list is, site-scoped, and within the
//! read budget. A small fleet of simulated stations (2.0.1 and 1.6) plays the field.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::station::{Station, eventually, make_station};
use api_tests::{Cred, Reply, TestApp};
use shared::list::READ_BUDGET;

const STATIONS: &str = "/inventory-service/stations";

/// A's fleet: two sites, four stations and a plain asset, each site-only at its site.
///
/// | identity | site | OCPP | vendor, model, firmware | now |
/// |---|---|---|---|---|
/// | CP-A | north | 2.0.1 | ACME, Fast 50, 1.0 | online, available |
/// | CP-B | north | 1.6 | ACME, Fast 50, 2.0 | online, faulted |
/// | CP-C | south | 2.0.1 | Volt, Slow 11, 1.0 | offline (was occupied: last known available) |
/// | CP-D | south | never connected | | offline, unknown |
struct Fleet {
    north: String,
    south: String,
    /// Asset ids (v1 form) by identity.
    assets: std::collections::BTreeMap<&'static str, String>,
    /// Between CP-B's last report and CP-C's disconnect (RFC 3339, milliseconds).
    before_c_left: String,
    /// Kept connected for the test's length.
    _online: Vec<Station>,
}

async fn site_only_asset(app: &TestApp, cred: &Cred, site: &str, name: &str) -> String {
    let body = json!({"name": name, "site_id": site, "capacity": 22, "visibility": "site"});
    let reply = app.send(Method::POST, "/inventory-service/assets", cred, Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body["data"]["id"].as_str().unwrap().to_owned()
}

fn status_201(status: &str) -> Value {
    json!({"timestamp": "2026-01-01T00:00:00Z", "connectorStatus": status, "evseId": 1, "connectorId": 1})
}

fn rfc3339_now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

async fn fleet(app: &TestApp) -> Fleet {
    let owner = app.a.key("owner");
    let north = app.create_site(&owner, "North").await;
    let south = app.create_site(&owner, "South").await;
    let url = app.station_url(&app.a);
    let mut assets = std::collections::BTreeMap::new();
    let mut passwords = std::collections::BTreeMap::new();
    for (identity, site) in [("CP-A", &north), ("CP-B", &north), ("CP-C", &south), ("CP-D", &south)] {
        let asset = site_only_asset(app, &owner, site, &format!("Charger {identity}")).await;
        passwords.insert(identity, make_station(app, &app.a, &asset, identity).await);
        assets.insert(identity, asset);
    }
    site_only_asset(app, &owner, &north, "Transformer").await;

    let a = Station::connect(&url, "CP-A", &passwords["CP-A"]).await.expect("CP-A connects");
    a.boot("ACME", "Fast 50", "1.0").await.expect("booted");
    a.call("StatusNotification", status_201("Available")).await.expect("accepted");
    let b = Station::connect_16(&url, "CP-B", &passwords["CP-B"]).await.expect("CP-B connects");
    let boot = json!({"chargePointVendor": "ACME", "chargePointModel": "Fast 50", "firmwareVersion": "2.0"});
    b.call("BootNotification", boot).await.expect("booted");
    let faulted = json!({"connectorId": 1, "errorCode": "GroundFailure", "status": "Faulted"});
    b.call("StatusNotification", faulted).await.expect("accepted");
    let c = Station::connect(&url, "CP-C", &passwords["CP-C"]).await.expect("CP-C connects");
    c.boot("Volt", "Slow 11", "1.0").await.expect("booted");
    c.call("StatusNotification", status_201("Occupied")).await.expect("accepted");
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let before_c_left = rfc3339_now();
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    c.close();
    let offline = || async {
        let shown = app.get(format!("/inventory-service/assets/{}", assets["CP-C"]), &owner).await;
        shown.body["data"]["station"]["connection"] == "offline"
    };
    eventually("CP-C shown offline", offline).await;
    Fleet { north, south, assets, before_c_left, _online: vec![a, b] }
}

fn identities(reply: &Reply) -> Vec<String> {
    assert_eq!(reply.status, 200, "{}", reply.body);
    let mut ids: Vec<String> = reply.body["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["identity"].as_str().unwrap().to_owned())
        .collect();
    ids.sort();
    ids
}

async fn listed(app: &TestApp, query: &str) -> Vec<String> {
    identities(&app.get(format!("{STATIONS}?{query}"), &app.a.key("owner")).await)
}

#[tokio::test]
async fn the_list_holds_every_station_with_its_asset_and_no_plain_asset() {
    let app = TestApp::spawn().await;
    let fleet = fleet(&app).await;
    let reply = app.get(STATIONS, &app.a.key("admin")).await;
    assert_eq!(identities(&reply), ["CP-A", "CP-B", "CP-C", "CP-D"]);
    let entry =
        reply.body["data"].as_array().unwrap().iter().find(|s| s["identity"] == "CP-B").unwrap().clone();
    assert_eq!(entry["object"], "station");
    assert_eq!(entry["asset_id"], fleet.assets["CP-B"].as_str());
    assert_eq!(entry["site_id"], fleet.north.as_str());
    assert_eq!((&entry["asset_name"], &entry["asset_status"]), (&json!("Charger CP-B"), &json!("active")));
    assert_eq!((&entry["connection"], &entry["status"]), (&json!("online"), &json!("faulted")));
    assert_eq!((&entry["vendor"], &entry["ocpp_version"]), (&json!("ACME"), &json!("1.6")));
    assert!(entry["last_seen_at"].is_i64(), "v1: Unix seconds: {entry}");
    assert_eq!(reply.body["pagination"]["total"], 4, "{}", reply.body);
}

#[tokio::test]
async fn connection_filters_the_offline_stations() {
    let app = TestApp::spawn().await;
    let _fleet = fleet(&app).await;
    assert_eq!(listed(&app, "connection=offline").await, ["CP-C", "CP-D"]);
    assert_eq!(listed(&app, "connection=online").await, ["CP-A", "CP-B"]);
    assert_eq!(listed(&app, "connection[ne]=online").await, ["CP-C", "CP-D"]);
}

#[tokio::test]
async fn status_filters_what_the_station_is_now_and_last_known_status_what_it_last_reported() {
    let app = TestApp::spawn().await;
    let _fleet = fleet(&app).await;
    assert_eq!(listed(&app, "status=faulted").await, ["CP-B"]);
    assert_eq!(listed(&app, "status=available").await, ["CP-A"]);
    assert_eq!(listed(&app, "status=unknown").await, ["CP-C", "CP-D"], "offline stations are unknown");
    assert_eq!(listed(&app, "last_known_status=available").await, ["CP-A", "CP-C"]);
    assert_eq!(listed(&app, "last_known_status=unknown").await, ["CP-D"], "never connected");
    assert_eq!(listed(&app, "status[in]=faulted,unknown").await, ["CP-B", "CP-C", "CP-D"]);
}

#[tokio::test]
async fn vendor_model_firmware_and_ocpp_version_filter_exactly() {
    let app = TestApp::spawn().await;
    let _fleet = fleet(&app).await;
    assert_eq!(listed(&app, "vendor=ACME").await, ["CP-A", "CP-B"]);
    assert_eq!(listed(&app, "model=Slow%2011").await, ["CP-C"]);
    assert_eq!(listed(&app, "firmware_version=1.0").await, ["CP-A", "CP-C"]);
    assert_eq!(listed(&app, "firmware_version[in]=2.0,3.0").await, ["CP-B"]);
    assert_eq!(
        listed(&app, "vendor=acme").await,
        Vec::<String>::new(),
        "case-sensitive, as text filters are"
    );
    assert_eq!(listed(&app, "ocpp_version=1.6").await, ["CP-B"]);
}

#[tokio::test]
async fn asset_status_filters_the_asset_and_status_the_station() {
    let app = TestApp::spawn().await;
    let fleet = fleet(&app).await;
    let path = format!("/inventory-service/assets/{}", fleet.assets["CP-D"]);
    let patch = json!({"status": "maintenance"});
    assert_eq!(app.send(Method::PATCH, &path, &app.a.key("admin"), Some(patch)).await.status, 200);
    assert_eq!(listed(&app, "asset_status=maintenance").await, ["CP-D"]);
    assert_eq!(listed(&app, "asset_status[ne]=maintenance&connection=offline").await, ["CP-C"]);
    let bad = app.get(format!("{STATIONS}?status=active"), &app.a.key("owner")).await;
    assert_eq!((bad.status, bad.code()), (400, "INVALID_PARAMETER"), "{}", bad.body);
}

#[tokio::test]
async fn last_seen_at_ranges_find_the_stations_not_heard_since() {
    let app = TestApp::spawn().await;
    let fleet = fleet(&app).await;
    let at = &fleet.before_c_left;
    // CP-C was last seen when its connection ended, after `at`; A and B at their last reports.
    assert_eq!(listed(&app, &format!("last_seen_at[gte]={at}")).await, ["CP-C"]);
    assert_eq!(listed(&app, &format!("last_seen_at[lt]={at}")).await, ["CP-A", "CP-B"]);
    // A station never seen has no last_seen_at and matches no range.
    assert_eq!(listed(&app, "last_seen_at[gt]=0").await, ["CP-A", "CP-B", "CP-C"]);
    let bad = app.get(format!("{STATIONS}?last_seen_at[lt]=yesterday"), &app.a.key("owner")).await;
    assert_eq!((bad.status, bad.code()), (400, "INVALID_PARAMETER"), "{}", bad.body);
}

#[tokio::test]
async fn filters_combine_with_each_other_and_with_the_site() {
    let app = TestApp::spawn().await;
    let fleet = fleet(&app).await;
    assert_eq!(listed(&app, &format!("site_id={}", fleet.north)).await, ["CP-A", "CP-B"]);
    assert_eq!(listed(&app, &format!("site_id={}&connection=offline", fleet.south)).await, ["CP-C", "CP-D"]);
    assert_eq!(listed(&app, &format!("site_id={}&vendor=ACME&status=faulted", fleet.north)).await, ["CP-B"]);
    let at = &fleet.before_c_left;
    assert_eq!(
        listed(&app, &format!("connection=offline&last_seen_at[gte]={at}&firmware_version=1.0")).await,
        ["CP-C"]
    );
    assert_eq!(
        listed(&app, &format!("site_id={}&connection=offline", fleet.north)).await,
        Vec::<String>::new()
    );
}

#[tokio::test]
async fn the_list_sorts_as_the_asset_list_does() {
    let app = TestApp::spawn().await;
    let _fleet = fleet(&app).await;
    let names = |reply: Reply| -> Vec<String> {
        assert_eq!(reply.status, 200, "{}", reply.body);
        reply.body["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["identity"].as_str().unwrap().to_owned())
            .collect()
    };
    let owner = app.a.key("owner");
    assert_eq!(
        names(app.get(format!("{STATIONS}?sort=name"), &owner).await),
        ["CP-A", "CP-B", "CP-C", "CP-D"]
    );
    assert_eq!(
        names(app.get(format!("{STATIONS}?sort=-name"), &owner).await),
        ["CP-D", "CP-C", "CP-B", "CP-A"]
    );
    // Newest first by default: the stations were made A to D.
    assert_eq!(names(app.get(STATIONS, &owner).await), ["CP-D", "CP-C", "CP-B", "CP-A"]);
    let unsortable = app.get(format!("{STATIONS}?sort=last_seen_at"), &owner).await;
    assert_eq!((unsortable.status, unsortable.code()), (400, "INVALID_PARAMETER"), "{}", unsortable.body);
}

#[tokio::test]
async fn v1_pages_by_offset_and_v2_by_cursor() {
    let app = TestApp::spawn().await;
    let _fleet = fleet(&app).await;
    let owner = app.a.key("owner");
    let mut by_offset = Vec::new();
    for page in 1..=3 {
        let reply = app.get(format!("/v1{STATIONS}?sort=name&limit=3&page={page}"), &owner).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        assert_eq!(reply.body["pagination"]["total"], 4, "{}", reply.body);
        let rows = reply.body["data"].as_array().unwrap();
        by_offset.extend(rows.iter().map(|s| s["identity"].as_str().unwrap().to_owned()));
        assert_eq!(reply.body["pagination"]["has_next"], page == 1, "{}", reply.body);
    }
    assert_eq!(by_offset, ["CP-A", "CP-B", "CP-C", "CP-D"]);

    let mut by_cursor = Vec::new();
    let mut path = format!("/v2{STATIONS}?sort=name&limit=3");
    loop {
        let reply = app.get(&path, &owner).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        assert!(reply.body["pagination"].get("page").is_none(), "{}", reply.body);
        let rows = reply.body["data"].as_array().unwrap();
        by_cursor.extend(rows.iter().map(|s| s["identity"].as_str().unwrap().to_owned()));
        assert!(rows.iter().all(|s| s["last_seen_at"].is_null() || s["last_seen_at"].is_string()));
        let Some(cursor) = reply.body["pagination"]["next_cursor"].as_str() else { break };
        path = format!("/v2{STATIONS}?sort=name&limit=3&cursor={cursor}");
    }
    assert_eq!(by_cursor, ["CP-A", "CP-B", "CP-C", "CP-D"]);
}

#[tokio::test]
async fn an_asset_list_cursor_is_no_position_in_the_station_list() {
    let app = TestApp::spawn().await;
    let _fleet = fleet(&app).await;
    let owner = app.a.key("owner");
    let assets = app.get("/v2/inventory-service/assets?limit=1", &owner).await;
    let cursor = assets.body["pagination"]["next_cursor"].as_str().expect("a cursor").to_owned();
    let reply = app.get(format!("/v2{STATIONS}?limit=1&cursor={cursor}"), &owner).await;
    assert_eq!((reply.status, reply.code()), (400, "INVALID_PARAMETER"), "{}", reply.body);
}

#[tokio::test]
async fn a_site_limited_caller_sees_only_its_sites_stations() {
    let app = TestApp::spawn().await;
    let fleet = fleet(&app).await;
    let path = format!("/admin/members/{}", app.a.members["viewer"].member_id);
    let assign = json!({"site_ids": [fleet.north]});
    assert_eq!(app.send(Method::PATCH, &path, &app.a.key("owner"), Some(assign)).await.status, 200);
    let viewer = app.a.key("viewer");
    let reply = app.get(STATIONS, &viewer).await;
    assert_eq!(identities(&reply), ["CP-A", "CP-B"]);
    assert_eq!(reply.body["pagination"]["total"], 2, "{}", reply.body);
    assert_eq!(
        identities(&app.get(format!("{STATIONS}?connection=offline"), &viewer).await),
        Vec::<String>::new()
    );
    let south = app.get(format!("{STATIONS}?site_id={}", fleet.south), &viewer).await;
    assert_eq!(identities(&south), Vec::<String>::new(), "another site's stations are not there to filter");
    let sorted = app.get(format!("/v2{STATIONS}?sort=name&status=faulted"), &viewer).await;
    assert_eq!(identities(&sorted), ["CP-B"]);
}

#[tokio::test]
async fn another_organizations_stations_are_invisible() {
    let app = TestApp::spawn().await;
    let _fleet = fleet(&app).await;
    let b_owner = app.b.key("owner");
    let site = app.create_site(&b_owner, "B's depot").await;
    let asset = app.create_asset(&b_owner, &site, "B's charger", 22.0).await;
    make_station(&app, &app.b, asset["id"].as_str().unwrap(), "CP-A").await;
    assert_eq!(identities(&app.get(STATIONS, &b_owner).await), ["CP-A"]);
    let b_station = app.get(STATIONS, &b_owner).await.body["data"][0]["asset_id"].clone();
    assert_eq!(b_station, asset["id"]);
    let a_list = app.get(STATIONS, &app.a.key("owner")).await;
    assert!(a_list.body["data"].as_array().unwrap().iter().all(|s| s["asset_id"] != asset["id"]));
    let foreign = app.get(format!("{STATIONS}?site_id={site}"), &app.a.key("owner")).await;
    assert_eq!(identities(&foreign), Vec::<String>::new());
}

/// 1,200 plain assets beside four stations: a station filter is a filter expression over the
/// asset list, so each request evaluates at most the read budget, counted by `X-Debug`.
#[tokio::test]
async fn a_sparse_station_filter_stays_within_the_read_budget() {
    let app = TestApp::spawn().await;
    let fleet = fleet(&app).await;
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    let narrowed = format!("/v1{STATIONS}?connection=offline&created_at[lt]={}", rfc3339_now());
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    app.seed_assets(&app.a, &fleet.north, 1_200).await;
    let owner = app.a.key("owner");
    let evaluated = |reply: &Reply| reply.body["debug"]["dynamodb_evaluated"].as_u64().expect("evaluated");

    // v2: pages short within the budget and resumes by cursor until every station is found.
    let mut found = Vec::new();
    let mut path = format!("/v2{STATIONS}?connection=offline&limit=10");
    let mut pages = 0;
    loop {
        let reply = app.get_with(&path, &owner, ("X-Debug", "true")).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        assert!(evaluated(&reply) <= u64::from(READ_BUDGET), "{}", reply.body["debug"]);
        found.extend(
            reply.body["data"].as_array().unwrap().iter().map(|s| s["identity"].as_str().unwrap().to_owned()),
        );
        pages += 1;
        let Some(cursor) = reply.body["pagination"]["next_cursor"].as_str() else { break };
        path = format!("/v2{STATIONS}?connection=offline&limit=10&cursor={cursor}");
    }
    found.sort();
    assert_eq!(found, ["CP-C", "CP-D"]);
    assert!(pages >= 2, "1,204 entries take more than one budget");

    // v1: an offset page whose read (and total) the budget cannot finish is 400, as for assets.
    let reply = app.get_with(&format!("/v1{STATIONS}?connection=offline"), &owner, ("X-Debug", "true")).await;
    assert_eq!(reply.status, 400, "{}", reply.body);

    // Narrowed by created_at (a key condition on the index), only the stations' range is read.
    let reply = app.get_with(&narrowed, &owner, ("X-Debug", "true")).await;
    assert_eq!(identities(&reply), ["CP-C", "CP-D"]);
    assert_eq!(reply.body["pagination"]["total"], 2, "{}", reply.body);
    assert!(evaluated(&reply) <= 10, "{}", reply.body["debug"]);
}
