//! Deliveries start within moments of their event's commit: a committed delivery starts the
//! deliverer at once (the table's stream when deployed, the write's signal in the local
//! runner). The 60 s sweep is off here, so only that fast path can deliver at all.

use reqwest::Method;
use serde_json::json;
use std::time::Duration;

use api_tests::receiver::Receiver;
use api_tests::{Setup, TestApp};
use shared::store::webhooks::{DELIVERY, Delivery};

use crate::webhooks::{deliveries, subscribe};

/// Far beyond what the fast path takes, far below the sweep's minute.
const GAP_LIMIT_MS: i64 = 30_000;

#[tokio::test]
async fn a_delivery_is_attempted_within_seconds_of_its_events_commit() {
    let app = TestApp::spawn_with(Setup { deliver_on_write: true, ..Setup::default() }).await;
    let receiver = Receiver::start(&[]).await;
    let owner = app.a.key("owner");
    let webhook = subscribe(&app, &owner, &receiver.url, &["session_started"], 80).await;
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await;
    let body = json!({"asset_id": asset["id"]});
    let started = app.send(Method::POST, "/asset-controls/sessions", &owner, Some(body)).await;
    assert_eq!(started.status, 201, "{}", started.body);

    // A generous deadline: nothing but the fast path runs the deliverer in this test.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while receiver.received().is_empty() {
        assert!(tokio::time::Instant::now() < deadline, "no delivery without the sweep");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let listed = deliveries(&app, &owner, &webhook).await;
    assert_eq!(listed.len(), 1);
    let id = shared::ids::DeliveryId::parse(listed[0]["id"].as_str().unwrap()).unwrap();
    let stored: Delivery = app.app.store.get_entity(DELIVERY, id.uuid()).await.unwrap().unwrap();
    let attempted = stored.attempts[0]["at"].as_str().expect("the attempt's instant");
    let attempted = chrono::DateTime::parse_from_rfc3339(attempted).unwrap().timestamp_millis();
    // The delivery is written in the event's transaction: its creation is the commit.
    let gap = attempted - stored.created_at;
    assert!((0..GAP_LIMIT_MS).contains(&gap), "commit to first attempt: {gap} ms");
    assert_eq!(stored.status, "delivered");
    assert_eq!(receiver.received().len(), 1, "delivered once");
}
