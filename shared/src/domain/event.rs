//! The event history: an immutable record of what happened to an organization's assets,
//! written in the same transaction as the change it records.

use serde_json::{Value, json};

use crate::ids::{AssetId, EventId, OrgId, SessionId, SiteId};
use crate::list::{Field, FieldKind, ListSchema};
use crate::store::keys::SortIndex;
use crate::time;
use crate::versions::ApiVersion;

/// Events are kept this long, then DynamoDB's TTL removes them.
pub const RETENTION_DAYS: i64 = 400;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventType {
    SessionStarted,
    SessionPaused,
    SessionResumed,
    SessionStopped,
}

impl EventType {
    pub const NAMES: &'static [&'static str] =
        &["session_started", "session_paused", "session_resumed", "session_stopped"];

    pub fn as_str(self) -> &'static str {
        match self {
            EventType::SessionStarted => "session_started",
            EventType::SessionPaused => "session_paused",
            EventType::SessionResumed => "session_resumed",
            EventType::SessionStopped => "session_stopped",
        }
    }

    pub fn parse(text: &str) -> Option<EventType> {
        Self::NAMES.iter().position(|n| *n == text).map(|i| {
            [Self::SessionStarted, Self::SessionPaused, Self::SessionResumed, Self::SessionStopped][i]
        })
    }
}

/// `pending` until the action an event records has completed.
pub const EVENT_STATUSES: &[&str] = &["pending", "completed"];

#[derive(Debug, Clone)]
pub struct Event {
    pub id: EventId,
    pub org_id: OrgId,
    pub kind: EventType,
    pub status: &'static str,
    pub asset_id: AssetId,
    pub site_id: SiteId,
    pub session_id: Option<SessionId>,
    /// What changed, for the reader (e.g. from/to status, stop reason).
    pub data: Value,
    pub created_at: i64,
}

impl Event {
    /// A completed event of a session's state change.
    pub fn of_session(
        kind: EventType,
        org_id: OrgId,
        session: SessionId,
        asset_id: AssetId,
        site_id: SiteId,
        data: Value,
        at: i64,
    ) -> Event {
        Event {
            id: EventId::generate(),
            org_id,
            kind,
            status: "completed",
            asset_id,
            site_id,
            session_id: Some(session),
            data,
            created_at: at,
        }
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        let mut event = json!({
            "id": version.show_id(&self.id),
            "object": "event",
            "organization_id": version.show_id(&self.org_id),
            "type": self.kind.as_str(),
            "status": self.status,
            "asset_id": version.show_id(&self.asset_id),
            "site_id": version.show_id(&self.site_id),
            "session_id": self.session_id.map(|id| version.show_id(&id)),
            "data": self.data,
            "created_at": time::render(self.created_at, version),
        });
        if version.uuid_ids() {
            event["legacy_id"] = json!(self.id.legacy());
        }
        event
    }
}

pub static EVENT_LIST: ListSchema = ListSchema {
    kind: "EVENT",
    default_sort: "-created_at",
    fields: &[
        Field::sorted("created_at", FieldKind::Instant, SortIndex::Gsi1, true),
        Field::filter("type", FieldKind::Enum(EventType::NAMES)),
        Field::filter("status", FieldKind::Enum(EVENT_STATUSES)),
        Field::filter("asset_id", FieldKind::Ref(crate::ids::uuid_of::<crate::ids::AssetKind>)),
        Field::filter("site_id", FieldKind::Ref(crate::ids::uuid_of::<crate::ids::SiteKind>)),
    ],
};
