//! Versions service: GET /versions, GET /health, and API Gateway's `$default` route, which
//! answers every request no other route took with the API's own 404 or 405.

use http::Method;
use serde_json::json;
use shared::{Access, ApiError, Ctx, Reply, Route};

pub fn routes() -> Vec<Route> {
    vec![
        Route::new(Method::GET, "/versions", Access::Authenticated, |ctx| Box::pin(list(ctx))).read_only(),
        Route::public(Method::GET, "/health", |_| Box::pin(health())).uncounted(),
    ]
}

include!(concat!(env!("OUT_DIR"), "/template_routes.rs"));

/// This function's routes plus every other route in the template (for 405 vs 404 in
/// `$default`).
pub fn routes_with_fallback() -> Vec<Route> {
    let mut routes = routes();
    let own: Vec<(String, &str)> = routes.iter().map(|r| (r.method.to_string(), r.path)).collect();
    let others = TEMPLATE_ROUTES
        .iter()
        .filter(|(method, path)| !own.iter().any(|(m, p)| m == method && p == path))
        .filter_map(|&(method, path)| Some((Method::from_bytes(method.as_bytes()).ok()?, path)));
    routes.extend(shared::pipeline::fallback_routes(others));
    routes
}

/// The lifecycle as configured: `{versions: [{version, status, released, sunset, ...}],
/// current, latest, pinned}`; `pinned` is the version the caller's organization's unprefixed
/// requests get.
async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let catalogue = &ctx.app.config.versions;
    Ok(Reply::ok(json!({
        "versions": catalogue.entries(),
        "current": catalogue.current().name(),
        "latest": catalogue.latest().name(),
        "pinned": ctx.principal.api_version.name(),
    })))
}

/// For load balancers and uptime checks: no credential, no DynamoDB call. It says the
/// function answers; a table outage shows in every other route's 503s and in the alarms.
async fn health() -> Result<Reply, ApiError> {
    Ok(Reply::ok(json!({"status": "ok"})))
}
