//! Site items: `PK = SITE#<uuid>`, `SK = SITE`, listed through GSI1..GSI4 on
//! `ORG#<org>#SITE`. Creates and deletes keep the organization's site counter in the same
//! transaction, so `total` is exact without counting. `asset_count` is kept by the asset
//! writes, so a site with assets cannot be deleted (409) and no asset is orphaned.

use serde::{Deserialize, Serialize};

use super::attrs::{decimal, n, opt_n, s, stored, write};
use super::claim::Record;
use super::entity::{Changes, Entity, EntityError, IfMatch};
use super::errors::from_errors;
use super::keys::{self, SortIndex};
use super::{FromItem, Item, Store, StoreError};
use crate::domain::capacity::Capacity;
use crate::domain::location::Location;
use crate::domain::site::{Site, SitePatch, SiteStatus};
use crate::ids::{OrgId, SiteId};
use crate::time::now_ms;

pub const SITE: Entity = Entity { kind: "SITE", resource: "site" };

fn sorts(site: &Site) -> [(SortIndex, String); 4] {
    [
        (SortIndex::Gsi1, keys::instant_key(site.created_at)),
        (SortIndex::Gsi2, keys::text_key(&site.name)),
        (SortIndex::Gsi3, keys::instant_key(site.updated_at)),
        (SortIndex::Gsi4, site.status.as_str().to_owned()),
    ]
}

/// A site item's attributes; `SITE.key` and the index attributes complete it.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Site")]
pub(super) struct SiteRecord {
    #[serde(rename = "PK", skip_serializing, deserialize_with = "stored::deserialize")]
    id: SiteId,
    #[serde(with = "stored")]
    org_id: OrgId,
    name: String,
    #[serde(with = "stored")]
    status: SiteStatus,
    #[serde(with = "stored", default, skip_serializing_if = "Option::is_none")]
    location: Option<Location>,
    #[serde(with = "stored", default, skip_serializing_if = "Option::is_none")]
    grid_limit_kw: Option<Capacity>,
    #[serde(with = "stored", default, skip_serializing_if = "Option::is_none")]
    min_session_kw: Option<Capacity>,
    created_at: i64,
    updated_at: i64,
    version: i64,
}

fn to_item(site: &Site) -> Item {
    let mut item = write(SiteRecord::serialize(site, serde_dynamo::Serializer));
    item.extend(SITE.live_keys(site.org_id, site.id.uuid(), &sorts(site)));
    item
}

/// Why a site write did not go ahead.
#[derive(Debug)]
pub enum SiteWriteError {
    Entity(EntityError),
    /// Assets are installed at the site (`count` when the delete was refused).
    HasAssets {
        count: i64,
    },
    Store(StoreError),
}

from_errors!(StoreError => SiteWriteError::Store);

impl Store {
    /// Writes a new site with the organization's count, and the idempotency record when the
    /// request has one, in one transaction.
    pub async fn create_site(&self, site: &Site, record: Option<&Record>) -> Result<(), StoreError> {
        self.transact_create(SITE.put_counted(self.table(), site.org_id, to_item(site))?, record).await
    }

    pub async fn update_site(
        &self,
        org: OrgId,
        id: SiteId,
        patch: SitePatch,
        expected: Option<&IfMatch>,
    ) -> Result<Site, SiteWriteError> {
        let now = now_ms();
        let mut changes = Changes::owned_by(org, expected);
        changes.set("updated_at", n(now));
        changes.set(SortIndex::Gsi3.sk(), s(keys::sort_key(&keys::instant_key(now), id.uuid())));
        if let Some(name) = &patch.name {
            changes.set("name", s(name));
            changes.set(SortIndex::Gsi2.sk(), s(keys::sort_key(&keys::text_key(name), id.uuid())));
        }
        if let Some(status) = patch.status {
            changes.set("status", s(status.as_str()));
            changes.set(SortIndex::Gsi4.sk(), s(keys::sort_key(status.as_str(), id.uuid())));
        }
        match &patch.location {
            Some(Some(location)) => changes.set("location", s(location.as_str())),
            Some(None) => changes.remove("location"),
            None => {}
        }
        for (name, power) in
            [("grid_limit_kw", patch.grid_limit_kw), ("min_session_kw", patch.min_session_kw)]
        {
            match power {
                Some(Some(power)) => changes.set(name, decimal(power)),
                Some(None) => changes.remove(name),
                None => {}
            }
        }
        match self.update_entity(SITE.key(id.uuid()), changes).await? {
            Ok(item) => Ok(Site::from_item(&item)?),
            Err(old) => {
                SITE.diagnosis(old.as_ref(), org, expected).map_err(SiteWriteError::Entity)?;
                Err(StoreError::internal("site update condition failed on a live, owned site").into())
            }
        }
    }

    /// Soft-deletes: the item becomes a tombstone and the organization's counter drops, in one
    /// transaction, only while no asset is installed at the site.
    pub async fn delete_site(
        &self,
        org: OrgId,
        id: SiteId,
        expected: Option<&IfMatch>,
    ) -> Result<(), SiteWriteError> {
        let mut changes = Changes::tombstone(org, expected);
        changes.require("(attribute_not_exists(asset_count) OR asset_count = :zero)", vec![(":zero", n(0))]);
        let update = changes.transact_update(self.table(), SITE.key(id.uuid()))?;
        if let Err(error) = self.transact(vec![update, SITE.counter_update(self.table(), org, -1)?]).await {
            let old = error.refused_at(0)?;
            SITE.diagnosis(old.as_ref(), org, expected).map_err(SiteWriteError::Entity)?;
            let count = old.as_ref().and_then(|item| opt_n(item, "asset_count")).unwrap_or(0);
            return Err(SiteWriteError::HasAssets { count });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use aws_sdk_dynamodb::types::AttributeValue;

    /// A site item exactly as the hand-written mapping before the record type wrote it.
    fn golden(site: &Site) -> Item {
        let mut item = SITE.key(site.id.uuid());
        item.insert("org_id".into(), s(site.org_id.uuid().to_string()));
        item.insert("name".into(), s(&site.name));
        item.insert("status".into(), s(site.status.as_str()));
        if let Some(location) = &site.location {
            item.insert("location".into(), s(location.as_str()));
        }
        item.insert("created_at".into(), n(site.created_at));
        item.insert("updated_at".into(), n(site.updated_at));
        item.insert("version".into(), n(site.version));
        item.extend(SITE.index_attrs(site.org_id, site.id.uuid(), &sorts(site)));
        item
    }

    fn site(location: Option<&str>) -> Site {
        Site {
            id: SiteId::generate(),
            org_id: OrgId::generate(),
            name: "Depot".into(),
            status: SiteStatus::Inactive,
            location: location.map(Location::from_stored),
            grid_limit_kw: None,
            min_session_kw: None,
            created_at: 1_790_000_000_000,
            updated_at: 1_790_000_000_123,
            version: 3,
        }
    }

    #[test]
    fn the_record_writes_the_item_the_hand_mapping_wrote() {
        for site in [site(Some("52.52,13.40")), site(None)] {
            assert_eq!(to_item(&site), golden(&site));
        }
    }

    #[test]
    fn an_item_the_hand_mapping_wrote_reads_back_whole() {
        let stored = site(Some("52.52,13.40"));
        let read = Site::from_item(&golden(&stored)).unwrap();
        assert_eq!(read.id, stored.id);
        assert_eq!(read.org_id, stored.org_id);
        assert_eq!((read.name.as_str(), read.status), ("Depot", SiteStatus::Inactive));
        assert_eq!(read.location.map(|l| l.as_str().to_owned()), Some("52.52,13.40".to_owned()));
        assert_eq!(
            (read.created_at, read.updated_at, read.version),
            (stored.created_at, stored.updated_at, 3)
        );
    }

    #[test]
    fn a_null_optional_attribute_reads_as_none() {
        let mut item = golden(&site(Some("52.52,13.40")));
        item.insert("location".into(), AttributeValue::Null(true));
        assert!(Site::from_item(&item).unwrap().location.is_none());
    }
}
