//! Who is calling: organization, member, role, effective permissions, scopes, credential, tier.

use crate::domain::org::{Organization, Tier};
use crate::ids::{ApiKeyId, MemberId, OrgId};
use crate::permissions::{Permission, PermissionSet};
use crate::roles::RoleName;

#[derive(Debug, Clone)]
pub enum Credential {
    ApiKey(ApiKeyId),
    Token { jti: String },
}

#[derive(Debug, Clone)]
pub struct Principal {
    pub org_id: OrgId,
    pub member_id: MemberId,
    pub role: RoleName,
    /// The role's permissions through the hierarchy.
    pub role_permissions: PermissionSet,
    /// The credential's scopes, when it is limited to some.
    pub scopes: Option<PermissionSet>,
    /// Role permissions intersected with scopes: what this request may do.
    pub permissions: PermissionSet,
    pub credential: Credential,
    pub tier: Tier,
}

impl Principal {
    pub fn new(
        org: Organization,
        member_id: MemberId,
        role: RoleName,
        scopes: Option<PermissionSet>,
        credential: Credential,
    ) -> Principal {
        // Unknown (custom) roles grant nothing until custom roles are resolved: fail closed.
        let role_permissions = role.builtin().map(|r| r.permissions()).unwrap_or(PermissionSet::EMPTY);
        let permissions = match scopes {
            Some(scopes) => role_permissions.intersect(scopes),
            None => role_permissions,
        };
        Principal {
            org_id: org.id,
            member_id,
            role,
            role_permissions,
            scopes,
            permissions,
            credential,
            tier: org.tier,
        }
    }

    pub fn can(&self, permission: Permission) -> bool {
        self.permissions.contains(permission)
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
