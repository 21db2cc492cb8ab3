//! The OCPP message log: every frame a station's connection carried, which way, when, and how
//! the API shows it (`GET /inventory-service/assets/{asset_id}/station/messages`, docs/ocpp.md,
//! "The message log"). What is kept is what went over the wire, secrets redacted and each
//! payload capped, not a re-serialization: the log answers "what did the station actually send?".

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::station::OcppVersion;
use crate::time;
use crate::versions::ApiVersion;

/// How long the log keeps a frame: its items' TTL (`expire_at`), and the reader's own bound
/// (DynamoDB's TTL removes items up to days late).
pub const RETENTION_DAYS: i64 = 7;

/// The largest payload a logged frame keeps, as JSON: an event's cap
/// (`store::station_registry::MAX_EVENT_DATA_BYTES`), so no station makes a log page larger
/// than an events page. Larger is kept as `{truncated: true, bytes}`, as events mark it.
pub const MAX_PAYLOAD_BYTES: usize = 16 * 1024;

named_enum! {
    /// Which way a frame went.
    pub enum Direction {
        FromStation => "from_station",
        ToStation => "to_station",
    }
}

named_enum! {
    /// What a log entry is: an OCPP-J frame by its message type, text that was no frame, or the
    /// mark of frames the gateway could not keep (the log's memory bound).
    pub enum MessageType {
        Call => "call",
        CallResult => "call_result",
        CallError => "call_error",
        Unreadable => "unreadable",
        Dropped => "dropped",
    }
}

/// One entry of the log as stored (short field names: they repeat in every batch) and read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "StoredFrame", into = "StoredFrame")]
pub struct LoggedFrame {
    /// When the gateway read it or queued it for the station (ms).
    pub at: i64,
    /// `None` only for `Dropped`, which counts frames of both directions.
    pub direction: Option<Direction>,
    pub kind: MessageType,
    pub message_id: Option<String>,
    /// A CALL's action; for a CALLRESULT or CALLERROR, the action of the CALL it answers
    /// (when the gateway knows that CALL).
    pub action: Option<String>,
    /// A CALL's or CALLRESULT's payload, an unreadable frame's text (a string), capped.
    pub payload: Option<Value>,
    pub error_code: Option<String>,
    pub error_description: Option<String>,
    /// `Dropped`: how many frames were not kept.
    pub dropped: Option<u64>,
}

#[derive(Serialize, Deserialize)]
struct StoredFrame {
    t: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    d: Option<String>,
    k: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    i: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    a: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    p: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    c: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    e: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    n: Option<u64>,
}

impl TryFrom<StoredFrame> for LoggedFrame {
    type Error = String;

    fn try_from(stored: StoredFrame) -> Result<LoggedFrame, String> {
        let direction = match stored.d.as_deref() {
            None => None,
            Some(text) => Some(Direction::parse(text).ok_or_else(|| format!("direction {text}"))?),
        };
        let kind = MessageType::parse(&stored.k).ok_or_else(|| format!("message type {}", stored.k))?;
        Ok(LoggedFrame {
            at: stored.t,
            direction,
            kind,
            message_id: stored.i,
            action: stored.a,
            payload: stored.p,
            error_code: stored.c,
            error_description: stored.e,
            dropped: stored.n,
        })
    }
}

impl From<LoggedFrame> for StoredFrame {
    fn from(frame: LoggedFrame) -> StoredFrame {
        StoredFrame {
            t: frame.at,
            d: frame.direction.map(|d| d.as_str().to_owned()),
            k: frame.kind.as_str().to_owned(),
            i: frame.message_id,
            a: frame.action,
            p: frame.payload,
            c: frame.error_code,
            e: frame.error_description,
            n: frame.dropped,
        }
    }
}

impl LoggedFrame {
    /// The mark of `count` frames not kept, at `at`.
    pub fn dropped(at: i64, count: u64) -> LoggedFrame {
        LoggedFrame {
            at,
            direction: None,
            kind: MessageType::Dropped,
            message_id: None,
            action: None,
            payload: None,
            error_code: None,
            error_description: None,
            dropped: Some(count),
        }
    }

    /// The entry as the API shows it, with the OCPP version of the connection that carried it.
    pub fn render(&self, version: &ApiVersion, ocpp: OcppVersion) -> Value {
        let mut shown = json!({
            "object": "station_message",
            "at": time::render(self.at, version),
            "direction": self.direction.map(Direction::as_str),
            "message_type": self.kind.as_str(),
            "message_id": self.message_id,
            "action": self.action,
            "ocpp_version": ocpp.as_str(),
        });
        if let Some(fields) = shown.as_object_mut() {
            match self.kind {
                MessageType::Call | MessageType::CallResult | MessageType::Unreadable => {
                    fields.insert("payload".into(), self.payload.clone().unwrap_or(Value::Null));
                }
                MessageType::CallError => {
                    fields.insert("error_code".into(), json!(self.error_code));
                    fields.insert("error_description".into(), json!(self.error_description));
                }
                MessageType::Dropped => {
                    fields.insert("dropped".into(), json!(self.dropped.unwrap_or(0)));
                }
            }
        }
        shown
    }
}

/// A payload within `MAX_PAYLOAD_BYTES` as it is; a larger one as events mark theirs.
pub fn capped(payload: Value) -> Value {
    let bytes = payload.to_string().len();
    if bytes > MAX_PAYLOAD_BYTES { json!({"truncated": true, "bytes": bytes}) } else { payload }
}

/// Which entries a reader asks for: each given condition must hold.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MessageFilter {
    /// Exact, case-sensitive (OCPP's action names are).
    pub action: Option<String>,
    pub direction: Option<Direction>,
    /// Inclusive lower bound (ms).
    pub from: Option<i64>,
    /// Exclusive upper bound (ms).
    pub until: Option<i64>,
}

impl MessageFilter {
    pub fn admits(&self, frame: &LoggedFrame) -> bool {
        let action = self.action.as_ref().is_none_or(|action| frame.action.as_ref() == Some(action));
        let direction = self.direction.is_none_or(|direction| frame.direction == Some(direction));
        let from = self.from.is_none_or(|from| frame.at >= from);
        let until = self.until.is_none_or(|until| frame.at < until);
        action && direction && from && until
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heartbeat(at: i64) -> LoggedFrame {
        LoggedFrame {
            at,
            direction: Some(Direction::FromStation),
            kind: MessageType::Call,
            message_id: Some("m1".into()),
            action: Some("Heartbeat".into()),
            payload: Some(json!({})),
            error_code: None,
            error_description: None,
            dropped: None,
        }
    }

    #[test]
    fn a_frame_is_stored_compactly_and_read_back_whole() {
        let frame = heartbeat(1_700_000_000_000);
        let stored = serde_json::to_string(&frame).unwrap();
        assert_eq!(
            stored,
            r#"{"t":1700000000000,"d":"from_station","k":"call","i":"m1","a":"Heartbeat","p":{}}"#
        );
        assert_eq!(serde_json::from_str::<LoggedFrame>(&stored).unwrap(), frame);
        assert!(serde_json::from_str::<LoggedFrame>(r#"{"t":1,"k":"nonsense"}"#).is_err());
    }

    #[test]
    fn payloads_past_the_events_cap_are_marked_as_events_mark_theirs() {
        let small = json!({"data": "x".repeat(100)});
        assert_eq!(capped(small.clone()), small);
        let large = json!({"data": "x".repeat(MAX_PAYLOAD_BYTES)});
        let marked = capped(large);
        assert_eq!(marked["truncated"], true);
        assert!(marked["bytes"].as_u64().unwrap() > MAX_PAYLOAD_BYTES as u64);
    }

    #[test]
    fn filters_hold_together_and_the_range_is_half_open() {
        let frame = heartbeat(1_000);
        let filter = |action: Option<&str>, direction, from, until| MessageFilter {
            action: action.map(str::to_owned),
            direction,
            from,
            until,
        };
        assert!(filter(None, None, None, None).admits(&frame));
        assert!(
            filter(Some("Heartbeat"), Some(Direction::FromStation), Some(1_000), Some(1_001)).admits(&frame)
        );
        assert!(!filter(Some("heartbeat"), None, None, None).admits(&frame));
        assert!(!filter(None, Some(Direction::ToStation), None, None).admits(&frame));
        assert!(!filter(None, None, Some(1_001), None).admits(&frame));
        assert!(!filter(None, None, None, Some(1_000)).admits(&frame));
        assert!(
            !filter(None, Some(Direction::FromStation), None, None).admits(&LoggedFrame::dropped(1_000, 3))
        );
    }
}
