//! Sessions on OCPP charging stations: what the gateway does with a station's
//! TransactionEvent and Authorize (`incoming`), and the commands the platform sends a
//! station when a session starts or stops, an asset changes status or a power limit is set
//! (`commands`). See docs/ocpp.md.

pub mod commands;
pub mod incoming;
pub mod link;
pub mod logs;
pub mod power_limit;
pub mod station_commands;
