//! What an operator reads of a site's allocation (GET /inventory-service/sites/{id}/power): the
//! site's limit and each live session's share, the limit its station accepted, the limit on its
//! way and what it draws, from the site's power partition as stored.

use serde_json::{Value, json};

use super::power_session::{PowerSession, PowerState};
use super::watts::Watts;
use crate::domain::capacity::Capacity;
use crate::domain::site::Site;
use crate::ids::{AssetId, SessionId};
use crate::versions::ApiVersion;

/// One live session's power as the API shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionPower {
    pub session_id: SessionId,
    pub asset_id: AssetId,
    pub evse_id: i64,
    pub started_at: i64,
    /// The limit its station last accepted (`None`: none yet).
    pub limit: Option<Watts>,
    /// A limit sent and not answered yet.
    pub pending: Option<Watts>,
    pub share: Watts,
    /// Its draw from its meter readings (`None`: no reading yet).
    pub measured: Option<Watts>,
    pub state: PowerState,
}

impl SessionPower {
    /// From the stored record; `None` when its ids do not parse (the partition is written by
    /// the allocator from the sessions' API ids, so only a fault gets here: the caller logs it
    /// and shows the rest, never failing the whole read on one record).
    pub fn of(stored: &PowerSession) -> Option<SessionPower> {
        Some(SessionPower {
            session_id: SessionId::parse(&stored.session_id)?,
            asset_id: AssetId::parse(&stored.asset_id)?,
            evse_id: stored.evse_id,
            started_at: stored.started_at,
            limit: stored.ceiling_w.map(Watts),
            pending: stored.unanswered_w.map(Watts),
            share: Watts(stored.target_w),
            measured: stored.draw_w.map(Watts),
            state: stored.state,
        })
    }

    fn render(&self, version: &ApiVersion) -> Value {
        json!({
            "session_id": version.show_id(&self.session_id),
            "asset_id": version.show_id(&self.asset_id),
            "evse_id": self.evse_id,
            "limit_kw": self.limit.map(kw),
            "pending_kw": self.pending.map(kw),
            "share_kw": kw(self.share),
            "measured_kw": self.measured.map(kw),
            "state": state_name(self.state),
        })
    }
}

/// A site's allocation as the API shows it.
#[derive(Debug, Clone)]
pub struct SitePowerView {
    pub grid_limit: Option<Capacity>,
    pub min_session: Capacity,
    /// Oldest first: the order the allocator admits them in.
    pub sessions: Vec<SessionPower>,
}

impl SitePowerView {
    pub fn new(site: &Site, mut sessions: Vec<SessionPower>) -> SitePowerView {
        // Ties (two starts in the same millisecond) by id, so the order never changes between reads.
        sessions.sort_by_key(|session| (session.started_at, session.session_id.uuid()));
        SitePowerView { grid_limit: site.grid_limit_kw, min_session: site.min_session(), sessions }
    }

    /// The sum of the shares.
    pub fn allocated(&self) -> Watts {
        self.sessions.iter().map(|session| session.share).sum()
    }

    /// The sum of the draws known (a session without readings adds nothing).
    pub fn measured(&self) -> Watts {
        self.sessions.iter().filter_map(|session| session.measured).sum()
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        json!({
            "object": "site_power",
            "grid_limit_kw": self.grid_limit.map(Capacity::to_json),
            "min_session_kw": self.min_session.to_json(),
            "allocated_kw": kw(self.allocated()),
            "measured_kw": kw(self.measured()),
            "sessions": self.sessions.iter().map(|session| session.render(version)).collect::<Vec<_>>(),
        })
    }
}

/// kW as the API shows every power: a number with at most three decimals (W exactly).
pub fn kw(watts: Watts) -> Value {
    watts.to_capacity().to_json()
}

pub fn state_name(state: PowerState) -> &'static str {
    match state {
        PowerState::Charging => "charging",
        PowerState::Waiting => "waiting",
        PowerState::Paused => "paused",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::site::NewSite;
    use crate::ids::OrgId;

    fn stored(session: SessionId, started_at: i64, draw: Option<u64>) -> PowerSession {
        PowerSession {
            session_id: session.to_string(),
            asset_id: AssetId::generate().to_string(),
            identity: "CP-1".into(),
            evse_id: 1,
            transaction_id: "tx".into(),
            started_at,
            capacity_w: 22_000,
            max_w: 22_000,
            draw_w: draw,
            ceiling_w: Some(7_000),
            unanswered_w: None,
            sent_at: None,
            sends: Vec::new(),
            target_w: 7_500,
            state: PowerState::Charging,
            paused: false,
            refused_at: None,
        }
    }

    fn site() -> Site {
        let new = NewSite::from_body(br#"{"name": "Depot", "grid_limit_kw": 22}"#).expect("a valid site");
        Site::new(OrgId::generate(), new)
    }

    #[test]
    fn sessions_show_oldest_first_and_the_sums_count_shares_and_known_draws() {
        let (older, newer) = (SessionId::generate(), SessionId::generate());
        let records = [stored(newer, 20, None), stored(older, 10, Some(6_250))];
        let view = SitePowerView::new(&site(), records.iter().filter_map(SessionPower::of).collect());
        assert_eq!(view.sessions[0].session_id, older);
        assert_eq!((view.allocated(), view.measured()), (Watts(15_000), Watts(6_250)));
        let shown = view.render(&ApiVersion::DEFAULT);
        assert_eq!(shown["allocated_kw"], json!(15));
        assert_eq!(shown["measured_kw"], json!(6.25));
        assert_eq!(shown["grid_limit_kw"], json!(22));
        assert_eq!(shown["sessions"][1]["measured_kw"], Value::Null);
        assert_eq!(shown["sessions"][0]["limit_kw"], json!(7));
        assert_eq!(shown["sessions"][0]["share_kw"], json!(7.5));
        assert_eq!(shown["sessions"][0]["state"], json!("charging"));
    }

    #[test]
    fn a_record_whose_ids_do_not_parse_is_left_out() {
        let mut broken = stored(SessionId::generate(), 1, None);
        broken.session_id = "not-an-id".into();
        assert_eq!(SessionPower::of(&broken), None);
    }
}
