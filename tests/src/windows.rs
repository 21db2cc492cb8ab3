//! Calendar windows, for tests of the rate limits. The API counts requests in calendar seconds,
//! minutes and hours, so a test whose requests must share one window cannot assume the machine
//! is fast enough to fit them in: a round opens a `Window`, makes its requests, and keeps its
//! results only if the clock read after them is still in the window it opened (every count the
//! API made in between then fell into it). `in_one_window` repeats a round, each on its own
//! fresh app, until one fits. Where holding a whole window is too much to ask of a loaded machine
//! (many requests in one second), a round reads the second each request was counted in from its
//! response instead, and is kept once it shows what the test needs.

use chrono::Utc;
use std::time::Duration;

/// Rounds tried before a test gives up: the machine never fitted one into its window.
const ATTEMPTS: usize = 8;

/// A calendar window of `secs` seconds, as the clock stood when a round opened it.
#[derive(Debug, Clone, Copy)]
pub struct Window {
    secs: i64,
    index: i64,
}

impl Window {
    /// Opens a window of `secs` seconds at the start of a fresh second with at least `room_secs`
    /// left in it (waiting for the next window otherwise), so a round usually fits first time.
    pub async fn open(secs: i64, room_secs: i64) -> Window {
        loop {
            let now = Utc::now().timestamp_millis();
            let to_second = 1000 - now.rem_euclid(1000);
            let left = secs * 1000 - now.rem_euclid(secs * 1000);
            if secs == 1 || left - to_second >= room_secs * 1000 {
                tokio::time::sleep(Duration::from_millis(to_second as u64 + 5)).await;
                return Window { secs, index: Utc::now().timestamp().div_euclid(secs) };
            }
            tokio::time::sleep(Duration::from_millis(left as u64 + 5)).await;
        }
    }

    /// Opens a minute window (as `open`) that starts after the minute of `at` (Unix seconds):
    /// nothing counted by then is in its counts.
    pub async fn open_minute_after(at: i64, room_secs: i64) -> Window {
        loop {
            let window = Window::open(60, room_secs).await;
            if window.index > at.div_euclid(60) {
                return window;
            }
            let left = 60 - Utc::now().timestamp().rem_euclid(60);
            tokio::time::sleep(Duration::from_secs(left as u64)).await;
        }
    }

    /// The window's start (Unix seconds).
    pub fn start(&self) -> i64 {
        self.index * self.secs
    }

    /// The clock is still in the window: everything since `open` happened inside it.
    pub fn held(&self) -> bool {
        Utc::now().timestamp().div_euclid(self.secs) == self.index
    }

    /// `value` if the window held, for the end of a round.
    pub fn keep<T>(&self, value: T) -> Option<T> {
        self.held().then_some(value)
    }
}

/// Runs `round` until it returns `Some`: a round returns `None` when it cannot be judged (its
/// window did not hold, or its requests were spread too thin to reach a limit).
pub async fn in_one_window<T>(mut round: impl AsyncFnMut() -> Option<T>) -> T {
    for _ in 0..ATTEMPTS {
        if let Some(kept) = round().await {
            return kept;
        }
    }
    panic!("none of {ATTEMPTS} rounds fitted in one calendar window: the machine is too loaded for this test")
}

/// Waits for the start of a fresh second with at least `room_in_minute_secs` left in the minute.
pub async fn fresh_second(room_in_minute_secs: u32) {
    Window::open(60, i64::from(room_in_minute_secs)).await;
}
