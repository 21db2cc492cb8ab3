//! OCPP 2.0.1 TransactionEvent as the platform applies it to a session, and the id tokens a
//! station shows (Authorize, TransactionEvent `idToken`). Only what a session needs is read
//! from the payload; the gateway has checked the whole payload against the schema already.
//! See docs/ocpp.md ("Station to platform").

use serde::Deserialize;
use serde_json::{Value, json};

use super::capacity::Capacity;
use super::event::{Event, EventType};
use super::evse::EvseId;
use super::meter_point::{Carried, MeterPoint};
use super::session::{Session, SessionStatus, StationTransaction};
use super::session_machine::{StartOn, stop_data};
use super::stop_reason::{SessionStop, StationStop, StationStopReason};
use crate::ids::SessionId;

/// OCPP `transactionId` is `string[36]`.
pub const TRANSACTION_ID_MAX: usize = 36;
/// OCPP `IdTokenType.idToken` is `string[36]`.
pub const ID_TOKEN_MAX: usize = 36;

/// The measurand a session's energy is read from (OCPP's default when none is named).
const ENERGY_REGISTER: &str = "Energy.Active.Import.Register";

named_enum! {
    pub enum TransactionEventKind {
        Started => "Started",
        Updated => "Updated",
        Ended => "Ended",
    }
}

/// What a TransactionEvent tells about the transaction it belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TransactionEvent {
    pub kind: TransactionEventKind,
    pub transaction_id: String,
    /// Increments with every TransactionEvent the station sends: the order they happened in.
    pub seq_no: i64,
    /// Queued while the station was offline and sent later.
    pub offline: bool,
    pub trigger_reason: String,
    pub remote_start_id: Option<i32>,
    pub id_token: Option<IdToken>,
    /// The station's reason for an end (`stoppedReason`; 1.6 `reason`): its word, `None` in
    /// it when the station left it out (only `Local` may be).
    pub stopped_reason: Option<StationStop>,
    /// The highest `Energy.Active.Import.Register` reading in the event, in Wh.
    pub energy_register_wh: Option<i64>,
    /// The event's `timestamp` by the station's clock (ms), when it parses.
    pub timestamp_ms: Option<i64>,
    /// The EVSE it names (`evse.id`; OCPP sends it at least with the first event).
    pub evse_id: Option<EvseId>,
    /// The highest whole-meter active power reading in the event, in W.
    pub power_w: Option<u64>,
    /// The vehicle's state of charge the event carried, in percent.
    pub soc_percent: Option<u8>,
}

/// Why a TransactionEvent payload cannot be applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TransactionEventError {
    /// The payload does not have the shape of a TransactionEventRequest.
    Format(String),
    /// A field has a value the platform does not take (an `evse.id` outside 1 to
    /// `EvseId::MAX`): OCPP's `PropertyConstraintViolation`.
    Constraint(String),
}

/// An id token as a station shows it (OCPP `IdTokenType`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct IdToken {
    #[serde(rename = "idToken")]
    pub id_token: String,
    /// OCPP `IdTokenEnumType`: `Central`, `ISO14443`, `eMAID`, ...
    #[serde(rename = "type")]
    pub kind: String,
}

/// The token type the platform's own remote starts use: the idToken is the session's UUID.
pub const CENTRAL: &str = "Central";

impl IdToken {
    /// Read from an Authorize or TransactionEvent `idToken` value.
    pub fn from_json(value: &Value) -> Result<IdToken, TransactionEventError> {
        let token = IdToken::deserialize(value).map_err(|e| TransactionEventError::Format(e.to_string()))?;
        IdToken::new(token.id_token, token.kind)
    }

    /// A token as a station's adapter read it, within what the platform takes.
    pub fn new(id_token: String, kind: String) -> Result<IdToken, TransactionEventError> {
        let token = IdToken { id_token, kind };
        if token.id_token.chars().count() > ID_TOKEN_MAX {
            return Err(TransactionEventError::Format("idToken is longer than 36 characters".into()));
        }
        // The type is part of the listing's key: only OCPP's names (letters and digits), never
        // a separator that could name another key (the gateway's schema check already holds
        // stations to the enumeration; this holds every other caller too).
        if token.kind.is_empty()
            || token.kind.len() > 20
            || !token.kind.chars().all(|c| c.is_ascii_alphanumeric())
        {
            return Err(TransactionEventError::Format("idToken.type is not an IdTokenEnumType".into()));
        }
        Ok(token)
    }

    /// The session a Central token names, when it is one of the platform's remote starts.
    pub fn central_session(&self) -> Option<SessionId> {
        (self.kind == CENTRAL).then(|| self.id_token.parse().ok().map(SessionId::from_uuid)).flatten()
    }

    /// What an event may keep of a token: its type and last 4 characters, never the token.
    pub fn masked(&self) -> Value {
        let chars: Vec<char> = self.id_token.chars().collect();
        let last4: String = chars[chars.len().saturating_sub(4)..].iter().collect();
        json!({"type": self.kind, "last4": last4})
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Wire {
    event_type: String,
    #[serde(default)]
    timestamp: Option<String>,
    trigger_reason: String,
    seq_no: i64,
    #[serde(default)]
    offline: bool,
    transaction_info: WireInfo,
    #[serde(default)]
    id_token: Option<Value>,
    #[serde(default)]
    meter_value: Vec<WireMeterValue>,
    #[serde(default)]
    evse: Option<WireEvse>,
}

#[derive(Deserialize)]
struct WireEvse {
    id: i64,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct WireInfo {
    transaction_id: String,
    #[serde(default)]
    stopped_reason: Option<String>,
    #[serde(default)]
    remote_start_id: Option<i32>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct WireMeterValue {
    #[serde(default)]
    sampled_value: Vec<WireSample>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct WireSample {
    value: f64,
    #[serde(default)]
    measurand: Option<String>,
    #[serde(default)]
    phase: Option<String>,
    #[serde(default)]
    unit_of_measure: Option<WireUnit>,
}

#[derive(Deserialize)]
struct WireUnit {
    #[serde(default)]
    unit: Option<String>,
    #[serde(default)]
    multiplier: Option<i32>,
}

impl WireSample {
    fn reading(&self) -> Reading<'_> {
        let unit = self.unit_of_measure.as_ref();
        Reading {
            value: self.value,
            measurand: self.measurand.as_deref(),
            phased: self.phase.is_some(),
            unit: unit.and_then(|u| u.unit.as_deref()),
            multiplier: unit.and_then(|u| u.multiplier),
        }
    }
}

/// One sampled meter value as the session logic reads it, whatever OCPP version said it.
#[derive(Debug, Clone, Copy)]
pub struct Reading<'a> {
    pub value: f64,
    /// The measurand's name (OCPP's default, the energy register, when `None`).
    pub measurand: Option<&'a str>,
    /// Whether the reading is one phase's (not the whole meter's).
    pub phased: bool,
    /// The unit's name (Wh when `None`) and its power-of-ten multiplier.
    pub unit: Option<&'a str>,
    pub multiplier: Option<i32>,
}

impl Reading<'_> {
    /// The reading in Wh when it is the whole meter's energy register (no phase): OCPP's
    /// default unit is Wh; `kWh` is the other energy unit; the multiplier is a power of 10.
    pub fn register_wh(&self) -> Option<i64> {
        if self.measurand.unwrap_or(ENERGY_REGISTER) != ENERGY_REGISTER || self.phased {
            return None;
        }
        let scale = match self.unit.unwrap_or("Wh") {
            "Wh" => 1.0,
            "kWh" => 1000.0,
            _ => return None,
        };
        let multiplier = self.multiplier.unwrap_or(0).clamp(-9, 9);
        let wh = self.value * scale * 10f64.powi(multiplier);
        // A register beyond i64 (or negative) is no reading: it must not wrap.
        (wh.is_finite() && (0.0..9.0e15).contains(&wh)).then(|| wh.round() as i64)
    }
}

impl Reading<'_> {
    /// The reading in W when it is the whole meter's active power (`Power.Active.Import`, no
    /// phase), in W or kW with a power-of-ten multiplier; negative or absurd is no reading.
    pub fn power_w(&self) -> Option<u64> {
        if self.measurand != Some(ACTIVE_POWER) || self.phased {
            return None;
        }
        let scale = match self.unit.unwrap_or("W") {
            "W" => 1.0,
            "kW" => 1000.0,
            _ => return None,
        };
        let multiplier = self.multiplier.unwrap_or(0).clamp(-9, 9);
        let watts = self.value * scale * 10f64.powi(multiplier);
        // No EVSE draws more than a few MW.
        (watts.is_finite() && (0.0..1.0e8).contains(&watts)).then(|| watts.round() as u64)
    }
}

impl Reading<'_> {
    /// The reading as the vehicle's state of charge (`SoC`), a whole percent from 0 to 100.
    pub fn soc_percent(&self) -> Option<u8> {
        if self.measurand != Some(STATE_OF_CHARGE) {
            return None;
        }
        (self.value.is_finite() && (0.0..=100.0).contains(&self.value)).then(|| self.value.round() as u8)
    }
}

/// The measurand of the vehicle's state of charge.
const STATE_OF_CHARGE: &str = "SoC";

/// The measurand of a meter's total active power drawn.
const ACTIVE_POWER: &str = "Power.Active.Import";

impl TransactionEvent {
    /// What an adapter made of a station's message, within what the platform takes: a
    /// transaction id of 1 to 36 characters, a `seqNo` not negative.
    pub fn check(&self) -> Result<(), TransactionEventError> {
        let format = |e: &str| TransactionEventError::Format(e.to_owned());
        if self.transaction_id.is_empty() || self.transaction_id.chars().count() > TRANSACTION_ID_MAX {
            return Err(format("transactionId must be 1 to 36 characters"));
        }
        if self.seq_no < 0 {
            return Err(format("seqNo must not be negative"));
        }
        Ok(())
    }

    /// Reads a TransactionEventRequest payload (2.0.1's JSON; the gateway maps the typed
    /// message instead, tests and tools read JSON).
    pub fn from_json(payload: &Value) -> Result<TransactionEvent, TransactionEventError> {
        let format = |e: String| TransactionEventError::Format(e);
        let wire = Wire::deserialize(payload).map_err(|e| format(e.to_string()))?;
        let kind = TransactionEventKind::parse(&wire.event_type)
            .ok_or_else(|| format(format!("unknown eventType {:?}", wire.event_type)))?;
        let transaction_id = wire.transaction_info.transaction_id;
        let id_token = wire.id_token.as_ref().map(IdToken::from_json).transpose()?;
        let evse_id = match &wire.evse {
            None => None,
            Some(evse) => Some(EvseId::new(evse.id).ok_or_else(|| {
                TransactionEventError::Constraint(format!("evse.id must be 1 to {}", EvseId::MAX))
            })?),
        };
        let readings = wire.meter_value.iter().flat_map(|m| &m.sampled_value);
        let stopped_reason = match wire.transaction_info.stopped_reason.as_deref() {
            None => None,
            Some(word) => Some(StationStopReason::new(word).ok_or_else(|| {
                TransactionEventError::Format("stoppedReason is not a ReasonEnumType".into())
            })?),
        };
        let tx = TransactionEvent {
            kind,
            transaction_id,
            seq_no: wire.seq_no,
            offline: wire.offline,
            trigger_reason: wire.trigger_reason,
            remote_start_id: wire.transaction_info.remote_start_id,
            id_token,
            stopped_reason: stopped_reason.map(|word| StationStop::v201(Some(word))),
            energy_register_wh: readings.filter_map(|sample| sample.reading().register_wh()).max(),
            timestamp_ms: wire.timestamp.as_deref().and_then(crate::time::parse_rfc3339),
            evse_id,
            power_w: wire
                .meter_value
                .iter()
                .flat_map(|m| &m.sampled_value)
                .filter_map(|s| s.reading().power_w())
                .max(),
            soc_percent: wire
                .meter_value
                .iter()
                .flat_map(|m| &m.sampled_value)
                .filter_map(|s| s.reading().soc_percent())
                .max(),
        };
        tx.check()?;
        Ok(tx)
    }

    /// What every event recording this TransactionEvent says about it.
    fn data(&self) -> Value {
        let mut data = json!({
            "source": "station",
            "event_type": self.kind.as_str(),
            "transaction_id": self.transaction_id,
            "seq_no": self.seq_no,
            "offline": self.offline,
            "trigger_reason": self.trigger_reason,
        });
        if let Some(token) = &self.id_token {
            data["id_token"] = token.masked();
        }
        if let Some(evse) = self.evse_id {
            data["evse_id"] = json!(evse.get());
        }
        data
    }

    /// The event as a point of its session's time series, once applied (`energy` is the
    /// session's after it): `None` when it measured nothing.
    pub fn point(&self, energy: Capacity, now: i64) -> Option<MeterPoint> {
        if self.energy_register_wh.is_none() && self.power_w.is_none() && self.soc_percent.is_none() {
            return None;
        }
        Some(MeterPoint {
            at_ms: self.timestamp_ms.unwrap_or(now),
            energy_wh: energy.milli(),
            power_w: self.power_w,
            soc_percent: self.soc_percent,
        })
    }

    /// The station's end as the session keeps it (absent is `Local`, in both versions).
    fn station_stop(&self) -> StationStop {
        self.stopped_reason.clone().unwrap_or_else(|| StationStop::v201(None))
    }
}

/// The energy delivered in a transaction: the register now less the register at its start.
/// Energy since the transaction's first register reading (its start). Before one is known
/// there is nothing to count from: a meter's lifetime total is never a session's energy.
fn delivered(register_wh: i64, start_wh: Option<i64>) -> Capacity {
    Capacity::from_milli(start_wh.map_or(0, |start| register_wh.saturating_sub(start)))
}

impl Session {
    /// A session the station's transaction starts (the station began it, or the platform's
    /// start has not been written yet): `active`, or `completed` at once when the first event
    /// the platform sees of it is its end. The energy is counted from the transaction's first
    /// register reading (the Started event's, or the next one's when it had none). Recorded as
    /// `session_started`.
    pub fn from_station(
        id: SessionId,
        on: StartOn,
        identity: &str,
        tx: &TransactionEvent,
        reference: Option<String>,
        now: i64,
    ) -> (Session, Event) {
        // The first reading is the start; without one the start is the next reading.
        let meter_start_wh = tx.energy_register_wh;
        let (mut session, _) = Session::start(id, on, reference, now);
        // Only the platform's own Central token (this session's id) makes the transaction a
        // remote start of the platform's, never a bare `remoteStartId`.
        let ours = tx.id_token.as_ref().and_then(IdToken::central_session) == Some(id);
        session.station = Some(StationTransaction {
            identity: identity.to_owned(),
            transaction_id: Some(tx.transaction_id.clone()),
            remote_start_id: tx.remote_start_id.filter(|_| ours),
            seq_no: Some(tx.seq_no),
            meter_start_wh,
            station_ended_at: None,
            token_seen: tx.id_token.is_some(),
        });
        if let Some(register) = tx.energy_register_wh {
            session.energy_kwh = delivered(register, meter_start_wh);
        }
        let mut data = tx.data();
        data["from"] = Value::Null;
        data["to"] = json!(SessionStatus::Active.as_str());
        data["energy_kwh"] = session.energy_kwh.to_json();
        if tx.kind == TransactionEventKind::Ended {
            if let Some(station) = session.station.as_mut() {
                station.station_ended_at = Some(tx.timestamp_ms.unwrap_or(now));
            }
            session.status = SessionStatus::Completed;
            session.ended_at = Some(now);
            session.stop_reason = Some(SessionStop::by_station(&tx.station_stop()));
            data["to"] = json!(SessionStatus::Completed.as_str());
            stop_data(&mut data, &session);
        }
        let event = Event::of_session(EventType::SessionStarted, &session, data, now);
        (session, event)
    }

    /// Whether the station's first event of a transaction belongs to this session: the
    /// platform started it and no transaction is bound to it yet, and the event names the
    /// `remoteStartId` it sent or, without one (it is optional), its Central token.
    pub fn awaits(&self, tx: &TransactionEvent) -> bool {
        let Some(station) = &self.station else { return false };
        if station.transaction_id.is_some() || station.remote_start_id.is_none() {
            return false;
        }
        match tx.remote_start_id {
            Some(remote_start_id) => station.remote_start_id == Some(remote_start_id),
            None => tx.id_token.as_ref().and_then(IdToken::central_session) == Some(self.id),
        }
    }

    /// Whether a Started event is a new transaction that reuses this ended session's
    /// transaction id (a station reset may start its numbering again): the station itself
    /// ended this one, and the Started happened after that end, both by the station's clock.
    /// A station sends its messages in order, so a Started it resends (its answer was lost)
    /// comes before its Ended; one that happened before the end is a replay either way. A
    /// session the platform stopped, its Ended not in yet, is never taken as reused.
    pub fn reused_by(&self, tx: &TransactionEvent) -> bool {
        let ended = self.station.as_ref().and_then(|station| station.station_ended_at);
        tx.kind == TransactionEventKind::Started
            && !self.status.is_open()
            && matches!((tx.timestamp_ms, ended), (Some(at), Some(ended)) if at > ended)
    }

    /// The session as the readings a gateway kept for it left it (`carried`, when they are
    /// its): their energy and `seqNo` as floors, so the event written with them neither counts
    /// less than they did nor applies one of them again.
    pub fn with_carried(mut self, carried: &Carried) -> Session {
        if !carried.of(self.id) {
            return self;
        }
        self.energy_kwh = self.energy_kwh.max(carried.energy_kwh);
        if let Some(station) = self.station.as_mut() {
            station.seq_no = station.seq_no.max(carried.seq_no);
        }
        self
    }

    /// This session, read again after a gateway's batch of readings found it changed since its
    /// last write (an operator paused it): the batch's energy and `seqNo` as floors, at `now`,
    /// for the batch to be written on it; `None` when the readings may no longer move it (it
    /// ended, its end is the station's or forced, they are another session's, or a later
    /// reading than theirs was applied: the write that applied it was the batch's, or came after).
    pub fn caught_up(&self, carried: &Carried, now: i64) -> Option<Session> {
        let station = self.station.as_ref()?;
        let later_applied = station.seq_no >= carried.seq_no;
        if !carried.of(self.id)
            || !self.status.is_open()
            || station.station_ended_at.is_some()
            || later_applied
        {
            return None;
        }
        let mut next = self.clone().with_carried(carried);
        next.updated_at = now;
        Some(next)
    }

    /// Whether `tx` can move this session only as a meter reading does (its `seqNo` and
    /// energy): an Updated event of the transaction the session is bound to, carrying no token,
    /// after the register the energy counts from is known, on an open session. Such a reading
    /// may be kept with others and written with them (docs/ocpp.md, "Meter readings"); anything
    /// else is written as it comes.
    pub fn moved_only_by_meter(&self, tx: &TransactionEvent) -> bool {
        let Some(station) = &self.station else { return false };
        tx.kind == TransactionEventKind::Updated
            && tx.id_token.is_none()
            && self.status.is_open()
            && !self.was_forced()
            && station.station_ended_at.is_none()
            && station.transaction_id.as_deref() == Some(tx.transaction_id.as_str())
            && station.meter_start_wh.is_some()
    }

    /// The session after the station's TransactionEvent, one revision on, and the event that
    /// records it; `None` when the event was applied already (its `seqNo` is not above the
    /// last one applied: a replayed or out-of-order offline event changes nothing; after a
    /// forced stop or once the station's own end was applied, no event changes anything: its
    /// energy is final). The first
    /// event of a session the platform started binds the station's transaction to it. Energy
    /// never goes down; Ended completes an open session (`session_stopped`) or, after a
    /// remote stop completed it, sets its final energy and reason (`session_updated`).
    pub fn on_station_event(&self, tx: &TransactionEvent, now: i64) -> Option<(Session, Event)> {
        let station = self.station.as_ref()?;
        // An administrator's forced stop is final: the station that would not let go moves
        // nothing, not its energy, its reason or the asset.
        if self.was_forced() {
            return None;
        }
        // The station ended the transaction: nothing it sends later for it (its numbering
        // says later, a replay would not) moves the energy called final. A reuse of the id by
        // a new transaction is a new session (`reused_by`).
        if station.station_ended_at.is_some() {
            return None;
        }
        let bound = station.transaction_id.is_some();
        if bound && (station.transaction_id.as_deref() != Some(&tx.transaction_id)) {
            return None;
        }
        if station.seq_no.is_some_and(|applied| tx.seq_no <= applied) {
            return None;
        }
        let mut next = self.clone();
        next.version += 1;
        next.updated_at = now;
        let mut data = tx.data();
        let next_station = next.station.get_or_insert_with(StationTransaction::default);
        next_station.seq_no = Some(tx.seq_no);
        next_station.token_seen |= tx.id_token.is_some();
        let ours = tx.id_token.as_ref().and_then(IdToken::central_session) == Some(self.id);
        if next_station.remote_start_id.is_none() && ours {
            // The platform's remote start authorized a transaction already running: only its
            // own Central token (this session's id) says so, never a bare `remoteStartId`.
            next_station.remote_start_id = tx.remote_start_id;
        }
        if !bound {
            next_station.transaction_id = Some(tx.transaction_id.clone());
            next_station.meter_start_wh = tx.energy_register_wh;
        } else if next_station.meter_start_wh.is_none() {
            // A Started event without a reading: the first reading is where counting starts.
            next_station.meter_start_wh = tx.energy_register_wh;
        }
        let start_wh = next_station.meter_start_wh;
        if let Some(register) = tx.energy_register_wh {
            next.energy_kwh = next.energy_kwh.max(delivered(register, start_wh));
        }
        data["energy_kwh"] = next.energy_kwh.to_json();
        let mut kind = EventType::SessionUpdated;
        if tx.kind == TransactionEventKind::Ended {
            if self.status.is_open() {
                next.status = SessionStatus::Completed;
                next.ended_at = Some(now);
                data["from"] = json!(self.status.as_str());
                data["to"] = json!(SessionStatus::Completed.as_str());
                kind = EventType::SessionStopped;
            }
            let stop = tx.station_stop();
            next.stop_reason = Some(match &self.stop_reason {
                Some(ended) if !self.status.is_open() => ended.reported_by_station(&stop),
                _ => SessionStop::by_station(&stop),
            });
            if let Some(station) = next.station.as_mut() {
                station.station_ended_at = Some(tx.timestamp_ms.unwrap_or(now));
            }
            stop_data(&mut data, &next);
        }
        let event = Event::of_session(kind, &next, data, now);
        Some((next, event))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::asset::Visibility;
    use crate::domain::session::{Action, ActionRequest};
    use crate::domain::stop_reason::StopReason;
    use crate::ids::{AssetId, OrgId, SiteId};

    const NOW: i64 = 1_700_000_000_000;

    fn on() -> StartOn {
        StartOn {
            org_id: OrgId::generate(),
            asset_id: AssetId::generate(),
            site_id: SiteId::generate(),
            visibility: Visibility::Organization,
            evse: None,
        }
    }

    fn payload(kind: &str, seq_no: i64, wh: Option<f64>) -> Value {
        let mut payload = json!({
            "eventType": kind,
            "timestamp": "2026-11-24T16:00:00Z",
            "triggerReason": "MeterValuePeriodic",
            "seqNo": seq_no,
            "transactionInfo": {"transactionId": "tx-1"},
        });
        if let Some(wh) = wh {
            payload["meterValue"] =
                json!([{"timestamp": "2026-11-24T16:00:00Z", "sampledValue": [{"value": wh}]}]);
        }
        payload
    }

    fn event(kind: &str, seq_no: i64, wh: Option<f64>) -> TransactionEvent {
        TransactionEvent::from_json(&payload(kind, seq_no, wh)).expect("a valid TransactionEvent")
    }

    fn kwh(text: &str) -> Capacity {
        Capacity::from_decimal(text).expect("an amount")
    }

    fn said(word: &str) -> StationStop {
        StationStop::v201(StationStopReason::new(word))
    }

    fn station_started() -> Session {
        Session::from_station(SessionId::generate(), on(), "CP-1", &event("Started", 0, Some(0.0)), None, NOW)
            .0
    }

    #[test]
    fn nothing_the_station_reports_moves_a_session_an_administrator_forced_to_stop() {
        let (forced, _) = station_started().force_stop(None, json!({}), NOW).expect("allowed");
        for (kind, seq_no) in [("Updated", 1), ("Ended", 2), ("Started", 0)] {
            assert!(forced.on_station_event(&event(kind, seq_no, Some(5000.0)), NOW).is_none(), "{kind}");
        }
        assert!(!forced.reused_by(&event("Started", 0, Some(0.0))), "not a new transaction either");
    }

    fn kept_for(session: &Session, energy: &str, seq_no: i64) -> Carried {
        Carried {
            session: Some(session.id),
            energy_kwh: kwh(energy),
            seq_no: Some(seq_no),
            points: Vec::new(),
        }
    }

    #[test]
    fn a_batch_found_changed_catches_up_on_the_session_as_it_is_now() {
        let session = station_started();
        let pause = ActionRequest {
            action: Action::Pause,
            reason: None,
            energy_kwh: None,
            stop_by: StopReason::Requested,
        };
        let (paused, _) = session.apply(&pause, NOW + 1).expect("paused");
        let caught = paused.caught_up(&kept_for(&paused, "5", 5), NOW + 2).expect("still open");
        assert_eq!(caught.status, paused.status, "the pause stands");
        assert_eq!(caught.energy_kwh, kwh("5"));
        assert_eq!(caught.station.as_ref().and_then(|station| station.seq_no), Some(5));
        assert_eq!((caught.version, caught.updated_at), (paused.version, NOW + 2), "its writer moves it on");
    }

    #[test]
    fn a_batch_behind_the_readings_the_session_applied_catches_up_on_nothing() {
        let session = station_started();
        let ahead = session.clone().with_carried(&kept_for(&session, "7", 7));
        assert!(ahead.caught_up(&kept_for(&ahead, "5", 5), NOW).is_none());
        assert!(ahead.caught_up(&kept_for(&ahead, "7", 7), NOW).is_none(), "its own write, retried");
    }

    #[test]
    fn a_batch_found_ended_or_forced_or_of_another_session_catches_up_on_nothing() {
        let session = station_started();
        let (ended, _) = session.on_station_event(&event("Ended", 1, Some(1000.0)), NOW).expect("applied");
        assert!(ended.caught_up(&kept_for(&ended, "5", 5), NOW).is_none());
        let (forced, _) = station_started().force_stop(None, json!({}), NOW).expect("allowed");
        assert!(forced.caught_up(&kept_for(&forced, "5", 5), NOW).is_none());
        assert!(session.caught_up(&kept_for(&station_started(), "5", 5), NOW).is_none());
    }

    #[test]
    fn energy_is_the_register_in_wh_or_kwh_by_its_unit() {
        let sample = |value: Value| {
            let mut p = payload("Updated", 1, None);
            p["meterValue"] = json!([{"timestamp": "2026-11-24T16:00:00Z", "sampledValue": value}]);
            TransactionEvent::from_json(&p).expect("valid").energy_register_wh
        };
        assert_eq!(sample(json!([{"value": 1500}])), Some(1500));
        assert_eq!(sample(json!([{"value": 1.5, "unitOfMeasure": {"unit": "kWh"}}])), Some(1500));
        assert_eq!(
            sample(json!([{"value": 15, "unitOfMeasure": {"unit": "Wh", "multiplier": 2}}])),
            Some(1500)
        );
        let others = json!([
            {"value": 99999, "measurand": "Power.Active.Import"},
            {"value": 88888, "phase": "L1"},
            {"value": 77777, "unitOfMeasure": {"unit": "varh"}},
            {"value": 1200, "measurand": "Energy.Active.Import.Register"}
        ]);
        assert_eq!(sample(others), Some(1200));
        assert_eq!(sample(json!([{"value": -5}])), None);
    }

    #[test]
    fn a_payload_without_a_transaction_id_or_with_an_unknown_type_is_a_format_error() {
        let mut unknown = payload("Paused", 1, None);
        assert!(TransactionEvent::from_json(&unknown).is_err());
        unknown["eventType"] = json!("Updated");
        unknown["transactionInfo"] = json!({});
        assert!(TransactionEvent::from_json(&unknown).is_err());
        unknown["transactionInfo"] = json!({"transactionId": "x".repeat(37)});
        assert!(TransactionEvent::from_json(&unknown).is_err());
    }

    #[test]
    fn without_a_reading_at_the_start_energy_counts_from_the_first_reading() {
        let started = event("Started", 0, None);
        let (session, _) = Session::from_station(SessionId::generate(), on(), "CP-1", &started, None, NOW);
        let (first, _) =
            session.on_station_event(&event("Updated", 1, Some(1_234_000.0)), NOW).expect("applied");
        assert_eq!(first.energy_kwh, Capacity::ZERO, "a lifetime register is not the session's energy");
        let (second, _) =
            first.on_station_event(&event("Updated", 2, Some(1_236_500.0)), NOW).expect("applied");
        assert_eq!(second.energy_kwh, kwh("2.5"));
    }

    #[test]
    fn a_station_started_session_is_active_with_its_transaction() {
        let id = SessionId::generate();
        let token = IdToken { id_token: id.uuid().to_string(), kind: CENTRAL.into() };
        let tx = TransactionEvent {
            remote_start_id: Some(7),
            id_token: Some(token),
            ..event("Started", 3, Some(2000.0))
        };
        let (session, recorded) = Session::from_station(id, on(), "CP-1", &tx, None, NOW);
        assert_eq!(session.status, SessionStatus::Active);
        assert_eq!(session.transaction_id(), Some("tx-1"));
        let station = session.station.as_ref().expect("a station session");
        assert_eq!(
            (station.seq_no, station.remote_start_id, station.meter_start_wh),
            (Some(3), Some(7), Some(2000))
        );
        assert_eq!(session.energy_kwh, Capacity::ZERO);
        assert_eq!(recorded.kind, EventType::SessionStarted);
        assert_eq!(recorded.data["source"], "station");
        assert_eq!(recorded.data["transaction_id"], "tx-1");
        assert_eq!(recorded.data["seq_no"], 3);
    }

    #[test]
    fn a_bare_remote_start_id_does_not_make_a_station_session_the_platforms() {
        let tx = TransactionEvent { remote_start_id: Some(7), ..event("Started", 0, None) };
        let (session, _) = Session::from_station(SessionId::generate(), on(), "CP-1", &tx, None, NOW);
        assert_eq!(session.station.expect("a station session").remote_start_id, None);
    }

    #[test]
    fn updates_count_energy_from_the_start_register_and_never_down() {
        let tx = event("Started", 0, Some(1000.0));
        let (session, _) = Session::from_station(SessionId::generate(), on(), "CP-1", &tx, None, NOW);
        let (after, recorded) =
            session.on_station_event(&event("Updated", 1, Some(6000.0)), NOW + 1).expect("applied");
        assert_eq!(after.energy_kwh, kwh("5"));
        assert_eq!(recorded.kind, EventType::SessionUpdated);
        assert_eq!(recorded.data["energy_kwh"], json!(5));
        let (lower, _) =
            after.on_station_event(&event("Updated", 2, Some(3000.0)), NOW + 2).expect("applied");
        assert_eq!(lower.energy_kwh, kwh("5"));
    }

    #[test]
    fn an_event_not_above_the_last_seq_no_changes_nothing() {
        let session = station_started();
        let (after, _) = session.on_station_event(&event("Updated", 5, Some(4000.0)), NOW).expect("applied");
        assert!(after.on_station_event(&event("Updated", 5, Some(9000.0)), NOW).is_none());
        assert!(after.on_station_event(&event("Updated", 4, Some(9000.0)), NOW).is_none());
        assert_eq!(after.station.as_ref().and_then(|s| s.seq_no), Some(5));
    }

    #[test]
    fn an_event_of_another_transaction_changes_nothing() {
        let session = station_started();
        let mut other = event("Updated", 9, Some(9000.0));
        other.transaction_id = "tx-2".into();
        assert!(session.on_station_event(&other, NOW).is_none());
    }

    #[test]
    fn ended_completes_the_session_with_the_stopped_reason_and_final_energy() {
        let session = station_started();
        let mut ended = event("Ended", 1, Some(7500.0));
        ended.stopped_reason = Some(said("EVDisconnected"));
        let (after, recorded) = session.on_station_event(&ended, NOW + 5).expect("applied");
        assert_eq!((after.status, after.ended_at), (SessionStatus::Completed, Some(NOW + 5)));
        let stop = after.stop_reason.clone().expect("ended");
        assert_eq!((stop.reason, after.energy_kwh), (StopReason::EvDisconnected, kwh("7.5")));
        assert_eq!(stop.station_reason, StationStopReason::new("EVDisconnected"));
        assert!(after.energy_final());
        assert_eq!(recorded.kind, EventType::SessionStopped);
        assert_eq!(
            (&recorded.data["stop_reason"], &recorded.data["stop_reason_code"]),
            (&json!("EVDisconnected"), &json!("ev_disconnected"))
        );
        assert_eq!(
            (&recorded.data["station_stop_reason"], &recorded.data["energy_final"]),
            (&json!("EVDisconnected"), &json!(true))
        );
    }

    #[test]
    fn an_ended_event_without_a_reason_is_local_with_no_station_word() {
        let (after, _) =
            station_started().on_station_event(&event("Ended", 1, Some(100.0)), NOW).expect("applied");
        let stop = after.stop_reason.expect("ended");
        assert_eq!(
            (stop.reason, stop.station_reason, stop.v1_text.as_str()),
            (StopReason::Local, None, "Local")
        );
    }

    #[test]
    fn nothing_the_station_sends_after_its_end_moves_the_final_energy() {
        let (ended, _) =
            station_started().on_station_event(&event("Ended", 1, Some(100.0)), NOW).expect("applied");
        assert!(ended.energy_final());
        assert!(ended.on_station_event(&event("Updated", 2, Some(9000.0)), NOW).is_none());
    }

    #[test]
    fn an_open_session_and_a_platform_stop_without_the_stations_end_are_not_final() {
        let open = station_started();
        assert!(!open.energy_final());
        let stop = ActionRequest {
            action: Action::Stop,
            reason: None,
            energy_kwh: None,
            stop_by: StopReason::Requested,
        };
        let (stopped, _) = open.apply(&stop, NOW).expect("allowed");
        assert!(!stopped.energy_final(), "the station's end is still to come");
        let (forced, _) = open.force_stop(None, json!({}), NOW).expect("allowed");
        assert!(!forced.energy_final(), "a forced stop never has the station's end");
        let (plain, _) = Session::start(SessionId::generate(), on(), None, NOW);
        assert!(!plain.energy_final());
        assert!(plain.apply(&stop, NOW).expect("allowed").0.energy_final(), "a plain session's end is final");
    }

    #[test]
    fn ended_after_a_remote_stop_sets_the_final_energy_and_reason() {
        let stopped = Session {
            status: SessionStatus::Completed,
            stop_reason: Some(SessionStop::by_platform(StopReason::Requested, None)),
            ended_at: Some(NOW),
            ..station_started()
        };
        assert!(!stopped.energy_final());
        let mut ended = event("Ended", 2, Some(8000.0));
        ended.stopped_reason = Some(said("Remote"));
        let (after, recorded) = stopped.on_station_event(&ended, NOW + 9).expect("applied");
        let stop = after.stop_reason.clone().expect("ended");
        assert_eq!(
            (stop.reason, after.energy_kwh, after.ended_at),
            (StopReason::Requested, kwh("8"), Some(NOW))
        );
        assert_eq!(
            (stop.station_reason, stop.v1_text.as_str()),
            (StationStopReason::new("Remote"), "Remote"),
            "v1 shows the station's reason, as it always did"
        );
        assert!(after.energy_final());
        assert_eq!(recorded.kind, EventType::SessionUpdated);
    }

    #[test]
    fn a_platform_session_awaits_the_started_event_with_its_remote_start_id() {
        let (mut session, _) = Session::start(SessionId::generate(), on(), None, NOW);
        session.station = Some(StationTransaction {
            identity: "CP-1".into(),
            remote_start_id: Some(42),
            ..Default::default()
        });
        let started = TransactionEvent { remote_start_id: Some(42), ..event("Started", 0, Some(500.0)) };
        assert!(session.awaits(&started));
        assert!(!session.awaits(&TransactionEvent { remote_start_id: Some(41), ..started.clone() }));
        let (bound, recorded) = session.on_station_event(&started, NOW + 1).expect("bound");
        assert_eq!(bound.transaction_id(), Some("tx-1"));
        assert_eq!(bound.station.as_ref().and_then(|s| s.meter_start_wh), Some(500));
        assert_eq!(recorded.kind, EventType::SessionUpdated);
        assert!(!bound.awaits(&started));
    }

    #[test]
    fn an_id_token_is_kept_as_its_type_and_last_four_characters() {
        let token = IdToken { id_token: "04A1B2C3D4".into(), kind: "ISO14443".into() };
        assert_eq!(token.masked(), json!({"type": "ISO14443", "last4": "C3D4"}));
        let short = IdToken { id_token: "ab".into(), kind: "Local".into() };
        assert_eq!(short.masked()["last4"], "ab");
        let session = SessionId::generate();
        let central = IdToken { id_token: session.uuid().to_string(), kind: CENTRAL.into() };
        assert_eq!(central.central_session(), Some(session));
        assert_eq!(IdToken { kind: "ISO14443".into(), ..central }.central_session(), None);
    }
}
