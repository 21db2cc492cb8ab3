//! /auth/api-keys: issue (the secret is in this one response only), list and show masked,
//! revoke.

use http::Method;
use serde_json::json;
use shared::auth::api_key;
use shared::delegation::{
    existing_role, manages_holder, role_permissions, service_role, within_caller, within_sites,
};
use shared::domain::api_key::{API_KEY_LIST, ApiKey, KeyHolder, KeySpec};
use shared::domain::member::{Member, MemberStatus, MemberType};
use shared::ids::{ApiKeyId, ApiKeyKind, MemberId};
use shared::list::Extra;
use shared::permissions::{Permission::*, PermissionSet};
use shared::refusals::Answer;
use shared::route::list_reply;
use shared::store::api_keys::{API_KEY, HeldKey};
use shared::store::members::MEMBER;
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/auth/api-keys";
const ITEM: &str = "/auth/api-keys/{key_id}";

pub fn routes() -> Vec<Route> {
    let need = Access::Permission(AdminApiKeys);
    vec![
        Route::new(Method::POST, COLLECTION, need, |ctx| Box::pin(create(ctx))),
        Route::new(Method::GET, COLLECTION, need, |ctx| Box::pin(list(ctx))).read_only(),
        Route::new(Method::GET, ITEM, need, |ctx| Box::pin(get(ctx))).read_only(),
        Route::new(Method::DELETE, ITEM, need, |ctx| Box::pin(revoke(ctx))),
    ]
}

fn key_id(ctx: &Ctx) -> Result<ApiKeyId, ApiError> {
    ctx.path_id::<ApiKeyKind>("key_id")
}

/// Not idempotent on purpose: a replayed response would have to store the secret.
async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let (spec, holder) = KeySpec::from_body(&ctx.body)?;
    // The key's limits are the caller's credential's, narrowed by what the request asks.
    let restrictions = ctx.principal.restrictions().for_key(spec.limits)?;
    let store = &ctx.app.store;
    let org = ctx.principal.org_id;
    let mut actions = Vec::new();
    let member_id = match holder {
        KeyHolder::Caller => {
            // The caller's own key: what it can do (role cut down by the key's scopes) must be
            // within what this request can do, so a scoped credential cannot mint a wider one.
            let role = ctx.principal.role_permissions;
            within_caller(
                &ctx.principal,
                restrictions.scopes().map_or(role, |scopes| role.intersect(scopes)),
            )?;
            ctx.principal.member_id
        }
        KeyHolder::Member(id, shown) => {
            // Someone else's key speaks for their whole role and sites: the caller must hold
            // all of it, whatever the key's scopes (scopes do not narrow site visibility).
            let member = existing_holder(&ctx, id, &shown).await?;
            within_caller(
                &ctx.principal,
                role_permissions(store, org, &member.role).await?.unwrap_or(PermissionSet::EMPTY),
            )?;
            let sites: Vec<_> = member.site_ids.iter().map(|id| id.uuid()).collect();
            within_sites(&ctx.principal, &member.role, &sites)?;
            id
        }
        KeyHolder::NewService { name, role } => {
            service_role(&role, "service.role")?;
            within_caller(&ctx.principal, existing_role(store, org, &role, "service.role").await?)?;
            within_sites(&ctx.principal, &role, &[])?;
            let service = Member::new(org, MemberType::Service, role, &name, None);
            actions.extend(store.new_member_actions(&service)?);
            service.id
        }
    };
    let (key, secret) = ApiKey::issue(org, member_id, spec.name, restrictions);
    actions.extend(store.new_key_actions(&key, &api_key::hash(&secret))?);
    store.create_all(actions).await?;
    let mut data = key.render(&ctx.version);
    data["secret"] = json!(secret);
    let location = ctx.location_of(&ctx.version.show_id(&key.id));
    Ok(Reply::created(data, &location).header(http::header::CACHE_CONTROL, "no-store"))
}

/// An existing, active member of the caller's organization; any other reference is 422.
async fn existing_holder(ctx: &Ctx, id: MemberId, shown: &str) -> Result<Member, ApiError> {
    let store = &ctx.app.store;
    let org = ctx.principal.org_id;
    let invalid = || ApiError::InvalidValue {
        field: "member_id".into(),
        message: format!("'{shown}' is not an active member of this organization"),
    };
    let member: Member = store.get_owned(MEMBER, id.uuid(), org).await?.map_err(|_| invalid())?;
    if member.status != MemberStatus::Active {
        return Err(invalid());
    }
    Ok(member)
}

async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    list_reply(&ctx, &API_KEY_LIST, Extra::default(), |key: ApiKey| key.render(&ctx.version)).await
}

async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = key_id(&ctx)?;
    let key: ApiKey = ctx.owned(API_KEY, id.uuid(), ctx.param("key_id")).await?;
    Ok(Reply::ok(key.render(&ctx.version)))
}

/// Revoking is managing the key's holder, as for a member update: the caller must hold the
/// holder's whole role (an admin cannot cut off an owner's keys) and, if limited to some sites,
/// see every site the holder sees.
async fn revoke(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = key_id(&ctx)?;
    let shown = ctx.param("key_id");
    let store = &ctx.app.store;
    let org = ctx.principal.org_id;
    let held: HeldKey = store
        .get_owned(API_KEY, id.uuid(), org)
        .await?
        .map_err(|e| (e, API_KEY).answer(shown, &ctx.version))?;
    manages_holder(store, &ctx.principal, held.key().member_id, &ctx.version).await?;
    let revoked = store.revoke_api_key(org, &held).await;
    revoked.map_err(|refused| refused.answer(shown, &ctx.version))?;
    Ok(Reply::no_content())
}
