//! Authentication: turns the request's credential into a `Principal`.
//!
//! Exactly one credential per request: `Authorization: Bearer <JWT>` or `X-API-Key`. Warm
//! processes cache API key and organization lookups for `Config::auth_cache_ttl` (30 s by
//! default), which bounds how long a revoked key, a suspension or a role change can lag.
//! Expiry is checked on every request, cached or not.

pub mod api_key;
mod cache;
pub mod jwt;

use http::HeaderMap;
use std::sync::Arc;

use crate::config::Config;
use crate::domain::org::{OrgStatus, Organization};
use crate::error::ApiError;
use crate::ids::{MemberId, OrgId};
use crate::permissions::PermissionSet;
use crate::principal::{Credential, Principal};
use crate::roles::RoleName;
use crate::store::Store;
use crate::store::orgs::{ApiKeyRecord, MemberRecord};
use crate::time::now_ms;
use cache::TtlCache;

/// What an API key resolves to, parsed once and cached as one unit; a warm request only
/// checks expiry and suspension.
struct KeyGrant {
    principal: Principal,
    expires_at: Option<i64>,
    status: OrgStatus,
}

impl KeyGrant {
    fn resolve(key: ApiKeyRecord, member: MemberRecord, org: Organization) -> Result<KeyGrant, ApiError> {
        let role =
            RoleName::parse(&member.role).ok_or_else(|| ApiError::internal("stored role name is invalid"))?;
        let scopes = match &key.scopes {
            Some(list) => Some(
                PermissionSet::parse_scopes(&list.join(" "))
                    .map_err(|bad| ApiError::internal(format!("stored key scopes unknown: {bad:?}")))?,
            ),
            None => None,
        };
        let status = org.status;
        let principal = Principal::new(org, member.id, role, scopes, Credential::ApiKey(key.id));
        Ok(KeyGrant { principal, expires_at: key.expires_at, status })
    }
}

pub struct Authenticator {
    jwt: jwt::Verifier,
    keys: TtlCache<String, Arc<KeyGrant>>,
    orgs: TtlCache<OrgId, Organization>,
}

impl Authenticator {
    pub fn new(config: &Config) -> Authenticator {
        Authenticator {
            jwt: jwt::Verifier::new(config),
            keys: TtlCache::new(config.auth_cache_ttl, 10_000),
            orgs: TtlCache::new(config.auth_cache_ttl, 10_000),
        }
    }

    pub async fn authenticate(&self, store: &Store, headers: &HeaderMap) -> Result<Principal, ApiError> {
        let bearer = headers.get(http::header::AUTHORIZATION);
        let api_key = headers.get("x-api-key");
        match (bearer, api_key) {
            (Some(_), Some(_)) => Err(ApiError::invalid_parameter(
                "Authorization",
                "send one credential: either a bearer token or an API key",
            )),
            (Some(value), None) => {
                let token = value
                    .to_str()
                    .ok()
                    .and_then(|v| v.strip_prefix("Bearer ").or_else(|| v.strip_prefix("bearer ")))
                    .map(str::trim)
                    .filter(|t| !t.is_empty())
                    .ok_or(ApiError::InvalidToken)?;
                self.with_token(store, token).await
            }
            (None, Some(value)) => {
                let secret = value.to_str().map_err(|_| ApiError::InvalidApiKey)?;
                self.with_api_key(store, secret.trim()).await
            }
            (None, None) => Err(ApiError::MissingAuth),
        }
    }

    async fn with_token(&self, store: &Store, token: &str) -> Result<Principal, ApiError> {
        let claims = self.jwt.verify(token)?;
        let org_id = OrgId::parse(&claims.org).ok_or(ApiError::InvalidToken)?;
        let member_id = MemberId::parse(&claims.sub).ok_or(ApiError::InvalidToken)?;
        let role = RoleName::parse(&claims.role).ok_or(ApiError::InvalidToken)?;
        let scopes = match claims.scope.as_deref() {
            Some(text) => Some(PermissionSet::parse_scopes(text).map_err(|_| ApiError::InvalidToken)?),
            None => None,
        };
        let org = self.organization(store, org_id).await?.ok_or(ApiError::InvalidToken)?;
        active(&org)?;
        Ok(Principal::new(org, member_id, role, scopes, Credential::Token { jti: claims.jti }))
    }

    async fn with_api_key(&self, store: &Store, secret: &str) -> Result<Principal, ApiError> {
        if !api_key::looks_like_key(secret) {
            return Err(ApiError::InvalidApiKey);
        }
        let hash = api_key::hash(secret);
        let grant = match self.keys.get(&hash) {
            Some(grant) => grant,
            None => {
                let key = store.get_api_key(&hash).await?.ok_or(ApiError::InvalidApiKey)?;
                let (member, org) =
                    tokio::try_join!(store.get_member(key.member_id), self.organization(store, key.org_id))?;
                let member = member.filter(|m| m.status == "active").ok_or(ApiError::InvalidApiKey)?;
                let org = org.ok_or(ApiError::InvalidApiKey)?;
                let grant = Arc::new(KeyGrant::resolve(key, member, org)?);
                self.keys.insert(hash, grant.clone());
                grant
            }
        };
        if grant.expires_at.is_some_and(|at| at <= now_ms()) {
            return Err(ApiError::ApiKeyExpired);
        }
        if grant.status == OrgStatus::Suspended {
            return Err(ApiError::AccountSuspended);
        }
        Ok(grant.principal.clone())
    }

    async fn organization(&self, store: &Store, id: OrgId) -> Result<Option<Organization>, ApiError> {
        if let Some(org) = self.orgs.get(&id) {
            return Ok(Some(org));
        }
        let org = store.get_organization(id).await?;
        if let Some(org) = &org {
            self.orgs.insert(id, org.clone());
        }
        Ok(org)
    }
}

fn active(org: &Organization) -> Result<(), ApiError> {
    match org.status {
        OrgStatus::Active => Ok(()),
        OrgStatus::Suspended => Err(ApiError::AccountSuspended),
    }
}
