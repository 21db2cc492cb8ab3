//! Leased tokens (docs/rate-limits.md, Storage): a steady credential's instance spends spare
//! tokens without a counter write, yet no window ever admits more than its limit, through any
//! number of instances, and `X-RateLimit-Remaining` never shows more than the shared count
//! allowed. Each response is judged by the window it was counted in, read from its own headers.
//! Nothing here assumes a speed: a round whose requests spread over two windows, did not reach
//! what it tests, or has a reply served uncounted (no headers) is tried again, never judged.

use futures_util::future::join_all;
use std::collections::BTreeMap;

use api_tests::windows::{Window, fresh_second, in_one_window};
use api_tests::{Cred, Reply, Setup, TestApp};
use shared::rate_limit::{CounterKey, Limits};

const SITES: &str = "/inventory-service/sites";
const EVENTS: &str = "/asset-controls/events";

fn header<'a>(reply: &'a Reply, name: &str) -> &'a str {
    reply.header(name).unwrap_or_else(|| panic!("{name} is missing: {:?}", reply.headers))
}

/// The request was counted: its answer carries its standing. One served uncounted (its counter
/// write failed, as on a machine too loaded for DynamoDB Local to answer in time) says nothing
/// about the limits, so its round is not judged.
fn counted(replies: &[Reply]) -> bool {
    replies.iter().all(|r| r.header("ratelimit").is_some() && r.header("x-ratelimit-reset").is_some())
}

/// The request made a counter write (a grant or a give-back), per `debug.dynamodb_calls`.
fn wrote(reply: &Reply) -> bool {
    let calls = reply.body["debug"]["dynamodb_calls"].as_array().expect("debug.dynamodb_calls");
    calls.iter().any(|call| call == "rate_limit:UpdateItem")
}

fn remaining(reply: &Reply) -> u32 {
    header(reply, "x-ratelimit-remaining").parse().unwrap()
}

/// Two runners on one table, and one key of org B with `limits`. Authentication is cached (as in
/// production), so a leased request makes no DynamoDB call at all and a round's concurrent
/// requests stay close together.
async fn two_instances(limits: Limits) -> (TestApp, [String; 2], String) {
    let setup = Setup { auth_cache_ttl: std::time::Duration::from_secs(300), ..Setup::default() };
    let app = TestApp::spawn_with(setup).await;
    app.set_limits(&app.b, limits).await;
    let second = app.second_instance().await;
    let Cred::Key(key) = app.b.key("owner") else { unreachable!() };
    let bases = [app.base_url.clone(), second];
    (app, bases, key)
}

async fn get(app: &TestApp, base: &str, path: &str, key: &str) -> Reply {
    let request = app.http.get(format!("{base}{path}")).header("X-API-Key", key).header("X-Debug", "true");
    Reply::from(request.send().await.unwrap()).await
}

/// Enough sequential requests on each instance for it to lease (a steady credential), the last
/// of them in a fresh second so the burst has room for spares.
async fn warm_up(app: &TestApp, bases: &[String; 2], key: &str) -> Vec<Reply> {
    let mut replies = Vec::new();
    for _ in 0..5 {
        for base in bases {
            replies.push(get(app, base, SITES, key).await);
        }
    }
    fresh_second(0).await;
    for base in bases {
        replies.push(get(app, base, SITES, key).await);
    }
    replies
}

/// `rounds` rounds of `each` concurrent requests through each instance.
async fn fire(
    app: &TestApp,
    bases: &[String; 2],
    path: &str,
    key: &str,
    rounds: usize,
    each: usize,
) -> Vec<Reply> {
    let mut replies = Vec::new();
    for _ in 0..rounds {
        let requests = (0..each).flat_map(|_| bases.iter().map(|base| get(app, base, path, key)));
        replies.extend(join_all(requests).await);
    }
    replies
}

/// Served and refused requests per window of `name` (keyed by the window's end), each reply
/// judged by the window its own headers say it was counted in.
fn by_window(replies: &[Reply], name: &str) -> BTreeMap<i64, (usize, usize)> {
    let mut windows: BTreeMap<i64, (usize, usize)> = BTreeMap::new();
    for reply in replies {
        assert!(header(reply, "ratelimit").starts_with(&format!("\"{name}\"")), "{:?}", reply.headers);
        let reset: i64 = header(reply, "x-ratelimit-reset").parse().unwrap();
        let counted = windows.entry(reset).or_default();
        match reply.status {
            200 => counted.0 += 1,
            429 => counted.1 += 1,
            other => panic!("{other}: {}", reply.body),
        }
    }
    windows
}

/// No window admitted more than `limit` (asserted: true however fast the requests went).
/// Answers whether the limit was reached (some request refused).
fn never_over(replies: &[Reply], name: &str, limit: usize) -> bool {
    let windows = by_window(replies, name);
    for (reset, (served, _)) in &windows {
        assert!(*served <= limit, "{name} ending {reset}: {served} served of {limit}: {windows:?}");
    }
    windows.values().any(|(_, refused)| *refused > 0)
}

/// Warms both instances up, then fires `rounds` rounds of `each` concurrent requests through
/// each, and asserts that no window of `name` admitted more than `limit`, on every round (the
/// replies are judged by their own headers whatever the window). A round counts when it
/// tested leases at a limit: it fell in one minute, a fired request was served from a lease,
/// and some request was refused. All three depend on the machine's speed (concurrent requests
/// on a loaded machine may spread over several seconds), so a round that misses one is tried
/// again rather than failed.
async fn leasing_round(limits: Limits, rounds: usize, each: usize, (name, limit): (&str, usize)) {
    in_one_window(async || {
        let (app, bases, key) = two_instances(limits).await;
        let window = Window::open(60, 20).await;
        let mut replies = warm_up(&app, &bases, &key).await;
        let fired = fire(&app, &bases, SITES, &key, rounds, each).await;
        let leased = fired.iter().any(|r| r.status == 200 && !wrote(r));
        replies.extend(fired);
        if !counted(&replies) {
            return None;
        }
        let reached = never_over(&replies, name, limit);
        window.keep(()).filter(|()| leased && reached)
    })
    .await
}

#[tokio::test]
async fn two_instances_leasing_never_admit_more_than_the_burst_in_any_second() {
    leasing_round(Limits { per_minute: 100_000, per_hour: 1_000_000, burst: 10 }, 3, 15, ("burst", 10)).await;
}

#[tokio::test]
async fn two_instances_leasing_never_admit_more_than_the_minute_limit() {
    leasing_round(Limits { per_minute: 40, per_hour: 1_000_000, burst: 100_000 }, 4, 10, ("minute", 40))
        .await;
}

#[tokio::test]
async fn two_instances_leasing_never_admit_more_than_the_hourly_limit() {
    leasing_round(Limits { per_minute: 100_000, per_hour: 40, burst: 100_000 }, 4, 10, ("hour", 40)).await;
}

#[tokio::test]
async fn two_instances_never_admit_more_than_an_endpoint_limit_beside_leases() {
    let replies = in_one_window(async || {
        let (app, bases, key) =
            two_instances(Limits { per_minute: 100_000, per_hour: 1_000_000, burst: 100_000 }).await;
        let window = Window::open(60, 20).await;
        warm_up(&app, &bases, &key).await;
        // Events (60 a minute): counted exactly, each with a write of its own, leases or not.
        let replies = fire(&app, &bases, EVENTS, &key, 2, 40).await;
        // Judged only when all 160 fell in one minute and every one was counted.
        window.keep(replies).filter(|replies| counted(replies))
    })
    .await;
    assert!(replies.iter().all(|r| r.status == 429 || wrote(r)), "every endpoint request writes");
    assert!(never_over(&replies, "events", 60), "the endpoint limit was reached");
}

/// The counter item's minute count (`n`: requests and every leased token), as stored now.
async fn stored_count(app: &TestApp, key: &str, minute: i64) -> u32 {
    let store = &app.app.store;
    let item = store
        .client()
        .get_item()
        .table_name(store.table())
        .key("PK", aws_sdk_dynamodb::types::AttributeValue::S(format!("RATE#{}", CounterKey::api_key(key))))
        .key("SK", aws_sdk_dynamodb::types::AttributeValue::S(format!("M#{minute:010}")))
        .consistent_read(true)
        .send()
        .await
        .expect("counter item");
    let count = item.item.as_ref().and_then(|item| item.get("n")).and_then(|n| n.as_n().ok());
    count.and_then(|n| n.parse().ok()).expect("a counter item")
}

#[tokio::test]
async fn remaining_never_shows_more_than_the_counted_requests_allow_and_counts_each_token_once() {
    const LIMIT: u32 = 60;
    let checked = in_one_window(async || {
        let (app, bases, key) =
            two_instances(Limits { per_minute: LIMIT, per_hour: 1_000_000, burst: 100_000 }).await;
        let window = Window::open(60, 20).await;
        let minute = chrono::Utc::now().timestamp() / 60;
        // Per instance: the shared count right after its last write (every outstanding token,
        // its own included, counted as spent), the requests served through either instance by
        // then, and the requests it served since without a write. Requests through the other
        // instance since its last write are not in its count (nor could they be, without one).
        let mut last = [(0u32, 0u32, 0u32); 2];
        let (mut served, mut leased) = (0u32, 0usize);
        for block in 0..6 {
            let i = block % 2;
            for _ in 0..8 {
                let reply = get(&app, &bases[i], SITES, &key).await;
                if !counted(std::slice::from_ref(&reply)) {
                    return None;
                }
                assert_eq!(reply.status, 200, "{}", reply.body);
                assert!(header(&reply, "ratelimit").starts_with("\"minute\""), "{:?}", reply.headers);
                served += 1;
                if wrote(&reply) {
                    last[i] = (stored_count(&app, &key, minute).await, served, 0);
                } else {
                    leased += 1;
                    last[i].2 += 1;
                }
                let (count, served_then, since) = last[i];
                let shown = LIMIT - remaining(&reply);
                assert!(count >= served_then, "every request served is in the shared count");
                // Never more left than the requests counted by its last write (through either
                // instance, their leased tokens counted as spent) and those it served since leave.
                assert!(
                    shown >= served_then + since,
                    "{shown} counted shown; {served_then} served by the last write, {since} leased since"
                );
                // Each token counted once: no more than the shared count at its last write (every
                // outstanding token in it, its own too) plus what it served since.
                assert!(
                    shown <= count + since,
                    "{shown} counted shown; {count} at the last write, {since} since"
                );
            }
        }
        // A round in which no token was leased checked nothing: tried again.
        window.keep(leased).filter(|leased| *leased > 0)
    })
    .await;
    assert!(checked > 0, "leased tokens were spent and checked");
}

#[tokio::test]
async fn a_steady_credential_makes_at_most_one_counter_write_in_five_requests() {
    const REQUESTS: usize = 100;
    let writes = in_one_window(async || {
        let app = TestApp::spawn_with(Setup {
            auth_cache_ttl: std::time::Duration::from_secs(300),
            ..Setup::default()
        })
        .await;
        // Well under its limits.
        app.set_limits(&app.b, Limits { per_minute: 10_000, per_hour: 100_000, burst: 1_000 }).await;
        let Cred::Key(key) = app.b.key("owner") else { unreachable!() };
        let window = Window::open(60, 20).await;
        // Leases live 5 s, so writes per request depend on the pace: the bound is for a
        // credential sending at least a few requests a second. A slower round (a loaded
        // machine) is tried again, never judged.
        let started = std::time::Instant::now();
        let mut writes = 0;
        let mut replies = Vec::new();
        for _ in 0..REQUESTS {
            let reply = get(&app, &app.base_url, SITES, &key).await;
            assert_eq!(reply.status, 200, "{}", reply.body);
            writes += usize::from(wrote(&reply));
            replies.push(reply);
        }
        let steady = started.elapsed() <= std::time::Duration::from_secs(30);
        window.keep(writes).filter(|_| counted(&replies) && steady)
    })
    .await;
    eprintln!("counter writes per request, a steady credential: {writes}/{REQUESTS}");
    assert!(writes * 5 <= REQUESTS, "{writes} counter writes for {REQUESTS} requests");
}

#[tokio::test]
async fn counter_writes_get_a_long_time_limit_under_test_and_the_production_default_elsewhere() {
    let app = TestApp::spawn().await;
    assert_eq!(app.app.config.counter_timeout, api_tests::COUNTER_TIMEOUT);
    assert!(
        api_tests::COUNTER_TIMEOUT >= std::time::Duration::from_secs(30),
        "a slow machine is not a failure"
    );
    let production = shared::config::Config::new(
        "t".into(),
        None,
        vec![7; 32],
        "https://issuer".into(),
        std::time::Duration::ZERO,
        "test".into(),
    );
    assert_eq!(production.counter_timeout, shared::config::COUNTER_TIMEOUT);
}

#[tokio::test]
async fn remaining_counts_down_across_an_endpoint_write_between_leased_tokens() {
    in_one_window(async || {
        // The minute (70) stays the tightest limit shown once 16 requests are counted (the
        // events endpoint leaves 55 or more).
        let (app, bases, key) =
            two_instances(Limits { per_minute: 70, per_hour: 1_000_000, burst: 100_000 }).await;
        let window = Window::open(60, 20).await;
        let base = &bases[0];
        let mut replies = Vec::new();
        for _ in 0..16 {
            replies.push(get(&app, base, SITES, &key).await);
        }
        for _ in 0..5 {
            replies.push(get(&app, base, EVENTS, &key).await);
        }
        let events = replies.len() - 1;
        replies.push(get(&app, base, SITES, &key).await);
        let [.., before, after] = &replies[events..] else { return None };
        // Judged when the last request was served from a lease that outlived the endpoint
        // writes (a loaded machine may let it expire: tried again), all counted in one minute.
        let judged = counted(&replies)
            && !wrote(after)
            && [before, after]
                .iter()
                .all(|r| r.status == 200 && header(r, "ratelimit").starts_with("\"minute\""));
        if !judged {
            return window.keep(()).and(None);
        }
        assert!(wrote(before), "an endpoint request writes");
        assert_eq!(remaining(after), remaining(before) - 1, "a leased token counts down from the last write");
        window.keep(())
    })
    .await;
}
