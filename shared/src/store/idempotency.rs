//! Idempotency records: `PK = IDEM#<sha256(scope, key)>`, `SK = IDEM`. Claimed with a
//! conditional put, completed with the response, released by expiring it; TTL removes them.

use aws_sdk_dynamodb::types::{AttributeValue, ReturnValuesOnConditionCheckFailure, TransactWriteItem};

use super::attrs::{n, opt_n, opt_s, s};
use super::claim::{Claim, Claimed, KEEP_SECS, LOCK_MS, Record, StoredReply};
use super::entity::Changes;
use super::errors::{fail, refused};
use super::keys;
use super::{Item, Store, StoreError};
use crate::time::now_ms;

const KIND: &str = "IDEM";
const IN_FLIGHT: &str = "in_flight";
const DONE: &str = "done";

fn key(claim: &Claim) -> Item {
    keys::item_key(format!("{KIND}#{}", claim.id), KIND)
}

/// The update that turns our claim into the stored response.
fn completion(claim: &Claim, reply: &StoredReply) -> Changes {
    let mut changes = held(claim);
    changes.set("state", s(DONE));
    changes.set("response_status", n(i64::from(reply.status)));
    changes.set(
        "response_headers",
        AttributeValue::M(reply.headers.iter().map(|(k, v)| (k.clone(), s(v))).collect()),
    );
    if let Some(body) = &reply.body {
        changes.set("response_body", s(body));
    }
    changes.remove("claim_lock");
    changes.remove("claim_until");
    changes
}

/// A write only the claimant makes (completing or releasing).
fn held(claim: &Claim) -> Changes {
    let mut changes = Changes::default();
    changes.require("claim_lock = :lock", vec![(":lock", s(&claim.lock))]);
    changes
}

fn stored(item: &Item) -> StoredReply {
    let headers = item.get("response_headers").and_then(|v| v.as_m().ok()).into_iter().flatten();
    StoredReply {
        status: opt_n(item, "response_status").and_then(|s| u16::try_from(s).ok()).unwrap_or(200),
        body: opt_s(item, "response_body").map(str::to_owned),
        headers: headers.filter_map(|(k, v)| Some((k.clone(), v.as_s().ok()?.clone()))).collect(),
    }
}

impl Store {
    /// Claims the key unless a live record holds it. An expired record (TTL not swept yet,
    /// or released) and an abandoned claim (its lock ran out) are taken over.
    pub async fn claim_idempotency(&self, claim: &Claim) -> Result<Claimed, StoreError> {
        let now = now_ms();
        let mut item = key(claim);
        item.insert("fingerprint".into(), s(&claim.fingerprint));
        item.insert("state".into(), s(IN_FLIGHT));
        item.insert("claim_lock".into(), s(&claim.lock));
        item.insert("claim_until".into(), n(now + LOCK_MS));
        item.insert("expire_at".into(), n(now / 1000 + KEEP_SECS));
        let result = self
            .client()
            .put_item()
            .table_name(self.table())
            .set_item(Some(item))
            .condition_expression(
                "attribute_not_exists(PK) OR expire_at < :now_s OR (#state = :in_flight AND claim_until < :now_ms)",
            )
            .expression_attribute_names("#state", "state")
            .expression_attribute_values(":now_s", n(now / 1000))
            .expression_attribute_values(":now_ms", n(now))
            .expression_attribute_values(":in_flight", s(IN_FLIGHT))
            .return_values_on_condition_check_failure(ReturnValuesOnConditionCheckFailure::AllOld)
            .send()
            .await;
        let old = match result {
            Ok(_) => return Ok(Claimed::Fresh),
            Err(error) => refused(error)?.unwrap_or_default(),
        };
        if opt_s(&old, "fingerprint") != Some(claim.fingerprint.as_str()) {
            return Ok(Claimed::Mismatch);
        }
        if opt_s(&old, "state") == Some(DONE) {
            return Ok(Claimed::Replay(stored(&old)));
        }
        Ok(Claimed::InFlight)
    }

    /// Records the response under our claim (for handlers that did not write it themselves).
    pub async fn complete_idempotency(&self, claim: &Claim, reply: &StoredReply) -> Result<(), StoreError> {
        completion(claim, reply).update_item(self, key(claim)).send().await.map_err(fail)?;
        Ok(())
    }

    /// Runs a create's transaction with its idempotency record (if the request has one) as the
    /// last action, so resource and recorded response commit together. A claim lost meanwhile
    /// (taken over after it lapsed) cancels the create: 409, as for a request in flight.
    pub(super) async fn transact_create(
        &self,
        mut actions: Vec<TransactWriteItem>,
        record: Option<&Record>,
    ) -> Result<(), StoreError> {
        let record_at = actions.len();
        if let Some(record) = record {
            actions.push(self.idempotency_write(record)?);
        }
        match self.transact(actions).await {
            Ok(()) => {
                record.inspect(|r| r.mark_written());
                Ok(())
            }
            Err(error) if record.is_some() => {
                error.refused_at(record_at)?;
                Err(StoreError::ClaimLost)
            }
            Err(other) => Err(other),
        }
    }

    /// The completion as a transaction action, for a create to commit with its resource.
    fn idempotency_write(&self, record: &Record) -> Result<TransactWriteItem, StoreError> {
        completion(&record.claim, &record.reply).transact_update(self.table(), key(&record.claim))
    }

    /// Gives the key back (the request failed): the record expires now, so the next claim
    /// takes it over.
    pub async fn release_idempotency(&self, claim: &Claim) -> Result<(), StoreError> {
        let mut changes = held(claim);
        // Just past, not 0: TTL ignores timestamps more than five years old.
        changes.set("expire_at", n(now_ms() / 1000 - 1));
        changes.update_item(self, key(claim)).send().await.map_err(fail)?;
        Ok(())
    }
}
