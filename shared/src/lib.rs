//! The shared request pipeline and store of the Platform Operations API.
//!
//! Every Lambda function is a route table over `pipeline::Service`; the local runner serves
//! the same services in-process. Domain types live in `domain`, persistence in `store`.

pub mod allocation;
pub mod app;
pub mod auth;
pub mod cache;
pub mod config;
pub mod delegation;
pub mod domain;
pub mod envelope;
pub mod error;
pub mod idempotency;
pub mod ids;
pub mod lambda;
#[cfg(test)]
mod layers;
pub mod list;
pub mod log_files;
pub mod logging;
pub mod ocpp;
pub mod permissions;
pub mod pipeline;
pub mod preconditions;
pub mod principal;
pub mod rate_limit;
pub mod refusals;
pub mod request_id;
pub mod restrictions;
pub mod roles;
pub mod route;
pub mod schedule_authority;
pub mod site_access;
pub mod station_sessions;
pub mod store;
pub mod tenancy;
pub mod time;
pub mod versions;
pub mod webhooks;

pub use app::App;
pub use envelope::Reply;
pub use error::ApiError;
pub use route::{Access, Ctx, HandlerFuture, Route};
