//! Creating tenants: an organization with its first owner and API key, written all or nothing.
//! The operator CLI, the demo seed and the tests all go through here.

use serde::Serialize;

use crate::auth::{api_key, jwt};
use crate::config::{AUDIENCE, Config};
use crate::domain::api_key::{ApiKey, KeySpec};
use crate::domain::member::{Member, MemberType};
use crate::domain::org::{OrgStatus, Organization, Tier};
use crate::error::ApiError;
use crate::ids::OrgId;
use crate::roles::RoleName;
use crate::store::Store;
use crate::store::entity::Entity;
use crate::store::orgs::org_item;
use crate::time::now_ms;

/// The `client_id` claim of tokens minted outside OAuth (operator CLI, demo data, tests).
pub const OPERATOR_CLIENT: &str = "platform-admin";

/// A member with a fresh API key. The secret exists only here; the store keeps its hash.
#[derive(Debug, Clone, Serialize)]
pub struct IssuedMember {
    pub member_id: String,
    pub role: String,
    pub api_key: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct NewTenant {
    pub id: String,
    pub name: String,
    pub tier: Tier,
    pub owner: IssuedMember,
}

/// The writes that add a member (a service identity for the `service` role) with a full-role API key, and what to tell the operator.
fn member_with_key(
    store: &Store,
    org: OrgId,
    role: &RoleName,
    name: &str,
    email: &str,
) -> Result<(Vec<aws_sdk_dynamodb::types::TransactWriteItem>, IssuedMember), ApiError> {
    let kind = if role.as_str() == "service" { MemberType::Service } else { MemberType::User };
    let member = Member::new(org, kind, role.clone(), name, Some(email));
    let spec =
        KeySpec { name: format!("{name} key"), scopes: None, expires_at: None, allowed_ips: Vec::new() };
    let (key, secret) = ApiKey::issue(org, member.id, spec);
    let mut actions = store.new_member_actions(&member)?;
    actions.extend(store.new_key_actions(&key, &api_key::hash(&secret))?);
    let issued =
        IssuedMember { member_id: member.id.legacy(), role: role.as_str().to_owned(), api_key: secret };
    Ok((actions, issued))
}

/// Creates an organization, its owner and the owner's API key in one transaction.
pub async fn create_organization(
    store: &Store,
    name: &str,
    tier: Tier,
    owner_email: &str,
) -> Result<NewTenant, ApiError> {
    let org = Organization {
        id: OrgId::generate(),
        name: name.to_owned(),
        tier,
        limits: None,
        webhook_count: 0,
        status: OrgStatus::Active,
        created_at: now_ms(),
    };
    let owner_role = RoleName::parse("owner").ok_or_else(|| ApiError::internal("built-in role"))?;
    let (mut actions, owner) = member_with_key(store, org.id, &owner_role, "Owner", owner_email)?;
    actions.insert(0, Entity::put_new(store.table(), org_item(&org))?);
    store.create_all(actions).await?;
    Ok(NewTenant { id: org.id.legacy(), name: org.name, tier, owner })
}

/// Adds a member with the given role and an API key to an existing organization.
pub async fn add_member(
    store: &Store,
    org: OrgId,
    role: &RoleName,
    name: &str,
    email: &str,
) -> Result<IssuedMember, ApiError> {
    let (actions, issued) = member_with_key(store, org, role, name, email)?;
    store.create_all(actions).await?;
    Ok(issued)
}

pub async fn set_suspended(store: &Store, org: OrgId, suspended: bool) -> Result<bool, ApiError> {
    let status = if suspended { OrgStatus::Suspended } else { OrgStatus::Active };
    store.set_organization_status(org, status).await
}

/// Mints an access token for a member (demo data and tests; issue-time lifetime in seconds).
/// The role claim is informational: requests use the member's current role.
pub fn access_token(
    config: &Config,
    org: &str,
    member: &str,
    role: &str,
    scope: Option<&str>,
    lifetime_secs: i64,
) -> Result<String, ApiError> {
    let now = now_ms() / 1000;
    let claims = jwt::Claims {
        iss: config.token_issuer.clone(),
        sub: member.to_owned(),
        aud: AUDIENCE.to_owned(),
        org: org.to_owned(),
        role: role.to_owned(),
        scope: scope.map(str::to_owned),
        client_id: OPERATOR_CLIENT.to_owned(),
        sid: None,
        exp: now + lifetime_secs,
        iat: now,
        jti: uuid::Uuid::now_v7().to_string(),
    };
    jwt::mint(config, &claims)
}
