//! Small helpers to read and write DynamoDB attribute maps without a mapping framework.

use aws_sdk_dynamodb::types::AttributeValue;
use std::borrow::Cow;
use std::collections::HashMap;

use crate::error::ApiError;

pub type Item = HashMap<String, AttributeValue>;

pub fn s(value: impl Into<String>) -> AttributeValue {
    AttributeValue::S(value.into())
}

pub fn n(value: i64) -> AttributeValue {
    AttributeValue::N(value.to_string())
}

/// Reads a required string attribute; a missing one means a corrupt item (500, logged).
pub fn get_s<'a>(item: &'a Item, name: &str) -> Result<&'a str, ApiError> {
    opt_s(item, name).ok_or_else(|| corrupt(name))
}

pub fn opt_s<'a>(item: &'a Item, name: &str) -> Option<&'a str> {
    item.get(name).and_then(|v| v.as_s().ok()).map(String::as_str)
}

pub fn get_n(item: &Item, name: &str) -> Result<i64, ApiError> {
    opt_n(item, name).ok_or_else(|| corrupt(name))
}

pub fn opt_n(item: &Item, name: &str) -> Option<i64> {
    item.get(name).and_then(|v| v.as_n().ok()).and_then(|n| n.parse().ok())
}

/// A stored permission list (`L` of `S`); absent means no limit (`None`).
pub fn opt_permissions(
    item: &Item,
    name: &str,
) -> Result<Option<crate::permissions::PermissionSet>, ApiError> {
    if !item.contains_key(name) {
        return Ok(None);
    }
    crate::permissions::PermissionSet::parse_scopes(&opt_ss(item, name).join(" "))
        .map(Some)
        .map_err(|bad| ApiError::internal(format!("stored {name} unknown: {bad:?}")))
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
pub fn get_uuid(item: &Item, name: &str) -> Result<uuid::Uuid, ApiError> {
    let text = get_s(item, name)?;
    let text = text.rsplit('#').next().unwrap_or(text);
    uuid::Uuid::try_parse(text).map_err(|_| ApiError::internal(format!("stored {name} is not a uuid")))
}

fn corrupt(name: &str) -> ApiError {
    ApiError::internal(format!("stored item lacks attribute {name}"))
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

/// A value stored as its text (`S`): ids, status enums and the like.
pub trait Text: Sized {
    fn text(&self) -> Cow<'_, str>;
    fn from_text(text: &str) -> Option<Self>;
}

macro_rules! text_enums {
    ($($ty:ty),*) => {$(
        impl Text for $ty {
            fn text(&self) -> Cow<'_, str> {
                Cow::Borrowed(self.as_str())
            }
            fn from_text(text: &str) -> Option<Self> {
                <$ty>::parse(text)
            }
        }
    )*};
}

text_enums!(
    crate::domain::site::SiteStatus,
    crate::domain::asset::AssetStatus,
    crate::domain::asset::Visibility,
    crate::domain::event::EventType,
    crate::domain::session::SessionStatus,
    crate::domain::webhook::WebhookStatus
);

impl Text for crate::domain::location::Location {
    fn text(&self) -> Cow<'_, str> {
        Cow::Borrowed(self.as_str())
    }
    fn from_text(text: &str) -> Option<Self> {
        Some(Self::from_stored(text))
    }
}

/// A typed id as its UUID, read bare or as the last `#` segment of a key (`SITE#<uuid>`).
impl<K: crate::ids::IdKind> Text for crate::ids::Id<K> {
    fn text(&self) -> Cow<'_, str> {
        Cow::Owned(self.uuid().to_string())
    }
    fn from_text(text: &str) -> Option<Self> {
        uuid::Uuid::try_parse(text.rsplit('#').next().unwrap_or(text)).ok().map(Self::from_uuid)
    }
}

/// `#[serde(with = "text")]`: a `Text` value as an `S`.
pub mod text {
    use serde::de::{Deserialize, Deserializer, Error};

    pub fn serialize<T: super::Text, S: serde::Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&value.text())
    }

    pub fn deserialize<'de, T: super::Text, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
        let text = String::deserialize(d)?;
        T::from_text(&text).ok_or_else(|| D::Error::custom(format!("unknown stored value {text:?}")))
    }
}

/// `#[serde(with = "opt_text", default, skip_serializing_if = "Option::is_none")]`: absent
/// when `None`.
pub mod opt_text {
    use serde::de::Deserializer;

    pub fn serialize<T: super::Text, S: serde::Serializer>(
        value: &Option<T>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        match value {
            Some(value) => super::text::serialize(value, s),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, T: super::Text, D: Deserializer<'de>>(d: D) -> Result<Option<T>, D::Error> {
        super::text::deserialize(d).map(Some)
    }
}

/// `#[serde(with = "json", default)]`: a JSON value stored as its text; unreadable or absent
/// text reads as `null`.
pub mod json {
    use serde::de::{Deserialize, Deserializer};
    use serde::ser::Error;

    pub fn serialize<S: serde::Serializer>(value: &serde_json::Value, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&serde_json::to_string(value).map_err(S::Error::custom)?)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<serde_json::Value, D::Error> {
        let text = String::deserialize(d)?;
        Ok(serde_json::from_str(&text).unwrap_or_default())
    }
}

/// `#[serde(with = "capacity")]`: a capacity as an exact `N` (`22.5`, `50`: at most three
/// decimals, so the shortest float text is `Capacity::as_decimal`).
pub mod capacity {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    use crate::domain::capacity::Capacity;

    pub fn serialize<S: Serializer>(capacity: &Capacity, s: S) -> Result<S::Ok, S::Error> {
        match capacity.milli() % 1000 {
            0 => s.serialize_i64(capacity.milli() / 1000),
            _ => s.serialize_f64(capacity.milli() as f64 / 1000.0),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Capacity, D::Error> {
        let number = f64::deserialize(d)?;
        Capacity::from_json(&number.into()).map_err(D::Error::custom)
    }
}

/// `#[serde(with = "opt_capacity", default, skip_serializing_if = "Option::is_none")]`.
pub mod opt_capacity {
    use serde::{Deserializer, Serializer};

    use crate::domain::capacity::Capacity;

    pub fn serialize<S: Serializer>(capacity: &Option<Capacity>, s: S) -> Result<S::Ok, S::Error> {
        match capacity {
            Some(capacity) => super::capacity::serialize(capacity, s),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Capacity>, D::Error> {
        super::capacity::deserialize(d).map(Some)
    }
}

/// The visibility of items stored before they recorded one.
pub fn organization() -> crate::domain::asset::Visibility {
    crate::domain::asset::Visibility::Organization
}
