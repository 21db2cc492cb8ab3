//! A whole list endpoint over one schema: parameters, plan, page. Every list of the API goes
//! through here (and `route::list_reply`), so they page, filter, sort and count alike.

use super::ListError;
use super::cursor::fingerprint;
use super::page::{ListPage, PageRequest, cursor_page, offset_page};
use super::params::{ListParams, Paging};
use super::plan::{Plan, plan_list};
use super::visible;
use crate::domain::list_schema::ListSchema;
use crate::store::keys::SortIndex;
use crate::store::list::Condition;
use crate::store::visible::VisibleSet;

/// Extra inputs a list may take beyond its schema.
#[derive(Default)]
pub struct Extra {
    /// Query parameters the endpoint reads itself (e.g. `organization_id`).
    pub params: &'static [&'static str],
    /// Filter terms from the caller rather than the query (e.g. site-based access control).
    pub filters: Vec<Condition>,
    /// Cursor pagination in every version (lists that grow without bound).
    pub cursor_always: bool,
    /// A list partition other than the organization's list of the kind (e.g. the items of
    /// one schedule). Cursors are bound to it.
    pub partition: Option<String>,
    /// The visibility partitions a site-scoped caller sees, for kinds in the visibility index:
    /// read instead of the organization's list under `filters` where the request allows it.
    pub visible: Option<VisibleSet>,
}

/// The page of `schema` this request asks for, within one request's read budget
/// (`READ_BUDGET`); `cursor`: the request's version pages by cursor.
pub async fn list_page(
    request: &PageRequest<'_>,
    schema: &'static ListSchema,
    extra: Extra,
    cursor: bool,
) -> Result<ListPage, ListError> {
    let cursor = extra.cursor_always || cursor;
    let mut params = ListParams::parse(request.query, schema, cursor, extra.params)?;
    if let Some(set) = &extra.visible
        && extra.partition.is_none()
        && let Plan::Native(query) = plan_list(schema, &params, request.org.uuid(), Vec::new())?
        // The visibility index holds the created_at order only, and a keys-only read cannot
        // evaluate a filter expression: anything else keeps the site filter.
        && query.index == SortIndex::Gsi1
        && query.filters.is_empty()
    {
        // Bound to this way of reading: a cursor of the filtered read is no position here.
        params.fingerprint = fingerprint(&[params.fingerprint.clone(), "visible".to_owned()]);
        return match &params.paging {
            Paging::Offset { page, limit } => {
                visible::offset_page(request, set, &query, schema, (*page, *limit)).await
            }
            Paging::Cursor { cursor, limit } => {
                visible::cursor_page(request, set, &query, &params, cursor.as_deref(), *limit).await
            }
        };
    }
    let mut plan = plan_list(schema, &params, request.org.uuid(), extra.filters)?;
    if let Some(partition) = extra.partition {
        params.fingerprint = fingerprint(&[params.fingerprint.clone(), partition.clone()]);
        plan.set_partition(&partition);
    }
    match &params.paging {
        Paging::Offset { page, limit } => offset_page(request, &plan, &params, schema, (*page, *limit)).await,
        Paging::Cursor { cursor, limit } => {
            cursor_page(request, &plan, &params, cursor.as_deref(), *limit).await
        }
    }
}
