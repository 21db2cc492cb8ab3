//! The instance's side of rate limiting: the one counter write per request, the cached sum
//! of the hour's earlier minutes, and refusals already known (answered without a write).

use std::collections::HashMap;
use std::sync::Mutex;

use super::policy::EndpointLimit;
use super::state::{Counts, RateState};
use crate::error::ApiError;
use crate::store::Store;

/// Entries kept per map before stale ones are dropped.
const CAPACITY: usize = 10_000;
/// Failed authentications an address may make in a minute (per instance) before its requests
/// are refused outright: random credentials would otherwise each get a fresh counter.
pub const FAILED_AUTH_PER_MINUTE: u32 = 60;

#[derive(Default)]
pub struct RateLimiter {
    /// Credential -> (minute, requests in the hour before that minute).
    earlier: Mutex<HashMap<String, (i64, u32)>>,
    /// Credential -> the refusal, until its window ends.
    blocked: Mutex<HashMap<String, RateState>>,
    /// Source address -> (minute, failed authentications in it).
    failures: Mutex<HashMap<std::net::IpAddr, (i64, u32)>>,
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
        key: &str,
        endpoint: Option<&EndpointLimit>,
        now_ms: i64,
    ) -> Option<RateState> {
        let now = now_ms.div_euclid(1000);
        let blocked = self.blocked.lock().unwrap_or_else(|e| e.into_inner());
        let scoped = endpoint.map(|e| format!("{key}|{}", e.id));
        [Some(key.to_owned()), scoped].into_iter().flatten().find_map(|k| {
            let state = blocked.get(&k)?;
            let until = state.exceeded()?.reset;
            (now < until).then(|| RateState { now, ..state.clone() })
        })
    }

    /// Counts a failed authentication from `ip`.
    pub fn note_failed_auth(&self, ip: std::net::IpAddr, now_ms: i64) {
        let minute = now_ms.div_euclid(60_000);
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        if failures.len() >= CAPACITY {
            failures.retain(|_, (at, _)| *at == minute);
        }
        let entry = failures.entry(ip).or_insert((minute, 0));
        if entry.0 != minute {
            *entry = (minute, 0);
        }
        entry.1 += 1;
    }

    /// An address that failed to authenticate too often this minute: refused without a read
    /// or a write until the minute ends.
    pub fn refused_address(&self, ip: std::net::IpAddr, now_ms: i64) -> Option<RateState> {
        let minute = now_ms.div_euclid(60_000);
        let failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        let (at, count) = *failures.get(&ip)?;
        (at == minute && count >= FAILED_AUTH_PER_MINUTE).then(|| RateState {
            entries: vec![super::RateEntry {
                name: "failed_auth",
                limit: FAILED_AUTH_PER_MINUTE,
                window: 60,
                count: count + 1,
                reset: (minute + 1) * 60,
            }],
            now: now_ms.div_euclid(1000),
        })
    }

    pub fn remember_refusal(&self, key: &str, state: &RateState) {
        let Some(exceeded) = state.exceeded() else { return };
        let key = match exceeded.name {
            "burst" | "minute" | "hour" => key.to_owned(),
            endpoint => format!("{key}|{endpoint}"),
        };
        let mut blocked = self.blocked.lock().unwrap_or_else(|e| e.into_inner());
        if blocked.len() >= CAPACITY {
            let now = state.now;
            blocked.retain(|_, s| s.exceeded().is_some_and(|e| e.reset > now));
        }
        blocked.insert(key, state.clone());
    }

    /// Counts this request: one UpdateItem, and once per credential and minute a Query for
    /// the hour's earlier minutes, both at once.
    pub async fn count(
        &self,
        store: &Store,
        key: &str,
        endpoint: Option<&EndpointLimit>,
        now_ms: i64,
    ) -> Result<Counts, ApiError> {
        let minute = now_ms.div_euclid(60_000);
        let second = now_ms.div_euclid(1000).rem_euclid(60);
        let hour_start = minute - minute.rem_euclid(60);
        let cached = {
            let earlier = self.earlier.lock().unwrap_or_else(|e| e.into_inner());
            earlier.get(key).filter(|(at, _)| *at == minute).map(|(_, sum)| *sum)
        };
        let earlier = async {
            match cached {
                Some(sum) => Ok(sum),
                None => store.requests_between(key, hour_start, minute).await,
            }
        };
        let (now, earlier) =
            tokio::try_join!(store.count_request(key, minute, second, endpoint.map(|e| e.id)), earlier)?;
        if cached.is_none() {
            let mut map = self.earlier.lock().unwrap_or_else(|e| e.into_inner());
            if map.len() >= CAPACITY {
                map.retain(|_, (at, _)| *at == minute);
            }
            map.insert(key.to_owned(), (minute, earlier));
        }
        Ok(Counts {
            second: now.second,
            minute: now.minute,
            hour: earlier + now.minute,
            endpoint: now.endpoint,
        })
    }
}
