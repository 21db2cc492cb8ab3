//! Load management on the gateway (docs/load-management.md): what a station's transaction
//! messages tell the site's allocator, and the allocator's runs on this task.
//!
//! A connection keeps, per transaction, whether its site is managed and the last register
//! reading and draw noted, so a reading costs no DynamoDB call unless the draw moved by a step
//! (and a session at a site without a limit costs one read of its site at its start, and one
//! every `RECHECK` after, so a limit set later reaches sessions already running). After every
//! change it noted, the site's allocator runs in the background: once per site on this task at a
//! time, and again if a change came while it ran.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use shared::allocation::allocator::{Allocator, Ran, lease_ms};
use shared::allocation::enrolment::{self, Enrolment};
use shared::domain::load::draw::{self, Register};
use shared::domain::load::watts::Watts;
use shared::domain::session::Session;
use shared::ids::{OrgId, SiteId};
use shared::ocpp::link::Link;
use shared::store::{Store, StoreError};
use tokio::sync::Notify;
use tokio::time::Instant;

/// How long a transaction at a site without a limit goes before its site is read again: a
/// limit set on a site of up to 200 assets reaches its running sessions at once anyway (the
/// site's PATCH enrols them), so this is for larger sites only, and a quarter hour keeps the
/// read at one per 15 readings of a reading-a-minute station.
const RECHECK: Duration = Duration::from_secs(15 * 60);

/// The transactions a connection follows at once: a station has a few EVSEs; a station that
/// names more transactions than this is followed for the newest.
const MOST_TRACKED: usize = 16;

/// The allocator runs of one task.
pub struct SiteLoad {
    store: Store,
    link: Link,
    task: String,
    call_timeout: Duration,
    /// The sites whose allocator runs on this task, and whether a change came meanwhile (its
    /// `Notify` wakes a run waiting to look again).
    running: Mutex<HashMap<(OrgId, SiteId), Running>>,
}

impl SiteLoad {
    pub fn new(store: Store, link: Link, task: String, call_timeout: Duration) -> SiteLoad {
        SiteLoad { store, link, task, call_timeout, running: Mutex::default() }
    }

    /// Runs `site`'s allocator in the background, unless it runs on this task already (then it
    /// runs once more after).
    pub fn allocate(self: &Arc<Self>, org: OrgId, site: SiteId) {
        let Ok(mut running) = self.running.lock() else { return };
        if let Some((again, woken)) = running.get_mut(&(org, site)) {
            *again = true;
            woken.notify_one();
            return;
        }
        let woken = Arc::new(Notify::new());
        running.insert((org, site), (false, woken.clone()));
        drop(running);
        let load = self.clone();
        tokio::spawn(async move {
            // Should the run end any other way than below (a panic), the site is not left marked
            // running on this task for good.
            let _ended = Ended { load: load.clone(), key: (org, site), woken: woken.clone() };
            let mut retries = 0;
            loop {
                let allocator = Allocator {
                    store: &load.store,
                    link: &load.link,
                    task: &load.task,
                    call_timeout: load.call_timeout,
                };
                // Held elsewhere, its holder runs the change, unless it died: then its lease
                // expires, and this task looks once more when it would have. A run that gave up
                // or failed looks again shortly. Either way a noted change is not left behind.
                let retry = match allocator.run(org, site).await {
                    Ok(Ran::Settled) => None,
                    Ok(Ran::HeldElsewhere) => {
                        Some(Duration::from_millis(u64::try_from(lease_ms(load.call_timeout)).unwrap_or(0)))
                    }
                    Ok(Ran::GaveUp) => {
                        tracing::warn!(%org, site = %site, "load.allocator_gave_up");
                        Some(RETRY)
                    }
                    Err(error) => {
                        tracing::error!(%org, site = %site, ?error, "load.allocator_failed");
                        Some(RETRY)
                    }
                };
                let wait = retry.filter(|_| retries < MOST_RETRIES);
                {
                    // One look under the lock: a change noted now is either seen here or finds
                    // the site no longer running and starts it.
                    let Ok(mut running) = load.running.lock() else { return };
                    match running.get_mut(&(org, site)) {
                        Some((again, _)) if *again => {
                            *again = false;
                            retries = 0;
                            continue;
                        }
                        _ if wait.is_none() => {
                            running.remove(&(org, site));
                            return;
                        }
                        _ => {}
                    }
                }
                retries += 1;
                // A change noted meanwhile runs the site at once, not after the wait.
                tokio::select! {
                    () = tokio::time::sleep(wait.unwrap_or(RETRY)) => {}
                    () = woken.notified() => {}
                }
            }
        });
    }
}

/// A site's run on this task: whether a change came while it ran, and what wakes it while it
/// waits to look again.
type Running = (bool, Arc<Notify>);

/// Takes a site's run off the task's list when it ends, if the list still names this run.
struct Ended {
    load: Arc<SiteLoad>,
    key: (OrgId, SiteId),
    woken: Arc<Notify>,
}

impl Drop for Ended {
    fn drop(&mut self) {
        let mut running = self.load.running.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if running.get(&self.key).is_some_and(|(_, woken)| Arc::ptr_eq(woken, &self.woken)) {
            running.remove(&self.key);
        }
    }
}

/// How long a run that gave up or failed waits before it looks again.
const RETRY: Duration = Duration::from_secs(2);

/// The times a site's run looks again with no new change.
const MOST_RETRIES: u32 = 3;

/// Whether a transaction's site is managed, as the connection last found.
#[derive(Debug, Clone, Copy)]
enum Site {
    Managed { capacity: Watts },
    Unmanaged { checked: Instant },
}

/// One transaction a connection follows.
#[derive(Debug)]
struct Track {
    site: Option<Site>,
    register: Option<Register>,
    noted: Option<Watts>,
    last_seen: Instant,
}

/// What a transaction message told about power: its energy register and its power reading.
#[derive(Debug, Clone, Copy, Default)]
pub struct Metered {
    pub register: Option<Register>,
    pub power: Option<Watts>,
}

/// One connection's part in load management.
pub struct ConnectionLoad {
    sites: Arc<SiteLoad>,
    tracks: Mutex<HashMap<String, Track>>,
    /// Whether the station applies the limit a start from the API carries (2.0.1: its start
    /// request's profile is the transaction's; a 1.6 station without Smart Charging ignores it).
    start_profile_applied: bool,
}

impl ConnectionLoad {
    pub fn new(sites: Arc<SiteLoad>, start_profile_applied: bool) -> ConnectionLoad {
        ConnectionLoad { sites, tracks: Mutex::default(), start_profile_applied }
    }

    /// After a transaction message moved `session` on the station `identity`: enrolled at its
    /// start (or when its site gained a limit), its draw noted as it moves, out when it ends;
    /// the allocator run after each change. Never the station's concern: a failure is logged.
    pub async fn observe(&self, store: &Store, identity: &str, session: &Session, metered: Metered) {
        if let Err(error) = self.follow(store, identity, session, metered).await {
            tracing::warn!(session = %session.id, ?error, "load.not_followed");
        }
    }

    async fn follow(
        &self,
        store: &Store,
        identity: &str,
        session: &Session,
        metered: Metered,
    ) -> Result<(), StoreError> {
        let Some(transaction_id) = session.transaction_id() else { return Ok(()) };
        let (org, site, id) = (session.org_id, session.site_id, session.id.to_string());
        if !session.status.is_open() {
            // Left whatever this connection last found of its site: the site may have gained or
            // lost its limit since (one DeleteItem).
            self.take(transaction_id);
            if enrolment::leave(store, org, site, &id).await? {
                self.sites.allocate(org, site);
            }
            return Ok(());
        }
        let now = Instant::now();
        let (site_known, previous, noted) = self.with(transaction_id, now, |track| {
            let previous = track.register;
            track.register = metered.register.or(track.register);
            (track.site, previous, track.noted)
        });
        let capacity = match site_known {
            Some(Site::Managed { capacity }) => capacity,
            Some(Site::Unmanaged { checked }) if now.duration_since(checked) < RECHECK => return Ok(()),
            _ => match enrolment::enrol(store, session, identity, self.start_profile_applied).await? {
                Enrolment::Unmanaged => {
                    self.with(transaction_id, now, |track| {
                        track.site = Some(Site::Unmanaged { checked: now })
                    });
                    return Ok(());
                }
                Enrolment::Managed { fresh, capacity } => {
                    self.with(transaction_id, now, |track| track.site = Some(Site::Managed { capacity }));
                    if fresh {
                        self.sites.allocate(org, site);
                    }
                    capacity
                }
            },
        };
        let from_register = match (previous, metered.register) {
            (Some(earlier), Some(later)) => draw::between(earlier, later),
            _ => None,
        };
        let Some(drawn) = metered.power.or(from_register) else { return Ok(()) };
        if !draw::worth_noting(noted, drawn, capacity) {
            return Ok(());
        }
        if enrolment::note_draw(store, org, site, &id, drawn).await? {
            self.with(transaction_id, now, |track| track.noted = Some(drawn));
            self.sites.allocate(org, site);
        } else {
            // Not enrolled any more: looked at again with its next message.
            self.with(transaction_id, now, |track| track.site = None);
        }
        Ok(())
    }

    /// `change` on the transaction's track, made if new (the least recently seen one forgotten
    /// when `MOST_TRACKED` are followed).
    fn with<T>(&self, transaction_id: &str, now: Instant, change: impl FnOnce(&mut Track) -> T) -> T {
        let mut tracks = self.tracks.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if !tracks.contains_key(transaction_id) && tracks.len() >= MOST_TRACKED {
            let oldest = tracks.iter().min_by_key(|(_, track)| track.last_seen).map(|(key, _)| key.clone());
            if let Some(oldest) = oldest {
                tracks.remove(&oldest);
            }
        }
        let track = tracks.entry(transaction_id.to_owned()).or_insert(Track {
            site: None,
            register: None,
            noted: None,
            last_seen: now,
        });
        track.last_seen = now;
        change(track)
    }

    fn take(&self, transaction_id: &str) -> Option<Track> {
        self.tracks.lock().unwrap_or_else(std::sync::PoisonError::into_inner).remove(transaction_id)
    }
}
