//! /inventory-service/assets/{asset_id}/station: making an asset an OCPP 2.0.1 charging
//! station, its credential and password (docs/ocpp.md, "Stations and their credentials").
//! Site-based access control applies as to the asset itself; a password is minted only by a
//! credential that neither expires nor is address-bound nor a third party's grant.

use http::Method;
use serde_json::Value;
use shared::domain::station::{generate_password, hash_password, identity_from_body};
use shared::domain::station_requests::push_from_body;
use shared::ids::{AssetId, AssetKind};
use shared::permissions::Permission::*;
use shared::refusals::Answer;
use shared::site_access::SiteScope;
use shared::store::assets::ASSET;
use shared::store::station_item::StationRecord;
use shared::{Access, ApiError, Ctx, Reply, Route};

const STATION: &str = "/inventory-service/assets/{asset_id}/station";
const PASSWORD: &str = "/inventory-service/assets/{asset_id}/station/password";

pub fn routes() -> Vec<Route> {
    let need = Access::Permission;
    vec![
        // Not idempotent: a replayed answer would hand the password out again.
        Route::new(Method::POST, STATION, need(AdminAssets), |ctx| Box::pin(create(ctx))),
        Route::new(Method::GET, STATION, need(ReadAssets), |ctx| Box::pin(get(ctx))).read_only(),
        Route::new(Method::DELETE, STATION, need(AdminAssets), |ctx| Box::pin(delete(ctx))),
        Route::new(Method::POST, PASSWORD, need(AdminAssets), |ctx| Box::pin(rotate(ctx))),
    ]
}

fn asset_id(ctx: &Ctx) -> Result<(AssetId, &str), ApiError> {
    Ok((ctx.path_id::<AssetKind>("asset_id")?, ctx.param("asset_id")))
}

/// How long a password push holds its station (`push_deadline`): the push's bounded wait and
/// the gateway's grace, with room for the writes around it. A function that dies mid-push
/// leaves the deadline; once it passes, the old connection counts as replaced.
fn push_lease_ms(config: &shared::config::Config) -> i64 {
    i64::try_from(config.ocpp_call_timeout.as_millis())
        .unwrap_or(i64::MAX / 2)
        .saturating_add(PUSH_LEASE_MARGIN_MS)
}

const PUSH_LEASE_MARGIN_MS: i64 = 20_000;

/// The station with its new password: the only answers that carry it, never kept by a cache.
fn with_password(ctx: &Ctx, station: &StationRecord, password: &str) -> Value {
    station.credential().render(&ctx.version, Some(password), ctx.app.config.ocpp_public_url.as_deref())
}

const NO_STORE: (http::HeaderName, &str) = (http::header::CACHE_CONTROL, "no-store");

/// `{identity}`: the asset becomes a station; 201 with its password, shown this once.
async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = asset_id(&ctx)?;
    // A station's password stands until rotated and works from anywhere: an expiring,
    // address-bound or third-party credential could not bind it (docs/auth.md).
    ctx.principal.restrictions().for_standing()?;
    let org = ctx.principal.org_id;
    let scope = SiteScope::of(&ctx.principal);
    // Another organization's (or an unseen site's) asset is refused whatever the body says.
    let access = async {
        let asset: shared::domain::asset::Asset = ctx.owned(ASSET, id.uuid(), shown).await?;
        if !scope.sees(asset.visibility, asset.site_id) {
            return Err(shared::refusals::not_assigned_to_site(ASSET.resource, shown));
        }
        Ok(())
    };
    let identity = shared::route::parsed_after_access(identity_from_body(&ctx.body), access).await?;
    let password = generate_password();
    let station = ctx
        .app
        .store
        .create_station(org, id, &identity, hash_password(&password), &scope)
        .await
        .map_err(|refused| refused.answer(shown, &ctx.version))?;
    let reply = Reply::created(with_password(&ctx, &station, &password), &ctx.raw_path);
    Ok(reply.header(NO_STORE.0, NO_STORE.1))
}

async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = asset_id(&ctx)?;
    let scope = SiteScope::of(&ctx.principal);
    let station = ctx
        .app
        .store
        .asset_station(ctx.principal.org_id, id, &scope)
        .await
        .map_err(|refused| refused.answer(shown, &ctx.version))?;
    let ocpp_url = ctx.app.config.ocpp_public_url.as_deref();
    Ok(Reply::ok(station.credential().render(&ctx.version, None, ocpp_url)))
}

/// `{push?}`: a new password; the old one authenticates no new connection from now on. A
/// connected station is sent it first, then its old connection is cut off (`station_update`
/// says what it answered; one that refuses it keeps its password and connection, 409);
/// `push: false` sends nothing and cuts at once, the rotation after a leak.
async fn rotate(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = asset_id(&ctx)?;
    ctx.principal.restrictions().for_standing()?;
    let scope = SiteScope::of(&ctx.principal);
    // Another organization's asset is refused whatever the body says.
    let access = async {
        let reached = ctx.app.store.asset_station(ctx.principal.org_id, id, &scope).await;
        reached.map(|_| ()).map_err(|refused| refused.answer(shown, &ctx.version))
    };
    let push = shared::route::parsed_after_access(push_from_body(&ctx.body), access).await?;
    let password = generate_password();
    let link = shared::station_sessions::link::station_link(&ctx.app.store, &ctx.app.config);
    let (station, pushed) = shared::station_sessions::station_commands::rotate_password(
        &ctx.app.store,
        &link,
        (ctx.principal.org_id, id, &scope),
        (&password, hash_password(&password)),
        (push, push_lease_ms(&ctx.app.config)),
    )
    .await
    .map_err(|refused| refused.answer(shown, &ctx.version))?;
    let mut shown_station = with_password(&ctx, &station, &password);
    if let Some(fields) = shown_station.as_object_mut() {
        fields.insert("station_update".into(), Value::from(pushed.as_str()));
    }
    Ok(Reply::ok(shown_station).header(NO_STORE.0, NO_STORE.1))
}

/// The identity is freed and the asset is a plain asset again.
async fn delete(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = asset_id(&ctx)?;
    let scope = SiteScope::of(&ctx.principal);
    ctx.app
        .store
        .delete_station(ctx.principal.org_id, id, &scope)
        .await
        .map_err(|refused| refused.answer(shown, &ctx.version))?;
    Ok(Reply::no_content())
}
