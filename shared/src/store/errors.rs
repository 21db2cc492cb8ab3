//! The store's failures, with SDK errors classified so no AWS text reaches a client.

use aws_sdk_dynamodb::error::{ProvideErrorMetadata, SdkError};

/// A store failure: either a condition the caller asked about, or an infrastructure fault. The
/// faults carry a cause for the log only.
pub enum StoreError {
    /// A transaction was cancelled; one entry per action, the old item where returned.
    TransactionCancelled(Vec<(String, Option<super::Item>)>),
    /// A stored item that does not parse as its record type (a fault: logged, answered 500).
    Corrupt(String),
    /// A create's idempotency claim was taken over after it lapsed: answered as a request in
    /// flight, so the create is not committed twice.
    ClaimLost,
    Unavailable(String),
    Timeout(String),
    Upstream(String),
    Internal(String),
}

impl StoreError {
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        StoreError::Internal(cause.to_string())
    }

    /// When the transaction action at `index` failed its condition: the item as it was
    /// (`None` if there was none). Any other failure is returned as it is.
    pub fn refused_at(self, index: usize) -> Result<Option<super::Item>, StoreError> {
        match self {
            StoreError::TransactionCancelled(reasons) if super::entity::failed_at(&reasons, index) => {
                Ok(reasons.into_iter().nth(index).and_then(|(_, item)| item))
            }
            other => Err(other),
        }
    }
}

/// Logged as its text: a cancelled transaction's old items (a stored reply may hold a secret
/// shown once) never reach a log line.
impl std::fmt::Debug for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self, f)
    }
}

/// The log's text of a failure (never a client's).
impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::TransactionCancelled(reasons) => {
                let codes: Vec<&str> = reasons.iter().map(|r| r.0.as_str()).collect();
                write!(f, "transaction cancelled: {}", codes.join(", "))
            }
            StoreError::Corrupt(cause) => write!(f, "corrupt stored item: {cause}"),
            StoreError::ClaimLost => f.write_str("idempotency claim lost"),
            StoreError::Unavailable(cause)
            | StoreError::Timeout(cause)
            | StoreError::Upstream(cause)
            | StoreError::Internal(cause) => f.write_str(cause),
        }
    }
}

/// An operation's error wraps the failures below it: `from_errors!(StoreError => X::Store)`.
macro_rules! from_errors {
    ($($from:ty => $into:ident::$variant:ident),* $(,)?) => {$(
        impl From<$from> for $into {
            fn from(error: $from) -> Self {
                $into::$variant(error)
            }
        }
    )*};
}
pub(super) use from_errors;

/// A conditional write's failure: the item as it was (when the write asked for it) if its
/// condition failed, else the failure classified by `fail`.
pub(super) fn refused<E, R>(error: SdkError<E, R>) -> Result<Option<super::Item>, StoreError>
where
    E: ProvideErrorMetadata + std::error::Error + Into<aws_sdk_dynamodb::Error> + 'static,
    R: std::fmt::Debug,
{
    match error {
        SdkError::ServiceError(e) if e.err().code() == Some("ConditionalCheckFailedException") => {
            match e.into_err().into() {
                aws_sdk_dynamodb::Error::ConditionalCheckFailedException(failed) => Ok(failed.item),
                other => Err(StoreError::internal(other)),
            }
        }
        other => Err(fail(other)),
    }
}

/// Classifies an SDK error: throttling is Unavailable, a failing or unreachable service
/// Upstream; the AWS text is the cause.
pub(super) fn fail<E, R>(error: SdkError<E, R>) -> StoreError
where
    E: ProvideErrorMetadata + std::error::Error + 'static,
    R: std::fmt::Debug,
{
    let cause = format!("{}", aws_sdk_dynamodb::error::DisplayErrorContext(&error));
    match &error {
        SdkError::TimeoutError(_) => StoreError::Timeout(cause),
        SdkError::DispatchFailure(_) | SdkError::ResponseError(_) => StoreError::Upstream(cause),
        SdkError::ServiceError(service) => match service.err().code() {
            Some(
                "ProvisionedThroughputExceededException"
                | "ThrottlingException"
                | "RequestLimitExceeded"
                | "LimitExceededException",
            ) => StoreError::Unavailable(cause),
            Some("InternalServerError" | "ServiceUnavailable") => StoreError::Upstream(cause),
            _ => StoreError::Internal(cause),
        },
        _ => StoreError::Internal(cause),
    }
}
