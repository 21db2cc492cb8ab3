//! A site location: `"<latitude>,<longitude>"` in decimal degrees.

use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(transparent)]
pub struct Location(String);

impl Location {
    /// Latitude in [-90, 90], longitude in [-180, 180], plain decimals (no exponents, NaN or
    /// infinities), optional spaces around each number. Stored normalized without spaces.
    pub fn parse(text: &str) -> Result<Location, String> {
        const SHAPE: &str = "must be \"<latitude>,<longitude>\" in decimal degrees, e.g. \"52.5200,13.4050\"";
        let (lat, lng) = text.split_once(',').ok_or(SHAPE)?;
        let (lat, lng) = (lat.trim(), lng.trim());
        let lat_value = decimal(lat).ok_or(SHAPE)?;
        let lng_value = decimal(lng).ok_or(SHAPE)?;
        if !(-90.0..=90.0).contains(&lat_value) {
            return Err("latitude must be between -90 and 90".into());
        }
        if !(-180.0..=180.0).contains(&lng_value) {
            return Err("longitude must be between -180 and 180".into());
        }
        Ok(Location(format!("{lat},{lng}")))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Rebuilds from storage, where it was validated on the way in.
    pub fn from_stored(text: &str) -> Location {
        Location(text.to_owned())
    }
}

fn decimal(text: &str) -> Option<f64> {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, "0"));
    let valid = !whole.is_empty()
        && whole.len() <= 3
        && !fraction.is_empty()
        && fraction.len() <= 15
        && whole.bytes().all(|b| b.is_ascii_digit())
        && fraction.bytes().all(|b| b.is_ascii_digit());
    valid.then(|| text.parse().ok()).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_locations_parse_and_normalize() {
        assert_eq!(Location::parse("52.5200,13.4050").unwrap().as_str(), "52.5200,13.4050");
        assert_eq!(Location::parse(" -33.86 , 151.2 ").unwrap().as_str(), "-33.86,151.2");
        assert!(Location::parse("90,-180").is_ok());
    }

    #[test]
    fn out_of_range_or_malformed_locations_are_refused() {
        for bad in [
            "91,0",
            "0,181",
            "abc",
            "1e2,3",
            "NaN,0",
            "52.52",
            "52.52,13.40,1",
            ",",
            "1.,2",
            "inf,0",
            "0x1,2",
        ] {
            assert!(Location::parse(bad).is_err(), "{bad}");
        }
    }
}
