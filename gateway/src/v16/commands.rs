//! The platform's CALLs to a 1.6 station. The REST functions and the scheduler ask every
//! station in 2.0.1's terms; the gateway holding a 1.6 connection says the same in 1.6's, built
//! from the typed messages of both versions, so nothing above the gateway knows the version:
//!
//! | asked (2.0.1) | sent (1.6) |
//! |---|---|
//! | RequestStartTransaction `{evseId?, remoteStartId, idToken}` | RemoteStartTransaction `{connectorId?, idTag: CSMS-<remoteStartId>}` |
//! | RequestStopTransaction `{transactionId}` | RemoteStopTransaction `{transactionId}` (the integer the platform gave) |
//! | ChangeAvailability `{operationalStatus, evse?}` | ChangeAvailability `{connectorId: evse or 0, type}` |
//! | SetChargingProfile `{evseId, chargingProfile}` | SetChargingProfile `{connectorId, csChargingProfiles}` (ChargingStationMaxProfile is ChargePointMaxProfile) |
//!
//! The answers of these four have the same shape in both versions (`{status}`), checked against
//! the 1.6 response types (`results`). Any other action goes as it is.

use rust_decimal::{Decimal, RoundingStrategy};
use rust_ocpp::v1_6::messages::change_availability::ChangeAvailabilityRequest;
use rust_ocpp::v1_6::messages::remote_start_transaction::RemoteStartTransactionRequest;
use rust_ocpp::v1_6::messages::remote_stop_transaction::RemoteStopTransactionRequest;
use rust_ocpp::v1_6::messages::set_charging_profile::SetChargingProfileRequest;
use rust_ocpp::v1_6::types::{
    AvailabilityType, ChargingProfile, ChargingProfileKindType, ChargingProfilePurposeType,
    ChargingRateUnitType, ChargingSchedule, ChargingSchedulePeriod, RecurrencyKindType,
};
use rust_ocpp::v2_0_1::datatypes::charging_profile_type::ChargingProfileType;
use rust_ocpp::v2_0_1::enumerations::charging_profile_kind_enum_type::ChargingProfileKindEnumType;
use rust_ocpp::v2_0_1::enumerations::charging_profile_purpose_enum_type::ChargingProfilePurposeEnumType;
use rust_ocpp::v2_0_1::enumerations::charging_rate_unit_enum_type::ChargingRateUnitEnumType;
use rust_ocpp::v2_0_1::enumerations::operational_status_enum_type::OperationalStatusEnumType;
use rust_ocpp::v2_0_1::enumerations::recurrency_kind_enum_type::RecurrencyKindEnumType;
use rust_ocpp::v2_0_1::messages::change_availability::ChangeAvailabilityRequest as ChangeAvailability201;
use rust_ocpp::v2_0_1::messages::request_start_transaction::RequestStartTransactionRequest;
use rust_ocpp::v2_0_1::messages::request_stop_transaction::RequestStopTransactionRequest;
use rust_ocpp::v2_0_1::messages::set_charging_profile::SetChargingProfileRequest as SetChargingProfile201;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use shared::ocpp::control::CallErrorBody;

use super::transactions::remote_start_tag;

/// A CALL as a 1.6 station takes it.
#[derive(Debug, Clone, PartialEq)]
pub struct Outgoing {
    pub action: String,
    pub payload: Value,
}

/// `action` and `payload` (2.0.1's) in 1.6's terms, or why they cannot be said in them (the
/// caller is answered with this CALLERROR; nothing is sent).
pub fn outgoing(action: &str, payload: &Value, amperes_only: bool) -> Result<Outgoing, CallErrorBody> {
    let (action, payload) = match action {
        "RequestStartTransaction" => {
            let asked: RequestStartTransactionRequest = asked(action, payload)?;
            let sent = RemoteStartTransactionRequest {
                connector_id: asked.evse_id.and_then(|evse| u32::try_from(evse).ok()),
                id_tag: remote_start_tag(asked.remote_start_id),
                charging_profile: None,
            };
            ("RemoteStartTransaction", json_of(&sent)?)
        }
        "RequestStopTransaction" => {
            let asked: RequestStopTransactionRequest = asked(action, payload)?;
            let transaction_id = asked.transaction_id.parse().map_err(|_| {
                unsayable(action, "the transaction id is not one the platform gave a 1.6 station")
            })?;
            ("RemoteStopTransaction", json_of(&RemoteStopTransactionRequest { transaction_id })?)
        }
        "ChangeAvailability" => {
            let asked: ChangeAvailability201 = asked(action, payload)?;
            let kind = match asked.operational_status {
                OperationalStatusEnumType::Operative => AvailabilityType::Operative,
                OperationalStatusEnumType::Inoperative => AvailabilityType::Inoperative,
            };
            let connector_id = asked
                .evse
                .map_or(Ok(0), |evse| u32::try_from(evse.id))
                .map_err(|_| unsayable(action, "no such connector"))?;
            ("ChangeAvailability", json_of(&ChangeAvailabilityRequest { connector_id, kind })?)
        }
        "SetChargingProfile" => {
            let asked: SetChargingProfile201 = asked(action, payload)?;
            let profile = charging_profile(asked.charging_profile, amperes_only)
                .ok_or_else(|| unsayable(action, "the profile has no schedule a 1.6 station takes"))?;
            let sent =
                SetChargingProfileRequest { connector_id: asked.evse_id, cs_charging_profiles: profile };
            ("SetChargingProfile", json_of(&sent)?)
        }
        other => return Ok(Outgoing { action: other.to_owned(), payload: payload.clone() }),
    };
    Ok(Outgoing { action: action.to_owned(), payload })
}

/// The voltage a limit in W is divided by for a station that takes amperes: a phase's
/// nominal voltage in Europe, where most such stations are.
const PHASE_VOLTS: i64 = 230;

/// The phases a limit in W is shared by when the profile does not say: three, so the current
/// sent is never above what the limit allows on a three-phase connection (on one phase the
/// station draws a third of the power: safe, not wasteful beyond that).
const DEFAULT_PHASES: i32 = 3;

/// A 2.0.1 profile as 1.6's: its first schedule (1.6 has one per profile); a schedule in W
/// is sent in A to a station that takes only amperes (W / (230 V × phases), rounded down to
/// a tenth of an ampere).
fn charging_profile(profile: ChargingProfileType, amperes_only: bool) -> Option<ChargingProfile> {
    let schedule = profile.charging_schedule.into_iter().next()?;
    let in_watts = matches!(schedule.charging_rate_unit, ChargingRateUnitEnumType::W);
    let to_amperes = amperes_only && in_watts;
    let periods = schedule
        .charging_schedule_period
        .into_iter()
        .map(|period| {
            if !to_amperes {
                return ChargingSchedulePeriod {
                    start_period: period.start_period,
                    limit: period.limit,
                    number_phases: period.number_phases,
                };
            }
            let phases =
                period.number_phases.filter(|phases| (1..=3).contains(phases)).unwrap_or(DEFAULT_PHASES);
            let volts = Decimal::from(PHASE_VOLTS * i64::from(phases));
            let amperes = (period.limit / volts).round_dp_with_strategy(1, RoundingStrategy::ToZero);
            ChargingSchedulePeriod {
                start_period: period.start_period,
                limit: amperes,
                number_phases: Some(phases),
            }
        })
        .collect();
    Some(ChargingProfile {
        charging_profile_id: profile.id,
        transaction_id: profile.transaction_id.and_then(|id| id.parse().ok()),
        stack_level: u32::try_from(profile.stack_level).ok()?,
        charging_profile_purpose: match profile.charging_profile_purpose {
            ChargingProfilePurposeEnumType::ChargingStationMaxProfile => {
                ChargingProfilePurposeType::ChargePointMaxProfile
            }
            ChargingProfilePurposeEnumType::TxDefaultProfile => ChargingProfilePurposeType::TxDefaultProfile,
            ChargingProfilePurposeEnumType::TxProfile => ChargingProfilePurposeType::TxProfile,
            ChargingProfilePurposeEnumType::ChargingStationExternalConstraints => return None,
        },
        charging_profile_kind: match profile.charging_profile_kind {
            ChargingProfileKindEnumType::Absolute => ChargingProfileKindType::Absolute,
            ChargingProfileKindEnumType::Recurring => ChargingProfileKindType::Recurring,
            ChargingProfileKindEnumType::Relative => ChargingProfileKindType::Relative,
        },
        recurrency_kind: profile.recurrency_kind.map(|kind| match kind {
            RecurrencyKindEnumType::Daily => RecurrencyKindType::Daily,
            RecurrencyKindEnumType::Weekly => RecurrencyKindType::Weekly,
        }),
        valid_from: profile.valid_from,
        valid_to: profile.valid_to,
        charging_schedule: ChargingSchedule {
            duration: schedule.duration,
            start_schedule: schedule.start_schedule,
            charging_rate_unit: if in_watts && !to_amperes {
                ChargingRateUnitType::W
            } else {
                ChargingRateUnitType::A
            },
            charging_schedule_period: periods,
            min_charging_rate: schedule.min_charging_rate,
        },
    })
}

fn asked<T: DeserializeOwned>(action: &str, payload: &Value) -> Result<T, CallErrorBody> {
    T::deserialize(payload).map_err(|_| unsayable(action, "the request does not fit its 2.0.1 schema"))
}

fn json_of<T: Serialize>(message: &T) -> Result<Value, CallErrorBody> {
    serde_json::to_value(message).map_err(|_| unsayable("a 1.6 message", "it cannot be written"))
}

/// A platform CALL a 1.6 station cannot be asked: answered to the caller, never sent.
fn unsayable(action: &str, why: &str) -> CallErrorBody {
    CallErrorBody {
        code: "NotSupported".into(),
        description: format!("{action} cannot be said in OCPP 1.6: {why}"),
        details: serde_json::json!({}),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_remote_start_names_its_connector_and_carries_its_id_in_the_id_tag() {
        let asked =
            json!({"evseId": 2, "remoteStartId": 77, "idToken": {"idToken": "a-session", "type": "Central"}});
        let sent = outgoing("RequestStartTransaction", &asked, false).expect("sayable");
        assert_eq!(sent.action, "RemoteStartTransaction");
        assert_eq!(sent.payload, json!({"connectorId": 2, "idTag": "CSMS-77"}));
    }

    #[test]
    fn a_remote_stop_takes_the_integer_id_the_platform_gave() {
        let sent =
            outgoing("RequestStopTransaction", &json!({"transactionId": "41"}), false).expect("sayable");
        assert_eq!(
            (sent.action.as_str(), sent.payload),
            ("RemoteStopTransaction", json!({"transactionId": 41}))
        );
        assert!(outgoing("RequestStopTransaction", &json!({"transactionId": "a-uuid"}), false).is_err());
    }

    #[test]
    fn availability_is_for_connector_0_unless_an_evse_is_named() {
        let sent = outgoing("ChangeAvailability", &json!({"operationalStatus": "Inoperative"}), false)
            .expect("sayable");
        assert_eq!(sent.payload, json!({"connectorId": 0, "type": "Inoperative"}));
        let asked = json!({"operationalStatus": "Operative", "evse": {"id": 2}});
        assert_eq!(outgoing("ChangeAvailability", &asked, false).expect("sayable").payload["connectorId"], 2);
    }

    #[test]
    fn a_station_wide_limit_becomes_a_charge_point_max_profile() {
        let asked = json!({"evseId": 0, "chargingProfile": {
            "id": 1, "stackLevel": 0, "chargingProfilePurpose": "ChargingStationMaxProfile",
            "chargingProfileKind": "Absolute",
            "chargingSchedule": [{"id": 1, "chargingRateUnit": "W", "chargingSchedulePeriod": [{"startPeriod": 0, "limit": 11000.0}]}]
        }});
        let sent = outgoing("SetChargingProfile", &asked, false).expect("sayable");
        let profile = &sent.payload["csChargingProfiles"];
        assert_eq!(sent.payload["connectorId"], 0);
        assert_eq!(profile["chargingProfilePurpose"], "ChargePointMaxProfile");
        assert_eq!(profile["chargingSchedule"]["chargingRateUnit"], "W");
        assert_eq!(profile["chargingSchedule"]["chargingSchedulePeriod"][0]["limit"], json!(11000.0));
    }

    #[test]
    fn a_limit_in_watts_goes_in_amperes_to_a_station_that_takes_only_amperes() {
        let asked = json!({"evseId": 0, "chargingProfile": {
            "id": 1, "stackLevel": 0, "chargingProfilePurpose": "ChargingStationMaxProfile",
            "chargingProfileKind": "Absolute",
            "chargingSchedule": [{"id": 1, "chargingRateUnit": "W", "chargingSchedulePeriod": [{"startPeriod": 0, "limit": 11000}]}]
        }});
        let sent = outgoing("SetChargingProfile", &asked, true).expect("sayable");
        let schedule = &sent.payload["csChargingProfiles"]["chargingSchedule"];
        assert_eq!(schedule["chargingRateUnit"], "A");
        // 11,000 W over three phases of 230 V: 15.94 A, rounded down.
        assert_eq!(schedule["chargingSchedulePeriod"][0]["limit"], json!(15.9));
        assert_eq!(schedule["chargingSchedulePeriod"][0]["numberPhases"], 3);
    }

    #[test]
    fn another_action_goes_as_it_is() {
        let sent = outgoing("Reset", &json!({"type": "Hard"}), false).expect("as it is");
        assert_eq!((sent.action.as_str(), sent.payload), ("Reset", json!({"type": "Hard"})));
    }
}
