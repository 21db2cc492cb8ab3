//! Session items: `PK = SESSION#<uuid>`, `SK = SESSION`, listed on `ORG#<org>#SESSION`
//! through GSI1 (started_at). One open session per asset: the asset item holds
//! `open_session`, set when a session starts (only on a live, active asset without one) and
//! removed when it ends, in the same transaction as the session write and its event.

use aws_sdk_dynamodb::types::{ConditionCheck, TransactWriteItem, Update};
use serde_json::json;

use super::assets::ASSET;
use super::attrs::{get_n, get_s, get_uuid, n, opt_n, opt_s, s};
use super::entity::{Changes, Entity, failed_at};
use super::keys::{self, PK, SortIndex};
use super::{Item, Store, StoreError};
use crate::domain::asset::Visibility;
use crate::domain::capacity::Capacity;
use crate::domain::event::{Event, EventType};
use crate::domain::session::{Action, ActionRequest, NewSession, Session, SessionStatus};
use crate::error::ApiError;
use crate::idempotency::Record;
use crate::ids::{AssetId, OrgId, SessionId, SiteId};
use crate::preconditions::IfMatch;
use crate::site_access::SiteScope;
use crate::time::now_ms;

pub const SESSION: Entity = Entity { kind: "SESSION", resource: "session" };

/// Read-and-transition attempts when another action changed the session in between.
const ATTEMPTS: usize = 4;

fn session_item(session: &Session) -> Item {
    let mut item = SESSION.key(session.id.uuid());
    item.insert("org_id".into(), s(session.org_id.uuid().to_string()));
    item.insert("asset_id".into(), s(session.asset_id.uuid().to_string()));
    item.insert("site_id".into(), s(session.site_id.uuid().to_string()));
    item.insert("visibility".into(), s(session.visibility.as_str()));
    item.insert("status".into(), s(session.status.as_str()));
    if let Some(reference) = &session.reference {
        item.insert("reference".into(), s(reference));
    }
    item.insert(
        "energy_kwh".into(),
        aws_sdk_dynamodb::types::AttributeValue::N(session.energy_kwh.as_decimal()),
    );
    item.insert("started_at".into(), n(session.started_at));
    item.insert("updated_at".into(), n(session.updated_at));
    item.insert("version".into(), n(session.version));
    item.extend(SESSION.index_attrs(
        session.org_id,
        session.id.uuid(),
        &[(SortIndex::Gsi1, keys::instant_key(session.started_at))],
    ));
    item
}

pub fn session_from_item(item: &Item) -> Result<Session, ApiError> {
    let corrupt = |what: &str| ApiError::internal(format!("stored session {what} is invalid"));
    Ok(Session {
        id: SessionId::from_uuid(get_uuid(item, PK)?),
        org_id: OrgId::from_uuid(get_uuid(item, "org_id")?),
        asset_id: AssetId::from_uuid(get_uuid(item, "asset_id")?),
        site_id: SiteId::from_uuid(get_uuid(item, "site_id")?),
        visibility: opt_s(item, "visibility").and_then(Visibility::parse).unwrap_or(Visibility::Organization),
        status: SessionStatus::parse(get_s(item, "status")?).ok_or_else(|| corrupt("status"))?,
        reference: opt_s(item, "reference").map(str::to_owned),
        energy_kwh: item
            .get("energy_kwh")
            .and_then(|v| v.as_n().ok())
            .and_then(|text| Capacity::from_decimal(text))
            .ok_or_else(|| corrupt("energy"))?,
        stop_reason: opt_s(item, "stop_reason").map(str::to_owned),
        started_at: get_n(item, "started_at")?,
        ended_at: opt_n(item, "ended_at"),
        updated_at: get_n(item, "updated_at")?,
        version: get_n(item, "version")?,
    })
}

fn update_action(update: Update) -> TransactWriteItem {
    TransactWriteItem::builder().update(update).build()
}

impl Store {
    /// Starts a session on a live, active asset of `org` that has no open session: the asset
    /// is claimed, the session written and `session_started` appended in one transaction.
    pub async fn start_session(
        &self,
        org: OrgId,
        new: &NewSession,
        scope: &SiteScope,
        record_of: impl FnOnce(&Session) -> Option<Record>,
    ) -> Result<Session, ApiError> {
        let asset_id = new.asset_id.ok_or_else(|| new.invalid_asset())?;
        let asset = self.get_entity(ASSET, asset_id.uuid()).await?;
        ASSET.check_access(asset.as_ref(), org, &new.asset_given).map_err(|_| new.invalid_asset())?;
        scope.check_item(asset.as_ref(), ASSET.resource, &new.asset_given)?;
        let asset = asset.ok_or_else(|| new.invalid_asset())?;
        let site_id = SiteId::from_uuid(get_uuid(&asset, "site_id")?);
        let visibility =
            opt_s(&asset, "visibility").and_then(Visibility::parse).unwrap_or(Visibility::Organization);
        let now = now_ms();
        let session = Session {
            id: SessionId::generate(),
            org_id: org,
            asset_id,
            site_id,
            visibility,
            status: SessionStatus::Active,
            reference: new.reference.clone(),
            energy_kwh: Capacity::ZERO,
            stop_reason: None,
            started_at: now,
            ended_at: None,
            updated_at: now,
            version: 1,
        };
        let claim = Update::builder()
            .table_name(self.table())
            .set_key(Some(ASSET.key(asset_id.uuid())))
            .update_expression("SET open_session = :session")
            .condition_expression(
                "attribute_exists(PK) AND org_id = :org AND attribute_not_exists(deleted_at) \
                 AND #status = :active AND site_id = :site AND attribute_not_exists(open_session)",
            )
            .expression_attribute_names("#status", "status")
            .expression_attribute_values(":session", s(session.id.uuid().to_string()))
            .expression_attribute_values(":org", s(org.uuid().to_string()))
            .expression_attribute_values(":active", s("active"))
            .expression_attribute_values(":site", s(site_id.uuid().to_string()))
            .return_values_on_condition_check_failure(
                aws_sdk_dynamodb::types::ReturnValuesOnConditionCheckFailure::AllOld,
            )
            .build()
            .map_err(ApiError::internal)?;
        let event = Event::of_session(
            EventType::SessionStarted,
            &session,
            json!({"from": null, "to": "active"}),
            now,
        );
        let actions = vec![
            update_action(claim),
            Entity::put_new(self.table(), session_item(&session))?,
            self.append_event_action(&event)?,
        ];
        let record = record_of(&session);
        match self.transact_create(actions, record.as_ref()).await {
            Ok(()) => Ok(session),
            Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => {
                let old = reasons.into_iter().next().and_then(|(_, item)| item);
                Err(refused_start(old.as_ref(), org, new))
            }
            Err(other) => Err(other.into()),
        }
    }

    /// Applies an action: the session moves on (at the revision read) and its event is
    /// appended in one transaction; ending it frees the asset in the same transaction. Two
    /// concurrent actions cannot both apply to the same revision: the loser reads again and
    /// is refused if the new state does not allow it.
    pub async fn act_on_session(
        &self,
        org: OrgId,
        id: SessionId,
        shown_id: &str,
        request: &ActionRequest,
        scope: &SiteScope,
    ) -> Result<Session, ApiError> {
        for _ in 0..ATTEMPTS {
            let item = self.get_owned(SESSION, id.uuid(), org, shown_id).await?;
            let current = session_from_item(&item)?;
            // The session carries its asset's site and visibility.
            scope.check_item(Some(&item), SESSION.resource, shown_id)?;
            let action = request.action;
            if !action.allowed_from().contains(&current.status) {
                return Err(refused_action(&current, shown_id, action.as_str()));
            }
            if let Some(energy) = request.energy_kwh
                && energy < current.energy_kwh
            {
                return Err(ApiError::InvalidValue {
                    field: "energy_kwh".into(),
                    message: format!(
                        "energy_kwh is the total delivered so far and cannot go down from {}",
                        current.energy_kwh.as_decimal()
                    ),
                });
            }
            let now = now_ms();
            let mut next = current.clone();
            next.status = action.leads_to();
            next.updated_at = now;
            next.version += 1;
            let read = IfMatch::Revisions(vec![current.version]);
            let mut changes = Changes::owned_by(org, Some(&read));
            changes.set("status", s(next.status.as_str()));
            changes.set("updated_at", n(now));
            if let Some(energy) = request.energy_kwh {
                changes.set("energy_kwh", aws_sdk_dynamodb::types::AttributeValue::N(energy.as_decimal()));
                next.energy_kwh = energy;
            }
            let kind = match next.status {
                SessionStatus::Paused => EventType::SessionPaused,
                SessionStatus::Active => EventType::SessionResumed,
                SessionStatus::Completed => EventType::SessionStopped,
            };
            let mut data = json!({"from": current.status.as_str(), "to": next.status.as_str()});
            if request.energy_kwh.is_some() {
                data["energy_kwh"] = next.energy_kwh.to_json();
            }
            if !next.status.is_open() {
                let reason = request.reason.clone().unwrap_or_else(|| "requested".into());
                changes.set("ended_at", n(now));
                changes.set("stop_reason", s(&reason));
                data["stop_reason"] = json!(reason);
                data["energy_kwh"] = next.energy_kwh.to_json();
                next.ended_at = Some(now);
                next.stop_reason = Some(reason);
            }
            let event = Event::of_session(kind, &next, data, now);
            let mut actions = vec![
                update_action(changes.transact_update(self.table(), SESSION.key(id.uuid()))?),
                self.append_event_action(&event)?,
            ];
            if action == Action::Resume {
                // Charging resumes only on an asset that is still active and still held.
                let check = ConditionCheck::builder()
                    .table_name(self.table())
                    .set_key(Some(ASSET.key(current.asset_id.uuid())))
                    .condition_expression(
                        "#status = :active AND attribute_not_exists(deleted_at) AND open_session = :session",
                    )
                    .expression_attribute_names("#status", "status")
                    .expression_attribute_values(":active", s("active"))
                    .expression_attribute_values(":session", s(id.uuid().to_string()))
                    .build()
                    .map_err(ApiError::internal)?;
                actions.push(TransactWriteItem::builder().condition_check(check).build());
            }
            if !next.status.is_open() {
                let release = Update::builder()
                    .table_name(self.table())
                    .set_key(Some(ASSET.key(current.asset_id.uuid())))
                    .update_expression("REMOVE open_session")
                    .condition_expression("open_session = :session")
                    .expression_attribute_values(":session", s(id.uuid().to_string()))
                    .build()
                    .map_err(ApiError::internal)?;
                actions.push(update_action(release));
            }
            match self.transact(actions).await {
                Ok(()) => return Ok(next),
                // Changed since read: read again and decide on the new state.
                Err(StoreError::TransactionCancelled(reasons)) if failed_at(&reasons, 0) => continue,
                Err(StoreError::TransactionCancelled(reasons))
                    if action == Action::Resume && failed_at(&reasons, 2) =>
                {
                    return Err(ApiError::Conflict {
                        message: "The session's asset is not active; it cannot resume".into(),
                        details: json!({"reason": "asset_not_active", "resource_type": "session", "resource_id": shown_id}),
                    });
                }
                Err(other) => return Err(other.into()),
            }
        }
        Err(ApiError::Conflict {
            message: "The session kept changing concurrently; retry".into(),
            details: json!({"reason": "concurrent_modification", "resource_id": shown_id}),
        })
    }
}

/// Why an asset could not take a session, from the asset as it was.
fn refused_start(old: Option<&Item>, org: OrgId, new: &NewSession) -> ApiError {
    let Some(item) = old.filter(|_| ASSET.check_access(old, org, &new.asset_given).is_ok()) else {
        return new.invalid_asset();
    };
    if let Some(open) = opt_s(item, "open_session") {
        let open = open.parse().map(|u| SessionId::from_uuid(u).legacy()).unwrap_or_default();
        return ApiError::Conflict {
            message: "The asset already has an open session; stop it first".into(),
            details: json!({"reason": "session_already_open", "asset_id": new.asset_given, "session_id": open}),
        };
    }
    let status = opt_s(item, "status").unwrap_or("unknown");
    if status != "active" {
        return ApiError::Conflict {
            message: format!("A session can start only on an active asset; this one is '{status}'"),
            details: json!({"reason": "asset_not_active", "asset_id": new.asset_given, "asset_status": status}),
        };
    }
    ApiError::Conflict {
        message: "The asset changed while the session was starting; retry".into(),
        details: json!({"reason": "concurrent_modification", "asset_id": new.asset_given}),
    }
}

fn refused_action(current: &Session, shown_id: &str, action: &str) -> ApiError {
    ApiError::Conflict {
        message: format!("A session that is '{}' cannot {action}", current.status.as_str()),
        details: json!({
            "reason": "invalid_session_transition",
            "resource_type": "session",
            "resource_id": shown_id,
            "current_status": current.status.as_str(),
            "action": action,
        }),
    }
}
