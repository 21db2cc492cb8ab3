//! OCPP 1.6J, station to platform: each CALL a 1.6 station sends, checked once against its
//! `rust-ocpp` `v1_6` type (and the schema's string lengths), answered in 1.6's terms, and
//! reported through the same store calls as the 2.0.1 message that says the same thing
//! (handlers.rs): nothing the REST API shows tells the versions apart. docs/ocpp.md, "OCPP 1.6J".

mod commands;
mod reports;
pub mod signed_firmware;
pub mod transactions;

pub use commands::outgoing;
pub use reports::{amperes_only, on_connect};

use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use validator::Validate;

use shared::domain::station::OcppVersion;

use crate::actions::is_ocpp_action;
use crate::frame::{CallError, ErrorCode};
use crate::handlers::{ALWAYS_GUARDED, Context, Handled, conclude, violation};

/// Answers one CALL from a 1.6 station.
pub async fn dispatch(context: &Context<'_>, action: &str, payload: Value) -> Handled {
    let has_transaction = payload.get("transactionId").is_some_and(|id| !id.is_null());
    let outcome = match action {
        "BootNotification" => reports::boot_notification(context, payload).await,
        "Heartbeat" => reports::heartbeat(context, payload).await.map(|answer| (answer, Vec::new())),
        "StatusNotification" => {
            reports::status_notification(context, payload).await.map(|answer| (answer, Vec::new()))
        }
        "MeterValues" => reports::meter_values(context, payload).await.map(|answer| (answer, Vec::new())),
        "FirmwareStatusNotification" | "DiagnosticsStatusNotification" => {
            reports::progress(context, action, payload).await.map(|answer| (answer, Vec::new()))
        }
        "SignedFirmwareStatusNotification" => {
            reports::signed_firmware_status(context, payload).await.map(|answer| (answer, Vec::new()))
        }
        "SecurityEventNotification" => {
            crate::handlers::security_event(context, payload).await.map(|answer| (answer, Vec::new()))
        }
        "DataTransfer" => reports::data_transfer(payload).map(|answer| (answer, Vec::new())),
        "Authorize" => transactions::authorize(context, payload).await.map(|answer| (answer, Vec::new())),
        "StartTransaction" => {
            transactions::start_transaction(context, payload).await.map(|answer| (answer, Vec::new()))
        }
        "StopTransaction" => {
            transactions::stop_transaction(context, payload).await.map(|answer| (answer, Vec::new()))
        }
        known if is_ocpp_action(OcppVersion::V16, known) => {
            let description = format!("{action} is not supported");
            return Handled::answer(Err(CallError::new(ErrorCode::NotSupported, description)));
        }
        _ => {
            let description = "not an OCPP 1.6 action";
            return Handled::answer(Err(CallError::new(ErrorCode::NotImplemented, description)));
        }
    };
    // MeterValues in a transaction may write nothing (a reading applied already): it proves
    // nothing, as TransactionEvent does not in 2.0.1.
    let in_transaction = action == "MeterValues" && has_transaction;
    let guarded = ALWAYS_GUARDED.contains(&action) || action == "SignedFirmwareStatusNotification";
    conclude(context, guarded && !in_transaction, action, outcome)
}

/// The payload as the action's 1.6 type: a missing required field is an
/// `OccurenceConstraintViolation`, a value of the wrong type a `TypeConstraintViolation`, one
/// the schema does not allow a `PropertyConstraintViolation`, anything else a
/// `FormationViolation` (1.6's names; no payload text is echoed).
pub(crate) fn typed<T: DeserializeOwned>(payload: Value) -> Result<T, CallError> {
    serde_json::from_value(payload).map_err(|error| {
        let message = error.to_string();
        let code = if message.starts_with("missing field") {
            ErrorCode::OccurrenceConstraintViolation
        } else if message.starts_with("invalid type") {
            ErrorCode::TypeConstraintViolation
        } else if message.starts_with("unknown variant")
            || message.starts_with("invalid value")
            || message.starts_with("invalid length")
        {
            ErrorCode::PropertyConstraintViolation
        } else {
            ErrorCode::FormatViolation
        };
        CallError::new(code, violation(&error))
    })
}

/// `typed`, then the schema's string lengths (`PropertyConstraintViolation`, naming the
/// fields as the schema does).
pub(crate) fn validated<T: DeserializeOwned + Validate>(payload: Value) -> Result<T, CallError> {
    let request: T = typed(payload)?;
    request.validate().map_err(|errors| {
        let mut fields: Vec<String> = errors.field_errors().keys().map(|field| camel_case(field)).collect();
        fields.sort();
        let description = format!("out of its schema's bounds: {}", fields.join(", "));
        CallError::new(ErrorCode::PropertyConstraintViolation, description)
    })?;
    Ok(request)
}

/// `charge_point_vendor` as the schema names it: `chargePointVendor`.
fn camel_case(field: &str) -> String {
    let mut words = field.split('_');
    let first = words.next().unwrap_or_default().to_owned();
    words.fold(first, |mut name, word| {
        let mut chars = word.chars();
        if let Some(initial) = chars.next() {
            name.push(initial.to_ascii_uppercase());
            name.extend(chars);
        }
        name
    })
}

/// An empty CALLRESULT payload (the answer of every notification).
pub(crate) fn empty() -> Value {
    json!({})
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_ocpp::v1_6::messages::boot_notification::BootNotificationRequest;
    use rust_ocpp::v1_6::messages::status_notification::StatusNotificationRequest;

    fn code_of<T: DeserializeOwned + Validate + std::fmt::Debug>(payload: Value) -> ErrorCode {
        validated::<T>(payload).expect_err("refused").code
    }

    #[test]
    fn malformed_1_6_payloads_get_1_6_error_codes() {
        let boot = |payload| code_of::<BootNotificationRequest>(payload);
        assert_eq!(boot(json!({"chargePointModel": "M"})), ErrorCode::OccurrenceConstraintViolation);
        assert_eq!(
            boot(json!({"chargePointModel": 7, "chargePointVendor": "V"})),
            ErrorCode::TypeConstraintViolation
        );
        let status = json!({"connectorId": 1, "errorCode": "NoError", "status": "Sleeping"});
        assert_eq!(code_of::<StatusNotificationRequest>(status), ErrorCode::PropertyConstraintViolation);
        assert_eq!(boot(json!([1, 2])), ErrorCode::TypeConstraintViolation);
    }

    #[test]
    fn a_string_past_its_schema_length_is_a_property_constraint_violation_naming_the_field() {
        let long = json!({"chargePointModel": "M", "chargePointVendor": "V".repeat(21)});
        let refused = validated::<BootNotificationRequest>(long).expect_err("too long");
        assert_eq!(refused.code, ErrorCode::PropertyConstraintViolation);
        assert_eq!(refused.description, "out of its schema's bounds: chargePointVendor");
        assert!(!refused.description.contains("VVVV"));
    }
}
