//! /inventory-service/firmware-campaigns: a firmware image rolled out to the charging
//! stations of one site, a few at a time (docs/ocpp.md, "Firmware campaigns"). Made, halted,
//! resumed and cancelled under `admin:assets`, read under `read:assets`; a caller limited to sites
//! reaches only campaigns at its sites, and targets only their stations. The scheduler sends
//! the updates; the gateway follows the stations' reports.

use http::Method;
use serde_json::json;
use shared::domain::asset::{Asset, Visibility};
use shared::domain::firmware_campaign::{
    CampaignStatus, FIRMWARE_CAMPAIGN_LIST, FirmwareCampaign, MAX_ACTIVE_CAMPAIGNS, MAX_START_AHEAD_MS,
    MAX_STATIONS, NewCampaign, Targets,
};
use shared::domain::site::Site;
use shared::ids::{FirmwareCampaignId, FirmwareCampaignKind, SiteId};
use shared::list::Extra;
use shared::permissions::Permission::*;
use shared::refusals;
use shared::route::list_reply;
use shared::site_access::SiteScope;
use shared::store::assets::ASSET;
use shared::store::firmware_campaigns::{Created, FIRMWARE_CAMPAIGN, Target, created_stations};
use shared::store::sites::SITE;
use shared::time::now_ms;
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/inventory-service/firmware-campaigns";
const ITEM: &str = "/inventory-service/firmware-campaigns/{campaign_id}";
const HALT: &str = "/inventory-service/firmware-campaigns/{campaign_id}/halt";
const RESUME: &str = "/inventory-service/firmware-campaigns/{campaign_id}/resume";
const CANCEL: &str = "/inventory-service/firmware-campaigns/{campaign_id}/cancel";

/// The most assets of a site a campaign's creation reads to find its stations (10 batch
/// reads): a larger site's stations are targeted by `asset_ids`.
const MAX_SITE_ASSETS: usize = 1000;
/// Pages of the organization's asset partition read to find a site's assets (1 MB each):
/// past them the request is refused, not the whole partition read.
const MAX_SITE_PAGES: usize = 10;

pub fn routes() -> Vec<Route> {
    let need = Access::Permission;
    vec![
        Route::new(Method::GET, COLLECTION, need(ReadAssets), |ctx| Box::pin(list(ctx))).read_only(),
        Route::new(Method::POST, COLLECTION, need(AdminAssets), |ctx| Box::pin(create(ctx))).idempotent(),
        Route::new(Method::GET, ITEM, need(ReadAssets), |ctx| Box::pin(get(ctx))).read_only(),
        Route::new(Method::POST, HALT, need(AdminAssets), |ctx| Box::pin(halt(ctx))),
        Route::new(Method::POST, RESUME, need(AdminAssets), |ctx| Box::pin(resume(ctx))),
        Route::new(Method::POST, CANCEL, need(AdminAssets), |ctx| Box::pin(cancel(ctx))),
    ]
}

/// The campaigns the caller sees: a caller limited to sites sees those at its sites and
/// those over stations visible to the whole organization.
async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let filters = SiteScope::of(&ctx.principal).list_filter().into_iter().collect();
    let extra = Extra { filters, cursor_always: true, ..Extra::default() };
    list_reply(&ctx, &FIRMWARE_CAMPAIGN_LIST, extra, |campaign: FirmwareCampaign| {
        campaign.render(&ctx.version, None)
    })
    .await
}

/// The campaign of the path, if the caller's organization owns it and the caller sees it
/// (403 `RESOURCE_ACCESS_DENIED` otherwise, as for a site-bound asset).
async fn reachable(ctx: &Ctx) -> Result<FirmwareCampaign, ApiError> {
    let id: FirmwareCampaignId = ctx.path_id::<FirmwareCampaignKind>("campaign_id")?;
    let shown = ctx.param("campaign_id");
    let campaign: FirmwareCampaign = ctx.owned(FIRMWARE_CAMPAIGN, id.uuid(), shown).await?;
    if !SiteScope::of(&ctx.principal).sees(campaign.visibility, campaign.site_id) {
        return Err(refusals::not_assigned_to_site(FIRMWARE_CAMPAIGN.resource, shown));
    }
    Ok(campaign)
}

/// The campaign with every station's state.
async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let campaign = reachable(&ctx).await?;
    let stations = ctx.app.store.campaign_stations(campaign.id).await?;
    Ok(Reply::ok(campaign.render(&ctx.version, Some(&stations))))
}

async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let new = NewCampaign::from_body(&ctx.body)?;
    let now = now_ms();
    let window_end = new.start_at.saturating_add(new.window_minutes * 60_000);
    if window_end <= now {
        return Err(ApiError::field(
            "start_at",
            "the campaign's window (start_at plus window) is already over",
        ));
    }
    if new.start_at > now.saturating_add(MAX_START_AHEAD_MS) {
        return Err(ApiError::field("start_at", "must be at most 90 days ahead"));
    }
    let (site_id, found) = stations_of(&ctx, &new.targets).await?;
    let bound = found.iter().any(|(asset, _)| asset.visibility == Visibility::Site);
    let visibility = if bound { Visibility::Site } else { Visibility::Organization };
    let targets: Vec<Target> = found.into_iter().map(|(_, target)| target).collect();
    let campaign = FirmwareCampaign {
        id: FirmwareCampaignId::generate(),
        org_id: ctx.principal.org_id,
        site_id,
        visibility,
        location: new.location,
        version: new.version,
        signature: new.signature,
        signing_certificate: new.signing_certificate,
        start_at: new.start_at,
        window_end,
        max_concurrent: new.max_concurrent,
        halt_after_failures: new.halt_after_failures,
        status: CampaignStatus::Running,
        halt_reason: None,
        stations: targets.len() as i64,
        in_flight: 0,
        failed: 0,
        installed: 0,
        expired: 0,
        // Counted by the create's own transaction.
        holds_slot: true,
        halt_at: new.halt_after_failures,
        created_at: now,
        updated_at: now,
    };
    let stations = created_stations(&campaign, &targets);
    let location = ctx.location_of(&ctx.version.show_id(&campaign.id));
    let reply = Reply::created(campaign.render(&ctx.version, Some(&stations)), &location);
    match ctx.app.store.create_campaign(&campaign, &targets, ctx.idempotency_record(&reply).as_ref()).await? {
        Created::Created => Ok(reply),
        Created::TooManyActive => Err(ApiError::Conflict {
            message: format!(
                "The organization has {MAX_ACTIVE_CAMPAIGNS} firmware campaigns not completed: \
                 let one complete first"
            ),
            details: json!({"reason": "too_many_active_campaigns", "limit": MAX_ACTIVE_CAMPAIGNS}),
        }),
        Created::StationBusy(asset, other) => Err(ApiError::Conflict {
            message: format!(
                "The station {} is in the firmware campaign {}, not done with it",
                ctx.version.show_id(&asset),
                ctx.version.show_id(&other)
            ),
            details: json!({
                "reason": "station_in_another_campaign",
                "asset_id": ctx.version.show_id(&asset),
                "campaign_id": ctx.version.show_id(&other),
            }),
        }),
    }
}

/// The stations a campaign targets, all at one site the caller reaches: 422 for targets that
/// are no charging stations of the organization or span sites, 403 for a site the caller is
/// not assigned to.
async fn stations_of(ctx: &Ctx, targets: &Targets) -> Result<(SiteId, Vec<(Asset, Target)>), ApiError> {
    let org = ctx.principal.org_id;
    let scope = SiteScope::of(&ctx.principal);
    let store = &ctx.app.store;
    let (site, found) = match targets {
        Targets::Site(site) => {
            let shown = ctx.version.show_id(site);
            let _: Site = ctx.owned(SITE, site.uuid(), &shown).await?;
            if !scope.reaches(Some(*site)) {
                return Err(refusals::not_assigned_to_site(SITE.resource, &shown));
            }
            let Some(assets) =
                store.assets_at_site_within(org, *site, MAX_SITE_ASSETS, MAX_SITE_PAGES).await?
            else {
                let message = format!(
                    "the site's assets are too many to find in one request (more than \
                     {MAX_SITE_ASSETS}, or the organization's too many): target its stations by asset_ids"
                );
                return Err(ApiError::field("targets", message));
            };
            let (found, _) = store.campaign_targets(org, &assets).await?;
            (*site, found)
        }
        Targets::Assets(ids) => {
            let (found, refused) = store.campaign_targets(org, ids).await?;
            if !refused.is_empty() {
                return Err(ApiError::InvalidValues {
                    field: "targets.asset_ids".into(),
                    message: "are not charging stations of your organization".into(),
                    values: refused.iter().map(|id| ctx.version.show_id(id)).collect(),
                });
            }
            let Some(site) = found.first().map(|(asset, _)| asset.site_id) else {
                return Err(ApiError::field("targets", "the assets are no charging stations"));
            };
            if found.iter().any(|(asset, _)| asset.site_id != site) {
                return Err(ApiError::field("targets", "asset_ids must all be at one site"));
            }
            if let Some((asset, _)) =
                found.iter().find(|(asset, _)| !scope.sees(asset.visibility, asset.site_id))
            {
                return Err(refusals::not_assigned_to_site(ASSET.resource, &ctx.version.show_id(&asset.id)));
            }
            if !scope.reaches(Some(site)) {
                return Err(refusals::not_assigned_to_site(SITE.resource, &ctx.version.show_id(&site)));
            }
            (site, found)
        }
    };
    if found.is_empty() {
        return Err(ApiError::field("targets", "the site has no charging stations"));
    }
    if found.len() > MAX_STATIONS {
        return Err(ApiError::field(
            "targets",
            format!("a campaign targets at most {MAX_STATIONS} stations"),
        ));
    }
    Ok((site, found))
}

/// Sends nothing more until resumed (stations already sent go on and are followed).
async fn halt(ctx: Ctx) -> Result<Reply, ApiError> {
    change_status(ctx, CampaignStatus::Halted).await
}

/// Sends again; the failures so far are forgiven: it halts after `halt_after_failures` more.
async fn resume(ctx: Ctx) -> Result<Reply, ApiError> {
    change_status(ctx, CampaignStatus::Running).await
}

/// Ends a running or halted campaign for good: nothing more is sent, its pending stations are
/// `cancelled` and free for another campaign at once, its place among the organization's
/// campaigns is given back; stations already sent the update are still followed to their end.
async fn cancel(ctx: Ctx) -> Result<Reply, ApiError> {
    change_status(ctx, CampaignStatus::Cancelled).await
}

/// Tries of a change that meets the campaign in another status than it read (the scheduler
/// halting or completing it meanwhile): each try reads it again.
const TRIES: usize = 3;

async fn change_status(ctx: Ctx, to: CampaignStatus) -> Result<Reply, ApiError> {
    let mut campaign = reachable(&ctx).await?;
    // Seeing a campaign (one over stations visible to the whole organization) is not running
    // it: halting, resuming and cancelling take the site itself, as writing to its assets does.
    if !SiteScope::of(&ctx.principal).reaches(Some(campaign.site_id)) {
        let shown = ctx.version.show_id(&campaign.site_id);
        return Err(refusals::not_assigned_to_site(SITE.resource, &shown));
    }
    let reason = (to == CampaignStatus::Halted).then_some("operator");
    for _ in 0..TRIES {
        let from_ok = match to {
            CampaignStatus::Halted => campaign.status == CampaignStatus::Running,
            CampaignStatus::Running => campaign.status == CampaignStatus::Halted,
            _ => !campaign.status.is_final(),
        };
        if !from_ok {
            break;
        }
        if ctx.app.store.set_campaign_status(&campaign, to, reason).await? {
            let now = reachable(&ctx).await?;
            return Ok(Reply::ok(now.render(&ctx.version, None)));
        }
        campaign = reachable(&ctx).await?;
    }
    let verb = match to {
        CampaignStatus::Halted => "halted",
        CampaignStatus::Running => "resumed",
        _ => "cancelled",
    };
    let status = campaign.status.as_str();
    Err(ApiError::Conflict {
        message: format!("The firmware campaign is {status} and cannot be {verb}"),
        details: json!({"reason": format!("campaign_{status}"), "status": status}),
    })
}
