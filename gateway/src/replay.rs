//! The control endpoint's memory of the signatures it accepted, so a captured call cannot be
//! sent again (`shared::ocpp::signature`). A signature verifies only within `MAX_AGE_SECS` of
//! its `t`, so its nonce is remembered under `t` until then and forgotten after: a replay
//! must carry the same signed `t`, so the lookup is one second's set.
//!
//! Bounded: at most `capacity` nonces are held. When that many are live the call is refused
//! (503 `busy`, until the oldest second lapses) rather than the memory grown or a nonce
//! forgotten early, which would reopen the replay it guards. Only signatures that verified
//! reach it, so only holders of the secret can fill it.

use std::collections::{BTreeMap, HashSet};

use shared::ocpp::signature::{MAX_AGE_SECS, Nonce, Signed};

/// The nonces a task remembers at most: about 16 bytes each (some 8 MB when full), and room
/// for more than 4,000 calls a second on one task, far above what the functions' reserved
/// concurrency can send.
pub const CAPACITY: usize = 1 << 18;

/// Whether a verified signature may be acted on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admission {
    /// First seen: remembered now.
    Fresh,
    /// Seen before within its life: refused.
    Replayed,
    /// As many nonces as the task holds are live: refused, with the seconds until the oldest
    /// lapses.
    Full { retry_after: u64 },
}

pub struct Replays {
    /// Nonces by their signature's `t` (unix seconds).
    by_second: BTreeMap<i64, HashSet<Nonce>>,
    held: usize,
    capacity: usize,
}

impl Replays {
    pub fn new(capacity: usize) -> Replays {
        Replays { by_second: BTreeMap::new(), held: 0, capacity }
    }

    /// Admits `signed` (verified at `now`, unix seconds) once.
    pub fn admit(&mut self, signed: Signed, now: i64) -> Admission {
        self.forget_lapsed(now);
        if self.by_second.get(&signed.at).is_some_and(|nonces| nonces.contains(&signed.nonce)) {
            return Admission::Replayed;
        }
        if self.held >= self.capacity {
            let oldest = self.by_second.keys().next().copied().unwrap_or(now);
            let lapses = oldest.saturating_add(MAX_AGE_SECS).saturating_add(1);
            return Admission::Full { retry_after: lapses.saturating_sub(now).max(1).unsigned_abs() };
        }
        self.by_second.entry(signed.at).or_default().insert(signed.nonce);
        self.held += 1;
        Admission::Fresh
    }

    /// Drops the seconds whose signatures no longer verify at `now`.
    fn forget_lapsed(&mut self, now: i64) {
        while let Some(entry) = self.by_second.first_entry() {
            if entry.key().saturating_add(MAX_AGE_SECS) >= now {
                break;
            }
            self.held -= entry.remove().len();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn signed(at: i64, nonce: u8) -> Signed {
        Signed { at, nonce: [nonce; 16] }
    }

    #[test]
    fn a_signature_is_admitted_once() {
        let mut replays = Replays::new(10);
        assert_eq!(replays.admit(signed(1_000, 1), 1_000), Admission::Fresh);
        assert_eq!(replays.admit(signed(1_000, 1), 1_030), Admission::Replayed);
        assert_eq!(replays.admit(signed(1_000, 1), 1_060), Admission::Replayed);
        assert_eq!(replays.admit(signed(1_000, 2), 1_000), Admission::Fresh);
    }

    #[test]
    fn a_nonce_is_forgotten_only_once_its_signature_has_lapsed() {
        let mut replays = Replays::new(10);
        replays.admit(signed(1_000, 1), 1_000);
        replays.admit(signed(1_000, 1), 1_060);
        assert_eq!(replays.held, 1, "still within its signature's life");
        replays.admit(signed(1_061, 2), 1_061);
        assert_eq!(replays.held, 1, "the lapsed one is forgotten, the new one held");
    }

    #[test]
    fn a_full_memory_refuses_until_its_oldest_second_lapses() {
        let mut replays = Replays::new(2);
        replays.admit(signed(1_000, 1), 1_000);
        replays.admit(signed(1_010, 2), 1_010);
        assert_eq!(replays.admit(signed(1_020, 3), 1_020), Admission::Full { retry_after: 41 });
        assert_eq!(replays.held, 2, "a refusal holds nothing more");
        assert_eq!(
            replays.admit(signed(1_000, 1), 1_020),
            Admission::Replayed,
            "nothing was forgotten early"
        );
        assert_eq!(replays.admit(signed(1_061, 3), 1_061), Admission::Fresh);
    }

    #[test]
    fn a_signature_from_ahead_of_the_clock_is_kept_for_its_whole_life() {
        let mut replays = Replays::new(10);
        replays.admit(signed(1_060, 1), 1_000);
        assert_eq!(replays.admit(signed(1_060, 1), 1_120), Admission::Replayed);
    }
}
