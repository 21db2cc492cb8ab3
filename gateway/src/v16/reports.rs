//! What a 1.6 station reports outside its transactions, in the platform's terms: a connector's
//! status in 2.0.1's vocabulary (connector 0 is the whole station, connector N is EVSE N),
//! meter values in 2.0.1's shape, progress reports as the 2.0.1 ones are recorded.

use rust_ocpp::v1_6::messages::boot_notification::BootNotificationRequest;
use rust_ocpp::v1_6::messages::data_transfer::DataTransferRequest;
use rust_ocpp::v1_6::messages::diagnostics_status_notification::DiagnosticsStatusNotificationRequest;
use rust_ocpp::v1_6::messages::firmware_status_notification::FirmwareStatusNotificationRequest;
use rust_ocpp::v1_6::messages::get_configuration::GetConfigurationRequest;
use rust_ocpp::v1_6::messages::heart_beat::HeartbeatRequest;
use rust_ocpp::v1_6::messages::meter_values::MeterValuesRequest;
use rust_ocpp::v1_6::messages::status_notification::StatusNotificationRequest;
use rust_ocpp::v1_6::types::{ChargePointStatus, MeterValue};
use serde_json::{Map, Value, json};

use shared::store::station_reports::{Boot, ConnectorStatus, Progress, ProgressOf};

use super::signed_firmware::SignedFirmwareStatusNotificationRequest;
use super::{empty, typed, validated};
use crate::frame::{CallError, ErrorCode};
use crate::handlers::{
    Command, Context, Failure, MAX_EVSE_ID, connector_in_range, enum_name, meter_values_counted,
    meter_values_sized, now, record_status,
};

/// The configuration key that says whether a station takes charging limits in W, in A, or
/// both (`Current`, `Power`; many 1.6 stations take only amperes).
pub const RATE_UNIT_KEY: &str = "ChargingScheduleAllowedChargingRateUnit";

/// What the gateway asks a 1.6 station on each connection, once it heard its first CALL (not
/// only at a boot: a station that reconnects after a network loss does not boot again): which
/// charging rate unit it takes.
pub fn on_connect() -> Vec<Command> {
    let asked = GetConfigurationRequest { key: Some(vec![RATE_UNIT_KEY.to_owned()]) };
    vec![Command::typed("GetConfiguration", &asked, "rate_unit")]
}

/// Accepted, with the heartbeat interval; an asset in maintenance is then told it is
/// Inoperative (ChangeAvailability on connector 0, the whole station).
pub async fn boot_notification(
    context: &Context<'_>,
    payload: Value,
) -> Result<(Value, Vec<Command>), Failure> {
    let request: BootNotificationRequest = validated(payload)?;
    let boot = Boot {
        vendor: request.charge_point_vendor,
        model: request.charge_point_model,
        serial_number: request.charge_point_serial_number.or(request.charge_box_serial_number),
        firmware_version: request.firmware_version,
        // 1.6 tells no reason.
        reason: String::new(),
    };
    let asset = context.store.station_booted(context.connection, &boot).await?;
    // A station back from a campaign's update completes its part with the version it reports.
    let step =
        context.store.campaign_station_booted(context.connection, boot.firmware_version.as_deref()).await;
    crate::handlers::campaign_step(step, "firmware campaign step at boot failed");
    let answer = json!({"currentTime": now(), "interval": context.heartbeat.as_secs(), "status": "Accepted"});
    let then = crate::handlers::maintenance(context, &asset).into_iter().collect();
    Ok((answer, then))
}

pub async fn heartbeat(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let _: HeartbeatRequest = typed(payload)?;
    context.store.station_seen(context.connection).await?;
    Ok(json!({"currentTime": now()}))
}

/// From a GetConfiguration answer: whether the station takes charging limits only in amperes
/// (`ChargingScheduleAllowedChargingRateUnit` names `Current` and not `Power`); `None` when
/// the answer does not say.
pub fn amperes_only(answer: &Value) -> Option<bool> {
    let keys = answer.get("configurationKey")?.as_array()?;
    let value = keys.iter().find(|entry| entry["key"] == RATE_UNIT_KEY)?.get("value")?.as_str()?;
    let units: Vec<&str> = value.split(',').map(str::trim).collect();
    Some(units.contains(&"Current") && !units.contains(&"Power"))
}

/// 1.6's nine statuses in 2.0.1's five: every state of a connector in use is `Occupied`.
fn connector_status(status: &ChargePointStatus) -> &'static str {
    match status {
        ChargePointStatus::Available => "Available",
        ChargePointStatus::Preparing
        | ChargePointStatus::Charging
        | ChargePointStatus::SuspendedEVSE
        | ChargePointStatus::SuspendedEV
        | ChargePointStatus::Finishing => "Occupied",
        ChargePointStatus::Reserved => "Reserved",
        ChargePointStatus::Unavailable => "Unavailable",
        ChargePointStatus::Faulted => "Faulted",
    }
}

/// Connector N is EVSE N's one connector; connector 0 is the station itself.
pub(super) fn evse_of(connector_id: u32) -> Result<i32, CallError> {
    i32::try_from(connector_id).ok().filter(|id| *id <= MAX_EVSE_ID).ok_or_else(|| {
        CallError::new(
            ErrorCode::PropertyConstraintViolation,
            format!("connectorId must be 0 to {MAX_EVSE_ID}"),
        )
    })
}

pub async fn status_notification(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: StatusNotificationRequest = validated(payload)?;
    let evse = evse_of(request.connector_id)?;
    let connector = i32::from(evse != 0);
    connector_in_range(evse, connector)?;
    let report = ConnectorStatus {
        evse_id: i64::from(evse),
        connector_id: i64::from(connector),
        status: connector_status(&request.status).to_owned(),
    };
    record_status(context, &report).await?;
    Ok(empty())
}

/// 1.6 meter values in 2.0.1's shape (`value` a number, `unit` as `unitOfMeasure.unit`), as
/// the `meter_values` event keeps them whatever the version. A sample whose value is not a
/// number (a signed reading) is left out: the schema allows any string there.
pub(super) fn as_2_0_1(values: &[MeterValue]) -> Value {
    let entries = values.iter().map(|value| {
        let samples: Vec<Value> = value
            .sampled_value
            .iter()
            .filter_map(|sample| {
                let number = sample.value.trim().parse::<f64>().ok().filter(|n| n.is_finite())?;
                let mut kept = Map::new();
                kept.insert("value".into(), json!(number));
                let named = [
                    ("context", sample.context.as_ref().map(enum_name)),
                    ("measurand", sample.measurand.as_ref().map(enum_name)),
                    ("phase", sample.phase.as_ref().map(enum_name)),
                    ("location", sample.location.as_ref().map(enum_name)),
                ];
                for (field, name) in named {
                    if let Some(name) = name.filter(|name| !name.is_empty()) {
                        kept.insert(field.into(), json!(name));
                    }
                }
                if let Some(unit) = sample.unit.as_ref().map(enum_name) {
                    kept.insert("unitOfMeasure".into(), json!({"unit": unit}));
                }
                Some(Value::Object(kept))
            })
            .collect();
        json!({"timestamp": value.timestamp.to_rfc3339(), "sampledValue": samples})
    });
    Value::Array(entries.collect())
}

/// MeterValues: in a transaction, its Updated event (`transactions`); else the event
/// `meter_values` on the connector's EVSE.
pub async fn meter_values(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: MeterValuesRequest = typed(payload)?;
    let evse = evse_of(request.connector_id)?;
    let samples = request.meter_value.iter().map(|value| value.sampled_value.len());
    meter_values_counted(request.meter_value.len(), samples)?;
    if let Some(transaction_id) = request.transaction_id {
        return super::transactions::meter_values(context, &request, transaction_id).await;
    }
    let sampled = meter_values_sized(as_2_0_1(&request.meter_value))?;
    context.store.station_meter_values(context.connection, i64::from(evse), sampled).await?;
    Ok(empty())
}

/// FirmwareStatusNotification and DiagnosticsStatusNotification: `station_firmware_status`
/// and `station_diagnostics_status`, as 2.0.1's FirmwareStatusNotification and
/// LogStatusNotification are (1.6 names no request).
pub async fn progress(context: &Context<'_>, action: &str, payload: Value) -> Result<Value, Failure> {
    let (of, status) = if action == "FirmwareStatusNotification" {
        let request: FirmwareStatusNotificationRequest = typed(payload)?;
        (ProgressOf::Firmware, enum_name(&request.status))
    } else {
        let request: DiagnosticsStatusNotificationRequest = typed(payload)?;
        (ProgressOf::Diagnostics, enum_name(&request.status))
    };
    context
        .store
        .station_progress(context.connection, &Progress { of, status: status.clone(), request_id: None })
        .await?;
    if of == ProgressOf::Diagnostics {
        // 1.6 names no request: the report is about the station's latest.
        crate::log_requests::progress(context, shared::store::station_logs::LogReport::Latest, &status).await;
    }
    if of == ProgressOf::Firmware {
        // 1.6's plain report names no request: it is about the update the station was last sent.
        let step = context.store.campaign_firmware_report(context.connection, &status, None).await;
        crate::handlers::campaign_step(step, "firmware campaign step at a status report failed");
    }
    Ok(empty())
}

/// The security whitepaper's SignedFirmwareStatusNotification: recorded as a
/// FirmwareStatusNotification is, with its `requestId`, which must be the one its campaign sent.
/// The whitepaper requires the `requestId` but for `Idle`: a report without it is recorded and
/// moves no campaign.
pub async fn signed_firmware_status(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: SignedFirmwareStatusNotificationRequest = typed(payload)?;
    let status = enum_name(&request.status);
    let request_id = request.request_id.map(i64::from);
    let report = Progress { of: ProgressOf::Firmware, status: status.clone(), request_id };
    context.store.station_progress(context.connection, &report).await?;
    if let Some(request_id) = request_id {
        let step =
            context.store.campaign_firmware_report(context.connection, &status, Some(request_id)).await;
        crate::handlers::campaign_step(step, "firmware campaign step at a status report failed");
    }
    Ok(empty())
}

/// No vendor extension is known to the platform: `UnknownVendorId`, nothing written.
pub fn data_transfer(payload: Value) -> Result<Value, Failure> {
    let _: DataTransferRequest = validated(payload)?;
    Ok(json!({"status": "UnknownVendorId"}))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_in_use_is_occupied_and_the_rest_keep_their_names() {
        assert_eq!(connector_status(&ChargePointStatus::Charging), "Occupied");
        assert_eq!(connector_status(&ChargePointStatus::SuspendedEV), "Occupied");
        assert_eq!(connector_status(&ChargePointStatus::Faulted), "Faulted");
        assert_eq!(connector_status(&ChargePointStatus::Available), "Available");
    }

    #[test]
    fn meter_values_take_2_0_1_shape_and_drop_what_is_no_number() {
        let request: MeterValuesRequest = typed(json!({
            "connectorId": 1,
            "meterValue": [{"timestamp": "2026-01-01T00:00:00Z", "sampledValue": [
                {"value": "1234.5", "measurand": "Energy.Active.Import.Register", "unit": "Wh"},
                {"value": "not-a-number", "format": "SignedData"},
                {"value": "7"}
            ]}]
        }))
        .expect("a MeterValues");
        let shaped = as_2_0_1(&request.meter_value);
        let samples = &shaped[0]["sampledValue"];
        assert_eq!(samples.as_array().map(Vec::len), Some(2));
        assert_eq!(samples[0]["value"], 1234.5);
        assert_eq!(samples[0]["measurand"], "Energy.Active.Import.Register");
        assert_eq!(samples[0]["unitOfMeasure"]["unit"], "Wh");
        assert_eq!(samples[1], json!({"value": 7.0}));
    }

    #[test]
    fn a_station_naming_only_current_takes_amperes_only() {
        let answer = |value: &str| json!({"configurationKey": [{"key": RATE_UNIT_KEY, "readonly": true, "value": value}]});
        assert_eq!(amperes_only(&answer("Current")), Some(true));
        assert_eq!(amperes_only(&answer("Current,Power")), Some(false));
        assert_eq!(amperes_only(&answer("Power")), Some(false));
        assert_eq!(amperes_only(&json!({"unknownKey": [RATE_UNIT_KEY]})), None);
    }

    #[test]
    fn a_connector_past_the_bound_is_refused() {
        assert_eq!(evse_of(0).ok(), Some(0));
        assert_eq!(evse_of(2).ok(), Some(2));
        assert!(evse_of(u32::MAX).is_err() && evse_of(101).is_err());
    }
}
