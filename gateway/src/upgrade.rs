//! `GET /ocpp/<organization id>/<identity>` (or `/ocpp/<identity>` for a station made before
//! identities were per organization): the WebSocket upgrade, refused with a plain HTTP answer
//! unless the station names itself, proves its password and offers `ocpp2.0.1` or `ocpp1.6`
//! (2.0.1 chosen when both are; docs/ocpp.md, "The connection"). Hyper serves the HTTP exchange, so the credential check can read the store
//! before anything is upgraded.

use std::sync::Arc;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use http::{HeaderMap, Method, Request, Response, StatusCode, header};
use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper_util::rt::TokioIo;
use shared::domain::org::OrgStatus;
use shared::domain::station::{OcppVersion, PASSWORD_LEN, StationIdentity, StationKey, hash_password};
use shared::ids::OrgId;
use shared::rate_limit::Source;
use shared::store::station_item::StationRecord;
use shared::store::station_registry::{CredentialGeneration, StationConnection};
use subtle::ConstantTimeEq;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::{Role, WebSocketConfig};

use crate::{Gateway, Live, Peer, Slot, connection, limits};

/// The largest message a station may send: OCPP's largest reports fit many times over.
const MAX_MESSAGE: usize = 256 * 1024;

/// A connection's read buffer to start with (it grows for a larger message, up to `MAX_MESSAGE`).
const READ_BUFFER: usize = 4 * 1024;

/// What an unknown identity's password is compared with (a hash no password has been seen to
/// make: its only use is to take the time a real compare takes).
const UNKNOWN_STATION_HASH: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// Why an upgrade was refused (logged; the two a known station can cause are also events).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Refused {
    NotWebSocket,
    UnknownIdentity,
    MissingCredentials,
    WrongUser,
    WrongPassword,
    MissingSubprotocol,
    /// The station's organization is suspended.
    Suspended,
    /// The store could not be read: the station retries later.
    Unavailable,
}

impl Refused {
    fn reason(self) -> &'static str {
        match self {
            Refused::NotWebSocket => "not_websocket",
            Refused::UnknownIdentity => "unknown_identity",
            Refused::MissingCredentials => "missing_credentials",
            Refused::WrongUser => "wrong_user",
            Refused::WrongPassword => "wrong_password",
            Refused::MissingSubprotocol => "missing_subprotocol",
            Refused::Suspended => "suspended",
            Refused::Unavailable => "unavailable",
        }
    }

    /// The event's reason: a known station's credential failures are all `wrong_password`.
    fn event_reason(self) -> &'static str {
        match self {
            Refused::MissingSubprotocol => "missing_subprotocol",
            _ => "wrong_password",
        }
    }

    fn status(self) -> StatusCode {
        match self {
            Refused::NotWebSocket | Refused::MissingSubprotocol => StatusCode::BAD_REQUEST,
            Refused::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            Refused::Suspended => StatusCode::FORBIDDEN,
            _ => StatusCode::UNAUTHORIZED,
        }
    }
}

/// Answers one HTTP request on the OCPP listener.
pub async fn serve(gateway: Arc<Gateway>, mut request: Request<Incoming>) -> Response<Full<Bytes>> {
    // Stations' log uploads share the listener (and its TLS at the load balancer).
    if crate::log_uploads::handles(request.uri().path()) {
        return crate::log_uploads::serve(gateway.log_uploads.as_ref(), request).await;
    }
    let Some(path) = request.uri().path().strip_prefix("/ocpp/").map(str::to_owned) else {
        return plain(StatusCode::NOT_FOUND, "not found");
    };
    let named = StationPath::parse(&path);
    let source = request.extensions().get::<Peer>().map(|peer| Source::of(peer.0.ip()));
    let station_key = named.key();
    let minute = limits::minute(std::time::Instant::now(), gateway.epoch);
    if let Some(source) = source
        && gateway
            .upgrade_failures
            .lock()
            .is_ok_and(|failures| failures.refused(source, &station_key, minute))
    {
        // Before any read: a source guessing identities or passwords costs the store nothing.
        tracing::info!(%source, "ocpp.refused_source");
        let mut response = plain(StatusCode::TOO_MANY_REQUESTS, "too many failed attempts");
        let retry = 60 - (std::time::Instant::now().saturating_duration_since(gateway.epoch).as_secs() % 60);
        response.headers_mut().insert(header::RETRY_AFTER, header::HeaderValue::from(retry));
        return response;
    }
    let checked = check(&gateway, request.method(), request.headers(), &named).await;
    let (station, key, version, credential) = match checked {
        Ok(accepted) => {
            if let Some(source) = source
                && let Ok(mut failures) = gateway.upgrade_failures.lock()
            {
                failures.proven(source, &station_key, minute);
            }
            accepted
        }
        Err((refused, station)) => {
            tracing::info!(station = %station_key.chars().take(96).collect::<String>(), reason = refused.reason(), "ocpp.refused");
            if refused.status() == StatusCode::UNAUTHORIZED
                && let Some(source) = source
                && let Ok(mut failures) = gateway.upgrade_failures.lock()
            {
                failures.failed(source, minute);
            }
            // Recorded beside the answer, not before it: a known identity's refusal takes no
            // longer than an unknown one's.
            if let Some(station) = station
                && recorded_now(&gateway, &station)
            {
                let (store, reason) = (gateway.store.clone(), refused.event_reason());
                tokio::spawn(async move {
                    if let Err(error) = store.station_refused(&station, reason).await {
                        tracing::error!(%error, "ocpp.refusal_not_recorded");
                    }
                });
            }
            // Every 401 reads the same: whether the identity exists is for the log only.
            let body =
                if refused.status() == StatusCode::UNAUTHORIZED { "unauthorized" } else { refused.reason() };
            let mut response = plain(refused.status(), body);
            if refused.status() == StatusCode::UNAUTHORIZED {
                response.headers_mut().insert(
                    header::WWW_AUTHENTICATE,
                    header::HeaderValue::from_static("Basic realm=\"ocpp\""),
                );
            }
            return response;
        }
    };
    let upgrading = hyper::upgrade::on(&mut request);
    let connection = StationConnection::new(&station, uuid::Uuid::now_v7().to_string())
        .speaking(version)
        .proving(credential);
    // The connection's slot under the task's cap, and its place in the shutdown's count.
    let slot = request.extensions_mut().remove::<Slot>();
    let live = Live::new(gateway.clone());
    tokio::spawn(async move {
        let _held = (slot, live);
        match upgrading.await {
            Ok(upgraded) => {
                // Stations send small JSON messages now and then: a 4 KiB read buffer that grows
                // for a larger message, not tungstenite's 128 KiB per connection up front, and
                // frames written at once (`write_buffer_size` 0). Measured by `make ocpp-load`
                // (docs/scaling.md): this is most of a held connection's memory.
                let config = WebSocketConfig::default()
                    .read_buffer_size(READ_BUFFER)
                    .write_buffer_size(0)
                    .max_message_size(Some(MAX_MESSAGE))
                    .max_frame_size(Some(MAX_MESSAGE));
                let socket =
                    WebSocketStream::from_raw_socket(TokioIo::new(upgraded), Role::Server, Some(config))
                        .await;
                connection::run(gateway, socket, connection).await;
            }
            Err(error) => {
                tracing::info!(identity = %connection.identity, org = %connection.org_id, %error, "ocpp.upgrade_failed")
            }
        }
    });
    let mut response = Response::new(Full::new(Bytes::new()));
    *response.status_mut() = StatusCode::SWITCHING_PROTOCOLS;
    let headers = response.headers_mut();
    headers.insert(header::UPGRADE, header::HeaderValue::from_static("websocket"));
    headers.insert(header::CONNECTION, header::HeaderValue::from_static("Upgrade"));
    headers.insert(header::SEC_WEBSOCKET_PROTOCOL, header::HeaderValue::from_static(version.subprotocol()));
    if let Ok(accept) = header::HeaderValue::from_str(&derive_accept_key(key.as_bytes())) {
        headers.insert(header::SEC_WEBSOCKET_ACCEPT, accept);
    }
    response
}

/// Whether this refusal of a known station is recorded as an event: at most once per
/// identity per `REFUSAL_EVENT_EVERY` on this task, so strangers cannot flood its history.
fn recorded_now(gateway: &Gateway, station: &StationRecord) -> bool {
    let key = station.key().key();
    gateway.refusals.lock().is_ok_and(|mut refusals| refusals.record(&key, std::time::Instant::now()))
}

/// The station, the client's WebSocket key, the OCPP version chosen and which of the
/// station's passwords it proved, or why the upgrade is refused (with the station when it is a
/// known one).
async fn check(
    gateway: &Gateway,
    method: &Method,
    headers: &HeaderMap,
    named: &StationPath,
) -> Result<(StationRecord, String, OcppVersion, CredentialGeneration), (Refused, Option<StationRecord>)> {
    let text = |name: header::HeaderName| headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or("");
    let tokens = |name: header::HeaderName| {
        headers
            .get_all(name)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(|token| token.trim().to_ascii_lowercase())
            .collect::<Vec<_>>()
    };
    let key = text(header::SEC_WEBSOCKET_KEY).to_owned();
    let websocket = method == Method::GET
        && text(header::UPGRADE).eq_ignore_ascii_case("websocket")
        && tokens(header::CONNECTION).iter().any(|t| t == "upgrade")
        && text(header::SEC_WEBSOCKET_VERSION) == "13"
        && !key.is_empty();
    if !websocket {
        return Err((Refused::NotWebSocket, None));
    }
    let (identity, name) = named.station().ok_or((Refused::UnknownIdentity, None))?;
    let credentials = basic_credentials(text(header::AUTHORIZATION));
    // Hashed before anything is compared, whether the station exists or not, and only a
    // password of OCPP's length: the answer's timing tells nothing of the identity.
    let presented = credentials
        .as_ref()
        .and_then(|(_, password)| (password.len() <= PASSWORD_LEN).then(|| hash_password(password)));
    let station = match gateway.store.station(&name.key()).await {
        Ok(Some(station)) => station,
        Ok(None) => {
            if let Some(presented) = &presented {
                let _ = presented.as_bytes().ct_eq(UNKNOWN_STATION_HASH.as_bytes());
            }
            return Err((Refused::UnknownIdentity, None));
        }
        Err(error) => {
            // Nothing about the store reaches the station: it retries, as after any refusal.
            tracing::error!(%error, "ocpp.station_read_failed");
            return Err((Refused::Unavailable, None));
        }
    };
    let Some((user, _)) = credentials else {
        return Err((Refused::MissingCredentials, Some(station)));
    };
    // The current password, a push's pending one, or the previous one within its bound (a
    // station that takes its new password at its next reboot: docs/ocpp.md, "Password
    // rotation"), all from the item already read.
    let accepted = station.accepted_passwords(shared::time::now_ms());
    let proved = presented.and_then(|presented| CredentialGeneration::matching(&accepted, &presented));
    if !user.eq_ignore_ascii_case(identity.as_str()) {
        return Err((Refused::WrongUser, Some(station)));
    }
    let Some(proved) = proved else {
        return Err((Refused::WrongPassword, Some(station)));
    };
    let offered = tokens(header::SEC_WEBSOCKET_PROTOCOL);
    let Some(version) = OcppVersion::negotiate(offered.iter().map(String::as_str)) else {
        return Err((Refused::MissingSubprotocol, Some(station)));
    };
    // Told only to the password's holder; the connect's own condition is what holds against
    // a suspension that lands after this read.
    match gateway.store.get_organization(station.org_id).await {
        Ok(Some(org)) if org.status == OrgStatus::Active => Ok((station, key, version, proved)),
        Ok(_) => Err((Refused::Suspended, None)),
        Err(error) => {
            tracing::error!(%error, "ocpp.organization_read_failed");
            Err((Refused::Unavailable, None))
        }
    }
}

/// The station a request's path names: `<organization id>/<identity>` (the organization's id
/// in either API version's form), or `<identity>` alone for a station made before identities
/// were per organization. Each segment is percent-decoded on its own.
struct StationPath {
    segments: Vec<String>,
}

impl StationPath {
    fn parse(path: &str) -> StationPath {
        let decode =
            |segment: &str| percent_encoding::percent_decode_str(segment).decode_utf8_lossy().into_owned();
        StationPath { segments: path.splitn(3, '/').take(3).map(decode).collect() }
    }

    /// The identity and the station item it names, when the path is well formed.
    fn station(&self) -> Option<(StationIdentity, StationKey)> {
        match self.segments.as_slice() {
            [identity] => {
                let identity = StationIdentity::parse(identity)?;
                let key = StationKey::deployment_wide(identity.as_str());
                Some((identity, key))
            }
            [org, identity] => {
                let (org, identity) = (OrgId::parse(org)?, StationIdentity::parse(identity)?);
                let key = StationKey::in_org(org, identity.as_str());
                Some((identity, key))
            }
            _ => None,
        }
    }

    /// What the upgrade's bounds count it under: the station item's key, or for a path naming
    /// no station, the path itself (bounded).
    fn key(&self) -> String {
        match self.station() {
            Some((_, key)) => key.key(),
            None => {
                let path: String = self.segments.join("/").chars().take(128).collect();
                // Never a station's key (those hold no `path:`).
                format!("path:{}", path.to_ascii_lowercase())
            }
        }
    }
}

/// `Basic base64(user:password)`.
fn basic_credentials(value: &str) -> Option<(String, String)> {
    let (scheme, encoded) = value.trim().split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("basic") {
        return None;
    }
    let decoded = String::from_utf8(STANDARD.decode(encoded.trim()).ok()?).ok()?;
    let (user, password) = decoded.split_once(':')?;
    Some((user.to_owned(), password.to_owned()))
}

pub fn plain(status: StatusCode, text: &'static str) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from_static(text.as_bytes())));
    *response.status_mut() = status;
    response.headers_mut().insert(header::CONTENT_TYPE, header::HeaderValue::from_static("text/plain"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_names_an_organization_and_an_identity_or_an_identity_alone() {
        let org = OrgId::generate();
        let named = StationPath::parse(&format!("{}/CP%2D1", org.uuid()));
        assert_eq!(named.station().map(|(_, key)| key), Some(StationKey::in_org(org, "CP-1")));
        let named = StationPath::parse(&format!("{}/CP-1", org.legacy()));
        assert_eq!(named.station().map(|(_, key)| key), Some(StationKey::in_org(org, "CP-1")));
        let named = StationPath::parse("CP-1");
        assert_eq!(named.station().map(|(_, key)| key), Some(StationKey::deployment_wide("CP-1")));
        let upper = org.uuid().to_string().to_ascii_uppercase();
        let named = StationPath::parse(&format!("{upper}/CP-1"));
        assert_eq!(named.station().map(|(_, key)| key), Some(StationKey::in_org(org, "CP-1")));
        let escaped = [format!("{}%2FCP-1", org.uuid()), format!("{}/CP%23cp-1", org.uuid())];
        let trailing = [format!("{}/CP-1/", org.uuid()), format!("{}//CP-1", org.uuid())];
        for bad in ["", "not-an-org/CP-1", "a/b/c", "CP:1"]
            .into_iter()
            .map(str::to_owned)
            .chain(escaped)
            .chain(trailing)
        {
            assert!(StationPath::parse(&bad).station().is_none(), "{bad}");
            assert!(StationPath::parse(&bad).key().starts_with("path:"), "{bad}");
        }
    }

    #[test]
    fn basic_credentials_split_at_the_first_colon() {
        let header = format!("Basic {}", STANDARD.encode("CP-1:pa:ss"));
        assert_eq!(basic_credentials(&header), Some(("CP-1".into(), "pa:ss".into())));
        assert_eq!(basic_credentials("Bearer abc"), None);
        assert_eq!(basic_credentials("Basic !!!"), None);
    }
}
