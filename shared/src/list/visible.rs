//! A site-scoped caller's list read from the visibility index (`store::visible`): one Query
//! per visible partition (the organization-visible items, each assigned site's site-only
//! items), merged in created_at order, so nothing the caller cannot see is read: what a page
//! costs, and whether it is served, short or 400, depends only on entries the caller may see
//! (docs/data-model.md, "No read-budget oracle"). Filters are a filter expression on every
//! partition; `total` comes from counters when there is none. Other orders are read whole from
//! the same partitions and ordered in memory (`list::visible_sorted`).
//!
//! Every partition is sorted by the same keys (`GSI6SK`, GSI1's created_at key), unique over
//! the organization, so one position serves all of them: after the item with that key. A
//! partition is asked for about its share of what is still wanted, and asked again (for its
//! share of what is then still wanted) only when the merge has used up what it gave, so a page
//! reads about `limit + 1` entries plus one per partition, not `limit + 1` per partition. Asks
//! never grow beyond the share: what a partition reads ahead is spent budget, and an offset
//! page's skip must leave its page enough.

use std::collections::{BTreeMap, HashSet, VecDeque};

use aws_sdk_dynamodb::types::AttributeValue;
use serde_json::json;

use super::cursor::CursorError;
use super::page::{ListPage, PageRequest, link, offset_reply};
use super::params::ListParams;
use super::{ListError, READ_BUDGET};
use crate::domain::list_schema::ListSchema;
use crate::store::keys::{PK, SK, SortIndex};
use crate::store::list::{ListQuery, ReadBudget};
use crate::store::visible::VisibleSet;
use crate::store::{Item, Store, StoreError};

/// Most rounds of Queries one merge makes. Each round gives every partition that ran out its
/// share of what is still wanted, so interleaved partitions need a few rounds and the most
/// skewed (all of a read in one of 9 partitions) about 60 within the 1,000-entry budget; the
/// bound only guarantees the loop ends whatever DynamoDB answers (a Query that evaluated
/// nothing but says more follows).
const MAX_ROUNDS: usize = 64;

/// A position in the merged order: the table key and the sort key of the last item passed.
type Position = BTreeMap<String, String>;

/// The key attributes a position holds (and a cursor of this read, nothing else).
const POSITION: [&str; 3] = [PK, SK, "GSI6SK"];

/// The least a partition is asked for under a filter expression (DynamoDB applies `Limit`
/// before filtering): a sparse filter spends the budget in a few rounds, not one per entry.
const FILTERED_ASK: u64 = 100;

/// Which of the index pair a merge reads: whole items, or keys only (to find a position).
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Entries {
    Items,
    Keys,
}

/// One visibility partition being read.
pub(super) struct Stream {
    query: ListQuery,
    buffer: VecDeque<Item>,
    /// Where its next Query starts (`None`: from its start, or the position it began at).
    resume: Option<Item>,
    done: bool,
}

/// What a merge read: the items in order, and whether the list ends with them.
pub(super) struct Merged {
    pub(super) items: Vec<Item>,
    /// Nothing follows the last item: every partition ended and every buffer was used.
    pub(super) exhausted: bool,
    /// Where a later read resumes when the merge stopped before the list ended (budget or
    /// rounds), losing and repeating nothing: after the last item, or further, after the last
    /// entry every partition has evaluated when the filter passed over what followed it
    /// (`None`: nowhere past where this read began).
    frontier: Option<Position>,
}

/// The queries of `set` for `query` (one index read in created_at order), each on its
/// visibility partition of GSI6.
pub(super) fn streams(query: &ListQuery, set: &VisibleSet, start: Option<&Position>) -> Vec<Stream> {
    set.partitions()
        .into_iter()
        .map(|partition| {
            let query = ListQuery { partition: partition.clone(), index: SortIndex::Gsi6, ..query.clone() };
            // The position's item need not be in this partition: a Query starts after any key.
            let resume = start.map(|position| {
                let mut key: Item =
                    position.iter().map(|(k, v)| (k.clone(), AttributeValue::S(v.clone()))).collect();
                key.insert(SortIndex::Gsi6.pk().to_owned(), AttributeValue::S(partition));
                key
            });
            Stream { query, buffer: VecDeque::new(), resume, done: false }
        })
        .collect()
}

fn sort_key(item: &Item) -> &str {
    item.get(SortIndex::Gsi6.sk()).and_then(|v| v.as_s().ok()).map_or("", String::as_str)
}

/// The position after `item`.
fn position(item: &Item) -> Position {
    POSITION
        .iter()
        .filter_map(|name| Some(((*name).to_owned(), item.get(*name)?.as_s().ok()?.clone())))
        .collect()
}

/// One step of the merge once every partition that may hold more has an entry buffered.
enum Taken {
    /// The first entry in order, not given before.
    Item(Item),
    /// The first entry was given already (dropped): look again.
    Again,
    /// Every buffer is empty.
    End,
}

/// Takes the first buffered entry in order, dropping one whose item this merge gave already:
/// an item that changes partition during the request (a visibility change or move, or its
/// index copies half moved) can be read in both, and must be shown once.
fn take(streams: &mut [Stream], descending: bool, seen: &mut HashSet<String>) -> Taken {
    let Some(item) = first(streams, descending).and_then(|i| streams[i].buffer.pop_front()) else {
        return Taken::End;
    };
    // The table key, unique per item whatever the kind's key layout.
    let part = |name: &str| item.get(name).and_then(|v| v.as_s().ok()).map_or("", String::as_str);
    let key = format!("{}\u{0}{}", part(PK), part(SK));
    if seen.insert(key) { Taken::Item(item) } else { Taken::Again }
}

/// The partition whose buffered entry comes first in order.
fn first(streams: &[Stream], descending: bool) -> Option<usize> {
    streams
        .iter()
        .enumerate()
        .filter_map(|(i, s)| s.buffer.front().map(|item| (i, sort_key(item))))
        .reduce(|a, b| if before(b.1, a.1, descending) { b } else { a })
        .map(|(i, _)| i)
}

/// Whether sort key `a` comes before `b` in the read's direction.
fn before(a: &str, b: &str, descending: bool) -> bool {
    (a < b) != descending
}

/// Where the partitions that must be read next have evaluated up to: the first (in order) of
/// their last evaluated keys. `Some(None)`: none must be read; `None`: one was never read,
/// so nothing is known past where the read began.
fn evaluated_to(streams: &[Stream], descending: bool) -> Option<Option<&Item>> {
    let mut bound: Option<&Item> = None;
    for stream in streams.iter().filter(|s| s.buffer.is_empty() && !s.done) {
        let key = stream.resume.as_ref()?;
        if bound.is_none_or(|b| before(sort_key(key), sort_key(b), descending)) {
            bound = Some(key);
        }
    }
    Some(bound)
}

/// The merge's end when it stops before the list does. A partition whose buffer is empty has
/// nothing unread up to its last evaluated key, so the buffered entries before the first such
/// key are in order already and are taken (up to `want`); past them, every partition has
/// evaluated everything up to that key, which is where a later read resumes.
fn stopped(
    streams: &mut [Stream],
    descending: bool,
    seen: &mut HashSet<String>,
    mut items: Vec<Item>,
    want: usize,
) -> Merged {
    while items.len() < want {
        let Some(bound) = evaluated_to(streams, descending) else { break };
        let Some(next) = first(streams, descending) else { break };
        let front = streams[next].buffer.front().map_or("", sort_key);
        if bound.is_some_and(|b| !before(front, sort_key(b), descending)) {
            break;
        }
        if let Taken::Item(item) = take(streams, descending, seen) {
            items.push(item);
        }
    }
    let exhausted = streams.iter().all(|s| s.done && s.buffer.is_empty());
    let frontier = match evaluated_to(streams, descending) {
        // Nothing buffered comes before the bound (the loop took it all): resume there.
        Some(Some(bound)) if items.len() < want => Some(position(bound)),
        _ => items.last().map(position),
    };
    Merged { items, exhausted, frontier }
}

/// Reads `want` entries of the merged order (fewer when the list or the budget ends first).
pub(super) async fn merge(
    store: &Store,
    streams: &mut [Stream],
    entries: Entries,
    want: usize,
    budget: &mut ReadBudget,
) -> Result<Merged, StoreError> {
    let descending = streams.first().is_some_and(|s| s.query.descending);
    let mut items = Vec::with_capacity(want.min(1_000));
    let mut seen = HashSet::new();
    let mut rounds = 0;
    while items.len() < want {
        let needy: Vec<usize> =
            (0..streams.len()).filter(|&i| streams[i].buffer.is_empty() && !streams[i].done).collect();
        if !needy.is_empty() {
            let live = streams.iter().filter(|s| !s.done || !s.buffer.is_empty()).count().max(1);
            let remaining = u64::try_from(want - items.len()).unwrap_or(u64::MAX);
            let share = remaining.div_ceil(u64::try_from(live).unwrap_or(1)) + 1;
            let each = u64::from(budget.left()) / u64::try_from(needy.len()).unwrap_or(1);
            if each == 0 || rounds == MAX_ROUNDS {
                // The budget cannot give every partition that must be read next an entry.
                return Ok(stopped(streams, descending, &mut seen, items, want));
            }
            rounds += 1;
            let reads = needy.iter().map(|&i| {
                let stream = &streams[i];
                let floor = if stream.query.filters.is_empty() { 1 } else { FILTERED_ASK };
                let ask = share.max(floor).min(each);
                let mut part = budget.take(u32::try_from(ask).unwrap_or(u32::MAX));
                let (query, resume) = (stream.query.clone(), stream.resume.clone());
                async move {
                    let read = match entries {
                        Entries::Items => store.query_once(&query, resume.as_ref(), ask, &mut part).await,
                        Entries::Keys => store.query_keys_once(&query, resume.as_ref(), ask, &mut part).await,
                    };
                    (i, part, read)
                }
            });
            for (i, part, read) in futures_util::future::join_all(reads).await {
                budget.put_back(part);
                let stream = &mut streams[i];
                match read? {
                    Some((found, next)) => {
                        stream.buffer.extend(found);
                        stream.done = next.is_none();
                        stream.resume = next;
                    }
                    None => return Ok(stopped(streams, descending, &mut seen, items, want)),
                }
            }
            continue;
        }
        // Every partition that may hold more has its next entry buffered: take the first.
        match take(streams, descending, &mut seen) {
            Taken::Item(item) => items.push(item),
            Taken::Again => {}
            Taken::End => return Ok(Merged { items, exhausted: true, frontier: None }),
        }
    }
    let exhausted = streams.iter().all(|s| s.done && s.buffer.is_empty());
    let frontier = items.last().map(position);
    Ok(Merged { items, exhausted, frontier })
}

/// Whether the counters answer `total`: no key condition and no filter expression.
fn counted_by_counters(query: &ListQuery) -> bool {
    query.range.is_none() && query.filters.is_empty()
}

/// The caller's `total`: the counters when they answer it, else a COUNT of each partition
/// within what is left of the budget (`None` past it).
async fn total(
    store: &Store,
    query: &ListQuery,
    set: &VisibleSet,
    budget: &mut ReadBudget,
) -> Result<Option<u64>, StoreError> {
    if counted_by_counters(query) {
        return store.count_visible(set).await;
    }
    let mut total = 0u64;
    for stream in streams(query, set, None) {
        match store.count_from(&stream.query, None, budget).await? {
            Some(n) => total = total.saturating_add(n),
            None => return Ok(None),
        }
    }
    Ok(Some(total))
}

/// The entries after where a merge stopped, within what is left of the budget (`None` past
/// it): what each partition had buffered but not yet given, plus a COUNT from where its last
/// Query ended. Counting on from the read's end, not from the start, spends no budget twice.
async fn count_rest(
    store: &Store,
    streams: &[Stream],
    budget: &mut ReadBudget,
) -> Result<Option<u64>, StoreError> {
    let mut rest = 0u64;
    for stream in streams {
        rest = rest.saturating_add(u64::try_from(stream.buffer.len()).unwrap_or(u64::MAX));
        if stream.done {
            continue;
        }
        match store.count_from(&stream.query, stream.resume.clone(), budget).await? {
            Some(n) => rest = rest.saturating_add(n),
            None => return Ok(None),
        }
    }
    Ok(Some(rest))
}

/// An offset page: the `(page - 1) × limit` entries before it passed over on the keys-only
/// twins (merged by their keys; under a filter expression, which the twins cannot evaluate,
/// read through on the full index), then `limit + 1` items read from there; `total` from the
/// counters (before the read, or beside page 1's) when they answer it, else the page's read
/// plus a count of the rest from where it stopped. All within the read budget, else 400.
pub(super) async fn offset_page(
    ctx: &PageRequest<'_>,
    set: &VisibleSet,
    query: &ListQuery,
    schema: &ListSchema,
    (page, limit): (u32, u32),
) -> Result<ListPage, ListError> {
    let store = ctx.store;
    let mut budget = ReadBudget::new(READ_BUDGET);
    let budget = &mut budget;
    let (page_no, per_page) = (u64::from(page), u64::from(limit));
    let skip = (page_no - 1) * per_page;
    let want = per_page + 1;
    let reachable = skip + want <= u64::from(READ_BUDGET);
    let too_deep = || ListError::TooDeep { page, limit, narrowing: schema.narrowing() };
    let as_usize = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
    let counters = counted_by_counters(query);
    // Deeper pages learn the total first when the counters give it (no read, so no budget): a
    // page past the end is then empty without a Query. Otherwise the count would take the
    // page's budget, so it comes after the read (as the filtered read's does), except for a
    // page too deep to read, where the count alone tells empty from refused.
    let counted =
        if !reachable || (page > 1 && counters) { total(store, query, set, budget).await? } else { None };
    if let Some(total) = counted
        && skip >= total
        && page > 1
    {
        return Ok(offset_reply(ctx, Vec::new(), (page_no, per_page), Some(total), false));
    }
    if !reachable {
        return Err(too_deep());
    }
    // The entries before the page: passed over on the twins, or read through and dropped.
    let (start, skipped, pass_over) = if skip > 0 && query.filters.is_empty() {
        let mut keys = streams(query, set, None);
        // The skip may read ahead in some partitions; it must leave the page's read enough of
        // the budget (the page and an entry per partition), or a reachable page would be 400.
        let reserve = want.saturating_add(u64::try_from(keys.len()).unwrap_or(u64::MAX));
        let for_skip = u64::from(budget.left()).saturating_sub(reserve);
        let mut skipping = budget.take(u32::try_from(for_skip).unwrap_or(u32::MAX));
        let passed = merge(store, &mut keys, Entries::Keys, as_usize(skip), &mut skipping).await;
        budget.put_back(skipping);
        let passed = passed?;
        match passed.items.last() {
            Some(last) if passed.items.len() == as_usize(skip) => (Some(position(last)), skip, 0),
            _ if passed.exhausted => {
                let seen = u64::try_from(passed.items.len()).unwrap_or(u64::MAX);
                return Ok(offset_reply(ctx, Vec::new(), (page_no, per_page), counted.or(Some(seen)), false));
            }
            _ => return Err(too_deep()),
        }
    } else {
        (None, 0, skip)
    };
    let mut readers = streams(query, set, start.as_ref());
    let wanted = as_usize(pass_over + want);
    let (read, counted) = if counted.is_none() && counters {
        let (read, counted) = tokio::join!(
            merge(store, &mut readers, Entries::Items, wanted, budget),
            store.count_visible(set)
        );
        (read?, counted?)
    } else {
        (merge(store, &mut readers, Entries::Items, wanted, budget).await?, counted)
    };
    let matched = skipped.saturating_add(u64::try_from(read.items.len()).unwrap_or(u64::MAX));
    let items: Vec<Item> = read.items.into_iter().skip(as_usize(pass_over)).collect();
    let shown = u64::try_from(items.len()).unwrap_or(u64::MAX);
    if shown < want && !read.exhausted {
        // The budget ended the read before the page was whole: which items belong is unknown.
        return Err(too_deep());
    }
    let total = match counted {
        Some(total) => Some(total),
        None if read.exhausted => Some(matched),
        None => count_rest(store, &readers, budget).await?.map(|rest| matched.saturating_add(rest)),
    };
    let has_next = shown >= want;
    let items = items.into_iter().take(as_usize(per_page)).collect();
    Ok(offset_reply(ctx, items, (page_no, per_page), total, has_next))
}

/// A cursor page: `limit + 1` items from the cursor's position in the merged order. The
/// cursor holds the position after the last item shown, so it resumes every partition there.
pub(super) async fn cursor_page(
    ctx: &PageRequest<'_>,
    set: &VisibleSet,
    query: &ListQuery,
    params: &ListParams,
    cursor: Option<&str>,
    limit: u32,
) -> Result<ListPage, ListError> {
    let start = match cursor {
        Some(text) => {
            let key = ctx.resume_at(text, params)?;
            if key.len() != POSITION.len() || POSITION.iter().any(|name| !key.contains_key(*name)) {
                return Err(ListError::Cursor(CursorError::Malformed));
            }
            Some(key)
        }
        None => None,
    };
    let per_page = usize::try_from(limit).unwrap_or(usize::MAX);
    let mut budget = ReadBudget::new(READ_BUDGET);
    let mut readers = streams(query, set, start.as_ref());
    let mut read = merge(ctx.store, &mut readers, Entries::Items, per_page + 1, &mut budget).await?;
    let resume = if read.items.len() > per_page {
        read.items.truncate(per_page);
        read.items.last().map(position)
    } else if read.exhausted {
        None
    } else {
        // The budget ended the read: resume where every partition has been read up to (after
        // the last item shown, or past entries the filter passed over), a short page, even an
        // empty one, as on the organization's list.
        let frontier = read.frontier.filter(|at| Some(at) != start.as_ref());
        Some(frontier.ok_or(ListError::Internal("a cursor page made no progress within its budget"))?)
    };
    let next_cursor = resume.map(|position| ctx.cursor_at(position, params)).transpose()?;
    let pagination = json!({
        "cursor": cursor,
        "next_cursor": next_cursor,
        "has_next": next_cursor.is_some(),
        "limit": limit,
    });
    let link = next_cursor.as_ref().map(|c| link(ctx, "cursor", c, "next"));
    Ok(ListPage { items: read.items, pagination, link })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::keys::SortIndex;

    fn entry(id: &str, sort: &str) -> Item {
        [(PK, id), (SK, "ASSET"), ("GSI6SK", sort)]
            .into_iter()
            .map(|(k, v)| (k.to_owned(), AttributeValue::S(v.to_owned())))
            .collect()
    }

    fn stream(entries: &[(&str, &str)]) -> Stream {
        let query = ListQuery {
            partition: "P".into(),
            index: SortIndex::Gsi6,
            descending: false,
            range: None,
            filters: Vec::new(),
        };
        let buffer = entries.iter().map(|(id, sort)| entry(id, sort)).collect();
        Stream { query, buffer, resume: None, done: true }
    }

    fn merged(streams: &mut [Stream], descending: bool) -> Vec<String> {
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        loop {
            match take(streams, descending, &mut seen) {
                Taken::Item(item) => out.push(sort_key(&item).to_owned()),
                Taken::Again => {}
                Taken::End => return out,
            }
        }
    }

    #[test]
    fn an_item_read_in_two_partitions_is_merged_once() {
        // A moved between the open partition's read and the site's: both hold it.
        let mut streams =
            [stream(&[("ASSET#a", "1"), ("ASSET#c", "3")]), stream(&[("ASSET#a", "1b"), ("ASSET#b", "2")])];
        assert_eq!(merged(&mut streams, false), ["1", "2", "3"]);
    }

    #[test]
    fn the_merge_keeps_order_in_both_directions() {
        let mut up =
            [stream(&[("ASSET#a", "1"), ("ASSET#d", "4")]), stream(&[("ASSET#b", "2"), ("ASSET#c", "3")])];
        assert_eq!(merged(&mut up, false), ["1", "2", "3", "4"]);
        let mut down =
            [stream(&[("ASSET#d", "4"), ("ASSET#a", "1")]), stream(&[("ASSET#c", "3"), ("ASSET#b", "2")])];
        assert_eq!(merged(&mut down, true), ["4", "3", "2", "1"]);
    }

    /// A partition the budget could not refill, its last evaluated key `at`.
    fn stalled(at: &str) -> Stream {
        Stream { resume: Some(entry("ASSET#z", at)), done: false, ..stream(&[]) }
    }

    fn sort_keys(merged: &Merged) -> Vec<&str> {
        merged.items.iter().map(sort_key).collect()
    }

    #[test]
    fn a_stopped_merge_gives_what_precedes_every_unread_entry_and_resumes_after_it() {
        // The filter passed over partition 2's entries up to "5": what partition 1 holds before
        // it is in order; "6" may follow something unread in partition 2.
        let mut streams = [stream(&[("ASSET#a", "2"), ("ASSET#b", "4"), ("ASSET#c", "6")]), stalled("5")];
        let merged = stopped(&mut streams, false, &mut HashSet::new(), Vec::new(), 10);
        assert_eq!(sort_keys(&merged), ["2", "4"]);
        assert!(!merged.exhausted);
        // Everything up to "5" has been evaluated in every partition: resume there.
        assert_eq!(merged.frontier.as_ref().and_then(|p| p.get("GSI6SK")).map(String::as_str), Some("5"));
        // With nothing of its own before the stall, an empty page still moves on.
        let mut streams = [stream(&[("ASSET#c", "6")]), stalled("5")];
        let merged = stopped(&mut streams, false, &mut HashSet::new(), Vec::new(), 10);
        assert!(merged.items.is_empty());
        assert_eq!(merged.frontier.as_ref().and_then(|p| p.get("GSI6SK")).map(String::as_str), Some("5"));
        // A full page resumes after its last item, not past entries it did not show.
        let mut streams = [stream(&[("ASSET#a", "2"), ("ASSET#b", "4")]), stalled("5")];
        let merged = stopped(&mut streams, false, &mut HashSet::new(), Vec::new(), 1);
        assert_eq!(sort_keys(&merged), ["2"]);
        assert_eq!(merged.frontier.as_ref().and_then(|p| p.get("GSI6SK")).map(String::as_str), Some("2"));
    }

    #[test]
    fn a_stopped_merge_knows_nothing_past_a_partition_it_never_read() {
        let never = Stream { done: false, ..stream(&[]) };
        let mut streams = [stream(&[("ASSET#a", "2")]), never];
        let merged = stopped(&mut streams, true, &mut HashSet::new(), Vec::new(), 10);
        assert!(merged.items.is_empty() && merged.frontier.is_none());
    }
}
