//! The one secret a call to the gateway carries, a password pushed to a station, sealed for the
//! crossing: the control endpoint is plain HTTP inside the VPC, signed (HMAC) but not
//! encrypted, so the password would otherwise cross it readable. AES-256-GCM under a key
//! derived from `GATEWAY_SECRET` (HMAC-SHA256 of a fixed label, so the signing key itself never
//! encrypts), a random nonce per password, and the station's key and connection as associated
//! data: a sealed password opens only for the call it was made for. Opened only in the
//! gateway, just before it is said to the station.

use aws_lc_rs::aead::{AES_256_GCM, Aad, LessSafeKey, NONCE_LEN, Nonce, UnboundKey};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// What a sealed password starts with: a plain one never does (passwords are base62).
pub const SEALED: &str = "sealed.v1.";

/// The label the sealing key is derived under.
const LABEL: &[u8] = b"ocpp-control/pushed-password/v1";

/// The nonce and the GCM tag.
const MIN_LEN: usize = NONCE_LEN + 16;

fn key(secret: &[u8]) -> Option<LessSafeKey> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).ok()?;
    mac.update(LABEL);
    let derived = mac.finalize().into_bytes();
    Some(LessSafeKey::new(UnboundKey::new(&AES_256_GCM, &derived).ok()?))
}

/// What a sealed password is bound to: the station item's key and the connection it is sent on.
fn binding(station_key: &str, connection_id: &str) -> Vec<u8> {
    format!("{}\n{connection_id}", station_key.to_ascii_lowercase()).into_bytes()
}

/// `password` sealed for the call to `connection_id` of `station_key`; `None` without
/// randomness.
pub fn seal(secret: &[u8], password: &str, station_key: &str, connection_id: &str) -> Option<String> {
    let mut sealed = password.as_bytes().to_vec();
    let mut nonce = [0u8; NONCE_LEN];
    getrandom::fill(&mut nonce).ok()?;
    key(secret)?
        .seal_in_place_append_tag(
            Nonce::assume_unique_for_key(nonce),
            Aad::from(binding(station_key, connection_id)),
            &mut sealed,
        )
        .ok()?;
    let mut token = nonce.to_vec();
    token.extend_from_slice(&sealed);
    Some(format!("{SEALED}{}", URL_SAFE_NO_PAD.encode(token)))
}

/// The password `sealed` holds, when it was sealed under `secret` for this very call; `None`
/// for anything else (a plain password included).
pub fn open(secret: &[u8], sealed: &str, station_key: &str, connection_id: &str) -> Option<String> {
    let token = URL_SAFE_NO_PAD.decode(sealed.strip_prefix(SEALED)?).ok()?;
    if token.len() < MIN_LEN {
        return None;
    }
    let (nonce, sealed) = token.split_at(NONCE_LEN);
    let nonce = Nonce::try_assume_unique_for_key(nonce).ok()?;
    let mut sealed = sealed.to_vec();
    let opened = key(secret)?
        .open_in_place(nonce, Aad::from(binding(station_key, connection_id)), &mut sealed)
        .ok()?;
    String::from_utf8(opened.to_vec()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &[u8] = b"a gateway secret of the test's own";

    #[test]
    fn a_sealed_password_opens_for_its_own_call_only() {
        let sealed = seal(SECRET, "asHVbsoUMqwGSP5vndge9LUTNHMQg4jfquWi1ssZ", "org#cp-1", "conn-1").unwrap();
        assert!(!sealed.contains("asHVbsoUMqwGSP5vndge9LUTNHMQg4jfquWi1ssZ"), "not readable on the wire");
        assert_eq!(
            open(SECRET, &sealed, "org#cp-1", "conn-1").as_deref(),
            Some("asHVbsoUMqwGSP5vndge9LUTNHMQg4jfquWi1ssZ")
        );
        assert_eq!(open(SECRET, &sealed, "org#cp-2", "conn-1"), None, "another station");
        assert_eq!(open(SECRET, &sealed, "org#cp-1", "conn-2"), None, "another connection");
        assert_eq!(open(b"another secret", &sealed, "org#cp-1", "conn-1"), None, "another key");
    }

    #[test]
    fn a_plain_or_tampered_password_does_not_open() {
        assert_eq!(open(SECRET, "asHVbsoUMqwGSP5vndge9LUTNHMQg4jfquWi1ssZ", "k", "c"), None);
        let sealed = seal(SECRET, "password-password-password", "k", "c").unwrap();
        let mut tampered = sealed.into_bytes();
        let last = tampered.len() - 1;
        tampered[last] = if tampered[last] == b'A' { b'B' } else { b'A' };
        assert_eq!(open(SECRET, std::str::from_utf8(&tampered).unwrap(), "k", "c"), None);
        assert_eq!(open(SECRET, "sealed.v1.AAAA", "k", "c"), None, "too short");
    }

    #[test]
    fn each_seal_differs() {
        assert_ne!(seal(SECRET, "p", "k", "c"), seal(SECRET, "p", "k", "c"));
    }
}
