//! Event items: `PK = EVENT#<uuid>`, `SK = EVENT`, listed on `ORG#<org>#EVENT` through GSI1
//! (created_at). Written only as an action inside the transaction of the change they record,
//! with the webhook deliveries they make (`fan_out`);
//! `expire_at` lets DynamoDB's TTL remove them after the retention period.

use aws_sdk_dynamodb::types::TransactWriteItem;

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::sync::Arc;

use super::StoreError;
use super::attrs::{n, organization, stored, write};
use super::entity::Entity;
use super::keys::{self, SortIndex};
use super::webhooks::Delivery;
use super::{Item, Store};
use crate::domain::asset::Visibility;
use crate::domain::event::{Event, EventType, RETENTION_DAYS};
use crate::domain::webhook::Webhook;
use crate::domain::webhook::debounce;
use crate::domain::webhook::filter::Place;
use crate::ids::{AssetId, EventId, OrgId, SessionId, SiteId};
use crate::versions::ApiVersion;

pub const EVENT: Entity = Entity { kind: "EVENT", resource: "event" };

/// The lease of a pending run in the due index (see `scheduler`).
pub const LEASE_UNTIL: &str = "lease_until";

/// An event item's attributes; `EVENT.key`, `expire_at` and the index attributes complete it.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Event")]
pub(super) struct EventRecord {
    #[serde(rename = "PK", skip_serializing, deserialize_with = "stored::deserialize")]
    id: EventId,
    #[serde(with = "stored")]
    org_id: OrgId,
    #[serde(rename = "type", with = "stored")]
    kind: EventType,
    #[serde(with = "status")]
    status: &'static str,
    #[serde(with = "stored", default, skip_serializing_if = "Option::is_none")]
    asset_id: Option<AssetId>,
    #[serde(with = "stored")]
    site_id: SiteId,
    #[serde(with = "stored", default = "organization")]
    visibility: Visibility,
    #[serde(with = "stored", default, skip_serializing_if = "Option::is_none")]
    session_id: Option<SessionId>,
    #[serde(with = "stored", default)]
    data: Value,
    created_at: i64,
}

/// One of `EVENT_STATUSES`.
mod status {
    use serde::de::Deserializer;

    pub fn serialize<S: serde::Serializer>(status: &&str, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(status)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
        let known = |text: &str| crate::domain::event::EVENT_STATUSES.iter().find(|status| **status == text);
        super::super::attrs::from_text(d, |text| known(text).copied())
    }
}

pub(super) fn event_item(event: &Event) -> Result<Item, StoreError> {
    let mut item = write(EventRecord::serialize(event, serde_dynamo::Serializer));
    item.insert("expire_at".into(), n(event.created_at / 1000 + RETENTION_DAYS * 86_400));
    // The event list's `evse_id` filter reads the attribute, not the document.
    if let Some(evse) = event.evse_id() {
        item.insert("evse_id".into(), n(evse.get()));
    }
    let created = keys::instant_key(event.created_at);
    let placed = (event.visibility, event.site_id.uuid());
    item.extend(super::visible::entry(event.org_id.uuid(), EVENT.kind, placed, &created, event.id.uuid()));
    let sorts = [(SortIndex::Gsi1, created)];
    item.extend(EVENT.live_keys(event.org_id, event.id.uuid(), &sorts));
    Ok(item)
}

/// Each organization's webhooks as last read.
pub type Subscriptions = crate::cache::TtlCache<OrgId, Arc<Vec<Webhook>>>;

impl Store {
    /// The deliveries an event makes, written in the same transaction as the event: one per
    /// active webhook of its organization subscribed to its type (a transactional outbox, so
    /// an event is delivered exactly when it is recorded). Append them after every other
    /// action of the transaction: refusals are told apart by their actions' positions.
    /// Webhook lists are cached per organization (`with_subscription_ttl`).
    pub async fn fan_out(&self, event: &Event) -> Result<Vec<TransactWriteItem>, StoreError> {
        let org = event.org_id;
        let found = async { Ok::<_, StoreError>(Some(Arc::new(self.webhooks_of(org).await?))) };
        let webhooks = self.subscriptions.get_or_fetch(org, found).await?.unwrap_or_default();
        let name = event.kind.as_str();
        let place = Place { site: event.site_id, asset: event.asset_id };
        let wanting: Vec<&Webhook> = webhooks.iter().filter(|w| w.wants_at(name, place)).collect();
        if wanting.is_empty() {
            return Ok(Vec::new());
        }
        let mut data = event.render(&ApiVersion::DEFAULT);
        data["created_at"] = json!(crate::time::iso(event.created_at));
        let payload = crate::domain::webhook::payload::body(name, event.created_at, data);
        let station = debounce::station_of(event);
        let mut actions = Vec::with_capacity(wanting.len());
        for webhook in wanting {
            let delivery = Delivery::pending(org, webhook.id, name, payload.clone(), event.created_at);
            actions.push(match station {
                // A station's connects and disconnects: one notice per station per minute.
                Some(station) => {
                    let id = self.open_notice(webhook.id, station, event.created_at).await?;
                    let due = debounce::due(event.created_at);
                    let delivery = Delivery { id, next_attempt_at: Some(due), ..delivery };
                    super::webhooks::debounced_delivery_action(self.table(), &delivery)?
                }
                None => Entity::put_new(self.table(), super::webhooks::delivery_item(&delivery))?,
            });
        }
        Ok(actions)
    }

    /// The write that appends an event. No counter: event lists page by cursor, and a
    /// per-organization counter would be one hot item every change writes.
    pub fn append_event_action(&self, event: &Event) -> Result<TransactWriteItem, StoreError> {
        Entity::put_new(self.table(), event_item(event)?)
    }

    /// Writes many events at once, outside any transaction: for seeding a history (tests,
    /// demo data), never for recording a change.
    pub async fn import_events(&self, events: &[Event]) -> Result<(), StoreError> {
        self.put_batch(events.iter().map(event_item).collect::<Result<_, _>>()?).await
    }
}

#[cfg(test)]
mod tests {
    /// Every event is recorded with the deliveries it makes: a store file that appends events
    /// also fans them out (each event's `fan_out` goes after the other actions, by hand, so
    /// refusal positions stay put; this keeps a new writer from forgetting it).
    #[test]
    fn every_store_file_that_appends_events_fans_them_out() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/store");
        for entry in std::fs::read_dir(&dir).expect("the store's sources") {
            let path = entry.expect("a source file").path();
            let text = std::fs::read_to_string(&path).expect("readable source");
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            let appends = code.matches(".append_event_action(").count();
            let fans = code.matches(".fan_out(").count();
            assert!(appends <= fans, "{}: {appends} events appended, {fans} fanned out", path.display());
        }
    }
}
