//! Lost gateway tasks (docs/ocpp.md, "Lost gateway tasks"): a task killed without its drain
//! leaves an expired lease, and the running gateway shows that task's stations offline as a
//! close would; its own stations, and stations that reconnected since, stay online. A lost
//! task is forged in the table through the store: a lease long expired, and a station
//! registered on it.

use std::time::Duration;

use serde_json::{Value, json};

use api_tests::station::{PATIENCE, Station, eventually, station_asset};
use api_tests::{Setup, TestApp};
use shared::config::Config;
use shared::ids::AssetId;
use shared::store::gateway_leases::GatewayTask;
use shared::store::station_registry::StationConnection;
use shared::time::now_ms;

const EVENTS: &str = "/asset-controls/events";

/// Short leases, so a test sees several sweeps; a lease still lasts 3 intervals plus the
/// grace, far beyond a renewal's delay on a loaded machine.
fn short_leases(config: &mut Config) {
    config.gateway_lease = Duration::from_secs(2);
}

async fn spawn() -> TestApp {
    TestApp::spawn_with(Setup { configure: Some(short_leases), ..Setup::default() }).await
}

/// A gateway task at an address nobody listens on, holding `identity`, with a lease good for
/// an hour (so no sweep takes it before `expire`).
async fn task_holding(app: &TestApp, identity: &str) -> GatewayTask {
    let task = GatewayTask::start("192.0.2.7:8081".into());
    let station = app.app.store.station(&app.a.station_key(identity)).await.unwrap().unwrap();
    let connection = StationConnection::new(&station, uuid::Uuid::now_v7().to_string());
    app.app.store.station_connected(&connection, &task).await.unwrap();
    app.app.store.renew_gateway_lease(&task, now_ms() + 3_600_000).await.unwrap();
    task
}

/// The task is lost: its lease expired an hour ago.
async fn expire(app: &TestApp, task: &GatewayTask) {
    app.app.store.renew_gateway_lease(task, now_ms() - 3_600_000).await.unwrap();
}

async fn connection(app: &TestApp, asset: &str) -> Option<String> {
    let id = AssetId::parse(asset).unwrap();
    app.app.store.station_asset(id).await.unwrap().expect("a station asset").1.connection
}

async fn events(app: &TestApp) -> Vec<Value> {
    let reply = app.get(EVENTS, &app.a.key("owner")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().clone()
}

async fn lease_held(app: &TestApp, task: &GatewayTask) -> bool {
    app.app.store.gateway_leases().await.unwrap().iter().any(|lease| lease.task == *task)
}

#[tokio::test]
async fn a_lost_gateway_tasks_station_is_shown_offline_with_the_reason_gateway_lost() {
    let app = spawn().await;
    let (asset, _) = station_asset(&app, &app.a, "CP-LOST").await;
    let lost = task_holding(&app, "CP-LOST").await;
    assert_eq!(connection(&app, &asset).await.as_deref(), Some("online"));
    expire(&app, &lost).await;

    eventually("the lost task's lease is swept", || async { !lease_held(&app, &lost).await }).await;
    assert_eq!(connection(&app, &asset).await.as_deref(), Some("offline"));
    let station = app.app.store.station(&app.a.station_key("cp-lost")).await.unwrap().unwrap();
    assert!(station.connection_id.is_none() && station.gateway.is_none(), "the registry is cleared");
    let events = events(&app).await;
    let disconnected = events.iter().find(|e| e["type"] == "station_disconnected").expect("an event");
    assert_eq!(disconnected["asset_id"], asset.as_str());
    assert_eq!(disconnected["data"], json!({"identity": "CP-LOST", "reason": "gateway_lost"}));
}

#[tokio::test]
async fn a_live_gateways_own_stations_are_never_swept() {
    let app = spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-LIVE").await;
    let station = Station::connect(&app.station_url(&app.a), "CP-LIVE", &password).await.unwrap();
    station.call("Heartbeat", json!({})).await.unwrap();
    let live = app.app.store.station(&app.a.station_key("cp-live")).await.unwrap().unwrap();
    station_asset(&app, &app.a, "CP-LOST").await;
    let lost = task_holding(&app, "CP-LOST").await;
    expire(&app, &lost).await;

    // Once the lost task is swept, the running gateway has looked at every lease at least once
    // after its own station connected.
    eventually("the lost task's lease is swept", || async { !lease_held(&app, &lost).await }).await;
    assert_eq!(connection(&app, &asset).await.as_deref(), Some("online"));
    let now = app.app.store.station(&app.a.station_key("cp-live")).await.unwrap().unwrap();
    assert_eq!((now.connection_id, now.gateway), (live.connection_id, live.gateway));
    station.call("Heartbeat", json!({})).await.expect("the connection is still up");
}

#[tokio::test]
async fn a_station_that_reconnected_since_its_task_was_lost_stays_online() {
    let app = spawn().await;
    let (asset, password) = station_asset(&app, &app.a, "CP-MOVED").await;
    let lost = task_holding(&app, "CP-MOVED").await;
    let station = Station::connect(&app.station_url(&app.a), "CP-MOVED", &password).await.unwrap();
    station.call("Heartbeat", json!({})).await.unwrap();
    expire(&app, &lost).await;

    eventually("the lost task's lease is swept", || async { !lease_held(&app, &lost).await }).await;
    assert_eq!(connection(&app, &asset).await.as_deref(), Some("online"));
    let disconnects = events(&app).await.into_iter().filter(|e| e["type"] == "station_disconnected").count();
    assert_eq!(disconnects, 0, "nothing recorded for the old connection");
    station.call("Heartbeat", json!({})).await.expect("the connection is still up");
}

#[tokio::test]
async fn a_gateway_task_holds_a_lease_while_it_runs_and_removes_it_when_it_drains() {
    let app = spawn().await;
    let settings = ocpp_gateway::Settings::new(&app.app.config, app.app.store.clone(), None).unwrap();
    let ocpp = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let control = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let running = ocpp_gateway::start(settings, ocpp, control).unwrap();
    let task = running.task().clone();
    eventually("the task's lease is written", || async { lease_held(&app, &task).await }).await;

    assert!(running.shutdown(PATIENCE).await, "nothing to drain");
    assert!(!lease_held(&app, &task).await, "the drained task's lease is gone");
}
