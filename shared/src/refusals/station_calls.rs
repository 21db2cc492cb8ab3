use serde_json::json;

use super::Answer;
use crate::error::ApiError;
use crate::station_sessions::commands::{LinkFailure, StationActionError, StationRefusal, StationStartError};
use crate::versions::ApiVersion;

/// `shown_id` is the asset as given in the body.
impl Answer for StationStartError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            StationStartError::Start(refused) => refused.answer(shown_id, version),
            StationStartError::Station(refused) => station_refused(refused, "asset_id", shown_id),
        }
    }
}

impl Answer for StationActionError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            StationActionError::Act(refused) => refused.answer(shown_id, version),
            StationActionError::Station(refused) => station_refused(refused, "session_id", shown_id),
        }
    }
}

/// The station did not do it: offline or rejected is the caller's to know (409), a station
/// that does not answer in time 504, a CALLERROR, a malformed answer or an unreachable gateway
/// 502, a registry that cannot be read 503 (unavailable, slow) or 500, a gateway that took no
/// more calls (the organization's in flight, or its own) 503 with `Retry-After`.
pub(super) fn station_refused(refused: StationRefusal, field: &str, shown_id: &str) -> ApiError {
    match refused {
        StationRefusal::Link(LinkFailure::Offline) => ApiError::Conflict {
            message: "The charging station is not connected; nothing was changed".into(),
            details: json!({"reason": "station_offline", field: shown_id}),
        },
        StationRefusal::Link(LinkFailure::Unsupported) => ApiError::Conflict {
            message: "The charging station's OCPP version cannot be asked this; nothing was changed".into(),
            details: json!({"reason": "station_unsupported", field: shown_id}),
        },
        StationRefusal::Rejected { status } => ApiError::Conflict {
            message: format!("The charging station refused the request ('{status}'); nothing was changed"),
            details: json!({"reason": "station_rejected", "status": status, field: shown_id}),
        },
        StationRefusal::Link(LinkFailure::Timeout) => {
            ApiError::Timeout { cause: "the station did not answer in time".into() }
        }
        StationRefusal::Link(LinkFailure::CallError { code, .. }) => {
            ApiError::Upstream { cause: format!("the station answered a CALLERROR {code}") }
        }
        StationRefusal::Link(LinkFailure::TooManyCalls { retry_after, limit }) => {
            ApiError::Busy { reason: "station_calls_in_flight", limit: Some(limit), retry_after }
        }
        StationRefusal::Link(LinkFailure::Busy { retry_after }) => {
            ApiError::Busy { reason: "gateway_busy", limit: None, retry_after }
        }
        StationRefusal::Link(LinkFailure::Unreachable(cause)) => {
            ApiError::Upstream { cause: format!("the station's gateway is unreachable: {cause}") }
        }
        StationRefusal::Link(LinkFailure::Malformed) => {
            ApiError::Upstream { cause: "the station's answer does not fit its schema".into() }
        }
        StationRefusal::Link(LinkFailure::Store { transient, cause }) => {
            let cause = format!("the connection registry could not be read: {cause}");
            if transient { ApiError::Unavailable { cause } } else { ApiError::Internal { cause } }
        }
    }
}
