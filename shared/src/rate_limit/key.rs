//! Which counter a request counts against. A credential gets a counter of its own only once it
//! is known to be genuine: a bearer token whose signature verifies (by its client and subject,
//! so minting new tokens does not reset a budget), an API key this instance has seen
//! authenticate (by the hash of its secret). A well-formed API key not yet seen waits for
//! authentication to decide; anything that cannot be valid counts against the source address.
//! On the token endpoint an OAuth client authenticating with HTTP Basic counts by its client id
//! and source address.
//!
//! Never give a made-up credential a counter of its own: each would be one more item written,
//! and a client cycling random values would never meet a limit.

use http::HeaderMap;
use std::fmt;
use std::net::IpAddr;

use super::limiter::RateLimiter;
use crate::auth::Authenticator;
use crate::auth::api_key;

/// The name of one counter (`RATE#<key>` in the table).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CounterKey(String);

impl CounterKey {
    /// An API key's counter: the stored lookup hash, truncated to keep the counter key short.
    pub fn api_key(secret: &str) -> CounterKey {
        CounterKey(format!("key:{}", &api_key::hash(secret.trim())[..32]))
    }

    fn address(source_ip: Option<IpAddr>) -> CounterKey {
        match source_ip {
            Some(ip) => CounterKey(format!("ip:{ip}")),
            None => CounterKey("ip:unknown".into()),
        }
    }

    /// Counts requests by where they come from, not by a credential.
    pub fn is_address(&self) -> bool {
        self.0.starts_with("ip:")
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for CounterKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Who a request counts as, decided before any read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Identity {
    /// A credential known to be genuine: counted beside authentication.
    Credential(CounterKey),
    /// A well-formed API key this instance has not seen authenticate: authentication comes
    /// first; the key's own counter if it authenticates, the address's if not.
    Unproven { key: CounterKey, address: CounterKey },
    /// No credential that could authenticate (none, one of the wrong shape, a token whose
    /// signature does not verify, or the token endpoint's client): counted at once.
    Anonymous(CounterKey),
}

impl Identity {
    /// The counter to consult before authentication (an unproven key's own: only a refusal
    /// made once it had authenticated can be remembered there).
    pub fn key(&self) -> &CounterKey {
        match self {
            Identity::Credential(key) | Identity::Anonymous(key) => key,
            Identity::Unproven { key, .. } => key,
        }
    }

    /// The request carries a credential that may authenticate.
    pub fn may_authenticate(&self) -> bool {
        !matches!(self, Identity::Anonymous(_))
    }

    /// Authentication must come before counting, since the counter depends on its outcome.
    pub fn waits_for_authentication(&self) -> bool {
        matches!(self, Identity::Unproven { .. })
    }

    /// The counter once authentication has answered: an unproven key that authenticated
    /// becomes known to `limiter`; one that did not counts against its address.
    pub fn settle(&self, authenticated: bool, limiter: &RateLimiter) -> CounterKey {
        match self {
            Identity::Unproven { key, address } => match authenticated {
                true => {
                    limiter.note_proven(key);
                    key.clone()
                }
                false => address.clone(),
            },
            // A genuine token or a key once seen valid keeps its counter when it stops
            // authenticating (revoked, expired): such counters are no more than the
            // credentials ever issued.
            Identity::Credential(key) | Identity::Anonymous(key) => key.clone(),
        }
    }
}

/// `public`: the route takes no API credential (the token endpoint), so an API key or bearer
/// token on it is not the caller's identity and is not counted against.
pub fn identify(
    headers: &HeaderMap,
    source_ip: Option<IpAddr>,
    auth: &Authenticator,
    limiter: &RateLimiter,
    public: bool,
) -> Identity {
    let address = CounterKey::address(source_ip);
    if public {
        // Client ids are not secret: per client and address, so nobody elsewhere can use up
        // a client's token requests.
        return Identity::Anonymous(
            basic_user(headers)
                .map(|client| CounterKey(format!("cli:{client}@{address}")))
                .unwrap_or(address),
        );
    }
    if let Some(value) = headers.get("x-api-key") {
        let secret = value.to_str().map(str::trim).unwrap_or_default();
        if !api_key::looks_like_key(secret) {
            return Identity::Anonymous(address);
        }
        let key = CounterKey::api_key(secret);
        return match limiter.is_proven(&key) {
            true => Identity::Credential(key),
            false => Identity::Unproven { key, address },
        };
    }
    let bearer = headers
        .get(http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer ").or_else(|| v.strip_prefix("bearer ")));
    // The signature alone says the claims are ours: no read.
    match bearer.and_then(|token| auth.token_subject(token.trim())) {
        Some(subject) => Identity::Credential(CounterKey(format!("tok:{subject}"))),
        None => Identity::Anonymous(address),
    }
}

/// The user name of `Authorization: Basic`, when it is a well-formed client id.
fn basic_user(headers: &HeaderMap) -> Option<String> {
    use base64::Engine;
    let value = headers.get(http::header::AUTHORIZATION)?.to_str().ok()?;
    let encoded = value.strip_prefix("Basic ").or_else(|| value.strip_prefix("basic "))?;
    let decoded = base64::engine::general_purpose::STANDARD.decode(encoded.trim()).ok()?;
    let text = String::from_utf8(decoded).ok()?;
    let user = text.split(':').next()?;
    crate::ids::ClientId::parse(user).map(|id| id.uuid().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::Engine;

    fn auth() -> Authenticator {
        Authenticator::new(&crate::config::Config::new(
            "t".into(),
            None,
            vec![7; 32],
            "https://issuer".into(),
            std::time::Duration::ZERO,
            "test".into(),
        ))
    }

    const HERE: &str = "192.0.2.1";

    fn identify_with(name: &str, value: &str, limiter: &RateLimiter) -> Identity {
        let mut headers = HeaderMap::new();
        headers.insert(http::HeaderName::from_bytes(name.as_bytes()).unwrap(), value.parse().unwrap());
        identify(&headers, Some(HERE.parse().unwrap()), &auth(), limiter, false)
    }

    #[test]
    fn the_token_endpoint_counts_per_client_and_address() {
        let auth = auth();
        let limiter = RateLimiter::new();
        let mut headers = HeaderMap::new();
        let basic = base64::engine::general_purpose::STANDARD.encode("cli_0000000000000000000000:secret");
        headers.insert(http::header::AUTHORIZATION, format!("Basic {basic}").parse().unwrap());
        let here = identify(&headers, Some(HERE.parse().unwrap()), &auth, &limiter, true);
        let there = identify(&headers, Some("198.51.100.7".parse().unwrap()), &auth, &limiter, true);
        let key = here.key().as_str();
        assert!(key.starts_with("cli:") && key.ends_with("@ip:192.0.2.1"), "{key}");
        assert_ne!(here, there);
        assert!(!here.may_authenticate());
    }

    #[test]
    fn credentials_that_cannot_be_valid_count_against_the_address() {
        let limiter = RateLimiter::new();
        let address = Identity::Anonymous(CounterKey(format!("ip:{HERE}")));
        assert_eq!(identify_with("x-api-key", "pops_made-up", &limiter), address);
        assert_eq!(identify_with("x-api-key", "not a key at all", &limiter), address);
        assert_eq!(identify_with("authorization", "Bearer e30.e30.forged", &limiter), address);
        assert_eq!(identify_with("authorization", "Basic dXNlcjpwYXNz", &limiter), address);
    }

    #[test]
    fn a_well_formed_key_has_its_own_counter_only_once_it_authenticated() {
        let limiter = RateLimiter::new();
        let secret = api_key::generate();
        let unproven = identify_with("x-api-key", &secret, &limiter);
        assert!(unproven.waits_for_authentication() && unproven.may_authenticate());
        assert!(unproven.settle(false, &limiter).is_address(), "an unknown key counts by address");
        assert_eq!(identify_with("x-api-key", &secret, &limiter), unproven, "and stays unproven");
        assert_eq!(unproven.settle(true, &limiter), CounterKey::api_key(&secret));
        let proven = identify_with("x-api-key", &secret, &limiter);
        assert_eq!(proven, Identity::Credential(CounterKey::api_key(&secret)));
        assert!(!proven.waits_for_authentication());
    }
}
