//! How a CALL reaches a connected station, whoever asks (a function, the gateway's own load
//! management): the `StationLink` seam (the gateway's control endpoint client, `link::Link`, in
//! production), and what an answer means.

use std::future::Future;
use std::pin::Pin;

use serde_json::Value;

use super::link::LinkFailure;
use crate::domain::station_command::StationCommand;
use crate::ids::{AssetId, OrgId};

/// A CALL's answer: the CALLRESULT payload, or why there is none.
pub type CallAnswer<'a> = Pin<Box<dyn Future<Output = Result<Value, LinkFailure>> + Send + 'a>>;

/// The station a CALL is for: its identity in its organization, and the asset the caller
/// means. A station item that names another asset (the identity was freed and taken by
/// another asset) is no station of the caller's: the CALL never leaves.
#[derive(Debug, Clone, Copy)]
pub struct Target<'a> {
    pub org: OrgId,
    pub identity: &'a str,
    pub asset: AssetId,
}

/// How a CALL reaches a connected station (the gateway's control endpoint).
pub trait StationLink: Send + Sync {
    fn call<'a>(&'a self, target: Target<'a>, command: StationCommand) -> CallAnswer<'a>;
}

/// Why the station did not do what a session asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StationRefusal {
    Link(LinkFailure),
    /// The station answered with a status other than `Accepted` (OCPP's `status`).
    Rejected {
        status: String,
    },
}

impl StationRefusal {
    /// Whether the station surely did not do it: it said no, or the CALL never reached it.
    /// A timeout or a lost gateway leaves it unknown.
    pub fn is_definite(&self) -> bool {
        match self {
            StationRefusal::Rejected { .. } => true,
            StationRefusal::Link(failure) => {
                matches!(
                    failure,
                    LinkFailure::Offline
                        | LinkFailure::Unsupported
                        | LinkFailure::CallError { .. }
                        | LinkFailure::TooManyCalls { .. }
                        | LinkFailure::Busy { .. }
                        | LinkFailure::Store { .. }
                )
            }
        }
    }
}

/// The `status` of a CALLRESULT (`RequestStartTransactionResponse` and the others): `Ok`
/// when `Accepted`.
pub fn accepted(answer: Result<Value, LinkFailure>) -> Result<Value, StationRefusal> {
    let result = answer.map_err(StationRefusal::Link)?;
    match result.get("status").and_then(Value::as_str) {
        Some("Accepted") => Ok(result),
        other => Err(StationRefusal::Rejected { status: other.unwrap_or("unknown").to_owned() }),
    }
}
