//! The local stand-in for the station log bucket: `PUT /station-logs/<token>` takes a
//! station's upload, `GET /station-logs/<token>` hands it back. The token (`log_files`) names
//! the one file it may reach, which way and until when, under an HMAC of a key derived from the
//! run's secret: a token of one log request reaches no other, and no token lists anything.
//! Files land under `.local/station-logs/<org>/<asset>/<log>`.

use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Method, Request, Response, StatusCode};
use shared::log_files::{LOCAL_PREFIX, LogFiles, MAX_LOCAL_UPLOAD, Transfer, verify_local_token};
use std::path::{Path, PathBuf};

/// Where the runner keeps uploaded logs: the workspace's `.local/` (git-ignored).
pub fn default_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(".local").join("station-logs")
}

/// Whether a request is for this endpoint (before the template's routes, which have no such path).
pub fn handles(path: &str) -> bool {
    path.starts_with(LOCAL_PREFIX)
}

/// An upload or a download, or why not: 403 for a token that grants nothing (bad, tampered,
/// expired, or for the other direction), 413 beyond `MAX_LOCAL_UPLOAD`, 404 for a file not
/// uploaded yet, 405 for any other method.
pub async fn serve(
    files: Option<&LogFiles>,
    dir: &Path,
    request: Request<Incoming>,
) -> Response<Full<Bytes>> {
    let Some(LogFiles::Local { secret, .. }) = files else {
        return answer(StatusCode::NOT_FOUND, "no route");
    };
    let token = request.uri().path().trim_start_matches(LOCAL_PREFIX).to_owned();
    let transfer = match *request.method() {
        Method::PUT => Transfer::Upload,
        Method::GET => Transfer::Download,
        _ => return answer(StatusCode::METHOD_NOT_ALLOWED, "method not allowed"),
    };
    let now = shared::time::now_ms() / 1000;
    let Some(key) = verify_local_token(secret, &token, transfer, now) else {
        return answer(StatusCode::FORBIDDEN, "access denied");
    };
    let file = key.split('/').fold(dir.to_path_buf(), |path, segment| path.join(segment));
    match transfer {
        Transfer::Upload => upload(request, &file).await,
        Transfer::Download => match tokio::fs::read(&file).await {
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
        },
    }
}

async fn upload(request: Request<Incoming>, file: &Path) -> Response<Full<Bytes>> {
    let declared = request
        .headers()
        .get(hyper::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|length| length > MAX_LOCAL_UPLOAD as u64) {
        return answer(StatusCode::PAYLOAD_TOO_LARGE, "the file is larger than the upload limit");
    }
    let Some(parent) = file.parent() else { return answer(StatusCode::INTERNAL_SERVER_ERROR, "no place") };
    if tokio::fs::create_dir_all(parent).await.is_err() {
        return answer(StatusCode::INTERNAL_SERVER_ERROR, "the file could not be stored");
    }
    // Streamed to a file of its own (two uploads at once never share one) and renamed into
    // place when complete: a download never sees half a file, and no upload is held in memory.
    let partial = file.with_extension(format!("partial-{}", uuid::Uuid::now_v7().simple()));
    let stored = stream_to(request.into_body(), &partial).await;
    let stored = match stored {
        Ok(()) => tokio::fs::rename(&partial, file).await.map_err(|_| Stored::Failed),
        Err(refused) => Err(refused),
    };
    match stored {
        Ok(()) => answer(StatusCode::OK, ""),
        Err(refused) => {
            let _ = tokio::fs::remove_file(&partial).await;
            match refused {
                Stored::TooLarge => {
                    answer(StatusCode::PAYLOAD_TOO_LARGE, "the file is larger than the upload limit")
                }
                Stored::Failed => answer(StatusCode::INTERNAL_SERVER_ERROR, "the file could not be stored"),
            }
        }
    }
}

/// Why an upload was not stored.
enum Stored {
    TooLarge,
    /// The body broke off, or the disk refused.
    Failed,
}

/// The body written to `path` frame by frame, counting bytes: beyond `MAX_LOCAL_UPLOAD` it stops.
async fn stream_to(mut body: Incoming, path: &Path) -> Result<(), Stored> {
    use tokio::io::AsyncWriteExt;
    let mut out = tokio::fs::File::create(path).await.map_err(|_| Stored::Failed)?;
    let mut written = 0usize;
    while let Some(frame) = body.frame().await {
        let frame = frame.map_err(|_| Stored::Failed)?;
        let Ok(data) = frame.into_data() else { continue };
        written += data.len();
        if written > MAX_LOCAL_UPLOAD {
            return Err(Stored::TooLarge);
        }
        out.write_all(&data).await.map_err(|_| Stored::Failed)?;
    }
    out.flush().await.map_err(|_| Stored::Failed)?;
    Ok(())
}

fn answer(status: StatusCode, text: &'static str) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from_static(text.as_bytes())));
    *response.status_mut() = status;
    response
}
