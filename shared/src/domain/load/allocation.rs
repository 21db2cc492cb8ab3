//! A site's allocation as a `power_allocated` event records it: the limit, the sum of the
//! shares and each live session's share. The allocator's loop records one after a round that
//! changed a share, at most one a site a minute (`Store::record_power_allocated`).

use serde_json::{Value, json};

use super::power_session::{PowerSession, PowerState};
use super::site_view::state_name;
use super::watts::Watts;
use crate::domain::asset::Visibility;
use crate::domain::capacity::Capacity;
use crate::domain::event::{Event, EventType};
use crate::ids::{AssetId, EventId, OrgId, SessionId, SiteId};

/// One session's share in an allocation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AllocatedShare {
    pub session_id: SessionId,
    pub asset_id: AssetId,
    pub evse_id: i64,
    pub share_kw: Capacity,
    pub state: PowerState,
}

/// A site's allocation after a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PowerAllocation {
    pub grid_limit_kw: Capacity,
    pub allocated_kw: Capacity,
    pub sessions: Vec<AllocatedShare>,
}

impl PowerAllocation {
    /// From the site's limit and its sessions as stored, oldest first; a record whose ids do
    /// not parse is left out (see `SessionPower::of`).
    pub fn of(grid_limit_kw: Capacity, stored: &[PowerSession]) -> PowerAllocation {
        let mut sessions: Vec<(i64, AllocatedShare)> = stored
            .iter()
            .filter_map(|session| {
                let share = AllocatedShare {
                    session_id: SessionId::parse(&session.session_id)?,
                    asset_id: AssetId::parse(&session.asset_id)?,
                    evse_id: session.evse_id,
                    share_kw: Watts(session.target_w).to_capacity(),
                    state: session.state,
                };
                Some((session.started_at, share))
            })
            .collect();
        sessions.sort_by_key(|(started_at, share)| (*started_at, share.session_id.uuid()));
        // The sum of the shares shown, as GET .../power sums them: a reader's sum agrees.
        let allocated: Watts = sessions.iter().map(|(_, share)| Watts::from_capacity(share.share_kw)).sum();
        PowerAllocation {
            grid_limit_kw,
            allocated_kw: allocated.to_capacity(),
            sessions: sessions.into_iter().map(|(_, share)| share).collect(),
        }
    }

    /// The event's `data`: ids stored as UUIDs, shown in the reader's version like every id
    /// inside an event's data.
    pub fn data(&self) -> Value {
        let sessions: Vec<Value> = self
            .sessions
            .iter()
            .map(|share| {
                json!({
                    "session_id": share.session_id.uuid().to_string(),
                    "asset_id": share.asset_id.uuid().to_string(),
                    "evse_id": share.evse_id,
                    "share_kw": share.share_kw.to_json(),
                    "state": state_name(share.state),
                })
            })
            .collect();
        json!({
            "grid_limit_kw": self.grid_limit_kw.to_json(),
            "allocated_kw": self.allocated_kw.to_json(),
            "sessions": sessions,
        })
    }

    /// The `power_allocated` event of `site`. A site-wide event: site-restricted members see
    /// it only for the sites they are assigned to.
    pub fn event(&self, org: OrgId, site: SiteId, at: i64) -> Event {
        Event {
            id: EventId::generate(),
            org_id: org,
            kind: EventType::PowerAllocated,
            status: "completed",
            asset_id: None,
            site_id: site,
            visibility: Visibility::Site,
            session_id: None,
            data: self.data(),
            created_at: at,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::versions::ApiVersion;

    fn stored(session: SessionId, started_at: i64, target_w: u64) -> PowerSession {
        PowerSession {
            session_id: session.to_string(),
            asset_id: AssetId::generate().to_string(),
            identity: "CP-1".into(),
            evse_id: 1,
            transaction_id: "tx".into(),
            started_at,
            capacity_w: 22_000,
            max_w: 22_000,
            draw_w: None,
            ceiling_w: None,
            unanswered_w: None,
            sent_at: None,
            sends: Vec::new(),
            target_w,
            state: PowerState::Charging,
            paused: false,
            refused_at: None,
        }
    }

    #[test]
    fn an_allocation_lists_its_shares_oldest_first_and_sums_those_it_lists() {
        let (older, newer) = (SessionId::generate(), SessionId::generate());
        let mut broken = stored(SessionId::generate(), 5, 4_000);
        broken.asset_id = "not-an-id".into();
        let records = [stored(newer, 20, 7_000), broken, stored(older, 10, 8_500)];
        let allocation = PowerAllocation::of(Capacity::from_milli(22_000), &records);
        let order: Vec<SessionId> = allocation.sessions.iter().map(|share| share.session_id).collect();
        assert_eq!(order, [older, newer]);
        assert_eq!(allocation.allocated_kw, Capacity::from_milli(15_500));
    }

    #[test]
    fn the_event_shows_its_session_ids_in_the_readers_version() {
        let share = AllocatedShare {
            session_id: SessionId::generate(),
            asset_id: AssetId::generate(),
            evse_id: 2,
            share_kw: Capacity::from_milli(7_360),
            state: PowerState::Charging,
        };
        let allocation = PowerAllocation {
            grid_limit_kw: Capacity::from_milli(22_000),
            allocated_kw: Capacity::from_milli(7_360),
            sessions: vec![share.clone()],
        };
        let event = allocation.event(OrgId::generate(), SiteId::generate(), 1_000);
        let shown = event.render(&ApiVersion::DEFAULT);
        assert_eq!(shown["type"], json!("power_allocated"));
        let first = &shown["data"]["sessions"][0];
        assert_eq!(first["session_id"], json!(ApiVersion::DEFAULT.show_id(&share.session_id)));
        assert_eq!(first["asset_id"], json!(ApiVersion::DEFAULT.show_id(&share.asset_id)));
        assert_eq!((first["share_kw"].clone(), first["state"].clone()), (json!(7.36), json!("charging")));
        assert_eq!(shown["data"]["grid_limit_kw"], json!(22));
    }
}
