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

pub mod jwt;

use http::{HeaderMap, HeaderValue};
use std::net::IpAddr;
use std::sync::Arc;

use crate::cache::TtlCache;
use crate::config::Config;
use crate::domain::member::{Member, MemberStatus};
use crate::domain::oauth::ClientTokens;
use crate::domain::org::{OrgStatus, Organization};
use crate::ids::{ClientId, MemberId, OrgId};
use crate::permissions::PermissionSet;
use crate::principal::{Credential, Grant, Principal};
use crate::restrictions::Restrictions;
use crate::roles::RoleName;
use crate::store::api_keys::KeyAuth;
use crate::store::{Store, StoreError};
use crate::time::now_ms;
use AuthError::*;

/// Why a request's credential does not authenticate it.
#[derive(Debug)]
pub enum AuthError {
    /// Neither a bearer token nor an API key.
    MissingCredential,
    /// Both a bearer token and an API key.
    TwoCredentials,
    /// A bearer token that is malformed, not ours or revoked, or whose member or organization
    /// is gone.
    InvalidToken,
    TokenExpired,
    /// An API key that is malformed, unknown or revoked, or whose member or organization is gone.
    InvalidApiKey,
    ApiKeyExpired,
    /// An API key used from outside its `allowed_ips`.
    IpNotAllowed,
    /// The credential's organization is suspended.
    Suspended,
    Store(StoreError),
}

impl From<StoreError> for AuthError {
    fn from(error: StoreError) -> Self {
        Store(error)
    }
}

/// A verified bearer token as the rate limits see it, before any read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenSubject {
    /// Its client and member: every token minted for one member through one client shares one
    /// budget.
    pub subject: String,
    /// Not revoked as far as this instance knows without a read (its refresh-token family
    /// and client are cached live, or it has neither). Otherwise it may be revoked, and must
    /// authenticate before it may spend its member's budget.
    pub known_live: bool,
}

pub struct Authenticator {
    jwt: jwt::Verifier,
    keys: TtlCache<String, Arc<KeyAuth>>,
    members: TtlCache<MemberId, Arc<Member>>,
    orgs: TtlCache<OrgId, Organization>,
    roles: TtlCache<(OrgId, RoleName), Option<PermissionSet>>,
    families: TtlCache<String, bool>,
    clients: TtlCache<ClientId, ClientTokens>,
}

impl Authenticator {
    /// Forgets what this process cached of a refresh-token family and of a client's tokens it
    /// has just revoked, so its own next request (an introspection, say) sees the revocation
    /// at once; other processes see it within the cache bound.
    pub fn forget_revoked(&self, family: Option<&str>, client: Option<ClientId>) {
        if let Some(family) = family {
            self.families.remove(&family.to_owned());
        }
        if let Some(client) = client {
            self.clients.remove(&client);
        }
    }

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
    ) -> Result<Principal, AuthError> {
        let bearer = headers.get(http::header::AUTHORIZATION);
        let api_key = headers.get("x-api-key");
        match (bearer, api_key) {
            (Some(_), Some(_)) => Err(TwoCredentials),
            (Some(value), None) => self.with_token(store, bearer_token(value).ok_or(InvalidToken)?).await,
            (None, Some(value)) => {
                let secret = value.to_str().map_err(|_| InvalidApiKey)?;
                self.with_api_key(store, secret.trim(), source_ip).await
            }
            (None, None) => Err(MissingCredential),
        }
    }

    /// The rate-limit identity of a bearer token that verifies: its client and subject. No
    /// read: the signature alone says the claims are ours.
    pub fn token_subject(&self, token: &str) -> Option<TokenSubject> {
        let claims = self.jwt.verify(token).ok()?;
        // Its family and client as this instance's caches hold them: whether authentication
        // would find it revoked is known without a read only when both are cached live.
        let family_live = claims.sid.as_ref().is_none_or(|family| self.families.get(family) == Some(false));
        let client_live = ClientId::parse(&claims.client_id).is_none_or(|client| {
            self.clients.get(&client).is_some_and(|state| state.admits(&claims.jti, claims.sid.is_some()))
        });
        Some(TokenSubject {
            subject: format!("{}:{}", claims.client_id, claims.sub),
            known_live: family_live && client_live,
        })
    }

    /// A bearer token's claims if its signature (by a key of the set) and claims verify; no
    /// read, so not whether it was revoked since.
    pub fn signed_claims(&self, token: &str) -> Result<jwt::Claims, AuthError> {
        self.jwt.verify(token)
    }

    /// The claims of a bearer token that authenticates a request now (signed, unexpired,
    /// unrevoked, its member and organization active): what introspection reports on. The
    /// same reads, through the same caches, as a request with it.
    pub async fn live_claims(&self, store: &Store, token: &str) -> Result<jwt::Claims, AuthError> {
        self.token_principal(store, token).await.map(|(_, claims)| claims)
    }

    async fn with_token(&self, store: &Store, token: &str) -> Result<Principal, AuthError> {
        self.token_principal(store, token).await.map(|(principal, _)| principal)
    }

    async fn token_principal(
        &self,
        store: &Store,
        token: &str,
    ) -> Result<(Principal, jwt::Claims), AuthError> {
        let claims = self.jwt.verify(token)?;
        let org_id = OrgId::parse(&claims.org).ok_or(InvalidToken)?;
        let member_id = MemberId::parse(&claims.sub).ok_or(InvalidToken)?;
        let scopes = claims.scope.as_deref().map(PermissionSet::parse_scopes).transpose();
        let scopes = scopes.map_err(|_| InvalidToken)?;
        // The grant's expiry travels signed in `limit_exp`; the token's `exp` leeway does not
        // stretch it.
        let limit = claims.limit_exp.map(|secs| secs.saturating_mul(1000));
        let restrictions = Restrictions::of_token(limit, scopes, claims.sid.is_some());
        if restrictions.expired(now_ms()) {
            return Err(TokenExpired);
        }
        // A token from an OAuth grant dies with its refresh-token family and with its client.
        let revoked = async {
            let family = match &claims.sid {
                // A missing family counts as revoked but is not cached (it may be a moment old).
                Some(family) => self
                    .families
                    .get_or_fetch(family.clone(), store.family_revoked(family))
                    .await?
                    .unwrap_or(true),
                None => false,
            };
            // The client item says whether it is deleted and which of its client_credentials
            // tokens are revoked: one read for both (cached like the rest).
            let client = match ClientId::parse(&claims.client_id) {
                Some(client) => {
                    // Always `Some`: a deleted client is cached as not live.
                    let state = async { Ok(Some(store.client_tokens(client).await?)) };
                    let state = self.clients.get_or_fetch(client, state).await?;
                    !state.is_some_and(|state| state.admits(&claims.jti, claims.sid.is_some()))
                }
                None => false,
            };
            Ok::<_, StoreError>(family || client)
        };
        let org = self.orgs.get_or_fetch(org_id, store.get_organization(org_id));
        let (org, member, revoked) = tokio::try_join!(org, self.member(store, member_id), revoked)?;
        let org = org.ok_or(InvalidToken)?;
        let member = member.filter(|m| usable(m, org_id)).ok_or(InvalidToken)?;
        if revoked {
            return Err(InvalidToken);
        }
        active(&org)?;
        let grant = self.grant(store, &member).await?.ok_or(InvalidToken)?;
        let credential = Credential::Token {
            jti: claims.jti.clone(),
            client_id: Some(claims.client_id.clone()),
            sid: claims.sid.clone(),
        };
        Ok((Principal::new(&org, grant, restrictions, credential), claims))
    }

    async fn with_api_key(
        &self,
        store: &Store,
        secret: &str,
        source_ip: Option<IpAddr>,
    ) -> Result<Principal, AuthError> {
        if !api_key::looks_like_key(secret) {
            return Err(InvalidApiKey);
        }
        let hash = api_key::hash(secret);
        let found = async { Ok::<_, StoreError>(store.get_key_auth(&hash).await?.map(Arc::new)) };
        let key = self.keys.get_or_fetch(hash.clone(), found).await?.ok_or(InvalidApiKey)?;
        let org = self.orgs.get_or_fetch(key.org_id, store.get_organization(key.org_id));
        let (org, member) = tokio::try_join!(org, self.member(store, key.member_id))?;
        let org = org.ok_or(InvalidApiKey)?;
        let member = member.filter(|m| usable(m, key.org_id)).ok_or(InvalidApiKey)?;
        if key.restrictions.expired(now_ms()) {
            return Err(ApiKeyExpired);
        }
        if !key.restrictions.ip_allowed(source_ip) {
            return Err(IpNotAllowed);
        }
        active(&org)?;
        let grant = self.grant(store, &member).await?.ok_or(InvalidApiKey)?;
        let credential = Credential::ApiKey { id: key.key_id };
        Ok(Principal::new(&org, grant, key.restrictions.clone(), credential))
    }

    /// The member's role resolved to permissions: built-in roles from the table, custom roles
    /// from the store, as of at most the cache bound ago. `None` when the role no longer exists
    /// (the credential grants nothing; that is cached too).
    async fn grant(&self, store: &Store, member: &Member) -> Result<Option<Grant>, StoreError> {
        let permissions = match member.role.builtin() {
            Some(builtin) => Some(builtin.permissions()),
            None => {
                let found = async {
                    Ok(Some(store.get_role(member.org_id, &member.role).await?.map(|r| r.permissions)))
                };
                self.roles.get_or_fetch((member.org_id, member.role.clone()), found).await?.flatten()
            }
        };
        Ok(permissions.map(|role_permissions| Grant {
            member_id: member.id,
            role: member.role.clone(),
            role_permissions,
            site_ids: member.site_ids.iter().map(|id| id.uuid()).collect(),
        }))
    }

    async fn member(&self, store: &Store, id: MemberId) -> Result<Option<Arc<Member>>, StoreError> {
        let found = async { Ok(store.get_member(id).await?.map(Arc::new)) };
        self.members.get_or_fetch(id, found).await
    }
}

/// The token of `Authorization: Bearer <token>`, when that is what the header holds.
pub fn bearer_token(value: &HeaderValue) -> Option<&str> {
    let value = value.to_str().ok()?;
    let token = value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer "))?.trim();
    (!token.is_empty()).then_some(token)
}

/// A member may authenticate while active and in the organization the credential names.
fn usable(member: &Member, org: OrgId) -> bool {
    member.status == MemberStatus::Active && member.org_id == org
}

fn active(org: &Organization) -> Result<(), AuthError> {
    match org.status {
        OrgStatus::Active => Ok(()),
        OrgStatus::Suspended => Err(Suspended),
    }
}
