//! Session items: `PK = SESSION#<uuid>`, `SK = SESSION`, listed on `ORG#<org>#SESSION`
//! through GSI1 (started_at). One open session per plain asset, one per EVSE on a station:
//! the asset item holds it (`asset_holds`), taken when a session starts (only on a live,
//! active asset) and given back when it ends, in the same transaction as the session write
//! and its event.

use super::asset_holds::{self, Hold, Holds};
use super::assets::ASSET;
use super::claim::Record;
use super::errors::from_errors;
use super::site_scope::SiteScope;
use super::station_item::STATION_IDENTITY;
use serde::{Deserialize, Serialize};

use super::attrs::{decimal, get_uuid, n, opt_s, organization, s, stored, write};
use super::entity::{Changes, Entity, EntityError, IfMatch, failed_at};
use super::keys::{self, SortIndex};
use super::{FromItem, Item, Store, StoreError};
use crate::domain::asset::{AssetStatus, Visibility};
use crate::domain::capacity::Capacity;
use crate::domain::event::Event;
use crate::domain::evse::EvseId;
use crate::domain::session::{Action, ActionRequest, NewSession, Session, SessionStatus, StationTransaction};
use crate::domain::session_machine::{SessionActionError, StartOn};
use crate::domain::stop_reason::{SessionStop, StopReason};
use crate::ids::{AssetId, OrgId, SessionId, SiteId};
use crate::time::now_ms;
use aws_sdk_dynamodb::types::TransactWriteItem;

pub const SESSION: Entity = Entity { kind: "SESSION", resource: "session" };

/// Read-and-transition attempts when another action changed the session in between.
const ATTEMPTS: usize = 4;

/// A session item's attributes; `SESSION.key` and the index attribute complete it.
/// `stop_reason` (with `stop_reason_code` and `station_stop_reason`) and `ended_at` are
/// written only when the session ends.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Session")]
pub(super) struct SessionRecord {
    #[serde(rename = "PK", skip_serializing, deserialize_with = "stored::deserialize")]
    id: SessionId,
    #[serde(with = "stored")]
    org_id: OrgId,
    #[serde(with = "stored")]
    asset_id: AssetId,
    #[serde(with = "stored")]
    site_id: SiteId,
    #[serde(with = "stored", default = "organization")]
    visibility: Visibility,
    #[serde(with = "stored")]
    status: SessionStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    reference: Option<String>,
    #[serde(with = "stored")]
    energy_kwh: Capacity,
    #[serde(flatten, with = "stop_attrs")]
    stop_reason: Option<SessionStop>,
    started_at: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ended_at: Option<i64>,
    updated_at: i64,
    version: i64,
    #[serde(flatten, with = "station_attrs")]
    station: Option<StationTransaction>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    evse_id: Option<EvseId>,
    #[serde(rename = "limit_w", with = "limit_w", default, skip_serializing_if = "Option::is_none")]
    limit_kw: Option<Capacity>,
}

/// A session's limit is stored in whole watts (`limit_w`), the allocator's unit: a kW with at
/// most three decimals is exactly that many watts, so nothing is rounded either way.
mod limit_w {
    use super::Capacity;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(limit: &Option<Capacity>, s: S) -> Result<S::Ok, S::Error> {
        match limit {
            Some(limit) => s.serialize_some(&limit.milli()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Capacity>, D::Error> {
        Ok(Option::<i64>::deserialize(d)?.map(Capacity::from_milli))
    }
}

/// A station session's attributes sit beside the others on the item (`station_identity`,
/// `transaction_id`, `remote_start_id`, `seq_no`, `meter_start_wh`); a plain session has none.
mod station_attrs {
    use super::StationTransaction;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize, Default)]
    struct Attrs {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        station_identity: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        transaction_id: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        remote_start_id: Option<i32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seq_no: Option<i64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        meter_start_wh: Option<i64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        station_ended_at: Option<i64>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        token_seen: bool,
    }

    pub fn serialize<S: Serializer>(station: &Option<StationTransaction>, s: S) -> Result<S::Ok, S::Error> {
        let attrs = station.as_ref().map(|station| Attrs {
            station_identity: Some(station.identity.clone()),
            transaction_id: station.transaction_id.clone(),
            remote_start_id: station.remote_start_id,
            seq_no: station.seq_no,
            meter_start_wh: station.meter_start_wh,
            station_ended_at: station.station_ended_at,
            token_seen: station.token_seen,
        });
        attrs.unwrap_or_default().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<StationTransaction>, D::Error> {
        let attrs = Attrs::deserialize(d)?;
        Ok(attrs.station_identity.map(|identity| StationTransaction {
            identity,
            transaction_id: attrs.transaction_id,
            remote_start_id: attrs.remote_start_id,
            seq_no: attrs.seq_no,
            meter_start_wh: attrs.meter_start_wh,
            station_ended_at: attrs.station_ended_at,
            token_seen: attrs.token_seen,
        }))
    }
}

/// How a session ended, on its item: `stop_reason` the text v1 shows (all an item written
/// before the vocabulary holds), `stop_reason_code` the vocabulary, `station_stop_reason` the
/// station's word.
mod stop_attrs {
    use super::SessionStop;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize, Default)]
    struct Attrs {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        stop_reason: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        stop_reason_code: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        station_stop_reason: Option<String>,
    }

    pub fn serialize<S: Serializer>(stop: &Option<SessionStop>, s: S) -> Result<S::Ok, S::Error> {
        let attrs = stop.as_ref().map(|stop| Attrs {
            stop_reason: Some(stop.v1_text.clone()),
            stop_reason_code: Some(stop.reason.as_str().to_owned()),
            station_stop_reason: stop.station_reason.as_ref().map(|word| word.as_str().to_owned()),
        });
        attrs.unwrap_or_default().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<SessionStop>, D::Error> {
        let attrs = Attrs::deserialize(d)?;
        Ok(attrs.stop_reason.map(|text| {
            SessionStop::stored(text, attrs.stop_reason_code.as_deref(), attrs.station_stop_reason.as_deref())
        }))
    }
}

/// A session as its item holds it.
pub(super) fn session_from_item(item: &Item) -> Result<Session, StoreError> {
    let mut session = super::attrs::read(item, SessionRecord::deserialize)?;
    // Written before the vocabulary, a plain session's text can only be a stop action's words
    // (no station reports on it), even ones spelled like a station's reason.
    if session.station.is_none()
        && !item.contains_key("stop_reason_code")
        && let Some(stop) = session.stop_reason.as_mut()
        && stop.station_reason.take().is_some()
    {
        stop.reason = StopReason::Requested;
    }
    Ok(session)
}

/// Writes how a session ended (`stop_attrs`' attributes) on an update of its item.
pub(super) fn set_stop(changes: &mut Changes, stop: &SessionStop) {
    changes.set("stop_reason", s(&stop.v1_text));
    changes.set("stop_reason_code", s(stop.reason.as_str()));
    match &stop.station_reason {
        Some(word) => changes.set("station_stop_reason", s(word.as_str())),
        None => changes.remove("station_stop_reason"),
    }
}

pub(super) fn session_item(session: &Session) -> Item {
    let mut item = write(SessionRecord::serialize(session, serde_dynamo::Serializer));
    let started = keys::instant_key(session.started_at);
    let placed = (session.visibility, session.site_id.uuid());
    item.extend(super::visible::entry(
        session.org_id.uuid(),
        SESSION.kind,
        placed,
        &started,
        session.id.uuid(),
    ));
    let sorts = [(SortIndex::Gsi1, started)];
    item.extend(SESSION.live_keys(session.org_id, session.id.uuid(), &sorts));
    item
}

/// Why a session could not start.
#[derive(Debug)]
pub enum StartSessionError {
    /// No live asset of the organization has the id given.
    UnknownAsset,
    /// The asset is at a site the caller is not assigned to.
    NotAssignedToSite,
    /// A session is already open on the asset.
    AssetBusy {
        session_id: SessionId,
    },
    /// The asset is not `active` (`None`: its stored status is unreadable).
    AssetNotActive {
        status: Option<AssetStatus>,
    },
    /// `evse_id` was given for a plain asset, which has no EVSEs.
    EvseOnPlainAsset,
    /// Every EVSE of the station has a session or a live start claim.
    NoEvseAvailable,
    /// Another start is asking the station; its session will take this id if the station
    /// starts it (`station_starts`).
    StartPending {
        session_id: SessionId,
    },
    /// The asset changed between the read and the claim.
    AssetChanged,
    Store(StoreError),
}

/// Why an action on a session was not applied.
#[derive(Debug)]
pub enum ActOnSessionError {
    Entity(EntityError),
    NotAssignedToSite,
    Refused(SessionActionError),
    /// Resuming needs the asset still active and still held by the session.
    AssetNotActive,
    /// The session follows a station's transaction: only the station stops it (ask it
    /// first, see `station_sessions::commands`).
    OnStation,
    /// A station session's energy is the station's meter's, never the caller's.
    EnergyFromStation,
    /// Every attempt lost a race with another action.
    KeptChanging,
    Store(StoreError),
}

from_errors!(StoreError => StartSessionError::Store, StoreError => ActOnSessionError::Store);

/// A start on a charging station, from the asset as read once: what the station start
/// (`station_sessions::commands`) needs to choose an EVSE and claim it.
#[derive(Debug, Clone)]
pub struct StationStart {
    /// The station identity (as given).
    pub identity: String,
    /// Where the asset is (no EVSE chosen yet).
    pub on: StartOn,
    pub holds: Holds,
    /// The station's EVSEs, lowest first: those it reported (StatusNotification connectors),
    /// those holding a session or claim, and EVSE 1 always.
    pub evses: Vec<EvseId>,
}

/// What a start found: a plain asset's session, written; or a station to ask first.
#[derive(Debug)]
pub enum StartPlan {
    Plain(Session),
    Station(StationStart),
}

impl Store {
    /// Starts a session on a live, active asset of `org`: the asset is read once. A plain
    /// asset with no open session is held, the session written and `session_started`
    /// appended in one transaction. A station's asset takes no session the station was not
    /// asked for: the start's plan is answered instead (`station_sessions::commands`).
    pub async fn start_session(
        &self,
        org: OrgId,
        new: &NewSession,
        scope: &SiteScope,
        record_of: impl FnOnce(&Session) -> Option<Record>,
    ) -> Result<StartPlan, StartSessionError> {
        let asset_id = new.asset_id.ok_or(StartSessionError::UnknownAsset)?;
        let owned = self.get_owned::<super::Raw>(ASSET, asset_id.uuid(), org).await?;
        let asset = owned.map_err(|_| StartSessionError::UnknownAsset)?.0;
        if !scope.admits(&asset) {
            return Err(StartSessionError::NotAssignedToSite);
        }
        let on = start_on(org, asset_id, &asset)?;
        if let Some(identity) = opt_s(&asset, STATION_IDENTITY) {
            let holds = Holds::of(&asset)?;
            let evses = station_evses(&asset, &holds);
            return Ok(StartPlan::Station(StationStart { identity: identity.to_owned(), on, holds, evses }));
        }
        if new.evse_id.is_some() {
            return Err(StartSessionError::EvseOnPlainAsset);
        }
        let (session, event) = Session::start(SessionId::generate(), on, new.reference.clone(), now_ms());
        let mut claim = Changes::default();
        let status = claim.name("status");
        claim.require(
            &format!(
                "attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at) \
                 AND {status} = :active AND site_id = :site AND attribute_not_exists({STATION_IDENTITY})"
            ),
            vec![
                (":org", s(org.uuid().to_string())),
                (":active", s("active")),
                (":site", s(on.site_id.uuid().to_string())),
            ],
        );
        asset_holds::require_free(&mut claim, Hold::Asset, now_ms());
        asset_holds::take(&mut claim, Hold::Asset, session.id);
        let claimed = claim.transact_update(self.table(), ASSET.key(asset_id.uuid()))?;
        let actions = self.start_actions(claimed, &session, &event).await?;
        let record = record_of(&session);
        match self.transact_create(actions, record.as_ref()).await {
            Ok(()) => Ok(StartPlan::Plain(session)),
            Err(error) => Err(refused_start(error.refused_at(0)?.as_ref(), org)),
        }
    }

    /// A new session's writes after the asset's (`claimed`, at index 0): the session, its
    /// `session_started` event and the event's webhook deliveries.
    pub(super) async fn start_actions(
        &self,
        claimed: TransactWriteItem,
        session: &Session,
        event: &Event,
    ) -> Result<Vec<TransactWriteItem>, StoreError> {
        let mut actions = vec![
            claimed,
            Entity::put_new(self.table(), session_item(session))?,
            self.append_event_action(event)?,
        ];
        actions.extend(self.fan_out(event).await?);
        Ok(actions)
    }

    /// Applies an action: the session moves on as the state machine decides (at the revision
    /// read) and its event is appended in one transaction; ending it frees the asset in the
    /// same transaction. Two concurrent actions cannot both apply to the same revision: the
    /// loser reads again and is refused if the new state does not allow it.
    ///
    /// A stop, pause or resume of a session bound to a station's transaction is refused
    /// (`OnStation`): the station must be asked first (`accepted_by_station`).
    pub async fn act_on_session(
        &self,
        org: OrgId,
        id: SessionId,
        request: &ActionRequest,
        scope: &SiteScope,
    ) -> Result<Session, ActOnSessionError> {
        self.act(org, id, request, scope, How::Asked).await
    }

    /// The action the station accepted: a stop (RequestStopTransaction) completes the session
    /// now, the station's Ended event later setting its final energy; a pause or a resume (the
    /// transaction's limit at 0, or back) changes its status.
    pub async fn accepted_by_station(
        &self,
        org: OrgId,
        id: SessionId,
        request: &ActionRequest,
        scope: &SiteScope,
    ) -> Result<Session, ActOnSessionError> {
        self.act(org, id, request, scope, How::StationAccepted).await
    }

    /// An administrator's stop without the station (`stop_reason` `forced`): the session
    /// completes and frees its asset, and any start claim naming it, in one transaction with
    /// its `session_stopped` event, which names who forced it (`by`). Nothing the station
    /// reports for the transaction later changes it (`Session::was_forced`).
    pub async fn force_stop(
        &self,
        org: OrgId,
        id: SessionId,
        request: &ActionRequest,
        scope: &SiteScope,
        by: &serde_json::Value,
    ) -> Result<Session, ActOnSessionError> {
        self.act(org, id, request, scope, How::Forced { by }).await
    }

    async fn act(
        &self,
        org: OrgId,
        id: SessionId,
        request: &ActionRequest,
        scope: &SiteScope,
        how: How<'_>,
    ) -> Result<Session, ActOnSessionError> {
        for _ in 0..ATTEMPTS {
            let owned = self.get_owned::<super::Raw>(SESSION, id.uuid(), org).await?;
            let item = owned.map_err(ActOnSessionError::Entity)?.0;
            let current = Session::from_item(&item)?;
            // The session carries its asset's site and visibility.
            if !scope.admits(&item) {
                return Err(ActOnSessionError::NotAssignedToSite);
            }
            if current.station.is_some() && request.energy_kwh.is_some() {
                return Err(ActOnSessionError::EnergyFromStation);
            }
            // Read at this revision, written only at it: a Started event binding the session
            // in between makes this attempt read again and find it bound.
            let bound = current.transaction_id().is_some() && current.status.is_open();
            if bound && how == How::Asked && request.action.allowed_from().contains(&current.status) {
                return Err(ActOnSessionError::OnStation);
            }
            let decided = match how {
                How::Forced { by } => current.force_stop(request.reason.as_deref(), by.clone(), now_ms()),
                How::Asked | How::StationAccepted => current.apply(request, now_ms()),
            };
            let (next, event) = decided.map_err(ActOnSessionError::Refused)?;
            let mut changes = Changes::owned_by(org, Some(&IfMatch::Revisions(vec![current.version])));
            changes.set("status", s(next.status.as_str()));
            changes.set("updated_at", n(next.updated_at));
            if request.energy_kwh.is_some() {
                changes.set("energy_kwh", decimal(next.energy_kwh));
            }
            if let (Some(ended_at), Some(stop)) = (next.ended_at, &next.stop_reason) {
                changes.set("ended_at", n(ended_at));
                set_stop(&mut changes, stop);
            }
            let mut actions = vec![
                changes.transact_update(self.table(), SESSION.key(id.uuid()))?,
                self.append_event_action(&event)?,
            ];
            let hold = Hold::of(&current);
            if request.action == Action::Resume {
                // Charging resumes only on an asset that is still active and still held.
                let mut check = Changes::default();
                let status = check.name("status");
                check.require(
                    &format!("{status} = :active AND attribute_not_exists(deleted_at)"),
                    vec![(":active", s("active"))],
                );
                asset_holds::require_held_by(&mut check, hold, id);
                actions.push(check.transact_check(self.table(), ASSET.key(current.asset_id.uuid()))?);
            }
            if !next.status.is_open() {
                let mut release = Changes::default();
                asset_holds::release(&mut release, hold, id);
                if matches!(how, How::Forced { .. }) {
                    asset_holds::drop_claim_of(&mut release, hold, id);
                }
                actions.push(release.transact_update(self.table(), ASSET.key(current.asset_id.uuid()))?);
            }
            actions.extend(self.fan_out(&event).await?);
            match self.transact(actions).await {
                Ok(()) => return Ok(next),
                // Changed since read: read again and decide on the new state.
                Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => continue,
                Err(StoreError::TransactionCancelled(reasons))
                    if request.action == Action::Resume && failed_at(&reasons, 2) =>
                {
                    return Err(ActOnSessionError::AssetNotActive);
                }
                Err(other) => return Err(ActOnSessionError::Store(other)),
            }
        }
        Err(ActOnSessionError::KeptChanging)
    }
}

/// Whose word an action waits for.
#[derive(Debug, Clone, Copy, PartialEq)]
enum How<'a> {
    /// The caller's: a stop of a session bound to a station's transaction must ask the
    /// station first.
    Asked,
    /// The station accepted the stop.
    StationAccepted,
    /// An administrator's: the station is not asked (`by` names them in the event).
    Forced { by: &'a serde_json::Value },
}

/// Why a plain asset could not take a session, from the asset as it was.
fn refused_start(old: Option<&Item>, org: OrgId) -> StartSessionError {
    let Some(item) = old.filter(|_| ASSET.access(old, org).is_ok()) else {
        return StartSessionError::UnknownAsset;
    };
    match Holds::of(item) {
        Ok(Holds { asset: Some(session_id), .. }) => return StartSessionError::AssetBusy { session_id },
        Ok(_) => {}
        Err(error) => return error.into(),
    }
    let status = opt_s(item, "status").and_then(AssetStatus::parse);
    if status != Some(AssetStatus::Active) {
        return StartSessionError::AssetNotActive { status };
    }
    // Moved to another site, or made a station meanwhile.
    StartSessionError::AssetChanged
}

/// Where the asset is: the session carries its site and visibility (no EVSE yet).
pub(super) fn start_on(org: OrgId, asset_id: AssetId, asset: &Item) -> Result<StartOn, StoreError> {
    Ok(StartOn {
        org_id: org,
        asset_id,
        site_id: SiteId::from_uuid(get_uuid(asset, "site_id")?),
        visibility: opt_s(asset, "visibility")
            .and_then(Visibility::parse)
            .unwrap_or(Visibility::Organization),
        evse: None,
    })
}

/// A station's EVSEs as the asset item knows them, in the order a start without an EVSE tries
/// them: those with a connector last reported `Available` first, those whose every connector
/// was last reported `Faulted` or `Unavailable` last (a start still tries them when nothing else
/// is free), lowest first within each. The EVSEs of the connectors it reported
/// (StatusNotification), those holding a session or a claim, and EVSE 1 (a station that has
/// reported nothing yet has at least one).
fn station_evses(asset: &Item, holds: &Holds) -> Vec<EvseId> {
    use aws_sdk_dynamodb::types::AttributeValue;
    // `connectors` maps "<evseId>/<connectorId>" to the status last reported.
    let connectors: Vec<(String, String)> = match asset.get(super::station_item::STATION_STATE) {
        Some(AttributeValue::M(state)) => match state.get("connectors") {
            Some(AttributeValue::M(connectors)) => connectors
                .iter()
                .map(|(at, status)| (at.clone(), status.as_s().cloned().unwrap_or_default()))
                .collect(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    let reported: Vec<(EvseId, String)> = connectors
        .into_iter()
        .filter_map(|(at, status)| Some((EvseId::new(at.split('/').next()?.parse::<i64>().ok()?)?, status)))
        .collect();
    let rank = |evse: &EvseId| {
        let statuses: Vec<&str> =
            reported.iter().filter(|(at, _)| at == evse).map(|(_, status)| status.as_str()).collect();
        if statuses.contains(&"Available") {
            0
        } else if !statuses.is_empty() && statuses.iter().all(|s| matches!(*s, "Faulted" | "Unavailable")) {
            2
        } else {
            1
        }
    };
    let mut evses: Vec<EvseId> = reported
        .iter()
        .map(|(evse, _)| *evse)
        .chain(holds.evses.keys().copied())
        .chain(holds.claims.keys().copied())
        .chain([EvseId::FIRST])
        .collect();
    evses.sort();
    evses.dedup();
    evses.sort_by_key(rank);
    evses
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::session_machine::StartOn;

    fn ended_plain(words: &str) -> Session {
        let on = StartOn {
            org_id: OrgId::generate(),
            asset_id: AssetId::generate(),
            site_id: SiteId::generate(),
            visibility: Visibility::Organization,
            evse: None,
        };
        let (session, _) = Session::start(SessionId::generate(), on, None, 1_700_000_000_000);
        let stop = ActionRequest {
            action: Action::Stop,
            reason: Some(words.into()),
            energy_kwh: None,
            stop_by: StopReason::Requested,
        };
        session.apply(&stop, 1_700_000_060_000).expect("allowed").0
    }

    #[test]
    fn a_stop_reads_back_as_written() {
        let session = ended_plain("EVDisconnected");
        let read = session_from_item(&session_item(&session)).expect("reads back");
        assert_eq!((read.stop_reason, read.ended_at), (session.stop_reason, session.ended_at));
    }

    #[test]
    fn a_plain_session_stored_before_the_vocabulary_reads_its_words_as_a_request() {
        let session = ended_plain("EVDisconnected");
        let mut item = session_item(&session);
        item.remove("stop_reason_code");
        let stop = session_from_item(&item).expect("reads back").stop_reason.expect("ended");
        assert_eq!(
            (stop.reason, stop.station_reason, stop.v1_text.as_str()),
            (StopReason::Requested, None, "EVDisconnected"),
            "the client's words, however spelled: no station reports on a plain session"
        );
    }
}
