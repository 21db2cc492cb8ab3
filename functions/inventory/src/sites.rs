//! /inventory-service/sites

use http::Method;
use serde_json::json;
use shared::domain::site::{NewSite, SITE_LIST, SitePatch};
use shared::ids::{IdKind, SiteId, SiteKind};
use shared::list::{ListParams, fetch, plan_query};
use shared::permissions::Permission::{self, *};
use shared::store::sites::{check_access, from_item};
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/inventory-service/sites";
const ITEM: &str = "/inventory-service/sites/{site_id}";

pub fn routes() -> Vec<Route> {
    let need = Access::Permission;
    vec![
        Route::new(Method::GET, COLLECTION, need(ReadSites), |ctx| Box::pin(list(ctx))),
        Route::new(Method::POST, COLLECTION, need(WriteSites), |ctx| Box::pin(create(ctx))),
        Route::new(Method::GET, ITEM, need(ReadSites), |ctx| Box::pin(get(ctx))),
        Route::new(Method::PATCH, ITEM, need(WriteSites), |ctx| Box::pin(update(ctx))),
        Route::new(Method::DELETE, ITEM, need(DeleteSites), |ctx| Box::pin(delete(ctx))),
    ]
}

/// The path id, in either form; anything unparseable cannot name a site.
fn site_id(ctx: &Ctx) -> Result<SiteId, ApiError> {
    let raw = ctx.param("site_id");
    SiteId::parse(raw)
        .ok_or_else(|| ApiError::NotFound { resource_type: SiteKind::RESOURCE, resource_id: raw.to_owned() })
}

async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let params = ListParams::parse(&ctx.query, &SITE_LIST, ctx.version.cursor_pagination(), &[])?;
    let query = plan_query(&SITE_LIST, &params, ctx.principal.org_id.uuid());
    let page = fetch(&ctx, &query, &params, SITE_LIST.kind).await?;
    let sites = page
        .items
        .iter()
        .map(|item| from_item(item).map(|site| site.render(&ctx.version)))
        .collect::<Result<Vec<_>, _>>()?;
    let mut reply = Reply::ok(json!(sites)).pagination(page.pagination);
    if let Some(link) = page.link {
        reply = reply.header(http::header::LINK, &link);
    }
    Ok(reply)
}

async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = site_id(&ctx)?;
    let item = ctx.app.store.get_site_item(id).await?;
    check_access(item.as_ref(), ctx.principal.org_id, ctx.param("site_id"))?;
    let site = from_item(item.as_ref().expect("checked above"))?;
    let can = |p: Permission| ctx.principal.can(p);
    Ok(Reply::ok(site.render(&ctx.version)).meta(json!({
        "permissions": {
            "can_update": can(WriteSites),
            "can_delete": can(DeleteSites),
            "can_manage_settings": can(AdminSites),
        }
    })))
}

async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let new = NewSite::from_body(&ctx.body)?;
    let site = ctx.app.store.create_site(ctx.principal.org_id, new).await?;
    let shown = if ctx.version.uuid_ids() { site.id.uuid().to_string() } else { site.id.legacy() };
    let location = format!("{}/{shown}", ctx.raw_path.trim_end_matches('/'));
    Ok(Reply::created(site.render(&ctx.version), &location))
}

async fn update(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = site_id(&ctx)?;
    let patch = SitePatch::from_body(&ctx.body)?;
    let site = ctx.app.store.update_site(ctx.principal.org_id, id, ctx.param("site_id"), patch).await?;
    Ok(Reply::ok(site.render(&ctx.version)))
}

async fn delete(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = site_id(&ctx)?;
    ctx.app.store.delete_site(ctx.principal.org_id, id, ctx.param("site_id")).await?;
    Ok(Reply::no_content())
}
