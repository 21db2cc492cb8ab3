//! A request's standing against its limits, and the response headers that say so.

use http::{HeaderName, HeaderValue};

use super::policy::{EndpointLimit, Limits};

/// One limit that applies: its count in the current window and when the window ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RateEntry {
    pub name: &'static str,
    pub limit: u32,
    /// Window length in seconds.
    pub window: u32,
    pub count: u32,
    /// Unix seconds at which the window ends.
    pub reset: i64,
}

impl RateEntry {
    pub fn remaining(&self) -> u32 {
        self.limit.saturating_sub(self.count)
    }

    pub fn exceeded(&self) -> bool {
        self.count > self.limit
    }
}

/// Every limit that applies to a request, with this request counted.
#[derive(Debug, Clone)]
pub struct RateState {
    pub entries: Vec<RateEntry>,
    /// Unix seconds of the decision.
    pub now: i64,
}

/// Counts of the credential's current windows, this request included.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub second: u32,
    pub minute: u32,
    pub hour: u32,
    pub endpoint: Option<u32>,
}

impl RateState {
    pub fn new(limits: Limits, endpoint: Option<&EndpointLimit>, counts: Counts, now_ms: i64) -> RateState {
        let now = now_ms.div_euclid(1000);
        let minute_end = (now.div_euclid(60) + 1) * 60;
        let entry = |name, limit, window, count, reset| RateEntry { name, limit, window, count, reset };
        let mut entries = vec![
            entry("burst", limits.burst, 1, counts.second, now + 1),
            entry("minute", limits.per_minute, 60, counts.minute, minute_end),
            entry("hour", limits.per_hour, 3600, counts.hour, (now.div_euclid(3600) + 1) * 3600),
        ];
        if let (Some(endpoint), Some(count)) = (endpoint, counts.endpoint) {
            entries.push(entry(endpoint.id, endpoint.per_minute, 60, count, minute_end));
        }
        RateState { entries, now }
    }

    /// Shows each count at most at its limit: for a request already allowed (a leased token,
    /// whose counts take every outstanding token as spent, its own included).
    pub fn within_limits(mut self) -> RateState {
        for entry in &mut self.entries {
            entry.count = entry.count.min(entry.limit);
        }
        self
    }

    /// The limit closest to running out: fewest requests left, then the longest wait.
    pub fn tightest(&self) -> &RateEntry {
        self.entries
            .iter()
            .min_by_key(|e| (e.remaining(), std::cmp::Reverse(e.window)))
            .expect("the tier's limits always apply")
    }

    /// The used-up limit that frees up last, if any is used up.
    pub fn exceeded(&self) -> Option<&RateEntry> {
        self.entries.iter().filter(|e| e.exceeded()).max_by_key(|e| e.reset)
    }

    pub fn entry(&self, name: &str) -> Option<&RateEntry> {
        self.entries.iter().find(|e| e.name == name)
    }

    /// `X-RateLimit-*` for the tightest (or the exceeded) limit, the IETF `RateLimit` and
    /// `RateLimit-Policy` fields, and `Retry-After` when refused.
    pub fn headers(&self) -> Vec<(HeaderName, HeaderValue)> {
        let shown = self.exceeded().unwrap_or_else(|| self.tightest());
        let remaining = if self.exceeded().is_some() { 0 } else { shown.remaining() };
        let policies: Vec<String> =
            self.entries.iter().map(|e| format!("\"{}\";q={};w={}", e.name, e.limit, e.window)).collect();
        let mut headers = vec![
            ("x-ratelimit-limit", shown.limit.to_string()),
            ("x-ratelimit-remaining", remaining.to_string()),
            ("x-ratelimit-reset", shown.reset.to_string()),
            ("x-ratelimit-policy", format!("{};w={}", shown.limit, shown.window)),
            ("ratelimit-policy", policies.join(", ")),
            ("ratelimit", format!("\"{}\";r={remaining};t={}", shown.name, (shown.reset - self.now).max(0))),
        ];
        if self.exceeded().is_some() {
            headers.push(("retry-after", (shown.reset - self.now).max(1).to_string()));
        }
        headers
            .into_iter()
            .filter_map(|(name, value)| {
                Some((HeaderName::from_static(name), HeaderValue::from_str(&value).ok()?))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_030_000; // 30 s into a minute

    #[test]
    fn the_tightest_limit_is_the_one_with_the_fewest_requests_left() {
        let counts = Counts { second: 2, minute: 55, hour: 100, endpoint: None };
        let state = RateState::new(Limits::FREE, None, counts, NOW);
        assert_eq!(state.tightest().name, "minute");
        assert_eq!(state.tightest().remaining(), 5);
        assert!(crate::refusals::rate_limited(&state).is_none());
    }

    #[test]
    fn an_exceeded_limit_is_429_until_its_window_ends() {
        let counts = Counts { second: 1, minute: 61, hour: 61, endpoint: None };
        let state = RateState::new(Limits::FREE, None, counts, NOW);
        match crate::refusals::rate_limited(&state) {
            Some(crate::error::ApiError::RateLimited { retry_after, limit, window }) => {
                assert_eq!((retry_after, limit, window), (30, 60, 60));
            }
            other => panic!("{other:?}"),
        }
        let headers = state.headers();
        let value =
            |name: &str| headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.to_str().unwrap().to_owned());
        assert_eq!(value("x-ratelimit-remaining").as_deref(), Some("0"));
        assert_eq!(value("x-ratelimit-policy").as_deref(), Some("60;w=60"));
        assert_eq!(value("retry-after").as_deref(), Some("30"));
    }

    #[test]
    fn an_endpoint_limit_applies_on_top_of_the_tier() {
        let endpoint = Some(&super::super::TOKEN);
        let counts = Counts { second: 1, minute: 21, hour: 21, endpoint: Some(21) };
        let state = RateState::new(Limits::BUSINESS, endpoint, counts, NOW);
        assert_eq!(state.exceeded().map(|e| e.name), Some("token"));
    }
}
