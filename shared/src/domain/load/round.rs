//! One run of a site's allocator over its sessions as stored: what the gateway holding the
//! site's lease does between reading the site's power partition and sending (docs/
//! load-management.md). Pure, so the gateway's loop is only reads, writes and sends.
//!
//! 1. A limit sent longer ago than the call timeout will get no answer: it counts at the higher
//!    of it and the one before, until a later one is accepted.
//! 2. Sends older than a minute leave the per-minute count.
//! 3. Shares, then the limits to send (`shares`, `plan`); each send counts from now.

use std::collections::BTreeMap;

use super::plan::{Send, Slot, plan};
use super::power_session::{PowerSession, PowerState};
use super::shares::{Demand, Share, SiteLimit, shares};
use super::watts::Watts;

/// What a round decided.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Round {
    /// The limits to send, by session id (each already counted as sent in its session).
    pub sends: Vec<Send<String>>,
    /// The sessions whose stored power changed: the ones to write back.
    pub changed: Vec<String>,
}

/// The share a new session may begin with (its start request carries it): its fair share beside
/// the sessions already at the site, within what is free of the limit now (the others are lowered
/// to make room once it started); 0 when that is less than the least worth charging with.
pub fn starting_share(site: SiteLimit, sessions: &[PowerSession], max: Watts, now: i64) -> Watts {
    const NEW: &str = "";
    let committed: Watts = sessions.iter().map(PowerSession::may_be).sum();
    let free = site.grid.saturating_sub(committed);
    let new = Demand { key: NEW.to_owned(), started_at: now, max, draw: None, paused: false };
    let fair =
        fair_shares(site, sessions, now, Some(new)).get(NEW).map_or(Watts::ZERO, |share| share.watts());
    let begin = fair.min(free);
    if begin < site.min_session { Watts::ZERO } else { begin }
}

/// How long a session whose station refused a limit is held at what it may be applying (its
/// whole EVSE's capacity when it never accepted one) before it is sent one again: a charger
/// without smart charging refuses every limit, and the others must share what it leaves, not what
/// the allocator would have given it.
pub const REFUSED_HOLD_MS: i64 = 5 * 60_000;

fn is_held(session: &PowerSession, now: i64) -> bool {
    session.refused_at.is_some_and(|at| now.saturating_sub(at) < REFUSED_HOLD_MS)
}

/// The shares of the sessions not held, within what the held ones leave of the limit (and of
/// `new`, a start to be, if given).
fn fair_shares(
    site: SiteLimit,
    sessions: &[PowerSession],
    now: i64,
    new: Option<Demand<String>>,
) -> BTreeMap<String, Share> {
    let held: Watts = sessions.iter().filter(|s| is_held(s, now)).map(PowerSession::may_be).sum();
    let left = SiteLimit { grid: site.grid.saturating_sub(held), ..site };
    let mut demands: Vec<Demand<String>> =
        sessions.iter().filter(|s| !is_held(s, now)).map(PowerSession::demand).collect();
    demands.extend(new);
    shares(left, &demands)
}

/// Runs the allocator over `sessions` at `now` (ms), with CALLs answered within `call_timeout_ms`.
pub fn run(site: SiteLimit, sessions: &mut [PowerSession], now: i64, call_timeout_ms: i64) -> Round {
    let before: Vec<PowerSession> = sessions.to_vec();
    for session in sessions.iter_mut() {
        if session.sent_at.is_some_and(|sent| now.saturating_sub(sent) > call_timeout_ms) {
            let unanswerable = session.applied().unanswerable(Watts(session.capacity_w));
            session.set_applied(unanswerable);
        }
        session.sends.retain(|sent| now.saturating_sub(*sent) < 60_000);
    }

    let shares = fair_shares(site, sessions, now, None);
    for session in sessions.iter_mut() {
        if is_held(session, now) {
            // Its station refused its last limit: it keeps what it may be applying, counted in
            // full, until it is sent one again.
            session.target_w = session.may_be().0;
            session.state = if session.paused { PowerState::Paused } else { PowerState::Charging };
            continue;
        }
        let share = shares.get(&session.session_id).copied().unwrap_or(Share::Waiting);
        session.target_w = share.watts().0;
        session.state = match share {
            Share::Charging(_) => PowerState::Charging,
            Share::Waiting => PowerState::Waiting,
            Share::Paused => PowerState::Paused,
        };
    }

    let slots: Vec<Slot<String>> = sessions
        .iter()
        .map(|s| Slot {
            key: s.session_id.clone(),
            started_at: s.started_at,
            capacity: Watts(s.capacity_w),
            applied: s.applied(),
            target: Watts(s.target_w),
            sent_last_minute: u32::try_from(s.sends.len()).unwrap_or(u32::MAX),
        })
        .collect();
    let sends = plan(site.grid, &slots);
    for send in &sends {
        if let Some(session) = sessions.iter_mut().find(|s| s.session_id == send.key) {
            session.set_applied(session.applied().sent(send.limit));
            session.sent_at = Some(now);
            session.sends.push(now);
        }
    }

    let changed = sessions
        .iter()
        .zip(&before)
        .filter(|(after, before)| after != before)
        .map(|(after, _)| after.session_id.clone())
        .collect();
    Round { sends, changed }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::load::shares::DEFAULT_MIN_SESSION;

    const TIMEOUT: i64 = 30_000;

    fn site(grid: u64) -> SiteLimit {
        SiteLimit { grid: Watts(grid), min_session: DEFAULT_MIN_SESSION }
    }

    fn session(id: &str, started_at: i64) -> PowerSession {
        PowerSession {
            session_id: id.into(),
            asset_id: "asset".into(),
            identity: "CP-1".into(),
            evse_id: 1,
            transaction_id: format!("tx-{id}"),
            started_at,
            capacity_w: 22_000,
            max_w: 22_000,
            draw_w: None,
            ceiling_w: Some(0),
            unanswered_w: None,
            sent_at: None,
            sends: Vec::new(),
            target_w: 0,
            state: PowerState::Waiting,
            paused: false,
            refused_at: None,
        }
    }

    fn accept_all(sessions: &mut [PowerSession]) {
        for s in sessions.iter_mut() {
            s.set_applied(s.applied().accepted());
        }
    }

    #[test]
    fn three_new_sessions_are_sent_their_shares_and_a_quiet_round_writes_nothing() {
        let mut sessions = vec![session("a", 1), session("b", 2), session("c", 3)];
        let round = run(site(22_000), &mut sessions, 1_000, TIMEOUT);
        let total: u64 = round.sends.iter().map(|send| send.limit.0).sum();
        assert_eq!(round.sends.len(), 3);
        assert!(total <= 22_000, "{total}");
        assert_eq!(round.changed.len(), 3);
        accept_all(&mut sessions);
        let quiet = run(site(22_000), &mut sessions, 2_000, TIMEOUT);
        assert_eq!(quiet, Round::default(), "nothing changed, nothing sent or written");
    }

    #[test]
    fn a_limit_never_answered_counts_at_the_higher_of_the_two_after_the_call_timeout() {
        let mut sessions = vec![session("a", 1)];
        sessions[0].ceiling_w = Some(10_000);
        sessions[0].unanswered_w = Some(4_000);
        sessions[0].sent_at = Some(0);
        sessions[0].sends = vec![0];
        let round = run(site(22_000), &mut sessions, TIMEOUT + 1, TIMEOUT);
        assert_eq!(sessions[0].ceiling_w, Some(10_000), "the higher of the one before and the one lost");
        assert!(round.changed.contains(&"a".to_owned()));
        // Counted at 10 kW; its share is the whole 22 kW: raised in the same round.
        assert_eq!(round.sends, vec![Send { key: "a".to_owned(), limit: Watts(22_000) }]);
        assert_eq!((sessions[0].unanswered_w, sessions[0].sent_at), (Some(22_000), Some(TIMEOUT + 1)));
    }

    #[test]
    fn a_start_begins_with_its_fair_share_within_what_is_free_or_nothing() {
        let mut sessions = vec![session("a", 1)];
        sessions[0].ceiling_w = Some(22_000);
        assert_eq!(
            starting_share(site(22_000), &sessions, Watts(22_000), 5),
            Watts::ZERO,
            "nothing free yet"
        );
        sessions[0].ceiling_w = Some(11_000);
        assert_eq!(starting_share(site(22_000), &sessions, Watts(22_000), 5), Watts(11_000));
        sessions[0].ceiling_w = Some(4_000);
        assert_eq!(
            starting_share(site(22_000), &sessions, Watts(22_000), 5),
            Watts(11_000),
            "its fair share"
        );
        assert_eq!(starting_share(site(22_000), &[], Watts(7_400), 5), Watts(7_400), "at most its maximum");
        sessions[0].ceiling_w = Some(21_000);
        assert_eq!(starting_share(site(22_000), &sessions, Watts(22_000), 5), Watts::ZERO, "below the floor");
    }

    #[test]
    fn a_session_whose_station_refused_its_limit_is_held_and_the_others_share_what_it_leaves() {
        let mut sessions = vec![session("refuser", 1), session("b", 2)];
        sessions[0].ceiling_w = None;
        sessions[0].refused_at = Some(500);
        sessions[1].ceiling_w = Some(0);
        let round = run(site(30_000), &mut sessions, 1_000, TIMEOUT);
        assert_eq!(sessions[0].target_w, 22_000, "held at its capacity: it never accepted a limit");
        assert_eq!(round.sends, vec![Send { key: "b".to_owned(), limit: Watts(8_000) }], "what it leaves");
        let later = 500 + REFUSED_HOLD_MS;
        let accepted = sessions[1].applied().accepted();
        sessions[1].set_applied(accepted);
        let retried = run(site(30_000), &mut sessions, later, TIMEOUT);
        assert!(retried.sends.iter().any(|send| send.key == "refuser"), "asked again after the hold");
    }

    #[test]
    fn a_paused_session_is_sent_zero_and_shows_paused() {
        let mut sessions = vec![session("a", 1)];
        sessions[0].ceiling_w = Some(11_000);
        sessions[0].paused = true;
        let round = run(site(22_000), &mut sessions, 1_000, TIMEOUT);
        assert_eq!(round.sends, vec![Send { key: "a".to_owned(), limit: Watts::ZERO }]);
        assert_eq!(sessions[0].state, PowerState::Paused);
    }
}
