//! Site load management over the real path (docs/load-management.md): simulated 2.0.1 and 1.6
//! stations at one site behind a grid limit, their sessions started and ended as stations do,
//! the limits the platform sends read from what each station received, and what the site's
//! allocator holds read from its partition.

use std::time::Duration;

use api_tests::station::{PATIENCE, Scripted, Station, eventually, make_station};
use api_tests::{Setup, TestApp};
use reqwest::Method;
use serde_json::{Value, json};
use shared::ids::{OrgId, SiteId};

const SITES: &str = "/inventory-service/sites";
const SESSIONS: &str = "/asset-controls/sessions";

/// A site of A's with a grid limit of `grid_kw`: its id.
async fn depot(app: &TestApp, grid_kw: f64) -> String {
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let path = format!("{SITES}/{site}");
    let set = app.send(Method::PATCH, &path, &owner, Some(json!({"grid_limit_kw": grid_kw}))).await;
    assert_eq!(set.status, 200, "{}", set.body);
    site
}

/// A 22 kW station at `site`, connected and booted: its asset id and the simulated station.
async fn charger(app: &TestApp, site: &str, identity: &str, v16: bool) -> (String, Station) {
    let asset =
        app.create_asset(&app.a.key("owner"), site, identity, 22.0).await["id"].as_str().unwrap().to_owned();
    let password = make_station(app, &app.a, &asset, identity).await;
    let url = app.station_url(&app.a);
    let station = if v16 {
        let station = Station::connect_16(&url, identity, &password).await.expect("connects");
        let boot = json!({"chargePointVendor": "Wallbe", "chargePointModel": "Pro 22"});
        station.call("BootNotification", boot).await.expect("booted");
        station
    } else {
        let station = Station::connect(&url, identity, &password).await.expect("connects");
        station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");
        station
    };
    (asset, station)
}

fn started(transaction_id: &str) -> Value {
    json!({
        "eventType": "Started",
        "timestamp": "2026-11-29T10:00:00Z",
        "triggerReason": "CablePluggedIn",
        "seqNo": 0,
        "transactionInfo": {"transactionId": transaction_id},
        "evse": {"id": 1, "connectorId": 1},
    })
}

fn ended(transaction_id: &str) -> Value {
    json!({
        "eventType": "Ended",
        "timestamp": "2026-11-29T11:00:00Z",
        "triggerReason": "EVCommunicationLost",
        "seqNo": 9,
        "transactionInfo": {"transactionId": transaction_id, "stoppedReason": "EVDisconnected"},
    })
}

/// An Updated event whose meter says the car draws `watts`.
fn drawing(transaction_id: &str, seq_no: i64, watts: u64) -> Value {
    json!({
        "eventType": "Updated",
        "timestamp": "2026-11-29T10:05:00Z",
        "triggerReason": "MeterValuePeriodic",
        "seqNo": seq_no,
        "transactionInfo": {"transactionId": transaction_id},
        "meterValue": [{
            "timestamp": "2026-11-29T10:05:00Z",
            "sampledValue": [{"value": watts, "measurand": "Power.Active.Import", "unitOfMeasure": {"unit": "W"}}],
        }],
    })
}

/// The limits (W) the station was sent for its transactions, in order, in either version.
fn limits(station: &Station) -> Vec<f64> {
    let profiles = station.received().into_iter().filter(|(action, _)| action == "SetChargingProfile");
    profiles
        .filter_map(|(_, request)| {
            let profile = request.get("chargingProfile").or_else(|| request.get("csChargingProfiles"))?;
            let schedule = &profile["chargingSchedule"];
            let schedule = if schedule.is_array() { &schedule[0] } else { schedule };
            schedule["chargingSchedulePeriod"][0]["limit"].as_f64()
        })
        .collect()
}

fn last_limit(station: &Station) -> Option<f64> {
    limits(station).last().copied()
}

fn org_and_site(app: &TestApp, site: &str) -> (OrgId, SiteId) {
    (app.a.org_id(), SiteId::parse(site).expect("a site id"))
}

/// The hold a refused limit earned the transaction's session is over, as if its minutes had
/// passed (time injected through the store rather than waited for).
async fn hold_over(app: &TestApp, site: &str, transaction_id: &str) {
    use aws_sdk_dynamodb::types::AttributeValue;
    let (org, site_id) = org_and_site(app, site);
    let power = app.app.store.site_power(org, site_id).await.unwrap();
    let session = power.sessions.iter().find(|s| s.transaction_id == transaction_id).expect("enrolled");
    let store = &app.app.store;
    store
        .client()
        .update_item()
        .table_name(store.table())
        .key("PK", AttributeValue::S(format!("ORG#{}#SITEPOWER#{}", org.uuid(), site_id.uuid())))
        .key("SK", AttributeValue::S(format!("SESSION#{}", session.session_id)))
        .update_expression("SET refused_at = :long_ago")
        .expression_attribute_values(":long_ago", AttributeValue::N("1".into()))
        .send()
        .await
        .expect("the hold moved back");
}

/// Until the site's allocator let its lease go: nothing more is on its way.
async fn settled(app: &TestApp, site: &str) {
    let (org, site) = org_and_site(app, site);
    eventually("the site's allocator settles", || async {
        let power = app.app.store.site_power(org, site).await.unwrap();
        power.header.lease.is_none() && power.sessions.iter().all(|s| s.unanswered_w.is_none())
    })
    .await;
}

/// Until each station's last limit is the one expected (W), within the watt a share's division
/// leaves over.
async fn shares_are(stations: &[&Station], expected: &[f64]) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let sent: Vec<Vec<f64>> = stations.iter().map(|station| limits(station)).collect();
        let near = |limit: Option<&f64>, want: f64| limit.is_some_and(|limit| (limit - want).abs() <= 1.0);
        if sent.iter().zip(expected).all(|(limits, want)| near(limits.last(), *want)) {
            return;
        }
        assert!(tokio::time::Instant::now() < deadline, "the shares are not {expected:?}: sent {sent:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn sends(station: &Station, payload: Value) {
    station.call("TransactionEvent", payload).await.expect("a CALLRESULT");
}

#[tokio::test]
async fn three_sessions_share_a_22_kw_limit_and_one_ending_gives_its_share_to_the_others() {
    let app = TestApp::spawn().await;
    let site = depot(&app, 22.0).await;
    let (_, a) = charger(&app, &site, "LM-A", false).await;
    let (_, b) = charger(&app, &site, "LM-B", false).await;
    let (_, c) = charger(&app, &site, "LM-C", false).await;
    sends(&a, started("tx-a")).await;
    sends(&b, started("tx-b")).await;
    sends(&c, started("tx-c")).await;
    shares_are(&[&a, &b, &c], &[7_333.0, 7_333.0, 7_333.0]).await;
    settled(&app, &site).await;
    for station in [&a, &b, &c] {
        let profile =
            &station.received().into_iter().find(|(action, _)| action == "SetChargingProfile").unwrap().1;
        assert_eq!(profile["chargingProfile"]["chargingProfilePurpose"], "TxProfile");
        assert!(profile["chargingProfile"]["transactionId"].as_str().unwrap().starts_with("tx-"));
    }

    // A site's allocation is read at its site: an owner sees every site.
    let power = app.get(format!("{SITES}/{site}/power"), &app.a.key("owner")).await;
    assert_eq!(power.status, 200, "{}", power.body);
    assert_eq!(power.body["data"]["grid_limit_kw"], json!(22));
    assert_eq!(power.body["data"]["allocated_kw"], json!(22));
    let shown = power.body["data"]["sessions"].as_array().unwrap().clone();
    assert_eq!(shown.len(), 3);
    for session in &shown {
        assert_eq!(session["state"], "charging");
        let limit = session["limit_kw"].as_f64().unwrap();
        assert!((7.333..=7.334).contains(&limit), "{session}");
        let read = app
            .get(format!("{SESSIONS}/{}", session["session_id"].as_str().unwrap()), &app.a.key("viewer"))
            .await;
        assert_eq!(read.body["data"]["limit_kw"], session["limit_kw"], "a session shows its limit");
    }
    let events = app.get("/asset-controls/events?type=power_allocated", &app.a.key("owner")).await;
    assert!(!events.body["data"].as_array().unwrap().is_empty(), "{}", events.body);

    sends(&c, ended("tx-c")).await;
    shares_are(&[&a, &b], &[11_000.0, 11_000.0]).await;
    settled(&app, &site).await;
    let (org, site_id) = org_and_site(&app, &site);
    assert_eq!(app.app.store.site_power(org, site_id).await.unwrap().sessions.len(), 2, "the ended one left");
}

#[tokio::test]
async fn three_1_6_sessions_share_a_22_kw_limit_in_their_own_terms() {
    let app = TestApp::spawn().await;
    let site = depot(&app, 22.0).await;
    let mut stations = Vec::new();
    for identity in ["LM16-A", "LM16-B", "LM16-C"] {
        let (asset, station) = charger(&app, &site, identity, true).await;
        let reply =
            app.send(Method::POST, SESSIONS, &app.a.key("service"), Some(json!({"asset_id": asset}))).await;
        assert_eq!(reply.status, 201, "{}", reply.body);
        let asked = station.received().into_iter().find(|(action, _)| action == "RemoteStartTransaction");
        let tag = asked.expect("a remote start").1["idTag"].as_str().unwrap().to_owned();
        let start =
            json!({"connectorId": 1, "idTag": tag, "meterStart": 0, "timestamp": "2026-11-29T10:00:00Z"});
        let answer = station.call("StartTransaction", start).await.expect("answered");
        assert_eq!(answer["idTagInfo"]["status"], "Accepted");
        stations.push((station, answer["transactionId"].as_i64().unwrap()));
    }
    let [a, b, c] = [&stations[0].0, &stations[1].0, &stations[2].0];
    shares_are(&[a, b, c], &[7_333.0, 7_333.0, 7_333.0]).await;
    let sent = c.received().into_iter().rfind(|(action, _)| action == "SetChargingProfile").unwrap().1;
    assert_eq!(sent["connectorId"], 1);
    assert_eq!(sent["csChargingProfiles"]["chargingProfilePurpose"], "TxProfile");
    assert_eq!(sent["csChargingProfiles"]["transactionId"], stations[2].1);

    let stop = json!({"transactionId": stations[2].1, "meterStop": 5_000, "timestamp": "2026-11-29T11:00:00Z", "reason": "Local"});
    c.call("StopTransaction", stop).await.expect("answered");
    shares_are(&[a, b], &[11_000.0, 11_000.0]).await;
}

#[tokio::test]
async fn a_station_that_rejects_a_reduction_holds_back_the_raise_that_needs_it() {
    let app = TestApp::spawn().await;
    let site = depot(&app, 22.0).await;
    let (_, a) = charger(&app, &site, "LM-KEEP", false).await;
    let (_, b) = charger(&app, &site, "LM-STUBBORN", false).await;
    sends(&a, started("tx-keep")).await;
    sends(&b, started("tx-stubborn")).await;
    shares_are(&[&a, &b], &[11_000.0, 11_000.0]).await;
    settled(&app, &site).await;

    // B's car draws 2 kW: its share falls, which would free 8 kW for A, but B says no.
    b.script(|action, _| match action {
        "SetChargingProfile" => Scripted::Result(json!({"status": "Rejected"})),
        _ => Scripted::Result(json!({"status": "Accepted"})),
    });
    let before = limits(&b).len();
    sends(&b, drawing("tx-stubborn", 1, 2_000)).await;
    eventually("B is sent its reduction", || async { limits(&b).len() > before }).await;
    settled(&app, &site).await;
    assert!(limits(&b)[before] < 11_000.0, "{:?}", limits(&b));
    assert_eq!(limits(&a), vec![11_000.0], "no raise while the reduction it needs is refused");

    // Once B takes its reduction (after the hold its refusal earned it), A gets what it freed,
    // and never more than fits beside it.
    b.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    hold_over(&app, &site, "tx-stubborn").await;
    sends(&b, drawing("tx-stubborn", 2, 2_800)).await;
    eventually("A is raised", || async { last_limit(&a).is_some_and(|limit| limit > 11_000.0) }).await;
    settled(&app, &site).await;
    let (a_limit, b_limit) = (last_limit(&a).unwrap(), last_limit(&b).unwrap());
    assert!(a_limit + b_limit <= 22_000.0, "{a_limit} + {b_limit}");
}

#[tokio::test]
async fn a_station_that_never_answers_a_reduction_counts_at_its_old_limit() {
    let setup = Setup {
        configure: Some(|config| config.ocpp_call_timeout = Duration::from_millis(500)),
        ..Setup::default()
    };
    let app = TestApp::spawn_with(setup).await;
    let site = depot(&app, 22.0).await;
    let (_, a) = charger(&app, &site, "LM-WAIT", false).await;
    let (_, b) = charger(&app, &site, "LM-MUTE", false).await;
    sends(&a, started("tx-wait")).await;
    sends(&b, started("tx-mute")).await;
    shares_are(&[&a, &b], &[11_000.0, 11_000.0]).await;
    settled(&app, &site).await;

    b.script(|action, _| match action {
        "SetChargingProfile" => Scripted::Silence,
        _ => Scripted::Result(json!({"status": "Accepted"})),
    });
    let before = limits(&b).len();
    sends(&b, drawing("tx-mute", 1, 2_000)).await;
    eventually("B is sent its reduction", || async { limits(&b).len() > before }).await;
    settled(&app, &site).await;
    assert_eq!(limits(&a), vec![11_000.0], "A waits while B may still apply 11 kW");
    let (org, site_id) = org_and_site(&app, &site);
    let power = app.app.store.site_power(org, site_id).await.unwrap();
    let mute = power.sessions.iter().find(|s| s.transaction_id == "tx-mute").unwrap();
    assert_eq!(mute.ceiling_w, Some(11_000), "counted at the higher of the two");
}

#[tokio::test]
async fn pausing_frees_a_share_for_the_others_and_resuming_asks_for_one_back() {
    let app = TestApp::spawn().await;
    let site = depot(&app, 22.0).await;
    let (asset_a, a) = charger(&app, &site, "LM-STAY", false).await;
    let (asset_b, b) = charger(&app, &site, "LM-REST", false).await;
    sends(&a, started("tx-stay")).await;
    sends(&b, started("tx-rest")).await;
    shares_are(&[&a, &b], &[11_000.0, 11_000.0]).await;
    settled(&app, &site).await;
    let session_of = |asset: String| {
        let app = &app;
        async move {
            let listed = app.get(format!("{SESSIONS}?asset_id={asset}"), &app.a.key("viewer")).await;
            listed.body["data"][0]["id"].as_str().unwrap().to_owned()
        }
    };
    let paused_id = session_of(asset_b).await;
    let _ = asset_a;

    let path = format!("{SESSIONS}/{paused_id}/action");
    let paused = app.send(Method::POST, &path, &app.a.key("service"), Some(json!({"action": "pause"}))).await;
    assert_eq!(paused.status, 200, "{}", paused.body);
    shares_are(&[&a, &b], &[22_000.0, 0.0]).await;
    settled(&app, &site).await;

    let resumed =
        app.send(Method::POST, &path, &app.a.key("service"), Some(json!({"action": "resume"}))).await;
    assert_eq!(resumed.status, 200, "{}", resumed.body);
    assert_eq!(resumed.body["data"]["status"], "active");
    shares_are(&[&a, &b], &[11_000.0, 11_000.0]).await;
    assert!(!limits(&b).contains(&22_000.0), "a resume at a limited site never sends the EVSE's capacity");
}

#[tokio::test]
async fn a_sites_stations_on_two_gateway_tasks_share_its_limit() {
    let app = TestApp::spawn().await;
    let settings = ocpp_gateway::Settings::new(&app.app.config, app.app.store.clone(), None).unwrap();
    let ocpp = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let control = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let second = ocpp_gateway::start(settings, ocpp, control).unwrap();
    let site = depot(&app, 22.0).await;
    let (_, a) = charger(&app, &site, "LM-HERE", false).await;
    let asset = app.create_asset(&app.a.key("owner"), &site, "LM-THERE", 22.0).await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let password = make_station(&app, &app.a, &asset, "LM-THERE").await;
    let url = format!("ws://{}/ocpp/{}", second.ocpp_address, app.a.org_id().uuid());
    let b = Station::connect(&url, "LM-THERE", &password).await.expect("connects to the second task");
    b.boot("Acme", "Volt 22", "1.0.0").await.expect("booted");

    sends(&a, started("tx-here")).await;
    settled(&app, &site).await;
    assert!(limits(&a).is_empty(), "alone, its EVSE's capacity fits: nothing to send");
    sends(&b, started("tx-there")).await;
    shares_are(&[&a, &b], &[11_000.0, 11_000.0]).await;
    settled(&app, &site).await;
    tokio::time::timeout(PATIENCE, second.shutdown(PATIENCE)).await.expect("the second task stops");
}

#[tokio::test]
async fn a_limit_lowered_or_raised_reaches_the_sites_sessions_at_once() {
    let app = TestApp::spawn().await;
    let site = depot(&app, 22.0).await;
    let (_, a) = charger(&app, &site, "LM-LOW-A", false).await;
    let (_, b) = charger(&app, &site, "LM-LOW-B", true).await;
    sends(&a, started("tx-low-a")).await;
    let start = json!({"connectorId": 1, "idTag": "LOCAL-CARD", "meterStart": 0, "timestamp": "2026-11-29T10:00:00Z"});
    b.call("StartTransaction", start).await.expect("answered");
    shares_are(&[&a, &b], &[11_000.0, 11_000.0]).await;
    settled(&app, &site).await;

    let path = format!("{SITES}/{site}");
    let lowered =
        app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"grid_limit_kw": 10}))).await;
    assert_eq!(lowered.status, 200, "{}", lowered.body);
    shares_are(&[&a, &b], &[5_000.0, 5_000.0]).await;
    settled(&app, &site).await;

    let raised =
        app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"grid_limit_kw": 30}))).await;
    assert_eq!(raised.status, 200, "{}", raised.body);
    shares_are(&[&a, &b], &[15_000.0, 15_000.0]).await;
}

/// The limit (W) a start request carried, in either version.
fn start_limit(station: &Station) -> Option<f64> {
    let (_, request) = station
        .received()
        .into_iter()
        .rfind(|(action, _)| action == "RequestStartTransaction" || action == "RemoteStartTransaction")?;
    let profile = &request["chargingProfile"];
    let schedule = &profile["chargingSchedule"];
    let schedule = if schedule.is_array() { &schedule[0] } else { schedule };
    assert_eq!(profile["chargingProfilePurpose"], "TxProfile", "{request}");
    assert!(profile.get("transactionId").is_none(), "the transaction is not begun yet: {request}");
    schedule["chargingSchedulePeriod"][0]["limit"].as_f64()
}

#[tokio::test]
async fn a_start_from_the_api_carries_its_share_and_never_charges_above_what_is_free() {
    let app = TestApp::spawn().await;
    let site = depot(&app, 10.0).await;
    let (asset_a, a) = charger(&app, &site, "LM-API-A", false).await;
    let (asset_b, b) = charger(&app, &site, "LM-API-B", true).await;
    let start = |asset: String| {
        let app = &app;
        async move {
            let reply = app
                .send(Method::POST, SESSIONS, &app.a.key("service"), Some(json!({"asset_id": asset})))
                .await;
            assert_eq!(reply.status, 201, "{}", reply.body);
            reply.body["data"]["id"].as_str().unwrap().to_owned()
        }
    };
    // Alone at the site, the first car begins with the whole limit, below its EVSE's 22 kW.
    start(asset_a).await;
    assert_eq!(start_limit(&a), Some(10_000.0));
    let mut begun = started("tx-api-a");
    begun["triggerReason"] = json!("RemoteStart");
    let request = a.received().into_iter().find(|(action, _)| action == "RequestStartTransaction").unwrap().1;
    begun["idToken"] = request["idToken"].clone();
    begun["transactionInfo"]["remoteStartId"] = request["remoteStartId"].clone();
    sends(&a, begun).await;
    settled(&app, &site).await;
    assert!(limits(&a).is_empty(), "its start's limit is its share: nothing more to send");

    // The second finds nothing free: it begins at 0 W, then the first is lowered and it is raised.
    start(asset_b).await;
    assert_eq!(start_limit(&b), Some(0.0));
    let tag =
        b.received().into_iter().find(|(action, _)| action == "RemoteStartTransaction").unwrap().1["idTag"]
            .as_str()
            .unwrap()
            .to_owned();
    let begin = json!({"connectorId": 1, "idTag": tag, "meterStart": 0, "timestamp": "2026-11-29T10:00:00Z"});
    b.call("StartTransaction", begin).await.expect("answered");
    shares_are(&[&a, &b], &[5_000.0, 5_000.0]).await;
    let (lowered, raised) = (&limits(&a), &limits(&b));
    assert_eq!(
        (lowered.len(), raised.len()),
        (1, 1),
        "the raise after the reduction: {lowered:?} {raised:?}"
    );
}

#[tokio::test]
async fn a_forced_stop_gives_its_share_to_the_others() {
    let app = TestApp::spawn().await;
    let site = depot(&app, 22.0).await;
    let (_, a) = charger(&app, &site, "LM-FORCE-A", false).await;
    let (asset_b, b) = charger(&app, &site, "LM-FORCE-B", false).await;
    sends(&a, started("tx-force-a")).await;
    sends(&b, started("tx-force-b")).await;
    shares_are(&[&a, &b], &[11_000.0, 11_000.0]).await;
    settled(&app, &site).await;
    let listed = app.get(format!("{SESSIONS}?asset_id={asset_b}"), &app.a.key("viewer")).await;
    let id = listed.body["data"][0]["id"].as_str().unwrap().to_owned();
    let path = format!("{SESSIONS}/{id}/action");
    let body = json!({"action": "stop", "force": true});
    let forced = app.send(Method::POST, &path, &app.a.key("admin"), Some(body)).await;
    assert_eq!(forced.status, 200, "{}", forced.body);
    shares_are(&[&a], &[22_000.0]).await;
}

#[tokio::test]
async fn a_limit_lowered_while_a_start_is_on_its_way_leaves_the_site_within_the_new_limit() {
    let app = TestApp::spawn().await;
    let site = depot(&app, 22.0).await;
    let (_, a) = charger(&app, &site, "LM-RACE-A", false).await;
    let (asset_b, b) = charger(&app, &site, "LM-RACE-B", false).await;
    sends(&a, started("tx-race-a")).await;
    settled(&app, &site).await;

    let path = format!("{SITES}/{site}");
    let (owner, service) = (app.a.key("owner"), app.a.key("service"));
    let start = app.send(Method::POST, SESSIONS, &service, Some(json!({"asset_id": asset_b})));
    let lower = app.send(Method::PATCH, &path, &owner, Some(json!({"grid_limit_kw": 8})));
    let (started_b, lowered) = tokio::join!(start, lower);
    assert_eq!((started_b.status, lowered.status), (201, 200), "{} {}", started_b.body, lowered.body);
    let request = b.received().into_iter().find(|(action, _)| action == "RequestStartTransaction").unwrap().1;
    let mut begun = started("tx-race-b");
    begun["triggerReason"] = json!("RemoteStart");
    begun["idToken"] = request["idToken"].clone();
    begun["transactionInfo"]["remoteStartId"] = request["remoteStartId"].clone();
    sends(&b, begun).await;

    // Whatever the order, once settled what may be in force is within the new limit.
    shares_are(&[&a, &b], &[4_000.0, 4_000.0]).await;
    settled(&app, &site).await;
    let (org, site_id) = org_and_site(&app, &site);
    let power = app.app.store.site_power(org, site_id).await.unwrap();
    let in_force: u64 = power.sessions.iter().map(|session| session.may_be().0).sum();
    assert!(in_force <= 8_000, "{in_force} W may be in force: {:?}", power.sessions);
}

#[tokio::test]
async fn a_limit_set_on_a_site_with_cars_already_charging_reaches_them_at_once() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Car park").await;
    let (_, a) = charger(&app, &site, "LM-LATE-A", false).await;
    let (_, b) = charger(&app, &site, "LM-LATE-B", true).await;
    sends(&a, started("tx-late-a")).await;
    let start = json!({"connectorId": 1, "idTag": "LOCAL-CARD", "meterStart": 0, "timestamp": "2026-11-29T10:00:00Z"});
    b.call("StartTransaction", start).await.expect("answered");
    assert!(limits(&a).is_empty() && limits(&b).is_empty(), "no limit, nothing to share");

    let path = format!("{SITES}/{site}");
    let set = app.send(Method::PATCH, &path, &owner, Some(json!({"grid_limit_kw": 10}))).await;
    assert_eq!(set.status, 200, "{}", set.body);
    // Neither station says anything more: the limit reaches them all the same.
    shares_are(&[&a, &b], &[5_000.0, 5_000.0]).await;
}

#[tokio::test]
async fn a_charger_that_refuses_every_limit_is_counted_at_its_capacity_and_the_others_share_what_it_leaves() {
    let app = TestApp::spawn().await;
    let site = depot(&app, 30.0).await;
    let (_, refuser) = charger(&app, &site, "LM-NOSMART", true).await;
    let (_, b) = charger(&app, &site, "LM-SMART", false).await;
    // A 1.6 charger without Smart Charging.
    refuser.script(|action, _| match action {
        "SetChargingProfile" => Scripted::Error { code: "NotSupported".into(), description: "".into() },
        _ => Scripted::Result(json!({"status": "Accepted"})),
    });
    let start = json!({"connectorId": 1, "idTag": "LOCAL-CARD", "meterStart": 0, "timestamp": "2026-11-29T10:00:00Z"});
    refuser.call("StartTransaction", start).await.expect("answered");
    sends(&b, started("tx-smart")).await;
    // It draws up to 22 kW whatever it is sent: the other gets the 8 kW it leaves, not half.
    shares_are(&[&b], &[8_000.0]).await;
    settled(&app, &site).await;
    let (org, site_id) = org_and_site(&app, &site);
    let power = app.app.store.site_power(org, site_id).await.unwrap();
    let in_force: u64 = power.sessions.iter().map(|session| session.may_be().0).sum();
    assert!(in_force <= 30_000, "{in_force} W may be in force: {:?}", power.sessions);
}

#[tokio::test]
async fn a_station_that_reports_more_than_it_draws_gains_no_more_than_its_fair_share() {
    let app = TestApp::spawn().await;
    let site = depot(&app, 22.0).await;
    let (_, liar) = charger(&app, &site, "LM-LIAR", false).await;
    let (_, honest) = charger(&app, &site, "LM-HONEST", false).await;
    sends(&liar, started("tx-liar")).await;
    sends(&honest, started("tx-honest")).await;
    shares_are(&[&liar, &honest], &[11_000.0, 11_000.0]).await;
    settled(&app, &site).await;
    // The liar claims 90 kW, the honest car draws its whole share: nothing moves.
    sends(&liar, drawing("tx-liar", 1, 90_000)).await;
    sends(&honest, drawing("tx-honest", 1, 11_000)).await;
    settled(&app, &site).await;
    assert_eq!((last_limit(&liar), last_limit(&honest)), (Some(11_000.0), Some(11_000.0)));
    // Once the honest car draws less, the spare goes to the one that wants it, liar or not.
    sends(&honest, drawing("tx-honest", 2, 3_000)).await;
    eventually("the spare is handed out", || async {
        last_limit(&liar).is_some_and(|limit| limit > 11_000.0)
    })
    .await;
    settled(&app, &site).await;
    let (l, h) = (last_limit(&liar).unwrap(), last_limit(&honest).unwrap());
    assert!(l + h <= 22_000.0 && h >= 3_000.0, "{l} + {h}");
}
