//! Firmware campaigns, moved on by each scheduler run (docs/ocpp.md, "Firmware campaigns").
//! For each campaign not completed: stations silent past the report timeout fail; a cancelled
//! campaign writes its pending stations `cancelled` and stops there; one whose failures reached
//! its bound halts; past its window (running or halted) the stations never sent fail
//! `window_elapsed`; a campaign (running or halted) whose every station is done completes; a
//! halted one stops there; once `start_at` has come, pending stations are claimed and sent
//! UpdateFirmware, up to `max_concurrent` in flight, skipping stations with an open session.
//!
//! Exactly once per station: a station is sent UpdateFirmware only by the run whose
//! conditional claim moved it from `pending` to `sent` (`claim_campaign_station`). A claim
//! whose CALL surely never left (offline, gateway busy) is given back and tried by a later run.
//! A claim whose outcome is unknown (the run died after the claim, the call timed out) is never
//! sent again: the station's own reports move it on, or the report timeout fails it.

use std::time::{Duration, Instant};

use futures_util::StreamExt;
use shared::domain::firmware_campaign::{
    CampaignStation, CampaignStatus, FirmwareCampaign, REPORT_TIMEOUT_MS, StationState,
};
use shared::domain::station_command::StationCommand;
use shared::ocpp::link::LinkFailure;
use shared::station_sessions::commands::{StationLink, Target};
use shared::station_sessions::link::station_link;
use shared::store::firmware_campaigns::{ActiveCampaign, Claimed, Fitness, Move};
use shared::{ApiError, App};

/// Campaigns moved on at once by one run.
const CAMPAIGNS_AT_ONCE: usize = 4;
/// A campaign's UpdateFirmware calls in flight at once (each may wait the call timeout).
const SENDS_AT_ONCE: usize = 8;
/// Stations a run looks at beyond the free places (those charging are passed over).
const EXAMINED_BEYOND: usize = 32;
/// The scheduler's Lambda timeout (template.yaml, `SchedulerFunction`'s `Timeout`).
const RUN_BUDGET: Duration = Duration::from_secs(120);
/// Kept free at the end of a run for the writes after the last call.
const MARGIN: Duration = Duration::from_secs(15);
/// A claim never marked dispatched for this long was made by a run that died before the
/// call: it is given back (two run budgets: no live run still holds it).
const UNDISPATCHED_MS: i64 = 2 * 120_000;

/// Moves every active campaign on; how many stations were sent UpdateFirmware (and accepted
/// or left unanswered). Bounded across tenants: no campaign or send starts after the run's
/// deadline (its budget less a call's timeout and a margin), campaigns are taken one
/// organization at a time in turn, from a starting point that moves each minute, and
/// markers say which campaigns need no read this run.
pub async fn run(app: &App, now: i64) -> Result<usize, ApiError> {
    let deadline = Instant::now() + RUN_BUDGET.saturating_sub(app.config.ocpp_call_timeout + MARGIN);
    let markers = app.store.active_campaigns().await?;
    let due = markers.into_iter().filter(|marker| marker.start_at.is_none_or(|start| start <= now)).collect();
    let ordered = fair_order(due, now);
    let sent: Vec<usize> = futures_util::stream::iter(ordered)
        .map(|marker| async move {
            if Instant::now() >= deadline {
                return 0;
            }
            let id = marker.id;
            // One campaign's trouble must not hold up the others: it is tried again next run.
            Box::pin(advance(app, &marker, now, deadline)).await.unwrap_or_else(|error| {
                tracing::error!(error = ?error, campaign = %id.uuid(), "firmware campaign run failed");
                0
            })
        })
        .buffer_unordered(CAMPAIGNS_AT_ONCE)
        .collect()
        .await;
    Ok(sent.into_iter().sum())
}

/// Round-robin over organizations (one campaign of each in turn), the organizations and each
/// organization's campaigns rotated by the minute, so that neither the oldest campaigns nor
/// one tenant with many always go first when a run ends at its deadline.
fn fair_order(markers: Vec<ActiveCampaign>, now: i64) -> Vec<ActiveCampaign> {
    let turn = usize::try_from(now / 60_000).unwrap_or(0);
    let mut by_org: std::collections::BTreeMap<Option<String>, Vec<ActiveCampaign>> =
        std::collections::BTreeMap::new();
    for marker in markers {
        by_org.entry(marker.org.map(|org| org.uuid().to_string())).or_default().push(marker);
    }
    let mut queues: Vec<std::collections::VecDeque<ActiveCampaign>> = by_org
        .into_values()
        .map(|mut campaigns| {
            let shift = turn % campaigns.len();
            campaigns.rotate_left(shift);
            campaigns.into()
        })
        .collect();
    if !queues.is_empty() {
        let shift = turn % queues.len();
        queues.rotate_left(shift);
    }
    let mut ordered = Vec::new();
    while queues.iter().any(|queue| !queue.is_empty()) {
        for queue in &mut queues {
            ordered.extend(queue.pop_front());
        }
    }
    ordered
}

async fn advance(app: &App, marker: &ActiveCampaign, now: i64, deadline: Instant) -> Result<usize, ApiError> {
    let id = marker.id;
    let Some(campaign) = app.store.campaign(id).await? else {
        app.store.forget_active_campaign(id).await?;
        return Ok(0);
    };
    if campaign.status == CampaignStatus::Completed {
        app.store.forget_active_campaign(id).await?;
        return Ok(0);
    }
    let window_over = now >= campaign.window_end;
    if campaign.status == CampaignStatus::Halted && campaign.in_flight == 0 && !window_over {
        // Nothing of it can time out, and a resume could still send its pending parts: its
        // stations are not read, unless its counts say every part is over (then it completes).
        if !campaign.all_parts_over() {
            return Ok(0);
        }
    }
    let mut stations = app.store.campaign_stations(id).await?;
    for station in stations.iter_mut().filter(|s| s.state.in_flight()) {
        let silent = now - station.changed_at;
        if station.state == StationState::Sent && station.dispatched_at.is_none() {
            // Claimed by a run that died before calling: never sent, so given back.
            if silent >= UNDISPATCHED_MS {
                let request_id = station.request_id.unwrap_or_default();
                if app.store.release_campaign_station(&campaign, station.asset_id, request_id).await? {
                    station.state = StationState::Pending;
                }
            }
            continue;
        }
        if silent >= REPORT_TIMEOUT_MS {
            // A station deleted or re-identified meanwhile is not the image's failure.
            let removed = app.store.campaign_station_fitness(&campaign, station).await? == Fitness::Removed;
            let reason = if removed { "station_removed" } else { "timed_out" };
            if fail(app, &campaign, station, reason).await? {
                station.state = StationState::Failed;
            }
        }
    }
    if campaign.status == CampaignStatus::Cancelled {
        return finish_cancelled(app, &campaign, &mut stations, deadline).await;
    }
    let halted = campaign.status == CampaignStatus::Halted;
    if !halted && app.store.halt_on_failures(id).await? {
        return Ok(0);
    }
    if now < campaign.start_at {
        return Ok(0);
    }
    if window_over {
        // Running or halted, a pending part can no longer be sent.
        for station in stations.iter_mut().filter(|s| s.state == StationState::Pending) {
            if fail(app, &campaign, station, "window_elapsed").await? {
                station.state = StationState::Failed;
            }
        }
    }
    if stations.iter().all(|station| station.state.is_terminal()) {
        // Running or halted, every part is over: it completes, giving back its place and its
        // stations. The counts the `completed` event carries are the final ones, read after
        // this run's own moves (and the status it was read in is the one the change expects).
        let finished = app.store.campaign(id).await?.unwrap_or(campaign);
        if !finished.status.is_final() {
            app.store.set_campaign_status(&finished, CampaignStatus::Completed, None).await?;
        }
        return Ok(0);
    }
    if halted {
        return Ok(0);
    }
    let in_flight = stations.iter().filter(|station| station.state.in_flight()).count() as i64;
    let free = usize::try_from(campaign.max_concurrent - in_flight).unwrap_or(0);
    let claimed = claim(app, &campaign, &mut stations, free, now, deadline).await;
    // Made in a loop, not a closure: the run's future must stay Send for every lifetime.
    let mut sends = Vec::with_capacity(claimed.len());
    for (station, request_id) in claimed {
        sends.push(Box::pin(send(app, &campaign, station, request_id, now, deadline)));
    }
    let sent: Vec<bool> = futures_util::stream::iter(sends).buffer_unordered(SENDS_AT_ONCE).collect().await;
    Ok(sent.into_iter().filter(|sent| *sent).count())
}

/// A cancelled campaign: its pending parts written `cancelled` (they already read so, and
/// their stations are already free), its parts in flight followed to their end (above); once
/// none is left in flight or pending, its marker goes and runs stop reading it. One write per
/// pending part, none after the run's deadline (the next run writes the rest).
async fn finish_cancelled(
    app: &App,
    campaign: &FirmwareCampaign,
    stations: &mut [CampaignStation],
    deadline: Instant,
) -> Result<usize, ApiError> {
    for station in stations.iter_mut().filter(|s| s.state == StationState::Pending) {
        if Instant::now() >= deadline {
            return Ok(0);
        }
        if app.store.cancel_pending_station(campaign, station.asset_id).await? {
            station.state = StationState::Cancelled;
        }
    }
    if stations.iter().all(|station| station.state.is_terminal()) {
        app.store.forget_active_campaign(campaign.id).await?;
    }
    Ok(0)
}

/// Claims up to `free` pending stations, in order, passing over those charging or offline
/// (tried again by a later run) and failing those removed or moved to another site. An error
/// part-way ends the claiming but keeps the claims made: they are sent (or given back).
async fn claim(
    app: &App,
    campaign: &FirmwareCampaign,
    stations: &mut [CampaignStation],
    free: usize,
    now: i64,
    deadline: Instant,
) -> Vec<(CampaignStation, i64)> {
    let mut claimed = Vec::new();
    let pending: Vec<usize> =
        (0..stations.len()).filter(|&at| stations[at].state == StationState::Pending).collect();
    if pending.is_empty() || free == 0 {
        return claimed;
    }
    // A run looks at a bounded number of stations (each a read of its asset), starting where the
    // minute says, so stations charging at the head of the list do not keep the rest waiting.
    let start = usize::try_from(now / 60_000).unwrap_or(0) % pending.len();
    let examined: Vec<usize> =
        pending.iter().cycle().skip(start).take(pending.len().min(free + EXAMINED_BEYOND)).copied().collect();
    for at in examined {
        if claimed.len() >= free || Instant::now() >= deadline {
            break;
        }
        match claim_one(app, campaign, &stations[at], now).await {
            Ok(Some(request_id)) => claimed.push((stations[at].clone(), request_id)),
            Ok(None) => {}
            Err(Stop::Campaign) => break,
            Err(Stop::Failed(error)) => {
                tracing::error!(error = ?error, campaign = %campaign.id.uuid(), "campaign claim failed");
                break;
            }
        }
    }
    claimed
}

enum Stop {
    /// Halted, at its bound, or past its failures meanwhile: nothing more this run.
    Campaign,
    Failed(ApiError),
}

impl<E: Into<ApiError>> From<E> for Stop {
    fn from(error: E) -> Self {
        Stop::Failed(error.into())
    }
}

/// One station: its `requestId` when claimed, `None` when passed over (or failed for good).
async fn claim_one(
    app: &App,
    campaign: &FirmwareCampaign,
    station: &CampaignStation,
    now: i64,
) -> Result<Option<i64>, Stop> {
    match app.store.campaign_station_fitness(campaign, station).await? {
        Fitness::Ready => {}
        Fitness::Charging | Fitness::Offline => return Ok(None),
        // Not the image's failure: the part ends, uncounted by the halt.
        Fitness::Removed => {
            fail(app, campaign, station, "station_removed").await?;
            return Ok(None);
        }
        Fitness::Moved => {
            fail(app, campaign, station, "station_moved").await?;
            return Ok(None);
        }
    }
    let request_id = request_id();
    match app.store.claim_campaign_station(campaign, station.asset_id, request_id, now).await? {
        Claimed::Claimed => Ok(Some(request_id)),
        // Another run claimed it first.
        Claimed::Taken => Ok(None),
        // A create that raced this campaign's took the station (its pointer names that
        // campaign, which still holds it: a stale pointer was taken over by the claim):
        // sending it here too would update it twice. The part ends, uncounted.
        Claimed::StationBusy => {
            fail(app, campaign, station, "station_busy").await?;
            Ok(None)
        }
        Claimed::CampaignRefused => Err(Stop::Campaign),
    }
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
    station: CampaignStation,
    request_id: i64,
    now: i64,
    deadline: Instant,
) -> bool {
    let station = &station;
    // Past the deadline, or the claim not markable: the call is not made, the claim given back.
    let dispatched = Instant::now() < deadline
        && app
            .store
            .mark_campaign_dispatched(campaign, station.asset_id, request_id, now)
            .await
            .unwrap_or_else(|error| {
                tracing::error!(error = ?error, "campaign claim not marked dispatched");
                false
            });
    if !dispatched {
        give_back(app, campaign, station, request_id).await;
        return false;
    }
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
            give_back(app, campaign, station, request_id).await;
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

/// Gives a claim back (pending again); a release that fails after its retries is logged: the
/// claim then stays marked or not, and a later run gives back or times out accordingly.
async fn give_back(app: &App, campaign: &FirmwareCampaign, station: &CampaignStation, request_id: i64) {
    match app.store.release_campaign_station(campaign, station.asset_id, request_id).await {
        Ok(_) => {}
        Err(error) => {
            tracing::error!(error = ?error, asset = %station.asset_id.uuid(), "campaign claim not released")
        }
    }
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
