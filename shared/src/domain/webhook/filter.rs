//! What a subscription receives: event names, where `*` is every event and a name part ending
//! in `*` a family (`station_*`, `rate_limit.*`); and the sites and assets its events may
//! happen at (none listed: anywhere). See docs/webhooks.md#filters.

use super::EVENT_TYPES;
use crate::ids::{AssetId, SiteId};

/// Sites or assets a subscription may name.
pub const MAX_PLACES: usize = 100;

/// Whether the subscription entry `pattern` names `event`.
pub fn matches(pattern: &str, event: &str) -> bool {
    match pattern.strip_suffix('*') {
        Some(prefix) => event.starts_with(prefix),
        None => pattern == event,
    }
}

/// Whether `pattern` is an entry a subscription may hold: `*`, a known event name, or a prefix
/// ending in `.` or `_` then `*` that names at least one known event.
pub fn known(pattern: &str) -> bool {
    match pattern.strip_suffix('*') {
        Some("") => true,
        Some(prefix) if prefix.ends_with(['.', '_']) => EVENT_TYPES.iter().any(|e| e.starts_with(prefix)),
        Some(_) => false,
        None => EVENT_TYPES.contains(&pattern),
    }
}

/// Where an event happened, for the place filters; notices about the organization's API use
/// (rate limits, versions) happen nowhere in particular and pass them.
#[derive(Debug, Clone, Copy)]
pub struct Place {
    pub site: SiteId,
    /// `None` for an event about a whole site.
    pub asset: Option<AssetId>,
}

/// Whether an event at `place` passes the site and asset filters: each one set must name it.
pub fn at(sites: &[SiteId], assets: &[AssetId], place: Place) -> bool {
    let site = sites.is_empty() || sites.iter().any(|s| s.uuid() == place.site.uuid());
    let asset = assets.is_empty() || place.asset.is_some_and(|a| assets.iter().any(|x| x.uuid() == a.uuid()));
    site && asset
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_star_names_every_event_or_a_family() {
        assert!(matches("*", "station_connected"));
        assert!(matches("station_*", "station_disconnected"));
        assert!(!matches("station_*", "session_started"));
        assert!(matches("rate_limit.*", "rate_limit.warning"));
        assert!(matches("session_started", "session_started"));
        assert!(known("*") && known("station_*") && known("rate_limit.*") && known("api.deprecation"));
        assert!(!known("stat*"), "a family ends at a separator");
        assert!(!known("user.*") && !known("nope") && !known("*_started"));
    }

    #[test]
    fn place_filters_each_narrow() {
        let (site, other_site) = (SiteId::generate(), SiteId::generate());
        let (asset, other_asset) = (AssetId::generate(), AssetId::generate());
        let here = Place { site, asset: Some(asset) };
        assert!(at(&[], &[], here));
        assert!(at(&[site], &[], here) && !at(&[other_site], &[], here));
        assert!(at(&[], &[asset], here) && !at(&[], &[other_asset], here));
        assert!(!at(&[], &[asset], Place { site, asset: None }), "a site-wide event names no asset");
        assert!(!at(&[site], &[other_asset], here), "both filters hold");
    }
}
