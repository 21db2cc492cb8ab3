//! The scheduler: due items fire exactly once per due time across overlapping and retried
//! runs, follow their zone through DST changes, catch up missed minutes, and record each run
//! as a `schedule_triggered` event, `pending` until the action completed. Runs are driven
//! through the scheduler's own entry with a chosen clock, so a test can stand at any instant.

use reqwest::Method;
use serde_json::{Value, json};

use super::schedules::{add_item, asset, create_schedule, enabled_schedule};
use api_tests::TestApp;
use scheduler::Report;
use shared::domain::asset::Visibility;
use shared::domain::event::{Event, EventType};
use shared::ids::{AssetId, EventId, ScheduleItemId, SiteId};

fn ms(text: &str) -> i64 {
    chrono::DateTime::parse_from_rfc3339(text).unwrap().timestamp_millis()
}

fn iso(at_ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(at_ms)
        .unwrap()
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// A due time a few minutes ahead, on a whole second.
fn soon(minutes: i64) -> i64 {
    (chrono::Utc::now().timestamp() + minutes * 60) * 1000
}

/// The `schedule_triggered` event a worker writes when it claims a run of a one-off
/// set_power_limit item on `asset` (for tests that stand in for a worker that died).
fn pending_run(app: &TestApp, (asset, site): (&str, &str), due: i64, limit: f64) -> Event {
    Event {
        id: EventId::generate(),
        org_id: app.a.org_id(),
        kind: EventType::ScheduleTriggered,
        status: "pending",
        asset_id: AssetId::parse(asset),
        site_id: SiteId::parse(site).unwrap(),
        visibility: Visibility::Organization,
        session_id: None,
        data: json!({"action": "set_power_limit", "power_limit_kw": limit, "due_at": iso(due)}),
        created_at: due,
    }
}

async fn run(app: &TestApp, at_ms: i64) -> Report {
    scheduler::run(&app.app, at_ms).await.expect("scheduler run")
}

async fn triggered(app: &TestApp) -> Vec<Value> {
    triggered_as(app, "viewer").await
}

async fn triggered_as(app: &TestApp, role: &str) -> Vec<Value> {
    let path = "/asset-controls/events?type=schedule_triggered&sort=created_at&limit=100";
    let reply = app.get(path, &app.a.key(role)).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().clone()
}

async fn one_off(app: &TestApp, schedule: &str, asset: &str, at_ms: i64, limit: f64) -> Value {
    let body =
        json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": limit, "at": iso(at_ms)});
    let reply = add_item(app, schedule, body).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body["data"].clone()
}

async fn power_limit(app: &TestApp, asset: &str) -> Value {
    app.get(format!("/inventory-service/assets/{asset}"), &app.a.key("viewer")).await.body["data"]["power_limit_kw"]
        .clone()
}

async fn item_now(app: &TestApp, schedule: &str, item: &Value) -> Value {
    let path = format!("/asset-controls/schedules/{schedule}/items/{}", item["id"].as_str().unwrap());
    app.get(path, &app.a.key("viewer")).await.body["data"].clone()
}

#[tokio::test]
async fn overlapping_and_retried_runs_fire_each_due_time_exactly_once() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let due = soon(10);
    let mut items = Vec::new();
    for limit in 1..=5 {
        items.push(one_off(&app, &schedule, &asset, due, f64::from(limit)).await);
    }
    // Four runs overlap at the due time, then EventBridge retries one of them.
    let runs = futures_util::future::join_all((0..4).map(|_| run(&app, due + 1_000))).await;
    let retry = run(&app, due + 30_000).await;
    let fired: usize = runs.iter().chain([&retry]).map(|r| r.fired).sum();
    assert_eq!(fired, 5, "{runs:?} {retry:?}");

    let events = triggered(&app).await;
    assert_eq!(events.len(), 5, "one event per item and due time");
    let mut fired_items: Vec<&str> =
        events.iter().map(|e| e["data"]["schedule_item_id"].as_str().unwrap()).collect();
    fired_items.sort();
    fired_items.dedup();
    assert_eq!(fired_items.len(), 5);
    for event in &events {
        assert_eq!(event["status"], "completed", "{event}");
        assert_eq!(event["data"]["outcome"], "succeeded", "{event}");
        assert_eq!(event["data"]["due_at"], iso(due));
        assert_eq!(event["asset_id"], asset.as_str());
        assert_eq!(event["data"]["schedule_id"], schedule.as_str());
    }
    let item = item_now(&app, &schedule, &items[0]).await;
    assert_eq!(item["next_run_at"], Value::Null, "a one-off runs once");
    assert_eq!(item["last_run_at"], due / 1000);
}

#[tokio::test]
async fn a_daily_item_keeps_its_wall_clock_time_across_both_dst_changes() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "Europe/Berlin").await;
    let (_, asset) = asset(&app).await;
    let body = json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": 11,
                      "recurrence": {"frequency": "daily", "time": "02:30"}});
    let item = add_item(&app, &schedule, body).await.body["data"].clone();
    let next = |item: Value| item["next_run_at"].as_i64().map(|s| iso(s * 1000));

    // Months later: the first due time is long past, recorded as missed, and the item
    // moves on to the next 02:30 after the catch-up window.
    assert_eq!(run(&app, ms("2027-03-27T00:00:00Z")).await.missed, 1);
    assert_eq!(next(item_now(&app, &schedule, &item).await).as_deref(), Some("2027-03-27T01:30:00.000Z"));
    assert_eq!(run(&app, ms("2027-03-27T01:30:00Z")).await.fired, 1);
    // 2027-03-28 has no 02:30 in Berlin (02:00 jumps to 03:00): it runs at 03:30 CEST.
    assert_eq!(next(item_now(&app, &schedule, &item).await).as_deref(), Some("2027-03-28T01:30:00.000Z"));
    assert_eq!(run(&app, ms("2027-03-28T01:30:00Z")).await.fired, 1);
    assert_eq!(next(item_now(&app, &schedule, &item).await).as_deref(), Some("2027-03-29T00:30:00.000Z"));

    // Autumn: 2027-10-31 has 02:30 twice (CEST, then CET); it runs at the first only.
    assert_eq!(run(&app, ms("2027-10-30T23:00:00Z")).await.missed, 1);
    assert_eq!(next(item_now(&app, &schedule, &item).await).as_deref(), Some("2027-10-31T00:30:00.000Z"));
    assert_eq!(run(&app, ms("2027-10-31T00:30:00Z")).await.fired, 1);
    assert_eq!(
        run(&app, ms("2027-10-31T01:30:00Z")).await,
        Report::default(),
        "not again at the second 02:30"
    );
    assert_eq!(next(item_now(&app, &schedule, &item).await).as_deref(), Some("2027-11-01T01:30:00.000Z"));

    let fired: Vec<Value> = triggered(&app)
        .await
        .into_iter()
        .filter(|e| e["data"]["outcome"] == "succeeded")
        .map(|e| e["data"]["due_at"].clone())
        .collect();
    assert_eq!(fired, ["2027-03-27T01:30:00.000Z", "2027-03-28T01:30:00.000Z", "2027-10-31T00:30:00.000Z"]);
}

#[tokio::test]
async fn a_missed_minute_is_caught_up_and_a_run_an_hour_late_is_recorded_missed() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let due = soon(10);
    one_off(&app, &schedule, &asset, due, 5.0).await;
    assert_eq!(run(&app, due - 1_000).await, Report::default(), "nothing is due yet");
    // The runs of the due minute and the two after it never happened.
    assert_eq!(run(&app, due + 3 * 60_000).await.fired, 1);
    assert_eq!(power_limit(&app, &asset).await, 5);

    let late = soon(20);
    one_off(&app, &schedule, &asset, late, 9.0).await;
    assert_eq!(run(&app, late + 2 * 3_600_000).await.missed, 1);
    assert_eq!(power_limit(&app, &asset).await, 5, "a run two hours late is not acted on");
    let events = triggered(&app).await;
    let outcomes: Vec<(&Value, &Value)> =
        events.iter().map(|e| (&e["status"], &e["data"]["outcome"])).collect();
    assert_eq!(
        outcomes,
        [(&json!("completed"), &json!("succeeded")), (&json!("completed"), &json!("missed"))]
    );
    assert_eq!(events[0]["data"]["due_at"], iso(due), "the caught-up run names its due time");
}

#[tokio::test]
async fn a_pending_run_whose_worker_died_is_taken_over_after_its_lease() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (site, asset) = asset(&app).await;
    let due = soon(10);
    let item = one_off(&app, &schedule, &asset, due, 3.5).await;
    // A worker claims the due time, then dies before acting.
    let item_id = ScheduleItemId::parse(item["id"].as_str().unwrap()).unwrap();
    let event = pending_run(&app, (&asset, &site), due, 3.5);
    let lease = due + scheduler::LEASE_MS;
    assert!(app.app.store.claim_run((item_id, 1), due, None, &event, Some(lease)).await.unwrap());
    assert_eq!(triggered(&app).await[0]["status"], "pending");

    assert_eq!(run(&app, due + 60_000).await, Report::default(), "the lease still holds");
    assert_eq!(power_limit(&app, &asset).await, Value::Null);
    assert_eq!(run(&app, lease + 1_000).await.taken_over, 1);
    let events = triggered(&app).await;
    assert_eq!(events.len(), 1, "the same event, completed");
    assert_eq!(
        (&events[0]["status"], &events[0]["data"]["outcome"]),
        (&json!("completed"), &json!("succeeded"))
    );
    assert_eq!(power_limit(&app, &asset).await, 3.5);
    assert_eq!(run(&app, lease + 600_000).await, Report::default());
}

#[tokio::test]
async fn site_items_start_and_stop_sessions_on_every_asset_of_the_site() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (site, first) = asset(&app).await;
    let second =
        app.create_asset(&app.a.key("owner"), &site, "Second", 11.0).await["id"].as_str().unwrap().to_owned();
    let (start_at, stop_at) = (soon(10), soon(20));
    let items = format!("/asset-controls/schedules/{schedule}/items");
    for (action, at) in [("start_session", start_at), ("stop_session", stop_at)] {
        let body = json!({"site_id": site, "action": action, "at": iso(at)});
        let reply = app.send(Method::POST, &items, &app.a.key("admin"), Some(body)).await;
        assert_eq!(reply.status, 201, "{}", reply.body);
    }
    assert_eq!(run(&app, start_at).await.fired, 1);
    let sessions = app.get("/asset-controls/sessions?status=active", &app.a.key("viewer")).await;
    let mut assets: Vec<&str> =
        sessions.body["data"].as_array().unwrap().iter().map(|s| s["asset_id"].as_str().unwrap()).collect();
    assets.sort();
    let mut expected = [first.as_str(), second.as_str()];
    expected.sort();
    assert_eq!(assets, expected, "a session on each asset of the site");
    let reference = sessions.body["data"][0]["reference"].as_str().unwrap();
    assert!(reference.starts_with("evt_"), "a scheduled session names the run that started it: {reference}");

    assert_eq!(run(&app, stop_at).await.fired, 1);
    let open = app.get("/asset-controls/sessions?status=active", &app.a.key("viewer")).await;
    assert_eq!(open.body["data"], json!([]));
    assert_eq!(triggered(&app).await, Vec::<Value>::new(), "site-wide runs are seen by who sees the site");
    let events = triggered_as(&app, "admin").await;
    assert_eq!(events.len(), 2);
    for event in &events {
        assert_eq!(event["asset_id"], Value::Null, "a site-wide run");
        assert_eq!(event["site_id"], site.as_str());
        let results = event["data"]["results"].as_array().unwrap();
        assert_eq!(results.len(), 2, "{event}");
        assert!(results.iter().all(|r| r["outcome"] == "succeeded" && r["session_id"].as_str().unwrap().starts_with("ses_")));
    }
    let stopped = app.get("/asset-controls/events?type=session_stopped", &app.a.key("viewer")).await;
    assert_eq!(stopped.body["data"][0]["data"]["stop_reason"], "scheduled");
}

#[tokio::test]
async fn a_disabled_schedule_fires_nothing() {
    let app = TestApp::spawn().await;
    let draft = create_schedule(&app, &app.a.key("operator"), json!({"name": "Draft"})).await;
    let (_, asset) = asset(&app).await;
    let due = soon(10);
    let item = one_off(&app, draft["id"].as_str().unwrap(), &asset, due, 1.0).await;
    assert_eq!(item["next_run_at"], Value::Null);
    assert_eq!(run(&app, due + 1_000).await, Report::default());
    assert_eq!(triggered(&app).await, Vec::<Value>::new());
}

#[tokio::test]
async fn a_run_taken_over_past_the_lateness_bound_is_recorded_missed() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (site, asset) = asset(&app).await;
    let due = soon(10);
    let item = one_off(&app, &schedule, &asset, due, 2.0).await;
    let item_id = ScheduleItemId::parse(item["id"].as_str().unwrap()).unwrap();
    let event = pending_run(&app, (&asset, &site), due, 2.0);
    assert!(app.app.store.claim_run((item_id, 1), due, None, &event, Some(due + 1_000)).await.unwrap());
    assert_eq!(run(&app, due + 2 * 3_600_000).await.missed, 1);
    assert_eq!(power_limit(&app, &asset).await, Value::Null, "two hours late is not acted on");
    assert_eq!(triggered(&app).await[0]["data"]["outcome"], "missed");
}

#[tokio::test]
async fn a_run_uses_the_item_as_it_is_at_the_due_time() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let due = soon(10);
    let item = one_off(&app, &schedule, &asset, due, 11.0).await;
    let path = format!("/asset-controls/schedules/{schedule}/items/{}", item["id"].as_str().unwrap());
    let changed =
        app.send(Method::PATCH, &path, &app.a.key("operator"), Some(json!({"power_limit_kw": 3.7}))).await;
    assert_eq!(changed.status, 200, "{}", changed.body);
    assert_eq!(changed.body["data"]["next_run_at"], due / 1000, "the time did not change");
    assert_eq!(run(&app, due).await.fired, 1);
    assert_eq!(power_limit(&app, &asset).await, 3.7);
}

#[tokio::test]
async fn a_due_run_survives_a_settings_change_before_it_is_claimed() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let due = (chrono::Utc::now().timestamp() + 2) * 1000;
    one_off(&app, &schedule, &asset, due, 6.0).await;
    tokio::time::sleep(std::time::Duration::from_millis(
        (due - chrono::Utc::now().timestamp_millis()).max(0) as u64 + 200,
    ))
    .await;
    let path = format!("/asset-controls/schedules/{schedule}");
    for settings in [json!({"enabled": true}), json!({"timezone": "Asia/Tokyo"})] {
        let reply = app.send(Method::PATCH, &path, &app.a.key("admin"), Some(settings)).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
    }
    assert_eq!(run(&app, due + 5_000).await.fired, 1, "the run already due still fires");
    assert_eq!(power_limit(&app, &asset).await, 6);
}
