//! Which counter a request counts against, decided before any read: an API key by the hash
//! of its secret, a bearer token by its client and subject (so minting new tokens does not
//! reset a budget); on the token endpoint an OAuth client authenticating with HTTP Basic by its
//! client id and source address; anything else by the source address.

use http::HeaderMap;
use std::net::IpAddr;

use crate::auth::Authenticator;

/// `public`: the route takes no API credential (the token endpoint), so an API key or bearer
/// token on it is not the caller's identity and is not counted against.
pub fn credential_key(
    headers: &HeaderMap,
    source_ip: Option<IpAddr>,
    auth: &Authenticator,
    public: bool,
) -> String {
    if public {
        // Client ids are not secret: per client and address, so nobody elsewhere can use up
        // a client's token requests.
        let address = by_address(source_ip);
        return basic_user(headers).map(|client| format!("cli:{client}@{address}")).unwrap_or(address);
    }
    if let Some(secret) = headers.get("x-api-key").and_then(|v| v.to_str().ok()) {
        // The stored lookup hash; a truncated copy keeps the counter key short.
        return format!("key:{}", &crate::auth::api_key::hash(secret.trim())[..32]);
    }
    let bearer = headers
        .get(http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer ").or_else(|| v.strip_prefix("bearer ")));
    if let Some(subject) = bearer.and_then(|token| auth.token_subject(token.trim())) {
        return format!("tok:{subject}");
    }
    by_address(source_ip)
}

fn by_address(source_ip: Option<IpAddr>) -> String {
    match source_ip {
        Some(ip) => format!("ip:{ip}"),
        None => "ip:unknown".into(),
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

    #[test]
    fn the_token_endpoint_counts_per_client_and_address() {
        let auth = Authenticator::new(&crate::config::Config::new(
            "t".into(),
            None,
            vec![7; 32],
            "https://issuer".into(),
            std::time::Duration::ZERO,
            "test".into(),
        ));
        let mut headers = HeaderMap::new();
        let basic = base64::engine::general_purpose::STANDARD.encode("cli_0000000000000000000000:secret");
        headers.insert(http::header::AUTHORIZATION, format!("Basic {basic}").parse().unwrap());
        let here = credential_key(&headers, Some("192.0.2.1".parse().unwrap()), &auth, true);
        let there = credential_key(&headers, Some("198.51.100.7".parse().unwrap()), &auth, true);
        assert!(here.starts_with("cli:") && here.ends_with("@ip:192.0.2.1"), "{here}");
        assert_ne!(here, there);
    }
}
