//! A session's current limit under its site's load management (`limit_w`, whole watts, on the
//! session item): the allocator writes it when a station accepts a limit, and every session
//! representation shows it as `limit_kw`.
//!
//! Live state, not an edit of the session: the write does not move the session's revision on,
//! so it never makes an `If-Match` of a pause, resume or stop fail, and no other session writer
//! undoes it (they all write field-wise; only a new session is Put whole, without a limit).

use super::Store;
use super::StoreError;
use super::attrs::{n, s};
use super::entity::Changes;
use super::sessions::SESSION;
use crate::domain::session::SessionStatus;
use crate::ids::{OrgId, SessionId};

impl Store {
    /// Sets (or with `None` removes) an open session's limit in W: one conditional UpdateItem.
    /// `false` when the session is not one of `org`'s, or no longer open (nothing is written).
    pub async fn set_session_limit(
        &self,
        org: OrgId,
        session_id: SessionId,
        limit_w: Option<u64>,
    ) -> Result<bool, StoreError> {
        let mut changes = Changes::default();
        match limit_w {
            Some(watts) => changes.set("limit_w", n(i64::try_from(watts).unwrap_or(i64::MAX))),
            None => changes.remove("limit_w"),
        }
        let open = [s(SessionStatus::Active.as_str()), s(SessionStatus::Paused.as_str())];
        changes.require(
            "attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at)",
            vec![(":org", s(org.uuid().to_string()))],
        );
        changes.require_in("status", &open);
        let result = changes.update_item(self, SESSION.key(session_id.uuid())).send().await;
        match result {
            Ok(_) => Ok(true),
            Err(error) => super::errors::refused(error).map(|_| false),
        }
    }
}
