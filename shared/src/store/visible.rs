//! The visibility index (GSI6, and GSI6K its keys-only twin) and the counters beside it: what a
//! site-scoped caller's list reads instead of filtering the organization's whole list.
//!
//! Each live item of a kind that has one is in exactly one visibility partition: the
//! organization-visible one (`ORG#<org>#<KIND>#OPEN`) when its `visibility` is not `site`, else
//! its site's (`ORG#<org>#<KIND>#SITE#<site>`), sorted by created_at like GSI1. What a member
//! assigned to sites S sees is exactly the open partition plus the partitions of S, disjoint,
//! so k + 1 Queries merged in order read nothing the member cannot see, and `total` is the open
//! counter plus one counter per assigned site, read with one BatchGetItem.

use aws_sdk_dynamodb::types::{AttributeValue, KeysAndAttributes};
use std::collections::HashMap;
use std::time::Duration;
use uuid::Uuid;

use super::attrs::{n, opt_n, opt_s, s};
use super::batch::Units;
use super::errors::fail;
use super::keys::{self, SortIndex};
use super::site_scope::SiteScope;
use super::sites::SITE;
use super::transact::Action;
use super::{Item, Store, StoreError};
use crate::domain::asset::Visibility;
use crate::ids::OrgId;

/// What `backfill_visibility` did.
#[derive(Debug, Default, serde::Serialize)]
pub struct Backfill {
    /// Items given their visibility-index entry (items that had one are left alone).
    pub entries: u64,
    /// The organization's live assets every member sees, as now stored in `open_count`.
    pub open_count: i64,
    /// Live sites whose `site_only_count` was set.
    pub sites: u64,
}

/// On the organization's `COUNT#<KIND>` counter: its live items that every member sees.
pub const OPEN_COUNT: &str = "open_count";
/// On a site item: the live items of the kind at that site with `visibility: site`.
pub const SITE_ONLY_COUNT: &str = "site_only_count";

/// The visibility partitions one site-scoped caller sees of one kind.
#[derive(Debug, Clone)]
pub struct VisibleSet {
    org: Uuid,
    kind: &'static str,
    sites: Vec<Uuid>,
    /// Whether the organization-visible partition is read too (not for id tokens, whose
    /// organization-wide ones only a caller who sees every site sees).
    open: bool,
}

impl VisibleSet {
    /// The set `scope` sees in `org`'s list of `kind`; `None` for a caller who sees every site
    /// (the organization's own list serves it). Whatever the number of assigned sites: a
    /// scoped caller's list never reads the organization's, so nothing it observes depends on
    /// entries it cannot see (docs/data-model.md, "No read-budget oracle").
    pub fn of(scope: &SiteScope, org: Uuid, kind: &'static str) -> Option<VisibleSet> {
        let SiteScope::Assigned(sites) = scope else { return None };
        let mut sites = sites.to_vec();
        sites.sort_unstable();
        sites.dedup();
        Some(VisibleSet { org, kind, sites, open: true })
    }

    /// The partitions of the assigned sites only, however many (a member has at most 100),
    /// for a kind whose items reach either one site or all (id tokens): what a site-scoped
    /// caller lists is then read from its own sites' partitions, never filtered out of the
    /// organization's list, so what it costs tells nothing of what is hidden. `None` for a
    /// caller who sees every site.
    pub fn sites_only(scope: &SiteScope, org: Uuid, kind: &'static str) -> Option<VisibleSet> {
        let SiteScope::Assigned(sites) = scope else { return None };
        let mut sites = sites.to_vec();
        sites.sort_unstable();
        sites.dedup();
        Some(VisibleSet { org, kind, sites, open: false })
    }

    /// The partitions to read: the open one (unless `sites_only`), then one per assigned site.
    pub fn partitions(&self) -> Vec<String> {
        let open = self.open.then(|| keys::visible_open_partition(self.org, self.kind));
        let sites = self.sites.iter().map(|site| keys::visible_site_partition(self.org, self.kind, *site));
        open.into_iter().chain(sites).collect()
    }
}

/// The visibility partition of an item of `kind` with this visibility at this site.
pub fn partition(org: Uuid, kind: &str, visibility: Visibility, site: Uuid) -> String {
    match visibility {
        Visibility::Site => keys::visible_site_partition(org, kind, site),
        Visibility::Organization => keys::visible_open_partition(org, kind),
    }
}

/// An item's visibility-index attributes: its partition, sorted by `created` (the instant key
/// GSI1 sorts by, so a position on one is a position on the other), then its id.
pub fn entry(
    org: Uuid,
    kind: &str,
    (visibility, site): (Visibility, Uuid),
    created: &str,
    id: Uuid,
) -> [(String, AttributeValue); 2] {
    SortIndex::Gsi6.entry(&partition(org, kind, visibility, site), created, id)
}

/// How much an item with this visibility adds to the open counter and to its site's
/// site-only counter.
pub fn counts(visibility: Visibility) -> (i64, i64) {
    match visibility {
        Visibility::Organization => (1, 0),
        Visibility::Site => (0, 1),
    }
}

impl Store {
    /// The live items of `set`'s kind the caller sees: the open counter plus the site-only
    /// counter of each assigned site, in one BatchGetItem per 100 (eventually consistent, like every
    /// counter read). A site of another organization (a member's sites are checked when
    /// assigned, so only ever a stale id) adds nothing.
    /// `None` for kinds other than assets: only assets keep these counters (sessions and
    /// events are listed by cursor, without a total).
    pub async fn count_visible(&self, set: &VisibleSet) -> Result<Option<u64>, StoreError> {
        if set.kind != "ASSET" {
            return Ok(None);
        }
        let counter = keys::item_key(keys::org(set.org), keys::counter_sk(set.kind));
        let keys: Vec<Item> =
            std::iter::once(counter).chain(set.sites.iter().map(|site| SITE.key(*site))).collect();
        // A BatchGetItem takes at most 100 keys; a member may be assigned to 100 sites.
        let reads = keys.chunks(100).map(|chunk| async move {
            let request = KeysAndAttributes::builder()
                .set_keys(Some(chunk.to_vec()))
                .projection_expression(format!("PK, org_id, {OPEN_COUNT}, {SITE_ONLY_COUNT}"))
                .build()
                .map_err(StoreError::internal)?;
            self.get_batch(request, Units::Recorded).await
        });
        let mut items = Vec::new();
        for read in futures_util::future::join_all(reads).await {
            items.extend(read?);
        }
        let org = set.org.to_string();
        let total = items.iter().map(|item| counted(item, &org)).fold(0i64, i64::saturating_add);
        Ok(Some(u64::try_from(total.max(0)).unwrap_or(0)))
    }
}

/// What one item of the count's BatchGetItem adds: the counter's open items, or a site of the
/// organization's site-only items.
fn counted(item: &Item, org: &str) -> i64 {
    match opt_s(item, "org_id") {
        // A site item: only the organization's own.
        Some(owner) if owner == org => opt_n(item, SITE_ONLY_COUNT).unwrap_or(0),
        Some(_) => 0,
        // The counter (keyed by the organization itself).
        None => opt_n(item, OPEN_COUNT).unwrap_or(0),
    }
}

/// Times the asset pass and its counters are tried before the backfill gives up: each try
/// that meets a concurrent asset write is thrown away, so only a steady stream of writes for
/// the whole run exhausts them (run again when the organization is quieter).
const COUNT_ATTEMPTS: u32 = 5;

/// Site counters set per transaction: one action of the 100 is the check that `n` is still the
/// counted value.
const SITES_PER_TRANSACTION: usize = 99;

/// What one pass over a kind's list found: entries added, and for assets the visibility counts.
#[derive(Default)]
struct Pass {
    entries: u64,
    open: i64,
    site_only: HashMap<Uuid, i64>,
}

impl Store {
    /// The one-off backfill for items written before the visibility index: every live asset,
    /// session and event of `org` without a GSI6 entry gets one (from its `visibility`, or
    /// `organization` for items stored before they recorded one, its `site_id` and `GSI1SK`),
    /// and the asset counters are set from a count of the organization's assets. The counters
    /// are set only while `n` (the live-asset count every asset write keeps, old code and new)
    /// still equals what was counted, in the same transactions; a write meanwhile cancels them
    /// and the asset pass runs again, and afterwards `open_count` plus every `site_only_count`
    /// is read back and checked against `n`. Running it again is safe.
    pub async fn backfill_visibility(&self, org: OrgId) -> Result<Backfill, StoreError> {
        let mut report = Backfill::default();
        let mut attempt = 0;
        loop {
            attempt += 1;
            let n = self.asset_n(org.uuid()).await?;
            let pass = self.backfill_pass(org.uuid(), "ASSET").await?;
            report.entries += pass.entries;
            let counted = pass.open.saturating_add(pass.site_only.values().sum::<i64>());
            if counted == n
                && let Some(sites) = self.set_asset_counts(org.uuid(), n, &pass).await?
                && self.asset_counts_agree(org.uuid(), &sites).await?
            {
                (report.open_count, report.sites) = (pass.open, u64::try_from(sites.len()).unwrap_or(0));
                break;
            }
            if attempt == COUNT_ATTEMPTS {
                return Err(StoreError::Unavailable(
                    "the organization's assets changed during every count: run the backfill again".into(),
                ));
            }
            tokio::time::sleep(Duration::from_millis(100 * 2u64.pow(attempt))).await;
        }
        for kind in ["SESSION", "EVENT"] {
            report.entries += self.backfill_pass(org.uuid(), kind).await?.entries;
        }
        Ok(report)
    }

    /// One pass over `org`'s list of `kind`: entries added where missing, assets counted.
    async fn backfill_pass(&self, org: Uuid, kind: &str) -> Result<Pass, StoreError> {
        let mut pass = Pass::default();
        let mut start = None;
        loop {
            let output = self
                .client()
                .query()
                .table_name(self.table())
                .index_name(SortIndex::Gsi1.name())
                .key_condition_expression("#pk = :pk")
                .expression_attribute_names("#pk", SortIndex::Gsi1.pk())
                .expression_attribute_values(":pk", s(keys::org_partition(org, kind)))
                .set_exclusive_start_key(start)
                .send()
                .await
                .map_err(fail)?;
            for item in output.items() {
                // As the records read it: an item stored before it recorded a visibility is
                // organization-visible.
                let visibility = match opt_s(item, "visibility") {
                    None => Visibility::Organization,
                    Some(text) => Visibility::parse(text)
                        .ok_or_else(|| StoreError::internal("a listed item with an unknown visibility"))?,
                };
                let site = opt_s(item, "site_id").and_then(|text| text.parse::<Uuid>().ok());
                let Some(site) = site else {
                    return Err(StoreError::internal("a listed item without a site"));
                };
                if kind == "ASSET" {
                    let (open, only) = counts(visibility);
                    pass.open += open;
                    *pass.site_only.entry(site).or_default() += only;
                }
                if item.contains_key(SortIndex::Gsi6.sk()) {
                    continue;
                }
                if self.add_entry(item, &partition(org, kind, visibility, site), visibility).await? {
                    pass.entries += 1;
                }
            }
            match output.last_evaluated_key {
                Some(key) => start = Some(key),
                None => return Ok(pass),
            }
        }
    }

    /// `n` of the organization's asset counter, read consistently.
    async fn asset_n(&self, org: Uuid) -> Result<i64, StoreError> {
        let counter = self.get_consistent(keys::item_key(keys::org(org), keys::counter_sk("ASSET"))).await?;
        Ok(counter.as_ref().and_then(|item| opt_n(item, "n")).unwrap_or(0))
    }

    async fn get_consistent(&self, key: Item) -> Result<Option<Item>, StoreError> {
        let output = self
            .client()
            .get_item()
            .table_name(self.table())
            .set_key(Some(key))
            .consistent_read(true)
            .send()
            .await
            .map_err(fail)?;
        Ok(output.item)
    }

    /// Sets `open_count` and every live site's `site_only_count` from `pass`, each transaction
    /// on condition that `n` is still `counted`: the live sites set, or `None` when a write
    /// meanwhile cancelled one (the caller counts again; what was set is overwritten then).
    async fn set_asset_counts(
        &self,
        org: Uuid,
        counted: i64,
        pass: &Pass,
    ) -> Result<Option<Vec<Uuid>>, StoreError> {
        let counter = keys::item_key(keys::org(org), keys::counter_sk("ASSET"));
        let sites: Vec<Uuid> = self
            .query_partition(SortIndex::Gsi1, keys::org_partition(org, SITE.kind), None, None)
            .await?
            .iter()
            .filter_map(|site| opt_s(site, "PK")?.strip_prefix("SITE#")?.parse::<Uuid>().ok())
            .collect();
        let set_open = aws_sdk_dynamodb::types::Update::builder()
            .table_name(self.table())
            .set_key(Some(counter.clone()))
            .update_expression(format!("SET {OPEN_COUNT} = :count"))
            .condition_expression("n = :n")
            .expression_attribute_values(":count", n(pass.open))
            .expression_attribute_values(":n", n(counted));
        let mut first = vec![set_open.action()?];
        let mut chunks = sites.chunks(SITES_PER_TRANSACTION).peekable();
        if chunks.peek().is_none() {
            return Ok(self.committed(first).await?.then_some(sites.clone()));
        }
        for (i, chunk) in chunks.enumerate() {
            let mut items = if i == 0 {
                std::mem::take(&mut first)
            } else {
                let check = aws_sdk_dynamodb::types::ConditionCheck::builder()
                    .table_name(self.table())
                    .set_key(Some(counter.clone()))
                    .condition_expression("n = :n")
                    .expression_attribute_values(":n", n(counted));
                vec![check.action()?]
            };
            for site in chunk {
                let count = pass.site_only.get(site).copied().unwrap_or(0);
                let update = aws_sdk_dynamodb::types::Update::builder()
                    .table_name(self.table())
                    .set_key(Some(SITE.key(*site)))
                    .update_expression(format!("SET {SITE_ONLY_COUNT} = :count"))
                    // A site deleted meanwhile is not brought back as a bare counter.
                    .condition_expression("attribute_exists(PK)")
                    .expression_attribute_values(":count", n(count));
                items.push(update.action()?);
            }
            if !self.committed(items).await? {
                return Ok(None);
            }
        }
        Ok(Some(sites))
    }

    /// The check after setting: `open_count` plus the site counters of `sites` equals `n`,
    /// all read consistently (a write in between changes both sides alike).
    async fn asset_counts_agree(&self, org: Uuid, sites: &[Uuid]) -> Result<bool, StoreError> {
        let counter = self.get_consistent(keys::item_key(keys::org(org), keys::counter_sk("ASSET"))).await?;
        let read = |attr: &str| counter.as_ref().and_then(|item| opt_n(item, attr)).unwrap_or(0);
        let (live, mut seen) = (read("n"), read(OPEN_COUNT));
        for site in sites {
            let item = self.get_consistent(SITE.key(*site)).await?;
            seen = seen.saturating_add(item.as_ref().and_then(|i| opt_n(i, SITE_ONLY_COUNT)).unwrap_or(0));
        }
        Ok(seen == live)
    }

    /// Sets a live item's GSI6 entry unless it has one (written meanwhile by a write that knows
    /// the index): `false` when it had, or is gone.
    async fn add_entry(
        &self,
        item: &Item,
        partition: &str,
        visibility: Visibility,
    ) -> Result<bool, StoreError> {
        let (Some(pk), Some(sk), Some(sort)) =
            (item.get("PK"), item.get("SK"), item.get(SortIndex::Gsi1.sk()))
        else {
            return Err(StoreError::internal("a listed item without its keys"));
        };
        let written = self
            .client()
            .update_item()
            .table_name(self.table())
            .key("PK", pk.clone())
            .key("SK", sk.clone())
            // A move or visibility change since set the partition: keep it.
            // An item without a visibility gets the one it was read as.
            .update_expression(
                "SET #sk = :sk, #pk = if_not_exists(#pk, :pk), visibility = if_not_exists(visibility, :visibility)",
            )
            .condition_expression(
                "attribute_exists(PK) AND attribute_not_exists(deleted_at) AND attribute_not_exists(#sk)",
            )
            .expression_attribute_names("#pk", SortIndex::Gsi6.pk())
            .expression_attribute_names("#sk", SortIndex::Gsi6.sk())
            .expression_attribute_values(":pk", s(partition))
            .expression_attribute_values(":sk", sort.clone())
            .expression_attribute_values(":visibility", s(visibility.as_str()))
            .send()
            .await;
        match written {
            Ok(_) => Ok(true),
            Err(error)
                if error.as_service_error().is_some_and(|e| e.is_conditional_check_failed_exception()) =>
            {
                Ok(false)
            }
            Err(error) => Err(fail(error)),
        }
    }
}
