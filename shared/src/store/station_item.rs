//! Station items: `PK = STATION#<organization uuid>#<identity, lower case>` (or, for a station
//! made before identities were per organization, `STATION#<identity, lower case>`; `StationKey`),
//! `SK = STATION`. One per OCPP station: its credential (the asset it is, the password's hash)
//! and the connection registry (which gateway task holds its WebSocket now). Read by key only:
//! by the gateway when a station connects, by the REST functions to reach a connected station.
//! Also the asset item's station attributes. What the item is and how it is named, at the bottom
//! of the station code: `stations` (the credential's life), `station_registry` (connections) and
//! `assets` (an asset deleted with its station) build on it. docs/ocpp.md.

use aws_sdk_dynamodb::types::{AttributeValue, Delete};
use serde::{Deserialize, Serialize};

use super::attrs::{opt_s, read, s, stored};
use super::keys;
use super::transact::Action as _;
use super::{Item, Store, StoreError};
use crate::domain::station::{StationCredential, StationKey};
use crate::ids::{AssetId, OrgId};

/// The asset attributes that make an asset a station: its identity (as given) and what the
/// station last reported (`StationState`).
pub const STATION_IDENTITY: &str = "station_identity";
pub const STATION_STATE: &str = "station";
/// `true` on an asset whose station is named in its organization's namespace (absent on one
/// made before: its name is deployment-wide).
pub const STATION_IN_ORG: &str = "station_in_org";

/// The key of the station item `key` (`StationKey::key`) names.
pub fn station_item_key(key: &str) -> Item {
    keys::item_key(format!("STATION#{key}"), "STATION")
}

/// The station an asset item names as its own, if any.
pub fn station_of_item(asset: &Item) -> Option<StationKey> {
    let identity = opt_s(asset, STATION_IDENTITY)?;
    let in_org = matches!(asset.get(STATION_IN_ORG), Some(AttributeValue::Bool(true)));
    if !in_org {
        return Some(StationKey::deployment_wide(identity));
    }
    let org = opt_s(asset, "org_id").and_then(|org| uuid::Uuid::parse_str(org).ok()).map(OrgId::from_uuid)?;
    Some(StationKey::in_org(org, identity))
}

/// The delete of an asset's station item, in the transaction that deletes the asset: only if it
/// is this asset's (or already gone, so an asset is never kept by a missing station).
pub(super) fn remove_with_asset(
    table: &str,
    station: &StationKey,
    asset: AssetId,
) -> Result<aws_sdk_dynamodb::types::TransactWriteItem, StoreError> {
    Delete::builder()
        .table_name(table)
        .set_key(Some(station_item_key(&station.key())))
        .condition_expression("attribute_not_exists(PK) OR asset_id = :asset")
        .expression_attribute_values(":asset", s(asset.uuid().to_string()))
        .action()
}

/// A station item.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StationRecord {
    /// As given when the station was made.
    pub identity: String,
    #[serde(with = "stored")]
    pub org_id: OrgId,
    #[serde(with = "stored")]
    pub asset_id: AssetId,
    pub password_hash: String,
    pub password_set_at: i64,
    pub created_at: i64,
    /// Named in its organization's namespace (absent on a station made before).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_org: bool,
    /// The connection registry: set while a gateway task holds the station's WebSocket.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_id: Option<String>,
    /// The control address (`host:port`) of the gateway task holding the connection.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gateway: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connected_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seen_at: Option<i64>,
    /// A password push under way: until then no other rotation pushes (409), and once it
    /// passed a connection that proved an older password is treated as replaced (the pushing
    /// function died before its cut). Removed when the push ends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub push_deadline: Option<i64>,
    /// The `password_set_at` of the password the registered connection proved (absent on a
    /// connection registered before it was kept: read as the current one's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connected_with: Option<i64>,
    /// The password of a push in flight (its hash and time), accepted beside the current one
    /// (a 2.0.1 station may reconnect with it at once); made current when the station took it
    /// or connected with it, dropped when the push surely never left. Until then the current
    /// password is in force, so a push that fails anywhere leaves the station its password.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending_password_hash: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending_password_set_at: Option<i64>,
    /// The password a station that took its new one for its next reboot (or may have taken
    /// it) may still use, accepted until `previous_until`, until the station first connects
    /// with the current one, or until the next rotation replaces it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous_password_hash: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous_password_set_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous_until: Option<i64>,
    /// The previous password was kept because the station answered `RebootRequired`: the
    /// current one is due at its reboot, so no pushed rotation may replace it while the
    /// station's connection is still on the previous one (it would drop the password the
    /// station was told to use).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub previous_for_reboot: bool,
}

/// The attributes of the passwords beside the current one: a rotation without a push (after a
/// leak) or of a station not connected removes them all, so no earlier password outlives it.
pub const OTHER_PASSWORDS: &str = "pending_password_hash, pending_password_set_at, previous_password_hash, \
     previous_password_set_at, previous_until, previous_for_reboot";

/// The previous password's attributes: a connect with the current (or pending) one drops them.
pub const PREVIOUS_PASSWORD: &str =
    "previous_password_hash, previous_password_set_at, previous_until, previous_for_reboot";

/// Which of a station's passwords a connection proved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proved {
    /// The current password.
    Current,
    /// The password of a push in flight: the station has it, so connecting makes it current.
    Pending,
    /// The password before a rotation the station takes at its next reboot.
    Previous,
}

/// One password a station item accepts: which, its hash and when it was set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accepted<'a> {
    pub proved: Proved,
    pub hash: &'a str,
    pub set_at: i64,
}

impl StationRecord {
    /// Whether `connection`, registered with the password of `proved_at`, holds the registry at
    /// `now`: the registry names it, and no push deadline passed with the password it proved
    /// replaced since (neither the current one nor kept as the previous one).
    pub fn held_by(&self, connection_id: &str, proved_at: i64, now: i64) -> bool {
        self.connection_id.as_deref() == Some(connection_id)
            && (self.push_deadline.is_none_or(|deadline| deadline > now)
                || self.password_set_at == proved_at
                || self.previous_password_set_at == Some(proved_at))
    }
}

impl StationRecord {
    /// The passwords a connection may prove at `now`: the current one, a push's pending one,
    /// and the previous one until its bound.
    pub fn accepted_passwords(&self, now: i64) -> Vec<Accepted<'_>> {
        let mut accepted = vec![Accepted {
            proved: Proved::Current,
            hash: &self.password_hash,
            set_at: self.password_set_at,
        }];
        if let (Some(hash), Some(set_at)) = (&self.pending_password_hash, self.pending_password_set_at) {
            accepted.push(Accepted { proved: Proved::Pending, hash, set_at });
        }
        if let (Some(hash), Some(set_at), Some(until)) =
            (&self.previous_password_hash, self.previous_password_set_at, self.previous_until)
            && until > now
        {
            accepted.push(Accepted { proved: Proved::Previous, hash, set_at });
        }
        accepted
    }

    /// The password the registered connection proved (its hash and time): the previous one
    /// when the registry says so and it is still within its bound at `now`, else the current
    /// one (a previous password past its bound is nobody's to keep).
    pub fn connection_password(&self, now: i64) -> (String, i64) {
        match self.connection_on_previous(now) {
            Some((hash, set_at)) => (hash.to_owned(), set_at),
            None => (self.password_hash.clone(), self.password_set_at),
        }
    }

    /// The previous password (its hash and time) when the registered connection proved it
    /// and it is still accepted at `now`.
    fn connection_on_previous(&self, now: i64) -> Option<(&str, i64)> {
        match (&self.previous_password_hash, self.previous_password_set_at, self.previous_until) {
            (Some(hash), Some(set_at), Some(until))
                if self.connected_with == Some(set_at) && set_at != self.password_set_at && until > now =>
            {
                Some((hash, set_at))
            }
            _ => None,
        }
    }

    /// Whether the registered connection is on a previous password kept from a push the
    /// station answered `RebootRequired`: its current password is still due at its reboot.
    pub fn awaits_reboot(&self, now: i64) -> bool {
        self.previous_for_reboot && self.connection_on_previous(now).is_some()
    }

    pub fn is_connected(&self) -> bool {
        self.connection_id.is_some() && self.gateway.is_some()
    }

    /// The name this item is kept under.
    pub fn key(&self) -> StationKey {
        if self.in_org {
            StationKey::in_org(self.org_id, &self.identity)
        } else {
            StationKey::deployment_wide(&self.identity)
        }
    }
}

impl StationRecord {
    /// As the API shows it (never the hash).
    pub fn credential(&self) -> StationCredential {
        StationCredential {
            asset_id: self.asset_id,
            station: self.key(),
            password_set_at: self.password_set_at,
            created_at: self.created_at,
        }
    }
}

impl Store {
    /// The station item `key` (`StationKey::key`) names, if any. A consistent read: a rotated
    /// or removed credential stops working at once.
    pub async fn station(&self, key: &str) -> Result<Option<StationRecord>, StoreError> {
        let Some(item) = self.read(station_item_key(key), true).await? else { return Ok(None) };
        read(&item, StationRecord::deserialize).map(Some)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn station() -> StationRecord {
        StationRecord {
            identity: "CP-1".into(),
            org_id: OrgId::generate(),
            asset_id: AssetId::generate(),
            password_hash: "current".into(),
            password_set_at: 20,
            created_at: 0,
            in_org: true,
            connection_id: Some("c1".into()),
            gateway: Some("10.0.0.1:9000".into()),
            connected_at: Some(1),
            seen_at: Some(1),
            push_deadline: None,
            connected_with: Some(10),
            pending_password_hash: None,
            pending_password_set_at: None,
            previous_password_hash: Some("previous".into()),
            previous_password_set_at: Some(10),
            previous_until: Some(1_000),
            previous_for_reboot: false,
        }
    }

    fn proved(station: &StationRecord, now: i64) -> Vec<(Proved, &str)> {
        station.accepted_passwords(now).into_iter().map(|one| (one.proved, one.hash)).collect()
    }

    #[test]
    fn the_previous_password_is_accepted_only_within_its_bound() {
        let mut station = station();
        assert_eq!(proved(&station, 999), [(Proved::Current, "current"), (Proved::Previous, "previous")]);
        assert_eq!(proved(&station, 1_000), [(Proved::Current, "current")]);
        (station.pending_password_hash, station.pending_password_set_at) = (Some("pending".into()), Some(30));
        assert_eq!(
            proved(&station, 0),
            [(Proved::Current, "current"), (Proved::Pending, "pending"), (Proved::Previous, "previous")]
        );
    }

    #[test]
    fn a_connection_made_with_the_previous_password_is_known_by_its_time() {
        let mut station = station();
        assert_eq!(station.connection_password(999), ("previous".to_owned(), 10));
        assert_eq!(
            station.connection_password(1_000),
            ("current".to_owned(), 20),
            "past its bound the previous password is nobody's"
        );
        station.connected_with = Some(20);
        assert_eq!(station.connection_password(0), ("current".to_owned(), 20));
        station.connected_with = None;
        assert_eq!(
            station.connection_password(0),
            ("current".to_owned(), 20),
            "registered before it was kept"
        );
    }

    #[test]
    fn a_connection_on_a_password_kept_for_a_reboot_awaits_it() {
        let mut station = station();
        assert!(!station.awaits_reboot(0), "kept for no reboot");
        station.previous_for_reboot = true;
        assert!(station.awaits_reboot(999));
        assert!(!station.awaits_reboot(1_000), "past its bound");
        station.connected_with = Some(20);
        assert!(!station.awaits_reboot(0), "the connection is on the current password");
    }

    #[test]
    fn past_a_push_deadline_only_a_connection_with_an_accepted_password_is_held() {
        let mut station = station();
        station.push_deadline = Some(50);
        assert!(station.held_by("c1", 5, 49), "the deadline is ahead");
        assert!(station.held_by("c1", 20, 51), "the current password");
        assert!(station.held_by("c1", 10, 51), "the previous password");
        assert!(!station.held_by("c1", 5, 51), "a password replaced since");
        assert!(!station.held_by("c2", 20, 0), "another connection");
    }
}
