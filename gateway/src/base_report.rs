//! A 2.0.1 station's full configuration comes in NotifyReport CALLs after it accepts a
//! GetBaseReport: each connection collects the report a settings read waits for (one at a
//! time), bounded in settings and bytes, and answers every NotifyReport `{}` (docs/ocpp.md,
//! "Configuration").

use std::sync::Mutex;

use rust_ocpp::v2_0_1::datatypes::report_data_type::ReportDataType;
use rust_ocpp::v2_0_1::enumerations::attribute_enum_type::AttributeEnumType;
use rust_ocpp::v2_0_1::enumerations::mutability_enum_type::MutabilityEnumType;
use rust_ocpp::v2_0_1::messages::notify_report::NotifyReportRequest;
use serde_json::{Value, json};
use shared::domain::station_settings::{MAX_SETTINGS_READ, Setting, SettingKey, SettingStatus};
use tokio::sync::oneshot;

use crate::frame::CallError;

/// The most bytes of keys and values one report keeps.
const MAX_REPORT_BYTES: usize = 256 * 1024;
/// The longest value kept (2.0.1's `value` is at most 2500 characters).
const MAX_VALUE: usize = 2500;

/// The NotifyReport frames of one full read that pass outside the connection's message rate:
/// a report of `MAX_SETTINGS_READ` settings one per frame, with room. Past it, they count
/// toward the rate as any frame.
pub const REPORT_FRAMES: u32 = MAX_SETTINGS_READ as u32 + 100;

/// The report a settings read is waiting for, if any.
#[derive(Default)]
pub struct Reports {
    collecting: Mutex<Option<Collecting>>,
}

struct Collecting {
    request_id: i32,
    settings: Vec<Setting>,
    bytes: usize,
    /// NotifyReport frames still admitted outside the message rate.
    frames_left: u32,
    /// Whether nothing was left out for the bounds.
    complete: bool,
    /// Told when the station's last frame (`tbc` false) came.
    ended: Option<oneshot::Sender<()>>,
}

impl Reports {
    /// Collects the report `request_id` from now on: told when its last frame came. `None`
    /// while another full read of the connection is collecting (the caller answers 409: two
    /// reads would take each other's report).
    pub fn start(&self, request_id: i32) -> Option<oneshot::Receiver<()>> {
        let (ended, told) = oneshot::channel();
        let collecting = Collecting {
            request_id,
            settings: Vec::new(),
            bytes: 0,
            frames_left: REPORT_FRAMES,
            complete: true,
            ended: Some(ended),
        };
        let mut slot = self.collecting.lock().ok()?;
        if slot.is_some() {
            return None;
        }
        *slot = Some(collecting);
        Some(told)
    }

    /// Whether a NotifyReport (its payload) belongs to the report being collected and is within
    /// that report's own frame budget: then it passes outside the connection's message rate.
    pub fn admits(&self, payload: &Value) -> bool {
        let Some(request_id) = payload.get("requestId").and_then(Value::as_i64) else { return false };
        let Ok(mut slot) = self.collecting.lock() else { return false };
        match slot.as_mut() {
            Some(collecting)
                if i64::from(collecting.request_id) == request_id && collecting.frames_left > 0 =>
            {
                collecting.frames_left -= 1;
                true
            }
            _ => false,
        }
    }

    /// What was collected of `request_id` (and whether it is all of it: `ended` and nothing
    /// left out); the collection stops.
    pub fn finish(&self, request_id: i32, ended: bool) -> (Vec<Setting>, bool) {
        let Ok(mut slot) = self.collecting.lock() else { return (Vec::new(), false) };
        match slot.take() {
            Some(collecting) if collecting.request_id == request_id => {
                (collecting.settings, ended && collecting.complete)
            }
            // Another read took the connection's collection: this one has nothing.
            other => {
                *slot = other;
                (Vec::new(), false)
            }
        }
    }

    /// A NotifyReport from the station: checked against its 2.0.1 type, kept when a read waits
    /// for it, and answered `{}` either way.
    pub fn notify(&self, payload: Value) -> Result<Value, CallError> {
        let report: NotifyReportRequest = crate::handlers::checked(payload)?;
        let Ok(mut slot) = self.collecting.lock() else { return Ok(json!({})) };
        let Some(collecting) = slot.as_mut().filter(|c| c.request_id == report.request_id) else {
            return Ok(json!({}));
        };
        for data in report.report_data.unwrap_or_default() {
            let Some(setting) = setting(&data) else { continue };
            let size = setting.key.len() + setting.value.as_ref().map_or(0, String::len);
            if collecting.settings.len() >= MAX_SETTINGS_READ || collecting.bytes + size > MAX_REPORT_BYTES {
                collecting.complete = false;
                break;
            }
            collecting.bytes += size;
            collecting.settings.push(setting);
        }
        if !report.tbc.unwrap_or(false)
            && let Some(ended) = collecting.ended.take()
        {
            let _ = ended.send(());
        }
        Ok(json!({}))
    }
}

/// Ends a collection when dropped (a read answered, or dropped midway: its caller went away),
/// so the connection never stays refusing full reads.
pub struct Stop<'a>(pub &'a Reports, pub i32);

impl Drop for Stop<'_> {
    fn drop(&mut self) {
        let _ = self.0.finish(self.1, false);
    }
}

/// A reported variable as a setting: its Actual value. Variables of an EVSE's or an instance's
/// component are not in the representation (their keys would read as the station's own), nor
/// is one whose names or value are out of the schema's bounds.
fn setting(data: &ReportDataType) -> Option<Setting> {
    let component = &data.component;
    if component.evse.is_some() || component.instance.is_some() {
        return None;
    }
    let key =
        SettingKey::of_device_model(&component.name, &data.variable.name, data.variable.instance.as_deref());
    SettingKey::parse(&key)?.device_model()?;
    let actual = data
        .variable_attribute
        .iter()
        .find(|attribute| matches!(attribute.kind, None | Some(AttributeEnumType::Actual)))?;
    let value = actual.value.clone();
    if value.as_ref().is_some_and(|value| value.chars().count() > MAX_VALUE) {
        return None;
    }
    let readonly = actual.mutability.as_ref().map(|m| *m == MutabilityEnumType::ReadOnly);
    Some(Setting { key, value, readonly, status: SettingStatus::Accepted })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(request_id: i32, tbc: bool, variables: &[(&str, &str, &str)]) -> Value {
        let data: Vec<Value> = variables
            .iter()
            .map(|(component, variable, value)| {
                json!({"component": {"name": component}, "variable": {"name": variable},
                       "variableAttribute": [{"type": "Actual", "value": value, "mutability": "ReadWrite"}]})
            })
            .collect();
        json!({"requestId": request_id, "tbc": tbc, "seqNo": 0, "generatedAt": "2026-01-01T00:00:00Z",
               "reportData": data})
    }

    #[test]
    fn a_report_in_several_frames_is_collected_until_its_last() {
        let reports = Reports::default();
        let mut ended = reports.start(7).expect("no other read");
        reports.notify(frame(7, true, &[("OCPPCommCtrlr", "HeartbeatInterval", "300")])).expect("answered");
        assert!(ended.try_recv().is_err(), "more to come");
        reports.notify(frame(8, false, &[("Other", "Report", "x")])).expect("another report is answered too");
        reports.notify(frame(7, false, &[("TxCtrlr", "EVConnectionTimeOut", "60")])).expect("answered");
        assert!(ended.try_recv().is_ok());
        let (settings, complete) = reports.finish(7, true);
        assert!(complete);
        let keys: Vec<&str> = settings.iter().map(|s| s.key.as_str()).collect();
        assert_eq!(keys, ["OCPPCommCtrlr.HeartbeatInterval", "TxCtrlr.EVConnectionTimeOut"]);
        assert_eq!(settings[0].value.as_deref(), Some("300"));
        assert_eq!(settings[0].readonly, Some(false));
    }

    #[test]
    fn a_report_past_its_bound_is_kept_to_the_bound_and_says_it_is_incomplete() {
        let reports = Reports::default();
        let _ended = reports.start(1).expect("no other read");
        let many: Vec<(String, String)> =
            (0..MAX_SETTINGS_READ + 5).map(|i| ("C".to_owned(), format!("V{i}"))).collect();
        let variables: Vec<(&str, &str, &str)> =
            many.iter().map(|(c, v)| (c.as_str(), v.as_str(), "1")).collect();
        reports.notify(frame(1, false, &variables)).expect("answered");
        let (settings, complete) = reports.finish(1, true);
        assert_eq!(settings.len(), MAX_SETTINGS_READ);
        assert!(!complete);
    }

    #[test]
    fn a_second_full_read_while_one_collects_is_refused_until_it_ends() {
        let reports = Reports::default();
        {
            let _ended = reports.start(1).expect("no other read");
            let _stop = Stop(&reports, 1);
            assert!(reports.start(2).is_none());
        }
        assert!(reports.start(3).is_some(), "a read dropped midway frees the connection");
    }

    #[test]
    fn the_reports_frames_have_their_own_budget() {
        let reports = Reports::default();
        assert!(!reports.admits(&json!({"requestId": 5})), "nothing collected");
        let _ended = reports.start(5).expect("no other read");
        assert!(!reports.admits(&json!({"requestId": 6})), "another report");
        for _ in 0..REPORT_FRAMES {
            assert!(reports.admits(&json!({"requestId": 5})));
        }
        assert!(!reports.admits(&json!({"requestId": 5})), "past the budget: the rate again");
    }

    #[test]
    fn a_malformed_notify_report_is_a_format_violation() {
        let refused = Reports::default().notify(json!({"requestId": "seven"})).expect_err("refused");
        assert_eq!(refused.code, crate::frame::ErrorCode::FormatViolation);
    }
}
