//! The link to connected stations the functions use.

use super::commands::{CallAnswer, LinkFailure, StationLink};

/// No gateway to reach: every station is offline.
pub struct Unlinked;

impl StationLink for Unlinked {
    fn call<'a>(&'a self, _: &'a str, _: &'static str, _: serde_json::Value) -> CallAnswer<'a> {
        Box::pin(async { Err(LinkFailure::Offline) })
    }
}

/// The link for a function: the registry in `store` names the gateway holding the station.
pub fn station_link(_store: &crate::store::Store, _config: &crate::config::Config) -> Unlinked {
    Unlinked
}
