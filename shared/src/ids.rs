//! Resource identifiers. One UUIDv7 per resource; the v1 form is the type prefix plus the same
//! 128 bits in fixed-width base62, so both forms map to each other without a lookup and both
//! are accepted in paths.
//!
//! The base62 alphabet is in ASCII order and fixed-width, so v1 ids sort exactly like the UUIDs,
//! which sort by creation time (UUIDv7).

use std::fmt;
use std::marker::PhantomData;
use uuid::Uuid;

const ALPHABET: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/// 62^22 > 2^128, so 22 digits hold any 128-bit value.
const WIDTH: usize = 22;

/// What kind of resource an id names.
pub trait IdKind: Copy + Eq + std::hash::Hash {
    const PREFIX: &'static str;
    /// The resource type named in error details.
    const RESOURCE: &'static str;
}

/// Each kind, and the id type of that kind.
macro_rules! id_kinds {
    ($($id:ident: $kind:ident => $prefix:literal, $resource:literal;)*) => {$(
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub struct $kind;
        impl IdKind for $kind {
            const PREFIX: &'static str = $prefix;
            const RESOURCE: &'static str = $resource;
        }
        pub type $id = Id<$kind>;
    )*};
}

id_kinds! {
    OrgId: OrgKind => "org_", "organization";
    ClientId: ClientKind => "cli_", "client";
    MemberId: MemberKind => "mbr_", "member";
    SiteId: SiteKind => "sit_", "site";
    AssetId: AssetKind => "ast_", "asset";
    EventId: EventKind => "evt_", "event";
    SessionId: SessionKind => "ses_", "session";
    ApiKeyId: ApiKeyKind => "key_", "api_key";
    WebhookId: WebhookKind => "whk_", "webhook";
    DeliveryId: DeliveryKind => "dlv_", "delivery";
    ScheduleId: ScheduleKind => "sch_", "schedule";
    ScheduleItemId: ScheduleItemKind => "sci_", "schedule_item";
    IdTokenId: IdTokenKind => "tok_", "id_token";
    StationLogId: StationLogKind => "log_", "station_log";
    FirmwareCampaignId: FirmwareCampaignKind => "fwc_", "firmware_campaign";
}

/// The UUID an id of kind `K` names, in either form (for list filters on references).
pub fn uuid_of<K: IdKind>(text: &str) -> Option<uuid::Uuid> {
    Id::<K>::parse(text).map(|id| id.uuid())
}

/// A typed resource id: the UUID is the identity, the kind fixes the v1 prefix.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Id<K> {
    uuid: Uuid,
    kind: PhantomData<K>,
}

impl<K: IdKind> Id<K> {
    /// A fresh, time-ordered id.
    pub fn generate() -> Self {
        Self::from_uuid(Uuid::now_v7())
    }

    pub fn from_uuid(uuid: Uuid) -> Self {
        Id { uuid, kind: PhantomData }
    }

    pub fn uuid(&self) -> Uuid {
        self.uuid
    }

    /// The v1 form: prefix plus 22 base62 digits.
    pub fn legacy(&self) -> String {
        let mut digits = [b'0'; WIDTH];
        let mut n = self.uuid.as_u128();
        for slot in digits.iter_mut().rev() {
            *slot = ALPHABET[(n % 62) as usize];
            n /= 62;
        }
        let mut out = String::with_capacity(K::PREFIX.len() + WIDTH);
        out.push_str(K::PREFIX);
        out.extend(digits.iter().map(|&b| b as char));
        out
    }

    /// Accepts the v1 form (`sit_...`) or a hyphenated UUID. `None` for anything else.
    pub fn parse(text: &str) -> Option<Self> {
        if let Some(digits) = text.strip_prefix(K::PREFIX) {
            return decode_base62(digits).map(|n| Self::from_uuid(Uuid::from_u128(n)));
        }
        if text.len() == 36 {
            return Uuid::try_parse(text).ok().map(Self::from_uuid);
        }
        None
    }

    /// Milliseconds since the epoch at which a UUIDv7 id was minted.
    pub fn created_ms(&self) -> Option<i64> {
        let (secs, nanos) = self.uuid.get_timestamp()?.to_unix();
        Some(secs as i64 * 1000 + i64::from(nanos / 1_000_000))
    }
}

fn decode_base62(digits: &str) -> Option<u128> {
    if digits.len() != WIDTH {
        return None;
    }
    digits.bytes().try_fold(0u128, |acc, b| {
        let value = match b {
            b'0'..=b'9' => b - b'0',
            b'A'..=b'Z' => b - b'A' + 10,
            b'a'..=b'z' => b - b'a' + 36,
            _ => return None,
        };
        acc.checked_mul(62)?.checked_add(u128::from(value))
    })
}

impl<K: IdKind> fmt::Display for Id<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.legacy())
    }
}

impl<K: IdKind> fmt::Debug for Id<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.legacy())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legacy_and_uuid_forms_name_the_same_id() {
        let id = SiteId::generate();
        let legacy = id.legacy();
        assert!(legacy.starts_with("sit_"));
        assert_eq!(legacy.len(), 4 + WIDTH);
        assert_eq!(SiteId::parse(&legacy), Some(id));
        assert_eq!(SiteId::parse(&id.uuid().to_string()), Some(id));
    }

    #[test]
    fn extreme_values_round_trip() {
        for n in [0u128, 1, u128::MAX] {
            let id = SiteId::from_uuid(Uuid::from_u128(n));
            assert_eq!(SiteId::parse(&id.legacy()), Some(id));
        }
    }

    #[test]
    fn wrong_prefix_overflow_and_garbage_are_rejected() {
        let id = SiteId::generate();
        assert_eq!(AssetKindId::parse(&id.legacy()), None);
        assert_eq!(SiteId::parse("sit_zzzzzzzzzzzzzzzzzzzzzz"), None, "exceeds 128 bits");
        assert_eq!(SiteId::parse("sit_short"), None);
        assert_eq!(SiteId::parse("sit_!!!!!!!!!!!!!!!!!!!!!!"), None);
        assert_eq!(SiteId::parse(""), None);
    }

    type AssetKindId = Id<AssetKind>;

    #[test]
    fn legacy_ids_sort_like_creation_time() {
        let a = SiteId::generate();
        std::thread::sleep(std::time::Duration::from_millis(2));
        let b = SiteId::generate();
        assert!(a.legacy() < b.legacy());
    }
}
