//! A spooled log file PUT to the logs bucket: a URL the task pre-signs for that one key
//! (`shared::log_files::presign_at`, as the functions sign downloads), the file streamed from
//! disk with its length declared, never read whole.

use std::path::Path;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::{Duration, SystemTime};

use hyper::body::{Bytes, Frame, SizeHint};
use shared::log_files::{S3Target, Transfer, presign_at};
use tokio::io::{AsyncRead, ReadBuf};

use super::credentials::TaskCredentials;

/// How long one PUT to S3 may take (50 MiB inside the VPC is seconds).
const PUT_WITHIN: Duration = Duration::from_secs(300);
/// The size of the pieces a file is sent in.
const CHUNK: usize = 64 * 1024;

/// Why a file was not PUT.
#[derive(Debug, PartialEq, Eq)]
pub enum NotPut {
    /// The key holds a file already (S3 answered 412 to `If-None-Match: *`).
    Already,
    /// What failed, without the pre-signed URL (its signature and session token).
    Failed(String),
}

/// The task's client for S3 and its credentials.
pub struct Forwarding {
    client: Option<reqwest::Client>,
    credentials: TaskCredentials,
}

impl Default for Forwarding {
    fn default() -> Self {
        Forwarding::new()
    }
}

impl Forwarding {
    pub fn new() -> Forwarding {
        // rustls needs its crypto provider chosen once per process; a second install is a no-op.
        let _ = rustls::crypto::aws_lc_rs::default_provider().install_default();
        let client = reqwest::Client::builder()
            .timeout(PUT_WITHIN)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .map_err(|error| tracing::error!(%error, "station_log.no_http_client"))
            .ok();
        Forwarding { client, credentials: TaskCredentials::default() }
    }

    /// The file at `path` (`length` bytes) PUT as `target` at the bucket's `origin`, unless the
    /// key holds a file already.
    pub async fn put(
        &self,
        origin: &str,
        target: &S3Target<'_>,
        path: &Path,
        length: u64,
    ) -> Result<(), NotPut> {
        let client = self.client.as_ref().ok_or(NotPut::Failed("no HTTP client".into()))?;
        let credentials =
            self.credentials.get(client).await.map_err(|error| NotPut::Failed(error.to_string()))?;
        self.put_signed(&credentials, origin, target, path, length).await
    }

    /// `put`, signed with `credentials`.
    async fn put_signed(
        &self,
        credentials: &shared::log_files::Credentials,
        origin: &str,
        target: &S3Target<'_>,
        path: &Path,
        length: u64,
    ) -> Result<(), NotPut> {
        let client = self.client.as_ref().ok_or(NotPut::Failed("no HTTP client".into()))?;
        let url = presign_at(origin, target, Transfer::Upload, credentials, SystemTime::now())
            .map_err(|e| NotPut::Failed(format!("{e:?}")))?;
        let file = tokio::fs::File::open(path).await.map_err(|e| NotPut::Failed(format!("spool: {e}")))?;
        let body = reqwest::Body::wrap(FileBody { file, left: length });
        // A conditional write: a token serves for an hour, and its first complete upload is the
        // file (S3 need not have the header signed; only `x-amz-` headers must be).
        let response = client
            .put(url)
            .header(http::header::CONTENT_LENGTH, length)
            .header(http::header::IF_NONE_MATCH, "*")
            .body(body)
            .send()
            .await
            // reqwest's errors name their URL: this one's query holds the signature and the
            // task's session token.
            .map_err(|e| NotPut::Failed(format!("PUT: {}", e.without_url())))?;
        match response.status() {
            status if status.is_success() => Ok(()),
            http::StatusCode::PRECONDITION_FAILED => Err(NotPut::Already),
            status => Err(NotPut::Failed(format!("PUT answered {status}"))),
        }
    }
}

/// A file's first `left` bytes as a body, a piece at a time.
struct FileBody {
    file: tokio::fs::File,
    left: u64,
}

impl hyper::body::Body for FileBody {
    type Data = Bytes;
    type Error = std::io::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        let this = self.get_mut();
        if this.left == 0 {
            return Poll::Ready(None);
        }
        let mut piece = vec![0u8; CHUNK.min(usize::try_from(this.left).unwrap_or(CHUNK))];
        let mut buffer = ReadBuf::new(&mut piece);
        match Pin::new(&mut this.file).poll_read(cx, &mut buffer) {
            Poll::Pending => Poll::Pending,
            Poll::Ready(Err(error)) => Poll::Ready(Some(Err(error))),
            Poll::Ready(Ok(())) => {
                let read = buffer.filled().len();
                if read == 0 {
                    let short =
                        std::io::Error::new(std::io::ErrorKind::UnexpectedEof, "the spooled file is short");
                    return Poll::Ready(Some(Err(short)));
                }
                this.left -= read as u64;
                piece.truncate(read);
                Poll::Ready(Some(Ok(Frame::data(Bytes::from(piece)))))
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.left == 0
    }

    fn size_hint(&self) -> SizeHint {
        SizeHint::with_exact(self.left)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use http_body_util::{BodyExt, Full};
    use hyper::server::conn::http1;
    use hyper::service::service_fn;
    use hyper_util::rt::TokioIo;
    use std::sync::{Arc, Mutex};

    const KEY: &str = "AZCgsAAAcACAAAAAAAAAAQ/AZCgsAAAcACAAAAAAAAAAg/AZCgsAAAcACAAAAAAAAAAw";

    /// What the stand-in for S3 was sent: method, path, query, Content-Length, If-None-Match
    /// and body.
    type Seen = Arc<Mutex<Vec<(String, String, String, Option<String>, Option<String>, Vec<u8>)>>>;

    /// A one-connection HTTP server that records the request and answers `status`.
    async fn bucket(status: u16) -> (String, Seen) {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bound");
        let origin = format!("http://{}", listener.local_addr().expect("an address"));
        let seen: Seen = Arc::default();
        let kept = seen.clone();
        tokio::spawn(async move {
            let (stream, _) = listener.accept().await.expect("a connection");
            let service = service_fn(move |request: hyper::Request<hyper::body::Incoming>| {
                let kept = kept.clone();
                async move {
                    let method = request.method().to_string();
                    let path = request.uri().path().to_owned();
                    let query = request.uri().query().unwrap_or_default().to_owned();
                    let length = request
                        .headers()
                        .get(http::header::CONTENT_LENGTH)
                        .and_then(|v| v.to_str().ok())
                        .map(str::to_owned);
                    let condition = request
                        .headers()
                        .get(http::header::IF_NONE_MATCH)
                        .and_then(|v| v.to_str().ok())
                        .map(str::to_owned);
                    let body = request.into_body().collect().await.expect("a body").to_bytes().to_vec();
                    kept.lock().expect("unpoisoned").push((method, path, query, length, condition, body));
                    let mut response = hyper::Response::new(Full::new(Bytes::new()));
                    *response.status_mut() = http::StatusCode::from_u16(status).expect("a status");
                    Ok::<_, std::convert::Infallible>(response)
                }
            });
            let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
        });
        (origin, seen)
    }

    async fn spooled(bytes: &[u8]) -> std::path::PathBuf {
        let path = std::env::temp_dir().join(format!("forward-{}.spool", uuid::Uuid::now_v7().simple()));
        tokio::fs::write(&path, bytes).await.expect("written");
        path
    }

    fn credentials() -> shared::log_files::Credentials {
        shared::log_files::Credentials::new("AKIDEXAMPLE", "secret", None, None, "test")
    }

    #[tokio::test]
    async fn a_spooled_file_is_put_to_its_one_key_with_a_presigned_url_its_length_and_no_overwrite() {
        let (origin, seen) = bucket(200).await;
        let file = b"2027-01-01 boot ok\n".repeat(10_000);
        let path = spooled(&file).await;
        let target = S3Target { bucket: "logs", region: "eu-west-1", key: KEY };
        let put =
            Forwarding::new().put_signed(&credentials(), &origin, &target, &path, file.len() as u64).await;
        let _ = tokio::fs::remove_file(&path).await;
        assert_eq!(put, Ok(()));
        let seen = seen.lock().expect("unpoisoned").clone();
        let [(method, path, query, length, condition, body)] = seen.as_slice() else {
            panic!("one request: {seen:?}")
        };
        assert_eq!(method, "PUT");
        assert_eq!(path, &format!("/{KEY}"));
        assert!(query.contains("X-Amz-Algorithm=AWS4-HMAC-SHA256"), "{query}");
        assert!(query.contains("X-Amz-Credential=AKIDEXAMPLE%2F"), "{query}");
        assert!(query.contains("X-Amz-Expires=3600") && query.contains("X-Amz-Signature="), "{query}");
        assert_eq!(length.as_deref(), Some(file.len().to_string().as_str()));
        assert_eq!(condition.as_deref(), Some("*"), "S3 keeps the first upload of a key");
        assert_eq!(body, &file);
    }

    #[tokio::test]
    async fn a_key_that_holds_a_file_already_is_told_apart() {
        let (origin, _) = bucket(412).await;
        let path = spooled(b"log").await;
        let target = S3Target { bucket: "logs", region: "eu-west-1", key: KEY };
        let put = Forwarding::new().put_signed(&credentials(), &origin, &target, &path, 3).await;
        let _ = tokio::fs::remove_file(&path).await;
        assert_eq!(put, Err(NotPut::Already));
    }

    #[tokio::test]
    async fn a_failed_put_names_no_part_of_its_presigned_url() {
        // A port nothing listens on: the connection is refused.
        let closed = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bound");
        let origin = format!("http://{}", closed.local_addr().expect("an address"));
        drop(closed);
        let path = spooled(b"log").await;
        let target = S3Target { bucket: "logs", region: "eu-west-1", key: KEY };
        let put = Forwarding::new().put_signed(&credentials(), &origin, &target, &path, 3).await;
        let _ = tokio::fs::remove_file(&path).await;
        let Err(NotPut::Failed(error)) = put else { panic!("failed: {put:?}") };
        assert!(error.starts_with("PUT: "), "{error}");
        assert!(!error.contains("X-Amz-") && !error.contains(KEY), "{error}");
    }

    #[tokio::test]
    async fn a_refusal_of_the_bucket_is_an_error() {
        let (origin, _) = bucket(403).await;
        let path = spooled(b"log").await;
        let target = S3Target { bucket: "logs", region: "eu-west-1", key: KEY };
        let put = Forwarding::new().put_signed(&credentials(), &origin, &target, &path, 3).await;
        let _ = tokio::fs::remove_file(&path).await;
        assert_eq!(put, Err(NotPut::Failed("PUT answered 403 Forbidden".into())));
    }
}
