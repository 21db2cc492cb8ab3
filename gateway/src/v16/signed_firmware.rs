//! The 1.6 security whitepaper's signed firmware update (Improved security for OCPP 1.6-J,
//! edition 3: SignedUpdateFirmware and SignedFirmwareStatusNotification), which `rust-ocpp`'s
//! `v1_6` lacks: typed here as its JSON schemas define them. Their firmware status values are
//! 2.0.1's `FirmwareStatusEnumType` (the whitepaper took them from it), so that type is reused.

use chrono::{DateTime, Utc};
use rust_ocpp::v2_0_1::enumerations::firmware_status_enum_type::FirmwareStatusEnumType;
use rust_ocpp::v2_0_1::helpers::datetime_rfc3339;
use serde::{Deserialize, Serialize};

/// SignedUpdateFirmware.req.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SignedUpdateFirmwareRequest {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retries: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retry_interval: Option<i32>,
    pub request_id: i32,
    pub firmware: SignedFirmware,
}

/// The whitepaper's FirmwareType: unlike 2.0.1's, the certificate and signature are required.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SignedFirmware {
    /// At most 512.
    pub location: String,
    #[serde(with = "datetime_rfc3339")]
    pub retrieve_date_time: DateTime<Utc>,
    #[serde(default, skip_serializing_if = "Option::is_none", with = "datetime_rfc3339::option")]
    pub install_date_time: Option<DateTime<Utc>>,
    /// PEM, at most 5500.
    pub signing_certificate: String,
    /// Base64, at most 800.
    pub signature: String,
}

/// SignedUpdateFirmware.conf.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SignedUpdateFirmwareResponse {
    pub status: UpdateFirmwareStatus,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub enum UpdateFirmwareStatus {
    Accepted,
    Rejected,
    AcceptedCanceled,
    InvalidCertificate,
    RevokedCertificate,
}

/// SignedFirmwareStatusNotification.req: `requestId` is required unless the status is Idle.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SignedFirmwareStatusNotificationRequest {
    pub status: FirmwareStatusEnumType,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub request_id: Option<i32>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_signed_messages_read_and_write_the_whitepapers_json() {
        let report: SignedFirmwareStatusNotificationRequest =
            serde_json::from_value(json!({"status": "InvalidSignature", "requestId": 7})).expect("a report");
        assert_eq!((report.status, report.request_id), (FirmwareStatusEnumType::InvalidSignature, Some(7)));
        assert!(
            serde_json::from_value::<SignedFirmwareStatusNotificationRequest>(json!({"status": "Bricked"}))
                .is_err()
        );
        let answer: SignedUpdateFirmwareResponse =
            serde_json::from_value(json!({"status": "InvalidCertificate"})).expect("an answer");
        assert_eq!(answer.status, UpdateFirmwareStatus::InvalidCertificate);
    }
}
