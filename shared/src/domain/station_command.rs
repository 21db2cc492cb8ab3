//! What the platform asks a charging station, whatever OCPP version it speaks (docs/ocpp.md,
//! "Platform to station"). The REST functions and the scheduler say only this; the gateway
//! holding the station's connection says it in the version's own typed messages and hands back
//! the answer, checked against the version's response type. Nothing above the gateway builds an
//! OCPP message.

use serde::{Deserialize, Serialize};
use serde_json::Value;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum StationCommand {
    /// Start a transaction for the platform's session `session_id` (a UUID: its Central token)
    /// under `remote_start_id`, on `evse_id`; without an EVSE, authorize the transaction the
    /// station already runs (its cable went in first).
    StartTransaction { evse_id: Option<i64>, remote_start_id: i32, session_id: String },
    /// Stop the station's transaction `transaction_id` (the id the station or, for 1.6, the
    /// platform gave it).
    StopTransaction { transaction_id: String },
    /// The whole station operative or not (an asset back to active, or into maintenance).
    ChangeAvailability { operative: bool },
    /// A limit on the whole station, in W: one profile, so a new limit replaces the last. (An
    /// integer: a float inside an internally tagged enum does not read back with serde_json's
    /// arbitrary precision, which rust-ocpp's Decimals turn on.)
    SetStationLimit { watts: i64 },
    /// Reboot the station: at once, or once no transaction runs.
    Reset { on_idle: bool },
    /// Download and install the firmware at `location` from `retrieve_at` (Unix ms) on; its
    /// reports name `request_id` (2.0.1, and 1.6's signed update). With a `signature` and its
    /// `signing_certificate` a 1.6 station is sent SignedUpdateFirmware (the 1.6 security
    /// whitepaper), else UpdateFirmware.
    UpdateFirmware {
        request_id: i32,
        location: String,
        retrieve_at: i64,
        signature: Option<String>,
        signing_certificate: Option<String>,
    },
}

impl StationCommand {
    /// The OCPP 2.0.1 name of what it asks: events name a command by it whatever the station's
    /// version (the gateway says the version's own name to the station).
    pub fn action(&self) -> &'static str {
        match self {
            StationCommand::StartTransaction { .. } => "RequestStartTransaction",
            StationCommand::StopTransaction { .. } => "RequestStopTransaction",
            StationCommand::ChangeAvailability { .. } => "ChangeAvailability",
            StationCommand::SetStationLimit { .. } => "SetChargingProfile",
            StationCommand::Reset { .. } => "Reset",
            StationCommand::UpdateFirmware { .. } => "UpdateFirmware",
        }
    }

    /// What an event records of it (its own representation, the same for every version).
    pub fn request(&self) -> Value {
        serde_json::to_value(self).unwrap_or(Value::Null)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_command_is_named_by_its_kind_in_its_representation() {
        let command = StationCommand::ChangeAvailability { operative: false };
        assert_eq!(command.request(), json!({"command": "change_availability", "operative": false}));
        assert_eq!(command.action(), "ChangeAvailability");
        let read: StationCommand = serde_json::from_value(command.request()).expect("read back");
        assert_eq!(read, command);
    }
}
