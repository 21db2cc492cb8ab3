//! /inventory-service/sites/{site_id}/power: a site's allocation as load management keeps it
//! (docs/load-management.md).

use http::Method;
use shared::domain::load::site_view::{SessionPower, SitePowerView};
use shared::domain::site::Site;
use shared::ids::SiteKind;
use shared::permissions::Permission::*;
use shared::refusals;
use shared::site_access::SiteScope;
use shared::store::sites::SITE;
use shared::{Access, ApiError, Ctx, Reply, Route};

const POWER: &str = "/inventory-service/sites/{site_id}/power";

pub fn routes() -> Vec<Route> {
    vec![Route::new(Method::GET, POWER, Access::Permission(ReadSites), |ctx| Box::pin(get(ctx))).read_only()]
}

/// The site as GET site reads it (another organization's is 404), then its power partition:
/// two DynamoDB calls, a GetItem and one consistent Query.
async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = ctx.path_id::<SiteKind>("site_id")?;
    let shown = ctx.param("site_id");
    let site: Site = ctx.owned(SITE, id.uuid(), shown).await?;
    // The sessions and their assets are the site's: a member assigned to other sites only
    // does not read them (docs/decisions.md, "A site's power is read at its site only").
    if !SiteScope::of(&ctx.principal).reaches(Some(id)) {
        return Err(refusals::not_assigned_to_site(SITE.resource, shown));
    }
    let stored = ctx.app.store.site_power(ctx.principal.org_id, id).await?;
    let sessions = stored
        .sessions
        .iter()
        .filter_map(|record| {
            let shown = SessionPower::of(record);
            if shown.is_none() {
                tracing::warn!(session = %record.session_id, "site_power.unreadable_session_ids");
            }
            shown
        })
        .collect();
    Ok(Reply::ok(SitePowerView::new(&site, sessions).render(&ctx.version)))
}
