//! Which counter a request counts against, decided before any read: an API key by the hash
//! of its secret, a bearer token by its client and subject (so minting new tokens does not
//! reset a budget), anything else by the source address.

use http::HeaderMap;
use std::net::IpAddr;

use crate::auth::Authenticator;

pub fn credential_key(headers: &HeaderMap, source_ip: Option<IpAddr>, auth: &Authenticator) -> String {
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
    match source_ip {
        Some(ip) => format!("ip:{ip}"),
        None => "ip:unknown".into(),
    }
}
