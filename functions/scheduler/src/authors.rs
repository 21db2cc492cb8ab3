//! The authors of the items one run fires, read once per run: items of one author (and
//! authors of one custom role) share a read, so a run's cost grows with its distinct authors,
//! not its items. So do the credentials items were written with: one read per distinct API
//! key or token family, and one per distinct OAuth client of those families. A standing is as
//! of its first read in the run; the next run reads again, so a demotion, a disabled member or
//! a revoked credential stops those items from the next run on.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use tokio::sync::OnceCell;

use shared::delegation::role_permissions;
use shared::domain::schedule::AuthorCredential;
use shared::domain::schedule::ItemAction;
use shared::ids::{ClientId, MemberId, OrgId};
use shared::permissions::PermissionSet;
use shared::roles::RoleName;
use shared::schedule_authority::{Refusal, RunTarget, Standing};
use shared::store::Store;
use shared::store::{api_keys::API_KEY, oauth::CLIENT};
use shared::{ApiError, App};

/// One load shared by every entry of the run that asks for the same key, even at once.
type Shared<T> = Arc<OnceCell<T>>;
/// The loads of one run, by key.
type Cache<K, T> = Mutex<HashMap<K, Shared<T>>>;

pub struct Authors<'a> {
    store: &'a Store,
    /// The run's time: credentials are judged as of it.
    now: i64,
    /// `None`: no such member.
    members: Cache<MemberId, Option<Standing>>,
    /// A custom role's permissions (`None`: no such role); built-in roles need no read.
    roles: Cache<(OrgId, RoleName), Option<PermissionSet>>,
    /// Whether an API key, or a token family, is unrevoked.
    credentials: Cache<AuthorCredential, bool>,
    /// Whether an OAuth client is live (a grant dies with its client).
    clients: Cache<ClientId, bool>,
}

/// Who wrote an item, as the item (or its run's event) records it.
#[derive(Debug, Clone, Copy)]
pub struct Authorship<'i> {
    pub author: Option<MemberId>,
    /// `None`: not recorded (items written before credentials were): the author alone is checked.
    pub credential: Option<&'i AuthorCredential>,
}

impl<'a> Authors<'a> {
    pub fn new(app: &'a App, now: i64) -> Authors<'a> {
        Authors {
            store: &app.store,
            now,
            members: Mutex::default(),
            roles: Mutex::default(),
            credentials: Mutex::default(),
            clients: Mutex::default(),
        }
    }

    /// Whether the author may still have `action` run on `target` in `org`, with the
    /// credential it wrote the item with still unrevoked.
    pub async fn check(
        &self,
        org: OrgId,
        by: Authorship<'_>,
        action: ItemAction,
        target: RunTarget,
    ) -> Result<Result<(), Refusal>, ApiError> {
        let Some(author) = by.author else { return Ok(Err(Refusal::AuthorUnknown)) };
        let (standing, live) = tokio::try_join!(self.standing(author), self.live(by.credential))?;
        let Some(standing) = standing else { return Ok(Err(Refusal::AuthorUnknown)) };
        if !live {
            return Ok(Err(Refusal::AuthorCredentialRevoked));
        }
        Ok(standing.allows(org, action, target))
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

    /// Whether the recorded credential still lives, as authentication would judge it: a key
    /// not revoked; a family neither revoked nor past its newest refresh token's end (a missing
    /// one counts as revoked) of a live client.
    async fn live(&self, credential: Option<&AuthorCredential>) -> Result<bool, ApiError> {
        let Some(credential) = credential else { return Ok(true) };
        let cell = entry(&self.credentials, credential.clone());
        let unrevoked = cell.get_or_try_init(|| async {
            match credential {
                AuthorCredential::ApiKey(id) => Ok(self.store.live(API_KEY, id.uuid()).await?),
                AuthorCredential::Grant { family, .. } => {
                    Ok(self.store.family_live(family, self.now).await?)
                }
            }
        });
        let client = async {
            match credential {
                AuthorCredential::Grant { client: Some(client), .. } => self.client_live(*client).await,
                _ => Ok(true),
            }
        };
        let (unrevoked, client) = tokio::try_join!(unrevoked, client)?;
        Ok(*unrevoked && client)
    }

    async fn client_live(&self, client: ClientId) -> Result<bool, ApiError> {
        let cell = entry(&self.clients, client);
        Ok(*cell.get_or_try_init(|| self.store.live(CLIENT, client.uuid())).await?)
    }
}

/// The cell for `key`, made on first use. The lock is held only to find it, never across a read.
fn entry<K: std::hash::Hash + Eq, T>(map: &Cache<K, T>, key: K) -> Shared<T> {
    let mut map = map.lock().unwrap_or_else(PoisonError::into_inner);
    map.entry(key).or_default().clone()
}
