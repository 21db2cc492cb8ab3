//! The control endpoint, `POST /v1/calls`: the REST functions' CALLs to stations connected to
//! this task, HMAC-signed, each signature acted on once (`replay`), and bounded in flight per
//! organization (`in_flight`) (docs/ocpp.md, "The control endpoint").

use std::sync::Arc;
use std::time::Duration;

use http::{Method, Request, Response, StatusCode, header};
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::{Bytes, Incoming};
use serde::Serialize;
use shared::domain::station_command::{PushedPassword, StationCommand};
use shared::ocpp::control::{
    BUSY, CALLS_PATH, CLOSED, CallAnswer, CallRequest, NOT_CONNECTED, Refusal, SIGNATURE_HEADER, TIMEOUT,
    TOO_MANY_CALLS,
};
use shared::ocpp::sealed;
use shared::ocpp::signature::{self, Signed};

use crate::Gateway;
use crate::connection::{CallFailure, Reply};
use crate::in_flight::Refused;
use crate::replay::Admission;
use crate::settings::Failed;
use crate::upgrade::plain;

const MAX_BODY: usize = 256 * 1024;

/// The longest a call may wait, whatever its `timeout_ms`: an answer bounds a REST request.
const MAX_TIMEOUT: Duration = Duration::from_secs(120);

pub async fn serve(gateway: Arc<Gateway>, request: Request<Incoming>) -> Response<Full<Bytes>> {
    if request.uri().path() != CALLS_PATH {
        return plain(StatusCode::NOT_FOUND, "not found");
    }
    if request.method() != Method::POST {
        return plain(StatusCode::METHOD_NOT_ALLOWED, "method not allowed");
    }
    let signed =
        request.headers().get(SIGNATURE_HEADER).and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    let reading = Limited::new(request.into_body(), MAX_BODY).collect();
    let body = match tokio::time::timeout(crate::HEADER_READ_TIMEOUT, reading).await {
        Ok(Ok(collected)) => collected.to_bytes(),
        Ok(Err(_)) => return plain(StatusCode::PAYLOAD_TOO_LARGE, "payload too large"),
        Err(_) => return plain(StatusCode::REQUEST_TIMEOUT, "request timeout"),
    };
    let now = shared::time::now_ms() / 1000;
    let Some(signed) = signature::verify(&gateway.secret, &signed, &body, now) else {
        tracing::warn!("ocpp.control_unsigned");
        return plain(StatusCode::UNAUTHORIZED, "bad signature");
    };
    if let Some(refused) = not_once(&gateway, signed, now) {
        return refused;
    }
    let Some(call) =
        serde_json::from_slice::<CallRequest>(&body).ok().or_else(|| of_the_release_before(&body))
    else {
        return plain(StatusCode::BAD_REQUEST, "not a call");
    };
    let Some(call) = opened(call, &gateway.secret) else {
        tracing::warn!("ocpp.control_password_not_sealed");
        return plain(StatusCode::BAD_REQUEST, "a password that is not sealed for this call");
    };
    let handle = match gateway.held(&call.station_key.to_ascii_lowercase()) {
        Some(handle) if handle.connection_id == call.connection_id => handle,
        _ => return json(StatusCode::NOT_FOUND, &Refusal::because(NOT_CONNECTED)),
    };
    let timeout = Duration::from_millis(call.timeout_ms).min(MAX_TIMEOUT);
    // Held until the call ends, its wait for the connection's turn included.
    let _place = match gateway.in_flight.take(call.org_id, tokio::time::Instant::now() + timeout) {
        Ok(place) => place,
        Err(Refused::Organization { limit, retry_after }) => {
            tracing::warn!(org = %call.org_id, limit, "ocpp.control_org_busy");
            let limit = u32::try_from(limit).ok();
            return busy(StatusCode::TOO_MANY_REQUESTS, TOO_MANY_CALLS, limit, retry_after);
        }
        Err(Refused::Task { retry_after }) => {
            tracing::warn!("ocpp.control_task_busy");
            return busy(StatusCode::SERVICE_UNAVAILABLE, BUSY, None, retry_after);
        }
    };
    // Load management's: the site's allocator runs on this task, in the background.
    if let StationCommand::RunSiteAllocator { site_id } = &call.command {
        let Some(site) = shared::ids::SiteId::parse(site_id) else {
            return plain(StatusCode::BAD_REQUEST, "not a site");
        };
        gateway.site_load.allocate(call.org_id, site);
        return json(StatusCode::OK, &CallAnswer::Result(serde_json::json!({"status": "Accepted"})));
    }
    // The readings the connection keeps for a transaction are written before the platform ends
    // it (a stop, a forced stop), which then counts them. A limit needs none: it changes no
    // energy, and load management sends several a minute. Within the call's time: a store that
    // does not answer holds up neither the stop nor its place in flight (the batch is lost then,
    // not the energy: the station's register is cumulative).
    let written_first = match &call.command {
        StationCommand::WriteReadings { transaction_id }
        | StationCommand::StopTransaction { transaction_id } => {
            Some(handle.readings.write_transaction(&gateway.store, transaction_id))
        }
        _ => None,
    };
    if let Some(write) = written_first
        && tokio::time::timeout(timeout, write).await.is_err()
    {
        tracing::warn!(station = %call.station_key, "ocpp.readings_not_written: the store did not answer in time");
    }
    if matches!(call.command, StationCommand::WriteReadings { .. }) {
        return json(StatusCode::OK, &CallAnswer::Result(serde_json::json!({"status": "Accepted"})));
    }
    // Settings take their own exchange (more than one CALL, or answers read into the
    // platform's representation).
    if let Some(exchanged) = crate::settings::exchange(&handle, &call.command, timeout).await {
        return match exchanged {
            Ok(settings) => {
                json(StatusCode::OK, &CallAnswer::Result(serde_json::to_value(settings).unwrap_or_default()))
            }
            Err(Failed::Refused(status)) => {
                json(StatusCode::OK, &CallAnswer::Result(serde_json::json!({"status": status})))
            }
            Err(Failed::Error(error)) => json(StatusCode::OK, &CallAnswer::Error(error)),
            Err(Failed::Call(failure)) => failed(failure),
        };
    }
    // Asked in no version's terms; said in the connection's.
    let sent = match crate::commands::outgoing(handle.version, &call.command, handle.takes_amperes_only()) {
        Ok(sent) => sent,
        Err(unsayable) => return json(StatusCode::OK, &CallAnswer::Error(unsayable)),
    };
    match handle.call(sent.action, &sent.payload, timeout).await {
        Ok(Reply::Result(payload)) => match crate::results::checked(handle.version, sent.action, &payload) {
            Ok(kept) => json(StatusCode::OK, &CallAnswer::Result(kept)),
            Err(malformed) => json(StatusCode::OK, &CallAnswer::Error(malformed)),
        },
        Ok(Reply::Error(error)) => json(StatusCode::OK, &CallAnswer::Error(error)),
        Err(failure) => failed(failure),
    }
}

/// A CALL that brought no answer, as the caller is told.
fn failed(failure: CallFailure) -> Response<Full<Bytes>> {
    match failure {
        CallFailure::Timeout => json(StatusCode::GATEWAY_TIMEOUT, &Refusal::because(TIMEOUT)),
        CallFailure::NotSent => json(StatusCode::NOT_FOUND, &Refusal::because(NOT_CONNECTED)),
        CallFailure::Closed => json(StatusCode::BAD_GATEWAY, &Refusal::because(CLOSED)),
        // It never left: the connection's turn was taken the whole time.
        CallFailure::Queued => busy(StatusCode::SERVICE_UNAVAILABLE, BUSY, None, 1),
    }
}

/// The call with its pushed password opened (`shared::ocpp::sealed`): `None` when it is not
/// sealed under this gateway's secret for this very station and connection (a plain one
/// included: no function sends one).
fn opened(mut call: CallRequest, secret: &[u8]) -> Option<CallRequest> {
    if let StationCommand::SetPassword { password } = &call.command {
        let plain = sealed::open(secret, &password.0, &call.station_key, &call.connection_id)?;
        call.command = StationCommand::SetPassword { password: PushedPassword(plain) };
    }
    Some(call)
}

/// A call of a function of the release before (`identity`, `action` and a 2.0.1 `payload`), so
/// the gateway can be deployed first; `None` when it is none.
fn of_the_release_before(body: &[u8]) -> Option<CallRequest> {
    let call: serde_json::Value = serde_json::from_slice(body).ok()?;
    let text = |field: &str| call.get(field).and_then(serde_json::Value::as_str);
    Some(CallRequest {
        station_key: text("station_key").or(text("identity"))?.to_ascii_lowercase(),
        connection_id: text("connection_id")?.to_owned(),
        org_id: shared::ids::OrgId::parse(text("org_id")?)?,
        command: crate::commands::from_2_0_1(text("action")?, call.get("payload")?)?,
        timeout_ms: call.get("timeout_ms")?.as_u64()?,
    })
}

/// The refusal of a verified signature seen before (or that cannot be remembered now,
/// `replay`); `None` for one seen the first time, remembered from now on.
fn not_once(gateway: &Gateway, signed: Signed, now: i64) -> Option<Response<Full<Bytes>>> {
    let admission = match gateway.replays.lock() {
        Ok(mut replays) => replays.admit(signed, now),
        // Nothing panics while it is held; refusing every call would be worse than trusting
        // a poisoned lock's consistent set.
        Err(poisoned) => poisoned.into_inner().admit(signed, now),
    };
    match admission {
        Admission::Fresh => None,
        Admission::Replayed => {
            tracing::warn!("ocpp.control_replayed");
            Some(plain(StatusCode::UNAUTHORIZED, "signature already used"))
        }
        Admission::Full { retry_after } => {
            tracing::warn!(retry_after, "ocpp.control_replays_full");
            Some(busy(StatusCode::SERVICE_UNAVAILABLE, BUSY, None, retry_after))
        }
    }
}

/// A call not taken now: `reason`, with a `Retry-After` (also in the body).
fn busy(status: StatusCode, reason: &str, limit: Option<u32>, retry_after: u64) -> Response<Full<Bytes>> {
    let refusal = Refusal { reason: reason.to_owned(), retry_after: Some(retry_after), limit };
    let mut response = json(status, &refusal);
    response.headers_mut().insert(header::RETRY_AFTER, header::HeaderValue::from(retry_after));
    response
}

fn json(status: StatusCode, body: &impl Serialize) -> Response<Full<Bytes>> {
    let bytes = serde_json::to_vec(body).unwrap_or_default();
    let mut response = Response::new(Full::new(Bytes::from(bytes)));
    *response.status_mut() = status;
    response.headers_mut().insert(header::CONTENT_TYPE, header::HeaderValue::from_static("application/json"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &[u8] = b"the control endpoint's secret";

    fn call(password: &str) -> CallRequest {
        CallRequest {
            station_key: "org#cp-1".into(),
            connection_id: "conn-1".into(),
            org_id: shared::ids::OrgId::from_uuid(uuid::Uuid::nil()),
            command: StationCommand::SetPassword { password: PushedPassword(password.into()) },
            timeout_ms: 1000,
        }
    }

    #[test]
    fn a_pushed_password_is_opened_only_when_sealed_for_its_call() {
        let sealed =
            sealed::seal(SECRET, "the-new-password-the-new-password-012345", "org#cp-1", "conn-1").unwrap();
        let call_opened = opened(call(&sealed), SECRET).expect("opened");
        assert_eq!(
            call_opened.command,
            StationCommand::SetPassword {
                password: PushedPassword("the-new-password-the-new-password-012345".into())
            }
        );
        assert!(
            opened(call("the-new-password-the-new-password-012345"), SECRET).is_none(),
            "plain is refused"
        );
        let elsewhere = sealed::seal(SECRET, "p", "org#cp-2", "conn-1").unwrap();
        assert!(opened(call(&elsewhere), SECRET).is_none(), "sealed for another station");
    }
}
