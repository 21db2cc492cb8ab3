//! An EVSE of a charging station (OCPP 2.0.1 `evse.id`; OCPP 1.6's connector): the unit one
//! car charges on, and what a station's sessions are held by (one open session per EVSE).
//! Numbered from 1; the platform follows at most `MAX` of them per station, so the hold
//! attributes on the asset item stay few and bounded whatever a station reports.

use std::fmt;

use serde_json::Value;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EvseId(u8);

impl EvseId {
    /// The highest EVSE id the platform follows: more than any charger sold today has (a
    /// depot's multi-outlet dispensers report up to 8 or 12).
    pub const MAX: i64 = 16;

    /// The EVSE a station's transaction is on when it names none, and a single-EVSE
    /// station's only one.
    pub const FIRST: EvseId = EvseId(1);

    pub fn new(id: i64) -> Option<EvseId> {
        u8::try_from(id).ok().filter(|_| (1..=Self::MAX).contains(&id)).map(EvseId)
    }

    /// An integer in a JSON body (`evse_id`): what a refusal says otherwise.
    pub fn from_json(value: &Value) -> Result<EvseId, String> {
        value
            .as_i64()
            .and_then(EvseId::new)
            .ok_or_else(|| format!("must be an integer from 1 to {}", Self::MAX))
    }

    pub fn get(self) -> i64 {
        i64::from(self.0)
    }

    /// Every EVSE id the platform follows, lowest first.
    pub fn all() -> impl Iterator<Item = EvseId> {
        (1..=Self::MAX).filter_map(EvseId::new)
    }
}

/// Stored as the number it is (the session item's `evse_id`).
impl serde::Serialize for EvseId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_i64(self.get())
    }
}

impl<'de> serde::Deserialize<'de> for EvseId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<EvseId, D::Error> {
        let id = i64::deserialize(d)?;
        EvseId::new(id).ok_or_else(|| serde::de::Error::custom("a stored evse_id out of range"))
    }
}

impl fmt::Display for EvseId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn an_evse_is_1_to_max() {
        assert_eq!(EvseId::new(0), None);
        assert_eq!(EvseId::new(1), Some(EvseId::FIRST));
        assert_eq!(EvseId::new(EvseId::MAX).map(EvseId::get), Some(EvseId::MAX));
        assert_eq!(EvseId::new(EvseId::MAX + 1), None);
        for bad in [json!(0), json!("1"), json!(1.5), json!(-3), json!(null)] {
            assert!(EvseId::from_json(&bad).is_err(), "{bad}");
        }
        assert_eq!(EvseId::all().count() as i64, EvseId::MAX);
    }
}
