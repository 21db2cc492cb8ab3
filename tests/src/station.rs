//! A simulated OCPP charging station (2.0.1, or 1.6J with `connect_16`) for the black-box tests: it connects to the
//! gateway like a real one (identity, password, subprotocol), sends CALLs and awaits their
//! answers, answers the platform's CALLs as a test scripts it, and sends raw text frames.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::sync::{mpsc, watch};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::{Error, Message};

use shared::domain::station::{StationIdentity, generate_password, hash_password};
use shared::ids::AssetId;

use crate::{Org, TestApp};

/// How long a station waits for an answer or an event before the test fails: generous, so a
/// loaded machine slows a test down rather than failing it.
pub const PATIENCE: Duration = Duration::from_secs(30);

pub const SUBPROTOCOL: &str = "ocpp2.0.1";
pub const SUBPROTOCOL_16: &str = "ocpp1.6";

/// How the station answers a CALL from the platform.
#[derive(Debug, Clone)]
pub enum Scripted {
    Result(Value),
    Error {
        code: String,
        description: String,
    },
    /// Never answers (the platform's call times out).
    Silence,
}

type Script = Box<dyn Fn(&str, &Value) -> Scripted + Send>;

/// A CALLERROR as the station received it.
#[derive(Debug, Clone, PartialEq)]
pub struct CallError {
    pub code: String,
    pub description: String,
}

/// Why a CALL got no answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoAnswer {
    /// The connection closed first.
    Closed,
    /// Nothing came within `PATIENCE`.
    Timeout,
}

/// How to connect: every part can be left out or got wrong on purpose.
pub struct Connect<'a> {
    pub identity: &'a str,
    /// `None`: no Authorization header.
    pub password: Option<&'a str>,
    /// `None`: no Sec-WebSocket-Protocol header.
    pub subprotocol: Option<&'a str>,
}

/// A connected simulated station.
pub struct Station {
    outgoing: mpsc::UnboundedSender<Message>,
    answers: tokio::sync::Mutex<mpsc::UnboundedReceiver<Value>>,
    script: Arc<Mutex<Script>>,
    /// The CALLs the platform sent: action and payload.
    received: Arc<Mutex<Vec<(String, Value)>>>,
    closed: watch::Receiver<bool>,
}

/// Makes an asset of `org` a station straight through the store (the REST route is not this
/// helper's concern): its password.
pub async fn make_station(app: &TestApp, org: &Org, asset_id: &str, identity: &str) -> String {
    let asset = AssetId::parse(asset_id).expect("asset id");
    let identity = StationIdentity::parse(identity).expect("identity");
    let password = generate_password();
    app.app
        .store
        .create_station(
            org.org_id(),
            asset,
            &identity,
            hash_password(&password),
            &shared::site_access::SiteScope::All,
        )
        .await
        .unwrap_or_else(|e| panic!("station: {e:?}"));
    password
}

/// An asset of `org` at a site of its own, made the station `identity`: the asset's id (as
/// the API shows it) and the station's password.
pub async fn station_asset(app: &TestApp, org: &Org, identity: &str) -> (String, String) {
    let owner = org.key("owner");
    let site = app.create_site(&owner, &format!("Depot of {identity}")).await;
    let asset = app.create_asset(&owner, &site, identity, 22.0).await["id"].as_str().unwrap().to_owned();
    let password = make_station(app, org, &asset, identity).await;
    (asset, password)
}

impl Station {
    /// Connects with the right subprotocol; the HTTP status when the upgrade is refused.
    pub async fn connect(url: &str, identity: &str, password: &str) -> Result<Station, u16> {
        Station::connect_with(
            url,
            Connect { identity, password: Some(password), subprotocol: Some(SUBPROTOCOL) },
        )
        .await
    }

    /// Connects offering only `ocpp1.6`, as most chargers in the field do.
    pub async fn connect_16(url: &str, identity: &str, password: &str) -> Result<Station, u16> {
        Station::connect_with(
            url,
            Connect { identity, password: Some(password), subprotocol: Some(SUBPROTOCOL_16) },
        )
        .await
    }

    pub async fn connect_with(url: &str, how: Connect<'_>) -> Result<Station, u16> {
        Station::connect_to(&format!("{url}/{}", how.identity), how).await
    }

    /// Connects (2.0.1) at `url` exactly as given (the station record's `url`, its identity
    /// segment percent-encoded), authenticating as `identity`.
    pub async fn connect_at(url: &str, identity: &str, password: &str) -> Result<Station, u16> {
        let how = Connect { identity, password: Some(password), subprotocol: Some(SUBPROTOCOL) };
        Station::connect_to(url, how).await
    }

    async fn connect_to(url: &str, how: Connect<'_>) -> Result<Station, u16> {
        let mut request = url.into_client_request().expect("request");
        let headers = request.headers_mut();
        if let Some(password) = how.password {
            let basic = format!("Basic {}", STANDARD.encode(format!("{}:{password}", how.identity)));
            headers.insert("authorization", basic.parse().expect("header"));
        }
        if let Some(subprotocol) = how.subprotocol {
            headers.insert("sec-websocket-protocol", subprotocol.parse().expect("header"));
        }
        let (socket, _) =
            match tokio::time::timeout(PATIENCE, tokio_tungstenite::connect_async(request)).await {
                Err(_) => panic!("the gateway did not answer the upgrade"),
                Ok(Err(Error::Http(response))) => return Err(response.status().as_u16()),
                Ok(Err(error)) => panic!("connect: {error}"),
                Ok(Ok(connected)) => connected,
            };
        let (mut sink, mut stream) = socket.split();
        let (outgoing, mut queue) = mpsc::unbounded_channel::<Message>();
        let (answered, answers) = mpsc::unbounded_channel::<Value>();
        let (closing, closed) = watch::channel(false);
        let script: Arc<Mutex<Script>> = Arc::new(Mutex::new(Box::new(|_: &str, _: &Value| {
            Scripted::Result(json!({"status": "Accepted"}))
        })));
        let received = Arc::new(Mutex::new(Vec::new()));
        tokio::spawn(async move {
            while let Some(message) = queue.recv().await {
                let closing = matches!(message, Message::Close(_));
                if sink.send(message).await.is_err() || closing {
                    break;
                }
            }
        });
        let replies = outgoing.clone();
        let (run_script, record) = (script.clone(), received.clone());
        tokio::spawn(async move {
            while let Some(Ok(message)) = stream.next().await {
                let Message::Text(text) = message else { continue };
                let Ok(frame) = serde_json::from_str::<Value>(text.as_str()) else { continue };
                if frame[0] != 2 {
                    let _ = answered.send(frame);
                    continue;
                }
                let (id, action, payload) =
                    (frame[1].clone(), frame[2].as_str().unwrap_or("").to_owned(), frame[3].clone());
                record.lock().expect("record").push((action.clone(), payload.clone()));
                let reply = (run_script.lock().expect("script"))(&action, &payload);
                let reply = match reply {
                    Scripted::Result(payload) => json!([3, id, payload]),
                    Scripted::Error { code, description } => json!([4, id, code, description, {}]),
                    Scripted::Silence => continue,
                };
                let _ = replies.send(Message::text(reply.to_string()));
            }
            let _ = closing.send(true);
        });
        Ok(Station { outgoing, answers: tokio::sync::Mutex::new(answers), script, received, closed })
    }

    /// How the station answers the platform's CALLs from now on.
    pub fn script(&self, script: impl Fn(&str, &Value) -> Scripted + Send + 'static) {
        *self.script.lock().expect("script") = Box::new(script);
    }

    /// The platform's CALLs so far.
    pub fn received(&self) -> Vec<(String, Value)> {
        self.received.lock().expect("record").clone()
    }

    /// Sends a text frame as it is.
    pub fn send_raw(&self, text: &str) {
        self.outgoing.send(Message::text(text.to_owned())).expect("the station's socket is open");
    }

    /// Sends any WebSocket message (a pong, a ping, a binary frame), unless the socket is gone.
    pub fn send_message(&self, message: Message) -> bool {
        self.outgoing.send(message).is_ok()
    }

    /// Sends a text frame as it is, unless the socket is gone: `false` then.
    pub fn try_send_raw(&self, text: &str) -> bool {
        self.outgoing.send(Message::text(text.to_owned())).is_ok()
    }

    /// Every CALLRESULT and CALLERROR frame the platform sends until it closes the connection
    /// (the test fails unless it does within `PATIENCE`).
    pub async fn answers_until_closed(&self) -> Vec<Value> {
        let mut answers = self.answers.lock().await;
        let mut all = Vec::new();
        loop {
            match tokio::time::timeout(PATIENCE, answers.recv()).await {
                Ok(Some(frame)) => all.push(frame),
                Ok(None) => return all,
                Err(_) => panic!("the connection was not closed within {PATIENCE:?}"),
            }
        }
    }

    /// The next CALLRESULT or CALLERROR frame the platform sent, as it is.
    pub async fn next_answer(&self) -> Value {
        let mut answers = self.answers.lock().await;
        match tokio::time::timeout(PATIENCE, answers.recv()).await {
            Ok(Some(frame)) => frame,
            Ok(None) => panic!("the connection closed before an answer came"),
            Err(_) => panic!("no answer within {PATIENCE:?}"),
        }
    }

    /// The next CALLRESULT or CALLERROR frame, or `None` once the connection is closed (waits
    /// as long as it takes: the caller bounds it).
    pub async fn next_answer_or_closed(&self) -> Option<Value> {
        self.answers.lock().await.recv().await
    }

    /// Sends a CALL and awaits its answer: the CALLRESULT's payload or the CALLERROR.
    pub async fn call(&self, action: &str, payload: Value) -> Result<Value, CallError> {
        match self.try_call(action, payload).await {
            Ok(answer) => answer,
            Err(NoAnswer::Closed) => panic!("the connection closed before an answer came"),
            Err(NoAnswer::Timeout) => panic!("no answer within {PATIENCE:?}"),
        }
    }

    /// `call` for a caller that counts a missing answer instead of failing on it (the load
    /// test, on a saturated machine).
    pub async fn try_call(&self, action: &str, payload: Value) -> Result<Result<Value, CallError>, NoAnswer> {
        let id = uuid::Uuid::now_v7().to_string();
        if !self.try_send_raw(&json!([2, id, action, payload]).to_string()) {
            return Err(NoAnswer::Closed);
        }
        let mut answers = self.answers.lock().await;
        loop {
            let frame = match tokio::time::timeout(PATIENCE, answers.recv()).await {
                Ok(Some(frame)) => frame,
                Ok(None) => return Err(NoAnswer::Closed),
                Err(_) => return Err(NoAnswer::Timeout),
            };
            if frame[1] != id.as_str() {
                continue;
            }
            return Ok(match frame[0].as_u64() {
                Some(3) => Ok(frame[2].clone()),
                _ => Err(CallError {
                    code: frame[2].as_str().unwrap_or("").to_owned(),
                    description: frame[3].as_str().unwrap_or("").to_owned(),
                }),
            });
        }
    }

    /// A BootNotification with this vendor, model and firmware: its answer.
    pub async fn boot(&self, vendor: &str, model: &str, firmware: &str) -> Result<Value, CallError> {
        let station = json!({"vendorName": vendor, "model": model, "firmwareVersion": firmware});
        self.call("BootNotification", json!({"reason": "PowerUp", "chargingStation": station})).await
    }

    /// Closes the connection (a close frame), as a station going away does.
    pub fn close(&self) {
        let _ = self.outgoing.send(Message::Close(None));
    }

    /// Whether the gateway closed the connection within `PATIENCE`.
    pub async fn closed(&self) -> bool {
        let mut closed = self.closed.clone();
        tokio::time::timeout(PATIENCE, closed.wait_for(|closed| *closed)).await.is_ok_and(|r| r.is_ok())
    }
}

/// A station dropped by a test goes away like a real one.
impl Drop for Station {
    fn drop(&mut self) {
        self.close();
    }
}

/// Polls `check` until it holds, for at most `PATIENCE`: what another task writes is waited
/// for, never timed.
pub async fn eventually<F, Fut>(what: &str, check: F)
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while !check().await {
        assert!(tokio::time::Instant::now() < deadline, "{what} within {PATIENCE:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
