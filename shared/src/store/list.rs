//! Paged Queries over a sort index, with key conditions and filter expressions built from a
//! resource's typed list parameters. Never a Scan.

use aws_sdk_dynamodb::operation::query::QueryOutput;
use aws_sdk_dynamodb::types::{AttributeValue, ReturnConsumedCapacity, Select};
use std::collections::HashMap;

use super::calls::{record_capacity, record_read};
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
    /// The attribute is present (e.g. the assets that are charging stations).
    Exists {
        attr: &'static str,
    },
}

impl Condition {
    /// A stable text of the term, for binding a cursor to the list it was made in.
    pub fn describe(&self) -> String {
        fn value(v: &AttributeValue) -> String {
            match v {
                AttributeValue::S(s) => format!("S:{s}"),
                AttributeValue::N(n) => format!("N:{n}"),
                other => format!("{other:?}"),
            }
        }
        let list = |vs: &[AttributeValue]| vs.iter().map(value).collect::<Vec<_>>().join(",");
        match self {
            Condition::Compare { attr, op, value: v } => format!("{attr} {op} {}", value(v)),
            Condition::Between { attr, lo, hi, negate } => {
                format!("{}{attr} between {} {}", if *negate { "not " } else { "" }, value(lo), value(hi))
            }
            Condition::In { attr, values } => format!("{attr} in {}", list(values)),
            Condition::Any(inner) => {
                format!("any({})", inner.iter().map(Condition::describe).collect::<Vec<_>>().join(";"))
            }
            Condition::Exists { attr } => format!("exists {attr}"),
        }
    }
}

#[derive(Debug, Clone)]
pub struct ListQuery {
    pub partition: String,
    pub index: SortIndex,
    pub descending: bool,
    pub range: Option<KeyRange>,
    pub filters: Vec<Condition>,
}

/// How many index entries (DynamoDB's `ScannedCount`) one request's list Queries may still
/// evaluate, all of them together: the page, a skip on the keys-only twin and a count. Each
/// Query asks for no more than what is left (`Limit`), so the budget holds exactly, whatever
/// the filter discards; a Query also stops at DynamoDB's own 1 MB. The size is the list
/// layer's policy (`list::READ_BUDGET`).
#[derive(Debug)]
pub struct ReadBudget {
    left: u32,
}

impl ReadBudget {
    pub fn new(entries: u32) -> ReadBudget {
        ReadBudget { left: entries }
    }

    pub fn left(&self) -> u32 {
        self.left
    }

    /// The `Limit` of the next Query: `wanted` entries, at most what is left; `None` when
    /// nothing is left.
    fn limit(&self, wanted: u64) -> Option<i32> {
        if self.left == 0 {
            return None;
        }
        let entries = wanted.clamp(1, u64::from(self.left));
        Some(i32::try_from(entries).unwrap_or(i32::MAX))
    }

    /// Sets `entries` (at most what is left) apart for one of several Queries made at once;
    /// `put_back` returns what it did not spend.
    pub fn take(&mut self, entries: u32) -> ReadBudget {
        let taken = entries.min(self.left);
        self.left -= taken;
        ReadBudget { left: taken }
    }

    pub fn put_back(&mut self, rest: ReadBudget) {
        self.left = self.left.saturating_add(rest.left);
    }

    fn spend(&mut self, evaluated: i32) {
        self.left = self.left.saturating_sub(u32::try_from(evaluated).unwrap_or(0));
    }
}

/// Where a read of a list stopped.
#[derive(Debug)]
pub enum PageEnd {
    /// The partition ends within what was evaluated: nothing follows.
    Exhausted,
    /// More may follow `after`, the last key evaluated (DynamoDB's `LastEvaluatedKey`), from
    /// which a later read resumes without skipping or repeating an entry; `None` before the
    /// first entry (the budget allowed no read).
    Stopped { after: Option<Item> },
}

/// DynamoDB's limits on one expression string: 4 KB, and 300 operators or functions.
pub const MAX_EXPRESSION_BYTES: usize = 4_096;
pub const MAX_EXPRESSION_OPERATORS: usize = 300;

/// The size of a filter expression as DynamoDB measures it: the string's bytes, and its
/// operators counted generously (a `BETWEEN`'s `AND` counts, an `IN`'s operands do not, which
/// DynamoDB bounds apart at 100).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ExpressionSize {
    pub bytes: usize,
    pub operators: usize,
}

impl ExpressionSize {
    pub fn within_limits(&self) -> bool {
        self.bytes <= MAX_EXPRESSION_BYTES && self.operators <= MAX_EXPRESSION_OPERATORS
    }
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
            key_condition.push_str(match (&range.from, &range.to) {
                (Some(_), Some(_)) => " AND #sk BETWEEN :from AND :to",
                (Some(_), None) => " AND #sk >= :from",
                (None, Some(_)) => " AND #sk < :to",
                (None, None) => "",
            });
            for (name, bound) in [(":from", &range.from), (":to", &range.to)] {
                if let Some(key) = bound {
                    values.insert(name.into(), AttributeValue::S(key.clone()));
                }
            }
        }
        let mut counter = 0;
        let terms: Vec<String> =
            self.filters.iter().map(|c| render(c, &mut names, &mut values, &mut counter)).collect();
        let filter = (!terms.is_empty()).then(|| terms.join(" AND "));
        Expression { key_condition, filter, names, values }
    }

    /// The filter expression's size, rendered exactly as a Query sends it.
    pub fn filter_size(&self) -> ExpressionSize {
        let bytes = self.expression().filter.map_or(0, |f| f.len());
        let joins = self.filters.len().saturating_sub(1);
        ExpressionSize { bytes, operators: joins + self.filters.iter().map(operators).sum::<usize>() }
    }
}

/// Operators in one term: see `ExpressionSize`.
fn operators(condition: &Condition) -> usize {
    match condition {
        Condition::Compare { .. } | Condition::In { .. } | Condition::Exists { .. } => 1,
        Condition::Between { negate, .. } => 2 + usize::from(*negate),
        Condition::Any(inner) => inner.len().saturating_sub(1) + inner.iter().map(operators).sum::<usize>(),
    }
}

fn render(
    condition: &Condition,
    names: &mut HashMap<String, String>,
    values: &mut HashMap<String, AttributeValue>,
    counter: &mut usize,
) -> String {
    // A dotted attribute is a path into a map (`station.connection`): each part its own
    // placeholder, as a placeholder names one attribute.
    let mut name = |attr: &str| {
        let parts: Vec<String> = attr
            .split('.')
            .map(|part| {
                let key = format!("#{part}");
                names.insert(key.clone(), part.to_owned());
                key
            })
            .collect();
        parts.join(".")
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
        Condition::Exists { attr } => format!("attribute_exists({})", name(attr)),
    }
}

impl Store {
    /// One Query on `index` (the sort index or its keys-only twin) with the list's key
    /// condition, filter expression and direction, from `start` (exclusive), for at most
    /// `wanted` entries and never more than the budget has left, asking for the consumed
    /// capacity (for `X-Debug`). `None` when the budget has nothing left and no Query was made.
    async fn list_query(
        &self,
        index: &str,
        query: &ListQuery,
        select: Option<Select>,
        start: Option<&Item>,
        wanted: u64,
        budget: &mut ReadBudget,
    ) -> Result<Option<QueryOutput>, StoreError> {
        let Some(limit) = budget.limit(wanted) else {
            return Ok(None);
        };
        let expression = query.expression();
        let output = self
            .client()
            .query()
            .table_name(self.table())
            .index_name(index)
            .key_condition_expression(expression.key_condition)
            .set_expression_attribute_names(Some(expression.names))
            .set_expression_attribute_values(Some(expression.values))
            .set_filter_expression(expression.filter)
            .scan_index_forward(!query.descending)
            .set_select(select)
            .limit(limit)
            .set_exclusive_start_key(start.cloned())
            .return_consumed_capacity(ReturnConsumedCapacity::Total)
            .send()
            .await
            .map_err(fail)?;
        record_read(output.consumed_capacity(), output.scanned_count());
        budget.spend(output.scanned_count());
        Ok(Some(output))
    }

    /// One Query from `start` (exclusive) for at most `ask` entries (never more than the
    /// budget has left): every item it returned, in index order, and the last key it evaluated
    /// when more may follow (DynamoDB's `LastEvaluatedKey`; `None`: the partition ends there).
    /// `None` when the budget has nothing left and no Query was made. Its readers decide for
    /// themselves when they have read enough (`list::merge`).
    pub async fn query_once(
        &self,
        query: &ListQuery,
        start: Option<&Item>,
        ask: u64,
        budget: &mut ReadBudget,
    ) -> Result<Option<(Vec<Item>, Option<Item>)>, StoreError> {
        let index = query.index.name();
        let output = self.list_query(index, query, None, start, ask.min(1000), budget).await?;
        Ok(output.map(|output| (output.items.unwrap_or_default(), output.last_evaluated_key)))
    }

    /// `query_once` on the sort index's KEYS_ONLY twin: the entries' keys (table and index)
    /// alone, for finding a position without reading whole items.
    pub async fn query_keys_once(
        &self,
        query: &ListQuery,
        start: Option<&Item>,
        ask: u64,
        budget: &mut ReadBudget,
    ) -> Result<Option<(Vec<Item>, Option<Item>)>, StoreError> {
        let index = query.index.skip_name();
        let output = self.list_query(index, query, None, start, ask.min(1000), budget).await?;
        Ok(output.map(|output| (output.items.unwrap_or_default(), output.last_evaluated_key)))
    }

    /// Passes over the first `n` entries of a list without a filter expression, on the sort
    /// index's KEYS_ONLY twin with COUNT Queries: a deep offset page reads ~160 bytes per
    /// skipped entry instead of whole items, and transfers none of them. Every entry counts
    /// against the budget; the caller checks that `n` fits it. Returns the entries passed over
    /// and the position after them (or the partition's end). Only
    /// for queries without a filter expression (the twin holds keys only, so it cannot
    /// evaluate one).
    pub async fn skip(
        &self,
        query: &ListQuery,
        n: u64,
        budget: &mut ReadBudget,
    ) -> Result<(u64, PageEnd), StoreError> {
        debug_assert!(query.filters.is_empty(), "the keys-only twin cannot evaluate filters");
        self.count_run(query, None, Some(n), budget).await
    }

    /// Counts the matches after `start` (exclusive; `None`: from the beginning) with COUNT
    /// Queries, within the budget. `None` when the budget runs out before the partition
    /// does: the API then reports `total: null` rather than paying for an unbounded count.
    /// Without a filter expression (a key range only) it counts on the keys-only twin, whose
    /// entries are a fraction of the size of whole items.
    pub async fn count_from(
        &self,
        query: &ListQuery,
        start: Option<Item>,
        budget: &mut ReadBudget,
    ) -> Result<Option<u64>, StoreError> {
        let (counted, end) = self.count_run(query, start, None, budget).await?;
        Ok(matches!(end, PageEnd::Exhausted).then_some(counted))
    }

    /// COUNT Queries from `start` (exclusive) until `stop` matches are passed (`None`: no
    /// stop), the partition ends or the budget is spent: the matches passed and where they
    /// ended. Without a filter expression they run on the keys-only twin.
    async fn count_run(
        &self,
        query: &ListQuery,
        mut start: Option<Item>,
        stop: Option<u64>,
        budget: &mut ReadBudget,
    ) -> Result<(u64, PageEnd), StoreError> {
        let index = if query.filters.is_empty() { query.index.skip_name() } else { query.index.name() };
        let mut counted = 0u64;
        while stop.is_none_or(|stop| counted < stop) {
            let wanted = stop.map_or(u64::from(budget.left()), |stop| stop - counted);
            let count = Some(Select::Count);
            let Some(output) = self.list_query(index, query, count, start.as_ref(), wanted, budget).await?
            else {
                break;
            };
            counted = counted.saturating_add(u64::try_from(output.count).unwrap_or(0));
            match output.last_evaluated_key {
                Some(key) => start = Some(key),
                None => return Ok((counted, PageEnd::Exhausted)),
            }
        }
        Ok((counted, PageEnd::Stopped { after: start }))
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
