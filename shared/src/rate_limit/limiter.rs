//! The instance's side of rate limiting: the counter write (a grant, which may lease spare
//! tokens to this instance) or a leased token, the decision from their counts, the cached sum
//! of the hour's earlier minutes, refusals already known (answered without a write), the API
//! keys and OAuth clients seen to authenticate (counted under their own key) and the addresses
//! failing to authenticate.

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::{Mutex, MutexGuard};

use super::address::Source;
use super::key::CounterKey;
use super::lease::{Holder, Mode, Standing, Token};
use super::policy::{EndpointLimit, Limits};
use super::state::{Counts, RateEntry, RateState};
use crate::config::COUNTER_TIMEOUT;
use crate::ids::ClientId;
use crate::restrictions::Restrictions;
use crate::store::rate_limits::{Grant, LIFE, MinuteCounts};
use crate::store::{Store, StoreError};

/// Entries kept per map before stale ones are dropped.
const CAPACITY: usize = 10_000;

pub struct RateLimiter {
    /// How long a counter write may take before its request is served uncounted.
    timeout: std::time::Duration,
    /// Credential -> (minute, requests in the hour before that minute).
    earlier: Mutex<HashMap<String, (i64, u32)>>,
    /// Credential -> its lease and demand on this instance, this minute.
    leases: Mutex<HashMap<String, Holder>>,
    /// Credential -> the refusal, and the Unix second until which it is answered without a
    /// count: its window's end, and for the hour the minute's end.
    blocked: Mutex<HashMap<String, (RateState, i64)>>,
    /// Source address -> (minute, failed authentications in it).
    failures: Mutex<HashMap<Source, (i64, u32)>>,
    /// API keys that authenticated in this instance, with their restrictions (a key's
    /// `allowed_ips` never change): counted beside their authentication when sent from an
    /// address they may be used from. A key stays here when revoked; its counter then stays
    /// its own, as one per real key.
    proven: Mutex<HashMap<CounterKey, Restrictions>>,
    /// OAuth clients that authenticated on the token endpoint in this instance: their token
    /// requests count per client and address, and pass a failing address's guard.
    proven_clients: Mutex<HashSet<ClientId>>,
}

impl Default for RateLimiter {
    fn default() -> RateLimiter {
        RateLimiter::new()
    }
}

impl RateLimiter {
    pub fn new() -> RateLimiter {
        RateLimiter::with_timeout(COUNTER_TIMEOUT)
    }

    /// A limiter whose counter writes fail after `timeout` (`Config::counter_timeout`).
    pub fn with_timeout(timeout: std::time::Duration) -> RateLimiter {
        RateLimiter {
            timeout,
            earlier: Mutex::default(),
            leases: Mutex::default(),
            blocked: Mutex::default(),
            failures: Mutex::default(),
            proven: Mutex::default(),
            proven_clients: Mutex::default(),
        }
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
            let (state, until) = blocked.get(&k)?;
            (now < *until).then(|| RateState { now, ..state.clone() })
        })
    }

    /// The key authenticated in this instance and may be used from `ip`. From anywhere else
    /// it waits for authentication, which refuses it, so it never spends its holder's budget.
    pub fn is_proven_at(&self, key: &CounterKey, ip: Option<IpAddr>) -> bool {
        lock(&self.proven).get(key).is_some_and(|restrictions| restrictions.ip_allowed(ip))
    }

    /// A forgotten key only waits for authentication again on its next request.
    pub fn note_proven(&self, key: &CounterKey, restrictions: &Restrictions) {
        let mut proven = lock(&self.proven);
        if proven.len() >= CAPACITY {
            proven.clear();
        }
        proven.insert(key.clone(), restrictions.clone());
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
        // Bounded even under a flood of fresh addresses: emptying the map restarts their
        // counts (each address is still limited by its own counter), memory stays flat.
        if !failures.contains_key(&source) {
            make_room(&mut failures, |(at, _)| *at == minute);
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

    /// Remembers a refusal until its window ends, but an hour's only until the minute ends: its
    /// count may have held leased tokens that lapse unspent with the minute (reported back, so
    /// the next minute's count may be under the limit). One counted request per instance and
    /// minute is the price of not refusing a whole hour on tokens never spent.
    pub fn remember_refusal(&self, key: &CounterKey, state: &RateState) {
        let Some(exceeded) = state.exceeded() else { return };
        let key = match exceeded.name {
            "burst" | "minute" | "hour" => key.to_string(),
            endpoint => format!("{key}|{endpoint}"),
        };
        let minute_end = state.now.div_euclid(60).saturating_add(1).saturating_mul(60);
        let until = exceeded.reset.min(minute_end);
        let mut blocked = lock(&self.blocked);
        if !blocked.contains_key(&key) {
            // A forgotten refusal only costs a counted request again.
            let now = state.now;
            make_room(&mut blocked, |(_, until)| *until > now);
        }
        blocked.insert(key, (state.clone(), until));
    }

    /// Counts this request: from this instance's lease when it holds a token (no I/O), else
    /// one UpdateItem (a grant), and once per credential and minute a Query for the hour's
    /// earlier minutes, both at once.
    pub async fn count(
        &self,
        store: &Store,
        key: &CounterKey,
        endpoint: Option<&EndpointLimit>,
        exact: bool,
        now_ms: i64,
    ) -> Result<Counted, StoreError> {
        let now = now_ms.div_euclid(1000);
        let minute = now_ms.div_euclid(60_000);
        let hour_start = minute - minute.rem_euclid(60);
        let mode = match (endpoint.is_some() || key.is_address(), exact) {
            (true, _) => Mode::Alone,
            (false, true) => Mode::Exact,
            (false, false) => Mode::Lease,
        };
        let (grant, held, lapse) = match self.start(key.as_str(), mode, now) {
            Start::Leased(token) => return Ok(Counted::Leased(token)),
            Start::Write { grant, held, lapse } => (grant, held, lapse),
        };
        let cached =
            lock(&self.earlier).get(key.as_str()).filter(|(at, _)| *at == minute).map(|(_, sum)| *sum);
        let earlier = async {
            match cached {
                Some(sum) => Ok(sum),
                None => store.requests_between(key.as_str(), hour_start, minute).await,
            }
        };
        // The lapsed lease's report beside them: its failure only leaves its minute counting
        // the unused tokens as spent.
        let lapsed = async {
            if let Some(lapse) = lapse
                && let Err(error) = store.report_lapse(key.as_str(), &lapse, self.timeout).await
            {
                tracing::warn!(error = ?error, "rate-limit lapse not reported");
            }
        };
        let both = async {
            tokio::try_join!(store.grant(key.as_str(), &grant, endpoint.map(|e| e.id), self.timeout), earlier)
        };
        let (written, ()) = tokio::join!(both, lapsed);
        let (written, earlier) = match written {
            Ok(both) => both,
            Err(error) => {
                if let Some(holder) = lock(&self.leases).get_mut(key.as_str()).filter(|_| held) {
                    holder.failed(&grant);
                }
                return Err(error);
            }
        };
        if cached.is_none() {
            let mut map = lock(&self.earlier);
            if !map.contains_key(key.as_str()) {
                make_room(&mut map, |(at, _)| *at == minute);
            }
            map.insert(key.to_string(), (minute, earlier));
        }
        Ok(Counted::Granted(Granted { grant, held, written, earlier, now }))
    }

    /// A leased token for the request, else the grant to write (and whether this instance's
    /// holder of the credential planned it). Only a credential that may lease gets a holder:
    /// an address or an endpoint's count uses one if its credential already has it, and never
    /// makes one.
    fn start(&self, key: &str, mode: Mode, now: i64) -> Start {
        let minute = now.div_euclid(60);
        let mut leases = lock(&self.leases);
        if mode != Mode::Alone && !leases.contains_key(key) {
            // Holders whose leased tokens are unreported stay longest: forgetting one leaves
            // its unused tokens in its credential's hour. The others only lose their demand.
            make_room(&mut leases, Holder::holds_tokens);
            leases.insert(key.to_owned(), Holder::default());
        }
        let Some(holder) = leases.get_mut(key) else {
            let grant = Grant { minute, second: now.rem_euclid(60), tokens: 1, ..Grant::default() };
            return Start::Write { grant, held: false, lapse: None };
        };
        let lapse = holder.roll(minute);
        if mode == Mode::Lease
            && let Some(token) = holder.take_token(now)
        {
            return Start::Leased(token);
        }
        Start::Write { grant: holder.plan(mode, now, minute), held: true, lapse }
    }

    /// The request's standing under `limits` (`own`: the credential's, learned for sizing
    /// its leases), and what the grant must give back: the spares that do not fit, and for a
    /// refused request all of them and the refusal itself.
    pub fn decide(
        &self,
        key: &CounterKey,
        counted: Counted,
        (limits, own): (Limits, bool),
        endpoint: Option<&EndpointLimit>,
        now_ms: i64,
    ) -> (RateState, Option<GiveBack>) {
        let granted = match counted {
            Counted::Leased(token) => return (self.decide_leased(key, token, (limits, own), now_ms), None),
            Counted::Granted(granted) => granted,
        };
        let spares = granted.grant.tokens.saturating_sub(1);
        let alone = granted.counts(spares);
        let state = RateState::new(limits, endpoint, alone, now_ms);
        let refused = state.exceeded().is_some();
        // At most half of what is free in each window, so one instance's lease leaves the other
        // half to the credential's other instances (and bounds early refusals).
        let free = |limit: u32, count: u32| limit.saturating_sub(count) / 2;
        // A grant decided after its minute ended on this instance leases nothing: its spares
        // go back to its own minute with the give-back.
        let current = granted.held
            && lock(&self.leases).get(key.as_str()).is_some_and(|h| h.is_current(granted.grant.minute));
        // The spares may be spent in any second of their life: each must have room for them.
        let life =
            usize::try_from(59 - granted.grant.second.clamp(0, 59)).map_or(1, |left| (left + 1).min(LIFE));
        let burst_free = (0..life)
            .map(|ahead| free(limits.burst, granted.written.burst(ahead).saturating_sub(spares)))
            .min()
            .unwrap_or(0);
        let kept = match refused || !current {
            true => 0,
            false => spares
                .min(burst_free)
                .min(free(limits.per_minute, alone.minute))
                .min(free(limits.per_hour, alone.hour)),
        };
        let back = spares.saturating_sub(kept);
        let with_kept = granted.counts(back);
        let at = Standing {
            second: granted.now,
            burst: std::array::from_fn(|ahead| granted.written.burst(ahead).saturating_sub(back)),
            minute: with_kept.minute,
            hour: with_kept.hour,
        };
        // Only the holder that planned the grant decides it (one made since did not count it in flight).
        let mut unspent = (0, 0);
        if let Some(holder) = lock(&self.leases).get_mut(key.as_str()).filter(|_| granted.held) {
            unspent = holder.unspent(&granted.grant, granted.now);
            holder.decided(&granted.grant, kept, at, own.then_some(limits));
        }
        let give_back = (refused || back > 0).then_some(GiveBack {
            minute: granted.grant.minute,
            granted: granted.grant.second,
            spares: back,
            refused,
        });
        // Shown (and warned on) without the spares kept, nor the unspent tokens of a lease this
        // write left be: they are not requests, and each is counted once it is spent (see
        // `Holder::take_token`). A refusal shows the counts it was refused on.
        let (in_second, in_minute) = unspent;
        let shown = Counts {
            second: alone.second.saturating_sub(in_second),
            minute: alone.minute.saturating_sub(in_minute),
            hour: alone.hour.saturating_sub(in_minute),
            endpoint: alone.endpoint,
        };
        let state = if refused { state } else { RateState::new(limits, endpoint, shown, now_ms) };
        (state, give_back)
    }

    /// A leased token was allowed at its grant: shown at most at the limit, and refused only
    /// when the credential's limits were lowered since (a plan downgrade mid-minute) below the
    /// shared counts as of the grant. Its lease then ends here, unreported until the next
    /// grant (its tokens stay counted as spent), and the refusal is remembered as any other.
    fn decide_leased(
        &self,
        key: &CounterKey,
        token: Token,
        (limits, own): (Limits, bool),
        now_ms: i64,
    ) -> RateState {
        let standing = RateState::new(limits, None, token.granted, now_ms);
        if own && standing.exceeded().is_some() {
            if let Some(holder) = lock(&self.leases).get_mut(key.as_str()) {
                holder.forfeit();
            }
            return standing;
        }
        RateState::new(limits, None, token.shown, now_ms).within_limits()
    }

    /// Gives back what a grant could not keep: one UpdateItem, only near a limit.
    pub async fn give_back(&self, store: &Store, key: &CounterKey, back: GiveBack) -> Result<(), StoreError> {
        store
            .give_back(key.as_str(), (back.minute, back.granted), back.spares, back.refused, self.timeout)
            .await
    }
}

enum Start {
    Leased(Token),
    /// The grant, whether this instance's holder planned it, and a lapsed lease's report.
    Write {
        grant: Grant,
        held: bool,
        lapse: Option<Grant>,
    },
}

/// A request counted: from a leased token, or by a grant written for it.
#[derive(Debug)]
pub enum Counted {
    Leased(Token),
    Granted(Granted),
}

/// A grant and the counts it returned.
#[derive(Debug)]
pub struct Granted {
    grant: Grant,
    /// Planned by this instance's holder of the credential (else a lone grant of one token).
    held: bool,
    written: MinuteCounts,
    /// Requests served in the hour's earlier minutes.
    earlier: u32,
    /// Unix second of the request.
    now: i64,
}

impl Granted {
    /// This request's counts with `without` of its spare tokens given back; the burst counts
    /// every token still spendable in this second as spent in it.
    fn counts(&self, without: u32) -> Counts {
        let w = &self.written;
        let hour = u64::from(self.earlier) + u64::from(w.minute);
        let hour = hour.saturating_sub(u64::from(w.refused) + u64::from(without));
        Counts {
            second: w.burst(0).saturating_sub(without),
            minute: w.minute.saturating_sub(without),
            // Requests refused with 429 were never served: they do not use up the hour.
            hour: u32::try_from(hour).unwrap_or(u32::MAX),
            endpoint: w.endpoint,
        }
    }
}

/// The second write of a grant near a limit.
#[derive(Debug, Clone, Copy)]
pub struct GiveBack {
    minute: i64,
    /// The grant's second of the minute: its spares' bucket.
    granted: i64,
    spares: u32,
    refused: bool,
}

/// The map or set, also when a panic elsewhere poisoned the lock: every entry is whole.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// Makes room for one new entry: once the map is full the entries that are not `fresh` go, and
/// if that frees less than half, all of them, so a flood of new keys costs one scan per
/// `CAPACITY / 2` insertions rather than one per request. Forgetting is safe: a dropped lease's
/// unused tokens stay counted as spent (in the minute, and in the hour: early refusals of up to
/// those tokens, never an admission over a limit), a dropped hour sum is read again.
fn make_room<K, V>(map: &mut HashMap<K, V>, fresh: impl Fn(&V) -> bool) {
    if map.len() < CAPACITY {
        return;
    }
    map.retain(|_, value| fresh(value));
    if map.len() >= CAPACITY / 2 {
        map.clear();
    }
}

/// Remembers `item`, forgetting everything once full (simple, bounded).
fn note<T: Eq + std::hash::Hash>(set: &Mutex<HashSet<T>>, item: T) {
    let mut set = lock(set);
    if set.len() >= CAPACITY {
        set.clear();
    }
    set.insert(item);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_map_of_fresh_entries_is_emptied_rather_than_scanned_per_insertion() {
        let mut map: HashMap<u32, i64> = (0..CAPACITY as u32).map(|k| (k, 7)).collect();
        make_room(&mut map, |minute| *minute == 7);
        assert!(map.is_empty());
    }

    #[test]
    fn stale_entries_make_room_first() {
        let mut map: HashMap<u32, i64> = (0..CAPACITY as u32).map(|k| (k, i64::from(k % 4 == 0))).collect();
        make_room(&mut map, |minute| *minute == 1);
        assert_eq!(map.len(), CAPACITY / 4);
    }

    #[test]
    fn only_credentials_that_may_lease_get_a_holder() {
        let limiter = RateLimiter::new();
        let now = 1_800_000_030;
        for i in 0..100 {
            assert!(matches!(
                limiter.start(&format!("ip:192.0.2.{i}"), Mode::Alone, now),
                Start::Write { held: false, .. }
            ));
        }
        assert!(lock(&limiter.leases).is_empty(), "addresses and endpoint counts make no holder");
        assert!(matches!(limiter.start("key:a", Mode::Lease, now), Start::Write { held: true, .. }));
        assert!(matches!(limiter.start("key:a", Mode::Alone, now), Start::Write { held: true, .. }));
        assert_eq!(lock(&limiter.leases).len(), 1);
    }

    #[test]
    fn failed_authentications_stay_bounded_under_a_flood_of_addresses() {
        let limiter = RateLimiter::new();
        for i in 0..CAPACITY * 3 {
            let ip = std::net::Ipv4Addr::from(u32::try_from(i).unwrap_or(0).saturating_add(0x0a00_0000));
            limiter.note_failed_auth(Source::of(ip.into()), 1_800_000_030_000);
        }
        assert!(lock(&limiter.failures).len() <= CAPACITY);
    }

    #[test]
    fn the_holders_stay_bounded() {
        let limiter = RateLimiter::new();
        for i in 0..CAPACITY * 3 {
            let _ = limiter.start(&format!("key:{i}"), Mode::Lease, 1_800_000_030);
        }
        assert!(lock(&limiter.leases).len() <= CAPACITY);
    }

    /// The next request's leased token, deciding (as the credential's only writer, as
    /// DynamoDB would answer) the grants made before one is served.
    fn next_token(
        limiter: &RateLimiter,
        key: &CounterKey,
        limits: Limits,
        minute: &mut u32,
        now: i64,
    ) -> Token {
        for _ in 0..20 {
            let (grant, held) = match limiter.start(key.as_str(), Mode::Lease, now) {
                Start::Leased(token) => return token,
                Start::Write { grant, held, .. } => (grant, held),
            };
            *minute += grant.tokens;
            let mut written = MinuteCounts { minute: *minute, ..MinuteCounts::default() };
            written.seconds[0] = 1;
            written.outstanding[LIFE - 1] = grant.tokens - 1;
            let counted = Counted::Granted(Granted { grant, held, written, earlier: 0, now });
            let (state, _) = limiter.decide(key, counted, (limits, true), None, now * 1000);
            assert!(state.exceeded().is_none());
        }
        panic!("a steady credential leases");
    }

    #[test]
    fn a_leased_token_is_refused_once_the_limits_fall_below_its_grant() {
        let limiter = RateLimiter::new();
        let key = CounterKey::api_key("sk_test_downgrade");
        let now = 1_800_000_030;
        let high = Limits { per_minute: 1_000, per_hour: 10_000, burst: 100 };
        let mut minute = 0;
        let token = next_token(&limiter, &key, high, &mut minute, now);
        let state = limiter.decide(&key, Counted::Leased(token), (high, true), None, now * 1000).0;
        assert!(state.exceeded().is_none(), "the same limits allow it");
        let token = next_token(&limiter, &key, high, &mut minute, now);
        let low = Limits { per_minute: 5, per_hour: 10_000, burst: 100 };
        let state = limiter.decide(&key, Counted::Leased(token), (low, true), None, now * 1000).0;
        assert_eq!(state.exceeded().map(|e| e.name), Some("minute"), "a downgrade refuses it");
        let after = limiter.start(key.as_str(), Mode::Lease, now);
        assert!(matches!(after, Start::Write { .. }), "the lease is forfeited");
    }

    /// Decides a grant of `tokens` written at `now`, as DynamoDB answered it with `written`.
    fn decide_written(
        limiter: &RateLimiter,
        key: &CounterKey,
        limits: Limits,
        tokens: u32,
        mut written: MinuteCounts,
        now: i64,
    ) -> (RateState, Option<GiveBack>) {
        let (mut grant, held) = match limiter.start(key.as_str(), Mode::Exact, now) {
            Start::Write { grant, held, .. } => (grant, held),
            Start::Leased(_) => panic!("an exact count writes"),
        };
        grant.tokens = tokens;
        written.outstanding[LIFE - 1] += tokens - 1;
        let counted = Counted::Granted(Granted { grant, held, written, earlier: 0, now });
        limiter.decide(key, counted, (limits, true), None, now * 1000)
    }

    #[test]
    fn spares_kept_fit_every_second_they_may_be_spent_in_and_old_leases_no_longer_count() {
        let limiter = RateLimiter::new();
        let key = CounterKey::api_key("sk_test_life");
        let now = 1_800_000_030;
        let limits = Limits { per_minute: 10_000, per_hour: 100_000, burst: 100 };
        // A lease granted LIFE - 1 seconds ago (spendable now, not next second) holding 95, and
        // one granted by another instance for two seconds on (a clock ahead) holding 95.
        let mut written = MinuteCounts { minute: 200, ..MinuteCounts::default() };
        written.seconds[0] = 1;
        written.outstanding[0] = 95;
        let (state, back) = decide_written(&limiter, &key, limits, 10, written, now);
        assert!(state.exceeded().is_none(), "1 + 95 of 100");
        assert_eq!(back.map(|b| b.spares), Some(9 - 2), "this second has room for 4: 2 kept");
        written.outstanding[0] = 0;
        let (_, back) = decide_written(&limiter, &key, limits, 10, written, now);
        assert!(back.is_none(), "a lease older than LIFE seconds takes no room");
        written.outstanding[LIFE + 1] = 95;
        let (_, back) = decide_written(&limiter, &key, limits, 10, written, now);
        assert_eq!(back.map(|b| b.spares), Some(9 - 2), "second now + 2 has room for 5: 2 kept");
    }

    #[test]
    fn an_hour_refusal_is_remembered_only_until_the_minute_ends() {
        let limiter = RateLimiter::new();
        let key = CounterKey::api_key("sk_test_hour");
        let now_ms = 1_800_000_030_000;
        let limits = Limits { per_minute: 1_000, per_hour: 100, burst: 100 };
        let counts = Counts { second: 1, minute: 1, hour: 101, endpoint: None };
        let state = RateState::new(limits, None, counts, now_ms);
        assert_eq!(state.exceeded().map(|e| e.name), Some("hour"));
        limiter.remember_refusal(&key, &state);
        let known = limiter.known_refusal(&key, None, now_ms + 29_000).expect("the rest of the minute");
        assert_eq!(
            known.exceeded().map(|e| e.reset),
            state.exceeded().map(|e| e.reset),
            "Retry-After as decided"
        );
        // Its count may have held leased tokens that lapse with the minute: counted again then.
        assert!(limiter.known_refusal(&key, None, now_ms + 30_000).is_none());
    }

    #[test]
    fn a_grant_keeps_at_most_half_of_what_is_free_in_each_window() {
        let limiter = RateLimiter::new();
        let key = CounterKey::api_key("sk_test_half");
        let now = 1_800_000_030;
        let mut written = MinuteCounts { minute: 50, ..MinuteCounts::default() };
        written.seconds[0] = 1;
        written.outstanding[0] = 89;
        let burst = Limits { per_minute: 10_000, per_hour: 100_000, burst: 100 };
        let (_, back) = decide_written(&limiter, &key, burst, 10, written, now);
        assert_eq!(back.map(|b| b.spares), Some(9 - 5), "10 free in the second: 5 kept");
        written.outstanding[0] = 0;
        // n = 50 counts this request and its 9 spares: 41 before, 19 free after this one.
        let minute = Limits { per_minute: 60, per_hour: 100_000, burst: 1_000 };
        let (_, back) = decide_written(&limiter, &key, minute, 10, written, now);
        assert!(back.is_none(), "19 free in the minute: all 9 kept");
        let minute = Limits { per_minute: 52, per_hour: 100_000, burst: 1_000 };
        let (_, back) = decide_written(&limiter, &key, minute, 10, written, now);
        assert_eq!(back.map(|b| b.spares), Some(9 - 5), "11 free in the minute: 5 kept");
    }

    #[test]
    fn a_grant_shows_its_request_without_the_spares_it_keeps() {
        let limiter = RateLimiter::new();
        let key = CounterKey::api_key("sk_test_shown");
        let now = 1_800_000_030;
        let mut written = MinuteCounts { minute: 20, ..MinuteCounts::default() };
        written.seconds[0] = 3;
        let limits = Limits { per_minute: 1_000, per_hour: 10_000, burst: 100 };
        let (state, back) = decide_written(&limiter, &key, limits, 10, written, now);
        assert!(back.is_none(), "all 9 kept");
        let count = |name| state.entry(name).map(|e| e.count);
        assert_eq!((count("minute"), count("hour"), count("burst")), (Some(11), Some(11), Some(3)));
    }

    #[test]
    fn a_full_map_of_holders_drops_those_without_unreported_tokens_first() {
        let limiter = RateLimiter::new();
        let key = CounterKey::api_key("sk_test_evicted");
        let now = 1_800_000_030;
        let limits = Limits { per_minute: 100_000, per_hour: 1_000_000, burst: 10_000 };
        let mut minute = 0;
        for _ in 0..12 {
            next_token(&limiter, &key, limits, &mut minute, now);
        }
        assert!(lock(&limiter.leases).get(key.as_str()).is_some_and(Holder::holds_tokens));
        {
            let mut leases = lock(&limiter.leases);
            for i in 1..CAPACITY {
                let mut holder = Holder::default();
                let _ = holder.roll(now / 60);
                leases.insert(format!("key:{i}"), holder);
            }
        }
        let _ = limiter.start("key:new", Mode::Lease, now);
        assert!(lock(&limiter.leases).len() <= 2, "the holders with nothing to report went");
        assert!(
            matches!(limiter.start(key.as_str(), Mode::Lease, now), Start::Leased(_)),
            "the lease stayed"
        );
    }

    #[test]
    fn an_endpoint_write_beside_a_lease_shows_its_counts_without_the_lease_unspent_tokens() {
        let limiter = RateLimiter::new();
        let key = CounterKey::api_key("sk_test_beside");
        let now = 1_800_000_030;
        let limits = Limits { per_minute: 100_000, per_hour: 1_000_000, burst: 10_000 };
        let mut minute = 0;
        for _ in 0..12 {
            next_token(&limiter, &key, limits, &mut minute, now);
        }
        let (spares, unused) =
            lock(&limiter.leases).get(key.as_str()).and_then(Holder::lease_tokens).expect("a lease");
        assert!(unused > 0 && unused < spares, "{spares} {unused}");
        let (grant, held) = match limiter.start(key.as_str(), Mode::Alone, now) {
            Start::Write { grant, held, .. } => (grant, held),
            Start::Leased(_) => panic!("an endpoint count writes"),
        };
        // As DynamoDB would answer: this request, the lease's spares outstanding in its bucket.
        let mut written = MinuteCounts { minute: minute + 1, ..MinuteCounts::default() };
        written.seconds[0] = 1;
        written.outstanding[LIFE - 1] = spares;
        let counted = Counted::Granted(Granted { grant, held, written, earlier: 0, now });
        let (state, _) = limiter.decide(&key, counted, (limits, true), None, now * 1000);
        let count = |name| state.entry(name).map(|e| e.count);
        assert_eq!(count("minute"), Some(minute + 1 - unused), "unused tokens are not requests");
        assert_eq!(
            count("burst"),
            Some(1 + spares - unused),
            "this request and the tokens spent in its second"
        );
    }
}
