//! Black-box tests over HTTP against the local runner and DynamoDB Local, laid out like the
//! API's paths. One DynamoDB Local per test binary; a fresh table and runner per test.

mod admin_members;
mod admin_roles;
mod api_keys;
mod asset_controls;
mod auth_permissions;
mod authentication;
mod concurrency;
mod cost_budget;
mod events_replay;
mod hostile_input;
mod idempotency;
mod inventory_assets;
mod inventory_assets_list;
mod inventory_bulk;
mod inventory_sites;
mod list_read_budget;
mod multi_sort;
mod no_escalation;
mod oauth;
mod oauth_client;
mod observability;
mod openapi;
mod operator_cli;
mod pipeline;
mod preconditions;
mod rate_limits;
mod scheduler;
mod schedules;
mod security_matrix;
mod site_access;
mod template;
mod timestamp_forms;
mod token_tampering;
mod versions;
mod webhooks;
