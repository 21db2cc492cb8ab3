//! OCPP 2.0.1 charging stations: an asset that is a station has a station identity (the last
//! path segment it connects to, `/ocpp/<organization id>/<identity>`) and a Security Profile 2
//! password (HTTP Basic over TLS). What the station last reported is kept on its asset. See
//! docs/ocpp.md.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::body::{BodyError, Fields};
use crate::ids::{AssetId, OrgId};
use crate::time;
use crate::versions::ApiVersion;

/// OCPP 2.0.1 part 4, 3.1: an identity is at most 48 characters.
pub const IDENTITY_MAX: usize = 48;

/// A station identity as given (shown as given) and its key (lower case: OCPP's
/// `identifierString` is case-insensitive, so two identities differing only in case are one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StationIdentity {
    given: String,
}

impl StationIdentity {
    /// OCPP's `identifierString` characters (`a-z A-Z 0-9 * - _ = + | @ .`) without `:`, which
    /// would end the HTTP Basic user name; 1 to 48 of them.
    pub fn parse(text: &str) -> Option<StationIdentity> {
        let allowed = |b: u8| b.is_ascii_alphanumeric() || b"*-_=+|@.".contains(&b);
        // Only dots ("." and "..") would be a path segment that HTTP clients normalise away.
        let ok = !text.is_empty()
            && text.len() <= IDENTITY_MAX
            && text.bytes().all(allowed)
            && !text.bytes().all(|b| b == b'.');
        ok.then(|| StationIdentity { given: text.to_owned() })
    }

    pub fn as_str(&self) -> &str {
        &self.given
    }

    /// The identity whatever its case: unique within its namespace (`StationKey`).
    pub fn key(&self) -> String {
        self.given.to_ascii_lowercase()
    }
}

/// A station as the deployment names it: its identity in its organization's namespace, reached
/// at `/ocpp/<organization id>/<identity>`, or, for a station made before identities were per
/// organization, in the deployment's, at `/ocpp/<identity>` (docs/decisions.md, "Station
/// identities: a per-organization namespace"). Two names differing only in case are one.
#[derive(Debug, Clone)]
pub struct StationKey {
    namespace: Option<OrgId>,
    /// As given when the station was made.
    identity: String,
}

/// Names are equal whatever the case, as the station item's key is.
impl PartialEq for StationKey {
    fn eq(&self, other: &StationKey) -> bool {
        self.key() == other.key()
    }
}

impl Eq for StationKey {}

impl StationKey {
    /// A station of `org`: every station made now.
    pub fn in_org(org: OrgId, identity: &str) -> StationKey {
        StationKey { namespace: Some(org), identity: identity.to_owned() }
    }

    /// A station made before identities were per organization.
    pub fn deployment_wide(identity: &str) -> StationKey {
        StationKey { namespace: None, identity: identity.to_owned() }
    }

    /// The identity as given.
    pub fn identity(&self) -> &str {
        &self.identity
    }

    pub fn is_in_org(&self) -> bool {
        self.namespace.is_some()
    }

    /// What the station item's key holds: `<organization uuid>#<identity, lower case>`, or the
    /// lower-case identity alone for a deployment-wide name (`#` is no identity character, so
    /// the two never meet).
    pub fn key(&self) -> String {
        match self.namespace {
            Some(org) => format!("{}#{}", org.uuid(), self.identity.to_ascii_lowercase()),
            None => self.identity.to_ascii_lowercase(),
        }
    }

    /// Where the station connects, with the organization's id in `version`'s form (the gateway
    /// takes either form).
    /// The identity is percent-encoded (an identity may hold `|` and other characters a URI
    /// path does not take); the gateway decodes each segment.
    pub fn url_path(&self, version: &ApiVersion) -> String {
        let identity = percent_encoding::utf8_percent_encode(&self.identity, IDENTITY_SEGMENT);
        match &self.namespace {
            Some(org) => format!("/ocpp/{}/{identity}", version.show_id(org)),
            None => format!("/ocpp/{identity}"),
        }
    }
}

/// What an identity keeps unencoded in a URL path segment: RFC 3986's unreserved characters
/// and the path-safe `*`, `:`, `=`, `@`; everything else (`|`, `+`, `/`, `%`, …) is encoded.
const IDENTITY_SEGMENT: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~')
    .remove(b'*')
    .remove(b':')
    .remove(b'=')
    .remove(b'@');

/// POST /inventory-service/assets/{asset_id}/station: `{identity}`.
pub fn identity_from_body(body: &[u8]) -> Result<StationIdentity, BodyError> {
    let mut fields = Fields::parse(body)?;
    let identity = fields.require_string("identity").and_then(|text| {
        let rule = StationIdentity::parse(&text).ok_or_else(|| {
            format!(
                "must be 1 to {IDENTITY_MAX} of the characters a-z A-Z 0-9 * - _ = + | @ . (not only dots)"
            )
        });
        fields.checked("identity", rule)
    });
    fields.finish()?;
    identity.ok_or(BodyError::Internal("field errors were not reported"))
}

/// A station's credential record as the API shows it (never the password's hash).
#[derive(Debug, Clone)]
pub struct StationCredential {
    pub asset_id: AssetId,
    pub station: StationKey,
    pub password_set_at: i64,
    pub created_at: i64,
}

impl StationCredential {
    /// `password` only in the answers that set it: it is shown once. `ocpp_url`: the
    /// deployment's OCPP endpoint (`Config::ocpp_public_url`), which `url` is the station's
    /// path under (null where the deployment does not say).
    pub fn render(&self, version: &ApiVersion, password: Option<&str>, ocpp_url: Option<&str>) -> Value {
        let path = self.station.url_path(version);
        let mut shown = json!({
            "object": "station",
            "asset_id": version.show_id(&self.asset_id),
            "identity": self.station.identity(),
            "password_set_at": time::render(self.password_set_at, version),
            "created_at": time::render(self.created_at, version),
            "url": ocpp_url.map(|base| format!("{base}{path}")),
            "url_path": path,
        });
        if let Some(password) = password {
            shown["password"] = json!(password);
        }
        shown
    }
}

/// OCPP's `BasicAuthPassword` is a `passwordString` of 16 to 40 characters.
pub const PASSWORD_LEN: usize = 40;

/// A fresh station password: 40 random base62 characters (238 bits), shown once.
pub fn generate_password() -> String {
    let mut password = super::secret::secret("");
    password.truncate(PASSWORD_LEN);
    password
}

/// Only this is stored: a fast hash is right for a high-entropy random secret.
pub fn hash_password(password: &str) -> String {
    super::secret::hash(password)
}

named_enum! {
    /// The OCPP version a connection speaks, negotiated at the upgrade (a station may change it
    /// between connections: a firmware update does that). The REST API is the same for both.
    pub enum OcppVersion {
        V16 => "1.6",
        V201 => "2.0.1",
    }
}

impl OcppVersion {
    /// The WebSocket subprotocol that names it (OCPP-J).
    pub fn subprotocol(self) -> &'static str {
        match self {
            OcppVersion::V16 => "ocpp1.6",
            OcppVersion::V201 => "ocpp2.0.1",
        }
    }

    /// The version a client's offered subprotocols choose: 2.0.1 when offered, else 1.6.
    pub fn negotiate<'a>(offered: impl IntoIterator<Item = &'a str>) -> Option<OcppVersion> {
        let offered: Vec<&str> = offered.into_iter().collect();
        [OcppVersion::V201, OcppVersion::V16]
            .into_iter()
            .find(|version| offered.iter().any(|token| token.eq_ignore_ascii_case(version.subprotocol())))
    }
}

named_enum! {
    /// Whether the station holds a WebSocket connection to a gateway now.
    pub enum Connection {
        Online => "online",
        Offline => "offline",
    }
}

named_enum! {
    /// The station as a whole, as the API shows it: `unknown` while it is offline (what it
    /// last reported is `last_known_status` beside it) or before its first StatusNotification.
    pub enum StationStatus {
        Available => "available",
        Faulted => "faulted",
        Unavailable => "unavailable",
        Unknown => "unknown",
    }
}

impl StationStatus {
    /// What the connectors' last reported OCPP statuses (`ConnectorStatusEnumType`) make of the
    /// station: `faulted` when any connector is, `unavailable` when every one is, `unknown`
    /// before the first report, `available` otherwise.
    pub fn of_connectors<'a>(statuses: impl IntoIterator<Item = &'a str>) -> StationStatus {
        let statuses: Vec<&str> = statuses.into_iter().collect();
        if statuses.is_empty() {
            StationStatus::Unknown
        } else if statuses.contains(&"Faulted") {
            StationStatus::Faulted
        } else if statuses.iter().all(|s| *s == "Unavailable") {
            StationStatus::Unavailable
        } else {
            StationStatus::Available
        }
    }
}

/// A connector's OCPP status (`ConnectorStatusEnumType`: `Available`, `Occupied`, `Reserved`,
/// `Unavailable`, `Faulted`) in the API's snake_case (`available`, …); the gateway stores
/// only the schema's values, and anything else is shown lower-cased.
pub fn connector_status_snake(ocpp: &str) -> String {
    ocpp.to_ascii_lowercase()
}

/// What the station last reported, kept on its asset item (attribute `station`) and shown on
/// the asset. Written by the gateway on connect, disconnect, BootNotification and a
/// StatusNotification that changes a connector's status; never on a Heartbeat (whose time only
/// the station item's registry keeps: an asset write would copy the item into every index).
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct StationState {
    pub identity: String,
    #[serde(default)]
    pub connection: Option<String>,
    /// The OCPP version of its last connection (`OcppVersion`), absent before the first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ocpp_version: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vendor: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub serial_number: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub firmware_version: Option<String>,
    /// Milliseconds: the last (dis)connection and the last BootNotification.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_changed_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub booted_at: Option<i64>,
    /// Milliseconds: the last time the platform recorded hearing the station on the asset (its
    /// connect, BootNotification, connector status change, and the end of its connection).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_seen_at: Option<i64>,
    /// `StationStatus` as the API shows it (`unknown` while offline), stored so that the
    /// station list can filter on it; written with every change of connection or connectors.
    /// Absent on a station not written since it was introduced: `shown_status` then works it
    /// out from the rest.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    /// `StationStatus` of the connectors' last reports, whatever the connection.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_known_status: Option<String>,
    /// `"<evseId>/<connectorId>"` to the OCPP ConnectorStatusEnumType value last reported.
    #[serde(default)]
    pub connectors: std::collections::BTreeMap<String, String>,
}

impl StationState {
    pub fn is_online(&self) -> bool {
        self.connection.as_deref() == Some(Connection::Online.as_str())
    }

    /// What the connectors last reported, whatever the connection.
    pub fn reported_status(&self) -> StationStatus {
        StationStatus::of_connectors(self.connectors.values().map(String::as_str))
    }

    /// The station as a whole now: what it reports while online, `unknown` while offline (its
    /// last report may be stale: a station that lost power reports nothing).
    pub fn status(&self) -> StationStatus {
        if self.is_online() { self.reported_status() } else { StationStatus::Unknown }
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        let snake = version.snake_case_connector_statuses();
        let connectors: Vec<Value> = self
            .connectors
            .iter()
            .map(|(at, status)| {
                let (evse, connector) = at.split_once('/').unwrap_or((at, "0"));
                let status = if snake { connector_status_snake(status) } else { status.clone() };
                json!({
                    "evse_id": evse.parse::<i64>().unwrap_or(0),
                    "connector_id": connector.parse::<i64>().unwrap_or(0),
                    "status": status,
                })
            })
            .collect();
        json!({
            "identity": self.identity,
            "connection": self.connection.as_deref().unwrap_or(Connection::Offline.as_str()),
            "status": self.status().as_str(),
            "last_known_status": self.reported_status().as_str(),
            "ocpp_version": self.ocpp_version,
            "vendor": self.vendor,
            "model": self.model,
            "serial_number": self.serial_number,
            "firmware_version": self.firmware_version,
            "connection_changed_at": self.connection_changed_at.map(|at| time::render(at, version)),
            "booted_at": self.booted_at.map(|at| time::render(at, version)),
            "last_seen_at": self.last_seen_at().map(|at| time::render(at, version)),
            "connectors": connectors,
        })
    }

    /// `last_seen_at`, or for a station not written since it was introduced, the latest of the
    /// instants it had.
    pub fn last_seen_at(&self) -> Option<i64> {
        self.last_seen_at.or_else(|| self.connection_changed_at.max(self.booted_at))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identities_take_ocpp_identifier_characters_without_colon() {
        assert!(StationIdentity::parse("CP-001").is_some());
        assert!(StationIdentity::parse("a*b_c=d+e|f@g.h").is_some());
        assert!(StationIdentity::parse("").is_none());
        assert!(StationIdentity::parse("has:colon").is_none());
        assert!(StationIdentity::parse("has/slash").is_none());
        for dots in [".", "..", "..."] {
            assert!(StationIdentity::parse(dots).is_none(), "{dots}");
        }
        assert!(StationIdentity::parse(".cp.").is_some());
        assert!(StationIdentity::parse(&"x".repeat(49)).is_none());
        assert_eq!(StationIdentity::parse("CP-001").map(|i| i.key()), Some("cp-001".into()));
    }

    #[test]
    fn the_upgrade_prefers_2_0_1_and_takes_1_6_otherwise() {
        assert_eq!(OcppVersion::negotiate(["ocpp1.6", "ocpp2.0.1"]), Some(OcppVersion::V201));
        assert_eq!(OcppVersion::negotiate(["ocpp1.6"]), Some(OcppVersion::V16));
        assert_eq!(OcppVersion::negotiate(["OCPP1.6"]), Some(OcppVersion::V16));
        assert_eq!(OcppVersion::negotiate(["ocpp2.1", "soap"]), None);
    }

    #[test]
    fn a_station_key_is_its_organization_and_identity_whatever_the_case() {
        let org = OrgId::generate();
        let key = StationKey::in_org(org, "CP-001");
        assert_eq!(key.key(), format!("{}#cp-001", org.uuid()));
        assert_eq!(key, StationKey::in_org(org, "cp-001"));
        assert_ne!(key.key(), StationKey::in_org(OrgId::generate(), "CP-001").key());
        assert_eq!(StationKey::deployment_wide("CP-001").key(), "cp-001");
    }

    #[test]
    fn a_station_body_names_a_valid_identity_and_nothing_else() {
        let identity = identity_from_body(br#"{"identity": "CP-001"}"#).map(|i| i.key());
        assert_eq!(identity.ok(), Some("cp-001".to_owned()));
        for body in
            [&br#"{"identity": "a:b"}"#[..], br#"{}"#, br#"{"identity": 7}"#, br#"{"identity": "x", "y": 1}"#]
        {
            assert!(matches!(identity_from_body(body), Err(BodyError::Validation(_))));
        }
    }

    #[test]
    fn passwords_are_forty_characters_and_differ() {
        let a = generate_password();
        assert_eq!(a.len(), PASSWORD_LEN);
        assert!(a.bytes().all(|b| b.is_ascii_alphanumeric()));
        assert_ne!(a, generate_password());
    }

    #[test]
    fn a_faulted_connector_makes_the_station_faulted() {
        let mut state =
            StationState { connection: Some(Connection::Online.as_str().into()), ..StationState::default() };
        assert_eq!(state.status(), StationStatus::Unknown);
        state.connectors.insert("1/1".into(), "Available".into());
        state.connectors.insert("2/1".into(), "Faulted".into());
        assert_eq!(state.status(), StationStatus::Faulted);
        state.connectors.insert("2/1".into(), "Unavailable".into());
        assert_eq!(state.status(), StationStatus::Available);
        state.connectors.insert("1/1".into(), "Unavailable".into());
        assert_eq!(state.status(), StationStatus::Unavailable);
    }

    #[test]
    fn an_offline_station_is_unknown_with_its_last_report_beside_it() {
        let mut state = StationState::default();
        state.connectors.insert("1/1".into(), "Occupied".into());
        assert_eq!(state.status(), StationStatus::Unknown);
        assert_eq!(state.reported_status(), StationStatus::Available);
        let v2 = ApiVersion::from_path("/v2/x", crate::versions::Major::V1).0;
        let shown = state.render(&v2);
        assert_eq!(shown["status"], "unknown");
        assert_eq!(shown["last_known_status"], "available");
        assert_eq!(shown["connectors"][0]["status"], "occupied");
        let v1 = ApiVersion::from_path("/v1/x", crate::versions::Major::V1).0;
        assert_eq!(state.render(&v1)["connectors"][0]["status"], "Occupied");
    }
}
