//! Authentication: turns the request's credential into a `Principal`.
//!
//! Exactly one credential per request: `Authorization: Bearer <JWT>` or `X-API-Key`. Both
//! resolve the member behind them on every request, so the member's current role, status and
//! site assignments apply, not what they were when the credential was issued. Warm processes
//! cache API keys, members, organizations, custom roles, OAuth clients and token families for
//! `Config::auth_cache_ttl` (30 s by default): that is the documented bound on how long a
//! revoked key, a role change, a suspension or a revoked token family can lag. Expiry and the
//! key's source-IP ranges are checked on every request, cached or not.

pub use crate::domain::secret as api_key;
pub mod cache;
pub mod jwt;

use http::HeaderMap;
use std::net::IpAddr;
use std::sync::Arc;

use crate::config::Config;
use crate::domain::member::{Member, MemberStatus};
use crate::domain::org::{OrgStatus, Organization};
use crate::error::ApiError;
use crate::ids::{ClientId, MemberId, OrgId};
use crate::permissions::PermissionSet;
use crate::principal::{Credential, Grant, Principal};
use crate::restrictions::Restrictions;
use crate::roles::RoleName;
use crate::store::Store;
use crate::store::api_keys::KeyAuth;
use crate::time::now_ms;
use cache::TtlCache;

pub struct Authenticator {
    jwt: jwt::Verifier,
    keys: TtlCache<String, Arc<KeyAuth>>,
    members: TtlCache<MemberId, Arc<Member>>,
    orgs: TtlCache<OrgId, Organization>,
    roles: TtlCache<(OrgId, RoleName), Option<PermissionSet>>,
    families: TtlCache<String, bool>,
    clients: TtlCache<ClientId, bool>,
}

impl Authenticator {
    pub fn new(config: &Config) -> Authenticator {
        let ttl = config.auth_cache_ttl;
        Authenticator {
            jwt: jwt::Verifier::new(config),
            keys: TtlCache::new(ttl, 10_000),
            members: TtlCache::new(ttl, 10_000),
            orgs: TtlCache::new(ttl, 10_000),
            roles: TtlCache::new(ttl, 10_000),
            families: TtlCache::new(ttl, 10_000),
            clients: TtlCache::new(ttl, 10_000),
        }
    }

    /// `source_ip` is API Gateway's view of the client (its request context), never a header
    /// the client could set.
    pub async fn authenticate(
        &self,
        store: &Store,
        headers: &HeaderMap,
        source_ip: Option<IpAddr>,
    ) -> Result<Principal, ApiError> {
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
                self.with_api_key(store, secret.trim(), source_ip).await
            }
            (None, None) => Err(ApiError::MissingAuth),
        }
    }

    /// The rate-limit identity of a bearer token that verifies: its client and subject. No
    /// read: the signature alone says the claims are ours.
    pub fn token_subject(&self, token: &str) -> Option<String> {
        let claims = self.jwt.verify(token).ok()?;
        Some(format!("{}:{}", claims.client_id, claims.sub))
    }

    async fn with_token(&self, store: &Store, token: &str) -> Result<Principal, ApiError> {
        let claims = self.jwt.verify(token)?;
        let org_id = OrgId::parse(&claims.org).ok_or(ApiError::InvalidToken)?;
        let member_id = MemberId::parse(&claims.sub).ok_or(ApiError::InvalidToken)?;
        let scopes = match claims.scope.as_deref() {
            Some(text) => Some(PermissionSet::parse_scopes(text).map_err(|_| ApiError::InvalidToken)?),
            None => None,
        };
        // The grant's expiry travels signed in `limit_exp`; the token's `exp` leeway does not
        // stretch it.
        let limit = claims.limit_exp.map(|secs| secs.saturating_mul(1000));
        let restrictions = Restrictions::of_token(limit, scopes, claims.sid.is_some());
        if restrictions.expired(now_ms()) {
            return Err(ApiError::TokenExpired);
        }
        // A token from an OAuth grant dies with its refresh-token family and with its client.
        let revoked = async {
            let family = match &claims.sid {
                Some(family) => self.family_revoked(store, family).await?,
                None => false,
            };
            let client = match ClientId::parse(&claims.client_id) {
                Some(client) => !self.client_live(store, client).await?,
                None => false,
            };
            Ok::<_, ApiError>(family || client)
        };
        let (org, member, revoked) =
            tokio::try_join!(self.organization(store, org_id), self.member(store, member_id), revoked)?;
        let org = org.ok_or(ApiError::InvalidToken)?;
        let member = member.filter(|m| usable(m, org_id)).ok_or(ApiError::InvalidToken)?;
        if revoked {
            return Err(ApiError::InvalidToken);
        }
        active(&org)?;
        let grant = self.grant(store, &member).await?.ok_or(ApiError::InvalidToken)?;
        let credential =
            Credential::Token { jti: claims.jti, client_id: Some(claims.client_id), sid: claims.sid };
        Ok(Principal::new(&org, grant, restrictions, credential))
    }

    async fn with_api_key(
        &self,
        store: &Store,
        secret: &str,
        source_ip: Option<IpAddr>,
    ) -> Result<Principal, ApiError> {
        if !api_key::looks_like_key(secret) {
            return Err(ApiError::InvalidApiKey);
        }
        let hash = api_key::hash(secret);
        let key = match self.keys.get(&hash) {
            Some(key) => key,
            None => {
                let key = Arc::new(store.get_key_auth(&hash).await?.ok_or(ApiError::InvalidApiKey)?);
                self.keys.insert(hash, key.clone());
                key
            }
        };
        let (org, member) =
            tokio::try_join!(self.organization(store, key.org_id), self.member(store, key.member_id))?;
        let org = org.ok_or(ApiError::InvalidApiKey)?;
        let member = member.filter(|m| usable(m, key.org_id)).ok_or(ApiError::InvalidApiKey)?;
        if key.restrictions.expired(now_ms()) {
            return Err(ApiError::ApiKeyExpired);
        }
        if !key.restrictions.ip_allowed(source_ip) {
            return Err(ApiError::IpNotAllowed);
        }
        active(&org)?;
        let grant = self.grant(store, &member).await?.ok_or(ApiError::InvalidApiKey)?;
        let credential = Credential::ApiKey { id: key.key_id };
        Ok(Principal::new(&org, grant, key.restrictions.clone(), credential))
    }

    /// The member's role resolved to permissions: built-in roles from the table, custom roles
    /// from the store. `None` when the role no longer exists (the credential grants nothing).
    async fn grant(&self, store: &Store, member: &Member) -> Result<Option<Grant>, ApiError> {
        let permissions = match member.role.builtin() {
            Some(builtin) => Some(builtin.permissions()),
            None => self.custom_role(store, member.org_id, &member.role).await?,
        };
        Ok(permissions.map(|role_permissions| Grant {
            member_id: member.id,
            role: member.role.clone(),
            role_permissions,
            site_ids: member.site_ids.iter().map(|id| id.uuid()).collect(),
        }))
    }

    /// A custom role's permissions, as of at most the cache bound ago.
    pub async fn custom_role(
        &self,
        store: &Store,
        org: OrgId,
        name: &RoleName,
    ) -> Result<Option<PermissionSet>, ApiError> {
        let cache_key = (org, name.clone());
        if let Some(found) = self.roles.get(&cache_key) {
            return Ok(found);
        }
        let found = store.get_role(org, name).await?.map(|role| role.permissions);
        self.roles.insert(cache_key, found);
        Ok(found)
    }

    async fn member(&self, store: &Store, id: MemberId) -> Result<Option<Arc<Member>>, ApiError> {
        if let Some(member) = self.members.get(&id) {
            return Ok(Some(member));
        }
        let member = store.get_member(id).await?.map(Arc::new);
        if let Some(member) = &member {
            self.members.insert(id, member.clone());
        }
        Ok(member)
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

    async fn client_live(&self, store: &Store, id: ClientId) -> Result<bool, ApiError> {
        if let Some(live) = self.clients.get(&id) {
            return Ok(live);
        }
        let live = store.live(crate::store::oauth::CLIENT, id.uuid()).await?;
        self.clients.insert(id, live);
        Ok(live)
    }

    async fn family_revoked(&self, store: &Store, family: &str) -> Result<bool, ApiError> {
        if let Some(revoked) = self.families.get(&family.to_owned()) {
            return Ok(revoked);
        }
        // A missing family counts as revoked but is not cached (it may be a moment old).
        let Some(revoked) = store.family_revoked(family).await? else { return Ok(true) };
        self.families.insert(family.to_owned(), revoked);
        Ok(revoked)
    }
}

/// A member may authenticate while active and in the organization the credential names.
fn usable(member: &Member, org: OrgId) -> bool {
    member.status == MemberStatus::Active && member.org_id == org
}

fn active(org: &Organization) -> Result<(), ApiError> {
    match org.status {
        OrgStatus::Active => Ok(()),
        OrgStatus::Suspended => Err(ApiError::AccountSuspended),
    }
}
