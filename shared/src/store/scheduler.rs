//! The scheduler's reads and writes. A run of an item at a due time is claimed by one
//! conditional transaction: the item's `next_run_at` must still be that due time (it moves
//! on to the next run) and the `schedule_triggered` event is written `pending` with a lease
//! in the due index. Two overlapping or retried scheduler runs race for the same condition,
//! so each due time is claimed once. Completing the run turns the event `completed` and
//! takes it out of the due index; a run whose worker died keeps its pending event there,
//! and the next scheduler run past the lease takes it over.

use futures_util::future::try_join_all;

use super::assets::ASSET;
use chrono_tz::Tz;

use super::attrs::{decimal, get_uuid, n, opt_n, opt_s, s};
use super::entity::{Changes, Entity, IfMatch};
use super::events::{EVENT, LEASE_UNTIL, event_item};
use super::keys::{self, SEP_END, SortIndex};
use super::schedules::{
    DUE_INDEX, DUE_SHARDS, Placement, SCHEDULE_ITEM, due_attrs, due_partition, entry_from_item, entry_zone,
    set_next_run, stored_placement,
};
use super::{FromItem, Item, Store, StoreError};
use crate::domain::asset::Asset;
use crate::domain::capacity::Capacity;
use crate::domain::event::Event;
use crate::domain::schedule::ScheduleItem;
use crate::ids::{AssetId, EventId, OrgId, ScheduleItemId, SiteId};

/// An entry of the due index.
pub enum DueEntry {
    Item(DueItem),
    /// A `schedule_triggered` event, pending under a lease (if it holds one).
    Run {
        event: Event,
        lease_until: Option<i64>,
    },
}

/// A schedule item whose next run has come, in its schedule's zone, with the placement
/// recorded when it was written.
pub struct DueItem {
    pub item: ScheduleItem,
    pub zone: Tz,
    pub placement: Placement,
}

impl DueEntry {
    fn from_item(item: &Item) -> Result<DueEntry, StoreError> {
        match opt_s(item, keys::SK) {
            Some(kind) if kind == SCHEDULE_ITEM.kind => Ok(DueEntry::Item(DueItem {
                item: entry_from_item(item)?,
                zone: entry_zone(item)?,
                placement: stored_placement(item)?,
            })),
            Some(kind) if kind == EVENT.kind => {
                Ok(DueEntry::Run { event: Event::from_item(item)?, lease_until: opt_n(item, LEASE_UNTIL) })
            }
            _ => Err(StoreError::Corrupt("due index entry of an unknown kind".into())),
        }
    }
}

/// A claimed run: the pending event and the lease its worker holds.
#[derive(Debug, Clone, Copy)]
pub struct Lease {
    pub event: EventId,
    pub until: i64,
}

impl Store {
    /// Every due-index entry due at or before `now`, from all shards at once: items whose
    /// next run has come (missed minutes included) and pending runs whose lease ran out. One
    /// entry that does not read is an error of its own, not of the others.
    pub async fn due_entries(&self, now: i64) -> Result<Vec<Result<DueEntry, StoreError>>, StoreError> {
        let below = format!("{}{SEP_END}", keys::instant_key(now));
        let shards = (0..DUE_SHARDS)
            .map(|shard| self.query_partition(DUE_INDEX, due_partition(shard), Some(&below), None));
        let items = try_join_all(shards).await?.into_iter().flatten();
        Ok(items.map(|item| DueEntry::from_item(&item)).collect())
    }

    /// Where an asset is and who sees it now: its stored site and visibility, or `recorded`
    /// (the item's copy) when the asset is gone.
    pub async fn asset_placement(
        &self,
        asset: AssetId,
        recorded: Placement,
    ) -> Result<Placement, StoreError> {
        let stored = self.get_entity::<super::Raw>(ASSET, asset.uuid()).await?;
        stored.map_or(Ok(recorded), |raw| stored_placement(&raw.0))
    }

    /// Claims the run of `item` (at revision `version`) due at `due`: the item moves on to `next` (or leaves the due
    /// index) and `event` is written, both or neither. `lease` puts a pending event in the
    /// due index until then. `false` when another run claimed this due time first.
    pub async fn claim_run(
        &self,
        (item, version): (ScheduleItemId, i64),
        due: i64,
        next: Option<i64>,
        event: &Event,
        lease: Option<i64>,
    ) -> Result<bool, StoreError> {
        // At the revision read: an item changed since (action, target) is fired on a later run
        // from its new state.
        let mut changes = Changes::owned_by(event.org_id, Some(&IfMatch::Revisions(vec![version])));
        changes.require("next_run_at = :due", vec![(":due", n(due))]);
        changes.set("last_run_at", n(due));
        set_next_run(&mut changes, item.uuid(), next);
        let update = changes.transact_update(self.table(), SCHEDULE_ITEM.key(item.uuid()))?;
        let mut stored = event_item(event)?;
        if let Some(until) = lease {
            stored.insert(LEASE_UNTIL.into(), n(until));
            stored.extend(due_attrs(event.id.uuid(), until));
        }
        let mut actions = vec![update, Entity::put_new(self.table(), stored)?];
        actions.extend(self.fan_out(event).await?);
        match self.transact(actions).await {
            Ok(()) => Ok(true),
            Err(error) => error.refused_at(0).map(|_| false),
        }
    }

    /// Takes over a pending run whose lease ran out; `false` when another run took it.
    pub async fn renew_lease(&self, old: Lease, until: i64) -> Result<bool, StoreError> {
        let mut changes = Changes::default();
        changes.require(
            "#lease_until = :old AND #status = :pending",
            vec![(":old", n(old.until)), (":pending", s("pending"))],
        );
        changes.name("status");
        changes.set(LEASE_UNTIL, n(until));
        changes.set_all(due_attrs(old.event.uuid(), until));
        Ok(self.update_entity(EVENT.key(old.event.uuid()), changes).await?.is_ok())
    }

    /// The run is over: its event becomes `completed` with `data` and leaves the due index.
    /// `false` when the lease was lost to another worker meanwhile (that one completes it).
    pub async fn complete_run(&self, lease: Lease, data: &serde_json::Value) -> Result<bool, StoreError> {
        let mut changes = Changes::default();
        changes.require("#lease_until = :lease", vec![(":lease", n(lease.until))]);
        changes.name(LEASE_UNTIL);
        changes.set("status", s("completed"));
        changes.set("data", s(serde_json::to_string(data).map_err(StoreError::internal)?));
        changes.remove(LEASE_UNTIL);
        changes.remove(DUE_INDEX.pk());
        changes.remove(DUE_INDEX.sk());
        Ok(self.update_entity(EVENT.key(lease.event.uuid()), changes).await?.is_ok())
    }

    /// Sets an asset's power limit: the asset as written (from the item the write returns: no
    /// extra read), or `None` when no live asset of the organization has the id.
    pub async fn set_power_limit(
        &self,
        org: OrgId,
        asset: AssetId,
        limit: Capacity,
        now: i64,
    ) -> Result<Option<Asset>, StoreError> {
        let mut changes = Changes::owned_by(org, None);
        changes.set("power_limit_kw", decimal(limit));
        changes.set("updated_at", n(now));
        changes.set(SortIndex::Gsi3.sk(), s(keys::sort_key(&keys::instant_key(now), asset.uuid())));
        match self.update_entity(ASSET.key(asset.uuid()), changes).await? {
            Err(_) => Ok(None),
            Ok(item) => Ok(Some(Asset::from_item(&item)?)),
        }
    }

    /// The live assets installed at a site (their ids): its organization's asset list, filtered by site.
    pub async fn assets_at_site(&self, org: OrgId, site: SiteId) -> Result<Vec<AssetId>, StoreError> {
        let partition = keys::org_partition(org.uuid(), ASSET.kind);
        let site = Some(("site_id", s(site.uuid().to_string())));
        let items = self.query_partition(SortIndex::Gsi1, partition, None, site).await?;
        Ok(items.iter().filter_map(|item| get_uuid(item, keys::PK).ok()).map(AssetId::from_uuid).collect())
    }

    /// The live assets at a site, as `assets_at_site`, but reading at most `pages` pages of
    /// the organization's asset partition and stopping past `max` matches: `None` when the
    /// site has more than `max` assets or the budget ran out first (a large organization's
    /// partition is not read whole for one request).
    pub async fn assets_at_site_within(
        &self,
        org: OrgId,
        site: SiteId,
        max: usize,
        pages: usize,
    ) -> Result<Option<Vec<AssetId>>, StoreError> {
        let index = SortIndex::Gsi1;
        let request = self
            .client()
            .query()
            .table_name(self.table())
            .index_name(index.name())
            .expression_attribute_names("#pk", index.pk())
            .expression_attribute_values(":pk", s(keys::org_partition(org.uuid(), ASSET.kind)))
            .key_condition_expression("#pk = :pk")
            .filter_expression("#eq = :eq")
            .expression_attribute_names("#eq", "site_id")
            .expression_attribute_values(":eq", s(site.uuid().to_string()));
        let mut found = Vec::new();
        let mut start = None;
        for _ in 0..pages {
            let output =
                request.clone().set_exclusive_start_key(start).send().await.map_err(super::errors::fail)?;
            let items = output.items.unwrap_or_default();
            found.extend(
                items.iter().filter_map(|item| get_uuid(item, keys::PK).ok()).map(AssetId::from_uuid),
            );
            if found.len() > max {
                return Ok(None);
            }
            match output.last_evaluated_key {
                Some(key) if !key.is_empty() => start = Some(key),
                _ => return Ok(Some(found)),
            }
        }
        Ok(None)
    }
}
