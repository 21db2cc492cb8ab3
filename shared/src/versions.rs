//! The API version catalogue and the version a request asks for.
//!
//! The lifecycle (beta, current, deprecated, sunset) is data in `CATALOGUE`, not code paths:
//! representation choices hang off the major version only.

use chrono::NaiveDate;
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lifecycle {
    Beta,
    Current,
    Deprecated,
    Sunset,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Major {
    V1,
    V2,
}

impl Major {
    pub const ALL: [Major; 2] = [Major::V1, Major::V2];

    pub fn name(self) -> &'static str {
        match self {
            Major::V1 => "v1",
            Major::V2 => "v2",
        }
    }

    pub fn parse(text: &str) -> Option<Major> {
        Major::ALL.into_iter().find(|major| major.name() == text)
    }
}

/// The version prefix a path names when it is not one this API knows (`/v3/sites` gives
/// `v3`): `v` and digits as the first segment. Such a path is an unknown version, not an
/// unknown route.
pub fn unknown_prefix(path: &str) -> Option<&str> {
    let segment = path.strip_prefix('/')?.split('/').next()?;
    let digits = segment.strip_prefix('v')?;
    let numbered = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
    (numbered && Major::parse(segment).is_none()).then_some(segment)
}

/// One major version's place in its lifecycle, as configured (`API_VERSIONS`).
#[derive(Debug, Clone, Serialize, serde::Deserialize)]
pub struct VersionEntry {
    pub version: Major,
    pub status: Lifecycle,
    pub released: NaiveDate,
    /// When it was deprecated (the `Deprecation` header's date).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<NaiveDate>,
    pub sunset: Option<NaiveDate>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub successor: Option<Major>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub migration_guide: Option<String>,
    /// The dates `X-API-Version` may pin within this major version (its behaviour changes);
    /// the release date when none are listed.
    #[serde(default, skip_serializing)]
    pub revisions: Vec<NaiveDate>,
}

/// The versions this deployment serves, from configuration: marking a version deprecated or
/// sunset is a configuration change, not a code change.
#[derive(Debug, Clone)]
pub struct Catalogue {
    entries: Vec<VersionEntry>,
}

/// Today's lifecycle: v1 current, v2 beta, no end of life.
pub const DEFAULT_CATALOGUE: &str = r#"[
  {"version": "v1", "status": "current", "released": "2025-01-15", "sunset": null,
   "revisions": ["2025-01-15", "2025-06-01"]},
  {"version": "v2", "status": "beta", "released": "2026-09-01", "sunset": null,
   "revisions": ["2026-09-01"]}
]"#;

impl Catalogue {
    /// Parses the configuration: every major version exactly once, exactly one `current`.
    pub fn from_json(text: &str) -> Result<Catalogue, String> {
        let mut entries: Vec<VersionEntry> =
            serde_json::from_str(text).map_err(|e| format!("API_VERSIONS is not a version list: {e}"))?;
        for major in [Major::V1, Major::V2] {
            if entries.iter().filter(|e| e.version == major).count() != 1 {
                return Err(format!("API_VERSIONS must list {} exactly once", major.name()));
            }
        }
        if entries.iter().filter(|e| e.status == Lifecycle::Current).count() != 1 {
            return Err("API_VERSIONS must have exactly one current version".into());
        }
        for entry in &mut entries {
            if entry.revisions.is_empty() {
                entry.revisions.push(entry.released);
            }
            entry.revisions.sort();
        }
        Ok(Catalogue { entries })
    }

    pub fn default_lifecycle() -> Catalogue {
        Catalogue::from_json(DEFAULT_CATALOGUE).expect("the default catalogue is valid")
    }

    pub fn entries(&self) -> &[VersionEntry] {
        &self.entries
    }

    pub fn entry(&self, major: Major) -> &VersionEntry {
        self.entries.iter().find(|e| e.version == major).expect("every major version is listed")
    }

    /// The version unprefixed paths get.
    pub fn current(&self) -> Major {
        self.entries.iter().find(|e| e.status == Lifecycle::Current).map_or(Major::V1, |e| e.version)
    }

    /// The versions that still answer on `today`, oldest first.
    pub fn supported(&self, today: NaiveDate) -> Vec<Major> {
        Major::ALL.into_iter().filter(|major| !self.is_sunset(*major, today)).collect()
    }

    /// Why an organization may not pin `major` on `today`, if it may not: only a version that
    /// is neither deprecated nor sunset is pinned (moving onto a version on its way out would
    /// only move the integration twice).
    pub fn pin_refusal(&self, major: Major, today: NaiveDate) -> Option<String> {
        let pinnable = |major: Major| !self.entry(major).deprecated() && !self.is_sunset(major, today);
        if pinnable(major) {
            return None;
        }
        let state = if self.is_sunset(major, today) { "sunset" } else { "deprecated" };
        let open: Vec<&str> = Major::ALL.into_iter().filter(|m| pinnable(*m)).map(Major::name).collect();
        Some(format!("{} is {state}; pin one of: {}", major.name(), open.join(", ")))
    }

    /// The newest version that is not sunset.
    pub fn latest(&self) -> Major {
        [Major::V2, Major::V1]
            .into_iter()
            .find(|major| self.entry(*major).status != Lifecycle::Sunset)
            .unwrap_or(Major::V1)
    }

    /// Whether `major` no longer answers on `today`: marked sunset, or its sunset date passed.
    pub fn is_sunset(&self, major: Major, today: NaiveDate) -> bool {
        let entry = self.entry(major);
        entry.status == Lifecycle::Sunset || entry.sunset.is_some_and(|sunset| sunset <= today)
    }
}

impl VersionEntry {
    /// Deprecated (and not yet sunset): responses say so.
    pub fn deprecated(&self) -> bool {
        self.status == Lifecycle::Deprecated
    }

    /// `Deprecation: true` (as the specification's versioning rule 7 writes it), `Sunset`
    /// (RFC 8594) and `Link` to the successor of the requested path (RFC 5829) and to the
    /// migration guide.
    pub fn deprecation_headers(&self, raw_path: &str) -> Vec<(http::HeaderName, http::HeaderValue)> {
        let midnight = |date: NaiveDate| date.and_hms_opt(0, 0, 0).expect("midnight").and_utc();
        let mut headers = vec![("deprecation", "true".to_owned())];
        if let Some(sunset) = self.sunset {
            headers.push(("sunset", midnight(sunset).format("%a, %d %b %Y %H:%M:%S GMT").to_string()));
        }
        let mut links = Vec::new();
        if let Some(successor) = self.successor {
            let rest = raw_path.strip_prefix(&format!("/{}", self.version.name())).unwrap_or(raw_path);
            links.push(format!("</{}{rest}>; rel=\"successor-version\"", successor.name()));
        }
        if let Some(guide) = &self.migration_guide {
            links.push(format!("<{guide}>; rel=\"deprecation\"; type=\"text/html\""));
        }
        if !links.is_empty() {
            headers.push(("link", links.join(", ")));
        }
        headers
            .into_iter()
            .filter_map(|(name, value)| {
                Some((http::HeaderName::from_static(name), http::HeaderValue::from_str(&value).ok()?))
            })
            .collect()
    }

    /// `meta.deprecation` of a success body.
    pub fn deprecation_meta(&self) -> serde_json::Value {
        let successor = self.successor.map(|s| format!("; move to {}", s.name())).unwrap_or_default();
        let until = self.sunset.map(|s| format!(" and will be removed on {s}")).unwrap_or_default();
        serde_json::json!({
            "message": format!("API version {} is deprecated{until}{successor}", self.version.name()),
            "sunset_date": self.sunset.map(|s| s.to_string()),
            "migration_guide": self.migration_guide,
        })
    }
}

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
    /// An unprefixed request while v1 is current.
    pub const DEFAULT: ApiVersion = ApiVersion { major: Major::V1, explicit: false, date: None };

    /// Splits a version prefix off a path: `/v2/inventory-service/sites` gives v2 and
    /// `/inventory-service/sites`; no prefix is the `current` version.
    pub fn from_path(path: &str, current: Major) -> (ApiVersion, &str) {
        for (prefix, major) in [("/v1", Major::V1), ("/v2", Major::V2)] {
            if let Some(rest) = path.strip_prefix(prefix)
                && (rest.is_empty() || rest.starts_with('/'))
            {
                let rest = if rest.is_empty() { "/" } else { rest };
                return (ApiVersion { major, explicit: true, date: None }, rest);
            }
        }
        (ApiVersion { major: current, explicit: false, date: None }, path)
    }

    /// Applies `X-API-Version: YYYY-MM-DD`: a date the major version has a revision on. A
    /// malformed date, one the version does not know, or one in the future is a 400.
    pub fn with_date_header(
        self,
        header: Option<&str>,
        catalogue: &Catalogue,
        today: NaiveDate,
    ) -> Result<ApiVersion, VersionDateError> {
        let Some(text) = header else { return Ok(self) };
        let bad = |reason: &str| VersionDateError { reason: reason.to_owned() };
        let date = (text.len() == 10)
            .then(|| NaiveDate::parse_from_str(text, "%Y-%m-%d").ok())
            .flatten()
            .ok_or_else(|| bad("expected a date of the form YYYY-MM-DD"))?;
        if date > today {
            return Err(bad("dates in the future are not versions yet"));
        }
        let revisions = &catalogue.entry(self.major).revisions;
        if !revisions.contains(&date) {
            let known: Vec<String> =
                revisions.iter().filter(|d| **d <= today).map(|d| d.to_string()).collect();
            return Err(bad(&format!(
                "{} has no version {date}; known: {}",
                self.major.name(),
                known.join(", ")
            )));
        }
        Ok(ApiVersion { date: Some(date), ..self })
    }

    /// An unprefixed request of an organization pinned to `pin` gets that major version; a
    /// prefix always wins.
    pub fn pinned_to(self, pin: Major) -> ApiVersion {
        if self.explicit { self } else { ApiVersion { major: pin, ..self } }
    }

    /// v2 names resources by UUID and gives the v1 id as `legacy_id`.
    pub fn uuid_ids(&self) -> bool {
        self.major == Major::V2
    }

    /// An id as this version spells it: the UUID in v2, the prefixed form in v1.
    pub fn show_id<K: crate::ids::IdKind>(&self, id: &crate::ids::Id<K>) -> String {
        if self.uuid_ids() { id.uuid().to_string() } else { id.legacy() }
    }

    /// A resource as this version shows it: `fields` with the resource's `id` and `object`, and
    /// in v2 the v1 id as `legacy_id`.
    pub fn resource<K: crate::ids::IdKind>(
        &self,
        object: &str,
        id: &crate::ids::Id<K>,
        mut fields: serde_json::Value,
    ) -> serde_json::Value {
        fields["id"] = self.show_id(id).into();
        fields["object"] = object.into();
        if self.uuid_ids() {
            fields["legacy_id"] = id.legacy().into();
        }
        fields
    }

    /// v2 writes timestamps as ISO 8601; v1 as Unix seconds.
    pub fn iso_timestamps(&self) -> bool {
        self.major == Major::V2
    }

    /// v2 shows a station's connector statuses in the API's snake_case (`available`); v1 keeps
    /// the OCPP spelling (`Available`) its clients were given (docs/decisions.md, "Connector
    /// status casing").
    pub fn snake_case_connector_statuses(&self) -> bool {
        self.major == Major::V2
    }

    /// v2 shows a session's `stop_reason` as the platform's vocabulary (`ev_disconnected`);
    /// v1 keeps the text it always showed (the station's word in 2.0.1's names, the stop
    /// action's `reason`) and gets the vocabulary beside it as `stop_reason_code`
    /// (docs/decisions.md, "A session's stop reason is one vocabulary").
    pub fn stop_reason_vocabulary(&self) -> bool {
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

/// An `X-API-Version` date that is not a revision of the version asked for; `reason` says why
/// (the HTTP layer answers it as a 400 naming the header).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VersionDateError {
    pub reason: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 23).unwrap()
    }

    #[test]
    fn prefixes_select_major_versions() {
        assert_eq!(ApiVersion::from_path("/v2/versions", Major::V1).0.major, Major::V2);
        assert_eq!(
            ApiVersion::from_path("/v1/versions", Major::V1),
            (ApiVersion { major: Major::V1, explicit: true, date: None }, "/versions")
        );
        assert_eq!(ApiVersion::from_path("/versions", Major::V1), (ApiVersion::DEFAULT, "/versions"));
        assert_eq!(ApiVersion::from_path("/versions", Major::V2).0.major, Major::V2);
        assert_eq!(ApiVersion::from_path("/v1x/versions", Major::V1).1, "/v1x/versions");
    }

    #[test]
    fn a_pin_moves_only_unprefixed_requests_and_unknown_prefixes_are_found() {
        let (unprefixed, _) = ApiVersion::from_path("/versions", Major::V2);
        assert_eq!(unprefixed.pinned_to(Major::V1).major, Major::V1);
        let (explicit, _) = ApiVersion::from_path("/v2/versions", Major::V2);
        assert_eq!(explicit.pinned_to(Major::V1).major, Major::V2);
        assert_eq!(unknown_prefix("/v3/inventory-service/sites"), Some("v3"));
        assert_eq!(unknown_prefix("/v10"), Some("v10"));
        for known in ["/v1/sites", "/v2", "/versions", "/v", "/vx/sites", "/", ""] {
            assert_eq!(unknown_prefix(known), None, "{known}");
        }
    }

    #[test]
    fn version_dates_must_be_well_formed_known_and_past() {
        let v1 = ApiVersion::DEFAULT;
        let catalogue = Catalogue::default_lifecycle();
        assert!(v1.with_date_header(Some("2025-06-01"), &catalogue, today()).is_ok());
        for bad in ["2025-6-1", "yesterday", "2025-02-30", "2020-01-01", "2025-06-02", "2027-01-01"] {
            assert!(v1.with_date_header(Some(bad), &catalogue, today()).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_catalogue_is_configuration() {
        let catalogue = Catalogue::default_lifecycle();
        assert_eq!((catalogue.current(), catalogue.latest()), (Major::V1, Major::V2));
        let deprecated = r#"[
          {"version": "v1", "status": "deprecated", "released": "2025-01-15", "deprecated": "2026-10-01",
           "sunset": "2027-10-01", "successor": "v2", "migration_guide": "https://example.com/migrate"},
          {"version": "v2", "status": "current", "released": "2026-09-01", "sunset": null}
        ]"#;
        let catalogue = Catalogue::from_json(deprecated).unwrap();
        assert_eq!(catalogue.current(), Major::V2);
        assert!(!catalogue.is_sunset(Major::V1, today()));
        assert!(catalogue.is_sunset(Major::V1, NaiveDate::from_ymd_opt(2027, 10, 1).unwrap()));
        assert!(
            Catalogue::from_json(
                r#"[{"version": "v1", "status": "beta", "released": "2025-01-15", "sunset": null}]"#
            )
            .is_err()
        );
    }
}
