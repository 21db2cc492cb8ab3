//! Authentication's refusals: the codes the spec gives each credential failure.

use crate::error::ApiError;

/// Signing fails only with a broken key: a fault of the deployment, its cause logged.
impl From<jsonwebtoken::errors::Error> for ApiError {
    fn from(error: jsonwebtoken::errors::Error) -> ApiError {
        ApiError::internal(error)
    }
}
