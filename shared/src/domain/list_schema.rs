//! What a resource declares about its lists: the fields, their types, which are sortable and
//! which are filterable. Which index sorts by a field is the list's business
//! (`list::plan::sort_index`), not the domain's.

#[derive(Debug, Clone, Copy)]
pub enum FieldKind {
    /// Free text, compared exactly (case-sensitive).
    Text,
    /// One of a fixed set of values.
    Enum(&'static [&'static str]),
    /// A point in time: Unix seconds or RFC 3339 in queries, milliseconds in storage.
    Instant,
    /// A decimal with at most three places (sorted in thousandths on its index).
    Number,
    /// A whole number from `min` to `max`, filtered on (never sorted by: no index holds it).
    Integer { min: i64, max: i64 },
    /// An id of another resource, in either form; stored and compared as the UUID.
    Ref(fn(&str) -> Option<uuid::Uuid>),
}

#[derive(Debug, Clone, Copy)]
pub struct Field {
    pub name: &'static str,
    /// The stored attribute holding the value.
    pub attr: &'static str,
    pub kind: FieldKind,
    pub filterable: bool,
    pub sortable: bool,
    /// Whether a filter on this field can become a key condition of its sort index.
    pub key_filter: bool,
}

impl Field {
    /// A sortable (and filterable) field with its own index. `key_filter`: a filter on it
    /// can narrow that index's key range (exact encodings only; free text is not).
    pub const fn sorted(name: &'static str, kind: FieldKind, key_filter: bool) -> Field {
        Field { name, attr: name, kind, filterable: true, sortable: true, key_filter }
    }

    /// A field that can be filtered on but not sorted by.
    pub const fn filter(name: &'static str, kind: FieldKind) -> Field {
        Field { name, attr: name, kind, filterable: true, sortable: false, key_filter: false }
    }
}

#[derive(Debug)]
pub struct ListSchema {
    /// Resource kind in partition keys, e.g. "SITE".
    pub kind: &'static str,
    pub fields: &'static [Field],
    /// Sort used when the request names none, e.g. "-created_at".
    pub default_sort: &'static str,
}

impl ListSchema {
    pub fn field(&self, name: &str) -> Option<&'static Field> {
        self.fields.iter().find(|f| f.name == name)
    }

    pub fn sortable(&self) -> Vec<&'static str> {
        self.fields.iter().filter(|f| f.sortable).map(|f| f.name).collect()
    }

    pub fn filterable(&self) -> Vec<&'static str> {
        self.fields.iter().filter(|f| f.filterable).map(|f| f.name).collect()
    }

    /// Fields whose filter narrows the Query itself when the list is sorted by them (a key
    /// condition): the filters that make a read cheaper, not just its answer shorter.
    pub fn narrowing(&self) -> Vec<&'static str> {
        self.fields.iter().filter(|f| f.key_filter && f.sortable).map(|f| f.name).collect()
    }
}
