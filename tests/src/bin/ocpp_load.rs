//! `make ocpp-load`: the OCPP gateway under many stations, on this machine (docs/scaling.md).
//!
//! The local runner (release build) runs as its own process over DynamoDB Local, so its memory
//! is the server's alone. This process makes `OCPP_LOAD_STATIONS` station assets (1,000 by
//! default), a share `OCPP_LOAD_V16_SHARE` (0.5) of them speaking OCPP 1.6J and the rest 2.0.1,
//! each version in an organization of its own (so the events each writes are counted apart).
//! It connects, boots and starts a transaction on every station, one version after the other
//! (so the server's memory per connection is measured per version), then for
//! `OCPP_LOAD_SECONDS` (60) every station beats its heartbeat every 300 s and sends a meter
//! reading every 60 s, both divided by `OCPP_LOAD_SPEEDUP` (30), so 1,000 stations at 30x stand
//! for 30,000 real ones; last, every station ends its transaction and leaves. A 2.0.1 station
//! says TransactionEvent Started, Updated (its readings) and Ended; a 1.6 station
//! StartTransaction (its idTag an organization-wide listed card), MeterValues with the
//! transaction's id and StopTransaction. It prints, per version and overall, the server's
//! memory per connection, the messages per second handled and their latency, and the events
//! written per meter reading, counted in the table afterwards (so the write figures are
//! measured, not assumed).
//!
//! Each station's heartbeat and reading periods start at offsets of its own within the window,
//! as real stations' do; the messages a second are those sent in the window over the time
//! until the last answer came.
//!
//! `OCPP_LOAD_COMPARE=1` (`make bench` runs it) runs the load twice, on today's meter-reading
//! path (`OCPP_METER_READINGS=1`) and on the default, stepping the rate up to find what each
//! sustains with readings' p99 within 1 s, and prints both side by side (`compare.rs`).
//!
//! A 1.6 reading's `seqNo` is its timestamp's second (docs/ocpp.md, "OCPP 1.6J"), so its
//! readings carry the moment they were due, as a station stamps a sample, and a speedup above
//! 60 (readings under a second apart) would make readings share a second.

#[path = "ocpp_load/compare.rs"]
mod compare;

use futures_util::StreamExt;
use futures_util::stream;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use api_tests::station::{CallError, NoAnswer, Station};
use aws_sdk_dynamodb::types::{AttributeValue, Select};
use shared::domain::id_token::{IdToken, NewIdToken};
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

/// The protocol a simulated station speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Version {
    V201,
    V16,
}

impl Version {
    const ALL: [Version; 2] = [Version::V201, Version::V16];

    fn name(self) -> &'static str {
        match self {
            Version::V201 => "2.0.1",
            Version::V16 => "1.6",
        }
    }
}

/// The card every 1.6 station starts its transaction with, listed for its whole organization.
const ID_TAG: &str = "LOADCARD";

struct Fleet {
    version: Version,
    org: OrgId,
    stations: Vec<(String, String)>,
}

async fn make_fleet(store: &Store, version: Version, n: usize) -> Fleet {
    let name = format!("Load Test Charging {}", version.name());
    let created = platform_admin::create_org(store, &name, "enterprise", "owner@load.example")
        .await
        .expect("organization");
    let org = OrgId::parse(created["id"].as_str().expect("id")).expect("org id");
    let body = json!({"name": "Load Depot", "location": "52.52,13.40"}).to_string();
    let site = Site::new(org, NewSite::from_body(body.as_bytes()).expect("site body"));
    store.create_site(&site, None).await.expect("site");
    if version == Version::V16 {
        let new =
            NewIdToken::from_body(json!({"id_token": ID_TAG}).to_string().as_bytes()).expect("token body");
        store.create_id_token(&IdToken::new(org, new, None), None).await.expect("id token");
    }
    let prefix = match version {
        Version::V201 => "LOAD",
        Version::V16 => "LOAD16",
    };
    let stations = stream::iter(0..n)
        .map(|i| {
            let site = site.clone();
            async move {
                let (name, identity) = (format!("Load {prefix} {i}"), format!("{prefix}-{i:06}"));
                let made = local_runner::seed::station_asset(store, org, &site, &name, &identity).await;
                let (_, identity, password) = made.expect("a station asset");
                (identity.as_str().to_owned(), password)
            }
        })
        .buffer_unordered(16)
        .collect()
        .await;
    Fleet { version, org, stations }
}

#[derive(Default)]
struct Tally {
    starts: Vec<Duration>,
    heartbeats: Vec<Duration>,
    readings: Vec<Duration>,
    stops: Vec<Duration>,
    errors: u64,
    /// CALLs with no answer within the station's patience (a saturated machine), or cut off.
    unanswered: u64,
}

impl Tally {
    fn sort(&mut self) {
        for latencies in [&mut self.starts, &mut self.heartbeats, &mut self.readings, &mut self.stops] {
            latencies.sort();
        }
    }

    /// One CALL's outcome: its latency when answered (`latencies` picks the list).
    fn record(&mut self, answer: &Result<Result<Value, CallError>, NoAnswer>, took: Duration, which: Which) {
        match answer {
            Ok(answer) => {
                self.errors += u64::from(answer.is_err());
                let latencies = match which {
                    Which::Start => &mut self.starts,
                    Which::Heartbeat => &mut self.heartbeats,
                    Which::Reading => &mut self.readings,
                    Which::Stop => &mut self.stops,
                };
                latencies.push(took);
            }
            Err(_) => self.unanswered += 1,
        }
    }
}

#[derive(Clone, Copy)]
enum Which {
    Start,
    Heartbeat,
    Reading,
    Stop,
}

fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// A charging station of the fleet, with its transaction once started.
struct Sim {
    station: Station,
    version: Version,
    index: usize,
    /// 2.0.1: the station's own id; 1.6: the one the platform assigned.
    transaction: Option<Value>,
    seq: u64,
    wh: f64,
}

/// The meter reading in a transaction, taken at `taken`.
fn reading(sim: &Sim, taken: chrono::DateTime<chrono::Utc>) -> (&'static str, Value) {
    let transaction = sim.transaction.clone().unwrap_or(Value::Null);
    match sim.version {
        Version::V201 => (
            "TransactionEvent",
            json!({
                "eventType": "Updated",
                "timestamp": now(),
                "triggerReason": "MeterValuePeriodic",
                "seqNo": sim.seq,
                "transactionInfo": {"transactionId": transaction, "chargingState": "Charging"},
                "meterValue": [{
                    "timestamp": now(),
                    "sampledValue": [{"value": sim.wh, "measurand": "Energy.Active.Import.Register",
                                      "unitOfMeasure": {"unit": "Wh"}}]
                }]
            }),
        ),
        Version::V16 => (
            "MeterValues",
            json!({
                "connectorId": 1,
                "transactionId": transaction,
                "meterValue": [{
                    "timestamp": taken.to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
                    "sampledValue": [{"value": format!("{:.1}", sim.wh),
                                      "measurand": "Energy.Active.Import.Register", "unit": "Wh"}]
                }]
            }),
        ),
    }
}

/// Connects, boots and reports the connector occupied, then starts the transaction (timed).
async fn connect(
    url: String,
    version: Version,
    index: usize,
    identity: String,
    password: String,
    tally: Arc<Mutex<Tally>>,
) -> Sim {
    let station = match version {
        Version::V201 => {
            let station = Station::connect(&url, &identity, &password).await.expect("connects");
            station.boot("Load", "L1", "1.0").await.expect("boots");
            let status =
                json!({"timestamp": now(), "connectorStatus": "Occupied", "evseId": 1, "connectorId": 1});
            station.call("StatusNotification", status).await.expect("status");
            station
        }
        Version::V16 => {
            let station = Station::connect_16(&url, &identity, &password).await.expect("connects (1.6)");
            let boot =
                json!({"chargePointVendor": "Load", "chargePointModel": "L1", "firmwareVersion": "1.0"});
            let booted = station.call("BootNotification", boot).await.expect("boots (1.6)");
            assert_eq!(booted["status"], "Accepted", "1.6 boot: {booted}");
            let status =
                json!({"connectorId": 1, "errorCode": "NoError", "status": "Preparing", "timestamp": now()});
            station.call("StatusNotification", status).await.expect("status (1.6)");
            station
        }
    };
    let mut sim = Sim { station, version, index, transaction: None, seq: 0, wh: 0.0 };
    let (action, payload) = match version {
        Version::V201 => (
            "TransactionEvent",
            json!({
                "eventType": "Started",
                "timestamp": now(),
                "triggerReason": "CablePluggedIn",
                "seqNo": 0,
                "transactionInfo": {"transactionId": format!("load-{index}"), "chargingState": "Charging"},
                "evse": {"id": 1, "connectorId": 1},
                // As most 2.0.1 stations do (SampledDataTxStartedMeasurands): the register the
                // session's energy counts from.
                "meterValue": [{
                    "timestamp": now(),
                    "sampledValue": [{"value": 0, "measurand": "Energy.Active.Import.Register",
                                      "unitOfMeasure": {"unit": "Wh"}}]
                }]
            }),
        ),
        Version::V16 => (
            "StartTransaction",
            json!({"connectorId": 1, "idTag": ID_TAG, "meterStart": 0, "timestamp": now()}),
        ),
    };
    let at = Instant::now();
    let answer = sim.station.try_call(action, payload).await;
    let took = at.elapsed();
    sim.transaction = {
        let mut tally = tally.lock().expect("tally");
        tally.record(&answer, took, Which::Start);
        match (version, &answer) {
            (Version::V201, Ok(Ok(_))) => Some(json!(format!("load-{index}"))),
            (Version::V16, Ok(Ok(answer))) => {
                if answer["idTagInfo"]["status"] != "Accepted" {
                    tally.errors += 1;
                    eprintln!("  1.6 StartTransaction of {identity} not accepted: {answer}");
                }
                answer.get("transactionId").filter(|id| id.is_i64()).cloned()
            }
            (_, Ok(Err(refused))) => {
                eprintln!("  {} start of {identity} refused: {refused:?}", version.name());
                None
            }
            (_, Err(_)) => None,
        }
    };
    warm_up(&mut sim).await;
    sim
}

/// How many readings the stations' sessions are apart at the timed part's start: real
/// stations start their sessions at different times, so the gateway's batches of 15
/// (`OCPP_METER_READINGS`) fall due at different readings; a fleet started together would
/// write every station's batch in the same period.
const WARM_UP_SPREAD: usize = 15;

/// Readings sent before the timed part, untimed: as many as the station's index says (0 to
/// `WARM_UP_SPREAD` - 1), each stamped a second apart in the past (a 1.6 reading's seqNo is
/// its second).
async fn warm_up(sim: &mut Sim) {
    if sim.transaction.is_none() {
        return;
    }
    let count = sim.index % WARM_UP_SPREAD;
    for k in 0..count {
        sim.seq += 1;
        sim.wh += 183.3;
        let taken = chrono::Utc::now() - chrono::Duration::seconds((count - k) as i64 + 1);
        let (action, payload) = reading(sim, taken);
        let _ = sim.station.try_call(action, payload).await;
    }
}

/// The timed part: heartbeats and meter readings due from `start` until `end`.
async fn drive(
    mut sim: Sim,
    (start, end): (Instant, Instant),
    (beat, meter): (Duration, Duration),
    tally: Arc<Mutex<Tally>>,
) -> Sim {
    if sim.transaction.is_none() {
        return sim;
    }
    // Stations start their periods at different moments, as real ones do (each period at an
    // offset of its own, so a window shorter than a period still gets its share of both).
    let offset = |period: Duration| {
        Duration::from_millis((sim.index as u64 * 7919) % period.as_millis().max(1) as u64)
    };
    let (mut next_beat, mut next_meter) = (start + offset(beat), start + offset(meter));
    loop {
        let next = next_beat.min(next_meter);
        if next >= end {
            return sim;
        }
        tokio::time::sleep_until(next.into()).await;
        let at = Instant::now();
        let is_reading = next_meter <= next_beat;
        let answer = if is_reading {
            // When the reading was due: the sample's time, however late it is sent.
            let late = chrono::Duration::from_std(at.saturating_duration_since(next_meter))
                .unwrap_or(chrono::Duration::zero());
            sim.seq += 1;
            sim.wh += 183.3;
            next_meter += meter;
            let (action, payload) = reading(&sim, chrono::Utc::now() - late);
            sim.station.try_call(action, payload).await
        } else {
            next_beat += beat;
            sim.station.try_call("Heartbeat", json!({})).await
        };
        tally.lock().expect("tally").record(
            &answer,
            at.elapsed(),
            if is_reading { Which::Reading } else { Which::Heartbeat },
        );
        if answer == Err(NoAnswer::Closed) {
            sim.transaction = None;
            return sim;
        }
    }
}

/// Ends the transaction (timed) and leaves.
async fn stop(sim: Sim, tally: Arc<Mutex<Tally>>) {
    let Some(transaction) = sim.transaction.clone() else {
        sim.station.close();
        return;
    };
    let (action, payload) = match sim.version {
        Version::V201 => (
            "TransactionEvent",
            json!({
                "eventType": "Ended",
                "timestamp": now(),
                "triggerReason": "StopAuthorized",
                "seqNo": sim.seq + 1,
                "transactionInfo": {"transactionId": transaction, "stoppedReason": "Local"},
                "meterValue": [{
                    "timestamp": now(),
                    "sampledValue": [{"value": sim.wh, "measurand": "Energy.Active.Import.Register",
                                      "unitOfMeasure": {"unit": "Wh"}}]
                }]
            }),
        ),
        Version::V16 => (
            "StopTransaction",
            json!({"transactionId": transaction, "meterStop": sim.wh.round() as i64, "timestamp": now(), "reason": "Local"}),
        ),
    };
    let at = Instant::now();
    let answer = sim.station.try_call(action, payload).await;
    tally.lock().expect("tally").record(&answer, at.elapsed(), Which::Stop);
    sim.station.close();
}

/// What the run measured of one version's stations (or of all).
#[derive(Default, Clone)]
struct Figures {
    stations: usize,
    connect_secs: f64,
    rss_per_station_kib: f64,
    events_per_reading: Option<f64>,
}

fn p50_p99(sorted: &[Duration]) -> String {
    if sorted.is_empty() {
        return "-".into();
    }
    format!("{:.1} / {:.1}", ms(percentile(sorted, 0.5)), ms(percentile(sorted, 0.99)))
}

/// The local runner, as its own process over its own table.
struct Server {
    runner: std::process::Child,
    ocpp_port: u16,
    store: Store,
}

impl Server {
    /// Starts the runner; `meter_readings` sets its `OCPP_METER_READINGS` (`None`: this
    /// process's own environment, the default when unset there).
    async fn start(endpoint: &str, meter_readings: Option<Option<&str>>) -> Server {
        let table = format!("load-{}", uuid::Uuid::now_v7().simple());
        let (port, ocpp_port) = (free_port(), free_port());
        let runner_path = std::env::current_exe().expect("exe").with_file_name("local-runner");
        let mut command = std::process::Command::new(&runner_path);
        command
            .args([
                "--port",
                &port.to_string(),
                "--ocpp-port",
                &ocpp_port.to_string(),
                "--scheduler-every",
                "0",
            ])
            .env("DYNAMODB_ENDPOINT", endpoint)
            .env("TABLE_NAME", &table)
            .env("RUST_LOG", "warn")
            .stderr(std::process::Stdio::null());
        match meter_readings {
            Some(Some(setting)) => command.env("OCPP_METER_READINGS", setting),
            Some(None) => command.env_remove("OCPP_METER_READINGS"),
            None => &mut command,
        };
        let runner = command.spawn().unwrap_or_else(|e| {
            panic!("{}: {e} (cargo build --release -p local-runner)", runner_path.display())
        });
        let up = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", ocpp_port)).is_err() {
            assert!(up.elapsed() < Duration::from_secs(120), "the runner did not start");
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        let store = Store::from_client(shared::store::client::client_for(Some(endpoint)), table);
        Server { runner, ocpp_port, store }
    }

    fn pid(&self) -> u32 {
        self.runner.id()
    }

    /// Stops the runner and deletes its table, so DynamoDB Local (one JVM for the whole run)
    /// does not carry one path's items into the next path's measurement.
    async fn stop(mut self) {
        let _ = self.runner.kill();
        let _ = self.runner.wait();
        let deleted = self.store.client().delete_table().table_name(self.store.table()).send().await;
        if let Err(error) = deleted {
            eprintln!("  the load table stays: {error}");
        }
    }
}

/// The fleet as the command line's environment sets it.
struct Load {
    n: usize,
    /// Stations per version (`Version::ALL`'s order).
    counts: [usize; 2],
}

impl Load {
    fn from_env() -> Load {
        let n = setting("OCPP_LOAD_STATIONS", 1000) as usize;
        let share: f64 = std::env::var("OCPP_LOAD_V16_SHARE")
            .ok()
            .and_then(|v| v.parse().ok())
            .filter(|share: &f64| (0.0..=1.0).contains(share))
            .unwrap_or(0.5);
        let n16 = (n as f64 * share).round() as usize;
        Load { n, counts: [n - n16, n16] }
    }
}

/// A heartbeat's and a meter reading's period at `speedup`.
fn periods(speedup: u64) -> (Duration, Duration) {
    (Duration::from_secs(300) / speedup as u32, Duration::from_secs(60) / speedup as u32)
}

/// The messages a second `n` stations are asked for at `speedup` (a heartbeat every 300 s and
/// a reading every 60 s, both divided by it).
fn asked(n: usize, speedup: u64) -> f64 {
    n as f64 * speedup as f64 * (1.0 / 300.0 + 1.0 / 60.0)
}

/// Makes the fleets, then connects, boots and starts every station, one version after the
/// other (so the memory each adds is its own): the stations and each version's figures.
async fn connect_fleets(
    server: &Server,
    load: &Load,
    tallies: &[Arc<Mutex<Tally>>],
) -> (Vec<Fleet>, Vec<Sim>, Vec<Figures>) {
    let made = Instant::now();
    let mut fleets = Vec::new();
    for (version, count) in Version::ALL.into_iter().zip(load.counts) {
        fleets.push(make_fleet(&server.store, version, count).await);
    }
    println!("  made {} station assets in {:.1} s", load.n, made.elapsed().as_secs_f64());

    let mut figures = vec![Figures::default(); 2];
    let mut sims: Vec<Sim> = Vec::new();
    let mut rss_before = rss_kib(server.pid());
    println!("  server RSS {} MiB idle", rss_before / 1024);
    for (v, fleet) in fleets.iter().enumerate() {
        if fleet.stations.is_empty() {
            continue;
        }
        let url = format!("ws://127.0.0.1:{}/ocpp/{}", server.ocpp_port, fleet.org.uuid());
        let connecting = Instant::now();
        let connected: Vec<Sim> = stream::iter(fleet.stations.iter().cloned().enumerate())
            .map(|(i, (identity, password))| {
                connect(url.clone(), fleet.version, i, identity, password, tallies[v].clone())
            })
            .buffer_unordered(64)
            .collect()
            .await;
        let connect_secs = connecting.elapsed().as_secs_f64();
        tokio::time::sleep(Duration::from_secs(2)).await;
        let rss = rss_kib(server.pid());
        let count = fleet.stations.len();
        let per_station = rss.saturating_sub(rss_before) as f64 / count.max(1) as f64;
        println!(
            "  {}: connected, booted and started {count} in {connect_secs:.1} s ({:.0}/s); server RSS {} MiB: {per_station:.1} KiB per station",
            fleet.version.name(),
            count as f64 / connect_secs,
            rss / 1024
        );
        figures[v] = Figures {
            stations: count,
            connect_secs,
            rss_per_station_kib: per_station,
            events_per_reading: None,
        };
        rss_before = rss;
        sims.extend(connected);
    }
    (fleets, sims, figures)
}

/// One timed window at `speedup`: every station's heartbeats and readings due in `seconds`,
/// each version's latencies in its tally. The stations, the seconds until the last answer
/// came, and the server's CPU over them.
async fn run_window(
    server: &Server,
    sims: Vec<Sim>,
    speedup: u64,
    seconds: u64,
    tallies: &[Arc<Mutex<Tally>>],
) -> (Vec<Sim>, f64, Duration) {
    let cpu_before = api_tests::cpu::of_process(server.pid());
    let start = Instant::now();
    let end = start + Duration::from_secs(seconds);
    let tasks: Vec<_> = sims
        .into_iter()
        .map(|sim| {
            let tally = tallies[sim.version as usize].clone();
            tokio::spawn(drive(sim, (start, end), periods(speedup), tally))
        })
        .collect();
    let mut sims = Vec::new();
    for task in tasks {
        sims.push(task.await.expect("a station task"));
    }
    let elapsed = start.elapsed().as_secs_f64();
    let cpu = api_tests::cpu::of_process(server.pid()).saturating_sub(cpu_before);
    (sims, elapsed, cpu)
}

/// Ends every station's transaction and closes it.
async fn stop_all(sims: Vec<Sim>, tallies: &[Arc<Mutex<Tally>>]) {
    stream::iter(sims)
        .map(|sim| {
            let tally = tallies[sim.version as usize].clone();
            stop(sim, tally)
        })
        .buffer_unordered(64)
        .collect::<Vec<()>>()
        .await;
}

fn take(tallies: Vec<Arc<Mutex<Tally>>>) -> Vec<Tally> {
    tallies
        .into_iter()
        .map(|tally| Arc::try_unwrap(tally).ok().expect("tasks done").into_inner().expect("tally"))
        .collect()
}

fn fresh_tallies() -> Vec<Arc<Mutex<Tally>>> {
    Version::ALL.iter().map(|_| Arc::default()).collect()
}

/// Every version's tally as one, sorted.
fn merged(tallies: &[Tally]) -> Tally {
    let mut all = Tally::default();
    for tally in tallies {
        all.starts.extend_from_slice(&tally.starts);
        all.heartbeats.extend_from_slice(&tally.heartbeats);
        all.readings.extend_from_slice(&tally.readings);
        all.stops.extend_from_slice(&tally.stops);
        all.errors += tally.errors;
        all.unanswered += tally.unanswered;
    }
    all.sort();
    all
}

#[tokio::main]
async fn main() {
    let _ = rustls::crypto::aws_lc_rs::default_provider().install_default();
    let endpoint = tokio::task::spawn_blocking(api_tests::dynamodb_endpoint).await.expect("endpoint");
    if std::env::var("OCPP_LOAD_COMPARE").is_ok_and(|v| !v.is_empty() && v != "0") {
        compare::run(&endpoint).await;
    } else {
        single(&endpoint).await;
    }
}

/// One run at `OCPP_LOAD_SPEEDUP` for `OCPP_LOAD_SECONDS`, each version's figures side by side.
async fn single(endpoint: &str) {
    let load = Load::from_env();
    let n = load.n;
    let seconds = setting("OCPP_LOAD_SECONDS", 60);
    let speedup = setting("OCPP_LOAD_SPEEDUP", 30).max(1);
    let (beat, meter) = periods(speedup);
    let server = Server::start(endpoint, None).await;
    println!(
        "OCPP load: {n} stations ({} 2.0.1, {} 1.6), heartbeat every {beat:?}, meter reading every {meter:?} for {seconds} s (x{speedup})",
        load.counts[0], load.counts[1]
    );
    let tallies = fresh_tallies();
    let (fleets, sims, mut figures) = connect_fleets(&server, &load, &tallies).await;
    let store = &server.store;
    // The events of connecting, booting, reporting and starting, before any reading.
    let events_of = |org: OrgId| async move {
        count(store, "GSI1", "GSI1PK", &keys::org_partition(org.uuid(), "EVENT")).await
    };
    let mut events_before = Vec::new();
    for fleet in &fleets {
        events_before.push(events_of(fleet.org).await);
    }

    let (sims, elapsed, cpu) = run_window(&server, sims, speedup, seconds, &tallies).await;
    let cpu = cpu.as_secs_f64();
    let peak_rss = rss_kib(server.pid());
    for (v, fleet) in fleets.iter().enumerate() {
        let events = events_of(fleet.org).await.saturating_sub(events_before[v]);
        let readings = tallies[v].lock().expect("tally").readings.len();
        figures[v].events_per_reading = (readings > 0).then(|| events as f64 / readings as f64);
    }
    stop_all(sims, &tallies).await;

    let mut tallies = take(tallies);
    let all = merged(&tallies);
    for tally in &mut tallies {
        tally.sort();
    }
    let sent = all.heartbeats.len() + all.readings.len();
    println!(
        "  {} heartbeats and {} meter readings in {elapsed:.1} s: {:.0} messages/s, {} errors, {} unanswered; peak server RSS {} MiB",
        all.heartbeats.len(),
        all.readings.len(),
        sent as f64 / elapsed,
        all.errors,
        all.unanswered,
        peak_rss / 1024
    );
    println!(
        "  server CPU: {cpu:.1} s over the run, {:.2} ms per message (the rest of the machine: DynamoDB Local and these stations)",
        cpu * 1000.0 / sent.max(1) as f64
    );

    // Side by side.
    let total_connect: f64 = figures.iter().map(|f| f.connect_secs).sum();
    let total_rss =
        figures.iter().map(|f| f.rss_per_station_kib * f.stations as f64).sum::<f64>() / n.max(1) as f64;
    let events_all: Option<f64> = {
        let readings: Vec<usize> = tallies.iter().map(|t| t.readings.len()).collect();
        let events: f64 = figures
            .iter()
            .zip(&readings)
            .filter_map(|(f, r)| f.events_per_reading.map(|e| e * *r as f64))
            .sum();
        let total: usize = readings.iter().sum();
        (total > 0).then(|| events / total as f64)
    };
    let columns: Vec<(&str, &Tally, Figures)> = vec![
        ("2.0.1", &tallies[0], figures[0].clone()),
        ("1.6", &tallies[1], figures[1].clone()),
        (
            "overall",
            &all,
            Figures {
                stations: n,
                connect_secs: total_connect,
                rss_per_station_kib: total_rss,
                events_per_reading: events_all,
            },
        ),
    ];
    let row = |label: &str, cell: &dyn Fn(&Tally, &Figures) -> String| {
        let cells: Vec<String> =
            columns.iter().map(|(_, tally, figures)| format!("{:>20}", cell(tally, figures))).collect();
        println!("  {label:<34}{}", cells.join(""));
    };
    println!("  {:<34}{}", "", columns.iter().map(|(name, _, _)| format!("{name:>20}")).collect::<String>());
    row("stations", &|_, f| f.stations.to_string());
    row("connected, booted, started /s", &|_, f| {
        format!("{:.0}", f.stations as f64 / f.connect_secs.max(1e-9))
    });
    row("server RSS per station (KiB)", &|_, f| format!("{:.1}", f.rss_per_station_kib));
    row("heartbeats + readings /s", &|t, _| {
        format!("{:.1}", (t.heartbeats.len() + t.readings.len()) as f64 / elapsed)
    });
    row("heartbeat p50 / p99 (ms)", &|t, _| p50_p99(&t.heartbeats));
    row("meter reading p50 / p99 (ms)", &|t, _| p50_p99(&t.readings));
    row("start p50 / p99 (ms)", &|t, _| p50_p99(&t.starts));
    row("stop p50 / p99 (ms)", &|t, _| p50_p99(&t.stops));
    row("events per meter reading", &|_, f| f.events_per_reading.map_or("-".into(), |e| format!("{e:.2}")));
    row("errors / unanswered", &|t, _| format!("{} / {}", t.errors, t.unanswered));
    server.stop().await;
}
