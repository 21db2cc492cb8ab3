//! The API version catalogue and the version a request asks for.
//!
//! The lifecycle (beta, current, deprecated, sunset) is data in `CATALOGUE`, not code paths:
//! representation choices hang off the major version only.

use chrono::NaiveDate;
use serde::Serialize;

use crate::error::ApiError;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lifecycle {
    Beta,
    Current,
    Deprecated,
    Sunset,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Major {
    V1,
    V2,
}

impl Major {
    pub fn name(self) -> &'static str {
        match self {
            Major::V1 => "v1",
            Major::V2 => "v2",
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct VersionEntry {
    pub version: &'static str,
    pub status: Lifecycle,
    pub released: NaiveDate,
    pub sunset: Option<NaiveDate>,
}

/// The versions this deployment serves. v1 is current, v2 beta; neither has an end of life.
pub fn catalogue() -> [VersionEntry; 2] {
    [
        VersionEntry {
            version: "v1",
            status: Lifecycle::Current,
            released: NaiveDate::from_ymd_opt(2025, 1, 15).expect("valid date"),
            sunset: None,
        },
        VersionEntry {
            version: "v2",
            status: Lifecycle::Beta,
            released: NaiveDate::from_ymd_opt(2026, 9, 1).expect("valid date"),
            sunset: None,
        },
    ]
}

pub const CURRENT: Major = Major::V1;
pub const LATEST: Major = Major::V2;

/// What the request asked for: a major version, whether it came from a path prefix, and an
/// optional `X-API-Version` date pinning behaviour within the major version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ApiVersion {
    pub major: Major,
    /// `/v1` or `/v2` was in the path (no prefix means the current version).
    pub explicit: bool,
    pub date: Option<NaiveDate>,
}

impl ApiVersion {
    pub const DEFAULT: ApiVersion = ApiVersion { major: CURRENT, explicit: false, date: None };

    /// Splits a version prefix off a path: `/v2/inventory-service/sites` gives v2 and
    /// `/inventory-service/sites`.
    pub fn from_path(path: &str) -> (ApiVersion, &str) {
        for (prefix, major) in [("/v1", Major::V1), ("/v2", Major::V2)] {
            if let Some(rest) = path.strip_prefix(prefix)
                && (rest.is_empty() || rest.starts_with('/'))
            {
                let rest = if rest.is_empty() { "/" } else { rest };
                return (ApiVersion { major, explicit: true, date: None }, rest);
            }
        }
        (ApiVersion::DEFAULT, path)
    }

    /// Applies `X-API-Version: YYYY-MM-DD`. A malformed date, one before the major version's
    /// release or one in the future is a 400.
    pub fn with_date_header(self, header: Option<&str>, today: NaiveDate) -> Result<ApiVersion, ApiError> {
        let Some(text) = header else { return Ok(self) };
        let bad = |reason: &str| ApiError::invalid_parameter("X-API-Version", reason);
        let date = (text.len() == 10)
            .then(|| NaiveDate::parse_from_str(text, "%Y-%m-%d").ok())
            .flatten()
            .ok_or_else(|| bad("expected a date of the form YYYY-MM-DD"))?;
        let released = catalogue()
            .into_iter()
            .find(|entry| entry.version == self.major.name())
            .map(|entry| entry.released)
            .ok_or_else(|| bad("unknown major version"))?;
        if date < released {
            return Err(bad(&format!(
                "{} was released on {released}; earlier dates are unknown",
                self.major.name()
            )));
        }
        if date > today {
            return Err(bad("dates in the future are not versions yet"));
        }
        Ok(ApiVersion { date: Some(date), ..self })
    }

    /// v2 names resources by UUID and gives the v1 id as `legacy_id`.
    pub fn uuid_ids(&self) -> bool {
        self.major == Major::V2
    }

    /// An id as this version spells it: the UUID in v2, the prefixed form in v1.
    pub fn show_id<K: crate::ids::IdKind>(&self, id: &crate::ids::Id<K>) -> String {
        if self.uuid_ids() { id.uuid().to_string() } else { id.legacy() }
    }

    /// v2 writes timestamps as ISO 8601; v1 as Unix seconds.
    pub fn iso_timestamps(&self) -> bool {
        self.major == Major::V2
    }

    /// v2 lists page by cursor; v1 by offset.
    pub fn cursor_pagination(&self) -> bool {
        self.major == Major::V2
    }

    /// Only an explicit `/v1` keeps the v1 error shape (`error` is the message string).
    pub fn structured_errors(&self) -> bool {
        !(self.major == Major::V1 && self.explicit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 23).unwrap()
    }

    #[test]
    fn prefixes_select_major_versions() {
        assert_eq!(ApiVersion::from_path("/v2/versions").0.major, Major::V2);
        assert_eq!(
            ApiVersion::from_path("/v1/versions"),
            (ApiVersion { major: Major::V1, explicit: true, date: None }, "/versions")
        );
        assert_eq!(ApiVersion::from_path("/versions"), (ApiVersion::DEFAULT, "/versions"));
        assert_eq!(ApiVersion::from_path("/v1x/versions").1, "/v1x/versions");
    }

    #[test]
    fn version_dates_must_be_well_formed_known_and_past() {
        let v1 = ApiVersion::DEFAULT;
        assert!(v1.with_date_header(Some("2025-06-01"), today()).is_ok());
        for bad in ["2025-6-1", "yesterday", "2025-02-30", "2020-01-01", "2027-01-01"] {
            assert!(v1.with_date_header(Some(bad), today()).is_err(), "{bad}");
        }
    }
}
