//! /asset-controls/id-tokens: the tokens (RFID cards, app ids) an organization lets charge at
//! its stations, each at one site or organization-wide; the gateway accepts an Authorize for
//! one listed for the organization or at the station's site (docs/ocpp.md, "Id tokens"). Under
//! site scope (docs/auth.md): a caller who does not see every site sees, lists and unlists only
//! tokens at its own sites.

use http::Method;
use shared::domain::id_token::{ID_TOKEN_LIST, IdToken, NewIdToken};
use shared::ids::IdTokenKind;
use shared::list::Extra;
use shared::permissions::Permission::*;
use shared::refusals::{self, Answer};
use shared::route::list_reply;
use shared::site_access::SiteScope;
use shared::store::visible::VisibleSet;
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/asset-controls/id-tokens";
const ITEM: &str = "/asset-controls/id-tokens/{id_token_id}";

pub fn routes() -> Vec<Route> {
    let need = Access::Permission;
    vec![
        Route::new(Method::GET, COLLECTION, need(ReadSessions), |ctx| Box::pin(list(ctx))).read_only(),
        Route::new(Method::POST, COLLECTION, need(WriteSessions), |ctx| Box::pin(create(ctx))).idempotent(),
        Route::new(Method::DELETE, ITEM, need(WriteSessions), |ctx| Box::pin(delete(ctx))),
    ]
}

/// Oldest first, cursor pagination. A site-scoped caller reads its sites' partitions of the
/// visibility index, so nothing it may not see is read (`VisibleSet::sites_only`).
async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let scope = SiteScope::of(&ctx.principal);
    let visible = VisibleSet::sites_only(&scope, ctx.principal.org_id.uuid(), ID_TOKEN_LIST.kind);
    let filters = scope.grant_filter().into_iter().collect();
    let extra = Extra { cursor_always: true, filters, visible, ..Extra::default() };
    list_reply(&ctx, &ID_TOKEN_LIST, extra, |token: IdToken| token.render(&ctx.version)).await
}

async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let new = NewIdToken::from_body(&ctx.body)?;
    // A listing lets its card charge until unlisted, at stations anywhere: an expiring,
    // address-bound or third-party credential could not bind it (docs/auth.md).
    ctx.principal.restrictions().for_standing()?;
    let site = match &new.site {
        None => None,
        Some(site) => Some(site.id.ok_or_else(|| site.invalid())?),
    };
    // Checked before the site's existence, so a site-scoped caller learns nothing of others.
    if !SiteScope::of(&ctx.principal).reaches(site) {
        return Err(match &new.site {
            Some(given) => refusals::not_assigned_to_site("site", &given.given),
            None => refusals::grants_sites_you_are_not_assigned_to("id_token", &new.id_token),
        });
    }
    let token = IdToken::new(ctx.principal.org_id, new, site);
    let location = ctx.location_of(&ctx.version.show_id(&token.id));
    let reply = Reply::created(token.render(&ctx.version), &location).etag(token.version);
    let created = ctx.app.store.create_id_token(&token, ctx.idempotency_record(&reply).as_ref()).await;
    created.map_err(|refused| refused.answer(&token.id_token, &ctx.version))?;
    Ok(reply)
}

async fn delete(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = ctx.path_id::<IdTokenKind>("id_token_id")?;
    let shown = ctx.param("id_token_id");
    let expected = ctx.if_match()?;
    let scope = SiteScope::of(&ctx.principal);
    let deleted = ctx.app.store.delete_id_token(ctx.principal.org_id, id, expected.as_ref(), &scope).await;
    deleted.map_err(|refused| refused.answer(shown, &ctx.version))?;
    Ok(Reply::no_content())
}
