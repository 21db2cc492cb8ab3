//! The instance's side of rate limiting: the one counter write per request, the cached sum
//! of the hour's earlier minutes, refusals already known (answered without a write), the API
//! keys and OAuth clients seen to authenticate (counted under their own key) and the addresses
//! failing to authenticate.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard};

use super::address::Source;
use super::key::CounterKey;
use super::policy::EndpointLimit;
use super::state::{Counts, RateEntry, RateState};
use crate::ids::ClientId;
use crate::store::{Store, StoreError};

/// Entries kept per map before stale ones are dropped.
const CAPACITY: usize = 10_000;

#[derive(Default)]
pub struct RateLimiter {
    /// Credential -> (minute, requests in the hour before that minute).
    earlier: Mutex<HashMap<String, (i64, u32)>>,
    /// Credential -> the refusal, until its window ends.
    blocked: Mutex<HashMap<String, RateState>>,
    /// Source address -> (minute, failed authentications in it).
    failures: Mutex<HashMap<Source, (i64, u32)>>,
    /// API keys that authenticated in this instance: counted beside their authentication.
    /// A key stays here when revoked; its counter then stays its own, as one per real key.
    proven: Mutex<HashSet<CounterKey>>,
    /// OAuth clients that authenticated on the token endpoint in this instance: their token
    /// requests count per client and address, and pass a failing address's guard.
    proven_clients: Mutex<HashSet<ClientId>>,
}

impl RateLimiter {
    pub fn new() -> RateLimiter {
        RateLimiter::default()
    }

    /// A refusal this instance already made and whose window has not ended: answered again
    /// without counting (the window's count is already over the limit). An endpoint's
    /// refusal holds for that endpoint only.
    pub fn known_refusal(
        &self,
        key: &CounterKey,
        endpoint: Option<&EndpointLimit>,
        now_ms: i64,
    ) -> Option<RateState> {
        let now = now_ms.div_euclid(1000);
        let blocked = lock(&self.blocked);
        let scoped = endpoint.map(|e| format!("{key}|{}", e.id));
        [Some(key.to_string()), scoped].into_iter().flatten().find_map(|k| {
            let state = blocked.get(&k)?;
            let until = state.exceeded()?.reset;
            (now < until).then(|| RateState { now, ..state.clone() })
        })
    }

    pub fn is_proven(&self, key: &CounterKey) -> bool {
        lock(&self.proven).contains(key)
    }

    /// A forgotten key only waits for authentication again on its next request.
    pub fn note_proven(&self, key: &CounterKey) {
        note(&self.proven, key.clone());
    }

    pub fn is_client_proven(&self, client: ClientId) -> bool {
        lock(&self.proven_clients).contains(&client)
    }

    /// A forgotten client counts by its address again until it next authenticates.
    pub fn note_client_authenticated(&self, client: ClientId) {
        note(&self.proven_clients, client);
    }

    /// Counts a failed authentication from `source`.
    pub fn note_failed_auth(&self, source: Source, now_ms: i64) {
        let minute = now_ms.div_euclid(60_000);
        let mut failures = lock(&self.failures);
        if failures.len() >= CAPACITY {
            failures.retain(|_, (at, _)| *at == minute);
        }
        let entry = failures.entry(source).or_insert((minute, 0));
        if entry.0 != minute {
            *entry = (minute, 0);
        }
        entry.1 += 1;
    }

    /// An address that failed to authenticate too often this minute: its requests are refused
    /// until the minute ends unless their credential authenticates (see the pipeline).
    pub fn refused_address(&self, source: Source, now_ms: i64, limit: u32) -> Option<RateState> {
        let minute = now_ms.div_euclid(60_000);
        let failures = lock(&self.failures);
        let (at, count) = *failures.get(&source)?;
        let entry =
            RateEntry { name: "failed_auth", limit, window: 60, count: count + 1, reset: (minute + 1) * 60 };
        (at == minute && count >= limit)
            .then(|| RateState { entries: vec![entry], now: now_ms.div_euclid(1000) })
    }

    pub fn remember_refusal(&self, key: &CounterKey, state: &RateState) {
        let Some(exceeded) = state.exceeded() else { return };
        let key = match exceeded.name {
            "burst" | "minute" | "hour" => key.to_string(),
            endpoint => format!("{key}|{endpoint}"),
        };
        let mut blocked = lock(&self.blocked);
        if blocked.len() >= CAPACITY {
            let now = state.now;
            blocked.retain(|_, s| s.exceeded().is_some_and(|e| e.reset > now));
        }
        blocked.insert(key, state.clone());
    }

    /// Takes a refused request out of its hour: one UpdateItem, only when a count refuses.
    pub async fn note_refused(&self, store: &Store, key: &CounterKey, now_ms: i64) -> Result<(), StoreError> {
        store.count_refusal(key.as_str(), now_ms.div_euclid(60_000)).await
    }

    /// Counts this request: one UpdateItem, and once per credential and minute a Query for
    /// the hour's earlier minutes, both at once.
    pub async fn count(
        &self,
        store: &Store,
        key: &CounterKey,
        endpoint: Option<&EndpointLimit>,
        now_ms: i64,
    ) -> Result<Counts, StoreError> {
        let minute = now_ms.div_euclid(60_000);
        let second = now_ms.div_euclid(1000).rem_euclid(60);
        let hour_start = minute - minute.rem_euclid(60);
        let cached =
            lock(&self.earlier).get(key.as_str()).filter(|(at, _)| *at == minute).map(|(_, sum)| *sum);
        let earlier = async {
            match cached {
                Some(sum) => Ok(sum),
                None => store.requests_between(key.as_str(), hour_start, minute).await,
            }
        };
        let (now, earlier) = tokio::try_join!(
            store.count_request(key.as_str(), minute, second, endpoint.map(|e| e.id)),
            earlier
        )?;
        if cached.is_none() {
            let mut map = lock(&self.earlier);
            if map.len() >= CAPACITY {
                map.retain(|_, (at, _)| *at == minute);
            }
            map.insert(key.to_string(), (minute, earlier));
        }
        Ok(Counts {
            second: now.second,
            minute: now.minute,
            // Requests refused with 429 were never served: they do not use up the hour.
            hour: earlier + now.minute.saturating_sub(now.refused),
            endpoint: now.endpoint,
        })
    }
}

/// The map or set, also when a panic elsewhere poisoned the lock: every entry is whole.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// Remembers `item`, forgetting everything once full (simple, bounded).
fn note<T: Eq + std::hash::Hash>(set: &Mutex<HashSet<T>>, item: T) {
    let mut set = lock(set);
    if set.len() >= CAPACITY {
        set.clear();
    }
    set.insert(item);
}
