//! Standard Webhooks signing: `webhook-signature: v1,<base64 HMAC-SHA256 of
//! "<webhook-id>.<webhook-timestamp>.<body>">` with the secret's bytes (the base64 after
//! `whsec_`).

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

pub const SECRET_PREFIX: &str = "whsec_";

/// A new signing secret: 32 random bytes.
pub fn new_secret() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)?;
    Ok(format!("{SECRET_PREFIX}{}", STANDARD.encode(bytes)))
}

/// The `webhook-signature` header value.
pub fn sign(secret: &str, id: &str, timestamp: i64, body: &str) -> Option<String> {
    let key = STANDARD.decode(secret.strip_prefix(SECRET_PREFIX)?).ok()?;
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).ok()?;
    mac.update(format!("{id}.{timestamp}.{body}").as_bytes());
    Some(format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes())))
}

/// The `webhook-signature` header value for several secrets (during a rotation's overlap):
/// one signature each, space-separated, as Standard Webhooks allows; a receiver accepts any.
pub fn sign_all(secrets: &[&str], id: &str, timestamp: i64, body: &str) -> Option<String> {
    let signatures: Option<Vec<String>> =
        secrets.iter().map(|secret| sign(secret, id, timestamp, body)).collect();
    signatures.filter(|s| !s.is_empty()).map(|s| s.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signs_like_the_standard_webhooks_reference() {
        // The Standard Webhooks specification's example.
        let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        let body = r#"{"test": 2432232314}"#;
        let signature = sign(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body).unwrap();
        assert_eq!(signature, "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
        let both = sign_all(&[secret, secret], "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body).unwrap();
        assert_eq!(both, format!("{signature} {signature}"));
    }
}
