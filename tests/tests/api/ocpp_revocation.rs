//! Revocation holds (docs/ocpp.md, "The connection"): a connection exists only for the
//! credential it proved. A rotation, a removal or a suspension that answered first leaves a
//! connection checked before it unregistered, at any interleaving; one made before it is cut
//! off; and a connection that only answers pings does not live on.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

use api_tests::station::{PATIENCE, Station, eventually, station_asset};
use api_tests::{Setup, TestApp};
use shared::domain::station::{StationIdentity, generate_password, hash_password};
use shared::domain::transaction_event::{IdToken, TransactionEvent};
use shared::ids::AssetId;
use shared::site_access::SiteScope;
use shared::station_sessions::incoming::{self, IncomingError};
use shared::store::gateway_leases::GatewayTask;
use shared::store::station_registry::{RegistryError, StationConnection};
use shared::store::station_transactions::{ConnectionGuard, StationAsset};

const IDENTITY: &str = "CP-REVOKE";
const LOOPS: usize = 12;

async fn connection_of(app: &TestApp, asset: &str) -> Option<String> {
    let reply = app.get(format!("/inventory-service/assets/{asset}"), &app.a.key("owner")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"]["station"]["connection"].as_str().map(str::to_owned)
}

async fn events_of_type(app: &TestApp, kind: &str) -> Vec<Value> {
    let reply = app.get("/asset-controls/events", &app.a.key("owner")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().iter().filter(|e| e["type"] == kind).cloned().collect()
}

async fn rotate(app: &TestApp, asset: &str) {
    let path = format!("/inventory-service/assets/{asset}/station/password");
    let rotated = app.send(Method::POST, &path, &app.a.key("owner"), None).await;
    assert_eq!(rotated.status, 200, "{}", rotated.body);
}

/// Whether a Heartbeat on this socket is answered with a CALLRESULT.
async fn answers_heartbeats(station: &Station) -> bool {
    let id = uuid::Uuid::now_v7().to_string();
    if !station.try_send_raw(&json!([2, id, "Heartbeat", {}]).to_string()) {
        return false;
    }
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let remaining = deadline.saturating_duration_since(tokio::time::Instant::now());
        let frame = tokio::select! {
            frame = station.next_answer_or_closed() => frame,
            () = tokio::time::sleep(remaining) => panic!("neither an answer nor a close within {PATIENCE:?}"),
        };
        match frame {
            None => return false,
            Some(frame) if frame[1] == id.as_str() => return frame[0] == 3,
            Some(_) => continue,
        }
    }
}

#[tokio::test]
async fn twelve_loops_reconnecting_through_a_rotation_leave_no_connection_that_answers() {
    let app = Arc::new(TestApp::spawn().await);
    let (asset, password) = station_asset(&app, &app.a, IDENTITY).await;
    let rotated = Arc::new(AtomicBool::new(false));
    let loops: Vec<_> = (0..LOOPS)
        .map(|_| {
            let (app, password, rotated) = (app.clone(), password.clone(), rotated.clone());
            tokio::spawn(async move {
                let mut kept = Vec::new();
                // Reconnect until a few attempts after the rotation answered.
                let mut after = 0;
                while after < 3 {
                    if rotated.load(Ordering::Acquire) {
                        after += 1;
                    }
                    if let Ok(station) = Station::connect(&app.station_url(&app.a), IDENTITY, &password).await
                    {
                        kept.push(station);
                    }
                }
                kept
            })
        })
        .collect();
    // Let the loops get going, then rotate while they run: without a push, as revoking a
    // password someone else holds calls for (a pushed rotation whose push gets no answer keeps
    // the old password accepted for the station: docs/ocpp.md, "Password rotation").
    eventually("a connection through the loops", || async {
        connection_of(&app, &asset).await.as_deref() == Some("online")
    })
    .await;
    let path = format!("/inventory-service/assets/{asset}/station/password");
    let revoked = app.send(Method::POST, &path, &app.a.key("owner"), Some(json!({"push": false}))).await;
    assert_eq!(revoked.status, 200, "{}", revoked.body);
    rotated.store(true, Ordering::Release);
    let mut survivors = Vec::new();
    for handle in loops {
        survivors.extend(handle.await.expect("a loop"));
    }
    assert!(!survivors.is_empty(), "the loops connected before the rotation");
    for station in &survivors {
        assert!(!answers_heartbeats(station).await, "a connection made with the old password answered");
    }
    assert_ne!(connection_of(&app, &asset).await.as_deref(), Some("online"));
    let record = app.app.store.station(&app.a.station_key(IDENTITY)).await.unwrap().unwrap();
    assert!(record.connection_id.is_none(), "no connection is registered: {record:?}");
}

/// The credential as an upgrade read it, before anything else happens.
async fn checked_before(app: &TestApp) -> StationConnection {
    let station = app.app.store.station(&app.a.station_key(IDENTITY)).await.unwrap().expect("the station");
    StationConnection::new(&station, uuid::Uuid::now_v7().to_string())
}

#[tokio::test]
async fn a_connection_checked_before_a_rotation_cannot_register_after_it() {
    let app = TestApp::spawn().await;
    let (asset, _) = station_asset(&app, &app.a, IDENTITY).await;
    let checked = checked_before(&app).await;
    rotate(&app, &asset).await;
    let task = GatewayTask::start("127.0.0.1:9".into());
    let connected = app.app.store.station_connected(&checked, &task).await;
    assert!(matches!(connected, Err(RegistryError::Gone)), "{connected:?}");
    assert_eq!(connection_of(&app, &asset).await.as_deref(), Some("offline"));
}

#[tokio::test]
async fn a_connection_checked_before_the_station_was_removed_and_made_again_cannot_register() {
    let app = TestApp::spawn().await;
    let (asset, _) = station_asset(&app, &app.a, IDENTITY).await;
    let checked = checked_before(&app).await;
    let path = format!("/inventory-service/assets/{asset}/station");
    let removed = app.send(Method::DELETE, &path, &app.a.key("owner"), None).await;
    assert_eq!(removed.status, 204, "{}", removed.body);
    let identity = StationIdentity::parse(IDENTITY).unwrap();
    let again = hash_password(&generate_password());
    let asset_id = AssetId::parse(&asset).unwrap();
    app.app.store.create_station(app.a.org_id(), asset_id, &identity, again, &SiteScope::All).await.unwrap();
    let task = GatewayTask::start("127.0.0.1:9".into());
    let connected = app.app.store.station_connected(&checked, &task).await;
    assert!(matches!(connected, Err(RegistryError::Gone)), "{connected:?}");
    assert_eq!(connection_of(&app, &asset).await.as_deref(), Some("offline"));
}

#[tokio::test]
async fn a_rotation_shows_the_connected_station_offline_with_the_reason() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, IDENTITY).await;
    let station = Station::connect(&app.station_url(&app.a), IDENTITY, &password).await.expect("connected");
    station.call("Heartbeat", json!({})).await.expect("answered");
    rotate(&app, &asset).await;
    assert_eq!(
        connection_of(&app, &asset).await.as_deref(),
        Some("offline"),
        "offline as the rotation answers"
    );
    let cut = events_of_type(&app, "station_disconnected").await;
    assert_eq!(cut.len(), 1, "{cut:?}");
    assert_eq!(cut[0]["data"]["reason"], "password_rotated");
    assert!(!answers_heartbeats(&station).await);
}

#[tokio::test]
async fn a_station_of_a_suspended_organization_is_refused_at_the_upgrade() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, IDENTITY).await;
    shared::tenancy::set_suspended(&app.app.store, app.a.org_id(), true).await.unwrap();
    let refused = Station::connect(&app.station_url(&app.a), IDENTITY, &password).await;
    assert_eq!(refused.err(), Some(403));
    assert_eq!(connection_of_store(&app, &asset).await.as_deref(), Some("offline"));
}

/// The asset's connection as stored (a suspended organization's API answers 403).
async fn connection_of_store(app: &TestApp, asset: &str) -> Option<String> {
    let id = AssetId::parse(asset).unwrap();
    app.app.store.station_asset(id).await.unwrap().expect("a station asset").1.connection
}

#[tokio::test]
async fn suspending_an_organization_cuts_off_its_live_stations() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, IDENTITY).await;
    let station = Station::connect(&app.station_url(&app.a), IDENTITY, &password).await.expect("connected");
    station.call("Heartbeat", json!({})).await.expect("answered");
    shared::tenancy::set_suspended(&app.app.store, app.a.org_id(), true).await.unwrap();
    assert_eq!(connection_of_store(&app, &asset).await.as_deref(), Some("offline"));
    let record = app.app.store.station(&app.a.station_key(IDENTITY)).await.unwrap().unwrap();
    assert!(record.connection_id.is_none());
    assert!(!answers_heartbeats(&station).await, "the connection writes nothing more");
}

fn one_second_heartbeat(config: &mut shared::config::Config) {
    config.ocpp_heartbeat = Duration::from_secs(1);
}

#[tokio::test]
async fn a_connection_that_only_sends_pongs_is_closed_after_three_heartbeat_intervals() {
    let app = TestApp::spawn_with(Setup { configure: Some(one_second_heartbeat), ..Setup::default() }).await;
    let (_, password) = station_asset(&app, &app.a, IDENTITY).await;
    let station = Station::connect(&app.station_url(&app.a), IDENTITY, &password).await.expect("connected");
    let boot = station.boot("Vendor", "Model", "1.0").await.expect("booted");
    assert_eq!(boot["interval"], 1, "the configured interval");
    let ponging = async {
        while station.send_message(Message::Pong(Default::default())) {
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    };
    tokio::select! {
        closed = station.closed() => assert!(closed, "closed while it only sent pongs"),
        () = ponging => {}
    }
}

/// The station as its connection's messages name it, guarded by that connection.
fn guarded(app: &TestApp, asset: &str, connection_id: String) -> StationAsset {
    StationAsset {
        org_id: app.a.org_id(),
        asset_id: AssetId::parse(asset).unwrap(),
        identity: IDENTITY.to_owned(),
        connection: Some(ConnectionGuard {
            station_key: IDENTITY.to_ascii_lowercase(),
            connection_id,
            proved_at: 0,
        }),
    }
}

#[tokio::test]
async fn a_transaction_event_read_before_a_rotation_writes_nothing_after_it() {
    let app = TestApp::spawn().await;
    let (asset, password) = station_asset(&app, &app.a, IDENTITY).await;
    let station = Station::connect(&app.station_url(&app.a), IDENTITY, &password).await.expect("connected");
    station.call("Heartbeat", json!({})).await.expect("answered");
    let record = app.app.store.station(&app.a.station_key(IDENTITY)).await.unwrap().unwrap();
    // The message was read on the connection; the rotation answers before it is applied.
    let message = guarded(&app, &asset, record.connection_id.expect("registered"));
    rotate(&app, &asset).await;
    let started = json!({
        "eventType": "Started", "timestamp": "2026-11-28T10:00:00Z", "triggerReason": "CablePluggedIn",
        "seqNo": 0, "transactionInfo": {"transactionId": "tx-after-rotation"},
    });
    let started = TransactionEvent::from_json(&started).expect("a TransactionEvent");
    let applied = incoming::transaction_event(&app.app.store, &message, &started).await;
    assert!(matches!(applied, Err(IncomingError::Replaced)), "{applied:?}");
    let authorized = incoming::authorize(
        &app.app.store,
        &message,
        &IdToken::new("X".into(), "ISO14443".into()).expect("a token"),
    )
    .await;
    assert!(matches!(authorized, Err(IncomingError::Replaced)), "{authorized:?}");
    let sessions = app.get("/asset-controls/sessions", &app.a.key("owner")).await;
    assert_eq!(sessions.body["data"], json!([]), "no session: {}", sessions.body);
    assert!(events_of_type(&app, "station_authorize").await.is_empty());
}

#[tokio::test]
async fn a_cut_off_connection_that_keeps_sending_calls_that_write_nothing_is_closed() {
    let app = TestApp::spawn_with(Setup { configure: Some(one_second_heartbeat), ..Setup::default() }).await;
    let (asset, password) = station_asset(&app, &app.a, IDENTITY).await;
    let station = Station::connect(&app.station_url(&app.a), IDENTITY, &password).await.expect("connected");
    station.boot("Vendor", "Model", "1.0").await.expect("booted");
    rotate(&app, &asset).await;
    // DataTransfer is answered NotSupported and writes nothing: it proves nothing either.
    let chatter = async {
        for i in 0.. {
            let call = json!([2, format!("dt-{i}"), "DataTransfer", {"vendorId": "ACME"}]).to_string();
            if !station.try_send_raw(&call) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
    };
    tokio::select! {
        closed = station.closed() => assert!(closed, "closed once the registry is read"),
        () = chatter => {}
    }
}

#[tokio::test]
async fn a_rotation_goes_through_while_the_old_password_reconnects_and_disconnects() {
    let app = Arc::new(TestApp::spawn().await);
    let (asset, _) = station_asset(&app, &app.a, IDENTITY).await;
    let stop = Arc::new(AtomicBool::new(false));
    // The holder of the stolen password flips the asset online and offline as fast as it can.
    let flippers: Vec<_> = (0..4)
        .map(|_| {
            let (app, stop) = (app.clone(), stop.clone());
            tokio::spawn(async move {
                let task = GatewayTask::start("127.0.0.1:9".into());
                while !stop.load(Ordering::Acquire) {
                    let connection = checked_before(&app).await;
                    if app.app.store.station_connected(&connection, &task).await.is_ok() {
                        let _ = app.app.store.station_disconnected(&connection, &task).await;
                    }
                }
            })
        })
        .collect();
    // A pushed rotation answers 200, or 503 when its push never left because the connection it
    // was for went (nothing changed: the station keeps the password it has; docs/ocpp.md,
    // "Password rotation"). Never anything else.
    let path = format!("/inventory-service/assets/{asset}/station/password");
    for _ in 0..5 {
        let rotated = app.send(Method::POST, &path, &app.a.key("owner"), None).await;
        let reason = rotated.body["error"]["details"]["reason"].clone();
        assert!(
            rotated.status == 200 || (rotated.status == 503 && reason == "password_not_sent"),
            "{}",
            rotated.body
        );
    }
    // One without a push, as a stolen password calls for, answers 200 every time: nothing the
    // flippers do is a condition it can fail on.
    for _ in 0..10 {
        let rotated = app.send(Method::POST, &path, &app.a.key("owner"), Some(json!({"push": false}))).await;
        assert_eq!(rotated.status, 200, "{}", rotated.body);
    }
    stop.store(true, Ordering::Release);
    for flipper in flippers {
        flipper.await.expect("a flipper");
    }
}
