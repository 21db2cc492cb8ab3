//! What an OAuth client or resource server discovers without a credential: the authorization
//! server metadata (RFC 8414) and the keys access tokens are signed with (RFC 7517 JWKS).
//!
//! Both answer the spec's envelope with the standard document's members mirrored at the top
//! level, where OAuth and JOSE libraries read them. Endpoint URLs are the issuer's
//! (`TOKEN_ISSUER`, the API's public base URL), as RFC 8414 section 3 requires of the
//! document found under it.

use http::Method;
use serde_json::{Map, Value, json};

use shared::permissions::PermissionSet;
use shared::route::Exchange;
use shared::{ApiError, Reply, Route};

use crate::oauth_request::top_level;

pub const METADATA: &str = "/.well-known/oauth-authorization-server";
pub const JWKS: &str = "/.well-known/jwks.json";

/// How long a client may cache either document (a resource server, the JWKS): a key is
/// published at least this long before it signs (docs/auth.md, "Signing keys").
const MAX_AGE: &str = "public, max-age=300";

pub fn routes() -> Vec<Route> {
    vec![
        Route::public(Method::GET, METADATA, |ex| Box::pin(metadata(ex))).read_only(),
        Route::public(Method::GET, JWKS, |ex| Box::pin(jwks(ex))).read_only(),
    ]
}

async fn metadata(ex: Exchange) -> Result<Reply, ApiError> {
    let issuer = ex.app.config.token_issuer.trim_end_matches('/');
    let auth_methods = json!(["client_secret_basic", "client_secret_post"]);
    let document = json!({
        "issuer": issuer,
        "authorization_endpoint": format!("{issuer}/oauth2/authorize"),
        "token_endpoint": format!("{issuer}/auth/token"),
        "jwks_uri": format!("{issuer}{JWKS}"),
        "revocation_endpoint": format!("{issuer}/oauth2/revoke"),
        "introspection_endpoint": format!("{issuer}/oauth2/introspect"),
        "scopes_supported": PermissionSet::all().names(),
        "response_types_supported": ["code"],
        "response_modes_supported": ["query"],
        "grant_types_supported": ["authorization_code", "client_credentials", "refresh_token"],
        "token_endpoint_auth_methods_supported": auth_methods,
        "revocation_endpoint_auth_methods_supported": auth_methods,
        "introspection_endpoint_auth_methods_supported": auth_methods,
        "code_challenge_methods_supported": ["S256"],
    });
    Ok(public(document))
}

async fn jwks(ex: Exchange) -> Result<Reply, ApiError> {
    let set = serde_json::to_value(ex.app.config.token_keys.jwks()).map_err(ApiError::internal)?;
    Ok(public(set))
}

/// `document` at the top level; cacheable by anyone for a while.
fn public(document: Value) -> Reply {
    let fields = match document {
        Value::Object(fields) => fields,
        _ => Map::new(),
    };
    top_level(fields).header(http::header::CACHE_CONTROL, MAX_AGE)
}
