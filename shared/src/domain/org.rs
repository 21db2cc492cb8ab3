//! Organizations (tenants) and their plan tier.

use serde::Serialize;

use crate::ids::OrgId;

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
    pub created_at: i64,
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
