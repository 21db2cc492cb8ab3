//! Organizations (tenants) and their plan tier.

use serde::Serialize;
use serde_json::{Value, json};

use super::body::{BodyError, Fields};
use crate::ids::OrgId;
use crate::time;
use crate::versions::{ApiVersion, Major};

named_enum! {
    #[derive(Serialize)]
    #[serde(rename_all = "lowercase")]
    pub enum Tier {
        Free => "free",
        Developer => "developer",
        Business => "business",
        Enterprise => "enterprise",
    }
}

named_enum! {
    pub enum OrgStatus {
        Active => "active",
        Suspended => "suspended",
    }
}

#[derive(Debug, Clone)]
pub struct Organization {
    pub id: OrgId,
    pub name: String,
    pub tier: Tier,
    /// An Enterprise organization's own rate limits, set by the platform operator.
    pub limits: Option<Limits>,
    /// How many webhooks the organization has: none means no request looks for them.
    pub webhook_count: i64,
    pub status: OrgStatus,
    /// The major version its unprefixed requests get: the catalogue's current version when the
    /// organization was created, changed only by its administrators (docs/versioning.md).
    pub api_version: Major,
    pub created_at: i64,
}

impl Organization {
    /// GET /admin/organization: the organization as this version shows it.
    pub fn render(&self, version: &ApiVersion) -> Value {
        let fields = json!({
            "name": self.name,
            "tier": self.tier.as_str(),
            "status": self.status.as_str(),
            "api_version": self.api_version.name(),
            "created_at": time::render(self.created_at, version),
        });
        version.resource("organization", &self.id, fields)
    }
}

/// PATCH /admin/organization: the version its unprefixed requests are pinned to.
#[derive(Debug)]
pub struct OrgPatch {
    pub api_version: Major,
}

impl OrgPatch {
    /// Shape only; whether the catalogue lets the organization pin that version is the
    /// handler's question.
    pub fn from_body(body: &[u8]) -> Result<OrgPatch, BodyError> {
        let mut fields = Fields::parse(body)?;
        let api_version = fields.take_enum("api_version", Major::parse, &["v1", "v2"]);
        fields.finish()?;
        match api_version {
            Some(Some(api_version)) => Ok(OrgPatch { api_version }),
            _ => Err(BodyError::field("api_version", "send api_version: v1 or v2")),
        }
    }
}

/// A credential's limits: requests per minute and per hour, and the burst, the most requests
/// in any one second (calendar seconds, like the calendar minute and hour windows).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub per_minute: u32,
    pub per_hour: u32,
    pub burst: u32,
}

impl Limits {
    pub const FREE: Limits = Limits { per_minute: 60, per_hour: 1_000, burst: 10 };
    pub const DEVELOPER: Limits = Limits { per_minute: 300, per_hour: 10_000, burst: 50 };
    pub const BUSINESS: Limits = Limits { per_minute: 1_000, per_hour: 50_000, burst: 100 };

    /// The tier's limits; Enterprise organizations have their own (`custom`), and Business
    /// limits until an operator sets them.
    pub fn of(tier: Tier, custom: Option<Limits>) -> Limits {
        match tier {
            Tier::Free => Limits::FREE,
            Tier::Developer => Limits::DEVELOPER,
            Tier::Business => Limits::BUSINESS,
            Tier::Enterprise => custom.unwrap_or(Limits::BUSINESS),
        }
    }
}
