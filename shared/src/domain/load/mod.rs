//! Site load management: a site's grid connection shared by its live sessions, never exceeded,
//! none wasted (docs/load-management.md). Pure: the gateway feeds it sessions, readings and the
//! stations' answers, and sends what it plans.
//!
//! - `shares`: who should get how much (water-filling over the sessions, the newest waiting when
//!   the limit cannot give each its floor);
//! - `in_force`: what each station may be applying, whatever it answered or failed to;
//! - `plan`: which limits to send now, reductions before the raises that need them;
//! - `draw`: what a session draws, from its station's readings;
//! - `power_session`, `round`: a session's power as the site's partition keeps it, and one run of
//!   the allocator over them;
//! - `site_view`, `allocation`: what the API shows of a site's allocation, and what a
//!   `power_allocated` event records of it.

pub mod allocation;
pub mod draw;
pub mod in_force;
pub mod plan;
pub mod power_session;
pub mod round;
pub mod shares;
pub mod site_view;
pub mod watts;

#[cfg(test)]
mod properties;
#[cfg(test)]
mod round_properties;
