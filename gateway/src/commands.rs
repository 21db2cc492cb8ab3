//! The platform's commands (`StationCommand`) in the connection's OCPP version: each is built
//! from that version's typed request (`rust-ocpp`), and its answer is read with that version's
//! response type (`results`). 1.6's are `v16::commands`.

use chrono::{SubsecRound, Utc};
use rust_decimal::Decimal;
use rust_ocpp::v2_0_1::datatypes::charging_profile_type::ChargingProfileType;
use rust_ocpp::v2_0_1::datatypes::charging_schedule_period_type::ChargingSchedulePeriodType;
use rust_ocpp::v2_0_1::datatypes::charging_schedule_type::ChargingScheduleType;
use rust_ocpp::v2_0_1::datatypes::evse_type::EVSEType;
use rust_ocpp::v2_0_1::datatypes::firmware_type::FirmwareType;
use rust_ocpp::v2_0_1::datatypes::id_token_type::IdTokenType;
use rust_ocpp::v2_0_1::enumerations::charging_profile_kind_enum_type::ChargingProfileKindEnumType;
use rust_ocpp::v2_0_1::enumerations::charging_profile_purpose_enum_type::ChargingProfilePurposeEnumType;
use rust_ocpp::v2_0_1::enumerations::charging_rate_unit_enum_type::ChargingRateUnitEnumType;
use rust_ocpp::v2_0_1::enumerations::id_token_enum_type::IdTokenEnumType;
use rust_ocpp::v2_0_1::enumerations::message_trigger_enum_type::MessageTriggerEnumType;
use rust_ocpp::v2_0_1::enumerations::operational_status_enum_type::OperationalStatusEnumType;
use rust_ocpp::v2_0_1::enumerations::reset_enum_type::ResetEnumType;
use rust_ocpp::v2_0_1::messages::change_availability::ChangeAvailabilityRequest;
use rust_ocpp::v2_0_1::messages::request_start_transaction::RequestStartTransactionRequest;
use rust_ocpp::v2_0_1::messages::request_stop_transaction::RequestStopTransactionRequest;
use rust_ocpp::v2_0_1::messages::reset::ResetRequest;
use rust_ocpp::v2_0_1::messages::set_charging_profile::SetChargingProfileRequest;
use rust_ocpp::v2_0_1::messages::trigger_message::TriggerMessageRequest;
use rust_ocpp::v2_0_1::messages::unlock_connector::UnlockConnectorRequest;
use rust_ocpp::v2_0_1::messages::update_firmware::UpdateFirmwareRequest;
use serde::Serialize;
use serde_json::{Value, json};
use shared::domain::station::OcppVersion;
use shared::domain::station_command::{StationCommand, TriggeredMessage};
use shared::ocpp::control::{CallErrorBody, UNSAYABLE};

/// A CALL as the station takes it: its action and payload.
#[derive(Debug, Clone, PartialEq)]
pub struct Outgoing {
    pub action: &'static str,
    pub payload: Value,
}

impl Outgoing {
    pub fn of<T: Serialize>(action: &'static str, request: &T) -> Result<Outgoing, CallErrorBody> {
        let payload = serde_json::to_value(request).map_err(|_| unsayable(action, "it cannot be written"))?;
        Ok(Outgoing { action, payload })
    }
}

/// `command` in `version`'s terms (`amperes_only`: a 1.6 station that takes limits only in A).
/// `Err` with the CALLERROR the caller is answered when the version cannot say it (nothing is
/// sent).
pub fn outgoing(
    version: OcppVersion,
    command: &StationCommand,
    amperes_only: bool,
) -> Result<Outgoing, CallErrorBody> {
    match version {
        OcppVersion::V201 => in_2_0_1(command),
        OcppVersion::V16 => crate::v16::outgoing(command, amperes_only),
    }
}

/// The profile id the station-wide limit always takes: a new limit replaces the last one. Not 1
/// or another small number installers and other systems use: a profile with the same id is
/// replaced by the station whatever its purpose.
pub const STATION_LIMIT_PROFILE: i32 = 92_671_001;

/// The profile id of a transaction's limit on EVSE n is this plus n: one per EVSE, so a new
/// limit replaces the last one on that EVSE and never another EVSE's.
pub const TRANSACTION_LIMIT_PROFILE: i32 = 92_672_000;

/// A transaction limit's profile id, or `None` for an EVSE number no station has.
pub fn transaction_limit_profile(evse_id: i64) -> Option<i32> {
    i32::try_from(evse_id)
        .ok()
        .filter(|evse| (1..=999).contains(evse))
        .map(|evse| TRANSACTION_LIMIT_PROFILE + evse)
}

/// A transaction's limit as a TxProfile on its EVSE (`transaction_id` `None`: in a start request,
/// for the transaction it starts). Relative: the limit holds from the transaction's start
/// whatever the station's clock says (an Absolute start in the station's future would not be in
/// force yet).
fn transaction_profile(
    evse_id: i64,
    transaction_id: Option<String>,
    watts: i64,
    action: &str,
) -> Result<ChargingProfileType, CallErrorBody> {
    let id = transaction_limit_profile(evse_id).ok_or_else(|| unsayable(action, "no such EVSE"))?;
    let schedule = ChargingScheduleType {
        id,
        start_schedule: None,
        duration: None,
        charging_rate_unit: ChargingRateUnitEnumType::W,
        min_charging_rate: None,
        charging_schedule_period: vec![ChargingSchedulePeriodType {
            start_period: 0,
            limit: Decimal::from(watts),
            number_phases: None,
            phase_to_use: None,
        }],
        sales_tariff: None,
    };
    Ok(ChargingProfileType {
        id,
        stack_level: 0,
        charging_profile_purpose: ChargingProfilePurposeEnumType::TxProfile,
        charging_profile_kind: ChargingProfileKindEnumType::Relative,
        recurrency_kind: None,
        valid_from: None,
        valid_to: None,
        transaction_id,
        charging_schedule: vec![schedule],
    })
}

fn in_2_0_1(command: &StationCommand) -> Result<Outgoing, CallErrorBody> {
    match command {
        StationCommand::StartTransaction { evse_id, remote_start_id, session_id, limit_w } => {
            // The start's limit is the transaction's profile from its first second (no
            // transactionId yet: the station binds it to the transaction it starts).
            let charging_profile = match (limit_w, evse_id) {
                (Some(watts), Some(evse)) => {
                    Some(transaction_profile(*evse, None, *watts, "RequestStartTransaction")?)
                }
                _ => None,
            };
            let evse_id = evse_id.map(|evse| {
                i32::try_from(evse).map_err(|_| unsayable("RequestStartTransaction", "no such EVSE"))
            });
            let request = RequestStartTransactionRequest {
                evse_id: evse_id.transpose()?,
                remote_start_id: *remote_start_id,
                id_token: IdTokenType {
                    id_token: session_id.clone(),
                    kind: IdTokenEnumType::Central,
                    additional_info: None,
                },
                charging_profile,
                group_id_token: None,
            };
            Outgoing::of("RequestStartTransaction", &request)
        }
        StationCommand::StopTransaction { transaction_id } => {
            let request = RequestStopTransactionRequest { transaction_id: transaction_id.clone() };
            Outgoing::of("RequestStopTransaction", &request)
        }
        StationCommand::ChangeAvailability { operative } => {
            let operational_status = if *operative {
                OperationalStatusEnumType::Operative
            } else {
                OperationalStatusEnumType::Inoperative
            };
            Outgoing::of("ChangeAvailability", &ChangeAvailabilityRequest { operational_status, evse: None })
        }
        StationCommand::SetStationLimit { watts } => {
            let limit = Decimal::from(*watts);
            let schedule = ChargingScheduleType {
                id: 1,
                // OCPP-J times carry at most milliseconds.
                start_schedule: Some(Utc::now().trunc_subsecs(3)),
                duration: None,
                charging_rate_unit: ChargingRateUnitEnumType::W,
                min_charging_rate: None,
                charging_schedule_period: vec![ChargingSchedulePeriodType {
                    start_period: 0,
                    limit,
                    number_phases: None,
                    phase_to_use: None,
                }],
                sales_tariff: None,
            };
            let profile = ChargingProfileType {
                id: STATION_LIMIT_PROFILE,
                stack_level: 0,
                charging_profile_purpose: ChargingProfilePurposeEnumType::ChargingStationMaxProfile,
                charging_profile_kind: ChargingProfileKindEnumType::Absolute,
                recurrency_kind: None,
                valid_from: None,
                valid_to: None,
                transaction_id: None,
                charging_schedule: vec![schedule],
            };
            Outgoing::of(
                "SetChargingProfile",
                &SetChargingProfileRequest { evse_id: 0, charging_profile: profile },
            )
        }
        StationCommand::SetTransactionLimit { evse_id, transaction_id, watts } => {
            let profile =
                transaction_profile(*evse_id, Some(transaction_id.clone()), *watts, "SetChargingProfile")?;
            let evse_id =
                i32::try_from(*evse_id).map_err(|_| unsayable("SetChargingProfile", "no such EVSE"))?;
            Outgoing::of(
                "SetChargingProfile",
                &SetChargingProfileRequest { evse_id, charging_profile: profile },
            )
        }
        // 2.0.1 has one kind of reset: soft or hard is the station's to choose.
        StationCommand::Reset { on_idle, .. } => {
            let request_type = if *on_idle { ResetEnumType::OnIdle } else { ResetEnumType::Immediate };
            Outgoing::of("Reset", &ResetRequest { request_type, evse_id: None })
        }
        StationCommand::GetLog { request_id, location, from, to } => {
            crate::log_requests::get_log(*request_id, &location.0, *from, *to)
        }
        StationCommand::UpdateFirmware {
            request_id,
            location,
            retrieve_at,
            signature,
            signing_certificate,
        } => {
            let request = UpdateFirmwareRequest {
                retries: None,
                retry_interval: None,
                request_id: *request_id,
                firmware: FirmwareType {
                    location: location.clone(),
                    retrieve_date_time: retrieve_date(*retrieve_at)?,
                    install_date_time: None,
                    signing_certificate: signing_certificate.clone(),
                    signature: signature.clone(),
                },
            };
            Outgoing::of("UpdateFirmware", &request)
        }
        StationCommand::UnlockConnector { evse_id, connector_id } => {
            let number =
                |n: i64| i32::try_from(n).map_err(|_| unsayable("UnlockConnector", "no such connector"));
            let request =
                UnlockConnectorRequest { evse_id: number(*evse_id)?, connector_id: number(*connector_id)? };
            Outgoing::of("UnlockConnector", &request)
        }
        StationCommand::TriggerMessage { message, evse_id } => {
            let evse = evse_id
                .map(|evse| {
                    i32::try_from(evse)
                        .map(|id| EVSEType { id, connector_id: None })
                        .map_err(|_| unsayable("TriggerMessage", "no such EVSE"))
                })
                .transpose()?;
            let requested_message = match message {
                TriggeredMessage::BootNotification => MessageTriggerEnumType::BootNotification,
                TriggeredMessage::StatusNotification => MessageTriggerEnumType::StatusNotification,
                TriggeredMessage::MeterValues => MessageTriggerEnumType::MeterValues,
                TriggeredMessage::Heartbeat => MessageTriggerEnumType::Heartbeat,
                TriggeredMessage::FirmwareStatusNotification => {
                    MessageTriggerEnumType::FirmwareStatusNotification
                }
                TriggeredMessage::LogStatusNotification => MessageTriggerEnumType::LogStatusNotification,
            };
            Outgoing::of("TriggerMessage", &TriggerMessageRequest { requested_message, evse })
        }
        // More than one CALL, or an answer read into the platform's own representation:
        // `settings` says them (control.rs hands them there first).
        StationCommand::GetSettings { .. }
        | StationCommand::SetSettings { .. }
        | StationCommand::SetPassword { .. } => {
            Err(unsayable(command.action(), "settings are exchanged by the settings module"))
        }
        // The gateway's own: control.rs runs it and never sends it.
        StationCommand::RunSiteAllocator { .. } | StationCommand::WriteReadings { .. } => {
            Err(unsayable(command.action(), "it is not a station's"))
        }
    }
}

/// When a station may fetch an image (Unix ms), as OCPP-J carries it (milliseconds at most).
pub fn retrieve_date(at_ms: i64) -> Result<chrono::DateTime<Utc>, CallErrorBody> {
    chrono::DateTime::from_timestamp_millis(at_ms)
        .ok_or_else(|| unsayable("UpdateFirmware", "the retrieve time is out of range"))
}

/// A command as a function of the release before asked it (a 2.0.1 action and payload), so a
/// gateway deployed before the functions still serves them: `None` for anything else.
pub fn from_2_0_1(action: &str, payload: &Value) -> Option<StationCommand> {
    fn read<T: serde::de::DeserializeOwned>(payload: &Value) -> Option<T> {
        serde_json::from_value(payload.clone()).ok()
    }
    Some(match action {
        "RequestStartTransaction" => {
            let asked: RequestStartTransactionRequest = read(payload)?;
            StationCommand::StartTransaction {
                evse_id: asked.evse_id.map(i64::from),
                remote_start_id: asked.remote_start_id,
                session_id: asked.id_token.id_token,
                limit_w: None,
            }
        }
        "RequestStopTransaction" => {
            let asked: RequestStopTransactionRequest = read(payload)?;
            StationCommand::StopTransaction { transaction_id: asked.transaction_id }
        }
        "ChangeAvailability" => {
            let asked: ChangeAvailabilityRequest = read(payload)?;
            StationCommand::ChangeAvailability {
                operative: asked.operational_status == OperationalStatusEnumType::Operative,
            }
        }
        "SetChargingProfile" => {
            let asked: SetChargingProfileRequest = read(payload)?;
            let schedule = asked.charging_profile.charging_schedule.into_iter().next()?;
            let limit = schedule.charging_schedule_period.into_iter().next()?.limit;
            StationCommand::SetStationLimit { watts: rust_decimal::prelude::ToPrimitive::to_i64(&limit)? }
        }
        "Reset" => {
            let asked: ResetRequest = read(payload)?;
            StationCommand::Reset { on_idle: asked.request_type == ResetEnumType::OnIdle, soft: false }
        }
        "GetLog" => crate::log_requests::from_get_log(read(payload)?)?,
        _ => return None,
    })
}

/// A command a version cannot say: answered to the caller, never sent.
pub fn unsayable(action: &str, why: &str) -> CallErrorBody {
    CallErrorBody {
        code: "NotSupported".into(),
        description: format!("{action} cannot be said to this station: {why}"),
        details: json!({ UNSAYABLE: true }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(command: StationCommand) -> Outgoing {
        outgoing(OcppVersion::V201, &command, false).expect("sayable")
    }

    #[test]
    fn a_transaction_limit_is_a_relative_tx_profile_for_that_transaction_on_its_evse() {
        let sent = said(StationCommand::SetTransactionLimit {
            evse_id: 2,
            transaction_id: "tx-9".into(),
            watts: 7_333,
        });
        assert_eq!(sent.action, "SetChargingProfile");
        assert_eq!(sent.payload["evseId"], json!(2));
        let profile = &sent.payload["chargingProfile"];
        assert_eq!(profile["id"], json!(TRANSACTION_LIMIT_PROFILE + 2));
        assert_eq!(profile["chargingProfilePurpose"], json!("TxProfile"));
        assert_eq!(profile["chargingProfileKind"], json!("Relative"));
        assert_eq!(profile["transactionId"], json!("tx-9"));
        let schedule = &profile["chargingSchedule"][0];
        assert!(schedule.get("startSchedule").is_none(), "no clock to disagree with");
        assert_eq!(schedule["chargingRateUnit"], json!("W"));
        assert_eq!(schedule["chargingSchedulePeriod"][0]["limit"], json!(7333));
    }

    #[test]
    fn a_transaction_limit_on_an_evse_no_station_has_is_never_sent() {
        let command =
            StationCommand::SetTransactionLimit { evse_id: 0, transaction_id: "t".into(), watts: 1 };
        assert!(outgoing(OcppVersion::V201, &command, false).is_err());
    }

    #[test]
    fn a_start_carries_the_sessions_central_token_and_its_remote_start_id() {
        let sent = said(StationCommand::StartTransaction {
            evse_id: Some(2),
            remote_start_id: 7,
            session_id: "s".into(),
            limit_w: None,
        });
        assert_eq!(sent.action, "RequestStartTransaction");
        assert_eq!(
            sent.payload,
            json!({"evseId": 2, "remoteStartId": 7, "idToken": {"idToken": "s", "type": "Central"}})
        );
        let running = said(StationCommand::StartTransaction {
            evse_id: None,
            remote_start_id: 7,
            session_id: "s".into(),
            limit_w: None,
        });
        assert!(running.payload.get("evseId").is_none(), "the transaction already running");
    }

    #[test]
    fn a_station_limit_is_a_station_max_profile_in_watts() {
        let sent = said(StationCommand::SetStationLimit { watts: 7400 });
        assert_eq!(sent.payload["evseId"], 0);
        let profile = &sent.payload["chargingProfile"];
        assert_eq!((&profile["id"], &profile["stackLevel"]), (&json!(STATION_LIMIT_PROFILE), &json!(0)));
        assert_eq!(profile["chargingProfilePurpose"], "ChargingStationMaxProfile");
        let schedule = &profile["chargingSchedule"][0];
        assert_eq!(schedule["chargingRateUnit"], "W");
        assert_eq!(schedule["chargingSchedulePeriod"][0]["limit"].as_f64(), Some(7400.0));
    }

    #[test]
    fn every_command_crosses_the_control_endpoint_as_bytes() {
        // The gateway's build turns on serde_json's arbitrary precision (rust-ocpp's Decimals):
        // every variant must still read back from the wire inside its tagged enum.
        for command in [
            StationCommand::StartTransaction {
                evse_id: Some(2),
                remote_start_id: i32::MAX,
                session_id: "s".into(),
                limit_w: None,
            },
            StationCommand::StopTransaction { transaction_id: "tx".into() },
            StationCommand::ChangeAvailability { operative: false },
            StationCommand::SetStationLimit { watts: 22_000 },
            StationCommand::Reset { on_idle: false, soft: true },
            StationCommand::UnlockConnector { evse_id: 2, connector_id: 1 },
            StationCommand::TriggerMessage { message: TriggeredMessage::MeterValues, evse_id: Some(1) },
            StationCommand::GetSettings {
                keys: vec![shared::domain::station_settings::SettingKey::parse("A.B").expect("key")],
            },
        ] {
            let call = shared::ocpp::control::CallRequest {
                station_key: "k".into(),
                connection_id: "c".into(),
                org_id: shared::ids::OrgId::generate(),
                command: command.clone(),
                timeout_ms: 1,
            };
            let wire = serde_json::to_vec(&call).expect("written");
            let read: shared::ocpp::control::CallRequest = serde_json::from_slice(&wire).expect("read back");
            assert_eq!(read.command, command);
        }
    }

    #[test]
    fn a_call_of_the_release_before_reads_as_the_command_it_asked() {
        for command in [
            StationCommand::StartTransaction {
                evse_id: Some(1),
                remote_start_id: 9,
                session_id: "s".into(),
                limit_w: None,
            },
            StationCommand::StopTransaction { transaction_id: "tx".into() },
            StationCommand::ChangeAvailability { operative: true },
            StationCommand::SetStationLimit { watts: 7400 },
            StationCommand::Reset { on_idle: true, soft: false },
        ] {
            let sent = said(command.clone());
            assert_eq!(from_2_0_1(sent.action, &sent.payload), Some(command));
        }
        assert_eq!(from_2_0_1("GetVariables", &json!({})), None);
    }

    #[test]
    fn a_firmware_update_carries_its_request_id_location_and_signature() {
        let sent = said(StationCommand::UpdateFirmware {
            request_id: 41,
            location: "https://fw.example/2.0.bin".into(),
            retrieve_at: 1_767_225_600_000,
            signature: Some("c2ln".into()),
            signing_certificate: Some("-----BEGIN CERTIFICATE-----".into()),
        });
        assert_eq!(sent.action, "UpdateFirmware");
        assert_eq!(sent.payload["requestId"], 41);
        let firmware = &sent.payload["firmware"];
        assert_eq!(firmware["location"], "https://fw.example/2.0.bin");
        assert_eq!(firmware["retrieveDateTime"], "2026-01-01T00:00:00.000Z");
        assert_eq!(
            (&firmware["signature"], firmware["signingCertificate"].is_string()),
            (&json!("c2ln"), true)
        );
    }

    #[test]
    fn availability_stop_and_reset_are_their_2_0_1_requests() {
        assert_eq!(
            said(StationCommand::ChangeAvailability { operative: false }).payload,
            json!({"operationalStatus": "Inoperative"})
        );
        assert_eq!(
            said(StationCommand::StopTransaction { transaction_id: "tx".into() }).payload,
            json!({"transactionId": "tx"})
        );
        assert_eq!(
            said(StationCommand::Reset { on_idle: true, soft: false }).payload,
            json!({"type": "OnIdle"})
        );
        assert_eq!(
            said(StationCommand::Reset { on_idle: false, soft: true }).payload,
            json!({"type": "Immediate"})
        );
    }

    #[test]
    fn an_unlock_names_the_evse_and_its_connector() {
        let sent = said(StationCommand::UnlockConnector { evse_id: 2, connector_id: 1 });
        assert_eq!((sent.action, sent.payload), ("UnlockConnector", json!({"evseId": 2, "connectorId": 1})));
    }

    #[test]
    fn a_trigger_asks_for_its_message_on_the_evse_or_the_station() {
        let on_evse = said(StationCommand::TriggerMessage {
            message: TriggeredMessage::StatusNotification,
            evse_id: Some(3),
        });
        assert_eq!(on_evse.payload, json!({"requestedMessage": "StatusNotification", "evse": {"id": 3}}));
        let station = said(StationCommand::TriggerMessage {
            message: TriggeredMessage::LogStatusNotification,
            evse_id: None,
        });
        assert_eq!(station.payload, json!({"requestedMessage": "LogStatusNotification"}));
    }
}
