//! A credential's restrictions as item attributes: `scopes` (a string set), the expiry (its
//! attribute named by the caller: an API key's own `expires_at`; a grant's `limit_expires_at`,
//! beside the grant's own lifetime) and `allowed_ips` (a list of CIDR ranges). Absent
//! attributes are absent limits.

use aws_sdk_dynamodb::types::AttributeValue;

use super::Item;
use super::StoreError;
use super::attrs::{n, opt_n, opt_permissions, permissions, s};
use crate::restrictions::{IpNet, Restrictions};

pub fn restrictions_attrs(item: &mut Item, restrictions: &Restrictions, expiry: &str) {
    if let Some(scopes) = restrictions.scopes() {
        item.insert("scopes".into(), permissions(scopes));
    }
    if let Some(at) = restrictions.expires_at() {
        item.insert(expiry.into(), n(at));
    }
    if !restrictions.allowed_ips().is_empty() {
        let ips = restrictions.allowed_ips().iter().map(|net| s(net.to_string())).collect();
        item.insert("allowed_ips".into(), AttributeValue::L(ips));
    }
}

/// Fails closed: a limit attribute present but unreadable is an error, never "no limit".
pub fn restrictions_of(item: &Item, expiry: &str) -> Result<Restrictions, StoreError> {
    let corrupt = |name: &str| StoreError::internal(format!("stored {name} is unreadable"));
    let parse_all = |texts: Vec<&String>| {
        texts.into_iter().map(|text| text.parse::<IpNet>().ok()).collect::<Option<Vec<_>>>()
    };
    let ips = match item.get("allowed_ips") {
        None => Some(Vec::new()),
        Some(AttributeValue::L(entries)) => {
            entries.iter().map(|entry| entry.as_s().ok()).collect::<Option<Vec<_>>>().and_then(parse_all)
        }
        Some(AttributeValue::Ss(entries)) => parse_all(entries.iter().collect()),
        Some(_) => None,
    }
    .ok_or_else(|| corrupt("allowed_ips"))?;
    let expires_at =
        item.get(expiry).map(|_| opt_n(item, expiry).ok_or_else(|| corrupt(expiry))).transpose()?;
    Ok(Restrictions::stored(expires_at, ips, opt_permissions(item, "scopes")?))
}
