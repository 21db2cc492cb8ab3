//! Success envelopes (`data`, `meta`, `pagination`, `debug`) and the one place errors are
//! rendered per API version.

use http::{HeaderName, HeaderValue, StatusCode};
use serde_json::{Map, Value, json};

use crate::error::ApiError;
use crate::idempotency::{REPLAYED_HEADERS, StoredReply};
use crate::versions::ApiVersion;

/// What a handler returns on success.
#[derive(Debug)]
pub struct Reply {
    pub status: StatusCode,
    /// `None` for 204 and 304.
    pub body: Option<Map<String, Value>>,
    pub headers: Vec<(HeaderName, HeaderValue)>,
}

impl Reply {
    pub fn ok(data: Value) -> Reply {
        Reply::with_status(StatusCode::OK, data)
    }

    pub fn created(data: Value, location: &str) -> Reply {
        Reply::with_status(StatusCode::CREATED, data).header(http::header::LOCATION, location)
    }

    pub fn no_content() -> Reply {
        Reply { status: StatusCode::NO_CONTENT, body: None, headers: Vec::new() }
    }

    pub fn not_modified() -> Reply {
        Reply { status: StatusCode::NOT_MODIFIED, body: None, headers: Vec::new() }
    }

    /// Adds the `ETag` of a stored revision (see `preconditions`).
    pub fn etag(self, revision: i64) -> Reply {
        self.header(http::header::ETAG, &crate::preconditions::etag(revision))
    }

    pub fn with_status(status: StatusCode, data: Value) -> Reply {
        let mut body = Map::new();
        body.insert("data".into(), data);
        Reply { status, body: Some(body), headers: Vec::new() }
    }

    pub fn meta(self, meta: Value) -> Reply {
        self.member("meta", meta)
    }

    /// A cursor-paged list's page: its `pagination` (the cursor asked with, the next one,
    /// `has_next`, `limit`) and, when there is a next page, its `Link` (on the request's own
    /// path and query).
    pub fn cursor_page(
        data: Vec<Value>,
        (cursor, next_cursor): (Option<&str>, Option<String>),
        limit: u32,
        (raw_path, query): (&str, &[(String, String)]),
    ) -> Reply {
        let pagination = json!({
            "cursor": cursor,
            "next_cursor": next_cursor,
            "has_next": next_cursor.is_some(),
            "limit": limit,
        });
        let reply = Reply::ok(Value::Array(data)).pagination(pagination);
        match &next_cursor {
            Some(next) => reply
                .header(http::header::LINK, &crate::list::link_to(raw_path, query, "cursor", next, "next")),
            None => reply,
        }
    }

    pub fn pagination(self, pagination: Value) -> Reply {
        self.member("pagination", pagination)
    }

    fn member(mut self, name: &str, value: Value) -> Reply {
        if let Some(body) = self.body.as_mut() {
            body.insert(name.into(), value);
        }
        self
    }

    /// Adds a header; values that are not valid header text are dropped (they are built by us).
    pub fn header(mut self, name: HeaderName, value: &str) -> Reply {
        if let Ok(value) = HeaderValue::from_str(value) {
            self.headers.push((name, value));
        }
        self
    }
}

/// A reply kept under an `Idempotency-Key` is written and read back here, at the HTTP layer:
/// `idempotency` and the store only carry it.
impl StoredReply {
    pub fn of(reply: &Reply) -> StoredReply {
        StoredReply {
            status: reply.status.as_u16(),
            body: reply.body.as_ref().map(|b| Value::Object(b.clone()).to_string()),
            headers: reply
                .headers
                .iter()
                .filter(|(name, _)| REPLAYED_HEADERS.contains(name))
                .filter_map(|(name, value)| Some((name.to_string(), value.to_str().ok()?.to_owned())))
                .collect(),
        }
    }

    /// The reply to send again, marked `Idempotent-Replayed: true`.
    pub fn replay(&self) -> Reply {
        let body =
            self.body.as_deref().and_then(|text| serde_json::from_str::<Map<String, Value>>(text).ok());
        let mut headers: Vec<(HeaderName, HeaderValue)> = self
            .headers
            .iter()
            .filter_map(|(name, value)| {
                Some((HeaderName::from_bytes(name.as_bytes()).ok()?, HeaderValue::from_str(value).ok()?))
            })
            .collect();
        headers.push((HeaderName::from_static("idempotent-replayed"), HeaderValue::from_static("true")));
        Reply { status: StatusCode::from_u16(self.status).unwrap_or(StatusCode::OK), body, headers }
    }
}

/// The error body for this version: structured everywhere except an explicit `/v1`, where
/// `error` is the message string and `code`/`request_id` stand beside it. `docs` is the
/// reference's URL (`Config::docs_url`).
pub fn render_error(
    error: &ApiError,
    version: &ApiVersion,
    request_id: &str,
    docs: &str,
) -> Map<String, Value> {
    // Every shape has `code`, `details` (when there are any), `request_id` and `doc_url`.
    let mut body = Map::new();
    body.insert("code".into(), json!(error.code()));
    if let Some(details) = error.details() {
        body.insert("details".into(), details);
    }
    body.insert("request_id".into(), json!(request_id));
    body.insert("doc_url".into(), json!(doc_url(docs, error.code())));
    if let ApiError::OAuth { oauth_error, .. } = error {
        // RFC 6749 section 5.2 in every version: OAuth libraries read `error` as the code.
        body.insert("error".into(), json!(oauth_error));
        body.insert("error_description".into(), json!(error.message()));
    } else if version.structured_errors() {
        body.insert("message".into(), json!(error.message()));
        return Map::from_iter([("error".to_owned(), Value::Object(body))]);
    } else {
        body.insert("error".into(), json!(error.message()));
    }
    body
}

/// Where the reference explains an error code: `<docs>#error-<code>`, the code in lower case
/// with hyphens (`RESOURCE_NOT_FOUND` is `#error-resource-not-found`). Stable: the anchor is
/// made from the code alone, and codes do not change.
pub fn doc_url(docs: &str, code: &str) -> String {
    format!("{docs}#error-{}", code.to_ascii_lowercase().replace('_', "-"))
}

/// A single-resource GET: 304 (with the ETag, no body) when `If-None-Match` names the stored
/// revision, else the full reply with its ETag.
pub fn conditional_get(headers: &http::HeaderMap, revision: i64, full: impl FnOnce() -> Reply) -> Reply {
    if crate::preconditions::none_match_hits(headers, revision) {
        Reply::not_modified().etag(revision)
    } else {
        full().etag(revision)
    }
}
