//! The keys access tokens are signed with: ES256 (ECDSA P-256), each named by a `kid`. One
//! key signs; every key of the set verifies and is published in the JWKS, so a key can be
//! published before it signs and kept after it stops signing until its last token expires.
//! A key dropped from the set is retired: tokens it signed are refused.
//!
//! `TOKEN_SIGNING_KEYS` gives the set as JSON:
//! `{"active": "<kid>", "keys": [{"kid": "<kid>", "private_key": "<key>"}]}`, each key a P-256
//! private key as PEM or as base64 DER, in PKCS#8 or SEC1 (RFC 5915) form: what `openssl
//! genpkey` or a KMS export gives, unconverted.

use aws_lc_rs::signature::{ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, Mac};
use jsonwebtoken::jwk::{Jwk, JwkSet, KeyAlgorithm, PublicKeyUse};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey};
use serde::Deserialize;
use sha2::Sha256;
use std::sync::Arc;

/// The one algorithm access tokens are signed with.
pub const ALGORITHM: Algorithm = Algorithm::ES256;

/// The most keys a set may hold: the signing key, the previous one and one published ahead.
const MAX_KEYS: usize = 3;

struct TokenKey {
    kid: String,
    encoding: EncodingKey,
    decoding: DecodingKey,
    /// The public half as RFC 7517 publishes it.
    jwk: Jwk,
}

/// The signing keys; cheap to clone.
#[derive(Clone)]
pub struct TokenKeys {
    keys: Arc<[TokenKey]>,
    /// Index of the key that signs.
    active: usize,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Setting {
    active: String,
    keys: Vec<KeySetting>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct KeySetting {
    kid: String,
    private_key: String,
}

impl TokenKeys {
    /// The `TOKEN_SIGNING_KEYS` setting. Errors name the problem, never a key's bytes.
    pub fn from_json(text: &str) -> Result<TokenKeys, String> {
        let setting: Setting = serde_json::from_str(text).map_err(|e| {
            // Position only: serde's message may quote a value, and a value may be a key.
            let shape = r#"{"active": kid, "keys": [{"kid", "private_key"}]}"#;
            format!("TOKEN_SIGNING_KEYS must be {shape} (line {}, column {})", e.line(), e.column())
        })?;
        if setting.keys.is_empty() || setting.keys.len() > MAX_KEYS {
            return Err(format!("TOKEN_SIGNING_KEYS must hold 1 to {MAX_KEYS} keys"));
        }
        let mut keys = Vec::with_capacity(setting.keys.len());
        for entry in setting.keys {
            if keys.iter().any(|k: &TokenKey| k.kid == entry.kid) {
                return Err(format!("TOKEN_SIGNING_KEYS names kid '{}' twice", entry.kid));
            }
            let der = der_of(&entry.private_key).ok_or_else(|| {
                format!("TOKEN_SIGNING_KEYS: the private_key of '{}' is not PEM or base64", entry.kid)
            })?;
            keys.push(TokenKey::new(entry.kid, &der)?);
        }
        let active = keys.iter().position(|k| k.kid == setting.active).ok_or_else(|| {
            format!("TOKEN_SIGNING_KEYS: the active kid '{}' is not among its keys", setting.active)
        })?;
        Ok(TokenKeys { keys: keys.into(), active })
    }

    /// One key derived from `secret` (kid `derived`): what a process signs with when
    /// `TOKEN_SIGNING_KEYS` is not set, so local runners sharing a secret share the key.
    /// Deployments set the keys (they cannot rotate a derived one).
    pub fn derived(secret: &[u8]) -> TokenKeys {
        // HMAC(secret, label‖counter) as the private scalar; the (about 2^-32 likely) value
        // that is not a valid P-256 scalar moves on to the next counter.
        for counter in 0u8..=u8::MAX {
            let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes any key length");
            mac.update(b"token-es256-v1");
            mac.update(&[counter]);
            if let Some(key) = sec1_key(&mac.finalize().into_bytes().into()) {
                return TokenKeys { keys: Arc::new([key]), active: 0 };
            }
        }
        unreachable!("256 HMAC outputs are not all invalid P-256 scalars")
    }

    /// The signing key's kid and key.
    pub fn signer(&self) -> (&str, &EncodingKey) {
        let key = &self.keys[self.active];
        (&key.kid, &key.encoding)
    }

    /// The key named `kid`, if the set holds it.
    pub fn verifier(&self, kid: &str) -> Option<&DecodingKey> {
        self.keys.iter().find(|k| k.kid == kid).map(|k| &k.decoding)
    }

    /// Every key's public half, the signing key first.
    pub fn jwks(&self) -> JwkSet {
        let active = std::iter::once(&self.keys[self.active]);
        let others = self.keys.iter().enumerate().filter(|(i, _)| *i != self.active).map(|(_, k)| k);
        JwkSet { keys: active.chain(others).map(|k| k.jwk.clone()).collect() }
    }
}

impl TokenKey {
    /// A key from its DER (PKCS#8 or SEC1); refused unless it is a P-256 private key.
    fn new(kid: String, der: &[u8]) -> Result<TokenKey, String> {
        let kid_ok = (1..=64).contains(&kid.len())
            && kid.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'));
        if !kid_ok {
            return Err(format!(
                "TOKEN_SIGNING_KEYS: kid '{kid}' must be 1-64 letters, digits, '-', '_' or '.'"
            ));
        }
        let not_p256 =
            || format!("TOKEN_SIGNING_KEYS: the private_key of '{kid}' is not a P-256 private key");
        let pair = EcdsaKeyPair::from_private_key_der(&ECDSA_P256_SHA256_FIXED_SIGNING, der)
            .map_err(|_| not_p256())?;
        // jsonwebtoken signs with PKCS#8.
        let pkcs8 = pair.to_pkcs8v1().map_err(|_| not_p256())?;
        let encoding = EncodingKey::from_ec_der(pkcs8.as_ref());
        let mut jwk = Jwk::from_encoding_key(&encoding, ALGORITHM)
            .map_err(|_| format!("TOKEN_SIGNING_KEYS: no public key from the private_key of '{kid}'"))?;
        jwk.common.key_id = Some(kid.clone());
        jwk.common.public_key_use = Some(PublicKeyUse::Signature);
        jwk.common.key_algorithm = Some(KeyAlgorithm::ES256);
        let decoding = DecodingKey::from_jwk(&jwk)
            .map_err(|_| format!("TOKEN_SIGNING_KEYS: no verifying key from the private_key of '{kid}'"))?;
        Ok(TokenKey { kid, encoding, decoding, jwk })
    }
}

/// The DER inside PEM armour, or of base64 text.
fn der_of(text: &str) -> Option<Vec<u8>> {
    let text = text.trim();
    let body: String = match text.starts_with("-----BEGIN ") {
        true => text.lines().filter(|line| !line.starts_with("-----")).collect(),
        false => text.split_whitespace().collect(),
    };
    STANDARD.decode(body).ok()
}

/// A P-256 key whose private scalar is `scalar` (as an RFC 5915 structure), as a `derived` key.
fn sec1_key(scalar: &[u8; 32]) -> Option<TokenKey> {
    // ECPrivateKey { version 1, privateKey OCTET STRING (32), [0] namedCurve prime256v1 }
    let mut der = vec![0x30, 0x31, 0x02, 0x01, 0x01, 0x04, 0x20];
    der.extend_from_slice(scalar);
    der.extend_from_slice(&[0xa0, 0x0a, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07]);
    TokenKey::new("derived".into(), &der).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use aws_lc_rs::rand::SystemRandom;

    fn new_key() -> String {
        let pkcs8 =
            EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &SystemRandom::new()).unwrap();
        STANDARD.encode(pkcs8.as_ref())
    }

    #[test]
    fn the_active_key_signs_and_every_key_is_published() {
        let text = format!(
            r#"{{"active": "b", "keys": [{{"kid": "a", "private_key": "{}"}},
                {{"kid": "b", "private_key": "{}"}}]}}"#,
            new_key(),
            new_key()
        );
        let keys = TokenKeys::from_json(&text).unwrap();
        assert_eq!(keys.signer().0, "b");
        let kids: Vec<_> = keys.jwks().keys.iter().map(|k| k.common.key_id.clone().unwrap()).collect();
        assert_eq!(kids, ["b", "a"]);
        assert!(keys.verifier("a").is_some() && keys.verifier("c").is_none());
    }

    #[test]
    fn bad_settings_are_refused_without_showing_keys() {
        let key = new_key();
        let one = |kid: &str, private_key: &str, active: &str| {
            format!(
                r#"{{"active": "{active}", "keys": [{{"kid": "{kid}", "private_key": "{private_key}"}}]}}"#
            )
        };
        for bad in [
            one("a", &key, "b"),
            one("a b", &key, "a b"),
            one("a", "not base64!", "a"),
            one("a", &STANDARD.encode(b"not a key"), "a"),
            r#"{"active": "a", "keys": []}"#.to_owned(),
            "[]".to_owned(),
            format!(r#"{{"active": "a", "keys": "{key}"}}"#),
        ] {
            let error = TokenKeys::from_json(&bad).err().unwrap();
            assert!(!error.contains(&key), "{error}");
        }
    }

    #[test]
    fn keys_are_taken_as_pem_or_base64_der_in_pkcs8_or_sec1_form() {
        // `openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -outform DER`: SEC1.
        let sec1 = "MHcCAQEEIDNdBYa3kOOn3qq8IGfUjkT8M3sTRQZGAYxDLzvgabbZoAoGCCqGSM49AwEHoUQDQgAEPX0bpRFh4rKSYy0r6lT2fk6vy6nI6fSTs+Dc3RhLrleIbVuOjy6RJlc58seA00cIcE0zDBT7EQUG8pI5DIP1NQ==";
        let pem = format!(
            "-----BEGIN EC PRIVATE KEY-----\\n{}\\n{}\\n-----END EC PRIVATE KEY-----",
            &sec1[..64],
            &sec1[64..]
        );
        let pkcs8 = new_key();
        let mut published = Vec::new();
        for key in [sec1.to_owned(), pem, pkcs8] {
            let text = format!(r#"{{"active": "a", "keys": [{{"kid": "a", "private_key": "{key}"}}]}}"#);
            published.push(TokenKeys::from_json(&text).unwrap().jwks().keys.remove(0));
        }
        assert_eq!(published[0], published[1], "PEM and DER of one key");
    }

    #[test]
    fn a_derived_key_is_the_same_for_the_same_secret() {
        let one = TokenKeys::derived(b"secret-one-secret-one-secret-one");
        let again = TokenKeys::derived(b"secret-one-secret-one-secret-one");
        let other = TokenKeys::derived(b"secret-two-secret-two-secret-two");
        assert_eq!(one.jwks().keys[0], again.jwks().keys[0]);
        assert_ne!(one.jwks().keys[0], other.jwks().keys[0]);
    }
}
