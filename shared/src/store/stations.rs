//! Station items: `PK = STATION#<identity, lower case>`, `SK = STATION`. One per OCPP station:
//! its credential (the asset it is, the password's hash) and the connection registry (which
//! gateway task holds its WebSocket now). Read by key only: by the gateway when a station
//! connects, by the REST functions to reach a connected station. docs/ocpp.md.

use serde::{Deserialize, Serialize};

use super::assets::ASSET;
use super::attrs::{read, s, stored, write};
use super::entity::{Changes, Entity, EntityError};
use super::errors::from_errors;
use super::keys;
use super::transact::Action as _;
use super::{Item, Store, StoreError};
use crate::domain::station::{Connection, StationIdentity, StationState};
use crate::ids::{AssetId, OrgId};
use crate::time::now_ms;
use aws_sdk_dynamodb::types::{AttributeValue, Put};

/// The asset attributes that make an asset a station: its identity (as given) and what the
/// station last reported (`StationState`).
pub const STATION_IDENTITY: &str = "station_identity";
pub const STATION_STATE: &str = "station";

pub fn station_key(identity_key: &str) -> Item {
    keys::item_key(format!("STATION#{identity_key}"), "STATION")
}

/// A station item.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StationRecord {
    /// As given when the station was made.
    pub identity: String,
    #[serde(with = "stored")]
    pub org_id: OrgId,
    #[serde(with = "stored")]
    pub asset_id: AssetId,
    pub password_hash: String,
    pub password_set_at: i64,
    pub created_at: i64,
    /// The connection registry: set while a gateway task holds the station's WebSocket.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_id: Option<String>,
    /// The control address (`host:port`) of the gateway task holding the connection.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gateway: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connected_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seen_at: Option<i64>,
}

impl StationRecord {
    pub fn is_connected(&self) -> bool {
        self.connection_id.is_some() && self.gateway.is_some()
    }
}

/// Why an asset could not be made a station.
#[derive(Debug)]
pub enum CreateStationError {
    /// Another asset of the deployment has this identity (whatever the case).
    IdentityTaken,
    /// The asset is a station already.
    AlreadyAStation,
    Asset(EntityError),
    Store(StoreError),
}

from_errors!(StoreError => CreateStationError::Store);

/// A station's state as first stored on its asset: offline, nothing reported yet.
pub fn initial_state(identity: &StationIdentity) -> StationState {
    StationState {
        identity: identity.as_str().to_owned(),
        connection: Some(Connection::Offline.as_str().to_owned()),
        ..StationState::default()
    }
}

pub fn state_value(state: &StationState) -> AttributeValue {
    let value = serde_dynamo::to_attribute_value(state);
    value.unwrap_or_else(|_| AttributeValue::M(Default::default()))
}

impl Store {
    /// The station an identity names (any case), if any. A consistent read: a rotated or
    /// removed credential stops working at once.
    pub async fn station(&self, identity_key: &str) -> Result<Option<StationRecord>, StoreError> {
        let Some(item) = self.read(station_key(identity_key), true).await? else { return Ok(None) };
        read(&item, StationRecord::deserialize).map(Some)
    }

    /// Makes a live asset of `org` a station: the station item (unique identity) and the asset's
    /// `station_identity` and initial `station` state, in one transaction.
    pub async fn create_station(
        &self,
        org: OrgId,
        asset_id: AssetId,
        identity: &StationIdentity,
        password_hash: String,
    ) -> Result<StationRecord, CreateStationError> {
        let now = now_ms();
        let record = StationRecord {
            identity: identity.as_str().to_owned(),
            org_id: org,
            asset_id,
            password_hash,
            password_set_at: now,
            created_at: now,
            connection_id: None,
            gateway: None,
            connected_at: None,
            seen_at: None,
        };
        let mut item = write(StationRecord::serialize(&record, serde_dynamo::Serializer));
        item.extend(station_key(&identity.key()));
        let put = Put::builder()
            .table_name(self.table())
            .set_item(Some(item))
            .condition_expression("attribute_not_exists(PK)")
            .action()?;
        let mut claim = Changes::owned_by(org, None);
        claim.require(&format!("attribute_not_exists({STATION_IDENTITY})"), vec![]);
        claim.set(STATION_IDENTITY, s(identity.as_str()));
        claim.set(STATION_STATE, state_value(&initial_state(identity)));
        let actions = vec![put, claim.transact_update(self.table(), ASSET.key(asset_id.uuid()))?];
        match self.transact(actions).await {
            Ok(()) => Ok(record),
            Err(StoreError::TransactionCancelled(reasons)) if super::entity::failed_at(&reasons, 0) => {
                Err(CreateStationError::IdentityTaken)
            }
            Err(error) => {
                let old = error.refused_at(1)?;
                ASSET.access(old.as_ref(), org).map_err(CreateStationError::Asset)?;
                Err(CreateStationError::AlreadyAStation)
            }
        }
    }
}

/// The station entity's name in refusals.
pub const STATION: Entity = Entity { kind: "STATION", resource: "station" };
