//! `make bench` (second part): each Lambda function's release binary started the way Lambda
//! starts it, against a small in-repo Lambda Runtime API emulator and DynamoDB Local. Per
//! function: the stripped binary's size, process start to first response, peak RSS, and warm
//! latency (p50 over repeated invocations), printed beside one raw DynamoDB GetItem measured
//! in the same run, so the pipeline's overhead reads as a ratio.
//!
//! Needs the release binaries (`cargo build --release --bins`, which `make bench` runs).

use api_tests::{JWT_SECRET, TestApp};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::TcpListener;
use tokio::sync::{Notify, mpsc};

const WARM_INVOCATIONS: usize = 200;
/// Process starts per function; the table shows their median.
const COLD_STARTS: usize = 5;

/// One function and the sample event it is invoked with.
const FUNCTIONS: &[(&str, &str)] = &[
    ("inventory", "inventory-list-sites.json"),
    ("admin", "admin-list-roles.json"),
    ("auth", "auth-get-permissions.json"),
    ("asset-controls", "asset-controls-list-sessions.json"),
    ("usage", "usage-get-rate-limits.json"),
    ("webhooks", "webhooks-list.json"),
    ("versions", "versions-list.json"),
    ("reference", "reference-openapi-v1.json"),
    ("scheduler", "scheduler-tick.json"),
    ("webhook-deliverer", "webhook-deliverer-tick.json"),
];

/// The emulator's side of one invocation at a time: the event to hand out, and the moment
/// the function posted its response.
struct Emulator {
    event: Mutex<Option<String>>,
    ready: Notify,
    responses: mpsc::UnboundedSender<Instant>,
}

async fn serve(listener: TcpListener, emulator: Arc<Emulator>) {
    while let Ok((stream, _)) = listener.accept().await {
        let emulator = emulator.clone();
        tokio::spawn(async move {
            let service = service_fn(move |request: hyper::Request<Incoming>| {
                let emulator = emulator.clone();
                async move {
                    let path = request.uri().path().to_owned();
                    let builder = hyper::Response::builder();
                    let response = if path.ends_with("/invocation/next") {
                        let event = loop {
                            if let Some(event) = emulator.event.lock().unwrap().take() {
                                break event;
                            }
                            emulator.ready.notified().await;
                        };
                        builder
                            .header("lambda-runtime-aws-request-id", uuid::Uuid::now_v7().to_string())
                            .header(
                                "lambda-runtime-deadline-ms",
                                (chrono::Utc::now().timestamp_millis() + 30_000).to_string(),
                            )
                            .header(
                                "lambda-runtime-invoked-function-arn",
                                "arn:aws:lambda:us-east-1:123456789012:function:bench",
                            )
                            .header("lambda-runtime-trace-id", "Root=1-00000000-000000000000000000000000")
                            .body(Full::new(Bytes::from(event)))
                    } else {
                        let _ = request.into_body().collect().await;
                        if path.ends_with("/response") || path.ends_with("/error") {
                            let _ = emulator.responses.send(Instant::now());
                        }
                        builder.status(202).body(Full::new(Bytes::new()))
                    };
                    Ok::<_, std::convert::Infallible>(response.expect("response"))
                }
            });
            let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
        });
    }
}

/// A function process that answered its first invocation, with its emulator still serving.
struct Started {
    cold: Duration,
    child: tokio::process::Child,
    emulator: Arc<Emulator>,
    answered: mpsc::UnboundedReceiver<Instant>,
    server: tokio::task::JoinHandle<()>,
}

/// Starts the binary the way Lambda does and times process start to its first response.
async fn start(path: &std::path::Path, binary: &str, event: &str, app: &TestApp) -> Option<Started> {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let address = listener.local_addr().expect("address");
    let (responses, mut answered) = mpsc::unbounded_channel();
    let emulator =
        Arc::new(Emulator { event: Mutex::new(Some(event.to_owned())), ready: Notify::new(), responses });
    let server = tokio::spawn(serve(listener, emulator.clone()));
    let started = Instant::now();
    let child = tokio::process::Command::new(path)
        .env("AWS_LAMBDA_RUNTIME_API", address.to_string())
        .env("AWS_LAMBDA_FUNCTION_NAME", binary)
        .env("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "256")
        .env("AWS_LAMBDA_FUNCTION_VERSION", "$LATEST")
        .env("AWS_LAMBDA_LOG_STREAM_NAME", "bench")
        .env("AWS_LAMBDA_LOG_GROUP_NAME", "bench")
        .env("AWS_REGION", "us-east-1")
        .env("TABLE_NAME", app.app.store.table())
        .env("DYNAMODB_ENDPOINT", app.app.config.dynamodb_endpoint.clone().unwrap_or_default())
        .env("JWT_SECRET", std::str::from_utf8(JWT_SECRET).expect("utf-8 secret"))
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("the function starts");
    let first = tokio::time::timeout(Duration::from_secs(30), answered.recv()).await.ok().flatten()?;
    Some(Started { cold: first - started, child, emulator, answered, server })
}

fn peak_rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status.lines().find(|l| l.starts_with("VmHWM:"))?.split_whitespace().nth(1)?.parse().ok()
}

fn p50(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

#[tokio::main]
async fn main() {
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let key = app.a.members["owner"].api_key.clone();

    // The raw GetItem every function's first read is compared with.
    let store = app.app.store.clone();
    let mut raw = Vec::new();
    for _ in 0..WARM_INVOCATIONS {
        let started = Instant::now();
        let _ = store.get_organization(app.a.org_id()).await.expect("GetItem");
        raw.push(started.elapsed());
    }
    let raw = p50(raw);
    println!();
    println!("Cold start and size: release binaries, an in-repo Lambda Runtime API emulator, DynamoDB Local");
    println!("raw GetItem p50 {:.3} ms", raw.as_secs_f64() * 1000.0);
    // `make bench` times its own `cargo build --release --bins` (goal: 12 minutes from clean).
    match std::fs::read_to_string(root.join("target/release/build-time")) {
        Ok(took) => println!("cargo build --release --bins in this run: {}", took.trim()),
        Err(_) => println!("cargo build --release --bins: not timed (run through `make bench`)"),
    }
    println!(
        "{:<18} {:>9} {:>14} {:>10} {:>12} {:>10}",
        "function", "size MiB", "start->1st ms", "peak MiB", "warm p50 ms", "x GetItem"
    );

    for (binary, sample) in FUNCTIONS {
        // BENCH_PROFILE=debug checks the harness against debug binaries (numbers meaningless);
        // BENCH_BIN_DIR compares another build (e.g. another opt-level) with the same harness.
        let profile = std::env::var("BENCH_PROFILE").unwrap_or_else(|_| "release".into());
        let dir = std::env::var("BENCH_BIN_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|_| root.join("target").join(profile));
        let path = dir.join(binary);
        let Ok(meta) = std::fs::metadata(&path) else {
            println!("{binary:<18} (no release binary: run `cargo build --release --bins`)");
            continue;
        };
        let event = std::fs::read_to_string(root.join("events").join(sample))
            .expect("sample event")
            .replace("REPLACE_WITH_API_KEY", &key);
        // Each start is one sample of a noisy figure (a shared machine): the median of several.
        let mut colds = Vec::with_capacity(COLD_STARTS);
        let mut last = None;
        for _ in 0..COLD_STARTS {
            if let Some(started) = start(&path, binary, &event, &app).await {
                colds.push(started.cold);
                // The one before is done with: its process is killed as it drops.
                if let Some(previous) = last.replace(started) {
                    previous.server.abort();
                }
            }
        }
        let Some(Started { mut child, emulator, mut answered, server, .. }) = last else {
            println!("{binary:<18} (no response within 30 s)");
            continue;
        };
        let cold = p50(colds);
        let mut warm = Vec::with_capacity(WARM_INVOCATIONS);
        for _ in 0..WARM_INVOCATIONS {
            let sent = Instant::now();
            *emulator.event.lock().unwrap() = Some(event.clone());
            emulator.ready.notify_one();
            if let Ok(Some(at)) = tokio::time::timeout(Duration::from_secs(10), answered.recv()).await {
                warm.push(at - sent);
            }
        }
        let rss = child.id().and_then(peak_rss_kib).unwrap_or(0);
        let _ = child.kill().await;
        server.abort();
        let warm = p50(warm);
        println!(
            "{binary:<18} {:>9.1} {:>14.1} {:>10.1} {:>12.3} {:>10.2}",
            meta.len() as f64 / 1_048_576.0,
            cold.as_secs_f64() * 1000.0,
            rss as f64 / 1024.0,
            warm.as_secs_f64() * 1000.0,
            warm.as_secs_f64() / raw.as_secs_f64()
        );
    }
}
