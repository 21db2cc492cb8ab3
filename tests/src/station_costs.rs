//! The station section of `make bench`: what a meter reading in a transaction and a heartbeat
//! cost the gateway, in DynamoDB calls and the units DynamoDB reports (counted by the store's
//! meter, `shared::store::meter`: exact, not timed) and in CPU, for each way the gateway can
//! write readings, measured side by side in one run.
//!
//! Each path gets an in-process app of its own (`TestApp`, DynamoDB Local) whose gateway is
//! configured for it (`Config::ocpp_meter_readings`). `STATIONS` stations of each version
//! (2.0.1 and 1.6J) connect, boot, report a connector and start a transaction; each then sends
//! `HEARTBEATS` heartbeats, then `READINGS` meter readings (2.0.1: TransactionEvent Updated;
//! 1.6: MeterValues with its `transactionId`; an energy register and a power sample each),
//! awaiting every answer; last, each ends its transaction. The meter is read around the
//! heartbeats and around the readings, so each figure is that phase's calls and units divided
//! by its messages.
//!
//! CPU: the stations run on a thread of their own (a single-threaded runtime), so the server's
//! CPU over the readings is this process's less that thread's: the gateway, its DynamoDB
//! calls (signing, HTTP, parsing) and the server's runtime. DynamoDB Local is another process
//! and is not in it.
//!
//! The app's caches live 300 s (the organization's webhook list is read once in that time, as
//! a warm gateway reads it at most every 30 s, not per event). Kept out of the figures: the
//! message log (its batch interval is set to the longest, 300 s,
//! so no batch is written during the phases; docs/scaling.md costs it apart) and the gateway's
//! lease renewal (set to an hour). A reading's sample time is a second after the one before
//! (a 1.6 reading's `seqNo` is its second), the first a second after the start, all in the
//! past.

use std::collections::BTreeMap;
use std::time::Duration;

use chrono::{DateTime, Utc};
use futures_util::future::join_all;
use rust_decimal::Decimal;
use serde::Serialize;
use serde_json::Value;

use rust_ocpp::v1_6::messages::boot_notification::BootNotificationRequest;
use rust_ocpp::v1_6::messages::heart_beat::HeartbeatRequest as Heartbeat16;
use rust_ocpp::v1_6::messages::meter_values::MeterValuesRequest;
use rust_ocpp::v1_6::messages::start_transaction::{StartTransactionRequest, StartTransactionResponse};
use rust_ocpp::v1_6::messages::status_notification::StatusNotificationRequest as StatusNotification16;
use rust_ocpp::v1_6::messages::stop_transaction::StopTransactionRequest;
use rust_ocpp::v1_6::types::{
    AuthorizationStatus, ChargePointErrorCode, ChargePointStatus, Measurand, MeterValue, Reason,
    SampledValue, UnitOfMeasure,
};
use rust_ocpp::v2_0_1::datatypes::evse_type::EVSEType;
use rust_ocpp::v2_0_1::datatypes::meter_value_type::MeterValueType;
use rust_ocpp::v2_0_1::datatypes::sampled_value_type::SampledValueType;
use rust_ocpp::v2_0_1::datatypes::transaction_type::TransactionType;
use rust_ocpp::v2_0_1::datatypes::unit_of_measure_type::UnitOfMeasureType;
use rust_ocpp::v2_0_1::enumerations::charging_state_enum_type::ChargingStateEnumType;
use rust_ocpp::v2_0_1::enumerations::connector_status_enum_type::ConnectorStatusEnumType;
use rust_ocpp::v2_0_1::enumerations::measurand_enum_type::MeasurandEnumType;
use rust_ocpp::v2_0_1::enumerations::reason_enum_type::ReasonEnumType;
use rust_ocpp::v2_0_1::enumerations::transaction_event_enum_type::TransactionEventEnumType;
use rust_ocpp::v2_0_1::enumerations::trigger_reason_enum_type::TriggerReasonEnumType;
use rust_ocpp::v2_0_1::messages::heartbeat::HeartbeatRequest;
use rust_ocpp::v2_0_1::messages::status_notification::StatusNotificationRequest;
use rust_ocpp::v2_0_1::messages::transaction_event::TransactionEventRequest;
use shared::config::Config;
use shared::domain::id_token::{IdToken, NewIdToken};
use shared::store::meter::{Consumed, Meter};

use crate::station::{PATIENCE, Station, station_asset};
use crate::{Setup, TestApp, cpu};

/// Stations of each version.
pub const STATIONS: usize = 4;
/// Meter readings each station sends: a multiple of the batched path's 15, so every reading
/// kept is written within the phase.
pub const READINGS: usize = 30;
/// Heartbeats each station sends.
pub const HEARTBEATS: usize = 2;

/// The card the 1.6 stations start with, listed for their whole organization.
const ID_TAG: &str = "BENCHCARD";
/// The energy a reading adds (Wh) and the power it reports (W): 11 kW sampled every minute.
const STEP_WH: i64 = 183;
const POWER_W: i64 = 11_000;

/// A way the gateway writes meter readings, as the section names it.
#[derive(Clone, Copy)]
pub struct Path {
    pub name: &'static str,
    configure: fn(&mut Config),
}

/// Today's path, every reading read and written as it comes (`OCPP_METER_READINGS=1`), then
/// the default.
pub const PATHS: [Path; 2] = [
    Path { name: "baseline (every reading written)", configure: every_reading },
    Path { name: "batched (OCPP_METER_READINGS=15)", configure: batched },
];

impl std::fmt::Debug for Path {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

// The batched path's name says the default it runs with.
const _: () = assert!(shared::config::OCPP_METER_READINGS == 15);

fn every_reading(config: &mut Config) {
    config.ocpp_meter_readings = 1;
    quiet(config);
}

fn batched(config: &mut Config) {
    config.ocpp_meter_readings = shared::config::OCPP_METER_READINGS;
    quiet(config);
}

/// No background write of the gateway's own lands in a phase (see the module's comment).
fn quiet(config: &mut Config) {
    config.ocpp_message_log_flush = Duration::from_secs(shared::config::OCPP_MESSAGE_LOG_MAX_SECONDS);
    config.gateway_lease = Duration::from_secs(3600);
}

/// One kind of message's cost, per message.
#[derive(Debug, Clone, Default)]
pub struct Cost {
    pub calls: f64,
    pub write_units: f64,
    pub read_units: f64,
    /// Calls per message by operation name.
    pub operations: BTreeMap<String, f64>,
}

impl Cost {
    fn per(consumed: &Consumed, messages: usize) -> Cost {
        let n = messages.max(1) as f64;
        Cost {
            calls: consumed.calls as f64 / n,
            write_units: consumed.write_units / n,
            read_units: consumed.read_units / n,
            operations: consumed
                .operations
                .iter()
                .map(|(name, count)| (name.clone(), *count as f64 / n))
                .collect(),
        }
    }
}

/// What one path measured.
#[derive(Debug, Clone)]
pub struct Measured {
    pub path: Path,
    pub reading: Cost,
    pub heartbeat: Cost,
    /// The server's CPU per meter reading (the process's less the stations' thread's).
    pub reading_cpu: Duration,
    /// The stations' own CPU per meter reading (what was subtracted).
    pub station_cpu: Duration,
    pub readings: usize,
}

/// Measures every path, one after the other, and prints the section.
pub async fn section() -> Vec<Measured> {
    println!();
    println!(
        "Station messages: {STATIONS} 2.0.1 and {STATIONS} 1.6 stations, {READINGS} meter readings and {HEARTBEATS} heartbeats each, DynamoDB Local (its units as it reports them)"
    );
    let mut measured = Vec::new();
    for path in PATHS {
        let result = measure(path).await;
        print(&result);
        measured.push(result);
    }
    println!(
        "  (cpu ms: this process's CPU over the readings less the stations' own thread's, per reading: the gateway, its DynamoDB calls and the server's runtime; the stations cost {})",
        measured.iter().map(|m| format!("{:.3} ms", ms(m.station_cpu))).collect::<Vec<_>>().join(" and ")
    );
    measured
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn print(measured: &Measured) {
    let (name, reading, beat) = (measured.path.name, &measured.reading, &measured.heartbeat);
    println!(
        "{name}: station meter reading: calls {:.3}, write units {:.3}, read units {:.3}, cpu ms {:.3}",
        reading.calls,
        reading.write_units,
        reading.read_units,
        ms(measured.reading_cpu)
    );
    let operations: Vec<String> =
        reading.operations.iter().map(|(name, per)| format!("{name} {per:.3}")).collect();
    println!(
        "{name}:   a reading's calls: {}",
        if operations.is_empty() { "none".into() } else { operations.join(", ") }
    );
    println!(
        "{name}: station heartbeat: calls {:.3}, write units {:.3}, read units {:.3}",
        beat.calls, beat.write_units, beat.read_units
    );
}

/// One path: its app, its stations, its phases.
pub async fn measure(path: Path) -> Measured {
    // A warm process's caches, as deployed (an organization's webhook list is read once per
    // `auth_cache_ttl`, not per event as in the tests' default of zero).
    let setup = Setup {
        auth_cache_ttl: Duration::from_secs(300),
        configure: Some(path.configure),
        ..Setup::default()
    };
    let app = TestApp::spawn_with(setup).await;
    let listed = NewIdToken::from_body(serde_json::json!({"id_token": ID_TAG}).to_string().as_bytes())
        .expect("id token body");
    let token = IdToken::new(app.a.org_id(), listed, None);
    app.app.store.create_id_token(&token, None).await.expect("the 1.6 stations' card");
    let mut fleet = Vec::new();
    for (version, prefix) in [(Version::V201, "BENCH"), (Version::V16, "BENCH16")] {
        for i in 0..STATIONS {
            let identity = format!("{prefix}-{i}");
            let (_, password) = station_asset(&app, &app.a, &identity).await;
            fleet.push(Member { version, index: i, identity, password });
        }
    }
    let url = app.station_url(&app.a);
    let meter = app.app.store.meter().clone();
    meter.switch_on();
    // The stations' own runtime, on a thread of its own: its CPU is theirs alone.
    let stations = std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("the stations' runtime");
        runtime.block_on(drive(url, fleet, meter))
    });
    let phases = tokio::task::spawn_blocking(move || stations.join().expect("the stations' thread"))
        .await
        .expect("joined");
    let readings = STATIONS * 2 * READINGS;
    let station_cpu = phases.station_cpu / readings as u32;
    Measured {
        path,
        reading: Cost::per(&phases.readings, readings),
        heartbeat: Cost::per(&phases.heartbeats, STATIONS * 2 * HEARTBEATS),
        reading_cpu: phases.process_cpu.saturating_sub(phases.station_cpu) / readings as u32,
        station_cpu,
        readings,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Version {
    V201,
    V16,
}

struct Member {
    version: Version,
    index: usize,
    identity: String,
    password: String,
}

/// What the stations' thread measured.
struct Phases {
    heartbeats: Consumed,
    readings: Consumed,
    process_cpu: Duration,
    station_cpu: Duration,
}

/// On the stations' thread: connects and starts every station, then the two phases, each
/// between readings of the meter (and of the CPU clocks around the readings).
async fn drive(url: String, fleet: Vec<Member>, meter: Meter) -> Phases {
    let started_at = Utc::now() - chrono::Duration::seconds(120);
    let mut sims = join_all(fleet.into_iter().map(|member| Sim::start(&url, member, started_at))).await;

    let before = meter.reading();
    join_all(sims.iter().map(|sim| sim.heartbeats())).await;
    let heartbeats = settled(&meter).await.since(&before);

    let (process, thread, before) = (cpu::process(), cpu::thread(), meter.reading());
    join_all(sims.iter_mut().map(|sim| sim.readings())).await;
    // A write the last answer did not wait for still belongs to the readings.
    let readings = settled(&meter).await.since(&before);
    let (process, thread) = (cpu::process() - process, cpu::thread() - thread);

    join_all(sims.into_iter().map(Sim::stop)).await;
    Phases { heartbeats, readings, process_cpu: process, station_cpu: thread }
}

/// The meter once nothing has moved it for a while (at most `PATIENCE`).
async fn settled(meter: &Meter) -> Consumed {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    let mut last = meter.reading();
    loop {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let now = meter.reading();
        if now == last || tokio::time::Instant::now() > deadline {
            return now;
        }
        last = now;
    }
}

/// A station of the bench, with its transaction.
struct Sim {
    station: Station,
    version: Version,
    /// 2.0.1: the station's own id; 1.6: the one the platform assigned.
    transaction: String,
    started_at: DateTime<Utc>,
    seq: i32,
    wh: i64,
}

fn payload(message: &impl Serialize) -> Value {
    serde_json::to_value(message).expect("an OCPP message as JSON")
}

/// The CALLRESULT's payload; the bench stops on a CALLERROR (the path under test is broken).
async fn answered(station: &Station, action: &str, message: &impl Serialize) -> Value {
    station.call(action, payload(message)).await.unwrap_or_else(|e| panic!("{action}: {e:?}"))
}

impl Sim {
    async fn start(url: &str, member: Member, started_at: DateTime<Utc>) -> Sim {
        let Member { version, index, identity, password } = member;
        let (station, transaction) = match version {
            Version::V201 => {
                let station = Station::connect(url, &identity, &password).await.expect("connects");
                station.boot("Bench", "B1", "1.0").await.expect("boots");
                let status = StatusNotificationRequest {
                    timestamp: Utc::now(),
                    connector_status: ConnectorStatusEnumType::Occupied,
                    evse_id: 1,
                    connector_id: 1,
                };
                answered(&station, "StatusNotification", &status).await;
                let transaction = format!("bench-{index}");
                let started = TransactionEventRequest {
                    event_type: TransactionEventEnumType::Started,
                    timestamp: started_at,
                    trigger_reason: TriggerReasonEnumType::CablePluggedIn,
                    seq_no: 0,
                    transaction_info: charging(&transaction),
                    evse: Some(EVSEType { id: 1, connector_id: Some(1) }),
                    ..TransactionEventRequest::default()
                };
                answered(&station, "TransactionEvent", &started).await;
                (station, transaction)
            }
            Version::V16 => {
                let station = Station::connect_16(url, &identity, &password).await.expect("connects (1.6)");
                let boot = BootNotificationRequest {
                    charge_point_vendor: "Bench".into(),
                    charge_point_model: "B1".into(),
                    ..BootNotificationRequest::default()
                };
                answered(&station, "BootNotification", &boot).await;
                let status = StatusNotification16 {
                    connector_id: 1,
                    error_code: ChargePointErrorCode::NoError,
                    status: ChargePointStatus::Preparing,
                    ..StatusNotification16::default()
                };
                answered(&station, "StatusNotification", &status).await;
                let start = StartTransactionRequest {
                    connector_id: 1,
                    id_tag: ID_TAG.into(),
                    meter_start: 0,
                    reservation_id: None,
                    timestamp: started_at,
                };
                let answer = answered(&station, "StartTransaction", &start).await;
                let answer: StartTransactionResponse =
                    serde_json::from_value(answer).expect("a StartTransaction answer");
                assert_eq!(answer.id_tag_info.status, AuthorizationStatus::Accepted, "{identity}'s start");
                (station, answer.transaction_id.to_string())
            }
        };
        Sim { station, version, transaction, started_at, seq: 0, wh: 0 }
    }

    async fn heartbeats(&self) {
        for _ in 0..HEARTBEATS {
            match self.version {
                Version::V201 => answered(&self.station, "Heartbeat", &HeartbeatRequest {}).await,
                Version::V16 => answered(&self.station, "Heartbeat", &Heartbeat16 {}).await,
            };
        }
    }

    async fn readings(&mut self) {
        for _ in 0..READINGS {
            self.seq += 1;
            self.wh += STEP_WH;
            self.reading().await;
        }
    }

    /// The next reading, stamped `seq` seconds after the start.
    async fn reading(&self) {
        let taken = self.started_at + chrono::Duration::seconds(i64::from(self.seq));
        match self.version {
            Version::V201 => {
                let updated = TransactionEventRequest {
                    event_type: TransactionEventEnumType::Updated,
                    timestamp: taken,
                    trigger_reason: TriggerReasonEnumType::MeterValuePeriodic,
                    seq_no: self.seq,
                    transaction_info: charging(&self.transaction),
                    meter_value: Some(vec![MeterValueType {
                        timestamp: taken,
                        sampled_value: vec![
                            sample(MeasurandEnumType::EnergyActiveImportRegister, self.wh, "Wh"),
                            sample(MeasurandEnumType::PowerActiveImport, POWER_W, "W"),
                        ],
                    }]),
                    ..TransactionEventRequest::default()
                };
                answered(&self.station, "TransactionEvent", &updated).await;
            }
            Version::V16 => {
                let values = MeterValuesRequest {
                    connector_id: 1,
                    transaction_id: Some(self.transaction_16()),
                    meter_value: vec![MeterValue {
                        timestamp: taken,
                        sampled_value: vec![
                            sample_16(Measurand::EnergyActiveImportRegister, self.wh, UnitOfMeasure::Wh),
                            sample_16(Measurand::PowerActiveImport, POWER_W, UnitOfMeasure::W),
                        ],
                    }],
                };
                answered(&self.station, "MeterValues", &values).await;
            }
        }
    }

    fn transaction_16(&self) -> i32 {
        self.transaction.parse().expect("a 1.6 transaction id")
    }

    /// Ends the transaction and leaves.
    async fn stop(self) {
        let at = self.started_at + chrono::Duration::seconds(i64::from(self.seq) + 1);
        match self.version {
            Version::V201 => {
                let ended = TransactionEventRequest {
                    event_type: TransactionEventEnumType::Ended,
                    timestamp: at,
                    trigger_reason: TriggerReasonEnumType::StopAuthorized,
                    seq_no: self.seq + 1,
                    transaction_info: TransactionType {
                        transaction_id: self.transaction.clone(),
                        stopped_reason: Some(ReasonEnumType::Local),
                        ..TransactionType::default()
                    },
                    ..TransactionEventRequest::default()
                };
                answered(&self.station, "TransactionEvent", &ended).await;
            }
            Version::V16 => {
                let stop = StopTransactionRequest {
                    meter_stop: i32::try_from(self.wh).expect("meter"),
                    timestamp: at,
                    transaction_id: self.transaction_16(),
                    reason: Some(Reason::Local),
                    ..StopTransactionRequest::default()
                };
                answered(&self.station, "StopTransaction", &stop).await;
            }
        }
        self.station.close();
    }
}

fn charging(transaction: &str) -> TransactionType {
    TransactionType {
        transaction_id: transaction.to_owned(),
        charging_state: Some(ChargingStateEnumType::Charging),
        ..TransactionType::default()
    }
}

fn sample(measurand: MeasurandEnumType, value: i64, unit: &str) -> SampledValueType {
    SampledValueType {
        value: Decimal::from(value),
        measurand: Some(measurand),
        unit_of_measure: Some(UnitOfMeasureType { unit: Some(unit.to_owned()), multiplier: None }),
        ..SampledValueType::default()
    }
}

fn sample_16(measurand: Measurand, value: i64, unit: UnitOfMeasure) -> SampledValue {
    SampledValue {
        value: value.to_string(),
        measurand: Some(measurand),
        unit: Some(unit),
        ..SampledValue::default()
    }
}
