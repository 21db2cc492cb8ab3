//! Charging sessions on assets, modelled on OCPI 2.2.1 sessions: a session starts `active` on
//! an `active` asset (one open session per asset; per EVSE on a charging station), may be paused and resumed, and ends
//! `completed` (stopped) with the energy delivered and a stop reason. See docs/asset-controls.md.

use serde_json::{Value, json};

use super::asset::Visibility;
use super::body::{BodyError, Fields};
use super::capacity::Capacity;
use super::evse::EvseId;
use super::list_schema::{Field, FieldKind, ListSchema};
use super::stop_reason::{SessionStop, StationStopReason, StopReason};
use crate::ids::{AssetId, OrgId, SessionId, SiteId};
use crate::time;
use crate::versions::ApiVersion;

named_enum! {
    pub enum SessionStatus {
        Active => "active",
        Paused => "paused",
        Completed => "completed",
    }
}

impl SessionStatus {
    /// An open session holds its asset.
    pub fn is_open(self) -> bool {
        self != SessionStatus::Completed
    }
}

named_enum! {
    /// What POST /asset-controls/sessions/{id}/action may ask.
    pub enum Action {
        Pause => "pause",
        Resume => "resume",
        Stop => "stop",
    }
}

impl Action {
    /// The state machine: which statuses allow this action, and where it leads.
    pub fn allowed_from(self) -> &'static [SessionStatus] {
        match self {
            Action::Pause => &[SessionStatus::Active],
            Action::Resume => &[SessionStatus::Paused],
            Action::Stop => &[SessionStatus::Active, SessionStatus::Paused],
        }
    }

    pub fn leads_to(self) -> SessionStatus {
        match self {
            Action::Pause => SessionStatus::Paused,
            Action::Resume => SessionStatus::Active,
            Action::Stop => SessionStatus::Completed,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Session {
    pub id: SessionId,
    pub org_id: OrgId,
    pub asset_id: AssetId,
    pub site_id: SiteId,
    /// The asset's visibility when the session started: site-restricted members see the
    /// session as they see the asset (not rendered; the asset shows it).
    pub visibility: Visibility,
    pub status: SessionStatus,
    /// The driver's or card's reference (OCPI `authorization_reference`), if given.
    pub reference: Option<String>,
    pub energy_kwh: Capacity,
    /// How it ended (`None` while open).
    pub stop_reason: Option<SessionStop>,
    pub started_at: i64,
    pub ended_at: Option<i64>,
    pub updated_at: i64,
    pub version: i64,
    /// What ties the session to a charging station's transaction (`None`: a plain session).
    pub station: Option<StationTransaction>,
    /// The station's EVSE the session holds (`None` on a plain asset): one open session per
    /// EVSE on a station, one per asset otherwise.
    pub evse_id: Option<EvseId>,
    /// The limit its station last accepted under the site's load management (kW; `None`
    /// while none is in force). Written by the allocator only, field-wise, without moving
    /// the session's revision on (`Store::set_session_limit`).
    pub limit_kw: Option<Capacity>,
}

/// A session on an OCPP station: the station's transaction and what its TransactionEvents
/// have told so far. Org and asset are the session's own; the station never names them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StationTransaction {
    /// The station identity (as given) the session runs on.
    pub identity: String,
    /// The station's `transactionId`; `None` until its Started event bound the session.
    pub transaction_id: Option<String>,
    /// The `remoteStartId` the platform sent with RequestStartTransaction, if it started it.
    pub remote_start_id: Option<i32>,
    /// The highest `seqNo` applied: an event with a lower or equal one was applied already.
    pub seq_no: Option<i64>,
    /// The energy register (Wh) when the transaction started: energy is counted from it.
    pub meter_start_wh: Option<i64>,
    /// When the station's Ended event says the transaction ended, by the station's clock (ms;
    /// the platform's when it sent none that parses): set once the station ended it.
    pub station_ended_at: Option<i64>,
    /// Whether any of the transaction's events carried an id token: one without (a cable
    /// plugged in before anyone authorized) runs unauthorized until a token or the platform's
    /// remote start authorizes it.
    pub token_seen: bool,
}

impl Session {
    /// A transaction the station began on its own without any id token (its `TxStartPoint`
    /// includes `EVConnected`: the cable went in first), still open and not the platform's
    /// start: the platform's start on the asset authorizes this one instead of a new one.
    pub fn awaits_authorization(&self) -> bool {
        self.status.is_open()
            && self.station.as_ref().is_some_and(|station| {
                station.transaction_id.is_some() && station.remote_start_id.is_none() && !station.token_seen
            })
    }

    /// The station's transaction id, if the session has one.
    pub fn transaction_id(&self) -> Option<&str> {
        self.station.as_ref().and_then(|station| station.transaction_id.as_deref())
    }

    /// The limit in force now: none once the session ended (the last one accepted stays on the
    /// item, where no writer of the end has to know of it).
    pub fn current_limit(&self) -> Option<Capacity> {
        self.limit_kw.filter(|_| self.status.is_open())
    }

    /// Whether `energy_kwh` is the session's final figure: a plain session's once it ended; a
    /// station session's once the station's end of its transaction was recorded (after which
    /// no message of the station changes its energy). A station session the platform ended
    /// first (a stop, a forced stop, an expired start) is not final until then; a forced one
    /// never is (its station's reports are no longer taken).
    pub fn energy_final(&self) -> bool {
        let ended_by_station = match &self.station {
            None => true,
            Some(station) => station.station_ended_at.is_some(),
        };
        !self.status.is_open() && ended_by_station && !self.was_forced()
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        let stop = self.stop_reason.as_ref();
        let station_stop_reason =
            stop.and_then(|stop| stop.station_reason.as_ref()).map(StationStopReason::as_str);
        let fields = json!({
            "organization_id": version.show_id(&self.org_id),
            "asset_id": version.show_id(&self.asset_id),
            "site_id": version.show_id(&self.site_id),
            "status": self.status.as_str(),
            "reference": self.reference,
            "energy_kwh": self.energy_kwh.to_json(),
            "stop_reason": stop.map(|stop| stop_reason_shown(stop, version)),
            "station_stop_reason": station_stop_reason,
            "energy_final": self.energy_final(),
            "started_at": time::render(self.started_at, version),
            "ended_at": self.ended_at.map(|at| time::render(at, version)),
            "updated_at": time::render(self.updated_at, version),
            "transaction_id": self.transaction_id(),
            "evse_id": self.evse_id.map(EvseId::get),
            "limit_kw": self.current_limit().map(Capacity::to_json),
        });
        let mut fields = fields;
        if !version.stop_reason_vocabulary() {
            // v1 keeps the text it always showed and gets the vocabulary beside it.
            fields["stop_reason_code"] = json!(stop.map(|stop| stop.reason.as_str()));
        }
        version.resource("session", &self.id, fields)
    }
}

/// `stop_reason` as `version` shows it: v2 the vocabulary, v1 the text it always showed
/// (docs/decisions.md, "A session's stop reason is one vocabulary").
pub fn stop_reason_shown<'a>(stop: &'a SessionStop, version: &ApiVersion) -> &'a str {
    if version.stop_reason_vocabulary() { stop.reason.as_str() } else { &stop.v1_text }
}

/// POST /asset-controls/sessions `{asset_id, reference?}`.
#[derive(Debug)]
pub struct NewSession {
    /// As given: a refusal names the asset as the client did.
    pub asset_given: String,
    pub asset_id: Option<AssetId>,
    pub reference: Option<String>,
    /// The station's EVSE to charge on (`None`: the lowest free one; a plain asset has none).
    pub evse_id: Option<EvseId>,
}

impl NewSession {
    pub fn from_body(body: &[u8]) -> Result<NewSession, BodyError> {
        let mut fields = Fields::parse(body)?;
        let asset_given = fields.require_string("asset_id");
        let reference = fields.take_label("reference", 64);
        let evse_id = fields.take_optional("evse_id", EvseId::from_json);
        fields.finish()?;
        let asset_given = asset_given.unwrap_or_default();
        Ok(NewSession { asset_id: AssetId::parse(&asset_given), asset_given, reference, evse_id })
    }
}

/// The stop reason of a session an administrator ended without its station
/// (`{"action": "stop", "force": true}`): final, whatever the station reports later.
pub const FORCED: &str = "forced";

/// POST .../action `{action, reason?, energy_kwh?, force?}`: the action, and whether a stop
/// is forced (completed without asking the station; `admin:assets`).
#[derive(Debug)]
pub struct ActionBody {
    pub request: ActionRequest,
    pub force: bool,
}

/// An action as the state machine takes it.
#[derive(Debug)]
pub struct ActionRequest {
    pub action: Action,
    /// The stop action's `reason`: the client's words (v1 shows them as `stop_reason`).
    pub reason: Option<String>,
    pub energy_kwh: Option<Capacity>,
    /// The platform's reason a stop gives (`requested` through the API); pause and resume
    /// ignore it.
    pub stop_by: StopReason,
}

impl ActionBody {
    pub fn from_body(body: &[u8]) -> Result<ActionBody, BodyError> {
        let mut fields = Fields::parse(body)?;
        let action = fields.require_string("action");
        let reason = fields.take_label("reason", 100);
        let energy_kwh = fields.take_optional("energy_kwh", Capacity::from_json);
        let force =
            fields.take_optional("force", |v| v.as_bool().ok_or_else(|| "must be true or false".into()));
        fields.finish()?;
        let text = action.unwrap_or_default();
        let action = Action::parse(&text).ok_or_else(|| BodyError::InvalidValue {
            field: "action".into(),
            message: format!("Unknown action '{text}': use one of {}", Action::NAMES.join(", ")),
        })?;
        if reason.is_some() && action != Action::Stop {
            return Err(BodyError::field("reason", "is the stop reason: send it with the stop action only"));
        }
        let force = force.unwrap_or(false);
        if force && action != Action::Stop {
            return Err(BodyError::field("force", "only a stop can be forced"));
        }
        // The forced stop's reason is the platform's mark of a stop no station report may
        // undo: only a forced stop carries it.
        if !force && reason.as_deref().is_some_and(|reason| reason.trim().eq_ignore_ascii_case(FORCED)) {
            return Err(BodyError::field(
                "reason",
                "'forced' is the reason of a forced stop: send force: true",
            ));
        }
        if force && energy_kwh.is_some() {
            return Err(BodyError::field("energy_kwh", "a forced stop keeps the energy last reported"));
        }
        Ok(ActionBody {
            request: ActionRequest { action, reason, energy_kwh, stop_by: StopReason::Requested },
            force,
        })
    }
}

pub static SESSION_LIST: ListSchema = ListSchema {
    kind: "SESSION",
    default_sort: "-started_at",
    fields: &[
        Field::sorted("started_at", FieldKind::Instant, true),
        Field::filter("status", FieldKind::Enum(SessionStatus::NAMES)),
        Field::filter("asset_id", FieldKind::Ref(crate::ids::uuid_of::<crate::ids::AssetKind>)),
        Field::filter("site_id", FieldKind::Ref(crate::ids::uuid_of::<crate::ids::SiteKind>)),
        Field::filter("evse_id", FieldKind::Integer { min: 1, max: EvseId::MAX }),
    ],
};
