//! The log lines of one test's requests, captured in memory. A `#[tokio::test]` runs on one
//! thread, and the local runner it starts serves on that thread too, so a subscriber set as
//! the thread's default sees every line the test's requests log and no other test's.

use serde_json::Value;
use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock};
use tracing::Dispatch;
use tracing::subscriber::{DefaultGuard, NoSubscriber};
use tracing_subscriber::prelude::*;

/// Captures until dropped.
pub struct Logs {
    buffer: Buffer,
    /// `None` when capturing for the whole process (`capture_process`).
    _guard: Option<DefaultGuard>,
}

#[derive(Clone, Default)]
struct Buffer(Arc<Mutex<Vec<u8>>>);

impl Write for Buffer {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The JSON format of `shared::logging::init`, into `buffer`.
fn subscriber(buffer: &Buffer) -> impl tracing::Subscriber + Send + Sync + 'static {
    let writer = buffer.clone();
    tracing_subscriber::fmt()
        .json()
        .with_writer(move || writer.clone())
        .with_target(false)
        .without_time()
        .finish()
        .with(tracing_subscriber::filter::LevelFilter::INFO)
}

impl Logs {
    /// Starts capturing this thread's logs, in the JSON format of `shared::logging::init`.
    pub fn capture() -> Logs {
        // tracing decides once per call site whether anyone listens. While a single dispatcher
        // is registered it asks only the thread that first reaches the call site, and another
        // test's thread (with no subscriber) would silence it for good. A second, silent
        // dispatcher kept for the process makes it ask every registered one.
        static SILENT: OnceLock<Dispatch> = OnceLock::new();
        SILENT.get_or_init(|| Dispatch::new(NoSubscriber::default()));
        let buffer = Buffer::default();
        let guard = tracing::subscriber::set_default(subscriber(&buffer));
        Logs { buffer, _guard: Some(guard) }
    }

    /// Captures every thread's logs from now on, for the rest of the process: for a binary
    /// whose runtime serves requests on worker threads (the benchmark). `None` when the process
    /// already has a global subscriber.
    pub fn capture_process() -> Option<Logs> {
        let buffer = Buffer::default();
        tracing::subscriber::set_global_default(subscriber(&buffer)).ok()?;
        Some(Logs { buffer, _guard: None })
    }

    /// The fields of the access log line (`request`) of the request with this id.
    pub fn request(&self, request_id: &str) -> Option<Value> {
        let bytes = self.buffer.0.lock().unwrap_or_else(|e| e.into_inner()).clone();
        String::from_utf8_lossy(&bytes)
            .lines()
            .filter_map(|line| serde_json::from_str::<Value>(line).ok())
            .map(|line| line["fields"].clone())
            .find(|fields| fields["message"] == "request" && fields["request_id"] == request_id)
    }

    /// The first captured line containing `needle`, whole.
    pub fn line_with(&self, needle: &str) -> Option<String> {
        let bytes = self.buffer.0.lock().unwrap_or_else(|e| e.into_inner()).clone();
        String::from_utf8_lossy(&bytes).lines().find(|line| line.contains(needle)).map(str::to_owned)
    }
}
