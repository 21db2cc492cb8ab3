//! The scheduler: due items fire exactly once per due time across overlapping and retried
//! runs, follow their zone through DST changes, catch up missed minutes, and record each run
//! as a `schedule_triggered` event, `pending` until the action completed. Runs are driven
//! through the scheduler's own entry with a chosen clock, so a test can stand at any instant.

use reqwest::Method;
use serde_json::{Value, json};

use super::schedules::{add_item, asset, create_schedule, enabled_schedule};
use api_tests::{Cred, TestApp, oauth};
use scheduler::Report;
use shared::domain::asset::Visibility;
use shared::domain::event::{Event, EventType};
use shared::ids::{ApiKeyId, AssetId, EventId, MemberId, ScheduleItemId, SiteId};
use shared::store::schedules::SCHEDULE_ITEM;

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
/// set_power_limit item on `asset` that the operator wrote (for tests that stand in for a
/// worker that died).
fn pending_run(app: &TestApp, (asset, site): (&str, &str), due: i64, limit: f64) -> Event {
    let author = MemberId::parse(&app.a.members["operator"].member_id).unwrap();
    Event {
        id: EventId::generate(),
        org_id: app.a.org_id(),
        kind: EventType::ScheduleTriggered,
        status: "pending",
        asset_id: AssetId::parse(asset),
        site_id: SiteId::parse(site).unwrap(),
        visibility: Visibility::Organization,
        session_id: None,
        data: json!({"action": "set_power_limit", "power_limit_kw": limit, "due_at": iso(due),
                     "author_id": author.uuid().to_string()}),
        created_at: due,
    }
}

/// Claims `item`'s due time as a worker that then died would have, leaving `event` pending
/// until `lease`.
async fn claim_as_dead_worker(app: &TestApp, item: &Value, event: &Event, due: i64, lease: i64) {
    let item_id = ScheduleItemId::parse(item["id"].as_str().unwrap()).unwrap();
    assert!(app.app.store.claim_run((item_id, 1), due, None, event, Some(lease)).await.unwrap());
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
        assert_eq!(event["data"]["due_at"], due / 1000, "Unix seconds in v1, like next_run_at");
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
    let seconds = |text: &str| json!(ms(text) / 1000);
    assert_eq!(
        fired,
        [seconds("2027-03-27T01:30:00Z"), seconds("2027-03-28T01:30:00Z"), seconds("2027-10-31T00:30:00Z")]
    );
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
    assert_eq!(events[0]["data"]["due_at"], due / 1000, "the caught-up run names its due time");
}

#[tokio::test]
async fn a_pending_run_whose_worker_died_is_taken_over_after_its_lease() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (site, asset) = asset(&app).await;
    let due = soon(10);
    let item = one_off(&app, &schedule, &asset, due, 3.5).await;
    // A worker claims the due time, then dies before acting.
    let event = pending_run(&app, (&asset, &site), due, 3.5);
    let lease = due + scheduler::LEASE_MS;
    claim_as_dead_worker(&app, &item, &event, due, lease).await;
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
    let event = pending_run(&app, (&asset, &site), due, 2.0);
    claim_as_dead_worker(&app, &item, &event, due, due + 1_000).await;
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
    // A due time close ahead, which must still be ahead when the item is created however slow
    // the machine: the margin grows until it is.
    let mut margin = 2;
    let due = loop {
        assert!(margin < 600, "the machine never created an item before its due time");
        let due = (chrono::Utc::now().timestamp() + margin) * 1000;
        margin *= 4;
        let body =
            json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": 6.0, "at": iso(due)});
        let reply = add_item(&app, &schedule, body).await;
        if reply.status == 201 {
            break due;
        }
        assert!(chrono::Utc::now().timestamp_millis() >= due, "{}", reply.body);
    };
    // Until it is due: a sleep that a slow machine only makes longer.
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

/// Permissions of a custom role that plans sessions at its own sites.
const SITE_LEAD: &[&str] = &[
    "read:sites",
    "read:assets",
    "read:schedules",
    "write:schedules",
    "read:sessions",
    "write:sessions",
    "read:events",
];

/// A one-off session start on `asset` at `at`, written with `cred`.
async fn session_start(app: &TestApp, cred: &Cred, schedule: &str, asset: &str, at: i64) -> Value {
    let body = json!({"asset_id": asset, "action": "start_session", "at": iso(at)});
    let path = format!("/asset-controls/schedules/{schedule}/items");
    let reply = app.send(Method::POST, &path, cred, Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body["data"].clone()
}

/// A site-restricted asset at `site`.
async fn restricted_asset(app: &TestApp, site: &str) -> String {
    let body = json!({"name": "Bay 1", "site_id": site, "capacity": 22, "visibility": "site"});
    let reply = app.send(Method::POST, "/inventory-service/assets", &app.a.key("owner"), Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body["data"]["id"].as_str().unwrap().to_owned()
}

/// The owner changes the seeded member of `role`.
async fn change_member(app: &TestApp, role: &str, body: Value) {
    let path = format!("/admin/members/{}", app.a.members[role].member_id);
    let reply = app.send(Method::PATCH, &path, &app.a.key("owner"), Some(body)).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
}

async fn open_sessions(app: &TestApp) -> usize {
    let reply = app.get("/asset-controls/sessions?status=active", &app.a.key("owner")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().len()
}

/// The only run recorded, as (status, outcome, reason).
async fn only_run(app: &TestApp) -> (Value, Value, Value) {
    let events = triggered_as(app, "owner").await;
    assert_eq!(events.len(), 1, "{events:?}");
    let event = &events[0];
    (event["status"].clone(), event["data"]["outcome"].clone(), event["data"]["reason"].clone())
}

fn refused(reason: &str) -> (Value, Value, Value) {
    (json!("completed"), json!("refused"), json!(reason))
}

#[tokio::test]
async fn a_scheduled_start_does_nothing_once_its_author_lost_write_sessions() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let due = soon(10);
    session_start(&app, &app.a.key("admin"), &schedule, &asset, due).await;
    change_member(&app, "admin", json!({"role": "operator"})).await;
    assert_eq!(run(&app, due).await, Report { refused: 1, ..Report::default() });
    assert_eq!(open_sessions(&app).await, 0);
    assert_eq!(only_run(&app).await, refused("author_lacks_permission"));
}

#[tokio::test]
async fn a_scheduled_start_does_nothing_once_its_author_is_disabled() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let owner = app.a.key("owner");
    // A machine identity that may act on sessions: an OAuth client's, disabled with the client.
    let body =
        json!({"name": "Depot robot", "redirect_uris": ["https://robot.example.com/cb"], "role": "admin"});
    let client = app.send(Method::POST, "/auth/clients", &owner, Some(body)).await;
    assert_eq!(client.status, 201, "{}", client.body);
    let (id, secret) = (&client.body["data"]["client_id"], &client.body["data"]["client_secret"]);
    let grant = json!({"grant_type": "client_credentials", "client_id": id, "client_secret": secret});
    let token = app.send(Method::POST, "/auth/token", &Cred::None, Some(grant)).await;
    assert_eq!(token.status, 200, "{}", token.body);
    let robot = Cred::Bearer(token.body["data"]["access_token"].as_str().unwrap().to_owned());
    let due = soon(10);
    session_start(&app, &robot, &schedule, &asset, due).await;
    let deleted =
        app.send(Method::DELETE, &format!("/auth/clients/{}", id.as_str().unwrap()), &owner, None).await;
    assert_eq!(deleted.status, 204, "{}", deleted.body);
    run(&app, due).await;
    assert_eq!(open_sessions(&app).await, 0);
    assert_eq!(only_run(&app).await, refused("author_inactive"));
}

#[tokio::test]
async fn a_scheduled_start_does_nothing_once_its_author_no_longer_sees_the_assets_site() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let owner = app.a.key("owner");
    let (depot, yard) = (app.create_site(&owner, "Depot").await, app.create_site(&owner, "Yard").await);
    let asset = restricted_asset(&app, &depot).await;
    app.custom_role(&app.a, "operator", "site-lead", SITE_LEAD, &[&depot]).await;
    let due = soon(10);
    session_start(&app, &app.a.key("operator"), &schedule, &asset, due).await;
    change_member(&app, "operator", json!({"site_ids": [yard]})).await;
    run(&app, due).await;
    assert_eq!(open_sessions(&app).await, 0);
    assert_eq!(only_run(&app).await, refused("author_lacks_site_access"));
}

#[tokio::test]
async fn a_custom_role_author_holding_write_sessions_starts_its_scheduled_session() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let depot = app.create_site(&app.a.key("owner"), "Depot").await;
    let asset = restricted_asset(&app, &depot).await;
    app.custom_role(&app.a, "operator", "site-lead", SITE_LEAD, &[&depot]).await;
    let due = soon(10);
    session_start(&app, &app.a.key("operator"), &schedule, &asset, due).await;
    assert_eq!(run(&app, due).await.fired, 1);
    assert_eq!(open_sessions(&app).await, 1);
    let (status, outcome, _) = only_run(&app).await;
    assert_eq!((status, outcome), (json!("completed"), json!("succeeded")));
    let run = &triggered_as(&app, "owner").await[0];
    assert_eq!(
        run["data"]["author_id"],
        app.a.members["operator"].member_id.as_str(),
        "whose authority it ran with"
    );
}

#[tokio::test]
async fn an_item_without_an_author_is_recorded_author_unknown_and_not_acted_on() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let due = soon(10);
    let item = session_start(&app, &app.a.key("admin"), &schedule, &asset, due).await;
    // As an item written before items had authors is stored.
    let id = ScheduleItemId::parse(item["id"].as_str().unwrap()).unwrap();
    let store = &app.app.store;
    store
        .client()
        .update_item()
        .table_name(store.table())
        .set_key(Some(SCHEDULE_ITEM.key(id.uuid())))
        .update_expression("REMOVE author_id")
        .send()
        .await
        .expect("author removed");
    run(&app, due).await;
    assert_eq!(open_sessions(&app).await, 0);
    assert_eq!(only_run(&app).await, refused("author_unknown"));
}

#[tokio::test]
async fn an_administrator_re_arms_a_refused_item_by_changing_it() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let time = chrono::DateTime::from_timestamp_millis(soon(10)).unwrap().format("%H:%M").to_string();
    let body = json!({"asset_id": asset, "action": "start_session",
                      "recurrence": {"frequency": "daily", "time": time}});
    let path = format!("/asset-controls/schedules/{schedule}/items");
    let item = app.send(Method::POST, &path, &app.a.key("admin"), Some(body)).await.body["data"].clone();
    change_member(&app, "admin", json!({"role": "operator"})).await;
    let first = item["next_run_at"].as_i64().unwrap() * 1000;
    run(&app, first).await;
    assert_eq!(open_sessions(&app).await, 0, "the demoted author's run is refused");

    let item_path = format!("{path}/{}", item["id"].as_str().unwrap());
    let rearmed = app.send(Method::PATCH, &item_path, &app.a.key("owner"), Some(json!({}))).await;
    assert_eq!(rearmed.status, 200, "{}", rearmed.body);
    let second = rearmed.body["data"]["next_run_at"].as_i64().unwrap() * 1000;
    assert_eq!(second, first + 86_400_000, "the next day's run");
    assert_eq!(run(&app, second).await.fired, 1);
    assert_eq!(open_sessions(&app).await, 1, "it runs under its new author");
}

#[tokio::test]
async fn a_run_taken_over_after_its_author_was_demoted_does_nothing() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (site, asset) = asset(&app).await;
    let due = soon(10);
    let item = one_off(&app, &schedule, &asset, due, 3.5).await;
    let event = pending_run(&app, (&asset, &site), due, 3.5);
    let lease = due + scheduler::LEASE_MS;
    claim_as_dead_worker(&app, &item, &event, due, lease).await;
    // A power limit needs what writing it needs: write:schedules, which a viewer lacks.
    change_member(&app, "operator", json!({"role": "viewer"})).await;
    run(&app, lease + 1_000).await;
    assert_eq!(power_limit(&app, &asset).await, Value::Null);
    assert_eq!(only_run(&app).await, refused("author_lacks_permission"));
}

#[tokio::test]
async fn a_run_reads_each_author_its_custom_role_and_its_key_once() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (site, asset) = asset(&app).await;
    app.custom_role(&app.a, "operator", "site-lead", SITE_LEAD, &[&site]).await;
    let due = soon(10);
    for limit in 1..=4 {
        one_off(&app, &schedule, &asset, due, f64::from(limit)).await;
    }
    let (report, calls) = shared::store::record_calls(run(&app, due)).await;
    assert_eq!(report.fired, 4, "{report:?}");
    let reads = calls.operations.iter().filter(|op| *op == "GetItem").count();
    // Each item reads its asset; the author, its role and the key that wrote the items are
    // read once for the run.
    assert_eq!(reads, 4 + 3, "{:?}", calls.operations);
}

/// An owner-issued key for the admin member that expires at `at_ms`.
async fn admin_key_expiring(app: &TestApp, at_ms: i64) -> Cred {
    let body =
        json!({"name": "until", "member_id": app.a.members["admin"].member_id, "expires_at": iso(at_ms)});
    let reply = app.send(Method::POST, "/auth/api-keys", &app.a.key("owner"), Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    Cred::Key(reply.body["data"]["secret"].as_str().unwrap().to_owned())
}

#[tokio::test]
async fn a_scheduled_start_does_nothing_after_the_credential_that_set_it_expired() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let key = admin_key_expiring(&app, soon(60)).await;
    let due = soon(90);
    session_start(&app, &key, &schedule, &asset, due).await;
    assert_eq!(run(&app, due).await, Report { refused: 1, ..Report::default() });
    assert_eq!(open_sessions(&app).await, 0);
    assert_eq!(only_run(&app).await, refused("author_credential_expired"));
}

#[tokio::test]
async fn a_scheduled_start_set_with_an_expiring_credential_runs_while_it_lives() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let key = admin_key_expiring(&app, soon(60)).await;
    let due = soon(30);
    session_start(&app, &key, &schedule, &asset, due).await;
    run(&app, due).await;
    assert_eq!(open_sessions(&app).await, 1);
}

/// A key the owner issues itself, and the key's id.
async fn own_key(app: &TestApp) -> (Cred, String) {
    let reply =
        app.send(Method::POST, "/auth/api-keys", &app.a.key("owner"), Some(json!({"name": "k"}))).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    let data = &reply.body["data"];
    (Cred::Key(data["secret"].as_str().unwrap().to_owned()), data["id"].as_str().unwrap().to_owned())
}

#[tokio::test]
async fn a_scheduled_start_does_nothing_once_the_key_that_set_it_is_revoked() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let (key, id) = own_key(&app).await;
    let due = soon(10);
    session_start(&app, &key, &schedule, &asset, due).await;
    let revoked = app.send(Method::DELETE, &format!("/auth/api-keys/{id}"), &app.a.key("owner"), None).await;
    assert_eq!(revoked.status, 204, "{}", revoked.body);
    assert_eq!(run(&app, due).await, Report { refused: 1, ..Report::default() });
    assert_eq!(open_sessions(&app).await, 0);
    assert_eq!(only_run(&app).await, refused("author_credential_revoked"));
    let run = &triggered_as(&app, "owner").await[0];
    assert_eq!(run["data"]["author_key_id"], id.as_str(), "which credential it was");
}

#[tokio::test]
async fn a_scheduled_start_set_with_a_live_key_runs() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let (key, _) = own_key(&app).await;
    let due = soon(10);
    session_start(&app, &key, &schedule, &asset, due).await;
    assert_eq!(run(&app, due).await.fired, 1);
    assert_eq!(open_sessions(&app).await, 1);
}

/// A third-party planner the owner authorized to write session items: its client and the
/// token response of the grant.
async fn planner_grant(app: &TestApp) -> (oauth::Client, api_tests::Reply) {
    let scopes = "write:schedules write:sessions";
    let body = json!({"name": "Planner app", "redirect_uris": [oauth::REDIRECT], "scopes": scopes.split(' ').collect::<Vec<_>>()});
    let client = oauth::register(app, body).await;
    let (reply, pairs) = oauth::authorize(app, &app.a.key("owner"), &client, &[("scope", scopes)]).await;
    assert_eq!(reply.status, 302, "{}", reply.body);
    let tokens = oauth::exchange(app, &client, oauth::param(&pairs, "code").unwrap()).await;
    assert_eq!(tokens.status, 200, "{}", tokens.body);
    (client, tokens)
}

#[tokio::test]
async fn a_scheduled_start_does_nothing_once_the_grant_that_set_it_is_revoked() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let (client, tokens) = planner_grant(&app).await;
    let access = Cred::Bearer(tokens.body["access_token"].as_str().unwrap().to_owned());
    let due = soon(10);
    session_start(&app, &access, &schedule, &asset, due).await;
    // Presenting a used refresh token again revokes its whole family.
    let form =
        [("grant_type", "refresh_token"), ("refresh_token", tokens.body["refresh_token"].as_str().unwrap())];
    let rotated = oauth::token_as(&app, &client.id, &client.secret, &form).await;
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    let reused = oauth::token_as(&app, &client.id, &client.secret, &form).await;
    assert_eq!(reused.status, 400, "{}", reused.body);
    assert_eq!(run(&app, due).await, Report { refused: 1, ..Report::default() });
    assert_eq!(open_sessions(&app).await, 0);
    assert_eq!(only_run(&app).await, refused("author_credential_revoked"));
}

#[tokio::test]
async fn a_run_taken_over_after_the_key_that_set_it_was_revoked_does_nothing() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (site, asset) = asset(&app).await;
    let due = soon(10);
    let item = one_off(&app, &schedule, &asset, due, 3.5).await;
    let (_, key) = own_key(&app).await;
    // The run as a worker that died recorded it: the item's writing key travels with it.
    let mut event = pending_run(&app, (&asset, &site), due, 3.5);
    event.data["author_key_id"] = json!(ApiKeyId::parse(&key).unwrap().uuid().to_string());
    let lease = due + scheduler::LEASE_MS;
    claim_as_dead_worker(&app, &item, &event, due, lease).await;
    let revoked = app.send(Method::DELETE, &format!("/auth/api-keys/{key}"), &app.a.key("owner"), None).await;
    assert_eq!(revoked.status, 204, "{}", revoked.body);
    assert_eq!(run(&app, lease + 1_000).await, Report { refused: 1, ..Report::default() });
    assert_eq!(power_limit(&app, &asset).await, Value::Null);
    assert_eq!(only_run(&app).await, refused("author_credential_revoked"));
}

#[tokio::test]
async fn a_scheduled_start_does_nothing_once_the_grant_that_set_it_has_ended_unrenewed() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let (_, tokens) = planner_grant(&app).await;
    let access = Cred::Bearer(tokens.body["access_token"].as_str().unwrap().to_owned());
    // Due after the family's 30 days, which nobody renewed: its record may linger (TTL is
    // lazy), but the grant has ended.
    let due = soon(31 * 24 * 60);
    session_start(&app, &access, &schedule, &asset, due).await;
    assert_eq!(run(&app, due).await, Report { refused: 1, ..Report::default() });
    assert_eq!(only_run(&app).await, refused("author_credential_revoked"));
}
