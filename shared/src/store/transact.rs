//! Transactions with retry: a transaction that only collided with another one is retried with
//! jittered backoff; a failed condition is returned with the old items DynamoDB sent back.

use aws_sdk_dynamodb::operation::transact_write_items::TransactWriteItemsError;
use aws_sdk_dynamodb::types::TransactWriteItem;
use aws_sdk_dynamodb::types::builders::{ConditionCheckBuilder, DeleteBuilder, PutBuilder, UpdateBuilder};

use super::errors::fail;
use super::{Store, StoreError};

const TRANSACTION_ATTEMPTS: u32 = 5;

/// A transaction action from its builder (one lacking a required field is a bug: 500).
pub(super) trait Action {
    fn action(self) -> Result<TransactWriteItem, StoreError>;
}

macro_rules! action {
    ($($builder:ty => $kind:ident),*) => {$(
        impl Action for $builder {
            fn action(self) -> Result<TransactWriteItem, StoreError> {
                Ok(TransactWriteItem::builder().$kind(self.build().map_err(StoreError::internal)?).build())
            }
        }
    )*};
}

action!(PutBuilder => put, UpdateBuilder => update, DeleteBuilder => delete);
action!(ConditionCheckBuilder => condition_check);

impl Store {
    /// Runs a transaction, retrying (with jitter) when it only collided with another one.
    pub(super) async fn transact(&self, items: Vec<TransactWriteItem>) -> Result<(), StoreError> {
        let mut attempt = 0;
        loop {
            attempt += 1;
            let result =
                self.client().transact_write_items().set_transact_items(Some(items.clone())).send().await;
            let error = match result {
                Ok(_) => {
                    self.signal_new_deliveries(&items);
                    return Ok(());
                }
                Err(error) => error,
            };
            let Some(TransactWriteItemsError::TransactionCanceledException(cancelled)) =
                error.as_service_error()
            else {
                return Err(fail(error));
            };
            let reasons: Vec<_> = cancelled
                .cancellation_reasons()
                .iter()
                .map(|r| (r.code().unwrap_or("None").to_owned(), r.item().cloned()))
                .collect();
            let collided = reasons.iter().any(|(code, _)| code == "TransactionConflict");
            let condition_failed = reasons.iter().any(|(code, _)| code == "ConditionalCheckFailed");
            if collided && !condition_failed && attempt < TRANSACTION_ATTEMPTS {
                let mut jitter = [0u8; 1];
                let _ = getrandom::fill(&mut jitter);
                let wait = 10 * 2u64.pow(attempt) + u64::from(jitter[0] % 20);
                tokio::time::sleep(std::time::Duration::from_millis(wait)).await;
                continue;
            }
            return Err(StoreError::TransactionCancelled(reasons));
        }
    }

    /// A read-modify-write transaction: `false` when it was cancelled (what was read changed
    /// meanwhile, or a condition failed), so the caller reads again.
    pub(super) async fn committed(&self, items: Vec<TransactWriteItem>) -> Result<bool, StoreError> {
        match self.transact(items).await {
            Ok(()) => Ok(true),
            Err(StoreError::TransactionCancelled(_)) => Ok(false),
            Err(other) => Err(other),
        }
    }
}
