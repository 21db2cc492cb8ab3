//! Domain types: values that only construct from valid input, so handlers never re-validate.

#[macro_use]
mod named;

pub mod api_key;
pub mod asset;
pub mod asset_changes;
pub mod body;
pub mod capacity;
pub mod event;
pub mod evse;
pub mod firmware_campaign;
pub mod id_token;
pub mod list_schema;
pub mod load;
pub mod location;
pub mod member;
pub mod meter_point;
pub mod oauth;
pub mod org;
pub mod recurrence;
pub mod role;
pub mod schedule;
pub mod secret;
pub mod session;
pub mod session_machine;
pub mod setting_rules;
pub mod site;
pub mod station;
pub mod station_command;
pub mod station_list;
pub mod station_log;
pub mod station_message;
pub mod station_requests;
pub mod station_settings;
pub mod stop_reason;
pub mod token_keys;
pub mod transaction_event;
pub mod webhook;
