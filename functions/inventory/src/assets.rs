//! /inventory-service/assets

use http::Method;
use serde_json::{Value, json};
use shared::domain::asset::{ASSET_LIST, Asset, AssetPatch, AssetStatus, NewAsset};
use shared::domain::body::Fields;
use shared::envelope::conditional_get;
use shared::ids::{AssetId, AssetKind, OrgId};
use shared::list::Extra;
use shared::permissions::Permission::*;
use shared::rate_limit;
use shared::refusals::Answer;
use shared::route::list_reply;
use shared::site_access::SiteScope;
use shared::station_sessions::commands;
use shared::station_sessions::link::station_link;
use shared::station_sessions::power_limit;
use shared::store::assets::ASSET;
use shared::store::entity::EntityError;
use shared::store::station_transactions::StationAsset;
use shared::store::visible::VisibleSet;
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/inventory-service/assets";
const BULK: &str = "/inventory-service/assets/bulk";
const ITEM: &str = "/inventory-service/assets/{asset_id}";

/// Most ids one bulk request may name.
pub const BULK_MAX: usize = 100;

pub fn routes() -> Vec<Route> {
    let need = Access::Permission;
    vec![
        Route::new(Method::GET, COLLECTION, need(ReadAssets), |ctx| Box::pin(list(ctx))).read_only(),
        Route::new(Method::POST, COLLECTION, need(WriteAssets), |ctx| Box::pin(create(ctx))).idempotent(),
        Route::new(Method::POST, BULK, need(ReadAssets), |ctx| Box::pin(bulk(ctx)))
            .limited(&rate_limit::BULK),
        Route::new(Method::GET, ITEM, need(ReadAssets), |ctx| Box::pin(get(ctx))).read_only(),
        Route::new(Method::PATCH, ITEM, need(WriteAssets), |ctx| Box::pin(update(ctx))),
        Route::new(Method::DELETE, ITEM, need(DeleteAssets), |ctx| Box::pin(delete(ctx))),
    ]
}

fn asset_id(ctx: &Ctx) -> Result<AssetId, ApiError> {
    ctx.path_id::<AssetKind>("asset_id")
}

/// `organization_id` may name the caller's own organization (in either id form); any other
/// organization is 403, like fetching its resources.
fn check_organization_param(ctx: &Ctx) -> Result<(), ApiError> {
    let Some((_, given)) = ctx.query.iter().find(|(k, _)| k == "organization_id") else { return Ok(()) };
    match OrgId::parse(given) {
        Some(org) if org == ctx.principal.org_id => Ok(()),
        Some(_) => {
            Err(ApiError::OtherOrganization { resource_type: "organization", resource_id: given.clone() })
        }
        None => Err(ApiError::invalid_parameter("organization_id", "must be an organization id")),
    }
}

async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    check_organization_param(&ctx)?;
    let scope = SiteScope::of(&ctx.principal);
    let extra = Extra {
        params: &["organization_id"],
        filters: scope.list_filter().into_iter().collect(),
        visible: VisibleSet::of(&scope, ctx.principal.org_id.uuid(), ASSET_LIST.kind),
        ..Extra::default()
    };
    list_reply(&ctx, &ASSET_LIST, extra, |asset: Asset| asset.render(&ctx.version)).await
}

async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = asset_id(&ctx)?;
    let shown = ctx.param("asset_id");
    let asset: Asset = ctx.owned(ASSET, id.uuid(), shown).await?;
    if !SiteScope::of(&ctx.principal).sees(asset.visibility, asset.site_id) {
        return Err(shared::refusals::not_assigned_to_site(ASSET.resource, shown));
    }
    Ok(conditional_get(&ctx.headers, asset.version, || {
        Reply::ok(asset.render(&ctx.version)).meta(ctx.permission_hints(
            WriteAssets,
            DeleteAssets,
            AdminAssets,
        ))
    }))
}

async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let new = NewAsset::from_body(&ctx.body)?;
    let site = new.site.clone();
    let site_id = site.id.ok_or_else(|| site.invalid())?;
    let asset = Asset::new(ctx.principal.org_id, site_id, new);
    let shown = ctx.version.show_id(&asset.id);
    let reply = Reply::created(asset.render(&ctx.version), &ctx.location_of(&shown)).etag(asset.version);
    let record = ctx.idempotency_record(&reply);
    let created = ctx.app.store.create_asset(&asset, &site, record.as_ref()).await;
    created.map_err(|refused| refused.answer(&shown, &ctx.version))?;
    Ok(reply)
}

async fn update(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = asset_id(&ctx)?;
    let patch = AssetPatch::from_body(&ctx.body)?;
    let status = patch.status;
    let (limit_set, capacity_set) = (patch.power_limit_kw.is_some(), patch.capacity.is_some());
    let expected = ctx.if_match()?;
    let asset = ctx
        .app
        .store
        .update_asset(ctx.principal.org_id, id, patch, expected.as_ref(), &SiteScope::of(&ctx.principal))
        .await
        .map_err(|refused| refused.answer(ctx.param("asset_id"), &ctx.version))?;
    tell_station(&ctx, &asset, status).await;
    let reply = Reply::ok(asset.render(&ctx.version)).etag(asset.version);
    if !(limit_set || capacity_set) {
        return Ok(reply);
    }
    let link = station_link(&ctx.app.store, &ctx.app.config);
    if !limit_set {
        power_limit::maximum_changed(&ctx.app.store, &link, &asset).await;
        return Ok(reply);
    }
    // The station's answer is shown as a scheduled limit's run result shows it; the asset stands
    // whatever it is (an offline station is named, not an error of the PATCH).
    match power_limit::limit_changed(&ctx.app.store, &link, &asset).await {
        Some(answer) => Ok(reply.meta(json!({"station": answer}))),
        None => Ok(reply),
    }
}

/// A station asset put into maintenance is made Inoperative, and Operative when active again:
/// after the asset's write, which stands whatever the station answers (a `station_command`
/// event records it; an offline station is brought in line at its next BootNotification).
async fn tell_station(ctx: &Ctx, asset: &Asset, status: Option<AssetStatus>) {
    let operative = match status {
        Some(AssetStatus::Active) => true,
        Some(AssetStatus::Maintenance) => false,
        _ => return,
    };
    let Some(station) = &asset.station else { return };
    let station = StationAsset::platform(asset.org_id, asset.id, station.identity.clone());
    let link = station_link(&ctx.app.store, &ctx.app.config);
    commands::change_availability(&ctx.app.store, &link, &station, operative).await;
}

async fn delete(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = asset_id(&ctx)?;
    let expected = ctx.if_match()?;
    let scope = SiteScope::of(&ctx.principal);
    ctx.app
        .store
        .delete_asset(ctx.principal.org_id, id, expected.as_ref(), &scope)
        .await
        .map_err(|refused| refused.answer(ctx.param("asset_id"), &ctx.version))?;
    Ok(Reply::no_content())
}

/// The ids of a bulk request, as given: 1..=100 strings.
fn bulk_ids(body: &[u8]) -> Result<Vec<String>, ApiError> {
    let mut fields = Fields::parse(body)?;
    let ids = match fields.take("ids") {
        None => {
            fields.error("ids", "is required");
            Vec::new()
        }
        Some(Value::Array(values)) => {
            if values.is_empty() || values.len() > BULK_MAX {
                fields.error("ids", format!("must list 1 to {BULK_MAX} ids"));
            }
            if values.iter().any(|v| !v.is_string()) {
                fields.error("ids", "must contain only strings");
            }
            values.into_iter().filter_map(|v| v.as_str().map(str::to_owned)).collect()
        }
        Some(_) => {
            fields.error("ids", "must be an array of asset ids");
            Vec::new()
        }
    };
    fields.finish()?;
    Ok(ids)
}

/// POST /assets/bulk: the listed assets in request order, one BatchGetItem. Duplicates (in
/// either id form) collapse to their first mention; unknown ids are in `meta.not_found`,
/// deleted ones in `meta.gone`, site-restricted ones the caller may not see in
/// `meta.access_denied`; an id of another organization is 403, as for a single GET.
async fn bulk(ctx: Ctx) -> Result<Reply, ApiError> {
    let given = bulk_ids(&ctx.body)?;
    // Distinct requests in order: an id in either form, or text that names no asset.
    let mut wanted: Vec<(String, Option<AssetId>)> = Vec::with_capacity(given.len());
    for text in given {
        let id = AssetId::parse(&text);
        let seen = wanted.iter().any(|(t, i)| match (i, id) {
            (Some(a), Some(b)) => *a == b,
            _ => *t == text,
        });
        if !seen {
            wanted.push((text, id));
        }
    }
    let uuids: Vec<_> = wanted.iter().filter_map(|(_, id)| id.map(|id| id.uuid())).collect();
    let mut found = ctx.app.store.batch_get_owned::<Asset>(ASSET, ctx.principal.org_id, &uuids).await?;
    let scope = SiteScope::of(&ctx.principal);
    let (mut data, mut not_found, mut gone, mut denied) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for (text, id) in &wanted {
        match id.and_then(|id| found.remove(&id.uuid())).unwrap_or(Err(EntityError::NotFound)) {
            Ok(asset) if scope.sees(asset.visibility, asset.site_id) => data.push(asset.render(&ctx.version)),
            Ok(_) => denied.push(text.clone()),
            Err(EntityError::NotFound) => not_found.push(text.clone()),
            Err(EntityError::Gone) => gone.push(text.clone()),
            Err(other) => return Err((other, ASSET).answer(text, &ctx.version)),
        }
    }
    let requested = wanted.len();
    let meta = json!({
        "requested": requested,
        "found": data.len(),
        "not_found": not_found,
        "gone": gone,
        "access_denied": denied,
    });
    Ok(Reply::ok(json!(data)).meta(meta))
}
