//! The gateway's control endpoint, `POST /v1/calls`: what the REST functions send and what
//! the gateway answers (docs/ocpp.md, "The control endpoint").

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use crate::domain::station_command::StationCommand;
use crate::ids::OrgId;

pub const CALLS_PATH: &str = "/v1/calls";

/// `t=<unix seconds>,n=<hex nonce>,v1=<hex HMAC-SHA256(GATEWAY_SECRET, "<t>.<n>.<body>")>`
/// (`signature`).
pub const SIGNATURE_HEADER: &str = "x-gateway-signature";

/// A CALL for the station holding connection `connection_id`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CallRequest {
    /// The station item's key (`StationKey::key`): how the gateway task knows the connection.
    /// Named `identity` by functions of two releases before (its lower case is the key of a
    /// station made then). The gateway also takes a call of the release before (an `action`
    /// and a 2.0.1 `payload`), so it is deployed first (docs/ocpp.md, "The control endpoint").
    #[serde(alias = "identity")]
    pub station_key: String,
    pub connection_id: String,
    /// The station's organization (the registry item's): the calls in flight are bounded
    /// per organization (`gateway::in_flight`).
    #[serde(with = "org_text")]
    pub org_id: OrgId,
    /// What the station is asked, in no version's terms: the gateway says it in the
    /// connection's (`gateway::commands`).
    pub command: StationCommand,
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

/// A refusal's body (404 `not_connected`, 504 `timeout`, 429 `too_many_calls`, 503 `busy`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Refusal {
    pub reason: String,
    /// 429 and 503: seconds until a place is sure to be free (also the `Retry-After` header).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retry_after: Option<u64>,
    /// 429: the organization's calls in flight the task allows at once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
}

impl Refusal {
    pub fn because(reason: &str) -> Refusal {
        Refusal { reason: reason.to_owned(), retry_after: None, limit: None }
    }
}

pub const NOT_CONNECTED: &str = "not_connected";
/// 502: the connection closed after the CALL went out, before the station answered.
pub const CLOSED: &str = "closed";
/// `details` flag of the CALLERROR the gateway answers for a station's CALLRESULT that does not
/// fit its action's response schema (not a CALLERROR the station sent).
pub const MALFORMED_RESULT: &str = "malformed_result";

/// The gateway's mark on a command the station's OCPP version cannot say: nothing was sent.
pub const UNSAYABLE: &str = "unsayable";
pub const TIMEOUT: &str = "timeout";
/// 429: the organization has as many calls in flight on this task as it may; the call never
/// left.
pub const TOO_MANY_CALLS: &str = "too_many_calls";
/// 503: the task takes no more calls now (its calls in flight, or the signatures it must
/// remember, are at their bound); the call never left.
pub const BUSY: &str = "busy";

/// An organization id on the wire: its UUID.
mod org_text {
    use super::*;

    pub fn serialize<S: Serializer>(org: &OrgId, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&org.uuid().to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<OrgId, D::Error> {
        let text = String::deserialize(d)?;
        OrgId::parse(&text).ok_or_else(|| serde::de::Error::custom("not an organization id"))
    }
}
