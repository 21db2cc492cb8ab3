use super::Answer;
use crate::error::ApiError;
use crate::store::entity::{Entity, EntityError, WriteError};
use crate::versions::ApiVersion;

impl Answer for (EntityError, Entity) {
    fn answer(self, shown_id: &str, _: &ApiVersion) -> ApiError {
        let (error, entity) = self;
        entity.refusal(error, shown_id)
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
