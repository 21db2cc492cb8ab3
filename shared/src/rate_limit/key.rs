//! Which counter a request counts against. A credential gets a counter of its own only once it
//! is known to be genuine: a bearer token whose signature verifies and that this instance knows
//! is not revoked (by its client and subject, so minting new tokens does not reset a budget),
//! an API key this instance has seen authenticate, sent from an address it may be used from
//! (by the hash of its secret). Any other well-formed key, and a token that may have been
//! revoked, waits for authentication to decide; anything that cannot be valid counts against
//! the source address. So a leaked key used from elsewhere, or a revoked token, never spends
//! the budget its holder's live credentials share.
//! On the token endpoint an OAuth client counts by its client id and source address, so one
//! client's failures never use up another's token requests at a shared address. A client this
//! instance has not seen authenticate passes no failing address's guard: made-up client ids
//! get counters of their own only until their `invalid_client` answers trip the guard (60 a
//! minute per address), then nothing.
//!
//! Never give a made-up API key or token a counter of its own: each would be one more item
//! written, and a client cycling random values would never meet a limit.

use http::HeaderMap;
use std::fmt;
use std::net::IpAddr;

use super::address::Source;
use super::limiter::RateLimiter;
use crate::auth::{Authenticator, api_key, bearer_token};
use crate::ids::ClientId;
use crate::restrictions::Restrictions;

/// The name of one counter (`RATE#<key>` in the table).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CounterKey(String);

impl CounterKey {
    /// An API key's counter: the stored lookup hash, truncated to keep the counter key short.
    pub fn api_key(secret: &str) -> CounterKey {
        CounterKey(format!("key:{}", &api_key::hash(secret.trim())[..32]))
    }

    fn address(source: Option<Source>) -> CounterKey {
        CounterKey(source.map_or("ip:unknown".into(), |source| format!("ip:{source}")))
    }

    /// A client's token requests from one address. Client ids are not secret: per address, so
    /// nobody elsewhere can use up a client's token requests.
    fn client(client: ClientId, address: &CounterKey) -> CounterKey {
        CounterKey(format!("cli:{}@{address}", client.uuid()))
    }

    /// Counts requests by where they come from, not by a credential.
    pub fn is_address(&self) -> bool {
        self.0.starts_with("ip:")
    }

    fn is_api_key(&self) -> bool {
        self.0.starts_with("key:")
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
    /// A well-formed API key this instance has not seen authenticate from this address, or a
    /// verified token that may have been revoked: authentication comes first; the
    /// credential's own counter if it authenticates, the address's if not.
    Unproven { key: CounterKey, address: CounterKey },
    /// No credential that could authenticate (none, one of the wrong shape, a token whose
    /// signature does not verify): counted at once.
    Anonymous(CounterKey),
    /// A token endpoint client this instance has not seen authenticate: its own counter (per
    /// address), but refused outright while the address is failing.
    UnprovenClient(CounterKey),
}

impl Identity {
    /// The counter to consult before authentication (an unproven key's own: only a refusal
    /// made once it had authenticated can be remembered there).
    pub fn key(&self) -> &CounterKey {
        match self {
            Identity::Credential(key) | Identity::Anonymous(key) | Identity::UnprovenClient(key) => key,
            Identity::Unproven { key, .. } => key,
        }
    }

    /// The request carries a credential that may authenticate.
    pub fn may_authenticate(&self) -> bool {
        !matches!(self, Identity::Anonymous(_) | Identity::UnprovenClient(_))
    }

    /// Authentication must come before counting, since the counter depends on its outcome.
    pub fn waits_for_authentication(&self) -> bool {
        matches!(self, Identity::Unproven { .. })
    }

    /// The counter once authentication has answered (`authenticated`: the restrictions of the
    /// credential it accepted): an unproven key that authenticated becomes known to `limiter`,
    /// with the addresses it may be used from; a credential that did not counts against its
    /// address.
    pub fn settle(&self, authenticated: Option<&Restrictions>, limiter: &RateLimiter) -> CounterKey {
        match self {
            Identity::Unproven { key, .. } if let Some(restrictions) = authenticated => {
                if key.is_api_key() {
                    limiter.note_proven(key, restrictions);
                }
                key.clone()
            }
            Identity::Unproven { address, .. } => address.clone(),
            // A key once seen valid keeps its counter when it stops authenticating (revoked,
            // expired): such counters are no more than the keys ever issued, and no live
            // credential shares them.
            Identity::Credential(key) | Identity::Anonymous(key) | Identity::UnprovenClient(key) => {
                key.clone()
            }
        }
    }
}

/// What a request says about itself, as far as choosing its counter needs.
pub struct Presented<'a> {
    pub headers: &'a HeaderMap,
    /// Read only on the token endpoint, for a `client_id` sent in the body.
    pub body: &'a [u8],
    pub source: Option<Source>,
    /// The exact source address, for an API key's `allowed_ips`.
    pub ip: Option<IpAddr>,
    /// The route takes no API credential (the token endpoint), so an API key or bearer token
    /// on it is not the caller's identity and is not counted against.
    pub public: bool,
}

pub fn identify(request: &Presented<'_>, auth: &Authenticator, limiter: &RateLimiter) -> Identity {
    let Presented { headers, body, source, ip, public } = *request;
    let address = CounterKey::address(source);
    if public {
        // Per client and address, so a neighbour's failures cannot use up a client's token
        // requests; the guard bounds how many made-up ids get counters (see the module).
        return match token_client(headers, body) {
            Some(client) if limiter.is_client_proven(client) => {
                Identity::Credential(CounterKey::client(client, &address))
            }
            Some(client) => Identity::UnprovenClient(CounterKey::client(client, &address)),
            None => Identity::Anonymous(address),
        };
    }
    if let Some(value) = headers.get("x-api-key") {
        let secret = value.to_str().map(str::trim).unwrap_or_default();
        if !api_key::looks_like_key(secret) {
            return Identity::Anonymous(address);
        }
        let key = CounterKey::api_key(secret);
        return match limiter.is_proven_at(&key, ip) {
            true => Identity::Credential(key),
            false => Identity::Unproven { key, address },
        };
    }
    let bearer = headers.get(http::header::AUTHORIZATION).and_then(bearer_token);
    // The signature alone says the claims are ours: no read.
    match bearer.and_then(|token| auth.token_subject(token)) {
        Some(token) if token.known_live => Identity::Credential(CounterKey(format!("tok:{}", token.subject))),
        Some(token) => Identity::Unproven { key: CounterKey(format!("tok:{}", token.subject)), address },
        None => Identity::Anonymous(address),
    }
}

/// The client a token request names: the user of `Authorization: Basic`, else the body's
/// `client_id` (form-encoded or JSON, as the token endpoint takes them), when well-formed.
fn token_client(headers: &HeaderMap, body: &[u8]) -> Option<ClientId> {
    match headers.get(http::header::AUTHORIZATION) {
        Some(value) => basic_user(value.to_str().ok()?),
        None => body_client(headers, body),
    }
}

fn basic_user(value: &str) -> Option<ClientId> {
    use base64::Engine;
    let encoded = value.strip_prefix("Basic ").or_else(|| value.strip_prefix("basic "))?;
    let decoded = base64::engine::general_purpose::STANDARD.decode(encoded.trim()).ok()?;
    let text = String::from_utf8(decoded).ok()?;
    ClientId::parse(text.split(':').next()?)
}

fn body_client(headers: &HeaderMap, body: &[u8]) -> Option<ClientId> {
    let form = headers
        .get(http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.to_ascii_lowercase().starts_with("application/x-www-form-urlencoded"));
    match form {
        true => form_urlencoded::parse(body)
            .find(|(name, _)| name == "client_id")
            .and_then(|(_, id)| ClientId::parse(&id)),
        false => {
            let value = serde_json::from_slice::<serde_json::Value>(body).ok()?;
            ClientId::parse(value.get("client_id")?.as_str()?)
        }
    }
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

    fn from(headers: &HeaderMap, ip: &str, public: bool, limiter: &RateLimiter) -> Identity {
        let ip = Some(ip.parse().unwrap());
        let request = Presented { headers, body: b"", source: ip.map(Source::of), ip, public };
        identify(&request, &auth(), limiter)
    }

    fn identify_with(name: &str, value: &str, limiter: &RateLimiter) -> Identity {
        let mut headers = HeaderMap::new();
        headers.insert(http::HeaderName::from_bytes(name.as_bytes()).unwrap(), value.parse().unwrap());
        from(&headers, HERE, false, limiter)
    }

    fn basic(client: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        let basic = base64::engine::general_purpose::STANDARD.encode(format!("{client}:secret"));
        headers.insert(http::header::AUTHORIZATION, format!("Basic {basic}").parse().unwrap());
        headers
    }

    #[test]
    fn a_token_client_counts_per_client_and_address_and_passes_a_failing_guard_once_seen() {
        let limiter = RateLimiter::new();
        let client = ClientId::generate();
        let headers = basic(&client.legacy());
        let unproven = from(&headers, HERE, true, &limiter);
        let key = unproven.key().as_str().to_owned();
        assert!(key.starts_with("cli:") && key.ends_with("@ip:192.0.2.1"), "{key}");
        assert!(!unproven.may_authenticate(), "refused while its address is failing");
        limiter.note_client_authenticated(client);
        let here = from(&headers, HERE, true, &limiter);
        let there = from(&headers, "198.51.100.7", true, &limiter);
        assert_eq!(here.key().as_str(), key, "the same counter once seen");
        assert_ne!(here, there);
        assert!(here.may_authenticate(), "let through to client authentication");
        let other = from(&basic(&ClientId::generate().legacy()), HERE, true, &limiter);
        assert!(!other.may_authenticate(), "another client id is still unproven");
        assert!(from(&basic("cli_nope"), HERE, true, &limiter).key().is_address(), "malformed: the address");
    }

    #[test]
    fn a_token_client_in_the_body_is_read_from_a_form_or_json() {
        let limiter = RateLimiter::new();
        let client = ClientId::generate();
        limiter.note_client_authenticated(client);
        let mut form = HeaderMap::new();
        form.insert(http::header::CONTENT_TYPE, "application/x-www-form-urlencoded".parse().unwrap());
        let body = format!("grant_type=client_credentials&client_id={}", client.legacy());
        assert_eq!(token_client(&form, body.as_bytes()), Some(client));
        let json = format!(r#"{{"client_id":"{}"}}"#, client.legacy());
        assert_eq!(token_client(&HeaderMap::new(), json.as_bytes()), Some(client));
        assert_eq!(token_client(&form, b"client_id=cli_nope"), None);
    }

    #[test]
    fn ipv6_clients_count_by_their_64_and_mapped_ipv4_as_ipv4() {
        let limiter = RateLimiter::new();
        let garbage = |ip: &str| {
            let mut headers = HeaderMap::new();
            headers.insert("x-api-key", "pops_made-up".parse().unwrap());
            from(&headers, ip, false, &limiter)
        };
        assert_eq!(garbage("2001:db8:1:2::1"), garbage("2001:db8:1:2:dead:beef:0:7"));
        assert_eq!(garbage("2001:db8:1:2::1").key().as_str(), "ip:2001:db8:1:2::/64");
        assert_ne!(garbage("2001:db8:1:2::1"), garbage("2001:db8:1:3::1"));
        assert_eq!(garbage("::ffff:192.0.2.1"), garbage(HERE));
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
        assert!(unproven.settle(None, &limiter).is_address(), "an unknown key counts by address");
        assert_eq!(identify_with("x-api-key", &secret, &limiter), unproven, "and stays unproven");
        assert_eq!(unproven.settle(Some(&Restrictions::root()), &limiter), CounterKey::api_key(&secret));
        let proven = identify_with("x-api-key", &secret, &limiter);
        assert_eq!(proven, Identity::Credential(CounterKey::api_key(&secret)));
        assert!(!proven.waits_for_authentication());
    }

    #[test]
    fn a_key_bound_to_an_address_waits_for_authentication_from_anywhere_else() {
        let limiter = RateLimiter::new();
        let secret = api_key::generate();
        let mut headers = HeaderMap::new();
        headers.insert("x-api-key", secret.parse().unwrap());
        let bound = Restrictions::stored(None, vec![format!("{HERE}/32").parse().unwrap()], None);
        from(&headers, HERE, false, &limiter).settle(Some(&bound), &limiter);
        let own = CounterKey::api_key(&secret);
        assert_eq!(from(&headers, HERE, false, &limiter), Identity::Credential(own));
        let elsewhere = from(&headers, "192.0.2.2", false, &limiter);
        assert!(elsewhere.waits_for_authentication(), "{elsewhere:?}");
        assert!(elsewhere.settle(None, &limiter).is_address(), "refused: its address's counter");
    }
}
