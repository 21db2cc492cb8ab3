//! A 1.6 station's transactions and id tags, in the platform's terms: StartTransaction,
//! MeterValues in a transaction and StopTransaction become the Started, Updated and Ended
//! TransactionEvents a 2.0.1 station would send, and go through the same session logic
//! (`shared::station_sessions::incoming`), so a session reads the same whatever its station
//! speaks. What 1.6 lacks is supplied here (docs/ocpp.md, "OCPP 1.6J"):
//! - the transaction id: the platform assigns an integer per asset, the same one again for a
//!   StartTransaction resent (`Store::station_transaction_id`);
//! - `remoteStartId`: the platform's remote start sends the idTag `CSMS-<remoteStartId>`,
//!   which names the session it makes (`Store::remote_start_here`);
//! - the id token's type: an idTag is looked up under every card type;
//! - `seqNo`: 0 for the start, the reading's Unix second for a reading in the transaction,
//!   `ENDED_SEQ_NO` for the end, so readings apply in order and the end always last.

use rust_ocpp::v1_6::messages::authorize::AuthorizeRequest;
use rust_ocpp::v1_6::messages::meter_values::MeterValuesRequest;
use rust_ocpp::v1_6::messages::start_transaction::StartTransactionRequest;
use rust_ocpp::v1_6::messages::stop_transaction::StopTransactionRequest;
use rust_ocpp::v1_6::types::{MeterValue, Reason};
use serde_json::{Value, json};
use shared::domain::stop_reason::{StationStop, StationStopReason};

use shared::domain::evse::EvseId;
use shared::domain::load::watts::Watts;
use shared::domain::transaction_event::{
    CENTRAL, IdToken, Reading, TransactionEvent, TransactionEventError, TransactionEventKind,
};
use shared::station_sessions::incoming::{self, Applied, Listing};
use shared::store::StoreError;
use shared::store::station_registry::RegistryError;
use shared::store::station_transactions::StationAsset;
use shared::store::station_tx_ids::StartFingerprint;

use super::reports::evse_of;
use super::validated;
use crate::frame::{CallError, ErrorCode};
use crate::handlers::{Context, Failure, enum_name};
use crate::transactions::{failure, guarded_station};

/// The idTag of the platform's remote start: this prefix and the `remoteStartId`.
pub const REMOTE_START_TAG: &str = "CSMS-";

/// The `seqNo` of a transaction's end: above any reading's second (until 2038).
pub const ENDED_SEQ_NO: i64 = i32::MAX as i64;

/// The card types an idTag may be listed under: 1.6 says none.
const CARD_TYPES: [&str; 6] = ["ISO14443", "ISO15693", "Local", "KeyCode", "eMAID", "MacAddress"];

/// The idTag a remote start with `remote_start_id` sends a 1.6 station.
pub fn remote_start_tag(remote_start_id: i32) -> String {
    format!("{REMOTE_START_TAG}{remote_start_id}")
}

/// The `remoteStartId` an idTag of the platform's shape carries (any case: 1.6's idTags are
/// case-insensitive).
fn remote_start_id_of(tag: &str) -> Option<i32> {
    let prefix = tag.get(..REMOTE_START_TAG.len())?;
    let digits = prefix.eq_ignore_ascii_case(REMOTE_START_TAG).then(|| &tag[REMOTE_START_TAG.len()..])?;
    digits.bytes().all(|b| b.is_ascii_digit()).then(|| digits.parse().ok()).flatten()
}

/// What an idTag names, as an `IdToken`, the remote start it answers and whether it is listed
/// (looked up here once, under every card type, so the session logic does not again): the
/// platform's own start as its Central token (the session's id), a listed card as listed,
/// else the tag as an unknown card (refused as 2.0.1 refuses one).
async fn id_token_of(
    context: &Context<'_>,
    station: &StationAsset,
    tag: &str,
) -> Result<(IdToken, Option<i32>, Listing), Failure> {
    let store_failed = |error: StoreError| Failure::from(RegistryError::Store(error));
    if let Some(remote_start_id) = remote_start_id_of(tag)
        && let Some(session) =
            context.store.remote_start_here(station, remote_start_id).await.map_err(store_failed)?
    {
        let token = IdToken::new(session.uuid().to_string(), CENTRAL.to_owned()).map_err(incoming_failure)?;
        return Ok((token, Some(remote_start_id), Listing::LookUp));
    }
    let listed = context.store.id_token_accepted_as(station, &CARD_TYPES, tag).await.map_err(store_failed)?;
    let kind = listed.as_ref().map_or(CARD_TYPES[0].to_owned(), |record| record.token_type.clone());
    Ok((IdToken::new(tag.to_owned(), kind).map_err(incoming_failure)?, None, Listing::Known(listed)))
}

fn incoming_failure(error: TransactionEventError) -> Failure {
    failure(error.into())
}

/// 2.0.1's `idTokenInfo.status` in 1.6's five.
fn id_tag_info(answer: &Value) -> Value {
    const IN_1_6: [&str; 4] = ["Accepted", "Blocked", "Expired", "ConcurrentTx"];
    let status = answer["idTokenInfo"]["status"].as_str().filter(|status| IN_1_6.contains(status));
    let status = status.unwrap_or("Invalid");
    json!({"status": status})
}

/// The energy register in Wh of 1.6 readings (the highest), as the session logic reads 2.0.1's.
fn register_wh(values: &[MeterValue]) -> Option<i64> {
    highest(values, |reading| reading.register_wh())
}

/// The highest of what `read` makes of each of the 1.6 sampled values (1.6 has no multiplier).
fn highest<T: Ord>(values: &[MeterValue], read: impl Fn(&Reading<'_>) -> Option<T>) -> Option<T> {
    let samples = values.iter().flat_map(|value| &value.sampled_value);
    samples
        .filter_map(|sample| {
            let (measurand, unit) =
                (sample.measurand.as_ref().map(enum_name), sample.unit.as_ref().map(enum_name));
            let reading = Reading {
                value: sample.value.trim().parse().ok()?,
                measurand: measurand.as_deref(),
                phased: sample.phase.is_some(),
                unit: unit.as_deref(),
                multiplier: None,
            };
            read(&reading)
        })
        .max()
}

/// The whole meter's active power of 1.6 readings (the highest), in W.
fn power_w(values: &[MeterValue]) -> Option<Watts> {
    highest(values, |reading| reading.power_w()).map(Watts)
}

/// The vehicle's state of charge in 1.6 readings (the highest), in percent.
fn soc_percent(values: &[MeterValue]) -> Option<u8> {
    highest(values, |reading| reading.soc_percent())
}

/// What the message told load management, for the session it moved.
async fn observed(context: &Context<'_>, tx: &TransactionEvent, applied: &Applied, power: Option<Watts>) {
    if let Some(session) = &applied.session {
        let metered = crate::transactions::metered(tx, power);
        context.load.observe(context.store, &context.connection.identity, session, metered).await;
    }
}

/// A register reading the station states in Wh (meterStart, meterStop): none when negative.
fn stated_wh(wh: i32) -> Option<i64> {
    (wh >= 0).then_some(i64::from(wh))
}

fn evse(connector: i32) -> Result<Option<EvseId>, Failure> {
    if connector == 0 {
        return Ok(None);
    }
    let evse = EvseId::new(i64::from(connector)).ok_or_else(|| {
        CallError::new(
            ErrorCode::PropertyConstraintViolation,
            format!("connectorId must be 1 to {}", EvseId::MAX),
        )
    })?;
    Ok(Some(evse))
}

/// Authorize: as 2.0.1's, with the idTag resolved.
pub async fn authorize(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: AuthorizeRequest = validated(payload)?;
    let station = guarded_station(context);
    let (token, _, listing) = id_token_of(context, &station, &request.id_tag).await?;
    let answer =
        incoming::authorize_listed(context.store, &station, &token, listing).await.map_err(failure)?;
    Ok(json!({"idTagInfo": id_tag_info(&answer)}))
}

/// StartTransaction: the transaction's id (assigned, or the one given before to the same
/// start) and whether its idTag may charge.
pub async fn start_transaction(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: StartTransactionRequest = validated(payload)?;
    let connector = evse_of(request.connector_id)?;
    let Some(evse_id) = evse(connector)? else {
        let description = "a transaction runs on a connector, not on connector 0";
        return Err(CallError::new(ErrorCode::PropertyConstraintViolation, description).into());
    };
    let station = guarded_station(context);
    let start = StartFingerprint {
        connector_id: request.connector_id,
        id_tag: request.id_tag.clone(),
        meter_start_wh: i64::from(request.meter_start),
        timestamp_ms: request.timestamp.timestamp_millis(),
    };
    let given = context.store.station_transaction_id(&station, &start).await;
    let transaction_id = given.map_err(|error| failure(error.into()))?;
    let (token, remote_start_id, listing) = id_token_of(context, &station, &request.id_tag).await?;
    let tx = TransactionEvent {
        kind: TransactionEventKind::Started,
        transaction_id: transaction_id.to_string(),
        seq_no: 0,
        offline: false,
        trigger_reason: if remote_start_id.is_some() { "RemoteStart" } else { "Authorized" }.to_owned(),
        remote_start_id,
        id_token: Some(token),
        stopped_reason: None,
        energy_register_wh: stated_wh(request.meter_start),
        timestamp_ms: Some(request.timestamp.timestamp_millis()),
        evse_id: Some(evse_id),
        power_w: None,
        soc_percent: None,
    };
    let answered = crate::readings::apply(context, &station, &tx, listing).await;
    let applied = answered.map_err(failure)?;
    observed(context, &tx, &applied, None).await;
    Ok(json!({"transactionId": transaction_id, "idTagInfo": id_tag_info(&applied.answer)}))
}

/// MeterValues naming a transaction: an Updated event with the readings.
pub async fn meter_values(
    context: &Context<'_>,
    request: &MeterValuesRequest,
    transaction_id: i32,
) -> Result<Value, Failure> {
    let evse_id = evse(evse_of(request.connector_id)?)?;
    let Some(last) = request.meter_value.iter().map(|value| value.timestamp).max() else {
        return Ok(json!({}));
    };
    let tx = TransactionEvent {
        kind: TransactionEventKind::Updated,
        transaction_id: transaction_id.to_string(),
        seq_no: last.timestamp().clamp(1, ENDED_SEQ_NO - 1),
        offline: false,
        trigger_reason: "MeterValuePeriodic".to_owned(),
        remote_start_id: None,
        id_token: None,
        stopped_reason: None,
        energy_register_wh: register_wh(&request.meter_value),
        timestamp_ms: Some(last.timestamp_millis()),
        evse_id,
        power_w: power_w(&request.meter_value).map(|watts| watts.0),
        soc_percent: soc_percent(&request.meter_value),
    };
    let station = guarded_station(context);
    let answered = crate::readings::apply(context, &station, &tx, Listing::LookUp).await;
    let applied = answered.map_err(failure)?;
    observed(context, &tx, &applied, tx.power_w.map(Watts)).await;
    Ok(json!({}))
}

/// 1.6's stop reasons in 2.0.1's names: what v1 has always shown as `stop_reason`.
fn v201_name(reason: &Reason) -> &'static str {
    match reason {
        Reason::Local => "Local",
        Reason::DeAuthorized => "DeAuthorized",
        Reason::EmergencyStop => "EmergencyStop",
        Reason::EVDisconnected => "EVDisconnected",
        Reason::HardReset => "ImmediateReset",
        Reason::Other => "Other",
        Reason::PowerLoss => "PowerLoss",
        Reason::Reboot | Reason::SoftReset => "Reboot",
        Reason::Remote | Reason::UnlockCommand => "Remote",
    }
}

/// The station's stop as the session keeps it: its own 1.6 word verbatim (none when it sent
/// none: `Local`), and v1's 2.0.1 name for it.
fn station_stop(reason: &Reason) -> StationStop {
    StationStop::v16(StationStopReason::new(&enum_name(reason)), v201_name(reason))
}

/// StopTransaction: the Ended event, with the transaction's data and the final register.
/// Accepted whatever it names: an unknown transaction is recorded as 2.0.1's is (a session of
/// its own), never an error the station would retry forever. The answer carries no
/// `idTagInfo` (1.6 makes it optional): a station caches what it is told there, and the stop's
/// tag is not looked up, so nothing may be said about it.
pub async fn stop_transaction(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: StopTransactionRequest = validated(payload)?;
    let data: &[MeterValue] = request.transaction_data.as_deref().unwrap_or(&[]);
    let samples = data.iter().map(|value| value.sampled_value.len());
    crate::handlers::meter_values_counted(data.len(), samples)?;
    let tx = TransactionEvent {
        kind: TransactionEventKind::Ended,
        transaction_id: request.transaction_id.to_string(),
        seq_no: ENDED_SEQ_NO,
        offline: false,
        trigger_reason: if request.reason == Some(Reason::Remote) { "RemoteStop" } else { "StopAuthorized" }
            .to_owned(),
        remote_start_id: None,
        id_token: None,
        stopped_reason: request.reason.as_ref().map(station_stop),
        energy_register_wh: register_wh(data).into_iter().chain(stated_wh(request.meter_stop)).max(),
        timestamp_ms: Some(request.timestamp.timestamp_millis()),
        evse_id: None,
        power_w: None,
        soc_percent: None,
    };
    let station = guarded_station(context);
    let answered = crate::readings::apply(context, &station, &tx, Listing::LookUp).await;
    observed(context, &tx, &answered.map_err(failure)?, None).await;
    Ok(json!({}))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::domain::stop_reason::StopReason;

    #[test]
    fn every_1_6_reason_maps_to_the_vocabulary_its_word_verbatim_and_v1_its_2_0_1_name() {
        use Reason::*;
        let table = [
            (DeAuthorized, StopReason::Deauthorized, "DeAuthorized"),
            (EmergencyStop, StopReason::EmergencyStop, "EmergencyStop"),
            (EVDisconnected, StopReason::EvDisconnected, "EVDisconnected"),
            (HardReset, StopReason::Reboot, "ImmediateReset"),
            (Local, StopReason::Local, "Local"),
            (Other, StopReason::Other, "Other"),
            (PowerLoss, StopReason::PowerLoss, "PowerLoss"),
            (Reboot, StopReason::Reboot, "Reboot"),
            (Remote, StopReason::Requested, "Remote"),
            (SoftReset, StopReason::Reboot, "Reboot"),
            (UnlockCommand, StopReason::Requested, "Remote"),
        ];
        for (reason, expected, v1) in table {
            // No wildcard: a value the crate adds fails to compile here until it is mapped.
            match reason {
                DeAuthorized | EmergencyStop | EVDisconnected | HardReset | Local | Other | PowerLoss
                | Reboot | Remote | SoftReset | UnlockCommand => {}
            }
            let word = enum_name(&reason);
            let stop = station_stop(&reason);
            assert_eq!((stop.reason(), stop.v1_name.as_str()), (expected, v1), "{word}");
            assert_eq!(stop.word.as_ref().map(StationStopReason::as_str), Some(word.as_str()));
        }
    }

    #[test]
    fn the_remote_start_tag_carries_its_id_and_fits_an_id_tag() {
        let tag = remote_start_tag(i32::MAX);
        assert!(tag.len() <= 20, "{tag}");
        assert_eq!(remote_start_id_of(&tag), Some(i32::MAX));
        assert_eq!(remote_start_id_of("csms-12"), Some(12));
        assert_eq!(remote_start_id_of("CSMS-12x"), None);
        assert_eq!(remote_start_id_of("CSMS-"), None);
        assert_eq!(remote_start_id_of("04A2B3C4"), None);
    }

    #[test]
    fn an_answer_outside_1_6s_statuses_is_invalid() {
        assert_eq!(
            id_tag_info(&json!({"idTokenInfo": {"status": "Accepted"}})),
            json!({"status": "Accepted"})
        );
        assert_eq!(
            id_tag_info(&json!({"idTokenInfo": {"status": "NotAtThisLocation"}})),
            json!({"status": "Invalid"})
        );
        assert_eq!(id_tag_info(&json!({})), json!({"status": "Invalid"}));
    }
}
