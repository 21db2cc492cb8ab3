//! A shared gateway no station can exhaust (docs/ocpp.md, "Limits"): every frame counts toward
//! the rate, answers for nothing are violations, what a station answers is kept only as its
//! schema defines it and within bounds, no answer echoes what the station sent, failed
//! upgrades are bounded per source, and a hostile station's frames leave its neighbours on the
//! same task served.

use reqwest::Method;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};

use api_tests::TestApp;
use api_tests::station::{PATIENCE, Scripted, Station, eventually, station_asset};

async fn connected(app: &TestApp, identity: &str) -> (Station, String) {
    let (asset, password) = station_asset(app, &app.a, identity).await;
    (Station::connect(&app.station_url(&app.a), identity, &password).await.expect("connected"), asset)
}

async fn events_of_type(app: &TestApp, kind: &str) -> Vec<Value> {
    let reply = app.get(format!("/asset-controls/events?type={kind}"), &app.a.key("owner")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().iter().filter(|e| e["type"] == kind).cloned().collect()
}

#[tokio::test]
async fn answers_for_no_outstanding_call_are_tolerated_a_few_times_then_the_connection_is_closed() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app, "CP-UNSOLICITED").await;
    for i in 0..50 {
        if !station.try_send_raw(&json!([3, format!("nothing-{i}"), {"status": "Accepted"}]).to_string()) {
            break;
        }
    }
    assert!(station.closed().await, "a stream of answers for nothing closes the connection");
}

#[tokio::test]
async fn every_frame_type_counts_toward_the_rate_and_a_flood_of_pongs_is_closed() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app, "CP-PONGS").await;
    let (neighbour, _) = connected(&app, "CP-NEIGHBOUR").await;
    for _ in 0..500 {
        if !station.send_message(Message::Pong(Default::default())) {
            break;
        }
    }
    assert!(station.closed().await, "a flood of pongs closes the connection");
    neighbour.call("Heartbeat", json!({})).await.expect("the neighbour is served");
}

#[tokio::test]
async fn a_padded_answer_to_a_platform_call_is_stored_as_its_schema_fields_only() {
    let app = TestApp::spawn().await;
    let (station, asset) = connected(&app, "CP-PADDED").await;
    station.script(|_, _| {
        Scripted::Result(
            json!({"status": "Accepted", "padding": "x".repeat(200_000), "statusInfo": {"reasonCode": "OK"}}),
        )
    });
    let path = format!("/inventory-service/assets/{asset}");
    let patched =
        app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"status": "maintenance"}))).await;
    assert_eq!(patched.status, 200, "{}", patched.body);
    let command = events_of_type(&app, "station_command").await.pop().expect("the command event");
    assert_eq!(command["data"]["result"], json!({"status": "Accepted", "statusInfo": {"reasonCode": "OK"}}));
    assert!(command.to_string().len() < 2_000, "the event stays small");
}

#[tokio::test]
async fn a_station_callerror_is_kept_within_bounds_and_without_its_details() {
    let app = TestApp::spawn().await;
    let (station, asset) = connected(&app, "CP-ERROR").await;
    station.script(|_, _| Scripted::Error { code: "C".repeat(5_000), description: "d".repeat(100_000) });
    let path = format!("/inventory-service/assets/{asset}");
    let patched =
        app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"status": "maintenance"}))).await;
    assert_eq!(patched.status, 200, "{}", patched.body);
    let command = events_of_type(&app, "station_command").await.pop().expect("the command event");
    assert_eq!(command["data"]["error"], json!({"code": "GenericError"}));
    assert!(command.to_string().len() < 2_000, "the event stays small");
}

#[tokio::test]
async fn a_format_violation_never_echoes_the_offending_value() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app, "CP-ECHO").await;
    let huge = "v".repeat(200_000);
    let payload = json!({"reason": huge, "chargingStation": {"model": "M", "vendorName": "V"}});
    station.send_raw(&json!([2, "echo-1", "BootNotification", payload]).to_string());
    let answer = station.next_answer().await;
    assert_eq!(answer[2], "FormatViolation", "{answer}");
    assert!(answer.to_string().len() < 300, "{} bytes came back", answer.to_string().len());
}

#[tokio::test]
async fn a_source_failing_upgrades_is_refused_without_a_read_but_a_proven_station_still_connects() {
    let app = TestApp::spawn().await;
    let (_, password) = station_asset(&app, &app.a, "CP-PROVEN").await;
    drop(Station::connect(&app.station_url(&app.a), "CP-PROVEN", &password).await.expect("proves itself"));
    let failures = ocpp_gateway::limits::UPGRADE_FAILURES_PER_MINUTE;
    let mut refused = Vec::new();
    for i in 0..=failures {
        let guess =
            Station::connect(&app.station_url(&app.a), &format!("CP-GUESS-{i}"), "guess-guess-guess-guess")
                .await;
        refused.push(guess.err().expect("a guess is refused"));
    }
    // The count may straddle a minute: at least one full minute's worth is 401 first.
    assert!(refused.iter().take(failures as usize).all(|status| *status == 401), "{refused:?}");
    let last = refused.last().copied();
    if last == Some(429) {
        let proven = Station::connect(&app.station_url(&app.a), "CP-PROVEN", &password).await;
        assert!(proven.is_ok(), "a station proven on this task is not locked out by its neighbour");
    } else {
        assert_eq!(last, Some(401), "a new minute began during the guesses");
    }
}

#[tokio::test]
async fn a_security_event_is_recorded_on_the_asset_and_delivered_to_webhooks() {
    let app = TestApp::spawn().await;
    let receiver = api_tests::receiver::Receiver::start(&[]).await;
    let owner = app.a.key("owner");
    let body = json!({"url": receiver.url, "events": ["station_security_event"], "threshold": 80});
    let webhook = app.send(Method::POST, "/webhooks", &owner, Some(body)).await;
    assert_eq!(webhook.status, 201, "{}", webhook.body);
    let (station, asset) = connected(&app, "CP-EVEREST").await;
    let report =
        json!({"type": "StartupOfTheDevice", "timestamp": "2026-11-28T10:00:00Z", "techInfo": "boot"});
    assert_eq!(station.call("SecurityEventNotification", report).await.expect("accepted"), json!({}));
    let recorded = events_of_type(&app, "station_security_event").await;
    assert_eq!(recorded.len(), 1, "{recorded:?}");
    assert_eq!(recorded[0]["asset_id"], asset.as_str());
    assert_eq!(recorded[0]["data"]["type"], "StartupOfTheDevice");
    assert_eq!(recorded[0]["data"]["tech_info"], "boot");
    let path = format!("/webhooks/{}/deliveries", webhook.body["data"]["id"].as_str().unwrap());
    let deliveries = app.get(&path, &owner).await;
    assert_eq!(deliveries.body["data"][0]["event_type"], "station_security_event", "{}", deliveries.body);
}

#[tokio::test]
async fn a_security_event_with_an_overlong_tech_info_is_a_format_violation_and_records_nothing() {
    let app = TestApp::spawn().await;
    let (station, _) = connected(&app, "CP-LONGINFO").await;
    let report = json!({"type": "X", "timestamp": "2026-11-28T10:00:00Z", "techInfo": "t".repeat(256)});
    let refused = station.call("SecurityEventNotification", report).await.expect_err("refused");
    assert_eq!(refused.code, "FormatViolation");
    assert!(events_of_type(&app, "station_security_event").await.is_empty());
}

/// The hostile frames of the property test: each an attack on one bound.
fn hostile_frames() -> Vec<Message> {
    use proptest::prelude::*;
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;

    let huge = |n: usize| "h".repeat(n);
    let text = prop_oneof![
        // Huge strings in every field of a known CALL.
        (1usize..250_000).prop_map(move |n| {
            let s = huge(n);
            json!([2, "big", "BootNotification", {"reason": s, "chargingStation": {"model": s, "vendorName": s, "serialNumber": s}}]).to_string()
        }),
        // Unknown actions and message types with big payloads.
        (1usize..200_000).prop_map(move |n| json!([2, "act", huge(n), {}]).to_string()),
        (5u64..100).prop_map(|kind| json!([kind, "x", "Heartbeat", {}]).to_string()),
        // Answers for nothing, big ones.
        (1usize..200_000).prop_map(move |n| json!([3, "nothing", {"status": huge(n)}]).to_string()),
        (1usize..200_000).prop_map(move |n| json!([4, "nothing", huge(n), huge(n), {"d": huge(n)}]).to_string()),
        // Deep nesting.
        (100usize..5_000).prop_map(|depth| format!("{}{}", "[".repeat(depth), "]".repeat(depth))),
        (10usize..3_000).prop_map(|depth| {
            format!(r#"[2,"deep","Heartbeat",{}1{}]"#, "[".repeat(depth), "]".repeat(depth))
        }),
        // Not JSON at all.
        "[^\\[]{0,200}",
    ];
    let mut runner = TestRunner::deterministic();
    let mut frames: Vec<Message> =
        (0..60).map(|_| Message::text(text.new_tree(&mut runner).expect("a frame").current())).collect();
    frames.push(Message::binary(vec![0u8; 100_000]));
    frames.push(Message::Ping(vec![1u8; 125].into()));
    // A CALL in three fragments.
    let fragmented = json!([2, "frag", "Heartbeat", {}]).to_string();
    let (a, rest) = fragmented.split_at(5);
    let (b, c) = rest.split_at(5);
    frames.push(Message::Frame(Frame::message(a.to_owned(), OpCode::Data(Data::Text), false)));
    frames.push(Message::Frame(Frame::message(b.to_owned(), OpCode::Data(Data::Continue), false)));
    frames.push(Message::Frame(Frame::message(c.to_owned(), OpCode::Data(Data::Continue), true)));
    frames
}

#[tokio::test]
async fn hostile_frames_get_small_answers_or_a_close_and_never_cost_the_neighbours() {
    let app = TestApp::spawn().await;
    let (hostile, _) = connected(&app, "CP-HOSTILE").await;
    let (neighbour, _) = connected(&app, "CP-CALM").await;
    let frames = hostile_frames();
    let sent = frames.len();
    let attack = async {
        for frame in frames {
            if !hostile.send_message(frame) {
                break;
            }
        }
    };
    let served = async {
        let mut answered = 0;
        for _ in 0..10 {
            neighbour.call("Heartbeat", json!({})).await.expect("the neighbour is answered");
            answered += 1;
        }
        answered
    };
    let ((), answered) = tokio::join!(attack, served);
    assert_eq!(answered, 10);
    // Every answer the hostile station got is small; it may be closed (violations, flood).
    let mut answers = Vec::new();
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while answers.len() < sent && tokio::time::Instant::now() < deadline {
        let next =
            tokio::time::timeout(std::time::Duration::from_secs(2), hostile.next_answer_or_closed()).await;
        match next {
            Ok(Some(answer)) => answers.push(answer),
            Ok(None) | Err(_) => break,
        }
    }
    assert!(!answers.is_empty(), "the hostile station was answered at first");
    for answer in &answers {
        assert!(answer.to_string().len() < 300, "an answer of {} bytes", answer.to_string().len());
    }
    eventually("the neighbour is still answered", || async {
        neighbour.call("Heartbeat", json!({})).await.is_ok()
    })
    .await;
}
