//! OAuth 2.0 clients an organization registers, and the pieces of the grants: PKCE (S256
//! only), redirect URIs compared exactly, scopes as permission strings.

use base64::Engine;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::api_key::permission_list;
use super::body::{BodyError, Fields};
use super::list_schema::{Field, FieldKind, ListSchema};
use crate::ids::{ClientId, MemberId, OrgId};
use crate::permissions::PermissionSet;
use crate::restrictions::Restrictions;
use crate::roles::RoleName;
use crate::time;
use crate::versions::ApiVersion;

/// Access tokens live 15 minutes; refresh tokens 30 days; authorization codes 60 seconds.
pub const ACCESS_TOKEN_SECS: i64 = 15 * 60;
pub const REFRESH_TOKEN_SECS: i64 = 30 * 86_400;
pub const CODE_SECS: i64 = 60;
pub const MAX_REDIRECT_URIS: usize = 10;

pub const CLIENT_SECRET_PREFIX: &str = "popsc_";
pub const REFRESH_TOKEN_PREFIX: &str = "popsr_";
pub const CODE_PREFIX: &str = "popsa_";

#[derive(Debug, Clone)]
pub struct OAuthClient {
    pub id: ClientId,
    pub org_id: OrgId,
    pub name: String,
    /// Exact redirect URIs for the authorization code grant.
    pub redirect_uris: Vec<String>,
    /// The most a token of this client may hold (its scopes; `None`: whatever the member's
    /// role holds). Never an expiry or source ranges: a client cannot carry them.
    pub restrictions: Restrictions,
    /// The service identity `client_credentials` tokens speak for.
    pub member_id: MemberId,
    pub created_at: i64,
    pub version: i64,
}

impl OAuthClient {
    pub fn render(&self, version: &ApiVersion) -> Value {
        json!({
            "id": version.show_id(&self.id),
            "client_id": self.id.legacy(),
            "object": "oauth_client",
            "name": self.name,
            "redirect_uris": self.redirect_uris,
            "scopes": self.restrictions.scopes().map(|s| s.names()),
            "service_member_id": version.show_id(&self.member_id),
            "grant_types": ["client_credentials", "authorization_code", "refresh_token"],
            "created_at": time::render(self.created_at, version),
        })
    }
}

/// A client as each request with one of its access tokens checks it: whether it is live, and
/// the newest of its `client_credentials` tokens revoked (RFC 7009), which takes every earlier
/// one with it. Token ids (`jti`) are UUIDv7, ordered by issue, so "earlier" is a string order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientTokens {
    pub live: bool,
    /// The `jti` of the newest revoked `client_credentials` token.
    pub revoked_through: Option<String>,
}

impl ClientTokens {
    pub const GONE: ClientTokens = ClientTokens { live: false, revoked_through: None };

    /// Whether a token of this client with id `jti` still works; `in_family`: it came from an
    /// authorization code grant, which is revoked through its family instead.
    pub fn admits(&self, jti: &str, in_family: bool) -> bool {
        self.live && (in_family || self.revoked_through.as_deref().is_none_or(|through| jti > through))
    }
}

/// POST /auth/clients, validated for shape.
#[derive(Debug)]
pub struct NewClient {
    pub name: String,
    pub redirect_uris: Vec<String>,
    pub scopes: Option<PermissionSet>,
    /// The role of the client's service identity (`service` unless given).
    pub role: RoleName,
}

impl NewClient {
    pub fn from_body(body: &[u8]) -> Result<NewClient, BodyError> {
        let mut fields = Fields::parse(body)?;
        let name = fields.require_label("name", 100);
        let mut redirect_uris = Vec::new();
        match fields.take("redirect_uris") {
            None | Some(Value::Null) => {}
            Some(Value::Array(entries)) if entries.len() <= MAX_REDIRECT_URIS => {
                for entry in entries {
                    match entry.as_str().map(redirect_uri) {
                        Some(Ok(uri)) => redirect_uris.push(uri),
                        Some(Err(message)) => fields.error("redirect_uris", message),
                        None => fields.error("redirect_uris", "entries must be strings"),
                    }
                }
            }
            Some(_) => fields.error(
                "redirect_uris",
                format!("must be an array of at most {MAX_REDIRECT_URIS} absolute URIs"),
            ),
        }
        let scopes = match fields.take("scopes") {
            None | Some(Value::Null) => None,
            Some(value) => Some(permission_list(&mut fields, "scopes", value)?),
        };
        let role = match fields.take_string("role") {
            None => RoleName::parse("service"),
            Some(text) => Some(super::role::named_in("role", &text)?),
        };
        fields.finish()?;
        let (Some(name), Some(role)) = (name, role) else {
            return Err(BodyError::Internal("client fields validated above"));
        };
        Ok(NewClient { name, redirect_uris, scopes, role })
    }
}

/// A redirect URI clients may register: absolute, https (or http on a loopback host, for
/// native apps as RFC 8252 allows), no fragment.
fn redirect_uri(text: &str) -> Result<String, String> {
    let bad = || format!("'{text}' must be an absolute https URI without a fragment");
    let uri: http::Uri = text.parse().map_err(|_| bad())?;
    let host = uri.host().ok_or_else(bad)?;
    let loopback = matches!(host, "localhost" | "127.0.0.1" | "[::1]");
    match uri.scheme_str() {
        Some("https") => {}
        Some("http") if loopback => {}
        _ => return Err(bad()),
    }
    if text.contains('#') || text.len() > 2000 {
        return Err(bad());
    }
    Ok(text.to_owned())
}

/// PKCE S256: BASE64URL(SHA-256(verifier)) without padding equals the challenge. The verifier
/// must be 43-128 unreserved characters (RFC 7636 4.1).
pub fn pkce_matches(verifier: &str, challenge: &str) -> bool {
    let well_formed = (43..=128).contains(&verifier.len())
        && verifier.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~'));
    if !well_formed {
        return false;
    }
    let digest = Sha256::digest(verifier.as_bytes());
    let computed = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(digest);
    use subtle::ConstantTimeEq;
    computed.as_bytes().ct_eq(challenge.as_bytes()).into()
}

/// A code challenge as clients send it: 43 base64url characters (a SHA-256).
pub fn valid_challenge(challenge: &str) -> bool {
    challenge.len() == 43 && challenge.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_'))
}

pub static CLIENT_LIST: ListSchema = ListSchema {
    kind: "CLIENT",
    default_sort: "-created_at",
    fields: &[Field::sorted("created_at", FieldKind::Instant, true)],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pkce_s256_matches_the_rfc_7636_example() {
        let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
        let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
        assert!(pkce_matches(verifier, challenge));
        assert!(valid_challenge(challenge));
        assert!(!pkce_matches("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXj", challenge));
        assert!(!pkce_matches("short", challenge));
    }

    #[test]
    fn a_revoked_client_credentials_token_takes_its_earlier_ones_with_it() {
        let earlier = uuid::Uuid::now_v7().to_string();
        let revoked = uuid::Uuid::now_v7().to_string();
        let later = uuid::Uuid::now_v7().to_string();
        let state = ClientTokens { live: true, revoked_through: Some(revoked.clone()) };
        assert!(!state.admits(&earlier, false) && !state.admits(&revoked, false));
        assert!(state.admits(&later, false));
        assert!(state.admits(&earlier, true), "a code grant's token is revoked through its family");
        assert!(ClientTokens { live: true, revoked_through: None }.admits(&earlier, false));
        assert!(!ClientTokens::GONE.admits(&later, true));
    }

    #[test]
    fn redirect_uris_are_https_or_loopback_http() {
        assert!(redirect_uri("https://app.example.com/callback").is_ok());
        assert!(redirect_uri("http://127.0.0.1:8080/cb").is_ok());
        assert!(redirect_uri("http://app.example.com/cb").is_err());
        assert!(redirect_uri("https://app.example.com/cb#frag").is_err());
        assert!(redirect_uri("/relative").is_err());
    }
}
