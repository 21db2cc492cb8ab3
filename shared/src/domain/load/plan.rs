//! Which limits to send now: lower before raise.
//!
//! Every reduction is sent at once (a reduction can only make room). A raise is sent only when
//! what may be in force everywhere else, plus the raise, stays within the limit: a reduction
//! still unanswered counts at its old, higher limit, so a raise waits for every reduction it
//! needs to be accepted, and a station that rejects or never answers holds back the raises that
//! depend on it. Where the room allows only part of a raise, that part is sent (the rest follows
//! when the room is there). So, whatever the stations answer or fail to, the sum of what may be
//! in force never rises above the limit, and once above it (a limit lowered, a station-started
//! session at its EVSE's capacity) it only falls.
//!
//! No oscillation: a change smaller than a step (3% of the EVSE's capacity, at least 300 W) is
//! not sent, except to 0 or from 0; and a session is sent at most `SENDS_PER_MINUTE` limits a
//! minute, one at a time (the next after the answer to the last). Above the limit the step does
//! not hold back a reduction, and the minute's count is three times as high: getting back under
//! the limit comes first, and a station that keeps refusing is still not flooded.

use super::in_force::Applied;
use super::watts::Watts;

/// The most limits one session's station is sent a minute.
pub const SENDS_PER_MINUTE: u32 = 4;

/// One session as the planner sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slot<K> {
    pub key: K,
    /// When it started (ms): the older is raised first.
    pub started_at: i64,
    /// What its EVSE can draw at most, whatever limit it was sent.
    pub capacity: Watts,
    /// What it may be applying.
    pub applied: Applied,
    /// Its share (0 for a waiting or paused session).
    pub target: Watts,
    /// Limits sent to it in the last minute.
    pub sent_last_minute: u32,
}

/// A limit to send.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Send<K> {
    pub key: K,
    pub limit: Watts,
}

/// The smallest change worth a message for an EVSE of `capacity`.
pub fn step(capacity: Watts) -> Watts {
    capacity.percent(3).max(Watts(300))
}

/// The limits to send now, reductions first, for sessions sharing `grid`.
pub fn plan<K: Clone + Ord>(grid: Watts, slots: &[Slot<K>]) -> Vec<Send<K>> {
    let committed: Watts = slots.iter().map(|slot| slot.applied.may_be(slot.capacity)).sum();
    let free = |slot: &Slot<K>| !slot.applied.awaiting() && slot.sent_last_minute < SENDS_PER_MINUTE;
    // Above the limit (a lowered limit, a station-started session), every reduction is sent,
    // however small, and up to three times the minute's count: getting back under it comes
    // first, and a station that keeps refusing is still not sent one on every round.
    let over = committed > grid;
    let reducible = |slot: &&Slot<K>| {
        let bound = if over { SENDS_PER_MINUTE * 3 } else { SENDS_PER_MINUTE };
        !slot.applied.awaiting() && slot.sent_last_minute < bound
    };
    let mut sends = Vec::new();

    for slot in slots.iter().filter(reducible) {
        let now = slot.applied.may_be(slot.capacity);
        let target = slot.target.min(slot.capacity);
        let unknown = slot.applied.ceiling.is_none();
        if target < now
            && (over || unknown || target == Watts::ZERO || now.saturating_sub(target) >= step(slot.capacity))
        {
            sends.push(Send { key: slot.key.clone(), limit: target });
        }
    }

    // Raises, oldest first, within the room what may be in force leaves.
    let mut room = grid.saturating_sub(committed);
    let mut raising: Vec<&Slot<K>> = slots.iter().filter(|slot| free(slot)).collect();
    raising.sort_by(|a, b| (a.started_at, &a.key).cmp(&(b.started_at, &b.key)));
    for slot in raising {
        let now = slot.applied.may_be(slot.capacity);
        let target = slot.target.min(slot.capacity);
        if target <= now || room == Watts::ZERO {
            continue;
        }
        let limit = target.min(now + room);
        let whole = limit == target;
        let worth = limit.saturating_sub(now) >= step(slot.capacity) || (now == Watts::ZERO && whole);
        if worth {
            room = room.saturating_sub(limit.saturating_sub(now));
            sends.push(Send { key: slot.key.clone(), limit });
        }
    }
    sends
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slot(key: u32, ceiling: Option<u64>, target: u64) -> Slot<u32> {
        Slot {
            key,
            started_at: i64::from(key),
            capacity: Watts(22_000),
            applied: Applied { ceiling: ceiling.map(Watts), unanswered: None },
            target: Watts(target),
            sent_last_minute: 0,
        }
    }

    #[test]
    fn a_raise_waits_for_the_reduction_it_needs() {
        let slots = [slot(1, Some(15_000), 7_000), slot(2, Some(7_000), 15_000)];
        assert_eq!(plan(Watts(22_000), &slots), vec![Send { key: 1, limit: Watts(7_000) }]);

        let mut after = slots.clone();
        after[0].applied = after[0].applied.sent(Watts(7_000));
        assert_eq!(plan(Watts(22_000), &after), vec![], "nothing more while the reduction is unanswered");

        after[0].applied = after[0].applied.accepted();
        after[0].sent_last_minute = 1;
        assert_eq!(plan(Watts(22_000), &after), vec![Send { key: 2, limit: Watts(15_000) }]);
    }

    #[test]
    fn a_rejected_reduction_holds_back_the_raise() {
        let mut slots = [slot(1, Some(15_000), 7_000), slot(2, Some(7_000), 15_000)];
        slots[0].applied = slots[0].applied.sent(Watts(7_000)).rejected();
        slots[0].sent_last_minute = 1;
        assert_eq!(
            plan(Watts(22_000), &slots),
            vec![Send { key: 1, limit: Watts(7_000) }],
            "the reduction is tried again; the raise waits"
        );
    }

    #[test]
    fn a_session_without_a_known_limit_is_sent_its_share_at_once() {
        let slots = [slot(1, None, 7_000)];
        assert_eq!(plan(Watts(7_000), &slots), vec![Send { key: 1, limit: Watts(7_000) }]);
    }

    #[test]
    fn a_change_below_the_step_is_not_sent() {
        let slots = [slot(1, Some(7_000), 7_500), slot(2, Some(7_600), 7_100)];
        assert_eq!(plan(Watts(22_000), &slots), vec![]);
    }

    #[test]
    fn part_of_a_raise_is_sent_when_only_part_has_room() {
        let slots = [slot(1, Some(15_000), 15_000), slot(2, Some(0), 7_000)];
        assert_eq!(plan(Watts(20_000), &slots), vec![Send { key: 2, limit: Watts(5_000) }]);
    }

    #[test]
    fn above_a_lowered_limit_a_reduction_below_the_step_is_sent_all_the_same() {
        let mut slots = [slot(1, Some(22_000), 21_800)];
        assert_eq!(plan(Watts(21_800), &slots), vec![Send { key: 1, limit: Watts(21_800) }]);
        slots[0].sent_last_minute = SENDS_PER_MINUTE;
        assert_eq!(plan(Watts(21_800), &slots).len(), 1, "past the minute's count, up to three times it");
        slots[0].sent_last_minute = SENDS_PER_MINUTE * 3;
        assert_eq!(plan(Watts(21_800), &slots), vec![], "but no further");
    }

    #[test]
    fn a_busy_station_is_not_sent_more_than_its_share_of_messages() {
        let mut slots = [slot(1, Some(15_000), 2_000)];
        slots[0].sent_last_minute = SENDS_PER_MINUTE;
        assert_eq!(plan(Watts(20_000), &slots), vec![]);
    }
}
