//! The control endpoint's calls in flight on this task, bounded per organization and in all.
//!
//! Every call in flight holds a REST function's Lambda until the station answers or the call
//! times out (10 s by default), so a tenant whose stations never answer could, with enough
//! API keys, hold the account's Lambda concurrency. A call takes a place for its organization
//! before it goes out (its wait for the connection's turn included) and gives it back when it
//! ends; the excess is refused at once, so its Lambda is freed at once. The refusal names the
//! seconds until the organization's (or the task's) earliest call reaches its deadline: a
//! place is sure to be free by then.
//!
//! Memory is bounded: an organization's entry lives only while it has a call in flight, and
//! there are at most `per_task` calls in flight, each a few words.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use shared::ids::OrgId;
use tokio::time::Instant;

/// An organization's calls in flight on one task at once. Above a site-wide scheduler run's
/// 8 (`scheduler::actions::ASSETS_AT_ONCE`), with as many again for its API requests.
pub const PER_ORGANIZATION: usize = 16;

/// The calls in flight on one task at once, whoever's.
pub const PER_TASK: usize = 1024;

/// Why a call was refused a place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// The organization has `limit` calls in flight on this task.
    Organization { limit: usize, retry_after: u64 },
    /// The task has as many calls in flight as it takes.
    Task { retry_after: u64 },
}

pub struct InFlight {
    per_organization: usize,
    per_task: usize,
    calls: Mutex<Calls>,
}

#[derive(Default)]
struct Calls {
    /// Each organization's calls in flight: a ticket and the call's deadline.
    by_org: HashMap<OrgId, Vec<(u64, Instant)>>,
    total: usize,
    next_ticket: u64,
}

/// A call's place: given back when dropped (the call ended, or its request was dropped).
pub struct Place {
    in_flight: Arc<InFlight>,
    org: OrgId,
    ticket: u64,
}

impl InFlight {
    pub fn new(per_organization: usize, per_task: usize) -> InFlight {
        InFlight { per_organization, per_task, calls: Mutex::new(Calls::default()) }
    }

    /// A place for a call of `org` that ends by `deadline` at the latest.
    pub fn take(self: &Arc<Self>, org: OrgId, deadline: Instant) -> Result<Place, Refused> {
        let now = Instant::now();
        let mut calls = self.lock();
        let held = calls.by_org.get(&org).map_or(0, Vec::len);
        if held >= self.per_organization {
            let soonest = calls.by_org.get(&org).into_iter().flatten().map(|(_, until)| *until).min();
            let retry_after = seconds_until(soonest, now);
            return Err(Refused::Organization { limit: self.per_organization, retry_after });
        }
        if calls.total >= self.per_task {
            let soonest = calls.by_org.values().flatten().map(|(_, until)| *until).min();
            return Err(Refused::Task { retry_after: seconds_until(soonest, now) });
        }
        let ticket = calls.next_ticket;
        calls.next_ticket = ticket.wrapping_add(1);
        calls.total += 1;
        calls.by_org.entry(org).or_default().push((ticket, deadline));
        Ok(Place { in_flight: self.clone(), org, ticket })
    }

    /// The calls in flight now (for the tests).
    pub fn len(&self) -> usize {
        self.lock().total
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The organizations with a call in flight now (for the tests).
    pub fn organizations(&self) -> usize {
        self.lock().by_org.len()
    }

    fn lock(&self) -> MutexGuard<'_, Calls> {
        // Nothing panics while the lock is held; a poisoned lock still holds consistent counts.
        self.calls.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut calls = self.in_flight.lock();
        let Some(held) = calls.by_org.get_mut(&self.org) else { return };
        let before = held.len();
        held.retain(|(ticket, _)| *ticket != self.ticket);
        let emptied = held.is_empty();
        let released = before - held.len();
        if emptied {
            calls.by_org.remove(&self.org);
        }
        calls.total -= released;
    }
}

/// Whole seconds from `now` until `when`, at least 1.
fn seconds_until(when: Option<Instant>, now: Instant) -> u64 {
    let left = when.map_or(Duration::ZERO, |when| when.saturating_duration_since(now));
    left.as_millis().div_ceil(1000).max(1) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn org() -> OrgId {
        OrgId::generate()
    }

    fn in_secs(seconds: u64) -> Instant {
        Instant::now() + Duration::from_secs(seconds)
    }

    #[tokio::test(start_paused = true)]
    async fn an_organization_past_its_bound_is_refused_until_its_soonest_deadline() {
        let in_flight = Arc::new(InFlight::new(2, 10));
        let a = org();
        let _first = in_flight.take(a, in_secs(10)).unwrap();
        let _second = in_flight.take(a, in_secs(4)).unwrap();
        assert_eq!(
            in_flight.take(a, in_secs(10)).err(),
            Some(Refused::Organization { limit: 2, retry_after: 4 })
        );
    }

    #[tokio::test(start_paused = true)]
    async fn another_organization_is_not_held_by_one_at_its_bound() {
        let in_flight = Arc::new(InFlight::new(2, 10));
        let a = org();
        let _held = [in_flight.take(a, in_secs(10)).unwrap(), in_flight.take(a, in_secs(10)).unwrap()];
        assert!(in_flight.take(a, in_secs(10)).is_err());
        assert!(in_flight.take(org(), in_secs(10)).is_ok());
    }

    #[tokio::test(start_paused = true)]
    async fn an_ended_call_gives_its_place_back() {
        let in_flight = Arc::new(InFlight::new(1, 10));
        let a = org();
        let first = in_flight.take(a, in_secs(10)).unwrap();
        assert!(in_flight.take(a, in_secs(10)).is_err());
        drop(first);
        assert!(in_flight.take(a, in_secs(10)).is_ok());
    }

    #[tokio::test(start_paused = true)]
    async fn the_task_bound_holds_across_organizations() {
        let in_flight = Arc::new(InFlight::new(2, 3));
        let _held: Vec<Place> = (0..3).map(|_| in_flight.take(org(), in_secs(7)).unwrap()).collect();
        assert_eq!(in_flight.take(org(), in_secs(10)).err(), Some(Refused::Task { retry_after: 7 }));
    }

    #[tokio::test(start_paused = true)]
    async fn an_idle_organization_holds_no_memory() {
        let in_flight = Arc::new(InFlight::new(2, 10));
        let places: Vec<Place> = (0..5).map(|_| in_flight.take(org(), in_secs(10)).unwrap()).collect();
        assert_eq!((in_flight.len(), in_flight.organizations()), (5, 5));
        drop(places);
        assert_eq!((in_flight.len(), in_flight.organizations()), (0, 0));
    }

    #[tokio::test(start_paused = true)]
    async fn a_deadline_already_passed_still_says_one_second() {
        let in_flight = Arc::new(InFlight::new(1, 10));
        let a = org();
        let _held = in_flight.take(a, Instant::now()).unwrap();
        tokio::time::advance(Duration::from_secs(3)).await;
        assert_eq!(
            in_flight.take(a, in_secs(10)).err(),
            Some(Refused::Organization { limit: 1, retry_after: 1 })
        );
    }
}
