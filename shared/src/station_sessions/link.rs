//! The functions' link to connected stations: the gateway's control endpoint client
//! (`ocpp::link`), its failures as the commands tell them.

use crate::domain::station_command::StationCommand;

use super::commands::{CallAnswer, LinkFailure, StationLink, Target};
use crate::config::Config;
use crate::domain::station::StationIdentity;
use crate::ocpp::control::MALFORMED_RESULT;
use crate::ocpp::link::{Link, LinkError};
use crate::store::{Store, StoreError};

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
            let call = Link::call(self, target.org, &identity, target.asset, &command);
            call.await.map_err(|error| match error {
                LinkError::NotStation | LinkError::Offline => LinkFailure::Offline,
                LinkError::Timeout => LinkFailure::Timeout,
                LinkError::CallError { details, .. } if details[MALFORMED_RESULT] == true => {
                    LinkFailure::Malformed
                }
                LinkError::CallError { code, .. } => LinkFailure::CallError { code },
                LinkError::TooManyCalls { retry_after, limit } => {
                    LinkFailure::TooManyCalls { retry_after, limit }
                }
                LinkError::Busy { retry_after } => LinkFailure::Busy { retry_after },
                LinkError::Unreachable(cause) => LinkFailure::Unreachable(cause),
                LinkError::Store(error) => {
                    let transient = matches!(error, StoreError::Unavailable(_) | StoreError::Timeout(_));
                    LinkFailure::Store { transient, cause: error.to_string() }
                }
            })
        })
    }
}
