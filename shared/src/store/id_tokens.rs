//! Id tokens (docs/ocpp.md, "Id tokens"), two items per token written and removed together:
//! the token `IDTOKEN#<uuid> / IDTOKEN` (the API's resource, listed through GSI1 on
//! `ORG#<org>#IDTOKEN`, a tombstone once deleted) and its key
//! `IDTOKEN#<org>#<type>#<id_token, lower case> / IDTOKEN`, which makes a token unique in its
//! organization and which the gateway reads by key to answer an Authorize.

use serde::{Deserialize, Serialize};

use super::attrs::{read, s, stored, write};
use super::claim::Record;
use super::entity::{Changes, Entity, EntityError, IfMatch, WriteError, failed_at};
use super::errors::from_errors;
use super::keys::{self, SortIndex};
use super::transact::Action;
use super::{Item, Store, StoreError};
use crate::domain::id_token::{IdToken, IdTokenType, token_key};
use crate::ids::{IdTokenId, OrgId};
use aws_sdk_dynamodb::types::{Delete, Put};

pub const ID_TOKEN: Entity = Entity { kind: "IDTOKEN", resource: "id_token" };

/// The key item of `org`'s token of this type and text (any case).
pub fn id_token_key(org: OrgId, token_type: &str, token: &str) -> Item {
    keys::item_key(format!("IDTOKEN#{}#{}", org.uuid(), token_key(token_type, token)), ID_TOKEN.kind)
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

fn token_item(token: &IdToken) -> Item {
    let mut item = write(IdTokenItem::serialize(token, serde_dynamo::Serializer));
    let sorts = [(SortIndex::Gsi1, keys::instant_key(token.created_at))];
    item.extend(ID_TOKEN.live_keys(token.org_id, token.id.uuid(), &sorts));
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
    item.extend(id_token_key(token.org_id, token.token_type.as_str(), &token.id_token));
    item
}

/// Why a token was not listed.
#[derive(Debug)]
pub enum CreateIdTokenError {
    /// The organization lists this token (same type, same text in any case) already.
    AlreadyListed,
    Store(StoreError),
}

from_errors!(StoreError => CreateIdTokenError::Store);

impl Store {
    /// Lists a token: its item and its key item (unique per organization, type and text) in
    /// one transaction, with the idempotency record when the request has one.
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
        let actions = vec![Entity::put_new(self.table(), token_item(token))?, key];
        if let Err(error) = self.transact_create(actions, record).await {
            error.refused_at(1)?;
            return Err(CreateIdTokenError::AlreadyListed);
        }
        Ok(())
    }

    /// Unlists a token: the token item becomes a tombstone (410 afterwards) and its key item
    /// goes, so the gateway no longer accepts it and it can be listed again.
    pub async fn delete_id_token(
        &self,
        org: OrgId,
        id: IdTokenId,
        expected: Option<&IfMatch>,
    ) -> Result<(), WriteError> {
        let token = self.get_owned::<IdToken>(ID_TOKEN, id.uuid(), org).await?;
        let token = token.map_err(|refused| WriteError::Refused(ID_TOKEN, refused))?;
        let key = Delete::builder()
            .table_name(self.table())
            .set_key(Some(id_token_key(org, token.token_type.as_str(), &token.id_token)))
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
        Err(WriteError::Refused(ID_TOKEN, EntityError::Gone))
    }

    /// The token `org` lists with this OCPP type and text (any case), if any: one consistent
    /// GetItem by key (an unlisted token stops being accepted at once). For the gateway's
    /// Authorize and the idTokens of TransactionEvents.
    pub async fn id_token_known(
        &self,
        org: OrgId,
        kind: &str,
        token: &str,
    ) -> Result<Option<IdTokenRecord>, StoreError> {
        let Some(item) = self.read(id_token_key(org, kind, token), true).await? else { return Ok(None) };
        read(&item, IdTokenRecord::deserialize).map(Some)
    }
}
