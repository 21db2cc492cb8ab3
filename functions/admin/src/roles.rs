//! /admin/roles

use http::Method;
use serde_json::{Value, json};
use shared::delegation::within_caller;
use shared::domain::role::{CustomRole, RolePatch, render_builtin};
use shared::envelope::conditional_get;
use shared::permissions::Permission::*;
use shared::permissions::PermissionSet;
use shared::refusals::Answer;
use shared::roles::{BuiltinRole, RoleName};
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/admin/roles";
const ITEM: &str = "/admin/roles/{role_name}";

pub fn routes() -> Vec<Route> {
    let need = Access::Permission(AdminRoles);
    vec![
        Route::new(Method::GET, COLLECTION, need, |ctx| Box::pin(list(ctx))).read_only(),
        Route::new(Method::POST, COLLECTION, need, |ctx| Box::pin(create(ctx))).idempotent(),
        Route::new(Method::GET, ITEM, need, |ctx| Box::pin(get(ctx))).read_only(),
        Route::new(Method::PATCH, ITEM, need, |ctx| Box::pin(update(ctx))),
        Route::new(Method::DELETE, ITEM, need, |ctx| Box::pin(delete(ctx))),
    ]
}

/// Built-in roles first (in hierarchy order), then the organization's own, by name.
async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let custom = ctx.app.store.list_roles(ctx.principal.org_id).await?;
    let mut roles: Vec<Value> = BuiltinRole::ALL.into_iter().map(render_builtin).collect();
    roles.extend(custom.iter().map(|role| role.render(&ctx.version)));
    Ok(Reply::ok(json!(roles)))
}

async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let role = CustomRole::from_body(&ctx.body)?;
    within_caller(&ctx.principal, role.permissions)?;
    let created = ctx.app.store.create_role(ctx.principal.org_id, &role).await;
    created.map_err(|refused| refused.answer(role.name.as_str(), &ctx.version))?;
    let location = ctx.location_of(role.name.as_str());
    Ok(Reply::created(role.render(&ctx.version), &location))
}

async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let raw = ctx.param("role_name");
    let not_found = || ApiError::NotFound { resource_type: "role", resource_id: raw.to_owned() };
    let name = RoleName::parse(raw).ok_or_else(not_found)?;
    if let Some(builtin) = name.builtin() {
        return Ok(Reply::ok(render_builtin(builtin)));
    }
    let role = ctx.app.store.get_role(ctx.principal.org_id, &name).await?.ok_or_else(not_found)?;
    Ok(conditional_get(&ctx.headers, role.version, || Reply::ok(role.render(&ctx.version))))
}

/// `{display_name?, permissions?}`. The caller must hold every permission of the role as it
/// is and as it will be (nobody reshapes a role above them), and widening it needs
/// `admin:members` and a standing credential, as widening a member does: the holders'
/// credentials pick the change up.
async fn update(ctx: Ctx) -> Result<Reply, ApiError> {
    let current = changeable(&ctx).await?;
    let patch = RolePatch::from_body(&ctx.body)?;
    let wanted = patch.permissions.unwrap_or(current.permissions);
    within_caller(&ctx.principal, wanted)?;
    if wanted.without(current.permissions) != PermissionSet::EMPTY {
        // Widening a role widens every member holding it: that is managing members too.
        within_caller(&ctx.principal, PermissionSet::of(&[AdminMembers]))?;
        ctx.principal.restrictions().for_standing()?;
    }
    let expected = ctx.if_match()?;
    let updated = ctx.app.store.update_role(ctx.principal.org_id, &current, &patch, expected.as_ref()).await;
    let updated = updated.map_err(|refused| refused.answer(current.name.as_str(), &ctx.version))?;
    Ok(Reply::ok(updated.render(&ctx.version)).etag(updated.version))
}

/// Deletes a custom role no active member holds (409 `role_in_use` otherwise).
async fn delete(ctx: Ctx) -> Result<Reply, ApiError> {
    let current = changeable(&ctx).await?;
    let expected = ctx.if_match()?;
    let deleted = ctx.app.store.delete_role(ctx.principal.org_id, &current, expected.as_ref()).await;
    deleted.map_err(|refused| refused.answer(current.name.as_str(), &ctx.version))?;
    Ok(Reply::no_content())
}

/// The custom role a change names, if this caller may change it: built-in roles are fixed
/// (409), a caller limited to some sites changes no role (its holders may see other sites:
/// 403), and the caller must hold every permission the role holds (403).
async fn changeable(ctx: &Ctx) -> Result<CustomRole, ApiError> {
    let raw = ctx.param("role_name");
    let not_found = || ApiError::NotFound { resource_type: "role", resource_id: raw.to_owned() };
    let name = RoleName::parse(raw).ok_or_else(not_found)?;
    if name.builtin().is_some() {
        return Err(ApiError::Conflict {
            message: format!("'{raw}' is a built-in role; built-in roles cannot be changed or deleted"),
            details: json!({"reason": "builtin_role", "resource_type": "role", "resource_id": raw}),
        });
    }
    if !ctx.principal.sees_all_sites() {
        return Err(ApiError::AccessDenied {
            resource_type: "role",
            resource_id: raw.to_owned(),
            reason: "role_holders_may_see_sites_you_are_not_assigned_to",
        });
    }
    let role = ctx.app.store.get_role(ctx.principal.org_id, &name).await?.ok_or_else(not_found)?;
    within_caller(&ctx.principal, role.permissions)?;
    Ok(role)
}
