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

use aws_sdk_dynamodb::types::ConditionCheck;

use super::assets::{ASSET, OPEN_SESSION, open_session};
use super::attrs::{decimal, get_uuid, n, opt_s, s};
use super::entity::{Changes, Entity, IfMatch, failed_at};
use super::errors::from_errors;
use super::keys;
use super::sessions::{SESSION, session_item};
use super::station_registry::asset_event;
use super::transact::Action as _;
use super::{Item, Store, StoreError};
use crate::domain::asset::Visibility;
use crate::domain::event::{Event, EventType};
use crate::domain::session::{Session, StationTransaction};
use crate::domain::session_machine::StartOn;
use crate::domain::transaction_event::{IdToken, TransactionEvent};
use crate::ids::{AssetId, OrgId, SessionId, SiteId};
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
    /// Another session holds the asset, so this transaction has none (one open session per
    /// asset); the station is still answered.
    AssetBusy { session_id: SessionId },
}

/// Why a TransactionEvent could not be applied.
#[derive(Debug)]
pub enum StationTransactionError {
    /// The station's asset is gone (deleted since the station connected).
    AssetGone,
    /// Every attempt lost a race with another writer.
    KeptChanging,
    Store(StoreError),
}

from_errors!(StoreError => StationTransactionError::Store);

const TRANSACTION: &str = "STATIONTX";

fn transaction_key(asset: AssetId, transaction_id: &str) -> Item {
    keys::item_key(format!("{TRANSACTION}#{}#{transaction_id}", asset.uuid()), TRANSACTION)
}

/// Where the station's asset is: the session and its events carry its site and visibility.
fn placed(station: &StationAsset, asset: &Item) -> Result<StartOn, StoreError> {
    Ok(StartOn {
        org_id: station.org_id,
        asset_id: station.asset_id,
        site_id: SiteId::from_uuid(get_uuid(asset, "site_id")?),
        visibility: opt_s(asset, "visibility")
            .and_then(Visibility::parse)
            .unwrap_or(Visibility::Organization),
    })
}

impl Store {
    /// Applies a TransactionEvent of `station`. The transaction's session if it has one;
    /// otherwise the session the platform started on the asset and awaits with this
    /// `remoteStartId` is bound to it; otherwise a new session starts (also when the platform's
    /// start has not been written yet: it then finds this one by its `remoteStartId`).
    pub async fn apply_transaction_event(
        &self,
        station: &StationAsset,
        tx: &TransactionEvent,
        reference: Option<String>,
    ) -> Result<TransactionOutcome, StationTransactionError> {
        // A session the station starts for the platform's remote start takes the id the
        // platform sent as its Central token: the API's write then finds its own session.
        let mut preferred = tx.id_token.as_ref().and_then(|token| token.central_session());
        preferred = preferred.filter(|_| tx.remote_start_id.is_some());
        let key = transaction_key(station.asset_id, &tx.transaction_id);
        for _ in 0..ATTEMPTS {
            let attempt = match self.read(key.clone(), true).await? {
                Some(pointer) => self.apply_to_session(station, tx, &pointer).await?,
                None => self.start_transaction(station, tx, reference.clone(), &mut preferred).await?,
            };
            if let Some(outcome) = attempt {
                return Ok(outcome);
            }
        }
        Err(StationTransactionError::KeptChanging)
    }

    /// The event applied to the transaction's session; `None` when it changed meanwhile.
    async fn apply_to_session(
        &self,
        station: &StationAsset,
        tx: &TransactionEvent,
        pointer: &Item,
    ) -> Result<Option<TransactionOutcome>, StationTransactionError> {
        let id = SessionId::from_uuid(get_uuid(pointer, "session_id")?);
        let owned = self.get_owned::<Session>(SESSION, id.uuid(), station.org_id).await?;
        let session = owned.map_err(|_| StationTransactionError::AssetGone)?;
        if session.asset_id != station.asset_id {
            return Err(StoreError::internal("a station transaction names another asset's session").into());
        }
        let Some((next, event)) = session.on_station_event(tx, now_ms()) else {
            return Ok(Some(TransactionOutcome::AlreadyApplied(session)));
        };
        let mut actions = self.session_moves(&session, &next, &event)?;
        actions.extend(self.fan_out(&event).await?);
        match self.transact(actions).await {
            Ok(()) => Ok(Some(TransactionOutcome::Applied(next))),
            Err(StoreError::TransactionCancelled(_)) => Ok(None),
            Err(other) => Err(other.into()),
        }
    }

    /// The transaction's first event: binds the awaiting session or starts one; `None` when
    /// the asset or the session changed meanwhile.
    async fn start_transaction(
        &self,
        station: &StationAsset,
        tx: &TransactionEvent,
        reference: Option<String>,
        preferred: &mut Option<SessionId>,
    ) -> Result<Option<TransactionOutcome>, StationTransactionError> {
        let owned = self.get_owned::<super::Raw>(ASSET, station.asset_id.uuid(), station.org_id).await?;
        let asset = owned.map_err(|_| StationTransactionError::AssetGone)?.0;
        if let Some(held) = open_session(&asset)? {
            let session: Option<Session> = self.get_entity(SESSION, held.uuid()).await?;
            let Some(session) = session.filter(|s| s.org_id == station.org_id && s.awaits(tx)) else {
                return Ok(Some(TransactionOutcome::AssetBusy { session_id: held }));
            };
            let Some((next, event)) = session.on_station_event(tx, now_ms()) else {
                return Ok(Some(TransactionOutcome::AlreadyApplied(session)));
            };
            let mut actions = self.session_moves(&session, &next, &event)?;
            actions.push(self.transaction_pointer(station, tx, session.id)?);
            actions.extend(self.fan_out(&event).await?);
            return match self.transact(actions).await {
                Ok(()) => Ok(Some(TransactionOutcome::Applied(next))),
                Err(StoreError::TransactionCancelled(_)) => Ok(None),
                Err(other) => Err(other.into()),
            };
        }
        let on = placed(station, &asset)?;
        let id = preferred.unwrap_or_else(SessionId::generate);
        let (session, event) = Session::from_station(id, on, &station.identity, tx, reference, now_ms());
        let mut hold = Changes::default();
        hold.require(
            &format!(
                "attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at) \
                 AND site_id = :site AND attribute_not_exists({OPEN_SESSION})"
            ),
            vec![(":org", s(station.org_id.uuid().to_string())), (":site", s(on.site_id.uuid().to_string()))],
        );
        let asset_action = if session.status.is_open() {
            hold.set(OPEN_SESSION, s(session.id.uuid().to_string()));
            hold.transact_update(self.table(), ASSET.key(station.asset_id.uuid()))?
        } else {
            // Its first event is its end: the session is over and never holds the asset.
            ConditionCheck::builder()
                .table_name(self.table())
                .set_key(Some(ASSET.key(station.asset_id.uuid())))
                .condition_expression(
                    "attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at)",
                )
                .expression_attribute_values(":org", s(station.org_id.uuid().to_string()))
                .action()?
        };
        let mut actions = vec![
            asset_action,
            Entity::put_new(self.table(), session_item(&session))?,
            self.transaction_pointer(station, tx, session.id)?,
            self.append_event_action(&event)?,
        ];
        actions.extend(self.fan_out(&event).await?);
        match self.transact(actions).await {
            Ok(()) => Ok(Some(TransactionOutcome::Created(session))),
            Err(StoreError::TransactionCancelled(reasons)) => {
                if failed_at(&reasons, 1) {
                    // The token named a session that exists (not one awaiting this start):
                    // the new session gets an id of its own.
                    *preferred = None;
                }
                Ok(None)
            }
            Err(other) => Err(other.into()),
        }
    }

    /// The new pointer from the transaction to its session (fails if it exists: a
    /// concurrent first event won, and this one is applied to its session on the next read).
    fn transaction_pointer(
        &self,
        station: &StationAsset,
        tx: &TransactionEvent,
        session: SessionId,
    ) -> Result<aws_sdk_dynamodb::types::TransactWriteItem, StoreError> {
        let mut item = transaction_key(station.asset_id, &tx.transaction_id);
        item.insert("session_id".into(), s(session.uuid().to_string()));
        item.insert("org_id".into(), s(station.org_id.uuid().to_string()));
        item.insert("created_at".into(), n(now_ms()));
        Entity::put_new(self.table(), item)
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
        if let Some(reason) = &next.stop_reason {
            changes.set("stop_reason", s(reason));
        }
        let mut actions = vec![
            changes.transact_update(self.table(), SESSION.key(current.id.uuid()))?,
            self.append_event_action(event)?,
        ];
        if current.status.is_open() && !next.status.is_open() {
            let mut release = Changes::default();
            release.require(
                &format!("{OPEN_SESSION} = :session"),
                vec![(":session", s(current.id.uuid().to_string()))],
            );
            release.remove(OPEN_SESSION);
            actions.push(release.transact_update(self.table(), ASSET.key(current.asset_id.uuid()))?);
        }
        Ok(actions)
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
        Ok(session
            .map(|s| s.org_id == station.org_id && s.asset_id == station.asset_id && s.status.is_open()))
    }

    /// Appends an event about the station's asset (not a session), as the gateway's reports
    /// do: it carries the asset's site and visibility. `false` when the asset is gone.
    pub async fn append_station_event(
        &self,
        station: &StationAsset,
        kind: EventType,
        data: serde_json::Value,
    ) -> Result<bool, StoreError> {
        let Some((asset, _)) = self.station_asset(station.asset_id).await? else { return Ok(false) };
        if asset.org_id != station.org_id {
            return Ok(false);
        }
        let event = asset_event(&asset, kind, data, now_ms());
        let mut actions = vec![self.append_event_action(&event)?];
        actions.extend(self.fan_out(&event).await?);
        self.transact(actions).await?;
        Ok(true)
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::capacity::Capacity;
    use crate::domain::session::SessionStatus;
    use crate::store::FromItem;
    use serde_json::json;

    fn started(remote_start_id: Option<i32>) -> Session {
        let on = StartOn {
            org_id: OrgId::generate(),
            asset_id: AssetId::generate(),
            site_id: SiteId::generate(),
            visibility: Visibility::Site,
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
    fn a_plain_session_has_no_station_attributes() {
        let mut session = started(None);
        session.station = None;
        let item = session_item(&session);
        assert!(!item.contains_key("transaction_id") && !item.contains_key("station_identity"));
        assert_eq!(Session::from_item(&item).expect("reads back").station, None);
    }
}
