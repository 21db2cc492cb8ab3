//! Who writes a schedule item, as the store checks it against the items a write touches (who
//! a request's writer is, is `schedule_authority`'s).

use super::site_scope::SiteScope;
use crate::domain::schedule::{AuthorCredential, ItemAction};
use crate::ids::MemberId;
use crate::permissions::PermissionSet;

/// Who writes a schedule item: it becomes the item's author, and its effective permissions
/// (scopes included) and sites bound what it may set.
#[derive(Debug, Clone)]
pub struct Writer {
    pub member: MemberId,
    /// The writing credential's expiry: the item runs no later (authority only narrows).
    pub until: Option<i64>,
    /// The writing credential, when it can be revoked while its author stays active.
    pub credential: Option<AuthorCredential>,
    pub permissions: PermissionSet,
    pub scope: SiteScope,
}

impl Writer {
    /// Whether the writer holds what `action` needs.
    pub fn may_set(&self, action: ItemAction) -> Result<(), Unauthorized> {
        let wanted = action.authority();
        if wanted.without(self.permissions) == PermissionSet::EMPTY {
            return Ok(());
        }
        Err(Unauthorized { wanted, granted: self.permissions })
    }
}

/// A writer lacks what an action needs: `wanted` holds permissions beyond `granted`
/// (answered 403 INSUFFICIENT_PERMISSIONS listing them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unauthorized {
    pub wanted: PermissionSet,
    pub granted: PermissionSet,
}
