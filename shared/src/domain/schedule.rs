//! Schedules and their items, modelled on OCPP 2.0.1 charging schedules: a schedule is a
//! named set of items in one IANA time zone that an administrator enables or disables; an
//! item says what to do to an asset or to every asset of a site (start or stop a charging
//! session, set a power limit) and when (see `recurrence`). See docs/asset-controls.md.

use chrono_tz::Tz;
use serde_json::{Value, json};

use super::body::{BodyError, Fields};
use super::capacity::Capacity;
use super::evse::EvseId;
use super::list_schema::{Field, FieldKind, ListSchema};
use super::recurrence::{When, parse_zone};
use crate::ids::{ApiKeyId, AssetId, ClientId, MemberId, OrgId, ScheduleId, ScheduleItemId, SiteId};
use crate::permissions::Permission::{WriteSchedules, WriteSessions};
use crate::permissions::PermissionSet;
use crate::time;
use crate::versions::ApiVersion;

/// Items per schedule: a schedule's settings change rewrites all of them in one transaction
/// (DynamoDB allows 100 actions), so a change never leaves half the items in the old zone.
pub const MAX_ITEMS: i64 = 50;

#[derive(Debug, Clone)]
pub struct Schedule {
    pub id: ScheduleId,
    pub org_id: OrgId,
    pub name: String,
    pub description: Option<String>,
    pub timezone: Tz,
    pub enabled: bool,
    pub item_count: i64,
    pub created_at: i64,
    pub updated_at: i64,
    pub version: i64,
}

impl Schedule {
    pub fn new(org_id: OrgId, new: NewSchedule, now: i64) -> Schedule {
        Schedule {
            id: ScheduleId::generate(),
            org_id,
            name: new.name,
            description: new.description,
            timezone: new.timezone.unwrap_or(Tz::UTC),
            enabled: new.enabled.unwrap_or(false),
            item_count: 0,
            created_at: now,
            updated_at: now,
            version: 1,
        }
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        let fields = json!({
            "organization_id": version.show_id(&self.org_id),
            "name": self.name,
            "description": self.description,
            "timezone": self.timezone.name(),
            "enabled": self.enabled,
            "item_count": self.item_count,
            "created_at": time::render(self.created_at, version),
            "updated_at": time::render(self.updated_at, version),
        });
        version.resource("schedule", &self.id, fields)
    }
}

/// POST /asset-controls/schedules `{name, description?, timezone?, enabled?}`. A new
/// schedule is a disabled draft in UTC unless the body says otherwise; `enabled` is a
/// setting (admin:schedules).
#[derive(Debug)]
pub struct NewSchedule {
    pub name: String,
    pub description: Option<String>,
    pub timezone: Option<Tz>,
    pub enabled: Option<bool>,
}

impl NewSchedule {
    pub fn from_body(body: &[u8]) -> Result<NewSchedule, BodyError> {
        let mut fields = Fields::parse(body)?;
        let name = fields.require_label("name", 100);
        let description = fields.take_label("description", 500);
        let timezone = take_zone(&mut fields);
        let enabled = take_bool(&mut fields, "enabled");
        fields.finish()?;
        Ok(NewSchedule { name: name.unwrap_or_default(), description, timezone, enabled })
    }
}

/// PATCH /asset-controls/schedules/{id}. `timezone` and `enabled` are the settings.
#[derive(Debug, Default)]
pub struct SchedulePatch {
    pub name: Option<String>,
    pub description: Option<Option<String>>,
    pub timezone: Option<Tz>,
    pub enabled: Option<bool>,
}

impl SchedulePatch {
    pub fn from_body(body: &[u8]) -> Result<SchedulePatch, BodyError> {
        let mut fields = Fields::parse(body)?;
        let name = fields.take_label("name", 100);
        let description = fields.take_nullable_label("description", 500);
        let timezone = take_zone(&mut fields);
        let enabled = take_bool(&mut fields, "enabled");
        fields.finish()?;
        Ok(SchedulePatch { name, description, timezone, enabled })
    }

    /// Whether the patch changes a setting, which needs admin:schedules.
    pub fn changes_settings(&self) -> bool {
        self.timezone.is_some() || self.enabled.is_some()
    }

    pub fn apply(&self, schedule: &Schedule, now: i64) -> Schedule {
        Schedule {
            name: self.name.clone().unwrap_or_else(|| schedule.name.clone()),
            description: self.description.clone().unwrap_or_else(|| schedule.description.clone()),
            timezone: self.timezone.unwrap_or(schedule.timezone),
            enabled: self.enabled.unwrap_or(schedule.enabled),
            updated_at: now,
            version: schedule.version + 1,
            ..schedule.clone()
        }
    }
}

fn take_zone(fields: &mut Fields) -> Option<Tz> {
    let text = fields.take_string("timezone")?;
    fields.checked("timezone", parse_zone(&text))
}

fn take_bool(fields: &mut Fields, field: &str) -> Option<bool> {
    match fields.take(field)? {
        Value::Bool(value) => Some(value),
        _ => {
            fields.error(field, "must be true or false");
            None
        }
    }
}

pub static SCHEDULE_LIST: ListSchema = ListSchema {
    kind: "SCHEDULE",
    default_sort: "-created_at",
    fields: &[
        Field::sorted("created_at", FieldKind::Instant, true),
        Field::sorted("name", FieldKind::Text, false),
        Field::sorted("updated_at", FieldKind::Instant, true),
    ],
};

/// What an item acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    Asset(AssetId),
    /// Every asset installed at the site when the item runs.
    Site(SiteId),
}

/// What an item does when it runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemAction {
    /// On a station, on the EVSE named (else the lowest free one).
    StartSession(Option<EvseId>),
    /// On a station, the session of the EVSE named (else the first open one).
    StopSession(Option<EvseId>),
    /// OCPP's charging limit, in kW (0 pauses charging).
    SetPowerLimit(Capacity),
}

impl ItemAction {
    pub const NAMES: &'static [&'static str] = &["start_session", "stop_session", "set_power_limit"];

    pub fn as_str(self) -> &'static str {
        match self {
            ItemAction::StartSession(_) => "start_session",
            ItemAction::StopSession(_) => "stop_session",
            ItemAction::SetPowerLimit(_) => "set_power_limit",
        }
    }

    /// What an item's author must hold for the item to be written, and still hold for it to
    /// run: write:schedules, and for a session action write:sessions, as a direct session
    /// action needs.
    pub fn authority(self) -> PermissionSet {
        match self {
            ItemAction::StartSession(_) | ItemAction::StopSession(_) => {
                PermissionSet::of(&[WriteSchedules, WriteSessions])
            }
            ItemAction::SetPowerLimit(_) => PermissionSet::of(&[WriteSchedules]),
        }
    }

    pub fn power_limit(self) -> Option<Capacity> {
        match self {
            ItemAction::SetPowerLimit(limit) => Some(limit),
            _ => None,
        }
    }

    /// The EVSE a session action names, if any.
    pub fn evse(self) -> Option<EvseId> {
        match self {
            ItemAction::StartSession(evse) | ItemAction::StopSession(evse) => evse,
            ItemAction::SetPowerLimit(_) => None,
        }
    }

    /// From its stored or given name, limit and EVSE.
    pub fn from_parts(
        name: &str,
        limit: Option<Capacity>,
        evse: Option<EvseId>,
    ) -> Result<ItemAction, String> {
        match (name, limit) {
            ("start_session", None) => Ok(ItemAction::StartSession(evse)),
            ("stop_session", None) => Ok(ItemAction::StopSession(evse)),
            ("set_power_limit", _) if evse.is_some() => Err("evse_id applies to session actions only".into()),
            ("set_power_limit", Some(limit)) => Ok(ItemAction::SetPowerLimit(limit)),
            ("set_power_limit", None) => Err("set_power_limit needs power_limit_kw".into()),
            ("start_session" | "stop_session", Some(_)) => {
                Err("power_limit_kw applies to set_power_limit only".into())
            }
            (other, _) => Err(format!("'{other}' is not an action: use one of {}", Self::NAMES.join(", "))),
        }
    }
}

#[derive(Debug, Clone)]
pub struct ScheduleItem {
    pub id: ScheduleItemId,
    pub schedule_id: ScheduleId,
    pub org_id: OrgId,
    pub target: Target,
    pub action: ItemAction,
    pub when: When,
    /// The next due time; `None` when the schedule is disabled or a one-off has run.
    pub next_run_at: Option<i64>,
    pub last_run_at: Option<i64>,
    /// The member who last wrote the item, under whose authority it runs; `None` only for
    /// items stored before items had authors, which never run (see `schedule_authority`).
    pub author: Option<MemberId>,
    /// The expiry of the credential the author wrote the item with: the item does not run
    /// after it (milliseconds; `None`: the credential did not expire).
    pub author_until: Option<i64>,
    /// The credential the author wrote the item with, when it can be revoked on its own: the
    /// item does not run once it is. `None` for items written before this was recorded.
    pub author_credential: Option<AuthorCredential>,
    pub created_at: i64,
    pub updated_at: i64,
    pub version: i64,
}

/// The credential an item was written with, recorded when it can be revoked on its own: an
/// API key, or the refresh-token family of an authorization-code grant (which also dies with
/// its client). Nothing else needs recording: a client_credentials token dies with its client,
/// whose deletion disables its service identity (the author, `AuthorInactive`), and operator
/// or demo tokens cannot be revoked apart from their member.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum AuthorCredential {
    ApiKey(ApiKeyId),
    Grant { family: String, client: Option<ClientId> },
}

/// A recorded credential that does not parse: a damaged item, never read as "none recorded"
/// (that would skip the check).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CorruptCredential;

impl AuthorCredential {
    /// The attribute names, on a stored item and in a run's event data alike.
    const KEY: &'static str = "author_key_id";
    const FAMILY: &'static str = "author_family";
    const CLIENT: &'static str = "author_client_id";

    /// As recorded: (attribute, text) pairs.
    pub fn attrs(&self) -> Vec<(&'static str, String)> {
        match self {
            AuthorCredential::ApiKey(id) => vec![(Self::KEY, id.uuid().to_string())],
            AuthorCredential::Grant { family, client } => {
                let mut attrs = vec![(Self::FAMILY, family.clone())];
                attrs.extend(client.map(|client| (Self::CLIENT, client.uuid().to_string())));
                attrs
            }
        }
    }

    /// Read back from `attr` (an item's or an event's attribute by name). `None`: nothing
    /// recorded (an item written before credentials were).
    pub fn from_attrs<'a>(
        attr: impl Fn(&str) -> Option<&'a str>,
    ) -> Result<Option<AuthorCredential>, CorruptCredential> {
        let uuid = |text: &str| text.parse::<uuid::Uuid>().map_err(|_| CorruptCredential);
        if let Some(key) = attr(Self::KEY) {
            return Ok(Some(AuthorCredential::ApiKey(ApiKeyId::from_uuid(uuid(key)?))));
        }
        let Some(family) = attr(Self::FAMILY) else { return Ok(None) };
        let client = attr(Self::CLIENT).map(uuid).transpose()?.map(ClientId::from_uuid);
        Ok(Some(AuthorCredential::Grant { family: family.to_owned(), client }))
    }
}

impl ScheduleItem {
    pub fn render(&self, version: &ApiVersion) -> Value {
        let (at, recurrence) = self.when.render(version);
        let (asset_id, site_id) = match self.target {
            Target::Asset(id) => (json!(version.show_id(&id)), Value::Null),
            Target::Site(id) => (Value::Null, json!(version.show_id(&id))),
        };
        let fields = json!({
            "schedule_id": version.show_id(&self.schedule_id),
            "asset_id": asset_id,
            "site_id": site_id,
            "action": self.action.as_str(),
            "power_limit_kw": self.action.power_limit().map(Capacity::to_json),
            "evse_id": self.action.evse().map(EvseId::get),
            "at": at,
            "recurrence": recurrence,
            "next_run_at": self.next_run_at.map(|at| time::render(at, version)),
            "last_run_at": self.last_run_at.map(|at| time::render(at, version)),
            "author_id": self.author.map(|id| version.show_id(&id)),
            "created_at": time::render(self.created_at, version),
            "updated_at": time::render(self.updated_at, version),
        });
        version.resource("schedule_item", &self.id, fields)
    }
}

pub static SCHEDULE_ITEM_LIST: ListSchema = ListSchema {
    kind: "SCHITEM",
    default_sort: "created_at",
    fields: &[Field::sorted("created_at", FieldKind::Instant, true)],
};

/// A target as the client gave it, checked against the store before it is used.
#[derive(Debug, Clone)]
pub struct TargetRef {
    /// `asset_id` or `site_id`.
    pub field: &'static str,
    pub given: String,
    pub target: Option<Target>,
}

impl TargetRef {
    pub fn invalid(&self) -> BodyError {
        let kind = if self.field == "asset_id" { "an asset" } else { "a site" };
        BodyError::field(self.field, format!("'{}' is not {kind} of this organization", self.given))
    }
}

/// A field of a request that does not hold (answered 422 naming it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvalidField {
    pub field: &'static str,
    pub message: String,
}

/// The body of POST (every part required) or PATCH (any part) on schedule items:
/// `{asset_id | site_id, action, power_limit_kw?, at | recurrence}`.
#[derive(Debug, Default)]
pub struct ItemInput {
    pub target: Option<TargetRef>,
    /// The action name and the limit, as given.
    pub action: Option<String>,
    pub power_limit: Option<Capacity>,
    /// The station's EVSE a session action acts on, as given.
    pub evse: Option<EvseId>,
    pub when: Option<When>,
}

impl ItemInput {
    pub fn from_body(body: &[u8], create: bool, now: i64) -> Result<ItemInput, BodyError> {
        let mut fields = Fields::parse(body)?;
        let asset = fields.take_string("asset_id");
        let site = fields.take_string("site_id");
        let target_given = asset.is_some() || site.is_some();
        let target = match (asset, site) {
            (Some(_), Some(_)) => {
                fields.error("site_id", "give asset_id or site_id, not both");
                None
            }
            (Some(given), None) => {
                let target = AssetId::parse(&given).map(Target::Asset);
                Some(TargetRef { field: "asset_id", given, target })
            }
            (None, Some(given)) => {
                let target = SiteId::parse(&given).map(Target::Site);
                Some(TargetRef { field: "site_id", given, target })
            }
            (None, None) => None,
        };
        let action = fields.take_string("action");
        if let Some(name) = &action
            && !ItemAction::NAMES.contains(&name.as_str())
        {
            fields.error("action", format!("must be one of {}", ItemAction::NAMES.join(", ")));
        }
        let power_limit = fields.take_optional("power_limit_kw", Capacity::from_json);
        let evse = fields.take_optional("evse_id", EvseId::from_json);
        if evse.is_some() && target.as_ref().is_some_and(|target| target.field == "site_id") {
            fields.error("evse_id", "names an EVSE of one station: give it with asset_id");
        }
        let when_given = fields.contains("at") || fields.contains("recurrence");
        let at =
            fields.take_optional("at", |value| time::future_instant(value, now)).map(|at| When::Once { at });
        let recurrence = fields.take_optional("recurrence", When::parse_recurrence);
        let when = match (at, recurrence) {
            (Some(_), Some(_)) => {
                fields.error("recurrence", "give at (one run) or recurrence, not both");
                None
            }
            (at, recurrence) => at.or(recurrence),
        };
        if create {
            if !target_given {
                fields.error("asset_id", "asset_id or site_id is required");
            }
            if action.is_none() {
                fields.error("action", "is required");
            }
            if !when_given {
                fields.error("at", "at (one run) or recurrence is required");
            }
        }
        fields.finish()?;
        Ok(ItemInput { target, action, power_limit, evse, when })
    }

    /// The action after this input: a new name and limit together, or a new limit for an
    /// item that already sets one.
    pub fn action_over(&self, current: Option<ItemAction>) -> Result<ItemAction, InvalidField> {
        let name = match (&self.action, current) {
            (Some(name), _) => name.as_str(),
            (None, Some(current)) if self.power_limit.is_none() && self.evse.is_none() => return Ok(current),
            (None, Some(current)) => current.as_str(),
            (None, None) => return Err(InvalidField { field: "action", message: "is required".into() }),
        };
        // A new action without an EVSE drops the old one; a new EVSE alone keeps the action.
        let evse = self.evse.or(current.filter(|_| self.action.is_none()).and_then(ItemAction::evse));
        ItemAction::from_parts(name, self.power_limit, evse).map_err(|message| {
            let field = if message.starts_with("evse") {
                "evse_id"
            } else if message.starts_with("set_power") || message.starts_with("power") {
                "power_limit_kw"
            } else {
                "action"
            };
            InvalidField { field, message }
        })
    }
}
