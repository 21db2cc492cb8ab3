//! The rule against privilege escalation: a caller hands out only permissions it holds itself.
//! Role grants, custom role definitions, API keys and OAuth clients all pass through here.

use crate::error::ApiError;
use crate::ids::OrgId;
use crate::permissions::PermissionSet;
use crate::principal::Principal;
use crate::roles::RoleName;
use crate::store::Store;

/// The permissions a role of `org` holds: built-in ones from the table, custom ones from the
/// store (a consistent read, not the authentication cache). `None`: no such role.
pub async fn role_permissions(
    store: &Store,
    org: OrgId,
    role: &RoleName,
) -> Result<Option<PermissionSet>, ApiError> {
    match role.builtin() {
        Some(builtin) => Ok(Some(builtin.permissions())),
        None => Ok(store.get_role(org, role).await?.map(|role| role.permissions)),
    }
}

/// A role name that must exist in `org`: 422 INVALID_VALUE otherwise.
pub async fn existing_role(
    store: &Store,
    org: OrgId,
    role: &RoleName,
    field: &str,
) -> Result<PermissionSet, ApiError> {
    role_permissions(store, org, role).await?.ok_or_else(|| ApiError::InvalidValue {
        field: field.to_owned(),
        message: format!("'{}' is not a role of this organization", role.as_str()),
    })
}

/// 403 INSUFFICIENT_PERMISSIONS listing what `wanted` holds beyond the caller's effective
/// permissions (its role intersected with its credential's scopes).
pub fn within_caller(principal: &Principal, wanted: PermissionSet) -> Result<(), ApiError> {
    let beyond = wanted.without(principal.permissions);
    if beyond == PermissionSet::EMPTY {
        return Ok(());
    }
    Err(ApiError::InsufficientPermissions {
        required: beyond.names().into_iter().map(str::to_owned).collect(),
        granted: principal.permissions,
    })
}

/// Managing a member's credentials (revoking its key, deleting its OAuth client) is managing
/// the member: the caller must hold every permission of its role. A member gone is no bar.
pub async fn outranks(
    store: &Store,
    principal: &Principal,
    member: crate::ids::MemberId,
) -> Result<(), ApiError> {
    let Some(member) = store.get_member(member).await? else { return Ok(()) };
    let held = role_permissions(store, principal.org_id, &member.role).await?.unwrap_or(PermissionSet::EMPTY);
    within_caller(principal, held)
}

/// A caller limited to some sites hands out no wider view: no owner or admin role (they see
/// every site) and no site it is not assigned to itself. 403 RESOURCE_ACCESS_DENIED otherwise.
pub fn within_sites(principal: &Principal, role: &RoleName, sites: &[uuid::Uuid]) -> Result<(), ApiError> {
    if principal.sees_all_sites() {
        return Ok(());
    }
    if role.builtin().is_some_and(|builtin| builtin.is_org_admin()) {
        return Err(ApiError::AccessDenied {
            resource_type: "role",
            resource_id: role.as_str().to_owned(),
            reason: "grants_sites_you_are_not_assigned_to",
        });
    }
    match sites.iter().find(|site| !principal.site_ids.contains(site)) {
        Some(site) => Err(ApiError::AccessDenied {
            resource_type: "site",
            resource_id: crate::ids::SiteId::from_uuid(*site).legacy(),
            reason: "not_assigned_to_site",
        }),
        None => Ok(()),
    }
}

/// Service identities (API key holders, OAuth clients) cannot be owners: ownership stays with
/// people, and the last-owner guard counts people.
pub fn service_role(role: &RoleName, field: &str) -> Result<(), ApiError> {
    if role.as_str() == "owner" {
        return Err(ApiError::InvalidValue {
            field: field.to_owned(),
            message: "A service identity cannot have the owner role".into(),
        });
    }
    Ok(())
}
