//! OCPP 1.6 transaction ids: the platform assigns each StartTransaction an integer, unique per
//! asset, and answers a StartTransaction the station resends (its answer was lost) with the id
//! it gave the first time (docs/ocpp.md, "OCPP 1.6J").
//!
//! - `PK = TXCOUNTER#<asset uuid>`, `SK = TXCOUNTER`: `last` (N), the last id given; one
//!   atomic ADD per new start. Per asset, not per station item, so a station removed and made
//!   again never reuses an id its asset's sessions already name.
//! - `PK = TXSTART#<asset uuid>#<start fingerprint>`, `SK = TXSTART`: `transaction_id` (N)
//!   and the table's TTL `expire_at` (s). The fingerprint is what the station sent about the
//!   start (connector, idTag, meter start, timestamp), so the same start resent finds its id.

use aws_sdk_dynamodb::types::ReturnValue;
use sha2::{Digest, Sha256};

use super::attrs::{n, opt_n};
use super::keys;
use super::{Store, StoreError};
use crate::ids::AssetId;

/// How long a start's id is remembered for a resend: stations resend within minutes; one
/// that was offline resends its queue within days.
const REMEMBERED_S: i64 = 30 * 24 * 3600;

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
    /// The id of this start on `asset`: the one given before when the station resends it,
    /// else the asset's next. One consistent read, then for a new start one counter update
    /// and one conditional put (a resend racing the first takes the first's id).
    pub async fn station_transaction_id(
        &self,
        asset: AssetId,
        start: &StartFingerprint,
    ) -> Result<i32, StoreError> {
        let key = start_key(asset, start);
        if let Some(id) = self.given_id(&key).await? {
            return Ok(id);
        }
        let counter = keys::item_key(format!("TXCOUNTER#{}", asset.uuid()), "TXCOUNTER");
        let updated = self
            .client()
            .update_item()
            .table_name(self.table())
            .set_key(Some(counter))
            .update_expression("ADD #last :one")
            .expression_attribute_names("#last", "last")
            .expression_attribute_values(":one", n(1))
            .return_values(ReturnValue::UpdatedNew)
            .send()
            .await
            .map_err(super::errors::fail)?;
        let last = updated.attributes().and_then(|item| opt_n(item, "last"));
        let id = last.and_then(|last| i32::try_from(last).ok()).ok_or_else(|| {
            StoreError::internal("an asset's 1.6 transaction ids ran past the integer OCPP allows")
        })?;
        let mut item = key.clone();
        item.insert("transaction_id".into(), n(i64::from(id)));
        item.insert("expire_at".into(), n(crate::time::now_ms() / 1000 + REMEMBERED_S));
        let put = self
            .client()
            .put_item()
            .table_name(self.table())
            .set_item(Some(item))
            .condition_expression("attribute_not_exists(PK)")
            .send()
            .await;
        match put {
            Ok(_) => Ok(id),
            Err(error) => {
                super::errors::refused(error)?;
                // The same start resent meanwhile took an id first: that one is the start's.
                self.given_id(&key).await?.ok_or_else(|| StoreError::internal("a start's id vanished"))
            }
        }
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
