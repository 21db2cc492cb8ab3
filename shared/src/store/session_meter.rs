//! A session's meter time series: its readings, a batch per item, written in the same
//! transaction as the session they moved (docs/data-model.md, "Meter readings"). Read by `GET
//! /asset-controls/sessions/{id}/meter-values`.
//!
//! Items: `PK = ORG#<org>#METER#<session uuid>`, `SK = V#<session version, 12 digits>`: the
//! session's revision the batch was written with, so a session's batches sort in the order
//! they were written and a batch written twice (a retried transaction) is one item. `points`:
//! the readings' stored form (`MeterPoint::encode`), oldest first. In no index; kept as long as
//! the events (`expire_at`).

use aws_sdk_dynamodb::types::{AttributeValue, Put, TransactWriteItem};

use super::attrs::{n, s};
use super::keys;
use super::transact::Action as _;
use super::{Item, StoreError};
use crate::domain::event::RETENTION_DAYS;
use crate::domain::meter_point::MeterPoint;
use crate::domain::session::Session;
use crate::ids::{OrgId, SessionId};

/// The partition of a session's time series.
pub fn meter_partition(org: OrgId, session: SessionId) -> String {
    keys::org_partition(org.uuid(), &format!("METER#{}", session.uuid()))
}

/// The sort key of the batch written with the session at `version`.
pub fn batch_sort_key(version: i64) -> String {
    format!("V#{version:012}")
}

/// The batch of `points` written with `session` (at its new revision), for its transaction;
/// `None` when there is none.
pub(super) fn batch_put(
    table: &str,
    session: &Session,
    points: &[MeterPoint],
) -> Result<Option<TransactWriteItem>, StoreError> {
    if points.is_empty() {
        return Ok(None);
    }
    let mut item: Item =
        keys::item_key(meter_partition(session.org_id, session.id), batch_sort_key(session.version));
    let stored = points.iter().map(|point| AttributeValue::S(point.encode())).collect();
    item.insert("points".into(), AttributeValue::L(stored));
    item.insert("org_id".into(), s(session.org_id.uuid().to_string()));
    let newest = points.iter().map(|point| point.at_ms).max().unwrap_or(session.updated_at);
    item.insert("expire_at".into(), n(newest / 1000 + RETENTION_DAYS * 86_400));
    Put::builder().table_name(table).set_item(Some(item)).action().map(Some)
}

/// The readings of a stored batch, oldest first (a reading that does not read back is left
/// out).
pub fn batch_points(item: &Item) -> Vec<MeterPoint> {
    let Some(AttributeValue::L(points)) = item.get("points") else { return Vec::new() };
    points.iter().filter_map(|point| point.as_s().ok()).filter_map(|text| MeterPoint::decode(text)).collect()
}
