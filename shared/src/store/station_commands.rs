//! What a command to an asset's station reads and writes around its CALL: the station it is,
//! with the session open on it (a reset waits for none), and the two writes of a password
//! pushed to a connected station (docs/ocpp.md, "Commands" and "Password rotation").

use super::asset_holds::Holds;
use super::assets::ASSET;
use super::attrs::{n, opt_n, s};
use super::site_scope::SiteScope;
use super::station_item::{STATION_STATE, StationRecord, station_item_key};
use super::station_registry::StationConnection;
use super::stations::{PASSWORD_ROTATED, StationError, reach, shows_online};
use super::transact::Action as _;
use super::{Store, StoreError};
use aws_sdk_dynamodb::types::{AttributeValue, ReturnValuesOnConditionCheckFailure, Update};

use crate::domain::station::OcppVersion;
use crate::ids::{AssetId, OrgId, SessionId};
use crate::time::now_ms;

/// How many times the first write of a push reads the registry again before the rotation is
/// made in one transaction instead (no push).
const REPLACE_TRIES: usize = 3;

/// A connected station whose password was replaced while its connection was kept for the push:
/// the connection to cut once the station has its new password.
#[derive(Debug, Clone)]
pub struct KeptConnection {
    pub connection: StationConnection,
    pub was_online: bool,
    /// The hash and time replaced, put back if the push surely never left.
    old: (String, i64),
    /// This rotation's `password_set_at`: a restore is conditional on it (a later rotation
    /// is never undone).
    set_at: i64,
    /// This push's `push_deadline`: ending the push removes only its own.
    deadline: i64,
}

/// What the first write of a push found.
#[derive(Debug, Clone)]
pub enum Kept {
    /// The connection that carries the push.
    Connection(KeptConnection),
    /// No connection is registered: rotate as for an offline station.
    NoConnection,
    /// The registry kept changing under the write: rotate and cut in one transaction, unpushed.
    KeptChanging,
    /// Another push is under way (its `push_deadline` is ahead): nothing was written.
    Pushing,
}

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

    /// The first write of a password pushed to a connected station: the new hash replaces the
    /// old one (so no new connection proves the old password from now on), and the registry is
    /// kept, so the connection made with the old password still carries the push. Conditional
    /// on the registry still naming the connection read: one that registered with the old
    /// password between the read and the write is read again (a few times), so the connection
    /// kept is the only one made with the old password that can still be registered. `None` in
    /// place of the kept connection when none is registered (or the registry kept changing):
    /// the caller rotates in one transaction, as for an offline station. The write sets
    /// `push_deadline` (`lease_ms` ahead: the push's bounded wait and more) and is refused while
    /// another push's is ahead (`Kept::Pushing`): two pushes at once could leave the station
    /// with one password and the platform with the other.
    pub async fn replace_station_password(
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
            if tries == REPLACE_TRIES {
                return Ok((station, Kept::KeptChanging));
            }
            tries += 1;
            let now = now_ms();
            let result = self
                .client()
                .update_item()
                .table_name(self.table())
                .set_key(Some(station_item_key(&key.key())))
                .update_expression(
                    "SET password_hash = :hash, password_set_at = :now, push_deadline = :deadline",
                )
                .condition_expression(
                    "asset_id = :asset AND org_id = :org AND connection_id = :cid \
                     AND (attribute_not_exists(push_deadline) OR push_deadline < :now)",
                )
                .return_values_on_condition_check_failure(ReturnValuesOnConditionCheckFailure::AllOld)
                .expression_attribute_values(":hash", s(&password_hash))
                .expression_attribute_values(":now", n(now))
                .expression_attribute_values(":deadline", n(now + lease_ms))
                .expression_attribute_values(":asset", s(asset_id.uuid().to_string()))
                .expression_attribute_values(":org", s(org.uuid().to_string()))
                .expression_attribute_values(":cid", s(&connection_id))
                .send()
                .await;
            if let Err(error) = result {
                let found = super::errors::refused(error)?;
                if found
                    .as_ref()
                    .and_then(|item| opt_n(item, PUSH_DEADLINE))
                    .is_some_and(|until| until >= now)
                {
                    return Ok((station, Kept::Pushing));
                }
                // Another connection registered, this one went, or the station went: read again.
                continue;
            }
            let connection = StationConnection::new(&station, connection_id);
            let old = (station.password_hash.clone(), station.password_set_at);
            let mut replaced = station;
            (replaced.password_hash, replaced.password_set_at) = (password_hash, now);
            let kept = KeptConnection { connection, was_online, old, set_at: now, deadline: now + lease_ms };
            return Ok((replaced, Kept::Connection(kept)));
        }
    }

    /// A push that surely never left the platform: the old hash and time are put back, so the
    /// station (and anything that reconnects with its password) goes on as before. Conditional
    /// on this rotation's `password_set_at` (a later rotation is never undone) and on the
    /// registry naming the kept connection or none (a station that went meanwhile comes back
    /// with the old password it still has; one that reconnected proved the new password: it
    /// has it). `false` when either changed.
    pub async fn restore_station_password(&self, kept: &KeptConnection) -> Result<bool, StoreError> {
        let (old_hash, old_set_at) = &kept.old;
        let result = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(station_item_key(&kept.connection.station_key)))
            .update_expression("SET password_hash = :old, password_set_at = :old_at REMOVE push_deadline")
            .condition_expression(
                // `push_deadline`: a rotation without a push (after a leak) removes it, so one that
                // came in the same millisecond is never undone either.
                "password_set_at = :ours AND push_deadline = :deadline \
                 AND (attribute_not_exists(connection_id) OR connection_id = :cid)",
            )
            .expression_attribute_values(":cid", s(&kept.connection.connection_id))
            .expression_attribute_values(":deadline", n(kept.deadline))
            .expression_attribute_values(":old", s(old_hash))
            .expression_attribute_values(":old_at", n(*old_set_at))
            .expression_attribute_values(":ours", n(kept.set_at))
            .send()
            .await;
        match result {
            Ok(_) => Ok(true),
            Err(error) => super::errors::refused(error).map(|_| false),
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

    /// Whether the station registered a connection other than the one kept for the push: made
    /// after the new hash was written (a connect is conditional on the password it checked),
    /// so the station has its new password. One read.
    pub async fn reconnected_since(&self, kept: &KeptConnection) -> Result<bool, StoreError> {
        let now = self.station(&kept.connection.station_key).await?;
        Ok(now
            .and_then(|station| station.connection_id)
            .is_some_and(|id| id != kept.connection.connection_id))
    }

    /// The second write: the connection kept for the push is cut off as a rotation cuts it
    /// (registry cleared, asset offline, `station_disconnected` with `reason:
    /// password_rotated`), only if the registry still names it; a station that already
    /// reconnected (with its new password: the old one no longer proves anything) keeps its new
    /// connection. `false` when there was nothing to cut.
    pub async fn cut_off_kept_connection(&self, kept: &KeptConnection) -> Result<bool, StoreError> {
        let forget = Update::builder()
            .table_name(self.table())
            .set_key(Some(station_item_key(&kept.connection.station_key)))
            .update_expression("REMOVE connection_id, gateway, connected_at, seen_at, push_deadline")
            .condition_expression("connection_id = :cid")
            .expression_attribute_values(":cid", s(&kept.connection.connection_id))
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
