//! Site load management (docs/load-management.md): a site's grid limit and the least a session is
//! given under it.

use api_tests::TestApp;
use reqwest::Method;
use serde_json::json;

const SITES: &str = "/inventory-service/sites";

#[tokio::test]
async fn a_site_shows_no_grid_limit_and_the_default_minimum_until_one_is_set() {
    let app = TestApp::spawn().await;
    let created = app.send(Method::POST, SITES, &app.a.key("operator"), Some(json!({"name": "Depot"}))).await;
    assert_eq!(created.status, 201);
    assert_eq!(created.body["data"]["grid_limit_kw"], json!(null));
    assert_eq!(created.body["data"]["min_session_kw"], json!(1.4));
}

#[tokio::test]
async fn a_grid_limit_set_by_patch_is_shown_in_both_versions_and_null_removes_it() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("admin");
    let created = app.send(Method::POST, SITES, &owner, Some(json!({"name": "Depot"}))).await;
    let id = created.body["data"]["id"].as_str().unwrap().to_owned();
    let path = format!("{SITES}/{id}");

    let set = app
        .send(Method::PATCH, &path, &owner, Some(json!({"grid_limit_kw": 63, "min_session_kw": 4.2})))
        .await;
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(set.body["data"]["grid_limit_kw"], json!(63));
    assert_eq!(set.body["data"]["min_session_kw"], json!(4.2));
    for prefix in ["", "/v1", "/v2"] {
        let read = app.get(format!("{prefix}{path}"), &app.a.key("viewer")).await;
        assert_eq!(read.status, 200, "{prefix}");
        assert_eq!(read.body["data"]["grid_limit_kw"], json!(63), "{prefix}");
        assert_eq!(read.body["data"]["min_session_kw"], json!(4.2), "{prefix}");
    }

    let cleared = app
        .send(Method::PATCH, &path, &owner, Some(json!({"grid_limit_kw": null, "min_session_kw": null})))
        .await;
    assert_eq!(cleared.status, 200);
    assert_eq!(cleared.body["data"]["grid_limit_kw"], json!(null));
    assert_eq!(cleared.body["data"]["min_session_kw"], json!(1.4));
}

#[tokio::test]
async fn a_member_not_assigned_to_a_site_cannot_set_its_grid_limit_but_may_rename_it() {
    let app = TestApp::spawn().await;
    let created = app.send(Method::POST, SITES, &app.a.key("admin"), Some(json!({"name": "Depot"}))).await;
    let path = format!("{SITES}/{}", created.body["data"]["id"].as_str().unwrap());
    let operator = app.a.key("operator");
    let limit = app.send(Method::PATCH, &path, &operator, Some(json!({"grid_limit_kw": 0.001}))).await;
    assert_eq!((limit.status, limit.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", limit.body);
    let renamed = app.send(Method::PATCH, &path, &operator, Some(json!({"name": "Depot North"}))).await;
    assert_eq!(renamed.status, 200, "{}", renamed.body);
    let read = app.get(&path, &app.a.key("viewer")).await;
    assert_eq!(read.body["data"]["grid_limit_kw"], json!(null), "nothing of the limit was written");
}

#[tokio::test]
async fn a_site_can_be_created_with_its_grid_limit() {
    let app = TestApp::spawn().await;
    let created = app
        .send(
            Method::POST,
            SITES,
            &app.a.key("operator"),
            Some(json!({"name": "Depot", "grid_limit_kw": 22.5})),
        )
        .await;
    assert_eq!(created.status, 201);
    assert_eq!(created.body["data"]["grid_limit_kw"], json!(22.5));
}

#[tokio::test]
async fn a_grid_limit_of_zero_or_less_or_not_a_number_is_422_naming_the_field() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("operator");
    let created = app.send(Method::POST, SITES, &owner, Some(json!({"name": "Depot"}))).await;
    let path = format!("{SITES}/{}", created.body["data"]["id"].as_str().unwrap());
    for field in ["grid_limit_kw", "min_session_kw"] {
        for bad in [json!(0), json!(-1), json!("22"), json!(1.0001), json!(2_000_000)] {
            let reply = app.send(Method::PATCH, &path, &owner, Some(json!({ field: bad }))).await;
            assert_eq!((reply.status, reply.code()), (422, "VALIDATION_ERROR"), "{field}: {bad}");
            assert!(reply.body["error"]["details"]["fields"][field].is_array(), "{field}: {bad}");
        }
    }
    let read = app.get(&path, &owner).await;
    assert_eq!(read.body["data"]["grid_limit_kw"], json!(null), "nothing was written");
}

#[tokio::test]
async fn a_viewer_cannot_set_a_grid_limit() {
    let app = TestApp::spawn().await;
    let created = app.send(Method::POST, SITES, &app.a.key("operator"), Some(json!({"name": "Depot"}))).await;
    let path = format!("{SITES}/{}", created.body["data"]["id"].as_str().unwrap());
    let reply =
        app.send(Method::PATCH, &path, &app.a.key("viewer"), Some(json!({"grid_limit_kw": 10}))).await;
    assert_eq!(reply.status, 403);
}

mod allocator_lease {
    use api_tests::TestApp;
    use shared::ids::SiteId;
    use shared::store::site_power::{PowerSession, PowerState};

    fn session(id: &str) -> PowerSession {
        PowerSession {
            session_id: id.into(),
            asset_id: "asset".into(),
            identity: "CP-1".into(),
            evse_id: 1,
            transaction_id: "tx".into(),
            started_at: 1,
            capacity_w: 22_000,
            max_w: 22_000,
            draw_w: Some(6_000),
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

    #[tokio::test]
    async fn one_task_at_a_time_holds_a_sites_allocator_and_an_expired_lease_is_taken_over() {
        let app = TestApp::spawn().await;
        let (store, org, site) = (app.app.store.clone(), app.a.org_id(), SiteId::generate());
        assert!(store.take_allocator_lease(org, site, "task-1", 1_000, 31_000).await.unwrap().is_some());
        assert!(
            store.take_allocator_lease(org, site, "task-2", 2_000, 32_000).await.unwrap().is_none(),
            "held"
        );
        assert!(
            store.take_allocator_lease(org, site, "task-1", 2_000, 32_000).await.unwrap().is_some(),
            "renewed"
        );
        let taken = store.take_allocator_lease(org, site, "task-2", 33_000, 63_000).await.unwrap();
        assert_eq!(taken.unwrap().lease, Some(("task-2".to_owned(), 63_000)), "expired: taken over");
    }

    #[tokio::test]
    async fn a_holder_lets_go_only_when_nothing_changed_since_its_run() {
        let app = TestApp::spawn().await;
        let (store, org, site) = (app.app.store.clone(), app.a.org_id(), SiteId::generate());
        let seen =
            store.take_allocator_lease(org, site, "task-1", 1_000, 31_000).await.unwrap().unwrap().pending;
        let noted = store.note_power_change(org, site).await.unwrap();
        assert_eq!(noted.lease, Some(("task-1".to_owned(), 31_000)), "the change sees who holds the site");
        assert!(!store.release_allocator_lease(org, site, "task-1", seen).await.unwrap(), "run again first");
        assert!(store.release_allocator_lease(org, site, "task-1", noted.pending).await.unwrap());
        assert!(
            store.take_allocator_lease(org, site, "task-2", 2_000, 32_000).await.unwrap().is_some(),
            "free"
        );
    }

    #[tokio::test]
    async fn a_sites_power_state_is_read_whole_and_never_another_organizations() {
        let app = TestApp::spawn().await;
        let (store, site) = (app.app.store.clone(), SiteId::generate());
        assert!(store.enrol_power_session(app.a.org_id(), site, &session("s1")).await.unwrap());
        assert!(store.enrol_power_session(app.a.org_id(), site, &session("s2")).await.unwrap());
        assert!(
            !store.enrol_power_session(app.a.org_id(), site, &session("s2")).await.unwrap(),
            "a resent start enrols nothing twice"
        );
        store.note_power_change(app.a.org_id(), site).await.unwrap();
        let power = store.site_power(app.a.org_id(), site).await.unwrap();
        assert_eq!(power.sessions.len(), 2);
        assert_eq!(
            (power.header.pending, power.header.epoch),
            (3, 3),
            "each enrolment is noted with it, the resent one not at all"
        );
        assert!(store.site_power(app.b.org_id(), site).await.unwrap().sessions.is_empty());

        assert!(store.remove_power_session(app.a.org_id(), site, "s1").await.unwrap());
        assert!(!store.remove_power_session(app.a.org_id(), site, "s1").await.unwrap(), "removed once");
        let mut ended = session("s1");
        ended.target_w = 5_000;
        assert!(
            !store.record_allocation(app.a.org_id(), site, &ended).await.unwrap(),
            "an ended session stays ended"
        );
        assert!(!store.note_draw(app.a.org_id(), site, "s1", 7_000).await.unwrap());
        assert_eq!(store.site_power(app.a.org_id(), site).await.unwrap().sessions.len(), 1);
    }

    #[tokio::test]
    async fn the_allocators_write_keeps_a_reading_a_pause_and_a_maximum_written_meanwhile() {
        let app = TestApp::spawn().await;
        let (store, site, org) = (app.app.store.clone(), SiteId::generate(), app.a.org_id());
        let read = session("s1");
        store.enrol_power_session(org, site, &read).await.unwrap();
        assert!(store.note_draw(org, site, "s1", 6_500).await.unwrap());
        assert!(store.set_power_max(org, site, "s1", 11_000).await.unwrap());
        let mut decided = read.clone();
        decided.target_w = 4_000;
        decided.ceiling_w = Some(7_000);
        decided.unanswered_w = None;
        decided.sent_at = None;
        decided.state = PowerState::Waiting;
        assert!(store.record_allocation(org, site, &decided).await.unwrap());
        let stored = store.power_session(org, site, "s1").await.unwrap().unwrap();
        assert_eq!((stored.draw_w, stored.max_w), (Some(6_500), 11_000), "not undone");
        assert_eq!((stored.target_w, stored.unanswered_w, stored.sent_at), (4_000, None, None));
        assert_eq!((stored.ceiling_w, stored.state), (Some(7_000), PowerState::Waiting));

        assert!(store.set_power_paused(org, site, "s1", true).await.unwrap());
        let paused = store.power_session(org, site, "s1").await.unwrap().unwrap();
        assert_eq!(
            (paused.paused, paused.ceiling_w),
            (true, Some(7_000)),
            "a pause sets its flag: what is in force stays the allocator's to track"
        );
    }

    #[tokio::test]
    async fn a_late_answer_never_makes_a_later_limit_on_its_way_forgotten() {
        let app = TestApp::spawn().await;
        let (store, site, org) = (app.app.store.clone(), SiteId::generate(), app.a.org_id());
        let mut first = session("s1");
        first.unanswered_w = Some(9_000);
        first.sent_at = Some(1_000);
        store.enrol_power_session(org, site, &first).await.unwrap();
        // A newer holder of the site's lease sends another limit.
        let mut later = first.clone();
        later.unanswered_w = Some(4_000);
        later.sent_at = Some(2_000);
        assert!(store.record_allocation(org, site, &later).await.unwrap());
        // The first limit's answer comes late.
        let mut answered = first.clone();
        answered.set_applied(answered.applied().accepted());
        assert!(!store.record_answer(org, site, &answered, 1_000).await.unwrap(), "not written");
        let stored = store.power_session(org, site, "s1").await.unwrap().unwrap();
        assert_eq!((stored.unanswered_w, stored.sent_at), (Some(4_000), Some(2_000)), "still awaited");
        // Its own answer is.
        let mut own = later.clone();
        own.set_applied(own.applied().accepted());
        assert!(store.record_answer(org, site, &own, 2_000).await.unwrap());
        let stored = store.power_session(org, site, "s1").await.unwrap().unwrap();
        assert_eq!((stored.ceiling_w, stored.unanswered_w), (Some(4_000), None));
    }
}
