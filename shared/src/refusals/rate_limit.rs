//! A used-up rate limit as the client is told it (the `X-RateLimit-*` and `Retry-After`
//! headers come from `RateState::headers`).

use crate::error::ApiError;
use crate::rate_limit::RateState;

/// 429 for the used-up limit that frees up last; `None` while every limit allows.
pub fn rate_limited(state: &RateState) -> Option<ApiError> {
    let entry = state.exceeded()?;
    let retry_after = (entry.reset - state.now).max(1) as u64;
    Some(ApiError::RateLimited { retry_after, limit: entry.limit, window: entry.window })
}
