//! Event items: `PK = EVENT#<uuid>`, `SK = EVENT`, listed on `ORG#<org>#EVENT` through GSI1
//! (created_at). Written only as an action inside the transaction of the change they record;
//! `expire_at` lets DynamoDB's TTL remove them after the retention period.

use aws_sdk_dynamodb::types::TransactWriteItem;

use super::attrs::{get_n, get_s, get_uuid, n, opt_s, s};
use super::entity::Entity;
use super::keys::{self, PK, SortIndex};
use super::{Item, Store};
use crate::domain::asset::Visibility;
use crate::domain::event::{EVENT_STATUSES, Event, EventType, RETENTION_DAYS};
use crate::error::ApiError;
use crate::ids::{AssetId, EventId, OrgId, SessionId, SiteId};

pub const EVENT: Entity = Entity { kind: "EVENT", resource: "event" };

pub(super) fn event_item(event: &Event) -> Result<Item, ApiError> {
    let mut item = EVENT.key(event.id.uuid());
    item.insert("org_id".into(), s(event.org_id.uuid().to_string()));
    item.insert("type".into(), s(event.kind.as_str()));
    item.insert("status".into(), s(event.status));
    if let Some(asset) = event.asset_id {
        item.insert("asset_id".into(), s(asset.uuid().to_string()));
    }
    item.insert("site_id".into(), s(event.site_id.uuid().to_string()));
    item.insert("visibility".into(), s(event.visibility.as_str()));
    if let Some(session) = event.session_id {
        item.insert("session_id".into(), s(session.uuid().to_string()));
    }
    item.insert("data".into(), s(serde_json::to_string(&event.data).map_err(ApiError::internal)?));
    item.insert("created_at".into(), n(event.created_at));
    item.insert("expire_at".into(), n(event.created_at / 1000 + RETENTION_DAYS * 86_400));
    item.extend(EVENT.index_attrs(
        event.org_id,
        event.id.uuid(),
        &[(SortIndex::Gsi1, keys::instant_key(event.created_at))],
    ));
    Ok(item)
}

pub fn event_from_item(item: &Item) -> Result<Event, ApiError> {
    let corrupt = |what: &str| ApiError::internal(format!("stored event {what} is unknown"));
    let status = get_s(item, "status")?;
    Ok(Event {
        id: EventId::from_uuid(get_uuid(item, PK)?),
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        kind: EventType::parse(get_s(item, "type")?).ok_or_else(|| corrupt("type"))?,
        status: EVENT_STATUSES.iter().find(|s| **s == status).ok_or_else(|| corrupt("status"))?,
        asset_id: item
            .contains_key("asset_id")
            .then(|| get_uuid(item, "asset_id"))
            .transpose()?
            .map(AssetId::from_uuid),
        site_id: SiteId::from_uuid(get_uuid(item, "site_id")?),
        visibility: opt_s(item, "visibility").and_then(Visibility::parse).unwrap_or(Visibility::Organization),
        session_id: item
            .contains_key("session_id")
            .then(|| get_uuid(item, "session_id"))
            .transpose()?
            .map(SessionId::from_uuid),
        data: opt_s(item, "data").and_then(|text| serde_json::from_str(text).ok()).unwrap_or_default(),
        created_at: get_n(item, "created_at")?,
    })
}

impl Store {
    /// The write that appends an event. No counter: event lists page by cursor, and a
    /// per-organization counter would be one hot item every change writes.
    pub fn append_event_action(&self, event: &Event) -> Result<TransactWriteItem, ApiError> {
        Entity::put_new(self.table(), event_item(event)?)
    }

    /// Writes many events at once, outside any transaction: for seeding a history (tests,
    /// demo data), never for recording a change.
    pub async fn import_events(&self, events: &[Event]) -> Result<(), ApiError> {
        self.put_batch(events.iter().map(event_item).collect::<Result<_, _>>()?).await
    }
}
