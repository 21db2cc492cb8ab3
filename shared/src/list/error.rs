//! Why a list request is refused or fails, as facts about the request; `refusals::list` says
//! how a client is told (every refusal here is a 400 naming a parameter).

use super::cursor::CursorError;
use crate::domain::list_schema::Field;
use crate::store::StoreError;
use crate::store::list::ExpressionSize;

#[derive(Debug)]
pub enum ListError {
    /// A query parameter given more than once.
    Repeated(String),
    /// `page` in a version that pages by cursor (`by_cursor`), or `cursor` in one that pages
    /// by offset.
    WrongPaging {
        by_cursor: bool,
    },
    /// `page` or `limit` not an integer from `min` to `max` (`u32::MAX`: no upper bound).
    OutOfRange {
        parameter: String,
        min: u32,
        max: u32,
    },
    /// A `sort` with an empty field (`field: None`) or a field the list cannot be sorted by.
    Sort {
        field: Option<String>,
        sortable: Vec<&'static str>,
    },
    /// `field[op]` with an operator other than eq, ne, gt, gte, lt, lte, in.
    Operator(String),
    /// A parameter that is neither the endpoint's own nor a filterable field.
    Unknown {
        parameter: String,
        filterable: Vec<&'static str>,
    },
    /// A filter value that is not one of its field's type.
    Value {
        parameter: String,
        field: &'static Field,
    },
    /// A time range's bound (`at[gte]`, ...) that is no instant.
    Instant(String),
    /// One `[in]` filter with more than `MAX_IN_VALUES` values.
    InValues(String),
    /// The filters up to this parameter give more than `MAX_FILTER_VALUES` values together.
    FilterValues(String),
    /// The `[in]` filters on instants up to this parameter give more than
    /// `MAX_INSTANT_IN_VALUES` ranges together.
    InstantRanges(String),
    /// A filter expression DynamoDB would refuse; `parameter`: the last filter, or `filters`
    /// when only the caller's own terms are there.
    ExpressionTooLarge {
        parameter: String,
        size: ExpressionSize,
    },
    /// A tie group of one `lead` value larger than the read budget: ordering it by `next`
    /// needs all of it at once. `narrowing`: the fields whose ranges narrow the Query itself.
    GroupTooLarge {
        lead: &'static Field,
        next: &'static str,
        narrowing: Vec<&'static str>,
    },
    /// An offset page deeper than the read budget reaches.
    TooDeep {
        page: u32,
        limit: u32,
        narrowing: Vec<&'static str>,
    },
    /// A cursor inside a small segment (of `field` = `value`) that has grown past the read
    /// budget since it was issued.
    SegmentGrew {
        field: &'static str,
        value: String,
    },
    /// A site-scoped caller's list in an order its visibility partitions do not hold, which is
    /// read whole and ordered in memory: more entries in its range of `created` (the creation
    /// field, which narrows that read) than the budget.
    VisibleTooMany {
        created: &'static str,
    },
    Cursor(CursorError),
    Store(StoreError),
    /// A broken invariant of the list code itself (a 500).
    Internal(&'static str),
}

impl From<CursorError> for ListError {
    fn from(error: CursorError) -> ListError {
        ListError::Cursor(error)
    }
}

impl From<StoreError> for ListError {
    fn from(error: StoreError) -> ListError {
        ListError::Store(error)
    }
}
