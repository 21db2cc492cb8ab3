//! Firmware campaigns (docs/data-model.md, "Firmware campaigns"):
//!
//! - the campaign, `FWCAMPAIGN#<uuid> / FWCAMPAIGN`, listed on `ORG#<org>#FWCAMPAIGN` through
//!   GSI1 (created_at), with its counts (`stations`, `in_flight`, `failed`, `installed`,
//!   `expired`) and `halt_at`, the failure count at which it halts;
//! - each station's part, `FWCAMPAIGN#<uuid> / STATION#<asset uuid>`, read whole by one Query;
//! - `FWACTIVE / <uuid>` while the campaign is not completed (cancelled: until its pending parts
//!   are written `cancelled` and none is in flight): what the scheduler reads each run;
//! - `FWORG#<org> / FWCOUNT`: the organization's campaigns holding a place under the cap, up in
//!   the create's transaction, down in the one change to `completed` or `cancelled` that finds
//!   the campaign's `holds_slot` and removes it;
//! - `FWTARGET#<asset uuid> / FWTARGET`: the campaign (and `requestId`) a station was last
//!   sent, written by the create and again with the claim (only while it still names the
//!   claiming campaign: of two racing creates only one sends; or while it names a campaign
//!   that no longer holds the station, which a create that failed after writing it leaves
//!   behind); the gateway reads it by the reporting connection's own asset, so a station only
//!   ever moves its own part.
//!
//! Every state change is one conditional transaction: the station's item at the state read
//! (and the `requestId` sent), the campaign's counts, and the event
//! `firmware_campaign_station_changed` with its webhook deliveries. A claim (pending to sent)
//! is conditional on the campaign running, under `max_concurrent` and below `halt_at`.

use aws_sdk_dynamodb::types::{AttributeValue, Put};
use serde_json::{Value, json};

use super::attrs::{get_n, get_s, get_uuid, n, opt_n, opt_s, s};
use super::entity::{Changes, Entity, failed_at};
use super::keys::{self, SortIndex};
use super::station_registry::{RegistryError, StationConnection, still_ours};
use super::transact::Action;
use super::{FromItem, Item, Raw, Store, StoreError};
use crate::domain::asset::{Asset, Visibility};
use crate::domain::event::{Event, EventType};
use crate::domain::firmware_campaign::{
    self as domain, CampaignStation, CampaignStatus, FirmwareCampaign, StationState,
};
use crate::domain::station::OcppVersion;
use crate::ids::{AssetId, EventId, FirmwareCampaignId, OrgId, SiteId};
use crate::time::now_ms;

pub const FIRMWARE_CAMPAIGN: Entity = Entity { kind: "FWCAMPAIGN", resource: "firmware_campaign" };

const ACTIVE: &str = "FWACTIVE";
/// An organization's count of campaigns not completed, `FWORG#<org> / FWCOUNT`.
const ORG_COUNT: &str = "FWCOUNT";
const STATION_PREFIX: &str = "STATION#";
/// On a campaign while it holds one of its organization's places (`FWCOUNT`): written by the
/// create that counted it, removed by the one change of status that gives the place back.
const HOLDS_SLOT: &str = "holds_slot";
const TARGET: &str = "FWTARGET";
/// A station's pointer outlives any campaign that could still hear from it.
const TARGET_DAYS: i64 = 30;

fn station_key(campaign: FirmwareCampaignId, asset: AssetId) -> Item {
    keys::item_key(
        keys::entity(FIRMWARE_CAMPAIGN.kind, campaign.uuid()),
        format!("{STATION_PREFIX}{}", asset.uuid()),
    )
}

fn active_key(campaign: FirmwareCampaignId) -> Item {
    keys::item_key(ACTIVE, campaign.uuid().to_string())
}

fn org_count_key(org: OrgId) -> Item {
    keys::item_key(format!("FWORG#{}", org.uuid()), ORG_COUNT)
}

/// The scheduler's marker of a campaign not completed (or cancelled with parts left to end):
/// with its organization, status and `start_at`, so that a run passes over campaigns
/// scheduled for later without reading them.
fn active_marker(campaign: &FirmwareCampaign, status: CampaignStatus) -> Item {
    let mut active = active_key(campaign.id);
    active.insert("org_id".into(), s(campaign.org_id.uuid().to_string()));
    active.insert("status".into(), s(status.as_str()));
    // A cancelled campaign's remains (pending parts to write, parts in flight to follow) are
    // due at once, whenever it was to start.
    let due = if status == CampaignStatus::Cancelled { 0 } else { campaign.start_at };
    active.insert("start_at".into(), n(due));
    active
}

/// A campaign's marker as a run reads it (`status` and `start_at` absent on markers written
/// before they were kept: such a campaign is read as before).
#[derive(Debug, Clone)]
pub struct ActiveCampaign {
    pub id: FirmwareCampaignId,
    pub org: Option<OrgId>,
    pub status: Option<CampaignStatus>,
    pub start_at: Option<i64>,
}

/// Whether a pending station may be claimed now, as its asset says (one read).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fitness {
    Ready,
    /// An open session: tried again once idle.
    Charging,
    /// Not connected: passed over without a write, tried again when it is.
    Offline,
    /// The asset is gone, no longer a station, or its station has another identity.
    Removed,
    /// The asset is at another site than the campaign's now.
    Moved,
}

/// What a create found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Created {
    Created,
    /// The organization already has `MAX_ACTIVE_CAMPAIGNS` campaigns not completed.
    TooManyActive,
    /// A station is in another campaign not done with it: (asset, that campaign).
    StationBusy(AssetId, FirmwareCampaignId),
}

fn target_key(asset: AssetId) -> Item {
    keys::item_key(format!("{TARGET}#{}", asset.uuid()), TARGET)
}

/// A station a campaign is made for: its asset and identity.
#[derive(Debug, Clone)]
pub struct Target {
    pub asset_id: AssetId,
    pub identity: String,
}

/// What a claim found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claimed {
    Claimed,
    /// The campaign is not running, is at `max_concurrent`, or reached `halt_at`.
    CampaignRefused,
    /// Another run claimed (or moved) this station first.
    Taken,
    /// The station's pointer names another campaign: a create raced this one's and took the
    /// station; this campaign must not send it.
    StationBusy,
}

/// A state change of one station.
#[derive(Debug, Clone)]
pub struct Move<'a> {
    pub campaign: &'a FirmwareCampaign,
    pub asset: AssetId,
    pub identity: &'a str,
    pub from: StationState,
    pub request_id: Option<i64>,
    pub to: StationState,
    pub reason: Option<String>,
}

/// What the pointer of a station names: its campaign, its request, the version it brings.
#[derive(Debug, Clone)]
struct Pointer {
    campaign: FirmwareCampaignId,
    org: OrgId,
    request_id: i64,
}

impl FromItem for FirmwareCampaign {
    fn from_item(item: &Item) -> Result<FirmwareCampaign, StoreError> {
        let status = get_s(item, "status")?;
        Ok(FirmwareCampaign {
            id: FirmwareCampaignId::from_uuid(get_uuid(item, "campaign_id")?),
            org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
            site_id: SiteId::from_uuid(get_uuid(item, "site_id")?),
            visibility: Visibility::parse(get_s(item, "visibility")?)
                .ok_or_else(|| StoreError::Corrupt("campaign visibility".into()))?,
            location: get_s(item, "location")?.to_owned(),
            version: get_s(item, "firmware_version")?.to_owned(),
            signature: opt_s(item, "signature").map(str::to_owned),
            signing_certificate: opt_s(item, "signing_certificate").map(str::to_owned),
            start_at: get_n(item, "start_at")?,
            window_end: get_n(item, "window_end")?,
            max_concurrent: get_n(item, "max_concurrent")?,
            halt_after_failures: get_n(item, "halt_after_failures")?,
            status: CampaignStatus::parse(status)
                .ok_or_else(|| StoreError::Corrupt("campaign status".into()))?,
            halt_reason: opt_s(item, "halt_reason").map(str::to_owned),
            stations: get_n(item, "stations")?,
            in_flight: opt_n(item, "in_flight").unwrap_or(0),
            failed: opt_n(item, "failed").unwrap_or(0),
            installed: opt_n(item, "installed").unwrap_or(0),
            expired: opt_n(item, "expired").unwrap_or(0),
            holds_slot: item.contains_key(HOLDS_SLOT),
            halt_at: get_n(item, "halt_at")?,
            created_at: get_n(item, "created_at")?,
            updated_at: get_n(item, "updated_at")?,
        })
    }
}

fn station_from_item(item: &Item) -> Result<CampaignStation, StoreError> {
    let state = get_s(item, "state")?;
    Ok(CampaignStation {
        asset_id: AssetId::from_uuid(get_uuid(item, "asset_id")?),
        identity: get_s(item, "identity")?.to_owned(),
        state: StationState::parse(state).ok_or_else(|| StoreError::Corrupt("station state".into()))?,
        reason: opt_s(item, "reason").map(str::to_owned),
        request_id: opt_n(item, "request_id"),
        sent_at: opt_n(item, "sent_at"),
        dispatched_at: opt_n(item, "dispatched_at"),
        changed_at: get_n(item, "changed_at")?,
    })
}

fn campaign_item(campaign: &FirmwareCampaign) -> Item {
    let sorts = [(SortIndex::Gsi1, keys::instant_key(campaign.created_at))];
    let mut item = FIRMWARE_CAMPAIGN.live_keys(campaign.org_id, campaign.id.uuid(), &sorts);
    let mut put = |name: &str, value: AttributeValue| {
        item.insert(name.into(), value);
    };
    put("campaign_id", s(campaign.id.uuid().to_string()));
    put("org_id", s(campaign.org_id.uuid().to_string()));
    put("site_id", s(campaign.site_id.uuid().to_string()));
    // Site-based access control reads these, as for a site-bound asset.
    put("visibility", s(campaign.visibility.as_str()));
    put("location", s(&campaign.location));
    put("firmware_version", s(&campaign.version));
    if let Some(signature) = &campaign.signature {
        put("signature", s(signature));
    }
    if let Some(certificate) = &campaign.signing_certificate {
        put("signing_certificate", s(certificate));
    }
    put("start_at", n(campaign.start_at));
    put("window_end", n(campaign.window_end));
    put("max_concurrent", n(campaign.max_concurrent));
    put("halt_after_failures", n(campaign.halt_after_failures));
    put("status", s(campaign.status.as_str()));
    put("stations", n(campaign.stations));
    put("in_flight", n(0));
    put("failed", n(0));
    put("installed", n(0));
    put("expired", n(0));
    put("halt_at", n(campaign.halt_at));
    put(HOLDS_SLOT, AttributeValue::Bool(true));
    put("created_at", n(campaign.created_at));
    put("updated_at", n(campaign.updated_at));
    put("version", n(1));
    item
}

fn station_item(campaign: &FirmwareCampaign, target: &Target) -> Item {
    let mut item = station_key(campaign.id, target.asset_id);
    item.insert("asset_id".into(), s(target.asset_id.uuid().to_string()));
    item.insert("identity".into(), s(&target.identity));
    item.insert("state".into(), s(StationState::Pending.as_str()));
    item.insert("changed_at".into(), n(campaign.created_at));
    item
}

/// Whether a campaign still holds a station its pointer names, from the station's part there
/// (`None`: no part) and the campaign's status (`None`: no campaign). A part left by a create
/// that failed part-way has no campaign: not held. A pending part of a cancelled (or
/// completed) campaign will never be sent: the station is free at once. A part in flight
/// keeps it whatever the campaign's status: its reports still follow that update.
fn holds_station(part: Option<StationState>, status: Option<CampaignStatus>) -> bool {
    match (part, status) {
        (Some(state), Some(status)) if !state.is_terminal() => state.in_flight() || !status.is_final(),
        _ => false,
    }
}

/// An event about the whole campaign, at its site.
pub fn campaign_event(campaign: &FirmwareCampaign, kind: EventType, mut data: Value, at: i64) -> Event {
    data["campaign_id"] = json!(campaign.id.uuid().to_string());
    data["version"] = json!(campaign.version);
    Event {
        id: EventId::generate(),
        org_id: campaign.org_id,
        kind,
        status: "completed",
        asset_id: None,
        site_id: campaign.site_id,
        visibility: campaign.visibility,
        session_id: None,
        data,
        created_at: at,
    }
}

/// The stations of a campaign just made, as its items hold them.
pub fn created_stations(campaign: &FirmwareCampaign, targets: &[Target]) -> Vec<CampaignStation> {
    targets
        .iter()
        .map(|target| CampaignStation {
            asset_id: target.asset_id,
            identity: target.identity.clone(),
            state: StationState::Pending,
            reason: None,
            request_id: None,
            sent_at: None,
            dispatched_at: None,
            changed_at: campaign.created_at,
        })
        .collect()
}

/// `firmware_campaign_station_changed` on the station's asset, at the campaign's site.
fn station_event(campaign: &FirmwareCampaign, asset: AssetId, data: Value, at: i64) -> Event {
    Event {
        id: EventId::generate(),
        org_id: campaign.org_id,
        kind: EventType::FirmwareCampaignStationChanged,
        status: "completed",
        asset_id: Some(asset),
        site_id: campaign.site_id,
        visibility: campaign.visibility,
        session_id: None,
        data,
        created_at: at,
    }
}

impl Store {
    /// Writes a new campaign over `targets`: the stations' items first (batches of 25), then
    /// the campaign, its active marker and `firmware_campaign_created` in one transaction
    /// (with the idempotency record). Stations written by a create that failed after them are
    /// never read: every reader starts from the campaign item.
    pub async fn create_campaign(
        &self,
        campaign: &FirmwareCampaign,
        targets: &[Target],
        record: Option<&super::claim::Record>,
    ) -> Result<Created, StoreError> {
        if let Some(busy) = self.busy_station(targets).await? {
            return Ok(busy);
        }
        self.put_batch(targets.iter().map(|target| station_item(campaign, target)).collect()).await?;
        // Each station's pointer names this campaign from now on (no `requestId` until a claim),
        // so that another create finds the station taken while its part here is not done.
        let expire_at = campaign.window_end / 1000 + TARGET_DAYS * 86_400;
        let pointers = targets.iter().map(|target| {
            let mut pointer = target_key(target.asset_id);
            pointer.insert("org_id".into(), s(campaign.org_id.uuid().to_string()));
            pointer.insert("campaign_id".into(), s(campaign.id.uuid().to_string()));
            pointer.insert("expire_at".into(), n(expire_at));
            pointer
        });
        self.put_batch(pointers.collect()).await?;
        let active = active_marker(campaign, CampaignStatus::Running);
        let mut count = Changes::default();
        count.require(
            "attribute_not_exists(#active) OR #active < :cap",
            vec![(":cap", n(domain::MAX_ACTIVE_CAMPAIGNS))],
        );
        count.set_expression(
            "#active = if_not_exists(#active, :zero) + :one_more",
            vec![(":zero", n(0)), (":one_more", n(1))],
        );
        count.name("active");
        let data =
            json!({"status": campaign.shown_status(campaign.created_at), "stations": campaign.stations});
        let event = campaign_event(campaign, EventType::FirmwareCampaignCreated, data, campaign.created_at);
        let mut actions = vec![
            Entity::put_new(self.table(), campaign_item(campaign))?,
            Put::builder().table_name(self.table()).set_item(Some(active)).action()?,
            self.append_event_action(&event)?,
            count.transact_update(self.table(), org_count_key(campaign.org_id))?,
        ];
        actions.extend(self.fan_out(&event).await?);
        match self.transact_create(actions, record).await {
            Ok(()) => Ok(Created::Created),
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 3) => {
                Ok(Created::TooManyActive)
            }
            Err(error) => Err(error),
        }
    }

    /// A target whose pointer names another campaign in which its part is not done (pending
    /// counts while that campaign may still send it; in flight counts whatever its status):
    /// a station updates under one campaign at a time. Per 100 targets one BatchGet of the
    /// pointers and one of the parts they name; then one GetItem per campaign named by a part
    /// not done (each read once), not one read per station.
    async fn busy_station(&self, targets: &[Target]) -> Result<Option<Created>, StoreError> {
        let mut statuses: std::collections::HashMap<FirmwareCampaignId, Option<CampaignStatus>> =
            std::collections::HashMap::new();
        for chunk in targets.chunks(100) {
            let keys: Vec<Item> = chunk.iter().map(|target| target_key(target.asset_id)).collect();
            let mut pointed = Vec::new();
            for item in self.consistent_batch(keys).await? {
                let (Some(asset), Some(campaign)) = (
                    opt_s(&item, keys::PK)
                        .and_then(|pk| pk.strip_prefix("FWTARGET#"))
                        .and_then(|id| id.parse().ok())
                        .map(AssetId::from_uuid),
                    opt_s(&item, "campaign_id")
                        .and_then(|id| id.parse().ok())
                        .map(FirmwareCampaignId::from_uuid),
                ) else {
                    continue;
                };
                pointed.push(station_key(campaign, asset));
            }
            for part in self.consistent_batch(pointed).await? {
                let Some(campaign) = opt_s(&part, keys::PK)
                    .and_then(|pk| pk.strip_prefix(&format!("{}#", FIRMWARE_CAMPAIGN.kind)))
                    .and_then(|id| id.parse().ok())
                    .map(FirmwareCampaignId::from_uuid)
                else {
                    continue;
                };
                let Ok(part) = station_from_item(&part) else { continue };
                if part.state.is_terminal() {
                    continue;
                }
                let status = match statuses.get(&campaign) {
                    Some(status) => *status,
                    None => {
                        let status = self.campaign(campaign).await?.map(|campaign| campaign.status);
                        statuses.insert(campaign, status);
                        status
                    }
                };
                if holds_station(Some(part.state), status) {
                    return Ok(Some(Created::StationBusy(part.asset_id, campaign)));
                }
            }
        }
        Ok(None)
    }

    /// The campaign a station's pointer names when that campaign no longer holds the station
    /// (`holds_station`): a pointer a claim may take over, conditional on it still naming that
    /// campaign. `None` when there is no pointer or its campaign still holds the station. One
    /// consistent GetItem of the pointer, one of the part, one of the campaign (only while the
    /// part is not done).
    async fn stale_pointer(&self, asset: AssetId) -> Result<Option<FirmwareCampaignId>, StoreError> {
        let Some(pointer) = self.read(target_key(asset), true).await? else { return Ok(None) };
        let Some(named) =
            opt_s(&pointer, "campaign_id").and_then(|id| id.parse().ok()).map(FirmwareCampaignId::from_uuid)
        else {
            return Ok(None);
        };
        let part = match self.read(station_key(named, asset), true).await? {
            Some(item) => Some(station_from_item(&item)?.state),
            None => None,
        };
        let status = match part {
            Some(state) if !state.is_terminal() => {
                self.campaign(named).await?.map(|campaign| campaign.status)
            }
            _ => None,
        };
        Ok((!holds_station(part, status)).then_some(named))
    }

    /// The items at `keys` (at most 100), read consistently in one BatchGetItem.
    async fn consistent_batch(&self, keys: Vec<Item>) -> Result<Vec<Item>, StoreError> {
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        let request = aws_sdk_dynamodb::types::KeysAndAttributes::builder()
            .set_keys(Some(keys))
            .consistent_read(true)
            .build()
            .map_err(StoreError::internal)?;
        self.get_batch(request, super::batch::Units::Unrecorded).await
    }

    /// A campaign by id, whichever organization's (the scheduler's read).
    pub async fn campaign(&self, id: FirmwareCampaignId) -> Result<Option<FirmwareCampaign>, StoreError> {
        self.get_entity(FIRMWARE_CAMPAIGN, id.uuid()).await
    }

    /// Every station of a campaign (at most `MAX_STATIONS`: a few pages of one Query).
    pub async fn campaign_stations(
        &self,
        id: FirmwareCampaignId,
    ) -> Result<Vec<CampaignStation>, StoreError> {
        let mut stations = Vec::new();
        let mut start = None;
        loop {
            let output = self
                .client()
                .query()
                .table_name(self.table())
                .key_condition_expression("PK = :pk AND begins_with(SK, :station)")
                .expression_attribute_values(":pk", s(keys::entity(FIRMWARE_CAMPAIGN.kind, id.uuid())))
                .expression_attribute_values(":station", s(STATION_PREFIX))
                .consistent_read(true)
                .set_exclusive_start_key(start)
                .send()
                .await
                .map_err(super::errors::fail)?;
            for item in output.items() {
                stations.push(station_from_item(item)?);
            }
            start = output.last_evaluated_key;
            if start.is_none() || stations.len() > domain::MAX_STATIONS {
                return Ok(stations);
            }
        }
    }

    /// The campaigns not yet completed (their markers): the scheduler's one Query a run.
    pub async fn active_campaigns(&self) -> Result<Vec<ActiveCampaign>, StoreError> {
        let mut ids = Vec::new();
        let mut start = None;
        loop {
            let output = self
                .client()
                .query()
                .table_name(self.table())
                .key_condition_expression("PK = :pk")
                .expression_attribute_values(":pk", s(ACTIVE))
                .set_exclusive_start_key(start)
                .send()
                .await
                .map_err(super::errors::fail)?;
            for item in output.items() {
                let id = opt_s(item, keys::SK).and_then(|text| text.parse().ok());
                ids.extend(id.map(|id| ActiveCampaign {
                    id: FirmwareCampaignId::from_uuid(id),
                    org: opt_s(item, "org_id").and_then(|org| org.parse().ok()).map(OrgId::from_uuid),
                    status: opt_s(item, "status").and_then(CampaignStatus::parse),
                    start_at: opt_n(item, "start_at"),
                }));
            }
            start = output.last_evaluated_key;
            if start.is_none() {
                return Ok(ids);
            }
        }
    }

    /// The station assets of `ids` for a campaign of `org`: each live asset of the
    /// organization with its identity, or the ids that are not such a station.
    pub async fn campaign_targets(
        &self,
        org: OrgId,
        ids: &[AssetId],
    ) -> Result<(Vec<(Asset, Target)>, Vec<AssetId>), StoreError> {
        let mut found = Vec::with_capacity(ids.len());
        let mut refused = Vec::new();
        for chunk in ids.chunks(100) {
            let uuids: Vec<uuid::Uuid> = chunk.iter().map(|id| id.uuid()).collect();
            let read = self.batch_get_owned::<Raw>(super::assets::ASSET, org, &uuids).await?;
            for id in chunk {
                let station = read.get(&id.uuid()).and_then(|raw| raw.as_ref().ok()).and_then(|Raw(item)| {
                    let identity = opt_s(item, super::station_item::STATION_IDENTITY)?.to_owned();
                    Some((Asset::from_item(item).ok()?, Target { asset_id: *id, identity }))
                });
                match station {
                    Some(station) => found.push(station),
                    None => refused.push(*id),
                }
            }
        }
        Ok((found, refused))
    }

    /// Whether `station` may be claimed now: one consistent read of its asset (connection,
    /// identity, site and open sessions all live on it).
    pub async fn campaign_station_fitness(
        &self,
        campaign: &FirmwareCampaign,
        station: &CampaignStation,
    ) -> Result<Fitness, StoreError> {
        let read =
            self.get_owned::<Raw>(super::assets::ASSET, station.asset_id.uuid(), campaign.org_id).await?;
        let Ok(Raw(item)) = read else { return Ok(Fitness::Removed) };
        let Ok(asset) = Asset::from_item(&item) else { return Ok(Fitness::Removed) };
        let Some(state) = asset.station.as_ref().filter(|state| state.identity == station.identity) else {
            return Ok(Fitness::Removed);
        };
        if asset.site_id != campaign.site_id {
            return Ok(Fitness::Moved);
        }
        if !state.is_online() {
            return Ok(Fitness::Offline);
        }
        let super::assets::OpenSessions(holds) = super::assets::OpenSessions::from_item(&item)?;
        if holds.first_open().is_some() {
            return Ok(Fitness::Charging);
        }
        Ok(Fitness::Ready)
    }

    /// Claims a pending station for sending: it becomes `sent` under `request_id`, the
    /// campaign counts it in flight, and the station's pointer names the campaign; all or
    /// nothing, and only while the campaign runs below `max_concurrent` and `halt_at`.
    ///
    /// A pointer naming another campaign that no longer holds the station (a create that
    /// wrote it and then failed, a campaign over, or its part here done: `stale_pointer`) is
    /// taken over, conditional on it still naming that campaign: a stale pointer would
    /// otherwise refuse this and every later campaign the station for 30 days, while a live
    /// claim by the other campaign still wins.
    pub async fn claim_campaign_station(
        &self,
        campaign: &FirmwareCampaign,
        asset: AssetId,
        request_id: i64,
        now: i64,
    ) -> Result<Claimed, StoreError> {
        let claimed = self.claim_over(campaign, asset, request_id, now, None).await?;
        if claimed != Claimed::StationBusy {
            return Ok(claimed);
        }
        match self.stale_pointer(asset).await? {
            Some(stale) if stale != campaign.id => {
                self.claim_over(campaign, asset, request_id, now, Some(stale)).await
            }
            _ => Ok(Claimed::StationBusy),
        }
    }

    /// The claim's transaction: the pointer is written while it names no campaign or this
    /// one, or, with `stale`, while it still names that campaign.
    async fn claim_over(
        &self,
        campaign: &FirmwareCampaign,
        asset: AssetId,
        request_id: i64,
        now: i64,
        stale: Option<FirmwareCampaignId>,
    ) -> Result<Claimed, StoreError> {
        let mut counts = Changes::default();
        counts.require(
            "#status = :running AND #in_flight < #max_concurrent AND #failed < #halt_at",
            vec![(":running", s(CampaignStatus::Running.as_str()))],
        );
        for name in ["status", "in_flight", "max_concurrent", "failed", "halt_at"] {
            counts.name(name);
        }
        counts.set_expression("#in_flight = #in_flight + :one_more", vec![(":one_more", n(1))]);
        counts.set("updated_at", n(now));
        let mut station = Changes::default();
        station.require("#state = :pending", vec![(":pending", s(StationState::Pending.as_str()))]);
        station.name("state");
        station.set("state", s(StationState::Sent.as_str()));
        station.set("request_id", n(request_id));
        station.set("sent_at", n(now));
        station.set("changed_at", n(now));
        station.remove("reason");
        let mut pointer = target_key(asset);
        pointer.insert("org_id".into(), s(campaign.org_id.uuid().to_string()));
        pointer.insert("campaign_id".into(), s(campaign.id.uuid().to_string()));
        pointer.insert("request_id".into(), n(request_id));
        pointer.insert("expire_at".into(), n(now / 1000 + TARGET_DAYS * 86_400));
        // The pointer must still name this campaign, as its create wrote it: two creates racing
        // past each other's `busy_station` check both leave the station pending, but the
        // pointer names one of them, and only that one may send it the update.
        let (condition, named) = match stale {
            Some(stale) => ("campaign_id = :named", stale),
            None => ("attribute_not_exists(campaign_id) OR campaign_id = :named", campaign.id),
        };
        let pointer = Put::builder()
            .table_name(self.table())
            .set_item(Some(pointer))
            .condition_expression(condition)
            .expression_attribute_values(":named", s(named.uuid().to_string()))
            .action()?;
        let actions = vec![
            counts.transact_update(self.table(), FIRMWARE_CAMPAIGN.key(campaign.id.uuid()))?,
            station.transact_update(self.table(), station_key(campaign.id, asset))?,
            pointer,
        ];
        match self.transact(actions).await {
            Ok(()) => Ok(Claimed::Claimed),
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => {
                Ok(Claimed::CampaignRefused)
            }
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 1) => Ok(Claimed::Taken),
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 2) => {
                Ok(Claimed::StationBusy)
            }
            Err(error) => Err(error),
        }
    }

    /// The station accepted the update: `firmware_campaign_station_changed` (pending to sent)
    /// and `answered_at` on its part, while it is still the sent claim `request_id` (`false`
    /// when its reports overtook the answer). Written only after the station's answer, so a
    /// station retried while offline makes no event.
    pub async fn record_campaign_sent(
        &self,
        campaign: &FirmwareCampaign,
        asset: AssetId,
        identity: &str,
        request_id: i64,
    ) -> Result<bool, StoreError> {
        let now = now_ms();
        let mut station = Changes::default();
        station.require(
            "#state = :sent AND #request_id = :rid",
            vec![(":sent", s(StationState::Sent.as_str())), (":rid", n(request_id))],
        );
        station.name("state");
        station.name("request_id");
        station.set("answered_at", n(now));
        let data = json!({
            "campaign_id": campaign.id.uuid().to_string(),
            "identity": identity,
            "state": StationState::Sent.as_str(),
            "previous_state": StationState::Pending.as_str(),
            "reason": null,
        });
        let event = station_event(campaign, asset, data, now);
        let mut actions = vec![
            station.transact_update(self.table(), station_key(campaign.id, asset))?,
            self.append_event_action(&event)?,
        ];
        actions.extend(self.fan_out(&event).await?);
        self.committed(actions).await
    }

    /// Gives back a claim whose CALL never left (the station was offline, its gateway busy):
    /// the station is pending again and leaves the in-flight count. `false` when the claim
    /// was moved on meanwhile (the station reported).
    pub async fn release_campaign_station(
        &self,
        campaign: &FirmwareCampaign,
        asset: AssetId,
        request_id: i64,
    ) -> Result<bool, StoreError> {
        let mut station = Changes::default();
        station.require(
            "#state = :sent AND #request_id = :rid",
            vec![(":sent", s(StationState::Sent.as_str())), (":rid", n(request_id))],
        );
        station.name("state");
        station.name("request_id");
        station.set("state", s(StationState::Pending.as_str()));
        station.remove("sent_at");
        let mut counts = Changes::default();
        counts.require("attribute_exists(PK)", vec![]);
        counts.set_expression("#in_flight = #in_flight - :one_less", vec![(":one_less", n(1))]);
        counts.name("in_flight");
        station.remove("dispatched_at");
        let actions = vec![
            station.transact_update(self.table(), station_key(campaign.id, asset))?,
            counts.transact_update(self.table(), FIRMWARE_CAMPAIGN.key(campaign.id.uuid()))?,
        ];
        // A conflict with another writer of the campaign's counts is tried again: only a
        // claim moved on meanwhile is `false`; a release that keeps failing is an error.
        let mut tries = 0;
        loop {
            match self.transact(actions.clone()).await {
                Ok(()) => return Ok(true),
                Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => return Ok(false),
                Err(StoreError::TransactionCancelled(_)) if tries < 3 => tries += 1,
                Err(error) => return Err(error),
            }
        }
    }

    /// Marks a claim as about to be sent (just before the call): a claim never marked was
    /// never sent, and is given back rather than timed out. `false` when the claim moved on.
    pub async fn mark_campaign_dispatched(
        &self,
        campaign: &FirmwareCampaign,
        asset: AssetId,
        request_id: i64,
        now: i64,
    ) -> Result<bool, StoreError> {
        let mut station = Changes::default();
        station.require(
            "#state = :sent AND #request_id = :rid",
            vec![(":sent", s(StationState::Sent.as_str())), (":rid", n(request_id))],
        );
        station.name("state");
        station.name("request_id");
        station.set("dispatched_at", n(now));
        // A claim made before a halt or a cancel is not called after it: given back instead.
        let mut running = Changes::default();
        running.require("#status = :running", vec![(":running", s(CampaignStatus::Running.as_str()))]);
        running.name("status");
        let actions = vec![
            station.transact_update(self.table(), station_key(campaign.id, asset))?,
            running.transact_check(self.table(), FIRMWARE_CAMPAIGN.key(campaign.id.uuid()))?,
        ];
        self.committed(actions).await
    }

    /// One station's state change (see `Move`), with its event; `false` when the station was
    /// no longer at `from` (under `request_id`), or `guard`'s connection no longer holds the
    /// station. A failure the campaign counts may halt it (`halt_on_failures`).
    pub async fn move_campaign_station(
        &self,
        change: &Move<'_>,
        guard: Option<&StationConnection>,
    ) -> Result<bool, StoreError> {
        let now = now_ms();
        let campaign = change.campaign;
        let mut actions = Vec::new();
        if let Some(connection) = guard {
            actions.push(still_ours(self.table(), connection)?);
        }
        let mut station = Changes::default();
        station.require("#state = :from", vec![(":from", s(change.from.as_str()))]);
        station.name("state");
        if let Some(request_id) = change.request_id {
            station.require("#request_id = :rid", vec![(":rid", n(request_id))]);
            station.name("request_id");
        }
        station.set("state", s(change.to.as_str()));
        station.set("changed_at", n(now));
        match &change.reason {
            Some(reason) => station.set("reason", s(reason)),
            None => station.remove("reason"),
        }
        actions.push(station.transact_update(self.table(), station_key(campaign.id, change.asset))?);
        let leaves_flight = change.from.in_flight() && !change.to.in_flight();
        let not_the_image =
            change.reason.as_deref().is_some_and(|reason| domain::NOT_THE_IMAGES.contains(&reason));
        let counted_failure = change.to == StationState::Failed && change.from.in_flight() && !not_the_image;
        let mut counts = Changes::default();
        counts.require("attribute_exists(PK)", vec![]);
        counts.set("updated_at", n(now));
        if leaves_flight {
            counts.set_expression("#in_flight = #in_flight - :one_less", vec![(":one_less", n(1))]);
            counts.name("in_flight");
        }
        let counter = match change.to {
            StationState::Installed => Some("installed"),
            StationState::Failed if counted_failure => Some("failed"),
            // Never sent (the window closed first), or the station removed or moved: not the image.
            StationState::Failed => Some("expired"),
            _ => None,
        };
        if let Some(counter) = counter {
            counts.set_expression(
                &format!("#{counter} = if_not_exists(#{counter}, :zero) + :one_up"),
                vec![(":one_up", n(1)), (":zero", n(0))],
            );
            counts.name(counter);
        }
        actions.push(counts.transact_update(self.table(), FIRMWARE_CAMPAIGN.key(campaign.id.uuid()))?);
        let data = json!({
            "campaign_id": campaign.id.uuid().to_string(),
            "identity": change.identity,
            "state": change.to.as_str(),
            "previous_state": change.from.as_str(),
            "reason": change.reason,
        });
        let event = station_event(campaign, change.asset, data, now);
        actions.push(self.append_event_action(&event)?);
        actions.extend(self.fan_out(&event).await?);
        let moved = self.committed(actions).await?;
        if moved && counted_failure {
            self.halt_on_failures(campaign.id).await?;
        }
        Ok(moved)
    }

    /// Halts the campaign if its failures reached `halt_at` (and it still runs), with the
    /// event `firmware_campaign_halted` (`reason: failures`). Run after each counted failure,
    /// and by every scheduler run (a failure whose writer died before this still halts).
    pub async fn halt_on_failures(&self, id: FirmwareCampaignId) -> Result<bool, StoreError> {
        let Some(campaign) = self.campaign(id).await? else { return Ok(false) };
        if campaign.status != CampaignStatus::Running || campaign.failed < campaign.halt_at {
            return Ok(false);
        }
        self.set_campaign_status(&campaign, CampaignStatus::Halted, Some("failures")).await
    }

    /// `running` to `halted` (`reason`: `operator` or `failures`), `halted` to `running` (the
    /// failures so far forgiven: it halts again after `halt_after_failures` more), `running`
    /// or `halted` to `completed` (nothing in flight) or to `cancelled`; each with its event.
    /// `false` when the campaign was no longer in the status `campaign` was read in (or the
    /// change does not start from it): the caller reads again.
    ///
    /// The organization's count of campaigns holding a place (`FWCOUNT`) goes down in the
    /// same transaction as the change to `completed` or `cancelled`, conditional on the
    /// campaign still holding its place (`holds_slot`, removed by it): a retried or racing
    /// completion, or a cancel racing one, gives the place back once.
    pub async fn set_campaign_status(
        &self,
        campaign: &FirmwareCampaign,
        to: CampaignStatus,
        reason: Option<&str>,
    ) -> Result<bool, StoreError> {
        let now = now_ms();
        let from = campaign.status;
        let allowed = match to {
            CampaignStatus::Halted => from == CampaignStatus::Running,
            CampaignStatus::Running => from == CampaignStatus::Halted,
            CampaignStatus::Completed | CampaignStatus::Cancelled => !from.is_final(),
        };
        if !allowed {
            return Ok(false);
        }
        let mut changes = Changes::owned_by(campaign.org_id, None);
        changes.require("#status = :from", vec![(":from", s(from.as_str()))]);
        changes.name("status");
        changes.set("status", s(to.as_str()));
        changes.set("updated_at", n(now));
        let kind = match to {
            CampaignStatus::Halted => {
                if reason == Some("failures") {
                    changes.require("#failed >= #halt_at", vec![]);
                    changes.name("failed");
                    changes.name("halt_at");
                }
                changes.set("halt_reason", s(reason.unwrap_or("operator")));
                EventType::FirmwareCampaignHalted
            }
            CampaignStatus::Running => {
                changes.remove("halt_reason");
                changes.set_expression(
                    "#halt_at = #failed + :after",
                    vec![(":after", n(campaign.halt_after_failures))],
                );
                changes.name("halt_at");
                changes.name("failed");
                EventType::FirmwareCampaignResumed
            }
            CampaignStatus::Completed => {
                changes.require("#in_flight = :none", vec![(":none", n(0))]);
                changes.name("in_flight");
                EventType::FirmwareCampaignCompleted
            }
            CampaignStatus::Cancelled => EventType::FirmwareCampaignCancelled,
        };
        let gives_back = to.is_final() && campaign.holds_slot;
        if to.is_final() {
            // The place is given back by exactly the change that finds it held.
            let holds = changes.name(HOLDS_SLOT);
            if campaign.holds_slot {
                changes.require(&format!("attribute_exists({holds})"), vec![]);
                changes.remove(HOLDS_SLOT);
            } else {
                changes.require(&format!("attribute_not_exists({holds})"), vec![]);
            }
        }
        let mut data = json!({"status": to.as_str()});
        if let Some(reason) = reason {
            data["reason"] = json!(reason);
        }
        if to.is_final() {
            data["installed"] = json!(campaign.installed);
            data["failed"] = json!(campaign.failed);
        }
        if to == CampaignStatus::Cancelled {
            // Still followed to their end; the pending ones are never sent.
            data["in_progress"] = json!(campaign.in_flight);
            let over = campaign.in_flight + campaign.installed + campaign.failed + campaign.expired;
            data["released"] = json!((campaign.stations - over).max(0));
        }
        let event = campaign_event(campaign, kind, data, now);
        let mut actions = vec![
            changes.transact_update(self.table(), FIRMWARE_CAMPAIGN.key(campaign.id.uuid()))?,
            self.append_event_action(&event)?,
        ];
        if gives_back {
            // Never blocks the change (a transaction item needs some condition): the campaign's
            // own condition above makes this happen once.
            let mut count = Changes::default();
            count.require("attribute_exists(PK) OR attribute_not_exists(PK)", vec![]);
            count.set_expression(
                "#active = if_not_exists(#active, :one) - :one_less",
                vec![(":one", n(1)), (":one_less", n(1))],
            );
            count.name("active");
            actions.push(count.transact_update(self.table(), org_count_key(campaign.org_id))?);
        }
        if to == CampaignStatus::Completed {
            let mut gone = Changes::default();
            gone.require("attribute_exists(PK) OR attribute_not_exists(PK)", vec![]);
            actions.push(gone.transact_delete(self.table(), active_key(campaign.id))?);
        } else {
            // The marker follows the status (a resume re-adds one a retired campaign lost). A
            // cancelled campaign keeps its marker until the runs have written its pending parts
            // `cancelled` and its parts in flight have ended.
            let marker = active_marker(campaign, to);
            actions.push(Put::builder().table_name(self.table()).set_item(Some(marker)).action()?);
        }
        actions.extend(self.fan_out(&event).await?);
        self.committed(actions).await
    }

    /// A pending part of a cancelled campaign written `cancelled` (it already reads so); no
    /// event of its own: `firmware_campaign_cancelled` said it. `false` when it was no longer
    /// pending.
    pub async fn cancel_pending_station(
        &self,
        campaign: &FirmwareCampaign,
        asset: AssetId,
    ) -> Result<bool, StoreError> {
        let mut station = Changes::default();
        station.require("#state = :pending", vec![(":pending", s(StationState::Pending.as_str()))]);
        station.name("state");
        station.set("state", s(StationState::Cancelled.as_str()));
        station.set("changed_at", n(now_ms()));
        // One UpdateItem: a cancelled campaign stays cancelled, so only the part's state matters.
        Ok(self.update_entity(station_key(campaign.id, asset), station).await?.is_ok())
    }

    /// How many of the organization's campaigns hold a place under `MAX_ACTIVE_CAMPAIGNS` (its
    /// `FWCOUNT`; one consistent GetItem): what the next create is checked against.
    pub async fn active_campaign_count(&self, org: OrgId) -> Result<i64, StoreError> {
        let item = self.read(org_count_key(org), true).await?;
        Ok(item.as_ref().and_then(|item| opt_n(item, "active")).unwrap_or(0))
    }

    /// A marker whose campaign is gone (or completed): removed, so runs stop reading it.
    pub async fn forget_active_campaign(&self, id: FirmwareCampaignId) -> Result<(), StoreError> {
        self.client()
            .delete_item()
            .table_name(self.table())
            .set_key(Some(active_key(id)))
            .send()
            .await
            .map_err(super::errors::fail)?;
        Ok(())
    }

    /// The campaign, and this station's part in it, that the station's own pointer names, while
    /// that part is in flight under the pointer's request and is this very station's: the
    /// part's identity is the connection's (a station re-identified on the same asset does not
    /// speak for the one sent the update), and the campaign is the connection's organization's.
    /// The part is read before the campaign, so a station whose part is over (most boots)
    /// costs two reads, not three.
    async fn pointed(
        &self,
        connection: &StationConnection,
    ) -> Result<Option<(Pointer, FirmwareCampaign, CampaignStation)>, StoreError> {
        let Some(item) = self.read(target_key(connection.asset_id), true).await? else { return Ok(None) };
        // A pointer written at the campaign's creation names no request until the claim.
        let Some(request_id) = opt_n(&item, "request_id") else { return Ok(None) };
        let pointer = Pointer {
            campaign: FirmwareCampaignId::from_uuid(get_uuid(&item, "campaign_id")?),
            org: OrgId::from_uuid(get_uuid(&item, "org_id")?),
            request_id,
        };
        if pointer.org != connection.org_id {
            return Ok(None);
        }
        let Some(station) = self.read(station_key(pointer.campaign, connection.asset_id), true).await? else {
            return Ok(None);
        };
        let station = station_from_item(&station)?;
        let ours = station.request_id == Some(pointer.request_id)
            && station.asset_id == connection.asset_id
            && station.identity == connection.identity;
        if !ours || !station.state.in_flight() {
            return Ok(None);
        }
        let Some(campaign) = self.campaign(pointer.campaign).await? else { return Ok(None) };
        if campaign.org_id != connection.org_id {
            return Ok(None);
        }
        Ok(Some((pointer, campaign, station)))
    }

    /// A FirmwareStatusNotification (or 1.6's SignedFirmwareStatusNotification) from this
    /// connection's own station: its part of the campaign it was last sent moves on. A report
    /// naming a `requestId` other than the one sent (required from 2.0.1, whose reports carry
    /// one) moves nothing. Nothing happens for a station in no campaign.
    pub async fn campaign_firmware_report(
        &self,
        connection: &StationConnection,
        status: &str,
        request_id: Option<i64>,
    ) -> Result<(), RegistryError> {
        let Some((pointer, campaign, station)) = self.pointed(connection).await? else { return Ok(()) };
        let names_ours = match (connection.version, request_id) {
            (_, Some(named)) => named == pointer.request_id,
            (OcppVersion::V16, None) => true,
            (OcppVersion::V201, None) => false,
        };
        if !names_ours {
            return Ok(());
        }
        let Some((to, reason)) = domain::step(station.state, &domain::report(status)) else { return Ok(()) };
        self.guarded_move(connection, &campaign, &station, pointer.request_id, to, reason).await
    }

    /// A BootNotification of this connection's own station: its part ends `installed` when it
    /// reports the campaign's version (see `domain::booted`).
    pub async fn campaign_station_booted(
        &self,
        connection: &StationConnection,
        firmware_version: Option<&str>,
    ) -> Result<(), RegistryError> {
        let Some((pointer, campaign, station)) = self.pointed(connection).await? else { return Ok(()) };
        let Some((to, reason)) = domain::booted(station.state, firmware_version, &campaign.version) else {
            return Ok(());
        };
        self.guarded_move(connection, &campaign, &station, pointer.request_id, to, reason).await
    }

    async fn guarded_move(
        &self,
        connection: &StationConnection,
        campaign: &FirmwareCampaign,
        station: &CampaignStation,
        request_id: i64,
        to: StationState,
        reason: Option<String>,
    ) -> Result<(), RegistryError> {
        let change = Move {
            campaign,
            asset: station.asset_id,
            identity: &station.identity,
            from: station.state,
            request_id: Some(request_id),
            to,
            reason,
        };
        // A lost race (another report moved it first) is no error of the station's.
        self.move_campaign_station(&change, Some(connection)).await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pointer_holds_its_station_only_while_its_campaign_may_still_send_or_follow_it() {
        use CampaignStatus::{Cancelled, Completed, Halted, Running};
        use StationState::{Cancelled as PartCancelled, Failed, Installed, Pending, Sent};
        // No part, or no campaign: a create that failed after writing the pointer.
        assert!(!holds_station(None, Some(Running)));
        assert!(!holds_station(Some(Pending), None));
        assert!(!holds_station(Some(Sent), None));
        // A part done holds nothing, whatever its campaign.
        for done in [Installed, Failed, PartCancelled] {
            assert!(!holds_station(Some(done), Some(Running)), "{done:?}");
        }
        // Pending: while the campaign may still send it.
        assert!(holds_station(Some(Pending), Some(Running)));
        assert!(holds_station(Some(Pending), Some(Halted)));
        assert!(!holds_station(Some(Pending), Some(Cancelled)));
        assert!(!holds_station(Some(Pending), Some(Completed)));
        // In flight: its reports still follow that update.
        assert!(holds_station(Some(Sent), Some(Cancelled)));
        assert!(holds_station(Some(Sent), Some(Running)));
    }
}
