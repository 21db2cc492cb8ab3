//! Authentication's refusals: the code the spec gives each credential failure (the pipeline
//! adds `WWW-Authenticate` to a 401).

use crate::auth::AuthError;
use crate::error::ApiError;

impl From<AuthError> for ApiError {
    fn from(error: AuthError) -> ApiError {
        match error {
            AuthError::MissingCredential => ApiError::MissingAuth,
            AuthError::TwoCredentials => ApiError::invalid_parameter(
                "Authorization",
                "send one credential: either a bearer token or an API key",
            ),
            AuthError::InvalidToken => ApiError::InvalidToken,
            AuthError::TokenExpired => ApiError::TokenExpired,
            AuthError::InvalidApiKey => ApiError::InvalidApiKey,
            AuthError::ApiKeyExpired => ApiError::ApiKeyExpired,
            AuthError::IpNotAllowed => ApiError::IpNotAllowed,
            AuthError::Suspended => ApiError::AccountSuspended,
            AuthError::Store(error) => error.into(),
        }
    }
}

/// Signing fails only with a broken key: a fault of the deployment, its cause logged.
impl From<jsonwebtoken::errors::Error> for ApiError {
    fn from(error: jsonwebtoken::errors::Error) -> ApiError {
        ApiError::internal(error)
    }
}
