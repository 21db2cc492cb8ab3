//! Many items in one call, with what DynamoDB leaves unprocessed (throttling) asked again with
//! backoff: BatchGetItem for reads of known keys, and BatchWriteItem for seeding and operator
//! imports, never for API writes (no conditions, no transaction, no counters).

use aws_sdk_dynamodb::types::{KeysAndAttributes, PutRequest, ReturnConsumedCapacity, WriteRequest};
use std::time::Duration;

use super::StoreError;
use super::errors::fail;
use super::{Item, Store};

/// Batch rounds for keys or items DynamoDB left unprocessed (throttling), with backoff.
const BATCH_ROUNDS: u32 = 6;

/// Whether a batch read's read units go into the request's cost (`X-Debug`, the log line).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Units {
    Recorded,
    Unrecorded,
}

impl Store {
    /// Every item of `request` (at most 100 keys) found in one BatchGetItem, keys DynamoDB
    /// leaves unprocessed asked again with backoff; 503 if some remain.
    pub(super) async fn get_batch(
        &self,
        request: KeysAndAttributes,
        units: Units,
    ) -> Result<Vec<Item>, StoreError> {
        let mut found = Vec::new();
        let mut pending = Some(request).filter(|request| !request.keys().is_empty());
        for round in 0..BATCH_ROUNDS {
            let Some(request) = pending.take() else { break };
            if round > 0 {
                tokio::time::sleep(Duration::from_millis(25 * 2u64.pow(round))).await;
            }
            let mut call = self.client().batch_get_item().request_items(self.table(), request);
            if units == Units::Recorded {
                call = call.return_consumed_capacity(ReturnConsumedCapacity::Total);
            }
            let output = call.send().await.map_err(fail)?;
            for consumed in output.consumed_capacity() {
                super::record_capacity(Some(consumed));
            }
            found.extend(output.responses.unwrap_or_default().into_values().flatten());
            pending = output
                .unprocessed_keys
                .and_then(|mut unprocessed| unprocessed.remove(self.table()))
                .filter(|rest| !rest.keys().is_empty());
        }
        if pending.is_some() {
            return Err(StoreError::Unavailable("BatchGetItem left keys unprocessed after retries".into()));
        }
        Ok(found)
    }

    /// Puts `items`, 25 per call, retrying what DynamoDB leaves unprocessed; 503 if some remain.
    pub(super) async fn put_batch(&self, items: Vec<Item>) -> Result<(), StoreError> {
        let mut items = items.into_iter().peekable();
        while items.peek().is_some() {
            let mut pending: Vec<WriteRequest> = items
                .by_ref()
                .take(25)
                .map(|item| {
                    let put =
                        PutRequest::builder().set_item(Some(item)).build().map_err(StoreError::internal)?;
                    Ok(WriteRequest::builder().put_request(put).build())
                })
                .collect::<Result<_, StoreError>>()?;
            for round in 0..BATCH_ROUNDS {
                if pending.is_empty() {
                    break;
                }
                if round > 0 {
                    tokio::time::sleep(Duration::from_millis(25 * 2u64.pow(round))).await;
                }
                let output = self
                    .client()
                    .batch_write_item()
                    .request_items(self.table(), std::mem::take(&mut pending))
                    .send()
                    .await
                    .map_err(fail)?;
                pending =
                    output.unprocessed_items.and_then(|mut u| u.remove(self.table())).unwrap_or_default();
            }
            if !pending.is_empty() {
                return Err(StoreError::Unavailable("BatchWriteItem left items unprocessed".into()));
            }
        }
        Ok(())
    }
}
