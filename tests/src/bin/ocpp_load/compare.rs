//! `OCPP_LOAD_COMPARE=1` (`make bench` runs it): the same load on today's meter-reading path
//! (`OCPP_METER_READINGS=1`: every reading read and written as it comes) and then on the
//! default, in one invocation, each against a runner of its own over a table of its own (one
//! DynamoDB Local), printed side by side.
//!
//! Each path connects, boots and starts the fleet once, then steps the offered rate up: a
//! window of `OCPP_LOAD_STEP_SECONDS` (30) at each speedup of `OCPP_LOAD_STEPS`
//! (2,4,8,15,30,60: 1,000 stations at x2 are asked 40 messages a second, at x60 1,200),
//! stopping at the first window whose meter readings' p99 is over 1 s (or with an error or
//! an unanswered CALL). The path's sustained rate is the messages a second its highest window
//! within 1 s handled; when every window held, the machine's limit is above the last one.
//! Speedups stop at 60: a 1.6 reading's `seqNo` is its second, so readings must stay a second
//! apart (and windows are 2 s apart for the same reason).

use std::time::Duration;

use super::{
    Load, Server, Tally, connect_fleets, fresh_tallies, merged, ms, p50_p99, percentile, run_window, setting,
    stop_all, take,
};

/// The paths, in the order they run: a name and the runner's `OCPP_METER_READINGS` (`None`:
/// unset, the default).
const PATHS: [(&str, Option<&str>); 2] =
    [("baseline (OCPP_METER_READINGS=1)", Some("1")), ("batched (the default, 15)", None)];

const DEFAULT_STEPS: [u64; 6] = [2, 4, 8, 15, 30, 60];

/// The p99 a window's meter readings must stay within to count as sustained.
const P99_BOUND: Duration = Duration::from_secs(1);

/// One window at one speedup.
struct Step {
    speedup: u64,
    asked: f64,
    handled: f64,
    readings: String,
    reading_p99: Duration,
    heartbeats: String,
    cpu_ms_per_message: f64,
    errors: u64,
    unanswered: u64,
}

impl Step {
    fn of(speedup: u64, load: &Load, all: &Tally, elapsed: f64, cpu: Duration) -> Step {
        let messages = all.heartbeats.len() + all.readings.len();
        Step {
            speedup,
            asked: super::asked(load.n, speedup),
            handled: messages as f64 / elapsed.max(1e-9),
            readings: p50_p99(&all.readings),
            reading_p99: percentile(&all.readings, 0.99),
            heartbeats: p50_p99(&all.heartbeats),
            cpu_ms_per_message: ms(cpu) / messages.max(1) as f64,
            errors: all.errors,
            unanswered: all.unanswered,
        }
    }

    fn sustained(&self) -> bool {
        self.reading_p99 <= P99_BOUND && self.errors == 0 && self.unanswered == 0
    }

    fn print(&self) {
        println!(
            "    x{:<3} asked {:>7.1}/s  handled {:>7.1}/s  reading p50 / p99 {:>18} ms  heartbeat {:>18} ms  server CPU {:.2} ms/message  errors {} unanswered {}{}",
            self.speedup,
            self.asked,
            self.handled,
            self.readings,
            self.heartbeats,
            self.cpu_ms_per_message,
            self.errors,
            self.unanswered,
            if self.sustained() { "" } else { "  (over 1 s: stop)" }
        );
    }
}

/// What one path measured.
struct Measured {
    name: &'static str,
    rss_per_station_kib: f64,
    steps: Vec<Step>,
}

impl Measured {
    /// The highest window within the bound.
    fn sustained(&self) -> Option<&Step> {
        self.steps.iter().rev().find(|step| step.sustained())
    }

    /// The window that went over the bound, if one did.
    fn over(&self) -> Option<&Step> {
        self.steps.last().filter(|step| !step.sustained())
    }
}

fn steps() -> Vec<u64> {
    let parsed: Option<Vec<u64>> = std::env::var("OCPP_LOAD_STEPS").ok().map(|list| {
        list.split(',')
            .filter_map(|step| step.trim().parse().ok())
            .filter(|step| (1..=60).contains(step))
            .collect()
    });
    parsed.filter(|steps| !steps.is_empty()).unwrap_or_else(|| DEFAULT_STEPS.to_vec())
}

pub async fn run(endpoint: &str) {
    let load = Load::from_env();
    let steps = steps();
    let seconds = setting("OCPP_LOAD_STEP_SECONDS", 30).max(1);
    println!(
        "OCPP load, today's meter-reading path and the default side by side: {} stations ({} 2.0.1, {} 1.6), windows of {seconds} s at x{} (a heartbeat every 300 s and a reading every 60 s, divided by the speedup), up to the first whose reading p99 is over 1 s",
        load.n,
        load.counts[0],
        load.counts[1],
        steps.iter().map(u64::to_string).collect::<Vec<_>>().join(", x")
    );
    let mut measured = Vec::new();
    for (name, setting) in PATHS {
        measured.push(one_path(endpoint, &load, name, setting, &steps, seconds).await);
    }
    side_by_side(&measured);
}

async fn one_path(
    endpoint: &str,
    load: &Load,
    name: &'static str,
    meter_readings: Option<&str>,
    steps: &[u64],
    seconds: u64,
) -> Measured {
    // The machine is shared: its load when the path starts says how quiet the run was.
    let load_average = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load_average = load_average.split_whitespace().take(3).collect::<Vec<_>>().join(" ");
    println!("  {name} (load average {load_average}):");
    let server = Server::start(endpoint, Some(meter_readings)).await;
    let start_tallies = fresh_tallies();
    let (_fleets, mut sims, figures) = connect_fleets(&server, load, &start_tallies).await;
    let rss_per_station_kib =
        figures.iter().map(|f| f.rss_per_station_kib * f.stations as f64).sum::<f64>() / load.n.max(1) as f64;
    let mut measured = Measured { name, rss_per_station_kib, steps: Vec::new() };
    for &speedup in steps {
        let tallies = fresh_tallies();
        let (back, elapsed, cpu) = run_window(&server, sims, speedup, seconds, &tallies).await;
        sims = back;
        let step = Step::of(speedup, load, &merged(&take(tallies)), elapsed, cpu);
        step.print();
        let go_on = step.sustained();
        measured.steps.push(step);
        if !go_on {
            break;
        }
        // A 1.6 reading's `seqNo` is its second: the next window's first readings come later.
        tokio::time::sleep(Duration::from_secs(2)).await;
    }
    stop_all(sims, &start_tallies).await;
    server.stop().await;
    measured
}

fn side_by_side(measured: &[Measured]) {
    println!("  side by side:");
    let row = |label: &str, cell: &dyn Fn(&Measured) -> String| {
        let cells: String = measured.iter().map(|m| format!("{:>36}", cell(m))).collect();
        println!("    {label:<40}{cells}");
    };
    row("", &|m| m.name.to_owned());
    let held = |m: &Measured, cell: &dyn Fn(&Step) -> String| m.sustained().map_or("none".to_owned(), cell);
    row("sustained (reading p99 <= 1 s), at", &|m| {
        held(m, &|s| format!("x{}{}", s.speedup, if m.over().is_none() { " (every window)" } else { "" }))
    });
    row("messages/s sustained (handled)", &|m| held(m, &|s| format!("{:.1}", s.handled)));
    row("meter reading p50 / p99 there (ms)", &|m| held(m, &|s| s.readings.clone()));
    row("server CPU per message there (ms)", &|m| held(m, &|s| format!("{:.2}", s.cpu_ms_per_message)));
    row("server RSS per station (KiB)", &|m| format!("{:.1}", m.rss_per_station_kib));
    row("first window over 1 s", &|m| {
        m.over().map_or("-".to_owned(), |s| format!("x{}: p99 {:.0} ms", s.speedup, ms(s.reading_p99)))
    });
    if let [baseline, batched] = measured
        && let (Some(before), Some(after)) = (baseline.sustained(), batched.sustained())
    {
        println!(
            "    the default sustains {:.1}x the messages a second of OCPP_METER_READINGS=1{}",
            after.handled / before.handled.max(1e-9),
            if batched.over().is_none() { " (at least: every window held)" } else { "" }
        );
    }
}
