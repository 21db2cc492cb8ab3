//! The local runner: serves every route of template.yaml on loopback, dispatching in-process
//! to the same handlers the Lambda binaries run, against DynamoDB Local.

pub mod ddb_local;
pub mod log_downloads;
pub mod seed;
pub mod server;
pub mod table;
pub mod template;
pub mod timer;

use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;

use ocpp_gateway::log_uploads::KeptBy;
use shared::App;
use shared::config::Config;
use shared::store::Store;

/// A running local API.
pub struct LocalApi {
    pub base_url: String,
    pub app: Arc<App>,
    /// Where stations connect: `ws://127.0.0.1:<port>/ocpp` (append `/<identity>`).
    pub ocpp_url: String,
}

pub struct Options {
    pub port: u16,
    pub endpoint: String,
    pub table: String,
    pub jwt_secret: Vec<u8>,
    pub auth_cache_ttl: Duration,
    /// The versions' lifecycle as `API_VERSIONS` would give it (JSON); today's when `None`.
    pub versions: Option<String>,
    /// Adjusts the configuration before the app is built (the contract server lifts the
    /// address limits out of a fuzzer's way); `None` for everything else.
    pub configure: Option<fn(&mut Config)>,
    /// The rate-limit counter writes' time limit; `None`: the configuration's default.
    pub counter_timeout: Option<Duration>,
    /// The OCPP gateway's WebSocket port (0 picks a free port).
    pub ocpp_port: u16,
    /// Runs the webhook deliverer as soon as a delivery is written (the stand-in for the
    /// table's stream); tests that drive the deliverer themselves leave it off.
    pub deliver_on_write: bool,
}

pub const LOCAL_ISSUER: &str = "http://127.0.0.1/local";

/// Creates the table from template.yaml, builds the app and serves it on 127.0.0.1:`port`
/// (0 picks a free port) in a background task, with the OCPP gateway in-process beside it
/// (stations on `ocpp_port`, its control endpoint on a free port).
pub async fn start(options: Options) -> Result<LocalApi, String> {
    let template = template::Template::load(&template::default_path())?;
    let client = shared::store::client::client_for(Some(&options.endpoint));
    table::create(&client, &options.table, &template.table).await?;
    // `TOKEN_ISSUER` as in AWS (`make dev` sets the runner's own URL, so the OAuth metadata names
    // endpoints that answer); the fixed local issuer otherwise.
    let issuer = std::env::var("TOKEN_ISSUER").ok().filter(|v| !v.is_empty());
    let config = Config::new(
        options.table.clone(),
        Some(options.endpoint.clone()),
        options.jwt_secret,
        issuer.unwrap_or_else(|| LOCAL_ISSUER.into()),
        options.auth_cache_ttl,
        "local-runner".into(),
    );
    let mut config = config;
    // Local development and tests deliver webhooks to loopback receivers.
    config.webhook_targets = shared::webhooks::target::TargetPolicy::Local;
    if let Some(versions) = &options.versions {
        config.versions = shared::versions::Catalogue::from_json(versions)?;
    }
    if let Some(timeout) = options.counter_timeout {
        config.counter_timeout = timeout;
    }
    // As in AWS, where template.yaml's Globals set it for every function.
    let setting = std::env::var("VISIBILITY_INDEX").ok().filter(|v| !v.is_empty());
    config.visibility_index = shared::config::visibility_index(setting.as_deref())?;
    let setting = std::env::var("GATEWAY_LEASE_SECONDS").ok().filter(|v| !v.is_empty());
    config.gateway_lease = shared::config::gateway_lease(setting.as_deref())?;
    let setting = std::env::var("OCPP_MESSAGE_LOG_SECONDS").ok().filter(|v| !v.is_empty());
    config.ocpp_message_log_flush = shared::config::ocpp_message_log_flush(setting.as_deref())?;
    let setting = std::env::var("OCPP_METER_READINGS").ok().filter(|v| !v.is_empty());
    config.ocpp_meter_readings = shared::config::ocpp_meter_readings(setting.as_deref())?;
    // The gateway and the functions calling it share a secret of this run only.
    let gateway_secret = random_secret()?;
    config.gateway_secret = Some(gateway_secret.clone());
    let listener = TcpListener::bind(("127.0.0.1", options.port)).await.map_err(|e| format!("bind: {e}"))?;
    let address = listener.local_addr().map_err(|e| e.to_string())?;
    // Errors' `doc_url` points at this runner's own reference.
    config.docs_url = format!("http://{address}/docs");
    // Bound before the app is built, so station records name the gateway's own address.
    let ocpp = TcpListener::bind(("127.0.0.1", options.ocpp_port))
        .await
        .map_err(|e| format!("bind OCPP port: {e}"))?;
    let ocpp_address = ocpp.local_addr().map_err(|e| e.to_string())?;
    config.ocpp_public_url = Some(format!("ws://{ocpp_address}"));
    // Stations upload their logs to the gateway (as deployed), which keeps them in this runner's
    // directory; callers download them from this runner (`log_downloads`).
    config.station_log_files = Some(shared::log_files::LogFiles {
        upload_origin: format!("http://{ocpp_address}"),
        secret: shared::log_files::token_key(&gateway_secret),
        kept: shared::log_files::KeptIn::Runner { base_url: format!("http://{address}") },
    });
    if let Some(configure) = options.configure {
        configure(&mut config);
    }
    let app = Arc::new(App::with_store(config, Store::from_client(client, options.table)));
    let runner = Arc::new(server::Runner::new(&template, app.clone())?);
    tokio::spawn(runner.serve(listener));
    if options.deliver_on_write {
        timer::deliver_on_write(app.clone());
    }
    let ocpp_url = start_gateway(&app, ocpp).await?;
    Ok(LocalApi { base_url: format!("http://{address}"), app, ocpp_url })
}

/// The OCPP gateway over the app's store: its stations' URL.
async fn start_gateway(app: &App, ocpp: TcpListener) -> Result<String, String> {
    let mut settings = ocpp_gateway::Settings::new(&app.config, app.store.clone(), None)?;
    // The runner's gateway keeps uploads where the runner serves their downloads from.
    settings.log_uploads = app.config.station_log_files.as_ref().map(|files| {
        let dir = log_downloads::default_dir();
        ocpp_gateway::log_uploads::LogUploads::new(files.secret, KeptBy::Directory(dir.clone()), dir)
    });
    let control = TcpListener::bind(("127.0.0.1", 0)).await.map_err(|e| format!("bind: {e}"))?;
    let running = ocpp_gateway::start(settings, ocpp, control)?;
    Ok(format!("ws://{}/ocpp", running.ocpp_address))
}

fn random_secret() -> Result<Vec<u8>, String> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| e.to_string())?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect::<String>().into_bytes())
}
