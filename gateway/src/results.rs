//! The CALLRESULTs a station sends back to the platform's CALLs, checked against their
//! `rust-ocpp` response types of the connection's OCPP version before the caller sees them: a function reads only a
//! status OCPP defines. A result that does not fit is answered to the caller as a
//! `FormatViolation` CALLERROR marked `details.malformed_result` (the REST API's 502): the
//! station did answer, so what it did is unknown, unlike a CALLERROR of its own.

use rust_ocpp::v1_6::messages as v16;
use rust_ocpp::v2_0_1::messages::change_availability::ChangeAvailabilityResponse;
use rust_ocpp::v2_0_1::messages::request_start_transaction::RequestStartTransactionResponse;
use rust_ocpp::v2_0_1::messages::request_stop_transaction::RequestStopTransactionResponse;
use rust_ocpp::v2_0_1::messages::set_charging_profile::SetChargingProfileResponse;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use shared::domain::station::OcppVersion;
use shared::ocpp::control::{CallErrorBody, MALFORMED_RESULT};

/// The largest string a stored or passed-on answer keeps (OCPP's longest in a response is
/// `statusInfo.additionalInfo`, 512).
pub const MAX_ANSWER_STRING: usize = 512;
/// The largest result, as JSON, a caller is handed or an event stores.
pub const MAX_RESULT_BYTES: usize = 4 * 1024;
/// The longest CALLERROR code and description kept from a station.
pub const MAX_ERROR_CODE: usize = 64;
pub const MAX_ERROR_DESCRIPTION: usize = 255;

/// The result as the caller sees it (and an event stores it): re-serialized from the
/// action's response type, so only what the schema defines is kept, with every string within
/// `MAX_ANSWER_STRING` and the whole within `MAX_RESULT_BYTES`. `Err` with the CALLERROR to
/// answer when `payload` is no `action` response or is larger than that.
pub fn checked(version: OcppVersion, action: &str, payload: &Value) -> Result<Value, CallErrorBody> {
    use OcppVersion::{V16, V201};
    let typed = match (version, action) {
        (V201, "RequestStartTransaction") => fits::<RequestStartTransactionResponse>(action, payload)?,
        (V201, "RequestStopTransaction") => fits::<RequestStopTransactionResponse>(action, payload)?,
        (V201, "ChangeAvailability") => fits::<ChangeAvailabilityResponse>(action, payload)?,
        (V201, "SetChargingProfile") => fits::<SetChargingProfileResponse>(action, payload)?,
        (V16, "RemoteStartTransaction") => {
            fits::<v16::remote_start_transaction::RemoteStartTransactionResponse>(action, payload)?
        }
        (V16, "RemoteStopTransaction") => {
            fits::<v16::remote_stop_transaction::RemoteStopTransactionResponse>(action, payload)?
        }
        (V16, "ChangeAvailability") => {
            fits::<v16::change_availability::ChangeAvailabilityResponse>(action, payload)?
        }
        (V16, "SetChargingProfile") => {
            fits::<v16::set_charging_profile::SetChargingProfileResponse>(action, payload)?
        }
        (V201, "Reset") => fits::<rust_ocpp::v2_0_1::messages::reset::ResetResponse>(action, payload)?,
        (V16, "Reset") => fits::<v16::reset::ResetResponse>(action, payload)?,
        (V201, "UnlockConnector") => {
            fits::<rust_ocpp::v2_0_1::messages::unlock_connector::UnlockConnectorResponse>(action, payload)?
        }
        (V16, "UnlockConnector") => fits::<v16::unlock_connector::UnlockConnectorResponse>(action, payload)?,
        (V201, "TriggerMessage") => {
            fits::<rust_ocpp::v2_0_1::messages::trigger_message::TriggerMessageResponse>(action, payload)?
        }
        (V16, "TriggerMessage") => fits::<v16::trigger_message::TriggerMessageResponse>(action, payload)?,
        (V16, "GetConfiguration") => {
            fits::<v16::get_configuration::GetConfigurationResponse>(action, payload)?
        }
        (V201, "GetLog") => fits::<rust_ocpp::v2_0_1::messages::get_log::GetLogResponse>(action, payload)?,
        (V16, "GetDiagnostics") => fits::<v16::get_diagnostics::GetDiagnosticsResponse>(action, payload)?,
        (V201, "UpdateFirmware") => {
            fits::<rust_ocpp::v2_0_1::messages::update_firmware::UpdateFirmwareResponse>(action, payload)?
        }
        (V16, "UpdateFirmware") => fits::<v16::update_firmware::UpdateFirmwareResponse>(action, payload)?,
        (V16, "SignedUpdateFirmware") => {
            fits::<crate::v16::signed_firmware::SignedUpdateFirmwareResponse>(action, payload)?
        }
        // The platform sends no other CALL (its commands are `StationCommand`s): an answer to
        // anything else is no answer it can read.
        _ => return Err(malformed(action)),
    };
    if !within_bounds(&typed) {
        tracing::warn!(action, "ocpp.result_oversized");
        return Err(malformed(action));
    }
    Ok(typed)
}

fn fits<T: DeserializeOwned + Serialize>(action: &str, payload: &Value) -> Result<Value, CallErrorBody> {
    let typed = T::deserialize(payload).map_err(|error| {
        tracing::warn!(action, error = %error, "ocpp.result_malformed");
        malformed(action)
    })?;
    serde_json::to_value(&typed).map_err(|_| malformed(action))
}

pub(crate) fn malformed(action: &str) -> CallErrorBody {
    CallErrorBody {
        code: "FormatViolation".into(),
        description: format!("the station's {action} result does not fit its schema"),
        details: json!({ MALFORMED_RESULT: true }),
    }
}

fn within_bounds(value: &Value) -> bool {
    fn strings_fit(value: &Value) -> bool {
        match value {
            Value::String(text) => text.chars().count() <= MAX_ANSWER_STRING,
            Value::Array(items) => items.iter().all(strings_fit),
            Value::Object(fields) => fields
                .iter()
                .all(|(name, value)| name.chars().count() <= MAX_ANSWER_STRING && strings_fit(value)),
            _ => true,
        }
    }
    strings_fit(value) && value.to_string().len() <= MAX_RESULT_BYTES
}

/// A station's CALLERROR as the platform keeps it: its code (an unreadable or overlong one is
/// `GenericError`) and description cut to their bounds; its `details` are the station's own
/// and are not kept (nor may it set the gateway's `malformed_result` mark).
pub fn station_error(code: &str, description: &str) -> CallErrorBody {
    let readable = !code.is_empty()
        && code.len() <= MAX_ERROR_CODE
        && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    CallErrorBody {
        code: if readable { code.to_owned() } else { "GenericError".to_owned() },
        description: description.chars().take(MAX_ERROR_DESCRIPTION).collect(),
        details: json!({}),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_result_with_a_status_ocpp_defines_passes() {
        assert!(
            checked(OcppVersion::V201, "RequestStartTransaction", &json!({"status": "Accepted"})).is_ok()
        );
        assert!(checked(OcppVersion::V201, "ChangeAvailability", &json!({"status": "Scheduled"})).is_ok());
    }

    #[test]
    fn a_result_with_an_unknown_or_missing_status_is_a_format_violation() {
        let refused =
            checked(OcppVersion::V201, "RequestStopTransaction", &json!({"status": "Sure, why not"}));
        assert_eq!(refused.map_err(|e| e.code), Err("FormatViolation".to_owned()));
        assert!(checked(OcppVersion::V201, "SetChargingProfile", &json!({})).is_err());
    }

    #[test]
    fn a_result_keeps_only_what_its_schema_defines() {
        let padded =
            json!({"status": "Accepted", "padding": "x".repeat(250_000), "statusInfo": {"reasonCode": "OK"}});
        let kept =
            checked(OcppVersion::V201, "ChangeAvailability", &padded).expect("a ChangeAvailability result");
        assert_eq!(kept, json!({"status": "Accepted", "statusInfo": {"reasonCode": "OK"}}));
    }

    #[test]
    fn a_result_with_an_overlong_string_is_malformed_not_stored() {
        let long = json!({"status": "Accepted", "statusInfo": {"reasonCode": "OK", "additionalInfo": "x".repeat(600)}});
        let refused = checked(OcppVersion::V201, "SetChargingProfile", &long).expect_err("too long");
        assert_eq!(refused.details[MALFORMED_RESULT], true);
        assert!(checked(OcppVersion::V201, "SomethingElse", &json!({"blob": "y".repeat(5000)})).is_err());
    }

    #[test]
    fn a_station_error_is_cut_to_its_bounds_and_loses_its_details() {
        let error = station_error(&"C".repeat(100), &"d".repeat(10_000));
        assert_eq!(error.code, "GenericError");
        assert_eq!(error.description.chars().count(), MAX_ERROR_DESCRIPTION);
        assert_eq!(error.details, json!({}));
        assert_eq!(station_error("NotSupported", "no").code, "NotSupported");
        assert_eq!(station_error("has space", "").code, "GenericError");
    }
}
