//! Small helpers to read and write DynamoDB attribute maps without a mapping framework.

use aws_sdk_dynamodb::types::AttributeValue;
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
