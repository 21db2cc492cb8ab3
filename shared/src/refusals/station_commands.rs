use serde_json::json;

use super::Answer;
use super::station_calls::station_refused;
use crate::error::ApiError;
use crate::ocpp::link::LinkFailure;
use crate::station_sessions::commands::StationRefusal;
use crate::station_sessions::station_commands::{CommandError, RotateError};
use crate::versions::ApiVersion;

/// A command to the station of the asset the client named `shown_id`: the station refusals
/// as for a session start (409 offline or rejected, 504, 502, 503), a reset at once while a
/// session is open 409 `session_open`.
impl Answer for CommandError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            CommandError::Station(refused) => refused.answer(shown_id, version),
            CommandError::Charging { session_id } => ApiError::Conflict {
                message: "A session is open on the station; reset with on_idle to reset once it ends".into(),
                details: json!({
                    "reason": "session_open",
                    "asset_id": shown_id,
                    "session_id": version.show_id(&session_id),
                }),
            },
            CommandError::SessionOpen { session_id } => ApiError::Conflict {
                message: "A session is open on the connector; an OCPP 1.6 station would stop it to unlock. \
                          Stop the session first"
                    .into(),
                details: json!({
                    "reason": "session_open",
                    "asset_id": shown_id,
                    "session_id": version.show_id(&session_id),
                }),
            },
            CommandError::NoSuchConnector => ApiError::field(
                "connector_id",
                "must be 1 for an OCPP 1.6 station: each of its connectors is an EVSE (name it by evse_id)",
            ),
            CommandError::Refused(refused) => station_refused(refused, "asset_id", shown_id),
        }
    }
}

/// A password rotation: the station refusals of its credential; a push that surely never
/// left (the old password was put back) 503 with `Retry-After`, as the station calls answer
/// it where they can say when a place is free.
impl Answer for RotateError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            RotateError::Station(refused) => refused.answer(shown_id, version),
            RotateError::Pushing => ApiError::Conflict {
                message:
                    "Another rotation is sending the station its new password; try again when it has answered"
                        .into(),
                details: json!({"reason": "rotation_in_progress", "asset_id": shown_id}),
            },
            RotateError::NotSent(busy @ (LinkFailure::TooManyCalls { .. } | LinkFailure::Busy { .. })) => {
                station_refused(StationRefusal::Link(busy), "asset_id", shown_id)
            }
            RotateError::NotSent(_) => {
                ApiError::Busy { reason: "password_not_sent", limit: None, retry_after: NOT_SENT_RETRY }
            }
        }
    }
}

/// Seconds after which a rotation whose push never left is worth retrying: the station was
/// between connections or the registry was slow.
const NOT_SENT_RETRY: u64 = 5;
