//! Id tokens under site scope (docs/auth.md, "Site-based access control"; docs/ocpp.md, "Id
//! tokens"): a token is listed at one site or for the whole organization. A member who does not
//! see every site sees, lists and unlists only tokens at its sites, and a station accepts a
//! token listed for the organization or at its asset's site.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::logs::Logs;
use api_tests::station::{Station, make_station};
use api_tests::{Cred, Reply, TestApp};

const TOKENS: &str = "/asset-controls/id-tokens";

async fn list_token(app: &TestApp, cred: &Cred, body: Value) -> Reply {
    app.send(Method::POST, TOKENS, cred, Some(body)).await
}

async fn listed(app: &TestApp, cred: &Cred, body: Value) -> String {
    let reply = list_token(app, cred, body).await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body["data"]["id"].as_str().unwrap().to_owned()
}

fn token_ids(reply: &Reply) -> Vec<String> {
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().unwrap().iter().map(|t| t["id"].as_str().unwrap().to_owned()).collect()
}

/// Two sites of organization A; the seeded `service` member is assigned to the first.
async fn service_at_first_site(app: &TestApp) -> [String; 2] {
    let owner = app.a.key("owner");
    let sites = [app.create_site(&owner, "Assigned").await, app.create_site(&owner, "Other").await];
    let path = format!("/admin/members/{}", app.a.members["service"].member_id);
    let assigned = app.send(Method::PATCH, &path, &owner, Some(json!({"site_ids": [sites[0]]}))).await;
    assert_eq!(assigned.status, 200, "{}", assigned.body);
    sites
}

fn assert_denied(reply: &Reply, reason: &str) {
    assert_eq!((reply.status, reply.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", reply.body);
    assert_eq!(reply.body["error"]["details"]["reason"], reason, "{}", reply.body);
}

#[tokio::test]
async fn a_member_assigned_to_no_site_lists_no_organization_wide_token() {
    let app = TestApp::spawn().await;
    listed(&app, &app.a.key("owner"), json!({"id_token": "04A1B2C3", "reference": "Jane Driver"})).await;
    let seen = app.get(TOKENS, &app.a.key("service")).await;
    assert_eq!(token_ids(&seen), Vec::<String>::new());
    assert!(!seen.body.to_string().contains("Jane Driver"), "{}", seen.body);
    assert_eq!(token_ids(&app.get(TOKENS, &app.a.key("admin")).await).len(), 1, "admins see every site");
}

#[tokio::test]
async fn a_site_restricted_member_cannot_list_an_organization_wide_token() {
    let app = TestApp::spawn().await;
    let refused = list_token(&app, &app.a.key("service"), json!({"id_token": "CAFE0001"})).await;
    assert_denied(&refused, "grants_sites_you_are_not_assigned_to");
    assert_eq!(token_ids(&app.get(TOKENS, &app.a.key("owner")).await), Vec::<String>::new());
}

#[tokio::test]
async fn a_site_restricted_member_cannot_unlist_an_owners_token() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let id = listed(&app, &owner, json!({"id_token": "OWNER-CARD"})).await;
    let refused = app.send(Method::DELETE, &format!("{TOKENS}/{id}"), &app.a.key("service"), None).await;
    assert_denied(&refused, "not_assigned_to_site");
    assert_eq!(token_ids(&app.get(TOKENS, &owner).await), [id]);
}

#[tokio::test]
async fn a_site_restricted_member_lists_sees_and_unlists_tokens_at_its_sites_only() {
    let app = TestApp::spawn().await;
    let sites = service_at_first_site(&app).await;
    let (owner, service) = (app.a.key("owner"), app.a.key("service"));
    let mine = list_token(&app, &service, json!({"id_token": "SITE-CARD", "site_id": sites[0]})).await;
    assert_eq!((mine.status, &mine.body["data"]["site_id"]), (201, &json!(sites[0])), "{}", mine.body);
    let mine = mine.body["data"]["id"].as_str().unwrap().to_owned();
    let elsewhere = list_token(&app, &service, json!({"id_token": "SITE-CARD", "site_id": sites[1]})).await;
    assert_denied(&elsewhere, "not_assigned_to_site");
    let theirs = listed(&app, &owner, json!({"id_token": "OTHER-CARD", "site_id": sites[1]})).await;
    let everywhere = listed(&app, &owner, json!({"id_token": "FLEET-CARD"})).await;

    assert_eq!(token_ids(&app.get(TOKENS, &service).await), std::slice::from_ref(&mine));
    assert_eq!(token_ids(&app.get(TOKENS, &owner).await), [mine.clone(), theirs.clone(), everywhere]);
    let refused = app.send(Method::DELETE, &format!("{TOKENS}/{theirs}"), &service, None).await;
    assert_denied(&refused, "not_assigned_to_site");
    assert_eq!(app.send(Method::DELETE, &format!("{TOKENS}/{mine}"), &service, None).await.status, 204);
}

#[tokio::test]
async fn an_organization_wide_token_reads_as_site_id_null() {
    let app = TestApp::spawn().await;
    let created = list_token(&app, &app.a.key("owner"), json!({"id_token": "FLEET-1"})).await;
    assert_eq!((created.status, &created.body["data"]["site_id"]), (201, &Value::Null), "{}", created.body);
    let explicit =
        list_token(&app, &app.a.key("owner"), json!({"id_token": "FLEET-2", "site_id": null})).await;
    assert_eq!((explicit.status, &explicit.body["data"]["site_id"]), (201, &Value::Null));
}

#[tokio::test]
async fn a_token_at_a_site_the_organization_does_not_have_is_invalid_value() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site_b = app.create_site(&app.b.key("owner"), "B's depot").await;
    for site in [json!(site_b), json!("sit_06Yl3JmOCVkNnJ9ZV5kD0a"), json!("not-an-id")] {
        let refused = list_token(&app, &owner, json!({"id_token": "CARD", "site_id": site})).await;
        assert_eq!((refused.status, refused.code()), (422, "INVALID_VALUE"), "{site}: {}", refused.body);
        assert_eq!(refused.body["error"]["details"]["field"], "site_id", "{}", refused.body);
    }
    let deleted = app.create_site(&owner, "Closed").await;
    let path = format!("/inventory-service/sites/{deleted}");
    assert_eq!(app.send(Method::DELETE, &path, &owner, None).await.status, 204);
    let refused = list_token(&app, &owner, json!({"id_token": "CARD", "site_id": deleted})).await;
    assert_eq!((refused.status, refused.code()), (422, "INVALID_VALUE"), "{}", refused.body);
    assert_eq!(token_ids(&app.get(TOKENS, &owner).await), Vec::<String>::new());
}

#[tokio::test]
async fn a_card_is_listed_once_per_site_and_once_for_the_organization() {
    let app = TestApp::spawn().await;
    let sites = service_at_first_site(&app).await;
    let (owner, service) = (app.a.key("owner"), app.a.key("service"));
    // The owner's listings are hidden from the service member: they make no 409 for it.
    listed(&app, &owner, json!({"id_token": "CARD-7"})).await;
    listed(&app, &owner, json!({"id_token": "CARD-7", "site_id": sites[1]})).await;
    listed(&app, &service, json!({"id_token": "card-7", "site_id": sites[0]})).await;
    let twice = list_token(&app, &service, json!({"id_token": "CARD-7", "site_id": sites[0]})).await;
    assert_eq!((twice.status, twice.code()), (409, "ALREADY_EXISTS"), "{}", twice.body);
    let twice = list_token(&app, &owner, json!({"id_token": "CARD-7"})).await;
    assert_eq!((twice.status, twice.code()), (409, "ALREADY_EXISTS"), "{}", twice.body);
}

/// A station of organization A on an asset at `site`, connected and booted.
async fn station_at(app: &TestApp, site: &str, identity: &str) -> Station {
    station_seen_as(app, site, identity, "organization").await
}

/// A booted station on an asset of this visibility at `site`.
async fn station_seen_as(app: &TestApp, site: &str, identity: &str, visibility: &str) -> Station {
    let body = json!({"name": "Charger", "site_id": site, "capacity": 22.0, "visibility": visibility});
    let created = app.send(Method::POST, "/inventory-service/assets", &app.a.key("owner"), Some(body)).await;
    assert_eq!(created.status, 201, "{}", created.body);
    let asset = created.body["data"].clone();
    let password = make_station(app, &app.a, asset["id"].as_str().unwrap(), identity).await;
    let station = Station::connect(&app.station_url(&app.a), identity, &password).await;
    let station = station.unwrap_or_else(|status| panic!("refused with {status}"));
    assert_eq!(station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted")["status"], "Accepted");
    station
}

async fn authorized(station: &Station, token: &str) -> Value {
    let ask = json!({"idToken": {"idToken": token, "type": "ISO14443"}});
    station.call("Authorize", ask).await.expect("answered")["idTokenInfo"]["status"].clone()
}

#[tokio::test]
async fn a_station_accepts_a_token_listed_at_its_site_or_for_the_organization_only() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let sites = [app.create_site(&owner, "North").await, app.create_site(&owner, "South").await];
    let north = station_at(&app, &sites[0], "CP-NORTH").await;
    let south = station_at(&app, &sites[1], "CP-SOUTH").await;
    listed(&app, &owner, json!({"id_token": "NORTH-ONLY", "site_id": sites[0]})).await;
    listed(&app, &owner, json!({"id_token": "FLEET-ALL"})).await;

    assert_eq!(authorized(&north, "NORTH-ONLY").await, "Accepted");
    assert_eq!(authorized(&south, "NORTH-ONLY").await, "Invalid", "listed at another site");
    assert_eq!(authorized(&north, "FLEET-ALL").await, "Accepted");
    assert_eq!(authorized(&south, "FLEET-ALL").await, "Accepted");
}

#[tokio::test]
async fn a_site_token_follows_its_station_when_the_asset_moves() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let sites = [app.create_site(&owner, "North").await, app.create_site(&owner, "South").await];
    let asset = app.create_asset(&owner, &sites[0], "Charger", 22.0).await;
    let asset_id = asset["id"].as_str().unwrap();
    let password = make_station(&app, &app.a, asset_id, "CP-MOVING").await;
    listed(&app, &owner, json!({"id_token": "NORTH-ONLY", "site_id": sites[0]})).await;
    let station =
        Station::connect(&app.station_url(&app.a), "CP-MOVING", &password).await.expect("connected");
    assert_eq!(station.boot("Acme", "Volt 22", "1.0.0").await.expect("booted")["status"], "Accepted");
    assert_eq!(authorized(&station, "NORTH-ONLY").await, "Accepted");
    let path = format!("/inventory-service/assets/{asset_id}");
    let moved = app.send(Method::PATCH, &path, &owner, Some(json!({"site_id": sites[1]}))).await;
    assert_eq!(moved.status, 200, "{}", moved.body);
    assert_eq!(authorized(&station, "NORTH-ONLY").await, "Invalid", "the asset's site now");
}

/// The read units the request's log line records.
fn read_units(logs: &Logs, reply: &Reply) -> f64 {
    let line = logs.request(reply.header("x-request-id").unwrap()).expect("the request's log line");
    line["dynamodb_read_units"].as_f64().unwrap()
}

#[tokio::test]
async fn what_a_site_scoped_list_reads_tells_nothing_of_hidden_tokens() {
    let logs = Logs::capture();
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let sites = service_at_first_site(&app).await;
    let (owner, service) = (app.a.key("owner"), app.a.key("service"));
    listed(&app, &service, json!({"id_token": "MINE", "site_id": sites[0]})).await;
    // The first request of the minute keeps the rate limit's books; the caller's own reads are
    // cached after it.
    assert_eq!(app.get(TOKENS, &service).await.status, 200);
    let before = app.get(TOKENS, &service).await;
    for i in 0..40 {
        let site = if i % 2 == 0 { Value::Null } else { json!(sites[1]) };
        listed(&app, &owner, json!({"id_token": format!("HIDDEN-{i}"), "site_id": site})).await;
    }
    let after = app.get(TOKENS, &service).await;
    assert_eq!(token_ids(&after), token_ids(&before));
    assert_eq!(read_units(&logs, &after), read_units(&logs, &before), "the hidden tokens were read");
}

#[tokio::test]
async fn with_the_visibility_index_switched_off_a_site_scoped_member_still_sees_only_its_sites_tokens() {
    let app = TestApp::spawn_with(api_tests::Setup {
        configure: Some(|config| config.visibility_index = false),
        ..api_tests::Setup::default()
    })
    .await;
    let sites = service_at_first_site(&app).await;
    let owner = app.a.key("owner");
    let mine = listed(&app, &owner, json!({"id_token": "MINE", "site_id": sites[0]})).await;
    listed(&app, &owner, json!({"id_token": "THEIRS", "site_id": sites[1]})).await;
    listed(&app, &owner, json!({"id_token": "EVERYWHERE"})).await;
    assert_eq!(token_ids(&app.get(TOKENS, &app.a.key("service")).await), [mine]);
    // Assigned to no site: nothing at all.
    assert_eq!(token_ids(&app.get(TOKENS, &app.a.key("viewer")).await), Vec::<String>::new());
}

/// A Started TransactionEvent carrying `token`: the token's status in the answer.
async fn started_with(station: &Station, transaction_id: &str, token: &str) -> Value {
    let payload = json!({
        "eventType": "Started",
        "timestamp": "2026-11-24T16:00:00Z",
        "triggerReason": "Authorized",
        "seqNo": 0,
        "transactionInfo": {"transactionId": transaction_id},
        "idToken": {"idToken": token, "type": "ISO14443"},
    });
    let answer = station.call("TransactionEvent", payload).await.expect("a CALLRESULT");
    answer["idTokenInfo"]["status"].clone()
}

#[tokio::test]
async fn a_transaction_started_with_another_sites_token_is_told_invalid_and_its_session_gets_no_reference() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let sites = [app.create_site(&owner, "North").await, app.create_site(&owner, "South").await];
    let north = station_seen_as(&app, &sites[0], "CP-NORTH-TX", "site").await;
    let south = station_at(&app, &sites[1], "CP-SOUTH-TX").await;
    let body = json!({"id_token": "NORTH-ONLY", "site_id": sites[0], "reference": "Jane Driver"});
    listed(&app, &owner, body).await;
    assert_eq!(started_with(&north, "tx-north", "NORTH-ONLY").await, "Accepted");
    assert_eq!(started_with(&south, "tx-south", "NORTH-ONLY").await, "Invalid");
    let sessions = app.get("/asset-controls/sessions", &owner).await;
    assert_eq!(sessions.status, 200, "{}", sessions.body);
    let mut references: Vec<Value> =
        sessions.body["data"].as_array().unwrap().iter().map(|s| s["reference"].clone()).collect();
    references.sort_by_key(|r| r.is_null());
    assert_eq!(references, [json!("Jane Driver"), Value::Null]);
}

#[tokio::test]
async fn a_site_listings_reference_stays_off_a_session_the_whole_organization_sees() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let sites = service_at_first_site(&app).await;
    // The station at the other site is seen by every member (visibility organization).
    let station = station_at(&app, &sites[1], "CP-OPEN").await;
    let body = json!({"id_token": "OTHER-ONLY", "site_id": sites[1], "reference": "Secret Driver"});
    listed(&app, &owner, body).await;
    assert_eq!(started_with(&station, "tx-open", "OTHER-ONLY").await, "Accepted");
    let seen = app.get("/asset-controls/sessions", &app.a.key("service")).await;
    assert_eq!(seen.status, 200, "{}", seen.body);
    assert_eq!(seen.body["data"].as_array().map(Vec::len), Some(1), "{}", seen.body);
    assert!(!seen.body.to_string().contains("Secret Driver"), "{}", seen.body);
}

#[tokio::test]
async fn a_member_of_another_site_cannot_move_a_station_into_its_own() {
    let app = TestApp::spawn().await;
    let sites = service_at_first_site(&app).await;
    let owner = app.a.key("owner");
    let operator = format!("/admin/members/{}", app.a.members["operator"].member_id);
    let assigned = app.send(Method::PATCH, &operator, &owner, Some(json!({"site_ids": [sites[0]]}))).await;
    assert_eq!(assigned.status, 200, "{}", assigned.body);
    let asset = app.create_asset(&owner, &sites[1], "Charger", 22.0).await["id"].as_str().unwrap().to_owned();
    make_station(&app, &app.a, &asset, "CP-PULLED").await;
    let path = format!("/inventory-service/assets/{asset}");
    // The asset is seen by every member (visibility organization), and the operator may move
    // assets: not a station into its own site.
    let moved =
        app.send(Method::PATCH, &path, &app.a.key("operator"), Some(json!({"site_id": sites[0]}))).await;
    assert_denied(&moved, "not_assigned_to_site");
    let kept = app.get(&path, &owner).await;
    assert_eq!(kept.body["data"]["site_id"], sites[1].as_str(), "{}", kept.body);
}
