//! Opaque, tamper-proof cursors: the position (the last item's keys) plus the organization
//! and a hash of the query they came from, MACed with HMAC-SHA256 and base64url-encoded.
//! A cursor minted for another organization or another query is refused.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;

use crate::error::ApiError;

const TAG_LEN: usize = 16;

/// The key used to MAC cursors.
#[derive(Clone)]
pub struct CursorKey(Vec<u8>);

impl CursorKey {
    pub fn new(key: Vec<u8>) -> CursorKey {
        CursorKey(key)
    }
}

/// A position in a list: the string key attributes of the last item returned.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Cursor {
    #[serde(rename = "o")]
    org: String,
    #[serde(rename = "q")]
    query: String,
    #[serde(rename = "k")]
    pub key: BTreeMap<String, String>,
}

impl Cursor {
    pub fn new(org: &str, query_fingerprint: &str, key: BTreeMap<String, String>) -> Cursor {
        Cursor { org: org.to_owned(), query: query_fingerprint.to_owned(), key }
    }

    pub fn encode(&self, key: &CursorKey) -> String {
        let payload = serde_json::to_vec(self).expect("cursor serializes");
        let mut token = payload.clone();
        token.extend_from_slice(&tag(key, &payload));
        URL_SAFE_NO_PAD.encode(token)
    }

    /// Verifies and decodes; the cursor must belong to this organization and query.
    pub fn decode(
        text: &str,
        key: &CursorKey,
        org: &str,
        query_fingerprint: &str,
    ) -> Result<Cursor, ApiError> {
        let invalid = |reason: &str| ApiError::invalid_parameter("cursor", reason);
        let token = URL_SAFE_NO_PAD.decode(text).map_err(|_| invalid("not a cursor issued by this API"))?;
        if token.len() <= TAG_LEN {
            return Err(invalid("not a cursor issued by this API"));
        }
        let (payload, given) = token.split_at(token.len() - TAG_LEN);
        let mut mac = Hmac::<Sha256>::new_from_slice(&key.0).expect("HMAC takes any key length");
        mac.update(payload);
        mac.verify_truncated_left(given)
            .map_err(|_| invalid("the cursor was altered or is not from this API"))?;
        let cursor: Cursor =
            serde_json::from_slice(payload).map_err(|_| invalid("not a cursor issued by this API"))?;
        if cursor.org != org {
            return Err(invalid("the cursor belongs to another organization"));
        }
        if cursor.query != query_fingerprint {
            return Err(invalid("the cursor belongs to a different query (sort or filters changed)"));
        }
        Ok(cursor)
    }
}

fn tag(key: &CursorKey, payload: &[u8]) -> Vec<u8> {
    let mut mac = Hmac::<Sha256>::new_from_slice(&key.0).expect("HMAC takes any key length");
    mac.update(payload);
    mac.finalize().into_bytes()[..TAG_LEN].to_vec()
}

/// A short stable fingerprint of a query's shape (sort and filters, not the page size).
pub fn fingerprint(parts: &[String]) -> String {
    let digest = Sha256::digest(parts.join("\n").as_bytes());
    URL_SAFE_NO_PAD.encode(&digest[..9])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> CursorKey {
        CursorKey::new(b"0123456789abcdef0123456789abcdef".to_vec())
    }

    fn cursor() -> Cursor {
        Cursor::new("org_a", "q1", BTreeMap::from([("PK".into(), "SITE#1".into())]))
    }

    #[test]
    fn cursors_round_trip() {
        let text = cursor().encode(&key());
        assert_eq!(Cursor::decode(&text, &key(), "org_a", "q1").unwrap(), cursor());
    }

    #[test]
    fn tampered_foreign_or_mismatched_cursors_are_refused() {
        let text = cursor().encode(&key());
        let mut bytes = URL_SAFE_NO_PAD.decode(&text).unwrap();
        bytes[3] ^= 1;
        let tampered = URL_SAFE_NO_PAD.encode(bytes);
        assert!(Cursor::decode(&tampered, &key(), "org_a", "q1").is_err());
        assert!(Cursor::decode(&text, &key(), "org_b", "q1").is_err());
        assert!(Cursor::decode(&text, &key(), "org_a", "q2").is_err());
        assert!(Cursor::decode("garbage!", &key(), "org_a", "q1").is_err());
        let other_key = CursorKey::new(b"another key, another deployment!".to_vec());
        assert!(Cursor::decode(&text, &other_key, "org_a", "q1").is_err());
    }
}
