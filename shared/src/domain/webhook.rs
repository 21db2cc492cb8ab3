//! Webhook subscriptions: an HTTPS endpoint, the events it wants, and for
//! `rate_limit.warning` the usage percentage that triggers it. See docs/webhooks.md.

pub mod payload;

use serde_json::{Value, json};

use super::body::{BodyError, Fields};
use super::list_schema::{Field, FieldKind, ListSchema};
use crate::ids::{OrgId, WebhookId};
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
    pub events: Vec<String>,
    pub threshold: u8,
    pub status: WebhookStatus,
    pub disabled_reason: Option<String>,
    pub description: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    pub version: i64,
}

impl Webhook {
    pub fn wants(&self, event: &str) -> bool {
        self.status == WebhookStatus::Active && self.events.iter().any(|e| e == event)
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        let fields = json!({
            "organization_id": version.show_id(&self.org_id),
            "url": self.url,
            "events": self.events,
            "threshold": self.threshold,
            "status": self.status.as_str(),
            "disabled_reason": self.disabled_reason,
            "description": self.description,
            "created_at": time::render(self.created_at, version),
            "updated_at": time::render(self.updated_at, version),
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
            let unknown: Vec<String> =
                events.iter().filter(|e| !EVENT_TYPES.contains(&e.as_str())).cloned().collect();
            if !unknown.is_empty() {
                return Err(BodyError::InvalidValues {
                    field: "events".into(),
                    message: format!("Unknown event names; subscribe to any of {}", EVENT_TYPES.join(", ")),
                    values: unknown,
                });
            }
        }
        let events = events.map(|mut events| {
            events.sort();
            events.dedup();
            events
        });
        Ok(WebhookInput { url, events, threshold, description, status })
    }
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
