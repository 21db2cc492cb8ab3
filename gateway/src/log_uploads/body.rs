//! A station's upload body, spooled to a file: raw (`PUT`, or a `POST` of the bytes, as curl's
//! `-T` and `--data-binary` send them), or the first file part of `multipart/form-data` (a
//! browser-style form POST, as curl's `-F file=@...` sends it). Counted as it is written, never
//! held whole.

use std::path::Path;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::task::{Context, Poll};

use futures_util::Stream;
use http::HeaderMap;
use http_body_util::BodyExt;
use hyper::body::{Bytes, Incoming};
use shared::log_files::MAX_UPLOAD;
use tokio::io::AsyncWriteExt;
use tokio::time::Instant;

use super::{MIN_RATE, RATE_AFTER, UPLOAD_IDLE};

/// What a multipart body may carry beyond its file: the boundaries, each part's headers, and
/// a few small fields. Counted as the body is read (bytes read less bytes written to the
/// spool), so a part's headers that never end are refused here rather than buffered (and
/// rescanned on every piece) up to the whole body's limit.
pub const MULTIPART_OVERHEAD: u64 = 64 * 1024;

/// How the file travels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    Raw,
    /// `multipart/form-data` with its boundary.
    Multipart(String),
}

impl Kind {
    pub fn of(headers: &HeaderMap) -> Kind {
        let content_type = headers.get(http::header::CONTENT_TYPE).and_then(|v| v.to_str().ok());
        match content_type.map(|ct| (ct, multer::parse_boundary(ct))) {
            Some((ct, Ok(boundary)))
                if ct.trim_start().to_ascii_lowercase().starts_with("multipart/form-data") =>
            {
                Kind::Multipart(boundary)
            }
            _ => Kind::Raw,
        }
    }

    /// The longest body that can hold a file within `MAX_UPLOAD`.
    pub fn largest(&self) -> u64 {
        match self {
            Kind::Raw => MAX_UPLOAD,
            Kind::Multipart(_) => MAX_UPLOAD + MULTIPART_OVERHEAD,
        }
    }
}

/// The body's declared length, if it declares one.
pub fn declared_length(headers: &HeaderMap) -> Option<u64> {
    headers.get(http::header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse().ok())
}

/// Why an upload was not taken.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// Beyond `MAX_UPLOAD`.
    TooLarge,
    /// A multipart body without a file part.
    NoFile,
    Malformed,
    /// Idle beyond `UPLOAD_IDLE`, slower than `MIN_RATE` after `RATE_AFTER`, or longer in all
    /// than `UPLOAD_WITHIN`.
    TooSlow,
    /// A multipart body carrying more than `MULTIPART_OVERHEAD` besides its file.
    Overhead,
    /// The body broke off.
    Broken,
    /// The spool refused.
    Disk,
}

/// The file's bytes written to `path`: their count.
pub async fn spool(kind: Kind, body: Incoming, path: &Path) -> Result<u64, Refused> {
    let mut out = Spooled::new(tokio::fs::File::create(path).await.map_err(|_| Refused::Disk)?);
    match kind {
        Kind::Raw => raw(body, &mut out).await?,
        Kind::Multipart(boundary) => multipart(body, boundary, &mut out).await?,
    }
    out.file.flush().await.map_err(|_| Refused::Disk)?;
    Ok(out.written())
}

/// The file being written, and its length so far (shared with the multipart body's meter).
struct Spooled {
    file: tokio::fs::File,
    written: Arc<AtomicU64>,
}

impl Spooled {
    fn new(file: tokio::fs::File) -> Spooled {
        Spooled { file, written: Arc::default() }
    }

    fn written(&self) -> u64 {
        self.written.load(Ordering::Relaxed)
    }

    async fn write(&mut self, data: &Bytes) -> Result<(), Refused> {
        let written = self.written.fetch_add(data.len() as u64, Ordering::Relaxed) + data.len() as u64;
        if written > MAX_UPLOAD {
            return Err(Refused::TooLarge);
        }
        self.file.write_all(data).await.map_err(|_| Refused::Disk)
    }
}

/// A body's pace: a station that sends a byte just inside `UPLOAD_IDLE` would otherwise hold
/// an upload slot for all of `UPLOAD_WITHIN`.
pub struct Pace {
    started: Instant,
    received: u64,
}

impl Default for Pace {
    fn default() -> Self {
        Pace { started: Instant::now(), received: 0 }
    }
}

impl Pace {
    /// `bytes` more received: refused once, after `RATE_AFTER`, the average is below `MIN_RATE`.
    pub fn received(&mut self, bytes: u64) -> Result<(), Refused> {
        self.received += bytes;
        let elapsed = self.started.elapsed();
        if elapsed > RATE_AFTER && (self.received as f64) < MIN_RATE as f64 * elapsed.as_secs_f64() {
            return Err(Refused::TooSlow);
        }
        Ok(())
    }
}

async fn idle<T>(next: impl Future<Output = T>) -> Result<T, Refused> {
    tokio::time::timeout(UPLOAD_IDLE, next).await.map_err(|_| Refused::TooSlow)
}

async fn raw<B>(mut body: B, out: &mut Spooled) -> Result<(), Refused>
where
    B: hyper::body::Body<Data = Bytes> + Unpin,
{
    let mut pace = Pace::default();
    while let Some(frame) = idle(body.frame()).await? {
        let frame = frame.map_err(|_| Refused::Broken)?;
        if let Ok(data) = frame.into_data() {
            pace.received(data.len() as u64)?;
            out.write(&data).await?;
        }
    }
    Ok(())
}

/// A multipart body's bytes as multer reads them, metered: their pace, and what multer has
/// read beyond what was written to the spool (the parts' headers, boundaries and skipped
/// fields, and what it holds unparsed), refused past `MULTIPART_OVERHEAD`.
struct Metered<S> {
    inner: S,
    read: u64,
    written: Arc<AtomicU64>,
    pace: Pace,
    /// What was written when the meter found multer too far ahead, and how often since. Multer
    /// reads every piece ready before it parses any, and asks for more before it hands out what
    /// it holds (once to parse a part's headers, once more to hand out its first bytes): too far
    /// ahead, the meter pauses to let it parse (and the file's bytes be written), and refuses
    /// only after `PAUSES` with nothing written.
    ahead_at: Option<(u64, u8)>,
}

/// The pauses a meter too far ahead grants multer before it refuses.
const PAUSES: u8 = 3;
/// Why a metered body stopped.
#[derive(Debug)]
struct Stopped(Refused);

impl std::fmt::Display for Stopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the upload was stopped: {:?}", self.0)
    }
}

impl std::error::Error for Stopped {}

impl<S, E> Stream for Metered<S>
where
    S: Stream<Item = Result<Bytes, E>> + Unpin,
    E: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    type Item = Result<Bytes, Box<dyn std::error::Error + Send + Sync>>;

    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = self.get_mut();
        let written = this.written.load(Ordering::Relaxed);
        if this.read.saturating_sub(written) > MULTIPART_OVERHEAD {
            let pauses = match this.ahead_at {
                Some((at, pauses)) if at == written => pauses + 1,
                _ => 1,
            };
            if pauses > PAUSES {
                return Poll::Ready(Some(Err(Box::new(Stopped(Refused::Overhead)))));
            }
            this.ahead_at = Some((written, pauses));
            cx.waker().wake_by_ref();
            return Poll::Pending;
        }
        this.ahead_at = None;
        match Pin::new(&mut this.inner).poll_next(cx) {
            Poll::Ready(Some(Ok(piece))) => {
                this.read += piece.len() as u64;
                if let Err(refused) = this.pace.received(piece.len() as u64) {
                    return Poll::Ready(Some(Err(Box::new(Stopped(refused)))));
                }
                Poll::Ready(Some(Ok(piece)))
            }
            Poll::Ready(Some(Err(error))) => Poll::Ready(Some(Err(error.into()))),
            Poll::Ready(None) => Poll::Ready(None),
            Poll::Pending => Poll::Pending,
        }
    }
}

/// The first part with a file name; the parts before it (small form fields) are skipped.
async fn multipart<B>(body: B, boundary: String, out: &mut Spooled) -> Result<(), Refused>
where
    B: hyper::body::Body<Data = Bytes> + Send + Unpin + 'static,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    let limits = multer::SizeLimit::new().whole_stream(MAX_UPLOAD + MULTIPART_OVERHEAD);
    let constraints = multer::Constraints::new().size_limit(limits);
    let metered = Metered {
        inner: body.into_data_stream(),
        read: 0,
        written: out.written.clone(),
        pace: Pace::default(),
        ahead_at: None,
    };
    let mut parts = multer::Multipart::with_constraints(metered, boundary, constraints);
    while let Some(mut part) = idle(parts.next_field()).await?.map_err(read_error)? {
        if part.file_name().is_none() {
            continue;
        }
        while let Some(chunk) = idle(part.chunk()).await?.map_err(read_error)? {
            out.write(&chunk).await?;
        }
        return Ok(());
    }
    Err(Refused::NoFile)
}

fn read_error(error: multer::Error) -> Refused {
    match error {
        multer::Error::StreamSizeExceeded { .. } | multer::Error::FieldSizeExceeded { .. } => {
            Refused::TooLarge
        }
        multer::Error::StreamReadFailed(error) => match error.downcast::<Stopped>() {
            Ok(stopped) => stopped.0,
            Err(_) => Refused::Broken,
        },
        _ => Refused::Malformed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures_util::StreamExt;
    use http_body_util::Full;

    fn headers(content_type: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(http::header::CONTENT_TYPE, content_type.parse().expect("a header"));
        headers
    }

    #[test]
    fn a_multipart_form_is_told_by_its_type_and_anything_else_is_raw() {
        assert_eq!(Kind::of(&headers("multipart/form-data; boundary=XyZ")), Kind::Multipart("XyZ".into()));
        assert_eq!(Kind::of(&headers("application/octet-stream")), Kind::Raw);
        assert_eq!(Kind::of(&headers("multipart/mixed; boundary=XyZ")), Kind::Raw);
        assert_eq!(Kind::of(&HeaderMap::new()), Kind::Raw);
    }

    async fn spooled_multipart(body: &'static str) -> Result<Vec<u8>, Refused> {
        let dir = std::env::temp_dir().join(format!("gateway-body-{}", uuid::Uuid::now_v7().simple()));
        let path = dir.with_extension("spool");
        let mut out = Spooled::new(tokio::fs::File::create(&path).await.expect("created"));
        let taken = multipart(Full::new(Bytes::from_static(body.as_bytes())), "B".into(), &mut out).await;
        out.file.flush().await.expect("flushed");
        let bytes = tokio::fs::read(&path).await.expect("read");
        let _ = tokio::fs::remove_file(&path).await;
        taken.map(|()| bytes)
    }

    #[tokio::test]
    async fn the_first_file_part_is_the_file_and_fields_before_it_are_skipped() {
        let body = "--B\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nhello\r\n\
                    --B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"d.log\"\r\n\
                    Content-Type: application/octet-stream\r\n\r\nline 1\r\nline 2\r\n\
                    --B\r\nContent-Disposition: form-data; name=\"other\"; filename=\"o.log\"\r\n\r\nnot this\r\n--B--\r\n";
        assert_eq!(spooled_multipart(body).await, Ok(b"line 1\r\nline 2".to_vec()));
    }

    #[tokio::test]
    async fn a_form_without_a_file_or_not_a_form_is_refused() {
        let fields = "--B\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nhello\r\n--B--\r\n";
        assert_eq!(spooled_multipart(fields).await, Err(Refused::NoFile));
        assert_eq!(spooled_multipart("no boundary here").await, Err(Refused::Malformed));
    }

    /// `pieces` sent as a body whose every piece is ready at once, spooled as a multipart form
    /// with boundary `B`: what was spooled (or why not), and how many bytes were read.
    async fn metered_multipart(
        pieces: impl Iterator<Item = Bytes> + Send + Unpin + 'static,
    ) -> (Result<Vec<u8>, Refused>, u64) {
        let read = Arc::new(AtomicU64::new(0));
        let counted = read.clone();
        let frames = futures_util::stream::iter(pieces).map(move |piece| {
            counted.fetch_add(piece.len() as u64, Ordering::Relaxed);
            Ok::<_, std::io::Error>(hyper::body::Frame::data(piece))
        });
        let body = http_body_util::StreamBody::new(frames);
        let path = std::env::temp_dir().join(format!("gateway-body-{}.spool", uuid::Uuid::now_v7().simple()));
        let mut out = Spooled::new(tokio::fs::File::create(&path).await.expect("created"));
        let taken = multipart(body, "B".into(), &mut out).await;
        out.file.flush().await.expect("flushed");
        let bytes = tokio::fs::read(&path).await.expect("read");
        let _ = tokio::fs::remove_file(&path).await;
        (taken.map(|()| bytes), read.load(Ordering::Relaxed))
    }

    #[tokio::test]
    async fn a_part_whose_headers_never_end_is_refused_within_the_overhead() {
        let head = Bytes::from_static(b"--B\r\nContent-Disposition: form-data; name=\"x\"");
        // Up to the whole body's limit of header bytes that never reach a blank line.
        let endless = std::iter::repeat_n(Bytes::from(vec![b'a'; 1024]), 50 * 1024);
        let (taken, read) = metered_multipart(std::iter::once(head).chain(endless)).await;
        assert_eq!(taken, Err(Refused::Overhead));
        assert!(read <= MULTIPART_OVERHEAD + 2 * 1024, "read {read} bytes before refusing");
    }

    #[tokio::test]
    async fn a_large_file_sent_all_at_once_is_not_overhead() {
        let file = vec![b'z'; 4 * 1024 * 1024];
        let mut body =
            b"--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"d.log\"\r\n\r\n".to_vec();
        body.extend_from_slice(&file);
        body.extend_from_slice(b"\r\n--B--\r\n");
        // In small pieces all ready at once (multer reads every ready piece before parsing), and
        // in one piece.
        let pieces: Vec<Bytes> = body.chunks(16 * 1024).map(Bytes::copy_from_slice).collect();
        assert_eq!(metered_multipart(pieces.into_iter()).await.0.map(|kept| kept.len()), Ok(file.len()));
        let whole = vec![Bytes::from(body)];
        assert_eq!(metered_multipart(whole.into_iter()).await.0.map(|kept| kept.len()), Ok(file.len()));
    }

    #[tokio::test(start_paused = true)]
    async fn a_body_slower_than_the_minimum_rate_is_refused_after_its_grace() {
        let mut trickle = Pace::default();
        assert_eq!(trickle.received(1), Ok(()));
        tokio::time::advance(RATE_AFTER - std::time::Duration::from_secs(1)).await;
        assert_eq!(trickle.received(1), Ok(()), "within the grace any pace goes");
        tokio::time::advance(std::time::Duration::from_secs(2)).await;
        assert_eq!(trickle.received(1), Err(Refused::TooSlow));

        let mut steady = Pace::default();
        for _ in 0..RATE_AFTER.as_secs() * 2 {
            tokio::time::advance(std::time::Duration::from_secs(1)).await;
            assert_eq!(steady.received(MIN_RATE), Ok(()), "at the minimum rate");
        }
    }
}
