//! What the platform asks a charging station, whatever OCPP version it speaks (docs/ocpp.md,
//! "Platform to station"). The REST functions and the scheduler say only this; the gateway
//! holding the station's connection says it in the version's own typed messages and hands back
//! the answer, checked against the version's response type. Nothing above the gateway builds an
//! OCPP message.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::setting_rules;
use super::station_settings::{SettingChange, SettingKey};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum StationCommand {
    /// Start a transaction for the platform's session `session_id` (a UUID: its Central token)
    /// under `remote_start_id`, on `evse_id`; without an EVSE, authorize the transaction the
    /// station already runs (its cable went in first).
    StartTransaction {
        evse_id: Option<i64>,
        remote_start_id: i32,
        session_id: String,
        /// The transaction's limit from its first second (W): its share at a site with a
        /// limit (load management), carried as the start's TxProfile.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        limit_w: Option<i64>,
    },
    /// Stop the station's transaction `transaction_id` (the id the station or, for 1.6, the
    /// platform gave it).
    StopTransaction { transaction_id: String },
    /// The whole station operative or not (an asset back to active, or into maintenance).
    ChangeAvailability { operative: bool },
    /// A limit on the whole station, in W: one profile, so a new limit replaces the last. (An
    /// integer: a float inside an internally tagged enum does not read back with serde_json's
    /// arbitrary precision, which rust-ocpp's Decimals turn on.)
    SetStationLimit { watts: i64 },
    /// A limit on one transaction, in W (load management's share, or 0 for a paused session):
    /// a TxProfile on its EVSE for that transaction, so a new limit replaces the last.
    SetTransactionLimit { evse_id: i64, transaction_id: String, watts: i64 },
    /// Reboot the station: at once, or once no transaction runs (2.0.1 only). `soft`: 1.6's
    /// Soft reset (the station stops its transactions and restarts its software) rather than
    /// Hard (a power cycle); 2.0.1 has one kind. Absent in calls of the release before: Hard.
    Reset {
        on_idle: bool,
        #[serde(default)]
        soft: bool,
    },
    /// Unlock a connector's cable (1.6: `evse_id` is the connector).
    UnlockConnector { evse_id: i64, connector_id: i64 },
    /// Ask the station to send a message now (on an EVSE, or the station's).
    TriggerMessage { message: TriggeredMessage, evse_id: Option<i64> },
    /// Read settings: these keys, or every setting when none (2.0.1: GetBaseReport and the
    /// NotifyReports it brings).
    GetSettings { keys: Vec<SettingKey> },
    /// Write settings (never one that guards the station's security: the function refuses
    /// those before anything is sent).
    SetSettings { settings: Vec<SettingChange> },
    /// The station's new Basic auth password (2.0.1 `SecurityCtrlr.BasicAuthPassword`, 1.6
    /// `AuthorizationKey`), sent before the platform cuts the old connection.
    SetPassword { password: PushedPassword },
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
    /// Upload the station's diagnostics log to `location` (an HTTPS URL the platform issued for
    /// this one request), covering `from`..`to` (ms) where given; `request_id` is what the
    /// station's notifications name it by.
    GetLog { request_id: i32, location: UploadLocation, from: Option<i64>, to: Option<i64> },
    /// Not said to the station: the gateway holding it runs the allocator of the station's site
    /// (load management), so a change a function made there (a pause, a resume, a new limit)
    /// reaches the site's stations at once. Answered `Accepted` once the run is under way.
    RunSiteAllocator { site_id: String },
    /// Not said to the station: the gateway holding it writes the meter readings it keeps for
    /// the transaction (docs/ocpp.md, "Meter readings"), so the platform's write that follows
    /// (an operator's forced stop) counts them. Answered `Accepted` once written.
    WriteReadings { transaction_id: String },
}

/// The messages a station can be asked to send now, in no version's terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TriggeredMessage {
    BootNotification,
    StatusNotification,
    MeterValues,
    Heartbeat,
    FirmwareStatusNotification,
    /// 2.0.1 LogStatusNotification, 1.6 DiagnosticsStatusNotification.
    LogStatusNotification,
}

impl TriggeredMessage {
    pub fn parse(text: &str) -> Option<TriggeredMessage> {
        serde_json::from_value(Value::String(text.to_owned())).ok()
    }
}

/// A password on its way to the station: never in a log line or an event.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PushedPassword(pub String);

impl std::fmt::Debug for PushedPassword {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PushedPassword(..)")
    }
}

/// Where a station uploads its log: a URL that grants the upload (the gateway's token URL), so never in
/// a log line or an event, as a pushed password.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct UploadLocation(pub String);

impl std::fmt::Debug for UploadLocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("UploadLocation(..)")
    }
}

impl StationCommand {
    /// The OCPP 2.0.1 name of what it asks: events name a command by it whatever the station's
    /// version (the gateway says the version's own name to the station).
    pub fn action(&self) -> &'static str {
        match self {
            StationCommand::StartTransaction { .. } => "RequestStartTransaction",
            StationCommand::StopTransaction { .. } => "RequestStopTransaction",
            StationCommand::ChangeAvailability { .. } => "ChangeAvailability",
            StationCommand::SetStationLimit { .. } | StationCommand::SetTransactionLimit { .. } => {
                "SetChargingProfile"
            }
            StationCommand::Reset { .. } => "Reset",
            StationCommand::GetLog { .. } => "GetLog",
            StationCommand::RunSiteAllocator { .. } => "RunSiteAllocator",
            StationCommand::WriteReadings { .. } => "WriteReadings",
            StationCommand::UpdateFirmware { .. } => "UpdateFirmware",
            StationCommand::UnlockConnector { .. } => "UnlockConnector",
            StationCommand::TriggerMessage { .. } => "TriggerMessage",
            StationCommand::GetSettings { keys } if keys.is_empty() => "GetBaseReport",
            StationCommand::GetSettings { .. } => "GetVariables",
            StationCommand::SetSettings { .. } | StationCommand::SetPassword { .. } => "SetVariables",
        }
    }

    /// What an event records of it (its own representation, the same for every version); a
    /// password is never recorded.
    pub fn request(&self) -> Value {
        match self {
            StationCommand::SetPassword { .. } => json!({"command": "set_password"}),
            // A written value is recorded as the API and the message log would show it (the
            // one secret predicate, `setting_rules`): the deny rules refuse a secret's key, but
            // a vendor's JSON value may still carry one.
            StationCommand::SetSettings { settings } => {
                let shown: Vec<SettingChange> = settings
                    .iter()
                    .map(|change| SettingChange {
                        key: change.key.clone(),
                        value: setting_rules::shown_value(change.key.as_str(), &change.value),
                    })
                    .collect();
                serde_json::to_value(StationCommand::SetSettings { settings: shown }).unwrap_or(Value::Null)
            }
            StationCommand::GetLog { request_id, from, to, .. } => {
                json!({"command": "get_log", "request_id": request_id, "from": from, "to": to})
            }
            _ => serde_json::to_value(self).unwrap_or(Value::Null),
        }
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

    #[test]
    fn a_pushed_password_is_never_recorded_nor_logged() {
        let command = StationCommand::SetPassword { password: PushedPassword("s3cret-s3cret-s3cret".into()) };
        assert_eq!(command.request(), json!({"command": "set_password"}));
        assert!(!format!("{command:?}").contains("s3cret"));
        let wire = serde_json::to_value(&command).expect("written");
        assert_eq!(wire["password"], "s3cret-s3cret-s3cret", "the gateway still gets it");
    }

    #[test]
    fn a_written_json_values_secret_fields_are_never_recorded() {
        let key = SettingKey::parse("VendorUplinkProfile").expect("a key");
        let value = r#"{"apn":{"apn":"internet","apnPassword":"s3cret"}}"#.to_owned();
        let command = StationCommand::SetSettings { settings: vec![SettingChange { key, value }] };
        let recorded = command.request().to_string();
        assert!(!recorded.contains("s3cret") && recorded.contains("internet"), "{recorded}");
        let wire = serde_json::to_value(&command).expect("written").to_string();
        assert!(wire.contains("s3cret"), "the gateway still gets it");
    }

    #[test]
    fn an_upload_location_is_never_recorded_nor_logged() {
        let location = UploadLocation("https://b.s3.example/k?X-Amz-Signature=s3cret".into());
        let command = StationCommand::GetLog { request_id: 7, location, from: None, to: None };
        assert!(!command.request().to_string().contains("s3cret"), "{}", command.request());
        assert_eq!(command.request()["request_id"], 7);
        assert!(!format!("{command:?}").contains("s3cret"));
        let wire = serde_json::to_value(&command).expect("written");
        assert!(wire["location"].as_str().is_some_and(|l| l.contains("s3cret")), "the gateway still gets it");
    }

    #[test]
    fn a_reset_of_the_release_before_is_hard() {
        let read: StationCommand =
            serde_json::from_value(json!({"command": "reset", "on_idle": false})).unwrap();
        assert_eq!(read, StationCommand::Reset { on_idle: false, soft: false });
    }

    #[test]
    fn triggered_messages_read_in_snake_case() {
        assert_eq!(TriggeredMessage::parse("meter_values"), Some(TriggeredMessage::MeterValues));
        assert_eq!(TriggeredMessage::parse("MeterValues"), None);
    }
}
