//! /webhooks: subscriptions under admin:webhooks, events emitted by rate limits and the
//! version lifecycle, and deliveries to a real receiver on loopback: signed with the
//! Standard Webhooks headers, retried with backoff, every attempt recorded, 410 disables.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::receiver::Receiver;
use api_tests::windows::{Window, in_one_window};
use api_tests::{Cred, TestApp};
use shared::rate_limit::Limits;
use webhook_deliverer::{LEASE_MS, Report};

pub(crate) const WEBHOOKS: &str = "/webhooks";

pub(crate) async fn subscribe(
    app: &TestApp,
    cred: &Cred,
    url: &str,
    events: &[&str],
    threshold: u8,
) -> Value {
    let body = json!({"url": url, "events": events, "threshold": threshold});
    let reply = app.send(Method::POST, WEBHOOKS, cred, Some(body)).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body["data"].clone()
}

pub(crate) async fn deliveries(app: &TestApp, cred: &Cred, webhook: &Value) -> Vec<Value> {
    let path = format!("{WEBHOOKS}/{}/deliveries", webhook["id"].as_str().unwrap());
    let reply = app.get(&path, cred).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().clone()
}

pub(crate) async fn deliver(app: &TestApp, at: i64) -> Report {
    webhook_deliverer::run(&app.app, at).await.expect("delivery run")
}

pub(crate) fn now() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

#[tokio::test]
async fn a_subscription_shows_its_secret_once_and_names_unknown_events() {
    let app = TestApp::spawn().await;
    let admin = app.a.key("admin");
    let bad = app
        .send(Method::POST, WEBHOOKS, &admin, Some(json!({"url": "https://example.com/h", "events": ["rate_limit.warning", "user.created", "nope"]})))
        .await;
    assert_eq!((bad.status, bad.code()), (422, "INVALID_VALUE"));
    assert_eq!(bad.body["error"]["details"]["invalid"], json!(["user.created", "nope"]));
    for body in [
        json!({"url": "ftp://example.com/h", "events": ["api.deprecation"]}),
        json!({"url": "https://example.com/h", "events": []}),
        json!({"url": "https://example.com/h", "events": ["rate_limit.warning"], "threshold": 0}),
        json!({"url": "https://example.com/h", "events": ["rate_limit.warning"], "threshold": 101}),
    ] {
        let reply = app.send(Method::POST, WEBHOOKS, &admin, Some(body.clone())).await;
        assert_eq!(reply.status, 422, "{body}: {}", reply.body);
    }
    let receiver = Receiver::start(&[]).await;
    let created = app
        .send(
            Method::POST,
            WEBHOOKS,
            &admin,
            Some(json!({"url": receiver.url, "events": ["api.deprecation"]})),
        )
        .await;
    assert_eq!(created.status, 201);
    assert_eq!(created.header("cache-control"), Some("no-store"));
    let secret = created.body["data"]["secret"].as_str().unwrap();
    assert!(secret.starts_with("whsec_"), "{secret}");
    assert_eq!(created.body["data"]["threshold"], 80, "the default threshold");
    let path = format!("{WEBHOOKS}/{}", created.body["data"]["id"].as_str().unwrap());
    let fetched = app.get(&path, &admin).await;
    assert!(fetched.body["data"].get("secret").is_none(), "the secret is shown once");
    let patched = app
        .send(Method::PATCH, &path, &admin, Some(json!({"threshold": 50, "events": ["rate_limit.warning"]})))
        .await;
    assert_eq!((patched.status, &patched.body["data"]["threshold"]), (200, &json!(50)));
    assert_eq!(app.get(WEBHOOKS, &admin).await.body["data"].as_array().unwrap().len(), 1);
    for role in ["operator", "viewer"] {
        let refused = app.get(WEBHOOKS, &app.a.key(role)).await;
        assert_eq!((refused.status, refused.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{role}");
    }
    assert_eq!(app.get(&path, &app.b.key("owner")).await.status, 403, "another organization's webhook");
    assert_eq!(app.send(Method::DELETE, &path, &admin, None).await.status, 204);
    assert_eq!(app.get(&path, &admin).await.status, 410);
}

#[tokio::test]
async fn a_warning_is_delivered_signed_once_when_usage_crosses_the_threshold() {
    let (app, receiver, webhook) = in_one_window(async || {
        let app = TestApp::spawn().await;
        let receiver = Receiver::start(&[]).await;
        // Free tier, 60 a minute: 10% is the 6th request.
        let webhook = subscribe(&app, &app.b.key("owner"), &receiver.url, &["rate_limit.warning"], 10).await;
        let viewer = app.b.key("viewer");
        let window = Window::open(60, 10).await;
        for _ in 0..8 {
            assert_eq!(app.get("/inventory-service/sites", &viewer).await.status, 200);
        }
        window.keep((app, receiver, webhook))
    })
    .await;
    let secret = webhook["secret"].as_str().unwrap().to_owned();
    let queued = deliveries(&app, &app.b.key("owner"), &webhook).await;
    assert_eq!(queued.len(), 1, "one warning for the window: {queued:?}");
    assert_eq!(queued[0]["status"], "pending");
    let before = now() / 1000;
    assert_eq!(deliver(&app, now()).await.delivered, 1);
    let after = now() / 1000;

    let received = receiver.received();
    assert_eq!(received.len(), 1);
    let hook = &received[0];
    assert!(hook.signed_with(&secret), "signature {} over {}.{}", hook.signature, hook.id, hook.timestamp);
    assert!(hook.id.starts_with("msg_"));
    let sent: i64 = hook.timestamp.parse().unwrap();
    assert!((before..=after).contains(&sent), "{before} <= {sent} <= {after}");
    let payload = hook.json();
    assert_eq!(payload["type"], "rate_limit.warning");
    assert_eq!(payload["data"]["window"], "minute");
    assert_eq!(payload["data"]["limit"], 60);
    assert_eq!(payload["data"]["used"], 6);
    assert_eq!(payload["data"]["threshold"], 10);
    assert_eq!(payload["data"]["credential"]["type"], "api_key");

    let recorded = deliveries(&app, &app.b.key("owner"), &webhook).await;
    assert_eq!(recorded[0]["status"], "delivered");
    assert_eq!(recorded[0]["message_id"], hook.id.as_str());
    assert_eq!(recorded[0]["attempts"][0]["status_code"], 200);
    assert_eq!(deliver(&app, now()).await, Report::default(), "nothing left to deliver");
}

#[tokio::test]
async fn exceeded_is_emitted_at_the_first_429_of_a_window_only() {
    let (app, owner, webhook, statuses) = in_one_window(async || {
        let app = TestApp::spawn().await;
        app.set_limits(&app.b, Limits { per_minute: 5, per_hour: 1_000, burst: 100 }).await;
        let receiver = Receiver::start(&[]).await;
        let owner = app.b.key("owner");
        let webhook = subscribe(&app, &owner, &receiver.url, &["rate_limit.exceeded"], 80).await;
        let viewer = app.b.key("viewer");
        let window = Window::open(60, 10).await;
        let mut statuses = Vec::new();
        for _ in 0..8 {
            statuses.push(app.get("/inventory-service/sites", &viewer).await.status);
        }
        window.keep((app, owner, webhook, statuses))
    })
    .await;
    assert_eq!(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
    let queued = deliveries(&app, &owner, &webhook).await;
    assert_eq!(queued.len(), 1, "{queued:?}");
    assert_eq!(queued[0]["event_type"], "rate_limit.exceeded");
    assert_eq!(queued[0]["payload"]["data"]["window"], "minute");
    assert_eq!(queued[0]["payload"]["data"]["limit"], 5);
}

#[tokio::test]
async fn failed_deliveries_retry_with_backoff_keeping_their_id_and_410_disables_the_endpoint() {
    let (app, receiver, owner, webhook) = in_one_window(async || {
        let app = TestApp::spawn().await;
        let receiver = Receiver::start(&[500, 503]).await;
        let owner = app.b.key("owner");
        let webhook = subscribe(&app, &owner, &receiver.url, &["rate_limit.warning"], 10).await;
        let window = Window::open(60, 10).await;
        for _ in 0..6 {
            app.get("/inventory-service/sites", &app.b.key("viewer")).await;
        }
        window.keep((app, receiver, owner, webhook))
    })
    .await;
    let start = now();
    assert_eq!(deliver(&app, start).await.retrying, 1, "500: try again later");
    assert_eq!(deliver(&app, start + 1_000).await, Report::default(), "not before the backoff");
    // The first wait is 60 s with up to 20% jitter either way; the second 300 s.
    assert_eq!(deliver(&app, start + 73_000).await.retrying, 1, "503: again later");
    assert_eq!(deliver(&app, start + 73_000 + 361_000).await.delivered, 1);
    let received = receiver.received();
    assert_eq!(received.len(), 3);
    assert!(received.iter().all(|r| r.id == received[0].id), "one webhook-id across retries");
    let attempts = deliveries(&app, &owner, &webhook).await[0]["attempts"].clone();
    let codes: Vec<&Value> = attempts.as_array().unwrap().iter().map(|a| &a["status_code"]).collect();
    assert_eq!(codes, [&json!(500), &json!(503), &json!(200)]);
    assert!(
        attempts[0]["next_attempt_at"].is_i64() && attempts[2]["next_attempt_at"].is_null(),
        "v1: Unix seconds"
    );

    let gone = Receiver::start(&[410]).await;
    let second = subscribe(&app, &owner, &gone.url, &["rate_limit.exceeded"], 80).await;
    app.set_limits(&app.b, Limits { per_minute: 1, per_hour: 1_000, burst: 100 }).await;
    let viewer = app.b.key("operator");
    // Until two requests share a minute and the second is refused, however slow they are.
    for attempt in 0.. {
        assert!(attempt < 10, "no two requests in one minute");
        if app.get("/inventory-service/sites", &viewer).await.status == 429 {
            break;
        }
    }
    let run = deliver(&app, now()).await;
    assert_eq!(run.failed, 1, "{run:?}");
    let path = format!("{WEBHOOKS}/{}", second["id"].as_str().unwrap());
    app.set_limits(&app.b, Limits { per_minute: 1_000, per_hour: 10_000, burst: 100 }).await;
    let disabled = app.get(&path, &owner).await;
    assert_eq!(disabled.body["data"]["status"], "disabled");
    assert_eq!(disabled.body["data"]["disabled_reason"], "endpoint_gone");
    assert_eq!(deliveries(&app, &owner, &second).await[0]["status"], "failed");
}

#[tokio::test]
async fn a_delivery_whose_worker_died_mid_attempt_is_due_again_after_the_lease() {
    let (app, receiver, owner, webhook) = in_one_window(async || {
        let app = TestApp::spawn().await;
        let receiver = Receiver::start(&[]).await;
        let owner = app.b.key("owner");
        let webhook = subscribe(&app, &owner, &receiver.url, &["rate_limit.warning"], 10).await;
        let window = Window::open(60, 10).await;
        for _ in 0..6 {
            app.get("/inventory-service/sites", &app.b.key("viewer")).await;
        }
        window.keep((app, receiver, owner, webhook))
    })
    .await;
    let queued = deliveries(&app, &owner, &webhook).await;
    let id = shared::ids::DeliveryId::parse(queued[0]["id"].as_str().unwrap()).unwrap();
    let due = due_ms(&app, &queued[0]).await.expect("a pending delivery has a due time");
    // A worker claims the delivery, then dies before sending.
    let start = now();
    assert!(app.app.store.claim_delivery(id, due, start + LEASE_MS).await.unwrap());
    assert_eq!(deliver(&app, start + 1_000).await, Report::default(), "held by the dead worker's lease");
    assert_eq!(deliver(&app, start + LEASE_MS + 1_000).await.delivered, 1);
    assert_eq!(receiver.received().len(), 1);
}

/// The stored due time of a delivery (v1 renders seconds; the store keeps milliseconds).
async fn due_ms(app: &TestApp, delivery: &Value) -> Option<i64> {
    let id = shared::ids::DeliveryId::parse(delivery["id"].as_str()?)?;
    let delivery = app
        .app
        .store
        .get_entity::<shared::store::webhooks::Delivery>(shared::store::webhooks::DELIVERY, id.uuid())
        .await
        .ok()??;
    delivery.next_attempt_at
}

const V1_SUNSETTING: &str = r#"[
  {"version": "v1", "status": "deprecated", "released": "2025-01-15", "deprecated": "2026-10-01",
   "sunset": "SUNSET", "successor": "v2", "migration_guide": "https://docs.example.com/v2"},
  {"version": "v2", "status": "current", "released": "2026-09-01", "sunset": null}
]"#;

#[tokio::test]
async fn deprecation_and_sunset_warnings_go_out_once_per_organization() {
    let sunset = (chrono::Utc::now() + chrono::Duration::days(5)).date_naive().to_string();
    let versions: &'static str = Box::leak(V1_SUNSETTING.replace("SUNSET", &sunset).into_boxed_str());
    let app =
        TestApp::spawn_with(api_tests::Setup { versions: Some(versions), ..api_tests::Setup::default() })
            .await;
    let receiver = Receiver::start(&[]).await;
    let owner = app.a.key("owner");
    let webhook =
        subscribe(&app, &owner, &receiver.url, &["api.deprecation", "api.sunset_warning"], 80).await;
    for _ in 0..3 {
        assert_eq!(app.get("/v1/inventory-service/sites", &app.a.key("viewer")).await.status, 200);
    }
    app.get("/v2/inventory-service/sites", &app.a.key("viewer")).await;
    // Another instance has no memory of the notices: the markers in the table stop a second copy.
    let second = app.second_instance().await;
    let api_cred = app.a.members["viewer"].api_key.clone();
    let other = app
        .http
        .get(format!("{second}/v1/inventory-service/sites"))
        .header("X-API-Key", api_cred)
        .send()
        .await
        .unwrap();
    assert_eq!(other.status(), 200);
    let mut types: Vec<String> = deliveries(&app, &owner, &webhook)
        .await
        .iter()
        .map(|d| d["event_type"].as_str().unwrap().to_owned())
        .collect();
    types.sort();
    assert_eq!(types, ["api.deprecation", "api.sunset_warning"]);
    assert_eq!(deliver(&app, now()).await.delivered, 2);
    let warning = receiver
        .received()
        .into_iter()
        .map(|r| r.json())
        .find(|p| p["type"] == "api.sunset_warning")
        .unwrap();
    assert_eq!(warning["data"]["version"], "v1");
    assert_eq!(warning["data"]["sunset_date"], sunset.as_str());
    assert_eq!(warning["data"]["days_left"], 5);
    assert_eq!(warning["data"]["successor_version"], "v2");
}

#[tokio::test]
async fn an_organization_has_at_most_twenty_webhooks() {
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let admin = app.a.key("admin");
    for i in 0..20 {
        let body = json!({"url": format!("http://127.0.0.1:9/h{i}"), "events": ["api.deprecation"]});
        assert_eq!(app.send(Method::POST, WEBHOOKS, &admin, Some(body)).await.status, 201);
    }
    let body = json!({"url": "http://127.0.0.1:9/one-too-many", "events": ["api.deprecation"]});
    let refused = app.send(Method::POST, WEBHOOKS, &admin, Some(body)).await;
    assert_eq!((refused.status, refused.code()), (409, "CONFLICT"));
    assert_eq!(refused.body["error"]["details"]["max_webhooks"], 20);
}

#[tokio::test]
async fn an_event_of_the_history_is_delivered_to_the_webhooks_subscribed_to_its_type() {
    let app = TestApp::spawn().await;
    let receiver = Receiver::start(&[]).await;
    let owner = app.a.key("owner");
    let wanting = subscribe(&app, &owner, &receiver.url, &["session_started"], 80).await;
    let other = subscribe(&app, &owner, &receiver.url, &["session_stopped"], 80).await;
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await;
    let body = json!({"asset_id": asset["id"]});
    let started = app.send(Method::POST, "/asset-controls/sessions", &owner, Some(body)).await;
    assert_eq!(started.status, 201, "{}", started.body);

    assert_eq!(deliveries(&app, &owner, &other).await.len(), 0, "not subscribed to session_started");
    assert_eq!(deliveries(&app, &owner, &wanting).await.len(), 1);
    assert_eq!(deliver(&app, now()).await.delivered, 1);
    let received = receiver.received();
    let payload: Value = serde_json::from_str(&received[0].body).unwrap();
    assert_eq!(payload["type"], "session_started");
    assert_eq!(payload["data"]["session_id"], started.body["data"]["id"]);
    assert_eq!(payload["data"]["asset_id"], asset["id"]);
    assert!(payload["data"]["created_at"].as_str().is_some_and(|at| at.contains('T')), "RFC 3339");
}

#[tokio::test]
async fn another_organizations_events_never_reach_a_webhook() {
    let app = TestApp::spawn().await;
    let receiver = Receiver::start(&[]).await;
    let webhook = subscribe(&app, &app.b.key("owner"), &receiver.url, &["session_started"], 80).await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await;
    let body = json!({"asset_id": asset["id"]});
    let started = app.send(Method::POST, "/asset-controls/sessions", &owner, Some(body)).await;
    assert_eq!(started.status, 201, "{}", started.body);
    assert_eq!(deliveries(&app, &app.b.key("owner"), &webhook).await.len(), 0);
}
