//! Timestamps: stored as milliseconds since the epoch, rendered per API version.

use chrono::{DateTime, SecondsFormat, Utc};
use serde_json::{Value, json};

use crate::versions::ApiVersion;

pub fn now_ms() -> i64 {
    Utc::now().timestamp_millis()
}

/// v1: Unix seconds (integer); v2: ISO 8601 in UTC with milliseconds.
pub fn render(ms: i64, version: &ApiVersion) -> Value {
    if version.iso_timestamps() { json!(iso(ms)) } else { json!(ms.div_euclid(1000)) }
}

pub fn iso(ms: i64) -> String {
    DateTime::<Utc>::from_timestamp_millis(ms)
        .unwrap_or_default()
        .to_rfc3339_opts(SecondsFormat::Millis, true)
}

/// Parses a filter value: Unix seconds, or an RFC 3339 timestamp. Returns milliseconds.
pub fn parse_instant(text: &str) -> Option<i64> {
    if let Ok(secs) = text.parse::<i64>() {
        return secs.checked_mul(1000);
    }
    DateTime::parse_from_rfc3339(text).ok().map(|t| t.timestamp_millis())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instants_parse_from_unix_seconds_or_rfc3339() {
        assert_eq!(parse_instant("1700000000"), Some(1_700_000_000_000));
        assert_eq!(parse_instant("2023-11-14T22:13:20Z"), Some(1_700_000_000_000));
        assert_eq!(parse_instant("last week"), None);
    }

    #[test]
    fn rendering_follows_the_version() {
        let v2 = ApiVersion { major: crate::versions::Major::V2, explicit: true, date: None };
        assert_eq!(render(1_700_000_000_123, &ApiVersion::DEFAULT), json!(1_700_000_000));
        assert_eq!(render(1_700_000_000_123, &v2), json!("2023-11-14T22:13:20.123Z"));
    }
}
