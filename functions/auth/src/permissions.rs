//! GET /auth/permissions

use http::Method;
use serde_json::json;
use shared::{Access, ApiError, Ctx, Reply, Route};

pub fn routes() -> Vec<Route> {
    vec![
        Route::new(Method::GET, "/auth/permissions", Access::Authenticated, |ctx| Box::pin(permissions(ctx)))
            .read_only(),
    ]
}

/// `data` = {roles, permissions, scopes}: the role and what it inherits, the effective
/// permissions, and the credential's scopes (empty when it is not limited by scopes).
async fn permissions(ctx: Ctx) -> Result<Reply, ApiError> {
    let principal = &ctx.principal;
    Ok(Reply::ok(json!({
        "roles": principal.roles(),
        "permissions": principal.permissions.names(),
        "scopes": principal.restrictions().scopes().map(|s| s.names()).unwrap_or_default(),
    })))
}
