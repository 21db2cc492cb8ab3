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

use shared::domain::transaction_event::CENTRAL;
use shared::station_sessions::incoming;
use shared::store::StoreError;
use shared::store::station_registry::RegistryError;
use shared::store::station_transactions::StationAsset;
use shared::store::station_tx_ids::StartFingerprint;

use super::reports::{as_2_0_1, evse_of};
use super::validated;
use crate::frame::{CallError, ErrorCode};
use crate::handlers::{Context, Failure};
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

fn remote_start_id_of(tag: &str) -> Option<i32> {
    let digits = tag.strip_prefix(REMOTE_START_TAG)?;
    digits.bytes().all(|b| b.is_ascii_digit()).then(|| digits.parse().ok()).flatten()
}

/// What an idTag names, as a 2.0.1 `idToken` and the remote start it answers: the platform's
/// own start as its Central token (the session's id), a listed card as listed, else the tag
/// as an unknown card (refused as 2.0.1 refuses one).
async fn id_token_of(
    context: &Context<'_>,
    station: &StationAsset,
    tag: &str,
) -> Result<(Value, Option<i32>), StoreError> {
    if let Some(remote_start_id) = remote_start_id_of(tag)
        && let Some(session) = context.store.remote_start_here(station, remote_start_id).await?
    {
        return Ok((json!({"idToken": session.uuid().to_string(), "type": CENTRAL}), Some(remote_start_id)));
    }
    let listed = context.store.id_token_accepted_as(station, &CARD_TYPES, tag).await?;
    let kind = listed.map_or(CARD_TYPES[0].to_owned(), |record| record.token_type);
    Ok((json!({"idToken": tag, "type": kind}), None))
}

/// 2.0.1's `idTokenInfo.status` in 1.6's five.
fn id_tag_info(answer: &Value) -> Value {
    const IN_1_6: [&str; 4] = ["Accepted", "Blocked", "Expired", "ConcurrentTx"];
    let status = answer["idTokenInfo"]["status"].as_str().filter(|status| IN_1_6.contains(status));
    let status = status.unwrap_or("Invalid");
    json!({"status": status})
}

/// An energy register reading in Wh, as 2.0.1 samples it.
fn register(timestamp: &str, wh: i32) -> Value {
    json!({"timestamp": timestamp, "sampledValue": [{
        "value": wh, "measurand": "Energy.Active.Import.Register", "unitOfMeasure": {"unit": "Wh"}
    }]})
}

/// Authorize: as 2.0.1's, with the idTag resolved.
pub async fn authorize(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: AuthorizeRequest = validated(payload)?;
    let station = guarded_station(context);
    let (token, _) = id_token_of(context, &station, &request.id_tag).await.map_err(RegistryError::Store)?;
    let answer =
        incoming::authorize(context.store, &station, &json!({"idToken": token})).await.map_err(failure)?;
    Ok(json!({"idTagInfo": id_tag_info(&answer)}))
}

/// StartTransaction: the transaction's id (assigned, or the one given before to the same
/// start) and whether its idTag may charge.
pub async fn start_transaction(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: StartTransactionRequest = validated(payload)?;
    let evse = evse_of(request.connector_id)?;
    if evse == 0 {
        let description = "a transaction runs on a connector, not on connector 0";
        return Err(CallError::new(ErrorCode::PropertyConstraintViolation, description).into());
    }
    let station = guarded_station(context);
    let store_failed = |error: StoreError| Failure::from(RegistryError::Store(error));
    let start = StartFingerprint {
        connector_id: request.connector_id,
        id_tag: request.id_tag.clone(),
        meter_start_wh: i64::from(request.meter_start),
        timestamp_ms: request.timestamp.timestamp_millis(),
    };
    let transaction_id =
        context.store.station_transaction_id(station.asset_id, &start).await.map_err(store_failed)?;
    let (token, remote_start_id) =
        id_token_of(context, &station, &request.id_tag).await.map_err(store_failed)?;
    let timestamp = request.timestamp.to_rfc3339();
    let mut info = json!({"transactionId": transaction_id.to_string()});
    if let Some(remote_start_id) = remote_start_id {
        info["remoteStartId"] = json!(remote_start_id);
    }
    let event = json!({
        "eventType": "Started",
        "timestamp": timestamp,
        "triggerReason": if remote_start_id.is_some() { "RemoteStart" } else { "Authorized" },
        "seqNo": 0,
        "transactionInfo": info,
        "evse": {"id": evse, "connectorId": 1},
        "idToken": token,
        "meterValue": [register(&timestamp, request.meter_start)],
    });
    let answer = incoming::transaction_event(context.store, &station, &event).await.map_err(failure)?;
    Ok(json!({"transactionId": transaction_id, "idTagInfo": id_tag_info(&answer)}))
}

/// MeterValues naming a transaction: an Updated event with the readings.
pub async fn meter_values(
    context: &Context<'_>,
    request: &MeterValuesRequest,
    transaction_id: i32,
) -> Result<Value, Failure> {
    let evse = evse_of(request.connector_id)?;
    let Some(last) = request.meter_value.iter().map(|value| value.timestamp).max() else {
        return Ok(json!({}));
    };
    let mut event = json!({
        "eventType": "Updated",
        "timestamp": last.to_rfc3339(),
        "triggerReason": "MeterValuePeriodic",
        "seqNo": last.timestamp().clamp(1, ENDED_SEQ_NO - 1),
        "transactionInfo": {"transactionId": transaction_id.to_string()},
        "meterValue": as_2_0_1(&request.meter_value),
    });
    if evse != 0 {
        event["evse"] = json!({"id": evse, "connectorId": 1});
    }
    incoming::transaction_event(context.store, &guarded_station(context), &event).await.map_err(failure)?;
    Ok(json!({}))
}

/// 1.6's stop reasons in 2.0.1's names.
fn stopped_reason(reason: Option<&Reason>) -> &'static str {
    match reason {
        None | Some(Reason::Local) => "Local",
        Some(Reason::DeAuthorized) => "DeAuthorized",
        Some(Reason::EmergencyStop) => "EmergencyStop",
        Some(Reason::EVDisconnected) => "EVDisconnected",
        Some(Reason::HardReset) => "ImmediateReset",
        Some(Reason::Other) => "Other",
        Some(Reason::PowerLoss) => "PowerLoss",
        Some(Reason::Reboot | Reason::SoftReset) => "Reboot",
        Some(Reason::Remote | Reason::UnlockCommand) => "Remote",
    }
}

/// StopTransaction: the Ended event, with the transaction's data and the final register.
/// Accepted whatever it names: an unknown transaction is recorded as 2.0.1's is (a session of
/// its own), never an error the station would retry forever.
pub async fn stop_transaction(context: &Context<'_>, payload: Value) -> Result<Value, Failure> {
    let request: StopTransactionRequest = validated(payload)?;
    let data: &[MeterValue] = request.transaction_data.as_deref().unwrap_or(&[]);
    let samples = data.iter().map(|value| value.sampled_value.len());
    crate::handlers::meter_values_counted(data.len(), samples)?;
    let timestamp = request.timestamp.to_rfc3339();
    let mut readings = as_2_0_1(data);
    if let Value::Array(readings) = &mut readings {
        readings.push(register(&timestamp, request.meter_stop));
    }
    let event = json!({
        "eventType": "Ended",
        "timestamp": timestamp,
        "triggerReason": if request.reason == Some(Reason::Remote) { "RemoteStop" } else { "StopAuthorized" },
        "seqNo": ENDED_SEQ_NO,
        "transactionInfo": {
            "transactionId": request.transaction_id.to_string(),
            "stoppedReason": stopped_reason(request.reason.as_ref()),
        },
        "meterValue": readings,
    });
    incoming::transaction_event(context.store, &guarded_station(context), &event).await.map_err(failure)?;
    let mut answer = json!({});
    if request.id_tag.is_some() {
        answer["idTagInfo"] = json!({"status": "Accepted"});
    }
    Ok(answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_remote_start_tag_carries_its_id_and_fits_an_id_tag() {
        let tag = remote_start_tag(i32::MAX);
        assert!(tag.len() <= 20, "{tag}");
        assert_eq!(remote_start_id_of(&tag), Some(i32::MAX));
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
