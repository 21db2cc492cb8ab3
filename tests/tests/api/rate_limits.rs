//! Rate limits: counted per credential in DynamoDB (shared by every instance), by tier with
//! burst, minute and hour windows and endpoint limits on top; every response says where the
//! caller stands, and a refused request does nothing.

use futures_util::future::join_all;
use reqwest::Method;
use serde_json::json;
use std::collections::BTreeMap;
use std::time::Duration;

use api_tests::logs::Logs;
use api_tests::windows::{Window, fresh_second, in_one_window};
use api_tests::{Cred, Reply, TestApp};
use shared::rate_limit::{CounterKey, Limits};

const SITES: &str = "/inventory-service/sites";

fn header<'a>(reply: &'a Reply, name: &str) -> &'a str {
    reply.header(name).unwrap_or_else(|| panic!("{name} is missing: {:?}", reply.headers))
}

/// Statuses by the calendar second each request was counted in, read from its burst standing
/// (the tightest limit of a Free credential's first requests in a minute, and the one a burst
/// refusal shows). A loaded machine may spread concurrent requests over several seconds.
fn by_second(replies: &[Reply]) -> BTreeMap<i64, Vec<u16>> {
    let mut seconds: BTreeMap<i64, Vec<u16>> = BTreeMap::new();
    for reply in replies {
        assert!(header(reply, "ratelimit").starts_with("\"burst\""), "{:?}", reply.headers);
        let reset: i64 = header(reply, "x-ratelimit-reset").parse().unwrap();
        seconds.entry(reset - 1).or_default().push(reply.status);
    }
    seconds
}

/// The rate-limit counters in the app's table: partition key (`RATE#<key>`) and the requests
/// counted in each minute item.
async fn counters(app: &TestApp) -> Vec<(String, u32)> {
    let store = &app.app.store;
    let scan = store
        .client()
        .scan()
        .table_name(store.table())
        .filter_expression("begins_with(PK, :rate)")
        .expression_attribute_values(":rate", aws_sdk_dynamodb::types::AttributeValue::S("RATE#".into()))
        .send()
        .await
        .expect("scan");
    let text = |item: &std::collections::HashMap<String, aws_sdk_dynamodb::types::AttributeValue>, name| {
        item.get(name).and_then(|v| v.as_s().ok().or(v.as_n().ok())).cloned().unwrap_or_default()
    };
    scan.items().iter().map(|item| (text(item, "PK"), text(item, "n").parse().unwrap_or(0))).collect()
}

#[tokio::test]
async fn every_response_says_where_the_caller_stands_errors_included() {
    let app = TestApp::spawn().await;
    let cred = app.a.key("viewer");
    let mut replies = Vec::new();
    for (path, cred) in [
        (SITES, cred.clone()),
        ("/inventory-service/nothing-here", cred),
        (SITES, Cred::Key("pops_not-a-real-key".into())),
        (SITES, Cred::None),
    ] {
        // The API decides between these two readings of the clock, however long that takes.
        let before = chrono::Utc::now().timestamp();
        let reply = app.get(path, &cred).await;
        replies.push((before, reply, chrono::Utc::now().timestamp()));
    }
    for (before, reply, after) in &replies {
        let limit: u32 = header(reply, "x-ratelimit-limit").parse().unwrap();
        let remaining: u32 = header(reply, "x-ratelimit-remaining").parse().unwrap();
        let reset: i64 = header(reply, "x-ratelimit-reset").parse().unwrap();
        let policy = header(reply, "x-ratelimit-policy");
        let window: i64 = policy.strip_prefix(&format!("{limit};w=")).expect(policy).parse().unwrap();
        assert!(remaining < limit, "{}", reply.status);
        // The window shown ends after the decision and at most one window after it.
        assert!(*before < reset && reset <= after + window, "{before} < {reset} <= {after} + {window}");
        assert!(header(reply, "ratelimit-policy").contains("\"minute\";q="), "IETF RateLimit-Policy");
        let standing = header(reply, "ratelimit");
        let seconds: i64 = standing.rsplit_once(";t=").expect(standing).1.parse().unwrap();
        assert!((0..=window).contains(&seconds), "IETF RateLimit: {standing}");
    }
    let statuses: Vec<u16> = replies.iter().map(|(_, r, _)| r.status).collect();
    assert_eq!(statuses, [200, 404, 401, 401]);
    // Business tier: the tightest limit of a first request is the burst of 100 per second.
    assert_eq!(header(&replies[0].1, "x-ratelimit-policy"), "100;w=1");
    assert!(header(&replies[0].1, "ratelimit-policy").contains("\"hour\";q=50000;w=3600"));
}

#[tokio::test]
async fn a_burst_beyond_the_tier_is_429_and_the_refused_requests_do_nothing() {
    let (app, owner, replies) = in_one_window(async || {
        let app = TestApp::spawn().await;
        let owner = app.b.key("owner"); // Free tier: burst 10
        assert_eq!(app.get(SITES, &owner).await.status, 200, "the key is known before the burst");
        Window::open(1, 0).await;
        let creates =
            (0..16).map(|i| app.send(Method::POST, SITES, &owner, Some(json!({"name": format!("S{i}")}))));
        let replies = join_all(creates).await;
        // Kept once more than ten of them were counted in one second.
        replies.iter().any(|r| r.status == 429).then_some((app, owner, replies))
    })
    .await;
    // Ten created in a second that refused any, never more than ten in one.
    for (second, statuses) in by_second(&replies) {
        assert!(statuses.iter().all(|s| [201, 429].contains(s)), "{second}: {statuses:?}");
        let created = statuses.iter().filter(|s| **s == 201).count();
        let full = statuses.contains(&429);
        assert!(created <= 10 && (!full || created == 10), "{second}: {statuses:?}");
    }
    let created = replies.iter().filter(|r| r.status == 201).count();
    let refused: Vec<&Reply> = replies.iter().filter(|r| r.status == 429).collect();
    let first = refused[0];
    assert_eq!(first.code(), "RATE_LIMIT_EXCEEDED");
    assert_eq!(first.body["error"]["details"]["limit"], 10);
    assert_eq!(first.body["error"]["details"]["window"], 1);
    assert_eq!(first.body["error"]["details"]["retry_after"], 1);
    assert_eq!(header(first, "retry-after"), "1");
    assert_eq!(header(first, "x-ratelimit-remaining"), "0");
    assert_eq!(header(first, "x-ratelimit-policy"), "10;w=1");

    // At least this long: the refused second is over, however long the wait really takes.
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let listed = app.get(SITES, &owner).await;
    assert_eq!(listed.status, 200, "the next second is free again");
    assert_eq!(listed.body["pagination"]["total"], created as u64, "no refused create wrote anything");
}

#[tokio::test]
async fn the_minute_limit_is_shared_by_every_instance() {
    let replies = in_one_window(async || {
        let app = TestApp::spawn().await;
        app.set_limits(&app.b, Limits { per_minute: 12, per_hour: 1_000, burst: 100 }).await;
        let second = app.second_instance().await;
        let Cred::Key(key) = app.b.key("owner") else { unreachable!() };
        let window = Window::open(60, 10).await;
        let mut replies = Vec::new();
        for i in 0..13 {
            let base = if i % 2 == 0 { &app.base_url } else { &second };
            let request = app.http.get(format!("{base}{SITES}")).header("X-API-Key", &key);
            replies.push(Reply::from(request.send().await.unwrap()).await);
        }
        window.keep(replies)
    })
    .await;
    let statuses: Vec<u16> = replies.iter().map(|r| r.status).collect();
    assert_eq!(statuses, [vec![200; 12], vec![429]].concat());
    assert_eq!(header(&replies[11], "x-ratelimit-remaining"), "0", "12 of 12 used across both");
    let refused = &replies[12];
    assert_eq!(
        refused.body["error"]["details"],
        json!({"limit": 12, "window": 60, "retry_after": refused.body["error"]["details"]["retry_after"]})
    );
    let retry: i64 = header(refused, "retry-after").parse().unwrap();
    assert!((1..=60).contains(&retry));
}

#[tokio::test]
async fn an_endpoint_limit_applies_on_top_of_the_tier() {
    let (app, viewer, replies) = in_one_window(async || {
        let app = TestApp::spawn().await;
        let viewer = app.a.key("viewer"); // Business: 1,000 a minute, but events 60 a minute
        let window = Window::open(60, 10).await;
        let replies = join_all((0..61).map(|_| app.get("/asset-controls/events", &viewer))).await;
        window.keep((app, viewer, replies))
    })
    .await;
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
    let (first, thirtieth, refused) = in_one_window(async || {
        let app = TestApp::spawn().await;
        app.set_limits(&app.b, Limits { per_minute: 100, per_hour: 30, burst: 100 }).await;
        let Cred::Key(secret) = app.b.key("owner") else { unreachable!() };
        let window = Window::open(3600, 180).await;
        // Earlier minutes of this hour: a fresh instance reads them back from the table.
        let into_hour = chrono::Utc::now().timestamp().rem_euclid(3600);
        if into_hour < 120 {
            tokio::time::sleep(Duration::from_secs(120 - into_hour as u64)).await;
        }
        let first = app.get(SITES, &Cred::Key(secret.clone())).await;
        let minute = chrono::Utc::now().timestamp() / 60;
        for _ in 0..28 {
            app.app
                .store
                .count_request(
                    CounterKey::api_key(&secret).as_str(),
                    minute - 1,
                    0,
                    None,
                    api_tests::COUNTER_TIMEOUT,
                )
                .await
                .unwrap();
        }
        let second = app.second_instance().await;
        let get = || async {
            let request = app.http.get(format!("{second}{SITES}")).header("X-API-Key", &secret);
            Reply::from(request.send().await.unwrap()).await
        };
        let thirtieth = get().await;
        let refused = get().await;
        window.keep((first, thirtieth, refused))
    })
    .await;
    assert_eq!((first.status, thirtieth.status), (200, 200));
    assert_eq!(header(&thirtieth, "x-ratelimit-remaining"), "0");
    assert_eq!(header(&thirtieth, "x-ratelimit-policy"), "30;w=3600");
    assert_eq!(refused.status, 429);
    assert_eq!(refused.body["error"]["details"]["window"], 3600);
}

#[tokio::test]
async fn requests_refused_with_429_do_not_count_toward_the_hour() {
    let usage = in_one_window(async || {
        let app = TestApp::spawn().await;
        let viewer = app.a.key("viewer"); // Business: 1,000 a minute, but events 60 a minute
        let window = Window::open(60, 10).await;
        let second = app.second_instance().await;
        let Cred::Key(key) = &viewer else { unreachable!() };
        let events = join_all((0..60).map(|_| app.get("/asset-controls/events", &viewer))).await;
        assert!(events.iter().all(|r| r.status == 200), "60 of 60 allowed");
        // Refused when counted, on each instance; the first instance then knows the refusal
        // and answers the next one without counting it at all.
        for base in [&app.base_url, &second, &app.base_url] {
            let request = app.http.get(format!("{base}/asset-controls/events")).header("X-API-Key", key);
            assert_eq!(Reply::from(request.send().await.unwrap()).await.status, 429);
        }
        let usage = app.get("/usage/rate-limits", &viewer).await;
        window.keep(usage)
    })
    .await;
    assert_eq!(usage.status, 200, "{}", usage.body);
    let data = &usage.body["data"];
    assert_eq!(data["current_window"]["requests"], 63, "the minute counts the two refusals it counted");
    assert_eq!(data["hourly"]["requests"], 61, "the hour counts only what was served");
}

#[tokio::test]
async fn usage_reports_the_calling_credentials_windows() {
    let (app, reply) = in_one_window(async || {
        let app = TestApp::spawn().await;
        let cred = app.b.key("viewer");
        let window = Window::open(60, 5).await;
        for _ in 0..3 {
            app.get(SITES, &cred).await;
        }
        let reply = app.get("/usage/rate-limits", &cred).await;
        window.keep((app, reply))
    })
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let data = &reply.body["data"];
    assert_eq!(data["current_window"]["requests"], 4, "this request counts too");
    assert_eq!(data["current_window"]["limit"], 60);
    assert_eq!(data["current_window"]["remaining"], 56);
    let reset = data["current_window"]["reset_at"].as_i64().expect("v1: Unix seconds");
    assert_eq!(reset % 60, 0, "the minute window ends on the minute");
    assert_eq!(
        data["hourly"],
        json!({"requests": 4, "limit": 1000, "remaining": 996, "window": 3600, "reset_at": data["hourly"]["reset_at"]})
    );
    assert_eq!(data["tier"], "free");
    let other = app.get("/usage/rate-limits", &app.b.key("owner")).await;
    assert_eq!(other.body["data"]["current_window"]["requests"], 1, "each credential counts on its own");
}

#[tokio::test]
async fn the_token_endpoint_allows_twenty_attempts_a_minute_from_an_address_for_a_client_not_seen_yet() {
    use base64::Engine;
    let client = "cli_0000000000000000000000";
    let basic = base64::engine::general_purpose::STANDARD.encode(format!("{client}:wrong"));
    let statuses = in_one_window(async || {
        let app = TestApp::spawn().await;
        let window = Window::open(60, 10).await;
        let mut statuses = Vec::new();
        // Seven a second: under the burst limit of 10 whatever the machine's speed.
        for round in 0..3 {
            if round > 0 {
                fresh_second(0).await;
            }
            for _ in 0..7 {
                let request = app
                    .http
                    .post(format!("{}/auth/token", app.base_url))
                    .header("Authorization", format!("Basic {basic}"))
                    .form(&[("grant_type", "client_credentials")]);
                statuses.push(Reply::from(request.send().await.unwrap()).await.status);
            }
        }
        window.keep(statuses)
    })
    .await;
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
async fn made_up_credentials_count_against_their_address_with_no_counter_of_their_own() {
    let (app, replies) = in_one_window(async || {
        let app = TestApp::spawn().await;
        Window::open(1, 0).await;
        let made_up = (0..16).map(|i| match i % 4 {
            0 | 1 => Cred::Key(shared::auth::api_key::generate()),
            2 => Cred::Key(format!("pops_made-up-{i}")),
            _ => Cred::Bearer(format!("e30.e30.forged-{i}")),
        });
        let replies = {
            let app = &app;
            join_all(made_up.map(|cred| async move { app.get(SITES, &cred).await })).await
        };
        // Kept once more than ten of them were counted in one second.
        replies.iter().any(|r| r.status == 429).then_some((app, replies))
    })
    .await;
    // One budget for the address: its burst (Free, 10 a second) refuses the rest of a second.
    for (second, statuses) in by_second(&replies) {
        assert!(statuses.iter().all(|s| [401, 429].contains(s)), "{second}: {statuses:?}");
        let answered = statuses.iter().filter(|s| **s == 401).count();
        let full = statuses.contains(&429);
        assert!(answered <= 10 && (!full || answered == 10), "{second}: {statuses:?}");
    }
    let refused = replies.iter().find(|r| r.status == 429).expect("a refused request");
    assert_eq!(header(refused, "x-ratelimit-policy"), "10;w=1");
    let counted = counters(&app).await;
    let address = &counted[0].0;
    assert!(address.starts_with("RATE#ip:"), "{counted:?}");
    assert!(counted.iter().all(|(key, _)| key == address), "no counter but the address's: {counted:?}");
    assert!(counted.iter().map(|(_, n)| n).sum::<u32>() > 10, "{counted:?}");

    let Cred::Key(secret) = app.b.key("viewer") else { unreachable!() };
    assert_eq!(app.get(SITES, &Cred::Key(secret.clone())).await.status, 200);
    let own = format!("RATE#{}", CounterKey::api_key(&secret));
    assert!(
        counters(&app).await.iter().any(|(key, n)| *key == own && *n == 1),
        "a real key counts on its own"
    );
}

#[tokio::test]
async fn an_address_that_keeps_failing_is_refused_for_the_minute_but_credentials_that_authenticate_pass() {
    let logs = Logs::capture();
    let (app, failures, refused, passed) = in_one_window(async || {
        let app = TestApp::spawn().await;
        let window = Window::open(60, 20).await;
        // Ten a second: the address's own burst limit (Free, 10) refuses none, so each one is
        // a failed authentication.
        let mut failures = Vec::new();
        for second in 0..6 {
            if second > 0 {
                fresh_second(0).await;
            }
            for i in 0..10 {
                failures.push(app.get(SITES, &Cred::Key(format!("pops_made-up-{second}-{i}"))).await.status);
            }
        }
        let mut refused = Vec::new();
        for cred in [
            Cred::Key("pops_made-up-60".into()),
            Cred::Key(shared::auth::api_key::generate()),
            Cred::Bearer("e30.e30.forged".into()),
            Cred::None,
        ] {
            refused.push(app.get(SITES, &cred).await);
        }
        let mut passed = Vec::new();
        // A key this instance has not seen yet, a token, and the key again once known.
        for cred in [app.b.key("viewer"), app.a.token("viewer"), app.b.key("viewer")] {
            passed.push(app.get(SITES, &cred).await);
        }
        window.keep((app, failures, refused, passed))
    })
    .await;
    assert_eq!(failures, [401; 60]);
    for reply in &refused {
        assert_eq!((reply.status, reply.code()), (429, "RATE_LIMIT_EXCEEDED"), "{}", reply.body);
        assert_eq!(header(reply, "x-ratelimit-policy"), "60;w=60");
        assert_eq!(reply.body["error"]["details"]["limit"], 60);
    }
    // A credential of the wrong shape is refused before any read or write.
    let garbage = logs.request(header(&refused[0], "x-request-id")).expect("the request's log line");
    assert_eq!(garbage["dynamodb_calls"], 0, "{garbage}");
    for reply in &passed {
        assert_eq!(reply.status, 200, "{}", reply.body);
    }
    assert_eq!(app.get(SITES, &Cred::Key("pops_made-up-61".into())).await.status, 429);
}

/// A token request authenticating with HTTP Basic as `client` (well-formed, made up or not).
async fn token_as(app: &TestApp, client: &str, secret: &str) -> Reply {
    use base64::Engine;
    let basic = base64::engine::general_purpose::STANDARD.encode(format!("{client}:{secret}"));
    let request = app
        .http
        .post(format!("{}/auth/token", app.base_url))
        .header("Authorization", format!("Basic {basic}"))
        .form(&[("grant_type", "client_credentials")]);
    Reply::from(request.send().await.unwrap()).await
}

/// Refused by the failed-authentication guard, not by a counter.
fn refused_by_the_guard(reply: &Reply) {
    assert_eq!((reply.status, reply.code()), (429, "RATE_LIMIT_EXCEEDED"), "{}", reply.body);
    assert!(header(reply, "ratelimit").starts_with("\"failed_auth\""), "{:?}", reply.headers);
}

#[tokio::test]
async fn made_up_client_ids_count_as_failed_authentications_and_once_the_guard_trips_cost_nothing() {
    let logs = Logs::capture();
    let made_up = || shared::ids::ClientId::generate().legacy();
    let (app, failures, garbage) = in_one_window(async || {
        let app = TestApp::spawn().await;
        let window = Window::open(60, 20).await;
        // Ten a second (the address's burst): two seconds of made-up client ids (the token
        // endpoint allows twenty a minute), then wrong-shape keys up to sixty failures.
        let mut failures = Vec::new();
        for second in 0..6 {
            if second > 0 {
                fresh_second(0).await;
            }
            for i in 0..10 {
                let reply = match second < 2 {
                    true => token_as(&app, &made_up(), "x").await,
                    false => app.get(SITES, &Cred::Key(format!("pops_made-up-{second}-{i}"))).await,
                };
                failures.push((reply.status, reply.code().to_owned()));
            }
        }
        let garbage =
            [token_as(&app, &made_up(), "x").await, app.get(SITES, &Cred::Key("pops_x".into())).await];
        window.keep((app, failures, garbage))
    })
    .await;
    let invalid_client = failures[..20].iter().filter(|(_, code)| code == "INVALID_CLIENT").count();
    assert_eq!(invalid_client, 20, "{failures:?}");
    assert!(failures.iter().all(|(status, _)| *status == 401), "{failures:?}");
    // The sixty failures, twenty of them invalid_client, tripped the guard.
    for reply in &garbage {
        refused_by_the_guard(reply);
    }
    let log = logs.request(header(&garbage[0], "x-request-id")).expect("the request's log line");
    assert_eq!(log["dynamodb_calls"], 0, "refused before any read or write: {log}");
    // Each client id counts per client and address (a neighbour's failures never use up a real
    // client's token requests), so the twenty made-up ones have a counter each; the refused
    // ones after the guard tripped wrote nothing.
    let counted = counters(&app).await;
    let clients: Vec<_> = counted.iter().filter(|(key, _)| key.starts_with("RATE#cli:")).collect();
    assert_eq!(clients.len(), 20, "{counted:?}");
    assert!(clients.iter().all(|(_, n)| *n == 1), "{counted:?}");
    let address: u32 = counted.iter().filter(|(key, _)| key.starts_with("RATE#ip:")).map(|(_, n)| n).sum();
    assert_eq!(address, 40, "the wrong-shape keys on the address: {counted:?}");
    assert_eq!(counted.len(), 21, "{counted:?}");
}

#[tokio::test]
async fn a_client_that_authenticated_here_still_gets_tokens_at_an_address_that_keeps_failing() {
    let logs = Logs::capture();
    let kept = in_one_window(async || {
        let app = TestApp::spawn().await;
        let client = api_tests::oauth::dashboard(&app).await;
        // Seen to authenticate on this instance: counted under its own id from now on. Its
        // minute decides its cost (below): a round whose proof straddled two is not judged.
        let before = chrono::Utc::now().timestamp().div_euclid(60);
        let proof = token_as(&app, &client.id, &client.secret).await;
        assert_eq!(proof.status, 200, "{}", proof.body);
        let proof_minute = chrono::Utc::now().timestamp().div_euclid(60);
        if proof_minute != before {
            return None;
        }
        // A minute of its own, so the address's count holds only the failures.
        let window = Window::open_minute_after(chrono::Utc::now().timestamp(), 20).await;
        let mut failures = Vec::new();
        for second in 0..6 {
            if second > 0 {
                fresh_second(0).await;
            }
            for i in 0..10 {
                failures.push(app.get(SITES, &Cred::Key(format!("pops_made-up-{second}-{i}"))).await.status);
            }
        }
        let replies = [
            app.get(SITES, &Cred::Key("pops_made-up-60".into())).await,
            token_as(&app, &shared::ids::ClientId::generate().legacy(), "x").await,
            token_as(&app, &client.id, &client.secret).await,
            token_as(&app, &client.id, "popsc_wrong").await,
        ];
        window.keep((proof, proof_minute, failures, replies, window.start().div_euclid(60)))
    })
    .await;
    let (proof, proof_minute, failures, replies, minute) = kept;
    assert_eq!(failures, [401; 60]);
    let [garbage, made_up_client, valid, wrong_secret] = &replies;
    refused_by_the_guard(garbage);
    refused_by_the_guard(made_up_client);
    let cost = |reply: &Reply| {
        let log = logs.request(header(reply, "x-request-id")).expect("the request's log line");
        log["dynamodb_calls"].as_u64().unwrap()
    };
    assert_eq!(cost(made_up_client), 0, "an unproven client id is refused before any read or write");
    assert_eq!(valid.status, 200, "{}", valid.body);
    assert!(valid.body["access_token"].is_string());
    // A token request reads the client, its organization and its member, writes its counter's
    // grant, and reads the counts of the hour's earlier minutes, which in an hour's first minute
    // there are none of: exactly that, before the address failed and after, so the guard adds
    // nothing.
    let token_request = |minute: i64| 4 + u64::from(minute.rem_euclid(60) != 0);
    assert_eq!(cost(&proof), token_request(proof_minute), "the proof, in minute {proof_minute}");
    assert_eq!(
        cost(valid),
        token_request(minute),
        "as cheap as before the address failed, in minute {minute}"
    );
    // Its client authentication is tried, and refused when it fails.
    refused_by_the_guard(wrong_secret);
}

/// The requests counted against counters whose key starts with `prefix` (`RATE#…`), over every
/// minute they were counted in.
async fn counted_against(app: &TestApp, prefix: &str) -> u32 {
    counters(app).await.iter().filter(|(key, _)| key.starts_with(prefix)).map(|(_, n)| n).sum()
}

#[tokio::test]
async fn a_key_used_outside_its_allowed_ips_is_counted_by_that_address_and_never_locks_out_its_holder() {
    let app = TestApp::spawn().await;
    // Organization B is Free: 60 requests a minute, which 80 outside requests would use up.
    let issued = app
        .send(
            Method::POST,
            "/auth/api-keys",
            &app.b.key("owner"),
            Some(json!({"name": "bound", "allowed_ips": ["127.0.0.1"]})),
        )
        .await;
    assert_eq!(issued.status, 201, "{}", issued.body);
    let secret = issued.body["data"]["secret"].as_str().unwrap().to_owned();
    let key = Cred::Key(secret.clone());
    // Its holder first, so this instance knows the key and counts it beside authentication.
    assert_eq!(app.get(SITES, &key).await.status, 200);

    let outsider = reqwest::Client::builder()
        .local_address(std::net::IpAddr::from([127, 0, 0, 2]))
        .build()
        .expect("a client sending from 127.0.0.2");
    let mut statuses = Vec::new();
    for _ in 0..80 {
        let response = outsider.get(format!("{}{SITES}", app.base_url)).header("X-API-Key", &secret);
        statuses.push(response.send().await.expect("request").status().as_u16());
    }
    assert_eq!(statuses[0], 403, "{statuses:?}");
    assert!(statuses.iter().all(|s| [403, 429].contains(s)), "{statuses:?}");
    assert!(statuses.contains(&429), "the address's own limits refuse it: {statuses:?}");

    let holder = app.get(SITES, &key).await;
    assert_eq!(holder.status, 200, "{}", holder.body);
    let own = format!("RATE#{}", CounterKey::api_key(&secret));
    assert_eq!(
        counted_against(&app, &own).await,
        2,
        "only the holder's requests: {:?}",
        counters(&app).await
    );
    assert!(counted_against(&app, "RATE#ip:127.0.0.2").await > 0, "the outsider's by its address");
}

#[tokio::test]
async fn a_revoked_token_never_spends_the_budget_of_its_members_live_tokens() {
    use api_tests::oauth::{code_for, dashboard, exchange, token};
    let app = TestApp::spawn().await;
    let client = dashboard(&app).await;
    let first = exchange(&app, &client, &code_for(&app, &client).await).await;
    assert_eq!(first.status, 200, "{}", first.body);
    let revoked = Cred::Bearer(first.body["data"]["access_token"].as_str().unwrap().to_owned());
    assert_eq!(app.get(SITES, &revoked).await.status, 200, "live at first");
    // A refresh token used twice revokes its family, and the family's access tokens with it.
    let refresh1 = first.body["data"]["refresh_token"].as_str().unwrap().to_owned();
    for expected in [200, 400] {
        let form = [
            ("grant_type", "refresh_token"),
            ("refresh_token", refresh1.as_str()),
            ("client_id", &client.id),
            ("client_secret", &client.secret),
        ];
        assert_eq!(token(&app, &form).await.status, expected);
    }
    // The member authorizes the client again: a live token with the same client and member.
    let again = exchange(&app, &client, &code_for(&app, &client).await).await;
    let live = Cred::Bearer(again.body["data"]["access_token"].as_str().unwrap().to_owned());

    for _ in 0..30 {
        let reply = app.get(SITES, &revoked).await;
        assert!([401, 429].contains(&reply.status), "{}", reply.body);
    }
    assert_eq!(app.get(SITES, &live).await.status, 200);
    assert_eq!(
        counted_against(&app, "RATE#tok:").await,
        2,
        "the revoked token's requests are counted by address: {:?}",
        counters(&app).await
    );
}
