//! TransactionEvent and Authorize: the seam where sessions and id tokens meet the gateway
//! (docs/ocpp.md, "Station to platform"). The payload is checked against its `rust-ocpp`
//! 2.0.1 type here, like every CALL; what it does to sessions is `shared::station_sessions`,
//! for the station this connection is for (never one a message names).

use rust_ocpp::v2_0_1::messages::authorize::AuthorizeRequest;
use rust_ocpp::v2_0_1::messages::transaction_event::TransactionEventRequest;
use serde_json::Value;

use shared::station_sessions::incoming::{self, IncomingError};
use shared::store::station_registry::RegistryError;
use shared::store::station_transactions::{ConnectionGuard, StationAsset};

use crate::frame::{CallError, ErrorCode};
use crate::handlers::{Context, Failure, checked};

/// Answers a TransactionEvent or Authorize CALL: the CALLRESULT's payload, or why not (a
/// `CallError` for the station; a `RegistryError` for `dispatch` to answer: a store failure,
/// or an asset that is gone, on which the connection closes).
pub async fn handle(context: &Context<'_>, action: &str, payload: Value) -> Result<Value, Failure> {
    let station = guarded_station(context);
    let answered = match action {
        "TransactionEvent" => {
            let _: TransactionEventRequest = checked(payload.clone())?;
            incoming::transaction_event(context.store, &station, &payload).await
        }
        _ => {
            let _: AuthorizeRequest = checked(payload.clone())?;
            incoming::authorize(context.store, &station, &payload).await
        }
    };
    answered.map_err(failure)
}

/// The station its messages write as, in either version. Every write it makes is conditional
/// on the registry still holding this connection: one cut off (its password rotated, its
/// station removed, its organization suspended, another connection in its place) moves no
/// session, at any interleaving.
pub(crate) fn guarded_station(context: &Context<'_>) -> StationAsset {
    let connection = context.connection;
    StationAsset {
        org_id: connection.org_id,
        asset_id: connection.asset_id,
        identity: connection.identity.clone(),
        connection: Some(ConnectionGuard {
            station_key: connection.station_key.clone(),
            connection_id: connection.connection_id.clone(),
        }),
    }
}

/// Why the session logic wrote nothing, as the station is answered: a CALLERROR, or a
/// registry failure for `conclude` (a store failure, or a connection cut off, which closes).
pub(crate) fn failure(error: IncomingError) -> Failure {
    match error {
        IncomingError::Format(message) => CallError::new(ErrorCode::FormatViolation, message).into(),
        IncomingError::Constraint(message) => {
            CallError::new(ErrorCode::PropertyConstraintViolation, message).into()
        }
        IncomingError::AssetGone => RegistryError::Gone.into(),
        IncomingError::Replaced => RegistryError::Replaced.into(),
        IncomingError::Store(cause) => RegistryError::Store(cause).into(),
    }
}
