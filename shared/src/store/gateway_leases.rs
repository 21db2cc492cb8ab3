//! Gateway tasks' leases and the stations each task holds, so that a task killed without its
//! drain (OOM, host loss, SIGKILL) is noticed by a sibling, which shows its stations offline
//! (docs/ocpp.md, "Lost gateway tasks"). Both live in the table itself, read by Query on their
//! partition key, never through an index: a Heartbeat's write to the station item stays one
//! write.
//!
//! - Lease: `PK = GATEWAYS`, `SK = GATEWAY#<instance>`: `address`, `expires_at` (ms) and the
//!   table's TTL `expire_at` (s), renewed by its task every lease interval.
//! - Holding: `PK = GATEWAY#<instance>#STATION#<shard>`, `SK = <station key>`: `connection_id`,
//!   written and removed in the same transactions as the station's registry.

use aws_sdk_dynamodb::types::{AttributeValue, Delete, Put, TransactWriteItem};

use super::attrs::{Item, get_n, get_s, n, s};
use super::keys;
use super::transact::Action as _;
use super::{Store, StoreError};
use crate::store::station_registry::StationConnection;

/// The partition every gateway task's lease is in: a handful of items.
pub const LEASES: &str = "GATEWAYS";
/// A task's held stations are spread over this many partitions, so a reconnect storm onto one
/// task does not write one hot key.
pub const HOLDING_SHARDS: u32 = 16;
/// How long after its expiry the table's TTL removes a lease nobody swept (no task left to).
const LEASE_TTL_AFTER_EXPIRY_SECS: i64 = 24 * 3600;

/// One run of a gateway task: the control address the registry names, and an id of its own so
/// that a later task at the same address is another task.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GatewayTask {
    pub address: String,
    pub instance: String,
}

impl GatewayTask {
    /// A task starting now at `address`.
    pub fn start(address: String) -> GatewayTask {
        GatewayTask { address, instance: uuid::Uuid::now_v7().to_string() }
    }
}

/// A task's lease as last renewed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GatewayLease {
    pub task: GatewayTask,
    /// Milliseconds since the epoch.
    pub expires_at: i64,
}

/// A station a task recorded holding: its station key and its connection then.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldStation {
    pub station_key: String,
    pub connection_id: String,
}

/// One page of a task's held stations in one shard; `next` continues it.
#[derive(Debug, Default)]
pub struct HeldPage {
    pub stations: Vec<HeldStation>,
    pub next: Option<Item>,
}

fn lease_key(instance: &str) -> Item {
    keys::item_key(LEASES, format!("GATEWAY#{instance}"))
}

pub fn holding_partition(instance: &str, shard: u32) -> String {
    format!("GATEWAY#{instance}#STATION#{shard}")
}

/// The shard an identity's holding is in (FNV-1a, stable across builds and tasks).
pub fn shard_of(station_key: &str) -> u32 {
    let hash = station_key
        .bytes()
        .fold(0x811c_9dc5_u32, |hash, byte| (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193));
    hash % HOLDING_SHARDS
}

fn holding_key(instance: &str, station_key: &str) -> Item {
    keys::item_key(holding_partition(instance, shard_of(station_key)), station_key)
}

/// The holding's Put, in the transaction that gives `task` the station's registry.
pub(super) fn hold(
    table: &str,
    task: &GatewayTask,
    connection: &StationConnection,
) -> Result<TransactWriteItem, StoreError> {
    let mut item = holding_key(&task.instance, &connection.station_key);
    item.insert("connection_id".into(), s(&connection.connection_id));
    Put::builder().table_name(table).set_item(Some(item)).action()
}

/// The holding's Delete, in the transaction that clears the registry of this connection (whose
/// condition is what makes it this connection's).
pub(super) fn release(
    table: &str,
    task: &GatewayTask,
    station_key: &str,
) -> Result<TransactWriteItem, StoreError> {
    Delete::builder().table_name(table).set_key(Some(holding_key(&task.instance, station_key))).action()
}

fn lease_from(item: &Item) -> Result<GatewayLease, StoreError> {
    let sk = get_s(item, keys::SK)?;
    let instance =
        sk.strip_prefix("GATEWAY#").ok_or_else(|| StoreError::Corrupt(format!("lease key {sk}")))?;
    Ok(GatewayLease {
        task: GatewayTask { address: get_s(item, "address")?.to_owned(), instance: instance.to_owned() },
        expires_at: get_n(item, "expires_at")?,
    })
}

impl Store {
    /// Writes (or renews) `task`'s lease until `expires_at` (ms).
    pub async fn renew_gateway_lease(&self, task: &GatewayTask, expires_at: i64) -> Result<(), StoreError> {
        let mut item = lease_key(&task.instance);
        item.insert("address".into(), s(&task.address));
        item.insert("expires_at".into(), n(expires_at));
        item.insert("expire_at".into(), n(expires_at / 1000 + LEASE_TTL_AFTER_EXPIRY_SECS));
        self.client()
            .put_item()
            .table_name(self.table())
            .set_item(Some(item))
            .send()
            .await
            .map_err(super::errors::fail)?;
        Ok(())
    }

    /// Every gateway task's lease (one Query of one small partition).
    pub async fn gateway_leases(&self) -> Result<Vec<GatewayLease>, StoreError> {
        let request = self
            .client()
            .query()
            .table_name(self.table())
            .key_condition_expression("PK = :pk")
            .expression_attribute_values(":pk", s(LEASES))
            .consistent_read(true);
        self.query_all(request).await?.iter().map(lease_from).collect()
    }

    /// Removes `task`'s lease: it drained, so it holds no station any more.
    pub async fn end_gateway_lease(&self, task: &GatewayTask) -> Result<(), StoreError> {
        self.client()
            .delete_item()
            .table_name(self.table())
            .set_key(Some(lease_key(&task.instance)))
            .send()
            .await
            .map_err(super::errors::fail)?;
        Ok(())
    }

    /// Removes a swept lease, unless its task renewed it meanwhile (it was alive after all).
    /// `false` then, or when another sweeper removed it first.
    pub async fn drop_gateway_lease(&self, lease: &GatewayLease) -> Result<bool, StoreError> {
        let result = self
            .client()
            .delete_item()
            .table_name(self.table())
            .set_key(Some(lease_key(&lease.task.instance)))
            .condition_expression("expires_at = :seen")
            .expression_attribute_values(":seen", n(lease.expires_at))
            .send()
            .await;
        match result {
            Ok(_) => Ok(true),
            Err(error) => super::errors::refused(error).map(|_| false),
        }
    }

    /// A page of the stations `instance` recorded holding in `shard`, at most `limit`.
    pub async fn held_stations(
        &self,
        instance: &str,
        shard: u32,
        limit: i32,
        after: Option<Item>,
    ) -> Result<HeldPage, StoreError> {
        let output = self
            .client()
            .query()
            .table_name(self.table())
            .key_condition_expression("PK = :pk")
            .expression_attribute_values(":pk", s(holding_partition(instance, shard)))
            .limit(limit)
            .set_exclusive_start_key(after)
            .send()
            .await
            .map_err(super::errors::fail)?;
        let stations = output
            .items()
            .iter()
            .map(|item| {
                Ok(HeldStation {
                    station_key: get_s(item, keys::SK)?.to_owned(),
                    connection_id: get_s(item, "connection_id")?.to_owned(),
                })
            })
            .collect::<Result<_, StoreError>>()?;
        Ok(HeldPage { stations, next: output.last_evaluated_key })
    }

    /// Forgets a holding of `connection_id` that the registry no longer names (the station
    /// reconnected elsewhere, was rotated or removed); nothing if it holds another connection.
    pub(super) async fn forget_holding(
        &self,
        task: &GatewayTask,
        station_key: &str,
        connection_id: &str,
    ) -> Result<(), StoreError> {
        let result = self
            .client()
            .delete_item()
            .table_name(self.table())
            .set_key(Some(holding_key(&task.instance, station_key)))
            .condition_expression("connection_id = :cid")
            .expression_attribute_values(":cid", AttributeValue::S(connection_id.to_owned()))
            .send()
            .await;
        match result {
            Ok(_) => Ok(()),
            Err(error) => super::errors::refused(error).map(|_| ()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_identity_keeps_its_shard_and_identities_spread_over_all_of_them() {
        assert_eq!(shard_of("cp-001"), shard_of("cp-001"));
        let used: std::collections::BTreeSet<u32> = (0..1000).map(|i| shard_of(&format!("cp-{i}"))).collect();
        assert_eq!(used.len(), HOLDING_SHARDS as usize);
    }

    #[test]
    fn two_starts_at_one_address_are_two_tasks() {
        let first = GatewayTask::start("10.0.0.1:8081".into());
        let second = GatewayTask::start("10.0.0.1:8081".into());
        assert_ne!(first, second);
    }
}
