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

use aws_sdk_dynamodb::types::ReturnValue;
use serde::{Deserialize, Serialize};

use super::attrs::{Item, get_s, n, opt_n, opt_s, read, s, write};
use super::keys;
use super::{Store, StoreError};
pub use crate::domain::load::power_session::{PowerSession, PowerState};
use crate::ids::{OrgId, SiteId};

pub(super) const HEADER: &str = "SITE";
const SESSION_PREFIX: &str = "SESSION#";

pub(super) fn partition(org: OrgId, site: SiteId) -> String {
    format!("{}#SITEPOWER#{}", keys::org(org.uuid()), site.uuid())
}

/// The allocator's lease and the change counter.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PowerHeader {
    /// The task holding the lease and until when (ms).
    pub lease: Option<(String, i64)>,
    pub pending: i64,
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
    PowerHeader { lease, pending: opt_n(item, "pending").unwrap_or(0) }
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

    /// Writes a session's power (a new session, or the allocator's update of one).
    pub async fn put_power_session(
        &self,
        org: OrgId,
        site: SiteId,
        session: &PowerSession,
    ) -> Result<(), StoreError> {
        let mut item = write(PowerSession::serialize(session, serde_dynamo::Serializer));
        item.extend(keys::item_key(partition(org, site), format!("{SESSION_PREFIX}{}", session.session_id)));
        self.client()
            .put_item()
            .table_name(self.table())
            .set_item(Some(item))
            .send()
            .await
            .map_err(super::errors::fail)?;
        Ok(())
    }

    /// Updates a session the allocator read, unless it ended meanwhile (`false` then).
    pub async fn update_power_session(
        &self,
        org: OrgId,
        site: SiteId,
        session: &PowerSession,
    ) -> Result<bool, StoreError> {
        let mut item = write(PowerSession::serialize(session, serde_dynamo::Serializer));
        item.extend(keys::item_key(partition(org, site), format!("{SESSION_PREFIX}{}", session.session_id)));
        let result = self
            .client()
            .put_item()
            .table_name(self.table())
            .set_item(Some(item))
            .condition_expression("attribute_exists(PK)")
            .send()
            .await;
        match result {
            Ok(_) => Ok(true),
            Err(error) => super::errors::refused(error).map(|_| false),
        }
    }

    /// A session ended: it draws nothing any more.
    pub async fn remove_power_session(
        &self,
        org: OrgId,
        site: SiteId,
        session_id: &str,
    ) -> Result<(), StoreError> {
        self.client()
            .delete_item()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(org, site), format!("{SESSION_PREFIX}{session_id}"))))
            .send()
            .await
            .map_err(super::errors::fail)?;
        Ok(())
    }

    /// Notes a change for the allocator; returns the header after it.
    pub async fn note_power_change(&self, org: OrgId, site: SiteId) -> Result<PowerHeader, StoreError> {
        let output = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(keys::item_key(partition(org, site), HEADER)))
            .update_expression("ADD pending :one")
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
        match result {
            Ok(_) => Ok(true),
            Err(error) => super::errors::refused(error).map(|_| false),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session() -> PowerSession {
        PowerSession {
            session_id: "s".into(),
            asset_id: "a".into(),
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
