//! Schedules and their items, and the refusals they share with the services layer: the
//! writer's authority over an action, an item's target, a field of its body.

use serde_json::json;

use super::Answer;
use crate::domain::schedule::{InvalidField, MAX_ITEMS};
use crate::error::ApiError;
use crate::schedule_authority::Unauthorized;
use crate::store::schedules::{SCHEDULE, SCHEDULE_ITEM, ScheduleError, ScheduleItemError, TargetError};
use crate::versions::ApiVersion;

impl Answer for ScheduleError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            ScheduleError::Entity(error) => (error, SCHEDULE).answer(shown_id, version),
            ScheduleError::HoldsHiddenItems => ApiError::AccessDenied {
                resource_type: SCHEDULE.resource,
                resource_id: shown_id.to_owned(),
                reason: "holds_items_at_sites_you_are_not_assigned_to",
            },
            ScheduleError::Unauthorized(refused) => refused.into(),
            ScheduleError::KeptChanging => kept_changing("schedule", shown_id),
            ScheduleError::Store(error) => error.into(),
        }
    }
}

/// `shown_id` is the item as given; the second half of the pair is its schedule as given.
impl Answer for (ScheduleItemError, &str) {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        let (error, shown_schedule) = self;
        match error {
            ScheduleItemError::Schedule(error) => error.answer(shown_schedule, version),
            ScheduleItemError::Entity(error) => (error, SCHEDULE_ITEM).answer(shown_id, version),
            ScheduleItemError::OtherSchedule => {
                ApiError::NotFound { resource_type: SCHEDULE_ITEM.resource, resource_id: shown_id.to_owned() }
            }
            ScheduleItemError::NotAssignedToSite => ApiError::AccessDenied {
                resource_type: SCHEDULE_ITEM.resource,
                resource_id: shown_id.to_owned(),
                reason: "not_assigned_to_site",
            },
            ScheduleItemError::Input(invalid) => invalid.into(),
            ScheduleItemError::Target(refused) => refused.into(),
            ScheduleItemError::Unauthorized(refused) => refused.into(),
            ScheduleItemError::Full => ApiError::Conflict {
                message: format!("A schedule holds at most {MAX_ITEMS} items"),
                details: json!({"reason": "schedule_full", "resource_type": "schedule", "resource_id": shown_schedule, "max_items": MAX_ITEMS}),
            },
            ScheduleItemError::KeptChanging => kept_changing("schedule item", shown_id),
            ScheduleItemError::Store(error) => error.into(),
        }
    }
}

/// The target names itself: the field and the id as given.
impl From<TargetError> for ApiError {
    fn from(error: TargetError) -> Self {
        match error {
            TargetError::Unknown(given) => given.invalid().into(),
            TargetError::NotAssignedToSite { resource_type, given } => {
                ApiError::AccessDenied { resource_type, resource_id: given, reason: "not_assigned_to_site" }
            }
            TargetError::Store(error) => error.into(),
        }
    }
}

/// 403 INSUFFICIENT_PERMISSIONS listing what the action needs beyond what the writer holds.
impl From<Unauthorized> for ApiError {
    fn from(refused: Unauthorized) -> Self {
        let beyond = refused.wanted.without(refused.granted);
        ApiError::InsufficientPermissions {
            required: beyond.names().into_iter().map(str::to_owned).collect(),
            granted: refused.granted,
        }
    }
}

impl From<InvalidField> for ApiError {
    fn from(invalid: InvalidField) -> Self {
        ApiError::field(invalid.field, invalid.message)
    }
}

fn kept_changing(resource: &str, shown_id: &str) -> ApiError {
    ApiError::Conflict {
        message: format!("The {resource} kept changing concurrently; retry"),
        details: json!({"reason": "concurrent_modification", "resource_id": shown_id}),
    }
}
