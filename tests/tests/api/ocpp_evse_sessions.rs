//! A session per EVSE (issue 26; docs/asset-controls.md, "One open session per EVSE"): a
//! two-EVSE OCPP 2.0.1 station charges two cars at once, each session started, stopped and
//! metered on its own EVSE, whether the REST API or the station started it; a plain asset keeps
//! one open session; the asset stays held while any of its EVSEs has a session.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::station::{Station, eventually, station_asset};
use api_tests::{Reply, Setup, TestApp};

const SESSIONS: &str = "/asset-controls/sessions";

/// A station of organization A with two EVSEs (one connector each, both reported Available),
/// connected and booted: its asset's id and the connection.
async fn two_evse_station(app: &TestApp, identity: &str) -> (String, Station) {
    let (asset, password) = station_asset(app, &app.a, identity).await;
    let sim = Station::connect(&app.station_url(&app.a), identity, &password)
        .await
        .unwrap_or_else(|status| panic!("refused with {status}"));
    assert_eq!(sim.boot("Acme", "Duo 2x22", "1.0.0").await.expect("booted")["status"], "Accepted");
    for evse in [1, 2] {
        let status = json!({"timestamp": "2026-11-24T16:00:00Z", "connectorStatus": "Available",
                            "evseId": evse, "connectorId": 1});
        sim.call("StatusNotification", status).await.expect("a CALLRESULT");
    }
    (asset, sim)
}

fn transaction_event(
    kind: &str,
    transaction_id: &str,
    seq_no: i64,
    evse: Option<i64>,
    wh: Option<f64>,
) -> Value {
    let mut payload = super::ocpp_sessions::transaction_event(kind, transaction_id, seq_no, wh);
    if let Some(evse) = evse {
        payload["evse"] = json!({"id": evse, "connectorId": 1});
    }
    payload
}

async fn start(app: &TestApp, body: Value) -> Reply {
    app.send(Method::POST, SESSIONS, &app.a.key("service"), Some(body)).await
}

async fn stop(app: &TestApp, session: &str) -> Reply {
    let path = format!("{SESSIONS}/{session}/action");
    app.send(Method::POST, &path, &app.a.key("service"), Some(json!({"action": "stop"}))).await
}

async fn sessions(app: &TestApp, query: &str) -> Vec<Value> {
    let reply = app.get(format!("{SESSIONS}?{query}"), &app.a.key("viewer")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().clone()
}

/// The RequestStartTransaction CALLs the station received.
fn start_requests(sim: &Station) -> Vec<Value> {
    let calls = sim.received().into_iter();
    calls.filter(|(name, _)| name == "RequestStartTransaction").map(|(_, payload)| payload).collect()
}

/// The station's Started event for the platform's `request`, on its EVSE.
fn started_for(request: &Value, transaction_id: &str) -> Value {
    let evse = request["evseId"].as_i64();
    let mut started = transaction_event("Started", transaction_id, 0, evse, Some(0.0));
    started["triggerReason"] = json!("RemoteStart");
    started["transactionInfo"]["remoteStartId"] = request["remoteStartId"].clone();
    started["idToken"] = request["idToken"].clone();
    started
}

fn id(reply: &Reply) -> String {
    reply.body["data"]["id"].as_str().expect("a session id").to_owned()
}

#[tokio::test]
async fn two_cars_charge_at_once_on_a_dual_evse_station_each_with_its_own_session() {
    let app = TestApp::spawn().await;
    let (asset, sim) = two_evse_station(&app, "CP-DUO").await;
    let first = start(&app, json!({"asset_id": asset, "evse_id": 1})).await;
    assert_eq!(first.status, 201, "{}", first.body);
    assert_eq!(first.body["data"]["evse_id"], 1);
    let second = start(&app, json!({"asset_id": asset, "evse_id": 2})).await;
    assert_eq!(second.status, 201, "{}", second.body);
    assert_eq!(second.body["data"]["evse_id"], 2);
    let asked = start_requests(&sim);
    assert_eq!(asked.iter().map(|r| r["evseId"].clone()).collect::<Vec<_>>(), vec![json!(1), json!(2)]);
    assert_eq!(sessions(&app, &format!("asset_id={asset}&status=active")).await.len(), 2);
}

#[tokio::test]
async fn each_evse_session_is_metered_and_stopped_on_its_own() {
    let app = TestApp::spawn_with(Setup::every_reading_written()).await;
    let (asset, sim) = two_evse_station(&app, "CP-METER2").await;
    let one = id(&start(&app, json!({"asset_id": asset, "evse_id": 1})).await);
    let two = id(&start(&app, json!({"asset_id": asset, "evse_id": 2})).await);
    let asked = start_requests(&sim);
    sim.call("TransactionEvent", started_for(&asked[0], "tx-a")).await.expect("answered");
    sim.call("TransactionEvent", started_for(&asked[1], "tx-b")).await.expect("answered");
    let updated = transaction_event("Updated", "tx-a", 1, Some(1), Some(3000.0));
    sim.call("TransactionEvent", updated).await.expect("answered");
    let updated = transaction_event("Updated", "tx-b", 1, Some(2), Some(1000.0));
    sim.call("TransactionEvent", updated).await.expect("answered");

    let stopped = stop(&app, &two).await;
    assert_eq!(stopped.status, 200, "{}", stopped.body);
    assert_eq!(
        (stopped.body["data"]["status"].clone(), stopped.body["data"]["energy_kwh"].clone()),
        (json!("completed"), json!(1))
    );
    let shown = app.get(format!("{SESSIONS}/{one}"), &app.a.key("viewer")).await;
    assert_eq!(
        (
            shown.body["data"]["status"].clone(),
            shown.body["data"]["energy_kwh"].clone(),
            shown.body["data"]["transaction_id"].clone()
        ),
        (json!("active"), json!(3), json!("tx-a"))
    );
    // EVSE 2 is free again while EVSE 1 still charges.
    let again = start(&app, json!({"asset_id": asset, "evse_id": 2})).await;
    assert_eq!(again.status, 201, "{}", again.body);
}

#[tokio::test]
async fn a_station_started_transaction_lands_on_its_evse_beside_a_remote_start() {
    let app = TestApp::spawn().await;
    let (asset, sim) = two_evse_station(&app, "CP-MIXED").await;
    let remote = start(&app, json!({"asset_id": asset, "evse_id": 1})).await;
    assert_eq!(remote.status, 201, "{}", remote.body);
    // A cable plugged into EVSE 2: the station starts a transaction on its own.
    let answer = sim
        .call("TransactionEvent", transaction_event("Started", "tx-cable", 0, Some(2), Some(0.0)))
        .await
        .expect("answered");
    assert_eq!(answer, json!({}), "no token, no idTokenInfo, and no ConcurrentTx");
    let on_two = sessions(&app, &format!("asset_id={asset}&evse_id=2")).await;
    assert_eq!(on_two.len(), 1, "{on_two:?}");
    assert_eq!(
        (on_two[0]["transaction_id"].clone(), on_two[0]["evse_id"].clone()),
        (json!("tx-cable"), json!(2))
    );
}

#[tokio::test]
async fn a_start_without_an_evse_takes_the_lowest_free_one() {
    let app = TestApp::spawn().await;
    let (asset, sim) = two_evse_station(&app, "CP-LOWEST").await;
    let busy = sim
        .call("TransactionEvent", transaction_event("Started", "tx-1", 0, Some(1), None))
        .await
        .expect("answered");
    assert_eq!(busy, json!({}));
    let reply = start(&app, json!({"asset_id": asset})).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    assert_eq!(reply.body["data"]["evse_id"], 2);
    assert_eq!(start_requests(&sim)[0]["evseId"], 2);
}

#[tokio::test]
async fn a_start_when_no_evse_is_free_is_409() {
    let app = TestApp::spawn().await;
    let (asset, _sim) = two_evse_station(&app, "CP-FULL").await;
    assert_eq!(start(&app, json!({"asset_id": asset})).await.status, 201);
    assert_eq!(start(&app, json!({"asset_id": asset})).await.status, 201);
    let refused = start(&app, json!({"asset_id": asset})).await;
    assert_eq!((refused.status, refused.code()), (409, "CONFLICT"), "{}", refused.body);
    assert_eq!(refused.body["error"]["details"]["reason"], "no_evse_available", "{}", refused.body);
}

#[tokio::test]
async fn a_start_on_a_busy_evse_is_409_naming_its_session() {
    let app = TestApp::spawn().await;
    let (asset, _sim) = two_evse_station(&app, "CP-BUSY1").await;
    let first = start(&app, json!({"asset_id": asset, "evse_id": 1})).await;
    let refused = start(&app, json!({"asset_id": asset, "evse_id": 1})).await;
    assert_eq!(refused.status, 409, "{}", refused.body);
    let details = &refused.body["error"]["details"];
    assert_eq!(
        (details["reason"].clone(), details["session_id"].clone()),
        (json!("session_already_open"), first.body["data"]["id"].clone())
    );
}

#[tokio::test]
async fn an_evse_id_that_is_not_a_positive_integer_is_422() {
    let app = TestApp::spawn().await;
    let (asset, _sim) = two_evse_station(&app, "CP-BADEVSE").await;
    for bad in [json!(0), json!(-1), json!("1"), json!(1.5), json!(17)] {
        let reply = start(&app, json!({"asset_id": asset, "evse_id": bad})).await;
        assert_eq!((reply.status, reply.code()), (422, "VALIDATION_ERROR"), "{bad}: {}", reply.body);
        assert!(reply.body["error"]["details"]["fields"]["evse_id"].is_array(), "{bad}: {}", reply.body);
    }
}

#[tokio::test]
async fn a_plain_asset_keeps_one_open_session_and_shows_no_evse() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Battery", 50.0).await["id"].as_str().unwrap().to_owned();
    let first = start(&app, json!({"asset_id": asset})).await;
    assert_eq!(first.status, 201, "{}", first.body);
    assert_eq!(first.body["data"]["evse_id"], Value::Null);
    let second = start(&app, json!({"asset_id": asset})).await;
    assert_eq!(second.status, 409, "{}", second.body);
    assert_eq!(second.body["error"]["details"]["reason"], "session_already_open");
    let with_evse = start(&app, json!({"asset_id": asset, "evse_id": 1})).await;
    assert_eq!(with_evse.status, 422, "{}", with_evse.body);
    assert_eq!(with_evse.body["error"]["details"]["field"], "evse_id");
}

#[tokio::test]
async fn maintenance_delete_and_station_removal_are_refused_while_any_evse_has_a_session() {
    let app = TestApp::spawn().await;
    let (asset, _sim) = two_evse_station(&app, "CP-HOLD2").await;
    let on_two = start(&app, json!({"asset_id": asset, "evse_id": 2})).await;
    assert_eq!(on_two.status, 201, "{}", on_two.body);
    let owner = app.a.key("owner");
    let path = format!("/inventory-service/assets/{asset}");
    let maintenance = app.send(Method::PATCH, &path, &owner, Some(json!({"status": "maintenance"}))).await;
    assert_eq!(maintenance.status, 409, "{}", maintenance.body);
    assert_eq!(maintenance.body["error"]["details"]["reason"], "session_open");
    assert_eq!(maintenance.body["error"]["details"]["session_id"], on_two.body["data"]["id"]);
    let deleted = app.send(Method::DELETE, &path, &owner, None).await;
    assert_eq!(deleted.status, 409, "{}", deleted.body);
    let unlinked = app.send(Method::DELETE, &format!("{path}/station"), &app.a.key("admin"), None).await;
    assert_eq!(unlinked.status, 409, "{}", unlinked.body);

    assert_eq!(stop(&app, &id(&on_two)).await.status, 200);
    let maintenance = app.send(Method::PATCH, &path, &owner, Some(json!({"status": "maintenance"}))).await;
    assert_eq!(maintenance.status, 200, "free once no EVSE has a session: {}", maintenance.body);
}

#[tokio::test]
async fn a_scheduled_start_session_with_an_evse_starts_on_that_evse() {
    let app = TestApp::spawn().await;
    let (asset, sim) = two_evse_station(&app, "CP-SCHED2").await;
    let schedule = super::schedules::enabled_schedule(&app, "UTC").await;
    let due = (chrono::Utc::now().timestamp() + 600) * 1000;
    let at = chrono::DateTime::from_timestamp_millis(due).unwrap().to_rfc3339();
    let body = json!({"asset_id": asset, "action": "start_session", "evse_id": 2, "at": at});
    let path = format!("/asset-controls/schedules/{schedule}/items");
    let item = app.send(Method::POST, &path, &app.a.key("owner"), Some(body)).await;
    assert_eq!(item.status, 201, "{}", item.body);
    assert_eq!(item.body["data"]["evse_id"], 2);
    scheduler::run(&app.app, due + 1_000).await.expect("scheduler run");
    assert_eq!(start_requests(&sim)[0]["evseId"], 2);
    let on_two = sessions(&app, &format!("asset_id={asset}&evse_id=2")).await;
    assert_eq!(on_two.len(), 1, "{on_two:?}");
}

#[tokio::test]
async fn session_and_event_lists_filter_by_evse() {
    let app = TestApp::spawn().await;
    let (asset, _sim) = two_evse_station(&app, "CP-FILTER").await;
    let one = start(&app, json!({"asset_id": asset, "evse_id": 1})).await;
    let two = start(&app, json!({"asset_id": asset, "evse_id": 2})).await;
    let listed = sessions(&app, &format!("asset_id={asset}&evse_id=2")).await;
    assert_eq!(
        listed.iter().map(|s| s["id"].clone()).collect::<Vec<_>>(),
        vec![two.body["data"]["id"].clone()]
    );
    let listed = sessions(&app, &format!("asset_id={asset}&evse_id=1")).await;
    assert_eq!(
        listed.iter().map(|s| s["id"].clone()).collect::<Vec<_>>(),
        vec![one.body["data"]["id"].clone()]
    );
    let path = format!("/asset-controls/events?asset_id={asset}&type=session_started&evse_id=2");
    let events = app.get(path, &app.a.key("viewer")).await;
    assert_eq!(events.status, 200, "{}", events.body);
    let events = events.body["data"].as_array().unwrap().clone();
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(
        (events[0]["evse_id"].clone(), events[0]["session_id"].clone()),
        (json!(2), two.body["data"]["id"].clone())
    );
    let bad = app.get(format!("{SESSIONS}?evse_id=zero"), &app.a.key("viewer")).await;
    assert_eq!((bad.status, bad.code()), (400, "INVALID_PARAMETER"), "{}", bad.body);
}

#[tokio::test]
async fn a_station_event_on_an_evse_out_of_range_is_refused_and_makes_no_session() {
    let app = TestApp::spawn().await;
    let (asset, sim) = two_evse_station(&app, "CP-RANGE").await;
    let refused =
        sim.call("TransactionEvent", transaction_event("Started", "tx-far", 0, Some(17), None)).await;
    let error = refused.expect_err("a CALLERROR");
    assert_eq!(error.code, "PropertyConstraintViolation");
    eventually("nothing was made", || async {
        sessions(&app, &format!("asset_id={asset}")).await.is_empty()
    })
    .await;
}

#[tokio::test]
async fn a_station_start_reads_the_asset_once() {
    let app = TestApp::spawn_with(api_tests::Setup {
        auth_cache_ttl: std::time::Duration::from_secs(3600),
        ..api_tests::Setup::default()
    })
    .await;
    let (asset, _sim) = two_evse_station(&app, "CP-COST").await;
    let admin = app.a.key("admin");
    // Warm: the credential and the organization's webhooks are read once per instance.
    app.get(format!("/inventory-service/assets/{asset}"), &admin).await;
    let body = json!({"asset_id": asset, "evse_id": 2});
    let reply = app.send_with(Method::POST, SESSIONS, &admin, Some(body), &[("X-Debug", "true")]).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    let mut calls: Vec<&str> = reply.body["debug"]["dynamodb_calls"]
        .as_array()
        .expect("calls for an admin")
        .iter()
        .filter_map(Value::as_str)
        .filter(|call| !call.starts_with("rate_limit:"))
        .collect();
    calls.sort();
    // The asset (GetItem), the EVSE's claim (UpdateItem), its site (GetItem: a site with a grid
    // limit gives the start its share), the registry to reach the station's gateway (GetItem),
    // then the session, its event and the asset's hold (TransactWriteItems).
    let expected = ["GetItem", "GetItem", "GetItem", "TransactWriteItems", "UpdateItem"];
    assert_eq!(calls, expected, "{}", reply.body["debug"]);
}

#[tokio::test]
async fn a_lost_answer_on_one_evse_still_ends_in_one_session_there_and_leaves_the_other_free() {
    let setup = api_tests::Setup {
        configure: Some(|config| config.ocpp_call_timeout = std::time::Duration::from_millis(300)),
        ..api_tests::Setup::default()
    };
    let app = TestApp::spawn_with(setup).await;
    let (asset, sim) = two_evse_station(&app, "CP-LOST2").await;
    sim.script(|_, _| api_tests::station::Scripted::Silence);
    assert_eq!(start(&app, json!({"asset_id": asset, "evse_id": 2})).await.status, 504);
    let request = start_requests(&sim).remove(0);
    let retry = start(&app, json!({"asset_id": asset, "evse_id": 2})).await;
    assert_eq!(retry.status, 409, "{}", retry.body);
    assert_eq!(retry.body["error"]["details"]["reason"], "start_pending");
    let pending = retry.body["error"]["details"]["session_id"].clone();
    assert_eq!(start_requests(&sim).len(), 1, "the station is not asked twice");

    sim.script(|_, _| api_tests::station::Scripted::Result(json!({"status": "Accepted"})));
    let other = start(&app, json!({"asset_id": asset})).await;
    assert_eq!((other.status, other.body["data"]["evse_id"].clone()), (201, json!(1)), "{}", other.body);
    // The station did start on EVSE 2: its Started event makes the session the 409 named.
    let answer = sim.call("TransactionEvent", started_for(&request, "tx-late")).await.expect("answered");
    assert_eq!(answer["idTokenInfo"]["status"], "Accepted");
    let on_two = sessions(&app, &format!("asset_id={asset}&evse_id=2")).await;
    assert_eq!(on_two.len(), 1, "{on_two:?}");
    assert_eq!((on_two[0]["id"].clone(), on_two[0]["transaction_id"].clone()), (pending, json!("tx-late")));
}

#[tokio::test]
async fn a_start_on_an_evse_whose_cable_went_in_first_authorizes_that_transaction() {
    let app = TestApp::spawn().await;
    let (asset, sim) = two_evse_station(&app, "CP-CABLE2").await;
    assert_eq!(start(&app, json!({"asset_id": asset, "evse_id": 1})).await.status, 201);
    let plugged = transaction_event("Started", "tx-plugged", 0, Some(2), Some(0.0));
    sim.call("TransactionEvent", plugged).await.expect("answered");
    let running = sessions(&app, &format!("asset_id={asset}&evse_id=2")).await.remove(0);
    let reply = start(&app, json!({"asset_id": asset, "evse_id": 2})).await;
    assert_eq!(reply.status, 200, "the running session, authorized: {}", reply.body);
    assert_eq!(reply.body["data"]["id"], running["id"]);
    let asked = start_requests(&sim);
    assert_eq!(asked.len(), 2);
    assert_eq!(asked[1].get("evseId"), None, "the station's running transaction, wherever it is");
}

#[tokio::test]
async fn a_scheduled_stop_session_with_an_evse_stops_only_that_evses_session() {
    let app = TestApp::spawn().await;
    let (asset, sim) = two_evse_station(&app, "CP-STOP2").await;
    let one = id(&start(&app, json!({"asset_id": asset, "evse_id": 1})).await);
    let two = id(&start(&app, json!({"asset_id": asset, "evse_id": 2})).await);
    let asked = start_requests(&sim);
    sim.call("TransactionEvent", started_for(&asked[0], "tx-s1")).await.expect("answered");
    sim.call("TransactionEvent", started_for(&asked[1], "tx-s2")).await.expect("answered");
    let schedule = super::schedules::enabled_schedule(&app, "UTC").await;
    let due = (chrono::Utc::now().timestamp() + 600) * 1000;
    let at = chrono::DateTime::from_timestamp_millis(due).unwrap().to_rfc3339();
    let body = json!({"asset_id": asset, "action": "stop_session", "evse_id": 2, "at": at});
    let path = format!("/asset-controls/schedules/{schedule}/items");
    let item = app.send(Method::POST, &path, &app.a.key("owner"), Some(body)).await;
    assert_eq!(item.status, 201, "{}", item.body);
    scheduler::run(&app.app, due + 1_000).await.expect("scheduler run");
    let stops: Vec<Value> = sim
        .received()
        .into_iter()
        .filter(|(name, _)| name == "RequestStopTransaction")
        .map(|(_, payload)| payload)
        .collect();
    assert_eq!(stops, vec![json!({"transactionId": "tx-s2"})]);
    let status = |session: String| {
        let app = &app;
        async move {
            app.get(format!("{SESSIONS}/{session}"), &app.a.key("viewer")).await.body["data"]["status"]
                .clone()
        }
    };
    assert_eq!(status(two).await, "completed");
    assert_eq!(status(one).await, "active");
}

#[tokio::test]
async fn an_evse_id_on_a_site_wide_or_power_limit_item_is_422() {
    let app = TestApp::spawn().await;
    let (asset, _sim) = two_evse_station(&app, "CP-ITEM422").await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let schedule = super::schedules::enabled_schedule(&app, "UTC").await;
    let at = chrono::DateTime::from_timestamp(chrono::Utc::now().timestamp() + 600, 0).unwrap().to_rfc3339();
    let path = format!("/asset-controls/schedules/{schedule}/items");
    for body in [
        json!({"site_id": site, "action": "start_session", "evse_id": 1, "at": at}),
        json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": 7, "evse_id": 1, "at": at}),
    ] {
        let reply = app.send(Method::POST, &path, &owner, Some(body.clone())).await;
        assert_eq!(reply.status, 422, "{body}: {}", reply.body);
        assert!(reply.body.to_string().contains("evse_id"), "{body}: {}", reply.body);
    }
    // Nor can an item on one EVSE be moved to a whole site afterwards.
    let body = json!({"asset_id": asset, "action": "start_session", "evse_id": 2, "at": at});
    let made = app.send(Method::POST, &path, &owner, Some(body)).await;
    assert_eq!(made.status, 201, "{}", made.body);
    let item = format!("{path}/{}", made.body["data"]["id"].as_str().unwrap());
    let moved = app.send(Method::PATCH, &item, &owner, Some(json!({"site_id": site}))).await;
    assert_eq!(moved.status, 422, "{}", moved.body);
    assert!(moved.body.to_string().contains("evse_id"), "{}", moved.body);
}

#[tokio::test]
async fn a_start_without_an_evse_passes_over_a_faulted_one() {
    let app = TestApp::spawn().await;
    let (asset, sim) = two_evse_station(&app, "CP-FAULT1").await;
    let faulted = json!({"timestamp": "2026-11-24T16:05:00Z", "connectorStatus": "Faulted", "evseId": 1, "connectorId": 1});
    sim.call("StatusNotification", faulted).await.expect("a CALLRESULT");
    let started = start(&app, json!({"asset_id": asset})).await;
    assert_eq!(started.status, 201, "{}", started.body);
    assert_eq!(started.body["data"]["evse_id"], 2, "EVSE 2 is Available, EVSE 1 Faulted");
}
