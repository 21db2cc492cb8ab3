//! What a connected station reports, written onto its asset with its event: BootNotification,
//! StatusNotification, MeterValues. Each write is a transaction that first checks the registry
//! still holds the reporting connection (a replaced one writes nothing: `Replaced`).
//! docs/ocpp.md ("Station to platform").

use serde_json::{Value, json};

use super::attrs::{Item, n, s};
use super::entity::failed_at;
use super::station_registry::{
    RegistryError, StationConnection, asset_event, opt_text, reported, station_update, still_ours,
};
use super::{Store, StoreError};
use crate::domain::asset::Asset;
use crate::domain::event::EventType;
use crate::domain::station::StationStatus;
use crate::ids::{AssetId, OrgId};
use crate::time::now_ms;

/// A BootNotification's description of the station.
#[derive(Debug, Clone)]
pub struct Boot {
    pub vendor: String,
    pub model: String,
    pub serial_number: Option<String>,
    pub firmware_version: Option<String>,
    /// OCPP's BootReasonEnumType value.
    pub reason: String,
}

/// One connector's reported status.
#[derive(Debug, Clone)]
pub struct ConnectorStatus {
    pub evse_id: i64,
    pub connector_id: i64,
    /// OCPP's ConnectorStatusEnumType value (`Available`, `Faulted`, ...).
    pub status: String,
}

/// The most connectors an asset's station state holds: a station naming ever new ones
/// cannot grow the asset item without bound.
pub const MAX_CONNECTORS: usize = 64;

/// What a StatusNotification did to the asset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusWrite {
    Changed,
    /// The connector already had this status: nothing written.
    Unchanged,
    /// A connector not yet known while `MAX_CONNECTORS` are: nothing written.
    TooManyConnectors,
}

impl ConnectorStatus {
    /// The key in `StationState::connectors`.
    pub fn key(&self) -> String {
        format!("{}/{}", self.evse_id, self.connector_id)
    }
}

/// A station's security event as checked by the gateway.
#[derive(Debug, Clone)]
pub struct SecurityEvent {
    /// The event's type (OCPP's Security events list, or the vendor's own; at most 50).
    pub kind: String,
    /// When the station says it happened (RFC 3339, as it sent it).
    pub timestamp: String,
    /// At most 255 characters.
    pub tech_info: Option<String>,
}

/// Which upload or update a progress report is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProgressOf {
    Firmware,
    Diagnostics,
}

/// A firmware update's or a diagnostics upload's progress as the station reports it.
#[derive(Debug, Clone)]
pub struct Progress {
    pub of: ProgressOf,
    /// The version's status value (`Downloading`, `Installed`, `Uploaded`, ...).
    pub status: String,
    /// The platform's request it answers (2.0.1's `requestId`; 1.6 has none).
    pub request_id: Option<i64>,
}

impl Store {
    /// A BootNotification: the asset's station gets vendor, model, serial number, firmware and
    /// `booted_at`; the event `station_booted`. The asset as it was read (its status decides
    /// whether the station is to be brought in line).
    pub async fn station_booted(
        &self,
        connection: &StationConnection,
        boot: &Boot,
    ) -> Result<Asset, RegistryError> {
        let asset = self.live_station_asset(connection).await?;
        let now = now_ms();
        let values = Item::from([
            (":vendor".into(), s(&boot.vendor)),
            (":model".into(), s(&boot.model)),
            (":serial".into(), opt_text(boot.serial_number.as_deref())),
            (":firmware".into(), opt_text(boot.firmware_version.as_deref())),
            (":at".into(), n(now)),
        ]);
        let set = "SET #station.#vendor = :vendor, #station.#model = :model, \
                   #station.#serial_number = :serial, #station.#firmware_version = :firmware, \
                   #station.#booted_at = :at, #station.#last_seen_at = :at";
        let names = ["vendor", "model", "serial_number", "firmware_version", "booted_at", "last_seen_at"];
        let data = json!({
            "identity": connection.identity,
            "vendor": boot.vendor,
            "model": boot.model,
            "serial_number": boot.serial_number,
            "firmware_version": boot.firmware_version,
            "reason": boot.reason,
        });
        let event = asset_event(&asset, EventType::StationBooted, data, now);
        let mut actions = vec![
            still_ours(self.table(), connection)?,
            station_update(self.table(), connection, set, &names, values, None)?,
            self.append_event_action(&event)?,
        ];
        actions.extend(self.fan_out(&event).await?);
        reported(self.transact(actions).await).map(|()| asset)
    }

    /// The answer to a CALL of the gateway's own on this connection (a boot's
    /// ChangeAvailability): `station_command`, conditional on the registry still holding the
    /// connection, so a connection cut off meanwhile records nothing.
    pub async fn record_connection_command(
        &self,
        connection: &StationConnection,
        data: Value,
    ) -> Result<(), RegistryError> {
        self.append_reported(connection, EventType::StationCommand, data).await
    }

    /// A command the platform sent a station and the station's answer (`data`): the event
    /// `station_command` on its asset (none when the asset is gone).
    pub async fn record_station_command(
        &self,
        org: OrgId,
        asset_id: AssetId,
        data: Value,
    ) -> Result<(), StoreError> {
        let Some((asset, _)) = self.station_asset(asset_id).await? else { return Ok(()) };
        if asset.org_id != org {
            return Ok(());
        }
        let event = asset_event(&asset, EventType::StationCommand, data, now_ms());
        let mut actions = vec![self.append_event_action(&event)?];
        actions.extend(self.fan_out(&event).await?);
        self.transact(actions).await
    }

    /// A StatusNotification: the connector's status on the asset and the event
    /// `station_status_changed`, only when the status changed, and a new connector only while
    /// the asset holds fewer than `MAX_CONNECTORS`.
    pub async fn station_status(
        &self,
        connection: &StationConnection,
        report: &ConnectorStatus,
    ) -> Result<StatusWrite, RegistryError> {
        let Some((asset, state)) = self.station_asset(connection.asset_id).await? else {
            return Err(RegistryError::Gone);
        };
        if asset.org_id != connection.org_id {
            return Err(RegistryError::Gone);
        }
        let at = report.key();
        let previous = state.connectors.get(&at).cloned();
        if previous.as_deref() == Some(report.status.as_str()) {
            return Ok(StatusWrite::Unchanged);
        }
        if previous.is_none() && state.connectors.len() >= MAX_CONNECTORS {
            return Ok(StatusWrite::TooManyConnectors);
        }
        let now = now_ms();
        // The connector key holds a `/`: it is bound by placeholder, never spelled in the
        // expression. The condition makes two racing reports of one status write once.
        // The station as a whole after this report, stored beside the connectors so that the
        // station list can filter on it (one connection's messages are handled in turn, so
        // no other report of this station races this read).
        let mut after = state.connectors.clone();
        after.insert(at.clone(), report.status.clone());
        let whole = StationStatus::of_connectors(after.values().map(String::as_str));
        let values = Item::from([
            (":status".into(), s(&report.status)),
            (":reported".into(), s(whole.as_str())),
            (":now".into(), n(now)),
        ]);
        let set = "SET #station.#connectors.#at = :status, #station.#last_known_status = :reported, \
                   #station.#status = :reported, #station.#last_seen_at = :now";
        let changed = "attribute_not_exists(#station.#connectors.#at) OR #station.#connectors.#at <> :status";
        let mut update = station_update(
            self.table(),
            connection,
            set,
            &["connectors", "last_known_status", "status", "last_seen_at"],
            values,
            Some(changed),
        )?;
        if let Some(update) = update.update.as_mut() {
            let names = update.expression_attribute_names.get_or_insert_with(Default::default);
            names.insert("#at".into(), at);
        }
        let data = json!({
            "identity": connection.identity,
            "evse_id": report.evse_id,
            "connector_id": report.connector_id,
            "status": report.status,
            "previous_status": previous,
        });
        let event = asset_event(&asset, EventType::StationStatusChanged, data, now);
        let mut actions =
            vec![still_ours(self.table(), connection)?, update, self.append_event_action(&event)?];
        actions.extend(self.fan_out(&event).await?);
        match reported(self.transact(actions).await) {
            Ok(()) => Ok(StatusWrite::Changed),
            // Another report of the same status won the race: unchanged.
            Err(RegistryError::Gone) => Ok(StatusWrite::Unchanged),
            Err(error) => Err(error),
        }
    }

    /// A SecurityEventNotification: the event `station_security_event` on the asset (the
    /// station's `type`, `timestamp` and `tech_info`, each within the schema's bounds), guarded
    /// like every report by the registry still holding the connection.
    pub async fn station_security_event(
        &self,
        connection: &StationConnection,
        report: &SecurityEvent,
    ) -> Result<(), RegistryError> {
        let mut data =
            json!({"identity": connection.identity, "type": report.kind, "timestamp": report.timestamp});
        if let Some(tech_info) = &report.tech_info {
            data["tech_info"] = json!(tech_info);
        }
        self.append_reported(connection, EventType::StationSecurityEvent, data).await
    }

    /// A firmware or diagnostics progress report: the event `station_firmware_status` or
    /// `station_diagnostics_status` (`{identity, status, request_id?}`), guarded like every
    /// report.
    pub async fn station_progress(
        &self,
        connection: &StationConnection,
        report: &Progress,
    ) -> Result<(), RegistryError> {
        let mut data = json!({"identity": connection.identity, "status": report.status});
        if let Some(request_id) = report.request_id {
            data["request_id"] = json!(request_id);
        }
        let kind = match report.of {
            ProgressOf::Firmware => EventType::StationFirmwareStatus,
            ProgressOf::Diagnostics => EventType::StationDiagnosticsStatus,
        };
        self.append_reported(connection, kind, data).await
    }

    /// MeterValues outside a transaction: the event `meter_values` with the sampled values
    /// as the station sent them (OCPP `meterValue`).
    pub async fn station_meter_values(
        &self,
        connection: &StationConnection,
        evse_id: i64,
        meter_value: Value,
    ) -> Result<(), RegistryError> {
        let data = json!({"identity": connection.identity, "evse_id": evse_id, "meter_value": meter_value});
        self.append_reported(connection, EventType::MeterValues, data).await
    }

    /// An event of the station's own report on its asset, conditional on the registry still
    /// holding the connection.
    async fn append_reported(
        &self,
        connection: &StationConnection,
        kind: EventType,
        data: Value,
    ) -> Result<(), RegistryError> {
        let asset = self.live_station_asset(connection).await?;
        let event = asset_event(&asset, kind, data, now_ms());
        let mut actions = vec![still_ours(self.table(), connection)?, self.append_event_action(&event)?];
        actions.extend(self.fan_out(&event).await?);
        match self.transact(actions).await {
            Ok(()) => Ok(()),
            // Only the registry check (first) means another connection holds the station; any
            // other cancellation is a failure to record, and the connection stays.
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => {
                Err(RegistryError::Replaced)
            }
            Err(error) => Err(error.into()),
        }
    }
}
