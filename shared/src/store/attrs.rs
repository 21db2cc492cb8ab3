//! Small helpers to read and write DynamoDB attribute maps without a mapping framework.

use aws_sdk_dynamodb::types::AttributeValue;
use serde::de::Error;
use serde::{Deserialize, Deserializer, Serializer};
use std::collections::HashMap;

use super::StoreError;

pub type Item = HashMap<String, AttributeValue>;

pub fn s(value: impl Into<String>) -> AttributeValue {
    AttributeValue::S(value.into())
}

pub fn n(value: i64) -> AttributeValue {
    AttributeValue::N(value.to_string())
}

/// A capacity or energy as its exact decimal `N` (`22.5`).
pub fn decimal(value: crate::domain::capacity::Capacity) -> AttributeValue {
    AttributeValue::N(value.as_decimal())
}

/// Reads a required string attribute; a missing one means a corrupt item (500, logged).
pub fn get_s<'a>(item: &'a Item, name: &str) -> Result<&'a str, StoreError> {
    opt_s(item, name).ok_or_else(|| corrupt(name))
}

pub fn opt_s<'a>(item: &'a Item, name: &str) -> Option<&'a str> {
    item.get(name).and_then(|v| v.as_s().ok()).map(String::as_str)
}

pub fn get_n(item: &Item, name: &str) -> Result<i64, StoreError> {
    opt_n(item, name).ok_or_else(|| corrupt(name))
}

pub fn opt_n(item: &Item, name: &str) -> Option<i64> {
    item.get(name).and_then(|v| v.as_n().ok()).and_then(|n| n.parse().ok())
}

/// A stored permission list (`L` of `S`); absent means no limit (`None`).
pub fn opt_permissions(
    item: &Item,
    name: &str,
) -> Result<Option<crate::permissions::PermissionSet>, StoreError> {
    if !item.contains_key(name) {
        return Ok(None);
    }
    crate::permissions::PermissionSet::parse_scopes(&opt_ss(item, name).join(" "))
        .map(Some)
        .map_err(|bad| StoreError::internal(format!("stored {name} unknown: {bad:?}")))
}

/// A permission set as a stored list, in catalogue order.
pub fn permissions(set: crate::permissions::PermissionSet) -> AttributeValue {
    AttributeValue::L(set.names().into_iter().map(s).collect())
}

pub fn opt_ss(item: &Item, name: &str) -> Vec<String> {
    match item.get(name) {
        Some(AttributeValue::Ss(values)) => values.clone(),
        Some(AttributeValue::L(values)) => values.iter().filter_map(|v| v.as_s().ok().cloned()).collect(),
        _ => Vec::new(),
    }
}

/// Reads a UUID stored bare or as the last `#` segment of a key (`SITE#<uuid>`).
pub fn get_uuid(item: &Item, name: &str) -> Result<uuid::Uuid, StoreError> {
    let text = get_s(item, name)?;
    let text = text.rsplit('#').next().unwrap_or(text);
    uuid::Uuid::try_parse(text).map_err(|_| StoreError::internal(format!("stored {name} is not a uuid")))
}

fn corrupt(name: &str) -> StoreError {
    StoreError::internal(format!("stored item lacks attribute {name}"))
}

/// The item a record type writes (`<Record>::serialize(value, serde_dynamo::Serializer)`).
pub fn write(record: serde_dynamo::Result<serde_dynamo::AttributeValue>) -> Item {
    match record.map(AttributeValue::from) {
        Ok(AttributeValue::M(item)) => item,
        other => unreachable!("a record serializes to a map: {other:?}"),
    }
}

/// Reads a stored item through a record type (`read(item, <Record>::deserialize)`); an item
/// that does not parse is corrupt.
pub fn read<T>(
    item: &Item,
    record: impl FnOnce(serde_dynamo::Deserializer) -> serde_dynamo::Result<T>,
) -> Result<T, super::StoreError> {
    let value = serde_dynamo::AttributeValue::from(AttributeValue::M(item.clone()));
    record(serde_dynamo::Deserializer::from_attribute_value(value))
        .map_err(|error| super::StoreError::Corrupt(error.to_string()))
}

/// A value with its own stored form, for `#[serde(with = "stored")]`: ids, status enums,
/// locations, capacities, JSON, and `Option`s of them (absent when `None`, given
/// `default, skip_serializing_if = "Option::is_none"`).
pub trait Stored: Sized {
    fn put<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error>;
    fn take<'de, D: Deserializer<'de>>(d: D) -> Result<Self, D::Error>;
}

pub mod stored {
    pub fn serialize<T: super::Stored, S: serde::Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
        value.put(s)
    }

    pub fn deserialize<'de, T: super::Stored, D: serde::Deserializer<'de>>(d: D) -> Result<T, D::Error> {
        T::take(d)
    }
}

pub(super) fn from_text<'de, T, D: Deserializer<'de>>(
    d: D,
    parse: impl FnOnce(&str) -> Option<T>,
) -> Result<T, D::Error> {
    let text = String::deserialize(d)?;
    parse(&text).ok_or_else(|| D::Error::custom(format!("unknown stored value {text:?}")))
}

/// An `S`: the text the named method gives and the parser reads.
macro_rules! stored_as_text {
    ($($ty:ty: $text:ident, $parse:expr);* $(;)?) => {$(
        impl Stored for $ty {
            fn put<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.$text())
            }
            fn take<'de, D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                from_text(d, $parse)
            }
        }
    )*};
}

stored_as_text! {
    crate::domain::site::SiteStatus: as_str, crate::domain::site::SiteStatus::parse;
    crate::domain::asset::AssetStatus: as_str, crate::domain::asset::AssetStatus::parse;
    crate::domain::asset::Visibility: as_str, crate::domain::asset::Visibility::parse;
    crate::domain::event::EventType: as_str, crate::domain::event::EventType::parse;
    crate::domain::session::SessionStatus: as_str, crate::domain::session::SessionStatus::parse;
    crate::domain::webhook::WebhookStatus: as_str, crate::domain::webhook::WebhookStatus::parse;
    crate::domain::id_token::IdTokenType: as_str, crate::domain::id_token::IdTokenType::parse;
    crate::domain::location::Location: as_str, |text| Some(Self::from_stored(text));
    chrono_tz::Tz: name, |text| crate::domain::recurrence::parse_zone(text).ok();
}

/// A typed id as its UUID (`S`), read bare or as the last `#` segment of a key (`SITE#<uuid>`).
impl<K: crate::ids::IdKind> Stored for crate::ids::Id<K> {
    fn put<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&self.uuid())
    }
    fn take<'de, D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        from_text(d, |text| uuid::Uuid::try_parse(text.rsplit('#').next()?).ok().map(Self::from_uuid))
    }
}

/// An exact `N` (`22.5`, `50`): whole ones as integers, others as the shortest float text,
/// which for at most three decimals is `Capacity::as_decimal`.
impl Stored for crate::domain::capacity::Capacity {
    fn put<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.milli() % 1000 {
            0 => s.serialize_i64(self.milli() / 1000),
            _ => s.serialize_f64(self.milli() as f64 / 1000.0),
        }
    }
    fn take<'de, D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Self::from_json(&f64::deserialize(d)?.into()).map_err(D::Error::custom)
    }
}

/// JSON as its text (`S`); unreadable text reads as `null`.
impl Stored for serde_json::Value {
    fn put<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
    fn take<'de, D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(serde_json::from_str(&String::deserialize(d)?).unwrap_or_default())
    }
}

impl<T: Stored> Stored for Option<T> {
    fn put<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Some(value) => value.put(s),
            None => s.serialize_none(),
        }
    }
    /// Absent (by `default`) or NULL is `None`, as the hand-written readers had it.
    fn take<'de, D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Taken<T>(T);
        impl<'de, T: Stored> Deserialize<'de> for Taken<T> {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                T::take(d).map(Taken)
            }
        }
        Ok(Option::<Taken<T>>::deserialize(d)?.map(|taken| taken.0))
    }
}

/// The visibility of items stored before they recorded one.
pub fn organization() -> crate::domain::asset::Visibility {
    crate::domain::asset::Visibility::Organization
}
