//! Webhooks: `WEBHOOK#<uuid> / WEBHOOK`, listed on `ORG#<org>#WEBHOOK` through GSI1; the
//! organization item keeps `webhook_count` so requests of organizations without webhooks
//! never look for them. Deliveries (the outbox): `WHDELIVERY#<uuid> / WHDELIVERY`, listed per
//! webhook through GSI1 on `WEBHOOK#<webhook>#DELIVERY`, and while pending in the due index
//! (GSI5 on `WHDUE#<shard>`, sorted by the next attempt). An emission writes its deliveries
//! and a marker (`WHEMIT#<org>#<dedupe> / WHEMIT`) in one transaction: a second emission of
//! the same notice finds the marker and writes nothing.

use aws_sdk_dynamodb::types::AttributeValue;
use serde_json::Value;

use serde::{Deserialize, Serialize};

use super::attrs::{n, opt_s, s, stored, write};
use super::claim::Record;
use super::entity::{Changes, Entity, IfMatch, WriteError, is_tombstone};
use super::errors::from_errors;
use super::keys::{self, SortIndex};
use super::orgs::{Capped, capped_count};
use super::transact::Action;
use super::{FromItem, Item, Store, StoreError};
use crate::domain::webhook::{Webhook, WebhookInput, WebhookStatus, payload};
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
    SortIndex::Gsi5.entry(&format!("WHDUE#{}", id.as_u128() % DUE_SHARDS), &keys::instant_key(at), id)
}

/// A webhook item's attributes; `WEBHOOK.key`, the `secret` and the index attributes
/// complete it. `disabled_reason` is written only by `disable_webhook`.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Webhook")]
pub(super) struct WebhookRecord {
    #[serde(rename = "PK", skip_serializing, deserialize_with = "stored::deserialize")]
    id: WebhookId,
    #[serde(with = "stored")]
    org_id: OrgId,
    url: String,
    #[serde(with = "serde_dynamo::string_set", default)]
    events: Vec<String>,
    #[serde(with = "id_set", default, skip_serializing_if = "Vec::is_empty")]
    site_ids: Vec<crate::ids::SiteId>,
    #[serde(with = "id_set", default, skip_serializing_if = "Vec::is_empty")]
    asset_ids: Vec<crate::ids::AssetId>,
    #[serde(default = "default_threshold")]
    threshold: u8,
    #[serde(with = "stored", default = "active")]
    status: WebhookStatus,
    #[serde(skip_serializing, default)]
    disabled_reason: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    description: Option<String>,
    created_at: i64,
    updated_at: i64,
    version: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    previous_secret_expires_at: Option<i64>,
}

/// A list of typed ids as a string set of their UUIDs (a set cannot be empty: no filter is no
/// attribute).
mod id_set {
    use serde::de::Error;
    use serde::{Deserializer, Serializer};

    use crate::ids::{Id, IdKind};

    pub fn serialize<K: IdKind, S: Serializer>(ids: &[Id<K>], s: S) -> Result<S::Ok, S::Error> {
        let texts: Vec<String> = ids.iter().map(|id| id.uuid().to_string()).collect();
        serde_dynamo::string_set::serialize(&texts, s)
    }

    pub fn deserialize<'de, K: IdKind, D: Deserializer<'de>>(d: D) -> Result<Vec<Id<K>>, D::Error> {
        let texts: Vec<String> = serde_dynamo::string_set::deserialize(d)?;
        texts
            .iter()
            .map(|text| uuid::Uuid::try_parse(text).map(Id::from_uuid).map_err(D::Error::custom))
            .collect()
    }
}

/// The string set of a place filter's ids, or `None` for an empty one (removed).
fn id_set_value<K: crate::ids::IdKind>(ids: &[crate::ids::Id<K>]) -> Option<AttributeValue> {
    (!ids.is_empty()).then(|| AttributeValue::Ss(ids.iter().map(|id| id.uuid().to_string()).collect()))
}

/// Set and cleared by the status writes (`update_webhook`, `disable_webhook`).
const DISABLED_REASON: &str = "disabled_reason";

fn default_threshold() -> u8 {
    80
}

fn active() -> WebhookStatus {
    WebhookStatus::Active
}

/// Needed to sign every delivery; encrypted at rest by DynamoDB, never returned again.
const SECRET: &str = "secret";
/// The secret a rotation replaced, signing beside the new one until `PREVIOUS_EXPIRES_AT`.
const PREVIOUS_SECRET: &str = "previous_secret";
const PREVIOUS_EXPIRES_AT: &str = "previous_secret_expires_at";

/// The secrets a delivery is signed with.
#[derive(Debug, Clone)]
pub struct Signing {
    pub current: String,
    /// A rotated-out secret and until when (milliseconds) it still signs.
    pub previous: Option<(String, i64)>,
}

impl Signing {
    /// Every secret that signs at `now`: the current one, then the previous one during the
    /// overlap.
    pub fn at(&self, now: i64) -> Vec<&str> {
        let previous = self.previous.as_ref().filter(|(_, until)| now < *until).map(|(s, _)| s.as_str());
        std::iter::once(self.current.as_str()).chain(previous).collect()
    }
}

fn webhook_item(webhook: &Webhook, secret: &str) -> Item {
    let mut item = write(WebhookRecord::serialize(webhook, serde_dynamo::Serializer));
    item.insert(SECRET.into(), s(secret));
    let sorts = [(SortIndex::Gsi1, keys::instant_key(webhook.created_at))];
    item.extend(WEBHOOK.live_keys(webhook.org_id, webhook.id.uuid(), &sorts));
    item
}

/// One event for one endpoint, with its attempts; as stored, less `DELIVERY.key`,
/// `expire_at` and the index attributes.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Delivery {
    #[serde(rename = "PK", skip_serializing, deserialize_with = "stored::deserialize")]
    pub id: DeliveryId,
    #[serde(with = "stored")]
    pub org_id: OrgId,
    #[serde(with = "stored")]
    pub webhook_id: WebhookId,
    pub event_type: String,
    /// The JSON body sent on every attempt.
    pub payload: String,
    pub status: String,
    /// Each attempt's JSON text; an unreadable one is left out.
    #[serde(with = "json_list", default)]
    pub attempts: Vec<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_attempt_at: Option<i64>,
    pub created_at: i64,
    /// A redelivery: the delivery it sends again, whose `webhook-id` it keeps.
    #[serde(with = "stored", default, skip_serializing_if = "Option::is_none")]
    pub redelivery_of: Option<DeliveryId>,
    /// A debounced station notice: how many events of its minute it stands for (the upsert of
    /// each adds one; `None`: one event).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coalesced: Option<i64>,
}

/// The lease and retry writes' condition and target (a claim moves it to the lease's end).
const NEXT_ATTEMPT_AT: &str = "next_attempt_at";

/// Delivery attempts: a list of JSON texts (`record_attempt` appends to it).
mod json_list {
    use serde::{Deserialize, Deserializer, Serializer};
    use serde_json::Value;

    pub fn serialize<S: Serializer>(attempts: &[Value], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(attempts.iter().map(Value::to_string))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Value>, D::Error> {
        let texts = Vec::<String>::deserialize(d)?;
        Ok(texts.iter().filter_map(|text| serde_json::from_str(text).ok()).collect())
    }
}

impl Delivery {
    /// A new delivery of `payload`, due at once.
    pub fn pending(org: OrgId, webhook: WebhookId, event_type: &str, payload: String, at: i64) -> Delivery {
        Delivery {
            id: DeliveryId::generate(),
            org_id: org,
            webhook_id: webhook,
            event_type: event_type.to_owned(),
            payload,
            status: "pending".into(),
            attempts: Vec::new(),
            next_attempt_at: Some(at),
            created_at: at,
            redelivery_of: None,
            coalesced: None,
        }
    }

    /// The same message sent again as a delivery of its own, due at `at`.
    pub fn redelivery(&self, at: i64) -> Delivery {
        let original = self.redelivery_of.unwrap_or(self.id);
        let again =
            Delivery::pending(self.org_id, self.webhook_id, &self.event_type, self.payload.clone(), at);
        Delivery { redelivery_of: Some(original), coalesced: self.coalesced, ..again }
    }

    /// `webhook-id`: the same on every attempt, and on every redelivery, so receivers can drop
    /// duplicates.
    pub fn message_id(&self) -> String {
        format!("msg_{}", self.redelivery_of.unwrap_or(self.id).uuid().simple())
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
            "redelivery_of": self.redelivery_of.map(|id| version.show_id(&id)),
            "coalesced_events": self.coalesced.unwrap_or(1),
        });
        if version.uuid_ids() {
            delivery["legacy_id"] = serde_json::json!(self.id.legacy());
        }
        delivery
    }
}

pub(super) fn delivery_item(delivery: &Delivery) -> Item {
    let mut item = write(delivery.serialize(serde_dynamo::Serializer));
    item.extend(DELIVERY.key(delivery.id.uuid()));
    item.insert("expire_at".into(), n(delivery.created_at / 1000 + 30 * 86_400));
    if let Some(next) = delivery.next_attempt_at {
        item.extend(due_attrs(delivery.id.uuid(), next));
    }
    let (list, created) = (deliveries_partition(delivery.webhook_id), keys::instant_key(delivery.created_at));
    item.extend(SortIndex::Gsi1.entry(&list, &created, delivery.id.uuid()));
    item
}

/// A debounced notice's write, in its event's transaction: the delivery of `delivery.id` (one
/// per webhook, station and minute while unsent: `Store::open_notice` chose it) made by the
/// window's first event, its body and type replaced by each later one (the station's last
/// word of the minute) and its count raised.
/// Everything else keeps what the first write set. It never refuses: a refusal would cancel
/// the event's own transaction, and the event matters more than its notice.
pub(super) fn debounced_delivery_action(
    table: &str,
    delivery: &Delivery,
) -> Result<aws_sdk_dynamodb::types::TransactWriteItem, StoreError> {
    let key = DELIVERY.key(delivery.id.uuid());
    let mut changes = Changes::default();
    for (attr, value) in delivery_item(delivery).into_iter().filter(|(attr, _)| !key.contains_key(attr)) {
        if attr == "payload" || attr == "event_type" {
            changes.set(&attr, value);
        } else {
            let (name, first) = (changes.name(&attr), format!(":{attr}_first"));
            changes
                .set_expression(&format!("{name} = if_not_exists({name}, {first})"), vec![(&first, value)]);
        }
    }
    let count = changes.name("coalesced");
    changes.set_expression(
        &format!("{count} = if_not_exists({count}, :none) + :one_more"),
        vec![(":none", n(0)), (":one_more", n(1))],
    );
    // True of every delivery of this id (its id hashes the webhook, hence the organization):
    // the write states what it expects without ever refusing.
    changes.require("attribute_not_exists(PK) OR org_id = :org_id_first", vec![]);
    changes.transact_update(table, key)
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

from_errors!(StoreError => CreateWebhookError::Store);

impl Store {
    /// Tells the waiter for new deliveries (the local runner) when a committed transaction
    /// put one: deployed, the table's stream, filtered on new `WHDELIVERY` items, does this.
    pub(super) fn signal_new_deliveries(&self, items: &[aws_sdk_dynamodb::types::TransactWriteItem]) {
        let puts_delivery = |item: &aws_sdk_dynamodb::types::TransactWriteItem| {
            let sort_key = item.put().and_then(|put| put.item().get("SK")).and_then(|sk| sk.as_s().ok());
            sort_key.is_some_and(|sk| sk == DELIVERY.kind)
        };
        if items.iter().any(puts_delivery) {
            self.new_deliveries.notify_one();
        }
    }

    /// Notified after every committed write of a new delivery (`signal_new_deliveries`).
    pub fn new_deliveries(&self) -> std::sync::Arc<tokio::sync::Notify> {
        self.new_deliveries.clone()
    }

    pub async fn create_webhook(
        &self,
        webhook: &Webhook,
        secret: &str,
        record: Option<&Record>,
    ) -> Result<(), CreateWebhookError> {
        let actions = vec![
            Entity::put_new(self.table(), webhook_item(webhook, secret))?,
            capped_count(self.table(), webhook.org_id, WEBHOOK_COUNT, 1).action()?,
        ];
        if let Err(error) = self.transact_create(actions, record).await {
            error.refused_at(1)?;
            return Err(CreateWebhookError::LimitReached);
        }
        Ok(())
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
        for (name, value) in [
            ("site_ids", input.site_ids.as_deref().map(id_set_value)),
            ("asset_ids", input.asset_ids.as_deref().map(id_set_value)),
        ] {
            match value {
                Some(Some(set)) => changes.set(name, set),
                Some(None) => changes.remove(name),
                None => {}
            }
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
                changes.remove(DISABLED_REASON);
            } else {
                changes.set(DISABLED_REASON, s("disabled_by_owner"));
            }
        }
        match self.update_entity(WEBHOOK.key(id.uuid()), changes).await? {
            Ok(item) => Ok(Webhook::from_item(&item)?),
            Err(old) => {
                WEBHOOK
                    .diagnosis(old.as_ref(), org, expected)
                    .map_err(|e| WriteError::Refused(WEBHOOK, e))?;
                Err(StoreError::internal("webhook update condition failed on a live, owned webhook").into())
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
        changes.remove(SECRET);
        changes.remove(PREVIOUS_SECRET);
        let actions = vec![
            changes.transact_update(self.table(), WEBHOOK.key(id.uuid()))?,
            capped_count(self.table(), org, WEBHOOK_COUNT, -1).action()?,
        ];
        if let Err(error) = self.transact(actions).await {
            let old = error.refused_at(0)?;
            WEBHOOK.diagnosis(old.as_ref(), org, expected).map_err(|e| WriteError::Refused(WEBHOOK, e))?;
            return Err(
                StoreError::internal("webhook delete condition failed on a live, owned webhook").into()
            );
        }
        Ok(())
    }

    /// Every live webhook of `org`.
    pub async fn webhooks_of(&self, org: OrgId) -> Result<Vec<Webhook>, StoreError> {
        let partition = keys::org_partition(org.uuid(), WEBHOOK.kind);
        let items = self.query_partition(SortIndex::Gsi1, partition, None, None).await?;
        items.iter().map(Webhook::from_item).collect()
    }

    /// A live webhook (any organization's) with its signing secrets; `None` when it is gone or
    /// has no secret.
    pub async fn webhook_with_secret(&self, id: WebhookId) -> Result<Option<(Webhook, Signing)>, StoreError> {
        let stored = self.get_entity::<super::Raw>(WEBHOOK, id.uuid()).await?.map(|raw| raw.0);
        let Some(item) = stored.filter(|item| !is_tombstone(item)) else { return Ok(None) };
        let webhook = Webhook::from_item(&item)?;
        let previous = opt_s(&item, PREVIOUS_SECRET).zip(webhook.previous_secret_expires_at);
        let mut previous = previous.map(|(secret, until)| (secret.to_owned(), until));
        // Past its overlap it signs nothing more (`Signing::at`): forget it.
        if let Some(until) = previous.as_ref().map(|(_, until)| *until).filter(|until| *until <= now_ms()) {
            // Best effort: a failed removal must not hold the delivery up; the next one tries.
            if let Err(error) = self.forget_previous_secret(id, until).await {
                tracing::warn!(error = %error, "rotated-out webhook secret not removed yet");
            }
            previous = None;
        }
        Ok(opt_s(&item, SECRET).map(|current| (webhook, Signing { current: current.to_owned(), previous })))
    }

    /// Removes a rotated-out secret whose overlap (`until`) has ended, so it is not kept
    /// beyond its use: done by the first delivery after it (one UpdateItem, once per
    /// rotation). Its end time stays, as the webhook shows it; a rotation meanwhile (a new
    /// end) keeps its own.
    async fn forget_previous_secret(&self, id: WebhookId, until: i64) -> Result<(), StoreError> {
        let mut changes = Changes::default();
        let ends = changes.name(PREVIOUS_EXPIRES_AT);
        changes.require(&format!("{ends} = :until"), vec![(":until", n(until))]);
        changes.remove(PREVIOUS_SECRET);
        // Already gone (a concurrent run, a rotation): nothing left to do.
        let _ = self.update_entity(WEBHOOK.key(id.uuid()), changes).await?;
        Ok(())
    }

    /// Gives a live webhook of `org` a new secret; the one it replaces keeps signing beside it
    /// until `previous_until` (an older previous one is dropped). One UpdateItem: the current
    /// secret is copied in the same write, so two rotations never lose track of one another.
    pub async fn rotate_webhook_secret(
        &self,
        org: OrgId,
        id: WebhookId,
        secret: &str,
        previous_until: i64,
        expected: Option<&IfMatch>,
    ) -> Result<Webhook, WriteError> {
        let mut changes = Changes::owned_by(org, expected);
        changes.set("updated_at", n(now_ms()));
        let (current, previous) = (changes.name(SECRET), changes.name(PREVIOUS_SECRET));
        changes.set_expression(&format!("{previous} = {current}"), vec![]);
        changes.set(SECRET, s(secret));
        changes.set(PREVIOUS_EXPIRES_AT, n(previous_until));
        match self.update_entity(WEBHOOK.key(id.uuid()), changes).await? {
            Ok(item) => Ok(Webhook::from_item(&item)?),
            Err(old) => {
                WEBHOOK
                    .diagnosis(old.as_ref(), org, expected)
                    .map_err(|e| WriteError::Refused(WEBHOOK, e))?;
                Err(StoreError::internal("webhook rotation condition failed on a live, owned webhook").into())
            }
        }
    }

    /// Writes a notice's deliveries and its marker together; `false` when the marker was
    /// already there (the notice went out before) and nothing was written.
    pub async fn enqueue_deliveries(
        &self,
        org: OrgId,
        dedupe: &str,
        deliveries: &[Delivery],
    ) -> Result<bool, StoreError> {
        let mut marker = keys::item_key(format!("WHEMIT#{}#{dedupe}", org.uuid()), "WHEMIT");
        marker.insert("expire_at".into(), n(now_ms() / 1000 + MARKER_DAYS * 86_400));
        let mut actions = vec![Entity::put_new(self.table(), marker)?];
        for delivery in deliveries {
            actions.push(Entity::put_new(self.table(), delivery_item(delivery))?);
        }
        match self.transact(actions).await {
            Ok(()) => Ok(true),
            Err(error) => error.refused_at(0).map(|_| false),
        }
    }

    /// The notice a debounced station event of `webhook` at `at` goes into: its window's
    /// notice while that is still unsent (pending, never attempted, not claimed: its due time
    /// is still the window's), else the next generation's (`debounce::delivery_id`). One
    /// consistent GetItem per generation looked at, for station connects and disconnects only:
    /// the upsert itself cannot refuse (that would cancel the event's own transaction), so the
    /// choice is made before it. A fresh id if every generation is taken.
    pub(super) async fn open_notice(
        &self,
        webhook: WebhookId,
        station: crate::ids::AssetId,
        at: i64,
    ) -> Result<DeliveryId, StoreError> {
        use crate::domain::webhook::debounce;
        let due = debounce::due(at);
        for generation in 0..debounce::GENERATIONS {
            let id = debounce::delivery_id(webhook, station, at, generation);
            // The station's event matters more than its notice: a read that fails (throttled,
            // say) leaves the choice to the window's first notice, not the event to fail.
            let read = self.read(DELIVERY.key(id.uuid()), true).await;
            let item = match read {
                Ok(Some(item)) => item,
                Ok(None) => return Ok(id),
                Err(error) => {
                    tracing::warn!(error = %error, "debounced notice not read; its window's first is used");
                    return Ok(debounce::delivery_id(webhook, station, at, 0));
                }
            };
            let Ok(notice) = Delivery::from_item(&item) else { return Ok(DeliveryId::generate()) };
            let unsent = notice.status == "pending" && notice.attempts.is_empty();
            if unsent && notice.next_attempt_at == Some(due) {
                return Ok(id);
            }
        }
        Ok(DeliveryId::generate())
    }

    /// Writes one delivery (a test event, a redelivery), due as it says.
    pub async fn enqueue_delivery(&self, delivery: &Delivery) -> Result<(), StoreError> {
        // A transaction of one, so the new-delivery signal sees it like every other.
        self.transact(vec![Entity::put_new(self.table(), delivery_item(delivery))?]).await
    }

    /// Pending deliveries whose next attempt (or whose worker's lease) is due by `now`, each
    /// read on its own (one that does not read fails alone).
    pub async fn due_deliveries(&self, now: i64) -> Result<Vec<Result<Delivery, StoreError>>, StoreError> {
        let below = format!("{}{}", keys::instant_key(now), keys::SEP_END);
        let shards = (0..DUE_SHARDS)
            .map(|shard| self.query_partition(SortIndex::Gsi5, format!("WHDUE#{shard}"), Some(&below), None));
        let items = futures_util::future::try_join_all(shards).await?.into_iter().flatten();
        Ok(items.map(|item| Delivery::from_item(&item)).collect())
    }

    /// Claims a due delivery for one attempt: its due time moves to `lease_until`, so a
    /// worker that dies mid-attempt leaves it due again then. `false` when another worker
    /// claimed it first.
    pub async fn claim_delivery(
        &self,
        id: DeliveryId,
        due: i64,
        lease_until: i64,
    ) -> Result<bool, StoreError> {
        let mut changes = Changes::default();
        changes.require(
            &format!("{NEXT_ATTEMPT_AT} = :due AND #status = :pending"),
            vec![(":due", n(due)), (":pending", s("pending"))],
        );
        changes.name("status");
        changes.set(NEXT_ATTEMPT_AT, n(lease_until));
        changes.set_all(due_attrs(id.uuid(), lease_until));
        let old = match self.update_entity(DELIVERY.key(id.uuid()), changes).await? {
            Ok(_) => return Ok(true),
            Err(old) => old,
        };
        // A finished delivery back in the due index (a debounced notice's event that committed
        // after the notice went out re-adds its due time): take it out, or every run finds it.
        if old.as_ref().and_then(|item| opt_s(item, "status")).is_some_and(|status| status != "pending") {
            let mut changes = Changes::default();
            changes.require("attribute_exists(PK) AND #status <> :pending", vec![(":pending", s("pending"))]);
            changes.name("status");
            changes.remove(NEXT_ATTEMPT_AT);
            changes.remove(SortIndex::Gsi5.pk());
            changes.remove(SortIndex::Gsi5.sk());
            self.update_entity(DELIVERY.key(id.uuid()), changes).await?.ok();
        }
        Ok(false)
    }

    /// Records an attempt (held under the lease `claimed`) and where the delivery goes next.
    pub async fn record_attempt(
        &self,
        id: DeliveryId,
        claimed: i64,
        attempt: &Value,
        end: AttemptEnd,
    ) -> Result<bool, StoreError> {
        let mut changes = Changes::default();
        changes.require(&format!("{NEXT_ATTEMPT_AT} = :claimed"), vec![(":claimed", n(claimed))]);
        let entry = AttributeValue::L(vec![s(attempt.to_string())]);
        let attempts = changes.name("attempts");
        changes.set_expression(
            &format!("{attempts} = list_append({attempts}, :attempt)"),
            vec![(":attempt", entry)],
        );
        match end {
            AttemptEnd::Retry(at) => {
                changes.set(NEXT_ATTEMPT_AT, n(at));
                changes.set_all(due_attrs(id.uuid(), at));
            }
            AttemptEnd::Delivered | AttemptEnd::Failed => {
                let status = if matches!(end, AttemptEnd::Delivered) { "delivered" } else { "failed" };
                changes.set("status", s(status));
                changes.remove(NEXT_ATTEMPT_AT);
                changes.remove(SortIndex::Gsi5.pk());
                changes.remove(SortIndex::Gsi5.sk());
            }
        }
        Ok(self.update_entity(DELIVERY.key(id.uuid()), changes).await?.is_ok())
    }

    /// Stops deliveries to a webhook whose endpoint said it is gone (410).
    pub async fn disable_webhook(&self, id: WebhookId, reason: &str) -> Result<(), StoreError> {
        let mut changes = Changes::default();
        changes.require("attribute_exists(PK) AND attribute_not_exists(deleted_at)", vec![]);
        changes.set("status", s(WebhookStatus::Disabled.as_str()));
        changes.set(DISABLED_REASON, s(reason));
        // A new revision: an ETag taken before the endpoint went away no longer matches.
        changes.set_expression("version = version + :one", vec![(":one", n(1))]);
        changes.set("updated_at", n(now_ms()));
        // A webhook deleted meanwhile has nothing left to disable.
        let _ = self.update_entity(WEBHOOK.key(id.uuid()), changes).await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_previous_secret_signs_until_its_overlap_ends() {
        let signing = Signing { current: "new".into(), previous: Some(("old".into(), 1_000)) };
        assert_eq!(signing.at(999), ["new", "old"], "the new one first");
        assert_eq!(signing.at(1_000), ["new"]);
        let never_rotated = Signing { current: "only".into(), previous: None };
        assert_eq!(never_rotated.at(0), ["only"]);
    }
}
