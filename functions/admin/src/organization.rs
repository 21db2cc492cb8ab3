//! /admin/organization: the caller's own organization, and the API version its unprefixed
//! requests are pinned to.

use http::Method;
use shared::domain::org::{OrgPatch, Organization};
use shared::permissions::Permission::*;
use shared::{Access, ApiError, Ctx, Reply, Route};

const ITEM: &str = "/admin/organization";

/// `admin:api_keys`: the pin decides how every credential of the organization is answered,
/// so it is for those who administer the credentials (owner and admin) to see and move.
pub fn routes() -> Vec<Route> {
    let need = Access::Permission(AdminApiKeys);
    vec![
        Route::new(Method::GET, ITEM, need, |ctx| Box::pin(get(ctx))).read_only(),
        Route::new(Method::PATCH, ITEM, need, |ctx| Box::pin(update(ctx))),
    ]
}

async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let org = organization(ctx.app.store.get_organization(ctx.principal.org_id).await?)?;
    Ok(Reply::ok(org.render(&ctx.version)))
}

/// `{api_version}`: a version neither deprecated nor sunset (else 422 naming those that may
/// be pinned), by a caller who sees every site with a standing credential (403 otherwise). Audited by `tenancy::pin_api_version`. Other warm instances see the new pin
/// once their cached organization expires (`AUTH_CACHE_TTL_SECS`, 30 s by default).
async fn update(ctx: Ctx) -> Result<Reply, ApiError> {
    // The pin shapes every answer every credential of the organization gets: a caller limited
    // to some sites may not move it, nor one whose credential expires, is address-bound or a
    // third party's grant (as for anything that changes what others' credentials do).
    if !ctx.principal.sees_all_sites() {
        return Err(ApiError::AccessDenied {
            resource_type: "organization",
            resource_id: ctx.version.show_id(&ctx.principal.org_id),
            reason: "the_pin_applies_to_sites_you_are_not_assigned_to",
        });
    }
    ctx.principal.restrictions().for_standing()?;
    let patch = OrgPatch::from_body(&ctx.body)?;
    let catalogue = &ctx.app.config.versions;
    if let Some(message) = catalogue.pin_refusal(patch.api_version, shared::time::today()) {
        return Err(ApiError::InvalidValue { field: "api_version".into(), message });
    }
    let principal = &ctx.principal;
    let change = (principal.api_version, patch.api_version);
    let pinned = shared::tenancy::pin_api_version(
        &ctx.app.store,
        principal.org_id,
        change,
        principal.member_id,
        &ctx.request_id,
    );
    let org = organization(pinned.await?)?;
    Ok(Reply::ok(org.render(&ctx.version)))
}

/// The caller's organization exists while its credentials authenticate; gone meanwhile, it is
/// an internal inconsistency, never another organization's answer.
fn organization(found: Option<Organization>) -> Result<Organization, ApiError> {
    found.ok_or_else(|| ApiError::internal("the caller's organization item is missing"))
}
