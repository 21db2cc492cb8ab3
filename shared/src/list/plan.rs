//! Turns validated list parameters into a DynamoDB Query: the sort field picks the index, a
//! filter on that same field becomes a key condition (so the Query reads only matching
//! items), other filters become a filter expression.

use aws_sdk_dynamodb::types::AttributeValue;

use super::params::{FilterSpec, ListParams, Op};
use super::schema::{FieldKind, ListSchema};
use crate::domain::capacity::Capacity;
use crate::store::keys::{self, SEP_END};
use crate::store::list::{Condition, KeyRange, ListQuery};

pub fn plan_query(schema: &ListSchema, params: &ListParams, org: uuid::Uuid) -> ListQuery {
    let index = params.sort.field.sort_index.expect("sort fields have an index");
    let mut range = None;
    let mut filters = Vec::new();
    for filter in &params.filters {
        let keyable =
            filter.field.key_filter && filter.field.sort_index == Some(index) && filter.op != Op::Ne;
        if range.is_none() && keyable && filter.op != Op::In {
            range = key_range(filter);
            if range.is_some() {
                continue;
            }
        }
        filters.push(condition(filter));
    }
    ListQuery {
        partition: keys::org_partition(org, schema.kind),
        index,
        descending: params.sort.descending,
        range,
        filters,
    }
}

/// `[lo, hi]` milliseconds at the precision the value was given: Unix seconds cover their
/// whole second; RFC 3339 with a fraction is exact to the millisecond. `None` for a value
/// that is not an instant of years 1970 to 9999, so the sums below never overflow.
pub fn instant_interval(value: &str) -> Option<(i64, i64)> {
    let ms = crate::time::parse_instant(value)?;
    let whole_second = value.parse::<i64>().is_ok() || !value.contains('.');
    Some(if whole_second { (ms, ms.checked_add(999)?) } else { (ms, ms) })
}

/// Encoded bounds of one value on its sort index: `(lowest key, exclusive upper key)`.
fn key_bounds(filter: &FilterSpec, value: &str) -> Option<(String, String)> {
    match filter.field.kind {
        FieldKind::Instant => {
            let (lo, hi) = instant_interval(value)?;
            Some((keys::instant_key(lo), keys::instant_key(hi.checked_add(1)?)))
        }
        FieldKind::Enum(_) => {
            let lo = keys::text_key(value);
            let hi = format!("{lo}{SEP_END}");
            Some((lo, hi))
        }
        FieldKind::Number => {
            let lo = keys::milli_key(Capacity::parse(value)?.milli());
            let hi = format!("{lo}{SEP_END}");
            Some((lo, hi))
        }
        FieldKind::Text | FieldKind::Ref(_) => None,
    }
}

fn key_range(filter: &FilterSpec) -> Option<KeyRange> {
    let (lo, hi) = key_bounds(filter, filter.values.first()?)?;
    Some(match filter.op {
        Op::Eq => KeyRange { from: Some(lo), to: Some(hi) },
        Op::Gt => KeyRange { from: Some(hi), to: None },
        Op::Gte => KeyRange { from: Some(lo), to: None },
        Op::Lt => KeyRange { from: None, to: Some(lo) },
        Op::Lte => KeyRange { from: None, to: Some(hi) },
        Op::Ne | Op::In => return None,
    })
}

fn condition(filter: &FilterSpec) -> Condition {
    let attr = filter.field.attr;
    if let FieldKind::Instant = filter.field.kind {
        let intervals: Vec<(i64, i64)> = filter.values.iter().filter_map(|v| instant_interval(v)).collect();
        let (lo, hi) = intervals.first().copied().unwrap_or((0, 0));
        let between = |(lo, hi): (i64, i64), negate| Condition::Between {
            attr,
            lo: number(lo),
            hi: number(hi),
            negate,
        };
        return match filter.op {
            Op::Eq => between((lo, hi), false),
            Op::Ne => between((lo, hi), true),
            Op::Gt => Condition::Compare { attr, op: ">", value: number(hi) },
            Op::Gte => Condition::Compare { attr, op: ">=", value: number(lo) },
            Op::Lt => Condition::Compare { attr, op: "<", value: number(lo) },
            Op::Lte => Condition::Compare { attr, op: "<=", value: number(hi) },
            Op::In => Condition::Any(intervals.into_iter().map(|i| between(i, false)).collect()),
        };
    }
    let value = |v: &String| match filter.field.kind {
        FieldKind::Number => {
            AttributeValue::N(Capacity::parse(v).map(|c| c.as_decimal()).unwrap_or_default())
        }
        FieldKind::Ref(parse) => AttributeValue::S(parse(v).map(|id| id.to_string()).unwrap_or_default()),
        _ => AttributeValue::S(v.clone()),
    };
    let first = filter.values.first().map(value).unwrap_or(AttributeValue::Null(true));
    let op = match filter.op {
        Op::Eq => "=",
        Op::Ne => "<>",
        Op::Gt => ">",
        Op::Gte => ">=",
        Op::Lt => "<",
        Op::Lte => "<=",
        Op::In => return Condition::In { attr, values: filter.values.iter().map(value).collect() },
    };
    Condition::Compare { attr, op, value: first }
}

fn number(n: i64) -> AttributeValue {
    AttributeValue::N(n.to_string())
}
