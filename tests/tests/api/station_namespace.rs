//! Station identities per organization (docs/decisions.md, "Station identities: a
//! per-organization namespace"; docs/ocpp.md, "The connection"): a station connects at
//! `/ocpp/<organization id>/<identity>`, two organizations may name stations alike, nothing
//! tells one tenant about another's identities, and a station made before the namespace keeps
//! its deployment-wide path.

use aws_sdk_dynamodb::types::AttributeValue;
use reqwest::Method;
use serde_json::{Value, json};

use api_tests::station::{Scripted, Station, eventually, station_asset};
use api_tests::{Org, TestApp};
use shared::domain::station::StationKey;

fn station_path(asset: &str) -> String {
    format!("/inventory-service/assets/{asset}/station")
}

async fn make_station(app: &TestApp, org: &Org, identity: &str) -> (String, Value) {
    let owner = org.key("owner");
    let site = app.create_site(&owner, &format!("Depot of {identity}")).await;
    let asset = app.create_asset(&owner, &site, identity, 22.0).await["id"].as_str().unwrap().to_owned();
    let made =
        app.send(Method::POST, &station_path(&asset), &owner, Some(json!({"identity": identity}))).await;
    assert_eq!(made.status, 201, "{}", made.body);
    (asset, made.body["data"].clone())
}

async fn shown_connection(app: &TestApp, org: &Org, asset: &str) -> Value {
    let asset = app.get(format!("/inventory-service/assets/{asset}"), &org.key("owner")).await;
    asset.body["data"]["station"]["connection"].clone()
}

#[tokio::test]
async fn two_organizations_may_name_their_stations_alike_and_each_connects_as_its_own() {
    let app = TestApp::spawn().await;
    let (a_asset, a_made) = make_station(&app, &app.a, "CP-SAME").await;
    let (b_asset, b_made) = make_station(&app, &app.b, "cp-same").await;
    let (a_password, b_password) =
        (a_made["password"].as_str().unwrap(), b_made["password"].as_str().unwrap());

    let a = Station::connect(&app.station_url(&app.a), "CP-SAME", a_password).await.expect("A's connects");
    let b = Station::connect(&app.station_url(&app.b), "cp-same", b_password).await.expect("B's connects");
    a.call("Heartbeat", json!({})).await.expect("A's is served");
    b.call("Heartbeat", json!({})).await.expect("B's is served");
    for (org, asset) in [(&app.a, &a_asset), (&app.b, &b_asset)] {
        eventually("each asset shows its own station online", || async {
            shown_connection(&app, org, asset).await == "online"
        })
        .await;
    }
    // Neither password opens the other organization's station.
    let crossed = Station::connect(&app.station_url(&app.b), "cp-same", a_password).await;
    assert_eq!(crossed.err(), Some(401));

    // A platform call for A's reaches A's socket only, on the task that holds both.
    a.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    b.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    let path = format!("/inventory-service/assets/{a_asset}");
    let patched =
        app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"status": "maintenance"}))).await;
    assert_eq!(patched.status, 200, "{}", patched.body);
    assert!(a.received().iter().any(|(action, _)| action == "ChangeAvailability"), "A's was told");
    assert!(b.received().is_empty(), "B's heard nothing");
}

#[tokio::test]
async fn a_wrong_password_at_another_organizations_path_reads_as_an_unknown_station() {
    let app = TestApp::spawn().await;
    let (_, a_password) = station_asset(&app, &app.a, "CP-TWIN").await;
    station_asset(&app, &app.b, "CP-TWIN").await;
    // B has a CP-TWIN, B has no CP-NONE: both refusals read alike.
    let known = Station::connect(&app.station_url(&app.b), "CP-TWIN", &a_password).await;
    let unknown = Station::connect(&app.station_url(&app.b), "CP-NONE", &a_password).await;
    assert_eq!((known.err(), unknown.err()), (Some(401), Some(401)));
}

#[tokio::test]
async fn creating_a_station_tells_nothing_of_another_organizations_identities() {
    let app = TestApp::spawn().await;
    make_station(&app, &app.a, "Depot-7").await;
    // B makes the same identity as if A had none: 201, not 409.
    let (_, made) = make_station(&app, &app.b, "DEPOT-7").await;
    assert_eq!(made["identity"], "DEPOT-7");
}

#[tokio::test]
async fn the_url_path_names_the_organization_and_takes_either_id_form() {
    let app = TestApp::spawn().await;
    let (asset, made) = make_station(&app, &app.a, "CP-PATH").await;
    assert_eq!(made["url_path"], format!("/ocpp/{}/CP-PATH", app.a.id));
    let v2 = app.get(format!("/v2{}", station_path(&asset)), &app.a.key("owner")).await;
    let uuid = app.a.org_id().uuid().to_string();
    assert_eq!(v2.body["data"]["url_path"], format!("/ocpp/{uuid}/CP-PATH"), "{}", v2.body);

    let password = made["password"].as_str().unwrap();
    let base = app.ocpp_url.clone();
    for org in [app.a.id.clone(), uuid] {
        let station = Station::connect(&format!("{base}/{org}"), "CP-PATH", password).await;
        let station = station.unwrap_or_else(|status| panic!("{org}: refused with {status}"));
        station.call("Heartbeat", json!({})).await.expect("served");
        station.close();
    }
}

#[tokio::test]
async fn a_station_under_another_organizations_path_is_refused_like_an_unknown_one() {
    let app = TestApp::spawn().await;
    let (_, password) = station_asset(&app, &app.a, "CP-HOME").await;
    let elsewhere = Station::connect(&app.station_url(&app.b), "CP-HOME", &password).await;
    assert_eq!(elsewhere.err(), Some(401));
    let garbage = Station::connect(&format!("{}/not-an-org", app.ocpp_url), "CP-HOME", &password).await;
    assert_eq!(garbage.err(), Some(401));
    // The deployment-wide path names no station made now.
    let bare = Station::connect(&app.ocpp_url, "CP-HOME", &password).await;
    assert_eq!(bare.err(), Some(401));
}

/// Turns `org`'s station `identity` into one made before identities were per organization:
/// its item under the deployment-wide key, its asset without `station_in_org`.
async fn as_made_before_the_namespace(app: &TestApp, org: &Org, asset: &str, identity: &str) {
    let store = &app.app.store;
    let (client, table) = (store.client(), store.table());
    let scoped = StationKey::in_org(org.org_id(), identity).key();
    let key = shared::store::station_item::station_item_key;
    let read = client.get_item().table_name(table).set_key(Some(key(&scoped)));
    let mut item = read.consistent_read(true).send().await.unwrap().item.expect("the station item");
    item.remove("in_org");
    item.insert("PK".into(), AttributeValue::S(format!("STATION#{}", identity.to_ascii_lowercase())));
    client.put_item().table_name(table).set_item(Some(item)).send().await.unwrap();
    let delete = client.delete_item().table_name(table).set_key(Some(key(&scoped)));
    delete.send().await.unwrap();
    let asset_key = shared::store::assets::ASSET.key(shared::ids::AssetId::parse(asset).unwrap().uuid());
    let update = client.update_item().table_name(table).set_key(Some(asset_key));
    update.update_expression("REMOVE station_in_org").send().await.unwrap();
}

#[tokio::test]
async fn a_station_made_before_the_namespace_keeps_its_deployment_wide_path() {
    let app = TestApp::spawn().await;
    let (asset, made) = make_station(&app, &app.a, "CP-OLD").await;
    as_made_before_the_namespace(&app, &app.a, &asset, "CP-OLD").await;
    let password = made["password"].as_str().unwrap();

    let shown = app.get(station_path(&asset), &app.a.key("owner")).await;
    assert_eq!(shown.body["data"]["url_path"], "/ocpp/CP-OLD", "{}", shown.body);
    let refused = Station::connect(&app.station_url(&app.a), "CP-OLD", password).await;
    assert_eq!(refused.err(), Some(401), "its item is not under the organization's path");
    let station = Station::connect(&app.ocpp_url, "CP-OLD", password).await.expect("connects");
    station.boot("Acme", "Old", "0.9").await.expect("booted");
    eventually("its asset shows it online", || async {
        shown_connection(&app, &app.a, &asset).await == "online"
    })
    .await;

    // The platform reaches it: maintenance tells it Inoperative.
    station.script(|_, _| Scripted::Result(json!({"status": "Accepted"})));
    let path = format!("/inventory-service/assets/{asset}");
    let patched =
        app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"status": "maintenance"}))).await;
    assert_eq!(patched.status, 200, "{}", patched.body);
    assert!(station.received().iter().any(|(action, _)| action == "ChangeAvailability"), "reached");

    // Its rotation cuts it off and its new password works at the same path.
    let rotated = app
        .send(Method::POST, &format!("{}/password", station_path(&asset)), &app.a.key("owner"), None)
        .await;
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    // Cut off: its next write finds the registry forgot it, and the gateway closes it.
    station.try_send_raw(&json!([2, "after-rotation", "Heartbeat", {}]).to_string());
    assert!(station.closed().await, "the old connection is cut off");
    let new_password = rotated.body["data"]["password"].as_str().unwrap();
    Station::connect(&app.ocpp_url, "CP-OLD", new_password).await.expect("reconnects with the new password");
}

#[tokio::test]
async fn an_older_stations_name_stays_its_organizations_and_no_one_elses() {
    let app = TestApp::spawn().await;
    let (asset, _) = make_station(&app, &app.a, "CP-KEPT").await;
    as_made_before_the_namespace(&app, &app.a, &asset, "CP-KEPT").await;
    // A second station of A's under the same name would leave the first unreachable: refused.
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot 2").await;
    let other = app.create_asset(&owner, &site, "Other", 22.0).await["id"].as_str().unwrap().to_owned();
    let taken =
        app.send(Method::POST, &station_path(&other), &owner, Some(json!({"identity": "cp-kept"}))).await;
    assert_eq!((taken.status, taken.code()), (409, "ALREADY_EXISTS"), "{}", taken.body);
    // Another organization is neither stopped nor told.
    make_station(&app, &app.b, "CP-KEPT").await;
}

#[tokio::test]
async fn removing_an_older_station_frees_its_name_and_its_credential() {
    let app = TestApp::spawn().await;
    let (asset, made) = make_station(&app, &app.a, "CP-GONE").await;
    as_made_before_the_namespace(&app, &app.a, &asset, "CP-GONE").await;
    let removed = app.send(Method::DELETE, &station_path(&asset), &app.a.key("owner"), None).await;
    assert_eq!(removed.status, 204, "{}", removed.body);
    let refused = Station::connect(&app.ocpp_url, "CP-GONE", made["password"].as_str().unwrap()).await;
    assert_eq!(refused.err(), Some(401));
    let store = &app.app.store;
    assert!(store.station(&StationKey::deployment_wide("CP-GONE").key()).await.unwrap().is_none());
}
