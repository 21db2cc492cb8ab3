//! Privilege escalation refused: what the caller may not hand out or manage.

use super::not_assigned_to_site;
use crate::delegation::DelegationError;
use crate::error::ApiError;
use crate::ids::SiteId;

impl From<DelegationError> for ApiError {
    fn from(error: DelegationError) -> ApiError {
        match error {
            DelegationError::Unauthorized(refused) => refused.into(),
            DelegationError::UnknownRole { field, role } => ApiError::InvalidValue {
                field: field.to_owned(),
                message: format!("'{}' is not a role of this organization", role.as_str()),
            },
            DelegationError::ServiceOwner { field } => ApiError::InvalidValue {
                field: field.to_owned(),
                message: "A service identity cannot have the owner role".into(),
            },
            DelegationError::MemberSeesMore(shown_id) => ApiError::AccessDenied {
                resource_type: "member",
                resource_id: shown_id,
                reason: "member_sees_sites_you_are_not_assigned_to",
            },
            DelegationError::RoleSeesAllSites(role) => ApiError::AccessDenied {
                resource_type: "role",
                resource_id: role.as_str().to_owned(),
                reason: "grants_sites_you_are_not_assigned_to",
            },
            DelegationError::SiteNotAssigned(site) => {
                not_assigned_to_site("site", &SiteId::from_uuid(site).legacy())
            }
            DelegationError::Store(error) => error.into(),
        }
    }
}
