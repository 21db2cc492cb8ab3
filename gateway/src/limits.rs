//! What one station (or one stranger) can make the gateway do: a message rate per connection,
//! and how often a refused upgrade is recorded as an event (docs/ocpp.md, "Limits").

use std::collections::HashMap;
use std::time::{Duration, Instant};

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
    /// Whether a refusal for `identity_key` now is recorded (and if so, remembers it).
    pub fn record(&mut self, identity_key: &str, now: Instant) -> bool {
        if let Some(at) = self.recorded.get(identity_key)
            && now.saturating_duration_since(*at) < REFUSAL_EVENT_EVERY
        {
            return false;
        }
        if self.recorded.len() >= REFUSALS_REMEMBERED && !self.recorded.contains_key(identity_key) {
            self.recorded.retain(|_, at| now.saturating_duration_since(*at) < REFUSAL_EVENT_EVERY);
            if self.recorded.len() >= REFUSALS_REMEMBERED {
                // Every remembered identity was refused within the minute: this one is not
                // recorded (its refusal is still logged).
                return false;
            }
        }
        self.recorded.insert(identity_key.to_owned(), now);
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
