//! What a command to an asset's station reads and writes around its CALL: the station it is,
//! with the session open on it (a reset waits for none), and the two writes of a password
//! pushed to a connected station (docs/ocpp.md, "Commands" and "Password rotation").

use super::asset_holds::Holds;
use super::assets::ASSET;
use super::attrs::{n, opt_n, read, s};
use super::site_scope::SiteScope;
use super::station_item::{PREVIOUS_PASSWORD, STATION_STATE, StationRecord, station_item_key};
use super::station_registry::StationConnection;
use super::stations::{PASSWORD_ROTATED, StationError, reach, shows_online};
use super::transact::Action as _;
use super::{Store, StoreError};
use aws_sdk_dynamodb::types::{AttributeValue, ReturnValuesOnConditionCheckFailure, Update};
use serde::Deserialize as _;

use crate::domain::station::{OcppVersion, StationKey};
use crate::ids::{AssetId, OrgId, SessionId};
use crate::time::now_ms;

/// How many times the first write of a push reads the registry again before the rotation is
/// made in one transaction instead (no push).
const REPLACE_TRIES: usize = 3;

/// A connected station whose new password is pending while the push is under way: the
/// connection that carries it, and what the push settles.
#[derive(Debug, Clone)]
pub struct KeptConnection {
    pub connection: StationConnection,
    pub was_online: bool,
    /// The password the kept connection proved (its hash and time): the one the station may
    /// still use after a push it takes at its next reboot.
    old: (String, i64),
    /// The pushed password's hash, pending beside the current one.
    new_hash: String,
    /// This rotation's `pending_password_set_at` (and `password_set_at` once made current):
    /// every write that settles the push is conditional on it (a later rotation is never
    /// undone).
    set_at: i64,
    /// This push's `push_deadline`: ending the push removes only its own.
    deadline: i64,
}

/// What the first write of a push found.
#[derive(Debug, Clone)]
pub enum Kept {
    /// The connection that carries the push (boxed: the other answers carry nothing).
    Connection(Box<KeptConnection>),
    /// No connection is registered: rotate as for an offline station.
    NoConnection,
    /// The registry kept changing under the write: rotate and cut in one transaction, unpushed.
    KeptChanging,
    /// Another push is under way (its `push_deadline` is ahead): nothing was written.
    Pushing,
    /// The station's connection is on a previous password kept from a push it answered
    /// `RebootRequired`: its current password is due at its reboot, and a push now would drop
    /// it before the station used it. Nothing was written.
    AwaitsReboot,
}

/// What the first write of a push did (`stage_pending_password`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Staged {
    /// Written at this time.
    Written(i64),
    /// Another push's deadline is ahead: nothing written.
    Pushing,
    /// The connection is on a password kept for its reboot (`StationRecord::awaits_reboot`):
    /// nothing written.
    AwaitsReboot,
    /// The registry no longer names the connection (or the station is gone): read again.
    Changed,
}

/// The write's form of `StationRecord::awaits_reboot` negated (values `:reboot` = true and
/// `:now`): the registered connection is not on a previous password kept for a reboot and
/// still within its bound. A missing attribute makes its comparison false, so a station with
/// no previous password passes.
const STILL_NOT_AWAITING_REBOOT: &str = "NOT (previous_for_reboot = :reboot AND previous_until > :now \
     AND connected_with = previous_password_set_at AND previous_password_set_at <> password_set_at)";

/// Whether settling a push keeps the password the station may still use as the previous one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeepPrevious {
    /// The station took it (or a connection proved it): no previous password.
    No,
    /// The station takes it at its next reboot (`RebootRequired`): a later push waits for it.
    ForReboot,
    /// No answer: the station may or may not have taken it.
    Unanswered,
}

/// How a push's pending password is settled once the station answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settled {
    /// This write made it current.
    Promoted,
    /// A connection proved it first (the station has it) and made it current.
    ConnectedWithIt,
    /// A later rotation replaced it (one without a push, after a leak).
    Overtaken,
}

/// How long the previous password is accepted after a push the station takes at its next
/// reboot (or may have taken): a week, time for an operator to reset a station told
/// `reboot_required` or to reach one that went quiet (docs/decisions.md).
pub const PREVIOUS_PASSWORD_FOR_MS: i64 = 7 * 24 * 3600 * 1000;

/// How many times settling a push reads the station again when its registry moved meanwhile.
const SETTLE_TRIES: usize = 3;

/// The station item's attribute for a push under way.
const PUSH_DEADLINE: &str = "push_deadline";

/// An asset's station as a command finds it.
#[derive(Debug, Clone)]
pub struct CommandTarget {
    pub station: StationRecord,
    pub holds: Holds,
    /// The version of its last connection (`None` before its first).
    pub version: Option<OcppVersion>,
}

impl CommandTarget {
    /// What holds the station at `now` (any EVSE): an open session, or the session a live
    /// start claim will make (a start in flight is charging soon).
    pub fn holder(&self, now: i64) -> Option<SessionId> {
        self.holds.holder(now)
    }
}

/// The OCPP version the asset shows its station speaking.
fn spoken(asset: &super::Item) -> Option<OcppVersion> {
    let AttributeValue::M(state) = asset.get(STATION_STATE)? else { return None };
    match state.get("ocpp_version") {
        Some(AttributeValue::S(version)) => OcppVersion::parse(version),
        _ => None,
    }
}

impl Store {
    /// The station of an asset a command is for, what holds its asset (open sessions and live
    /// start claims) and the OCPP version it last spoke: one read of the asset, one of the
    /// station item. The caller must be assigned to the asset's site, as for the station's
    /// credential.
    pub async fn station_for_command(
        &self,
        org: OrgId,
        asset_id: AssetId,
        scope: &SiteScope,
    ) -> Result<CommandTarget, StationError> {
        let asset = self.read(ASSET.key(asset_id.uuid()), true).await?;
        let (_, station) = self.station_of(asset.as_ref(), org, asset_id, scope).await?;
        reach(asset.as_ref(), scope)?;
        let holds = asset.as_ref().map(Holds::of).transpose()?.unwrap_or_default();
        let version = asset.as_ref().and_then(spoken);
        Ok(CommandTarget { station, holds, version })
    }

    /// The first write of a password pushed to a connected station: the new hash is written
    /// as pending beside the current one (accepted at the upgrade too: a 2.0.1 station may
    /// reconnect with it as soon as it takes it), and the registry is kept, so the connection
    /// still carries the push. The current password stays in force until the push is settled
    /// (`settle_push`), so a push that fails anywhere leaves the station the password it has.
    /// Conditional on the registry still naming the connection read: one that registered
    /// between the read and the write is read again (a few times). `Kept::NoConnection` when
    /// none is registered, `Kept::KeptChanging` when the registry kept changing: the caller
    /// rotates in one transaction, as for an offline station. The write sets `push_deadline`
    /// (`lease_ms` ahead: the push's bounded wait and more) and is refused while another push's
    /// is ahead (`Kept::Pushing`): two pushes at once could leave the station with one password
    /// and the platform with the other.
    pub async fn stage_station_password(
        &self,
        org: OrgId,
        asset_id: AssetId,
        password_hash: String,
        scope: &SiteScope,
        lease_ms: i64,
    ) -> Result<(StationRecord, Kept), StationError> {
        let mut tries = 0;
        loop {
            let asset = self.read(ASSET.key(asset_id.uuid()), true).await?;
            let was_online = asset.as_ref().is_some_and(shows_online);
            let (key, station) = self.station_of(asset.as_ref(), org, asset_id, scope).await?;
            reach(asset.as_ref(), scope)?;
            let Some(connection_id) = station.connection_id.clone() else {
                return Ok((station, Kept::NoConnection));
            };
            // The write below is conditional on this connection (what it proved is as read) and
            // checks the reboot again; refused here, a push awaiting a reboot costs no write.
            if station.awaits_reboot(now_ms()) {
                return Ok((station, Kept::AwaitsReboot));
            }
            if tries == REPLACE_TRIES {
                return Ok((station, Kept::KeptChanging));
            }
            tries += 1;
            let now = match self
                .stage_pending_password(&key, &station, &connection_id, &password_hash, lease_ms)
                .await?
            {
                Staged::Written(at) => at,
                Staged::Pushing => return Ok((station, Kept::Pushing)),
                Staged::AwaitsReboot => return Ok((station, Kept::AwaitsReboot)),
                // Another connection registered, this one went, or the station went: read again.
                Staged::Changed => continue,
            };
            let connection = StationConnection::new(&station, connection_id);
            let old = station.connection_password(now);
            // As the answer shows it: the rotation's password and time.
            let mut shown = station;
            (shown.password_hash, shown.password_set_at) = (password_hash.clone(), now);
            let kept = KeptConnection {
                connection,
                was_online,
                old,
                new_hash: password_hash,
                set_at: now,
                deadline: now + lease_ms,
            };
            return Ok((shown, Kept::Connection(Box::new(kept))));
        }
    }

    /// The first write of a push (`stage_station_password`): the pending password and
    /// `push_deadline` on the station item `key`, conditional on the registry still naming
    /// `connection_id` (as read on `station`), on no other push's deadline ahead, and on the
    /// connection not awaiting a reboot (`STILL_NOT_AWAITING_REBOOT`): the read's checks are
    /// as of the read, and a push settled `RebootRequired` between the read and this write
    /// would otherwise have its kept password dropped by this push. One UpdateItem.
    pub async fn stage_pending_password(
        &self,
        key: &StationKey,
        station: &StationRecord,
        connection_id: &str,
        password_hash: &str,
        lease_ms: i64,
    ) -> Result<Staged, StoreError> {
        let now = now_ms();
        let result = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(station_item_key(&key.key())))
            .update_expression(
                "SET pending_password_hash = :hash, pending_password_set_at = :now, push_deadline = :deadline",
            )
            .condition_expression(format!(
                "asset_id = :asset AND org_id = :org AND connection_id = :cid \
                 AND (attribute_not_exists(push_deadline) OR push_deadline < :now) \
                 AND {STILL_NOT_AWAITING_REBOOT}"
            ))
            .return_values_on_condition_check_failure(ReturnValuesOnConditionCheckFailure::AllOld)
            .expression_attribute_values(":hash", s(password_hash))
            .expression_attribute_values(":now", n(now))
            .expression_attribute_values(":deadline", n(now + lease_ms))
            .expression_attribute_values(":asset", s(station.asset_id.uuid().to_string()))
            .expression_attribute_values(":org", s(station.org_id.uuid().to_string()))
            .expression_attribute_values(":cid", s(connection_id))
            .expression_attribute_values(":reboot", AttributeValue::Bool(true))
            .send()
            .await;
        let Err(error) = result else { return Ok(Staged::Written(now)) };
        let Some(found) = super::errors::refused(error)? else { return Ok(Staged::Changed) };
        if opt_n(&found, PUSH_DEADLINE).is_some_and(|until| until >= now) {
            return Ok(Staged::Pushing);
        }
        let found: Option<StationRecord> = read(&found, StationRecord::deserialize).ok();
        let still_ours =
            found.as_ref().is_some_and(|found| found.connection_id.as_deref() == Some(connection_id));
        if still_ours && found.is_some_and(|found| found.awaits_reboot(now)) {
            return Ok(Staged::AwaitsReboot);
        }
        Ok(Staged::Changed)
    }

    /// A push that surely never left the platform: its pending password and deadline are
    /// dropped; the current password never stopped being the station's. Conditional on this
    /// push's own pending password and deadline. `false` when either changed: a connection
    /// proved the pending password (the station has it), or a later rotation replaced it.
    pub async fn drop_pending_password(&self, kept: &KeptConnection) -> Result<bool, StoreError> {
        let result = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(station_item_key(&kept.connection.station_key)))
            .update_expression("REMOVE pending_password_hash, pending_password_set_at, push_deadline")
            .condition_expression("pending_password_set_at = :ours AND push_deadline = :deadline")
            .expression_attribute_values(":deadline", n(kept.deadline))
            .expression_attribute_values(":ours", n(kept.set_at))
            .send()
            .await;
        match result {
            Ok(_) => Ok(true),
            Err(error) => super::errors::refused(error).map(|_| false),
        }
    }

    /// The station answered the push (or may have): its pending password becomes the current
    /// one. With `keep` other than `No` (it takes it at its next reboot, or may not have taken
    /// it) the password the station may still use stays accepted as the previous one: that of
    /// the connection the registry names now, else that of the kept connection, so there is
    /// never more than one. Its bound is `PREVIOUS_PASSWORD_FOR_MS` from now, or, when that
    /// password is the previous one already, its bound as it was: a password is kept a week
    /// from the rotation that first replaced it, however many rotations follow. Without it
    /// any previous password goes. With it, one read, then a write conditional on what was
    /// read (read again when the registry or the password moved meanwhile; the last try keeps
    /// the kept connection's password whatever the registry holds, so churn never leaves the
    /// push unsettled); without it, one conditional write.
    pub async fn settle_push(
        &self,
        kept: &KeptConnection,
        keep: KeepPrevious,
    ) -> Result<Settled, StoreError> {
        let key = &kept.connection.station_key;
        if keep == KeepPrevious::No {
            return self.promote_pending(kept).await;
        }
        for attempt in 1..=SETTLE_TRIES {
            let Some(station) = self.station(key).await? else { return Ok(Settled::Overtaken) };
            if station.pending_password_set_at != Some(kept.set_at) {
                return Ok(if station.password_set_at == kept.set_at {
                    Settled::ConnectedWithIt
                } else {
                    Settled::Overtaken
                });
            }
            let now = now_ms();
            let mut update = self
                .client()
                .update_item()
                .table_name(self.table())
                .set_key(Some(station_item_key(key)))
                .update_expression(
                    "SET password_hash = :new, password_set_at = :ours, previous_password_hash = :old, \
                     previous_password_set_at = :old_at, previous_until = :until, \
                     previous_for_reboot = :reboot REMOVE pending_password_hash, pending_password_set_at",
                )
                .expression_attribute_values(":new", s(&kept.new_hash))
                .expression_attribute_values(":ours", n(kept.set_at));
            let (condition, (hash, set_at)) = match &station.connection_id {
                // The registry kept moving (connections coming and going as fast as they can):
                // the kept connection's password, whatever the registry holds now.
                _ if attempt == SETTLE_TRIES => {
                    ("pending_password_set_at = :ours".to_owned(), kept.old.clone())
                }
                Some(connection_id) => {
                    update = update.expression_attribute_values(":cid", s(connection_id));
                    ("connection_id = :cid".to_owned(), station.connection_password(now))
                }
                None => ("attribute_not_exists(connection_id)".to_owned(), kept.old.clone()),
            };
            // The previous password kept again is never kept longer, nor for less of a reason.
            let again = station.previous_password_set_at == Some(set_at);
            let until = match station.previous_until {
                Some(until) if again => until.min(now + PREVIOUS_PASSWORD_FOR_MS),
                _ => now + PREVIOUS_PASSWORD_FOR_MS,
            };
            let for_reboot = keep == KeepPrevious::ForReboot || (again && station.previous_for_reboot);
            let condition = if attempt == SETTLE_TRIES {
                condition
            } else {
                update = update.expression_attribute_values(":current", n(station.password_set_at));
                format!("pending_password_set_at = :ours AND password_set_at = :current AND {condition}")
            };
            update = update
                .condition_expression(condition)
                .expression_attribute_values(":old", s(hash))
                .expression_attribute_values(":old_at", n(set_at))
                .expression_attribute_values(":until", n(until))
                .expression_attribute_values(":reboot", AttributeValue::Bool(for_reboot));
            match update.send().await {
                Ok(_) => return Ok(Settled::Promoted),
                Err(error) => {
                    super::errors::refused(error)?;
                }
            }
        }
        // Even the last write, conditional only on this push's pending password, failed: the
        // next read tells why.
        let station = self.station(key).await?;
        Ok(match station {
            Some(station) if station.password_set_at == kept.set_at => Settled::ConnectedWithIt,
            _ => Settled::Overtaken,
        })
    }

    /// `settle_push` without a previous password: the pending one becomes current and any
    /// previous one goes, in one write conditional on this push's pending password (what it
    /// found instead tells a connection that proved it from a later rotation).
    async fn promote_pending(&self, kept: &KeptConnection) -> Result<Settled, StoreError> {
        let result = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(station_item_key(&kept.connection.station_key)))
            .update_expression(format!(
                "SET password_hash = :new, password_set_at = :ours \
                 REMOVE pending_password_hash, pending_password_set_at, {PREVIOUS_PASSWORD}"
            ))
            .condition_expression("pending_password_set_at = :ours")
            .return_values_on_condition_check_failure(ReturnValuesOnConditionCheckFailure::AllOld)
            .expression_attribute_values(":new", s(&kept.new_hash))
            .expression_attribute_values(":ours", n(kept.set_at))
            .send()
            .await;
        match result {
            Ok(_) => Ok(Settled::Promoted),
            Err(error) => {
                let found = super::errors::refused(error)?;
                let current = found.as_ref().and_then(|item| opt_n(item, "password_set_at"));
                Ok(if current == Some(kept.set_at) { Settled::ConnectedWithIt } else { Settled::Overtaken })
            }
        }
    }

    /// The push is over with its connection kept (a reboot will apply the password) or gone:
    /// its `push_deadline` is removed, so the kept connection is not treated as replaced and
    /// the next rotation may push. Only this push's own deadline.
    pub async fn end_push(&self, kept: &KeptConnection) -> Result<(), StoreError> {
        let result = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(station_item_key(&kept.connection.station_key)))
            .update_expression("REMOVE push_deadline")
            .condition_expression("push_deadline = :ours")
            .expression_attribute_values(":ours", n(kept.deadline))
            .send()
            .await;
        match result {
            Ok(_) => Ok(()),
            Err(error) => super::errors::refused(error).map(|_| ()),
        }
    }

    /// The last write: the connection kept for the push is cut off as a rotation cuts it
    /// (registry cleared, asset offline, `station_disconnected` with `reason:
    /// password_rotated`), or one made since with a password other than the new one (the old
    /// one still connected during the push's seconds); a station that already reconnected with
    /// its new password keeps its new connection. `false` when there was nothing to cut.
    pub async fn cut_off_kept_connection(&self, kept: &KeptConnection) -> Result<bool, StoreError> {
        let forget = Update::builder()
            .table_name(self.table())
            .set_key(Some(station_item_key(&kept.connection.station_key)))
            .update_expression(
                "REMOVE connection_id, gateway, connected_at, seen_at, connected_with, push_deadline",
            )
            .condition_expression(
                "attribute_exists(connection_id) AND (connection_id = :cid \
                 OR attribute_not_exists(connected_with) OR connected_with <> :ours)",
            )
            .expression_attribute_values(":cid", s(&kept.connection.connection_id))
            .expression_attribute_values(":ours", n(kept.set_at))
            .action()?;
        let mut actions = vec![forget];
        actions.extend(
            self.cut_off_actions(&kept.connection, PASSWORD_ROTATED, kept.was_online, now_ms()).await?,
        );
        match self.transact(actions).await {
            Ok(()) => Ok(true),
            Err(StoreError::TransactionCancelled(_)) => Ok(false),
            Err(error) => Err(error),
        }
    }
}
