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

/// A limit of one endpoint, per credential, on top of the tier's (all per minute). Declared
/// on the route it limits (`Route::limited`).
#[derive(Debug, PartialEq, Eq)]
pub struct EndpointLimit {
    /// Names the counter attribute and the `RateLimit-Policy` entry.
    pub id: &'static str,
    pub per_minute: u32,
}

pub static TOKEN: EndpointLimit = EndpointLimit { id: "token", per_minute: 20 };
pub static BULK: EndpointLimit = EndpointLimit { id: "bulk", per_minute: 10 };
pub static SESSION_ACTION: EndpointLimit = EndpointLimit { id: "session_action", per_minute: 30 };
pub static EVENTS: EndpointLimit = EndpointLimit { id: "events", per_minute: 60 };

/// Every endpoint limit, for the documentation's table and its test.
pub static ENDPOINT_LIMITS: [&EndpointLimit; 4] = [&TOKEN, &BULK, &SESSION_ACTION, &EVENTS];
