//! The authors of the items one run fires, read once per run: items of one author (and
//! authors of one custom role) share a read, so a run's cost grows with its distinct authors,
//! not its items. A standing is as of its first read in the run; the next run reads again, so
//! a demotion or a disabled member stops that author's items from the next run on.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use tokio::sync::OnceCell;

use shared::delegation::role_permissions;
use shared::domain::schedule::ItemAction;
use shared::ids::{MemberId, OrgId};
use shared::permissions::PermissionSet;
use shared::roles::RoleName;
use shared::schedule_authority::{Refusal, RunTarget, Standing};
use shared::store::Store;
use shared::{ApiError, App};

/// One load shared by every entry of the run that asks for the same key, even at once.
type Shared<T> = Arc<OnceCell<T>>;
/// The loads of one run, by key.
type Cache<K, T> = Mutex<HashMap<K, Shared<T>>>;

pub struct Authors<'a> {
    store: &'a Store,
    /// `None`: no such member.
    members: Cache<MemberId, Option<Standing>>,
    /// A custom role's permissions (`None`: no such role); built-in roles need no read.
    roles: Cache<(OrgId, RoleName), Option<PermissionSet>>,
}

impl<'a> Authors<'a> {
    pub fn new(app: &'a App) -> Authors<'a> {
        Authors { store: &app.store, members: Mutex::default(), roles: Mutex::default() }
    }

    /// Whether `author` may still have `action` run on `target` in `org`.
    pub async fn check(
        &self,
        org: OrgId,
        author: Option<MemberId>,
        action: ItemAction,
        target: RunTarget,
    ) -> Result<Result<(), Refusal>, ApiError> {
        let Some(author) = author else { return Ok(Err(Refusal::AuthorUnknown)) };
        match self.standing(author).await? {
            Some(standing) => Ok(standing.allows(org, action, target)),
            None => Ok(Err(Refusal::AuthorUnknown)),
        }
    }

    async fn standing(&self, author: MemberId) -> Result<Option<Standing>, ApiError> {
        let cell = entry(&self.members, author);
        let standing = cell
            .get_or_try_init(|| async {
                let Some(member) = self.store.get_member(author).await? else { return Ok(None) };
                let permissions = self.role(member.org_id, &member.role).await?;
                Ok::<_, ApiError>(Some(Standing::of(&member, permissions)))
            })
            .await?;
        Ok(standing.clone())
    }

    async fn role(&self, org: OrgId, role: &RoleName) -> Result<Option<PermissionSet>, ApiError> {
        if let Some(builtin) = role.builtin() {
            return Ok(Some(builtin.permissions()));
        }
        let cell = entry(&self.roles, (org, role.clone()));
        let permissions = cell.get_or_try_init(|| role_permissions(self.store, org, role)).await?;
        Ok(*permissions)
    }
}

/// The cell for `key`, made on first use. The lock is held only to find it, never across a read.
fn entry<K: std::hash::Hash + Eq, T>(map: &Cache<K, T>, key: K) -> Shared<T> {
    let mut map = map.lock().unwrap_or_else(PoisonError::into_inner);
    map.entry(key).or_default().clone()
}
