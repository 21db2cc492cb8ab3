//! Firmware campaigns (docs/ocpp.md, "Firmware campaigns"): a firmware image reaches a site's
//! stations (OCPP 2.0.1 and 1.6) a few at a time through the scheduler, which the tests drive
//! with their own clock; each station's own reports move its part, a BootNotification with the
//! new version completes it, and failures halt the whole campaign.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::station::{Station, eventually, make_station};
use api_tests::{Org, TestApp};
use shared::time::now_ms;

const CAMPAIGNS: &str = "/inventory-service/firmware-campaigns";
const UPDATES: [&str; 2] = ["UpdateFirmware", "SignedUpdateFirmware"];

/// One simulated station of a fleet: its asset, identity, version and connection.
struct Charger {
    asset: String,
    v16: bool,
    sim: Station,
}

impl Charger {
    /// The UpdateFirmware (or SignedUpdateFirmware) CALLs it received.
    fn updates(&self) -> Vec<Value> {
        self.sim
            .received()
            .into_iter()
            .filter(|(action, _)| UPDATES.contains(&action.as_str()))
            .map(|(_, p)| p)
            .collect()
    }

    /// Reports a firmware status: 2.0.1 names `request_id`, 1.6 names none.
    async fn reports(&self, status: &str, request_id: Option<i64>) {
        let mut payload = json!({"status": status});
        if let Some(request_id) = request_id.filter(|_| !self.v16) {
            payload["requestId"] = json!(request_id);
        }
        self.sim.call("FirmwareStatusNotification", payload).await.expect("answered");
    }

    /// The `requestId` of the update it was sent (2.0.1).
    fn request_id(&self) -> Option<i64> {
        self.updates().first().and_then(|update| update["requestId"].as_i64())
    }

    /// Boots (as after a reboot) reporting `firmware`.
    async fn boots_with(&self, firmware: &str) {
        let answer = if self.v16 {
            let boot =
                json!({"chargePointVendor": "Acme", "chargePointModel": "Volt", "firmwareVersion": firmware});
            self.sim.call("BootNotification", boot).await
        } else {
            self.sim.boot("Acme", "Volt", firmware).await
        };
        assert_eq!(answer.expect("answered")["status"], "Accepted");
    }
}

/// `count` stations at one new site of `org` (every odd one speaks 1.6), connected and booted
/// with firmware 1.0: the site's id and the stations.
async fn fleet(app: &TestApp, org: &Org, count: usize) -> (String, Vec<Charger>) {
    let owner = org.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let url = format!("{}/{}", app.ocpp_url, org.org_id().uuid());
    let mut chargers = Vec::new();
    for n in 0..count {
        let identity = format!("FW-{n:02}");
        let asset = app.create_asset(&owner, &site, &identity, 22.0).await["id"].as_str().unwrap().to_owned();
        let password = make_station(app, org, &asset, &identity).await;
        let v16 = n % 2 == 1;
        let sim = if v16 {
            Station::connect_16(&url, &identity, &password).await
        } else {
            Station::connect(&url, &identity, &password).await
        };
        let charger =
            Charger { asset, v16, sim: sim.unwrap_or_else(|status| panic!("refused with {status}")) };
        charger.boots_with("1.0").await;
        chargers.push(charger);
    }
    (site, chargers)
}

fn iso(at_ms: i64) -> String {
    shared::time::iso(at_ms)
}

fn campaign_body(site: &str, max_concurrent: i64, halt_after_failures: i64) -> Value {
    json!({
        "location": "https://firmware.example/volt-2.0.bin",
        "version": "2.0",
        "targets": {"site_id": site},
        "start_at": iso(now_ms() - 1_000),
        "max_concurrent": max_concurrent,
        "halt_after_failures": halt_after_failures,
    })
}

/// A campaign made by the owner: its id.
async fn campaign(app: &TestApp, body: Value) -> String {
    let made = app.send(Method::POST, CAMPAIGNS, &app.a.key("owner"), Some(body)).await;
    assert_eq!(made.status, 201, "{}", made.body);
    made.body["data"]["id"].as_str().unwrap().to_owned()
}

async fn shown(app: &TestApp, id: &str) -> Value {
    let reply = app.get(format!("{CAMPAIGNS}/{id}"), &app.a.key("viewer")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].clone()
}

/// Each station's state, by asset.
async fn states(app: &TestApp, id: &str) -> Vec<(String, String)> {
    let campaign = shown(app, id).await;
    let stations = campaign["stations"].as_array().unwrap();
    stations
        .iter()
        .map(|s| (s["asset_id"].as_str().unwrap().to_owned(), s["state"].as_str().unwrap().to_owned()))
        .collect()
}

async fn state_of(app: &TestApp, id: &str, asset: &str) -> String {
    states(app, id)
        .await
        .into_iter()
        .find(|(a, _)| a == asset)
        .map(|(_, state)| state)
        .expect("a station of the campaign")
}

async fn run_scheduler(app: &TestApp) -> scheduler::Report {
    scheduler::run(&app.app, now_ms()).await.expect("scheduler run")
}

fn total_updates(chargers: &[Charger]) -> usize {
    chargers.iter().map(|c| c.updates().len()).sum()
}

/// Runs the scheduler until `sent` stations in all received an update (the calls are answered
/// by the stations' own tasks).
async fn sent_to(chargers: &[Charger], sent: usize) {
    eventually("the updates reached the stations", || async { total_updates(chargers) >= sent }).await;
}

#[tokio::test]
async fn a_failure_halts_the_campaign_and_no_more_updates_reach_the_site() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 6).await;
    let id = campaign(&app, campaign_body(&site, 2, 1)).await;
    let report = run_scheduler(&app).await;
    assert_eq!(report.firmware_sent, 2, "max_concurrent");
    sent_to(&chargers, 2).await;
    let sent: Vec<&Charger> = chargers.iter().filter(|c| !c.updates().is_empty()).collect();
    assert_eq!(sent.len(), 2, "two stations, one update each");
    // Running again sends nothing more while both are in flight.
    assert_eq!(run_scheduler(&app).await.firmware_sent, 0);
    assert_eq!(total_updates(&chargers), 2);

    let (bad, good) = (sent[0], sent[1]);
    bad.reports("Downloading", bad.request_id()).await;
    bad.reports("DownloadFailed", bad.request_id()).await;
    eventually("the campaign halted", || async { shown(&app, &id).await["status"] == "halted" }).await;
    let campaign = shown(&app, &id).await;
    assert_eq!(campaign["halt_reason"], "failures");
    let failed = campaign["stations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["asset_id"] == bad.asset.as_str())
        .cloned();
    assert_eq!(
        failed.map(|s| (s["state"].clone(), s["reason"].clone())),
        Some((json!("failed"), json!("DownloadFailed")))
    );

    // The other one finishes, which frees a place: still nothing more is sent.
    good.reports("Installed", good.request_id()).await;
    good.boots_with("2.0").await;
    assert_eq!(state_of(&app, &id, &good.asset).await, "installed");
    for _ in 0..3 {
        assert_eq!(run_scheduler(&app).await.firmware_sent, 0);
    }
    assert_eq!(total_updates(&chargers), 2, "no UpdateFirmware after the halt");
    let pending = states(&app, &id).await.into_iter().filter(|(_, state)| state == "pending").count();
    assert_eq!(pending, 4);
    let events = app.get("/asset-controls/events?type=firmware_campaign_halted", &app.a.key("viewer")).await;
    assert_eq!(events.body["data"].as_array().map(Vec::len), Some(1), "{}", events.body);
}

#[tokio::test]
async fn stations_that_report_their_progress_and_boot_with_the_new_version_complete_the_campaign() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 2).await;
    let id = campaign(&app, campaign_body(&site, 2, 1)).await;
    assert_eq!(run_scheduler(&app).await.firmware_sent, 2);
    sent_to(&chargers, 2).await;
    let new = &chargers[0].updates()[0];
    assert_eq!(new["firmware"]["location"], "https://firmware.example/volt-2.0.bin");
    assert!(new["requestId"].as_i64().is_some_and(|id| id > 0));
    let old = &chargers[1].updates()[0];
    assert_eq!(old["location"], "https://firmware.example/volt-2.0.bin", "1.6's UpdateFirmware");
    assert_eq!(state_of(&app, &id, &chargers[0].asset).await, "sent");

    for charger in &chargers {
        for (status, state) in
            [("Downloading", "downloading"), ("Downloaded", "downloaded"), ("Installing", "installing")]
        {
            charger.reports(status, charger.request_id()).await;
            assert_eq!(state_of(&app, &id, &charger.asset).await, state);
        }
        // An older stage reported late moves nothing back.
        charger.reports("Downloading", charger.request_id()).await;
        assert_eq!(state_of(&app, &id, &charger.asset).await, "installing");
        charger.boots_with("2.0").await;
        assert_eq!(state_of(&app, &id, &charger.asset).await, "installed");
    }
    run_scheduler(&app).await;
    let done = shown(&app, &id).await;
    assert_eq!(done["status"], "completed", "{done}");
    assert_eq!(done["counts"], json!({"stations": 2, "in_progress": 0, "installed": 2, "failed": 0}));
    let asset =
        app.get(format!("/inventory-service/assets/{}", chargers[0].asset), &app.a.key("viewer")).await;
    assert_eq!(asset.body["data"]["station"]["firmware_version"], "2.0");
    for kind in ["firmware_campaign_created", "firmware_campaign_completed"] {
        let events = app.get(format!("/asset-controls/events?type={kind}"), &app.a.key("viewer")).await;
        assert_eq!(events.body["data"].as_array().map(Vec::len), Some(1), "{kind}: {}", events.body);
        assert_eq!(events.body["data"][0]["data"]["campaign_id"], id.as_str());
    }
    let changes = app
        .get(
            format!(
                "/asset-controls/events?type=firmware_campaign_station_changed&asset_id={}",
                chargers[0].asset
            ),
            &app.a.key("viewer"),
        )
        .await;
    let steps: Vec<&str> =
        changes.body["data"].as_array().unwrap().iter().filter_map(|e| e["data"]["state"].as_str()).collect();
    assert_eq!(steps.len(), 5, "sent, downloading, downloaded, installing, installed: {steps:?}");
}

#[tokio::test]
async fn a_charging_station_is_skipped_until_it_is_idle() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 1).await;
    let station = &chargers[0];
    let started = json!({"eventType": "Started", "timestamp": "2026-11-24T16:00:00Z", "triggerReason": "CablePluggedIn",
        "seqNo": 0, "transactionInfo": {"transactionId": "tx-fw"}, "evse": {"id": 1, "connectorId": 1}});
    station.sim.call("TransactionEvent", started).await.expect("answered");
    let id = campaign(&app, campaign_body(&site, 1, 1)).await;
    assert_eq!(run_scheduler(&app).await.firmware_sent, 0);
    assert!(station.updates().is_empty(), "not while it charges");
    assert_eq!(state_of(&app, &id, &station.asset).await, "pending");

    let ended = json!({"eventType": "Ended", "timestamp": "2026-11-24T17:00:00Z", "triggerReason": "EVCommunicationLost",
        "seqNo": 1, "transactionInfo": {"transactionId": "tx-fw", "stoppedReason": "EVDisconnected"}});
    station.sim.call("TransactionEvent", ended).await.expect("answered");
    assert_eq!(run_scheduler(&app).await.firmware_sent, 1);
    sent_to(&chargers, 1).await;
    assert_eq!(state_of(&app, &id, &station.asset).await, "sent");
}

#[tokio::test]
async fn a_station_cannot_move_another_stations_part_or_forge_a_request() {
    let app = TestApp::spawn().await;
    let (site, mut chargers) = fleet(&app, &app.a, 3).await;
    // Two 2.0.1 stations (0 and 2).
    chargers.remove(1);
    let id = campaign(&app, campaign_body(&site, 3, 1)).await;
    run_scheduler(&app).await;
    sent_to(&chargers, 2).await;
    let (victim, forger) = (&chargers[0], &chargers[1]);
    // The forger names the victim's request: it speaks only for itself, whose request differs.
    forger.reports("InstallationFailed", victim.request_id()).await;
    // A 2.0.1 report naming no request names none of the platform's.
    forger.reports("InstallationFailed", None).await;
    forger
        .sim
        .call("FirmwareStatusNotification", json!({"status": "InstallationFailed", "requestId": 1}))
        .await
        .expect("answered");
    assert_eq!(state_of(&app, &id, &victim.asset).await, "sent");
    assert_eq!(state_of(&app, &id, &forger.asset).await, "sent");
    assert_eq!(shown(&app, &id).await["status"], "running");
    // Its own request moves its own part only.
    forger.reports("Downloading", forger.request_id()).await;
    assert_eq!(state_of(&app, &id, &forger.asset).await, "downloading");
    assert_eq!(state_of(&app, &id, &victim.asset).await, "sent");
}

#[tokio::test]
async fn an_operator_halts_and_resumes_a_campaign() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 2).await;
    let id = campaign(&app, campaign_body(&site, 1, 1)).await;
    let admin = app.a.key("admin");
    let halt = format!("{CAMPAIGNS}/{id}/halt");
    let resume = format!("{CAMPAIGNS}/{id}/resume");
    let halted = app.send(Method::POST, &halt, &admin, None).await;
    assert_eq!((halted.status, &halted.body["data"]["status"]), (200, &json!("halted")), "{}", halted.body);
    assert_eq!(halted.body["data"]["halt_reason"], "operator");
    let again = app.send(Method::POST, &halt, &admin, None).await;
    assert_eq!((again.status, again.code()), (409, "CONFLICT"), "{}", again.body);
    assert_eq!(run_scheduler(&app).await.firmware_sent, 0);
    assert_eq!(total_updates(&chargers), 0);

    let resumed = app.send(Method::POST, &resume, &admin, None).await;
    assert_eq!(
        (resumed.status, &resumed.body["data"]["status"]),
        (200, &json!("running")),
        "{}",
        resumed.body
    );
    assert_eq!(app.send(Method::POST, &resume, &admin, None).await.status, 409);
    assert_eq!(run_scheduler(&app).await.firmware_sent, 1);
    sent_to(&chargers, 1).await;
    let viewer = app.send(Method::POST, &halt, &app.a.key("viewer"), None).await;
    assert_eq!(viewer.status, 403, "halting takes admin:assets");
    for kind in ["firmware_campaign_halted", "firmware_campaign_resumed"] {
        let events = app.get(format!("/asset-controls/events?type={kind}"), &app.a.key("viewer")).await;
        assert_eq!(events.body["data"].as_array().map(Vec::len), Some(1), "{kind}");
    }
}

#[tokio::test]
async fn a_campaign_request_is_checked_field_by_field() {
    let app = TestApp::spawn().await;
    let (site, _chargers) = fleet(&app, &app.a, 1).await;
    let owner = app.a.key("owner");
    let post = |body: Value| {
        let owner = owner.clone();
        let app = &app;
        async move { app.send(Method::POST, CAMPAIGNS, &owner, Some(body)).await }
    };
    let empty = post(json!({})).await;
    assert_eq!((empty.status, empty.code()), (422, "VALIDATION_ERROR"), "{}", empty.body);
    for field in ["location", "version", "targets", "start_at", "max_concurrent", "halt_after_failures"] {
        assert!(empty.body["error"]["details"]["fields"].get(field).is_some(), "{field}: {}", empty.body);
    }
    let mut bad = campaign_body(&site, 0, 1);
    bad["location"] = json!("file:///etc/shadow");
    bad["targets"] = json!({"site_id": site, "asset_ids": []});
    bad["signature"] = json!("c2ln");
    let refused = post(bad).await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    for field in ["location", "targets", "max_concurrent", "signature"] {
        assert!(refused.body["error"]["details"]["fields"].get(field).is_some(), "{field}: {}", refused.body);
    }
    // A plain asset is no station.
    let plain = app.create_asset(&owner, &site, "Plain", 11.0).await["id"].as_str().unwrap().to_owned();
    let mut body = campaign_body(&site, 1, 1);
    body["targets"] = json!({"asset_ids": [plain]});
    let refused = post(body).await;
    assert_eq!((refused.status, refused.code()), (422, "INVALID_VALUE"), "{}", refused.body);
    // A site without stations, another organization's site.
    let bare = app.create_site(&owner, "Bare").await;
    assert_eq!(post(campaign_body(&bare, 1, 1)).await.status, 422);
    let foreign = app.create_site(&app.b.key("owner"), "Theirs").await;
    assert_eq!(post(campaign_body(&foreign, 1, 1)).await.status, 403);
    // Not a JSON object; an unknown campaign.
    let array = post(json!([1])).await;
    assert_eq!(array.status, 422, "{}", array.body);
    let unknown = app.get(format!("{CAMPAIGNS}/fwc_0000000000000000000000"), &owner).await;
    assert_eq!(unknown.status, 404, "{}", unknown.body);
    let viewer =
        app.send(Method::POST, CAMPAIGNS, &app.a.key("viewer"), Some(campaign_body(&site, 1, 1))).await;
    assert_eq!(viewer.status, 403, "making a campaign takes admin:assets");
}

#[tokio::test]
async fn a_site_limited_caller_reaches_only_campaigns_at_its_sites() {
    let app = TestApp::spawn().await;
    let own_site = app.site_delegate(&app.a).await;
    let delegate = app.a.key("viewer");
    // A site-bound station elsewhere, and the owner's campaign over it.
    let owner = app.a.key("owner");
    let other_site = app.create_site(&owner, "Elsewhere").await;
    let body = json!({"name": "Hidden", "site_id": other_site, "capacity": 22, "visibility": "site"});
    let hidden = app.send(Method::POST, "/inventory-service/assets", &owner, Some(body)).await;
    make_station(&app, &app.a, hidden.body["data"]["id"].as_str().unwrap(), "FW-HIDDEN").await;
    let owners = campaign(&app, campaign_body(&other_site, 1, 1)).await;

    let refused = app.send(Method::POST, CAMPAIGNS, &delegate, Some(campaign_body(&other_site, 1, 1))).await;
    assert_eq!((refused.status, refused.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", refused.body);
    let mut by_asset = campaign_body(&other_site, 1, 1);
    by_asset["targets"] = json!({"asset_ids": [hidden.body["data"]["id"]]});
    let refused = app.send(Method::POST, CAMPAIGNS, &delegate, Some(by_asset)).await;
    assert_eq!((refused.status, refused.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", refused.body);
    let asset = app.create_asset(&delegate, &own_site, "Mine", 11.0).await["id"].as_str().unwrap().to_owned();
    make_station(&app, &app.a, &asset, "FW-MINE").await;
    let mine = app.send(Method::POST, CAMPAIGNS, &delegate, Some(campaign_body(&own_site, 1, 1))).await;
    assert_eq!(mine.status, 201, "{}", mine.body);

    assert_eq!(app.get(format!("{CAMPAIGNS}/{owners}"), &delegate).await.status, 403);
    let halt = app.send(Method::POST, &format!("{CAMPAIGNS}/{owners}/halt"), &delegate, None).await;
    assert_eq!(halt.status, 403);
    let listed = app.get(CAMPAIGNS, &delegate).await;
    let ids: Vec<&str> =
        listed.body["data"].as_array().unwrap().iter().filter_map(|c| c["id"].as_str()).collect();
    assert_eq!(ids, vec![mine.body["data"]["id"].as_str().unwrap()]);
    let all = app.get(CAMPAIGNS, &app.a.key("owner")).await;
    assert_eq!(all.body["data"].as_array().map(Vec::len), Some(2));
    // Another organization sees none of them.
    let theirs = app.get(format!("{CAMPAIGNS}/{owners}"), &app.b.key("owner")).await;
    assert_eq!(theirs.status, 403);
}

#[tokio::test]
async fn two_scheduler_runs_at_once_send_each_station_one_update() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 3).await;
    campaign(&app, campaign_body(&site, 3, 1)).await;
    let now = now_ms();
    let (first, second) = tokio::join!(scheduler::run(&app.app, now), scheduler::run(&app.app, now));
    let sent = first.expect("a run").firmware_sent + second.expect("a run").firmware_sent;
    assert_eq!(sent, 3);
    sent_to(&chargers, 3).await;
    for charger in &chargers {
        assert_eq!(charger.updates().len(), 1, "exactly once per station");
    }
    assert_eq!(run_scheduler(&app).await.firmware_sent, 0);
    assert_eq!(total_updates(&chargers), 3);
}

/// The DynamoDB calls a request made (`X-Debug`), sorted, without the rate limit's own.
async fn calls_of(app: &TestApp, method: Method, path: &str, body: Option<Value>) -> Vec<String> {
    let mut request = app.request(method, path, &app.a.key("owner")).header("X-Debug", "true");
    if let Some(body) = body {
        request = request.json(&body);
    }
    let reply = api_tests::Reply::from(request.send().await.expect("request")).await;
    assert!(reply.status < 300, "{}", reply.body);
    let mut calls: Vec<String> = reply.body["debug"]["dynamodb_calls"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|call| call.as_str().map(str::to_owned))
        .filter(|call| !call.starts_with("rate_limit:"))
        .collect();
    calls.sort();
    calls
}

#[tokio::test]
async fn a_campaign_costs_a_bounded_number_of_calls() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 6).await;
    // Two campaigns over three stations each: a station is in one campaign at a time.
    let half = |from: usize| {
        let mut body = campaign_body(&site, 2, 1);
        let ids: Vec<&str> = chargers[from..from + 3].iter().map(|c| c.asset.as_str()).collect();
        body["targets"] = json!({"asset_ids": ids});
        body
    };
    let made = calls_of(&app, Method::POST, CAMPAIGNS, Some(half(0))).await;
    // The assets (one batch of 100), the stations (one batch of 25), the stations' campaign
    // pointers (one batch read, one batch write), the
    // campaign's transaction, the organization's webhooks (one Query), and the caller's
    // first authentication (cold caches).
    assert!(made.len() <= 11, "{made:?}");
    let id = campaign(&app, half(3)).await;
    // What reading one site costs this caller (its authentication included), plus the
    // campaign's stations: one Query.
    let mut expected = calls_of(&app, Method::GET, &format!("/inventory-service/sites/{site}"), None).await;
    expected.push("Query".into());
    expected.sort();
    assert_eq!(calls_of(&app, Method::GET, &format!("{CAMPAIGNS}/{id}"), None).await, expected);
    // A page of campaigns: one Query where the site was one GetItem.
    let listed = calls_of(&app, Method::GET, CAMPAIGNS, None).await;
    assert_eq!(listed.len(), expected.len() - 1, "{listed:?}");
    assert_eq!(listed.iter().filter(|call| *call == "Query").count(), 1, "{listed:?}");
}

/// Two creates that ran at once both passed the check that a station is in no other campaign:
/// the station is pending in both. Its pointer names the one whose create wrote it last, and
/// only that one sends it the update; the other's part fails `station_busy`, uncounted.
#[tokio::test]
async fn a_station_two_racing_creates_both_took_is_sent_one_update() {
    use aws_sdk_dynamodb::types::AttributeValue;
    use shared::ids::{AssetId, FirmwareCampaignId};
    use shared::store::firmware_campaigns::{Created, Target};
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 1).await;
    let first = campaign(&app, campaign_body(&site, 1, 1)).await;
    let store = &app.app.store;
    let stored =
        store.campaign(FirmwareCampaignId::parse(&first).unwrap()).await.unwrap().expect("the campaign");
    let asset = AssetId::parse(&chargers[0].asset).unwrap();
    // The second create checked the station before the first wrote its pointer: as if the
    // pointer were not there yet. Its own pointer write then lands last.
    store
        .client()
        .delete_item()
        .table_name(store.table())
        .key("PK", AttributeValue::S(format!("FWTARGET#{}", asset.uuid())))
        .key("SK", AttributeValue::S("FWTARGET".into()))
        .send()
        .await
        .expect("the pointer not yet written");
    let mut racing = stored.clone();
    racing.id = FirmwareCampaignId::generate();
    let targets = [Target { asset_id: asset, identity: "FW-00".into() }];
    let created = store.create_campaign(&racing, &targets, None).await.expect("the racing create");
    assert_eq!(created, Created::Created);
    let second = racing.id.to_string();
    assert_eq!(state_of(&app, &first, &chargers[0].asset).await, "pending");
    assert_eq!(state_of(&app, &second, &chargers[0].asset).await, "pending");

    assert_eq!(run_scheduler(&app).await.firmware_sent, 1);
    sent_to(&chargers, 1).await;
    assert_eq!(run_scheduler(&app).await.firmware_sent, 0);
    assert_eq!(chargers[0].updates().len(), 1, "one UpdateFirmware reached the station");
    assert_eq!(state_of(&app, &second, &chargers[0].asset).await, "sent");
    let loser = shown(&app, &first).await;
    let part = &loser["stations"][0];
    assert_eq!((&part["state"], &part["reason"]), (&json!("failed"), &json!("station_busy")), "{loser}");
    assert_eq!(loser["counts"]["failed"], 0, "not the image's failure");
}

/// A create that wrote its stations' pointers and then failed (over the organization's cap,
/// or any error after the write) leaves a pointer naming a campaign that does not exist: the
/// campaign that does exist still sends the station its update, taking the pointer over.
#[tokio::test]
async fn a_pointer_left_by_a_failed_create_does_not_keep_the_station_from_its_update() {
    use aws_sdk_dynamodb::types::AttributeValue;
    use shared::ids::{AssetId, FirmwareCampaignId};
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 1).await;
    let id = campaign(&app, campaign_body(&site, 1, 1)).await;
    let store = &app.app.store;
    let asset = AssetId::parse(&chargers[0].asset).unwrap();
    let org =
        store.campaign(FirmwareCampaignId::parse(&id).unwrap()).await.unwrap().expect("the campaign").org_id;
    // The racing create's pointer write landed last; its transaction then failed.
    store
        .client()
        .put_item()
        .table_name(store.table())
        .item("PK", AttributeValue::S(format!("FWTARGET#{}", asset.uuid())))
        .item("SK", AttributeValue::S("FWTARGET".into()))
        .item("org_id", AttributeValue::S(org.uuid().to_string()))
        .item("campaign_id", AttributeValue::S(FirmwareCampaignId::generate().uuid().to_string()))
        .send()
        .await
        .expect("a pointer naming no campaign");

    assert_eq!(run_scheduler(&app).await.firmware_sent, 1);
    sent_to(&chargers, 1).await;
    assert_eq!(state_of(&app, &id, &chargers[0].asset).await, "sent");
}

/// A pointer naming a campaign whose part is in flight keeps the station: another campaign
/// that took it in a racing create fails it `station_busy` rather than send a second update.
#[tokio::test]
async fn a_pointer_naming_a_campaign_with_the_station_in_flight_keeps_it_busy() {
    use aws_sdk_dynamodb::types::AttributeValue;
    use shared::ids::{AssetId, FirmwareCampaignId};
    use shared::store::firmware_campaigns::{Claimed, Created, Target};
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 1).await;
    let first = campaign(&app, campaign_body(&site, 1, 1)).await;
    let store = &app.app.store;
    let stored =
        store.campaign(FirmwareCampaignId::parse(&first).unwrap()).await.unwrap().expect("the campaign");
    let asset = AssetId::parse(&chargers[0].asset).unwrap();
    // A second create raced the first past its check and wrote the pointer last ...
    store
        .client()
        .delete_item()
        .table_name(store.table())
        .key("PK", AttributeValue::S(format!("FWTARGET#{}", asset.uuid())))
        .key("SK", AttributeValue::S("FWTARGET".into()))
        .send()
        .await
        .expect("the pointer not yet written");
    let mut racing = stored.clone();
    racing.id = FirmwareCampaignId::generate();
    let targets = [Target { asset_id: asset, identity: "FW-00".into() }];
    assert_eq!(store.create_campaign(&racing, &targets, None).await.unwrap(), Created::Created);
    // ... and a run claimed the station for it: its update is in flight.
    assert_eq!(store.claim_campaign_station(&racing, asset, 77, now_ms()).await.unwrap(), Claimed::Claimed);
    assert!(store.mark_campaign_dispatched(&racing, asset, 77, now_ms()).await.unwrap());

    assert_eq!(
        store.claim_campaign_station(&stored, asset, 78, now_ms()).await.unwrap(),
        Claimed::StationBusy
    );
    assert_eq!(run_scheduler(&app).await.firmware_sent, 0);
    assert!(chargers[0].updates().is_empty(), "no second update");
    let loser = shown(&app, &first).await;
    let part = &loser["stations"][0];
    assert_eq!((&part["state"], &part["reason"]), (&json!("failed"), &json!("station_busy")), "{loser}");
    assert_eq!(state_of(&app, &racing.id.to_string(), &chargers[0].asset).await, "sent");
}

#[tokio::test]
async fn a_claim_whose_run_died_before_the_call_is_given_back_and_sent_once_later() {
    use shared::ids::{AssetId, FirmwareCampaignId};
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 2).await;
    let id = campaign(&app, campaign_body(&site, 2, 2)).await;
    // A run claimed the first station, then died before it called it (never marked dispatched).
    let store = &app.app.store;
    let stored =
        store.campaign(FirmwareCampaignId::parse(&id).unwrap()).await.unwrap().expect("the campaign");
    let dead = AssetId::parse(&chargers[0].asset).unwrap();
    let claimed = store.claim_campaign_station(&stored, dead, 77, now_ms()).await.unwrap();
    assert_eq!(claimed, shared::store::firmware_campaigns::Claimed::Claimed);

    // The next run sends the other station only: the claim may still belong to a live run.
    assert_eq!(run_scheduler(&app).await.firmware_sent, 1);
    sent_to(&chargers, 1).await;
    assert!(chargers[0].updates().is_empty());
    assert_eq!(state_of(&app, &id, &chargers[0].asset).await, "sent");

    // Minutes later no run can hold it: it is given back and sent, once, never timed out.
    let later = now_ms() + 5 * 60_000;
    assert_eq!(scheduler::run(&app.app, later).await.expect("a run").firmware_sent, 1);
    sent_to(&chargers, 2).await;
    assert_eq!(chargers[0].updates().len(), 1);
    assert_eq!(shown(&app, &id).await["counts"]["failed"], 0);
}

#[tokio::test]
async fn a_dispatched_claim_without_reports_times_out() {
    use shared::domain::firmware_campaign::REPORT_TIMEOUT_MS;
    use shared::ids::{AssetId, FirmwareCampaignId};
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 2).await;
    let id = campaign(&app, campaign_body(&site, 2, 2)).await;
    // A run claimed the first station and was calling it when it died: whether the station
    // took the update is unknown, so it is never sent again.
    let store = &app.app.store;
    let stored =
        store.campaign(FirmwareCampaignId::parse(&id).unwrap()).await.unwrap().expect("the campaign");
    let dead = AssetId::parse(&chargers[0].asset).unwrap();
    store.claim_campaign_station(&stored, dead, 77, now_ms()).await.unwrap();
    assert!(store.mark_campaign_dispatched(&stored, dead, 77, now_ms()).await.unwrap());
    assert_eq!(run_scheduler(&app).await.firmware_sent, 1);
    sent_to(&chargers, 1).await;

    // Nobody heard from it within the report timeout: it fails, and counts as a failure.
    let later = now_ms() + REPORT_TIMEOUT_MS + 60_000;
    scheduler::run(&app.app, later).await.expect("a run");
    let campaign = shown(&app, &id).await;
    let dead_part = campaign["stations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["asset_id"] == chargers[0].asset.as_str())
        .cloned();
    assert_eq!(dead_part.map(|s| s["reason"].clone()), Some(json!("timed_out")));
    assert_eq!(campaign["counts"]["failed"], 2, "both were sent, neither reported");
    assert!(chargers[0].updates().is_empty(), "still never sent to the first");
}

#[tokio::test]
async fn one_organizations_many_campaigns_do_not_stall_anothers() {
    use shared::domain::firmware_campaign::MAX_ACTIVE_CAMPAIGNS;
    let app = TestApp::spawn().await;
    // Organization b fills its quota with campaigns over offline stations, one site each.
    app.lift_limits(&app.b).await;
    let theirs = app.b.key("owner");
    for n in 0..MAX_ACTIVE_CAMPAIGNS {
        let site = app.create_site(&theirs, &format!("B{n}")).await;
        let asset = app.create_asset(&theirs, &site, "Off", 11.0).await["id"].as_str().unwrap().to_owned();
        make_station(&app, &app.b, &asset, &format!("B-{n:02}")).await;
        let made = app.send(Method::POST, CAMPAIGNS, &theirs, Some(campaign_body(&site, 1, 1))).await;
        assert_eq!(made.status, 201, "{}", made.body);
    }
    // One more is refused, naming the limit.
    let site = app.create_site(&theirs, "One too many").await;
    let asset = app.create_asset(&theirs, &site, "Off", 11.0).await["id"].as_str().unwrap().to_owned();
    make_station(&app, &app.b, &asset, "B-XX").await;
    let refused = app.send(Method::POST, CAMPAIGNS, &theirs, Some(campaign_body(&site, 1, 1))).await;
    assert_eq!((refused.status, refused.code()), (409, "CONFLICT"), "{}", refused.body);
    assert_eq!(refused.body["error"]["details"]["reason"], "too_many_active_campaigns", "{}", refused.body);

    // Organization a's campaign is sent by the very next run, and b's offline stations are
    // passed over without a claim.
    let (site, chargers) = fleet(&app, &app.a, 1).await;
    let id = campaign(&app, campaign_body(&site, 1, 1)).await;
    assert_eq!(run_scheduler(&app).await.firmware_sent, 1);
    sent_to(&chargers, 1).await;
    assert_eq!(state_of(&app, &id, &chargers[0].asset).await, "sent");
    let listed = app.get(format!("{CAMPAIGNS}?limit=100"), &theirs).await;
    for campaign in listed.body["data"].as_array().unwrap() {
        assert_eq!(campaign["counts"]["in_progress"], 0, "{campaign}");
    }
    let events = app.get("/asset-controls/events?type=firmware_campaign_station_changed", &theirs).await;
    assert_eq!(events.body["data"].as_array().map(Vec::len), Some(0), "{}", events.body);
}

#[tokio::test]
async fn a_station_in_another_campaign_not_done_with_it_is_refused() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 2).await;
    let first = campaign(&app, campaign_body(&site, 1, 1)).await;
    let mut again = campaign_body(&site, 1, 1);
    again["targets"] = json!({"asset_ids": [chargers[1].asset]});
    let refused = app.send(Method::POST, CAMPAIGNS, &app.a.key("owner"), Some(again.clone())).await;
    assert_eq!((refused.status, refused.code()), (409, "CONFLICT"), "{}", refused.body);
    let details = &refused.body["error"]["details"];
    assert_eq!(details["reason"], "station_in_another_campaign", "{}", refused.body);
    assert_eq!(details["asset_id"], chargers[1].asset.as_str());
    assert_eq!(details["campaign_id"], first.as_str());
    // Once its part there is done, it may be targeted again.
    assert_eq!(run_scheduler(&app).await.firmware_sent, 1);
    sent_to(&chargers, 1).await;
    let sent = chargers.iter().find(|c| !c.updates().is_empty()).unwrap();
    let other = chargers.iter().find(|c| c.updates().is_empty()).unwrap();
    sent.reports("DownloadFailed", sent.request_id()).await;
    eventually("halted", || async { shown(&app, &first).await["status"] == "halted" }).await;
    let mut body = campaign_body(&site, 1, 1);
    body["targets"] = json!({"asset_ids": [sent.asset]});
    let made = app.send(Method::POST, CAMPAIGNS, &app.a.key("owner"), Some(body)).await;
    assert_eq!(made.status, 201, "a failed part is done: {}", made.body);
    body = campaign_body(&site, 1, 1);
    body["targets"] = json!({"asset_ids": [other.asset]});
    let pending = app.send(Method::POST, CAMPAIGNS, &app.a.key("owner"), Some(body)).await;
    assert_eq!(pending.status, 409, "a pending part is not: {}", pending.body);
}

#[tokio::test]
async fn halting_and_resuming_take_the_campaigns_site_not_only_seeing_it() {
    let app = TestApp::spawn().await;
    app.site_delegate(&app.a).await;
    let delegate = app.a.key("viewer");
    // Stations visible to the whole organization, at a site the delegate is not assigned to.
    let (site, _chargers) = fleet(&app, &app.a, 1).await;
    let id = campaign(&app, campaign_body(&site, 1, 1)).await;
    assert_eq!(app.get(format!("{CAMPAIGNS}/{id}"), &delegate).await.status, 200, "it sees the campaign");
    for action in ["halt", "resume"] {
        let refused = app.send(Method::POST, &format!("{CAMPAIGNS}/{id}/{action}"), &delegate, None).await;
        assert_eq!((refused.status, refused.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", refused.body);
    }
    assert_eq!(shown(&app, &id).await["status"], "running");
}

#[tokio::test]
async fn a_campaign_starts_within_90_days_and_an_unsigned_image_comes_encrypted() {
    let app = TestApp::spawn().await;
    let (site, _chargers) = fleet(&app, &app.a, 1).await;
    let owner = app.a.key("owner");
    let mut far = campaign_body(&site, 1, 1);
    far["start_at"] = json!(iso(now_ms() + 91 * 86_400_000));
    let refused = app.send(Method::POST, CAMPAIGNS, &owner, Some(far)).await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(refused.body["error"]["details"]["fields"].get("start_at").is_some(), "{}", refused.body);
    let mut plain = campaign_body(&site, 1, 1);
    plain["location"] = json!("http://firmware.example/volt-2.0.bin");
    let refused = app.send(Method::POST, CAMPAIGNS, &owner, Some(plain)).await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(refused.body["error"]["details"]["fields"].get("location").is_some(), "{}", refused.body);
}

#[tokio::test]
async fn readers_see_the_location_without_credentials_and_the_station_gets_it_whole() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 1).await;
    let secret = "https://user:pw@firmware.example/volt-2.0.bin?X-Amz-Signature=abc";
    let mut body = campaign_body(&site, 1, 1);
    body["location"] = json!(secret);
    let id = campaign(&app, body).await;
    assert_eq!(shown(&app, &id).await["location"], "https://firmware.example/volt-2.0.bin");
    run_scheduler(&app).await;
    sent_to(&chargers, 1).await;
    assert_eq!(chargers[0].updates()[0]["firmware"]["location"], secret);
}

#[tokio::test]
async fn an_offline_station_is_passed_over_without_a_write_and_sent_once_connected() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Later", 22.0).await["id"].as_str().unwrap().to_owned();
    let password = make_station(&app, &app.a, &asset, "FW-LATE").await;
    let id = campaign(&app, campaign_body(&site, 1, 1)).await;
    for _ in 0..2 {
        assert_eq!(run_scheduler(&app).await.firmware_sent, 0);
    }
    assert_eq!(state_of(&app, &id, &asset).await, "pending");
    let events = app.get("/asset-controls/events?type=firmware_campaign_station_changed", &owner).await;
    assert_eq!(events.body["data"].as_array().map(Vec::len), Some(0), "{}", events.body);
    let url = format!("{}/{}", app.ocpp_url, app.a.org_id().uuid());
    let sim = Station::connect(&url, "FW-LATE", &password).await.unwrap_or_else(|s| panic!("refused {s}"));
    let charger = Charger { asset: asset.clone(), v16: false, sim };
    charger.boots_with("1.0").await;
    assert_eq!(run_scheduler(&app).await.firmware_sent, 1);
    sent_to(std::slice::from_ref(&charger), 1).await;
}

#[tokio::test]
async fn a_station_moved_to_another_site_fails_station_moved_uncounted() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 1).await;
    let owner = app.a.key("owner");
    let id = campaign(&app, campaign_body(&site, 1, 1)).await;
    let elsewhere = app.create_site(&owner, "Elsewhere").await;
    let path = format!("/inventory-service/assets/{}", chargers[0].asset);
    let moved = app.send(Method::PATCH, &path, &owner, Some(json!({"site_id": elsewhere}))).await;
    assert_eq!(moved.status, 200, "{}", moved.body);
    assert_eq!(run_scheduler(&app).await.firmware_sent, 0);
    let campaign = shown(&app, &id).await;
    let part = &campaign["stations"][0];
    assert_eq!((&part["state"], &part["reason"]), (&json!("failed"), &json!("station_moved")), "{campaign}");
    assert_eq!(campaign["counts"]["failed"], 0, "not the image's failure");
    assert_eq!(campaign["status"], "running");
    assert!(chargers[0].updates().is_empty());
}

#[tokio::test]
async fn a_sent_station_removed_before_it_reports_fails_station_removed_uncounted() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 1).await;
    let id = campaign(&app, campaign_body(&site, 1, 1)).await;
    run_scheduler(&app).await;
    sent_to(&chargers, 1).await;
    let path = format!("/inventory-service/assets/{}/station", chargers[0].asset);
    let removed = app.send(Method::DELETE, &path, &app.a.key("owner"), None).await;
    assert!(removed.status < 300, "{}", removed.body);
    let later = now_ms() + shared::domain::firmware_campaign::REPORT_TIMEOUT_MS + 60_000;
    scheduler::run(&app.app, later).await.expect("a run");
    let campaign = shown(&app, &id).await;
    let part = &campaign["stations"][0];
    assert_eq!(
        (&part["state"], &part["reason"]),
        (&json!("failed"), &json!("station_removed")),
        "{campaign}"
    );
    assert_eq!(campaign["counts"]["failed"], 0, "not the image's failure");
    assert_ne!(campaign["status"], "halted");
}

#[tokio::test]
async fn a_1_6_boot_without_a_firmware_version_while_installing_fails_nothing() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 2).await;
    let id = campaign(&app, campaign_body(&site, 2, 1)).await;
    run_scheduler(&app).await;
    sent_to(&chargers, 2).await;
    let old = &chargers[1];
    old.reports("Installing", None).await;
    assert_eq!(state_of(&app, &id, &old.asset).await, "installing");
    let boot = json!({"chargePointVendor": "Acme", "chargePointModel": "Volt"});
    assert_eq!(old.sim.call("BootNotification", boot).await.expect("answered")["status"], "Accepted");
    assert_eq!(state_of(&app, &id, &old.asset).await, "installing");
    old.boots_with("2.0").await;
    assert_eq!(state_of(&app, &id, &old.asset).await, "installed");
}

#[tokio::test]
async fn a_signed_status_without_its_request_id_moves_nothing() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 2).await;
    let mut body = campaign_body(&site, 2, 1);
    body["signature"] = json!("c2lnbmF0dXJl");
    body["signing_certificate"] = json!("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----");
    let id = campaign(&app, body).await;
    run_scheduler(&app).await;
    sent_to(&chargers, 2).await;
    let old = &chargers[1];
    let answer =
        old.sim.call("SignedFirmwareStatusNotification", json!({"status": "InvalidSignature"})).await;
    assert!(answer.is_ok(), "recorded, answered");
    assert_eq!(state_of(&app, &id, &old.asset).await, "sent");
}

#[tokio::test]
async fn the_completed_event_carries_the_final_counts() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 1).await;
    let id = campaign(&app, campaign_body(&site, 1, 5)).await;
    run_scheduler(&app).await;
    sent_to(&chargers, 1).await;
    // Sent, then silent past the report timeout: the run that times it out also completes.
    let later = now_ms() + shared::domain::firmware_campaign::REPORT_TIMEOUT_MS + 60_000;
    scheduler::run(&app.app, later).await.expect("a run");
    scheduler::run(&app.app, later).await.expect("a run");
    assert_eq!(shown(&app, &id).await["status"], "completed");
    let events =
        app.get("/asset-controls/events?type=firmware_campaign_completed", &app.a.key("viewer")).await;
    let data = &events.body["data"][0]["data"];
    assert_eq!((&data["failed"], &data["installed"]), (&json!(1), &json!(0)), "{}", events.body);
}

#[tokio::test]
async fn a_signed_image_reaches_a_1_6_station_as_signed_update_firmware() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 2).await;
    let mut body = campaign_body(&site, 2, 1);
    body["signature"] = json!("c2lnbmF0dXJl");
    body["signing_certificate"] = json!("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----");
    let id = campaign(&app, body).await;
    run_scheduler(&app).await;
    sent_to(&chargers, 2).await;
    let (new, old) = (&chargers[0], &chargers[1]);
    assert_eq!(new.sim.received().iter().filter(|(a, _)| a == "UpdateFirmware").count(), 1);
    assert_eq!(new.updates()[0]["firmware"]["signature"], "c2lnbmF0dXJl");
    let signed: Vec<Value> =
        old.sim.received().into_iter().filter(|(a, _)| a == "SignedUpdateFirmware").map(|(_, p)| p).collect();
    assert_eq!(signed.len(), 1, "1.6 with a signature: the whitepaper's message");
    let request_id = signed[0]["requestId"].as_i64().expect("a requestId");
    assert_eq!(
        signed[0]["firmware"]["signingCertificate"],
        "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----"
    );
    // Its signed reports name the request; another request's report moves nothing.
    let report = |status: &str, request: i64| json!({"status": status, "requestId": request});
    old.sim
        .call("SignedFirmwareStatusNotification", report("InvalidSignature", request_id + 1))
        .await
        .expect("answered");
    assert_eq!(state_of(&app, &id, &old.asset).await, "sent");
    old.sim
        .call("SignedFirmwareStatusNotification", report("InvalidSignature", request_id))
        .await
        .expect("answered");
    let campaign = shown(&app, &id).await;
    let part = campaign["stations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["asset_id"] == old.asset.as_str())
        .cloned();
    assert_eq!(
        part.map(|s| (s["state"].clone(), s["reason"].clone())),
        Some((json!("failed"), json!("InvalidSignature")))
    );
    assert_eq!(campaign["status"], "halted");
}

#[tokio::test]
async fn campaign_changes_reach_webhooks() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 1).await;
    let owner = app.a.key("owner");
    let events =
        json!(["firmware_campaign_created", "firmware_campaign_station_changed", "firmware_campaign_halted"]);
    let hook = app
        .send(
            Method::POST,
            "/webhooks",
            &owner,
            Some(json!({"url": "http://127.0.0.1:9/hook", "events": events})),
        )
        .await;
    assert_eq!(hook.status, 201, "{}", hook.body);
    let hook = hook.body["data"]["id"].as_str().unwrap().to_owned();
    campaign(&app, campaign_body(&site, 1, 1)).await;
    run_scheduler(&app).await;
    sent_to(&chargers, 1).await;
    chargers[0].reports("DownloadFailed", chargers[0].request_id()).await;
    let path = format!("/webhooks/{hook}/deliveries?limit=100");
    eventually("the deliveries", || async {
        let deliveries = app.get(&path, &owner).await;
        let mut kinds: Vec<String> = deliveries.body["data"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|d| d["event_type"].as_str().map(str::to_owned))
            .collect();
        kinds.sort();
        kinds
            == [
                "firmware_campaign_created",
                "firmware_campaign_halted",
                "firmware_campaign_station_changed",
                "firmware_campaign_station_changed",
            ]
    })
    .await;
}

/// The owner cancels campaign `id`: the answer.
async fn cancel(app: &TestApp, id: &str) -> api_tests::Reply {
    app.send(Method::POST, &format!("{CAMPAIGNS}/{id}/cancel"), &app.a.key("owner"), None).await
}

/// The organization's campaigns holding a place under the cap, as the store counts them.
async fn places_taken(app: &TestApp, org: &Org) -> i64 {
    app.app.store.active_campaign_count(org.org_id()).await.expect("the count")
}

/// A campaign over each of `chargers` alone, sent to it, whose only part failed: each halted,
/// every part over (one run sends them all; the next would complete them).
async fn halted_and_over(app: &TestApp, site: &str, chargers: &[Charger]) -> Vec<String> {
    let mut ids = Vec::new();
    for charger in chargers {
        let mut body = campaign_body(site, 1, 1);
        body["targets"] = json!({"asset_ids": [charger.asset]});
        ids.push(campaign(app, body).await);
    }
    assert_eq!(run_scheduler(app).await.firmware_sent, chargers.len());
    sent_to(chargers, chargers.len()).await;
    for (charger, id) in chargers.iter().zip(&ids) {
        charger.reports("DownloadFailed", charger.request_id()).await;
        eventually("halted", || async { shown(app, id).await["status"] == "halted" }).await;
    }
    ids
}

#[tokio::test]
async fn cancelling_frees_a_pending_station_for_a_new_campaign_at_once() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 2).await;
    let id = campaign(&app, campaign_body(&site, 1, 1)).await;
    assert_eq!(run_scheduler(&app).await.firmware_sent, 1);
    sent_to(&chargers, 1).await;
    let sent = chargers.iter().find(|c| !c.updates().is_empty()).unwrap();
    let pending = chargers.iter().find(|c| c.updates().is_empty()).unwrap();
    assert_eq!(places_taken(&app, &app.a).await, 1);

    let cancelled = cancel(&app, &id).await;
    assert_eq!(
        (cancelled.status, &cancelled.body["data"]["status"]),
        (200, &json!("cancelled")),
        "{}",
        cancelled.body
    );
    assert_eq!(places_taken(&app, &app.a).await, 0, "its place is given back");
    assert_eq!(state_of(&app, &id, &pending.asset).await, "cancelled", "at once, before any run");
    assert_eq!(state_of(&app, &id, &sent.asset).await, "sent", "still followed");
    // The pending station may be targeted again at once; the one in flight may not.
    let mut body = campaign_body(&site, 1, 1);
    body["targets"] = json!({"asset_ids": [pending.asset]});
    let made = app.send(Method::POST, CAMPAIGNS, &app.a.key("owner"), Some(body)).await;
    assert_eq!(made.status, 201, "{}", made.body);
    body = campaign_body(&site, 1, 1);
    body["targets"] = json!({"asset_ids": [sent.asset]});
    let busy = app.send(Method::POST, CAMPAIGNS, &app.a.key("owner"), Some(body)).await;
    assert_eq!(busy.status, 409, "{}", busy.body);
    assert_eq!(busy.body["error"]["details"]["reason"], "station_in_another_campaign");

    // The station sent the update ends its part as it would have.
    sent.reports("Installing", sent.request_id()).await;
    sent.boots_with("2.0").await;
    assert_eq!(state_of(&app, &id, &sent.asset).await, "installed");
    let done = shown(&app, &id).await;
    assert_eq!(done["status"], "cancelled");
    assert_eq!(done["counts"]["installed"], 1);
    let events =
        app.get("/asset-controls/events?type=firmware_campaign_cancelled", &app.a.key("viewer")).await;
    let data = &events.body["data"];
    assert_eq!(data.as_array().map(Vec::len), Some(1), "{}", events.body);
    assert_eq!(data[0]["data"]["campaign_id"], id.as_str());
    assert_eq!((&data[0]["data"]["released"], &data[0]["data"]["in_progress"]), (&json!(1), &json!(1)));
}

#[tokio::test]
async fn a_cancelled_campaign_sends_nothing_more() {
    use shared::ids::{AssetId, FirmwareCampaignId};
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 3).await;
    let id = campaign(&app, campaign_body(&site, 3, 1)).await;
    // A run claimed a station and was about to call it when the cancel came.
    let store = &app.app.store;
    let campaign_id = FirmwareCampaignId::parse(&id).unwrap();
    let stored = store.campaign(campaign_id).await.unwrap().expect("the campaign");
    let claimed = AssetId::parse(&chargers[0].asset).unwrap();
    store.claim_campaign_station(&stored, claimed, 77, now_ms()).await.unwrap();
    assert_eq!(cancel(&app, &id).await.status, 200);
    assert!(
        !store.mark_campaign_dispatched(&stored, claimed, 77, now_ms()).await.unwrap(),
        "a claim is not called after the cancel"
    );
    for _ in 0..2 {
        assert_eq!(run_scheduler(&app).await.firmware_sent, 0);
    }
    // Later runs give the claim back and write every pending part cancelled.
    let later = now_ms() + 5 * 60_000;
    assert_eq!(scheduler::run(&app.app, later).await.expect("a run").firmware_sent, 0);
    assert_eq!(total_updates(&chargers), 0, "no UpdateFirmware after the cancel");
    let parts = store.campaign_stations(campaign_id).await.unwrap();
    assert!(parts.iter().all(|part| part.state.as_str() == "cancelled"), "{parts:?}");
    let markers = store.active_campaigns().await.unwrap();
    assert!(markers.iter().all(|marker| marker.id != campaign_id), "runs stop reading it");
    let campaign = shown(&app, &id).await;
    assert_eq!(campaign["counts"]["in_progress"], 0);
    let changes =
        app.get("/asset-controls/events?type=firmware_campaign_station_changed", &app.a.key("viewer")).await;
    assert_eq!(changes.body["data"].as_array().map(Vec::len), Some(0), "{}", changes.body);
}

#[tokio::test]
async fn cancelling_a_completed_or_cancelled_campaign_is_409() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 2).await;
    let mut body = campaign_body(&site, 1, 1);
    body["targets"] = json!({"asset_ids": [chargers[0].asset]});
    let finished = campaign(&app, body).await;
    run_scheduler(&app).await;
    sent_to(&chargers, 1).await;
    chargers[0].reports("Installing", chargers[0].request_id()).await;
    chargers[0].boots_with("2.0").await;
    run_scheduler(&app).await;
    assert_eq!(shown(&app, &finished).await["status"], "completed");
    let refused = cancel(&app, &finished).await;
    assert_eq!((refused.status, refused.code()), (409, "CONFLICT"), "{}", refused.body);
    assert_eq!(refused.body["error"]["details"]["reason"], "campaign_completed");

    let mut body = campaign_body(&site, 1, 1);
    body["targets"] = json!({"asset_ids": [chargers[1].asset]});
    let other = campaign(&app, body).await;
    assert_eq!(
        app.send(Method::POST, &format!("{CAMPAIGNS}/{other}/halt"), &app.a.key("admin"), None).await.status,
        200
    );
    assert_eq!(cancel(&app, &other).await.status, 200, "a halted campaign is cancelled too");
    let again = cancel(&app, &other).await;
    assert_eq!(
        (again.status, &again.body["error"]["details"]["reason"]),
        (409, &json!("campaign_cancelled"))
    );
    for action in ["halt", "resume"] {
        let refused =
            app.send(Method::POST, &format!("{CAMPAIGNS}/{other}/{action}"), &app.a.key("admin"), None).await;
        assert_eq!(refused.status, 409, "{action}: {}", refused.body);
    }
    assert_eq!(places_taken(&app, &app.a).await, 0);
    let viewer =
        app.send(Method::POST, &format!("{CAMPAIGNS}/{other}/cancel"), &app.a.key("viewer"), None).await;
    assert_eq!(viewer.status, 403, "cancelling takes admin:assets");
    let theirs =
        app.send(Method::POST, &format!("{CAMPAIGNS}/{other}/cancel"), &app.b.key("owner"), None).await;
    assert_eq!(theirs.status, 403, "another organization's campaign: {}", theirs.body);
}

#[tokio::test]
async fn cancelling_takes_the_campaigns_site_not_only_seeing_it() {
    let app = TestApp::spawn().await;
    app.site_delegate(&app.a).await;
    let (site, _chargers) = fleet(&app, &app.a, 1).await;
    let id = campaign(&app, campaign_body(&site, 1, 1)).await;
    let refused =
        app.send(Method::POST, &format!("{CAMPAIGNS}/{id}/cancel"), &app.a.key("viewer"), None).await;
    assert_eq!((refused.status, refused.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", refused.body);
    assert_eq!(shown(&app, &id).await["status"], "running");
}

#[tokio::test]
async fn a_halted_campaign_whose_parts_are_all_over_completes_and_frees_its_slot() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 1).await;
    let id = halted_and_over(&app, &site, &chargers).await.remove(0);
    assert_eq!(places_taken(&app, &app.a).await, 1, "halted, it still holds its place");
    run_scheduler(&app).await;
    let done = shown(&app, &id).await;
    assert_eq!(done["status"], "completed", "{done}");
    assert_eq!(places_taken(&app, &app.a).await, 0);
    let events =
        app.get("/asset-controls/events?type=firmware_campaign_completed", &app.a.key("viewer")).await;
    assert_eq!(events.body["data"].as_array().map(Vec::len), Some(1), "{}", events.body);
    assert_eq!(events.body["data"][0]["data"]["failed"], 1);
}

#[tokio::test]
async fn a_halted_campaign_past_its_window_completes_and_frees_its_stations() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 2).await;
    let mut body = campaign_body(&site, 1, 1);
    body["window"] = json!(10);
    let id = campaign(&app, body).await;
    assert_eq!(
        app.send(Method::POST, &format!("{CAMPAIGNS}/{id}/halt"), &app.a.key("admin"), None).await.status,
        200
    );
    // Within its window a halted campaign with pending parts waits for a resume.
    run_scheduler(&app).await;
    assert_eq!(shown(&app, &id).await["status"], "halted");
    let later = now_ms() + 11 * 60_000;
    scheduler::run(&app.app, later).await.expect("a run");
    let done = shown(&app, &id).await;
    assert_eq!(done["status"], "completed", "{done}");
    for part in done["stations"].as_array().unwrap() {
        assert_eq!((&part["state"], &part["reason"]), (&json!("failed"), &json!("window_elapsed")));
    }
    assert_eq!(places_taken(&app, &app.a).await, 0);
    assert_eq!(total_updates(&chargers), 0);
    let mut again = campaign_body(&site, 1, 1);
    again["targets"] = json!({"asset_ids": [chargers[0].asset]});
    assert_eq!(app.send(Method::POST, CAMPAIGNS, &app.a.key("owner"), Some(again)).await.status, 201);
}

#[tokio::test]
async fn the_cap_counts_exactly_under_a_cancel_racing_a_completion() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 3).await;
    let ids = halted_and_over(&app, &site, &chargers).await;
    assert_eq!(places_taken(&app, &app.a).await, 3);
    // Each campaign is due to complete; two cancels and two runs race for it.
    for id in &ids {
        let now = now_ms();
        let (first, second, run, other_run) = tokio::join!(
            cancel(&app, id),
            cancel(&app, id),
            scheduler::run(&app.app, now),
            scheduler::run(&app.app, now)
        );
        run.expect("a run");
        other_run.expect("a run");
        let won = [first.status, second.status].iter().filter(|status| **status == 200).count();
        assert!(won <= 1, "one change of status at most: {} {}", first.body, second.body);
        let status = shown(&app, id).await["status"].clone();
        assert!(status == "completed" || status == "cancelled", "{status}");
        assert_eq!(status == "cancelled", won == 1, "{status}");
    }
    assert_eq!(places_taken(&app, &app.a).await, 0, "each place given back once");
    let (_, finished) = (run_scheduler(&app).await, cancel(&app, &ids[0]).await);
    assert_eq!(finished.status, 409);
    assert_eq!(places_taken(&app, &app.a).await, 0);
}

#[tokio::test]
async fn cancelling_one_of_twenty_campaigns_makes_room_for_exactly_one_more() {
    use shared::domain::firmware_campaign::MAX_ACTIVE_CAMPAIGNS;
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Many").await;
    let mut stations = Vec::new();
    for n in 0..=MAX_ACTIVE_CAMPAIGNS + 1 {
        let asset = app.create_asset(&owner, &site, "Off", 11.0).await["id"].as_str().unwrap().to_owned();
        make_station(&app, &app.a, &asset, &format!("CAP-{n:02}")).await;
        stations.push(asset);
    }
    let over = |asset: &str| {
        let mut body = campaign_body(&site, 1, 1);
        body["targets"] = json!({"asset_ids": [asset]});
        body
    };
    let mut made = Vec::new();
    for asset in &stations[..MAX_ACTIVE_CAMPAIGNS as usize] {
        made.push(campaign(&app, over(asset)).await);
    }
    let full = app.send(Method::POST, CAMPAIGNS, &owner, Some(over(&stations[20]))).await;
    assert_eq!(full.status, 409, "{}", full.body);
    assert_eq!(cancel(&app, &made[0]).await.status, 200);
    assert_eq!(cancel(&app, &made[0]).await.status, 409, "cancelled once, counted once");
    let room = app.send(Method::POST, CAMPAIGNS, &owner, Some(over(&stations[20]))).await;
    assert_eq!(room.status, 201, "{}", room.body);
    let full = app.send(Method::POST, CAMPAIGNS, &owner, Some(over(&stations[21]))).await;
    assert_eq!(
        (full.status, &full.body["error"]["details"]["reason"]),
        (409, &json!("too_many_active_campaigns"))
    );
}

#[tokio::test]
async fn a_cancel_costs_a_bounded_number_of_calls() {
    let app = TestApp::spawn().await;
    let (site, _chargers) = fleet(&app, &app.a, 2).await;
    let id = campaign(&app, campaign_body(&site, 1, 1)).await;
    // What reading one site costs this caller (its authentication and one GetItem), plus the
    // cancel's transaction, the organization's webhooks (one Query) and the answer's GetItem:
    // nothing per station.
    let mut expected = calls_of(&app, Method::GET, &format!("/inventory-service/sites/{site}"), None).await;
    expected.extend(["GetItem".to_owned(), "Query".to_owned(), "TransactWriteItems".to_owned()]);
    expected.sort();
    assert_eq!(calls_of(&app, Method::POST, &format!("{CAMPAIGNS}/{id}/cancel"), None).await, expected);
}

#[tokio::test]
async fn a_station_re_identified_on_the_same_asset_does_not_speak_for_the_one_sent_the_update() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 1).await;
    let id = campaign(&app, campaign_body(&site, 1, 1)).await;
    run_scheduler(&app).await;
    sent_to(&chargers, 1).await;
    let sent = &chargers[0];
    let request_id = sent.request_id();
    // The asset's station is removed and made again under another identity, which connects.
    let path = format!("/inventory-service/assets/{}/station", sent.asset);
    let removed = app.send(Method::DELETE, &path, &app.a.key("owner"), None).await;
    assert!(removed.status < 300, "{}", removed.body);
    let password = make_station(&app, &app.a, &sent.asset, "FW-NEW").await;
    let url = format!("{}/{}", app.ocpp_url, app.a.org_id().uuid());
    let sim = Station::connect(&url, "FW-NEW", &password).await.unwrap_or_else(|s| panic!("refused {s}"));
    let newcomer = Charger { asset: sent.asset.clone(), v16: false, sim };
    newcomer.boots_with("1.0").await;
    // Even naming the request sent to its predecessor, it moves nothing.
    newcomer.reports("InstallationFailed", request_id).await;
    newcomer.boots_with("2.0").await;
    assert_eq!(state_of(&app, &id, &sent.asset).await, "sent");
    assert_eq!(shown(&app, &id).await["status"], "running");
}

#[tokio::test]
async fn a_resume_racing_a_cancel_ends_cancelled_and_gives_the_place_back_once() {
    let app = TestApp::spawn().await;
    let (site, chargers) = fleet(&app, &app.a, 3).await;
    let admin = app.a.key("admin");
    for charger in &chargers {
        let mut body = campaign_body(&site, 1, 1);
        body["start_at"] = json!(iso(now_ms() + 86_400_000));
        body["targets"] = json!({"asset_ids": [charger.asset]});
        let id = campaign(&app, body).await;
        assert_eq!(app.send(Method::POST, &format!("{CAMPAIGNS}/{id}/halt"), &admin, None).await.status, 200);
        let resume = format!("{CAMPAIGNS}/{id}/resume");
        let (resumed, cancelled) =
            tokio::join!(app.send(Method::POST, &resume, &admin, None), cancel(&app, &id));
        // Whichever commits first, the cancel wins in the end: a resumed campaign is cancelled too.
        assert_eq!(cancelled.status, 200, "{}", cancelled.body);
        assert!(resumed.status == 200 || resumed.status == 409, "{}", resumed.body);
        assert_eq!(shown(&app, &id).await["status"], "cancelled");
    }
    assert_eq!(places_taken(&app, &app.a).await, 0);
}
