//! Test harness: one DynamoDB Local per test process, a fresh table and a fresh local runner
//! per test, seeded with two organizations and a member (with API key and token) per role.
//! Tests talk HTTP to the runner like any client.

pub mod cpu;
pub mod logs;
pub mod oauth;
pub mod receiver;
pub mod station;
pub mod station_costs;
pub mod windows;

use reqwest::{Method, RequestBuilder, Response};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use local_runner::ddb_local::DynamoDbLocal;
use local_runner::{LocalApi, Options};
use shared::App;
use shared::domain::asset::{Asset, AssetStatus, Visibility};
use shared::domain::capacity::Capacity;
use shared::domain::event::{Event, EventType};
use shared::domain::org::Tier;
use shared::ids::{AssetId, EventId, OrgId, SiteId};
use shared::roles::{BuiltinRole, RoleName};
use shared::tenancy;

pub const JWT_SECRET: &[u8] = b"test-secret-test-secret-test-secret!";

/// The rate-limit counter writes' time limit in tests: long, so a loaded machine (one DynamoDB
/// Local shared by every test) slows a test down instead of serving its requests uncounted
/// (without rate-limit headers) as production does after 3 s.
pub const COUNTER_TIMEOUT: Duration = Duration::from_secs(60);

static DYNAMODB: OnceLock<String> = OnceLock::new();

/// The DynamoDB endpoint: `DYNAMODB_ENDPOINT`, or a DynamoDB Local this process starts once
/// (it dies with the process).
pub fn dynamodb_endpoint() -> String {
    DYNAMODB
        .get_or_init(|| match std::env::var("DYNAMODB_ENDPOINT") {
            Ok(endpoint) if !endpoint.is_empty() => endpoint,
            _ => {
                let local = DynamoDbLocal::start().unwrap_or_else(|e| panic!("DynamoDB Local: {e}"));
                let endpoint = local.endpoint().to_owned();
                // Lives until the process exits; PDEATHSIG then stops it.
                std::mem::forget(local);
                endpoint
            }
        })
        .clone()
}

#[derive(Debug, Clone)]
pub struct Member {
    pub member_id: String,
    pub api_key: String,
    pub token: String,
}

#[derive(Debug, Clone)]
pub struct Org {
    pub id: String,
    pub members: HashMap<&'static str, Member>,
}

impl Org {
    pub fn key(&self, role: &str) -> Cred {
        Cred::Key(self.members[role].api_key.clone())
    }

    pub fn token(&self, role: &str) -> Cred {
        Cred::Bearer(self.members[role].token.clone())
    }

    pub fn org_id(&self) -> OrgId {
        OrgId::parse(&self.id).expect("org id")
    }

    /// The key of this organization's station `identity` in the store (`StationKey::key`).
    pub fn station_key(&self, identity: &str) -> String {
        shared::domain::station::StationKey::in_org(self.org_id(), identity).key()
    }
}

/// A credential to send.
#[derive(Debug, Clone)]
pub enum Cred {
    Key(String),
    Bearer(String),
    None,
}

pub struct TestApp {
    pub base_url: String,
    /// The in-process OCPP gateway's station URL, `ws://127.0.0.1:<port>/ocpp` (an
    /// organization's stations connect below `station_url`).
    pub ocpp_url: String,
    pub app: Arc<App>,
    pub http: reqwest::Client,
    /// Organization A (business tier) and B (free tier).
    pub a: Org,
    pub b: Org,
}

pub struct Setup {
    pub auth_cache_ttl: Duration,
    /// The versions' lifecycle (`API_VERSIONS` JSON); today's when `None`.
    pub versions: Option<&'static str>,
    /// Adjusts the configuration before the app is built (see `local_runner::Options`).
    pub configure: Option<fn(&mut shared::config::Config)>,
    /// Runs the webhook deliverer as soon as a delivery is written (the stand-in for the
    /// table's stream); off, tests drive the deliverer with their own clock.
    pub deliver_on_write: bool,
}

impl Default for Setup {
    /// Tests see suspensions and revocations at once; cost tests opt into the production cache.
    fn default() -> Self {
        Setup { auth_cache_ttl: Duration::ZERO, versions: None, configure: None, deliver_on_write: false }
    }
}

impl Setup {
    /// Every meter reading written as it comes (`OCPP_METER_READINGS=1`): for tests of what each
    /// TransactionEvent does to its session; the batching of readings has its own
    /// (tests/tests/api/ocpp_meter_readings.rs).
    pub fn every_reading_written() -> Setup {
        Setup { configure: Some(|config| config.ocpp_meter_readings = 1), ..Setup::default() }
    }
}

impl TestApp {
    /// Where `org`'s stations connect: `<ocpp_url>/<organization id>` (append `/<identity>`).
    pub fn station_url(&self, org: &Org) -> String {
        format!("{}/{}", self.ocpp_url, org.id)
    }

    pub async fn spawn() -> TestApp {
        TestApp::spawn_with(Setup::default()).await
    }

    pub async fn spawn_with(setup: Setup) -> TestApp {
        // reqwest (here and in the webhook deliverer) uses rustls with the process's provider.
        let _ = rustls::crypto::aws_lc_rs::default_provider().install_default();
        let endpoint = tokio::task::spawn_blocking(dynamodb_endpoint).await.expect("endpoint thread");
        let table = format!("test-{}", uuid::Uuid::now_v7().simple());
        let LocalApi { base_url, app, ocpp_url } = local_runner::start(Options {
            port: 0,
            endpoint,
            table,
            jwt_secret: JWT_SECRET.to_vec(),
            auth_cache_ttl: setup.auth_cache_ttl,
            versions: setup.versions.map(str::to_owned),
            configure: setup.configure,
            counter_timeout: Some(COUNTER_TIMEOUT),
            ocpp_port: 0,
            deliver_on_write: setup.deliver_on_write,
        })
        .await
        .expect("local runner starts");
        let a = seed_org(&app, "Org A", Tier::Business).await;
        let b = seed_org(&app, "Org B", Tier::Free).await;
        // Redirects are answers under test (OAuth), never followed.
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("HTTP client");
        TestApp { base_url, ocpp_url, app, http, a, b }
    }

    /// This app's table served by a new local runner with the version catalogue `versions`,
    /// as a deployment that changes `API_VERSIONS` would: organizations, credentials and data
    /// carry over (A and B included), only the configuration changes.
    pub async fn redeployed(&self, versions: &'static str) -> TestApp {
        let LocalApi { base_url, app, ocpp_url } = local_runner::start(Options {
            port: 0,
            endpoint: dynamodb_endpoint(),
            table: self.app.store.table().to_owned(),
            jwt_secret: JWT_SECRET.to_vec(),
            auth_cache_ttl: self.app.config.auth_cache_ttl,
            versions: Some(versions.to_owned()),
            configure: None,
            counter_timeout: Some(COUNTER_TIMEOUT),
            ocpp_port: 0,
            deliver_on_write: false,
        })
        .await
        .expect("local runner starts");
        let (a, b, http) = (self.a.clone(), self.b.clone(), self.http.clone());
        TestApp { base_url, ocpp_url, app, http, a, b }
    }

    /// A further organization, created as `platform-admin create-org` creates one (pinned to
    /// this deployment's current version), with a member per built-in role.
    pub async fn create_org(&self, name: &str, tier: Tier) -> Org {
        seed_org(&self.app, name, tier).await
    }

    pub fn request(&self, method: Method, path: &str, cred: &Cred) -> RequestBuilder {
        let builder = self.http.request(method, format!("{}{path}", self.base_url));
        match cred {
            Cred::Key(key) => builder.header("X-API-Key", key),
            Cred::Bearer(token) => builder.bearer_auth(token),
            Cred::None => builder,
        }
    }

    pub async fn get(&self, path: impl AsRef<str>, cred: &Cred) -> Reply {
        Reply::from(self.request(Method::GET, path.as_ref(), cred).send().await.expect("request")).await
    }

    /// GET with one extra header.
    pub async fn get_with(&self, path: &str, cred: &Cred, header: (&str, &str)) -> Reply {
        let request = self.request(Method::GET, path, cred).header(header.0, header.1);
        Reply::from(request.send().await.expect("request")).await
    }

    pub async fn send(&self, method: Method, path: &str, cred: &Cred, body: Option<Value>) -> Reply {
        let mut builder = self.request(method, path, cred);
        if let Some(body) = body {
            builder = builder.json(&body);
        }
        Reply::from(builder.send().await.expect("request")).await
    }

    /// A request with a body and extra headers.
    pub async fn send_with(
        &self,
        method: Method,
        path: &str,
        cred: &Cred,
        body: Option<Value>,
        headers: &[(&str, &str)],
    ) -> Reply {
        let mut builder = self.request(method, path, cred);
        for (name, value) in headers {
            builder = builder.header(*name, *value);
        }
        if let Some(body) = body {
            builder = builder.json(&body);
        }
        Reply::from(builder.send().await.expect("request")).await
    }

    /// Creates an asset through the API and returns it (v1 representation).
    pub async fn create_asset(&self, cred: &Cred, site_id: &str, name: &str, capacity: f64) -> Value {
        let body = serde_json::json!({"name": name, "site_id": site_id, "capacity": capacity});
        let reply = self.send(Method::POST, "/inventory-service/assets", cred, Some(body)).await;
        assert_eq!(reply.status, 201, "{}", reply.body);
        reply.body["data"].clone()
    }

    /// Writes `count` assets at one site straight into the table with batch writes (no API
    /// round trip per asset). Names are `Asset 00000`..; status, visibility and capacity
    /// cycle (capacity = i % 350 kW). Returns them in creation order.
    pub async fn seed_assets(&self, org: &Org, site_id: &str, count: usize) -> Vec<Asset> {
        self.seed_assets_with(org, site_id, count, |i| {
            if i % 2 == 0 { Visibility::Organization } else { Visibility::Site }
        })
        .await
    }

    /// `seed_assets` with the visibility of the `i`th asset chosen by `visibility(i)`.
    pub async fn seed_assets_with(
        &self,
        org: &Org,
        site_id: &str,
        count: usize,
        visibility: impl Fn(usize) -> Visibility,
    ) -> Vec<Asset> {
        let org_id = org.org_id();
        let site = SiteId::parse(site_id).expect("site id");
        let assets: Vec<Asset> = (0..count)
            .map(|i| {
                let id = AssetId::generate();
                let at = id.created_ms().expect("v7 ids carry their time");
                Asset {
                    id,
                    org_id,
                    site_id: site,
                    name: format!("Asset {i:05}"),
                    status: AssetStatus::ALL[i % 3],
                    visibility: visibility(i),
                    capacity: Capacity::parse(&(i % 350).to_string()).expect("capacity"),
                    power_limit_kw: None,
                    created_at: at,
                    updated_at: at,
                    version: 1,
                    station: None,
                }
            })
            .collect();
        let store = &self.app.store;
        let slices =
            assets.chunks(count.div_ceil(8).max(1)).map(|slice| store.import_assets(org_id, site, slice));
        for result in futures_util::future::join_all(slices).await {
            result.expect("seed assets");
        }
        assets
    }

    /// Writes `count` events of `org` straight into the table (no API round trip per event),
    /// each about the asset `asset_of(i)` at one site, one millisecond apart and ending now.
    /// Returns them in creation order.
    pub async fn seed_events(
        &self,
        org: &Org,
        count: usize,
        asset_of: impl Fn(usize) -> AssetId,
    ) -> Vec<Event> {
        let org_id = org.org_id();
        let site = SiteId::generate();
        let first = shared::time::now_ms() - i64::try_from(count).expect("count");
        let events: Vec<Event> = (0..count)
            .map(|i| Event {
                id: EventId::generate(),
                org_id,
                kind: EventType::SessionStarted,
                status: "completed",
                asset_id: Some(asset_of(i)),
                site_id: site,
                visibility: Visibility::Organization,
                session_id: None,
                data: serde_json::json!({}),
                created_at: first + i64::try_from(i).expect("index"),
            })
            .collect();
        let store = &self.app.store;
        let slices = events.chunks(count.div_ceil(8).max(1)).map(|slice| store.import_events(slice));
        for result in futures_util::future::join_all(slices).await {
            result.expect("seed events");
        }
        events
    }

    /// Creates a site through the API and returns its v1 id.
    pub async fn create_site(&self, cred: &Cred, name: &str) -> String {
        let reply = self
            .send(Method::POST, "/inventory-service/sites", cred, Some(serde_json::json!({"name": name})))
            .await;
        assert_eq!(reply.status, 201, "{}", reply.body);
        reply.body["data"]["id"].as_str().expect("id").to_owned()
    }

    /// Another instance of the API over the same table (as a second Lambda instance would
    /// be), with the first one's auth cache lifetime: its base URL. It shares nothing in
    /// memory with the first.
    pub async fn second_instance(&self) -> String {
        let endpoint = self.app.config.dynamodb_endpoint.clone().expect("DynamoDB Local");
        let LocalApi { base_url, .. } = local_runner::start(Options {
            port: 0,
            endpoint,
            table: self.app.store.table().to_owned(),
            jwt_secret: JWT_SECRET.to_vec(),
            auth_cache_ttl: self.app.config.auth_cache_ttl,
            versions: None,
            configure: None,
            counter_timeout: Some(COUNTER_TIMEOUT),
            ocpp_port: 0,
            deliver_on_write: false,
        })
        .await
        .expect("second runner starts");
        base_url
    }

    /// Sets an organization's plan to Enterprise with these limits.
    pub async fn set_limits(&self, org: &Org, limits: shared::rate_limit::Limits) {
        let set =
            self.app.store.set_organization_plan(org.org_id(), Tier::Enterprise, limits).await.expect("plan");
        assert!(set, "the organization exists");
    }

    /// Lifts an organization's rate limits out of the way of tests that send many requests
    /// a second (it becomes Enterprise with limits no test reaches).
    pub async fn lift_limits(&self, org: &Org) {
        let limits =
            shared::rate_limit::Limits { per_minute: 1_000_000, per_hour: 10_000_000, burst: 100_000 };
        let lifted =
            self.app.store.set_organization_plan(org.org_id(), Tier::Enterprise, limits).await.expect("plan");
        assert!(lifted, "the organization exists");
    }

    /// Creates the custom role `name` with `permissions` (as the owner) and gives it to the
    /// seeded member of `member` (a built-in role name), assigned to `sites`. That member's key
    /// then speaks for the custom role.
    pub async fn custom_role(
        &self,
        org: &Org,
        member: &str,
        name: &str,
        permissions: &[&str],
        sites: &[&str],
    ) {
        let owner = org.key("owner");
        let role = serde_json::json!({"name": name, "display_name": name, "permissions": permissions});
        let created = self.send(Method::POST, "/admin/roles", &owner, Some(role)).await;
        assert_eq!(created.status, 201, "{}", created.body);
        let path = format!("/admin/members/{}", org.members[member].member_id);
        let body = serde_json::json!({"role": name, "site_ids": sites});
        let given = self.send(Method::PATCH, &path, &owner, Some(body)).await;
        assert_eq!(given.status, 200, "{}", given.body);
    }

    /// Makes the seeded viewer of `org` a delegate: a custom role holding every permission an
    /// admin holds, assigned to one new site, whose id is returned. It speaks with
    /// `org.key("viewer")`.
    pub async fn site_delegate(&self, org: &Org) -> String {
        let site = self.create_site(&org.key("owner"), "Delegate's depot").await;
        let admin = BuiltinRole::Admin.permissions().names();
        self.custom_role(org, "viewer", "site-admin", &admin, &[&site]).await;
        site
    }

    /// Mints a token for a member of `org` with the given role and optional scopes.
    pub fn token_for(&self, org: &Org, role: &str, scope: Option<&str>, lifetime_secs: i64) -> Cred {
        let member = &org.members[role].member_id;
        Cred::Bearer(
            tenancy::access_token(&self.app.config, &org.id, member, role, scope, lifetime_secs)
                .expect("token"),
        )
    }
}

async fn seed_org(app: &App, name: &str, tier: Tier) -> Org {
    let pin = app.config.versions.current();
    let created = tenancy::create_organization(&app.store, name, tier, "owner@example.com", pin)
        .await
        .expect("create org");
    let org = OrgId::parse(&created.id).expect("org id");
    let token = |member: &str, role: &str| {
        tenancy::access_token(&app.config, &created.id, member, role, None, 3600).expect("token")
    };
    let mut members = HashMap::new();
    members.insert(
        "owner",
        Member {
            token: token(&created.owner.member_id, "owner"),
            member_id: created.owner.member_id.clone(),
            api_key: created.owner.api_key.clone(),
        },
    );
    for role in BuiltinRole::ALL.into_iter().filter(|r| *r != BuiltinRole::Owner) {
        let name = RoleName::parse(role.name()).expect("role");
        let issued = tenancy::add_member(&app.store, org, &name, role.display_name(), "m@example.com")
            .await
            .expect("member");
        members.insert(
            role.name(),
            Member {
                token: token(&issued.member_id, role.name()),
                member_id: issued.member_id,
                api_key: issued.api_key,
            },
        );
    }
    Org { id: created.id, members }
}

/// A response read in full.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: reqwest::header::HeaderMap,
    pub body: Value,
}

impl Reply {
    pub async fn from(response: Response) -> Reply {
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let text = response.text().await.expect("body");
        let body =
            if text.is_empty() { Value::Null } else { serde_json::from_str(&text).expect("JSON body") };
        Reply { status, headers, body }
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    /// The spec's error code: inside the structured error (unversioned and v2), or beside a
    /// string `error` (v1, and the token endpoint's RFC 6749 errors).
    pub fn code(&self) -> &str {
        self.body["error"]["code"].as_str().or_else(|| self.body["code"].as_str()).unwrap_or_default()
    }
}
