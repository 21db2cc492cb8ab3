//! The visibility index (GSI6, and GSI6K its keys-only twin) and the counters beside it: what a
//! site-scoped caller's list reads instead of filtering the organization's whole list.
//!
//! Each live item of a kind that has one is in exactly one visibility partition: the
//! organization-visible one (`ORG#<org>#<KIND>#OPEN`) when its `visibility` is not `site`, else
//! its site's (`ORG#<org>#<KIND>#SITE#<site>`), sorted by created_at like GSI1. What a member
//! assigned to sites S sees is exactly the open partition plus the partitions of S, disjoint,
//! so k + 1 Queries merged in order read nothing the member cannot see, and `total` is the open
//! counter plus one counter per assigned site, read with one BatchGetItem.

use aws_sdk_dynamodb::types::{AttributeValue, KeysAndAttributes, ReturnConsumedCapacity};
use std::collections::HashMap;
use std::time::Duration;
use uuid::Uuid;

use super::attrs::{n, opt_n, opt_s, s};
use super::errors::fail;
use super::keys::{self, SortIndex};
use super::site_scope::SiteScope;
use super::sites::SITE;
use super::{Item, Store, StoreError, record_capacity};
use crate::domain::asset::Visibility;
use crate::ids::OrgId;

/// The kinds in the visibility index (their `Entity::kind`).
const KINDS: [&str; 3] = ["ASSET", "SESSION", "EVENT"];

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

/// The most assigned sites read as one partition each. Beyond it the list is read as before,
/// the organization's list under the site filter: k + 1 Queries cost at least k + 1 half read
/// units and round trips whatever the page holds, and the filter's cost does not grow with k.
pub const MAX_VISIBLE_SITES: usize = 8;

/// BatchGetItem rounds for keys DynamoDB left unprocessed (throttling), with backoff.
const BATCH_ROUNDS: u32 = 6;

/// The visibility partitions one site-scoped caller sees of one kind.
#[derive(Debug, Clone)]
pub struct VisibleSet {
    org: Uuid,
    kind: &'static str,
    sites: Vec<Uuid>,
}

impl VisibleSet {
    /// The set `scope` sees in `org`'s list of `kind`; `None` for a caller who sees every site
    /// (the organization's own list serves it) or one assigned to more than
    /// `MAX_VISIBLE_SITES` sites.
    pub fn of(scope: &SiteScope, org: Uuid, kind: &'static str) -> Option<VisibleSet> {
        let SiteScope::Assigned(sites) = scope else { return None };
        let mut sites = sites.to_vec();
        sites.sort_unstable();
        sites.dedup();
        (sites.len() <= MAX_VISIBLE_SITES).then_some(VisibleSet { org, kind, sites })
    }

    /// The partitions to read: the open one, then one per assigned site.
    pub fn partitions(&self) -> Vec<String> {
        let open = keys::visible_open_partition(self.org, self.kind);
        let sites = self.sites.iter().map(|site| keys::visible_site_partition(self.org, self.kind, *site));
        std::iter::once(open).chain(sites).collect()
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
    /// counter of each assigned site, in one BatchGetItem (eventually consistent, like every
    /// counter read). A site of another organization (a member's sites are checked when
    /// assigned, so only ever a stale id) adds nothing.
    pub async fn count_visible(&self, set: &VisibleSet) -> Result<u64, StoreError> {
        let counter = keys::item_key(keys::org(set.org), keys::counter_sk(set.kind));
        let keys: Vec<Item> =
            std::iter::once(counter).chain(set.sites.iter().map(|site| SITE.key(*site))).collect();
        let mut pending = Some(
            KeysAndAttributes::builder()
                .set_keys(Some(keys))
                .projection_expression(format!("PK, org_id, {OPEN_COUNT}, {SITE_ONLY_COUNT}"))
                .build()
                .map_err(StoreError::internal)?,
        );
        let org = set.org.to_string();
        let mut total = 0i64;
        for round in 0..BATCH_ROUNDS {
            let Some(request) = pending.take() else { break };
            if round > 0 {
                tokio::time::sleep(Duration::from_millis(25 * 2u64.pow(round))).await;
            }
            let output = self
                .client()
                .batch_get_item()
                .request_items(self.table(), request)
                .return_consumed_capacity(ReturnConsumedCapacity::Total)
                .send()
                .await
                .map_err(fail)?;
            for consumed in output.consumed_capacity() {
                record_capacity(Some(consumed));
            }
            let items: Vec<Item> = output.responses.unwrap_or_default().into_values().flatten().collect();
            total = total.saturating_add(items.iter().map(|item| counted(item, &org)).sum::<i64>());
            pending = output
                .unprocessed_keys
                .and_then(|mut unprocessed: HashMap<String, KeysAndAttributes>| {
                    unprocessed.remove(self.table())
                })
                .filter(|rest| !rest.keys().is_empty());
        }
        if pending.is_some() {
            return Err(StoreError::Unavailable("BatchGetItem left keys unprocessed after retries".into()));
        }
        Ok(u64::try_from(total.max(0)).unwrap_or(0))
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

impl Store {
    /// The one-off backfill for items written before the visibility index: every live asset,
    /// session and event of `org` without a GSI6 entry gets one (from its `visibility`, `site_id`
    /// and `GSI1SK`), and the asset counters are set from a count of the organization's assets.
    /// An operator's command, reading the organization's whole lists page by page; the counts
    /// are set, not added, so it must run while nobody writes the organization's assets (an
    /// asset created meanwhile could be counted twice or not at all). Running it again is safe.
    pub async fn backfill_visibility(&self, org: OrgId) -> Result<Backfill, StoreError> {
        let mut report = Backfill::default();
        let mut site_only: HashMap<Uuid, i64> = HashMap::new();
        for kind in KINDS {
            let mut start = None;
            loop {
                let output = self
                    .client()
                    .query()
                    .table_name(self.table())
                    .index_name(SortIndex::Gsi1.name())
                    .key_condition_expression("#pk = :pk")
                    .expression_attribute_names("#pk", SortIndex::Gsi1.pk())
                    .expression_attribute_values(":pk", s(keys::org_partition(org.uuid(), kind)))
                    .set_exclusive_start_key(start)
                    .send()
                    .await
                    .map_err(fail)?;
                for item in output.items() {
                    let visibility = opt_s(item, "visibility").and_then(Visibility::parse);
                    let site = opt_s(item, "site_id").and_then(|text| text.parse::<Uuid>().ok());
                    let (Some(visibility), Some(site)) = (visibility, site) else {
                        return Err(StoreError::internal("a listed item without visibility or site"));
                    };
                    if kind == "ASSET" {
                        let (open, only) = counts(visibility);
                        report.open_count += open;
                        *site_only.entry(site).or_default() += only;
                    }
                    if item.contains_key(SortIndex::Gsi6.sk()) {
                        continue;
                    }
                    if self.add_entry(item, &partition(org.uuid(), kind, visibility, site)).await? {
                        report.entries += 1;
                    }
                }
                match output.last_evaluated_key {
                    Some(key) => start = Some(key),
                    None => break,
                }
            }
        }
        let counter = keys::item_key(keys::org(org.uuid()), keys::counter_sk("ASSET"));
        self.set_count(counter, OPEN_COUNT, report.open_count).await?;
        let sites = self
            .query_partition(SortIndex::Gsi1, keys::org_partition(org.uuid(), SITE.kind), None, None)
            .await?;
        for site in sites {
            let Some(id) = opt_s(&site, "PK").and_then(|pk| pk.strip_prefix("SITE#")?.parse::<Uuid>().ok())
            else {
                continue;
            };
            let count = site_only.get(&id).copied().unwrap_or(0);
            self.set_count(SITE.key(id), SITE_ONLY_COUNT, count).await?;
            report.sites += 1;
        }
        Ok(report)
    }

    /// Sets a live item's GSI6 entry unless it has one (written meanwhile by a write that knows
    /// the index): `false` when it had, or is gone.
    async fn add_entry(&self, item: &Item, partition: &str) -> Result<bool, StoreError> {
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
            .update_expression("SET #sk = :sk, #pk = if_not_exists(#pk, :pk)")
            .condition_expression(
                "attribute_exists(PK) AND attribute_not_exists(deleted_at) AND attribute_not_exists(#sk)",
            )
            .expression_attribute_names("#pk", SortIndex::Gsi6.pk())
            .expression_attribute_names("#sk", SortIndex::Gsi6.sk())
            .expression_attribute_values(":pk", s(partition))
            .expression_attribute_values(":sk", sort.clone())
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

    async fn set_count(&self, key: Item, attr: &str, count: i64) -> Result<(), StoreError> {
        self.client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(key))
            .update_expression("SET #count = :count")
            .expression_attribute_names("#count", attr)
            .expression_attribute_values(":count", n(count))
            .send()
            .await
            .map_err(fail)?;
        Ok(())
    }
}
