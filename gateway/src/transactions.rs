//! TransactionEvent and Authorize: the seam where sessions and id tokens meet the gateway
//! (docs/ocpp.md, "Station to platform"). The payload is read once into its `rust-ocpp` 2.0.1
//! type, like every CALL, and mapped to the version-neutral `TransactionEvent` and `IdToken`
//! the session logic takes (1.6's adapter maps its own messages to the same); what they do to
//! sessions is `shared::station_sessions`, for the station this connection is for (never one a
//! message names).

use rust_decimal::prelude::ToPrimitive;
use rust_ocpp::v2_0_1::datatypes::id_token_type::IdTokenType;
use rust_ocpp::v2_0_1::messages::authorize::AuthorizeRequest;
use rust_ocpp::v2_0_1::messages::transaction_event::TransactionEventRequest;
use serde_json::Value;
use shared::domain::evse::EvseId;
use shared::domain::stop_reason::{StationStop, StationStopReason};
use shared::domain::transaction_event::{
    IdToken, Reading, TransactionEvent, TransactionEventError, TransactionEventKind,
};

use shared::domain::load::draw::Register;
use shared::domain::load::watts::Watts;
use shared::station_sessions::incoming::{self, IncomingError, Listing};
use shared::store::station_registry::{RegistryError, StationConnection};
use shared::store::station_transactions::{ConnectionGuard, StationAsset};

use crate::frame::{CallError, ErrorCode};
use crate::handlers::{Context, Failure, checked, enum_name};
use crate::site_load::Metered;

/// Answers a TransactionEvent or Authorize CALL: the CALLRESULT's payload, or why not (a
/// `CallError` for the station; a `RegistryError` for `dispatch` to answer: a store failure,
/// or an asset that is gone, on which the connection closes).
pub async fn handle(context: &Context<'_>, action: &str, payload: Value) -> Result<Value, Failure> {
    let station = guarded_station(context);
    let answered = match action {
        "TransactionEvent" => {
            let request: TransactionEventRequest = checked(payload)?;
            let tx = transaction_event(request).map_err(|error| failure(error.into()))?;
            let applied =
                crate::readings::apply(context, &station, &tx, Listing::LookUp).await.map_err(failure)?;
            if let Some(session) = &applied.session {
                context
                    .load
                    .observe(context.store, &station.identity, session, metered(&tx, tx.power_w.map(Watts)))
                    .await;
            }
            Ok(applied.answer)
        }
        _ => {
            let request: AuthorizeRequest = checked(payload)?;
            let token = id_token(request.id_token).map_err(|error| failure(error.into()))?;
            incoming::authorize(context.store, &station, &token).await
        }
    };
    answered.map_err(failure)
}

/// The highest of what `read` makes of each of the event's sampled values, read as the session
/// logic reads a reading.
fn highest<T: Ord>(request: &TransactionEventRequest, read: impl Fn(&Reading<'_>) -> Option<T>) -> Option<T> {
    let samples = request.meter_value.iter().flatten().flat_map(|value| &value.sampled_value);
    samples
        .filter_map(|sample| {
            let (measurand, unit) =
                (sample.measurand.as_ref().map(enum_name), sample.unit_of_measure.as_ref());
            let reading = Reading {
                value: sample.value.to_f64()?,
                measurand: measurand.as_deref(),
                phased: sample.phase.is_some(),
                unit: unit.and_then(|unit| unit.unit.as_deref()),
                multiplier: unit.and_then(|unit| unit.multiplier),
            };
            read(&reading)
        })
        .max()
}

/// What load management reads of a transaction message, in either version: its register
/// reading at its time, and its power reading.
pub(crate) fn metered(tx: &TransactionEvent, power: Option<Watts>) -> Metered {
    let register = match (tx.energy_register_wh, tx.timestamp_ms) {
        (Some(wh), Some(at_ms)) => Some(Register { wh, at_ms }),
        _ => None,
    };
    Metered { register, power }
}

/// A 2.0.1 TransactionEvent as the session logic takes it.
fn transaction_event(request: TransactionEventRequest) -> Result<TransactionEvent, TransactionEventError> {
    let name = enum_name(&request.event_type);
    let kind = TransactionEventKind::parse(&name)
        .ok_or_else(|| TransactionEventError::Format(format!("unknown eventType {name:?}")))?;
    let evse_id = match &request.evse {
        None => None,
        Some(evse) => Some(EvseId::new(i64::from(evse.id)).ok_or_else(|| {
            TransactionEventError::Constraint(format!("evse.id must be 1 to {}", EvseId::MAX))
        })?),
    };
    let energy_register_wh = highest(&request, |reading| reading.register_wh());
    let power_w = highest(&request, |reading| reading.power_w());
    let soc_percent = highest(&request, |reading| reading.soc_percent());
    let info = request.transaction_info;
    let tx = TransactionEvent {
        kind,
        transaction_id: info.transaction_id,
        seq_no: i64::from(request.seq_no),
        offline: request.offline.unwrap_or(false),
        trigger_reason: enum_name(&request.trigger_reason),
        remote_start_id: info.remote_start_id,
        id_token: request.id_token.map(id_token).transpose()?,
        stopped_reason: info
            .stopped_reason
            .as_ref()
            .map(|reason| StationStop::v201(StationStopReason::new(&enum_name(reason)))),
        energy_register_wh,
        timestamp_ms: Some(request.timestamp.timestamp_millis()),
        evse_id,
        power_w,
        soc_percent,
    };
    tx.check()?;
    Ok(tx)
}

fn id_token(token: IdTokenType) -> Result<IdToken, TransactionEventError> {
    IdToken::new(token.id_token, enum_name(&token.kind))
}

/// The station its messages write as, in either version. Every write it makes is conditional
/// on the registry still holding this connection: one cut off (its password rotated, its
/// station removed, its organization suspended, another connection in its place) moves no
/// session, at any interleaving.
pub(crate) fn guarded_station(context: &Context<'_>) -> StationAsset {
    station_of(context.connection)
}

/// The station a connection's messages write as (`guarded_station`).
pub(crate) fn station_of(connection: &StationConnection) -> StationAsset {
    StationAsset {
        org_id: connection.org_id,
        asset_id: connection.asset_id,
        identity: connection.identity.clone(),
        connection: Some(ConnectionGuard {
            station_key: connection.station_key.clone(),
            connection_id: connection.connection_id.clone(),
            proved_at: connection.credential.password_set_at,
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

#[cfg(test)]
mod tests {
    use super::*;
    use rust_ocpp::v2_0_1::enumerations::reason_enum_type::ReasonEnumType;
    use shared::domain::stop_reason::StopReason;

    /// Every `ReasonEnumType`: the match has no wildcard, so a value the crate adds fails to
    /// compile here until it is mapped and documented.
    fn every_reason() -> Vec<ReasonEnumType> {
        use ReasonEnumType::*;
        let all = vec![
            DeAuthorized,
            EmergencyStop,
            EnergyLimitReached,
            EVDisconnected,
            GroundFault,
            ImmediateReset,
            Local,
            LocalOutOfCredit,
            MasterPass,
            Other,
            OvercurrentFault,
            PowerLoss,
            PowerQuality,
            Reboot,
            Remote,
            SOCLimitReached,
            StoppedByEV,
            TimeLimitReached,
            Timeout,
        ];
        for reason in &all {
            match reason {
                DeAuthorized | EmergencyStop | EnergyLimitReached | EVDisconnected | GroundFault
                | ImmediateReset | Local | LocalOutOfCredit | MasterPass | Other | OvercurrentFault
                | PowerLoss | PowerQuality | Reboot | Remote | SOCLimitReached | StoppedByEV
                | TimeLimitReached | Timeout => {}
            }
        }
        all
    }

    #[test]
    fn every_2_0_1_stopped_reason_maps_to_the_vocabulary_with_its_word_verbatim() {
        for reason in every_reason() {
            let word = enum_name(&reason);
            let stop = StationStop::v201(StationStopReason::new(&word));
            assert_eq!(stop.word.as_ref().map(StationStopReason::as_str), Some(word.as_str()), "bounded");
            assert_eq!(stop.v1_name.as_str(), word, "v1 shows a 2.0.1 word as sent");
            assert_eq!(stop.reason() == StopReason::Other, reason == ReasonEnumType::Other, "{word}");
        }
    }
}
