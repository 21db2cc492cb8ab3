use serde_json::json;

use super::Answer;
use super::station_calls::station_refused;
use crate::error::ApiError;
use crate::station_sessions::station_commands::CommandError;
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
            CommandError::Refused(refused) => station_refused(refused, "asset_id", shown_id),
        }
    }
}
