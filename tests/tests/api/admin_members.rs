//! /admin/members: listing, role changes with their guards, site assignments.

use reqwest::Method;
use serde_json::json;

use api_tests::TestApp;

fn member_path(app: &TestApp, role: &str) -> String {
    format!("/admin/members/{}", app.a.members[role].member_id)
}

#[tokio::test]
async fn members_list_with_offset_pagination_and_filters_on_role_and_status() {
    let app = TestApp::spawn().await;
    let all = app.get("/admin/members?limit=2", &app.a.key("admin")).await;
    assert_eq!(all.status, 200, "{}", all.body);
    assert_eq!(all.body["pagination"]["total"], 5);
    assert_eq!(all.body["pagination"]["total_pages"], 3);
    assert_eq!(all.body["data"].as_array().unwrap().len(), 2);
    assert_eq!(all.body["data"][0]["role"], "owner", "oldest first by default");

    let viewers = app.get("/admin/members?role=viewer", &app.a.key("owner")).await;
    assert_eq!(viewers.body["data"].as_array().unwrap().len(), 1);
    assert_eq!(viewers.body["data"][0]["id"], app.a.members["viewer"].member_id);
    assert_eq!(viewers.body["pagination"]["total"], 1);

    let active = app.get("/admin/members?status=active&role[in]=operator,viewer", &app.a.key("owner")).await;
    assert_eq!(active.body["data"].as_array().unwrap().len(), 2);
    let bad = app.get("/admin/members?status=sleeping", &app.a.key("owner")).await;
    assert_eq!(bad.status, 400, "{}", bad.body);
}

#[tokio::test]
async fn members_list_never_shows_another_organization() {
    let app = TestApp::spawn().await;
    let reply = app.get("/admin/members?limit=100", &app.b.key("owner")).await;
    let ids: Vec<_> = reply.body["data"].as_array().unwrap().iter().map(|m| m["id"].clone()).collect();
    for member in app.a.members.values() {
        assert!(!ids.contains(&json!(member.member_id)));
    }
}

#[tokio::test]
async fn admin_endpoints_need_an_organization_administrator() {
    let app = TestApp::spawn().await;
    for role in ["operator", "viewer", "service"] {
        let reply = app.get("/admin/members", &app.a.key(role)).await;
        assert_eq!((reply.status, reply.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{role}");
        let patch = app
            .send(
                Method::PATCH,
                &member_path(&app, "viewer"),
                &app.a.key(role),
                Some(json!({"role": "operator"})),
            )
            .await;
        assert_eq!(patch.status, 403, "{role}");
    }
}

#[tokio::test]
async fn an_admin_changes_a_members_role_and_it_applies_on_the_next_request() {
    let app = TestApp::spawn().await;
    let viewer = app.a.key("viewer");
    let before =
        app.send(Method::POST, "/inventory-service/sites", &viewer, Some(json!({"name": "X"}))).await;
    assert_eq!(before.status, 403);

    let reply = app
        .send(
            Method::PATCH,
            &member_path(&app, "viewer"),
            &app.a.key("admin"),
            Some(json!({"role": "operator"})),
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["role"], "operator");

    let after = app.send(Method::POST, "/inventory-service/sites", &viewer, Some(json!({"name": "X"}))).await;
    assert_eq!(after.status, 201, "the API key now carries the new role: {}", after.body);
    let token = app.get("/auth/permissions", &app.a.token("viewer")).await;
    assert_eq!(token.body["data"]["roles"][0], "operator", "tokens use the current role too");
}

#[tokio::test]
async fn an_admin_cannot_make_an_owner_or_touch_one() {
    let app = TestApp::spawn().await;
    let admin = app.a.key("admin");
    let promote =
        app.send(Method::PATCH, &member_path(&app, "viewer"), &admin, Some(json!({"role": "owner"}))).await;
    assert_eq!((promote.status, promote.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{}", promote.body);
    assert_eq!(promote.body["error"]["details"]["required"], json!(["admin:billing"]));
    let demote =
        app.send(Method::PATCH, &member_path(&app, "owner"), &admin, Some(json!({"role": "viewer"}))).await;
    assert_eq!(demote.status, 403, "{}", demote.body);
    let self_promote =
        app.send(Method::PATCH, &member_path(&app, "admin"), &admin, Some(json!({"role": "owner"}))).await;
    assert_eq!(self_promote.status, 403);
    let viewer = app.get(member_path(&app, "viewer"), &admin).await;
    assert_eq!(viewer.body["data"]["role"], "viewer", "nothing changed");
}

#[tokio::test]
async fn the_last_owner_cannot_be_demoted() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let reply =
        app.send(Method::PATCH, &member_path(&app, "owner"), &owner, Some(json!({"role": "admin"}))).await;
    assert_eq!((reply.status, reply.code()), (409, "CONFLICT"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], "last_owner");

    // With a second owner, one of them may step down.
    let promote =
        app.send(Method::PATCH, &member_path(&app, "admin"), &owner, Some(json!({"role": "owner"}))).await;
    assert_eq!(promote.status, 200, "{}", promote.body);
    let step_down =
        app.send(Method::PATCH, &member_path(&app, "owner"), &owner, Some(json!({"role": "admin"}))).await;
    assert_eq!(step_down.status, 200, "{}", step_down.body);
}

#[tokio::test]
async fn two_owners_demoting_each_other_at_once_leave_one_owner() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let promote =
        app.send(Method::PATCH, &member_path(&app, "admin"), &owner, Some(json!({"role": "owner"}))).await;
    assert_eq!(promote.status, 200);
    let (admin_path, owner_path, admin) =
        (member_path(&app, "admin"), member_path(&app, "owner"), app.a.key("admin"));
    let first = app.send(Method::PATCH, &admin_path, &owner, Some(json!({"role": "admin"})));
    let second = app.send(Method::PATCH, &owner_path, &admin, Some(json!({"role": "admin"})));
    let (first, second) = tokio::join!(first, second);
    let statuses = [first.status, second.status];
    // The loser is refused by the owner guard (409) or, if the winner landed before its
    // request was checked, because it no longer outranks an owner (403).
    assert_eq!(statuses.iter().filter(|s| **s == 200).count(), 1, "{statuses:?}");
    let owners = app.get("/admin/members?role=owner", &app.a.key("admin")).await;
    assert_eq!(owners.body["pagination"]["total"], 1, "{}", owners.body);
}

#[tokio::test]
async fn an_unknown_role_is_422_invalid_value() {
    let app = TestApp::spawn().await;
    for role in ["wizard", "Not A Name"] {
        let reply = app
            .send(
                Method::PATCH,
                &member_path(&app, "viewer"),
                &app.a.key("owner"),
                Some(json!({"role": role})),
            )
            .await;
        assert_eq!((reply.status, reply.code()), (422, "INVALID_VALUE"), "{role}: {}", reply.body);
        assert_eq!(reply.body["error"]["details"]["field"], "role");
    }
}

#[tokio::test]
async fn site_assignments_must_name_live_sites_of_the_organization() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let foreign = app.create_site(&app.b.key("owner"), "Elsewhere").await;
    let ok = app
        .send(Method::PATCH, &member_path(&app, "operator"), &owner, Some(json!({"site_ids": [site, site]})))
        .await;
    assert_eq!(ok.status, 200, "{}", ok.body);
    assert_eq!(ok.body["data"]["site_ids"], json!([site]), "duplicates collapse");

    let bad = app
        .send(
            Method::PATCH,
            &member_path(&app, "operator"),
            &owner,
            Some(json!({"site_ids": [site, foreign]})),
        )
        .await;
    assert_eq!((bad.status, bad.code()), (422, "INVALID_VALUE"), "{}", bad.body);
    assert_eq!(bad.body["error"]["details"]["invalid"], json!([foreign]));
    let kept = app.get(member_path(&app, "operator"), &owner).await;
    assert_eq!(kept.body["data"]["site_ids"], json!([site]), "nothing written");
}

#[tokio::test]
async fn another_organizations_member_is_403_and_an_unknown_one_404() {
    let app = TestApp::spawn().await;
    let path = member_path(&app, "viewer");
    let reply = app.send(Method::PATCH, &path, &app.b.key("owner"), Some(json!({"role": "operator"}))).await;
    assert_eq!((reply.status, reply.code()), (403, "FORBIDDEN"));
    assert_eq!(reply.body["error"]["details"]["reason"], "belongs_to_different_organization");
    let unknown = app.get("/admin/members/mbr_00000000000000000000000000", &app.a.key("owner")).await;
    assert_eq!(unknown.status, 404);
}

fn sees_more_than_the_caller(reply: &api_tests::Reply) {
    assert_eq!((reply.status, reply.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["resource_type"], "member");
    assert_eq!(reply.body["error"]["details"]["reason"], "member_sees_sites_you_are_not_assigned_to");
}

#[tokio::test]
async fn a_site_restricted_delegate_cannot_demote_an_admin() {
    let app = TestApp::spawn().await;
    app.site_delegate(&app.a).await;
    let path = member_path(&app, "admin");
    let reply = app.send(Method::PATCH, &path, &app.a.key("viewer"), Some(json!({"role": "viewer"}))).await;
    sees_more_than_the_caller(&reply);
    assert_eq!(app.get(&path, &app.a.key("owner")).await.body["data"]["role"], "admin");
}

#[tokio::test]
async fn a_site_restricted_delegate_cannot_re_site_an_admin() {
    let app = TestApp::spawn().await;
    let site = app.site_delegate(&app.a).await;
    let path = member_path(&app, "admin");
    let reply = app.send(Method::PATCH, &path, &app.a.key("viewer"), Some(json!({"site_ids": [site]}))).await;
    sees_more_than_the_caller(&reply);
    assert_eq!(app.get(&path, &app.a.key("owner")).await.body["data"]["site_ids"], json!([]));
}

#[tokio::test]
async fn a_site_restricted_delegate_cannot_manage_a_member_assigned_beyond_its_sites() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.site_delegate(&app.a).await;
    let elsewhere = app.create_site(&owner, "Elsewhere").await;
    let path = member_path(&app, "operator");
    let both = json!({"site_ids": [site, elsewhere]});
    assert_eq!(app.send(Method::PATCH, &path, &owner, Some(both.clone())).await.status, 200);
    let delegate = app.a.key("viewer");
    for change in [json!({"site_ids": [site]}), json!({"role": "viewer"})] {
        let reply = app.send(Method::PATCH, &path, &delegate, Some(change.clone())).await;
        sees_more_than_the_caller(&reply);
    }
    let kept = app.get(&path, &owner).await;
    assert_eq!(
        (&kept.body["data"]["role"], &kept.body["data"]["site_ids"]),
        (&json!("operator"), &both["site_ids"])
    );
}

#[tokio::test]
async fn a_site_restricted_delegate_manages_members_within_its_sites() {
    let app = TestApp::spawn().await;
    let site = app.site_delegate(&app.a).await;
    let path = member_path(&app, "operator");
    let delegate = app.a.key("viewer");
    let assigned = app.send(Method::PATCH, &path, &delegate, Some(json!({"site_ids": [site]}))).await;
    assert_eq!(assigned.status, 200, "{}", assigned.body);
    let demoted = app.send(Method::PATCH, &path, &delegate, Some(json!({"role": "viewer"}))).await;
    assert_eq!(demoted.status, 200, "{}", demoted.body);
}
