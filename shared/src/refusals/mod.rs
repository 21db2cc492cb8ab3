//! Where the typed errors of the layers below become `ApiError`s: one conversion per error
//! type, and the only place their messages and details are written. The store and the domain
//! say what happened (`StartSessionError::AssetBusy { session_id }`); this module says how a
//! client is told, naming the resource as the client did and ids in the request's version.

mod assets;
mod auth;
mod delegation;
mod entity;
mod list;
mod members;
mod rate_limit;
mod restrictions;
mod schedules;
mod sessions;
mod sites;
mod station_calls;
mod station_commands;
mod station_logs;
mod stations;
mod tenancy;
mod webhooks;

use serde_json::json;

use crate::domain::body::BodyError;
use crate::error::ApiError;
use crate::idempotency::InvalidKey;
use crate::store::StoreError;
use crate::versions::ApiVersion;

pub use rate_limit::rate_limited;

/// A typed refusal answered to a client that named the resource `shown_id`.
pub trait Answer {
    /// The error the client sees; ids the error carries are shown in `version`.
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError;
}

/// 403 RESOURCE_ACCESS_DENIED for an item at a site the caller is not assigned to (site-based
/// access control: `SiteScope::admits` decides, this says so).
pub fn not_assigned_to_site(resource_type: &'static str, shown_id: &str) -> ApiError {
    ApiError::AccessDenied { resource_type, resource_id: shown_id.to_owned(), reason: "not_assigned_to_site" }
}

/// 403 RESOURCE_ACCESS_DENIED for something valid at every site (an organization-wide id
/// token) asked for by a caller who does not see every site.
pub fn grants_sites_you_are_not_assigned_to(resource_type: &'static str, shown_id: &str) -> ApiError {
    ApiError::AccessDenied {
        resource_type,
        resource_id: shown_id.to_owned(),
        reason: "grants_sites_you_are_not_assigned_to",
    }
}

impl From<BodyError> for ApiError {
    fn from(error: BodyError) -> ApiError {
        match error {
            BodyError::MissingField(field) => ApiError::MissingField(field),
            BodyError::InvalidFormat(message) => ApiError::InvalidFormat(message),
            BodyError::Validation(fields) => ApiError::Validation(fields),
            BodyError::InvalidValue { field, message } => ApiError::InvalidValue { field, message },
            BodyError::InvalidValues { field, message, values } => {
                ApiError::InvalidValues { field, message, values }
            }
            BodyError::ReservedRoleName(name) => ApiError::AlreadyExists {
                message: format!("'{name}' is a built-in role name"),
                details: json!({"reason": "reserved_name", "resource_type": "role", "name": name}),
            },
            BodyError::Internal(cause) => ApiError::internal(cause),
        }
    }
}

impl From<InvalidKey> for ApiError {
    fn from(_: InvalidKey) -> ApiError {
        ApiError::invalid_parameter("Idempotency-Key", "must be 1 to 255 visible ASCII characters")
    }
}

/// A store failure as the client's error: a failed condition or a lost idempotency claim is a
/// 409 (a retry); throttling a 503, a timeout a 504, a failing or unreachable service a 502, a
/// corrupt item or anything else a 500, each keeping its cause for the log only.
impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> ApiError {
        match error {
            StoreError::Corrupt(cause) => ApiError::internal(format!("corrupt stored item: {cause}")),
            StoreError::TransactionCancelled(reasons) => ApiError::Conflict {
                message: "The resource changed concurrently; retry".into(),
                details: json!({"reasons": reasons.iter().map(|r| &r.0).collect::<Vec<_>>()}),
            },
            StoreError::ClaimLost => in_flight(),
            StoreError::Unavailable(cause) => ApiError::Unavailable { cause },
            StoreError::Timeout(cause) => ApiError::Timeout { cause },
            StoreError::Upstream(cause) => ApiError::Upstream { cause },
            StoreError::Internal(cause) => ApiError::Internal { cause },
        }
    }
}

/// 409: the first request with this `Idempotency-Key` is still running (or took its lapsed
/// claim back from this one).
pub fn in_flight() -> ApiError {
    ApiError::Conflict {
        message: "A request with this Idempotency-Key is still being processed; retry shortly".into(),
        details: json!({"reason": "idempotent_request_in_progress"}),
    }
}

/// 422: an `Idempotency-Key` used again with another body.
pub fn idempotency_mismatch() -> ApiError {
    ApiError::InvalidValue {
        field: "Idempotency-Key".into(),
        message:
            "This Idempotency-Key was used with a different request body; use a new key for a new request"
                .into(),
    }
}
