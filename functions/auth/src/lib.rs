//! Auth service: the caller's permissions, API keys, OAuth clients, the token endpoint and the
//! authorization endpoint, token revocation and introspection, and the discovery documents
//! (authorization server metadata, JWKS).

mod api_keys;
mod authorize;
mod clients;
mod discovery;
mod introspect;
mod oauth_request;
mod permissions;
mod revoke;
mod token;

use shared::Route;

pub fn routes() -> Vec<Route> {
    let mut routes = permissions::routes();
    routes.extend(api_keys::routes());
    routes.extend(clients::routes());
    routes.extend(token::routes());
    routes.extend(authorize::routes());
    routes.extend(discovery::routes());
    routes.extend(introspect::routes());
    routes.extend(revoke::routes());
    routes
}
