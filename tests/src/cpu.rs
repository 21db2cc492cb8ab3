//! CPU time, for the benchmarks' CPU per message: this process's, the calling thread's (the
//! bench runs its simulated stations on a thread of their own, so the server's share is the
//! process's less that thread's), or another process's (`make ocpp-load`'s runner).

use std::time::Duration;

/// CPU time (user and system) of every thread of this process so far.
pub fn process() -> Duration {
    clock(libc::CLOCK_PROCESS_CPUTIME_ID)
}

/// CPU time (user and system) of the calling thread so far.
pub fn thread() -> Duration {
    clock(libc::CLOCK_THREAD_CPUTIME_ID)
}

fn clock(which: libc::clockid_t) -> Duration {
    let mut now = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `now` is a valid, writable timespec for the call's whole duration, and both
    // clocks are always available on Linux (the call cannot fail for them).
    let failed = unsafe { libc::clock_gettime(which, &mut now) } != 0;
    if failed {
        return Duration::ZERO;
    }
    Duration::new(u64::try_from(now.tv_sec).unwrap_or(0), u32::try_from(now.tv_nsec).unwrap_or(0))
}

/// Another process's CPU time so far (user and system), from `/proc/<pid>/stat` in clock
/// ticks (100 a second on Linux); zero once it is gone.
pub fn of_process(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command name, which is in parentheses and may hold spaces.
    let rest = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or_default();
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok()).unwrap_or(0);
    Duration::from_millis((ticks(11) + ticks(12)) * 10)
}
