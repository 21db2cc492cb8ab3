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
use std::time::Duration;

use serde_json::json;
use shared::domain::event::Event;
use shared::domain::meter_point::MeterPoint;
use shared::domain::session::Session;
use shared::domain::transaction_event::TransactionEvent;
use shared::station_sessions::incoming::{self, Applied, IncomingError, Listing};
use shared::store::Store;
use shared::store::station_transactions::{StationAsset, StationTransactionError};
use shared::time::now_ms;

use crate::handlers::Context;

/// The most transactions one connection keeps readings for: a station has a few EVSEs, each
/// with one open transaction; past this, a transaction's readings are written as they come.
const MOST_KEPT: usize = 8;

/// The most readings kept for one transaction while its writes fail.
const MOST_POINTS: usize = 2 * shared::config::OCPP_METER_READINGS_MAX;

/// The longest a session's readings wait for their write, from its last write (platform time,
/// checked when a reading comes): a station reading every few minutes still moves its session
/// and time series every quarter hour.
const LONGEST_UNWRITTEN: Duration = Duration::from_secs(15 * 60);

/// One open transaction, as this connection last wrote it and as its readings since moved it.
#[derive(Debug)]
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
}

/// One connection's open transactions and the readings not written yet.
pub struct ConnectionReadings {
    /// The station its writes are made as, conditional on the registry holding the connection.
    station: StationAsset,
    kept: Mutex<HashMap<String, Kept>>,
    /// Readings kept before they are written (`OCPP_METER_READINGS`); 1: none is kept.
    batch: usize,
}

impl ConnectionReadings {
    pub fn new(batch: usize, station: StationAsset) -> ConnectionReadings {
        ConnectionReadings { station, kept: Mutex::default(), batch: batch.max(1) }
    }

    fn take(&self, transaction_id: &str) -> Option<Kept> {
        self.lock().remove(transaction_id)
    }

    /// Keeps `session` (open, just written or read) for its transaction's next readings,
    /// unless batching is off or the connection keeps as many as it may.
    fn keep(&self, mut kept: Kept) {
        // Writes that keep failing (a store outage) keep the newest readings only: energy is
        // the register's, so older points are all that is lost.
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

    /// Writes every transaction's readings not written yet: at the connection's end (a closed
    /// socket, the task's drain), while the registry still holds it. A connection cut off
    /// writes nothing; its readings go with it.
    pub async fn write_all(&self, store: &Store) {
        let all: Vec<String> = self.lock().keys().cloned().collect();
        for transaction_id in all {
            self.write_transaction(store, &transaction_id).await;
        }
    }

    /// Writes the readings kept for `transaction_id`, if any: before a platform command about
    /// the transaction (a stop, a limit, an operator's forced stop), so what the platform writes
    /// next counts them. Best effort: a failure is logged, and the readings go (a session that
    /// changed meanwhile: its next reading is read and written the whole way).
    pub async fn write_transaction(&self, store: &Store, transaction_id: &str) {
        let Some(kept) = self.take(transaction_id) else { return };
        if kept.points.is_empty() {
            self.keep(kept);
            return;
        }
        match write(store, &self.station, &kept).await {
            Ok(true) => self.keep(kept.written_on()),
            Ok(false) => {}
            Err(error) => {
                tracing::info!(identity = %self.station.identity, session = %kept.current.id, ?error, "ocpp.readings_not_written")
            }
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Kept>> {
        self.kept.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// The session and the batch as one write: the session moves on one revision from the one
/// written, with the batch's event; `Ok(false)` when the session changed meanwhile.
async fn write(store: &Store, station: &StationAsset, kept: &Kept) -> Result<bool, StationTransactionError> {
    let Some(event) = &kept.event else { return Ok(true) };
    let now = now_ms();
    let mut next = kept.current.clone();
    next.version = kept.written.version + 1;
    let event = Event { created_at: now, ..event.clone() };
    store.write_readings(station, &kept.written, &next, &event, &kept.points).await
}

/// A TransactionEvent of this connection's station: a reading kept when it moves only the
/// meter of a session this connection holds, else applied (and written) by the session logic
/// with the transaction's kept readings.
pub async fn apply(
    context: &Context<'_>,
    station: &StationAsset,
    tx: &TransactionEvent,
    listing: Listing,
) -> Result<Applied, IncomingError> {
    tx.check()?;
    let readings = context.readings;
    let mut kept = readings.take(&tx.transaction_id);
    if let Some(mut held) = kept.take() {
        if !held.current.moved_only_by_meter(tx) {
            kept = Some(held);
        } else {
            let now = now_ms();
            let Some((next, event)) = held.current.on_station_event(tx, now) else {
                // Applied before (its seqNo is not above the last one kept): nothing moves.
                let session = held.current.clone();
                readings.keep(held);
                return Ok(Applied { answer: json!({}), session: Some(session) });
            };
            held.points.extend(tx.point(next.energy_kwh, now));
            held.current = next;
            held.event = Some(event);
            let since = now.saturating_sub(held.written.updated_at);
            if held.points.len() < readings.batch && since < LONGEST_UNWRITTEN.as_millis() as i64 {
                let session = held.current.clone();
                readings.keep(held);
                return Ok(Applied { answer: json!({}), session: Some(session) });
            }
            if write(context.store, station, &held).await? {
                let written = held.written_on();
                let session = written.current.clone();
                readings.keep(written);
                return Ok(Applied { answer: json!({}), session: Some(session) });
            }
            // The session changed meanwhile (an operator's pause or stop): this reading goes
            // the whole way with the others, against the session as it is now.
            held.points.pop();
            kept = Some(held);
        }
    }
    let carried = kept.as_ref().map_or(&[][..], |kept| kept.points.as_slice());
    match incoming::transaction_event_applied(context.store, station, tx, listing, carried).await {
        Ok(applied) => {
            if let Some(session) = &applied.session {
                readings.keep(Kept::of(session.clone()));
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
