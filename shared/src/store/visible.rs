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

use super::attrs::{opt_n, opt_s};
use super::errors::fail;
use super::keys::{self, SortIndex};
use super::site_scope::SiteScope;
use super::sites::SITE;
use super::{Item, Store, StoreError, record_capacity};
use crate::domain::asset::Visibility;

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
