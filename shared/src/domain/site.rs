//! Sites: where assets are installed. Fields, validation, list schema and representation.

use serde_json::{Value, json};

use super::body::{BodyError, Fields};
use super::capacity::{Capacity, take_power};
use super::list_schema::{Field, FieldKind, ListSchema};
use super::location::Location;
use crate::ids::{OrgId, SiteId};
use crate::time;
use crate::versions::ApiVersion;

pub const NAME_MAX: usize = 200;

named_enum! {
    pub enum SiteStatus {
        Active => "active",
        Inactive => "inactive",
    }
}

#[derive(Debug, Clone)]
pub struct Site {
    pub id: SiteId,
    pub org_id: OrgId,
    pub name: String,
    pub status: SiteStatus,
    pub location: Option<Location>,
    /// The most the site's charging sessions may draw together (kW), shared among them by load
    /// management (docs/load-management.md); `None`: no limit.
    pub grid_limit_kw: Option<Capacity>,
    /// The least worth charging with under the limit (kW); `None`: the default, 1.4 kW.
    pub min_session_kw: Option<Capacity>,
    pub created_at: i64,
    pub updated_at: i64,
    /// Incremented by every write; the basis for conditional updates.
    pub version: i64,
}

impl Site {
    /// A new site of `org`, as it will be stored: a fresh id, created now, revision 1.
    pub fn new(org: OrgId, new: NewSite) -> Site {
        let id = SiteId::generate();
        let now = id.created_ms().unwrap_or_else(time::now_ms);
        Site {
            id,
            org_id: org,
            name: new.name,
            status: new.status,
            location: new.location,
            grid_limit_kw: new.grid_limit_kw,
            min_session_kw: new.min_session_kw,
            created_at: now,
            updated_at: now,
            version: 1,
        }
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        let fields = json!({
            "organization_id": version.show_id(&self.org_id),
            "name": self.name,
            "status": self.status.as_str(),
            "location": self.location,
            "grid_limit_kw": self.grid_limit_kw.map(Capacity::to_json),
            "min_session_kw": self.min_session().to_json(),
            "created_at": time::render(self.created_at, version),
            "updated_at": time::render(self.updated_at, version),
        });
        version.resource("site", &self.id, fields)
    }

    /// The least worth charging with under the grid limit.
    pub fn min_session(&self) -> Capacity {
        self.min_session_kw.unwrap_or(DEFAULT_MIN_SESSION_KW)
    }
}

/// The default `min_session_kw`: 1.4 kW, 6 A on one phase at 230 V, the least current IEC 61851
/// lets a car charge with.
pub const DEFAULT_MIN_SESSION_KW: Capacity = Capacity::from_const_milli(1_400);

/// A validated create request.
#[derive(Debug, Clone)]
pub struct NewSite {
    pub name: String,
    pub status: SiteStatus,
    pub location: Option<Location>,
    pub grid_limit_kw: Option<Capacity>,
    pub min_session_kw: Option<Capacity>,
}

impl NewSite {
    pub fn from_body(body: &[u8]) -> Result<NewSite, BodyError> {
        let mut fields = Fields::parse(body)?;
        let name = fields.require_label("name", NAME_MAX);
        let status = fields
            .take_enum("status", SiteStatus::parse, SiteStatus::NAMES)
            .unwrap_or(Some(SiteStatus::Active));
        let location = take_location(&mut fields);
        let grid_limit_kw = take_power(&mut fields, "grid_limit_kw").flatten();
        let min_session_kw = take_power(&mut fields, "min_session_kw").flatten();
        fields.finish()?;
        match (name, status, location) {
            (Some(name), Some(status), Some(location)) => {
                Ok(NewSite { name, status, location, grid_limit_kw, min_session_kw })
            }
            _ => Err(BodyError::Internal("field errors were not reported")),
        }
    }
}

/// A validated partial update. `location: Some(None)` clears the location.
#[derive(Debug, Clone, Default)]
pub struct SitePatch {
    pub name: Option<String>,
    pub status: Option<SiteStatus>,
    pub location: Option<Option<Location>>,
    /// `Some(None)` removes the limit.
    pub grid_limit_kw: Option<Option<Capacity>>,
    /// `Some(None)` goes back to the default.
    pub min_session_kw: Option<Option<Capacity>>,
}

impl SitePatch {
    pub fn from_body(body: &[u8]) -> Result<SitePatch, BodyError> {
        let mut fields = Fields::parse(body)?;
        let name = fields.take_label("name", NAME_MAX);
        let status = fields.take_enum("status", SiteStatus::parse, SiteStatus::NAMES).flatten();
        // Invalid reads as `Some(None)`: the error is recorded and finish() reports it.
        let location = fields.contains("location").then(|| take_location(&mut fields).flatten());
        let grid_limit_kw = take_power(&mut fields, "grid_limit_kw");
        let min_session_kw = take_power(&mut fields, "min_session_kw");
        fields.finish()?;
        let patch = SitePatch { name, status, location, grid_limit_kw, min_session_kw };
        if patch.name.is_none()
            && patch.status.is_none()
            && patch.location.is_none()
            && patch.grid_limit_kw.is_none()
            && patch.min_session_kw.is_none()
        {
            return Err(BodyError::field(
                "body",
                "give at least one of: name, status, location, grid_limit_kw, min_session_kw",
            ));
        }
        Ok(patch)
    }
}

/// `None` when invalid (error recorded); `Some(None)` when absent or null.
fn take_location(fields: &mut Fields) -> Option<Option<Location>> {
    match fields.take("location") {
        None | Some(Value::Null) => Some(None),
        Some(Value::String(text)) => fields.checked("location", Location::parse(&text)).map(Some),
        Some(_) => {
            fields.error("location", "must be a string \"<latitude>,<longitude>\"");
            None
        }
    }
}

/// Site lists: sortable by created_at, updated_at, name and status (one index each), and
/// filterable by each of them.
pub static SITE_LIST: ListSchema = ListSchema {
    kind: "SITE",
    default_sort: "-created_at",
    fields: &[
        Field::sorted("created_at", FieldKind::Instant, true),
        Field::sorted("name", FieldKind::Text, false),
        Field::sorted("updated_at", FieldKind::Instant, true),
        Field::sorted("status", FieldKind::Enum(SiteStatus::NAMES), true),
    ],
};
