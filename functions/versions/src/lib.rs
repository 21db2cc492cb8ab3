//! Versions service: GET /versions, and API Gateway's `$default` route, which answers every
//! request no other route took with the API's own 404 or 405.

use http::Method;
use serde_json::json;
use shared::{Access, ApiError, Ctx, Reply, Route};

pub fn routes() -> Vec<Route> {
    vec![Route::new(Method::GET, "/versions", Access::Authenticated, |ctx| Box::pin(list(ctx)))]
}

/// This function's routes plus every other function's paths (for 405 vs 404 in `$default`).
pub fn routes_with_fallback() -> Vec<Route> {
    let mut routes = routes();
    routes.extend(shared::pipeline::fallback_routes(vec![
        admin::routes(),
        asset_controls::routes(),
        auth::routes(),
        inventory::routes(),
        usage::routes(),
        webhooks::routes(),
    ]));
    routes
}

/// The lifecycle as configured: `{versions: [{version, status, released, sunset, ...}],
/// current, latest}`.
async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let catalogue = &ctx.app.config.versions;
    Ok(Reply::ok(json!({
        "versions": catalogue.entries(),
        "current": catalogue.current().name(),
        "latest": catalogue.latest().name(),
    })))
}
