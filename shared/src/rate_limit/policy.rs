//! What the limits are: per tier, and per endpoint on top.

use crate::domain::org::Tier;

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

/// A limit of one endpoint, per credential, on top of the tier's (all per minute).
#[derive(Debug)]
pub struct EndpointLimit {
    /// Names the counter attribute and the `RateLimit-Policy` entry.
    pub id: &'static str,
    pub method: &'static str,
    /// The route template, as in the route tables and template.yaml.
    pub path: &'static str,
    pub per_minute: u32,
}

pub static ENDPOINT_LIMITS: [EndpointLimit; 4] = [
    EndpointLimit { id: "token", method: "POST", path: "/auth/token", per_minute: 20 },
    EndpointLimit { id: "bulk", method: "POST", path: "/inventory-service/assets/bulk", per_minute: 10 },
    EndpointLimit {
        id: "session_action",
        method: "POST",
        path: "/asset-controls/sessions/{session_id}/action",
        per_minute: 30,
    },
    EndpointLimit { id: "events", method: "GET", path: "/asset-controls/events", per_minute: 60 },
];

pub fn endpoint_limit(method: &str, path: &str) -> Option<&'static EndpointLimit> {
    ENDPOINT_LIMITS.iter().find(|limit| limit.method == method && limit.path == path)
}
