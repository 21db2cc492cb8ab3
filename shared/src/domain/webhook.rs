//! Webhook subscriptions: an HTTPS endpoint, the events it wants, and for
//! `rate_limit.warning` the usage percentage that triggers it. See docs/webhooks.md.

pub mod debounce;
pub mod filter;
pub mod payload;

use serde_json::{Value, json};

use super::body::{BodyError, Fields};
use super::list_schema::{Field, FieldKind, ListSchema};
use crate::ids::{AssetId, OrgId, SiteId, WebhookId};
use crate::time;
use crate::versions::ApiVersion;

/// The events a subscription may name: the spec's four notices, then every type of the event
/// history (GET /asset-controls/events), which reach webhooks as they are written.
pub const EVENT_TYPES: &[&str] = &[
    "rate_limit.warning",
    "rate_limit.exceeded",
    "api.deprecation",
    "api.sunset_warning",
    "session_started",
    "session_paused",
    "session_resumed",
    "session_stopped",
    "schedule_triggered",
    "session_updated",
    "station_connected",
    "station_disconnected",
    "station_connection_refused",
    "station_booted",
    "station_status_changed",
    "meter_values",
    "station_authorize",
    "station_command",
    "station_security_event",
    "station_firmware_status",
    "station_diagnostics_status",
    "firmware_campaign_created",
    "firmware_campaign_halted",
    "firmware_campaign_resumed",
    "firmware_campaign_completed",
    "firmware_campaign_cancelled",
    "firmware_campaign_station_changed",
    "power_allocated",
];

/// `rate_limit.warning` fires at this percentage of a limit unless the subscription says.
pub const DEFAULT_THRESHOLD: u8 = 80;

named_enum! {
    pub enum WebhookStatus {
        Active => "active",
        /// Deliveries stopped: by the owner, or because the endpoint answered 410.
        Disabled => "disabled",
    }
}

#[derive(Debug, Clone)]
pub struct Webhook {
    pub id: WebhookId,
    pub org_id: OrgId,
    pub url: String,
    /// Event names and patterns (`filter::matches`).
    pub events: Vec<String>,
    /// Only events at these sites; empty: at any.
    pub site_ids: Vec<SiteId>,
    /// Only events of these assets (stations included); empty: of any.
    pub asset_ids: Vec<AssetId>,
    pub threshold: u8,
    pub status: WebhookStatus,
    pub disabled_reason: Option<String>,
    pub description: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    pub version: i64,
    /// While a rotated-out secret still signs beside the current one: until when.
    pub previous_secret_expires_at: Option<i64>,
}

impl Webhook {
    /// Whether the subscription is active and names `event` (the place filters aside).
    pub fn wants(&self, event: &str) -> bool {
        self.status == WebhookStatus::Active && self.events.iter().any(|e| filter::matches(e, event))
    }

    /// Whether it wants `event` happening at `place` (an event of the history).
    pub fn wants_at(&self, event: &str, place: filter::Place) -> bool {
        self.wants(event) && filter::at(&self.site_ids, &self.asset_ids, place)
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        let fields = json!({
            "organization_id": version.show_id(&self.org_id),
            "url": self.url,
            "events": self.events,
            "site_ids": self.site_ids.iter().map(|id| version.show_id(id)).collect::<Vec<_>>(),
            "asset_ids": self.asset_ids.iter().map(|id| version.show_id(id)).collect::<Vec<_>>(),
            "threshold": self.threshold,
            "status": self.status.as_str(),
            "disabled_reason": self.disabled_reason,
            "description": self.description,
            "created_at": time::render(self.created_at, version),
            "updated_at": time::render(self.updated_at, version),
            "previous_secret_expires_at": self.previous_secret_expires_at.map(|at| time::render(at, version)),
        });
        version.resource("webhook", &self.id, fields)
    }
}

/// POST /webhooks `{url, events, threshold?, description?}` or a PATCH of any of them (and
/// `status` to re-enable or disable).
#[derive(Debug, Default)]
pub struct WebhookInput {
    pub url: Option<String>,
    pub events: Option<Vec<String>>,
    /// `Some(empty)` clears the filter.
    pub site_ids: Option<Vec<SiteId>>,
    pub asset_ids: Option<Vec<AssetId>>,
    pub threshold: Option<u8>,
    pub description: Option<Option<String>>,
    pub status: Option<WebhookStatus>,
}

impl WebhookInput {
    pub fn from_body(body: &[u8], create: bool) -> Result<WebhookInput, BodyError> {
        let mut fields = Fields::parse(body)?;
        let url = if create { fields.require_string("url") } else { fields.take_string("url") };
        let url = url.and_then(|url| fields.checked("url", shape_of_url(&url)));
        let events = match fields.take("events") {
            None if create => {
                fields.error("events", "is required");
                None
            }
            None => None,
            Some(Value::Array(items)) if !items.is_empty() => {
                let names: Option<Vec<String>> =
                    items.iter().map(|v| v.as_str().map(str::to_owned)).collect();
                if names.is_none() {
                    fields.error("events", "must be a list of event names");
                }
                names
            }
            Some(_) => {
                fields.error("events", "must be a non-empty list of event names");
                None
            }
        };
        let site_ids = take_ids(&mut fields, "site_ids");
        let asset_ids = take_ids(&mut fields, "asset_ids");
        let threshold = fields.take_optional("threshold", |value| {
            let percentage = value.as_u64().filter(|t| (1..=100).contains(t)).map(|t| t as u8);
            percentage.ok_or_else(|| "must be a whole percentage from 1 to 100".to_owned())
        });
        let description = fields.take_nullable_label("description", 500);
        let status = if create {
            None
        } else {
            let text = fields.take_string("status");
            text.and_then(|t| {
                fields.checked("status", WebhookStatus::parse(&t).ok_or("must be active or disabled".into()))
            })
        };
        fields.finish()?;
        if let Some(events) = &events {
            let unknown: Vec<String> = events.iter().filter(|e| !filter::known(e)).cloned().collect();
            if !unknown.is_empty() {
                return Err(BodyError::InvalidValues {
                    field: "events".into(),
                    message: format!(
                        "Unknown event names; subscribe to any of {}, to * (every event) or to a family such as station_*",
                        EVENT_TYPES.join(", ")
                    ),
                    values: unknown,
                });
            }
        }
        let events = events.map(|mut events| {
            events.sort();
            events.dedup();
            events
        });
        Ok(WebhookInput { url, events, site_ids, asset_ids, threshold, description, status })
    }
}

/// How long a rotated-out secret keeps signing beside the new one unless the rotation says.
pub const DEFAULT_OVERLAP_SECS: i64 = 86_400;
/// The longest overlap a rotation may ask for.
pub const MAX_OVERLAP_SECS: i64 = 7 * 86_400;

/// POST /webhooks/{id}/secret: `{overlap_seconds?}`, or no body: the overlap in seconds.
pub fn overlap_from_body(body: &[u8]) -> Result<i64, BodyError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(DEFAULT_OVERLAP_SECS);
    }
    let mut fields = Fields::parse(body)?;
    let overlap = fields.take_optional("overlap_seconds", |value| {
        let seconds = value.as_i64().filter(|s| (0..=MAX_OVERLAP_SECS).contains(s));
        seconds.ok_or_else(|| format!("must be a whole number of seconds from 0 to {MAX_OVERLAP_SECS}"))
    });
    fields.finish()?;
    Ok(overlap.unwrap_or(DEFAULT_OVERLAP_SECS))
}

/// A list of ids of one kind (`null` or `[]`: none), without repeats; its errors go to `field`.
fn take_ids<K: crate::ids::IdKind>(fields: &mut Fields, field: &str) -> Option<Vec<crate::ids::Id<K>>> {
    let items = match fields.take(field)? {
        Value::Null => return Some(Vec::new()),
        Value::Array(items) => items,
        _ => {
            fields.error(field, format!("must be a list of {} ids", K::RESOURCE));
            return None;
        }
    };
    if items.len() > filter::MAX_PLACES {
        fields.error(field, format!("must list at most {} ids", filter::MAX_PLACES));
        return None;
    }
    let ids: Option<Vec<crate::ids::Id<K>>> =
        items.iter().map(|item| item.as_str().and_then(crate::ids::Id::parse)).collect();
    let Some(mut ids) = ids else {
        fields.error(field, format!("must be a list of {} ids", K::RESOURCE));
        return None;
    };
    ids.sort_by_key(|id| id.uuid());
    ids.dedup_by_key(|id| id.uuid());
    Some(ids)
}

/// A URL's form: absolute http(s), a host, no credentials, at most 2,048 characters. Where
/// it may point (https only, no private addresses) is `webhooks::target`'s check.
fn shape_of_url(text: &str) -> Result<String, String> {
    if text.len() > 2048 {
        return Err("must be at most 2048 characters".into());
    }
    let url = url_parts(text).ok_or("must be an absolute http or https URL")?;
    if url.userinfo {
        return Err("must not carry credentials".into());
    }
    Ok(text.to_owned())
}

/// The parts of an absolute URL a webhook check needs.
#[derive(Debug, PartialEq, Eq)]
pub struct UrlParts {
    pub https: bool,
    pub host: String,
    pub port: u16,
    pub userinfo: bool,
}

pub fn url_parts(text: &str) -> Option<UrlParts> {
    let uri: http::Uri = text.parse().ok()?;
    let https = match uri.scheme_str()? {
        "https" => true,
        "http" => false,
        _ => return None,
    };
    let authority = uri.authority()?;
    let host = authority.host().trim_start_matches('[').trim_end_matches(']').to_ascii_lowercase();
    if host.is_empty() {
        return None;
    }
    Some(UrlParts {
        https,
        port: authority.port_u16().unwrap_or(if https { 443 } else { 80 }),
        userinfo: authority.as_str().contains('@'),
        host,
    })
}

/// Where a deployment lets webhooks point (`webhooks::target` applies it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TargetPolicy {
    /// https, public addresses only.
    Deployed,
    /// Anything that resolves: the local runner.
    Local,
}

/// The webhook list: newest first, sorted by creation only.
pub static WEBHOOK_LIST: ListSchema = ListSchema {
    kind: "WEBHOOK",
    default_sort: "-created_at",
    fields: &[Field::sorted("created_at", FieldKind::Instant, true)],
};

/// A webhook's deliveries.
pub static DELIVERY_LIST: ListSchema = ListSchema {
    kind: "WHDELIVERY",
    default_sort: "-created_at",
    fields: &[
        Field::sorted("created_at", FieldKind::Instant, true),
        Field::filter("status", FieldKind::Enum(&["pending", "delivered", "failed"])),
        Field::filter("event_type", FieldKind::Enum(EVENT_TYPES)),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_history_event_type_can_be_subscribed_to() {
        for name in crate::domain::event::EventType::NAMES {
            assert!(EVENT_TYPES.contains(name), "{name}");
        }
    }
}
