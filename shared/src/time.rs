//! Timestamps: stored as milliseconds since the epoch, rendered per API version.

use chrono::{DateTime, SecondsFormat, Utc};
use serde_json::{Value, json};

use crate::versions::ApiVersion;

pub fn now_ms() -> i64 {
    Utc::now().timestamp_millis()
}

/// v1: Unix seconds (integer); v2: ISO 8601 in UTC with milliseconds.
/// Today's date in UTC (version lifecycles turn at midnight UTC).
pub fn today() -> chrono::NaiveDate {
    chrono::Utc::now().date_naive()
}

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

/// What a request body field holding an instant accepts, in every version: the v1 form (Unix
/// seconds, an integer JSON number) and the v2 form (an RFC 3339 string), so a client can send
/// back what it read in either version.
pub const INSTANT_INPUT: &str = "Unix seconds (an integer) or an RFC 3339 timestamp from 1970 to 9999";

/// An instant of a request body (see `INSTANT_INPUT`), in milliseconds; the message says what
/// is wrong with anything else. Never a float: seconds with a fraction would round silently.
pub fn instant_from_json(value: &Value) -> Result<i64, String> {
    let ms = match value {
        Value::Number(number) if number.is_i64() || number.is_u64() => {
            number.as_i64().and_then(|secs| secs.checked_mul(1000)).filter(|ms| in_range(*ms))
        }
        Value::String(text) => parse_rfc3339(text),
        _ => None,
    };
    ms.ok_or_else(|| format!("must be {INSTANT_INPUT}, e.g. 1798761600 or 2027-01-01T00:00:00Z"))
}

/// An instant of a request body (see `instant_from_json`) that must be later than `now`.
pub fn future_instant(value: &Value, now: i64) -> Result<i64, String> {
    let at = instant_from_json(value)?;
    if at <= now {
        return Err("must be in the future".into());
    }
    Ok(at)
}

/// An instant as stored inside a JSON payload (event data, delivery attempts, webhook
/// payloads): milliseconds as a number, or an RFC 3339 string. `None` for anything else.
pub fn from_stored(value: &Value) -> Option<i64> {
    match value {
        Value::Number(number) => number.as_i64().filter(|ms| in_range(*ms)),
        Value::String(text) => parse_rfc3339(text),
        _ => None,
    }
}

/// Rewrites the members `keys` of a stored JSON object that hold instants into the form of
/// `version`, so a payload stored once reads like every other field of the response. A member
/// that is absent, null or unreadable is left as it is.
pub fn render_stored(object: &mut Value, keys: &[&str], version: &ApiVersion) {
    let Value::Object(map) = object else { return };
    for key in keys {
        if let Some(value) = map.get_mut(*key)
            && let Some(ms) = from_stored(value)
        {
            *value = render(ms, version);
        }
    }
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
    fn body_instants_take_unix_seconds_or_rfc3339() {
        assert_eq!(instant_from_json(&json!(1_700_000_000)), Ok(1_700_000_000_000));
        assert_eq!(instant_from_json(&json!("2023-11-14T22:13:20Z")), Ok(1_700_000_000_000));
        assert_eq!(instant_from_json(&json!(253_402_300_799_i64)), Ok(LATEST_MS - 999));
        for bad in [
            json!(-1),
            json!(253_402_300_800_i64),
            json!(u64::MAX),
            json!(i64::MAX),
            json!(1_700_000_000.5),
            json!("1700000000"),
            json!("tomorrow"),
            json!(true),
            json!({"at": 1}),
        ] {
            assert!(instant_from_json(&bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn stored_instants_render_in_the_version() {
        let v2 = ApiVersion { major: crate::versions::Major::V2, explicit: true, date: None };
        let stored = json!({"due_at": "2023-11-14T22:13:20.123Z", "until": 1_700_000_000_123_i64,
                            "at": null, "name": "2023-11-14T22:13:20Z"});
        let mut v1 = stored.clone();
        render_stored(&mut v1, &["due_at", "until", "at", "missing"], &ApiVersion::DEFAULT);
        assert_eq!(
            v1,
            json!({"due_at": 1_700_000_000, "until": 1_700_000_000, "at": null, "name": "2023-11-14T22:13:20Z"})
        );
        let mut iso = stored;
        render_stored(&mut iso, &["due_at", "until"], &v2);
        assert_eq!(iso["due_at"], "2023-11-14T22:13:20.123Z");
        assert_eq!(iso["until"], "2023-11-14T22:13:20.123Z");
    }

    #[test]
    fn rendering_follows_the_version() {
        let v2 = ApiVersion { major: crate::versions::Major::V2, explicit: true, date: None };
        assert_eq!(render(1_700_000_000_123, &ApiVersion::DEFAULT), json!(1_700_000_000));
        assert_eq!(render(1_700_000_000_123, &v2), json!("2023-11-14T22:13:20.123Z"));
    }
}
