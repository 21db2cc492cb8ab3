//! The permission catalogue (`action:resource`) and sets of permissions.
//!
//! A `PermissionSet` is a bit set over the catalogue, so role resolution and scope
//! intersection on the hot path are a couple of integer operations.

use std::fmt;

macro_rules! permissions {
    ($($variant:ident => $name:literal,)*) => {
        /// One permission of the catalogue.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Permission { $($variant,)* }

        impl Permission {
            /// Every permission, in catalogue order.
            pub const ALL: &'static [Permission] = &[$(Permission::$variant,)*];

            pub fn as_str(self) -> &'static str {
                match self { $(Permission::$variant => $name,)* }
            }

            pub fn parse(text: &str) -> Option<Permission> {
                match text { $($name => Some(Permission::$variant),)* _ => None }
            }
        }
    };
}

permissions! {
    ReadSites => "read:sites",
    WriteSites => "write:sites",
    DeleteSites => "delete:sites",
    AdminSites => "admin:sites",
    ReadAssets => "read:assets",
    WriteAssets => "write:assets",
    DeleteAssets => "delete:assets",
    AdminAssets => "admin:assets",
    ReadSchedules => "read:schedules",
    WriteSchedules => "write:schedules",
    DeleteSchedules => "delete:schedules",
    AdminSchedules => "admin:schedules",
    ReadSessions => "read:sessions",
    WriteSessions => "write:sessions",
    ReadEvents => "read:events",
    AdminMembers => "admin:members",
    AdminRoles => "admin:roles",
    AdminApiKeys => "admin:api_keys",
    AdminWebhooks => "admin:webhooks",
    AdminBilling => "admin:billing",
}

impl fmt::Display for Permission {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A set of permissions.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct PermissionSet(u64);

impl PermissionSet {
    pub const EMPTY: PermissionSet = PermissionSet(0);

    pub const fn of(permissions: &[Permission]) -> PermissionSet {
        let mut bits = 0u64;
        let mut i = 0;
        while i < permissions.len() {
            bits |= 1 << permissions[i] as u8;
            i += 1;
        }
        PermissionSet(bits)
    }

    pub fn all() -> PermissionSet {
        PermissionSet::of(Permission::ALL)
    }

    pub const fn union(self, other: PermissionSet) -> PermissionSet {
        PermissionSet(self.0 | other.0)
    }

    pub const fn intersect(self, other: PermissionSet) -> PermissionSet {
        PermissionSet(self.0 & other.0)
    }

    pub const fn without(self, other: PermissionSet) -> PermissionSet {
        PermissionSet(self.0 & !other.0)
    }

    pub fn contains(self, permission: Permission) -> bool {
        self.0 & (1 << permission as u8) != 0
    }

    pub fn iter(self) -> impl Iterator<Item = Permission> {
        Permission::ALL.iter().copied().filter(move |p| self.contains(*p))
    }

    pub fn names(self) -> Vec<&'static str> {
        self.iter().map(Permission::as_str).collect()
    }

    /// Parses a space- or comma-separated scope string. Unknown entries are returned as errors.
    pub fn parse_scopes(text: &str) -> Result<PermissionSet, Vec<String>> {
        let mut set = PermissionSet::EMPTY;
        let mut unknown = Vec::new();
        for word in text.split([' ', ',']).filter(|w| !w.is_empty()) {
            match Permission::parse(word) {
                Some(p) => set = set.union(PermissionSet::of(&[p])),
                None => unknown.push(word.to_owned()),
            }
        }
        if unknown.is_empty() { Ok(set) } else { Err(unknown) }
    }
}

impl fmt::Debug for PermissionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.names()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_permission_round_trips_through_its_name() {
        for p in Permission::ALL {
            assert_eq!(Permission::parse(p.as_str()), Some(*p));
        }
        assert!(Permission::ALL.len() <= 64);
    }

    #[test]
    fn scopes_parse_with_spaces_or_commas_and_report_unknowns() {
        let set = PermissionSet::parse_scopes("read:sites write:sites,read:events").unwrap();
        assert_eq!(set.names(), ["read:sites", "write:sites", "read:events"]);
        assert_eq!(PermissionSet::parse_scopes("read:sites fly:kites"), Err(vec!["fly:kites".into()]));
    }
}
