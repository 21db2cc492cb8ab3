//! The local stand-in for the station log bucket's downloads: `GET /station-logs/<token>` hands
//! back a file the gateway (hosted in-process) stored from a station's upload. The token
//! (`log_files`) names the one file it may reach, which way and until when, under an HMAC of a
//! key derived from the gateway secret: a token of one log request reaches no other, and no
//! token lists anything. Files live under `.local/station-logs/<org>/<asset>/<log>`.

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::{Method, Request, Response, StatusCode};
use shared::log_files::{LogFiles, PREFIX, Transfer, verify_token};
use std::path::{Path, PathBuf};

/// Where the runner keeps uploaded logs: the workspace's `.local/` (git-ignored). The gateway
/// it hosts writes there (`ocpp_gateway::log_uploads`).
pub fn default_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(".local").join("station-logs")
}

/// Whether a request is for this endpoint (before the template's routes, which have no such path).
pub fn handles(path: &str) -> bool {
    path.starts_with(PREFIX)
}

/// A download, or why not: 403 for a token that grants nothing (bad, tampered, expired, or an
/// upload's: stations upload to the gateway), 404 for a file not uploaded yet, 405 for any
/// other method.
pub async fn serve(
    files: Option<&LogFiles>,
    dir: &Path,
    request: Request<Incoming>,
) -> Response<Full<Bytes>> {
    let Some(files) = files else {
        return answer(StatusCode::NOT_FOUND, "no route");
    };
    if request.method() != Method::GET {
        return answer(StatusCode::METHOD_NOT_ALLOWED, "method not allowed");
    }
    let token = request.uri().path().trim_start_matches(PREFIX);
    let now = shared::time::now_ms() / 1000;
    let Some(key) = verify_token(&files.secret, token, Transfer::Download, now) else {
        return answer(StatusCode::FORBIDDEN, "access denied");
    };
    let file = key.split('/').fold(dir.to_path_buf(), |path, segment| path.join(segment));
    match tokio::fs::read(&file).await {
        Ok(bytes) => {
            // As the bucket's signed GET says: a file to save, never a page to render.
            let mut response = Response::new(Full::new(Bytes::from(bytes)));
            let headers = response.headers_mut();
            let value = hyper::header::HeaderValue::from_static;
            headers.insert(hyper::header::CONTENT_TYPE, value("application/octet-stream"));
            headers.insert(hyper::header::CONTENT_DISPOSITION, value("attachment"));
            headers.insert(hyper::header::X_CONTENT_TYPE_OPTIONS, value("nosniff"));
            response
        }
        Err(_) => answer(StatusCode::NOT_FOUND, "no such file"),
    }
}

fn answer(status: StatusCode, text: &'static str) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from_static(text.as_bytes())));
    *response.status_mut() = status;
    response
}
