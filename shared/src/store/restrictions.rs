//! A credential's restrictions as item attributes: `scopes` (a string set), the expiry (its
//! attribute named by the caller: an API key's own `expires_at`; a grant's `limit_expires_at`,
//! beside the grant's own lifetime) and `allowed_ips` (a list of CIDR ranges). Absent
//! attributes are absent limits.

use aws_sdk_dynamodb::types::AttributeValue;

use super::Item;
use super::attrs::{n, opt_n, opt_permissions, opt_ss, permissions, s};
use crate::error::ApiError;
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

pub fn restrictions_of(item: &Item, expiry: &str) -> Result<Restrictions, ApiError> {
    let ips = opt_ss(item, "allowed_ips")
        .iter()
        .map(|text| {
            text.parse::<IpNet>().map_err(|_| ApiError::internal("stored allowed_ips entry is invalid"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Restrictions::stored(opt_n(item, expiry), ips, opt_permissions(item, "scopes")?))
}
