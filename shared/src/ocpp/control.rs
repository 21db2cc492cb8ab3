//! The gateway's control endpoint, `POST /v1/calls`: what the REST functions send and what
//! the gateway answers (docs/ocpp.md, "The control endpoint").

use serde::{Deserialize, Serialize};
use serde_json::Value;

pub const CALLS_PATH: &str = "/v1/calls";

/// `t=<unix seconds>,v1=<hex HMAC-SHA256(GATEWAY_SECRET, "<t>.<body>")>`.
pub const SIGNATURE_HEADER: &str = "x-gateway-signature";

/// A CALL for the station holding connection `connection_id`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CallRequest {
    /// As the registry item names it (any case).
    pub identity: String,
    pub connection_id: String,
    pub action: String,
    pub payload: Value,
    /// How long the caller waits, its turn behind another call included.
    pub timeout_ms: u64,
}

/// A 200 answer: the station's CALLRESULT payload or its CALLERROR.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CallAnswer {
    Result(Value),
    Error(CallErrorBody),
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct CallErrorBody {
    pub code: String,
    pub description: String,
    #[serde(default)]
    pub details: Value,
}

/// A refusal's body (404 `not_connected`, 504 `timeout`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Refusal {
    pub reason: String,
}

pub const NOT_CONNECTED: &str = "not_connected";
/// 502: the connection closed after the CALL went out, before the station answered.
pub const CLOSED: &str = "closed";
/// `details` flag of the CALLERROR the gateway answers for a station's CALLRESULT that does not
/// fit its action's response schema (not a CALLERROR the station sent).
pub const MALFORMED_RESULT: &str = "malformed_result";
pub const TIMEOUT: &str = "timeout";
