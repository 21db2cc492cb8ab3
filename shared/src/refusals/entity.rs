use super::Answer;
use crate::error::ApiError;
use crate::store::entity::{Entity, EntityError};
use crate::versions::ApiVersion;

impl Answer for (EntityError, Entity) {
    fn answer(self, shown_id: &str, _: &ApiVersion) -> ApiError {
        let (error, entity) = self;
        entity.refusal(error, shown_id)
    }
}
