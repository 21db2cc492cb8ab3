//! The OCPP message log's items: one item per batch of a connection's frames (the gateway
//! buffers them and writes a batch every flush interval, when its buffer fills, and at
//! disconnect), not one per frame: a write unit covers a KB whatever the count of frames in it,
//! and one PutItem replaces dozens (docs/scaling.md, "The message log").
//!
//! - `PK = STATIONLOG#<organization uuid>#<asset uuid>`: the asset's log, whatever the station's
//!   identity or connection; no index.
//! - `SK = <first frame's ms, 13 digits>#<connection id>#<batch number, 8 digits>`: a time range
//!   is one Query of the partition, in either order.
//! - `frames` (a JSON array of `LoggedFrame`), `count`, `dropped` (frames the connection could
//!   not keep before this batch, also marked among the frames), `identity`, `connection_id`,
//!   `ocpp_version`, `first_at`, `last_at`, and TTL `expire_at` 7 days after `last_at`.

use aws_sdk_dynamodb::types::{AttributeValue, ReturnConsumedCapacity};

use super::attrs::{Item, get_n, get_s, n, s};
use super::{Store, StoreError, keys};
use crate::domain::station::OcppVersion;
use crate::domain::station_message::{LoggedFrame, MessageFilter, RETENTION_DAYS};
use crate::ids::{AssetId, OrgId};

/// The longest a batch's frames span, first to last: the flush interval's bound
/// (`config::OCPP_MESSAGE_LOG_MAX_SECONDS`) and a margin for a flush waiting its turn. A time
/// range's Query starts this much earlier, since a batch is keyed by its first frame.
pub const MAX_BATCH_SPAN_MS: i64 = (crate::config::OCPP_MESSAGE_LOG_MAX_SECONDS as i64 + 60) * 1000;

/// Batches one Query call reads at most.
const BATCHES_PER_QUERY: i32 = 25;

/// Batches the first Query of a page reads: as many as the page's entries need when a batch
/// holds a CALL and its answer (2 frames; most hold more), within `BATCHES_PER_QUERY`. Each
/// further Query (a filter that admits few) reads twice the one before, to the same bound, so a
/// small page reads (and pays for) few batches.
fn batches_for(limit: usize, query: u32) -> i32 {
    let first = i32::try_from(limit.div_ceil(2)).unwrap_or(BATCHES_PER_QUERY).clamp(1, BATCHES_PER_QUERY);
    first.saturating_mul(1 << query.min(5)).min(BATCHES_PER_QUERY)
}

/// Query calls one page may make: with the entries evaluated, the page's read budget.
const QUERIES_PER_PAGE: usize = 4;

/// Entries (frames) one page may evaluate before it answers short with a cursor, as a list's
/// read budget (`list::READ_BUDGET`, 1,000 index entries) does.
const FRAMES_PER_PAGE: usize = 1_000;

/// One batch of a connection's frames, as the gateway writes it.
pub struct MessageBatch<'a> {
    pub org_id: OrgId,
    pub asset_id: AssetId,
    pub identity: &'a str,
    pub connection_id: &'a str,
    pub version: OcppVersion,
    /// The connection's batch number: keys of one connection's batches never collide.
    pub number: u64,
    /// The frames, each already serialized (`LoggedFrame` as JSON), oldest first.
    pub frames: &'a [Box<str>],
    pub first_at: i64,
    pub last_at: i64,
    pub dropped: u64,
}

fn partition(org: OrgId, asset: AssetId) -> String {
    format!("STATIONLOG#{}#{}", org.uuid(), asset.uuid())
}

/// The sort key's time part: a batch whose first frame is at `ms`.
fn at_key(ms: i64) -> String {
    format!("{:013}", ms.max(0))
}

impl MessageBatch<'_> {
    pub fn item(&self) -> Item {
        let mut frames = String::with_capacity(self.frames.iter().map(|f| f.len() + 1).sum::<usize>() + 2);
        frames.push('[');
        for (i, frame) in self.frames.iter().enumerate() {
            if i > 0 {
                frames.push(',');
            }
            frames.push_str(frame);
        }
        frames.push(']');
        let mut item = Item::new();
        item.insert(keys::PK.into(), s(partition(self.org_id, self.asset_id)));
        let sort = format!("{}#{}#{:08}", at_key(self.first_at), self.connection_id, self.number);
        item.insert(keys::SK.into(), s(sort));
        item.insert("identity".into(), s(self.identity));
        item.insert("connection_id".into(), s(self.connection_id));
        item.insert("ocpp_version".into(), s(self.version.as_str()));
        item.insert("first_at".into(), n(self.first_at));
        item.insert("last_at".into(), n(self.last_at));
        item.insert("count".into(), n(i64::try_from(self.frames.len()).unwrap_or(i64::MAX)));
        item.insert("dropped".into(), n(i64::try_from(self.dropped).unwrap_or(i64::MAX)));
        item.insert("frames".into(), s(frames));
        item.insert("expire_at".into(), n(self.last_at / 1000 + RETENTION_DAYS * 86_400));
        item
    }
}

/// An item's size as DynamoDB bills it: each attribute's name and value (strings and numbers
/// by their text, close enough for numbers). Write units are this in KB, rounded up.
pub fn item_bytes(item: &Item) -> usize {
    item.iter()
        .map(|(name, value)| {
            name.len()
                + match value {
                    AttributeValue::S(text) | AttributeValue::N(text) => text.len(),
                    AttributeValue::Bool(_) | AttributeValue::Null(_) => 1,
                    _ => 0,
                }
        })
        .sum()
}

/// The write units (on-demand WRU) a PutItem of `item` costs: a KB or part of one each.
pub fn write_units(item: &Item) -> u64 {
    u64::try_from(item_bytes(item).div_ceil(1024)).unwrap_or(u64::MAX)
}

/// Which way a page walks the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Walk {
    NewestFirst,
    OldestFirst,
}

/// Where a page starts: the batch (its sort key) and the entries of it passed already, in
/// the walk's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    pub sort_key: String,
    pub passed: usize,
}

/// One page: the entries with the OCPP version of their connection, and where the next starts.
pub struct MessagePage {
    pub entries: Vec<(LoggedFrame, OcppVersion)>,
    pub next: Option<Position>,
}

/// A batch as read.
struct StoredBatch {
    sort_key: String,
    version: OcppVersion,
    frames: Vec<LoggedFrame>,
}

fn batch_from(item: &Item, now: i64) -> Result<Option<StoredBatch>, StoreError> {
    // DynamoDB's TTL removes items up to days late: what is past its retention is not shown.
    if get_n(item, "expire_at")? * 1000 <= now {
        return Ok(None);
    }
    let version = get_s(item, "ocpp_version")?;
    let version =
        OcppVersion::parse(version).ok_or_else(|| StoreError::Corrupt(format!("ocpp_version {version}")))?;
    let frames = serde_json::from_str(get_s(item, "frames")?)
        .map_err(|error| StoreError::Corrupt(format!("message log frames: {error}")))?;
    Ok(Some(StoredBatch { sort_key: get_s(item, keys::SK)?.to_owned(), version, frames }))
}

impl Store {
    /// Writes one batch of a connection's frames (one PutItem): its write units.
    pub async fn write_message_batch(&self, batch: &MessageBatch<'_>) -> Result<u64, StoreError> {
        let item = batch.item();
        let units = write_units(&item);
        self.client()
            .put_item()
            .table_name(self.table())
            .set_item(Some(item))
            .send()
            .await
            .map_err(super::errors::fail)?;
        Ok(units)
    }

    /// A page of an asset's message log: up to `limit` entries `filter` admits, from `start`
    /// (the beginning of the range when `None`), walking `walk`. Reads at most
    /// `QUERIES_PER_PAGE` Queries and `FRAMES_PER_PAGE` entries: a page that meets either
    /// first answers short, with where to go on.
    pub async fn station_messages(
        &self,
        org: OrgId,
        asset: AssetId,
        filter: &MessageFilter,
        walk: Walk,
        start: Option<&Position>,
        limit: usize,
    ) -> Result<MessagePage, StoreError> {
        let now = crate::time::now_ms();
        let oldest = now - RETENTION_DAYS * 86_400_000;
        let from = filter.from.unwrap_or(oldest).max(oldest);
        // A batch holding frames at `from` began at most a batch's span before.
        let low = at_key(from - MAX_BATCH_SPAN_MS);
        // Every key of a batch begun before `until` (ms) sorts below its time part.
        let high = filter.until.map_or_else(|| "~".to_owned(), at_key);
        let (low, high) = match (walk, start) {
            (Walk::NewestFirst, Some(at)) => (low, at.sort_key.clone()),
            (Walk::OldestFirst, Some(at)) => (at.sort_key.clone(), high),
            (_, None) => (low, high),
        };
        // An empty range (its end before its start, or before the retention): DynamoDB refuses a
        // BETWEEN whose bounds are reversed.
        if low > high {
            return Ok(MessagePage { entries: Vec::new(), next: None });
        }
        let mut entries = Vec::new();
        let mut evaluated = 0;
        let mut exclusive_start = None;
        for query in 0..QUERIES_PER_PAGE {
            let output = self
                .client()
                .query()
                .table_name(self.table())
                .key_condition_expression("PK = :pk AND SK BETWEEN :low AND :high")
                .expression_attribute_values(":pk", s(partition(org, asset)))
                .expression_attribute_values(":low", s(&low))
                .expression_attribute_values(":high", s(&high))
                .scan_index_forward(walk == Walk::OldestFirst)
                .limit(batches_for(limit, u32::try_from(query).unwrap_or(u32::MAX)))
                .set_exclusive_start_key(exclusive_start.take())
                .return_consumed_capacity(ReturnConsumedCapacity::Total)
                .send()
                .await
                .map_err(super::errors::fail)?;
            super::calls::record_read(output.consumed_capacity(), output.scanned_count());
            for item in output.items() {
                let Some(batch) = batch_from(item, now)? else { continue };
                let mut frames = batch.frames;
                if walk == Walk::NewestFirst {
                    frames.reverse();
                }
                let passed = match start {
                    Some(at) if at.sort_key == batch.sort_key => at.passed,
                    _ => 0,
                };
                for (index, frame) in frames.into_iter().enumerate().skip(passed) {
                    let full = entries.len() >= limit;
                    if full || evaluated >= FRAMES_PER_PAGE {
                        let next = Position { sort_key: batch.sort_key.clone(), passed: index };
                        return Ok(MessagePage { entries, next: Some(next) });
                    }
                    evaluated += 1;
                    if filter.admits(&frame) {
                        entries.push((frame, batch.version));
                    }
                }
            }
            match output.last_evaluated_key {
                Some(key) if !key.is_empty() => exclusive_start = Some(key),
                _ => return Ok(MessagePage { entries, next: None }),
            }
        }
        // The budget of Queries ran out: go on after the last batch read.
        let next = exclusive_start.as_ref().and_then(|key| key.get(keys::SK)).and_then(|sk| sk.as_s().ok());
        let next = next.map(|sort_key| Position { sort_key: sort_key.clone(), passed: usize::MAX });
        Ok(MessagePage { entries, next })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::station_message::MAX_PAYLOAD_BYTES;

    #[test]
    fn a_querys_batches_follow_the_page_size_and_grow_for_a_sparse_filter() {
        assert_eq!(batches_for(1, 0), 1);
        assert_eq!(batches_for(10, 0), 5);
        assert_eq!(batches_for(10, 1), 10);
        assert_eq!(batches_for(10, 3), 25);
        assert_eq!(batches_for(100, 0), 25);
    }

    #[test]
    fn the_logs_payload_cap_is_the_event_historys() {
        assert_eq!(MAX_PAYLOAD_BYTES, super::super::station_registry::MAX_EVENT_DATA_BYTES);
    }

    #[test]
    fn a_batch_is_keyed_by_its_first_frame_and_expires_a_week_after_its_last() {
        let frames: Vec<Box<str>> = vec![r#"{"t":1,"k":"call"}"#.into(), r#"{"t":2,"k":"call"}"#.into()];
        let batch = MessageBatch {
            org_id: OrgId::from_uuid(uuid::Uuid::nil()),
            asset_id: AssetId::from_uuid(uuid::Uuid::nil()),
            identity: "CP-1",
            connection_id: "c1",
            version: OcppVersion::V16,
            number: 3,
            frames: &frames,
            first_at: 1_700_000_000_000,
            last_at: 1_700_000_060_000,
            dropped: 0,
        };
        let item = batch.item();
        assert_eq!(item[keys::SK].as_s().unwrap(), "1700000000000#c1#00000003");
        assert_eq!(item["frames"].as_s().unwrap(), r#"[{"t":1,"k":"call"},{"t":2,"k":"call"}]"#);
        assert_eq!(item["expire_at"].as_n().unwrap(), &(1_700_000_060 + 7 * 86_400).to_string());
        assert_eq!(write_units(&item), 1);
    }
}
