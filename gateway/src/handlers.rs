//! Station to platform: each CALL a 2.0.1 station sends, checked against its `rust-ocpp` 2.0.1
//! type and answered (docs/ocpp.md, "Station to platform"); a 1.6 station's are `v16`'s, which
//! reports through the same store calls and shares what is common here. The transport (connection.rs) knows
//! none of this: it hands over the action and payload and sends back what `dispatch` gives.

use chrono::{SecondsFormat, Utc};
use rust_ocpp::v2_0_1::messages::boot_notification::BootNotificationRequest;
use rust_ocpp::v2_0_1::messages::firmware_status_notification::FirmwareStatusNotificationRequest;
use rust_ocpp::v2_0_1::messages::heartbeat::HeartbeatRequest;
use rust_ocpp::v2_0_1::messages::log_status_notification::LogStatusNotificationRequest;
use rust_ocpp::v2_0_1::messages::meter_values::MeterValuesRequest;
use rust_ocpp::v2_0_1::messages::security_event_notification::SecurityEventNotificationRequest;
use rust_ocpp::v2_0_1::messages::status_notification::StatusNotificationRequest;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use shared::store::station_logs::LogReport;

use shared::domain::asset::{Asset, AssetStatus};
use shared::domain::station::OcppVersion;
use shared::domain::station_command::StationCommand;
use shared::store::Store;
use shared::store::station_registry::{RegistryError, StationConnection};
use shared::store::station_reports::{
    Boot, ConnectorStatus, MAX_CONNECTORS, Progress, ProgressOf, SecurityEvent, StatusWrite,
};

use crate::actions::is_ocpp_action;
use crate::frame::{CallError, ErrorCode};
use crate::transactions;

/// What the gateway knows while it answers one CALL.
pub struct Context<'a> {
    pub store: &'a Store,
    pub connection: &'a StationConnection,
    /// The heartbeat interval a BootNotification is accepted with.
    pub heartbeat: std::time::Duration,
    /// What its transaction messages tell load management (`site_load`).
    pub load: &'a crate::site_load::ConnectionLoad,
    /// Its open transactions' readings not written yet (`readings`).
    pub readings: &'a crate::readings::ConnectionReadings,
}

/// A CALL's outcome: the answer, whether the connection closes after it (the registry holds
/// another connection: this one was replaced), and a CALL the platform sends the station once
/// it has the answer.
pub struct Handled {
    pub answer: Result<Value, CallError>,
    pub close: bool,
    pub then: Vec<Command>,
    /// It made a write conditional on the registry holding this connection, and the write
    /// went through: the connection is still the station's.
    pub proven: bool,
}

impl Handled {
    pub(crate) fn answer(answer: Result<Value, CallError>) -> Handled {
        Handled { answer, close: false, then: Vec::new(), proven: false }
    }

    /// Answered, and the connection closes.
    fn closing(description: &str) -> Handled {
        Handled {
            answer: Err(CallError::new(ErrorCode::InternalError, description)),
            close: true,
            then: Vec::new(),
            proven: false,
        }
    }
}

/// The actions whose every accepted message writes under the registry's condition (in both
/// versions).
pub(crate) const ALWAYS_GUARDED: [&str; 7] = [
    "BootNotification",
    "Heartbeat",
    "MeterValues",
    "SecurityEventNotification",
    "FirmwareStatusNotification",
    "LogStatusNotification",
    "DiagnosticsStatusNotification",
];

/// A CALL from the platform to the station.
#[derive(Debug, Clone)]
pub struct Command {
    pub action: &'static str,
    pub payload: Value,
    /// Why it is sent (for its `station_command` event).
    pub reason: &'static str,
    /// The platform's command it says, recorded as a function's are (`action` and `request` in
    /// no version's terms); `None` for a question of the gateway's own (1.6's GetConfiguration).
    pub command: Option<StationCommand>,
}

/// An asset in maintenance is told, once its station boots, that it is Inoperative (in either
/// version).
pub(crate) fn maintenance(context: &Context<'_>, asset: &Asset) -> Option<Command> {
    if asset.status != AssetStatus::Maintenance {
        return None;
    }
    let command = StationCommand::ChangeAvailability { operative: false };
    let sent = crate::commands::outgoing(context.connection.version, &command, false).ok()?;
    Some(Command {
        action: sent.action,
        payload: sent.payload,
        reason: "maintenance",
        command: Some(command),
    })
}

impl Command {
    /// The CALL of a typed request (rust-ocpp's, of the connection's version).
    pub fn typed<T: serde::Serialize>(action: &'static str, request: &T, reason: &'static str) -> Command {
        // A rust-ocpp request always serializes; an empty payload would be refused by the station.
        let payload = serde_json::to_value(request).unwrap_or_else(|_| json!({}));
        Command { action, payload, reason, command: None }
    }
}

/// Answers one CALL from the station.
pub async fn dispatch(context: &Context<'_>, action: &str, payload: Value) -> Handled {
    let outcome = match action {
        "BootNotification" => boot_notification(context, payload).await,
        "Heartbeat" => heartbeat(context, payload).await.map(|answer| (answer, Vec::new())),
        "StatusNotification" => {
            status_notification(context, payload).await.map(|answer| (answer, Vec::new()))
        }
        "MeterValues" => meter_values(context, payload).await.map(|answer| (answer, Vec::new())),
        "SecurityEventNotification" => {
            security_event(context, payload).await.map(|answer| (answer, Vec::new()))
        }
        "FirmwareStatusNotification" => {
            firmware_status(context, payload).await.map(|answer| (answer, Vec::new()))
        }
        "LogStatusNotification" => log_status(context, payload).await.map(|answer| (answer, Vec::new())),
        "DataTransfer" => data_transfer(payload).map(|answer| (answer, Vec::new())),
        "TransactionEvent" | "Authorize" => {
            transactions::handle(context, action, payload).await.map(|answer| (answer, Vec::new()))
        }
        known if is_ocpp_action(OcppVersion::V201, known) => {
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
    conclude(context, ALWAYS_GUARDED.contains(&action), action, outcome)
}

/// The answer to a CALL a handler of either version dealt with: a store failure is the
/// station's `InternalError`, and a connection the registry no longer holds closes.
/// `guarded`: every accepted message of this kind made a write conditional on the registry
/// holding the connection (so its answer proves the connection is still the station's).
pub(crate) fn conclude(
    context: &Context<'_>,
    guarded: bool,
    action: &str,
    outcome: Result<(Value, Vec<Command>), Failure>,
) -> Handled {
    match outcome {
        Ok((answer, then)) => Handled { answer: Ok(answer), close: false, then, proven: guarded },
        Err(Failure::Refused(error)) => Handled::answer(Err(error)),
        Err(Failure::Registry(RegistryError::Replaced)) => Handled::closing("this connection was replaced"),
        Err(Failure::Registry(RegistryError::Gone)) => Handled::closing("this station no longer exists"),
        Err(Failure::Registry(RegistryError::Suspended)) => Handled::closing("this station is not served"),
        Err(Failure::Registry(RegistryError::Store(error))) => {
            tracing::error!(identity = %context.connection.identity, org = %context.connection.org_id, action, %error, "ocpp.store_failed");
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

/// A campaign's step after the station's own report was recorded: a failure here (a store
/// error, a corrupt pointer) is logged, not answered, since an error answer would make the
/// station resend what the platform already holds. The report timeout catches a lost step.
pub(crate) fn campaign_step(result: Result<(), RegistryError>, message: &'static str) {
    match result {
        Ok(()) => {}
        Err(RegistryError::Store(error)) => tracing::error!(error = ?error, "{message}"),
        Err(_) => tracing::warn!("{message}: the connection no longer holds the station"),
    }
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
        .map_err(|error| CallError::new(ErrorCode::FormatViolation, violation(&error)))
}

/// What is wrong with a payload, in words of the schema only: serde's own message quotes the
/// offending value, which could be 256 KiB a station sent, so no payload text is echoed.
pub(crate) fn violation(error: &serde_json::Error) -> String {
    let message = error.to_string();
    // "missing field `evseId`": the name is the schema's own.
    if let Some(field) = message.strip_prefix("missing field `").and_then(|rest| rest.split('`').next())
        && field.len() <= 64
        && field.chars().all(|c| c.is_ascii_alphanumeric())
    {
        return format!("the required field {field} is missing");
    }
    let what = if message.starts_with("unknown variant") {
        "a value is not one the schema allows"
    } else if message.starts_with("invalid type") {
        "a value has the wrong type"
    } else if message.starts_with("invalid value") || message.starts_with("invalid length") {
        "a value is out of range"
    } else if message.starts_with("unknown field") {
        "a field the schema does not define"
    } else {
        "the payload does not fit the schema"
    };
    what.to_owned()
}

/// The schema's `maxLength` for the strings the gateway stores (serde does not check them).
pub(crate) fn bounded(field: &str, value: &str, max: usize) -> Result<(), CallError> {
    if value.chars().count() > max {
        return Err(CallError::new(ErrorCode::FormatViolation, format!("{field} is longer than {max}")));
    }
    Ok(())
}

pub(crate) fn now() -> String {
    Utc::now().to_rfc3339_opts(SecondsFormat::Millis, true)
}

/// Accepted; an asset in maintenance is then told it is Inoperative (docs/ocpp.md: an
/// offline station is brought in line at its next BootNotification).
async fn boot_notification(context: &Context<'_>, payload: Value) -> Result<(Value, Vec<Command>), Failure> {
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
    // A station back from a campaign's update completes its part with the version it reports.
    let step =
        context.store.campaign_station_booted(context.connection, boot.firmware_version.as_deref()).await;
    campaign_step(step, "firmware campaign step at boot failed");
    let answer = json!({"currentTime": now(), "interval": context.heartbeat.as_secs(), "status": "Accepted"});
    let then = maintenance(context, &asset).into_iter().collect();
    Ok((answer, then))
}

async fn heartbeat(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let _: HeartbeatRequest = checked(payload)?;
    context.store.station_seen(context.connection).await?;
    Ok(json!({"currentTime": now()}))
}

/// The largest EVSE id a station may report a connector under (0 is the station itself): the
/// EVSEs the platform holds sessions on (`EvseId::MAX`), so a station learns nothing it cannot use.
pub const MAX_EVSE_ID: i32 = shared::domain::evse::EvseId::MAX as i32;
/// The largest connector id on an EVSE.
pub const MAX_CONNECTOR_ID: i32 = 10;

/// The ids a StatusNotification may name: the asset's connector map is bounded by them (and
/// by the store's own cap).
pub(crate) fn connector_in_range(evse_id: i32, connector_id: i32) -> Result<(), CallError> {
    if !(0..=MAX_EVSE_ID).contains(&evse_id) {
        let description = format!("evseId must be 0 to {MAX_EVSE_ID}");
        return Err(CallError::new(ErrorCode::PropertyConstraintViolation, description));
    }
    if !(0..=MAX_CONNECTOR_ID).contains(&connector_id) {
        let description = format!("connectorId must be 0 to {MAX_CONNECTOR_ID}");
        return Err(CallError::new(ErrorCode::PropertyConstraintViolation, description));
    }
    Ok(())
}

async fn status_notification(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: StatusNotificationRequest = checked(payload)?;
    connector_in_range(request.evse_id, request.connector_id)?;
    let report = ConnectorStatus {
        evse_id: i64::from(request.evse_id),
        connector_id: i64::from(request.connector_id),
        status: enum_name(&request.connector_status),
    };
    record_status(context, &report).await?;
    Ok(json!({}))
}

/// A serde enumeration's wire name (what the schema calls the value).
pub(crate) fn enum_name<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
}

/// A connector's status onto the asset, within the asset's bound on connectors.
pub(crate) async fn record_status(context: &Context<'_>, report: &ConnectorStatus) -> Result<(), Failure> {
    if context.store.station_status(context.connection, report).await? == StatusWrite::TooManyConnectors {
        let description = format!("a station reports at most {MAX_CONNECTORS} connectors");
        return Err(CallError::new(ErrorCode::OccurrenceConstraintViolation, description).into());
    }
    Ok(())
}

/// The most `meterValue` entries one MeterValues may carry.
pub const MAX_METER_VALUES: usize = 20;
/// The most `sampledValue` entries one `meterValue` may carry.
pub const MAX_SAMPLED_VALUES: usize = 40;
/// The largest `meter_value` a `meter_values` event stores (its JSON, in bytes).
pub const MAX_METER_VALUE_BYTES: usize = 8 * 1024;

/// The sampled values as the event stores them: re-serialized from the checked type (so
/// nothing the schema does not define is kept), within the counts and size above.
fn stored_meter_values(request: &MeterValuesRequest) -> Result<Value, CallError> {
    let samples = request.meter_value.iter().map(|value| value.sampled_value.len());
    meter_values_counted(request.meter_value.len(), samples)?;
    let stored = serde_json::to_value(&request.meter_value)
        .map_err(|_| CallError::new(ErrorCode::FormatViolation, "meterValue cannot be read"))?;
    meter_values_sized(stored)
}

/// At most `MAX_METER_VALUES` entries of at most `MAX_SAMPLED_VALUES` samples each.
pub(crate) fn meter_values_counted(
    values: usize,
    mut samples: impl Iterator<Item = usize>,
) -> Result<(), CallError> {
    let counted = |what: &str, max: usize| {
        CallError::new(ErrorCode::OccurrenceConstraintViolation, format!("more than {max} {what}"))
    };
    if values > MAX_METER_VALUES {
        return Err(counted("meterValue", MAX_METER_VALUES));
    }
    if samples.any(|count| count > MAX_SAMPLED_VALUES) {
        return Err(counted("sampledValue in one meterValue", MAX_SAMPLED_VALUES));
    }
    Ok(())
}

/// The stored meter values within `MAX_METER_VALUE_BYTES`.
pub(crate) fn meter_values_sized(stored: Value) -> Result<Value, CallError> {
    if stored.to_string().len() > MAX_METER_VALUE_BYTES {
        let description = format!("meterValue is larger than {MAX_METER_VALUE_BYTES} bytes");
        return Err(CallError::new(ErrorCode::FormatViolation, description));
    }
    Ok(stored)
}

async fn meter_values(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: MeterValuesRequest = checked(payload)?;
    let sampled = stored_meter_values(&request)?;
    context.store.station_meter_values(context.connection, i64::from(request.evse_id), sampled).await?;
    Ok(json!({}))
}

/// A DataTransfer as 2.0.1 has it, but for its `data`, which may be any JSON (rust-ocpp types
/// it as a string) and is not read.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct DataTransferRequest {
    vendor_id: String,
    #[serde(default)]
    message_id: Option<String>,
}

/// No vendor extension is known to the platform: `UnknownVendorId`, nothing written (as a
/// 1.6 station's; EVerest-based stations send these).
fn data_transfer(payload: Value) -> Result<Value, Failure> {
    let request: DataTransferRequest = checked(payload)?;
    bounded("vendorId", &request.vendor_id, 255)?;
    bounded("messageId", request.message_id.as_deref().unwrap_or(""), 50)?;
    Ok(json!({"status": "UnknownVendorId"}))
}

/// A firmware update's progress: `station_firmware_status`; and the station's part in the
/// campaign whose `requestId` it names moves on (docs/ocpp.md, "Firmware campaigns").
async fn firmware_status(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: FirmwareStatusNotificationRequest = checked(payload)?;
    let report = Progress {
        of: ProgressOf::Firmware,
        status: enum_name(&request.status),
        request_id: request.request_id.map(i64::from),
    };
    context.store.station_progress(context.connection, &report).await?;
    let step =
        context.store.campaign_firmware_report(context.connection, &report.status, report.request_id).await;
    campaign_step(step, "firmware campaign step at a status report failed");
    Ok(json!({}))
}

/// A log (diagnostics) upload's progress: `station_diagnostics_status`.
async fn log_status(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: LogStatusNotificationRequest = checked(payload)?;
    let report = Progress {
        of: ProgressOf::Diagnostics,
        status: enum_name(&request.status),
        request_id: request.request_id.map(i64::from),
    };
    context.store.station_progress(context.connection, &report).await?;
    // Only a request of the platform's moves a log record; one without an id names none.
    if let Some(request_id) = request.request_id {
        crate::log_requests::progress(context, LogReport::Request(request_id), &report.status).await;
    }
    Ok(json!({}))
}

/// EVerest-based stations send one at every boot: recorded as `station_security_event`.
pub(crate) async fn security_event(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: SecurityEventNotificationRequest = checked(payload)?;
    bounded("type", &request.kind, 50)?;
    bounded("techInfo", request.tech_info.as_deref().unwrap_or(""), 255)?;
    let report = SecurityEvent {
        kind: request.kind,
        timestamp: request.timestamp.to_rfc3339_opts(SecondsFormat::Millis, true),
        tech_info: request.tech_info,
    };
    context.store.station_security_event(context.connection, &report).await?;
    Ok(json!({}))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meter_values(values: usize, samples: usize, value: &str) -> MeterValuesRequest {
        let sample = json!({"value": 1.5, "measurand": value});
        let entry = json!({"timestamp": "2026-01-01T00:00:00Z", "sampledValue": vec![sample; samples]});
        checked(json!({"evseId": 1, "meterValue": vec![entry; values]})).expect("a MeterValues")
    }

    #[test]
    fn meter_values_within_the_caps_are_stored_as_the_typed_value() {
        let stored = stored_meter_values(&meter_values(2, 3, "Voltage")).expect("stored");
        assert_eq!(stored.as_array().map(Vec::len), Some(2));
        assert_eq!(stored[0]["sampledValue"][0]["measurand"], "Voltage");
    }

    #[test]
    fn too_many_meter_values_or_sampled_values_are_an_occurrence_constraint_violation() {
        let too_many = stored_meter_values(&meter_values(MAX_METER_VALUES + 1, 1, "Voltage"));
        assert_eq!(too_many.err().map(|e| e.code), Some(ErrorCode::OccurrenceConstraintViolation));
        let too_many = stored_meter_values(&meter_values(1, MAX_SAMPLED_VALUES + 1, "Voltage"));
        assert_eq!(too_many.err().map(|e| e.code), Some(ErrorCode::OccurrenceConstraintViolation));
    }

    #[test]
    fn meter_values_larger_than_the_stored_cap_are_a_format_violation() {
        // Within both counts, but the event would be far over its size.
        let large = stored_meter_values(&meter_values(MAX_METER_VALUES, MAX_SAMPLED_VALUES, "Voltage"));
        assert_eq!(large.err().map(|e| e.code), Some(ErrorCode::FormatViolation));
    }

    #[test]
    fn a_format_violation_never_echoes_the_payload() {
        let huge = "x".repeat(10_000);
        let payloads = [
            json!({"reason": huge, "chargingStation": {"model": "m", "vendorName": "v"}}),
            json!({"reason": "PowerUp", "chargingStation": {"model": 7, "vendorName": huge}}),
            json!({"reason": "PowerUp", "chargingStation": {"vendorName": huge}}),
            json!([huge]),
        ];
        for payload in payloads {
            let error = checked::<BootNotificationRequest>(payload).expect_err("refused");
            assert_eq!(error.code, ErrorCode::FormatViolation);
            assert!(
                !error.description.contains("xxxx") && error.description.len() < 100,
                "{}",
                error.description
            );
        }
        let missing = checked::<BootNotificationRequest>(json!({"reason": "PowerUp"})).expect_err("refused");
        assert_eq!(missing.description, "the required field chargingStation is missing");
    }

    #[test]
    fn connector_ids_outside_their_ranges_are_a_property_constraint_violation() {
        assert!(
            connector_in_range(0, 0).is_ok() && connector_in_range(MAX_EVSE_ID, MAX_CONNECTOR_ID).is_ok()
        );
        for (evse, connector) in [(-1, 1), (MAX_EVSE_ID + 1, 1), (1, -1), (1, MAX_CONNECTOR_ID + 1)] {
            let refused = connector_in_range(evse, connector).err().map(|e| e.code);
            assert_eq!(refused, Some(ErrorCode::PropertyConstraintViolation), "{evse}/{connector}");
        }
    }
}
