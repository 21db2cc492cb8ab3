//! /auth/clients: OAuth 2.0 clients of the organization. Each gets a service identity (a
//! member of type `service`) that its `client_credentials` tokens speak for.

use http::Method;
use serde_json::json;
use shared::auth::api_key;
use shared::delegation::{existing_role, manages_holder, service_role, within_caller, within_sites};
use shared::domain::member::{Member, MemberType};
use shared::domain::oauth::{CLIENT_LIST, CLIENT_SECRET_PREFIX, NewClient, OAuthClient};
use shared::ids::{ClientId, ClientKind};
use shared::list::Extra;
use shared::permissions::Permission::*;
use shared::refusals::Answer;
use shared::route::list_reply;
use shared::store::oauth::CLIENT;
use shared::time::now_ms;
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/auth/clients";
const ITEM: &str = "/auth/clients/{client_id}";

pub fn routes() -> Vec<Route> {
    let need = Access::Permission(AdminApiKeys);
    vec![
        Route::new(Method::POST, COLLECTION, need, |ctx| Box::pin(create(ctx))),
        Route::new(Method::GET, COLLECTION, need, |ctx| Box::pin(list(ctx))).read_only(),
        Route::new(Method::GET, ITEM, need, |ctx| Box::pin(get(ctx))).read_only(),
        Route::new(Method::DELETE, ITEM, need, |ctx| Box::pin(delete(ctx))),
    ]
}

fn client_id(ctx: &Ctx) -> Result<ClientId, ApiError> {
    ctx.path_id::<ClientKind>("client_id")
}

async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let new = NewClient::from_body(&ctx.body)?;
    // A client is usable from anywhere and never expires: a caller limited in either way is
    // refused; its scopes carry.
    let restrictions = ctx.principal.restrictions().for_client(new.scopes)?;
    let store = &ctx.app.store;
    let org = ctx.principal.org_id;
    // The client's tokens speak for its service identity's whole role and sites (scopes do
    // not narrow site visibility): the caller must hold all of it.
    service_role(&new.role, "role")?;
    within_caller(&ctx.principal, existing_role(store, org, &new.role, "role").await?)?;
    within_sites(&ctx.principal, &new.role, &[])?;

    let service = Member::new(org, MemberType::Service, new.role, &new.name, None);
    let client = OAuthClient {
        id: ClientId::generate(),
        org_id: org,
        name: new.name,
        redirect_uris: new.redirect_uris,
        restrictions,
        member_id: service.id,
        created_at: now_ms(),
        version: 1,
    };
    let secret = api_key::secret(CLIENT_SECRET_PREFIX);
    let mut actions = store.new_member_actions(&service)?;
    actions.extend(store.new_client_actions(&client, &api_key::hash(&secret))?);
    store.create_all(actions).await?;
    let mut data = client.render(&ctx.version);
    data["client_secret"] = json!(secret);
    let location = ctx.location_of(&ctx.version.show_id(&client.id));
    Ok(Reply::created(data, &location).header(http::header::CACHE_CONTROL, "no-store"))
}

async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    list_reply(&ctx, &CLIENT_LIST, Extra::default(), |client: OAuthClient| client.render(&ctx.version)).await
}

async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = client_id(&ctx)?;
    let client: OAuthClient = ctx.owned(CLIENT, id.uuid(), ctx.param("client_id")).await?;
    Ok(Reply::ok(client.render(&ctx.version)))
}

/// Deleting cuts off the client's service identity: the caller must manage it (its whole role,
/// and every site it sees).
async fn delete(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = client_id(&ctx)?;
    let shown = ctx.param("client_id");
    let store = &ctx.app.store;
    let org = ctx.principal.org_id;
    let client: OAuthClient = store
        .get_owned(CLIENT, id.uuid(), org)
        .await?
        .map_err(|e| (e, CLIENT).answer(shown, &ctx.version))?;
    manages_holder(store, &ctx.principal, client.member_id, &ctx.version).await?;
    store.delete_client(&client).await.map_err(|refused| refused.answer(shown, &ctx.version))?;
    Ok(Reply::no_content())
}
