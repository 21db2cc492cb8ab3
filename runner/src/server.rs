//! The local HTTP server: matches each request against template.yaml's routes, turns it into
//! the API Gateway HTTP API (payload 2.0) event Lambda would receive, and hands it to the same
//! `Service` the function's binary runs. Unmatched requests go to the `$default` function.

use http_body_util::{BodyExt, Full, Limited};
use hyper::body::{Bytes, Incoming};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use lambda_http::Body;
use lambda_http::aws_lambda_events::apigw::{
    ApiGatewayV2httpRequest, ApiGatewayV2httpRequestContext, ApiGatewayV2httpRequestContextHttpDescription,
};
use lambda_http::request::LambdaRequest;
use std::collections::HashMap;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::net::TcpListener;

use shared::App;
use shared::pipeline::Service;

use crate::template::Template;

/// Lambda's request payload limit.
const MAX_BODY: usize = 6 * 1024 * 1024;

/// The route table of a function binary, as its `main.rs` passes it to `shared::lambda::run`.
pub fn function_routes(binary: &str) -> Option<Vec<shared::Route>> {
    match binary {
        "admin" => Some(admin::routes()),
        "asset-controls" => Some(asset_controls::routes()),
        "auth" => Some(auth::routes()),
        "inventory" => Some(inventory::routes()),
        "usage" => Some(usage::routes()),
        "webhooks" => Some(webhooks::routes()),
        "versions" => Some(versions::routes_with_fallback()),
        _ => None,
    }
}

/// The routes of a function that does not run the pipeline (it needs no table and no
/// credential), as its crate declares them: method and path as requested, not tripled.
pub fn direct_routes(binary: &str) -> Option<&'static [(&'static str, &'static str)]> {
    match binary {
        "reference" => Some(&reference::ROUTES),
        _ => None,
    }
}

/// What serves a function's routes in process.
enum Function {
    Pipeline(Arc<Service>),
    Reference(Arc<reference::Reference>),
}

struct Target {
    method: String,
    template_path: String,
    binary: String,
}

pub struct Runner {
    services: HashMap<String, Function>,
    router: matchit::Router<Vec<Target>>,
    default_binary: Option<String>,
    /// Where station logs are downloaded from, when it is this runner (`log_downloads`).
    log_files: Option<shared::log_files::LogFiles>,
}

impl Runner {
    pub fn new(template: &Template, app: Arc<App>) -> Result<Runner, String> {
        let mut services = HashMap::new();
        let mut by_path: HashMap<String, Vec<Target>> = HashMap::new();
        let mut default_binary = None;
        for route in &template.routes {
            if !services.contains_key(&route.binary) {
                let function = if direct_routes(&route.binary).is_some() {
                    // The documents' server is the runner's own address (the request's Host).
                    Function::Reference(Arc::new(reference::Reference::new(None)))
                } else {
                    let routes = function_routes(&route.binary).ok_or(format!(
                        "template names binary '{}' that the runner does not know",
                        route.binary
                    ))?;
                    Function::Pipeline(Arc::new(Service::new(app.clone(), routes)))
                };
                services.insert(route.binary.clone(), function);
            }
            match (&route.method, &route.path) {
                (Some(method), Some(path)) => by_path.entry(path.clone()).or_default().push(Target {
                    method: method.clone(),
                    template_path: path.clone(),
                    binary: route.binary.clone(),
                }),
                _ => default_binary = Some(route.binary.clone()),
            }
        }
        let mut router = matchit::Router::new();
        for (path, targets) in by_path {
            router.insert(path.clone(), targets).map_err(|e| format!("route {path}: {e}"))?;
        }
        let log_files = app.config.station_log_files.clone();
        Ok(Runner { services, router, default_binary, log_files })
    }

    /// Serves until the listener fails. Each connection gets its own task.
    pub async fn serve(self: Arc<Self>, listener: TcpListener) {
        loop {
            let Ok((stream, peer)) = listener.accept().await else { continue };
            let _ = stream.set_nodelay(true);
            let runner = self.clone();
            tokio::spawn(async move {
                let service = service_fn(move |request| {
                    let runner = runner.clone();
                    async move { Ok::<_, Infallible>(runner.dispatch(request, peer).await) }
                });
                let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
            });
        }
    }

    async fn dispatch(
        &self,
        request: hyper::Request<Incoming>,
        peer: SocketAddr,
    ) -> hyper::Response<Full<Bytes>> {
        if crate::log_downloads::handles(request.uri().path()) {
            let files = self.log_files.as_ref();
            return crate::log_downloads::serve(files, &crate::log_downloads::default_dir(), request).await;
        }
        let (parts, body) = request.into_parts();
        let body = match Limited::new(body, MAX_BODY).collect().await {
            Ok(collected) => collected.to_bytes(),
            Err(_) => return plain(413, "payload too large"),
        };
        let path = parts.uri.path().to_owned();
        let method = parts.method.as_str().to_owned();
        let (binary, route_key, path_parameters) = match self.router.at(&path) {
            // An exact method wins over ANY, as in API Gateway.
            Ok(found) => match (found.value.iter().find(|t| t.method == method))
                .or_else(|| found.value.iter().find(|t| t.method == "ANY"))
            {
                Some(target) => (
                    target.binary.clone(),
                    format!("{} {}", target.method, target.template_path),
                    found.params.iter().map(|(k, v)| (k.to_owned(), v.to_owned())).collect(),
                ),
                None => self.default_target(),
            },
            Err(_) => self.default_target(),
        };
        let Some(service) = self.services.get(&binary) else { return plain(404, "no route") };

        let mut event = ApiGatewayV2httpRequest::default();
        event.version = Some("2.0".into());
        event.route_key = Some(route_key.clone());
        event.raw_path = Some(path.clone());
        event.raw_query_string = Some(parts.uri.query().unwrap_or_default().to_owned());
        event.path_parameters = path_parameters;
        event.headers = parts.headers;
        // As API Gateway tells a function the scheme the client used (a client may say it came
        // through a proxy: scripts/clients asks for the documents as the public host has them).
        if !event.headers.contains_key("x-forwarded-proto") {
            event.headers.insert("x-forwarded-proto", hyper::header::HeaderValue::from_static("http"));
        }
        match std::str::from_utf8(&body) {
            Ok("") => {}
            Ok(text) => event.body = Some(text.to_owned()),
            Err(_) => {
                use base64::Engine;
                event.body = Some(base64::engine::general_purpose::STANDARD.encode(&body));
                event.is_base64_encoded = true;
            }
        }
        let mut http = ApiGatewayV2httpRequestContextHttpDescription::default();
        http.method = parts.method;
        http.path = Some(path);
        http.protocol = Some("HTTP/1.1".into());
        http.source_ip = Some(peer.ip().to_string());
        http.user_agent =
            event.headers.get(hyper::header::USER_AGENT).and_then(|v| v.to_str().ok()).map(str::to_owned);
        let mut context = ApiGatewayV2httpRequestContext::default();
        context.route_key = Some(route_key);
        context.stage = Some("$default".into());
        context.account_id = Some("000000000000".into());
        context.apiid = Some("local".into());
        context.request_id = Some(uuid::Uuid::now_v7().simple().to_string());
        context.time_epoch = shared::time::now_ms();
        context.http = http;
        event.request_context = context;

        let request = lambda_http::Request::from(LambdaRequest::ApiGatewayV2(event));
        let response = match service {
            Function::Pipeline(service) => service.handle(request).await,
            Function::Reference(reference) => reference.handle(&request),
        };
        let (parts, body) = response.into_parts();
        let bytes = match body {
            Body::Empty => Bytes::new(),
            Body::Text(text) => Bytes::from(text),
            Body::Binary(data) => Bytes::from(data),
            _ => Bytes::new(),
        };
        hyper::Response::from_parts(parts, Full::new(bytes))
    }

    fn default_target(&self) -> (String, String, HashMap<String, String>) {
        (self.default_binary.clone().unwrap_or_default(), "$default".into(), HashMap::new())
    }
}

fn plain(status: u16, text: &'static str) -> hyper::Response<Full<Bytes>> {
    let mut response = hyper::Response::new(Full::new(Bytes::from_static(text.as_bytes())));
    *response.status_mut() = hyper::StatusCode::from_u16(status).unwrap_or(hyper::StatusCode::NOT_FOUND);
    response
}
