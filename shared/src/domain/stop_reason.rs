//! Why a session ended, in one stable vocabulary of the platform's own (`StopReason`), with the
//! station's own word beside it when a station gave one (`StationStopReason`). Both OCPP
//! versions' reasons map onto the vocabulary by name (2.0.1 `ReasonEnumType` and 1.6 `Reason`
//! never give one name two meanings), so the mapping is one table for both. See docs/ocpp.md
//! ("Stop reasons") and docs/decisions.md ("A session's stop reason is one vocabulary").

named_enum! {
    /// The platform's reasons a session ended: closed, snake_case, the same whatever the
    /// station's OCPP version.
    pub enum StopReason {
        /// Stopped through the API (the action `stop`; a station's `Remote` stop, which only
        /// the platform's request starts; 1.6 `UnlockCommand`).
        Requested => "requested",
        /// Stopped by a schedule item (`stop_session`).
        Scheduled => "scheduled",
        /// Stopped at the station: a card, a button, a master pass, its own payment terminal.
        Local => "local",
        /// The cable was unplugged.
        EvDisconnected => "ev_disconnected",
        /// The station lost power.
        PowerLoss => "power_loss",
        /// The station reset or rebooted, of any kind (1.6 hard and soft, 2.0.1 immediate).
        Reboot => "reboot",
        /// The id token was no longer authorized.
        Deauthorized => "deauthorized",
        /// The emergency stop was pressed.
        EmergencyStop => "emergency_stop",
        /// The station's energy limit was reached.
        EnergyLimitReached => "energy_limit_reached",
        /// The car's state of charge limit was reached.
        SocLimitReached => "soc_limit_reached",
        /// The station's time limit was reached.
        TimeLimitReached => "time_limit_reached",
        /// The car ended it.
        StoppedByEv => "stopped_by_ev",
        /// An electrical fault: ground, overcurrent, power quality.
        Fault => "fault",
        /// The station gave up waiting (e.g. for the car after authorization).
        Timeout => "timeout",
        /// An administrator ended it without the station (`force: true`).
        Forced => "forced",
        /// The platform's start expired before the station began the transaction.
        NotStarted => "not_started",
        /// Any other reason (the station's `Other`, or a word the platform does not know).
        Other => "other",
    }
}

impl StopReason {
    /// A station's reason word (a 2.0.1 `ReasonEnumType` or 1.6 `Reason` name) in the
    /// vocabulary; a word neither version defines is `other`.
    pub fn of_station(word: &str) -> StopReason {
        match word {
            "Remote" | "UnlockCommand" => StopReason::Requested,
            "Local" | "MasterPass" | "LocalOutOfCredit" => StopReason::Local,
            "EVDisconnected" => StopReason::EvDisconnected,
            "PowerLoss" => StopReason::PowerLoss,
            "Reboot" | "ImmediateReset" | "HardReset" | "SoftReset" => StopReason::Reboot,
            "DeAuthorized" => StopReason::Deauthorized,
            "EmergencyStop" => StopReason::EmergencyStop,
            "EnergyLimitReached" => StopReason::EnergyLimitReached,
            "SOCLimitReached" => StopReason::SocLimitReached,
            "TimeLimitReached" => StopReason::TimeLimitReached,
            "StoppedByEV" => StopReason::StoppedByEv,
            "GroundFault" | "OvercurrentFault" | "PowerQuality" => StopReason::Fault,
            "Timeout" => StopReason::Timeout,
            _ => StopReason::Other,
        }
    }

    /// Whether the platform decided this end (no station's word makes it): a station's end
    /// reported later keeps it and only adds its own word beside it.
    pub fn is_the_platforms(self) -> bool {
        matches!(
            self,
            StopReason::Requested | StopReason::Scheduled | StopReason::Forced | StopReason::NotStarted
        )
    }
}

/// Every name 2.0.1's `ReasonEnumType` has (the names a session stored before the vocabulary,
/// 1.6's having been mapped to them).
const V201_NAMES: [&str; 19] = [
    "DeAuthorized",
    "EmergencyStop",
    "EnergyLimitReached",
    "EVDisconnected",
    "GroundFault",
    "ImmediateReset",
    "Local",
    "LocalOutOfCredit",
    "MasterPass",
    "Other",
    "OvercurrentFault",
    "PowerLoss",
    "PowerQuality",
    "Reboot",
    "Remote",
    "SOCLimitReached",
    "StoppedByEV",
    "TimeLimitReached",
    "Timeout",
];

/// The station's own reason word, verbatim: an OCPP enumeration value's name, so at most
/// `MAX` ASCII letters and digits (never an arbitrary string a station could make long).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StationStopReason(String);

impl StationStopReason {
    /// The longest enumeration value either version defines is 18 characters.
    pub const MAX: usize = 32;

    pub fn new(word: &str) -> Option<StationStopReason> {
        let fits =
            !word.is_empty() && word.len() <= Self::MAX && word.chars().all(|c| c.is_ascii_alphanumeric());
        fits.then(|| StationStopReason(word.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A station's end of its transaction as an adapter read it: the word it sent (`None`: it
/// sent none, which both versions allow only for `Local`) and the 2.0.1 name v1 has always
/// shown for it (a 1.6 word mapped; `Local` when none was sent).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StationStop {
    pub word: Option<StationStopReason>,
    pub v1_name: StationStopReason,
}

impl StationStop {
    /// A 2.0.1 station's `stoppedReason` (its word is its 2.0.1 name).
    pub fn v201(word: Option<StationStopReason>) -> StationStop {
        let v1_name = word.clone().unwrap_or_else(local);
        StationStop { word, v1_name }
    }

    /// A 1.6 station's `reason`: its word, and the 2.0.1 name v1 shows for it.
    pub fn v16(word: Option<StationStopReason>, v201_name: &str) -> StationStop {
        StationStop { word, v1_name: StationStopReason::new(v201_name).unwrap_or_else(local) }
    }

    /// The platform's reason for it: absent means `Local` in both versions.
    pub fn reason(&self) -> StopReason {
        self.word.as_ref().map_or(StopReason::Local, |word| StopReason::of_station(word.as_str()))
    }
}

fn local() -> StationStopReason {
    StationStopReason("Local".into())
}

/// How a session ended: the platform's reason, the station's own word beside it, and the text
/// v1 shows as `stop_reason` (stored as ever, so v1 reads what it always read: the stop
/// action's `reason` or the platform's word, or the station's reason in 2.0.1's names).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionStop {
    pub reason: StopReason,
    pub station_reason: Option<StationStopReason>,
    pub v1_text: String,
}

impl SessionStop {
    /// The platform's own end (`note`: the stop action's `reason`, which v1 shows instead).
    pub fn by_platform(reason: StopReason, note: Option<&str>) -> SessionStop {
        SessionStop { reason, station_reason: None, v1_text: note.unwrap_or(reason.as_str()).to_owned() }
    }

    /// The station's end of an open session.
    pub fn by_station(stop: &StationStop) -> SessionStop {
        SessionStop {
            reason: stop.reason(),
            station_reason: stop.word.clone(),
            v1_text: stop.v1_name.as_str().to_owned(),
        }
    }

    /// The station's end reported after the session had ended: a platform's end keeps its
    /// reason and gains the station's word; v1 shows the station's reason, as it always did.
    pub fn reported_by_station(&self, stop: &StationStop) -> SessionStop {
        let mut after = SessionStop::by_station(stop);
        if self.reason.is_the_platforms() {
            after.reason = self.reason;
        }
        after
    }

    /// A stop as stored: `v1_text` the item's `stop_reason`, with the vocabulary and the
    /// station's word when written since the vocabulary. An item written before it holds only
    /// the text: the platform's words read as themselves, a 2.0.1 reason name (all a station's
    /// end ever stored) as the station's with its word beside it, and any other text (only a
    /// stop action's `reason` wrote one) as `requested`.
    pub fn stored(v1_text: String, reason: Option<&str>, station_reason: Option<&str>) -> SessionStop {
        let station_reason = station_reason.and_then(StationStopReason::new);
        if let Some(reason) = reason.and_then(StopReason::parse) {
            return SessionStop { reason, station_reason, v1_text };
        }
        let (reason, station_reason) = match StopReason::parse(&v1_text) {
            Some(platform) if platform.is_the_platforms() => (platform, None),
            _ if V201_NAMES.contains(&v1_text.as_str()) => {
                (StopReason::of_station(&v1_text), StationStopReason::new(&v1_text))
            }
            _ => (StopReason::Requested, None),
        };
        SessionStop { reason, station_reason, v1_text }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every 1.6 `Reason` name (the 2.0.1 names are `V201_NAMES`).
    const V16_NAMES: [&str; 11] = [
        "DeAuthorized",
        "EmergencyStop",
        "EVDisconnected",
        "HardReset",
        "Local",
        "Other",
        "PowerLoss",
        "Reboot",
        "Remote",
        "SoftReset",
        "UnlockCommand",
    ];

    #[test]
    fn every_station_reason_of_both_versions_maps_and_only_other_is_other() {
        for word in V201_NAMES.iter().chain(&V16_NAMES) {
            let reason = StopReason::of_station(word);
            assert_eq!(reason == StopReason::Other, *word == "Other", "{word} maps to {reason:?}");
            assert!(!reason.is_the_platforms() || reason == StopReason::Requested, "{word}");
            assert!(StationStopReason::new(word).is_some(), "{word} is a station word");
        }
    }

    #[test]
    fn the_mapping_is_the_documented_table() {
        let table = [
            ("Remote", StopReason::Requested),
            ("UnlockCommand", StopReason::Requested),
            ("Local", StopReason::Local),
            ("MasterPass", StopReason::Local),
            ("LocalOutOfCredit", StopReason::Local),
            ("EVDisconnected", StopReason::EvDisconnected),
            ("PowerLoss", StopReason::PowerLoss),
            ("Reboot", StopReason::Reboot),
            ("ImmediateReset", StopReason::Reboot),
            ("HardReset", StopReason::Reboot),
            ("SoftReset", StopReason::Reboot),
            ("DeAuthorized", StopReason::Deauthorized),
            ("EmergencyStop", StopReason::EmergencyStop),
            ("EnergyLimitReached", StopReason::EnergyLimitReached),
            ("SOCLimitReached", StopReason::SocLimitReached),
            ("TimeLimitReached", StopReason::TimeLimitReached),
            ("StoppedByEV", StopReason::StoppedByEv),
            ("GroundFault", StopReason::Fault),
            ("OvercurrentFault", StopReason::Fault),
            ("PowerQuality", StopReason::Fault),
            ("Timeout", StopReason::Timeout),
            ("Other", StopReason::Other),
        ];
        for (word, reason) in table {
            assert_eq!(StopReason::of_station(word), reason, "{word}");
        }
        assert_eq!(StopReason::of_station("SomethingNew"), StopReason::Other);
    }

    #[test]
    fn every_vocabulary_word_is_snake_case_and_parses_back() {
        for reason in StopReason::ALL {
            let name = reason.as_str();
            assert!(name.chars().all(|c| c.is_ascii_lowercase() || c == '_'), "{name}");
            assert_eq!(StopReason::parse(name), Some(*reason));
        }
    }

    #[test]
    fn an_absent_station_reason_is_local_with_no_word_and_v1_shows_local() {
        let stop = SessionStop::by_station(&StationStop::v201(None));
        assert_eq!(
            (stop.reason, stop.station_reason, stop.v1_text.as_str()),
            (StopReason::Local, None, "Local")
        );
    }

    #[test]
    fn a_station_word_is_bounded_letters_and_digits() {
        assert!(StationStopReason::new("EVDisconnected").is_some());
        assert!(StationStopReason::new("").is_none());
        assert!(StationStopReason::new("EV disconnected").is_none());
        assert!(StationStopReason::new(&"A".repeat(StationStopReason::MAX + 1)).is_none());
    }

    #[test]
    fn a_station_end_after_the_platforms_keeps_the_platforms_reason_and_adds_the_word() {
        let remote = StationStop::v201(StationStopReason::new("Remote"));
        let scheduled = SessionStop::by_platform(StopReason::Scheduled, None);
        let after = scheduled.reported_by_station(&remote);
        assert_eq!((after.reason, after.v1_text.as_str()), (StopReason::Scheduled, "Remote"));
        assert_eq!(after.station_reason.as_ref().map(StationStopReason::as_str), Some("Remote"));
    }

    #[test]
    fn a_stop_stored_before_the_vocabulary_reads_from_its_text() {
        let read = |text: &str| {
            let stop = SessionStop::stored(text.into(), None, None);
            (stop.reason, stop.station_reason.map(|word| word.as_str().to_owned()), stop.v1_text)
        };
        assert_eq!(read("requested"), (StopReason::Requested, None, "requested".into()));
        assert_eq!(read("forced"), (StopReason::Forced, None, "forced".into()));
        assert_eq!(read("not_started"), (StopReason::NotStarted, None, "not_started".into()));
        assert_eq!(read("scheduled"), (StopReason::Scheduled, None, "scheduled".into()));
        assert_eq!(
            read("EVDisconnected"),
            (StopReason::EvDisconnected, Some("EVDisconnected".into()), "EVDisconnected".into())
        );
        assert_eq!(read("Other"), (StopReason::Other, Some("Other".into()), "Other".into()));
        assert_eq!(read("driver went home"), (StopReason::Requested, None, "driver went home".into()));
    }

    #[test]
    fn a_stop_stored_with_the_vocabulary_reads_as_written() {
        let stop = SessionStop::stored("ImmediateReset".into(), Some("reboot"), Some("HardReset"));
        assert_eq!((stop.reason, stop.v1_text.as_str()), (StopReason::Reboot, "ImmediateReset"));
        assert_eq!(stop.station_reason.as_ref().map(StationStopReason::as_str), Some("HardReset"));
    }
}
