//! A site's load management state (docs/load-management.md): one partition per site,
//! `ORG#<org uuid>#SITEPOWER#<site uuid>`, read whole by one consistent Query.
//!
//! - `SK = SITE`: the allocator's lease (`lease_task`, `lease_until` ms) and `pending`, a
//!   counter every change adds to, so the lease holder knows to run again before it lets go.
//! - `SK = SESSION#<session uuid>`: one live session's power: what it may draw, what it drew,
//!   what its station may be applying and the share it was given. One item per session, so a
//!   reading or an answer rewrites about 300 bytes, not the whole site.
//!
//! One allocator per site at a time: whoever notes a change (a start, a stop, a reading, an
//! answer, a new limit) adds to `pending`, then takes the lease if it is free or expired; a
//! holder lets go only when `pending` is what it last saw, else it runs again. A holder that
//! died leaves its lease to expire, and the next change takes it over.

use std::collections::HashMap;

use aws_sdk_dynamodb::error::{ProvideErrorMetadata, SdkError};
use aws_sdk_dynamodb::types::{AttributeValue, ConditionCheck, Put, ReturnValue, Update};
use serde::{Deserialize, Serialize};

use super::attrs::{Item, get_s, n, opt_n, opt_s, read, s, write};
use super::keys;
use super::transact::Action;
use super::{Store, StoreError};
pub use crate::domain::load::power_session::{PowerSession, PowerState};
use crate::ids::{OrgId, SiteId};

pub(super) const HEADER: &str = "SITE";
const SESSION_PREFIX: &str = "SESSION#";

pub(super) fn partition(org: OrgId, site: SiteId) -> String {
    format!("{}#SITEPOWER#{}", keys::org(org.uuid()), site.uuid())
}

fn session_key(org: OrgId, site: SiteId, session_id: &str) -> Item {
    keys::item_key(partition(org, site), format!("{SESSION_PREFIX}{session_id}"))
}

/// Watts as a stored number (none is near `i64::MAX`; a saturated one still reads back).
fn watts(w: u64) -> i64 {
    i64::try_from(w).unwrap_or(i64::MAX)
}

/// A conditional write's outcome: `true` when it was written, `false` when its condition did not
/// hold.
fn went_through<O, E, R>(result: Result<O, SdkError<E, R>>) -> Result<bool, StoreError>
where
    E: ProvideErrorMetadata + std::error::Error + Into<aws_sdk_dynamodb::Error> + 'static,
    R: std::fmt::Debug,
{
    match result {
        Ok(_) => Ok(true),
        Err(error) => super::errors::refused(error).map(|_| false),
    }
}

/// The sessions one transaction of `record_round` writes (with its condition on the header).
const ROUND_WRITES: usize = 99;

/// The allocator's fields of a session as one update: its share, state and sends, and what its
/// station may be applying (absent ones removed).
struct Decided {
    expression: String,
    names: HashMap<String, String>,
    values: HashMap<String, AttributeValue>,
}

impl Decided {
    fn of(session: &PowerSession) -> Decided {
        let mut set =
            vec!["target_w = :target".to_owned(), "#state = :state".to_owned(), "sends = :sends".to_owned()];
        let mut remove = Vec::new();
        let mut values = HashMap::from([
            (":target".to_owned(), n(watts(session.target_w))),
            (":state".to_owned(), s(state_name(session.state))),
            (":sends".to_owned(), AttributeValue::L(session.sends.iter().map(|at| n(*at)).collect())),
        ]);
        let optional = [
            ("ceiling_w", ":ceiling", session.ceiling_w.map(watts)),
            ("unanswered_w", ":unanswered", session.unanswered_w.map(watts)),
            ("sent_at", ":sent_at", session.sent_at),
            ("refused_at", ":refused_at", session.refused_at),
        ];
        for (field, name, value) in optional {
            match value {
                Some(value) => {
                    set.push(format!("{field} = {name}"));
                    values.insert(name.to_owned(), n(value));
                }
                None => remove.push(field),
            }
        }
        let mut expression = format!("SET {}", set.join(", "));
        if !remove.is_empty() {
            expression.push_str(&format!(" REMOVE {}", remove.join(", ")));
        }
        Decided { expression, names: HashMap::from([("#state".to_owned(), "state".to_owned())]), values }
    }
}

fn state_name(state: PowerState) -> &'static str {
    match state {
        PowerState::Charging => "charging",
        PowerState::Waiting => "waiting",
        PowerState::Paused => "paused",
    }
}

/// The allocator's lease and the change counter.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PowerHeader {
    /// The task holding the lease and until when (ms).
    pub lease: Option<(String, i64)>,
    pub pending: i64,
    /// Added to by the changes that decide what may be sent (a start, an end, a pause, a new
    /// limit or maximum, a reservation), not by a draw: a round and a reservation are written
    /// only while it is what they read.
    pub epoch: i64,
    /// When the site's last `power_allocated` event was written (ms).
    pub allocated_event_at: Option<i64>,
}

/// A site's whole power state.
#[derive(Debug, Clone, Default)]
pub struct SitePower {
    pub header: PowerHeader,
    pub sessions: Vec<PowerSession>,
}

fn header_from(item: &Item) -> PowerHeader {
    let lease = match (opt_s(item, "lease_task"), opt_n(item, "lease_until")) {
        (Some(task), Some(until)) => Some((task.to_owned(), until)),
        _ => None,
    };
    PowerHeader {
        lease,
        pending: opt_n(item, "pending").unwrap_or(0),
        epoch: opt_n(item, "epoch").unwrap_or(0),
        allocated_event_at: opt_n(item, "allocated_event_at"),
    }
}

impl Store {
    /// The site's power state: one consistent Query of its partition.
    pub async fn site_power(&self, org: OrgId, site: SiteId) -> Result<SitePower, StoreError> {
        let request = self
            .client()
            .query()
            .table_name(self.table())
            .key_condition_expression("PK = :pk")
            .expression_attribute_values(":pk", s(partition(org, site)))
            .consistent_read(true);
        let mut power = SitePower::default();
        for item in self.query_all(request).await? {
            let sk = get_s(&item, keys::SK)?;
            if sk == HEADER {
                power.header = header_from(&item);
            } else if sk.starts_with(SESSION_PREFIX) {
                power.sessions.push(read(&item, PowerSession::deserialize)?);
            }
        }
        Ok(power)
    }

    /// Enrols a live session at a limited site, unless it is enrolled already, and notes the change
    /// in the same transaction (no round can write on a view that missed it): `true` when this
    /// call made it (a station resending its start enrols nothing twice).
    pub async fn enrol_power_session(
        &self,
        org: OrgId,
        site: SiteId,
        session: &PowerSession,
    ) -> Result<bool, StoreError> {
        let mut item = write(PowerSession::serialize(session, serde_dynamo::Serializer));
        item.extend(session_key(org, site, &session.session_id));
        let enrolled = Put::builder()
            .table_name(self.table())
            .set_item(Some(item))
            .condition_expression("attribute_not_exists(PK)");
        self.committed(vec![enrolled.action()?, self.noted(org, site).action()?]).await
    }

    /// The header's update of a change that decides what may be sent, for a transaction.
    fn noted(&self, org: OrgId, site: SiteId) -> aws_sdk_dynamodb::types::builders::UpdateBuilder {
        Update::builder()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(org, site), HEADER)))
            .update_expression("ADD pending :one, epoch :one")
            .expression_attribute_values(":one", n(1))
    }

    /// Reserves a start's share before its station is asked (`transaction_id` empty until its
    /// Started event binds it), only if nothing that decides what may be sent was noted for the
    /// site since it was read (`epoch` is `seen`), and notes it: `false` when something was.
    pub async fn reserve_start(
        &self,
        org: OrgId,
        site: SiteId,
        session: &PowerSession,
        seen: i64,
    ) -> Result<bool, StoreError> {
        let noted = Update::builder()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(org, site), HEADER)))
            .update_expression("ADD pending :one, epoch :one")
            .condition_expression("epoch = :seen OR (attribute_not_exists(epoch) AND :seen = :zero)")
            .expression_attribute_values(":one", n(1))
            .expression_attribute_values(":seen", n(seen))
            .expression_attribute_values(":zero", n(0));
        let mut item = write(PowerSession::serialize(session, serde_dynamo::Serializer));
        item.extend(session_key(org, site, &session.session_id));
        let reserved = Put::builder()
            .table_name(self.table())
            .set_item(Some(item))
            .condition_expression("attribute_not_exists(PK)");
        self.committed(vec![noted.action()?, reserved.action()?]).await
    }

    /// Binds a reserved start to the transaction its station began, and notes the change in the
    /// same transaction: `true` when this call did (it takes part in the site's rounds from now
    /// on).
    pub async fn bind_start(
        &self,
        org: OrgId,
        site: SiteId,
        session_id: &str,
        transaction_id: &str,
        start_profile_applied: bool,
    ) -> Result<bool, StoreError> {
        // A station that may have ignored the start's limit counts at its capacity until one is
        // accepted.
        let expression = if start_profile_applied {
            "SET transaction_id = :tx"
        } else {
            "SET transaction_id = :tx REMOVE ceiling_w"
        };
        let bound = Update::builder()
            .table_name(self.table())
            .set_key(Some(session_key(org, site, session_id)))
            .update_expression(expression)
            .condition_expression("attribute_exists(PK) AND transaction_id = :none")
            .expression_attribute_values(":tx", s(transaction_id))
            .expression_attribute_values(":none", s(""));
        self.committed(vec![bound.action()?, self.noted(org, site).action()?]).await
    }

    /// One session's power, if it is enrolled.
    pub async fn power_session(
        &self,
        org: OrgId,
        site: SiteId,
        session_id: &str,
    ) -> Result<Option<PowerSession>, StoreError> {
        let output = self
            .client()
            .get_item()
            .table_name(self.table())
            .set_key(Some(session_key(org, site, session_id)))
            .consistent_read(true)
            .send()
            .await
            .map_err(super::errors::fail)?;
        output.item.as_ref().map(|item| read(item, PowerSession::deserialize)).transpose()
    }

    /// Writes what the allocator decides of a session (its share, state, what its station may be
    /// applying, its sends), field by field: a reading, a pause or a new maximum written
    /// meanwhile is not undone. `false` when the session ended meanwhile.
    pub async fn record_allocation(
        &self,
        org: OrgId,
        site: SiteId,
        session: &PowerSession,
    ) -> Result<bool, StoreError> {
        went_through(self.decided_item(org, site, session, "attribute_exists(PK)").send().await)
    }

    /// Records a station's answer to the limit sent at `sent_at` (`record_allocation` of the
    /// session as the answer leaves it), unless a later limit was sent meanwhile (by a newer holder
    /// of the site's lease, this one's having run out): that one's answer is still awaited, and
    /// a late answer to this one must not make it forgotten. `false` then, or when it ended.
    pub async fn record_answer(
        &self,
        org: OrgId,
        site: SiteId,
        session: &PowerSession,
        sent_at: i64,
    ) -> Result<bool, StoreError> {
        let update = self
            .decided_item(org, site, session, "attribute_exists(PK) AND sent_at = :answered")
            .expression_attribute_values(":answered", n(sent_at));
        went_through(update.send().await)
    }

    /// `decided` as one UpdateItem (1 write unit, where a transaction of one would cost 2).
    fn decided_item(
        &self,
        org: OrgId,
        site: SiteId,
        session: &PowerSession,
        condition: &str,
    ) -> aws_sdk_dynamodb::operation::update_item::builders::UpdateItemFluentBuilder {
        let decided = Decided::of(session);
        self.client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(session_key(org, site, &session.session_id)))
            .condition_expression(condition)
            .update_expression(decided.expression)
            .set_expression_attribute_names(Some(decided.names))
            .set_expression_attribute_values(Some(decided.values))
    }

    /// The update of a session's decided fields (`Decided`), under `condition`, for a transaction.
    fn decided(
        &self,
        org: OrgId,
        site: SiteId,
        session: &PowerSession,
        condition: &str,
    ) -> aws_sdk_dynamodb::types::builders::UpdateBuilder {
        let decided = Decided::of(session);
        Update::builder()
            .table_name(self.table())
            .set_key(Some(session_key(org, site, &session.session_id)))
            .condition_expression(condition)
            .update_expression(decided.expression)
            .set_expression_attribute_names(Some(decided.names))
            .set_expression_attribute_values(Some(decided.values))
    }

    /// Writes a round's decisions (`record_allocation` for each session) only if nothing that
    /// decides what may be sent was noted for the site since the allocator read it (`epoch` is
    /// still `seen`): a start, an end, a pause or a new limit that came meanwhile makes the round
    /// run again on what is stored now, so no raise is ever sent on a view that misses a session. `false` then (or
    /// when one of them ended). Sessions beyond one transaction's size are written in further
    /// transactions, each under the same condition.
    pub async fn record_round(
        &self,
        org: OrgId,
        site: SiteId,
        sessions: &[PowerSession],
        seen: i64,
    ) -> Result<bool, StoreError> {
        for chunk in sessions.chunks(ROUND_WRITES) {
            let unchanged = ConditionCheck::builder()
                .table_name(self.table())
                .set_key(Some(keys::item_key(partition(org, site), HEADER)))
                .condition_expression("epoch = :seen OR (attribute_not_exists(epoch) AND :seen = :zero)")
                .expression_attribute_values(":seen", n(seen))
                .expression_attribute_values(":zero", n(0));
            let mut items = vec![unchanged.action()?];
            for session in chunk {
                items.push(self.decided(org, site, session, "attribute_exists(PK)").action()?);
            }
            if !self.committed(items).await? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// A session's draw (W) from its readings; `false` when it is not enrolled.
    pub async fn note_draw(
        &self,
        org: OrgId,
        site: SiteId,
        session_id: &str,
        draw_w: u64,
    ) -> Result<bool, StoreError> {
        self.set_power_field(org, site, session_id, "draw_w", n(watts(draw_w))).await
    }

    /// The most a session may be given (W): its EVSE's capacity lowered by its asset's limit.
    pub async fn set_power_max(
        &self,
        org: OrgId,
        site: SiteId,
        session_id: &str,
        max_w: u64,
    ) -> Result<bool, StoreError> {
        self.set_power_field(org, site, session_id, "max_w", n(watts(max_w))).await
    }

    /// A session paused or resumed, noted in the same transaction. A pause sets only the flag:
    /// what its station may be applying stays the allocator's to track (its next round sends the
    /// paused session 0 W and counts it until accepted), so a limit of the allocator's crossing
    /// the pause is never forgotten. A resume also forgets what was in force: the pause's own 0 W
    /// may be, so the session counts at its EVSE's capacity and is sent its share at once.
    pub async fn set_power_paused(
        &self,
        org: OrgId,
        site: SiteId,
        session_id: &str,
        paused: bool,
    ) -> Result<bool, StoreError> {
        let expression =
            if paused { "SET paused = :paused" } else { "SET paused = :paused REMOVE ceiling_w" };
        let flagged = Update::builder()
            .table_name(self.table())
            .set_key(Some(session_key(org, site, session_id)))
            .condition_expression("attribute_exists(PK)")
            .update_expression(expression)
            .expression_attribute_values(":paused", AttributeValue::Bool(paused));
        self.committed(vec![flagged.action()?, self.noted(org, site).action()?]).await
    }

    /// What a session's station applies is no longer known (a limit was sent around the
    /// allocator): it counts at its EVSE's capacity until its next limit is accepted, and the
    /// allocator sends its share again. Noted in the same transaction.
    pub async fn forget_limit(&self, org: OrgId, site: SiteId, session_id: &str) -> Result<bool, StoreError> {
        let forgotten = Update::builder()
            .table_name(self.table())
            .set_key(Some(session_key(org, site, session_id)))
            .condition_expression("attribute_exists(PK)")
            .update_expression("REMOVE ceiling_w");
        self.committed(vec![forgotten.action()?, self.noted(org, site).action()?]).await
    }

    async fn set_power_field(
        &self,
        org: OrgId,
        site: SiteId,
        session_id: &str,
        field: &str,
        value: AttributeValue,
    ) -> Result<bool, StoreError> {
        let result = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(session_key(org, site, session_id)))
            .condition_expression("attribute_exists(PK)")
            .update_expression("SET #field = :value")
            .expression_attribute_names("#field", field)
            .expression_attribute_values(":value", value)
            .send()
            .await;
        went_through(result)
    }

    /// A session ended: it draws nothing any more. `true` when it was enrolled.
    pub async fn remove_power_session(
        &self,
        org: OrgId,
        site: SiteId,
        session_id: &str,
    ) -> Result<bool, StoreError> {
        let output = self
            .client()
            .delete_item()
            .table_name(self.table())
            .set_key(Some(session_key(org, site, session_id)))
            .return_values(ReturnValue::AllOld)
            .send()
            .await
            .map_err(super::errors::fail)?;
        Ok(output.attributes.is_some_and(|old| !old.is_empty()))
    }

    /// Removes a reserved start whose station never began it, unless its Started event bound it
    /// meanwhile.
    pub async fn remove_unbound_start(
        &self,
        org: OrgId,
        site: SiteId,
        session_id: &str,
    ) -> Result<bool, StoreError> {
        let result = self
            .client()
            .delete_item()
            .table_name(self.table())
            .set_key(Some(session_key(org, site, session_id)))
            .condition_expression("transaction_id = :none")
            .expression_attribute_values(":none", s(""))
            .send()
            .await;
        went_through(result)
    }

    /// Lets the lease go whatever was noted (a run that gave up): the next run takes it at once.
    pub async fn let_allocator_lease_go(
        &self,
        org: OrgId,
        site: SiteId,
        task: &str,
    ) -> Result<bool, StoreError> {
        let result = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(org, site), HEADER)))
            .update_expression("REMOVE lease_task, lease_until")
            .condition_expression("lease_task = :task")
            .expression_attribute_values(":task", s(task))
            .send()
            .await;
        went_through(result)
    }

    /// Notes a change for the allocator that decides what may be sent (`epoch` too); returns the
    /// header after it.
    pub async fn note_power_change(&self, org: OrgId, site: SiteId) -> Result<PowerHeader, StoreError> {
        self.note(org, site, "ADD pending :one, epoch :one").await
    }

    /// Notes a draw that moved: the allocator runs again, and a round already decided still
    /// holds (a draw moves shares, never what may be in force).
    pub async fn note_draw_change(&self, org: OrgId, site: SiteId) -> Result<PowerHeader, StoreError> {
        self.note(org, site, "ADD pending :one").await
    }

    async fn note(&self, org: OrgId, site: SiteId, expression: &str) -> Result<PowerHeader, StoreError> {
        let output = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(org, site), HEADER)))
            .update_expression(expression)
            .expression_attribute_values(":one", n(1))
            .return_values(ReturnValue::AllNew)
            .send()
            .await
            .map_err(super::errors::fail)?;
        Ok(output.attributes.as_ref().map(header_from).unwrap_or_default())
    }

    /// Takes (or renews) the allocator's lease for `task` until `until` (ms), if it is free,
    /// expired at `now`, or already `task`'s: the header then, `None` when another task holds it.
    pub async fn take_allocator_lease(
        &self,
        org: OrgId,
        site: SiteId,
        task: &str,
        now: i64,
        until: i64,
    ) -> Result<Option<PowerHeader>, StoreError> {
        let result = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(org, site), HEADER)))
            .update_expression("SET lease_task = :task, lease_until = :until")
            .condition_expression(
                "attribute_not_exists(lease_until) OR lease_until < :now OR lease_task = :task",
            )
            .expression_attribute_values(":task", s(task))
            .expression_attribute_values(":until", n(until))
            .expression_attribute_values(":now", n(now))
            .return_values(ReturnValue::AllNew)
            .send()
            .await;
        match result {
            Ok(output) => Ok(Some(output.attributes.as_ref().map(header_from).unwrap_or_default())),
            Err(error) => super::errors::refused(error).map(|_| None),
        }
    }

    /// Lets the lease go if nothing changed since `seen` (the `pending` the holder last ran
    /// for): `false` when something did (run again) or the lease is no longer `task`'s.
    pub async fn release_allocator_lease(
        &self,
        org: OrgId,
        site: SiteId,
        task: &str,
        seen: i64,
    ) -> Result<bool, StoreError> {
        let result = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(org, site), HEADER)))
            .update_expression("REMOVE lease_task, lease_until")
            .condition_expression("lease_task = :task AND (pending = :seen OR (attribute_not_exists(pending) AND :seen = :zero))")
            .expression_attribute_values(":task", s(task))
            .expression_attribute_values(":seen", n(seen))
            .expression_attribute_values(":zero", n(0))
            .send()
            .await;
        went_through(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session() -> PowerSession {
        PowerSession {
            session_id: "s".into(),
            asset_id: "a".into(),
            identity: "CP-1".into(),
            evse_id: 1,
            transaction_id: "t".into(),
            started_at: 1,
            capacity_w: 22_000,
            max_w: 22_000,
            draw_w: None,
            ceiling_w: Some(7_000),
            unanswered_w: Some(9_000),
            sent_at: Some(5),
            sends: vec![5],
            target_w: 9_000,
            state: PowerState::Charging,
            paused: false,
            refused_at: None,
        }
    }

    #[test]
    fn a_session_reads_back_whole_and_absent_options_stay_absent() {
        let stored = session();
        let item = write(PowerSession::serialize(&stored, serde_dynamo::Serializer));
        assert!(!item.contains_key("draw_w"));
        assert_eq!(read(&item, PowerSession::deserialize).unwrap(), stored);
    }

    #[test]
    fn an_answer_clears_when_the_limit_was_sent() {
        let mut power = session();
        power.set_applied(power.applied().accepted());
        assert_eq!((power.ceiling_w, power.unanswered_w, power.sent_at), (Some(9_000), None, None));
    }
}
