//! Key formats of the single table. docs/data-model.md mirrors this file.
//!
//! Point reads go by resource id (`SITE#<uuid>`), so a read finds the item whatever its
//! organization and the caller can tell 403 (another tenant's) from 404 (no such id).
//! Lists query GSI partitions that embed the organization: `ORG#<org>#SITE`.

use aws_sdk_dynamodb::types::AttributeValue;
use uuid::Uuid;

pub const PK: &str = "PK";
pub const SK: &str = "SK";

/// Separates an encoded sort value from the id that breaks ties. It sorts below every
/// character allowed in stored values (control characters are refused on input).
pub const SEP: char = '\u{1}';
/// The character after `SEP`: `value + SEP_END` is an exclusive upper bound for `value`.
pub const SEP_END: char = '\u{2}';

/// The overloaded sort indexes. Every list picks one by its sort field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SortIndex {
    /// created_at (then id)
    Gsi1,
    /// name, case-folded (then id)
    Gsi2,
    /// updated_at (then id)
    Gsi3,
    /// status (then id)
    Gsi4,
    /// a number, e.g. an asset's capacity (then id)
    Gsi5,
    /// The visibility index: created_at (then id) within one visibility partition
    /// (`visible_open_partition`, `visible_site_partition`), which a site-scoped caller reads
    /// instead of filtering the organization's whole list.
    Gsi6,
}

impl SortIndex {
    /// Every index a live item may be in (a tombstone leaves them all).
    pub const ALL: [SortIndex; 6] = [
        SortIndex::Gsi1,
        SortIndex::Gsi2,
        SortIndex::Gsi3,
        SortIndex::Gsi4,
        SortIndex::Gsi5,
        SortIndex::Gsi6,
    ];

    pub fn name(self) -> &'static str {
        ["GSI1", "GSI2", "GSI3", "GSI4", "GSI5", "GSI6"][self as usize]
    }

    /// The KEYS_ONLY twin on the same keys: skipping through it reads ~160 bytes per entry
    /// instead of the whole item, so a deep offset page does not pay for the pages before it.
    pub fn skip_name(self) -> &'static str {
        ["GSI1K", "GSI2K", "GSI3K", "GSI4K", "GSI5K", "GSI6K"][self as usize]
    }

    pub fn pk(self) -> &'static str {
        ["GSI1PK", "GSI2PK", "GSI3PK", "GSI4PK", "GSI5PK", "GSI6PK"][self as usize]
    }

    pub fn sk(self) -> &'static str {
        ["GSI1SK", "GSI2SK", "GSI3SK", "GSI4SK", "GSI5SK", "GSI6SK"][self as usize]
    }

    /// An item's attributes in this index: in `partition`, sorted by `encoded` (then `id`).
    pub fn entry(self, partition: &str, encoded: &str, id: Uuid) -> [(String, AttributeValue); 2] {
        let (pk, sk) = (AttributeValue::S(partition.to_owned()), AttributeValue::S(sort_key(encoded, id)));
        [(self.pk().to_owned(), pk), (self.sk().to_owned(), sk)]
    }
}

/// An item's primary key.
pub fn item_key(pk: impl Into<String>, sk: impl Into<String>) -> super::Item {
    super::Item::from([(PK.into(), AttributeValue::S(pk.into())), (SK.into(), AttributeValue::S(sk.into()))])
}

/// The organization item's key.
pub fn org_key(org: crate::ids::OrgId) -> super::Item {
    item_key(self::org(org.uuid()), "ORG")
}

pub fn org(org: Uuid) -> String {
    format!("ORG#{org}")
}

pub fn counter_sk(kind: &str) -> String {
    format!("COUNT#{kind}")
}

/// The list partition of one resource type in one organization.
pub fn org_partition(org: Uuid, kind: &str) -> String {
    format!("ORG#{org}#{kind}")
}

/// The visibility partition of a kind's items every member of the organization sees
/// (`visibility` other than `site`).
pub fn visible_open_partition(org: Uuid, kind: &str) -> String {
    format!("ORG#{org}#{kind}#OPEN")
}

/// The visibility partition of a kind's site-only items (`visibility: site`) at one site.
pub fn visible_site_partition(org: Uuid, kind: &str, site: Uuid) -> String {
    format!("ORG#{org}#{kind}#SITE#{site}")
}

pub fn entity(kind: &str, id: Uuid) -> String {
    format!("{kind}#{id}")
}

/// Sort value encodings: order-preserving strings.
pub fn instant_key(ms: i64) -> String {
    format!("{:015}", ms.max(0))
}

/// Non-negative thousandths (e.g. capacity in watts for kW values), fixed width.
pub fn milli_key(milli: i64) -> String {
    format!("{:013}", milli.max(0))
}

pub fn text_key(value: &str) -> String {
    value.to_lowercase()
}

/// `<encoded value><SEP><id>`
pub fn sort_key(encoded: &str, id: Uuid) -> String {
    format!("{encoded}{SEP}{id}")
}
