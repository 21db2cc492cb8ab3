//! One station's WebSocket connection: reads its frames, answers its CALLs in order (one at a
//! time, as OCPP-J has it), and carries the platform's CALLs to it, one outstanding at a time.

use std::collections::VecDeque;
use std::sync::atomic::AtomicUsize;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use shared::domain::station::OcppVersion;
use shared::domain::station_command::StationCommand;
use shared::ocpp::control::CallErrorBody;
use shared::store::station_registry::{RegistryError, StationConnection};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::sync::{Notify, mpsc, oneshot};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

use crate::Gateway;
use crate::frame::{self, CallError, ErrorCode, Frame};
use crate::handlers::{self, Command, Context};
use crate::limits::{Admission, MessageRate, QueuedBytes, Violations};
use crate::message_log::ConnectionLog;
use crate::v16;

/// How often the gateway pings: keeps NAT paths and load balancer idle timers open.
const PING_EVERY: Duration = Duration::from_secs(60);

/// A connection that sends no CALL for this many heartbeat intervals is closed.
const SILENT_INTERVALS: u32 = 3;

/// Frames waiting for the writer: a station that does not read cannot make them pile up.
pub const QUEUE: usize = 32;

/// How long the reader waits (reading nothing more) for room in a full queue before it
/// closes the connection: the station is not reading its answers.
pub const WRITER_PATIENCE: Duration = Duration::from_secs(10);

/// The CALL ids the gateway stopped waiting for that a late answer may still name.
const ABANDONED_REMEMBERED: usize = 4;

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
    /// The CALL waited its turn behind the connection's other CALLs past its timeout: it never
    /// left (so a caller may undo what it prepared, as for a CALL that could not be sent).
    Queued,
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
    /// What the connection speaks: a platform CALL's answer is read in its terms.
    pub version: OcppVersion,
    /// A 1.6 station that said it takes charging limits only in amperes (its answer to the
    /// boot-time GetConfiguration): a limit in W is sent to it in A.
    pub amperes_only: std::sync::atomic::AtomicBool,
    /// The 2.0.1 base report a settings read waits for.
    pub reports: crate::base_report::Reports,
    /// Its open transactions' readings not written yet: a platform command about a
    /// transaction writes them first (`control`).
    pub readings: crate::readings::ConnectionReadings,
    outgoing: Outgoing,
    /// Held by the one platform CALL outstanding; the next waits its turn.
    turn: tokio::sync::Mutex<()>,
    pending: Mutex<Option<(String, oneshot::Sender<Reply>)>>,
    /// CALLs that timed out, newest last: their late answers are not violations.
    abandoned: Mutex<VecDeque<String>>,
    closing: Notify,
}

/// What became of an answer (CALLRESULT or CALLERROR) the station sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Answered {
    /// It answered the CALL outstanding.
    Awaited,
    /// It answered a CALL the gateway stopped waiting for.
    Late,
    /// It answered no CALL of the gateway's: a protocol violation.
    Unsolicited,
}

/// The frames waiting for one station's writer, counted in bytes against the connection's and
/// the task's bounds (`limits::QueuedBytes`). Each frame travels with its `Reserved` bytes,
/// given back when it is dropped: written, dropped with the queue (a writer aborted, a
/// connection gone) or with a send that was cancelled (a platform CALL's timeout).
#[derive(Clone)]
struct Outgoing {
    sender: mpsc::Sender<Queued>,
    bytes: Arc<AtomicUsize>,
    task: Arc<QueuedBytes>,
    /// The message log every text frame queued goes to.
    log: Option<Arc<ConnectionLog>>,
}

/// A frame and the bytes it holds of the bounds.
type Queued = (Message, Reserved);

/// Bytes taken from a connection's and its task's bounds, given back on drop.
struct Reserved {
    size: usize,
    bytes: Arc<AtomicUsize>,
    task: Arc<QueuedBytes>,
}

impl Drop for Reserved {
    fn drop(&mut self) {
        self.task.give_back(&self.bytes, self.size);
    }
}

impl Outgoing {
    /// The bytes of `message` taken from the bounds, or `None` when either would be passed.
    fn reserve(&self, message: &Message) -> Option<Reserved> {
        let size = message.len();
        self.task.take(&self.bytes, size).then(|| Reserved {
            size,
            bytes: self.bytes.clone(),
            task: self.task.clone(),
        })
    }

    /// Queues a frame, waiting (reading nothing meanwhile) while the queue is full; `false`
    /// when it stayed full for `WRITER_PATIENCE`, the writer is gone, or the frame would pass
    /// the bytes the connection or the task may hold queued.
    async fn send(&self, message: Message) -> bool {
        let Some(reserved) = self.reserve(&message) else { return false };
        // Logged before it is queued: a station answering fast must find its CALL's action
        // (and its answer be redacted as that action's). A frame then never written (the
        // writer stayed full for its patience: the connection is closed) stays logged as
        // queued.
        if let (Some(log), Message::Text(text)) = (&self.log, &message) {
            log.sent(text.as_str());
        }
        let sending = self.sender.send((message, reserved));
        matches!(tokio::time::timeout(WRITER_PATIENCE, sending).await, Ok(Ok(())))
    }

    /// Queues a frame if there is room now (a ping, the close).
    fn try_send(&self, message: Message) {
        if let Some(reserved) = self.reserve(&message) {
            let _ = self.sender.try_send((message, reserved));
        }
    }
}

impl Handle {
    /// Whether a charging limit is to be sent in amperes (see `amperes_only`).
    pub fn takes_amperes_only(&self) -> bool {
        self.amperes_only.load(std::sync::atomic::Ordering::Acquire)
    }

    /// Sends a CALL to the station and waits for its answer, its turn behind another CALL
    /// included, within `timeout`.
    pub async fn call(&self, action: &str, payload: &Value, timeout: Duration) -> Result<Reply, CallFailure> {
        let id = uuid::Uuid::now_v7().to_string();
        let started = tokio::time::Instant::now();
        // The turn is waited for on its own: a CALL still queued when the time is up surely
        // never reached the station.
        let Ok(_turn) = tokio::time::timeout(timeout, self.turn.lock()).await else {
            return Err(CallFailure::Queued);
        };
        let timeout = timeout.saturating_sub(started.elapsed());
        let exchange = async {
            let (sender, answer) = oneshot::channel();
            if let Ok(mut pending) = self.pending.lock() {
                *pending = Some((id.clone(), sender));
            }
            let text = frame::call(&id, action, payload);
            if !self.outgoing.send(Message::text(text)).await {
                return Err(CallFailure::NotSent);
            }
            answer.await.map_err(|_| CallFailure::Closed)
        };
        let outcome = tokio::time::timeout(timeout, exchange).await.unwrap_or(Err(CallFailure::Timeout));
        // A late answer finds nothing waiting and is dropped (it is no violation).
        if let Ok(mut pending) = self.pending.lock()
            && pending.as_ref().is_some_and(|(waiting, _)| *waiting == id)
        {
            *pending = None;
            if let Ok(mut abandoned) = self.abandoned.lock() {
                if abandoned.len() >= ABANDONED_REMEMBERED {
                    abandoned.pop_front();
                }
                abandoned.push_back(id);
            }
        }
        outcome
    }

    /// Closes the connection (a newer one replaced it).
    pub fn close(&self) {
        self.closing.notify_one();
    }

    /// The station answered a CALL: the platform's outstanding one, or not.
    fn answered(&self, id: &str, reply: Reply) -> Answered {
        if let Ok(mut pending) = self.pending.lock()
            && pending.as_ref().is_some_and(|(waiting, _)| waiting == id)
            && let Some((_, sender)) = pending.take()
        {
            let _ = sender.send(reply);
            return Answered::Awaited;
        }
        let Ok(mut abandoned) = self.abandoned.lock() else { return Answered::Unsolicited };
        match abandoned.iter().position(|late| late == id) {
            Some(at) => {
                abandoned.remove(at);
                Answered::Late
            }
            None => Answered::Unsolicited,
        }
    }
}

/// Serves one accepted connection until it closes, then takes it out of the registry.
pub async fn run<S>(gateway: Arc<Gateway>, socket: WebSocketStream<S>, connection: StationConnection)
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let (mut sink, mut stream) = socket.split();
    let (sender, mut queue) = mpsc::channel::<Queued>(QUEUE);
    let (log, flusher) = gateway.message_logs.open(&connection);
    let outgoing =
        Outgoing { sender, bytes: Arc::default(), task: gateway.queued.clone(), log: Some(log.clone()) };
    // The writer holds no sender: it ends once every sender is gone. Whatever it has not
    // written when it ends or is aborted gives its bytes back as the queue drops.
    let mut writer = tokio::spawn(async move {
        while let Some((message, reserved)) = queue.recv().await {
            drop(reserved);
            let closing = matches!(message, Message::Close(_));
            if sink.send(message).await.is_err() || closing {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let handle = Arc::new(Handle {
        connection_id: connection.connection_id.clone(),
        version: connection.version,
        amperes_only: std::sync::atomic::AtomicBool::new(false),
        reports: crate::base_report::Reports::default(),
        readings: crate::readings::ConnectionReadings::new(
            gateway.meter_readings,
            crate::transactions::station_of(&connection),
            connection.credential.password_set_at,
            gateway.heartbeat,
        ),
        outgoing: outgoing.clone(),
        turn: tokio::sync::Mutex::new(()),
        pending: Mutex::new(None),
        abandoned: Mutex::new(VecDeque::new()),
        closing: Notify::new(),
    });

    // The registry item first: from this write on, the connection it replaces (on any task)
    // can write nothing more. It holds only for the credential the upgrade checked: a
    // rotation, a removal or a suspension that answered first leaves this one unregistered.
    if let Err(error) = gateway.store.station_connected(&connection, &gateway.task).await {
        tracing::warn!(identity = %connection.identity, org = %connection.org_id, ?error, "ocpp.connect_failed");
        outgoing.try_send(close_frame(CloseCode::Policy, "the station cannot be registered"));
        drop((outgoing, handle));
        finish(&mut writer).await;
        flusher.close(log).await;
        return;
    }
    if let Some(old) = gateway.hold(&connection.station_key, handle.clone()) {
        // The same station back (a network blip): what its old connection kept is written by
        // this one, when it proved the same password.
        handle.readings.adopt(&old.readings);
        old.close();
    }
    tracing::info!(identity = %connection.identity, org = %connection.org_id, connection_id = %connection.connection_id, "ocpp.connected");

    let start_profile_applied = connection.version == OcppVersion::V201;
    let load = crate::site_load::ConnectionLoad::new(gateway.site_load.clone(), start_profile_applied);
    let context = Context {
        store: &gateway.store,
        connection: &connection,
        heartbeat: gateway.heartbeat,
        load: &load,
        readings: &handle.readings,
    };
    let silence_limit = gateway.heartbeat * SILENT_INTERVALS;
    let mut stopping = gateway.stopping.subscribe();
    let mut rate = MessageRate::new(std::time::Instant::now());
    let mut violations = Violations::new(std::time::Instant::now());
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + PING_EVERY, PING_EVERY);
    // The station is heard when it sends a CALL the rate admits or answers a CALL of the
    // gateway's: pongs, pings and answers for nothing do not keep a connection alive, so one
    // that was replaced elsewhere or cut off, and only answers pings, still closes.
    let mut heard = tokio::time::Instant::now();
    // When a write conditional on the registry last went through. A connection that keeps
    // sending CALLs that write nothing (a DataTransfer, an unknown action, a malformed one)
    // proves nothing by them: once a silence limit passes without such a write, the registry
    // is read (one read per limit at most), and a connection cut off or replaced closes.
    let mut proven = tokio::time::Instant::now();
    // What the gateway asks a station once it has heard its first CALL (its boot, or its first
    // message after a reconnect without one), never before: a station is not asked while it
    // boots.
    let mut greeting = match connection.version {
        OcppVersion::V16 => v16::on_connect(),
        OcppVersion::V201 => Vec::new(),
    };
    // Set by the ping's tick: readings a station left waiting a quarter hour (it stopped
    // reading) are written before the next read.
    let mut ticked = false;
    let reason = loop {
        if std::mem::take(&mut ticked) {
            handle.readings.write_waiting(&gateway.store).await;
        }
        let message = tokio::select! {
            () = handle.closing.notified() => break "replaced",
            _ = stopping.wait_for(|stopping| *stopping) => break "shutdown",
            () = tokio::time::sleep_until(heard + silence_limit) => break "silent",
            // Asked after the select: nothing it borrows may live across the read.
            () = tokio::time::sleep_until(proven + silence_limit) => None,
            _ = ping.tick() => {
                // A station whose queue is full is not reading: the ping can wait.
                outgoing.try_send(Message::Ping(Default::default()));
                ticked = true;
                continue;
            }
            next = stream.next() => match next {
                None | Some(Err(_)) => break "closed",
                Some(Ok(message)) => Some(message),
            },
        };
        let Some(message) = message else {
            match gateway.store.registry_holds(&connection).await {
                Ok(true) => {}
                Ok(false) => break "replaced",
                // Unknown: asked again after another limit.
                Err(error) => {
                    tracing::warn!(identity = %connection.identity, org = %connection.org_id, %error, "ocpp.registry_read_failed")
                }
            }
            proven = tokio::time::Instant::now();
            continue;
        };
        let parsed = match &message {
            Message::Text(text) => Some(frame::parse(text.as_str())),
            _ => None,
        };
        // Every frame counts toward the rate, whatever its type, except the NotifyReports of
        // a full read this connection collects: they come in a burst the platform asked for,
        // and have their own budget (`base_report::REPORT_FRAMES`), so a full read never gets
        // the station closed as flooding.
        let reported = connection.version == OcppVersion::V201
            && matches!(&parsed, Some(Ok(Frame::Call { action, payload, .. }))
                if action == "NotifyReport" && handle.reports.admits(payload));
        let admission = if reported { Admission::Admitted } else { rate.admit(std::time::Instant::now()) };
        if admission == Admission::Flooding {
            break "flooding";
        }
        let text = match message {
            Message::Text(text) => text,
            Message::Close(_) => break "closed",
            Message::Binary(_) => {
                if admission == Admission::Admitted {
                    let error = CallError::new(ErrorCode::RpcFrameworkError, "OCPP-J frames are text");
                    if !outgoing
                        .send(Message::text(frame::error(frame::UNREADABLE_ID, &error, connection.version)))
                        .await
                    {
                        break "not_reading";
                    }
                }
                continue;
            }
            Message::Ping(_) | Message::Pong(_) | Message::Frame(_) => continue,
        };
        let parsed = parsed.unwrap_or_else(|| frame::parse(text.as_str()));
        log.received(text.as_str(), &parsed);
        drop(text);
        if admission == Admission::Refused {
            // A CALL over the rate is told to slow down; anything else over it is dropped.
            let Ok(Frame::Call { id, .. }) = &parsed else { continue };
            let error = CallError::new(ErrorCode::SecurityError, "too many messages: slow down");
            if !outgoing.send(Message::text(frame::error(id, &error, connection.version))).await {
                break "not_reading";
            }
            continue;
        }
        let answered = match parsed {
            Ok(Frame::Call { id, action, payload }) => {
                heard = tokio::time::Instant::now();
                let handled = match connection.version {
                    // The report a settings read of this connection waits for.
                    OcppVersion::V201 if action == "NotifyReport" => {
                        handlers::Handled::answer(handle.reports.notify(payload))
                    }
                    OcppVersion::V201 => handlers::dispatch(&context, &action, payload).await,
                    OcppVersion::V16 => v16::dispatch(&context, &action, payload).await,
                };
                let answer = match &handled.answer {
                    Ok(payload) => frame::result(&id, payload),
                    Err(error) => {
                        let action: String = action.chars().take(LOGGED_ACTION).collect();
                        tracing::info!(identity = %connection.identity, org = %connection.org_id, %action, code = error.code.as_str(), "ocpp.call_error");
                        frame::error(&id, error, connection.version)
                    }
                };
                if !outgoing.send(Message::text(answer)).await {
                    break "not_reading";
                }
                if handled.close {
                    break "replaced";
                }
                if handled.proven {
                    proven = tokio::time::Instant::now();
                    handle.readings.proved();
                }
                let mut then = std::mem::take(&mut greeting);
                then.extend(handled.then);
                if !then.is_empty() {
                    // Their own task, one after another: the answers come through this loop.
                    let (gateway, handle, connection) = (gateway.clone(), handle.clone(), connection.clone());
                    tokio::spawn(async move {
                        for command in then {
                            command_station(gateway.clone(), handle.clone(), connection.clone(), command)
                                .await;
                        }
                    });
                }
                continue;
            }
            Ok(Frame::Result { id, payload }) => handle.answered(&id, Reply::Result(payload)),
            Ok(Frame::Error { id, code, description, .. }) => {
                // Kept within bounds, without the station's details (the gateway's own mark
                // for a malformed result is never the station's to set).
                handle.answered(&id, Reply::Error(crate::results::station_error(&code, &description)))
            }
            Err(unreadable) => {
                tracing::info!(identity = %connection.identity, org = %connection.org_id, code = unreadable.error.code.as_str(), answered = unreadable.answered, "ocpp.unreadable");
                if unreadable.answered
                    && !outgoing
                        .send(Message::text(frame::error(
                            &unreadable.id,
                            &unreadable.error,
                            connection.version,
                        )))
                        .await
                {
                    break "not_reading";
                }
                continue;
            }
        };
        match answered {
            Answered::Awaited | Answered::Late => heard = tokio::time::Instant::now(),
            Answered::Unsolicited => {
                tracing::info!(identity = %connection.identity, org = %connection.org_id, "ocpp.unsolicited_answer");
                if !violations.tolerate(std::time::Instant::now()) {
                    break "protocol_violation";
                }
            }
        }
    };

    gateway.release(&connection.station_key, &connection.connection_id);
    // A platform CALL still waiting learns the connection is gone.
    if let Ok(mut pending) = handle.pending.lock() {
        pending.take();
    }
    let code = match reason {
        "shutdown" => CloseCode::Away,
        "protocol_violation" => CloseCode::Protocol,
        "flooding" => CloseCode::Policy,
        _ => CloseCode::Normal,
    };
    outgoing.try_send(close_frame(code, reason));
    drop(outgoing);
    finish(&mut writer).await;
    // The log's last batch beside the disconnect: in a task's drain both within its patience;
    // a connection that ended on its own leaves its last batches to be written in the background,
    // however long a loaded table takes.
    let draining = *gateway.stopping.borrow();
    let last_batch = async {
        match draining {
            true => flusher.finish(&log).await,
            false => flusher.close(log.clone()).await,
        }
    };
    // The readings kept are written while the registry still holds the connection, then it is
    // forgotten (a connection cut off writes none).
    let disconnect = async {
        if reason != "replaced" {
            handle.readings.write_all(&gateway.store).await;
        }
        gateway.store.station_disconnected(&connection, &gateway.task).await
    };
    let (disconnected, ()) = tokio::join!(disconnect, last_batch);
    match disconnected {
        Ok(_) => {}
        Err(error) => {
            gateway.disconnect_failures.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
            tracing::warn!(identity = %connection.identity, org = %connection.org_id, ?error, "ocpp.disconnect_failed")
        }
    }
    tracing::info!(identity = %connection.identity, org = %connection.org_id, connection_id = %connection.connection_id, reason, "ocpp.disconnected");
}

/// Sends the station a CALL of the platform's own and records its answer as the event
/// `station_command`.
async fn command_station(
    gateway: Arc<Gateway>,
    handle: Arc<Handle>,
    connection: StationConnection,
    command: Command,
) {
    // Only what the action's schema defines, within bounds, is recorded.
    let outcome = match handle.call(command.action, &command.payload, gateway.call_timeout).await {
        Ok(Reply::Result(result)) => {
            match crate::results::checked(connection.version, command.action, &result) {
                Ok(kept) => {
                    if command.action == "GetConfiguration"
                        && let Some(amperes_only) = crate::v16::amperes_only(&kept)
                    {
                        handle.amperes_only.store(amperes_only, std::sync::atomic::Ordering::Release);
                    }
                    json!({"result": kept})
                }
                Err(malformed) => json!({"error": malformed}),
            }
        }
        Ok(Reply::Error(error)) => json!({"error": error}),
        Err(CallFailure::Timeout) => json!({"failure": "timeout"}),
        Err(CallFailure::Closed | CallFailure::NotSent) => json!({"failure": "closed"}),
        Err(CallFailure::Queued) => json!({"failure": "queued"}),
    };
    let mut data = json!({
        "identity": connection.identity,
        "action": command.command.as_ref().map_or(command.action, StationCommand::action),
        "request": command.command.as_ref().map_or_else(|| command.payload.clone(), StationCommand::request),
        "reason": command.reason,
    });
    if let (Some(data), Value::Object(outcome)) = (data.as_object_mut(), outcome) {
        data.extend(outcome);
    }
    match gateway.store.record_connection_command(&connection, data).await {
        Ok(()) => {}
        // Cut off or replaced meanwhile: what it answered is not the station's word any more.
        Err(RegistryError::Replaced | RegistryError::Gone | RegistryError::Suspended) => {}
        Err(RegistryError::Store(error)) => {
            tracing::error!(identity = %connection.identity, org = %connection.org_id, %error, "ocpp.command_not_recorded");
        }
    }
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

    fn outgoing(capacity: usize) -> (Outgoing, mpsc::Receiver<Queued>) {
        let (sender, queue) = mpsc::channel::<Queued>(capacity);
        (Outgoing { sender, bytes: Arc::default(), task: Arc::default(), log: None }, queue)
    }

    #[tokio::test(start_paused = true)]
    async fn a_full_queue_the_station_never_drains_gives_up_after_the_writers_patience() {
        let (outgoing, _unread) = outgoing(1);
        assert!(outgoing.send(Message::text("first")).await);
        let started = tokio::time::Instant::now();
        assert!(!outgoing.send(Message::text("second")).await, "the queue stayed full");
        assert!(started.elapsed() >= WRITER_PATIENCE);
    }

    #[tokio::test(start_paused = true)]
    async fn the_reader_waits_while_the_writer_is_behind_and_goes_on_once_it_catches_up() {
        let (outgoing, mut queue) = outgoing(1);
        assert!(outgoing.send(Message::text("first")).await);
        let writer = async {
            tokio::time::sleep(WRITER_PATIENCE / 2).await;
            queue.recv().await
        };
        let (queued, written) = tokio::join!(outgoing.send(Message::text("second")), writer);
        assert!(queued && written.is_some());
    }

    #[tokio::test]
    async fn frames_past_the_connections_queued_bytes_are_refused_at_once_and_nothing_is_held() {
        let (outgoing, _unread) = outgoing(QUEUE);
        let large = "x".repeat(crate::limits::QUEUED_BYTES_PER_CONNECTION / 2);
        assert!(outgoing.send(Message::text(large.clone())).await);
        assert!(outgoing.send(Message::text(large.clone())).await);
        assert!(!outgoing.send(Message::text("one more")).await, "the connection's bytes are spent");
        assert_eq!(outgoing.task.queued(), crate::limits::QUEUED_BYTES_PER_CONNECTION);
    }

    #[tokio::test]
    async fn frames_never_written_give_their_bytes_back_when_the_queue_is_dropped() {
        let (outgoing, queue) = outgoing(QUEUE);
        for _ in 0..20 {
            assert!(outgoing.send(Message::text("a heartbeat's answer")).await);
        }
        assert!(outgoing.task.queued() > 0);
        // The writer aborted with frames still queued.
        drop(queue);
        assert_eq!(outgoing.task.queued(), 0);
    }

    #[tokio::test(start_paused = true)]
    async fn a_send_cancelled_while_waiting_for_room_gives_its_bytes_back() {
        let (outgoing, _unread) = outgoing(1);
        assert!(outgoing.send(Message::text("first")).await);
        let before = outgoing.task.queued();
        // A platform CALL's own timeout ends the wait first.
        let cancelled =
            tokio::time::timeout(WRITER_PATIENCE / 2, outgoing.send(Message::text("a call"))).await;
        assert!(cancelled.is_err());
        assert_eq!(outgoing.task.queued(), before);
    }
}
