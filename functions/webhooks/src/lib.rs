//! /webhooks: subscriptions (admin:webhooks), what was delivered to them, and the tools
//! around them: a test event, a redelivery, a secret rotation (docs/webhooks.md).

use http::Method;
use serde_json::json;
use shared::domain::webhook::payload::{TEST_EVENT, test_data};
use shared::domain::webhook::{DEFAULT_THRESHOLD, Webhook, WebhookInput, WebhookStatus, overlap_from_body};
use shared::domain::webhook::{DELIVERY_LIST, WEBHOOK_LIST};
use shared::envelope::conditional_get;
use shared::ids::{DeliveryKind, WebhookId, WebhookKind};
use shared::list::Extra;
use shared::permissions::Permission::AdminWebhooks;
use shared::refusals::{self, Answer};
use shared::route::{list_reply, list_reply_kept};
use shared::site_access::SiteScope;
use shared::store::webhook_tools::{REDELIVERIES, TESTS, ToolDeliveryError, ToolSlots};
use shared::store::webhooks::{DELIVERY, Delivery, WEBHOOK, deliveries_partition};
use shared::time::now_ms;
use shared::webhooks::{signature, target};
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/webhooks";
const ITEM: &str = "/webhooks/{webhook_id}";
const DELIVERIES: &str = "/webhooks/{webhook_id}/deliveries";
const TEST: &str = "/webhooks/{webhook_id}/test";
const REDELIVER: &str = "/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver";
const SECRET: &str = "/webhooks/{webhook_id}/secret";

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
        Route::new(Method::POST, TEST, need(), |ctx| Box::pin(test(ctx))),
        Route::new(Method::POST, REDELIVER, need(), |ctx| Box::pin(redeliver(ctx))),
        // Not idempotent, like create: a replay would hand the new secret out again.
        Route::new(Method::POST, SECRET, need(), |ctx| Box::pin(rotate_secret(ctx))),
    ]
}

fn webhook_id(ctx: &Ctx) -> Result<(WebhookId, &str), ApiError> {
    Ok((ctx.path_id::<WebhookKind>("webhook_id")?, ctx.param("webhook_id")))
}

/// A caller who does not see every site makes or re-points only subscriptions to events at
/// sites it is assigned to: `site_ids` (as the webhook will hold it) must be non-empty and
/// within its sites (authority narrows; owners and admins see every site). `shown` names the
/// webhook in the refusal.
fn within_sites(ctx: &Ctx, site_ids: &[shared::ids::SiteId], shown: &str) -> Result<(), ApiError> {
    let SiteScope::Assigned(assigned) = SiteScope::of(&ctx.principal) else { return Ok(()) };
    if site_ids.is_empty() {
        return Err(refusals::grants_sites_you_are_not_assigned_to("webhook", shown));
    }
    match site_ids.iter().find(|site| !assigned.contains(&site.uuid())) {
        Some(outside) => Err(refusals::not_assigned_to_site("site", &ctx.version.show_id(outside))),
        None => Ok(()),
    }
}

/// A webhook of the caller's organization it may see and act on: a caller who does not see
/// every site reaches only webhooks confined to its sites (`site_ids` non-empty and all among
/// its own), as it may only make those; an organization-wide one would show it events, and
/// deliveries' payloads, from sites it is not assigned to.
async fn reachable(ctx: &Ctx) -> Result<Webhook, ApiError> {
    let (id, shown) = webhook_id(ctx)?;
    let webhook: Webhook = ctx.owned(WEBHOOK, id.uuid(), shown).await?;
    within_sites(ctx, &webhook.site_ids, shown)?;
    Ok(webhook)
}

/// For a caller assigned to sites: the site filter the webhook will hold after a standing
/// change (the one given, else the stored one, read only for such callers) must be within them.
async fn keeps_within_sites(ctx: &Ctx, given: Option<&[shared::ids::SiteId]>) -> Result<(), ApiError> {
    if matches!(SiteScope::of(&ctx.principal), SiteScope::All) {
        return Ok(());
    }
    let (id, shown) = webhook_id(ctx)?;
    match given {
        Some(site_ids) => within_sites(ctx, site_ids, shown),
        None => {
            let webhook: Webhook = ctx.owned(WEBHOOK, id.uuid(), shown).await?;
            within_sites(ctx, &webhook.site_ids, shown)
        }
    }
}

/// Where the URL may point, as a 422 on `url`.
async fn check_target(ctx: &Ctx, url: &str) -> Result<(), ApiError> {
    target::check(url, ctx.app.config.webhook_targets)
        .await
        .map(|_| ())
        .map_err(|message| ApiError::field("url", message))
}

/// A caller assigned to sites is shown only the webhooks it may reach (`reachable`): a rule
/// on a whole set no query filter can say, applied to each page (the list pages by cursor,
/// with no totals, and an organization has at most 20 webhooks).
async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let extra = Extra { cursor_always: true, ..Extra::default() };
    let keep = |webhook: &Webhook| within_sites(&ctx, &webhook.site_ids, "").is_ok();
    list_reply_kept(&ctx, &WEBHOOK_LIST, extra, keep, |webhook: Webhook| webhook.render(&ctx.version)).await
}

/// The signing secret is in this response only.
async fn create(ctx: Ctx) -> Result<Reply, ApiError> {
    let input = WebhookInput::from_body(&ctx.body, true)?;
    // A subscription delivers until deleted, to an address of its own: an expiring,
    // address-bound or third-party credential could not bind it.
    ctx.principal.restrictions().for_standing()?;
    let id = WebhookId::generate();
    within_sites(&ctx, input.site_ids.as_deref().unwrap_or_default(), &ctx.version.show_id(&id))?;
    let url = input.url.clone().ok_or_else(|| ApiError::field("url", "is required"))?;
    check_target(&ctx, &url).await?;
    let now = now_ms();
    let webhook = Webhook {
        id,
        org_id: ctx.principal.org_id,
        url,
        events: input.events.clone().unwrap_or_default(),
        site_ids: input.site_ids.clone().unwrap_or_default(),
        asset_ids: input.asset_ids.clone().unwrap_or_default(),
        threshold: input.threshold.unwrap_or(DEFAULT_THRESHOLD),
        status: WebhookStatus::Active,
        disabled_reason: None,
        description: input.description.clone().flatten(),
        created_at: now,
        updated_at: now,
        version: 1,
        previous_secret_expires_at: None,
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
    let webhook = reachable(&ctx).await?;
    Ok(conditional_get(&ctx.headers, webhook.version, || Reply::ok(webhook.render(&ctx.version))))
}

async fn update(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = webhook_id(&ctx)?;
    let org = ctx.principal.org_id;
    let access = async {
        let owned = ctx.app.store.get_owned::<Webhook>(WEBHOOK, id.uuid(), org).await?;
        let webhook = owned.map_err(|e| (e, WEBHOOK).answer(shown, &ctx.version))?;
        within_sites(&ctx, &webhook.site_ids, shown)
    };
    let input = shared::route::parsed_after_access(WebhookInput::from_body(&ctx.body, false), access).await?;
    // A valid body skips that read; a caller assigned to sites still needs the webhook's.
    if matches!(SiteScope::of(&ctx.principal), SiteScope::Assigned(_)) {
        reachable(&ctx).await?;
    }
    // Pointing, widening or re-enabling the subscription is making it anew; disabling it,
    // or a description or threshold change, is not.
    let refiltered = input.site_ids.is_some() || input.asset_ids.is_some();
    if input.url.is_some()
        || input.events.is_some()
        || refiltered
        || input.status == Some(WebhookStatus::Active)
    {
        ctx.principal.restrictions().for_standing()?;
        keeps_within_sites(&ctx, input.site_ids.as_deref()).await?;
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
    // Only a caller assigned to sites needs the webhook read first.
    if matches!(SiteScope::of(&ctx.principal), SiteScope::Assigned(_)) {
        reachable(&ctx).await?;
    }
    let expected = ctx.if_match()?;
    let deleted = ctx.app.store.delete_webhook(ctx.principal.org_id, id, expected.as_ref()).await;
    deleted.map_err(|refused| refused.answer(shown, &ctx.version))?;
    Ok(Reply::no_content())
}

/// Every delivery to the webhook with each attempt, newest first (cursor pagination).
async fn deliveries(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, _) = webhook_id(&ctx)?;
    reachable(&ctx).await?;
    let extra = Extra { cursor_always: true, partition: Some(deliveries_partition(id)), ..Extra::default() };
    list_reply(&ctx, &DELIVERY_LIST, extra, |delivery: Delivery| delivery.render(&ctx.version)).await
}

/// A live webhook of the caller's organization that may be sent to now.
async fn sendable(ctx: &Ctx) -> Result<Webhook, ApiError> {
    let webhook = reachable(ctx).await?;
    let shown = ctx.param("webhook_id");
    if webhook.status != WebhookStatus::Active {
        return Err(ApiError::Conflict {
            message: "The webhook is disabled; re-enable it with PATCH status: active first".into(),
            details: json!({"reason": "webhook_disabled", "resource_type": "webhook", "resource_id": shown}),
        });
    }
    Ok(webhook)
}

/// A signed `webhook.test` event to this webhook, delivered (and retried, and recorded) like
/// any other; 202 with its delivery record.
async fn test(ctx: Ctx) -> Result<Reply, ApiError> {
    let webhook = sendable(&ctx).await?;
    let now = now_ms();
    let body =
        shared::domain::webhook::payload::body(TEST_EVENT, now, test_data(&webhook.id, &webhook.org_id));
    let delivery = Delivery::pending(webhook.org_id, webhook.id, TEST_EVENT, body, now);
    enqueue_tool(&ctx, &TESTS, &delivery).await?;
    Ok(Reply::with_status(http::StatusCode::ACCEPTED, delivery.render(&ctx.version)))
}

/// Sends a finished delivery's message again, as a new delivery with the same `webhook-id`;
/// 202 with it. A pending one is on its way already: 409.
async fn redeliver(ctx: Ctx) -> Result<Reply, ApiError> {
    let webhook = sendable(&ctx).await?;
    let delivery_id = ctx.path_id::<DeliveryKind>("delivery_id")?;
    let shown = ctx.param("delivery_id");
    let original: Delivery = ctx.owned(DELIVERY, delivery_id.uuid(), shown).await?;
    if original.webhook_id.uuid() != webhook.id.uuid() {
        return Err(ApiError::NotFound { resource_type: DELIVERY.resource, resource_id: shown.to_owned() });
    }
    if original.status == "pending" {
        return Err(ApiError::Conflict {
            message: "The delivery is still pending: it will be attempted again by itself".into(),
            details: json!({"reason": "delivery_pending", "resource_type": "delivery", "resource_id": shown}),
        });
    }
    let again = original.redelivery(now_ms());
    enqueue_tool(&ctx, &REDELIVERIES, &again).await?;
    Ok(Reply::with_status(http::StatusCode::ACCEPTED, again.render(&ctx.version)))
}

/// Writes a test event or redelivery within the webhook's bound of pending ones of its kind
/// (`webhook_tools`): beyond it, 409 until one of them finishes.
async fn enqueue_tool(ctx: &Ctx, slots: &ToolSlots, delivery: &Delivery) -> Result<(), ApiError> {
    let shown = ctx.param("webhook_id");
    let queued = ctx.app.store.enqueue_tool_delivery(ctx.principal.org_id, slots, delivery).await;
    match queued {
        Ok(()) => Ok(()),
        Err(ToolDeliveryError::Full) => {
            let (max, what) = (slots.max, slots.what);
            let message = format!(
                "The webhook has {max} {what} pending, the most at once; send more once one has finished"
            );
            Err(ApiError::Conflict {
                message,
                details: json!({"reason": slots.reason, "resource_type": "webhook", "resource_id": shown, "max_pending": slots.max}),
            })
        }
        Err(ToolDeliveryError::Busy) => Err(ApiError::Conflict {
            message: "Other calls were sending to this webhook at the same time; try again".into(),
            details: json!({"reason": "concurrent_modification", "resource_type": "webhook", "resource_id": shown}),
        }),
        Err(ToolDeliveryError::Gone) => {
            Err(ApiError::NotFound { resource_type: WEBHOOK.resource, resource_id: shown.to_owned() })
        }
        Err(ToolDeliveryError::Store(error)) => Err(error.into()),
    }
}

/// A new signing secret, in this response only; the old one keeps signing beside it for the
/// overlap (`overlap_seconds`, a day by default), so receivers can move over without a gap.
async fn rotate_secret(ctx: Ctx) -> Result<Reply, ApiError> {
    let (id, shown) = webhook_id(&ctx)?;
    let org = ctx.principal.org_id;
    let access = async {
        let owned = ctx.app.store.get_owned::<Webhook>(WEBHOOK, id.uuid(), org).await?;
        owned.map(|_| ()).map_err(|e| (e, WEBHOOK).answer(shown, &ctx.version))
    };
    let overlap = shared::route::parsed_after_access(overlap_from_body(&ctx.body), access).await?;
    // The secret lets its holder sign deliveries for as long as it is current: a credential
    // that could not create the webhook cannot take it.
    ctx.principal.restrictions().for_standing()?;
    keeps_within_sites(&ctx, None).await?;
    let expected = ctx.if_match()?;
    let secret = signature::new_secret().map_err(ApiError::internal)?;
    let until = now_ms() + overlap * 1000;
    let rotated = ctx.app.store.rotate_webhook_secret(org, id, &secret, until, expected.as_ref()).await;
    let webhook = rotated.map_err(|refused| refused.answer(shown, &ctx.version))?;
    let mut shown = webhook.render(&ctx.version);
    shown["secret"] = json!(secret);
    Ok(Reply::ok(shown).etag(webhook.version).header(http::header::CACHE_CONTROL, "no-store"))
}
