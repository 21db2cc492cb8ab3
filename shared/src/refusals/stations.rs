use serde_json::json;

use super::Answer;
use crate::error::ApiError;
use crate::store::assets::ASSET;
use crate::store::id_tokens::{CreateIdTokenError, DeleteIdTokenError};
use crate::store::stations::{STATION, StationError};
use crate::versions::ApiVersion;

/// A station write or read for the asset the client named `shown_id`.
impl Answer for StationError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            StationError::IdentityTaken(identity) => ApiError::AlreadyExists {
                message: format!("Another asset is the station '{identity}'; identities ignore case"),
                details: json!({"resource_type": STATION.resource, "field": "identity", "identity": identity}),
            },
            StationError::AlreadyAStation => ApiError::Conflict {
                message: "The asset is a station already; delete its station first".into(),
                details: json!({
                    "reason": "already_a_station",
                    "resource_type": ASSET.resource,
                    "resource_id": shown_id,
                }),
            },
            StationError::NotAStation => {
                ApiError::NotFound { resource_type: STATION.resource, resource_id: shown_id.to_owned() }
            }
            StationError::NotAssignedToSite => super::not_assigned_to_site(ASSET.resource, shown_id),
            StationError::SessionOpen { session_id } => ApiError::Conflict {
                message: "A session is open on the station; stop it before removing the station".into(),
                details: json!({
                    "reason": "session_open",
                    "resource_type": ASSET.resource,
                    "resource_id": shown_id,
                    "session_id": version.show_id(&session_id),
                }),
            },
            StationError::Asset(error) => (error, ASSET).answer(shown_id, version),
            StationError::Store(error) => error.into(),
        }
    }
}

/// Listing an id token, told with the token as given (`shown_id`).
impl Answer for CreateIdTokenError {
    fn answer(self, shown_id: &str, _: &ApiVersion) -> ApiError {
        match self {
            CreateIdTokenError::AlreadyListed => ApiError::AlreadyExists {
                message: format!("The id token '{shown_id}' of this type is listed here already"),
                details: json!({"resource_type": "id_token", "field": "id_token", "id_token": shown_id}),
            },
            CreateIdTokenError::UnknownSite => ApiError::InvalidValue {
                field: "site_id".into(),
                message: "site_id is not a site of this organization".into(),
            },
            CreateIdTokenError::Store(error) => error.into(),
        }
    }
}

/// Unlisting an id token, told with its id as given (`shown_id`).
impl Answer for DeleteIdTokenError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            DeleteIdTokenError::NotAssignedToSite => super::not_assigned_to_site("id_token", shown_id),
            DeleteIdTokenError::Write(error) => error.answer(shown_id, version),
        }
    }
}
