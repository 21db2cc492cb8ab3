//! What the message log must never keep: a station's password as the platform pushes it (2.0.1
//! SetVariables `SecurityCtrlr.BasicAuthPassword`, 1.6 ChangeConfiguration `AuthorizationKey`),
//! and as a station might show it back (GetVariables, GetConfiguration, NotifyReport: the
//! setting is write-only, but a station may not honour that). Declared once per (action,
//! message type, setting), read generically: a new secret setting is one more line.

use serde_json::Value;
use shared::domain::station_message::MessageType;

/// What a redacted value reads as.
pub const REDACTED: &str = "[redacted]";

/// A setting whose value the log never keeps, and where it sits in one message's payload.
struct Secret {
    action: &'static str,
    kind: MessageType,
    /// The array of entries the setting may be among; `None`: the payload is one entry.
    entries: Option<&'static str>,
    /// What names the setting in an entry: each path must hold its name (ignoring case:
    /// OCPP's component, variable and key names are case-insensitive).
    names: &'static [(&'static [&'static str], &'static str)],
    /// The value's path in the entry; a `*` step goes through every element of an array.
    value: &'static [&'static str],
}

/// 2.0.1's station password: component `SecurityCtrlr`, variable `BasicAuthPassword`.
const BASIC_AUTH_PASSWORD: &[(&[&str], &str)] =
    &[(&["component", "name"], "SecurityCtrlr"), (&["variable", "name"], "BasicAuthPassword")];

/// 1.6's station password (Security Profile 2): the configuration key `AuthorizationKey`.
const AUTHORIZATION_KEY: &[(&[&str], &str)] = &[(&["key"], "AuthorizationKey")];

const SECRETS: &[Secret] = &[
    Secret {
        action: "SetVariables",
        kind: MessageType::Call,
        entries: Some("setVariableData"),
        names: BASIC_AUTH_PASSWORD,
        value: &["attributeValue"],
    },
    Secret {
        action: "GetVariables",
        kind: MessageType::CallResult,
        entries: Some("getVariableResult"),
        names: BASIC_AUTH_PASSWORD,
        value: &["attributeValue"],
    },
    Secret {
        action: "NotifyReport",
        kind: MessageType::Call,
        entries: Some("reportData"),
        names: BASIC_AUTH_PASSWORD,
        value: &["variableAttribute", "*", "value"],
    },
    Secret {
        action: "ChangeConfiguration",
        kind: MessageType::Call,
        entries: None,
        names: AUTHORIZATION_KEY,
        value: &["value"],
    },
    Secret {
        action: "GetConfiguration",
        kind: MessageType::CallResult,
        entries: Some("configurationKey"),
        names: AUTHORIZATION_KEY,
        value: &["value"],
    },
    // A log request's upload location grants the upload (a pre-signed URL): a reader of the
    // message log could otherwise overwrite the station's file while it is valid.
    Secret {
        action: "GetLog",
        kind: MessageType::Call,
        entries: None,
        names: &[],
        value: &["log", "remoteLocation"],
    },
    Secret {
        action: "GetDiagnostics",
        kind: MessageType::Call,
        entries: None,
        names: &[],
        value: &["location"],
    },
];

/// `payload` with every secret value of `action`'s message of `kind` replaced by `REDACTED`.
pub fn redact(action: &str, kind: MessageType, payload: &mut Value) {
    for secret in SECRETS.iter().filter(|s| s.kind == kind && s.action.eq_ignore_ascii_case(action)) {
        let entries: Vec<&mut Value> = match secret.entries {
            None => vec![payload],
            Some(field) => match payload.get_mut(field) {
                Some(Value::Array(entries)) => entries.iter_mut().collect(),
                _ => continue,
            },
        };
        for entry in entries {
            if secret.names.iter().all(|(path, name)| names(entry, path, name)) {
                blank(entry, secret.value);
            }
        }
    }
}

fn names(entry: &Value, path: &[&str], name: &str) -> bool {
    let mut at = entry;
    for step in path {
        match at.get(step) {
            Some(next) => at = next,
            None => return false,
        }
    }
    at.as_str().is_some_and(|text| text.eq_ignore_ascii_case(name))
}

/// Replaces what `path` reaches in `at`, whatever its type.
fn blank(at: &mut Value, path: &[&str]) {
    let Some((step, rest)) = path.split_first() else {
        *at = Value::String(REDACTED.to_owned());
        return;
    };
    if *step == "*" {
        if let Value::Array(items) = at {
            for item in items {
                blank(item, rest);
            }
        }
    } else if let Some(next) = at.get_mut(*step) {
        blank(next, rest);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_log_requests_upload_location_is_redacted() {
        let mut get_log = json!({"logType": "DiagnosticsLog", "requestId": 7,
                                  "log": {"remoteLocation": "https://b.s3/k?X-Amz-Signature=abc"}});
        redact("GetLog", MessageType::Call, &mut get_log);
        assert_eq!(get_log["log"]["remoteLocation"], REDACTED);
        assert_eq!(get_log["requestId"], 7);
        let mut diagnostics = json!({"location": "https://b.s3/k?X-Amz-Signature=abc", "retries": 2});
        redact("GetDiagnostics", MessageType::Call, &mut diagnostics);
        assert_eq!(diagnostics, json!({"location": REDACTED, "retries": 2}));
    }

    #[test]
    fn the_password_pushed_with_set_variables_is_redacted_and_nothing_else() {
        let mut payload = json!({"setVariableData": [
            {"attributeValue": "s3cret-password-of-forty-characters-xxxx",
             "component": {"name": "SecurityCtrlr"}, "variable": {"name": "BasicAuthPassword"}},
            {"attributeValue": "300", "component": {"name": "OCPPCommCtrlr"}, "variable": {"name": "HeartbeatInterval"}},
        ]});
        redact("SetVariables", MessageType::Call, &mut payload);
        assert_eq!(payload["setVariableData"][0]["attributeValue"], REDACTED);
        assert_eq!(payload["setVariableData"][0]["variable"]["name"], "BasicAuthPassword");
        assert_eq!(payload["setVariableData"][1]["attributeValue"], "300");
    }

    #[test]
    fn names_are_matched_whatever_their_case() {
        let mut payload = json!({"setVariableData": [
            {"attributeValue": "pw", "component": {"name": "securityctrlr"}, "variable": {"name": "BASICAUTHPASSWORD"}},
        ]});
        redact("SetVariables", MessageType::Call, &mut payload);
        assert_eq!(payload["setVariableData"][0]["attributeValue"], REDACTED);
    }

    #[test]
    fn the_authorization_key_of_a_16_change_configuration_is_redacted() {
        let mut payload = json!({"key": "AuthorizationKey", "value": "0123456789abcdef"});
        redact("ChangeConfiguration", MessageType::Call, &mut payload);
        assert_eq!(payload, json!({"key": "AuthorizationKey", "value": REDACTED}));
        let mut other = json!({"key": "HeartbeatInterval", "value": "300"});
        redact("ChangeConfiguration", MessageType::Call, &mut other);
        assert_eq!(other["value"], "300");
    }

    #[test]
    fn a_station_showing_the_password_back_is_redacted_too() {
        let mut configuration = json!({"configurationKey": [
            {"key": "AuthorizationKey", "readonly": false, "value": "0123456789abcdef"},
            {"key": "MeterValueSampleInterval", "readonly": false, "value": "60"},
        ]});
        redact("GetConfiguration", MessageType::CallResult, &mut configuration);
        assert_eq!(configuration["configurationKey"][0]["value"], REDACTED);
        assert_eq!(configuration["configurationKey"][1]["value"], "60");

        let mut report = json!({"requestId": 1, "generatedAt": "2026-01-01T00:00:00Z", "seqNo": 0, "reportData": [
            {"component": {"name": "SecurityCtrlr"}, "variable": {"name": "BasicAuthPassword"},
             "variableAttribute": [{"type": "Actual", "value": "pw"}, {"type": "Target", "value": "pw2"}]},
        ]});
        redact("NotifyReport", MessageType::Call, &mut report);
        assert_eq!(report["reportData"][0]["variableAttribute"][0]["value"], REDACTED);
        assert_eq!(report["reportData"][0]["variableAttribute"][1]["value"], REDACTED);
    }

    #[test]
    fn another_action_or_message_type_or_a_malformed_payload_is_left_alone() {
        let original = json!({"key": "AuthorizationKey", "value": "pw"});
        let mut answer = original.clone();
        redact("ChangeConfiguration", MessageType::CallResult, &mut answer);
        assert_eq!(answer, original);
        let mut data_transfer = original.clone();
        redact("DataTransfer", MessageType::Call, &mut data_transfer);
        assert_eq!(data_transfer, original);
        let mut odd = json!({"setVariableData": "not a list"});
        redact("SetVariables", MessageType::Call, &mut odd);
        assert_eq!(odd, json!({"setVariableData": "not a list"}));
    }
}
