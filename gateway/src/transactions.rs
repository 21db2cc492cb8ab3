//! TransactionEvent and Authorize: the seam where sessions and id tokens meet the gateway
//! (docs/ocpp.md, "Station to platform"). Until they are built here, both are answered
//! `NotSupported`; the transport and the other handlers do not change when they are.

use serde_json::Value;

use crate::frame::{CallError, ErrorCode};
use crate::handlers::{Context, Failure};

/// Answers a TransactionEvent or Authorize CALL: the CALLRESULT's payload, or why not (a
/// `CallError` for the station; a `RegistryError` from the store, which `dispatch` answers
/// and, for a replaced connection, closes it on).
pub async fn handle(_context: &Context<'_>, action: &str, _payload: Value) -> Result<Value, Failure> {
    Err(CallError::new(ErrorCode::NotSupported, format!("{action} is not supported yet")).into())
}
