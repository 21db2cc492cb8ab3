//! This instance's lease of a credential's minute: spare tokens granted with one request's
//! counter write and spent here, without a write, in the grant's second and the next
//! `LIFE − 1` (never past the minute's end), until they run out.
//!
//! A grant counts every token as spent at once (`n`, and its grant second's bucket `o<second>`
//! for the burst: any token still spendable may be spent in any second of its life), so the
//! shared counts never admit more than a limit; the next write reports what the lease used, in
//! the seconds it used it, and gives back what it did not.

use super::policy::Limits;
use super::state::Counts;
use crate::store::rate_limits::{Grant, LIFE, Report};

/// Requests an instance decides for a credential in a minute before it asks for spare
/// tokens: an occasional caller keeps exact counts, one write per request.
const STEADY: u32 = 4;

/// Leases replaced before they were reported, kept for the next write; more than this (never
/// seen: a replacement needs two grants with spares decided out of order) drops the oldest,
/// whose tokens then stay counted as spent.
const RETIRED: usize = 4;

/// `LIFE` as a count of seconds.
const LIFE_SECS: i64 = LIFE as i64;

/// How a request is counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// From the lease when it has a token, else a grant that may lease spares.
    Lease,
    /// Always a write of this request alone, reporting the lease first (exact counts for
    /// GET /usage/rate-limits).
    Exact,
    /// Always a write of this request alone, leaving a lease that can still be spent be
    /// (endpoint limits, counted exactly; addresses, which never lease).
    Alone,
}

/// The shared counts as of a write, every outstanding token (this lease's too) counted as spent.
#[derive(Debug, Clone, Copy)]
pub struct Standing {
    /// Unix second of the write's request.
    pub second: i64,
    /// The burst count of each of the `LIFE` seconds from `second`: its requests and every
    /// leased token that may be spent in it.
    pub burst: [u32; LIFE],
    pub minute: u32,
    pub hour: u32,
}

impl Standing {
    /// The burst count of second `now`, as far as this standing knows it (0 past its seconds:
    /// nothing it saw can still be spent then).
    fn burst_at(&self, now: i64) -> u32 {
        let age = usize::try_from(now.saturating_sub(self.second)).ok();
        age.and_then(|age| self.burst.get(age)).copied().unwrap_or(0)
    }
}

/// A leased token spent on a request.
#[derive(Debug, Clone, Copy)]
pub struct Token {
    /// The counts shown: as of the grant without this lease's tokens, plus those spent since.
    pub shown: Counts,
    /// The shared counts as of the grant, every outstanding token spent: within the limits the
    /// lease was granted under, so above the current ones only if those were lowered since.
    pub granted: Counts,
}

#[derive(Debug)]
struct Lease {
    /// Unix second of its grant: its tokens are spent in it and the next `LIFE − 1` seconds.
    granted: i64,
    spares: u32,
    used: u32,
    /// Tokens used in each second of its life (`per_second[i]` in second `granted + i`): the
    /// report adds them to their own seconds' counts, as it takes the spares out of their bucket.
    per_second: [u32; LIFE],
    at: Standing,
    /// Grants planned here before it began: only a later one's counts hold its tokens.
    after: u64,
    /// No more tokens are served (the limits were lowered); still reported by the next write.
    closed: bool,
}

impl Lease {
    fn unused(&self) -> u32 {
        self.spares.saturating_sub(self.used)
    }

    /// Second `now` within the lease's life, as an index of `per_second`.
    fn age(&self, now: i64) -> Option<usize> {
        let age = usize::try_from(now.saturating_sub(self.granted)).ok()?;
        (age < LIFE).then_some(age)
    }

    fn used_in(&self, now: i64) -> u32 {
        self.age(now).and_then(|age| self.per_second.get(age)).copied().unwrap_or(0)
    }

    /// Serves no more tokens: closed, used up, or past its life.
    fn ended(&self, now: i64) -> bool {
        self.closed || self.used >= self.spares || now >= self.granted.saturating_add(LIFE_SECS)
    }

    fn report(&self) -> Report {
        Report {
            granted: self.granted.rem_euclid(60),
            spares: self.spares,
            unused: self.unused(),
            used: self.per_second,
        }
    }
}

/// One credential on this instance, in its current minute.
#[derive(Debug, Default)]
pub struct Holder {
    minute: i64,
    /// Requests decided this minute here: the demand a lease is sized from.
    seen: u32,
    /// Grants written and not yet decided: spares are asked for only when there are none, so
    /// this instance's own concurrent requests do not refuse each other early.
    in_flight: u32,
    lease: Option<Lease>,
    /// Leases a later decision replaced: no more tokens, reported by the next write.
    retired: Vec<Lease>,
    /// The standing at the last grant decided here, and the credential's limits then.
    last: Option<(Standing, Limits)>,
    /// Grants planned here this minute.
    plans: u64,
}

impl Holder {
    /// Moves to `minute`: an older lease lapses. With unused tokens it returns its report, a
    /// write of no tokens to its own minute's item (so that minute's count, and any hour sum
    /// read after it, lose the tokens never spent; one read before keeps them, running high).
    pub fn roll(&mut self, minute: i64) -> Option<Grant> {
        if self.minute == minute {
            return None;
        }
        let old = std::mem::replace(self, Holder { minute, ..Holder::default() });
        let leases = old.retired.into_iter().chain(old.lease);
        let reports: Vec<Report> = leases.filter(|lease| lease.unused() > 0).map(|l| l.report()).collect();
        (!reports.is_empty()).then_some(Grant { minute: old.minute, second: 59, tokens: 0, reports, plan: 0 })
    }

    /// Spends a leased token, if one can be spent in second `now`. Its counts as of the grant
    /// count every outstanding token as spent (the downgrade check); the counts shown take this
    /// lease's own tokens out of them and add those spent (so `Remaining` counts down by one a
    /// request, and each spent token is counted once). Other instances' tokens stay in.
    pub fn take_token(&mut self, now: i64) -> Option<Token> {
        let lease = self.lease.as_mut().filter(|l| !l.ended(now))?;
        let age = lease.age(now)?;
        lease.used = lease.used.saturating_add(1);
        if let Some(spent) = lease.per_second.get_mut(age) {
            *spent = spent.saturating_add(1);
        }
        self.seen = self.seen.saturating_add(1);
        let at = lease.at;
        let granted = Counts { second: at.burst_at(now), minute: at.minute, hour: at.hour, endpoint: None };
        let own = |count: u32, spent: u32| count.saturating_sub(lease.spares).saturating_add(spent);
        let shown = Counts {
            second: own(granted.second, lease.used_in(now)),
            minute: own(at.minute, lease.used),
            hour: own(at.hour, lease.used),
            endpoint: None,
        };
        Some(Token { shown, granted })
    }

    /// The grant to write for a request the lease cannot serve. It reports and ends the lease,
    /// unless the mode leaves a lease that can still be spent be.
    pub fn plan(&mut self, mode: Mode, now: i64, minute: i64) -> Grant {
        let tokens = if mode == Mode::Lease && self.in_flight == 0 { self.size(now) } else { 1 };
        self.plans = self.plans.saturating_add(1);
        let mut grant =
            Grant { minute, second: now.rem_euclid(60), tokens, reports: Vec::new(), plan: self.plans };
        let reported = mode != Mode::Alone || self.lease.as_ref().is_some_and(|l| l.ended(now));
        grant.reports.extend(self.retired.drain(..).map(|lease| lease.report()));
        if reported && let Some(lease) = self.lease.take() {
            grant.reports.push(lease.report());
        }
        self.in_flight = self.in_flight.saturating_add(1);
        grant
    }

    /// Tokens to ask for: about half the requests seen this minute (a lease grows with steady
    /// traffic), capped by half of what is free in each window as of the last grant, at least 1.
    fn size(&self, now: i64) -> u32 {
        let Some((at, limits)) = self.last.filter(|_| self.seen >= STEADY) else { return 1 };
        // The lease this grant reports: its spares leave their bucket, its tokens spent in
        // this second join the second's count.
        let (spares, unused, used_now) =
            self.lease.as_ref().map_or((0, 0, 0), |l| (l.spares, l.unused(), l.used_in(now)));
        let burst = at.burst_at(now).saturating_sub(spares).saturating_add(used_now);
        let free = |limit: u32, used: u32| limit.saturating_sub(used) / 2;
        let caps = [
            self.seen / 2,
            free(limits.burst, burst),
            free(limits.per_minute, at.minute.saturating_sub(unused)),
            free(limits.per_hour, at.hour.saturating_sub(unused)),
        ];
        caps.into_iter().min().unwrap_or(1).max(1)
    }

    /// Holds leased tokens not yet reported (unused ones count as spent until a write reports
    /// them): forgetting such a holder would leave them in the hour's count.
    pub fn holds_tokens(&self) -> bool {
        self.retired.iter().chain(&self.lease).any(|lease| lease.unused() > 0)
    }

    /// What a grant's counts hold of the lease it left be (planned after the lease began):
    /// in its second's burst, every spare not spent in that second (the lease's bucket counts
    /// all its spares while it can be spent); in the minute and hour, the unused ones.
    pub fn unspent(&self, grant: &Grant, now: i64) -> (u32, u32) {
        let Some(lease) = self.lease.as_ref().filter(|l| grant.plan > l.after) else { return (0, 0) };
        let in_second = match lease.age(now) {
            Some(_) => lease.spares.saturating_sub(lease.used_in(now)),
            None => 0,
        };
        (in_second, lease.unused())
    }

    /// Serves no more of the lease's tokens; the next write reports it (its unused tokens
    /// given back) as usual.
    pub fn forfeit(&mut self) {
        if let Some(lease) = self.lease.as_mut() {
            lease.closed = true;
        }
    }

    /// Whether a grant of `minute` can still lease: not once its minute ended here (the
    /// decision then gives all its spares back).
    pub fn is_current(&self, minute: i64) -> bool {
        self.minute == minute
    }

    /// A grant decided: `kept` spare tokens become the lease (none for a refused request).
    pub fn decided(&mut self, grant: &Grant, kept: u32, at: Standing, limits: Option<Limits>) {
        if grant.minute != self.minute {
            return;
        }
        self.in_flight = self.in_flight.saturating_sub(1);
        self.seen = self.seen.saturating_add(1);
        if let Some(limits) = limits {
            self.last = Some((at, limits));
        }
        // A write that left the lease be (an endpoint's) saw newer counts, the lease's tokens
        // among them: its tokens show those from now on, so `Remaining` never rises above what
        // this instance's last write allowed.
        if let Some(lease) = self.lease.as_mut().filter(|l| grant.plan > l.after) {
            lease.at = at;
        }
        if kept > 0 {
            // A lease decided earlier but planned later (decisions out of order) is not lost:
            // its unused tokens go back with the next write.
            if let Some(replaced) = self.lease.take() {
                if self.retired.len() >= RETIRED {
                    self.retired.remove(0);
                }
                self.retired.push(replaced);
            }
            let per_second = [0; LIFE];
            let after = self.plans;
            self.lease = Some(Lease {
                granted: at.second,
                spares: kept,
                used: 0,
                per_second,
                at,
                after,
                closed: false,
            });
        }
    }

    /// A grant that failed: nothing is known of it (its tokens, if written, stay spent).
    pub fn failed(&mut self, grant: &Grant) {
        if grant.minute == self.minute {
            self.in_flight = self.in_flight.saturating_sub(1);
        }
    }
}

// Test-only views sit below all of the module's code: the layering check reads a file up to
// its first `#[cfg(test)]`.
#[cfg(test)]
impl Holder {
    /// The lease's spares and unused tokens.
    pub fn lease_tokens(&self) -> Option<(u32, u32)> {
        self.lease.as_ref().map(|lease| (lease.spares, lease.unused()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits { per_minute: 1_000, per_hour: 10_000, burst: 100 };
    const NOW: i64 = 1_800_000_030;
    const MINUTE: i64 = NOW / 60;

    /// The counts of a write at `NOW`: `in_second` requests in it, `outstanding` tokens that
    /// may be spent in it and the next seconds.
    fn standing(in_second: u32, outstanding: u32, minute: u32) -> Standing {
        let burst = std::array::from_fn(|i| if i == 0 { in_second + outstanding } else { outstanding });
        Standing { second: NOW, burst, minute, hour: minute }
    }

    /// Decides `n` single-token grants, as a credential's first requests of a minute.
    fn warmed(n: u32) -> Holder {
        let mut holder = Holder::default();
        holder.roll(MINUTE);
        for i in 1..=n {
            let grant = holder.plan(Mode::Lease, NOW, MINUTE);
            if i <= STEADY {
                assert_eq!(grant.tokens, 1, "request {i} of the minute");
            }
            holder.decided(&grant, 0, standing(i, 0, i), Some(LIMITS));
        }
        holder
    }

    /// The only report a grant carries.
    fn reported(grant: &Grant) -> Report {
        assert_eq!(grant.reports.len(), 1, "{grant:?}");
        grant.reports[0]
    }

    #[test]
    fn an_occasional_caller_writes_every_request_and_a_steady_one_leases() {
        let mut holder = warmed(STEADY);
        let grant = holder.plan(Mode::Lease, NOW, MINUTE);
        assert_eq!(grant.tokens, 2, "half of the four seen");
        holder.decided(&grant, 1, standing(5, 1, 6), Some(LIMITS));
        let counts = holder.take_token(NOW).expect("a leased token").shown;
        assert_eq!((counts.minute, counts.second), (6, 6), "as at the grant, its spare now spent");
        assert!(holder.take_token(NOW).is_none(), "one spare");
        let next = holder.plan(Mode::Lease, NOW, MINUTE);
        let report = reported(&next);
        assert_eq!((report.spares, report.unused, report.used[0], report.granted), (1, 0, 1, NOW % 60));
    }

    #[test]
    fn a_report_gives_each_second_of_the_lease_the_tokens_spent_in_it() {
        let mut holder = warmed(10);
        let grant = holder.plan(Mode::Lease, NOW, MINUTE);
        holder.decided(&grant, 4, standing(11, 4, 15), Some(LIMITS));
        assert!(holder.take_token(NOW).is_some());
        assert!(holder.take_token(NOW + 1).is_some());
        assert!(holder.take_token(NOW + 1).is_some());
        let next = holder.plan(Mode::Lease, NOW + 2, MINUTE);
        let report = reported(&next);
        assert_eq!(report.used, [1, 2, 0, 0, 0], "every spent token in its own second");
        assert_eq!((report.spares, report.unused), (4, 1));
    }

    #[test]
    fn tokens_are_spent_only_within_their_life_and_an_expired_lease_is_still_reported_exactly() {
        let mut holder = warmed(10);
        let grant = holder.plan(Mode::Lease, NOW, MINUTE);
        holder.decided(&grant, 4, standing(11, 4, 15), Some(LIMITS));
        assert!(holder.take_token(NOW).is_some());
        let last = NOW + LIFE_SECS - 1;
        assert!(holder.take_token(last).is_some(), "the last second of its life");
        assert!(holder.take_token(last + 1).is_none(), "an idle holder's tokens expire");
        assert!(holder.take_token(NOW - 1).is_none(), "never before its grant");
        // However late the report, each spent token reaches its own second.
        let next = holder.plan(Mode::Lease, NOW + 20, MINUTE);
        let report = reported(&next);
        assert_eq!(report.used, [1, 0, 0, 0, 1]);
        assert_eq!(report.unused, 2);
    }

    #[test]
    fn an_endpoint_write_reports_a_lease_that_can_no_longer_be_spent() {
        let mut holder = warmed(STEADY);
        let grant = holder.plan(Mode::Lease, NOW, MINUTE);
        holder.decided(&grant, 3, standing(5, 3, 8), Some(LIMITS));
        let alone = holder.plan(Mode::Alone, NOW + 1, MINUTE);
        assert!(alone.reports.is_empty(), "a live lease is left be");
        let alone = holder.plan(Mode::Alone, NOW + LIFE_SECS, MINUTE);
        assert_eq!(reported(&alone).unused, 3, "an expired one is reported");
    }

    #[test]
    fn spares_are_capped_by_half_of_what_is_free() {
        let mut holder = warmed(STEADY);
        holder.seen = 500;
        holder.last = Some((standing(90, 0, 990), LIMITS));
        assert_eq!(holder.size(NOW), 5, "half of the minute's last 10");
        holder.last = Some((standing(99, 0, 10), LIMITS));
        assert_eq!(holder.size(NOW), 1, "the burst is all but used: never less than this request");
        holder.last = Some((standing(99, 0, 10), LIMITS));
        assert_eq!(holder.size(NOW + 1), 50, "a new second frees the burst");
    }

    #[test]
    fn only_one_grant_in_flight_asks_for_spares() {
        let mut holder = warmed(10);
        assert!(holder.plan(Mode::Lease, NOW, MINUTE).tokens > 1);
        assert_eq!(holder.plan(Mode::Lease, NOW, MINUTE).tokens, 1);
    }

    #[test]
    fn a_new_minute_lapses_the_lease_and_reports_it_to_its_own_minute() {
        let mut holder = warmed(STEADY);
        let late = MINUTE * 60 + 57;
        let grant = holder.plan(Mode::Lease, late, MINUTE);
        let at = Standing { second: late, ..standing(5, 3, 8) };
        holder.decided(&grant, 3, at, Some(LIMITS));
        assert!(holder.take_token(late + 1).is_some());
        let lapse = holder.roll(MINUTE + 1).expect("unused tokens are written back");
        let report = reported(&lapse);
        assert_eq!((lapse.minute, lapse.tokens, report.spares, report.unused), (MINUTE, 0, 3, 2));
        assert_eq!((report.granted, report.used[1]), (57, 1), "the token lands in its own second");
        assert!(holder.take_token(late + 3).is_none(), "tokens lapse at the minute's end");
        let next = holder.plan(Mode::Lease, late + 3, MINUTE + 1);
        assert_eq!((next.tokens, next.reports.len()), (1, 0), "the new minute's grant reports nothing");
    }

    #[test]
    fn a_lease_used_up_needs_no_lapse_write() {
        let mut holder = warmed(STEADY);
        let grant = holder.plan(Mode::Lease, NOW, MINUTE);
        holder.decided(&grant, 1, standing(5, 1, 6), Some(LIMITS));
        assert!(holder.take_token(NOW).is_some());
        assert!(holder.roll(MINUTE + 1).is_none());
    }

    #[test]
    fn a_token_carries_the_standing_at_its_grant_and_a_forfeited_lease_serves_no_more() {
        let mut holder = warmed(STEADY);
        let grant = holder.plan(Mode::Lease, NOW, MINUTE);
        holder.decided(&grant, 3, standing(5, 3, 8), Some(LIMITS));
        let token = holder.take_token(NOW).expect("a leased token");
        assert_eq!((token.granted.minute, token.shown.minute), (8, 6));
        holder.forfeit();
        assert!(holder.take_token(NOW).is_none());
        let next = holder.plan(Mode::Lease, NOW, MINUTE);
        let report = reported(&next);
        assert_eq!((report.spares, report.unused), (3, 2), "reported, unused tokens given back");
    }

    #[test]
    fn endpoint_counts_leave_the_lease_be() {
        let mut holder = warmed(STEADY);
        let grant = holder.plan(Mode::Lease, NOW, MINUTE);
        holder.decided(&grant, 1, standing(5, 1, 6), Some(LIMITS));
        let alone = holder.plan(Mode::Alone, NOW, MINUTE);
        assert_eq!((alone.tokens, alone.reports.len()), (1, 0));
        assert!(holder.take_token(NOW).is_some());
    }

    #[test]
    fn shown_counts_take_the_lease_own_unspent_tokens_out_and_count_each_spent_one_once() {
        let mut holder = warmed(STEADY);
        let grant = holder.plan(Mode::Lease, NOW, MINUTE);
        // n = 8: 5 requests and this lease's 3 spares; the second's 8 the same.
        holder.decided(&grant, 3, standing(5, 3, 8), Some(LIMITS));
        let first = holder.take_token(NOW).expect("a token").shown;
        assert_eq!((first.minute, first.second, first.hour), (6, 6, 6), "5 counted and this one");
        let second = holder.take_token(NOW).expect("a token").shown;
        assert_eq!((second.minute, second.second), (7, 7), "counts down by one");
        let later = holder.take_token(NOW + 1).expect("a token").shown;
        assert_eq!(
            (later.minute, later.second),
            (8, 1),
            "a new second: only its own token, the lease taken out"
        );
    }

    #[test]
    fn a_write_beside_a_lease_refreshes_the_counts_its_tokens_show() {
        let mut holder = warmed(STEADY);
        let grant = holder.plan(Mode::Lease, NOW, MINUTE);
        let before = holder.plan(Mode::Alone, NOW, MINUTE);
        holder.decided(&grant, 3, standing(5, 3, 8), Some(LIMITS));
        // Planned before the lease began: its counts may not hold the lease's tokens.
        holder.decided(&before, 0, standing(1, 0, 1), Some(LIMITS));
        let first = holder.take_token(NOW).expect("a token").shown;
        assert_eq!(first.minute, 6, "as at the grant");
        // Five endpoint requests in the next second, each with a write of its own: the last saw
        // them all, and the lease's 3 tokens outstanding.
        for i in 1..=5 {
            let alone = holder.plan(Mode::Alone, NOW + 1, MINUTE);
            let at = Standing { second: NOW + 1, burst: [i + 3, 3, 3, 3, 3], minute: 8 + i, hour: 8 + i };
            holder.decided(&alone, 0, at, Some(LIMITS));
        }
        let token = holder.take_token(NOW + 1).expect("the lease is left be").shown;
        assert_eq!(
            (token.second, token.minute),
            (6, 12),
            "5 before, the first token, the five endpoint requests and this token"
        );
    }

    #[test]
    fn a_token_spent_in_a_later_second_is_reported_by_a_write_of_an_earlier_one() {
        let mut holder = warmed(10);
        let grant = holder.plan(Mode::Lease, NOW, MINUTE);
        holder.decided(&grant, 4, standing(11, 4, 15), Some(LIMITS));
        assert!(holder.take_token(NOW + 1).is_some());
        // A request of second NOW planned after it (requests decided out of order).
        let next = holder.plan(Mode::Lease, NOW, MINUTE);
        assert_eq!(reported(&next).used, [0, 1, 0, 0, 0]);
    }

    #[test]
    fn a_lease_replaced_by_a_later_decision_is_still_reported() {
        let mut holder = warmed(10);
        let first = holder.plan(Mode::Lease, NOW, MINUTE);
        holder.in_flight = 0;
        let second = holder.plan(Mode::Lease, NOW, MINUTE);
        assert!(first.tokens > 1 && second.tokens > 1);
        holder.decided(&first, 3, standing(11, 3, 15), Some(LIMITS));
        assert!(holder.take_token(NOW).is_some());
        holder.decided(&second, 2, standing(12, 5, 18), Some(LIMITS));
        let next = holder.plan(Mode::Lease, NOW + 1, MINUTE);
        let mut reports: Vec<(u32, u32)> = next.reports.iter().map(|r| (r.spares, r.unused)).collect();
        reports.sort_unstable();
        assert_eq!(reports, [(2, 2), (3, 2)], "both leases' unused tokens go back");
    }

    #[test]
    fn a_replaced_lease_lapses_with_the_minute_too() {
        let mut holder = warmed(10);
        let first = holder.plan(Mode::Lease, NOW, MINUTE);
        holder.in_flight = 0;
        let second = holder.plan(Mode::Lease, NOW, MINUTE);
        holder.decided(&first, 3, standing(11, 3, 15), Some(LIMITS));
        holder.decided(&second, 2, standing(12, 5, 18), Some(LIMITS));
        let lapse = holder.roll(MINUTE + 1).expect("unused tokens");
        assert_eq!(lapse.reports.len(), 2);
    }
}
