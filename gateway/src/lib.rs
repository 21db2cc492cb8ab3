//! The OCPP 2.0.1 gateway: holds charging stations' WebSocket connections (OCPP-J), writes
//! what they report through the store, and carries the REST functions' CALLs to them through
//! its control endpoint. Transport and protocol only: every DynamoDB write is in
//! `shared::store` (station_registry, station_reports). The contract: docs/ocpp.md.

pub mod actions;
pub mod base_report;
pub mod commands;
pub mod connection;
pub mod control;
pub mod frame;
pub mod handlers;
pub mod in_flight;
pub mod lease;
pub mod limits;
pub mod log_requests;
pub mod log_uploads;
pub mod message_log;
pub mod readings;
pub mod redaction;
pub mod replay;
pub mod results;
pub mod settings;
pub mod site_load;
pub mod transactions;
pub mod upgrade;
pub mod v16;

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
use hyper_util::rt::{TokioIo, TokioTimer};
use shared::config::Config;
use shared::store::Store;
use shared::store::gateway_leases::GatewayTask;
use tokio::net::TcpListener;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};
use tokio::task::JoinHandle;

use connection::Handle;

/// One gateway task: its store, the control endpoint's secret and address, and the
/// connections it holds by station key (`StationKey::key`).
pub struct Gateway {
    store: Store,
    secret: Vec<u8>,
    /// This run of the task: `host:port` the REST functions reach its control endpoint at (the
    /// registry's `gateway`), and the id its lease and its held stations are recorded under.
    task: GatewayTask,
    /// How often the lease is renewed and lost tasks looked for (`GATEWAY_LEASE_SECONDS`).
    lease_interval: Duration,
    connections: Mutex<HashMap<String, Arc<Handle>>>,
    /// How long the gateway's own CALLs wait for the station (`OCPP_CALL_TIMEOUT_MS`).
    call_timeout: Duration,
    /// The heartbeat interval stations are given (`OCPP_HEARTBEAT_SECONDS`); three of them
    /// without a CALL close a connection.
    heartbeat: Duration,
    /// Set once the task stops: every connection closes and records its disconnect.
    stopping: watch::Sender<bool>,
    /// The WebSocket connections still running (their disconnect writes included).
    live: watch::Sender<usize>,
    /// Each refused known identity's last refusal event on this task.
    refusals: Mutex<limits::RefusalEvents>,
    /// The station log upload endpoint (`log_uploads`); `None` where logs are kept nowhere.
    log_uploads: Option<log_uploads::LogUploads>,
    /// The bytes queued for this task's stations (`limits::QueuedBytes`).
    queued: Arc<limits::QueuedBytes>,
    /// Failed upgrades per source address, and the identities proven on this task.
    upgrade_failures: Mutex<limits::UpgradeFailures>,
    /// When the task started: the minutes `upgrade_failures` counts in.
    epoch: std::time::Instant,
    /// Disconnects whose write failed: their stations still show online, so the lease must
    /// stay for a sibling's sweep to find them.
    disconnect_failures: std::sync::atomic::AtomicUsize,
    /// The control endpoint's calls in flight, bounded per organization and in all.
    in_flight: Arc<in_flight::InFlight>,
    /// The control endpoint's signatures seen within their life, so none is acted on twice.
    replays: Mutex<replay::Replays>,
    /// The OCPP message log's buffers and writes (`message_log`).
    message_logs: Arc<message_log::MessageLogs>,
    /// The site allocators running on this task (`site_load`).
    site_load: Arc<site_load::SiteLoad>,
    /// Readings a connection keeps before writing them (`Settings::meter_readings`).
    meter_readings: usize,
}

/// A WebSocket connection counted in `Gateway::live` while it runs.
pub(crate) struct Live {
    gateway: Arc<Gateway>,
}

impl Live {
    pub(crate) fn new(gateway: Arc<Gateway>) -> Live {
        gateway.live.send_modify(|live| *live += 1);
        Live { gateway }
    }
}

impl Drop for Live {
    fn drop(&mut self) {
        self.gateway.live.send_modify(|live| *live = live.saturating_sub(1));
    }
}

impl Gateway {
    /// Takes a connection into the registry: the one it replaces, if any.
    fn hold(&self, station_key: &str, handle: Arc<Handle>) -> Option<Arc<Handle>> {
        self.connections.lock().ok()?.insert(station_key.to_owned(), handle)
    }

    /// Lets go of a connection, unless a newer one took its place.
    fn release(&self, station_key: &str, connection_id: &str) {
        if let Ok(mut connections) = self.connections.lock()
            && connections.get(station_key).is_some_and(|held| held.connection_id == connection_id)
        {
            connections.remove(station_key);
        }
    }

    fn held(&self, station_key: &str) -> Option<Arc<Handle>> {
        self.connections.lock().ok()?.get(station_key).cloned()
    }
}

/// How long a request's headers (and the control endpoint's body) may take to arrive.
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);

/// The OCPP connections (upgraded or not) a task holds at once, by default.
pub const MAX_CONNECTIONS: usize = 50_000;

/// How long the accept loop rests after a failed accept (e.g. out of file descriptors), so
/// it does not spin.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(100);

/// How long `Running::shutdown` waits for the connections' disconnect writes, by default.
pub const SHUTDOWN_PATIENCE: Duration = Duration::from_secs(20);

/// A running gateway's addresses, and the handle to stop it.
pub struct Running {
    pub ocpp_address: SocketAddr,
    pub control_address: SocketAddr,
    gateway: Arc<Gateway>,
    listeners: Vec<JoinHandle<()>>,
    /// Renews the lease and sweeps lost tasks.
    lease: JoinHandle<()>,
}

impl Running {
    /// The connections this task holds now.
    pub fn connections(&self) -> usize {
        *self.gateway.live.borrow()
    }

    /// Stops the task: accepts nothing more, closes every connection it holds and waits, for
    /// at most `within`, until each has recorded its disconnect (the asset offline, the
    /// registry cleared). `true` when all did; the lease is then removed. When some did not
    /// (in time, or their write failed), the lease is left to expire, and a sibling's sweep
    /// shows them offline. Within the same `within`, the message log's last batches of
    /// connections that closed on their own before are awaited; those still being written then
    /// are given up (their frames counted dropped).
    pub async fn shutdown(self, within: Duration) -> bool {
        let started = tokio::time::Instant::now();
        for listener in &self.listeners {
            listener.abort();
        }
        self.gateway.stopping.send_replace(true);
        let mut live = self.gateway.live.subscribe();
        let drained = tokio::time::timeout(within, live.wait_for(|live| *live == 0)).await;
        let left = within.saturating_sub(started.elapsed());
        if !self.gateway.message_logs.drain(left).await {
            tracing::warn!("ocpp.message_log_drain_gave_up");
        }
        let failures = self.gateway.disconnect_failures.load(std::sync::atomic::Ordering::Acquire);
        let drained = matches!(drained, Ok(Ok(_))) && failures == 0;
        self.lease.abort();
        if drained && let Err(error) = self.gateway.store.end_gateway_lease(&self.gateway.task).await {
            tracing::warn!(?error, "ocpp.lease_end_failed");
        }
        drained
    }

    /// The control endpoint's calls in flight now.
    pub fn calls_in_flight(&self) -> usize {
        self.gateway.in_flight.len()
    }

    /// This run of the task, as its lease and the registry name it.
    pub fn task(&self) -> &GatewayTask {
        &self.gateway.task
    }
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
    /// The heartbeat interval stations are given.
    pub heartbeat: Duration,
    /// The OCPP connections held at once (`OCPP_MAX_CONNECTIONS`); more wait to be accepted.
    pub max_connections: usize,
    /// How often the lease is renewed and lost tasks swept (`GATEWAY_LEASE_SECONDS`).
    pub lease_interval: Duration,
    /// How long a connection's frames are buffered before the message log writes them
    /// (`OCPP_MESSAGE_LOG_SECONDS`).
    pub message_log_flush: Duration,
    /// How many of an open session's readings a connection keeps before writing them
    /// (`OCPP_METER_READINGS`; `readings`).
    pub meter_readings: usize,
    /// Where stations' log uploads are kept (`STATION_LOGS_BUCKET`; the runner's directory
    /// locally); `None`: the endpoint answers 404.
    pub log_uploads: Option<log_uploads::LogUploads>,
}

impl Settings {
    pub fn new(config: &Config, store: Store, advertised: Option<String>) -> Result<Settings, String> {
        let secret = config.gateway_secret.clone().ok_or("GATEWAY_SECRET is not set")?;
        Ok(Settings {
            store,
            secret,
            advertised,
            call_timeout: config.ocpp_call_timeout,
            heartbeat: config.ocpp_heartbeat,
            max_connections: MAX_CONNECTIONS,
            lease_interval: config.gateway_lease,
            message_log_flush: config.ocpp_message_log_flush,
            meter_readings: config.ocpp_meter_readings,
            log_uploads: None,
        })
    }
}

/// Serves stations on `ocpp` and the control endpoint on `control`, each in a background
/// task; stations only once the task's lease is written, so every station it registers is
/// one a sibling can sweep should the task be lost.
pub fn start(settings: Settings, ocpp: TcpListener, control: TcpListener) -> Result<Running, String> {
    let ocpp_address = ocpp.local_addr().map_err(|e| e.to_string())?;
    let control_address = control.local_addr().map_err(|e| e.to_string())?;
    let message_logs = message_log::MessageLogs::new(settings.store.clone(), settings.message_log_flush);
    let task = GatewayTask::start(settings.advertised.unwrap_or_else(|| control_address.to_string()));
    let link = shared::ocpp::link::Link::of_gateway(
        settings.store.clone(),
        settings.secret.clone(),
        settings.call_timeout,
    );
    let site_load = Arc::new(site_load::SiteLoad::new(
        settings.store.clone(),
        link,
        task.instance.clone(),
        settings.call_timeout,
    ));
    let gateway = Arc::new(Gateway {
        store: settings.store,
        secret: settings.secret,
        task,
        lease_interval: settings.lease_interval,
        connections: Mutex::new(HashMap::new()),
        call_timeout: settings.call_timeout,
        heartbeat: settings.heartbeat,
        stopping: watch::Sender::new(false),
        live: watch::Sender::new(0),
        refusals: Mutex::new(limits::RefusalEvents::default()),
        queued: Arc::default(),
        upgrade_failures: Mutex::default(),
        epoch: std::time::Instant::now(),
        disconnect_failures: std::sync::atomic::AtomicUsize::new(0),
        in_flight: Arc::new(in_flight::InFlight::new(in_flight::PER_ORGANIZATION, in_flight::PER_TASK)),
        replays: Mutex::new(replay::Replays::new(replay::CAPACITY)),
        message_logs,
        log_uploads: settings.log_uploads,
        site_load,
        meter_readings: settings.meter_readings,
    });
    // A station's connection holds its slot from accept until its WebSocket ends.
    let slots = Arc::new(Semaphore::new(settings.max_connections.clamp(1, Semaphore::MAX_PERMITS)));
    let (leased, lease_written) = tokio::sync::oneshot::channel();
    let lease = tokio::spawn(lease::keep(gateway.clone(), leased));
    let stations = gateway.clone();
    let listeners = vec![
        tokio::spawn(async move {
            if lease_written.await.is_ok() {
                accept(ocpp, stations, upgrade::serve, Some(slots)).await;
            }
        }),
        tokio::spawn(accept(control, gateway.clone(), control::serve, None)),
    ];
    Ok(Running { ocpp_address, control_address, gateway, listeners, lease })
}

/// The address a connection came from, as a request extension (the upgrade counts failures
/// by it).
#[derive(Clone, Copy)]
pub(crate) struct Peer(pub(crate) SocketAddr);

/// A connection's slot under the cap, as a request extension the upgrade takes along.
#[derive(Clone)]
pub(crate) struct Slot {
    _permit: Arc<OwnedSemaphorePermit>,
}

/// Serves HTTP/1 connections until the task stops: one request per connection on the OCPP
/// listener (its upgrade or its refusal), headers within `HEADER_READ_TIMEOUT`, and with
/// `slots` at most that many connections at once.
async fn accept<F, R>(listener: TcpListener, gateway: Arc<Gateway>, handler: F, slots: Option<Arc<Semaphore>>)
where
    F: Fn(Arc<Gateway>, Request<Incoming>) -> R + Copy + Send + Sync + 'static,
    R: Future<Output = Response<Full<Bytes>>> + Send + 'static,
{
    let keep_alive = slots.is_none();
    loop {
        let slot = match &slots {
            Some(slots) => match slots.clone().acquire_owned().await {
                Ok(permit) => Some(Slot { _permit: Arc::new(permit) }),
                Err(_) => return,
            },
            None => None,
        };
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(error) => {
                tracing::warn!(%error, "ocpp.accept_failed");
                tokio::time::sleep(ACCEPT_BACKOFF).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let gateway = gateway.clone();
        tokio::spawn(async move {
            let service = service_fn(move |mut request: Request<Incoming>| {
                let gateway = gateway.clone();
                if let Some(slot) = &slot {
                    request.extensions_mut().insert(slot.clone());
                }
                request.extensions_mut().insert(Peer(peer));
                async move {
                    let mut response = handler(gateway, request).await;
                    // Without keep-alive, every answer but the upgrade ends its connection (hyper's
                    // own keep-alive switch would also strip the upgrade's `Connection: Upgrade`).
                    if !keep_alive && response.status() != http::StatusCode::SWITCHING_PROTOCOLS {
                        response.headers_mut().insert(
                            http::header::CONNECTION,
                            http::header::HeaderValue::from_static("close"),
                        );
                    }
                    Ok::<_, Infallible>(response)
                }
            });
            let _ = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_READ_TIMEOUT)
                .serve_connection(TokioIo::new(stream), service)
                .with_upgrades()
                .await;
        });
    }
}
