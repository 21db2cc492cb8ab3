//! The station log upload endpoint (docs/ocpp.md, "A station's logs"): `PUT` or `POST
//! /station-logs/<token>` on the stations' listener (the NLB's TLS listener reaches it as it
//! reaches `/ocpp/...`). The token (`shared::log_files`) names the one file it may write and
//! until when; the body (raw, or the first file part of `multipart/form-data`: stations differ)
//! is spooled to a file, never held in memory, and then kept: renamed into the runner's
//! directory locally, or PUT to the logs bucket with a URL the task pre-signs deployed.
//!
//! Bounds, since every tenant's stations share a task's memory and disk: `MAX_UPLOAD` per file
//! (refused with 413 from its declared length, unread, or as soon as the count passes it),
//! `UPLOADS_AT_ONCE` per task and `UPLOADS_PER_ORGANIZATION` of them per organization (503
//! beyond), one upload at a time per file and a file kept once (409), and a body that stalls
//! `UPLOAD_IDLE`, averages below `MIN_RATE` after `RATE_AFTER` or lasts beyond `UPLOAD_WITHIN`
//! is dropped (408).

pub mod body;
pub mod credentials;
pub mod forward;

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use http::{Method, Request, Response, StatusCode, header};
use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use shared::log_files::{PREFIX, Transfer, verify_token};
use tokio::sync::Semaphore;

use body::Refused;

/// Uploads one task takes at once: each holds a file of up to `MAX_UPLOAD` on the task's disk
/// and a connection slot; a station turned away retries (its GetLog retries, 60 s apart).
pub const UPLOADS_AT_ONCE: usize = 8;
/// The uploads of one organization (its stations' files) a task takes at once: one tenant's
/// slow stations cannot take every slot of a task.
pub const UPLOADS_PER_ORGANIZATION: usize = 2;
/// The slowest a body may come, in bytes a second averaged over the upload so far, once it
/// has run `RATE_AFTER`: a byte just inside `UPLOAD_IDLE` does not hold a slot for long, while a
/// station on a 2G (GPRS) uplink, 3 to 5 KiB/s, still gets its log through.
pub const MIN_RATE: u64 = 1024;
/// How long a body may come at any pace (a station's connection settling).
pub const RATE_AFTER: Duration = Duration::from_secs(60);
/// The longest a body may go without a byte.
pub const UPLOAD_IDLE: Duration = Duration::from_secs(60);
/// The longest one upload may take: 50 MiB at about 30 kB/s.
pub const UPLOAD_WITHIN: Duration = Duration::from_secs(30 * 60);

/// Where the gateway keeps what stations upload.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeptBy {
    /// The local runner's directory: `<dir>/<org>/<asset>/<log>`.
    Directory(PathBuf),
    /// The logs bucket (`STATION_LOGS_BUCKET`), written with the task role's credentials.
    S3 { bucket: String, region: String },
}

/// A task's upload endpoint: the tokens' key, where files go, and its bounds.
pub struct LogUploads {
    secret: [u8; 32],
    kept_by: KeptBy,
    /// Where bodies are spooled (on the same file system as a `Directory`, so keeping is a rename).
    spool: PathBuf,
    at_once: Arc<Semaphore>,
    /// The files being uploaded now (one upload per file at a time).
    running: Mutex<HashSet<String>>,
    /// The uploads running now per organization (the key's first segment).
    by_organization: Mutex<HashMap<String, usize>>,
    forwarding: forward::Forwarding,
}

impl LogUploads {
    pub fn new(secret: [u8; 32], kept_by: KeptBy, spool: PathBuf) -> LogUploads {
        LogUploads {
            secret,
            kept_by,
            spool,
            at_once: Arc::new(Semaphore::new(UPLOADS_AT_ONCE)),
            running: Mutex::default(),
            by_organization: Mutex::default(),
            forwarding: forward::Forwarding::new(),
        }
    }

    /// The file's one upload slot, or `None` while another upload of it runs.
    fn only_upload_of(&self, key: &str) -> Option<Running<'_>> {
        let mut running = self.running.lock().ok()?;
        running.insert(key.to_owned()).then(|| Running { uploads: self, key: key.to_owned() })
    }

    /// One of the organization's `UPLOADS_PER_ORGANIZATION` slots, or `None` while it has them all.
    fn organizations_slot(&self, key: &str) -> Option<OrganizationsSlot<'_>> {
        let organization = key.split('/').next().unwrap_or_default().to_owned();
        let mut running = self.by_organization.lock().ok()?;
        let count = running.entry(organization.clone()).or_default();
        if *count >= UPLOADS_PER_ORGANIZATION {
            return None;
        }
        *count += 1;
        Some(OrganizationsSlot { uploads: self, organization })
    }

    /// The spooled file kept where files go, unless the file is there already: a token serves
    /// for an hour, and its first complete upload is the file.
    async fn keep(&self, spooled: &Path, key: &str, length: u64) -> Result<(), Kept> {
        match &self.kept_by {
            KeptBy::Directory(dir) => {
                let file = key.split('/').fold(dir.clone(), |path, segment| path.join(segment));
                let parent = file.parent().ok_or(Kept::Failed)?;
                tokio::fs::create_dir_all(parent).await.map_err(|_| Kept::Failed)?;
                // Linked into place when complete (a download never sees half a file), and a
                // link never replaces a file (a rename would); the spool's name goes with the
                // spool file.
                tokio::fs::hard_link(spooled, &file).await.map_err(|error| match error.kind() {
                    std::io::ErrorKind::AlreadyExists => Kept::Already,
                    _ => Kept::Failed,
                })
            }
            KeptBy::S3 { bucket, region } => {
                let target = shared::log_files::S3Target { bucket, region, key };
                let origin = format!("https://{bucket}.s3.{region}.amazonaws.com");
                self.forwarding.put(&origin, &target, spooled, length).await.map_err(|error| match error {
                    forward::NotPut::Already => Kept::Already,
                    forward::NotPut::Failed(error) => {
                        tracing::warn!(%error, "station_log.forward_failed");
                        Kept::Upstream
                    }
                })
            }
        }
    }
}

/// Why a spooled file was not kept.
enum Kept {
    Failed,
    /// The file was uploaded before.
    Already,
    /// S3 (or the task's credentials) refused or failed.
    Upstream,
}

/// An organization's upload in progress; its end frees the organization's slot.
struct OrganizationsSlot<'a> {
    uploads: &'a LogUploads,
    organization: String,
}

impl Drop for OrganizationsSlot<'_> {
    fn drop(&mut self) {
        if let Ok(mut running) = self.uploads.by_organization.lock()
            && let Some(count) = running.get_mut(&self.organization)
        {
            *count = count.saturating_sub(1);
            if *count == 0 {
                running.remove(&self.organization);
            }
        }
    }
}

/// A spooled body's file, removed however the request ends (kept files are links of their
/// own, so removing the spool's name never loses one), even when its future is dropped.
struct SpoolFile(PathBuf);

impl Drop for SpoolFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// A file's upload in progress; its end frees the file for the next.
struct Running<'a> {
    uploads: &'a LogUploads,
    key: String,
}

impl Drop for Running<'_> {
    fn drop(&mut self) {
        if let Ok(mut running) = self.uploads.running.lock() {
            running.remove(&self.key);
        }
    }
}

/// Whether a request is for this endpoint.
pub fn handles(path: &str) -> bool {
    path.starts_with(PREFIX)
}

/// An upload, or why not: 404 where this gateway takes none, 405 for a method other than PUT
/// and POST, 403 for a token that grants nothing (bad, tampered, expired, or a download's),
/// 413 beyond `MAX_UPLOAD` (or a multipart body's `MULTIPART_OVERHEAD`), 409 while the same file
/// is being uploaded or once it was, 503 when the organization or the task takes
/// `UPLOADS_PER_ORGANIZATION` or `UPLOADS_AT_ONCE` already, 400 for a multipart body without a
/// file, 408 for a body too slow, 502 when S3 did not take the file.
pub async fn serve(uploads: Option<&LogUploads>, request: Request<Incoming>) -> Response<Full<Bytes>> {
    let Some(uploads) = uploads else { return plain(StatusCode::NOT_FOUND, "not found") };
    if !matches!(*request.method(), Method::PUT | Method::POST) {
        let mut response = plain(StatusCode::METHOD_NOT_ALLOWED, "method not allowed");
        response.headers_mut().insert(header::ALLOW, header::HeaderValue::from_static("PUT, POST"));
        return response;
    }
    // A station may append its file's name (1.6's location is a directory): the token is the
    // first segment.
    let path = request.uri().path().trim_start_matches(PREFIX);
    let token = path.split('/').next().unwrap_or_default();
    let now = shared::time::now_ms() / 1000;
    let Some(key) = verify_token(&uploads.secret, token, Transfer::Upload, now) else {
        return plain(StatusCode::FORBIDDEN, "access denied");
    };
    let kind = body::Kind::of(request.headers());
    if body::declared_length(request.headers()).is_some_and(|length| length > kind.largest()) {
        return too_large();
    }
    let Some(_running) = uploads.only_upload_of(&key) else {
        return plain(StatusCode::CONFLICT, "this file is being uploaded");
    };
    let Some(_organizations) = uploads.organizations_slot(&key) else {
        tracing::info!("station_log.organization_uploads_at_capacity");
        return busy("too many uploads of this organization at once; retry later");
    };
    let Ok(_slot) = uploads.at_once.clone().try_acquire_owned() else {
        tracing::info!("station_log.uploads_at_capacity");
        return busy("too many uploads at once; retry later");
    };
    if tokio::fs::create_dir_all(&uploads.spool).await.is_err() {
        return plain(StatusCode::INTERNAL_SERVER_ERROR, "the file could not be stored");
    }
    // Gone when this request ends, however it ends: the spool never keeps a file.
    let spooled = SpoolFile(uploads.spool.join(format!(".upload-{}", uuid::Uuid::now_v7().simple())));
    let taken =
        match tokio::time::timeout(UPLOAD_WITHIN, body::spool(kind, request.into_body(), &spooled.0)).await {
            Ok(taken) => taken,
            Err(_) => Err(Refused::TooSlow),
        };
    match taken {
        Ok(length) => match uploads.keep(&spooled.0, &key, length).await {
            Ok(()) => plain(StatusCode::OK, ""),
            Err(Kept::Already) => plain(StatusCode::CONFLICT, "this file was uploaded already"),
            Err(Kept::Failed) => plain(StatusCode::INTERNAL_SERVER_ERROR, "the file could not be stored"),
            Err(Kept::Upstream) => plain(StatusCode::BAD_GATEWAY, "the file could not be stored; retry"),
        },
        Err(refused) => refusal(refused),
    }
}

fn busy(text: &'static str) -> Response<Full<Bytes>> {
    let mut response = plain(StatusCode::SERVICE_UNAVAILABLE, text);
    response.headers_mut().insert(header::RETRY_AFTER, header::HeaderValue::from_static("60"));
    response
}

fn refusal(refused: Refused) -> Response<Full<Bytes>> {
    match refused {
        Refused::TooLarge => too_large(),
        Refused::NoFile => plain(StatusCode::BAD_REQUEST, "the multipart body has no file part"),
        Refused::Malformed => plain(StatusCode::BAD_REQUEST, "the multipart body is malformed"),
        Refused::TooSlow => plain(StatusCode::REQUEST_TIMEOUT, "the upload was too slow"),
        Refused::Overhead => plain(
            StatusCode::PAYLOAD_TOO_LARGE,
            "the multipart body carries more than 64 KiB besides its file",
        ),
        Refused::Broken => plain(StatusCode::BAD_REQUEST, "the upload broke off"),
        Refused::Disk => plain(StatusCode::INTERNAL_SERVER_ERROR, "the file could not be stored"),
    }
}

fn too_large() -> Response<Full<Bytes>> {
    plain(StatusCode::PAYLOAD_TOO_LARGE, "the file is larger than the upload limit (50 MiB)")
}

fn plain(status: StatusCode, text: &'static str) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from_static(text.as_bytes())));
    *response.status_mut() = status;
    response.headers_mut().insert(header::CONTENT_TYPE, header::HeaderValue::from_static("text/plain"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "AZCgsAAAcACAAAAAAAAAAQ/AZCgsAAAcACAAAAAAAAAAg/AZCgsAAAcACAAAAAAAAAAw";

    #[test]
    fn one_file_is_uploaded_once_at_a_time() {
        let uploads = LogUploads::new([1; 32], KeptBy::Directory(PathBuf::from("x")), PathBuf::from("x"));
        let first = uploads.only_upload_of(KEY);
        assert!(first.is_some());
        assert!(uploads.only_upload_of(KEY).is_none(), "the same file, while its upload runs");
        assert!(uploads.only_upload_of("another/file/key").is_some(), "another file");
        drop(first);
        assert!(uploads.only_upload_of(KEY).is_some(), "free again once it ended");
    }

    #[test]
    fn an_organization_takes_a_bounded_share_of_the_tasks_uploads() {
        let uploads = LogUploads::new([1; 32], KeptBy::Directory(PathBuf::from("x")), PathBuf::from("x"));
        let held: Vec<_> = (0..UPLOADS_PER_ORGANIZATION)
            .map(|n| uploads.organizations_slot(&format!("org-a/asset/{n}")).expect("a slot"))
            .collect();
        assert!(uploads.organizations_slot("org-a/asset/more").is_none(), "beyond its share");
        assert!(uploads.organizations_slot("org-b/asset/1").is_some(), "another organization");
        drop(held);
        assert!(uploads.organizations_slot("org-a/asset/more").is_some(), "free again once they ended");
        assert!(uploads.by_organization.lock().expect("unpoisoned").is_empty(), "no count is kept idle");
    }

    #[test]
    fn a_spool_file_is_removed_however_its_request_ends() {
        let path = std::env::temp_dir().join(format!("spool-{}", uuid::Uuid::now_v7().simple()));
        std::fs::write(&path, b"half").expect("written");
        drop(SpoolFile(path.clone()));
        assert!(!path.exists());
    }
}
