//! The operator's commands to a station through the REST API (docs/ocpp.md, "Commands",
//! "Configuration" and "Password rotation"): reset, unlock, trigger a message, read and write
//! settings, and push a new password. Each answers the station's verdict; each but a read is
//! recorded as a `station_command` event (`reason: "api"`), whatever came of it, so webhooks
//! deliver it.

use serde_json::{Value, json};

use super::commands::{LinkFailure, StationLink, StationRefusal, Target};
use crate::domain::station_command::{PushedPassword, StationCommand};
use crate::domain::station_settings::{SettingKey, Settings};
use crate::ids::{AssetId, OrgId, SessionId};
use crate::store::site_scope::SiteScope;
use crate::store::station_item::StationRecord;
use crate::store::stations::StationError;
use crate::store::{Store, StoreError};

/// Why a command was not done.
#[derive(Debug)]
pub enum CommandError {
    /// The asset is no station of the caller's (or not at a site it may act on).
    Station(StationError),
    /// A reset at once while a session is open on the station (`on_idle` waits for it).
    Charging { session_id: SessionId },
    /// The station did not do it.
    Refused(StationRefusal),
}

impl From<StationError> for CommandError {
    fn from(error: StationError) -> Self {
        CommandError::Station(error)
    }
}

impl From<StoreError> for CommandError {
    fn from(error: StoreError) -> Self {
        CommandError::Station(StationError::Store(error))
    }
}

/// The station's answer to a command it did: the OCPP status it answered (`Accepted`,
/// `Scheduled`, `Unlocked`).
#[derive(Debug, Clone)]
pub struct Done {
    pub status: String,
}

/// What the station answered to a command: the CALLRESULT, or why there is none, recorded as a
/// `station_command` event on the asset (a failure to record it is logged, never the caller's).
async fn recorded(
    store: &Store,
    link: &dyn StationLink,
    station: &StationRecord,
    command: StationCommand,
) -> Result<Value, LinkFailure> {
    let target = Target { org: station.org_id, identity: &station.identity, asset: station.asset_id };
    let mut data = json!({
        "identity": station.identity,
        "action": command.action(),
        "request": command.request(),
        "reason": "api",
    });
    let answer = link.call(target, command).await;
    let outcome = match &answer {
        Ok(result) => json!({"result": result}),
        Err(LinkFailure::CallError { code, .. }) => json!({"error": {"code": code}}),
        Err(failure) => json!({"failure": failure.reason()}),
    };
    if let (Some(data), Value::Object(outcome)) = (data.as_object_mut(), outcome) {
        data.extend(outcome);
    }
    if let Err(error) = store.record_station_command(station.org_id, station.asset_id, data).await {
        tracing::warn!(%error, station = %station.identity, "ocpp.station_command not recorded");
    }
    answer
}

/// The statuses by which a station says it did (or will do) what a command asked.
fn done_by(command: &StationCommand) -> &'static [&'static str] {
    match command {
        StationCommand::Reset { .. } => &["Accepted", "Scheduled"],
        StationCommand::UnlockConnector { .. } => &["Unlocked"],
        _ => &["Accepted"],
    }
}

/// POST …/station/reset, …/unlock, …/trigger: `command` sent to the station of `asset_id`
/// and its verdict. A reset at once is refused while a session is open on the station, before
/// anything is sent.
pub async fn command(
    store: &Store,
    link: &dyn StationLink,
    (org, asset_id, scope): (OrgId, AssetId, &SiteScope),
    command: StationCommand,
) -> Result<Done, CommandError> {
    let (station, open) = store.station_for_command(org, asset_id, scope).await?;
    if let (StationCommand::Reset { on_idle: false, .. }, Some(session_id)) = (&command, open) {
        return Err(CommandError::Charging { session_id });
    }
    let done = done_by(&command);
    let result = recorded(store, link, &station, command)
        .await
        .map_err(|failure| CommandError::Refused(StationRefusal::Link(failure)))?;
    let status = result.get("status").and_then(Value::as_str).unwrap_or("unknown").to_owned();
    if done.contains(&status.as_str()) {
        Ok(Done { status })
    } else {
        Err(CommandError::Refused(StationRefusal::Rejected { status }))
    }
}

/// The settings of the gateway's answer, or the status by which the station refused the whole.
fn settings_of(result: Value) -> Result<Settings, CommandError> {
    if let Some(status) = result.get("status").and_then(Value::as_str) {
        return Err(CommandError::Refused(StationRefusal::Rejected { status: status.to_owned() }));
    }
    serde_json::from_value(result)
        .map_err(|_| CommandError::Refused(StationRefusal::Link(LinkFailure::Malformed)))
}

/// GET …/station/configuration: the settings named (every setting when none). A read is not
/// an event. Site access as for reading the asset.
pub async fn read_settings(
    store: &Store,
    link: &dyn StationLink,
    (org, asset_id, scope): (OrgId, AssetId, &SiteScope),
    keys: Vec<SettingKey>,
) -> Result<Settings, CommandError> {
    let station = store.asset_station(org, asset_id, scope).await?;
    let target = Target { org, identity: &station.identity, asset: asset_id };
    let result = link
        .call(target, StationCommand::GetSettings { keys })
        .await
        .map_err(|failure| CommandError::Refused(StationRefusal::Link(failure)))?;
    let mut read = settings_of(result)?;
    read.settings = read.settings.into_iter().map(crate::domain::station_settings::Setting::shown).collect();
    Ok(read)
}

/// PATCH …/station/configuration: the settings written (checked by the body's reader: none
/// guards the station's security), each with the station's verdict.
pub async fn write_settings(
    store: &Store,
    link: &dyn StationLink,
    (org, asset_id, scope): (OrgId, AssetId, &SiteScope),
    command: StationCommand,
) -> Result<Settings, CommandError> {
    let (station, _) = store.station_for_command(org, asset_id, scope).await?;
    let result = recorded(store, link, &station, command)
        .await
        .map_err(|failure| CommandError::Refused(StationRefusal::Link(failure)))?;
    settings_of(result)
}

/// What became of a password pushed to the station.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pushed {
    /// The station was not connected: rotated as ever (it must be given the password another
    /// way).
    Offline,
    /// The station accepted it (or will after a reboot).
    Accepted,
    /// The station refused it, or did not answer: the rotation stands all the same.
    NotAccepted,
}

impl Pushed {
    pub fn as_str(self) -> &'static str {
        match self {
            Pushed::Offline => "offline",
            Pushed::Accepted => "accepted",
            Pushed::NotAccepted => "not_accepted",
        }
    }
}

/// POST …/station/password on a connected station: the new hash is written first (keeping
/// the connection), the password is sent through that connection, then the connection is cut
/// off, so the station reconnects with its new password. The rotation stands whatever the
/// station answers (an operator rotating because of a leak must not be stopped by the station):
/// the answer says whether the station took it. A station not connected is rotated as ever.
pub async fn rotate_password(
    store: &Store,
    link: &dyn StationLink,
    (org, asset_id, scope): (OrgId, AssetId, &SiteScope),
    (password, password_hash): (&str, String),
) -> Result<(StationRecord, Pushed), StationError> {
    let (station, kept) = store.replace_station_password(org, asset_id, password_hash.clone(), scope).await?;
    let Some(kept) = kept else {
        let rotated = store.rotate_station_password(org, asset_id, password_hash, scope).await?;
        return Ok((rotated, Pushed::Offline));
    };
    let command = StationCommand::SetPassword { password: PushedPassword(password.to_owned()) };
    let pushed = match recorded(store, link, &station, command).await.map(settings_of) {
        Ok(Ok(settings))
            if !settings.settings.is_empty()
                && settings.settings.iter().all(|setting| {
                    matches!(
                        setting.status,
                        crate::domain::station_settings::SettingStatus::Accepted
                            | crate::domain::station_settings::SettingStatus::RebootRequired
                    )
                }) =>
        {
            Pushed::Accepted
        }
        _ => Pushed::NotAccepted,
    };
    store.cut_off_kept_connection(&kept).await?;
    Ok((station, pushed))
}
