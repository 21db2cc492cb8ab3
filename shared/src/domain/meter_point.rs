//! One meter reading of a session, as its time series keeps it (`GET
//! /asset-controls/sessions/{id}/meter-values`): when, the energy delivered so far, and the
//! power and state of charge when the station sent them. Kept compact (a short string per
//! reading) because a busy network writes millions of them a day.

use serde_json::{Value, json};

use super::capacity::Capacity;
use crate::ids::SessionId;
use crate::time;
use crate::versions::ApiVersion;

/// A session's reading: the station's timestamp, and what it measured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeterPoint {
    /// When the station took it (its message's timestamp, ms; the platform's time when the
    /// message had none that parses).
    pub at_ms: i64,
    /// The energy delivered in the session so far, in Wh (the session's `energy_kwh` at that
    /// reading).
    pub energy_wh: i64,
    /// The whole meter's active power, in W, when the reading carried it.
    pub power_w: Option<u64>,
    /// The vehicle's state of charge, in percent, when the reading carried it.
    pub soc_percent: Option<u8>,
}

impl MeterPoint {
    /// The stored form: `at,energy_wh,power_w,soc` with empty fields for what the reading did
    /// not carry (about 30 bytes).
    pub fn encode(&self) -> String {
        let power = self.power_w.map(|w| w.to_string()).unwrap_or_default();
        let soc = self.soc_percent.map(|soc| soc.to_string()).unwrap_or_default();
        format!("{},{},{power},{soc}", self.at_ms, self.energy_wh)
    }

    /// The stored form read back; `None` for anything `encode` did not write.
    pub fn decode(text: &str) -> Option<MeterPoint> {
        let mut fields = text.split(',');
        let at_ms = fields.next()?.parse().ok()?;
        let energy_wh = fields.next()?.parse().ok()?;
        let power_w = optional(fields.next()?)?;
        let soc_percent: Option<u8> = optional(fields.next()?)?;
        // A state of charge above 100 % is no reading of one: the point did not read back.
        if soc_percent.is_some_and(|soc| soc > 100) {
            return None;
        }
        if fields.next().is_some() {
            return None;
        }
        Some(MeterPoint { at_ms, energy_wh, power_w, soc_percent })
    }
}

/// An empty field is `None`; anything else must parse.
fn optional<T: std::str::FromStr>(field: &str) -> Option<Option<T>> {
    if field.is_empty() { Some(None) } else { field.parse().ok().map(Some) }
}

/// A reading as the API shows it (`GET /asset-controls/sessions/{id}/meter-values`): the instant
/// in the version's form, energy in kWh and power in kW as the session shows them (exact
/// decimals), and null for what the station did not send, so every reading has one shape.
impl MeterPoint {
    pub fn render(&self, version: &ApiVersion) -> Value {
        let kilo = |milli: i64| Capacity::from_milli(milli).to_json();
        json!({
            "object": "meter_value",
            "at": time::render(self.at_ms, version),
            "energy_kwh": kilo(self.energy_wh),
            "power_kw": self.power_w.map(|watts| kilo(i64::try_from(watts).unwrap_or(i64::MAX))),
            "soc_percent": self.soc_percent,
        })
    }
}

/// What a gateway kept of a session's readings since its last write (docs/ocpp.md, "Meter
/// readings"), carried into the next write of the session's transaction: the time-series
/// points, and the energy and `seqNo` they brought the session to, which that write takes as
/// floors (an end without a register must not make the stored, older energy final).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Carried {
    /// The session they moved: nothing is carried into another.
    pub session: Option<SessionId>,
    /// The session's energy after them.
    pub energy_kwh: Capacity,
    /// The highest `seqNo` among them.
    pub seq_no: Option<i64>,
    /// Their points, oldest first.
    pub points: Vec<MeterPoint>,
}

impl Carried {
    /// Nothing carried.
    pub const NONE: Carried =
        Carried { session: None, energy_kwh: Capacity::ZERO, seq_no: None, points: Vec::new() };

    /// Whether they are `session`'s.
    pub fn of(&self, session: SessionId) -> bool {
        self.session == Some(session)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_point_reads_back_as_written_with_or_without_its_optional_fields() {
        let full = MeterPoint {
            at_ms: 1_764_403_200_000,
            energy_wh: 12_345,
            power_w: Some(11_000),
            soc_percent: Some(55),
        };
        let bare = MeterPoint { power_w: None, soc_percent: None, ..full };
        for point in [full, bare] {
            assert_eq!(MeterPoint::decode(&point.encode()), Some(point));
        }
        assert_eq!(bare.encode(), "1764403200000,12345,,");
    }

    #[test]
    fn anything_else_is_no_point() {
        for text in ["", "1,2,3", "1,2,3,4,5", "x,2,,", "1,2,-3,", "1,2,,101"] {
            assert_eq!(MeterPoint::decode(text), None, "{text}");
        }
    }

    #[test]
    fn a_reading_shows_the_versions_instant_and_the_sessions_units_with_nulls_for_what_was_not_sent() {
        let point = MeterPoint {
            at_ms: 1_764_403_200_500,
            energy_wh: 12_345,
            power_w: Some(11_000),
            soc_percent: Some(55),
        };
        let v1 = ApiVersion::from_path("/v1/x", crate::versions::Major::V1).0;
        let v2 = ApiVersion::from_path("/v2/x", crate::versions::Major::V1).0;
        assert_eq!(
            point.render(&v1),
            json!({"object": "meter_value", "at": 1_764_403_200, "energy_kwh": 12.345, "power_kw": 11, "soc_percent": 55})
        );
        let bare = MeterPoint { power_w: None, soc_percent: None, ..point };
        assert_eq!(
            bare.render(&v2),
            json!({"object": "meter_value", "at": "2025-11-29T08:00:00.500Z", "energy_kwh": 12.345, "power_kw": null, "soc_percent": null})
        );
    }
}
