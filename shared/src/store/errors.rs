//! Maps SDK failures to API errors without leaking AWS text to clients.

use aws_sdk_dynamodb::error::{ProvideErrorMetadata, SdkError};

use crate::error::ApiError;

/// A store failure: either a condition the caller asked about, or an infrastructure fault.
#[derive(Debug)]
pub enum StoreError {
    /// A condition expression failed; carries the old item when DynamoDB returned it.
    ConditionFailed(Option<super::Item>),
    /// A transaction was cancelled; one entry per action, the old item where returned.
    TransactionCancelled(Vec<(String, Option<super::Item>)>),
    /// A stored item that does not parse as its record type (a fault: logged, answered 500).
    Corrupt(String),
    Api(ApiError),
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> ApiError {
        match error {
            StoreError::Api(api) => api,
            StoreError::Corrupt(cause) => ApiError::internal(format!("corrupt stored item: {cause}")),
            StoreError::ConditionFailed(_) => ApiError::Conflict {
                message: "The resource changed concurrently; retry".into(),
                details: serde_json::Value::Null,
            },
            StoreError::TransactionCancelled(reasons) => ApiError::Conflict {
                message: "The resource changed concurrently; retry".into(),
                details: serde_json::json!({"reasons": reasons.iter().map(|r| &r.0).collect::<Vec<_>>()}),
            },
        }
    }
}

/// Classifies an SDK error: throttling is 503, timeouts 504, a failing or unreachable service
/// 502, anything else 500. The AWS text goes only into the log-only cause.
pub fn classify<E, R>(error: &SdkError<E, R>) -> ApiError
where
    E: ProvideErrorMetadata + std::error::Error + 'static,
    R: std::fmt::Debug,
{
    let cause = format!("{}", aws_sdk_dynamodb::error::DisplayErrorContext(error));
    match error {
        SdkError::TimeoutError(_) => ApiError::Timeout { cause },
        SdkError::DispatchFailure(_) | SdkError::ResponseError(_) => ApiError::Upstream { cause },
        SdkError::ServiceError(service) => match service.err().code() {
            Some(
                "ProvisionedThroughputExceededException"
                | "ThrottlingException"
                | "RequestLimitExceeded"
                | "LimitExceededException",
            ) => ApiError::Unavailable { cause },
            Some("InternalServerError" | "ServiceUnavailable") => ApiError::Upstream { cause },
            _ => ApiError::Internal { cause },
        },
        _ => ApiError::Internal { cause },
    }
}

pub(super) fn fail<E, R>(error: SdkError<E, R>) -> StoreError
where
    E: ProvideErrorMetadata + std::error::Error + 'static,
    R: std::fmt::Debug,
{
    StoreError::Api(classify(&error))
}
