use serde_json::json;

use super::Answer;
use crate::error::ApiError;
use crate::store::sites::{SITE, SiteWriteError};
use crate::versions::ApiVersion;

impl Answer for SiteWriteError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            SiteWriteError::Entity(error) => (error, SITE).answer(shown_id, version),
            SiteWriteError::HasAssets { count } => ApiError::Conflict {
                message: format!(
                    "The site still has {count} asset(s); delete or move them before deleting the site"
                ),
                details: json!({
                    "reason": "site_has_assets",
                    "resource_type": "site",
                    "resource_id": shown_id,
                    "asset_count": count,
                }),
            },
            SiteWriteError::Store(error) => error.into(),
        }
    }
}
