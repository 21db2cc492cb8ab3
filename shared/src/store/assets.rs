//! Asset items: `PK = ASSET#<uuid>`, `SK = ASSET`, listed through GSI1..GSI5 on
//! `ORG#<org>#ASSET`. Every write that adds, removes or moves an asset also updates the
//! owning site's `asset_count` in the same transaction, under a condition that the site is a
//! live site of the same organization: an asset never points at a missing or foreign site,
//! and a site with assets cannot be deleted.

use aws_sdk_dynamodb::types::{KeysAndAttributes, TransactWriteItem, Update};
use std::collections::HashMap;
use std::time::Duration;
use uuid::Uuid;

use super::attrs::{get_n, get_s, get_uuid, n, s};
use super::entity::{Changes, Entity, failed_at};
use super::errors::fail;
use super::keys::{self, PK, SortIndex};
use super::sites::SITE;
use super::{Item, Store, StoreError};
use crate::domain::asset::{Asset, AssetPatch, AssetStatus, SiteRef, Visibility};
use crate::domain::capacity::Capacity;
use crate::error::ApiError;
use crate::idempotency::Record;
use crate::ids::{AssetId, OrgId, SiteId};
use crate::preconditions::IfMatch;
use crate::site_access::SiteScope;
use crate::time::now_ms;

pub const ASSET: Entity = Entity { kind: "ASSET", resource: "asset" };

/// Read-modify-write attempts when another writer moved the asset in between.
const ATTEMPTS: usize = 4;
/// BatchGetItem rounds for keys DynamoDB left unprocessed (throttling), with backoff.
const BATCH_ROUNDS: u32 = 6;

fn sorts(asset: &Asset) -> [(SortIndex, String); 5] {
    [
        (SortIndex::Gsi1, keys::instant_key(asset.created_at)),
        (SortIndex::Gsi2, keys::text_key(&asset.name)),
        (SortIndex::Gsi3, keys::instant_key(asset.updated_at)),
        (SortIndex::Gsi4, asset.status.as_str().to_owned()),
        (SortIndex::Gsi5, keys::milli_key(asset.capacity.milli())),
    ]
}

fn to_item(asset: &Asset) -> Item {
    let mut item = ASSET.key(asset.id.uuid());
    item.insert("org_id".into(), s(asset.org_id.uuid().to_string()));
    item.insert("site_id".into(), s(asset.site_id.uuid().to_string()));
    item.insert("name".into(), s(&asset.name));
    item.insert("status".into(), s(asset.status.as_str()));
    item.insert("visibility".into(), s(asset.visibility.as_str()));
    item.insert("capacity".into(), capacity_value(asset.capacity));
    if let Some(limit) = asset.power_limit_kw {
        item.insert("power_limit_kw".into(), capacity_value(limit));
    }
    item.insert("created_at".into(), n(asset.created_at));
    item.insert("updated_at".into(), n(asset.updated_at));
    item.insert("version".into(), n(asset.version));
    item.extend(ASSET.index_attrs(asset.org_id, asset.id.uuid(), &sorts(asset)));
    item
}

fn capacity_value(capacity: Capacity) -> aws_sdk_dynamodb::types::AttributeValue {
    aws_sdk_dynamodb::types::AttributeValue::N(capacity.as_decimal())
}

pub fn from_item(item: &Item) -> Result<Asset, ApiError> {
    let corrupt = |what: &str| ApiError::internal(format!("stored asset {what} is unknown"));
    Ok(Asset {
        id: AssetId::from_uuid(get_uuid(item, PK)?),
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        site_id: SiteId::from_uuid(get_uuid(item, "site_id")?),
        name: get_s(item, "name")?.to_owned(),
        status: AssetStatus::parse(get_s(item, "status")?).ok_or_else(|| corrupt("status"))?,
        visibility: Visibility::parse(get_s(item, "visibility")?).ok_or_else(|| corrupt("visibility"))?,
        capacity: item
            .get("capacity")
            .and_then(|v| v.as_n().ok())
            .and_then(|text| Capacity::from_decimal(text))
            .ok_or_else(|| corrupt("capacity"))?,
        power_limit_kw: item
            .get("power_limit_kw")
            .and_then(|v| v.as_n().ok())
            .and_then(|text| Capacity::from_decimal(text)),
        created_at: get_n(item, "created_at")?,
        updated_at: get_n(item, "updated_at")?,
        version: get_n(item, "version")?,
    })
}

/// `ADD asset_count :delta` on a site. Adding requires a live site of the organization;
/// removing requires only that the site item exists (it cannot be deleted while counted).
fn site_count(table: &str, org: OrgId, site: SiteId, delta: i64) -> Result<TransactWriteItem, ApiError> {
    let mut update = Update::builder()
        .table_name(table)
        .set_key(Some(SITE.key(site.uuid())))
        .update_expression("ADD asset_count :delta")
        .expression_attribute_values(":delta", n(delta));
    update = if delta > 0 {
        update
            .condition_expression(
                "attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at)",
            )
            .expression_attribute_values(":org", s(org.uuid().to_string()))
    } else {
        update.condition_expression("attribute_exists(PK)")
    };
    Ok(TransactWriteItem::builder().update(update.build().map_err(ApiError::internal)?).build())
}

/// 409 for a status change the asset's current status does not allow.
/// 409 while a charging session is open on the asset: it cannot leave `active`, move or be
/// deleted until the session stops.
fn session_open(old: Option<&Item>, shown_id: &str) -> Option<ApiError> {
    let open = old.and_then(|item| get_s(item, "open_session").ok())?;
    let session = open.parse().map(|u| crate::ids::SessionId::from_uuid(u).legacy()).unwrap_or_default();
    Some(ApiError::Conflict {
        message: "A charging session is open on this asset; stop it first".into(),
        details: serde_json::json!({
            "reason": "session_open",
            "resource_type": "asset",
            "resource_id": shown_id,
            "session_id": session,
        }),
    })
}

fn transition_refused(old: Option<&Item>, requested: AssetStatus, shown_id: &str) -> ApiError {
    if requested != AssetStatus::Active
        && let Some(open) = session_open(old, shown_id)
    {
        return open;
    }
    let current = old.and_then(|item| get_s(item, "status").ok()).unwrap_or("unknown");
    ApiError::Conflict {
        message: format!("An asset cannot go from '{current}' to '{}'", requested.as_str()),
        details: serde_json::json!({
            "reason": "invalid_status_transition",
            "resource_type": "asset",
            "resource_id": shown_id,
            "current_status": current,
            "requested_status": requested.as_str(),
        }),
    }
}

/// Why a write to an asset cannot go ahead, in the order that leaks least: organization,
/// site access, and only then the revision (a hidden asset's ETag is not revealed).
fn diagnose(
    old: Option<&Item>,
    org: OrgId,
    shown_id: &str,
    expected: Option<&IfMatch>,
    scope: &SiteScope,
) -> Result<(), ApiError> {
    ASSET.check_access(old, org, shown_id)?;
    scope.check_item(old, ASSET.resource, shown_id)?;
    ASSET.diagnose(old, org, shown_id, expected)
}

fn concurrent(shown_id: &str) -> ApiError {
    ApiError::Conflict {
        message: "The asset kept changing concurrently; retry".into(),
        details: serde_json::json!({"reason": "concurrent_modification", "resource_id": shown_id}),
    }
}

impl Store {
    /// Writes a new asset, counts it into its site (which must be a live site of the same
    /// organization, else `site`'s 422) and the organization, and writes the idempotency
    /// record when the request has one: one transaction.
    pub async fn create_asset(
        &self,
        asset: &Asset,
        site: &SiteRef,
        record: Option<&Record>,
    ) -> Result<(), ApiError> {
        let org = asset.org_id;
        let actions = vec![
            Entity::put_new(self.table(), to_item(asset))?,
            site_count(self.table(), org, asset.site_id, 1)?,
            ASSET.counter_update(self.table(), org, 1)?,
        ];
        match self.transact_create(actions, record).await {
            Ok(()) => Ok(()),
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 1) => Err(site.invalid()),
            Err(other) => Err(other.into()),
        }
    }

    pub async fn update_asset(
        &self,
        org: OrgId,
        id: AssetId,
        shown_id: &str,
        patch: AssetPatch,
        expected: Option<&IfMatch>,
        scope: &SiteScope,
    ) -> Result<Asset, ApiError> {
        if patch.site.is_some() {
            return self.move_asset(org, id, shown_id, &patch, expected, scope).await;
        }
        let mut changes = asset_changes(org, id, &patch, expected, now_ms());
        scope.require(&mut changes);
        match self.update_entity(ASSET.key(id.uuid()), changes).await? {
            Ok(item) => from_item(&item),
            Err(old) => {
                diagnose(old.as_ref(), org, shown_id, expected, scope)?;
                match patch.status {
                    Some(status) => Err(transition_refused(old.as_ref(), status, shown_id)),
                    None => Err(ApiError::internal("asset update condition failed on a live, owned asset")),
                }
            }
        }
    }

    /// An update that may move the asset to another site: read the asset for its current site,
    /// then in one transaction update it (at the revision read), count it out of the old site
    /// and into the new one. A concurrent writer makes the revision check fail: read again.
    async fn move_asset(
        &self,
        org: OrgId,
        id: AssetId,
        shown_id: &str,
        patch: &AssetPatch,
        expected: Option<&IfMatch>,
        scope: &SiteScope,
    ) -> Result<Asset, ApiError> {
        let site = patch.site.as_ref().ok_or_else(|| ApiError::internal("a move names a site"))?;
        for _ in 0..ATTEMPTS {
            let old = self.get_entity(ASSET, id.uuid()).await?;
            diagnose(old.as_ref(), org, shown_id, expected, scope)?;
            let new_site = site.id.ok_or_else(|| site.invalid())?;
            let current = from_item(old.as_ref().ok_or_else(|| ApiError::internal("checked above"))?)?;
            let leaves_active = patch.status.is_some_and(|status| status != AssetStatus::Active);
            if (current.site_id != new_site || leaves_active)
                && let Some(open) = session_open(old.as_ref(), shown_id)
            {
                return Err(open);
            }
            if let Some(status) = patch.status
                && !status.reachable_from().contains(&current.status)
            {
                return Err(transition_refused(old.as_ref(), status, shown_id));
            }
            let read = IfMatch::Revisions(vec![current.version]);
            let now = now_ms();
            let mut changes = asset_changes(org, id, patch, Some(&read), now);
            scope.require(&mut changes);
            if current.site_id == new_site {
                // Not a move after all: a plain conditional update.
                match self.update_entity(ASSET.key(id.uuid()), changes).await? {
                    Ok(item) => return from_item(&item),
                    Err(now) => {
                        diagnose(now.as_ref(), org, shown_id, expected, scope)?;
                        if let Some(status) = patch.status
                            && !status.reachable_from().contains(&current.status)
                        {
                            return Err(transition_refused(now.as_ref(), status, shown_id));
                        }
                        continue;
                    }
                }
            }
            changes.set("site_id", s(new_site.uuid().to_string()));
            changes.require("attribute_not_exists(open_session)", vec![]);
            let actions = vec![
                TransactWriteItem::builder()
                    .update(changes.transact_update(self.table(), ASSET.key(id.uuid()))?)
                    .build(),
                site_count(self.table(), org, current.site_id, -1)?,
                site_count(self.table(), org, new_site, 1)?,
            ];
            match self.transact(actions).await {
                Ok(()) => {
                    // The write was conditional on the revision read, so the result is known.
                    return Ok(current.patched(patch, new_site, now));
                }
                Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 2) => {
                    return Err(site.invalid());
                }
                Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => {
                    let now = reasons.into_iter().next().and_then(|(_, item)| item);
                    diagnose(now.as_ref(), org, shown_id, expected, scope)?;
                    if let Some(status) = patch.status
                        && !status.reachable_from().contains(&current.status)
                    {
                        return Err(transition_refused(now.as_ref(), status, shown_id));
                    }
                }
                Err(other) => return Err(other.into()),
            }
        }
        Err(concurrent(shown_id))
    }

    /// Soft-deletes: tombstone, the site's and the organization's counts drop, in one
    /// transaction at the revision read (the asset's site is needed, so it is read first).
    pub async fn delete_asset(
        &self,
        org: OrgId,
        id: AssetId,
        shown_id: &str,
        expected: Option<&IfMatch>,
        scope: &SiteScope,
    ) -> Result<(), ApiError> {
        for _ in 0..ATTEMPTS {
            let old = self.get_entity(ASSET, id.uuid()).await?;
            diagnose(old.as_ref(), org, shown_id, expected, scope)?;
            if let Some(open) = session_open(old.as_ref(), shown_id) {
                return Err(open);
            }
            let current = from_item(old.as_ref().ok_or_else(|| ApiError::internal("checked above"))?)?;
            let read = IfMatch::Revisions(vec![current.version]);
            let mut changes = Changes::tombstone(org, Some(&read));
            changes.require("attribute_not_exists(open_session)", vec![]);
            scope.require(&mut changes);
            let tombstone = changes.transact_update(self.table(), ASSET.key(id.uuid()))?;
            let actions = vec![
                TransactWriteItem::builder().update(tombstone).build(),
                site_count(self.table(), org, current.site_id, -1)?,
                ASSET.counter_update(self.table(), org, -1)?,
            ];
            match self.transact(actions).await {
                Ok(()) => return Ok(()),
                Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => {
                    let now = reasons.into_iter().next().and_then(|(_, item)| item);
                    diagnose(now.as_ref(), org, shown_id, expected, scope)?;
                }
                Err(other) => return Err(other.into()),
            }
        }
        Err(concurrent(shown_id))
    }

    /// Reads up to 100 assets in one BatchGetItem. Returns the items found, keyed by asset
    /// UUID, any organization.
    pub async fn batch_get_assets(&self, ids: &[Uuid]) -> Result<HashMap<Uuid, Item>, ApiError> {
        self.batch_get(ASSET, ids).await
    }

    /// Reads up to 100 items of one kind in one consistent BatchGetItem (keys DynamoDB leaves
    /// unprocessed are asked again with backoff), keyed by UUID, any organization.
    pub async fn batch_get(&self, entity: Entity, ids: &[Uuid]) -> Result<HashMap<Uuid, Item>, ApiError> {
        let mut found = HashMap::with_capacity(ids.len());
        if ids.is_empty() {
            return Ok(found);
        }
        let keys: Vec<Item> = ids.iter().map(|id| entity.key(*id)).collect();
        let mut pending = Some(
            KeysAndAttributes::builder()
                .set_keys(Some(keys))
                .consistent_read(true)
                .build()
                .map_err(ApiError::internal)?,
        );
        for round in 0..BATCH_ROUNDS {
            let Some(request) = pending.take() else { break };
            if round > 0 {
                tokio::time::sleep(Duration::from_millis(25 * 2u64.pow(round))).await;
            }
            let output = self
                .client()
                .batch_get_item()
                .request_items(self.table(), request)
                .send()
                .await
                .map_err(fail)?;
            for item in output.responses.unwrap_or_default().into_values().flatten() {
                found.insert(get_uuid(&item, PK)?, item);
            }
            pending = output
                .unprocessed_keys
                .and_then(|mut unprocessed| unprocessed.remove(self.table()))
                .filter(|rest| !rest.keys().is_empty());
        }
        if pending.is_some() {
            return Err(ApiError::Unavailable {
                cause: "BatchGetItem left keys unprocessed after retries".into(),
            });
        }
        Ok(found)
    }
}

impl Store {
    /// Writes many new assets of one site with BatchWriteItem (25 per call, unprocessed items
    /// retried). For seeding and imports by an operator, not one transaction per asset: the
    /// site's and the organization's counts go up first, under the live-site condition, so a
    /// failure part-way leaves counts too high (the site cannot be deleted) and never an
    /// asset the counts miss. It must not run beside API writes to the same site.
    pub async fn import_assets(&self, org: OrgId, site: SiteId, assets: &[Asset]) -> Result<(), ApiError> {
        let count = i64::try_from(assets.len()).map_err(ApiError::internal)?;
        let counts = vec![
            site_count(self.table(), org, site, count)?,
            ASSET.counter_update(self.table(), org, count)?,
        ];
        match self.transact(counts).await {
            Ok(()) => {}
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => {
                return Err(site_invalid(site));
            }
            Err(other) => return Err(other.into()),
        }
        self.put_batch(assets.iter().map(to_item).collect()).await
    }
}

fn site_invalid(site: SiteId) -> ApiError {
    SiteRef { given: site.legacy(), id: Some(site) }.invalid()
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
            changes.require("attribute_not_exists(open_session)", vec![]);
        }
    }
    if let Some(visibility) = patch.visibility {
        changes.set("visibility", s(visibility.as_str()));
    }
    if let Some(capacity) = patch.capacity {
        changes.set("capacity", capacity_value(capacity));
        changes.set(SortIndex::Gsi5.sk(), s(keys::sort_key(&keys::milli_key(capacity.milli()), uuid)));
    }
    changes
}
