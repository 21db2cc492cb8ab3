//! The `sort` parameter: a comma-separated list of an endpoint's sortable fields, each
//! ascending (`name`) or descending (`-name`), in order of precedence. Ties left by every
//! field are broken by `created_at`, then id, in the direction of the last field (as a single
//! field's index orders its ties).

use super::ListError;
use super::params::{FilterSpec, Op};
use crate::domain::list_schema::{Field, FieldKind, ListSchema};

#[derive(Debug, Clone, Copy)]
pub struct SortSpec {
    pub field: &'static Field,
    pub descending: bool,
}

impl SortSpec {
    fn text(&self) -> String {
        format!("{}{}", if self.descending { "-" } else { "" }, self.field.name)
    }
}

/// A validated sort: at least one field, each once (a repeat is dropped), every one sortable.
#[derive(Debug, Clone)]
pub struct Sort {
    terms: Vec<SortSpec>,
}

impl Sort {
    pub fn parse(value: &str, schema: &'static ListSchema) -> Result<Sort, ListError> {
        let bad = |field: Option<&str>| ListError::Sort {
            field: field.map(str::to_owned),
            sortable: schema.sortable(),
        };
        let mut terms: Vec<SortSpec> = Vec::new();
        for part in value.split(',') {
            let (descending, name) = match part.strip_prefix('-') {
                Some(name) => (true, name),
                None => (false, part),
            };
            if name.is_empty() {
                return Err(bad(None));
            }
            let field = schema.field(name).filter(|f| f.sortable).ok_or_else(|| bad(Some(name)))?;
            // A field named again can order nothing the first mention left tied: it is dropped,
            // so every list the document's pattern allows is one the API serves.
            if terms.iter().any(|t| t.field.name == field.name) {
                continue;
            }
            terms.push(SortSpec { field, descending });
        }
        Ok(Sort { terms })
    }

    /// The sort as given, canonical: `status,-name`. For a single field this is the text the
    /// query fingerprint always held, so cursors issued before multi-field sorts stay valid.
    pub fn text(&self) -> String {
        self.terms.iter().map(SortSpec::text).collect::<Vec<_>>().join(",")
    }

    /// The terms that decide the order of this request's results: leading fields pinned to one
    /// value by an exact `eq` filter are constant over the results, so they are dropped (over
    /// and over), leaving at least the last field. Planning only: the fingerprint keeps the
    /// sort as given.
    pub fn effective(&self, filters: &[FilterSpec]) -> Vec<SortSpec> {
        unpinned(&self.terms, filters).to_vec()
    }
}

/// `terms` without the leading fields `filters` pin to one value (`pins`), keeping at least
/// the last: what decides the order of the whole list (`Sort::effective`) and, for the fields
/// after a status, of each status segment (`plan`).
pub fn unpinned<'a>(mut terms: &'a [SortSpec], filters: &[FilterSpec]) -> &'a [SortSpec] {
    while terms.len() > 1 && filters.iter().any(|f| pins(f, terms[0].field)) {
        terms = &terms[1..];
    }
    terms
}

/// Whether one index read in order serves `terms`: one field, or one followed by `created_at`
/// in the same direction (the index orders equal values by UUIDv7, which is creation order).
pub fn is_native(terms: &[SortSpec]) -> bool {
    match terms {
        [_] => true,
        [first, second] => second.field.name == "created_at" && second.descending == first.descending,
        _ => false,
    }
}

/// Whether `filter` leaves `field` one value on its index: an `eq` with an exact encoding. An
/// instant given in whole seconds spans a thousand keys and does not; a name does (the index
/// holds it lowercased, and `eq` matches one exact name). `refusals::list` tells a client how
/// to write one.
fn pins(filter: &FilterSpec, field: &Field) -> bool {
    if filter.op != Op::Eq || filter.field.name != field.name {
        return false;
    }
    match field.kind {
        FieldKind::Enum(_) | FieldKind::Number | FieldKind::Integer { .. } | FieldKind::Text => true,
        FieldKind::Instant => filter
            .values
            .first()
            .and_then(|v| super::plan::instant_interval(v))
            .is_some_and(|(lo, hi)| lo == hi),
        FieldKind::Ref(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::asset::ASSET_LIST;
    use crate::error::ApiError;
    use crate::list::params::ListParams;

    fn names(terms: &[SortSpec]) -> String {
        terms.iter().map(SortSpec::text).collect::<Vec<_>>().join(",")
    }

    fn effective(query: &[(&str, &str)]) -> String {
        let query: Vec<(String, String)> =
            query.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        let params = ListParams::parse(&query, &ASSET_LIST, true, &[]).unwrap();
        names(&params.sort.effective(&params.filters))
    }

    #[test]
    fn a_sort_keeps_its_fields_in_the_order_given() {
        let sort = Sort::parse("status,-name,capacity", &ASSET_LIST).unwrap();
        assert_eq!(sort.text(), "status,-name,capacity");
    }

    #[test]
    fn a_field_named_again_is_dropped() {
        assert_eq!(Sort::parse("name,status,-name", &ASSET_LIST).unwrap().text(), "name,status");
        assert_eq!(Sort::parse("-status,status,status", &ASSET_LIST).unwrap().text(), "-status");
    }

    #[test]
    fn empty_and_unknown_fields_are_refused() {
        for bad in ["status,,name", "", "-", "status,", "colour", "status,colour"] {
            let error = ApiError::from(Sort::parse(bad, &ASSET_LIST).unwrap_err());
            assert!(
                matches!(&error, ApiError::InvalidParameter { parameter, .. } if parameter == "sort"),
                "{bad}"
            );
        }
    }

    #[test]
    fn leading_fields_pinned_by_an_exact_filter_are_dropped_for_planning() {
        assert_eq!(effective(&[("sort", "status,-name"), ("status", "active")]), "-name");
        assert_eq!(
            effective(&[("sort", "status,capacity,name"), ("status", "active"), ("capacity", "22")]),
            "name"
        );
        assert_eq!(effective(&[("sort", "status,-name"), ("status[ne]", "active")]), "status,-name");
        assert_eq!(
            effective(&[("sort", "created_at,name"), ("created_at", "1700000000")]),
            "created_at,name"
        );
        assert_eq!(
            effective(&[("sort", "created_at,name"), ("created_at", "2023-11-14T22:13:20.123Z")]),
            "name"
        );
        assert_eq!(effective(&[("sort", "status"), ("status", "active")]), "status", "the last field stays");
    }

    #[test]
    fn one_field_or_one_with_created_at_alike_is_native() {
        let terms = |s: &str| Sort::parse(s, &ASSET_LIST).unwrap().terms;
        assert!(is_native(&terms("-name")));
        assert!(is_native(&terms("-name,-created_at")));
        assert!(!is_native(&terms("-name,created_at")));
        assert!(!is_native(&terms("status,name")));
    }
}
