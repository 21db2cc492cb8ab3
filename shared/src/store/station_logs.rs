//! Station log requests: `LOGREQ#<uuid> / LOGREQ`, listed per asset through GSI1 on
//! `ASSET#<asset>#LOGREQ` (newest first), removed by TTL (`expire_at`) with their files
//! (`station_log::KEEP_DAYS`). A station's notifications find a request within its own asset's
//! partition only: by `request_id` (2.0.1), or the newest (1.6 names none).

use aws_sdk_dynamodb::types::AttributeValue;

use super::attrs::{get_n, get_s, get_uuid, n, opt_n, opt_s, s};
use super::entity::Entity;
use super::errors;
use super::keys::{self, SortIndex};
use super::station_registry::StationConnection;
use super::{FromItem, Item, Store, StoreError};
use crate::domain::station_log::{KEEP_DAYS, LogPeriod, LogStatus, STATION_LOG_LIST, StationLog};
use crate::ids::{AssetId, OrgId, StationLogId};
use crate::time::now_ms;

pub const STATION_LOG: Entity = Entity { kind: "LOGREQ", resource: "station_log" };

/// The list partition of an asset's log requests.
pub fn station_logs_partition(asset: AssetId) -> String {
    format!("ASSET#{}#{}", asset.uuid(), STATION_LOG_LIST.kind)
}

/// The requests a 2.0.1 notification's `requestId` is looked for among: the asset's newest.
/// A station reports on what it was asked lately; older requests are past reporting on.
const RECENT: i32 = 50;

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

impl Store {
    /// A new log request (one PutItem, never over another).
    pub async fn create_station_log(&self, log: &StationLog) -> Result<(), StoreError> {
        self.client()
            .put_item()
            .table_name(self.table())
            .set_item(Some(item_of(log)))
            .condition_expression("attribute_not_exists(PK)")
            .send()
            .await
            .map_err(errors::fail)?;
        Ok(())
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

    /// A request the station refused (or never got): removed, so no record claims an upload
    /// that will not come (one DeleteItem).
    pub async fn remove_station_log(&self, log: &StationLog) -> Result<(), StoreError> {
        self.client()
            .delete_item()
            .table_name(self.table())
            .set_key(Some(STATION_LOG.key(log.id.uuid())))
            .send()
            .await
            .map_err(errors::fail)?;
        Ok(())
    }

    /// A station's LogStatusNotification or DiagnosticsStatusNotification: its request (within
    /// the connection's own asset: never another station's) moves to the status the station
    /// reports, unless it is `uploaded` already. `Ok(false)` when no request of the station
    /// matches (ignored) or the status does not move one (`Idle`, or any after `Uploaded`). One Query and one UpdateItem.
    pub async fn station_log_progress(
        &self,
        connection: &StationConnection,
        report: LogReport,
        station_status: &str,
    ) -> Result<bool, StoreError> {
        let Some(status) = LogStatus::of_station(station_status) else { return Ok(false) };
        let limit = match report {
            LogReport::Request(_) => RECENT,
            LogReport::Latest => 1,
        };
        let output = self
            .client()
            .query()
            .table_name(self.table())
            .index_name(SortIndex::Gsi1.name())
            .key_condition_expression("#pk = :pk")
            .expression_attribute_names("#pk", SortIndex::Gsi1.pk())
            .expression_attribute_values(":pk", s(station_logs_partition(connection.asset_id)))
            .scan_index_forward(false)
            .limit(limit)
            .send()
            .await
            .map_err(errors::fail)?;
        let items = output.items.unwrap_or_default();
        let found = items.iter().map(log_from_item).filter_map(Result::ok).find(|log| {
            log.org_id == connection.org_id
                && match report {
                    LogReport::Request(id) => log.request_id == id,
                    LogReport::Latest => true,
                }
        });
        let Some(log) = found else { return Ok(false) };
        let station_status: String = station_status.chars().take(50).collect();
        let updated = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(STATION_LOG.key(log.id.uuid())))
            .update_expression("SET #status = :status, station_status = :station_status, updated_at = :at")
            // An uploaded file stays uploaded: a late or repeated report cannot take its link away.
            .condition_expression(
                "attribute_exists(PK) AND org_id = :org AND asset_id = :asset AND #status <> :uploaded",
            )
            .expression_attribute_values(":uploaded", s(LogStatus::Uploaded.name()))
            .expression_attribute_names("#status", "status")
            .expression_attribute_values(":status", s(status.name()))
            .expression_attribute_values(":station_status", s(station_status))
            .expression_attribute_values(":at", n(now_ms()))
            .expression_attribute_values(":org", s(connection.org_id.uuid().to_string()))
            .expression_attribute_values(":asset", s(connection.asset_id.uuid().to_string()))
            .send()
            .await;
        match updated {
            Ok(_) => Ok(true),
            // Expired or removed meanwhile: nothing to move.
            Err(error) => errors::refused(error).map(|_| false),
        }
    }
}
