//! Rate-limit counters: `RATE#<credential> / M#<minute>` holds the minute's total (`n`: requests
//! and tokens leased to instances, counted as spent when granted), the count of each second that
//! had requests (`s00`..`s59`), of each limited endpoint (`e_<id>`), how many of the minute's
//! requests were refused (`r`) and, per grant second, the leased tokens no instance has reported
//! yet (`o00`..`o59`: a lease's tokens may be spent only in its grant's second and the next
//! `LIFE − 1`, so a burst decision sums only the buckets still spendable). A lease that lapses
//! with tokens unused is reported to its own minute's item. Items are small (at most 120 + 7
//! numbers, under 1 KB) and expire two hours after their minute through the TTL attribute.
//! Every write is a plain ADD (no condition): concurrent instances never conflict, and only a
//! write DynamoDB throttled is tried again (`throttling`).

use std::collections::BTreeMap;
use std::time::Duration;

use aws_sdk_dynamodb::config::retry::RetryConfig;
use aws_sdk_dynamodb::config::timeout::TimeoutConfig;
use aws_sdk_dynamodb::operation::update_item::UpdateItemError;
use aws_sdk_dynamodb::types::ReturnValue;

use super::StoreError;
use super::attrs::{n, s};
use super::errors::fail;
use super::keys;
use super::throttling::ThrottlingOnly;
use super::{Item, Store};

/// Seconds a leased token may be spent in: its grant's second and the next `LIFE − 1`. Short, so
/// a holder that goes idle stops taking room from the burst of other instances within `LIFE`
/// seconds, without a write; long enough that a steady client at a few requests a second spends
/// a lease of several tokens. A lease reports the tokens it spent in each of these seconds, so
/// every spent token reaches its own second's count, however late the report.
pub const LIFE: usize = 5;

/// Grant-second buckets a write reads: every bucket whose tokens may be spent in one of the
/// `LIFE` seconds from its own (`LIFE − 1` before it, its own, `LIFE − 1` after).
pub const BUCKETS: usize = 2 * LIFE - 1;

/// The counts a grant returns, its own additions included.
#[derive(Debug, Clone, Copy, Default)]
pub struct MinuteCounts {
    pub minute: u32,
    /// `s<second + i>`: the requests counted in each of the `LIFE` seconds from the write's own
    /// (0 past the minute's end).
    pub seconds: [u32; LIFE],
    /// `o<second − (LIFE − 1) + j>`: tokens leased in that second and not yet reported (0
    /// outside the minute).
    pub outstanding: [u32; BUCKETS],
    pub endpoint: Option<u32>,
    /// Requests of the minute that were refused with 429 (before this one): counted in the
    /// minute and its seconds, but not in the hour.
    pub refused: u32,
}

impl MinuteCounts {
    /// The burst count of second `ahead` seconds after the write's own: its requests and every
    /// leased token that may still be spent in it (leases granted in its last `LIFE` seconds).
    pub fn burst(&self, ahead: usize) -> u32 {
        let requests = self.seconds.get(ahead).copied().unwrap_or(0);
        let tokens =
            self.outstanding.iter().skip(ahead).take(LIFE).fold(0u32, |sum, o| sum.saturating_add(*o));
        requests.saturating_add(tokens)
    }
}

/// The report of a lease that ended: its grant's second (of the minute), its spares, those
/// unused, and the tokens spent in each second of its life (`used[i]` in second `granted + i`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Report {
    pub granted: i64,
    pub spares: u32,
    pub unused: u32,
    pub used: [u32; LIFE],
}

/// What one grant writes: this request and `tokens − 1` spare tokens, and the reports of the
/// instance's ended leases of the minute (so they end with this write).
#[derive(Debug, Clone, Default)]
pub struct Grant {
    pub minute: i64,
    /// Second of the minute (0..59).
    pub second: i64,
    /// This request plus the spare tokens asked for (0 for a lapse report, which counts none).
    pub tokens: u32,
    pub reports: Vec<Report>,
    /// The instance's number for the grant among its credential's (not written): a decision
    /// tells from it whether its write was planned after a lease began.
    pub plan: u64,
}

fn partition(key: &str) -> String {
    format!("RATE#{key}")
}

fn minute_sk(minute: i64) -> String {
    format!("M#{minute:010}")
}

/// A counter's value. Never negative: every negative ADD (a report, a lapse, a give-back)
/// takes back tokens whose own addition was acknowledged before it, and is made once (no
/// retries, see `counter_write`). The clamp only guards against a hand-edited item.
fn count(item: &Item, name: &str) -> u32 {
    let value = item.get(name).and_then(|v| v.as_n().ok()).and_then(|t| t.parse::<i64>().ok());
    value.map_or(0, |v| u32::try_from(v.max(0)).unwrap_or(u32::MAX))
}

fn second_attr(second: i64) -> String {
    format!("s{second:02}")
}

fn bucket_attr(second: i64) -> String {
    format!("o{second:02}")
}

/// Attempts of a counter write DynamoDB throttled (see `throttling`).
const ATTEMPTS: u32 = 3;

/// The per-operation settings of a grant and a give-back: a time limit for all attempts, and
/// retries only of a write DynamoDB throttled. Their negative ADDs (a report's `o<g> − spares`,
/// `n − unused`; a give-back) must apply at most once: a 500 or a timeout may come after
/// DynamoDB applied the write, and a retry would apply it again, under-counting; a throttled
/// write was never applied. A failed write is already safe as it is: its lease is gone from the
/// instance, so its tokens (if written) stay counted as spent.
fn counter_write(timeout: Duration) -> aws_sdk_dynamodb::config::Builder {
    let timeouts = TimeoutConfig::builder().operation_timeout(timeout).build();
    aws_sdk_dynamodb::config::Builder::default()
        .retry_config(RetryConfig::standard().with_max_attempts(ATTEMPTS))
        .retry_classifier(ThrottlingOnly::<UpdateItemError>::new())
        .timeout_config(timeouts)
}

/// What a grant adds to each second (`s<second>`) and grant-second bucket (`o<second>`): its own
/// request to its second and its spares to its bucket; for each report, its spares out of their
/// bucket and its spent tokens into their own seconds (in the same write, so the sum of the two
/// never drops by a spent token); and 0 to every other second and bucket its burst decision
/// reads (so the answer holds them). Seconds outside the minute belong to no lease of it.
pub fn additions(grant: &Grant) -> (BTreeMap<i64, i64>, BTreeMap<i64, i64>) {
    let (mut seconds, mut buckets) = (BTreeMap::new(), BTreeMap::new());
    let within = |second: &i64| (0..60).contains(second);
    let life = i64::try_from(LIFE).unwrap_or(1);
    if grant.tokens > 0 {
        for second in (grant.second..grant.second.saturating_add(life)).filter(within) {
            seconds.insert(second, 0);
        }
        let first = grant.second.saturating_sub(life - 1);
        for bucket in (first..grant.second.saturating_add(life)).filter(within) {
            buckets.insert(bucket, 0);
        }
        seconds.insert(grant.second, 1);
        buckets.insert(grant.second, i64::from(grant.tokens.saturating_sub(1)));
    }
    for report in &grant.reports {
        if within(&report.granted) {
            *buckets.entry(report.granted).or_insert(0) -= i64::from(report.spares);
        }
        for (offset, used) in (0..).zip(report.used) {
            let second = report.granted.saturating_add(offset);
            if used > 0 && within(&second) {
                *seconds.entry(second).or_insert(0) += i64::from(used);
            }
        }
    }
    (seconds, buckets)
}

fn signed(plus: u32, minus: u32) -> i64 {
    i64::from(plus) - i64::from(minus)
}

impl Store {
    /// Counts one request in `minute`, with no lease: a grant of one token, failing after
    /// `timeout` (tests pass their own, longer than a loaded DynamoDB Local needs).
    pub async fn count_request(
        &self,
        key: &str,
        minute: i64,
        second: i64,
        endpoint: Option<&str>,
        timeout: Duration,
    ) -> Result<MinuteCounts, StoreError> {
        let grant = Grant { minute, second, tokens: 1, ..Grant::default() };
        self.grant(key, &grant, endpoint, timeout).await
    }

    /// The one UpdateItem a counted request makes: adds its tokens to the minute and reports
    /// the ended leases, and answers the new counts. Atomic ADDs: every writer sees the sum of
    /// all writes before it, its own included.
    pub async fn grant(
        &self,
        key: &str,
        grant: &Grant,
        endpoint: Option<&str>,
        timeout: Duration,
    ) -> Result<MinuteCounts, StoreError> {
        let unused = grant.reports.iter().fold(0u32, |sum, r| sum.saturating_add(r.unused));
        let mut expression =
            "SET expire_at = if_not_exists(expire_at, :expire), r = if_not_exists(r, :zero) ADD n :n"
                .to_owned();
        let mut update = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(key), minute_sk(grant.minute))))
            .expression_attribute_values(":n", n(signed(grant.tokens, unused)))
            .expression_attribute_values(":zero", n(0))
            .expression_attribute_values(":expire", n((grant.minute + 1) * 60 + 7_200))
            .return_values(ReturnValue::UpdatedNew);
        let (seconds, buckets) = additions(grant);
        let names = seconds.iter().map(|(second, add)| (second_attr(*second), *add));
        let names = names.chain(buckets.iter().map(|(second, add)| (bucket_attr(*second), *add)));
        for (index, (attr, add)) in names.enumerate() {
            expression.push_str(&format!(", #a{index} :a{index}"));
            update = update
                .expression_attribute_names(format!("#a{index}"), attr)
                .expression_attribute_values(format!(":a{index}"), n(add));
        }
        let endpoint_attr = endpoint.map(|id| format!("e_{id}"));
        if let Some(attr) = &endpoint_attr {
            expression.push_str(", #e :one");
            update = update.expression_attribute_names("#e", attr).expression_attribute_values(":one", n(1));
        }
        let update = update.update_expression(expression).customize().config_override(counter_write(timeout));
        let output = update.send().await.map_err(fail)?;
        let item = output.attributes.unwrap_or_default();
        let offset = |i: usize| i64::try_from(i).unwrap_or(i64::MAX);
        let life = offset(LIFE);
        Ok(MinuteCounts {
            minute: count(&item, "n"),
            seconds: std::array::from_fn(|i| {
                count(&item, &second_attr(grant.second.saturating_add(offset(i))))
            }),
            outstanding: std::array::from_fn(|j| {
                count(&item, &bucket_attr(grant.second.saturating_sub(life - 1).saturating_add(offset(j))))
            }),
            endpoint: endpoint_attr.map(|attr| count(&item, &attr)),
            refused: count(&item, "r"),
        })
    }

    /// Reports a lapsed lease to its own minute (a grant of no tokens): one UpdateItem per
    /// instance, credential and minute whose lease ended with tokens unused.
    pub async fn report_lapse(&self, key: &str, lapse: &Grant, timeout: Duration) -> Result<(), StoreError> {
        let lapse = Grant { tokens: 0, ..lapse.clone() };
        self.grant(key, &lapse, None, timeout).await.map(|_| ())
    }

    /// Gives back spare tokens a grant (made in second `granted` of `minute`) could not keep
    /// and, for a request the count refused, records the refusal so the hour leaves it out.
    /// Written only near a limit.
    pub async fn give_back(
        &self,
        key: &str,
        (minute, granted): (i64, i64),
        spares: u32,
        refused: bool,
        timeout: Duration,
    ) -> Result<(), StoreError> {
        let mut expression = "ADD r :r".to_owned();
        let mut update = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(key), minute_sk(minute))))
            .expression_attribute_values(":r", n(i64::from(refused)));
        if spares > 0 {
            expression.push_str(", n :back, #o :back");
            update = update
                .expression_attribute_names("#o", bucket_attr(granted))
                .expression_attribute_values(":back", n(-i64::from(spares)));
        }
        let update = update.update_expression(expression).customize().config_override(counter_write(timeout));
        update.send().await.map_err(fail)?;
        Ok(())
    }

    /// Requests served in the minutes `[from, to)` (counted, less those refused; tokens that
    /// lapsed unused were taken back from their own minute): the hour so far, before this minute.
    pub async fn requests_between(&self, key: &str, from: i64, to: i64) -> Result<u32, StoreError> {
        if from >= to {
            return Ok(0);
        }
        let request = self
            .client()
            .query()
            .table_name(self.table())
            .key_condition_expression("PK = :pk AND SK BETWEEN :from AND :to")
            .expression_attribute_values(":pk", s(partition(key)))
            .expression_attribute_values(":from", s(minute_sk(from)))
            .expression_attribute_values(":to", s(minute_sk(to - 1)))
            .projection_expression("n, r")
            // Once a minute per credential: worth seeing the last writes of the minute before.
            .consistent_read(true);
        let items = self.query_all(request).await?;
        let total = |name| items.iter().map(|item| u64::from(count(item, name))).sum::<u64>();
        let served = total("n").saturating_sub(total("r"));
        Ok(u32::try_from(served).unwrap_or(u32::MAX))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counter_writes_are_retried_only_when_throttled_and_time_out() {
        use aws_sdk_dynamodb::config::retry::ClassifyRetry;
        let config = counter_write(Duration::from_secs(7)).build();
        assert_eq!(config.retry_config().map(RetryConfig::max_attempts), Some(ATTEMPTS));
        assert!(config.retry_classifiers().any(|c| c.name() == "throttling only"));
        let timeout = config.timeout_config().and_then(|t| t.operation_timeout());
        assert_eq!(timeout, Some(Duration::from_secs(7)));
    }

    #[test]
    fn a_grant_reads_every_second_and_bucket_its_lease_may_be_spent_in() {
        let grant = Grant { minute: 1, second: 30, tokens: 3, ..Grant::default() };
        let (seconds, buckets) = additions(&grant);
        assert_eq!(seconds.into_iter().collect::<Vec<_>>(), [(30, 1), (31, 0), (32, 0), (33, 0), (34, 0)]);
        assert_eq!(buckets.keys().copied().collect::<Vec<_>>(), (26..=34).collect::<Vec<_>>());
        assert_eq!(buckets[&30], 2, "the spares in their grant's bucket");
    }

    #[test]
    fn a_report_moves_each_spent_token_from_its_bucket_into_its_own_second() {
        let report = Report { granted: 10, spares: 4, unused: 1, used: [1, 0, 2, 0, 0] };
        let grant = Grant { minute: 1, second: 40, tokens: 1, reports: vec![report], ..Grant::default() };
        let (seconds, buckets) = additions(&grant);
        assert_eq!((seconds[&10], seconds[&12], seconds.get(&11)), (1, 2, None));
        assert_eq!((buckets[&10], buckets[&40]), (-4, 0));
    }

    #[test]
    fn seconds_past_the_minute_get_nothing() {
        let grant = Grant { minute: 1, second: 58, tokens: 2, ..Grant::default() };
        let (seconds, buckets) = additions(&grant);
        assert_eq!(seconds.keys().copied().collect::<Vec<_>>(), [58, 59]);
        assert_eq!(buckets.keys().copied().collect::<Vec<_>>(), (54..=59).collect::<Vec<_>>());
    }

    #[test]
    fn the_burst_of_a_second_sums_only_the_buckets_still_spendable_in_it() {
        let counts = MinuteCounts {
            seconds: [3, 1, 0, 0, 0],
            outstanding: [100, 0, 0, 0, 2, 0, 5, 0, 0],
            ..MinuteCounts::default()
        };
        assert_eq!(counts.burst(0), 3 + 100 + 2, "leases of the last LIFE seconds");
        assert_eq!(counts.burst(1), 1 + 2, "the oldest lease can no longer be spent, a later one not yet");
        assert_eq!(counts.burst(2), 2 + 5);
    }
}
