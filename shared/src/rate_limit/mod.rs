//! Rate limits per credential, counted in DynamoDB so every instance shares them.
//!
//! A request is counted in its credential's counter item of the current minute
//! (`RATE#<credential> / M#<minute>`: the minute total, the count of each second (burst), of a
//! limited endpoint) with one UpdateItem, a grant, which for a steady credential also leases
//! spare tokens to the instance: later requests spend them without a write (`lease`). The
//! hour total is the current minute's
//! plus the earlier minutes of the hour, read with one Query per credential per minute and
//! cached in the instance. For a credential known to be genuine the write starts before
//! authentication and runs beside its reads; an API key new to the instance authenticates
//! first, so a made-up key never gets a counter item of its own (`key`); nor does a made-up
//! OAuth client id, counted by address until its client has authenticated on this instance.
//! Addresses count IPv6 clients by their /64 (`address`). See docs/rate-limits.md.

mod address;
mod key;
mod lease;
mod limiter;
mod policy;
mod state;

pub use crate::config::FAILED_AUTH_PER_MINUTE;
pub use address::Source;
pub use key::{CounterKey, Identity, Presented, identify};
pub use limiter::{Counted, GiveBack, RateLimiter};
pub use policy::{BULK, ENDPOINT_LIMITS, EVENTS, EndpointLimit, Limits, SESSION_ACTION, TOKEN};
pub use state::{Counts, RateEntry, RateState};
