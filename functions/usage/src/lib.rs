//! /usage: what the calling credential has used of its rate limits (docs/rate-limits.md).

use http::Method;
use serde_json::{Value, json};
use shared::rate_limit::RateEntry;
use shared::time;
use shared::{Access, ApiError, Ctx, Reply, Route};

pub fn routes() -> Vec<Route> {
    let route = Route::new(Method::GET, "/usage/rate-limits", Access::Authenticated, |ctx| {
        Box::pin(rate_limits(ctx))
    })
    // Reports the counts: a write of its own, so its instance's lease is reported in them.
    .counts_exactly();
    vec![route]
}

/// The windows as the pipeline counted them for this very request (so it is included).
async fn rate_limits(ctx: Ctx) -> Result<Reply, ApiError> {
    let state = ctx
        .rate
        .as_ref()
        .ok_or_else(|| ApiError::Unavailable { cause: "rate-limit counter unavailable".into() })?;
    let window =
        |name: &str| state.entry(name).ok_or_else(|| ApiError::internal(format!("no {name} window")));
    let minute = window("minute")?;
    let hour = window("hour")?;
    let burst = window("burst")?;
    let shown = |entry: &RateEntry| -> Value {
        json!({
            "requests": entry.count,
            "limit": entry.limit,
            "remaining": entry.remaining(),
            "window": entry.window,
            "reset_at": time::render(entry.reset * 1000, &ctx.version),
        })
    };
    Ok(Reply::ok(json!({
        "tier": ctx.principal.tier.as_str(),
        "current_window": shown(minute),
        "hourly": shown(hour),
        "burst": shown(burst),
    })))
}
