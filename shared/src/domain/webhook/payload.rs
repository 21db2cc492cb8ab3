//! The body of a webhook delivery, `{type, timestamp, data}` as Standard Webhooks suggests.
//!
//! A webhook has no API version of its own: it is emitted by requests of any version and read
//! by a receiver that did not ask for one. So the body sent is one fixed form: ids in the v1
//! form and instants in RFC 3339 (the Standard Webhooks convention for `timestamp`); the
//! `webhook-timestamp` header carries the Unix seconds that are signed. A delivery record is an
//! API response, though, so `render` shows the stored body with its instants in the form of
//! the version that reads it, like every other timestamp of that response.

use serde_json::{Value, json};

use crate::time;
use crate::versions::ApiVersion;

/// The members of `data` that hold instants, per event.
fn data_instant_keys(event: &str) -> &'static [&'static str] {
    match event {
        "rate_limit.warning" | "rate_limit.exceeded" => &["reset_at"],
        history if crate::domain::event::EventType::parse(history).is_some() => &["created_at"],
        // deprecated_on and sunset_date are calendar dates, not instants.
        _ => &[],
    }
}

/// The event `POST /webhooks/{id}/test` sends: not subscribable, sent to the one webhook asked.
pub const TEST_EVENT: &str = "webhook.test";

/// A test event's `data`: which webhook and organization it is for (v1 ids, like every body).
pub fn test_data(webhook: &crate::ids::WebhookId, org: &crate::ids::OrgId) -> Value {
    json!({
        "webhook_id": webhook.legacy(),
        "organization_id": org.legacy(),
        "message": "A test event, sent on request; it records nothing",
    })
}

/// The body sent for `event` happening at `at` (milliseconds).
pub fn body(event: &str, at: i64, data: Value) -> String {
    json!({"type": event, "timestamp": time::iso(at), "data": data}).to_string()
}

/// A stored body as a delivery record shows it to `version`: instants in its form.
pub fn render(stored: &str, event: &str, version: &ApiVersion) -> Value {
    let mut payload: Value = serde_json::from_str(stored).unwrap_or(Value::Null);
    time::render_stored(&mut payload, &["timestamp"], version);
    if let Some(data) = payload.get_mut("data") {
        time::render_stored(data, data_instant_keys(event), version);
    }
    payload
}

/// The members of a recorded attempt that hold instants (stored in RFC 3339).
pub const ATTEMPT_INSTANT_KEYS: &[&str] = &["at", "next_attempt_at"];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::versions::Major;

    #[test]
    fn a_stored_body_reads_in_the_version_of_the_request() {
        let data = json!({"window": "minute", "reset_at": "2023-11-14T22:14:00.000Z", "retry_after": 40});
        let sent = body("rate_limit.warning", 1_700_000_000_123, data);
        let v1 = render(&sent, "rate_limit.warning", &ApiVersion::DEFAULT);
        assert_eq!(v1["timestamp"], 1_700_000_000);
        assert_eq!(v1["data"]["reset_at"], 1_700_000_040);
        assert_eq!(v1["data"]["retry_after"], 40);
        let v2 = ApiVersion { major: Major::V2, explicit: true, date: None };
        let shown = render(&sent, "rate_limit.warning", &v2);
        assert_eq!(shown, serde_json::from_str::<Value>(&sent).unwrap());
    }
}
