//! Who is calling: organization, member, role, effective permissions, scopes, credential, tier,
//! and the sites the member is assigned to (site-based access control).

use std::sync::Arc;
use uuid::Uuid;

use crate::domain::org::{Organization, Tier};
use crate::ids::{ApiKeyId, MemberId, OrgId};
use crate::permissions::{Permission, PermissionSet};
use crate::restrictions::Restrictions;
use crate::roles::RoleName;

/// How the request authenticated. A token's `sid` names its refresh-token family (tokens of
/// the authorization-code grant), which can be revoked apart from its member.
#[derive(Debug, Clone)]
pub enum Credential {
    ApiKey { id: ApiKeyId },
    Token { jti: String, client_id: Option<String>, sid: Option<String> },
}

#[derive(Debug, Clone)]
pub struct Principal {
    pub org_id: OrgId,
    pub member_id: MemberId,
    pub role: RoleName,
    /// The role's permissions through the hierarchy (or a custom role's exact set).
    pub role_permissions: PermissionSet,
    /// The credential's limits (expiry, source ranges, scopes): whatever this request mints
    /// is built from them, narrowed, and from nothing else. Private, so no handler can swap
    /// them for wider ones.
    restrictions: Restrictions,
    /// Role permissions intersected with scopes: what this request may do.
    pub permissions: PermissionSet,
    pub credential: Credential,
    pub tier: Tier,
    /// The rate limits of the organization's tier (or its own, for Enterprise).
    pub limits: crate::domain::org::Limits,
    /// The organization has webhooks (as of the cached organization item).
    pub has_webhooks: bool,
    /// The major version the organization's unprefixed requests get (as of the cached
    /// organization item, so reading it costs no call of its own).
    pub api_version: crate::versions::Major,
    /// Sites the member is assigned to: the `visibility: site` resources it may see.
    pub site_ids: Arc<[Uuid]>,
}

/// Who a credential speaks for, as resolved from the store.
pub struct Grant {
    pub member_id: MemberId,
    pub role: RoleName,
    pub role_permissions: PermissionSet,
    pub site_ids: Arc<[Uuid]>,
}

impl Principal {
    pub(crate) fn new(
        org: &Organization,
        grant: Grant,
        restrictions: Restrictions,
        credential: Credential,
    ) -> Principal {
        let permissions = match restrictions.scopes() {
            Some(scopes) => grant.role_permissions.intersect(scopes),
            None => grant.role_permissions,
        };
        Principal {
            org_id: org.id,
            member_id: grant.member_id,
            role: grant.role,
            role_permissions: grant.role_permissions,
            restrictions,
            permissions,
            credential,
            tier: org.tier,
            limits: crate::domain::org::Limits::of(org.tier, org.limits),
            has_webhooks: org.webhook_count > 0,
            api_version: org.api_version,
            site_ids: grant.site_ids,
        }
    }

    /// The credential's limits, to narrow for whatever the request mints.
    pub fn restrictions(&self) -> &Restrictions {
        &self.restrictions
    }

    pub fn can(&self, permission: Permission) -> bool {
        self.permissions.contains(permission)
    }

    /// Owners and admins see every site's resources; everyone else only their assigned sites'.
    pub fn sees_all_sites(&self) -> bool {
        self.role.sees_all_sites()
    }

    /// Whether a resource at `site` with site visibility is visible to this caller.
    pub fn assigned_to(&self, site: Uuid) -> bool {
        self.sees_all_sites() || self.site_ids.contains(&site)
    }

    /// The credential as webhook payloads describe it.
    pub fn credential_json(&self) -> serde_json::Value {
        match &self.credential {
            Credential::ApiKey { id, .. } => serde_json::json!({"type": "api_key", "id": id.legacy()}),
            Credential::Token { client_id, .. } => {
                serde_json::json!({"type": "access_token", "client_id": client_id, "member_id": self.member_id.legacy()})
            }
        }
    }

    /// The role's name followed by the roles it inherits.
    pub fn roles(&self) -> Vec<&str> {
        let mut roles = vec![self.role.as_str()];
        if let Some(builtin) = self.role.builtin() {
            roles.extend(builtin.inherited().iter().map(|r| r.name()));
        }
        roles
    }
}
