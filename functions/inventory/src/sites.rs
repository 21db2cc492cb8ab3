//! /inventory-service/sites

use http::Method;
use shared::allocation::wake;
use shared::domain::site::{NewSite, SITE_LIST, Site, SitePatch};
use shared::envelope::conditional_get;
use shared::ids::{SiteId, SiteKind};
use shared::list::Extra;
use shared::permissions::Permission::*;
use shared::refusals;
use shared::refusals::Answer;
use shared::route::list_reply;
use shared::site_access::SiteScope;
use shared::station_sessions::link::station_link;
use shared::store::sites::SITE;
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/inventory-service/sites";
const ITEM: &str = "/inventory-service/sites/{site_id}";

pub fn routes() -> Vec<Route> {
    let need = Access::Permission;
    vec![
        Route::new(Method::GET, COLLECTION, need(ReadSites), |ctx| Box::pin(list(ctx))).read_only(),
        Route::new(Method::POST, COLLECTION, need(WriteSites), |ctx| Box::pin(create(ctx))).idempotent(),
        Route::new(Method::GET, ITEM, need(ReadSites), |ctx| Box::pin(get(ctx))).read_only(),
        Route::new(Method::PATCH, ITEM, need(WriteSites), |ctx| Box::pin(update(ctx))),
        Route::new(Method::DELETE, ITEM, need(DeleteSites), |ctx| Box::pin(delete(ctx))),
    ]
}

fn site_id(ctx: &Ctx) -> Result<SiteId, ApiError> {
    ctx.path_id::<SiteKind>("site_id")
}

async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    list_reply(&ctx, &SITE_LIST, Extra::default(), |site: Site| site.render(&ctx.version)).await
}

async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = site_id(&ctx)?;
    let site: Site = ctx.owned(SITE, id.uuid(), ctx.param("site_id")).await?;
    Ok(conditional_get(&ctx.headers, site.version, || {
        Reply::ok(site.render(&ctx.version)).meta(ctx.permission_hints(WriteSites, DeleteSites, AdminSites))
    }))
}

async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let site = Site::new(ctx.principal.org_id, NewSite::from_body(&ctx.body)?);
    let location = ctx.location_of(&ctx.version.show_id(&site.id));
    let reply = Reply::created(site.render(&ctx.version), &location).etag(site.version);
    ctx.app.store.create_site(&site, ctx.idempotency_record(&reply).as_ref()).await?;
    Ok(reply)
}

async fn update(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = site_id(&ctx)?;
    let patch = SitePatch::from_body(&ctx.body)?;
    let power_changed = patch.grid_limit_kw.is_some() || patch.min_session_kw.is_some();
    // A site's limit governs the sessions and assets there, which may be site-restricted: it is
    // set only by who reads its power (docs/decisions.md, "A site's power is read at its site
    // only").
    if power_changed && !SiteScope::of(&ctx.principal).reaches(Some(id)) {
        return Err(refusals::not_assigned_to_site(SITE.resource, ctx.param("site_id")));
    }
    let expected = ctx.if_match()?;
    let site = ctx
        .app
        .store
        .update_site(ctx.principal.org_id, id, patch, expected.as_ref())
        .await
        .map_err(|refused| refused.answer(ctx.param("site_id"), &ctx.version))?;
    if power_changed {
        // The new limit reaches the site's sessions now; a failure here leaves it to the next
        // change (a reading, a start, an end), and the site is written either way.
        let link = station_link(&ctx.app.store, &ctx.app.config);
        if let Err(error) = wake::site_changed(&ctx.app.store, &link, ctx.principal.org_id, id).await {
            tracing::warn!(site = %id, %error, "load.site_change_not_noted");
        }
    }
    Ok(Reply::ok(site.render(&ctx.version)).etag(site.version))
}

async fn delete(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = site_id(&ctx)?;
    let expected = ctx.if_match()?;
    let deleted = ctx.app.store.delete_site(ctx.principal.org_id, id, expected.as_ref()).await;
    deleted.map_err(|refused| refused.answer(ctx.param("site_id"), &ctx.version))?;
    Ok(Reply::no_content())
}
