//! Rate limits: counted per credential in DynamoDB (shared by every instance), by tier with
//! burst, minute and hour windows and endpoint limits on top; every response says where the
//! caller stands, and a refused request does nothing.

use futures_util::future::join_all;
use reqwest::Method;
use serde_json::json;
use std::time::Duration;

use api_tests::{Cred, Reply, TestApp};
use shared::rate_limit::Limits;

const SITES: &str = "/inventory-service/sites";

/// Waits for the start of a fresh second, and for room before the minute ends when asked.
pub async fn fresh_second(room_in_minute_secs: u32) {
    loop {
        let now = chrono::Utc::now();
        let (ms, second) = (now.timestamp_subsec_millis(), now.timestamp().rem_euclid(60) as u32);
        if second + room_in_minute_secs >= 60 {
            tokio::time::sleep(Duration::from_millis(u64::from(60 - second) * 1000 - u64::from(ms) + 20))
                .await;
            continue;
        }
        tokio::time::sleep(Duration::from_millis(u64::from(1000 - ms) + 5)).await;
        return;
    }
}

fn header<'a>(reply: &'a Reply, name: &str) -> &'a str {
    reply.header(name).unwrap_or_else(|| panic!("{name} is missing: {:?}", reply.headers))
}

#[tokio::test]
async fn every_response_says_where_the_caller_stands_errors_included() {
    let app = TestApp::spawn().await;
    let cred = app.a.key("viewer");
    let replies = [
        app.get(SITES, &cred).await,
        app.get("/inventory-service/nothing-here", &cred).await,
        app.get(SITES, &Cred::Key("pops_not-a-real-key".into())).await,
        app.get(SITES, &Cred::None).await,
    ];
    for reply in &replies {
        let limit: u32 = header(reply, "x-ratelimit-limit").parse().unwrap();
        let remaining: u32 = header(reply, "x-ratelimit-remaining").parse().unwrap();
        let reset: i64 = header(reply, "x-ratelimit-reset").parse().unwrap();
        assert!(remaining < limit, "{}", reply.status);
        assert!(reset > chrono::Utc::now().timestamp() - 1);
        let policy = header(reply, "x-ratelimit-policy");
        assert!(policy.starts_with(&format!("{limit};w=")), "{policy}");
        assert!(header(reply, "ratelimit-policy").contains("\"minute\";q="), "IETF RateLimit-Policy");
        assert!(header(reply, "ratelimit").contains(";r="), "IETF RateLimit");
    }
    assert_eq!(replies.iter().map(|r| r.status).collect::<Vec<_>>(), [200, 404, 401, 401]);
    // Business tier: the tightest limit of a first request is the burst of 100 per second.
    assert_eq!(header(&replies[0], "x-ratelimit-policy"), "100;w=1");
    assert!(header(&replies[0], "ratelimit-policy").contains("\"hour\";q=50000;w=3600"));
}

#[tokio::test]
async fn a_burst_beyond_the_tier_is_429_and_the_refused_requests_do_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.b.key("owner"); // Free tier: burst 10
    fresh_second(2).await;
    let creates =
        (0..16).map(|i| app.send(Method::POST, SITES, &owner, Some(json!({"name": format!("S{i}")}))));
    let replies = join_all(creates).await;
    let created = replies.iter().filter(|r| r.status == 201).count();
    let refused: Vec<&Reply> = replies.iter().filter(|r| r.status == 429).collect();
    assert_eq!(created + refused.len(), 16, "{:?}", replies.iter().map(|r| r.status).collect::<Vec<_>>());
    assert!(created <= 10 && !refused.is_empty(), "created {created}");
    let first = refused[0];
    assert_eq!(first.code(), "RATE_LIMIT_EXCEEDED");
    assert_eq!(first.body["error"]["details"]["limit"], 10);
    assert_eq!(first.body["error"]["details"]["window"], 1);
    assert_eq!(first.body["error"]["details"]["retry_after"], 1);
    assert_eq!(header(first, "retry-after"), "1");
    assert_eq!(header(first, "x-ratelimit-remaining"), "0");
    assert_eq!(header(first, "x-ratelimit-policy"), "10;w=1");

    tokio::time::sleep(Duration::from_millis(1100)).await;
    let listed = app.get(SITES, &owner).await;
    assert_eq!(listed.status, 200, "the next second is free again");
    assert_eq!(listed.body["pagination"]["total"], created as u64, "no refused create wrote anything");
}

#[tokio::test]
async fn the_minute_limit_is_shared_by_every_instance() {
    let app = TestApp::spawn().await;
    app.set_limits(&app.b, Limits { per_minute: 12, per_hour: 1_000, burst: 100 }).await;
    let second = app.second_instance().await;
    let owner = app.b.key("owner");
    fresh_second(10).await;
    let mut statuses = Vec::new();
    for i in 0..13 {
        let base = if i % 2 == 0 { &app.base_url } else { &second };
        let request = app.http.get(format!("{base}{SITES}"));
        let Cred::Key(key) = &owner else { unreachable!() };
        let reply = Reply::from(request.header("X-API-Key", key).send().await.unwrap()).await;
        statuses.push(reply.status);
        if i == 11 {
            assert_eq!(header(&reply, "x-ratelimit-remaining"), "0", "12 of 12 used across both");
        }
        if i == 12 {
            assert_eq!(
                reply.body["error"]["details"],
                json!({"limit": 12, "window": 60, "retry_after": reply.body["error"]["details"]["retry_after"]})
            );
            let retry: i64 = header(&reply, "retry-after").parse().unwrap();
            assert!((1..=60).contains(&retry));
        }
    }
    assert_eq!(statuses, [vec![200; 12], vec![429]].concat());
}

#[tokio::test]
async fn an_endpoint_limit_applies_on_top_of_the_tier() {
    let app = TestApp::spawn().await;
    let viewer = app.a.key("viewer"); // Business: 1,000 a minute, but events 60 a minute
    fresh_second(10).await;
    let replies = join_all((0..61).map(|_| app.get("/asset-controls/events", &viewer))).await;
    let statuses: Vec<u16> = replies.iter().map(|r| r.status).collect();
    assert_eq!(statuses.iter().filter(|s| **s == 200).count(), 60, "{statuses:?}");
    let refused = replies.iter().find(|r| r.status == 429).unwrap();
    assert_eq!(refused.body["error"]["details"]["limit"], 60);
    assert_eq!(header(refused, "x-ratelimit-policy"), "60;w=60");
    assert!(header(refused, "ratelimit-policy").contains("\"events\";q=60;w=60"));
    assert_eq!(app.get(SITES, &viewer).await.status, 200, "other endpoints are still open");
}

#[tokio::test]
async fn the_hourly_limit_counts_the_earlier_minutes_of_the_hour() {
    let app = TestApp::spawn().await;
    app.set_limits(&app.b, Limits { per_minute: 100, per_hour: 30, burst: 100 }).await;
    let owner = app.b.key("owner");
    // Earlier minutes of this hour: a fresh instance reads them back from the table.
    let now = chrono::Utc::now().timestamp();
    if now.rem_euclid(3600) < 120 {
        tokio::time::sleep(Duration::from_secs(120 - now.rem_euclid(3600) as u64)).await;
    }
    fresh_second(5).await;
    let first = app.get(SITES, &owner).await;
    let key = shared::rate_limit::credential_key(
        &{
            let mut headers = http::HeaderMap::new();
            let Cred::Key(secret) = &owner else { unreachable!() };
            headers.insert("x-api-key", secret.parse().unwrap());
            headers
        },
        None,
        &app.app.auth,
        false,
    );
    let minute = chrono::Utc::now().timestamp() / 60;
    for _ in 0..28 {
        app.app.store.count_request(&key, minute - 1, 0, None).await.unwrap();
    }
    let second = app.second_instance().await;
    let Cred::Key(secret) = &owner else { unreachable!() };
    let get = || async {
        Reply::from(
            app.http.get(format!("{second}{SITES}")).header("X-API-Key", secret).send().await.unwrap(),
        )
        .await
    };
    let thirtieth = get().await;
    assert_eq!((first.status, thirtieth.status), (200, 200));
    assert_eq!(header(&thirtieth, "x-ratelimit-remaining"), "0");
    assert_eq!(header(&thirtieth, "x-ratelimit-policy"), "30;w=3600");
    let refused = get().await;
    assert_eq!(refused.status, 429);
    assert_eq!(refused.body["error"]["details"]["window"], 3600);
}

#[tokio::test]
async fn usage_reports_the_calling_credentials_windows() {
    let app = TestApp::spawn().await;
    let cred = app.b.key("viewer");
    fresh_second(5).await;
    for _ in 0..3 {
        app.get(SITES, &cred).await;
    }
    let reply = app.get("/usage/rate-limits", &cred).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let data = &reply.body["data"];
    assert_eq!(data["current_window"]["requests"], 4, "this request counts too");
    assert_eq!(data["current_window"]["limit"], 60);
    assert_eq!(data["current_window"]["remaining"], 56);
    let reset =
        chrono::DateTime::parse_from_rfc3339(data["current_window"]["reset_at"].as_str().unwrap()).unwrap();
    assert_eq!(reset.timestamp() % 60, 0, "the minute window ends on the minute");
    assert_eq!(
        data["hourly"],
        json!({"requests": 4, "limit": 1000, "remaining": 996, "window": 3600, "reset_at": data["hourly"]["reset_at"]})
    );
    assert_eq!(data["tier"], "free");
    let other = app.get("/usage/rate-limits", &app.b.key("owner")).await;
    assert_eq!(other.body["data"]["current_window"]["requests"], 1, "each credential counts on its own");
}

#[tokio::test]
async fn the_token_endpoint_allows_twenty_attempts_a_minute_per_client() {
    let app = TestApp::spawn().await;
    use base64::Engine;
    let client = "cli_0000000000000000000000";
    let basic = base64::engine::general_purpose::STANDARD.encode(format!("{client}:wrong"));
    fresh_second(10).await;
    let mut statuses = Vec::new();
    for round in 0..3 {
        for _ in 0..7 {
            let request = app
                .http
                .post(format!("{}/auth/token", app.base_url))
                .header("Authorization", format!("Basic {basic}"))
                .form(&[("grant_type", "client_credentials")]);
            statuses.push(Reply::from(request.send().await.unwrap()).await.status);
        }
        if round < 2 {
            fresh_second(0).await;
        }
    }
    assert_eq!(statuses[..20], [401; 20], "{statuses:?}");
    assert_eq!(statuses[20], 429, "the 21st attempt in a minute");
}

#[tokio::test]
async fn a_bad_version_date_is_counted_against_the_credentials_own_limits() {
    let app = TestApp::spawn().await;
    let cred = app.a.key("viewer"); // Business: burst 100, where Free allows 10
    fresh_second(2).await;
    let replies =
        join_all((0..15).map(|_| app.get_with(SITES, &cred, ("X-API-Version", "1999-01-01")))).await;
    assert!(
        replies.iter().all(|r| r.status == 400),
        "{:?}",
        replies.iter().map(|r| r.status).collect::<Vec<_>>()
    );
    assert!(header(&replies[0], "ratelimit-policy").contains("\"burst\";q=100;w=1"));
    assert_eq!(app.get(SITES, &cred).await.status, 200, "nothing was remembered against the key");
}

#[tokio::test]
async fn an_address_that_keeps_failing_to_authenticate_is_refused_for_the_minute() {
    let app = TestApp::spawn().await;
    fresh_second(15).await;
    for i in 0..60 {
        let reply = app.get(SITES, &Cred::Key(format!("pops_made-up-{i}"))).await;
        assert_eq!(reply.status, 401, "attempt {i}");
    }
    let refused = app.get(SITES, &Cred::Key("pops_made-up-60".into())).await;
    assert_eq!((refused.status, refused.code()), (429, "RATE_LIMIT_EXCEEDED"));
    assert_eq!(header(&refused, "x-ratelimit-policy"), "60;w=60");
    assert_eq!(refused.body["error"]["details"]["limit"], 60);
    let calls = app.get_with(SITES, &Cred::Key("pops_made-up-61".into()), ("X-Debug", "true")).await;
    assert_eq!(calls.status, 429);
    assert_eq!(calls.body["debug"]["dynamodb_calls"], json!([]), "refused before any read or write");
}
