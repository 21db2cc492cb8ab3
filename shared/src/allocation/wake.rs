//! A function's way to run a site's allocator now: it asks the gateway task holding one of the
//! site's stations (`StationCommand::RunSiteAllocator`), which runs it in the background.

use crate::domain::session::Session;
use crate::domain::station_command::StationCommand;
use crate::ids::{AssetId, OrgId, SiteId};
use crate::ocpp::station_link::{StationLink, Target};
use crate::store::assets::{ASSET, OpenSessions};
use crate::store::sessions::SESSION;
use crate::store::{Store, StoreError};

/// Asks the gateway holding `identity` to run `site`'s allocator. Best effort: a change noted is
/// never lost (the next one runs it), so a failure is only logged.
pub async fn wake(link: &dyn StationLink, org: OrgId, identity: &str, asset: AssetId, site: SiteId) -> bool {
    let command = StationCommand::RunSiteAllocator { site_id: site.to_string() };
    match link.call(Target { org, identity, asset }, command).await {
        Ok(_) => true,
        Err(failure) => {
            tracing::warn!(%org, site = %site, ?failure, "load.allocator_not_woken");
            false
        }
    }
}

/// A site's limit (or its least worth charging with) changed: noted for its allocator, which is
/// woken on the gateway holding one of its sessions' stations (none enrolled: nothing to share yet;
/// sessions already running join at their next reading, `site_load::RECHECK` at most after).
pub async fn site_changed(
    store: &Store,
    link: &dyn StationLink,
    org: OrgId,
    site: SiteId,
) -> Result<(), StoreError> {
    store.note_power_change(org, site).await?;
    if super::enrolment::site_limit(store, org, site).await?.is_some()
        && let Err(error) = enrol_running(store, org, site).await
    {
        // The sessions enrolled so far are; the rest join at their next message.
        tracing::warn!(%org, site = %site, %error, "load.running_sessions_not_enrolled");
    }
    wake_oldest(store, link, org, site).await
}

/// The assets a site's new limit looks through for sessions already running, and the pages of
/// the organization's asset list it reads for them, at most.
const MOST_ASSETS: usize = 200;
const MOST_PAGES: usize = 10;

/// Sessions already running on the site's stations when it gained (or changed) its limit are
/// enrolled now, not at their next message (a station may send none until its end). Each is
/// counted at its EVSE's capacity until its first limit is accepted; one enrolled already is left
/// as it is. A site with more assets than `MOST_ASSETS` leaves its sessions to their next message.
async fn enrol_running(store: &Store, org: OrgId, site: SiteId) -> Result<(), StoreError> {
    let Some(assets) = store.assets_at_site_within(org, site, MOST_ASSETS, MOST_PAGES).await? else {
        tracing::warn!(%org, site = %site, "load.running_sessions_not_enrolled: too many assets");
        return Ok(());
    };
    for asset in assets {
        // Only a connected station's: an open session on a station that is gone would hold its
        // EVSE's capacity for nothing (it joins at its next message if it comes back).
        let Some((_, state)) = store.station_asset(asset).await? else { continue };
        if state.connection.as_deref() != Some("online") {
            continue;
        }
        let Ok(OpenSessions(holds)) = store.get_owned::<OpenSessions>(ASSET, asset.uuid(), org).await? else {
            continue;
        };
        for id in holds.evses.values().chain(holds.asset.iter()) {
            let Ok(session) = store.get_owned::<Session>(SESSION, id.uuid(), org).await? else { continue };
            let Some(identity) = session.station.as_ref().map(|station| station.identity.clone()) else {
                continue;
            };
            // Whatever its start carried, nothing is known to be in force: counted at capacity.
            super::enrolment::enrol(store, &session, &identity, false).await?;
        }
    }
    Ok(())
}

/// A session left its site's partition other than by its station's end (a forced stop, a start
/// the station refused): its share goes to the others now.
pub async fn left(
    store: &Store,
    link: &dyn StationLink,
    org: OrgId,
    site: SiteId,
    session_id: &str,
) -> Result<(), StoreError> {
    if super::enrolment::leave(store, org, site, session_id).await? {
        wake_oldest(store, link, org, site).await?;
    }
    Ok(())
}

/// The stations asked in turn to wake a site's allocator: the oldest sessions' first (an offline
/// station's answer is quick), at most this many.
const WAKE_ATTEMPTS: usize = 4;

/// Wakes the site's allocator on the gateway holding one of its sessions' stations: the oldest
/// session's first, then the next one's, until one is reached.
async fn wake_oldest(
    store: &Store,
    link: &dyn StationLink,
    org: OrgId,
    site: SiteId,
) -> Result<(), StoreError> {
    let mut power = store.site_power(org, site).await?;
    power.sessions.sort_by_key(|session| session.started_at);
    let mut asked: Vec<&str> = Vec::new();
    for session in &power.sessions {
        if asked.len() >= WAKE_ATTEMPTS {
            break;
        }
        let Some(asset) = AssetId::parse(&session.asset_id) else { continue };
        if session.identity.is_empty() || asked.contains(&session.identity.as_str()) {
            continue;
        }
        asked.push(&session.identity);
        if wake(link, org, &session.identity, asset, site).await {
            break;
        }
    }
    Ok(())
}

/// An asset's `power_limit_kw` (or capacity) changed: its sessions at its site's limit get the
/// new maximum, and the site's allocator is woken on the asset's own station (the one holding
/// those sessions). Nothing to do when none of its sessions is enrolled.
pub async fn asset_changed(
    store: &Store,
    link: &dyn StationLink,
    asset: &crate::domain::asset::Asset,
    identity: &str,
) -> Result<(), StoreError> {
    let (org, site) = (asset.org_id, asset.site_id);
    let (_, max) = super::enrolment::maximum(asset);
    let power = store.site_power(org, site).await?;
    let shown = asset.id.to_string();
    let mut changed = false;
    for session in power.sessions.iter().filter(|session| session.asset_id == shown && session.max_w != max.0)
    {
        changed |= store.set_power_max(org, site, &session.session_id, max.0).await?;
    }
    if changed {
        store.note_power_change(org, site).await?;
        wake(link, org, identity, asset.id, site).await;
    }
    Ok(())
}
