//! /asset-controls/id-tokens: the tokens (RFID cards, app ids) an organization lets charge at
//! its stations; the gateway accepts an Authorize for a listed one (docs/ocpp.md, "Id tokens").

use http::Method;
use shared::domain::id_token::{ID_TOKEN_LIST, IdToken, NewIdToken};
use shared::ids::IdTokenKind;
use shared::list::Extra;
use shared::permissions::Permission::*;
use shared::refusals::Answer;
use shared::route::list_reply;
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

/// Oldest first, cursor pagination.
async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let extra = Extra { cursor_always: true, ..Extra::default() };
    list_reply(&ctx, &ID_TOKEN_LIST, extra, |token: IdToken| token.render(&ctx.version)).await
}

async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let new = NewIdToken::from_body(&ctx.body)?;
    let token = IdToken::new(ctx.principal.org_id, new);
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
    let deleted = ctx.app.store.delete_id_token(ctx.principal.org_id, id, expected.as_ref()).await;
    deleted.map_err(|refused| refused.answer(shown, &ctx.version))?;
    Ok(Reply::no_content())
}
