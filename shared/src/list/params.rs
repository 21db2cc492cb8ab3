//! Parsing list query parameters: `page`/`limit` or `cursor`/`limit`, `sort=field,-field`,
//! `field=value` and `field[op]=value`. Anything the resource does not declare is a 400 that
//! names the parameter.

use super::cursor::fingerprint;
use super::plan::distinct;
use super::sort::Sort;
use super::{DEFAULT_LIMIT, MAX_LIMIT};
use crate::domain::list_schema::{Field, FieldKind, ListSchema};
use crate::error::ApiError;

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

impl Paging {
    pub fn limit(&self) -> u32 {
        match self {
            Paging::Offset { limit, .. } | Paging::Cursor { limit, .. } => *limit,
        }
    }
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
    ) -> Result<ListParams, ApiError> {
        let mut seen: Vec<&str> = Vec::new();
        let mut page = None;
        let mut limit = None;
        let mut cursor = None;
        let mut sort = None;
        let mut filters = Vec::new();
        for (name, value) in query {
            if seen.contains(&name.as_str()) {
                return Err(ApiError::invalid_parameter(name, "given more than once"));
            }
            seen.push(name);
            match name.as_str() {
                "page" if !cursor_paging => page = Some(bounded(name, value, 1, u32::MAX)?),
                "limit" => limit = Some(bounded(name, value, 1, MAX_LIMIT)?),
                "cursor" if cursor_paging => cursor = Some(value.clone()),
                "page" => {
                    return Err(ApiError::invalid_parameter(
                        name,
                        "this version pages by cursor; use 'cursor'",
                    ));
                }
                "cursor" => {
                    return Err(ApiError::invalid_parameter(
                        name,
                        "this version pages by offset; use 'page'",
                    ));
                }
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

fn bounded(name: &str, value: &str, min: u32, max: u32) -> Result<u32, ApiError> {
    match value.parse::<u32>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ if max == u32::MAX => {
            Err(ApiError::invalid_parameter(name, format!("must be an integer >= {min}")))
        }
        _ => Err(ApiError::invalid_parameter(name, format!("must be an integer from {min} to {max}"))),
    }
}

fn parse_filter(name: &str, value: &str, schema: &'static ListSchema) -> Result<FilterSpec, ApiError> {
    let (field_name, op) = match name.split_once('[') {
        Some((field, rest)) => {
            let op = rest.strip_suffix(']').and_then(Op::parse).ok_or_else(|| {
                ApiError::invalid_parameter(name, "operator must be one of eq, ne, gt, gte, lt, lte, in")
            })?;
            (field, op)
        }
        None => (name, Op::Eq),
    };
    let field = schema.field(field_name).filter(|f| f.filterable).ok_or_else(|| {
        ApiError::invalid_parameter(
            name,
            format!("unknown parameter; filterable fields: {}", schema.filterable().join(", ")),
        )
    })?;
    // Each `[in]` value once: a repeat matches nothing more and must not count against the bounds.
    let values: Vec<String> = if op == Op::In {
        distinct(value.split(',')).into_iter().map(str::to_owned).collect()
    } else {
        vec![value.to_owned()]
    };
    if values.len() > MAX_IN_VALUES {
        return Err(ApiError::invalid_parameter(name, format!("at most {MAX_IN_VALUES} values")));
    }
    for v in &values {
        check_value(field, v).map_err(|reason| ApiError::invalid_parameter(name, reason))?;
    }
    Ok(FilterSpec { parameter: name.to_owned(), field, op, values })
}

/// The bounds on all filters of the request together, in query-string order: the 400 names
/// the parameter that went over.
fn check_totals(filters: &[FilterSpec]) -> Result<(), ApiError> {
    let (mut values, mut instant_ranges) = (0, 0);
    for filter in filters {
        values += filter.values.len();
        if values > MAX_FILTER_VALUES {
            return Err(ApiError::invalid_parameter(
                &filter.parameter,
                format!("all filters of a request together take at most {MAX_FILTER_VALUES} values"),
            ));
        }
        if filter.op == Op::In && matches!(filter.field.kind, FieldKind::Instant) {
            instant_ranges += filter.values.len();
            if instant_ranges > MAX_INSTANT_IN_VALUES {
                return Err(ApiError::invalid_parameter(
                    &filter.parameter,
                    format!(
                        "[in] on instants takes at most {MAX_INSTANT_IN_VALUES} values, all such filters of a request together"
                    ),
                ));
            }
        }
    }
    Ok(())
}

fn check_value(field: &Field, value: &str) -> Result<(), String> {
    match field.kind {
        FieldKind::Text if value.is_empty() => Err("must not be empty".into()),
        FieldKind::Text => Ok(()),
        FieldKind::Enum(allowed) if allowed.contains(&value) => Ok(()),
        FieldKind::Enum(allowed) => Err(format!("must be one of {}", allowed.join(", "))),
        FieldKind::Instant => super::plan::instant_interval(value)
            .map(|_| ())
            .ok_or_else(|| "must be Unix seconds or an RFC 3339 timestamp, from 1970 to 9999".into()),
        FieldKind::Number => crate::domain::capacity::Capacity::parse(value)
            .map(|_| ())
            .ok_or_else(|| "must be a number from 0 to 1000000 with at most 3 decimals".into()),
        FieldKind::Ref(parse) => parse(value).map(|_| ()).ok_or_else(|| "must be an id".into()),
    }
}
