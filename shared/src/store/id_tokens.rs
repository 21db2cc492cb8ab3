//! Id tokens (docs/ocpp.md, "Id tokens"), two items per token written and removed together:
//! the token `IDTOKEN#<uuid> / IDTOKEN` (the API's resource, listed through GSI1 on
//! `ORG#<org>#IDTOKEN`, a token at a site also in that site's visibility partition on GSI6,
//! a tombstone once deleted) and its key, which makes a token unique where it is valid and
//! which the gateway reads by key to answer an Authorize: `IDTOKEN#<org>#<type>#<id_token,
//! lower case> / IDTOKEN` for an organization-wide token (every token listed before tokens had
//! sites is one), `IDTOKEN#<org>#SITE#<site>#<type>#<id_token, lower case> / IDTOKEN` for a
//! token at one site. A type is never `SITE`, so the two never meet.

use serde::{Deserialize, Serialize};

use super::assets::ASSET;
use super::attrs::{get_uuid, read, s, stored, write};
use super::batch::Units;
use super::claim::Record;
use super::entity::{Changes, Entity, EntityError, IfMatch, WriteError, failed_at, is_tombstone};
use super::errors::from_errors;
use super::keys::{self, PK, SortIndex};
use super::site_scope::SiteScope;
use super::sites::SITE;
use super::station_transactions::StationAsset;
use super::transact::Action;
use super::{Item, Store, StoreError};
use crate::domain::id_token::{ID_TOKEN_LIST, IdToken, IdTokenType, token_key};
use crate::ids::{IdTokenId, OrgId, SiteId};
use aws_sdk_dynamodb::types::{ConditionCheck, Delete, KeysAndAttributes, Put, TransactWriteItem};

pub const ID_TOKEN: Entity = Entity { kind: "IDTOKEN", resource: "id_token" };

/// The key item of `org`'s token of this type and text (any case), valid at `site` (`None`:
/// organization-wide).
pub fn id_token_key(org: OrgId, site: Option<SiteId>, token_type: &str, token: &str) -> Item {
    let at = match site {
        None => String::new(),
        Some(site) => format!("SITE#{}#", site.uuid()),
    };
    keys::item_key(format!("IDTOKEN#{}#{at}{}", org.uuid(), token_key(token_type, token)), ID_TOKEN.kind)
}

/// A token item's attributes; `ID_TOKEN.key` and the index attributes complete it.
#[derive(Serialize, Deserialize)]
#[serde(remote = "IdToken")]
pub(super) struct IdTokenItem {
    #[serde(rename = "PK", skip_serializing, deserialize_with = "stored::deserialize")]
    id: IdTokenId,
    #[serde(with = "stored")]
    org_id: OrgId,
    id_token: String,
    #[serde(rename = "type", with = "stored")]
    token_type: IdTokenType,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    reference: Option<String>,
    #[serde(with = "stored", default, skip_serializing_if = "Option::is_none")]
    site_id: Option<SiteId>,
    created_at: i64,
    version: i64,
}

/// A key item: what the gateway needs to accept a token, read by key.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct IdTokenRecord {
    #[serde(with = "stored")]
    pub token_id: IdTokenId,
    #[serde(with = "stored")]
    pub org_id: OrgId,
    /// As listed.
    pub id_token: String,
    #[serde(rename = "type")]
    pub token_type: String,
    /// Copied to the sessions the token starts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
}

/// The token item: in the organization's list (GSI1) and, at a site, in that site's
/// visibility partition (GSI6), which a site-scoped caller's list reads. An organization-wide
/// token is in no visibility partition: only callers who see every site list it.
fn token_item(token: &IdToken) -> Item {
    let mut item = write(IdTokenItem::serialize(token, serde_dynamo::Serializer));
    let created = keys::instant_key(token.created_at);
    if let Some(site) = token.site_id {
        let partition = keys::visible_site_partition(token.org_id.uuid(), ID_TOKEN_LIST.kind, site.uuid());
        item.extend(SortIndex::Gsi6.entry(&partition, &created, token.id.uuid()));
    }
    item.extend(ID_TOKEN.live_keys(token.org_id, token.id.uuid(), &[(SortIndex::Gsi1, created)]));
    item
}

fn key_item(token: &IdToken) -> Item {
    let record = IdTokenRecord {
        token_id: token.id,
        org_id: token.org_id,
        id_token: token.id_token.clone(),
        token_type: token.token_type.as_str().to_owned(),
        reference: token.reference.clone(),
    };
    let mut item = write(IdTokenRecord::serialize(&record, serde_dynamo::Serializer));
    item.extend(id_token_key(token.org_id, token.site_id, token.token_type.as_str(), &token.id_token));
    item
}

/// The token's site is a live site of its organization, checked in the listing's transaction
/// (so a site deleted meanwhile cannot get a token).
fn site_live(table: &str, org: OrgId, site: SiteId) -> Result<TransactWriteItem, StoreError> {
    ConditionCheck::builder()
        .table_name(table)
        .set_key(Some(SITE.key(site.uuid())))
        .condition_expression("attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at)")
        .expression_attribute_values(":org", s(org.uuid().to_string()))
        .action()
}

/// Why a token was not listed.
#[derive(Debug)]
pub enum CreateIdTokenError {
    /// The organization lists this token (same type, same text in any case) at this site
    /// already, or organization-wide already for an organization-wide one.
    AlreadyListed,
    /// The site is not a live site of the organization.
    UnknownSite,
    Store(StoreError),
}

from_errors!(StoreError => CreateIdTokenError::Store);

/// Why a token was not unlisted.
#[derive(Debug)]
pub enum DeleteIdTokenError {
    /// The caller does not see every site the token is valid at (an organization-wide one:
    /// any site it is not assigned to).
    NotAssignedToSite,
    Write(WriteError),
}

impl From<WriteError> for DeleteIdTokenError {
    fn from(error: WriteError) -> DeleteIdTokenError {
        DeleteIdTokenError::Write(error)
    }
}

impl From<StoreError> for DeleteIdTokenError {
    fn from(error: StoreError) -> DeleteIdTokenError {
        DeleteIdTokenError::Write(error.into())
    }
}

impl Store {
    /// Lists a token: its item and its key item (unique per organization, site or none, type
    /// and text), and for a token at a site a check that the site is live, in one
    /// transaction, with the idempotency record when the request has one. Who may list it
    /// where is the caller's question (`SiteScope::reaches`).
    pub async fn create_id_token(
        &self,
        token: &IdToken,
        record: Option<&Record>,
    ) -> Result<(), CreateIdTokenError> {
        let key = Put::builder()
            .table_name(self.table())
            .set_item(Some(key_item(token)))
            .condition_expression("attribute_not_exists(PK)")
            .action()?;
        let mut actions = vec![Entity::put_new(self.table(), token_item(token))?, key];
        if let Some(site) = token.site_id {
            actions.push(site_live(self.table(), token.org_id, site)?);
        }
        let Err(error) = self.transact_create(actions, record).await else { return Ok(()) };
        match &error {
            StoreError::TransactionCancelled(reasons) if token.site_id.is_some() && failed_at(reasons, 2) => {
                Err(CreateIdTokenError::UnknownSite)
            }
            StoreError::TransactionCancelled(reasons) if failed_at(reasons, 1) => {
                Err(CreateIdTokenError::AlreadyListed)
            }
            _ => Err(error.into()),
        }
    }

    /// Unlists a token: the token item becomes a tombstone (410 afterwards) and its key item
    /// goes, so the gateway no longer accepts it and it can be listed again. Only by a caller
    /// who sees every site it is valid at: a token's site never changes, so the check on the
    /// read holds for the write.
    pub async fn delete_id_token(
        &self,
        org: OrgId,
        id: IdTokenId,
        expected: Option<&IfMatch>,
        scope: &SiteScope,
    ) -> Result<(), DeleteIdTokenError> {
        let token = self.get_owned::<IdToken>(ID_TOKEN, id.uuid(), org).await?;
        let token = token.map_err(|refused| WriteError::Refused(ID_TOKEN, refused))?;
        if !scope.reaches(token.site_id) {
            return Err(DeleteIdTokenError::NotAssignedToSite);
        }
        let key = Delete::builder()
            .table_name(self.table())
            .set_key(Some(id_token_key(org, token.site_id, token.token_type.as_str(), &token.id_token)))
            .condition_expression("token_id = :token")
            .expression_attribute_values(":token", s(id.uuid().to_string()))
            .action()?;
        let tombstone =
            Changes::tombstone(org, expected).transact_update(self.table(), ID_TOKEN.key(id.uuid()))?;
        let Err(error) = self.transact(vec![tombstone, key]).await else { return Ok(()) };
        let StoreError::TransactionCancelled(reasons) = &error else { return Err(error.into()) };
        if failed_at(reasons, 0) {
            let old = error.refused_at(0)?;
            ID_TOKEN.diagnosis(old.as_ref(), org, expected).map_err(|e| WriteError::Refused(ID_TOKEN, e))?;
        }
        // Deleted by a concurrent request in between.
        Err(WriteError::Refused(ID_TOKEN, EntityError::Gone).into())
    }

    /// The listed token this station accepts with this OCPP type and text (any case), if any:
    /// one organization-wide, else one at the site of the station's asset now (an asset moves).
    /// One consistent BatchGetItem reads the organization-wide key and the asset together (an
    /// organization-wide token, every token listed before tokens had sites, costs that one
    /// call), then one consistent GetItem the site's key: an unlisted token, or an asset
    /// moved, stops counting at once. For the gateway's Authorize and the idTokens of
    /// TransactionEvents.
    pub async fn id_token_accepted(
        &self,
        station: &StationAsset,
        kind: &str,
        token: &str,
    ) -> Result<Option<IdTokenRecord>, StoreError> {
        self.id_token_accepted_as(station, &[kind], token).await
    }

    /// `id_token_accepted` for a token whose type the station does not say (an OCPP 1.6
    /// idTag): listed under any of `kinds`, the first in their order when several. The same
    /// two calls, each reading every type's key at once.
    pub async fn id_token_accepted_as(
        &self,
        station: &StationAsset,
        kinds: &[&str],
        token: &str,
    ) -> Result<Option<IdTokenRecord>, StoreError> {
        let asset = ASSET.key(station.asset_id.uuid());
        let everywhere: Vec<Item> =
            kinds.iter().map(|kind| id_token_key(station.org_id, None, kind, token)).collect();
        let found = self.read_keys(everywhere.iter().cloned().chain([asset.clone()])).await?;
        let named = |found: &[Item], key: &Item| {
            let pk = key.get(PK);
            found.iter().find(|item| item.get(PK) == pk).cloned()
        };
        if let Some(item) = everywhere.iter().find_map(|key| named(&found, key)) {
            return read(&item, IdTokenRecord::deserialize).map(Some);
        }
        // A station's asset is its organization's (the registry says so); a deleted one has
        // no site here any more.
        let Some(asset) = named(&found, &asset).filter(|item| !is_tombstone(item)) else { return Ok(None) };
        let site = SiteId::from_uuid(get_uuid(&asset, "site_id")?);
        let at_site: Vec<Item> =
            kinds.iter().map(|kind| id_token_key(station.org_id, Some(site), kind, token)).collect();
        let listed = self.read_keys(at_site.iter().cloned()).await?;
        let Some(item) = at_site.iter().find_map(|key| named(&listed, key)) else { return Ok(None) };
        let mut record = read(&item, IdTokenRecord::deserialize)?;
        // A site listing's reference (often a driver's name) is for that site's members: the
        // session it starts carries it only when the session is seen at that site alone (its
        // asset's visibility is `site`), never on a session the whole organization sees.
        if super::attrs::opt_s(&asset, "visibility") != Some(crate::domain::asset::Visibility::Site.as_str())
        {
            record.reference = None;
        }
        Ok(Some(record))
    }

    /// The items `keys` name (one consistent BatchGetItem; one GetItem for a single key).
    async fn read_keys(&self, keys: impl Iterator<Item = Item>) -> Result<Vec<Item>, StoreError> {
        let keys: Vec<Item> = keys.collect();
        if let [key] = keys.as_slice() {
            return Ok(self.read(key.clone(), true).await?.into_iter().collect());
        }
        let request = KeysAndAttributes::builder()
            .set_keys(Some(keys))
            .consistent_read(true)
            .build()
            .map_err(|e| StoreError::internal(format!("batch read: {e}")))?;
        self.get_batch(request, Units::Recorded).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use uuid::Uuid;

    fn pk(item: &Item) -> &str {
        item.get(PK).and_then(|v| v.as_s().ok()).map_or("", String::as_str)
    }

    #[test]
    fn an_organization_wide_key_is_the_key_tokens_had_before_sites() {
        let org = OrgId::from_uuid(Uuid::nil());
        let key = id_token_key(org, None, "ISO14443", "04A1B2C3");
        assert_eq!(pk(&key), format!("IDTOKEN#{}#ISO14443#04a1b2c3", Uuid::nil()));
    }

    #[test]
    fn a_sites_key_names_the_site_before_the_type() {
        let (org, site) = (OrgId::from_uuid(Uuid::nil()), SiteId::from_uuid(Uuid::max()));
        let key = id_token_key(org, Some(site), "Local", "App-1");
        assert_eq!(pk(&key), format!("IDTOKEN#{}#SITE#{}#Local#app-1", Uuid::nil(), Uuid::max()));
    }
}
