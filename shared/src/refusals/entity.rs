use serde_json::json;

use super::Answer;
use crate::error::ApiError;
use crate::preconditions::etag;
use crate::store::entity::{Entity, EntityError, WriteError};
use crate::versions::ApiVersion;

/// How a client is told that it may not use the item it named `shown_id`.
impl Answer for (EntityError, Entity) {
    fn answer(self, shown_id: &str, _: &ApiVersion) -> ApiError {
        let (error, entity) = self;
        let resource_type = entity.resource;
        let resource_id = shown_id.to_owned();
        match error {
            EntityError::NotFound => ApiError::NotFound { resource_type, resource_id },
            EntityError::OtherOrganization => ApiError::OtherOrganization { resource_type, resource_id },
            EntityError::Gone => ApiError::Gone { resource_type, resource_id },
            EntityError::RevisionMismatch { current } => ApiError::Conflict {
                message: format!(
                    "The {resource_type} changed since the ETag in If-Match was issued; fetch it again"
                ),
                details: json!({
                    "reason": "etag_mismatch",
                    "resource_type": resource_type,
                    "resource_id": resource_id,
                    "current_etag": etag(current),
                }),
            },
        }
    }
}

impl Answer for WriteError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            WriteError::Refused(entity, error) => (error, entity).answer(shown_id, version),
            WriteError::Store(error) => error.into(),
        }
    }
}
