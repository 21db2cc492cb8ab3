//! Which failed counter writes the SDK may try again: only those DynamoDB refused before
//! applying anything (throttling: the table's, the account's or a hot partition's, and all of a
//! credential's counters share one partition). A timeout, a 5xx or an I/O error may follow a
//! write DynamoDB applied, and a counter write's negative ADDs (a report, a give-back) applied
//! twice would under-count, so those fail at once (the request is then served uncounted).

use std::marker::PhantomData;

use aws_sdk_dynamodb::config::retry::{ClassifyRetry, RetryAction};
use aws_sdk_dynamodb::error::ProvideErrorMetadata;
use aws_smithy_runtime_api::client::interceptors::context::InterceptorContext;
use aws_smithy_runtime_api::client::retries::classifiers::RetryClassifierPriority;

/// DynamoDB's error codes for a request it throttled: never applied.
const REFUSED_UNAPPLIED: [&str; 3] =
    ["ThrottlingException", "ProvisionedThroughputExceededException", "RequestLimitExceeded"];

/// Runs after the SDK's own classifiers and has the last word: retry a throttled write, forbid
/// retrying anything else.
pub struct ThrottlingOnly<E>(PhantomData<fn() -> E>);

impl<E> ThrottlingOnly<E> {
    pub fn new() -> ThrottlingOnly<E> {
        ThrottlingOnly(PhantomData)
    }
}

impl<E> Default for ThrottlingOnly<E> {
    fn default() -> ThrottlingOnly<E> {
        ThrottlingOnly::new()
    }
}

impl<E> std::fmt::Debug for ThrottlingOnly<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ThrottlingOnly")
    }
}

impl<E> ClassifyRetry for ThrottlingOnly<E>
where
    E: std::error::Error + ProvideErrorMetadata + Send + Sync + 'static,
{
    fn classify_retry(&self, ctx: &InterceptorContext) -> RetryAction {
        let Some(Err(error)) = ctx.output_or_error() else { return RetryAction::NoActionIndicated };
        let code = error.as_operation_error().and_then(|e| e.downcast_ref::<E>()).and_then(|e| e.code());
        match code {
            Some(code) if REFUSED_UNAPPLIED.contains(&code) => RetryAction::throttling_error(),
            _ => RetryAction::RetryForbidden,
        }
    }

    fn name(&self) -> &'static str {
        "throttling only"
    }

    fn priority(&self) -> RetryClassifierPriority {
        RetryClassifierPriority::run_after(RetryClassifierPriority::transient_error_classifier())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use aws_sdk_dynamodb::error::ErrorMetadata;
    use aws_sdk_dynamodb::operation::update_item::UpdateItemError;
    use aws_smithy_runtime_api::client::interceptors::context::{Error, Input};
    use aws_smithy_runtime_api::client::orchestrator::OrchestratorError;

    fn classify(error: OrchestratorError<Error>) -> RetryAction {
        let mut ctx = InterceptorContext::new(Input::erase(()));
        ctx.set_output_or_error(Err(error));
        ThrottlingOnly::<UpdateItemError>::new().classify_retry(&ctx)
    }

    fn coded(code: &str) -> OrchestratorError<Error> {
        let error = UpdateItemError::generic(ErrorMetadata::builder().code(code).build());
        OrchestratorError::operation(Error::erase(error))
    }

    #[test]
    fn only_a_throttled_write_is_tried_again() {
        for code in REFUSED_UNAPPLIED {
            assert_eq!(classify(coded(code)), RetryAction::throttling_error(), "{code}");
        }
        for code in ["InternalServerError", "ServiceUnavailable", "RequestTimeout", "ValidationException"] {
            assert_eq!(classify(coded(code)), RetryAction::RetryForbidden, "{code}");
        }
        assert_eq!(classify(OrchestratorError::timeout("slow".into())), RetryAction::RetryForbidden);
        assert_eq!(classify(OrchestratorError::response("cut off".into())), RetryAction::RetryForbidden);
        assert_eq!(classify(OrchestratorError::other("io")), RetryAction::RetryForbidden);
    }
}
