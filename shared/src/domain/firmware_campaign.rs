//! Firmware campaigns: one firmware image rolled out to the charging stations of one site, a
//! few at a time, halted when too many fail (docs/ocpp.md, "Firmware campaigns"). The rules
//! here are pure: what a request may ask, how a station's report moves its state, how a
//! campaign renders. The store keeps them (`store::firmware_campaigns`), the scheduler sends
//! the UpdateFirmware calls, the gateway follows the stations' reports.

use serde_json::{Value, json};

use super::asset::Visibility;
use super::body::{BodyError, Fields};
use super::list_schema::{Field, FieldKind, ListSchema};
use crate::ids::{AssetId, FirmwareCampaignId, OrgId, SiteId};
use crate::time;
use crate::versions::ApiVersion;

/// The most stations one campaign targets: its stations are read whole by a GET and by each
/// scheduler run (one Query of small items, about 3 pages), and written at creation in
/// batches of 25. A larger fleet is several campaigns (one per site).
pub const MAX_STATIONS: usize = 500;
/// Campaigns not completed an organization may have at once: each is read by every scheduler
/// run, so one tenant's campaigns must not crowd out another's.
pub const MAX_ACTIVE_CAMPAIGNS: i64 = 20;
/// `start_at` at most this far ahead (90 days): a campaign's marker is read by every run.
pub const MAX_START_AHEAD_MS: i64 = 90 * 24 * 3_600_000;
/// `max_concurrent` at most: the scheduler calls a campaign's stations 8 at a time anyway.
pub const MAX_CONCURRENT: i64 = 50;
/// The window, in minutes, when none is given (a day) and its bounds (10 minutes to 7 days).
pub const DEFAULT_WINDOW_MINUTES: i64 = 24 * 60;
pub const MIN_WINDOW_MINUTES: i64 = 10;
pub const MAX_WINDOW_MINUTES: i64 = 7 * 24 * 60;
/// A station in progress (sent to installing) that reports nothing for this long fails as
/// `timed_out`: downloads and installs of station firmware take minutes, and an hour of
/// silence means the station is not doing it (or is bricked, which the halt must count).
pub const REPORT_TIMEOUT_MS: i64 = 60 * 60_000;
/// OCPP's firmware `location` is a string of at most 512 characters.
pub const MAX_LOCATION: usize = 512;
/// The firmware version a station reports at its BootNotification: at most 50 (2.0.1).
pub const MAX_VERSION: usize = 50;
/// 2.0.1's `signature` and `signingCertificate` (PEM) maxLength: 800 and 5500.
pub const MAX_SIGNATURE: usize = 800;
pub const MAX_CERTIFICATE: usize = 5500;

named_enum! {
    /// Where one station is in the campaign.
    pub enum StationState {
        Pending => "pending",
        /// Claimed and sent UpdateFirmware (or being sent).
        Sent => "sent",
        Downloading => "downloading",
        Downloaded => "downloaded",
        Installing => "installing",
        /// Booted with the campaign's version.
        Installed => "installed",
        Failed => "failed",
        /// Never sent: its campaign was cancelled (shown at once, written by the next run).
        Cancelled => "cancelled",
    }
}

impl StationState {
    /// Progress order: a report never moves a station back.
    fn rank(self) -> u8 {
        match self {
            StationState::Pending => 0,
            StationState::Sent => 1,
            StationState::Downloading => 2,
            StationState::Downloaded => 3,
            StationState::Installing => 4,
            StationState::Installed | StationState::Failed | StationState::Cancelled => 5,
        }
    }

    /// Between the send and the end: counts against `max_concurrent`.
    pub fn in_flight(self) -> bool {
        matches!(
            self,
            StationState::Sent
                | StationState::Downloading
                | StationState::Downloaded
                | StationState::Installing
        )
    }

    pub fn is_terminal(self) -> bool {
        matches!(self, StationState::Installed | StationState::Failed | StationState::Cancelled)
    }
}

named_enum! {
    pub enum CampaignStatus {
        /// Sending (or waiting for `start_at`).
        Running => "running",
        /// Sends nothing until resumed: by an operator, or because failures reached the bound.
        Halted => "halted",
        /// Every station installed or failed (or, halted or past its window, nothing more it
        /// could send).
        Completed => "completed",
        /// Cancelled by an operator: sends nothing more, its pending stations released at once;
        /// those already sent are still followed to their end.
        Cancelled => "cancelled",
    }
}

impl CampaignStatus {
    /// Completed or cancelled: no change of status follows, and the campaign no longer holds
    /// one of its organization's `MAX_ACTIVE_CAMPAIGNS` places.
    pub fn is_final(self) -> bool {
        matches!(self, CampaignStatus::Completed | CampaignStatus::Cancelled)
    }
}

/// Reasons a part fails that are no failure of the image (the station is gone or elsewhere):
/// never counted towards `halt_after_failures`.
pub const NOT_THE_IMAGES: [&str; 3] = ["station_removed", "station_moved", "station_busy"];

/// What a station's FirmwareStatusNotification does to its state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Report {
    /// Moves it on (only forward).
    To(StationState),
    /// Fails it with the station's status as the reason.
    Fail(String),
    /// Says nothing about progress (Idle, a schedule).
    Nothing,
}

/// A FirmwareStatusNotification's status (2.0.1's names, which include 1.6's and the 1.6
/// security whitepaper's) as a campaign step. `Installed` is not the end: the station's part
/// ends when it boots with the campaign's version (`booted`).
pub fn report(status: &str) -> Report {
    match status {
        "Downloading" | "DownloadPaused" => Report::To(StationState::Downloading),
        "Downloaded" | "SignatureVerified" => Report::To(StationState::Downloaded),
        "Installing" | "InstallRebooting" | "InstallScheduled" | "Installed" => {
            Report::To(StationState::Installing)
        }
        "DownloadFailed" | "InstallationFailed" | "InvalidSignature" | "InstallVerificationFailed" => {
            Report::Fail(status.to_owned())
        }
        _ => Report::Nothing,
    }
}

/// A report's effect on a station now in `current`: the new state, or `None` when nothing
/// changes (a report of a stage passed, or about a station already done).
pub fn step(current: StationState, report: &Report) -> Option<(StationState, Option<String>)> {
    if current.is_terminal() || current == StationState::Pending {
        return None;
    }
    match report {
        Report::To(next) if next.rank() > current.rank() => Some((*next, None)),
        Report::Fail(reason) => Some((StationState::Failed, Some(reason.clone()))),
        _ => None,
    }
}

/// What a BootNotification's firmware version does to a station now in `current`: installed
/// when it is the campaign's; failed when a station that was installing came back with
/// another one (the install did not take); else nothing (a reboot mid-download). A boot that
/// names no version (1.6's `firmwareVersion` is optional) says nothing either way: the
/// station's Installed report or the report timeout decides.
pub fn booted(
    current: StationState,
    reported: Option<&str>,
    version: &str,
) -> Option<(StationState, Option<String>)> {
    let reported = reported?;
    if !current.in_flight() {
        return None;
    }
    if reported == version {
        return Some((StationState::Installed, None));
    }
    (current == StationState::Installing)
        .then(|| (StationState::Failed, Some("firmware_version_mismatch".to_owned())))
}

/// What a campaign targets, as asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Targets {
    Site(SiteId),
    Assets(Vec<AssetId>),
}

/// A validated create request.
#[derive(Debug, Clone)]
pub struct NewCampaign {
    pub location: String,
    pub version: String,
    pub signature: Option<String>,
    pub signing_certificate: Option<String>,
    pub targets: Targets,
    pub start_at: i64,
    pub window_minutes: i64,
    pub max_concurrent: i64,
    pub halt_after_failures: i64,
}

impl NewCampaign {
    /// `{location, version, signature?, signing_certificate?, targets: {site_id | asset_ids},
    /// start_at, window?, max_concurrent, halt_after_failures}`.
    pub fn from_body(body: &[u8]) -> Result<NewCampaign, BodyError> {
        let mut fields = Fields::parse(body)?;
        let location = fields.require_string("location");
        let location = location.and_then(|text| fields.checked("location", firmware_location(&text)));
        let version = fields.require_string("version");
        let version = version.and_then(|text| fields.checked("version", bounded_text(&text, MAX_VERSION)));
        let signature = fields.take_string("signature");
        let signature =
            signature.and_then(|text| fields.checked("signature", bounded_text(&text, MAX_SIGNATURE)));
        let certificate = fields.take_string("signing_certificate");
        let certificate = certificate
            .and_then(|text| fields.checked("signing_certificate", bounded_text(&text, MAX_CERTIFICATE)));
        // A signed image needs both: the station verifies the one with the other.
        if signature.is_some() != certificate.is_some() {
            fields.error("signature", "signature and signing_certificate go together");
        }
        if signature.is_none() && location.as_deref().is_some_and(plaintext_location) {
            fields.error("location", "an unsigned image must come over https:// or ftps://");
        }
        let targets = fields.require("targets").and_then(|value| fields.checked("targets", targets(&value)));
        let start_at = fields
            .require("start_at")
            .and_then(|value| fields.checked("start_at", time::instant_from_json(&value)));
        let window = match fields.take("window") {
            None | Some(Value::Null) => Some(DEFAULT_WINDOW_MINUTES),
            Some(value) => fields.checked("window", whole(&value, MIN_WINDOW_MINUTES, MAX_WINDOW_MINUTES)),
        };
        let max_concurrent = fields
            .require("max_concurrent")
            .and_then(|value| fields.checked("max_concurrent", whole(&value, 1, MAX_CONCURRENT)));
        let halt_after = fields
            .require("halt_after_failures")
            .and_then(|value| fields.checked("halt_after_failures", whole(&value, 1, MAX_STATIONS as i64)));
        fields.finish()?;
        match (location, version, targets, start_at, window, max_concurrent, halt_after) {
            (
                Some(location),
                Some(version),
                Some(targets),
                Some(start_at),
                Some(window),
                Some(max),
                Some(halt),
            ) => Ok(NewCampaign {
                location,
                version,
                signature,
                signing_certificate: certificate,
                targets,
                start_at,
                window_minutes: window,
                max_concurrent: max,
                halt_after_failures: halt,
            }),
            _ => Err(BodyError::Internal("field errors were not reported")),
        }
    }
}

/// A URI the station downloads from: `https://`, `http://` or `ftp(s)://` (what stations
/// fetch), no spaces, at most 512 characters. The scheme is checked with the signature
/// (`plain_location_signed`): an unsigned image comes only over an encrypted channel.
fn firmware_location(text: &str) -> Result<String, String> {
    let text = bounded_text(text, MAX_LOCATION)?;
    let schemes = ["https://", "http://", "ftp://", "ftps://"];
    let scheme = schemes.iter().find(|scheme| text.to_ascii_lowercase().starts_with(*scheme));
    match scheme {
        Some(scheme) if text.len() > scheme.len() && !text.chars().any(char::is_whitespace) => Ok(text),
        _ => Err("must be an http(s) or ftp(s) URL without spaces".into()),
    }
}

/// Whether `location` is fetched in the clear (`http://`, `ftp://`): then only a signed image
/// is safe, the station verifying what it downloaded.
fn plaintext_location(location: &str) -> bool {
    let lower = location.to_ascii_lowercase();
    lower.starts_with("http://") || lower.starts_with("ftp://")
}

/// `location` as `read:assets` callers see it: without the userinfo (`user:password@`) and
/// the query string (a pre-signed URL's credentials); the station is sent it whole.
pub fn shown_location(location: &str) -> String {
    let without_query = location.split(['?', '#']).next().unwrap_or(location);
    let Some((scheme, rest)) = without_query.split_once("://") else { return without_query.to_owned() };
    let (authority, path) = match rest.find('/') {
        Some(at) => rest.split_at(at),
        None => (rest, ""),
    };
    let host = authority.rsplit_once('@').map_or(authority, |(_, host)| host);
    format!("{scheme}://{host}{path}")
}

fn bounded_text(text: &str, max: usize) -> Result<String, String> {
    let count = text.chars().count();
    if count == 0 || text.trim().is_empty() {
        return Err("must not be empty".into());
    }
    if count > max {
        return Err(format!("must be at most {max} characters"));
    }
    if text.chars().any(char::is_control) && max < MAX_SIGNATURE {
        return Err("must not hold control characters".into());
    }
    Ok(text.to_owned())
}

fn whole(value: &Value, min: i64, max: i64) -> Result<i64, String> {
    match value.as_i64() {
        Some(number) if (min..=max).contains(&number) => Ok(number),
        _ => Err(format!("must be a whole number from {min} to {max}")),
    }
}

fn targets(value: &Value) -> Result<Targets, String> {
    let Value::Object(map) = value else { return Err("must be an object: {site_id} or {asset_ids}".into()) };
    if map.keys().any(|key| key != "site_id" && key != "asset_ids") {
        return Err("takes only site_id or asset_ids".into());
    }
    match (map.get("site_id"), map.get("asset_ids")) {
        (Some(site), None) => {
            let site = site.as_str().and_then(SiteId::parse).ok_or("site_id must be a site id")?;
            Ok(Targets::Site(site))
        }
        (None, Some(Value::Array(ids))) => {
            if ids.is_empty() || ids.len() > MAX_STATIONS {
                return Err(format!("asset_ids must hold 1 to {MAX_STATIONS} ids"));
            }
            let mut assets = Vec::with_capacity(ids.len());
            for id in ids {
                let asset = id.as_str().and_then(AssetId::parse).ok_or("asset_ids must be asset ids")?;
                if !assets.contains(&asset) {
                    assets.push(asset);
                }
            }
            Ok(Targets::Assets(assets))
        }
        (None, Some(_)) => Err("asset_ids must be an array of asset ids".into()),
        _ => Err("give site_id or asset_ids, exactly one".into()),
    }
}

/// A campaign as stored, with its counts.
#[derive(Debug, Clone)]
pub struct FirmwareCampaign {
    pub id: FirmwareCampaignId,
    pub org_id: OrgId,
    /// Every station of a campaign is at this site (decisions: one site per campaign).
    pub site_id: SiteId,
    /// Who sees it and its events: `site` when any of its stations' assets is site-bound,
    /// else `organization` (site-based access control as for the assets themselves).
    pub visibility: Visibility,
    pub location: String,
    pub version: String,
    pub signature: Option<String>,
    pub signing_certificate: Option<String>,
    pub start_at: i64,
    /// No station is sent the update after this; pending ones then fail `window_elapsed`.
    pub window_end: i64,
    pub max_concurrent: i64,
    pub halt_after_failures: i64,
    pub status: CampaignStatus,
    /// Why it is halted: `failures` or `operator`.
    pub halt_reason: Option<String>,
    pub stations: i64,
    pub in_flight: i64,
    pub failed: i64,
    pub installed: i64,
    /// Parts that ended without the image being tried: never sent within the window, or the
    /// station removed or moved.
    pub expired: i64,
    /// Whether it holds one of its organization's `MAX_ACTIVE_CAMPAIGNS` places: set by the
    /// create that counted it, removed by the completion or cancel that gives it back, in
    /// the same transaction as the count, so that each happens once.
    pub holds_slot: bool,
    /// Failures at which it halts: `halt_after_failures`, moved on by each resume.
    pub halt_at: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

/// One station's part in a campaign.
#[derive(Debug, Clone)]
pub struct CampaignStation {
    pub asset_id: AssetId,
    pub identity: String,
    pub state: StationState,
    pub reason: Option<String>,
    /// The UpdateFirmware's `requestId` (2.0.1 and signed 1.6 reports name it).
    pub request_id: Option<i64>,
    pub sent_at: Option<i64>,
    /// When the run that claimed it was about to call the station: a claim without it was
    /// never sent (its run died first) and is given back, not timed out.
    pub dispatched_at: Option<i64>,
    /// When the state last changed (or the claim was made): the report timeout runs from it.
    pub changed_at: i64,
}

impl FirmwareCampaign {
    /// The status a client reads: `scheduled` before `start_at`.
    pub fn shown_status(&self, now: i64) -> &'static str {
        match self.status {
            CampaignStatus::Running if now < self.start_at => "scheduled",
            status => status.as_str(),
        }
    }

    /// Every part ended, as the counts say (installed, failed or expired).
    pub fn all_parts_over(&self) -> bool {
        self.in_flight == 0 && self.installed + self.failed + self.expired >= self.stations
    }

    /// A part's state as a client reads it: a pending part of a cancelled campaign is
    /// `cancelled` from the cancel on (the scheduler writes it so later).
    pub fn shown_state(&self, state: StationState) -> StationState {
        match (self.status, state) {
            (CampaignStatus::Cancelled, StationState::Pending) => StationState::Cancelled,
            _ => state,
        }
    }

    pub fn render(&self, version: &ApiVersion, stations: Option<&[CampaignStation]>) -> Value {
        let mut shown = json!({
            "id": version.show_id(&self.id),
            "object": "firmware_campaign",
            "site_id": version.show_id(&self.site_id),
            "location": shown_location(&self.location),
            "version": self.version,
            "signed": self.signature.is_some(),
            "start_at": time::render(self.start_at, version),
            "window_ends_at": time::render(self.window_end, version),
            "max_concurrent": self.max_concurrent,
            "halt_after_failures": self.halt_after_failures,
            "status": self.shown_status(time::now_ms()),
            "halt_reason": self.halt_reason,
            "counts": {
                "stations": self.stations,
                "in_progress": self.in_flight,
                "installed": self.installed,
                "failed": self.failed,
            },
            "created_at": time::render(self.created_at, version),
            "updated_at": time::render(self.updated_at, version),
        });
        if let Some(stations) = stations {
            shown["stations"] = stations
                .iter()
                .map(|station| station.render(version, self.shown_state(station.state)))
                .collect();
        }
        shown
    }
}

impl CampaignStation {
    /// The part, in `state` (`FirmwareCampaign::shown_state`).
    pub fn render(&self, version: &ApiVersion, state: StationState) -> Value {
        json!({
            "asset_id": version.show_id(&self.asset_id),
            "identity": self.identity,
            "state": state.as_str(),
            "reason": self.reason,
            "sent_at": self.sent_at.map(|at| time::render(at, version)),
            "changed_at": time::render(self.changed_at, version),
        })
    }
}

/// The campaign list: newest first.
pub static FIRMWARE_CAMPAIGN_LIST: ListSchema = ListSchema {
    kind: "FWCAMPAIGN",
    default_sort: "-created_at",
    fields: &[Field::sorted("created_at", FieldKind::Instant, true)],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_move_a_station_forward_only() {
        let downloading = report("Downloading");
        assert_eq!(step(StationState::Sent, &downloading), Some((StationState::Downloading, None)));
        assert_eq!(step(StationState::Installing, &downloading), None, "never back");
        assert_eq!(step(StationState::Pending, &downloading), None, "not sent: not its report");
        assert_eq!(step(StationState::Installed, &report("InstallationFailed")), None);
        assert_eq!(report("Idle"), Report::Nothing);
    }

    #[test]
    fn failure_statuses_fail_with_the_stations_reason() {
        for status in
            ["DownloadFailed", "InstallationFailed", "InvalidSignature", "InstallVerificationFailed"]
        {
            assert_eq!(
                step(StationState::Downloading, &report(status)),
                Some((StationState::Failed, Some(status.to_owned())))
            );
        }
    }

    #[test]
    fn a_boot_with_the_campaigns_version_completes_the_station() {
        assert_eq!(
            booted(StationState::Installing, Some("2.0"), "2.0"),
            Some((StationState::Installed, None))
        );
        assert_eq!(
            booted(StationState::Installing, Some("1.0"), "2.0").map(|(state, _)| state),
            Some(StationState::Failed)
        );
        assert_eq!(booted(StationState::Downloading, Some("1.0"), "2.0"), None, "a reboot mid-download");
        assert_eq!(booted(StationState::Pending, Some("2.0"), "2.0"), None);
        assert_eq!(booted(StationState::Installing, None, "2.0"), None, "a 1.6 boot naming no version");
    }

    fn campaign(status: CampaignStatus) -> FirmwareCampaign {
        FirmwareCampaign {
            id: FirmwareCampaignId::generate(),
            org_id: OrgId::generate(),
            site_id: SiteId::generate(),
            visibility: Visibility::Organization,
            location: "https://fw.example/x.bin".into(),
            version: "2.0".into(),
            signature: None,
            signing_certificate: None,
            start_at: 0,
            window_end: 1,
            max_concurrent: 1,
            halt_after_failures: 1,
            status,
            halt_reason: None,
            stations: 3,
            in_flight: 0,
            failed: 1,
            installed: 1,
            expired: 0,
            holds_slot: true,
            halt_at: 1,
            created_at: 0,
            updated_at: 0,
        }
    }

    #[test]
    fn a_cancelled_campaigns_pending_parts_read_cancelled_and_those_sent_go_on() {
        let cancelled = campaign(CampaignStatus::Cancelled);
        assert_eq!(cancelled.shown_state(StationState::Pending), StationState::Cancelled);
        assert_eq!(cancelled.shown_state(StationState::Downloading), StationState::Downloading);
        assert_eq!(
            campaign(CampaignStatus::Halted).shown_state(StationState::Pending),
            StationState::Pending
        );
        assert!(StationState::Cancelled.is_terminal() && !StationState::Cancelled.in_flight());
        assert_eq!(
            step(StationState::Cancelled, &report("Downloading")),
            None,
            "never sent: no report moves it"
        );
    }

    #[test]
    fn completed_and_cancelled_are_final_and_give_back_the_place() {
        assert!(CampaignStatus::Completed.is_final() && CampaignStatus::Cancelled.is_final());
        assert!(!CampaignStatus::Running.is_final() && !CampaignStatus::Halted.is_final());
    }

    #[test]
    fn every_part_is_over_when_the_counts_cover_the_stations() {
        let mut halted = campaign(CampaignStatus::Halted);
        assert!(!halted.all_parts_over(), "one part pending");
        halted.expired = 1;
        assert!(halted.all_parts_over());
        halted.in_flight = 1;
        assert!(!halted.all_parts_over(), "one in flight");
    }

    #[test]
    fn an_unsigned_image_needs_an_encrypted_channel() {
        let body = |location: &str, signed: bool| {
            let signature = if signed { r#", "signature": "s", "signing_certificate": "c""# } else { "" };
            format!(
                r#"{{"location": "{location}", "version": "2.0", "targets": {{"site_id": "0190a5a0-0000-7000-8000-000000000001"}}, "start_at": "2030-01-01T00:00:00Z", "max_concurrent": 2, "halt_after_failures": 1{signature}}}"#
            )
        };
        assert!(NewCampaign::from_body(body("http://fw.example/x.bin", false).as_bytes()).is_err());
        assert!(NewCampaign::from_body(body("ftp://fw.example/x.bin", false).as_bytes()).is_err());
        assert!(NewCampaign::from_body(body("ftps://fw.example/x.bin", false).as_bytes()).is_ok());
        assert!(NewCampaign::from_body(body("http://fw.example/x.bin", true).as_bytes()).is_ok());
    }

    #[test]
    fn the_shown_location_hides_credentials() {
        assert_eq!(
            shown_location("https://user:secret@fw.example/a/x.bin?X-Amz-Signature=abc"),
            "https://fw.example/a/x.bin"
        );
        assert_eq!(shown_location("ftps://fw.example"), "ftps://fw.example");
    }

    #[test]
    fn a_campaign_body_is_checked_field_by_field() {
        let good = br#"{"location": "https://fw.example/x.bin", "version": "2.0", "targets": {"site_id": "0190a5a0-0000-7000-8000-000000000001"}, "start_at": "2030-01-01T00:00:00Z", "max_concurrent": 2, "halt_after_failures": 1}"#;
        let campaign = NewCampaign::from_body(good).expect("valid");
        assert_eq!(campaign.window_minutes, DEFAULT_WINDOW_MINUTES);
        let bad = br#"{"location": "file:///etc/passwd", "version": "", "targets": {"site_id": "x", "asset_ids": []}, "start_at": "soon", "max_concurrent": 0, "halt_after_failures": 1, "signature": "s"}"#;
        let Err(BodyError::Validation(errors)) = NewCampaign::from_body(bad) else { panic!("refused") };
        for field in ["location", "version", "targets", "start_at", "max_concurrent", "signature"] {
            assert!(errors.contains_key(field), "{field}: {errors:?}");
        }
    }
}
