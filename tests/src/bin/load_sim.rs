//! `make load-sim` (and `make bench`): a site of 20 simulated stations over one simulated day,
//! shared by the platform's load management (shared::domain::load) against a static equal split
//! of the same grid limit, with the same cars arriving at the same times. Cars draw what their
//! station's limit allows and what they accept, tapering as they fill; the stations answer each
//! limit 10 s after it is sent, and some reject it or never answer. Printed: energy delivered by
//! both, the highest site draw and the seconds above the limit (physical draw, not the
//! allocator's bookkeeping), and messages per station-hour. Deterministic: a seeded generator.

use shared::domain::load::in_force::Applied;
use shared::domain::load::plan::{Slot, plan};
use shared::domain::load::shares::{DEFAULT_MIN_SESSION, Demand, SiteLimit, shares};
use shared::domain::load::watts::Watts;

const STATIONS: usize = 20;
const STATION_CAPACITY: Watts = Watts(22_000);
const GRID: Watts = Watts(63_000);
const STEP_S: i64 = 10;
const DAY_S: i64 = 24 * 3600;
const BATTERY_WH: f64 = 60_000.0;
/// One limit in this many is rejected; one in `LOST` is never answered.
const REJECTED: u64 = 25;
const LOST: u64 = 50;

/// splitmix64: the same day every run.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn between(&mut self, low: f64, high: f64) -> f64 {
        low + (high - low) * (self.next() % 1_000_000) as f64 / 1_000_000.0
    }
}

/// A car's visit to a station.
#[derive(Debug, Clone)]
struct Visit {
    arrives: i64,
    leaves: i64,
    /// What its on-board charger takes at most.
    max: f64,
    soc: f64,
}

impl Visit {
    /// What the car takes now: its maximum up to 80 %, then tapering to a tenth of it at full.
    fn accepts(&self) -> f64 {
        if self.soc >= 1.0 {
            0.0
        } else if self.soc <= 0.8 {
            self.max
        } else {
            self.max * (0.1 + 0.9 * (1.0 - self.soc) / 0.2)
        }
    }
}

/// Each station's visits over the day: commuters in the morning, shoppers by day, residents in
/// the evening, so some stations stand empty while others have full cars.
fn visits(random: &mut Random) -> Vec<Vec<Visit>> {
    let chargers = [7_400.0, 11_000.0, 11_000.0, 22_000.0];
    (0..STATIONS)
        .map(|_| {
            let mut visits = Vec::new();
            let mut at = random.below(3 * 3600) as i64 + 6 * 3600;
            while at < DAY_S - 3600 {
                let stay = random.below(7 * 3600) as i64 + 1800;
                let leaves = (at + stay).min(DAY_S);
                visits.push(Visit {
                    arrives: at,
                    leaves,
                    max: chargers[random.below(4) as usize],
                    soc: random.between(0.1, 0.7),
                });
                at = leaves + random.below(4 * 3600) as i64 + 600;
            }
            visits
        })
        .collect()
}

/// A station's profile as the station applies it, with a limit on its way.
#[derive(Debug, Clone, Default)]
struct Station {
    visit: Option<usize>,
    applied: Applied,
    /// What the station really applies: the last accepted limit (0 W default profile before).
    physical: f64,
    on_its_way: Option<(i64, Watts, Answer)>,
    draw_sum: f64,
    draw_steps: u32,
    last_draw: Option<Watts>,
    started_at: i64,
    sends: Vec<i64>,
}

#[derive(Debug, Clone, Copy)]
enum Answer {
    Accepted,
    Rejected,
    /// Never answered: the station applied it or not.
    Lost {
        applied: bool,
    },
}

struct Outcome {
    energy_kwh: f64,
    peak_kw: f64,
    seconds_above: i64,
    messages: usize,
}

fn run(all_visits: &[Vec<Visit>], managed: bool, seed: u64) -> Outcome {
    let mut random = Random(seed);
    let mut visits: Vec<Vec<Visit>> = all_visits.to_vec();
    let mut stations: Vec<Station> = vec![Station::default(); STATIONS];
    let static_share = GRID.0 as f64 / STATIONS as f64;
    let (mut energy, mut peak, mut above, mut messages) = (0.0, 0.0f64, 0, 0);
    let site = SiteLimit { grid: GRID, min_session: DEFAULT_MIN_SESSION };

    let mut now = 0;
    while now < DAY_S {
        let mut changed = false;
        // Arrivals and departures (a session starts at 0 W, the site's default profile).
        for (index, station) in stations.iter_mut().enumerate() {
            let current = visits[index].iter().position(|v| v.arrives <= now && now < v.leaves);
            if current != station.visit {
                changed = true;
                *station = Station {
                    visit: current,
                    applied: Applied { ceiling: Some(Watts::ZERO), unanswered: None },
                    started_at: now,
                    sends: std::mem::take(&mut station.sends),
                    ..Station::default()
                };
            }
        }
        // Answers arrive ten seconds after their limit.
        if managed {
            for station in stations.iter_mut() {
                if let Some((sent_at, limit, answer)) = station.on_its_way
                    && now >= sent_at + STEP_S
                {
                    station.on_its_way = None;
                    changed = true;
                    match answer {
                        Answer::Accepted => {
                            station.applied = station.applied.accepted();
                            station.physical = limit.0 as f64;
                        }
                        Answer::Rejected => station.applied = station.applied.rejected(),
                        Answer::Lost { applied } => {
                            station.applied = station.applied.unanswerable(STATION_CAPACITY);
                            if applied {
                                station.physical = limit.0 as f64;
                            }
                        }
                    }
                }
            }
        }
        // Readings once a minute: the draw over that minute.
        let reading = now % 60 == 0;
        if managed && (changed || reading) {
            if reading {
                for station in stations.iter_mut() {
                    if station.draw_steps > 0 {
                        station.last_draw =
                            Some(Watts((station.draw_sum / f64::from(station.draw_steps)) as u64));
                    }
                    station.draw_sum = 0.0;
                    station.draw_steps = 0;
                }
            }
            let demands: Vec<Demand<usize>> = stations
                .iter()
                .enumerate()
                .filter(|(_, s)| s.visit.is_some())
                .map(|(index, s)| Demand {
                    key: index,
                    started_at: s.started_at,
                    max: STATION_CAPACITY,
                    draw: s.last_draw,
                    paused: false,
                })
                .collect();
            let targets = shares(site, &demands);
            let slots: Vec<Slot<usize>> = targets
                .iter()
                .map(|(index, share)| {
                    let station = &stations[*index];
                    Slot {
                        key: *index,
                        started_at: station.started_at,
                        capacity: STATION_CAPACITY,
                        applied: station.applied,
                        target: share.watts(),
                        sent_last_minute: station.sends.iter().filter(|at| **at > now - 60).count() as u32,
                    }
                })
                .collect();
            for send in plan(GRID, &slots) {
                let station = &mut stations[send.key];
                let answer = match random.below(REJECTED * LOST) {
                    n if n % REJECTED == 0 => Answer::Rejected,
                    n if n % LOST == 1 => Answer::Lost { applied: random.below(2) == 0 },
                    _ => Answer::Accepted,
                };
                station.applied = station.applied.sent(send.limit);
                station.on_its_way = Some((now, send.limit, answer));
                station.sends.push(now);
                messages += 1;
            }
        }
        // The cars draw for this step.
        let mut site_draw = 0.0;
        for (index, station) in stations.iter_mut().enumerate() {
            let Some(visit) = station.visit else { continue };
            let car = &mut visits[index][visit];
            let limit = if managed { station.physical } else { static_share };
            let draw = car.accepts().min(limit).min(STATION_CAPACITY.0 as f64);
            car.soc += draw * STEP_S as f64 / 3600.0 / BATTERY_WH;
            energy += draw * STEP_S as f64 / 3600.0 / 1000.0;
            station.draw_sum += draw;
            station.draw_steps += 1;
            site_draw += draw;
        }
        peak = peak.max(site_draw);
        if site_draw > GRID.0 as f64 + 0.5 {
            above += STEP_S;
        }
        now += STEP_S;
    }
    Outcome { energy_kwh: energy, peak_kw: peak / 1000.0, seconds_above: above, messages }
}

fn main() {
    let visits = visits(&mut Random(29));
    let cars: usize = visits.iter().map(Vec::len).sum();
    let fixed = run(&visits, false, 7);
    let managed = run(&visits, true, 7);
    let gain = (managed.energy_kwh / fixed.energy_kwh - 1.0) * 100.0;
    let station_hours = (STATIONS * 24) as f64;
    println!();
    println!(
        "Load management (make load-sim): {STATIONS} stations of {} kW behind a {} kW grid limit, {cars} cars over one simulated day",
        STATION_CAPACITY.kw(),
        GRID.kw()
    );
    println!(
        "  static equal split ({:.2} kW a station): {:.1} kWh delivered, highest site draw {:.1} kW, {} s above the limit",
        GRID.kw() / STATIONS as f64,
        fixed.energy_kwh,
        fixed.peak_kw,
        fixed.seconds_above
    );
    println!(
        "  load management: {:.1} kWh delivered ({gain:+.1}%), highest site draw {:.1} kW, {} s above the limit, {:.2} messages per station-hour",
        managed.energy_kwh,
        managed.peak_kw,
        managed.seconds_above,
        managed.messages as f64 / station_hours
    );
}
