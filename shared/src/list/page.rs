//! Running a planned list query for one page, in either pagination strategy, within the
//! request's read budget, and rendering the `pagination` object and `Link` header.

use serde_json::{Value, json};
use std::collections::BTreeMap;

use super::cursor::{Cursor, CursorKey};
use super::merge::{self, Position, Reading};
use super::params::ListParams;
use super::plan::Plan;
use super::{ListError, READ_BUDGET};
use crate::domain::list_schema::ListSchema;
use crate::ids::OrgId;
use crate::principal::Principal;
use crate::store::list::{PageEnd, ReadBudget};
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
    pub(super) fn resume_at(
        &self,
        text: &str,
        params: &ListParams,
    ) -> Result<BTreeMap<String, String>, ListError> {
        Ok(Cursor::decode(text, self.cursor_key, &self.org.legacy(), &params.fingerprint)?.key)
    }

    /// The cursor for `key`, bound to this organization and query.
    pub(super) fn cursor_at(
        &self,
        key: BTreeMap<String, String>,
        params: &ListParams,
    ) -> Result<String, ListError> {
        Ok(Cursor::new(&self.org.legacy(), &params.fingerprint, key).encode(self.cursor_key)?)
    }
}

/// An offset page: `(page - 1) × limit` items passed over, `limit + 1` read, all within the
/// read budget, else 400 (`TooDeep`). `total`: the organization's counter when nothing is
/// filtered (one GetItem), else what the page's own read saw plus a COUNT of the rest with
/// what is left of the budget (null when that does not reach the end).
pub(super) async fn offset_page(
    ctx: &PageRequest<'_>,
    plan: &Plan,
    params: &ListParams,
    schema: &ListSchema,
    (page, limit): (u32, u32),
) -> Result<ListPage, ListError> {
    let store = ctx.store;
    let mut budget = ReadBudget::new(READ_BUDGET);
    let budget = &mut budget;
    // u64: a u32 page times a limit of at most 100 cannot overflow.
    let (page_no, per_page) = (u64::from(page), u64::from(limit));
    let skip = (page_no - 1) * per_page;
    let want = per_page + 1;
    let query = plan.count_query();
    let unfiltered = params.filters.is_empty() && query.filters.is_empty();
    let reachable = skip + want <= u64::from(READ_BUDGET);
    let too_deep = || ListError::TooDeep { page, limit, narrowing: schema.narrowing() };
    // The total, when it comes first: the counter (an unfiltered list; page 1 of one on a
    // single index reads it beside its Query instead, below), or, for a page too deep to read,
    // a count within the budget, the only way to tell an empty page past the end from one that
    // cannot be served.
    let counted = if unfiltered && (page > 1 || !matches!(plan, Plan::Native(_))) {
        Some(store.read_counter(ctx.org.uuid(), schema.kind).await?)
    } else if !reachable {
        store.count_from(query, None, budget).await?
    } else {
        None
    };
    if let Some(total) = counted
        && skip >= total
        && page > 1
    {
        return Ok(offset_reply(ctx, Vec::new(), (page_no, per_page), Some(total), false));
    }
    if !reachable {
        return Err(too_deep());
    }
    let (start, skipped, pass_over) = match plan {
        // Deep pages on one index skip on the keys-only twin, then read one page of items.
        Plan::Native(query) if skip > 0 && query.filters.is_empty() => {
            let (skipped, end) = store.skip(query, skip, budget).await?;
            let PageEnd::Stopped { after: Some(key) } = end else {
                let total = counted.or(Some(skipped));
                return Ok(offset_reply(ctx, Vec::new(), (page_no, per_page), total, false));
            };
            (Position::After(merge::key_strings(&key)), skipped, 0)
        }
        // Else the list is read from its start, the items of the pages before passed over.
        _ => (Position::Start, 0, skip),
    };
    let wanted = usize::try_from(pass_over + want).unwrap_or(usize::MAX);
    let read = merge::read(store, plan, &start, wanted, budget, Reading::offset());
    let (run, counter) = if unfiltered && counted.is_none() {
        let (run, counter) = tokio::join!(read, store.read_counter(ctx.org.uuid(), schema.kind));
        (run?, Some(counter?))
    } else {
        (read.await?, counted)
    };
    let matched = skipped.saturating_add(count(&run.items));
    let items: Vec<Item> =
        run.items.into_iter().skip(usize::try_from(pass_over).unwrap_or(usize::MAX)).collect();
    let short = count(&items) < want;
    let native = matches!(plan, Plan::Native(_));
    let total = match (counter, run.next) {
        (Some(total), _) if native => Some(total),
        // The budget ran out before the page was whole: which items belong on it is unknown.
        (_, Some(_)) if short => return Err(too_deep()),
        (Some(total), _) => Some(total),
        (None, None) => Some(matched),
        // On one index the count goes on from where the read stopped; a merged order is not
        // the count's, which starts again.
        (None, Some(next)) if native => {
            store.count_from(query, next.start_key(), budget).await?.map(|rest| matched.saturating_add(rest))
        }
        (None, Some(_)) => store.count_from(query, None, budget).await?,
    };
    let has_next = count(&items) >= want;
    let items = items.into_iter().take(usize::try_from(per_page).unwrap_or(usize::MAX)).collect();
    Ok(offset_reply(ctx, items, (page_no, per_page), total, has_next))
}

fn count(items: &[Item]) -> u64 {
    u64::try_from(items.len()).unwrap_or(u64::MAX)
}

/// A cursor page: `limit + 1` items from the cursor's position in the plan's order, or fewer
/// when the read budget ends the read first (a short, even empty, page whose cursor resumes
/// where the read stopped: after the last entry evaluated, or the complete groups it holds).
pub(super) async fn cursor_page(
    ctx: &PageRequest<'_>,
    plan: &Plan,
    params: &ListParams,
    cursor: Option<&str>,
    limit: u32,
) -> Result<ListPage, ListError> {
    let start = match cursor {
        Some(text) => Position::from_key(plan, ctx.resume_at(text, params)?)?,
        None => Position::Start,
    };
    let per_page = usize::try_from(limit).unwrap_or(usize::MAX);
    let mut budget = ReadBudget::new(READ_BUDGET);
    let mut run = merge::read(ctx.store, plan, &start, per_page + 1, &mut budget, Reading::cursor()).await?;
    // Resume after the last item shown when there are more than a page of them; where the read
    // stopped when the budget ran out first.
    let resume = if run.items.len() > per_page {
        run.items.truncate(per_page);
        run.after.get(per_page - 1).cloned()
    } else {
        run.next
    };
    if resume.as_ref() == Some(&start) && run.items.is_empty() {
        return Err(ListError::Internal("a cursor page made no progress within its budget"));
    }
    let next_cursor = resume.map(|position| ctx.cursor_at(position.to_key(), params)).transpose()?;
    let pagination = json!({
        "cursor": cursor,
        "next_cursor": next_cursor,
        "has_next": next_cursor.is_some(),
        "limit": limit,
    });
    let link = next_cursor.as_ref().map(|c| link(ctx, "cursor", c, "next"));
    Ok(ListPage { items: run.items, pagination, link })
}

/// An offset page's response: items, `pagination` and the `Link` header.
pub(super) fn offset_reply(
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

/// A `Link` entry: the request's own path and query with one parameter replaced.
pub(super) fn link(ctx: &PageRequest<'_>, parameter: &str, value: &str, rel: &str) -> String {
    link_to(ctx.raw_path, ctx.query, parameter, value, rel)
}

/// A `Link` entry to `raw_path` with `query`, one parameter replaced: for a list that pages by
/// cursor outside `list_page` (the station's message log) to link alike.
pub fn link_to(
    raw_path: &str,
    query: &[(String, String)],
    parameter: &str,
    value: &str,
    rel: &str,
) -> String {
    let mut serializer = form_urlencoded::Serializer::new(String::new());
    for (k, v) in query.iter().filter(|(k, _)| k != parameter) {
        serializer.append_pair(k, v);
    }
    serializer.append_pair(parameter, value);
    format!("<{raw_path}?{}>; rel=\"{rel}\"", serializer.finish())
}
