//! /admin/roles: custom roles, their guards, and members holding them.

use reqwest::Method;
use serde_json::json;

use api_tests::TestApp;

fn role(name: &str, permissions: &[&str]) -> serde_json::Value {
    json!({"name": name, "display_name": "Site lead", "permissions": permissions})
}

#[tokio::test]
async fn roles_list_the_built_in_hierarchy_then_custom_roles() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let created = app
        .send(Method::POST, "/admin/roles", &owner, Some(role("site-lead", &["read:sites", "read:assets"])))
        .await;
    assert_eq!(created.status, 201, "{}", created.body);
    assert_eq!(created.header("location"), Some("/admin/roles/site-lead"));
    let reply = app.get("/admin/roles", &owner).await;
    let names: Vec<_> = reply.body["data"].as_array().unwrap().iter().map(|r| r["name"].clone()).collect();
    assert_eq!(
        names,
        [
            json!("owner"),
            json!("admin"),
            json!("operator"),
            json!("viewer"),
            json!("service"),
            json!("site-lead")
        ]
    );
    let operator = &reply.body["data"][2];
    assert_eq!(operator["inherits"], json!(["viewer"]));
    assert_eq!(
        operator["permissions"],
        json!([
            "read:sites",
            "write:sites",
            "read:assets",
            "write:assets",
            "read:schedules",
            "write:schedules",
            "read:sessions",
            "read:events"
        ])
    );
    let one = app.get("/admin/roles/site-lead", &owner).await;
    assert_eq!(one.body["data"]["permissions"], json!(["read:sites", "read:assets"]));
    let other_org = app.get("/admin/roles/site-lead", &app.b.key("owner")).await;
    assert_eq!(other_org.status, 404, "roles are per organization");
}

#[tokio::test]
async fn role_names_are_unique_machine_names_and_built_in_names_are_reserved() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    assert_eq!(
        app.send(Method::POST, "/admin/roles", &owner, Some(role("lead", &["read:sites"]))).await.status,
        201
    );
    let again = app.send(Method::POST, "/admin/roles", &owner, Some(role("lead", &["read:assets"]))).await;
    assert_eq!((again.status, again.code()), (409, "ALREADY_EXISTS"));
    let builtin = app.send(Method::POST, "/admin/roles", &owner, Some(role("admin", &["read:sites"]))).await;
    assert_eq!((builtin.status, builtin.code()), (409, "ALREADY_EXISTS"));
    for bad in ["Site Lead", "9lives", "", "ü"] {
        let reply = app.send(Method::POST, "/admin/roles", &owner, Some(role(bad, &["read:sites"]))).await;
        assert_eq!((reply.status, reply.code()), (422, "VALIDATION_ERROR"), "{bad:?}");
        assert!(reply.body["error"]["details"]["fields"]["name"].is_array());
    }
    let other_org = app
        .send(Method::POST, "/admin/roles", &app.b.key("owner"), Some(role("lead", &["read:sites"])))
        .await;
    assert_eq!(other_org.status, 201, "unique per organization, not globally");
}

#[tokio::test]
async fn unknown_permissions_are_422_listing_each_one() {
    let app = TestApp::spawn().await;
    let body = role("lead", &["read:sites", "fly:kites", "write:everything"]);
    let reply = app.send(Method::POST, "/admin/roles", &app.a.key("owner"), Some(body)).await;
    assert_eq!((reply.status, reply.code()), (422, "INVALID_VALUE"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["invalid"], json!(["fly:kites", "write:everything"]));
    assert_eq!(app.get("/admin/roles/lead", &app.a.key("owner")).await.status, 404);
}

#[tokio::test]
async fn a_creator_cannot_put_a_permission_it_lacks_into_a_role() {
    let app = TestApp::spawn().await;
    let body = role("billing-clerk", &["read:sites", "admin:billing"]);
    let reply = app.send(Method::POST, "/admin/roles", &app.a.key("admin"), Some(body)).await;
    assert_eq!((reply.status, reply.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["required"], json!(["admin:billing"]));
    // A token scoped below the role is held to its scopes too.
    let scoped = app.token_for(&app.a, "owner", Some("admin:roles read:sites"), 600);
    let reply = app
        .send(Method::POST, "/admin/roles", &scoped, Some(role("lead", &["read:sites", "write:sites"])))
        .await;
    assert_eq!(reply.status, 403);
    assert_eq!(reply.body["error"]["details"]["required"], json!(["write:sites"]));
}

#[tokio::test]
async fn a_member_given_a_custom_role_gets_exactly_its_permissions() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let body = role("asset-reader", &["read:assets", "write:assets"]);
    assert_eq!(app.send(Method::POST, "/admin/roles", &owner, Some(body)).await.status, 201);
    let path = format!("/admin/members/{}", app.a.members["viewer"].member_id);
    let assigned = app.send(Method::PATCH, &path, &owner, Some(json!({"role": "asset-reader"}))).await;
    assert_eq!(assigned.status, 200, "{}", assigned.body);

    let member = app.a.key("viewer");
    let permissions = app.get("/auth/permissions", &member).await;
    assert_eq!(permissions.body["data"]["roles"], json!(["asset-reader"]));
    assert_eq!(permissions.body["data"]["permissions"], json!(["read:assets", "write:assets"]));
    assert_eq!(app.get("/inventory-service/assets", &member).await.status, 200);
    let sites = app.get("/inventory-service/sites", &member).await;
    assert_eq!(
        (sites.status, sites.code()),
        (403, "INSUFFICIENT_PERMISSIONS"),
        "read:sites is not in the role"
    );
}

#[tokio::test]
async fn an_organization_has_at_most_a_hundred_custom_roles_so_listing_them_is_one_bounded_read() {
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let owner = app.a.key("owner");
    let create = |i: usize| {
        let owner = owner.clone();
        let app = &app;
        async move {
            app.send(Method::POST, "/admin/roles", &owner, Some(role(&format!("r{i}"), &["read:sites"])))
                .await
        }
    };
    for chunk in (0..100).collect::<Vec<_>>().chunks(10) {
        for reply in futures_util::future::join_all(chunk.iter().map(|i| create(*i))).await {
            assert_eq!(reply.status, 201, "{}", reply.body);
        }
    }
    let over = create(100).await;
    assert_eq!((over.status, over.code()), (409, "CONFLICT"), "{}", over.body);
    assert_eq!(over.body["error"]["details"], json!({"reason": "role_limit", "max_roles": 100}));
    let listed = app.get("/admin/roles", &owner).await;
    assert_eq!(
        listed.body["data"].as_array().unwrap().len(),
        105,
        "five built-in roles and a hundred custom ones"
    );
}
