//! The platform's log request (`StationCommand::GetLog`) in each version's typed message:
//! 2.0.1 GetLog (a `DiagnosticsLog` under the platform's `requestId`), 1.6 GetDiagnostics
//! (which names no request: the station's next DiagnosticsStatusNotifications are about it).

use chrono::{DateTime, Utc};
use rust_ocpp::v1_6::messages::get_diagnostics::GetDiagnosticsRequest;
use rust_ocpp::v2_0_1::datatypes::log_parameters_type::LogParametersType;
use rust_ocpp::v2_0_1::enumerations::log_enum_type::LogEnumType;
use rust_ocpp::v2_0_1::messages::get_log::GetLogRequest;
use shared::domain::station_command::{StationCommand, UploadLocation};
use shared::ocpp::control::CallErrorBody;
use shared::store::station_logs::LogReport;

use crate::commands::{Outgoing, unsayable};

/// Tries the station makes before it reports a failure, and the seconds between them: a
/// few, so a passing network fault does not fail the request, and a failing one is soon told.
const RETRIES: i32 = 2;
const RETRY_INTERVAL_SECS: i32 = 60;

fn instant(action: &str, ms: Option<i64>) -> Result<Option<DateTime<Utc>>, CallErrorBody> {
    ms.map(|ms| DateTime::from_timestamp_millis(ms).ok_or_else(|| unsayable(action, "no such instant")))
        .transpose()
}

pub fn get_log(
    request_id: i32,
    location: &str,
    from: Option<i64>,
    to: Option<i64>,
) -> Result<Outgoing, CallErrorBody> {
    let request = GetLogRequest {
        log_type: LogEnumType::DiagnosticsLog,
        request_id,
        retries: Some(RETRIES),
        retry_interval: Some(RETRY_INTERVAL_SECS),
        log: LogParametersType {
            remote_location: location.to_owned(),
            oldest_timestamp: instant("GetLog", from)?,
            latest_timestamp: instant("GetLog", to)?,
        },
    };
    Outgoing::of("GetLog", &request)
}

pub fn get_diagnostics(
    location: &str,
    from: Option<i64>,
    to: Option<i64>,
) -> Result<Outgoing, CallErrorBody> {
    let request = GetDiagnosticsRequest {
        location: location.to_owned(),
        retries: Some(RETRIES),
        retry_interval: Some(RETRY_INTERVAL_SECS),
        start_time: instant("GetDiagnostics", from)?,
        stop_time: instant("GetDiagnostics", to)?,
    };
    Outgoing::of("GetDiagnostics", &request)
}

/// A station's log upload progress moves its own request (never another station's: the
/// store looks within the connection's asset); a report that matches none changes nothing.
/// Best effort: the report's event is already recorded, and a failure here is logged, not the
/// station's to retry.
pub async fn progress(context: &crate::handlers::Context<'_>, report: LogReport, status: &str) {
    if let Err(error) = context.store.station_log_progress(context.connection, report, status).await {
        tracing::warn!(error = %error, station = %context.connection.identity, "ocpp.log_progress not recorded");
    }
}

/// A GetLog of the release before, read back (only a diagnostics log is one the platform asks).
pub fn from_get_log(asked: GetLogRequest) -> Option<StationCommand> {
    if asked.log_type != LogEnumType::DiagnosticsLog {
        return None;
    }
    Some(StationCommand::GetLog {
        request_id: asked.request_id,
        location: UploadLocation(asked.log.remote_location),
        from: asked.log.oldest_timestamp.map(|at| at.timestamp_millis()),
        to: asked.log.latest_timestamp.map(|at| at.timestamp_millis()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use shared::domain::station::OcppVersion;

    const FROM: i64 = 1_798_761_600_000;

    fn command() -> StationCommand {
        StationCommand::GetLog {
            request_id: 42,
            location: UploadLocation("https://logs.example/put?sig=1".into()),
            from: Some(FROM),
            to: None,
        }
    }

    #[test]
    fn a_2_0_1_station_is_asked_for_its_diagnostics_log_under_the_request_id() {
        let sent = crate::commands::outgoing(OcppVersion::V201, &command(), false).expect("sayable");
        assert_eq!(sent.action, "GetLog");
        assert_eq!(
            sent.payload,
            json!({"logType": "DiagnosticsLog", "requestId": 42, "retries": 2, "retryInterval": 60,
                   "log": {"remoteLocation": "https://logs.example/put?sig=1", "oldestTimestamp": "2027-01-01T00:00:00.000Z"}})
        );
        assert_eq!(crate::commands::from_2_0_1(sent.action, &sent.payload), Some(command()));
    }

    #[test]
    fn a_1_6_station_is_asked_for_its_diagnostics_at_the_location() {
        let sent = crate::commands::outgoing(OcppVersion::V16, &command(), false).expect("sayable");
        assert_eq!(sent.action, "GetDiagnostics");
        assert_eq!(sent.payload["location"], "https://logs.example/put?sig=1");
        assert!(sent.payload["startTime"].as_str().is_some_and(|t| t.starts_with("2027-01-01T00:00:00")));
        assert!(sent.payload.get("stopTime").is_none());
    }

    #[test]
    fn a_log_request_crosses_the_control_endpoint_as_bytes() {
        let call = shared::ocpp::control::CallRequest {
            station_key: "k".into(),
            connection_id: "c".into(),
            org_id: shared::ids::OrgId::generate(),
            command: command(),
            timeout_ms: 1,
        };
        let wire = serde_json::to_vec(&call).expect("written");
        let read: shared::ocpp::control::CallRequest = serde_json::from_slice(&wire).expect("read back");
        assert_eq!(read.command, command());
    }

    #[test]
    fn their_answers_are_checked_against_the_response_types() {
        let checked = crate::results::checked(
            OcppVersion::V201,
            "GetLog",
            &json!({"status": "Accepted", "filename": "d.log"}),
        );
        assert_eq!(checked.expect("fits"), json!({"status": "Accepted", "filename": "d.log"}));
        assert!(crate::results::checked(OcppVersion::V201, "GetLog", &json!({"status": "Maybe"})).is_err());
        assert!(
            crate::results::checked(OcppVersion::V16, "GetDiagnostics", &json!({"fileName": "d.zip"}))
                .is_ok()
        );
    }
}
