//! Platform to station: the OCPP CALLs a session start or stop, an asset's status change and
//! a scheduled power limit send, and what their answers do (docs/ocpp.md, "Platform to
//! station"). A session is written only when the station accepted; an asset's status
//! changes regardless and the station's answer is recorded as a `station_command` event.

use serde_json::{Value, json};

use crate::allocation::enrolment;
use crate::allocation::wake::wake;
use crate::domain::asset::AssetStatus;
use crate::domain::capacity::Capacity;
use crate::domain::session::{Action, ActionRequest, NewSession, Session};
use crate::domain::station_command::StationCommand;
use crate::ids::{OrgId, SessionId};
pub use crate::ocpp::link::LinkFailure;
pub use crate::ocpp::station_link::{CallAnswer, StationLink, StationRefusal, Target, accepted};
use crate::store::asset_holds::StartClaim;
use crate::store::claim::Record;
use crate::store::sessions::{ActOnSessionError, SESSION, StartPlan, StartSessionError};
use crate::store::site_scope::SiteScope;
use crate::store::station_starts::EvseChoice;
use crate::store::station_transactions::StationAsset;
use crate::store::{Store, StoreError};

/// A start's session, and whether the start made it (201) or authorized the transaction the
/// station was already running for it (200).
#[derive(Debug)]
pub struct Started {
    pub session: Session,
    pub created: bool,
}

/// Why a session on a station did not start.
#[derive(Debug)]
pub enum StationStartError {
    Start(StartSessionError),
    Station(StationRefusal),
}

/// Why a station session's action was not applied.
#[derive(Debug)]
pub enum StationActionError {
    Act(ActOnSessionError),
    Station(StationRefusal),
}

impl From<StartSessionError> for StationStartError {
    fn from(error: StartSessionError) -> Self {
        StationStartError::Start(error)
    }
}

impl From<StoreError> for StationStartError {
    fn from(error: StoreError) -> Self {
        StationStartError::Start(StartSessionError::Store(error))
    }
}

impl From<ActOnSessionError> for StationActionError {
    fn from(error: ActOnSessionError) -> Self {
        StationActionError::Act(error)
    }
}

/// A random positive `remoteStartId` (OCPP: an integer the station echoes in its Started event).
fn remote_start_id() -> i32 {
    let mut bytes = [0u8; 4];
    // A failed random read still gives a valid id; uniqueness only narrows the race check.
    let _ = getrandom::fill(&mut bytes);
    (u32::from_le_bytes(bytes) & 0x7fff_ffff).max(1) as i32
}

/// POST /asset-controls/sessions: the asset is read once (`Store::start_session`); on a
/// plain asset the session starts there. On a station an EVSE is chosen (the one asked for,
/// else the lowest free one: `Store::choose_evse`) and claimed first for the session to be
/// (`Store::claim_station_start`), then the station is asked (RequestStartTransaction on that
/// `evseId`, the session's id as a Central idToken, a fresh `remoteStartId`), and the session
/// is written when it accepted. A station that says no, or is not connected, gives the claim
/// back: nothing is left. A station whose answer never came (a timeout, a lost gateway) may
/// have started: the claim stays until it expires (`PENDING_MS`), so a retry cannot ask twice,
/// and the station's Started event, if it comes, makes the session under the claim's id. When
/// the EVSE's session runs a transaction nobody authorized (the cable went in first), the
/// station is asked to authorize that one instead (`authorize_running`).
pub async fn start_session(
    store: &Store,
    link: &dyn StationLink,
    org: OrgId,
    new: &NewSession,
    scope: &SiteScope,
    record_of: impl Fn(&Session, bool) -> Option<Record>,
) -> Result<Started, StationStartError> {
    let plan = match store.start_session(org, new, scope, |session| record_of(session, true)).await? {
        StartPlan::Plain(session) => return Ok(Started { session, created: true }),
        StartPlan::Station(plan) => plan,
    };
    let evse = match store.choose_evse(org, &plan, new.evse_id).await? {
        EvseChoice::Free(evse) => evse,
        EvseChoice::Running(running) => {
            let reference = new.reference.as_deref();
            return authorize_running(store, link, (&plan.identity, reference), *running, &record_of).await;
        }
    };
    let claim = StartClaim { session: SessionId::generate(), remote_start_id: remote_start_id(), evse };
    let on = store.claim_station_start(&plan, &claim, new.reference.as_deref()).await?;
    // At a site with a limit, the start carries its share (reserved before it is asked).
    let now = crate::time::now_ms();
    let share = enrolment::reserve_start(store, &plan.on, claim.session, evse, &plan.identity, now).await?;
    let command = StationCommand::StartTransaction {
        evse_id: Some(evse.get()),
        remote_start_id: claim.remote_start_id,
        session_id: claim.session.uuid().to_string(),
        limit_w: share.map(|share| i64::try_from(share.0).unwrap_or(i64::MAX)),
    };
    let target = Target { org, identity: &plan.identity, asset: on.asset_id };
    let answer = accepted(link.call(target, command).await);
    if share.is_some()
        && answer.as_ref().is_err_and(StationRefusal::is_definite)
        && let Err(error) =
            crate::allocation::wake::left(store, link, org, plan.on.site_id, &claim.session.to_string()).await
    {
        // Given up by the site's allocator once its start's time is over.
        tracing::warn!(session = %claim.session, %error, "load.reservation_not_released");
    }
    match answer {
        Ok(_) => {
            let record_of = |session: &Session| record_of(session, true);
            let identity = plan.identity.clone();
            let session = store.complete_station_start(on, new, (&claim, identity), record_of).await?;
            Ok(Started { session, created: true })
        }
        Err(refused) => {
            if refused.is_definite() {
                store.release_station_start(on.asset_id, &claim).await?;
            }
            Err(StationStartError::Station(refused))
        }
    }
}

/// A start on an asset whose station began a transaction unauthorized (the cable went in
/// first): the station is asked to authorize that one (RequestStartTransaction without an
/// `evseId`, the session's id as the Central token, a fresh `remoteStartId`), under a claim
/// as for a new start, and the session it already is answers (`created: false`).
async fn authorize_running(
    store: &Store,
    link: &dyn StationLink,
    (identity, reference): (&str, Option<&str>),
    running: Session,
    record_of: &impl Fn(&Session, bool) -> Option<Record>,
) -> Result<Started, StationStartError> {
    // A running session on a station holds an EVSE (`None` only for one from before EVSEs,
    // which no start authorizes).
    let evse = running.evse_id.ok_or(StartSessionError::AssetBusy { session_id: running.id })?;
    let claim = StartClaim { session: running.id, remote_start_id: remote_start_id(), evse };
    store.claim_running_start(&running, &claim).await?;
    let command = StationCommand::StartTransaction {
        evse_id: None,
        remote_start_id: claim.remote_start_id,
        session_id: running.id.uuid().to_string(),
        limit_w: None,
    };
    let target = Target { org: running.org_id, identity, asset: running.asset_id };
    match accepted(link.call(target, command).await) {
        Ok(_) => {
            let record_of = |session: &Session| record_of(session, false);
            let session = store.complete_running_start(&running, (&claim, reference), record_of).await?;
            Ok(Started { session, created: false })
        }
        Err(refused) => {
            if refused.is_definite() {
                store.release_station_start(running.asset_id, &claim).await?;
            }
            Err(StationStartError::Station(refused))
        }
    }
}

/// Before an operator's forced stop of `id`: the gateway holding its station writes the meter
/// readings it keeps for the transaction (docs/ocpp.md, "Meter readings"), so the stop counts
/// the energy the station reported before it. Best effort, and nothing when the session is no
/// station's open transaction (a station offline keeps none: its connection's end wrote them),
/// or the caller's `scope` does not reach its site (the stop is refused: nothing is asked of
/// the station on its behalf).
pub async fn write_kept_readings(
    store: &Store,
    link: &dyn StationLink,
    org: OrgId,
    id: SessionId,
    scope: &SiteScope,
) {
    let Ok(Ok(session)) = store.get_owned::<Session>(SESSION, id.uuid(), org).await else { return };
    let (Some(station), Some(transaction_id)) = (&session.station, session.transaction_id()) else { return };
    if !session.status.is_open() || !scope.sees(session.visibility, session.site_id) {
        return;
    }
    let target = Target { org, identity: &station.identity, asset: session.asset_id };
    let command = StationCommand::WriteReadings { transaction_id: transaction_id.to_owned() };
    if let Err(failure) = accepted(link.call(target, command).await) {
        tracing::info!(session = %id, failure = ?failure, "session.kept_readings_not_written");
    }
}

/// POST .../action on a session bound to a station's transaction asks the station first and
/// changes the session only when it accepted: `stop` with RequestStopTransaction (its Ended
/// event later sets the final energy), `pause` with the transaction's limit at 0 W, so the car
/// stops drawing rather than only the record saying so, and `resume` with the limit back at the
/// EVSE's capacity. A session not bound yet acts at once (the station's Started event for a
/// stopped one, if it still comes, is refused); one bound meanwhile is read again and asked for.
/// Anything else is applied as on a plain session.
pub async fn act_on_session(
    store: &Store,
    link: &dyn StationLink,
    org: OrgId,
    id: SessionId,
    request: &ActionRequest,
    scope: &SiteScope,
) -> Result<Session, StationActionError> {
    match store.act_on_session(org, id, request, scope).await {
        Err(ActOnSessionError::OnStation) => {}
        other => return Ok(other?),
    }
    let owned =
        store.get_owned::<Session>(SESSION, id.uuid(), org).await.map_err(ActOnSessionError::Store)?;
    let session = owned.map_err(ActOnSessionError::Entity)?;
    let (Some(station), Some(transaction_id)) = (&session.station, session.transaction_id()) else {
        return Err(ActOnSessionError::KeptChanging.into());
    };
    let limit = |watts| StationCommand::SetTransactionLimit {
        // A limit names its EVSE. A transaction the station began without naming one is on a
        // one-EVSE station's only EVSE (on another, a wrong guess is the station's rejection,
        // answered as such).
        evse_id: session.evse_id.map_or(1, |evse| evse.get()),
        transaction_id: transaction_id.to_owned(),
        watts,
    };
    let command = match request.action {
        Action::Stop => StationCommand::StopTransaction { transaction_id: transaction_id.to_owned() },
        Action::Pause => limit(0),
        Action::Resume => {
            // Checked before the car is let go: a resume the record would then refuse (the asset
            // in maintenance or gone) must not charge the car.
            let capacity =
                match store.station_asset(session.asset_id).await.map_err(ActOnSessionError::Store)? {
                    Some((asset, _)) if asset.status == AssetStatus::Active => asset.capacity.milli(),
                    _ => return Err(ActOnSessionError::AssetNotActive.into()),
                };
            if enrolment::is_enrolled(store, &session).await.map_err(ActOnSessionError::Store)? {
                return resume_under_limit(store, link, &session, request, scope).await;
            }
            limit(resumed_limit(capacity))
        }
    };
    let target = Target { org, identity: &station.identity, asset: session.asset_id };
    accepted(link.call(target, command).await).map_err(StationActionError::Station)?;
    match store.accepted_by_station(org, id, request, scope).await {
        Ok(paused) if request.action == Action::Pause => {
            // At a site with a limit, its share is free for the others now.
            match enrolment::set_paused(store, &session, true).await {
                Ok(true) => {
                    wake(link, org, &station.identity, session.asset_id, session.site_id).await;
                }
                Ok(false) => {}
                Err(error) => tracing::warn!(session = %id, %error, "load.pause_not_noted"),
            }
            Ok(paused)
        }
        Ok(session) => Ok(session),
        // The station's Ended event completed the session before this write: the stop it
        // accepted is done, not a conflict.
        Err(ActOnSessionError::Refused(_)) if request.action == Action::Stop => {
            let owned = store.get_owned::<Session>(SESSION, id.uuid(), org).await;
            match owned.map_err(ActOnSessionError::Store)? {
                Ok(ended) if !ended.status.is_open() => Ok(ended),
                _ => Err(ActOnSessionError::KeptChanging.into()),
            }
        }
        // The car follows the record: a pause or a resume the record did not take is taken back
        // on the station (best effort; its failure is logged), unless the record already says
        // what the station now does (a concurrent same action won) or the session is over.
        Err(error) => {
            let now = store.get_owned::<Session>(SESSION, id.uuid(), org).await.ok().and_then(Result::ok);
            let agrees =
                now.is_some_and(|now| !now.status.is_open() || now.status == request.action.leads_to());
            let undo = match request.action {
                _ if agrees => None,
                // At a site with a limit the allocator sends its share again (never the EVSE's
                // capacity, which the site may not have free).
                Action::Pause if enrolment::limit_unknown(store, &session).await.unwrap_or(true) => {
                    wake(link, org, &station.identity, session.asset_id, session.site_id).await;
                    None
                }
                Action::Pause => {
                    let capacity = store.station_asset(session.asset_id).await.ok().flatten();
                    Some(limit(resumed_limit(capacity.map_or(0, |(asset, _)| asset.capacity.milli()))))
                }
                Action::Resume => Some(limit(0)),
                Action::Stop => None,
            };
            if let Some(undo) = undo
                && let Err(failure) = accepted(link.call(target, undo).await)
            {
                tracing::warn!(session = %id, failure = ?failure, "session.limit_not_taken_back");
            }
            Err(error.into())
        }
    }
}

/// A resume at a site with a limit: the car gets its share, not its capacity. The record takes
/// the resume first (a second resume racing it is refused there and changes nothing), then the
/// session is marked resumed in the site's partition, and the site's allocator sends its share
/// (0 while the site has none free: the session waits for one).
async fn resume_under_limit(
    store: &Store,
    link: &dyn StationLink,
    session: &Session,
    request: &ActionRequest,
    scope: &SiteScope,
) -> Result<Session, StationActionError> {
    let resumed = store.accepted_by_station(session.org_id, session.id, request, scope).await?;
    // The record says resumed now, and a second resume would be refused: the partition is told
    // whatever it takes (one retry), never answered as a failure of a resume that happened.
    let mut marked = enrolment::set_paused(store, session, false).await;
    if marked.is_err() {
        marked = enrolment::set_paused(store, session, false).await;
    }
    if let Err(error) = marked {
        tracing::error!(session = %session.id, %error, "load.resume_not_marked");
    }
    let identity = session.station.as_ref().map_or("", |station| station.identity.as_str());
    wake(link, session.org_id, identity, session.asset_id, session.site_id).await;
    Ok(resumed)
}

/// The limit a resumed transaction gets: its station's capacity (the station's own maximum per
/// EVSE and a scheduled station-wide limit still hold beside it). An asset without a capacity
/// gets 350 kW, the most any charger class delivers, so resuming never leaves it held at less
/// than it can draw without naming a current no station takes.
fn resumed_limit(capacity_watts: i64) -> i64 {
    const MOST_ANY_CHARGER_DRAWS: i64 = 350_000;
    if capacity_watts > 0 { capacity_watts } else { MOST_ANY_CHARGER_DRAWS }
}

/// ChangeAvailability for the whole station (no `evse`): `Inoperative` while the asset is in
/// maintenance, `Operative` when it is active again. Best effort: the answer (or why there
/// was none) is recorded as a `station_command` event, in the shape the gateway's own
/// commands have (`{identity, action, request, reason, result | error | failure}`), and
/// returned; a failure to record it is logged, never the caller's.
pub async fn change_availability(
    store: &Store,
    link: &dyn StationLink,
    station: &StationAsset,
    operative: bool,
) -> Value {
    let command = StationCommand::ChangeAvailability { operative };
    let target = Target { org: station.org_id, identity: &station.identity, asset: station.asset_id };
    let mut data = json!({
        "identity": station.identity,
        "action": command.action(),
        "request": command.request(),
        "reason": if operative { "active" } else { "maintenance" },
    });
    let answer = link.call(target, command).await;
    merge(&mut data, outcome(&answer));
    if let Err(error) = store.record_station_command(station.org_id, station.asset_id, data.clone()).await {
        tracing::warn!(error = %error, station = %station.identity, "ocpp.station_command not recorded");
    }
    data
}

/// A scheduled power limit: the station's limit in W (`limit` is in kW). What the station
/// answered, for the run's result on the asset: `{action, result | error | failure}`.
pub async fn set_power_limit(link: &dyn StationLink, station: &StationAsset, limit: Capacity) -> Value {
    let command = station_limit(limit);
    let target = Target { org: station.org_id, identity: &station.identity, asset: station.asset_id };
    let mut data = json!({"action": command.action()});
    let answer = link.call(target, command).await;
    merge(&mut data, outcome(&answer));
    data
}

/// The command of a station-wide limit of `limit` kW.
pub fn station_limit(limit: Capacity) -> StationCommand {
    StationCommand::SetStationLimit { watts: limit.milli() }
}

/// A CALL's outcome as `station_command` events say it: `result` (the CALLRESULT payload),
/// `error` (the CALLERROR's code) or `failure` (why there was no answer).
fn outcome(answer: &Result<Value, LinkFailure>) -> Value {
    match answer {
        Ok(result) => json!({"result": result}),
        Err(LinkFailure::CallError { code, .. }) => json!({"error": {"code": code}}),
        Err(failure) => json!({"failure": failure.reason()}),
    }
}

fn merge(data: &mut Value, more: Value) {
    if let (Some(data), Value::Object(more)) = (data.as_object_mut(), more) {
        data.extend(more);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_accepted_status_is_accepted() {
        assert!(accepted(Ok(json!({"status": "Accepted"}))).is_ok());
        assert_eq!(
            accepted(Ok(json!({"status": "Rejected"}))).map(|_| ()),
            Err(StationRefusal::Rejected { status: "Rejected".into() })
        );
        assert_eq!(
            accepted(Ok(json!({}))).map(|_| ()),
            Err(StationRefusal::Rejected { status: "unknown".into() })
        );
        assert_eq!(
            accepted(Err(LinkFailure::Timeout)).map(|_| ()),
            Err(StationRefusal::Link(LinkFailure::Timeout))
        );
    }

    #[test]
    fn remote_start_ids_are_positive_i32() {
        for _ in 0..100 {
            assert!(remote_start_id() > 0);
        }
    }

    #[test]
    fn a_power_limit_is_the_stations_limit_in_watts() {
        let command = station_limit(Capacity::parse("7.4").expect("a limit"));
        assert_eq!(command, StationCommand::SetStationLimit { watts: 7400 });
    }
}
