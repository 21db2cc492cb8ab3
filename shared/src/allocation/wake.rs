//! A function's way to run a site's allocator now: it asks the gateway task holding one of the
//! site's stations (`StationCommand::RunSiteAllocator`), which runs it in the background.

use crate::domain::station_command::StationCommand;
use crate::ids::{AssetId, OrgId, SiteId};
use crate::ocpp::station_link::{StationLink, Target};
use crate::store::{Store, StoreError};

/// Asks the gateway holding `identity` to run `site`'s allocator. Best effort: a change noted is
/// never lost (the next one runs it), so a failure is only logged.
pub async fn wake(link: &dyn StationLink, org: OrgId, identity: &str, asset: AssetId, site: SiteId) {
    let command = StationCommand::RunSiteAllocator { site_id: site.to_string() };
    if let Err(failure) = link.call(Target { org, identity, asset }, command).await {
        tracing::warn!(%org, site = %site, ?failure, "load.allocator_not_woken");
    }
}

/// A site's limit (or its least worth charging with) changed: noted for its allocator, which is
/// woken on the gateway holding the oldest of its sessions (none enrolled: nothing to share yet;
/// sessions already running join at their next reading, `site_load::RECHECK` at most after).
pub async fn site_changed(
    store: &Store,
    link: &dyn StationLink,
    org: OrgId,
    site: SiteId,
) -> Result<(), StoreError> {
    store.note_power_change(org, site).await?;
    let power = store.site_power(org, site).await?;
    let Some(oldest) = power.sessions.iter().min_by_key(|session| session.started_at) else { return Ok(()) };
    let Some(asset) = AssetId::parse(&oldest.asset_id) else { return Ok(()) };
    wake(link, org, &oldest.identity, asset, site).await;
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
