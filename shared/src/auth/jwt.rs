//! Access tokens: HS256 JWTs with RFC 9068-style claims plus the organization and role.

use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use serde::{Deserialize, Serialize};

use crate::config::{AUDIENCE, Config};
use crate::error::ApiError;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Claims {
    pub iss: String,
    /// The member id.
    pub sub: String,
    pub aud: String,
    /// The organization id.
    pub org: String,
    pub role: String,
    /// Space-separated permissions the token is limited to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_id: Option<String>,
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
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[&config.token_issuer]);
        validation.set_audience(&[AUDIENCE]);
        validation.set_required_spec_claims(&["exp", "iat", "iss", "aud", "sub"]);
        validation.leeway = 5;
        Verifier { key: DecodingKey::from_secret(&config.jwt_secret), validation }
    }

    /// Signature first, then claims: an expired token is TOKEN_EXPIRED only if it is genuine.
    pub fn verify(&self, token: &str) -> Result<Claims, ApiError> {
        match decode::<Claims>(token, &self.key, &self.validation) {
            Ok(data) => Ok(data.claims),
            Err(e) if *e.kind() == ErrorKind::ExpiredSignature => Err(ApiError::TokenExpired),
            Err(_) => Err(ApiError::InvalidToken),
        }
    }
}

/// Signs claims with the deployment's key.
pub fn mint(config: &Config, claims: &Claims) -> Result<String, ApiError> {
    encode(&Header::new(Algorithm::HS256), claims, &EncodingKey::from_secret(&config.jwt_secret))
        .map_err(ApiError::internal)
}
