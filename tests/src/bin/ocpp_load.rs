//! `make ocpp-load`: the OCPP gateway under many stations, on this machine (docs/scaling.md).
//!
//! The local runner (release build) runs as its own process over DynamoDB Local, so its memory
//! is the server's alone. This process makes `OCPP_LOAD_STATIONS` station assets (1,000 by
//! default), connects them all, boots each and starts a transaction on each, then for
//! `OCPP_LOAD_SECONDS` (60) every station beats its heartbeat every 300 s and sends a meter
//! reading (TransactionEvent Updated) every 60 s, both divided by `OCPP_LOAD_SPEEDUP` (30), so
//! 1,000 stations at 30x stand for 30,000 real ones. It prints the server's memory per
//! connection, the messages per second handled and their latency, and the items written per
//! message, counted in the table afterwards (so the write figures are measured, not assumed).

use futures_util::StreamExt;
use futures_util::stream;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use api_tests::station::{NoAnswer, Station};
use aws_sdk_dynamodb::types::{AttributeValue, Select};
use shared::domain::site::{NewSite, Site};
use shared::ids::OrgId;
use shared::store::Store;
use shared::store::keys;

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("address").port()
}

/// The process's resident memory in KiB (`VmRSS`).
fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap_or("VmRSS: 0 kB");
    line.split_whitespace().nth(1).and_then(|n| n.parse().ok()).unwrap_or(0)
}

/// The process's CPU time so far (user and system), from `/proc/<pid>/stat` in clock ticks
/// (100 a second on Linux).
fn cpu_secs(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command name, which is in parentheses and may hold spaces.
    let rest = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or_default();
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Items in an index partition (a COUNT Query, paged).
async fn count(store: &Store, index: &str, pk: &str, partition: &str) -> u64 {
    let mut total = 0u64;
    let mut start = None;
    loop {
        let page = store
            .client()
            .query()
            .table_name(store.table())
            .index_name(index)
            .key_condition_expression("#pk = :pk")
            .expression_attribute_names("#pk", pk)
            .expression_attribute_values(":pk", AttributeValue::S(partition.to_owned()))
            .select(Select::Count)
            .set_exclusive_start_key(start)
            .send()
            .await
            .expect("count query");
        total += page.count() as u64;
        start = page.last_evaluated_key().cloned();
        if start.is_none() {
            return total;
        }
    }
}

struct Fleet {
    org: OrgId,
    stations: Vec<(String, String)>,
}

async fn make_fleet(store: &Store, n: usize) -> Fleet {
    let created = platform_admin::create_org(store, "Load Test Charging", "enterprise", "owner@load.example")
        .await
        .expect("organization");
    let org = OrgId::parse(created["id"].as_str().expect("id")).expect("org id");
    let body = json!({"name": "Load Depot", "location": "52.52,13.40"}).to_string();
    let site = Site::new(org, NewSite::from_body(body.as_bytes()).expect("site body"));
    store.create_site(&site, None).await.expect("site");
    let stations = stream::iter(0..n)
        .map(|i| {
            let site = site.clone();
            async move {
                let (name, identity) = (format!("Load {i}"), format!("LOAD-{i:06}"));
                let made = local_runner::seed::station_asset(store, org, &site, &name, &identity).await;
                let (_, identity, password) = made.expect("a station asset");
                (identity.as_str().to_owned(), password)
            }
        })
        .buffer_unordered(16)
        .collect()
        .await;
    Fleet { org, stations }
}

#[derive(Default)]
struct Tally {
    heartbeats: Vec<Duration>,
    readings: Vec<Duration>,
    errors: u64,
    /// CALLs with no answer within the station's patience (a saturated machine), or cut off.
    unanswered: u64,
}

fn reading(seq: u64, transaction: &str, wh: f64) -> Value {
    json!({
        "eventType": "Updated",
        "timestamp": chrono::Utc::now().to_rfc3339(),
        "triggerReason": "MeterValuePeriodic",
        "seqNo": seq,
        "transactionInfo": {"transactionId": transaction, "chargingState": "Charging"},
        "meterValue": [{
            "timestamp": chrono::Utc::now().to_rfc3339(),
            "sampledValue": [{"value": wh, "measurand": "Energy.Active.Import.Register",
                              "unitOfMeasure": {"unit": "Wh"}}]
        }]
    })
}

async fn drive(
    station: Station,
    index: usize,
    run_for: Duration,
    (beat, meter): (Duration, Duration),
    tally: Arc<Mutex<Tally>>,
) {
    let transaction = format!("load-{index}");
    let started = json!({
        "eventType": "Started",
        "timestamp": chrono::Utc::now().to_rfc3339(),
        "triggerReason": "CablePluggedIn",
        "seqNo": 0,
        "transactionInfo": {"transactionId": transaction, "chargingState": "Charging"},
        "evse": {"id": 1, "connectorId": 1}
    });
    match station.try_call("TransactionEvent", started).await {
        Ok(Ok(_)) => {}
        Ok(Err(_)) => {
            tally.lock().expect("tally").errors += 1;
            return;
        }
        Err(_) => {
            tally.lock().expect("tally").unanswered += 1;
            return;
        }
    }
    // Stations start their periods at different moments, as real ones do.
    let offset = Duration::from_millis((index as u64 * 7919) % meter.as_millis().max(1) as u64);
    tokio::time::sleep(offset).await;
    let deadline = Instant::now() + run_for;
    let (mut next_beat, mut next_meter) = (Instant::now() + beat, Instant::now());
    let (mut seq, mut wh) = (0u64, 0.0f64);
    while Instant::now() < deadline {
        let next = next_beat.min(next_meter);
        tokio::time::sleep_until(next.into()).await;
        let at = Instant::now();
        let is_reading = next_meter <= next_beat;
        let answer = if is_reading {
            seq += 1;
            wh += 183.3;
            next_meter += meter;
            station.try_call("TransactionEvent", reading(seq, &transaction, wh)).await
        } else {
            next_beat += beat;
            station.try_call("Heartbeat", json!({})).await
        };
        let mut tally = tally.lock().expect("tally");
        match answer {
            Ok(answer) => {
                tally.errors += u64::from(answer.is_err());
                let latencies = if is_reading { &mut tally.readings } else { &mut tally.heartbeats };
                latencies.push(at.elapsed());
            }
            Err(NoAnswer::Timeout) => tally.unanswered += 1,
            Err(NoAnswer::Closed) => {
                tally.unanswered += 1;
                return;
            }
        }
    }
    station.close();
}

#[tokio::main]
async fn main() {
    let _ = rustls::crypto::aws_lc_rs::default_provider().install_default();
    let n = setting("OCPP_LOAD_STATIONS", 1000) as usize;
    let seconds = setting("OCPP_LOAD_SECONDS", 60);
    let speedup = setting("OCPP_LOAD_SPEEDUP", 30).max(1);
    let (beat, meter) = (Duration::from_secs(300) / speedup as u32, Duration::from_secs(60) / speedup as u32);

    let endpoint = tokio::task::spawn_blocking(api_tests::dynamodb_endpoint).await.expect("endpoint");
    let table = format!("load-{}", uuid::Uuid::now_v7().simple());
    let (port, ocpp_port) = (free_port(), free_port());
    let runner_path = std::env::current_exe().expect("exe").with_file_name("local-runner");
    let mut runner = std::process::Command::new(&runner_path)
        .args(["--port", &port.to_string(), "--ocpp-port", &ocpp_port.to_string(), "--scheduler-every", "0"])
        .env("DYNAMODB_ENDPOINT", &endpoint)
        .env("TABLE_NAME", &table)
        .env("RUST_LOG", "warn")
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e} (cargo build --release -p local-runner)", runner_path.display()));
    let up = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", ocpp_port)).is_err() {
        assert!(up.elapsed() < Duration::from_secs(120), "the runner did not start");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let store = Store::from_client(shared::store::client::client_for(Some(&endpoint)), table);
    println!(
        "OCPP load: {n} stations, heartbeat every {beat:?}, meter reading every {meter:?} for {seconds} s (x{speedup})"
    );

    let made = Instant::now();
    let fleet = make_fleet(&store, n).await;
    println!("  made {n} station assets in {:.1} s", made.elapsed().as_secs_f64());

    let idle_rss = rss_kib(runner.id());
    let url = format!("ws://127.0.0.1:{ocpp_port}/ocpp/{}", fleet.org.uuid());
    let connecting = Instant::now();
    let stations: Vec<Station> = stream::iter(fleet.stations.iter())
        .map(|(identity, password)| {
            let url = url.clone();
            async move {
                let station = Station::connect(&url, identity, password).await.expect("connects");
                station.boot("Load", "L1", "1.0").await.expect("boots");
                let status = json!({"timestamp": chrono::Utc::now().to_rfc3339(), "connectorStatus": "Occupied",
                                    "evseId": 1, "connectorId": 1});
                station.call("StatusNotification", status).await.expect("status");
                station
            }
        })
        .buffer_unordered(64)
        .collect()
        .await;
    let connect_secs = connecting.elapsed().as_secs_f64();
    tokio::time::sleep(Duration::from_secs(2)).await;
    let connected_rss = rss_kib(runner.id());
    let per_connection = connected_rss.saturating_sub(idle_rss) as f64 / n as f64;
    println!(
        "  connected and booted {n} in {connect_secs:.1} s ({:.0}/s); server RSS {} MiB idle, {} MiB connected: {per_connection:.1} KiB per station",
        n as f64 / connect_secs,
        idle_rss / 1024,
        connected_rss / 1024
    );

    let tally = Arc::new(Mutex::new(Tally::default()));
    let cpu_before = cpu_secs(runner.id());
    let running = Instant::now();
    let tasks: Vec<_> = stations
        .into_iter()
        .enumerate()
        .map(|(i, station)| {
            tokio::spawn(drive(station, i, Duration::from_secs(seconds), (beat, meter), tally.clone()))
        })
        .collect();
    for task in tasks {
        let _ = task.await;
    }
    let elapsed = running.elapsed().as_secs_f64();
    let cpu = cpu_secs(runner.id()) - cpu_before;
    let mut tally = Arc::try_unwrap(tally).ok().expect("tasks done").into_inner().expect("tally");
    tally.heartbeats.sort();
    tally.readings.sort();
    let sent = tally.heartbeats.len() + tally.readings.len();
    println!(
        "  {} heartbeats and {} meter readings in {elapsed:.1} s: {:.0} messages/s, {} errors, {} unanswered; peak server RSS {} MiB",
        tally.heartbeats.len(),
        tally.readings.len(),
        sent as f64 / elapsed,
        tally.errors,
        tally.unanswered,
        rss_kib(runner.id()) / 1024
    );
    println!(
        "  server CPU: {cpu:.1} s over the run, {:.2} ms per message (the rest of the machine: DynamoDB Local and these stations)",
        cpu * 1000.0 / sent.max(1) as f64
    );
    println!(
        "  latency p50/p99: heartbeat {:.1}/{:.1} ms, meter reading {:.1}/{:.1} ms",
        ms(percentile(&tally.heartbeats, 0.5)),
        ms(percentile(&tally.heartbeats, 0.99)),
        ms(percentile(&tally.readings, 0.5)),
        ms(percentile(&tally.readings, 0.99))
    );

    // What was written, counted in the table: events per message, and the session's revisions.
    let events = count(&store, "GSI1", "GSI1PK", &keys::org_partition(fleet.org.uuid(), "EVENT")).await;
    // connected, booted, status changed, session_started, disconnected
    let expected_other = 5 * n as u64;
    println!(
        "  events written: {events} ({:.2} per meter reading beyond the {expected_other} of connecting, starting and leaving)",
        events.saturating_sub(expected_other) as f64 / tally.readings.len().max(1) as f64
    );
    let _ = runner.kill();
    let _ = runner.wait();
}
