//! Organizations (tenants) and their plan tier.

use serde::Serialize;

use crate::ids::OrgId;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Tier {
    Free,
    Developer,
    Business,
    Enterprise,
}

impl Tier {
    pub fn parse(text: &str) -> Option<Tier> {
        match text {
            "free" => Some(Tier::Free),
            "developer" => Some(Tier::Developer),
            "business" => Some(Tier::Business),
            "enterprise" => Some(Tier::Enterprise),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Tier::Free => "free",
            Tier::Developer => "developer",
            Tier::Business => "business",
            Tier::Enterprise => "enterprise",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrgStatus {
    Active,
    Suspended,
}

impl OrgStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            OrgStatus::Active => "active",
            OrgStatus::Suspended => "suspended",
        }
    }

    pub fn parse(text: &str) -> Option<OrgStatus> {
        match text {
            "active" => Some(OrgStatus::Active),
            "suspended" => Some(OrgStatus::Suspended),
            _ => None,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Organization {
    pub id: OrgId,
    pub name: String,
    pub tier: Tier,
    /// An Enterprise organization's own rate limits, set by the platform operator.
    pub limits: Option<crate::rate_limit::Limits>,
    /// How many webhooks the organization has: none means no request looks for them.
    pub webhook_count: i64,
    pub status: OrgStatus,
    pub created_at: i64,
}
