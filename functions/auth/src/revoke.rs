//! POST /oauth2/revoke: RFC 7009 token revocation, for a client giving up a grant (a user
//! signing out of an integration).
//!
//! The client authenticates like at the token endpoint and revokes tokens issued to it:
//! - a refresh token revokes its family: every refresh token of the grant, and every access
//!   token minted from it (they carry the family in `sid`, which each request checks);
//! - an access token from the authorization code grant does the same through its `sid`
//!   (RFC 7009 section 2.1 allows revoking the grant behind an access token);
//! - an access token from `client_credentials` belongs to no family: it is revoked with every
//!   earlier `client_credentials` token of its client (their ids are ordered UUIDv7s). The
//!   client item records the newest revoked id, and each request with a token of the client
//!   reads that item already, so no request pays a new read (docs/decisions.md).
//!
//! A token that is unknown, expired, malformed or issued to another client is answered 200
//! and left alone (RFC 7009 section 2.2): nothing tells the caller whether it exists.

use http::Method;
use serde_json::Map;

use shared::auth::api_key;
use shared::domain::oauth::{OAuthClient, REFRESH_TOKEN_PREFIX};
use shared::route::Exchange;
use shared::{ApiError, Reply, Route};

use crate::oauth_request::{Params, authenticate_client, mirrored, oauth_error, uses_basic};

pub const PATH: &str = "/oauth2/revoke";

pub fn routes() -> Vec<Route> {
    vec![Route::public(Method::POST, PATH, |ex| Box::pin(revoke(ex)))]
}

async fn revoke(ex: Exchange) -> Result<Reply, ApiError> {
    let basic = uses_basic(&ex.headers);
    answer(&ex).await.map_err(|error| oauth_error(error, basic))
}

async fn answer(ex: &Exchange) -> Result<Reply, ApiError> {
    let params = Params::parse(&ex.headers, &ex.body)?;
    let client = authenticate_client(ex, &params).await?;
    let token = params.require("token")?;
    let store = &ex.app.store;
    match token.starts_with(REFRESH_TOKEN_PREFIX) {
        true => {
            if let Some(family) = refresh_family(ex, &client, token).await? {
                store.revoke_family(&family).await?;
                ex.app.auth.forget_revoked(Some(&family), None);
            }
        }
        false => match access_grant(ex, &client, token) {
            Some(AccessGrant::Family(family)) => {
                store.revoke_family(&family).await?;
                ex.app.auth.forget_revoked(Some(&family), None);
            }
            Some(AccessGrant::ClientCredentials(jti)) => {
                store.revoke_client_tokens_through(client.id, &jti).await?;
                ex.app.auth.forget_revoked(None, Some(client.id));
            }
            None => {}
        },
    }
    Ok(mirrored(Map::new()))
}

/// The family of a refresh token issued to `client`.
async fn refresh_family(
    ex: &Exchange,
    client: &OAuthClient,
    token: &str,
) -> Result<Option<String>, ApiError> {
    let found = ex.app.store.get_refresh(&api_key::hash(token)).await?;
    Ok(found.filter(|refresh| refresh.grant.client_id == client.id).map(|refresh| refresh.family))
}

/// What revoking an access token revokes.
enum AccessGrant {
    /// The refresh-token family of an authorization code grant.
    Family(String),
    /// A `client_credentials` token, by id: it and the client's earlier ones.
    ClientCredentials(String),
}

/// The grant of an access token issued to `client` (signed by a key of the set; expired or
/// not, its grant may still be live).
fn access_grant(ex: &Exchange, client: &OAuthClient, token: &str) -> Option<AccessGrant> {
    let claims = ex.app.auth.signed_claims(token).ok()?;
    if claims.client_id() != client.id.legacy() {
        return None;
    }
    Some(match claims.family() {
        Some(family) => AccessGrant::Family(family.to_owned()),
        None => AccessGrant::ClientCredentials(claims.jti().to_owned()),
    })
}
