//! What the message log must never keep (docs/ocpp.md, "The message log"):
//! - a setting's secret value, wherever a setting's value travels: 2.0.1 SetVariables,
//!   GetVariables results and NotifyReport, 1.6 ChangeConfiguration and GetConfiguration
//!   results. Which settings are secret is decided by the one predicate the API shares
//!   (`setting_rules::shown_value`): a secret's value is blanked whole, a JSON value (a network
//!   profile) has its secret fields blanked. An entry that names a secret in a shape not
//!   understood (its value not a string) has its value blanked whole.
//! - an id token: 2.0.1 `idToken` / `groupIdToken` objects and 1.6 `idTag` / `parentIdTag`
//!   strings, at any depth of any message, both ways, kept as events keep them (`{type,
//!   last4}`; 1.6 has no type: `{last4}`), and the ISO 15118 certificate data of an Authorize.

use serde_json::{Map, Value, json};
use shared::domain::setting_rules::{REDACTED, holds_secret, shown_value};
use shared::domain::station_message::MessageType;

/// Where settings sit in one message: the array of entries (`None`: the payload is one entry),
/// how an entry names its setting, and the value's path (a `*` step goes through an array).
struct Settings {
    action: &'static str,
    kind: MessageType,
    entries: Option<&'static str>,
    naming: Naming,
    value: &'static [&'static str],
}

#[derive(Clone, Copy)]
enum Naming {
    /// 1.6: `key`.
    Key,
    /// 2.0.1: `component.name` and `variable.name`, shown as `Component.Variable`.
    DeviceModel,
}

const SETTINGS: &[Settings] = &[
    Settings {
        action: "SetVariables",
        kind: MessageType::Call,
        entries: Some("setVariableData"),
        naming: Naming::DeviceModel,
        value: &["attributeValue"],
    },
    Settings {
        action: "GetVariables",
        kind: MessageType::CallResult,
        entries: Some("getVariableResult"),
        naming: Naming::DeviceModel,
        value: &["attributeValue"],
    },
    Settings {
        action: "NotifyReport",
        kind: MessageType::Call,
        entries: Some("reportData"),
        naming: Naming::DeviceModel,
        value: &["variableAttribute", "*", "value"],
    },
    Settings {
        action: "ChangeConfiguration",
        kind: MessageType::Call,
        entries: None,
        naming: Naming::Key,
        value: &["value"],
    },
    Settings {
        action: "GetConfiguration",
        kind: MessageType::CallResult,
        entries: Some("configurationKey"),
        naming: Naming::Key,
        value: &["value"],
    },
];

/// Locations the platform hands a station (action, the value's path in its CALL; a path the
/// payload lacks is passed over): a log request's grants the upload (its token is the credential), so a
/// reader of the message log could otherwise overwrite the station's file while it is valid; a
/// firmware image's may carry credentials (userinfo, a pre-signed query) that readers of a
/// campaign never see either.
const UPLOAD_LOCATIONS: &[(&str, &[&str])] = &[
    ("GetLog", &["log", "remoteLocation"]),
    ("GetDiagnostics", &["location"]),
    // 2.0.1 and 1.6's signed update: `firmware.location`; 1.6's plain update: `location`.
    ("UpdateFirmware", &["firmware", "location"]),
    ("UpdateFirmware", &["location"]),
    ("SignedUpdateFirmware", &["firmware", "location"]),
];

/// `payload` of `action`'s message of `kind` with every secret and id token blanked or masked;
/// whether the message carried a setting's secret or an upload location (an answer to it then
/// keeps none of its free text: a station refusing a value or a location may repeat it).
///
/// `action` is `None` for an answer whose CALL the log no longer knows: every shape of its
/// message type is then applied (each is keyed on its own field names), so a late answer is
/// redacted as well.
pub fn redact(action: Option<&str>, kind: MessageType, payload: &mut Value) -> bool {
    let mut secret = false;
    let applies =
        |s: &&Settings| s.kind == kind && action.is_none_or(|action| s.action.eq_ignore_ascii_case(action));
    for settings in SETTINGS.iter().filter(applies) {
        secret |= redact_settings(settings, payload);
    }
    if kind == MessageType::Call
        && let Some(action) = action
    {
        for (_, path) in UPLOAD_LOCATIONS.iter().filter(|(named, _)| named.eq_ignore_ascii_case(action)) {
            if let Some(value) = path.iter().try_fold(&mut *payload, |at, step| at.get_mut(*step)) {
                *value = Value::String(REDACTED.to_owned());
                secret = true;
            }
        }
    }
    if action.is_some_and(|action| action.eq_ignore_ascii_case("Authorize")) && kind == MessageType::Call {
        for field in ["certificate", "iso15118CertificateHashData"] {
            if let Some(value) = payload.get_mut(field) {
                *value = Value::String(REDACTED.to_owned());
            }
        }
    }
    mask_tokens(payload);
    secret
}

fn redact_settings(settings: &Settings, payload: &mut Value) -> bool {
    let entries: Vec<&mut Value> = match settings.entries {
        None => vec![payload],
        Some(field) => match payload.get_mut(field) {
            Some(Value::Array(entries)) => entries.iter_mut().collect(),
            // Not the shape the schema gives: if it might name a secret, keep none of it.
            Some(other) => {
                if names_secret(other) {
                    *other = Value::String(REDACTED.to_owned());
                    return true;
                }
                return false;
            }
            None => return false,
        },
    };
    let mut secret = false;
    for entry in entries {
        let Some(name) = setting_name(entry, settings.naming) else {
            // An entry naming no setting it can be read by: blanked when it mentions a secret.
            if names_secret(entry) {
                *entry = Value::String(REDACTED.to_owned());
                secret = true;
            }
            continue;
        };
        secret |= holds_secret(&name);
        secret |= blank(entry, settings.value, &name);
    }
    secret
}

/// The name a setting's entry gives it: the 1.6 key, or 2.0.1's `Component.Variable`.
fn setting_name(entry: &Value, naming: Naming) -> Option<String> {
    match naming {
        Naming::Key => entry.get("key")?.as_str().map(str::to_owned),
        Naming::DeviceModel => {
            let component = entry.get("component")?.get("name")?.as_str()?;
            let variable = entry.get("variable")?.get("name")?.as_str()?;
            Some(format!("{component}.{variable}"))
        }
    }
}

/// Whether any string in `value` (a name or a value) reads as a secret's name.
fn names_secret(value: &Value) -> bool {
    match value {
        Value::String(text) => holds_secret(text),
        Value::Array(items) => items.iter().any(names_secret),
        Value::Object(fields) => fields.iter().any(|(name, inner)| holds_secret(name) || names_secret(inner)),
        _ => false,
    }
}

/// Shows what `path` reaches in `at` as a value of setting `name` may be shown; a secret's value
/// that is not a string is blanked whole. Whether anything was blanked.
fn blank(at: &mut Value, path: &[&str], name: &str) -> bool {
    let Some((step, rest)) = path.split_first() else {
        return match at {
            Value::String(text) => {
                let shown = shown_value(name, text);
                let changed = shown != *text;
                *text = shown;
                changed
            }
            Value::Null => false,
            other if holds_secret(name) => {
                *other = Value::String(REDACTED.to_owned());
                true
            }
            _ => false,
        };
    };
    if *step == "*" {
        match at {
            Value::Array(items) => items.iter_mut().fold(false, |any, item| blank(item, rest, name) | any),
            other if holds_secret(name) => {
                *other = Value::String(REDACTED.to_owned());
                true
            }
            _ => false,
        }
    } else if let Some(next) = at.get_mut(*step) {
        blank(next, rest, name)
    } else {
        false
    }
}

/// An answer to a CALL that carried a secret or an upload location with its free text blanked:
/// a `statusInfo`'s `additionalInfo` (2.0.1: up to 512 characters a station writes as it likes,
/// "cannot reach <the URL>", "value <the password> too short") wherever it sits.
pub fn blank_free_text(payload: &mut Value) {
    match payload {
        Value::Object(fields) => {
            for (name, inner) in fields.iter_mut() {
                match (name.as_str(), &inner) {
                    ("additionalInfo", Value::String(_)) => *inner = Value::String(REDACTED.to_owned()),
                    _ => blank_free_text(inner),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(blank_free_text),
        _ => {}
    }
}

/// Masks every id token at any depth: 2.0.1 `idToken` / `groupIdToken` (an object
/// `{idToken, type}`) and their `additionalIdToken`s, 1.6 `idTag` / `parentIdTag` (a string).
fn mask_tokens(value: &mut Value) {
    match value {
        Value::Object(fields) => {
            for (name, inner) in fields.iter_mut() {
                match name.as_str() {
                    "idToken" | "groupIdToken" => *inner = masked_token(inner),
                    "idTag" | "parentIdTag" | "additionalIdToken" => *inner = masked_tag(inner),
                    _ => mask_tokens(inner),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(mask_tokens),
        _ => {}
    }
}

/// A 2.0.1 id token as events keep it: its type and last 4 characters.
fn masked_token(token: &Value) -> Value {
    match token {
        Value::Object(fields) => {
            let mut shown = Map::new();
            if let Some(kind) = fields.get("type") {
                shown.insert("type".into(), kind.clone());
            }
            shown.insert("last4".into(), fields.get("idToken").map_or(Value::Null, last4));
            if let Some(Value::Array(additional)) = fields.get("additionalInfo") {
                let masked: Vec<Value> = additional
                    .iter()
                    .map(|info| json!({"type": info.get("type"), "last4": info.get("additionalIdToken").map(last4)}))
                    .collect();
                shown.insert("additionalInfo".into(), Value::Array(masked));
            }
            Value::Object(shown)
        }
        other => masked_tag(other),
    }
}

/// A 1.6 idTag (no type): its last 4 characters.
fn masked_tag(tag: &Value) -> Value {
    json!({"last4": last4(tag)})
}

fn last4(id: &Value) -> Value {
    match id {
        Value::String(text) => {
            let chars: Vec<char> = text.chars().collect();
            Value::String(chars[chars.len().saturating_sub(4)..].iter().collect())
        }
        Value::Null => Value::Null,
        _ => Value::String(REDACTED.to_owned()),
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
        redact(Some("GetLog"), MessageType::Call, &mut get_log);
        assert_eq!(get_log["log"]["remoteLocation"], REDACTED);
        assert_eq!(get_log["requestId"], 7);
        let mut diagnostics = json!({"location": "https://b.s3/k?X-Amz-Signature=abc", "retries": 2});
        redact(Some("GetDiagnostics"), MessageType::Call, &mut diagnostics);
        assert_eq!(diagnostics, json!({"location": REDACTED, "retries": 2}));
    }

    #[test]
    fn a_call_carrying_an_upload_location_counts_as_carrying_a_secret() {
        let mut get_log =
            json!({"logType": "DiagnosticsLog", "requestId": 7, "log": {"remoteLocation": "https://u"}});
        assert!(redact(Some("GetLog"), MessageType::Call, &mut get_log));
        let mut update = json!({"requestId": 3, "firmware": {"location": "ftp://user:pw@fw.example/a.bin"}});
        assert!(redact(Some("UpdateFirmware"), MessageType::Call, &mut update));
        let mut no_location = json!({"requestId": 3});
        assert!(!redact(Some("GetLog"), MessageType::Call, &mut no_location));
    }

    #[test]
    fn an_answers_free_text_is_blanked_at_any_depth_and_nothing_else() {
        let mut answer = json!({"status": "Rejected", "statusInfo": {"reasonCode": "InvalidURL",
            "additionalInfo": "cannot reach https://b.s3/k?X-Amz-Signature=abc"},
            "setVariableResult": [{"attributeStatus": "Rejected",
                "attributeStatusInfo": {"reasonCode": "TooShort", "additionalInfo": "value s3cret too short"}}]});
        blank_free_text(&mut answer);
        assert_eq!(answer["statusInfo"], json!({"reasonCode": "InvalidURL", "additionalInfo": REDACTED}));
        assert_eq!(answer["setVariableResult"][0]["attributeStatusInfo"]["additionalInfo"], REDACTED);
        assert_eq!(answer["setVariableResult"][0]["attributeStatus"], "Rejected");
        assert!(!answer.to_string().contains("s3cret") && !answer.to_string().contains("Signature"));
    }

    #[test]
    fn a_firmware_images_location_is_redacted_in_both_versions() {
        let mut v201 = json!({"requestId": 3, "firmware": {"location": "ftp://user:pw@fw.example/a.bin",
                                                           "retrieveDateTime": "2026-11-29T00:00:00Z"}});
        redact(Some("UpdateFirmware"), MessageType::Call, &mut v201);
        assert_eq!(v201["firmware"]["location"], REDACTED);
        assert_eq!(v201["requestId"], 3);
        let mut v16 =
            json!({"location": "https://fw.example/a.bin?X-Amz-Signature=abc", "retrieveDate": "x"});
        redact(Some("UpdateFirmware"), MessageType::Call, &mut v16);
        assert_eq!(v16["location"], REDACTED);
        let mut signed = json!({"requestId": 4, "firmware": {"location": "https://u:p@fw.example/a.bin"}});
        redact(Some("SignedUpdateFirmware"), MessageType::Call, &mut signed);
        assert_eq!(signed["firmware"]["location"], REDACTED);
    }

    #[test]
    fn the_password_pushed_with_set_variables_is_redacted_and_nothing_else() {
        let mut payload = json!({"setVariableData": [
            {"attributeValue": "s3cret-password-of-forty-characters-xxxx",
             "component": {"name": "SecurityCtrlr"}, "variable": {"name": "BasicAuthPassword"}},
            {"attributeValue": "300", "component": {"name": "OCPPCommCtrlr"}, "variable": {"name": "HeartbeatInterval"}},
        ]});
        assert!(redact(Some("SetVariables"), MessageType::Call, &mut payload));
        assert_eq!(payload["setVariableData"][0]["attributeValue"], REDACTED);
        assert_eq!(payload["setVariableData"][0]["variable"]["name"], "BasicAuthPassword");
        assert_eq!(payload["setVariableData"][1]["attributeValue"], "300");
    }

    #[test]
    fn names_are_matched_whatever_their_case() {
        let mut payload = json!({"setVariableData": [
            {"attributeValue": "pw", "component": {"name": "securityctrlr"}, "variable": {"name": "BASICAUTHPASSWORD"}},
        ]});
        redact(Some("SetVariables"), MessageType::Call, &mut payload);
        assert_eq!(payload["setVariableData"][0]["attributeValue"], REDACTED);
    }

    #[test]
    fn the_authorization_key_of_a_16_change_configuration_is_redacted() {
        let mut payload = json!({"key": "AuthorizationKey", "value": "0123456789abcdef"});
        redact(Some("ChangeConfiguration"), MessageType::Call, &mut payload);
        assert_eq!(payload, json!({"key": "AuthorizationKey", "value": REDACTED}));
        let mut other = json!({"key": "HeartbeatInterval", "value": "300"});
        assert!(!redact(Some("ChangeConfiguration"), MessageType::Call, &mut other));
        assert_eq!(other["value"], "300");
    }

    #[test]
    fn a_station_showing_the_password_back_is_redacted_too() {
        let mut configuration = json!({"configurationKey": [
            {"key": "AuthorizationKey", "readonly": false, "value": "0123456789abcdef"},
            {"key": "MeterValueSampleInterval", "readonly": false, "value": "60"},
        ]});
        redact(Some("GetConfiguration"), MessageType::CallResult, &mut configuration);
        assert_eq!(configuration["configurationKey"][0]["value"], REDACTED);
        assert_eq!(configuration["configurationKey"][1]["value"], "60");

        let mut report = json!({"requestId": 1, "generatedAt": "2026-01-01T00:00:00Z", "seqNo": 0, "reportData": [
            {"component": {"name": "SecurityCtrlr"}, "variable": {"name": "BasicAuthPassword"},
             "variableAttribute": [{"type": "Actual", "value": "pw"}, {"type": "Target", "value": "pw2"}]},
        ]});
        redact(Some("NotifyReport"), MessageType::Call, &mut report);
        assert_eq!(report["reportData"][0]["variableAttribute"][0]["value"], REDACTED);
        assert_eq!(report["reportData"][0]["variableAttribute"][1]["value"], REDACTED);
    }

    #[test]
    fn vendor_secrets_and_secrets_inside_json_values_are_redacted_in_every_shape() {
        let mut configuration = json!({"configurationKey": [
            {"key": "WifiPassword", "readonly": false, "value": "wifi"},
            {"key": "ApnPassword", "readonly": false, "value": "apn"},
            {"key": "MqttSecret", "readonly": false, "value": {"odd": "shape"}},
        ]});
        redact(Some("GetConfiguration"), MessageType::CallResult, &mut configuration);
        for at in 0..3 {
            assert_eq!(configuration["configurationKey"][at]["value"], REDACTED, "{at}");
        }
        let profiles =
            r#"[{"connectionData":{"apn":{"apn":"a","apnPassword":"p"},"vpn":{"password":"v","key":"k"}}}]"#;
        let mut results = json!({"getVariableResult": [
            {"attributeStatus": "Accepted", "attributeValue": profiles,
             "component": {"name": "InternalCtrlr"}, "variable": {"name": "NetworkConnectionProfiles"}},
        ]});
        assert!(redact(Some("GetVariables"), MessageType::CallResult, &mut results));
        let shown: Value =
            serde_json::from_str(results["getVariableResult"][0]["attributeValue"].as_str().unwrap())
                .unwrap();
        assert_eq!(shown[0]["connectionData"]["apn"]["apnPassword"], REDACTED);
        assert_eq!(shown[0]["connectionData"]["vpn"]["key"], REDACTED);
        let mut report = json!({"reportData": [
            {"component": {"name": "Vendor"}, "variable": {"name": "WifiPassword"}, "variableAttribute": {"value": "x"}},
        ]});
        redact(Some("NotifyReport"), MessageType::Call, &mut report);
        assert_eq!(report["reportData"][0]["variableAttribute"], REDACTED);
        let mut odd = json!({"configurationKey": {"key": "AuthorizationKey", "value": "pw"}});
        redact(Some("GetConfiguration"), MessageType::CallResult, &mut odd);
        assert_eq!(odd["configurationKey"], REDACTED);
    }

    #[test]
    fn id_tokens_are_masked_as_events_mask_them_in_both_versions_and_directions() {
        let mut authorize = json!({"idToken": {"idToken": "04A1B2C3D4", "type": "ISO14443"},
            "certificate": "-----BEGIN CERTIFICATE-----", "iso15118CertificateHashData": [{"serialNumber": "1"}]});
        redact(Some("Authorize"), MessageType::Call, &mut authorize);
        assert_eq!(authorize["idToken"], json!({"type": "ISO14443", "last4": "C3D4"}));
        assert_eq!(authorize["certificate"], REDACTED);
        assert_eq!(authorize["iso15118CertificateHashData"], REDACTED);
        let mut answer = json!({"idTokenInfo": {"status": "Accepted", "groupIdToken": {"idToken": "GROUP-0001", "type": "Central"}}});
        redact(Some("Authorize"), MessageType::CallResult, &mut answer);
        assert_eq!(answer["idTokenInfo"]["groupIdToken"], json!({"type": "Central", "last4": "0001"}));
        let mut start = json!({"remoteStartId": 1, "idToken": {"idToken": "ABCDEFGH", "type": "Local",
            "additionalInfo": [{"additionalIdToken": "ZZZZ9999", "type": "x"}]}, "groupIdToken": {"idToken": "G-1234", "type": "Local"}});
        redact(Some("RequestStartTransaction"), MessageType::Call, &mut start);
        assert_eq!(start["idToken"]["last4"], "EFGH");
        assert_eq!(start["idToken"]["additionalInfo"][0]["last4"], "9999");
        assert_eq!(start["groupIdToken"]["last4"], "1234");
        assert!(!start.to_string().contains("ABCDEFGH") && !start.to_string().contains("ZZZZ9999"));
        for (action, mut payload) in [
            ("Authorize", json!({"idTag": "TAG-00001234"})),
            ("StartTransaction", json!({"connectorId": 1, "idTag": "TAG-00001234", "meterStart": 0})),
            (
                "StopTransaction",
                json!({"idTag": "TAG-00001234", "transactionData": [{"idTag": "TAG-00001234"}]}),
            ),
            ("RemoteStartTransaction", json!({"idTag": "TAG-00001234"})),
        ] {
            redact(Some(action), MessageType::Call, &mut payload);
            assert!(!payload.to_string().contains("TAG-0000"), "{action}: {payload}");
            assert_eq!(payload["idTag"], json!({"last4": "1234"}));
        }
        let mut info = json!({"idTagInfo": {"status": "Accepted", "parentIdTag": "PARENT-5678"}});
        redact(Some("StartTransaction"), MessageType::CallResult, &mut info);
        assert_eq!(info["idTagInfo"]["parentIdTag"], json!({"last4": "5678"}));
    }

    #[test]
    fn another_action_or_message_type_or_a_malformed_payload_is_left_alone() {
        let original = json!({"key": "AuthorizationKey", "value": "pw"});
        let mut answer = original.clone();
        redact(Some("ChangeConfiguration"), MessageType::CallResult, &mut answer);
        assert_eq!(answer, original);
        let mut data_transfer = original.clone();
        redact(Some("DataTransfer"), MessageType::Call, &mut data_transfer);
        assert_eq!(data_transfer, original);
        let mut odd = json!({"setVariableData": "not a list"});
        redact(Some("SetVariables"), MessageType::Call, &mut odd);
        assert_eq!(odd, json!({"setVariableData": "not a list"}));
    }
}
