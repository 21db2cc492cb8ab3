//! The allocator's promises over random sequences of starts, stops, readings, answers, timeouts
//! and limit changes (issue: "Property tests of the allocator").

use std::collections::BTreeMap;

use proptest::prelude::*;

use super::in_force::Applied;
use super::plan::{Slot, plan, step};
use super::shares::{DEFAULT_MIN_SESSION, Demand, Share, SiteLimit, shares};
use super::watts::Watts;

const CAPACITIES: [u64; 4] = [3_700, 7_400, 11_000, 22_000];

#[derive(Debug, Clone)]
enum Event {
    /// A session starts: from the API (its start carries the share the planner gives it) or by
    /// the station (it may draw its EVSE's capacity until its first limit is accepted).
    Start {
        key: u8,
        capacity: usize,
        from_api: bool,
    },
    Stop {
        key: u8,
    },
    Reading {
        key: u8,
        draw: u64,
    },
    Pause {
        key: u8,
        paused: bool,
    },
    Accept {
        key: u8,
    },
    Reject {
        key: u8,
    },
    /// A timeout or a lost connection: no answer will come.
    Lose {
        key: u8,
    },
    Limit {
        grid: u64,
    },
    /// A minute passes: the per-minute message bound starts again.
    Minute,
    /// The allocator runs: shares, then the limits to send.
    Allocate,
}

fn event() -> impl Strategy<Value = Event> {
    prop_oneof![
        1 => (0u8..8, 0usize..4, any::<bool>()).prop_map(|(key, capacity, from_api)| Event::Start { key, capacity, from_api }),
        1 => (0u8..8).prop_map(|key| Event::Stop { key }),
        1 => (0u8..8, 0u64..25_000).prop_map(|(key, draw)| Event::Reading { key, draw }),
        1 => (0u8..8, any::<bool>()).prop_map(|(key, paused)| Event::Pause { key, paused }),
        3 => (0u8..8).prop_map(|key| Event::Accept { key }),
        1 => (0u8..8).prop_map(|key| Event::Reject { key }),
        1 => (0u8..8).prop_map(|key| Event::Lose { key }),
        1 => (0u64..60_000).prop_map(|grid| Event::Limit { grid }),
        1 => Just(Event::Minute),
        4 => Just(Event::Allocate),
    ]
}

#[derive(Debug, Clone)]
struct Session {
    started_at: i64,
    capacity: Watts,
    draw: Option<Watts>,
    paused: bool,
    applied: Applied,
    target: Watts,
    sent_last_minute: u32,
}

#[derive(Debug)]
struct Site {
    grid: Watts,
    clock: i64,
    sessions: BTreeMap<u8, Session>,
}

impl Site {
    fn limit(&self) -> SiteLimit {
        SiteLimit { grid: self.grid, min_session: DEFAULT_MIN_SESSION }
    }

    fn in_force(&self) -> Watts {
        self.sessions.values().map(|s| s.applied.may_be(s.capacity)).sum()
    }

    fn demands(&self) -> Vec<Demand<u8>> {
        self.sessions
            .iter()
            .map(|(key, s)| Demand {
                key: *key,
                started_at: s.started_at,
                max: s.capacity,
                draw: s.draw,
                paused: s.paused,
            })
            .collect()
    }

    fn slots(&self) -> Vec<Slot<u8>> {
        self.sessions
            .iter()
            .map(|(key, s)| Slot {
                key: *key,
                started_at: s.started_at,
                capacity: s.capacity,
                applied: s.applied,
                target: s.target,
                sent_last_minute: s.sent_last_minute,
            })
            .collect()
    }

    /// Shares, then sends; returns how many limits were sent.
    fn allocate(&mut self) -> usize {
        let shares = shares(self.limit(), &self.demands());
        for (key, share) in &shares {
            if let Some(session) = self.sessions.get_mut(key) {
                session.target = share.watts();
            }
        }
        let sends = plan(self.grid, &self.slots());
        for send in &sends {
            let session = self.sessions.get_mut(&send.key).expect("planned for a live session");
            session.applied = session.applied.sent(send.limit);
            session.sent_last_minute += 1;
        }
        sends.len()
    }

    fn apply(&mut self, event: &Event) {
        self.clock += 1;
        match *event {
            Event::Start { key, capacity, from_api } => {
                let capacity = Watts(CAPACITIES[capacity]);
                let applied = if from_api {
                    Applied { ceiling: Some(Watts::ZERO), unanswered: None }
                } else {
                    Applied::default()
                };
                self.sessions.entry(key).or_insert(Session {
                    started_at: self.clock,
                    capacity,
                    draw: None,
                    paused: false,
                    applied,
                    target: Watts::ZERO,
                    sent_last_minute: 0,
                });
            }
            Event::Stop { key } => {
                self.sessions.remove(&key);
            }
            Event::Reading { key, draw } => {
                if let Some(s) = self.sessions.get_mut(&key) {
                    // A station may lie about its draw: the reading is taken as it comes.
                    s.draw = Some(Watts(draw));
                }
            }
            Event::Pause { key, paused } => {
                if let Some(s) = self.sessions.get_mut(&key) {
                    s.paused = paused;
                }
            }
            Event::Accept { key } => self.answer(key, Applied::accepted),
            Event::Reject { key } => self.answer(key, Applied::rejected),
            Event::Lose { key } => {
                if let Some(s) = self.sessions.get_mut(&key) {
                    s.applied = s.applied.unanswerable(s.capacity);
                }
            }
            Event::Limit { grid } => self.grid = Watts(grid),
            Event::Minute => self.sessions.values_mut().for_each(|s| s.sent_last_minute = 0),
            Event::Allocate => {
                self.allocate();
            }
        }
    }

    fn answer(&mut self, key: u8, answer: fn(Applied) -> Applied) {
        if let Some(s) = self.sessions.get_mut(&key) {
            s.applied = answer(s.applied);
        }
    }
}

fn new_site(grid: u64) -> Site {
    Site { grid: Watts(grid), clock: 0, sessions: BTreeMap::new() }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// The sum of what may be in force never passes the limit because of anything the platform
    /// sends: only a station-started session (its EVSE's capacity until its first limit is
    /// accepted) or a lowered limit can put it above, and from there it only falls.
    #[test]
    fn what_may_be_in_force_never_rises_above_the_limit(grid in 0u64..60_000, events in prop::collection::vec(event(), 1..200)) {
        let mut site = new_site(grid);
        for event in &events {
            let before = site.in_force();
            site.apply(event);
            let after = site.in_force();
            let physics = matches!(event, Event::Start { from_api: false, .. });
            if !physics {
                prop_assert!(after <= before.max(site.grid), "{event:?}: {before} -> {after} over {}", site.grid);
            }
        }
    }

    /// Every raise is sent only when the reductions it needs were accepted: at the moment of
    /// sending, what may be in force elsewhere plus the raise fits the limit.
    #[test]
    fn every_raise_fits_beside_what_may_be_in_force_elsewhere(grid in 0u64..60_000, events in prop::collection::vec(event(), 1..200)) {
        let mut site = new_site(grid);
        for event in &events {
            if matches!(event, Event::Allocate) {
                let shares = shares(site.limit(), &site.demands());
                for (key, share) in &shares {
                    site.sessions.get_mut(key).expect("a share of a live session").target = share.watts();
                }
                let slots = site.slots();
                for send in plan(site.grid, &slots) {
                    let slot = slots.iter().find(|s| s.key == send.key).expect("a live slot");
                    let now = slot.applied.may_be(slot.capacity);
                    if send.limit > now {
                        let elsewhere: Watts = slots.iter().filter(|s| s.key != send.key).map(|s| s.applied.may_be(s.capacity)).sum();
                        prop_assert!(elsewhere + send.limit <= site.grid, "raise of {:?} to {} beside {elsewhere}", send.key, send.limit);
                    } else {
                        prop_assert!(send.limit < now, "a send changes something");
                    }
                }
            }
            site.apply(event);
        }
    }

    /// The shares never pass the limit, nor any session's maximum; demand above the limit uses
    /// all of it but what cannot make a floor; no session waits while a share it could use is
    /// idle; and the same sessions give the same shares.
    #[test]
    fn the_shares_fill_the_limit_and_no_more(grid in 0u64..60_000, events in prop::collection::vec(event(), 1..80)) {
        let mut site = new_site(grid);
        for event in &events {
            site.apply(event);
        }
        let demands = site.demands();
        let shares = shares(site.limit(), &demands);
        prop_assert_eq!(&shares, &super::shares::shares(site.limit(), &demands), "deterministic");
        let total: Watts = shares.values().map(|s| s.watts()).sum();
        prop_assert!(total <= site.grid);
        let floor = |d: &Demand<u8>| DEFAULT_MIN_SESSION.min(d.max).min(site.grid);
        let mut admitted_max = Watts::ZERO;
        let mut admitted_floors = Watts::ZERO;
        let mut first_waiting: Option<&Demand<u8>> = None;
        let mut ordered: Vec<&Demand<u8>> = demands.iter().collect();
        ordered.sort_by_key(|d| (d.started_at, d.key));
        for demand in ordered {
            match shares[&demand.key] {
                Share::Charging(watts) => {
                    prop_assert!(watts <= demand.max && watts >= floor(demand));
                    prop_assert!(first_waiting.is_none(), "an older session waits behind a newer charging one");
                    admitted_max += demand.max;
                    admitted_floors += floor(demand);
                }
                Share::Waiting => { first_waiting.get_or_insert(demand); }
                Share::Paused => prop_assert!(demand.paused),
            }
        }
        prop_assert_eq!(total, admitted_max.min(site.grid), "all of the limit the admitted sessions can take is given");
        if let Some(waiting) = first_waiting {
            prop_assert!(floor(waiting) == Watts::ZERO || admitted_floors + floor(waiting) > site.grid, "a session waits while its floor is free");
        }
    }

    /// When nothing changes and every station accepts, the limits in force reach the shares
    /// (within a step) and then nothing more is sent.
    #[test]
    fn the_allocation_settles_when_nothing_changes(grid in 0u64..60_000, events in prop::collection::vec(event(), 1..120)) {
        let mut site = new_site(grid);
        for event in &events {
            site.apply(event);
        }
        let mut sent = 0;
        for _ in 0..12 {
            site.apply(&Event::Minute);
            sent = site.allocate();
            for key in site.sessions.keys().copied().collect::<Vec<_>>() {
                site.apply(&Event::Accept { key });
            }
        }
        prop_assert_eq!(sent, 0, "still sending after twelve rounds");
        prop_assert!(site.in_force() <= site.grid, "settled at {} above the limit {}", site.in_force(), site.grid);
        for s in site.sessions.values() {
            let may_be = s.applied.may_be(s.capacity);
            prop_assert!(may_be <= s.target.min(s.capacity) + step(s.capacity), "{may_be} above its share {}", s.target);
            if site.in_force() + step(s.capacity) <= site.grid {
                prop_assert!(may_be + step(s.capacity) >= s.target.min(s.capacity), "{may_be} left below its share {} with room", s.target);
            }
        }
    }
}
