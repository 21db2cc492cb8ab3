//! A session start on a charging station claims its EVSE before the station is asked
//! (docs/ocpp.md, "Starts claim the EVSE first"): the claim names the session the start will
//! make and the `remoteStartId` sent, so a retry cannot ask the station twice while the answer
//! is out, an answer lost on the way still ends in one session (the station's Started event
//! takes the claim), and a station that says no leaves nothing behind. The EVSE is chosen from
//! the asset as the start read it once (`choose_evse`).
//!
//! The claim's attributes on the asset item are `asset_holds`'s (per EVSE, void past its
//! time: any start may take the EVSE again); this module decides when to claim, complete and
//! give back.

use super::asset_holds::{self, Hold, Holds, StartClaim};
use super::assets::ASSET;
use super::attrs::{n, s};
use super::claim::Record;
use super::entity::{Changes, IfMatch};
use super::sessions::{SESSION, StartSessionError, StationStart};
use super::site_scope::SiteScope;
use super::station_item::STATION_IDENTITY;
use super::{Item, Store, StoreError};
use crate::domain::asset::AssetStatus;
use crate::domain::event::{Event, EventType};
use crate::domain::evse::EvseId;
use crate::domain::session::{Action, ActionRequest, NewSession, Session, StationTransaction};
use crate::domain::session_machine::StartOn;
use crate::domain::stop_reason::StopReason;
use crate::ids::{AssetId, OrgId, SessionId};
use crate::time::now_ms;

/// How long a claim holds the asset while the station's answer is out, and after an answer
/// that never came (a timeout, a dropped connection): longer than any call may wait (the
/// functions' 20 s Lambda timeout), short enough that a start nobody saw through frees the
/// asset within a minute.
pub const PENDING_MS: i64 = 60_000;

/// How long a session the station accepted to start waits for the station's Started event
/// before it expires (`stop_reason` `not_started`): the driver has this long to plug in.
/// Stations give up sooner (OCPP's `EVConnectionTimeOut` is typically 1 to 3 minutes).
pub const BIND_WINDOW_MS: i64 = 5 * 60_000;

/// Read-and-write attempts when the session moved on in between.
const ATTEMPTS: usize = 4;

impl Session {
    /// A session the station accepted to start and never started, past its bind window.
    pub fn never_started(&self, now: i64) -> bool {
        self.status.is_open()
            && self
                .station
                .as_ref()
                .is_some_and(|s| s.transaction_id.is_none() && s.remote_start_id.is_some())
            && now > self.started_at.saturating_add(BIND_WINDOW_MS)
    }
}

/// The EVSE a start on a station takes, decided from the asset read once.
#[derive(Debug)]
pub enum EvseChoice {
    /// Free: the start claims it.
    Free(EvseId),
    /// Its session runs a transaction nobody authorized (the cable went in first): the start
    /// asks the station to authorize that one.
    Running(Box<Session>),
}

impl Store {
    /// The EVSE a start takes: the one `requested`, else the lowest free one among those the
    /// station has (`StationStart::evses`). When none is free, a session the station never
    /// started is expired (its EVSE is then taken), or one awaiting authorization is answered.
    /// Otherwise the start is refused: the EVSE's session (`AssetBusy`) or claim
    /// (`StartPending`), or `NoEvseAvailable` when the station has several and all are taken.
    pub async fn choose_evse(
        &self,
        org: OrgId,
        plan: &StationStart,
        requested: Option<EvseId>,
    ) -> Result<EvseChoice, StartSessionError> {
        let now = now_ms();
        let holds = &plan.holds;
        if let Some(session_id) = holds.asset {
            // A station session from before EVSEs holds every EVSE.
            return Err(StartSessionError::AssetBusy { session_id });
        }
        let candidates = requested.map_or_else(|| plan.evses.clone(), |evse| vec![evse]);
        if let Some(free) = candidates.iter().find(|evse| holds.free(**evse, now)) {
            return Ok(EvseChoice::Free(*free));
        }
        for evse in &candidates {
            let Some(held) = holds.evses.get(evse) else { continue };
            if self.expire_if_never_started(org, *held).await? {
                return Ok(EvseChoice::Free(*evse));
            }
            let session: Option<Session> = self.get_entity(SESSION, held.uuid()).await?;
            if let Some(running) = session.filter(|s| s.org_id == org && s.awaits_authorization()) {
                return Ok(EvseChoice::Running(Box::new(running)));
            }
        }
        match candidates.as_slice() {
            [only] => Err(holds
                .evses
                .get(only)
                .map(|session_id| StartSessionError::AssetBusy { session_id: *session_id })
                .or_else(|| {
                    let pending = holds.live_claim(*only, now)?;
                    Some(StartSessionError::StartPending { session_id: pending.session })
                })
                .unwrap_or(StartSessionError::AssetChanged)),
            _ => Err(StartSessionError::NoEvseAvailable),
        }
    }

    /// Claims `claim.evse` of the live, active station asset `plan` read, for the start
    /// `claim`, on the conditions of a start (no session on the EVSE nor on the whole asset, no
    /// live claim on it): one conditional UpdateItem. Where the session will be.
    pub async fn claim_station_start(
        &self,
        plan: &StationStart,
        claim: &StartClaim,
        reference: Option<&str>,
    ) -> Result<StartOn, StartSessionError> {
        let on = StartOn { evse: Some(claim.evse), ..plan.on };
        let org = on.org_id;
        let now = now_ms();
        let mut changes = Changes::default();
        let status = changes.name("status");
        changes.require(
            &format!(
                "attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at) \
                 AND {status} = :active AND site_id = :site AND attribute_exists({STATION_IDENTITY})"
            ),
            vec![
                (":org", s(org.uuid().to_string())),
                (":active", s("active")),
                (":site", s(on.site_id.uuid().to_string())),
            ],
        );
        asset_holds::require_free(&mut changes, Hold::Evse(claim.evse), now);
        asset_holds::set_claim(&mut changes, claim, now + PENDING_MS, reference);
        match self.update_entity(ASSET.key(on.asset_id.uuid()), changes).await? {
            Ok(_) => Ok(on),
            Err(old) => Err(refused_claim(old.as_ref(), org, now, claim.evse)),
        }
    }

    /// The station accepted: the claim becomes the session (`active`, awaiting the station's
    /// Started event) holding its EVSE, written with `session_started` in one transaction.
    /// When the station's Started event took the claim first, its session is this start's.
    pub async fn complete_station_start(
        &self,
        on: StartOn,
        new: &NewSession,
        (claim, identity): (&StartClaim, String),
        record_of: impl FnOnce(&Session) -> Option<Record>,
    ) -> Result<Session, StartSessionError> {
        let (mut session, mut event) = Session::start(claim.session, on, new.reference.clone(), now_ms());
        event.data["source"] = serde_json::json!("api");
        event.data["remote_start_id"] = serde_json::json!(claim.remote_start_id);
        session.station = Some(StationTransaction {
            identity,
            remote_start_id: Some(claim.remote_start_id),
            ..Default::default()
        });
        // The asset as the claim found it: nothing that respects the claim can have changed
        // it, and a session never takes an EVSE another session holds.
        let mut take = Changes::default();
        let status = take.name("status");
        take.require(
            &format!(
                "attribute_not_exists(deleted_at) AND {status} = :active \
                 AND site_id = :site AND attribute_exists({STATION_IDENTITY})"
            ),
            vec![(":active", s("active")), (":site", s(on.site_id.uuid().to_string()))],
        );
        let hold = Hold::Evse(claim.evse);
        asset_holds::require_claimed_by(&mut take, claim.evse, claim.session);
        asset_holds::require_unoccupied(&mut take, hold);
        asset_holds::drop_claim(&mut take, claim.evse);
        asset_holds::take(&mut take, hold, claim.session);
        let taken = take.transact_update(self.table(), ASSET.key(on.asset_id.uuid()))?;
        let actions = self.start_actions(taken, &session, &event).await?;
        let record = record_of(&session);
        match self.transact_create(actions, record.as_ref()).await {
            Ok(()) => Ok(session),
            Err(StoreError::TransactionCancelled(_)) => {
                // The station's Started event made the session from the claim meanwhile.
                let made: Option<Session> = self.get_entity(SESSION, claim.session.uuid()).await?;
                match made.filter(|made| made.org_id == on.org_id && made.asset_id == on.asset_id) {
                    Some(made) => Ok(made),
                    None => {
                        // Only a lapsed claim lets the asset change under a start; the
                        // station's Started event, if it comes, is then a transaction of its own.
                        self.release_station_start(on.asset_id, claim).await?;
                        Err(StartSessionError::AssetChanged)
                    }
                }
            }
            Err(other) => Err(other.into()),
        }
    }

    /// The open session `running` awaits authorization (`Session::awaits_authorization`): the
    /// start claims the asset for it, so no other start asks the station meanwhile.
    pub async fn claim_running_start(
        &self,
        running: &Session,
        claim: &StartClaim,
    ) -> Result<(), StartSessionError> {
        let now = now_ms();
        let mut changes = Changes::default();
        changes.require(
            "org_id = :org AND attribute_not_exists(deleted_at)",
            vec![(":org", s(running.org_id.uuid().to_string()))],
        );
        asset_holds::require_held_by(&mut changes, Hold::Evse(claim.evse), running.id);
        asset_holds::require_no_live_claim(&mut changes, claim.evse, now);
        // The running session is this start's; its reference is written when the station accepts.
        asset_holds::set_claim(&mut changes, claim, now + PENDING_MS, None);
        match self.update_entity(ASSET.key(running.asset_id.uuid()), changes).await? {
            Ok(_) => Ok(()),
            Err(old) => {
                let holds = old.as_ref().map(Holds::of).transpose()?.unwrap_or_default();
                match holds.live_claim(claim.evse, now) {
                    Some(pending) => Err(StartSessionError::StartPending { session_id: pending.session }),
                    None => Err(StartSessionError::AssetChanged),
                }
            }
        }
    }

    /// The station accepted to authorize the running transaction: the session keeps the
    /// `remoteStartId` (and the start's `reference`, if the session has none) with a
    /// `session_updated` event (`data.source: "api"`), and the claim goes, in one transaction.
    /// The session is read again after the call (the station's meter readings move it
    /// meanwhile) and written at that revision, so the answer and its ETag are the stored
    /// session's. When the station's own event carrying the `remoteStartId` came first, the
    /// session it moved is the answer; when the transaction ended meanwhile, nothing is.
    pub async fn complete_running_start(
        &self,
        running: &Session,
        (claim, reference): (&StartClaim, Option<&str>),
        record_of: impl Fn(&Session) -> Option<Record>,
    ) -> Result<Session, StartSessionError> {
        for _ in 0..ATTEMPTS {
            let fresh: Option<Session> = self.get_entity(SESSION, running.id.uuid()).await?;
            let Some(fresh) = fresh.filter(|fresh| fresh.org_id == running.org_id) else { break };
            let remote_start_id = fresh.station.as_ref().and_then(|station| station.remote_start_id);
            if remote_start_id == Some(claim.remote_start_id) {
                // The station's event with this start's token came first.
                self.release_station_start(running.asset_id, claim).await?;
                return Ok(fresh);
            }
            let same = fresh.transaction_id().is_some() && fresh.transaction_id() == running.transaction_id();
            if !fresh.status.is_open() || !same || remote_start_id.is_some() {
                break;
            }
            let now = now_ms();
            let mut next = fresh.clone();
            next.updated_at = now;
            next.version += 1;
            let reference = reference.filter(|_| fresh.reference.is_none());
            next.reference = next.reference.or(reference.map(str::to_owned));
            if let Some(station) = next.station.as_mut() {
                station.remote_start_id = Some(claim.remote_start_id);
            }
            let mut session = Changes::owned_by(fresh.org_id, Some(&IfMatch::Revisions(vec![fresh.version])));
            session.set("remote_start_id", n(i64::from(claim.remote_start_id)));
            session.set("updated_at", n(now));
            if let Some(reference) = reference {
                session.set("reference", s(reference));
            }
            let data = serde_json::json!({"source": "api", "remote_start_id": claim.remote_start_id});
            let event = Event::of_session(EventType::SessionUpdated, &next, data, now);
            let mut actions = vec![
                session.transact_update(self.table(), SESSION.key(fresh.id.uuid()))?,
                asset_holds::give_back(claim)
                    .transact_update(self.table(), ASSET.key(fresh.asset_id.uuid()))?,
                self.append_event_action(&event)?,
            ];
            actions.extend(self.fan_out(&event).await?);
            let record = record_of(&next);
            match self.transact_create(actions, record.as_ref()).await {
                Ok(()) => return Ok(next),
                // Moved on since this read: read again.
                Err(StoreError::TransactionCancelled(_)) => continue,
                Err(other) => return Err(other.into()),
            }
        }
        // Ended (or stopped, or kept changing) meanwhile: the asset's claim goes too.
        self.release_station_start(running.asset_id, claim).await?;
        Err(StartSessionError::AssetChanged)
    }

    /// The station said no (or was never reached): the claim is given up, unless something
    /// took it meanwhile.
    pub async fn release_station_start(&self, asset: AssetId, claim: &StartClaim) -> Result<(), StoreError> {
        self.update_entity(ASSET.key(asset.uuid()), asset_holds::give_back(claim)).await?.ok();
        Ok(())
    }

    /// Expires the open session `held` when the station never started it within its bind
    /// window: it stops (`not_started`) and frees its asset; `true` then. A session bound
    /// meanwhile, or changed, is left alone (its revision is the condition).
    pub async fn expire_if_never_started(&self, org: OrgId, held: SessionId) -> Result<bool, StoreError> {
        let session: Option<Session> = self.get_entity(SESSION, held.uuid()).await?;
        let Some(session) = session.filter(|s| s.org_id == org && s.never_started(now_ms())) else {
            return Ok(false);
        };
        let expire = ActionRequest {
            action: Action::Stop,
            reason: None,
            energy_kwh: None,
            stop_by: StopReason::NotStarted,
        };
        match self.act_on_session(org, session.id, &expire, &SiteScope::All).await {
            Ok(_) => Ok(true),
            Err(super::sessions::ActOnSessionError::Store(error)) => Err(error),
            // Ended, bound, deleted or changing meanwhile: not this read's to expire.
            Err(_) => Ok(false),
        }
    }
}

/// Why the claim on `evse` was refused, from the asset as it was.
fn refused_claim(old: Option<&Item>, org: OrgId, now: i64, evse: EvseId) -> StartSessionError {
    let Some(item) = old.filter(|_| ASSET.access(old, org).is_ok()) else {
        return StartSessionError::UnknownAsset;
    };
    let holds = match Holds::of(item) {
        Ok(holds) => holds,
        Err(error) => return error.into(),
    };
    if let Some(session_id) = holds.asset.or_else(|| holds.open_on(Hold::Evse(evse))) {
        return StartSessionError::AssetBusy { session_id };
    }
    if let Some(pending) = holds.live_claim(evse, now) {
        return StartSessionError::StartPending { session_id: pending.session };
    }
    let status = super::attrs::opt_s(item, "status").and_then(AssetStatus::parse);
    if status != Some(AssetStatus::Active) {
        return StartSessionError::AssetNotActive { status };
    }
    // Moved to another site, or no longer a station.
    StartSessionError::AssetChanged
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::asset::Visibility;
    use crate::domain::capacity::Capacity;
    use crate::domain::session::SessionStatus;
    use crate::ids::SiteId;

    fn accepted_at(started_at: i64) -> Session {
        let on = StartOn {
            org_id: OrgId::generate(),
            asset_id: AssetId::generate(),
            site_id: SiteId::generate(),
            visibility: Visibility::Organization,
            evse: None,
        };
        let (mut session, _) = Session::start(SessionId::generate(), on, None, started_at);
        session.station = Some(StationTransaction {
            identity: "CP-1".into(),
            remote_start_id: Some(7),
            ..Default::default()
        });
        session
    }

    #[test]
    fn an_accepted_start_expires_only_after_its_bind_window_and_only_unbound() {
        let session = accepted_at(1_000);
        assert!(!session.never_started(1_000 + BIND_WINDOW_MS));
        assert!(session.never_started(1_001 + BIND_WINDOW_MS));
        let mut bound = session.clone();
        bound.station.as_mut().expect("a station session").transaction_id = Some("tx".into());
        assert!(!bound.never_started(i64::MAX));
        let ended = Session { status: SessionStatus::Completed, energy_kwh: Capacity::ZERO, ..session };
        assert!(!ended.never_started(i64::MAX));
    }
}
