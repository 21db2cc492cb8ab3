//! API key items. Two per key, written and removed together:
//! - `APIKEY#<uuid> / APIKEY`: the key as its organization manages it (listed on
//!   `ORG#<org>#APIKEY` through GSI1, revoked as a tombstone);
//! - `KEYHASH#<sha256 of the secret> / KEYHASH`: what authentication needs, found with one
//!   GetItem from the presented secret. Revoking deletes it, so a revoked key stops resolving.

use aws_sdk_dynamodb::types::{Delete, TransactWriteItem};

use super::attrs::{get_n, get_s, get_uuid, n, opt_n, opt_s, s};
use super::entity::{Changes, Entity, EntityError, IfMatch};
use super::errors::from_errors;
use super::keys::{self, PK, SortIndex};
use super::restrictions::{restrictions_attrs, restrictions_of};
use super::transact::Action;
use super::{Item, Store, StoreError};
use crate::domain::api_key::ApiKey;
use crate::ids::{ApiKeyId, MemberId, OrgId};
use crate::restrictions::Restrictions;

pub const API_KEY: Entity = Entity { kind: "APIKEY", resource: "api_key" };

/// What a presented secret resolves to.
#[derive(Debug, Clone)]
pub struct KeyAuth {
    pub key_id: ApiKeyId,
    pub org_id: OrgId,
    pub member_id: MemberId,
    pub restrictions: Restrictions,
}

fn hash_key(hash: &str) -> Item {
    keys::item_key(format!("KEYHASH#{hash}"), "KEYHASH")
}

fn key_item(key: &ApiKey, hash: &str) -> Item {
    let sorts = [(SortIndex::Gsi1, keys::instant_key(key.created_at))];
    let mut item = API_KEY.live_keys(key.org_id, key.id.uuid(), &sorts);
    item.insert("org_id".into(), s(key.org_id.uuid().to_string()));
    item.insert("member_id".into(), s(key.member_id.uuid().to_string()));
    item.insert("name".into(), s(&key.name));
    item.insert("last4".into(), s(&key.last4));
    item.insert("secret_hash".into(), s(hash));
    item.insert("created_at".into(), n(key.created_at));
    item.insert("version".into(), n(key.version));
    restrictions_attrs(&mut item, &key.restrictions, "expires_at");
    item
}

fn auth_item(key: &ApiKey, hash: &str) -> Item {
    let mut item = hash_key(hash);
    item.insert("key_id".into(), s(key.id.uuid().to_string()));
    item.insert("org_id".into(), s(key.org_id.uuid().to_string()));
    item.insert("member_id".into(), s(key.member_id.uuid().to_string()));
    restrictions_attrs(&mut item, &key.restrictions, "expires_at");
    item
}

pub(super) fn key_from_item(item: &Item) -> Result<ApiKey, StoreError> {
    Ok(ApiKey {
        id: ApiKeyId::from_uuid(get_uuid(item, PK)?),
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        member_id: MemberId::from_uuid(get_uuid(item, "member_id")?),
        name: opt_s(item, "name").unwrap_or_default().to_owned(),
        restrictions: restrictions_of(item, "expires_at")?,
        last4: opt_s(item, "last4").unwrap_or_default().to_owned(),
        created_at: get_n(item, "created_at")?,
        version: opt_n(item, "version").unwrap_or(1),
    })
}

/// A key as read, with the hash its secret is stored under (what revoking removes).
pub struct HeldKey(ApiKey, String);

impl HeldKey {
    pub fn key(&self) -> &ApiKey {
        &self.0
    }
}

pub(super) fn held_key(item: &Item) -> Result<HeldKey, StoreError> {
    Ok(HeldKey(key_from_item(item)?, get_s(item, "secret_hash")?.to_owned()))
}

/// Why a key was not revoked.
#[derive(Debug)]
pub enum RevokeApiKeyError {
    Entity(EntityError),
    /// The key changed between the read and the revocation.
    Changed,
    Store(StoreError),
}

from_errors!(StoreError => RevokeApiKeyError::Store);

impl Store {
    /// The writes that add a key (with its secret's hash) and count it.
    pub fn new_key_actions(&self, key: &ApiKey, hash: &str) -> Result<Vec<TransactWriteItem>, StoreError> {
        let mut actions = API_KEY.put_counted(self.table(), key.org_id, key_item(key, hash))?;
        actions.insert(1, Entity::put_new(self.table(), auth_item(key, hash))?);
        Ok(actions)
    }

    /// Writes new items all or nothing (e.g. a key, or a service identity and its key).
    pub async fn create_all(&self, actions: Vec<TransactWriteItem>) -> Result<(), StoreError> {
        self.transact(actions).await
    }

    /// The key a presented secret's hash names, if any (revoked keys have none).
    pub async fn get_key_auth(&self, hash: &str) -> Result<Option<KeyAuth>, StoreError> {
        let Some(item) = self.read(hash_key(hash), false).await? else { return Ok(None) };
        Ok(Some(KeyAuth {
            key_id: ApiKeyId::from_uuid(get_uuid(&item, "key_id")?),
            org_id: OrgId::from_uuid(get_uuid(&item, "org_id")?),
            member_id: MemberId::from_uuid(get_uuid(&item, "member_id")?),
            restrictions: restrictions_of(&item, "expires_at")?,
        }))
    }

    /// Revokes: the key becomes a tombstone (GET shows it gone) and its hash item goes, so the
    /// secret stops authenticating as soon as caches let go of it.
    /// `held` is the key as read (live, of `org`); the write holds only at that revision.
    pub async fn revoke_api_key(&self, org: OrgId, held: &HeldKey) -> Result<(), RevokeApiKeyError> {
        let HeldKey(key, hash) = held;
        let changes = Changes::tombstone(org, Some(&IfMatch::Revisions(vec![key.version])));
        let actions = vec![
            changes.transact_update(self.table(), API_KEY.key(key.id.uuid()))?,
            Delete::builder().table_name(self.table()).set_key(Some(hash_key(hash))).action()?,
            API_KEY.counter_update(self.table(), org, -1)?,
        ];
        if let Err(error) = self.transact(actions).await {
            let old = error.refused_at(0)?;
            API_KEY.diagnosis(old.as_ref(), org, None).map_err(RevokeApiKeyError::Entity)?;
            return Err(RevokeApiKeyError::Changed);
        }
        Ok(())
    }
}
