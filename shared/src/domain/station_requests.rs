//! The bodies of the REST API's station commands (docs/ocpp.md, "Commands" and
//! "Configuration"), read into the commands they ask, with the 422 rules of every body.

use serde_json::Value;

use super::body::{BodyError, Fields};
use super::setting_rules::{interval_floor, value_is_denied};
use super::station_command::{StationCommand, TriggeredMessage};
use super::station_settings::{MAX_SETTINGS_ASKED, MAX_VALUE, SettingChange, SettingKey};

/// The most an EVSE or connector number may be (the gateway takes EVSEs 1 to 16 and connectors
/// to 10; a station of its own numbering answers for itself).
const MAX_NUMBER: i64 = 1000;

const TRIGGERS: [&str; 6] = [
    "boot_notification",
    "status_notification",
    "meter_values",
    "heartbeat",
    "firmware_status_notification",
    "log_status_notification",
];

/// POST …/station/reset: `{type: soft|hard, on_idle?}`.
pub fn reset_from_body(body: &[u8]) -> Result<StationCommand, BodyError> {
    let mut fields = Fields::parse(body)?;
    let soft = match fields.require_string("type").as_deref() {
        Some("soft") => Some(true),
        Some("hard") => Some(false),
        Some(_) => {
            fields.error("type", "must be one of soft, hard");
            None
        }
        None => None,
    };
    let on_idle = fields.take_optional("on_idle", boolean).unwrap_or(false);
    fields.finish()?;
    Ok(StationCommand::Reset {
        on_idle,
        soft: soft.ok_or(BodyError::Internal("field errors were not reported"))?,
    })
}

/// POST …/station/unlock: `{evse_id, connector_id?}` (connector 1 unless named).
pub fn unlock_from_body(body: &[u8]) -> Result<StationCommand, BodyError> {
    let mut fields = Fields::parse(body)?;
    let evse_id = match fields.require("evse_id") {
        Some(value) => fields.checked("evse_id", number(&value, 1)),
        None => None,
    };
    let connector_id = fields.take_optional("connector_id", |value| number(value, 1)).unwrap_or(1);
    fields.finish()?;
    let evse_id = evse_id.ok_or(BodyError::Internal("field errors were not reported"))?;
    Ok(StationCommand::UnlockConnector { evse_id, connector_id })
}

/// POST …/station/trigger: `{message, evse_id?}`.
pub fn trigger_from_body(body: &[u8]) -> Result<StationCommand, BodyError> {
    let mut fields = Fields::parse(body)?;
    let message = match fields.take_enum("message", TriggeredMessage::parse, &TRIGGERS) {
        Some(message) => message,
        None => {
            fields.error("message", "is required");
            None
        }
    };
    let evse_id = fields.take_optional("evse_id", |value| number(value, 1));
    fields.finish()?;
    let message = message.ok_or(BodyError::Internal("field errors were not reported"))?;
    Ok(StationCommand::TriggerMessage { message, evse_id })
}

/// PATCH …/station/configuration: `{settings: [{key, value}], vendor_keys?}`, 1 to
/// `MAX_SETTINGS_ASKED`, each key once. Safe by design (`setting_rules`): a key must be a
/// standardised, non-security setting of either version, or the request must say
/// `vendor_keys: true`; a key that touches the station's security, connection or secrets, a
/// value holding a URL, and a timing setting below its floor are refused whatever the request
/// says. Each is refused here, for that setting (`settings[i].key` or `.value`), and nothing is
/// sent.
pub fn settings_from_body(body: &[u8]) -> Result<StationCommand, BodyError> {
    let mut fields = Fields::parse(body)?;
    let vendor_keys = fields.take_optional("vendor_keys", boolean).unwrap_or(false);
    let mut changes = Vec::new();
    match fields.require("settings") {
        Some(Value::Array(items)) if (1..=MAX_SETTINGS_ASKED).contains(&items.len()) => {
            for (at, item) in items.iter().enumerate() {
                if let Some(change) = setting(&mut fields, at, item, vendor_keys)
                    && !changes.iter().any(|seen: &SettingChange| seen.key == change.key)
                {
                    changes.push(change);
                } else if let Some(Value::String(key)) = item.get("key")
                    && changes.iter().any(|seen: &SettingChange| seen.key.as_str() == key)
                {
                    fields.error(&format!("settings[{at}].key"), "is named twice");
                }
            }
        }
        Some(_) => {
            fields.error("settings", format!("must be a list of 1 to {MAX_SETTINGS_ASKED} {{key, value}}"))
        }
        None => {}
    }
    fields.finish()?;
    Ok(StationCommand::SetSettings { settings: changes })
}

fn setting(fields: &mut Fields, at: usize, item: &Value, vendor_keys: bool) -> Option<SettingChange> {
    let Value::Object(item) = item else {
        fields.error(&format!("settings[{at}]"), "must be an object {key, value}");
        return None;
    };
    if let Some(unknown) = item.keys().find(|name| !["key", "value"].contains(&name.as_str())) {
        fields.error(&format!("settings[{at}].{unknown}"), "is not a known field");
    }
    let key = match item.get("key").and_then(Value::as_str).map(SettingKey::parse) {
        Some(Some(key)) if key.guards_security() => {
            let message = "guards the station's security: the platform sets it (POST …/station/password for the password); it is never written through the configuration";
            fields.error(&format!("settings[{at}].key"), message);
            None
        }
        Some(Some(key)) if !vendor_keys && !key.is_standard() => {
            let message = "is not a standardised OCPP setting the platform may write; a vendor's key is written only with \"vendor_keys\": true";
            fields.error(&format!("settings[{at}].key"), message);
            None
        }
        Some(Some(key)) => Some(key),
        _ => {
            let message =
                "must be 1 to 152 printable characters without spaces or commas (2.0.1: Component.Variable)";
            fields.error(&format!("settings[{at}].key"), message);
            None
        }
    };
    let value = match item.get("value") {
        Some(Value::String(value)) if value_is_denied(value) => {
            fields.error(
                &format!("settings[{at}].value"),
                "names a place to connect to (://): the station's connection is never written through the configuration",
            );
            None
        }
        Some(Value::String(value)) if value.chars().count() <= MAX_VALUE => {
            match item.get("key").and_then(Value::as_str).and_then(interval_floor) {
                Some(floor) if !within_floor(value, floor) => {
                    let (least, off) = floor;
                    let zero = if off { " (or 0: off)" } else { "" };
                    fields.error(
                        &format!("settings[{at}].value"),
                        format!("must be a whole number of seconds of at least {least}{zero}"),
                    );
                    None
                }
                _ => Some(value.clone()),
            }
        }
        _ => {
            fields.error(
                &format!("settings[{at}].value"),
                format!("must be a string of at most {MAX_VALUE} characters"),
            );
            None
        }
    };
    Some(SettingChange { key: key?, value: value? })
}

/// Whether a timing setting's value is at least its floor (or 0, where 0 turns it off).
fn within_floor(value: &str, (least, off): (i64, bool)) -> bool {
    value.trim().parse::<i64>().is_ok_and(|seconds| seconds >= least || (off && seconds == 0))
}

/// POST …/station/password: `{push?}` or no body. `push` (true unless given) sends a
/// connected station its new password before cutting its connection; `false` rotates and cuts
/// in one step, sending nothing (after a leak the registered connection may be the thief's).
pub fn push_from_body(body: &[u8]) -> Result<bool, BodyError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(true);
    }
    let mut fields = Fields::parse(body)?;
    let push = fields.take_optional("push", boolean).unwrap_or(true);
    fields.finish()?;
    Ok(push)
}

/// GET …/station/configuration?keys=a,b: the keys asked (none: every setting). `Err` with the
/// parameter and why (400 `INVALID_PARAMETER`): a bad key, too many, or a parameter other than
/// `keys`.
pub fn keys_from_query(query: &[(String, String)]) -> Result<Vec<SettingKey>, (String, String)> {
    let mut keys: Vec<SettingKey> = Vec::new();
    for (name, value) in query {
        if name != "keys" {
            return Err((name.chars().take(64).collect(), "unknown parameter; the only one is keys".into()));
        }
        for text in value.split(',').filter(|text| !text.is_empty()) {
            let key = SettingKey::parse(text).ok_or_else(|| {
                ("keys".to_owned(), "each key is 1 to 152 printable characters without spaces".to_owned())
            })?;
            if !keys.contains(&key) {
                keys.push(key);
            }
        }
    }
    if keys.len() > MAX_SETTINGS_ASKED {
        return Err(("keys".into(), format!("at most {MAX_SETTINGS_ASKED} keys at once")));
    }
    Ok(keys)
}

fn boolean(value: &Value) -> Result<bool, String> {
    value.as_bool().ok_or_else(|| "must be true or false".to_owned())
}

fn number(value: &Value, min: i64) -> Result<i64, String> {
    // JSON has one number type: 2.0 is the integer 2 (as JSON Schema's `integer` reads it).
    let integral = || value.as_f64().filter(|n| n.fract() == 0.0 && n.abs() <= MAX_NUMBER as f64);
    value
        .as_i64()
        .or_else(|| integral().map(|n| n as i64))
        .filter(|n| (min..=MAX_NUMBER).contains(n))
        .ok_or_else(|| format!("must be an integer from {min} to {MAX_NUMBER}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields_of(error: BodyError) -> Vec<String> {
        match error {
            BodyError::Validation(fields) => fields.into_keys().collect(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_rotation_pushes_unless_told_not_to() {
        assert!(push_from_body(b"").expect("read"));
        assert!(push_from_body(br#"{}"#).expect("read"));
        assert!(!push_from_body(br#"{"push": false}"#).expect("read"));
        assert_eq!(fields_of(push_from_body(br#"{"push": "no"}"#).unwrap_err()), ["push"]);
        assert_eq!(fields_of(push_from_body(br#"{"reason": "leak"}"#).unwrap_err()), ["reason"]);
    }

    #[test]
    fn a_reset_is_soft_or_hard_and_may_wait_for_idle() {
        let read = reset_from_body(br#"{"type": "soft", "on_idle": true}"#).expect("read");
        assert_eq!(read, StationCommand::Reset { on_idle: true, soft: true });
        assert_eq!(fields_of(reset_from_body(br#"{"type": "warm"}"#).unwrap_err()), ["type"]);
        assert_eq!(fields_of(reset_from_body(br#"{}"#).unwrap_err()), ["type"]);
    }

    #[test]
    fn an_integral_number_written_with_a_fraction_is_that_integer() {
        assert_eq!(number(&serde_json::json!(120.0), 1), Ok(120));
        assert!(number(&serde_json::json!(1.5), 1).is_err());
        assert!(number(&serde_json::json!(1e300), 1).is_err());
    }

    #[test]
    fn an_unlock_names_its_evse_and_by_default_connector_1() {
        assert_eq!(
            unlock_from_body(br#"{"evse_id": 2}"#).expect("read"),
            StationCommand::UnlockConnector { evse_id: 2, connector_id: 1 }
        );
        assert_eq!(fields_of(unlock_from_body(br#"{"evse_id": 0}"#).unwrap_err()), ["evse_id"]);
    }

    #[test]
    fn a_trigger_names_a_message_of_the_list() {
        assert_eq!(
            trigger_from_body(br#"{"message": "heartbeat"}"#).expect("read"),
            StationCommand::TriggerMessage { message: TriggeredMessage::Heartbeat, evse_id: None }
        );
        assert_eq!(fields_of(trigger_from_body(br#"{"message": "Reset"}"#).unwrap_err()), ["message"]);
    }

    #[test]
    fn a_security_setting_is_refused_for_that_setting() {
        let body = br#"{"settings": [{"key": "HeartbeatInterval", "value": "60"}, {"key": "AuthorizationKey", "value": "x"}]}"#;
        assert_eq!(fields_of(settings_from_body(body).unwrap_err()), ["settings[1].key"]);
    }

    #[test]
    fn a_setting_named_twice_is_refused() {
        let body =
            br#"{"settings": [{"key": "A", "value": "1"}, {"key": "A", "value": "2"}], "vendor_keys": true}"#;
        assert_eq!(fields_of(settings_from_body(body).unwrap_err()), ["settings[1].key"]);
    }

    #[test]
    fn a_vendor_key_needs_the_opt_in_and_still_passes_the_deny_rules() {
        let body = br#"{"settings": [{"key": "VendorLedMode", "value": "1"}]}"#;
        assert_eq!(fields_of(settings_from_body(body).unwrap_err()), ["settings[0].key"]);
        let body = br#"{"settings": [{"key": "VendorLedMode", "value": "1"}], "vendor_keys": true}"#;
        assert!(settings_from_body(body).is_ok());
        let body = br#"{"settings": [{"key": "OcppHost", "value": "h"}], "vendor_keys": true}"#;
        assert_eq!(fields_of(settings_from_body(body).unwrap_err()), ["settings[0].key"]);
        let body = br#"{"settings": [{"key": "VendorLedMode", "value": "wss://x"}], "vendor_keys": true}"#;
        assert_eq!(fields_of(settings_from_body(body).unwrap_err()), ["settings[0].value"]);
    }

    #[test]
    fn a_timing_setting_below_its_floor_is_refused() {
        for (key, value, refused) in [
            ("HeartbeatInterval", "1", true),
            ("HeartbeatInterval", "0", true),
            ("HeartbeatInterval", "30", false),
            ("MeterValueSampleInterval", "5", true),
            ("MeterValueSampleInterval", "0", false),
            ("SampledDataCtrlr.TxUpdatedInterval", "abc", true),
            ("SampledDataCtrlr.TxUpdatedInterval", "10", false),
        ] {
            let body =
                serde_json::to_vec(&serde_json::json!({"settings": [{"key": key, "value": value}]})).unwrap();
            assert_eq!(settings_from_body(&body).is_err(), refused, "{key}={value}");
        }
    }

    #[test]
    fn keys_come_comma_separated_and_bounded() {
        let query = vec![("keys".to_owned(), "A,B,A".to_owned())];
        assert_eq!(keys_from_query(&query).expect("read").len(), 2);
        let many = vec![("keys".to_owned(), (0..17).map(|i| format!("K{i}")).collect::<Vec<_>>().join(","))];
        assert!(keys_from_query(&many).is_err());
        let other = vec![("key".to_owned(), "A".to_owned())];
        assert_eq!(keys_from_query(&other).unwrap_err().0, "key");
    }
}
