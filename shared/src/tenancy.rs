//! Creating tenants: an organization with its first owner and API key, written all or nothing.
//! The operator CLI, the demo seed and the tests all go through here.

use serde::Serialize;

use crate::auth::{api_key, jwt};
use crate::config::Config;
use crate::domain::api_key::ApiKey;
use crate::domain::member::{Member, MemberType};
use crate::domain::org::{OrgStatus, Organization, Tier};
use crate::ids::{MemberId, OrgId};
use crate::permissions::PermissionSet;
use crate::restrictions::Restrictions;
use crate::roles::RoleName;
use crate::store::entity::Entity;
use crate::store::orgs::org_item;
use crate::store::{Store, StoreError};
use crate::time::now_ms;
use crate::versions::Major;

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
    pub api_version: Major,
    pub owner: IssuedMember,
}

/// The writes that add a member (a service identity for the `service` role) with a full-role API key, and what to tell the operator.
fn member_with_key(
    store: &Store,
    org: OrgId,
    role: &RoleName,
    name: &str,
    email: &str,
) -> Result<(Vec<aws_sdk_dynamodb::types::TransactWriteItem>, IssuedMember), StoreError> {
    let kind = if role.as_str() == "service" { MemberType::Service } else { MemberType::User };
    let member = Member::new(org, kind, role.clone(), name, Some(email));
    // The operator's tools act with the deployment's own authority: full-role keys.
    let (key, secret) = ApiKey::issue(org, member.id, format!("{name} key"), Restrictions::root());
    let mut actions = store.new_member_actions(&member)?;
    actions.extend(store.new_key_actions(&key, &api_key::hash(&secret))?);
    let issued =
        IssuedMember { member_id: member.id.legacy(), role: role.as_str().to_owned(), api_key: secret };
    Ok((actions, issued))
}

/// Creates an organization, its owner and the owner's API key in one transaction. Its
/// unprefixed requests are pinned to `api_version`: the catalogue's current version, as
/// Stripe pins an account at signup, so a later promotion changes nothing for it.
pub async fn create_organization(
    store: &Store,
    name: &str,
    tier: Tier,
    owner_email: &str,
    api_version: Major,
) -> Result<NewTenant, StoreError> {
    let org = Organization {
        id: OrgId::generate(),
        name: name.to_owned(),
        tier,
        limits: None,
        webhook_count: 0,
        status: OrgStatus::Active,
        api_version,
        created_at: now_ms(),
    };
    let owner_role = RoleName::parse("owner").ok_or_else(|| StoreError::internal("built-in role"))?;
    let (mut actions, owner) = member_with_key(store, org.id, &owner_role, "Owner", owner_email)?;
    actions.insert(0, Entity::put_new(store.table(), org_item(&org))?);
    store.create_all(actions).await?;
    Ok(NewTenant { id: org.id.legacy(), name: org.name, tier, api_version, owner })
}

/// Adds a member with the given role and an API key to an existing organization.
pub async fn add_member(
    store: &Store,
    org: OrgId,
    role: &RoleName,
    name: &str,
    email: &str,
) -> Result<IssuedMember, StoreError> {
    let (actions, issued) = member_with_key(store, org, role, name, email)?;
    store.create_all(actions).await?;
    Ok(issued)
}

pub async fn set_suspended(store: &Store, org: OrgId, suspended: bool) -> Result<bool, StoreError> {
    let status = if suspended { OrgStatus::Suspended } else { OrgStatus::Active };
    let found = store.set_organization_status(org, status).await?;
    if found && suspended {
        // After the status is written: a station that connected before is cut off here, one
        // connecting after is refused by the connect's own condition.
        let cut = store.cut_off_organization(org).await?;
        tracing::info!(org = %org.uuid(), stations = cut, "tenancy.stations_cut_off");
    }
    Ok(found)
}

/// Pins `org`'s unprefixed requests to `major` for member `by`: the organization as it now is,
/// `None` when there is no such organization. Every change is written to the log as an audit
/// line, `organization.api_version_changed`, with the request id, who and from what.
pub async fn pin_api_version(
    store: &Store,
    org: OrgId,
    (from, major): (Major, Major),
    by: MemberId,
    request_id: &str,
) -> Result<Option<Organization>, StoreError> {
    let pinned = store.set_organization_api_version(org, major, &by.legacy(), now_ms()).await?;
    if pinned.is_some() {
        tracing::info!(
            request_id,
            org = %org.legacy(),
            member = %by.legacy(),
            from = from.name(),
            to = major.name(),
            "organization.api_version_changed"
        );
    }
    Ok(pinned)
}

/// Why `access_token` minted nothing.
#[derive(Debug)]
pub enum TenancyError {
    /// An argument that does not parse; names which ("member id", "scope", ...).
    Invalid(&'static str),
    /// The deployment's key could not sign the token.
    Signing(jsonwebtoken::errors::Error),
}

/// Mints an access token for a member (demo data and tests; issue-time lifetime in seconds),
/// limited to `scope` when given. The role claim is informational: requests use the member's
/// current role.
pub fn access_token(
    config: &Config,
    org: &str,
    member: &str,
    role: &str,
    scope: Option<&str>,
    lifetime_secs: i64,
) -> Result<String, TenancyError> {
    use TenancyError::Invalid;
    let org = OrgId::parse(org).ok_or(Invalid("organization id"))?;
    let member = MemberId::parse(member).ok_or(Invalid("member id"))?;
    let role = RoleName::parse(role).ok_or(Invalid("role"))?;
    let scopes = scope.map(PermissionSet::parse_scopes).transpose().map_err(|_| Invalid("scope"))?;
    let restrictions = Restrictions::root().with_scopes(scopes).map_err(|_| Invalid("scope"))?;
    let subject = jwt::Subject { org, member, role: &role };
    let minted = jwt::mint_access(config, subject, OPERATOR_CLIENT, &restrictions, None, lifetime_secs);
    Ok(minted.map_err(TenancyError::Signing)?.0)
}
