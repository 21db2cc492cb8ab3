//! OCPP 1.6 transaction ids: the platform assigns each StartTransaction an integer, unique per
//! asset, and answers a StartTransaction the station resends (its answer was lost) with the id
//! it gave the first time (docs/ocpp.md, "OCPP 1.6J").
//!
//! - `PK = TXCOUNTER#<asset uuid>`, `SK = TXCOUNTER`: `last` (N), the last id given; one
//!   conditional write per new start. Per asset, not per station item, so a station removed and made
//!   again never reuses an id its asset's sessions already name.
//! - `PK = TXSTART#<asset uuid>#<start fingerprint>`, `SK = TXSTART`: `transaction_id` (N)
//!   and the table's TTL `expire_at` (s). The fingerprint is what the station sent about the
//!   start (connector, idTag, meter start, timestamp), so the same start resent finds its id.

use aws_sdk_dynamodb::types::{Put, Update};
use sha2::{Digest, Sha256};

use super::attrs::{n, opt_n};
use super::keys;
use super::station_transactions::{StationAsset, StationTransactionError};
use super::transact::Action as _;
use super::{Store, StoreError};
use crate::ids::AssetId;

/// How long a start's id is remembered for a resend: stations resend within minutes; one
/// that was offline resends its queue within days.
const REMEMBERED_S: i64 = 7 * 24 * 3600;

/// Read-and-write attempts when the counter moved in between.
const ATTEMPTS: usize = 4;

/// What a 1.6 StartTransaction says about its start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartFingerprint {
    pub connector_id: u32,
    pub id_tag: String,
    pub meter_start_wh: i64,
    /// The start's timestamp by the station's clock (ms).
    pub timestamp_ms: i64,
}

impl StartFingerprint {
    fn digest(&self) -> String {
        let text =
            format!("{}\n{}\n{}\n{}", self.connector_id, self.id_tag, self.meter_start_wh, self.timestamp_ms);
        let digest = Sha256::digest(text.as_bytes());
        digest.iter().take(16).map(|byte| format!("{byte:02x}")).collect()
    }
}

fn start_key(asset: AssetId, start: &StartFingerprint) -> super::Item {
    keys::item_key(format!("TXSTART#{}#{}", asset.uuid(), start.digest()), "TXSTART")
}

impl Store {
    /// The id of this start on the station's asset: the one given before when the station
    /// resends it (one consistent read), else the asset's next, taken with the start's record
    /// in one transaction conditional on the station's connection (a connection cut off takes
    /// no id) and on the counter as read (a start resent meanwhile takes the first's id).
    pub async fn station_transaction_id(
        &self,
        station: &StationAsset,
        start: &StartFingerprint,
    ) -> Result<i32, StationTransactionError> {
        let key = start_key(station.asset_id, start);
        let counter = keys::item_key(format!("TXCOUNTER#{}", station.asset_id.uuid()), "TXCOUNTER");
        for _ in 0..ATTEMPTS {
            if let Some(id) = self.given_id(&key).await? {
                return Ok(id);
            }
            let last =
                self.read(counter.clone(), true).await?.and_then(|item| opt_n(&item, "last")).unwrap_or(0);
            let next = i32::try_from(last + 1).map_err(|_| {
                StoreError::internal("an asset's 1.6 transaction ids ran past the integer OCPP allows")
            })?;
            let take = Update::builder()
                .table_name(self.table())
                .set_key(Some(counter.clone()))
                .update_expression("SET #last = :next")
                .condition_expression("attribute_not_exists(#last) OR #last = :last")
                .expression_attribute_names("#last", "last")
                .expression_attribute_values(":next", n(i64::from(next)))
                .expression_attribute_values(":last", n(last))
                .action()?;
            let mut item = key.clone();
            item.insert("transaction_id".into(), n(i64::from(next)));
            item.insert("expire_at".into(), n(crate::time::now_ms() / 1000 + REMEMBERED_S));
            let record = Put::builder()
                .table_name(self.table())
                .set_item(Some(item))
                .condition_expression("attribute_not_exists(PK)")
                .action()?;
            match self.guarded(station, vec![take, record]).await {
                Ok(()) => return Ok(next),
                // The counter moved or the same start took an id meanwhile: read again.
                Err(StationTransactionError::Store(StoreError::TransactionCancelled(_))) => continue,
                Err(other) => return Err(other),
            }
        }
        Err(StationTransactionError::KeptChanging)
    }

    async fn given_id(&self, key: &super::Item) -> Result<Option<i32>, StoreError> {
        let Some(item) = self.read(key.clone(), true).await? else { return Ok(None) };
        Ok(opt_n(&item, "transaction_id").and_then(|id| i32::try_from(id).ok()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_start_has_the_same_fingerprint_and_another_start_another() {
        let start = StartFingerprint {
            connector_id: 1,
            id_tag: "04A2B3C4".into(),
            meter_start_wh: 1200,
            timestamp_ms: 1_764_000_000_000,
        };
        assert_eq!(start.digest(), start.clone().digest());
        assert_eq!(start.digest().len(), 32);
        let later = StartFingerprint { timestamp_ms: start.timestamp_ms + 1, ..start.clone() };
        assert_ne!(start.digest(), later.digest());
    }
}
