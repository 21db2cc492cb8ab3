//! A small time-bounded cache for warm-process lookups. Entries older than the TTL are never
//! returned; when full, expired entries go first and then everything (simple, bounded).

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub struct TtlCache<K, V> {
    ttl: Duration,
    capacity: usize,
    entries: Mutex<HashMap<K, (Instant, V)>>,
}

impl<K: Eq + Hash, V: Clone> TtlCache<K, V> {
    pub fn new(ttl: Duration, capacity: usize) -> Self {
        TtlCache { ttl, capacity, entries: Mutex::new(HashMap::new()) }
    }

    pub fn get(&self, key: &K) -> Option<V> {
        let entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        entries.get(key).filter(|(at, _)| at.elapsed() < self.ttl).map(|(_, v)| v.clone())
    }

    pub fn insert(&self, key: K, value: V) {
        if self.ttl.is_zero() {
            return;
        }
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        if entries.len() >= self.capacity {
            let ttl = self.ttl;
            entries.retain(|_, (at, _)| at.elapsed() < ttl);
            if entries.len() >= self.capacity {
                entries.clear();
            }
        }
        entries.insert(key, (Instant::now(), value));
    }

    /// Drops `key`'s entry: the next read fetches (this process's own write made it stale).
    pub fn remove(&self, key: &K) {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        entries.remove(key);
    }

    /// The live entry for `key`, else what `fetch` finds, kept when it finds something.
    pub async fn get_or_fetch<E>(
        &self,
        key: K,
        fetch: impl Future<Output = Result<Option<V>, E>>,
    ) -> Result<Option<V>, E> {
        if let Some(value) = self.get(&key) {
            return Ok(Some(value));
        }
        let found = fetch.await?;
        if let Some(value) = &found {
            self.insert(key, value.clone());
        }
        Ok(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_returned_until_they_expire_and_capacity_is_bounded() {
        // A TTL no test run outlasts: the hit cannot depend on how fast the machine is.
        let cache = TtlCache::new(Duration::from_secs(3600), 2);
        cache.insert(1, "a");
        assert_eq!(cache.get(&1), Some("a"));
        cache.insert(2, "b");
        cache.insert(3, "c");
        cache.insert(4, "d");
        assert!(cache.entries.lock().unwrap().len() <= 2);
        let short = TtlCache::new(Duration::from_millis(1), 2);
        short.insert(1, "a");
        // At least this long, so past the TTL however slow the machine.
        std::thread::sleep(Duration::from_millis(5));
        assert_eq!(short.get(&1), None);
    }

    #[tokio::test]
    async fn get_or_fetch_keeps_what_it_finds_and_answers_it_without_fetching_again() {
        let cache = TtlCache::new(Duration::from_secs(3600), 10);
        let found = cache.get_or_fetch(1, async { Ok::<_, ()>(Some("a")) }).await;
        assert_eq!(found, Ok(Some("a")));
        let again = cache.get_or_fetch(1, async { Ok::<_, ()>(Some("changed")) }).await;
        assert_eq!(again, Ok(Some("a")));
    }

    #[tokio::test]
    async fn get_or_fetch_keeps_neither_an_absence_nor_a_failure() {
        let cache = TtlCache::new(Duration::from_secs(3600), 10);
        assert_eq!(cache.get_or_fetch(1, async { Ok::<Option<&str>, ()>(None) }).await, Ok(None));
        assert_eq!(cache.get_or_fetch(1, async { Err::<Option<&str>, _>("down") }).await, Err("down"));
        assert_eq!(cache.get(&1), None);
        let found = cache.get_or_fetch(1, async { Ok::<_, ()>(Some("a")) }).await;
        assert_eq!(found, Ok(Some("a")));
    }
}
