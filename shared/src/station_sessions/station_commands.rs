//! The operator's commands to a station through the REST API (docs/ocpp.md, "Commands",
//! "Configuration" and "Password rotation"): reset, unlock, trigger a message, read and write
//! settings, and push a new password. Each answers the station's verdict; each but a read is
//! recorded as a `station_command` event (`reason: "api"`), whatever came of it, so webhooks
//! deliver it.

use serde_json::{Value, json};

use super::commands::{LinkFailure, StationLink, StationRefusal, Target};
use crate::domain::evse::EvseId;
use crate::domain::station::OcppVersion;
use crate::domain::station_command::{PushedPassword, StationCommand};
use crate::domain::station_settings::{SettingKey, SettingStatus, Settings};
use crate::ids::{AssetId, OrgId, SessionId};
use crate::store::asset_holds::Hold;
use crate::store::site_scope::SiteScope;
use crate::store::station_commands::{CommandTarget, KeepPrevious, Kept, Settled};
use crate::store::station_item::StationRecord;
use crate::store::stations::StationError;
use crate::store::{Store, StoreError};

/// Why a command was not done.
#[derive(Debug)]
pub enum CommandError {
    /// The asset is no station of the caller's (or not at a site it may act on).
    Station(StationError),
    /// A reset at once while a session holds the station (`on_idle` waits for it).
    Charging { session_id: SessionId },
    /// A 1.6 unlock of a connector whose session is open: the station would stop it.
    SessionOpen { session_id: SessionId },
    /// A 1.6 unlock of a connector other than 1 (1.6 numbers connectors, one each).
    NoSuchConnector,
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
/// and its verdict. Refused before anything is sent: a reset at once while a session holds the
/// station (open, or a start in flight); on 1.6, an unlock of a connector whose session is open
/// (a 1.6 station stops the transaction to unlock) or of a connector other than 1 (a 1.6
/// connector is the EVSE).
pub async fn command(
    store: &Store,
    link: &dyn StationLink,
    (org, asset_id, scope): (OrgId, AssetId, &SiteScope),
    command: StationCommand,
) -> Result<Done, CommandError> {
    let target = store.station_for_command(org, asset_id, scope).await?;
    refused_before_sending(&target, &command, crate::time::now_ms())?;
    let done = done_by(&command);
    let result = recorded(store, link, &target.station, command)
        .await
        .map_err(|failure| CommandError::Refused(StationRefusal::Link(failure)))?;
    let status = result.get("status").and_then(Value::as_str).unwrap_or("unknown").to_owned();
    if done.contains(&status.as_str()) {
        Ok(Done { status })
    } else {
        Err(CommandError::Refused(StationRefusal::Rejected { status }))
    }
}

/// Why `command` must not be sent to the station `target` is at `now`.
fn refused_before_sending(
    target: &CommandTarget,
    command: &StationCommand,
    now: i64,
) -> Result<(), CommandError> {
    match command {
        StationCommand::Reset { on_idle: false, .. } => match target.holder(now) {
            Some(session_id) => Err(CommandError::Charging { session_id }),
            None => Ok(()),
        },
        StationCommand::UnlockConnector { evse_id, connector_id }
            if target.version == Some(OcppVersion::V16) =>
        {
            if *connector_id != 1 {
                return Err(CommandError::NoSuchConnector);
            }
            let open = EvseId::new(*evse_id)
                .and_then(|evse| target.holds.open_on(Hold::Evse(evse)))
                .or(target.holds.open_on(Hold::Asset));
            match open {
                Some(session_id) => Err(CommandError::SessionOpen { session_id }),
                None => Ok(()),
            }
        }
        _ => Ok(()),
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
    let target = store.station_for_command(org, asset_id, scope).await?;
    let unanswered = first_unanswered(&target, &command);
    match (recorded(store, link, &target.station, command).await, unanswered) {
        (Ok(result), _) => settings_of(result),
        // A 1.6 station's first key got no answer: it may have applied it, so this is said
        // per key (`not_answered`, the rest `not_sent`), never as if nothing were applied.
        (Err(LinkFailure::Timeout), Some(said)) => Ok(said),
        (Err(failure), _) => Err(CommandError::Refused(StationRefusal::Link(failure))),
    }
}

/// What a 1.6 write whose first ChangeConfiguration got no answer did: the first key
/// `not_answered`, the rest `not_sent`. `None` for anything else.
fn first_unanswered(target: &CommandTarget, command: &StationCommand) -> Option<Settings> {
    use crate::domain::station_settings::Setting;
    let StationCommand::SetSettings { settings } = command else { return None };
    if target.version != Some(OcppVersion::V16) {
        return None;
    }
    let said = settings.iter().enumerate().map(|(at, change)| Setting {
        key: change.key.as_str().to_owned(),
        value: None,
        readonly: None,
        status: if at == 0 { SettingStatus::NotAnswered } else { SettingStatus::NotSent },
    });
    Some(Settings { settings: said.collect(), complete: true })
}

/// What became of a password pushed to the station (`station_update` in the answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pushed {
    /// The station was not connected: rotated as ever (it must be given the password another
    /// way).
    Offline,
    /// Not pushed: the caller asked for none (`push: false`, a leak), or the registry kept
    /// changing under the first write. Rotated and cut in one transaction.
    NotPushed,
    /// The station accepted it; its old connection is cut and it reconnects with it.
    Accepted,
    /// The station took it, to apply at its next reboot: the connection is not cut (a cut
    /// station would reconnect with the old password and be refused); reset it.
    RebootRequired,
    /// The station may or may not have taken it (no answer in time, an answer out of schema,
    /// the gateway lost): the rotation stands, the connection is cut.
    Unknown,
}

impl Pushed {
    pub fn as_str(self) -> &'static str {
        match self {
            Pushed::Offline => "offline",
            Pushed::NotPushed => "not_pushed",
            Pushed::Accepted => "accepted",
            Pushed::RebootRequired => "reboot_required",
            Pushed::Unknown => "unknown",
        }
    }
}

/// Why a rotation was not made.
#[derive(Debug)]
pub enum RotateError {
    Station(StationError),
    /// The push surely never reached the station (too many calls, gateway busy, no connection
    /// held, the registry unreadable): the old password was put back, nothing changed; retry,
    /// or rotate with `push: false`.
    NotSent(LinkFailure),
    /// Another rotation's push is under way: its outcome would race this one's.
    Pushing,
    /// The station refused its new password: the pushed one was dropped, its current one
    /// stands and its connection is kept (cut, it would have only a password no longer
    /// accepted). `push: false` revokes a leaked password whatever the station says.
    Refused(PasswordRefusal),
    /// The station's connection is on the password the last rotation kept for it because it
    /// takes its new one at its next reboot: a push now could drop the password it is due to
    /// use. Nothing changed; reset the station first, or rotate with `push: false`.
    AwaitsReboot,
}

/// What a station said when it refused its new password (the 409's `station_status`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PasswordRefusal {
    /// Its status for the password's setting (`rejected`, `not_supported`, …).
    Setting(SettingStatus),
    /// Its status for the whole call, as it said it (`Rejected`).
    Status(String),
    /// A CALLERROR (a 1.6 firmware that keeps its key read-only may answer one), its code.
    CallError { code: String },
    /// The station's OCPP version cannot be asked it.
    Unsupported,
    /// An answer that names no setting.
    NoResult,
}

/// Why the station does not have the pushed password for sure.
#[derive(Debug, Clone, PartialEq, Eq)]
enum NotTaken {
    /// The CALL surely never left.
    NeverLeft(LinkFailure),
    /// The station answered that it did not take it.
    Refused(PasswordRefusal),
}

impl From<StationError> for RotateError {
    fn from(error: StationError) -> Self {
        RotateError::Station(error)
    }
}

impl From<StoreError> for RotateError {
    fn from(error: StoreError) -> Self {
        RotateError::Station(StationError::Store(error))
    }
}

/// What the station's answer to the push says: `Err` when the station surely does not have
/// it (the CALL never left, or the station refused it).
fn pushed_by(answer: Result<Value, LinkFailure>) -> Result<Pushed, NotTaken> {
    match answer.map(settings_of) {
        Ok(Ok(settings)) if settings.settings.is_empty() => Err(NotTaken::Refused(PasswordRefusal::NoResult)),
        Ok(Ok(settings)) => {
            let statuses = settings.settings.iter().map(|setting| setting.status);
            if statuses
                .clone()
                .any(|status| matches!(status, SettingStatus::NotAnswered | SettingStatus::NotSent))
            {
                // A 1.6 key that got no answer in time: the station may have taken it.
                Ok(Pushed::Unknown)
            } else if statuses.clone().all(|status| status == SettingStatus::Accepted) {
                Ok(Pushed::Accepted)
            } else if statuses
                .clone()
                .all(|status| matches!(status, SettingStatus::Accepted | SettingStatus::RebootRequired))
            {
                Ok(Pushed::RebootRequired)
            } else {
                let mut refused = statuses.filter(|status| {
                    !matches!(status, SettingStatus::Accepted | SettingStatus::RebootRequired)
                });
                let status = refused.next().unwrap_or(SettingStatus::Rejected);
                Err(NotTaken::Refused(PasswordRefusal::Setting(status)))
            }
        }
        Ok(Err(CommandError::Refused(StationRefusal::Rejected { status }))) => {
            Err(NotTaken::Refused(PasswordRefusal::Status(status)))
        }
        Ok(Err(_)) => Ok(Pushed::Unknown),
        Err(LinkFailure::CallError { code, .. }) => {
            Err(NotTaken::Refused(PasswordRefusal::CallError { code }))
        }
        Err(LinkFailure::Unsupported) => Err(NotTaken::Refused(PasswordRefusal::Unsupported)),
        Err(LinkFailure::Timeout | LinkFailure::Unreachable(_) | LinkFailure::Malformed) => {
            Ok(Pushed::Unknown)
        }
        Err(
            never_left @ (LinkFailure::TooManyCalls { .. }
            | LinkFailure::Busy { .. }
            | LinkFailure::Offline
            | LinkFailure::Store { .. }),
        ) => Err(NotTaken::NeverLeft(never_left)),
    }
}

/// POST …/station/password: a new password. With `push` on a connected station, the new hash
/// is written as pending beside the current one (keeping the connection), the password is sent
/// through that connection, then the push is settled: the pending password becomes current and
/// the connection is cut off, so the station reconnects with its new password. A push the
/// station surely does not have drops the pending password and changes nothing: one that
/// never left (`NotSent`), one the station refused (`Refused`: cut, it would be locked out
/// with a password no longer accepted). One the station takes for its next reboot keeps the
/// connection, and one it takes at its reboot or may have taken keeps the password it may
/// still use accepted as the previous one (until it connects with the new one, or
/// `PREVIOUS_PASSWORD_FOR_MS` after the rotation that first replaced it); while its connection
/// is on a password kept for its reboot, no push is made (`AwaitsReboot`). Without `push`
/// (after a leak: the registered connection may be the thief's, and must not be handed the
/// new password), or for a station not connected, the rotation and the cut are one
/// transaction, and no earlier password stays.
pub async fn rotate_password(
    store: &Store,
    link: &dyn StationLink,
    (org, asset_id, scope): (OrgId, AssetId, &SiteScope),
    (password, password_hash): (&str, String),
    (push, push_lease_ms): (bool, i64),
) -> Result<(StationRecord, Pushed), RotateError> {
    if !push {
        let rotated = store.rotate_station_password(org, asset_id, password_hash, scope).await?;
        return Ok((rotated, Pushed::NotPushed));
    }
    let (station, kept) =
        store.stage_station_password(org, asset_id, password_hash.clone(), scope, push_lease_ms).await?;
    let kept = match kept {
        Kept::Connection(kept) => kept,
        Kept::NoConnection => {
            let rotated = store.rotate_station_password(org, asset_id, password_hash, scope).await?;
            return Ok((rotated, Pushed::Offline));
        }
        Kept::Pushing => return Err(RotateError::Pushing),
        Kept::AwaitsReboot => return Err(RotateError::AwaitsReboot),
        Kept::KeptChanging => {
            let rotated = store.rotate_station_password(org, asset_id, password_hash, scope).await?;
            return Ok((rotated, Pushed::NotPushed));
        }
    };
    let command = StationCommand::SetPassword { password: PushedPassword(password.to_owned()) };
    let pushed = match pushed_by(recorded(store, link, &station, command).await) {
        Ok(pushed) => pushed,
        Err(not_taken) => {
            if store.drop_pending_password(&kept).await? {
                return Err(match not_taken {
                    NotTaken::NeverLeft(failure) => RotateError::NotSent(failure),
                    NotTaken::Refused(refusal) => RotateError::Refused(refusal),
                });
            }
            // Not dropped: the station connected with it (it has it: settled below), or another
            // rotation came.
            Pushed::NotPushed
        }
    };
    // A station that takes it at its next reboot still uses the password it connected with;
    // one that did not answer may not have taken it (a 1.6 station that took its key and
    // reboots answers nothing): either way that password stays accepted until it connects
    // with the new one.
    let keep = match pushed {
        Pushed::RebootRequired => KeepPrevious::ForReboot,
        Pushed::Unknown => KeepPrevious::Unanswered,
        _ => KeepPrevious::No,
    };
    let pushed = match store.settle_push(&kept, keep).await? {
        Settled::Promoted => pushed,
        // A connection proved the new password before the answer came back.
        Settled::ConnectedWithIt => Pushed::Accepted,
        // A rotation without a push came meanwhile and cut the connection itself.
        Settled::Overtaken => return Ok((station, pushed)),
    };
    if pushed == Pushed::RebootRequired {
        store.end_push(&kept).await?;
        return Ok((station, pushed));
    }
    if !store.cut_off_kept_connection(&kept).await? {
        // Nothing to cut: the old connection went (a reconnection keeps its new connection).
        store.end_push(&kept).await?;
    }
    Ok((station, pushed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn answered(status: &str) -> Result<Value, LinkFailure> {
        Ok(json!({"settings": [{"key": "AuthorizationKey", "status": status}], "complete": true}))
    }

    #[test]
    fn what_a_station_did_with_its_password_is_told_apart() {
        let refused = |refusal| Err(NotTaken::Refused(refusal));
        assert_eq!(pushed_by(answered("accepted")), Ok(Pushed::Accepted));
        assert_eq!(pushed_by(answered("reboot_required")), Ok(Pushed::RebootRequired));
        assert_eq!(
            pushed_by(answered("rejected")),
            refused(PasswordRefusal::Setting(SettingStatus::Rejected))
        );
        assert_eq!(
            pushed_by(answered("not_supported")),
            refused(PasswordRefusal::Setting(SettingStatus::NotSupported))
        );
        assert_eq!(pushed_by(answered("not_answered")), Ok(Pushed::Unknown), "a 1.6 key that timed out");
        assert_eq!(
            pushed_by(Ok(json!({"status": "Rejected"}))),
            refused(PasswordRefusal::Status("Rejected".into()))
        );
        let call_error = LinkFailure::CallError { code: "NotSupported".into(), description: String::new() };
        assert_eq!(
            pushed_by(Err(call_error)),
            refused(PasswordRefusal::CallError { code: "NotSupported".into() })
        );
        assert_eq!(pushed_by(Err(LinkFailure::Timeout)), Ok(Pushed::Unknown));
        assert_eq!(pushed_by(Err(LinkFailure::Malformed)), Ok(Pushed::Unknown));
        let busy = LinkFailure::Busy { retry_after: 2 };
        assert_eq!(pushed_by(Err(busy.clone())), Err(NotTaken::NeverLeft(busy)), "never left");
        assert_eq!(pushed_by(Err(LinkFailure::Offline)), Err(NotTaken::NeverLeft(LinkFailure::Offline)));
    }
}
