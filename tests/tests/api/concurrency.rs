//! Concurrent writes never lose one: parallel creates, updates of different fields, and moves
//! between sites all leave exact counts and every change in place.

use api_tests::TestApp;
use futures_util::future::join_all;
use reqwest::Method;
use serde_json::json;

const ASSETS: &str = "/inventory-service/assets";

#[tokio::test]
async fn parallel_creates_at_one_site_are_all_counted() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let creates = (0..12).map(|i| {
        app.send(
            Method::POST,
            ASSETS,
            &owner,
            Some(json!({"name": format!("C{i}"), "site_id": site, "capacity": i})),
        )
    });
    let replies = join_all(creates).await;
    assert!(
        replies.iter().all(|r| r.status == 201),
        "{:?}",
        replies.iter().map(|r| r.status).collect::<Vec<_>>()
    );
    let list = app.get(format!("{ASSETS}?limit=100"), &owner).await;
    assert_eq!(list.body["pagination"]["total"], 12);
    assert_eq!(list.body["data"].as_array().unwrap().len(), 12);
    let blocked = app.send(Method::DELETE, &format!("/inventory-service/sites/{site}"), &owner, None).await;
    assert_eq!(blocked.body["error"]["details"]["asset_count"], 12);
}

#[tokio::test]
async fn parallel_updates_of_different_fields_all_land() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 11.0).await;
    let path = format!("{ASSETS}/{}", asset["id"].as_str().unwrap());
    let bodies = [
        json!({"name": "Renamed"}),
        json!({"capacity": 300}),
        json!({"visibility": "site"}),
        json!({"status": "maintenance"}),
    ];
    let replies =
        join_all(bodies.iter().map(|b| app.send(Method::PATCH, &path, &owner, Some(b.clone())))).await;
    assert!(replies.iter().all(|r| r.status == 200));
    let stored = app.get(&path, &owner).await;
    let data = &stored.body["data"];
    assert_eq!((data["name"].as_str(), data["capacity"].as_i64()), (Some("Renamed"), Some(300)));
    assert_eq!((data["visibility"].as_str(), data["status"].as_str()), (Some("site"), Some("maintenance")));
    assert_eq!(stored.header("etag"), Some("\"5\""), "one revision per write");
}

#[tokio::test]
async fn parallel_moves_between_sites_keep_both_counts_exact() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let left = app.create_site(&owner, "Left").await;
    let right = app.create_site(&owner, "Right").await;
    let mut ids = Vec::new();
    for i in 0..6 {
        ids.push(
            app.create_asset(&owner, &left, &format!("C{i}"), 1.0).await["id"].as_str().unwrap().to_owned(),
        );
    }
    // Every asset is sent both ways at once: whichever lands last decides, counts must follow.
    let paths: Vec<(String, &String)> =
        ids.iter().flat_map(|id| [&right, &left].map(|site| (format!("{ASSETS}/{id}"), site))).collect();
    let moves = paths
        .iter()
        .map(|(path, site)| app.send(Method::PATCH, path, &owner, Some(json!({"site_id": site}))));
    let replies = join_all(moves).await;
    assert!(
        replies.iter().all(|r| r.status == 200),
        "{:?}",
        replies.iter().map(|r| (r.status, r.body.to_string())).collect::<Vec<_>>()
    );
    let mut counts = Vec::new();
    for site in [&left, &right] {
        let reply = app.get(format!("{ASSETS}?site_id={site}&limit=100"), &owner).await;
        counts.push(reply.body["pagination"]["total"].as_i64().unwrap());
    }
    let (on_left, on_right) = (counts[0], counts[1]);
    assert_eq!(on_left + on_right, 6);
    for (site, expected) in [(&left, on_left), (&right, on_right)] {
        let reply = app.send(Method::DELETE, &format!("/inventory-service/sites/{site}"), &owner, None).await;
        if expected == 0 {
            assert_eq!(reply.status, 204);
        } else {
            assert_eq!(reply.body["error"]["details"]["asset_count"], expected, "{site}");
        }
    }
}
