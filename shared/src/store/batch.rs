//! Writing many new items at once with BatchWriteItem: for seeding and operator imports, never
//! for API writes (no conditions, no transaction, no counters).

use aws_sdk_dynamodb::types::{PutRequest, WriteRequest};
use std::time::Duration;

use super::StoreError;
use super::errors::fail;
use super::{Item, Store};

/// BatchWriteItem rounds for items DynamoDB left unprocessed (throttling), with backoff.
const BATCH_ROUNDS: u32 = 6;

impl Store {
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
