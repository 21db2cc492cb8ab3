//! What an asset allows: status transitions, and the hold a charging session has on it (an
//! asset with an open session stays active, at its site and undeleted until the session
//! stops). Decided here from the asset as read; the store writes under conditions that make
//! a decision on a stale read fail rather than apply.

use super::asset::{Asset, AssetPatch, AssetStatus};
use crate::ids::{SessionId, SiteId};

/// Why an asset refuses a change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AssetChangeError {
    /// A charging session is open on the asset.
    SessionOpen { session_id: SessionId },
    /// `requested` cannot be reached from `current` (decommissioned is final).
    InvalidTransition { current: AssetStatus, requested: AssetStatus },
}

impl AssetStatus {
    /// Whether an asset in `self` may move to `requested`.
    pub fn check_transition(self, requested: AssetStatus) -> Result<(), AssetChangeError> {
        if requested.reachable_from().contains(&self) {
            Ok(())
        } else {
            Err(AssetChangeError::InvalidTransition { current: self, requested })
        }
    }
}

impl Asset {
    /// Whether `patch` may apply to this asset, moving it to `site`, while `open_session`
    /// holds it: the hold is checked before the transition.
    pub fn check_patch(
        &self,
        patch: &AssetPatch,
        site: SiteId,
        open_session: Option<SessionId>,
    ) -> Result<(), AssetChangeError> {
        let moves = site != self.site_id;
        let leaves_active = patch.status.is_some_and(|status| status != AssetStatus::Active);
        if let Some(session_id) = open_session.filter(|_| moves || leaves_active) {
            return Err(AssetChangeError::SessionOpen { session_id });
        }
        match patch.status {
            Some(requested) => self.status.check_transition(requested),
            None => Ok(()),
        }
    }

    /// Whether the asset may be deleted while `open_session` holds it.
    pub fn check_delete(open_session: Option<SessionId>) -> Result<(), AssetChangeError> {
        match open_session {
            Some(session_id) => Err(AssetChangeError::SessionOpen { session_id }),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::asset::{NewAsset, SiteRef, Visibility};
    use crate::domain::capacity::Capacity;
    use crate::ids::OrgId;
    use AssetStatus::{Active, Decommissioned, Maintenance};

    fn asset(status: AssetStatus) -> Asset {
        let site = SiteId::generate();
        let new = NewAsset {
            name: "Charger 1".into(),
            site: SiteRef { given: site.legacy(), id: Some(site) },
            status,
            visibility: Visibility::Organization,
            capacity: Capacity::ZERO,
        };
        Asset::new(OrgId::generate(), site, new)
    }

    fn to(status: AssetStatus) -> AssetPatch {
        AssetPatch { status: Some(status), ..AssetPatch::default() }
    }

    #[test]
    fn active_and_maintenance_swap_and_either_may_be_decommissioned() {
        for (from, requested) in [
            (Active, Active),
            (Active, Maintenance),
            (Maintenance, Active),
            (Maintenance, Maintenance),
            (Active, Decommissioned),
            (Maintenance, Decommissioned),
            (Decommissioned, Decommissioned),
        ] {
            assert_eq!(from.check_transition(requested), Ok(()), "{from:?} -> {requested:?}");
        }
    }

    #[test]
    fn decommissioned_is_final() {
        for requested in [Active, Maintenance] {
            let refused = Decommissioned.check_transition(requested);
            assert_eq!(
                refused,
                Err(AssetChangeError::InvalidTransition { current: Decommissioned, requested })
            );
        }
    }

    #[test]
    fn an_open_session_keeps_the_asset_active_and_in_place() {
        let held = asset(Active);
        let session_id = SessionId::generate();
        let open = Some(session_id);
        let busy = Err(AssetChangeError::SessionOpen { session_id });
        assert_eq!(held.check_patch(&to(Maintenance), held.site_id, open), busy);
        assert_eq!(held.check_patch(&to(Decommissioned), held.site_id, open), busy);
        assert_eq!(held.check_patch(&AssetPatch::default(), SiteId::generate(), open), busy);
        assert_eq!(Asset::check_delete(open), busy);
    }

    #[test]
    fn an_open_session_allows_changes_that_keep_the_asset_active_in_place() {
        let held = asset(Active);
        let open = Some(SessionId::generate());
        let rename = AssetPatch { name: Some("Renamed".into()), ..AssetPatch::default() };
        assert_eq!(held.check_patch(&rename, held.site_id, open), Ok(()));
        assert_eq!(held.check_patch(&to(Active), held.site_id, open), Ok(()));
    }

    #[test]
    fn without_a_session_an_asset_moves_and_is_deleted_freely() {
        let free = asset(Maintenance);
        assert_eq!(free.check_patch(&to(Active), SiteId::generate(), None), Ok(()));
        assert_eq!(Asset::check_delete(None), Ok(()));
    }

    #[test]
    fn the_session_is_named_before_the_transition() {
        let decommissioning = asset(Decommissioned);
        let session_id = SessionId::generate();
        let refused =
            decommissioning.check_patch(&to(Maintenance), decommissioning.site_id, Some(session_id));
        assert_eq!(refused, Err(AssetChangeError::SessionOpen { session_id }));
        let refused = decommissioning.check_patch(&to(Maintenance), decommissioning.site_id, None);
        assert_eq!(
            refused,
            Err(AssetChangeError::InvalidTransition { current: Decommissioned, requested: Maintenance })
        );
    }
}
