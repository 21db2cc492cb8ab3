//! Lists: a parameter, sort or filter a list does not take, a page or tie group beyond the read
//! budget, a cursor that is not one. Each is a 400 naming the parameter, with what to do
//! instead; a failing store or cipher is a 500 (or what the store's failure is).

use crate::domain::list_schema::{Field, FieldKind};
use crate::error::ApiError;
use crate::list::{
    CursorError, ListError, MAX_FILTER_VALUES, MAX_IN_VALUES, MAX_INSTANT_IN_VALUES, READ_BUDGET,
};
use crate::store::list::{MAX_EXPRESSION_BYTES, MAX_EXPRESSION_OPERATORS};

impl From<ListError> for ApiError {
    fn from(error: ListError) -> ApiError {
        let (parameter, reason) = match error {
            ListError::Repeated(parameter) => (parameter, "given more than once".to_owned()),
            ListError::WrongPaging { by_cursor: true } => {
                ("page".to_owned(), "this version pages by cursor; use 'cursor'".to_owned())
            }
            ListError::WrongPaging { by_cursor: false } => {
                ("cursor".to_owned(), "this version pages by offset; use 'page'".to_owned())
            }
            ListError::OutOfRange { parameter, min, max: u32::MAX } => {
                (parameter, format!("must be an integer >= {min}"))
            }
            ListError::OutOfRange { parameter, min, max } => {
                (parameter, format!("must be an integer from {min} to {max}"))
            }
            ListError::Sort { field, sortable } => {
                let sortable = sortable.join(", ");
                let reason = match field {
                    None => format!(
                        "a comma-separated list of fields, each 'field' or '-field' (e.g. 'status,-name'); sortable fields: {sortable}"
                    ),
                    Some(name) => format!("cannot sort by '{name}'; sortable fields: {sortable}"),
                };
                ("sort".to_owned(), reason)
            }
            ListError::Operator(parameter) => {
                (parameter, "operator must be one of eq, ne, gt, gte, lt, lte, in".to_owned())
            }
            ListError::Unknown { parameter, filterable } => {
                (parameter, format!("unknown parameter; filterable fields: {}", filterable.join(", ")))
            }
            ListError::Value { parameter, field } => (parameter, invalid_value(field)),
            ListError::Instant(parameter) => {
                (parameter, "must be Unix seconds or an RFC 3339 timestamp, from 1970 to 9999".to_owned())
            }
            ListError::InValues(parameter) => (parameter, format!("at most {MAX_IN_VALUES} values")),
            ListError::FilterValues(parameter) => (
                parameter,
                format!("all filters of a request together take at most {MAX_FILTER_VALUES} values"),
            ),
            ListError::InstantRanges(parameter) => (
                parameter,
                format!(
                    "[in] on instants takes at most {MAX_INSTANT_IN_VALUES} values, all such filters of a request together"
                ),
            ),
            ListError::ExpressionTooLarge { parameter, size } => (
                parameter,
                format!(
                    "the filters together make a filter expression of {} bytes and {} operators; \
                     DynamoDB takes at most {MAX_EXPRESSION_BYTES} bytes and {MAX_EXPRESSION_OPERATORS} operators: use fewer values",
                    size.bytes, size.operators
                ),
            ),
            ListError::GroupTooLarge { lead, next, narrowing } => {
                ("sort".to_owned(), group_too_large(lead, next, &narrowing))
            }
            ListError::TooDeep { page, limit, narrowing } => {
                ("page".to_owned(), too_deep(page, limit, &narrowing))
            }
            ListError::SegmentGrew { field, value } => (
                "cursor".to_owned(),
                format!(
                    "the list changed under the cursor: the items with {field} {value}, few when the cursor was issued, \
                     no longer fit in the {READ_BUDGET} index entries one list request may read; start the walk again without `cursor`"
                ),
            ),
            ListError::VisibleTooMany { created } => (
                "sort".to_owned(),
                format!(
                    "in this order the list of a member restricted to sites is read whole, from the items it can see, and \
                     ordered in memory: more than the {READ_BUDGET} index entries one list request may read match; \
                     narrow it with a range on {created} ({created}[gte]=... and {created}[lt]=...), or sort by {created}"
                ),
            ),
            ListError::Cursor(error) => return error.into(),
            ListError::Store(error) => return error.into(),
            ListError::Internal(cause) => return ApiError::internal(cause),
        };
        ApiError::invalid_parameter(parameter, reason)
    }
}

impl From<CursorError> for ApiError {
    fn from(error: CursorError) -> ApiError {
        let invalid = |reason: &str| ApiError::invalid_parameter("cursor", reason);
        match error {
            CursorError::Malformed => invalid("not a cursor issued by this API"),
            CursorError::Unauthentic => invalid(
                "the cursor was altered, is not from this API, or belongs to another organization or a different query (sort or filters changed)",
            ),
            CursorError::Cipher(step) => ApiError::internal(format!("cursor encryption failed: {step}")),
        }
    }
}

/// What a value of `field` must be.
fn invalid_value(field: &Field) -> String {
    match field.kind {
        FieldKind::Text => "must not be empty".into(),
        FieldKind::Enum(allowed) => format!("must be one of {}", allowed.join(", ")),
        FieldKind::Instant => "must be Unix seconds or an RFC 3339 timestamp, from 1970 to 9999".into(),
        FieldKind::Number => "must be a number from 0 to 1000000 with at most 3 decimals".into(),
        FieldKind::Integer { min, max } => format!("must be an integer from {min} to {max}"),
        FieldKind::Ref(_) => "must be an id".into(),
    }
}

/// Names the filters that make a tie group fit: only those that change how the list is read,
/// one pinning the leading field (it is then dropped from the sort) or a range on its index
/// (the Query then leaves the group out).
fn group_too_large(lead: &Field, next: &str, narrowing: &[&str]) -> String {
    let name = lead.name;
    let mut ways = Vec::new();
    let pin = match lead.kind {
        FieldKind::Enum(_) | FieldKind::Number | FieldKind::Integer { .. } | FieldKind::Text => {
            Some(format!("{name}=<value>"))
        }
        FieldKind::Instant => Some(format!("{name}=<an RFC 3339 instant with milliseconds>")),
        FieldKind::Ref(_) => None,
    };
    if let Some(pin) = pin {
        ways.push(format!("{pin} (the list is then read in {next} order on the {next} index)"));
    }
    if narrowing.contains(&name) {
        ways.push(format!("a range that leaves that value out ({name}[gt]=... or {name}[lt]=...)"));
    }
    let ways = ways.join(", or ");
    format!(
        "{READ_BUDGET} or more items share one {name}: one list request may read {READ_BUDGET} index entries, \
         too few to see where they end and order them by {next}; narrow the list with a filter on {name}: {ways}"
    )
}

/// An offset page the read budget cannot serve, naming the ways that can.
fn too_deep(page: u32, limit: u32, narrowing: &[&str]) -> String {
    let narrow = match narrowing.first() {
        Some(first) => format!(
            ", or narrow the list with a range on a field it is sorted by ({}; e.g. sort={first}&{first}[gte]=...)",
            narrowing.join(", ")
        ),
        None => String::new(),
    };
    format!(
        "page {page} at limit {limit} needs more than the {READ_BUDGET} index entries one list request may read; \
         page with a cursor instead (/v2: `cursor`, then each response's `next_cursor`){narrow}"
    )
}
