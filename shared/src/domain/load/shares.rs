//! Who gets how much of a site's grid connection: water-filling over the live sessions.
//!
//! 1. Admission, oldest first: a session is admitted while every admitted session can still have
//!    its floor (`min_session`, or its maximum or the whole limit when lower). From the first session that
//!    does not fit, the newer ones wait (limit 0) until a share frees up: the newest wait, never
//!    a car that was charging first.
//! 2. Demand: a session with readings wants its draw plus a margin (so it can grow), a session
//!    without readings yet wants its maximum; never less than its floor, never more than its
//!    maximum (the EVSE's capacity and any scheduled limit).
//! 3. Fill: the limit is shared at one level among the admitted sessions, each held between its
//!    floor and what it wants; what the wants leave over is filled again, up to each maximum, so
//!    no capacity stays idle while an admitted car could use it. A session drawing less than its
//!    share frees the rest for the others only while they want it.
//!
//! Pure and deterministic: the same sessions give the same shares (ties go to the older session).

use std::collections::BTreeMap;

use super::watts::Watts;
use crate::domain::site::DEFAULT_MIN_SESSION_KW;

/// A site's grid connection and how it is shared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SiteLimit {
    /// The most the site's sessions may draw together.
    pub grid: Watts,
    /// The least worth charging with: below it a session waits instead.
    pub min_session: Watts,
}

/// What a site's `min_session_kw` defaults to.
pub const DEFAULT_MIN_SESSION: Watts = Watts(DEFAULT_MIN_SESSION_KW.milli() as u64);

/// One live session as the allocator sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Demand<K> {
    pub key: K,
    /// When it started (ms): the newer wait first.
    pub started_at: i64,
    /// The most it may be given: its EVSE's capacity, lowered by any scheduled power limit.
    pub max: Watts,
    /// What it drew over the last minutes, if it has reported readings.
    pub draw: Option<Watts>,
    /// Paused by the operator: 0, and it takes no one's place.
    pub paused: bool,
}

/// A session's part of the limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Share {
    /// Charging, limited to this.
    Charging(Watts),
    /// Admitted to nothing yet: the limit cannot give it its floor.
    Waiting,
    /// Paused by the operator.
    Paused,
}

impl Share {
    /// The limit to apply on the station.
    pub fn watts(self) -> Watts {
        match self {
            Share::Charging(watts) => watts,
            Share::Waiting | Share::Paused => Watts::ZERO,
        }
    }
}

/// What a drawing session may grow by before its next reading: a fifth of its draw and 1 kW, so
/// a car held at its share reaches a larger one within a few readings, and a car that stopped
/// taking power frees the rest at once.
pub fn margin(draw: Watts) -> Watts {
    draw.percent(20) + Watts(1_000)
}

/// Every session's share: the sum of the shares never exceeds `site.grid`.
pub fn shares<K: Ord + Clone>(site: SiteLimit, demands: &[Demand<K>]) -> BTreeMap<K, Share> {
    let mut order: Vec<&Demand<K>> = demands.iter().collect();
    order.sort_by(|a, b| (a.started_at, &a.key).cmp(&(b.started_at, &b.key)));

    let mut result = BTreeMap::new();
    let mut admitted: Vec<&Demand<K>> = Vec::new();
    let mut floors = Watts::ZERO;
    let mut full = false;
    for demand in order {
        if demand.paused {
            result.insert(demand.key.clone(), Share::Paused);
            continue;
        }
        let floor = floor(site, demand);
        if full || floors + floor > site.grid || floor == Watts::ZERO {
            // Once one does not fit, every newer one waits: a smaller car behind it does not
            // jump the queue.
            full |= floor != Watts::ZERO;
            result.insert(demand.key.clone(), Share::Waiting);
            continue;
        }
        floors += floor;
        admitted.push(demand);
    }

    let wanted: Vec<(Watts, Watts)> = admitted
        .iter()
        .map(|demand| {
            let floor = floor(site, demand);
            let want = match demand.draw {
                Some(draw) => (draw + margin(draw)).clamp(floor, demand.max),
                None => demand.max,
            };
            (floor, want)
        })
        .collect();
    let first = fill(site.grid, &wanted);
    let up_to_max: Vec<(Watts, Watts)> =
        admitted.iter().zip(&first).map(|(demand, share)| (*share, demand.max)).collect();
    let second = fill(site.grid, &up_to_max);
    for (demand, share) in admitted.iter().zip(second) {
        result.insert(demand.key.clone(), Share::Charging(share));
    }
    result
}

/// The least an admitted session is given: a limit set below `min_session` still lets its
/// oldest session charge with what there is, rather than none.
fn floor<K>(site: SiteLimit, demand: &Demand<K>) -> Watts {
    site.min_session.min(demand.max).min(site.grid)
}

/// Water-filling: each item `(low, high)` gets `clamp(level, low, high)` at the highest level
/// whose sum stays within `budget`, and the few watts a whole level cannot place go one each to
/// the first items still below their high. Needs `sum(low) <= budget` (admission sees to it);
/// otherwise every item gets its low.
pub fn fill(budget: Watts, items: &[(Watts, Watts)]) -> Vec<Watts> {
    let at = |level: u64| -> Watts {
        items.iter().map(|(low, high)| Watts(level.clamp(low.0, high.0.max(low.0)))).sum()
    };
    let lows: Watts = items.iter().map(|(low, _)| *low).sum();
    if lows >= budget {
        return items.iter().map(|(low, _)| *low).collect();
    }
    let top = items.iter().map(|(low, high)| high.0.max(low.0)).max().unwrap_or(0);
    if at(top) <= budget {
        return items.iter().map(|(low, high)| (*high).max(*low)).collect();
    }
    // The highest level within the budget: at(0) = lows < budget < at(top).
    let (mut within, mut beyond) = (0u64, top);
    while beyond - within > 1 {
        let middle = within + (beyond - within) / 2;
        if at(middle) <= budget {
            within = middle;
        } else {
            beyond = middle;
        }
    }
    let mut spare = budget.saturating_sub(at(within)).0;
    items
        .iter()
        .map(|(low, high)| {
            let mut share = within.clamp(low.0, high.0.max(low.0));
            if spare > 0 && share < high.0 && share == within {
                share += 1;
                spare -= 1;
            }
            Watts(share)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(grid: u64) -> SiteLimit {
        SiteLimit { grid: Watts(grid), min_session: DEFAULT_MIN_SESSION }
    }

    fn demand(key: u32, started_at: i64, max: u64, draw: Option<u64>) -> Demand<u32> {
        Demand { key, started_at, max: Watts(max), draw: draw.map(Watts), paused: false }
    }

    #[test]
    fn three_cars_share_a_limit_equally() {
        let shares = shares(
            site(22_000),
            &[demand(1, 1, 22_000, None), demand(2, 2, 22_000, None), demand(3, 3, 22_000, None)],
        );
        let watts: Vec<u64> = shares.values().map(|s| s.watts().0).collect();
        assert_eq!(watts.iter().sum::<u64>(), 22_000);
        assert!(watts.iter().all(|w| (7_333..=7_334).contains(w)), "{watts:?}");
    }

    #[test]
    fn a_car_drawing_little_keeps_its_draw_and_a_margin_and_frees_the_rest() {
        let shares = shares(site(22_000), &[demand(1, 1, 22_000, Some(3_000)), demand(2, 2, 22_000, None)]);
        assert_eq!(shares[&1], Share::Charging(Watts(4_600)));
        assert_eq!(shares[&2], Share::Charging(Watts(17_400)));
    }

    #[test]
    fn what_no_one_wants_goes_back_to_the_cars_that_could_use_it() {
        let shares = shares(site(22_000), &[demand(1, 1, 11_000, Some(2_000)), demand(2, 2, 7_000, None)]);
        assert_eq!(shares[&2], Share::Charging(Watts(7_000)));
        assert_eq!(shares[&1], Share::Charging(Watts(11_000)));
    }

    #[test]
    fn the_newest_sessions_wait_when_the_limit_cannot_give_each_its_floor() {
        let shares = shares(
            site(2_500),
            &[demand(1, 1, 22_000, None), demand(2, 2, 22_000, None), demand(3, 3, 1_000, None)],
        );
        assert_eq!(shares[&1], Share::Charging(Watts(2_500)));
        assert_eq!(shares[&2], Share::Waiting);
        assert_eq!(shares[&3], Share::Waiting, "a smaller car behind a waiting one does not jump the queue");
    }

    #[test]
    fn a_paused_session_gets_nothing_and_takes_no_place() {
        let mut paused = demand(1, 1, 22_000, None);
        paused.paused = true;
        let shares = shares(site(3_000), &[paused, demand(2, 2, 22_000, None)]);
        assert_eq!(shares[&1], Share::Paused);
        assert_eq!(shares[&2], Share::Charging(Watts(3_000)));
    }
}
