//! One station's WebSocket connection: reads its frames, answers its CALLs in order (one at a
//! time, as OCPP-J has it), and carries the platform's CALLs to it, one outstanding at a time.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use shared::ocpp::control::{CallErrorBody, MALFORMED_RESULT};
use shared::store::station_registry::StationConnection;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::sync::{Notify, mpsc, oneshot};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

use crate::Gateway;
use crate::frame::{self, CallError, ErrorCode, Frame};
use crate::handlers::{self, Command, Context, HEARTBEAT_INTERVAL_SECS};
use crate::limits::{Admission, MessageRate};

/// How often the gateway pings: keeps NAT paths and load balancer idle timers open.
const PING_EVERY: Duration = Duration::from_secs(60);

/// A connection silent this long (three heartbeat intervals) is closed.
const SILENCE_LIMIT: Duration = Duration::from_secs(3 * HEARTBEAT_INTERVAL_SECS);

/// Frames waiting for the writer: a station that does not read cannot make them pile up.
pub const QUEUE: usize = 32;

/// How long the reader waits (reading nothing more) for room in a full queue before it
/// closes the connection: the station is not reading its answers.
pub const WRITER_PATIENCE: Duration = Duration::from_secs(10);

/// How long a closing connection's writer may take to send what is queued and the close.
const CLOSE_PATIENCE: Duration = Duration::from_secs(5);

/// The longest action name a log line carries.
const LOGGED_ACTION: usize = 64;

/// The station's answer to a platform CALL.
#[derive(Debug)]
pub enum Reply {
    Result(Value),
    Error(CallErrorBody),
}

/// Why a platform CALL got no answer.
#[derive(Debug, PartialEq, Eq)]
pub enum CallFailure {
    Timeout,
    /// The connection was closing: the CALL never left.
    NotSent,
    /// The connection closed after the CALL went out and before the station answered: the
    /// station may have acted on it.
    Closed,
}

/// A live connection as the rest of the gateway sees it: where platform CALLs go in, and
/// how it is told to close.
pub struct Handle {
    pub connection_id: String,
    outgoing: mpsc::Sender<Message>,
    /// Held by the one platform CALL outstanding; the next waits its turn.
    turn: tokio::sync::Mutex<()>,
    pending: Mutex<Option<(String, oneshot::Sender<Reply>)>>,
    closing: Notify,
}

impl Handle {
    /// Sends a CALL to the station and waits for its answer, its turn behind another CALL
    /// included, within `timeout`.
    pub async fn call(&self, action: &str, payload: &Value, timeout: Duration) -> Result<Reply, CallFailure> {
        let id = uuid::Uuid::now_v7().to_string();
        let exchange = async {
            let _turn = self.turn.lock().await;
            let (sender, answer) = oneshot::channel();
            if let Ok(mut pending) = self.pending.lock() {
                *pending = Some((id.clone(), sender));
            }
            let text = frame::call(&id, action, payload);
            self.outgoing.send(Message::text(text)).await.map_err(|_| CallFailure::NotSent)?;
            answer.await.map_err(|_| CallFailure::Closed)
        };
        let outcome = tokio::time::timeout(timeout, exchange).await.unwrap_or(Err(CallFailure::Timeout));
        // A late answer finds nothing waiting and is dropped.
        if let Ok(mut pending) = self.pending.lock()
            && pending.as_ref().is_some_and(|(waiting, _)| *waiting == id)
        {
            *pending = None;
        }
        outcome
    }

    /// Closes the connection (a newer one replaced it).
    pub fn close(&self) {
        self.closing.notify_one();
    }

    /// The station answered a platform CALL.
    fn answered(&self, id: &str, reply: Reply) {
        let Ok(mut pending) = self.pending.lock() else { return };
        if pending.as_ref().is_some_and(|(waiting, _)| waiting == id)
            && let Some((_, sender)) = pending.take()
        {
            let _ = sender.send(reply);
        }
    }
}

/// Serves one accepted connection until it closes, then takes it out of the registry.
pub async fn run<S>(gateway: Arc<Gateway>, socket: WebSocketStream<S>, connection: StationConnection)
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let (mut sink, mut stream) = socket.split();
    let (outgoing, mut queue) = mpsc::channel::<Message>(QUEUE);
    let mut writer = tokio::spawn(async move {
        while let Some(message) = queue.recv().await {
            let closing = matches!(message, Message::Close(_));
            if sink.send(message).await.is_err() || closing {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let handle = Arc::new(Handle {
        connection_id: connection.connection_id.clone(),
        outgoing: outgoing.clone(),
        turn: tokio::sync::Mutex::new(()),
        pending: Mutex::new(None),
        closing: Notify::new(),
    });

    // The registry item first: from this write on, the connection it replaces (on any task)
    // can write nothing more.
    if let Err(error) = gateway.store.station_connected(&connection, &gateway.task).await {
        tracing::warn!(identity = %connection.identity, ?error, "ocpp.connect_failed");
        let _ = outgoing.try_send(close_frame(CloseCode::Error, "the station cannot be registered"));
        drop(outgoing);
        finish(&mut writer).await;
        return;
    }
    if let Some(old) = gateway.hold(&connection.identity_key, handle.clone()) {
        old.close();
    }
    tracing::info!(identity = %connection.identity, connection_id = %connection.connection_id, "ocpp.connected");

    let context = Context { store: &gateway.store, connection: &connection };
    let mut stopping = gateway.stopping.subscribe();
    let mut rate = MessageRate::new(std::time::Instant::now());
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + PING_EVERY, PING_EVERY);
    // Anything the station sends (a pong included) counts as heard; pings do not reset it.
    let mut heard = tokio::time::Instant::now();
    let reason = loop {
        let message = tokio::select! {
            () = handle.closing.notified() => break "replaced",
            _ = stopping.wait_for(|stopping| *stopping) => break "shutdown",
            () = tokio::time::sleep_until(heard + SILENCE_LIMIT) => break "silent",
            _ = ping.tick() => {
                // A station whose queue is full is not reading: the ping can wait.
                let _ = outgoing.try_send(Message::Ping(Default::default()));
                continue;
            }
            next = stream.next() => match next {
                None | Some(Err(_)) => break "closed",
                Some(Ok(message)) => message,
            },
        };
        heard = tokio::time::Instant::now();
        let text = match message {
            Message::Text(text) => text,
            Message::Binary(_) => {
                match rate.admit(std::time::Instant::now()) {
                    Admission::Admitted => {}
                    Admission::Refused => continue,
                    Admission::Flooding => break "flooding",
                }
                let error = CallError::new(ErrorCode::RpcFrameworkError, "OCPP-J frames are text");
                if !enqueue(&outgoing, frame::error(frame::UNREADABLE_ID, &error)).await {
                    break "not_reading";
                }
                continue;
            }
            Message::Close(_) => break "closed",
            Message::Ping(_) | Message::Pong(_) | Message::Frame(_) => continue,
        };
        let parsed = frame::parse(text.as_str());
        // Answers to the platform's own CALLs are not counted: it sends one at a time.
        if !matches!(parsed, Ok(Frame::Result { .. } | Frame::Error { .. })) {
            match rate.admit(std::time::Instant::now()) {
                Admission::Admitted => {}
                Admission::Refused => {
                    let Ok(Frame::Call { id, .. }) = &parsed else { continue };
                    let error = CallError::new(ErrorCode::SecurityError, "too many messages: slow down");
                    if !enqueue(&outgoing, frame::error(id, &error)).await {
                        break "not_reading";
                    }
                    continue;
                }
                Admission::Flooding => break "flooding",
            }
        }
        match parsed {
            Ok(Frame::Call { id, action, payload }) => {
                let handled = handlers::dispatch(&context, &action, payload).await;
                let answer = match &handled.answer {
                    Ok(payload) => frame::result(&id, payload),
                    Err(error) => {
                        let action: String = action.chars().take(LOGGED_ACTION).collect();
                        tracing::info!(identity = %connection.identity, %action, code = error.code.as_str(), "ocpp.call_error");
                        frame::error(&id, error)
                    }
                };
                if !enqueue(&outgoing, answer).await {
                    break "not_reading";
                }
                if handled.close {
                    break "replaced";
                }
                if let Some(command) = handled.then {
                    // Its own task: the answer comes through this loop.
                    tokio::spawn(command_station(
                        gateway.clone(),
                        handle.clone(),
                        connection.clone(),
                        command,
                    ));
                }
            }
            Ok(Frame::Result { id, payload }) => handle.answered(&id, Reply::Result(payload)),
            Ok(Frame::Error { id, code, description, mut details }) => {
                // The gateway's own mark for a malformed result is never the station's to set.
                if let Some(details) = details.as_object_mut() {
                    details.remove(MALFORMED_RESULT);
                }
                handle.answered(&id, Reply::Error(CallErrorBody { code, description, details }))
            }
            Err(unreadable) => {
                tracing::info!(identity = %connection.identity, code = unreadable.error.code.as_str(), answered = unreadable.answered, "ocpp.unreadable");
                if unreadable.answered
                    && !enqueue(&outgoing, frame::error(&unreadable.id, &unreadable.error)).await
                {
                    break "not_reading";
                }
            }
        }
    };

    gateway.release(&connection.identity_key, &connection.connection_id);
    // A platform CALL still waiting learns the connection is gone.
    if let Ok(mut pending) = handle.pending.lock() {
        pending.take();
    }
    let code = if reason == "shutdown" { CloseCode::Away } else { CloseCode::Normal };
    let _ = outgoing.try_send(close_frame(code, reason));
    drop(outgoing);
    finish(&mut writer).await;
    match gateway.store.station_disconnected(&connection, &gateway.task).await {
        Ok(_) => {}
        Err(error) => {
            gateway.disconnect_failures.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
            tracing::warn!(identity = %connection.identity, ?error, "ocpp.disconnect_failed")
        }
    }
    tracing::info!(identity = %connection.identity, connection_id = %connection.connection_id, reason, "ocpp.disconnected");
}

/// Sends the station a CALL of the platform's own and records its answer as the event
/// `station_command`.
async fn command_station(
    gateway: Arc<Gateway>,
    handle: Arc<Handle>,
    connection: StationConnection,
    command: Command,
) {
    let outcome = match handle.call(command.action, &command.payload, gateway.call_timeout).await {
        Ok(Reply::Result(result)) => json!({"result": result}),
        Ok(Reply::Error(error)) => json!({"error": error}),
        Err(CallFailure::Timeout) => json!({"failure": "timeout"}),
        Err(CallFailure::Closed | CallFailure::NotSent) => json!({"failure": "closed"}),
    };
    let mut data = json!({
        "identity": connection.identity,
        "action": command.action,
        "request": command.payload,
        "reason": command.reason,
    });
    if let (Some(data), Value::Object(outcome)) = (data.as_object_mut(), outcome) {
        data.extend(outcome);
    }
    if let Err(error) =
        gateway.store.record_station_command(connection.org_id, connection.asset_id, data).await
    {
        tracing::error!(identity = %connection.identity, %error, "ocpp.command_not_recorded");
    }
}

/// Queues a text frame for the writer, waiting (reading nothing meanwhile) while the queue is
/// full; `false` when it stayed full for `WRITER_PATIENCE` or the writer is gone.
async fn enqueue(outgoing: &mpsc::Sender<Message>, text: String) -> bool {
    matches!(tokio::time::timeout(WRITER_PATIENCE, outgoing.send(Message::text(text))).await, Ok(Ok(())))
}

/// Lets the writer send what is queued and the close, for at most `CLOSE_PATIENCE`: a station
/// that reads nothing does not hold the disconnect up.
async fn finish(writer: &mut tokio::task::JoinHandle<()>) {
    if tokio::time::timeout(CLOSE_PATIENCE, &mut *writer).await.is_err() {
        writer.abort();
    }
}

fn close_frame(code: CloseCode, reason: &str) -> Message {
    Message::Close(Some(CloseFrame { code, reason: reason.to_owned().into() }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn a_full_queue_the_station_never_drains_gives_up_after_the_writers_patience() {
        let (outgoing, _unread) = mpsc::channel::<Message>(1);
        assert!(enqueue(&outgoing, "first".into()).await);
        let started = tokio::time::Instant::now();
        assert!(!enqueue(&outgoing, "second".into()).await, "the queue stayed full");
        assert!(started.elapsed() >= WRITER_PATIENCE);
    }

    #[tokio::test(start_paused = true)]
    async fn the_reader_waits_while_the_writer_is_behind_and_goes_on_once_it_catches_up() {
        let (outgoing, mut queue) = mpsc::channel::<Message>(1);
        assert!(enqueue(&outgoing, "first".into()).await);
        let writer = async {
            tokio::time::sleep(WRITER_PATIENCE / 2).await;
            queue.recv().await
        };
        let (queued, written) = tokio::join!(enqueue(&outgoing, "second".into()), writer);
        assert!(queued && written.is_some());
    }
}
