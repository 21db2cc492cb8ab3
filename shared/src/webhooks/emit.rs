//! Which requests emit webhook events, decided in the pipeline after a request is counted:
//!
//! - `rate_limit.warning`: the first request whose count reaches or passes a subscription's
//!   `threshold` per cent of a minute, hour or endpoint limit. A count may pass a mark without
//!   stopping on it (a grant counts its leased tokens at once, docs/rate-limits.md), and
//!   instances may see the same count, so each instance tries once per window (`sent`) and the
//!   outbox marker keeps one notice.
//! - `rate_limit.exceeded`: the first refused request of such a window (count over the limit).
//! - `api.deprecation`: the first request of an organization on a deprecated version.
//! - `api.sunset_warning`: the first request of an organization on a version 30, 7 and 1
//!   days before its sunset.
//!
//! Each notice is written to the outbox once (a marker per organization and notice makes a
//! second write a no-op), as one delivery per subscribed webhook. Organizations without
//! webhooks cost nothing: the count rides on the organization item authentication reads.

use chrono::NaiveDate;
use serde_json::{Value, json};
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::cache::TtlCache;
use crate::domain::webhook::Webhook;
use crate::ids::{OrgId, WebhookId};
use crate::rate_limit::{RateEntry, RateState};
use crate::store::webhooks::Delivery;
use crate::store::{Store, StoreError};
use crate::time::iso;
use crate::versions::VersionEntry;

/// Notices already written by this instance are not written again.
const MEMO_CAPACITY: usize = 100_000;

/// Who made a request, as emission needs it.
pub struct Caller {
    pub org: OrgId,
    pub has_webhooks: bool,
    /// The credential as event payloads describe it.
    pub credential: Value,
    /// The rate-limit counter key (distinguishes credentials in notice identities).
    pub key: String,
}

pub struct Emitter {
    subscriptions: TtlCache<OrgId, Arc<Vec<Webhook>>>,
    sent: Mutex<HashSet<String>>,
}

struct Notice {
    event: &'static str,
    dedupe: String,
    data: Value,
    /// A warning is for the one webhook whose threshold was reached.
    only: Option<WebhookId>,
}

/// The count at which `threshold` per cent of `limit` is reached.
fn mark(limit: u32, threshold: u8) -> u32 {
    (u64::from(limit) * u64::from(threshold)).div_ceil(100).max(1) as u32
}

fn warnable(entry: &RateEntry) -> bool {
    entry.name != "burst" && mark(entry.limit, 1) <= entry.count
}

impl Emitter {
    pub fn new(cache_ttl: Duration) -> Emitter {
        Emitter { subscriptions: TtlCache::new(cache_ttl, 10_000), sent: Mutex::new(HashSet::new()) }
    }

    /// Emits what this request triggers. Failures are logged: a notice must not fail the request.
    pub async fn after_request(
        &self,
        store: &Store,
        caller: &Caller,
        rate: Option<&RateState>,
        version: Option<&VersionEntry>,
        (now, today): (i64, NaiveDate),
    ) {
        if !caller.has_webhooks {
            return;
        }
        if let Err(error) = self.emit(store, caller, rate, version, (now, today)).await {
            tracing::error!(cause = %error, "webhook emission failed");
        }
    }

    async fn emit(
        &self,
        store: &Store,
        caller: &Caller,
        rate: Option<&RateState>,
        version: Option<&VersionEntry>,
        (now, today): (i64, NaiveDate),
    ) -> Result<(), StoreError> {
        let mut candidates = version.map(|v| version_notices(v, today)).unwrap_or_default();
        let rate_entries: Vec<&RateEntry> =
            rate.map(|r| r.entries.iter().filter(|e| e.name != "burst").collect()).unwrap_or_default();
        let exceeded: Vec<&&RateEntry> = rate_entries.iter().filter(|e| e.count > e.limit).collect();
        let warnings_possible = rate_entries.iter().any(|e| warnable(e));
        candidates.retain(|n| !self.already_sent(caller.org, &n.dedupe));
        if candidates.is_empty() && exceeded.is_empty() && !warnings_possible {
            return Ok(());
        }
        let found = async { Ok(Some(Arc::new(store.webhooks_of(caller.org).await?))) };
        let webhooks = self.subscriptions.get_or_fetch(caller.org, found).await?.unwrap_or_default();
        for entry in exceeded {
            let data = rate_data(caller, entry, rate.map_or(0, |r| r.now));
            let dedupe = format!("exceeded:{}:{}:{}", caller.key, entry.name, entry.reset);
            if self.already_sent(caller.org, &dedupe) {
                continue;
            }
            candidates.push(Notice { event: "rate_limit.exceeded", dedupe, data, only: None });
        }
        for entry in rate_entries.iter().filter(|e| warnable(e)) {
            let reached =
                |w: &&Webhook| w.wants("rate_limit.warning") && mark(entry.limit, w.threshold) <= entry.count;
            for webhook in webhooks.iter().filter(reached) {
                let mut data = rate_data(caller, entry, rate.map_or(0, |r| r.now));
                data["threshold"] = json!(webhook.threshold);
                let dedupe =
                    format!("warning:{}:{}:{}:{}", webhook.id.uuid(), caller.key, entry.name, entry.reset);
                if self.already_sent(caller.org, &dedupe) {
                    continue;
                }
                candidates.push(Notice { event: "rate_limit.warning", dedupe, data, only: Some(webhook.id) });
            }
        }
        for notice in candidates {
            let deliveries: Vec<Delivery> = webhooks
                .iter()
                .filter(|w| w.wants(notice.event) && notice.only.is_none_or(|only| only == w.id))
                .map(|webhook| {
                    let body = crate::domain::webhook::payload::body(notice.event, now, notice.data.clone());
                    Delivery::pending(caller.org, webhook.id, notice.event, body, now)
                })
                .collect();
            if deliveries.is_empty() {
                continue;
            }
            // One failed write must not take the other notices with it; try it twice.
            let mut written = store.enqueue_deliveries(caller.org, &notice.dedupe, &deliveries).await;
            if written.is_err() {
                written = store.enqueue_deliveries(caller.org, &notice.dedupe, &deliveries).await;
            }
            match written {
                Ok(_) => self.remember(caller.org, &notice.dedupe),
                Err(error) => tracing::error!(event = notice.event, cause = %error, "webhook notice lost"),
            }
        }
        Ok(())
    }

    fn already_sent(&self, org: OrgId, dedupe: &str) -> bool {
        self.sent.lock().unwrap_or_else(|e| e.into_inner()).contains(&format!("{}|{dedupe}", org.uuid()))
    }

    fn remember(&self, org: OrgId, dedupe: &str) {
        let mut sent = self.sent.lock().unwrap_or_else(|e| e.into_inner());
        if sent.len() >= MEMO_CAPACITY {
            sent.clear();
        }
        sent.insert(format!("{}|{dedupe}", org.uuid()));
    }
}

fn rate_data(caller: &Caller, entry: &RateEntry, now: i64) -> Value {
    json!({
        "organization_id": caller.org.legacy(),
        "credential": caller.credential,
        "window": entry.name,
        "window_seconds": entry.window,
        "limit": entry.limit,
        "used": entry.count.min(entry.limit),
        "remaining": entry.remaining(),
        "reset_at": iso(entry.reset * 1000),
        "retry_after": (entry.reset - now).max(0),
    })
}

/// Deprecation and sunset-warning notices of the version a request used.
fn version_notices(version: &VersionEntry, today: NaiveDate) -> Vec<Notice> {
    let mut notices = Vec::new();
    let name = version.version.name();
    let data = json!({
        "version": name,
        "status": version.status,
        "deprecated_on": version.deprecated,
        "sunset_date": version.sunset,
        "successor_version": version.successor.map(|s| s.name()),
        "migration_guide": version.migration_guide,
    });
    if version.deprecated() {
        let dedupe = format!("deprecation:{name}");
        notices.push(Notice { event: "api.deprecation", dedupe, data: data.clone(), only: None });
    }
    if let Some(sunset) = version.sunset {
        let days_left = (sunset - today).num_days();
        if let Some(milestone) = [1, 7, 30].into_iter().find(|m| (0..=*m).contains(&days_left)) {
            let mut data = data;
            data["days_left"] = json!(days_left);
            let dedupe = format!("sunset:{name}:{milestone}");
            notices.push(Notice { event: "api.sunset_warning", dedupe, data, only: None });
        }
    }
    notices
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_threshold_is_reached_by_exactly_one_count() {
        assert_eq!(mark(60, 80), 48);
        assert_eq!(mark(1000, 1), 10);
        assert_eq!(mark(3, 1), 1);
        assert_eq!(mark(60, 100), 60);
    }

    #[test]
    fn a_count_that_passes_a_mark_without_stopping_on_it_still_warns() {
        let entry = |count| RateEntry { name: "minute", limit: 60, window: 60, count, reset: 60 };
        assert!(!warnable(&entry(0)));
        assert!(warnable(&entry(1)), "1% of 60 is the first request");
        assert!(warnable(&entry(61)), "a leased count may jump past every mark");
        assert!(!warnable(&RateEntry { name: "burst", ..entry(10) }), "never the burst");
    }
}
