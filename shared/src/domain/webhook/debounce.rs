//! A station's connect/disconnect storm becomes one notice per station per minute: the
//! `station_connected` and `station_disconnected` events of one station in one calendar
//! minute share one delivery per webhook, written by each event in its own transaction (an
//! upsert: the first makes it, each later one puts its own body in, so the notice carries the
//! station's last word of the minute). It is due just after the minute ends. See
//! docs/webhooks.md#debounced-station-notices.

use sha2::{Digest, Sha256};

use crate::domain::event::{Event, EventType};
use crate::ids::{AssetId, DeliveryId, WebhookId};

/// The calendar window one notice per station covers.
pub const WINDOW_MS: i64 = 60_000;
/// How long after its minute a notice waits, for that minute's last writes to commit.
pub const GRACE_MS: i64 = 5_000;

/// The station an event is a debounced notice of, when it is one.
pub fn station_of(event: &Event) -> Option<AssetId> {
    matches!(event.kind, EventType::StationConnected | EventType::StationDisconnected)
        .then_some(event.asset_id)
        .flatten()
}

/// The start of the window of an instant (milliseconds).
pub fn window_start(at: i64) -> i64 {
    at.div_euclid(WINDOW_MS) * WINDOW_MS
}

/// When the window of `at`'s notice is due.
pub fn due(at: i64) -> i64 {
    window_start(at) + WINDOW_MS + GRACE_MS
}

/// How many notices one webhook's station window may open: the first, and one more each
/// time an event of the window comes after the open one was claimed (see `delivery_id`).
pub const GENERATIONS: u32 = 8;

/// The notice of a webhook for a station's window: the same id for every event of the window
/// while that notice is still unsent. An event that finds it claimed (sent, or being sent)
/// takes the next `generation`'s, a notice of its own. A UUIDv7 of the window's start (so it
/// sorts and reads like every id) whose other bits hash the webhook, the station, the window
/// and the generation (the first's hash leaves it out).
pub fn delivery_id(webhook: WebhookId, station: AssetId, at: i64, generation: u32) -> DeliveryId {
    let start = window_start(at);
    let mut hash = Sha256::new()
        .chain_update(webhook.uuid().as_bytes())
        .chain_update(station.uuid().as_bytes())
        .chain_update(start.to_be_bytes());
    if generation > 0 {
        hash = hash.chain_update(generation.to_be_bytes());
    }
    let digest = hash.finalize();
    let mut bits = [0u8; 10];
    bits.copy_from_slice(&digest[..10]);
    let uuid = uuid::Builder::from_unix_timestamp_millis(start.max(0) as u64, &bits).into_uuid();
    DeliveryId::from_uuid(uuid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_delivery_per_webhook_station_and_minute() {
        let (webhook, station) = (WebhookId::generate(), AssetId::generate());
        let minute = 1_700_000_040_000;
        let id = delivery_id(webhook, station, minute + 1, 0);
        assert_eq!(id.uuid(), delivery_id(webhook, station, minute + 59_999, 0).uuid());
        assert_ne!(id.uuid(), delivery_id(webhook, station, minute + 60_000, 0).uuid(), "the next minute");
        assert_ne!(id.uuid(), delivery_id(webhook, AssetId::generate(), minute + 1, 0).uuid());
        assert_ne!(id.uuid(), delivery_id(WebhookId::generate(), station, minute + 1, 0).uuid());
        assert_eq!(id.created_ms(), Some(minute), "a UUIDv7 of the window's start");
        assert_eq!(due(minute + 59_999), minute + 65_000);
        assert_ne!(id.uuid(), delivery_id(webhook, station, minute + 1, 1).uuid(), "a later notice");
        assert_eq!(delivery_id(webhook, station, minute + 1, 1).uuid().get_version_num(), 7);
    }
}
