//! Organizations, members and API keys: the records authentication reads.
//!
//! `ORG#<org> / ORG` holds the organization; `MEMBER#<id> / MEMBER` a member;
//! `APIKEY#<sha256 of the secret> / APIKEY` an API key, so a presented key is found with one
//! GetItem and the secret itself is never stored.

use aws_sdk_dynamodb::types::{AttributeValue, Put, TransactWriteItem};

use super::attrs::{get_n, get_s, get_uuid, n, opt_n, opt_s, opt_ss, s};
use super::errors::fail;
use super::keys::{self, PK, SK, SortIndex};
use super::{Item, Store};
use crate::domain::org::{OrgStatus, Organization, Tier};
use crate::error::ApiError;
use crate::ids::{ApiKeyId, MemberId, OrgId};

#[derive(Debug, Clone)]
pub struct MemberRecord {
    pub id: MemberId,
    pub org_id: OrgId,
    pub role: String,
    pub name: String,
    pub email: String,
    pub status: String,
    pub created_at: i64,
}

#[derive(Debug, Clone)]
pub struct ApiKeyRecord {
    pub id: ApiKeyId,
    pub org_id: OrgId,
    pub member_id: MemberId,
    pub name: String,
    /// Permission strings the key is limited to; `None` means the member's full role.
    pub scopes: Option<Vec<String>>,
    pub expires_at: Option<i64>,
    /// The last four characters, for masked display.
    pub last4: String,
    pub created_at: i64,
}

pub fn org_item(org: &Organization) -> Item {
    Item::from([
        (PK.into(), s(keys::org(org.id.uuid()))),
        (SK.into(), s("ORG")),
        ("name".into(), s(&org.name)),
        ("tier".into(), s(org.tier.as_str())),
        ("status".into(), s(org.status.as_str())),
        ("created_at".into(), n(org.created_at)),
    ])
}

pub fn member_item(member: &MemberRecord) -> Item {
    let list = SortIndex::Gsi1;
    Item::from([
        (PK.into(), s(keys::entity("MEMBER", member.id.uuid()))),
        (SK.into(), s("MEMBER")),
        ("org_id".into(), s(member.org_id.uuid().to_string())),
        ("role".into(), s(&member.role)),
        ("name".into(), s(&member.name)),
        ("email".into(), s(&member.email)),
        ("status".into(), s(&member.status)),
        ("created_at".into(), n(member.created_at)),
        (list.pk().into(), s(keys::org_partition(member.org_id.uuid(), "MEMBER"))),
        (list.sk().into(), s(keys::sort_key(&keys::instant_key(member.created_at), member.id.uuid()))),
    ])
}

pub fn api_key_item(hash: &str, key: &ApiKeyRecord) -> Item {
    let list = SortIndex::Gsi1;
    let mut item = Item::from([
        (PK.into(), s(format!("APIKEY#{hash}"))),
        (SK.into(), s("APIKEY")),
        ("key_id".into(), s(key.id.uuid().to_string())),
        ("org_id".into(), s(key.org_id.uuid().to_string())),
        ("member_id".into(), s(key.member_id.uuid().to_string())),
        ("name".into(), s(&key.name)),
        ("last4".into(), s(&key.last4)),
        ("created_at".into(), n(key.created_at)),
        (list.pk().into(), s(keys::org_partition(key.org_id.uuid(), "APIKEY"))),
        (list.sk().into(), s(keys::sort_key(&keys::instant_key(key.created_at), key.id.uuid()))),
    ]);
    if let Some(scopes) = &key.scopes {
        item.insert("scopes".into(), AttributeValue::L(scopes.iter().map(s).collect()));
    }
    if let Some(expires_at) = key.expires_at {
        item.insert("expires_at".into(), n(expires_at));
    }
    item
}

fn org_from_item(item: &Item) -> Result<Organization, ApiError> {
    Ok(Organization {
        id: OrgId::from_uuid(get_uuid(item, PK)?),
        name: get_s(item, "name")?.to_owned(),
        tier: Tier::parse(get_s(item, "tier")?)
            .ok_or_else(|| ApiError::internal("stored tier is unknown"))?,
        status: OrgStatus::parse(get_s(item, "status")?)
            .ok_or_else(|| ApiError::internal("stored org status is unknown"))?,
        created_at: get_n(item, "created_at")?,
    })
}

fn member_from_item(item: &Item) -> Result<MemberRecord, ApiError> {
    Ok(MemberRecord {
        id: MemberId::from_uuid(get_uuid(item, PK)?),
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        role: get_s(item, "role")?.to_owned(),
        name: opt_s(item, "name").unwrap_or_default().to_owned(),
        email: opt_s(item, "email").unwrap_or_default().to_owned(),
        status: opt_s(item, "status").unwrap_or("active").to_owned(),
        created_at: get_n(item, "created_at")?,
    })
}

fn api_key_from_item(item: &Item) -> Result<ApiKeyRecord, ApiError> {
    Ok(ApiKeyRecord {
        id: ApiKeyId::from_uuid(get_uuid(item, "key_id")?),
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        member_id: MemberId::from_uuid(get_uuid(item, "member_id")?),
        name: opt_s(item, "name").unwrap_or_default().to_owned(),
        scopes: item.contains_key("scopes").then(|| opt_ss(item, "scopes")),
        expires_at: opt_n(item, "expires_at"),
        last4: opt_s(item, "last4").unwrap_or_default().to_owned(),
        created_at: get_n(item, "created_at")?,
    })
}

impl Store {
    async fn get(&self, pk: String, sk: &str) -> Result<Option<Item>, ApiError> {
        let output = self
            .client()
            .get_item()
            .table_name(self.table())
            .key(PK, s(pk))
            .key(SK, s(sk))
            .send()
            .await
            .map_err(fail)?;
        Ok(output.item)
    }

    pub async fn get_organization(&self, id: OrgId) -> Result<Option<Organization>, ApiError> {
        self.get(keys::org(id.uuid()), "ORG").await?.as_ref().map(org_from_item).transpose()
    }

    pub async fn get_member(&self, id: MemberId) -> Result<Option<MemberRecord>, ApiError> {
        self.get(keys::entity("MEMBER", id.uuid()), "MEMBER")
            .await?
            .as_ref()
            .map(member_from_item)
            .transpose()
    }

    pub async fn get_api_key(&self, hash: &str) -> Result<Option<ApiKeyRecord>, ApiError> {
        self.get(format!("APIKEY#{hash}"), "APIKEY").await?.as_ref().map(api_key_from_item).transpose()
    }

    /// Writes new items all or nothing; each must not exist yet.
    pub async fn insert_all(&self, items: Vec<Item>) -> Result<(), ApiError> {
        let writes = items
            .into_iter()
            .map(|item| {
                Put::builder()
                    .table_name(self.table())
                    .set_item(Some(item))
                    .condition_expression("attribute_not_exists(PK)")
                    .build()
                    .map(|put| TransactWriteItem::builder().put(put).build())
                    .map_err(ApiError::internal)
            })
            .collect::<Result<Vec<_>, _>>()?;
        self.transact(writes).await.map_err(ApiError::from)
    }

    /// Sets an organization's status; `false` when there is no such organization.
    pub async fn set_organization_status(&self, id: OrgId, status: OrgStatus) -> Result<bool, ApiError> {
        let result = self
            .client()
            .update_item()
            .table_name(self.table())
            .key(PK, s(keys::org(id.uuid())))
            .key(SK, s("ORG"))
            .update_expression("SET #status = :status")
            .condition_expression("attribute_exists(PK)")
            .expression_attribute_names("#status", "status")
            .expression_attribute_values(":status", s(status.as_str()))
            .send()
            .await;
        match result {
            Ok(_) => Ok(true),
            Err(aws_sdk_dynamodb::error::SdkError::ServiceError(e))
                if e.err().is_conditional_check_failed_exception() =>
            {
                Ok(false)
            }
            Err(e) => Err(fail(e).into()),
        }
    }
}
