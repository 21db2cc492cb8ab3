//! Assets: units installed at a site (EV charging units). Fields, status transitions,
//! validation, list schema and representation.

use serde_json::{Value, json};

use super::body::{BodyError, Fields};
use super::capacity::{Capacity, take_power};
use super::list_schema::{Field, FieldKind, ListSchema};
use super::station::StationState;
use crate::ids::{AssetId, OrgId, SiteId};
use crate::time;
use crate::versions::ApiVersion;

pub const NAME_MAX: usize = 200;

named_enum! {
    pub enum AssetStatus {
        Active => "active",
        Maintenance => "maintenance",
        Decommissioned => "decommissioned",
    }
}

impl AssetStatus {
    /// The statuses an asset may move to `self` from: active and maintenance swap freely,
    /// either may be decommissioned, and decommissioned is final.
    pub fn reachable_from(self) -> &'static [AssetStatus] {
        match self {
            AssetStatus::Active | AssetStatus::Maintenance => {
                &[AssetStatus::Active, AssetStatus::Maintenance]
            }
            AssetStatus::Decommissioned => AssetStatus::ALL,
        }
    }
}

named_enum! {
    pub enum Visibility {
        /// Everyone in the organization with read:assets sees it.
        Organization => "organization",
        /// Subject to site-based access control.
        Site => "site",
    }
}

#[derive(Debug, Clone)]
pub struct Asset {
    pub id: AssetId,
    pub org_id: OrgId,
    pub site_id: SiteId,
    pub name: String,
    pub status: AssetStatus,
    pub visibility: Visibility,
    pub capacity: Capacity,
    /// The station-wide charging limit (kW), if any: set by a PATCH or by a schedule item,
    /// whichever came last.
    pub power_limit_kw: Option<Capacity>,
    pub created_at: i64,
    pub updated_at: i64,
    /// Incremented by every write; the ETag and the basis for conditional writes.
    pub version: i64,
    /// What the asset's OCPP station last reported; `None` for a plain asset. Written only
    /// by the station writes (`store::stations`) and the gateway, never by an asset write.
    pub station: Option<StationState>,
}

impl Asset {
    /// A new asset of `org` at `site_id`, as it will be stored: a fresh id, created now,
    /// revision 1. Whether the site is a live site of `org` is the store's check.
    pub fn new(org: OrgId, site_id: SiteId, new: NewAsset) -> Asset {
        let id = AssetId::generate();
        let now = id.created_ms().unwrap_or_else(time::now_ms);
        Asset {
            id,
            org_id: org,
            site_id,
            name: new.name,
            status: new.status,
            visibility: new.visibility,
            capacity: new.capacity,
            power_limit_kw: None,
            created_at: now,
            updated_at: now,
            version: 1,
            station: None,
        }
    }

    /// This asset after `patch` (at `site_id`) was written at `now`: what the store holds
    /// once a write conditional on this revision succeeded.
    pub fn patched(&self, patch: &AssetPatch, site_id: SiteId, now: i64) -> Asset {
        Asset {
            site_id,
            name: patch.name.clone().unwrap_or_else(|| self.name.clone()),
            status: patch.status.unwrap_or(self.status),
            visibility: patch.visibility.unwrap_or(self.visibility),
            capacity: patch.capacity.unwrap_or(self.capacity),
            power_limit_kw: patch.power_limit_kw.unwrap_or(self.power_limit_kw),
            updated_at: now,
            version: self.version + 1,
            ..self.clone()
        }
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        let fields = json!({
            "organization_id": version.show_id(&self.org_id),
            "site_id": version.show_id(&self.site_id),
            "name": self.name,
            "status": self.status.as_str(),
            "visibility": self.visibility.as_str(),
            "capacity": self.capacity.to_json(),
            "power_limit_kw": self.power_limit_kw.map(Capacity::to_json),
            "created_at": time::render(self.created_at, version),
            "updated_at": time::render(self.updated_at, version),
            "station": self.station.as_ref().map(|station| station.render(version)),
        });
        version.resource("asset", &self.id, fields)
    }
}

/// A `site_id` from a request body: the text as given and the id it names, if it parses.
/// Whether the site exists in the caller's organization is the store's question (422).
#[derive(Debug, Clone)]
pub struct SiteRef {
    pub given: String,
    pub id: Option<SiteId>,
}

impl SiteRef {
    pub fn new(given: String) -> SiteRef {
        let id = SiteId::parse(&given);
        SiteRef { given, id }
    }

    /// 422 INVALID_VALUE: the id names no live site of the caller's organization.
    pub fn invalid(&self) -> BodyError {
        BodyError::InvalidValue {
            field: "site_id".into(),
            message: format!("site_id '{}' is not a site of this organization", self.given),
        }
    }
}

/// A validated create request.
#[derive(Debug, Clone)]
pub struct NewAsset {
    pub name: String,
    pub site: SiteRef,
    pub status: AssetStatus,
    pub visibility: Visibility,
    pub capacity: Capacity,
}

impl NewAsset {
    pub fn from_body(body: &[u8]) -> Result<NewAsset, BodyError> {
        let mut fields = Fields::parse(body)?;
        let name = fields.require_label("name", NAME_MAX);
        let site = fields.require_string("site_id").map(SiteRef::new);
        let status = fields
            .take_enum("status", AssetStatus::parse, AssetStatus::NAMES)
            .unwrap_or(Some(AssetStatus::Active));
        let visibility = fields
            .take_enum("visibility", Visibility::parse, Visibility::NAMES)
            .unwrap_or(Some(Visibility::Organization));
        let capacity = fields
            .require("capacity")
            .and_then(|value| fields.checked("capacity", Capacity::from_json(&value)));
        fields.finish()?;
        match (name, site, status, visibility, capacity) {
            (Some(name), Some(site), Some(status), Some(visibility), Some(capacity)) => {
                Ok(NewAsset { name, site, status, visibility, capacity })
            }
            _ => Err(BodyError::Internal("field errors were not reported")),
        }
    }
}

/// A validated partial update.
#[derive(Debug, Clone, Default)]
pub struct AssetPatch {
    pub name: Option<String>,
    pub site: Option<SiteRef>,
    pub status: Option<AssetStatus>,
    pub visibility: Option<Visibility>,
    pub capacity: Option<Capacity>,
    /// `Some(None)` clears the limit.
    pub power_limit_kw: Option<Option<Capacity>>,
}

impl AssetPatch {
    pub fn from_body(body: &[u8]) -> Result<AssetPatch, BodyError> {
        let mut fields = Fields::parse(body)?;
        let name = fields.take_label("name", NAME_MAX);
        let site = fields.take_string("site_id").map(SiteRef::new);
        let status = fields.take_enum("status", AssetStatus::parse, AssetStatus::NAMES).flatten();
        let visibility = fields.take_enum("visibility", Visibility::parse, Visibility::NAMES).flatten();
        let capacity =
            fields.take("capacity").and_then(|v| fields.checked("capacity", Capacity::from_json(&v)));
        let power_limit_kw = take_power(&mut fields, "power_limit_kw");
        fields.finish()?;
        let patch = AssetPatch { name, site, status, visibility, capacity, power_limit_kw };
        if patch.name.is_none()
            && patch.site.is_none()
            && patch.status.is_none()
            && patch.visibility.is_none()
            && patch.capacity.is_none()
            && patch.power_limit_kw.is_none()
        {
            return Err(BodyError::field(
                "body",
                "give at least one of: name, site_id, status, visibility, capacity, power_limit_kw",
            ));
        }
        Ok(patch)
    }
}

/// Asset lists: sortable by created_at, updated_at, name, status and capacity (one index
/// each); filterable by those and by site_id and visibility.
pub static ASSET_LIST: ListSchema = ListSchema {
    kind: "ASSET",
    default_sort: "-created_at",
    fields: &[
        Field::sorted("created_at", FieldKind::Instant, true),
        Field::sorted("name", FieldKind::Text, false),
        Field::sorted("updated_at", FieldKind::Instant, true),
        Field::sorted("status", FieldKind::Enum(AssetStatus::NAMES), true),
        Field::sorted("capacity", FieldKind::Number, true),
        Field::filter("site_id", FieldKind::Ref(crate::ids::uuid_of::<crate::ids::SiteKind>)),
        Field::filter("visibility", FieldKind::Enum(Visibility::NAMES)),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_patch_sets_a_power_limit_or_clears_it_with_null() {
        let set = AssetPatch::from_body(br#"{"power_limit_kw": 7.4}"#).expect("valid");
        assert_eq!(set.power_limit_kw, Some(Capacity::parse("7.4")));
        let cleared = AssetPatch::from_body(br#"{"power_limit_kw": null}"#).expect("valid");
        assert_eq!(cleared.power_limit_kw, Some(None));
        let untouched = AssetPatch::from_body(br#"{"name": "Bay 1"}"#).expect("valid");
        assert_eq!(untouched.power_limit_kw, None);
    }

    #[test]
    fn a_power_limit_of_zero_or_below_or_not_a_number_is_refused_naming_the_field() {
        for body in
            [&br#"{"power_limit_kw": 0}"#[..], br#"{"power_limit_kw": -1}"#, br#"{"power_limit_kw": "7"}"#]
        {
            let refused = AssetPatch::from_body(body).expect_err("refused");
            assert!(format!("{refused:?}").contains("power_limit_kw"), "{refused:?}");
        }
    }
}
