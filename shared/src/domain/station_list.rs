//! GET /inventory-service/stations: the organization's charging stations, to find the ones
//! that need an operator (offline, faulted, on an old firmware). A part of the asset list (the
//! assets that are stations), so it pages, sorts and is site-scoped exactly as the asset list
//! is, on the same indexes; the station's fields are filter expressions on the asset's
//! `station` map (docs/decisions.md, "The station list is a part of the asset list").

use serde_json::{Value, json};

use super::asset::{Asset, AssetStatus};
use super::list_schema::{Field, FieldKind, ListSchema};
use super::station::{Connection, OcppVersion, StationStatus};
use crate::versions::ApiVersion;

/// The asset attribute only a station asset has: what makes an asset one of this list.
pub const STATION_ASSET_ATTR: &str = "station_identity";

/// A filter on a field of the asset's `station` map (never sorted by: no index holds it).
const fn station_filter(name: &'static str, attr: &'static str, kind: FieldKind) -> Field {
    Field { name, attr, kind, filterable: true, sortable: false, key_filter: false }
}

/// Sortable as the asset list is by created_at, name and updated_at (the asset's own
/// indexes); filterable by the station's connection, status, last report, last_seen_at,
/// firmware, vendor, model and OCPP version, and by the asset's site and status.
pub static STATION_LIST: ListSchema = ListSchema {
    kind: "ASSET",
    default_sort: "-created_at",
    fields: &[
        Field::sorted("created_at", FieldKind::Instant, true),
        Field::sorted("name", FieldKind::Text, false),
        Field::sorted("updated_at", FieldKind::Instant, true),
        Field::filter("site_id", FieldKind::Ref(crate::ids::uuid_of::<crate::ids::SiteKind>)),
        // The asset's own status (`status` here is the station's): leave out what is in maintenance.
        station_filter("asset_status", "status", FieldKind::Enum(AssetStatus::NAMES)),
        station_filter("connection", "station.connection", FieldKind::Enum(Connection::NAMES)),
        station_filter("status", "station.status", FieldKind::Enum(StationStatus::NAMES)),
        station_filter(
            "last_known_status",
            "station.last_known_status",
            FieldKind::Enum(StationStatus::NAMES),
        ),
        station_filter("last_seen_at", "station.last_seen_at", FieldKind::Instant),
        station_filter("firmware_version", "station.firmware_version", FieldKind::Text),
        station_filter("vendor", "station.vendor", FieldKind::Text),
        station_filter("model", "station.model", FieldKind::Text),
        station_filter("ocpp_version", "station.ocpp_version", FieldKind::Enum(OcppVersion::NAMES)),
    ],
};

/// One entry of the station list: the station as the asset shows it, with the asset it is.
/// `None` for an asset that is not (or no longer) a station.
pub fn render_entry(asset: &Asset, version: &ApiVersion) -> Option<Value> {
    let station = asset.station.as_ref()?;
    let mut shown = station.render(version);
    let fields = json!({
        "object": "station",
        "asset_id": version.show_id(&asset.id),
        "asset_name": asset.name,
        "asset_status": asset.status.as_str(),
        "site_id": version.show_id(&asset.site_id),
    });
    if let (Some(shown), Value::Object(fields)) = (shown.as_object_mut(), fields) {
        shown.extend(fields);
    }
    Some(shown)
}
