//! OCPP stations and id tokens, the REST side (docs/ocpp.md, "Stations and their credentials"
//! and "Id tokens"): an asset becomes a station with a unique identity and a password shown
//! once; the asset shows its station; an organization lists the id tokens the gateway accepts.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::{Cred, Reply, TestApp};
use aws_sdk_dynamodb::types::AttributeValue;
use shared::domain::station::hash_password;
use shared::ids::AssetId;
use shared::store::station_transactions::StationAsset;

const TOKENS: &str = "/asset-controls/id-tokens";

fn station_path(asset: &Value) -> String {
    format!("/inventory-service/assets/{}/station", asset["id"].as_str().unwrap())
}

fn asset_path(asset: &Value) -> String {
    format!("/inventory-service/assets/{}", asset["id"].as_str().unwrap())
}

/// An asset of organization A at a new site.
async fn asset(app: &TestApp, name: &str) -> Value {
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, &format!("{name}'s depot")).await;
    app.create_asset(&owner, &site, name, 22.0).await
}

async fn make_station(app: &TestApp, cred: &Cred, asset: &Value, identity: &str) -> Reply {
    app.send(Method::POST, &station_path(asset), cred, Some(json!({"identity": identity}))).await
}

#[tokio::test]
async fn a_new_station_shows_its_password_once_and_never_again() {
    let app = TestApp::spawn().await;
    let admin = app.a.key("admin");
    let charger = asset(&app, "Charger").await;
    let created = make_station(&app, &admin, &charger, "CP-001").await;
    assert_eq!(created.status, 201, "{}", created.body);
    assert_eq!(created.header("cache-control"), Some("no-store"));
    assert!(created.header("location").is_some_and(|l| l.ends_with(&station_path(&charger))));
    let data = &created.body["data"];
    let password = data["password"].as_str().unwrap();
    assert_eq!(password.len(), 40);
    assert!(password.bytes().all(|b| b.is_ascii_alphanumeric()), "{password}");
    assert_eq!(
        (&data["identity"], &data["url_path"]),
        (&json!("CP-001"), &json!(format!("/ocpp/{}/CP-001", app.a.id)))
    );
    assert_eq!(data["asset_id"], charger["id"]);

    let fetched = app.get(station_path(&charger), &app.a.key("viewer")).await;
    assert_eq!(fetched.status, 200, "{}", fetched.body);
    assert!(fetched.body["data"].get("password").is_none(), "the password is shown once");
    assert_eq!(fetched.body["data"]["password_set_at"], data["password_set_at"]);
    let stored =
        app.app.store.station(&app.a.station_key("cp-001")).await.unwrap().expect("the station item");
    assert_eq!(stored.password_hash, hash_password(password), "only the hash is stored");
}

#[tokio::test]
async fn the_asset_shows_its_station_offline_after_create_and_null_before() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let charger = asset(&app, "Charger").await;
    assert_eq!(charger["station"], Value::Null, "a plain asset");
    assert_eq!(app.get(station_path(&charger), &owner).await.status, 404, "not a station");
    assert_eq!(make_station(&app, &owner, &charger, "CP-002").await.status, 201);
    let shown = app.get(format!("/v2{}", asset_path(&charger)), &owner).await;
    let station = &shown.body["data"]["station"];
    assert_eq!(station["identity"], "CP-002");
    assert_eq!(station["connection"], "offline");
    assert_eq!(station["status"], "unknown");
    assert_eq!(station["connectors"], json!([]));
    let listed = app.get("/inventory-service/assets", &owner).await;
    let row = listed.body["data"].as_array().unwrap().iter().find(|a| a["id"] == charger["id"]).cloned();
    assert_eq!(row.unwrap()["station"]["connection"], "offline", "lists show it too");
}

#[tokio::test]
async fn asset_writes_keep_the_station() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let charger = asset(&app, "Charger").await;
    assert_eq!(make_station(&app, &owner, &charger, "CP-003").await.status, 201);
    let renamed =
        app.send(Method::PATCH, &asset_path(&charger), &owner, Some(json!({"name": "Renamed"}))).await;
    assert_eq!((renamed.status, &renamed.body["data"]["station"]["identity"]), (200, &json!("CP-003")));
    let other = app.create_site(&owner, "Other depot").await;
    let body = json!({"site_id": other, "visibility": "site"});
    let moved = app.send(Method::PATCH, &asset_path(&charger), &owner, Some(body)).await;
    assert_eq!((moved.status, &moved.body["data"]["station"]["identity"]), (200, &json!("CP-003")));
    let fetched = app.get(asset_path(&charger), &owner).await;
    assert_eq!(fetched.body["data"]["station"]["identity"], "CP-003");
    assert_eq!(app.get(station_path(&charger), &owner).await.status, 200);
}

#[tokio::test]
async fn a_station_state_in_an_unknown_shape_leaves_the_asset_readable() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let charger = asset(&app, "Charger").await;
    assert_eq!(make_station(&app, &owner, &charger, "CP-004").await.status, 201);
    let id = AssetId::parse(charger["id"].as_str().unwrap()).unwrap();
    let store = &app.app.store;
    let odd = AttributeValue::M([("identity".to_owned(), AttributeValue::N("7".into()))].into());
    let key = [("PK", format!("ASSET#{}", id.uuid())), ("SK", "ASSET".to_owned())]
        .map(|(name, value)| (name.to_owned(), AttributeValue::S(value)));
    let written = store
        .client()
        .update_item()
        .table_name(store.table())
        .set_key(Some(key.into()))
        .update_expression("SET station = :odd")
        .expression_attribute_values(":odd", odd)
        .send()
        .await;
    written.expect("the odd station state is written");
    let fetched = app.get(asset_path(&charger), &owner).await;
    assert_eq!((fetched.status, &fetched.body["data"]["station"]), (200, &Value::Null), "{}", fetched.body);
    assert_eq!(app.get("/inventory-service/assets", &owner).await.status, 200);
}

#[tokio::test]
async fn an_identity_another_asset_has_is_taken_whatever_its_case() {
    let app = TestApp::spawn().await;
    let admin = app.a.key("admin");
    let first = asset(&app, "First").await;
    let second = asset(&app, "Second").await;
    assert_eq!(make_station(&app, &admin, &first, "Depot-7").await.status, 201);
    for identity in ["Depot-7", "depot-7", "DEPOT-7"] {
        let taken = make_station(&app, &admin, &second, identity).await;
        assert_eq!((taken.status, taken.code()), (409, "ALREADY_EXISTS"), "{identity}: {}", taken.body);
    }
    let second_now = app.get(asset_path(&second), &admin).await;
    assert_eq!(second_now.body["data"]["station"], Value::Null, "nothing was written");
}

#[tokio::test]
async fn an_asset_that_is_a_station_already_is_a_conflict() {
    let app = TestApp::spawn().await;
    let admin = app.a.key("admin");
    let charger = asset(&app, "Charger").await;
    assert_eq!(make_station(&app, &admin, &charger, "CP-010").await.status, 201);
    let again = make_station(&app, &admin, &charger, "CP-011").await;
    assert_eq!((again.status, again.code()), (409, "CONFLICT"), "{}", again.body);
    assert_eq!(again.body["error"]["details"]["reason"], "already_a_station");
    let other = asset(&app, "Other").await;
    assert_eq!(make_station(&app, &admin, &other, "CP-011").await.status, 201, "CP-011 was not taken");
}

#[tokio::test]
async fn a_bad_identity_is_a_validation_error() {
    let app = TestApp::spawn().await;
    let admin = app.a.key("admin");
    let charger = asset(&app, "Charger").await;
    let long = "x".repeat(49);
    for body in [
        json!({"identity": "has:colon"}),
        json!({"identity": "has space"}),
        json!({"identity": ""}),
        json!({"identity": long}),
        json!({"identity": 7}),
        json!({}),
        json!({"identity": "CP-1", "password": "mine"}),
    ] {
        let refused = app.send(Method::POST, &station_path(&charger), &admin, Some(body.clone())).await;
        assert_eq!((refused.status, refused.code()), (422, "VALIDATION_ERROR"), "{body}: {}", refused.body);
    }
}

#[tokio::test]
async fn a_deleted_asset_cannot_become_a_station() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let charger = asset(&app, "Charger").await;
    assert_eq!(app.send(Method::DELETE, &asset_path(&charger), &owner, None).await.status, 204);
    let refused = make_station(&app, &owner, &charger, "CP-015").await;
    assert_eq!((refused.status, refused.code()), (410, "GONE"), "{}", refused.body);
    assert_eq!(app.get(station_path(&charger), &owner).await.status, 410);
    assert!(
        app.app.store.station(&app.a.station_key("cp-015")).await.unwrap().is_none(),
        "nothing was written"
    );
}

#[tokio::test]
async fn another_organizations_asset_is_forbidden() {
    let app = TestApp::spawn().await;
    let charger = asset(&app, "Charger").await;
    assert_eq!(make_station(&app, &app.a.key("owner"), &charger, "CP-020").await.status, 201);
    let intruder = app.b.key("owner");
    let path = station_path(&charger);
    for (method, path, body) in [
        (Method::POST, path.clone(), Some(json!({"identity": "CP-021"}))),
        (Method::POST, path.clone(), Some(json!({"identity": "bad:one"}))),
        (Method::GET, path.clone(), None),
        (Method::POST, format!("{path}/password"), None),
        (Method::DELETE, path.clone(), None),
    ] {
        let refused = app.send(method.clone(), &path, &intruder, body).await;
        assert_eq!((refused.status, refused.code()), (403, "FORBIDDEN"), "{method} {path}: {}", refused.body);
        assert!(refused.body.get("data").is_none());
    }
    assert!(app.app.store.station(&app.a.station_key("cp-020")).await.unwrap().is_some(), "untouched");
}

#[tokio::test]
async fn a_member_without_admin_assets_cannot_manage_stations() {
    let app = TestApp::spawn().await;
    let charger = asset(&app, "Charger").await;
    assert_eq!(make_station(&app, &app.a.key("admin"), &charger, "CP-030").await.status, 201);
    let path = station_path(&charger);
    for role in ["operator", "viewer"] {
        let cred = app.a.key(role);
        for (method, path) in [
            (Method::POST, path.clone()),
            (Method::POST, format!("{path}/password")),
            (Method::DELETE, path.clone()),
        ] {
            let body = (method == Method::POST).then(|| json!({"identity": "CP-031"}));
            let refused = app.send(method.clone(), &path, &cred, body).await;
            assert_eq!(
                (refused.status, refused.code()),
                (403, "INSUFFICIENT_PERMISSIONS"),
                "{role} {method} {path}"
            );
            assert_eq!(refused.body["error"]["details"]["required"], json!(["admin:assets"]));
        }
        assert_eq!(app.get(&path, &cred).await.status, 200, "{role} reads it with read:assets");
    }
}

#[tokio::test]
async fn a_site_limited_member_manages_only_stations_it_sees() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let own_site = app.site_delegate(&app.a).await;
    let delegate = app.a.key("viewer");
    let body = json!({"name": "Hidden", "site_id": app.create_site(&owner, "Elsewhere").await, "capacity": 22, "visibility": "site"});
    let hidden =
        app.send(Method::POST, "/inventory-service/assets", &owner, Some(body)).await.body["data"].clone();
    let refused = make_station(&app, &delegate, &hidden, "CP-040").await;
    assert_eq!((refused.status, refused.code()), (403, "RESOURCE_ACCESS_DENIED"), "{}", refused.body);
    assert_eq!(make_station(&app, &owner, &hidden, "CP-040").await.status, 201);
    assert_eq!(app.get(station_path(&hidden), &delegate).await.status, 403);
    let rotate =
        app.send(Method::POST, &format!("{}/password", station_path(&hidden)), &delegate, None).await;
    assert_eq!(rotate.status, 403);
    assert_eq!(app.send(Method::DELETE, &station_path(&hidden), &delegate, None).await.status, 403);
    let mine = app.create_asset(&delegate, &own_site, "Mine", 11.0).await;
    assert_eq!(make_station(&app, &delegate, &mine, "CP-041").await.status, 201);
}

#[tokio::test]
async fn rotating_gives_a_new_password_and_moves_password_set_at() {
    let app = TestApp::spawn().await;
    let admin = app.a.key("admin");
    let charger = asset(&app, "Charger").await;
    let created = app
        .send(
            Method::POST,
            &format!("/v2{}", station_path(&charger)),
            &admin,
            Some(json!({"identity": "CP-050"})),
        )
        .await;
    assert_eq!(created.status, 201);
    let before = app.app.store.station(&app.a.station_key("cp-050")).await.unwrap().expect("station");
    // The clock moves on by at least a millisecond whatever the machine's speed.
    tokio::time::sleep(std::time::Duration::from_millis(2)).await;
    let rotated =
        app.send(Method::POST, &format!("/v2{}/password", station_path(&charger)), &admin, None).await;
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    assert_eq!(rotated.header("cache-control"), Some("no-store"));
    let password = rotated.body["data"]["password"].as_str().unwrap();
    assert_ne!(password, created.body["data"]["password"].as_str().unwrap());
    assert_ne!(rotated.body["data"]["password_set_at"], created.body["data"]["password_set_at"]);
    assert_eq!(rotated.body["data"]["created_at"], created.body["data"]["created_at"]);
    let after = app.app.store.station(&app.a.station_key("cp-050")).await.unwrap().expect("station");
    assert_eq!(after.password_hash, hash_password(password));
    assert!(after.password_set_at > before.password_set_at);
    let fetched = app.get(format!("/v2{}", station_path(&charger)), &admin).await;
    assert_eq!(fetched.body["data"]["password_set_at"], rotated.body["data"]["password_set_at"]);
}

#[tokio::test]
async fn deleting_a_station_frees_its_identity() {
    let app = TestApp::spawn().await;
    let admin = app.a.key("admin");
    let first = asset(&app, "First").await;
    let second = asset(&app, "Second").await;
    assert_eq!(make_station(&app, &admin, &first, "CP-060").await.status, 201);
    let deleted = app.send(Method::DELETE, &station_path(&first), &admin, None).await;
    assert_eq!(deleted.status, 204, "{}", deleted.body);
    assert_eq!(app.get(station_path(&first), &admin).await.status, 404);
    assert_eq!(app.get(asset_path(&first), &admin).await.body["data"]["station"], Value::Null);
    assert_eq!(app.send(Method::DELETE, &station_path(&first), &admin, None).await.status, 404);
    assert_eq!(make_station(&app, &admin, &second, "cp-060").await.status, 201, "the identity is free");
    let stored = app.app.store.station(&app.a.station_key("cp-060")).await.unwrap().expect("the new station");
    assert_eq!(stored.asset_id.legacy(), second["id"].as_str().unwrap());
    assert_eq!(make_station(&app, &admin, &first, "CP-061").await.status, 201, "a plain asset again");
}

#[tokio::test]
async fn deleting_an_asset_that_is_a_station_removes_the_station() {
    let app = TestApp::spawn().await;
    let admin = app.a.key("admin");
    let charger = asset(&app, "Charger").await;
    assert_eq!(make_station(&app, &admin, &charger, "CP-GONE").await.status, 201);
    let deleted = app.send(Method::DELETE, &asset_path(&charger), &admin, None).await;
    assert_eq!(deleted.status, 204, "{}", deleted.body);
    assert!(
        app.app.store.station(&app.a.station_key("cp-gone")).await.unwrap().is_none(),
        "the credential goes with the asset"
    );
    let other = asset(&app, "Successor").await;
    assert_eq!(make_station(&app, &admin, &other, "CP-GONE").await.status, 201, "the identity is free");
}

async fn list_token(app: &TestApp, cred: &Cred, body: Value) -> Reply {
    app.send(Method::POST, TOKENS, cred, Some(body)).await
}

fn token_ids(reply: &Reply) -> Vec<String> {
    reply.body["data"].as_array().unwrap().iter().map(|t| t["id"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn id_tokens_are_listed_oldest_first_and_unlisted() {
    let app = TestApp::spawn().await;
    let service = app.a.key("admin");
    let first = list_token(&app, &service, json!({"id_token": "04A1B2C3", "reference": "Fleet 1"})).await;
    assert_eq!(first.status, 201, "{}", first.body);
    assert_eq!(
        (&first.body["data"]["type"], &first.body["data"]["reference"]),
        (&json!("ISO14443"), &json!("Fleet 1"))
    );
    assert!(first.body["data"]["id"].as_str().unwrap().starts_with("tok_"));
    let second = list_token(&app, &service, json!({"id_token": "app-42", "type": "Local"})).await;
    assert_eq!((second.status, &second.body["data"]["reference"]), (201, &Value::Null));
    let ids = [first.body["data"]["id"].as_str().unwrap(), second.body["data"]["id"].as_str().unwrap()];
    let listed = app.get(TOKENS, &app.a.key("owner")).await;
    assert_eq!(listed.status, 200, "{}", listed.body);
    assert_eq!(token_ids(&listed), ids);
    assert!(listed.body["pagination"].get("next_cursor").is_some(), "cursor pagination");
    let v2 = app.get(format!("/v2{TOKENS}"), &service).await;
    assert_eq!(v2.body["data"][0]["legacy_id"], ids[0]);

    let one = format!("{TOKENS}/{}", ids[0]);
    assert_eq!(app.send(Method::DELETE, &one, &service, None).await.status, 204);
    assert_eq!(token_ids(&app.get(TOKENS, &service).await), [ids[1]]);
    assert_eq!(app.send(Method::DELETE, &one, &service, None).await.status, 410);
    let unknown = format!("{TOKENS}/tok_06Yl3JmOCVkNnJ9ZV5kD0a");
    assert_eq!(app.send(Method::DELETE, &unknown, &service, None).await.status, 404);
    let again = list_token(&app, &service, json!({"id_token": "04a1b2c3"})).await;
    assert_eq!(again.status, 201, "an unlisted token can be listed again: {}", again.body);
}

#[tokio::test]
async fn a_token_listed_twice_already_exists() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    assert_eq!(list_token(&app, &owner, json!({"id_token": "CARD-1"})).await.status, 201);
    for body in [json!({"id_token": "CARD-1"}), json!({"id_token": "card-1", "type": "ISO14443"})] {
        let twice = list_token(&app, &owner, body.clone()).await;
        assert_eq!((twice.status, twice.code()), (409, "ALREADY_EXISTS"), "{body}: {}", twice.body);
    }
    let other_type = list_token(&app, &owner, json!({"id_token": "CARD-1", "type": "ISO15693"})).await;
    assert_eq!(other_type.status, 201, "another type is another token");
    let other_org = list_token(&app, &app.b.key("owner"), json!({"id_token": "CARD-1"})).await;
    assert_eq!(other_org.status, 201, "tokens are unique per organization");
    assert_eq!(token_ids(&app.get(TOKENS, &owner).await).len(), 2);
}

#[tokio::test]
async fn a_bad_token_or_type_is_a_validation_error() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    for body in [
        json!({"id_token": "x", "type": "Central"}),
        json!({"id_token": "x", "type": "NoAuthorization"}),
        json!({"id_token": "x", "type": "iso14443"}),
        json!({"id_token": ""}),
        json!({"id_token": "x".repeat(37)}),
        json!({"id_token": "x", "reference": "r".repeat(65)}),
        json!({"type": "Local"}),
        json!({"id_token": "x", "owner": "me"}),
    ] {
        let refused = list_token(&app, &owner, body.clone()).await;
        assert_eq!((refused.status, refused.code()), (422, "VALIDATION_ERROR"), "{body}: {}", refused.body);
    }
}

#[tokio::test]
async fn another_organization_neither_sees_nor_unlists_tokens() {
    let app = TestApp::spawn().await;
    let created = list_token(&app, &app.a.key("owner"), json!({"id_token": "SECRET-CARD"})).await;
    let id = created.body["data"]["id"].as_str().unwrap().to_owned();
    let intruder = app.b.key("owner");
    assert_eq!(token_ids(&app.get(TOKENS, &intruder).await), Vec::<String>::new());
    let refused = app.send(Method::DELETE, &format!("{TOKENS}/{id}"), &intruder, None).await;
    assert_eq!((refused.status, refused.code()), (403, "FORBIDDEN"), "{}", refused.body);
    assert_eq!(token_ids(&app.get(TOKENS, &app.a.key("owner")).await), [id]);
}

#[tokio::test]
async fn listing_and_unlisting_tokens_needs_write_sessions() {
    let app = TestApp::spawn().await;
    for role in ["operator", "viewer"] {
        let refused = list_token(&app, &app.a.key(role), json!({"id_token": "X"})).await;
        assert_eq!((refused.status, refused.code()), (403, "INSUFFICIENT_PERMISSIONS"), "{role}");
        assert_eq!(refused.body["error"]["details"]["required"], json!(["write:sessions"]));
        assert_eq!(app.get(TOKENS, &app.a.key(role)).await.status, 200, "{role} reads them");
    }
}

#[tokio::test]
async fn the_gateway_finds_a_listed_token_by_key() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await;
    let asset_id = AssetId::parse(asset["id"].as_str().unwrap()).unwrap();
    let at = |org| StationAsset::platform(org, asset_id, "CP-1".into());
    let (org_a, org_b) = (at(app.a.org_id()), at(app.b.org_id()));
    let created = list_token(&app, &owner, json!({"id_token": "04A1B2C3", "reference": "Fleet 7"})).await;
    assert_eq!(created.status, 201);
    let store = &app.app.store;
    let known = store.id_token_accepted(&org_a, "ISO14443", "04a1b2c3").await.unwrap().expect("listed");
    assert_eq!(known.reference.as_deref(), Some("Fleet 7"));
    assert_eq!(known.id_token, "04A1B2C3");
    assert_eq!(known.token_id.legacy(), created.body["data"]["id"].as_str().unwrap());
    assert!(store.id_token_accepted(&org_a, "ISO15693", "04A1B2C3").await.unwrap().is_none(), "another type");
    assert!(store.id_token_accepted(&org_b, "ISO14443", "04A1B2C3").await.unwrap().is_none(), "another org");
    let path = format!("{TOKENS}/{}", created.body["data"]["id"].as_str().unwrap());
    assert_eq!(app.send(Method::DELETE, &path, &owner, None).await.status, 204);
    assert!(store.id_token_accepted(&org_a, "ISO14443", "04A1B2C3").await.unwrap().is_none(), "unlisted");
}
