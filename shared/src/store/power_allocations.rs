//! `power_allocated` events: a site's allocation after a round that changed a share, at most
//! one a site a minute. The minute is kept on the site's power header (`allocated_event_at`,
//! ms, in the partition of `site_power`), written in the event's own transaction, so two
//! allocators racing (a lease handed over) still write one event a minute between them.

use super::attrs::n;
use super::entity::{Changes, failed_at};
use super::site_power::{HEADER, partition};
use super::{Store, StoreError, keys};
use crate::domain::load::allocation::PowerAllocation;
use crate::ids::{OrgId, SiteId};

/// At most one `power_allocated` event a site in this window (ms).
pub const EVENT_WINDOW_MS: i64 = 60_000;

impl Store {
    /// Records `allocation` as the site's `power_allocated` event with its webhook deliveries,
    /// unless the site had one in the last minute: `false` then, and nothing is written. One
    /// TransactWriteItems: the header's minute, the event, one delivery per subscribed webhook.
    pub async fn record_power_allocated(
        &self,
        org: OrgId,
        site: SiteId,
        allocation: &PowerAllocation,
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        let mut minute = Changes::default();
        minute.set("allocated_event_at", n(now_ms));
        let last = minute.name("allocated_event_at");
        minute.require(
            &format!("(attribute_not_exists({last}) OR {last} <= :window_start)"),
            vec![(":window_start", n(now_ms.saturating_sub(EVENT_WINDOW_MS)))],
        );
        let event = allocation.event(org, site, now_ms);
        let mut actions = vec![
            minute.transact_update(self.table(), keys::item_key(partition(org, site), HEADER))?,
            self.append_event_action(&event)?,
        ];
        actions.extend(self.fan_out(&event).await?);
        match self.transact(actions).await {
            Ok(()) => Ok(true),
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => Ok(false),
            Err(error) => Err(error),
        }
    }
}
