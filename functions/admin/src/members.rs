//! /admin/members

use http::Method;
use shared::delegation::{existing_role, manages, within_caller, within_sites};
use shared::domain::member::{MEMBER_LIST, Member, MemberPatch};
use shared::domain::site::Site;
use shared::envelope::conditional_get;
use shared::ids::{MemberId, MemberKind, SiteId};
use shared::list::Extra;
use shared::permissions::Permission::*;
use shared::permissions::PermissionSet;
use shared::refusals::Answer;
use shared::route::list_reply;
use shared::store::members::MEMBER;
use shared::store::sites::SITE;
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/admin/members";
const ITEM: &str = "/admin/members/{member_id}";

pub fn routes() -> Vec<Route> {
    let need = Access::Permission(AdminMembers);
    vec![
        Route::new(Method::GET, COLLECTION, need, |ctx| Box::pin(list(ctx))).read_only(),
        Route::new(Method::GET, ITEM, need, |ctx| Box::pin(get(ctx))).read_only(),
        Route::new(Method::PATCH, ITEM, need, |ctx| Box::pin(update(ctx))),
    ]
}

fn member_id(ctx: &Ctx) -> Result<MemberId, ApiError> {
    ctx.path_id::<MemberKind>("member_id")
}

/// Offset pagination (v1) or cursors (v2); filters `role`, `status`, `type`.
async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    list_reply(&ctx, &MEMBER_LIST, Extra::default(), |member: Member| member.render(&ctx.version)).await
}

async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = member_id(&ctx)?;
    let member: Member = ctx.owned(MEMBER, id.uuid(), ctx.param("member_id")).await?;
    Ok(conditional_get(&ctx.headers, member.version, || Reply::ok(member.render(&ctx.version))))
}

/// `{role}`, `{site_ids}` or both. The caller must manage the member as it is (every
/// permission of its current role, and every site it sees for a site-limited caller) and hold
/// every permission of the new role (nobody grants what they lack); the last owner keeps the
/// role (409).
async fn update(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = member_id(&ctx)?;
    let shown = ctx.param("member_id");
    let store = &ctx.app.store;
    let org = ctx.principal.org_id;
    // Access first: another organization's member is 403 whatever the body says.
    let current: Member = ctx.owned(MEMBER, id.uuid(), shown).await?;
    let patch = MemberPatch::from_body(&ctx.body)?;
    let held = manages(store, &ctx.principal, &current, shown).await?;
    let gains_permissions = match &patch.role {
        Some(role) => {
            let new = existing_role(store, org, role, "role").await?;
            within_caller(&ctx.principal, new)?;
            new.without(held) != PermissionSet::EMPTY
        }
        None => false,
    };
    // Owners and admins see every site: moving to such a role gains sites too.
    let gains_all_sites =
        patch.role.as_ref().is_some_and(|role| role.sees_all_sites() && !current.role.sees_all_sites());
    let gains_sites =
        gains_all_sites || patch.site_ids.iter().flatten().any(|site| !current.site_ids.contains(site));
    // The member's own credentials pick up what this change gives, with none of this
    // caller's limits: only a caller whose credential neither expires nor is address-bound
    // (nor a third party's grant) may widen a member.
    if gains_permissions || gains_sites {
        ctx.principal.restrictions().for_standing()?;
    }
    // A caller limited to some sites hands out only those, and no all-sites role.
    let role = patch.role.as_ref().unwrap_or(&current.role);
    let sites: Vec<_> = patch.site_ids.iter().flatten().map(|id| id.uuid()).collect();
    within_sites(&ctx.principal, role, &sites)?;
    if let Some(sites) = &patch.site_ids {
        live_sites(&ctx, sites).await?;
    }
    let updated = store.update_member(&current, &patch).await;
    let updated: Member = updated.map_err(|refused| refused.answer(shown, &ctx.version))?;
    Ok(Reply::ok(updated.render(&ctx.version)).etag(updated.version))
}

/// Every assigned site must be a live site of the caller's organization: 422 naming the rest.
async fn live_sites(ctx: &Ctx, sites: &[SiteId]) -> Result<(), ApiError> {
    let uuids: Vec<_> = sites.iter().map(|id| id.uuid()).collect();
    let found = ctx.app.store.batch_get_owned::<Site>(SITE, ctx.principal.org_id, &uuids).await?;
    let invalid: Vec<String> = sites
        .iter()
        .filter(|id| found.get(&id.uuid()).is_none_or(Result::is_err))
        .map(|id| ctx.version.show_id(id))
        .collect();
    if invalid.is_empty() {
        return Ok(());
    }
    Err(ApiError::InvalidValues {
        field: "site_ids".into(),
        message: format!("Not a site of this organization: {}", invalid.join(", ")),
        values: invalid,
    })
}
