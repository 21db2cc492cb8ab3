//! Built-in roles and their permission sets: the one table, mirrored in docs/roles.md.
//!
//! Hierarchy (spec): owner inherits all; admin inherits operator; operator inherits viewer.
//! `service` stands beside the hierarchy for machine-to-machine callers.

use crate::permissions::{Permission::*, PermissionSet};

/// A role's machine name. Built-in names are reserved.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RoleName(String);

impl RoleName {
    /// Lowercase letters, digits, `_` and `-`, starting with a letter, 1..=64 characters.
    pub fn parse(text: &str) -> Option<RoleName> {
        let valid = (1..=64).contains(&text.len())
            && text.starts_with(|c: char| c.is_ascii_lowercase())
            && text.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-');
        valid.then(|| RoleName(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn builtin(&self) -> Option<BuiltinRole> {
        BuiltinRole::ALL.iter().copied().find(|r| r.name() == self.0)
    }

    /// Owners and admins see every site's resources; every other role, custom ones included,
    /// only those of its member's assigned sites.
    pub fn sees_all_sites(&self) -> bool {
        self.builtin().is_some_and(|role| role.is_org_admin())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BuiltinRole {
    Owner,
    Admin,
    Operator,
    Viewer,
    Service,
}

const VIEWER: PermissionSet =
    PermissionSet::of(&[ReadSites, ReadAssets, ReadSchedules, ReadSessions, ReadEvents]);
/// Exactly the spec's operator: read:sites, write:sites, read:assets, write:assets,
/// read:schedules, write:schedules, read:sessions, read:events.
const OPERATOR: PermissionSet = VIEWER.union(PermissionSet::of(&[WriteSites, WriteAssets, WriteSchedules]));
const BILLING: PermissionSet = PermissionSet::of(&[AdminBilling]);
const SERVICE: PermissionSet = VIEWER.union(PermissionSet::of(&[WriteSessions]));

impl BuiltinRole {
    pub const ALL: [BuiltinRole; 5] = [Self::Owner, Self::Admin, Self::Operator, Self::Viewer, Self::Service];

    pub fn name(self) -> &'static str {
        match self {
            Self::Owner => "owner",
            Self::Admin => "admin",
            Self::Operator => "operator",
            Self::Viewer => "viewer",
            Self::Service => "service",
        }
    }

    pub fn display_name(self) -> &'static str {
        match self {
            Self::Owner => "Owner",
            Self::Admin => "Administrator",
            Self::Operator => "Operator",
            Self::Viewer => "Viewer",
            Self::Service => "Service",
        }
    }

    /// The role's own permissions plus everything it inherits.
    pub fn permissions(self) -> PermissionSet {
        match self {
            Self::Owner => PermissionSet::all(),
            Self::Admin => PermissionSet::all().without(BILLING).union(OPERATOR),
            Self::Operator => OPERATOR.union(VIEWER),
            Self::Viewer => VIEWER,
            Self::Service => SERVICE,
        }
    }

    /// Roles this one inherits from, directly or not (for GET /auth/permissions).
    pub fn inherited(self) -> &'static [BuiltinRole] {
        match self {
            Self::Owner => &[Self::Admin, Self::Operator, Self::Viewer],
            Self::Admin => &[Self::Operator, Self::Viewer],
            Self::Operator => &[Self::Viewer],
            Self::Viewer | Self::Service => &[],
        }
    }

    /// Organization administrators may use the admin endpoints.
    pub fn is_org_admin(self) -> bool {
        matches!(self, Self::Owner | Self::Admin)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permissions::Permission;

    #[test]
    fn operator_holds_exactly_the_spec_set() {
        let names = BuiltinRole::Operator.permissions().names();
        assert_eq!(
            names,
            [
                "read:sites",
                "write:sites",
                "read:assets",
                "write:assets",
                "read:schedules",
                "write:schedules",
                "read:sessions",
                "read:events"
            ]
        );
    }

    #[test]
    fn hierarchy_holds_each_inherited_set() {
        for role in BuiltinRole::ALL {
            for parent in role.inherited() {
                let own = role.permissions();
                assert_eq!(
                    own.intersect(parent.permissions()),
                    parent.permissions(),
                    "{role:?} ⊇ {parent:?}"
                );
            }
        }
    }

    #[test]
    fn viewer_reads_only_and_admin_lacks_only_billing() {
        assert!(BuiltinRole::Viewer.permissions().iter().all(|p| p.as_str().starts_with("read:")));
        let missing: Vec<_> =
            Permission::ALL.iter().filter(|p| !BuiltinRole::Admin.permissions().contains(**p)).collect();
        assert_eq!(missing, [&Permission::AdminBilling]);
        assert_eq!(BuiltinRole::Owner.permissions(), PermissionSet::all());
    }

    #[test]
    fn role_names_are_machine_names() {
        assert!(RoleName::parse("site-lead_2").is_some());
        for bad in ["", "Admin", "2fast", "a b", "ä"] {
            assert!(RoleName::parse(bad).is_none(), "{bad}");
        }
    }
}
