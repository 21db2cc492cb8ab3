//! Exact DynamoDB accounting for a benchmark: every call a `Store` makes and the read and write
//! units DynamoDB reports for it, whatever task made it (the gateway's connection tasks
//! included, which `calls::record_calls` cannot see).
//!
//! Every store carries a meter, off until `Meter::switch_on`: off, it costs one atomic load per
//! call and changes nothing, so the units the API reports (`X-Debug`, which only the reads that
//! ask for them add) stay as they are. On, an SDK interceptor asks DynamoDB for the consumed
//! capacity of every operation (`ReturnConsumedCapacity::Total`, unless the call asked for more)
//! and adds what each successful output reports. Only `make bench` switches it on.
//!
//! A call is counted once per operation (not per retry); its units come from the operation's
//! final output, so a failed call (a cancelled transaction, a failed condition) adds a call
//! and no units: DynamoDB's error answers carry none.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use aws_sdk_dynamodb::Client;
use aws_sdk_dynamodb::config::interceptors::{
    BeforeSerializationInterceptorContextMut, FinalizerInterceptorContextRef,
};
use aws_sdk_dynamodb::config::{ConfigBag, Intercept, RuntimeComponents};
use aws_sdk_dynamodb::operation;
use aws_sdk_dynamodb::types::{ConsumedCapacity, ReturnConsumedCapacity};
use aws_smithy_runtime_api::box_error::BoxError;
use aws_smithy_runtime_api::client::orchestrator::Metadata;

/// What a store asked of DynamoDB while its meter was on.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Consumed {
    /// Operations sent (each once, however often the SDK retried it).
    pub calls: u64,
    /// Read capacity units DynamoDB reported.
    pub read_units: f64,
    /// Write capacity units DynamoDB reported (a ConditionCheck in a transaction included).
    pub write_units: f64,
    /// Calls per operation name (`GetItem`, `TransactWriteItems`, ...).
    pub operations: BTreeMap<String, u64>,
}

impl Consumed {
    /// What was consumed after `earlier` (a reading of the same meter) up to this reading.
    pub fn since(&self, earlier: &Consumed) -> Consumed {
        let mut operations = self.operations.clone();
        for (name, count) in &earlier.operations {
            if let Some(now) = operations.get_mut(name) {
                *now = now.saturating_sub(*count);
            }
        }
        operations.retain(|_, count| *count > 0);
        Consumed {
            calls: self.calls.saturating_sub(earlier.calls),
            read_units: self.read_units - earlier.read_units,
            write_units: self.write_units - earlier.write_units,
            operations,
        }
    }
}

/// A store's DynamoDB meter; clones share one count.
#[derive(Debug, Clone, Default)]
pub struct Meter(Arc<State>);

#[derive(Debug, Default)]
struct State {
    on: AtomicBool,
    consumed: Mutex<Consumed>,
}

impl Meter {
    /// Counts from now on (for the life of the store: a benchmark's switch, never turned off).
    pub fn switch_on(&self) {
        self.0.on.store(true, Ordering::Relaxed);
    }

    /// Everything counted so far; subtract an earlier reading (`Consumed::since`) for a phase.
    pub fn reading(&self) -> Consumed {
        self.0.consumed.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }

    /// `client` with this meter's interceptor added (the same connection pool and settings).
    pub(super) fn install(&self, client: &Client) -> Client {
        let config = client.config().to_builder().interceptor(MeterInterceptor(self.clone())).build();
        Client::from_conf(config)
    }

    fn is_on(&self) -> bool {
        self.0.on.load(Ordering::Relaxed)
    }

    fn add(&self, change: impl FnOnce(&mut Consumed)) {
        change(&mut self.0.consumed.lock().unwrap_or_else(PoisonError::into_inner));
    }
}

#[derive(Debug)]
struct MeterInterceptor(Meter);

/// Sets `ReturnConsumedCapacity::Total` on the typed input of each operation that takes it,
/// unless the call asked for something already (INDEXES reports the total too).
macro_rules! ask_for_capacity {
    ($input:expr, $($kind:ty),* $(,)?) => {$(
        if let Some(input) = $input.downcast_mut::<$kind>() {
            input.return_consumed_capacity.get_or_insert(ReturnConsumedCapacity::Total);
        }
    )*};
}

/// The consumed capacity each operation's output reports, as a list (one entry, or one per
/// table for the batch and transaction operations).
macro_rules! reported {
    ($output:expr; single: $($one:ty),*; many: $($many:ty),* $(,)?) => {{
        let mut found: Option<Vec<ConsumedCapacity>> = None;
        $(
            if let Some(output) = $output.downcast_ref::<$one>() {
                found = Some(output.consumed_capacity.iter().cloned().collect());
            }
        )*
        $(
            if let Some(output) = $output.downcast_ref::<$many>() {
                found = Some(output.consumed_capacity.clone().unwrap_or_default());
            }
        )*
        found.unwrap_or_default()
    }};
}

/// Whether an operation's units are write units when DynamoDB reports only the total.
fn writes(operation: &str) -> bool {
    matches!(operation, "PutItem" | "UpdateItem" | "DeleteItem" | "BatchWriteItem" | "TransactWriteItems")
}

fn operation_name(cfg: &ConfigBag) -> String {
    cfg.load::<Metadata>().map(|m| m.name().to_owned()).unwrap_or_default()
}

impl Intercept for MeterInterceptor {
    fn name(&self) -> &'static str {
        "Meter"
    }

    fn modify_before_serialization(
        &self,
        context: &mut BeforeSerializationInterceptorContextMut<'_>,
        _runtime_components: &RuntimeComponents,
        cfg: &mut ConfigBag,
    ) -> Result<(), BoxError> {
        if !self.0.is_on() {
            return Ok(());
        }
        let input = context.input_mut();
        ask_for_capacity!(
            input,
            operation::get_item::GetItemInput,
            operation::put_item::PutItemInput,
            operation::update_item::UpdateItemInput,
            operation::delete_item::DeleteItemInput,
            operation::query::QueryInput,
            operation::scan::ScanInput,
            operation::batch_get_item::BatchGetItemInput,
            operation::batch_write_item::BatchWriteItemInput,
            operation::transact_write_items::TransactWriteItemsInput,
            operation::transact_get_items::TransactGetItemsInput,
        );
        let name = operation_name(cfg);
        self.0.add(|consumed| {
            consumed.calls += 1;
            *consumed.operations.entry(name).or_default() += 1;
        });
        Ok(())
    }

    fn read_after_execution(
        &self,
        context: &FinalizerInterceptorContextRef<'_>,
        _runtime_components: &RuntimeComponents,
        cfg: &mut ConfigBag,
    ) -> Result<(), BoxError> {
        if !self.0.is_on() {
            return Ok(());
        }
        let Some(Ok(output)) = context.output_or_error() else { return Ok(()) };
        let capacities = reported!(
            output;
            single:
                operation::get_item::GetItemOutput,
                operation::put_item::PutItemOutput,
                operation::update_item::UpdateItemOutput,
                operation::delete_item::DeleteItemOutput,
                operation::query::QueryOutput,
                operation::scan::ScanOutput;
            many:
                operation::batch_get_item::BatchGetItemOutput,
                operation::batch_write_item::BatchWriteItemOutput,
                operation::transact_write_items::TransactWriteItemsOutput,
                operation::transact_get_items::TransactGetItemsOutput,
        );
        let is_write = writes(&operation_name(cfg));
        self.0.add(|consumed| {
            for capacity in &capacities {
                let (read, write) = split(capacity, is_write);
                consumed.read_units += read;
                consumed.write_units += write;
            }
        });
        Ok(())
    }
}

/// Read and write units of one report: DynamoDB's own split when it gives one, else the total
/// counted as the operation's kind.
fn split(capacity: &ConsumedCapacity, is_write: bool) -> (f64, f64) {
    match (capacity.read_capacity_units, capacity.write_capacity_units) {
        (None, None) => {
            let total = capacity.capacity_units.unwrap_or(0.0);
            if is_write { (0.0, total) } else { (total, 0.0) }
        }
        (read, write) => (read.unwrap_or(0.0), write.unwrap_or(0.0)),
    }
}
