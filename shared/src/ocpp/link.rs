//! The REST functions' way to a connected station: the registry item names the gateway task
//! holding its connection; the call goes to that task's control endpoint, signed, and waits
//! for the station's answer (bounded). Hyper's HTTP/1 client over one TCP connection per
//! call, so a function links no further HTTP stack.

use std::time::Duration;

use http_body_util::{BodyExt, Full, Limited};
use hyper::body::Bytes;
use hyper_util::rt::TokioIo;
use serde_json::Value;
use tokio::net::TcpStream;

use super::control::{
    BUSY, CALLS_PATH, CallAnswer, CallRequest, MALFORMED_RESULT, Refusal, SIGNATURE_HEADER, TOO_MANY_CALLS,
    UNSAYABLE,
};
use super::signature;
use crate::config::Config;
use crate::domain::station::{StationIdentity, StationKey};
use crate::domain::station_command::{PushedPassword, StationCommand};
use crate::ids::{AssetId, OrgId};
use crate::store::station_item::StationRecord;
use crate::store::{Store, StoreError};

/// Time beyond the call's own timeout for the gateway to answer that it timed out.
const GRACE: Duration = Duration::from_secs(2);

/// The most of an answer read: a CALLRESULT is small.
const MAX_ANSWER: usize = 1 << 20;

/// Why a call to a station did not bring its CALLRESULT: the one error of a station call, from
/// the link to the API's answer (`refusals::station_calls`) and the runs' results (`reason`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkFailure {
    /// No gateway holds a connection of the station now (or the identity names no station of
    /// this asset).
    Offline,
    /// The station did not answer within the time limit.
    Timeout,
    /// The station answered a CALLERROR (its code and description, bounded by the gateway).
    CallError { code: String, description: String },
    /// The organization has as many calls in flight on the station's gateway task as it may
    /// (`limit`): the CALL never left; a place is sure to be free in `retry_after` seconds.
    TooManyCalls { retry_after: u64, limit: u32 },
    /// The gateway task takes no more calls now: the CALL never left.
    Busy { retry_after: u64 },
    /// The gateway named by the registry could not be reached, refused the call (a signature
    /// it does not accept) or answered nonsense, or no secret is configured; the cause is for
    /// the log only.
    Unreachable(String),
    /// The station answered, but not in its action's response schema (the gateway's check).
    Malformed,
    /// The station's OCPP version cannot be asked this (a 1.6 reset on idle): nothing was sent.
    Unsupported,
    /// The registry could not be read (`transient`: the store was unavailable or slow); the
    /// cause is for the log only.
    Store { transient: bool, cause: String },
}

impl From<StoreError> for LinkFailure {
    fn from(error: StoreError) -> Self {
        let transient = matches!(error, StoreError::Unavailable(_) | StoreError::Timeout(_));
        LinkFailure::Store { transient, cause: error.to_string() }
    }
}

impl LinkFailure {
    /// The word run results and events use.
    pub fn reason(&self) -> &'static str {
        match self {
            LinkFailure::Offline => "station_offline",
            LinkFailure::Timeout => "timeout",
            LinkFailure::CallError { .. } => "call_error",
            LinkFailure::TooManyCalls { .. } => "too_many_station_calls",
            LinkFailure::Busy { .. } => "gateway_busy",
            LinkFailure::Unreachable(_) => "gateway_unreachable",
            LinkFailure::Malformed => "malformed_answer",
            LinkFailure::Unsupported => "station_unsupported",
            LinkFailure::Store { .. } => "internal_error",
        }
    }
}

/// Calls stations through the gateway.
#[derive(Clone)]
pub struct Link {
    store: Store,
    secret: Option<Vec<u8>>,
    timeout: Duration,
}

impl Link {
    pub fn new(config: &Config, store: Store) -> Link {
        Link { store, secret: config.gateway_secret.clone(), timeout: config.ocpp_call_timeout }
    }

    /// The gateway's own link (its load management's limits reach every task's stations, its
    /// own included, through the control endpoint), signed with its `secret`.
    pub fn of_gateway(store: Store, secret: Vec<u8>, timeout: Duration) -> Link {
        Link { store, secret: Some(secret), timeout }
    }

    /// The station `identity` of `org` that `asset` is: in the organization's namespace, or
    /// else one made before identities were per organization (one more read, for those only).
    async fn station(
        &self,
        org: OrgId,
        identity: &StationIdentity,
        asset: AssetId,
    ) -> Result<Option<StationRecord>, StoreError> {
        let ours = |station: &StationRecord| station.asset_id == asset && station.org_id == org;
        let in_org = self.store.station(&StationKey::in_org(org, identity.as_str()).key()).await?;
        if in_org.as_ref().is_some_and(ours) {
            return Ok(in_org);
        }
        let older = self.store.station(&StationKey::deployment_wide(identity.as_str()).key()).await?;
        Ok(older.filter(ours))
    }

    /// Sends `command` to the station `identity` of `org` that `asset` is, and waits for its
    /// CALLRESULT's payload within the configured timeout: `Offline` when the identity names no
    /// station of this asset or it holds no connection now.
    pub async fn call(
        &self,
        org: OrgId,
        identity: &StationIdentity,
        asset: AssetId,
        command: &StationCommand,
    ) -> Result<Value, LinkFailure> {
        self.call_within(org, identity, asset, command, self.timeout).await
    }

    pub async fn call_within(
        &self,
        org: OrgId,
        identity: &StationIdentity,
        asset: AssetId,
        command: &StationCommand,
        timeout: Duration,
    ) -> Result<Value, LinkFailure> {
        let secret =
            self.secret.as_deref().ok_or(LinkFailure::Unreachable("GATEWAY_SECRET is not set".into()))?;
        let station = self.station(org, identity, asset).await?.ok_or(LinkFailure::Offline)?;
        let station_key = station.key().key();
        let (Some(connection_id), Some(gateway)) = (station.connection_id, station.gateway) else {
            return Err(LinkFailure::Offline);
        };
        // A pushed password crosses sealed (`sealed`): the endpoint is signed, not encrypted.
        let command = match command {
            StationCommand::SetPassword { password } => {
                let sealed = super::sealed::seal(secret, &password.0, &station_key, &connection_id)
                    .ok_or(LinkFailure::Unreachable("no randomness to seal the password".into()))?;
                StationCommand::SetPassword { password: PushedPassword(sealed) }
            }
            other => other.clone(),
        };
        let request = CallRequest {
            station_key,
            connection_id,
            org_id: station.org_id,
            command,
            timeout_ms: u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX),
        };
        let body = serde_json::to_vec(&request).map_err(|e| LinkFailure::Unreachable(e.to_string()))?;
        let signed = signature::sign(secret, crate::time::now_ms() / 1000, &body)
            .ok_or(LinkFailure::Unreachable("no randomness for the signature's nonce".into()))?;
        let exchange = post(&gateway, body, signed);
        let (status, answer) = match tokio::time::timeout(timeout.saturating_add(GRACE), exchange).await {
            Ok(result) => result?,
            Err(_) => return Err(LinkFailure::Timeout),
        };
        match status {
            200 => match serde_json::from_slice::<CallAnswer>(&answer) {
                Ok(CallAnswer::Result(payload)) => Ok(payload),
                Ok(CallAnswer::Error(error)) if error.details[MALFORMED_RESULT] == true => {
                    Err(LinkFailure::Malformed)
                }
                Ok(CallAnswer::Error(error)) if error.details[UNSAYABLE] == true => {
                    Err(LinkFailure::Unsupported)
                }
                Ok(CallAnswer::Error(error)) => {
                    Err(LinkFailure::CallError { code: error.code, description: error.description })
                }
                Err(_) => Err(LinkFailure::Unreachable("the gateway's answer does not parse".into())),
            },
            404 => Err(LinkFailure::Offline),
            // Sent, then the connection closed: what the station did is unknown.
            502 => Err(LinkFailure::Unreachable("the station's connection closed before it answered".into())),
            504 => Err(LinkFailure::Timeout),
            429 | 503 => Err(refused(status, &answer)),
            other => Err(LinkFailure::Unreachable(format!("the gateway answered {other}"))),
        }
    }
}

/// The gateway's refusal to take a call now: its organization's bound (429) or its own (503).
fn refused(status: u16, answer: &[u8]) -> LinkFailure {
    let refusal = serde_json::from_slice::<Refusal>(answer).ok();
    let retry_after = refusal.as_ref().and_then(|r| r.retry_after).unwrap_or(1).max(1);
    match refusal {
        Some(Refusal { reason, limit: Some(limit), .. }) if status == 429 && reason == TOO_MANY_CALLS => {
            LinkFailure::TooManyCalls { retry_after, limit }
        }
        Some(Refusal { reason, .. }) if status == 503 && reason == BUSY => LinkFailure::Busy { retry_after },
        _ => LinkFailure::Unreachable(format!("the gateway answered {status}")),
    }
}

/// One POST to the gateway at `address` (`host:port`): its status and body.
async fn post(address: &str, body: Vec<u8>, signed: String) -> Result<(u16, Bytes), LinkFailure> {
    let unreachable = |e: &dyn std::fmt::Display| LinkFailure::Unreachable(format!("gateway {address}: {e}"));
    let stream = TcpStream::connect(address).await.map_err(|e| unreachable(&e))?;
    let _ = stream.set_nodelay(true);
    let (mut sender, connection) =
        hyper::client::conn::http1::handshake(TokioIo::new(stream)).await.map_err(|e| unreachable(&e))?;
    // Drives the connection until the exchange ends (the sender is dropped).
    tokio::spawn(connection);
    let request = hyper::Request::post(CALLS_PATH)
        .header(hyper::header::HOST, address)
        .header(hyper::header::CONTENT_TYPE, "application/json")
        .header(SIGNATURE_HEADER, signed)
        .body(Full::new(Bytes::from(body)))
        .map_err(|e| unreachable(&e))?;
    let response = sender.send_request(request).await.map_err(|e| unreachable(&e))?;
    let status = response.status().as_u16();
    let answer =
        Limited::new(response.into_body(), MAX_ANSWER).collect().await.map_err(|e| unreachable(&e))?;
    Ok((status, answer.to_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gateways_bounds_are_told_apart_from_other_refusals() {
        let organization = br#"{"reason": "too_many_calls", "limit": 16, "retry_after": 7}"#;
        assert!(matches!(
            refused(429, organization),
            LinkFailure::TooManyCalls { retry_after: 7, limit: 16 }
        ));
        let task = br#"{"reason": "busy", "retry_after": 3}"#;
        assert!(matches!(refused(503, task), LinkFailure::Busy { retry_after: 3 }));
        assert!(matches!(refused(503, b"not json"), LinkFailure::Unreachable(_)));
        assert!(matches!(refused(429, task), LinkFailure::Unreachable(_)));
    }

    #[test]
    fn a_refusal_without_a_usable_wait_says_one_second() {
        let zero = br#"{"reason": "busy", "retry_after": 0}"#;
        assert!(matches!(refused(503, zero), LinkFailure::Busy { retry_after: 1 }));
        assert!(matches!(refused(503, br#"{"reason": "busy"}"#), LinkFailure::Busy { retry_after: 1 }));
    }
}
