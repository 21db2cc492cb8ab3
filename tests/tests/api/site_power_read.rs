//! What an operator reads of a site's allocation (docs/load-management.md, "Reading a site's
//! allocation"): GET /inventory-service/sites/{id}/power over the site's power partition as the
//! allocator stores it; a session's `limit_kw`; `power_allocated` events, one a site a minute.

use api_tests::{Cred, Setup, TestApp};
use reqwest::Method;
use serde_json::{Value, json};
use shared::domain::capacity::Capacity;
use shared::domain::load::allocation::PowerAllocation;
use shared::ids::{AssetId, SessionId, SiteId};
use shared::store::site_power::{PowerSession, PowerState};
use std::time::Duration;

const SITES: &str = "/inventory-service/sites";

fn stored(session: SessionId, asset: AssetId, started_at: i64) -> PowerSession {
    PowerSession {
        session_id: session.to_string(),
        asset_id: asset.to_string(),
        identity: "CP-1".into(),
        evse_id: 1,
        transaction_id: "tx".into(),
        started_at,
        capacity_w: 22_000,
        max_w: 22_000,
        draw_w: None,
        ceiling_w: None,
        unanswered_w: None,
        sent_at: None,
        sends: Vec::new(),
        target_w: 0,
        state: PowerState::Waiting,
        paused: false,
        refused_at: None,
    }
}

async fn site_with_limit(app: &TestApp, limit_kw: Value) -> (String, SiteId) {
    let body = json!({"name": "Depot", "grid_limit_kw": limit_kw});
    let created = app.send(Method::POST, SITES, &app.a.key("owner"), Some(body)).await;
    assert_eq!(created.status, 201, "{}", created.body);
    let shown = created.body["data"]["id"].as_str().unwrap().to_owned();
    let id = SiteId::parse(&shown).unwrap();
    (shown, id)
}

fn power_path(site: &str) -> String {
    format!("{SITES}/{site}/power")
}

#[tokio::test]
async fn a_sites_power_shows_each_sessions_share_accepted_limit_limit_in_flight_and_draw_oldest_first() {
    let app = TestApp::spawn().await;
    let (site, site_id) = site_with_limit(&app, json!(22)).await;
    let (older, newer, asset) = (SessionId::generate(), SessionId::generate(), AssetId::generate());
    let charging = PowerSession {
        draw_w: Some(6_250),
        ceiling_w: Some(11_000),
        unanswered_w: Some(12_500),
        sent_at: Some(5),
        target_w: 12_500,
        state: PowerState::Charging,
        ..stored(older, asset, 1_000)
    };
    let waiting = PowerSession { evse_id: 2, ..stored(newer, asset, 2_000) };
    let store = &app.app.store;
    store.enrol_power_session(app.a.org_id(), site_id, &waiting).await.unwrap();
    store.enrol_power_session(app.a.org_id(), site_id, &charging).await.unwrap();

    for prefix in ["", "/v1", "/v2"] {
        let read = app.get(format!("{prefix}{}", power_path(&site)), &app.a.key("admin")).await;
        assert_eq!(read.status, 200, "{prefix}: {}", read.body);
        let data = &read.body["data"];
        assert_eq!(data["grid_limit_kw"], json!(22), "{prefix}");
        assert_eq!(data["min_session_kw"], json!(1.4), "{prefix}");
        assert_eq!(data["allocated_kw"], json!(12.5), "{prefix}: the sum of the shares");
        assert_eq!(data["measured_kw"], json!(6.25), "{prefix}: the sum of the known draws");
        let (shown_older, shown_newer, shown_asset) = if prefix == "/v2" {
            (older.uuid().to_string(), newer.uuid().to_string(), asset.uuid().to_string())
        } else {
            (older.to_string(), newer.to_string(), asset.to_string())
        };
        assert_eq!(
            data["sessions"],
            json!([
                {"session_id": shown_older, "asset_id": shown_asset, "evse_id": 1, "limit_kw": 11,
                 "pending_kw": 12.5, "share_kw": 12.5, "measured_kw": 6.25, "state": "charging"},
                {"session_id": shown_newer, "asset_id": shown_asset, "evse_id": 2, "limit_kw": null,
                 "pending_kw": null, "share_kw": 0, "measured_kw": null, "state": "waiting"},
            ]),
            "{prefix}"
        );
    }
}

#[tokio::test]
async fn a_site_without_a_limit_answers_its_nulls_and_no_sessions() {
    let app = TestApp::spawn().await;
    let (site, _) = site_with_limit(&app, Value::Null).await;
    let read = app.get(power_path(&site), &app.a.key("admin")).await;
    assert_eq!(read.status, 200, "{}", read.body);
    assert_eq!(
        read.body["data"],
        json!({"object": "site_power", "grid_limit_kw": null, "min_session_kw": 1.4, "allocated_kw": 0,
               "measured_kw": 0, "sessions": []})
    );
}

#[tokio::test]
async fn a_member_assigned_to_other_sites_is_refused_a_sites_power() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let (mine, _) = site_with_limit(&app, json!(22)).await;
    let (other, other_id) = site_with_limit(&app, json!(63)).await;
    app.app
        .store
        .enrol_power_session(app.a.org_id(), other_id, &stored(SessionId::generate(), AssetId::generate(), 1))
        .await
        .unwrap();
    let path = format!("/admin/members/{}", app.a.members["operator"].member_id);
    let assigned = app.send(Method::PATCH, &path, &owner, Some(json!({"site_ids": [mine]}))).await;
    assert_eq!(assigned.status, 200, "{}", assigned.body);

    let operator = app.a.key("operator");
    let refused = app.get(power_path(&other), &operator).await;
    assert_eq!((refused.status, refused.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", refused.body);
    // Nothing of the allocation: no sessions, no limit (ids and the request id are random text, so
    // the body is searched for the fields, not for the number).
    let shown = refused.body.to_string();
    assert!(refused.body.get("data").is_none(), "{shown}");
    assert!(!shown.contains("sessions") && !shown.contains("grid_limit_kw"), "{shown}");
    assert_eq!(app.get(power_path(&mine), &operator).await.status, 200, "its own site");
    assert_eq!(
        app.get(power_path(&other), &app.a.key("admin")).await.status,
        200,
        "an admin sees every site"
    );
}

#[tokio::test]
async fn another_organizations_site_power_is_refused_as_its_site_is() {
    let app = TestApp::spawn().await;
    let (site, _) = site_with_limit(&app, json!(22)).await;
    let theirs = app.b.key("owner");
    let site_read = app.get(format!("{SITES}/{site}"), &theirs).await;
    let power_read = app.get(power_path(&site), &theirs).await;
    assert_eq!((power_read.status, power_read.code()), (site_read.status, site_read.code()));
    assert_eq!(power_read.status, 403, "{}", power_read.body);
    assert!(power_read.body["data"].is_null(), "no allocation shown: {}", power_read.body);
}

#[tokio::test]
async fn a_stored_session_whose_ids_do_not_parse_is_left_out_not_a_500() {
    let app = TestApp::spawn().await;
    let (site, site_id) = site_with_limit(&app, json!(22)).await;
    let good = PowerSession { target_w: 7_000, ..stored(SessionId::generate(), AssetId::generate(), 2) };
    let broken = PowerSession { session_id: "not-an-id".into(), target_w: 5_000, ..good.clone() };
    app.app.store.enrol_power_session(app.a.org_id(), site_id, &good).await.unwrap();
    app.app.store.enrol_power_session(app.a.org_id(), site_id, &broken).await.unwrap();
    let read = app.get(power_path(&site), &app.a.key("admin")).await;
    assert_eq!(read.status, 200, "{}", read.body);
    assert_eq!(read.body["data"]["sessions"].as_array().unwrap().len(), 1);
    assert_eq!(read.body["data"]["sessions"][0]["share_kw"], json!(7));
}

#[tokio::test]
async fn reading_a_sites_power_costs_the_site_read_and_one_query() {
    let app =
        TestApp::spawn_with(Setup { auth_cache_ttl: Duration::from_secs(3600), ..Setup::default() }).await;
    let (site, _) = site_with_limit(&app, json!(22)).await;
    let admin = app.a.key("admin");
    let calls = |cred: &Cred| {
        let (app, path, cred) = (&app, power_path(&site), cred.clone());
        async move {
            let reply = app.get_with(&path, &cred, ("X-Debug", "true")).await;
            assert_eq!(reply.status, 200, "{}", reply.body);
            let mut calls: Vec<String> = reply.body["debug"]["dynamodb_calls"]
                .as_array()
                .unwrap()
                .iter()
                .map(|call| call.as_str().unwrap().to_owned())
                .filter(|call| call != "rate_limit:Query")
                .collect();
            calls.sort();
            calls
        }
    };
    calls(&admin).await;
    assert_eq!(calls(&admin).await, ["GetItem", "Query", "rate_limit:UpdateItem"]);
}

mod session_limit {
    use super::*;

    async fn started_session(app: &TestApp) -> (String, SessionId) {
        let owner = app.a.key("owner");
        let site = app.create_site(&owner, "Depot").await;
        let asset = app.create_asset(&owner, &site, "Charger", 22.0).await["id"].as_str().unwrap().to_owned();
        let body = json!({"asset_id": asset});
        let started = app.send(Method::POST, "/asset-controls/sessions", &owner, Some(body)).await;
        assert_eq!(started.status, 201, "{}", started.body);
        assert_eq!(started.body["data"]["limit_kw"], Value::Null, "none until the allocator sets one");
        let shown = started.body["data"]["id"].as_str().unwrap().to_owned();
        let id = SessionId::parse(&shown).unwrap();
        (shown, id)
    }

    #[tokio::test]
    async fn a_limit_set_shows_on_the_session_in_both_versions_without_moving_its_revision() {
        let app = TestApp::spawn().await;
        let (shown, id) = started_session(&app).await;
        let path = format!("/asset-controls/sessions/{shown}");
        let before = app.get(&path, &app.a.key("owner")).await;
        assert!(app.app.store.set_session_limit(app.a.org_id(), id, Some(7_360)).await.unwrap());
        for prefix in ["", "/v1", "/v2"] {
            let read = app.get(format!("{prefix}{path}"), &app.a.key("owner")).await;
            assert_eq!(read.body["data"]["limit_kw"], json!(7.36), "{prefix}");
        }
        let listed = app.get("/asset-controls/sessions", &app.a.key("owner")).await;
        assert_eq!(listed.body["data"][0]["limit_kw"], json!(7.36), "lists show it too");
        let after = app.get(&path, &app.a.key("owner")).await;
        assert_eq!(after.header("etag"), before.header("etag"), "live state, not an edit");

        assert!(app.app.store.set_session_limit(app.a.org_id(), id, None).await.unwrap());
        assert_eq!(app.get(&path, &app.a.key("owner")).await.body["data"]["limit_kw"], Value::Null);
    }

    #[tokio::test]
    async fn a_limit_survives_a_pause_and_the_pause_keeps_its_revision_check() {
        let app = TestApp::spawn().await;
        let (shown, id) = started_session(&app).await;
        let path = format!("/asset-controls/sessions/{shown}");
        let etag = app.get(&path, &app.a.key("owner")).await.header("etag").unwrap().to_owned();
        assert!(app.app.store.set_session_limit(app.a.org_id(), id, Some(11_000)).await.unwrap());
        let paused = app
            .send_with(
                Method::POST,
                &format!("{path}/action"),
                &app.a.key("owner"),
                Some(json!({"action": "pause"})),
                &[("If-Match", etag.as_str())],
            )
            .await;
        assert_eq!(paused.status, 200, "the limit did not move the revision: {}", paused.body);
        assert_eq!(paused.body["data"]["limit_kw"], json!(11), "the pause wrote only its fields");
    }

    #[tokio::test]
    async fn a_closed_session_or_another_organizations_is_not_written_and_an_ended_one_shows_no_limit() {
        let app = TestApp::spawn().await;
        let (shown, id) = started_session(&app).await;
        let path = format!("/asset-controls/sessions/{shown}");
        assert!(!app.app.store.set_session_limit(app.b.org_id(), id, Some(5_000)).await.unwrap());
        assert!(app.app.store.set_session_limit(app.a.org_id(), id, Some(7_000)).await.unwrap());
        let stop = json!({"action": "stop"});
        let stopped =
            app.send(Method::POST, &format!("{path}/action"), &app.a.key("owner"), Some(stop)).await;
        assert_eq!(stopped.status, 200, "{}", stopped.body);
        assert_eq!(stopped.body["data"]["limit_kw"], Value::Null, "an ended session has no limit in force");
        assert!(!app.app.store.set_session_limit(app.a.org_id(), id, Some(5_000)).await.unwrap());
        assert!(!app.app.store.set_session_limit(app.a.org_id(), SessionId::generate(), None).await.unwrap());
        assert_eq!(app.get(&path, &app.a.key("owner")).await.body["data"]["limit_kw"], Value::Null);
    }
}

mod power_allocated {
    use super::*;
    use crate::webhooks::{deliveries, subscribe};
    use api_tests::receiver::Receiver;

    fn allocation(session: SessionId, asset: AssetId, share_w: u64) -> PowerAllocation {
        let record =
            PowerSession { target_w: share_w, state: PowerState::Charging, ..stored(session, asset, 1) };
        PowerAllocation::of(Capacity::from_milli(22_000), &[record])
    }

    async fn allocated_events(app: &TestApp, cred: &Cred) -> Vec<Value> {
        let reply = app.get("/asset-controls/events?type=power_allocated", cred).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        reply.body["data"].as_array().unwrap().clone()
    }

    #[tokio::test]
    async fn two_allocations_within_a_minute_make_one_event_and_one_after_the_minute_a_second() {
        let app = TestApp::spawn().await;
        let (site, site_id) = site_with_limit(&app, json!(22)).await;
        let (session, asset) = (SessionId::generate(), AssetId::generate());
        let store = &app.app.store;
        let org = app.a.org_id();
        let now = shared::time::now_ms();
        assert!(
            store
                .record_power_allocated(org, site_id, &allocation(session, asset, 7_000), now)
                .await
                .unwrap()
        );
        let inside = allocation(session, asset, 9_000);
        assert!(!store.record_power_allocated(org, site_id, &inside, now + 59_000).await.unwrap());
        let owner = app.a.key("owner");
        let events = allocated_events(&app, &owner).await;
        assert_eq!(events.len(), 1, "one a minute");
        let event = &events[0];
        assert_eq!(event["site_id"], json!(site));
        assert_eq!(event["data"]["grid_limit_kw"], json!(22));
        assert_eq!(event["data"]["allocated_kw"], json!(7));
        assert_eq!(
            event["data"]["sessions"],
            json!([{"session_id": session.to_string(), "asset_id": asset.to_string(), "evse_id": 1,
                    "share_kw": 7, "state": "charging"}])
        );

        let v2 = app.get("/v2/asset-controls/events?type=power_allocated", &owner).await;
        let shown = &v2.body["data"][0]["data"]["sessions"][0];
        assert_eq!(shown["session_id"], json!(session.uuid().to_string()), "ids as the version shows them");
        assert_eq!(shown["asset_id"], json!(asset.uuid().to_string()));

        let after = allocation(session, asset, 11_000);
        assert!(store.record_power_allocated(org, site_id, &after, now + 60_000).await.unwrap());
        let events = allocated_events(&app, &owner).await;
        assert_eq!(events.len(), 2);
        assert_eq!(events[0]["data"]["allocated_kw"], json!(11), "newest first");
    }

    #[tokio::test]
    async fn a_member_assigned_to_another_site_does_not_see_a_sites_allocations() {
        let app = TestApp::spawn().await;
        let owner = app.a.key("owner");
        let (site, site_id) = site_with_limit(&app, json!(22)).await;
        let (elsewhere, _) = site_with_limit(&app, json!(11)).await;
        let path = format!("/admin/members/{}", app.a.members["operator"].member_id);
        let assigned = app.send(Method::PATCH, &path, &owner, Some(json!({"site_ids": [elsewhere]}))).await;
        assert_eq!(assigned.status, 200, "{}", assigned.body);
        let path = format!("/admin/members/{}", app.a.members["viewer"].member_id);
        let assigned = app.send(Method::PATCH, &path, &owner, Some(json!({"site_ids": [site]}))).await;
        assert_eq!(assigned.status, 200, "{}", assigned.body);
        let recorded = allocation(SessionId::generate(), AssetId::generate(), 7_000);
        let now = shared::time::now_ms();
        assert!(app.app.store.record_power_allocated(app.a.org_id(), site_id, &recorded, now).await.unwrap());

        assert!(allocated_events(&app, &app.a.key("operator")).await.is_empty(), "another site's");
        assert_eq!(allocated_events(&app, &app.a.key("viewer")).await.len(), 1, "its own site's");
        assert_eq!(allocated_events(&app, &app.a.key("admin")).await.len(), 1);
    }

    #[tokio::test]
    async fn an_allocation_is_delivered_to_a_webhook_subscribed_to_it() {
        let app = TestApp::spawn().await;
        let owner = app.a.key("owner");
        let receiver = Receiver::start(&[]).await;
        let webhook = subscribe(&app, &owner, &receiver.url, &["power_allocated"], 80).await;
        let (_, site_id) = site_with_limit(&app, json!(22)).await;
        let recorded = allocation(SessionId::generate(), AssetId::generate(), 7_000);
        let now = shared::time::now_ms();
        assert!(app.app.store.record_power_allocated(app.a.org_id(), site_id, &recorded, now).await.unwrap());
        let listed = deliveries(&app, &owner, &webhook).await;
        assert_eq!(listed.len(), 1, "{listed:?}");
        assert_eq!(listed[0]["event_type"], json!("power_allocated"));
    }
}
