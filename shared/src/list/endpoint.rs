//! A whole list endpoint over one schema: parameters, plan, page. Every list of the API goes
//! through here (and `route::list_reply`), so they page, filter, sort and count alike.

use super::ListError;
use super::cursor::fingerprint;
use super::order::TieOrder;
use super::page::{ListPage, PageRequest, cursor_page, offset_page};
use super::params::{ListParams, Paging};
use super::plan::{Plan, creation_query, plan_list};
use super::visible;
use super::visible_sorted::Sorted;
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
    /// read instead of the organization's list under `filters`, whatever the sort and filters,
    /// so that nothing the caller observes depends on entries it cannot see.
    pub visible: Option<VisibleSet>,
    /// Filter terms that make the list a part of its kind (e.g. the assets that are charging
    /// stations): applied to every read, the visibility partitions' included. Unlike
    /// `filters`, which the visibility partitions replace.
    pub always: Vec<Condition>,
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
    if !extra.always.is_empty() {
        // A part of the kind is another list: a cursor of the whole kind is no position in it.
        let always: Vec<String> = extra.always.iter().map(Condition::describe).collect();
        params.fingerprint = fingerprint(&[params.fingerprint.clone(), always.join("&")]);
    }
    if let Some(set) = &extra.visible
        && extra.partition.is_none()
    {
        // Bound to this way of reading: a cursor of the filtered read is no position here.
        params.fingerprint = fingerprint(&[params.fingerprint.clone(), "visible".to_owned()]);
        return visible_page(request, schema, &params, set, extra.always).await;
    }
    let mut filters = extra.filters;
    filters.extend(extra.always);
    let mut plan = plan_list(schema, &params, request.org.uuid(), filters)?;
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

/// A site-scoped caller's page, read only from its visibility partitions: in created_at order
/// merged from them (`visible`), in any other order read whole and ordered in memory
/// (`visible_sorted`).
async fn visible_page(
    request: &PageRequest<'_>,
    schema: &'static ListSchema,
    params: &ListParams,
    set: &VisibleSet,
    always: Vec<Condition>,
) -> Result<ListPage, ListError> {
    if let Plan::Native(query) = plan_list(schema, params, request.org.uuid(), always.clone())?
        && query.index == SortIndex::Gsi1
    {
        return match &params.paging {
            Paging::Offset { page, limit } => {
                visible::offset_page(request, set, &query, schema, (*page, *limit)).await
            }
            Paging::Cursor { cursor, limit } => {
                visible::cursor_page(request, set, &query, params, cursor.as_deref(), *limit).await
            }
        };
    }
    let (query, created) = creation_query(schema, params, request.org.uuid(), always)?;
    let terms = params.sort.effective(&params.filters);
    let last = terms.last().ok_or(ListError::Internal("a sort without a field"))?;
    let sorted =
        Sorted { set, query: &query, order: TieOrder::new(&terms, last.descending), created: created.name };
    match &params.paging {
        Paging::Offset { page, limit } => sorted.offset_page(request, (*page, *limit)).await,
        Paging::Cursor { cursor, limit } => {
            sorted.cursor_page(request, params, cursor.as_deref(), *limit).await
        }
    }
}
