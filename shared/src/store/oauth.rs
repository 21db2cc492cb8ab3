//! OAuth items:
//! - `CLIENT#<uuid> / CLIENT`: a registered client (listed on `ORG#<org>#CLIENT`, GSI1), with
//!   the SHA-256 of its secret and the service identity its `client_credentials` tokens use;
//! - `AUTHCODE#<sha256> / AUTHCODE`: an authorization code, redeemed by a conditional delete,
//!   so it is used at most once; TTL removes unredeemed ones;
//! - `REFRESH#<sha256> / REFRESH`: a refresh token of a family (`RFAMILY#<id> / RFAMILY`).
//!   Rotation marks the old token used in the same transaction that writes its successor;
//!   presenting a used token revokes the whole family.

use aws_sdk_dynamodb::types::{AttributeValue, Put, ReturnValue, TransactWriteItem};

use super::attrs::{get_n, get_s, get_uuid, n, opt_n, opt_s, opt_ss, s};
use super::entity::{Changes, Entity, WriteError, failed_at, is_tombstone};
use super::errors::{fail, refused};
use super::keys::{self, PK, SortIndex};
use super::restrictions::{restrictions_attrs, restrictions_of};
use super::transact::Action;
use super::{Item, Store, StoreError};
use crate::domain::oauth::{ClientTokens, OAuthClient};
use crate::ids::{ClientId, MemberId, OrgId};
use crate::restrictions::Restrictions;
use crate::time::now_ms;

pub const CLIENT: Entity = Entity { kind: "CLIENT", resource: "client" };

/// What an authorization code or a refresh token grants.
#[derive(Debug, Clone)]
pub struct Grant {
    pub org_id: OrgId,
    pub member_id: MemberId,
    pub client_id: ClientId,
    /// The authorizing credential's restrictions, narrowed to the granted scopes.
    pub restrictions: Restrictions,
    /// When this code or refresh token stops working (never after `restrictions` expire).
    pub expires_at: i64,
}

#[derive(Debug, Clone)]
pub struct CodeGrant {
    pub grant: Grant,
    pub redirect_uri: String,
    pub code_challenge: String,
}

#[derive(Debug, Clone)]
pub struct RefreshGrant {
    pub grant: Grant,
    pub family: String,
    pub used: bool,
}

/// Why a refresh token could not be rotated.
pub enum RotateError {
    /// Unknown, expired, or its family revoked.
    Invalid,
    /// Already used: the family is now revoked.
    Reused,
}

fn key(kind: &str, id: &str) -> Item {
    keys::item_key(format!("{kind}#{id}"), kind)
}

/// Where a grant keeps its authorizing credential's expiry, beside its own `expires_at`.
const GRANT_LIMIT: &str = "limit_expires_at";
/// Set on grants written since restrictions are carried. One without it may come from an
/// expiring credential whose expiry it did not record: it is held to its own end, so
/// rotation cannot renew it (the member authorizes again within 30 days).
const LIMITS_CARRIED: &str = "limits_carried";

fn grant_item(item: &mut Item, grant: &Grant) {
    item.insert("org_id".into(), s(grant.org_id.uuid().to_string()));
    item.insert("member_id".into(), s(grant.member_id.uuid().to_string()));
    item.insert("client_id".into(), s(grant.client_id.uuid().to_string()));
    item.insert("expires_at".into(), n(grant.expires_at));
    // DynamoDB's TTL removes the item a day after it stopped being usable.
    item.insert("expire_at".into(), n(grant.expires_at / 1000 + 86_400));
    restrictions_attrs(item, &grant.restrictions, GRANT_LIMIT);
    item.insert(LIMITS_CARRIED.into(), AttributeValue::Bool(true));
}

fn grant_of(item: &Item) -> Result<Grant, StoreError> {
    let expires_at = get_n(item, "expires_at")?;
    let mut restrictions = restrictions_of(item, GRANT_LIMIT)?;
    if !item.contains_key(LIMITS_CARRIED) {
        restrictions = restrictions.ending_by(expires_at);
    }
    Ok(Grant {
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        member_id: MemberId::from_uuid(get_uuid(item, "member_id")?),
        client_id: ClientId::from_uuid(get_uuid(item, "client_id")?),
        restrictions,
        expires_at,
    })
}

pub fn client_item(client: &OAuthClient, secret_hash: &str) -> Item {
    let sorts = [(SortIndex::Gsi1, keys::instant_key(client.created_at))];
    let mut item = CLIENT.live_keys(client.org_id, client.id.uuid(), &sorts);
    item.insert("org_id".into(), s(client.org_id.uuid().to_string()));
    item.insert("name".into(), s(&client.name));
    item.insert("secret_hash".into(), s(secret_hash));
    item.insert("redirect_uris".into(), AttributeValue::L(client.redirect_uris.iter().map(s).collect()));
    item.insert("member_id".into(), s(client.member_id.uuid().to_string()));
    item.insert("created_at".into(), n(client.created_at));
    item.insert("version".into(), n(client.version));
    restrictions_attrs(&mut item, &client.restrictions, GRANT_LIMIT);
    item
}

pub(super) fn client_from_item(item: &Item) -> Result<OAuthClient, StoreError> {
    Ok(OAuthClient {
        id: ClientId::from_uuid(get_uuid(item, PK)?),
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        name: get_s(item, "name")?.to_owned(),
        redirect_uris: opt_ss(item, "redirect_uris"),
        restrictions: restrictions_of(item, GRANT_LIMIT)?,
        member_id: MemberId::from_uuid(get_uuid(item, "member_id")?),
        created_at: get_n(item, "created_at")?,
        version: opt_n(item, "version").unwrap_or(1),
    })
}

fn put(table: &str, item: Item) -> Result<TransactWriteItem, StoreError> {
    Put::builder().table_name(table).set_item(Some(item)).action()
}

impl Store {
    /// The writes that register a client and count it.
    pub fn new_client_actions(
        &self,
        client: &OAuthClient,
        secret_hash: &str,
    ) -> Result<Vec<TransactWriteItem>, StoreError> {
        CLIENT.put_counted(self.table(), client.org_id, client_item(client, secret_hash))
    }

    /// Deletes a client: a tombstone, and its service identity disabled in the same
    /// transaction, so its tokens stop working within the authentication cache bound.
    /// `client` is the client as read (live, of its organization).
    pub async fn delete_client(&self, client: &OAuthClient) -> Result<(), WriteError> {
        let org = client.org_id;
        let mut actions = vec![
            Changes::tombstone(org, None).transact_update(self.table(), CLIENT.key(client.id.uuid()))?,
            CLIENT.counter_update(self.table(), org, -1)?,
        ];
        // The service identity as it is now; a change to it meanwhile cancels the delete (409).
        if let Some(holder) = self.get_member_consistent(client.member_id).await? {
            actions.extend(self.disable_member_actions(&holder)?);
        }
        if let Err(error) = self.transact(actions).await {
            let old = error.refused_at(0)?;
            CLIENT.diagnosis(old.as_ref(), org, None).map_err(|e| WriteError::Refused(CLIENT, e))?;
            return Err(StoreError::internal("client delete failed on a live, owned client").into());
        }
        Ok(())
    }

    /// A live client and the stored hash of its secret (none: no such client to authenticate).
    pub async fn client_secret(&self, id: ClientId) -> Result<Option<(OAuthClient, String)>, StoreError> {
        let item: Option<Item> = self.get_entity::<super::Raw>(CLIENT, id.uuid()).await?.map(|raw| raw.0);
        let Some(item) = item.filter(|item| !is_tombstone(item)) else { return Ok(None) };
        let Some(hash) = opt_s(&item, "secret_hash") else { return Ok(None) };
        Ok(Some((client_from_item(&item)?, hash.to_owned())))
    }

    /// What a request with one of the client's access tokens checks (`ClientTokens::GONE` for a
    /// deleted or unknown client). Consistent, like `live`: one GetItem.
    pub async fn client_tokens(&self, id: ClientId) -> Result<ClientTokens, StoreError> {
        let item: Option<Item> = self.get_entity::<super::Raw>(CLIENT, id.uuid()).await?.map(|raw| raw.0);
        Ok(match item.filter(|item| !is_tombstone(item)) {
            Some(item) => ClientTokens {
                live: true,
                revoked_through: opt_s(&item, "revoked_through").map(str::to_owned),
            },
            None => ClientTokens::GONE,
        })
    }

    /// Revokes the client's `client_credentials` token `jti` and every earlier one. Only ever
    /// moves forward: revoking an older token after a newer one changes nothing. A deleted
    /// client is left alone (its tokens are dead already).
    pub async fn revoke_client_tokens_through(&self, id: ClientId, jti: &str) -> Result<(), StoreError> {
        let mut changes = Changes::default();
        let through = changes.name("revoked_through");
        let condition = format!(
            "attribute_exists(PK) AND attribute_not_exists(deleted_at) \
             AND (attribute_not_exists({through}) OR {through} < :revoked_through)"
        );
        changes.set("revoked_through", s(jti));
        changes.require(&condition, vec![]);
        match changes.update_item(self, CLIENT.key(id.uuid())).send().await {
            Ok(_) => Ok(()),
            Err(error) => refused(error).map(|_| ()),
        }
    }

    /// Stores an authorization code (by hash).
    pub async fn put_code(&self, hash: &str, code: &CodeGrant) -> Result<(), StoreError> {
        let mut item = key("AUTHCODE", hash);
        grant_item(&mut item, &code.grant);
        item.insert("redirect_uri".into(), s(&code.redirect_uri));
        item.insert("code_challenge".into(), s(&code.code_challenge));
        self.client().put_item().table_name(self.table()).set_item(Some(item)).send().await.map_err(fail)?;
        Ok(())
    }

    /// Takes a code out of the store: the first redeemer gets it, nobody after.
    pub async fn redeem_code(&self, hash: &str) -> Result<Option<CodeGrant>, StoreError> {
        let result = self
            .client()
            .delete_item()
            .table_name(self.table())
            .set_key(Some(key("AUTHCODE", hash)))
            .condition_expression("attribute_exists(PK)")
            .return_values(ReturnValue::AllOld)
            .send()
            .await;
        let item = match result {
            Ok(output) => output.attributes.unwrap_or_default(),
            Err(error) => return refused(error).map(|_| None),
        };
        Ok(Some(CodeGrant {
            grant: grant_of(&item)?,
            redirect_uri: get_s(&item, "redirect_uri")?.to_owned(),
            code_challenge: get_s(&item, "code_challenge")?.to_owned(),
        }))
    }

    /// Starts a token family with its first refresh token (by hash).
    pub async fn start_refresh_family(&self, hash: &str, refresh: &RefreshGrant) -> Result<(), StoreError> {
        let mut family = key("RFAMILY", &refresh.family);
        family.insert("expire_at".into(), n(refresh.grant.expires_at / 1000 + 86_400));
        let actions = vec![put(self.table(), family)?, put(self.table(), refresh_item(hash, refresh))?];
        self.transact(actions).await
    }

    /// A refresh token as stored (consistent read), if it exists.
    pub async fn get_refresh(&self, hash: &str) -> Result<Option<RefreshGrant>, StoreError> {
        let Some(item) = self.read(key("REFRESH", hash), true).await? else { return Ok(None) };
        Ok(Some(RefreshGrant {
            grant: grant_of(&item)?,
            family: get_s(&item, "family")?.to_owned(),
            used: item.contains_key("used_at"),
        }))
    }

    /// Rotates: marks `old_hash` used, checks its family is not revoked and writes the
    /// successor, all in one transaction. A token used twice revokes its family.
    pub async fn rotate_refresh(
        &self,
        old_hash: &str,
        old: &RefreshGrant,
        new_hash: &str,
        new: &RefreshGrant,
    ) -> Result<Result<(), RotateError>, StoreError> {
        if old.used {
            self.revoke_family(&old.family).await?;
            return Ok(Err(RotateError::Reused));
        }
        let now = now_ms();
        let mut mark = Changes::default();
        let condition = "attribute_exists(PK) AND attribute_not_exists(used_at) AND expires_at > :now";
        mark.require(condition, vec![(":now", n(now))]);
        mark.set("used_at", n(now));
        // The family must be live; it lives on as long as its newest refresh token.
        let mut live = Changes::default();
        live.require("attribute_exists(PK) AND attribute_not_exists(revoked_at)", vec![]);
        live.set("expire_at", n(new.grant.expires_at / 1000 + 86_400));
        let actions = vec![
            mark.transact_update(self.table(), key("REFRESH", old_hash))?,
            live.transact_update(self.table(), key("RFAMILY", &old.family))?,
            put(self.table(), refresh_item(new_hash, new))?,
        ];
        match self.transact(actions).await {
            Ok(()) => Ok(Ok(())),
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => {
                // Expired, or used by a concurrent rotation: the latter is reuse.
                if old.grant.expires_at > now {
                    self.revoke_family(&old.family).await?;
                    return Ok(Err(RotateError::Reused));
                }
                Ok(Err(RotateError::Invalid))
            }
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 1) => {
                Ok(Err(RotateError::Invalid))
            }
            Err(other) => Err(other),
        }
    }

    /// Revokes every refresh token of a family, and (within the cache bound) its access tokens.
    pub async fn revoke_family(&self, family: &str) -> Result<(), StoreError> {
        let mut changes = Changes::default();
        changes.set("revoked_at", n(now_ms()));
        changes.update_item(self, key("RFAMILY", family)).send().await.map_err(fail)?;
        Ok(())
    }

    /// Whether a token family can still renew at `now`: it exists, is not revoked, and its
    /// newest refresh token has not ended (the TTL that removes it runs a day later, and late).
    pub async fn family_live(&self, family: &str, now: i64) -> Result<bool, StoreError> {
        let Some(item) = self.read(key("RFAMILY", family), true).await? else { return Ok(false) };
        let ends = opt_n(&item, "expire_at").map(|ttl| (ttl - 86_400).saturating_mul(1000));
        Ok(!item.contains_key("revoked_at") && ends.is_some_and(|end| end > now))
    }

    /// Whether a token family was revoked; `None` when there is no such family. Consistent: a
    /// family written by the exchange a moment ago must be seen.
    pub async fn family_revoked(&self, family: &str) -> Result<Option<bool>, StoreError> {
        Ok(self.read(key("RFAMILY", family), true).await?.map(|item| item.contains_key("revoked_at")))
    }
}

fn refresh_item(hash: &str, refresh: &RefreshGrant) -> Item {
    let mut item = key("REFRESH", hash);
    grant_item(&mut item, &refresh.grant);
    item.insert("family".into(), s(&refresh.family));
    item
}
