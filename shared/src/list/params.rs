//! Parsing list query parameters: `page`/`limit` or `cursor`/`limit`, `sort=field,-field`,
//! `field=value` and `field[op]=value`. Anything the resource does not declare is a 400 that
//! names the parameter.

use super::cursor::fingerprint;
use super::plan::distinct;
use super::sort::Sort;
use super::{DEFAULT_LIMIT, ListError, MAX_LIMIT};
use crate::domain::list_schema::{Field, FieldKind, ListSchema};

/// Values one `[in]` filter may list.
pub const MAX_IN_VALUES: usize = 100;
/// Values all filters of one request may give together. Every value is a term (or an operand)
/// of the filter expression, and DynamoDB refuses an expression over 4 KB or 300 operators, so
/// the bound is on the request, not on each filter (`plan::tests` measures the worst case).
pub const MAX_FILTER_VALUES: usize = 100;
/// Values all `[in]` filters on instants of one request may give together: each is a range of
/// its own (`BETWEEN`, ~40 bytes and two operators), not an operand of one `IN`.
pub const MAX_INSTANT_IN_VALUES: usize = 20;

#[derive(Debug, Clone, PartialEq)]
pub enum Paging {
    Offset { page: u32, limit: u32 },
    Cursor { cursor: Option<String>, limit: u32 },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Eq,
    Ne,
    Gt,
    Gte,
    Lt,
    Lte,
    In,
}

impl Op {
    fn parse(text: &str) -> Option<Op> {
        Some(match text {
            "eq" => Op::Eq,
            "ne" => Op::Ne,
            "gt" => Op::Gt,
            "gte" => Op::Gte,
            "lt" => Op::Lt,
            "lte" => Op::Lte,
            "in" => Op::In,
            _ => return None,
        })
    }
}

/// A validated filter: the values already checked against the field's type.
#[derive(Debug, Clone)]
pub struct FilterSpec {
    /// The query parameter as given (e.g. `created_at[in]`), for errors that name it.
    pub parameter: String,
    pub field: &'static Field,
    pub op: Op,
    pub values: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct ListParams {
    pub paging: Paging,
    pub sort: Sort,
    pub filters: Vec<FilterSpec>,
    /// Identifies the query's shape; cursors are bound to it.
    pub fingerprint: String,
}

impl ListParams {
    /// `extra` names further parameters the endpoint handles itself (e.g. organization_id).
    pub fn parse(
        query: &[(String, String)],
        schema: &'static ListSchema,
        cursor_paging: bool,
        extra: &[&str],
    ) -> Result<ListParams, ListError> {
        let mut seen: Vec<&str> = Vec::new();
        let mut page = None;
        let mut limit = None;
        let mut cursor = None;
        let mut sort = None;
        let mut filters = Vec::new();
        for (name, value) in query {
            if seen.contains(&name.as_str()) {
                return Err(ListError::Repeated(name.clone()));
            }
            seen.push(name);
            match name.as_str() {
                "page" if !cursor_paging => page = Some(bounded(name, value, 1, u32::MAX)?),
                "limit" => limit = Some(bounded(name, value, 1, MAX_LIMIT)?),
                "cursor" if cursor_paging => cursor = Some(value.clone()),
                "page" | "cursor" => return Err(ListError::WrongPaging { by_cursor: cursor_paging }),
                "sort" => sort = Some(Sort::parse(value, schema)?),
                other if extra.contains(&other) => {}
                other => filters.push(parse_filter(other, value, schema)?),
            }
        }
        check_totals(&filters)?;
        let limit = limit.unwrap_or(DEFAULT_LIMIT);
        let paging = if cursor_paging {
            Paging::Cursor { cursor, limit }
        } else {
            Paging::Offset { page: page.unwrap_or(1), limit }
        };
        let sort = match sort {
            Some(sort) => sort,
            None => Sort::parse(schema.default_sort, schema).expect("default sort is declared"),
        };
        // The whole sort, in its order, as one part: `sort_unstable` below orders the parts, never
        // the fields within it. It holds no ':', which every filter part does, so the two kinds
        // of part cannot collide; a single field's part is the text it always was.
        let mut parts = vec![sort.text()];
        parts.extend(filters.iter().map(|f| format!("{}:{:?}:{}", f.field.name, f.op, f.values.join(","))));
        parts.sort_unstable();
        // A cursor names a position in one list: another list's cursor must not pass.
        parts.insert(0, format!("list:{}", schema.kind));
        Ok(ListParams { paging, sort, filters, fingerprint: fingerprint(&parts) })
    }
}

fn bounded(name: &str, value: &str, min: u32, max: u32) -> Result<u32, ListError> {
    match value.parse::<u32>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(ListError::OutOfRange { parameter: name.to_owned(), min, max }),
    }
}

fn parse_filter(name: &str, value: &str, schema: &'static ListSchema) -> Result<FilterSpec, ListError> {
    let (field_name, op) = match name.split_once('[') {
        Some((field, rest)) => {
            let op = rest.strip_suffix(']').and_then(Op::parse);
            (field, op.ok_or_else(|| ListError::Operator(name.to_owned()))?)
        }
        None => (name, Op::Eq),
    };
    let field = schema
        .field(field_name)
        .filter(|f| f.filterable)
        .ok_or_else(|| ListError::Unknown { parameter: name.to_owned(), filterable: schema.filterable() })?;
    // Each `[in]` value once: a repeat matches nothing more and must not count against the bounds.
    let values: Vec<String> = if op == Op::In {
        distinct(value.split(',')).into_iter().map(str::to_owned).collect()
    } else {
        vec![value.to_owned()]
    };
    if values.len() > MAX_IN_VALUES {
        return Err(ListError::InValues(name.to_owned()));
    }
    if !values.iter().all(|v| valid(field, v)) {
        return Err(ListError::Value { parameter: name.to_owned(), field });
    }
    Ok(FilterSpec { parameter: name.to_owned(), field, op, values })
}

/// The bounds on all filters of the request together, in query-string order: the 400 names
/// the parameter that went over.
fn check_totals(filters: &[FilterSpec]) -> Result<(), ListError> {
    let (mut values, mut instant_ranges) = (0, 0);
    for filter in filters {
        values += filter.values.len();
        if values > MAX_FILTER_VALUES {
            return Err(ListError::FilterValues(filter.parameter.clone()));
        }
        if filter.op == Op::In && matches!(filter.field.kind, FieldKind::Instant) {
            instant_ranges += filter.values.len();
            if instant_ranges > MAX_INSTANT_IN_VALUES {
                return Err(ListError::InstantRanges(filter.parameter.clone()));
            }
        }
    }
    Ok(())
}

/// Whether `value` is one of `field`'s type (`refusals::list` says what it must be).
fn valid(field: &Field, value: &str) -> bool {
    match field.kind {
        FieldKind::Text => !value.is_empty(),
        FieldKind::Enum(allowed) => allowed.contains(&value),
        FieldKind::Instant => super::plan::instant_interval(value).is_some(),
        FieldKind::Number => crate::domain::capacity::Capacity::parse(value).is_some(),
        FieldKind::Integer { min, max } => value.parse::<i64>().is_ok_and(|n| (min..=max).contains(&n)),
        FieldKind::Ref(parse) => parse(value).is_some(),
    }
}
