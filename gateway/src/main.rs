//! ocpp-gateway: the OCPP 2.0.1 gateway as a long-running service (docs/ocpp.md), one ECS
//! Fargate task of the `GatewayService` in template.yaml.
//!
//!   TABLE_NAME: the table; DYNAMODB_ENDPOINT only for DynamoDB Local
//!   GATEWAY_SECRET: the control endpoint's signing key (at least 32 bytes)
//!   OCPP_PORT (8080): stations' WebSocket listener, behind the load balancer that ends TLS
//!   CONTROL_PORT (8081): the control endpoint the REST functions call
//!   GATEWAY_ADDRESS: the `host:port` they reach the control endpoint at; by default this
//!     task's own address (its network interface's) and CONTROL_PORT
//!   OCPP_CALL_TIMEOUT_MS (10000): how long the gateway's own CALLs wait for the station
//!   OCPP_MAX_CONNECTIONS (50000): the stations' connections held at once; more wait
//!   GATEWAY_LEASE_SECONDS (60): how often the task renews its lease (which lasts 3 of these)
//!     and sweeps the stations of sibling tasks lost without their drain (docs/ocpp.md)
//!
//!   STATION_LOGS_BUCKET: the bucket stations' log uploads (`/station-logs/<token>` on the
//!     OCPP listener) are PUT to, with the task role's credentials; unset, the endpoint is 404.
//!     Its tokens' key is derived from GATEWAY_SECRET, as the functions issuing them derive it.
//!
//! It needs no JWT secret: it authenticates stations by their passwords and the functions by
//! the signature, and never mints or reads a token.

use shared::store::Store;
use std::time::Duration;
use tokio::net::TcpListener;

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.is_empty())
}

fn port(name: &str, default: u16) -> Result<u16, String> {
    var(name).map_or(Ok(default), |text| text.parse().map_err(|_| format!("{name} must be a port number")))
}

/// This task's address as the VPC sees it: the interface a datagram to a public address would
/// leave from (connecting a UDP socket sends nothing). In awsvpc mode that is the task's ENI.
fn own_address() -> Result<std::net::IpAddr, String> {
    let socket = std::net::UdpSocket::bind("0.0.0.0:0").map_err(|e| format!("own address: {e}"))?;
    socket.connect("192.0.2.1:9").map_err(|e| format!("own address: {e}"))?;
    Ok(socket.local_addr().map_err(|e| format!("own address: {e}"))?.ip())
}

/// How long the default chain may take to find credentials at startup.
const CREDENTIALS_WITHIN: Duration = Duration::from_secs(30);

/// The chain's credentials resolved once at startup: a task without a role (or without
/// variables) exits here with why, rather than passing health checks and failing every
/// station's connect. The SDK renews them itself later.
async fn credentials_found(config: &aws_config::SdkConfig) -> Result<(), String> {
    use aws_sdk_dynamodb::config::ProvideCredentials;
    let provider = config.credentials_provider().ok_or("no AWS credentials provider is configured")?;
    match tokio::time::timeout(CREDENTIALS_WITHIN, provider.provide_credentials()).await {
        Ok(Ok(_)) => Ok(()),
        Ok(Err(error)) => Err(format!("no AWS credentials for DynamoDB: {error}")),
        Err(_) => Err(format!("no AWS credentials for DynamoDB within {CREDENTIALS_WITHIN:?}")),
    }
}

async fn stopped() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        if let Ok(mut term) = signal(SignalKind::terminate()) {
            tokio::select! {
                _ = term.recv() => {}
                _ = tokio::signal::ctrl_c() => {}
            }
            return;
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}

#[tokio::main]
async fn main() -> Result<(), String> {
    shared::logging::init();
    let table = var("TABLE_NAME").ok_or("TABLE_NAME is not set")?;
    let secret = var("GATEWAY_SECRET").ok_or("GATEWAY_SECRET is not set")?;
    if secret.len() < 32 {
        return Err("GATEWAY_SECRET must be at least 32 bytes".into());
    }
    let control_port = port("CONTROL_PORT", 8081)?;
    let advertised = match var("GATEWAY_ADDRESS") {
        Some(address) => address,
        None => format!("{}:{control_port}", own_address()?),
    };
    let ocpp =
        TcpListener::bind(("0.0.0.0", port("OCPP_PORT", 8080)?)).await.map_err(|e| format!("bind: {e}"))?;
    let control = TcpListener::bind(("0.0.0.0", control_port)).await.map_err(|e| format!("bind: {e}"))?;
    let client = match var("DYNAMODB_ENDPOINT") {
        Some(endpoint) => shared::store::client::client_for(Some(&endpoint)),
        // A Fargate task's role reaches it through the container credentials endpoint, not the
        // variables Lambda sets: the SDK's default chain finds it (and renews it before expiry).
        None => {
            let config = aws_config::load_defaults(aws_config::BehaviorVersion::latest()).await;
            credentials_found(&config).await?;
            shared::store::client::client_with(aws_sdk_dynamodb::config::Builder::from(&config))
        }
    };
    let call_timeout = match var("OCPP_CALL_TIMEOUT_MS") {
        Some(ms) => {
            Duration::from_millis(ms.parse().map_err(|_| "OCPP_CALL_TIMEOUT_MS must be milliseconds")?)
        }
        None => shared::config::OCPP_CALL_TIMEOUT,
    };
    let max_connections = match var("OCPP_MAX_CONNECTIONS") {
        Some(count) => count.parse().map_err(|_| "OCPP_MAX_CONNECTIONS must be a number")?,
        None => ocpp_gateway::MAX_CONNECTIONS,
    };
    let lease_interval = shared::config::gateway_lease(var("GATEWAY_LEASE_SECONDS").as_deref())?;
    let heartbeat = shared::config::ocpp_heartbeat(var("OCPP_HEARTBEAT_SECONDS").as_deref())?;
    let message_log_flush =
        shared::config::ocpp_message_log_flush(var("OCPP_MESSAGE_LOG_SECONDS").as_deref())?;
    let meter_readings = shared::config::ocpp_meter_readings(var("OCPP_METER_READINGS").as_deref())?;
    let log_uploads = var("STATION_LOGS_BUCKET").map(|bucket| {
        let kept_by = ocpp_gateway::log_uploads::KeptBy::S3 {
            bucket,
            region: var("AWS_REGION").unwrap_or_else(|| "us-east-1".into()),
        };
        let spool = std::env::temp_dir().join("station-logs");
        ocpp_gateway::log_uploads::LogUploads::new(
            shared::log_files::token_key(secret.as_bytes()),
            kept_by,
            spool,
        )
    });
    let settings = ocpp_gateway::Settings {
        store: Store::from_client(client, table),
        secret: secret.into_bytes(),
        advertised: Some(advertised.clone()),
        call_timeout,
        max_connections,
        lease_interval,
        heartbeat,
        message_log_flush,
        meter_readings,
        log_uploads,
    };
    let running = ocpp_gateway::start(settings, ocpp, control)?;
    tracing::info!(ocpp = %running.ocpp_address, control = %advertised, "ocpp.gateway_started");
    // ECS stops a task with SIGTERM: its stations lose their sockets and reconnect through the
    // load balancer to a sibling, whose registry writes take their place.
    stopped().await;
    // Each connection closes and records its disconnect (asset offline, registry cleared)
    // before the task goes, within ECS's stop timeout.
    let drained = running.shutdown(ocpp_gateway::SHUTDOWN_PATIENCE).await;
    tracing::info!(drained, "ocpp.gateway_stopped");
    Ok(())
}
