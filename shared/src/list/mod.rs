//! List behaviour shared by every list endpoint: pagination (offset or cursor), sort and
//! filters, validated against what each resource declares in its `ListSchema`.

mod cursor;
pub mod cursor_paging;
mod endpoint;
mod error;
mod merge;
mod order;
mod page;
mod params;
mod plan;
mod sort;
pub mod time_range;
mod visible;
mod visible_sorted;

pub use crate::domain::list_schema::ListSchema;
pub use cursor::{Cursor, CursorError, CursorKey, fingerprint};
pub use endpoint::{Extra, list_page};
pub use error::ListError;
pub use page::{ListPage, PageRequest, link_to};
pub use params::{MAX_FILTER_VALUES, MAX_IN_VALUES, MAX_INSTANT_IN_VALUES};

pub const DEFAULT_LIMIT: u32 = 20;
pub const MAX_LIMIT: u32 = 100;

/// The index entries one list request may evaluate, its page, skip and count together
/// (DynamoDB's `ScannedCount`; see docs/data-model.md, "The read budget"). About one
/// DynamoDB page: 1,000 whole assets are ~0.8 MB, and a Query never reads more than 1 MB.
/// A cursor page that spends it answers short (even empty) with a cursor to resume from;
/// an offset page that needs more is 400.
pub const READ_BUDGET: u32 = 1_000;
