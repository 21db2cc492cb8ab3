//! A function's way to run a site's allocator now: it asks the gateway task holding one of the
//! site's stations (`StationCommand::RunSiteAllocator`), which runs it in the background.

use crate::domain::station_command::StationCommand;
use crate::ids::{AssetId, OrgId, SiteId};
use crate::ocpp::station_link::{StationLink, Target};

/// Asks the gateway holding `identity` to run `site`'s allocator. Best effort: a change noted is
/// never lost (the next one runs it), so a failure is only logged.
pub async fn wake(link: &dyn StationLink, org: OrgId, identity: &str, asset: AssetId, site: SiteId) {
    let command = StationCommand::RunSiteAllocator { site_id: site.to_string() };
    if let Err(failure) = link.call(Target { org, identity, asset }, command).await {
        tracing::warn!(%org, site = %site, ?failure, "load.allocator_not_woken");
    }
}
