//! An asset's station-wide power limit (`power_limit_kw`) set or cleared, by a PATCH of the
//! asset or a schedule's `set_power_limit`: the station is told at once and the asset's sessions
//! at a site with a grid limit get their new maximum (docs/load-management.md).

use serde_json::Value;

use super::commands::{self, StationLink};
use crate::allocation::wake;
use crate::domain::asset::Asset;
use crate::domain::capacity::Capacity;
use crate::store::Store;
use crate::store::station_transactions::StationAsset;

/// The asset `asset` (as written, with its new limit) reaches its station: a station-wide limit
/// of its `power_limit_kw`, or, when cleared, of its `capacity` (a station keeps a limit until
/// it is replaced, and the asset's capacity is the most it was meant to draw). What the station
/// answered (`{action, result | error | failure}`), or `None` when nothing was sent: a plain
/// asset, or a cleared limit on an asset stating no capacity. The asset stands whatever the
/// station answers; the site's allocator is told in either case.
pub async fn limit_changed(store: &Store, link: &dyn StationLink, asset: &Asset) -> Option<Value> {
    let station = asset.station.as_ref()?;
    let stated_capacity = (asset.capacity != Capacity::ZERO).then_some(asset.capacity);
    let answer = match asset.power_limit_kw.or(stated_capacity) {
        Some(limit) => {
            let target = StationAsset::platform(asset.org_id, asset.id, station.identity.clone());
            Some(commands::set_power_limit(link, &target, limit).await)
        }
        None => None,
    };
    maximum_changed(store, link, asset).await;
    answer
}

/// The most `asset` may draw changed (its limit or its capacity): its enrolled sessions get the
/// new maximum and its site's allocator is woken. Best effort, after the asset's write: a failure
/// is logged (the sessions keep their old maximum until the asset is written again), never the
/// writer's, since the asset already changed.
pub async fn maximum_changed(store: &Store, link: &dyn StationLink, asset: &Asset) {
    let Some(station) = &asset.station else { return };
    if let Err(error) = wake::asset_changed(store, link, asset, &station.identity).await {
        tracing::warn!(asset = %asset.id, %error, "load.asset_change_not_noted");
    }
}
