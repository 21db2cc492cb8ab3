//! A station's upload body, spooled to a file: raw (`PUT`, or a `POST` of the bytes, as curl's
//! `-T` and `--data-binary` send them), or the first file part of `multipart/form-data` (a
//! browser-style form POST, as curl's `-F file=@...` sends it). Counted as it is written, never
//! held whole.

use std::path::Path;

use http::HeaderMap;
use http_body_util::BodyExt;
use hyper::body::{Bytes, Incoming};
use shared::log_files::MAX_UPLOAD;
use tokio::io::AsyncWriteExt;

use super::UPLOAD_IDLE;

/// What a multipart body may carry beyond its file: the boundaries, each part's headers, and
/// a few small fields.
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
    /// Idle beyond `UPLOAD_IDLE`, or longer in all than `UPLOAD_WITHIN`.
    TooSlow,
    /// The body broke off.
    Broken,
    /// The spool refused.
    Disk,
}

/// The file's bytes written to `path`: their count.
pub async fn spool(kind: Kind, body: Incoming, path: &Path) -> Result<u64, Refused> {
    let mut out =
        Spooled { file: tokio::fs::File::create(path).await.map_err(|_| Refused::Disk)?, written: 0 };
    match kind {
        Kind::Raw => raw(body, &mut out).await?,
        Kind::Multipart(boundary) => multipart(body, boundary, &mut out).await?,
    }
    out.file.flush().await.map_err(|_| Refused::Disk)?;
    Ok(out.written)
}

/// The file being written, and its length so far.
struct Spooled {
    file: tokio::fs::File,
    written: u64,
}

impl Spooled {
    async fn write(&mut self, data: &Bytes) -> Result<(), Refused> {
        self.written += data.len() as u64;
        if self.written > MAX_UPLOAD {
            return Err(Refused::TooLarge);
        }
        self.file.write_all(data).await.map_err(|_| Refused::Disk)
    }
}

async fn idle<T>(next: impl Future<Output = T>) -> Result<T, Refused> {
    tokio::time::timeout(UPLOAD_IDLE, next).await.map_err(|_| Refused::TooSlow)
}

async fn raw<B>(mut body: B, out: &mut Spooled) -> Result<(), Refused>
where
    B: hyper::body::Body<Data = Bytes> + Unpin,
{
    while let Some(frame) = idle(body.frame()).await? {
        let frame = frame.map_err(|_| Refused::Broken)?;
        if let Ok(data) = frame.into_data() {
            out.write(&data).await?;
        }
    }
    Ok(())
}

/// The first part with a file name; the parts before it (small form fields) are skipped.
async fn multipart<B>(body: B, boundary: String, out: &mut Spooled) -> Result<(), Refused>
where
    B: hyper::body::Body<Data = Bytes> + Send + Unpin + 'static,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    let limits = multer::SizeLimit::new().whole_stream(MAX_UPLOAD + MULTIPART_OVERHEAD);
    let constraints = multer::Constraints::new().size_limit(limits);
    let mut parts = multer::Multipart::with_constraints(body.into_data_stream(), boundary, constraints);
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
        multer::Error::StreamReadFailed(_) => Refused::Broken,
        _ => Refused::Malformed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
        let mut out = Spooled { file: tokio::fs::File::create(&path).await.expect("created"), written: 0 };
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
}
