//! /inventory-service/assets/{asset_id}/station/logs: asking a station for its diagnostics log
//! and listing what it uploaded (docs/ocpp.md, "A station's logs"). Site-based access control
//! applies as to the asset itself for reading; asking needs the caller assigned to the asset's
//! site (as every station command), and the station connected.

use http::Method;
use shared::domain::station_log::{LogPeriod, STATION_LOG_LIST, StationLog};
use shared::ids::{AssetId, AssetKind};
use shared::list::Extra;
use shared::permissions::Permission::*;
use shared::refusals::Answer;
use shared::route::list_reply;
use shared::site_access::SiteScope;
use shared::station_sessions::link::station_link;
use shared::station_sessions::logs::{download_url, request_log};
use shared::store::station_logs::station_logs_partition;
use shared::{Access, ApiError, Ctx, Reply, Route};

const LOGS: &str = "/inventory-service/assets/{asset_id}/station/logs";

pub fn routes() -> Vec<Route> {
    let need = Access::Permission;
    vec![
        // Not idempotent: each request is a new upload the station is asked for.
        Route::new(Method::POST, LOGS, need(AdminAssets), |ctx| Box::pin(request(ctx))),
        Route::new(Method::GET, LOGS, need(ReadAssets), |ctx| Box::pin(list(ctx))).read_only(),
    ]
}

fn asset_id(ctx: &Ctx) -> Result<(AssetId, &str), ApiError> {
    Ok((ctx.path_id::<AssetKind>("asset_id")?, ctx.param("asset_id")))
}

/// `{from?, to?}`: the station is asked to upload its log; 202 with the request, which the
/// station's notifications then move (`requested` → `uploading` → `uploaded` | `failed`).
async fn request(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = asset_id(&ctx)?;
    let scope = SiteScope::of(&ctx.principal);
    // Another organization's (or an unseen site's) asset is refused whatever the body says.
    let asked = ctx
        .app
        .store
        .station_for_log(ctx.principal.org_id, id, &scope)
        .await
        .map_err(|refused| refused.answer(shown, &ctx.version))?;
    let period = LogPeriod::from_body(&ctx.body)?;
    let link = station_link(&ctx.app.store, &ctx.app.config);
    let files = ctx.app.config.station_log_files.as_ref();
    let log = request_log(&ctx.app.store, &link, files, &asked, period)
        .await
        .map_err(|refused| refused.answer(shown, &ctx.version))?;
    Ok(Reply::with_status(http::StatusCode::ACCEPTED, log.render(&ctx.version, None)))
}

/// The station's log requests, newest first (cursor pagination), each with a short-lived
/// `download_url` once uploaded, for callers who may write the station (null for others).
async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = asset_id(&ctx)?;
    let scope = SiteScope::of(&ctx.principal);
    let asked = ctx
        .app
        .store
        .station_for_log(ctx.principal.org_id, id, &scope)
        .await
        .map_err(|refused| refused.answer(shown, &ctx.version))?;
    // A log may hold the station's secrets or the id tokens it saw: only a caller who may write
    // the station (admin:assets, assigned to its site) is given a link.
    let may_write = asked.reached && ctx.principal.permissions.contains(AdminAssets);
    // Cursor pages in every version, as every per-parent list (a webhook's deliveries, a
    // schedule's items): no organization-wide count to read for a total.
    let extra =
        Extra { cursor_always: true, partition: Some(station_logs_partition(id)), ..Extra::default() };
    let files = ctx.app.config.station_log_files.as_ref();
    list_reply(&ctx, &STATION_LOG_LIST, extra, |log: StationLog| {
        let url = download_url(files, &log, may_write);
        log.render(&ctx.version, url)
    })
    .await
}
