//! The CALLRESULTs a station sends back to the platform's CALLs, checked against their
//! `rust-ocpp` 2.0.1 response types before the caller sees them: a function reads only a
//! status OCPP defines. A result that does not fit is answered to the caller as a
//! `FormatViolation` CALLERROR marked `details.malformed_result` (the REST API's 502): the
//! station did answer, so what it did is unknown, unlike a CALLERROR of its own.

use rust_ocpp::v2_0_1::messages::change_availability::ChangeAvailabilityResponse;
use rust_ocpp::v2_0_1::messages::request_start_transaction::RequestStartTransactionResponse;
use rust_ocpp::v2_0_1::messages::request_stop_transaction::RequestStopTransactionResponse;
use rust_ocpp::v2_0_1::messages::set_charging_profile::SetChargingProfileResponse;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use shared::ocpp::control::{CallErrorBody, MALFORMED_RESULT};

/// `Err` with the CALLERROR to answer when `payload` is no `action` response.
pub fn checked(action: &str, payload: &Value) -> Result<(), CallErrorBody> {
    match action {
        "RequestStartTransaction" => fits::<RequestStartTransactionResponse>(action, payload),
        "RequestStopTransaction" => fits::<RequestStopTransactionResponse>(action, payload),
        "ChangeAvailability" => fits::<ChangeAvailabilityResponse>(action, payload),
        "SetChargingProfile" => fits::<SetChargingProfileResponse>(action, payload),
        // The platform sends no other CALL; an operator's own is passed through as answered.
        _ => Ok(()),
    }
}

fn fits<T: DeserializeOwned>(action: &str, payload: &Value) -> Result<(), CallErrorBody> {
    T::deserialize(payload).map(|_| ()).map_err(|error| {
        tracing::warn!(action, error = %error, "ocpp.result_malformed");
        CallErrorBody {
            code: "FormatViolation".into(),
            description: format!("the station's {action} result does not fit its schema"),
            details: json!({ MALFORMED_RESULT: true }),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_result_with_a_status_ocpp_defines_passes() {
        assert!(checked("RequestStartTransaction", &json!({"status": "Accepted"})).is_ok());
        assert!(checked("ChangeAvailability", &json!({"status": "Scheduled"})).is_ok());
    }

    #[test]
    fn a_result_with_an_unknown_or_missing_status_is_a_format_violation() {
        let refused = checked("RequestStopTransaction", &json!({"status": "Sure, why not"}));
        assert_eq!(refused.map_err(|e| e.code), Err("FormatViolation".to_owned()));
        assert!(checked("SetChargingProfile", &json!({})).is_err());
    }
}
