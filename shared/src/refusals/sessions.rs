use serde_json::json;

use super::Answer;
use crate::domain::session_machine::SessionActionError;
use crate::error::ApiError;
use crate::store::sessions::{ActOnSessionError, SESSION, StartSessionError};
use crate::versions::ApiVersion;

/// `shown_id` is the asset as given in the body.
impl Answer for StartSessionError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            StartSessionError::UnknownAsset => ApiError::InvalidValue {
                field: "asset_id".into(),
                message: format!("'{shown_id}' is not an asset of this organization"),
            },
            StartSessionError::NotAssignedToSite => not_assigned("asset", shown_id),
            StartSessionError::AssetBusy { session_id } => ApiError::Conflict {
                message: "The asset already has an open session; stop it first".into(),
                details: json!({
                    "reason": "session_already_open",
                    "asset_id": shown_id,
                    "session_id": version.show_id(&session_id),
                }),
            },
            StartSessionError::AssetNotActive { status } => {
                let status = status.map_or("unknown", |status| status.as_str());
                ApiError::Conflict {
                    message: format!("A session can start only on an active asset; this one is '{status}'"),
                    details: json!({"reason": "asset_not_active", "asset_id": shown_id, "asset_status": status}),
                }
            }
            StartSessionError::EvseOnPlainAsset => ApiError::InvalidValue {
                field: "evse_id".into(),
                message: "only a charging station has EVSEs: leave evse_id out for this asset".into(),
            },
            StartSessionError::NoEvseAvailable => ApiError::Conflict {
                message: "Every EVSE of the charging station has a session or a start in flight".into(),
                details: json!({"reason": "no_evse_available", "asset_id": shown_id}),
            },
            StartSessionError::StartPending { session_id } => ApiError::Conflict {
                message: "Another start is waiting for the charging station's answer; retry in a minute, \
                          or read the session it will be"
                    .into(),
                details: json!({
                    "reason": "start_pending",
                    "asset_id": shown_id,
                    "session_id": version.show_id(&session_id),
                }),
            },
            StartSessionError::AssetChanged => ApiError::Conflict {
                message: "The asset changed while the session was starting; retry".into(),
                details: json!({"reason": "concurrent_modification", "asset_id": shown_id}),
            },
            StartSessionError::Store(error) => error.into(),
        }
    }
}

impl Answer for ActOnSessionError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            ActOnSessionError::Entity(error) => (error, SESSION).answer(shown_id, version),
            ActOnSessionError::NotAssignedToSite => not_assigned(SESSION.resource, shown_id),
            ActOnSessionError::Refused(SessionActionError::InvalidTransition { current, requested }) => {
                ApiError::Conflict {
                    message: format!(
                        "A session that is '{}' cannot {}",
                        current.as_str(),
                        requested.as_str()
                    ),
                    details: json!({
                        "reason": "invalid_session_transition",
                        "resource_type": "session",
                        "resource_id": shown_id,
                        "current_status": current.as_str(),
                        "action": requested.as_str(),
                    }),
                }
            }
            ActOnSessionError::Refused(SessionActionError::EnergyDecreased { current }) => {
                ApiError::InvalidValue {
                    field: "energy_kwh".into(),
                    message: format!(
                        "energy_kwh is the total delivered so far and cannot go down from {}",
                        current.as_decimal()
                    ),
                }
            }
            ActOnSessionError::AssetNotActive => ApiError::Conflict {
                message: "The session's asset is not active; it cannot resume".into(),
                details: json!({"reason": "asset_not_active", "resource_type": "session", "resource_id": shown_id}),
            },
            // Reached only by an action that did not go through the station (commands does).
            ActOnSessionError::OnStation => ApiError::Conflict {
                message: "The session follows a charging station's transaction: the station stops it".into(),
                details: json!({"reason": "station_session", "resource_type": "session", "resource_id": shown_id}),
            },
            ActOnSessionError::EnergyFromStation => ApiError::InvalidValue {
                field: "energy_kwh".into(),
                message:
                    "This session's energy comes from its charging station's meter; leave energy_kwh out"
                        .into(),
            },
            ActOnSessionError::KeptChanging => ApiError::Conflict {
                message: "The session kept changing concurrently; retry".into(),
                details: json!({"reason": "concurrent_modification", "resource_id": shown_id}),
            },
            ActOnSessionError::Store(error) => error.into(),
        }
    }
}

fn not_assigned(resource_type: &'static str, shown_id: &str) -> ApiError {
    super::not_assigned_to_site(resource_type, shown_id)
}
