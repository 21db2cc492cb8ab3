//! Station log requests: `LOGREQ#<uuid> / LOGREQ`, listed per asset through GSI1 on
//! `ASSET#<asset>#LOGREQ` (newest first), removed by TTL (`expire_at`) with their files
//! (`station_log::KEEP_DAYS`). Beside them, per asset, `LOGNOW#<asset> / LOGNOW`: the station's
//! newest request (its id, `request_id`, identity and status), written in the same transaction
//! as the request, so a station's notification finds its request with one consistent GetItem
//! (never a stale index), and at most one request per station is outstanding. Per organization
//! and UTC day, `LOGCAP#<org>#<day> / LOGCAP` counts the requests asked (`DAILY_LOG_REQUESTS`).

use aws_sdk_dynamodb::types::AttributeValue;

use super::assets::ASSET;
use super::attrs::{get_n, get_s, get_uuid, n, opt_n, opt_s, s};
use super::entity::Entity;
use super::errors;
use super::keys::{self, SortIndex};
use super::site_scope::SiteScope;
use super::station_item::StationRecord;
use super::station_registry::StationConnection;
use super::stations::{StationError, reach, shows_online};
use super::transact::Action as _;
use super::{FromItem, Item, Store, StoreError};
use crate::domain::station_log::{KEEP_DAYS, LogPeriod, LogStatus, STATION_LOG_LIST, StationLog};
use crate::ids::{AssetId, OrgId, StationLogId};
use crate::time::now_ms;

pub const STATION_LOG: Entity = Entity { kind: "LOGREQ", resource: "station_log" };

/// The list partition of an asset's log requests.
pub fn station_logs_partition(asset: AssetId) -> String {
    format!("ASSET#{}#{}", asset.uuid(), STATION_LOG_LIST.kind)
}

/// The pointer to an asset's newest log request.
fn newest_key(asset: AssetId) -> Item {
    keys::item_key(format!("LOGNOW#{}", asset.uuid()), "LOGNOW")
}

/// An organization's count of log requests on one UTC day.
fn day_count_key(org: OrgId, now: i64) -> Item {
    keys::item_key(format!("LOGCAP#{}#{}", org.uuid(), now / 86_400_000), "LOGCAP")
}

/// How many log requests an organization may ask for in one UTC day: far above what operators
/// ask for by hand, low enough that a runaway script cannot fill the bucket or flood stations.
pub const DAILY_LOG_REQUESTS: i64 = 200;

fn item_of(log: &StationLog) -> Item {
    let mut item = STATION_LOG.key(log.id.uuid());
    let mut put = |name: &str, value: AttributeValue| {
        item.insert(name.to_owned(), value);
    };
    put("org_id", s(log.org_id.uuid().to_string()));
    put("asset_id", s(log.asset_id.uuid().to_string()));
    put("identity", s(&log.identity));
    put("request_id", n(i64::from(log.request_id)));
    put("status", s(log.status.name()));
    if let Some(status) = &log.station_status {
        put("station_status", s(status));
    }
    if let Some(file_name) = &log.file_name {
        put("file_name", s(file_name));
    }
    if let Some(from) = log.period.from {
        put("from", n(from));
    }
    if let Some(to) = log.period.to {
        put("to", n(to));
    }
    put("created_at", n(log.created_at));
    put("updated_at", n(log.updated_at));
    put("expire_at", n(log.created_at / 1000 + KEEP_DAYS * 86_400));
    let entry = SortIndex::Gsi1.entry(
        &station_logs_partition(log.asset_id),
        &keys::instant_key(log.created_at),
        log.id.uuid(),
    );
    item.extend(entry);
    item
}

fn log_from_item(item: &Item) -> Result<StationLog, StoreError> {
    let status = match get_s(item, "status")? {
        "requested" => LogStatus::Requested,
        "uploading" => LogStatus::Uploading,
        "uploaded" => LogStatus::Uploaded,
        "failed" => LogStatus::Failed,
        other => return Err(StoreError::internal(format!("stored log status {other} is unknown"))),
    };
    let request_id = i32::try_from(get_n(item, "request_id")?)
        .map_err(|_| StoreError::internal("stored request_id is out of range"))?;
    Ok(StationLog {
        id: StationLogId::from_uuid(get_uuid(item, keys::PK)?),
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        asset_id: AssetId::from_uuid(get_uuid(item, "asset_id")?),
        identity: get_s(item, "identity")?.to_owned(),
        request_id,
        status,
        station_status: opt_s(item, "station_status").map(str::to_owned),
        file_name: opt_s(item, "file_name").map(str::to_owned),
        period: LogPeriod { from: opt_n(item, "from"), to: opt_n(item, "to") },
        created_at: get_n(item, "created_at")?,
        updated_at: get_n(item, "updated_at")?,
    })
}

impl FromItem for StationLog {
    fn from_item(item: &Item) -> Result<Self, StoreError> {
        log_from_item(item)
    }
}

/// Which of a station's requests a notification is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogReport {
    /// 2.0.1: the request the station was given this id in.
    Request(i32),
    /// 1.6: the station's latest request.
    Latest,
}

/// An asset's station as a log request reads it.
#[derive(Debug, Clone)]
pub struct LogStation {
    pub station: StationRecord,
    /// Whether the asset shows the station connected now.
    pub online: bool,
    /// Whether the caller is assigned to the asset's site (may act on the station).
    pub reached: bool,
    /// Whether the station last spoke OCPP 1.6 (unknown counts as 2.0.1, the stricter:
    /// its `remoteLocation` holds 512 characters at most).
    pub speaks_1_6: bool,
}

fn speaks_1_6(asset: &Item) -> bool {
    let Some(AttributeValue::M(state)) = asset.get(super::station_item::STATION_STATE) else { return false };
    matches!(state.get("ocpp_version"), Some(AttributeValue::S(version)) if version == "ocpp1.6")
}

/// Whether a new request was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogSlot {
    Taken,
    /// The station's newest request is still open (`requested`/`uploading`, its upload
    /// location still valid).
    Pending,
    /// The organization asked for `DAILY_LOG_REQUESTS` today.
    DailyCapReached,
}

impl Store {
    /// The station of an asset a log request is about (one read of the asset, one of the
    /// station item); seeing the asset is enough to read, acting needs `reached`.
    pub async fn station_for_log(
        &self,
        org: OrgId,
        asset_id: AssetId,
        scope: &SiteScope,
    ) -> Result<LogStation, StationError> {
        let asset = self.read(ASSET.key(asset_id.uuid()), true).await?;
        let (_, station) = self.station_of(asset.as_ref(), org, asset_id, scope).await?;
        let reached = reach(asset.as_ref(), scope).is_ok();
        Ok(LogStation {
            station,
            online: asset.as_ref().is_some_and(shows_online),
            reached,
            speaks_1_6: asset.as_ref().is_some_and(speaks_1_6),
        })
    }

    /// A new log request, in one transaction with the organization's day count (under
    /// `DAILY_LOG_REQUESTS`) and the asset's newest-request pointer (only over a request that is
    /// done or whose upload location has expired): nothing is written when either refuses.
    pub async fn create_station_log(&self, log: &StationLog) -> Result<LogSlot, StoreError> {
        let now = log.created_at;
        let count = aws_sdk_dynamodb::types::Update::builder()
            .table_name(self.table())
            .set_key(Some(day_count_key(log.org_id, now)))
            .update_expression("ADD requests :one SET expire_at = if_not_exists(expire_at, :expire)")
            .condition_expression("attribute_not_exists(requests) OR requests < :cap")
            .expression_attribute_values(":one", n(1))
            .expression_attribute_values(":cap", n(DAILY_LOG_REQUESTS))
            .expression_attribute_values(":expire", n(now / 1000 + 2 * 86_400))
            .action()?;
        let mut pointer = newest_key(log.asset_id);
        pointer.insert("log_id".into(), s(log.id.uuid().to_string()));
        pointer.insert("org_id".into(), s(log.org_id.uuid().to_string()));
        pointer.insert("identity".into(), s(&log.identity));
        pointer.insert("request_id".into(), n(i64::from(log.request_id)));
        pointer.insert("status".into(), s(log.status.name()));
        let open_until = now + crate::log_files::UPLOAD_FOR.as_millis() as i64;
        pointer.insert("open_until".into(), n(open_until));
        pointer.insert("expire_at".into(), n(now / 1000 + KEEP_DAYS * 86_400));
        let newest = aws_sdk_dynamodb::types::Put::builder()
            .table_name(self.table())
            .set_item(Some(pointer))
            .condition_expression(
                "attribute_not_exists(PK) OR open_until < :now OR #status IN (:uploaded, :failed)",
            )
            .expression_attribute_names("#status", "status")
            .expression_attribute_values(":now", n(now))
            .expression_attribute_values(":uploaded", s(LogStatus::Uploaded.name()))
            .expression_attribute_values(":failed", s(LogStatus::Failed.name()))
            .action()?;
        let put = aws_sdk_dynamodb::types::Put::builder()
            .table_name(self.table())
            .set_item(Some(item_of(log)))
            .condition_expression("attribute_not_exists(PK)")
            .action()?;
        match self.transact(vec![count, newest, put]).await {
            Ok(()) => Ok(LogSlot::Taken),
            Err(error @ StoreError::TransactionCancelled(_)) => {
                let reasons = match &error {
                    StoreError::TransactionCancelled(reasons) => reasons.clone(),
                    _ => Vec::new(),
                };
                if super::entity::failed_at(&reasons, 0) {
                    Ok(LogSlot::DailyCapReached)
                } else if super::entity::failed_at(&reasons, 1) {
                    Ok(LogSlot::Pending)
                } else {
                    Err(error)
                }
            }
            Err(error) => Err(error),
        }
    }

    /// What the station answered: the file name it will upload, if it said one (one UpdateItem).
    pub async fn station_log_accepted(
        &self,
        log: &StationLog,
        file_name: Option<&str>,
    ) -> Result<(), StoreError> {
        let Some(file_name) = file_name else { return Ok(()) };
        self.client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(STATION_LOG.key(log.id.uuid())))
            .update_expression("SET file_name = :file_name")
            .condition_expression("attribute_exists(PK)")
            .expression_attribute_values(":file_name", s(file_name))
            .send()
            .await
            .map_err(errors::fail)?;
        Ok(())
    }

    /// A request the station refused (or never got): removed with its pointer, so no record
    /// claims an upload that will not come and the station may be asked again (two DeleteItems;
    /// the pointer only while it still names this request).
    pub async fn remove_station_log(&self, log: &StationLog) -> Result<(), StoreError> {
        self.client()
            .delete_item()
            .table_name(self.table())
            .set_key(Some(STATION_LOG.key(log.id.uuid())))
            .send()
            .await
            .map_err(errors::fail)?;
        let removed = self
            .client()
            .delete_item()
            .table_name(self.table())
            .set_key(Some(newest_key(log.asset_id)))
            .condition_expression("log_id = :id")
            .expression_attribute_values(":id", s(log.id.uuid().to_string()))
            .send()
            .await;
        match removed {
            Ok(_) => Ok(()),
            Err(error) => errors::refused(error).map(|_| ()),
        }
    }

    /// A station's LogStatusNotification or DiagnosticsStatusNotification: its newest request
    /// (read by key, consistently: one small GetItem, whatever the `requestId`) moves to the
    /// status the station reports when it is the station's own (organization, asset and
    /// identity of the connection) and, in 2.0.1, the `requestId` it was given. `Ok(false)`
    /// when nothing matches (ignored), when the status does not move it (`Idle`, any after
    /// `Uploaded`) or changes nothing (no write). A move is one transaction of the request and
    /// its pointer.
    pub async fn station_log_progress(
        &self,
        connection: &StationConnection,
        report: LogReport,
        station_status: &str,
    ) -> Result<bool, StoreError> {
        let Some(status) = LogStatus::of_station(station_status) else { return Ok(false) };
        let Some(newest) = self.read(newest_key(connection.asset_id), true).await? else { return Ok(false) };
        let owned = get_s(&newest, "org_id").ok() == Some(connection.org_id.uuid().to_string().as_str())
            && get_s(&newest, "identity").ok() == Some(connection.identity.as_str());
        let asked = match report {
            LogReport::Request(id) => get_n(&newest, "request_id").ok() == Some(i64::from(id)),
            LogReport::Latest => true,
        };
        let station_status: String = station_status.chars().take(50).collect();
        let was = get_s(&newest, "status").unwrap_or_default();
        let unchanged =
            was == status.name() && opt_s(&newest, "station_status") == Some(station_status.as_str());
        // An uploaded file stays uploaded: a late or repeated report cannot take its link away.
        if !owned || !asked || unchanged || was == LogStatus::Uploaded.name() {
            return Ok(false);
        }
        let log_id = get_s(&newest, "log_id")?.to_owned();
        let log_uuid =
            uuid::Uuid::parse_str(&log_id).map_err(|_| StoreError::internal("stored log_id is no uuid"))?;
        let at = now_ms();
        let move_log = aws_sdk_dynamodb::types::Update::builder()
            .table_name(self.table())
            .set_key(Some(STATION_LOG.key(log_uuid)))
            .update_expression("SET #status = :status, station_status = :station_status, updated_at = :at")
            .condition_expression(
                "attribute_exists(PK) AND org_id = :org AND asset_id = :asset AND #identity = :identity AND #status <> :uploaded",
            )
            .expression_attribute_names("#status", "status")
            .expression_attribute_names("#identity", "identity")
            .expression_attribute_values(":uploaded", s(LogStatus::Uploaded.name()))
            .expression_attribute_values(":status", s(status.name()))
            .expression_attribute_values(":station_status", s(&station_status))
            .expression_attribute_values(":at", n(at))
            .expression_attribute_values(":org", s(connection.org_id.uuid().to_string()))
            .expression_attribute_values(":asset", s(connection.asset_id.uuid().to_string()))
            .expression_attribute_values(":identity", s(&connection.identity))
            .action()?;
        let move_pointer = aws_sdk_dynamodb::types::Update::builder()
            .table_name(self.table())
            .set_key(Some(newest_key(connection.asset_id)))
            .update_expression("SET #status = :status, station_status = :station_status")
            .condition_expression("log_id = :id")
            .expression_attribute_names("#status", "status")
            .expression_attribute_values(":status", s(status.name()))
            .expression_attribute_values(":station_status", s(&station_status))
            .expression_attribute_values(":id", s(&log_id))
            .action()?;
        // Expired, removed or replaced meanwhile: nothing to move.
        self.committed(vec![move_log, move_pointer]).await
    }
}
