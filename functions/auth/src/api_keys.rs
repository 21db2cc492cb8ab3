//! /auth/api-keys: issue (the secret is in this one response only), list and show masked,
//! revoke.

use http::Method;
use serde_json::json;
use shared::auth::api_key;
use shared::delegation::{existing_role, role_permissions, within_caller};
use shared::domain::api_key::{API_KEY_LIST, ApiKey, KeyHolder, KeySpec};
use shared::domain::member::{Member, MemberStatus, MemberType};
use shared::ids::{ApiKeyId, ApiKeyKind, MemberId};
use shared::list::{ListParams, fetch, plan_query};
use shared::permissions::{Permission::*, PermissionSet};
use shared::store::api_keys::{API_KEY, key_from_item};
use shared::store::members::MEMBER;
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/auth/api-keys";
const ITEM: &str = "/auth/api-keys/{key_id}";

pub fn routes() -> Vec<Route> {
    let need = Access::Permission(AdminApiKeys);
    vec![
        Route::new(Method::POST, COLLECTION, need, |ctx| Box::pin(create(ctx))),
        Route::new(Method::GET, COLLECTION, need, |ctx| Box::pin(list(ctx))),
        Route::new(Method::GET, ITEM, need, |ctx| Box::pin(get(ctx))),
        Route::new(Method::DELETE, ITEM, need, |ctx| Box::pin(revoke(ctx))),
    ]
}

fn key_id(ctx: &Ctx) -> Result<ApiKeyId, ApiError> {
    ctx.path_id::<ApiKeyKind>("key_id")
}

/// Not idempotent on purpose: a replayed response would have to store the secret.
async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let (spec, holder) = KeySpec::from_body(&ctx.body)?;
    let store = &ctx.app.store;
    let org = ctx.principal.org_id;
    let mut actions = Vec::new();
    let (member_id, role_permissions) = match holder {
        KeyHolder::Caller => (ctx.principal.member_id, ctx.principal.role_permissions),
        KeyHolder::Member(id, shown) => (id, holder_permissions(&ctx, id, &shown).await?),
        KeyHolder::NewService { name, role } => {
            let permissions = existing_role(store, org, &role, "service.role").await?;
            let service = Member::new(org, MemberType::Service, role, &name, None);
            actions.extend(store.new_member_actions(&service)?);
            (service.id, permissions)
        }
    };
    // What the key can do is its holder's role cut down by its scopes: that must be within
    // what the caller can do, or issuing keys would be a way around the role guard.
    let reach = spec.scopes.map_or(role_permissions, |scopes| role_permissions.intersect(scopes));
    within_caller(&ctx.principal, reach)?;
    let (key, secret) = ApiKey::issue(org, member_id, spec);
    actions.extend(store.new_key_actions(&key, &api_key::hash(&secret))?);
    store.create_all(actions).await?;
    let mut data = key.render(&ctx.version);
    data["secret"] = json!(secret);
    let location = ctx.location_of(&ctx.version.show_id(&key.id));
    Ok(Reply::created(data, &location).header(http::header::CACHE_CONTROL, "no-store"))
}

/// The role permissions of an existing, active member of the caller's organization; any
/// other reference is 422.
async fn holder_permissions(ctx: &Ctx, id: MemberId, shown: &str) -> Result<PermissionSet, ApiError> {
    let store = &ctx.app.store;
    let org = ctx.principal.org_id;
    let invalid = || ApiError::InvalidValue {
        field: "member_id".into(),
        message: format!("'{shown}' is not an active member of this organization"),
    };
    let item = store.get_entity(MEMBER, id.uuid()).await?;
    MEMBER.check_access(item.as_ref(), org, shown).map_err(|_| invalid())?;
    let member = shared::store::members::member_from_item(item.as_ref().ok_or_else(invalid)?)?;
    if member.status != MemberStatus::Active {
        return Err(invalid());
    }
    Ok(role_permissions(store, org, &member.role).await?.unwrap_or(PermissionSet::EMPTY))
}

async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let params = ListParams::parse(&ctx.query, &API_KEY_LIST, ctx.version.cursor_pagination(), &[])?;
    let query = plan_query(&API_KEY_LIST, &params, ctx.principal.org_id.uuid());
    let page = fetch(&ctx, &query, &params, API_KEY_LIST.kind).await?;
    let keys = page
        .items
        .iter()
        .map(|item| key_from_item(item).map(|key| key.render(&ctx.version)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(page.reply(json!(keys)))
}

async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = key_id(&ctx)?;
    let item = ctx.app.store.get_owned(API_KEY, id.uuid(), ctx.principal.org_id, ctx.param("key_id")).await?;
    Ok(Reply::ok(key_from_item(&item)?.render(&ctx.version)))
}

async fn revoke(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = key_id(&ctx)?;
    ctx.app.store.revoke_api_key(ctx.principal.org_id, id, ctx.param("key_id")).await?;
    Ok(Reply::no_content())
}
