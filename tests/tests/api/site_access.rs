//! Site-based access control: `visibility: "site"` assets are visible only to members
//! assigned to their site; owners and admins see all.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::{Cred, TestApp};

struct Sites {
    assigned: String,
    other: String,
    /// Site-restricted asset at the assigned site, at the other site, and an open one there.
    mine: String,
    hidden: String,
    open: String,
}

async fn setup(app: &TestApp) -> Sites {
    let owner = app.a.key("owner");
    let assigned = app.create_site(&owner, "Assigned").await;
    let other = app.create_site(&owner, "Other").await;
    let create = |site: String, name: &'static str, visibility: &'static str| {
        let owner = owner.clone();
        async move {
            let body = json!({"name": name, "site_id": site, "capacity": 22, "visibility": visibility});
            let reply = app.send(Method::POST, "/inventory-service/assets", &owner, Some(body)).await;
            assert_eq!(reply.status, 201, "{}", reply.body);
            reply.body["data"]["id"].as_str().unwrap().to_owned()
        }
    };
    let mine = create(assigned.clone(), "Mine", "site").await;
    let hidden = create(other.clone(), "Hidden", "site").await;
    let open = create(other.clone(), "Open", "organization").await;
    let path = format!("/admin/members/{}", app.a.members["operator"].member_id);
    let reply = app.send(Method::PATCH, &path, &owner, Some(json!({"site_ids": [assigned]}))).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    Sites { assigned, other, mine, hidden, open }
}

fn ids(reply: &Value) -> Vec<String> {
    reply["data"].as_array().unwrap().iter().map(|a| a["id"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn lists_silently_leave_out_site_restricted_assets_of_unassigned_sites() {
    let app = TestApp::spawn().await;
    let sites = setup(&app).await;
    let operator = app.get("/inventory-service/assets", &app.a.key("operator")).await;
    let mut seen = ids(&operator.body);
    seen.sort();
    let mut expected = vec![sites.mine.clone(), sites.open.clone()];
    expected.sort();
    assert_eq!(seen, expected);
    assert_eq!(operator.body["pagination"]["total"], 2, "totals count only what the caller sees");
    let v2 = app.get("/v2/inventory-service/assets", &app.a.token("operator")).await;
    assert_eq!(v2.body["data"].as_array().unwrap().len(), 2);
    let filtered =
        app.get(format!("/inventory-service/assets?site_id={}", sites.other), &app.a.key("operator")).await;
    assert_eq!(ids(&filtered.body), vec![sites.open.clone()]);

    let viewer = app.get("/inventory-service/assets", &app.a.key("viewer")).await;
    assert_eq!(ids(&viewer.body), vec![sites.open.clone()], "unassigned members see only open assets");
    for role in ["owner", "admin"] {
        let all = app.get("/inventory-service/assets", &app.a.key(role)).await;
        assert_eq!(all.body["data"].as_array().unwrap().len(), 3, "{role} sees every site");
    }
}

#[tokio::test]
async fn a_direct_get_of_a_hidden_asset_is_403_resource_access_denied() {
    let app = TestApp::spawn().await;
    let sites = setup(&app).await;
    let operator = app.a.key("operator");
    let reply = app.get(format!("/inventory-service/assets/{}", sites.hidden), &operator).await;
    assert_eq!((reply.status, reply.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", reply.body);
    assert_eq!(
        reply.body["error"]["details"],
        json!({"resource_type": "asset", "resource_id": sites.hidden, "reason": "not_assigned_to_site"})
    );
    assert!(reply.body.get("data").is_none());
    let mine = app.get(format!("/inventory-service/assets/{}", sites.mine), &operator).await;
    assert_eq!(mine.status, 200);
    assert_eq!(
        mine.body["meta"]["permissions"],
        json!({"can_update": true, "can_delete": false, "can_manage_settings": false})
    );
    let admin = app.get(format!("/inventory-service/assets/{}", sites.hidden), &app.a.key("admin")).await;
    assert_eq!(admin.status, 200);
}

#[tokio::test]
async fn writes_to_a_hidden_asset_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let sites = setup(&app).await;
    let path = format!("/inventory-service/assets/{}", sites.hidden);
    let operator = app.a.key("operator");
    let patch = app.send(Method::PATCH, &path, &operator, Some(json!({"name": "Mine now"}))).await;
    assert_eq!((patch.status, patch.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", patch.body);
    let moved = app.send(Method::PATCH, &path, &operator, Some(json!({"site_id": sites.assigned}))).await;
    assert_eq!(moved.status, 403, "{}", moved.body);
    // An owner's key narrowed to the operator's role still is an owner: deletes go through
    // the same check for non-admins.
    let token = app.token_for(&app.a, "operator", None, 600);
    let delete = app.send(Method::DELETE, &path, &token, None).await;
    assert_eq!(delete.status, 403, "{}", delete.body);
    let asset = app.get(&path, &app.a.key("owner")).await;
    assert_eq!(asset.body["data"]["name"], "Hidden");
    assert_eq!(asset.body["data"]["site_id"], sites.other.as_str());
}

#[tokio::test]
async fn bulk_reports_hidden_assets_without_their_data() {
    let app = TestApp::spawn().await;
    let sites = setup(&app).await;
    let body = json!({"ids": [sites.mine, sites.hidden, sites.open]});
    let reply =
        app.send(Method::POST, "/inventory-service/assets/bulk", &app.a.key("operator"), Some(body)).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(ids(&reply.body), [sites.mine.clone(), sites.open.clone()]);
    assert_eq!(reply.body["meta"]["access_denied"], json!([sites.hidden]));
}

#[tokio::test]
async fn assignment_changes_apply_on_the_next_request() {
    let app = TestApp::spawn().await;
    let sites = setup(&app).await;
    let path = format!("/inventory-service/assets/{}", sites.hidden);
    let viewer: Cred = app.a.key("viewer");
    assert_eq!(app.get(&path, &viewer).await.status, 403);
    let member = format!("/admin/members/{}", app.a.members["viewer"].member_id);
    let assign =
        app.send(Method::PATCH, &member, &app.a.key("admin"), Some(json!({"site_ids": [sites.other]}))).await;
    assert_eq!(assign.status, 200);
    assert_eq!(app.get(&path, &viewer).await.status, 200);
}

#[tokio::test]
async fn a_site_limited_administrator_hands_out_only_its_own_sites() {
    let app = TestApp::spawn().await;
    let sites = setup(&app).await;
    let owner = app.a.key("owner");
    let role = json!({"name": "site-admin", "display_name": "Site admin", "permissions": ["read:sites", "write:sites", "read:assets", "write:assets", "read:schedules", "write:schedules", "read:sessions", "write:sessions", "read:events", "admin:members", "admin:api_keys"]});
    assert_eq!(app.send(Method::POST, "/admin/roles", &owner, Some(role)).await.status, 201);
    let site_admin = format!("/admin/members/{}", app.a.members["viewer"].member_id);
    let made = app
        .send(
            Method::PATCH,
            &site_admin,
            &owner,
            Some(json!({"role": "site-admin", "site_ids": [sites.assigned]})),
        )
        .await;
    assert_eq!(made.status, 200, "{}", made.body);
    let limited = app.a.key("viewer");

    let target = format!("/admin/members/{}", app.a.members["service"].member_id);
    let other = app.send(Method::PATCH, &target, &limited, Some(json!({"site_ids": [sites.other]}))).await;
    assert_eq!((other.status, other.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", other.body);
    let widen = app
        .send(Method::PATCH, &site_admin, &limited, Some(json!({"site_ids": [sites.assigned, sites.other]})))
        .await;
    assert_eq!(widen.status, 403, "nor widen its own: {}", widen.body);
    let own = app.send(Method::PATCH, &target, &limited, Some(json!({"site_ids": [sites.assigned]}))).await;
    assert_eq!(own.status, 200, "{}", own.body);

    // Nor through an API key for someone who sees more.
    let key = app.send(Method::POST, "/auth/api-keys", &limited, Some(json!({"name": "x", "member_id": app.a.members["operator"].member_id, "scopes": ["read:assets"]}))).await;
    assert_eq!(key.status, 201, "the operator is assigned to the same site only: {}", key.body);
    let ops = format!("/admin/members/{}", app.a.members["operator"].member_id);
    app.send(Method::PATCH, &ops, &owner, Some(json!({"site_ids": [sites.assigned, sites.other]}))).await;
    let wider = app.send(Method::POST, "/auth/api-keys", &limited, Some(json!({"name": "x", "member_id": app.a.members["operator"].member_id, "scopes": ["read:assets"]}))).await;
    assert_eq!((wider.status, wider.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", wider.body);
}

#[tokio::test]
async fn sessions_and_their_events_are_seen_as_their_asset_is() {
    let app = TestApp::spawn().await;
    let sites = setup(&app).await;
    let mut started = Vec::new();
    for asset in [&sites.mine, &sites.hidden, &sites.open] {
        let body = json!({"asset_id": asset});
        let reply = app.send(Method::POST, "/asset-controls/sessions", &app.a.key("owner"), Some(body)).await;
        assert_eq!(reply.status, 201, "{}", reply.body);
        started.push(reply.body["data"]["id"].as_str().unwrap().to_owned());
    }
    let operator = app.a.key("operator");
    let mut seen = ids(&app.get("/asset-controls/sessions", &operator).await.body);
    seen.sort();
    let mut expected = vec![started[0].clone(), started[2].clone()];
    expected.sort();
    assert_eq!(seen, expected, "the hidden asset's session is left out");
    let hidden = app.get(format!("/asset-controls/sessions/{}", started[1]), &operator).await;
    assert_eq!((hidden.status, hidden.code()), (403, "RESOURCE_ACCESS_DENIED"));
    let events = app.get("/asset-controls/events", &operator).await;
    let assets: Vec<&str> =
        events.body["data"].as_array().unwrap().iter().map(|e| e["asset_id"].as_str().unwrap()).collect();
    assert_eq!(assets.len(), 2);
    assert!(!assets.contains(&sites.hidden.as_str()), "{assets:?}");
    assert_eq!(ids(&app.get("/asset-controls/sessions", &app.a.key("admin")).await.body).len(), 3);
}

#[tokio::test]
async fn schedule_items_are_seen_as_their_target_is() {
    let app = TestApp::spawn().await;
    let sites = setup(&app).await;
    let admin = app.a.key("admin");
    let body = json!({"name": "Nights", "enabled": true});
    let schedule = app.send(Method::POST, "/asset-controls/schedules", &admin, Some(body)).await.body["data"]
        ["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let items = format!("/asset-controls/schedules/{schedule}/items");
    let at = (chrono::Utc::now() + chrono::Duration::hours(1)).to_rfc3339();
    let mut created = Vec::new();
    for target in
        [json!({"asset_id": sites.hidden}), json!({"site_id": sites.other}), json!({"asset_id": sites.mine})]
    {
        let mut body = json!({"action": "stop_session", "at": at});
        body.as_object_mut().unwrap().extend(target.as_object().unwrap().clone());
        let reply = app.send(Method::POST, &items, &admin, Some(body)).await;
        assert_eq!(reply.status, 201, "{}", reply.body);
        created.push(reply.body["data"]["id"].as_str().unwrap().to_owned());
    }
    let operator = app.a.key("operator");
    assert_eq!(ids(&app.get(&items, &operator).await.body), vec![created[2].clone()]);
    for hidden in &created[..2] {
        let path = format!("{items}/{hidden}");
        let get = app.get(&path, &operator).await;
        assert_eq!((get.status, get.code()), (403, "RESOURCE_ACCESS_DENIED"), "{hidden}");
        let patch = app.send(Method::PATCH, &path, &operator, Some(json!({"action": "start_session"}))).await;
        assert_eq!(patch.status, 403);
    }
    assert_eq!(ids(&app.get(&items, &admin).await.body).len(), 3);
}

/// Permissions of a custom role that runs whole schedules, settings and deletes included.
const PLANNER: &[&str] = &[
    "read:sites",
    "read:assets",
    "read:schedules",
    "write:schedules",
    "delete:schedules",
    "admin:schedules",
];

/// An enabled schedule holding an item at the hidden asset and one at the caller's: the
/// operator becomes a planner assigned to the `assigned` site only. Returns the schedule's path.
async fn mixed_schedule(app: &TestApp, sites: &Sites) -> String {
    let admin = app.a.key("admin");
    let body = json!({"name": "Nights", "enabled": true});
    let reply = app.send(Method::POST, "/asset-controls/schedules", &admin, Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    let path = format!("/asset-controls/schedules/{}", reply.body["data"]["id"].as_str().unwrap());
    let at = (chrono::Utc::now() + chrono::Duration::hours(1)).to_rfc3339();
    for asset in [&sites.hidden, &sites.mine] {
        let body = json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": 7, "at": at});
        let reply = app.send(Method::POST, &format!("{path}/items"), &admin, Some(body)).await;
        assert_eq!(reply.status, 201, "{}", reply.body);
    }
    app.custom_role(&app.a, "operator", "planner", PLANNER, &[&sites.assigned]).await;
    path
}

fn holds_hidden_items(reply: &api_tests::Reply) {
    assert_eq!((reply.status, reply.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["resource_type"], "schedule");
    assert_eq!(reply.body["error"]["details"]["reason"], "holds_items_at_sites_you_are_not_assigned_to");
}

#[tokio::test]
async fn a_site_restricted_caller_cannot_delete_a_schedule_holding_items_it_cannot_see() {
    let app = TestApp::spawn().await;
    let sites = setup(&app).await;
    let path = mixed_schedule(&app, &sites).await;
    let planner = app.a.key("operator");
    holds_hidden_items(&app.send(Method::DELETE, &path, &planner, None).await);
    let kept = app.get(&path, &app.a.key("admin")).await;
    assert_eq!((kept.status, &kept.body["data"]["item_count"]), (200, &json!(2)), "{}", kept.body);
}

#[tokio::test]
async fn a_site_restricted_caller_cannot_enable_or_re_time_a_schedule_holding_items_it_cannot_see() {
    let app = TestApp::spawn().await;
    let sites = setup(&app).await;
    let path = mixed_schedule(&app, &sites).await;
    let planner = app.a.key("operator");
    for settings in [json!({"enabled": false}), json!({"timezone": "Asia/Tokyo"})] {
        holds_hidden_items(&app.send(Method::PATCH, &path, &planner, Some(settings)).await);
    }
    let kept = app.get(&path, &app.a.key("admin")).await;
    assert_eq!(
        (&kept.body["data"]["enabled"], &kept.body["data"]["timezone"]),
        (&json!(true), &json!("UTC"))
    );
    // A rename does not touch the items.
    let renamed = app.send(Method::PATCH, &path, &planner, Some(json!({"name": "Late nights"}))).await;
    assert_eq!(renamed.status, 200, "{}", renamed.body);
}

#[tokio::test]
async fn a_site_restricted_caller_manages_a_schedule_whose_items_it_all_sees() {
    let app = TestApp::spawn().await;
    let sites = setup(&app).await;
    let path = mixed_schedule(&app, &sites).await;
    let admin = app.a.key("admin");
    let items = app.get(format!("{path}/items"), &admin).await;
    let hidden =
        items.body["data"].as_array().unwrap().iter().find(|i| i["asset_id"] == sites.hidden.as_str());
    let hidden = format!("{path}/items/{}", hidden.unwrap()["id"].as_str().unwrap());
    assert_eq!(app.send(Method::DELETE, &hidden, &admin, None).await.status, 204);
    let planner = app.a.key("operator");
    let disabled = app.send(Method::PATCH, &path, &planner, Some(json!({"enabled": false}))).await;
    assert_eq!(disabled.status, 200, "{}", disabled.body);
    assert_eq!(app.send(Method::DELETE, &path, &planner, None).await.status, 204);
}

/// A member's list reads only what it may see, so no budget is spent on hidden assets; a cursor
/// page whose filter drops every entry it reads answers empty with a cursor at the last entry
/// read, one it was not shown. The cursor is opaque (encrypted), so it names nothing: not a
/// hidden asset's or a passed-over asset's id in either form, nor its name.
#[tokio::test]
async fn a_cursor_resuming_past_assets_it_did_not_show_reveals_nothing_about_them() {
    use base64::Engine;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use shared::domain::asset::Visibility;

    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let assigned = app.create_site(&owner, "Assigned").await;
    let hidden_site = app.create_site(&owner, "Hidden").await;
    // Named `Asset 00000`.., all sorting before the one visible asset, `Mine`.
    let mut hidden = app.seed_assets_with(&app.a, &hidden_site, 1_200, |_| Visibility::Site).await;
    // Ones it sees but the filter drops: more than one request may read.
    hidden.extend(app.seed_assets_with(&app.a, &assigned, 1_200, |_| Visibility::Site).await);
    let body = json!({"name": "Mine", "site_id": assigned, "capacity": 22, "visibility": "site"});
    let mine = app.send(Method::POST, "/v2/inventory-service/assets", &owner, Some(body)).await;
    assert_eq!(mine.status, 201, "{}", mine.body);
    let mine = mine.body["data"]["id"].as_str().unwrap().to_owned();
    let path = format!("/admin/members/{}", app.a.members["operator"].member_id);
    let reply = app.send(Method::PATCH, &path, &owner, Some(json!({"site_ids": [assigned]}))).await;
    assert_eq!(reply.status, 200, "{}", reply.body);

    let operator = app.a.token("operator");
    let base = "/v2/inventory-service/assets?sort=created_at&name=Mine&limit=10";
    let first = app.get(base, &operator).await;
    assert_eq!(first.status, 200, "{}", first.body);
    assert_eq!(first.body["data"], json!([]), "the budget ran out on assets the filter dropped");
    assert_eq!(first.body["pagination"]["has_next"], true);
    let cursor = first.body["pagination"]["next_cursor"].as_str().expect("a cursor").to_owned();

    let bytes = URL_SAFE_NO_PAD.decode(&cursor).expect("a cursor is base64url");
    let decoded = String::from_utf8_lossy(&bytes);
    // Words long enough that random ciphertext bytes do not spell them by chance (a bare "PK"
    // turns up in about one cursor in a few hundred): the key names as the plaintext JSON has them.
    for word in ["Asset", "asset", "ASSET#", "\"GSI", "\"PK\""] {
        assert!(!decoded.contains(word), "the cursor shows {word:?}: {decoded}");
    }
    for asset in &hidden {
        let legacy = asset.id.legacy();
        let base62 = legacy.split_once('_').map_or(legacy.clone(), |(_, b)| b.to_owned());
        for shown in [asset.id.uuid().to_string(), asset.id.uuid().simple().to_string(), base62] {
            assert!(!decoded.contains(&shown), "the cursor names asset {shown}");
        }
        // The name index keys names folded to lower case.
        for name in [asset.name.clone(), asset.name.to_lowercase()] {
            assert!(!decoded.contains(&name), "the cursor names asset {name}");
        }
    }

    // The cursor still resumes: the member reaches its one visible asset.
    let mut seen = Vec::new();
    let mut next = Some(cursor);
    while let Some(cursor) = next {
        let page = app.get(format!("{base}&cursor={cursor}"), &operator).await;
        assert_eq!(page.status, 200, "{}", page.body);
        seen.extend(ids(&page.body));
        next = page.body["pagination"]["next_cursor"].as_str().map(str::to_owned);
    }
    assert_eq!(seen, vec![mine]);
}
