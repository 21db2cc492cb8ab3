//! Firmware campaigns, moved on by each scheduler run (docs/ocpp.md, "Firmware campaigns").
//! For each campaign not completed: stations silent past the report timeout fail; a halted
//! campaign stops there; one whose failures reached its bound halts; once `start_at` has come,
//! pending stations are claimed and sent UpdateFirmware, up to `max_concurrent` in flight,
//! skipping stations with an open session; past its window the stations never sent fail
//! `window_elapsed`; a campaign whose every station is done completes.
//!
//! Exactly once per station: a station is sent UpdateFirmware only by the run whose
//! conditional claim moved it from `pending` to `sent` (`claim_campaign_station`). A claim
//! whose CALL surely never left (offline, gateway busy) is given back and tried by a later run.
//! A claim whose outcome is unknown (the run died after the claim, the call timed out) is never
//! sent again: the station's own reports move it on, or the report timeout fails it.

use futures_util::StreamExt;
use shared::domain::firmware_campaign::{
    CampaignStation, CampaignStatus, FirmwareCampaign, REPORT_TIMEOUT_MS, StationState,
};
use shared::domain::station_command::StationCommand;
use shared::ids::FirmwareCampaignId;
use shared::ocpp::link::LinkFailure;
use shared::station_sessions::commands::{StationLink, Target};
use shared::station_sessions::link::station_link;
use shared::store::assets::{ASSET, OpenSessions};
use shared::store::firmware_campaigns::{Claimed, Move};
use shared::{ApiError, App};

/// Campaigns moved on at once by one run.
const CAMPAIGNS_AT_ONCE: usize = 4;
/// A campaign's UpdateFirmware calls in flight at once (each may wait the call timeout).
const SENDS_AT_ONCE: usize = 8;
/// Stations a run looks at beyond the free places (those charging are passed over).
const EXAMINED_BEYOND: usize = 32;

/// Moves every active campaign on; how many stations were sent UpdateFirmware (and accepted
/// or left unanswered).
pub async fn run(app: &App, now: i64) -> Result<usize, ApiError> {
    let ids = app.store.active_campaigns().await?;
    let sent: Vec<usize> = futures_util::stream::iter(ids)
        .map(|id| async move {
            // One campaign's trouble must not hold up the others: it is tried again next run.
            Box::pin(advance(app, id, now)).await.unwrap_or_else(|error| {
                tracing::error!(error = ?error, campaign = %id.uuid(), "firmware campaign run failed");
                0
            })
        })
        .buffer_unordered(CAMPAIGNS_AT_ONCE)
        .collect()
        .await;
    Ok(sent.into_iter().sum())
}

async fn advance(app: &App, id: FirmwareCampaignId, now: i64) -> Result<usize, ApiError> {
    let Some(campaign) = app.store.campaign(id).await? else {
        app.store.forget_active_campaign(id).await?;
        return Ok(0);
    };
    if campaign.status == CampaignStatus::Completed {
        app.store.forget_active_campaign(id).await?;
        return Ok(0);
    }
    let mut stations = app.store.campaign_stations(id).await?;
    for station in
        stations.iter_mut().filter(|s| s.state.in_flight() && now - s.changed_at >= REPORT_TIMEOUT_MS)
    {
        if fail(app, &campaign, station, "timed_out").await? {
            station.state = StationState::Failed;
        }
    }
    if campaign.status == CampaignStatus::Halted || app.store.halt_on_failures(id).await? {
        return Ok(0);
    }
    if now < campaign.start_at {
        return Ok(0);
    }
    if now >= campaign.window_end {
        for station in stations.iter_mut().filter(|s| s.state == StationState::Pending) {
            if fail(app, &campaign, station, "window_elapsed").await? {
                station.state = StationState::Failed;
            }
        }
    }
    if stations.iter().all(|station| station.state.is_terminal()) {
        app.store.set_campaign_status(&campaign, CampaignStatus::Completed, None).await?;
        return Ok(0);
    }
    let in_flight = stations.iter().filter(|station| station.state.in_flight()).count() as i64;
    let free = usize::try_from(campaign.max_concurrent - in_flight).unwrap_or(0);
    let claimed = claim(app, &campaign, &stations, free, now).await?;
    // Made in a loop, not a closure: the run's future must stay Send for every lifetime.
    let mut sends = Vec::with_capacity(claimed.len());
    for (station, request_id) in claimed {
        sends.push(Box::pin(send(app, &campaign, station, request_id, now)));
    }
    let sent: Vec<bool> = futures_util::stream::iter(sends).buffer_unordered(SENDS_AT_ONCE).collect().await;
    Ok(sent.into_iter().filter(|sent| *sent).count())
}

/// Claims up to `free` pending stations, in order, passing over those charging (an open
/// session: they are tried again next run, once idle).
async fn claim<'a>(
    app: &App,
    campaign: &FirmwareCampaign,
    stations: &'a [CampaignStation],
    free: usize,
    now: i64,
) -> Result<Vec<(&'a CampaignStation, i64)>, ApiError> {
    let mut claimed = Vec::new();
    let pending: Vec<&CampaignStation> =
        stations.iter().filter(|station| station.state == StationState::Pending).collect();
    if pending.is_empty() || free == 0 {
        return Ok(claimed);
    }
    // A run looks at a bounded number of stations (each a read of its asset), starting where the
    // minute says, so stations charging at the head of the list do not keep the rest waiting.
    let start = usize::try_from(now / 60_000).unwrap_or(0) % pending.len();
    let examined = pending.iter().cycle().skip(start).take(pending.len().min(free + EXAMINED_BEYOND));
    for &station in examined {
        if claimed.len() >= free {
            break;
        }
        if charging(app, campaign, station).await? {
            continue;
        }
        let request_id = request_id();
        match app.store.claim_campaign_station(campaign, station.asset_id, request_id, now).await? {
            Claimed::Claimed => claimed.push((station, request_id)),
            // Another run claimed it first.
            Claimed::Taken => {}
            // Halted, at its bound, or past its failures meanwhile: nothing more this run.
            Claimed::CampaignRefused => break,
        }
    }
    Ok(claimed)
}

/// Whether the station's asset holds an open session (a gone asset holds none: its send
/// fails as the station would).
async fn charging(
    app: &App,
    campaign: &FirmwareCampaign,
    station: &CampaignStation,
) -> Result<bool, ApiError> {
    let holds = app.store.get_owned::<OpenSessions>(ASSET, station.asset_id.uuid(), campaign.org_id).await?;
    Ok(holds.is_ok_and(|OpenSessions(holds)| holds.first_open().is_some()))
}

/// A fresh `requestId`: positive, random, so a station's report for an older update (or
/// another station's guess) does not name this one.
fn request_id() -> i64 {
    let mut bytes = [0u8; 4];
    let _ = getrandom::fill(&mut bytes);
    i64::from(u32::from_le_bytes(bytes) & 0x7fff_ffff).max(1)
}

/// Sends the claimed station UpdateFirmware and records what the answer says; `true` when it
/// went out (accepted, or unanswered).
async fn send(
    app: &App,
    campaign: &FirmwareCampaign,
    station: &CampaignStation,
    request_id: i64,
    now: i64,
) -> bool {
    let command = StationCommand::UpdateFirmware {
        request_id: i32::try_from(request_id).unwrap_or(i32::MAX),
        location: campaign.location.clone(),
        retrieve_at: now,
        signature: campaign.signature.clone(),
        signing_certificate: campaign.signing_certificate.clone(),
    };
    let link = station_link(&app.store, &app.config);
    let target = Target { org: campaign.org_id, identity: &station.identity, asset: station.asset_id };
    let answer = StationLink::call(&link, target, command).await;
    let sent = StationState::Sent;
    let recorded = match answer {
        Ok(result) => match result.get("status").and_then(serde_json::Value::as_str) {
            // 1.6's UpdateFirmware answers nothing but its acceptance.
            None | Some("Accepted") | Some("AcceptedCanceled") => {
                app.store
                    .record_campaign_sent(campaign, station.asset_id, &station.identity, request_id)
                    .await
            }
            Some(refusal) => moved(app, campaign, station, (sent, Some(request_id)), refusal).await,
        },
        // The CALL never left: the station is pending again.
        Err(LinkFailure::Offline | LinkFailure::TooManyCalls { .. } | LinkFailure::Busy { .. }) => {
            if let Err(error) =
                app.store.release_campaign_station(campaign, station.asset_id, request_id).await
            {
                // Left claimed: the report timeout fails it, as for a claim whose run died.
                tracing::error!(error = ?error, "campaign claim not released");
            }
            return false;
        }
        Err(LinkFailure::CallError { code, .. }) => {
            moved(app, campaign, station, (sent, Some(request_id)), &code).await
        }
        Err(LinkFailure::Unsupported) => {
            moved(app, campaign, station, (sent, Some(request_id)), "unsupported").await
        }
        // Whether the station took it is unknown: its reports say, or the report timeout.
        Err(failure) => {
            tracing::warn!(reason = failure.reason(), asset = %station.asset_id.uuid(), "campaign update unanswered");
            Ok(true)
        }
    };
    recorded.unwrap_or_else(|error| {
        tracing::error!(error = ?error, asset = %station.asset_id.uuid(), "campaign send not recorded");
        true
    })
}

async fn moved(
    app: &App,
    campaign: &FirmwareCampaign,
    station: &CampaignStation,
    (from, request_id): (StationState, Option<i64>),
    reason: &str,
) -> Result<bool, shared::store::StoreError> {
    let change = Move {
        campaign,
        asset: station.asset_id,
        identity: &station.identity,
        from,
        request_id,
        to: StationState::Failed,
        reason: Some(reason.to_owned()),
    };
    app.store.move_campaign_station(&change, None).await?;
    Ok(false)
}

/// Fails a station where it stands (timed out, or never sent within the window).
async fn fail(
    app: &App,
    campaign: &FirmwareCampaign,
    station: &CampaignStation,
    reason: &str,
) -> Result<bool, ApiError> {
    let change = Move {
        campaign,
        asset: station.asset_id,
        identity: &station.identity,
        from: station.state,
        request_id: station.request_id.filter(|_| station.state != StationState::Pending),
        to: StationState::Failed,
        reason: Some(reason.to_owned()),
    };
    Ok(app.store.move_campaign_station(&change, None).await?)
}
