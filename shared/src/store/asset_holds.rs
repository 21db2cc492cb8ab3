//! What holds an asset item: its open sessions and a station start's claims. This module is
//! the one owner of the hold protocol (docs/data-model.md, "Holds on the asset item"); every
//! other store file asks it for the conditions and changes of its writes, and none writes a
//! hold attribute itself.
//!
//! - A plain asset: `open_session` (the session's uuid), one open session per asset.
//! - A station, per EVSE `n` (1 to `EvseId::MAX`): `evse<n>_session` (its open session),
//!   and a start's claim `evse<n>_claim` (the session to be), `evse<n>_claim_rsid`,
//!   `evse<n>_claim_until` (ms). Beside them two number sets say which EVSEs are taken:
//!   `open_evses` (with an open session) and `claimed_evses` (with a claim, live or lapsed),
//!   and `claims_until`, the latest claim's expiry. So "one open session per EVSE" is a
//!   condition on the EVSE's own attributes, and "no session and no live claim on any EVSE"
//!   (what a move, a deactivation, a delete and the station's removal need) stays one
//!   condition on the same item, whatever the number of EVSEs: DynamoDB removes a set its
//!   last member leaves.
//!
//! The trade-off: a claim that lapsed without being given back (the station's answer never
//! came) stays in `claimed_evses` until its EVSE is claimed or taken again, and `claims_until`
//! is the newest claim's expiry; so such a claim holds the asset until then, at most
//! `PENDING_MS` longer than that claim's own. (The newest claim sets it whatever it held, so
//! two functions whose clocks disagree may set it earlier than another live claim's expiry by
//! their skew: a claim's own EVSE stays held by its own attributes meanwhile.)
//!
//! Every write that takes or gives back a hold is a condition here, never a read-then-write.

use std::collections::BTreeMap;

use aws_sdk_dynamodb::types::AttributeValue;

use super::attrs::{n, opt_n, opt_s, s};
use super::entity::Changes;
use super::{Item, StoreError};
use crate::domain::evse::EvseId;
use crate::domain::session::Session;
use crate::ids::SessionId;

/// The session holding a plain asset.
pub(super) const OPEN_SESSION: &str = "open_session";
/// The EVSEs of a station with an open session (a number set).
const OPEN_EVSES: &str = "open_evses";
/// The EVSEs of a station with a start's claim, live or lapsed (a number set).
const CLAIMED_EVSES: &str = "claimed_evses";
/// The latest claim's expiry (ms): a claim in `claimed_evses` holds the asset until then.
const CLAIMS_UNTIL: &str = "claims_until";

fn session_attr(evse: EvseId) -> String {
    format!("evse{evse}_session")
}

fn claim_attr(evse: EvseId) -> String {
    format!("evse{evse}_claim")
}

fn claim_rsid_attr(evse: EvseId) -> String {
    format!("evse{evse}_claim_rsid")
}

/// The start's `reference` (the driver's, from the POST), so a session the station's Started
/// event makes from the claim before the start's answer is written carries it too.
fn claim_reference_attr(evse: EvseId) -> String {
    format!("evse{evse}_claim_ref")
}

fn claim_until_attr(evse: EvseId) -> String {
    format!("evse{evse}_claim_until")
}

fn evse_set(evse: EvseId) -> AttributeValue {
    AttributeValue::Ns(vec![evse.get().to_string()])
}

/// What an open session holds: the whole (plain) asset, or one EVSE of a station. A station
/// session written before EVSEs (no `evse_id`) holds the whole asset as a plain one does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hold {
    Asset,
    Evse(EvseId),
}

impl Hold {
    pub fn of(session: &Session) -> Hold {
        session.evse_id.map_or(Hold::Asset, Hold::Evse)
    }

    fn attr(self) -> String {
        match self {
            Hold::Asset => OPEN_SESSION.to_owned(),
            Hold::Evse(evse) => session_attr(evse),
        }
    }
}

/// A start in flight on a station's EVSE: the session it will make and what was sent.
#[derive(Debug, Clone, Copy)]
pub struct StartClaim {
    pub session: SessionId,
    pub remote_start_id: i32,
    pub evse: EvseId,
}

/// The claim an asset item holds on an EVSE (void ones included: `until` says).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PendingStart {
    pub session: SessionId,
    pub remote_start_id: i32,
    pub until: i64,
    pub evse: EvseId,
}

impl PendingStart {
    pub fn holds(&self, now: i64) -> bool {
        now <= self.until
    }
}

/// The holds an asset item carries, as read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Holds {
    /// A plain asset's open session (or a station session written before EVSEs).
    pub asset: Option<SessionId>,
    pub evses: BTreeMap<EvseId, SessionId>,
    pub claims: BTreeMap<EvseId, PendingStart>,
    /// The `reference` each claim's start was given, where it had one.
    pub claim_references: BTreeMap<EvseId, String>,
}

fn session_at(item: &Item, attr: &str) -> Result<Option<SessionId>, StoreError> {
    opt_s(item, attr)
        .map(|text| text.parse().map(SessionId::from_uuid))
        .transpose()
        .map_err(|_| StoreError::internal(format!("stored {attr} is not a session id")))
}

impl Holds {
    pub fn of(item: &Item) -> Result<Holds, StoreError> {
        let mut holds = Holds { asset: session_at(item, OPEN_SESSION)?, ..Holds::default() };
        for evse in EvseId::all() {
            if let Some(session) = session_at(item, &session_attr(evse))? {
                holds.evses.insert(evse, session);
            }
            let claim = (
                session_at(item, &claim_attr(evse))?,
                opt_n(item, &claim_rsid_attr(evse)).and_then(|rsid| i32::try_from(rsid).ok()),
                opt_n(item, &claim_until_attr(evse)),
            );
            if let (Some(session), Some(remote_start_id), Some(until)) = claim {
                holds.claims.insert(evse, PendingStart { session, remote_start_id, until, evse });
                if let Some(reference) = opt_s(item, &claim_reference_attr(evse)) {
                    holds.claim_references.insert(evse, reference.to_owned());
                }
            }
        }
        Ok(holds)
    }

    /// The session open on `evse` (or on the whole asset).
    pub fn open_on(&self, hold: Hold) -> Option<SessionId> {
        match hold {
            Hold::Asset => self.asset,
            Hold::Evse(evse) => self.evses.get(&evse).copied(),
        }
    }

    /// The first open session: the whole asset's, else the lowest EVSE's.
    pub fn first_open(&self) -> Option<SessionId> {
        self.asset.or_else(|| self.evses.values().next().copied())
    }

    /// The live claim on `evse`, if any.
    pub fn live_claim(&self, evse: EvseId, now: i64) -> Option<PendingStart> {
        self.claims.get(&evse).copied().filter(|claim| claim.holds(now))
    }

    /// What holds the asset at `now`: an open session, or the session a live claim will make.
    pub fn holder(&self, now: i64) -> Option<SessionId> {
        self.first_open().or_else(|| self.claims.values().find(|c| c.holds(now)).map(|c| c.session))
    }

    /// Whether `evse` takes a new session at `now`: no session of its own, none on the whole
    /// asset, no live claim.
    pub fn free(&self, evse: EvseId, now: i64) -> bool {
        self.asset.is_none() && !self.evses.contains_key(&evse) && self.live_claim(evse, now).is_none()
    }
}

/// Requires of an asset write that no session and no live start claim holds the asset, on
/// any EVSE (a move, a status that leaves `active`, a delete, a station's removal).
pub(super) fn require_unheld(changes: &mut Changes, now: i64) {
    changes.require(
        &format!(
            "attribute_not_exists({OPEN_SESSION}) AND attribute_not_exists({OPEN_EVSES}) \
             AND (attribute_not_exists({CLAIMED_EVSES}) OR {CLAIMS_UNTIL} < :unheld_at)"
        ),
        vec![(":unheld_at", n(now))],
    );
}

/// Requires that `hold` takes a new session at `now`: nothing open on it (nor on the whole
/// asset) and, on an EVSE, no live claim.
pub(super) fn require_free(changes: &mut Changes, hold: Hold, now: i64) {
    match hold {
        Hold::Asset => changes.require(&format!("attribute_not_exists({OPEN_SESSION})"), vec![]),
        Hold::Evse(evse) => changes.require(
            &format!(
                "attribute_not_exists({OPEN_SESSION}) AND attribute_not_exists({}) \
                 AND (attribute_not_exists({}) OR {} < :free_at)",
                session_attr(evse),
                claim_attr(evse),
                claim_until_attr(evse)
            ),
            vec![(":free_at", n(now))],
        ),
    }
}

/// Requires that no session is open on `hold` nor on the whole asset (its claim aside: the
/// write that turns a claim into its session).
pub(super) fn require_unoccupied(changes: &mut Changes, hold: Hold) {
    match hold {
        Hold::Asset => changes.require(&format!("attribute_not_exists({OPEN_SESSION})"), vec![]),
        Hold::Evse(evse) => changes.require(
            &format!("attribute_not_exists({OPEN_SESSION}) AND attribute_not_exists({})", session_attr(evse)),
            vec![],
        ),
    }
}

/// Requires that `session` holds `hold` (a resume, a release).
pub(super) fn require_held_by(changes: &mut Changes, hold: Hold, session: SessionId) {
    changes
        .require(&format!("{} = :held_by", hold.attr()), vec![(":held_by", s(session.uuid().to_string()))]);
}

/// `session` takes `hold` (its conditions are the caller's: `require_free`, or the claim).
pub(super) fn take(changes: &mut Changes, hold: Hold, session: SessionId) {
    changes.set(&hold.attr(), s(session.uuid().to_string()));
    if let Hold::Evse(evse) = hold {
        changes.add_to_set(OPEN_EVSES, evse_set(evse));
    }
}

/// `session` gives `hold` back, if it still holds it.
pub(super) fn release(changes: &mut Changes, hold: Hold, session: SessionId) {
    require_held_by(changes, hold, session);
    changes.remove(&hold.attr());
    if let Hold::Evse(evse) = hold {
        changes.delete_from_set(OPEN_EVSES, evse_set(evse));
    }
}

/// Writes the claim `claim` on its EVSE until `until`, with the start's `reference` if any
/// (conditions are the caller's).
pub(super) fn set_claim(changes: &mut Changes, claim: &StartClaim, until: i64, reference: Option<&str>) {
    match reference {
        Some(reference) => changes.set(&claim_reference_attr(claim.evse), s(reference)),
        None => changes.remove(&claim_reference_attr(claim.evse)),
    }
    changes.set(&claim_attr(claim.evse), s(claim.session.uuid().to_string()));
    changes.set(&claim_rsid_attr(claim.evse), n(i64::from(claim.remote_start_id)));
    changes.set(&claim_until_attr(claim.evse), n(until));
    changes.set(CLAIMS_UNTIL, n(until));
    changes.add_to_set(CLAIMED_EVSES, evse_set(claim.evse));
}

/// Requires that `evse`'s claim names `session` (whatever its time).
pub(super) fn require_claimed_by(changes: &mut Changes, evse: EvseId, session: SessionId) {
    changes.require(
        &format!("{} = :claimed_by", claim_attr(evse)),
        vec![(":claimed_by", s(session.uuid().to_string()))],
    );
}

/// Requires that `evse` has no live claim at `now`.
pub(super) fn require_no_live_claim(changes: &mut Changes, evse: EvseId, now: i64) {
    changes.require(
        &format!("(attribute_not_exists({}) OR {} < :claim_now)", claim_attr(evse), claim_until_attr(evse)),
        vec![(":claim_now", n(now))],
    );
}

/// Removes `evse`'s claim (conditions are the caller's: only the claim's owner, or a write
/// that required it void, may).
pub(super) fn drop_claim(changes: &mut Changes, evse: EvseId) {
    changes.remove(&claim_attr(evse));
    changes.remove(&claim_rsid_attr(evse));
    changes.remove(&claim_reference_attr(evse));
    changes.remove(&claim_until_attr(evse));
    changes.delete_from_set(CLAIMED_EVSES, evse_set(evse));
}

/// The claim removed, if it is still this start's (its session and `remoteStartId`: a start
/// authorizing a running transaction claims under that session's id, so the id alone does not
/// tell two such starts apart).
pub(super) fn give_back(claim: &StartClaim) -> Changes {
    let mut changes = Changes::default();
    require_claimed_by(&mut changes, claim.evse, claim.session);
    changes.require(
        &format!("{} = :claim_rsid", claim_rsid_attr(claim.evse)),
        vec![(":claim_rsid", n(i64::from(claim.remote_start_id)))],
    );
    drop_claim(&mut changes, claim.evse);
    changes
}

/// A forced stop of `session` on `hold`: a claim on its EVSE can only name the session
/// holding it (a start authorizing a running transaction), and goes too, so no late answer
/// of the station takes the EVSE back.
pub(super) fn drop_claim_of(changes: &mut Changes, hold: Hold, session: SessionId) {
    if let Hold::Evse(evse) = hold {
        changes.require(
            &format!("(attribute_not_exists({claim}) OR {claim} = :forced)", claim = claim_attr(evse)),
            vec![(":forced", s(session.uuid().to_string()))],
        );
        drop_claim(changes, evse);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(pairs: &[(&str, AttributeValue)]) -> Item {
        pairs.iter().map(|(k, v)| ((*k).to_owned(), v.clone())).collect()
    }

    #[test]
    fn holds_read_back_per_evse_and_a_claim_holds_until_its_time() {
        let (one, two) = (SessionId::generate(), SessionId::generate());
        let stored = item(&[
            ("evse2_session", s(one.uuid().to_string())),
            ("evse1_claim", s(two.uuid().to_string())),
            ("evse1_claim_rsid", n(7)),
            ("evse1_claim_until", n(5_000)),
        ]);
        let holds = Holds::of(&stored).expect("reads");
        let second = EvseId::new(2).expect("an evse");
        assert_eq!(holds.open_on(Hold::Evse(second)), Some(one));
        assert_eq!(holds.first_open(), Some(one));
        assert!(!holds.free(second, 0));
        assert!(!holds.free(EvseId::FIRST, 5_000), "claimed until then");
        assert!(holds.free(EvseId::FIRST, 5_001), "a lapsed claim holds nothing");
        assert_eq!(holds.holder(0), Some(one));
    }

    #[test]
    fn a_plain_assets_session_holds_every_evse() {
        let holds = Holds { asset: Some(SessionId::generate()), ..Holds::default() };
        assert!(!holds.free(EvseId::FIRST, 0));
        assert_eq!(holds.holder(0), holds.asset);
    }
}
