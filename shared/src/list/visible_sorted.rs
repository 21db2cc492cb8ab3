//! A site-scoped caller's list in an order the visibility index does not hold (name,
//! updated_at, status, capacity, several fields): every entry the caller sees within the
//! created_at range is read from its visibility partitions (the other filters as a filter
//! expression), within the read budget, and ordered in memory as the indexes order
//! (`TieOrder`). The organization's index of that order would read entries the caller cannot
//! see, and what they cost (a 400, `total: null`, a short page) would tell what they hold.
//! Here every answer, and what it costs, depends only on what the caller may see
//! (docs/data-model.md, "No read-budget oracle"). More than the budget holds is 400 on `sort`.

use std::collections::BTreeMap;

use serde_json::json;

use super::cursor::CursorError;
use super::order::{TieOrder, Tuple};
use super::page::{ListPage, PageRequest, link, offset_reply};
use super::params::ListParams;
use super::visible::{Entries, merge, streams};
use super::{ListError, READ_BUDGET};
use crate::store::Item;
use crate::store::list::{ListQuery, ReadBudget};
use crate::store::visible::VisibleSet;

/// The cursor's one entry: the tuple (`TieOrder`) of the last item shown, as JSON.
const AFTER: &str = "after";

/// How one request reads and orders the list.
pub(super) struct Sorted<'a> {
    pub(super) set: &'a VisibleSet,
    /// The list on the created_at index: a created_at filter its key condition, the others
    /// its filter expression.
    pub(super) query: &'a ListQuery,
    /// The whole sort, creation time and id last.
    pub(super) order: TieOrder,
    /// The creation field: a range on it narrows the read.
    pub(super) created: &'static str,
}

impl Sorted<'_> {
    /// Every item the caller sees that the filters admit, in the sort's order with its tuple;
    /// 400 when they are more than one request may read.
    async fn read(&self, ctx: &PageRequest<'_>) -> Result<Vec<(Item, Tuple)>, ListError> {
        let mut budget = ReadBudget::new(READ_BUDGET);
        let mut readers = streams(self.query, self.set, None);
        // Every evaluated entry costs budget, so no read yields more items than it has.
        let all = usize::try_from(READ_BUDGET).unwrap_or(usize::MAX) + 1;
        let read = merge(ctx.store, &mut readers, Entries::Items, all, &mut budget).await?;
        if !read.exhausted {
            return Err(ListError::VisibleTooMany { created: self.created });
        }
        Ok(self.order.sort(read.items))
    }

    /// An offset page: any page, with an exact `total`, once the whole list is in memory.
    pub(super) async fn offset_page(
        &self,
        ctx: &PageRequest<'_>,
        (page, limit): (u32, u32),
    ) -> Result<ListPage, ListError> {
        let sorted = self.read(ctx).await?;
        let (page, per_page) = (u64::from(page), u64::from(limit));
        let total = u64::try_from(sorted.len()).unwrap_or(u64::MAX);
        let skip = usize::try_from((page - 1) * per_page).unwrap_or(usize::MAX);
        let take = usize::try_from(per_page).unwrap_or(usize::MAX);
        let items: Vec<Item> = sorted.into_iter().skip(skip).take(take).map(|(item, _)| item).collect();
        let has_next = total > (page - 1) * per_page + per_page;
        Ok(offset_reply(ctx, items, (page, per_page), Some(total), has_next))
    }

    /// A cursor page: the items after the cursor's tuple. The tuple is unique per item, so it
    /// is an exact position whatever was created or deleted since.
    pub(super) async fn cursor_page(
        &self,
        ctx: &PageRequest<'_>,
        params: &ListParams,
        cursor: Option<&str>,
        limit: u32,
    ) -> Result<ListPage, ListError> {
        let after = match cursor {
            Some(text) => Some(self.tuple_of(ctx.resume_at(text, params)?)?),
            None => None,
        };
        let per_page = usize::try_from(limit).unwrap_or(usize::MAX);
        let mut rest = self.read(ctx).await?;
        if let Some(after) = &after {
            rest.retain(|(_, tuple)| self.order.compare(tuple, after).is_gt());
        }
        let more = rest.len() > per_page;
        rest.truncate(per_page);
        let next = match rest.last() {
            Some((_, tuple)) if more => {
                let key =
                    BTreeMap::from([(AFTER.to_owned(), serde_json::Value::from(tuple.clone()).to_string())]);
                Some(ctx.cursor_at(key, params)?)
            }
            _ => None,
        };
        let pagination = json!({
            "cursor": cursor,
            "next_cursor": next,
            "has_next": next.is_some(),
            "limit": limit,
        });
        let link = next.as_ref().map(|c| link(ctx, "cursor", c, "next"));
        Ok(ListPage { items: rest.into_iter().map(|(item, _)| item).collect(), pagination, link })
    }

    fn tuple_of(&self, mut key: BTreeMap<String, String>) -> Result<Tuple, ListError> {
        let malformed = || ListError::Cursor(CursorError::Malformed);
        let text = key.remove(AFTER).filter(|_| key.is_empty()).ok_or_else(malformed)?;
        let tuple: Tuple = serde_json::from_str(&text).map_err(|_| malformed())?;
        if tuple.len() != self.order.width() {
            return Err(malformed());
        }
        Ok(tuple)
    }
}
