//! The session state machine: what starting a session and each action decide (the session
//! after it and the event that records it), without storage or HTTP. The store persists the
//! decision under a revision condition, so a decision made on a stale read is never written.

use serde_json::json;

use super::asset::Visibility;
use super::capacity::Capacity;
use super::event::{Event, EventType};
use super::evse::EvseId;
use super::session::{Action, ActionRequest, Session, SessionStatus};
use super::stop_reason::{SessionStop, StopReason};
use crate::ids::{AssetId, OrgId, SessionId, SiteId};

/// Why the state machine refuses an action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SessionActionError {
    /// The action is not allowed from the session's status (e.g. resuming an active one).
    InvalidTransition { current: SessionStatus, requested: Action },
    /// `energy_kwh` is the total delivered so far: it never goes down.
    EnergyDecreased { current: Capacity },
}

/// The asset a session starts on, as read.
#[derive(Debug, Clone, Copy)]
pub struct StartOn {
    pub org_id: OrgId,
    pub asset_id: AssetId,
    pub site_id: SiteId,
    pub visibility: Visibility,
    /// The station's EVSE the session charges on (`None`: a plain asset).
    pub evse: Option<EvseId>,
}

impl Session {
    /// A new active session and its `session_started` event.
    pub fn start(id: SessionId, on: StartOn, reference: Option<String>, now: i64) -> (Session, Event) {
        let session = Session {
            id,
            org_id: on.org_id,
            asset_id: on.asset_id,
            site_id: on.site_id,
            visibility: on.visibility,
            status: SessionStatus::Active,
            reference,
            energy_kwh: Capacity::ZERO,
            stop_reason: None,
            started_at: now,
            ended_at: None,
            updated_at: now,
            version: 1,
            station: None,
            evse_id: on.evse,
            limit_kw: None,
        };
        let event = Event::of_session(
            EventType::SessionStarted,
            &session,
            json!({"from": null, "to": "active"}),
            now,
        );
        (session, event)
    }

    /// The session after `request` at `now`, one revision on, and the event recording the
    /// change. Stopping fills in the end time and the reason (`request.stop_by`, with the
    /// client's words for v1 when given).
    pub fn apply(&self, request: &ActionRequest, now: i64) -> Result<(Session, Event), SessionActionError> {
        let action = request.action;
        if !action.allowed_from().contains(&self.status) {
            return Err(SessionActionError::InvalidTransition { current: self.status, requested: action });
        }
        if let Some(energy) = request.energy_kwh
            && energy < self.energy_kwh
        {
            return Err(SessionActionError::EnergyDecreased { current: self.energy_kwh });
        }
        let mut next = self.clone();
        next.status = action.leads_to();
        next.updated_at = now;
        next.version += 1;
        let mut data = json!({"from": self.status.as_str(), "to": next.status.as_str()});
        if let Some(energy) = request.energy_kwh {
            next.energy_kwh = energy;
            data["energy_kwh"] = energy.to_json();
        }
        if !next.status.is_open() {
            let stop = SessionStop::by_platform(request.stop_by, request.reason.as_deref());
            next.ended_at = Some(now);
            next.stop_reason = Some(stop);
            data["energy_kwh"] = next.energy_kwh.to_json();
            stop_data(&mut data, &next);
            if let Some(note) = &request.reason {
                // v2 shows the vocabulary as `stop_reason`: the client's words stay in the event.
                data["reason"] = json!(note);
            }
        }
        let kind = match action {
            Action::Pause => EventType::SessionPaused,
            Action::Resume => EventType::SessionResumed,
            Action::Stop => EventType::SessionStopped,
        };
        let event = Event::of_session(kind, &next, data, now);
        Ok((next, event))
    }

    /// The session stopped by an administrator without its station (`stop_reason`
    /// `forced`), and its `session_stopped` event, marked `forced` and naming who forced it
    /// (`by`: the `author_*` attributes, as schedule runs name their author) and why
    /// (`reason`, if given).
    pub fn force_stop(
        &self,
        reason: Option<&str>,
        by: serde_json::Value,
        now: i64,
    ) -> Result<(Session, Event), SessionActionError> {
        let stop = ActionRequest {
            action: Action::Stop,
            reason: None,
            energy_kwh: None,
            stop_by: StopReason::Forced,
        };
        let (next, mut event) = self.apply(&stop, now)?;
        if let (Some(data), serde_json::Value::Object(author)) = (event.data.as_object_mut(), by) {
            data.extend(author);
        }
        event.data["forced"] = json!(true);
        if let Some(reason) = reason {
            event.data["reason"] = json!(reason);
        }
        Ok((next, event))
    }

    /// Stopped by an administrator without its station: nothing the station reports for its
    /// transaction changes it any more.
    pub fn was_forced(&self) -> bool {
        !self.status.is_open()
            && self.stop_reason.as_ref().is_some_and(|stop| stop.reason == StopReason::Forced)
    }
}

/// What an event recording a session's end says of it, in the form every version reads
/// (`Event::render` shows v2 the vocabulary as `stop_reason`): `stop_reason` the text v1
/// always read, `stop_reason_code` the vocabulary, the station's word and whether the energy
/// is final.
pub fn stop_data(data: &mut serde_json::Value, session: &Session) {
    if let Some(stop) = &session.stop_reason {
        data["stop_reason"] = json!(stop.v1_text);
        data["stop_reason_code"] = json!(stop.reason.as_str());
        data["station_stop_reason"] = json!(stop.station_reason.as_ref().map(|word| word.as_str()));
    }
    data["energy_final"] = json!(session.energy_final());
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    const STARTED: i64 = 1_700_000_000_000;
    const LATER: i64 = STARTED + 60_000;

    fn started() -> Session {
        let on = StartOn {
            org_id: OrgId::generate(),
            asset_id: AssetId::generate(),
            site_id: SiteId::generate(),
            visibility: Visibility::Site,
            evse: None,
        };
        Session::start(SessionId::generate(), on, Some("card-7".into()), STARTED).0
    }

    fn in_status(status: SessionStatus) -> Session {
        Session { status, ..started() }
    }

    fn kwh(text: &str) -> Capacity {
        Capacity::from_decimal(text).expect("a valid amount")
    }

    fn request(action: Action) -> ActionRequest {
        ActionRequest { action, reason: None, energy_kwh: None, stop_by: StopReason::Requested }
    }

    #[test]
    fn a_session_starts_active_with_nothing_delivered() {
        let on = StartOn {
            org_id: OrgId::generate(),
            asset_id: AssetId::generate(),
            site_id: SiteId::generate(),
            visibility: Visibility::Organization,
            evse: None,
        };
        let (session, event) = Session::start(SessionId::generate(), on, None, STARTED);
        assert_eq!(
            (session.status, session.energy_kwh, session.version),
            (SessionStatus::Active, Capacity::ZERO, 1)
        );
        assert_eq!((session.started_at, session.updated_at, session.ended_at), (STARTED, STARTED, None));
        assert_eq!(
            (session.asset_id, session.site_id, session.visibility),
            (on.asset_id, on.site_id, on.visibility)
        );
        assert_eq!(event.kind, EventType::SessionStarted);
        assert_eq!(event.data, json!({"from": null, "to": "active"}));
        assert_eq!(
            (event.session_id, event.asset_id, event.created_at),
            (Some(session.id), Some(on.asset_id), STARTED)
        );
    }

    #[test]
    fn every_allowed_transition_leads_where_the_machine_says() {
        let allowed = [
            (SessionStatus::Active, Action::Pause, SessionStatus::Paused, EventType::SessionPaused),
            (SessionStatus::Paused, Action::Resume, SessionStatus::Active, EventType::SessionResumed),
            (SessionStatus::Active, Action::Stop, SessionStatus::Completed, EventType::SessionStopped),
            (SessionStatus::Paused, Action::Stop, SessionStatus::Completed, EventType::SessionStopped),
        ];
        for (from, action, to, kind) in allowed {
            let current = in_status(from);
            let (next, event) = current.apply(&request(action), LATER).expect("allowed");
            assert_eq!((next.status, next.version, next.updated_at), (to, current.version + 1, LATER));
            assert_eq!((event.kind, event.created_at, event.session_id), (kind, LATER, Some(current.id)));
            assert_eq!(event.data["from"], from.as_str());
            assert_eq!(event.data["to"], to.as_str());
        }
    }

    #[test]
    fn every_other_transition_is_refused_naming_the_current_status() {
        let statuses = [SessionStatus::Active, SessionStatus::Paused, SessionStatus::Completed];
        let actions = [Action::Pause, Action::Resume, Action::Stop];
        let allowed = [
            (SessionStatus::Active, Action::Pause),
            (SessionStatus::Paused, Action::Resume),
            (SessionStatus::Active, Action::Stop),
            (SessionStatus::Paused, Action::Stop),
        ];
        for current in statuses {
            for requested in actions {
                if allowed.contains(&(current, requested)) {
                    continue;
                }
                let refused = in_status(current).apply(&request(requested), LATER).map(|_| ());
                assert_eq!(refused, Err(SessionActionError::InvalidTransition { current, requested }));
            }
        }
    }

    #[test]
    fn pausing_and_resuming_keep_the_session_open_without_an_end() {
        let (paused, event) = started().apply(&request(Action::Pause), LATER).expect("allowed");
        assert_eq!((paused.ended_at, paused.stop_reason.clone()), (None, None));
        assert_eq!(event.data, json!({"from": "active", "to": "paused"}));
        let (resumed, _) = paused.apply(&request(Action::Resume), LATER + 1).expect("allowed");
        assert_eq!((resumed.status, resumed.version), (SessionStatus::Active, 3));
    }

    #[test]
    fn stopping_ends_the_session_with_the_reason_and_the_energy() {
        let stop = ActionRequest {
            action: Action::Stop,
            reason: Some("EV disconnected".into()),
            energy_kwh: Some(kwh("12.5")),
            stop_by: StopReason::Requested,
        };
        let (stopped, event) = started().apply(&stop, LATER).expect("allowed");
        let ended = stopped.stop_reason.clone().expect("ended");
        assert_eq!(
            (stopped.ended_at, ended.reason, ended.v1_text.as_str()),
            (Some(LATER), StopReason::Requested, "EV disconnected")
        );
        assert_eq!(stopped.energy_kwh, kwh("12.5"));
        assert_eq!(event.data["stop_reason"], "EV disconnected", "v1's text: the client's words");
        assert_eq!(
            (&event.data["stop_reason_code"], &event.data["reason"]),
            (&json!("requested"), &json!("EV disconnected"))
        );
        assert_eq!(event.data["energy_kwh"], kwh("12.5").to_json());
    }

    #[test]
    fn a_stop_without_a_reason_is_requested_and_reports_the_energy_so_far() {
        let current = Session { energy_kwh: kwh("3"), ..in_status(SessionStatus::Paused) };
        let (stopped, event) = current.apply(&request(Action::Stop), LATER).expect("allowed");
        assert_eq!(
            stopped.stop_reason.map(|stop| (stop.reason, stop.v1_text)),
            Some((StopReason::Requested, "requested".into()))
        );
        assert_eq!(stopped.energy_kwh, kwh("3"));
        assert_eq!(event.data["energy_kwh"], kwh("3").to_json());
    }

    #[test]
    fn energy_only_goes_up() {
        let current = Session { energy_kwh: kwh("5"), ..started() };
        let lower = ActionRequest { energy_kwh: Some(kwh("4.9")), ..request(Action::Pause) };
        let refused = current.apply(&lower, LATER).map(|_| ());
        assert_eq!(refused, Err(SessionActionError::EnergyDecreased { current: kwh("5") }));
        let same = ActionRequest { energy_kwh: Some(kwh("5")), ..lower };
        let (paused, event) = current.apply(&same, LATER).expect("the same total is no decrease");
        assert_eq!(paused.energy_kwh, kwh("5"));
        assert_eq!(event.data["energy_kwh"], kwh("5").to_json());
    }

    #[test]
    fn an_energy_report_on_pause_or_resume_is_in_the_event_only_when_sent() {
        let (_, event) = started().apply(&request(Action::Pause), LATER).expect("allowed");
        assert_eq!(event.data.get("energy_kwh"), None::<&Value>);
    }

    #[test]
    fn the_transition_is_checked_before_the_energy() {
        let current = Session { energy_kwh: kwh("5"), ..in_status(SessionStatus::Completed) };
        let lower = ActionRequest { energy_kwh: Some(kwh("1")), ..request(Action::Resume) };
        let refused = current.apply(&lower, LATER).map(|_| ());
        assert!(matches!(refused, Err(SessionActionError::InvalidTransition { .. })));
    }

    #[test]
    fn a_forced_stop_completes_with_reason_forced_and_names_its_author_in_the_event() {
        let by = json!({"author_id": "0190a0b0-0000-7000-8000-000000000001"});
        let (stopped, event) = started().force_stop(Some("stolen"), by, LATER).expect("allowed");
        assert_eq!(
            (stopped.status, stopped.stop_reason.as_ref().map(|stop| (stop.reason, stop.v1_text.as_str()))),
            (SessionStatus::Completed, Some((StopReason::Forced, "forced")))
        );
        assert!(!stopped.energy_final());
        assert!(stopped.was_forced());
        assert_eq!(event.kind, EventType::SessionStopped);
        assert_eq!(
            (event.data["forced"].clone(), event.data["reason"].clone(), event.data["stop_reason"].clone()),
            (json!(true), json!("stolen"), json!("forced"))
        );
        assert_eq!(event.data["author_id"], "0190a0b0-0000-7000-8000-000000000001");
        let again = stopped.force_stop(None, json!({}), LATER).map(|_| ());
        assert!(matches!(again, Err(SessionActionError::InvalidTransition { .. })), "completed is final");
    }
}
