//! The reference function: each major version's OpenAPI document at `/v1/openapi.json` and
//! `/v2/openapi.json`, and the browsable reference at `/docs` (Swagger UI, its assets served
//! from here). No credential and no table: everything served is built into the binary from
//! docs/openapi.yaml (see `derive`) and tools/reference-ui, so what clients are generated from,
//! what the contract test checks and what is served are the same bytes.

mod base_url;
pub mod derive;
mod embedded;

use http::{HeaderMap, HeaderValue, Method, Response, StatusCode, header};
use lambda_http::{Body, Request, RequestExt};
use shared::ApiError;
use shared::versions::ApiVersion;

pub use base_url::BaseUrl;
use embedded::{ASSETS, Document};

/// The routes template.yaml gives this function (method, path as requested: not tripled, a
/// document is one version's and the page is every version's).
pub const ROUTES: [(&str, &str); 4] =
    [("GET", "/v1/openapi.json"), ("GET", "/v2/openapi.json"), ("GET", "/docs"), ("GET", "/docs/{asset}")];

const DOCS_PAGE: &str = include_str!("../static/docs.html");
const DOCS_INIT: &str = include_str!("../static/init.js");

/// Swagger UI styles its elements inline and draws its icons as data URIs; nothing else but
/// this origin's own files runs or loads.
const DOCS_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/// Documents change with a deployment: clients revalidate (cheaply, with the ETag) every
/// five minutes. Assets are named by their pinned version's content: a day.
const DOCUMENT_CACHE: &str = "public, max-age=300";
const ASSET_CACHE: &str = "public, max-age=86400";

pub struct Reference {
    configured: Option<BaseUrl>,
}

impl Reference {
    /// `API_BASE_URL`, if set, is the documents' server (see `base_url`).
    pub fn from_env() -> Result<Reference, String> {
        let configured = std::env::var("API_BASE_URL").ok().filter(|v| !v.is_empty());
        Ok(Reference { configured: configured.as_deref().map(BaseUrl::parse).transpose()? })
    }

    pub fn new(configured: Option<BaseUrl>) -> Reference {
        Reference { configured }
    }

    pub fn handle(&self, request: &Request) -> Response<Body> {
        let request_id =
            shared::request_id::resolve(request.headers().get("x-request-id").and_then(|v| v.to_str().ok()));
        let raw = request.raw_http_path();
        let path = if raw.is_empty() { request.uri().path() } else { raw };
        let response = match (request.method(), path) {
            (&Method::GET, "/v1/openapi.json") => self.document(&embedded::V1, request.headers()),
            (&Method::GET, "/v2/openapi.json") => self.document(&embedded::V2, request.headers()),
            (&Method::GET, "/docs") => page(DOCS_PAGE.as_bytes(), "text/html; charset=utf-8"),
            (&Method::GET, "/docs/init.js") => page(DOCS_INIT.as_bytes(), "text/javascript; charset=utf-8"),
            (&Method::GET, asset) => match asset.strip_prefix("/docs/").and_then(find_asset) {
                Some(asset) => {
                    cached(request.headers(), asset.etag, ASSET_CACHE, asset.content_type, asset.body)
                }
                None => self.not_found(path, &request_id, request.headers()),
            },
            _ => self.not_found(path, &request_id, request.headers()),
        };
        tracing::info!(request_id = %request_id, method = %request.method(), path, status = response.status().as_u16(), "request");
        with_request_id(response, &request_id)
    }

    /// A version's document with this deployment as its server.
    fn document(&self, document: &Document, headers: &HeaderMap) -> Response<Body> {
        let base = self.configured.clone().or_else(|| BaseUrl::of_request(headers));
        let base = base.as_ref().map_or(base_url::FALLBACK, BaseUrl::as_str);
        // The bytes are the embedded document's and the base URL's: so is the ETag.
        let etag = format!("\"{}-{:016x}\"", &document.digest[..32], fnv(base.as_bytes()));
        let json = document.json.replace(derive::SERVER, base);
        let mut response = cached(headers, &etag, DOCUMENT_CACHE, "application/json", json.as_bytes());
        // Any tool may read a public document from anywhere (an editor, a generator in a page).
        response.headers_mut().insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, HeaderValue::from_static("*"));
        // A server taken from the request differs by the request's host and scheme: a shared
        // cache keeps one copy per pair, so no request can poison another client's document.
        if self.configured.is_none() {
            response.headers_mut().insert(header::VARY, HeaderValue::from_static("Host, X-Forwarded-Proto"));
        }
        response
    }
}

fn find_asset(name: &str) -> Option<&'static embedded::Asset> {
    ASSETS.iter().find(|a| a.name == name)
}

/// The /docs page and its initializer: small, changed with the function, revalidated.
fn page(body: &'static [u8], content_type: &'static str) -> Response<Body> {
    let mut response = respond(StatusCode::OK, content_type, Body::Binary(body.to_vec()));
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(DOCS_POLICY));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    response
}

/// 304 when `If-None-Match` names `etag`, else the body, with the ETag either way.
fn cached(
    headers: &HeaderMap,
    etag: &str,
    cache_control: &'static str,
    content_type: &'static str,
    body: &[u8],
) -> Response<Body> {
    let hit = headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|tag| matches!(tag.trim(), t if t == etag || t == "*" || t.strip_prefix("W/") == Some(etag)));
    let mut response = if hit {
        let mut response = Response::new(Body::Empty);
        *response.status_mut() = StatusCode::NOT_MODIFIED;
        response
    } else {
        respond(StatusCode::OK, content_type, Body::Binary(body.to_vec()))
    };
    let map = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(etag) {
        map.insert(header::ETAG, value);
    }
    map.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache_control));
    map.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    response
}

impl Reference {
    /// The API's own 404 for a path under /docs that names no asset, its `doc_url` into this
    /// deployment's reference.
    fn not_found(&self, path: &str, request_id: &str, headers: &HeaderMap) -> Response<Body> {
        let base = self.configured.clone().or_else(|| BaseUrl::of_request(headers));
        let docs = format!("{}/docs", base.as_ref().map_or(base_url::FALLBACK, BaseUrl::as_str));
        let error = ApiError::NotFound { resource_type: "route", resource_id: path.to_owned() };
        let body = shared::envelope::render_error(&error, &ApiVersion::DEFAULT, request_id, &docs);
        let text = serde_json::Value::Object(body).to_string();
        respond(StatusCode::NOT_FOUND, "application/json", Body::Text(text))
    }
}

fn respond(status: StatusCode, content_type: &'static str, body: Body) -> Response<Body> {
    let mut response = Response::new(body);
    *response.status_mut() = status;
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    response
}

fn with_request_id(mut response: Response<Body>, request_id: &str) -> Response<Body> {
    if let Ok(value) = HeaderValue::from_str(request_id) {
        response.headers_mut().insert("x-request-id", value);
    }
    response
}

/// FNV-1a: a stable, dependency-free fingerprint of the base URL for the ETag (not a secret).
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}
