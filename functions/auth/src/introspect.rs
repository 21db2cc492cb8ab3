//! POST /oauth2/introspect: RFC 7662 token introspection, for resource servers that would
//! rather ask than verify tokens themselves.
//!
//! The caller is an OAuth client of the organization, authenticated like at the token
//! endpoint (Basic or `client_id` + `client_secret` in the form). It learns about its own
//! organization's tokens only: a token of another organization, like an unknown, expired or
//! revoked one, is `{"active": false}` and nothing more.

use http::Method;
use serde_json::{Map, Value};

use shared::auth::{AuthError, api_key};
use shared::domain::oauth::{OAuthClient, REFRESH_TOKEN_PREFIX};
use shared::route::Exchange;
use shared::store::oauth::CLIENT;
use shared::time::now_ms;
use shared::{ApiError, Reply, Route};

use crate::oauth_request::{Params, authenticate_client, mirrored, oauth_error, uses_basic};

pub const PATH: &str = "/oauth2/introspect";

pub fn routes() -> Vec<Route> {
    vec![Route::public(Method::POST, PATH, |ex| Box::pin(introspect(ex)))]
}

async fn introspect(ex: Exchange) -> Result<Reply, ApiError> {
    let basic = uses_basic(&ex.headers);
    answer(&ex).await.map_err(|error| oauth_error(error, basic))
}

async fn answer(ex: &Exchange) -> Result<Reply, ApiError> {
    let params = Params::parse(&ex.headers, &ex.body)?;
    let client = authenticate_client(ex, &params).await?;
    let token = params.require("token")?;
    // `token_type_hint` may be sent; the token's own form says what it is.
    let found = match token.starts_with(REFRESH_TOKEN_PREFIX) {
        true => refresh_token(ex, &client, token).await?,
        false => access_token(ex, &client, token).await?,
    };
    let mut fields = Map::new();
    fields.insert("active".into(), Value::Bool(found.is_some()));
    fields.extend(found.unwrap_or_default());
    Ok(mirrored(fields))
}

/// An access token is active when it would authenticate a request now: the same checks, the
/// same cache bound.
async fn access_token(
    ex: &Exchange,
    client: &OAuthClient,
    token: &str,
) -> Result<Option<Map<String, Value>>, ApiError> {
    match ex.app.auth.live_claims(&ex.app.store, token).await {
        Ok(claims) if claims.org() == client.org_id.legacy() => Ok(Some(claims.introspection())),
        Ok(_) => Ok(None),
        Err(AuthError::Store(error)) => Err(error.into()),
        Err(_) => Ok(None),
    }
}

/// A refresh token is active while it may still be exchanged: unused, unexpired, its family
/// not revoked and its client not deleted.
async fn refresh_token(
    ex: &Exchange,
    client: &OAuthClient,
    token: &str,
) -> Result<Option<Map<String, Value>>, ApiError> {
    let store = &ex.app.store;
    let Some(refresh) = store.get_refresh(&api_key::hash(token)).await? else { return Ok(None) };
    let grant = &refresh.grant;
    if grant.org_id != client.org_id || refresh.used || grant.expires_at <= now_ms() {
        return Ok(None);
    }
    let family_revoked = store.family_revoked(&refresh.family).await?.unwrap_or(true);
    if family_revoked || !store.live(CLIENT, grant.client_id.uuid()).await? {
        return Ok(None);
    }
    let mut fields = Map::new();
    if let Some(scopes) = grant.restrictions.scopes() {
        fields.insert("scope".into(), scopes.names().join(" ").into());
    }
    fields.insert("client_id".into(), grant.client_id.legacy().into());
    fields.insert("exp".into(), (grant.expires_at / 1000).into());
    fields.insert("sub".into(), grant.member_id.legacy().into());
    fields.insert("org_id".into(), grant.org_id.legacy().into());
    Ok(Some(fields))
}
