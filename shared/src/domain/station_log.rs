//! A station's diagnostics log upload (docs/ocpp.md, "A station's logs"): the platform asks the
//! station to upload its log to a location it issues (2.0.1 GetLog, 1.6 GetDiagnostics), and the
//! station's LogStatusNotification / DiagnosticsStatusNotification move the request along.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::domain::body::{BodyError, Fields};
use crate::domain::list_schema::{Field, FieldKind, ListSchema};
use crate::ids::{AssetId, OrgId, StationLogId};
use crate::versions::ApiVersion;

/// How long a log request and its file are kept: the bucket's lifecycle rule and the record's
/// TTL say the same.
pub const KEEP_DAYS: i64 = 30;

/// Where a log request stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LogStatus {
    /// The station accepted the request; no upload has started.
    Requested,
    Uploading,
    Uploaded,
    /// The station reported a failure (its own status is kept beside it).
    Failed,
}

impl LogStatus {
    pub const NAMES: &'static [&'static str] = &["requested", "uploading", "uploaded", "failed"];

    pub fn name(self) -> &'static str {
        match self {
            LogStatus::Requested => "requested",
            LogStatus::Uploading => "uploading",
            LogStatus::Uploaded => "uploaded",
            LogStatus::Failed => "failed",
        }
    }

    /// The platform's status for a station's report (2.0.1 `UploadLogStatusEnumType`, 1.6
    /// `DiagnosticsStatus`); `None` for a status that does not move the request (`Idle`: the
    /// station is doing nothing, which says nothing about this request).
    pub fn of_station(status: &str) -> Option<LogStatus> {
        Some(match status {
            "Uploading" => LogStatus::Uploading,
            "Uploaded" => LogStatus::Uploaded,
            "Idle" => return None,
            // BadMessage, NotSupportedOperation, PermissionDenied, UploadFailure,
            // AcceptedCanceled (2.0.1), UploadFailed (1.6).
            _ => LogStatus::Failed,
        })
    }
}

/// The period a request asks the station's log for (both ends optional), in ms.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LogPeriod {
    pub from: Option<i64>,
    pub to: Option<i64>,
}

impl LogPeriod {
    /// `{from?, to?}` (instants as every body takes them: `time::INSTANT_INPUT`); `from` not
    /// after `to`. An empty body asks for the whole log.
    pub fn from_body(body: &[u8]) -> Result<LogPeriod, BodyError> {
        let mut fields = if body.iter().all(u8::is_ascii_whitespace) {
            Fields::parse(b"{}")?
        } else {
            Fields::parse(body)?
        };
        let from = instant(&mut fields, "from");
        let to = instant(&mut fields, "to");
        if let (Some(from), Some(to)) = (from, to)
            && from > to
        {
            fields.error("from", "must not be after to");
        }
        fields.finish()?;
        Ok(LogPeriod { from, to })
    }
}

fn instant(fields: &mut Fields, name: &str) -> Option<i64> {
    match fields.take(name) {
        None | Some(Value::Null) => None,
        Some(value) => fields.checked(name, crate::time::instant_from_json(&value)),
    }
}

/// One log request, as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct StationLog {
    pub id: StationLogId,
    pub org_id: OrgId,
    pub asset_id: AssetId,
    /// The station's identity when asked.
    pub identity: String,
    /// The `requestId` the station was given (2.0.1; 1.6 names none).
    pub request_id: i32,
    pub status: LogStatus,
    /// The station's own last status word (`Uploaded`, `UploadFailure`, ...).
    pub station_status: Option<String>,
    /// The file name the station said it would upload.
    pub file_name: Option<String>,
    pub period: LogPeriod,
    pub created_at: i64,
    pub updated_at: i64,
}

impl StationLog {
    pub fn new(org_id: OrgId, asset_id: AssetId, identity: &str, period: LogPeriod, now: i64) -> StationLog {
        StationLog {
            id: StationLogId::generate(),
            org_id,
            asset_id,
            identity: identity.to_owned(),
            request_id: request_id(),
            status: LogStatus::Requested,
            station_status: None,
            file_name: None,
            period,
            created_at: now,
            updated_at: now,
        }
    }

    /// Whether its record is past its `expire_at` (TTL removes it some time after).
    pub fn expired(&self, now_ms: i64) -> bool {
        now_ms / 1000 > self.created_at / 1000 + KEEP_DAYS * 86_400
    }

    /// The object key of its file: `<org>/<asset>/<log>`, each UUID as 22 base64url characters
    /// (a 2.0.1 upload location holds 512 at most), so a location issued for one request names
    /// that one file of that one station.
    pub fn file_key(&self) -> String {
        file_key(self.org_id, self.asset_id, self.id)
    }

    /// `download_url`: given once uploaded (pre-signed, short-lived), else null.
    pub fn render(&self, version: &ApiVersion, download_url: Option<String>) -> Value {
        let time = |at: Option<i64>| at.map(|at| crate::time::render(at, version));
        let mut log = json!({
            "id": version.show_id(&self.id),
            "object": "station_log",
            "asset_id": version.show_id(&self.asset_id),
            "identity": self.identity,
            "request_id": self.request_id,
            "status": self.status.name(),
            "station_status": self.station_status,
            "file_name": self.file_name,
            "from": time(self.period.from),
            "to": time(self.period.to),
            "download_url": download_url,
            "created_at": crate::time::render(self.created_at, version),
            "updated_at": crate::time::render(self.updated_at, version),
        });
        if version.uuid_ids() {
            log["legacy_id"] = json!(self.id.legacy());
        }
        log
    }
}

/// The object key of a log request's file.
pub fn file_key(org: OrgId, asset: AssetId, log: StationLogId) -> String {
    let compact = |uuid: uuid::Uuid| {
        use base64::Engine;
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(uuid.as_bytes())
    };
    format!("{}/{}/{}", compact(org.uuid()), compact(asset.uuid()), compact(log.uuid()))
}

/// Whether `segment` is one part of a file key: a UUID as 22 base64url characters.
pub fn is_key_segment(segment: &str) -> bool {
    use base64::Engine;
    segment.len() == 22
        && base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(segment)
            .is_ok_and(|bytes| bytes.len() == 16)
}

/// A random positive `requestId` (an OCPP integer the station echoes in its notifications).
fn request_id() -> i32 {
    let mut bytes = [0u8; 4];
    // A failed random read still gives a valid id; the station's notifications are matched
    // within its own requests only.
    let _ = getrandom::fill(&mut bytes);
    (u32::from_le_bytes(bytes) & 0x7fff_ffff).max(1) as i32
}

/// A station's log requests, newest first.
pub static STATION_LOG_LIST: ListSchema = ListSchema {
    kind: "LOGREQ",
    default_sort: "-created_at",
    fields: &[
        Field::sorted("created_at", FieldKind::Instant, true),
        Field::filter("status", FieldKind::Enum(LogStatus::NAMES)),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_station_status_moves_a_request_and_idle_does_not() {
        assert_eq!(LogStatus::of_station("Uploading"), Some(LogStatus::Uploading));
        assert_eq!(LogStatus::of_station("Uploaded"), Some(LogStatus::Uploaded));
        assert_eq!(LogStatus::of_station("UploadFailure"), Some(LogStatus::Failed));
        assert_eq!(LogStatus::of_station("UploadFailed"), Some(LogStatus::Failed));
        assert_eq!(LogStatus::of_station("Idle"), None);
    }

    #[test]
    fn a_period_is_optional_and_ordered() {
        assert_eq!(LogPeriod::from_body(b"").expect("empty"), LogPeriod::default());
        let period =
            LogPeriod::from_body(br#"{"from": "2026-01-01T00:00:00Z", "to": "2026-01-02T00:00:00Z"}"#)
                .expect("a period");
        assert_eq!(period.to.zip(period.from).map(|(to, from)| to - from), Some(86_400_000));
        assert!(
            LogPeriod::from_body(br#"{"from": "2026-01-02T00:00:00Z", "to": "2026-01-01T00:00:00Z"}"#)
                .is_err()
        );
        assert!(LogPeriod::from_body(br#"{"from": 5.5}"#).is_err());
        assert!(LogPeriod::from_body(br#"{"since": 5}"#).is_err(), "an unknown field");
    }

    #[test]
    fn a_record_is_expired_past_its_keeping_days() {
        let log = StationLog::new(OrgId::generate(), AssetId::generate(), "CP1", LogPeriod::default(), 0);
        let kept = KEEP_DAYS * 86_400_000;
        assert!(!log.expired(kept));
        assert!(log.expired(kept + 1_000));
    }

    #[test]
    fn a_file_key_names_the_organization_the_asset_and_the_request() {
        let log = StationLog::new(OrgId::generate(), AssetId::generate(), "CP1", LogPeriod::default(), 0);
        let key = log.file_key();
        assert_eq!(key.split('/').count(), 3);
        assert_eq!(key.len(), 3 * 22 + 2, "compact: {key}");
        assert!(key.split('/').all(is_key_segment));
        let last = key.rsplit('/').next().unwrap_or_default();
        use base64::Engine;
        let decoded = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(last).expect("base64url");
        assert_eq!(decoded, log.id.uuid().as_bytes());
        assert!(log.request_id > 0);
    }
}
