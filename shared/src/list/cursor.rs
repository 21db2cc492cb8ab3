//! Opaque, tamper-proof cursors: the position (the last entry's keys), encrypted with
//! AES-256-GCM under a random nonce, with the organization and a hash of the query they came
//! from as associated data, base64url-encoded. Encrypted, not just signed: the position may be
//! an entry the caller was not shown (the read budget can end a page on one the site filter
//! dropped), and its keys carry that entry's id and name. A cursor minted for another
//! organization or another query fails authentication and is refused.

use aws_lc_rs::aead::{AES_256_GCM, Aad, LessSafeKey, NONCE_LEN, Nonce, UnboundKey};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;

/// The shortest token that can be a cursor: the nonce and the GCM tag.
const MIN_LEN: usize = NONCE_LEN + 16;

/// The key cursors are encrypted with (256 bits).
#[derive(Clone)]
pub struct CursorKey([u8; 32]);

impl CursorKey {
    pub fn new(key: [u8; 32]) -> CursorKey {
        CursorKey(key)
    }

    fn aead(&self) -> Result<LessSafeKey, CursorError> {
        // Fails only for a key of the wrong length, which the type rules out.
        let key = UnboundKey::new(&AES_256_GCM, &self.0).map_err(|_| CursorError::Cipher("key"))?;
        Ok(LessSafeKey::new(key))
    }
}

/// Why a cursor could not be minted or read.
#[derive(Debug, PartialEq)]
pub enum CursorError {
    /// Not base64url, too short, or not a position inside.
    Malformed,
    /// Decryption failed: altered, from another deployment, or bound to another organization
    /// or query (the associated data differs). One answer for all: the cipher cannot tell.
    Unauthentic,
    /// The random source or the cipher failed while minting one.
    Cipher(&'static str),
}

/// A position in a list: the string key attributes of the last entry read or shown, bound to
/// the organization and query it belongs to.
#[derive(Debug, Clone, PartialEq)]
pub struct Cursor {
    org: String,
    query: String,
    pub key: BTreeMap<String, String>,
}

impl Cursor {
    pub fn new(org: &str, query_fingerprint: &str, key: BTreeMap<String, String>) -> Cursor {
        Cursor { org: org.to_owned(), query: query_fingerprint.to_owned(), key }
    }

    /// `base64url(nonce ‖ AES-256-GCM(position) ‖ tag)`.
    pub fn encode(&self, key: &CursorKey) -> Result<String, CursorError> {
        let mut sealed = serde_json::to_vec(&self.key).map_err(|_| CursorError::Cipher("serialize"))?;
        // 96 random bits per cursor: GCM is safe for 2^32 messages per key under random nonces.
        let mut nonce = [0u8; NONCE_LEN];
        getrandom::fill(&mut nonce).map_err(|_| CursorError::Cipher("random source"))?;
        key.aead()?
            .seal_in_place_append_tag(
                Nonce::assume_unique_for_key(nonce),
                Aad::from(binding(&self.org, &self.query)),
                &mut sealed,
            )
            .map_err(|_| CursorError::Cipher("seal"))?;
        let mut token = nonce.to_vec();
        token.extend_from_slice(&sealed);
        Ok(URL_SAFE_NO_PAD.encode(token))
    }

    /// Decrypts and authenticates; the cursor must belong to this organization and query.
    pub fn decode(
        text: &str,
        key: &CursorKey,
        org: &str,
        query_fingerprint: &str,
    ) -> Result<Cursor, CursorError> {
        let token = URL_SAFE_NO_PAD.decode(text).map_err(|_| CursorError::Malformed)?;
        if token.len() < MIN_LEN {
            return Err(CursorError::Malformed);
        }
        let (nonce, sealed) = token.split_at(NONCE_LEN);
        let nonce = Nonce::try_assume_unique_for_key(nonce).map_err(|_| CursorError::Malformed)?;
        let mut sealed = sealed.to_vec();
        let plain = key
            .aead()?
            .open_in_place(nonce, Aad::from(binding(org, query_fingerprint)), &mut sealed)
            .map_err(|_| CursorError::Unauthentic)?;
        let position = serde_json::from_slice(plain).map_err(|_| CursorError::Malformed)?;
        Ok(Cursor::new(org, query_fingerprint, position))
    }
}

/// The associated data: what a cursor is bound to. Neither part contains a NUL (an org id and a
/// base64url fingerprint), so the joined form is unambiguous.
fn binding(org: &str, query_fingerprint: &str) -> Vec<u8> {
    format!("cursor-v2\0{org}\0{query_fingerprint}").into_bytes()
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
        CursorKey::new(*b"0123456789abcdef0123456789abcdef")
    }

    fn cursor() -> Cursor {
        Cursor::new("org_a", "q1", BTreeMap::from([("PK".into(), "SITE#1".into())]))
    }

    #[test]
    fn cursors_round_trip() {
        let text = cursor().encode(&key()).unwrap();
        assert_eq!(Cursor::decode(&text, &key(), "org_a", "q1").unwrap(), cursor());
    }

    #[test]
    fn tampered_foreign_or_mismatched_cursors_are_refused() {
        let text = cursor().encode(&key()).unwrap();
        let bytes = URL_SAFE_NO_PAD.decode(&text).unwrap();
        for at in [3, NONCE_LEN + 1, bytes.len() - 1] {
            let mut altered = bytes.clone();
            altered[at] ^= 1;
            let tampered = URL_SAFE_NO_PAD.encode(altered);
            assert_eq!(Cursor::decode(&tampered, &key(), "org_a", "q1"), Err(CursorError::Unauthentic));
        }
        assert_eq!(Cursor::decode(&text, &key(), "org_b", "q1"), Err(CursorError::Unauthentic));
        assert_eq!(Cursor::decode(&text, &key(), "org_a", "q2"), Err(CursorError::Unauthentic));
        assert_eq!(Cursor::decode("garbage!", &key(), "org_a", "q1"), Err(CursorError::Malformed));
        assert_eq!(Cursor::decode("AAAA", &key(), "org_a", "q1"), Err(CursorError::Malformed));
        let other_key = CursorKey::new(*b"another key, another deployment!");
        assert_eq!(Cursor::decode(&text, &other_key, "org_a", "q1"), Err(CursorError::Unauthentic));
    }

    #[test]
    fn cursors_are_opaque_and_never_repeat() {
        let secret = Cursor::new("org_a", "q1", BTreeMap::from([("PK".into(), "ASSET#hidden-name".into())]));
        let (one, two) = (secret.encode(&key()).unwrap(), secret.encode(&key()).unwrap());
        assert_ne!(one, two, "a fresh nonce each time");
        for text in [one, two] {
            let bytes = URL_SAFE_NO_PAD.decode(&text).unwrap();
            let shown = String::from_utf8_lossy(&bytes);
            assert!(
                !shown.contains("hidden") && !shown.contains("ASSET") && !shown.contains("\"PK\""),
                "{shown}"
            );
            assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "URL-safe");
        }
    }
}
