//! The OCPP 2.0.1 gateway: holds charging stations' WebSocket connections (OCPP-J), writes
//! what they report through the store, and carries the REST functions' CALLs to them through
//! its control endpoint. Transport and protocol only: every DynamoDB write is in
//! `shared::store` (station_registry, station_reports). The contract: docs/ocpp.md.

pub mod actions;
pub mod connection;
pub mod control;
pub mod frame;
pub mod handlers;
pub mod transactions;
pub mod upgrade;

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use http::{Request, Response};
use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use shared::config::Config;
use shared::store::Store;
use tokio::net::TcpListener;

use connection::Handle;

/// One gateway task: its store, the control endpoint's secret and address, and the
/// connections it holds by identity key.
pub struct Gateway {
    store: Store,
    secret: Vec<u8>,
    /// `host:port` the REST functions reach this task's control endpoint at (the registry's
    /// `gateway`).
    control_address: String,
    connections: Mutex<HashMap<String, Arc<Handle>>>,
    /// How long the gateway's own CALLs wait for the station (`OCPP_CALL_TIMEOUT_MS`).
    call_timeout: Duration,
}

impl Gateway {
    /// Takes a connection into the registry: the one it replaces, if any.
    fn hold(&self, identity_key: &str, handle: Arc<Handle>) -> Option<Arc<Handle>> {
        self.connections.lock().ok()?.insert(identity_key.to_owned(), handle)
    }

    /// Lets go of a connection, unless a newer one took its place.
    fn release(&self, identity_key: &str, connection_id: &str) {
        if let Ok(mut connections) = self.connections.lock()
            && connections.get(identity_key).is_some_and(|held| held.connection_id == connection_id)
        {
            connections.remove(identity_key);
        }
    }

    fn held(&self, identity_key: &str) -> Option<Arc<Handle>> {
        self.connections.lock().ok()?.get(identity_key).cloned()
    }
}

/// A running gateway's addresses.
pub struct Running {
    pub ocpp_address: SocketAddr,
    pub control_address: SocketAddr,
}

/// What a gateway task runs with.
pub struct Settings {
    pub store: Store,
    /// The control endpoint's signing key (`GATEWAY_SECRET`).
    pub secret: Vec<u8>,
    /// The control address written to the registry; the control listener's own when `None`.
    pub advertised: Option<String>,
    /// How long the gateway's own CALLs wait for the station.
    pub call_timeout: Duration,
}

impl Settings {
    pub fn new(config: &Config, store: Store, advertised: Option<String>) -> Result<Settings, String> {
        let secret = config.gateway_secret.clone().ok_or("GATEWAY_SECRET is not set")?;
        Ok(Settings { store, secret, advertised, call_timeout: config.ocpp_call_timeout })
    }
}

/// Serves stations on `ocpp` and the control endpoint on `control`, each in a background
/// task.
pub fn start(settings: Settings, ocpp: TcpListener, control: TcpListener) -> Result<Running, String> {
    let ocpp_address = ocpp.local_addr().map_err(|e| e.to_string())?;
    let control_address = control.local_addr().map_err(|e| e.to_string())?;
    let gateway = Arc::new(Gateway {
        store: settings.store,
        secret: settings.secret,
        control_address: settings.advertised.unwrap_or_else(|| control_address.to_string()),
        connections: Mutex::new(HashMap::new()),
        call_timeout: settings.call_timeout,
    });
    tokio::spawn(accept(ocpp, gateway.clone(), upgrade::serve));
    tokio::spawn(accept(control, gateway, control::serve));
    Ok(Running { ocpp_address, control_address })
}

/// Serves HTTP/1 connections (with upgrades) until the listener fails.
async fn accept<F, R>(listener: TcpListener, gateway: Arc<Gateway>, handler: F)
where
    F: Fn(Arc<Gateway>, Request<Incoming>) -> R + Copy + Send + Sync + 'static,
    R: Future<Output = Response<Full<Bytes>>> + Send + 'static,
{
    loop {
        let Ok((stream, _)) = listener.accept().await else { continue };
        let _ = stream.set_nodelay(true);
        let gateway = gateway.clone();
        tokio::spawn(async move {
            let service = service_fn(move |request| {
                let gateway = gateway.clone();
                async move { Ok::<_, Infallible>(handler(gateway, request).await) }
            });
            let _ =
                http1::Builder::new().serve_connection(TokioIo::new(stream), service).with_upgrades().await;
        });
    }
}
