//! The event history: an immutable record of what happened to an organization's assets,
//! written in the same transaction as the change it records.

use serde_json::{Value, json};

use super::asset::Visibility;
use super::evse::EvseId;
use super::list_schema::{Field, FieldKind, ListSchema};
use super::session::Session;
use crate::ids::{AssetId, EventId, OrgId, SessionId, SiteId};
use crate::time;
use crate::versions::ApiVersion;

/// Events are kept this long, then DynamoDB's TTL removes them.
pub const RETENTION_DAYS: i64 = 400;

named_enum! {
    pub enum EventType {
        SessionStarted => "session_started",
        SessionPaused => "session_paused",
        SessionResumed => "session_resumed",
        SessionStopped => "session_stopped",
        ScheduleTriggered => "schedule_triggered",
        /// A station's energy reading moved an open session on (TransactionEvent Updated).
        SessionUpdated => "session_updated",
        StationConnected => "station_connected",
        StationDisconnected => "station_disconnected",
        /// A known station's upgrade was refused (wrong password, no `ocpp2.0.1` subprotocol).
        StationConnectionRefused => "station_connection_refused",
        StationBooted => "station_booted",
        /// A StatusNotification: one connector's status.
        StationStatusChanged => "station_status_changed",
        /// MeterValues outside a transaction's own events.
        MeterValues => "meter_values",
        /// An Authorize request and the platform's answer.
        StationAuthorize => "station_authorize",
        /// A command the platform sent a station (ChangeAvailability, SetChargingProfile, ...)
        /// and the station's answer.
        StationCommand => "station_command",
        StationSecurityEvent => "station_security_event",
        /// A firmware update's progress as the station reports it (FirmwareStatusNotification).
        StationFirmwareStatus => "station_firmware_status",
        /// A diagnostics (log) upload's progress (1.6 DiagnosticsStatusNotification, 2.0.1
        /// LogStatusNotification).
        StationDiagnosticsStatus => "station_diagnostics_status",
        /// A firmware campaign was made, halted (by an operator or its failures), resumed,
        /// completed (every station installed or failed), or cancelled.
        FirmwareCampaignCreated => "firmware_campaign_created",
        FirmwareCampaignHalted => "firmware_campaign_halted",
        FirmwareCampaignResumed => "firmware_campaign_resumed",
        FirmwareCampaignCompleted => "firmware_campaign_completed",
        /// An operator cancelled a running or halted campaign.
        FirmwareCampaignCancelled => "firmware_campaign_cancelled",
        /// One station's state in a campaign changed (at most one per state: seven a station).
        FirmwareCampaignStationChanged => "firmware_campaign_station_changed",
        /// A site's load management changed a session's share (at most one a site a minute:
        /// the site's allocation as it stood then; GET .../sites/{id}/power shows it now).
        PowerAllocated => "power_allocated",
    }
}

impl EventType {
    /// The members of this type's `data` that hold instants. The scheduler stores `due_at` in
    /// RFC 3339 and `author_until` in milliseconds; responses show both in the version's form.
    pub fn instant_keys(self) -> &'static [&'static str] {
        match self {
            EventType::ScheduleTriggered => &["due_at", "author_until"],
            _ => &[],
        }
    }
}

/// `pending` until the action an event records has completed.
pub const EVENT_STATUSES: &[&str] = &["pending", "completed"];

#[derive(Debug, Clone)]
pub struct Event {
    pub id: EventId,
    pub org_id: OrgId,
    pub kind: EventType,
    pub status: &'static str,
    /// `None` for an event about a whole site (a schedule item that targets one).
    pub asset_id: Option<AssetId>,
    pub site_id: SiteId,
    /// As the asset's (a site-wide event is `site`): who may see the event.
    pub visibility: Visibility,
    pub session_id: Option<SessionId>,
    /// What changed, for the reader (e.g. from/to status, stop reason).
    pub data: Value,
    pub created_at: i64,
}

impl Event {
    /// A completed event of a session's state change.
    pub fn of_session(kind: EventType, session: &Session, mut data: Value, at: i64) -> Event {
        // A station session's events name its EVSE (`data.evse_id`, shown beside `session_id`
        // and filtered on as the item's own attribute).
        if let (Some(evse), Some(fields)) = (session.evse_id, data.as_object_mut()) {
            fields.insert("evse_id".into(), json!(evse.get()));
        }
        Event {
            id: EventId::generate(),
            org_id: session.org_id,
            kind,
            status: "completed",
            asset_id: Some(session.asset_id),
            site_id: session.site_id,
            visibility: session.visibility,
            session_id: Some(session.id),
            data,
            created_at: at,
        }
    }

    /// The EVSE of the station session the event is about (`None` elsewhere).
    pub fn evse_id(&self) -> Option<EvseId> {
        self.data.get("evse_id").and_then(Value::as_i64).and_then(EvseId::new)
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        let mut data = render_ids(&self.data, version);
        time::render_stored(&mut data, self.kind.instant_keys(), version);
        if self.kind == EventType::StationStatusChanged && version.snake_case_connector_statuses() {
            connector_statuses_snake(&mut data);
        }
        if version.stop_reason_vocabulary() {
            stop_reason_vocabulary(&mut data);
        }
        let fields = json!({
            "organization_id": version.show_id(&self.org_id),
            "type": self.kind.as_str(),
            "status": self.status,
            "asset_id": self.asset_id.map(|id| version.show_id(&id)),
            "site_id": version.show_id(&self.site_id),
            "session_id": self.session_id.map(|id| version.show_id(&id)),
            "evse_id": self.evse_id().map(EvseId::get),
            "data": data,
            "created_at": time::render(self.created_at, version),
        });
        version.resource("event", &self.id, fields)
    }
}

/// A connector status change names the statuses as the station reported them (OCPP's
/// `Available`); v2 shows them in the API's casing, as the asset's connectors (docs/decisions.md,
/// "Connector status casing").
fn connector_statuses_snake(data: &mut Value) {
    for key in ["status", "previous_status"] {
        if let Some(Value::String(status)) = data.get_mut(key) {
            *status = super::station::connector_status_snake(status);
        }
    }
}

/// A session's end as v2 reads it in an event: `stop_reason` the vocabulary (stored as
/// `stop_reason_code`; an event recorded before the vocabulary has only v1's text, read as a
/// session's is), the station's word beside it.
fn stop_reason_vocabulary(data: &mut Value) {
    let Some(fields) = data.as_object_mut() else { return };
    let Some(Value::String(text)) = fields.get("stop_reason").cloned() else { return };
    let code = fields.remove("stop_reason_code");
    let code = code.as_ref().and_then(Value::as_str);
    let word = fields.get("station_stop_reason").and_then(Value::as_str);
    let mut stop = super::stop_reason::SessionStop::stored(text, code, word);
    let from_station = fields.get("source").and_then(Value::as_str) == Some("station");
    if code.is_none() && !from_station && stop.station_reason.take().is_some() {
        // Recorded before the vocabulary by the platform's stop: the text was a stop
        // action's words, however spelled, never a station's.
        stop.reason = super::stop_reason::StopReason::Requested;
    }
    fields.insert("stop_reason".into(), json!(stop.reason.as_str()));
    if code.is_none() {
        fields.insert(
            "station_stop_reason".into(),
            json!(stop.station_reason.as_ref().map(|word| word.as_str())),
        );
    }
}

/// Ids inside `data` are stored as UUIDs and shown in the request's version, like the
/// event's own fields (also inside `data.results`, one entry per asset a run acted on).
fn render_ids(data: &Value, version: &ApiVersion) -> Value {
    fn show<K: crate::ids::IdKind>(text: &str, version: &ApiVersion) -> Option<String> {
        text.parse().ok().map(|uuid| version.show_id(&crate::ids::Id::<K>::from_uuid(uuid)))
    }
    let Value::Object(map) = data else { return data.clone() };
    let mut out = map.clone();
    for (key, value) in out.iter_mut() {
        let shown = match (key.as_str(), value.as_str()) {
            ("schedule_id", Some(text)) => show::<crate::ids::ScheduleKind>(text, version),
            ("schedule_item_id", Some(text)) => show::<crate::ids::ScheduleItemKind>(text, version),
            ("session_id", Some(text)) => show::<crate::ids::SessionKind>(text, version),
            ("asset_id", Some(text)) => show::<crate::ids::AssetKind>(text, version),
            ("site_id", Some(text)) => show::<crate::ids::SiteKind>(text, version),
            ("author_id", Some(text)) => show::<crate::ids::MemberKind>(text, version),
            ("author_key_id", Some(text)) => show::<crate::ids::ApiKeyKind>(text, version),
            ("author_client_id", Some(text)) => show::<crate::ids::ClientKind>(text, version),
            ("campaign_id", Some(text)) => show::<crate::ids::FirmwareCampaignKind>(text, version),
            // Per-asset results of a schedule run; per-session shares of a site's allocation.
            ("results" | "sessions", _) => {
                if let Value::Array(results) = value {
                    *results = results.iter().map(|r| render_ids(r, version)).collect();
                }
                None
            }
            _ => None,
        };
        if let Some(shown) = shown {
            *value = Value::String(shown);
        }
    }
    Value::Object(out)
}

pub static EVENT_LIST: ListSchema = ListSchema {
    kind: "EVENT",
    default_sort: "-created_at",
    fields: &[
        Field::sorted("created_at", FieldKind::Instant, true),
        Field::filter("type", FieldKind::Enum(EventType::NAMES)),
        Field::filter("status", FieldKind::Enum(EVENT_STATUSES)),
        Field::filter("asset_id", FieldKind::Ref(crate::ids::uuid_of::<crate::ids::AssetKind>)),
        Field::filter("site_id", FieldKind::Ref(crate::ids::uuid_of::<crate::ids::SiteKind>)),
        Field::filter("evse_id", FieldKind::Integer { min: 1, max: EvseId::MAX }),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::versions::Major;

    fn stopped(data: Value) -> Event {
        Event {
            id: EventId::generate(),
            org_id: OrgId::generate(),
            kind: EventType::SessionStopped,
            status: "completed",
            asset_id: Some(AssetId::generate()),
            site_id: SiteId::generate(),
            visibility: Visibility::Organization,
            session_id: Some(SessionId::generate()),
            data,
            created_at: 1_700_000_000_000,
        }
    }

    fn shown(event: &Event, major: Major) -> Value {
        let version = ApiVersion { major, explicit: true, date: None };
        event.render(&version)["data"].clone()
    }

    #[test]
    fn v2_shows_a_stops_vocabulary_as_stop_reason_and_v1_its_text_with_the_code_beside_it() {
        let event = stopped(json!({"source": "station", "stop_reason": "ImmediateReset",
            "stop_reason_code": "reboot", "station_stop_reason": "HardReset", "energy_final": true}));
        let v2 = shown(&event, Major::V2);
        assert_eq!((&v2["stop_reason"], &v2["station_stop_reason"]), (&json!("reboot"), &json!("HardReset")));
        assert!(v2.get("stop_reason_code").is_none());
        let v1 = shown(&event, Major::V1);
        assert_eq!(
            (&v1["stop_reason"], &v1["stop_reason_code"]),
            (&json!("ImmediateReset"), &json!("reboot"))
        );
    }

    #[test]
    fn an_event_recorded_before_the_vocabulary_reads_from_its_text_in_v2() {
        let station =
            shown(&stopped(json!({"source": "station", "stop_reason": "EVDisconnected"})), Major::V2);
        assert_eq!(
            (&station["stop_reason"], &station["station_stop_reason"]),
            (&json!("ev_disconnected"), &json!("EVDisconnected"))
        );
        let words = shown(&stopped(json!({"stop_reason": "EVDisconnected"})), Major::V2);
        assert_eq!(
            (&words["stop_reason"], &words["station_stop_reason"]),
            (&json!("requested"), &Value::Null),
            "the platform's stop: the client's words however spelled"
        );
        let v1 = shown(&stopped(json!({"stop_reason": "driver left"})), Major::V1);
        assert_eq!(v1, json!({"stop_reason": "driver left"}), "v1 reads what it always read");
    }
}
