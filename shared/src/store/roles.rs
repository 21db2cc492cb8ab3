//! Custom role items: `PK = ORG#<org>`, `SK = ROLE#<name>`. The name is the key, so uniqueness
//! per organization is the put's condition, and listing is one Query on the organization's
//! partition. Roles are immutable once created (no update endpoint), which is what lets warm
//! processes cache them.

use super::attrs::{get_n, get_s, n, opt_permissions, permissions, s};
use super::errors::from_errors;

use super::entity::{Entity, failed_at};
use super::keys;
use super::orgs::{Capped, capped_count};
use super::transact::Action;
use super::{Item, Store, StoreError};
use crate::domain::role::CustomRole;
use crate::ids::OrgId;
use crate::permissions::PermissionSet;
use crate::roles::RoleName;

const ROLE_PREFIX: &str = "ROLE#";

/// Custom roles per organization: few enough that listing them all is one bounded read
/// (roles cannot be deleted, so the count only grows).
pub const MAX_ROLES: i64 = 100;
const ROLE_COUNT: Capped = Capped { attribute: "role_count", max: MAX_ROLES };

fn role_key(org: OrgId, name: &RoleName) -> Item {
    keys::item_key(keys::org(org.uuid()), format!("{ROLE_PREFIX}{}", name.as_str()))
}

fn role_from_item(item: &Item) -> Result<CustomRole, StoreError> {
    let name = RoleName::parse(get_s(item, "name")?)
        .ok_or_else(|| StoreError::internal("stored role name is invalid"))?;
    let permissions = opt_permissions(item, "permissions")?.unwrap_or(PermissionSet::EMPTY);
    Ok(CustomRole {
        name,
        display_name: get_s(item, "display_name")?.to_owned(),
        permissions,
        created_at: get_n(item, "created_at")?,
    })
}

/// Why a custom role was not created.
#[derive(Debug)]
pub enum CreateRoleError {
    /// The organization has a role by that name.
    NameTaken,
    /// The organization has `MAX_ROLES` custom roles.
    LimitReached,
    Store(StoreError),
}

from_errors!(StoreError => CreateRoleError::Store);

impl Store {
    pub async fn create_role(&self, org: OrgId, role: &CustomRole) -> Result<(), CreateRoleError> {
        let mut item = role_key(org, &role.name);
        item.insert("org_id".into(), s(org.uuid().to_string()));
        item.insert("name".into(), s(role.name.as_str()));
        item.insert("display_name".into(), s(&role.display_name));
        item.insert("permissions".into(), permissions(role.permissions));
        item.insert("created_at".into(), n(role.created_at));
        let actions = vec![
            Entity::put_new(self.table(), item)?,
            capped_count(self.table(), org, ROLE_COUNT, 1).action()?,
        ];
        match self.transact(actions).await {
            Ok(()) => Ok(()),
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => {
                Err(CreateRoleError::NameTaken)
            }
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 1) => {
                Err(CreateRoleError::LimitReached)
            }
            Err(other) => Err(CreateRoleError::Store(other)),
        }
    }

    /// One custom role of the organization, if it exists.
    pub async fn get_role(&self, org: OrgId, name: &RoleName) -> Result<Option<CustomRole>, StoreError> {
        self.read(role_key(org, name), true).await?.as_ref().map(role_from_item).transpose()
    }

    /// Every custom role of the organization, by name.
    pub async fn list_roles(&self, org: OrgId) -> Result<Vec<CustomRole>, StoreError> {
        let request = self
            .client()
            .query()
            .table_name(self.table())
            .key_condition_expression("PK = :pk AND begins_with(SK, :prefix)")
            .expression_attribute_values(":pk", s(keys::org(org.uuid())))
            .expression_attribute_values(":prefix", s(ROLE_PREFIX));
        self.query_all(request).await?.iter().map(role_from_item).collect()
    }
}
