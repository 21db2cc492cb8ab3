//! Webhooks: `WEBHOOK#<uuid> / WEBHOOK`, listed on `ORG#<org>#WEBHOOK` through GSI1; the
//! organization item keeps `webhook_count` so requests of organizations without webhooks
//! never look for them. Deliveries (the outbox): `WHDELIVERY#<uuid> / WHDELIVERY`, listed per
//! webhook through GSI1 on `WEBHOOK#<webhook>#DELIVERY`, and while pending in the due index
//! (GSI5 on `WHDUE#<shard>`, sorted by the next attempt). An emission writes its deliveries
//! and a marker (`WHEMIT#<org>#<dedupe> / WHEMIT`) in one transaction: a second emission of
//! the same notice finds the marker and writes nothing.

use aws_sdk_dynamodb::types::{AttributeValue, Put, TransactWriteItem};
use serde_json::Value;

use super::attrs::{get_n, get_s, get_uuid, n, opt_n, opt_s, s};
use super::claim::Record;
use super::entity::{Changes, Entity, EntityError, IfMatch, WriteError, failed_at};
use super::keys::{self, PK, SortIndex};
use super::orgs::{Capped, capped_count};
use super::{Item, PartitionQuery, Store, StoreError};
use crate::domain::webhook::{Webhook, WebhookInput, WebhookStatus, payload};
use crate::error::ApiError;
use crate::ids::{DeliveryId, OrgId, WebhookId};
use crate::time::now_ms;

pub const WEBHOOK: Entity = Entity { kind: "WEBHOOK", resource: "webhook" };
pub const DELIVERY: Entity = Entity { kind: "WHDELIVERY", resource: "delivery" };

const DUE_SHARDS: u128 = 4;
/// Webhooks per organization: a notice's deliveries and marker go in one transaction
/// (DynamoDB allows 100 actions), and a few endpoints per event are plenty.
pub const MAX_WEBHOOKS: i64 = 20;
const WEBHOOK_COUNT: Capped = Capped { attribute: "webhook_count", max: MAX_WEBHOOKS };
/// Emission markers outlive every window they deduplicate (the longest is a version's life).
const MARKER_DAYS: i64 = 400;

pub fn deliveries_partition(webhook: WebhookId) -> String {
    format!("WEBHOOK#{}#DELIVERY", webhook.uuid())
}

fn due_attrs(id: uuid::Uuid, at: i64) -> [(String, AttributeValue); 2] {
    [
        (SortIndex::Gsi5.pk().to_owned(), s(format!("WHDUE#{}", id.as_u128() % DUE_SHARDS))),
        (SortIndex::Gsi5.sk().to_owned(), s(keys::sort_key(&keys::instant_key(at), id))),
    ]
}

fn webhook_item(webhook: &Webhook, secret: &str) -> Item {
    let mut item = WEBHOOK.key(webhook.id.uuid());
    item.insert("org_id".into(), s(webhook.org_id.uuid().to_string()));
    item.insert("url".into(), s(&webhook.url));
    item.insert("events".into(), AttributeValue::Ss(webhook.events.clone()));
    item.insert("threshold".into(), n(i64::from(webhook.threshold)));
    item.insert("status".into(), s(webhook.status.as_str()));
    if let Some(description) = &webhook.description {
        item.insert("description".into(), s(description));
    }
    // Needed to sign every delivery; encrypted at rest by DynamoDB, never returned again.
    item.insert("secret".into(), s(secret));
    item.insert("created_at".into(), n(webhook.created_at));
    item.insert("updated_at".into(), n(webhook.updated_at));
    item.insert("version".into(), n(webhook.version));
    item.extend(WEBHOOK.index_attrs(
        webhook.org_id,
        webhook.id.uuid(),
        &[(SortIndex::Gsi1, keys::instant_key(webhook.created_at))],
    ));
    item
}

pub fn webhook_from_item(item: &Item) -> Result<Webhook, ApiError> {
    Ok(Webhook {
        id: WebhookId::from_uuid(get_uuid(item, PK)?),
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        url: get_s(item, "url")?.to_owned(),
        events: item.get("events").and_then(|v| v.as_ss().ok()).cloned().unwrap_or_default(),
        threshold: opt_n(item, "threshold").and_then(|t| u8::try_from(t).ok()).unwrap_or(80),
        status: opt_s(item, "status").and_then(WebhookStatus::parse).unwrap_or(WebhookStatus::Active),
        disabled_reason: opt_s(item, "disabled_reason").map(str::to_owned),
        description: opt_s(item, "description").map(str::to_owned),
        created_at: get_n(item, "created_at")?,
        updated_at: get_n(item, "updated_at")?,
        version: get_n(item, "version")?,
    })
}

pub fn secret_of(item: &Item) -> Option<&str> {
    opt_s(item, "secret")
}

/// One event for one endpoint, with its attempts.
#[derive(Debug, Clone)]
pub struct Delivery {
    pub id: DeliveryId,
    pub org_id: OrgId,
    pub webhook_id: WebhookId,
    pub event_type: String,
    /// The JSON body sent on every attempt.
    pub payload: String,
    pub status: String,
    pub attempts: Vec<Value>,
    pub next_attempt_at: Option<i64>,
    pub created_at: i64,
}

impl Delivery {
    /// `webhook-id`: the same on every attempt, so receivers can drop duplicates.
    pub fn message_id(&self) -> String {
        format!("msg_{}", self.id.uuid().simple())
    }

    pub fn render(&self, version: &crate::versions::ApiVersion) -> Value {
        let attempts: Vec<Value> = self
            .attempts
            .iter()
            .map(|attempt| {
                let mut attempt = attempt.clone();
                crate::time::render_stored(&mut attempt, payload::ATTEMPT_INSTANT_KEYS, version);
                attempt
            })
            .collect();
        let mut delivery = serde_json::json!({
            "id": version.show_id(&self.id),
            "object": "delivery",
            "webhook_id": version.show_id(&self.webhook_id),
            "event_type": self.event_type,
            "message_id": self.message_id(),
            "status": self.status,
            "attempt_count": self.attempts.len(),
            "attempts": attempts,
            "next_attempt_at": self.next_attempt_at.map(|at| crate::time::render(at, version)),
            "created_at": crate::time::render(self.created_at, version),
            "payload": payload::render(&self.payload, &self.event_type, version),
        });
        if version.uuid_ids() {
            delivery["legacy_id"] = serde_json::json!(self.id.legacy());
        }
        delivery
    }
}

fn delivery_item(delivery: &Delivery) -> Item {
    let mut item = DELIVERY.key(delivery.id.uuid());
    item.insert("org_id".into(), s(delivery.org_id.uuid().to_string()));
    item.insert("webhook_id".into(), s(delivery.webhook_id.uuid().to_string()));
    item.insert("event_type".into(), s(&delivery.event_type));
    item.insert("payload".into(), s(&delivery.payload));
    item.insert("status".into(), s(&delivery.status));
    item.insert("attempts".into(), AttributeValue::L(Vec::new()));
    item.insert("created_at".into(), n(delivery.created_at));
    item.insert("expire_at".into(), n(delivery.created_at / 1000 + 30 * 86_400));
    if let Some(next) = delivery.next_attempt_at {
        item.insert("next_attempt_at".into(), n(next));
        item.extend(due_attrs(delivery.id.uuid(), next));
    }
    item.insert(SortIndex::Gsi1.pk().into(), s(deliveries_partition(delivery.webhook_id)));
    item.insert(
        SortIndex::Gsi1.sk().into(),
        s(keys::sort_key(&keys::instant_key(delivery.created_at), delivery.id.uuid())),
    );
    item
}

pub fn delivery_from_item(item: &Item) -> Result<Delivery, ApiError> {
    let attempts = item
        .get("attempts")
        .and_then(|v| v.as_l().ok())
        .map(|list| {
            list.iter()
                .filter_map(|v| v.as_s().ok())
                .filter_map(|text| serde_json::from_str(text).ok())
                .collect()
        })
        .unwrap_or_default();
    Ok(Delivery {
        id: DeliveryId::from_uuid(get_uuid(item, PK)?),
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        webhook_id: WebhookId::from_uuid(get_uuid(item, "webhook_id")?),
        event_type: get_s(item, "event_type")?.to_owned(),
        payload: get_s(item, "payload")?.to_owned(),
        status: get_s(item, "status")?.to_owned(),
        attempts,
        next_attempt_at: opt_n(item, "next_attempt_at"),
        created_at: get_n(item, "created_at")?,
    })
}

/// What became of one attempt.
pub enum AttemptEnd {
    Delivered,
    /// Try again at this time.
    Retry(i64),
    /// No more attempts (exhausted, or the endpoint answered 410).
    Failed,
}

/// Why a webhook was not created.
#[derive(Debug)]
pub enum CreateWebhookError {
    /// The organization has `MAX_WEBHOOKS` webhooks.
    LimitReached,
    Store(StoreError),
}

impl From<ApiError> for CreateWebhookError {
    fn from(error: ApiError) -> Self {
        CreateWebhookError::Store(StoreError::Api(error))
    }
}

impl Store {
    pub async fn create_webhook(
        &self,
        webhook: &Webhook,
        secret: &str,
        record: Option<&Record>,
    ) -> Result<(), CreateWebhookError> {
        let actions = vec![
            Entity::put_new(self.table(), webhook_item(webhook, secret))?,
            capped_count(self.table(), webhook.org_id, WEBHOOK_COUNT, 1)?,
        ];
        match self.transact_create(actions, record).await {
            Ok(()) => Ok(()),
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 1) => {
                Err(CreateWebhookError::LimitReached)
            }
            Err(other) => Err(CreateWebhookError::Store(other)),
        }
    }

    /// A live webhook of `org`, or why there is none it may use (inner).
    pub async fn webhook(&self, org: OrgId, id: WebhookId) -> Result<Result<Webhook, EntityError>, ApiError> {
        match self.get_owned(WEBHOOK, id.uuid(), org).await? {
            Ok(item) => Ok(Ok(webhook_from_item(&item)?)),
            Err(refused) => Ok(Err(refused)),
        }
    }

    pub async fn update_webhook(
        &self,
        org: OrgId,
        id: WebhookId,
        input: &WebhookInput,
        expected: Option<&IfMatch>,
    ) -> Result<Webhook, WriteError> {
        let now = now_ms();
        let mut changes = Changes::owned_by(org, expected);
        changes.set("updated_at", n(now));
        if let Some(url) = &input.url {
            changes.set("url", s(url));
        }
        if let Some(events) = &input.events {
            changes.set("events", AttributeValue::Ss(events.clone()));
        }
        if let Some(threshold) = input.threshold {
            changes.set("threshold", n(i64::from(threshold)));
        }
        match &input.description {
            Some(Some(text)) => changes.set("description", s(text)),
            Some(None) => changes.remove("description"),
            None => {}
        }
        if let Some(status) = input.status {
            changes.set("status", s(status.as_str()));
            if status == WebhookStatus::Active {
                changes.remove("disabled_reason");
            } else {
                changes.set("disabled_reason", s("disabled_by_owner"));
            }
        }
        match self.update_entity(WEBHOOK.key(id.uuid()), changes).await? {
            Ok(item) => Ok(webhook_from_item(&item)?),
            Err(old) => {
                WEBHOOK
                    .diagnosis(old.as_ref(), org, expected)
                    .map_err(|e| WriteError::Refused(WEBHOOK, e))?;
                Err(ApiError::internal("webhook update condition failed on a live, owned webhook").into())
            }
        }
    }

    pub async fn delete_webhook(
        &self,
        org: OrgId,
        id: WebhookId,
        expected: Option<&IfMatch>,
    ) -> Result<(), WriteError> {
        let mut changes = Changes::tombstone(org, expected);
        changes.remove("secret");
        let update = changes.transact_update(self.table(), WEBHOOK.key(id.uuid()))?;
        let actions = vec![
            TransactWriteItem::builder().update(update).build(),
            capped_count(self.table(), org, WEBHOOK_COUNT, -1)?,
        ];
        match self.transact(actions).await {
            Ok(()) => Ok(()),
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => {
                let old = reasons.into_iter().next().and_then(|(_, item)| item);
                WEBHOOK
                    .diagnosis(old.as_ref(), org, expected)
                    .map_err(|e| WriteError::Refused(WEBHOOK, e))?;
                Err(ApiError::internal("webhook delete condition failed on a live, owned webhook").into())
            }
            Err(other) => Err(WriteError::Store(other)),
        }
    }

    /// Every live webhook of `org`, with its stored item (for the secret).
    pub async fn webhooks_of(&self, org: OrgId) -> Result<Vec<Item>, ApiError> {
        let partition = keys::org_partition(org.uuid(), WEBHOOK.kind);
        self.query_partition(SortIndex::Gsi1, partition, Default::default()).await
    }

    /// Writes a notice's deliveries and its marker together; `false` when the marker was
    /// already there (the notice went out before) and nothing was written.
    pub async fn enqueue_deliveries(
        &self,
        org: OrgId,
        dedupe: &str,
        deliveries: &[Delivery],
    ) -> Result<bool, ApiError> {
        let now = now_ms();
        let marker = Put::builder()
            .table_name(self.table())
            .item(PK, s(format!("WHEMIT#{}#{dedupe}", org.uuid())))
            .item(keys::SK, s("WHEMIT"))
            .item("expire_at", n(now / 1000 + MARKER_DAYS * 86_400))
            .condition_expression("attribute_not_exists(PK)")
            .build()
            .map_err(ApiError::internal)?;
        let mut actions = vec![TransactWriteItem::builder().put(marker).build()];
        for delivery in deliveries {
            actions.push(Entity::put_new(self.table(), delivery_item(delivery))?);
        }
        match self.transact(actions).await {
            Ok(()) => Ok(true),
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => Ok(false),
            Err(other) => Err(other.into()),
        }
    }

    /// Pending deliveries whose next attempt (or whose worker's lease) is due by `now`.
    pub async fn due_deliveries(&self, now: i64) -> Result<Vec<Item>, ApiError> {
        let below = format!("{}{}", keys::instant_key(now), keys::SEP_END);
        let shards = (0..DUE_SHARDS).map(|shard| {
            let query = PartitionQuery { below: Some(below.clone()), equal: None };
            self.query_partition(SortIndex::Gsi5, format!("WHDUE#{shard}"), query)
        });
        Ok(futures_util::future::try_join_all(shards).await?.into_iter().flatten().collect())
    }

    /// Claims a due delivery for one attempt: its due time moves to `lease_until`, so a
    /// worker that dies mid-attempt leaves it due again then. `false` when another worker
    /// claimed it first.
    pub async fn claim_delivery(&self, id: DeliveryId, due: i64, lease_until: i64) -> Result<bool, ApiError> {
        let mut changes = Changes::default();
        changes.require(
            "next_attempt_at = :due AND #status = :pending",
            vec![(":due", n(due)), (":pending", s("pending"))],
        );
        changes.name("status");
        changes.set("next_attempt_at", n(lease_until));
        for (attr, value) in due_attrs(id.uuid(), lease_until) {
            changes.set(&attr, value);
        }
        Ok(self.update_entity(DELIVERY.key(id.uuid()), changes).await?.is_ok())
    }

    /// Records an attempt (held under the lease `claimed`) and where the delivery goes next.
    pub async fn record_attempt(
        &self,
        id: DeliveryId,
        claimed: i64,
        attempt: &Value,
        end: AttemptEnd,
    ) -> Result<bool, ApiError> {
        let mut changes = Changes::default();
        changes.require("next_attempt_at = :claimed", vec![(":claimed", n(claimed))]);
        let entry = AttributeValue::L(vec![s(attempt.to_string())]);
        let attempts = changes.name("attempts");
        changes.set_expression(
            &format!("{attempts} = list_append({attempts}, :attempt)"),
            vec![(":attempt", entry)],
        );
        match end {
            AttemptEnd::Retry(at) => {
                changes.set("next_attempt_at", n(at));
                for (attr, value) in due_attrs(id.uuid(), at) {
                    changes.set(&attr, value);
                }
            }
            AttemptEnd::Delivered | AttemptEnd::Failed => {
                let status = if matches!(end, AttemptEnd::Delivered) { "delivered" } else { "failed" };
                changes.set("status", s(status));
                changes.remove("next_attempt_at");
                changes.remove(SortIndex::Gsi5.pk());
                changes.remove(SortIndex::Gsi5.sk());
            }
        }
        Ok(self.update_entity(DELIVERY.key(id.uuid()), changes).await?.is_ok())
    }

    /// Stops deliveries to a webhook whose endpoint said it is gone (410).
    pub async fn disable_webhook(&self, id: WebhookId, reason: &str) -> Result<(), ApiError> {
        let mut changes = Changes::default();
        changes.require("attribute_exists(PK) AND attribute_not_exists(deleted_at)", vec![]);
        changes.set("status", s(WebhookStatus::Disabled.as_str()));
        changes.set("disabled_reason", s(reason));
        // A new revision: an ETag taken before the endpoint went away no longer matches.
        changes.set_expression("version = version + :one", vec![(":one", n(1))]);
        changes.set("updated_at", n(now_ms()));
        // A webhook deleted meanwhile has nothing left to disable.
        let _ = self.update_entity(WEBHOOK.key(id.uuid()), changes).await?;
        Ok(())
    }
}
