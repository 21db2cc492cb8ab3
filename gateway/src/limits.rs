//! What one station (or one stranger) can make the gateway do: a message rate per connection,
//! answers for no outstanding CALL, the bytes waiting for a station that does not read, failed
//! upgrades per source address, and how often a refused upgrade is recorded as an event
//! (docs/ocpp.md, "Limits").

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use shared::rate_limit::Source;

/// Messages a connection may send per second, sustained.
pub const MESSAGES_PER_SECOND: f64 = 10.0;
/// Messages a connection may send at once after a quiet spell.
pub const MESSAGE_BURST: f64 = 50.0;
/// Refused messages a connection may send per second, sustained, before it is closed.
const REFUSALS_PER_SECOND: f64 = 1.0;
/// Refused messages in a burst before the connection is closed.
const REFUSAL_BURST: f64 = 50.0;

/// A token bucket: `burst` tokens, refilled at `rate` per second.
#[derive(Debug)]
struct Bucket {
    tokens: f64,
    rate: f64,
    burst: f64,
    at: Instant,
}

impl Bucket {
    fn full(rate: f64, burst: f64, now: Instant) -> Bucket {
        Bucket { tokens: burst, rate, burst, at: now }
    }

    /// Takes a token if there is one.
    fn take(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        self.at = now;
        if self.tokens < 1.0 {
            return false;
        }
        self.tokens -= 1.0;
        true
    }
}

/// A connection's message rate: each message takes a token; a message without one is refused,
/// and a connection that keeps sending refused messages is closed.
#[derive(Debug)]
pub struct MessageRate {
    messages: Bucket,
    refusals: Bucket,
}

/// What becomes of one message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admission {
    Admitted,
    Refused,
    /// A sustained flood: the connection closes.
    Flooding,
}

impl MessageRate {
    pub fn new(now: Instant) -> MessageRate {
        MessageRate {
            messages: Bucket::full(MESSAGES_PER_SECOND, MESSAGE_BURST, now),
            refusals: Bucket::full(REFUSALS_PER_SECOND, REFUSAL_BURST, now),
        }
    }

    pub fn admit(&mut self, now: Instant) -> Admission {
        if self.messages.take(now) {
            Admission::Admitted
        } else if self.refusals.take(now) {
            Admission::Refused
        } else {
            Admission::Flooding
        }
    }
}

/// Answers (CALLRESULT or CALLERROR) for no CALL the gateway is waiting on, in a burst, before
/// the connection is closed; one more is forgiven per `VIOLATION_REFILL`.
const VIOLATION_BURST: f64 = 10.0;
const VIOLATION_REFILL: Duration = Duration::from_secs(60);

/// A connection's protocol violations: answers for no outstanding CALL (a late answer to a
/// CALL that timed out is not one). A few are logged and dropped; a stream of them closes it.
#[derive(Debug)]
pub struct Violations(Bucket);

impl Violations {
    pub fn new(now: Instant) -> Violations {
        Violations(Bucket::full(1.0 / VIOLATION_REFILL.as_secs_f64(), VIOLATION_BURST, now))
    }

    /// Counts one; `false` once there have been too many.
    pub fn tolerate(&mut self, now: Instant) -> bool {
        self.0.take(now)
    }
}

/// Bytes of answers and CALLs waiting for one station to read them.
pub const QUEUED_BYTES_PER_CONNECTION: usize = 64 * 1024;
/// Bytes waiting for all the stations of one task to read them.
pub const QUEUED_BYTES_PER_TASK: usize = 64 * 1024 * 1024;

/// The bytes queued for the stations of one task: a station that stops reading holds at most
/// `QUEUED_BYTES_PER_CONNECTION` of it, and all of them together at most
/// `QUEUED_BYTES_PER_TASK`, so no number of them can push the task out of memory.
#[derive(Debug, Default)]
pub struct QueuedBytes {
    task: AtomicUsize,
}

impl QueuedBytes {
    /// Takes `bytes` for a frame of a connection that has `connection` queued already; `false`
    /// (nothing taken) when either bound would be passed.
    pub fn take(&self, connection: &AtomicUsize, bytes: usize) -> bool {
        let fits = |held: usize, cap: usize| held.checked_add(bytes).filter(|total| *total <= cap);
        if connection
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |held| fits(held, QUEUED_BYTES_PER_CONNECTION))
            .is_err()
        {
            return false;
        }
        if self
            .task
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |held| fits(held, QUEUED_BYTES_PER_TASK))
            .is_err()
        {
            connection.fetch_sub(bytes, Ordering::AcqRel);
            return false;
        }
        true
    }

    /// Gives back what `take` took, once the frame is written (or dropped).
    pub fn give_back(&self, connection: &AtomicUsize, bytes: usize) {
        connection.fetch_sub(bytes, Ordering::AcqRel);
        self.task.fetch_sub(bytes, Ordering::AcqRel);
    }

    /// The bytes queued on the task now.
    pub fn queued(&self) -> usize {
        self.task.load(Ordering::Acquire)
    }
}

/// Failed upgrades (a 401 of any kind, or an unknown identity) one source address may cause in
/// a minute before the task refuses its upgrades of unproven identities without reading.
pub const UPGRADE_FAILURES_PER_MINUTE: u32 = 60;
/// The source addresses counted at once.
const SOURCES_REMEMBERED: usize = 10_000;
/// The (source, identity) pairs remembered as proven (their password checked on this task).
const PROVEN_REMEMBERED: usize = 100_000;

/// The failed upgrades per source address in the current minute, and the identities that
/// proved their password on this task from each address: as the HTTP side's
/// failed-authentication guard (docs/rate-limits.md), a refused address is refused without a
/// read only for identities the task has not seen prove themselves from it, so one broken
/// station behind a NAT does not lock out its neighbours that connected before, and naming a
/// proven identity from elsewhere buys a stranger nothing.
#[derive(Debug, Default)]
pub struct UpgradeFailures {
    failures: HashMap<Source, (u64, u32)>,
    /// Identities that proved their password from a source: a stranger naming a proven
    /// identity from another address gains nothing.
    proven: HashMap<(Source, String), u64>,
}

impl UpgradeFailures {
    /// Whether an upgrade of `station_key` from `source` is refused before any read.
    pub fn refused(&self, source: Source, station_key: &str, minute: u64) -> bool {
        let over = self
            .failures
            .get(&source)
            .is_some_and(|(at, count)| *at == minute && *count >= UPGRADE_FAILURES_PER_MINUTE);
        over && !self.proven.contains_key(&(source, station_key.to_owned()))
    }

    /// One failed upgrade from `source`.
    pub fn failed(&mut self, source: Source, minute: u64) {
        if !self.failures.contains_key(&source) && self.failures.len() >= SOURCES_REMEMBERED {
            self.failures.retain(|_, (at, _)| *at == minute);
            if self.failures.len() >= SOURCES_REMEMBERED {
                // Every remembered address failed this minute: this one is not counted.
                return;
            }
        }
        let entry = self.failures.entry(source).or_insert((minute, 0));
        if entry.0 != minute {
            *entry = (minute, 0);
        }
        entry.1 = entry.1.saturating_add(1);
    }

    /// `station_key` proved its password from `source`.
    pub fn proven(&mut self, source: Source, station_key: &str, minute: u64) {
        let key = (source, station_key.to_owned());
        if !self.proven.contains_key(&key) && self.proven.len() >= PROVEN_REMEMBERED {
            // The oldest half goes: a station that connected long ago proves itself again.
            let mut ages: Vec<u64> = self.proven.values().copied().collect();
            ages.sort_unstable();
            let cut = ages[ages.len() / 2];
            self.proven.retain(|_, at| *at > cut);
        }
        self.proven.insert(key, minute);
    }
}

/// The minute (since the task started) an instant falls in, for `UpgradeFailures`.
pub fn minute(now: Instant, epoch: Instant) -> u64 {
    now.saturating_duration_since(epoch).as_secs() / 60
}

/// A known identity's refused upgrades are recorded as an event at most once per this long.
pub const REFUSAL_EVENT_EVERY: Duration = Duration::from_secs(60);
/// The identities remembered at once: a flood over many identities cannot grow the map.
const REFUSALS_REMEMBERED: usize = 10_000;

/// When each identity's last refusal event was recorded, on this task.
#[derive(Debug, Default)]
pub struct RefusalEvents {
    recorded: HashMap<String, Instant>,
}

impl RefusalEvents {
    /// Whether a refusal for `station_key` now is recorded (and if so, remembers it).
    pub fn record(&mut self, station_key: &str, now: Instant) -> bool {
        if let Some(at) = self.recorded.get(station_key)
            && now.saturating_duration_since(*at) < REFUSAL_EVENT_EVERY
        {
            return false;
        }
        if self.recorded.len() >= REFUSALS_REMEMBERED && !self.recorded.contains_key(station_key) {
            self.recorded.retain(|_, at| now.saturating_duration_since(*at) < REFUSAL_EVENT_EVERY);
            if self.recorded.len() >= REFUSALS_REMEMBERED {
                // Every remembered identity was refused within the minute: this one is not
                // recorded (its refusal is still logged).
                return false;
            }
        }
        self.recorded.insert(station_key.to_owned(), now);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_is_admitted_then_messages_are_refused_until_tokens_refill() {
        let start = Instant::now();
        let mut rate = MessageRate::new(start);
        for _ in 0..50 {
            assert_eq!(rate.admit(start), Admission::Admitted);
        }
        assert_eq!(rate.admit(start), Admission::Refused);
        // A second later, ten more.
        let later = start + Duration::from_secs(1);
        for _ in 0..10 {
            assert_eq!(rate.admit(later), Admission::Admitted);
        }
        assert_eq!(rate.admit(later), Admission::Refused);
    }

    #[test]
    fn a_sustained_flood_is_told_to_go() {
        let start = Instant::now();
        let mut rate = MessageRate::new(start);
        let outcomes: Vec<_> = (0..200).map(|_| rate.admit(start)).collect();
        assert_eq!(outcomes.iter().filter(|o| **o == Admission::Admitted).count(), 50);
        assert_eq!(outcomes.iter().filter(|o| **o == Admission::Refused).count(), 50);
        assert_eq!(outcomes.last(), Some(&Admission::Flooding));
    }

    #[test]
    fn a_few_unsolicited_answers_are_tolerated_and_a_stream_of_them_is_not() {
        let start = Instant::now();
        let mut violations = Violations::new(start);
        for _ in 0..10 {
            assert!(violations.tolerate(start));
        }
        assert!(!violations.tolerate(start));
        assert!(violations.tolerate(start + VIOLATION_REFILL), "one more a minute later");
    }

    #[test]
    fn queued_bytes_are_bounded_per_connection_and_given_back() {
        let queued = QueuedBytes::default();
        let (one, two) = (AtomicUsize::new(0), AtomicUsize::new(0));
        assert!(queued.take(&one, QUEUED_BYTES_PER_CONNECTION));
        assert!(!queued.take(&one, 1), "the connection's bound");
        assert!(queued.take(&two, 1), "another connection has its own");
        queued.give_back(&one, QUEUED_BYTES_PER_CONNECTION);
        assert!(queued.take(&one, 1));
        assert_eq!(queued.queued(), 2);
    }

    #[test]
    fn queued_bytes_are_bounded_per_task() {
        let queued = QueuedBytes::default();
        let connections: Vec<AtomicUsize> =
            (0..QUEUED_BYTES_PER_TASK / QUEUED_BYTES_PER_CONNECTION).map(|_| AtomicUsize::new(0)).collect();
        for connection in &connections {
            assert!(queued.take(connection, QUEUED_BYTES_PER_CONNECTION));
        }
        let one_more = AtomicUsize::new(0);
        assert!(!queued.take(&one_more, 1), "the task's bound");
        assert_eq!(one_more.load(Ordering::Acquire), 0, "nothing is held for a refused frame");
    }

    fn source(text: &str) -> Source {
        Source::of(text.parse().unwrap())
    }

    #[test]
    fn a_source_that_failed_too_often_is_refused_for_unproven_identities_until_the_minute_ends() {
        let mut failures = UpgradeFailures::default();
        failures.proven(source("192.0.2.1"), "cp-good", 0);
        for _ in 0..UPGRADE_FAILURES_PER_MINUTE {
            assert!(!failures.refused(source("192.0.2.1"), "cp-guess", 0));
            failures.failed(source("192.0.2.1"), 0);
        }
        assert!(failures.refused(source("192.0.2.1"), "cp-guess", 0));
        assert!(!failures.refused(source("192.0.2.1"), "cp-good", 0), "a proven station behind the same NAT");
        for _ in 0..UPGRADE_FAILURES_PER_MINUTE {
            failures.failed(source("198.51.100.7"), 0);
        }
        assert!(
            failures.refused(source("198.51.100.7"), "cp-good", 0),
            "a proven identity named from elsewhere"
        );
        assert!(!failures.refused(source("192.0.2.2"), "cp-guess", 0), "another address");
        assert!(!failures.refused(source("192.0.2.1"), "cp-guess", 1), "the next minute");
    }

    #[test]
    fn the_remembered_sources_and_proven_identities_are_bounded() {
        let mut failures = UpgradeFailures::default();
        for i in 0..SOURCES_REMEMBERED + 10 {
            failures.failed(Source::of(std::net::IpAddr::from(std::net::Ipv4Addr::from(i as u32))), 0);
        }
        assert!(failures.failures.len() <= SOURCES_REMEMBERED);
        for i in 0..PROVEN_REMEMBERED + 10 {
            failures.proven(source("192.0.2.1"), &format!("cp-{i}"), (i / 1000) as u64);
        }
        assert!(failures.proven.len() <= PROVEN_REMEMBERED);
    }

    #[test]
    fn a_refusal_is_recorded_once_a_minute_per_identity() {
        let start = Instant::now();
        let mut events = RefusalEvents::default();
        assert!(events.record("cp-1", start));
        assert!(!events.record("cp-1", start + Duration::from_secs(59)));
        assert!(events.record("cp-2", start + Duration::from_secs(59)));
        assert!(events.record("cp-1", start + REFUSAL_EVENT_EVERY));
    }

    #[test]
    fn the_remembered_identities_are_bounded() {
        let start = Instant::now();
        let mut events = RefusalEvents::default();
        for i in 0..REFUSALS_REMEMBERED {
            assert!(events.record(&format!("cp-{i}"), start));
        }
        assert!(!events.record("one-more", start), "the map is full of fresh refusals");
        assert!(events.record("one-more", start + REFUSAL_EVENT_EVERY), "old ones make room");
        assert!(events.recorded.len() <= REFUSALS_REMEMBERED);
    }
}
