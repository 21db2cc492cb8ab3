//! Which settings a configuration write may change, and which setting values are secrets
//! (docs/ocpp.md, "Configuration"; docs/decisions.md, "Configuration writes: an allowlist").
//!
//! Safe by design: a write may change a setting OCPP standardises and that is not a security
//! setting (1.6 section 9's keys, 2.0.1 Part 2 appendix's components and variables), listed
//! here; any other key is a vendor's, and needs the request's explicit `vendor_keys: true`.
//! Whatever the list says, the deny rules (`guards_security`) refuse any key that names where
//! or how the station connects, whom it trusts, or a secret, and any value holding a URL
//! (`://`). Matched without regard to case (OCPP's names are case-insensitive).

/// 1.6 configuration keys (OCPP 1.6 section 9: Core, Local Auth List, Reservation, Smart
/// Charging) a write may change. The security whitepaper's keys are left out on purpose.
const STANDARD_16: &[&str] = &[
    "AllowOfflineTxForUnknownId",
    "AuthorizationCacheEnabled",
    "AuthorizeRemoteTxRequests",
    "BlinkRepeat",
    "ClockAlignedDataInterval",
    "ConnectionTimeOut",
    "ConnectorPhaseRotation",
    "HeartbeatInterval",
    "LightIntensity",
    "LocalAuthorizeOffline",
    "LocalPreAuthorize",
    "MaxEnergyOnInvalidId",
    "MeterValuesAlignedData",
    "MeterValuesSampledData",
    "MeterValueSampleInterval",
    "MinimumStatusDuration",
    "ResetRetries",
    "StopTransactionOnEVSideDisconnect",
    "StopTransactionOnInvalidId",
    "StopTxnAlignedData",
    "StopTxnSampledData",
    "TransactionMessageAttempts",
    "TransactionMessageRetryInterval",
    "UnlockConnectorOnEVSideDisconnect",
    "WebSocketPingInterval",
    "LocalAuthListEnabled",
    "ChargingScheduleAllowedChargingRateUnit",
];

/// 2.0.1 standardized components and their variables (Part 2 appendix) a write may change;
/// any instance of a listed variable (`OCPPCommCtrlr.MessageTimeout.Default`). SecurityCtrlr,
/// ISO15118Ctrlr, network profiles and the clock's NTP servers are left out on purpose.
const STANDARD_201: &[(&str, &[&str])] = &[
    (
        "OCPPCommCtrlr",
        &[
            "HeartbeatInterval",
            "MessageTimeout",
            "MessageAttemptInterval",
            "MessageAttempts",
            "OfflineThreshold",
            "QueueAllMessages",
            "ResetRetries",
            "RetryBackOffRandomRange",
            "RetryBackOffRepeatTimes",
            "RetryBackOffWaitMinimum",
            "UnlockOnEVSideDisconnect",
            "WebSocketPingInterval",
        ],
    ),
    (
        "AlignedDataCtrlr",
        &[
            "Enabled",
            "Measurands",
            "Interval",
            "SendDuringIdle",
            "SignReadings",
            "TxEndedMeasurands",
            "TxEndedInterval",
        ],
    ),
    (
        "SampledDataCtrlr",
        &[
            "Enabled",
            "SignReadings",
            "TxEndedMeasurands",
            "TxEndedInterval",
            "TxStartedMeasurands",
            "TxUpdatedMeasurands",
            "TxUpdatedInterval",
            "RegisterValuesWithoutPhases",
        ],
    ),
    (
        "TxCtrlr",
        &[
            "EVConnectionTimeOut",
            "StopTxOnEVSideDisconnect",
            "TxBeforeAcceptedEnabled",
            "TxStartPoint",
            "TxStopPoint",
            "MaxEnergyOnInvalidId",
            "StopTxOnInvalidId",
        ],
    ),
    (
        "AuthCtrlr",
        &[
            "Enabled",
            "AdditionalInfoItemsPerMessage",
            "OfflineTxForUnknownIdEnabled",
            "AuthorizeRemoteStart",
            "LocalAuthorizeOffline",
            "LocalPreAuthorize",
            "DisableRemoteAuthorization",
        ],
    ),
    ("AuthCacheCtrlr", &["Enabled", "LifeTime", "Policy", "DisablePostAuthorize"]),
    ("LocalAuthListCtrlr", &["Enabled", "DisablePostAuthorize"]),
    (
        "ClockCtrlr",
        &[
            "DateTime",
            "TimeOffset",
            "NextTimeOffsetTransitionDateTime",
            "TimeZone",
            "TimeAdjustmentReportingThreshold",
        ],
    ),
    (
        "SmartChargingCtrlr",
        &["Enabled", "LimitChangeSignificance", "NotifyChargingLimitWithSchedules", "Phases3to1"],
    ),
    ("ReservationCtrlr", &["Enabled", "NonEvseSpecific"]),
    ("TariffCostCtrlr", &["Enabled", "TariffFallbackMessage", "TotalCostFallbackMessage", "Currency"]),
    ("DisplayMessageCtrlr", &["Enabled"]),
    (
        "MonitoringCtrlr",
        &["Enabled", "OfflineQueuingSeverity", "ActiveMonitoringBase", "ActiveMonitoringLevel"],
    ),
    ("DeviceDataCtrlr", &["ItemsPerMessage", "BytesPerMessage"]),
];

/// Components no write touches, whatever the variable: the station's security, its network
/// and CSMS connection, and a vendor's internals (libocpp's `InternalCtrlr` holds the CSMS URL,
/// the security profile and TLS switches as ReadWrite variables).
const DENIED_COMPONENTS: &[&str] =
    &["securityctrlr", "iso15118ctrlr", "internalctrlr", "networkconfiguration", "networkconfigurationctrlr"];

/// Words no written key may contain: where and how the station connects, whom it trusts, who
/// it is, and secrets.
const DENIED_WORDS: &[&str] = &[
    "network",
    "csms",
    "centralsystem",
    "uri",
    "url",
    "host",
    "address",
    "server",
    "endpoint",
    "proxy",
    "ntp",
    "tls",
    "ssl",
    "cipher",
    "verify",
    "wildcard",
    "keylog",
    "secret",
    "token",
    "pass",
    "pwd",
    "authkey",
    "authorizationkey",
    "apn",
    "vpn",
    "certificate",
    "security",
    "identity",
    "chargeboxid",
    "chargepointid",
    "cponame",
    "organizationname",
    "basicauth",
    "mqtt",
    "psk",
    "credential",
    "cert",
    "privatekey",
    "apikey",
    "accesskey",
    "wifikey",
    "wpakey",
    "dns",
    "ssid",
];

/// Words that name a secret: a setting whose name holds one of them never has its value shown
/// or logged.
const SECRET_WORDS: &[&str] = &[
    "password",
    "passwd",
    "passphrase",
    "pwd",
    "authorizationkey",
    "authkey",
    "basicauth",
    "secret",
    "token",
    "psk",
    "credential",
    "privatekey",
    "apikey",
    "accesskey",
    "wifikey",
    "wpakey",
    "sharedkey",
    "encryptionkey",
    "simpin",
    "pincode",
];

/// Keys inside a setting's JSON value (libocpp's network profiles, APN and VPN objects) whose
/// values are secrets.
const SECRET_FIELDS: &[&str] = &["password", "passphrase", "key", "psk", "secret", "token", "pwd", "authkey"];

/// Whether a written key is a standardised, non-security setting of either version.
pub fn is_standard(key: &str) -> bool {
    let mut parts = key.splitn(3, '.');
    let first = parts.next().unwrap_or_default();
    match parts.next() {
        None => STANDARD_16.iter().any(|known| known.eq_ignore_ascii_case(first)),
        Some(variable) => STANDARD_201.iter().any(|(component, variables)| {
            component.eq_ignore_ascii_case(first)
                && variables.iter().any(|known| known.eq_ignore_ascii_case(variable))
        }),
    }
}

/// Whether a key touches the station's security, connection or secrets: never written.
pub fn guards_security(key: &str) -> bool {
    let key = key.to_ascii_lowercase();
    let component = key.split('.').next().unwrap_or_default();
    // Matched over letters and digits only, so a separator (`Auth_Key`, `Basic-Auth`) hides
    // no word. "uri" is inside an ordinary word ("SendDuringIdle"): that word is taken out
    // first, so a vendor's "…Uri" is still caught.
    let key = letters_and_digits(&key).replace("during", "");
    DENIED_COMPONENTS.contains(&component) || DENIED_WORDS.iter().any(|word| key.contains(word))
}

/// Whether a value may not be written whatever its key: it names a place to connect to.
pub fn value_is_denied(value: &str) -> bool {
    value.contains("://")
}

/// The least a timing setting may be written as, in seconds, and whether 0 (off) is allowed:
/// a station told to heartbeat every second or sample every second floods the gateway and the
/// message log (docs/decisions.md, "Interval floors").
pub fn interval_floor(key: &str) -> Option<(i64, bool)> {
    const HEARTBEAT: (i64, bool) = (30, false);
    const SAMPLING: (i64, bool) = (10, true);
    let floors: &[(&str, (i64, bool))] = &[
        ("HeartbeatInterval", HEARTBEAT),
        ("OCPPCommCtrlr.HeartbeatInterval", HEARTBEAT),
        ("MeterValueSampleInterval", SAMPLING),
        ("ClockAlignedDataInterval", SAMPLING),
        ("WebSocketPingInterval", SAMPLING),
        ("OCPPCommCtrlr.WebSocketPingInterval", SAMPLING),
        ("SampledDataCtrlr.TxUpdatedInterval", SAMPLING),
        ("SampledDataCtrlr.TxEndedInterval", SAMPLING),
        ("AlignedDataCtrlr.Interval", SAMPLING),
        ("AlignedDataCtrlr.TxEndedInterval", SAMPLING),
    ];
    // A 2.0.1 key's instance (`Component.Variable.Instance`) names the same variable.
    let variable = match key.match_indices('.').nth(1) {
        Some((second_dot, _)) => &key[..second_dot],
        None => key,
    };
    floors.iter().find(|(name, _)| name.eq_ignore_ascii_case(variable)).map(|(_, floor)| *floor)
}

/// `text` with every character but ASCII letters and digits left out.
fn letters_and_digits(text: &str) -> String {
    text.chars().filter(char::is_ascii_alphanumeric).collect()
}

/// Whether a setting named `name` (a 1.6 key, a 2.0.1 variable or `Component.Variable`) holds a
/// secret: its value is never shown by the API nor kept by the message log, whatever the
/// station sends. The one predicate for every place a setting's value appears.
pub fn holds_secret(name: &str) -> bool {
    let name = letters_and_digits(&name.to_ascii_lowercase());
    SECRET_WORDS.iter().any(|word| name.contains(word))
}

/// Whether a field inside a setting's JSON value holds a secret.
fn secret_field(name: &str) -> bool {
    let name = letters_and_digits(&name.to_ascii_lowercase());
    SECRET_FIELDS.iter().any(|word| name.contains(word))
}

/// What a redacted value reads as.
pub const REDACTED: &str = "[redacted]";

/// A setting's value as it may be shown or logged: a secret setting's value is blanked whole;
/// any other value that is a JSON object or array (a network profile, an APN, a VPN) has its
/// secret fields blanked; a plain value as it is.
pub fn shown_value(name: &str, value: &str) -> String {
    if holds_secret(name) {
        return REDACTED.to_owned();
    }
    let trimmed = value.trim_start();
    if !(trimmed.starts_with('{') || trimmed.starts_with('[')) {
        return value.to_owned();
    }
    match serde_json::from_str::<serde_json::Value>(value) {
        Ok(mut parsed) => {
            if blank_secret_fields(&mut parsed) {
                parsed.to_string()
            } else {
                value.to_owned()
            }
        }
        // Looks like JSON but is not: it may still carry a secret in a shape not understood.
        Err(_) if SECRET_FIELDS.iter().any(|word| value.to_ascii_lowercase().contains(word)) => {
            REDACTED.to_owned()
        }
        Err(_) => value.to_owned(),
    }
}

/// Blanks every secret field at any depth; whether any was.
fn blank_secret_fields(value: &mut serde_json::Value) -> bool {
    let mut any = false;
    match value {
        serde_json::Value::Object(fields) => {
            for (name, inner) in fields.iter_mut() {
                if secret_field(name) {
                    *inner = serde_json::Value::String(REDACTED.to_owned());
                    any = true;
                } else {
                    any |= blank_secret_fields(inner);
                }
            }
        }
        serde_json::Value::Array(items) => {
            for item in items {
                any |= blank_secret_fields(item);
            }
        }
        _ => {}
    }
    any
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn separators_hide_no_denied_word_and_vendor_credentials_are_denied() {
        for key in [
            "Auth_Key",
            "Authorization-Key",
            "Basic_Auth",
            "Private_Key",
            "CA_Cert",
            "PrimaryDns",
            "WifiSsid",
        ] {
            assert!(guards_security(key), "{key}");
        }
        for name in ["WifiKey", "WPA_Key", "ApiKey", "Private-Key", "ModemCredentials", "SimPin"] {
            assert!(holds_secret(name), "{name}");
        }
        assert!(!holds_secret("WebSocketPingInterval"));
    }

    #[test]
    fn an_instance_suffix_keeps_its_variables_floor() {
        assert_eq!(interval_floor("OCPPCommCtrlr.HeartbeatInterval.Default"), Some((30, false)));
        assert_eq!(interval_floor("HeartbeatInterval"), Some((30, false)));
        assert_eq!(interval_floor("SampledDataCtrlr.TxUpdatedInterval.x.y"), Some((10, true)));
    }

    #[test]
    fn no_standard_setting_is_a_security_setting() {
        for key in STANDARD_16 {
            assert!(!guards_security(key), "{key}");
        }
        for (component, variables) in STANDARD_201 {
            for variable in *variables {
                let key = format!("{component}.{variable}");
                assert!(!guards_security(&key), "{key}");
                assert!(is_standard(&key), "{key}");
            }
        }
    }

    #[test]
    fn libocpp_and_vendor_security_settings_are_denied() {
        for key in [
            "InternalCtrlr.NetworkConnectionProfiles",
            "InternalCtrlr.VerifyCsmsAllowWildcards",
            "InternalCtrlr.EnableTLSKeylog",
            "VerifyCsmsAllowWildcards",
            "ClockCtrlr.NtpServerUri",
            "CentralSystemAddress",
            "OcppHost",
            "ServerAddress",
            "AuthKey",
            "Pwd",
            "Passphrase",
            "MqttSecret",
            "SecurityProfile",
            "AuthorizationKey",
            "SecurityCtrlr.Identity",
            "NetworkConfiguration.OcppCsmsUrl",
            "ISO15118Ctrlr.V2GCertificateInstallationEnabled",
            "CpoName",
        ] {
            assert!(guards_security(key), "{key}");
            assert!(!is_standard(key), "{key}");
        }
        assert!(value_is_denied("wss://evil.example/ocpp"));
        assert!(!value_is_denied("300"));
    }

    #[test]
    fn standard_keys_match_whatever_the_case_and_any_instance() {
        assert!(is_standard("heartbeatinterval"));
        assert!(is_standard("OCPPCommCtrlr.MessageTimeout.Default"));
        assert!(!is_standard("VendorFancySetting"));
        assert!(!is_standard("OCPPCommCtrlr.Vendor"));
    }

    #[test]
    fn floors_hold_for_timing_settings() {
        assert_eq!(interval_floor("heartbeatinterval"), Some((30, false)));
        assert_eq!(interval_floor("SampledDataCtrlr.TxUpdatedInterval"), Some((10, true)));
        assert_eq!(interval_floor("LightIntensity"), None);
    }

    #[test]
    fn secrets_are_hidden_by_name_and_inside_json_values() {
        for name in [
            "WifiPassword",
            "ApnPassword",
            "MqttSecret",
            "AuthorizationKey",
            "SecurityCtrlr.BasicAuthPassword",
        ] {
            assert!(holds_secret(name), "{name}");
            assert_eq!(shown_value(name, "x"), REDACTED);
        }
        assert_eq!(shown_value("HeartbeatInterval", "300"), "300");
        assert_eq!(shown_value("SecurityCtrlr.SecurityProfile", "2"), "2", "read, never written");
        let profile = r#"[{"configurationSlot":1,"connectionData":{"ocppCsmsUrl":"wss://c","apn":{"apn":"a","apnPassword":"p"},"vpn":{"server":"s","password":"v","key":"k"}}}]"#;
        let shown: serde_json::Value =
            serde_json::from_str(&shown_value("InternalCtrlr.NetworkConnectionProfiles", profile)).unwrap();
        let data = &shown[0]["connectionData"];
        assert_eq!(data["apn"]["apnPassword"], REDACTED);
        assert_eq!(data["vpn"]["password"], REDACTED);
        assert_eq!(data["vpn"]["key"], REDACTED);
        assert_eq!(data["ocppCsmsUrl"], "wss://c");
        assert_eq!(shown_value("Profile", r#"{"password": broken"#), REDACTED);
    }
}
