//! A station's diagnostics log, asked for (docs/ocpp.md, "A station's logs"): the request is
//! written first (so the station's first notification, which may overtake the answer, finds
//! it), the station is asked to upload to a location issued for that request alone, and a
//! station that says no, or that the CALL never reached, leaves nothing behind.

use serde_json::Value;

use super::commands::{StationLink, StationRefusal, Target};
use crate::domain::station_command::{StationCommand, UploadLocation};
use crate::domain::station_log::{LogPeriod, StationLog};
use crate::log_files::{LocationError, LogFiles, Transfer};
use crate::ocpp::link::LinkFailure;
use crate::ocpp::link::LinkFailure as Offline;
use crate::store::station_logs::{LogSlot, LogStation};
use crate::store::stations::StationError;
use crate::store::{Store, StoreError};

/// The longest `remoteLocation` OCPP 2.0.1 takes (`LogParametersType`, string[0..512]). The
/// gateway's upload URL is far shorter (an origin and a ~180-character token); the check stays
/// as a guard against an origin configured absurdly long, never sending a station a location
/// it must refuse.
pub const MAX_2_0_1_LOCATION: usize = 512;

/// Why no log was asked for.
#[derive(Debug)]
pub enum LogRequestError {
    /// This deployment has nowhere to put logs, or cannot sign a location now.
    NoLocation(Option<LocationError>),
    /// The location issued is longer than the station's OCPP version takes (2.0.1: 512).
    LocationTooLong {
        length: usize,
    },
    /// The caller sees the station but is not assigned to its site; or not a station.
    Access(StationError),
    /// The station's newest request is still open.
    Pending,
    /// The organization asked for its day's share of logs.
    DailyCap,
    Store(StoreError),
    Station(StationRefusal),
}

/// Whether a location fits what the station's version takes: 2.0.1's `remoteLocation` is at
/// most `MAX_2_0_1_LOCATION` characters; 1.6's `location` is an unbounded URI.
pub fn location_fits(location: &str, speaks_1_6: bool) -> Result<(), LogRequestError> {
    let length = location.chars().count();
    if speaks_1_6 || length <= MAX_2_0_1_LOCATION {
        Ok(())
    } else {
        Err(LogRequestError::LocationTooLong { length })
    }
}

impl From<StoreError> for LogRequestError {
    fn from(error: StoreError) -> Self {
        LogRequestError::Store(error)
    }
}

/// What an accepted answer says: the file the station will upload, if it named one.
/// 2.0.1's GetLogResponse has a `status` (`Accepted`, or `AcceptedCanceled`: it cancelled an
/// upload in progress to do this one); 1.6's GetDiagnosticsResponse has none, and leaves out
/// `fileName` when the station has no diagnostics to give, which is a refusal.
fn accepted(answer: Result<Value, LinkFailure>) -> Result<Option<String>, StationRefusal> {
    let result = answer.map_err(StationRefusal::Link)?;
    let file_name = |key: &str| result.get(key).and_then(Value::as_str).map(str::to_owned);
    match result.get("status").and_then(Value::as_str) {
        Some("Accepted" | "AcceptedCanceled") => Ok(file_name("filename")),
        Some(status) => Err(StationRefusal::Rejected { status: status.to_owned() }),
        None => match file_name("fileName") {
            Some(name) => Ok(Some(name)),
            None => Err(StationRefusal::Rejected { status: "NoDiagnosticsAvailable".into() }),
        },
    }
}

/// POST …/station/logs: the request as the station accepted it. Nothing is written before
/// the caller is known to reach the station's site, the station is online, and a location that
/// fits its version is issued; then the request is written only when the station has no open
/// one and the organization is under its day's cap. A definite refusal removes the request; an
/// answer that never came (a timeout, a lost gateway) leaves it `requested`, since the station
/// may have accepted (its notifications move it, TTL removes it).
pub async fn request_log(
    store: &Store,
    link: &dyn StationLink,
    files: Option<&LogFiles>,
    asked: &LogStation,
    period: LogPeriod,
) -> Result<StationLog, LogRequestError> {
    if !asked.reached {
        return Err(LogRequestError::Access(StationError::NotAssignedToSite));
    }
    if !asked.online {
        return Err(LogRequestError::Station(StationRefusal::Link(Offline::Offline)));
    }
    let station = &asked.station;
    let files = files.ok_or(LogRequestError::NoLocation(None))?;
    let mut log =
        StationLog::new(station.org_id, station.asset_id, &station.identity, period, crate::time::now_ms());
    let location = files
        .location(&log.file_key(), Transfer::Upload, std::time::SystemTime::now())
        .map_err(|error| LogRequestError::NoLocation(Some(error)))?;
    location_fits(&location, asked.speaks_1_6)?;
    match store.create_station_log(&log).await? {
        LogSlot::Taken => {}
        LogSlot::Pending => return Err(LogRequestError::Pending),
        LogSlot::DailyCapReached => return Err(LogRequestError::DailyCap),
    }
    let command = StationCommand::GetLog {
        request_id: log.request_id,
        location: UploadLocation(location),
        from: period.from,
        to: period.to,
    };
    let target = Target { org: station.org_id, identity: &station.identity, asset: station.asset_id };
    match accepted(link.call(target, command).await) {
        Ok(file_name) => {
            let file_name = file_name.map(|name| name.chars().take(255).collect::<String>());
            store.station_log_accepted(&log, file_name.as_deref()).await?;
            log.file_name = file_name;
            record_request(store, &log).await;
            Ok(log)
        }
        Err(refused) => {
            if refused.is_definite() {
                store.remove_station_log(&log).await?;
            }
            Err(LogRequestError::Station(refused))
        }
    }
}

/// The accepted request as a `station_command` event (webhooks deliver it): which request was
/// asked (its period is on the request itself), never the upload location (a URL that grants the upload is no event's to carry). Best
/// effort, as every `station_command` record: a failure is logged, the request stands.
async fn record_request(store: &Store, log: &StationLog) {
    let data = serde_json::json!({
        "identity": log.identity,
        "action": "GetLog",
        "request": {
            "command": "get_log",
            "log_id": log.id.uuid().to_string(),
            "request_id": log.request_id,
        },
        "reason": "log_request",
        "result": {"status": "Accepted", "file_name": log.file_name},
    });
    if let Err(error) = store.record_station_command(log.org_id, log.asset_id, data).await {
        tracing::warn!(error = %error, station = %log.identity, "ocpp.station_command not recorded");
    }
}

/// A log's download link, once uploaded, for a caller who may write the station (a log may
/// hold the station's secrets or the id tokens it saw): `None` for any other caller, before the
/// upload, past the record's `expire_at` (TTL deletes late; the bucket's lifecycle may have
/// removed the file), or when no link can be signed now (the list still answers).
pub fn download_url(files: Option<&LogFiles>, log: &StationLog, may_write: bool) -> Option<String> {
    if !may_write
        || log.status != crate::domain::station_log::LogStatus::Uploaded
        || log.expired(crate::time::now_ms())
    {
        return None;
    }
    let signed = files?.location(&log.file_key(), Transfer::Download, std::time::SystemTime::now());
    signed.map_err(|error| tracing::warn!(error = ?error, "station_log.download_unsigned")).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn an_accepted_answer_of_either_version_names_its_file() {
        assert_eq!(
            accepted(Ok(json!({"status": "Accepted", "filename": "a.log"}))),
            Ok(Some("a.log".into()))
        );
        assert_eq!(accepted(Ok(json!({"status": "AcceptedCanceled"}))), Ok(None));
        assert_eq!(accepted(Ok(json!({"fileName": "d.zip"}))), Ok(Some("d.zip".into())));
    }

    #[test]
    fn a_2_0_1_location_over_512_characters_is_refused_and_a_1_6_one_is_not() {
        let fits = "https://b.example/".to_owned() + &"k".repeat(MAX_2_0_1_LOCATION - 18);
        assert_eq!(fits.len(), MAX_2_0_1_LOCATION);
        assert!(location_fits(&fits, false).is_ok());
        let long = fits.clone() + "k";
        assert!(matches!(location_fits(&long, false), Err(LogRequestError::LocationTooLong { length: 513 })));
        assert!(location_fits(&long, true).is_ok());
    }

    #[test]
    fn a_rejection_or_a_1_6_answer_without_a_file_is_a_refusal() {
        assert_eq!(
            accepted(Ok(json!({"status": "Rejected"}))),
            Err(StationRefusal::Rejected { status: "Rejected".into() })
        );
        assert_eq!(
            accepted(Ok(json!({}))),
            Err(StationRefusal::Rejected { status: "NoDiagnosticsAvailable".into() })
        );
    }
}
