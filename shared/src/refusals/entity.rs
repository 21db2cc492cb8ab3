use super::Answer;
use crate::error::ApiError;
use crate::store::entity::{Entity, EntityError};
use crate::versions::ApiVersion;

impl Answer for (EntityError, Entity) {
    fn answer(self, shown_id: &str, _: &ApiVersion) -> ApiError {
        let (error, entity) = self;
        let resource_type = entity.resource;
        let resource_id = shown_id.to_owned();
        match error {
            EntityError::NotFound => ApiError::NotFound { resource_type, resource_id },
            EntityError::OtherOrganization => ApiError::OtherOrganization { resource_type, resource_id },
            EntityError::Gone => ApiError::Gone { resource_type, resource_id },
        }
    }
}
