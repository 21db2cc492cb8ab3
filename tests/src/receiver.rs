//! A webhook receiver on loopback for the delivery tests: it records every POST with its
//! Standard Webhooks headers, checks the signature itself (not with the API's code), and
//! answers each request with the next planned status (200 once the plan is used up).

use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use tokio::net::TcpListener;

#[derive(Debug, Clone)]
pub struct Received {
    pub id: String,
    pub timestamp: String,
    pub signature: String,
    pub body: String,
}

impl Received {
    /// Whether the signature is `v1,` + base64 HMAC-SHA256(secret, "id.timestamp.body").
    pub fn signed_with(&self, secret: &str) -> bool {
        use base64::Engine;
        use hmac::{Hmac, Mac};
        let engine = base64::engine::general_purpose::STANDARD;
        let Some(key) = secret.strip_prefix("whsec_").and_then(|k| engine.decode(k).ok()) else {
            return false;
        };
        let mut mac = Hmac::<sha2::Sha256>::new_from_slice(&key).expect("any key length");
        mac.update(format!("{}.{}.{}", self.id, self.timestamp, self.body).as_bytes());
        let expected = format!("v1,{}", engine.encode(mac.finalize().into_bytes()));
        self.signature.split(' ').any(|s| s == expected)
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).expect("a JSON payload")
    }
}

#[derive(Clone)]
pub struct Receiver {
    pub url: String,
    received: Arc<Mutex<Vec<Received>>>,
    plan: Arc<Mutex<VecDeque<u16>>>,
}

impl Receiver {
    /// Listens on a free loopback port, answering with `plan` in order, then 200.
    pub async fn start(plan: &[u16]) -> Receiver {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let url = format!("http://{}/hooks", listener.local_addr().expect("address"));
        let receiver = Receiver {
            url,
            received: Arc::new(Mutex::new(Vec::new())),
            plan: Arc::new(Mutex::new(plan.iter().copied().collect())),
        };
        let shared = receiver.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let shared = shared.clone();
                tokio::spawn(async move {
                    let service = service_fn(move |request: hyper::Request<Incoming>| {
                        let shared = shared.clone();
                        async move {
                            let header = |name: &str| {
                                request
                                    .headers()
                                    .get(name)
                                    .and_then(|v| v.to_str().ok())
                                    .unwrap_or_default()
                                    .to_owned()
                            };
                            let (id, timestamp, signature) = (
                                header("webhook-id"),
                                header("webhook-timestamp"),
                                header("webhook-signature"),
                            );
                            let body =
                                request.into_body().collect().await.map(|b| b.to_bytes()).unwrap_or_default();
                            let body = String::from_utf8_lossy(&body).into_owned();
                            shared.received.lock().unwrap().push(Received { id, timestamp, signature, body });
                            let status = shared.plan.lock().unwrap().pop_front().unwrap_or(200);
                            let response =
                                hyper::Response::builder().status(status).body(Full::new(Bytes::new()));
                            Ok::<_, std::convert::Infallible>(response.expect("response"))
                        }
                    });
                    let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
                });
            }
        });
        receiver
    }

    pub fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }
}
