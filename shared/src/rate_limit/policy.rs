//! What the limits are: per tier (`Limits`, part of an organization's plan), and per endpoint
//! on top.

pub use crate::domain::org::Limits;

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
