//! The control endpoint's request signature: `t=<unix seconds>,n=<nonce>,v1=<hex
//! HMAC-SHA256(secret, "<t>.<n>.<body>")>`. The timestamp bounds a signature's life to
//! `MAX_AGE_SECS` either side of the verifier's clock; the nonce (16 random bytes, in hex) is
//! signed with it, so the verifier can refuse a signature it has seen within that life
//! (`gateway::replay`): a captured call cannot be sent again.

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// A signature older (or further ahead) than this is refused.
pub const MAX_AGE_SECS: i64 = 60;

/// The random bytes each signature carries.
pub const NONCE_BYTES: usize = 16;

pub type Nonce = [u8; NONCE_BYTES];

/// What a verified signature says: when it was made and its nonce, for the replay check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Signed {
    pub at: i64,
    pub nonce: Nonce,
}

fn mac(secret: &[u8], at: i64, nonce: &Nonce, body: &[u8]) -> Option<Hmac<Sha256>> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).ok()?;
    mac.update(format!("{at}.{}.", to_hex(nonce)).as_bytes());
    mac.update(body);
    Some(mac)
}

/// The header value for `body` signed at `at` (unix seconds) under a fresh random nonce;
/// `None` when the system has no randomness to give.
pub fn sign(secret: &[u8], at: i64, body: &[u8]) -> Option<String> {
    let mut nonce = [0u8; NONCE_BYTES];
    getrandom::fill(&mut nonce).ok()?;
    Some(sign_with(secret, at, &nonce, body))
}

/// The header value for `body` signed at `at` under `nonce` (a test's fixed nonce; calls use
/// `sign`).
pub fn sign_with(secret: &[u8], at: i64, nonce: &Nonce, body: &[u8]) -> String {
    let digest =
        mac(secret, at, nonce, body).map(|mac| mac.finalize().into_bytes().to_vec()).unwrap_or_default();
    format!("t={at},n={},v1={}", to_hex(nonce), to_hex(&digest))
}

/// The signature `header` makes over `body` with `secret`, when it verifies and is fresh at
/// `now` (unix seconds). The MAC is compared in constant time. Whether its nonce was seen
/// before is the caller's to check.
pub fn verify(secret: &[u8], header: &str, body: &[u8], now: i64) -> Option<Signed> {
    let mut at = None;
    let mut nonce = None;
    let mut given = None;
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", value)) => at = value.parse::<i64>().ok(),
            Some(("n", value)) => nonce = from_hex(value).and_then(|bytes| Nonce::try_from(bytes).ok()),
            Some(("v1", value)) => given = from_hex(value),
            _ => {}
        }
    }
    let (at, nonce, given) = (at?, nonce?, given?);
    if now.abs_diff(at) > MAX_AGE_SECS.unsigned_abs() {
        return None;
    }
    mac(secret, at, &nonce, body)?.verify_slice(&given).ok()?;
    Some(Signed { at, nonce })
}

fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn from_hex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const NONCE: Nonce = [7; NONCE_BYTES];

    #[test]
    fn a_signature_verifies_only_for_its_body_secret_and_time() {
        let header = sign_with(b"secret", 1_000, &NONCE, b"{}");
        let signed = Some(Signed { at: 1_000, nonce: NONCE });
        assert_eq!(verify(b"secret", &header, b"{}", 1_000), signed);
        assert_eq!(verify(b"secret", &header, b"{}", 1_060), signed);
        assert_eq!(verify(b"secret", &header, b"{}", 1_061), None);
        assert_eq!(verify(b"secret", &header, b"{ }", 1_000), None);
        assert_eq!(verify(b"other", &header, b"{}", 1_000), None);
        assert_eq!(verify(b"secret", "t=1000,v1=zz", b"{}", 1_000), None);
        assert_eq!(verify(b"secret", "", b"{}", 1_000), None);
        assert_eq!(verify(b"secret", &format!("t={},v1=00", i64::MIN), b"{}", 1_000), None);
    }

    #[test]
    fn the_nonce_is_signed() {
        let header = sign_with(b"secret", 1_000, &NONCE, b"{}");
        let other = to_hex(&[8; NONCE_BYTES]);
        let swapped = header.replace(&to_hex(&NONCE), &other);
        assert_eq!(verify(b"secret", &swapped, b"{}", 1_000), None);
    }

    #[test]
    fn a_signature_without_a_whole_nonce_is_refused() {
        let header = sign_with(b"secret", 1_000, &NONCE, b"{}");
        let v1 = header.split(",v1=").nth(1).unwrap();
        assert_eq!(verify(b"secret", &format!("t=1000,v1={v1}"), b"{}", 1_000), None);
        assert_eq!(verify(b"secret", &format!("t=1000,n=0707,v1={v1}"), b"{}", 1_000), None);
    }

    #[test]
    fn each_signature_has_its_own_nonce() {
        let first = sign(b"secret", 1_000, b"{}").unwrap();
        let second = sign(b"secret", 1_000, b"{}").unwrap();
        assert_ne!(first, second);
        let nonce = |header: &str| verify(b"secret", header, b"{}", 1_000).unwrap().nonce;
        assert_ne!(nonce(&first), nonce(&second));
    }
}
