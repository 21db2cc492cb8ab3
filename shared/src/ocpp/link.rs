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

use super::control::{BUSY, CALLS_PATH, CallAnswer, CallRequest, Refusal, SIGNATURE_HEADER, TOO_MANY_CALLS};
use super::signature;
use crate::config::Config;
use crate::domain::station::{StationIdentity, StationKey};
use crate::domain::station_command::StationCommand;
use crate::ids::{AssetId, OrgId};
use crate::store::station_item::StationRecord;
use crate::store::{Store, StoreError};

/// Time beyond the call's own timeout for the gateway to answer that it timed out.
const GRACE: Duration = Duration::from_secs(2);

/// The most of an answer read: a CALLRESULT is small.
const MAX_ANSWER: usize = 1 << 20;

/// Why a call did not bring the station's CALLRESULT.
#[derive(Debug)]
pub enum LinkError {
    /// No station has this identity.
    NotStation,
    /// The station holds no connection now (or the gateway no longer has it).
    Offline,
    /// The station did not answer within the timeout.
    Timeout,
    /// The station answered with a CALLERROR.
    CallError {
        code: String,
        description: String,
        details: Value,
    },
    /// The station's organization has as many calls in flight on the gateway task as it may
    /// (`limit`); the call never left. A place is sure to be free in `retry_after` seconds.
    TooManyCalls {
        retry_after: u64,
        limit: u32,
    },
    /// The gateway task takes no more calls now; the call never left.
    Busy {
        retry_after: u64,
    },
    /// The gateway could not be reached, refused the call (a signature it does not accept),
    /// or no secret is configured.
    Unreachable(String),
    Store(StoreError),
}

impl From<StoreError> for LinkError {
    fn from(error: StoreError) -> Self {
        LinkError::Store(error)
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

    /// Sends `action` to the station and waits for its CALLRESULT's payload, within the
    /// configured timeout.
    /// A CALL to the station `identity` that `asset` is: `NotStation` when the identity names
    /// no station or another asset's.
    pub async fn call(
        &self,
        org: OrgId,
        identity: &StationIdentity,
        asset: AssetId,
        command: &StationCommand,
    ) -> Result<Value, LinkError> {
        self.call_within(org, identity, asset, command, self.timeout).await
    }

    pub async fn call_within(
        &self,
        org: OrgId,
        identity: &StationIdentity,
        asset: AssetId,
        command: &StationCommand,
        timeout: Duration,
    ) -> Result<Value, LinkError> {
        let secret =
            self.secret.as_deref().ok_or(LinkError::Unreachable("GATEWAY_SECRET is not set".into()))?;
        let station = self.station(org, identity, asset).await?.ok_or(LinkError::NotStation)?;
        let station_key = station.key().key();
        let (Some(connection_id), Some(gateway)) = (station.connection_id, station.gateway) else {
            return Err(LinkError::Offline);
        };
        let request = CallRequest {
            station_key,
            connection_id,
            org_id: station.org_id,
            command: command.clone(),
            timeout_ms: u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX),
        };
        let body = serde_json::to_vec(&request).map_err(|e| LinkError::Unreachable(e.to_string()))?;
        let signed = signature::sign(secret, crate::time::now_ms() / 1000, &body)
            .ok_or(LinkError::Unreachable("no randomness for the signature's nonce".into()))?;
        let exchange = post(&gateway, body, signed);
        let (status, answer) = match tokio::time::timeout(timeout.saturating_add(GRACE), exchange).await {
            Ok(result) => result?,
            Err(_) => return Err(LinkError::Timeout),
        };
        match status {
            200 => match serde_json::from_slice::<CallAnswer>(&answer) {
                Ok(CallAnswer::Result(payload)) => Ok(payload),
                Ok(CallAnswer::Error(error)) => Err(LinkError::CallError {
                    code: error.code,
                    description: error.description,
                    details: error.details,
                }),
                Err(_) => Err(LinkError::Unreachable("the gateway's answer does not parse".into())),
            },
            404 => Err(LinkError::Offline),
            // Sent, then the connection closed: what the station did is unknown.
            502 => Err(LinkError::Unreachable("the station's connection closed before it answered".into())),
            504 => Err(LinkError::Timeout),
            429 | 503 => Err(refused(status, &answer)),
            other => Err(LinkError::Unreachable(format!("the gateway answered {other}"))),
        }
    }
}

/// The gateway's refusal to take a call now: its organization's bound (429) or its own (503).
fn refused(status: u16, answer: &[u8]) -> LinkError {
    let refusal = serde_json::from_slice::<Refusal>(answer).ok();
    let retry_after = refusal.as_ref().and_then(|r| r.retry_after).unwrap_or(1).max(1);
    match refusal {
        Some(Refusal { reason, limit: Some(limit), .. }) if status == 429 && reason == TOO_MANY_CALLS => {
            LinkError::TooManyCalls { retry_after, limit }
        }
        Some(Refusal { reason, .. }) if status == 503 && reason == BUSY => LinkError::Busy { retry_after },
        _ => LinkError::Unreachable(format!("the gateway answered {status}")),
    }
}

/// One POST to the gateway at `address` (`host:port`): its status and body.
async fn post(address: &str, body: Vec<u8>, signed: String) -> Result<(u16, Bytes), LinkError> {
    let unreachable = |e: &dyn std::fmt::Display| LinkError::Unreachable(format!("gateway {address}: {e}"));
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
        assert!(matches!(refused(429, organization), LinkError::TooManyCalls { retry_after: 7, limit: 16 }));
        let task = br#"{"reason": "busy", "retry_after": 3}"#;
        assert!(matches!(refused(503, task), LinkError::Busy { retry_after: 3 }));
        assert!(matches!(refused(503, b"not json"), LinkError::Unreachable(_)));
        assert!(matches!(refused(429, task), LinkError::Unreachable(_)));
    }

    #[test]
    fn a_refusal_without_a_usable_wait_says_one_second() {
        let zero = br#"{"reason": "busy", "retry_after": 0}"#;
        assert!(matches!(refused(503, zero), LinkError::Busy { retry_after: 1 }));
        assert!(matches!(refused(503, br#"{"reason": "busy"}"#), LinkError::Busy { retry_after: 1 }));
    }
}
