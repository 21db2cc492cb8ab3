//! Reaching OCPP charging stations from the REST functions: the gateway's control endpoint
//! (its wire types and signature) and the client that calls it. docs/ocpp.md.

pub mod control;
pub mod link;
pub mod sealed;
pub mod signature;
pub mod station_link;
