//! Reading a list in its plan's order (one index read in order, or an order no single index
//! holds: tie groups or segments) within the request's read budget, and the positions cursors
//! resume from.
//!
//! Tie groups: the leading field's index is read in order; a run of equal leading values is
//! complete once an entry with another value has been evaluated (or the partition ends), and is
//! then ordered in memory (`TieOrder`). A position inside a group is its leading value and the
//! tuple of the last item shown: resuming re-reads the group from its start (a key condition
//! from that value) and passes over everything up to that tuple.

use std::collections::BTreeMap;

use super::ListError;
use super::cursor::CursorError;
use super::order::{TieOrder, Tuple, index_value};
use super::plan::{Plan, Segments, Ties};
use crate::store::keys::SEP_END;
use crate::store::list::{KeyRange, ListQuery, PageEnd, ReadBudget};
use crate::store::{Item, Store};

/// Where a read in a plan's order starts (or resumes).
#[derive(Debug, Clone, PartialEq)]
pub enum Position {
    Start,
    /// On one index read in order: after the entry with these key attributes.
    After(BTreeMap<String, String>),
    /// In the tie group with this leading value (encoded as on its index), after the item with
    /// this tuple; `None`: from the group's first item.
    InGroup {
        value: String,
        after: Option<Tuple>,
    },
    /// After every item with this leading value.
    PastGroup(String),
    /// In the segment of this value, at the position inside it, read as a small segment (on
    /// the leading field's index) or not. At `Start` the way is decided again.
    Segment {
        value: String,
        small: bool,
        inner: Box<Position>,
    },
}

// A cursor's entries for each kind of position; none is a key attribute name of the table.
const GROUP: &str = "group";
const AFTER: &str = "after";
const PAST: &str = "past";
const SEGMENT: &str = "segment";
const SMALL: &str = "small";

/// A segment of at most this many index entries is read on the leading field's index and
/// ordered in memory; a larger one on the next field's index under the filter `status = value`.
/// Finding out costs at most one more (a COUNT on the keys-only twin), once per segment entered.
pub const SMALL_SEGMENT: u64 = 100;

impl Position {
    /// In the segment of `value`, at `inner` (see `Segment`).
    fn segment(value: &str, small: bool, inner: Position) -> Position {
        Position::Segment { value: value.to_owned(), small, inner: Box::new(inner) }
    }

    /// The `ExclusiveStartKey` a read on one index resumes from (`None`: from its start).
    pub fn start_key(&self) -> Option<Item> {
        match self {
            Position::After(key) => Some(key_item(key)),
            _ => None,
        }
    }

    /// The cursor's entries. `After` keeps exactly the key attributes, as cursors always did.
    pub fn to_key(&self) -> BTreeMap<String, String> {
        match self {
            Position::Start => BTreeMap::new(),
            Position::After(key) => key.clone(),
            Position::InGroup { value, after } => {
                let mut key = BTreeMap::from([(GROUP.to_owned(), value.clone())]);
                if let Some(tuple) = after {
                    // A JSON array of strings, written as `serde_json::to_string` would.
                    key.insert(AFTER.to_owned(), serde_json::Value::from(tuple.clone()).to_string());
                }
                key
            }
            Position::PastGroup(value) => BTreeMap::from([(PAST.to_owned(), value.clone())]),
            Position::Segment { value, small, inner } => {
                let mut key = inner.to_key();
                key.insert(SEGMENT.to_owned(), value.clone());
                if *small {
                    key.insert(SMALL.to_owned(), "1".to_owned());
                }
                key
            }
        }
    }

    /// The position a cursor's entries name under `plan` (the cursor is bound to the query, so
    /// to the plan; anything else is refused as not a cursor of this API).
    pub fn from_key(plan: &Plan, mut key: BTreeMap<String, String>) -> Result<Position, ListError> {
        let malformed = || ListError::Cursor(CursorError::Malformed);
        match plan {
            Plan::Native(_) if key.is_empty() => Err(malformed()),
            Plan::Native(_) => Ok(Position::After(key)),
            Plan::Ties(ties) => {
                if let Some(value) = key.remove(PAST) {
                    return Ok(Position::PastGroup(value));
                }
                let value = key.remove(GROUP).ok_or_else(malformed)?;
                let after = match key.remove(AFTER) {
                    Some(text) => {
                        let tuple: Tuple = serde_json::from_str(&text).map_err(|_| malformed())?;
                        if tuple.len() != ties.order.width() {
                            return Err(malformed());
                        }
                        Some(tuple)
                    }
                    None => None,
                };
                Ok(Position::InGroup { value, after })
            }
            Plan::Segments(segments) => {
                let value = key.remove(SEGMENT).ok_or_else(malformed)?;
                if !segments.values.contains(&value.as_str()) {
                    return Err(malformed());
                }
                let small = key.remove(SMALL).is_some();
                let inner = match (key.is_empty(), small) {
                    (true, _) => Position::Start,
                    (false, true) => Position::from_key(&Plan::Ties(segments.small_segment(&value)), key)?,
                    (false, false) => Position::from_key(&segments.inner, key)?,
                };
                Ok(Position::Segment { value, small, inner: Box::new(inner) })
            }
        }
    }
}

/// Items read in the plan's order.
#[derive(Debug, Default)]
pub struct Run {
    pub items: Vec<Item>,
    /// `after[i]`: where a read resumes after `items[i]`.
    pub after: Vec<Position>,
    /// `None`: the list ends with the last item. Else where a read resumes after every item of
    /// the run (the read budget or the items wanted ended it).
    pub next: Option<Position>,
}

impl Run {
    fn push(&mut self, item: Item, after: Position) {
        self.items.push(item);
        self.after.push(after);
    }
}

/// What kind of read this is, for telling a tie group too large for the budget (400 on `sort`)
/// from one a later request can still read.
#[derive(Debug, Clone, Copy)]
pub struct Reading {
    /// An offset page: read from the start, and no request resumes it, so a read that ends
    /// inside a group that began its read, with no item in complete groups, is the too-large
    /// case even under a filter expression.
    pub offset: bool,
    /// Nothing but segment COUNTs (`probe`) was spent before this read.
    whole: bool,
}

/// A page's read of tie groups or segments starts with the request's whole budget: nothing is
/// read before it (only a read on one index follows a skip, and `Reading` does not concern it).
impl Reading {
    pub fn cursor() -> Reading {
        Reading { offset: false, whole: true }
    }

    pub fn offset() -> Reading {
        Reading { offset: true, whole: true }
    }
}

/// Reads at least `want` items from `start` in `plan`'s order, fewer when the list or the
/// budget ends first. A tie group that cannot fit the budget is 400 (`Ties::too_many`).
pub async fn read(
    store: &Store,
    plan: &Plan,
    start: &Position,
    want: usize,
    budget: &mut ReadBudget,
    reading: Reading,
) -> Result<Run, ListError> {
    match plan {
        Plan::Native(query) => read_native(store, query, start, want, budget).await,
        Plan::Ties(ties) => read_ties(store, ties, start, want, budget, reading).await,
        // Boxed: a segment's own plan is read by this function again.
        Plan::Segments(segments) => {
            Box::pin(read_segments(store, segments, start, want, budget, reading)).await
        }
    }
}

/// What each further Query asks for: what is still wanted, and at least twice the last ask,
/// at least 100 under a filter expression (DynamoDB applies `Limit` before filtering): a
/// sparse filter spends the budget in a few calls, not one per 100.
fn next_ask(query: &ListQuery, wanted: usize, last: u64) -> u64 {
    let wanted = u64::try_from(wanted).unwrap_or(u64::MAX).max(1);
    let floor = if query.filters.is_empty() { 1 } else { 100 };
    wanted.max(floor).max(last.saturating_mul(2))
}

async fn read_native(
    store: &Store,
    query: &ListQuery,
    start: &Position,
    want: usize,
    budget: &mut ReadBudget,
) -> Result<Run, ListError> {
    let mut from = match start {
        Position::Start | Position::After(_) => start.start_key(),
        _ => return Err(CursorError::Malformed.into()),
    };
    let mut run = Run::default();
    let mut ask = 0;
    loop {
        let wanted = want.saturating_sub(run.items.len());
        // Without a filter expression every entry is an item: exactly what is still wanted.
        ask = if query.filters.is_empty() {
            u64::try_from(wanted).unwrap_or(u64::MAX)
        } else {
            next_ask(query, wanted, ask)
        };
        let Some((items, last_key)) = store.query_once(query, from.as_ref(), ask, budget).await? else {
            run.next = Some(from.as_ref().map_or(Position::Start, |key| Position::After(key_strings(key))));
            return Ok(run);
        };
        for item in items {
            let after = Position::After(position(query, &item));
            run.push(item, after);
        }
        let Some(key) = last_key else {
            return Ok(run);
        };
        if run.items.len() >= want || budget.left() == 0 {
            run.next = Some(Position::After(key_strings(&key)));
            return Ok(run);
        }
        from = Some(key);
    }
}

async fn read_ties(
    store: &Store,
    ties: &Ties,
    start: &Position,
    want: usize,
    budget: &mut ReadBudget,
    reading: Reading,
) -> Result<Run, ListError> {
    let (query, group, skip) = match start {
        Position::Start => (ties.query.clone(), None, None),
        Position::InGroup { value, after } => {
            (from_group(&ties.query, value, false), Some(value), after.as_ref())
        }
        Position::PastGroup(value) => (from_group(&ties.query, value, true), None, None),
        _ => return Err(CursorError::Malformed.into()),
    };
    let index = query.index;
    // Only a read that had the whole budget (but for segment COUNTs) can tell a group too large
    // for it: one that follows another segment's items ends short instead, and the next page,
    // with a whole budget, decides.
    let whole_budget = reading.whole;
    let mut pending: Vec<Item> = Vec::new();
    let mut first: Option<String> = None;
    let mut from: Option<Item> = None;
    let mut run = Run::default();
    let mut ask = 0;
    loop {
        // One entry more than the items wanted: the entry after a group is what closes it.
        ask = next_ask(&query, want.saturating_sub(run.items.len()) + pending.len() + 1, ask);
        let Some((items, last_key)) = store.query_once(&query, from.as_ref(), ask, budget).await? else {
            // Only a segment after others can find the budget spent: resume where it started.
            run.next = Some(start.clone());
            return Ok(run);
        };
        for item in items {
            first.get_or_insert_with(|| index_value(&item, index).to_owned());
            pending.push(item);
        }
        let Some(key) = last_key else {
            finish_groups(&ties.order, index, std::mem::take(&mut pending), group, skip, &mut run);
            return Ok(run);
        };
        // Every entry before the last one evaluated has been read: the groups before its value
        // are complete; its own may go on.
        let frontier = index_value(&key, index).to_owned();
        let open =
            pending.iter().position(|item| index_value(item, index) == frontier).unwrap_or(pending.len());
        let rest = pending.split_off(open);
        finish_groups(&ties.order, index, std::mem::replace(&mut pending, rest), group, skip, &mut run);
        from = Some(key);
        let spent = budget.left() == 0;
        if run.items.len() >= want || spent {
            // Without a filter expression every entry is an item: a first item of the open group
            // means no group ended within the budget. With one, entries of other values may have
            // come first: a cursor page resumes inside the group and the next request decides; an
            // offset page has no next request, and reads from the start, so the group decides now.
            let began_here = first.as_ref() == Some(&frontier);
            let stuck =
                group == Some(&frontier) || (began_here && (query.filters.is_empty() || reading.offset));
            if spent && whole_budget && stuck && run.items.is_empty() {
                return Err(ties.too_many());
            }
            let after = if group == Some(&frontier) { skip.cloned() } else { None };
            run.next = Some(Position::InGroup { value: frontier, after });
            return Ok(run);
        }
    }
}

/// Orders the complete groups in `items` (index order, so each group is contiguous) and adds
/// them to `run`, passing over the items of `group` up to `skip`.
fn finish_groups(
    order: &TieOrder,
    index: crate::store::keys::SortIndex,
    items: Vec<Item>,
    group: Option<&String>,
    skip: Option<&Tuple>,
    run: &mut Run,
) {
    let mut groups: Vec<(String, Vec<Item>)> = Vec::new();
    for item in items {
        let value = index_value(&item, index).to_owned();
        match groups.last_mut() {
            Some((last, members)) if *last == value => members.push(item),
            _ => groups.push((value, vec![item])),
        }
    }
    for (value, members) in groups {
        let mut sorted = order.sort(members);
        if let (Some(tuple), true) = (skip, group == Some(&value)) {
            sorted.retain(|(_, t)| order.compare(t, tuple).is_gt());
        }
        let last = sorted.len().saturating_sub(1);
        for (i, (item, tuple)) in sorted.into_iter().enumerate() {
            let after = if i == last {
                Position::PastGroup(value.clone())
            } else {
                Position::InGroup { value: value.clone(), after: Some(tuple) }
            };
            run.push(item, after);
        }
    }
}

/// `query` narrowed to start at the group of `value` (or just after it, `past`), in its
/// direction. The group's entries are `value U+0001 <id>`: `value` is below all of them and
/// `value U+0002` above.
fn from_group(query: &ListQuery, value: &str, past: bool) -> ListQuery {
    let mut query = query.clone();
    let (below, above) = (value.to_owned(), format!("{value}{SEP_END}"));
    let range = query.range.take().unwrap_or(KeyRange { from: None, to: None });
    query.range = Some(if query.descending {
        let to = if past { below } else { above };
        KeyRange { from: range.from, to: Some(range.to.map_or(to.clone(), |old| old.min(to))) }
    } else {
        let from = if past { above } else { below };
        KeyRange { from: Some(range.from.map_or(from.clone(), |old| old.max(from))), to: range.to }
    });
    query
}

async fn read_segments(
    store: &Store,
    segments: &Segments,
    start: &Position,
    want: usize,
    budget: &mut ReadBudget,
    reading: Reading,
) -> Result<Run, ListError> {
    let (first, mut resume) = match start {
        Position::Start => (0, None),
        Position::Segment { value, small, inner } => {
            let at = segments.values.iter().position(|v| v == value);
            let at = at.ok_or(ListError::Cursor(CursorError::Malformed))?;
            (at, (**inner != Position::Start).then(|| (*small, (**inner).clone())))
        }
        _ => return Err(CursorError::Malformed.into()),
    };
    let mut run = Run::default();
    // Entries spent on COUNTs: a segment read after nothing else still has the whole budget.
    let mut probed: u32 = 0;
    for (at, value) in segments.values.iter().enumerate().skip(first) {
        let within = |small: bool, inner: Position| Position::segment(value, small, inner);
        let (small, inner_start) = match resume.take() {
            Some(resumed) => resumed,
            None => match probe(store, segments, value, budget, &mut probed).await? {
                Probe::Empty => continue,
                Probe::Small => (true, Position::Start),
                Probe::Large => (false, Position::Start),
                Probe::Unknown => {
                    run.next = Some(within(false, Position::Start));
                    return Ok(run);
                }
            },
        };
        let plan = if small { Plan::Ties(segments.small_segment(value)) } else { segments.segment(value) };
        let mut wanted = want.saturating_sub(run.items.len());
        if small {
            // One group: nothing is in order before all of it is read, so read it in one Query.
            wanted = wanted.max(usize::try_from(SMALL_SEGMENT + 1).unwrap_or(usize::MAX));
        }
        let whole = reading.whole && budget.left().saturating_add(probed) >= super::READ_BUDGET;
        let resumed_small = small && inner_start != Position::Start;
        let part = match read(store, &plan, &inner_start, wanted, budget, Reading { whole, ..reading }).await
        {
            // A cursor inside a segment that was small when it was issued, and has since grown
            // past what one request may read: it is one group, too large to order in memory.
            Err(ListError::GroupTooLarge { .. }) if resumed_small => {
                return Err(ListError::SegmentGrew {
                    field: segments.field.name,
                    value: (*value).to_owned(),
                });
            }
            part => part?,
        };
        // After the last item of a segment that ended, the next segment's start: a resume need
        // not read the rest of this segment to find it holds nothing more.
        let following =
            segments.values.get(at + 1).map(|next| Position::segment(next, false, Position::Start));
        let count = part.items.len();
        let ended = part.next.is_none();
        for (i, (item, after)) in part.items.into_iter().zip(part.after).enumerate() {
            let after = match (&following, ended && i + 1 == count) {
                (Some(next), true) => next.clone(),
                _ => within(small, after),
            };
            run.push(item, after);
        }
        if let Some(next) = part.next {
            run.next = Some(within(small, next));
            return Ok(run);
        }
        if run.items.len() >= want {
            run.next = following;
            return Ok(run);
        }
    }
    Ok(run)
}

/// How a segment is best read, from a COUNT of its entries on the leading field's keys-only
/// twin, up to `SMALL_SEGMENT + 1` of them.
enum Probe {
    /// No entry: nothing to read.
    Empty,
    Small,
    Large,
    /// The budget ran out before the count could tell.
    Unknown,
}

async fn probe(
    store: &Store,
    segments: &Segments,
    value: &str,
    budget: &mut ReadBudget,
    probed: &mut u32,
) -> Result<Probe, ListError> {
    // Keys only: the twin cannot evaluate the filters, and what is counted is what a read costs.
    let mut query = segments.small_segment(value).query;
    query.filters.clear();
    let before = budget.left();
    let (counted, end) = store.skip(&query, SMALL_SEGMENT + 1, budget).await?;
    *probed = probed.saturating_add(before - budget.left());
    Ok(match end {
        PageEnd::Exhausted if counted == 0 => Probe::Empty,
        PageEnd::Exhausted => Probe::Small,
        PageEnd::Stopped { .. } if counted > SMALL_SEGMENT => Probe::Large,
        PageEnd::Stopped { .. } => Probe::Unknown,
    })
}

/// A cursor position as the `ExclusiveStartKey` it was taken from.
fn key_item(key: &BTreeMap<String, String>) -> Item {
    key.iter().map(|(k, v)| (k.clone(), aws_sdk_dynamodb::types::AttributeValue::S(v.clone()))).collect()
}

/// The string key attributes of an evaluated key (all keys of this table are strings).
pub fn key_strings(key: &Item) -> BTreeMap<String, String> {
    key.iter().filter_map(|(k, v)| v.as_s().ok().map(|s| (k.clone(), s.clone()))).collect()
}

/// The key attributes that position a Query on this index after `item`.
pub fn position(query: &ListQuery, item: &Item) -> BTreeMap<String, String> {
    ["PK", "SK", query.index.pk(), query.index.sk()]
        .into_iter()
        .filter_map(|name| item.get(name).and_then(|v| v.as_s().ok()).map(|v| (name.to_owned(), v.clone())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(descending: bool, range: Option<KeyRange>) -> ListQuery {
        ListQuery {
            partition: "ORG#x#ASSET".into(),
            index: crate::store::keys::SortIndex::Gsi5,
            descending,
            range,
            filters: Vec::new(),
        }
    }

    #[test]
    fn a_group_resumes_from_its_first_key_in_either_direction() {
        let up = from_group(&query(false, None), "0000000022000", false).range.unwrap();
        assert_eq!(up, KeyRange { from: Some("0000000022000".into()), to: None });
        let past = from_group(&query(false, None), "0000000022000", true).range.unwrap();
        assert_eq!(past.from, Some(format!("0000000022000{SEP_END}")));
        let down = from_group(&query(true, None), "0000000022000", false).range.unwrap();
        assert_eq!(down, KeyRange { from: None, to: Some(format!("0000000022000{SEP_END}")) });
        let past_down = from_group(&query(true, None), "0000000022000", true).range.unwrap();
        assert_eq!(past_down.to, Some("0000000022000".into()));
    }

    #[test]
    fn a_group_start_keeps_the_filters_range() {
        let range = KeyRange { from: Some("0000000010000".into()), to: Some("0000000050000".into()) };
        let narrowed = from_group(&query(false, Some(range.clone())), "0000000022000", false).range.unwrap();
        assert_eq!(narrowed, KeyRange { from: Some("0000000022000".into()), to: range.to.clone() });
        let down = from_group(&query(true, Some(range.clone())), "0000000022000", true).range.unwrap();
        assert_eq!(down, KeyRange { from: range.from, to: Some("0000000022000".into()) });
    }

    #[test]
    fn positions_survive_a_cursor() {
        let ties = Position::InGroup { value: "active".into(), after: Some(vec!["x".into(), "y".into()]) };
        let segment =
            Position::Segment { value: "active".into(), small: true, inner: Box::new(ties.clone()) };
        let key = segment.to_key();
        assert_eq!(key.get(SEGMENT).map(String::as_str), Some("active"));
        assert_eq!(key.get(GROUP).map(String::as_str), Some("active"));
        assert_eq!(key.get(SMALL).map(String::as_str), Some("1"));
        let past = Position::PastGroup("b".into()).to_key();
        assert_eq!(past.get(PAST).map(String::as_str), Some("b"));
    }

    #[test]
    fn a_tuple_is_written_as_serde_json_writes_it() {
        let tuple: Tuple = vec!["a\"b\\c".into(), "é\u{1}\u{7f}</\n".into()];
        let key = Position::InGroup { value: "v".into(), after: Some(tuple.clone()) }.to_key();
        assert_eq!(key.get(AFTER), Some(&serde_json::to_string(&tuple).unwrap()));
    }
}
