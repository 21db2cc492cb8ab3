//! Creating tenants: an organization with its first owner and API key, written all or nothing.
//! The operator CLI, the demo seed and the tests all go through here.

use serde::Serialize;

use crate::auth::{api_key, jwt};
use crate::config::{AUDIENCE, Config};
use crate::domain::org::{OrgStatus, Organization, Tier};
use crate::error::ApiError;
use crate::ids::{ApiKeyId, MemberId, OrgId};
use crate::roles::RoleName;
use crate::store::Store;
use crate::store::orgs::{ApiKeyRecord, MemberRecord, api_key_item, member_item, org_item};
use crate::time::now_ms;

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

fn member_with_key(
    org: OrgId,
    role: &RoleName,
    name: &str,
    email: &str,
) -> (MemberRecord, ApiKeyRecord, String) {
    let now = now_ms();
    let member = MemberRecord {
        id: MemberId::generate(),
        org_id: org,
        role: role.as_str().to_owned(),
        name: name.to_owned(),
        email: email.to_owned(),
        status: "active".into(),
        created_at: now,
    };
    let secret = api_key::generate();
    let key = ApiKeyRecord {
        id: ApiKeyId::generate(),
        org_id: org,
        member_id: member.id,
        name: format!("{name} key"),
        scopes: None,
        expires_at: None,
        last4: api_key::last4(&secret),
        created_at: now,
    };
    (member, key, secret)
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
        status: OrgStatus::Active,
        created_at: now_ms(),
    };
    let owner_role = RoleName::parse("owner").expect("built-in role");
    let (member, key, secret) = member_with_key(org.id, &owner_role, "Owner", owner_email);
    store
        .insert_all(vec![org_item(&org), member_item(&member), api_key_item(&api_key::hash(&secret), &key)])
        .await?;
    Ok(NewTenant {
        id: org.id.legacy(),
        name: org.name,
        tier,
        owner: IssuedMember { member_id: member.id.legacy(), role: member.role, api_key: secret },
    })
}

/// Adds a member with the given role and an API key to an existing organization.
pub async fn add_member(
    store: &Store,
    org: OrgId,
    role: &RoleName,
    name: &str,
    email: &str,
) -> Result<IssuedMember, ApiError> {
    let (member, key, secret) = member_with_key(org, role, name, email);
    store.insert_all(vec![member_item(&member), api_key_item(&api_key::hash(&secret), &key)]).await?;
    Ok(IssuedMember { member_id: member.id.legacy(), role: member.role, api_key: secret })
}

pub async fn set_suspended(store: &Store, org: OrgId, suspended: bool) -> Result<bool, ApiError> {
    let status = if suspended { OrgStatus::Suspended } else { OrgStatus::Active };
    store.set_organization_status(org, status).await
}

/// Mints an access token for a member (demo data and tests; issue-time lifetime in seconds).
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
        client_id: None,
        exp: now + lifetime_secs,
        iat: now,
        jti: uuid::Uuid::now_v7().to_string(),
    };
    jwt::mint(config, &claims)
}
