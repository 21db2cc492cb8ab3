//! The rule against privilege escalation: a caller hands out only permissions it holds itself,
//! and manages only members who hold and see no more than it does. Role grants, member
//! changes, custom role definitions, API keys and OAuth clients all pass through here.

use crate::domain::member::Member;
use crate::ids::{MemberId, OrgId};
use crate::permissions::PermissionSet;
use crate::principal::Principal;
use crate::roles::RoleName;
use crate::store::schedule_writer::Unauthorized;
use crate::store::{Store, StoreError};
use crate::versions::ApiVersion;

/// Why a caller may not hand out a role, permissions or sites, or manage a member.
#[derive(Debug)]
pub enum DelegationError {
    /// What was asked holds permissions beyond what the caller holds.
    Unauthorized(Unauthorized),
    /// The role named in `field` is not a role of the organization.
    UnknownRole {
        field: &'static str,
        role: RoleName,
    },
    /// A service identity given the owner role (in `field`).
    ServiceOwner {
        field: &'static str,
    },
    /// The member (as the client named it) sees a site the site-limited caller does not.
    MemberSeesMore(String),
    /// The role sees every site, and the caller does not.
    RoleSeesAllSites(RoleName),
    /// A site the site-limited caller is not assigned to.
    SiteNotAssigned(uuid::Uuid),
    Store(StoreError),
}

impl From<StoreError> for DelegationError {
    fn from(error: StoreError) -> Self {
        DelegationError::Store(error)
    }
}

/// The permissions a role of `org` holds: built-in ones from the table, custom ones from the
/// store (a consistent read, not the authentication cache). `None`: no such role.
pub async fn role_permissions(
    store: &Store,
    org: OrgId,
    role: &RoleName,
) -> Result<Option<PermissionSet>, StoreError> {
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
    field: &'static str,
) -> Result<PermissionSet, DelegationError> {
    let unknown = || DelegationError::UnknownRole { field, role: role.clone() };
    role_permissions(store, org, role).await?.ok_or_else(unknown)
}

/// 403 INSUFFICIENT_PERMISSIONS listing what `wanted` holds beyond the caller's effective
/// permissions (its role intersected with its credential's scopes).
pub fn within_caller(principal: &Principal, wanted: PermissionSet) -> Result<(), DelegationError> {
    let granted = principal.permissions;
    if wanted.without(granted) == PermissionSet::EMPTY {
        return Ok(());
    }
    Err(DelegationError::Unauthorized(Unauthorized { wanted, granted }))
}

/// Managing a member (its role or sites, its API keys, its OAuth client) needs a caller who
/// outranks it on both counts: every permission of its current role (nobody manages someone
/// more powerful), and, for a caller limited to some sites, every site the member sees (an
/// owner or admin sees them all). The one check behind member PATCH, key revocation and client
/// deletion, so a site-limited delegate cannot demote, re-site or cut off someone who sees more.
/// Returns what the member's role holds.
pub async fn manages(
    store: &Store,
    principal: &Principal,
    member: &Member,
    shown_id: &str,
) -> Result<PermissionSet, DelegationError> {
    let held = role_permissions(store, principal.org_id, &member.role).await?.unwrap_or(PermissionSet::EMPTY);
    within_caller(principal, held)?;
    sees_no_more(principal, member, shown_id)?;
    Ok(held)
}

/// Managing the holder of a credential (revoking its key, deleting its OAuth client) is
/// managing the member. A member gone is no bar.
pub async fn manages_holder(
    store: &Store,
    principal: &Principal,
    member: MemberId,
    version: &ApiVersion,
) -> Result<(), DelegationError> {
    let Some(member) = store.get_member(member).await? else { return Ok(()) };
    manages(store, principal, &member, &version.show_id(&member.id)).await.map(|_| ())
}

/// 403 RESOURCE_ACCESS_DENIED when the member sees a site the site-limited caller does not.
fn sees_no_more(principal: &Principal, member: &Member, shown_id: &str) -> Result<(), DelegationError> {
    if principal.sees_all_sites() {
        return Ok(());
    }
    let beyond = member.site_ids.iter().any(|site| !principal.site_ids.contains(&site.uuid()));
    if member.role.sees_all_sites() || beyond {
        return Err(DelegationError::MemberSeesMore(shown_id.to_owned()));
    }
    Ok(())
}

/// A caller limited to some sites hands out no wider view: no owner or admin role (they see
/// every site) and no site it is not assigned to itself. 403 RESOURCE_ACCESS_DENIED otherwise.
pub fn within_sites(
    principal: &Principal,
    role: &RoleName,
    sites: &[uuid::Uuid],
) -> Result<(), DelegationError> {
    if principal.sees_all_sites() {
        return Ok(());
    }
    if role.sees_all_sites() {
        return Err(DelegationError::RoleSeesAllSites(role.clone()));
    }
    let outside = sites.iter().find(|site| !principal.site_ids.contains(site));
    outside.map_or(Ok(()), |site| Err(DelegationError::SiteNotAssigned(*site)))
}

/// Service identities (API key holders, OAuth clients) cannot be owners: ownership stays with
/// people, and the last-owner guard counts people.
pub fn service_role(role: &RoleName, field: &'static str) -> Result<(), DelegationError> {
    if role.as_str() == "owner" {
        return Err(DelegationError::ServiceOwner { field });
    }
    Ok(())
}
