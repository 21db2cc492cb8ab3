//! One timestamp form per version, nested fields included: every instant a v1 response carries
//! is Unix seconds and every one in v2 is RFC 3339 as `time::render` writes it, and every body
//! field that takes an instant takes both forms in every version.
//!
//! The tour creates one of everything (a delivery with a failed attempt and a scheduler run
//! among them), then calls every route template.yaml declares under `/v1` and under `/v2` and
//! walks each JSON body it gets back. The walker knows no field list: an ISO-looking string is
//! found by its shape wherever it is, a numeric instant by its member's name. The tour also
//! fails when template.yaml has a route it did not call, so a new route must join it.

use reqwest::Method;
use serde_json::{Value, json};
use std::collections::BTreeSet;

use api_tests::receiver::Receiver;
use api_tests::{Cred, Reply, TestApp};
use local_runner::template::{Template, default_path};
use shared::rate_limit::Limits;
use shared::time::{iso, now_ms, parse_rfc3339};
use shared::versions::Major;

/// `YYYY-MM-DDTHH:MM` at the start: a date-time in ISO 8601 whatever follows (calendar dates
/// such as a version's `sunset_date` are not instants).
fn looks_iso(text: &str) -> bool {
    let shape = b"dddd-dd-ddTdd:dd";
    let bytes = text.as_bytes();
    bytes.len() >= shape.len()
        && shape.iter().zip(bytes).all(|(want, got)| match want {
            b'd' => got.is_ascii_digit(),
            b'T' => *got == b'T' || *got == b't' || *got == b' ',
            other => other == got,
        })
}

/// Members whose name says they hold an instant (`expires_in`, a duration, is not one).
fn instant_name(key: &str) -> bool {
    key == "at" || key == "timestamp" || key == "expires" || key.ends_with("_at") || key.ends_with("_until")
}

/// The first Unix second of year 10000: a v1 instant below it is seconds, not milliseconds.
const SECONDS_END: i64 = 253_402_300_800;

/// Every timestamp of `value` not in `major`'s form, by its JSON path.
fn offences(major: Major, value: &Value, path: &str, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (key, member) in map {
                let at = format!("{path}.{key}");
                if instant_name(key) {
                    match (major, member) {
                        (_, Value::Null) => {}
                        (Major::V1, Value::Number(n))
                            if n.as_i64().is_some_and(|s| (0..SECONDS_END).contains(&s)) => {}
                        // Reported by its shape below.
                        (Major::V1, Value::String(text)) if looks_iso(text) => {}
                        (Major::V1, other) => out.push(format!("{at}: {other} is not Unix seconds")),
                        (Major::V2, Value::Number(n)) => {
                            out.push(format!("{at}: {n} is a number, not ISO 8601"))
                        }
                        (Major::V2, Value::String(text)) if !looks_iso(text) => {
                            out.push(format!("{at}: {text:?} is not ISO 8601"))
                        }
                        _ => {}
                    }
                }
                offences(major, member, &at, out);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                offences(major, item, &format!("{path}[{i}]"), out);
            }
        }
        Value::String(text) if looks_iso(text) => match major {
            Major::V1 => out.push(format!("{path}: {text:?} is ISO 8601 in v1")),
            // The one v2 form: what time::render writes (UTC, milliseconds, `Z`).
            Major::V2 if parse_rfc3339(text).map(iso).as_deref() != Some(text.as_str()) => {
                out.push(format!("{path}: {text:?} is not in the form v2 renders"))
            }
            Major::V2 => {}
        },
        _ => {}
    }
}

/// Whether `concrete` (no query) is an instance of the template path `route`.
fn instance_of(route: &str, concrete: &str) -> bool {
    let (route, concrete): (Vec<&str>, Vec<&str>) =
        (route.split('/').collect(), concrete.split('/').collect());
    route.len() == concrete.len()
        && route.iter().zip(&concrete).all(|(r, c)| r == c || (r.starts_with('{') && !c.is_empty()))
}

enum Body {
    None,
    Json(Value),
    Form(Vec<(&'static str, String)>),
}

/// One version's pass over the routes: what it called and what it found.
struct Tour<'a> {
    app: &'a TestApp,
    major: Major,
    called: BTreeSet<(String, String)>,
    found: Vec<String>,
}

impl<'a> Tour<'a> {
    fn new(app: &'a TestApp, major: Major) -> Tour<'a> {
        Tour { app, major, called: BTreeSet::new(), found: Vec::new() }
    }

    /// Calls `route` (a template path) as `path` under this version's prefix, expects success,
    /// and walks the body.
    async fn call(&mut self, method: Method, route: &str, path: &str, cred: &Cred, body: Body) -> Value {
        let bare = path.split('?').next().unwrap_or(path);
        assert!(instance_of(route, bare), "{path} is not an instance of {route}");
        let mut request = self.app.request(method.clone(), &format!("/{}{path}", self.major.name()), cred);
        if method == Method::PATCH || method == Method::DELETE {
            request = request.header("If-Match", "*");
        }
        request = match body {
            Body::None => request,
            Body::Json(value) => request.json(&value),
            Body::Form(pairs) => request
                .header("content-type", "application/x-www-form-urlencoded")
                .body(form_urlencoded::Serializer::new(String::new()).extend_pairs(pairs).finish()),
        };
        let reply = Reply::from(request.send().await.expect("request")).await;
        assert!((200..400).contains(&reply.status), "{method} {path}: {} {}", reply.status, reply.body);
        offences(self.major, &reply.body, &format!("{method} {route}"), &mut self.found);
        self.called.insert((method.to_string(), route.to_owned()));
        reply.body
    }

    async fn get(&mut self, route: &str, path: &str, cred: &Cred) -> Value {
        self.call(Method::GET, route, path, cred, Body::None).await
    }
}

/// Records a successful attempt of a pending delivery straight in the store, as a deliverer run
/// would (a redelivery needs a finished delivery; a run would also deliver the fixture's).
async fn finish_delivery(app: &TestApp, shown: &str) {
    use shared::store::webhooks::{AttemptEnd, DELIVERY, Delivery};
    let id = shared::ids::DeliveryId::parse(shown).expect("a delivery id");
    let stored: Delivery =
        app.app.store.get_entity(DELIVERY, id.uuid()).await.unwrap().expect("the delivery");
    let due = stored.next_attempt_at.expect("pending");
    let lease = now_ms() + 60_000;
    assert!(app.app.store.claim_delivery(id, due, lease).await.unwrap());
    let attempt = json!({"attempt": 1, "at": iso(now_ms()), "status_code": 200, "error": null, "duration_ms": 1, "next_attempt_at": null});
    assert!(app.app.store.record_attempt(id, lease, &attempt, AttemptEnd::Delivered).await.unwrap());
}

fn id(value: &Value) -> String {
    value["data"]["id"].as_str().unwrap_or_else(|| panic!("no id in {value}")).to_owned()
}

/// What the tour reads but does not create itself: a webhook with a delivery whose first
/// attempt failed (so it has `at` and `next_attempt_at`), and a scheduler run's event (with
/// `due_at` and `author_until`).
struct Fixtures {
    hooked: String,
    _receiver: Receiver,
}

async fn fixtures(app: &TestApp) -> Fixtures {
    let owner = app.a.key("owner");
    let receiver = Receiver::start(&[500]).await;
    let hook = json!({"url": receiver.url, "events": ["rate_limit.warning"], "threshold": 1});
    let hooked = app.send(Method::POST, "/webhooks", &owner, Some(hook)).await;
    assert_eq!(hooked.status, 201, "{}", hooked.body);
    let fresh = app.send(Method::POST, "/auth/api-keys", &owner, Some(json!({"name": "fresh"}))).await;
    assert_eq!(fresh.status, 201, "{}", fresh.body);
    let fresh = Cred::Key(fresh.body["data"]["secret"].as_str().expect("secret").to_owned());
    // 1% of 50 a minute is the first request of the new key's minute: a warning.
    app.set_limits(&app.a, Limits { per_minute: 50, per_hour: 100_000, burst: 1_000 }).await;
    assert_eq!(app.get("/usage/rate-limits", &fresh).await.status, 200);
    app.lift_limits(&app.a).await;
    let run = webhook_deliverer::run(&app.app, now_ms()).await.expect("delivery run");
    assert_eq!(run.retrying, 1, "the receiver answers 500: {run:?}");

    let site = app.create_site(&owner, "Fixture depot").await;
    let asset = app.create_asset(&owner, &site, "Fixture charger", 22.0).await;
    let tomorrow = now_ms() / 1000 + 86_400;
    let key = json!({"name": "expiring", "expires_at": tomorrow});
    let expiring = app.send(Method::POST, "/auth/api-keys", &owner, Some(key)).await;
    assert_eq!(expiring.status, 201, "{}", expiring.body);
    let expiring = Cred::Key(expiring.body["data"]["secret"].as_str().expect("secret").to_owned());
    let body = json!({"name": "Fixture nights", "timezone": "UTC", "enabled": true});
    let schedule = app.send(Method::POST, "/asset-controls/schedules", &owner, Some(body)).await;
    assert_eq!(schedule.status, 201, "{}", schedule.body);
    let due = (now_ms() / 1000 + 120) * 1000;
    let item =
        json!({"asset_id": asset["id"], "action": "set_power_limit", "power_limit_kw": 7, "at": due / 1000});
    let path = format!("/asset-controls/schedules/{}/items", id(&schedule.body));
    let added = app.send(Method::POST, &path, &expiring, Some(item)).await;
    assert_eq!(added.status, 201, "{}", added.body);
    let report = scheduler::run(&app.app, due + 1_000).await.expect("scheduler run");
    assert_eq!(report.fired, 1, "{report:?}");
    Fixtures { hooked: id(&hooked.body), _receiver: receiver }
}

/// Every route once under `tour`'s version, on resources it makes itself (deletes last).
async fn tour(app: &TestApp, tour: &mut Tour<'_>, fixtures: &Fixtures) {
    let owner = &app.a.key("owner");
    let v = tour.major.name();
    let json = Body::Json;

    // Inventory.
    let sites = "/inventory-service/sites";
    let site =
        id(&tour.call(Method::POST, sites, sites, owner, json(json!({"name": format!("{v} depot")}))).await);
    tour.get(sites, sites, owner).await;
    let one_site = "/inventory-service/sites/{site_id}";
    tour.get(one_site, &format!("{sites}/{site}"), owner).await;
    tour.get("/inventory-service/sites/{site_id}/power", &format!("{sites}/{site}/power"), owner).await;
    tour.call(
        Method::PATCH,
        one_site,
        &format!("{sites}/{site}"),
        owner,
        json(json!({"name": format!("{v} yard")})),
    )
    .await;
    let assets = "/inventory-service/assets";
    let body = json!({"name": format!("{v} charger"), "site_id": site, "capacity": 22});
    let asset = id(&tour.call(Method::POST, assets, assets, owner, json(body)).await);
    tour.get(assets, assets, owner).await;
    let one_asset = "/inventory-service/assets/{asset_id}";
    tour.get(one_asset, &format!("{assets}/{asset}"), owner).await;
    tour.call(
        Method::PATCH,
        one_asset,
        &format!("{assets}/{asset}"),
        owner,
        json(json!({"name": "renamed"})),
    )
    .await;
    let bulk = "/inventory-service/assets/bulk";
    tour.call(Method::POST, bulk, bulk, owner, json(json!({"ids": [asset]}))).await;
    // A station of its own: a session on a station asset would ask the (absent) station.
    let body = json!({"name": format!("{v} station"), "site_id": site, "capacity": 22});
    let station_asset = id(&tour.call(Method::POST, assets, assets, owner, json(body)).await);
    let station = "/inventory-service/assets/{asset_id}/station";
    let here_station = format!("{assets}/{station_asset}/station");
    let body = json!({"identity": format!("{v}-CP-1")});
    tour.call(Method::POST, station, &here_station, owner, json(body)).await;
    tour.get(station, &here_station, owner).await;
    let station_messages = "/inventory-service/assets/{asset_id}/station/messages";
    tour.get(station_messages, &format!("{here_station}/messages"), owner).await;
    let password = "/inventory-service/assets/{asset_id}/station/password";
    let rotated =
        tour.call(Method::POST, password, &format!("{here_station}/password"), owner, Body::None).await;
    // The station's commands, answered by a simulated station.
    let secret = rotated["data"]["password"].as_str().expect("the new password").to_owned();
    let identity = format!("{v}-CP-1");
    let online = api_tests::station::Station::connect(&app.station_url(&app.a), &identity, &secret)
        .await
        .expect("the station connects");
    // Its first answer comes once the connection is registered.
    online.call("Heartbeat", json!({})).await.expect("answered");
    online.script(|action, payload| {
        api_tests::station::Scripted::Result(match action {
            "UnlockConnector" => json!({"status": "Unlocked"}),
            "GetVariables" | "SetVariables" => {
                let (list, result) = if action == "GetVariables" {
                    ("getVariableData", "getVariableResult")
                } else {
                    ("setVariableData", "setVariableResult")
                };
                let asked = payload[list].as_array().cloned().unwrap_or_default();
                let answered: Vec<Value> = asked
                    .iter()
                    .map(|one| {
                        json!({"attributeStatus": "Accepted", "attributeValue": "300",
                                      "component": one["component"], "variable": one["variable"]})
                    })
                    .collect();
                json!({ result: answered })
            }
            _ => json!({"status": "Accepted"}),
        })
    });
    for (route, body) in [
        ("/inventory-service/assets/{asset_id}/station/reset", json!({"type": "hard"})),
        ("/inventory-service/assets/{asset_id}/station/unlock", json!({"evse_id": 1})),
        ("/inventory-service/assets/{asset_id}/station/trigger", json!({"message": "heartbeat"})),
    ] {
        let path = route.replace("{asset_id}", &station_asset);
        tour.call(Method::POST, route, &path, owner, json(body)).await;
    }
    let configuration = "/inventory-service/assets/{asset_id}/station/configuration";
    let here_configuration = format!("{here_station}/configuration");
    tour.get(configuration, &format!("{here_configuration}?keys=OCPPCommCtrlr.HeartbeatInterval"), owner)
        .await;
    let body = json!({"settings": [{"key": "OCPPCommCtrlr.HeartbeatInterval", "value": "300"}]});
    tour.call(Method::PATCH, configuration, &here_configuration, owner, json(body)).await;
    // A log request asks the connected station; its upload shows in the list.
    let logs = "/inventory-service/assets/{asset_id}/station/logs";
    let here_logs = format!("{here_station}/logs");
    let period = json!({"from": "2026-01-01T00:00:00Z", "to": 1_798_761_600});
    let asked = tour.call(Method::POST, logs, &here_logs, owner, json(period)).await;
    let uploaded = json!({"status": "Uploaded", "requestId": asked["data"]["request_id"]});
    online.call("LogStatusNotification", uploaded).await.expect("answered");
    tour.get(logs, &here_logs, owner).await;
    drop(online);
    tour.get(one_asset, &format!("{assets}/{station_asset}"), owner).await;
    // A firmware campaign over that station (starting tomorrow: nothing is sent).
    let campaigns = "/inventory-service/firmware-campaigns";
    let body = json!({"location": "https://fw.example/tour.bin", "version": "2.0",
                      "targets": {"asset_ids": [station_asset]}, "start_at": now_ms() / 1000 + 86_400,
                      "max_concurrent": 1, "halt_after_failures": 1});
    let campaign = id(&tour.call(Method::POST, campaigns, campaigns, owner, json(body)).await);
    tour.get(campaigns, campaigns, owner).await;
    let one_campaign = "/inventory-service/firmware-campaigns/{campaign_id}";
    tour.get(one_campaign, &format!("{campaigns}/{campaign}"), owner).await;
    let halt = "/inventory-service/firmware-campaigns/{campaign_id}/halt";
    tour.call(Method::POST, halt, &format!("{campaigns}/{campaign}/halt"), owner, Body::None).await;
    let resume = "/inventory-service/firmware-campaigns/{campaign_id}/resume";
    tour.call(Method::POST, resume, &format!("{campaigns}/{campaign}/resume"), owner, Body::None).await;
    let cancel = "/inventory-service/firmware-campaigns/{campaign_id}/cancel";
    tour.call(Method::POST, cancel, &format!("{campaigns}/{campaign}/cancel"), owner, Body::None).await;
    let stations = "/inventory-service/stations";
    tour.get(stations, stations, owner).await;

    // Sessions and events (the scheduler's run among them).
    let sessions = "/asset-controls/sessions";
    let session =
        id(&tour.call(Method::POST, sessions, sessions, owner, json(json!({"asset_id": asset}))).await);
    tour.get(sessions, sessions, owner).await;
    let one_session = "/asset-controls/sessions/{session_id}";
    tour.get(one_session, &format!("{sessions}/{session}"), owner).await;
    // A reading of its series, as the gateway writes it, so its instant is walked.
    let session_id = shared::ids::SessionId::parse(&session).expect("a session id");
    let owned =
        app.app.store.get_owned(shared::store::sessions::SESSION, session_id.uuid(), app.a.org_id()).await;
    let stored: shared::domain::session::Session = owned.expect("read").expect("the session");
    let reading = shared::domain::meter_point::MeterPoint {
        at_ms: now_ms(),
        energy_wh: 1_250,
        power_w: Some(7_400),
        soc_percent: Some(40),
    };
    app.app.store.put_meter_batch(&stored, &[reading]).await.expect("a reading");
    let meter_values = "/asset-controls/sessions/{session_id}/meter-values";
    let series = tour.get(meter_values, &format!("{sessions}/{session}/meter-values"), owner).await;
    assert_eq!(series["data"].as_array().map(Vec::len), Some(1), "{series}");
    let action = "/asset-controls/sessions/{session_id}/action";
    tour.call(
        Method::POST,
        action,
        &format!("{sessions}/{session}/action"),
        owner,
        json(json!({"action": "pause"})),
    )
    .await;
    let events = "/asset-controls/events";
    let listed = tour.get(events, &format!("{events}?limit=100"), owner).await;
    let run =
        listed["data"].as_array().and_then(|all| all.iter().find(|e| e["type"] == "schedule_triggered"));
    let run = run.unwrap_or_else(|| panic!("no scheduler run among {listed}"));
    let (due, until) = (&run["data"]["due_at"], &run["data"]["author_until"]);
    match tour.major {
        Major::V1 => assert!(due.is_i64() && until.is_i64(), "{run}"),
        Major::V2 => assert!(due.is_string() && until.is_string(), "{run}"),
    }

    // Schedules and items, an item's `at` given in the other version's form.
    let schedules = "/asset-controls/schedules";
    let body = json!({"name": format!("{v} nights"), "timezone": "Europe/Berlin"});
    let schedule = id(&tour.call(Method::POST, schedules, schedules, owner, json(body)).await);
    tour.get(schedules, schedules, owner).await;
    let one_schedule = "/asset-controls/schedules/{schedule_id}";
    let here = format!("{schedules}/{schedule}");
    tour.get(one_schedule, &here, owner).await;
    tour.call(Method::PATCH, one_schedule, &here, owner, json(json!({"name": "renamed"}))).await;
    let items = "/asset-controls/schedules/{schedule_id}/items";
    let at_secs = now_ms() / 1000 + 7 * 86_400;
    let at = match tour.major {
        Major::V1 => json!(iso(at_secs * 1000)),
        Major::V2 => json!(at_secs),
    };
    let body = json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": 11, "at": at});
    let created = tour.call(Method::POST, items, &format!("{here}/items"), owner, json(body)).await;
    let expected = match tour.major {
        Major::V1 => json!(at_secs),
        Major::V2 => json!(iso(at_secs * 1000)),
    };
    assert_eq!(created["data"]["at"], expected, "the item's at in {v}'s form");
    let item = id(&created);
    tour.get(items, &format!("{here}/items"), owner).await;
    let one_item = "/asset-controls/schedules/{schedule_id}/items/{item_id}";
    let item_path = format!("{here}/items/{item}");
    tour.get(one_item, &item_path, owner).await;
    tour.call(Method::PATCH, one_item, &item_path, owner, json(json!({"power_limit_kw": 12}))).await;

    // Credentials.
    let keys = "/auth/api-keys";
    let body = json!({"name": format!("{v} key"), "expires_at": now_ms() / 1000 + 86_400});
    let key = id(&tour.call(Method::POST, keys, keys, owner, json(body)).await);
    tour.get(keys, keys, owner).await;
    let one_key = "/auth/api-keys/{key_id}";
    tour.get(one_key, &format!("{keys}/{key}"), owner).await;
    let clients = "/auth/clients";
    let body = json!({"name": format!("{v} dashboard"), "redirect_uris": [api_tests::oauth::REDIRECT],
                      "scopes": ["read:sites"]});
    let client = tour.call(Method::POST, clients, clients, owner, json(body)).await;
    let client_id = client["data"]["client_id"].as_str().expect("client_id").to_owned();
    let secret = client["data"]["client_secret"].as_str().expect("client_secret").to_owned();
    tour.get(clients, clients, owner).await;
    let one_client = "/auth/clients/{client_id}";
    tour.get(one_client, &format!("{clients}/{client_id}"), owner).await;
    let form = vec![
        ("grant_type", "client_credentials".to_owned()),
        ("client_id", client_id.clone()),
        ("client_secret", secret.clone()),
        ("scope", "read:sites".to_owned()),
    ];
    let token = tour.call(Method::POST, "/auth/token", "/auth/token", &Cred::None, Body::Form(form)).await;
    let access = token["access_token"].as_str().expect("access_token").to_owned();
    let as_client = |token: &str| {
        vec![("token", token.to_owned()), ("client_id", client_id.clone()), ("client_secret", secret.clone())]
    };
    tour.call(
        Method::POST,
        "/oauth2/introspect",
        "/oauth2/introspect",
        &Cred::None,
        Body::Form(as_client(&access)),
    )
    .await;
    tour.call(Method::POST, "/oauth2/revoke", "/oauth2/revoke", &Cred::None, Body::Form(as_client(&access)))
        .await;
    let metadata = "/.well-known/oauth-authorization-server";
    tour.get(metadata, metadata, &Cred::None).await;
    tour.get("/.well-known/jwks.json", "/.well-known/jwks.json", &Cred::None).await;
    let query = form_urlencoded::Serializer::new(String::new())
        .extend_pairs([
            ("response_type", "code"),
            ("client_id", client_id.as_str()),
            ("redirect_uri", api_tests::oauth::REDIRECT),
            ("scope", "read:sites"),
            ("state", "s"),
            ("code_challenge", &api_tests::oauth::challenge(api_tests::oauth::VERIFIER)),
            ("code_challenge_method", "S256"),
        ])
        .finish();
    tour.get("/oauth2/authorize", &format!("/oauth2/authorize?{query}"), owner).await;
    tour.get("/auth/permissions", "/auth/permissions", owner).await;

    // Administration.
    let members = "/admin/members";
    tour.get(members, members, owner).await;
    let one_member = "/admin/members/{member_id}";
    let viewer = format!("{members}/{}", app.a.members["viewer"].member_id);
    tour.get(one_member, &viewer, owner).await;
    tour.call(Method::PATCH, one_member, &viewer, owner, json(json!({"role": "viewer"}))).await;
    let roles = "/admin/roles";
    let name = format!("tour-{v}");
    let body = json!({"name": name, "display_name": name, "permissions": ["read:sites"]});
    tour.call(Method::POST, roles, roles, owner, json(body)).await;
    tour.get(roles, roles, owner).await;
    let one_role = "/admin/roles/{role_name}";
    tour.get(one_role, &format!("{roles}/{name}"), owner).await;
    let label = json!({"display_name": format!("{name} (renamed)")});
    tour.call(Method::PATCH, one_role, &format!("{roles}/{name}"), owner, json(label)).await;
    tour.call(Method::DELETE, one_role, &format!("{roles}/{name}"), owner, Body::None).await;

    // Webhooks and the fixture's delivery.
    let webhooks = "/webhooks";
    let body = json!({"url": "http://127.0.0.1:9/hooks", "events": ["api.deprecation"]});
    let webhook = id(&tour.call(Method::POST, webhooks, webhooks, owner, json(body)).await);
    tour.get(webhooks, webhooks, owner).await;
    let one_webhook = "/webhooks/{webhook_id}";
    tour.get(one_webhook, &format!("{webhooks}/{webhook}"), owner).await;
    tour.call(
        Method::PATCH,
        one_webhook,
        &format!("{webhooks}/{webhook}"),
        owner,
        json(json!({"threshold": 50})),
    )
    .await;
    // The tools: a test event, its redelivery once it is finished, a rotation's overlap instant.
    let tested = "/webhooks/{webhook_id}/test";
    let test =
        tour.call(Method::POST, tested, &format!("{webhooks}/{webhook}/test"), owner, Body::None).await;
    finish_delivery(tour.app, &id(&test)).await;
    let redeliver = "/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver";
    let again = format!("{webhooks}/{webhook}/deliveries/{}/redeliver", id(&test));
    tour.call(Method::POST, redeliver, &again, owner, Body::None).await;
    let secret = "/webhooks/{webhook_id}/secret";
    let rotated =
        tour.call(Method::POST, secret, &format!("{webhooks}/{webhook}/secret"), owner, Body::None).await;
    let until = &rotated["data"]["previous_secret_expires_at"];
    match tour.major {
        Major::V1 => assert!(until.is_i64(), "{rotated}"),
        Major::V2 => assert!(until.is_string(), "{rotated}"),
    }
    let deliveries = "/webhooks/{webhook_id}/deliveries";
    let listed = tour.get(deliveries, &format!("{webhooks}/{}/deliveries", fixtures.hooked), owner).await;
    // Later requests emit warnings of their own (endpoint windows): the attempted one.
    let attempted = listed["data"].as_array().and_then(|all| all.iter().find(|d| d["attempt_count"] == 1));
    let delivery = attempted.unwrap_or_else(|| panic!("no attempted delivery among {listed}"));
    let shown = [
        &delivery["attempts"][0]["at"],
        &delivery["attempts"][0]["next_attempt_at"],
        &delivery["payload"]["timestamp"],
        &delivery["payload"]["data"]["reset_at"],
    ];
    match tour.major {
        Major::V1 => assert!(shown.iter().all(|v| v.is_i64()), "{delivery}"),
        Major::V2 => assert!(shown.iter().all(|v| v.is_string()), "{delivery}"),
    }

    // Id tokens.
    let tokens = "/asset-controls/id-tokens";
    let body = json!({"id_token": format!("{v}-card"), "reference": "fleet"});
    let token = id(&tour.call(Method::POST, tokens, tokens, owner, json(body)).await);
    tour.get(tokens, tokens, owner).await;

    tour.get("/usage/rate-limits", "/usage/rate-limits", owner).await;
    tour.get("/versions", "/versions", owner).await;
    tour.get("/health", "/health", owner).await;
    let organization = "/admin/organization";
    tour.get(organization, organization, owner).await;
    let pin = json(json!({"api_version": "v1"}));
    tour.call(Method::PATCH, organization, organization, owner, pin).await;

    // Deletes, last.
    let one_token = "/asset-controls/id-tokens/{id_token_id}";
    tour.call(Method::DELETE, one_token, &format!("{tokens}/{token}"), owner, Body::None).await;
    tour.call(Method::DELETE, station, &here_station, owner, Body::None).await;
    tour.call(Method::DELETE, one_webhook, &format!("{webhooks}/{webhook}"), owner, Body::None).await;
    tour.call(Method::DELETE, one_item, &item_path, owner, Body::None).await;
    tour.call(Method::DELETE, one_schedule, &here, owner, Body::None).await;
    tour.call(Method::DELETE, one_client, &format!("{clients}/{client_id}"), owner, Body::None).await;
    tour.call(Method::DELETE, one_key, &format!("{keys}/{key}"), owner, Body::None).await;
    let doomed = app.create_site(owner, "Doomed").await;
    let spare = app.create_asset(owner, &doomed, "Spare", 11.0).await["id"].as_str().expect("id").to_owned();
    tour.call(Method::DELETE, one_asset, &format!("{assets}/{spare}"), owner, Body::None).await;
    tour.call(Method::DELETE, one_site, &format!("{sites}/{doomed}"), owner, Body::None).await;
}

#[tokio::test]
async fn every_route_answers_in_its_versions_one_timestamp_form() {
    let app = TestApp::spawn().await;
    let fixtures = fixtures(&app).await;
    let template = Template::load(&default_path()).expect("template.yaml");
    let declared: BTreeSet<(String, String)> = template
        .routes
        .iter()
        // The reference (documents, /docs) shows no timestamp of a resource.
        .filter(|r| local_runner::server::direct_routes(&r.binary).is_none())
        .filter_map(|r| Some((r.method.clone()?.to_uppercase(), r.path.clone()?)))
        .filter(|(_, path)| !path.starts_with("/v1/") && !path.starts_with("/v2/"))
        .collect();
    assert!(declared.len() > 40, "template routes: {declared:?}");
    for major in [Major::V1, Major::V2] {
        let mut pass = Tour::new(&app, major);
        tour(&app, &mut pass, &fixtures).await;
        let missed: Vec<_> = declared.difference(&pass.called).collect();
        assert!(missed.is_empty(), "{}: the tour did not call {missed:?}; add them", major.name());
        assert!(pass.found.is_empty(), "{}:\n{}", major.name(), pass.found.join("\n"));
    }
}

#[test]
fn the_walker_tells_the_forms_apart() {
    let mut found = Vec::new();
    let v1 = json!({"created_at": 1_700_000_000, "data": [{"at": null, "due_at": 1_700_000_000_123_i64}],
                    "payload": {"timestamp": "2023-11-14T22:13:20.123Z"}, "expires_in": 900,
                    "sunset_date": "2027-01-01", "author_until": "soon"});
    offences(Major::V1, &v1, "$", &mut found);
    assert_eq!(found.len(), 3, "{found:?}");
    found.clear();
    let v2 = json!({"created_at": "2023-11-14T22:13:20.123Z", "items": [{"next_run_at": 1_700_000_000}],
                    "note": "2023-11-14T22:13:20Z", "expires_in": 900, "released": "2025-01-15",
                    "due_at": "soon"});
    offences(Major::V2, &v2, "$", &mut found);
    assert_eq!(found.len(), 3, "{found:?}");
}

async fn create_key(app: &TestApp, prefix: &str, expires_at: Value) -> Reply {
    let body = json!({"name": "timed", "expires_at": expires_at});
    app.send(Method::POST, &format!("{prefix}/auth/api-keys"), &app.a.key("owner"), Some(body)).await
}

/// `details.fields` of a 422 in either error shape (beside a string `error` under `/v1`).
fn field_errors(reply: &Reply) -> Vec<String> {
    let details = if reply.body["error"].is_string() {
        &reply.body["details"]
    } else {
        &reply.body["error"]["details"]
    };
    details["fields"].as_object().map(|m| m.keys().cloned().collect()).unwrap_or_default()
}

#[tokio::test]
async fn expires_at_takes_unix_seconds_or_rfc3339_in_every_version() {
    let app = TestApp::spawn().await;
    let secs = now_ms() / 1000 + 3_600;
    for (prefix, shown) in [("/v1", json!(secs)), ("/v2", json!(iso(secs * 1000))), ("", json!(secs))] {
        for given in [json!(secs), json!(iso(secs * 1000)), json!("2030-01-01T01:00:00+01:00")] {
            let reply = create_key(&app, prefix, given.clone()).await;
            assert_eq!(reply.status, 201, "{prefix} {given}: {}", reply.body);
            if given.is_number() || given.as_str().is_some_and(|t| t.ends_with('Z')) {
                assert_eq!(reply.body["data"]["expires_at"], shown, "{prefix} {given}");
            }
        }
        let past = now_ms() / 1000 - 60;
        for bad in [
            json!(past),
            json!(-1),
            json!(253_402_300_800_i64),
            json!(u64::MAX),
            json!(secs as f64 + 0.5),
            json!(secs.to_string()),
            json!("next week"),
            json!(true),
            json!([secs]),
        ] {
            let reply = create_key(&app, prefix, bad.clone()).await;
            assert_eq!(
                (reply.status, reply.code()),
                (422, "VALIDATION_ERROR"),
                "{prefix} {bad}: {}",
                reply.body
            );
            assert_eq!(field_errors(&reply), ["expires_at"], "{prefix} {bad}");
        }
    }
}

#[tokio::test]
async fn a_schedule_item_at_takes_unix_seconds_or_rfc3339_in_every_version() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let asset = app.create_asset(&owner, &site, "Charger", 22.0).await["id"].as_str().unwrap().to_owned();
    let body = json!({"name": "Nights", "timezone": "UTC", "enabled": true});
    let schedule = app.send(Method::POST, "/asset-controls/schedules", &owner, Some(body)).await;
    let schedule = id(&schedule.body);
    let secs = now_ms() / 1000 + 86_400;
    for (prefix, shown) in [("/v1", json!(secs)), ("/v2", json!(iso(secs * 1000)))] {
        let items = format!("{prefix}/asset-controls/schedules/{schedule}/items");
        for given in [json!(secs), json!(iso(secs * 1000))] {
            let body = json!({"asset_id": asset, "action": "start_session", "at": given});
            let reply = app.send(Method::POST, &items, &owner, Some(body)).await;
            assert_eq!(reply.status, 201, "{prefix} {given}: {}", reply.body);
            assert_eq!(reply.body["data"]["at"], shown, "{prefix} {given}");
            let path = format!("{items}/{}", id(&reply.body));
            let later = json!({"at": secs + 60});
            let moved = app.send_with(Method::PATCH, &path, &owner, Some(later), &[("If-Match", "*")]).await;
            assert_eq!(moved.status, 200, "{}", moved.body);
            let expected = match prefix {
                "/v1" => json!(secs + 60),
                _ => json!(iso((secs + 60) * 1000)),
            };
            assert_eq!(
                (&moved.body["data"]["at"], &moved.body["data"]["next_run_at"]),
                (&expected, &expected)
            );
        }
        for bad in [json!(now_ms() / 1000 - 60), json!(1.5), json!(-1), json!("tomorrow"), json!({})] {
            let body = json!({"asset_id": asset, "action": "start_session", "at": bad});
            let reply = app.send(Method::POST, &items, &owner, Some(body)).await;
            assert_eq!(
                (reply.status, reply.code()),
                (422, "VALIDATION_ERROR"),
                "{prefix} {bad}: {}",
                reply.body
            );
            assert_eq!(field_errors(&reply), ["at"], "{prefix} {bad}");
        }
    }
}
