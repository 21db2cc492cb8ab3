use serde_json::json;

use super::Answer;
use crate::error::ApiError;
use crate::store::webhooks::{CreateWebhookError, MAX_WEBHOOKS};
use crate::versions::ApiVersion;

impl Answer for CreateWebhookError {
    fn answer(self, _: &str, _: &ApiVersion) -> ApiError {
        match self {
            CreateWebhookError::LimitReached => ApiError::Conflict {
                message: format!("An organization has at most {MAX_WEBHOOKS} webhooks"),
                details: json!({"reason": "webhook_limit", "max_webhooks": MAX_WEBHOOKS}),
            },
            CreateWebhookError::Store(error) => error.into(),
        }
    }
}
