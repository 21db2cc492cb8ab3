//! Access tokens: ES256 JWTs in the RFC 9068 profile (`typ: at+jwt`; iss, exp, aud, sub,
//! client_id, iat, jti, scope) plus the organization. `role` is informational: a request is
//! authorized with the member's current role, so a demotion does not wait for the token to
//! expire. `sid` names the refresh-token family of tokens from the authorization code grant:
//! revoking the family (refresh token reuse, or RFC 7009 revocation) stops them too.
//!
//! The header's `kid` names the signing key (`Config::token_keys`): any key of the set
//! verifies, so tokens of the previous key keep working while both are configured, and a key
//! removed from the set takes its tokens with it. Resource servers verify with the JWKS.

use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::{Header, Validation, decode, decode_header, encode};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::time::Duration;

use super::AuthError::{self, InvalidToken, TokenExpired};
use crate::cache::TtlCache;
use crate::config::{AUDIENCE, Config};
use crate::domain::token_keys::{ALGORITHM, TokenKeys};
use crate::ids::{MemberId, OrgId};
use crate::restrictions::Restrictions;
use crate::roles::RoleName;
use crate::time::now_ms;

/// RFC 9068's media type for access tokens, in the JWT `typ` header.
const TOKEN_TYPE: &str = "at+jwt";

/// Fields are crate-private: outside `shared`, claims come only from `Claims::access`, which
/// takes the grant's restrictions.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Claims {
    pub(crate) iss: String,
    /// The member id (a person or a service identity).
    pub(crate) sub: String,
    pub(crate) aud: String,
    /// The organization id.
    pub(crate) org: String,
    pub(crate) role: String,
    /// Space-separated permissions the token is limited to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) scope: Option<String>,
    pub(crate) client_id: String,
    /// The refresh-token family this token came from, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) sid: Option<String>,
    /// Unix seconds: the expiry of the credential the grant came from, which nothing minted
    /// with this token may outlive (absent: none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) limit_exp: Option<i64>,
    pub(crate) exp: i64,
    pub(crate) iat: i64,
    pub(crate) jti: String,
}

impl Claims {
    /// The organization, as the token names it.
    pub fn org(&self) -> &str {
        &self.org
    }

    /// The client the token was issued to.
    pub fn client_id(&self) -> &str {
        &self.client_id
    }

    /// The token's id: UUIDv7, so ids order as the tokens were issued.
    pub fn jti(&self) -> &str {
        &self.jti
    }

    /// The refresh-token family it came from (authorization code grants), if any.
    pub fn family(&self) -> Option<&str> {
        self.sid.as_deref()
    }

    /// What RFC 7662 section 2.2 says of an active token: every member but `active`.
    pub fn introspection(&self) -> serde_json::Map<String, serde_json::Value> {
        let mut fields = serde_json::Map::new();
        if let Some(scope) = &self.scope {
            fields.insert("scope".into(), scope.as_str().into());
        }
        fields.insert("client_id".into(), self.client_id.as_str().into());
        fields.insert("token_type".into(), "Bearer".into());
        fields.insert("exp".into(), self.exp.into());
        fields.insert("iat".into(), self.iat.into());
        fields.insert("sub".into(), self.sub.as_str().into());
        fields.insert("aud".into(), self.aud.as_str().into());
        fields.insert("iss".into(), self.iss.as_str().into());
        fields.insert("jti".into(), self.jti.as_str().into());
        fields.insert("org_id".into(), self.org.as_str().into());
        fields
    }
}

/// Whom an access token speaks for.
pub struct Subject<'a> {
    pub org: OrgId,
    pub member: MemberId,
    /// Informational: requests use the member's current role.
    pub role: &'a RoleName,
}

pub struct Verifier {
    keys: TokenKeys,
    validation: Validation,
    /// Tokens this process verified, by the SHA-256 of their text: a request's rate-limit key
    /// and its authentication both read the claims, and a client sends one token for many
    /// requests, so each is verified (an ES256 signature check) once a minute here, not on
    /// every read. Only genuine tokens are kept; expiry is checked again on every hit.
    verified: TtlCache<[u8; 32], Claims>,
}

/// How long a verified token's claims are kept (their expiry is checked at each use).
const VERIFIED_TTL: Duration = Duration::from_secs(60);
const VERIFIED_MAX: usize = 10_000;

impl Verifier {
    pub fn new(config: &Config) -> Verifier {
        // One algorithm only: `alg: none`, HS256 (tokens from before ES256, or signed with a
        // public key as a secret) and other swaps fail before any claim is read.
        let mut validation = Validation::new(ALGORITHM);
        validation.set_issuer(&[&config.token_issuer]);
        validation.set_audience(&[AUDIENCE]);
        validation.set_required_spec_claims(&["exp", "iat", "iss", "aud", "sub"]);
        validation.leeway = 5;
        let verified = TtlCache::new(VERIFIED_TTL, VERIFIED_MAX);
        Verifier { keys: config.token_keys.clone(), validation, verified }
    }

    /// Signature first, then claims: an expired token is TOKEN_EXPIRED only if it is genuine.
    pub fn verify(&self, token: &str) -> Result<Claims, AuthError> {
        let digest: [u8; 32] = Sha256::digest(token.as_bytes()).into();
        if let Some(claims) = self.verified.get(&digest) {
            // Genuine when it was kept; only time can have changed since.
            let leeway = i64::try_from(self.validation.leeway).unwrap_or(0);
            return match claims.exp + leeway >= now_ms() / 1000 {
                true => Ok(claims),
                false => Err(TokenExpired),
            };
        }
        let claims = self.verify_signed(token)?;
        self.verified.insert(digest, claims.clone());
        Ok(claims)
    }

    fn verify_signed(&self, token: &str) -> Result<Claims, AuthError> {
        let header = decode_header(token).map_err(|_| InvalidToken)?;
        if !header.typ.as_deref().is_some_and(|typ| typ.eq_ignore_ascii_case(TOKEN_TYPE)) {
            return Err(InvalidToken);
        }
        // A kid not in the set: a retired key's token, or not ours.
        let key = header.kid.as_deref().and_then(|kid| self.keys.verifier(kid)).ok_or(InvalidToken)?;
        match decode::<Claims>(token, key, &self.validation) {
            Ok(data) => Ok(data.claims),
            Err(e) if *e.kind() == ErrorKind::ExpiredSignature => Err(TokenExpired),
            Err(_) => Err(InvalidToken),
        }
    }
}

/// An access token (and its `expires_in`) for `subject` through `client_id`, living
/// `lifetime_secs` but never past `restrictions`' expiry, holding its scopes. The only way to
/// mint one: claims cannot be built outside this crate.
pub fn mint_access(
    config: &Config,
    subject: Subject<'_>,
    client_id: &str,
    restrictions: &Restrictions,
    sid: Option<String>,
    lifetime_secs: i64,
) -> Result<(String, i64), jsonwebtoken::errors::Error> {
    let now = now_ms();
    let claims = Claims {
        iss: config.token_issuer.clone(),
        sub: subject.member.legacy(),
        aud: AUDIENCE.to_owned(),
        org: subject.org.legacy(),
        role: subject.role.as_str().to_owned(),
        scope: restrictions.scopes().map(|s| s.names().join(" ")),
        client_id: client_id.to_owned(),
        sid,
        limit_exp: restrictions.expires_at().map(|at| at / 1000),
        exp: restrictions.lifetime_end(now, lifetime_secs) / 1000,
        iat: now / 1000,
        jti: uuid::Uuid::now_v7().to_string(),
    };
    let (kid, key) = config.token_keys.signer();
    let mut header = Header::new(ALGORITHM);
    header.typ = Some(TOKEN_TYPE.into());
    header.kid = Some(kid.to_owned());
    let token = encode(&header, &claims, key)?;
    // `expires_in`: seconds from now until the token expires.
    Ok((token, (claims.exp - now_ms() / 1000).max(0)))
}
