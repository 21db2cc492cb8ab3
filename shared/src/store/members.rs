//! Member items: `PK = MEMBER#<uuid>`, `SK = MEMBER`, listed on `ORG#<org>#MEMBER` through
//! GSI1 (created_at) and GSI2 (name). The organization's member counter
//! (`ORG#<org> / COUNT#MEMBER`) holds `n`, every member, and `owners`, the members with the
//! owner role: a demotion is conditional on `owners > 1` in the same transaction, so two owners
//! demoting each other at once cannot leave the organization without one.

use aws_sdk_dynamodb::types::builders::UpdateBuilder;
use aws_sdk_dynamodb::types::{AttributeValue, TransactWriteItem, Update};

use super::attrs::{get_n, get_s, get_uuid, n, opt_n, opt_s, opt_ss, s};
use super::entity::{Changes, Entity, EntityError, IfMatch, failed_at};
use super::errors::from_errors;
use super::keys::{self, PK, SortIndex};
use super::roles::holder_steps;
use super::transact::Action;
use super::{Item, Store, StoreError};
use crate::domain::member::{Member, MemberPatch, MemberStatus, MemberType};
use crate::ids::{MemberId, OrgId, SiteId};
use crate::roles::RoleName;
use crate::time::now_ms;

pub const MEMBER: Entity = Entity { kind: "MEMBER", resource: "member" };

const OWNER: &str = "owner";

fn sorts(member: &Member) -> [(SortIndex, String); 2] {
    [(SortIndex::Gsi1, keys::instant_key(member.created_at)), (SortIndex::Gsi2, keys::text_key(&member.name))]
}

pub fn member_item(member: &Member) -> Item {
    let mut item = MEMBER.live_keys(member.org_id, member.id.uuid(), &sorts(member));
    item.insert("org_id".into(), s(member.org_id.uuid().to_string()));
    item.insert("type".into(), s(member.kind.as_str()));
    item.insert("role".into(), s(member.role.as_str()));
    item.insert("name".into(), s(&member.name));
    if let Some(email) = &member.email {
        item.insert("email".into(), s(email));
    }
    item.insert("status".into(), s(member.status.as_str()));
    item.insert("site_ids".into(), site_list(&member.site_ids));
    item.insert("created_at".into(), n(member.created_at));
    item.insert("updated_at".into(), n(member.updated_at));
    item.insert("version".into(), n(member.version));
    item
}

fn site_list(sites: &[SiteId]) -> AttributeValue {
    AttributeValue::L(sites.iter().map(|id| s(id.uuid().to_string())).collect())
}

pub(super) fn member_from_item(item: &Item) -> Result<Member, StoreError> {
    let corrupt = |what: &str| StoreError::internal(format!("stored member {what} is invalid"));
    Ok(Member {
        id: MemberId::from_uuid(get_uuid(item, PK)?),
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        kind: MemberType::parse(opt_s(item, "type").unwrap_or("user")).ok_or_else(|| corrupt("type"))?,
        role: RoleName::parse(get_s(item, "role")?).ok_or_else(|| corrupt("role"))?,
        name: opt_s(item, "name").unwrap_or_default().to_owned(),
        email: opt_s(item, "email").map(str::to_owned),
        status: MemberStatus::parse(opt_s(item, "status").unwrap_or("active"))
            .ok_or_else(|| corrupt("status"))?,
        site_ids: opt_ss(item, "site_ids")
            .iter()
            .map(|text| SiteId::parse(text).ok_or_else(|| corrupt("site id")))
            .collect::<Result<_, _>>()?,
        created_at: get_n(item, "created_at")?,
        updated_at: opt_n(item, "updated_at").unwrap_or(get_n(item, "created_at")?),
        version: opt_n(item, "version").unwrap_or(1),
    })
}

/// `ADD n :members, owners :owners` on the organization's member counter. Taking an owner
/// away is conditional on another one remaining.
fn member_counter(table: &str, org: OrgId, members: i64, owners: i64) -> UpdateBuilder {
    let update = Update::builder()
        .table_name(table)
        .set_key(Some(keys::item_key(keys::org(org.uuid()), keys::counter_sk(MEMBER.kind))))
        .update_expression("ADD n :members, owners :owners")
        .expression_attribute_values(":members", n(members))
        .expression_attribute_values(":owners", n(owners));
    if owners < 0 {
        return update.condition_expression("owners > :one").expression_attribute_values(":one", n(1));
    }
    update
}

/// Why a member update was not written.
#[derive(Debug)]
pub enum UpdateMemberError {
    Entity(EntityError),
    /// The member changed since it was read and checked.
    Changed,
    /// The update would demote the organization's last owner.
    LastOwner,
    /// The custom role given was deleted after it was checked.
    RoleGone,
    Store(StoreError),
}

from_errors!(StoreError => UpdateMemberError::Store);

impl Store {
    /// The writes that add a member: its item, the organization's counters and its custom
    /// role's holder count (the role must still exist).
    pub fn new_member_actions(&self, member: &Member) -> Result<Vec<TransactWriteItem>, StoreError> {
        let owners = i64::from(member.role.as_str() == OWNER);
        let mut actions = vec![
            Entity::put_new(self.table(), member_item(member))?,
            member_counter(self.table(), member.org_id, 1, owners).action()?,
        ];
        actions.extend(holder_steps(self.table(), None, Some(member))?);
        Ok(actions)
    }

    /// A member as read now (consistent), for a write that must know its role exactly.
    pub async fn get_member_consistent(&self, id: MemberId) -> Result<Option<Member>, StoreError> {
        self.read(MEMBER.key(id.uuid()), true).await?.as_ref().map(member_from_item).transpose()
    }

    /// A member as authentication sees it (eventually consistent; cached by the caller).
    pub async fn get_member(&self, id: MemberId) -> Result<Option<Member>, StoreError> {
        self.read(MEMBER.key(id.uuid()), false).await?.as_ref().map(member_from_item).transpose()
    }

    /// Applies a checked patch to the member as it was read (`current`): the write holds only
    /// if nobody changed the member since, and a demotion of an owner only while another owner
    /// remains.
    pub async fn update_member(
        &self,
        current: &Member,
        patch: &MemberPatch,
    ) -> Result<Member, UpdateMemberError> {
        let org = current.org_id;
        let now = now_ms();
        let mut changes = Changes::owned_by(org, Some(&IfMatch::Revisions(vec![current.version])));
        changes.set("updated_at", n(now));
        let mut updated = current.clone();
        if let Some(role) = &patch.role {
            changes.set("role", s(role.as_str()));
            updated.role = role.clone();
        }
        if let Some(sites) = &patch.site_ids {
            changes.set("site_ids", site_list(sites));
            updated.site_ids = sites.clone();
        }
        updated.updated_at = now;
        updated.version += 1;

        // The change in the owner count: a promotion adds one, a demotion takes one away.
        let owners = i64::from(updated.role.as_str() == OWNER) - i64::from(current.role.as_str() == OWNER);
        let mut actions = vec![changes.transact_update(self.table(), MEMBER.key(current.id.uuid()))?];
        if owners != 0 {
            actions.push(member_counter(self.table(), org, 0, owners).action()?);
        }
        // The role given must exist when the write lands (not deleted since it was checked).
        let holders = holder_steps(self.table(), Some(current), Some(&updated))?;
        let takes_custom_role = updated.role != current.role && updated.role.builtin().is_none();
        // The step that takes the new role on is the last one, when there is one.
        let role_step = (takes_custom_role && !holders.is_empty()).then(|| actions.len() + holders.len() - 1);
        actions.extend(holders);
        match self.transact(actions).await {
            Ok(()) => Ok(updated),
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => {
                let old = reasons.into_iter().next().and_then(|(_, item)| item);
                MEMBER.diagnosis(old.as_ref(), org, None).map_err(UpdateMemberError::Entity)?;
                Err(UpdateMemberError::Changed)
            }
            Err(StoreError::TransactionCancelled(reasons))
                if role_step.is_some_and(|step| failed_at(&reasons, step)) =>
            {
                Err(UpdateMemberError::RoleGone)
            }
            Err(StoreError::TransactionCancelled(reasons)) if owners != 0 && failed_at(&reasons, 1) => {
                Err(UpdateMemberError::LastOwner)
            }
            Err(other) => Err(UpdateMemberError::Store(other)),
        }
    }

    /// Turns a member off (the service identity of a deleted OAuth client), as transaction
    /// actions next to the deletion that causes it: the member as read (`held`) stops
    /// counting as a holder of its custom role, so the write holds only at that revision.
    pub fn disable_member_actions(&self, held: &Member) -> Result<Vec<TransactWriteItem>, StoreError> {
        let mut changes = Changes::owned_by(held.org_id, Some(&IfMatch::Revisions(vec![held.version])));
        changes.set("status", s(MemberStatus::Disabled.as_str()));
        changes.set("updated_at", n(now_ms()));
        let mut disabled = held.clone();
        disabled.status = MemberStatus::Disabled;
        let mut actions = vec![changes.transact_update(self.table(), MEMBER.key(held.id.uuid()))?];
        actions.extend(holder_steps(self.table(), Some(held), Some(&disabled))?);
        Ok(actions)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A member item exactly as the hand mapping wrote it before the key and index attributes
    /// came from `Entity::live_keys`, index attributes spelled out.
    #[test]
    fn a_member_item_keeps_its_stored_shape() {
        let role = RoleName::parse("admin").unwrap();
        let mut member =
            Member::new(OrgId::generate(), MemberType::User, role, "Ada", Some("ada@example.com"));
        member.site_ids = vec![SiteId::generate()];
        let (id, org) = (member.id.uuid(), member.org_id.uuid());
        let golden = Item::from([
            ("PK".into(), s(format!("MEMBER#{id}"))),
            ("SK".into(), s("MEMBER")),
            ("org_id".into(), s(org.to_string())),
            ("type".into(), s("user")),
            ("role".into(), s("admin")),
            ("name".into(), s("Ada")),
            ("email".into(), s("ada@example.com")),
            ("status".into(), s("active")),
            ("site_ids".into(), AttributeValue::L(vec![s(member.site_ids[0].uuid().to_string())])),
            ("created_at".into(), n(member.created_at)),
            ("updated_at".into(), n(member.updated_at)),
            ("version".into(), n(1)),
            ("GSI1PK".into(), s(format!("ORG#{org}#MEMBER"))),
            ("GSI1SK".into(), s(format!("{:015}\u{1}{id}", member.created_at))),
            ("GSI2PK".into(), s(format!("ORG#{org}#MEMBER"))),
            ("GSI2SK".into(), s(format!("ada\u{1}{id}"))),
        ]);
        assert_eq!(member_item(&member), golden);
        let read = member_from_item(&golden).unwrap();
        assert_eq!((read.id, read.org_id, read.site_ids), (member.id, member.org_id, member.site_ids));
    }
}
