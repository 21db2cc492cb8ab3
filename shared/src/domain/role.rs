//! Custom roles: an organization's own named permission sets, beside the built-in roles.

use serde_json::{Value, json};

use super::api_key::permission_list;
use super::body::{BodyError, Fields};
use crate::permissions::PermissionSet;
use crate::roles::{BuiltinRole, RoleName};
use crate::time;
use crate::versions::ApiVersion;

#[derive(Debug, Clone)]
pub struct CustomRole {
    pub name: RoleName,
    pub display_name: String,
    pub permissions: PermissionSet,
    pub created_at: i64,
    /// The revision (the role's ETag).
    pub version: i64,
    /// The active members holding it, as far as the store has counted them.
    pub holders: Holders,
}

/// How many active members hold a custom role.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holders {
    /// Counted since the role was made.
    Counted(i64),
    /// A role made before holders were counted: only the net of assignments since (a floor of
    /// its holders), if any.
    Uncounted { net: Option<i64> },
}

/// PATCH /admin/roles/{role_name} `{display_name?, permissions?}`: at least one of them.
#[derive(Debug, Clone, Default)]
pub struct RolePatch {
    pub display_name: Option<String>,
    /// The role's whole new permission set (not a difference).
    pub permissions: Option<PermissionSet>,
}

impl RolePatch {
    /// Shape only; whether the caller may hand the permissions out is the handler's question.
    pub fn from_body(body: &[u8]) -> Result<RolePatch, BodyError> {
        let mut fields = Fields::parse(body)?;
        let display_name = fields.take_label("display_name", 100);
        let permissions = match fields.take("permissions") {
            Some(value) => Some(permission_list(&mut fields, "permissions", value)?),
            None => None,
        };
        if fields.take("name").is_some() {
            fields.error("name", "a role's name cannot change; create a role with the new name instead");
        }
        fields.finish()?;
        if display_name.is_none() && permissions.is_none() {
            return Err(BodyError::field("permissions", "send display_name, permissions or both"));
        }
        Ok(RolePatch { display_name, permissions })
    }
}

impl CustomRole {
    /// POST /admin/roles `{name, display_name, permissions}`, checked for shape: a machine
    /// name that is not a built-in one, a label, known permissions.
    pub fn from_body(body: &[u8]) -> Result<CustomRole, BodyError> {
        let mut fields = Fields::parse(body)?;
        let name = fields.require_string("name");
        let display_name = fields.require_label("display_name", 100);
        let permissions =
            fields.require("permissions").map(|value| permission_list(&mut fields, "permissions", value));
        let permissions = permissions.transpose()?;
        let name = name.and_then(|text| match RoleName::parse(&text) {
            Some(name) => Some(name),
            None => {
                fields.error(
                    "name",
                    "must be a machine name: 1-64 of lowercase letters, digits, '_' and '-', starting with a letter",
                );
                None
            }
        });
        fields.finish()?;
        let (Some(name), Some(display_name), Some(permissions)) = (name, display_name, permissions) else {
            return Err(BodyError::Internal("role fields validated above"));
        };
        if name.builtin().is_some() {
            return Err(BodyError::ReservedRoleName(name.as_str().to_owned()));
        }
        Ok(CustomRole {
            name,
            display_name,
            permissions,
            created_at: time::now_ms(),
            version: 1,
            holders: Holders::Counted(0),
        })
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        json!({
            "object": "role",
            "name": self.name.as_str(),
            "display_name": self.display_name,
            "permissions": self.permissions.names(),
            "builtin": false,
            "inherits": [],
            "created_at": time::render(self.created_at, version),
        })
    }
}

/// A role a request body names in `field`: 422 INVALID_VALUE unless `text` is a role name
/// (whether the organization has that role is the store's question).
pub fn named_in(field: &str, text: &str) -> Result<RoleName, BodyError> {
    RoleName::parse(text).ok_or_else(|| BodyError::InvalidValue {
        field: field.to_owned(),
        message: format!("'{text}' is not a role of this organization"),
    })
}

/// A built-in role in the same shape as a custom one.
pub fn render_builtin(role: BuiltinRole) -> Value {
    json!({
        "object": "role",
        "name": role.name(),
        "display_name": role.display_name(),
        "permissions": role.permissions().names(),
        "builtin": true,
        "inherits": role.inherited().iter().map(|r| r.name()).collect::<Vec<_>>(),
        "created_at": null,
    })
}
