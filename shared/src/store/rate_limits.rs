//! Rate-limit counters: `RATE#<credential> / M#<minute>` holds the minute's total (`n`: requests
//! and tokens leased to instances, counted as spent when granted), the count of each second that
//! had requests (`s00`..`s59`), of each limited endpoint (`e_<id>`), how many of the minute's
//! requests were refused (`r`) and the leased tokens no instance has reported yet (`o`). A lease
//! that lapses with tokens unused is reported to its own minute's item. Items are small (at
//! most 60 + 6 numbers) and expire two hours after their minute through the TTL attribute.
//! Every write is a plain ADD (no condition): concurrent instances never retry.

use aws_sdk_dynamodb::config::retry::RetryConfig;
use aws_sdk_dynamodb::config::timeout::TimeoutConfig;
use aws_sdk_dynamodb::types::ReturnValue;

use super::StoreError;
use super::attrs::{n, s};
use super::errors::fail;
use super::keys;
use super::{Item, Store};

/// The counts a grant returns, its own additions included.
#[derive(Debug, Clone, Copy)]
pub struct MinuteCounts {
    pub minute: u32,
    pub second: u32,
    pub endpoint: Option<u32>,
    /// Requests of the minute that were refused with 429 (before this one): counted in the
    /// minute and its seconds, but not in the hour.
    pub refused: u32,
    /// Tokens leased to instances and not yet reported: any of them may be spent in this second.
    pub outstanding: u32,
}

/// Seconds back, this one included, whose counts a report adds the lease's spent tokens to.
/// A token spent longer ago leaves `o` without reaching its second: safe, since no write to
/// that second can still be decided. A grant is sent in the second it is keyed to (its
/// request's arrival; authentication of a new API key delays it by one read at most) and is
/// decided only if it answers within `GRANT_TIMEOUT`, so it reached DynamoDB before that
/// second's end plus the timeout; one second more covers the sending delay. A write whose
/// answer comes later fails, and its request is served uncounted, as any failed count is.
pub const RECENT: usize = 5;

/// How long a grant or give-back may take before it counts as failed (see `RECENT`).
pub const GRANT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(3);

/// What one grant writes: this request and `tokens − 1` spare tokens, and the report of the
/// instance's previous lease (so the previous lease ends with this write).
#[derive(Debug, Clone, Copy, Default)]
pub struct Grant {
    pub minute: i64,
    /// Second of the minute (0..59).
    pub second: i64,
    /// This request plus the spare tokens asked for (at least 1).
    pub tokens: u32,
    /// The previous lease of this minute: its spares, those unused, and those used in each of
    /// the last `RECENT` seconds (this second first).
    pub prev_spares: u32,
    pub prev_unused: u32,
    pub prev_used: [u32; RECENT],
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

/// The per-operation settings of a grant and a give-back: one attempt, and a time limit (see
/// `RECENT`). Their negative ADDs (a report's `o − spares`, `n − unused`; a give-back) must
/// apply at most once: a 500 or a timeout may come after DynamoDB applied the write, and the
/// SDK's retry would apply it again, under-counting. A failed write is already safe as it is:
/// its lease is gone from the instance, so its tokens (if written) stay counted as spent.
fn counter_write() -> aws_sdk_dynamodb::config::Builder {
    let timeouts = TimeoutConfig::builder().operation_timeout(GRANT_TIMEOUT).build();
    aws_sdk_dynamodb::config::Builder::default()
        .retry_config(RetryConfig::disabled())
        .timeout_config(timeouts)
}

/// (second of the minute, count to add) for each second a grant adds to: its own request's
/// second always (the answer reads it), and each recent second of this minute in which the
/// reported lease spent tokens. Seconds before the minute's start belong to no lease of it.
pub fn second_adds(grant: &Grant) -> Vec<(i64, u32)> {
    let mut adds = Vec::with_capacity(RECENT);
    for (age, used) in grant.prev_used.iter().enumerate() {
        let second = grant.second.saturating_sub(i64::try_from(age).unwrap_or(i64::MAX));
        let own = u32::from(age == 0 && grant.tokens > 0);
        let add = used.saturating_add(own);
        if second >= 0 && (age == 0 || add > 0) {
            adds.push((second, add));
        }
    }
    adds
}

fn signed(plus: u32, minus: u32) -> i64 {
    i64::from(plus) - i64::from(minus)
}

impl Store {
    /// Counts one request in `minute`, with no lease: a grant of one token.
    pub async fn count_request(
        &self,
        key: &str,
        minute: i64,
        second: i64,
        endpoint: Option<&str>,
    ) -> Result<MinuteCounts, StoreError> {
        self.grant(key, Grant { minute, second, tokens: 1, ..Grant::default() }, endpoint).await
    }

    /// The one UpdateItem a counted request makes: adds its tokens to the minute and reports
    /// the previous lease, and answers the new counts. Atomic ADDs: every writer sees the sum
    /// of all writes before it, its own included.
    pub async fn grant(
        &self,
        key: &str,
        grant: Grant,
        endpoint: Option<&str>,
    ) -> Result<MinuteCounts, StoreError> {
        let own_second = second_attr(grant.second);
        let spares = grant.tokens.saturating_sub(1);
        let mut expression =
            "SET expire_at = if_not_exists(expire_at, :expire), r = if_not_exists(r, :zero) \
                              ADD n :n, o :o"
                .to_owned();
        let mut update = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(key), minute_sk(grant.minute))))
            .expression_attribute_values(":n", n(signed(grant.tokens, grant.prev_unused)))
            .expression_attribute_values(":o", n(signed(spares, grant.prev_spares)))
            .expression_attribute_values(":zero", n(0))
            .expression_attribute_values(":expire", n((grant.minute + 1) * 60 + 7_200))
            .return_values(ReturnValue::UpdatedNew);
        // The spares leave `o` in this write: the seconds their tokens were spent in gain them
        // in the same write, so a late write to one of those seconds still sees them.
        for (index, (second, add)) in second_adds(&grant).into_iter().enumerate() {
            expression.push_str(&format!(", #s{index} :s{index}"));
            update = update
                .expression_attribute_names(format!("#s{index}"), second_attr(second))
                .expression_attribute_values(format!(":s{index}"), n(i64::from(add)));
        }
        let endpoint_attr = endpoint.map(|id| format!("e_{id}"));
        if let Some(attr) = &endpoint_attr {
            expression.push_str(", #e :one");
            update = update.expression_attribute_names("#e", attr).expression_attribute_values(":one", n(1));
        }
        let update = update.update_expression(expression).customize().config_override(counter_write());
        let output = update.send().await.map_err(fail)?;
        let item = output.attributes.unwrap_or_default();
        Ok(MinuteCounts {
            minute: count(&item, "n"),
            second: count(&item, &own_second),
            endpoint: endpoint_attr.map(|attr| count(&item, &attr)),
            refused: count(&item, "r"),
            outstanding: count(&item, "o"),
        })
    }

    /// Reports a lapsed lease to its own minute (a grant of no tokens): one UpdateItem per
    /// instance, credential and minute whose lease ended with tokens unused.
    pub async fn report_lapse(&self, key: &str, lapse: Grant) -> Result<(), StoreError> {
        self.grant(key, Grant { tokens: 0, ..lapse }, None).await.map(|_| ())
    }

    /// Gives back spare tokens a grant could not keep and, for a request the count refused,
    /// records the refusal so the hour leaves it out. Written only near a limit.
    pub async fn give_back(
        &self,
        key: &str,
        minute: i64,
        spares: u32,
        refused: bool,
    ) -> Result<(), StoreError> {
        let mut expression = "ADD r :r".to_owned();
        let mut update = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(key), minute_sk(minute))))
            .expression_attribute_values(":r", n(i64::from(refused)));
        if spares > 0 {
            expression.push_str(", n :back, o :back");
            update = update.expression_attribute_values(":back", n(-i64::from(spares)));
        }
        let update = update.update_expression(expression).customize().config_override(counter_write());
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
    fn counter_writes_are_attempted_once_and_time_out() {
        let config = counter_write().build();
        assert_eq!(config.retry_config().map(RetryConfig::max_attempts), Some(1));
        let timeout = config.timeout_config().and_then(|t| t.operation_timeout());
        assert_eq!(timeout, Some(GRANT_TIMEOUT));
    }

    #[test]
    fn a_report_adds_each_recent_seconds_tokens_to_that_second() {
        let grant = Grant { second: 30, tokens: 3, prev_used: [0, 2, 0, 1, 0], ..Grant::default() };
        assert_eq!(second_adds(&grant), vec![(30, 1), (29, 2), (27, 1)]);
    }

    #[test]
    fn seconds_before_the_minute_get_nothing() {
        let grant = Grant { second: 1, tokens: 1, prev_used: [3, 2, 7, 7, 7], ..Grant::default() };
        assert_eq!(second_adds(&grant), vec![(1, 4), (0, 2)]);
    }
}
