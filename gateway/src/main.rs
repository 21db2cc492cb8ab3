//! ocpp-gateway: the OCPP 2.0.1 gateway as a long-running service (docs/ocpp.md).
//!
//!   OCPP_PORT (8080): stations' WebSocket listener, behind the load balancer that ends TLS
//!   CONTROL_PORT (8081): the control endpoint the REST functions call
//!   GATEWAY_ADDRESS: the `host:port` they reach the control endpoint at (this task's address)
//!   GATEWAY_SECRET: the control endpoint's signing key; TABLE_NAME and the rest as every function

use shared::config::Config;
use shared::store::Store;
use tokio::net::TcpListener;

fn port(name: &str, default: u16) -> Result<u16, String> {
    match std::env::var(name) {
        Ok(text) if !text.is_empty() => text.parse().map_err(|_| format!("{name} must be a port number")),
        _ => Ok(default),
    }
}

#[tokio::main]
async fn main() -> Result<(), String> {
    shared::logging::init();
    let config = Config::from_env()?;
    if config.gateway_secret.is_none() {
        return Err("GATEWAY_SECRET is not set".into());
    }
    let control_port = port("CONTROL_PORT", 8081)?;
    let advertised = std::env::var("GATEWAY_ADDRESS")
        .ok()
        .filter(|a| !a.is_empty())
        .ok_or("GATEWAY_ADDRESS is not set")?;
    let ocpp =
        TcpListener::bind(("0.0.0.0", port("OCPP_PORT", 8080)?)).await.map_err(|e| format!("bind: {e}"))?;
    let control = TcpListener::bind(("0.0.0.0", control_port)).await.map_err(|e| format!("bind: {e}"))?;
    let settings = ocpp_gateway::Settings::new(&config, Store::connect(&config), Some(advertised))?;
    let running = ocpp_gateway::start(settings, ocpp, control)?;
    tracing::info!(ocpp = %running.ocpp_address, control = %running.control_address, "ocpp.gateway_started");
    tokio::signal::ctrl_c().await.map_err(|e| e.to_string())?;
    Ok(())
}
