//! List behaviour shared by every list endpoint: pagination (offset or cursor), sort and
//! filters, validated against what each resource declares in its `ListSchema`.

mod cursor;
mod endpoint;
mod page;
mod params;
mod plan;
mod schema;

pub use cursor::{Cursor, CursorKey};
pub use endpoint::{Extra, list_reply};
pub use page::{ListPage, fetch};
pub use params::{ListParams, Paging, SortSpec};
pub use plan::plan_query;
pub use schema::{Field, FieldKind, ListSchema};

pub const DEFAULT_LIMIT: u32 = 20;
pub const MAX_LIMIT: u32 = 100;
