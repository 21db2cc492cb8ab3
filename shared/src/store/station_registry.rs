//! The connection registry on the station item, and the asset's `station.connection` that
//! follows it: what the OCPP gateway writes when a station connects, is seen, disconnects or
//! is refused. Every write after the connect is conditional on the registry still holding
//! this connection, so a replaced connection changes nothing. docs/ocpp.md ("The connection").

use aws_sdk_dynamodb::types::{
    AttributeValue, ConditionCheck, ReturnValuesOnConditionCheckFailure, TransactWriteItem, Update,
};
use serde_json::{Value, json};

use super::assets::ASSET;
use super::attrs::{Item, n, s};
use super::entity::failed_at;
use super::gateway_leases::{self, GatewayTask, HeldStation};
use super::station_item::{
    Accepted, PREVIOUS_PASSWORD, Proved, STATION_STATE, StationRecord, station_item_key,
};
use super::transact::Action as _;
use super::{FromItem, Store, StoreError};
use crate::domain::asset::Asset;
use crate::domain::event::{Event, EventType};
use crate::domain::station::{Connection, OcppVersion, StationState, StationStatus};
use crate::ids::{AssetId, EventId, OrgId};
use crate::time::now_ms;

/// The `reason` of the `station_disconnected` event a sweep of a lost gateway task records.
pub const LOST_GATEWAY: &str = "gateway_lost";

/// The `reason` of the `station_disconnected` event a suspension records.
pub const ORGANIZATION_SUSPENDED: &str = "organization_suspended";

/// How often a suspension reads a station's registry again when it moved meanwhile.
const CUT_OFF_TRIES: usize = 5;

/// A station's connection as the gateway task holding it knows it.
#[derive(Debug, Clone)]
pub struct StationConnection {
    /// The identity as the station item holds it (as given when it was made).
    pub identity: String,
    /// The station item's key (`StationKey::key`).
    pub station_key: String,
    pub org_id: OrgId,
    pub asset_id: AssetId,
    pub connection_id: String,
    /// The credential generation the upgrade checked: the connect is conditional on it.
    pub credential: CredentialGeneration,
    /// What the connection speaks (`speaking`; 2.0.1 unless told).
    pub version: OcppVersion,
}

/// Which password a connection proved: its hash and when it was set. A rotation changes both,
/// and a station removed and made again has another password, so a connection whose check ran
/// before either can no longer register (docs/ocpp.md, "The connection").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CredentialGeneration {
    pub password_hash: String,
    pub password_set_at: i64,
    /// Which of the station's passwords it is: the connect's condition names that one.
    pub proved: Proved,
}

impl StationConnection {
    pub fn new(station: &StationRecord, connection_id: String) -> StationConnection {
        StationConnection {
            identity: station.identity.clone(),
            station_key: station.key().key(),
            org_id: station.org_id,
            asset_id: station.asset_id,
            connection_id,
            credential: CredentialGeneration {
                password_hash: station.password_hash.clone(),
                password_set_at: station.password_set_at,
                proved: Proved::Current,
            },
            version: OcppVersion::V201,
        }
    }

    /// The connection as proved at the upgrade with one of the station's passwords.
    pub fn proving(self, credential: CredentialGeneration) -> StationConnection {
        StationConnection { credential, ..self }
    }

    /// The connection as negotiated at the upgrade.
    pub fn speaking(self, version: OcppVersion) -> StationConnection {
        StationConnection { version, ..self }
    }
}

impl CredentialGeneration {
    /// The one of a station's passwords (`StationRecord::accepted_passwords`) that hashes to
    /// `presented`, compared with each in constant time.
    pub fn matching(accepted: &[Accepted<'_>], presented: &str) -> Option<CredentialGeneration> {
        use subtle::ConstantTimeEq;
        let mut found = None;
        for password in accepted {
            let matches = bool::from(presented.as_bytes().ct_eq(password.hash.as_bytes()));
            if matches && found.is_none() {
                found = Some(CredentialGeneration {
                    password_hash: password.hash.to_owned(),
                    password_set_at: password.set_at,
                    proved: password.proved,
                });
            }
        }
        found
    }
}

/// Why a gateway write did not go ahead.
#[derive(Debug)]
pub enum RegistryError {
    /// The registry holds another connection now: this one was replaced and closes.
    Replaced,
    /// The station or its asset is gone (deleted, or no longer a station), or the credential
    /// the connection proved is no longer the station's.
    Gone,
    /// The station's organization is suspended.
    Suspended,
    Store(StoreError),
}

super::errors::from_errors!(StoreError => RegistryError::Store);

/// `#station`, `#<field>` placeholders of the asset's station map.
fn station_names(fields: &[&str]) -> std::collections::HashMap<String, String> {
    let mut names: std::collections::HashMap<String, String> =
        fields.iter().map(|field| (format!("#{field}"), (*field).to_owned())).collect();
    names.insert("#station".into(), STATION_STATE.into());
    names.insert("#version".into(), "version".into());
    names
}

/// The asset still is this organization's live station asset.
pub(super) const ASSET_IS_STATION: &str =
    "attribute_exists(#station) AND org_id = :org AND attribute_not_exists(deleted_at)";

/// An update of the asset's `station` map: `set` is the SET clause over `#station.#<field>`
/// placeholders (`names`), under `ASSET_IS_STATION` and any `extra` condition.
pub(super) fn station_update(
    table: &str,
    connection: &StationConnection,
    set: &str,
    names: &[&str],
    mut values: Item,
    extra: Option<&str>,
) -> Result<TransactWriteItem, StoreError> {
    values.insert(":org".into(), s(connection.org_id.uuid().to_string()));
    // The asset's representation changes, so its revision (the ETag) moves on: a client polling
    // with If-None-Match sees the station go online. A PATCH at the older revision is then 412,
    // as for any concurrent change; these writes are rare (never a Heartbeat).
    values.insert(":one".into(), super::attrs::n(1));
    let set = format!("{set}, #version = #version + :one");
    let condition = match extra {
        Some(extra) => format!("{ASSET_IS_STATION} AND ({extra})"),
        None => ASSET_IS_STATION.to_owned(),
    };
    Update::builder()
        .table_name(table)
        .set_key(Some(ASSET.key(connection.asset_id.uuid())))
        .update_expression(set)
        .condition_expression(condition)
        .set_expression_attribute_names(Some(station_names(names)))
        .set_expression_attribute_values(Some(values))
        .action()
}

/// The registry forgets `connection` (only if it still holds it).
pub(super) fn forget(table: &str, connection: &StationConnection) -> Result<TransactWriteItem, StoreError> {
    Update::builder()
        .table_name(table)
        .set_key(Some(station_item_key(&connection.station_key)))
        .update_expression("REMOVE connection_id, gateway, connected_at, seen_at, connected_with")
        .condition_expression("connection_id = :cid")
        .expression_attribute_values(":cid", s(&connection.connection_id))
        .action()
}

/// The condition that the registry holds a connection (`StationRecord::held_by`): it names
/// it, and no password push's deadline passed with the password it proved replaced since
/// (neither current nor kept as the previous one: then the pushing function died before its
/// cut, and the connection made with the old password counts as replaced). Values
/// `held_values`.
pub(super) const HELD: &str = "connection_id = :cid AND (attribute_not_exists(push_deadline) \
     OR push_deadline > :held_at OR password_set_at = :proved_at OR previous_password_set_at = :proved_at)";

pub(super) fn held_values(connection: &StationConnection) -> [(&'static str, AttributeValue); 3] {
    [
        (":cid", s(&connection.connection_id)),
        (":held_at", n(now_ms())),
        (":proved_at", n(connection.credential.password_set_at)),
    ]
}

/// The check that the registry still holds `connection` (`HELD`).
pub(super) fn still_ours(
    table: &str,
    connection: &StationConnection,
) -> Result<TransactWriteItem, StoreError> {
    ConditionCheck::builder()
        .table_name(table)
        .set_key(Some(station_item_key(&connection.station_key)))
        .condition_expression(HELD)
        .set_expression_attribute_values(Some(
            held_values(connection).into_iter().map(|(k, v)| (k.to_owned(), v)).collect(),
        ))
        .return_values_on_condition_check_failure(ReturnValuesOnConditionCheckFailure::None)
        .action()
}

/// The check that the organization is active (not suspended).
fn org_active(table: &str, org: OrgId) -> Result<TransactWriteItem, StoreError> {
    ConditionCheck::builder()
        .table_name(table)
        .set_key(Some(super::keys::org_key(org)))
        .condition_expression("#status = :active")
        .expression_attribute_names("#status", "status")
        .expression_attribute_values(":active", s(crate::domain::org::OrgStatus::Active.as_str()))
        .return_values_on_condition_check_failure(ReturnValuesOnConditionCheckFailure::None)
        .action()
}

/// The largest `data` a station's event keeps, as JSON. Every writer bounds what it takes from
/// a station well below it (meter values at 8 KiB, answers at 4 KiB); this is the backstop, so
/// no station can make an event item, a webhook delivery or an events page large.
pub const MAX_EVENT_DATA_BYTES: usize = 16 * 1024;

/// A completed event about the station's asset, placed (site, visibility) as the asset is.
pub(super) fn asset_event(asset: &Asset, kind: EventType, data: Value, at: i64) -> Event {
    let size = data.to_string().len();
    let data = if size > MAX_EVENT_DATA_BYTES {
        tracing::warn!(kind = kind.as_str(), size, "ocpp.event_data_truncated");
        json!({"identity": data.get("identity"), "truncated": true, "bytes": size})
    } else {
        data
    };
    Event {
        id: EventId::generate(),
        org_id: asset.org_id,
        kind,
        status: "completed",
        asset_id: Some(asset.id),
        site_id: asset.site_id,
        visibility: asset.visibility,
        session_id: None,
        data,
        created_at: at,
    }
}

fn connection_state(
    table: &str,
    connection: &StationConnection,
    to: Connection,
    at: i64,
) -> Result<TransactWriteItem, StoreError> {
    // Offline, the station's status is unknown (its last report stays as
    // `last_known_status`), and it was last seen when its connection ended.
    let values = Item::from([
        (":conn".into(), s(to.as_str())),
        (":at".into(), n(at)),
        (":unknown".into(), s(StationStatus::Unknown.as_str())),
    ]);
    let set = "SET #station.#connection = :conn, #station.#connection_changed_at = :at, \
               #station.#status = :unknown, #station.#last_seen_at = :at";
    let names = ["connection", "connection_changed_at", "status", "last_seen_at"];
    station_update(table, connection, set, &names, values, None)
}

/// The asset shows the station online, speaking the connection's OCPP version, with the
/// status its connectors last reported (`reported`, read with the asset just before).
fn online_state(
    table: &str,
    connection: &StationConnection,
    reported: StationStatus,
    at: i64,
) -> Result<TransactWriteItem, StoreError> {
    let values = Item::from([
        (":conn".into(), s(Connection::Online.as_str())),
        (":at".into(), n(at)),
        (":ver".into(), s(connection.version.as_str())),
        (":reported".into(), s(reported.as_str())),
    ]);
    let set = "SET #station.#connection = :conn, #station.#connection_changed_at = :at, \
               #station.#ocpp_version = :ver, #station.#last_seen_at = :at, \
               #station.#status = :reported, #station.#last_known_status = :reported";
    let names = [
        "connection",
        "connection_changed_at",
        "ocpp_version",
        "last_seen_at",
        "status",
        "last_known_status",
    ];
    station_update(table, connection, set, &names, values, None)
}

/// The connect's registry write and its condition for the password the connection proved
/// (values `:cid`, `:gw`, `:now`, `:asset`, `:hash`, `:set`). The current password drops a
/// previous one (the station uses its new password now); a push's pending password becomes
/// the current one (the station has it) and drops the previous; the previous one holds only
/// while it is still the previous and within its bound.
fn credential_clauses(proved: Proved) -> (String, &'static str) {
    let register = "SET connection_id = :cid, gateway = :gw, connected_at = :now, seen_at = :now, \
                    connected_with = :set";
    match proved {
        Proved::Current => (
            format!("{register} REMOVE {PREVIOUS_PASSWORD}"),
            "attribute_exists(PK) AND asset_id = :asset AND password_hash = :hash AND password_set_at = :set",
        ),
        Proved::Pending => (
            format!(
                "{register}, password_hash = :hash, password_set_at = :set REMOVE pending_password_hash, \
                 pending_password_set_at, {PREVIOUS_PASSWORD}"
            ),
            "attribute_exists(PK) AND asset_id = :asset AND pending_password_hash = :hash \
             AND pending_password_set_at = :set",
        ),
        Proved::Previous => (
            register.to_owned(),
            "attribute_exists(PK) AND asset_id = :asset AND previous_password_hash = :hash \
             AND previous_password_set_at = :set AND previous_until > :now AND password_set_at <> :set",
        ),
    }
}

impl Store {
    /// The asset of a station and what its station last reported (a consistent read).
    pub async fn station_asset(
        &self,
        asset_id: AssetId,
    ) -> Result<Option<(Asset, StationState)>, StoreError> {
        let Some(item) = self.read(ASSET.key(asset_id.uuid()), true).await? else { return Ok(None) };
        if super::entity::is_tombstone(&item) {
            return Ok(None);
        }
        let asset = Asset::from_item(&item)?;
        let Some(state) = item.get(STATION_STATE) else { return Ok(None) };
        let state: StationState = serde_dynamo::from_attribute_value(state.clone())
            .map_err(|e| StoreError::Corrupt(format!("asset station state: {e}")))?;
        Ok(Some((asset, state)))
    }

    pub(super) async fn live_station_asset(
        &self,
        connection: &StationConnection,
    ) -> Result<Asset, RegistryError> {
        match self.station_asset(connection.asset_id).await? {
            Some((asset, _)) if asset.org_id == connection.org_id => Ok(asset),
            _ => Err(RegistryError::Gone),
        }
    }

    /// A station connected on the gateway task `gateway`: the registry takes this connection
    /// (replacing any other) and names the task's control address, the task records holding
    /// it, the asset shows it online, and the event `station_connected`, in one transaction.
    /// Conditional on the credential the upgrade checked being the station's still (a rotation
    /// or a removal that answered first wins: `Gone`) and on the organization being active
    /// (`Suspended`).
    pub async fn station_connected(
        &self,
        connection: &StationConnection,
        gateway: &GatewayTask,
    ) -> Result<(), RegistryError> {
        let (asset, state) = match self.station_asset(connection.asset_id).await? {
            Some((asset, state)) if asset.org_id == connection.org_id => (asset, state),
            _ => return Err(RegistryError::Gone),
        };
        let now = now_ms();
        let (update, condition) = credential_clauses(connection.credential.proved);
        let registry = Update::builder()
            .table_name(self.table())
            .set_key(Some(station_item_key(&connection.station_key)))
            .update_expression(update)
            .condition_expression(condition)
            .expression_attribute_values(":cid", s(&connection.connection_id))
            .expression_attribute_values(":gw", s(&gateway.address))
            .expression_attribute_values(":now", n(now))
            .expression_attribute_values(":asset", s(connection.asset_id.uuid().to_string()))
            .expression_attribute_values(":hash", s(&connection.credential.password_hash))
            .expression_attribute_values(":set", n(connection.credential.password_set_at))
            .action()?;
        let mut data = json!({"identity": connection.identity, "ocpp_version": connection.version.as_str()});
        if connection.credential.proved == Proved::Previous {
            // The operator sees a station still on its old password (its rotation not applied).
            data["previous_password"] = json!(true);
        }
        let event = asset_event(&asset, EventType::StationConnected, data, now);
        let mut actions = vec![
            registry,
            online_state(self.table(), connection, state.reported_status(), now)?,
            org_active(self.table(), connection.org_id)?,
            self.append_event_action(&event)?,
            gateway_leases::hold(self.table(), gateway, connection)?,
        ];
        actions.extend(self.fan_out(&event).await?);
        match self.transact(actions).await {
            Ok(()) => Ok(()),
            Err(StoreError::TransactionCancelled(reasons))
                if failed_at(&reasons, 0) || failed_at(&reasons, 1) =>
            {
                Err(RegistryError::Gone)
            }
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 2) => {
                Err(RegistryError::Suspended)
            }
            Err(error) => Err(error.into()),
        }
    }

    /// The connection closed on `gateway`: the registry forgets it and the asset shows the
    /// station offline, with the event `station_disconnected`; nothing when the registry holds
    /// another connection already (the station reconnected). `false` then.
    pub async fn station_disconnected(
        &self,
        connection: &StationConnection,
        gateway: &GatewayTask,
    ) -> Result<bool, RegistryError> {
        self.disconnect(connection, gateway, None).await
    }

    /// A station that the lost task `gateway` recorded holding: shown offline as a close
    /// would (the event's `reason` is `gateway_lost`) when the registry still names that
    /// connection, and the holding forgotten either way. `true` when it was shown offline.
    /// Conditional like a close, so two sweepers of one task, or the station reconnecting
    /// meanwhile, do no harm.
    pub async fn sweep_station(
        &self,
        gateway: &GatewayTask,
        held: &HeldStation,
    ) -> Result<bool, RegistryError> {
        let station = self.station(&held.station_key).await?;
        let Some(station) =
            station.filter(|record| record.connection_id.as_deref() == Some(held.connection_id.as_str()))
        else {
            self.forget_holding(gateway, &held.station_key, &held.connection_id).await?;
            return Ok(false);
        };
        let connection = StationConnection::new(&station, held.connection_id.clone());
        self.disconnect(&connection, gateway, Some(LOST_GATEWAY)).await
    }

    async fn disconnect(
        &self,
        connection: &StationConnection,
        gateway: &GatewayTask,
        reason: Option<&str>,
    ) -> Result<bool, RegistryError> {
        let now = now_ms();
        let clear = || -> Result<Vec<TransactWriteItem>, StoreError> {
            let registry = forget(self.table(), connection)?;
            Ok(vec![registry, gateway_leases::release(self.table(), gateway, &connection.station_key)?])
        };
        let cleared = match self.live_station_asset(connection).await {
            // No asset to show it on: the registry alone.
            Err(RegistryError::Gone) => self.clear_registry(clear()?).await?,
            Err(error) => return Err(error),
            Ok(asset) => {
                let mut data = json!({"identity": connection.identity});
                if let Some(reason) = reason {
                    data["reason"] = json!(reason);
                }
                let event = asset_event(&asset, EventType::StationDisconnected, data, now);
                let mut actions = clear()?;
                actions.push(connection_state(self.table(), connection, Connection::Offline, now)?);
                actions.push(self.append_event_action(&event)?);
                actions.extend(self.fan_out(&event).await?);
                match self.transact(actions).await {
                    Ok(()) => true,
                    Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => false,
                    // Another writer on the same items (a sibling sweeping too): not a verdict
                    // on the asset; the sweep tries again.
                    Err(StoreError::TransactionCancelled(reasons))
                        if reasons.iter().any(|(code, _)| code == "TransactionConflict") =>
                    {
                        return Err(StoreError::TransactionCancelled(reasons).into());
                    }
                    // The asset stopped being a station meanwhile.
                    Err(StoreError::TransactionCancelled(_)) => self.clear_registry(clear()?).await?,
                    Err(error) => return Err(error.into()),
                }
            }
        };
        if !cleared {
            // The registry names another connection (or none): this task's record of holding
            // the station is stale, unless a newer connection of the same task rewrote it.
            self.forget_holding(gateway, &connection.station_key, &connection.connection_id).await?;
        }
        Ok(cleared)
    }

    async fn clear_registry(&self, clear: Vec<TransactWriteItem>) -> Result<bool, RegistryError> {
        match self.transact(clear).await {
            Ok(()) => Ok(true),
            // A collision says nothing of whose the registry is: an error, tried again later.
            Err(StoreError::TransactionCancelled(reasons))
                if reasons.iter().any(|(code, _)| code == "TransactionConflict") =>
            {
                Err(StoreError::TransactionCancelled(reasons).into())
            }
            Err(StoreError::TransactionCancelled(_)) => Ok(false),
            Err(error) => Err(error.into()),
        }
    }

    /// What shows a connection cut off by a write of the platform's own (a rotation, a
    /// suspension) on its asset: offline whatever it showed (no later connect with the revoked
    /// credential can show it online again, so this needs no condition a reconnecting station
    /// could keep failing), and, when `was_online`, `station_disconnected` with its `reason`.
    /// For the transaction that also clears the registry; nothing when the asset is no longer a
    /// station.
    pub(super) async fn cut_off_actions(
        &self,
        connection: &StationConnection,
        reason: &str,
        was_online: bool,
        now: i64,
    ) -> Result<Vec<TransactWriteItem>, StoreError> {
        let asset = match self.live_station_asset(connection).await {
            Ok(asset) => asset,
            Err(RegistryError::Store(error)) => return Err(error),
            Err(_) => return Ok(Vec::new()),
        };
        let offline = connection_state(self.table(), connection, Connection::Offline, now)?;
        if !was_online {
            return Ok(vec![offline]);
        }
        let data = json!({"identity": connection.identity, "reason": reason});
        let event = asset_event(&asset, EventType::StationDisconnected, data, now);
        let mut actions = vec![offline, self.append_event_action(&event)?];
        actions.extend(self.fan_out(&event).await?);
        Ok(actions)
    }

    /// Cuts off every connected station of a suspended organization: each registry forgets its
    /// connection and each asset shows it offline (`station_disconnected`, `reason:
    /// organization_suspended`). Run after the suspension is written, so a connect that
    /// committed before it is found here and one after it is refused by its own condition.
    /// One Query over the organization's assets (the operator's command, not a request path),
    /// then per connected station a read and a transaction. The count cut off.
    pub async fn cut_off_organization(&self, org: OrgId) -> Result<usize, StoreError> {
        let partition = super::keys::org_partition(org.uuid(), "ASSET");
        let assets = self.query_partition(super::keys::SortIndex::Gsi1, partition, None, None).await?;
        let mut cut = 0;
        for asset in &assets {
            let Some(key) = super::station_item::station_of_item(asset).map(|station| station.key()) else {
                continue;
            };
            for _ in 0..CUT_OFF_TRIES {
                let Some(station) = self.station(&key).await? else { break };
                let Some(connection_id) = station.connection_id.clone() else { break };
                if station.org_id != org {
                    break;
                }
                let connection = StationConnection::new(&station, connection_id);
                let mut actions = vec![forget(self.table(), &connection)?];
                actions
                    .extend(self.cut_off_actions(&connection, ORGANIZATION_SUSPENDED, true, now_ms()).await?);
                match self.transact(actions).await {
                    Ok(()) => {
                        cut += 1;
                        break;
                    }
                    // The connection went (or another took its place, refused by its own
                    // condition now): read again.
                    Err(StoreError::TransactionCancelled(_)) => continue,
                    Err(error) => return Err(error),
                }
            }
        }
        Ok(cut)
    }

    /// Whether the registry still holds `connection` (one consistent read of the station item):
    /// for a connection that has made no guarded write for a while.
    pub async fn registry_holds(&self, connection: &StationConnection) -> Result<bool, StoreError> {
        let station = self.station(&connection.station_key).await?;
        Ok(station.is_some_and(|station| {
            station.asset_id == connection.asset_id
                && station.held_by(&connection.connection_id, connection.credential.password_set_at, now_ms())
        }))
    }

    /// A Heartbeat: whether the registry still holds the connection, one consistent read of the
    /// station item (`registry_holds`), no write: a Heartbeat only has to prove the connection is
    /// still the station's (a cut-off one closes at its next), and a read costs a fifth of a write
    /// and none of the table's write capacity (docs/scaling.md). `seen_at` stays the connect's.
    /// `Replaced` when the registry holds another connection or none.
    pub async fn station_seen(&self, connection: &StationConnection) -> Result<(), RegistryError> {
        match self.registry_holds(connection).await? {
            true => Ok(()),
            false => Err(RegistryError::Replaced),
        }
    }

    /// A known station's upgrade was refused: the event `station_connection_refused` on its
    /// asset (none when the asset is gone).
    pub async fn station_refused(&self, station: &StationRecord, reason: &str) -> Result<(), StoreError> {
        let Some((asset, _)) = self.station_asset(station.asset_id).await? else { return Ok(()) };
        if asset.org_id != station.org_id {
            return Ok(());
        }
        let data = json!({"identity": station.identity, "reason": reason});
        let event = asset_event(&asset, EventType::StationConnectionRefused, data, now_ms());
        let mut actions = vec![self.append_event_action(&event)?];
        actions.extend(self.fan_out(&event).await?);
        self.transact(actions).await
    }
}

/// A transaction's outcome for the gateway's reports: the registry check first (`Replaced`),
/// the asset write second (`Gone`).
pub(super) fn reported(result: Result<(), StoreError>) -> Result<(), RegistryError> {
    match result {
        Ok(()) => Ok(()),
        Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => {
            Err(RegistryError::Replaced)
        }
        Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 1) => Err(RegistryError::Gone),
        Err(error) => Err(error.into()),
    }
}

/// An optional text as a DynamoDB value (`NULL` when absent).
pub(super) fn opt_text(value: Option<&str>) -> AttributeValue {
    value.map(s).unwrap_or(AttributeValue::Null(true))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::asset::{AssetStatus, Visibility};
    use crate::domain::capacity::Capacity;
    use crate::ids::SiteId;

    fn asset() -> Asset {
        Asset {
            id: AssetId::generate(),
            org_id: OrgId::generate(),
            site_id: SiteId::generate(),
            name: "Charger".into(),
            status: AssetStatus::Active,
            visibility: Visibility::Organization,
            capacity: Capacity::parse("22").expect("capacity"),
            power_limit_kw: None,
            created_at: 0,
            updated_at: 0,
            version: 1,
            station: None,
        }
    }

    #[test]
    fn a_station_event_keeps_its_data_within_bounds() {
        let small = asset_event(&asset(), EventType::StationCommand, json!({"identity": "CP", "x": 1}), 0);
        assert_eq!(small.data["x"], 1);
        let padded = json!({"identity": "CP", "blob": "x".repeat(MAX_EVENT_DATA_BYTES)});
        let large = asset_event(&asset(), EventType::StationCommand, padded, 0);
        assert_eq!(large.data["truncated"], true);
        assert_eq!(large.data["identity"], "CP");
        assert!(large.data.to_string().len() < 200);
    }
}
