//! Privilege escalation refused: what the caller may not hand out or manage.

use super::not_assigned_to_site;
use crate::delegation::DelegationError;
use crate::error::ApiError;
use crate::ids::SiteId;

impl From<DelegationError> for ApiError {
    fn from(error: DelegationError) -> ApiError {
        use DelegationError::*;
        let invalid = |field: &str, message| ApiError::InvalidValue { field: field.to_owned(), message };
        let denied =
            |resource_type, id, reason| ApiError::AccessDenied { resource_type, resource_id: id, reason };
        match error {
            Unauthorized(refused) => refused.into(),
            UnknownRole { field, role } => {
                invalid(field, format!("'{}' is not a role of this organization", role.as_str()))
            }
            ServiceOwner { field } => invalid(field, "A service identity cannot have the owner role".into()),
            MemberSeesMore(shown_id) => {
                denied("member", shown_id, "member_sees_sites_you_are_not_assigned_to")
            }
            RoleSeesAllSites(role) => {
                denied("role", role.as_str().into(), "grants_sites_you_are_not_assigned_to")
            }
            SiteNotAssigned(site) => not_assigned_to_site("site", &SiteId::from_uuid(site).legacy()),
            Store(error) => error.into(),
        }
    }
}
