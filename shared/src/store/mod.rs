//! The DynamoDB store: one table, single-table design (see docs/data-model.md).
//!
//! Owns the SDK client, key formats and item mapping. It never sees a request without an
//! organization: every read of a tenant resource returns the owning organization so the caller
//! can answer 403 for another tenant's item, and every list is a Query on a partition that
//! embeds the organization id. There is no Scan anywhere.

pub mod api_keys;
pub mod asset_holds;
pub mod assets;
mod attrs;
mod batch;
mod calls;
pub mod claim;
pub mod client;
pub mod entity;
mod errors;
pub mod events;
pub mod firmware_campaigns;
pub mod gateway_leases;
pub mod id_tokens;
pub mod idempotency;
pub mod keys;
pub mod list;
pub mod members;
pub mod meter;
pub mod oauth;
pub mod orgs;
pub mod power_allocations;
pub mod rate_limits;
mod restrictions;
pub mod roles;
pub mod schedule_writer;
pub mod scheduler;
pub mod schedules;
pub mod session_limits;
pub mod session_meter;
pub mod sessions;
pub mod site_power;
pub mod site_scope;
pub mod sites;
pub mod station_commands;
pub mod station_item;
pub mod station_logs;
pub mod station_messages;
pub mod station_registry;
pub mod station_reports;
pub mod station_starts;
pub mod station_transactions;
pub mod station_tx_ids;
pub mod stations;
mod throttling;
mod transact;
pub mod visible;
pub mod webhook_tools;
pub mod webhooks;

pub use attrs::Item;
pub use calls::{CallLog, record_as, record_calls, record_capacity};
pub use errors::StoreError;

/// A stored item as it is, for the store's own checks.
pub(crate) struct Raw(pub(crate) Item);

/// A type the store reads from its stored item: a function crate gets the domain value, never
/// the item (the store's own checks on the raw item read `Raw`, which no other crate can name).
pub trait FromItem: Sized {
    fn from_item(item: &Item) -> Result<Self, StoreError>;
}

/// Each kind with the function that reads it (records through `attrs::read`).
macro_rules! from_item {
    ($($kind:ty => $decode:expr),* $(,)?) => {$(
        impl FromItem for $kind {
            fn from_item(item: &Item) -> Result<Self, StoreError> {
                ($decode)(item)
            }
        }
    )*};
}

from_item! {
    Raw => |item: &Item| Ok(Raw(item.clone())),
    crate::domain::api_key::ApiKey => api_keys::key_from_item,
    api_keys::HeldKey => api_keys::held_key,
    crate::domain::asset::Asset => |item| attrs::read(item, assets::AssetRecord::deserialize),
    assets::OpenSessions => |item| Ok(assets::OpenSessions(asset_holds::Holds::of(item)?)),
    crate::domain::id_token::IdToken => |item| attrs::read(item, id_tokens::IdTokenItem::deserialize),
    crate::domain::event::Event => |item| attrs::read(item, events::EventRecord::deserialize),
    crate::domain::member::Member => members::member_from_item,
    crate::domain::oauth::OAuthClient => oauth::client_from_item,
    crate::domain::schedule::Schedule => |item| attrs::read(item, schedules::ScheduleRecord::deserialize),
    crate::domain::schedule::ScheduleItem => schedules::entry_from_item,
    crate::domain::session::Session => sessions::session_from_item,
    crate::domain::site::Site => |item| attrs::read(item, sites::SiteRecord::deserialize),
    crate::domain::webhook::Webhook => |item| attrs::read(item, webhooks::WebhookRecord::deserialize),
    webhooks::Delivery => |item| attrs::read(item, <webhooks::Delivery as serde::Deserialize>::deserialize),
}

use aws_sdk_dynamodb::Client;

use crate::config::Config;

/// How long a warm process trusts an organization's webhook list when an event is written
/// (`Store::with_subscription_ttl`; the app sets the auth cache's TTL).
const SUBSCRIPTION_TTL: std::time::Duration = std::time::Duration::from_secs(30);

#[derive(Clone)]
pub struct Store {
    client: Client,
    table: String,
    /// Each organization's webhooks, for the deliveries its events make (`events::fan_out`).
    subscriptions: std::sync::Arc<events::Subscriptions>,
    /// Told after every committed write of a new delivery: the local runner's stand-in for
    /// the table's stream that starts the deliverer when deployed (`webhooks::NewDeliveries`).
    new_deliveries: std::sync::Arc<tokio::sync::Notify>,
    /// Every call this store makes and its units, counted only once switched on (`make bench`).
    meter: meter::Meter,
}

impl Store {
    /// Builds the client. Against DynamoDB Local (an endpoint is set) it uses static dummy
    /// credentials and a default region, so nothing probes for real ones.
    pub fn connect(config: &Config) -> Store {
        let client = client::client_for(config.dynamodb_endpoint.as_deref());
        Store::from_client(client, config.table_name.clone())
    }

    pub fn from_client(client: Client, table: String) -> Store {
        let subscriptions = std::sync::Arc::new(events::Subscriptions::new(SUBSCRIPTION_TTL, 10_000));
        let new_deliveries = std::sync::Arc::new(tokio::sync::Notify::new());
        let meter = meter::Meter::default();
        let client = meter.install(&client);
        Store { client, table, subscriptions, new_deliveries, meter }
    }

    /// The same store, trusting an organization's webhook list for `ttl` (zero: read it for
    /// every event, as tests do to see a new webhook at once).
    pub fn with_subscription_ttl(self, ttl: std::time::Duration) -> Store {
        let subscriptions = std::sync::Arc::new(events::Subscriptions::new(ttl, 10_000));
        Store { subscriptions, ..self }
    }

    pub fn client(&self) -> &Client {
        &self.client
    }

    pub fn table(&self) -> &str {
        &self.table
    }

    /// This store's DynamoDB meter (off unless switched on; clones of the store share it).
    pub fn meter(&self) -> &meter::Meter {
        &self.meter
    }

    /// One GetItem by key; `consistent` for reads a write depends on or a client must see its
    /// own write in, eventual (half the cost) for cached authentication lookups.
    pub(crate) async fn read(&self, key: Item, consistent: bool) -> Result<Option<Item>, StoreError> {
        let output = self
            .client
            .get_item()
            .table_name(&self.table)
            .set_key(Some(key))
            .consistent_read(consistent)
            .send()
            .await
            .map_err(errors::fail)?;
        Ok(output.item)
    }

    /// Every item of one partition of a sort index, all pages: only sort keys `below` the one
    /// given (e.g. everything due by now), only items whose attribute is `equal` to the value
    /// (a filter: it reads the whole partition).
    pub(crate) async fn query_partition(
        &self,
        index: keys::SortIndex,
        partition: String,
        below: Option<&str>,
        equal: Option<(&str, aws_sdk_dynamodb::types::AttributeValue)>,
    ) -> Result<Vec<Item>, StoreError> {
        let mut request = self
            .client
            .query()
            .table_name(&self.table)
            .index_name(index.name())
            .expression_attribute_names("#pk", index.pk())
            .expression_attribute_values(":pk", attrs::s(&partition));
        request = match below {
            Some(bound) => request
                .key_condition_expression("#pk = :pk AND #sk < :below")
                .expression_attribute_names("#sk", index.sk())
                .expression_attribute_values(":below", attrs::s(bound)),
            None => request.key_condition_expression("#pk = :pk"),
        };
        if let Some((attr, value)) = equal {
            request = request
                .filter_expression("#eq = :eq")
                .expression_attribute_names("#eq", attr)
                .expression_attribute_values(":eq", value);
        }
        self.query_all(request).await
    }

    /// Every item a Query matches, all pages.
    pub(crate) async fn query_all(
        &self,
        request: aws_sdk_dynamodb::operation::query::builders::QueryFluentBuilder,
    ) -> Result<Vec<Item>, StoreError> {
        let mut items = Vec::new();
        let mut start = None;
        loop {
            let output = request.clone().set_exclusive_start_key(start).send().await.map_err(errors::fail)?;
            items.extend(output.items.unwrap_or_default());
            match output.last_evaluated_key {
                Some(key) if !key.is_empty() => start = Some(key),
                _ => return Ok(items),
            }
        }
    }
}
