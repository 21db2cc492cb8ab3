//! /inventory-service/assets/{asset_id}/station/{reset,unlock,trigger,configuration}: the
//! operator's commands to a connected station, each answering the station's verdict
//! (docs/ocpp.md, "Commands" and "Configuration"). Site-based access control applies as for
//! the station's credential: acting needs the asset's site, reading the configuration follows
//! the asset's visibility.

use http::Method;
use serde_json::{Value, json};
use shared::domain::body::BodyError;
use shared::domain::station_command::StationCommand;
use shared::domain::station_requests::{
    keys_from_query, reset_from_body, settings_from_body, trigger_from_body, unlock_from_body,
};
use shared::domain::station_settings::Settings;
use shared::ids::{AssetId, AssetKind};
use shared::permissions::Permission::*;
use shared::refusals::Answer;
use shared::site_access::SiteScope;
use shared::station_sessions::link::station_link;
use shared::station_sessions::station_commands::{self, CommandError};
use shared::{Access, ApiError, Ctx, Reply, Route};

const RESET: &str = "/inventory-service/assets/{asset_id}/station/reset";
const UNLOCK: &str = "/inventory-service/assets/{asset_id}/station/unlock";
const TRIGGER: &str = "/inventory-service/assets/{asset_id}/station/trigger";
const CONFIGURATION: &str = "/inventory-service/assets/{asset_id}/station/configuration";

pub fn routes() -> Vec<Route> {
    let need = Access::Permission;
    vec![
        Route::new(Method::POST, RESET, need(AdminAssets), |ctx| Box::pin(reset(ctx))),
        Route::new(Method::POST, UNLOCK, need(AdminAssets), |ctx| Box::pin(unlock(ctx))),
        Route::new(Method::POST, TRIGGER, need(AdminAssets), |ctx| Box::pin(trigger(ctx))),
        Route::new(Method::GET, CONFIGURATION, need(ReadAssets), |ctx| Box::pin(read_configuration(ctx))),
        Route::new(Method::PATCH, CONFIGURATION, need(AdminAssets), |ctx| Box::pin(write_configuration(ctx))),
    ]
}

fn asset_id(ctx: &Ctx) -> Result<(AssetId, &str), ApiError> {
    Ok((ctx.path_id::<AssetKind>("asset_id")?, ctx.param("asset_id")))
}

/// The body read into its command, after the caller proved it may act on the asset's station
/// when the body is bad (another organization's asset is refused whatever the body says).
async fn command_of(
    ctx: &Ctx,
    (id, shown): (AssetId, &str),
    read: fn(&[u8]) -> Result<StationCommand, BodyError>,
) -> Result<StationCommand, ApiError> {
    let scope = SiteScope::of(&ctx.principal);
    let access = async {
        let reached = ctx.app.store.station_for_command(ctx.principal.org_id, id, &scope).await;
        reached.map(|_| ()).map_err(|refused| refused.answer(shown, &ctx.version))
    };
    shared::route::parsed_after_access(read(&ctx.body), access).await
}

async fn reset(ctx: Ctx) -> Result<Reply, ApiError> {
    send(ctx, "reset", reset_from_body).await
}

async fn unlock(ctx: Ctx) -> Result<Reply, ApiError> {
    send(ctx, "unlock", unlock_from_body).await
}

async fn trigger(ctx: Ctx) -> Result<Reply, ApiError> {
    send(ctx, "trigger", trigger_from_body).await
}

/// The command sent; 200 with the station's status when it did (or will do) it.
async fn send(
    ctx: Ctx,
    name: &str,
    read: fn(&[u8]) -> Result<StationCommand, BodyError>,
) -> Result<Reply, ApiError> {
    let (id, shown) = asset_id(&ctx)?;
    let command = command_of(&ctx, (id, shown), read).await?;
    let scope = SiteScope::of(&ctx.principal);
    let link = station_link(&ctx.app.store, &ctx.app.config);
    let done = station_commands::command(&ctx.app.store, &link, (ctx.principal.org_id, id, &scope), command)
        .await
        .map_err(|refused: CommandError| refused.answer(shown, &ctx.version))?;
    Ok(Reply::ok(json!({
        "object": "station_command",
        "asset_id": ctx.version.show_id(&id),
        "command": name,
        "status": done.status,
    })))
}

fn rendered(ctx: &Ctx, id: AssetId, settings: Settings) -> Value {
    json!({
        "object": "station_configuration",
        "asset_id": ctx.version.show_id(&id),
        "settings": settings.settings,
        "complete": settings.complete,
    })
}

/// `?keys=a,b`: those settings; without, every setting the station reports.
async fn read_configuration(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = asset_id(&ctx)?;
    let scope = SiteScope::of(&ctx.principal);
    // Another organization's asset is refused whatever the query says.
    let access = async {
        let reached = ctx.app.store.asset_station(ctx.principal.org_id, id, &scope).await;
        reached.map(|_| ()).map_err(|refused| refused.answer(shown, &ctx.version))
    };
    let asked =
        keys_from_query(&ctx.query).map_err(|(parameter, why)| ApiError::invalid_parameter(parameter, why));
    let keys = shared::route::parsed_after_access(asked, access).await?;
    let link = station_link(&ctx.app.store, &ctx.app.config);
    let settings =
        station_commands::read_settings(&ctx.app.store, &link, (ctx.principal.org_id, id, &scope), keys)
            .await
            .map_err(|refused| refused.answer(shown, &ctx.version))?;
    Ok(Reply::ok(rendered(&ctx, id, settings)))
}

/// `{settings: [{key, value}]}`: each written, with the station's verdict on it.
async fn write_configuration(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = asset_id(&ctx)?;
    let command = command_of(&ctx, (id, shown), settings_from_body).await?;
    let scope = SiteScope::of(&ctx.principal);
    let link = station_link(&ctx.app.store, &ctx.app.config);
    let settings =
        station_commands::write_settings(&ctx.app.store, &link, (ctx.principal.org_id, id, &scope), command)
            .await
            .map_err(|refused| refused.answer(shown, &ctx.version))?;
    Ok(Reply::ok(rendered(&ctx, id, settings)))
}
