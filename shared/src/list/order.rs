//! Ordering items in memory exactly as the indexes would: by the encoded values their sort
//! keys hold (`<encoded value> U+0001 <id>`, see `store::keys`), so a name compares lowercased,
//! a capacity in fixed-width thousandths, an instant in fixed-width milliseconds, each byte for
//! byte like DynamoDB compares the keys.

use std::cmp::Ordering;

use super::sort::SortSpec;
use crate::store::Item;
use crate::store::keys::{SEP, SortIndex};

/// The encoded value an item (or a key of one) holds on `index`: its sort key up to the
/// separator. Empty when it has none (no list item lacks one; empty sorts first).
pub fn index_value(item: &Item, index: SortIndex) -> &str {
    item.get(index.sk())
        .and_then(|v| v.as_s().ok())
        .map_or("", |key| key.rsplit_once(SEP).map_or(key.as_str(), |(value, _)| value))
}

/// The order of the fields after the leading one, then creation time, then id: what orders a
/// run of equal leading values.
#[derive(Debug, Clone)]
pub struct TieOrder {
    /// Each later field's index and direction.
    terms: Vec<(SortIndex, bool)>,
    /// The direction of the last field: creation order (`GSI1SK`, the created_at key then the
    /// id) follows it, as it does on a single field's index.
    last_descending: bool,
}

/// An item's place in a `TieOrder`: the encoded value of each later field, then its whole
/// `GSI1SK` (created_at and id). Unique per item, so "after this tuple" is an exact position.
pub type Tuple = Vec<String>;

impl TieOrder {
    /// `rest`: the fields after the leading one; `last_descending`: the direction of the last
    /// field of the whole sort.
    pub fn new(rest: &[SortSpec], last_descending: bool) -> TieOrder {
        let terms =
            rest.iter().filter_map(|t| Some((super::plan::sort_index(t.field)?, t.descending))).collect();
        TieOrder { terms, last_descending }
    }

    /// The length of every tuple of this order.
    pub fn width(&self) -> usize {
        self.terms.len() + 1
    }

    pub fn tuple(&self, item: &Item) -> Tuple {
        let mut tuple: Tuple =
            self.terms.iter().map(|(index, _)| index_value(item, *index).to_owned()).collect();
        let created = item.get(SortIndex::Gsi1.sk()).and_then(|v| v.as_s().ok());
        tuple.push(created.cloned().unwrap_or_default());
        tuple
    }

    pub fn compare(&self, a: &[String], b: &[String]) -> Ordering {
        let directions = self.terms.iter().map(|(_, descending)| *descending).chain([self.last_descending]);
        for ((x, y), descending) in a.iter().zip(b).zip(directions) {
            let order = if descending { y.cmp(x) } else { x.cmp(y) };
            if order != Ordering::Equal {
                return order;
            }
        }
        a.len().cmp(&b.len())
    }

    /// Sorts one run of equal leading values, each item with its tuple.
    pub fn sort(&self, run: Vec<Item>) -> Vec<(Item, Tuple)> {
        let mut keyed: Vec<(Item, Tuple)> = run
            .into_iter()
            .map(|item| {
                let tuple = self.tuple(&item);
                (item, tuple)
            })
            .collect();
        keyed.sort_by(|(_, a), (_, b)| self.compare(a, b));
        keyed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::asset::ASSET_LIST;
    use crate::list::sort::Sort;
    use crate::store::keys::{instant_key, milli_key, sort_key, text_key};
    use aws_sdk_dynamodb::types::AttributeValue;

    fn asset(name: &str, capacity_milli: i64, created: i64, id: u128) -> Item {
        let id = uuid::Uuid::from_u128(id);
        let s = |v: String| AttributeValue::S(v);
        Item::from([
            ("GSI1SK".to_owned(), s(sort_key(&instant_key(created), id))),
            ("GSI2SK".to_owned(), s(sort_key(&text_key(name), id))),
            ("GSI5SK".to_owned(), s(sort_key(&milli_key(capacity_milli), id))),
        ])
    }

    fn order(sort: &str) -> TieOrder {
        let sort = Sort::parse(sort, &ASSET_LIST).unwrap();
        let terms = sort.effective(&[]);
        TieOrder::new(&terms[1..], terms[terms.len() - 1].descending)
    }

    fn names(sorted: &[(Item, Tuple)]) -> Vec<String> {
        sorted.iter().map(|(item, _)| index_value(item, SortIndex::Gsi2).to_owned()).collect()
    }

    #[test]
    fn names_compare_lowercased_and_a_prefix_first() {
        let run = vec![asset("b", 0, 1, 1), asset("abc d", 0, 1, 2), asset("ABC", 0, 1, 3)];
        assert_eq!(names(&order("status,name").sort(run.clone())), ["abc", "abc d", "b"]);
        assert_eq!(names(&order("status,-name").sort(run)), ["b", "abc d", "abc"]);
    }

    #[test]
    fn capacities_compare_as_numbers() {
        let run = vec![asset("a", 100_000, 1, 1), asset("b", 22_500, 1, 2), asset("c", 9_000, 1, 3)];
        assert_eq!(names(&order("status,capacity").sort(run)), ["c", "b", "a"]);
    }

    #[test]
    fn ties_follow_creation_then_id_in_the_last_fields_direction() {
        let run = vec![asset("x", 0, 5, 3), asset("x", 0, 5, 1), asset("x", 0, 4, 9)];
        let ids = |sorted: Vec<(Item, Tuple)>| -> Vec<String> {
            sorted.into_iter().map(|(_, t)| t[1].clone()).collect()
        };
        let ascending = ids(order("status,name").sort(run.clone()));
        assert_eq!(
            ascending,
            [asset("x", 0, 4, 9), asset("x", 0, 5, 1), asset("x", 0, 5, 3)]
                .map(|a| order("status,name").tuple(&a)[1].clone())
        );
        let descending = ids(order("status,-name").sort(run));
        assert_eq!(descending.iter().rev().cloned().collect::<Vec<_>>(), ascending);
    }
}
