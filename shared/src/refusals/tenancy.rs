//! The operator tools' token minting: its failures are faults of their arguments or of the
//! deployment, logged with their cause.

use crate::error::ApiError;
use crate::tenancy::TenancyError;

impl From<TenancyError> for ApiError {
    fn from(error: TenancyError) -> ApiError {
        match error {
            TenancyError::Invalid(what) => ApiError::internal(format!("access_token: not a valid {what}")),
            TenancyError::Signing(error) => error.into(),
        }
    }
}
