//! Turns validated list parameters into DynamoDB Queries: the leading sort field picks the
//! index, a filter on that same field becomes a key condition (so the Query reads only matching
//! items), other filters become a filter expression. A sort no single index holds becomes a
//! `Plan` of tie groups or segments (`list::merge` reads them).

use aws_sdk_dynamodb::types::AttributeValue;

use super::ListError;
use super::order::TieOrder;
use super::params::{FilterSpec, ListParams, Op};
use super::sort::{SortSpec, is_native, unpinned};
use crate::domain::capacity::Capacity;
use crate::domain::list_schema::{Field, FieldKind, ListSchema};
use crate::store::keys::{self, SEP_END, SortIndex};
use crate::store::list::{Condition, KeyRange, ListQuery};

/// The index sorting by a sortable field: the store writes each resource's values there
/// (e.g. `store::assets::sorts`), under these names.
pub fn sort_index(field: &Field) -> Option<SortIndex> {
    match field.name {
        _ if !field.sortable => None,
        "created_at" | "started_at" => Some(SortIndex::Gsi1),
        "name" => Some(SortIndex::Gsi2),
        "updated_at" => Some(SortIndex::Gsi3),
        "status" => Some(SortIndex::Gsi4),
        "capacity" => Some(SortIndex::Gsi5),
        _ => None,
    }
}

/// The Query reading `lead`'s index in its direction: a filter on that field becomes the key
/// condition, every other one a filter expression.
fn query_on(
    schema: &ListSchema,
    params: &ListParams,
    lead: SortSpec,
    org: uuid::Uuid,
    scope: Vec<Condition>,
) -> Result<ListQuery, ListError> {
    let index = sort_index(lead.field).unwrap_or(SortIndex::Gsi1);
    let mut range = None;
    let mut filters = Vec::new();
    for filter in &params.filters {
        let keyable =
            filter.field.key_filter && sort_index(filter.field) == Some(index) && filter.op != Op::Ne;
        if range.is_none() && keyable && filter.op != Op::In {
            range = key_range(filter);
            if range.is_some() {
                continue;
            }
        }
        filters.push(condition(filter));
    }
    filters.extend(scope);
    let query = ListQuery {
        partition: keys::org_partition(org, schema.kind),
        index,
        descending: lead.descending,
        range,
        filters,
    };
    within_limits(params, query)
}

/// `query`, unless its filter expression is beyond what DynamoDB takes. The bounds on filter
/// values (`params`) keep every request within the limits; this is the check that a 400, not
/// a ValidationException and a 500, answers one that is not.
fn within_limits(params: &ListParams, query: ListQuery) -> Result<ListQuery, ListError> {
    let size = query.filter_size();
    if !size.within_limits() {
        let parameter = params.filters.last().map_or("filters".to_owned(), |f| f.parameter.clone());
        return Err(ListError::ExpressionTooLarge { parameter, size });
    }
    Ok(query)
}

/// How a list is read in the order its `sort` asks for (docs/data-model.md, "Sorting by
/// several fields").
#[derive(Debug, Clone)]
pub enum Plan {
    /// One index holds the order: read it in order (one field, or one then `created_at` alike).
    Native(ListQuery),
    /// The leading field's index read in order; each run of equal leading values (a tie group)
    /// is ordered in memory by the later fields.
    Ties(Ties),
    /// An enum leading field (status) with more fields after it: one segment per value, in the
    /// index's order, each the rest of the sort on its own index with the filter `field = value`.
    Segments(Segments),
}

#[derive(Debug, Clone)]
pub struct Ties {
    pub query: ListQuery,
    pub lead: SortSpec,
    pub order: TieOrder,
    /// The field after the leading one, for the 400 that names the narrowing filters.
    next: &'static str,
    /// The fields whose filters narrow the Query itself.
    narrowing: Vec<&'static str>,
}

impl Ties {
    /// 400 for a tie group that does not fit one request's read budget: ordering it needs all of
    /// it at once.
    pub fn too_many(&self) -> ListError {
        ListError::GroupTooLarge { lead: self.lead.field, next: self.next, narrowing: self.narrowing.clone() }
    }
}

#[derive(Debug, Clone)]
pub struct Segments {
    pub field: &'static Field,
    /// The values the filters admit, in the order the list visits them.
    pub values: Vec<&'static str>,
    /// The rest of the sort, without the segment's own filter (never `Segments` itself).
    pub inner: Box<Plan>,
    /// The whole list on the leading field's index as one tie group per value: how a small
    /// segment is read (`small_segment`). Its Query's matches are what `total` counts.
    pub whole: Ties,
}

impl Segments {
    /// The rest of the sort over the segment of `value`.
    pub fn segment(&self, value: &str) -> Plan {
        let mut plan = (*self.inner).clone();
        let term =
            Condition::Compare { attr: self.field.attr, op: "=", value: AttributeValue::S(value.to_owned()) };
        for query in plan.queries_mut() {
            query.filters.push(term.clone());
        }
        plan
    }

    /// The segment of `value` read on the leading field's own index (a key condition: exactly
    /// its entries) and ordered in memory as one tie group: for a segment small enough that
    /// reading all of it costs less than looking for its items among the others'.
    pub fn small_segment(&self, value: &str) -> Ties {
        let mut ties = self.whole.clone();
        let key = keys::text_key(value);
        ties.query.range = Some(KeyRange { from: Some(key.clone()), to: Some(format!("{key}{SEP_END}")) });
        ties
    }
}

impl Plan {
    /// The Query whose matches are the whole list, for `total`.
    pub fn count_query(&self) -> &ListQuery {
        match self {
            Plan::Native(query) => query,
            Plan::Ties(ties) => &ties.query,
            Plan::Segments(segments) => &segments.whole.query,
        }
    }

    fn queries_mut(&mut self) -> Vec<&mut ListQuery> {
        match self {
            Plan::Native(query) => vec![query],
            Plan::Ties(ties) => vec![&mut ties.query],
            Plan::Segments(segments) => {
                let mut queries = segments.inner.queries_mut();
                queries.push(&mut segments.whole.query);
                queries
            }
        }
    }

    /// Reads another list partition than the organization's (e.g. one schedule's items).
    pub fn set_partition(&mut self, partition: &str) {
        for query in self.queries_mut() {
            query.partition = partition.to_owned();
        }
    }
}

/// `params`' filters on the index of the list's creation field (`created_at`, `started_at`)
/// in its ascending order: a filter on that field the key condition, the others the filter
/// expression. With that field: how a list ordered in memory is read
/// (`list::visible_sorted`).
pub fn creation_query(
    schema: &ListSchema,
    params: &ListParams,
    org: uuid::Uuid,
    always: Vec<Condition>,
) -> Result<(ListQuery, &'static Field), ListError> {
    let field = schema
        .fields
        .iter()
        .find(|f| sort_index(f) == Some(SortIndex::Gsi1))
        .ok_or(ListError::Internal("a list without a creation field"))?;
    let query = query_on(schema, params, SortSpec { field, descending: false }, org, always)?;
    Ok((query, field))
}

/// The plan for `params`: see `Plan`. The sort's pinned leading fields are dropped first.
pub fn plan_list(
    schema: &ListSchema,
    params: &ListParams,
    org: uuid::Uuid,
    scope: Vec<Condition>,
) -> Result<Plan, ListError> {
    let terms = params.sort.effective(&params.filters);
    plan_terms(schema, params, &terms, org, &scope, true)
}

fn plan_terms(
    schema: &ListSchema,
    params: &ListParams,
    terms: &[SortSpec],
    org: uuid::Uuid,
    scope: &[Condition],
    segments: bool,
) -> Result<Plan, ListError> {
    let (Some(lead), Some(last)) = (terms.first().copied(), terms.last()) else {
        return Err(ListError::Internal("a sort without a field"));
    };
    let query = query_on(schema, params, lead, org, scope.to_vec())?;
    if is_native(terms) {
        return Ok(Plan::Native(query));
    }
    // A later field pinned by a filter is constant within each group (or segment) too.
    let rest = unpinned(&terms[1..], &params.filters);
    let ties = Ties {
        query,
        lead,
        order: TieOrder::new(rest, last.descending),
        next: rest.first().map_or("created_at", |t| t.field.name),
        narrowing: schema.narrowing(),
    };
    let (FieldKind::Enum(names), true) = (lead.field.kind, segments) else {
        return Ok(Plan::Ties(ties));
    };
    let inner = plan_terms(schema, params, rest, org, scope, false)?;
    let mut values: Vec<&'static str> =
        names.iter().copied().filter(|v| admitted(params, lead.field, v)).collect();
    // The status index's byte order: the stored (lowercase) names.
    values.sort_by_key(|v| keys::text_key(v));
    if lead.descending {
        values.reverse();
    }
    let segments = Segments { field: lead.field, values, inner: Box::new(inner), whole: ties };
    // The segment's own term must fit too: the longest value is the largest expression.
    if let Some(longest) = segments.values.iter().max_by_key(|v| v.len()) {
        for query in segments.segment(longest).queries_mut() {
            within_limits(params, query.clone())?;
        }
    }
    Ok(Plan::Segments(segments))
}

/// Whether the filters on `field` admit `value`: the segments a list need not visit at all.
fn admitted(params: &ListParams, field: &Field, value: &str) -> bool {
    params.filters.iter().filter(|f| f.field.name == field.name).all(|filter| {
        let first = filter.values.first().map_or("", String::as_str);
        match filter.op {
            Op::Eq => value == first,
            Op::Ne => value != first,
            Op::In => filter.values.iter().any(|v| v == value),
            Op::Gt => value > first,
            Op::Gte => value >= first,
            Op::Lt => value < first,
            Op::Lte => value <= first,
        }
    })
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
    let lo = match filter.field.kind {
        FieldKind::Instant => {
            let (lo, hi) = instant_interval(value)?;
            return Some((keys::instant_key(lo), keys::instant_key(hi.checked_add(1)?)));
        }
        FieldKind::Enum(_) => keys::text_key(value),
        FieldKind::Number => keys::milli_key(Capacity::parse(value)?.milli()),
        FieldKind::Text | FieldKind::Integer { .. } | FieldKind::Ref(_) => return None,
    };
    // Every entry of one value is `value U+0001 <id>`: below `value U+0002`.
    let hi = format!("{lo}{SEP_END}");
    Some((lo, hi))
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
        // Two spellings of one instant are one range.
        let intervals = distinct(filter.values.iter().filter_map(|v| instant_interval(v)));
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
        // Checked whole when the request was read: `02` and `2` are one value.
        FieldKind::Integer { .. } => AttributeValue::N(v.parse::<i64>().unwrap_or_default().to_string()),
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
        // Both forms of one id are one value.
        Op::In => return Condition::In { attr, values: distinct(filter.values.iter().map(value)) },
    };
    Condition::Compare { attr, op, value: first }
}

/// Each item once, in the order first seen.
pub(super) fn distinct<T: PartialEq>(items: impl Iterator<Item = T>) -> Vec<T> {
    let mut seen = Vec::new();
    for item in items {
        if !seen.contains(&item) {
            seen.push(item);
        }
    }
    seen
}

fn number(n: i64) -> AttributeValue {
    AttributeValue::N(n.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ApiError;
    use crate::list::params::{MAX_FILTER_VALUES, MAX_INSTANT_IN_VALUES};
    use crate::site_access::SiteScope;
    use crate::store::list::{ExpressionSize, MAX_EXPRESSION_BYTES, MAX_EXPRESSION_OPERATORS};

    /// The Query on the index of the leading field that decides the order: every plan's
    /// `count_query`.
    fn plan_query(
        schema: &ListSchema,
        params: &ListParams,
        org: uuid::Uuid,
        scope: Vec<Condition>,
    ) -> Result<ListQuery, ListError> {
        plan_list(schema, params, org, scope).map(|plan| plan.count_query().clone())
    }

    const OPS: [&str; 6] = ["[ne]", "", "[gt]", "[gte]", "[lt]", "[lte]"];

    /// The `n`th valid value of a field of `kind`, distinct for each `n`.
    fn value(kind: FieldKind, n: usize) -> String {
        match kind {
            FieldKind::Instant | FieldKind::Number => (n + 1).to_string(),
            FieldKind::Integer { min, max } => (min + n as i64).min(max).to_string(),
            FieldKind::Text => format!("n{n}"),
            FieldKind::Enum(names) => names[n % names.len()].to_owned(),
            FieldKind::Ref(_) => uuid::Uuid::from_u128(n as u128 + 1).to_string(),
        }
    }

    /// The most expensive request the bounds allow on `schema` sorted by `sort`: every instant
    /// `[in]` range, then one term per field and operator, then the rest as `[in]` operands.
    fn worst_request(schema: &'static ListSchema, sort: &str) -> Vec<(String, String)> {
        let fields: Vec<&Field> = schema.fields.iter().filter(|f| f.filterable).collect();
        let mut query = vec![("sort".to_owned(), sort.to_owned())];
        let mut left = MAX_FILTER_VALUES;
        if let Some(instant) = fields.iter().find(|f| matches!(f.kind, FieldKind::Instant)) {
            let ranges: Vec<String> = (0..MAX_INSTANT_IN_VALUES).map(|n| value(instant.kind, n)).collect();
            query.push((format!("{}[in]", instant.name), ranges.join(",")));
            left -= MAX_INSTANT_IN_VALUES;
        }
        // Keep room for the operands of one `[in]`: a list can have no single-value term left.
        let filler = fields
            .iter()
            .filter(|f| matches!(f.kind, FieldKind::Text | FieldKind::Ref(_)))
            .max_by_key(|f| f.attr.len());
        for field in &fields {
            for op in OPS {
                if left > usize::from(filler.is_some()) {
                    query.push((format!("{}{op}", field.name), value(field.kind, 0)));
                    left -= 1;
                }
            }
        }
        if let Some(field) = filler {
            let operands: Vec<String> = (0..left).map(|n| value(field.kind, n)).collect();
            query.push((format!("{}[in]", field.name), operands.join(",")));
        }
        query
    }

    #[test]
    fn the_worst_request_the_bounds_allow_stays_well_within_dynamodbs_limits() {
        let schemas = [
            &crate::domain::site::SITE_LIST,
            &crate::domain::asset::ASSET_LIST,
            &crate::domain::event::EVENT_LIST,
            &crate::domain::member::MEMBER_LIST,
            &crate::domain::schedule::SCHEDULE_LIST,
            &crate::domain::schedule::SCHEDULE_ITEM_LIST,
            &crate::domain::session::SESSION_LIST,
            &crate::domain::api_key::API_KEY_LIST,
            &crate::domain::oauth::CLIENT_LIST,
            &crate::domain::webhook::WEBHOOK_LIST,
            &crate::domain::webhook::DELIVERY_LIST,
        ];
        // A member at the most sites there may be: the site filter at its largest.
        let sites: Vec<uuid::Uuid> = (0..crate::domain::member::MAX_SITES_PER_MEMBER)
            .map(|n| uuid::Uuid::from_u128(n as u128 + 1))
            .collect();
        let scope = SiteScope::Assigned(sites.into());
        let mut worst = ExpressionSize::default();
        for schema in schemas {
            for sort in schema.sortable() {
                assert!(schema.field(sort).and_then(sort_index).is_some(), "no index sorts by {sort}");
                let query = worst_request(schema, sort);
                let params = ListParams::parse(&query, schema, true, &[])
                    .unwrap_or_else(|e| panic!("{} {query:?}: {e:?}", schema.kind));
                let total: usize = params.filters.iter().map(|f| f.values.len()).sum();
                let has_operands =
                    schema.fields.iter().any(|f| matches!(f.kind, FieldKind::Text | FieldKind::Ref(_)));
                // Without a free field, enum `[in]` lists collapse to their few names.
                if has_operands {
                    assert_eq!(total, MAX_FILTER_VALUES, "{} by {sort}: every value used", schema.kind);
                }
                let planned =
                    plan_query(schema, &params, uuid::Uuid::nil(), scope.list_filter().into_iter().collect())
                        .unwrap_or_else(|e| panic!("{} by {sort}: {e:?}", schema.kind));
                let size = planned.filter_size();
                worst.bytes = worst.bytes.max(size.bytes);
                worst.operators = worst.operators.max(size.operators);
            }
            // Every sortable field, forwards and backwards: a segment's own term still fits.
            let mut all = schema.sortable();
            for _ in 0..2 {
                let query = worst_request(schema, &all.join(","));
                let params = ListParams::parse(&query, schema, true, &[]).unwrap();
                plan_list(schema, &params, uuid::Uuid::nil(), scope.list_filter().into_iter().collect())
                    .unwrap_or_else(|e| panic!("{} by {all:?}: {e:?}", schema.kind));
                all.reverse();
            }
        }
        eprintln!("worst filter expression the bounds allow: {worst:?}");
        // Well within, not just within: room for a field or an operator added later.
        assert!(worst.bytes <= MAX_EXPRESSION_BYTES * 3 / 4, "{worst:?}");
        assert!(worst.operators <= MAX_EXPRESSION_OPERATORS * 3 / 4, "{worst:?}");
    }

    #[test]
    fn a_query_beyond_dynamodbs_limits_is_refused_before_it_is_sent() {
        let schema = &crate::domain::site::SITE_LIST;
        let query =
            vec![("name[in]".to_owned(), (0..100).map(|n| format!("n{n}")).collect::<Vec<_>>().join(","))];
        let params = ListParams::parse(&query, schema, true, &[]).unwrap();
        // More terms than any caller's scope has: the hard check, not the parameter bounds, answers.
        let scope: Vec<Condition> = (0..300)
            .map(|_| Condition::Compare { attr: "status", op: "<>", value: AttributeValue::S("x".into()) })
            .collect();
        let Err(ListError::ExpressionTooLarge { parameter, size }) =
            plan_query(schema, &params, uuid::Uuid::nil(), scope)
        else {
            panic!("not refused as too large");
        };
        assert_eq!(parameter, "name[in]");
        assert!(!size.within_limits());
        let error = ApiError::from(ListError::ExpressionTooLarge { parameter, size });
        assert!(matches!(error, ApiError::InvalidParameter { .. }), "{error:?}");
    }

    fn plan_of(query: &[(&str, &str)]) -> Plan {
        let schema = &crate::domain::asset::ASSET_LIST;
        let query: Vec<(String, String)> =
            query.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        let params = ListParams::parse(&query, schema, true, &[]).unwrap();
        plan_list(schema, &params, uuid::Uuid::nil(), Vec::new()).unwrap()
    }

    #[test]
    fn a_sort_is_read_on_one_index_in_tie_groups_or_in_status_segments() {
        let index = |plan: &Plan| match plan {
            Plan::Native(query) => ("native", query.index),
            Plan::Ties(ties) => ("ties", ties.query.index),
            Plan::Segments(segments) => ("segments", segments.whole.query.index),
        };
        assert_eq!(index(&plan_of(&[("sort", "-name")])), ("native", SortIndex::Gsi2));
        assert_eq!(index(&plan_of(&[("sort", "-name,-created_at")])), ("native", SortIndex::Gsi2));
        assert_eq!(index(&plan_of(&[("sort", "-name,created_at")])), ("ties", SortIndex::Gsi2));
        assert_eq!(index(&plan_of(&[("sort", "capacity,name")])), ("ties", SortIndex::Gsi5));
        assert_eq!(
            index(&plan_of(&[("sort", "capacity,name"), ("capacity", "22")])),
            ("native", SortIndex::Gsi2)
        );
        assert_eq!(index(&plan_of(&[("sort", "status,-name")])), ("segments", SortIndex::Gsi4));
        assert_eq!(
            index(&plan_of(&[("sort", "status,-name"), ("status", "active")])),
            ("native", SortIndex::Gsi2)
        );
    }

    #[test]
    fn a_later_field_pinned_by_a_filter_is_dropped_inside_segments_and_groups() {
        let inner = |query: &[(&str, &str)]| match plan_of(query) {
            Plan::Segments(segments) => match *segments.inner {
                Plan::Native(query) => ("native", query.index),
                Plan::Ties(ties) => ("ties", ties.query.index),
                Plan::Segments(_) => panic!("segments within segments"),
            },
            other => panic!("{other:?}"),
        };
        assert_eq!(inner(&[("sort", "status,capacity,name")]), ("ties", SortIndex::Gsi5));
        assert_eq!(
            inner(&[("sort", "status,capacity,name"), ("capacity", "22")]),
            ("native", SortIndex::Gsi2)
        );
        assert_eq!(
            inner(&[("sort", "status,capacity,name"), ("capacity[gt]", "22")]),
            ("ties", SortIndex::Gsi5)
        );
        // The 400 for a group too large suggests only filters that change the plan.
        let Plan::Ties(ties) = plan_of(&[("sort", "capacity,status,name"), ("status", "active")]) else {
            panic!("ties");
        };
        let message = format!("{:?}", ApiError::from(ties.too_many()));
        assert!(message.contains("capacity=<value>") && message.contains("by name"), "{message}");
        // A Query that reaches the budget cannot see a group end there: 1,000 entries are too many.
        assert!(message.contains("1000 or more items share one capacity"), "{message}");
        assert!(!message.contains("status"), "{message}");
        let Plan::Ties(ties) = plan_of(&[("sort", "created_at,name")]) else { panic!("ties") };
        let message = format!("{:?}", ApiError::from(ties.too_many()));
        assert!(message.contains("created_at=<an RFC 3339 instant with milliseconds>"), "{message}");
    }

    #[test]
    fn segments_follow_the_status_index_order_and_the_status_filters() {
        let values = |query: &[(&str, &str)]| match plan_of(query) {
            Plan::Segments(segments) => segments.values,
            other => panic!("{other:?}"),
        };
        assert_eq!(values(&[("sort", "status,name")]), ["active", "decommissioned", "maintenance"]);
        assert_eq!(values(&[("sort", "-status,name")]), ["maintenance", "decommissioned", "active"]);
        assert_eq!(
            values(&[("sort", "status,name"), ("status[ne]", "decommissioned")]),
            ["active", "maintenance"]
        );
        assert_eq!(
            values(&[("sort", "status,name"), ("status[in]", "maintenance,active")]),
            ["active", "maintenance"]
        );
        assert_eq!(
            values(&[("sort", "status,name"), ("status[gt]", "active")]),
            ["decommissioned", "maintenance"]
        );
    }

    #[test]
    fn in_values_count_once_however_spelled() {
        let schema = &crate::domain::site::SITE_LIST;
        let query = vec![("created_at[in]".to_owned(), "1,1,1970-01-01T00:00:01Z,2".to_owned())];
        let params = ListParams::parse(&query, schema, true, &[]).unwrap();
        assert_eq!(params.filters[0].values, ["1", "1970-01-01T00:00:01Z", "2"]);
        let planned = plan_query(schema, &params, uuid::Uuid::nil(), Vec::new()).unwrap();
        match &planned.filters[..] {
            [Condition::Any(ranges)] => assert_eq!(ranges.len(), 2, "{ranges:?}"),
            other => panic!("{other:?}"),
        }
    }
}
