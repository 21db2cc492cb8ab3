//! Site items: `PK = SITE#<uuid>`, `SK = SITE`, listed through GSI1..GSI4 on
//! `ORG#<org>#SITE`. Creates and deletes keep the organization's site counter in the same
//! transaction, so `total` is exact without counting. Deletes leave a tombstone (410 GONE)
//! that leaves every index and expires after `TOMBSTONE_DAYS`.

use aws_sdk_dynamodb::error::SdkError;
use aws_sdk_dynamodb::types::{
    AttributeValue, Put, ReturnValuesOnConditionCheckFailure, TransactWriteItem, Update,
};

use super::attrs::{get_n, get_s, get_uuid, n, opt_s, s};
use super::errors::fail;
use super::keys::{self, PK, SK, SortIndex};
use super::{Item, Store, StoreError};
use crate::domain::location::Location;
use crate::domain::site::{NewSite, Site, SitePatch, SiteStatus};
use crate::error::ApiError;
use crate::ids::{IdKind, OrgId, SiteId, SiteKind};
use crate::time::now_ms;

const KIND: &str = "SITE";
pub const TOMBSTONE_DAYS: i64 = 90;

fn key(id: SiteId) -> [(String, AttributeValue); 2] {
    [(PK.into(), s(keys::entity(KIND, id.uuid()))), (SK.into(), s(KIND))]
}

/// The index attributes of a live site; removed when it is deleted.
fn index_attrs(site: &Site) -> Vec<(String, AttributeValue)> {
    let partition = keys::org_partition(site.org_id.uuid(), KIND);
    let id = site.id.uuid();
    let sorts = [
        (SortIndex::Gsi1, keys::sort_key(&keys::instant_key(site.created_at), id)),
        (SortIndex::Gsi2, keys::sort_key(&keys::text_key(&site.name), id)),
        (SortIndex::Gsi3, keys::sort_key(&keys::instant_key(site.updated_at), id)),
        (SortIndex::Gsi4, keys::sort_key(site.status.as_str(), id)),
    ];
    sorts
        .into_iter()
        .flat_map(|(index, sort)| [(index.pk().to_owned(), s(&partition)), (index.sk().to_owned(), s(sort))])
        .collect()
}

fn to_item(site: &Site) -> Item {
    let mut item: Item = key(site.id).into_iter().collect();
    item.insert("org_id".into(), s(site.org_id.uuid().to_string()));
    item.insert("name".into(), s(&site.name));
    item.insert("status".into(), s(site.status.as_str()));
    if let Some(location) = &site.location {
        item.insert("location".into(), s(location.as_str()));
    }
    item.insert("created_at".into(), n(site.created_at));
    item.insert("updated_at".into(), n(site.updated_at));
    item.insert("version".into(), n(site.version));
    item.extend(index_attrs(site));
    item
}

pub fn from_item(item: &Item) -> Result<Site, ApiError> {
    Ok(Site {
        id: SiteId::from_uuid(get_uuid(item, PK)?),
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        name: get_s(item, "name")?.to_owned(),
        status: SiteStatus::parse(get_s(item, "status")?)
            .ok_or_else(|| ApiError::internal("stored site status is unknown"))?,
        location: opt_s(item, "location").map(Location::from_stored),
        created_at: get_n(item, "created_at")?,
        updated_at: get_n(item, "updated_at")?,
        version: get_n(item, "version")?,
    })
}

/// Why a site cannot be used by this organization, from the item DynamoDB holds (or not).
pub fn check_access(item: Option<&Item>, org: OrgId, shown_id: &str) -> Result<(), ApiError> {
    let Some(item) = item else {
        return Err(ApiError::NotFound { resource_type: SiteKind::RESOURCE, resource_id: shown_id.into() });
    };
    if opt_s(item, "org_id") != Some(org.uuid().to_string().as_str()) {
        return Err(ApiError::OtherOrganization {
            resource_type: SiteKind::RESOURCE,
            resource_id: shown_id.into(),
        });
    }
    if item.contains_key("deleted_at") {
        return Err(ApiError::Gone { resource_type: SiteKind::RESOURCE, resource_id: shown_id.into() });
    }
    Ok(())
}

const LIVE_AND_OWNED: &str = "attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at)";

impl Store {
    pub async fn create_site(&self, org: OrgId, new: NewSite) -> Result<Site, ApiError> {
        let id = SiteId::generate();
        let now = id.created_ms().unwrap_or_else(now_ms);
        let site = Site {
            id,
            org_id: org,
            name: new.name,
            status: new.status,
            location: new.location,
            created_at: now,
            updated_at: now,
            version: 1,
        };
        let put = Put::builder()
            .table_name(self.table())
            .set_item(Some(to_item(&site)))
            .condition_expression("attribute_not_exists(PK)")
            .build()
            .map_err(ApiError::internal)?;
        let count = self.counter_update(org, 1)?;
        self.transact(vec![TransactWriteItem::builder().put(put).build(), count])
            .await
            .map_err(ApiError::from)?;
        Ok(site)
    }

    /// The stored item of a site, live or tombstone, whichever organization owns it.
    pub async fn get_site_item(&self, id: SiteId) -> Result<Option<Item>, ApiError> {
        let output = self
            .client()
            .get_item()
            .table_name(self.table())
            .set_key(Some(key(id).into_iter().collect()))
            .send()
            .await
            .map_err(fail)?;
        Ok(output.item)
    }

    pub async fn update_site(
        &self,
        org: OrgId,
        id: SiteId,
        shown_id: &str,
        patch: SitePatch,
    ) -> Result<Site, ApiError> {
        let now = now_ms();
        let mut sets = vec!["updated_at = :now", "version = version + :one", "GSI3SK = :gsi3"];
        let mut removes = Vec::new();
        let mut names = Vec::new();
        let mut values = vec![
            (":org", s(org.uuid().to_string())),
            (":now", n(now)),
            (":one", n(1)),
            (":gsi3", s(keys::sort_key(&keys::instant_key(now), id.uuid()))),
        ];
        if let Some(name) = &patch.name {
            sets.extend(["#name = :name", "GSI2SK = :gsi2"]);
            names.push(("#name", "name"));
            values.push((":name", s(name)));
            values.push((":gsi2", s(keys::sort_key(&keys::text_key(name), id.uuid()))));
        }
        if let Some(status) = patch.status {
            sets.extend(["#status = :status", "GSI4SK = :gsi4"]);
            names.push(("#status", "status"));
            values.push((":status", s(status.as_str())));
            values.push((":gsi4", s(keys::sort_key(status.as_str(), id.uuid()))));
        }
        match &patch.location {
            Some(Some(location)) => {
                sets.push("#location = :location");
                names.push(("#location", "location"));
                values.push((":location", s(location.as_str())));
            }
            Some(None) => {
                removes.push("#location");
                names.push(("#location", "location"));
            }
            None => {}
        }
        let mut expression = format!("SET {}", sets.join(", "));
        if !removes.is_empty() {
            expression.push_str(&format!(" REMOVE {}", removes.join(", ")));
        }
        let result = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(key(id).into_iter().collect()))
            .update_expression(expression)
            .condition_expression(LIVE_AND_OWNED)
            .set_expression_attribute_names(
                (!names.is_empty())
                    .then(|| names.into_iter().map(|(k, v)| (k.to_owned(), v.to_owned())).collect()),
            )
            .set_expression_attribute_values(Some(
                values.into_iter().map(|(k, v)| (k.to_owned(), v)).collect(),
            ))
            .return_values(aws_sdk_dynamodb::types::ReturnValue::AllNew)
            .return_values_on_condition_check_failure(ReturnValuesOnConditionCheckFailure::AllOld)
            .send()
            .await;
        match result {
            Ok(output) => from_item(&output.attributes.unwrap_or_default()),
            Err(SdkError::ServiceError(e)) if e.err().is_conditional_check_failed_exception() => {
                let old = match e.into_err() {
                    aws_sdk_dynamodb::operation::update_item::UpdateItemError::ConditionalCheckFailedException(c) => c.item,
                    _ => None,
                };
                check_access(old.as_ref(), org, shown_id)?;
                Err(ApiError::internal("site update condition failed on a live, owned site"))
            }
            Err(e) => Err(fail(e).into()),
        }
    }

    /// Soft-deletes: the item becomes a tombstone (no index attributes, `deleted_at`, TTL) and
    /// the organization's counter drops, in one transaction.
    pub async fn delete_site(&self, org: OrgId, id: SiteId, shown_id: &str) -> Result<(), ApiError> {
        let now = now_ms();
        let mut removes: Vec<&str> = SortIndex::ALL.iter().flat_map(|i| [i.pk(), i.sk()]).collect();
        removes.sort_unstable();
        let update = Update::builder()
            .table_name(self.table())
            .set_key(Some(key(id).into_iter().collect()))
            .update_expression(format!(
                "SET deleted_at = :now, updated_at = :now, expire_at = :expire, version = version + :one REMOVE {}",
                removes.join(", ")
            ))
            .condition_expression(LIVE_AND_OWNED)
            .expression_attribute_values(":org", s(org.uuid().to_string()))
            .expression_attribute_values(":now", n(now))
            .expression_attribute_values(":one", n(1))
            .expression_attribute_values(":expire", n(now / 1000 + TOMBSTONE_DAYS * 86_400))
            .return_values_on_condition_check_failure(ReturnValuesOnConditionCheckFailure::AllOld)
            .build()
            .map_err(ApiError::internal)?;
        let count = self.counter_update(org, -1)?;
        match self.transact(vec![TransactWriteItem::builder().update(update).build(), count]).await {
            Ok(()) => Ok(()),
            Err(StoreError::TransactionCancelled(reasons)) => {
                let old = reasons.into_iter().next().and_then(|(_, item)| item);
                check_access(old.as_ref(), org, shown_id)?;
                Err(ApiError::internal("site delete cancelled on a live, owned site"))
            }
            Err(other) => Err(other.into()),
        }
    }

    fn counter_update(&self, org: OrgId, delta: i64) -> Result<TransactWriteItem, ApiError> {
        let update = Update::builder()
            .table_name(self.table())
            .key(PK, s(keys::org(org.uuid())))
            .key(SK, s(keys::counter_sk(KIND)))
            .update_expression("ADD n :delta")
            .expression_attribute_values(":delta", n(delta))
            .build()
            .map_err(ApiError::internal)?;
        Ok(TransactWriteItem::builder().update(update).build())
    }
}
