//! The platform's commands (`StationCommand`) to a 1.6 station, each built from 1.6's typed
//! request (`rust-ocpp` `v1_6`):
//!
//! | command | sent (1.6) |
//! |---|---|
//! | start a transaction | RemoteStartTransaction `{connectorId?, idTag: CSMS-<remoteStartId>}` |
//! | stop a transaction | RemoteStopTransaction `{transactionId}` (the integer the platform gave) |
//! | availability | ChangeAvailability `{connectorId: 0, type}` |
//! | station limit | SetChargingProfile `{connectorId: 0, csChargingProfiles}`: a ChargePointMaxProfile, in A for a station that takes only amperes |
//! | transaction limit | SetChargingProfile `{connectorId: <EVSE>, csChargingProfiles}`: a Relative TxProfile for the transaction, in A for a station that takes only amperes |
//! | reset | Reset `{type: Hard | Soft}` (one on idle cannot be said: 1.6's resets stop the transactions running) |
//! | unlock | UnlockConnector `{connectorId}` (the EVSE's number: a 1.6 connector is an EVSE) |
//! | trigger | TriggerMessage `{requestedMessage, connectorId?}` (a log status is DiagnosticsStatusNotification) |
//! | settings, password | `settings` (GetConfiguration, one ChangeConfiguration per key) |
//! | firmware update | UpdateFirmware `{location, retrieveDate}`; SignedUpdateFirmware `{requestId, firmware}` when signed (security whitepaper) |
//! | authorize a running transaction | cannot be said (a RemoteStartTransaction without a connector starts another) |
//!
//! The answers have the same shape as 2.0.1's (`{status}`), checked against the 1.6 response
//! types (`results`).

use rust_decimal::{Decimal, RoundingStrategy};
use rust_ocpp::v1_6::messages::change_availability::ChangeAvailabilityRequest;
use rust_ocpp::v1_6::messages::remote_start_transaction::RemoteStartTransactionRequest;
use rust_ocpp::v1_6::messages::remote_stop_transaction::RemoteStopTransactionRequest;
use rust_ocpp::v1_6::messages::reset::ResetRequest;
use rust_ocpp::v1_6::messages::set_charging_profile::SetChargingProfileRequest;
use rust_ocpp::v1_6::messages::trigger_message::TriggerMessageRequest;
use rust_ocpp::v1_6::messages::unlock_connector::UnlockConnectorRequest;
use rust_ocpp::v1_6::types::{
    AvailabilityType, ChargingProfile, ChargingProfileKindType, ChargingProfilePurposeType,
    ChargingRateUnitType, ChargingSchedule, ChargingSchedulePeriod, MessageTrigger, ResetRequestStatus,
};
use shared::domain::station_command::{StationCommand, TriggeredMessage};
use shared::ocpp::control::CallErrorBody;

use super::signed_firmware::{SignedFirmware, SignedUpdateFirmwareRequest};
use super::transactions::remote_start_tag;
use crate::commands::{Outgoing, STATION_LIMIT_PROFILE, retrieve_date, transaction_limit_profile, unsayable};
use rust_ocpp::v1_6::messages::update_firmware::UpdateFirmwareRequest;

/// The voltage a limit in W is divided by for a station that takes amperes: a phase's
/// nominal voltage in Europe, where most such stations are.
const PHASE_VOLTS: i64 = 230;

/// The phases a limit in W is shared by: three, so the current sent is never above what the
/// limit allows on a three-phase connection (on one phase the station draws a third of the
/// power: safe, not wasteful beyond that).
const PHASES: i32 = 3;

/// One period from the start: `watts`, or for a station that takes only amperes the current
/// on each of three phases that stays within it (rounded down to a tenth of an ampere).
fn schedule(
    watts: i64,
    amperes_only: bool,
    start_schedule: Option<chrono::DateTime<chrono::Utc>>,
) -> ChargingSchedule {
    let watts = Decimal::from(watts);
    let (unit, limit, number_phases) = if amperes_only {
        let volts = Decimal::from(PHASE_VOLTS * i64::from(PHASES));
        let amperes = (watts / volts).round_dp_with_strategy(1, RoundingStrategy::ToZero);
        (ChargingRateUnitType::A, amperes, Some(PHASES))
    } else {
        (ChargingRateUnitType::W, watts, None)
    };
    ChargingSchedule {
        duration: None,
        start_schedule,
        charging_rate_unit: unit,
        charging_schedule_period: vec![ChargingSchedulePeriod { start_period: 0, limit, number_phases }],
        min_charging_rate: None,
    }
}

/// A transaction's limit as a TxProfile (`transaction_id` `None`: in a remote start, for the
/// transaction it starts). Relative: in force from the transaction's start whatever the
/// station's clock says.
fn transaction_profile(
    charging_profile_id: i32,
    transaction_id: Option<i32>,
    watts: i64,
    amperes_only: bool,
) -> ChargingProfile {
    ChargingProfile {
        charging_profile_id,
        transaction_id,
        stack_level: 0,
        charging_profile_purpose: ChargingProfilePurposeType::TxProfile,
        charging_profile_kind: ChargingProfileKindType::Relative,
        recurrency_kind: None,
        valid_from: None,
        valid_to: None,
        charging_schedule: schedule(watts, amperes_only, None),
    }
}

/// `command` as a 1.6 station takes it (`amperes_only`: it takes limits only in A).
pub fn outgoing(command: &StationCommand, amperes_only: bool) -> Result<Outgoing, CallErrorBody> {
    match command {
        StationCommand::StartTransaction { evse_id: None, .. } => {
            // 2.0.1 authorizes a transaction already running; in 1.6 a RemoteStartTransaction
            // without a connector would start another one on any connector.
            Err(unsayable("RemoteStartTransaction", "1.6 cannot authorize a transaction already running"))
        }
        StationCommand::StartTransaction { evse_id, remote_start_id, limit_w, .. } => {
            let connector_id = evse_id.map(|evse| {
                u32::try_from(evse).map_err(|_| unsayable("RemoteStartTransaction", "no such connector"))
            });
            // The start's limit, from the transaction's first second (1.6: a TxProfile without
            // a transactionId in a remote start is for the transaction it starts).
            let charging_profile = match (limit_w, evse_id) {
                (Some(watts), Some(evse)) => {
                    let no_such = || unsayable("RemoteStartTransaction", "no such connector");
                    let charging_profile_id = transaction_limit_profile(*evse).ok_or_else(no_such)?;
                    Some(transaction_profile(charging_profile_id, None, *watts, amperes_only))
                }
                _ => None,
            };
            let request = RemoteStartTransactionRequest {
                connector_id: connector_id.transpose()?,
                id_tag: remote_start_tag(*remote_start_id),
                charging_profile,
            };
            Outgoing::of("RemoteStartTransaction", &request)
        }
        StationCommand::StopTransaction { transaction_id } => {
            let transaction_id = transaction_id.parse().map_err(|_| {
                unsayable(
                    "RemoteStopTransaction",
                    "the transaction id is not one the platform gave a 1.6 station",
                )
            })?;
            Outgoing::of("RemoteStopTransaction", &RemoteStopTransactionRequest { transaction_id })
        }
        StationCommand::ChangeAvailability { operative } => {
            let kind = if *operative { AvailabilityType::Operative } else { AvailabilityType::Inoperative };
            Outgoing::of("ChangeAvailability", &ChangeAvailabilityRequest { connector_id: 0, kind })
        }
        StationCommand::SetStationLimit { watts } => {
            let profile = ChargingProfile {
                charging_profile_id: STATION_LIMIT_PROFILE,
                transaction_id: None,
                stack_level: 0,
                charging_profile_purpose: ChargingProfilePurposeType::ChargePointMaxProfile,
                charging_profile_kind: ChargingProfileKindType::Absolute,
                recurrency_kind: None,
                valid_from: None,
                valid_to: None,
                // OCPP-J times carry at most milliseconds.
                charging_schedule: schedule(
                    *watts,
                    amperes_only,
                    Some(chrono::SubsecRound::trunc_subsecs(chrono::Utc::now(), 3)),
                ),
            };
            Outgoing::of(
                "SetChargingProfile",
                &SetChargingProfileRequest { connector_id: 0, cs_charging_profiles: profile },
            )
        }
        StationCommand::SetTransactionLimit { evse_id, transaction_id, watts } => {
            let no_such = || unsayable("SetChargingProfile", "no such connector");
            let charging_profile_id = transaction_limit_profile(*evse_id).ok_or_else(no_such)?;
            let connector_id = i32::try_from(*evse_id).map_err(|_| no_such())?;
            let transaction_id = transaction_id.parse().map_err(|_| {
                unsayable(
                    "SetChargingProfile",
                    "the transaction id is not one the platform gave a 1.6 station",
                )
            })?;
            let profile =
                transaction_profile(charging_profile_id, Some(transaction_id), *watts, amperes_only);
            Outgoing::of(
                "SetChargingProfile",
                &SetChargingProfileRequest { connector_id, cs_charging_profiles: profile },
            )
        }
        // 1.6's resets both stop the transactions running: one that waits for them cannot be said.
        StationCommand::Reset { on_idle: true, .. } => {
            Err(unsayable("Reset", "a 1.6 station cannot wait for its transactions to end before a reset"))
        }
        StationCommand::Reset { on_idle: false, soft } => {
            let kind = if *soft { ResetRequestStatus::Soft } else { ResetRequestStatus::Hard };
            Outgoing::of("Reset", &ResetRequest { kind })
        }
        StationCommand::UnlockConnector { evse_id, .. } => {
            let connector_id =
                u32::try_from(*evse_id).map_err(|_| unsayable("UnlockConnector", "no such connector"))?;
            Outgoing::of("UnlockConnector", &UnlockConnectorRequest { connector_id })
        }
        StationCommand::TriggerMessage { message, evse_id } => {
            let connector_id = evse_id
                .map(|evse| u32::try_from(evse).map_err(|_| unsayable("TriggerMessage", "no such connector")))
                .transpose()?;
            let requested_message = match message {
                TriggeredMessage::BootNotification => MessageTrigger::BootNotification,
                TriggeredMessage::StatusNotification => MessageTrigger::StatusNotification,
                TriggeredMessage::MeterValues => MessageTrigger::MeterValues,
                TriggeredMessage::Heartbeat => MessageTrigger::Heartbeat,
                TriggeredMessage::FirmwareStatusNotification => MessageTrigger::FirmwareStatusNotification,
                TriggeredMessage::LogStatusNotification => MessageTrigger::DiagnosticsStatusNotification,
            };
            Outgoing::of("TriggerMessage", &TriggerMessageRequest { requested_message, connector_id })
        }
        StationCommand::GetSettings { .. }
        | StationCommand::SetSettings { .. }
        | StationCommand::SetPassword { .. } => {
            Err(unsayable(command.action(), "settings are exchanged by the settings module"))
        }
        // The gateway's own: control.rs runs it and never sends it.
        StationCommand::RunSiteAllocator { .. } | StationCommand::WriteReadings { .. } => {
            Err(unsayable(command.action(), "it is not a station's"))
        }
        // A signed image goes as the security whitepaper's SignedUpdateFirmware (with its
        // requestId, which the station's signed reports name); an unsigned one as 1.6's own.
        StationCommand::UpdateFirmware {
            request_id,
            location,
            retrieve_at,
            signature: Some(signature),
            signing_certificate: Some(certificate),
        } => {
            let request = SignedUpdateFirmwareRequest {
                retries: None,
                retry_interval: None,
                request_id: *request_id,
                firmware: SignedFirmware {
                    location: location.clone(),
                    retrieve_date_time: retrieve_date(*retrieve_at)?,
                    install_date_time: None,
                    signing_certificate: certificate.clone(),
                    signature: signature.clone(),
                },
            };
            Outgoing::of("SignedUpdateFirmware", &request)
        }
        StationCommand::UpdateFirmware { location, retrieve_at, .. } => {
            let request = UpdateFirmwareRequest {
                location: location.clone(),
                retries: None,
                retrieve_date: retrieve_date(*retrieve_at)?,
                retry_interval: None,
            };
            Outgoing::of("UpdateFirmware", &request)
        }
        StationCommand::GetLog { location, from, to, .. } => {
            crate::log_requests::get_diagnostics(&location.0, *from, *to)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn said(command: StationCommand, amperes_only: bool) -> Outgoing {
        outgoing(&command, amperes_only).expect("sayable")
    }

    #[test]
    fn a_remote_start_names_its_connector_and_carries_its_id_in_the_id_tag() {
        let command = StationCommand::StartTransaction {
            evse_id: Some(2),
            remote_start_id: 77,
            session_id: "s".into(),
            limit_w: None,
        };
        let sent = said(command, false);
        assert_eq!(sent.action, "RemoteStartTransaction");
        assert_eq!(sent.payload, json!({"connectorId": 2, "idTag": "CSMS-77"}));
    }

    #[test]
    fn a_remote_stop_takes_the_integer_id_the_platform_gave() {
        let sent = said(StationCommand::StopTransaction { transaction_id: "41".into() }, false);
        assert_eq!((sent.action, sent.payload), ("RemoteStopTransaction", json!({"transactionId": 41})));
        assert!(
            outgoing(&StationCommand::StopTransaction { transaction_id: "a-uuid".into() }, false).is_err()
        );
    }

    #[test]
    fn a_transaction_limit_is_a_relative_tx_profile_on_its_connector() {
        let command =
            StationCommand::SetTransactionLimit { evse_id: 2, transaction_id: "41".into(), watts: 7_400 };
        let sent = said(command.clone(), false);
        assert_eq!(sent.action, "SetChargingProfile");
        assert_eq!(sent.payload["connectorId"], 2);
        let profile = &sent.payload["csChargingProfiles"];
        assert_eq!(profile["chargingProfileId"], json!(crate::commands::TRANSACTION_LIMIT_PROFILE + 2));
        assert_eq!(profile["transactionId"], 41);
        assert_eq!(profile["chargingProfilePurpose"], "TxProfile");
        assert_eq!(profile["chargingProfileKind"], "Relative");
        assert!(profile["chargingSchedule"].get("startSchedule").is_none());
        assert_eq!(profile["chargingSchedule"]["chargingSchedulePeriod"][0]["limit"], json!(7400));

        let amperes = said(command, true);
        let schedule = &amperes.payload["csChargingProfiles"]["chargingSchedule"];
        assert_eq!(schedule["chargingRateUnit"], "A");
        assert_eq!(
            schedule["chargingSchedulePeriod"][0]["limit"],
            json!(10.7),
            "7400 W on three phases at 230 V, rounded down"
        );
        assert_eq!(schedule["chargingSchedulePeriod"][0]["numberPhases"], 3);
    }

    #[test]
    fn a_transaction_limit_needs_a_transaction_id_the_platform_gave() {
        let command =
            StationCommand::SetTransactionLimit { evse_id: 1, transaction_id: "a-uuid".into(), watts: 1 };
        assert!(outgoing(&command, false).is_err());
    }

    #[test]
    fn availability_is_for_connector_0() {
        let sent = said(StationCommand::ChangeAvailability { operative: false }, false);
        assert_eq!(sent.payload, json!({"connectorId": 0, "type": "Inoperative"}));
    }

    #[test]
    fn a_station_wide_limit_becomes_a_charge_point_max_profile() {
        let sent = said(StationCommand::SetStationLimit { watts: 11000 }, false);
        let profile = &sent.payload["csChargingProfiles"];
        assert_eq!(sent.payload["connectorId"], 0);
        assert_eq!(profile["chargingProfilePurpose"], "ChargePointMaxProfile");
        assert_eq!(profile["chargingSchedule"]["chargingRateUnit"], "W");
        assert_eq!(profile["chargingSchedule"]["chargingSchedulePeriod"][0]["limit"].as_f64(), Some(11000.0));
    }

    #[test]
    fn a_limit_in_watts_goes_in_amperes_to_a_station_that_takes_only_amperes() {
        let sent = said(StationCommand::SetStationLimit { watts: 11000 }, true);
        let schedule = &sent.payload["csChargingProfiles"]["chargingSchedule"];
        assert_eq!(schedule["chargingRateUnit"], "A");
        // 11,000 W over three phases of 230 V: 15.94 A, rounded down.
        assert_eq!(schedule["chargingSchedulePeriod"][0]["limit"].as_f64(), Some(15.9));
        assert_eq!(schedule["chargingSchedulePeriod"][0]["numberPhases"], 3);
    }

    #[test]
    fn a_reset_at_once_is_hard_and_one_on_idle_is_not_sent() {
        let hard = StationCommand::Reset { on_idle: false, soft: false };
        assert_eq!(said(hard, false).payload, json!({"type": "Hard"}));
        let soft = StationCommand::Reset { on_idle: false, soft: true };
        assert_eq!(said(soft, false).payload, json!({"type": "Soft"}));
        assert!(outgoing(&StationCommand::Reset { on_idle: true, soft: false }, false).is_err());
    }

    #[test]
    fn an_unlock_names_the_connector_by_the_evses_number() {
        let sent = said(StationCommand::UnlockConnector { evse_id: 2, connector_id: 1 }, false);
        assert_eq!((sent.action, sent.payload), ("UnlockConnector", json!({"connectorId": 2})));
    }

    #[test]
    fn a_log_status_trigger_is_a_diagnostics_status_notification() {
        let command = StationCommand::TriggerMessage {
            message: TriggeredMessage::LogStatusNotification,
            evse_id: None,
        };
        assert_eq!(
            said(command, false).payload,
            json!({"requestedMessage": "DiagnosticsStatusNotification"})
        );
        let command = StationCommand::TriggerMessage {
            message: TriggeredMessage::StatusNotification,
            evse_id: Some(1),
        };
        assert_eq!(
            said(command, false).payload,
            json!({"requestedMessage": "StatusNotification", "connectorId": 1})
        );
    }

    #[test]
    fn a_signed_image_goes_as_signed_update_firmware_and_an_unsigned_one_as_update_firmware() {
        let update = |signature: Option<&str>| StationCommand::UpdateFirmware {
            request_id: 5,
            location: "https://fw.example/x.bin".into(),
            retrieve_at: 1_767_225_600_000,
            signature: signature.map(str::to_owned),
            signing_certificate: signature.map(|_| "PEM".to_owned()),
        };
        let plain = said(update(None), false);
        assert_eq!(plain.action, "UpdateFirmware");
        assert_eq!(
            plain.payload,
            json!({"location": "https://fw.example/x.bin", "retrieveDate": "2026-01-01T00:00:00Z"})
        );
        let signed = said(update(Some("c2ln")), false);
        assert_eq!(signed.action, "SignedUpdateFirmware");
        assert_eq!(signed.payload["requestId"], 5);
        assert_eq!(signed.payload["firmware"]["signature"], "c2ln");
        assert_eq!(signed.payload["firmware"]["signingCertificate"], "PEM");
    }

    #[test]
    fn authorizing_a_running_transaction_is_not_sent_to_a_1_6_station() {
        let command = StationCommand::StartTransaction {
            evse_id: None,
            remote_start_id: 1,
            session_id: "s".into(),
            limit_w: None,
        };
        assert!(outgoing(&command, false).is_err());
    }

    #[test]
    fn a_start_schedule_carries_milliseconds_at_most() {
        let sent = said(StationCommand::SetStationLimit { watts: 11000 }, false);
        let start = sent.payload["csChargingProfiles"]["chargingSchedule"]["startSchedule"]
            .as_str()
            .unwrap()
            .to_owned();
        let fraction = start.split('.').nth(1).map_or(0, |rest| rest.trim_end_matches('Z').len());
        assert!(fraction <= 3, "{start}");
    }
}
