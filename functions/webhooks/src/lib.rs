//! /webhooks: subscriptions (admin:webhooks) and what was delivered to them
//! (docs/webhooks.md).

use http::Method;
use serde_json::json;
use shared::domain::webhook::{DEFAULT_THRESHOLD, Webhook, WebhookInput, WebhookStatus};
use shared::domain::webhook::{DELIVERY_LIST, WEBHOOK_LIST};
use shared::envelope::conditional_get;
use shared::ids::{WebhookId, WebhookKind};
use shared::list::Extra;
use shared::permissions::Permission::AdminWebhooks;
use shared::refusals::Answer;
use shared::route::list_reply;
use shared::store::webhooks::{Delivery, WEBHOOK, deliveries_partition};
use shared::time::now_ms;
use shared::webhooks::{signature, target};
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/webhooks";
const ITEM: &str = "/webhooks/{webhook_id}";
const DELIVERIES: &str = "/webhooks/{webhook_id}/deliveries";

pub fn routes() -> Vec<Route> {
    let need = || Access::Permission(AdminWebhooks);
    vec![
        Route::new(Method::GET, COLLECTION, need(), |ctx| Box::pin(list(ctx))).read_only(),
        // Not idempotent: a replayed response would hand the signing secret out again.
        Route::new(Method::POST, COLLECTION, need(), |ctx| Box::pin(create(ctx))),
        Route::new(Method::GET, ITEM, need(), |ctx| Box::pin(get(ctx))).read_only(),
        Route::new(Method::PATCH, ITEM, need(), |ctx| Box::pin(update(ctx))),
        Route::new(Method::DELETE, ITEM, need(), |ctx| Box::pin(delete(ctx))),
        Route::new(Method::GET, DELIVERIES, need(), |ctx| Box::pin(deliveries(ctx))).read_only(),
    ]
}

fn webhook_id(ctx: &Ctx) -> Result<(WebhookId, &str), ApiError> {
    Ok((ctx.path_id::<WebhookKind>("webhook_id")?, ctx.param("webhook_id")))
}

/// Where the URL may point, as a 422 on `url`.
async fn check_target(ctx: &Ctx, url: &str) -> Result<(), ApiError> {
    target::check(url, ctx.app.config.webhook_targets)
        .await
        .map(|_| ())
        .map_err(|message| ApiError::field("url", message))
}

async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let extra = Extra { cursor_always: true, ..Extra::default() };
    list_reply(&ctx, &WEBHOOK_LIST, extra, |webhook: Webhook| webhook.render(&ctx.version)).await
}

/// The signing secret is in this response only.
async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let input = WebhookInput::from_body(&ctx.body, true)?;
    // A subscription delivers until deleted, to an address of its own: an expiring,
    // address-bound or third-party credential could not bind it.
    ctx.principal.restrictions().for_standing()?;
    let url = input.url.clone().ok_or_else(|| ApiError::field("url", "is required"))?;
    check_target(&ctx, &url).await?;
    let now = now_ms();
    let webhook = Webhook {
        id: WebhookId::generate(),
        org_id: ctx.principal.org_id,
        url,
        events: input.events.clone().unwrap_or_default(),
        threshold: input.threshold.unwrap_or(DEFAULT_THRESHOLD),
        status: WebhookStatus::Active,
        disabled_reason: None,
        description: input.description.clone().flatten(),
        created_at: now,
        updated_at: now,
        version: 1,
    };
    let secret = signature::new_secret().map_err(ApiError::internal)?;
    let mut shown = webhook.render(&ctx.version);
    shown["secret"] = json!(secret);
    let location = ctx.location_of(&ctx.version.show_id(&webhook.id));
    let reply = Reply::created(shown, &location)
        .etag(webhook.version)
        .header(http::header::CACHE_CONTROL, "no-store");
    let created = ctx.app.store.create_webhook(&webhook, &secret, None).await;
    created.map_err(|refused| refused.answer(&ctx.version.show_id(&webhook.id), &ctx.version))?;
    Ok(reply)
}

async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = webhook_id(&ctx)?;
    let webhook: Webhook = ctx.owned(WEBHOOK, id.uuid(), shown).await?;
    Ok(conditional_get(&ctx.headers, webhook.version, || Reply::ok(webhook.render(&ctx.version))))
}

async fn update(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = webhook_id(&ctx)?;
    let org = ctx.principal.org_id;
    let access = async {
        let owned = ctx.app.store.get_owned::<Webhook>(WEBHOOK, id.uuid(), org).await?;
        owned.map(|_| ()).map_err(|e| (e, WEBHOOK).answer(shown, &ctx.version))
    };
    let input = shared::route::parsed_after_access(WebhookInput::from_body(&ctx.body, false), access).await?;
    // Pointing, widening or re-enabling the subscription is making it anew; disabling it,
    // or a description or threshold change, is not.
    if input.url.is_some() || input.events.is_some() || input.status == Some(WebhookStatus::Active) {
        ctx.principal.restrictions().for_standing()?;
    }
    if let Some(url) = &input.url {
        check_target(&ctx, url).await?;
    }
    let expected = ctx.if_match()?;
    let webhook = ctx.app.store.update_webhook(org, id, &input, expected.as_ref()).await;
    let webhook = webhook.map_err(|refused| refused.answer(shown, &ctx.version))?;
    Ok(Reply::ok(webhook.render(&ctx.version)).etag(webhook.version))
}

async fn delete(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = webhook_id(&ctx)?;
    let expected = ctx.if_match()?;
    let deleted = ctx.app.store.delete_webhook(ctx.principal.org_id, id, expected.as_ref()).await;
    deleted.map_err(|refused| refused.answer(shown, &ctx.version))?;
    Ok(Reply::no_content())
}

/// Every delivery to the webhook with each attempt, newest first (cursor pagination).
async fn deliveries(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = webhook_id(&ctx)?;
    ctx.owned::<Webhook>(WEBHOOK, id.uuid(), shown).await?;
    let extra = Extra { cursor_always: true, partition: Some(deliveries_partition(id)), ..Extra::default() };
    list_reply(&ctx, &DELIVERY_LIST, extra, |delivery: Delivery| delivery.render(&ctx.version)).await
}
