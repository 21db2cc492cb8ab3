//! The limits a credential carries, and the one way to derive the limits of whatever it mints.
//!
//! Authority only narrows. Every credential the API issues (API keys, OAuth clients,
//! authorization codes, refresh-token families, access tokens) holds a `Restrictions`, and
//! outside this crate there is one way to get one: narrow the caller's own
//! (`Principal::restrictions`) with `for_key`, `for_client`, `for_grant` or `with_scopes`.
//! Inside it, authentication and the store read credentials back, and `tenancy` (the
//! operator's tools) starts from `Restrictions::root()`, the deployment's own authority. A route that mints authority therefore has nothing to hand a credential's constructor
//! but its caller's limits, narrowed: it cannot forget them.
//!
//! What carries: an expiry (nothing minted outlives it), source ranges (nothing minted is usable
//! from elsewhere) and scopes (nothing minted holds a permission the scopes leave out). Roles
//! and sites belong to members, not credentials: `delegation` keeps those.

use std::net::IpAddr;
use std::sync::Arc;

pub use ipnet::IpNet;

use crate::permissions::PermissionSet;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Restrictions {
    /// Milliseconds since the epoch; after it the credential, and all it minted, is void.
    expires_at: Option<i64>,
    /// Source ranges the credential may be used from; empty: anywhere.
    allowed_ips: Arc<[IpNet]>,
    /// Permissions the credential is limited to; `None`: the member's whole role.
    scopes: Option<PermissionSet>,
    /// The credential is a third party's authorization grant (a token of a refresh-token
    /// family): the member can revoke it (the family, the client), and nothing it minted
    /// could carry that, so it mints nothing.
    delegated: bool,
}

/// The limits a request asks a new API key to have; what it leaves out is inherited.
#[derive(Debug, Default)]
pub struct Requested {
    pub expires_at: Option<i64>,
    /// Empty: not asked (the caller's ranges are inherited).
    pub allowed_ips: Vec<IpNet>,
    pub scopes: Option<PermissionSet>,
}

/// Why a credential could not be minted under the caller's restrictions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RestrictionError {
    /// The requested expiry is later than the caller's.
    ExpiresLater,
    /// A requested range lies outside the caller's ranges.
    IpsOutside,
    /// The requested scopes hold permissions (`beyond`) outside the caller's scopes (`held`).
    ScopesBeyond { beyond: PermissionSet, held: PermissionSet },
    /// The thing asked for cannot carry this limit of the caller (an OAuth client is usable
    /// from anywhere, forever): it is refused.
    CannotCarry(Limit),
}

/// A limit of a credential, as refusals name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    ExpiresAt,
    AllowedIps,
    /// Revocable as a third party's grant.
    AuthorizationGrant,
}

impl Limit {
    pub fn name(self) -> &'static str {
        match self {
            Limit::ExpiresAt => "expires_at",
            Limit::AllowedIps => "allowed_ips",
            Limit::AuthorizationGrant => "authorization_grant",
        }
    }
}

impl Restrictions {
    /// No limits: the deployment's own authority (the operator CLI and demo seeding, through
    /// `tenancy`). Crate-private, so no handler can mint from it instead of its caller's.
    pub(crate) fn root() -> Restrictions {
        Restrictions { expires_at: None, allowed_ips: Arc::new([]), scopes: None, delegated: false }
    }

    /// Limits as a credential stored or signed them; only the store and authentication read
    /// credentials back.
    pub(crate) fn stored(
        expires_at: Option<i64>,
        allowed_ips: Vec<IpNet>,
        scopes: Option<PermissionSet>,
    ) -> Restrictions {
        Restrictions { expires_at, allowed_ips: allowed_ips.into(), scopes, delegated: false }
    }

    /// A token's limits: its grant's expiry and scopes; `delegated` when it came from a
    /// refresh-token family. Tokens are never address-bound (address-bound credentials
    /// cannot grant).
    pub(crate) fn of_token(
        expires_at: Option<i64>,
        scopes: Option<PermissionSet>,
        delegated: bool,
    ) -> Restrictions {
        Restrictions { delegated, ..Restrictions::stored(expires_at, Vec::new(), scopes) }
    }

    /// The same limits, ending no later than `at`.
    pub(crate) fn ending_by(&self, at: i64) -> Restrictions {
        Restrictions { expires_at: Some(self.expires_at.map_or(at, |mine| mine.min(at))), ..self.clone() }
    }

    pub fn expires_at(&self) -> Option<i64> {
        self.expires_at
    }

    pub fn allowed_ips(&self) -> &[IpNet] {
        &self.allowed_ips
    }

    pub fn scopes(&self) -> Option<PermissionSet> {
        self.scopes
    }

    pub fn expired(&self, now_ms: i64) -> bool {
        self.expires_at.is_some_and(|at| at <= now_ms)
    }

    /// Whether a request from `ip` may use the credential (an unknown source fails closed
    /// when there are ranges). An IPv4 client seen as an IPv4-mapped IPv6 address still
    /// matches IPv4 ranges.
    pub fn ip_allowed(&self, ip: Option<IpAddr>) -> bool {
        if self.allowed_ips.is_empty() {
            return true;
        }
        let Some(ip) = ip else { return false };
        let ip = match ip {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map(IpAddr::V4).unwrap_or(ip),
            v4 => v4,
        };
        self.allowed_ips.iter().any(|net| net.contains(&ip))
    }

    /// When something that would live `secs` from `start_ms` must end: no later than this
    /// credential.
    pub fn lifetime_end(&self, start_ms: i64, secs: i64) -> i64 {
        let natural = start_ms.saturating_add(secs.saturating_mul(1000));
        self.expires_at.map_or(natural, |at| natural.min(at))
    }

    /// An API key's limits: every limit carries. A limit the request leaves out is the
    /// caller's; one it gives must be at least as narrow.
    pub fn for_key(&self, requested: Requested) -> Result<Restrictions, RestrictionError> {
        self.not_delegated()?;
        let expires_at = match (self.expires_at, requested.expires_at) {
            (Some(mine), Some(asked)) if asked > mine => return Err(RestrictionError::ExpiresLater),
            (mine, asked) => asked.or(mine),
        };
        let allowed_ips: Arc<[IpNet]> = if requested.allowed_ips.is_empty() {
            self.allowed_ips.clone()
        } else {
            let inside = |net: &IpNet| self.allowed_ips.iter().any(|outer| outer.contains(net));
            if !self.allowed_ips.is_empty() && !requested.allowed_ips.iter().all(inside) {
                return Err(RestrictionError::IpsOutside);
            }
            requested.allowed_ips.into()
        };
        let scopes = self.narrowed_scopes(requested.scopes)?;
        Ok(Restrictions { expires_at, allowed_ips, scopes, delegated: false })
    }

    /// An OAuth client's limits: a client authenticates from anywhere and never expires, so
    /// a caller limited in time or place cannot register one. Scopes carry.
    pub fn for_client(&self, scopes: Option<PermissionSet>) -> Result<Restrictions, RestrictionError> {
        self.for_standing()?;
        Ok(Restrictions { scopes: self.narrowed_scopes(scopes)?, ..Restrictions::root() })
    }

    /// Something that stands on its own, anywhere, until deleted (an OAuth client, a webhook
    /// subscription): only a credential with neither expiry nor ranges, and not a third
    /// party's grant, may make one.
    pub fn for_standing(&self) -> Result<(), RestrictionError> {
        self.not_delegated()?;
        if self.expires_at.is_some() {
            return Err(RestrictionError::CannotCarry(Limit::ExpiresAt));
        }
        if !self.allowed_ips.is_empty() {
            return Err(RestrictionError::CannotCarry(Limit::AllowedIps));
        }
        Ok(())
    }

    fn not_delegated(&self) -> Result<(), RestrictionError> {
        match self.delegated {
            true => Err(RestrictionError::CannotCarry(Limit::AuthorizationGrant)),
            false => Ok(()),
        }
    }

    /// An authorization grant's limits (its code, refresh-token family and access tokens):
    /// the expiry carries; source ranges cannot (the client redeems and uses the grant from
    /// its own addresses), so an address-bound caller cannot grant. The scopes are narrowed
    /// later to what is granted.
    pub fn for_grant(&self) -> Result<Restrictions, RestrictionError> {
        self.not_delegated()?;
        if !self.allowed_ips.is_empty() {
            return Err(RestrictionError::CannotCarry(Limit::AllowedIps));
        }
        Ok(Restrictions { allowed_ips: Arc::new([]), ..self.clone() })
    }

    /// The same limits with the scopes narrowed to `requested` (none: unchanged).
    pub fn with_scopes(&self, requested: Option<PermissionSet>) -> Result<Restrictions, RestrictionError> {
        Ok(Restrictions { scopes: self.narrowed_scopes(requested)?, ..self.clone() })
    }

    fn narrowed_scopes(
        &self,
        requested: Option<PermissionSet>,
    ) -> Result<Option<PermissionSet>, RestrictionError> {
        match (self.scopes, requested) {
            (Some(mine), Some(asked)) => {
                let beyond = asked.without(mine);
                if beyond != PermissionSet::EMPTY {
                    return Err(RestrictionError::ScopesBeyond { beyond, held: mine });
                }
                Ok(Some(asked))
            }
            (mine, asked) => Ok(asked.or(mine)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permissions::Permission;

    fn nets(list: &[&str]) -> Vec<IpNet> {
        list.iter().map(|t| t.parse().unwrap()).collect()
    }

    fn bound() -> Restrictions {
        Restrictions::stored(
            Some(1_000_000),
            nets(&["10.0.0.0/8"]),
            Some(PermissionSet::of(&[Permission::ReadSites, Permission::AdminApiKeys])),
        )
    }

    #[test]
    fn a_key_inherits_every_limit_it_does_not_ask_for() {
        let key = bound().for_key(Requested::default()).unwrap();
        assert_eq!(key, bound());
    }

    #[test]
    fn a_key_may_narrow_but_never_widen() {
        let narrower = Requested {
            expires_at: Some(500_000),
            allowed_ips: nets(&["10.1.0.0/16"]),
            scopes: Some(PermissionSet::of(&[Permission::ReadSites])),
        };
        let key = bound().for_key(narrower).unwrap();
        assert_eq!(key.expires_at(), Some(500_000));
        assert_eq!(key.allowed_ips(), nets(&["10.1.0.0/16"]).as_slice());
        let later = Requested { expires_at: Some(2_000_000), ..Requested::default() };
        assert_eq!(bound().for_key(later), Err(RestrictionError::ExpiresLater));
        let elsewhere = Requested { allowed_ips: nets(&["0.0.0.0/0"]), ..Requested::default() };
        assert_eq!(bound().for_key(elsewhere), Err(RestrictionError::IpsOutside));
        let wider =
            Requested { scopes: Some(PermissionSet::of(&[Permission::WriteSites])), ..Default::default() };
        assert!(matches!(bound().for_key(wider), Err(RestrictionError::ScopesBeyond { .. })));
    }

    #[test]
    fn an_unrestricted_caller_mints_what_it_asks_for() {
        let asked = Requested { expires_at: Some(5), allowed_ips: nets(&["::1/128"]), scopes: None };
        let key = Restrictions::root().for_key(asked).unwrap();
        assert_eq!((key.expires_at(), key.allowed_ips().len(), key.scopes()), (Some(5), 1, None));
    }

    #[test]
    fn clients_cannot_carry_time_or_place() {
        let expiring = Restrictions::stored(Some(1), Vec::new(), None);
        assert_eq!(expiring.for_client(None), Err(RestrictionError::CannotCarry(Limit::ExpiresAt)));
        let placed = Restrictions::stored(None, nets(&["10.0.0.0/8"]), None);
        assert_eq!(placed.for_client(None), Err(RestrictionError::CannotCarry(Limit::AllowedIps)));
        let scoped =
            Restrictions::stored(None, Vec::new(), Some(PermissionSet::of(&[Permission::ReadSites])));
        assert_eq!(scoped.for_client(None).unwrap().scopes(), scoped.scopes());
    }

    #[test]
    fn a_third_partys_grant_mints_nothing() {
        let delegated = Restrictions::of_token(None, None, true);
        let refused = Err(RestrictionError::CannotCarry(Limit::AuthorizationGrant));
        assert_eq!(delegated.for_key(Requested::default()), refused);
        assert_eq!(delegated.for_client(None), refused);
        assert_eq!(delegated.for_grant(), refused);
        assert_eq!(delegated.for_standing(), Err(RestrictionError::CannotCarry(Limit::AuthorizationGrant)));
        assert!(Restrictions::of_token(None, None, false).for_key(Requested::default()).is_ok());
    }

    #[test]
    fn grants_carry_the_expiry_but_not_addresses() {
        let expiring = Restrictions::stored(Some(7_000), Vec::new(), None);
        let grant = expiring.for_grant().unwrap();
        assert_eq!(grant.lifetime_end(0, 3600), 7_000);
        assert_eq!(grant.lifetime_end(0, 1), 1_000);
        assert_eq!(bound().for_grant(), Err(RestrictionError::CannotCarry(Limit::AllowedIps)));
    }

    #[test]
    fn source_ip_must_fall_in_an_allowed_range() {
        let allowed = Restrictions::stored(None, nets(&["10.0.0.0/8", "2001:db8::/32"]), None);
        assert!(allowed.ip_allowed(Some("10.1.2.3".parse().unwrap())));
        assert!(allowed.ip_allowed(Some("::ffff:10.1.2.3".parse().unwrap())));
        assert!(allowed.ip_allowed(Some("2001:db8::1".parse().unwrap())));
        assert!(!allowed.ip_allowed(Some("192.168.1.1".parse().unwrap())));
        assert!(!allowed.ip_allowed(None), "an unknown source fails closed");
        assert!(Restrictions::root().ip_allowed(None));
    }
}
