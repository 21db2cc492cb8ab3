//! Custom role items: `PK = ORG#<org>`, `SK = ROLE#<name>`. The name is the key, so uniqueness
//! per organization is the put's condition, and listing is one Query on the organization's
//! partition. A role can be changed (its revision is `version`; warm processes see a change
//! within their cache bound, as for a member's role) and deleted while no active member holds
//! it: `holders` counts the active members naming the role, moved in the same transaction as
//! every member write that names it, so a deletion and an assignment cannot both win. Roles
//! made before the count existed carry no `holders_counted`; their first deletion counts the
//! holders once from the member list (see `delete_role`).

use aws_sdk_dynamodb::types::{
    AttributeValue, Delete, Put, ReturnValuesOnConditionCheckFailure, Select, TransactWriteItem,
};

use super::attrs::{get_n, get_s, n, opt_n, opt_permissions, permissions, s};
use super::errors::from_errors;

use super::entity::{IfMatch, add, failed_at};
use super::keys::{self, SortIndex};
use super::orgs::{Capped, capped_count};
use super::transact::Action;
use super::{Item, Store, StoreError};
use crate::domain::member::{Member, MemberStatus};
use crate::domain::role::{CustomRole, Holders, RolePatch};
use crate::ids::OrgId;
use crate::permissions::PermissionSet;
use crate::roles::RoleName;

const ROLE_PREFIX: &str = "ROLE#";

/// Custom roles per organization: few enough that listing them all is one bounded read.
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
        version: opt_n(item, "version").unwrap_or(1),
        holders: holders_of(item),
    })
}

/// Whether a stored item under `ROLE#` is a role: a holder count moved after a role's deletion
/// (`ADD` makes the item it finds missing) leaves a bare count behind, which is no role.
fn is_role(item: &Item) -> bool {
    item.contains_key("name")
}

fn holders_of(item: &Item) -> Holders {
    let holders = opt_n(item, "holders");
    match item.get("holders_counted") {
        Some(AttributeValue::Bool(true)) => Holders::Counted(holders.unwrap_or(0)),
        _ => Holders::Uncounted { net: holders },
    }
}

/// The step of a member write that moves a custom role's holder count by `delta`. Taking a
/// role on needs the role to exist at that moment (a deletion in between cancels the write);
/// built-in roles are not counted.
fn holder_step(
    table: &str,
    org: OrgId,
    role: &RoleName,
    delta: i64,
) -> Result<TransactWriteItem, StoreError> {
    let update = add(table, role_key(org, role), "holders", delta);
    let update = if delta > 0 {
        update.condition_expression("attribute_exists(#name)").expression_attribute_names("#name", "name")
    } else {
        update
    };
    update.action()
}

/// The holder-count steps of a member write that changes what `before` held into `after`
/// (either may be absent: a new member, a member turned off). Only active members count.
pub fn holder_steps(
    table: &str,
    before: Option<&Member>,
    after: Option<&Member>,
) -> Result<Vec<TransactWriteItem>, StoreError> {
    let held = |member: Option<&Member>| {
        member
            .filter(|m| m.status == MemberStatus::Active && m.role.builtin().is_none())
            .map(|m| (m.org_id, m.role.clone()))
    };
    let (was, is) = (held(before), held(after));
    if was == is {
        return Ok(Vec::new());
    }
    let steps = [was.map(|(org, role)| (org, role, -1)), is.map(|(org, role)| (org, role, 1))];
    steps.into_iter().flatten().map(|(org, role, delta)| holder_step(table, org, &role, delta)).collect()
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

/// Why a custom role was not changed or deleted.
#[derive(Debug)]
pub enum ChangeRoleError {
    /// No such role in the organization.
    NotFound,
    /// `If-Match` names another revision, or the role changed while the write was checked.
    RevisionMismatch {
        current: i64,
    },
    /// Active members hold the role (deletion only).
    Held {
        holders: i64,
    },
    Store(StoreError),
}

from_errors!(StoreError => ChangeRoleError::Store);

/// Why a conditional role write failed, from the item as it was: gone, or at another revision.
fn changed(old: Option<&Item>) -> ChangeRoleError {
    match old.filter(|item| is_role(item)) {
        None => ChangeRoleError::NotFound,
        Some(item) => ChangeRoleError::RevisionMismatch { current: opt_n(item, "version").unwrap_or(1) },
    }
}

/// `role_count` −1 on the organization item, never below zero.
fn role_uncount(table: &str, org: OrgId) -> Result<TransactWriteItem, StoreError> {
    add(table, keys::org_key(org), "#count", -1)
        .expression_attribute_names("#count", ROLE_COUNT.attribute)
        .condition_expression("#count > :zero")
        .expression_attribute_values(":zero", n(0))
        .action()
}

impl Store {
    pub async fn create_role(&self, org: OrgId, role: &CustomRole) -> Result<(), CreateRoleError> {
        let mut item = role_key(org, &role.name);
        item.insert("org_id".into(), s(org.uuid().to_string()));
        item.insert("name".into(), s(role.name.as_str()));
        item.insert("display_name".into(), s(&role.display_name));
        item.insert("permissions".into(), permissions(role.permissions));
        item.insert("created_at".into(), n(role.created_at));
        item.insert("version".into(), n(role.version));
        item.insert("holders".into(), n(0));
        item.insert("holders_counted".into(), AttributeValue::Bool(true));
        // A bare holder count left by a member write after an older role's deletion is no
        // role: the new one takes its place.
        let put = Put::builder()
            .table_name(self.table())
            .set_item(Some(item))
            .condition_expression("attribute_not_exists(#name)")
            .expression_attribute_names("#name", "name")
            .action()?;
        let actions = vec![put, capped_count(self.table(), org, ROLE_COUNT, 1).action()?];
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
        let item = self.read(role_key(org, name), true).await?;
        item.as_ref().filter(|item| is_role(item)).map(role_from_item).transpose()
    }

    /// Changes a role's label or permissions at the revision `If-Match` names (if any), and
    /// at the revision `current` was read at, so a check made on `current` still holds.
    pub async fn update_role(
        &self,
        org: OrgId,
        current: &CustomRole,
        patch: &RolePatch,
        expected: Option<&IfMatch>,
    ) -> Result<CustomRole, ChangeRoleError> {
        super::entity::revision(current.version, expected)
            .map_err(|_| ChangeRoleError::RevisionMismatch { current: current.version })?;
        let mut updated = current.clone();
        if let Some(display_name) = &patch.display_name {
            updated.display_name = display_name.clone();
        }
        if let Some(permissions) = patch.permissions {
            updated.permissions = permissions;
        }
        updated.version += 1;
        let result = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(role_key(org, &current.name)))
            .update_expression("SET display_name = :label, #permissions = :permissions, version = :next")
            .condition_expression(
                "attribute_exists(#name) AND (version = :seen OR (attribute_not_exists(version) AND :seen = :one))",
            )
            .expression_attribute_names("#name", "name")
            .expression_attribute_names("#permissions", "permissions")
            .expression_attribute_values(":label", s(&updated.display_name))
            .expression_attribute_values(":permissions", permissions(updated.permissions))
            .expression_attribute_values(":next", n(updated.version))
            .expression_attribute_values(":seen", n(current.version))
            .expression_attribute_values(":one", n(1))
            .return_values_on_condition_check_failure(ReturnValuesOnConditionCheckFailure::AllOld)
            .send()
            .await;
        match result {
            Ok(_) => Ok(updated),
            Err(error) => Err(changed(super::errors::refused(error)?.as_ref())),
        }
    }

    /// Deletes `current` (the role as read and checked) if no active member holds it, at its
    /// revision, and gives its place under the organization's role ceiling back.
    ///
    /// A role made before holders were counted has only the net of assignments since (`net`),
    /// which is a floor of its holders: a positive one refuses at once; otherwise its holders
    /// are counted once from the member list, and the delete is conditioned on `net` being
    /// unmoved, so an assignment after the count refuses it.
    pub async fn delete_role(
        &self,
        org: OrgId,
        current: &CustomRole,
        expected: Option<&IfMatch>,
    ) -> Result<(), ChangeRoleError> {
        super::entity::revision(current.version, expected)
            .map_err(|_| ChangeRoleError::RevisionMismatch { current: current.version })?;
        let (holders, seen) = match current.holders {
            Holders::Counted(holders) => (holders, Some(holders)),
            Holders::Uncounted { net: Some(net) } if net > 0 => (net, Some(net)),
            Holders::Uncounted { net } => (self.count_active_holders(org, &current.name).await?, net),
        };
        if holders > 0 {
            return Err(ChangeRoleError::Held { holders });
        }
        let mut values = Item::from([(":rev".to_owned(), n(current.version)), (":one".to_owned(), n(1))]);
        let count = match seen {
            Some(seen) => {
                values.insert(":seen".into(), n(seen));
                "holders = :seen"
            }
            None => "attribute_not_exists(holders)",
        };
        let delete = Delete::builder()
            .table_name(self.table())
            .set_key(Some(role_key(org, &current.name)))
            .condition_expression(format!(
                "attribute_exists(#name) AND {count} AND (version = :rev OR (attribute_not_exists(version) AND :rev = :one))"
            ))
            .expression_attribute_names("#name", "name")
            .set_expression_attribute_values(Some(values))
            .return_values_on_condition_check_failure(ReturnValuesOnConditionCheckFailure::AllOld)
            .action()?;
        let uncount = role_uncount(self.table(), org)?;
        let mut actions = vec![delete, uncount];
        // Roles made before `role_count` existed were never counted: the count does not go
        // below zero for them (the delete goes ahead without the step).
        for _ in 0..2 {
            match self.transact(actions.clone()).await {
                Ok(()) => return Ok(()),
                Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => {
                    let old = reasons.into_iter().next().and_then(|(_, item)| item);
                    return Err(match old.as_ref().filter(|item| is_role(item)).map(holders_of) {
                        Some(Holders::Counted(holders)) if holders > 0 => ChangeRoleError::Held { holders },
                        _ => changed(old.as_ref()),
                    });
                }
                Err(StoreError::TransactionCancelled(reasons))
                    if actions.len() > 1 && failed_at(&reasons, 1) =>
                {
                    actions.truncate(1);
                }
                Err(other) => return Err(ChangeRoleError::Store(other)),
            }
        }
        Err(ChangeRoleError::Store(StoreError::internal("role delete refused twice")))
    }

    /// The active members of `org` naming `role`, counted from the organization's member
    /// list (every page; used once per role made before holders were counted).
    async fn count_active_holders(&self, org: OrgId, role: &RoleName) -> Result<i64, StoreError> {
        let index = SortIndex::Gsi1;
        let mut count = 0;
        let mut start = None;
        loop {
            let page = self
                .client()
                .query()
                .table_name(self.table())
                .index_name(index.name())
                .key_condition_expression("#pk = :pk")
                .filter_expression("#role = :role AND (attribute_not_exists(#status) OR #status = :active)")
                .expression_attribute_names("#pk", index.pk())
                .expression_attribute_names("#role", "role")
                .expression_attribute_names("#status", "status")
                .expression_attribute_values(":pk", s(keys::org_partition(org.uuid(), "MEMBER")))
                .expression_attribute_values(":role", s(role.as_str()))
                .expression_attribute_values(":active", s(MemberStatus::Active.as_str()))
                .select(Select::Count)
                .set_exclusive_start_key(start)
                .send()
                .await
                .map_err(super::errors::fail)?;
            count += i64::from(page.count);
            start = page.last_evaluated_key;
            if start.is_none() {
                return Ok(count);
            }
        }
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
        self.query_all(request).await?.iter().filter(|item| is_role(item)).map(role_from_item).collect()
    }
}
