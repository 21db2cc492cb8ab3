//! Sessions that follow a station's transactions. Each TransactionEvent is applied to the
//! session it belongs to in one transaction with its event; the session keeps the last
//! `seqNo` applied and every write is conditional on the revision read, so a replayed offline
//! queue applies each event once and in order. The organization and asset always come from
//! the station's authenticated connection, never from the message: a station can only name
//! transactions of its own asset.
//!
//! Items: `PK = STATIONTX#<asset uuid>#<transactionId>`, `SK = STATIONTX`: which session a
//! station's transaction is (written with the session's first station event, kept after the
//! session ends so a late Ended still finds it).

use aws_sdk_dynamodb::types::{ConditionCheck, Put, ReturnValuesOnConditionCheckFailure, TransactWriteItem};

use super::asset_holds::{self, Hold, Holds, PendingStart};
use super::assets::ASSET;
use super::attrs::{decimal, get_uuid, n, s};
use super::entity::{Changes, Entity, IfMatch, failed_at};
use super::errors::from_errors;
use super::keys;
use super::sessions::{SESSION, session_item, start_on};
use super::station_registry::asset_event;
use super::transact::Action as _;
use super::{Item, Store, StoreError};
use crate::domain::event::{Event, EventType};
use crate::domain::evse::EvseId;
use crate::domain::meter_point::{Carried, MeterPoint};
use crate::domain::session::{Session, StationTransaction};
use crate::domain::session_machine::StartOn;
use crate::domain::transaction_event::{IdToken, TransactionEvent};
use crate::ids::{AssetId, OrgId, SessionId};
use crate::time::now_ms;

/// Read-and-apply attempts when the session or the asset changed in between.
const ATTEMPTS: usize = 4;

/// The station a message came from, as its authenticated connection knows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StationAsset {
    pub org_id: OrgId,
    pub asset_id: AssetId,
    /// The station identity as given.
    pub identity: String,
    /// The connection a station's own message came in on: every write it makes is conditional
    /// on the registry still holding it, so a connection cut off (a rotation, a removal, a
    /// suspension, a newer connection) moves nothing, at any interleaving. `None` for the
    /// platform's own writes (the REST functions, the scheduler).
    pub connection: Option<ConnectionGuard>,
}

/// Which registry entry a station's message must still find: the station item's key and the
/// connection id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConnectionGuard {
    pub station_key: String,
    pub connection_id: String,
    /// When the password the connection proved was set: past a password push's deadline, a
    /// connection made with the replaced one counts as cut off (`station_registry::HELD`).
    pub proved_at: i64,
}

impl StationAsset {
    /// The station as the platform's own writes name it (no connection to guard).
    pub fn platform(org_id: OrgId, asset_id: AssetId, identity: String) -> StationAsset {
        StationAsset { org_id, asset_id, identity, connection: None }
    }
}

/// What a TransactionEvent did.
#[derive(Debug)]
pub enum TransactionOutcome {
    /// A new session follows the transaction.
    Created(Session),
    /// The session moved on (bound to the transaction, energy, ended).
    Applied(Session),
    /// The event was applied before (its `seqNo` is not above the session's): nothing changed.
    AlreadyApplied(Session),
    /// Another session (or a platform start's claim) holds the transaction's EVSE, so this
    /// transaction has none (one open session per EVSE); the station is told its token may not
    /// charge here now (`ConcurrentTx`).
    AssetBusy { session_id: SessionId },
    /// The transaction is the platform's remote start of a session it has since stopped or
    /// expired: it gets no session, and its token is refused (the station ends it).
    Cancelled { session_id: SessionId },
}

/// Why a TransactionEvent could not be applied.
#[derive(Debug)]
pub enum StationTransactionError {
    /// The station's asset is gone (deleted since the station connected).
    AssetGone,
    /// Every attempt lost a race with another writer.
    KeptChanging,
    /// The registry no longer holds the message's connection: it was cut off or replaced.
    Replaced,
    Store(StoreError),
}

from_errors!(StoreError => StationTransactionError::Store);

const TRANSACTION: &str = "STATIONTX";

fn transaction_key(asset: AssetId, transaction_id: &str) -> Item {
    keys::item_key(format!("{TRANSACTION}#{}#{transaction_id}", asset.uuid()), TRANSACTION)
}

/// Whether the platform's claim is the start this transaction answers: the `remoteStartId`
/// it sent, or (without one) the Central token naming its session.
fn claimed_by(pending: &PendingStart, tx: &TransactionEvent) -> bool {
    match tx.remote_start_id {
        Some(remote_start_id) => remote_start_id == pending.remote_start_id,
        None => tx.id_token.as_ref().and_then(IdToken::central_session) == Some(pending.session),
    }
}

/// A session the platform started on this station and ended before the station bound a
/// transaction to it: a transaction that names it later is cancelled.
fn cancelled_start(session: &Session, station: &StationAsset) -> bool {
    session.org_id == station.org_id
        && session.asset_id == station.asset_id
        && !session.status.is_open()
        && session.transaction_id().is_none()
}

/// The EVSE a transaction's first event lands on: the one it names; else the EVSE whose claim
/// it answers, or whose session its Central token names (the platform's remote start, sent
/// with its `evseId`); else EVSE 1 (a station that names none has one).
fn evse_of(tx: &TransactionEvent, holds: &Holds) -> EvseId {
    if let Some(evse) = tx.evse_id {
        return evse;
    }
    if let Some(claim) = holds.claims.values().find(|claim| claimed_by(claim, tx)) {
        return claim.evse;
    }
    let named = tx.id_token.as_ref().and_then(IdToken::central_session);
    let held = holds.evses.iter().find(|(_, session)| Some(**session) == named);
    held.map_or(EvseId::FIRST, |(evse, _)| *evse)
}

impl Store {
    /// Applies a TransactionEvent of `station`. The transaction's session if it has one;
    /// otherwise the session the platform started on the asset and awaits it (by
    /// `remoteStartId`, or by its Central token) is bound to it; otherwise, when the platform's
    /// start is still out (its claim on the asset), the session it will be is made now under
    /// the claim's id; otherwise a new session starts.
    ///
    /// `carried`: readings of the session a gateway kept since its last write (docs/ocpp.md,
    /// "Meter readings"), written as its time series with this event's own.
    pub async fn apply_transaction_event(
        &self,
        station: &StationAsset,
        tx: &TransactionEvent,
        reference: Option<String>,
        carried: &Carried,
    ) -> Result<TransactionOutcome, StationTransactionError> {
        // A session the station starts for the platform's remote start takes the id the
        // platform sent as its Central token: the API's write then finds its own session.
        let mut preferred = tx.id_token.as_ref().and_then(|token| token.central_session());
        let key = transaction_key(station.asset_id, &tx.transaction_id);
        for _ in 0..ATTEMPTS {
            let attempt = match self.read(key.clone(), true).await? {
                Some(pointer) => {
                    let start = (reference.clone(), &mut preferred);
                    self.apply_to_session(station, tx, &pointer, start, carried).await?
                }
                None => {
                    let start = (reference.clone(), &mut preferred);
                    self.start_transaction(station, tx, start, None, carried).await?
                }
            };
            if let Some(outcome) = attempt {
                return Ok(outcome);
            }
        }
        Err(StationTransactionError::KeptChanging)
    }

    /// The event applied to the transaction's session; `None` when it changed meanwhile. A
    /// Started event that reuses an ended session's transaction id starts a new session.
    async fn apply_to_session(
        &self,
        station: &StationAsset,
        tx: &TransactionEvent,
        pointer: &Item,
        start: (Option<String>, &mut Option<SessionId>),
        carried: &Carried,
    ) -> Result<Option<TransactionOutcome>, StationTransactionError> {
        let id = SessionId::from_uuid(get_uuid(pointer, "session_id")?);
        let owned = self.get_owned::<Session>(SESSION, id.uuid(), station.org_id).await?;
        let session = owned.map_err(|_| StationTransactionError::AssetGone)?;
        if session.asset_id != station.asset_id {
            return Err(StoreError::internal("a station transaction names another asset's session").into());
        }
        if session.reused_by(tx) {
            return self.start_transaction(station, tx, start, Some(session.id), carried).await;
        }
        let session = session.with_carried(carried);
        let Some((next, event)) = session.on_station_event(tx, now_ms()) else {
            return Ok(Some(TransactionOutcome::AlreadyApplied(session)));
        };
        let mut actions = self.session_moves(&session, &next, &event)?;
        actions.extend(self.meter_batch(tx, &next, carried)?);
        actions.extend(self.fan_out(&event).await?);
        match self.guarded(station, actions).await {
            Ok(()) => Ok(Some(TransactionOutcome::Applied(next))),
            Err(StationTransactionError::Store(StoreError::TransactionCancelled(_))) => Ok(None),
            Err(other) => Err(other),
        }
    }

    /// The transaction's first event (or the first of a new transaction reusing the id of
    /// the ended session `replacing`): binds the session awaiting it, takes the platform's
    /// claim on the asset for the start it asked for, or starts a session; `None` when the
    /// asset or the session changed meanwhile.
    async fn start_transaction(
        &self,
        station: &StationAsset,
        tx: &TransactionEvent,
        (reference, preferred): (Option<String>, &mut Option<SessionId>),
        replacing: Option<SessionId>,
        carried: &Carried,
    ) -> Result<Option<TransactionOutcome>, StationTransactionError> {
        let owned = self.get_owned::<super::Raw>(ASSET, station.asset_id.uuid(), station.org_id).await?;
        let asset = owned.map_err(|_| StationTransactionError::AssetGone)?.0;
        let holds = Holds::of(&asset)?;
        let evse = evse_of(tx, &holds);
        // A station session from before EVSEs holds the whole asset.
        if let Some(held) = holds.asset.or_else(|| holds.open_on(Hold::Evse(evse))) {
            let session: Option<Session> = self.get_entity(SESSION, held.uuid()).await?;
            let Some(session) = session.filter(|s| s.org_id == station.org_id) else {
                return Ok(Some(TransactionOutcome::AssetBusy { session_id: held }));
            };
            if !session.awaits(tx) {
                if session.never_started(now_ms()) {
                    // A start the station never made holds the asset: it expires, and this
                    // transaction is read again against the freed asset.
                    self.expire_if_never_started(station.org_id, held).await?;
                    return Ok(None);
                }
                return Ok(Some(TransactionOutcome::AssetBusy { session_id: held }));
            }
            let Some((next, event)) = session.on_station_event(tx, now_ms()) else {
                return Ok(Some(TransactionOutcome::AlreadyApplied(session)));
            };
            let mut actions = self.session_moves(&session, &next, &event)?;
            actions.push(self.transaction_pointer(station, tx, session.id, replacing)?);
            actions.extend(self.meter_batch(tx, &next, carried)?);
            actions.extend(self.fan_out(&event).await?);
            return match self.guarded(station, actions).await {
                Ok(()) => Ok(Some(TransactionOutcome::Applied(next))),
                Err(StationTransactionError::Store(StoreError::TransactionCancelled(_))) => Ok(None),
                Err(other) => Err(other),
            };
        }
        // The platform's start that asked the station for this transaction, its answer not
        // written yet (or lost): the session takes the id the claim names.
        let pending = holds.claims.get(&evse).copied();
        let claimed = pending.filter(|pending| claimed_by(pending, tx));
        if let Some(other) = pending.filter(|pending| claimed.is_none() && pending.holds(now_ms())) {
            // The platform is asking the station for a start on this EVSE: another
            // transaction may not take it meanwhile (one open session per EVSE).
            return Ok(Some(TransactionOutcome::AssetBusy { session_id: other.session }));
        }
        let on = StartOn { evse: Some(evse), ..start_on(station.org_id, station.asset_id, &asset)? };
        let id = claimed.map(|pending| pending.session).or(*preferred).unwrap_or_else(SessionId::generate);
        // The platform's start, its answer not written yet: the session is that start's, with
        // the reference the start was given.
        let claim_reference = claimed.and_then(|pending| holds.claim_references.get(&pending.evse).cloned());
        let reference = claim_reference.or(reference);
        let (mut session, event) = Session::from_station(id, on, &station.identity, tx, reference, now_ms());
        if let (Some(pending), Some(started)) = (claimed, session.station.as_mut()) {
            started.remote_start_id = Some(pending.remote_start_id);
        }
        let asset_action = self.hold_for_station(station, on, &session, claimed)?;
        let mut actions = vec![
            asset_action,
            Entity::put_new(self.table(), session_item(&session))?,
            self.transaction_pointer(station, tx, session.id, replacing)?,
            self.append_event_action(&event)?,
        ];
        actions.extend(self.meter_batch(tx, &session, carried)?);
        actions.extend(self.fan_out(&event).await?);
        match self.guarded(station, actions).await {
            Ok(()) => Ok(Some(TransactionOutcome::Created(session))),
            Err(StationTransactionError::Store(StoreError::TransactionCancelled(reasons))) => {
                if failed_at(&reasons, 1) && claimed.is_none() {
                    // The token named a session that exists and awaits nothing: one the
                    // platform stopped (or expired) before the station started it is
                    // cancelled; any other gets a session of its own.
                    let named: Option<Session> = self.get_entity(SESSION, id.uuid()).await?;
                    if named.is_some_and(|named| cancelled_start(&named, station)) {
                        return Ok(Some(TransactionOutcome::Cancelled { session_id: id }));
                    }
                    *preferred = None;
                }
                Ok(None)
            }
            Err(other) => Err(other),
        }
    }

    /// The asset's side of a session the station starts: its EVSE held while the session is
    /// open, the platform's claim on it (if the session takes it) given up, and the asset
    /// still the organization's, live and at the site read.
    fn hold_for_station(
        &self,
        station: &StationAsset,
        on: StartOn,
        session: &Session,
        claimed: Option<PendingStart>,
    ) -> Result<aws_sdk_dynamodb::types::TransactWriteItem, StoreError> {
        let evse = on.evse.unwrap_or(EvseId::FIRST);
        let hold = Hold::Evse(evse);
        let mut changes = Changes::default();
        changes.require(
            "attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at) AND site_id = :site",
            vec![(":org", s(station.org_id.uuid().to_string())), (":site", s(on.site_id.uuid().to_string()))],
        );
        asset_holds::require_unoccupied(&mut changes, hold);
        match claimed {
            Some(pending) => asset_holds::require_claimed_by(&mut changes, evse, pending.session),
            // A claim made since the asset was read: read again, and find it. A lapsed one
            // goes with this write.
            None => asset_holds::require_no_live_claim(&mut changes, evse, now_ms()),
        }
        if session.status.is_open() {
            asset_holds::drop_claim(&mut changes, evse);
            asset_holds::take(&mut changes, hold, session.id);
        } else if claimed.is_some() {
            // Its first event is its end: the claim goes, and the EVSE stays free.
            asset_holds::drop_claim(&mut changes, evse);
        } else {
            // Its first event is its end: the session is over and never holds the asset.
            let mut check = Changes::default();
            check.require(
                "attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at)",
                vec![(":org", s(station.org_id.uuid().to_string()))],
            );
            return check.transact_check(self.table(), ASSET.key(station.asset_id.uuid()));
        }
        changes.transact_update(self.table(), ASSET.key(station.asset_id.uuid()))
    }

    /// The new pointer from the transaction to its session (fails if it exists: a
    /// concurrent first event won, and this one is applied to its session on the next read).
    /// (A reused transaction id's pointer replaces the one to the ended session `replacing`.)
    fn transaction_pointer(
        &self,
        station: &StationAsset,
        tx: &TransactionEvent,
        session: SessionId,
        replacing: Option<SessionId>,
    ) -> Result<aws_sdk_dynamodb::types::TransactWriteItem, StoreError> {
        let mut item = transaction_key(station.asset_id, &tx.transaction_id);
        item.insert("session_id".into(), s(session.uuid().to_string()));
        item.insert("org_id".into(), s(station.org_id.uuid().to_string()));
        item.insert("created_at".into(), n(now_ms()));
        let Some(old) = replacing else { return Entity::put_new(self.table(), item) };
        Put::builder()
            .table_name(self.table())
            .set_item(Some(item))
            .condition_expression("session_id = :old")
            .expression_attribute_values(":old", s(old.uuid().to_string()))
            .action()
    }

    /// The writes that move `current` on to `next` (at the revision read) with its event; a
    /// session that ends frees its asset in the same transaction.
    fn session_moves(
        &self,
        current: &Session,
        next: &Session,
        event: &Event,
    ) -> Result<Vec<aws_sdk_dynamodb::types::TransactWriteItem>, StoreError> {
        let mut changes = Changes::owned_by(current.org_id, Some(&IfMatch::Revisions(vec![current.version])));
        changes.set("status", s(next.status.as_str()));
        changes.set("updated_at", n(next.updated_at));
        changes.set("energy_kwh", decimal(next.energy_kwh));
        if let Some(station) = &next.station {
            set_station(&mut changes, station);
            // Said again where it is written: an event applies only above the last seqNo.
            changes.require("(attribute_not_exists(#seq_no) OR #seq_no < :seq_no)", vec![]);
        }
        if let Some(ended_at) = next.ended_at {
            changes.set("ended_at", n(ended_at));
        }
        if let Some(stop) = &next.stop_reason {
            super::sessions::set_stop(&mut changes, stop);
        }
        let mut actions = vec![
            changes.transact_update(self.table(), SESSION.key(current.id.uuid()))?,
            self.append_event_action(event)?,
        ];
        if current.status.is_open() && !next.status.is_open() {
            let mut release = Changes::default();
            asset_holds::release(&mut release, Hold::of(current), current.id);
            actions.push(release.transact_update(self.table(), ASSET.key(current.asset_id.uuid()))?);
        }
        Ok(actions)
    }

    /// The time-series batch written with `next` (the session after `tx`): the readings
    /// `carried` and `tx`'s own; none when there are none.
    fn meter_batch(
        &self,
        tx: &TransactionEvent,
        next: &Session,
        carried: &Carried,
    ) -> Result<Option<TransactWriteItem>, StoreError> {
        let mut points = if carried.of(next.id) { carried.points.clone() } else { Vec::new() };
        points.extend(tx.point(next.energy_kwh, now_ms()));
        super::session_meter::batch_put(self.table(), next, &points)
    }

    /// Writes the readings a gateway kept for an open session (docs/ocpp.md, "Meter
    /// readings"): the session as they moved it (`next`, from `written`, the revision it last
    /// wrote or read), the batch's one `session_updated` event and its time-series item, in one
    /// transaction, conditional on the session's revision and on the registry still holding the
    /// connection. `Ok(false)` when the session changed since (the caller reads it again);
    /// `Replaced` when the connection was cut off (nothing is written).
    pub async fn write_readings(
        &self,
        station: &StationAsset,
        written: &Session,
        next: &Session,
        event: &Event,
        points: &[MeterPoint],
    ) -> Result<bool, StationTransactionError> {
        let mut actions = self.session_moves(written, next, event)?;
        actions.extend(super::session_meter::batch_put(self.table(), next, points)?);
        actions.extend(self.fan_out(event).await?);
        match self.guarded(station, actions).await {
            Ok(()) => Ok(true),
            Err(StationTransactionError::Store(StoreError::TransactionCancelled(_))) => Ok(false),
            Err(other) => Err(other),
        }
    }

    /// Whether a Central id token names an open session on this station's asset: the
    /// platform's own remote start (docs/ocpp.md, "Id tokens"); `None` when it names no
    /// session (none yet, or not a session id).
    pub async fn central_token_open_here(
        &self,
        station: &StationAsset,
        token: &IdToken,
    ) -> Result<Option<bool>, StoreError> {
        let Some(id) = token.central_session() else { return Ok(None) };
        let session: Option<Session> = self.get_entity(SESSION, id.uuid()).await?;
        if let Some(session) = session {
            return Ok(Some(
                session.org_id == station.org_id
                    && session.asset_id == station.asset_id
                    && session.status.is_open(),
            ));
        }
        // The station may authorize the token the moment it accepted, before the platform
        // wrote the session: the asset's claim names it then.
        let owned = self.get_owned::<super::Raw>(ASSET, station.asset_id.uuid(), station.org_id).await?;
        let holds = owned.ok().map(|asset| Holds::of(&asset.0)).transpose()?.unwrap_or_default();
        let now = now_ms();
        Ok(holds.claims.values().find(|pending| pending.session == id && pending.holds(now)).map(|_| true))
    }

    /// The session the platform's remote start `remote_start_id` makes or made on this
    /// station's asset: a 1.6 station names it only by the idTag it was sent, which carries
    /// that number (1.6 has no `remoteStartId`). A start claim naming it, else an open session
    /// the platform started with it: one read of the asset, then one of each open session.
    pub async fn remote_start_here(
        &self,
        station: &StationAsset,
        remote_start_id: i32,
    ) -> Result<Option<SessionId>, StoreError> {
        let owned = self.get_owned::<super::Raw>(ASSET, station.asset_id.uuid(), station.org_id).await?;
        let Ok(asset) = owned else { return Ok(None) };
        let holds = Holds::of(&asset.0)?;
        if let Some(claim) = holds.claims.values().find(|claim| claim.remote_start_id == remote_start_id) {
            return Ok(Some(claim.session));
        }
        for id in holds.asset.iter().chain(holds.evses.values()) {
            let session: Option<Session> = self.get_entity(SESSION, id.uuid()).await?;
            let started_here = session.as_ref().is_some_and(|session| {
                session.station.as_ref().and_then(|station| station.remote_start_id) == Some(remote_start_id)
            });
            if started_here {
                return Ok(Some(*id));
            }
        }
        Ok(None)
    }

    /// Appends an event about the station's asset (not a session), as the gateway's reports
    /// do: it carries the asset's site and visibility. `false` when the asset is gone.
    pub async fn append_station_event(
        &self,
        station: &StationAsset,
        kind: EventType,
        data: serde_json::Value,
    ) -> Result<bool, StationTransactionError> {
        let Some((asset, _)) = self.station_asset(station.asset_id).await? else { return Ok(false) };
        if asset.org_id != station.org_id {
            return Ok(false);
        }
        let event = asset_event(&asset, kind, data, now_ms());
        let mut actions = vec![self.append_event_action(&event)?];
        actions.extend(self.fan_out(&event).await?);
        self.guarded(station, actions).await?;
        Ok(true)
    }

    /// Runs a transaction of a station's message: with its connection's registry check last
    /// (after the fan-out, so every other action keeps its position), `Replaced` when that
    /// check fails whatever else did.
    pub(super) async fn guarded(
        &self,
        station: &StationAsset,
        mut actions: Vec<TransactWriteItem>,
    ) -> Result<(), StationTransactionError> {
        let Some(guard) = &station.connection else { return Ok(self.transact(actions).await?) };
        let at = actions.len();
        actions.push(
            ConditionCheck::builder()
                .table_name(self.table())
                .set_key(Some(super::station_item::station_item_key(&guard.station_key)))
                .condition_expression(super::station_registry::HELD)
                .expression_attribute_values(":cid", s(&guard.connection_id))
                .expression_attribute_values(":held_at", n(now_ms()))
                .expression_attribute_values(":proved_at", n(guard.proved_at))
                .return_values_on_condition_check_failure(ReturnValuesOnConditionCheckFailure::None)
                .action()?,
        );
        match self.transact(actions).await {
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, at) => {
                Err(StationTransactionError::Replaced)
            }
            other => Ok(other?),
        }
    }
}

/// SETs for the station attributes of a session (see `sessions::station_attrs`).
fn set_station(changes: &mut Changes, station: &StationTransaction) {
    changes.set("station_identity", s(&station.identity));
    if let Some(transaction_id) = &station.transaction_id {
        changes.set("transaction_id", s(transaction_id));
    }
    if let Some(remote_start_id) = station.remote_start_id {
        changes.set("remote_start_id", n(i64::from(remote_start_id)));
    }
    if let Some(seq_no) = station.seq_no {
        changes.set("seq_no", n(seq_no));
    }
    if let Some(start) = station.meter_start_wh {
        changes.set("meter_start_wh", n(start));
    }
    if let Some(ended) = station.station_ended_at {
        changes.set("station_ended_at", n(ended));
    }
    if station.token_seen {
        changes.set("token_seen", aws_sdk_dynamodb::types::AttributeValue::Bool(true));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::asset::Visibility;
    use crate::domain::capacity::Capacity;
    use crate::domain::session::SessionStatus;
    use crate::ids::SiteId;
    use crate::store::FromItem;
    use crate::store::attrs::opt_s;
    use serde_json::json;

    fn started(remote_start_id: Option<i32>) -> Session {
        let on = StartOn {
            org_id: OrgId::generate(),
            asset_id: AssetId::generate(),
            site_id: SiteId::generate(),
            visibility: Visibility::Site,
            evse: None,
        };
        let payload = json!({
            "eventType": "Started", "timestamp": "2026-11-24T16:00:00Z", "triggerReason": "Authorized",
            "seqNo": 4, "transactionInfo": {"transactionId": "tx-9", "remoteStartId": remote_start_id},
            "meterValue": [{"timestamp": "2026-11-24T16:00:00Z", "sampledValue": [{"value": 1250}]}],
        });
        let tx = TransactionEvent::from_json(&payload).expect("valid");
        Session::from_station(SessionId::generate(), on, "CP-9", &tx, Some("card".into()), 1_700_000_000_000)
            .0
    }

    #[test]
    fn a_station_session_keeps_its_transaction_on_the_item() {
        let session = started(Some(77));
        let item = session_item(&session);
        assert_eq!(opt_s(&item, "transaction_id"), Some("tx-9"));
        assert_eq!(opt_s(&item, "station_identity"), Some("CP-9"));
        let read = Session::from_item(&item).expect("reads back");
        assert_eq!((read.id, read.station.clone()), (session.id, session.station.clone()));
        assert_eq!((read.status, read.energy_kwh, read.version), (SessionStatus::Active, Capacity::ZERO, 1));
        assert_eq!(
            (read.org_id, read.asset_id, read.reference),
            (session.org_id, session.asset_id, session.reference)
        );
    }

    #[test]
    fn a_transaction_lands_on_its_evse_else_the_one_its_start_claimed_else_evse_1() {
        let two = EvseId::new(2).expect("an evse");
        let session = SessionId::generate();
        let claim = PendingStart { session, remote_start_id: 42, until: i64::MAX, evse: two };
        let holds = Holds { claims: [(two, claim)].into(), ..Holds::default() };
        let event = |extra: serde_json::Value| {
            let mut payload = json!({
                "eventType": "Started", "timestamp": "2026-11-24T16:00:00Z", "triggerReason": "RemoteStart",
                "seqNo": 0, "transactionInfo": {"transactionId": "tx-1"},
            });
            if let (Some(payload), serde_json::Value::Object(extra)) = (payload.as_object_mut(), extra) {
                payload.extend(extra);
            }
            TransactionEvent::from_json(&payload).expect("valid")
        };
        let named = event(json!({"evse": {"id": 3, "connectorId": 1}}));
        assert_eq!(evse_of(&named, &holds).get(), 3, "the station's word first");
        let mut answering = event(json!({}));
        answering.remote_start_id = Some(42);
        assert_eq!(evse_of(&answering, &holds), two, "the claim it answers");
        let token = json!({"idToken": {"idToken": session.uuid().to_string(), "type": "Central"}});
        let held = Holds { evses: [(two, session)].into(), ..Holds::default() };
        assert_eq!(evse_of(&event(token), &held), two, "the session its token names");
        assert_eq!(evse_of(&event(json!({})), &Holds::default()), EvseId::FIRST);
    }

    #[test]
    fn a_plain_session_has_no_station_attributes() {
        let mut session = started(None);
        session.station = None;
        let item = session_item(&session);
        assert!(!item.contains_key("transaction_id") && !item.contains_key("station_identity"));
        assert_eq!(Session::from_item(&item).expect("reads back").station, None);
    }
}
