//! An immediate limit on an asset: `PATCH /inventory-service/assets/{id}` `{power_limit_kw}` sets
//! or clears the asset's station-wide limit, its station receives it at once (the answer shown in
//! `meta.station`), and at a site with a grid limit it caps the asset's sessions' shares.

use std::time::Duration;

use api_tests::station::{PATIENCE, Station, make_station, station_asset};
use api_tests::{Setup, TestApp};
use reqwest::Method;
use serde_json::{Value, json};

const ASSETS: &str = "/inventory-service/assets";
const SITES: &str = "/inventory-service/sites";

async fn set_limit(app: &TestApp, prefix: &str, asset: &str, limit: Value) -> api_tests::Reply {
    let path = format!("{prefix}{ASSETS}/{asset}");
    app.send(Method::PATCH, &path, &app.a.key("operator"), Some(json!({"power_limit_kw": limit}))).await
}

/// A plain asset of A's (no station): its id.
async fn plain_asset(app: &TestApp) -> String {
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    app.create_asset(&owner, &site, "Charger", 22.0).await["id"].as_str().unwrap().to_owned()
}

async fn online_2_0_1(app: &TestApp, identity: &str) -> (String, Station) {
    let (asset, password) = station_asset(app, &app.a, identity).await;
    let station = Station::connect(&app.station_url(&app.a), identity, &password).await.expect("connects");
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    (asset, station)
}

async fn online_1_6(app: &TestApp, identity: &str) -> (String, Station) {
    let (asset, password) = station_asset(app, &app.a, identity).await;
    let station = Station::connect_16(&app.station_url(&app.a), identity, &password).await.expect("connects");
    let boot = json!({"chargePointVendor": "Wallbe", "chargePointModel": "Pro 22"});
    station.call("BootNotification", boot).await.expect("booted");
    (asset, station)
}

/// The station-wide limits (W) the station received, in order, in either version.
fn station_limits(station: &Station) -> Vec<f64> {
    profiles(station, &["ChargingStationMaxProfile", "ChargePointMaxProfile"])
}

/// The transaction limits (W) the station received, in order, in either version.
fn transaction_limits(station: &Station) -> Vec<f64> {
    profiles(station, &["TxProfile"])
}

fn profiles(station: &Station, purposes: &[&str]) -> Vec<f64> {
    let sent = station.received().into_iter().filter(|(action, _)| action == "SetChargingProfile");
    sent.filter_map(|(_, request)| {
        let profile = request.get("chargingProfile").or_else(|| request.get("csChargingProfiles"))?;
        let purpose = profile["chargingProfilePurpose"].as_str()?;
        if !purposes.contains(&purpose) {
            return None;
        }
        let schedule = &profile["chargingSchedule"];
        let schedule = if schedule.is_array() { &schedule[0] } else { schedule };
        schedule["chargingSchedulePeriod"][0]["limit"].as_f64()
    })
    .collect()
}

const ACCEPTED: fn() -> Value = || json!({"action": "SetChargingProfile", "result": {"status": "Accepted"}});

#[tokio::test]
async fn patch_sets_and_clears_power_limit_kw_in_both_versions() {
    let app = TestApp::spawn().await;
    let asset = plain_asset(&app).await;
    for prefix in ["", "/v1", "/v2"] {
        let set = set_limit(&app, prefix, &asset, json!(7.4)).await;
        assert_eq!(set.status, 200, "{prefix}: {}", set.body);
        assert_eq!(set.body["data"]["power_limit_kw"], json!(7.4), "{prefix}");
        assert!(set.body["meta"]["station"].is_null(), "a plain asset has no station: {}", set.body);
        let read = app.get(format!("{prefix}{ASSETS}/{asset}"), &app.a.key("viewer")).await;
        assert_eq!(read.body["data"]["power_limit_kw"], json!(7.4), "{prefix}");

        let cleared = set_limit(&app, prefix, &asset, Value::Null).await;
        assert_eq!(cleared.status, 200, "{prefix}: {}", cleared.body);
        assert_eq!(cleared.body["data"]["power_limit_kw"], Value::Null, "{prefix}");
        let read = app.get(format!("{prefix}{ASSETS}/{asset}"), &app.a.key("viewer")).await;
        assert_eq!(read.body["data"]["power_limit_kw"], Value::Null, "{prefix}");
        assert_eq!(read.body["data"]["capacity"], json!(22), "the capacity is untouched");
    }
}

#[tokio::test]
async fn a_power_limit_that_is_zero_negative_or_not_a_number_is_422_naming_the_field() {
    let app = TestApp::spawn().await;
    let asset = plain_asset(&app).await;
    for prefix in ["", "/v2"] {
        for limit in [json!(0), json!(-1), json!("7"), json!(true), json!(1.0005), json!(1_000_001)] {
            let reply = set_limit(&app, prefix, &asset, limit.clone()).await;
            assert_eq!(reply.status, 422, "{prefix} {limit}: {}", reply.body);
            assert_eq!(reply.code(), "VALIDATION_ERROR", "{prefix} {limit}");
            let fields = &reply.body["error"]["details"]["fields"];
            assert!(fields["power_limit_kw"].is_array(), "{prefix} {limit}: {fields}");
        }
    }
    let read = app.get(format!("{ASSETS}/{asset}"), &app.a.key("viewer")).await;
    assert_eq!(read.body["data"]["power_limit_kw"], Value::Null, "nothing was written");
}

#[tokio::test]
async fn a_power_limit_moves_the_etag_and_a_stale_if_match_is_409_sending_nothing() {
    let app = TestApp::spawn().await;
    let (asset, station) = online_2_0_1(&app, "PL-ETAG").await;
    let path = format!("{ASSETS}/{asset}");
    let owner = app.a.key("owner");
    let etag = app.get(&path, &owner).await.header("etag").expect("an ETag").to_owned();
    let body = Some(json!({"power_limit_kw": 7}));
    let set = app.send_with(Method::PATCH, &path, &owner, body.clone(), &[("If-Match", &etag)]).await;
    assert_eq!(set.status, 200, "{}", set.body);
    assert_ne!(set.header("etag"), Some(etag.as_str()), "the limit is a write of the asset");
    let stale = app
        .send_with(Method::PATCH, &path, &owner, Some(json!({"power_limit_kw": 5})), &[("If-Match", &etag)])
        .await;
    assert_eq!((stale.status, stale.code()), (409, "CONFLICT"), "{}", stale.body);
    assert_eq!(stale.body["error"]["details"]["reason"], "etag_mismatch");
    assert_eq!(station_limits(&station), [7000.0], "only the write that went ahead was sent");
    assert_eq!(app.get(&path, &owner).await.body["data"]["power_limit_kw"], json!(7));
}

#[tokio::test]
async fn a_2_0_1_station_receives_the_limit_at_once_in_watts_and_the_patch_shows_its_answer() {
    let app = TestApp::spawn().await;
    let (asset, station) = online_2_0_1(&app, "PL-201").await;
    let set = set_limit(&app, "", &asset, json!(7.4)).await;
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(set.body["meta"]["station"], ACCEPTED());
    let sent = station.received().into_iter().filter(|(action, _)| action == "SetChargingProfile");
    let sent: Vec<Value> = sent.map(|(_, request)| request).collect();
    assert_eq!(sent.len(), 1, "sent before the PATCH answered");
    assert_eq!(sent[0]["evseId"], 0, "station-wide");
    let profile = &sent[0]["chargingProfile"];
    assert_eq!(profile["chargingProfilePurpose"], "ChargingStationMaxProfile");
    assert_eq!(profile["chargingSchedule"][0]["chargingRateUnit"], "W");
    assert_eq!(profile["chargingSchedule"][0]["chargingSchedulePeriod"][0]["limit"].as_f64(), Some(7400.0));
}

#[tokio::test]
async fn a_1_6_station_receives_the_limit_at_once_in_watts_and_the_patch_shows_its_answer() {
    let app = TestApp::spawn().await;
    let (asset, station) = online_1_6(&app, "PL-16").await;
    let set = set_limit(&app, "/v2", &asset, json!(11)).await;
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(set.body["meta"]["station"], ACCEPTED());
    let sent = station.received().into_iter().rfind(|(action, _)| action == "SetChargingProfile");
    let sent = sent.expect("a SetChargingProfile").1;
    assert_eq!(sent["connectorId"], 0, "the whole charge point");
    let profile = &sent["csChargingProfiles"];
    assert_eq!(profile["chargingProfilePurpose"], "ChargePointMaxProfile");
    assert_eq!(profile["chargingSchedule"]["chargingRateUnit"], "W");
    assert_eq!(profile["chargingSchedule"]["chargingSchedulePeriod"][0]["limit"].as_f64(), Some(11000.0));
}

#[tokio::test]
async fn clearing_the_limit_sends_the_assets_capacity_as_the_stations_limit() {
    let app = TestApp::spawn().await;
    let (asset, station) = online_2_0_1(&app, "PL-CLEAR").await;
    assert_eq!(set_limit(&app, "", &asset, json!(4)).await.status, 200);
    let cleared = set_limit(&app, "", &asset, Value::Null).await;
    assert_eq!(cleared.status, 200, "{}", cleared.body);
    assert_eq!(cleared.body["data"]["power_limit_kw"], Value::Null);
    assert_eq!(cleared.body["meta"]["station"], ACCEPTED());
    assert_eq!(station_limits(&station), [4000.0, 22000.0]);
}

#[tokio::test]
async fn an_offline_station_gets_its_limit_on_the_asset_and_the_patch_says_it_was_offline() {
    let app = TestApp::spawn().await;
    let (asset, _) = station_asset(&app, &app.a, "PL-DARK").await;
    let set = set_limit(&app, "", &asset, json!(7.4)).await;
    assert_eq!(set.status, 200, "the asset changes whatever the station says: {}", set.body);
    assert_eq!(set.body["data"]["power_limit_kw"], json!(7.4));
    assert_eq!(
        set.body["meta"]["station"],
        json!({"action": "SetChargingProfile", "failure": "station_offline"})
    );
}

#[tokio::test]
async fn a_viewer_cannot_set_a_power_limit() {
    let app = TestApp::spawn().await;
    let (asset, station) = online_2_0_1(&app, "PL-VIEW").await;
    let path = format!("{ASSETS}/{asset}");
    let reply =
        app.send(Method::PATCH, &path, &app.a.key("viewer"), Some(json!({"power_limit_kw": 4}))).await;
    assert_eq!(reply.status, 403, "{}", reply.body);
    assert_eq!(reply.code(), "INSUFFICIENT_PERMISSIONS");
    assert!(station_limits(&station).is_empty(), "nothing was sent");
    let read = app.get(&path, &app.a.key("viewer")).await;
    assert_eq!(read.body["data"]["power_limit_kw"], Value::Null);
}

#[tokio::test]
async fn another_organizations_asset_is_refused_as_patch_asset_refuses_it() {
    let app = TestApp::spawn().await;
    let (theirs, password) = station_asset(&app, &app.b, "PL-THEIRS").await;
    let station = Station::connect(&app.station_url(&app.b), "PL-THEIRS", &password).await.expect("connects");
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    let path = format!("{ASSETS}/{theirs}");
    let reply = app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"power_limit_kw": 4}))).await;
    assert_eq!(reply.status, 403, "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], "belongs_to_different_organization");
    assert!(station_limits(&station).is_empty(), "nothing was sent");
    let read = app.get(&path, &app.b.key("owner")).await;
    assert_eq!(read.body["data"]["power_limit_kw"], Value::Null);
}

#[tokio::test]
async fn a_member_not_assigned_to_a_site_restricted_stations_site_cannot_set_its_limit() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let (assigned, other) =
        (app.create_site(&owner, "Assigned").await, app.create_site(&owner, "Other").await);
    let body = json!({"name": "Hidden", "site_id": other, "capacity": 22, "visibility": "site"});
    let created = app.send(Method::POST, ASSETS, &owner, Some(body)).await;
    let hidden = created.body["data"]["id"].as_str().unwrap().to_owned();
    let password = make_station(&app, &app.a, &hidden, "PL-HIDDEN").await;
    let station = Station::connect(&app.station_url(&app.a), "PL-HIDDEN", &password).await.expect("connects");
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    let member = format!("/admin/members/{}", app.a.members["operator"].member_id);
    let assign = app.send(Method::PATCH, &member, &owner, Some(json!({"site_ids": [assigned]}))).await;
    assert_eq!(assign.status, 200, "{}", assign.body);

    let refused = set_limit(&app, "", &hidden, json!(4)).await;
    assert_eq!((refused.status, refused.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", refused.body);
    assert!(station_limits(&station).is_empty(), "nothing was sent");
    let read = app.get(format!("{ASSETS}/{hidden}"), &owner).await;
    assert_eq!(read.body["data"]["power_limit_kw"], Value::Null);
}

/// A 22 kW 2.0.1 station at `site`, connected and booted, in a session: its asset and station.
async fn charging(app: &TestApp, site: &str, identity: &str) -> (String, Station) {
    let asset =
        app.create_asset(&app.a.key("owner"), site, identity, 22.0).await["id"].as_str().unwrap().to_owned();
    let password = make_station(app, &app.a, &asset, identity).await;
    let station = Station::connect(&app.station_url(&app.a), identity, &password).await.expect("connects");
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    let started = json!({
        "eventType": "Started",
        "timestamp": "2026-11-29T10:00:00Z",
        "triggerReason": "CablePluggedIn",
        "seqNo": 0,
        "transactionInfo": {"transactionId": format!("tx-{identity}")},
        "evse": {"id": 1, "connectorId": 1},
    });
    station.call("TransactionEvent", started).await.expect("a CALLRESULT");
    (asset, station)
}

/// Until each station's last transaction limit is the one expected (W), within a watt.
async fn shares_are(stations: &[&Station], expected: &[f64]) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let sent: Vec<Vec<f64>> = stations.iter().map(|station| transaction_limits(station)).collect();
        let near = |limit: Option<&f64>, want: f64| limit.is_some_and(|limit| (limit - want).abs() <= 1.0);
        if sent.iter().zip(expected).all(|(limits, want)| near(limits.last(), *want)) {
            return;
        }
        assert!(tokio::time::Instant::now() < deadline, "the shares are not {expected:?}: sent {sent:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn an_assets_limit_caps_its_sessions_share_and_the_other_session_gets_the_rest() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let grid =
        app.send(Method::PATCH, &format!("{SITES}/{site}"), &owner, Some(json!({"grid_limit_kw": 22}))).await;
    assert_eq!(grid.status, 200, "{}", grid.body);
    let (capped, a) = charging(&app, &site, "PL-LM-A").await;
    let (_, b) = charging(&app, &site, "PL-LM-B").await;
    shares_are(&[&a, &b], &[11_000.0, 11_000.0]).await;

    let set = set_limit(&app, "", &capped, json!(4)).await;
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(set.body["meta"]["station"], ACCEPTED());
    assert_eq!(station_limits(&a), [4000.0], "the station-wide limit, at once");
    shares_are(&[&a, &b], &[4_000.0, 18_000.0]).await;

    // Cleared: the asset's sessions may have their EVSE's capacity again.
    assert_eq!(set_limit(&app, "", &capped, Value::Null).await.status, 200);
    shares_are(&[&a, &b], &[11_000.0, 11_000.0]).await;
}

#[tokio::test]
async fn a_stations_new_capacity_reaches_its_sessions_share_as_a_limit_does() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let grid =
        app.send(Method::PATCH, &format!("{SITES}/{site}"), &owner, Some(json!({"grid_limit_kw": 22}))).await;
    assert_eq!(grid.status, 200, "{}", grid.body);
    let (smaller, a) = charging(&app, &site, "PL-CAP-A").await;
    let (_, b) = charging(&app, &site, "PL-CAP-B").await;
    shares_are(&[&a, &b], &[11_000.0, 11_000.0]).await;

    let path = format!("{ASSETS}/{smaller}");
    let set = app.send(Method::PATCH, &path, &app.a.key("operator"), Some(json!({"capacity": 4}))).await;
    assert_eq!(set.status, 200, "{}", set.body);
    assert!(set.body["meta"]["station"].is_null(), "a capacity sends no station-wide limit: {}", set.body);
    shares_are(&[&a, &b], &[4_000.0, 18_000.0]).await;
}

#[tokio::test]
async fn a_scheduled_limit_caps_its_sessions_share_as_a_patch_does() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let grid =
        app.send(Method::PATCH, &format!("{SITES}/{site}"), &owner, Some(json!({"grid_limit_kw": 22}))).await;
    assert_eq!(grid.status, 200, "{}", grid.body);
    let (capped, a) = charging(&app, &site, "PL-SCH-A").await;
    let (_, b) = charging(&app, &site, "PL-SCH-B").await;
    shares_are(&[&a, &b], &[11_000.0, 11_000.0]).await;

    let schedule = super::schedules::enabled_schedule(&app, "UTC").await;
    let due = (chrono::Utc::now().timestamp() + 600) * 1000;
    let at = chrono::DateTime::from_timestamp_millis(due).unwrap().to_rfc3339();
    let body = json!({"asset_id": capped, "action": "set_power_limit", "power_limit_kw": 4, "at": at});
    let item = super::schedules::add_item(&app, &schedule, body).await;
    assert_eq!(item.status, 201, "{}", item.body);
    scheduler::run(&app.app, due + 1_000).await.expect("scheduler run");
    assert_eq!(station_limits(&a), [4000.0], "the station-wide limit");
    shares_are(&[&a, &b], &[4_000.0, 18_000.0]).await;
}

#[tokio::test]
async fn a_power_limit_patch_costs_its_write_and_on_a_station_the_stations_link_and_the_sites_power_read() {
    let app =
        TestApp::spawn_with(Setup { auth_cache_ttl: Duration::from_secs(3600), ..Setup::default() }).await;
    let (asset, _station) = online_2_0_1(&app, "PL-COST").await;
    let plain = plain_asset(&app).await;
    let calls = patch_calls(&app, &format!("{ASSETS}/{plain}"), &[json!(7), json!(8)]).await;
    assert_eq!(calls, ["UpdateItem"], "a plain asset: its write alone");
    let path = format!("{ASSETS}/{asset}");
    let calls = patch_calls(&app, &path, &[json!(7), json!(8)]).await;
    // The asset's write, the station's limit (the registry read), the site's power partition.
    assert_eq!(calls, ["UpdateItem", "GetItem", "Query"]);
}

/// The DynamoDB calls of the last of `limits` PATCHed in turn (the first warms the caches), in
/// order, without the rate limiter's.
async fn patch_calls(app: &TestApp, path: &str, limits: &[Value]) -> Vec<String> {
    let owner = app.a.key("owner");
    let mut calls = Vec::new();
    for limit in limits {
        let body = Some(json!({"power_limit_kw": limit}));
        let reply = app.send_with(Method::PATCH, path, &owner, body, &[("X-Debug", "true")]).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        let made = reply.body["debug"]["dynamodb_calls"].as_array().unwrap().iter();
        calls = made
            .filter_map(|call| call.as_str().map(str::to_owned))
            .filter(|call| !call.starts_with("rate_limit:"))
            .collect();
    }
    calls
}

#[tokio::test]
async fn a_power_limit_patch_at_a_limited_site_adds_the_sessions_new_maximum_the_change_noted_and_the_wake() {
    let app =
        TestApp::spawn_with(Setup { auth_cache_ttl: Duration::from_secs(3600), ..Setup::default() }).await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let grid =
        app.send(Method::PATCH, &format!("{SITES}/{site}"), &owner, Some(json!({"grid_limit_kw": 22}))).await;
    assert_eq!(grid.status, 200, "{}", grid.body);
    let (capped, a) = charging(&app, &site, "PL-CM-A").await;
    let (_, b) = charging(&app, &site, "PL-CM-B").await;
    shares_are(&[&a, &b], &[11_000.0, 11_000.0]).await;
    let path = format!("{ASSETS}/{capped}");
    let calls = patch_calls(&app, &path, &[json!(7), json!(8)]).await;
    // The asset's write, the station's limit (the registry), the site's power partition, the
    // session's new maximum, the change noted, and the allocator's wake (the registry again).
    assert_eq!(calls, ["UpdateItem", "GetItem", "Query", "UpdateItem", "UpdateItem", "GetItem"]);
}
