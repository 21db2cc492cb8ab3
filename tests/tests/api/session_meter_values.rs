//! A session's meter time series (docs/data-model.md, "Meter readings"): GET
//! /asset-controls/sessions/{session_id}/meter-values answers the readings the gateway wrote in
//! batches with the session, oldest first, a page across batches by cursor, read as the session
//! is read. The series here is seeded as the gateway writes it (`Store::put_meter_batch`, the
//! same item), a batch per session revision.

use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::station::{Station, eventually, station_asset};
use api_tests::{Cred, Org, Setup, TestApp};
use shared::domain::meter_point::MeterPoint;
use shared::domain::session::Session;
use shared::ids::SessionId;
use shared::store::sessions::SESSION;

const SESSIONS: &str = "/asset-controls/sessions";

fn meter_values(session: &str) -> String {
    format!("{SESSIONS}/{session}/meter-values")
}

/// A plain asset of `org` at a site of its own, and a session started on it: the session's id.
async fn plain_session(app: &TestApp, org: &Org) -> String {
    let owner = org.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await["id"].as_str().unwrap().to_owned();
    session_on(app, org, &asset).await
}

async fn session_on(app: &TestApp, org: &Org, asset: &str) -> String {
    let reply = app.send(Method::POST, SESSIONS, &org.key("owner"), Some(json!({"asset_id": asset}))).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body["data"]["id"].as_str().unwrap().to_owned()
}

async fn stored(app: &TestApp, org: &Org, session: &str) -> Session {
    let id = SessionId::parse(session).expect("a session id");
    let owned = app.app.store.get_owned::<Session>(SESSION, id.uuid(), org.org_id()).await;
    owned.expect("read").expect("the organization's session")
}

/// Readings a minute apart from 2026-11-29T08:00:00Z, 500 Wh each, every third with its power
/// and state of charge (20 % and up).
fn readings(from: usize, count: usize) -> Vec<MeterPoint> {
    (from..from + count)
        .map(|i| {
            let i = i64::try_from(i).unwrap();
            MeterPoint {
                at_ms: 1_795_939_200_000 + i * 60_000,
                energy_wh: i * 500,
                power_w: (i % 3 == 0).then_some(11_000),
                soc_percent: (i % 3 == 0).then(|| u8::try_from(20 + i % 80).unwrap()),
            }
        })
        .collect()
}

/// Writes the batches of `sizes` readings, each with the session at its next revision, as the
/// gateway would: the readings, oldest first.
async fn seed(app: &TestApp, org: &Org, session: &str, sizes: &[usize]) -> Vec<MeterPoint> {
    let mut session = stored(app, org, session).await;
    let mut all = Vec::new();
    for size in sizes {
        session.version += 1;
        let batch = readings(all.len(), *size);
        app.app.store.put_meter_batch(&session, &batch).await.expect("the batch is written");
        all.extend(batch);
    }
    all
}

/// Every reading of the series, page by page of `limit`: each page's readings and the pages.
async fn every_page(app: &TestApp, path: &str, cred: &Cred, limit: usize) -> (Vec<Value>, usize) {
    let mut all = Vec::new();
    let mut pages = 0;
    let joint = if path.contains('?') { '&' } else { '?' };
    let mut url = format!("{path}{joint}limit={limit}");
    loop {
        let reply = app.get(&url, cred).await;
        assert_eq!(reply.status, 200, "{url}: {}", reply.body);
        pages += 1;
        let data = reply.body["data"].as_array().expect("a list");
        assert!(data.len() <= limit, "{}", reply.body);
        all.extend(data.iter().cloned());
        let pagination = &reply.body["pagination"];
        match pagination["next_cursor"].as_str() {
            Some(next) => {
                assert_eq!(pagination["has_next"], true);
                assert_eq!(data.len(), limit, "a page short of its limit is the last: {}", reply.body);
                url = format!("{path}{joint}limit={limit}&cursor={next}");
            }
            None => {
                assert_eq!(pagination["has_next"], false);
                return (all, pages);
            }
        }
        assert!(pages < 100, "the pages end");
    }
}

fn energies(readings: &[Value]) -> Vec<f64> {
    readings.iter().map(|r| r["energy_kwh"].as_f64().expect("energy_kwh")).collect()
}

fn expected_energies(points: &[MeterPoint]) -> Vec<f64> {
    points.iter().map(|p| p.energy_wh as f64 / 1000.0).collect()
}

#[tokio::test]
async fn readings_come_back_oldest_first_as_each_version_shows_them() {
    let app = TestApp::spawn().await;
    let session = plain_session(&app, &app.a).await;
    let points = seed(&app, &app.a, &session, &[4, 3]).await;
    let viewer = app.a.key("viewer");
    let v1 = app.get(format!("/v1{}", meter_values(&session)), &viewer).await;
    assert_eq!(v1.status, 200, "{}", v1.body);
    let data = v1.body["data"].as_array().unwrap();
    assert_eq!(energies(data), expected_energies(&points));
    assert_eq!(
        data[0],
        json!({"object": "meter_value", "at": 1_795_939_200, "energy_kwh": 0, "power_kw": 11, "soc_percent": 20})
    );
    assert_eq!(
        data[1],
        json!({"object": "meter_value", "at": 1_795_939_260, "energy_kwh": 0.5, "power_kw": null, "soc_percent": null})
    );
    let v2 = app.get(format!("/v2{}", meter_values(&session)), &viewer).await;
    assert_eq!(v2.status, 200, "{}", v2.body);
    assert_eq!(v2.body["data"][1]["at"], "2026-11-29T08:01:00.000Z");
    assert_eq!(v2.body["data"].as_array().unwrap().len(), 7);
    assert_eq!(
        v2.body["pagination"],
        json!({"cursor": null, "next_cursor": null, "has_next": false, "limit": 20})
    );
}

#[tokio::test]
async fn pages_follow_the_cursor_across_batches_and_within_one() {
    let app = TestApp::spawn().await;
    let session = plain_session(&app, &app.a).await;
    // Batches of 7, 1, 7 and 6 readings: pages of 5 end inside batches and at their ends.
    let points = seed(&app, &app.a, &session, &[7, 1, 7, 6]).await;
    let viewer = app.a.key("viewer");
    for (limit, pages) in [(5, 5), (7, 3), (21, 1), (1, 21), (100, 1)] {
        let (all, read) = every_page(&app, &meter_values(&session), &viewer, limit).await;
        assert_eq!(energies(&all), expected_energies(&points), "pages of {limit}");
        assert_eq!(read, pages, "pages of {limit}");
    }
    // The next page's link carries the cursor.
    let first = app.get(format!("{}?limit=5", meter_values(&session)), &viewer).await;
    let link = first.header("link").expect("a Link to the next page");
    assert!(link.contains("rel=\"next\"") && link.contains("cursor="), "{link}");
}

#[tokio::test]
async fn a_page_reads_the_session_and_one_query_of_its_series() {
    let app =
        TestApp::spawn_with(Setup { auth_cache_ttl: Duration::from_secs(3600), ..Setup::default() }).await;
    let session = plain_session(&app, &app.a).await;
    seed(&app, &app.a, &session, &[15, 15, 15, 15]).await;
    let admin = app.a.key("admin");
    let calls = |reply: &api_tests::Reply| {
        let mut calls: Vec<String> = reply.body["debug"]["dynamodb_calls"]
            .as_array()
            .expect("debug calls")
            .iter()
            .map(|v| v.as_str().unwrap().to_owned())
            .filter(|call| call != "rate_limit:Query")
            .collect();
        calls.sort();
        calls
    };
    let path = format!("{}?limit=20", meter_values(&session));
    app.get_with(&path, &admin, ("X-Debug", "true")).await;
    let warm = app.get_with(&path, &admin, ("X-Debug", "true")).await;
    assert_eq!(warm.status, 200, "{}", warm.body);
    assert_eq!(calls(&warm), ["GetItem", "Query", "rate_limit:UpdateItem"]);
    // Batches of 15: a page of 20 reads 3 of them (about 1.3 KB, half a read unit eventually
    // consistent), not a batch per reading.
    let debug = &warm.body["debug"];
    eprintln!("a page of 20 readings: {debug}");
    assert_eq!(debug["dynamodb_evaluated"], 3, "{debug}");
    assert!(debug["dynamodb_read_units"].as_f64().is_some_and(|units| units <= 0.5), "{debug}");
    let next = warm.body["pagination"]["next_cursor"].as_str().expect("more");
    let resumed = app.get_with(&format!("{path}&cursor={next}"), &admin, ("X-Debug", "true")).await;
    assert_eq!(energies(resumed.body["data"].as_array().unwrap())[0], 10.0, "reading 20 at 500 Wh each");
    assert_eq!(calls(&resumed), ["GetItem", "Query", "rate_limit:UpdateItem"]);
}

#[tokio::test]
async fn a_plain_sessions_series_is_empty() {
    let app = TestApp::spawn().await;
    let session = plain_session(&app, &app.a).await;
    let reply = app.get(meter_values(&session), &app.a.key("viewer")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"], json!([]));
    assert_eq!(reply.body["pagination"]["has_next"], false);
}

#[tokio::test]
async fn a_station_session_without_readings_has_an_empty_series() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-METER-1").await;
    let station =
        Station::connect(&app.station_url(&app.a), "CP-METER-1", &password).await.expect("connects");
    station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
    let started = json!({
        "eventType": "Started", "timestamp": "2026-11-29T08:00:00Z", "triggerReason": "CablePluggedIn",
        "seqNo": 0, "transactionInfo": {"transactionId": "tx-meter-1"},
    });
    station.call("TransactionEvent", started).await.expect("started");
    let viewer = app.a.key("viewer");
    let listed = format!("{SESSIONS}?asset_id={asset}");
    eventually("the station's session is written", || async {
        app.get(&listed, &viewer).await.body["data"].as_array().is_some_and(|d| !d.is_empty())
    })
    .await;
    let session = app.get(&listed, &viewer).await.body["data"][0]["id"].as_str().unwrap().to_owned();
    let reply = app.get(meter_values(&session), &viewer).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"], json!([]));
}

#[tokio::test]
async fn another_organizations_session_is_refused_as_its_get_is() {
    let app = TestApp::spawn().await;
    let session = plain_session(&app, &app.a).await;
    seed(&app, &app.a, &session, &[3]).await;
    let theirs = app.b.key("owner");
    let get = app.get(format!("{SESSIONS}/{session}"), &theirs).await;
    let series = app.get(meter_values(&session), &theirs).await;
    assert!(get.status >= 400, "{}", get.body);
    assert_eq!((series.status, series.code()), (get.status, get.code()), "{}", series.body);
    assert!(series.body.get("data").is_none(), "nothing of the series: {}", series.body);
    // An unknown session is the GET's 404 too.
    let unknown = SessionId::generate().to_string();
    let missing = app.get(meter_values(&unknown), &app.a.key("owner")).await;
    let missing_get = app.get(format!("{SESSIONS}/{unknown}"), &app.a.key("owner")).await;
    assert_eq!((missing.status, missing.code()), (missing_get.status, missing_get.code()));
}

#[tokio::test]
async fn a_site_restricted_member_reads_only_the_series_of_sessions_they_see() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let assigned = app.create_site(&owner, "Assigned").await;
    let other = app.create_site(&owner, "Other").await;
    let asset_at = |site: String, name: &'static str| {
        let owner = owner.clone();
        let app = &app;
        async move {
            let body = json!({"name": name, "site_id": site, "capacity": 22, "visibility": "site"});
            let reply = app.send(Method::POST, "/inventory-service/assets", &owner, Some(body)).await;
            assert_eq!(reply.status, 201, "{}", reply.body);
            reply.body["data"]["id"].as_str().unwrap().to_owned()
        }
    };
    let mine = session_on(&app, &app.a, &asset_at(assigned.clone(), "Mine").await).await;
    let hidden = session_on(&app, &app.a, &asset_at(other, "Hidden").await).await;
    seed(&app, &app.a, &hidden, &[3]).await;
    let path = format!("/admin/members/{}", app.a.members["operator"].member_id);
    let reply = app.send(Method::PATCH, &path, &owner, Some(json!({"site_ids": [assigned]}))).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let operator = app.a.key("operator");
    assert_eq!(app.get(meter_values(&mine), &operator).await.status, 200);
    let refused = app.get(meter_values(&hidden), &operator).await;
    let get = app.get(format!("{SESSIONS}/{hidden}"), &operator).await;
    assert_eq!((refused.status, refused.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", refused.body);
    assert_eq!((get.status, get.code()), (403, "RESOURCE_ACCESS_DENIED"));
    assert!(refused.body.get("data").is_none(), "{}", refused.body);
}

#[tokio::test]
async fn a_tampered_or_foreign_cursor_is_refused() {
    let app = TestApp::spawn().await;
    let session = plain_session(&app, &app.a).await;
    let other = plain_session(&app, &app.a).await;
    seed(&app, &app.a, &session, &[5]).await;
    seed(&app, &app.a, &other, &[5]).await;
    let viewer = app.a.key("viewer");
    let first = app.get(format!("{}?limit=2", meter_values(&session)), &viewer).await;
    let cursor = first.body["pagination"]["next_cursor"].as_str().expect("a cursor").to_owned();
    let mut tampered = cursor.clone().into_bytes();
    let last = tampered.len() - 2;
    tampered[last] = if tampered[last] == b'A' { b'B' } else { b'A' };
    let tampered = String::from_utf8(tampered).unwrap();
    for (what, path) in [
        ("altered", format!("{}?cursor={tampered}", meter_values(&session))),
        ("another session's", format!("{}?cursor={cursor}", meter_values(&other))),
        ("not a cursor", format!("{}?cursor=garbage!", meter_values(&session))),
    ] {
        let reply = app.get(&path, &viewer).await;
        assert_eq!(reply.status, 400, "{what}: {}", reply.body);
        assert!(reply.body.to_string().contains("cursor"), "{what}: {}", reply.body);
    }
    // Another organization's member holding the cursor cannot see the session at all.
    let theirs = app.get(format!("{}?cursor={cursor}", meter_values(&session)), &app.b.key("owner")).await;
    assert_ne!(theirs.status, 200);
}

#[tokio::test]
async fn bad_parameters_are_refused_in_the_versions_error_structure() {
    let app = TestApp::spawn().await;
    let session = plain_session(&app, &app.a).await;
    let viewer = app.a.key("viewer");
    for query in [
        "limit=0",
        "limit=101",
        "limit=x",
        "page=2",
        "sort=at",
        "limit=5&limit=5",
        "at[gte]=yesterday",
        "at=5",
    ] {
        let reply = app.get(format!("/v2{}?{query}", meter_values(&session)), &viewer).await;
        assert_eq!(reply.status, 400, "{query}: {}", reply.body);
        assert!(reply.body["error"]["code"].is_string(), "{query}: {}", reply.body);
    }
}

#[tokio::test]
async fn a_reading_stamped_by_a_station_clock_long_past_is_kept_as_long_as_any() {
    let app = TestApp::spawn().await;
    let session = plain_session(&app, &app.a).await;
    let mut stale = stored(&app, &app.a, &session).await;
    // After the batches seeded below (their revisions come first).
    stale.version += 100;
    // A station whose clock fell back 500 days: its batch expires by the platform's clock (the
    // events' 400 days from its write), so it is shown, not expired at once.
    let old = shared::time::now_ms() - 500 * 86_400_000;
    let point = MeterPoint { at_ms: old, energy_wh: 100, power_w: None, soc_percent: None };
    app.app.store.put_meter_batch(&stale, &[point]).await.expect("written");
    let fresh = seed(&app, &app.a, &session, &[2]).await;
    let reply = app.get(meter_values(&session), &app.a.key("viewer")).await;
    let mut expected = expected_energies(&fresh);
    expected.push(0.1);
    assert_eq!(energies(reply.body["data"].as_array().unwrap()), expected);
}

#[tokio::test]
async fn a_time_range_keeps_the_readings_in_it_in_either_versions_form() {
    let app = TestApp::spawn().await;
    let session = plain_session(&app, &app.a).await;
    // Readings each minute from 08:00 (0 Wh) to 08:20, in batches of 7.
    seed(&app, &app.a, &session, &[7, 7, 7]).await;
    let viewer = app.a.key("viewer");
    let path = meter_values(&session);
    let kwh = |minutes: std::ops::Range<i32>| minutes.map(|m| f64::from(m) * 0.5).collect::<Vec<_>>();
    // [08:05, 08:10): RFC 3339 and Unix seconds alike.
    let ranged = format!("{path}?at[gte]=2026-11-29T08:05:00Z&at[lt]=1795939800");
    let (readings, _) = every_page(&app, &ranged, &viewer, 100).await;
    assert_eq!(energies(&readings), kwh(5..10));
    // A bound without a fraction covers its whole second: after 08:05:00, up to 08:10:00 included.
    let ranged = format!("{path}?at[gt]=1795939500&at[lte]=2026-11-29T08:10:00Z");
    let (readings, pages) = every_page(&app, &ranged, &viewer, 2).await;
    assert_eq!(energies(&readings), kwh(6..11));
    assert_eq!(pages, 3);
    // A range's cursor is for that range only.
    let first = app.get(format!("{ranged}&limit=2"), &viewer).await;
    let cursor = first.body["pagination"]["next_cursor"].as_str().expect("a cursor");
    let unranged = app.get(format!("{path}?limit=2&cursor={cursor}"), &viewer).await;
    assert_eq!(unranged.status, 400, "{}", unranged.body);
    // A range past the series is empty.
    let later = app.get(format!("{path}?at[gte]=2026-11-30T00:00:00Z"), &viewer).await;
    assert_eq!(later.body["data"], json!([]), "{}", later.body);
}

#[tokio::test]
async fn a_range_late_in_a_long_series_answers_short_pages_with_a_cursor_until_it_is_reached() {
    let app = TestApp::spawn().await;
    let session = plain_session(&app, &app.a).await;
    // 1,080 readings a minute apart, in full batches of 60: the range is the last 30.
    let points = seed(&app, &app.a, &session, &[60; 18]).await;
    let from = shared::time::iso(points[1_050].at_ms);
    let path = format!("{}?at[gte]={from}&limit=100", meter_values(&session));
    let viewer = app.a.key("viewer");
    let first = app.get(&path, &viewer).await;
    assert_eq!(first.status, 200, "{}", first.body);
    assert_eq!(first.body["data"], json!([]), "a page evaluates at most 1,000 readings");
    assert_eq!(first.body["pagination"]["has_next"], true);
    let cursor = first.body["pagination"]["next_cursor"].as_str().expect("where to go on");
    let second = app.get(format!("{path}&cursor={cursor}"), &viewer).await;
    assert_eq!(energies(second.body["data"].as_array().unwrap()), expected_energies(&points[1_050..]));
    assert_eq!(second.body["pagination"]["has_next"], false);
}
