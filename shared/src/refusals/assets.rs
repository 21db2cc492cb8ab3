use serde_json::json;

use super::Answer;
use crate::domain::asset::SiteRef;
use crate::domain::asset_changes::AssetChangeError;
use crate::error::ApiError;
use crate::store::assets::{ASSET, AssetWriteError};
use crate::versions::ApiVersion;

impl Answer for AssetWriteError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            AssetWriteError::Entity(error) => (error, ASSET).answer(shown_id, version),
            AssetWriteError::NotAssignedToSite => ApiError::AccessDenied {
                resource_type: ASSET.resource,
                resource_id: shown_id.to_owned(),
                reason: "not_assigned_to_site",
            },
            AssetWriteError::Refused(AssetChangeError::SessionOpen { session_id }) => ApiError::Conflict {
                message: "A charging session is open on this asset; stop it first".into(),
                details: json!({
                    "reason": "session_open",
                    "resource_type": "asset",
                    "resource_id": shown_id,
                    "session_id": version.show_id(&session_id),
                }),
            },
            AssetWriteError::Refused(AssetChangeError::InvalidTransition { current, requested }) => {
                ApiError::Conflict {
                    message: format!(
                        "An asset cannot go from '{}' to '{}'",
                        current.as_str(),
                        requested.as_str()
                    ),
                    details: json!({
                        "reason": "invalid_status_transition",
                        "resource_type": "asset",
                        "resource_id": shown_id,
                        "current_status": current.as_str(),
                        "requested_status": requested.as_str(),
                    }),
                }
            }
            AssetWriteError::UnknownSite { given } => SiteRef { given, id: None }.invalid().into(),
            AssetWriteError::KeptChanging => ApiError::Conflict {
                message: "The asset kept changing concurrently; retry".into(),
                details: json!({"reason": "concurrent_modification", "resource_id": shown_id}),
            },
            AssetWriteError::Store(error) => error.into(),
        }
    }
}
