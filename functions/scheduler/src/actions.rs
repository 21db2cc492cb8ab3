//! What a schedule item does to each asset it targets. Every action is safe to repeat: a
//! start on an asset with an open session, a stop with none open, or a limit already set
//! is a `skipped` result, never a second effect.

use serde_json::{Value, json};
use shared::domain::capacity::Capacity;
use shared::domain::schedule::{ItemAction, Target};
use shared::domain::session::{Action, ActionRequest, NewSession};
use shared::ids::{AssetId, OrgId, SessionId};
use shared::site_access::SiteScope;
use shared::store::assets::ASSET;
use shared::{ApiError, App};

/// Acts on every asset of the target; one result per asset.
pub async fn apply(
    app: &App,
    org: OrgId,
    target: Target,
    action: ItemAction,
    now: i64,
) -> Result<Vec<Value>, ApiError> {
    let assets = match target {
        Target::Asset(asset) => vec![asset],
        Target::Site(site) => app
            .store
            .assets_at_site(org, site)
            .await?
            .iter()
            .filter_map(|item| item.get("PK")?.as_s().ok()?.strip_prefix("ASSET#")?.parse().ok())
            .map(AssetId::from_uuid)
            .collect(),
    };
    let mut results = Vec::with_capacity(assets.len());
    for asset in assets {
        let mut result = act(app, org, asset, action, now).await;
        result["asset_id"] = json!(asset.uuid().to_string());
        results.push(result);
    }
    Ok(results)
}

/// `succeeded` when an action took effect on some asset and failed on none, `failed` when
/// it failed on any, `skipped` when there was nothing to do.
pub fn outcome(results: &[Value]) -> &'static str {
    let any = |outcome: &str| results.iter().any(|r| r["outcome"] == outcome);
    if any("failed") {
        "failed"
    } else if any("succeeded") {
        "succeeded"
    } else {
        "skipped"
    }
}

async fn act(app: &App, org: OrgId, asset: AssetId, action: ItemAction, now: i64) -> Value {
    // Boxed: the session futures are large, and the scheduler's own future stays small.
    let result = match action {
        ItemAction::StartSession => Box::pin(start(app, org, asset)).await,
        ItemAction::StopSession => Box::pin(stop(app, org, asset)).await,
        ItemAction::SetPowerLimit(limit) => Box::pin(set_limit(app, org, asset, limit, now)).await,
    };
    result.unwrap_or_else(|error| match error {
        ApiError::Conflict { details, .. } => json!({"outcome": "skipped", "reason": details["reason"]}),
        ApiError::InvalidValue { .. } | ApiError::NotFound { .. } | ApiError::Gone { .. } => {
            json!({"outcome": "skipped", "reason": "asset_not_found"})
        }
        other => {
            tracing::error!(error = ?other, asset = %asset.uuid(), "scheduled action failed");
            json!({"outcome": "failed", "reason": "internal_error"})
        }
    })
}

async fn start(app: &App, org: OrgId, asset: AssetId) -> Result<Value, ApiError> {
    let new =
        NewSession { asset_given: asset.legacy(), asset_id: Some(asset), reference: Some("schedule".into()) };
    let session = app.store.start_session(org, &new, &SiteScope::All, |_| None).await?;
    Ok(json!({"outcome": "succeeded", "session_id": session.id.uuid().to_string()}))
}

async fn stop(app: &App, org: OrgId, asset: AssetId) -> Result<Value, ApiError> {
    let item = app.store.get_owned(ASSET, asset.uuid(), org, &asset.legacy()).await?;
    let Some(open) = item.get("open_session").and_then(|v| v.as_s().ok()).and_then(|t| t.parse().ok()) else {
        return Ok(json!({"outcome": "skipped", "reason": "no_open_session"}));
    };
    let session = SessionId::from_uuid(open);
    let request = ActionRequest { action: Action::Stop, reason: Some("scheduled".into()), energy_kwh: None };
    app.store.act_on_session(org, session, &session.legacy(), &request, &SiteScope::All).await?;
    Ok(json!({"outcome": "succeeded", "session_id": session.uuid().to_string()}))
}

async fn set_limit(
    app: &App,
    org: OrgId,
    asset: AssetId,
    limit: Capacity,
    now: i64,
) -> Result<Value, ApiError> {
    if app.store.set_power_limit(org, asset, limit, now).await? {
        Ok(json!({"outcome": "succeeded", "power_limit_kw": limit.to_json()}))
    } else {
        Ok(json!({"outcome": "skipped", "reason": "asset_not_found"}))
    }
}
