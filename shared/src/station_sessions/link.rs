//! The functions' link to connected stations: the gateway's control endpoint client
//! (`ocpp::link`) as the commands' `StationLink`.

use super::commands::{CallAnswer, LinkFailure, StationLink, Target};
use crate::config::Config;
use crate::domain::station::StationIdentity;
use crate::domain::station_command::StationCommand;
use crate::ocpp::link::Link;
use crate::store::Store;

/// The link for a function: the registry in `store` names the gateway holding the station.
pub fn station_link(store: &Store, config: &Config) -> Link {
    Link::new(config, store.clone())
}

impl StationLink for Link {
    fn call<'a>(&'a self, target: Target<'a>, command: StationCommand) -> CallAnswer<'a> {
        Box::pin(async move {
            // An identity the asset holds was valid when it was given; one that no longer
            // parses names no station that could be connected.
            let identity = StationIdentity::parse(target.identity).ok_or(LinkFailure::Offline)?;
            Link::call(self, target.org, &identity, target.asset, &command).await
        })
    }
}
