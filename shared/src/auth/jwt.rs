//! Access tokens: HS256 JWTs in the RFC 9068 profile (`typ: at+jwt`; iss, exp, aud, sub,
//! client_id, iat, jti, scope) plus the organization. `role` is informational: a request is
//! authorized with the member's current role, so a demotion does not wait for the token to
//! expire. `sid` names the refresh-token family of tokens from the authorization code grant:
//! revoking the family (refresh token reuse) stops them too.

use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, decode_header, encode};
use serde::{Deserialize, Serialize};

use crate::config::{AUDIENCE, Config};
use crate::error::ApiError;

/// RFC 9068's media type for access tokens, in the JWT `typ` header.
const TOKEN_TYPE: &str = "at+jwt";

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Claims {
    pub iss: String,
    /// The member id (a person or a service identity).
    pub sub: String,
    pub aud: String,
    /// The organization id.
    pub org: String,
    pub role: String,
    /// Space-separated permissions the token is limited to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<String>,
    pub client_id: String,
    /// The refresh-token family this token came from, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sid: Option<String>,
    pub exp: i64,
    pub iat: i64,
    pub jti: String,
}

pub struct Verifier {
    key: DecodingKey,
    validation: Validation,
}

impl Verifier {
    pub fn new(config: &Config) -> Verifier {
        // One algorithm only: `alg: none` and algorithm swaps fail before any claim is read.
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[&config.token_issuer]);
        validation.set_audience(&[AUDIENCE]);
        validation.set_required_spec_claims(&["exp", "iat", "iss", "aud", "sub"]);
        validation.leeway = 5;
        Verifier { key: DecodingKey::from_secret(&config.jwt_secret), validation }
    }

    /// Signature first, then claims: an expired token is TOKEN_EXPIRED only if it is genuine.
    pub fn verify(&self, token: &str) -> Result<Claims, ApiError> {
        let header = decode_header(token).map_err(|_| ApiError::InvalidToken)?;
        if !header.typ.as_deref().is_some_and(|typ| typ.eq_ignore_ascii_case(TOKEN_TYPE)) {
            return Err(ApiError::InvalidToken);
        }
        match decode::<Claims>(token, &self.key, &self.validation) {
            Ok(data) => Ok(data.claims),
            Err(e) if *e.kind() == ErrorKind::ExpiredSignature => Err(ApiError::TokenExpired),
            Err(_) => Err(ApiError::InvalidToken),
        }
    }
}

/// Signs claims with the deployment's key.
pub fn mint(config: &Config, claims: &Claims) -> Result<String, ApiError> {
    let mut header = Header::new(Algorithm::HS256);
    header.typ = Some(TOKEN_TYPE.into());
    encode(&header, claims, &EncodingKey::from_secret(&config.jwt_secret)).map_err(ApiError::internal)
}
