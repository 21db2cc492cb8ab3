//! Under whose authority schedule items run. The scheduler acts without a caller, so an item
//! carries one: its author, the member who last created or changed it. Writing an item needs
//! what its action needs (`ItemAction::authority`: write:sessions for a session action, as a
//! direct session action would), within the writer's sites; each run checks again that the
//! author is still active, still holds that through its current role, and still sees the
//! target. Otherwise the run is recorded as refused and nothing happens.
//!
//! Never: act on an item without an author. Items stored before items had authors are
//! refused (`author_unknown`) until someone who may changes them, which makes that member the
//! author. The run checks the author's role, not the credential's scopes: the role is what a
//! demotion changes, and the scopes were checked at the write. What the run does check of the
//! credential is that it still lives: not expired (`author_until`) and, for an API key or an
//! authorization grant, not revoked (`AuthorCredential`), so nothing an item sets outlives
//! the key or grant that set it.

use std::sync::Arc;
use uuid::Uuid;

use crate::domain::asset::Visibility;
use crate::domain::member::{Member, MemberStatus};
use crate::domain::schedule::{AuthorCredential, ItemAction};
use crate::ids::{ClientId, OrgId, SiteId};
use crate::permissions::PermissionSet;
use crate::principal::{Credential, Principal};
use crate::site_access::SiteScope;
pub use crate::store::schedule_writer::{Unauthorized, Writer};

impl Writer {
    pub fn of(principal: &Principal) -> Writer {
        Writer {
            member: principal.member_id,
            until: principal.restrictions().expires_at(),
            credential: AuthorCredential::of(principal),
            permissions: principal.permissions,
            scope: SiteScope::of(principal),
        }
    }
}

impl AuthorCredential {
    pub fn of(principal: &Principal) -> Option<AuthorCredential> {
        match &principal.credential {
            Credential::ApiKey { id } => Some(AuthorCredential::ApiKey(*id)),
            Credential::Token { sid: Some(family), client_id, .. } => Some(AuthorCredential::Grant {
                family: family.clone(),
                client: client_id.as_deref().and_then(ClientId::parse),
            }),
            Credential::Token { sid: None, .. } => None,
        }
    }
}

/// Why a due run was not acted on: its author no longer has the authority it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The item has no author (stored before items had one), or the author is gone.
    AuthorUnknown,
    /// The author is disabled (e.g. the service identity of a deleted OAuth client).
    AuthorInactive,
    /// The credential the author wrote the item with has expired: nothing it set outlives it.
    AuthorCredentialExpired,
    /// The credential the author wrote the item with was revoked (an API key, or a grant's
    /// token family or client).
    AuthorCredentialRevoked,
    /// The author's current role lacks what the action needs.
    AuthorLacksPermission,
    /// The author no longer sees the target's site.
    AuthorLacksSiteAccess,
}

impl Refusal {
    pub fn as_str(self) -> &'static str {
        match self {
            Refusal::AuthorUnknown => "author_unknown",
            Refusal::AuthorInactive => "author_inactive",
            Refusal::AuthorCredentialExpired => "author_credential_expired",
            Refusal::AuthorCredentialRevoked => "author_credential_revoked",
            Refusal::AuthorLacksPermission => "author_lacks_permission",
            Refusal::AuthorLacksSiteAccess => "author_lacks_site_access",
        }
    }
}

/// Where a run acts: an asset's current site and visibility, or a whole site (which only
/// a member who sees the whole site may act on).
#[derive(Debug, Clone, Copy)]
pub struct RunTarget {
    pub site: SiteId,
    pub visibility: Visibility,
}

/// An author as a run sees it: its organization, whether it may act at all, what its current
/// role holds and which sites it sees.
#[derive(Debug, Clone)]
pub struct Standing {
    pub org: OrgId,
    pub active: bool,
    /// Its role's permissions; empty when the role no longer exists.
    pub permissions: PermissionSet,
    pub scope: SiteScope,
}

impl Standing {
    /// `role_permissions`: what the member's current role holds (`None`: no such role).
    pub fn of(member: &Member, role_permissions: Option<PermissionSet>) -> Standing {
        let sites: Arc<[Uuid]> = member.site_ids.iter().map(|site| site.uuid()).collect();
        Standing {
            org: member.org_id,
            active: member.status == MemberStatus::Active,
            permissions: role_permissions.unwrap_or(PermissionSet::EMPTY),
            scope: SiteScope::of_member(&member.role, sites),
        }
    }

    /// Whether this author may still have `action` run on `target` in `org`.
    pub fn allows(&self, org: OrgId, action: ItemAction, target: RunTarget) -> Result<(), Refusal> {
        if self.org != org {
            return Err(Refusal::AuthorUnknown);
        }
        if !self.active {
            return Err(Refusal::AuthorInactive);
        }
        if action.authority().without(self.permissions) != PermissionSet::EMPTY {
            return Err(Refusal::AuthorLacksPermission);
        }
        if !self.scope.allows(target.visibility.as_str(), Some(target.site.uuid())) {
            return Err(Refusal::AuthorLacksSiteAccess);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::capacity::Capacity;
    use crate::domain::member::MemberType;
    use crate::domain::schedule::CorruptCredential;
    use crate::ids::ApiKeyId;
    use crate::roles::{BuiltinRole, RoleName};

    fn member(role: &str, sites: &[SiteId]) -> Member {
        let mut member =
            Member::new(OrgId::generate(), MemberType::User, RoleName::parse(role).unwrap(), "Planner", None);
        member.site_ids = sites.to_vec();
        member
    }

    fn standing(member: &Member) -> Standing {
        Standing::of(member, member.role.builtin().map(BuiltinRole::permissions))
    }

    fn restricted(site: SiteId) -> RunTarget {
        RunTarget { site, visibility: Visibility::Site }
    }

    #[test]
    fn a_session_action_needs_write_sessions_and_a_power_limit_only_write_schedules() {
        assert_eq!(ItemAction::StartSession(None).authority().names(), ["write:schedules", "write:sessions"]);
        assert_eq!(ItemAction::StopSession(None).authority(), ItemAction::StartSession(None).authority());
        let limit = ItemAction::SetPowerLimit(Capacity::parse("7").unwrap());
        assert_eq!(limit.authority().names(), ["write:schedules"]);
    }

    #[test]
    fn an_admin_runs_anything_anywhere_and_an_operator_no_session_action() {
        let site = SiteId::generate();
        let admin = member("admin", &[]);
        assert_eq!(
            standing(&admin).allows(admin.org_id, ItemAction::StartSession(None), restricted(site)),
            Ok(())
        );
        let operator = member("operator", &[site]);
        assert_eq!(
            standing(&operator).allows(operator.org_id, ItemAction::StopSession(None), restricted(site)),
            Err(Refusal::AuthorLacksPermission)
        );
    }

    #[test]
    fn a_restricted_author_acts_only_on_what_its_sites_show() {
        let (mine, other) = (SiteId::generate(), SiteId::generate());
        let lead = member("service", &[mine]);
        let lead_standing = standing(&lead);
        let limit = ItemAction::SetPowerLimit(Capacity::parse("7").unwrap());
        let custom = Standing { permissions: limit.authority(), ..lead_standing.clone() };
        assert_eq!(custom.allows(lead.org_id, limit, restricted(mine)), Ok(()));
        assert_eq!(custom.allows(lead.org_id, limit, restricted(other)), Err(Refusal::AuthorLacksSiteAccess));
        let open = RunTarget { site: other, visibility: Visibility::Organization };
        assert_eq!(
            custom.allows(lead.org_id, limit, open),
            Ok(()),
            "an organization-wide asset is seen by all"
        );
    }

    #[test]
    fn a_recorded_credential_reads_back_and_a_damaged_one_is_an_error() {
        let key = AuthorCredential::ApiKey(ApiKeyId::generate());
        let grant = AuthorCredential::Grant { family: "f-1".into(), client: Some(ClientId::generate()) };
        for credential in [key, grant] {
            let attrs = credential.attrs();
            let read = AuthorCredential::from_attrs(|name| {
                attrs.iter().find(|(attr, _)| *attr == name).map(|(_, value)| value.as_str())
            });
            assert_eq!(read, Ok(Some(credential.clone())));
        }
        assert_eq!(AuthorCredential::from_attrs(|_| None), Ok(None), "written before credentials were");
        let damaged = AuthorCredential::from_attrs(|name| (name == "author_key_id").then_some("not-a-uuid"));
        assert_eq!(damaged, Err(CorruptCredential));
    }

    #[test]
    fn a_disabled_author_a_lost_role_or_another_organization_refuse_the_run() {
        let site = SiteId::generate();
        let mut admin = member("admin", &[]);
        assert_eq!(
            standing(&admin).allows(OrgId::generate(), ItemAction::StartSession(None), restricted(site)),
            Err(Refusal::AuthorUnknown)
        );
        let gone_role = Standing::of(&admin, None);
        assert_eq!(
            gone_role.allows(admin.org_id, ItemAction::StartSession(None), restricted(site)),
            Err(Refusal::AuthorLacksPermission)
        );
        admin.status = MemberStatus::Disabled;
        assert_eq!(
            standing(&admin).allows(admin.org_id, ItemAction::StartSession(None), restricted(site)),
            Err(Refusal::AuthorInactive)
        );
    }
}
