//! Members, their API keys and the organization's custom roles.

use serde_json::json;

use super::Answer;
use crate::error::ApiError;
use crate::store::api_keys::{API_KEY, RevokeApiKeyError};
use crate::store::members::{MEMBER, UpdateMemberError};
use crate::store::roles::{ChangeRoleError, CreateRoleError, MAX_ROLES};
use crate::versions::ApiVersion;

impl Answer for UpdateMemberError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            UpdateMemberError::Entity(error) => (error, MEMBER).answer(shown_id, version),
            UpdateMemberError::Changed => ApiError::Conflict {
                message: "The member changed while this update was checked; fetch it and retry".into(),
                details: json!({"reason": "concurrent_modification", "resource_type": "member", "resource_id": shown_id}),
            },
            UpdateMemberError::LastOwner => ApiError::Conflict {
                message: "The organization's last owner cannot be demoted; make another member owner first"
                    .into(),
                details: json!({"reason": "last_owner", "resource_type": "member", "resource_id": shown_id}),
            },
            UpdateMemberError::RoleGone => ApiError::InvalidValue {
                field: "role".into(),
                message: "The role was deleted while this update was checked".into(),
            },
            UpdateMemberError::Store(error) => error.into(),
        }
    }
}

/// `shown_id` is the role's name.
impl Answer for ChangeRoleError {
    fn answer(self, shown_id: &str, _: &ApiVersion) -> ApiError {
        match self {
            ChangeRoleError::NotFound => {
                ApiError::NotFound { resource_type: "role", resource_id: shown_id.to_owned() }
            }
            ChangeRoleError::RevisionMismatch { current } => ApiError::Conflict {
                message: format!("The role '{shown_id}' changed since it was read; fetch it again and retry"),
                details: json!({
                    "reason": "etag_mismatch",
                    "resource_type": "role",
                    "resource_id": shown_id,
                    "current_etag": crate::preconditions::etag(current),
                }),
            },
            ChangeRoleError::Held { holders } => ApiError::Conflict {
                message: format!(
                    "The role '{shown_id}' is held by {holders} active member(s); give them another role first \
                     (GET /admin/members?role={shown_id} lists them)"
                ),
                details: json!({
                    "reason": "role_in_use",
                    "resource_type": "role",
                    "resource_id": shown_id,
                    "holders": holders,
                }),
            },
            ChangeRoleError::Store(error) => error.into(),
        }
    }
}

impl Answer for RevokeApiKeyError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            RevokeApiKeyError::Entity(error) => (error, API_KEY).answer(shown_id, version),
            RevokeApiKeyError::Changed => ApiError::Conflict {
                message: "The API key changed while it was being revoked; try again".into(),
                details: json!({"reason": "concurrent_modification"}),
            },
            RevokeApiKeyError::Store(error) => error.into(),
        }
    }
}

/// `shown_id` is the role's name.
impl Answer for CreateRoleError {
    fn answer(self, shown_id: &str, _: &ApiVersion) -> ApiError {
        match self {
            CreateRoleError::NameTaken => ApiError::AlreadyExists {
                message: format!("A role named '{shown_id}' already exists"),
                details: json!({"resource_type": "role", "name": shown_id}),
            },
            CreateRoleError::LimitReached => ApiError::Conflict {
                message: format!("An organization has at most {MAX_ROLES} custom roles"),
                details: json!({"reason": "role_limit", "max_roles": MAX_ROLES}),
            },
            CreateRoleError::Store(error) => error.into(),
        }
    }
}
