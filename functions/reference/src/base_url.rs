//! The deployment's base URL, for a served document's `servers`.
//!
//! `API_BASE_URL` when set (a custom domain with a base path: what the request cannot tell);
//! otherwise the request's own origin: its `Host` and `X-Forwarded-Proto`, which API Gateway
//! (and the local runner, like it) sets. A host that is not plainly a host name, an address and
//! a port is not echoed into the document: the configured default stands instead.

use http::HeaderMap;

/// Where the API answers when neither the configuration nor the request says.
pub const FALLBACK: &str = "https://api.example.com";

/// A configured base URL: absolute http(s), without a trailing slash.
#[derive(Debug, Clone)]
pub struct BaseUrl(String);

impl BaseUrl {
    pub fn parse(text: &str) -> Result<BaseUrl, String> {
        let trimmed = text.trim_end_matches('/');
        let rest = trimmed
            .strip_prefix("https://")
            .or_else(|| trimmed.strip_prefix("http://"))
            .ok_or_else(|| format!("API_BASE_URL must start with https:// or http://: {text}"))?;
        let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
        let path_ok = path.chars().all(|c| c.is_ascii_alphanumeric() || "-._~/".contains(c));
        if !plain_host(host) || !path_ok {
            return Err(format!("API_BASE_URL is not a plain URL: {text}"));
        }
        Ok(BaseUrl(trimmed.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The request's origin, if its headers name a plain one.
    pub fn of_request(headers: &HeaderMap) -> Option<BaseUrl> {
        let host = headers.get(http::header::HOST)?.to_str().ok()?;
        if !plain_host(host) {
            return None;
        }
        let forwarded = headers.get("x-forwarded-proto").and_then(|v| v.to_str().ok());
        let scheme = match forwarded.map(|v| v.split(',').next().unwrap_or_default().trim()) {
            Some("http") => "http",
            _ => "https",
        };
        Some(BaseUrl(format!("{scheme}://{host}")))
    }
}

/// A host name or IP address (IPv6 in brackets), with an optional port.
fn plain_host(host: &str) -> bool {
    !host.is_empty()
        && host.len() <= 255
        && host.chars().all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
        && !host.starts_with([':', '.', '-'])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_names_its_origin_only_when_plain() {
        let mut headers = HeaderMap::new();
        headers.insert(http::header::HOST, "api.example.org".parse().unwrap());
        assert_eq!(BaseUrl::of_request(&headers).unwrap().as_str(), "https://api.example.org");
        headers.insert("x-forwarded-proto", "http".parse().unwrap());
        headers.insert(http::header::HOST, "127.0.0.1:3000".parse().unwrap());
        assert_eq!(BaseUrl::of_request(&headers).unwrap().as_str(), "http://127.0.0.1:3000");
        headers.insert(http::header::HOST, "evil\"host".parse().unwrap());
        assert!(BaseUrl::of_request(&headers).is_none());
    }

    #[test]
    fn a_configured_base_is_absolute_and_plain() {
        assert_eq!(BaseUrl::parse("https://example.org/api/").unwrap().as_str(), "https://example.org/api");
        assert!(BaseUrl::parse("example.org").is_err());
        assert!(BaseUrl::parse("https://example.org/a b").is_err());
    }
}
