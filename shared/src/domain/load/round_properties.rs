//! The allocator as the gateway runs it (`round::run` over stored sessions, starts from the API
//! reserved with `round::starting_share` and held out of the rounds until their station binds
//! them), over random sequences with random floors and EVSE maximums below capacity: what may be
//! in force never rises above the limit because of anything the platform reserves or sends.

use proptest::prelude::*;

use super::power_session::{PowerSession, PowerState};
use super::round::{run, starting_share};
use super::shares::SiteLimit;
use super::watts::Watts;

const TIMEOUT: i64 = 30_000;

#[derive(Debug, Clone)]
enum Step {
    /// A start: from the API (reserved, bound later) or at the station (its capacity at once).
    Start {
        capacity: u64,
        max_percent: u64,
        from_api: bool,
    },
    Bind {
        pick: usize,
    },
    Stop {
        pick: usize,
    },
    Reading {
        pick: usize,
        draw: u64,
    },
    Accept {
        pick: usize,
    },
    Reject {
        pick: usize,
    },
    Pause {
        pick: usize,
        paused: bool,
    },
    Limit {
        grid: u64,
    },
    Tick {
        ms: i64,
    },
    Allocate,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        2 => (prop::sample::select(vec![3_700u64, 7_400, 11_000, 22_000]), 20u64..=100, any::<bool>())
            .prop_map(|(capacity, max_percent, from_api)| Step::Start { capacity, max_percent, from_api }),
        2 => any::<usize>().prop_map(|pick| Step::Bind { pick }),
        1 => any::<usize>().prop_map(|pick| Step::Stop { pick }),
        1 => (any::<usize>(), 0u64..25_000).prop_map(|(pick, draw)| Step::Reading { pick, draw }),
        3 => any::<usize>().prop_map(|pick| Step::Accept { pick }),
        1 => any::<usize>().prop_map(|pick| Step::Reject { pick }),
        1 => (any::<usize>(), any::<bool>()).prop_map(|(pick, paused)| Step::Pause { pick, paused }),
        1 => (0u64..60_000).prop_map(|grid| Step::Limit { grid }),
        1 => (1i64..90_000).prop_map(|ms| Step::Tick { ms }),
        4 => Just(Step::Allocate),
    ]
}

struct Site {
    limit: SiteLimit,
    now: i64,
    sessions: Vec<PowerSession>,
    next: u32,
}

impl Site {
    fn committed(&self) -> Watts {
        self.sessions.iter().map(PowerSession::may_be).sum()
    }

    fn pick(&mut self, pick: usize) -> Option<&mut PowerSession> {
        let len = self.sessions.len();
        (len > 0).then(|| &mut self.sessions[pick % len])
    }

    /// What the allocator task does: starting sessions hold their reservation, the rest run.
    fn allocate(&mut self) {
        let (starting, mut ready): (Vec<_>, Vec<_>) =
            self.sessions.drain(..).partition(PowerSession::is_starting);
        let reserved: Watts = starting.iter().map(PowerSession::may_be).sum();
        let mut limit = self.limit;
        limit.grid = limit.grid.saturating_sub(reserved);
        run(limit, &mut ready, self.now, TIMEOUT);
        self.sessions = starting.into_iter().chain(ready).collect();
    }

    fn apply(&mut self, step: &Step) {
        match *step {
            Step::Start { capacity, max_percent, from_api } => {
                self.next += 1;
                let max = (capacity * max_percent / 100).max(1);
                let mut session = PowerSession {
                    session_id: format!("s{:04}", self.next),
                    asset_id: "asset".into(),
                    identity: "CP".into(),
                    evse_id: 1,
                    transaction_id: format!("tx{}", self.next),
                    started_at: self.now,
                    capacity_w: capacity,
                    max_w: max,
                    draw_w: None,
                    ceiling_w: None,
                    unanswered_w: None,
                    sent_at: None,
                    sends: Vec::new(),
                    target_w: 0,
                    state: PowerState::Waiting,
                    paused: false,
                    refused_at: None,
                };
                if from_api {
                    let begin = starting_share(self.limit, &self.sessions, Watts(max), self.now);
                    session.transaction_id = String::new();
                    session.ceiling_w = Some(begin.0);
                }
                self.sessions.push(session);
            }
            Step::Bind { pick } => {
                if let Some(session) = self.pick(pick)
                    && session.is_starting()
                {
                    session.transaction_id = format!("bound-{}", session.session_id);
                }
            }
            Step::Stop { pick } => {
                if !self.sessions.is_empty() {
                    let at = pick % self.sessions.len();
                    self.sessions.remove(at);
                }
            }
            Step::Reading { pick, draw } => {
                if let Some(session) = self.pick(pick) {
                    session.draw_w = Some(draw);
                }
            }
            Step::Accept { pick } => {
                if let Some(session) = self.pick(pick) {
                    session.set_applied(session.applied().accepted());
                    session.refused_at = None;
                }
            }
            Step::Reject { pick } => {
                let now = self.now;
                if let Some(session) = self.pick(pick) {
                    session.set_applied(session.applied().rejected());
                    session.refused_at = Some(now);
                }
            }
            Step::Pause { pick, paused } => {
                if let Some(session) = self.pick(pick) {
                    session.paused = paused;
                }
            }
            Step::Limit { grid } => self.limit.grid = Watts(grid),
            Step::Tick { ms } => self.now += ms,
            Step::Allocate => self.allocate(),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, .. ProptestConfig::default() })]

    #[test]
    fn nothing_the_platform_reserves_or_sends_lifts_what_may_be_in_force_above_the_limit(
        grid in 0u64..60_000,
        min_session in 0u64..6_000,
        steps in prop::collection::vec(step(), 1..200),
    ) {
        let mut site = Site {
            limit: SiteLimit { grid: Watts(grid), min_session: Watts(min_session) },
            now: 1_000,
            sessions: Vec::new(),
            next: 0,
        };
        for step in &steps {
            let before = site.committed();
            site.apply(step);
            let after = site.committed();
            let platforms = matches!(step, Step::Allocate)
                || matches!(step, Step::Start { from_api: true, .. });
            if platforms && after > before {
                prop_assert!(
                    after <= site.limit.grid,
                    "{step:?} lifted what may be in force from {before:?} to {after:?} above {:?}",
                    site.limit.grid
                );
            }
        }
    }
}
