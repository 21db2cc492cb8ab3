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

#[tokio::test]
async fn a_custom_role_changes_at_its_etag_and_its_holders_get_the_new_permissions() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    app.custom_role(&app.a, "viewer", "asset-reader", &["read:assets"], &[]).await;
    let holder = app.a.key("viewer");
    assert_eq!(app.get("/inventory-service/sites", &holder).await.status, 403);

    let read = app.get("/admin/roles/asset-reader", &owner).await;
    let etag = read.header("etag").expect("a custom role carries an ETag").to_owned();
    let body = json!({"display_name": "Asset and site reader", "permissions": ["read:assets", "read:sites"]});
    let changed = app
        .send_with(
            Method::PATCH,
            "/admin/roles/asset-reader",
            &owner,
            Some(body.clone()),
            &[("if-match", &etag)],
        )
        .await;
    assert_eq!(changed.status, 200, "{}", changed.body);
    assert_eq!(changed.body["data"]["permissions"], json!(["read:sites", "read:assets"]));
    assert_eq!(changed.body["data"]["display_name"], "Asset and site reader");
    assert_ne!(changed.header("etag"), Some(etag.as_str()), "a change moves the revision on");
    assert_eq!(
        app.get("/inventory-service/sites", &holder).await.status,
        200,
        "the holder has read:sites now"
    );

    let stale = app
        .send_with(Method::PATCH, "/admin/roles/asset-reader", &owner, Some(body), &[("if-match", &etag)])
        .await;
    assert_eq!((stale.status, stale.code()), (409, "CONFLICT"), "{}", stale.body);
    assert_eq!(stale.body["error"]["details"]["reason"], "etag_mismatch");
}

#[tokio::test]
async fn a_role_change_names_no_field_but_its_label_and_permissions() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    assert_eq!(
        app.send(Method::POST, "/admin/roles", &owner, Some(role("lead", &["read:sites"]))).await.status,
        201
    );
    for body in [json!({}), json!({"name": "chief"}), json!({"permissions": ["read:nothing"]})] {
        let reply = app.send(Method::PATCH, "/admin/roles/lead", &owner, Some(body.clone())).await;
        assert_eq!(reply.status, 422, "{body}: {}", reply.body);
    }
    let builtin =
        app.send(Method::PATCH, "/admin/roles/viewer", &owner, Some(json!({"display_name": "x"}))).await;
    assert_eq!((builtin.status, builtin.code()), (409, "CONFLICT"));
    assert_eq!(builtin.body["error"]["details"]["reason"], "builtin_role");
    let other_org = app
        .send(Method::PATCH, "/admin/roles/lead", &app.b.key("owner"), Some(json!({"display_name": "x"})))
        .await;
    assert_eq!(other_org.status, 404, "another organization's role is unknown");
    assert_eq!(app.send(Method::DELETE, "/admin/roles/lead", &app.b.key("owner"), None).await.status, 404);
}

#[tokio::test]
async fn nobody_reshapes_or_deletes_a_role_above_them() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let admin = app.a.key("admin");
    let body = role("billing-clerk", &["read:sites", "admin:billing"]);
    assert_eq!(app.send(Method::POST, "/admin/roles", &owner, Some(body)).await.status, 201);
    let narrowed = app
        .send(
            Method::PATCH,
            "/admin/roles/billing-clerk",
            &admin,
            Some(json!({"permissions": ["read:sites"]})),
        )
        .await;
    assert_eq!((narrowed.status, narrowed.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{}", narrowed.body);
    let deleted = app.send(Method::DELETE, "/admin/roles/billing-clerk", &admin, None).await;
    assert_eq!((deleted.status, deleted.code()), (403, "INSUFFICIENT_PERMISSIONS"));

    assert_eq!(
        app.send(Method::POST, "/admin/roles", &admin, Some(role("lead", &["read:sites"]))).await.status,
        201
    );
    let widened = app
        .send(
            Method::PATCH,
            "/admin/roles/lead",
            &admin,
            Some(json!({"permissions": ["read:sites", "admin:billing"]})),
        )
        .await;
    assert_eq!((widened.status, widened.code()), (403, "INSUFFICIENT_PERMISSIONS"));
    assert_eq!(widened.body["error"]["details"]["required"], json!(["admin:billing"]));

    // Widening a role widens its holders: a credential without admin:members may not.
    let roles_only = app.token_for(&app.a, "owner", Some("admin:roles read:sites admin:billing"), 600);
    let widened = app
        .send(
            Method::PATCH,
            "/admin/roles/lead",
            &roles_only,
            Some(json!({"permissions": ["read:sites", "admin:billing"]})),
        )
        .await;
    assert_eq!((widened.status, widened.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{}", widened.body);
    assert_eq!(widened.body["error"]["details"]["required"], json!(["admin:members"]));
    let narrowed = app
        .send(Method::PATCH, "/admin/roles/lead", &roles_only, Some(json!({"display_name": "Lead"})))
        .await;
    assert_eq!(narrowed.status, 200, "a label is no widening: {}", narrowed.body);

    // A delegate limited to one site changes no role: its holders may see other sites.
    app.site_delegate(&app.a).await;
    let delegate = app.a.key("viewer");
    let reply =
        app.send(Method::PATCH, "/admin/roles/lead", &delegate, Some(json!({"display_name": "x"}))).await;
    assert_eq!((reply.status, reply.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", reply.body);
}

#[tokio::test]
async fn a_role_is_deleted_only_while_no_active_member_holds_it() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    app.custom_role(&app.a, "viewer", "lead", &["read:sites"], &[]).await;
    let held = app.send(Method::DELETE, "/admin/roles/lead", &owner, None).await;
    assert_eq!((held.status, held.code()), (409, "CONFLICT"), "{}", held.body);
    assert_eq!(held.body["error"]["details"]["reason"], "role_in_use");
    assert_eq!(held.body["error"]["details"]["holders"], 1);

    let path = format!("/admin/members/{}", app.a.members["viewer"].member_id);
    let moved = app.send(Method::PATCH, &path, &owner, Some(json!({"role": "viewer"}))).await;
    assert_eq!(moved.status, 200, "{}", moved.body);
    let deleted = app.send(Method::DELETE, "/admin/roles/lead", &owner, None).await;
    assert_eq!(deleted.status, 204, "{}", deleted.body);
    assert_eq!(app.get("/admin/roles/lead", &owner).await.status, 404);
    let given = app.send(Method::PATCH, &path, &owner, Some(json!({"role": "lead"}))).await;
    assert_eq!((given.status, given.code()), (422, "INVALID_VALUE"), "a deleted role is given to nobody");
    let again = app.send(Method::POST, "/admin/roles", &owner, Some(role("lead", &["read:assets"]))).await;
    assert_eq!(again.status, 201, "the name is free again: {}", again.body);
}

#[tokio::test]
async fn an_api_keys_service_identity_holds_its_role() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    assert_eq!(
        app.send(Method::POST, "/admin/roles", &owner, Some(role("sync", &["read:sites"]))).await.status,
        201
    );
    let body = json!({"name": "sync key", "service": {"name": "billing-sync", "role": "sync"}});
    let key = app.send(Method::POST, "/auth/api-keys", &owner, Some(body)).await;
    assert_eq!(key.status, 201, "{}", key.body);
    let held = app.send(Method::DELETE, "/admin/roles/sync", &owner, None).await;
    assert_eq!(
        (held.status, held.body["error"]["details"]["holders"].clone()),
        (409, json!(1)),
        "{}",
        held.body
    );
}

#[tokio::test]
async fn deleting_an_oauth_client_lets_its_role_go() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    assert_eq!(
        app.send(Method::POST, "/admin/roles", &owner, Some(role("robot", &["read:sites"]))).await.status,
        201
    );
    let body = json!({"name": "Robot", "role": "robot"});
    let client = app.send(Method::POST, "/auth/clients", &owner, Some(body)).await;
    assert_eq!(client.status, 201, "{}", client.body);
    let held = app.send(Method::DELETE, "/admin/roles/robot", &owner, None).await;
    assert_eq!(held.body["error"]["details"]["holders"], 1, "{}", held.body);
    let client_path = format!("/auth/clients/{}", client.body["data"]["client_id"].as_str().unwrap());
    assert_eq!(app.send(Method::DELETE, &client_path, &owner, None).await.status, 204);
    assert_eq!(app.send(Method::DELETE, "/admin/roles/robot", &owner, None).await.status, 204);
}

/// A role made before holders were counted carries neither `holders` nor `holders_counted`: its
/// deletion counts the holders from the member list once.
#[tokio::test]
async fn a_role_made_before_holders_were_counted_is_counted_at_its_deletion() {
    use aws_sdk_dynamodb::types::AttributeValue;
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    app.custom_role(&app.a, "viewer", "legacy", &["read:sites"], &[]).await;
    let store = &app.app.store;
    let key = |value: String| AttributeValue::S(value);
    store
        .client()
        .update_item()
        .table_name(store.table())
        .key("PK", key(format!("ORG#{}", app.a.org_id().uuid())))
        .key("SK", key("ROLE#legacy".into()))
        .update_expression("REMOVE holders, holders_counted, version")
        .send()
        .await
        .expect("the role made as before");

    let held = app.send(Method::DELETE, "/admin/roles/legacy", &owner, None).await;
    assert_eq!((held.status, held.code()), (409, "CONFLICT"), "{}", held.body);
    assert_eq!(held.body["error"]["details"]["holders"], 1, "counted from the member list");

    let path = format!("/admin/members/{}", app.a.members["viewer"].member_id);
    assert_eq!(app.send(Method::PATCH, &path, &owner, Some(json!({"role": "viewer"}))).await.status, 200);
    let deleted = app.send(Method::DELETE, "/admin/roles/legacy", &owner, None).await;
    assert_eq!(deleted.status, 204, "{}", deleted.body);
}

/// A holder count moved after its role is gone (a member of a role deleted under an older
/// count lets it go) leaves a bare count: no role, and no obstacle to a new role of the name.
#[tokio::test]
async fn a_bare_holder_count_is_no_role() {
    use aws_sdk_dynamodb::types::AttributeValue;
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    app.custom_role(&app.a, "viewer", "ghost", &["read:sites"], &[]).await;
    let store = &app.app.store;
    let key = |value: String| AttributeValue::S(value);
    store
        .client()
        .delete_item()
        .table_name(store.table())
        .key("PK", key(format!("ORG#{}", app.a.org_id().uuid())))
        .key("SK", key("ROLE#ghost".into()))
        .send()
        .await
        .expect("the role gone under its holder");
    let path = format!("/admin/members/{}", app.a.members["viewer"].member_id);
    assert_eq!(app.send(Method::PATCH, &path, &owner, Some(json!({"role": "viewer"}))).await.status, 200);

    let listed = app.get("/admin/roles", &owner).await;
    assert_eq!(listed.status, 200, "{}", listed.body);
    assert_eq!(listed.body["data"].as_array().unwrap().len(), 5, "only the built-in roles");
    assert_eq!(app.get("/admin/roles/ghost", &owner).await.status, 404);
    let again = app.send(Method::POST, "/admin/roles", &owner, Some(role("ghost", &["read:assets"]))).await;
    assert_eq!(again.status, 201, "{}", again.body);
}
