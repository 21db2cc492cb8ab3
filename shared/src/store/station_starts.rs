//! A session start on a charging station claims the asset before the station is asked
//! (docs/ocpp.md, "Platform to station"): the claim names the session the start will make and
//! the `remoteStartId` sent, so a retry cannot ask the station twice while the answer is out,
//! an answer lost on the way still ends in one session (the station's Started event takes the
//! claim), and a station that says no leaves nothing behind.
//!
//! The claim is three attributes of the asset item beside `open_session`:
//! `start_pending` (the session's uuid), `start_pending_rsid` and `start_pending_until` (ms).
//! Past `start_pending_until` the claim is void: any start may take the asset again.

use super::assets::{ASSET, OPEN_SESSION, open_session};
use super::attrs::{get_uuid, n, opt_n, opt_s, s};
use super::claim::Record;
use super::entity::{Changes, IfMatch};
use super::sessions::{SESSION, StartSessionError};
use super::site_scope::SiteScope;
use super::stations::STATION_IDENTITY;
use super::{Item, Store, StoreError};
use crate::domain::asset::{AssetStatus, Visibility};
use crate::domain::event::{Event, EventType};
use crate::domain::session::{Action, ActionRequest, NewSession, Session, StationTransaction};
use crate::domain::session_machine::StartOn;
use crate::ids::{AssetId, OrgId, SessionId, SiteId};
use crate::time::now_ms;

pub(super) const START_PENDING: &str = "start_pending";
pub(super) const START_PENDING_RSID: &str = "start_pending_rsid";
pub(super) const START_PENDING_UNTIL: &str = "start_pending_until";

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

/// The stop reason of a session whose station never started it.
pub const NOT_STARTED: &str = "not_started";

/// A start in flight on a station asset: the session it will make and what was sent.
#[derive(Debug, Clone, Copy)]
pub struct StartClaim {
    pub session: SessionId,
    pub remote_start_id: i32,
}

/// The claim an asset item holds, if any (void ones included: `until` says).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PendingStart {
    pub session: SessionId,
    pub remote_start_id: i32,
    pub until: i64,
}

impl PendingStart {
    pub(super) fn of(item: &Item) -> Option<PendingStart> {
        let session = opt_s(item, START_PENDING)?.parse().ok().map(SessionId::from_uuid)?;
        let remote_start_id = i32::try_from(opt_n(item, START_PENDING_RSID)?).ok()?;
        Some(PendingStart { session, remote_start_id, until: opt_n(item, START_PENDING_UNTIL)? })
    }

    pub fn holds(&self, now: i64) -> bool {
        now <= self.until
    }
}

/// The condition that the asset's claim, if any, is void at `:now` (bound by the caller).
fn no_live_claim() -> String {
    format!("(attribute_not_exists({START_PENDING}) OR {START_PENDING_UNTIL} < :now)")
}

/// Requires of an asset write that neither a session nor a live start claim holds the asset
/// (a move, a status that leaves `active`, a delete, a station's removal): a start the
/// station is being asked for must find its asset as it claimed it.
pub(super) fn require_unheld(changes: &mut Changes, now: i64) {
    changes.require(
        &format!(
            "attribute_not_exists({OPEN_SESSION}) AND (attribute_not_exists({START_PENDING}) \
             OR {START_PENDING_UNTIL} < :unheld_at)"
        ),
        vec![(":unheld_at", n(now))],
    );
}

/// What holds the asset item at `now`: its open session, or the session a live start claim
/// will make.
pub(super) fn holder(item: &Item, now: i64) -> Result<Option<SessionId>, StoreError> {
    if let Some(session) = open_session(item)? {
        return Ok(Some(session));
    }
    Ok(PendingStart::of(item).filter(|pending| pending.holds(now)).map(|pending| pending.session))
}

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

impl Store {
    /// Claims a live, active station asset of `org` that no session and no live claim holds,
    /// for the start `claim`. A session the station never started is expired first. Where the
    /// asset is (its site, its visibility), for the session.
    pub async fn claim_station_start(
        &self,
        org: OrgId,
        new: &NewSession,
        scope: &SiteScope,
        claim: &StartClaim,
    ) -> Result<StartOn, StartSessionError> {
        let asset_id = new.asset_id.ok_or(StartSessionError::UnknownAsset)?;
        let owned = self.get_owned::<super::Raw>(ASSET, asset_id.uuid(), org).await?;
        let asset = owned.map_err(|_| StartSessionError::UnknownAsset)?.0;
        if !scope.admits(&asset) {
            return Err(StartSessionError::NotAssignedToSite);
        }
        if let Some(held) = open_session(&asset)? {
            self.expire_if_never_started(org, held).await?;
        }
        let on = start_on(org, asset_id, &asset)?;
        let now = now_ms();
        let mut changes = Changes::default();
        let status = changes.name("status");
        changes.require(
            &format!(
                "attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at) \
                 AND {status} = :active AND site_id = :site AND attribute_exists({STATION_IDENTITY}) \
                 AND attribute_not_exists({OPEN_SESSION}) AND {}",
                no_live_claim()
            ),
            vec![
                (":org", s(org.uuid().to_string())),
                (":active", s("active")),
                (":site", s(on.site_id.uuid().to_string())),
                (":now", n(now)),
            ],
        );
        changes.set(START_PENDING, s(claim.session.uuid().to_string()));
        changes.set(START_PENDING_RSID, n(i64::from(claim.remote_start_id)));
        changes.set(START_PENDING_UNTIL, n(now + PENDING_MS));
        match self.update_entity(ASSET.key(asset_id.uuid()), changes).await? {
            Ok(_) => Ok(on),
            Err(old) => Err(refused_claim(old.as_ref(), org, now)),
        }
    }

    /// The station accepted: the claim becomes the session (`active`, awaiting the station's
    /// Started event), written with `session_started` in one transaction. When the station's
    /// Started event took the claim first, its session is this start's.
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
        // it, and a session never takes an asset another session holds.
        let mut take = Changes::default();
        let status = take.name("status");
        take.require(
            &format!(
                "attribute_not_exists(deleted_at) AND {START_PENDING} = :session AND {status} = :active \
                 AND site_id = :site AND attribute_exists({STATION_IDENTITY}) \
                 AND attribute_not_exists({OPEN_SESSION})"
            ),
            vec![
                (":session", s(claim.session.uuid().to_string())),
                (":active", s("active")),
                (":site", s(on.site_id.uuid().to_string())),
            ],
        );
        take.remove(START_PENDING);
        take.remove(START_PENDING_RSID);
        take.remove(START_PENDING_UNTIL);
        take.set(OPEN_SESSION, s(claim.session.uuid().to_string()));
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
            &format!(
                "org_id = :org AND attribute_not_exists(deleted_at) AND {OPEN_SESSION} = :session AND {}",
                no_live_claim()
            ),
            vec![
                (":org", s(running.org_id.uuid().to_string())),
                (":session", s(running.id.uuid().to_string())),
                (":now", n(now)),
            ],
        );
        changes.set(START_PENDING, s(claim.session.uuid().to_string()));
        changes.set(START_PENDING_RSID, n(i64::from(claim.remote_start_id)));
        changes.set(START_PENDING_UNTIL, n(now + PENDING_MS));
        match self.update_entity(ASSET.key(running.asset_id.uuid()), changes).await? {
            Ok(_) => Ok(()),
            Err(old) => match old.as_ref().and_then(PendingStart::of).filter(|pending| pending.holds(now)) {
                Some(pending) => Err(StartSessionError::StartPending { session_id: pending.session }),
                None => Err(StartSessionError::AssetChanged),
            },
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
                release_claim(claim).transact_update(self.table(), ASSET.key(fresh.asset_id.uuid()))?,
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
        self.update_entity(ASSET.key(asset.uuid()), release_claim(claim)).await?.ok();
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
        let expire =
            ActionRequest { action: Action::Stop, reason: Some(NOT_STARTED.into()), energy_kwh: None };
        match self.act_on_session(org, session.id, &expire, &SiteScope::All).await {
            Ok(_) => Ok(true),
            Err(super::sessions::ActOnSessionError::Store(error)) => Err(error),
            // Ended, bound, deleted or changing meanwhile: not this read's to expire.
            Err(_) => Ok(false),
        }
    }
}

/// The asset's claim removed, if it is still this start's (its session and `remoteStartId`:
/// a start authorizing a running transaction claims under that session's id, so the id alone
/// does not tell two such starts apart).
fn release_claim(claim: &StartClaim) -> Changes {
    let mut release = Changes::default();
    release.require(
        &format!("{START_PENDING} = :session AND {START_PENDING_RSID} = :rsid"),
        vec![
            (":session", s(claim.session.uuid().to_string())),
            (":rsid", n(i64::from(claim.remote_start_id))),
        ],
    );
    release.remove(START_PENDING);
    release.remove(START_PENDING_RSID);
    release.remove(START_PENDING_UNTIL);
    release
}

/// Where the asset is: the session carries its site and visibility.
pub(super) fn start_on(org: OrgId, asset_id: AssetId, asset: &Item) -> Result<StartOn, StoreError> {
    Ok(StartOn {
        org_id: org,
        asset_id,
        site_id: SiteId::from_uuid(get_uuid(asset, "site_id")?),
        visibility: opt_s(asset, "visibility")
            .and_then(Visibility::parse)
            .unwrap_or(Visibility::Organization),
    })
}

/// Why the claim was refused, from the asset as it was.
fn refused_claim(old: Option<&Item>, org: OrgId, now: i64) -> StartSessionError {
    let Some(item) = old.filter(|_| ASSET.access(old, org).is_ok()) else {
        return StartSessionError::UnknownAsset;
    };
    match open_session(item) {
        Ok(Some(session_id)) => return StartSessionError::AssetBusy { session_id },
        Ok(None) => {}
        Err(error) => return error.into(),
    }
    if let Some(pending) = PendingStart::of(item).filter(|pending| pending.holds(now)) {
        return StartSessionError::StartPending { session_id: pending.session };
    }
    let status = opt_s(item, "status").and_then(AssetStatus::parse);
    if status != Some(AssetStatus::Active) {
        return StartSessionError::AssetNotActive { status };
    }
    // Moved to another site, or no longer a station.
    StartSessionError::AssetChanged
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::capacity::Capacity;
    use crate::domain::session::SessionStatus;

    fn accepted_at(started_at: i64) -> Session {
        let on = StartOn {
            org_id: OrgId::generate(),
            asset_id: AssetId::generate(),
            site_id: SiteId::generate(),
            visibility: Visibility::Organization,
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

    #[test]
    fn a_claim_holds_until_its_time_and_not_after() {
        let pending = PendingStart { session: SessionId::generate(), remote_start_id: 3, until: 5_000 };
        assert!(pending.holds(5_000));
        assert!(!pending.holds(5_001));
    }
}
