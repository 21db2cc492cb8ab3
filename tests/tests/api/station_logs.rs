//! A station's diagnostics log (docs/ocpp.md, "A station's logs"): the platform asks a 2.0.1
//! station (GetLog) or a 1.6 station (GetDiagnostics) to upload to a location it issues for that
//! one request (the gateway's `/station-logs/<token>`, on the stations' own listener), the
//! station's status notifications move the request, and the list hands out a short-lived
//! download link once uploaded (here the local runner's). A simulated station plays the
//! charger, and this test uploads the file as a station would: PUT, or POST of a multipart form.

use serde_json::{Value, json};

use api_tests::station::{Scripted, Station, eventually, station_asset};
use api_tests::{Cred, Reply, TestApp};
use http::Method;
use shared::log_files::Transfer;

fn logs_path(asset: &str) -> String {
    format!("/inventory-service/assets/{asset}/station/logs")
}

async fn ask(app: &TestApp, asset: &str, cred: &Cred, body: Value) -> Reply {
    app.send(Method::POST, &logs_path(asset), cred, Some(body)).await
}

/// The list as an admin sees it (who may write the station, so is given download links).
async fn listed(app: &TestApp, asset: &str) -> Vec<Value> {
    let reply = app.get(logs_path(asset), &app.a.key("admin")).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().expect("a list").clone()
}

/// A connected station of A's (2.0.1, or 1.6 answering GetDiagnostics with a file name).
async fn online(app: &TestApp, identity: &str, v16: bool) -> (String, Station) {
    let (asset, password) = station_asset(app, &app.a, identity).await;
    let url = app.station_url(&app.a);
    let station = if v16 {
        let station = Station::connect_16(&url, identity, &password).await.expect("connects");
        station.script(|_, _| Scripted::Result(json!({"fileName": "diagnostics.zip"})));
        station
    } else {
        Station::connect(&url, identity, &password).await.expect("connects")
    };
    // The asset shows the connection once the gateway has registered it: a request is refused
    // (409 station_offline) before then.
    let id = shared::ids::AssetId::parse(&asset).expect("an asset id");
    eventually("the asset shows the station online", || async {
        let shown = app.app.store.station_asset(id).await.ok().flatten();
        shown.and_then(|(_, state)| state.connection).as_deref() == Some("online")
    })
    .await;
    (asset, station)
}

/// The platform's last log request to the station: its upload URL and (2.0.1) request id.
fn last_request(station: &Station) -> (String, Option<i64>, Value) {
    let (action, payload) = station
        .received()
        .into_iter()
        .rev()
        .find(|(action, _)| action == "GetLog" || action == "GetDiagnostics")
        .expect("a log request");
    let url = if action == "GetLog" { &payload["log"]["remoteLocation"] } else { &payload["location"] };
    (url.as_str().expect("a URL").to_owned(), payload["requestId"].as_i64(), payload)
}

async fn put(app: &TestApp, url: &str, bytes: Vec<u8>) -> u16 {
    app.http.put(url).body(bytes).send().await.expect("answered").status().as_u16()
}

async fn fetch(app: &TestApp, url: &str) -> (u16, Vec<u8>) {
    let response = app.http.get(url).send().await.expect("answered");
    let status = response.status().as_u16();
    (status, response.bytes().await.expect("a body").to_vec())
}

/// The station reports its (2.0.1) request done with `status`.
async fn finish(station: &Station, request_id: Option<i64>, status: &str) {
    let request_id = request_id.expect("a request id");
    let report = json!({"status": status, "requestId": request_id});
    station.call("LogStatusNotification", report).await.expect("ok");
}

async fn status_of(app: &TestApp, asset: &str, id: &Value) -> Value {
    let logs = listed(app, asset).await;
    logs.into_iter().find(|log| &log["id"] == id).expect("the request is listed")
}

/// The key the platform's tokens are made with (derived from the run's gateway secret).
fn token_secret(app: &TestApp) -> [u8; 32] {
    app.app.config.station_log_files.as_ref().expect("the runner issues locations").secret
}

/// A multipart form as a station's HTTP client sends it: a small field, then the file part.
fn form(file: &[u8]) -> (String, Vec<u8>) {
    let boundary = "----station-boundary-7d3f";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"station\"\r\n\r\nCP\r\n\
         --{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"diagnostics.zip\"\r\n\
         Content-Type: application/octet-stream\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(file);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

async fn post_form(app: &TestApp, url: &str, file: &[u8]) -> u16 {
    let (content_type, body) = form(file);
    let sent = app.http.post(url).header("content-type", content_type).body(body).send().await;
    sent.expect("answered").status().as_u16()
}

#[tokio::test]
async fn a_2_0_1_station_uploads_its_log_end_to_end() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-LOG", false).await;
    let asked = ask(&app, &asset, &app.a.key("admin"), json!({"from": "2026-01-01T00:00:00Z"})).await;
    assert_eq!(asked.status, 202, "{}", asked.body);
    let log = &asked.body["data"];
    assert_eq!((&log["object"], &log["status"]), (&json!("station_log"), &json!("requested")));
    assert!(log["download_url"].is_null());

    let (url, request_id, payload) = last_request(&station);
    assert_eq!(payload["logType"], "DiagnosticsLog");
    assert!(payload["log"]["oldestTimestamp"].as_str().is_some_and(|t| t.starts_with("2026-01-01T00:00:00")));
    assert_eq!(request_id, log["request_id"].as_i64());
    let request_id = request_id.expect("a request id");

    station
        .call("LogStatusNotification", json!({"status": "Uploading", "requestId": request_id}))
        .await
        .expect("ok");
    assert_eq!(status_of(&app, &asset, &log["id"]).await["status"], "uploading");
    let file = b"2026-01-01 boot ok\n2026-01-01 relay welded\n".repeat(100);
    assert_eq!(put(&app, &url, file.clone()).await, 200);
    station
        .call("LogStatusNotification", json!({"status": "Uploaded", "requestId": request_id}))
        .await
        .expect("ok");

    let shown = status_of(&app, &asset, &log["id"]).await;
    assert_eq!((&shown["status"], &shown["station_status"]), (&json!("uploaded"), &json!("Uploaded")));
    let download = shown["download_url"].as_str().expect("a download link once uploaded");
    assert_eq!(fetch(&app, download).await, (200, file));

    // A late report cannot take the upload back.
    station
        .call("LogStatusNotification", json!({"status": "Uploading", "requestId": request_id}))
        .await
        .expect("ok");
    assert_eq!(status_of(&app, &asset, &log["id"]).await["status"], "uploaded");
}

#[tokio::test]
async fn an_accepted_request_is_a_station_command_event_without_its_upload_location() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-EVENT", false).await;
    let asked = ask(&app, &asset, &app.a.key("admin"), json!({"to": "2026-03-01T00:00:00Z"})).await;
    assert_eq!(asked.status, 202, "{}", asked.body);
    let (url, _, _) = last_request(&station);
    let events = app.get("/asset-controls/events?type=station_command", &app.a.key("owner")).await;
    let events = events.body["data"].as_array().expect("events").clone();
    let event = events.iter().find(|e| e["data"]["action"] == "GetLog").expect("the request's event");
    assert_eq!(event["data"]["request"]["request_id"], asked.body["data"]["request_id"]);
    assert_eq!(event["data"]["result"]["status"], "Accepted");
    let token = url.rsplit('/').next().expect("a token");
    assert!(!event.to_string().contains(token), "the upload location is no event's: {event}");
}

#[tokio::test]
async fn a_1_6_station_uploads_its_diagnostics_end_to_end() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "WB-LOG", true).await;
    let asked = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    assert_eq!(asked.status, 202, "{}", asked.body);
    assert_eq!(asked.body["data"]["file_name"], "diagnostics.zip");
    let (url, request_id, payload) = last_request(&station);
    assert_eq!(request_id, None, "1.6 names no request");
    assert!(payload.get("startTime").is_none());

    station.call("DiagnosticsStatusNotification", json!({"status": "Uploading"})).await.expect("ok");
    let file = vec![0x50, 0x4b, 0x03, 0x04, 1, 2, 3];
    assert_eq!(put(&app, &url, file.clone()).await, 200);
    station.call("DiagnosticsStatusNotification", json!({"status": "Uploaded"})).await.expect("ok");
    let shown = status_of(&app, &asset, &asked.body["data"]["id"]).await;
    assert_eq!(shown["status"], "uploaded");
    assert_eq!(fetch(&app, shown["download_url"].as_str().expect("a link")).await, (200, file));
}

#[tokio::test]
async fn a_failed_upload_shows_failed_with_the_stations_status() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-FAIL", false).await;
    let asked = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    let request_id = asked.body["data"]["request_id"].as_i64().expect("an id");
    station
        .call("LogStatusNotification", json!({"status": "UploadFailure", "requestId": request_id}))
        .await
        .expect("ok");
    let shown = status_of(&app, &asset, &asked.body["data"]["id"]).await;
    assert_eq!((&shown["status"], &shown["station_status"]), (&json!("failed"), &json!("UploadFailure")));
    assert!(shown["download_url"].is_null());
}

#[tokio::test]
async fn a_station_that_rejects_the_request_leaves_no_record() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-NOLOG", false).await;
    station.script(|_, _| Scripted::Result(json!({"status": "Rejected"})));
    let refused = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    assert_eq!((refused.status, refused.code()), (409, "CONFLICT"), "{}", refused.body);
    assert_eq!(refused.body["error"]["details"]["reason"], "station_rejected");
    assert_eq!(refused.body["error"]["details"]["status"], "Rejected");
    assert!(listed(&app, &asset).await.is_empty());

    // A 1.6 station with no diagnostics to give names no file: refused too.
    let (asset, station) = online(&app, "WB-NOLOG", true).await;
    station.script(|_, _| Scripted::Result(json!({})));
    let refused = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(listed(&app, &asset).await.is_empty());
}

#[tokio::test]
async fn an_offline_station_is_409_and_leaves_no_record() {
    let app = TestApp::spawn().await;
    let (asset, _) = station_asset(&app, &app.a, "CP-GONE").await;
    let refused = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    assert_eq!(
        (refused.status, refused.body["error"]["details"]["reason"].clone()),
        (409, json!("station_offline"))
    );
    assert!(listed(&app, &asset).await.is_empty());
}

#[tokio::test]
async fn a_token_for_one_request_reaches_no_other() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-TWO", false).await;
    // One request at a time: the first is uploaded before the second is asked.
    let first = ask(&app, &asset, &app.a.key("admin"), json!({})).await.body["data"].clone();
    let (first_url, first_id, _) = last_request(&station);
    assert_eq!(put(&app, &first_url, b"first".to_vec()).await, 200);
    finish(&station, first_id, "Uploaded").await;
    eventually("uploaded", || async { status_of(&app, &asset, &first["id"]).await["status"] == "uploaded" })
        .await;
    let second = ask(&app, &asset, &app.a.key("admin"), json!({})).await.body["data"].clone();
    let (second_url, second_id, _) = last_request(&station);
    assert_ne!(first_url, second_url);
    assert_eq!(put(&app, &second_url, b"second".to_vec()).await, 200);
    finish(&station, second_id, "Uploaded").await;
    eventually("uploaded", || async { status_of(&app, &asset, &second["id"]).await["status"] == "uploaded" })
        .await;
    let link = |id: &Value| {
        let app = &app;
        let asset = &asset;
        let id = id.clone();
        async move { status_of(app, asset, &id).await["download_url"].as_str().expect("a link").to_owned() }
    };
    assert_eq!(fetch(&app, &link(&first["id"]).await).await, (200, b"first".to_vec()));
    assert_eq!(fetch(&app, &link(&second["id"]).await).await, (200, b"second".to_vec()));

    // The first request's MAC over the second's claim: refused, for upload and download alike.
    let token_of = |url: &str| url.rsplit('/').next().expect("a token").to_owned();
    let (first_claim, first_mac) =
        token_of(&first_url).split_once('.').map(|(c, m)| (c.to_owned(), m.to_owned())).expect("token");
    let (second_claim, _) =
        token_of(&second_url).split_once('.').map(|(c, m)| (c.to_owned(), m.to_owned())).expect("token");
    let base = first_url.rsplit_once('/').expect("a base").0.to_owned();
    let forged = format!("{base}/{second_claim}.{first_mac}");
    assert_eq!(put(&app, &forged, b"overwritten".to_vec()).await, 403);
    assert_eq!(post_form(&app, &forged, b"overwritten").await, 403);
    let download = link(&second["id"]).await;
    let download_base = download.rsplit_once('/').expect("a base").0.to_owned();
    assert_eq!(fetch(&app, &format!("{download_base}/{second_claim}.{first_mac}")).await.0, 403);
    // An upload token downloads nothing, the upload endpoint serves no GET, and a tampered MAC
    // is refused.
    assert_eq!(fetch(&app, &format!("{download_base}/{}", token_of(&first_url))).await.0, 403);
    assert_eq!(fetch(&app, &first_url).await.0, 405);
    let tampered = format!("{base}/{first_claim}.{}", "0".repeat(first_mac.len()));
    assert_eq!(put(&app, &tampered, b"x".to_vec()).await, 403);
    assert_eq!(fetch(&app, &download).await, (200, b"second".to_vec()));
}

#[tokio::test]
async fn an_expired_token_is_refused() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-OLD", false).await;
    ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    let (url, _, _) = last_request(&station);
    let base = url.rsplit_once('/').expect("a base").0.to_owned();
    let token = url.rsplit('/').next().expect("a token");
    let claim = token.split_once('.').expect("two parts").0;
    use base64::Engine;
    let claim = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(claim).expect("base64");
    let key = String::from_utf8(claim).expect("text").split('|').nth(1).expect("a key").to_owned();
    let past = shared::time::now_ms() / 1000 - 1;
    let expired = shared::log_files::token(&token_secret(&app), Transfer::Upload, &key, past);
    assert_eq!(put(&app, &format!("{base}/{expired}"), b"late".to_vec()).await, 403);
    let fresh = shared::log_files::token(&token_secret(&app), Transfer::Upload, &key, past + 600);
    assert_eq!(put(&app, &format!("{base}/{fresh}"), b"in time".to_vec()).await, 200);
}

#[tokio::test]
async fn an_upload_beyond_the_limit_is_refused() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-BIG", false).await;
    ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    let (url, _, _) = last_request(&station);
    let oversized = vec![b'x'; shared::log_files::MAX_UPLOAD as usize + 1];
    assert_eq!(put(&app, &url, oversized.clone()).await, 413);
    assert_eq!(post_form(&app, &url, &oversized).await, 413);
    // A body that declares no length is counted as it comes, and refused past the limit.
    let unannounced = reqwest::Body::wrap(Unannounced { left: oversized.len() });
    let sent = app.http.put(&url).body(unannounced).send().await;
    assert!(sent.is_err() || sent.is_ok_and(|answer| answer.status() == 413), "refused past the limit");
    // The request is still open for an upload within the limit.
    assert_eq!(put(&app, &url, b"small".to_vec()).await, 200);
}

/// A body of `left` bytes sent in 1 MiB frames with no declared length (chunked).
struct Unannounced {
    left: usize,
}

impl hyper::body::Body for Unannounced {
    type Data = hyper::body::Bytes;
    type Error = std::io::Error;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        _: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<hyper::body::Frame<hyper::body::Bytes>, std::io::Error>>> {
        let piece = self.left.min(1024 * 1024);
        self.left -= piece;
        std::task::Poll::Ready(
            (piece > 0).then(|| Ok(hyper::body::Frame::data(hyper::body::Bytes::from(vec![b'x'; piece])))),
        )
    }
}

#[tokio::test]
async fn a_2_0_1_station_is_given_the_gateways_short_upload_url() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-SHORT", false).await;
    assert_eq!(ask(&app, &asset, &app.a.key("admin"), json!({})).await.status, 202);
    let (url, _, _) = last_request(&station);
    // The stations' own host (ws becomes http; deployed, wss becomes https), not the API's.
    let gateway = app.ocpp_url.trim_end_matches("/ocpp").replacen("ws://", "http://", 1);
    assert!(url.starts_with(&format!("{gateway}/station-logs/")), "{url}");
    assert!(url.chars().count() <= 512, "{} characters", url.chars().count());
    assert!(!url.contains("X-Amz-"), "no signature travels to the station: {url}");
}

#[tokio::test]
async fn a_2_0_1_station_posts_its_log_as_a_multipart_form() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-FORM", false).await;
    let asked = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    let (url, request_id, _) = last_request(&station);
    let file = b"2026-01-01 boot ok\r\n--not-the-boundary\r\n".repeat(1000);
    assert_eq!(post_form(&app, &url, &file).await, 200);
    finish(&station, request_id, "Uploaded").await;
    let shown = status_of(&app, &asset, &asked.body["data"]["id"]).await;
    assert_eq!(fetch(&app, shown["download_url"].as_str().expect("a link")).await, (200, file));
}

#[tokio::test]
async fn a_1_6_station_posts_its_diagnostics_to_the_location_with_its_file_name_appended() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "WB-FORM", true).await;
    let asked = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    let (url, _, _) = last_request(&station);
    // 1.6's location is a directory: many firmwares upload to <location>/<file name>.
    let file = vec![0x50, 0x4b, 0x03, 0x04, 9, 8, 7];
    assert_eq!(post_form(&app, &format!("{url}/diagnostics.zip"), &file).await, 200);
    station.call("DiagnosticsStatusNotification", json!({"status": "Uploaded"})).await.expect("ok");
    let shown = status_of(&app, &asset, &asked.body["data"]["id"]).await;
    assert_eq!(fetch(&app, shown["download_url"].as_str().expect("a link")).await, (200, file));
}

#[tokio::test]
async fn a_2_0_1_station_may_post_its_log_raw() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-RAW", false).await;
    let asked = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    let (url, request_id, _) = last_request(&station);
    let file = b"raw bytes, as curl --data-binary sends them".to_vec();
    let sent =
        app.http.post(&url).header("content-type", "application/octet-stream").body(file.clone()).send();
    assert_eq!(sent.await.expect("answered").status(), 200);
    finish(&station, request_id, "Uploaded").await;
    let shown = status_of(&app, &asset, &asked.body["data"]["id"]).await;
    assert_eq!(fetch(&app, shown["download_url"].as_str().expect("a link")).await, (200, file));
}

#[tokio::test]
async fn another_organizations_token_writes_nothing_of_this_one() {
    let app = TestApp::spawn().await;
    let (asset_a, station_a) = online(&app, "CP-ORG-A", false).await;
    let (asset_b, password_b) = station_asset(&app, &app.b, "CP-ORG-B").await;
    let station_b =
        Station::connect(&app.station_url(&app.b), "CP-ORG-B", &password_b).await.expect("connects");
    let id_b = shared::ids::AssetId::parse(&asset_b).expect("an asset id");
    eventually("B's station online", || async {
        let shown = app.app.store.station_asset(id_b).await.ok().flatten();
        shown.and_then(|(_, state)| state.connection).as_deref() == Some("online")
    })
    .await;
    assert_eq!(ask(&app, &asset_a, &app.a.key("admin"), json!({})).await.status, 202);
    let asked_b = app.send(Method::POST, &logs_path(&asset_b), &app.b.key("admin"), Some(json!({}))).await;
    assert_eq!(asked_b.status, 202, "{}", asked_b.body);
    let (url_a, _, _) = last_request(&station_a);
    let (url_b, _, _) = last_request(&station_b);
    let parts = |url: &str| {
        let (base, token) = url.rsplit_once('/').expect("a token");
        let (claim, mac) = token.split_once('.').expect("two parts");
        (base.to_owned(), claim.to_owned(), mac.to_owned())
    };
    let (base, claim_a, _) = parts(&url_a);
    let (_, claim_b, mac_b) = parts(&url_b);
    // B's MAC over A's file, and B's token with A's claim: refused.
    assert_eq!(put(&app, &format!("{base}/{claim_a}.{mac_b}"), b"from B".to_vec()).await, 403);
    assert_eq!(post_form(&app, &format!("{base}/{claim_a}.{mac_b}"), b"from B").await, 403);
    // B's own token writes B's file only.
    assert_eq!(put(&app, &format!("{base}/{claim_b}.{mac_b}"), b"B's".to_vec()).await, 200);
    assert!(listed(&app, &asset_a).await.iter().all(|log| log["status"] == "requested"));
}

#[tokio::test]
async fn another_organizations_asset_and_an_unseen_sites_asset_are_refused() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-MINE", false).await;
    let foreign = ask(&app, &asset, &app.b.key("admin"), json!({})).await;
    assert_eq!((foreign.status, foreign.code()), (403, "FORBIDDEN"), "{}", foreign.body);
    let foreign_list = app.get(logs_path(&asset), &app.b.key("admin")).await;
    assert_eq!(foreign_list.status, 403, "{}", foreign_list.body);

    // Only its own site's members see the asset; the delegate is assigned elsewhere.
    let path = format!("/inventory-service/assets/{asset}");
    let hidden =
        app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"visibility": "site"}))).await;
    assert_eq!(hidden.status, 200, "{}", hidden.body);
    app.site_delegate(&app.a).await;
    let unseen = ask(&app, &asset, &app.a.key("viewer"), json!({})).await;
    assert_eq!((unseen.status, unseen.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", unseen.body);
    let unseen_list = app.get(logs_path(&asset), &app.a.key("viewer")).await;
    assert_eq!(unseen_list.status, 403, "{}", unseen_list.body);
    assert!(station.received().iter().all(|(action, _)| action != "GetLog"), "the station was never asked");
}

#[tokio::test]
async fn a_reader_may_list_but_not_ask() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-READ", false).await;
    let refused = ask(&app, &asset, &app.a.key("viewer"), json!({})).await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(station.received().is_empty());
    assert!(listed(&app, &asset).await.is_empty());
}

#[tokio::test]
async fn a_period_that_ends_before_it_starts_is_invalid() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-BACK", false).await;
    let body = json!({"from": "2026-02-01T00:00:00Z", "to": "2026-01-01T00:00:00Z"});
    let refused = ask(&app, &asset, &app.a.key("admin"), body).await;
    assert_eq!((refused.status, refused.code()), (422, "VALIDATION_ERROR"), "{}", refused.body);
    assert!(station.received().is_empty());
}

#[tokio::test]
async fn a_status_for_a_request_that_is_not_the_stations_own_changes_nothing() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-OWNER", false).await;
    let asked = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    let request_id = asked.body["data"]["request_id"].as_i64().expect("an id");
    // Another station of the same organization names this station's request.
    let (_, other) = online(&app, "CP-FORGER", false).await;
    other
        .call("LogStatusNotification", json!({"status": "Uploaded", "requestId": request_id}))
        .await
        .expect("answered");
    // And this station names a request that is none of its own.
    let unknown = if request_id == 1 { 2 } else { request_id - 1 };
    station
        .call("LogStatusNotification", json!({"status": "UploadFailure", "requestId": unknown}))
        .await
        .expect("answered");
    let shown = status_of(&app, &asset, &asked.body["data"]["id"]).await;
    assert_eq!((&shown["status"], &shown["station_status"]), (&json!("requested"), &Value::Null));
    assert!(shown["download_url"].is_null());
}

/// The DynamoDB calls of a warm request (`debug.dynamodb_calls`), less the rate limiter's.
async fn calls_of(reply: &Reply) -> Vec<String> {
    let mut calls: Vec<String> = reply.body["debug"]["dynamodb_calls"]
        .as_array()
        .expect("the debug calls")
        .iter()
        .filter_map(|call| call.as_str().map(str::to_owned))
        .filter(|call| !call.starts_with("rate_limit:"))
        .collect();
    calls.sort();
    calls
}

#[tokio::test]
async fn a_log_request_and_a_list_page_cost_a_few_calls() {
    let app = TestApp::spawn_with(api_tests::Setup {
        auth_cache_ttl: std::time::Duration::from_secs(3600),
        ..api_tests::Setup::default()
    })
    .await;
    let (asset, _station) = online(&app, "CP-COST", true).await;
    let admin = app.a.key("admin");
    let debug = ("X-Debug", "true");
    app.get(logs_path(&asset), &admin).await;
    let asked = app.send_with(Method::POST, &logs_path(&asset), &admin, Some(json!({})), &[debug]).await;
    assert_eq!(asked.status, 202, "{}", asked.body);
    // The asset and its station (access), the station's registry entry (the link), the
    // request's transaction (the day's count, the station's newest-request pointer, the
    // request), the file name the station named (UpdateItem), and the `station_command` event
    // (the asset read again, then the event's transaction).
    let expected = [
        "GetItem",
        "GetItem",
        "GetItem",
        "GetItem",
        "TransactWriteItems",
        "TransactWriteItems",
        "UpdateItem",
    ];
    assert_eq!(calls_of(&asked).await, expected, "{}", asked.body);
    let listed = app.get_with(&logs_path(&asset), &admin, debug).await;
    // The asset and its station (access), then the page.
    assert_eq!(calls_of(&listed).await, ["GetItem", "GetItem", "Query"], "{}", listed.body);
}

#[tokio::test]
async fn the_list_pages_by_cursor_in_both_versions() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-PAGES", false).await;
    for _ in 0..3 {
        assert_eq!(ask(&app, &asset, &app.a.key("admin"), json!({})).await.status, 202);
        // Each fails before the next is asked (one open request per station).
        finish(&station, last_request(&station).1, "UploadFailure").await;
        eventually("failed", || async { listed(&app, &asset).await[0]["status"] == "failed" }).await;
    }
    for prefix in ["/v1", "/v2"] {
        let first = app.get(format!("{prefix}{}?limit=2", logs_path(&asset)), &app.a.key("viewer")).await;
        assert_eq!(first.status, 200, "{}", first.body);
        assert_eq!(first.body["data"].as_array().map(Vec::len), Some(2));
        let cursor = first.body["pagination"]["next_cursor"].as_str().expect("a next cursor").to_owned();
        let rest = app
            .get(format!("{prefix}{}?limit=2&cursor={cursor}", logs_path(&asset)), &app.a.key("viewer"))
            .await;
        assert_eq!(rest.body["data"].as_array().map(Vec::len), Some(1), "{}", rest.body);
        let ids: Vec<String> = first.body["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|log| log["legacy_id"].as_str().or(log["id"].as_str()).unwrap_or_default().to_owned())
            .collect();
        assert!(ids[0] > ids[1], "newest first (ids sort by creation): {ids:?}");
    }
}

#[tokio::test]
async fn a_station_that_never_answers_is_504_and_its_request_waits_for_its_reports() {
    // A short call timeout of its own: the station never answers, so it cannot flake.
    let setup = api_tests::Setup {
        configure: Some(|config| config.ocpp_call_timeout = std::time::Duration::from_millis(300)),
        ..api_tests::Setup::default()
    };
    let app = TestApp::spawn_with(setup).await;
    let (asset, station) = online(&app, "CP-MUTE", false).await;
    station.script(|_, _| Scripted::Silence);
    let reply = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    assert_eq!((reply.status, reply.code()), (504, "TIMEOUT"), "{}", reply.body);
    // The station may have accepted: the request stays, and its report still moves it.
    let waiting = listed(&app, &asset).await;
    assert_eq!(waiting.len(), 1);
    assert_eq!(waiting[0]["status"], "requested");
    let (_, request_id, _) = last_request(&station);
    let report = json!({"status": "Uploading", "requestId": request_id.expect("an id")});
    station.call("LogStatusNotification", report).await.expect("answered");
    assert_eq!(status_of(&app, &asset, &waiting[0]["id"]).await["status"], "uploading");
}

#[tokio::test]
async fn a_callerror_is_502_and_leaves_no_record() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-ERR", false).await;
    station.script(|_, _| Scripted::Error { code: "NotSupported".into(), description: "no logs".into() });
    let reply = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    assert_eq!((reply.status, reply.code()), (502, "UPSTREAM_ERROR"), "{}", reply.body);
    assert!(listed(&app, &asset).await.is_empty());
}

#[tokio::test]
async fn the_message_log_never_keeps_an_upload_location() {
    let app = TestApp::spawn_with(api_tests::Setup {
        configure: Some(|config| config.ocpp_message_log_flush = std::time::Duration::from_secs(1)),
        ..api_tests::Setup::default()
    })
    .await;
    let (asset, station) = online(&app, "CP-QUIET", false).await;
    assert_eq!(ask(&app, &asset, &app.a.key("admin"), json!({})).await.status, 202);
    let (url, _, _) = last_request(&station);
    station.close();
    let path =
        format!("/inventory-service/assets/{asset}/station/messages?action=GetLog&direction=to_station");
    let first = || async { app.get(&path, &app.a.key("viewer")).await.body["data"][0].clone() };
    eventually("the GetLog is in the message log", || async { !first().await.is_null() }).await;
    let sent = first().await;
    assert_eq!(sent["payload"]["log"]["remoteLocation"], "[redacted]", "{sent}");
    let token = url.rsplit('/').next().expect("a token");
    assert!(!sent.to_string().contains(token));
}

#[tokio::test]
async fn a_site_limited_admin_who_sees_but_does_not_reach_the_station_may_not_ask_nor_download() {
    let app = TestApp::spawn().await;
    // An organization-visible station at the owner's site; the delegate is assigned elsewhere.
    let (asset, station) = online(&app, "CP-ELSEWHERE", false).await;
    app.site_delegate(&app.a).await;
    let delegate = app.a.key("viewer");
    let refused = ask(&app, &asset, &delegate, json!({})).await;
    assert_eq!((refused.status, refused.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", refused.body);
    assert!(station.received().iter().all(|(action, _)| action != "GetLog"), "the station was never asked");
    assert!(listed(&app, &asset).await.is_empty(), "nothing was written");

    // The owner's upload: the delegate lists it (it sees the asset) without a link.
    let asked = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    assert_eq!(asked.status, 202, "{}", asked.body);
    let (url, request_id, _) = last_request(&station);
    assert_eq!(put(&app, &url, b"secrets".to_vec()).await, 200);
    finish(&station, request_id, "Uploaded").await;
    eventually("uploaded", || async { listed(&app, &asset).await[0]["status"] == "uploaded" }).await;
    let seen = app.get(logs_path(&asset), &delegate).await;
    assert_eq!(seen.status, 200, "{}", seen.body);
    assert_eq!(seen.body["data"][0]["status"], "uploaded");
    assert!(seen.body["data"][0]["download_url"].is_null(), "{}", seen.body);
}

#[tokio::test]
async fn only_a_caller_who_may_write_the_station_is_given_a_download_link() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-LINKS", false).await;
    let asked = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    assert_eq!(asked.status, 202, "{}", asked.body);
    let (url, request_id, _) = last_request(&station);
    assert_eq!(put(&app, &url, b"id tokens".to_vec()).await, 200);
    finish(&station, request_id, "Uploaded").await;
    eventually("uploaded", || async { listed(&app, &asset).await[0]["status"] == "uploaded" }).await;
    assert!(listed(&app, &asset).await[0]["download_url"].is_string(), "an admin is given one");
    let viewer = app.get(logs_path(&asset), &app.a.key("viewer")).await;
    assert_eq!(viewer.status, 200, "{}", viewer.body);
    assert!(viewer.body["data"][0]["download_url"].is_null(), "{}", viewer.body);
}

#[tokio::test]
async fn a_second_request_while_one_is_open_is_409_and_asks_nothing() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-PENDING", false).await;
    assert_eq!(ask(&app, &asset, &app.a.key("admin"), json!({})).await.status, 202);
    let (_, request_id, _) = last_request(&station);
    let again = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    assert_eq!((again.status, again.code()), (409, "CONFLICT"), "{}", again.body);
    assert_eq!(again.body["error"]["details"]["reason"], "log_request_pending", "{}", again.body);
    let asked = station.received().iter().filter(|(action, _)| action == "GetLog").count();
    assert_eq!(asked, 1, "the station was asked once");
    assert_eq!(listed(&app, &asset).await.len(), 1, "nothing was written");

    // Still open while uploading; once failed, the station may be asked again.
    finish(&station, request_id, "Uploading").await;
    let again = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    assert_eq!(again.status, 409, "{}", again.body);
    finish(&station, request_id, "UploadFailure").await;
    eventually("failed", || async { listed(&app, &asset).await[0]["status"] == "failed" }).await;
    let after = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    assert_eq!(after.status, 202, "{}", after.body);
}

#[tokio::test]
async fn a_report_for_an_unknown_request_id_changes_nothing_and_a_repeated_one_writes_nothing() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-UNKNOWN", false).await;
    assert_eq!(ask(&app, &asset, &app.a.key("admin"), json!({})).await.status, 202);
    let (_, request_id, _) = last_request(&station);
    finish(&station, request_id.map(|id| id ^ 1), "Uploaded").await;
    finish(&station, request_id, "Uploading").await;
    eventually("uploading", || async { listed(&app, &asset).await[0]["status"] == "uploading" }).await;
    let before = listed(&app, &asset).await[0]["updated_at"].clone();
    finish(&station, request_id, "Uploading").await;
    let after = listed(&app, &asset).await[0].clone();
    assert_eq!((&after["status"], &after["updated_at"]), (&json!("uploading"), &before));
}

#[tokio::test]
async fn a_download_is_an_attachment_never_sniffed() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-ATTACH", false).await;
    assert_eq!(ask(&app, &asset, &app.a.key("admin"), json!({})).await.status, 202);
    let (url, request_id, _) = last_request(&station);
    assert_eq!(put(&app, &url, b"<html><script>alert(1)</script>".to_vec()).await, 200);
    finish(&station, request_id, "Uploaded").await;
    eventually("uploaded", || async { listed(&app, &asset).await[0]["status"] == "uploaded" }).await;
    let link = listed(&app, &asset).await[0]["download_url"].as_str().expect("a link").to_owned();
    let response = app.http.get(&link).send().await.expect("answered");
    let header = |name: &str| response.headers().get(name).and_then(|v| v.to_str().ok()).map(str::to_owned);
    assert_eq!(header("content-type").as_deref(), Some("application/octet-stream"));
    assert!(header("content-disposition").is_some_and(|d| d.starts_with("attachment")));
    assert_eq!(header("x-content-type-options").as_deref(), Some("nosniff"));
}

#[tokio::test]
async fn an_organization_that_asked_its_days_share_is_409_and_asks_nothing() {
    use aws_sdk_dynamodb::types::AttributeValue;
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-CAPPED", false).await;
    // As if the organization had asked 200 times today (and tomorrow, should the test cross midnight).
    let today = shared::time::now_ms() / 86_400_000;
    let (client, table) = (app.app.store.client(), app.app.store.table());
    for day in [today, today + 1] {
        let key = format!("LOGCAP#{}#{day}", app.a.org_id().uuid());
        let put = client
            .put_item()
            .table_name(table)
            .item("PK", AttributeValue::S(key))
            .item("SK", AttributeValue::S("LOGCAP".into()))
            .item("requests", AttributeValue::N("200".into()));
        put.send().await.expect("seeded");
    }
    let capped = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    assert_eq!(capped.status, 409, "{}", capped.body);
    assert_eq!(capped.body["error"]["details"]["reason"], "log_request_daily_cap", "{}", capped.body);
    assert_eq!(capped.body["error"]["details"]["limit"], 200);
    assert!(station.received().iter().all(|(action, _)| action != "GetLog"), "the station was never asked");
    assert!(listed(&app, &asset).await.is_empty(), "nothing was written");
}

/// A body sent in two pieces, the second only once `gate` opens (chunked, no declared length).
struct Held {
    pieces: Vec<hyper::body::Bytes>,
    gate: Option<tokio::sync::oneshot::Receiver<()>>,
}

impl hyper::body::Body for Held {
    type Data = hyper::body::Bytes;
    type Error = std::io::Error;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<hyper::body::Frame<hyper::body::Bytes>, std::io::Error>>> {
        use std::future::Future;
        if self.pieces.len() == 2 {
            let first = self.pieces.remove(0);
            return std::task::Poll::Ready(Some(Ok(hyper::body::Frame::data(first))));
        }
        if let Some(gate) = self.gate.as_mut() {
            if std::pin::Pin::new(gate).poll(cx).is_pending() {
                return std::task::Poll::Pending;
            }
            self.gate = None;
        }
        std::task::Poll::Ready(self.pieces.pop().map(|piece| Ok(hyper::body::Frame::data(piece))))
    }
}

#[tokio::test]
async fn a_second_upload_of_a_file_while_its_first_runs_is_409() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-TWICE", false).await;
    let asked = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    let (url, request_id, _) = last_request(&station);
    let (open, gate) = tokio::sync::oneshot::channel();
    let held = Held { pieces: vec!["first half, ".into(), "second half".into()], gate: Some(gate) };
    let first = tokio::spawn({
        let (http, url) = (app.http.clone(), url.clone());
        async move { http.put(&url).body(reqwest::Body::wrap(held)).send().await.map(|r| r.status().as_u16()) }
    });
    // Once the first upload runs, another of the same file is turned away (one before it is
    // taken would be stored, then overwritten by the first).
    eventually("the first upload holds its file", || async {
        put(&app, &url, b"other".to_vec()).await == 409
    })
    .await;
    open.send(()).expect("the first upload waits");
    assert_eq!(first.await.expect("ran").expect("answered"), 200);
    finish(&station, request_id, "Uploaded").await;
    let shown = status_of(&app, &asset, &asked.body["data"]["id"]).await;
    let link = shown["download_url"].as_str().expect("a link");
    assert_eq!(fetch(&app, link).await, (200, b"first half, second half".to_vec()));
    // Free once it ended, but kept: the first complete upload is the file.
    assert_eq!(put(&app, &url, b"again".to_vec()).await, 409);
}

/// A key segment as the platform makes them (a compact UUID).
fn segment() -> String {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(uuid::Uuid::new_v4().as_bytes())
}

/// An upload location the platform issues for a file of organization `org` (a key segment):
/// the gateway's bounds are per file, organization and task, whichever station asked.
fn location_in(app: &TestApp, org: &str) -> String {
    let files = app.app.config.station_log_files.as_ref().expect("the runner issues locations");
    let key = format!("{org}/{}/{}", segment(), segment());
    files.location(&key, Transfer::Upload, std::time::SystemTime::now()).expect("issued")
}

/// An upload of `url` held open after its first piece until its gate opens: its status.
fn held_upload(
    app: &TestApp,
    url: &str,
) -> (tokio::sync::oneshot::Sender<()>, tokio::task::JoinHandle<reqwest::Result<u16>>) {
    let (open, gate) = tokio::sync::oneshot::channel();
    let held = Held { pieces: vec!["begun, ".into(), "done".into()], gate: Some(gate) };
    let (http, url) = (app.http.clone(), url.to_owned());
    let running = tokio::spawn(async move {
        http.put(&url).body(reqwest::Body::wrap(held)).send().await.map(|r| r.status().as_u16())
    });
    (open, running)
}

/// Whether an upload of `url` now is turned away for being one too many, with a time to retry.
async fn turned_away(app: &TestApp, url: &str) -> bool {
    let answer = app.http.put(url).body(b"one more".to_vec()).send().await.expect("answered");
    answer.status() == 503 && answer.headers().get("retry-after").is_some()
}

#[tokio::test]
async fn a_gateway_task_takes_a_bounded_number_of_uploads_at_once() {
    let app = TestApp::spawn().await;
    let (at_once, per_org) =
        (ocpp_gateway::log_uploads::UPLOADS_AT_ONCE, ocpp_gateway::log_uploads::UPLOADS_PER_ORGANIZATION);
    // As many uploads as a task takes, from as many organizations as that needs, each held open
    // after its first piece.
    let organizations: Vec<String> = (0..at_once.div_ceil(per_org) + 1).map(|_| segment()).collect();
    let mut held = Vec::new();
    for n in 0..at_once {
        held.push(held_upload(&app, &location_in(&app, &organizations[n / per_org])));
    }
    // One more, of an organization with none running, is turned away with a time to retry (one
    // taken before the others began would simply be stored).
    let last = location_in(&app, organizations.last().expect("one more organization"));
    eventually("the task is full", || turned_away(&app, &last)).await;
    for (open, running) in held {
        open.send(()).expect("the upload waits");
        assert_eq!(running.await.expect("ran").expect("answered"), 200);
    }
    assert_eq!(put(&app, &last, b"one more".to_vec()).await, 200, "taken once the others ended");
}

#[tokio::test]
async fn an_organization_takes_a_bounded_share_of_a_tasks_uploads() {
    let app = TestApp::spawn().await;
    let per_org = ocpp_gateway::log_uploads::UPLOADS_PER_ORGANIZATION;
    let (busy, other) = (segment(), segment());
    let held: Vec<_> = (0..per_org).map(|_| held_upload(&app, &location_in(&app, &busy))).collect();
    // One more of the same organization waits its turn; another organization's goes in.
    let one_more = location_in(&app, &busy);
    eventually("the organization's share is taken", || turned_away(&app, &one_more)).await;
    assert_eq!(put(&app, &location_in(&app, &other), b"another tenant's".to_vec()).await, 200);
    for (open, running) in held {
        open.send(()).expect("the upload waits");
        assert_eq!(running.await.expect("ran").expect("answered"), 200);
    }
    assert_eq!(put(&app, &one_more, b"one more".to_vec()).await, 200, "taken once its others ended");
}

#[tokio::test]
async fn a_file_once_uploaded_is_not_replaced() {
    let app = TestApp::spawn().await;
    let (asset, station) = online(&app, "CP-ONCE", false).await;
    let asked = ask(&app, &asset, &app.a.key("admin"), json!({})).await;
    let (url, request_id, _) = last_request(&station);
    assert_eq!(put(&app, &url, b"the station's log".to_vec()).await, 200);
    // The token serves its hour, but the first complete upload is the file.
    assert_eq!(put(&app, &url, b"something else".to_vec()).await, 409);
    assert_eq!(post_form(&app, &url, b"something else").await, 409);
    finish(&station, request_id, "Uploaded").await;
    let shown = status_of(&app, &asset, &asked.body["data"]["id"]).await;
    let link = shown["download_url"].as_str().expect("a link");
    assert_eq!(fetch(&app, link).await, (200, b"the station's log".to_vec()));
}

#[tokio::test]
async fn a_multipart_part_whose_headers_never_end_is_refused() {
    let app = TestApp::spawn().await;
    let url = location_in(&app, &segment());
    let mut body =
        b"--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"d.log\"\r\nX-Pad: ".to_vec();
    body.extend(std::iter::repeat_n(b'a', 1024 * 1024));
    let sent =
        app.http.post(&url).header("content-type", "multipart/form-data; boundary=B").body(body).send().await;
    // Refused once its overhead passes 64 KiB (the rest may be cut off unread).
    assert!(sent.is_err() || sent.is_ok_and(|answer| answer.status() == 413), "refused");
    // The file was not written: a proper upload is still taken.
    assert_eq!(post_form(&app, &url, b"the log").await, 200);
}
