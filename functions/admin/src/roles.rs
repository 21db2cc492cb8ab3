//! /admin/roles

use http::Method;
use serde_json::{Value, json};
use shared::delegation::within_caller;
use shared::domain::role::{CustomRole, render_builtin};
use shared::permissions::Permission::*;
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
    Ok(Reply::ok(role.render(&ctx.version)))
}
