//! TransactionEvent and Authorize: the seam where sessions and id tokens meet the gateway
//! (docs/ocpp.md, "Station to platform"). Until they are built here, both are answered
//! `NotSupported`; the transport and the other handlers do not change when they are.

use serde_json::Value;

use crate::frame::{CallError, ErrorCode};
use crate::handlers::Context;

/// Answers a TransactionEvent or Authorize CALL.
pub async fn handle(_context: &Context<'_>, action: &str, _payload: Value) -> Result<Value, CallError> {
    Err(CallError::new(ErrorCode::NotSupported, format!("{action} is not supported yet")))
}
