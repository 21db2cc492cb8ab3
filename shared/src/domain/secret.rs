//! API key secrets: `pops_` plus 43 base62 characters (256 random bits). The prefix lets secret
//! scanners find leaked keys; only the SHA-256 of the secret is stored (a fast hash is right for
//! 256-bit random secrets: there is nothing to brute-force).

use sha2::{Digest, Sha256};

pub const PREFIX: &str = "pops_";
const BODY_LEN: usize = 43;
const ALPHABET: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// A fresh API key secret.
pub fn generate() -> String {
    secret(PREFIX)
}

/// `prefix` plus 43 uniformly random base62 characters (256 bits); rejection sampling keeps
/// every character uniform. Also used for OAuth client secrets, codes and refresh tokens.
pub fn secret(prefix: &str) -> String {
    let mut out = String::with_capacity(prefix.len() + BODY_LEN);
    out.push_str(prefix);
    while out.len() < prefix.len() + BODY_LEN {
        let mut buf = [0u8; 64];
        getrandom::fill(&mut buf).expect("the OS random source works");
        for b in buf {
            if b < 248 && out.len() < prefix.len() + BODY_LEN {
                out.push(ALPHABET[(b % 62) as usize] as char);
            }
        }
    }
    out
}

pub fn looks_like_key(text: &str) -> bool {
    text.len() == PREFIX.len() + BODY_LEN
        && text.starts_with(PREFIX)
        && text[PREFIX.len()..].bytes().all(|b| b.is_ascii_alphanumeric())
}

pub fn hash(secret: &str) -> String {
    let digest = Sha256::digest(secret.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn last4(secret: &str) -> String {
    secret[secret.len().saturating_sub(4)..].to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_keys_have_the_scannable_shape_and_differ() {
        let a = generate();
        assert!(looks_like_key(&a), "{a}");
        assert_ne!(a, generate());
        assert_eq!(hash(&a).len(), 64);
        assert!(!looks_like_key("pops_short"));
    }
}
