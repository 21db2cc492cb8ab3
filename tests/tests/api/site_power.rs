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
    let owner = app.a.key("operator");
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
