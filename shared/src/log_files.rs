//! Where stations upload their logs and callers download them: a location issued for one log
//! request reaches that request's file only (`StationLog::file_key`:
//! `<org uuid>/<asset uuid>/<log uuid>`), for a short while, in one direction.
//!
//! A station always uploads to the gateway: `<gateway origin>/station-logs/<token>`, the token an
//! HMAC (a key derived from the gateway secret the functions and the gateway both hold) over the
//! direction, the key and its expiry. It is short (under 200 characters), so it fits 2.0.1's
//! 512-character `remoteLocation` wherever the gateway is; the gateway checks it, takes the
//! upload and keeps the file (docs/decisions.md, "Stations upload logs to the gateway").
//! Downloads: deployed, pre-signed S3 GET URLs (SigV4 in the query) of the bucket template.yaml
//! declares, signed with the function's own credentials; locally, the runner's
//! `/station-logs/<token>` under a download token.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

pub use aws_sdk_dynamodb::config::Credentials;
use aws_sigv4::http_request::{
    PercentEncodingMode, SignableBody, SignableRequest, SignatureLocation, SigningSettings,
    UriPathNormalizationMode, sign,
};
use aws_sigv4::sign::v4;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// How long a station may take to start its upload: its GetLog retries (2 × 60 s) and a slow
/// start fit well within it.
pub const UPLOAD_FOR: Duration = Duration::from_secs(3600);
/// How long a download link works: long enough to follow it, too short to pass around.
pub const DOWNLOAD_FOR: Duration = Duration::from_secs(300);
/// The largest log file a station may upload (50 MiB).
pub const MAX_UPLOAD: u64 = 50 * 1024 * 1024;
/// The path prefix of the gateway's upload endpoint and the runner's download endpoint.
pub const PREFIX: &str = "/station-logs/";
/// What the tokens' key is derived from the gateway secret with.
const TOKEN_KEY_LABEL: &[u8] = b"station-log-files-v1";

/// Which way a location goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transfer {
    /// The station's upload (PUT or POST to the gateway; the gateway's PUT to S3).
    Upload,
    /// A caller's download (GET).
    Download,
}

impl Transfer {
    fn method(self) -> &'static str {
        match self {
            Transfer::Upload => "PUT",
            Transfer::Download => "GET",
        }
    }

    fn lasts(self) -> Duration {
        match self {
            Transfer::Upload => UPLOAD_FOR,
            Transfer::Download => DOWNLOAD_FOR,
        }
    }
}

/// Where log files are issued locations for.
#[derive(Clone)]
pub struct LogFiles {
    /// The gateway's public origin stations upload to (`https://<host>`, from `OCPP_PUBLIC_URL`).
    pub upload_origin: String,
    /// The tokens' key (`token_key` of the gateway secret).
    pub secret: [u8; 32],
    /// Where the files are kept, so where downloads go.
    pub kept: KeptIn,
}

/// Where uploaded files are kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeptIn {
    /// A bucket in a region: downloads are pre-signed with the Lambda environment's credentials
    /// (as the DynamoDB client is: store/client.rs says why not the SDK's whole chain).
    S3 { bucket: String, region: String },
    /// The local runner at `base_url`, which serves downloads under tokens of `secret`.
    Runner { base_url: String },
}

impl std::fmt::Debug for LogFiles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LogFiles({}, {:?})", self.upload_origin, self.kept)
    }
}

/// Why no location could be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LocationError {
    /// No credentials to sign with.
    NoCredentials,
    Signing(String),
}

/// The tokens' key, derived from the gateway secret (`GATEWAY_SECRET`): the functions issue
/// tokens with it and the gateway checks them, and no other secret needs provisioning.
pub fn token_key(gateway_secret: &[u8]) -> [u8; 32] {
    // HMAC-SHA256(secret, label), as `config::derive_key` (not called: config reads this module).
    let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(gateway_secret) else { return [0; 32] };
    mac.update(TOKEN_KEY_LABEL);
    mac.finalize().into_bytes().into()
}

/// The HTTP origin of the gateway whose stations connect at `ocpp_public_url` (`wss://host`
/// becomes `https://host`, `ws://host` becomes `http://host`): the same host and port, the
/// same TLS listener.
pub fn upload_origin(ocpp_public_url: &str) -> Option<String> {
    let trimmed = ocpp_public_url.trim_end_matches('/');
    if let Some(host) = trimmed.strip_prefix("wss://") {
        Some(format!("https://{host}"))
    } else {
        trimmed.strip_prefix("ws://").map(|host| format!("http://{host}"))
    }
}

impl LogFiles {
    /// A URL for `transfer` of the file at `key`, valid from `now` for the transfer's time.
    pub fn location(&self, key: &str, transfer: Transfer, now: SystemTime) -> Result<String, LocationError> {
        let expires = unix(now) + transfer.lasts().as_secs() as i64;
        let token = |base: &str| {
            format!("{}{PREFIX}{}", base.trim_end_matches('/'), token(&self.secret, transfer, key, expires))
        };
        match (transfer, &self.kept) {
            (Transfer::Upload, _) => Ok(token(&self.upload_origin)),
            (Transfer::Download, KeptIn::Runner { base_url }) => Ok(token(base_url)),
            (Transfer::Download, KeptIn::S3 { bucket, region }) => {
                let credentials = environment_credentials().ok_or(LocationError::NoCredentials)?;
                presign(&S3Target { bucket, region, key }, transfer, &credentials, now)
            }
        }
    }
}

fn unix(at: SystemTime) -> i64 {
    at.duration_since(UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0)
}

/// The credentials the environment holds (Lambda sets them for the execution role).
pub fn environment_credentials() -> Option<Credentials> {
    let env = |name: &str| std::env::var(name).ok().filter(|value| !value.is_empty());
    Some(Credentials::new(
        env("AWS_ACCESS_KEY_ID")?,
        env("AWS_SECRET_ACCESS_KEY")?,
        env("AWS_SESSION_TOKEN"),
        None,
        "environment",
    ))
}

/// What SigV4 leaves unencoded (RFC 3986's unreserved characters); everything else is
/// percent-encoded, as S3 encodes the path it checks the signature against.
const UNRESERVED: &percent_encoding::AsciiSet =
    &percent_encoding::NON_ALPHANUMERIC.remove(b'-').remove(b'_').remove(b'.').remove(b'~');

/// One object of a bucket.
pub struct S3Target<'a> {
    pub bucket: &'a str,
    pub region: &'a str,
    pub key: &'a str,
}

/// A pre-signed URL (SigV4, signature in the query) for `transfer` of that one object: only
/// the `host` header is signed, the payload is `UNSIGNED-PAYLOAD` (a station cannot be asked to
/// sign its file), and it expires after the transfer's time.
pub fn presign(
    target: &S3Target<'_>,
    transfer: Transfer,
    credentials: &Credentials,
    now: SystemTime,
) -> Result<String, LocationError> {
    let origin = format!("https://{}.s3.{}.amazonaws.com", target.bucket, target.region);
    presign_at(&origin, target, transfer, credentials, now)
}

/// `presign`, for the bucket's endpoint at `origin` (`scheme://host[:port]`, virtual-hosted):
/// the gateway's forwarding is tested against a local server this way.
pub fn presign_at(
    origin: &str,
    target: &S3Target<'_>,
    transfer: Transfer,
    credentials: &Credentials,
    now: SystemTime,
) -> Result<String, LocationError> {
    // A download is a file to save, never a page for a browser to render (a station writes
    // what it likes into its log): S3 answers with the type and disposition signed here, the
    // file named by the log's id (the key's last part).
    let file_name = target.key.rsplit('/').next().unwrap_or_default();
    let disposition = format!("attachment; filename=\"{file_name}\"");
    let response: Vec<(&str, &str)> = match transfer {
        Transfer::Download => vec![
            ("response-content-disposition", disposition.as_str()),
            ("response-content-type", "application/octet-stream"),
        ],
        Transfer::Upload => Vec::new(),
    };
    let signing = Signing { method: transfer.method(), lasts: transfer.lasts(), response: &response };
    signed_url(origin, target, &signing, credentials, now)
}

/// How a URL is signed: its method, for how long, and the `response-*` parameters S3 answers
/// a GET with (signed with the rest).
struct Signing<'a> {
    method: &'a str,
    lasts: Duration,
    response: &'a [(&'a str, &'a str)],
}

/// The URL of `target` at `origin`, pre-signed as `signing` says.
fn signed_url(
    origin: &str,
    target: &S3Target<'_>,
    signing: &Signing<'_>,
    credentials: &Credentials,
    now: SystemTime,
) -> Result<String, LocationError> {
    let (method, lasts, response_params) = (signing.method, signing.lasts, signing.response);
    let path: String = target
        .key
        .split('/')
        .map(|segment| percent_encoding::utf8_percent_encode(segment, UNRESERVED).to_string())
        .collect::<Vec<_>>()
        .join("/");
    let given: Vec<String> = response_params
        .iter()
        .map(|(name, value)| format!("{name}={}", percent_encoding::utf8_percent_encode(value, UNRESERVED)))
        .collect();
    let host = origin.split_once("://").map_or(origin, |(_, host)| host);
    let base = format!("{origin}/{path}");
    let url = if given.is_empty() { base.clone() } else { format!("{base}?{}", given.join("&")) };
    let mut settings = SigningSettings::default();
    settings.signature_location = SignatureLocation::QueryParams;
    settings.expires_in = Some(lasts);
    // S3's own rules: keys are signed as given, never normalized or encoded twice.
    settings.percent_encoding_mode = PercentEncodingMode::Single;
    settings.uri_path_normalization_mode = UriPathNormalizationMode::Disabled;
    let identity = credentials.clone().into();
    let params = v4::SigningParams::builder()
        .identity(&identity)
        .region(target.region)
        .name("s3")
        .time(now)
        .settings(settings)
        .build()
        .map_err(|e| LocationError::Signing(e.to_string()))?
        .into();
    let headers = [("host", host)];
    let request =
        SignableRequest::new(method, url.as_str(), headers.into_iter(), SignableBody::UnsignedPayload)
            .map_err(|e| LocationError::Signing(e.to_string()))?;
    let (instructions, _) =
        sign(request, &params).map_err(|e| LocationError::Signing(e.to_string()))?.into_parts();
    let mut query = given;
    query.extend(
        instructions.params().iter().map(|(name, value)| {
            format!("{name}={}", percent_encoding::utf8_percent_encode(value, UNRESERVED))
        }),
    );
    Ok(format!("{base}?{}", query.join("&")))
}

/// A location's token: `<base64url("<op>|<key>|<expires>")>.<hex HMAC>`.
pub fn token(secret: &[u8; 32], transfer: Transfer, key: &str, expires: i64) -> String {
    let claim = format!("{}|{key}|{expires}", transfer.method());
    format!("{}.{}", URL_SAFE_NO_PAD.encode(&claim), hex(&token_mac(secret, &claim)))
}

fn token_mac(secret: &[u8; 32], claim: &str) -> Vec<u8> {
    let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(secret) else { return Vec::new() };
    mac.update(claim.as_bytes());
    mac.finalize().into_bytes().to_vec()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The file key a token grants `transfer` of at `now` (unix seconds): `None` for a token
/// that was not made with `secret`, for another transfer, or that has expired. The MAC is
/// compared in constant time.
pub fn verify_token(secret: &[u8; 32], token: &str, transfer: Transfer, now: i64) -> Option<String> {
    let (claim, given) = token.split_once('.')?;
    let claim = String::from_utf8(URL_SAFE_NO_PAD.decode(claim).ok()?).ok()?;
    let expected = hex(&token_mac(secret, &claim));
    if !bool::from(subtle::ConstantTimeEq::ct_eq(expected.as_bytes(), given.as_bytes())) {
        return None;
    }
    let mut parts = claim.split('|');
    let (method, key, expires) = (parts.next()?, parts.next()?, parts.next()?.parse::<i64>().ok()?);
    if parts.next().is_some() || method != transfer.method() || expires < now {
        return None;
    }
    // Only a key the platform makes: three compact UUIDs, no path tricks.
    let segments: Vec<&str> = key.split('/').collect();
    if segments.len() != 3 || !segments.iter().all(|s| crate::domain::station_log::is_key_segment(s)) {
        return None;
    }
    Some(key.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "AZCgsAAAcACAAAAAAAAAAQ/AZCgsAAAcACAAAAAAAAAAg/AZCgsAAAcACAAAAAAAAAAw";

    fn fixed() -> (Credentials, SystemTime) {
        let credentials =
            Credentials::new("AKIDEXAMPLE", "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", None, None, "test");
        (credentials, UNIX_EPOCH + Duration::from_secs(1_798_761_600))
    }

    fn query(url: &str) -> Vec<(String, String)> {
        let query = url.split_once('?').map(|(_, q)| q).unwrap_or_default();
        form_urlencoded::parse(query.as_bytes()).into_owned().collect()
    }

    fn param<'a>(params: &'a [(String, String)], name: &str) -> &'a str {
        params.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str()).unwrap_or_default()
    }

    #[test]
    fn an_upload_url_is_signed_for_one_key_for_an_hour_with_only_the_host_signed() {
        let (credentials, now) = fixed();
        let target = S3Target { bucket: "logs-bucket", region: "eu-west-1", key: KEY };
        let url = presign(&target, Transfer::Upload, &credentials, now).expect("signed");
        assert!(url.starts_with(&format!("https://logs-bucket.s3.eu-west-1.amazonaws.com/{KEY}?")), "{url}");
        let params = query(&url);
        assert_eq!(param(&params, "X-Amz-Algorithm"), "AWS4-HMAC-SHA256");
        assert_eq!(param(&params, "X-Amz-Credential"), "AKIDEXAMPLE/20270101/eu-west-1/s3/aws4_request");
        assert_eq!(param(&params, "X-Amz-Date"), "20270101T000000Z");
        assert_eq!(param(&params, "X-Amz-Expires"), "3600");
        assert_eq!(param(&params, "X-Amz-SignedHeaders"), "host");
        assert_eq!(param(&params, "X-Amz-Signature").len(), 64);
        // Deterministic: the same request at the same time signs the same.
        assert_eq!(presign(&target, Transfer::Upload, &credentials, now).expect("signed"), url);
    }

    #[test]
    fn the_signature_is_the_one_aws_documents_for_its_example() {
        // "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)", the
        // example GET of test.txt (Amazon S3 API reference).
        let credentials = Credentials::new(
            "AKIAIOSFODNN7EXAMPLE",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            None,
            None,
            "test",
        );
        let now = UNIX_EPOCH + Duration::from_secs(1_369_353_600);
        let target = S3Target { bucket: "examplebucket", region: "us-east-1", key: "test.txt" };
        let url = signed_url(
            "https://examplebucket.s3.amazonaws.com",
            &target,
            &Signing { method: "GET", lasts: Duration::from_secs(86_400), response: &[] },
            &credentials,
            now,
        )
        .expect("signed");
        assert_eq!(
            param(&query(&url), "X-Amz-Signature"),
            "aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404"
        );
    }

    #[test]
    fn a_download_url_is_short_lived_and_signs_another_method() {
        let (credentials, now) = fixed();
        let target = S3Target { bucket: "logs-bucket", region: "eu-west-1", key: KEY };
        let get = presign(&target, Transfer::Download, &credentials, now).expect("signed");
        let put = presign(&target, Transfer::Upload, &credentials, now).expect("signed");
        assert_eq!(param(&query(&get), "X-Amz-Expires"), "300");
        assert_eq!(param(&query(&get), "response-content-type"), "application/octet-stream");
        assert_eq!(
            param(&query(&get), "response-content-disposition"),
            "attachment; filename=\"AZCgsAAAcACAAAAAAAAAAw\""
        );
        assert_eq!(param(&query(&put), "response-content-type"), "", "an upload names no response");
        assert_ne!(param(&query(&get), "X-Amz-Signature"), param(&query(&put), "X-Amz-Signature"));
    }

    #[test]
    fn session_credentials_sign_their_token_too() {
        let (_, now) = fixed();
        let credentials = Credentials::new("ASIA", "secret", Some("session-token".into()), None, "test");
        let target = S3Target { bucket: "b", region: "us-east-1", key: KEY };
        let url = presign(&target, Transfer::Upload, &credentials, now).expect("signed");
        assert_eq!(param(&query(&url), "X-Amz-Security-Token"), "session-token");
    }

    #[test]
    fn a_token_grants_its_one_transfer_of_its_one_key_until_it_expires() {
        let secret = [7u8; 32];
        let issued = token(&secret, Transfer::Upload, KEY, 1_000);
        assert_eq!(verify_token(&secret, &issued, Transfer::Upload, 999).as_deref(), Some(KEY));
        assert_eq!(verify_token(&secret, &issued, Transfer::Upload, 1_001), None, "expired");
        assert_eq!(verify_token(&secret, &issued, Transfer::Download, 999), None, "another transfer");
        assert_eq!(verify_token(&[8u8; 32], &issued, Transfer::Upload, 999), None, "another secret");
        let (claim, mac) = issued.split_once('.').expect("two parts");
        let other = URL_SAFE_NO_PAD.encode(format!("PUT|{}|1000", KEY.replace("AAAQ", "AAAg")));
        assert_eq!(verify_token(&secret, &format!("{other}.{mac}"), Transfer::Upload, 999), None);
        assert_eq!(
            verify_token(&secret, &format!("{claim}.{}", "0".repeat(64)), Transfer::Upload, 999),
            None
        );
        let traversal = token(&secret, Transfer::Upload, "../../etc/passwd", 1_000);
        assert_eq!(verify_token(&secret, &traversal, Transfer::Upload, 999), None);
    }

    #[test]
    fn an_upload_location_is_the_gateways_origin_and_a_short_token() {
        let origin = upload_origin("wss://ocpp.example.com").expect("an origin");
        assert_eq!(origin, "https://ocpp.example.com");
        assert_eq!(upload_origin("ws://127.0.0.1:9000/").as_deref(), Some("http://127.0.0.1:9000"));
        assert_eq!(upload_origin("ftp://x"), None);
        let kept = KeptIn::S3 { bucket: "b".into(), region: "eu-west-1".into() };
        let files = LogFiles { upload_origin: origin, secret: token_key(b"gateway secret"), kept };
        let (_, now) = fixed();
        let url = files.location(KEY, Transfer::Upload, now).expect("issued");
        let issued = url.strip_prefix("https://ocpp.example.com/station-logs/").expect("the gateway's path");
        assert_eq!(
            verify_token(&files.secret, issued, Transfer::Upload, 1_798_761_600).as_deref(),
            Some(KEY)
        );
        // 198 characters and the host's: far under 2.0.1's 512.
        assert_eq!(url.len(), 198 + "ocpp.example.com".len(), "{url}");
        assert_eq!(files.secret, crate::config::derive_key(b"gateway secret", TOKEN_KEY_LABEL));
    }
}
