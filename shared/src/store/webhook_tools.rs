//! The bound on a webhook's tool deliveries (test events, redeliveries), so one webhook cannot
//! fill the shared due index: the webhook item keeps the ids of the tool deliveries it started
//! (`pending_tests`, `pending_redeliveries`, string sets). A new one is written only while
//! fewer than the bound of those are still pending, in one transaction with the new set,
//! conditioned on the set as read: concurrent calls never pass the bound. Nothing has to give
//! a slot back: a finished (or expired) delivery simply no longer counts, so a worker that
//! dies mid-attempt cannot leak one.

use aws_sdk_dynamodb::types::AttributeValue;

use super::attrs::s;
use super::entity::{Changes, Entity, is_tombstone};
use super::webhooks::{DELIVERY, Delivery, WEBHOOK, delivery_item};
use super::{FromItem, Store, StoreError};
use crate::ids::OrgId;

/// One kind of tool delivery and how many of them a webhook may have pending at once.
pub struct ToolSlots {
    /// The webhook item's string set of the deliveries of this kind it started.
    attribute: &'static str,
    pub max: usize,
    /// `details.reason` of the 409 beyond the bound.
    pub reason: &'static str,
    /// What they are, in that 409's message.
    pub what: &'static str,
}

/// A test event: one pending at a time (a second would test nothing the first does not).
pub const TESTS: ToolSlots =
    ToolSlots { attribute: "pending_tests", max: 1, reason: "test_pending", what: "test event" };
/// Redeliveries: enough to replay an outage's few failures by hand; a bulk replay is not this.
pub const REDELIVERIES: ToolSlots = ToolSlots {
    attribute: "pending_redeliveries",
    max: 10,
    reason: "too_many_redeliveries_pending",
    what: "redeliveries",
};

/// Tries before giving up on a set that keeps changing under us (concurrent calls).
const TRIES: usize = 3;

/// Why a tool delivery was not written.
#[derive(Debug)]
pub enum ToolDeliveryError {
    /// `max` of this kind are pending already.
    Full,
    /// The webhook is no longer there (deleted meanwhile).
    Gone,
    /// Its list kept changing under concurrent calls, `TRIES` times.
    Busy,
    Store(StoreError),
}

impl From<StoreError> for ToolDeliveryError {
    fn from(error: StoreError) -> ToolDeliveryError {
        ToolDeliveryError::Store(error)
    }
}

impl Store {
    /// Writes a test event or a redelivery of `org`'s webhook (`delivery.webhook_id`) if fewer
    /// than `slots.max` of its kind are pending. Reads the webhook and each delivery it holds
    /// (at most `max`), then one transaction: tool routes only, never on a request's hot path.
    pub async fn enqueue_tool_delivery(
        &self,
        org: OrgId,
        slots: &ToolSlots,
        delivery: &Delivery,
    ) -> Result<(), ToolDeliveryError> {
        let key = WEBHOOK.key(delivery.webhook_id.uuid());
        for _ in 0..TRIES {
            let item = self.read(key.clone(), true).await?;
            let Some(item) = item.filter(|item| !is_tombstone(item)) else {
                return Err(ToolDeliveryError::Gone);
            };
            let held = item.get(slots.attribute).and_then(|set| set.as_ss().ok()).cloned();
            let mut pending = self.still_pending(held.as_deref().unwrap_or_default()).await?;
            if pending.len() >= slots.max {
                return Err(ToolDeliveryError::Full);
            }
            pending.push(delivery.id.uuid().to_string());
            let mut changes = Changes::default();
            let name = changes.name(slots.attribute);
            match held {
                Some(held) => {
                    changes.require(&format!("{name} = :held"), vec![(":held", AttributeValue::Ss(held))])
                }
                None => changes.require(&format!("attribute_not_exists({name})"), vec![]),
            }
            changes.require(
                "attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at)",
                vec![(":org", s(org.uuid().to_string()))],
            );
            changes.set(slots.attribute, AttributeValue::Ss(pending));
            let actions = vec![
                Entity::put_new(self.table(), delivery_item(delivery))?,
                changes.transact_update(self.table(), key.clone())?,
            ];
            // Cancelled: the list changed since it was read (or the webhook went): read again.
            if self.committed(actions).await? {
                return Ok(());
            }
        }
        Err(ToolDeliveryError::Busy)
    }

    /// Those of `ids` (delivery UUIDs) still pending; a delivery gone (expired) is not.
    async fn still_pending(&self, ids: &[String]) -> Result<Vec<String>, StoreError> {
        let reads = ids.iter().filter_map(|id| uuid::Uuid::try_parse(id).ok()).map(|id| async move {
            let item = self.read(DELIVERY.key(id), true).await?;
            let delivery = item.as_ref().map(Delivery::from_item).transpose()?;
            Ok::<_, StoreError>(
                delivery.filter(|delivery| delivery.status == "pending").map(|_| id.to_string()),
            )
        });
        let found = futures_util::future::try_join_all(reads).await?;
        Ok(found.into_iter().flatten().collect())
    }
}
