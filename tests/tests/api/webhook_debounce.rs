//! A station's connect/disconnect storm reaches a webhook as one notice per station per
//! calendar minute, carrying the station's last event of that minute; another station's
//! notices stay its own. The test counts the minutes the storm's events fell into (read back
//! from the event history) rather than assuming the machine fits the storm into one.

use std::collections::BTreeMap;

use serde_json::Value;

use api_tests::TestApp;
use api_tests::receiver::Receiver;
use api_tests::station::{Station, eventually, station_asset};

use crate::webhooks::{WEBHOOKS, deliver, now, subscribe};

const RECONNECTS: usize = 5;

/// The station's connect and disconnect events, oldest first (v2: instants to the millisecond).
async fn station_events(app: &TestApp, asset: &str) -> Vec<Value> {
    let path = format!("/v2/asset-controls/events?asset_id={asset}&sort=created_at&limit=100");
    let reply = app.get(&path, &app.a.key("owner")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let events = reply.body["data"].as_array().unwrap().clone();
    events
        .into_iter()
        .filter(|e| e["type"] == "station_connected" || e["type"] == "station_disconnected")
        .collect()
}

/// The events the webhook's notices of a station stand for, so far (read from the
/// deliveries, whose list has no endpoint limit of its own to reach while polling).
async fn noticed(app: &TestApp, webhook: &Value, asset: &str) -> i64 {
    let path = format!("{WEBHOOKS}/{}/deliveries?limit=100", webhook["id"].as_str().unwrap());
    let reply = app.get(&path, &app.a.key("owner")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let listed = reply.body["data"].as_array().unwrap().clone();
    let of_station = listed.iter().filter(|d| d["payload"]["data"]["asset_id"] == asset);
    of_station.map(|d| d["coalesced_events"].as_i64().unwrap()).sum()
}

fn minute_of(event: &Value) -> i64 {
    let at = chrono::DateTime::parse_from_rfc3339(event["created_at"].as_str().unwrap()).unwrap();
    at.timestamp_millis().div_euclid(60_000)
}

#[tokio::test]
async fn a_reconnect_storm_is_one_notice_per_station_per_minute() {
    let app = TestApp::spawn().await;
    let receiver = Receiver::start(&[]).await;
    let owner = app.a.key("owner");
    let webhook = subscribe(&app, &owner, &receiver.url, &["station_*"], 80).await;
    let (stormy, password) = station_asset(&app, &app.a, "cp-storm").await;
    let (calm, calm_password) = station_asset(&app, &app.a, "cp-calm").await;

    let _calm = Station::connect(&app.station_url(&app.a), "cp-calm", &calm_password).await.expect("upgrade");
    for round in 1..=RECONNECTS {
        let station =
            Station::connect(&app.station_url(&app.a), "cp-storm", &password).await.expect("upgrade");
        station.close();
        eventually("the disconnect is noticed", || async {
            noticed(&app, &webhook, &stormy).await == 2 * round as i64
        })
        .await;
    }
    eventually("the calm station's connect is noticed", || async {
        noticed(&app, &webhook, &calm).await == 1
    })
    .await;

    // The storm's events by minute: each minute's last one is what its notice says.
    let storm = station_events(&app, &stormy).await;
    assert_eq!(storm.len(), 2 * RECONNECTS);
    let mut last_of_minute = BTreeMap::new();
    let mut count_of_minute = BTreeMap::<i64, i64>::new();
    for event in &storm {
        last_of_minute.insert(minute_of(event), event["legacy_id"].as_str().unwrap().to_owned());
        *count_of_minute.entry(minute_of(event)).or_default() += 1;
    }

    let path = format!("{WEBHOOKS}/{}/deliveries?limit=100", webhook["id"].as_str().unwrap());
    let listed = app.get(&path, &owner).await.body["data"].as_array().unwrap().clone();
    let (of_storm, of_calm): (Vec<Value>, Vec<Value>) =
        listed.into_iter().partition(|d| d["payload"]["data"]["asset_id"] == stormy.as_str());
    assert_eq!(of_storm.len(), last_of_minute.len(), "one notice per minute the storm touched");
    for notice in &of_storm {
        let sent = &notice["payload"]["data"];
        let minute = last_of_minute.iter().find(|(_, id)| sent["id"] == id.as_str()).map(|(m, _)| *m);
        let minute = minute.unwrap_or_else(|| panic!("not the last event of a minute: {notice}"));
        assert_eq!(notice["coalesced_events"], count_of_minute[&minute], "{notice}");
        assert_eq!(notice["event_type"], notice["payload"]["type"]);
    }
    let latest =
        of_storm.iter().max_by_key(|d| d["payload"]["data"]["created_at"].as_str().map(str::to_owned));
    assert_eq!(latest.unwrap()["payload"]["type"], "station_disconnected", "the storm ended offline");
    assert_eq!(of_calm.len(), 1, "the calm station's own notice");
    assert_eq!(
        (&of_calm[0]["payload"]["data"]["asset_id"], &of_calm[0]["coalesced_events"]),
        (&Value::from(calm.as_str()), &Value::from(1))
    );

    // Due once their minute is over (and a few seconds for its last writes).
    let start = now();
    assert_eq!(deliver(&app, start).await.delivered, 0, "not within the minute");
    let run = deliver(&app, start + 2 * 60_000 + 5_000).await;
    assert_eq!(run.delivered, of_storm.len() + 1, "{run:?}");
    let received = receiver.received();
    assert_eq!(received.len(), of_storm.len() + 1);
    assert!(received.iter().all(|r| r.signed_with(webhook["secret"].as_str().unwrap())));
}

/// A notice once sent (or being sent) keeps the body it went out with: an event of its minute
/// that comes after that is a notice of its own, never a rewrite of the record.
#[tokio::test]
async fn an_event_after_its_minutes_notice_went_out_is_a_notice_of_its_own() {
    let app = TestApp::spawn().await;
    let receiver = Receiver::start(&[]).await;
    let owner = app.a.key("owner");
    let webhook = subscribe(&app, &owner, &receiver.url, &["station_*"], 80).await;
    let (asset, password) = station_asset(&app, &app.a, "cp-late").await;

    let station = Station::connect(&app.station_url(&app.a), "cp-late", &password).await.expect("upgrade");
    eventually("the connect is noticed", || async { noticed(&app, &webhook, &asset).await == 1 }).await;
    // The deliverer's clock past the notice's due time: it goes out now, within its minute.
    assert_eq!(deliver(&app, now() + 2 * 60_000 + 5_000).await.delivered, 1);
    station.close();
    eventually("the disconnect is noticed", || async { noticed(&app, &webhook, &asset).await == 2 }).await;

    let path = format!("{WEBHOOKS}/{}/deliveries?limit=100", webhook["id"].as_str().unwrap());
    let listed = app.get(&path, &owner).await.body["data"].as_array().unwrap().clone();
    let of_station: Vec<&Value> =
        listed.iter().filter(|d| d["payload"]["data"]["asset_id"] == asset.as_str()).collect();
    assert_eq!(of_station.len(), 2, "{of_station:?}");
    let sent = of_station.iter().find(|d| d["status"] == "delivered").expect("the sent notice");
    assert_eq!(
        (&sent["event_type"], &sent["coalesced_events"]),
        (&Value::from("station_connected"), &Value::from(1))
    );
    assert_eq!(sent["payload"]["type"], "station_connected", "the record is what was sent");
    let received = receiver.received();
    assert_eq!(received.len(), 1);
    let body = received[0].json();
    assert_eq!(
        (&body["type"], &body["data"]["id"]),
        (&sent["payload"]["type"], &sent["payload"]["data"]["id"])
    );
    let late = of_station.iter().find(|d| d["status"] == "pending").expect("the late event's notice");
    assert_eq!(late["payload"]["type"], "station_disconnected");
    assert_ne!(late["id"], sent["id"]);

    let run = deliver(&app, now() + 3 * 60_000 + 5_000).await;
    assert_eq!(run.delivered, 1, "{run:?}");
    let received = receiver.received();
    assert_eq!(received.len(), 2);
    assert_eq!(received[1].json()["type"], "station_disconnected");
}
