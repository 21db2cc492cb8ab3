//! Counts DynamoDB operations per API request, so the cost budget can be logged and tested.
//!
//! The pipeline scopes a `CallLog` task-local around each request; an SDK interceptor appends
//! the operation name before the operation is serialized (once per operation, not per retry).
//! Work spawned onto other tasks is not counted. Reads that ask DynamoDB for their consumed
//! capacity add it with `record_capacity`, so `X-Debug` shows what a request cost in units;
//! list Queries also add the index entries they evaluated (`record_read`), the unit of the
//! list read budget.

use aws_sdk_dynamodb::config::interceptors::BeforeSerializationInterceptorContextRef;
use aws_sdk_dynamodb::config::{ConfigBag, Intercept, RuntimeComponents};
use aws_smithy_runtime_api::box_error::BoxError;
use aws_smithy_runtime_api::client::orchestrator::Metadata;
use std::cell::RefCell;
use std::future::Future;

tokio::task_local! {
    static CALLS: RefCell<CallLog>;
}

/// What one request asked of DynamoDB.
#[derive(Debug, Clone, Default)]
pub struct CallLog {
    /// Operation names in the order they were made.
    pub operations: Vec<String>,
    /// Capacity units the reads reported (ReturnConsumedCapacity TOTAL).
    pub read_units: f64,
    /// Index entries the list Queries evaluated (DynamoDB's `ScannedCount`, summed): what the
    /// list read budget counts.
    pub evaluated: u64,
}

/// Runs `work`, returning its output and the DynamoDB operations it made.
pub async fn record_calls<F: Future>(work: F) -> (F::Output, CallLog) {
    CALLS
        .scope(RefCell::new(CallLog::default()), async {
            let output = work.await;
            let calls = CALLS.with(|calls| calls.take());
            (output, calls)
        })
        .await
}

/// Runs `work` and adds its operations to the request's log under `label` (e.g.
/// `rate_limit:UpdateItem`), so a request's own calls and the pipeline's stay apart.
pub async fn record_as<F: Future>(label: &str, work: F) -> F::Output {
    let (output, inner) = record_calls(work).await;
    let _ = CALLS.try_with(|calls| {
        let mut calls = calls.borrow_mut();
        calls.operations.extend(inner.operations.iter().map(|op| format!("{label}:{op}")));
        calls.read_units += inner.read_units;
        calls.evaluated += inner.evaluated;
    });
    output
}

/// Adds the capacity a read reported to the current request's log.
pub fn record_capacity(consumed: Option<&aws_sdk_dynamodb::types::ConsumedCapacity>) {
    let units = consumed.and_then(|c| c.capacity_units()).unwrap_or(0.0);
    let _ = CALLS.try_with(|calls| calls.borrow_mut().read_units += units);
}

/// Adds a Query's capacity and the index entries it evaluated to the current request's log.
pub fn record_read(consumed: Option<&aws_sdk_dynamodb::types::ConsumedCapacity>, evaluated: i32) {
    record_capacity(consumed);
    let entries = u64::try_from(evaluated).unwrap_or(0);
    let _ = CALLS.try_with(|calls| calls.borrow_mut().evaluated += entries);
}

#[derive(Debug)]
pub(super) struct CallCounter;

impl Intercept for CallCounter {
    fn name(&self) -> &'static str {
        "CallCounter"
    }

    fn read_before_serialization(
        &self,
        _context: &BeforeSerializationInterceptorContextRef<'_>,
        _runtime_components: &RuntimeComponents,
        cfg: &mut ConfigBag,
    ) -> Result<(), BoxError> {
        let operation = cfg.load::<Metadata>().map(|m| m.name().to_owned()).unwrap_or_default();
        let _ = CALLS.try_with(|calls| calls.borrow_mut().operations.push(operation));
        Ok(())
    }
}
