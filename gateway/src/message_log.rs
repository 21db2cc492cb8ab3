//! The OCPP message log's writer: every frame of a connection, both ways, buffered in memory and
//! written as one item per batch (`store::station_messages`): when the oldest buffered frame is
//! a flush interval old (`OCPP_MESSAGE_LOG_SECONDS`, 60 s), when the buffer passes
//! `FLUSH_BYTES` (at most once per `SIZE_FLUSH_GAP`), and when the connection ends (its drain at
//! a task's shutdown included; a connection that ends on its own leaves its last batches to be
//! written in the background, at most `CLOSED_WRITERS` at once per task and awaited by the
//! drain, so a slow table costs no frames). Off the answer path: the reader only appends to the buffer, and
//! a task of the connection's own writes it, at most `WRITES_IN_FLIGHT` writes at once per task
//! so the log never takes the table from the stations' own writes. Bounded: a connection holds
//! at most `CONNECTION_BYTES` (buffered and being written), a task `TASK_BYTES`; frames past
//! either are counted and not kept, and the next batch carries a `dropped` mark. Frames still
//! buffered when a task is killed without its drain are lost (docs/ocpp.md, "The message log").

use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};
use shared::domain::station::OcppVersion;
use shared::domain::station_message::{Direction, LoggedFrame, MAX_PAYLOAD_BYTES, MessageType, capped};
use shared::ids::{AssetId, OrgId};
use shared::store::Store;
use shared::store::station_messages::MessageBatch;
use shared::store::station_registry::StationConnection;
use shared::time::now_ms;
use tokio::sync::{Notify, Semaphore};
use tokio::task::JoinHandle;
use tokio::time::Instant;

use crate::frame::{self, Frame, Unreadable};
use crate::redaction::{blank_free_text, redact};

/// A connection's buffer is written once it holds this much, without waiting for the interval.
pub const FLUSH_BYTES: usize = 32 * 1024;

/// The least time between two writes a full buffer makes: a flooding station costs at most
/// `CONNECTION_BYTES` of writes per gap, whatever it sends.
pub const SIZE_FLUSH_GAP: Duration = Duration::from_secs(10);

/// What one connection's log may hold in memory, buffered and being written together.
pub const CONNECTION_BYTES: usize = 64 * 1024;

/// What all the connections of a task may hold: about 1 KiB each of 50,000 typical stations at
/// a 60 s interval, with room.
pub const TASK_BYTES: usize = 128 * 1024 * 1024;

/// What one station's log may write in a UTC day (frames as stored), about 16 times a typical
/// station's day (docs/scaling.md, "The message log"): a station flooding within the rate
/// otherwise costs up to `CONNECTION_BYTES` per `SIZE_FLUSH_GAP` all day. Frames past it are
/// counted as dropped, with the `dropped` mark. Counted per gateway task (a station reconnecting
/// to another task starts that task's count).
pub const STATION_DAY_BYTES: usize = 8 * 1024 * 1024;

/// Batch writes in flight at once on a task.
pub const WRITES_IN_FLIGHT: usize = 32;

/// How long a connection closing in a task's drain may take to write its last batch: the drain
/// (`SHUTDOWN_PATIENCE`, 20 s) waits for its connections.
const LAST_WRITE_PATIENCE: Duration = Duration::from_secs(10);

/// How long the last batches of a connection that closed on its own may take to be written
/// (the batch in flight, then the rest): nothing waits for them, so only a write that hangs is
/// given up, to free its bytes. A loaded table takes seconds per write; the log must not lose
/// frames to it.
const CLOSED_WRITE_PATIENCE: Duration = Duration::from_secs(300);

/// The closed connections' last batches a task writes in the background at once: past it, a
/// connection's close waits for its own last batch (within `LAST_WRITE_PATIENCE`), as in a
/// drain, so a slow table under many closes holds a bounded number of writers.
pub const CLOSED_WRITERS: usize = 1024;

/// CALLs remembered per direction, so an answer is logged with its CALL's action. OCPP-J has one
/// CALL outstanding per direction; a few more cover answers that come late.
const CALLS_REMEMBERED: usize = 8;

/// The characters of an action the log keeps, and remembers for its answer: a station's action
/// may be as long as a frame (256 KiB), and the memory of its CALLs must stay small.
const ACTION_CHARS: usize = 64;

/// The most a frame's envelope (`[2,"<id>","<action>",` … `]`) adds to its payload: a frame
/// longer than the cap by more than this cannot have a payload within it.
const FRAME_ENVELOPE_BYTES: usize = 128;

/// The characters of an unreadable text the log keeps.
const UNREADABLE_PREFIX: usize = 64;

/// Error codes and descriptions are kept within this many bytes, as a payload is.
const ERROR_TEXT_BYTES: usize = MAX_PAYLOAD_BYTES;

/// What the log of a task has done, for its log lines and tests.
#[derive(Default, Debug)]
pub struct Counts {
    pub frames: AtomicU64,
    pub dropped: AtomicU64,
    pub batches: AtomicU64,
    pub write_units: AtomicU64,
    /// Frames whose batch write failed.
    pub lost: AtomicU64,
}

/// The log of one gateway task: where batches go, and the bounds all its connections share.
pub struct MessageLogs {
    store: Store,
    flush_every: Duration,
    writes: Arc<Semaphore>,
    bytes: AtomicUsize,
    /// Bytes each station's log took today (a UTC day number); other days' counts are
    /// forgotten when a new day begins, so it holds at most a day's stations of the task.
    today: Mutex<(i64, HashMap<AssetId, usize>)>,
    /// A place for each closed connection's last batches written in the background.
    closed: Arc<Semaphore>,
    /// Set by the drain once its patience is spent: background writers give up.
    giving_up: tokio::sync::watch::Sender<bool>,
    pub counts: Counts,
}

impl MessageLogs {
    pub fn new(store: Store, flush_every: Duration) -> Arc<MessageLogs> {
        Arc::new(MessageLogs {
            store,
            flush_every,
            writes: Arc::new(Semaphore::new(WRITES_IN_FLIGHT)),
            bytes: AtomicUsize::new(0),
            today: Mutex::new((0, HashMap::new())),
            closed: Arc::new(Semaphore::new(CLOSED_WRITERS)),
            giving_up: tokio::sync::watch::Sender::new(false),
            counts: Counts::default(),
        })
    }

    /// A task's drain: waits, for at most `within`, for the last batches closed connections
    /// are writing in the background; then gives up those still going (their frames counted
    /// dropped), and any connection closing later waits for its own last batch. `true` when
    /// every one was written (or failed on its own) in time.
    pub async fn drain(&self, within: Duration) -> bool {
        let every = u32::try_from(CLOSED_WRITERS).unwrap_or(u32::MAX);
        let written =
            matches!(tokio::time::timeout(within, self.closed.acquire_many(every)).await, Ok(Ok(_)));
        self.closed.close();
        self.giving_up.send_replace(true);
        written
    }

    /// Takes `bytes` of `asset`'s budget for the day of `at` (ms); `false` when it would pass
    /// `STATION_DAY_BYTES`.
    fn spend_today(&self, asset: AssetId, at: i64, bytes: usize) -> bool {
        let Ok(mut today) = self.today.lock() else { return false };
        // Only forward: a frame stamped just before midnight that takes the lock after one
        // stamped just after counts in the new day, rather than emptying it again.
        let day = at.div_euclid(86_400_000);
        if day > today.0 {
            *today = (day, HashMap::new());
        }
        let spent = today.1.entry(asset).or_insert(0);
        if *spent + bytes > STATION_DAY_BYTES {
            return false;
        }
        *spent += bytes;
        true
    }

    /// The log of a connection that just registered, and the task that writes its batches.
    pub fn open(self: &Arc<MessageLogs>, connection: &StationConnection) -> (Arc<ConnectionLog>, Flusher) {
        let log = Arc::new(ConnectionLog {
            logs: self.clone(),
            org_id: connection.org_id,
            asset_id: connection.asset_id,
            identity: connection.identity.clone(),
            connection_id: connection.connection_id.clone(),
            version: connection.version,
            buffer: Mutex::new(Buffer::default()),
            wake: Notify::new(),
        });
        let flusher = Flusher(tokio::spawn(log.clone().flush_loop()));
        (log, flusher)
    }

    /// Takes `bytes` of the task's bound; `false` when it would be passed.
    fn take(&self, bytes: usize) -> bool {
        self.bytes
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |held| {
                held.checked_add(bytes).filter(|total| *total <= TASK_BYTES)
            })
            .is_ok()
    }

    fn give_back(&self, bytes: usize) {
        self.bytes.fetch_sub(bytes, Ordering::AcqRel);
    }
}

/// The task writing a connection's batches; `finish` writes the last one.
pub struct Flusher(JoinHandle<()>);

impl Flusher {
    /// Closes the log in a task's drain and waits, for at most `LAST_WRITE_PATIENCE`, for its
    /// last batch.
    pub async fn finish(self, log: &ConnectionLog) {
        log.close();
        self.wait(log, LAST_WRITE_PATIENCE, std::future::pending()).await;
    }

    /// Closes the log of a connection that ended on its own: its last batches are written in
    /// the background, however long the table takes (within `CLOSED_WRITE_PATIENCE`, or until
    /// a drain gives up), and the connection's own task ends at once. With `CLOSED_WRITERS`
    /// already writing in the background (or the drain over), it waits as `finish` does.
    pub async fn close(self, log: Arc<ConnectionLog>) {
        let logs = log.logs.clone();
        let Ok(place) = logs.closed.clone().try_acquire_owned() else {
            return self.finish(&log).await;
        };
        log.close();
        let mut giving_up = logs.giving_up.subscribe();
        tokio::spawn(async move {
            let given_up = async move {
                // The sender lives as long as the log: an error would only mean no drain comes.
                if giving_up.wait_for(|given_up| *given_up).await.is_err() {
                    std::future::pending::<()>().await;
                }
            };
            self.wait(&log, CLOSED_WRITE_PATIENCE, given_up).await;
            drop(place);
        });
    }

    /// Waits for the flusher within `patience` or until `given_up`; a flusher still writing
    /// then is aborted, its frames (buffered and being written) counted dropped.
    async fn wait(mut self, log: &ConnectionLog, patience: Duration, given_up: impl Future<Output = ()>) {
        let done = tokio::select! {
            finished = tokio::time::timeout(patience, &mut self.0) => finished.is_ok(),
            () = given_up => false,
        };
        if done {
            return;
        }
        self.0.abort();
        let frames = log.buffer.lock().map_or(0, |buffer| buffer.frames.len() + buffer.writing_frames);
        let frames = u64::try_from(frames).unwrap_or(u64::MAX);
        log.logs.counts.dropped.fetch_add(frames, Ordering::Relaxed);
        tracing::warn!(identity = %log.identity, org = %log.org_id, frames, "ocpp.message_log_last_write_late");
    }
}

#[derive(Default)]
struct Buffer {
    /// Each frame serialized (`LoggedFrame` as JSON), oldest first.
    frames: Vec<Box<str>>,
    /// The bytes of `frames`, held of the connection's and the task's bounds.
    bytes: usize,
    /// Bytes of a batch being written: still held until it is.
    writing: usize,
    /// Frames of the batch being written (counted dropped if its write is given up).
    writing_frames: usize,
    /// The first buffered frame's time (ms) and when it came.
    first: Option<(i64, Instant)>,
    last_at: i64,
    /// Frames not kept since the last batch.
    dropped: u64,
    /// Batches taken so far.
    number: u64,
    closing: bool,
    /// CALLs the gateway sent, and the station sent: message id, action, whether it carried a
    /// secret.
    ours: VecDeque<Remembered>,
    theirs: VecDeque<Remembered>,
}

/// A CALL remembered: its message id, action, and whether it carried a secret.
type Remembered = (String, String, bool);

/// Remembers a CALL (its action cut to `ACTION_CHARS`). When full, the oldest CALL that carried
/// no secret is forgotten first: an answer that comes late to a secret-carrying CALL (after
/// several CALLs of the gateway timed out unanswered) must still find it, or its free text
/// would be kept.
fn remember(calls: &mut VecDeque<Remembered>, id: &str, action: &str, secret: bool) {
    if calls.len() >= CALLS_REMEMBERED {
        let plain = calls.iter().position(|(_, _, secret)| !secret).unwrap_or(0);
        calls.remove(plain);
    }
    calls.push_back((id.to_owned(), action.chars().take(ACTION_CHARS).collect(), secret));
}

/// Whether an answer keeps none of its free text (a CALLRESULT's `additionalInfo`, a
/// CALLERROR's description): when its CALL carried a secret, and when the station answers a
/// CALL the log no longer remembers (forgotten among `CALLS_REMEMBERED` secret-carrying ones,
/// or never logged), whose secret it cannot rule out. The gateway's own answers keep theirs:
/// its text never repeats a station's secret.
fn keeps_no_free_text(direction: Direction, call: &Option<(String, bool)>) -> bool {
    match call {
        Some((_, secret)) => *secret,
        None => direction == Direction::FromStation,
    }
}

fn recall(calls: &mut VecDeque<Remembered>, id: &str) -> Option<(String, bool)> {
    let at = calls.iter().position(|(call, _, _)| call == id)?;
    calls.remove(at).map(|(_, action, secret)| (action, secret))
}

/// A CALL's or CALLRESULT's payload as the log keeps it, and whether it carried a secret. The
/// raw frame's length decides first whether the payload can fit the cap at all: a frame far
/// past it is marked without cloning or re-serializing its payload.
fn kept_payload(text: &str, payload: &Value, action: Option<&str>, kind: MessageType) -> (Value, bool) {
    if text.len() > MAX_PAYLOAD_BYTES + FRAME_ENVELOPE_BYTES {
        return (json!({"truncated": true, "bytes": text.len()}), false);
    }
    let mut payload = payload.clone();
    let secret = redact(action, kind, &mut payload);
    (capped(payload), secret)
}

/// What the log keeps of text that was no frame: never parsed, so never redacted; its first
/// `UNREADABLE_PREFIX` characters only, and none when the text mentions a secret or a token.
fn unreadable_text(text: &str) -> Value {
    let lower = text.to_ascii_lowercase();
    let mentions = ["pass", "pwd", "secret", "key", "token", "idtag", "auth", "psk", "certificate"];
    if mentions.iter().any(|word| lower.contains(word)) {
        return json!({"redacted": true, "bytes": text.len()});
    }
    let prefix: String = text.chars().take(UNREADABLE_PREFIX).collect();
    if prefix.len() < text.len() {
        json!({"prefix": prefix, "bytes": text.len()})
    } else {
        Value::String(prefix)
    }
}

/// A batch taken from the buffer to be written.
struct Taken {
    frames: Vec<Box<str>>,
    /// Its bytes of the task's bound, given back once it is written or dropped unwritten (a
    /// last write aborted at its patience).
    held: TaskBytes,
    first_at: i64,
    last_at: i64,
    dropped: u64,
    number: u64,
}

/// Bytes held of a task's bound, given back on drop.
struct TaskBytes {
    logs: Arc<MessageLogs>,
    bytes: usize,
}

impl Drop for TaskBytes {
    fn drop(&mut self) {
        self.logs.give_back(self.bytes);
    }
}

/// One connection's log: the reader and the platform's CALLs append to it.
pub struct ConnectionLog {
    logs: Arc<MessageLogs>,
    org_id: OrgId,
    asset_id: AssetId,
    identity: String,
    connection_id: String,
    version: OcppVersion,
    buffer: Mutex<Buffer>,
    wake: Notify,
}

/// A log dropped with frames still buffered (its flusher aborted) gives their bytes back.
impl Drop for ConnectionLog {
    fn drop(&mut self) {
        if let Ok(buffer) = self.buffer.lock() {
            self.logs.give_back(buffer.bytes);
        }
    }
}

fn cut(text: &str, bytes: usize) -> String {
    let mut end = text.len().min(bytes);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].to_owned()
}

impl ConnectionLog {
    /// No more frames come: the flusher writes what is buffered and ends.
    fn close(&self) {
        if let Ok(mut buffer) = self.buffer.lock() {
            buffer.closing = true;
        }
        self.wake.notify_one();
    }

    /// A text frame the station sent, as the reader parsed it.
    pub fn received(&self, text: &str, parsed: &Result<Frame, Unreadable>) {
        self.append(Direction::FromStation, text, parsed);
    }

    /// A text frame the gateway queued for the station.
    pub fn sent(&self, text: &str) {
        self.append(Direction::ToStation, text, &frame::parse(text));
    }

    fn append(&self, direction: Direction, text: &str, parsed: &Result<Frame, Unreadable>) {
        let at = now_ms();
        let entry = |kind, id: Option<&str>, action: Option<String>| LoggedFrame {
            at,
            direction: Some(direction),
            kind,
            message_id: id.map(str::to_owned),
            action,
            payload: None,
            error_code: None,
            error_description: None,
            dropped: None,
        };
        let Ok(mut guard) = self.buffer.lock() else { return };
        let buffer = &mut *guard;
        let (calls, answered) = match direction {
            Direction::FromStation => (&mut buffer.theirs, &mut buffer.ours),
            Direction::ToStation => (&mut buffer.ours, &mut buffer.theirs),
        };
        let frame = match parsed {
            Ok(Frame::Call { id, action, payload }) => {
                let (payload, secret) = kept_payload(text, payload, Some(action), MessageType::Call);
                remember(calls, id, action, secret);
                LoggedFrame {
                    payload: Some(payload),
                    ..entry(MessageType::Call, Some(id), Some(action.chars().take(ACTION_CHARS).collect()))
                }
            }
            Ok(Frame::Result { id, payload }) => {
                let call = recall(answered, id);
                let action = call.as_ref().map(|(action, _)| action.as_str());
                let (mut payload, _) = kept_payload(text, payload, action, MessageType::CallResult);
                // An answer to a CALL that carried a secret or a location may repeat it in its
                // free text, as a CALLERROR's description may.
                if keeps_no_free_text(direction, &call) {
                    blank_free_text(&mut payload);
                }
                LoggedFrame {
                    payload: Some(payload),
                    ..entry(MessageType::CallResult, Some(id), call.map(|(action, _)| action))
                }
            }
            Ok(Frame::Error { id, code, description, .. }) => {
                let call = recall(answered, id);
                // A CALLERROR answering a CALL that carried a secret may repeat it in its
                // description (a station echoing the value it refused): none is kept.
                let description = match keeps_no_free_text(direction, &call) {
                    true => None,
                    false => Some(cut(description, ERROR_TEXT_BYTES)),
                };
                LoggedFrame {
                    error_code: Some(cut(code, ERROR_TEXT_BYTES)),
                    error_description: description,
                    ..entry(MessageType::CallError, Some(id), call.map(|(action, _)| action))
                }
            }
            Err(_) => LoggedFrame {
                payload: Some(unreadable_text(text)),
                ..entry(MessageType::Unreadable, None, None)
            },
        };
        self.keep(buffer, frame);
    }

    /// Buffers a frame within the bounds; counts it dropped when it would pass one.
    fn keep(&self, buffer: &mut Buffer, frame: LoggedFrame) {
        let Ok(text) = serde_json::to_string(&frame) else { return };
        let size = text.len();
        let fits = buffer.bytes + buffer.writing + size <= CONNECTION_BYTES;
        // The station's day is spent only on a frame the task's bound kept: a frame the task had
        // no room for costs the station none of its budget.
        let taken = fits && self.logs.take(size);
        let kept = taken && self.logs.spend_today(self.asset_id, frame.at, size);
        if taken && !kept {
            self.logs.give_back(size);
        }
        if !kept {
            buffer.dropped += 1;
            self.logs.counts.dropped.fetch_add(1, Ordering::Relaxed);
            return;
        }
        self.logs.counts.frames.fetch_add(1, Ordering::Relaxed);
        let was_empty = buffer.frames.is_empty();
        buffer.frames.push(text.into_boxed_str());
        buffer.bytes += size;
        if buffer.first.is_none() {
            buffer.first = Some((frame.at, Instant::now()));
        }
        buffer.last_at = buffer.last_at.max(frame.at);
        if was_empty || buffer.bytes >= FLUSH_BYTES {
            self.wake.notify_one();
        }
    }

    /// When the buffer is to be written next, and whether the connection is closing.
    fn due(&self, last_write: Instant) -> (Option<Instant>, bool) {
        let Ok(buffer) = self.buffer.lock() else { return (None, true) };
        let has = !buffer.frames.is_empty() || buffer.dropped > 0;
        let due = buffer.first.map(|(_, came)| came + self.logs.flush_every);
        let due = match due {
            Some(due) if buffer.bytes >= FLUSH_BYTES => Some(due.min(last_write + SIZE_FLUSH_GAP)),
            Some(due) => Some(due),
            // Only dropped frames (the bounds are held by a batch being written): mark them soon.
            None if has => Some(last_write + SIZE_FLUSH_GAP),
            None => None,
        };
        (due, buffer.closing)
    }

    fn take(&self) -> Option<Taken> {
        let mut buffer = self.buffer.lock().ok()?;
        if buffer.frames.is_empty() && buffer.dropped == 0 {
            return None;
        }
        let mut frames = std::mem::take(&mut buffer.frames);
        let bytes = std::mem::take(&mut buffer.bytes);
        let dropped = std::mem::take(&mut buffer.dropped);
        let now = now_ms();
        let first_at = buffer.first.take().map_or(now, |(at, _)| at);
        let mut last_at = buffer.last_at.max(first_at);
        if dropped > 0 {
            let mark = LoggedFrame::dropped(now.max(last_at), dropped);
            last_at = mark.at;
            if let Ok(text) = serde_json::to_string(&mark) {
                frames.push(text.into_boxed_str());
            }
        }
        buffer.writing += bytes;
        buffer.writing_frames += frames.len();
        buffer.number += 1;
        let held = TaskBytes { logs: self.logs.clone(), bytes };
        Some(Taken { frames, held, first_at, last_at, dropped, number: buffer.number })
    }

    async fn write(&self, taken: Taken) {
        let batch = MessageBatch {
            org_id: self.org_id,
            asset_id: self.asset_id,
            identity: &self.identity,
            connection_id: &self.connection_id,
            version: self.version,
            number: taken.number,
            frames: &taken.frames,
            first_at: taken.first_at,
            last_at: taken.last_at,
            dropped: taken.dropped,
        };
        let counts = &self.logs.counts;
        // Waits its turn among the task's writes; the connection meanwhile buffers (within its
        // bound) and answers as ever.
        let permit = self.logs.writes.clone().acquire_owned().await;
        match self.logs.store.write_message_batch(&batch).await {
            Ok(units) => {
                counts.batches.fetch_add(1, Ordering::Relaxed);
                counts.write_units.fetch_add(units, Ordering::Relaxed);
            }
            Err(error) => {
                let frames = u64::try_from(taken.frames.len()).unwrap_or(u64::MAX);
                counts.lost.fetch_add(frames, Ordering::Relaxed);
                tracing::warn!(identity = %self.identity, org = %self.org_id, frames, %error, "ocpp.message_log_write_failed");
            }
        }
        drop(permit);
        if let Ok(mut buffer) = self.buffer.lock() {
            buffer.writing -= taken.held.bytes;
            buffer.writing_frames -= taken.frames.len();
        }
    }

    /// Writes the buffer when it is due, until the connection closes; then the rest.
    async fn flush_loop(self: Arc<Self>) {
        // A full buffer may be written at once the first time.
        let mut last_write = Instant::now().checked_sub(SIZE_FLUSH_GAP).unwrap_or_else(Instant::now);
        loop {
            match self.due(last_write) {
                (_, true) => {
                    if let Some(taken) = self.take() {
                        self.write(taken).await;
                    }
                    return;
                }
                (None, false) => self.wake.notified().await,
                (Some(due), false) if due <= Instant::now() => {
                    last_write = Instant::now();
                    if let Some(taken) = self.take() {
                        self.write(taken).await;
                    }
                }
                (Some(due), false) => {
                    tokio::select! {
                        () = tokio::time::sleep_until(due) => {}
                        () = self.wake.notified() => {}
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};
    use shared::store::station_messages::{item_bytes, write_units};

    fn log() -> ConnectionLog {
        let config = shared::config::Config::new(
            "t".into(),
            Some("http://127.0.0.1:9".into()),
            vec![0; 32],
            "https://issuer".into(),
            Duration::ZERO,
            "test".into(),
        );
        ConnectionLog {
            logs: MessageLogs::new(Store::connect(&config), Duration::from_secs(60)),
            org_id: OrgId::from_uuid(uuid::Uuid::nil()),
            asset_id: AssetId::from_uuid(uuid::Uuid::nil()),
            identity: "CP-1".into(),
            connection_id: "c".repeat(36),
            version: OcppVersion::V201,
            buffer: Mutex::new(Buffer::default()),
            wake: Notify::new(),
        }
    }

    fn entries(log: &ConnectionLog) -> Vec<LoggedFrame> {
        let buffer = log.buffer.lock().unwrap();
        buffer.frames.iter().map(|text| serde_json::from_str(text).unwrap()).collect()
    }

    fn from_station(log: &ConnectionLog, text: &str) {
        log.received(text, &frame::parse(text));
    }

    #[tokio::test]
    async fn an_answer_is_logged_with_the_action_of_the_call_it_answers_both_ways() {
        let log = log();
        from_station(&log, r#"[2,"s1","Heartbeat",{}]"#);
        log.sent(r#"[3,"s1",{"currentTime":"2026-01-01T00:00:00Z"}]"#);
        log.sent(r#"[2,"p1","GetConfiguration",{"key":["AuthorizationKey"]}]"#);
        from_station(
            &log,
            r#"[3,"p1",{"configurationKey":[{"key":"AuthorizationKey","readonly":false,"value":"pw"}]}]"#,
        );
        from_station(&log, r#"[4,"nobody","GenericError","what",{}]"#);
        from_station(&log, "not json");
        let logged = entries(&log);
        let shown: Vec<(Option<Direction>, MessageType, Option<&str>)> =
            logged.iter().map(|f| (f.direction, f.kind, f.action.as_deref())).collect();
        use Direction::*;
        use MessageType::*;
        assert_eq!(
            shown,
            [
                (Some(FromStation), Call, Some("Heartbeat")),
                (Some(ToStation), CallResult, Some("Heartbeat")),
                (Some(ToStation), Call, Some("GetConfiguration")),
                (Some(FromStation), CallResult, Some("GetConfiguration")),
                (Some(FromStation), CallError, None),
                (Some(FromStation), Unreadable, None),
            ]
        );
        assert_eq!(logged[3].payload.as_ref().unwrap()["configurationKey"][0]["value"], "[redacted]");
        assert_eq!(logged[5].payload, Some(json!("not json")));
    }

    #[tokio::test]
    async fn unreadable_text_keeps_a_short_prefix_and_never_a_secret() {
        let log = log();
        from_station(&log, &format!("garbage {}", "g".repeat(200)));
        from_station(&log, r#"[2,"x","ChangeConfiguration",{"key":"AuthorizationKey","value":"s3cret"}"#);
        let logged = entries(&log);
        let first = logged[0].payload.as_ref().unwrap();
        assert_eq!(first["prefix"].as_str().unwrap().chars().count(), UNREADABLE_PREFIX);
        assert_eq!(first["bytes"], 208);
        assert!(!serde_json::to_string(&logged[1]).unwrap().contains("s3cret"));
    }

    #[tokio::test]
    async fn a_callerror_answering_a_secret_carrying_call_keeps_no_description() {
        let log = log();
        log.sent(r#"[2,"p1","ChangeConfiguration",{"key":"AuthorizationKey","value":"s3cret"}]"#);
        from_station(&log, r#"[4,"p1","PropertyConstraintViolation","value s3cret too short",{}]"#);
        log.sent(r#"[2,"p2","ChangeConfiguration",{"key":"HeartbeatInterval","value":"300"}]"#);
        from_station(&log, r#"[4,"p2","NotSupported","no such key",{}]"#);
        let logged = entries(&log);
        assert_eq!(logged[1].error_description, None);
        assert_eq!(logged[1].action.as_deref(), Some("ChangeConfiguration"));
        assert_eq!(logged[3].error_description.as_deref(), Some("no such key"));
        assert!(!format!("{logged:?}").contains("s3cret"));
    }

    #[tokio::test]
    async fn id_tokens_are_masked_in_both_directions() {
        let log = log();
        from_station(&log, r#"[2,"a1","Authorize",{"idToken":{"idToken":"04A1B2C3D4","type":"ISO14443"}}]"#);
        log.sent(r#"[3,"a1",{"idTokenInfo":{"status":"Accepted","groupIdToken":{"idToken":"GROUP-0001","type":"Central"}}}]"#);
        log.sent(r#"[2,"r1","RemoteStartTransaction",{"idTag":"TAG-00001234"}]"#);
        let text = format!("{:?}", entries(&log));
        for token in ["04A1B2C3D4", "GROUP-0001", "TAG-00001234"] {
            assert!(!text.contains(token), "{token}: {text}");
        }
        assert!(text.contains("C3D4") && text.contains("0001") && text.contains("1234"));
    }

    #[tokio::test]
    async fn a_frame_far_past_the_cap_is_marked_from_its_length() {
        let log = log();
        let large = format!(
            r#"[2,"id","DataTransfer",{{"vendorId":"v","data":"{}"}}]"#,
            "x".repeat(MAX_PAYLOAD_BYTES + 500)
        );
        from_station(&log, &large);
        let logged = entries(&log);
        assert_eq!(logged[0].payload.as_ref().unwrap()["truncated"], true);
        assert_eq!(logged[0].payload.as_ref().unwrap()["bytes"], large.len());
    }

    #[tokio::test]
    async fn a_flooding_connection_keeps_at_most_its_bound_and_counts_the_rest() {
        let log = log();
        let large = format!(r#"[2,"id","DataTransfer",{{"vendorId":"v","data":"{}"}}]"#, "x".repeat(15_000));
        for _ in 0..20 {
            from_station(&log, &large);
        }
        let buffer = log.buffer.lock().unwrap();
        assert!(buffer.bytes <= CONNECTION_BYTES);
        assert_eq!(buffer.frames.len(), 4);
        assert_eq!(buffer.dropped, 16);
        drop(buffer);
        let taken = log.take().unwrap();
        let mark: LoggedFrame = serde_json::from_str(taken.frames.last().unwrap()).unwrap();
        assert_eq!((mark.kind, mark.dropped), (MessageType::Dropped, Some(16)));
        // The batch being written still holds its bytes: nothing more fits until it is written.
        from_station(&log, &large);
        from_station(&log, &large);
        assert_eq!(log.buffer.lock().unwrap().frames.len(), 0);
        // A batch dropped unwritten (a last write aborted) gives the task's bytes back.
        let logs = log.logs.clone();
        assert!(logs.bytes.load(Ordering::Acquire) > 0);
        drop(taken);
        assert_eq!(logs.bytes.load(Ordering::Acquire), 0);
    }

    #[tokio::test]
    async fn a_stations_day_past_its_byte_budget_is_counted_as_dropped() {
        let log = log();
        let frame = format!(r#"[2,"id","DataTransfer",{{"vendorId":"v","data":"{}"}}]"#, "x".repeat(10_000));
        let mut kept = 0;
        for _ in 0..(STATION_DAY_BYTES / 10_000 + 50) {
            if log.take().is_some() {
                // Each batch written at once: only the day's budget bounds what is kept.
                log.buffer.lock().unwrap().writing = 0;
            }
            from_station(&log, &frame);
            kept = log.logs.counts.frames.load(Ordering::Relaxed);
        }
        assert!(kept as usize * 10_000 <= STATION_DAY_BYTES + 10_000, "{kept}");
        assert!(log.logs.counts.dropped.load(Ordering::Relaxed) >= 50);
        let taken = log.take().unwrap();
        let mark: LoggedFrame = serde_json::from_str(taken.frames.last().unwrap()).unwrap();
        assert_eq!(mark.kind, MessageType::Dropped);
    }

    fn spent_today(logs: &MessageLogs) -> usize {
        logs.today.lock().unwrap().1.values().sum()
    }

    #[tokio::test]
    async fn a_frame_the_tasks_bound_drops_spends_none_of_its_stations_day() {
        let log = log();
        let logs = log.logs.clone();
        // The task's other connections hold all of its bound.
        logs.bytes.store(TASK_BYTES, Ordering::Release);
        for _ in 0..100 {
            from_station(&log, r#"[2,"s1","Heartbeat",{}]"#);
        }
        assert_eq!(logs.counts.dropped.load(Ordering::Relaxed), 100);
        assert_eq!(spent_today(&logs), 0, "dropped by the task, not by the station's budget");
        assert_eq!(logs.bytes.load(Ordering::Acquire), TASK_BYTES, "nothing taken of the task's bound");
        // Room again: the next frame is kept and only it is spent.
        logs.bytes.store(0, Ordering::Release);
        from_station(&log, r#"[2,"s2","Heartbeat",{}]"#);
        let size = log.buffer.lock().unwrap().bytes;
        assert!(size > 0);
        assert_eq!(spent_today(&logs), size);
    }

    #[tokio::test]
    async fn a_stations_day_begins_once_at_midnight_whatever_order_its_frames_take_the_lock() {
        let logs = log().logs.clone();
        let asset = AssetId::from_uuid(uuid::Uuid::nil());
        let midnight = 20_000 * 86_400_000;
        assert!(logs.spend_today(asset, midnight, 100));
        // Stamped a millisecond before midnight, counted after a frame of the new day.
        assert!(logs.spend_today(asset, midnight - 1, 10));
        assert!(logs.spend_today(asset, midnight + 1, 1));
        assert_eq!(spent_today(&logs), 111, "the new day's count was never emptied again");
    }

    #[tokio::test]
    async fn a_long_action_is_remembered_and_logged_within_its_cut() {
        let log = log();
        let action = "A".repeat(200_000);
        from_station(&log, &format!(r#"[2,"s1","{action}",{{}}]"#));
        let remembered = log.buffer.lock().unwrap().theirs.iter().map(|(_, a, _)| a.len()).sum::<usize>();
        assert_eq!(remembered, ACTION_CHARS);
        log.sent(r#"[4,"s1","NotImplemented","unknown action",{}]"#);
        let logged = entries(&log);
        assert_eq!(logged[0].action.as_ref().map(String::len), Some(ACTION_CHARS));
        assert_eq!(
            logged[1].action.as_ref().map(String::len),
            Some(ACTION_CHARS),
            "the answer finds its CALL"
        );
    }

    #[tokio::test]
    async fn an_answer_to_a_call_carrying_a_location_keeps_none_of_its_free_text() {
        let log = log();
        let url = "https://bucket.s3/k?X-Amz-Signature=abc123";
        log.sent(&format!(r#"[2,"p1","GetLog",{{"logType":"DiagnosticsLog","requestId":1,"log":{{"remoteLocation":"{url}"}}}}]"#));
        from_station(&log, &format!(r#"[4,"p1","GenericError","cannot reach {url}",{{}}]"#));
        log.sent(&format!(r#"[2,"p2","GetLog",{{"logType":"DiagnosticsLog","requestId":2,"log":{{"remoteLocation":"{url}"}}}}]"#));
        from_station(
            &log,
            &format!(
                r#"[3,"p2",{{"status":"Rejected","statusInfo":{{"reasonCode":"Bad","additionalInfo":"no {url}"}}}}]"#
            ),
        );
        let logged = entries(&log);
        assert_eq!(logged[1].error_description, None);
        assert_eq!(logged[3].payload.as_ref().unwrap()["statusInfo"]["reasonCode"], "Bad");
        assert!(!format!("{logged:?}").contains("abc123"), "{logged:?}");
    }

    #[tokio::test]
    async fn a_late_answer_to_a_secret_carrying_call_is_known_after_other_calls_went_unanswered() {
        let log = log();
        log.sent(r#"[2,"pw","ChangeConfiguration",{"key":"AuthorizationKey","value":"s3cret"}]"#);
        for n in 0..2 * CALLS_REMEMBERED {
            log.sent(&format!(
                r#"[2,"hb{n}","ChangeConfiguration",{{"key":"HeartbeatInterval","value":"300"}}]"#
            ));
        }
        from_station(&log, r#"[4,"pw","PropertyConstraintViolation","value s3cret too short",{}]"#);
        let logged = entries(&log);
        let answer = logged.last().unwrap();
        assert_eq!(answer.action.as_deref(), Some("ChangeConfiguration"));
        assert_eq!(answer.error_description, None);
        assert!(log.buffer.lock().unwrap().ours.len() <= CALLS_REMEMBERED);
    }

    #[tokio::test]
    async fn a_station_answer_to_a_forgotten_secret_carrying_call_keeps_no_free_text() {
        let log = log();
        // More secret-carrying CALLs than are remembered: the first is forgotten.
        for n in 0..=CALLS_REMEMBERED {
            log.sent(&format!(
                r#"[2,"pw{n}","ChangeConfiguration",{{"key":"AuthorizationKey","value":"s3cret{n}"}}]"#
            ));
        }
        assert!(log.buffer.lock().unwrap().ours.iter().all(|(id, _, _)| id != "pw0"));
        from_station(&log, r#"[4,"pw0","PropertyConstraintViolation","value s3cret0 too short",{}]"#);
        from_station(
            &log,
            r#"[3,"gone",{"status":"Rejected","statusInfo":{"reasonCode":"Bad","additionalInfo":"s3cret0"}}]"#,
        );
        let logged = entries(&log);
        let (error, result) = (&logged[logged.len() - 2], &logged[logged.len() - 1]);
        assert_eq!((error.action.as_deref(), error.error_description.as_deref()), (None, None));
        assert_eq!(error.error_code.as_deref(), Some("PropertyConstraintViolation"));
        assert_eq!(result.payload.as_ref().unwrap()["statusInfo"]["reasonCode"], "Bad");
        assert!(!format!("{error:?}{result:?}").contains("s3cret0"), "{error:?} {result:?}");
    }

    #[tokio::test]
    async fn the_gateways_answer_to_a_frame_it_never_logged_as_a_call_keeps_its_description() {
        let log = log();
        log.sent(r#"[4,"x1","FormationViolation","the payload is not an object",{}]"#);
        let logged = entries(&log);
        assert_eq!(logged[0].error_description.as_deref(), Some("the payload is not an object"));
    }

    /// The message logs of a task writing to `endpoint`, and a connection's log opened on them.
    fn opened(endpoint: String, flush_every: Duration) -> (Arc<MessageLogs>, Arc<ConnectionLog>, Flusher) {
        let config = shared::config::Config::new(
            "t".into(),
            Some(endpoint),
            vec![0; 32],
            "https://issuer".into(),
            Duration::ZERO,
            "test".into(),
        );
        let logs = MessageLogs::new(Store::connect(&config), flush_every);
        let connection = StationConnection {
            identity: "CP-1".into(),
            station_key: "CP-1".into(),
            org_id: OrgId::from_uuid(uuid::Uuid::nil()),
            asset_id: AssetId::from_uuid(uuid::Uuid::nil()),
            connection_id: "c".repeat(36),
            credential: shared::store::station_registry::CredentialGeneration {
                password_hash: String::new(),
                password_set_at: 0,
                proved: shared::store::station_item::Proved::Current,
            },
            version: OcppVersion::V201,
        };
        let (log, flusher) = logs.open(&connection);
        (logs, log, flusher)
    }

    #[tokio::test]
    async fn a_close_past_the_background_writers_cap_waits_for_its_own_last_batch() {
        let (logs, log, flusher) = opened("http://127.0.0.1:9".into(), Duration::from_secs(60));
        let every = u32::try_from(CLOSED_WRITERS).unwrap();
        let _taken = logs.closed.clone().try_acquire_many_owned(every).unwrap();
        from_station(&log, r#"[2,"s1","Heartbeat",{}]"#);
        flusher.close(log.clone()).await;
        // Written (here: failed, the table unreachable) or given up at its patience, inline.
        let counts = &logs.counts;
        let settled = counts.lost.load(Ordering::Relaxed) + counts.dropped.load(Ordering::Relaxed);
        assert_eq!(settled, 1, "{counts:?}");
    }

    /// A closed connection whose last batch the table holds, written in the background.
    async fn closed_while_written() -> (Arc<MessageLogs>, Arc<AtomicUsize>) {
        let (endpoint, written) = slow_table().await;
        let (logs, log, flusher) = opened(endpoint, Duration::from_secs(60));
        from_station(&log, r#"[2,"s1","Heartbeat",{}]"#);
        from_station(&log, r#"[2,"s2","Heartbeat",{}]"#);
        flusher.close(log.clone()).await;
        let deadline = Instant::now() + Duration::from_secs(60);
        while log.buffer.lock().unwrap().writing == 0 {
            assert!(Instant::now() < deadline, "the last batch was never taken");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert_eq!(logs.closed.available_permits(), CLOSED_WRITERS - 1);
        (logs, written)
    }

    #[tokio::test]
    async fn a_drain_waits_for_a_closed_connections_last_batch_within_its_patience() {
        let (logs, written) = closed_while_written().await;
        assert!(logs.drain(Duration::from_secs(120)).await);
        assert_eq!(written.load(Ordering::Acquire), 1);
        assert_eq!(logs.counts.batches.load(Ordering::Relaxed), 1);
        assert_eq!(logs.counts.dropped.load(Ordering::Relaxed), 0);
    }

    #[tokio::test]
    async fn a_drain_gives_up_a_last_batch_past_its_patience_counting_its_frames_dropped() {
        let (logs, written) = closed_while_written().await;
        assert!(!logs.drain(Duration::from_millis(100)).await);
        let deadline = Instant::now() + Duration::from_secs(60);
        while logs.counts.dropped.load(Ordering::Relaxed) < 2 || logs.bytes.load(Ordering::Acquire) > 0 {
            assert!(Instant::now() < deadline, "never given up: {:?}", logs.counts);
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert_eq!(logs.counts.dropped.load(Ordering::Relaxed), 2);
        assert_eq!(logs.counts.batches.load(Ordering::Relaxed), 0);
        assert_eq!(written.load(Ordering::Acquire), 0);
    }

    /// A DynamoDB stand-in that holds its first PutItem past a drain's patience, as a loaded
    /// table may, and answers every call; it counts the PutItems it answered.
    async fn slow_table() -> (String, Arc<AtomicUsize>) {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let endpoint = format!("http://{}", listener.local_addr().unwrap());
        let written = Arc::new(AtomicUsize::new(0));
        let counted = written.clone();
        tokio::spawn(async move {
            while let Ok((mut socket, _)) = listener.accept().await {
                let written = counted.clone();
                tokio::spawn(async move {
                    let mut pending = Vec::new();
                    let mut chunk = [0u8; 16 * 1024];
                    loop {
                        let Some(end) = pending.windows(4).position(|w| w == b"\r\n\r\n") else {
                            match socket.read(&mut chunk).await {
                                Ok(0) | Err(_) => return,
                                Ok(n) => pending.extend_from_slice(&chunk[..n]),
                            }
                            continue;
                        };
                        let head = String::from_utf8_lossy(&pending[..end]).to_ascii_lowercase();
                        let length: usize = head
                            .lines()
                            .find_map(|line| line.strip_prefix("content-length:"))
                            .map_or(0, |n| n.trim().parse().unwrap());
                        while pending.len() < end + 4 + length {
                            match socket.read(&mut chunk).await {
                                Ok(0) | Err(_) => return,
                                Ok(n) => pending.extend_from_slice(&chunk[..n]),
                            }
                        }
                        pending.drain(..end + 4 + length);
                        if head.contains("putitem") && written.load(Ordering::Acquire) == 0 {
                            tokio::time::sleep(LAST_WRITE_PATIENCE + Duration::from_secs(1)).await;
                        }
                        if head.contains("putitem") {
                            written.fetch_add(1, Ordering::AcqRel);
                        }
                        let answer = "HTTP/1.1 200 OK\r\ncontent-type: application/x-amz-json-1.0\r\ncontent-length: 2\r\n\r\n{}";
                        if socket.write_all(answer.as_bytes()).await.is_err() {
                            return;
                        }
                    }
                });
            }
        });
        (endpoint, written)
    }

    #[tokio::test]
    async fn a_closed_connections_last_batch_is_written_after_one_in_flight_however_long_it_takes() {
        let (endpoint, written) = slow_table().await;
        let config = shared::config::Config::new(
            "t".into(),
            Some(endpoint),
            vec![0; 32],
            "https://issuer".into(),
            Duration::ZERO,
            "test".into(),
        );
        let logs = MessageLogs::new(Store::connect(&config), Duration::from_millis(200));
        let connection = StationConnection {
            identity: "CP-1".into(),
            station_key: "CP-1".into(),
            org_id: OrgId::from_uuid(uuid::Uuid::nil()),
            asset_id: AssetId::from_uuid(uuid::Uuid::nil()),
            connection_id: "c".repeat(36),
            credential: shared::store::station_registry::CredentialGeneration {
                password_hash: String::new(),
                password_set_at: 0,
                proved: shared::store::station_item::Proved::Current,
            },
            version: OcppVersion::V201,
        };
        let (log, flusher) = logs.open(&connection);
        from_station(&log, r#"[2,"s1","Heartbeat",{}]"#);
        // The first batch is taken at its interval and held by the table past a drain's patience.
        let deadline = Instant::now() + Duration::from_secs(60);
        while log.buffer.lock().unwrap().writing == 0 {
            assert!(Instant::now() < deadline, "the first batch was never taken");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        from_station(&log, r#"[2,"s2","Heartbeat",{}]"#);
        flusher.close(log.clone()).await;
        while written.load(Ordering::Acquire) < 2 {
            assert!(Instant::now() < deadline, "the last batch was given up: {written:?}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert_eq!(logs.counts.batches.load(Ordering::Relaxed), 2);
        assert_eq!(logs.counts.lost.load(Ordering::Relaxed), 0);
    }

    #[tokio::test]
    async fn a_log_dropped_with_frames_buffered_gives_the_tasks_bytes_back() {
        let log = log();
        let logs = log.logs.clone();
        from_station(&log, r#"[2,"s1","Heartbeat",{}]"#);
        assert!(logs.bytes.load(Ordering::Acquire) > 0);
        drop(log);
        assert_eq!(logs.bytes.load(Ordering::Acquire), 0);
    }

    /// A typical station's day (docs/scaling.md, "The message log"): a Heartbeat every 5
    /// minutes, 3 sessions of 2 hours with a meter reading every 60 s, and their starts, stops
    /// and status changes, each answered; written as one item per frame against one per batch
    /// of 60 s (the default) and of 300 s.
    #[tokio::test]
    async fn a_typical_station_day_costs_far_fewer_writes_in_batches() {
        let day = typical_day();
        let frames = day.len() as u64;
        let (per_frame_items, per_frame_units, per_frame_bytes) = cost(&day, 0);
        let (minute_items, minute_units, minute_bytes) = cost(&day, 60_000);
        let (two_items, two_units, two_bytes) = cost(&day, 120_000);
        let (five_items, five_units, five_bytes) = cost(&day, 300_000);
        println!("frames a day: {frames}");
        println!(
            "one item per frame: {per_frame_items} PutItems, {per_frame_units} WRU, {per_frame_bytes} bytes"
        );
        println!("batches of 60 s: {minute_items} PutItems, {minute_units} WRU, {minute_bytes} bytes");
        println!("batches of 120 s: {two_items} PutItems, {two_units} WRU, {two_bytes} bytes");
        println!("batches of 300 s: {five_items} PutItems, {five_units} WRU, {five_bytes} bytes");
        assert_eq!(per_frame_items, frames);
        // A reading and its answer share an item (and its KB); longer intervals add Heartbeats.
        assert!(minute_items * 2 < per_frame_items, "{minute_items} against {per_frame_items}");
        assert!(minute_units * 10 < per_frame_units * 6, "{minute_units} against {per_frame_units}");
        assert!(two_units < minute_units && five_units < two_units);
    }

    /// The station's frames of a day, both ways: (ms, text, direction).
    fn typical_day() -> Vec<(i64, String, Direction)> {
        let mut day = Vec::new();
        let mut call = |at: i64, action: &str, payload: Value, answer: Value| {
            let id = uuid::Uuid::now_v7().to_string();
            day.push((at, json!([2, id, action, payload]).to_string(), Direction::FromStation));
            day.push((at + 40, json!([3, id, answer]).to_string(), Direction::ToStation));
        };
        let now = json!({"currentTime": "2026-11-28T12:00:00.000Z"});
        for beat in 0..288 {
            call(beat * 300_000, "Heartbeat", json!({}), now.clone());
        }
        for session in 0..3i64 {
            let start = 3_600_000 + session * 6 * 3_600_000;
            let tx = json!({"transactionId": format!("tx-{session}")});
            let evse = json!({"id": 1, "connectorId": 1});
            let status = |status: &str, at: i64| json!({"timestamp": "2026-11-28T12:00:00.000Z", "connectorStatus": status, "evseId": 1, "connectorId": 1, "x": at});
            call(start, "StatusNotification", status("Occupied", start), json!({}));
            let started = json!({"eventType": "Started", "timestamp": "2026-11-28T12:00:00.000Z", "triggerReason": "Authorized",
                "seqNo": 0, "transactionInfo": tx, "evse": evse, "idToken": {"idToken": "04A1B2C3D4E5F6", "type": "ISO14443"}});
            call(start + 1_000, "TransactionEvent", started, json!({"idTokenInfo": {"status": "Accepted"}}));
            for minute in 1..=120 {
                let at = start + minute * 60_000;
                let updated = json!({"eventType": "Updated", "timestamp": "2026-11-28T12:00:00.000Z", "triggerReason": "MeterValuePeriodic",
                    "seqNo": minute, "transactionInfo": {"transactionId": format!("tx-{session}"), "chargingState": "Charging"},
                    "meterValue": [{"timestamp": "2026-11-28T12:00:00.000Z", "sampledValue": [
                        {"value": 1234.5 + minute as f64, "measurand": "Energy.Active.Import.Register", "unitOfMeasure": {"unit": "Wh"}},
                        {"value": 11000.0, "measurand": "Power.Active.Import", "unitOfMeasure": {"unit": "W"}}]}]});
                call(at, "TransactionEvent", updated, json!({}));
            }
            let end = start + 121 * 60_000;
            let ended = json!({"eventType": "Ended", "timestamp": "2026-11-28T12:00:00.000Z", "triggerReason": "EVCommunicationLost",
                "seqNo": 121, "transactionInfo": {"transactionId": format!("tx-{session}"), "stoppedReason": "EVDisconnected"}});
            call(end, "TransactionEvent", ended, json!({}));
            call(end + 1_000, "StatusNotification", status("Available", end), json!({}));
        }
        day.sort_by_key(|(at, _, _)| *at);
        day
    }

    /// PutItems, write units and bytes stored for a day's frames in batches of `every` ms (0: one
    /// per frame).
    fn cost(day: &[(i64, String, Direction)], every: i64) -> (u64, u64, usize) {
        let mut batches: Vec<Vec<(i64, Box<str>)>> = Vec::new();
        let mut open_since = None;
        for (at, text, direction) in day {
            let parsed = frame::parse(text);
            let log = log();
            log.append(*direction, text, &parsed);
            let stored = log.buffer.lock().unwrap().frames.pop().unwrap();
            let fresh = match open_since {
                Some(since) => every == 0 || at - since >= every,
                None => true,
            };
            if fresh {
                batches.push(Vec::new());
                open_since = Some(*at);
            }
            batches.last_mut().unwrap().push((*at, stored));
        }
        let (mut units, mut bytes) = (0, 0);
        for (number, batch) in batches.iter().enumerate() {
            let frames: Vec<Box<str>> = batch.iter().map(|(_, text)| text.clone()).collect();
            let item = MessageBatch {
                org_id: OrgId::from_uuid(uuid::Uuid::now_v7()),
                asset_id: AssetId::from_uuid(uuid::Uuid::now_v7()),
                identity: "CP-0000000001",
                connection_id: &uuid::Uuid::now_v7().to_string(),
                version: OcppVersion::V201,
                number: number as u64,
                frames: &frames,
                first_at: 1_795_000_000_000 + batch[0].0,
                last_at: 1_795_000_000_000 + batch[batch.len() - 1].0,
                dropped: 0,
            }
            .item();
            assert!(item_bytes(&item) < 400 * 1024);
            units += write_units(&item);
            bytes += item_bytes(&item);
        }
        (batches.len() as u64, units, bytes)
    }
}
