//! local-runner: `make dev` runs it with `--seed`.
//!
//!   local-runner [--port N] [--ocpp-port N] [--seed PATH] [--scheduler-every SECS]
//!
//! Starts DynamoDB Local unless DYNAMODB_ENDPOINT is set, creates the table from
//! template.yaml, serves the API on 127.0.0.1 (port 3000 by default, or PORT), and with --seed
//! creates demo tenants and writes their credentials to PATH. The OCPP gateway serves stations
//! on `ws://127.0.0.1:<ocpp-port>/ocpp/<organization id>/<identity>` (the API port + 1 by default). The scheduler and the webhook
//! deliverer run every 60 s as EventBridge runs them when deployed (`--scheduler-every SECS`
//! sets the interval for both; 0 turns them off), and the deliverer also runs as soon as a
//! delivery is written, as the table's stream starts it when deployed.

use local_runner::{Options, ddb_local::DynamoDbLocal, seed, start};
use std::time::Duration;

fn flag(args: &[String], name: &str) -> Option<String> {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned()
}

fn dev_secret() -> Vec<u8> {
    match std::env::var("JWT_SECRET") {
        Ok(secret) if secret.len() >= 32 => secret.into_bytes(),
        _ => {
            let mut bytes = [0u8; 32];
            getrandom::fill(&mut bytes).expect("OS random source");
            bytes.iter().map(|b| format!("{b:02x}")).collect::<String>().into_bytes()
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), String> {
    shared::logging::init();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let port = flag(&args, "--port")
        .or_else(|| std::env::var("PORT").ok())
        .map(|p| p.parse::<u16>().map_err(|_| format!("bad port {p}")))
        .transpose()?
        .unwrap_or(3000);
    let ocpp_port = match flag(&args, "--ocpp-port") {
        Some(p) => p.parse::<u16>().map_err(|_| format!("bad OCPP port {p}"))?,
        // A free API port (0) gives a free OCPP port too.
        None if port == 0 => 0,
        None => port.checked_add(1).ok_or("no port after the API port for OCPP: give --ocpp-port")?,
    };

    let (endpoint, _dynamodb) = match std::env::var("DYNAMODB_ENDPOINT") {
        Ok(endpoint) if !endpoint.is_empty() => (endpoint, None),
        _ => {
            let local = tokio::task::spawn_blocking(DynamoDbLocal::start)
                .await
                .map_err(|e| e.to_string())?
                .map_err(|e| e.to_string())?;
            (local.endpoint().to_owned(), Some(local))
        }
    };
    eprintln!("DynamoDB endpoint: {endpoint}");
    let table = std::env::var("TABLE_NAME").unwrap_or_else(|_| "platform-operations-local".into());
    let api = start(Options {
        port,
        endpoint,
        table,
        jwt_secret: dev_secret(),
        auth_cache_ttl: Duration::from_secs(30),
        versions: std::env::var("API_VERSIONS").ok().filter(|v| !v.is_empty()),
        configure: None,
        counter_timeout: None,
        ocpp_port,
        deliver_on_write: true,
    })
    .await?;

    if let Some(path) = flag(&args, "--seed") {
        let credentials = seed::seed(&api.app, &api.base_url, &api.ocpp_url).await?;
        if let Some(parent) = std::path::Path::new(&path).parent() {
            std::fs::create_dir_all(parent).map_err(|e| e.to_string())?;
        }
        let text = serde_json::to_string_pretty(&credentials).map_err(|e| e.to_string())?;
        std::fs::write(&path, text).map_err(|e| format!("cannot write {path}: {e}"))?;
        eprintln!("demo credentials written to {path}");
    }
    let every =
        flag(&args, "--scheduler-every").map(|s| s.parse::<u64>().map_err(|_| format!("bad interval {s}")));
    match every.transpose()?.unwrap_or(60) {
        0 => eprintln!("scheduler off"),
        secs => local_runner::timer::run_scheduler_every(api.app.clone(), Duration::from_secs(secs)),
    }
    eprintln!("Platform Operations API listening on {}", api.base_url);
    eprintln!("OCPP gateway listening on {}/<organization id>/<identity>", api.ocpp_url);
    tokio::signal::ctrl_c().await.map_err(|e| e.to_string())?;
    Ok(())
}
