//! What a schedule item does to each asset it targets. Every action is safe to repeat when
//! a run is taken over after its worker died: a session started by this run is found by its
//! reference (the event id) and counts as done; a stop only ends a session that started
//! before the due time; setting a limit twice sets it once.

use futures_util::StreamExt;
use serde_json::{Value, json};
use shared::domain::capacity::Capacity;
use shared::domain::event::Event;
use shared::domain::evse::EvseId;
use shared::domain::schedule::{ItemAction, Target};
use shared::domain::session::{Action, ActionRequest, NewSession, Session};
use shared::domain::session_machine::SessionActionError;
use shared::domain::stop_reason::StopReason;
use shared::ids::{AssetId, OrgId, SessionId};
use shared::refusals::Answer;
use shared::site_access::SiteScope;
use shared::station_sessions::commands::{self, StationActionError, StationRefusal, StationStartError};
use shared::station_sessions::link::station_link;
use shared::station_sessions::power_limit;
use shared::store::asset_holds::Hold;
use shared::store::assets::{ASSET, OpenSessions};
use shared::store::entity::EntityError;
use shared::store::sessions::{ActOnSessionError, SESSION, StartSessionError};
use shared::versions::ApiVersion;
use shared::{ApiError, App};

/// Acts on every asset of the target; one result per asset.
pub async fn apply(
    app: &App,
    event: &Event,
    target: Target,
    action: ItemAction,
    due: i64,
    now: i64,
) -> Result<Vec<Value>, ApiError> {
    let org = event.org_id;
    let assets = match target {
        Target::Asset(asset) => vec![asset],
        Target::Site(site) => app.store.assets_at_site(org, site).await?,
    };
    // A station's call may wait the whole call timeout (10 s), so a site's assets are acted on
    // a few at a time; `buffered` keeps the results in asset order. The worst case, every asset
    // a station that never answers, is ceil(n / ASSETS_AT_ONCE) call timeouts: the scheduler's
    // Lambda Timeout (template.yaml) must stay above it for the sites it serves, and below
    // `LEASE_MS`, so that a run cut short is taken over and a live one never is.
    let results = futures_util::stream::iter(assets)
        .map(|asset| async move {
            let mut result = act(app, event, asset, action, (due, now)).await;
            result["asset_id"] = json!(asset.uuid().to_string());
            result
        })
        .buffered(ASSETS_AT_ONCE)
        .collect()
        .await;
    Ok(results)
}

/// The assets of a site-wide item acted on at once.
const ASSETS_AT_ONCE: usize = 8;

/// `succeeded` when an action took effect on some asset and failed on none, `failed` when
/// it failed on any, `skipped` when there was nothing to do.
pub fn outcome(results: &[Value]) -> &'static str {
    let any = |outcome: &str| results.iter().any(|r| r["outcome"] == outcome);
    if any("failed") {
        "failed"
    } else if any("succeeded") {
        "succeeded"
    } else {
        "skipped"
    }
}

async fn act(app: &App, event: &Event, asset: AssetId, action: ItemAction, (due, now): (i64, i64)) -> Value {
    let org = event.org_id;
    // Boxed: the session futures are large, and the scheduler's own future stays small.
    let result = match action {
        ItemAction::StartSession(evse) => Box::pin(start(app, event, asset, evse)).await,
        ItemAction::StopSession(evse) => Box::pin(stop(app, org, (asset, evse), due)).await,
        ItemAction::SetPowerLimit(limit) => Box::pin(set_limit(app, org, asset, limit, now)).await,
    };
    result.unwrap_or_else(|error| match error {
        // A write that lost a race with another writer.
        ApiError::Conflict { .. } => json!({"outcome": "skipped", "reason": null}),
        ApiError::InvalidValue { .. } | ApiError::NotFound { .. } | ApiError::Gone { .. } => {
            skipped("asset_not_found")
        }
        other => {
            tracing::error!(error = ?other, asset = %asset.uuid(), "scheduled action failed");
            json!({"outcome": "failed", "reason": "internal_error"})
        }
    })
}

fn skipped(reason: &str) -> Value {
    json!({"outcome": "skipped", "reason": reason})
}

fn succeeded(session: SessionId) -> Value {
    json!({"outcome": "succeeded", "session_id": session.uuid().to_string()})
}

async fn start(app: &App, event: &Event, asset: AssetId, evse_id: Option<EvseId>) -> Result<Value, ApiError> {
    let reference = event.id.legacy();
    let new = NewSession {
        asset_given: asset.legacy(),
        asset_id: Some(asset),
        reference: Some(reference.clone()),
        evse_id,
    };
    // On a station the station is asked first (RequestStartTransaction), as for the API.
    let link = station_link(&app.store, &app.config);
    let started =
        commands::start_session(&app.store, &link, event.org_id, &new, &SiteScope::All, |_, _| None).await;
    let refused = match started {
        Ok(started) => return Ok(succeeded(started.session.id)),
        Err(StationStartError::Station(refused)) => return Ok(station_refused(&refused)),
        Err(StationStartError::Start(refused)) => refused,
    };
    match refused {
        StartSessionError::AssetBusy { session_id } => {
            // Taken over: the open session may be the one this run started before its worker died.
            let session: Option<Session> = app.store.get_entity(SESSION, session_id.uuid()).await?;
            if session.and_then(|s| s.reference) == Some(reference) {
                return Ok(succeeded(session_id));
            }
            Ok(skipped("session_already_open"))
        }
        // Another start is asking the station (a run taken over, or the API): not this run's.
        StartSessionError::StartPending { .. } => Ok(skipped("start_pending")),
        StartSessionError::AssetNotActive { .. } => Ok(skipped("asset_not_active")),
        StartSessionError::AssetChanged => Ok(skipped("concurrent_modification")),
        StartSessionError::UnknownAsset => Ok(skipped("asset_not_found")),
        other => Err(other.answer(&new.asset_given, &ApiVersion::DEFAULT)),
    }
}

async fn stop(
    app: &App,
    org: OrgId,
    (asset, evse): (AssetId, Option<EvseId>),
    due: i64,
) -> Result<Value, ApiError> {
    let OpenSessions(holds) = app
        .store
        .get_owned(ASSET, asset.uuid(), org)
        .await?
        .map_err(|e| (e, ASSET).answer(&asset.legacy(), &ApiVersion::DEFAULT))?;
    // The EVSE's session when the item names one, else the first open one.
    let session = match evse {
        Some(evse) => holds.open_on(Hold::Evse(evse)),
        None => holds.first_open(),
    };
    let Some(session) = session else {
        return Ok(skipped("no_open_session"));
    };
    let stored: Session = app
        .store
        .get_owned(SESSION, session.uuid(), org)
        .await?
        .map_err(|e| (e, SESSION).answer(&session.legacy(), &ApiVersion::DEFAULT))?;
    if stored.started_at > due {
        // Started after this run was due (e.g. while a dead worker's run waited to be taken over).
        return Ok(skipped("session_started_after_due_time"));
    }
    let request = ActionRequest {
        action: Action::Stop,
        reason: None,
        energy_kwh: None,
        stop_by: StopReason::Scheduled,
    };
    let link = station_link(&app.store, &app.config);
    match commands::act_on_session(&app.store, &link, org, session, &request, &SiteScope::All).await {
        Ok(_) => Ok(succeeded(session)),
        Err(StationActionError::Station(refused)) => Ok(station_refused(&refused)),
        Err(StationActionError::Act(refused)) => act_refused(refused, session),
    }
}

/// The station did not do it: the run fails on this asset, naming why.
fn station_refused(refused: &StationRefusal) -> Value {
    match refused {
        StationRefusal::Rejected { status } => {
            json!({"outcome": "failed", "reason": "station_rejected", "station_status": status})
        }
        StationRefusal::Link(failure) => json!({"outcome": "failed", "reason": failure.reason()}),
    }
}

fn act_refused(refused: ActOnSessionError, session: SessionId) -> Result<Value, ApiError> {
    match refused {
        ActOnSessionError::Refused(SessionActionError::InvalidTransition { .. }) => {
            Ok(skipped("invalid_session_transition"))
        }
        ActOnSessionError::AssetNotActive => Ok(skipped("asset_not_active")),
        ActOnSessionError::KeptChanging => Ok(skipped("concurrent_modification")),
        ActOnSessionError::Entity(EntityError::NotFound | EntityError::Gone) => {
            Ok(skipped("asset_not_found"))
        }
        other => Err(other.answer(&session.legacy(), &ApiVersion::DEFAULT)),
    }
}

async fn set_limit(
    app: &App,
    org: OrgId,
    asset: AssetId,
    limit: Capacity,
    now: i64,
) -> Result<Value, ApiError> {
    let Some(asset) = app.store.set_power_limit(org, asset, limit, now).await? else {
        return Ok(skipped("asset_not_found"));
    };
    let mut result = json!({"outcome": "succeeded", "power_limit_kw": limit.to_json()});
    // A station is sent the limit too, and its sessions at a limited site get the new maximum;
    // the asset's limit stands whatever the station answers.
    let link = station_link(&app.store, &app.config);
    if let Some(answer) = power_limit::limit_changed(&app.store, &link, &asset).await {
        result["station"] = answer;
    }
    Ok(result)
}
