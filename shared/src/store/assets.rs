//! Asset items: `PK = ASSET#<uuid>`, `SK = ASSET`, listed through GSI1..GSI5 on
//! `ORG#<org>#ASSET`. Every write that adds, removes or moves an asset also updates the
//! owning site's `asset_count` in the same transaction, under a condition that the site is a
//! live site of the same organization: an asset never points at a missing or foreign site,
//! and a site with assets cannot be deleted.

use super::asset_holds::{Holds, require_unheld};
use aws_sdk_dynamodb::types::{KeysAndAttributes, TransactWriteItem};
use std::collections::HashMap;
use uuid::Uuid;

use serde::{Deserialize, Serialize};

use super::attrs::{decimal, get_uuid, n, s, stored, write};
use super::batch::Units;
use super::claim::Record;
use super::entity::{Changes, Entity, EntityError, IfMatch, add, failed_at};
use super::errors::from_errors;
use super::keys::{self, PK, SortIndex};
use super::site_scope::SiteScope;
use super::sites::SITE;
use super::transact::Action;
use super::visible::{self, OPEN_COUNT, SITE_ONLY_COUNT};
use super::{FromItem, Item, Store, StoreError};
use crate::domain::asset::{Asset, AssetPatch, AssetStatus, SiteRef, Visibility};
use crate::domain::asset_changes::AssetChangeError;
use crate::domain::capacity::Capacity;
use crate::domain::evse::EvseId;
use crate::domain::station::StationState;
use crate::ids::{AssetId, OrgId, SiteId};
use crate::time::now_ms;

pub const ASSET: Entity = Entity { kind: "ASSET", resource: "asset" };

/// Read-modify-write attempts when another writer moved the asset in between.
const ATTEMPTS: usize = 4;
fn sorts(asset: &Asset) -> [(SortIndex, String); 5] {
    [
        (SortIndex::Gsi1, keys::instant_key(asset.created_at)),
        (SortIndex::Gsi2, keys::text_key(&asset.name)),
        (SortIndex::Gsi3, keys::instant_key(asset.updated_at)),
        (SortIndex::Gsi4, asset.status.as_str().to_owned()),
        (SortIndex::Gsi5, keys::milli_key(asset.capacity.milli())),
    ]
}

/// An asset item's attributes; `ASSET.key` and the index attributes complete it.
/// Its hold attributes are written only through `asset_holds`.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Asset")]
pub(super) struct AssetRecord {
    #[serde(rename = "PK", skip_serializing, deserialize_with = "stored::deserialize")]
    id: AssetId,
    #[serde(with = "stored")]
    org_id: OrgId,
    #[serde(with = "stored")]
    site_id: SiteId,
    name: String,
    #[serde(with = "stored")]
    status: AssetStatus,
    #[serde(with = "stored")]
    visibility: Visibility,
    #[serde(with = "stored")]
    capacity: Capacity,
    #[serde(with = "stored", default, skip_serializing_if = "Option::is_none")]
    power_limit_kw: Option<Capacity>,
    created_at: i64,
    updated_at: i64,
    version: i64,
    /// Read, never written with the whole item: only the station writes set it (a new asset
    /// is never a station), so no asset write can drop or overwrite it.
    #[serde(rename = "station", default, skip_serializing, deserialize_with = "reported_station")]
    station: Option<StationState>,
}

/// What the station last reported, read leniently: a map in a shape this build does not know
/// (written by a newer gateway) must not make the asset, and every list holding it, unreadable.
fn reported_station<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<StationState>, D::Error> {
    let stored = Option::<serde_json::Value>::deserialize(d)?;
    Ok(stored.and_then(|value| serde_json::from_value(value).ok()))
}

fn to_item(asset: &Asset) -> Item {
    let mut item = write(AssetRecord::serialize(asset, serde_dynamo::Serializer));
    item.extend(ASSET.live_keys(asset.org_id, asset.id.uuid(), &sorts(asset)));
    let created = keys::instant_key(asset.created_at);
    let placed = (asset.visibility, asset.site_id.uuid());
    item.extend(visible::entry(asset.org_id.uuid(), ASSET.kind, placed, &created, asset.id.uuid()));
    item
}

/// `ADD asset_count :delta, site_only_count :site_only` on a site: its assets, and those of them
/// only its members see (`visible`). Adding an asset requires a live site of the organization;
/// anything else requires only that the site item exists (it cannot be deleted while counted).
fn site_count(
    table: &str,
    org: OrgId,
    site: SiteId,
    (delta, site_only): (i64, i64),
) -> Result<TransactWriteItem, StoreError> {
    let update = add(table, SITE.key(site.uuid()), "asset_count", delta)
        .update_expression(format!("ADD asset_count :delta, {SITE_ONLY_COUNT} :site_only"))
        .expression_attribute_values(":site_only", n(site_only));
    let update = if delta > 0 {
        update
            .condition_expression(
                "attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at)",
            )
            .expression_attribute_values(":org", s(org.uuid().to_string()))
    } else {
        update.condition_expression("attribute_exists(PK)")
    };
    update.action()
}

/// `ADD n :delta, open_count :open` on the organization's asset counter: its assets, and those
/// of them every member sees (`visible`).
fn org_count(table: &str, org: OrgId, (delta, open): (i64, i64)) -> Result<TransactWriteItem, StoreError> {
    let key = keys::item_key(keys::org(org.uuid()), keys::counter_sk(ASSET.kind));
    add(table, key, "n", delta)
        .update_expression(format!("ADD n :delta, {OPEN_COUNT} :open"))
        .expression_attribute_values(":open", n(open))
        .action()
}

/// Why an asset write did not go ahead.
#[derive(Debug)]
pub enum AssetWriteError {
    Entity(EntityError),
    NotAssignedToSite,
    Refused(AssetChangeError),
    /// The site named (as given) is not a live site of the organization.
    UnknownSite {
        given: String,
    },
    /// Every attempt lost a race with another writer.
    KeptChanging,
    Store(StoreError),
}

from_errors!(StoreError => AssetWriteError::Store);

/// The charging sessions holding the asset, per EVSE on a station (read alone: the
/// scheduler's stop).
pub struct OpenSessions(pub Holds);

/// Why a write to an asset cannot go ahead, in the order that leaks least: organization,
/// site access, and only then the revision (a hidden asset's ETag is not revealed).
fn diagnose(
    old: Option<&Item>,
    org: OrgId,
    expected: Option<&IfMatch>,
    scope: &SiteScope,
) -> Result<(), AssetWriteError> {
    ASSET.access(old, org).map_err(AssetWriteError::Entity)?;
    if old.is_some_and(|item| !scope.admits(item)) {
        return Err(AssetWriteError::NotAssignedToSite);
    }
    ASSET.diagnosis(old, org, expected).map_err(AssetWriteError::Entity)
}

impl Store {
    /// Writes a new asset, counts it into its site (which must be a live site of the same
    /// organization) and the organization, and writes the idempotency record when the
    /// request has one: one transaction.
    pub async fn create_asset(
        &self,
        asset: &Asset,
        site: &SiteRef,
        record: Option<&Record>,
    ) -> Result<(), AssetWriteError> {
        let org = asset.org_id;
        let (open, site_only) = visible::counts(asset.visibility);
        let actions = vec![
            Entity::put_new(self.table(), to_item(asset))?,
            site_count(self.table(), org, asset.site_id, (1, site_only))?,
            org_count(self.table(), org, (1, open))?,
        ];
        if let Err(error) = self.transact_create(actions, record).await {
            error.refused_at(1)?;
            return Err(AssetWriteError::UnknownSite { given: site.given.clone() });
        }
        Ok(())
    }

    /// A session the station accepted and never started (past its bind window) does not hold
    /// the asset against a change: it expires (`not_started`) and the change is tried again.
    pub async fn update_asset(
        &self,
        org: OrgId,
        id: AssetId,
        patch: AssetPatch,
        expected: Option<&IfMatch>,
        scope: &SiteScope,
    ) -> Result<Asset, AssetWriteError> {
        // Each EVSE's never-started session goes in turn (the refusal names the first holder).
        let mut attempt = self.update_asset_once(org, id, &patch, expected, scope).await;
        for _ in 0..=EvseId::MAX {
            match attempt {
                Err(AssetWriteError::Refused(AssetChangeError::SessionOpen { session_id }))
                    if self.expire_if_never_started(org, session_id).await? =>
                {
                    attempt = self.update_asset_once(org, id, &patch, expected, scope).await;
                }
                other => return other,
            }
        }
        attempt
    }

    async fn update_asset_once(
        &self,
        org: OrgId,
        id: AssetId,
        patch: &AssetPatch,
        expected: Option<&IfMatch>,
        scope: &SiteScope,
    ) -> Result<Asset, AssetWriteError> {
        // A new site or visibility moves the asset between visibility partitions and counts.
        if patch.site.is_some() || patch.visibility.is_some() {
            return self.move_asset(org, id, patch, expected, scope).await;
        }
        let mut changes = asset_changes(org, id, patch, expected, now_ms());
        scope.require(&mut changes);
        match self.update_entity(ASSET.key(id.uuid()), changes).await? {
            Ok(item) => Ok(Asset::from_item(&item)?),
            Err(old) => {
                diagnose(old.as_ref(), org, expected, scope)?;
                let old = old.ok_or_else(|| StoreError::internal("diagnosed without an item"))?;
                let current = Asset::from_item(&old)?;
                current
                    .check_patch(patch, current.site_id, Holds::of(&old)?.holder(now_ms()))
                    .map_err(AssetWriteError::Refused)?;
                // The condition named the statuses allowed to reach the one requested.
                match patch.status {
                    Some(requested) => Err(AssetWriteError::Refused(AssetChangeError::InvalidTransition {
                        current: current.status,
                        requested,
                    })),
                    None => {
                        Err(StoreError::internal("asset update condition failed on a live, owned asset")
                            .into())
                    }
                }
            }
        }
    }

    /// An update that may move the asset to another site or visibility: read the asset for its
    /// current site and visibility, then in one transaction update it (at the revision read)
    /// with its new visibility partition, and count it out of the old site and visibility and
    /// into the new ones. A concurrent writer makes the revision check fail: read again.
    async fn move_asset(
        &self,
        org: OrgId,
        id: AssetId,
        patch: &AssetPatch,
        expected: Option<&IfMatch>,
        scope: &SiteScope,
    ) -> Result<Asset, AssetWriteError> {
        let unknown_site = |site: &SiteRef| AssetWriteError::UnknownSite { given: site.given.clone() };
        for _ in 0..ATTEMPTS {
            let old = self.get_entity::<super::Raw>(ASSET, id.uuid()).await?.map(|raw| raw.0);
            diagnose(old.as_ref(), org, expected, scope)?;
            let old = old.ok_or_else(|| StoreError::internal("checked above"))?;
            let current = Asset::from_item(&old)?;
            let new_site = match &patch.site {
                Some(site) => site.id.ok_or_else(|| unknown_site(site))?,
                None => current.site_id,
            };
            let visibility = patch.visibility.unwrap_or(current.visibility);
            current
                .check_patch(patch, new_site, Holds::of(&old)?.holder(now_ms()))
                .map_err(AssetWriteError::Refused)?;
            // A station's site decides which site-listed id tokens it accepts: only a caller
            // assigned to both sites moves one, whatever its visibility (the write is
            // conditional on the revision read, so it cannot have become a station since).
            if current.station.is_some()
                && new_site != current.site_id
                && !(scope.reaches(Some(current.site_id)) && scope.reaches(Some(new_site)))
            {
                return Err(AssetWriteError::NotAssignedToSite);
            }
            let now = now_ms();
            let mut changes =
                asset_changes(org, id, patch, Some(&IfMatch::Revisions(vec![current.version])), now);
            scope.require(&mut changes);
            let (old_open, old_site_only) = visible::counts(current.visibility);
            let (new_open, new_site_only) = visible::counts(visibility);
            if current.site_id == new_site && current.visibility == visibility {
                // Not a move after all: a plain conditional update.
                match self.update_entity(ASSET.key(id.uuid()), changes).await? {
                    Ok(item) => return Ok(Asset::from_item(&item)?),
                    Err(now) => {
                        diagnose(now.as_ref(), org, expected, scope)?;
                        continue;
                    }
                }
            }
            let partition = visible::partition(org.uuid(), ASSET.kind, visibility, new_site.uuid());
            changes.set(SortIndex::Gsi6.pk(), s(partition));
            let mut actions = Vec::with_capacity(4);
            if current.site_id == new_site {
                actions.push(changes.transact_update(self.table(), ASSET.key(id.uuid()))?);
                // A visibility change at the same site: only its site-only count moves (the site
                // holds the asset, so it is live; no new-site refusal to tell apart).
                actions.push(site_count(self.table(), org, new_site, (0, new_site_only - old_site_only))?);
            } else {
                changes.set("site_id", s(new_site.uuid().to_string()));
                require_unheld(&mut changes, now);
                actions.push(changes.transact_update(self.table(), ASSET.key(id.uuid()))?);
                actions.push(site_count(self.table(), org, current.site_id, (-1, -old_site_only))?);
                actions.push(site_count(self.table(), org, new_site, (1, new_site_only))?);
            }
            if new_open != old_open {
                actions.push(org_count(self.table(), org, (0, new_open - old_open))?);
            }
            let moved = current.site_id != new_site;
            match self.transact(actions).await {
                Ok(()) => {
                    // The write was conditional on the revision read, so the result is known.
                    return Ok(current.patched(patch, new_site, now));
                }
                Err(StoreError::TransactionCancelled(reasons)) if moved && failed_at(&reasons, 2) => {
                    if let Some(site) = &patch.site {
                        return Err(unknown_site(site));
                    }
                }
                Err(error) => diagnose(error.refused_at(0)?.as_ref(), org, expected, scope)?,
            }
        }
        Err(AssetWriteError::KeptChanging)
    }

    /// Soft-deletes: tombstone, the site's and the organization's counts drop, in one
    /// transaction at the revision read (the asset's site is needed, so it is read first).
    /// (A session the station never started expires first, as for `update_asset`.)
    pub async fn delete_asset(
        &self,
        org: OrgId,
        id: AssetId,
        expected: Option<&IfMatch>,
        scope: &SiteScope,
    ) -> Result<(), AssetWriteError> {
        let mut attempt = self.delete_asset_once(org, id, expected, scope).await;
        for _ in 0..=EvseId::MAX {
            match attempt {
                Err(AssetWriteError::Refused(AssetChangeError::SessionOpen { session_id }))
                    if self.expire_if_never_started(org, session_id).await? =>
                {
                    attempt = self.delete_asset_once(org, id, expected, scope).await;
                }
                other => return other,
            }
        }
        attempt
    }

    async fn delete_asset_once(
        &self,
        org: OrgId,
        id: AssetId,
        expected: Option<&IfMatch>,
        scope: &SiteScope,
    ) -> Result<(), AssetWriteError> {
        for _ in 0..ATTEMPTS {
            let old = self.get_entity::<super::Raw>(ASSET, id.uuid()).await?.map(|raw| raw.0);
            diagnose(old.as_ref(), org, expected, scope)?;
            let old = old.ok_or_else(|| StoreError::internal("checked above"))?;
            Asset::check_delete(Holds::of(&old)?.holder(now_ms())).map_err(AssetWriteError::Refused)?;
            let current = Asset::from_item(&old)?;
            let mut changes = Changes::tombstone(org, Some(&IfMatch::Revisions(vec![current.version])));
            require_unheld(&mut changes, now_ms());
            scope.require(&mut changes);
            let (open, site_only) = visible::counts(current.visibility);
            let mut actions = vec![
                changes.transact_update(self.table(), ASSET.key(id.uuid()))?,
                site_count(self.table(), org, current.site_id, (-1, -site_only))?,
                org_count(self.table(), org, (-1, -open))?,
            ];
            // A station goes with its asset: its identity is free again and its credential stops
            // working (a connection still open is closed at its next registry write).
            if let Some(station) = super::station_item::station_of_item(&old) {
                actions.push(super::station_item::remove_with_asset(self.table(), &station, id)?);
            }
            match self.transact(actions).await {
                Ok(()) => return Ok(()),
                Err(error) => diagnose(error.refused_at(0)?.as_ref(), org, expected, scope)?,
            }
        }
        Err(AssetWriteError::KeptChanging)
    }

    /// Reads up to 100 items of one kind in one consistent BatchGetItem (keys DynamoDB leaves
    /// unprocessed are asked again with backoff): each id's live item of `org`, or why there
    /// is none it may use.
    pub async fn batch_get_owned<T: FromItem>(
        &self,
        entity: Entity,
        org: OrgId,
        ids: &[Uuid],
    ) -> Result<HashMap<Uuid, Result<T, EntityError>>, StoreError> {
        let found = self.batch_get(entity, ids).await?;
        ids.iter().map(|id| Ok((*id, entity.owned(found.get(id), org)?))).collect()
    }

    async fn batch_get(&self, entity: Entity, ids: &[Uuid]) -> Result<HashMap<Uuid, Item>, StoreError> {
        let mut found = HashMap::with_capacity(ids.len());
        if ids.is_empty() {
            return Ok(found);
        }
        let keys: Vec<Item> = ids.iter().map(|id| entity.key(*id)).collect();
        let request = KeysAndAttributes::builder()
            .set_keys(Some(keys))
            .consistent_read(true)
            .build()
            .map_err(StoreError::internal)?;
        for item in self.get_batch(request, Units::Unrecorded).await? {
            found.insert(get_uuid(&item, PK)?, item);
        }
        Ok(found)
    }

    /// Writes many new assets of one site with BatchWriteItem (25 per call, unprocessed items
    /// retried). For seeding and imports by an operator, not one transaction per asset: the
    /// site's and the organization's counts go up first, under the live-site condition, so a
    /// failure part-way leaves counts too high (the site cannot be deleted) and never an
    /// asset the counts miss. It must not run beside API writes to the same site.
    pub async fn import_assets(
        &self,
        org: OrgId,
        site: SiteId,
        assets: &[Asset],
    ) -> Result<(), AssetWriteError> {
        let count = i64::try_from(assets.len()).map_err(StoreError::internal)?;
        let (open, site_only) = assets
            .iter()
            .map(|asset| visible::counts(asset.visibility))
            .fold((0, 0), |(open, site_only), (o, s)| (open + o, site_only + s));
        let counts = vec![
            site_count(self.table(), org, site, (count, site_only))?,
            org_count(self.table(), org, (count, open))?,
        ];
        if let Err(error) = self.transact(counts).await {
            error.refused_at(0)?;
            return Err(AssetWriteError::UnknownSite { given: site.legacy() });
        }
        Ok(self.put_batch(assets.iter().map(to_item).collect()).await?)
    }
}

/// The SET clauses of an asset update (with its index keys) under `expected`.
fn asset_changes(
    org: OrgId,
    id: AssetId,
    patch: &AssetPatch,
    expected: Option<&IfMatch>,
    now: i64,
) -> Changes {
    let uuid = id.uuid();
    let mut changes = Changes::owned_by(org, expected);
    changes.set("updated_at", n(now));
    changes.set(SortIndex::Gsi3.sk(), s(keys::sort_key(&keys::instant_key(now), uuid)));
    if let Some(name) = &patch.name {
        changes.set("name", s(name));
        changes.set(SortIndex::Gsi2.sk(), s(keys::sort_key(&keys::text_key(name), uuid)));
    }
    if let Some(status) = patch.status {
        changes.set("status", s(status.as_str()));
        changes.set(SortIndex::Gsi4.sk(), s(keys::sort_key(status.as_str(), uuid)));
        let allowed: Vec<_> = status.reachable_from().iter().map(|from| s(from.as_str())).collect();
        changes.require_in("status", &allowed);
        if status != AssetStatus::Active {
            require_unheld(&mut changes, now);
        }
    }
    if let Some(visibility) = patch.visibility {
        changes.set("visibility", s(visibility.as_str()));
    }
    if let Some(capacity) = patch.capacity {
        changes.set("capacity", decimal(capacity));
        changes.set(SortIndex::Gsi5.sk(), s(keys::sort_key(&keys::milli_key(capacity.milli()), uuid)));
    }
    match patch.power_limit_kw {
        Some(Some(limit)) => changes.set("power_limit_kw", decimal(limit)),
        Some(None) => changes.remove("power_limit_kw"),
        None => {}
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::*;
    use aws_sdk_dynamodb::types::AttributeValue as Attr;

    #[derive(Deserialize)]
    struct Holder {
        #[serde(default, deserialize_with = "reported_station")]
        station: Option<StationState>,
    }

    fn holder(station: Attr) -> Option<StationState> {
        let item = Item::from([("station".to_owned(), station)]);
        super::super::attrs::read(&item, Holder::deserialize).ok().and_then(|held| held.station)
    }

    #[test]
    fn a_reported_station_reads_with_its_numbers_and_connectors() {
        let state = StationState {
            identity: "CP-1".into(),
            connection: Some("online".into()),
            connection_changed_at: Some(1_764_000_000_123),
            connectors: [("1/1".to_owned(), "Faulted".to_owned())].into(),
            ..StationState::default()
        };
        assert_eq!(holder(super::super::stations::state_value(&state)), Some(state));
    }

    #[test]
    fn a_station_map_of_an_unknown_shape_reads_as_none() {
        let odd = Attr::M([("identity".to_owned(), Attr::L(vec![]))].into());
        assert_eq!(holder(odd), None);
        assert_eq!(holder(Attr::S("not a map".into())), None);
    }
}
