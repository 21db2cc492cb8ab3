//! How a site's live sessions enter and leave its power partition: one write when a session
//! starts at a site with a limit, one when its draw moves by a step, one when it ends. Sessions
//! at sites without a limit cost one read of their site when they start.

use crate::domain::asset::Asset;
use crate::domain::evse::EvseId;
use crate::domain::load::power_session::{PowerSession, PowerState};
use crate::domain::load::round;
use crate::domain::load::shares::SiteLimit;
use crate::domain::load::watts::Watts;
use crate::domain::session::{Session, SessionStatus};
use crate::domain::session_machine::StartOn;
use crate::domain::site::Site;
use crate::ids::{OrgId, SessionId, SiteId};
use crate::store::sites::SITE;
use crate::store::station_starts::PENDING_MS;
use crate::store::{Store, StoreError};

/// What an EVSE whose asset states no capacity may draw at most: the most any charger class
/// delivers, so it is never counted at less than it may draw.
pub const UNSTATED_CAPACITY: Watts = Watts(350_000);

/// A site's limit, or `None` when it has none (or is gone): one consistent read of the site.
pub async fn site_limit(store: &Store, org: OrgId, site: SiteId) -> Result<Option<SiteLimit>, StoreError> {
    let Ok(site) = store.get_owned::<Site>(SITE, site.uuid(), org).await? else { return Ok(None) };
    Ok(site.grid_limit_kw.map(|grid| SiteLimit {
        grid: Watts::from_capacity(grid),
        min_session: Watts::from_capacity(site.min_session()),
    }))
}

/// What a session at a site with a limit may draw: its EVSE's capacity (the asset's), and the
/// most it may be given, that capacity lowered by the asset's `power_limit_kw`.
pub fn maximum(asset: &Asset) -> (Watts, Watts) {
    let capacity = match Watts::from_capacity(asset.capacity) {
        Watts::ZERO => UNSTATED_CAPACITY,
        stated => stated,
    };
    let max = asset.power_limit_kw.map_or(capacity, |limit| Watts::from_capacity(limit).min(capacity));
    (capacity, max)
}

/// Where a session stands after `enrol`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Enrolment {
    /// Its site has no limit (or it is not a live station transaction): nothing to manage.
    Unmanaged,
    /// It is in its site's power partition; `fresh` when this call put it there (the allocator
    /// must run), with its EVSE's capacity (the step its draw is noted by).
    Managed { fresh: bool, capacity: Watts },
}

/// Enrols a live station session whose site has a limit: its site and asset read, one
/// conditional put (or the binding of its start's reservation), and the change noted for the
/// allocator when it is new.
/// `start_profile_applied`: whether the station is known to apply the limit a start from the API
/// carried (a 2.0.1 station; a 1.6 one without Smart Charging ignores it, so its session counts at
/// its EVSE's capacity once bound, until its limit is accepted).
pub async fn enrol(
    store: &Store,
    session: &Session,
    identity: &str,
    start_profile_applied: bool,
) -> Result<Enrolment, StoreError> {
    let (Some(transaction_id), true) = (session.transaction_id(), session.status.is_open()) else {
        return Ok(Enrolment::Unmanaged);
    };
    if site_limit(store, session.org_id, session.site_id).await?.is_none() {
        return Ok(Enrolment::Unmanaged);
    }
    let Some((asset, _)) = store.station_asset(session.asset_id).await? else {
        return Ok(Enrolment::Unmanaged);
    };
    let (capacity, max) = maximum(&asset);
    let power = PowerSession {
        session_id: session.id.to_string(),
        asset_id: session.asset_id.to_string(),
        identity: identity.to_owned(),
        evse_id: session.evse_id.map_or(1, |evse| evse.get()),
        transaction_id: transaction_id.to_owned(),
        started_at: session.started_at,
        capacity_w: capacity.0,
        max_w: max.0,
        draw_w: None,
        // Nothing accepted yet: it may draw its EVSE's capacity until a limit is.
        ceiling_w: None,
        unanswered_w: None,
        sent_at: None,
        sends: Vec::new(),
        target_w: 0,
        state: PowerState::Waiting,
        paused: session.status == SessionStatus::Paused,
        refused_at: None,
    };
    let (org, site) = (session.org_id, session.site_id);
    // A start from the API reserved its place before its station was asked: bound now.
    let fresh = store.enrol_power_session(org, site, &power).await?
        || store.bind_start(org, site, &power.session_id, transaction_id, start_profile_applied).await?;
    Ok(Enrolment::Managed { fresh, capacity })
}

/// How long a reserved start waits for its station's Started event before its reservation is
/// given up: its claim's own life, and a minute more for the event on its way.
pub const START_RESERVED_MS: i64 = PENDING_MS + 60_000;

/// A start from the API at a site with a limit: the share it may begin with (its start request
/// carries it as the transaction's limit), reserved in the site's partition before the station
/// is asked, so no raise elsewhere takes it meanwhile. `None` at a site without a limit. When
/// other changes keep coming in between its read and its write, it begins with 0 W, reserved
/// nowhere (it is enrolled at its Started event and given its share then).
pub async fn reserve_start(
    store: &Store,
    on: &StartOn,
    session: SessionId,
    evse: EvseId,
    identity: &str,
    now: i64,
) -> Result<Option<Watts>, StoreError> {
    let (org, site) = (on.org_id, on.site_id);
    if site_limit(store, org, site).await?.is_none() {
        return Ok(None);
    }
    let Some((asset, _)) = store.station_asset(on.asset_id).await? else { return Ok(None) };
    let (capacity, max) = maximum(&asset);
    for _ in 0..RESERVE_ATTEMPTS {
        // The partition's epoch first, the limit after: a limit changed in between moved the
        // epoch, so the reservation is not written on the old one.
        let power = store.site_power(org, site).await?;
        let Some(limit) = site_limit(store, org, site).await? else { return Ok(None) };
        let begin = round::starting_share(limit, &power.sessions, max, now);
        let reserved = PowerSession {
            session_id: session.to_string(),
            asset_id: on.asset_id.to_string(),
            identity: identity.to_owned(),
            evse_id: evse.get(),
            transaction_id: String::new(),
            started_at: now,
            capacity_w: capacity.0,
            max_w: max.0,
            draw_w: None,
            ceiling_w: Some(begin.0),
            unanswered_w: None,
            sent_at: None,
            sends: Vec::new(),
            target_w: begin.0,
            state: if begin == Watts::ZERO { PowerState::Waiting } else { PowerState::Charging },
            paused: false,
            refused_at: None,
        };
        if store.reserve_start(org, site, &reserved, power.header.epoch).await? {
            return Ok(Some(begin));
        }
    }
    Ok(Some(Watts::ZERO))
}

const RESERVE_ATTEMPTS: usize = 3;

/// A session's draw moved by a step: written, and noted for the allocator. `false` when the
/// session is not enrolled (its site has no limit, or it ended).
pub async fn note_draw(
    store: &Store,
    org: OrgId,
    site: SiteId,
    session_id: &str,
    draw: Watts,
) -> Result<bool, StoreError> {
    if !store.note_draw(org, site, session_id, draw.0).await? {
        return Ok(false);
    }
    store.note_draw_change(org, site).await?;
    Ok(true)
}

/// A session ended: out of its site's partition, and noted for the allocator when it was in it
/// (`true`: its share is free for the others).
pub async fn leave(store: &Store, org: OrgId, site: SiteId, session_id: &str) -> Result<bool, StoreError> {
    if !store.remove_power_session(org, site, session_id).await? {
        return Ok(false);
    }
    store.note_power_change(org, site).await?;
    Ok(true)
}

/// A session paused (its station accepted 0 W) or resumed: `true` when it is enrolled, so its
/// site's allocator must run (a pause frees its share; a resume asks for one).
pub async fn set_paused(store: &Store, session: &Session, paused: bool) -> Result<bool, StoreError> {
    let (org, site) = (session.org_id, session.site_id);
    store.set_power_paused(org, site, &session.id.to_string(), paused).await
}

/// Whether a session is in its site's power partition (its site has a limit).
pub async fn is_enrolled(store: &Store, session: &Session) -> Result<bool, StoreError> {
    Ok(store.power_session(session.org_id, session.site_id, &session.id.to_string()).await?.is_some())
}

/// A limit reached a session's station around the allocator (a pause the record then did not
/// take): it counts at its EVSE's capacity until its next limit is accepted, and the change is
/// noted so the allocator sends its share again. `true` when it is enrolled.
pub async fn limit_unknown(store: &Store, session: &Session) -> Result<bool, StoreError> {
    let (org, site) = (session.org_id, session.site_id);
    store.forget_limit(org, site, &session.id.to_string()).await
}
