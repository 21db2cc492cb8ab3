//! Process configuration, read once from the environment at start-up.

use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::time::Duration;

/// Failed authentications an address may make in a minute (per instance) before its
/// unauthenticated requests are refused outright, without a read or a write (the default of
/// `Config::failed_auth_per_minute`).
pub const FAILED_AUTH_PER_MINUTE: u32 = 60;

/// How long a rate-limit counter write (a grant or give-back) may take before it counts as
/// failed, by default (`Config::counter_timeout`): its request is then served uncounted, so a
/// slow table costs a request at most this much latency. No count depends on it.
pub const COUNTER_TIMEOUT: Duration = Duration::from_secs(3);

#[derive(Clone)]
pub struct Config {
    pub table_name: String,
    /// Set for DynamoDB Local; unset in AWS.
    pub dynamodb_endpoint: Option<String>,
    pub jwt_secret: Vec<u8>,
    /// The ES256 keys access tokens are signed and verified with (`TOKEN_SIGNING_KEYS`; one
    /// derived from the JWT secret when unset, as in the local runner).
    pub token_keys: crate::domain::token_keys::TokenKeys,
    pub token_issuer: String,
    /// The API reference, which errors' `doc_url` points into: `<token issuer>/docs`, the
    /// issuer being the deployment's base URL (the local runner serves its own).
    pub docs_url: String,
    /// AES-256-GCM key for cursors, derived from the JWT secret so deployments manage one secret.
    pub cursor_key: [u8; 32],
    /// How long a warm process trusts a cached API key, organization or role lookup.
    pub auth_cache_ttl: Duration,
    /// Name reported in `debug.server`.
    pub server_name: String,
    /// The API versions' lifecycle (`API_VERSIONS`, JSON; today's by default).
    pub versions: crate::versions::Catalogue,
    /// Where webhooks may point: https to public addresses, except in the local runner.
    pub webhook_targets: crate::domain::webhook::TargetPolicy,
    /// Limits of requests counted by address (no credential, or one that does not
    /// authenticate): the Free tier's. Only the contract server (`make contract`) lifts them.
    pub address_limits: crate::domain::org::Limits,
    /// Failed authentications an address may make in a minute before its unauthenticated
    /// requests are refused outright.
    pub failed_auth_per_minute: u32,
    /// How long a rate-limit counter write may take before its request is served uncounted
    /// (`RATE_LIMIT_TIMEOUT_MS`, at least 100; 3 s by default). Each write (a grant, then at
    /// most a give-back) is bounded by it, so counting delays a request by at most about twice
    /// this; the hour's Query beside a minute's first grant has the SDK's own timeouts. No
    /// count depends on it. The test harness sets a long one, so a loaded machine slows its
    /// tests down rather than serving their requests uncounted.
    pub counter_timeout: Duration,
    /// Site-scoped members' lists read the visibility index (`VISIBILITY_INDEX`, `on` by
    /// default). `off` while upgrading a deployment whose index is not yet created and
    /// backfilled (docs/deploy.md): their lists then read the organization's list under the
    /// site filter, which needs neither the index nor its counters.
    pub visibility_index: bool,
    /// The key the REST functions sign their calls to the OCPP gateway's control endpoint
    /// with, and the gateway checks (`GATEWAY_SECRET`); `None` where it is not set: no
    /// station can then be reached (docs/ocpp.md).
    pub gateway_secret: Option<Vec<u8>>,
    /// How long a call to a station may wait for its answer (`OCPP_CALL_TIMEOUT_MS`, 10 s by
    /// default).
    pub ocpp_call_timeout: Duration,
    /// How often a gateway task renews its lease and looks for lost tasks to sweep
    /// (`GATEWAY_LEASE_SECONDS`, 60 by default); docs/ocpp.md ("Lost gateway tasks").
    pub gateway_lease: Duration,
    /// The heartbeat interval a station's BootNotification is accepted with
    /// (`OCPP_HEARTBEAT_SECONDS`, 300 by default); a connection that sends no CALL for three
    /// of them is closed (docs/ocpp.md, "Limits").
    pub ocpp_heartbeat: Duration,
    /// Where stations upload their logs (the gateway's `/station-logs/<token>`) and where the
    /// files are kept (`STATION_LOGS_BUCKET`; locally the runner's directory); `None`: log
    /// requests are refused as unavailable (`station_log_files`).
    pub station_log_files: Option<crate::log_files::LogFiles>,
    /// How long a gateway task buffers a connection's frames before it writes them to the
    /// message log as one item (`OCPP_MESSAGE_LOG_SECONDS`, 60 by default, at most
    /// `OCPP_MESSAGE_LOG_MAX_SECONDS`); docs/ocpp.md, "The message log".
    pub ocpp_message_log_flush: Duration,
    /// Where stations connect, as they must be configured: the scheme and host (and port) of
    /// the deployment's OCPP endpoint, e.g. `wss://ocpp.example.com` (`OCPP_PUBLIC_URL`; the
    /// local runner gives its own gateway's `ws://` address). The station record shows it with
    /// the station's path; `None` where it is not set (the record then gives the path only).
    pub ocpp_public_url: Option<String>,
    /// How many of an open session's meter readings a gateway task keeps in the connection's
    /// memory before it writes them, with the session and one `session_updated` event, in one
    /// transaction (`OCPP_METER_READINGS`, 15 by default, 1 to 60; 1 writes every reading as it
    /// comes). A quarter hour since the session's last write writes them sooner; docs/ocpp.md,
    /// "Meter readings".
    pub ocpp_meter_readings: usize,
}

/// The default of `Config::ocpp_call_timeout`.
pub const OCPP_CALL_TIMEOUT: Duration = Duration::from_secs(10);

/// The default of `Config::ocpp_heartbeat`.
pub const OCPP_HEARTBEAT: Duration = Duration::from_secs(300);

/// The default of `Config::ocpp_message_log_flush`.
pub const OCPP_MESSAGE_LOG_FLUSH: Duration = Duration::from_secs(60);

/// The longest `OCPP_MESSAGE_LOG_SECONDS` may be: a batch's frames span at most this (the
/// reader's time-range Query starts this much earlier).
pub const OCPP_MESSAGE_LOG_MAX_SECONDS: u64 = 300;

/// `OCPP_MESSAGE_LOG_SECONDS` (whole seconds, 1 to 300); the default when unset.
pub fn ocpp_message_log_flush(setting: Option<&str>) -> Result<Duration, String> {
    seconds("OCPP_MESSAGE_LOG_SECONDS", setting, OCPP_MESSAGE_LOG_MAX_SECONDS, OCPP_MESSAGE_LOG_FLUSH)
}

/// The default of `Config::ocpp_meter_readings`.
pub const OCPP_METER_READINGS: usize = 15;

/// The most `OCPP_METER_READINGS` may be: what one session's batch may hold (its time-series
/// item stays within a few KB).
pub const OCPP_METER_READINGS_MAX: usize = 60;

/// `OCPP_METER_READINGS` (a whole number from 1 to 60); the default when unset.
pub fn ocpp_meter_readings(setting: Option<&str>) -> Result<usize, String> {
    let Some(text) = setting else { return Ok(OCPP_METER_READINGS) };
    text.parse::<usize>().ok().filter(|count| (1..=OCPP_METER_READINGS_MAX).contains(count)).ok_or_else(
        || format!("OCPP_METER_READINGS must be a whole number from 1 to {OCPP_METER_READINGS_MAX}"),
    )
}

/// The default of `Config::gateway_lease`.
pub const GATEWAY_LEASE: Duration = Duration::from_secs(60);

/// `OCPP_HEARTBEAT_SECONDS` (whole seconds, 1 to 86400); the default when unset.
pub fn ocpp_heartbeat(setting: Option<&str>) -> Result<Duration, String> {
    seconds("OCPP_HEARTBEAT_SECONDS", setting, 86_400, OCPP_HEARTBEAT)
}

/// `GATEWAY_LEASE_SECONDS` (whole seconds, 1 to 3600); the default when unset.
pub fn gateway_lease(setting: Option<&str>) -> Result<Duration, String> {
    seconds("GATEWAY_LEASE_SECONDS", setting, 3600, GATEWAY_LEASE)
}

/// A setting of whole seconds from 1 to `max`, or `default` when unset.
fn seconds(name: &str, setting: Option<&str>, max: u64, default: Duration) -> Result<Duration, String> {
    let Some(text) = setting else { return Ok(default) };
    text.parse::<u64>()
        .ok()
        .filter(|seconds| (1..=max).contains(seconds))
        .map(Duration::from_secs)
        .ok_or_else(|| format!("{name} must be a whole number of seconds from 1 to {max}"))
}

pub const AUDIENCE: &str = "platform-operations-api";

impl Config {
    pub fn from_env() -> Result<Config, String> {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
        let table_name = var("TABLE_NAME").ok_or("TABLE_NAME is not set")?;
        let jwt_secret = var("JWT_SECRET").ok_or("JWT_SECRET is not set")?;
        if jwt_secret.len() < 32 {
            return Err("JWT_SECRET must be at least 32 bytes".into());
        }
        let ttl_secs = match var("AUTH_CACHE_TTL_SECS") {
            Some(v) => v.parse::<u64>().map_err(|_| "AUTH_CACHE_TTL_SECS must be an integer")?,
            None => 30,
        };
        let mut config = Config::new(
            table_name,
            var("DYNAMODB_ENDPOINT"),
            jwt_secret.into_bytes(),
            var("TOKEN_ISSUER").unwrap_or_else(|| "https://api.example.com".into()),
            Duration::from_secs(ttl_secs),
            var("AWS_LAMBDA_FUNCTION_NAME").unwrap_or_else(|| "local".into()),
        );
        if let Some(keys) = var("TOKEN_SIGNING_KEYS") {
            config.token_keys = crate::domain::token_keys::TokenKeys::from_json(&keys)?;
        }
        if let Some(versions) = var("API_VERSIONS") {
            config.versions = crate::versions::Catalogue::from_json(&versions)?;
        }
        if let Some(ms) = var("RATE_LIMIT_TIMEOUT_MS") {
            // Below 100 ms every counter write would fail and every request go uncounted: a
            // setting that quietly turns the limits off is refused at start instead.
            let ms = ms
                .parse::<u64>()
                .ok()
                .filter(|ms| *ms >= 100)
                .ok_or("RATE_LIMIT_TIMEOUT_MS must be an integer of at least 100 (milliseconds)")?;
            config.counter_timeout = Duration::from_millis(ms);
        }
        config.visibility_index = visibility_index(var("VISIBILITY_INDEX").as_deref())?;
        config.gateway_secret = var("GATEWAY_SECRET").map(String::into_bytes);
        if let Some(ms) = var("OCPP_CALL_TIMEOUT_MS") {
            let ms = ms
                .parse::<u64>()
                .ok()
                .filter(|ms| *ms > 0)
                .ok_or("OCPP_CALL_TIMEOUT_MS must be a positive integer (milliseconds)")?;
            config.ocpp_call_timeout = Duration::from_millis(ms);
        }
        config.gateway_lease = gateway_lease(var("GATEWAY_LEASE_SECONDS").as_deref())?;
        config.ocpp_heartbeat = ocpp_heartbeat(var("OCPP_HEARTBEAT_SECONDS").as_deref())?;
        config.ocpp_message_log_flush = ocpp_message_log_flush(var("OCPP_MESSAGE_LOG_SECONDS").as_deref())?;
        config.ocpp_meter_readings = ocpp_meter_readings(var("OCPP_METER_READINGS").as_deref())?;
        config.ocpp_public_url = var("OCPP_PUBLIC_URL").map(|url| ocpp_public_url(&url)).transpose()?;
        config.station_log_files = station_log_files(
            var("STATION_LOGS_BUCKET"),
            var("AWS_REGION"),
            config.gateway_secret.as_deref(),
            config.ocpp_public_url.as_deref(),
        );
        Ok(config)
    }

    pub fn new(
        table_name: String,
        dynamodb_endpoint: Option<String>,
        jwt_secret: Vec<u8>,
        token_issuer: String,
        auth_cache_ttl: Duration,
        server_name: String,
    ) -> Config {
        let cursor_key = derive_key(&jwt_secret, b"cursor-aead-v1");
        let token_keys = crate::domain::token_keys::TokenKeys::derived(&jwt_secret);
        Config {
            table_name,
            dynamodb_endpoint,
            token_keys,
            jwt_secret,
            docs_url: format!("{}/docs", token_issuer.trim_end_matches('/')),
            token_issuer,
            cursor_key,
            auth_cache_ttl,
            server_name,
            versions: crate::versions::Catalogue::default_lifecycle(),
            webhook_targets: crate::domain::webhook::TargetPolicy::Deployed,
            address_limits: crate::domain::org::Limits::FREE,
            failed_auth_per_minute: FAILED_AUTH_PER_MINUTE,
            counter_timeout: COUNTER_TIMEOUT,
            visibility_index: true,
            gateway_secret: None,
            ocpp_call_timeout: OCPP_CALL_TIMEOUT,
            gateway_lease: GATEWAY_LEASE,
            ocpp_heartbeat: OCPP_HEARTBEAT,
            station_log_files: None,
            ocpp_message_log_flush: OCPP_MESSAGE_LOG_FLUSH,
            ocpp_public_url: None,
            ocpp_meter_readings: OCPP_METER_READINGS,
        }
    }
}

/// The `VISIBILITY_INDEX` setting: `on` (or unset: fresh deployments have the index from
/// their first item) or `off`; anything else is a configuration error, not a silent default.
pub fn visibility_index(value: Option<&str>) -> Result<bool, String> {
    match value {
        None | Some("on") => Ok(true),
        Some("off") => Ok(false),
        Some(_) => Err("VISIBILITY_INDEX must be on or off".into()),
    }
}

/// The `OCPP_PUBLIC_URL` setting: `wss://` or `ws://`, a host, an optional port, no path
/// (the station's `/ocpp/<organization id>/<identity>` follows it); a trailing `/` is dropped.
/// Anything else keeps the functions from starting rather than hand out unusable URLs.
pub fn ocpp_public_url(value: &str) -> Result<String, String> {
    let trimmed = value.trim_end_matches('/');
    let host = trimmed.strip_prefix("wss://").or_else(|| trimmed.strip_prefix("ws://"));
    let valid = host.is_some_and(|host| {
        !host.is_empty() && host.bytes().all(|b| b.is_ascii_alphanumeric() || b"-.:[]".contains(&b))
    });
    if valid {
        Ok(trimmed.to_owned())
    } else {
        Err("OCPP_PUBLIC_URL must be wss://<host>[:port] (or ws:// locally), without a path".into())
    }
}

/// Where station logs go, deployed: uploads to the gateway's public origin under tokens of the
/// gateway secret's key, files kept in the bucket. Without any of the bucket, the gateway secret
/// or the stations' public URL (the gateway's host), no location can be issued (`None`: log
/// requests are refused as unavailable).
pub fn station_log_files(
    bucket: Option<String>,
    region: Option<String>,
    gateway_secret: Option<&[u8]>,
    ocpp_public_url: Option<&str>,
) -> Option<crate::log_files::LogFiles> {
    use crate::log_files::{KeptIn, LogFiles, token_key, upload_origin};
    Some(LogFiles {
        upload_origin: upload_origin(ocpp_public_url?)?,
        secret: token_key(gateway_secret?),
        kept: KeptIn::S3 { bucket: bucket?, region: region.unwrap_or_else(|| "us-east-1".into()) },
    })
}

/// HMAC-SHA256(secret, label): a key of its own for each use of the one secret.
pub fn derive_key(secret: &[u8], label: &[u8]) -> [u8; 32] {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes any key length");
    mac.update(label);
    mac.finalize().into_bytes().into()
}

#[cfg(test)]
mod tests {
    use super::{
        GATEWAY_LEASE, OCPP_MESSAGE_LOG_FLUSH, gateway_lease, ocpp_message_log_flush, ocpp_public_url,
        visibility_index,
    };
    use std::time::Duration;

    #[test]
    fn the_message_log_is_written_every_minute_unless_set_to_at_most_five() {
        assert_eq!(ocpp_message_log_flush(None), Ok(OCPP_MESSAGE_LOG_FLUSH));
        assert_eq!(ocpp_message_log_flush(Some("300")), Ok(Duration::from_secs(300)));
        for bad in ["0", "301", "1.5", "soon"] {
            assert!(ocpp_message_log_flush(Some(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_gateway_lease_is_a_minute_unless_set_to_whole_seconds() {
        assert_eq!(gateway_lease(None), Ok(GATEWAY_LEASE));
        assert_eq!(gateway_lease(Some("2")), Ok(Duration::from_secs(2)));
        for bad in ["0", "-1", "1.5", "3601", "soon"] {
            assert!(gateway_lease(Some(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_ocpp_public_url_is_a_websocket_scheme_and_host_only() {
        assert_eq!(ocpp_public_url("wss://ocpp.example.com/"), Ok("wss://ocpp.example.com".into()));
        assert_eq!(ocpp_public_url("ws://127.0.0.1:3001"), Ok("ws://127.0.0.1:3001".into()));
        for bad in ["https://ocpp.example.com", "wss://", "wss://host/ocpp", "ocpp.example.com", "wss://a b"]
        {
            assert!(ocpp_public_url(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_visibility_index_setting_is_on_unless_switched_off() {
        assert_eq!(visibility_index(None), Ok(true));
        assert_eq!(visibility_index(Some("on")), Ok(true));
        assert_eq!(visibility_index(Some("off")), Ok(false));
        assert!(visibility_index(Some("false")).is_err());
    }
}
