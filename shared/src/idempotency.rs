//! `Idempotency-Key` on creating POSTs. A key is scoped to the credential (an API key, or for
//! access tokens the member) and the endpoint (method, route, major version) and kept 24
//! hours. The first request claims the key; a retry with the same body replays the stored
//! response; the same key with another body is 422; a retry while the first is still running
//! is 409. Only successful responses are remembered (see docs/decisions.md for failures).
//!
//! A create handler renders its response before writing and passes `Ctx::idempotency_record`
//! to the store, which writes the record in the create's own transaction: the resource exists
//! exactly when its response is recorded, whatever fails afterwards.

use http::{HeaderName, Method};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::principal::{Credential, Principal};
use crate::versions::ApiVersion;

pub const HEADER: &str = "idempotency-key";
/// How long a key is remembered.
pub const KEEP_SECS: i64 = 24 * 3600;
/// How long a claim blocks retries (409) before it counts as abandoned: longer than the
/// longest a request can run behind API Gateway (29 s).
pub const LOCK_MS: i64 = 30_000;
const KEY_MAX: usize = 255;
/// The response headers a replay repeats.
pub const REPLAYED_HEADERS: [HeaderName; 3] =
    [http::header::LOCATION, http::header::ETAG, http::header::LINK];

/// A claim on a key: what the store records for it.
#[derive(Debug)]
pub struct Claim {
    /// SHA-256 of scope and key: the record's id. The key itself is not stored.
    pub id: String,
    /// SHA-256 of the canonical request body.
    pub fingerprint: String,
    /// Random token: only the claimant may complete or release.
    pub lock: String,
    /// Set once the response was recorded inside the handler's own transaction.
    recorded: AtomicBool,
}

/// A response to record under a claim, in the transaction that creates the resource.
#[derive(Debug)]
pub struct Record {
    pub claim: Arc<Claim>,
    pub reply: StoredReply,
}

impl Record {
    /// Called by the store once the transaction holding the record committed.
    pub fn mark_written(&self) {
        self.claim.recorded.store(true, Ordering::Release);
    }
}

/// An `Idempotency-Key` header that is not 1-255 visible ASCII characters.
#[derive(Debug)]
pub struct InvalidKey;

/// What the store says about a claim attempt.
pub enum Claimed {
    /// The key is ours: run the request.
    Fresh,
    /// The key already holds this stored response.
    Replay(StoredReply),
    /// The same key was used with another body.
    Mismatch,
    /// The first request with this key is still running.
    InFlight,
}

impl Claim {
    /// Reads the header; `None` when the request has none. A key is 1-255 visible ASCII
    /// characters (a UUID is the usual choice).
    pub fn from_request(
        headers: &http::HeaderMap,
        principal: &Principal,
        method: &Method,
        route: &str,
        version: &ApiVersion,
        body: &[u8],
    ) -> Result<Option<Claim>, InvalidKey> {
        let Some(value) = headers.get(HEADER) else { return Ok(None) };
        let key = value
            .to_str()
            .ok()
            .filter(|k| !k.is_empty() && k.len() <= KEY_MAX && k.bytes().all(|b| b.is_ascii_graphic()))
            .ok_or(InvalidKey)?;
        let credential = match &principal.credential {
            Credential::ApiKey { id, .. } => format!("key:{}", id.uuid()),
            Credential::Token { .. } => format!("member:{}", principal.member_id.uuid()),
        };
        let endpoint = format!("{method} {route} {}", version.major.name());
        Ok(Some(Claim::new(&principal.org_id.uuid().to_string(), &credential, &endpoint, key, body)))
    }

    /// A claim on `key` for one credential (`key:<uuid>` or `member:<uuid>`) and endpoint
    /// (`POST /inventory-service/assets v1`).
    pub fn new(org: &str, credential: &str, endpoint: &str, key: &str, body: &[u8]) -> Claim {
        let scope = format!("{org}\n{credential}\n{endpoint}\n{key}");
        Claim {
            id: hex(&Sha256::digest(scope)),
            fingerprint: fingerprint(body),
            lock: lock_token(),
            recorded: AtomicBool::new(false),
        }
    }

    /// Whether the handler's transaction already recorded the response.
    pub fn recorded(&self) -> bool {
        self.recorded.load(Ordering::Acquire)
    }
}

/// The body's identity: JSON is compared as data (key order and whitespace do not matter),
/// anything else byte for byte.
fn fingerprint(body: &[u8]) -> String {
    let canonical = serde_json::from_slice::<Value>(body)
        .ok()
        .and_then(|value| serde_json::to_vec(&value).ok())
        .unwrap_or_else(|| body.to_vec());
    hex(&Sha256::digest(canonical))
}

fn lock_token() -> String {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the OS random source works");
    hex(&bytes)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A stored response, as the store keeps it.
#[derive(Debug, Clone)]
pub struct StoredReply {
    pub status: u16,
    pub body: Option<String>,
    pub headers: Vec<(String, String)>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn body_fingerprints_ignore_key_order_and_whitespace() {
        assert_eq!(fingerprint(br#"{"a":1,"b":2}"#), fingerprint(b"{ \"b\": 2, \"a\": 1 }"));
        assert_ne!(fingerprint(br#"{"a":1}"#), fingerprint(br#"{"a":2}"#));
        assert_ne!(fingerprint(b"not json"), fingerprint(b"not  json"));
    }
}
