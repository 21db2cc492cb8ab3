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
    // The platform's clock, not the station's: a station whose clock fell back to 1970 (or ran
    // to 2100) must neither lose its series at once nor keep it for ever.
    item.insert("expire_at".into(), n(crate::time::now_ms() / 1000 + RETENTION_DAYS * 86_400));
    Put::builder().table_name(table).set_item(Some(item)).action().map(Some)
}

/// The readings of a stored batch, oldest first (a reading that does not read back is left
/// out).
pub fn batch_points(item: &Item) -> Vec<MeterPoint> {
    let Some(AttributeValue::L(points)) = item.get("points") else { return Vec::new() };
    points.iter().filter_map(|point| point.as_s().ok()).filter_map(|text| MeterPoint::decode(text)).collect()
}

// The read half: `GET /asset-controls/sessions/{id}/meter-values`, oldest first.

/// Readings a batch is expected to hold: the gateway's default `OCPP_METER_READINGS`. Only
/// sizes a page's first Query; a page is right whatever the batches hold.
const EXPECTED_BATCH: usize = 15;

/// Query calls one page may make. The first reads the batches the page should need; each
/// further one reads as many batches as readings are still wanted, which fills the page (every
/// batch holds a reading), so a page takes two Queries at most unless batches read back empty
/// or a time range leaves readings out.
const QUERIES_PER_PAGE: usize = 4;

/// Batches each further Query of a page with a time range reads at least: the batches before
/// the range are read to be passed over (the series is keyed by revision, not time).
const RANGED_BATCHES: usize = 25;

/// Readings one page may evaluate before it answers short with a cursor, as a list's read
/// budget (`list::READ_BUDGET`) does: a range late in a long series costs pages, not a huge one.
const READINGS_PER_PAGE: usize = 1_000;

/// The readings a page keeps: `at` in `[from, until)` (ms); every reading when neither is set.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MeterRange {
    pub from: Option<i64>,
    pub until: Option<i64>,
}

impl MeterRange {
    pub fn admits(&self, point: &MeterPoint) -> bool {
        self.from.is_none_or(|from| point.at_ms >= from) && self.until.is_none_or(|until| point.at_ms < until)
    }

    fn is_all(&self) -> bool {
        self.from.is_none() && self.until.is_none()
    }
}

/// Where a page of a session's readings starts: a batch (its sort key) and how many of its
/// readings earlier pages showed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeterPosition {
    pub sort_key: String,
    pub passed: usize,
}

/// One page of a session's readings, oldest first, and where the next page starts (`None`:
/// the series ended on this page).
#[derive(Debug, Default)]
pub struct MeterPage {
    pub points: Vec<MeterPoint>,
    pub next: Option<MeterPosition>,
}

/// The batches a page's Query number `query` reads, when `wanted` readings are still wanted
/// (`ranged`: of a time range, which may leave whole batches out).
fn batches_for(wanted: usize, query: usize, ranged: bool) -> i32 {
    let batches = match query {
        // A full page reads on only to learn whether a reading follows: one batch tells.
        _ if wanted == 0 => 1,
        0 => (wanted.div_ceil(EXPECTED_BATCH) + 1).min(wanted),
        _ if ranged => wanted.max(RANGED_BATCHES),
        _ => wanted,
    };
    // A page is at most `list::MAX_LIMIT` readings: far below i32::MAX.
    i32::try_from(batches.max(1)).unwrap_or(i32::MAX)
}

/// Whether a stored batch is past its retention: DynamoDB's TTL removes items up to days late.
fn expired(item: &Item, now_ms: i64) -> bool {
    super::attrs::opt_n(item, "expire_at").is_some_and(|expire_at| expire_at.saturating_mul(1000) <= now_ms)
}

impl super::Store {
    /// A page of up to `limit` readings of `session` (of organization `org`) in `range`,
    /// oldest first, from `start` (the series' beginning when `None`). Eventually consistent
    /// Queries of the series' own partition: usually one, at most `QUERIES_PER_PAGE` and
    /// `READINGS_PER_PAGE` readings evaluated; a page that spends either answers short with
    /// where to go on.
    pub async fn session_meter_page(
        &self,
        org: OrgId,
        session: SessionId,
        range: MeterRange,
        start: Option<&MeterPosition>,
        limit: usize,
    ) -> Result<MeterPage, StoreError> {
        let now = crate::time::now_ms();
        let mut page = MeterPage::default();
        let mut evaluated = 0;
        let mut exclusive_start = None;
        for query in 0..QUERIES_PER_PAGE {
            let wanted = limit.saturating_sub(page.points.len());
            let mut request = self
                .client()
                .query()
                .table_name(self.table())
                .expression_attribute_values(":pk", s(meter_partition(org, session)))
                .scan_index_forward(true)
                .limit(batches_for(wanted, query, !range.is_all()))
                .set_exclusive_start_key(exclusive_start.take())
                .return_consumed_capacity(aws_sdk_dynamodb::types::ReturnConsumedCapacity::Total);
            request = match start {
                Some(at) => request
                    .key_condition_expression("PK = :pk AND SK >= :from")
                    .expression_attribute_values(":from", s(&at.sort_key)),
                None => request.key_condition_expression("PK = :pk"),
            };
            let output = request.send().await.map_err(super::errors::fail)?;
            super::calls::record_read(output.consumed_capacity(), output.scanned_count());
            for item in output.items() {
                if expired(item, now) {
                    continue;
                }
                let sort_key = super::attrs::get_s(item, keys::SK)?;
                let passed = match start {
                    Some(at) if at.sort_key == sort_key => at.passed,
                    _ => 0,
                };
                for (index, point) in batch_points(item).into_iter().enumerate().skip(passed) {
                    if page.points.len() >= limit || evaluated >= READINGS_PER_PAGE {
                        page.next = Some(MeterPosition { sort_key: sort_key.to_owned(), passed: index });
                        return Ok(page);
                    }
                    evaluated += 1;
                    if range.admits(&point) {
                        page.points.push(point);
                    }
                }
            }
            match output.last_evaluated_key {
                Some(key) if !key.is_empty() => exclusive_start = Some(key),
                _ => return Ok(page),
            }
        }
        // The Queries ran out: go on after the last batch read (all of it was passed).
        let last = exclusive_start.as_ref().and_then(|key| key.get(keys::SK)).and_then(|sk| sk.as_s().ok());
        page.next = last.map(|sort_key| MeterPosition { sort_key: sort_key.clone(), passed: usize::MAX });
        Ok(page)
    }

    /// Writes `points` as the batch written with `session` at its current revision, outside
    /// any transaction (one PutItem, the item the gateway's transaction writes): for seeding a
    /// series (tests, demo data), never for recording a reading.
    pub async fn put_meter_batch(&self, session: &Session, points: &[MeterPoint]) -> Result<(), StoreError> {
        let Some(write) = batch_put(self.table(), session, points)? else { return Ok(()) };
        let item = write.put().map(|put| put.item().clone()).unwrap_or_default();
        self.client()
            .put_item()
            .table_name(self.table())
            .set_item(Some(item))
            .send()
            .await
            .map_err(super::errors::fail)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pages_first_query_reads_the_batches_it_should_need_and_a_second_fills_it() {
        assert_eq!(batches_for(1, 0, false), 1);
        assert_eq!(batches_for(20, 0, false), 3);
        assert_eq!(batches_for(100, 0, true), 8);
        // Whatever the batches held, `wanted` more of them hold `wanted` readings.
        assert_eq!(batches_for(17, 1, false), 17);
        assert_eq!(batches_for(0, 1, false), 1);
        // A range passes over whole batches before it: read more of them at a time.
        assert_eq!(batches_for(5, 1, true), 25);
        assert_eq!(batches_for(60, 2, true), 60);
        assert_eq!(batches_for(0, 1, true), 1, "a full page looks one batch ahead");
    }

    #[test]
    fn a_range_is_half_open() {
        let at = |at_ms| MeterPoint { at_ms, energy_wh: 0, power_w: None, soc_percent: None };
        let range = MeterRange { from: Some(10), until: Some(20) };
        assert!(
            !range.admits(&at(9)) && range.admits(&at(10)) && range.admits(&at(19)) && !range.admits(&at(20))
        );
        assert!(MeterRange::default().admits(&at(i64::MIN)));
    }

    #[test]
    fn a_batch_past_its_retention_is_not_read() {
        let mut item = Item::new();
        item.insert("expire_at".into(), n(1_000));
        assert!(expired(&item, 1_000_000));
        assert!(!expired(&item, 999_999));
        assert!(!expired(&Item::new(), 0), "a batch without one is kept");
    }
}
