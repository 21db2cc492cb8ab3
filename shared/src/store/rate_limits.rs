//! Rate-limit counters: `RATE#<credential> / M#<minute>` holds the minute's total (`n`), the
//! count of each second that had requests (`s00`..`s59`) and of each limited endpoint
//! (`e_<id>`), and how many of the minute's requests were refused (`r`). Items are small (at most 60 + 4 numbers) and expire two hours after their
//! minute through the TTL attribute.

use aws_sdk_dynamodb::types::ReturnValue;

use super::StoreError;
use super::attrs::{n, s};
use super::errors::fail;
use super::keys;
use super::{Item, Store};

/// The counts a request's write returns, this request included.
#[derive(Debug, Clone, Copy)]
pub struct MinuteCounts {
    pub minute: u32,
    pub second: u32,
    pub endpoint: Option<u32>,
    /// Requests of the minute that were refused with 429 (before this one): counted in the
    /// minute and its seconds, but not in the hour.
    pub refused: u32,
}

fn partition(key: &str) -> String {
    format!("RATE#{key}")
}

fn minute_sk(minute: i64) -> String {
    format!("M#{minute:010}")
}

fn count(item: &Item, name: &str) -> u32 {
    item.get(name).and_then(|v| v.as_n().ok()).and_then(|t| t.parse().ok()).unwrap_or(0)
}

impl Store {
    /// Adds one request to the minute's counters; the only write rate limiting makes.
    pub async fn count_request(
        &self,
        key: &str,
        minute: i64,
        second: i64,
        endpoint: Option<&str>,
    ) -> Result<MinuteCounts, StoreError> {
        let second_attr = format!("s{second:02}");
        let mut expression =
            "SET expire_at = if_not_exists(expire_at, :expire), r = if_not_exists(r, :zero) ADD n :one, #s :one"
                .to_owned();
        let mut update = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(key), minute_sk(minute))))
            .expression_attribute_names("#s", &second_attr)
            .expression_attribute_values(":one", n(1))
            .expression_attribute_values(":zero", n(0))
            .expression_attribute_values(":expire", n((minute + 1) * 60 + 7_200))
            .return_values(ReturnValue::UpdatedNew);
        let endpoint_attr = endpoint.map(|id| format!("e_{id}"));
        if let Some(attr) = &endpoint_attr {
            expression.push_str(", #e :one");
            update = update.expression_attribute_names("#e", attr);
        }
        let output = update.update_expression(expression).send().await.map_err(fail)?;
        let item = output.attributes.unwrap_or_default();
        Ok(MinuteCounts {
            minute: count(&item, "n"),
            second: count(&item, &second_attr),
            endpoint: endpoint_attr.map(|attr| count(&item, &attr)),
            refused: count(&item, "r"),
        })
    }

    /// Records that a request counted in `minute` was refused with 429, so the hour leaves it
    /// out. Written only when a count refuses (a refusal the instance already knows is not
    /// counted at all).
    pub async fn count_refusal(&self, key: &str, minute: i64) -> Result<(), StoreError> {
        self.client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(key), minute_sk(minute))))
            .update_expression("ADD r :one")
            .expression_attribute_values(":one", n(1))
            .send()
            .await
            .map_err(fail)?;
        Ok(())
    }

    /// Requests served in the minutes `[from, to)` (counted, less those refused): the hour so
    /// far, before this minute.
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
        Ok(self
            .query_all(request)
            .await?
            .iter()
            .map(|item| count(item, "n").saturating_sub(count(item, "r")))
            .sum())
    }
}
