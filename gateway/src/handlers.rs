//! Station to platform: each CALL a station sends, checked against its `rust-ocpp` 2.0.1 type
//! and answered (docs/ocpp.md, "Station to platform"). The transport (connection.rs) knows
//! none of this: it hands over the action and payload and sends back what `dispatch` gives.

use chrono::{SecondsFormat, Utc};
use rust_ocpp::v2_0_1::messages::boot_notification::BootNotificationRequest;
use rust_ocpp::v2_0_1::messages::heartbeat::HeartbeatRequest;
use rust_ocpp::v2_0_1::messages::meter_values::MeterValuesRequest;
use rust_ocpp::v2_0_1::messages::status_notification::StatusNotificationRequest;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use shared::domain::asset::AssetStatus;
use shared::store::Store;
use shared::store::station_registry::{RegistryError, StationConnection};
use shared::store::station_reports::{Boot, ConnectorStatus};

use crate::actions::is_ocpp_action;
use crate::frame::{CallError, ErrorCode};
use crate::transactions;

/// The heartbeat interval a BootNotification is accepted with (seconds).
pub const HEARTBEAT_INTERVAL_SECS: u64 = 300;

/// What the gateway knows while it answers one CALL.
pub struct Context<'a> {
    pub store: &'a Store,
    pub connection: &'a StationConnection,
}

/// A CALL's outcome: the answer, whether the connection closes after it (the registry holds
/// another connection: this one was replaced), and a CALL the platform sends the station once
/// it has the answer.
pub struct Handled {
    pub answer: Result<Value, CallError>,
    pub close: bool,
    pub then: Option<Command>,
}

impl Handled {
    fn answer(answer: Result<Value, CallError>) -> Handled {
        Handled { answer, close: false, then: None }
    }

    /// Answered, and the connection closes.
    fn closing(description: &str) -> Handled {
        Handled {
            answer: Err(CallError::new(ErrorCode::InternalError, description)),
            close: true,
            then: None,
        }
    }
}

/// A CALL from the platform to the station.
#[derive(Debug, Clone)]
pub struct Command {
    pub action: &'static str,
    pub payload: Value,
    /// Why it is sent (for its `station_command` event).
    pub reason: &'static str,
}

/// Answers one CALL from the station.
pub async fn dispatch(context: &Context<'_>, action: &str, payload: Value) -> Handled {
    let outcome = match action {
        "BootNotification" => boot_notification(context, payload).await,
        "Heartbeat" => heartbeat(context, payload).await.map(|answer| (answer, None)),
        "StatusNotification" => status_notification(context, payload).await.map(|answer| (answer, None)),
        "MeterValues" => meter_values(context, payload).await.map(|answer| (answer, None)),
        "TransactionEvent" | "Authorize" => {
            transactions::handle(context, action, payload).await.map(|answer| (answer, None))
        }
        known if is_ocpp_action(known) => {
            return Handled::answer(Err(CallError::new(
                ErrorCode::NotSupported,
                format!("{action} is not supported"),
            )));
        }
        _ => {
            return Handled::answer(Err(CallError::new(
                ErrorCode::NotImplemented,
                "not an OCPP 2.0.1 action",
            )));
        }
    };
    match outcome {
        Ok((answer, then)) => Handled { answer: Ok(answer), close: false, then },
        Err(Failure::Refused(error)) => Handled::answer(Err(error)),
        Err(Failure::Registry(RegistryError::Replaced)) => Handled::closing("this connection was replaced"),
        Err(Failure::Registry(RegistryError::Gone)) => Handled::closing("this station no longer exists"),
        Err(Failure::Registry(RegistryError::Store(error))) => {
            tracing::error!(identity = %context.connection.identity, action, %error, "ocpp.store_failed");
            Handled::answer(Err(CallError::new(
                ErrorCode::InternalError,
                "the platform could not record this",
            )))
        }
    }
}

/// Why a handler did not answer with a CALLRESULT.
pub enum Failure {
    Refused(CallError),
    Registry(RegistryError),
}

impl From<RegistryError> for Failure {
    fn from(error: RegistryError) -> Self {
        Failure::Registry(error)
    }
}

impl From<CallError> for Failure {
    fn from(error: CallError) -> Self {
        Failure::Refused(error)
    }
}

/// The payload as the action's 2.0.1 type, or `FormatViolation` (wrong types, missing
/// required fields, bad enumeration values).
pub fn checked<T: DeserializeOwned>(payload: Value) -> Result<T, CallError> {
    serde_json::from_value(payload)
        .map_err(|error| CallError::new(ErrorCode::FormatViolation, error.to_string()))
}

/// The schema's `maxLength` for the strings the gateway stores (serde does not check them).
fn bounded(field: &str, value: &str, max: usize) -> Result<(), CallError> {
    if value.chars().count() > max {
        return Err(CallError::new(ErrorCode::FormatViolation, format!("{field} is longer than {max}")));
    }
    Ok(())
}

fn now() -> String {
    Utc::now().to_rfc3339_opts(SecondsFormat::Millis, true)
}

/// Accepted; an asset in maintenance is then told it is Inoperative (docs/ocpp.md: an
/// offline station is brought in line at its next BootNotification).
async fn boot_notification(
    context: &Context<'_>,
    payload: Value,
) -> Result<(Value, Option<Command>), Failure> {
    let request: BootNotificationRequest = checked(payload)?;
    let station = request.charging_station;
    bounded("chargingStation.vendorName", &station.vendor_name, 50)?;
    bounded("chargingStation.model", &station.model, 20)?;
    bounded("chargingStation.serialNumber", station.serial_number.as_deref().unwrap_or(""), 25)?;
    bounded("chargingStation.firmwareVersion", station.firmware_version.as_deref().unwrap_or(""), 50)?;
    let reason = serde_json::to_value(&request.reason).ok().and_then(|v| v.as_str().map(str::to_owned));
    let boot = Boot {
        vendor: station.vendor_name,
        model: station.model,
        serial_number: station.serial_number,
        firmware_version: station.firmware_version,
        reason: reason.unwrap_or_default(),
    };
    let asset = context.store.station_booted(context.connection, &boot).await?;
    let answer = json!({"currentTime": now(), "interval": HEARTBEAT_INTERVAL_SECS, "status": "Accepted"});
    let then = (asset.status == AssetStatus::Maintenance).then(|| Command {
        action: "ChangeAvailability",
        payload: json!({"operationalStatus": "Inoperative"}),
        reason: "maintenance",
    });
    Ok((answer, then))
}

async fn heartbeat(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let _: HeartbeatRequest = checked(payload)?;
    context.store.station_seen(context.connection).await?;
    Ok(json!({"currentTime": now()}))
}

async fn status_notification(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: StatusNotificationRequest = checked(payload)?;
    let status =
        serde_json::to_value(&request.connector_status).ok().and_then(|v| v.as_str().map(str::to_owned));
    let report = ConnectorStatus {
        evse_id: i64::from(request.evse_id),
        connector_id: i64::from(request.connector_id),
        status: status.unwrap_or_default(),
    };
    context.store.station_status(context.connection, &report).await?;
    Ok(json!({}))
}

async fn meter_values(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: MeterValuesRequest = checked(payload.clone())?;
    // Stored as the station sent it (now known to fit the schema), not as re-serialized.
    let sampled = payload.get("meterValue").cloned().unwrap_or(Value::Array(Vec::new()));
    context.store.station_meter_values(context.connection, i64::from(request.evse_id), sampled).await?;
    Ok(json!({}))
}
