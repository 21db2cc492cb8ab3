//! Operator commands: create an organization with its first owner and API key, suspend or
//! reactivate one. They run against any table: DynamoDB Local (`DYNAMODB_ENDPOINT` set) or AWS
//! (credentials and region from the usual AWS environment).

use serde_json::{Value, json};
use shared::domain::org::Tier;
use shared::ids::OrgId;
use shared::store::{Store, client};
use shared::tenancy;

pub async fn store_from_env() -> Result<Store, String> {
    let table = std::env::var("TABLE_NAME").map_err(|_| "TABLE_NAME is not set")?;
    let endpoint = std::env::var("DYNAMODB_ENDPOINT").ok().filter(|e| !e.is_empty());
    let client = match endpoint {
        Some(endpoint) => client::client_for(Some(&endpoint)),
        // An operator's machine: the SDK's whole chain (environment, profiles, SSO, roles).
        None => {
            let config = aws_config::load_defaults(aws_config::BehaviorVersion::latest()).await;
            client::client_with(aws_sdk_dynamodb::config::Builder::from(&config))
        }
    };
    Ok(Store::from_client(client, table))
}

/// Creates a tenant; the output holds the owner's API key, shown this once.
pub async fn create_org(store: &Store, name: &str, tier: &str, owner_email: &str) -> Result<Value, String> {
    let tier =
        Tier::parse(tier).ok_or(format!("unknown tier '{tier}': free, developer, business, enterprise"))?;
    let name = shared::domain::body::label(name, 200).map_err(|e| format!("name {e}"))?;
    let tenant = tenancy::create_organization(store, &name, tier, owner_email, current_version()?)
        .await
        .map_err(|e| describe(&e.into()))?;
    serde_json::to_value(tenant).map_err(|e| e.to_string())
}

/// The version new organizations are pinned to: the current one of the deployment's catalogue
/// (`API_VERSIONS`, as the functions read it; today's default when unset).
fn current_version() -> Result<shared::versions::Major, String> {
    let catalogue = match std::env::var("API_VERSIONS").ok().filter(|v| !v.is_empty()) {
        Some(text) => shared::versions::Catalogue::from_json(&text)?,
        None => shared::versions::Catalogue::default_lifecycle(),
    };
    Ok(catalogue.current())
}

pub async fn set_suspended(store: &Store, org: &str, suspended: bool) -> Result<Value, String> {
    let id = OrgId::parse(org).ok_or(format!("'{org}' is not an organization id"))?;
    match tenancy::set_suspended(store, id, suspended).await.map_err(|e| describe(&e.into()))? {
        true => Ok(json!({"id": id.legacy(), "status": if suspended { "suspended" } else { "active" }})),
        false => Err(format!("no organization {org}")),
    }
}

/// Sets an organization's plan. Enterprise takes its own limits (all three); the other tiers
/// have fixed limits and take none.
pub async fn set_plan(
    store: &Store,
    org: &str,
    tier: &str,
    limits: Option<[u32; 3]>,
) -> Result<Value, String> {
    let id = OrgId::parse(org).ok_or(format!("'{org}' is not an organization id"))?;
    let tier =
        Tier::parse(tier).ok_or(format!("unknown tier '{tier}': free, developer, business, enterprise"))?;
    let limits = match (tier, limits) {
        (Tier::Enterprise, Some([per_minute, per_hour, burst])) => {
            shared::rate_limit::Limits { per_minute, per_hour, burst }
        }
        (Tier::Enterprise, None) => {
            return Err("enterprise needs --per-minute, --per-hour and --burst".into());
        }
        (_, Some(_)) => return Err("only enterprise organizations have their own limits".into()),
        (tier, None) => shared::rate_limit::Limits::of(tier, None),
    };
    match store.set_organization_plan(id, tier, limits).await.map_err(|e| describe(&e.into()))? {
        true => Ok(json!({
            "id": id.legacy(),
            "tier": tier.as_str(),
            "limits": {"per_minute": limits.per_minute, "per_hour": limits.per_hour, "burst": limits.burst},
        })),
        false => Err(format!("no organization {org}")),
    }
}

/// The one-off backfill of the visibility index for items written before it (docs/data-model.md,
/// "Site-scoped lists"): run once per organization after deploying, while its assets are not
/// being written.
pub async fn backfill_visibility(store: &Store, org: &str) -> Result<Value, String> {
    let id = OrgId::parse(org).ok_or(format!("'{org}' is not an organization id"))?;
    let report = store.backfill_visibility(id).await.map_err(|e| describe(&e.into()))?;
    let mut output = serde_json::to_value(report).map_err(|e| e.to_string())?;
    output["id"] = json!(id.legacy());
    Ok(output)
}

/// Operators see the internal cause (this is their tool), unlike API clients.
fn describe(error: &shared::ApiError) -> String {
    match error.cause() {
        Some(cause) => format!("{error}: {cause}"),
        None => error.to_string(),
    }
}
