//! Schedule items: `PK = SCHEDULE#<uuid>`, `SK = SCHEDULE`, listed through GSI1..GSI3 on
//! `ORG#<org>#SCHEDULE`. Schedule items: `PK = SCHITEM#<uuid>`, `SK = SCHITEM`, listed per
//! schedule through GSI1 on `SCHEDULE#<schedule>#ITEM`. An item that will run sits in the
//! due index (GSI5 on `DUE#<shard>`, sorted by its next run) with a copy of its schedule's
//! time zone, so the scheduler needs nothing else to fire it and to compute the run after.
//! A schedule's settings change rewrites every item in the same transaction, which is why a
//! schedule holds at most `MAX_ITEMS`.

use aws_sdk_dynamodb::types::{AttributeValue, ConditionCheck, Delete, Put, TransactWriteItem};
use chrono_tz::Tz;
use serde_json::json;
use uuid::Uuid;

use super::assets::ASSET;
use super::claim::Record;
use super::errors::from_errors;
use serde::{Deserialize, Serialize};

use super::attrs::{decimal, get_n, get_s, get_uuid, n, opt_n, opt_s, s, stored, write};
use super::entity::{Changes, Entity, EntityError, IfMatch, add, revision};
use super::keys::{self, PK, SortIndex};
use super::schedule_writer::{Unauthorized, Writer};
use super::site_scope::SiteScope;
use super::sites::SITE;
use super::transact::Action;
use super::{Item, Store, StoreError};
use crate::domain::asset::Visibility;
use crate::domain::capacity::Capacity;
use crate::domain::evse::EvseId;
use crate::domain::recurrence::{When, parse_zone};
use crate::domain::schedule::{
    AuthorCredential, InvalidField, ItemAction, ItemInput, MAX_ITEMS, Schedule, ScheduleItem, SchedulePatch,
    Target, TargetRef,
};
use crate::ids::{AssetId, MemberId, OrgId, ScheduleId, ScheduleItemId, SiteId};

pub const SCHEDULE: Entity = Entity { kind: "SCHEDULE", resource: "schedule" };
pub const SCHEDULE_ITEM: Entity = Entity { kind: "SCHITEM", resource: "schedule_item" };

/// Partitions of the due index: writes spread over them, the scheduler reads them all.
pub const DUE_SHARDS: u128 = 4;
/// The due index; its sort key is `<next run><SEP><id>`.
pub const DUE_INDEX: SortIndex = SortIndex::Gsi5;

/// Why a schedule could not be read, changed or deleted.
#[derive(Debug)]
pub enum ScheduleError {
    Entity(EntityError),
    /// A whole-schedule change by a caller that does not see every item.
    HoldsHiddenItems,
    /// Making the items run needs what some item's action needs (the services' decision).
    Unauthorized(Unauthorized),
    /// Every attempt lost a race with another writer.
    KeptChanging,
    Store(StoreError),
}

from_errors!(StoreError => ScheduleError::Store);

/// A target an item may not point at.
#[derive(Debug)]
pub enum TargetError {
    /// Not a live asset or site of the organization (answered on the field as given).
    Unknown(TargetRef),
    /// Outside the caller's sites: the `resource_type` (`asset`, `site`) as `given`.
    NotAssignedToSite {
        resource_type: &'static str,
        given: String,
    },
    Store(StoreError),
}

from_errors!(StoreError => TargetError::Store);

/// Why a schedule item could not be read, added, changed or deleted.
#[derive(Debug)]
pub enum ScheduleItemError {
    /// Its schedule cannot be used (answered naming the schedule).
    Schedule(ScheduleError),
    Entity(EntityError),
    /// The item belongs to another schedule (404 naming the item).
    OtherSchedule,
    NotAssignedToSite,
    Input(InvalidField),
    Target(TargetError),
    /// The writer lacks what the item's action needs (the services' decision).
    Unauthorized(Unauthorized),
    /// The schedule already holds `MAX_ITEMS`.
    Full,
    /// Every attempt lost a race with another writer.
    KeptChanging,
    Store(StoreError),
}

from_errors! {
    StoreError => ScheduleItemError::Store,
    ScheduleError => ScheduleItemError::Schedule,
    TargetError => ScheduleItemError::Target,
}

/// Read-and-write attempts when a concurrent change invalidated what was read.
const ATTEMPTS: usize = 4;

pub fn items_partition(schedule: ScheduleId) -> String {
    format!("SCHEDULE#{}#ITEM", schedule.uuid())
}

pub fn due_partition(shard: u128) -> String {
    format!("DUE#{shard}")
}

/// The due-index attributes of an entry (an item or a pending run) due at `at`.
pub fn due_attrs(id: Uuid, at: i64) -> [(String, AttributeValue); 2] {
    DUE_INDEX.entry(&due_partition(id.as_u128() % DUE_SHARDS), &keys::instant_key(at), id)
}

/// Where an item's target is, and who may see it: the asset's site and visibility, or the
/// site itself (seen only by who sees the whole site). Kept on the item for site access.
#[derive(Debug, Clone, Copy)]
pub struct Placement {
    pub site: SiteId,
    pub visibility: Visibility,
}

/// When an item runs next: its next time after `after`, while its schedule is enabled.
pub fn next_run(when: &When, zone: Tz, enabled: bool, after: i64) -> Option<i64> {
    if enabled { when.next_after(after, zone) } else { None }
}

fn schedule_sorts(schedule: &Schedule) -> [(SortIndex, String); 3] {
    [
        (SortIndex::Gsi1, keys::instant_key(schedule.created_at)),
        (SortIndex::Gsi2, keys::text_key(&schedule.name)),
        (SortIndex::Gsi3, keys::instant_key(schedule.updated_at)),
    ]
}

/// A schedule's attributes; `SCHEDULE.key` and the index attributes complete it.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Schedule")]
pub(super) struct ScheduleRecord {
    #[serde(rename = "PK", skip_serializing, deserialize_with = "stored::deserialize")]
    id: ScheduleId,
    #[serde(with = "stored")]
    org_id: OrgId,
    name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    description: Option<String>,
    #[serde(with = "stored")]
    timezone: Tz,
    #[serde(default)]
    enabled: bool,
    #[serde(default)]
    item_count: i64,
    created_at: i64,
    updated_at: i64,
    version: i64,
}

fn schedule_to_item(schedule: &Schedule) -> Item {
    let mut item = write(ScheduleRecord::serialize(schedule, serde_dynamo::Serializer));
    item.extend(SCHEDULE.live_keys(schedule.org_id, schedule.id.uuid(), &schedule_sorts(schedule)));
    item
}

/// The zone an item was written in (its schedule's).
pub fn entry_zone(item: &Item) -> Result<Tz, StoreError> {
    parse_zone(get_s(item, "timezone")?).map_err(StoreError::internal)
}

/// The stored form of a schedule item, in its schedule's zone (for the scheduler).
fn entry_to_item(entry: &ScheduleItem, zone: Tz, placement: Placement) -> Result<Item, StoreError> {
    let mut item = SCHEDULE_ITEM.key(entry.id.uuid());
    item.insert("org_id".into(), s(entry.org_id.uuid().to_string()));
    item.insert("schedule_id".into(), s(entry.schedule_id.uuid().to_string()));
    let (kind, target) = match entry.target {
        Target::Asset(id) => ("asset", id.uuid()),
        Target::Site(id) => ("site", id.uuid()),
    };
    item.insert("target_type".into(), s(kind));
    item.insert("target_id".into(), s(target.to_string()));
    // The target's site when the item was written: the event's site if the asset is gone.
    item.insert("site_id".into(), s(placement.site.uuid().to_string()));
    item.insert("visibility".into(), s(placement.visibility.as_str()));
    item.insert("action".into(), s(entry.action.as_str()));
    if let Some(limit) = entry.action.power_limit() {
        item.insert("power_limit_kw".into(), decimal(limit));
    }
    if let Some(evse) = entry.action.evse() {
        item.insert("evse_id".into(), n(evse.get()));
    }
    let (at, recurrence) = entry.when.stored();
    let when = json!({"at": at, "recurrence": recurrence});
    item.insert("when".into(), s(serde_json::to_string(&when).map_err(StoreError::internal)?));
    item.insert("timezone".into(), s(zone.name()));
    if let Some(next) = entry.next_run_at {
        item.insert("next_run_at".into(), n(next));
        item.extend(due_attrs(entry.id.uuid(), next));
    }
    if let Some(last) = entry.last_run_at {
        item.insert("last_run_at".into(), n(last));
    }
    if let Some(author) = entry.author {
        item.insert("author_id".into(), s(author.uuid().to_string()));
    }
    if let Some(until) = entry.author_until {
        item.insert("author_until".into(), n(until));
    }
    for (attr, value) in entry.author_credential.iter().flat_map(AuthorCredential::attrs) {
        item.insert(attr.into(), s(value));
    }
    item.insert("created_at".into(), n(entry.created_at));
    item.insert("updated_at".into(), n(entry.updated_at));
    item.insert("version".into(), n(entry.version));
    let created = keys::instant_key(entry.created_at);
    item.extend(SortIndex::Gsi1.entry(&items_partition(entry.schedule_id), &created, entry.id.uuid()));
    Ok(item)
}

pub(super) fn entry_from_item(item: &Item) -> Result<ScheduleItem, StoreError> {
    let corrupt = |what: &str| StoreError::internal(format!("stored schedule item {what} is invalid"));
    let target_id = get_uuid(item, "target_id")?;
    let target = match get_s(item, "target_type")? {
        "asset" => Target::Asset(AssetId::from_uuid(target_id)),
        "site" => Target::Site(SiteId::from_uuid(target_id)),
        _ => return Err(corrupt("target")),
    };
    let limit = item.get("power_limit_kw").and_then(|v| Capacity::from_decimal(v.as_n().ok()?));
    let evse =
        super::attrs::opt_n(item, "evse_id").map(|id| EvseId::new(id).ok_or_else(|| corrupt("evse_id")));
    let evse = evse.transpose()?;
    let action =
        ItemAction::from_parts(get_s(item, "action")?, limit, evse).map_err(|_| corrupt("action"))?;
    let when: serde_json::Value = serde_json::from_str(get_s(item, "when")?).map_err(|_| corrupt("time"))?;
    let when = match (when["at"].as_str(), &when["recurrence"]) {
        (Some(at), _) => When::Once { at: crate::time::parse_instant(at).ok_or_else(|| corrupt("time"))? },
        (None, recurrence) => When::parse_recurrence(recurrence).map_err(|_| corrupt("recurrence"))?,
    };
    Ok(ScheduleItem {
        id: ScheduleItemId::from_uuid(get_uuid(item, PK)?),
        schedule_id: ScheduleId::from_uuid(get_uuid(item, "schedule_id")?),
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        target,
        action,
        when,
        next_run_at: opt_n(item, "next_run_at"),
        last_run_at: opt_n(item, "last_run_at"),
        // Absent on items stored before items had authors.
        author: opt_s(item, "author_id")
            .map(|text| text.parse().map(MemberId::from_uuid))
            .transpose()
            .map_err(|_| corrupt("author"))?,
        author_until: item.get("author_until").map(|_| get_n(item, "author_until")).transpose()?,
        // Absent on items written before the writing credential was recorded.
        author_credential: AuthorCredential::from_attrs(|name| opt_s(item, name))
            .map_err(|_| corrupt("author credential"))?,
        created_at: get_n(item, "created_at")?,
        updated_at: get_n(item, "updated_at")?,
        version: get_n(item, "version")?,
    })
}

pub(super) fn stored_placement(item: &Item) -> Result<Placement, StoreError> {
    let visibility = opt_s(item, "visibility").and_then(Visibility::parse).unwrap_or(Visibility::Site);
    Ok(Placement { site: SiteId::from_uuid(get_uuid(item, "site_id")?), visibility })
}

/// Moves an item's next run, and its entry in the due index, to `next`; `None` takes it
/// out of the due index.
pub(super) fn set_next_run(changes: &mut Changes, id: Uuid, next: Option<i64>) {
    match next {
        Some(next) => {
            changes.set("next_run_at", n(next));
            changes.set_all(due_attrs(id, next));
        }
        None => {
            changes.remove("next_run_at");
            changes.remove(DUE_INDEX.pk());
            changes.remove(DUE_INDEX.sk());
        }
    }
}

fn still_same_settings(table: &str, schedule: &Schedule) -> Result<TransactWriteItem, StoreError> {
    ConditionCheck::builder()
        .table_name(table)
        .set_key(Some(SCHEDULE.key(schedule.id.uuid())))
        .condition_expression(
            "attribute_exists(PK) AND attribute_not_exists(deleted_at) AND #tz = :tz AND #enabled = :enabled",
        )
        .expression_attribute_names("#tz", "timezone")
        .expression_attribute_names("#enabled", "enabled")
        .expression_attribute_values(":tz", s(schedule.timezone.name()))
        .expression_attribute_values(":enabled", AttributeValue::Bool(schedule.enabled))
        .action()
}

/// A whole-schedule change (its settings, its deletion) acts on every item, so a site-limited
/// caller may make it only if it sees every item: 403 otherwise, naming the schedule and not
/// the items it may not see.
fn sees_every_item(scope: &SiteScope, entries: &[Item]) -> Result<(), ScheduleError> {
    for stored in entries {
        let placement = stored_placement(stored)?;
        if !scope.allows(placement.visibility.as_str(), Some(placement.site.uuid())) {
            return Err(ScheduleError::HoldsHiddenItems);
        }
    }
    Ok(())
}

/// Enabling or re-timing a schedule sets when its items run, which is setting them: the
/// caller must hold what every item's action needs (`Writer::may_set`), or it could start
/// another author's session actions it could not have written (403 INSUFFICIENT_PERMISSIONS).
/// Disabling needs nothing of the kind: it stops runs, it starts none.
fn may_set_every_item(caller: &Writer, entries: &[Item]) -> Result<(), ScheduleError> {
    for stored in entries {
        caller.may_set(entry_from_item(stored)?.action).map_err(ScheduleError::Unauthorized)?;
    }
    Ok(())
}

impl Store {
    pub async fn create_schedule(
        &self,
        schedule: &Schedule,
        record: Option<&Record>,
    ) -> Result<(), StoreError> {
        let actions = SCHEDULE.put_counted(self.table(), schedule.org_id, schedule_to_item(schedule))?;
        self.transact_create(actions, record).await
    }

    /// A live schedule of `org`.
    pub async fn schedule(&self, org: OrgId, id: ScheduleId) -> Result<Schedule, ScheduleError> {
        self.get_owned(SCHEDULE, id.uuid(), org).await?.map_err(ScheduleError::Entity)
    }

    /// The stored items of a schedule, oldest first (at most `MAX_ITEMS`).
    pub async fn schedule_entries(&self, schedule: ScheduleId) -> Result<Vec<Item>, StoreError> {
        self.query_partition(SortIndex::Gsi1, items_partition(schedule), None, None).await
    }

    /// Name and description change the schedule alone. A settings change (time zone,
    /// enabled) also moves every item's next run, in the same transaction, at the revisions
    /// read: an item added, edited or fired meanwhile makes the transaction fail and retry.
    /// The caller must see every item and, when the items will run (enabled), hold every
    /// item's action authority (checked against the items as read, so one added meanwhile is
    /// checked on the retry).
    #[allow(clippy::too_many_arguments)]
    pub async fn update_schedule(
        &self,
        org: OrgId,
        id: ScheduleId,
        patch: &SchedulePatch,
        expected: Option<&IfMatch>,
        caller: &Writer,
        now: i64,
    ) -> Result<Schedule, ScheduleError> {
        for _ in 0..ATTEMPTS {
            let current = self.schedule(org, id).await?;
            let next = patch.apply(&current, now);
            // Only a real change of zone or state moves the items' next runs.
            let moves_items = next.timezone != current.timezone || next.enabled != current.enabled;
            let entries = if moves_items { self.schedule_entries(id).await? } else { Vec::new() };
            // With no items to move, there is nothing the caller must see or hold.
            sees_every_item(&caller.scope, &entries)?;
            if next.enabled {
                may_set_every_item(caller, &entries)?;
            }
            revision(current.version, expected).map_err(ScheduleError::Entity)?;
            let mut changes = Changes::owned_by(org, Some(&IfMatch::Revisions(vec![current.version])));
            changes.set("updated_at", n(now));
            changes.set(SortIndex::Gsi3.sk(), s(keys::sort_key(&keys::instant_key(now), id.uuid())));
            changes.set("name", s(&next.name));
            changes.set(SortIndex::Gsi2.sk(), s(keys::sort_key(&keys::text_key(&next.name), id.uuid())));
            match &next.description {
                Some(text) => changes.set("description", s(text)),
                None => changes.remove("description"),
            }
            changes.set("timezone", s(next.timezone.name()));
            changes.set("enabled", AttributeValue::Bool(next.enabled));
            let mut actions = Vec::new();
            if moves_items {
                changes.require("item_count = :count", vec![(":count", n(current.item_count))]);
                if entries.len() as i64 != current.item_count {
                    // The item list index lags a just-written item: read again.
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                    continue;
                }
                for stored in &entries {
                    actions.push(self.reschedule_action(stored, &next, current.enabled, now)?);
                }
            }
            actions.insert(0, changes.transact_update(self.table(), SCHEDULE.key(id.uuid()))?);
            if self.committed(actions).await? {
                return Ok(next);
            }
        }
        Err(ScheduleError::KeptChanging)
    }

    /// An item's rewrite for its schedule's new settings: the new zone, and its next run
    /// computed afresh from now (runs missed while disabled are not caught up). A run already
    /// due and not yet claimed stays due while the schedule stays enabled.
    fn reschedule_action(
        &self,
        stored: &Item,
        schedule: &Schedule,
        was_enabled: bool,
        now: i64,
    ) -> Result<TransactWriteItem, StoreError> {
        let entry = entry_from_item(stored)?;
        let still_due = entry.next_run_at.filter(|due| *due <= now && was_enabled && schedule.enabled);
        let mut changes = Changes::owned_by(schedule.org_id, Some(&IfMatch::Revisions(vec![entry.version])));
        changes.set("timezone", s(schedule.timezone.name()));
        changes.set("updated_at", n(now));
        let next = still_due.or_else(|| next_run(&entry.when, schedule.timezone, schedule.enabled, now));
        set_next_run(&mut changes, entry.id.uuid(), next);
        changes.transact_update(self.table(), SCHEDULE_ITEM.key(entry.id.uuid()))
    }

    /// The schedule becomes a tombstone and its items are deleted, in one transaction. A
    /// site-limited caller must see every item, and each delete carries the site rule as its
    /// condition, so an item moved out of the caller's sites meanwhile fails the transaction.
    pub async fn delete_schedule(
        &self,
        org: OrgId,
        id: ScheduleId,
        expected: Option<&IfMatch>,
        scope: &SiteScope,
    ) -> Result<(), ScheduleError> {
        for _ in 0..ATTEMPTS {
            let current = self.schedule(org, id).await?;
            let entries = self.schedule_entries(id).await?;
            sees_every_item(scope, &entries)?;
            revision(current.version, expected).map_err(ScheduleError::Entity)?;
            if entries.len() as i64 != current.item_count {
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                continue;
            }
            let mut changes = Changes::tombstone(org, None);
            changes.require(
                "version = :read AND item_count = :count",
                vec![(":read", n(current.version)), (":count", n(current.item_count))],
            );
            let mut actions = vec![
                changes.transact_update(self.table(), SCHEDULE.key(id.uuid()))?,
                SCHEDULE.counter_update(self.table(), org, -1)?,
            ];
            for stored in &entries {
                let mut condition = Changes::default();
                condition.require("attribute_exists(PK)", Vec::new());
                scope.require(&mut condition);
                actions
                    .push(condition.transact_delete(self.table(), SCHEDULE_ITEM.key(get_uuid(stored, PK)?))?);
            }
            if self.committed(actions).await? {
                return Ok(());
            }
        }
        Err(ScheduleError::KeptChanging)
    }

    /// A target the caller may point an item at: a live asset or site of `org`, within the
    /// caller's sites. Returns where the target is.
    pub async fn check_target(
        &self,
        org: OrgId,
        given: &TargetRef,
        scope: &SiteScope,
    ) -> Result<(Target, Placement), TargetError> {
        let unknown = || TargetError::Unknown(given.clone());
        let not_assigned =
            |resource_type| TargetError::NotAssignedToSite { resource_type, given: given.given.clone() };
        let target = given.target.ok_or_else(unknown)?;
        match target {
            Target::Asset(id) => {
                let item: Item =
                    self.get_owned::<super::Raw>(ASSET, id.uuid(), org).await?.map_err(|_| unknown())?.0;
                if !scope.admits(&item) {
                    return Err(not_assigned(ASSET.resource));
                }
                Ok((target, stored_placement(&item)?))
            }
            Target::Site(id) => {
                self.get_owned::<super::Raw>(SITE, id.uuid(), org).await?.map_err(|_| unknown())?;
                if !scope.allows(Visibility::Site.as_str(), Some(id.uuid())) {
                    return Err(not_assigned(SITE.resource));
                }
                Ok((target, Placement { site: id, visibility: Visibility::Site }))
            }
        }
    }

    /// Adds an item: the schedule's item count goes up (at most `MAX_ITEMS`) under a
    /// condition that its settings are still those the next run was computed with.
    pub async fn create_schedule_item(
        &self,
        schedule: &Schedule,
        entry: &ScheduleItem,
        placement: Placement,
        record: Option<&Record>,
    ) -> Result<(), ScheduleItemError> {
        let count = add(self.table(), SCHEDULE.key(schedule.id.uuid()), "item_count", 1)
            .condition_expression(
                "attribute_exists(PK) AND attribute_not_exists(deleted_at) AND #tz = :tz \
                 AND #enabled = :enabled AND (attribute_not_exists(item_count) OR item_count < :max)",
            )
            .expression_attribute_names("#tz", "timezone")
            .expression_attribute_names("#enabled", "enabled")
            .expression_attribute_values(":tz", s(schedule.timezone.name()))
            .expression_attribute_values(":enabled", AttributeValue::Bool(schedule.enabled))
            .expression_attribute_values(":max", n(MAX_ITEMS))
            .return_values_on_condition_check_failure(
                aws_sdk_dynamodb::types::ReturnValuesOnConditionCheckFailure::AllOld,
            )
            .action()?;
        let item = entry_to_item(entry, schedule.timezone, placement)?;
        if let Err(error) =
            self.transact_create(vec![count, Entity::put_new(self.table(), item)?], record).await
        {
            let old = error.refused_at(0)?;
            SCHEDULE.access(old.as_ref(), schedule.org_id).map_err(ScheduleError::Entity)?;
            if old.as_ref().and_then(|item| opt_n(item, "item_count")).unwrap_or(0) >= MAX_ITEMS {
                return Err(ScheduleItemError::Full);
            }
            return Err(ScheduleError::KeptChanging.into());
        }
        Ok(())
    }

    /// An item of this schedule (not another's) that the caller's sites let it see.
    pub async fn schedule_entry(
        &self,
        org: OrgId,
        schedule: ScheduleId,
        id: ScheduleItemId,
        scope: &SiteScope,
    ) -> Result<ScheduleItem, ScheduleItemError> {
        let owned = self.get_owned::<super::Raw>(SCHEDULE_ITEM, id.uuid(), org).await?;
        let item = owned.map_err(ScheduleItemError::Entity)?.0;
        if !scope.admits(&item) {
            return Err(ScheduleItemError::NotAssignedToSite);
        }
        let entry = entry_from_item(&item)?;
        if entry.schedule_id != schedule {
            return Err(ScheduleItemError::OtherSchedule);
        }
        Ok(entry)
    }

    /// Changes an item: read, merge, and write back at the revision read while the
    /// schedule's settings are unchanged. The writer must see the item and hold what its
    /// action will need (checked against the item as read, so a concurrent change of action
    /// is checked on the retry), and becomes its author.
    #[allow(clippy::too_many_arguments)]
    pub async fn update_schedule_item(
        &self,
        org: OrgId,
        schedule_id: ScheduleId,
        id: ScheduleItemId,
        input: &ItemInput,
        expected: Option<&IfMatch>,
        writer: &Writer,
        now: i64,
    ) -> Result<ScheduleItem, ScheduleItemError> {
        let scope = &writer.scope;
        for _ in 0..ATTEMPTS {
            let schedule = self.schedule(org, schedule_id).await?;
            let owned = self.get_owned::<super::Raw>(SCHEDULE_ITEM, id.uuid(), org).await?;
            let stored = owned.map_err(ScheduleItemError::Entity)?.0;
            let current = entry_from_item(&stored)?;
            if current.schedule_id != schedule_id {
                return Err(ScheduleItemError::OtherSchedule);
            }
            if !scope.admits(&stored) {
                return Err(ScheduleItemError::NotAssignedToSite);
            }
            revision(current.version, expected).map_err(ScheduleItemError::Entity)?;
            let action = input.action_over(Some(current.action)).map_err(ScheduleItemError::Input)?;
            writer.may_set(action).map_err(ScheduleItemError::Unauthorized)?;
            let (target, placement) = match &input.target {
                Some(given) => self.check_target(org, given, scope).await?,
                None => (current.target, stored_placement(&stored)?),
            };
            // An EVSE is one station's: the item as it will be, not only this body, must say so.
            if action.evse().is_some() && matches!(target, Target::Site(_)) {
                let message = "names an EVSE of one station: give it with asset_id".into();
                return Err(ScheduleItemError::Input(InvalidField { field: "evse_id", message }));
            }
            let mut next = current.clone();
            next.target = target;
            next.action = action;
            next.author = Some(writer.member);
            next.author_until = writer.until;
            next.author_credential = writer.credential.clone();
            if let Some(when) = &input.when {
                next.when = when.clone();
                next.next_run_at = next_run(when, schedule.timezone, schedule.enabled, now);
            }
            next.updated_at = now;
            next.version += 1;
            let put = Put::builder()
                .table_name(self.table())
                .set_item(Some(entry_to_item(&next, schedule.timezone, placement)?))
                .condition_expression("attribute_exists(PK) AND version = :read")
                .expression_attribute_values(":read", n(current.version))
                .action()?;
            let actions = vec![put, still_same_settings(self.table(), &schedule)?];
            if self.committed(actions).await? {
                return Ok(next);
            }
        }
        Err(ScheduleItemError::KeptChanging)
    }

    pub async fn delete_schedule_item(
        &self,
        org: OrgId,
        schedule_id: ScheduleId,
        id: ScheduleItemId,
        expected: Option<&IfMatch>,
        scope: &SiteScope,
    ) -> Result<(), ScheduleItemError> {
        self.schedule(org, schedule_id).await?;
        for _ in 0..ATTEMPTS {
            let current = self.schedule_entry(org, schedule_id, id, scope).await?;
            revision(current.version, expected).map_err(ScheduleItemError::Entity)?;
            let delete = Delete::builder()
                .table_name(self.table())
                .set_key(Some(SCHEDULE_ITEM.key(id.uuid())))
                .condition_expression("version = :read")
                .expression_attribute_values(":read", n(current.version))
                .action()?;
            let count = add(self.table(), SCHEDULE.key(schedule_id.uuid()), "item_count", -1)
                .condition_expression("attribute_exists(PK)")
                .action()?;
            if self.committed(vec![delete, count]).await? {
                return Ok(());
            }
        }
        Err(ScheduleItemError::KeptChanging)
    }
}
