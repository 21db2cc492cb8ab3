//! Running a planned list query for one page, in either pagination strategy, within the
//! request's read budget, and rendering the `pagination` object and `Link` header.

use serde_json::{Value, json};
use std::collections::BTreeMap;

use aws_sdk_dynamodb::types::AttributeValue;

use super::READ_BUDGET;
use super::cursor::{Cursor, CursorKey};
use super::merge::{self, Position, position};
use super::params::{ListParams, Paging};
use super::plan::Plan;
use crate::domain::list_schema::ListSchema;
use crate::error::ApiError;
use crate::ids::OrgId;
use crate::principal::Principal;
use crate::store::list::{ListQuery, Page, PageEnd, ReadBudget};
use crate::store::{Item, Store};

/// One page of raw items plus what the response needs to describe it.
pub struct ListPage {
    pub items: Vec<Item>,
    pub pagination: Value,
    pub link: Option<String>,
}

/// What reading a page needs of its request: the caller's organization, and the path and
/// query its `Link` header repeats. The organization (the partition read, the counter, the
/// cursor's binding) is the principal's, by the one constructor: no caller can name another.
pub struct PageRequest<'a> {
    pub(super) store: &'a Store,
    pub(super) cursor_key: &'a CursorKey,
    pub(super) org: OrgId,
    pub(super) raw_path: &'a str,
    pub(super) query: &'a [(String, String)],
}

impl<'a> PageRequest<'a> {
    pub fn new(
        store: &'a Store,
        cursor_key: &'a CursorKey,
        principal: &Principal,
        raw_path: &'a str,
        query: &'a [(String, String)],
    ) -> PageRequest<'a> {
        PageRequest { store, cursor_key, org: principal.org_id, raw_path, query }
    }

    /// The position a client's cursor names, if it was issued for this organization and query.
    fn resume_at(&self, text: &str, params: &ListParams) -> Result<BTreeMap<String, String>, ApiError> {
        Ok(Cursor::decode(text, self.cursor_key, &self.org.legacy(), &params.fingerprint)?.key)
    }

    /// The cursor for `key`, bound to this organization and query.
    fn cursor_at(&self, key: BTreeMap<String, String>, params: &ListParams) -> Result<String, ApiError> {
        Ok(Cursor::new(&self.org.legacy(), &params.fingerprint, key).encode(self.cursor_key)?)
    }
}

/// Fetches the page `params` asks for, within one request's read budget (`READ_BUDGET`).
/// Offset pages report `total`: the organization's counter when nothing is filtered (one
/// GetItem), else what the page's own read saw plus a COUNT of the rest with what is left
/// of the budget (null when that does not reach the end).
pub async fn fetch(
    ctx: &PageRequest<'_>,
    plan: &Plan,
    params: &ListParams,
    schema: &ListSchema,
) -> Result<ListPage, ApiError> {
    let mut budget = ReadBudget::new(READ_BUDGET);
    match (&params.paging, plan) {
        (Paging::Offset { page, limit }, Plan::Native(query)) => {
            offset_page(ctx, query, params, schema, (*page, *limit), &mut budget).await
        }
        (Paging::Cursor { cursor, limit }, Plan::Native(query)) => {
            cursor_page(ctx, query, params, cursor.as_deref(), *limit, &mut budget).await
        }
        (Paging::Offset { page, limit }, merged) => {
            merged_offset_page(ctx, merged, params, schema, (*page, *limit), &mut budget).await
        }
        (Paging::Cursor { cursor, limit }, merged) => {
            merged_cursor_page(ctx, merged, params, cursor.as_deref(), *limit, &mut budget).await
        }
    }
}

/// An offset page of a sort no index holds: the list read from its start in the merged order
/// (`merge::read`), `(page - 1) × limit` items passed over, `limit + 1` kept; all within the
/// budget, else 400 as for any page too deep. `total` as for any list: the counter without
/// filters, else a count within what is left of the budget.
async fn merged_offset_page(
    ctx: &PageRequest<'_>,
    plan: &Plan,
    params: &ListParams,
    schema: &ListSchema,
    (page, limit): (u32, u32),
    budget: &mut ReadBudget,
) -> Result<ListPage, ApiError> {
    let store = ctx.store;
    let (page_no, per_page) = (u64::from(page), u64::from(limit));
    let skip = (page_no - 1) * per_page;
    let want = skip + per_page + 1;
    let count_query = plan.count_query();
    let unfiltered = params.filters.is_empty() && count_query.filters.is_empty();
    let reachable = want <= u64::from(READ_BUDGET);
    let mut total =
        match before_reading(ctx, count_query, schema, (page, limit), (unfiltered, reachable), budget).await?
        {
            Ok(total) => total,
            Err(past_the_end) => return Ok(past_the_end),
        };
    // `want` is within the budget, so within usize.
    let wanted = usize::try_from(want).unwrap_or(usize::MAX);
    let run = merge::read(store, plan, &Position::Start, wanted, budget, merge::Reading::offset()).await?;
    let (read, ended) = (run.items.len(), run.next.is_none());
    if read < wanted && !ended {
        return Err(too_deep(schema, page, limit));
    }
    if total.is_none() {
        total = if ended {
            Some(u64::try_from(read).unwrap_or(u64::MAX))
        } else {
            store.count_from(count_query, None, budget).await?
        };
    }
    let has_next = read >= wanted;
    let from = usize::try_from(skip).unwrap_or(usize::MAX);
    let items =
        run.items.into_iter().skip(from).take(usize::try_from(per_page).unwrap_or(usize::MAX)).collect();
    Ok(offset_reply(ctx, items, (page_no, per_page), total, has_next))
}

/// A cursor page of a sort no index holds: `limit + 1` items from the cursor's position in
/// the merged order, or fewer when the budget ends the read first (a short page whose cursor
/// resumes after the complete groups it holds).
async fn merged_cursor_page(
    ctx: &PageRequest<'_>,
    plan: &Plan,
    params: &ListParams,
    cursor: Option<&str>,
    limit: u32,
    budget: &mut ReadBudget,
) -> Result<ListPage, ApiError> {
    let start = match cursor {
        Some(text) => Position::from_key(plan, ctx.resume_at(text, params)?)?,
        None => Position::Start,
    };
    let per_page = usize::try_from(limit).unwrap_or(usize::MAX);
    let mut run =
        merge::read(ctx.store, plan, &start, per_page + 1, budget, merge::Reading::cursor()).await?;
    let resume = if run.items.len() > per_page {
        run.items.truncate(per_page);
        run.after.get(per_page - 1).cloned()
    } else {
        run.next
    };
    if resume.as_ref() == Some(&start) && run.items.is_empty() {
        return Err(ApiError::internal("a cursor page made no progress within its budget"));
    }
    let next_cursor = resume.map(|position| ctx.cursor_at(position.to_key()?, params)).transpose()?;
    let pagination = json!({
        "cursor": cursor,
        "next_cursor": next_cursor,
        "has_next": next_cursor.is_some(),
        "limit": limit,
    });
    let link = next_cursor.as_ref().map(|c| link(ctx, "cursor", c, "next"));
    Ok(ListPage { items: run.items, pagination, link })
}

/// What an offset page can tell before it reads an item. The total, when it comes first: the
/// counter (`counter_first`: an unfiltered list), or, for a page too deep to read, a count
/// within the budget, the only way to tell an empty page past the end from one that cannot
/// be served. `Err(page)`: the empty page past the end; 400 for a page too deep.
async fn before_reading(
    ctx: &PageRequest<'_>,
    query: &ListQuery,
    schema: &ListSchema,
    (page, limit): (u32, u32),
    (counter_first, reachable): (bool, bool),
    budget: &mut ReadBudget,
) -> Result<Result<Option<u64>, ListPage>, ApiError> {
    let store = ctx.store;
    let total = if counter_first {
        Some(store.read_counter(ctx.org.uuid(), schema.kind).await?)
    } else if !reachable {
        store.count_from(query, None, budget).await?
    } else {
        None
    };
    let (page_no, per_page) = (u64::from(page), u64::from(limit));
    if let Some(total) = total
        && (page_no - 1) * per_page >= total
        && page > 1
    {
        return Ok(Err(offset_reply(ctx, Vec::new(), (page_no, per_page), Some(total), false)));
    }
    if !reachable {
        return Err(too_deep(schema, page, limit));
    }
    Ok(Ok(total))
}

async fn offset_page(
    ctx: &PageRequest<'_>,
    query: &ListQuery,
    params: &ListParams,
    schema: &ListSchema,
    (page, limit): (u32, u32),
    budget: &mut ReadBudget,
) -> Result<ListPage, ApiError> {
    let store = ctx.store;
    let org = ctx.org;
    // u64: a u32 page times a limit of at most 100 cannot overflow.
    let (page_no, per_page) = (u64::from(page), u64::from(limit));
    let skip = (page_no - 1) * per_page;
    let want = per_page + 1;
    let unfiltered = params.filters.is_empty() && query.filters.is_empty();
    let reachable = skip + want <= u64::from(READ_BUDGET);
    // Page 1 reads the counter beside its Query instead (below).
    let counter_first = unfiltered && page > 1;
    let counted =
        match before_reading(ctx, query, schema, (page, limit), (counter_first, reachable), budget).await? {
            Ok(total) => total,
            Err(past_the_end) => return Ok(past_the_end),
        };
    let read = async {
        if skip > 0 && query.filters.is_empty() {
            // Deep pages skip on the keys-only twin, then read one page of items.
            let skipped = store.skip(query, skip, budget).await?;
            let PageEnd::Stopped { after: Some(start) } = skipped.end else {
                return Ok(Page { items: Vec::new(), matched: skipped.matched, end: PageEnd::Exhausted });
            };
            let mut read = store.query_page(query, Some(start), 0, want, budget).await?;
            read.matched = read.matched.saturating_add(skipped.matched);
            Ok(read)
        } else {
            store.query_page(query, None, skip, want, budget).await
        }
    };
    let (read, counter) = if unfiltered && counted.is_none() {
        let (read, counter) = tokio::join!(read, store.read_counter(org.uuid(), schema.kind));
        (read?, Some(counter?))
    } else {
        (read.await?, counted)
    };
    let Page { items, matched, end } = read;
    let short = u64::try_from(items.len()).unwrap_or(u64::MAX) < want;
    let total = match (counter, end) {
        (Some(total), _) => Some(total),
        (None, PageEnd::Exhausted) => Some(matched),
        // The budget ran out before the page was whole: which items belong on it is unknown.
        (None, PageEnd::Stopped { .. }) if short => return Err(too_deep(schema, page, limit)),
        (None, PageEnd::Stopped { after }) => {
            store.count_from(query, after, budget).await?.map(|rest| matched.saturating_add(rest))
        }
    };
    let has_next = !short;
    let items = items.into_iter().take(usize::try_from(per_page).unwrap_or(usize::MAX)).collect();
    Ok(offset_reply(ctx, items, (page_no, per_page), total, has_next))
}

/// An offset page's response: items, `pagination` and the `Link` header.
fn offset_reply(
    ctx: &PageRequest<'_>,
    items: Vec<Item>,
    (page, limit): (u64, u64),
    total: Option<u64>,
    has_next: bool,
) -> ListPage {
    let exact_pages = total.map(|t| t.div_ceil(limit));
    // Always an integer: exact with a total; without one, the pages known to exist (this one,
    // and the next when there is one), a lower bound that grows as the client pages on.
    let total_pages = exact_pages.unwrap_or(page + u64::from(has_next));
    let pagination = json!({
        "page": page,
        "limit": limit,
        "total": total,
        "total_pages": total_pages,
        "has_next": has_next,
        "has_prev": page > 1,
    });
    let mut links = Vec::new();
    if has_next {
        links.push(link(ctx, "page", &(page + 1).to_string(), "next"));
    }
    if page > 1 {
        links.push(link(ctx, "page", &(page - 1).to_string(), "prev"));
    }
    if let Some(last) = exact_pages.filter(|&p| p > 0) {
        links.push(link(ctx, "page", &last.to_string(), "last"));
    }
    ListPage { items, pagination, link: (!links.is_empty()).then(|| links.join(", ")) }
}

/// 400 for an offset page the read budget cannot serve, naming the ways that can.
fn too_deep(schema: &ListSchema, page: u32, limit: u32) -> ApiError {
    let narrowing = schema.narrowing();
    let narrow = match narrowing.first() {
        Some(first) => format!(
            ", or narrow the list with a range on a field it is sorted by ({}; e.g. sort={first}&{first}[gte]=...)",
            narrowing.join(", ")
        ),
        None => String::new(),
    };
    ApiError::invalid_parameter(
        "page",
        format!(
            "page {page} at limit {limit} needs more than the {READ_BUDGET} index entries one list request may read; \
             page with a cursor instead (/v2: `cursor`, then each response's `next_cursor`){narrow}"
        ),
    )
}

async fn cursor_page(
    ctx: &PageRequest<'_>,
    query: &ListQuery,
    params: &ListParams,
    cursor: Option<&str>,
    limit: u32,
    budget: &mut ReadBudget,
) -> Result<ListPage, ApiError> {
    let start = match cursor {
        Some(text) => {
            Some(ctx.resume_at(text, params)?.into_iter().map(|(k, v)| (k, AttributeValue::S(v))).collect())
        }
        None => None,
    };
    let per_page = usize::try_from(limit).unwrap_or(usize::MAX);
    let page = ctx.store.query_page(query, start, 0, u64::from(limit) + 1, budget).await?;
    let mut items = page.items;
    // Resume after the last item shown when there are more than a page of them; after the
    // last entry evaluated when the budget ran out first (a short or empty page).
    let resume = if items.len() > per_page {
        items.truncate(per_page);
        items.last().map(|last| position(query, last))
    } else {
        match page.end {
            PageEnd::Exhausted => None,
            PageEnd::Stopped { after: Some(key) } => Some(key_strings(&key)?),
            PageEnd::Stopped { after: None } => {
                return Err(ApiError::internal("a cursor page read nothing within its budget"));
            }
        }
    };
    let next_cursor = resume.map(|key| ctx.cursor_at(key, params)).transpose()?;
    let pagination = json!({
        "cursor": cursor,
        "next_cursor": next_cursor,
        "has_next": next_cursor.is_some(),
        "limit": limit,
    });
    let link = next_cursor.as_ref().map(|c| link(ctx, "cursor", c, "next"));
    Ok(ListPage { items, pagination, link })
}

/// DynamoDB's `LastEvaluatedKey` as a cursor position: the same key attributes `position`
/// takes from an item, all strings on this table.
fn key_strings(key: &Item) -> Result<BTreeMap<String, String>, ApiError> {
    key.iter()
        .map(|(name, value)| match value.as_s() {
            Ok(text) => Ok((name.clone(), text.clone())),
            Err(_) => Err(ApiError::internal(format!("key attribute {name} is not a string"))),
        })
        .collect()
}

/// A `Link` entry: the request's own path and query with one parameter replaced.
fn link(ctx: &PageRequest<'_>, parameter: &str, value: &str, rel: &str) -> String {
    let mut query = form_urlencoded::Serializer::new(String::new());
    for (k, v) in ctx.query.iter().filter(|(k, _)| k != parameter) {
        query.append_pair(k, v);
    }
    query.append_pair(parameter, value);
    format!("<{}?{}>; rel=\"{rel}\"", ctx.raw_path, query.finish())
}
