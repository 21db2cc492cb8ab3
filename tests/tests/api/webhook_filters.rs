//! What a subscription receives: event families with `*`, and only events at the sites and of
//! the assets it names; another site's events never reach it.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::receiver::Receiver;
use api_tests::{Cred, TestApp};

use crate::webhooks::{WEBHOOKS, deliver, now};

async fn subscribe_with(app: &TestApp, cred: &Cred, body: Value) -> Value {
    let reply = app.send(Method::POST, WEBHOOKS, cred, Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body["data"].clone()
}

/// The `session_started` deliveries of a webhook.
async fn starts(app: &TestApp, cred: &Cred, webhook: &Value) -> Vec<Value> {
    let path =
        format!("{WEBHOOKS}/{}/deliveries?event_type=session_started", webhook["id"].as_str().unwrap());
    let reply = app.get(&path, cred).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().clone()
}

#[tokio::test]
async fn subscriptions_filter_by_event_family_site_and_asset() {
    let app = TestApp::spawn().await;
    let receiver = Receiver::start(&[]).await;
    let owner = app.a.key("owner");
    let depot = app.create_site(&owner, "Depot").await;
    let yard = app.create_site(&owner, "Yard").await;
    let first = app.create_asset(&owner, &depot, "Charger 1", 22.0).await;
    let second = app.create_asset(&owner, &depot, "Charger 2", 22.0).await;
    let elsewhere = app.create_asset(&owner, &yard, "Charger 3", 22.0).await;

    let every = subscribe_with(&app, &owner, json!({"url": receiver.url, "events": ["*"]})).await;
    let at_depot = subscribe_with(
        &app,
        &owner,
        json!({"url": receiver.url, "events": ["session_*"], "site_ids": [depot, depot]}),
    )
    .await;
    assert_eq!(at_depot["site_ids"], json!([depot]), "without repeats");
    assert_eq!(at_depot["asset_ids"], json!([]));
    let of_second = subscribe_with(
        &app,
        &owner,
        json!({"url": receiver.url, "events": ["session_started"], "asset_ids": [second["id"]]}),
    )
    .await;
    let both = subscribe_with(
        &app,
        &owner,
        json!({"url": receiver.url, "events": ["*"], "site_ids": [yard], "asset_ids": [second["id"]]}),
    )
    .await;

    for asset in [&first, &second, &elsewhere] {
        let body = json!({"asset_id": asset["id"]});
        let started = app.send(Method::POST, "/asset-controls/sessions", &owner, Some(body)).await;
        assert_eq!(started.status, 201, "{}", started.body);
    }
    let assets_of = |list: Vec<Value>| {
        let mut ids: Vec<String> =
            list.iter().map(|d| d["payload"]["data"]["asset_id"].as_str().unwrap().to_owned()).collect();
        ids.sort();
        ids
    };
    let sorted = |mut ids: Vec<String>| {
        ids.sort();
        ids
    };
    let id = |asset: &Value| asset["id"].as_str().unwrap().to_owned();
    assert_eq!(
        assets_of(starts(&app, &owner, &every).await),
        sorted(vec![id(&first), id(&second), id(&elsewhere)])
    );
    assert_eq!(
        assets_of(starts(&app, &owner, &at_depot).await),
        sorted(vec![id(&first), id(&second)]),
        "never the yard's"
    );
    assert_eq!(assets_of(starts(&app, &owner, &of_second).await), vec![id(&second)]);
    assert!(starts(&app, &owner, &both).await.is_empty(), "the second charger is not at the yard");

    let delivered = deliver(&app, now()).await;
    assert_eq!(delivered.delivered, receiver.received().len());
    let yard_sessions = receiver
        .received()
        .iter()
        .filter(|r| r.json()["data"]["site_id"] == json!(yard))
        .map(|r| r.id.clone())
        .collect::<Vec<_>>();
    assert_eq!(yard_sessions.len(), 1, "the yard's session went to the unfiltered webhook only");

    // Clearing the site filter widens the subscription again.
    let path = format!("{WEBHOOKS}/{}", at_depot["id"].as_str().unwrap());
    let cleared = app.send(Method::PATCH, &path, &owner, Some(json!({"site_ids": []}))).await;
    assert_eq!((cleared.status, &cleared.body["data"]["site_ids"]), (200, &json!([])), "{}", cleared.body);
    let another = app.create_asset(&owner, &yard, "Charger 4", 22.0).await;
    let body = json!({"asset_id": another["id"]});
    let started = app.send(Method::POST, "/asset-controls/sessions", &owner, Some(body)).await;
    assert_eq!(started.status, 201, "{}", started.body);
    let widened = assets_of(starts(&app, &owner, &at_depot).await);
    assert_eq!(widened, sorted(vec![id(&first), id(&second), id(&another)]));
}

#[tokio::test]
async fn unknown_families_and_malformed_ids_are_refused() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let url = "http://127.0.0.1:9/h";
    let bad = app
        .send(Method::POST, WEBHOOKS, &owner, Some(json!({"url": url, "events": ["stat*", "user.*", "*"]})))
        .await;
    assert_eq!((bad.status, bad.code()), (422, "INVALID_VALUE"));
    assert_eq!(bad.body["error"]["details"]["invalid"], json!(["stat*", "user.*"]));
    for (field, value) in [
        ("site_ids", json!(["nope"])),
        ("asset_ids", json!("ast_x")),
        ("site_ids", json!(vec!["sit_0000000000000000000000"; 101])),
    ] {
        let body = json!({"url": url, "events": ["*"], field: value});
        let refused = app.send(Method::POST, WEBHOOKS, &owner, Some(body)).await;
        assert_eq!((refused.status, refused.code()), (422, "VALIDATION_ERROR"), "{field}: {}", refused.body);
        assert!(refused.body["error"]["details"]["fields"].get(field).is_some(), "{}", refused.body);
    }
}

#[tokio::test]
async fn a_caller_assigned_to_sites_subscribes_only_to_its_sites() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let own = app.site_delegate(&app.a).await;
    let delegate = app.a.key("viewer");
    let elsewhere = app.create_site(&owner, "Elsewhere").await;
    let url = "http://127.0.0.1:9/h";
    let reason =
        |reply: &api_tests::Reply| reply.body["error"]["details"]["reason"].as_str().map(str::to_owned);

    let everywhere =
        app.send(Method::POST, WEBHOOKS, &delegate, Some(json!({"url": url, "events": ["*"]}))).await;
    assert_eq!(
        (everywhere.status, everywhere.code()),
        (403, "RESOURCE_ACCESS_DENIED"),
        "{}",
        everywhere.body
    );
    assert_eq!(reason(&everywhere).as_deref(), Some("grants_sites_you_are_not_assigned_to"));
    let body = json!({"url": url, "events": ["*"], "site_ids": [own, elsewhere]});
    let beyond = app.send(Method::POST, WEBHOOKS, &delegate, Some(body)).await;
    assert_eq!((beyond.status, reason(&beyond).as_deref()), (403, Some("not_assigned_to_site")));
    let mine = subscribe_with(&app, &delegate, json!({"url": url, "events": ["*"], "site_ids": [own]})).await;
    let mine_path = format!("{WEBHOOKS}/{}", mine["id"].as_str().unwrap());
    let widened = app.send(Method::PATCH, &mine_path, &delegate, Some(json!({"site_ids": []}))).await;
    assert_eq!(widened.status, 403, "{}", widened.body);

    // The organization's webhook, made by the owner: the delegate neither changes nor takes it.
    let theirs = subscribe_with(&app, &owner, json!({"url": url, "events": ["*"]})).await;
    let theirs_path = format!("{WEBHOOKS}/{}", theirs["id"].as_str().unwrap());
    let described =
        app.send(Method::PATCH, &theirs_path, &delegate, Some(json!({"description": "noted"}))).await;
    assert_eq!(described.status, 403, "{}", described.body);
    let repointed =
        app.send(Method::PATCH, &theirs_path, &delegate, Some(json!({"url": "http://127.0.0.1:9/x"}))).await;
    assert_eq!(repointed.status, 403, "{}", repointed.body);
    let rotated = app.send(Method::POST, &format!("{theirs_path}/secret"), &delegate, None).await;
    assert_eq!(rotated.status, 403, "{}", rotated.body);
    let own_rotation = app.send(Method::POST, &format!("{mine_path}/secret"), &delegate, None).await;
    assert_eq!(own_rotation.status, 200, "{}", own_rotation.body);
}

/// A caller assigned to sites reaches only webhooks confined to its sites: an
/// organization-wide one (or one at other sites) would show it events and delivered payloads
/// from sites it is not assigned to, and let it send to an endpoint it could not set up.
#[tokio::test]
async fn a_caller_assigned_to_sites_reaches_no_webhook_beyond_them() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let own = app.site_delegate(&app.a).await;
    let delegate = app.a.key("viewer");
    let elsewhere = app.create_site(&owner, "Elsewhere").await;
    let receiver = api_tests::receiver::Receiver::start(&[]).await;
    let everywhere =
        subscribe_with(&app, &owner, json!({"url": receiver.url, "events": ["api.deprecation"]})).await;
    let body = json!({"url": receiver.url, "events": ["*"], "site_ids": [elsewhere]});
    let other_site = subscribe_with(&app, &owner, body).await;
    let body = json!({"url": receiver.url, "events": ["*"], "site_ids": [own]});
    let confined = subscribe_with(&app, &owner, body).await;

    // A delivery of the organization-wide webhook, finished, so that it could be redelivered.
    let at = |webhook: &Value| format!("{WEBHOOKS}/{}", webhook["id"].as_str().unwrap());
    let sent = app.send(Method::POST, &format!("{}/test", at(&everywhere)), &owner, None).await;
    assert_eq!(sent.status, 202, "{}", sent.body);
    assert_eq!(crate::webhooks::deliver(&app, crate::webhooks::now()).await.delivered, 1);
    let delivery = sent.body["data"]["id"].as_str().unwrap();

    for webhook in [&everywhere, &other_site] {
        let path = at(webhook);
        let redeliver = format!("{path}/deliveries/{delivery}/redeliver");
        let calls = [
            (Method::GET, path.clone(), None),
            (Method::PATCH, path.clone(), Some(json!({"status": "disabled"}))),
            (Method::DELETE, path.clone(), None),
            (Method::GET, format!("{path}/deliveries"), None),
            (Method::POST, format!("{path}/test"), None),
            (Method::POST, redeliver, None),
            (Method::POST, format!("{path}/secret"), None),
        ];
        for (method, path, body) in calls {
            let refused = app.send(method.clone(), &path, &delegate, body).await;
            assert_eq!(
                (refused.status, refused.code()),
                (403, "RESOURCE_ACCESS_DENIED"),
                "{method} {path}: {}",
                refused.body
            );
            let reason = refused.body["error"]["details"]["reason"].as_str().unwrap_or_default();
            assert!(
                ["grants_sites_you_are_not_assigned_to", "not_assigned_to_site"].contains(&reason),
                "{method} {path}: {}",
                refused.body
            );
        }
    }
    let deliveries = app.get(format!("{}/deliveries", at(&everywhere)), &owner).await;
    assert_eq!(deliveries.body["data"].as_array().map(Vec::len), Some(1), "nothing sent by the delegate");

    // The list shows it only that one; the owner sees all three.
    let ids = |reply: &api_tests::Reply| -> Vec<Value> {
        reply.body["data"].as_array().unwrap().iter().map(|w| w["id"].clone()).collect()
    };
    let listed = app.get(WEBHOOKS, &delegate).await;
    assert_eq!(listed.status, 200, "{}", listed.body);
    assert_eq!(ids(&listed), vec![confined["id"].clone()], "no webhook beyond its sites in the list");
    assert_eq!(ids(&app.get(WEBHOOKS, &owner).await).len(), 3);

    // Its own sites' webhook, made by someone else, it reaches.
    let path = at(&confined);
    assert_eq!(app.get(path.clone(), &delegate).await.status, 200);
    assert_eq!(app.get(format!("{path}/deliveries"), &delegate).await.status, 200);
    let tested = app.send(Method::POST, &format!("{path}/test"), &delegate, None).await;
    assert_eq!(tested.status, 202, "{}", tested.body);
}
