//! Paged Queries over a sort index, with key conditions and filter expressions built from a
//! resource's typed list parameters. Never a Scan.

use aws_sdk_dynamodb::types::{AttributeValue, ReturnConsumedCapacity, Select};
use std::collections::HashMap;

use super::calls::record_capacity;
use super::errors::fail;
use super::keys::SortIndex;
use super::{Item, Store, StoreError};

/// A condition on the index sort key: `[from, to)` in encoded-key space; either end open.
#[derive(Debug, Clone, PartialEq)]
pub struct KeyRange {
    pub from: Option<String>,
    pub to: Option<String>,
}

/// One filter expression term on a stored attribute.
#[derive(Debug, Clone)]
pub enum Condition {
    Compare {
        attr: &'static str,
        op: &'static str,
        value: AttributeValue,
    },
    Between {
        attr: &'static str,
        lo: AttributeValue,
        hi: AttributeValue,
        negate: bool,
    },
    In {
        attr: &'static str,
        values: Vec<AttributeValue>,
    },
    /// Any of the inner conditions.
    Any(Vec<Condition>),
}

#[derive(Debug, Clone)]
pub struct ListQuery {
    pub partition: String,
    pub index: SortIndex,
    pub descending: bool,
    pub range: Option<KeyRange>,
    pub filters: Vec<Condition>,
}

/// A page of raw items and whether the partition has no more after them.
pub struct Page {
    pub items: Vec<Item>,
    pub exhausted: bool,
}

struct Expression {
    key_condition: String,
    filter: Option<String>,
    names: HashMap<String, String>,
    values: HashMap<String, AttributeValue>,
}

impl ListQuery {
    fn expression(&self) -> Expression {
        let mut names = HashMap::from([("#pk".to_owned(), self.index.pk().to_owned())]);
        let mut values = HashMap::from([(":pk".to_owned(), AttributeValue::S(self.partition.clone()))]);
        let mut key_condition = "#pk = :pk".to_owned();
        if let Some(range) = &self.range {
            names.insert("#sk".into(), self.index.sk().into());
            match (&range.from, &range.to) {
                (Some(from), Some(to)) => {
                    key_condition.push_str(" AND #sk BETWEEN :from AND :to");
                    values.insert(":from".into(), AttributeValue::S(from.clone()));
                    values.insert(":to".into(), AttributeValue::S(to.clone()));
                }
                (Some(from), None) => {
                    key_condition.push_str(" AND #sk >= :from");
                    values.insert(":from".into(), AttributeValue::S(from.clone()));
                }
                (None, Some(to)) => {
                    key_condition.push_str(" AND #sk < :to");
                    values.insert(":to".into(), AttributeValue::S(to.clone()));
                }
                (None, None) => {}
            }
        }
        let mut counter = 0;
        let terms: Vec<String> =
            self.filters.iter().map(|c| render(c, &mut names, &mut values, &mut counter)).collect();
        let filter = (!terms.is_empty()).then(|| terms.join(" AND "));
        Expression { key_condition, filter, names, values }
    }
}

fn render(
    condition: &Condition,
    names: &mut HashMap<String, String>,
    values: &mut HashMap<String, AttributeValue>,
    counter: &mut usize,
) -> String {
    let mut name = |attr: &str| {
        let key = format!("#{attr}");
        names.insert(key.clone(), attr.to_owned());
        key
    };
    let mut value = |v: &AttributeValue| {
        *counter += 1;
        let key = format!(":f{counter}");
        values.insert(key.clone(), v.clone());
        key
    };
    match condition {
        Condition::Compare { attr, op, value: v } => format!("{} {op} {}", name(attr), value(v)),
        Condition::Between { attr, lo, hi, negate } => {
            let term = format!("{} BETWEEN {} AND {}", name(attr), value(lo), value(hi));
            if *negate { format!("NOT ({term})") } else { term }
        }
        Condition::In { attr, values: vs } => {
            let list: Vec<String> = vs.iter().map(&mut value).collect();
            format!("{} IN ({})", name(attr), list.join(", "))
        }
        Condition::Any(inner) => {
            let parts: Vec<String> = inner.iter().map(|c| render(c, names, values, counter)).collect();
            format!("({})", parts.join(" OR "))
        }
    }
}

impl Store {
    /// A Query on `index` with the list's key condition, names, values and direction, asking
    /// for the consumed capacity (for `X-Debug`).
    fn list_query(
        &self,
        index: &str,
        query: &ListQuery,
        expression: &Expression,
    ) -> aws_sdk_dynamodb::operation::query::builders::QueryFluentBuilder {
        self.client()
            .query()
            .table_name(self.table())
            .index_name(index)
            .key_condition_expression(&expression.key_condition)
            .set_expression_attribute_names(Some(expression.names.clone()))
            .set_expression_attribute_values(Some(expression.values.clone()))
            .scan_index_forward(!query.descending)
            .return_consumed_capacity(ReturnConsumedCapacity::Total)
    }

    /// Reads matching items in index order from `start` (exclusive), passing over the first
    /// `skip` without keeping them, until `want` items are in hand or the partition is
    /// exhausted. One Query when no filter discards items and the page fits DynamoDB's 1 MB
    /// response.
    pub async fn query_page(
        &self,
        query: &ListQuery,
        start: Option<Item>,
        skip: usize,
        want: usize,
    ) -> Result<Page, StoreError> {
        let expression = query.expression();
        let mut items = Vec::with_capacity(want.min(128));
        let mut start = start;
        let mut to_skip = skip;
        loop {
            let remaining = to_skip + want - items.len();
            // With a filter, ask for more than we need: DynamoDB applies Limit before filtering.
            let limit = if expression.filter.is_some() { remaining.max(100) } else { remaining };
            let output = self
                .list_query(query.index.name(), query, &expression)
                .set_filter_expression(expression.filter.clone())
                .limit(i32::try_from(limit.clamp(1, 1000)).unwrap_or(1000))
                .set_exclusive_start_key(start.take())
                .send()
                .await
                .map_err(fail)?;
            record_capacity(output.consumed_capacity());
            let read = output.items.unwrap_or_default();
            let passed = to_skip.min(read.len());
            to_skip -= passed;
            items.extend(read.into_iter().skip(passed));
            match output.last_evaluated_key {
                Some(key) if items.len() < want => start = Some(key),
                Some(_) => {
                    items.truncate(want);
                    return Ok(Page { items, exhausted: false });
                }
                None => {
                    let exhausted = items.len() <= want;
                    items.truncate(want);
                    return Ok(Page { items, exhausted });
                }
            }
        }
    }

    /// The position after the first `n` entries of an unfiltered list, found on the sort
    /// index's KEYS_ONLY twin with COUNT Queries: a deep offset page reads ~160 bytes per
    /// skipped entry instead of whole items, and transfers none of them. `None` when the
    /// partition ends first. Only for queries without a filter expression (the twin holds
    /// keys only, so it cannot evaluate one).
    pub async fn skip(&self, query: &ListQuery, n: usize) -> Result<Option<Item>, StoreError> {
        debug_assert!(query.filters.is_empty(), "the keys-only twin cannot evaluate filters");
        let expression = query.expression();
        let mut remaining = n;
        let mut start = None;
        while remaining > 0 {
            let output = self
                .list_query(query.index.skip_name(), query, &expression)
                .select(Select::Count)
                .limit(i32::try_from(remaining).unwrap_or(i32::MAX))
                .set_exclusive_start_key(start.take())
                .send()
                .await
                .map_err(fail)?;
            record_capacity(output.consumed_capacity());
            remaining = remaining.saturating_sub(usize::try_from(output.count).unwrap_or(0));
            match output.last_evaluated_key {
                Some(key) => start = Some(key),
                None => return Ok(None),
            }
        }
        Ok(start)
    }

    /// Counts matching items with one COUNT Query. `None` when the count needs more than one
    /// 1 MB read: the API then reports `total: null` rather than paying for an unbounded count.
    /// Without a filter expression (a key range only) it counts on the keys-only twin, where
    /// 1 MB holds ~6,000 entries instead of ~1,500 whole items.
    pub async fn count_once(&self, query: &ListQuery) -> Result<Option<u64>, StoreError> {
        let expression = query.expression();
        let index = if query.filters.is_empty() { query.index.skip_name() } else { query.index.name() };
        let output = self
            .list_query(index, query, &expression)
            .select(Select::Count)
            .set_filter_expression(expression.filter.clone())
            .send()
            .await
            .map_err(fail)?;
        record_capacity(output.consumed_capacity());
        if output.last_evaluated_key.is_some() {
            return Ok(None);
        }
        Ok(Some(u64::try_from(output.count).unwrap_or(0)))
    }

    /// Reads an organization's live count of one resource type (kept by the writes that
    /// create and delete them, in the same transaction).
    pub async fn read_counter(&self, org: uuid::Uuid, kind: &str) -> Result<u64, StoreError> {
        let output = self
            .client()
            .get_item()
            .table_name(self.table())
            .key(super::keys::PK, AttributeValue::S(super::keys::org(org)))
            .key(super::keys::SK, AttributeValue::S(super::keys::counter_sk(kind)))
            .projection_expression("n")
            .return_consumed_capacity(ReturnConsumedCapacity::Total)
            .send()
            .await
            .map_err(fail)?;
        record_capacity(output.consumed_capacity());
        Ok(output.item.and_then(|item| super::attrs::opt_n(&item, "n")).unwrap_or(0).max(0) as u64)
    }
}
