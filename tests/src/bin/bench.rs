//! `make bench`: GET /inventory-service/sites/{id} through the local runner (HTTP, API Gateway
//! event, full pipeline with a warm API key) against a raw GetItem of the same item, side by
//! side in one run against the same DynamoDB Local, at concurrency 1 and 16. Prints p50/p99
//! and the ratios; rounds alternate so drift on a noisy machine hits both sides alike.
//!
//! The rate-limit counter write: an API request not served from its instance's lease makes one
//! UpdateItem (a grant) beside its reads. The GetItem alone, GetItem then UpdateItem in
//! sequence, and both at once are timed in the same rounds as the API, so the ratios show
//! whether the write adds a round trip; then the writes a steady credential makes per request.
//!
//! Then offset pages over 10,000 assets: page 1 vs page 9 (limit 100, the deepest the read
//! budget reaches), page 9 found by skipping on the keys-only twin index vs read through the
//! full index (what a filter that matches everything forces), and page 100, which the budget
//! refuses (400), with the read units DynamoDB reported for each; then the same pages for a
//! viewer assigned to the assets' site (the visibility index), costed from its log lines.

use api_tests::logs::Logs;
use api_tests::{Setup, TestApp};
use aws_sdk_dynamodb::types::AttributeValue;
use shared::ids::SiteId;
use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

const ROUNDS: usize = 6;
const PER_ROUND: usize = 300;
const CONCURRENCY: usize = 16;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

async fn sequential<F, Fut>(call: &F, n: usize, into: &mut Vec<Duration>)
where
    F: Fn() -> Fut,
    Fut: Future<Output = ()>,
{
    for _ in 0..n {
        let started = Instant::now();
        call().await;
        into.push(started.elapsed());
    }
}

/// Requests per second with `CONCURRENCY` callers each making `n` calls, and every latency.
async fn throughput<F, Fut>(call: F, n: usize) -> (f64, Vec<Duration>)
where
    F: Fn() -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ()> + Send,
{
    let call = Arc::new(call);
    let started = Instant::now();
    let workers: Vec<_> = (0..CONCURRENCY)
        .map(|_| {
            let call = call.clone();
            tokio::spawn(async move {
                let mut latencies = Vec::with_capacity(n);
                sequential(&*call, n, &mut latencies).await;
                latencies
            })
        })
        .collect();
    let mut latencies = Vec::with_capacity(CONCURRENCY * n);
    for worker in workers {
        latencies.extend(worker.await.expect("worker"));
    }
    ((CONCURRENCY * n) as f64 / started.elapsed().as_secs_f64(), latencies)
}

fn report(name: &str, api: &mut [Duration], raw: &mut [Duration]) {
    api.sort();
    raw.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let (a50, a99, r50, r99) =
        (percentile(api, 0.5), percentile(api, 0.99), percentile(raw, 0.5), percentile(raw, 0.99));
    println!(
        "{name:<22} p50 api {:>6.3} ms  raw {:>6.3} ms  ratio {:>4.2}   p99 api {:>6.3} ms  raw {:>6.3} ms  ratio {:>4.2}",
        ms(a50),
        ms(r50),
        ms(a50) / ms(r50),
        ms(a99),
        ms(r99),
        ms(a99) / ms(r99)
    );
}

/// One GET with `X-Debug` answered `status`: its latency, DynamoDB read units and call count.
async fn debug_get(http: &reqwest::Client, url: &str, key: &str, status: u16) -> (Duration, f64, usize) {
    let started = Instant::now();
    let response =
        http.get(url).header("X-API-Key", key).header("X-Debug", "true").send().await.expect("request");
    assert_eq!(response.status(), status, "{url}");
    let body: serde_json::Value = response.json().await.expect("json body");
    let elapsed = started.elapsed();
    let debug = &body["debug"];
    let calls = debug["dynamodb_calls"].as_array().map_or(0, Vec::len);
    (elapsed, debug["dynamodb_read_units"].as_f64().unwrap_or(0.0), calls)
}

/// One GET answered `status`, costed from its log line (a viewer's `X-Debug` shows no costs):
/// its latency, DynamoDB read units and calls (authentication's included; none with a warm
/// cache).
async fn logged_get(
    http: &reqwest::Client,
    logs: &Logs,
    url: &str,
    key: &str,
    status: u16,
) -> (Duration, f64, usize) {
    let started = Instant::now();
    let response = http.get(url).header("X-API-Key", key).send().await.expect("request");
    assert_eq!(response.status(), status, "{url}");
    let id = response.headers().get("x-request-id").and_then(|v| v.to_str().ok()).map(str::to_owned);
    response.bytes().await.expect("body");
    let elapsed = started.elapsed();
    let id = id.expect("a request id");
    // The log line may follow the response by a moment.
    for _ in 0..100 {
        if let Some(line) = logs.request(&id) {
            let units = line["dynamodb_read_units"].as_f64().unwrap_or(0.0);
            let calls = line["dynamodb_calls"].as_u64().unwrap_or(0) as usize;
            return (elapsed, units, calls);
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("no log line for request {id}");
}

/// The bench's site, with the viewer assigned to it before its key is first used (its
/// authentication is cached for the whole run): its GET is timed, and the list pages seed it.
async fn bench_site(app: &TestApp) -> String {
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Bench yard").await;
    let viewer = &app.a.members["viewer"];
    let assign = serde_json::json!({"site_ids": [site]});
    let assigned = app
        .send(reqwest::Method::PATCH, &format!("/admin/members/{}", viewer.member_id), &owner, Some(assign))
        .await;
    assert_eq!(assigned.status, 200, "{}", assigned.body);
    site
}

async fn deep_pages(app: &TestApp, logs: Option<&Logs>, yard: &str) {
    app.seed_assets(&app.a, yard, 10_000).await;
    // The viewer, assigned to the yard, sees all 10,000 (half organization-visible, half
    // site-only): the visibility index's case, two partitions.
    let viewer = app.a.members["viewer"].clone();
    // X-Debug shows DynamoDB costs to callers who see every site.
    let key = app.a.members["admin"].api_key.clone();
    let http = reqwest::Client::new();
    let base = format!("{}/inventory-service/assets?limit=100&sort=created_at", app.base_url);
    let everything = "status[in]=active,maintenance,decommissioned";
    // (name, url, status, as the viewer)
    let mut variants = vec![
        ("page 1", format!("{base}&page=1"), 200, false),
        ("page 9, keys-only skip", format!("{base}&page=9"), 200, false),
        ("page 9, read-through", format!("{base}&page=9&{everything}"), 200, false),
        // Past the read budget: refused, which is what it measures.
        ("page 100, 400 (budget)", format!("{base}&page=100"), 400, false),
    ];
    if logs.is_some() {
        variants.extend([
            ("viewer page 1", format!("{base}&page=1"), 200, true),
            ("viewer page 9", format!("{base}&page=9"), 200, true),
            ("viewer page 100, 400", format!("{base}&page=100"), 400, true),
        ]);
    }
    let mut samples: Vec<Vec<(Duration, f64, usize)>> = vec![Vec::new(); variants.len()];
    for round in 0..12 {
        for (i, (_, url, status, as_viewer)) in variants.iter().enumerate() {
            let sample = match logs {
                Some(logs) if *as_viewer => logged_get(&http, logs, url, &viewer.api_key, *status).await,
                _ => debug_get(&http, url, &key, *status).await,
            };
            if round >= 2 {
                samples[i].push(sample); // the first rounds warm DynamoDB Local up
            }
        }
    }
    println!();
    println!("GET /inventory-service/assets, 10,000 assets, limit 100, sort created_at, DynamoDB Local");
    let p50 = |s: &[(Duration, f64, usize)]| {
        let mut latencies: Vec<Duration> = s.iter().map(|x| x.0).collect();
        latencies.sort();
        percentile(&latencies, 0.5).as_secs_f64() * 1000.0
    };
    let first = p50(&samples[0]);
    for ((name, _, _, _), s) in variants.iter().zip(&samples) {
        let (units, calls) = (s[0].1, s[0].2);
        println!(
            "{name:<26} p50 {:>7.1} ms ({:>5.1}x page 1)  read units {units:>6.1}  DynamoDB calls {calls}",
            p50(s),
            p50(s) / first
        );
    }
}

/// Counter writes per request of one credential sending `n` sequential GETs: the
/// `rate_limit:UpdateItem` calls its responses list in `debug.dynamodb_calls` (an admin sees them).
async fn counter_writes_per_request(http: &reqwest::Client, url: &str, admin_key: &str, n: usize) -> f64 {
    let mut writes = 0usize;
    for _ in 0..n {
        let response =
            http.get(url).header("X-API-Key", admin_key).header("X-Debug", "true").send().await.expect("api");
        assert_eq!(response.status(), 200);
        let body: serde_json::Value = response.json().await.expect("api body");
        let calls = body["debug"]["dynamodb_calls"].as_array().cloned().unwrap_or_default();
        writes += calls.iter().filter(|call| *call == "rate_limit:UpdateItem").count();
    }
    writes as f64 / n as f64
}

#[tokio::main]
async fn main() {
    let app =
        TestApp::spawn_with(Setup { auth_cache_ttl: Duration::from_secs(300), ..Setup::default() }).await;
    // The benchmark sends thousands of requests a minute: no tier allows that.
    app.lift_limits(&app.a).await;
    // `BENCH_PAGES_ONLY=1`: just the list pages (their read units and calls do not depend on
    // the build, so a debug run shows them).
    // `BENCH_STATIONS_ONLY=1`: just the station section (its calls and units do not depend on
    // the build either).
    if std::env::var_os("BENCH_STATIONS_ONLY").is_some() {
        api_tests::station_costs::section().await;
        return;
    }
    let site = bench_site(&app).await;
    if std::env::var_os("BENCH_PAGES_ONLY").is_some() {
        let logs = Logs::capture_process();
        deep_pages(&app, logs.as_ref(), &site).await;
        return;
    }
    let uuid = SiteId::parse(&site).expect("site id").uuid();
    let url = format!("{}/inventory-service/sites/{site}", app.base_url);
    let key = app.a.members["viewer"].api_key.clone();
    let http = reqwest::Client::new();
    let client = app.app.store.client().clone();
    let table = app.app.store.table().to_owned();

    let api_call = {
        let (http, url, key) = (http.clone(), url.clone(), key.clone());
        move || {
            let request = http.get(&url).header("X-API-Key", &key).send();
            async move {
                let response = request.await.expect("api request");
                assert_eq!(response.status(), 200);
                response.bytes().await.expect("api body");
            }
        }
    };
    let raw_call = {
        let (client, table) = (client.clone(), table.clone());
        move || {
            let request = client
                .get_item()
                .table_name(&table)
                .key("PK", AttributeValue::S(format!("SITE#{uuid}")))
                .key("SK", AttributeValue::S("SITE".into()))
                .send();
            async move {
                let output = request.await.expect("raw GetItem");
                assert!(output.item.is_some());
            }
        }
    };

    let counter_call = {
        let (store, raw_call) = (app.app.store.clone(), raw_call.clone());
        move |concurrent: bool| {
            let (store, raw) = (store.clone(), raw_call.clone());
            async move {
                let minute = chrono::Utc::now().timestamp() / 60;
                let write = store.count_request("bench", minute, 0, None, shared::config::COUNTER_TIMEOUT);
                if concurrent {
                    let (_, written) = tokio::join!(raw(), write);
                    written.expect("counter write");
                } else {
                    raw().await;
                    write.await.expect("counter write");
                }
            }
        }
    };
    let sequential_pair = {
        let counter_call = counter_call.clone();
        move || counter_call(false)
    };
    let concurrent_pair = move || counter_call(true);

    // Warm-up: JIT in DynamoDB Local, connection pools, the auth cache.
    let mut sink = Vec::new();
    sequential(&api_call, 500, &mut sink).await;
    sequential(&raw_call, 500, &mut sink).await;

    let (mut api, mut raw) = (Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        sequential(&api_call, PER_ROUND, &mut api).await;
        sequential(&raw_call, PER_ROUND, &mut raw).await;
    }
    println!(
        "GET /inventory-service/sites/{{id}} (warm API key) vs raw GetItem, DynamoDB Local, release build"
    );
    report("concurrency 1", &mut api, &mut raw);

    let (mut api, mut raw, mut pair, mut both) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        sequential(&api_call, PER_ROUND / 2, &mut api).await;
        sequential(&raw_call, PER_ROUND / 2, &mut raw).await;
        sequential(&sequential_pair, PER_ROUND / 2, &mut pair).await;
        sequential(&concurrent_pair, PER_ROUND / 2, &mut both).await;
    }
    for samples in [&mut api, &mut raw, &mut pair, &mut both] {
        samples.sort();
    }
    let p50 = |s: &[Duration]| percentile(s, 0.5).as_secs_f64() * 1000.0;
    println!();
    println!("The rate-limit counter write (one UpdateItem per grant), p50 at concurrency 1:");
    println!(
        "raw GetItem {:>6.3} ms | GetItem then UpdateItem {:>6.3} ms ({:>4.2}x) | both at once {:>6.3} ms ({:>4.2}x)",
        p50(&raw),
        p50(&pair),
        p50(&pair) / p50(&raw),
        p50(&both),
        p50(&both) / p50(&raw)
    );
    println!(
        "API GET (GetItem + counter write beside it) {:>6.3} ms: {:>4.2}x the sequential pair, {:>4.2}x the concurrent pair",
        p50(&api),
        p50(&api) / p50(&pair),
        p50(&api) / p50(&both)
    );
    let admin_key = app.a.members["admin"].api_key.clone();
    const STEADY: usize = 1_000;
    println!(
        "Counter writes per request, one steady credential ({STEADY} sequential GETs): {:>5.3}",
        counter_writes_per_request(&http, &url, &admin_key, STEADY).await
    );

    let (mut api_rps, mut raw_rps) = (0.0, 0.0);
    let (mut api, mut raw) = (Vec::new(), Vec::new());
    for _ in 0..3 {
        let (rps, latencies) = throughput(api_call.clone(), 100).await;
        api_rps += rps;
        api.extend(latencies);
        let (rps, latencies) = throughput(raw_call.clone(), 100).await;
        raw_rps += rps;
        raw.extend(latencies);
    }
    report(&format!("concurrency {CONCURRENCY}"), &mut api, &mut raw);
    println!(
        "concurrency {CONCURRENCY:<10} throughput api {:>7.0} req/s  raw {:>7.0} req/s  api/raw {:>4.2}",
        api_rps / 3.0,
        raw_rps / 3.0,
        api_rps / raw_rps
    );

    // Apps of their own, one per way of writing meter readings; before the log capture below,
    // which would add to their CPU.
    api_tests::station_costs::section().await;

    // From here on every request is logged (into memory): the viewer's costs are in its log
    // line only. Installed after the timed sections above, which it would slow.
    let logs = Logs::capture_process();
    deep_pages(&app, logs.as_ref(), &site).await;
}
