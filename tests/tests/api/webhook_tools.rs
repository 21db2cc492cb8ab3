//! The tools around a webhook: a signed test event, a redelivery of a finished delivery (same
//! `webhook-id`), and a secret rotation whose old secret signs beside the new one during the
//! overlap, then no more. Deliveries here are driven by the test's own clock.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::TestApp;
use api_tests::receiver::Receiver;

use crate::webhooks::{WEBHOOKS, deliver, deliveries, now, subscribe};

fn path(webhook: &Value, tail: &str) -> String {
    format!("{WEBHOOKS}/{}{tail}", webhook["id"].as_str().unwrap())
}

#[tokio::test]
async fn a_test_event_is_signed_with_the_webhooks_secret_and_recorded() {
    let app = TestApp::spawn().await;
    let receiver = Receiver::start(&[]).await;
    let admin = app.a.key("admin");
    let webhook = subscribe(&app, &admin, &receiver.url, &["api.deprecation"], 80).await;
    let secret = webhook["secret"].as_str().unwrap();

    let sent = app.send(Method::POST, &path(&webhook, "/test"), &admin, None).await;
    assert_eq!(sent.status, 202, "{}", sent.body);
    assert_eq!(sent.body["data"]["event_type"], "webhook.test");
    assert_eq!(sent.body["data"]["status"], "pending");
    assert_eq!(deliver(&app, now()).await.delivered, 1);
    let received = receiver.received();
    assert_eq!(received.len(), 1);
    assert!(received[0].signed_with(secret), "verifiable with the webhook's secret");
    assert_eq!(received[0].id, sent.body["data"]["message_id"].as_str().unwrap());
    let body = received[0].json();
    assert_eq!(body["type"], "webhook.test");
    assert_eq!(body["data"]["webhook_id"], webhook["id"]);
    assert_eq!(body["data"]["organization_id"], webhook["organization_id"]);
    let recorded = deliveries(&app, &admin, &webhook).await;
    assert_eq!((recorded.len(), &recorded[0]["status"]), (1, &json!("delivered")));

    // A management action: not for viewers; another organization's webhook is refused as
    // every other resource of it is; an unknown one is 404.
    let viewer = app.send(Method::POST, &path(&webhook, "/test"), &app.a.key("viewer"), None).await;
    assert_eq!((viewer.status, viewer.code()), (403, "INSUFFICIENT_PERMISSIONS"));
    let other = app.send(Method::POST, &path(&webhook, "/test"), &app.b.key("owner"), None).await;
    assert_eq!((other.status, other.code()), (403, "FORBIDDEN"));
    let unknown = format!("{WEBHOOKS}/whk_0000000000000000000000/test");
    assert_eq!(app.send(Method::POST, &unknown, &admin, None).await.status, 404);

    let disabled =
        app.send(Method::PATCH, &path(&webhook, ""), &admin, Some(json!({"status": "disabled"}))).await;
    assert_eq!(disabled.status, 200, "{}", disabled.body);
    let refused = app.send(Method::POST, &path(&webhook, "/test"), &admin, None).await;
    assert_eq!((refused.status, refused.code()), (409, "CONFLICT"));
    assert_eq!(refused.body["error"]["details"]["reason"], "webhook_disabled");
    assert_eq!(deliver(&app, now()).await.delivered, 0, "nothing was queued");
}

#[tokio::test]
async fn a_finished_delivery_is_sent_again_with_its_webhook_id() {
    let app = TestApp::spawn().await;
    let receiver = Receiver::start(&[]).await;
    let admin = app.a.key("admin");
    let webhook = subscribe(&app, &admin, &receiver.url, &["api.deprecation"], 80).await;
    let sent = app.send(Method::POST, &path(&webhook, "/test"), &admin, None).await;
    let original = sent.body["data"]["id"].as_str().unwrap().to_owned();
    let redeliver = path(&webhook, &format!("/deliveries/{original}/redeliver"));

    let pending = app.send(Method::POST, &redeliver, &admin, None).await;
    assert_eq!((pending.status, pending.code()), (409, "CONFLICT"), "{}", pending.body);
    assert_eq!(pending.body["error"]["details"]["reason"], "delivery_pending");

    assert_eq!(deliver(&app, now()).await.delivered, 1);
    let again = app.send(Method::POST, &redeliver, &admin, None).await;
    assert_eq!(again.status, 202, "{}", again.body);
    assert_eq!(again.body["data"]["redelivery_of"], original);
    assert_ne!(again.body["data"]["id"], original);
    assert_eq!(again.body["data"]["message_id"], sent.body["data"]["message_id"]);
    assert_eq!(deliver(&app, now()).await.delivered, 1);
    let received = receiver.received();
    assert_eq!(received.len(), 2);
    assert_eq!(received[1].id, received[0].id, "the same webhook-id: a receiver that has it drops it");
    assert_eq!(received[1].body, received[0].body, "the same message");
    assert!(received[1].signed_with(webhook["secret"].as_str().unwrap()));
    assert_eq!(deliveries(&app, &admin, &webhook).await.len(), 2, "each sending recorded");

    // A delivery of another webhook is not this one's; an unknown delivery is 404 too.
    let second = subscribe(&app, &admin, &receiver.url, &["api.deprecation"], 80).await;
    let foreign = path(&second, &format!("/deliveries/{original}/redeliver"));
    let refused = app.send(Method::POST, &foreign, &admin, None).await;
    assert_eq!((refused.status, refused.code()), (404, "RESOURCE_NOT_FOUND"), "{}", refused.body);
    let unknown = path(&webhook, "/deliveries/dlv_0000000000000000000000/redeliver");
    assert_eq!(app.send(Method::POST, &unknown, &admin, None).await.status, 404);
    let viewer = app.send(Method::POST, &redeliver, &app.a.key("viewer"), None).await;
    assert_eq!(viewer.status, 403);
}

#[tokio::test]
async fn after_a_rotation_both_secrets_sign_during_the_overlap_then_only_the_new_one() {
    let app = TestApp::spawn().await;
    let receiver = Receiver::start(&[]).await;
    let admin = app.a.key("admin");
    let webhook = subscribe(&app, &admin, &receiver.url, &["api.deprecation"], 80).await;
    let first = webhook["secret"].as_str().unwrap().to_owned();
    let rotate = path(&webhook, "/secret");

    for bad in [json!({"overlap_seconds": -1}), json!({"overlap_seconds": 604_801}), json!({"nope": 1})] {
        let refused = app.send(Method::POST, &rotate, &admin, Some(bad.clone())).await;
        assert_eq!((refused.status, refused.code()), (422, "VALIDATION_ERROR"), "{bad}");
    }
    assert_eq!(app.send(Method::POST, &rotate, &app.a.key("viewer"), None).await.status, 403);

    let rotated = app.send(Method::POST, &rotate, &admin, Some(json!({"overlap_seconds": 3600}))).await;
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    assert_eq!(rotated.header("cache-control"), Some("no-store"));
    let second = rotated.body["data"]["secret"].as_str().unwrap().to_owned();
    assert!(second.starts_with("whsec_") && second != first);
    let until = rotated.body["data"]["previous_secret_expires_at"].as_i64().expect("v1: Unix seconds");
    assert!((until - now() / 1000 - 3600).abs() <= 60, "{until}");
    assert!(app.get(path(&webhook, ""), &admin).await.body["data"].get("secret").is_none());

    app.send(Method::POST, &path(&webhook, "/test"), &admin, None).await;
    let start = now();
    assert_eq!(deliver(&app, start).await.delivered, 1);
    let during = receiver.received().pop().unwrap();
    assert_eq!(during.signature.split(' ').count(), 2, "{}", during.signature);
    assert!(during.signed_with(&first) && during.signed_with(&second), "both verify during the overlap");

    app.send(Method::POST, &path(&webhook, "/test"), &admin, None).await;
    assert_eq!(deliver(&app, start + 3_601_000).await.delivered, 1);
    let after = receiver.received().pop().unwrap();
    assert!(after.signed_with(&second), "the new secret signs");
    assert!(!after.signed_with(&first), "the old one no more after the overlap");
    assert_eq!(after.signature.split(' ').count(), 1);

    // A second rotation keeps the secret it replaces, never the one before.
    let third = app.send(Method::POST, &rotate, &admin, None).await;
    assert_eq!(third.status, 200, "{}", third.body);
    let third = third.body["data"]["secret"].as_str().unwrap().to_owned();
    app.send(Method::POST, &path(&webhook, "/test"), &admin, None).await;
    assert_eq!(deliver(&app, now()).await.delivered, 1);
    let latest = receiver.received().pop().unwrap();
    assert!(latest.signed_with(&third) && latest.signed_with(&second) && !latest.signed_with(&first));
}

/// One webhook cannot fill the deliverer's shared queue by hand: at most one test event and
/// ten redeliveries of it are pending at a time; beyond that 409 until one finishes.
#[tokio::test]
async fn a_webhook_has_one_pending_test_and_ten_pending_redeliveries_at_most() {
    let app = TestApp::spawn().await;
    // The first attempt fails: the test event stays pending, waiting for its retry.
    let receiver = Receiver::start(&[500]).await;
    let admin = app.a.key("admin");
    let webhook = subscribe(&app, &admin, &receiver.url, &["api.deprecation"], 80).await;
    let test = path(&webhook, "/test");

    let first = app.send(Method::POST, &test, &admin, None).await;
    assert_eq!(first.status, 202, "{}", first.body);
    let second = app.send(Method::POST, &test, &admin, None).await;
    assert_eq!((second.status, second.code()), (409, "CONFLICT"), "{}", second.body);
    assert_eq!(second.body["error"]["details"]["reason"], "test_pending");
    assert_eq!(second.body["error"]["details"]["max_pending"], 1);
    let start = now();
    assert_eq!(deliver(&app, start).await.retrying, 1);
    let retrying = app.send(Method::POST, &test, &admin, None).await;
    assert_eq!(retrying.status, 409, "still pending while it retries: {}", retrying.body);
    assert_eq!(deliver(&app, start + 3_600_000).await.delivered, 1);
    let after = app.send(Method::POST, &test, &admin, None).await;
    assert_eq!(after.status, 202, "the test finished, another may start: {}", after.body);
    assert_eq!(deliver(&app, now()).await.delivered, 1);

    let original = first.body["data"]["id"].as_str().unwrap();
    let redeliver = path(&webhook, &format!("/deliveries/{original}/redeliver"));
    for n in 0..10 {
        let again = app.send(Method::POST, &redeliver, &admin, None).await;
        assert_eq!(again.status, 202, "redelivery {n}: {}", again.body);
    }
    let eleventh = app.send(Method::POST, &redeliver, &admin, None).await;
    assert_eq!((eleventh.status, eleventh.code()), (409, "CONFLICT"), "{}", eleventh.body);
    assert_eq!(eleventh.body["error"]["details"]["reason"], "too_many_redeliveries_pending");
    assert_eq!(eleventh.body["error"]["details"]["max_pending"], 10);
    // The bounds are per kind: the redeliveries leave the test's slot alone.
    let tested = app.send(Method::POST, &test, &admin, None).await;
    assert_eq!(tested.status, 202, "{}", tested.body);
    assert_eq!(deliver(&app, now()).await.delivered, 11);
    let again = app.send(Method::POST, &redeliver, &admin, None).await;
    assert_eq!(again.status, 202, "finished redeliveries no longer count: {}", again.body);
    let recorded = deliveries(&app, &admin, &webhook).await;
    assert_eq!(recorded.len(), 14, "two tests, a third, eleven redeliveries");
}

/// A rotated-out secret is not kept past its overlap: the first delivery after it ends
/// removes it from the webhook's stored item.
#[tokio::test]
async fn a_rotated_out_secret_is_forgotten_once_its_overlap_has_ended() {
    use aws_sdk_dynamodb::types::AttributeValue;
    let app = TestApp::spawn().await;
    let receiver = Receiver::start(&[]).await;
    let admin = app.a.key("admin");
    let webhook = subscribe(&app, &admin, &receiver.url, &["api.deprecation"], 80).await;
    let stored_previous = || async {
        let id = shared::ids::WebhookId::parse(webhook["id"].as_str().unwrap()).expect("webhook id");
        let store = &app.app.store;
        let read = store
            .client()
            .get_item()
            .table_name(store.table())
            .key("PK", AttributeValue::S(format!("WEBHOOK#{}", id.uuid())))
            .key("SK", AttributeValue::S("WEBHOOK".into()))
            .consistent_read(true)
            .send()
            .await
            .expect("the webhook's item");
        read.item.expect("stored").contains_key("previous_secret")
    };

    let rotated =
        app.send(Method::POST, &path(&webhook, "/secret"), &admin, Some(json!({"overlap_seconds": 0}))).await;
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    assert!(stored_previous().await, "kept until a delivery finds its overlap over");
    app.send(Method::POST, &path(&webhook, "/test"), &admin, None).await;
    assert_eq!(deliver(&app, now()).await.delivered, 1);
    let sent = receiver.received().pop().unwrap();
    assert!(sent.signed_with(rotated.body["data"]["secret"].as_str().unwrap()));
    assert!(!sent.signed_with(webhook["secret"].as_str().unwrap()), "the old one signs no more");
    assert!(!stored_previous().await, "and is no longer stored");
    let shown = app.get(path(&webhook, ""), &admin).await;
    assert_eq!(
        shown.body["data"]["previous_secret_expires_at"],
        rotated.body["data"]["previous_secret_expires_at"]
    );
}

/// Calls at the same moment cannot pass the bound together: of five concurrent test calls,
/// exactly one is queued.
#[tokio::test]
async fn concurrent_test_calls_queue_exactly_one() {
    let app = TestApp::spawn().await;
    let receiver = Receiver::start(&[]).await;
    let admin = app.a.key("admin");
    let webhook = subscribe(&app, &admin, &receiver.url, &["api.deprecation"], 80).await;
    let test = path(&webhook, "/test");
    let calls = (0..5).map(|_| app.send(Method::POST, &test, &admin, None));
    let replies = futures_util::future::join_all(calls).await;
    let queued = replies.iter().filter(|reply| reply.status == 202).count();
    assert_eq!(queued, 1, "{:?}", replies.iter().map(|r| &r.body).collect::<Vec<_>>());
    for refused in replies.iter().filter(|reply| reply.status != 202) {
        assert_eq!((refused.status, refused.code()), (409, "CONFLICT"), "{}", refused.body);
        let reason = refused.body["error"]["details"]["reason"].as_str().unwrap_or_default();
        assert!(["test_pending", "concurrent_modification"].contains(&reason), "{}", refused.body);
    }
    assert_eq!(deliveries(&app, &admin, &webhook).await.len(), 1);
}
