//! Organizations: `ORG#<org> / ORG` holds the tenant's name, tier and status.

use aws_sdk_dynamodb::types::builders::UpdateBuilder;

use super::StoreError;
use super::attrs::{get_n, get_s, get_uuid, n, opt_n, opt_s, s};
use super::entity::{Changes, add};
use super::keys::{self, PK};
use super::{Item, Store};
use crate::domain::org::Limits;
use crate::domain::org::{OrgStatus, Organization, Tier};
use crate::ids::OrgId;
use crate::versions::Major;

fn org_from_item(item: &Item) -> Result<Organization, StoreError> {
    let limit = |name: &str| opt_n(item, name).and_then(|v| u32::try_from(v).ok());
    let limits = match (limit("limit_per_minute"), limit("limit_per_hour"), limit("limit_burst")) {
        (Some(per_minute), Some(per_hour), Some(burst)) => Some(Limits { per_minute, per_hour, burst }),
        _ => None,
    };
    Ok(Organization {
        id: OrgId::from_uuid(get_uuid(item, PK)?),
        name: get_s(item, "name")?.to_owned(),
        tier: Tier::parse(get_s(item, "tier")?)
            .ok_or_else(|| StoreError::internal("stored tier is unknown"))?,
        limits,
        webhook_count: opt_n(item, "webhook_count").unwrap_or(0),
        status: OrgStatus::parse(get_s(item, "status")?)
            .ok_or_else(|| StoreError::internal("stored org status is unknown"))?,
        // Organizations created before pinning existed called unprefixed paths while v1 was
        // current: they keep v1.
        api_version: match opt_s(item, "api_version") {
            Some(name) => {
                Major::parse(name).ok_or_else(|| StoreError::internal("stored api_version is unknown"))?
            }
            None => Major::V1,
        },
        created_at: get_n(item, "created_at")?,
    })
}

pub fn org_item(org: &Organization) -> Item {
    let mut item = keys::org_key(org.id);
    item.extend([
        ("name".into(), s(&org.name)),
        ("tier".into(), s(org.tier.as_str())),
        ("status".into(), s(org.status.as_str())),
        ("api_version".into(), s(org.api_version.name())),
        ("created_at".into(), n(org.created_at)),
    ]);
    item
}

impl Store {
    /// Sets an organization's plan: its tier and, for Enterprise, its own rate limits.
    /// `false` when there is no such organization.
    pub async fn set_organization_plan(
        &self,
        id: OrgId,
        tier: Tier,
        limits: Limits,
    ) -> Result<bool, StoreError> {
        let mut changes = Changes::default();
        changes.set("tier", s(tier.as_str()));
        changes.set("limit_per_minute", n(i64::from(limits.per_minute)));
        changes.set("limit_per_hour", n(i64::from(limits.per_hour)));
        changes.set("limit_burst", n(i64::from(limits.burst)));
        self.update_org(id, changes).await
    }

    /// One UpdateItem on an existing organization item; `false` when there is none.
    async fn update_org(&self, id: OrgId, mut changes: Changes) -> Result<bool, StoreError> {
        changes.require("attribute_exists(PK)", vec![]);
        Ok(self.update_entity(keys::org_key(id), changes).await?.is_ok())
    }

    /// Pins an organization's unprefixed requests to `major`, recording when and by whom: the
    /// organization as it now is, `None` when there is no such organization.
    pub async fn set_organization_api_version(
        &self,
        id: OrgId,
        major: Major,
        by: &str,
        at: i64,
    ) -> Result<Option<Organization>, StoreError> {
        let mut changes = Changes::default();
        changes.set("api_version", s(major.name()));
        changes.set("api_version_set_at", n(at));
        changes.set("api_version_set_by", s(by));
        changes.require("attribute_exists(PK)", vec![]);
        match self.update_entity(keys::org_key(id), changes).await? {
            Ok(item) => org_from_item(&item).map(Some),
            Err(_) => Ok(None),
        }
    }

    pub async fn get_organization(&self, id: OrgId) -> Result<Option<Organization>, StoreError> {
        self.read(keys::org_key(id), false).await?.as_ref().map(org_from_item).transpose()
    }

    /// Sets an organization's status; `false` when there is no such organization.
    pub async fn set_organization_status(&self, id: OrgId, status: OrgStatus) -> Result<bool, StoreError> {
        let mut changes = Changes::default();
        changes.set("status", s(status.as_str()));
        self.update_org(id, changes).await
    }
}

/// A count kept on the organization item with a ceiling (webhooks, custom roles), so the
/// things counted stay few enough to list in one bounded read.
pub struct Capped {
    pub attribute: &'static str,
    pub max: i64,
}

/// The transaction step that moves a capped count by `delta`: an increase fails its condition
/// at the ceiling.
pub fn capped_count(table: &str, org: OrgId, capped: Capped, delta: i64) -> UpdateBuilder {
    let update = add(table, keys::org_key(org), "#count", delta)
        .expression_attribute_names("#count", capped.attribute);
    if delta > 0 {
        update
            .condition_expression("attribute_exists(PK) AND (attribute_not_exists(#count) OR #count < :max)")
            .expression_attribute_values(":max", n(capped.max))
    } else {
        update.condition_expression("attribute_exists(PK)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An organization item exactly as the hand mapping wrote it before its key came from
    /// `keys::org_key`.
    #[test]
    fn an_organization_item_keeps_its_stored_shape() {
        let org = Organization {
            id: OrgId::generate(),
            name: "Acme".into(),
            tier: Tier::Business,
            limits: None,
            webhook_count: 0,
            status: OrgStatus::Active,
            api_version: Major::V2,
            created_at: 1_790_000_000_000,
        };
        let golden = Item::from([
            ("PK".into(), s(format!("ORG#{}", org.id.uuid()))),
            ("SK".into(), s("ORG")),
            ("name".into(), s("Acme")),
            ("tier".into(), s(Tier::Business.as_str())),
            ("status".into(), s(OrgStatus::Active.as_str())),
            ("api_version".into(), s("v2")),
            ("created_at".into(), n(1_790_000_000_000)),
        ]);
        assert_eq!(org_item(&org), golden);
        assert_eq!(org_from_item(&golden).unwrap().id, org.id);
        assert_eq!(org_from_item(&golden).unwrap().api_version, Major::V2);
        // Written before organizations were pinned: they called unprefixed paths as v1.
        let mut older = golden.clone();
        older.remove("api_version");
        assert_eq!(org_from_item(&older).unwrap().api_version, Major::V1);
    }
}
