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
        let allocated: Watts = stored.iter().map(|session| Watts(session.target_w)).sum();
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
