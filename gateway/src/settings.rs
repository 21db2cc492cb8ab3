//! Settings and the password, said in the connection's OCPP version and read back into the
//! platform's one representation (`shared::domain::station_settings`): 2.0.1 GetVariables,
//! SetVariables and GetBaseReport (with the NotifyReports it brings, `base_report`); 1.6
//! GetConfiguration and one ChangeConfiguration per key. Every CALL is built from its
//! `rust-ocpp` request and every answer read with its response type; the whole exchange fits
//! the caller's one timeout (docs/ocpp.md, "Configuration").

use std::time::Duration;

use rust_ocpp::v1_6::messages::change_configuration::{
    ChangeConfigurationRequest, ChangeConfigurationResponse,
};
use rust_ocpp::v1_6::messages::get_configuration::{GetConfigurationRequest, GetConfigurationResponse};
use rust_ocpp::v1_6::types::ConfigurationStatus;
use rust_ocpp::v2_0_1::datatypes::component_type::ComponentType;
use rust_ocpp::v2_0_1::datatypes::get_variable_data_type::GetVariableDataType;
use rust_ocpp::v2_0_1::datatypes::set_variable_data_type::SetVariableDataType;
use rust_ocpp::v2_0_1::datatypes::variable_type::VariableType;
use rust_ocpp::v2_0_1::enumerations::generic_device_model_status_enum_type::GenericDeviceModelStatusEnumType;
use rust_ocpp::v2_0_1::enumerations::get_variable_status_enum_type::GetVariableStatusEnumType;
use rust_ocpp::v2_0_1::enumerations::report_base_enum_type::ReportBaseEnumType;
use rust_ocpp::v2_0_1::enumerations::set_variable_status_enum_type::SetVariableStatusEnumType;
use rust_ocpp::v2_0_1::messages::get_base_report::{GetBaseReportRequest, GetBaseReportResponse};
use rust_ocpp::v2_0_1::messages::get_variables::{GetVariablesRequest, GetVariablesResponse};
use rust_ocpp::v2_0_1::messages::set_variables::{SetVariablesRequest, SetVariablesResponse};
use serde::de::DeserializeOwned;
use shared::domain::station::OcppVersion;
use shared::domain::station_command::StationCommand;
use shared::domain::station_settings::{
    MAX_SETTINGS_READ, Setting, SettingChange, SettingKey, SettingStatus, Settings,
};
use shared::ocpp::control::CallErrorBody;
use tokio::time::Instant;

use crate::commands::Outgoing;
use crate::connection::{CallFailure, Handle, Reply};

/// Where a 2.0.1 station keeps its Basic auth password, and a 1.6 station its key.
pub const PASSWORD_COMPONENT: &str = "SecurityCtrlr";
pub const PASSWORD_VARIABLE: &str = "BasicAuthPassword";
pub const PASSWORD_KEY_16: &str = "AuthorizationKey";

/// The status a full read is refused with (409) while another full read of the same
/// connection is collecting its report: the platform's own word, not a station's.
pub const FULL_READ_RUNNING: &str = "FullReadInProgress";

/// Why an exchange brought no settings: the station's CALLERROR (or an answer outside its
/// schema, as the gateway's own CALLERROR), or no answer at all.
#[derive(Debug)]
pub enum Failed {
    Error(CallErrorBody),
    Call(CallFailure),
    /// The station refused the whole (a GetBaseReport not Accepted): its status.
    Refused(String),
}

/// The exchange of a settings command (`None` for any other command: it is one CALL, said by
/// `commands`), within `timeout` in all.
pub async fn exchange(
    handle: &Handle,
    command: &StationCommand,
    timeout: Duration,
) -> Option<Result<Settings, Failed>> {
    let deadline = Instant::now() + timeout;
    let link = Exchange { handle, deadline };
    Some(match (handle.version, command) {
        (OcppVersion::V201, StationCommand::GetSettings { keys }) if keys.is_empty() => {
            link.base_report().await
        }
        (OcppVersion::V201, StationCommand::GetSettings { keys }) => link.get_variables(keys).await,
        (OcppVersion::V201, StationCommand::SetSettings { settings }) => link.set_variables(settings).await,
        (OcppVersion::V201, StationCommand::SetPassword { password }) => {
            let key = SettingKey::of_device_model(PASSWORD_COMPONENT, PASSWORD_VARIABLE, None);
            let change = SettingChange { key: SettingKey::parse(&key)?, value: password.0.clone() };
            link.set_variables(std::slice::from_ref(&change)).await
        }
        (OcppVersion::V16, StationCommand::GetSettings { keys }) => link.get_configuration(keys).await,
        (OcppVersion::V16, StationCommand::SetSettings { settings }) => {
            link.change_configuration(settings).await
        }
        (OcppVersion::V16, StationCommand::SetPassword { password }) => {
            let change =
                SettingChange { key: SettingKey::parse(PASSWORD_KEY_16)?, value: password.0.clone() };
            link.change_configuration(std::slice::from_ref(&change)).await
        }
        _ => return None,
    })
}

struct Exchange<'a> {
    handle: &'a Handle,
    deadline: Instant,
}

impl Exchange<'_> {
    /// One CALL within what is left of the exchange's time, its answer read as `T`.
    async fn call<T: DeserializeOwned>(&self, sent: Result<Outgoing, CallErrorBody>) -> Result<T, Failed> {
        let sent = sent.map_err(Failed::Error)?;
        let left = self.deadline.saturating_duration_since(Instant::now());
        match self.handle.call(sent.action, &sent.payload, left).await.map_err(Failed::Call)? {
            Reply::Error(error) => Err(Failed::Error(error)),
            Reply::Result(payload) => T::deserialize(&payload).map_err(|error| {
                tracing::warn!(action = sent.action, %error, "ocpp.result_malformed");
                Failed::Error(crate::results::malformed(sent.action))
            }),
        }
    }

    async fn get_variables(&self, keys: &[SettingKey]) -> Result<Settings, Failed> {
        let mut asked = Vec::new();
        let mut unnamed = Vec::new();
        for key in keys {
            match key.device_model() {
                Some((component, variable, instance)) => asked.push(GetVariableDataType {
                    attribute_type: None,
                    component: component_named(component),
                    variable: variable_named(variable, instance),
                }),
                None => unnamed.push(refused(key, SettingStatus::UnknownComponent)),
            }
        }
        let mut settings = Vec::new();
        if !asked.is_empty() {
            let request = GetVariablesRequest { get_variable_data: asked };
            let answer: GetVariablesResponse = self.call(Outgoing::of("GetVariables", &request)).await?;
            for result in answer.get_variable_result.into_iter().take(keys.len()) {
                let key = key_of(&result.component, &result.variable);
                let status = match result.attribute_status {
                    GetVariableStatusEnumType::Accepted => SettingStatus::Accepted,
                    GetVariableStatusEnumType::Rejected => SettingStatus::Rejected,
                    GetVariableStatusEnumType::UnknownComponent => SettingStatus::UnknownComponent,
                    GetVariableStatusEnumType::UnknownVariable => SettingStatus::UnknownVariable,
                    GetVariableStatusEnumType::NotSupportedAttributeType => {
                        SettingStatus::NotSupportedAttributeType
                    }
                };
                settings.push(Setting { key, value: result.attribute_value, readonly: None, status });
            }
        }
        settings.extend(unnamed);
        bounded(settings, true)
    }

    async fn set_variables(&self, changes: &[SettingChange]) -> Result<Settings, Failed> {
        let mut asked = Vec::new();
        let mut unnamed = Vec::new();
        for change in changes {
            match change.key.device_model() {
                Some((component, variable, instance)) => asked.push(SetVariableDataType {
                    attribute_type: None,
                    attribute_value: change.value.clone(),
                    component: component_named(component),
                    variable: variable_named(variable, instance),
                }),
                None => unnamed.push(refused(&change.key, SettingStatus::UnknownComponent)),
            }
        }
        let mut settings = Vec::new();
        if !asked.is_empty() {
            let request = SetVariablesRequest { set_variable_data: asked };
            let answer: SetVariablesResponse = self.call(Outgoing::of("SetVariables", &request)).await?;
            for result in answer.set_variable_result.into_iter().take(changes.len()) {
                let key = key_of(&result.component, &result.variable);
                let status = match result.attribute_status {
                    SetVariableStatusEnumType::Accepted => SettingStatus::Accepted,
                    SetVariableStatusEnumType::Rejected => SettingStatus::Rejected,
                    SetVariableStatusEnumType::UnknownComponent => SettingStatus::UnknownComponent,
                    SetVariableStatusEnumType::UnknownVariable => SettingStatus::UnknownVariable,
                    SetVariableStatusEnumType::NotSupportedAttributeType => {
                        SettingStatus::NotSupportedAttributeType
                    }
                    SetVariableStatusEnumType::RebootRequired => SettingStatus::RebootRequired,
                };
                settings.push(Setting { key, value: None, readonly: None, status });
            }
        }
        settings.extend(unnamed);
        bounded(settings, true)
    }

    /// GetBaseReport (FullInventory), then the NotifyReports it brings until the last one or
    /// the exchange's time is up (what came by then is answered, `complete: false`).
    async fn base_report(&self) -> Result<Settings, Failed> {
        let request_id = request_id();
        let Some(ended) = self.handle.reports.start(request_id) else {
            return Err(Failed::Refused(FULL_READ_RUNNING.into()));
        };
        let _stop = crate::base_report::Stop(&self.handle.reports, request_id);
        let request = GetBaseReportRequest { request_id, report_base: ReportBaseEnumType::FullInventory };
        let answer = self.call::<GetBaseReportResponse>(Outgoing::of("GetBaseReport", &request)).await;
        let status = match answer {
            Ok(answer) => answer.status,
            Err(failed) => {
                self.handle.reports.finish(request_id, false);
                return Err(failed);
            }
        };
        match status {
            GenericDeviceModelStatusEnumType::Accepted => {}
            GenericDeviceModelStatusEnumType::EmptyResultSet => {
                self.handle.reports.finish(request_id, false);
                return Ok(Settings { settings: Vec::new(), complete: true });
            }
            refused => {
                self.handle.reports.finish(request_id, false);
                let status = serde_json::to_value(refused).ok().and_then(|v| v.as_str().map(str::to_owned));
                return Err(Failed::Refused(status.unwrap_or_else(|| "Rejected".into())));
            }
        }
        let ended = tokio::time::timeout_at(self.deadline, ended).await.is_ok_and(|told| told.is_ok());
        let (settings, complete) = self.handle.reports.finish(request_id, ended);
        bounded(settings, complete)
    }

    async fn get_configuration(&self, keys: &[SettingKey]) -> Result<Settings, Failed> {
        let key = (!keys.is_empty()).then(|| keys.iter().map(|key| key.as_str().to_owned()).collect());
        let request = GetConfigurationRequest { key };
        let answer: GetConfigurationResponse = self.call(Outgoing::of("GetConfiguration", &request)).await?;
        let mut complete = true;
        let mut settings = Vec::new();
        for known in answer.configuration_key.unwrap_or_default() {
            if settings.len() >= MAX_SETTINGS_READ {
                complete = false;
                break;
            }
            settings.push(Setting {
                key: known.key,
                value: known.value,
                readonly: Some(known.readonly),
                status: SettingStatus::Accepted,
            });
        }
        for unknown in answer.unknown_key.unwrap_or_default().into_iter().take(keys.len()) {
            settings.push(Setting {
                key: unknown,
                value: None,
                readonly: None,
                status: SettingStatus::UnknownKey,
            });
        }
        bounded(settings, complete)
    }

    /// One ChangeConfiguration per key, in order. The first without an answer fails the whole
    /// (nothing was applied); a later one is `not_answered` and the rest `not_sent`, so the
    /// caller learns what the station did apply.
    async fn change_configuration(&self, changes: &[SettingChange]) -> Result<Settings, Failed> {
        let mut settings = Vec::new();
        let mut stopped = false;
        for change in changes {
            let key = change.key.as_str().to_owned();
            if stopped {
                settings.push(Setting { key, value: None, readonly: None, status: SettingStatus::NotSent });
                continue;
            }
            let request = ChangeConfigurationRequest { key: key.clone(), value: change.value.clone() };
            let status = match self
                .call::<ChangeConfigurationResponse>(Outgoing::of("ChangeConfiguration", &request))
                .await
            {
                Ok(answer) => match answer.status {
                    ConfigurationStatus::Accepted => SettingStatus::Accepted,
                    ConfigurationStatus::Rejected => SettingStatus::Rejected,
                    ConfigurationStatus::RebootRequired => SettingStatus::RebootRequired,
                    ConfigurationStatus::NotSupported => SettingStatus::NotSupported,
                },
                Err(failed) if settings.is_empty() => return Err(failed),
                // The station said no to this one (a CALLERROR of its own).
                Err(Failed::Error(error))
                    if !error
                        .details
                        .get(shared::ocpp::control::MALFORMED_RESULT)
                        .is_some_and(|m| m == true) =>
                {
                    SettingStatus::Rejected
                }
                Err(_) => {
                    stopped = true;
                    SettingStatus::NotAnswered
                }
            };
            settings.push(Setting { key, value: None, readonly: None, status });
        }
        bounded(settings, true)
    }
}

fn component_named(name: &str) -> ComponentType {
    ComponentType { name: name.to_owned(), instance: None, evse: None }
}

fn variable_named(name: &str, instance: Option<&str>) -> VariableType {
    VariableType { name: name.to_owned(), instance: instance.map(str::to_owned) }
}

fn key_of(component: &ComponentType, variable: &VariableType) -> String {
    SettingKey::of_device_model(&component.name, &variable.name, variable.instance.as_deref())
}

fn refused(key: &SettingKey, status: SettingStatus) -> Setting {
    Setting { key: key.as_str().to_owned(), value: None, readonly: None, status }
}

/// A random positive request id for a GetBaseReport.
fn request_id() -> i32 {
    let random = uuid::Uuid::new_v4().as_u128() as u32;
    (random & 0x7fff_ffff).max(1) as i32
}

/// Settings whose keys and values a station could make as long as it liked (its frames are at
/// most 256 KiB): each string within 2,500 characters (2.0.1's longest value), at most
/// `MAX_SETTINGS_READ` of them.
fn bounded(mut settings: Vec<Setting>, complete: bool) -> Result<Settings, Failed> {
    let over = settings.len() > MAX_SETTINGS_READ;
    settings.truncate(MAX_SETTINGS_READ);
    let fits = |text: &str| text.chars().count() <= 2500;
    if settings.iter().any(|s| !fits(&s.key) || s.value.as_deref().is_some_and(|v| !fits(v))) {
        return Err(Failed::Error(crate::results::malformed("settings")));
    }
    Ok(Settings { settings, complete: complete && !over })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_past_the_bound_are_cut_and_say_so() {
        let setting = |i: usize| Setting {
            key: format!("K{i}"),
            value: None,
            readonly: None,
            status: SettingStatus::Accepted,
        };
        let many: Vec<Setting> = (0..MAX_SETTINGS_READ + 1).map(setting).collect();
        let kept = bounded(many, true).expect("kept");
        assert_eq!(kept.settings.len(), MAX_SETTINGS_READ);
        assert!(!kept.complete);
    }

    #[test]
    fn an_overlong_value_is_malformed() {
        let long = Setting {
            key: "K".into(),
            value: Some("v".repeat(2501)),
            readonly: None,
            status: SettingStatus::Accepted,
        };
        assert!(matches!(bounded(vec![long], true), Err(Failed::Error(_))));
    }

    #[test]
    fn a_device_model_key_names_its_component_and_variable() {
        let key = SettingKey::parse("OCPPCommCtrlr.MessageTimeout.Default").expect("key");
        let (component, variable, instance) = key.device_model().expect("names one");
        assert_eq!(key_of(&component_named(component), &variable_named(variable, instance)), key.as_str());
    }
}
