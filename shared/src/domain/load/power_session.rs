//! One live session's power at a site under a grid limit, as the site's power partition keeps
//! it (store/site_power.rs): what it may draw, what it drew, what its station may be applying,
//! and the share it was given.

use serde::{Deserialize, Serialize};

use super::in_force::Applied;
use super::shares::Demand;
use super::watts::Watts;

/// Where a session's share stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PowerState {
    Charging,
    Waiting,
    Paused,
}

/// One live session at a site under a grid limit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PowerSession {
    pub session_id: String,
    pub asset_id: String,
    /// The station identity the asset holds: the limits are sent to it.
    #[serde(default)]
    pub identity: String,
    pub evse_id: i64,
    /// The station's id for the transaction (the profile names it).
    pub transaction_id: String,
    pub started_at: i64,
    /// What the EVSE can draw at most (W).
    pub capacity_w: u64,
    /// What it may be given (W): the capacity, lowered by a scheduled limit.
    pub max_w: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_w: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ceiling_w: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unanswered_w: Option<u64>,
    /// When the unanswered limit was sent (ms): past the call timeout it counts as never answered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sent_at: Option<i64>,
    /// When limits were sent within the last minute (ms).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sends: Vec<i64>,
    pub target_w: u64,
    pub state: PowerState,
    #[serde(default)]
    pub paused: bool,
    /// When its station last refused a limit (ms), until it accepts one: held at what it may be
    /// applying for a while (`round::REFUSED_HOLD_MS`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refused_at: Option<i64>,
}

impl PowerSession {
    pub fn applied(&self) -> Applied {
        Applied { ceiling: self.ceiling_w.map(Watts), unanswered: self.unanswered_w.map(Watts) }
    }

    /// What it asks of the site's limit.
    pub fn demand(&self) -> Demand<String> {
        Demand {
            key: self.session_id.clone(),
            started_at: self.started_at,
            max: Watts(self.max_w.min(self.capacity_w)),
            draw: self.draw_w.map(Watts),
            paused: self.paused,
        }
    }

    /// The most its station may be drawing now, whatever it answered or failed to.
    pub fn may_be(&self) -> Watts {
        self.applied().may_be(Watts(self.capacity_w))
    }

    /// A start reserved before its station began the transaction (`transaction_id` empty): it
    /// holds its reserved limit and takes no part in rounds until its Started event binds it.
    pub fn is_starting(&self) -> bool {
        self.transaction_id.is_empty()
    }

    pub fn set_applied(&mut self, applied: Applied) {
        self.ceiling_w = applied.ceiling.map(|w| w.0);
        self.unanswered_w = applied.unanswered.map(|w| w.0);
        if applied.unanswered.is_none() {
            self.sent_at = None;
        }
    }
}
