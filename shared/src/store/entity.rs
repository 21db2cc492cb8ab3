//! What every tenant-owned resource item shares: its key (`<KIND>#<uuid>` / `<KIND>`), the
//! `org_id` owner, the `version` revision, tombstones, the per-organization counter, and the
//! diagnosis of a failed conditional write from the old item DynamoDB hands back.

use aws_sdk_dynamodb::operation::update_item::builders::UpdateItemFluentBuilder;
use aws_sdk_dynamodb::types::builders::UpdateBuilder;
use aws_sdk_dynamodb::types::{
    AttributeValue, ConditionCheck, Delete, Put, ReturnValuesOnConditionCheckFailure, TransactWriteItem,
    Update,
};
use std::collections::HashMap;
use uuid::Uuid;

use super::StoreError;
use super::attrs::{n, opt_n, opt_s, s};
use super::errors::from_errors;
use super::keys::{self, SortIndex};
use super::transact::Action;
use super::{FromItem, Item, Store};
use crate::ids::OrgId;
use crate::time::now_ms;

/// The revisions a write accepts (what an `If-Match` header asks of the stored one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IfMatch {
    /// `*`: any current representation.
    Any,
    /// One of these revisions. ETags we never issued become revision 0, which never exists,
    /// so they fail the condition like any stale ETag.
    Revisions(Vec<i64>),
}

/// Deleted items stay as tombstones (410 GONE) this long, then TTL removes them (404).
pub const TOMBSTONE_DAYS: i64 = 90;

/// Whether the transaction action at `index` failed its condition.
pub fn failed_at(reasons: &[(String, Option<Item>)], index: usize) -> bool {
    reasons.get(index).is_some_and(|(code, _)| code == "ConditionalCheckFailed")
}

/// Whether a stored item is a tombstone (deleted, still remembered).
pub fn is_tombstone(item: &Item) -> bool {
    item.contains_key("deleted_at")
}

/// A live item of an organization read as `T`, or why there is none it may use (inner); the
/// outer error is a failure of the read.
pub type Owned<T> = Result<Result<T, EntityError>, StoreError>;

/// Why an organization cannot use a stored item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntityError {
    NotFound,
    OtherOrganization,
    /// A tombstone: deleted, still remembered.
    Gone,
    /// `If-Match` names another revision than the stored one.
    RevisionMismatch {
        current: i64,
    },
}

/// A write to a tenant item that was refused (the item's kind and why) or failed.
#[derive(Debug)]
pub enum WriteError {
    Refused(Entity, EntityError),
    Store(super::StoreError),
}

from_errors!(StoreError => WriteError::Store);

/// Whether `If-Match` (if any) names the stored revision `current`.
pub fn revision(current: i64, expected: Option<&IfMatch>) -> Result<(), EntityError> {
    match expected {
        Some(IfMatch::Revisions(revisions)) if !revisions.contains(&current) => {
            Err(EntityError::RevisionMismatch { current })
        }
        _ => Ok(()),
    }
}

/// `ADD <attr> :delta` on the item at `key` (a count); the caller adds any condition.
pub fn add(table: &str, key: Item, attr: &str, delta: i64) -> UpdateBuilder {
    Update::builder()
        .table_name(table)
        .set_key(Some(key))
        .update_expression(format!("ADD {attr} :delta"))
        .expression_attribute_values(":delta", n(delta))
}

/// A kind of tenant-owned item.
#[derive(Debug, Clone, Copy)]
pub struct Entity {
    /// In keys: `SITE`, `ASSET`.
    pub kind: &'static str,
    /// In error details: `site`, `asset`.
    pub resource: &'static str,
}

impl Entity {
    pub fn key(&self, id: Uuid) -> Item {
        keys::item_key(keys::entity(self.kind, id), self.kind)
    }

    /// The index attributes of a live item: one `(index, encoded sort value)` per sort order,
    /// all in the organization's list partition.
    pub fn index_attrs(&self, org: OrgId, id: Uuid, sorts: &[(SortIndex, String)]) -> Item {
        let partition = keys::org_partition(org.uuid(), self.kind);
        sorts.iter().flat_map(|(index, encoded)| index.entry(&partition, encoded, id)).collect()
    }

    /// A live item's key and index attributes (its own attributes complete it).
    pub fn live_keys(&self, org: OrgId, id: Uuid, sorts: &[(SortIndex, String)]) -> Item {
        let mut item = self.key(id);
        item.extend(self.index_attrs(org, id, sorts));
        item
    }

    /// Why this item cannot be used by `org`: there is none, another organization owns it,
    /// or it is a tombstone (checked in this order: a foreign tombstone is foreign).
    pub fn access(&self, item: Option<&Item>, org: OrgId) -> Result<(), EntityError> {
        let Some(item) = item else { return Err(EntityError::NotFound) };
        if opt_s(item, "org_id") != Some(org.uuid().to_string().as_str()) {
            return Err(EntityError::OtherOrganization);
        }
        if is_tombstone(item) {
            return Err(EntityError::Gone);
        }
        Ok(())
    }

    /// `item` read as `T` if `org` may use it, or why not (inner).
    pub fn owned<T: FromItem>(&self, item: Option<&Item>, org: OrgId) -> Owned<T> {
        if let Err(refused) = self.access(item, org) {
            return Ok(Err(refused));
        }
        item.map(T::from_item).transpose().map(|read| read.ok_or(EntityError::NotFound))
    }

    /// Diagnoses a conditional write that failed, from the item as it was: access first, then
    /// `If-Match`. `Ok` means both hold, so the caller's own condition is what failed.
    pub fn diagnosis(
        &self,
        old: Option<&Item>,
        org: OrgId,
        expected: Option<&IfMatch>,
    ) -> Result<(), EntityError> {
        self.access(old, org)?;
        revision(old.and_then(|item| opt_n(item, "version")).unwrap_or(0), expected)
    }

    /// The put of a new item, as a transaction action that fails if the id already exists.
    pub fn put_new(table: &str, item: Item) -> Result<TransactWriteItem, StoreError> {
        Put::builder()
            .table_name(table)
            .set_item(Some(item))
            .condition_expression("attribute_not_exists(PK)")
            .action()
    }

    /// A new item of `org` and its count: `put_new` and `counter_update`.
    pub fn put_counted(
        &self,
        table: &str,
        org: OrgId,
        item: Item,
    ) -> Result<Vec<TransactWriteItem>, StoreError> {
        Ok(vec![Entity::put_new(table, item)?, self.counter_update(table, org, 1)?])
    }

    /// `ADD n :delta` on the organization's counter of this kind (its exact `total`).
    pub fn counter_update(
        &self,
        table: &str,
        org: OrgId,
        delta: i64,
    ) -> Result<TransactWriteItem, StoreError> {
        add(table, keys::item_key(keys::org(org.uuid()), keys::counter_sk(self.kind)), "n", delta).action()
    }
}

/// An UpdateItem under construction: SET and REMOVE clauses plus the condition, with every
/// attribute name and value bound by placeholder (`#name`, `:name`).
#[derive(Debug, Default)]
pub struct Changes {
    sets: Vec<String>,
    removes: Vec<String>,
    /// ADD and DELETE clauses: members put into and taken out of a set attribute.
    adds: Vec<String>,
    deletes: Vec<String>,
    conditions: Vec<String>,
    names: HashMap<String, String>,
    values: HashMap<String, AttributeValue>,
}

impl Changes {
    /// A write to a live item of `org` (at the revision `If-Match` names, if any) that moves
    /// the revision on.
    pub fn owned_by(org: OrgId, expected: Option<&IfMatch>) -> Changes {
        let mut changes = Changes::default();
        changes.values.insert(":org".into(), s(org.uuid().to_string()));
        changes.values.insert(":one".into(), n(1));
        changes
            .conditions
            .push("attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at)".into());
        changes.sets.push("version = version + :one".into());
        if let Some(IfMatch::Revisions(revisions)) = expected {
            let revisions = changes.value_list("rev", revisions.iter().map(|revision| n(*revision)));
            changes.conditions.push(format!("version IN {revisions}"));
        }
        changes
    }

    /// The tombstone write: index attributes go (the item leaves every list), `deleted_at`
    /// and the TTL attribute are set, the revision moves on.
    pub fn tombstone(org: OrgId, expected: Option<&IfMatch>) -> Changes {
        let now = now_ms();
        let mut changes = Changes::owned_by(org, expected);
        changes.set("deleted_at", n(now));
        changes.set("updated_at", n(now));
        changes.set("expire_at", n(now / 1000 + TOMBSTONE_DAYS * 86_400));
        for index in SortIndex::ALL {
            changes.remove(index.pk());
            changes.remove(index.sk());
        }
        changes
    }

    /// The `#name` placeholder of a stored attribute, for conditions written by hand.
    pub fn name(&mut self, attr: &str) -> String {
        let key = format!("#{attr}");
        self.names.insert(key.clone(), attr.to_owned());
        key
    }

    pub fn set(&mut self, attr: &str, value: AttributeValue) {
        let name = self.name(attr);
        let placeholder = format!(":{attr}");
        self.values.insert(placeholder.clone(), value);
        self.sets.push(format!("{name} = {placeholder}"));
    }

    pub fn set_all(&mut self, attrs: impl IntoIterator<Item = (String, AttributeValue)>) {
        for (attr, value) in attrs {
            self.set(&attr, value);
        }
    }

    /// A SET clause in DynamoDB syntax with its own value placeholders (e.g. a `list_append`).
    pub fn set_expression(&mut self, clause: &str, values: Vec<(&str, AttributeValue)>) {
        self.sets.push(clause.to_owned());
        self.values.extend(values.into_iter().map(|(k, v)| (k.to_owned(), v)));
    }

    pub fn remove(&mut self, attr: &str) {
        let name = self.name(attr);
        self.removes.push(name);
    }

    /// Puts `value`'s members into the set attribute `attr` (made when absent).
    pub fn add_to_set(&mut self, attr: &str, value: AttributeValue) {
        let placeholder = format!(":{attr}_add");
        self.values.insert(placeholder.clone(), value);
        self.adds.push(format!("{attr} {placeholder}"));
    }

    /// Takes `value`'s members out of the set attribute `attr` (DynamoDB removes a set left
    /// empty, so `attribute_not_exists(attr)` then holds).
    pub fn delete_from_set(&mut self, attr: &str, value: AttributeValue) {
        let placeholder = format!(":{attr}_del");
        self.values.insert(placeholder.clone(), value);
        self.deletes.push(format!("{attr} {placeholder}"));
    }

    /// An extra condition on the stored attribute `attr`: `<attr> IN (values)`.
    pub fn require_in(&mut self, attr: &str, allowed: &[AttributeValue]) {
        let name = self.name(attr);
        let allowed = self.value_list(&format!("{attr}_ok"), allowed.iter().cloned());
        self.conditions.push(format!("{name} IN {allowed}"));
    }

    /// Binds `values` to `:<prefix>0`, `:<prefix>1`, … and gives them as the list `(…)` an
    /// `IN` condition takes.
    pub fn value_list(&mut self, prefix: &str, values: impl Iterator<Item = AttributeValue>) -> String {
        let placeholders: Vec<String> = values
            .enumerate()
            .map(|(i, value)| {
                let key = format!(":{prefix}{i}");
                self.values.insert(key.clone(), value);
                key
            })
            .collect();
        format!("({})", placeholders.join(", "))
    }

    /// A further condition in DynamoDB syntax with its own value placeholders.
    pub fn require(&mut self, condition: &str, values: Vec<(&str, AttributeValue)>) {
        self.conditions.push(condition.to_owned());
        self.values.extend(values.into_iter().map(|(k, v)| (k.to_owned(), v)));
    }

    fn expression(&self) -> String {
        let clauses =
            [("SET", &self.sets), ("REMOVE", &self.removes), ("ADD", &self.adds), ("DELETE", &self.deletes)];
        let clauses = clauses.iter().filter(|(_, list)| !list.is_empty());
        clauses.map(|(verb, list)| format!("{verb} {}", list.join(", "))).collect::<Vec<_>>().join(" ")
    }

    fn condition(&self) -> String {
        self.conditions.join(" AND ")
    }

    /// A Delete under the conditions gathered (SET and REMOVE clauses do not apply).
    pub fn transact_delete(self, table: &str, key: Item) -> Result<TransactWriteItem, StoreError> {
        Delete::builder()
            .table_name(table)
            .set_key(Some(key))
            .condition_expression(self.condition())
            .set_expression_attribute_names((!self.names.is_empty()).then_some(self.names))
            .set_expression_attribute_values((!self.values.is_empty()).then_some(self.values))
            .action()
    }

    /// One UpdateItem request of the item at `key` (no condition when none was gathered).
    pub fn update_item(self, store: &Store, key: Item) -> UpdateItemFluentBuilder {
        store
            .client()
            .update_item()
            .table_name(store.table())
            .set_key(Some(key))
            .update_expression(self.expression())
            .set_condition_expression((!self.conditions.is_empty()).then(|| self.condition()))
            .set_expression_attribute_names((!self.names.is_empty()).then_some(self.names))
            .set_expression_attribute_values(Some(self.values))
    }

    /// A ConditionCheck under the conditions gathered (no SET or REMOVE applies).
    pub fn transact_check(self, table: &str, key: Item) -> Result<TransactWriteItem, StoreError> {
        ConditionCheck::builder()
            .table_name(table)
            .set_key(Some(key))
            .condition_expression(self.condition())
            .set_expression_attribute_names((!self.names.is_empty()).then_some(self.names))
            .set_expression_attribute_values((!self.values.is_empty()).then_some(self.values))
            .action()
    }

    pub fn transact_update(self, table: &str, key: Item) -> Result<TransactWriteItem, StoreError> {
        Update::builder()
            .table_name(table)
            .set_key(Some(key))
            .update_expression(self.expression())
            .condition_expression(self.condition())
            .set_expression_attribute_names((!self.names.is_empty()).then_some(self.names))
            .set_expression_attribute_values(Some(self.values))
            .return_values_on_condition_check_failure(ReturnValuesOnConditionCheckFailure::AllOld)
            .action()
    }
}

impl Store {
    /// One UpdateItem with `changes`: the new item, or the old one when the condition failed
    /// (for `Entity::diagnose`).
    pub async fn update_entity(
        &self,
        key: Item,
        changes: Changes,
    ) -> Result<Result<Item, Option<Item>>, StoreError> {
        // Every entity update states what it expects of the item (its owner, its revision): one
        // without a condition would write blind.
        debug_assert!(!changes.conditions.is_empty(), "an entity update without a condition");
        let result = changes
            .update_item(self, key)
            .return_values(aws_sdk_dynamodb::types::ReturnValue::AllNew)
            .return_values_on_condition_check_failure(ReturnValuesOnConditionCheckFailure::AllOld)
            .send()
            .await;
        match result {
            Ok(output) => Ok(Ok(output.attributes.unwrap_or_default())),
            Err(error) => super::errors::refused(error).map(Err),
        }
    }

    /// A live item of `org`, or why there is none it may use.
    pub async fn get_owned<T: FromItem>(&self, entity: Entity, id: Uuid, org: OrgId) -> Owned<T> {
        let item = self.read(entity.key(id), true).await?;
        entity.owned(item.as_ref(), org)
    }

    /// Whether the item exists and is not a tombstone (a revoked key, a deleted client): one
    /// consistent GetItem.
    pub async fn live(&self, entity: Entity, id: Uuid) -> Result<bool, StoreError> {
        Ok(self.get_entity::<super::Raw>(entity, id).await?.is_some_and(|raw| !is_tombstone(&raw.0)))
    }

    /// The stored item of any entity, live or tombstone, whichever organization owns it. A
    /// strongly consistent read: a client reads its own writes, and writes check the
    /// revision they really replace.
    pub async fn get_entity<T: FromItem>(&self, entity: Entity, id: Uuid) -> Result<Option<T>, StoreError> {
        self.read(entity.key(id), true).await?.as_ref().map(T::from_item).transpose()
    }
}
