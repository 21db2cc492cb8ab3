//! A connection's meter readings (docs/ocpp.md, "Meter readings"): the gateway holds the
//! station's connection, so it keeps each open transaction's session as it last wrote it, and
//! the readings since, in the connection's memory. A reading that moves only the meter (an
//! Updated event of the session's transaction, or a 1.6 MeterValues naming it) is applied there
//! and answered without a DynamoDB call; every `batch`-th reading, the first a quarter hour
//! after the session's last write, any event that changes more than the meter, and the
//! connection's end write them, with the session and one `session_updated` event, in one
//! transaction conditional on the session's revision and on the registry still holding the
//! connection (a rotation, a sweep or a second connection still wins: the batch is dropped).
//!
//! What the session logic does is unchanged: each event is applied to the session as it would
//! be after every earlier one, by the same `on_station_event`; only when the result is written
//! differs. Energy is the station's cumulative register, so a batch lost with its gateway task
//! loses time-series points, never energy: the next written event carries the register.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde_json::json;
use shared::domain::event::Event;
use shared::domain::meter_point::{Carried, MeterPoint};
use shared::domain::session::Session;
use shared::domain::transaction_event::TransactionEvent;
use shared::station_sessions::incoming::{self, Applied, IncomingError, Listing};
use shared::store::Store;
use shared::store::sessions::SESSION;
use shared::store::station_transactions::{StationAsset, StationTransactionError};
use shared::time::now_ms;

use crate::handlers::Context;

/// The most transactions one connection keeps readings for: a station has a few EVSEs, each
/// with one open transaction; past this, a transaction's readings are written as they come.
const MOST_KEPT: usize = 8;

/// The most readings kept for one transaction while its writes fail.
const MOST_POINTS: usize = 2 * shared::config::OCPP_METER_READINGS_MAX;

/// The longest a session's readings wait for their write, from its last write (platform time):
/// a station reading every few minutes, or one that stopped reading, still moves its session
/// and time series every quarter hour (checked as readings come and on the connection's tick).
const LONGEST_UNWRITTEN: Duration = Duration::from_secs(15 * 60);

/// How long past the heartbeat interval a connection may go without a write conditional on the
/// registry and still have its readings kept: one cut off (a rotation, a suspension, a second
/// connection on another task) is answered from memory for at most this long, and its next
/// reading then goes the whole way, where the registry's condition refuses it.
const PROOF_MARGIN: Duration = Duration::from_secs(60);

/// One open transaction, as this connection last wrote it and as its readings since moved it.
#[derive(Debug, Clone)]
struct Kept {
    /// The session as written (or read) last: the revision the next write is conditional on.
    written: Session,
    /// The session after every reading since (not written yet).
    current: Session,
    /// The `session_updated` event of the latest reading kept (its data is the batch's).
    event: Option<Event>,
    /// The readings since `written`, oldest first.
    points: Vec<MeterPoint>,
}

impl Kept {
    fn of(session: Session) -> Kept {
        Kept { written: session.clone(), current: session, event: None, points: Vec::new() }
    }

    /// The session once its readings are written: one revision on from the one written.
    fn written_on(self) -> Kept {
        let mut written = self.current;
        written.version = self.written.version + 1;
        Kept::of(written)
    }

    /// What the next write of the transaction carries when it goes the whole way.
    fn carried(&self) -> Carried {
        Carried {
            session: Some(self.current.id),
            energy_kwh: self.current.energy_kwh,
            seq_no: self.current.station.as_ref().and_then(|station| station.seq_no),
            points: self.points.clone(),
        }
    }

    fn due(&self, batch: usize, now: i64) -> bool {
        self.points.len() >= batch
            || now.saturating_sub(self.written.updated_at) >= LONGEST_UNWRITTEN.as_millis() as i64
    }
}

/// One connection's open transactions and the readings not written yet.
pub struct ConnectionReadings {
    /// The station its writes are made as, conditional on the registry holding the connection.
    station: StationAsset,
    /// The password generation the connection proved: a reconnect that proved the same one
    /// takes over what this connection kept (`adopt`).
    proved_at: i64,
    kept: Mutex<HashMap<String, Kept>>,
    /// One change of the kept readings at a time: a station's reading and a platform command's
    /// write (a stop's, on another task) never both take a transaction's batch, where one of
    /// them would find the session moved by the other and drop its points.
    serial: tokio::sync::Mutex<()>,
    /// Readings kept before they are written (`OCPP_METER_READINGS`); 1: none is kept.
    batch: usize,
    /// When a write conditional on the registry holding the connection last went through.
    proven: Mutex<Instant>,
    /// How long after it readings are still kept (the heartbeat interval and `PROOF_MARGIN`).
    proof: Duration,
}

impl ConnectionReadings {
    pub fn new(
        batch: usize,
        station: StationAsset,
        proved_at: i64,
        heartbeat: Duration,
    ) -> ConnectionReadings {
        ConnectionReadings {
            station,
            proved_at,
            kept: Mutex::default(),
            serial: tokio::sync::Mutex::const_new(()),
            batch: batch.max(1),
            proven: Mutex::new(Instant::now()),
            proof: heartbeat + PROOF_MARGIN,
        }
    }

    /// A write conditional on the registry holding the connection went through (a Heartbeat,
    /// a status, a session write): the connection is still the station's.
    pub fn proved(&self) {
        *self.proven.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Instant::now();
    }

    fn recently_proven(&self) -> bool {
        self.proven.lock().unwrap_or_else(std::sync::PoisonError::into_inner).elapsed() < self.proof
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Kept>> {
        self.kept.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn take(&self, transaction_id: &str) -> Option<Kept> {
        self.lock().remove(transaction_id)
    }

    /// Keeps `kept` (an open session, just written or read, and its readings since) for the
    /// transaction's next readings, unless batching is off or the connection keeps as many as
    /// it may (then its readings are written as they come). Writes that keep failing (a store
    /// outage) keep the newest readings only: energy is the register's, so older points are all
    /// that is lost.
    fn keep(&self, mut kept: Kept) {
        let over = kept.points.len().saturating_sub(MOST_POINTS);
        kept.points.drain(..over);
        let Some(transaction_id) = kept.current.transaction_id().map(str::to_owned) else { return };
        if self.batch == 1 || !kept.current.status.is_open() {
            return;
        }
        let mut all = self.lock();
        if all.len() < MOST_KEPT || all.contains_key(&transaction_id) {
            all.insert(transaction_id, kept);
        }
    }

    /// Takes over what `old`, the connection this one replaced on this task, kept, when both
    /// proved the same password: a station back after a network blip loses no readings. One
    /// made with another password (a rotation between them) takes nothing: what a cut-off
    /// connection kept is never written.
    pub fn adopt(&self, old: &ConnectionReadings) {
        if old.station.asset_id != self.station.asset_id || old.proved_at != self.proved_at {
            return;
        }
        let taken: Vec<(String, Kept)> = old.lock().drain().collect();
        let mut all = self.lock();
        for (transaction_id, kept) in taken {
            if all.len() < MOST_KEPT {
                all.entry(transaction_id).or_insert(kept);
            }
        }
    }

    /// Writes every transaction's readings not written yet: at the connection's end (a closed
    /// socket, the task's drain), while the registry still holds it (the caller forgets the
    /// connection after). A connection cut off writes nothing; its readings go with it.
    pub async fn write_all(&self, store: &Store) {
        let _serial = self.serial.lock().await;
        let all: Vec<String> = self.lock().keys().cloned().collect();
        let writes = all.iter().map(|transaction_id| self.write_taken(store, transaction_id));
        futures_util::future::join_all(writes).await;
    }

    /// Writes the readings kept for `transaction_id`, if any, and forgets the transaction:
    /// before a platform command about it (a stop, an operator's forced stop), so what the
    /// platform writes next counts them, and the transaction's next reading reads the session
    /// the platform changed. Best effort: a failure is logged.
    pub async fn write_transaction(&self, store: &Store, transaction_id: &str) {
        let _serial = self.serial.lock().await;
        self.write_taken(store, transaction_id).await;
    }

    /// `write_transaction`, its caller serial.
    async fn write_taken(&self, store: &Store, transaction_id: &str) {
        let Some(kept) = self.take(transaction_id) else { return };
        if !kept.points.is_empty() {
            self.write_logged(store, &kept).await;
        }
    }

    /// Writes the readings that waited a quarter hour since their session's last write (a
    /// station that stopped reading): the connection's tick.
    pub async fn write_waiting(&self, store: &Store) {
        let _serial = self.serial.lock().await;
        let now = now_ms();
        let waiting: Vec<String> = self
            .lock()
            .iter()
            .filter(|(_, kept)| !kept.points.is_empty() && kept.due(usize::MAX, now))
            .map(|(transaction_id, _)| transaction_id.clone())
            .collect();
        for transaction_id in waiting {
            let Some(kept) = self.take(&transaction_id) else { continue };
            if let Some(written) = self.write_logged(store, &kept).await {
                self.keep(written);
            }
        }
    }

    /// `write_caught_up`, a failure logged: the transaction as kept once written.
    async fn write_logged(&self, store: &Store, kept: &Kept) -> Option<Kept> {
        let (identity, session, points) = (&self.station.identity, kept.current.id, kept.points.len());
        match self.write_caught_up(store, kept).await {
            Ok(Some(written)) => {
                self.proved();
                Some(written)
            }
            Ok(None) => {
                tracing::info!(identity = %identity, session = %session, points, "ocpp.readings_dropped: the session ended, or moved past them, since");
                None
            }
            Err(error) => {
                tracing::warn!(identity = %identity, session = %session, points, ?error, "ocpp.readings_not_written");
                None
            }
        }
    }

    /// `write`; when the session changed since its last write (an operator paused it), once
    /// more on the session read again, the batch's energy and `seqNo` as floors. `None` when
    /// the readings may no longer move it (it ended, or applied later readings), or it changed
    /// again meanwhile.
    async fn write_caught_up(
        &self,
        store: &Store,
        kept: &Kept,
    ) -> Result<Option<Kept>, StationTransactionError> {
        if write(store, &self.station, kept).await? {
            return Ok(Some(kept.clone().written_on()));
        }
        let Some(event) = &kept.event else { return Ok(None) };
        let id = kept.current.id;
        let Ok(read) = store.get_owned::<Session>(SESSION, id.uuid(), self.station.org_id).await? else {
            return Ok(None);
        };
        let Some(current) = read.caught_up(&kept.carried(), now_ms()) else { return Ok(None) };
        let mut event = event.clone();
        event.data["energy_kwh"] = current.energy_kwh.to_json();
        let rebased = Kept { written: read, current, event: Some(event), points: kept.points.clone() };
        Ok(write(store, &self.station, &rebased).await?.then(|| rebased.written_on()))
    }
}

/// The session and the batch as one write: the session moves on one revision from the one
/// written, with the batch's event; `Ok(false)` when the session changed meanwhile.
async fn write(store: &Store, station: &StationAsset, kept: &Kept) -> Result<bool, StationTransactionError> {
    let Some(event) = &kept.event else { return Ok(true) };
    let mut next = kept.current.clone();
    next.version = kept.written.version + 1;
    let event = Event { created_at: now_ms(), ..event.clone() };
    store.write_readings(station, &kept.written, &next, &event, &kept.points).await
}

/// A TransactionEvent of this connection's station: a reading kept when it moves only the
/// meter of a session this connection holds (and the connection proved itself lately), else
/// applied (and written) by the session logic with the transaction's kept readings.
pub async fn apply(
    context: &Context<'_>,
    station: &StationAsset,
    tx: &TransactionEvent,
    listing: Listing,
) -> Result<Applied, IncomingError> {
    tx.check()?;
    let readings = context.readings;
    let _serial = readings.serial.lock().await;
    let mut kept = readings.take(&tx.transaction_id);
    if let Some(held) = kept.take() {
        if held.current.moved_only_by_meter(tx) && readings.recently_proven() {
            match keep_reading(context, readings, station, tx, held).await? {
                Ok(applied) => return Ok(applied),
                // The session changed meanwhile (an operator's pause or stop): this reading goes
                // the whole way with the others, against the session as it is now.
                Err(held) => kept = Some(held),
            }
        } else {
            kept = Some(held);
        }
    }
    let carried = kept.as_ref().map_or(Carried::NONE, Kept::carried);
    match incoming::transaction_event_applied(context.store, station, tx, listing, &carried).await {
        Ok(applied) => {
            match (&applied.session, kept) {
                // Nothing was written (an event applied before, say a resent Started): what was
                // kept stays kept.
                (_, Some(kept)) if !applied.written => readings.keep(kept),
                (Some(session), _) => readings.keep(Kept::of(session.clone())),
                (None, _) => {}
            }
            if applied.written {
                readings.proved();
            }
            Ok(applied)
        }
        Err(error) => {
            // Not written: the readings wait for the station's retry (a connection cut off
            // closes, and they go with it).
            if let Some(kept) = kept {
                readings.keep(kept);
            }
            Err(error)
        }
    }
}

/// A reading that moves only the meter, applied to the kept session: kept, or written with the
/// others when due. `Err(held)`, as it was before this reading, when the write found the session
/// changed.
async fn keep_reading(
    context: &Context<'_>,
    readings: &ConnectionReadings,
    station: &StationAsset,
    tx: &TransactionEvent,
    mut held: Kept,
) -> Result<Result<Applied, Kept>, IncomingError> {
    let now = now_ms();
    let Some((next, event)) = held.current.on_station_event(tx, now) else {
        // Applied before (its seqNo is not above the last one kept): nothing moves.
        let session = held.current.clone();
        readings.keep(held);
        return Ok(Ok(Applied { answer: json!({}), session: Some(session), written: false }));
    };
    let before = held.clone();
    held.points.extend(tx.point(next.energy_kwh, now));
    held.current = next;
    held.event = Some(event);
    if !held.due(readings.batch, now) {
        let session = held.current.clone();
        readings.keep(held);
        return Ok(Ok(Applied { answer: json!({}), session: Some(session), written: false }));
    }
    match write(context.store, station, &held).await {
        Ok(true) => {
            readings.proved();
            let written = held.written_on();
            let session = written.current.clone();
            readings.keep(written);
            Ok(Ok(Applied { answer: json!({}), session: Some(session), written: true }))
        }
        Ok(false) => Ok(Err(before)),
        Err(error) => {
            // Not written: kept as before this reading, which the station sends again.
            readings.keep(before);
            Err(error.into())
        }
    }
}
