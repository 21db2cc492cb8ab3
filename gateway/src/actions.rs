//! The actions each OCPP version defines (1.6 with the Security Whitepaper's): a CALL naming one
//! of them that the gateway does not handle is `NotSupported`; any other name is
//! `NotImplemented` (docs/ocpp.md, "Protocol rigour").

use shared::domain::station::OcppVersion;

const V201: &[&str] = &[
    "Authorize",
    "BootNotification",
    "CancelReservation",
    "CertificateSigned",
    "ChangeAvailability",
    "ClearCache",
    "ClearChargingProfile",
    "ClearDisplayMessage",
    "ClearVariableMonitoring",
    "ClearedChargingLimit",
    "CostUpdated",
    "CustomerInformation",
    "DataTransfer",
    "DeleteCertificate",
    "FirmwareStatusNotification",
    "Get15118EVCertificate",
    "GetBaseReport",
    "GetCertificateStatus",
    "GetChargingProfiles",
    "GetCompositeSchedule",
    "GetDisplayMessages",
    "GetInstalledCertificateIds",
    "GetLocalListVersion",
    "GetLog",
    "GetMonitoringReport",
    "GetReport",
    "GetTransactionStatus",
    "GetVariables",
    "Heartbeat",
    "InstallCertificate",
    "LogStatusNotification",
    "MeterValues",
    "NotifyChargingLimit",
    "NotifyCustomerInformation",
    "NotifyDisplayMessages",
    "NotifyEVChargingNeeds",
    "NotifyEVChargingSchedule",
    "NotifyEvent",
    "NotifyMonitoringReport",
    "NotifyReport",
    "PublishFirmware",
    "PublishFirmwareStatusNotification",
    "ReportChargingProfiles",
    "RequestStartTransaction",
    "RequestStopTransaction",
    "ReservationStatusUpdate",
    "ReserveNow",
    "Reset",
    "SecurityEventNotification",
    "SendLocalList",
    "SetChargingProfile",
    "SetDisplayMessage",
    "SetMonitoringBase",
    "SetMonitoringLevel",
    "SetNetworkProfile",
    "SetVariableMonitoring",
    "SetVariables",
    "SignCertificate",
    "StatusNotification",
    "TransactionEvent",
    "TriggerMessage",
    "UnlockConnector",
    "UnpublishFirmware",
    "UpdateFirmware",
];

const V16: &[&str] = &[
    "Authorize",
    "BootNotification",
    "CancelReservation",
    "CertificateSigned",
    "ChangeAvailability",
    "ChangeConfiguration",
    "ClearCache",
    "ClearChargingProfile",
    "DataTransfer",
    "DeleteCertificate",
    "DiagnosticsStatusNotification",
    "ExtendedTriggerMessage",
    "FirmwareStatusNotification",
    "GetCompositeSchedule",
    "GetConfiguration",
    "GetDiagnostics",
    "GetInstalledCertificateIds",
    "GetLocalListVersion",
    "GetLog",
    "Heartbeat",
    "InstallCertificate",
    "LogStatusNotification",
    "MeterValues",
    "RemoteStartTransaction",
    "RemoteStopTransaction",
    "ReserveNow",
    "Reset",
    "SecurityEventNotification",
    "SendLocalList",
    "SetChargingProfile",
    "SignCertificate",
    "SignedFirmwareStatusNotification",
    "SignedUpdateFirmware",
    "StartTransaction",
    "StatusNotification",
    "StopTransaction",
    "TriggerMessage",
    "UnlockConnector",
    "UpdateFirmware",
];

/// Whether `version` defines `action` (names are case-sensitive).
pub fn is_ocpp_action(version: OcppVersion, action: &str) -> bool {
    let actions = match version {
        OcppVersion::V201 => V201,
        OcppVersion::V16 => V16,
    };
    actions.binary_search(&action).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lists_are_sorted_for_the_binary_search() {
        for actions in [V201, V16] {
            assert!(actions.windows(2).all(|pair| pair[0] < pair[1]));
        }
        assert!(is_ocpp_action(OcppVersion::V201, "Reset"));
        assert!(!is_ocpp_action(OcppVersion::V201, "reset"));
        assert!(!is_ocpp_action(OcppVersion::V201, "FlyToTheMoon"));
        assert!(is_ocpp_action(OcppVersion::V16, "StartTransaction"));
        assert!(!is_ocpp_action(OcppVersion::V16, "TransactionEvent"));
    }
}
