//! The actions OCPP 1.6J defines (with the Security Whitepaper's): a CALL naming one the
//! gateway does not handle is `NotSupported`; any other name is `NotImplemented`.

const ACTIONS: &[&str] = &[
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

/// Whether OCPP 1.6J defines `action` (names are case-sensitive).
pub fn is_ocpp_action(action: &str) -> bool {
    ACTIONS.binary_search(&action).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_is_sorted_for_its_binary_search() {
        assert!(ACTIONS.windows(2).all(|pair| pair[0] < pair[1]));
        assert!(is_ocpp_action("StartTransaction") && !is_ocpp_action("TransactionEvent"));
    }
}
