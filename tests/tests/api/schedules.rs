//! /asset-controls/schedules and their items: drafting, settings under admin:schedules,
//! validation (422 with details.fields), next runs in the schedule's time zone.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::{Cred, Reply, TestApp};

const SCHEDULES: &str = "/asset-controls/schedules";

pub async fn create_schedule(app: &TestApp, cred: &Cred, body: Value) -> Value {
    let reply = app.send(Method::POST, SCHEDULES, cred, Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body["data"].clone()
}

/// An enabled schedule in `zone`, made by an administrator.
pub async fn enabled_schedule(app: &TestApp, zone: &str) -> String {
    let body = json!({"name": "Depot nights", "timezone": zone, "enabled": true});
    create_schedule(app, &app.a.key("admin"), body).await["id"].as_str().unwrap().to_owned()
}

pub async fn add_item(app: &TestApp, schedule: &str, body: Value) -> Reply {
    app.send(Method::POST, &format!("{SCHEDULES}/{schedule}/items"), &app.a.key("operator"), Some(body)).await
}

pub async fn asset(app: &TestApp) -> (String, String) {
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await["id"].as_str().unwrap().to_owned();
    (site, asset)
}

fn fields(reply: &Reply) -> Vec<String> {
    let mut names: Vec<String> = reply.body["error"]["details"]["fields"]
        .as_object()
        .map(|m| m.keys().cloned().collect())
        .unwrap_or_default();
    names.sort();
    names
}

fn in_an_hour() -> String {
    (chrono::Utc::now() + chrono::Duration::hours(1)).to_rfc3339()
}

#[tokio::test]
async fn an_operator_drafts_a_disabled_schedule_and_only_an_administrator_enables_it() {
    let app = TestApp::spawn().await;
    let operator = app.a.key("operator");
    let draft =
        create_schedule(&app, &operator, json!({"name": "Night charging", "timezone": "Europe/Berlin"}))
            .await;
    assert_eq!(draft["enabled"], false);
    assert_eq!(draft["timezone"], "Europe/Berlin");
    assert_eq!(draft["item_count"], 0);
    assert!(draft["id"].as_str().unwrap().starts_with("sch_"));
    let path = format!("{SCHEDULES}/{}", draft["id"].as_str().unwrap());

    let refused =
        app.send(Method::POST, SCHEDULES, &operator, Some(json!({"name": "x", "enabled": true}))).await;
    assert_eq!((refused.status, refused.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{}", refused.body);
    for setting in [json!({"enabled": true}), json!({"timezone": "UTC"})] {
        let refused = app.send(Method::PATCH, &path, &operator, Some(setting.clone())).await;
        assert_eq!((refused.status, refused.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{setting}");
    }
    let renamed = app.send(Method::PATCH, &path, &operator, Some(json!({"name": "Nights"}))).await;
    assert_eq!((renamed.status, renamed.body["data"]["name"].as_str()), (200, Some("Nights")));

    let enabled = app.send(Method::PATCH, &path, &app.a.key("admin"), Some(json!({"enabled": true}))).await;
    assert_eq!(enabled.status, 200, "{}", enabled.body);
    assert_eq!(enabled.body["data"]["enabled"], true);
    let fetched = app.get(&path, &app.a.key("viewer")).await;
    assert_eq!(fetched.body["data"], enabled.body["data"]);

    let listed = app.get(SCHEDULES, &app.a.key("viewer")).await;
    assert_eq!(listed.body["data"].as_array().unwrap().len(), 1);
    let foreign = app.get(&path, &app.b.key("owner")).await;
    assert_eq!(foreign.status, 403);
    let deleting = app.send(Method::DELETE, &path, &operator, None).await;
    assert_eq!(deleting.status, 403, "deleting needs delete:schedules");
}

#[tokio::test]
async fn schedule_validation_names_every_bad_field() {
    let app = TestApp::spawn().await;
    let body = json!({"name": " ", "timezone": "Mars/Olympus", "enabled": "yes", "colour": "red"});
    let reply = app.send(Method::POST, SCHEDULES, &app.a.key("admin"), Some(body)).await;
    assert_eq!((reply.status, reply.code()), (422, "VALIDATION_ERROR"), "{}", reply.body);
    assert_eq!(fields(&reply), ["colour", "enabled", "name", "timezone"]);
}

#[tokio::test]
async fn item_validation_names_every_bad_field() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "Europe/Berlin").await;
    let (site, asset) = asset(&app).await;
    let cases = [
        (json!({}), vec!["action", "asset_id", "at"]),
        (
            json!({"asset_id": asset, "site_id": site, "action": "start_session", "at": in_an_hour()}),
            vec!["site_id"],
        ),
        (json!({"asset_id": asset, "action": "explode", "at": in_an_hour()}), vec!["action"]),
        (json!({"asset_id": asset, "action": "start_session", "at": "2020-01-01T00:00:00Z"}), vec!["at"]),
        (json!({"asset_id": asset, "action": "start_session", "at": "tomorrow"}), vec!["at"]),
        (
            json!({"asset_id": asset, "action": "start_session", "at": in_an_hour(),
                   "recurrence": {"frequency": "daily", "time": "06:00"}}),
            vec!["recurrence"],
        ),
        (
            json!({"asset_id": asset, "action": "start_session",
                   "recurrence": {"frequency": "weekly", "time": "25:00", "days": ["mon"]}}),
            vec!["recurrence"],
        ),
        (json!({"asset_id": asset, "action": "set_power_limit", "at": in_an_hour()}), vec!["power_limit_kw"]),
        (
            json!({"asset_id": asset, "action": "start_session", "power_limit_kw": 7, "at": in_an_hour()}),
            vec!["power_limit_kw"],
        ),
        (
            json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": -1, "at": in_an_hour()}),
            vec!["power_limit_kw"],
        ),
        (
            json!({"asset_id": "ast_0000000000000000000000", "action": "set_power_limit", "power_limit_kw": 7,
                   "at": in_an_hour()}),
            vec!["asset_id"],
        ),
        (
            json!({"site_id": "nonsense", "action": "set_power_limit", "power_limit_kw": 7, "at": in_an_hour()}),
            vec!["site_id"],
        ),
    ];
    for (body, expected) in cases {
        let reply = add_item(&app, &schedule, body.clone()).await;
        assert_eq!(reply.status, 422, "{body} -> {}", reply.body);
        assert_eq!(fields(&reply), expected, "{body} -> {}", reply.body);
    }
    let foreign_site = app.create_site(&app.b.key("owner"), "B").await;
    let foreign = add_item(
        &app,
        &schedule,
        json!({"site_id": foreign_site, "action": "set_power_limit", "power_limit_kw": 7, "at": in_an_hour()}),
    )
    .await;
    assert_eq!(fields(&foreign), ["site_id"], "another organization's site is not a target");
    let count = app.get(format!("{SCHEDULES}/{schedule}"), &app.a.key("viewer")).await;
    assert_eq!(count.body["data"]["item_count"], 0, "nothing was written");
}

#[tokio::test]
async fn items_run_in_the_schedules_zone_and_follow_its_settings() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "Europe/Berlin").await;
    let (_, asset) = asset(&app).await;
    let body = json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": 11,
                      "recurrence": {"frequency": "weekly", "days": ["mon", "fri"], "time": "06:30"}});
    let before = chrono::Utc::now();
    let created = add_item(&app, &schedule, body).await;
    assert_eq!(created.status, 201, "{}", created.body);
    let item = &created.body["data"];
    assert!(item["id"].as_str().unwrap().starts_with("sci_"));
    assert_eq!(item["recurrence"]["days"], json!(["mon", "fri"]));
    assert_eq!(item["at"], Value::Null);
    let next = chrono::DateTime::from_timestamp(item["next_run_at"].as_i64().unwrap(), 0).unwrap();
    let local = next.with_timezone(&chrono::FixedOffset::east_opt(0).unwrap());
    assert!(next > before, "the next run is after the item was created: {next}");
    // 06:30 in Berlin is 05:30 or 04:30 UTC depending on the season.
    assert!(["05:30", "04:30"].contains(&local.format("%H:%M").to_string().as_str()), "{local}");

    let path = format!("{SCHEDULES}/{schedule}/items/{}", item["id"].as_str().unwrap());
    let admin = app.a.key("admin");
    let schedule_path = format!("{SCHEDULES}/{schedule}");
    let disabled = app.send(Method::PATCH, &schedule_path, &admin, Some(json!({"enabled": false}))).await;
    assert_eq!(disabled.status, 200, "{}", disabled.body);
    assert_eq!(
        app.get(&path, &admin).await.body["data"]["next_run_at"],
        Value::Null,
        "a disabled schedule runs nothing"
    );

    let body = json!({"enabled": true, "timezone": "America/New_York"});
    assert_eq!(app.send(Method::PATCH, &schedule_path, &admin, Some(body)).await.status, 200);
    let moved = app.get(&path, &admin).await.body["data"]["next_run_at"].as_i64().unwrap();
    let utc = chrono::DateTime::from_timestamp(moved, 0).unwrap().format("%H:%M").to_string();
    assert!(["11:30", "10:30"].contains(&utc.as_str()), "06:30 in New York is {utc} UTC");
}

#[tokio::test]
async fn items_are_created_listed_changed_and_deleted_with_their_schedule() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (site, asset) = asset(&app).await;
    let body =
        json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": 22, "at": in_an_hour()});
    let first = add_item(&app, &schedule, body).await;
    // A site target acts on every asset there: only members who see the whole site may set one.
    let body = json!({"site_id": site, "action": "set_power_limit", "power_limit_kw": 11,
                      "recurrence": {"frequency": "daily", "time": "22:00"}});
    let refused = add_item(&app, &schedule, body.clone()).await;
    assert_eq!((refused.status, refused.code()), (403, "RESOURCE_ACCESS_DENIED"));
    let second = app
        .send(Method::POST, &format!("{SCHEDULES}/{schedule}/items"), &app.a.key("admin"), Some(body))
        .await;
    assert_eq!((first.status, second.status), (201, 201), "{} {}", first.body, second.body);
    let items = format!("{SCHEDULES}/{schedule}/items");
    let listed = app.get(&items, &app.a.key("admin")).await;
    assert_eq!(listed.status, 200, "{}", listed.body);
    let ids: Vec<&Value> = listed.body["data"].as_array().unwrap().iter().map(|i| &i["id"]).collect();
    assert_eq!(ids, [&first.body["data"]["id"], &second.body["data"]["id"]], "oldest first");
    assert_eq!(
        app.get(format!("{SCHEDULES}/{schedule}"), &app.a.key("viewer")).await.body["data"]["item_count"],
        2
    );

    // The site-wide item is an administrator's to change: an operator does not see the site.
    let path = format!("{items}/{}", second.body["data"]["id"].as_str().unwrap());
    let etag = second.header("etag").unwrap().to_owned();
    let changed = app
        .send_with(
            Method::PATCH,
            &path,
            &app.a.key("admin"),
            Some(json!({"power_limit_kw": 7.4})),
            &[("If-Match", &etag)],
        )
        .await;
    assert_eq!(changed.status, 200, "{}", changed.body);
    assert_eq!(changed.body["data"]["power_limit_kw"], 7.4);
    assert_eq!(changed.body["data"]["action"], "set_power_limit");
    let stale = app
        .send_with(
            Method::PATCH,
            &path,
            &app.a.key("admin"),
            Some(json!({"power_limit_kw": 3})),
            &[("If-Match", &etag)],
        )
        .await;
    assert_eq!(stale.status, 409, "a stale ETag is refused");
    let stop =
        app.send(Method::PATCH, &path, &app.a.key("admin"), Some(json!({"action": "stop_session"}))).await;
    assert_eq!((stop.status, &stop.body["data"]["power_limit_kw"]), (200, &Value::Null), "{}", stop.body);

    let item_of_other = format!(
        "{SCHEDULES}/{}/items/{}",
        enabled_schedule(&app, "UTC").await,
        first.body["data"]["id"].as_str().unwrap()
    );
    assert_eq!(
        app.get(&item_of_other, &app.a.key("viewer")).await.status,
        404,
        "an item is found under its own schedule only"
    );

    let owner = app.a.key("owner");
    assert_eq!(app.send(Method::DELETE, &path, &owner, None).await.status, 204);
    assert_eq!(app.get(&path, &owner).await.status, 404);
    let schedule_path = format!("{SCHEDULES}/{schedule}");
    assert_eq!(app.send(Method::DELETE, &schedule_path, &owner, None).await.status, 204);
    assert_eq!(app.get(&schedule_path, &owner).await.status, 410);
    let first_path = format!("{items}/{}", first.body["data"]["id"].as_str().unwrap());
    assert_eq!(app.get(&first_path, &owner).await.status, 410, "the schedule's items went with it");
}

#[tokio::test]
async fn creating_a_session_item_needs_write_sessions_as_a_direct_session_action_does() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let operator = app.a.key("operator");
    let direct =
        app.send(Method::POST, "/asset-controls/sessions", &operator, Some(json!({"asset_id": asset}))).await;
    assert_eq!((direct.status, direct.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{}", direct.body);
    for action in ["start_session", "stop_session"] {
        let reply =
            add_item(&app, &schedule, json!({"asset_id": asset, "action": action, "at": in_an_hour()})).await;
        assert_eq!(
            (reply.status, reply.code()),
            (403, "INSUFFICIENT_PERMISSIONS"),
            "{action}: {}",
            reply.body
        );
        assert_eq!(reply.body["error"]["details"]["required"], json!(["write:sessions"]), "{action}");
    }
    let count = app.get(format!("{SCHEDULES}/{schedule}"), &app.a.key("viewer")).await;
    assert_eq!(count.body["data"]["item_count"], 0, "nothing was written");
}

#[tokio::test]
async fn a_power_limit_item_needs_only_write_schedules() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let body =
        json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": 7, "at": in_an_hour()});
    let reply = add_item(&app, &schedule, body).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
}

#[tokio::test]
async fn changing_a_session_item_needs_write_sessions() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let items = format!("{SCHEDULES}/{schedule}/items");
    let admin = app.a.key("admin");
    let start = json!({"asset_id": asset, "action": "start_session", "at": in_an_hour()});
    let start = app.send(Method::POST, &items, &admin, Some(start)).await;
    assert_eq!(start.status, 201, "{}", start.body);
    let limit =
        json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": 7, "at": in_an_hour()});
    let limit = add_item(&app, &schedule, limit).await;
    assert_eq!(limit.status, 201, "{}", limit.body);

    let operator = app.a.key("operator");
    let later = (chrono::Utc::now() + chrono::Duration::hours(2)).to_rfc3339();
    let changes = [
        (&start.body["data"], json!({"at": later})),
        (&limit.body["data"], json!({"action": "start_session"})),
    ];
    for (item, change) in changes {
        let path = format!("{items}/{}", item["id"].as_str().unwrap());
        let reply = app.send(Method::PATCH, &path, &operator, Some(change.clone())).await;
        assert_eq!(
            (reply.status, reply.code()),
            (403, "INSUFFICIENT_PERMISSIONS"),
            "{change}: {}",
            reply.body
        );
        assert_eq!(reply.body["error"]["details"]["required"], json!(["write:sessions"]));
        assert_eq!(&app.get(&path, &admin).await.body["data"], item, "{change} changed nothing");
    }
}

#[tokio::test]
async fn an_item_names_its_author_and_whoever_changes_it_becomes_the_author() {
    let app = TestApp::spawn().await;
    let schedule = enabled_schedule(&app, "UTC").await;
    let (_, asset) = asset(&app).await;
    let body =
        json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": 7, "at": in_an_hour()});
    let created = add_item(&app, &schedule, body).await;
    assert_eq!(created.status, 201, "{}", created.body);
    assert_eq!(created.body["data"]["author_id"], app.a.members["operator"].member_id.as_str());
    let path = format!("{SCHEDULES}/{schedule}/items/{}", created.body["data"]["id"].as_str().unwrap());
    // An empty change is still a change: it re-arms the item under the changer's authority.
    let changed = app.send(Method::PATCH, &path, &app.a.key("admin"), Some(json!({}))).await;
    assert_eq!(changed.status, 200, "{}", changed.body);
    assert_eq!(changed.body["data"]["author_id"], app.a.members["admin"].member_id.as_str());
    assert_eq!(changed.body["data"]["next_run_at"], created.body["data"]["next_run_at"]);
}

#[tokio::test]
async fn enabling_or_re_timing_a_schedule_of_session_items_needs_write_sessions() {
    let app = TestApp::spawn().await;
    let admin = app.a.key("admin");
    let (site, asset) = asset(&app).await;
    let draft = create_schedule(&app, &admin, json!({"name": "Nights", "timezone": "UTC"})).await;
    let path = format!("{SCHEDULES}/{}", draft["id"].as_str().unwrap());
    let body = json!({"asset_id": asset, "action": "start_session", "at": in_an_hour()});
    let item = app.send(Method::POST, &format!("{path}/items"), &admin, Some(body)).await;
    assert_eq!(item.status, 201, "{}", item.body);
    // A planner who may change every setting but start no session itself.
    let planner_permissions = ["read:schedules", "write:schedules", "admin:schedules"];
    app.custom_role(&app.a, "operator", "planner", &planner_permissions, &[&site]).await;
    let planner = app.a.key("operator");
    let refused = |reply: &Reply| {
        assert_eq!((reply.status, reply.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{}", reply.body);
        assert_eq!(reply.body["error"]["details"]["required"], json!(["write:sessions"]));
    };
    refused(&app.send(Method::PATCH, &path, &planner, Some(json!({"enabled": true}))).await);
    let enabled = app.send(Method::PATCH, &path, &admin, Some(json!({"enabled": true}))).await;
    assert_eq!(enabled.status, 200, "{}", enabled.body);
    refused(&app.send(Method::PATCH, &path, &planner, Some(json!({"timezone": "Asia/Tokyo"}))).await);
    let kept = app.get(&path, &admin).await;
    assert_eq!(kept.body["data"]["timezone"], "UTC");
    // Stopping the runs starts nothing: disabling needs no more than the setting.
    let disabled = app.send(Method::PATCH, &path, &planner, Some(json!({"enabled": false}))).await;
    assert_eq!(disabled.status, 200, "{}", disabled.body);
}
