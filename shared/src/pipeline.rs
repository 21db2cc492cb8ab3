//! The request pipeline every function runs, in this order: request id, version, route,
//! authentication, permission, handler, envelope. It owns the response headers every reply
//! carries (`X-Request-Id`, `Content-Type`) and the access log line.
//!
//! It must never let a handler run before the caller is authenticated and holds the route's
//! permission, and never render an internal error's cause to a client. A panic anywhere below
//! it is caught and answered as a 500 `INTERNAL_ERROR`, so the process keeps serving.

use futures_util::FutureExt;
use http::{HeaderValue, Response, StatusCode};
use lambda_http::{Body, Request, RequestExt};
use serde_json::{Value, json};
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::Instant;

use crate::app::App;
use crate::envelope::{Reply, render_error};
use crate::error::ApiError;
use crate::idempotency::{Claim, Claimed, StoredReply};
use crate::principal::Principal;
use crate::rate_limit::{self, Limits, RateState};
use crate::request_id;
use crate::route::{Access, Ctx, Exchange, Handler, Match, Route, Routes, require};
use crate::store::{StoreError, record_as, record_calls};
use crate::versions::ApiVersion;

/// One function's handler: its route table over the shared app state.
pub struct Service {
    app: Arc<App>,
    routes: Routes,
}

/// A request on its way through the pipeline, after routing.
struct Incoming<'a> {
    request: Request,
    request_id: &'a str,
    raw_path: &'a str,
    path: &'a str,
    /// What the path asked for, before the caller's pin applies (see `Service::version_of`).
    requested: ApiVersion,
    /// `X-API-Version`, if sent (`invalid` when it is not text).
    date: Option<String>,
    today: chrono::NaiveDate,
    version: Result<ApiVersion, ApiError>,
    found: Match<'a>,
    source_ip: Option<std::net::IpAddr>,
}

/// Where a request stands once the counter write and authentication are done: served already
/// (a read-only handler ran beside them), or authenticated and waiting for the decision.
enum Stage<'a> {
    Served(Result<Reply, ApiError>),
    // Boxed: the request and the principal are large, a reply is not.
    Authenticated(Box<(Incoming<'a>, Option<Result<Principal, ApiError>>)>),
}

/// What the failed-authentication guard counts by address: a 401, and an API key sent from
/// outside its `allowed_ips` (a leaked key is its finder's failure, never its holder's).
fn failed_authentication(error: &ApiError) -> bool {
    error.status() == 401 || matches!(error, ApiError::IpNotAllowed)
}

fn unauthenticated<T>(result: &Result<T, ApiError>) -> bool {
    result.as_ref().err().is_some_and(failed_authentication)
}

/// What the pipeline learned about a request, for the response and the log.
struct Outcome {
    version: ApiVersion,
    route: Option<&'static str>,
    org: Option<String>,
    /// The request's standing against its rate limits, for the headers of every response.
    rate: Option<RateState>,
    /// The caller sees every site: `debug` may show what the request cost in DynamoDB calls.
    /// For anyone else those counts could reveal how many hidden records a filter touched.
    shows_costs: bool,
}

impl Outcome {
    /// Who the request turned out to be from, for the log.
    fn caller(&mut self, caller: Option<&Principal>) {
        self.org = caller.map(|c| c.org_id.legacy());
        self.shows_costs = caller.is_some_and(Principal::sees_all_sites);
    }
}

impl Service {
    pub fn new(app: Arc<App>, routes: Vec<Route>) -> Service {
        Service { app, routes: Routes::new(routes) }
    }

    pub fn routes(&self) -> &Routes {
        &self.routes
    }

    pub async fn handle(&self, request: Request) -> Response<Body> {
        let started = Instant::now();
        let request_id =
            request_id::resolve(request.headers().get("x-request-id").and_then(|v| v.to_str().ok()));
        let method = request.method().clone();
        let raw_path = request.raw_http_path().to_owned();
        let raw_path = if raw_path.is_empty() { request.uri().path().to_owned() } else { raw_path };
        let debug =
            request.headers().get("x-debug").is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"true"));
        let mut outcome = Outcome {
            version: ApiVersion::from_path(&raw_path, self.app.config.versions.current()).0,
            route: None,
            org: None,
            rate: None,
            shows_costs: false,
        };

        // A panic below here (a bug) must cost one request, not the process or the connection:
        // it becomes a 500 INTERNAL_ERROR, logged with the request id like any internal error.
        let dispatched = AssertUnwindSafe(self.dispatch(request, &request_id, &raw_path, &mut outcome));
        let (result, calls) = record_calls(dispatched.catch_unwind()).await;
        let result = result.unwrap_or_else(|panic| Err(ApiError::internal(panic_cause(panic.as_ref()))));

        let (status, mut body, headers) = match result {
            Ok(reply) => (reply.status, reply.body, reply.headers),
            Err(error) => {
                if let Some(cause) = error.cause() {
                    tracing::error!(request_id = %request_id, code = error.code(), cause, "request failed");
                }
                let mut headers = Vec::new();
                if let ApiError::MethodNotAllowed { allowed } = &error
                    && let Ok(value) = HeaderValue::from_str(&allowed.join(", "))
                {
                    headers.push((http::header::ALLOW, value));
                }
                if let Some(seconds) = error.retry_after() {
                    headers.push((http::header::RETRY_AFTER, HeaderValue::from(seconds)));
                }
                // RFC 6749 section 5.2: a client that tried HTTP Basic is challenged back.
                if let ApiError::OAuth { challenge: true, .. } = &error
                    && error.status() == 401
                {
                    let realm = HeaderValue::from_static("Basic realm=\"platform-operations-api\"");
                    headers.push((http::header::WWW_AUTHENTICATE, realm));
                }
                let status =
                    StatusCode::from_u16(error.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
                let docs = &self.app.config.docs_url;
                (status, Some(render_error(&error, &outcome.version, &request_id, docs)), headers)
            }
        };
        let lifecycle = self.app.config.versions.entry(outcome.version.major);
        let deprecated = lifecycle.deprecated().then_some(lifecycle);
        if let (Some(entry), Some(body)) = (deprecated, body.as_mut())
            && body.contains_key("data")
        {
            let meta = body.entry("meta").or_insert_with(|| json!({}));
            if let Some(meta) = meta.as_object_mut() {
                meta.insert("deprecation".into(), entry.deprecation_meta());
            }
        }
        let duration_ms = started.elapsed().as_millis() as u64;
        if debug && let Some(body) = body.as_mut() {
            let mut shown = json!({
                "request_id": request_id,
                "duration_ms": duration_ms,
                "server": self.app.config.server_name,
            });
            if outcome.shows_costs {
                shown["dynamodb_calls"] = json!(calls.operations);
                shown["dynamodb_read_units"] = json!(calls.read_units);
                shown["dynamodb_evaluated"] = json!(calls.evaluated);
            }
            body.insert("debug".into(), shown);
        }
        tracing::info!(
            request_id = %request_id,
            method = %method,
            route = outcome.route.unwrap_or("-"),
            org = outcome.org.as_deref().unwrap_or("-"),
            status = status.as_u16(),
            latency_ms = duration_ms,
            dynamodb_calls = calls.operations.len(),
            dynamodb_read_units = calls.read_units,
            dynamodb_evaluated = calls.evaluated,
            "request"
        );

        let mut response = Response::builder().status(status);
        if let Some(map) = response.headers_mut() {
            for (name, value) in headers {
                map.append(name, value);
            }
            for (name, value) in outcome.rate.as_ref().map(RateState::headers).unwrap_or_default() {
                map.insert(name, value);
            }
            for (name, value) in deprecated.map(|e| e.deprecation_headers(&raw_path)).unwrap_or_default() {
                map.append(name, value);
            }
            if let Ok(value) = HeaderValue::from_str(&request_id) {
                map.insert("x-request-id", value);
            }
            // Which major version served it: the prefix, else the organization's pin, else
            // (unauthenticated) the current version. Errors too.
            map.insert("api-version", HeaderValue::from_static(outcome.version.major.name()));
            if body.is_some() {
                map.insert(http::header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
            }
        }
        let body = match body {
            Some(map) => Body::Text(serde_json::to_string(&Value::Object(map)).unwrap_or_default()),
            None => Body::Empty,
        };
        response.body(body).unwrap_or_else(|_| Response::new(Body::Empty))
    }

    async fn dispatch(
        &self,
        request: Request,
        request_id: &str,
        raw_path: &str,
        outcome: &mut Outcome,
    ) -> Result<Reply, ApiError> {
        let (requested, path) = ApiVersion::from_path(raw_path, self.app.config.versions.current());
        let date = request.headers().get("x-api-version").map(|v| v.to_str().unwrap_or("invalid").to_owned());
        // Every answer, a bad version date or an unknown route included, is counted first.
        let today = chrono::Utc::now().date_naive();
        // Before authentication, an unprefixed request is taken for the current version; the
        // caller's pin applies once it is known.
        let version = self.version_of(requested, date.as_deref(), None, today);
        if let Ok(version) = &version {
            outcome.version = *version;
        }
        let found = self.routes.find(request.method(), path);
        let route = match &found {
            Match::Found(route, _) => Some(*route),
            _ => None,
        };
        outcome.route = route.map(|r| r.path);
        let source_ip = source_ip(&request);
        if route.is_some_and(|r| r.uncounted) {
            // Neither counted nor authenticated: a load balancer's probe costs no DynamoDB call.
            let incoming = Incoming {
                request,
                request_id,
                raw_path,
                path,
                requested,
                date,
                today,
                version,
                found,
                source_ip,
            };
            return self.serve_as(incoming, None, None).await.0;
        }
        // Counted by what one client controls (an IPv6 client's /64), not the exact address.
        let source = source_ip.map(rate_limit::Source::of);
        let limiter = &self.app.rate_limiter;
        let public = route.is_some_and(|r| matches!(r.handler, Handler::Public(_)));
        let presented = rate_limit::Presented {
            headers: request.headers(),
            body: request.body(),
            source,
            ip: source_ip,
            public,
        };
        let identity = rate_limit::identify(&presented, &self.app.auth, limiter);
        let now = crate::time::now_ms();
        let endpoint = route.and_then(|r| r.limit);
        // An address that keeps failing to authenticate: only a credential that authenticates
        // is served; anything else is refused here, without a read or a write.
        let failing = source
            .and_then(|source| limiter.refused_address(source, now, self.app.config.failed_auth_per_minute));
        if let Some(refused) = failing.clone().filter(|_| !identity.may_authenticate()) {
            return Err(refuse(refused, outcome));
        }
        if let Some(known) = limiter.known_refusal(identity.key(), endpoint, now) {
            return Err(refuse(known, outcome));
        }
        // The credential's own limits apply to every answer it gets, an unknown route's too.
        // Whatever the version: a bad version date must not cost a credential its own limits.
        let authenticates = !public && has_credential(request.headers());
        // Authentication first when the counter depends on its outcome (a key new to this
        // instance or sent from outside its ranges, a token that may be revoked) or the address
        // is failing; otherwise it runs beside the counter write.
        let settled = match authenticates && (identity.waits_for_authentication() || failing.is_some()) {
            true => Some(
                Box::pin(self.app.auth.authenticate(&self.app.store, request.headers(), source_ip))
                    .await
                    .map_err(|error| refused_credential(error.into(), request.headers())),
            ),
            false => None,
        };
        let accepted = settled.as_ref().and_then(|s| s.as_ref().ok()).map(Principal::restrictions);
        let key = identity.settle(accepted, limiter);
        // Failed: refused if the address is failing or its own counter is known to be used up.
        if let Some(Err(error)) = &settled
            && let Some(refused) = failing.clone().or_else(|| limiter.known_refusal(&key, endpoint, now))
        {
            if let Some(source) = source.filter(|_| failed_authentication(error)) {
                limiter.note_failed_auth(source, now);
            }
            return Err(refuse(refused, outcome));
        }
        // Boxed: large futures, and the request's own future stays small.
        let exact = route.is_some_and(|r| r.exact_count);
        let counting =
            Box::pin(record_as("rate_limit", limiter.count(&self.app.store, &key, endpoint, exact, now)));
        let version_used = version.as_ref().ok().map(|v| v.major);
        let incoming = Incoming {
            request,
            request_id,
            raw_path,
            path,
            requested,
            date: date.clone(),
            today,
            version,
            found,
            source_ip,
        };
        // Authentication runs beside the counter write. A handler declared read-only runs there
        // too, so the write adds no round trip, and is answered only if the limits allow; every
        // other handler waits for the decision.
        let early = route.is_some_and(|r| r.read_only && matches!(r.handler, Handler::Authenticated(_)));
        let beside_the_count = async {
            let principal = match (settled, authenticates) {
                (Some(settled), _) => Some(settled),
                (None, true) => Some(
                    Box::pin(self.app.auth.authenticate(
                        &self.app.store,
                        incoming.request.headers(),
                        source_ip,
                    ))
                    .await
                    .map_err(|error| refused_credential(error.into(), incoming.request.headers())),
                ),
                (None, false) => None,
            };
            if early {
                let (result, caller) = self.serve_as(incoming, principal, None).await;
                let failed_auth = unauthenticated(&result);
                (Stage::Served(result), caller, failed_auth)
            } else {
                let caller = principal.as_ref().and_then(|p| p.as_ref().ok()).cloned();
                let failed_auth = principal.as_ref().is_some_and(unauthenticated);
                (Stage::Authenticated(Box::new((incoming, principal))), caller, failed_auth)
            }
        };
        let (counts, (stage, caller, failed_auth)) = tokio::join!(counting, beside_the_count);
        if let Some(source) = source.filter(|_| failed_auth) {
            limiter.note_failed_auth(source, now);
        }
        // The caller's pin decides the version of an unprefixed request: its headers, its body's
        // shape and the lifecycle notices it triggers.
        let pinned = caller.as_ref().map(|c| self.version_of(requested, date.as_deref(), Some(c), today));
        if let Some(Ok(version)) = &pinned {
            outcome.version = *version;
        }
        let version_used = match pinned {
            Some(pinned) => pinned.ok().map(|v| v.major),
            None => version_used,
        };
        let limits = caller.as_ref().map(|c| c.limits);
        let decided = self.decide(counts, limits, endpoint, (&key, now), request_id, outcome).await;
        self.emit(caller.as_ref(), &key, outcome, version_used, (now, today)).await;
        outcome.caller(caller.as_ref());
        decided?;
        let (incoming, principal) = match stage {
            Stage::Served(result) => return result,
            Stage::Authenticated(waiting) => *waiting,
        };
        let (result, _) = self.serve_as(incoming, principal, outcome.rate.clone()).await;
        // A public route authenticates in its handler (the token endpoint, its client): a 401
        // there is a failed authentication like any other, and at a failing address it is
        // refused like the others that fail.
        if public
            && let Some(source) = source
            && unauthenticated(&result)
        {
            limiter.note_failed_auth(source, now);
            if let Some(refused) = failing {
                return Err(refuse(refused, outcome));
            }
        }
        result
    }

    /// The webhook events this request triggers (see `webhooks::emit`), written before the
    /// response so none is lost with the process.
    async fn emit(
        &self,
        caller: Option<&Principal>,
        key: &rate_limit::CounterKey,
        outcome: &Outcome,
        version: Option<crate::versions::Major>,
        (now, today): (i64, chrono::NaiveDate),
    ) {
        let Some(caller) = caller.filter(|c| c.has_webhooks) else { return };
        let who = crate::webhooks::emit::Caller {
            org: caller.org_id,
            has_webhooks: caller.has_webhooks,
            credential: caller.credential_json(),
            key: key.to_string(),
        };
        let entry = version.map(|major| self.app.config.versions.entry(major));
        Box::pin(self.app.emitter.after_request(
            &self.app.store,
            &who,
            outcome.rate.as_ref(),
            entry,
            (now, today),
        ))
        .await;
    }

    /// The request's standing from its counts: 429 when a limit is used up (remembered, so
    /// the next requests of the window are refused without a write). `limits` are the
    /// credential's once authenticated (`None`: the Free tier's, and a refusal is not
    /// remembered, since the credential's own limits were not known).
    async fn decide(
        &self,
        counted: Result<rate_limit::Counted, StoreError>,
        limits: Option<Limits>,
        endpoint: Option<&'static rate_limit::EndpointLimit>,
        (key, now): (&rate_limit::CounterKey, i64),
        request_id: &str,
        outcome: &mut Outcome,
    ) -> Result<(), ApiError> {
        let counted = match counted.map_err(ApiError::from) {
            Ok(counted) => counted,
            Err(error) => {
                // Counting is not worth an outage: serve, and say so in the log.
                tracing::error!(request_id = %request_id, cause = error.cause().unwrap_or("-"), "rate-limit counter failed");
                return Ok(());
            }
        };
        let limiter = &self.app.rate_limiter;
        let applied = (limits.unwrap_or(self.app.config.address_limits), limits.is_some());
        let (state, give_back) = limiter.decide(key, counted, applied, endpoint, now);
        let refused = crate::refusals::rate_limited(&state);
        if refused.is_some() && (limits.is_some() || key.is_address()) {
            limiter.remember_refusal(key, &state);
        }
        // Spare tokens that do not fit, and a refused request (never served, so not part of
        // the hour). A failure only leaves the counts too high: logged, the answer stands.
        if let Some(back) = give_back {
            let recording = record_as("rate_limit", limiter.give_back(&self.app.store, key, back));
            // Boxed: the SDK's future is large, and this path is rare.
            if let Err(error) = Box::pin(recording).await.map_err(ApiError::from) {
                tracing::error!(request_id = %request_id, cause = error.cause().unwrap_or("-"), "rate-limit give-back not recorded");
            }
        }
        outcome.rate = Some(state);
        refused.map_or(Ok(()), Err)
    }

    /// Route errors, permission, idempotency and the handler, for an authenticated (or not)
    /// request. Returns the caller, once known.
    async fn serve_as(
        &self,
        incoming: Incoming<'_>,
        principal: Option<Result<Principal, ApiError>>,
        rate: Option<RateState>,
    ) -> (Result<Reply, ApiError>, Option<Principal>) {
        let caller = principal.as_ref().and_then(|p| p.as_ref().ok()).cloned();
        let result = async {
            let Incoming {
                request,
                request_id,
                raw_path,
                path,
                requested,
                date,
                today,
                version,
                found,
                source_ip,
            } = incoming;
            let version = match &caller {
                Some(caller) => self.version_of(requested, date.as_deref(), Some(caller), today),
                None => version,
            }?;
            let (route, params) = match found {
                Match::Found(route, params) => (route, params),
                Match::MethodNotAllowed(allowed) => return Err(ApiError::MethodNotAllowed { allowed }),
                Match::NotFound => return Err(self.not_found(path, today)),
            };
            let query = request
                .uri()
                .query()
                .map(|q| form_urlencoded::parse(q.as_bytes()).into_owned().collect())
                .unwrap_or_default();
            let (parts, body) = request.into_parts();
            let exchange = Exchange {
                app: self.app.clone(),
                version,
                request_id: request_id.to_owned(),
                method: parts.method,
                raw_path: raw_path.to_owned(),
                params,
                query,
                headers: parts.headers,
                body: body.to_vec(),
                source_ip,
            };
            let handler = match route.handler {
                Handler::Public(handler) => return handler(exchange).await,
                Handler::Authenticated(handler) => handler,
            };
            let principal = principal.unwrap_or(Err(ApiError::MissingAuth))?;
            if let Access::Permission(permission) = route.access {
                require(&principal, permission)?;
            }
            let claim = if route.idempotent {
                Claim::from_request(
                    &exchange.headers,
                    &principal,
                    &exchange.method,
                    route.path,
                    &exchange.version,
                    &exchange.body,
                )?
                .map(Arc::new)
            } else {
                None
            };
            let ctx = Ctx { exchange, principal, idempotency: claim.clone(), rate };
            match claim {
                None => handler(ctx).await,
                Some(claim) => self.run_idempotent(handler, ctx, claim).await,
            }
        }
        .await;
        (result, caller)
    }

    /// The version that serves a request: its prefix, else the caller's organization's pin,
    /// else (no caller) the current version; refined by its `X-API-Version` date, and 410 once
    /// that version is sunset, whichever way it was reached.
    fn version_of(
        &self,
        requested: ApiVersion,
        date: Option<&str>,
        caller: Option<&Principal>,
        today: chrono::NaiveDate,
    ) -> Result<ApiVersion, ApiError> {
        let catalogue = &self.app.config.versions;
        let version = caller.map_or(requested, |caller| requested.pinned_to(caller.api_version));
        let version = version.with_date_header(date, catalogue, today)?;
        if catalogue.is_sunset(version.major, today) {
            let entry = catalogue.entry(version.major);
            return Err(ApiError::VersionSunset {
                version: version.major.name(),
                sunset: entry.sunset.map_or_else(|| "an earlier date".into(), |s| s.to_string()),
                successor: entry.successor.unwrap_or(catalogue.current()).name(),
            });
        }
        Ok(version)
    }

    /// A path no route matches: an unknown version when its first segment names one (`/v3/…`),
    /// listing the versions that answer, else an unknown route.
    fn not_found(&self, path: &str, today: chrono::NaiveDate) -> ApiError {
        match crate::versions::unknown_prefix(path) {
            Some(version) => ApiError::UnknownVersion {
                version: version.to_owned(),
                supported: self.app.config.versions.supported(today).into_iter().map(|v| v.name()).collect(),
            },
            None => ApiError::NotFound { resource_type: "route", resource_id: path.to_owned() },
        }
    }

    /// Runs a creating request under its `Idempotency-Key` (see `idempotency`).
    async fn run_idempotent(
        &self,
        handler: fn(Ctx) -> crate::route::HandlerFuture,
        ctx: Ctx,
        claim: Arc<Claim>,
    ) -> Result<Reply, ApiError> {
        let store = &self.app.store;
        match store.claim_idempotency(&claim).await? {
            Claimed::Replay(stored) => Ok(stored.replay()),
            Claimed::Mismatch => Err(crate::refusals::idempotency_mismatch()),
            Claimed::InFlight => Err(crate::refusals::in_flight()),
            Claimed::Fresh => {
                let request_id = ctx.request_id.clone();
                let result = handler(ctx).await;
                // A client error wrote nothing: the key is released for a corrected retry. A
                // server error may have come after the write committed (a timeout), so its
                // claim is left to lapse: retries meanwhile get 409, not a second resource.
                // Failing to record is logged, not returned: the request's outcome stands.
                let recorded = match &result {
                    Ok(_) if claim.recorded() => Ok(()),
                    Ok(reply) if reply.status.is_success() => {
                        store.complete_idempotency(&claim, &StoredReply::of(reply)).await
                    }
                    // A busy refusal is answered before anything is done: its retry, after
                    // Retry-After, must be able to use the same key.
                    Err(error) if error.status() < 500 || matches!(error, ApiError::Busy { .. }) => {
                        store.release_idempotency(&claim).await
                    }
                    _ => Ok(()),
                };
                if let Err(error) = recorded.map_err(ApiError::from) {
                    tracing::error!(request_id = %request_id, cause = error.cause().unwrap_or("-"), "idempotency record not updated");
                }
                result
            }
        }
    }
}

/// A 404/405 service for API Gateway's `$default` route: it knows every function's routes so
/// a known path with the wrong method is a 405 with `Allow`, anything else a 404.
pub fn fallback_routes(routes: impl Iterator<Item = (http::Method, &'static str)>) -> Vec<Route> {
    routes.map(|(method, path)| Route::new(method, path, crate::Access::Authenticated, not_routed)).collect()
}

/// Only reached if API Gateway sent a routed request to the `$default` function.
fn not_routed(ctx: Ctx) -> crate::route::HandlerFuture {
    Box::pin(
        async move { Err(ApiError::NotFound { resource_type: "route", resource_id: ctx.raw_path.clone() }) },
    )
}

/// What a caught panic said, for the log only.
fn panic_cause(panic: &(dyn std::any::Any + Send)) -> String {
    let message = panic
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| panic.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("a panic without a message");
    format!("handler panicked: {message}")
}

/// Answers with a refusal the instance already knows, counting nothing.
fn refuse(refused: RateState, outcome: &mut Outcome) -> ApiError {
    let error = crate::refusals::rate_limited(&refused)
        .unwrap_or_else(|| ApiError::internal("a refusal without an exceeded limit"));
    outcome.rate = Some(refused);
    error
}

/// A credential that does not authenticate, as the client is told. An API key sent as a bearer
/// token (the most common first mistake) is told where the key goes instead.
fn refused_credential(error: ApiError, headers: &http::HeaderMap) -> ApiError {
    let bearer = headers.get(http::header::AUTHORIZATION).and_then(crate::auth::bearer_token);
    let key_as_bearer = bearer.is_some_and(|token| token.starts_with(crate::auth::api_key::PREFIX));
    if key_as_bearer && error.status() == 401 && !headers.contains_key("x-api-key") {
        return ApiError::ApiKeyAsBearer;
    }
    error
}

/// Whether the request names an API credential (authentication decides whether it is one).
fn has_credential(headers: &http::HeaderMap) -> bool {
    headers.contains_key("x-api-key") || headers.contains_key(http::header::AUTHORIZATION)
}

/// The client address from API Gateway's request context. Headers such as `X-Forwarded-For`
/// are the client's to write and are never consulted.
fn source_ip(request: &Request) -> Option<std::net::IpAddr> {
    match request.request_context_ref()? {
        lambda_http::request::RequestContext::ApiGatewayV2(context) => {
            context.http.source_ip.as_deref()?.parse().ok()
        }
        _ => None,
    }
}
