//! A station's credential over its life: made for an asset, rotated, removed (the station item
//! itself, and how it is named: `station_item`). docs/ocpp.md, "Stations and their credentials".

use serde::Serialize;

use super::assets::ASSET;
use super::attrs::{n, s, write};
use super::entity::{Changes, Entity, EntityError, failed_at};
use super::errors::from_errors;
use super::site_scope::SiteScope;
use super::station_item::{
    OTHER_PASSWORDS, STATION_IDENTITY, STATION_IN_ORG, STATION_STATE, StationRecord, station_item_key,
    station_of_item,
};
use super::station_registry::StationConnection;
use super::transact::Action as _;
use super::{Item, Store, StoreError};
use crate::domain::station::{Connection, StationIdentity, StationKey, StationState};
use crate::ids::{AssetId, OrgId};
use crate::time::now_ms;
use aws_sdk_dynamodb::types::{AttributeValue, Delete, Put};

/// Why a station write or read for an asset did not go ahead.
#[derive(Debug)]
pub enum StationError {
    /// Another asset of the organization has this identity (as given here; whatever the case).
    IdentityTaken(String),
    /// The asset is a station already.
    AlreadyAStation,
    /// The asset is not a station (any more).
    NotAStation,
    /// The asset is at a site the caller is not assigned to.
    NotAssignedToSite,
    /// A session is open on the station: it ends through the station (or its Ended event),
    /// so the station stays until then.
    SessionOpen {
        session_id: crate::ids::SessionId,
    },
    Asset(EntityError),
    Store(StoreError),
}

from_errors!(StoreError => StationError::Store);

/// Why `org` (seeing `scope`) may not act on the asset as it was stored.
pub(super) fn diagnose(old: Option<&Item>, org: OrgId, scope: &SiteScope) -> Result<(), StationError> {
    ASSET.access(old, org).map_err(StationError::Asset)?;
    if old.is_some_and(|item| !scope.admits(item)) {
        return Err(StationError::NotAssignedToSite);
    }
    Ok(())
}

/// A station's credential is made, rotated or removed only by a caller assigned to its asset's
/// site, whatever the asset's visibility (reading it follows visibility, as for the asset): the
/// station accepts the id tokens listed at that site, so a member of another site could
/// otherwise use it to try that site's cards.
pub(super) fn reach(old: Option<&Item>, scope: &SiteScope) -> Result<(), StationError> {
    if old.is_some_and(|item| !scope.reaches_item(item)) {
        return Err(StationError::NotAssignedToSite);
    }
    Ok(())
}

/// Whether an asset item shows its station online.
pub(super) fn shows_online(asset: &Item) -> bool {
    let AttributeValue::M(state) = asset.get(STATION_STATE).unwrap_or(&AttributeValue::Null(true)) else {
        return false;
    };
    matches!(state.get("connection"), Some(AttributeValue::S(shown)) if shown == Connection::Online.as_str())
}

/// A station's state as first stored on its asset: offline, nothing reported yet.
pub fn initial_state(identity: &StationIdentity) -> StationState {
    StationState {
        identity: identity.as_str().to_owned(),
        connection: Some(Connection::Offline.as_str().to_owned()),
        status: Some(crate::domain::station::StationStatus::Unknown.as_str().to_owned()),
        // Stored too, so that `last_known_status=unknown` finds a station never connected.
        last_known_status: Some(crate::domain::station::StationStatus::Unknown.as_str().to_owned()),
        ..StationState::default()
    }
}

pub fn state_value(state: &StationState) -> AttributeValue {
    let value = serde_dynamo::to_attribute_value(state);
    value.unwrap_or_else(|_| AttributeValue::M(Default::default()))
}

impl Store {
    /// Makes a live asset of `org` a station: the station item (an identity unique in the
    /// organization) and the asset's `station_identity` and initial `station` state, in one
    /// transaction.
    pub async fn create_station(
        &self,
        org: OrgId,
        asset_id: AssetId,
        identity: &StationIdentity,
        password_hash: String,
        scope: &SiteScope,
    ) -> Result<StationRecord, StationError> {
        let now = now_ms();
        let record = StationRecord {
            identity: identity.as_str().to_owned(),
            org_id: org,
            asset_id,
            password_hash,
            password_set_at: now,
            created_at: now,
            in_org: true,
            connection_id: None,
            gateway: None,
            connected_at: None,
            seen_at: None,
            push_deadline: None,
            connected_with: None,
            pending_password_hash: None,
            pending_password_set_at: None,
            previous_password_hash: None,
            previous_password_set_at: None,
            previous_until: None,
            previous_for_reboot: false,
        };
        let mut item = write(StationRecord::serialize(&record, serde_dynamo::Serializer));
        item.extend(station_item_key(&record.key().key()));
        let put = Put::builder()
            .table_name(self.table())
            .set_item(Some(item))
            .condition_expression("attribute_not_exists(PK)")
            .action()?;
        let mut claim = Changes::owned_by(org, None);
        claim.require(&format!("attribute_not_exists({STATION_IDENTITY})"), vec![]);
        claim.set(STATION_IDENTITY, s(identity.as_str()));
        claim.set(STATION_IN_ORG, AttributeValue::Bool(true));
        claim.set(STATION_STATE, state_value(&initial_state(identity)));
        scope.require(&mut claim);
        scope.require_reached(&mut claim);
        // A station of this organization made before identities were per organization keeps
        // its name: no second station of the organization may take it (another
        // organization's older station is no concern of this one, and is not told).
        let older = aws_sdk_dynamodb::types::ConditionCheck::builder()
            .table_name(self.table())
            .set_key(Some(station_item_key(&StationKey::deployment_wide(identity.as_str()).key())))
            .condition_expression("attribute_not_exists(PK) OR org_id <> :org")
            .expression_attribute_values(":org", s(org.uuid().to_string()))
            .action()?;
        let actions = vec![put, claim.transact_update(self.table(), ASSET.key(asset_id.uuid()))?, older];
        let Err(error) = self.transact(actions).await else { return Ok(record) };
        let StoreError::TransactionCancelled(reasons) = &error else { return Err(error.into()) };
        // The asset's refusal first: another organization's asset tells nothing of identities.
        if failed_at(reasons, 1) {
            let old = error.refused_at(1)?;
            diagnose(old.as_ref(), org, scope)?;
            reach(old.as_ref(), scope)?;
            return Err(StationError::AlreadyAStation);
        }
        if failed_at(reasons, 0) || failed_at(reasons, 2) {
            return Err(StationError::IdentityTaken(identity.as_str().to_owned()));
        }
        Err(error.into())
    }

    /// The identity and station item of a live asset of `org` the caller sees.
    async fn station_of_asset(
        &self,
        org: OrgId,
        asset_id: AssetId,
        scope: &SiteScope,
    ) -> Result<(StationKey, StationRecord), StationError> {
        let asset = self.read(ASSET.key(asset_id.uuid()), true).await?;
        self.station_of(asset.as_ref(), org, asset_id, scope).await
    }

    /// The identity and station item of the asset item as read.
    pub(super) async fn station_of(
        &self,
        asset: Option<&Item>,
        org: OrgId,
        asset_id: AssetId,
        scope: &SiteScope,
    ) -> Result<(StationKey, StationRecord), StationError> {
        diagnose(asset, org, scope)?;
        let key = asset.and_then(station_of_item).ok_or(StationError::NotAStation)?;
        let station = self.station(&key.key()).await?;
        // A station item names its asset: one left by another asset is not this asset's.
        let station = station.filter(|station| station.asset_id == asset_id && station.org_id == org);
        Ok((key, station.ok_or(StationError::NotAStation)?))
    }

    /// The credential record of an asset's station (site-based access as for the asset).
    pub async fn asset_station(
        &self,
        org: OrgId,
        asset_id: AssetId,
        scope: &SiteScope,
    ) -> Result<StationRecord, StationError> {
        Ok(self.station_of_asset(org, asset_id, scope).await?.1)
    }

    /// A new password for an asset's station: its hash and `password_set_at` replace the old
    /// ones, on the condition that the station is still this asset's. The connection made with
    /// the old password is cut off in the same transaction: the registry forgets it (its next
    /// guarded write finds no `connection_id` of its own and its gateway closes it), and the
    /// asset shows the station offline with `station_disconnected` (`reason:
    /// password_rotated`). A connection whose password check ran before this write can no
    /// longer register: its connect is conditional on the password it checked. A push's pending
    /// password and a previous password go too: nothing but the new password is accepted.
    pub async fn rotate_station_password(
        &self,
        org: OrgId,
        asset_id: AssetId,
        password_hash: String,
        scope: &SiteScope,
    ) -> Result<StationRecord, StationError> {
        let (key, station, online) = self.station_of_asset_shown(org, asset_id, scope).await?;
        let now = now_ms();
        let mut rotated = station.clone();
        rotated.password_hash = password_hash.clone();
        rotated.password_set_at = now;
        (rotated.connection_id, rotated.gateway, rotated.connected_at, rotated.seen_at) =
            (None, None, None, None);
        (rotated.connected_with, rotated.pending_password_hash, rotated.pending_password_set_at) =
            (None, None, None);
        (rotated.previous_password_hash, rotated.previous_password_set_at, rotated.previous_until) =
            (None, None, None);
        rotated.previous_for_reboot = false;
        // Conditional on nothing a station can change: the registry and the asset's connection
        // are written whatever they hold, so no reconnecting holder of the old password can
        // make the rotation fail (collisions are retried by `transact`).
        let update = aws_sdk_dynamodb::types::Update::builder()
            .table_name(self.table())
            .set_key(Some(station_item_key(&key.key())))
            .update_expression(format!(
                "SET password_hash = :hash, password_set_at = :now REMOVE connection_id, gateway, connected_at, \
                 seen_at, connected_with, push_deadline, {OTHER_PASSWORDS}"
            ))
            .condition_expression("asset_id = :asset AND org_id = :org")
            .expression_attribute_values(":hash", s(password_hash))
            .expression_attribute_values(":now", n(now))
            .expression_attribute_values(":asset", s(station.asset_id.uuid().to_string()))
            .expression_attribute_values(":org", s(org.uuid().to_string()))
            .action()?;
        let connection = StationConnection::new(&station, station.connection_id.clone().unwrap_or_default());
        let mut actions = vec![update];
        actions.extend(self.cut_off_actions(&connection, PASSWORD_ROTATED, online, now).await?);
        match self.transact(actions).await {
            Ok(()) => Ok(rotated),
            // Removed, given to another asset, or the asset stopped being a station meanwhile.
            Err(StoreError::TransactionCancelled(reasons))
                if reasons.iter().any(|(code, _)| code == "ConditionalCheckFailed") =>
            {
                Err(StationError::NotAStation)
            }
            Err(error) => Err(error.into()),
        }
    }

    /// `station_of_asset` for a change of the credential (the caller must reach the asset's
    /// site), and whether the asset shows the station online.
    async fn station_of_asset_shown(
        &self,
        org: OrgId,
        asset_id: AssetId,
        scope: &SiteScope,
    ) -> Result<(StationKey, StationRecord, bool), StationError> {
        let asset = self.read(ASSET.key(asset_id.uuid()), true).await?;
        let online = asset.as_ref().is_some_and(shows_online);
        let (key, station) = self.station_of(asset.as_ref(), org, asset_id, scope).await?;
        reach(asset.as_ref(), scope)?;
        Ok((key, station, online))
    }

    /// Makes a station asset a plain asset again: the station item goes (its identity is free
    /// and no connection authenticates with it again), and the asset's `station_identity` and
    /// `station` with it, in one transaction conditional on both still naming each other.
    /// A session the station accepted and never started expires first (`not_started`).
    pub async fn delete_station(
        &self,
        org: OrgId,
        asset_id: AssetId,
        scope: &SiteScope,
    ) -> Result<(), StationError> {
        match self.delete_station_once(org, asset_id, scope).await {
            Err(StationError::SessionOpen { session_id })
                if self.expire_if_never_started(org, session_id).await? =>
            {
                self.delete_station_once(org, asset_id, scope).await
            }
            other => other,
        }
    }

    async fn delete_station_once(
        &self,
        org: OrgId,
        asset_id: AssetId,
        scope: &SiteScope,
    ) -> Result<(), StationError> {
        let (key, _, _) = self.station_of_asset_shown(org, asset_id, scope).await?;
        let delete = Delete::builder()
            .table_name(self.table())
            .set_key(Some(station_item_key(&key.key())))
            .condition_expression("asset_id = :asset AND org_id = :org")
            .expression_attribute_values(":asset", s(asset_id.uuid().to_string()))
            .expression_attribute_values(":org", s(org.uuid().to_string()))
            .action()?;
        let mut release = Changes::owned_by(org, None);
        let attr = release.name(STATION_IDENTITY);
        release.require(&format!("{attr} = :identity"), vec![(":identity", s(key.identity()))]);
        super::asset_holds::require_unheld(&mut release, now_ms());
        release.remove(STATION_IDENTITY);
        release.remove(STATION_IN_ORG);
        release.remove(STATION_STATE);
        scope.require(&mut release);
        let actions = vec![delete, release.transact_update(self.table(), ASSET.key(asset_id.uuid()))?];
        let Err(error) = self.transact(actions).await else { return Ok(()) };
        let StoreError::TransactionCancelled(reasons) = &error else { return Err(error.into()) };
        if failed_at(reasons, 1) {
            let old = error.refused_at(1)?;
            diagnose(old.as_ref(), org, scope)?;
            let held =
                old.as_ref().map(super::asset_holds::Holds::of).transpose()?.map(|h| h.holder(now_ms()));
            if let Some(session_id) = held.flatten() {
                return Err(StationError::SessionOpen { session_id });
            }
            return Err(StationError::NotAStation);
        }
        if failed_at(reasons, 0) {
            return Err(StationError::NotAStation);
        }
        Err(error.into())
    }
}

/// The `reason` of the `station_disconnected` event a rotation records.
pub const PASSWORD_ROTATED: &str = "password_rotated";

/// The station entity's name in refusals.
pub const STATION: Entity = Entity { kind: "STATION", resource: "station" };
