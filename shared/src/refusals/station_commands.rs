use serde_json::json;

use super::Answer;
use super::station_calls::station_refused;
use crate::error::ApiError;
use crate::ocpp::link::LinkFailure;
use crate::station_sessions::commands::StationRefusal;
use crate::station_sessions::station_commands::{CommandError, PasswordRefusal, RotateError};
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
/// it where they can say when a place is free; a push the station refused 409
/// `station_refused_password` with what it said; a push while the station's connection is on
/// the password kept for its reboot 409 `rotation_pending_reboot`.
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
            RotateError::Refused(refusal) => ApiError::Conflict {
                message: "The station refused its new password: its current password stands and its connection \
                          is kept. Rotate with push: false to revoke the current password whatever the station says"
                    .into(),
                details: refused_password(refusal, shown_id),
            },
            RotateError::AwaitsReboot => ApiError::Conflict {
                message: "The station takes the password of the last rotation at its next reboot and is still \
                          connected with its previous one: reset it first, or rotate with push: false"
                    .into(),
                details: json!({"reason": "rotation_pending_reboot", "asset_id": shown_id}),
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

/// The 409's details for a password the station refused: what it said (`station_status`:
/// its status for the setting or the call, `call_error` with its `error_code`,
/// `station_unsupported`, or `no_result`).
fn refused_password(refusal: PasswordRefusal, shown_id: &str) -> serde_json::Value {
    let mut details = json!({"reason": "station_refused_password", "asset_id": shown_id});
    details["station_status"] = match refusal {
        PasswordRefusal::Setting(status) => json!(status),
        PasswordRefusal::Status(status) => json!(status),
        PasswordRefusal::CallError { code } => {
            details["error_code"] = json!(code);
            json!("call_error")
        }
        PasswordRefusal::Unsupported => json!("station_unsupported"),
        PasswordRefusal::NoResult => json!("no_result"),
    };
    details
}

/// Seconds after which a rotation whose push never left is worth retrying: the station was
/// between connections or the registry was slow.
const NOT_SENT_RETRY: u64 = 5;
