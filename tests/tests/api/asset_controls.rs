//! /asset-controls: sessions (start, the action state machine, one open session per asset,
//! concurrent actions) and the event history written in the same transactions.

use reqwest::Method;
use serde_json::{Value, json};
use std::collections::HashSet;

use api_tests::{Cred, Reply, TestApp};

const SESSIONS: &str = "/asset-controls/sessions";
const EVENTS: &str = "/asset-controls/events";

async fn asset(app: &TestApp) -> String {
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    app.create_asset(&owner, &site, "Charger", 22.0).await["id"].as_str().unwrap().to_owned()
}

async fn start(app: &TestApp, asset: &str) -> Reply {
    app.send(
        Method::POST,
        SESSIONS,
        &app.a.key("service"),
        Some(json!({"asset_id": asset, "reference": "RFID-1"})),
    )
    .await
}

async fn act(app: &TestApp, session: &str, body: Value) -> Reply {
    app.send(Method::POST, &format!("{SESSIONS}/{session}/action"), &app.a.key("service"), Some(body)).await
}

fn event_types(reply: &Reply) -> Vec<String> {
    reply.body["data"].as_array().unwrap().iter().map(|e| e["type"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn starting_a_session_claims_the_asset_and_appends_session_started() {
    let app = TestApp::spawn().await;
    let asset = asset(&app).await;
    let reply = start(&app, &asset).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    let session = &reply.body["data"];
    assert_eq!(session["status"], "active");
    assert_eq!(session["asset_id"], asset.as_str());
    assert_eq!(session["energy_kwh"], 0.0);
    assert!(session["id"].as_str().unwrap().starts_with("ses_"));
    let id = session["id"].as_str().unwrap();
    assert_eq!(reply.header("location"), Some(format!("{SESSIONS}/{id}").as_str()));
    let fetched = app.get(format!("{SESSIONS}/{id}"), &app.a.key("viewer")).await;
    assert_eq!(fetched.body["data"], *session);

    let second = start(&app, &asset).await;
    assert_eq!((second.status, second.code()), (409, "CONFLICT"), "one open session per asset");
    assert_eq!(second.body["error"]["details"]["session_id"], id);

    let events = app.get(EVENTS, &app.a.key("viewer")).await;
    assert_eq!(events.status, 200, "{}", events.body);
    assert_eq!(event_types(&events), ["session_started"]);
    assert_eq!(events.body["data"][0]["session_id"], id);
    assert_eq!(events.body["data"][0]["status"], "completed");
}

#[tokio::test]
async fn a_session_needs_an_active_asset_of_the_organization() {
    let app = TestApp::spawn().await;
    let asset = asset(&app).await;
    let path = format!("/inventory-service/assets/{asset}");
    let maintenance =
        app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"status": "maintenance"}))).await;
    assert_eq!(maintenance.status, 200);
    let reply = start(&app, &asset).await;
    assert_eq!((reply.status, reply.code()), (409, "CONFLICT"));
    assert_eq!(reply.body["error"]["details"]["asset_status"], "maintenance");
    for bad in ["ast_0000000000000000000000", "nonsense"] {
        let reply = start(&app, bad).await;
        assert_eq!((reply.status, reply.code()), (422, "INVALID_VALUE"), "{bad}");
    }
    let foreign_site = app.create_site(&app.b.key("owner"), "B").await;
    let foreign = app.create_asset(&app.b.key("owner"), &foreign_site, "B's", 1.0).await;
    let reply = start(&app, foreign["id"].as_str().unwrap()).await;
    assert_eq!(reply.status, 422, "another organization's asset names nothing here");
    let events = app.get(EVENTS, &app.a.key("viewer")).await;
    assert!(event_types(&events).is_empty(), "refused starts write nothing");
}

#[tokio::test]
async fn every_allowed_and_refused_transition_of_the_state_machine() {
    let app = TestApp::spawn().await;
    let asset = asset(&app).await;
    let id = start(&app, &asset).await.body["data"]["id"].as_str().unwrap().to_owned();
    // From active: resume refused; pause allowed.
    let resume = act(&app, &id, json!({"action": "resume"})).await;
    assert_eq!((resume.status, resume.code()), (409, "CONFLICT"));
    assert_eq!(resume.body["error"]["details"]["current_status"], "active");
    let pause = act(&app, &id, json!({"action": "pause"})).await;
    assert_eq!((pause.status, pause.body["data"]["status"].as_str()), (200, Some("paused")));
    // From paused: pause refused; resume allowed.
    let again = act(&app, &id, json!({"action": "pause"})).await;
    assert_eq!(again.body["error"]["details"]["current_status"], "paused");
    let resume = act(&app, &id, json!({"action": "resume"})).await;
    assert_eq!(resume.body["data"]["status"], "active");
    // Stop from paused is allowed too (checked on a second session below); stop from active:
    let stop =
        act(&app, &id, json!({"action": "stop", "reason": "ev_disconnected", "energy_kwh": 12.345})).await;
    assert_eq!(stop.status, 200, "{}", stop.body);
    let ended = &stop.body["data"];
    assert_eq!(
        (ended["status"].as_str(), ended["stop_reason"].as_str()),
        (Some("completed"), Some("ev_disconnected"))
    );
    assert_eq!(ended["energy_kwh"], 12.345);
    assert!(ended["ended_at"].is_i64());
    // Completed is final.
    for action in ["pause", "resume", "stop"] {
        let reply = act(&app, &id, json!({"action": action})).await;
        assert_eq!((reply.status, reply.code()), (409, "CONFLICT"), "{action}");
        assert_eq!(reply.body["error"]["details"]["current_status"], "completed");
    }
    let unknown = act(&app, &id, json!({"action": "explode"})).await;
    assert_eq!((unknown.status, unknown.code()), (422, "INVALID_VALUE"));

    // The asset is free again; a paused session can be stopped.
    let second = start(&app, &asset).await;
    assert_eq!(second.status, 201, "{}", second.body);
    let id2 = second.body["data"]["id"].as_str().unwrap().to_owned();
    assert_eq!(act(&app, &id2, json!({"action": "pause"})).await.status, 200);
    assert_eq!(act(&app, &id2, json!({"action": "stop"})).await.body["data"]["stop_reason"], "requested");

    let events = app.get(format!("{EVENTS}?sort=created_at&limit=100"), &app.a.key("viewer")).await;
    assert_eq!(
        event_types(&events),
        [
            "session_started",
            "session_paused",
            "session_resumed",
            "session_stopped",
            "session_started",
            "session_paused",
            "session_stopped"
        ],
        "one event per change, refused actions none"
    );
}

#[tokio::test]
async fn two_concurrent_stops_end_with_one_success_and_one_conflict() {
    let app = TestApp::spawn().await;
    let asset = asset(&app).await;
    let id = start(&app, &asset).await.body["data"]["id"].as_str().unwrap().to_owned();
    let (a, b) =
        tokio::join!(act(&app, &id, json!({"action": "stop"})), act(&app, &id, json!({"action": "stop"})));
    let mut statuses = [a.status, b.status];
    statuses.sort();
    assert_eq!(statuses, [200, 409]);
    let events = app.get(format!("{EVENTS}?type=session_stopped"), &app.a.key("viewer")).await;
    assert_eq!(event_types(&events).len(), 1, "exactly one stop recorded");
    assert_eq!(start(&app, &asset).await.status, 201, "the asset was released exactly once");
}

#[tokio::test]
async fn session_permissions_and_tenancy() {
    let app = TestApp::spawn().await;
    let asset = asset(&app).await;
    let viewer =
        app.send(Method::POST, SESSIONS, &app.a.key("viewer"), Some(json!({"asset_id": asset}))).await;
    assert_eq!((viewer.status, viewer.code()), (403, "INSUFFICIENT_PERMISSIONS"));
    let id = start(&app, &asset).await.body["data"]["id"].as_str().unwrap().to_owned();
    let operator = app
        .send(
            Method::POST,
            &format!("{SESSIONS}/{id}/action"),
            &app.a.key("operator"),
            Some(json!({"action": "stop"})),
        )
        .await;
    assert_eq!(operator.status, 403, "the operator role has read:sessions only");
    let foreign = app.get(format!("{SESSIONS}/{id}"), &app.b.key("owner")).await;
    assert_eq!((foreign.status, foreign.code()), (403, "FORBIDDEN"));
    let listed = app.get(SESSIONS, &app.b.key("owner")).await;
    assert!(listed.body["data"].as_array().unwrap().is_empty());
    let events = app.get(EVENTS, &app.b.key("owner")).await;
    assert!(events.body["data"].as_array().unwrap().is_empty(), "B sees none of A's events");
    let no_events = app.get(EVENTS, &Cred::Key(app.a.members["viewer"].api_key.clone())).await;
    assert_eq!(no_events.status, 200);
}

#[tokio::test]
async fn events_page_by_cursor_in_both_orders_without_duplicates_or_gaps() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let mut assets = Vec::new();
    for i in 0..6 {
        assets.push(
            app.create_asset(&owner, &site, &format!("C{i}"), 22.0).await["id"].as_str().unwrap().to_owned(),
        );
    }
    for asset in &assets {
        let id = start(&app, asset).await.body["data"]["id"].as_str().unwrap().to_owned();
        act(&app, &id, json!({"action": "pause"})).await;
        act(&app, &id, json!({"action": "resume"})).await;
        act(&app, &id, json!({"action": "stop"})).await;
    }
    for sort in ["created_at", "-created_at"] {
        let mut seen = Vec::new();
        let mut cursor: Option<String> = None;
        loop {
            let mut path = format!("{EVENTS}?limit=5&sort={sort}");
            if let Some(c) = &cursor {
                path.push_str(&format!("&cursor={c}"));
            }
            let page = app.get(&path, &app.a.key("viewer")).await;
            assert_eq!(page.status, 200, "{}", page.body);
            for event in page.body["data"].as_array().unwrap() {
                seen.push((event["created_at"].as_i64().unwrap(), event["id"].as_str().unwrap().to_owned()));
            }
            if page.body["pagination"]["has_next"] != true {
                break;
            }
            cursor = page.body["pagination"]["next_cursor"].as_str().map(str::to_owned);
        }
        assert_eq!(seen.len(), 24, "{sort}");
        assert_eq!(seen.iter().map(|(_, id)| id).collect::<HashSet<_>>().len(), 24, "{sort}: no duplicates");
        let mut ordered = seen.clone();
        ordered.sort();
        if sort.starts_with('-') {
            ordered.reverse();
        }
        assert_eq!(
            seen.iter().map(|s| s.0).collect::<Vec<_>>(),
            ordered.iter().map(|s| s.0).collect::<Vec<_>>(),
            "{sort}"
        );
    }
    let one_asset = app.get(format!("{EVENTS}?asset_id={}&limit=100", assets[0]), &app.a.key("viewer")).await;
    assert_eq!(event_types(&one_asset).len(), 4);
    let stopped = app.get(format!("{EVENTS}?type=session_stopped&limit=100"), &app.a.key("viewer")).await;
    assert_eq!(event_types(&stopped).len(), 6);
    let bad = app.get(format!("{EVENTS}?type=exploded"), &app.a.key("viewer")).await;
    assert_eq!(bad.status, 400);
}

#[tokio::test]
async fn a_thousand_events_page_in_both_orders_without_duplicates_or_gaps() {
    use shared::domain::asset::Visibility;
    use shared::domain::event::{Event, EventType};
    use shared::ids::{AssetId, EventId, SessionId, SiteId};
    let app = TestApp::spawn().await;
    let store = &app.app.store;
    let (asset, site) = (AssetId::generate(), SiteId::generate());
    let base = shared::time::now_ms() - 1_000_000;
    let events: Vec<Event> = (0..1000)
        .map(|i| {
            let kind = [EventType::SessionStarted, EventType::SessionStopped][i % 2];
            // Pairs share a millisecond: ties must neither repeat nor drop across pages.
            let at = base + (i as i64 / 2) * 7;
            Event {
                id: EventId::generate(),
                org_id: app.a.org_id(),
                kind,
                status: "completed",
                asset_id: Some(asset),
                site_id: site,
                visibility: Visibility::Organization,
                session_id: Some(SessionId::generate()),
                data: json!({}),
                created_at: at,
            }
        })
        .collect();
    for chunk in events.chunks(100) {
        let actions = chunk.iter().map(|e| store.append_event_action(e).unwrap()).collect();
        store.create_all(actions).await.unwrap();
    }
    for sort in ["created_at", "-created_at"] {
        let (mut seen, mut cursor, mut pages) = (Vec::new(), None::<String>, 0);
        loop {
            let mut path = format!("{EVENTS}?limit=100&sort={sort}");
            if let Some(c) = &cursor {
                path.push_str(&format!("&cursor={c}"));
            }
            let page = app.get(&path, &app.a.key("viewer")).await;
            assert_eq!(page.status, 200, "{}", page.body);
            pages += 1;
            seen.extend(
                page.body["data"].as_array().unwrap().iter().map(|e| e["id"].as_str().unwrap().to_owned()),
            );
            match page.body["pagination"]["next_cursor"].as_str() {
                Some(next) if page.body["pagination"]["has_next"] == true => cursor = Some(next.to_owned()),
                _ => break,
            }
        }
        let mut expected: Vec<String> = events.iter().map(|e| e.id.legacy()).collect();
        if sort.starts_with('-') {
            expected.reverse();
        }
        assert_eq!(seen.len(), 1000, "{sort}");
        assert_eq!(seen, expected, "{sort}: every event once, in order");
        assert!(pages <= 11, "{sort}: {pages} pages");
    }
}

#[tokio::test]
async fn an_asset_with_an_open_session_stays_active_in_place_until_it_stops() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let asset = asset(&app).await;
    let other_site = app.create_site(&owner, "Elsewhere").await;
    let id = start(&app, &asset).await.body["data"]["id"].as_str().unwrap().to_owned();
    let path = format!("/inventory-service/assets/{asset}");
    for body in [
        json!({"status": "maintenance"}),
        json!({"status": "decommissioned"}),
        json!({"site_id": other_site}),
    ] {
        let reply = app.send(Method::PATCH, &path, &owner, Some(body.clone())).await;
        assert_eq!((reply.status, reply.code()), (409, "CONFLICT"), "{body}: {}", reply.body);
        assert_eq!(reply.body["error"]["details"]["reason"], "session_open");
        assert_eq!(reply.body["error"]["details"]["session_id"], id.as_str());
    }
    let v2 =
        app.send(Method::PATCH, &format!("/v2{path}"), &owner, Some(json!({"status": "maintenance"}))).await;
    let uuid = shared::ids::SessionId::parse(&id).unwrap().uuid().to_string();
    assert_eq!(v2.body["error"]["details"]["session_id"], uuid.as_str(), "v2 names the session by UUID");
    let delete = app.send(Method::DELETE, &path, &owner, None).await;
    assert_eq!(
        (delete.status, delete.body["error"]["details"]["reason"].as_str()),
        (409, Some("session_open"))
    );
    let rename = app.send(Method::PATCH, &path, &owner, Some(json!({"name": "Renamed"}))).await;
    assert_eq!(rename.status, 200, "other changes are fine: {}", rename.body);

    assert_eq!(act(&app, &id, json!({"action": "stop"})).await.status, 200);
    let maintenance = app.send(Method::PATCH, &path, &owner, Some(json!({"status": "maintenance"}))).await;
    assert_eq!(maintenance.status, 200, "{}", maintenance.body);
    assert_eq!(app.send(Method::DELETE, &path, &owner, None).await.status, 204);
}

#[tokio::test]
async fn energy_only_grows_and_a_reason_goes_with_stop() {
    let app = TestApp::spawn().await;
    let asset = asset(&app).await;
    let id = start(&app, &asset).await.body["data"]["id"].as_str().unwrap().to_owned();
    let pause = act(&app, &id, json!({"action": "pause", "energy_kwh": 10})).await;
    assert_eq!(pause.body["data"]["energy_kwh"], 10.0);
    let down = act(&app, &id, json!({"action": "stop", "energy_kwh": 5})).await;
    assert_eq!((down.status, down.code()), (422, "INVALID_VALUE"), "{}", down.body);
    let reason = act(&app, &id, json!({"action": "resume", "reason": "because"})).await;
    assert_eq!((reason.status, reason.code()), (422, "VALIDATION_ERROR"));
    let events = app.get(format!("{EVENTS}?type=session_paused"), &app.a.key("viewer")).await;
    assert_eq!(events.body["data"][0]["data"]["energy_kwh"], 10.0, "history records what changed");
    let negative = act(&app, &id, json!({"action": "stop", "energy_kwh": -1})).await;
    assert_eq!(negative.status, 422);
}

#[tokio::test]
async fn a_cursor_of_another_list_is_400_not_a_server_error() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    app.create_site(&owner, "One").await;
    app.create_site(&owner, "Two").await;
    let sites = app.get("/v2/inventory-service/sites?limit=1&sort=-created_at", &owner).await;
    let cursor = sites.body["pagination"]["next_cursor"].as_str().unwrap().to_owned();
    let events = app.get(format!("{EVENTS}?limit=1&sort=-created_at&cursor={cursor}"), &owner).await;
    assert_eq!((events.status, events.code()), (400, "INVALID_PARAMETER"), "{}", events.body);
}

#[tokio::test]
async fn a_retried_start_with_the_same_idempotency_key_replays_the_first_session() {
    let app = TestApp::spawn().await;
    let asset = asset(&app).await;
    let service = app.a.key("service");
    let send = || {
        app.send_with(
            Method::POST,
            SESSIONS,
            &service,
            Some(json!({"asset_id": asset})),
            &[("Idempotency-Key", "start-1")],
        )
    };
    let first = send().await;
    assert_eq!(first.status, 201, "{}", first.body);
    let again = send().await;
    assert_eq!(again.status, 201, "a replay, not 409 session_already_open: {}", again.body);
    assert_eq!(again.header("idempotent-replayed"), Some("true"));
    assert_eq!(again.body["data"], first.body["data"]);
    let events = app.get(EVENTS, &app.a.key("viewer")).await;
    assert_eq!(event_types(&events), ["session_started"], "one session, one event");
}
