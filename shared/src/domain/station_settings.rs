//! A station's configuration in one representation for both OCPP versions (docs/ocpp.md,
//! "Configuration"; docs/decisions.md, "One configuration representation"): a setting is named
//! by a `key` and holds a text `value`. A 1.6 key is the configuration key as the station names
//! it (`HeartbeatInterval`); a 2.0.1 key is `Component.Variable` (`OCPPCommCtrlr.HeartbeatInterval`),
//! with the variable's instance as a third part when it has one
//! (`OCPPCommCtrlr.MessageTimeout.Default`). Each setting read or written comes back with the
//! station's verdict on it (`SettingStatus`).

use serde::{Deserialize, Serialize};

use super::setting_rules;

/// The longest key: a 1.6 key is at most 50 characters, a 2.0.1 component, variable and
/// instance at most 50 each.
pub const MAX_KEY: usize = 152;
/// The longest value written: 1.6's bound (2.0.1 allows 1000), so one value fits both.
pub const MAX_VALUE: usize = 500;
/// The most settings one read asks for by key, or one write changes.
pub const MAX_SETTINGS_ASKED: usize = 16;
/// The most settings a full read keeps (a station's whole list): the answer says
/// `complete: false` beyond it.
pub const MAX_SETTINGS_READ: usize = 1000;

/// A setting's name: 1 to `MAX_KEY` printable ASCII characters without spaces (OCPP's
/// identifier and CiString sets).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SettingKey(String);

impl SettingKey {
    pub fn parse(text: &str) -> Option<SettingKey> {
        let fits = !text.is_empty()
            && text.len() <= MAX_KEY
            && text.chars().all(|c| c.is_ascii_graphic() && c != ',');
        fits.then(|| SettingKey(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The 2.0.1 component, variable and variable instance the key names; `None` when it
    /// names none (no `.`, an empty part, a part over 50 characters).
    pub fn device_model(&self) -> Option<(&str, &str, Option<&str>)> {
        let mut parts = self.0.splitn(3, '.');
        let component = parts.next()?;
        let variable = parts.next()?;
        let instance = parts.next();
        let fits = |part: &str| !part.is_empty() && part.len() <= 50;
        (fits(component) && fits(variable) && instance.is_none_or(fits))
            .then_some((component, variable, instance))
    }

    /// The key a 2.0.1 component and variable are shown under.
    pub fn of_device_model(component: &str, variable: &str, instance: Option<&str>) -> String {
        match instance {
            Some(instance) => format!("{component}.{variable}.{instance}"),
            None => format!("{component}.{variable}"),
        }
    }

    /// Whether the setting belongs to the station's security, its connection or its secrets
    /// (`setting_rules::guards_security`): never written through the configuration, in either
    /// version, whatever the request says (the password is POST …/station/password).
    pub fn guards_security(&self) -> bool {
        setting_rules::guards_security(&self.0)
    }

    /// Whether the key is a standardised, non-security setting of 1.6 or 2.0.1; any other is a
    /// vendor's and is written only when the request opts in (`vendor_keys: true`).
    pub fn is_standard(&self) -> bool {
        setting_rules::is_standard(&self.0)
    }
}

/// Whether a setting a station reported by the name `key` holds a secret: its value is never
/// shown, whatever the station sends (`setting_rules::holds_secret`, the one predicate the API
/// and the message log share).
pub fn holds_secret(key: &str) -> bool {
    setting_rules::holds_secret(key)
}

impl Setting {
    /// The setting as a client may see it: a secret's value left out.
    pub fn shown(mut self) -> Setting {
        if holds_secret(&self.key) {
            self.value = None;
        } else if let Some(value) = &self.value {
            // Secrets inside a JSON value (a network profile's APN or VPN password).
            self.value = Some(setting_rules::shown_value(&self.key, value));
        }
        self
    }
}

/// A setting to write.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SettingChange {
    pub key: SettingKey,
    pub value: String,
}

/// The station's verdict on one setting (both versions' statuses, in one vocabulary).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SettingStatus {
    /// Read, or written.
    Accepted,
    Rejected,
    /// Written; takes effect after a reboot.
    RebootRequired,
    /// 1.6: the station does not support it.
    NotSupported,
    /// 1.6: the station knows no such key.
    UnknownKey,
    /// 2.0.1: the station knows no such component (or the key names none).
    UnknownComponent,
    /// 2.0.1: the station knows no such variable of the component.
    UnknownVariable,
    /// 2.0.1: the variable has no Actual value.
    NotSupportedAttributeType,
    /// The station did not answer this one in time (a 1.6 write, one CALL per key): it may
    /// have applied it.
    NotAnswered,
    /// Not sent: an earlier setting of the same write got no answer.
    NotSent,
}

/// One setting as read or written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setting {
    pub key: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// Whether the station lets it be written (when it says).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub readonly: Option<bool>,
    pub status: SettingStatus,
}

/// What a read or a write of settings brought back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub settings: Vec<Setting>,
    /// A full read: whether every setting the station reported is here (within
    /// `MAX_SETTINGS_READ`, and a 2.0.1 report that ended within the wait).
    pub complete: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(text: &str) -> SettingKey {
        SettingKey::parse(text).expect("a key")
    }

    #[test]
    fn keys_are_printable_without_spaces_or_commas() {
        assert!(SettingKey::parse("HeartbeatInterval").is_some());
        assert!(SettingKey::parse("").is_none());
        assert!(SettingKey::parse("a b").is_none());
        assert!(SettingKey::parse("a,b").is_none());
        assert!(SettingKey::parse(&"k".repeat(MAX_KEY + 1)).is_none());
    }

    #[test]
    fn a_2_0_1_key_names_its_component_variable_and_instance() {
        assert_eq!(
            key("OCPPCommCtrlr.HeartbeatInterval").device_model(),
            Some(("OCPPCommCtrlr", "HeartbeatInterval", None))
        );
        assert_eq!(
            key("OCPPCommCtrlr.MessageTimeout.Default").device_model(),
            Some(("OCPPCommCtrlr", "MessageTimeout", Some("Default")))
        );
        assert_eq!(key("HeartbeatInterval").device_model(), None);
        assert_eq!(key("A.").device_model(), None);
    }

    #[test]
    fn security_settings_of_both_versions_are_recognised_whatever_the_case() {
        for guarded in [
            "AuthorizationKey",
            "SecurityProfile",
            "authorizationkey",
            "SecurityCtrlr.BasicAuthPassword",
            "SecurityCtrlr.Identity",
            "SecurityCtrlr.OrganizationName",
            "SecurityCtrlr.SecurityProfile",
            "OCPPCommCtrlr.NetworkConfigurationPriority",
            "NetworkConfiguration.OcppCsmsUrl",
            "CentralSystemURL",
            "CertificateSignedMaxChainSize",
            "AdditionalRootCertificateCheck",
            "ISO15118Ctrlr.V2GCertificateInstallationEnabled",
            "CpoName",
            "ChargeBoxId",
        ] {
            assert!(key(guarded).guards_security(), "{guarded}");
        }
        for free in ["HeartbeatInterval", "OCPPCommCtrlr.HeartbeatInterval", "MeterValueSampleInterval"] {
            assert!(!key(free).guards_security(), "{free}");
        }
    }

    #[test]
    fn a_secret_a_station_reports_is_never_shown() {
        let said = Setting {
            key: "AuthorizationKey".into(),
            value: Some("0123456789abcdef".into()),
            readonly: Some(false),
            status: SettingStatus::Accepted,
        };
        assert_eq!(said.shown().value, None);
        let plain = Setting {
            key: "HeartbeatInterval".into(),
            value: Some("300".into()),
            readonly: None,
            status: SettingStatus::Accepted,
        };
        assert_eq!(plain.shown().value.as_deref(), Some("300"));
    }

    #[test]
    fn statuses_read_in_snake_case() {
        assert_eq!(serde_json::to_value(SettingStatus::RebootRequired).unwrap(), "reboot_required");
    }
}
