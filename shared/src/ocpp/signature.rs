//! The control endpoint's request signature: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
//! "<t>.<body>")>`. The timestamp bounds a replay to `MAX_AGE_SECS`.

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// A signature older (or further ahead) than this is refused.
pub const MAX_AGE_SECS: i64 = 60;

fn mac(secret: &[u8], at: i64, body: &[u8]) -> Option<Hmac<Sha256>> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).ok()?;
    mac.update(format!("{at}.").as_bytes());
    mac.update(body);
    Some(mac)
}

/// The header value for `body` signed at `at` (unix seconds).
pub fn sign(secret: &[u8], at: i64, body: &[u8]) -> String {
    let digest = mac(secret, at, body).map(|mac| mac.finalize().into_bytes().to_vec()).unwrap_or_default();
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    format!("t={at},v1={hex}")
}

/// Whether `header` signs `body` with `secret` and is fresh at `now` (unix seconds). The MAC
/// is compared in constant time.
pub fn verify(secret: &[u8], header: &str, body: &[u8], now: i64) -> bool {
    let mut at = None;
    let mut given = None;
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", value)) => at = value.parse::<i64>().ok(),
            Some(("v1", value)) => given = hex(value),
            _ => {}
        }
    }
    let (Some(at), Some(given)) = (at, given) else { return false };
    if now.abs_diff(at) > MAX_AGE_SECS.unsigned_abs() {
        return false;
    }
    mac(secret, at, body).is_some_and(|mac| mac.verify_slice(&given).is_ok())
}

fn hex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_verifies_only_for_its_body_secret_and_time() {
        let header = sign(b"secret", 1_000, b"{}");
        assert!(verify(b"secret", &header, b"{}", 1_000));
        assert!(verify(b"secret", &header, b"{}", 1_060));
        assert!(!verify(b"secret", &header, b"{}", 1_061));
        assert!(!verify(b"secret", &header, b"{ }", 1_000));
        assert!(!verify(b"other", &header, b"{}", 1_000));
        assert!(!verify(b"secret", "t=1000,v1=zz", b"{}", 1_000));
        assert!(!verify(b"secret", "", b"{}", 1_000));
        assert!(!verify(b"secret", &format!("t={},v1=00", i64::MIN), b"{}", 1_000));
    }
}
