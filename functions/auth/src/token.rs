//! POST /auth/token: the OAuth 2.0 token endpoint (RFC 6749 section 3.2), taking
//! `application/x-www-form-urlencoded` as OAuth clients send it, or JSON.
//!
//! Grants: `client_credentials`, `authorization_code` (PKCE S256 required) and
//! `refresh_token` (rotated; reuse revokes the family). Clients authenticate with HTTP Basic
//! or `client_id` + `client_secret` in the body. Success is the spec's envelope with the token
//! response in `data`, mirrored at the top level so standard OAuth libraries read it too;
//! errors are RFC 6749 section 5.2's (`error` the code: invalid_client, invalid_grant,
//! invalid_request, unsupported_grant_type, invalid_scope; `error_description`), with the spec's
//! `code` beside them (rendered in `envelope::render_error`).

use http::Method;
use serde_json::{Map, json};

use shared::auth::{api_key, jwt};
use shared::domain::member::{Member, MemberStatus};
use shared::domain::oauth::{
    ACCESS_TOKEN_SECS, OAuthClient, REFRESH_TOKEN_PREFIX, REFRESH_TOKEN_SECS, pkce_matches,
};
use shared::ids::{MemberId, OrgId};
use shared::permissions::PermissionSet;
use shared::rate_limit;
use shared::restrictions::{RestrictionError, Restrictions};
use shared::route::Exchange;
use shared::store::oauth::{Grant, RefreshGrant, RotateError};
use shared::time::now_ms;
use shared::{ApiError, Reply, Route};

use crate::oauth_request::{Params, authenticate_client, mirrored, oauth_error, uses_basic};

pub fn routes() -> Vec<Route> {
    vec![Route::public(Method::POST, "/auth/token", |ex| Box::pin(token(ex))).limited(&rate_limit::TOKEN)]
}

async fn token(ex: Exchange) -> Result<Reply, ApiError> {
    let basic = uses_basic(&ex.headers);
    exchange(&ex).await.map_err(|error| oauth_error(error, basic))
}

async fn exchange(ex: &Exchange) -> Result<Reply, ApiError> {
    let params = Params::parse(&ex.headers, &ex.body)?;
    let client = authenticate_client(ex, &params).await?;
    let grant_type = params.require("grant_type")?;
    let issued = match grant_type {
        "client_credentials" => client_credentials(ex, &client, &params).await?,
        "authorization_code" => authorization_code(ex, &client, &params).await?,
        "refresh_token" => refresh_token(ex, &client, &params).await?,
        other => {
            return Err(ApiError::InvalidValue {
                field: "grant_type".into(),
                message: format!(
                    "Unsupported grant_type '{other}': use client_credentials, authorization_code or refresh_token"
                ),
            });
        }
    };
    Ok(issued.reply())
}

fn invalid_grant(reason: &str) -> ApiError {
    ApiError::InvalidGrant { reason: reason.to_owned() }
}

/// Scopes asked beyond what the client or grant allows: 422 naming the excess (OAuth
/// `invalid_scope`).
fn scope_error(error: RestrictionError) -> ApiError {
    match error {
        RestrictionError::ScopesBeyond { beyond, .. } => {
            let names: Vec<String> = beyond.names().into_iter().map(str::to_owned).collect();
            ApiError::InvalidValues {
                field: "scope".into(),
                message: format!("Scope beyond what this grant allows: {}", names.join(", ")),
                values: names,
            }
        }
        other => other.into(),
    }
}

/// The member a grant speaks for, if it can still act.
async fn active_member(ex: &Exchange, org: OrgId, id: MemberId) -> Result<Member, ApiError> {
    let member = ex.app.store.get_member(id).await?;
    member
        .filter(|m| m.org_id == org && m.status == MemberStatus::Active)
        .ok_or_else(|| invalid_grant("the member this grant was issued to can no longer sign in"))
}

async fn client_credentials(
    ex: &Exchange,
    client: &OAuthClient,
    params: &Params,
) -> Result<Issued, ApiError> {
    let restrictions = client.restrictions.with_scopes(params.scope()?).map_err(scope_error)?;
    let member = active_member(ex, client.org_id, client.member_id).await?;
    Issued::new(ex, client, &member, &restrictions, None)
}

async fn authorization_code(
    ex: &Exchange,
    client: &OAuthClient,
    params: &Params,
) -> Result<Issued, ApiError> {
    let code = params.require("code")?;
    let redirect_uri = params.require("redirect_uri")?;
    let verifier = params.require("code_verifier")?;
    let store = &ex.app.store;
    // Redeeming deletes the code: whatever follows, it cannot be tried twice.
    let redeemed = store.redeem_code(&api_key::hash(code)).await?;
    let code = redeemed.ok_or_else(|| invalid_grant("the code is invalid, expired or already used"))?;
    if code.grant.client_id != client.id {
        return Err(invalid_grant("the code was issued to another client"));
    }
    if code.grant.expires_at <= now_ms() {
        return Err(invalid_grant("the code is invalid, expired or already used"));
    }
    if code.redirect_uri != redirect_uri {
        return Err(invalid_grant("redirect_uri differs from the authorization request's"));
    }
    if !pkce_matches(verifier, &code.code_challenge) {
        return Err(invalid_grant("code_verifier does not match the code_challenge"));
    }
    let member = active_member(ex, client.org_id, code.grant.member_id).await?;
    let family = uuid::Uuid::now_v7().to_string();
    // The family lives no longer than the credential that authorized it.
    let expires_at = code.grant.restrictions.lifetime_end(now_ms(), REFRESH_TOKEN_SECS);
    let refresh = RefreshGrant { grant: Grant { expires_at, ..code.grant }, family, used: false };
    let secret = api_key::secret(REFRESH_TOKEN_PREFIX);
    store.start_refresh_family(&api_key::hash(&secret), &refresh).await?;
    Issued::new(ex, client, &member, &refresh.grant.restrictions, Some((refresh.family, secret)))
}

async fn refresh_token(ex: &Exchange, client: &OAuthClient, params: &Params) -> Result<Issued, ApiError> {
    let presented = params.require("refresh_token")?;
    let store = &ex.app.store;
    let old_hash = api_key::hash(presented);
    let old =
        store.get_refresh(&old_hash).await?.ok_or_else(|| invalid_grant("the refresh token is invalid"))?;
    if old.grant.client_id != client.id {
        return Err(invalid_grant("the refresh token was issued to another client"));
    }
    if old.used {
        // Reuse: revoke the family before anything else can fail.
        store.revoke_family(&old.family).await?;
        return Err(invalid_grant(
            "the refresh token was already used; every token of its family is revoked",
        ));
    }
    let restrictions = old.grant.restrictions.with_scopes(params.scope()?).map_err(scope_error)?;
    let member = active_member(ex, client.org_id, old.grant.member_id).await?;
    let new = RefreshGrant {
        grant: Grant {
            expires_at: restrictions.lifetime_end(now_ms(), REFRESH_TOKEN_SECS),
            restrictions,
            ..old.grant.clone()
        },
        family: old.family.clone(),
        used: false,
    };
    let secret = api_key::secret(REFRESH_TOKEN_PREFIX);
    match store.rotate_refresh(&old_hash, &old, &api_key::hash(&secret), &new).await? {
        Ok(()) => Issued::new(ex, client, &member, &new.grant.restrictions, Some((new.family, secret))),
        Err(RotateError::Reused) => {
            Err(invalid_grant("the refresh token was already used; every token of its family is revoked"))
        }
        Err(RotateError::Invalid) => Err(invalid_grant("the refresh token is invalid, expired or revoked")),
    }
}

/// A token response.
struct Issued {
    access_token: String,
    expires_in: i64,
    scope: Option<PermissionSet>,
    refresh_token: Option<String>,
}

impl Issued {
    /// The access token lives 15 minutes, or less when the grant's credential expires sooner.
    fn new(
        ex: &Exchange,
        client: &OAuthClient,
        member: &Member,
        restrictions: &Restrictions,
        refresh: Option<(String, String)>,
    ) -> Result<Issued, ApiError> {
        let (sid, refresh_token) = refresh.unzip();
        let (access_token, expires_in) = jwt::mint_access(
            &ex.app.config,
            jwt::Subject { org: member.org_id, member: member.id, role: &member.role },
            &client.id.legacy(),
            restrictions,
            sid,
            ACCESS_TOKEN_SECS,
        )?;
        Ok(Issued { access_token, expires_in, scope: restrictions.scopes(), refresh_token })
    }

    fn reply(self) -> Reply {
        let mut token = Map::new();
        token.insert("access_token".into(), json!(self.access_token));
        token.insert("token_type".into(), json!("Bearer"));
        token.insert("expires_in".into(), json!(self.expires_in));
        if let Some(scope) = self.scope {
            token.insert("scope".into(), json!(scope.names().join(" ")));
        }
        if let Some(refresh) = self.refresh_token {
            token.insert("refresh_token".into(), json!(refresh));
        }
        mirrored(token)
    }
}
