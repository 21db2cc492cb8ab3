//! A credential's restrictions, refused: how the API tells a client its credential cannot
//! grant what it asked.

use crate::error::ApiError;
use crate::restrictions::RestrictionError;

impl From<RestrictionError> for ApiError {
    /// As the API keys route answers: a limit asked for wider than the caller's is a field
    /// error; scopes beyond the caller's are a permission it lacks; a limit that cannot be
    /// carried is a refusal.
    fn from(error: RestrictionError) -> ApiError {
        match error {
            RestrictionError::ExpiresLater => ApiError::field(
                "expires_at",
                "must be no later than the expiry of the credential making this request",
            ),
            RestrictionError::IpsOutside => ApiError::field(
                "allowed_ips",
                "must lie within the allowed_ips of the credential making this request",
            ),
            RestrictionError::ScopesBeyond { beyond, held } => ApiError::InsufficientPermissions {
                required: beyond.names().into_iter().map(str::to_owned).collect(),
                granted: held,
            },
            RestrictionError::CannotCarry(limit) => ApiError::RestrictedCredential { limit: limit.name() },
        }
    }
}
