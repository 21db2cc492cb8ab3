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

/// The first instant the API accepts: 1970-01-01T00:00:00Z (milliseconds).
pub const EARLIEST_MS: i64 = 0;
/// The last instant the API accepts: 9999-12-31T23:59:59.999Z (milliseconds). Four-digit years
/// keep every instant renderable in RFC 3339 and every sum on it far from overflowing.
pub const LATEST_MS: i64 = 253_402_300_799_999;

/// Parses a filter value: Unix seconds, or an RFC 3339 timestamp. Returns milliseconds;
/// `None` for anything else, and for instants outside years 1970 to 9999 (UTC).
pub fn parse_instant(text: &str) -> Option<i64> {
    if let Ok(secs) = text.parse::<i64>() {
        return secs.checked_mul(1000).filter(|ms| in_range(*ms));
    }
    parse_rfc3339(text)
}

/// An RFC 3339 timestamp in milliseconds, within years 1970 to 9999 (UTC).
pub fn parse_rfc3339(text: &str) -> Option<i64> {
    DateTime::parse_from_rfc3339(text).ok().map(|t| t.timestamp_millis()).filter(|ms| in_range(*ms))
}

fn in_range(ms: i64) -> bool {
    (EARLIEST_MS..=LATEST_MS).contains(&ms)
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
    fn instants_outside_1970_to_9999_are_refused() {
        assert_eq!(parse_instant("0"), Some(0));
        assert_eq!(parse_instant("253402300799"), Some(LATEST_MS - 999));
        assert_eq!(parse_instant("9999-12-31T23:59:59.999Z"), Some(LATEST_MS));
        for bad in [
            "-1",
            "253402300800",
            "9223372036854775",
            "9223372036854775807",
            "1969-12-31T23:59:59Z",
            "0000-01-01T00:00:00Z",
            "9999-12-31T23:59:59-00:01",
        ] {
            assert_eq!(parse_instant(bad), None, "{bad}");
        }
    }

    #[test]
    fn rendering_follows_the_version() {
        let v2 = ApiVersion { major: crate::versions::Major::V2, explicit: true, date: None };
        assert_eq!(render(1_700_000_000_123, &ApiVersion::DEFAULT), json!(1_700_000_000));
        assert_eq!(render(1_700_000_000_123, &v2), json!("2023-11-14T22:13:20.123Z"));
    }
}
