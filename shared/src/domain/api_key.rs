//! API keys: a secret shown once, stored as its SHA-256, speaking for one member (a person or a
//! service identity), optionally limited by scopes, an expiry and source-IP ranges.

pub use crate::restrictions::IpNet;
use serde_json::{Value, json};
use std::net::IpAddr;

use super::body::{BodyError, Fields, label};
use super::list_schema::{Field, FieldKind, ListSchema};
use super::secret;
use crate::ids::{ApiKeyId, MemberId, OrgId};
use crate::permissions::{Permission, PermissionSet};
use crate::restrictions::{Requested, Restrictions};
use crate::roles::RoleName;
use crate::time;
use crate::versions::ApiVersion;

/// The most CIDR ranges one key may list.
pub const MAX_ALLOWED_IPS: usize = 20;

#[derive(Debug, Clone)]
pub struct ApiKey {
    pub id: ApiKeyId,
    pub org_id: OrgId,
    pub member_id: MemberId,
    pub name: String,
    /// Scopes, expiry and source ranges: only ever its issuer's, narrowed.
    pub restrictions: Restrictions,
    pub last4: String,
    pub created_at: i64,
    pub version: i64,
}

impl ApiKey {
    /// A fresh key and its secret (returned once, never stored).
    pub fn issue(
        org_id: OrgId,
        member_id: MemberId,
        name: String,
        restrictions: Restrictions,
    ) -> (ApiKey, String) {
        let secret = secret::generate();
        let key = ApiKey {
            id: ApiKeyId::generate(),
            org_id,
            member_id,
            name,
            restrictions,
            last4: secret::last4(&secret),
            created_at: time::now_ms(),
            version: 1,
        };
        (key, secret)
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        let limits = &self.restrictions;
        let expired = limits.expired(time::now_ms());
        let fields = json!({
            "name": self.name,
            "member_id": version.show_id(&self.member_id),
            "masked_key": format!("{}…{}", secret::PREFIX, self.last4),
            "scopes": limits.scopes().map(|s| s.names()),
            "expires_at": limits.expires_at().map(|at| time::render(at, version)),
            "allowed_ips": limits.allowed_ips().iter().map(ToString::to_string).collect::<Vec<_>>(),
            "status": if expired { "expired" } else { "active" },
            "created_at": time::render(self.created_at, version),
        });
        version.resource("api_key", &self.id, fields)
    }
}

/// Who a new key speaks for.
#[derive(Debug)]
pub enum KeyHolder {
    /// The caller itself.
    Caller,
    /// An existing member or service identity of the organization.
    Member(MemberId, String),
    /// A new service identity created with the key.
    NewService { name: String, role: RoleName },
}

/// POST /auth/api-keys, validated for shape: a name and the limits asked for.
#[derive(Debug)]
pub struct KeySpec {
    pub name: String,
    pub limits: Requested,
}

impl KeySpec {
    pub fn from_body(body: &[u8]) -> Result<(KeySpec, KeyHolder), BodyError> {
        let mut fields = Fields::parse(body)?;
        let name = fields.require_label("name", 100);
        let holder = holder(&mut fields)?;
        let scopes = match fields.take("scopes") {
            None | Some(Value::Null) => None,
            Some(value) => Some(permission_list(&mut fields, "scopes", value)?),
        };
        let expires_at =
            fields.take_optional("expires_at", |value| time::future_instant(value, time::now_ms()));
        let allowed_ips = match fields.take("allowed_ips") {
            None | Some(Value::Null) => Vec::new(),
            Some(value) => ip_list(value)?,
        };
        fields.finish()?;
        let name = name.ok_or(BodyError::Internal("name validated above"))?;
        Ok((KeySpec { name, limits: Requested { scopes, expires_at, allowed_ips } }, holder))
    }
}

fn holder(fields: &mut Fields) -> Result<KeyHolder, BodyError> {
    let member = fields.take_string("member_id");
    let service = fields.take("service");
    match (member, service) {
        (Some(_), Some(_)) => Err(BodyError::field("service", "send member_id or service, not both")),
        (Some(text), None) => match MemberId::parse(&text) {
            Some(id) => Ok(KeyHolder::Member(id, text)),
            None => Err(BodyError::InvalidValue {
                field: "member_id".into(),
                message: format!("'{text}' is not a member id"),
            }),
        },
        (None, Some(Value::Object(mut service))) => {
            let name = match service.remove("name") {
                Some(Value::String(text)) => {
                    label(&text, 100).map_err(|m| BodyError::field("service.name", m))?
                }
                _ => return Err(BodyError::field("service.name", "is required")),
            };
            let role = match service.remove("role") {
                None => RoleName::parse("service").ok_or(BodyError::Internal("built-in role"))?,
                Some(Value::String(text)) => super::role::named_in("service.role", &text)?,
                Some(_) => return Err(BodyError::field("service.role", "must be a string")),
            };
            if let Some(extra) = service.keys().next() {
                return Err(BodyError::field(&format!("service.{extra}"), "is not a known field"));
            }
            Ok(KeyHolder::NewService { name, role })
        }
        (None, Some(_)) => Err(BodyError::field("service", "must be an object {name, role}")),
        (None, None) => Ok(KeyHolder::Caller),
    }
}

/// A list of `action:resource` strings; unknown ones are 422 INVALID_VALUE naming them all.
pub fn permission_list(fields: &mut Fields, field: &str, value: Value) -> Result<PermissionSet, BodyError> {
    let Value::Array(entries) = value else {
        fields.error(field, "must be an array of permission strings");
        return Ok(PermissionSet::EMPTY);
    };
    // Each entry is one permission string, exactly: not a space- or comma-separated list
    // (that is the OAuth `scope` parameter's form), not blank, not another JSON type.
    let mut set = PermissionSet::EMPTY;
    let mut unknown = Vec::new();
    for entry in entries {
        match entry.as_str().and_then(Permission::parse) {
            Some(permission) => set = set.union(PermissionSet::of(&[permission])),
            None => unknown.push(entry.as_str().map_or_else(|| entry.to_string(), str::to_owned)),
        }
    }
    if unknown.is_empty() {
        return Ok(set);
    }
    Err(BodyError::InvalidValues {
        field: field.to_owned(),
        message: format!("Unknown permission(s): {}", unknown.join(", ")),
        values: unknown,
    })
}

fn ip_list(value: Value) -> Result<Vec<IpNet>, BodyError> {
    let Value::Array(entries) = value else {
        return Err(BodyError::field("allowed_ips", "must be an array of CIDR ranges"));
    };
    if entries.len() > MAX_ALLOWED_IPS {
        return Err(BodyError::field("allowed_ips", format!("at most {MAX_ALLOWED_IPS} ranges")));
    }
    let mut bad = Vec::new();
    let mut nets = Vec::new();
    for entry in entries {
        let text = entry.as_str().map(str::to_owned).unwrap_or_else(|| entry.to_string());
        let parsed = text.parse::<IpNet>().ok().or_else(|| text.parse::<IpAddr>().ok().map(IpNet::from));
        match parsed {
            Some(net) => nets.push(net.trunc()),
            None => bad.push(text),
        }
    }
    if !bad.is_empty() {
        return Err(BodyError::InvalidValues {
            field: "allowed_ips".into(),
            message: format!("Not an IP address or CIDR range: {}", bad.join(", ")),
            values: bad,
        });
    }
    Ok(nets)
}

pub static API_KEY_LIST: ListSchema = ListSchema {
    kind: "APIKEY",
    default_sort: "-created_at",
    fields: &[
        Field::sorted("created_at", FieldKind::Instant, true),
        Field::filter("member_id", FieldKind::Ref(crate::ids::uuid_of::<crate::ids::MemberKind>)),
    ],
};
