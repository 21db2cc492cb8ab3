//! What the store keeps of an `Idempotency-Key` (see `idempotency`): the claim, the response
//! recorded under it, and what a claim attempt finds.

use serde_json::Value;
use sha2::{Digest, Sha256};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// How long a key is remembered.
pub const KEEP_SECS: i64 = 24 * 3600;
/// How long a claim blocks retries (409) before it counts as abandoned: longer than the
/// longest a request can run behind API Gateway (29 s).
pub const LOCK_MS: i64 = 30_000;

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
