//! The allocator's loop for one site: while the site's lease is this task's, read the site's
//! limit and its power partition, run a round (`domain::load::round`), write what it decided
//! before anything is sent (a task lost mid-send leaves every limit on its way counted), send its
//! limits, record each answer, and run again; let the lease go after a round with nothing to do,
//! unless a change was noted meanwhile (then run again).
//!
//! The limits of one round are sent together: a round's raises fit beside what may be in force
//! with its reductions counted at their old, higher limits, so no answer, or lack of one, can
//! make them exceed the site's limit. The raises a reduction makes room for follow in the next
//! round, once it is accepted.

use std::time::Duration;

use futures_util::future::join_all;

use crate::domain::load::allocation::PowerAllocation;
use crate::domain::load::plan::Send;
use crate::domain::load::power_session::{PowerSession, PowerState};
use crate::domain::load::round;
use crate::domain::load::shares::SiteLimit;
use crate::domain::load::watts::Watts;
use crate::domain::station_command::StationCommand;
use crate::ids::{AssetId, OrgId, SessionId, SiteId};
use crate::ocpp::station_link::{StationLink, StationRefusal, Target, accepted};
use crate::store::power_allocations::EVENT_WINDOW_MS;
use crate::store::{Store, StoreError};

use super::enrolment::{START_RESERVED_MS, site_limit};

/// A site's allocator runs at most this many rounds before it lets its lease expire: a site
/// whose stations keep answering is settled long before; one that is not is picked up again by
/// the next change.
const MOST_ROUNDS: usize = 12;

/// How long a site's lease is taken for: a round's sends and their answers, twice over, so a
/// live holder never loses it.
pub fn lease_ms(call_timeout: Duration) -> i64 {
    let timeout_ms = i64::try_from(call_timeout.as_millis()).unwrap_or(i64::MAX / 4);
    timeout_ms.saturating_mul(2).saturating_add(10_000)
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ran {
    /// Nothing more to send, nothing changed meanwhile: the lease is let go.
    Settled,
    /// Another task holds the site's lease: it sees the change and runs again.
    HeldElsewhere,
    /// `MOST_ROUNDS` ran: the lease is let go, and the site is run again (by this task's retry or
    /// the next change).
    GaveUp,
}

/// What a station made of a limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Answer {
    Accepted,
    /// It said no, or the CALL surely never reached it: the limit before holds.
    Refused,
    /// No answer (a timeout, a lost connection): it may be applying either.
    Unknown,
}

/// One task's allocator: what it runs with.
pub struct Allocator<'a> {
    pub store: &'a Store,
    pub link: &'a dyn StationLink,
    /// The task's id, as the site's lease names it.
    pub task: &'a str,
    /// How long a limit's answer is waited for.
    pub call_timeout: Duration,
}

impl Allocator<'_> {
    /// Runs `site`'s allocator until it settles, another task holds it, or `MOST_ROUNDS` ran.
    pub async fn run(&self, org: OrgId, site: SiteId) -> Result<Ran, StoreError> {
        let timeout_ms = i64::try_from(self.call_timeout.as_millis()).unwrap_or(i64::MAX / 4);
        let lease_ms = lease_ms(self.call_timeout);
        for _ in 0..MOST_ROUNDS {
            let now = crate::time::now_ms();
            let Some(header) =
                self.store.take_allocator_lease(org, site, self.task, now, now + lease_ms).await?
            else {
                return Ok(Ran::HeldElsewhere);
            };
            let limited = site_limit(self.store, org, site).await?;
            let mut power = self.store.site_power(org, site).await?;
            // Starts reserved from the API hold their reservation until their station binds
            // them; one whose station never began is given up.
            let (starting, mut sessions): (Vec<_>, Vec<_>) =
                power.sessions.drain(..).partition(PowerSession::is_starting);
            let mut reserved = Watts::ZERO;
            for start in starting {
                if now.saturating_sub(start.started_at) > START_RESERVED_MS {
                    // Unless its Started event bound it meanwhile.
                    self.store.remove_unbound_start(org, site, &start.session_id).await?;
                } else {
                    reserved += start.may_be();
                }
            }
            let mut round_limit = limited.unwrap_or(UNLIMITED);
            round_limit.grid = round_limit.grid.saturating_sub(reserved);
            power.sessions = std::mem::take(&mut sessions);
            let shares_before: Vec<_> = power.sessions.iter().map(share_of).collect();
            let decided = round::run(round_limit, &mut power.sessions, now, timeout_ms);
            if decided.changed.is_empty() && decided.sends.is_empty() {
                if self.store.release_allocator_lease(org, site, self.task, header.pending).await? {
                    return Ok(Ran::Settled);
                }
                continue;
            }
            let moved = power.sessions.iter().map(share_of).ne(shares_before);
            let allocation =
                limited.map(|limited| PowerAllocation::of(limited.grid.to_capacity(), &power.sessions));
            let mut sessions: Vec<PowerSession> =
                power.sessions.into_iter().filter(|s| decided.changed.contains(&s.session_id)).collect();
            // Written before anything is sent, and only if the site is as it was read: a start,
            // an end or a reading noted meanwhile runs the round again on what is stored now.
            if !self.store.record_round(org, site, &sessions, header.epoch).await? {
                continue;
            }
            let sends = decided.sends.iter().filter_map(|send| {
                let session = sessions.iter().find(|s| s.session_id == send.key)?;
                Some(self.send(org, session, send))
            });
            let mut progress = false;
            for (key, answer) in join_all(sends).await {
                progress |= answer == Answer::Accepted;
                let Some(session) = sessions.iter_mut().find(|s| s.session_id == key) else { continue };
                let sent_at = session.sent_at;
                let applied = session.applied();
                session.set_applied(match answer {
                    Answer::Accepted => applied.accepted(),
                    Answer::Refused => applied.rejected(),
                    Answer::Unknown => applied.unanswerable(Watts(session.capacity_w)),
                });
                session.refused_at = match answer {
                    Answer::Accepted => None,
                    Answer::Refused => Some(now),
                    Answer::Unknown => session.refused_at,
                };
                let recorded = match sent_at {
                    Some(sent_at) => self.store.record_answer(org, site, session, sent_at).await?,
                    None => self.store.record_allocation(org, site, session).await?,
                };
                if !recorded {
                    // A later limit is on its way (or the session ended): its answer decides.
                    continue;
                }
                // The session shows the limit its station accepted (best effort: the partition
                // is what counts).
                if answer == Answer::Accepted
                    && let Some(id) = SessionId::parse(&session.session_id)
                    && let Err(error) = self.store.set_session_limit(org, id, session.ceiling_w).await
                {
                    tracing::warn!(session = %session.session_id, %error, "load.session_limit_not_shown");
                }
            }
            // Not even tried within the minute of the last one (its webhooks read for nothing).
            let due = header.allocated_event_at.is_none_or(|at| now.saturating_sub(at) >= EVENT_WINDOW_MS);
            if let Some(allocation) = allocation.filter(|_| moved && due)
                && let Err(error) = self.store.record_power_allocated(org, site, &allocation, now).await
            {
                // At most one a minute per site, and best effort: the power endpoint shows every
                // change, and a failed event must not stop a round whose limits are on their way.
                tracing::warn!(%org, site = %site, %error, "load.allocation_event_not_written");
            }
            // Refused or unanswered, the same limits would be sent again at once: they wait for
            // the next change instead (the station is not flooded).
            if !progress && self.store.release_allocator_lease(org, site, self.task, header.pending).await? {
                return Ok(Ran::Settled);
            }
        }
        // Let go, so the next change (or this task's retry) runs the site again at once.
        self.store.let_allocator_lease_go(org, site, self.task).await?;
        Ok(Ran::GaveUp)
    }

    /// Sends one limit to the session's station: its answer, by session.
    async fn send(&self, org: OrgId, session: &PowerSession, send: &Send<String>) -> (String, Answer) {
        let key = send.key.clone();
        let Some(asset) = AssetId::parse(&session.asset_id) else {
            tracing::warn!(session = %session.session_id, "load.asset_id_unreadable");
            return (key, Answer::Refused);
        };
        let command = StationCommand::SetTransactionLimit {
            evse_id: session.evse_id,
            transaction_id: session.transaction_id.clone(),
            watts: i64::try_from(send.limit.0).unwrap_or(i64::MAX),
        };
        let target = Target { org, identity: &session.identity, asset };
        let answer = match accepted(self.link.call(target, command).await) {
            Ok(_) => Answer::Accepted,
            Err(refusal) if refusal.is_definite() => {
                if let StationRefusal::Rejected { status } = &refusal {
                    tracing::info!(session = %session.session_id, %status, "load.limit_rejected");
                }
                Answer::Refused
            }
            Err(_) => Answer::Unknown,
        };
        (key, answer)
    }
}

/// What a `power_allocated` event tells of a session: its share and where it stands.
fn share_of(session: &PowerSession) -> (String, u64, PowerState) {
    (session.session_id.clone(), session.target_w, session.state)
}

/// A site whose limit was removed (or that is gone): every session may have its maximum.
const UNLIMITED: SiteLimit = SiteLimit { grid: Watts(u64::MAX / 4), min_session: Watts::ZERO };
