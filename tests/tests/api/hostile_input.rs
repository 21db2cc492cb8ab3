//! No input crashes the API: arithmetic on request data is checked, instants outside years
//! 1970 to 9999 are 400, and a property test throws hostile values at every query parameter
//! and filter of every list endpoint and at every JSON body field of every write endpoint.
//! Every answer is a 2xx, 3xx or 4xx; a 4xx carries the error structure; never a 5xx, never a
//! dropped connection.
//!
//! The endpoints are not listed here: GET and write routes come from template.yaml, each list's
//! filterable and sortable fields from the list itself (its 400 for an unknown parameter names
//! them, as its `ListSchema` declares), and each write's body fields from docs/openapi.yaml. A
//! new endpoint is covered without touching this file.

use api_tests::{Cred, TestApp};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use reqwest::Method;
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};

use local_runner::template::{Template, default_path};

const SITES: &str = "/inventory-service/sites";

#[tokio::test]
async fn an_instant_filter_that_would_overflow_is_400() {
    let app = TestApp::spawn().await;
    let reply = app.get(format!("{SITES}?created_at=9223372036854775"), &app.a.key("viewer")).await;
    assert_eq!(reply.status, 400, "{}", reply.body);
    assert_eq!(reply.code(), "INVALID_PARAMETER");
    assert_eq!(reply.body["error"]["details"]["parameter"], "created_at");
}

#[tokio::test]
async fn instants_outside_1970_to_9999_are_400() {
    let app = TestApp::spawn().await;
    let viewer = app.a.key("viewer");
    let outside = [
        "-1",
        "253402300800",
        "9223372036854775807",
        "1969-12-31T23:59:59Z",
        "0000-01-01T00:00:00Z",
        "9999-12-31T23:59:59-00:01",
    ];
    for value in outside {
        for op in ["", "[gt]", "[lte]", "[ne]", "[in]"] {
            let name = format!("created_at{op}");
            let query = form_urlencoded::Serializer::new(String::new()).append_pair(&name, value).finish();
            let reply = app.get(format!("{SITES}?{query}"), &viewer).await;
            assert_eq!(reply.status, 400, "{name}={value}: {}", reply.body);
            assert_eq!(reply.body["error"]["details"]["parameter"], name.as_str());
        }
    }
    for value in ["0", "253402300799", "9999-12-31T23:59:59.999Z", "1970-01-01T00:00:00Z"] {
        let query =
            form_urlencoded::Serializer::new(String::new()).append_pair("created_at[gte]", value).finish();
        assert_eq!(app.get(format!("{SITES}?{query}"), &viewer).await.status, 200, "{value}");
    }
    let owner = app.a.key("owner");
    let far = json!({"name": "k", "expires_at": "9999-12-31T23:59:59-23:59"});
    let reply = app.send(Method::POST, "/auth/api-keys", &owner, Some(far)).await;
    assert_eq!(reply.status, 422, "{}", reply.body);
    assert!(reply.body["error"]["details"]["fields"]["expires_at"].is_array());
}

/// `n` distinct values from `start`, comma-separated.
fn values(start: usize, n: usize, prefix: &str) -> String {
    (start..start + n).map(|i| format!("{prefix}{i}")).collect::<Vec<_>>().join(",")
}

/// The values of all filters of one request are bounded together, not each filter alone:
/// each instant in `[in]` is a BETWEEN of its own, and DynamoDB refuses a filter expression
/// over 4 KB or 300 operators (which was a 500). Duplicates in `[in]` count once.
#[tokio::test]
async fn filter_values_are_bounded_across_all_filters_of_a_request() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let path = format!("/admin/members/{}", app.a.members["operator"].member_id);
    let reply = app.send(Method::PATCH, &path, &owner, Some(json!({"site_ids": [site]}))).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    const ASSETS: &str = "/inventory-service/assets";
    let refused = [
        (
            format!("{SITES}?created_at[in]={}&updated_at[in]={}", values(1, 100, ""), values(1, 100, "")),
            "created_at[in]",
            "20",
        ),
        (
            format!("{SITES}?created_at[in]={}&updated_at[in]={}", values(1, 20, ""), values(21, 20, "")),
            "updated_at[in]",
            "20",
        ),
        (
            format!("{ASSETS}?name[in]={}&capacity[in]={}", values(1, 60, "n"), values(1, 60, "")),
            "capacity[in]",
            "100",
        ),
    ];
    for cred in [app.a.key("viewer"), app.a.token("operator")] {
        for (path, parameter, bound) in &refused {
            let v1 = app.get(format!("/v1{path}"), &cred).await;
            assert_eq!(
                (v1.status, v1.body["code"].as_str()),
                (400, Some("INVALID_PARAMETER")),
                "{path}: {}",
                v1.body
            );
            let v2 = app.get(format!("/v2{path}"), &cred).await;
            assert_eq!((v2.status, v2.code()), (400, "INVALID_PARAMETER"), "{path}: {}", v2.body);
            assert_eq!(v2.body["error"]["details"]["parameter"], *parameter, "{path}");
            let reason = v2.body["error"]["details"]["reason"].as_str().unwrap();
            assert!(reason.contains(bound), "{path}: {reason}");
        }
        // Duplicates count once; the most the bounds allow is answered.
        let allowed = [
            format!("{SITES}?created_at[in]={}", vec!["1"; 100].join(",")),
            format!(
                "{ASSETS}?created_at[in]={}&updated_at[ne]=1&name[in]={}&site_id[in]={site}",
                values(1, 19, ""),
                values(1, 79, "n")
            ),
        ];
        for path in &allowed {
            let reply = app.get(format!("/v2{path}"), &cred).await;
            assert_eq!(reply.status, 200, "{path}: {}", reply.body);
        }
    }
}

/// One GET route, its path parameters filled, and what its list declares (nothing for a GET
/// that is not a list).
#[derive(Debug, Clone)]
struct Reader {
    path: String,
    filterable: Vec<String>,
    sortable: Vec<String>,
}

/// One write route and the fields of its JSON body.
#[derive(Debug, Clone)]
struct Writer {
    method: Method,
    path: String,
    fields: Vec<String>,
}

/// A query value: text to percent-encode, or bytes sent as they are (already encoded).
#[derive(Debug, Clone)]
enum QueryValue {
    Text(String),
    Raw(String),
}

/// The longest query string sent (one 10,000-character value percent-encoded fits).
const MAX_QUERY: usize = 40_000;

const OPERATORS: [&str; 11] =
    ["", "[eq]", "[ne]", "[gt]", "[gte]", "[lt]", "[lte]", "[in]", "[EQ]", "[gte", "[in][in]"];

/// Query values no list accepts as a page, limit or cursor, and few as a filter.
fn hostile_texts() -> Vec<String> {
    let mut texts: Vec<String> = [
        "",
        " ",
        "0",
        "-0",
        "-1",
        "1e400",
        "-1e400",
        "NaN",
        "inf",
        "-inf",
        "1.7976931348623157e308",
        "1e-400",
        "9223372036854775",
        "9223372036854775807",
        "9223372036854775808",
        "-9223372036854775808",
        "18446744073709551616",
        "4294967295",
        "4294967296",
        "253402300800",
        "0.0005",
        "3.14159",
        "99999-01-01T00:00:00Z",
        "0000-00-00T00:00:00Z",
        "1969-12-31T23:59:59.999Z",
        "2024-02-30T00:00:00Z",
        "9999-12-31T23:59:59-23:59",
        "+275760-09-13T00:00:00Z",
        "\u{0}",
        "\u{FFFD}\u{FFFD}",
        "a,b,,c",
        ",,,",
        "[gte]",
        "{}",
        "[]",
        "null",
        "true",
        "-created_at,-created_at",
        "created_at,name,status",
        "-",
        "--name",
        "sit_",
        "sit_0000000000000000000000",
        "00000000-0000-0000-0000-000000000000",
        "../../etc/passwd",
        "' OR 1=1 --",
        "#pk = :pk",
        ":f1",
        "<script>",
    ]
    .into_iter()
    .map(str::to_owned)
    .collect();
    texts.push("x".repeat(10_000));
    texts.push("é".repeat(5_000));
    texts.push(vec!["1"; 101].join(","));
    texts.push(vec!["active"; 1_000].join(","));
    texts.extend(many_values());
    texts
}

/// Long lists of distinct values, valid for instants, numbers or text: many filter expression
/// terms from one parameter.
fn many_values() -> [String; 3] {
    [values(1, 100, ""), values(1, 20, ""), values(0, 100, "v")]
}

/// Raw query bytes: invalid UTF-8 and stray escapes.
const RAW_VALUES: [&str; 5] = ["%FF%FE%00", "%C0%80", "%", "%zz", "%ED%A0%80"];

/// JSON texts for a body field: out-of-range numbers, wrong types, odd strings, deep nesting.
fn hostile_json() -> Vec<String> {
    let mut texts: Vec<String> = [
        "1e400",
        "-1e400",
        "18446744073709551616",
        "-9223372036854775809",
        "9223372036854775807",
        "-1",
        "-0",
        "0.0000001",
        "1.7976931348623157e308",
        "123456789012345678901234567890",
        "0",
        "3.5",
        "null",
        "true",
        "[]",
        "{}",
        "\"\"",
        "\" \"",
        "\"\\u0000\"",
        "\"\\ud800\"",
        "[\"a\",1,null,{}]",
        "{\"a\":{\"b\":[]}}",
        "\"9999-12-31T23:59:59-23:59\"",
        "\"0000-01-01T00:00:00Z\"",
        "\"1969-12-31T23:59:59Z\"",
        "\"+275760-09-13T00:00:00Z\"",
        "\"2024-02-30T00:00:00Z\"",
        "{\"frequency\":\"daily\",\"time\":\"99:99\"}",
        "{\"frequency\":\"weekly\",\"days\":[\"mon\",\"mon\"],\"time\":\"06:00\"}",
        "[\"127.0.0.1/33\"]",
        "\"http://[::1]:99999/\"",
        "\"90.1,180.1\"",
        "\"NaN,NaN\"",
        "[\"read:*\",\"*\"]",
    ]
    .into_iter()
    .map(str::to_owned)
    .collect();
    texts.push(format!("\"{}\"", "x".repeat(10_000)));
    texts.push(format!("\"{}\"", "\\u00e9".repeat(3_000)));
    texts.push(format!("{}1{}", "[".repeat(200), "]".repeat(200)));
    texts.push(format!("[{}]", vec!["\"a\""; 2_000].join(",")));
    texts
}

/// Whole bodies that are not a JSON object, or not JSON at all.
fn hostile_bodies() -> Vec<Vec<u8>> {
    let mut bodies: Vec<Vec<u8>> = ["", "null", "[]", "1e400", "{", "{\"a\":1,}", "NaN", "\"text\""]
        .into_iter()
        .map(|b| b.as_bytes().to_vec())
        .collect();
    bodies.push(format!("{}{}", "[".repeat(10_000), "]".repeat(10_000)).into_bytes());
    bodies.push(format!("{}1{}", "{\"a\":".repeat(5_000), "}".repeat(5_000)).into_bytes());
    bodies.push(b"{\"name\":\"\xff\xfe\"}".to_vec());
    bodies.push(b"\xef\xbb\xbf{\"name\":\"bom\"}".to_vec());
    bodies
}

fn encode(text: &str) -> String {
    form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

/// Checks one answer: a status below 500, and the error structure on a 4xx (the message
/// string form on /v1 paths).
async fn check(
    full_path: &str,
    sent: Result<reqwest::Response, reqwest::Error>,
) -> Result<(), TestCaseError> {
    // Failure messages name the request, shortened: some carry 10,000-character values.
    let path: String = full_path.chars().take(300).collect();
    let path = path.as_str();
    let response = sent.map_err(|e| TestCaseError::fail(format!("{path}: connection failed: {e}")))?;
    let status = response.status().as_u16();
    let text = response.text().await.map_err(|e| TestCaseError::fail(format!("{path}: body: {e}")))?;
    prop_assert!(status < 500, "{} {}: {}", status, path, text.chars().take(400).collect::<String>());
    if status >= 400 {
        let body: Value = serde_json::from_str(&text)
            .map_err(|_| TestCaseError::fail(format!("{path}: {status} without a JSON body: {text}")))?;
        let route = path.split(' ').next_back().unwrap_or_default();
        let v1 = route.starts_with("/v1/");
        // The token, introspection and revocation endpoints answer in RFC 6749's form in every
        // version, the spec's code beside.
        let bare = route.trim_start_matches("/v1").trim_start_matches("/v2");
        let token =
            ["/auth/token", "/oauth2/introspect", "/oauth2/revoke"].iter().any(|p| bare.starts_with(p));
        // (A refusal before the endpoint, a 429 say, has the version's usual form.)
        let (code, message, id) = if token && body["error_description"].is_string() {
            (&body["code"], &body["error_description"], &body["request_id"])
        } else if v1 {
            (&body["code"], &body["error"], &body["request_id"])
        } else {
            (&body["error"]["code"], &body["error"]["message"], &body["error"]["request_id"])
        };
        prop_assert!(
            code.is_string() && message.is_string() && id.is_string(),
            "{} {}: not the error structure: {}",
            status,
            path,
            text.chars().take(400).collect::<String>()
        );
    }
    Ok(())
}

/// The path as each version prefix spells it.
fn versioned(path: &str, version: usize) -> String {
    match version % 3 {
        0 => path.to_owned(),
        1 => format!("/v1{path}"),
        _ => format!("/v2{path}"),
    }
}

struct World {
    app: TestApp,
    creds: Vec<Cred>,
    readers: Vec<Reader>,
    writers: Vec<Writer>,
}

impl World {
    async fn get(
        &self,
        reader: &Reader,
        version: usize,
        params: &[(String, QueryValue)],
        cred: usize,
    ) -> Result<(), TestCaseError> {
        let mut query: Vec<String> = params
            .iter()
            .map(|(name, value)| match value {
                QueryValue::Text(text) => format!("{}={}", encode(name), encode(text)),
                QueryValue::Raw(raw) => format!("{}={raw}", encode(name)),
            })
            .collect();
        // Longer request lines never reach a function: the HTTP layer refuses them (the local
        // runner's at 64 KiB, API Gateway's at 10 KiB of request line and headers).
        while query.len() > 1 && query.iter().map(String::len).sum::<usize>() > MAX_QUERY {
            query.pop();
        }
        let path = format!("{}?{}", versioned(&reader.path, version), query.join("&"));
        let sent = self.app.request(Method::GET, &path, &self.creds[cred % self.creds.len()]).send().await;
        check(&path, sent).await
    }

    async fn write(
        &self,
        writer: &Writer,
        version: usize,
        body: Vec<u8>,
        cred: usize,
    ) -> Result<(), TestCaseError> {
        let path = versioned(&writer.path, version);
        let sent = self
            .app
            .request(writer.method.clone(), &path, &self.creds[cred % self.creds.len()])
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await;
        check(&format!("{} {path}", writer.method), sent).await
    }
}

/// Creates one of everything a path can name and returns the value for each path parameter.
async fn fixtures(app: &TestApp) -> BTreeMap<String, String> {
    let owner = app.a.key("owner");
    let created =
        |reply: &api_tests::Reply, field: &str| reply.body["data"][field].as_str().map(str::to_owned);
    let mut ids = BTreeMap::new();
    let site = app.create_site(&owner, "Hostile depot").await;
    let asset =
        app.create_asset(&owner, &site, "Hostile charger", 22.0).await["id"].as_str().unwrap().to_owned();
    let session =
        app.send(Method::POST, "/asset-controls/sessions", &owner, Some(json!({"asset_id": asset}))).await;
    let schedule =
        app.send(Method::POST, "/asset-controls/schedules", &owner, Some(json!({"name": "Hostile"}))).await;
    let schedule_id = created(&schedule, "id");
    if let Some(schedule) = &schedule_id {
        let at = (chrono::Utc::now() + chrono::Duration::days(1)).to_rfc3339();
        let body = json!({"asset_id": asset, "action": "set_power_limit", "power_limit_kw": 7, "at": at});
        let item = app
            .send(Method::POST, &format!("/asset-controls/schedules/{schedule}/items"), &owner, Some(body))
            .await;
        ids.insert("item_id".to_owned(), created(&item, "id"));
    }
    let webhook = json!({"url": "http://127.0.0.1:9/hook", "events": ["rate_limit.warning"]});
    let webhook = app.send(Method::POST, "/webhooks", &owner, Some(webhook)).await;
    let key = app.send(Method::POST, "/auth/api-keys", &owner, Some(json!({"name": "hostile"}))).await;
    let client = json!({"name": "hostile", "redirect_uris": ["https://app.example.com/cb"]});
    let client = app.send(Method::POST, "/auth/clients", &owner, Some(client)).await;
    ids.insert("site_id".to_owned(), Some(site));
    ids.insert("asset_id".to_owned(), Some(asset));
    ids.insert("session_id".to_owned(), created(&session, "id"));
    ids.insert("schedule_id".to_owned(), schedule_id);
    ids.insert("webhook_id".to_owned(), created(&webhook, "id"));
    ids.insert("key_id".to_owned(), created(&key, "id"));
    ids.insert("client_id".to_owned(), created(&client, "client_id").or_else(|| created(&client, "id")));
    ids.insert("member_id".to_owned(), Some(app.a.members["viewer"].member_id.clone()));
    ids.insert("role_name".to_owned(), Some("viewer".to_owned()));
    // What could not be created is named by an id nobody has: a 404, still an answer.
    ids.into_iter().map(|(name, id)| (name, id.unwrap_or_else(|| uuid::Uuid::now_v7().to_string()))).collect()
}

fn fill(path: &str, ids: &BTreeMap<String, String>) -> String {
    let mut filled = path.to_owned();
    for segment in path.split('/').filter(|s| s.starts_with('{')) {
        let name = segment.trim_start_matches('{').trim_end_matches('}');
        let id = ids.get(name).cloned().unwrap_or_else(|| uuid::Uuid::now_v7().to_string());
        filled = filled.replace(segment, &id);
    }
    filled
}

/// The field names a list's 400 lists after `label` (e.g. "filterable fields: ").
fn listed(reason: &str, label: &str) -> Vec<String> {
    reason.split(label).nth(1).map(|rest| rest.split(", ").map(str::to_owned).collect()).unwrap_or_default()
}

async fn discover(app: &TestApp, ids: &BTreeMap<String, String>) -> (Vec<Reader>, Vec<Writer>) {
    let template = Template::load(&default_path()).expect("template.yaml");
    let unprefixed = |path: &String| !path.starts_with("/v1/") && !path.starts_with("/v2/");
    let routes: BTreeSet<(String, String)> = template
        .routes
        .iter()
        // The reference (documents, /docs) takes no input but its path.
        .filter(|r| local_runner::server::direct_routes(&r.binary).is_none())
        .filter_map(|r| Some((r.method.clone()?, r.path.clone()?)))
        .filter(|(_, path)| unprefixed(path))
        .collect();
    let owner = app.a.key("owner");
    let mut readers = Vec::new();
    for (_, path) in routes.iter().filter(|(method, _)| method == "GET") {
        let path = fill(path, ids);
        let probe = app.get(format!("/v2{path}?zz_probe=1&sort=zz_probe"), &owner).await;
        let filterable = match probe.body["error"]["details"]["parameter"].as_str() {
            Some("zz_probe") => {
                listed(probe.body["error"]["details"]["reason"].as_str().unwrap_or(""), "filterable fields: ")
            }
            _ => Vec::new(),
        };
        let sorted = app.get(format!("/v2{path}?sort=zz_probe"), &owner).await;
        let sortable = match sorted.body["error"]["details"]["parameter"].as_str() {
            Some("sort") => {
                listed(sorted.body["error"]["details"]["reason"].as_str().unwrap_or(""), "sortable fields: ")
            }
            _ => Vec::new(),
        };
        readers.push(Reader { path, filterable, sortable });
    }
    let text = std::fs::read_to_string(default_path().parent().unwrap().join("docs").join("openapi.yaml"))
        .expect("docs/openapi.yaml");
    let doc: serde_yaml_ng::Value = serde_yaml_ng::from_str(&text).expect("YAML");
    let mut writers = Vec::new();
    for (method, path) in
        routes.iter().filter(|(method, _)| ["POST", "PATCH", "PUT"].contains(&method.as_str()))
    {
        let operation = &doc["paths"][path.as_str()][method.to_lowercase().as_str()];
        // An action without a body (a station's new password) has no field to be hostile in.
        if operation.get("requestBody").is_none() {
            continue;
        }
        // The token endpoint documents its form body only; it takes the same fields as JSON.
        let content = &operation["requestBody"]["content"];
        let body = content.get("application/json").unwrap_or(&content["application/x-www-form-urlencoded"]);
        let schema = &body["schema"];
        let schema = match schema["$ref"].as_str() {
            Some(reference) => {
                &doc["components"]["schemas"][reference.rsplit('/').next().unwrap_or_default()]
            }
            None => schema,
        };
        let fields = schema["properties"]
            .as_mapping()
            .map(|p| p.keys().filter_map(|k| k.as_str().map(str::to_owned)).collect())
            .unwrap_or_default();
        let method = Method::from_bytes(method.as_bytes()).expect("method");
        writers.push(Writer { method, path: fill(path, ids), fields });
    }
    (readers, writers)
}

fn query_value() -> impl Strategy<Value = QueryValue> {
    prop_oneof![
        6 => proptest::sample::select(hostile_texts()).prop_map(QueryValue::Text),
        1 => proptest::sample::select(RAW_VALUES.to_vec()).prop_map(|raw| QueryValue::Raw(raw.to_owned())),
        1 => any::<i64>().prop_map(|n| QueryValue::Text(n.to_string())),
        1 => any::<f64>().prop_map(|n| QueryValue::Text(n.to_string())),
        1 => proptest::collection::vec(any::<char>(), 0..40).prop_map(|c| QueryValue::Text(c.into_iter().collect())),
    ]
}

fn json_value() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => proptest::sample::select(hostile_json()),
        1 => any::<i64>().prop_map(|n| n.to_string()),
        1 => any::<f64>().prop_map(|n| serde_json::to_string(&n).unwrap_or_else(|_| "null".into())),
        1 => proptest::collection::vec(any::<char>(), 0..40)
            .prop_map(|c| serde_json::to_string(&c.into_iter().collect::<String>()).unwrap()),
    ]
}

/// A query parameter name for `reader`: one of its fields with an operator, a paging or sort
/// parameter, or a name nothing declares.
fn parameter_name(reader: &Reader) -> BoxedStrategy<String> {
    let mut names: Vec<String> =
        ["page", "limit", "cursor", "sort", "organization_id", "[gte]", "a[b][c]", "x%00"]
            .into_iter()
            .map(str::to_owned)
            .collect();
    names.push("y".repeat(10_000));
    let fields = reader.filterable.clone();
    if fields.is_empty() {
        return proptest::sample::select(names).boxed();
    }
    prop_oneof![
        3 => (proptest::sample::select(fields), proptest::sample::select(OPERATORS.to_vec()))
            .prop_map(|(field, op)| format!("{field}{op}")),
        1 => proptest::sample::select(names),
    ]
    .boxed()
}

/// Runs `cases` random cases of `strategy` (no persisted failures: the failing case is printed).
fn run_cases<S: Strategy>(
    world: &World,
    cases: u32,
    strategy: S,
    test: impl Fn(&World, S::Value) -> Result<(), TestCaseError>,
) where
    S::Value: std::fmt::Debug,
{
    let config = Config { cases, failure_persistence: None, max_shrink_iters: 32, ..Config::default() };
    let mut runner = TestRunner::new(config);
    if let Err(failure) = runner.run(&strategy, |value| test(world, value)) {
        panic!("{failure}");
    }
}

/// Bounded: one sweep over every field of every endpoint, every list's filters all at once with
/// many values under each credential (a site-restricted member's among them), plus 320 random
/// cases, one request each (under a thousand in all), so it takes seconds, not minutes;
/// nothing in it depends on timing.
#[test]
fn hostile_values_never_crash_a_list_or_a_write() {
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let world = rt.block_on(async {
        let app = TestApp::spawn().await;
        app.lift_limits(&app.a).await;
        let ids = fixtures(&app).await;
        let (readers, writers) = discover(&app, &ids).await;
        // A member assigned to one site too: its lists carry the site filter's own terms.
        let operator = format!("/admin/members/{}", app.a.members["operator"].member_id);
        let assign = json!({"site_ids": [ids["site_id"]]});
        let assigned = app.send(Method::PATCH, &operator, &app.a.key("owner"), Some(assign)).await;
        assert_eq!(assigned.status, 200, "{}", assigned.body);
        let creds = vec![
            app.a.key("owner"),
            app.a.token("owner"),
            app.a.key("admin"),
            app.a.token("admin"),
            app.a.key("operator"),
            app.a.token("operator"),
        ];
        World { app, creds, readers, writers }
    });
    let lists: Vec<&Reader> = world.readers.iter().filter(|r| !r.filterable.is_empty()).collect();
    let declared: BTreeSet<Vec<String>> = lists.iter().map(|r| r.filterable.clone()).collect();
    for schema in [
        &shared::domain::site::SITE_LIST,
        &shared::domain::asset::ASSET_LIST,
        &shared::domain::event::EVENT_LIST,
        &shared::domain::member::MEMBER_LIST,
        &shared::domain::schedule::SCHEDULE_LIST,
        &shared::domain::session::SESSION_LIST,
    ] {
        let fields: Vec<String> = schema.filterable().into_iter().map(str::to_owned).collect();
        assert!(declared.contains(&fields), "no list found declaring {fields:?}: {declared:?}");
    }
    assert!(world.writers.len() >= 15, "{:?}", world.writers);
    assert!(world.writers.iter().all(|w| !w.fields.is_empty()), "{:?}", world.writers);

    // The sweep: every filter of every list with each operator, and every body field, once.
    let texts = hostile_texts();
    let json = hostile_json();
    let bodies = hostile_bodies();
    let mut turn = 0usize;
    rt.block_on(async {
        for reader in &world.readers {
            if reader.filterable.is_empty() {
                continue;
            }
            // Each filter once, the operators taken in turn across them.
            let names: Vec<String> = reader
                .filterable
                .iter()
                .enumerate()
                .map(|(i, f)| format!("{f}{}", OPERATORS[(turn + i) % OPERATORS.len()]))
                .chain(["page", "limit", "cursor", "sort"].map(str::to_owned))
                .collect();
            for name in names {
                turn += 1;
                let value = QueryValue::Text(texts[turn % texts.len()].clone());
                world.get(reader, turn, &[(name, value)], turn).await.unwrap_or_else(|e| panic!("{e}"));
            }
            // Every filter at once, each with many values: the bounds hold across the filters
            // of a request, for every credential (a site-restricted one adds its own terms).
            for many in many_values() {
                let params: Vec<(String, QueryValue)> = reader
                    .filterable
                    .iter()
                    .map(|f| (format!("{f}[in]"), QueryValue::Text(many.clone())))
                    .collect();
                for cred in 0..world.creds.len() {
                    turn += 1;
                    world.get(reader, turn, &params, cred).await.unwrap_or_else(|e| panic!("{e}"));
                }
            }
            for field in &reader.sortable {
                turn += 1;
                let value = QueryValue::Text(format!("-{field},{}", texts[turn % texts.len()]));
                world
                    .get(reader, turn, &[("sort".to_owned(), value)], turn)
                    .await
                    .unwrap_or_else(|e| panic!("{e}"));
            }
        }
        for writer in &world.writers {
            for field in &writer.fields {
                turn += 1;
                let body = format!("{{\"{field}\": {}}}", json[turn % json.len()]);
                world.write(writer, turn, body.into_bytes(), turn).await.unwrap_or_else(|e| panic!("{e}"));
            }
            // Three whole bodies per route, taken in turn: every one is sent to some route.
            for _ in 0..3 {
                turn += 1;
                let body = bodies[turn % bodies.len()].clone();
                world.write(writer, turn, body, turn).await.unwrap_or_else(|e| panic!("{e}"));
            }
        }
    });

    // Random combinations: several parameters at once, repeated names, any value.
    let readers = world.readers.clone();
    let list_case =
        (0..readers.len(), any::<usize>(), any::<bool>()).prop_flat_map(move |(i, turn, repeat)| {
            let reader = readers[i].clone();
            let params = proptest::collection::vec((parameter_name(&reader), query_value()), 1..5);
            (Just(i), Just(turn), Just(repeat), params)
        });
    run_cases(&world, 200, list_case, |world, (i, turn, repeat, mut params)| {
        if repeat {
            params.push(params[0].clone());
        }
        rt.block_on(world.get(&world.readers[i], turn, &params, turn))
    });
    let writers = world.writers.clone();
    let body_case = (0..writers.len(), any::<usize>()).prop_flat_map(move |(i, turn)| {
        let fields = writers[i].fields.clone();
        let field =
            proptest::sample::select(fields.into_iter().chain(["zz_unknown".to_owned()]).collect::<Vec<_>>());
        (Just(i), Just(turn), proptest::collection::btree_map(field, json_value(), 1..5))
    });
    run_cases(&world, 120, body_case, |world, (i, turn, fields)| {
        let members: Vec<String> = fields.iter().map(|(k, v)| format!("{}: {v}", json!(k))).collect();
        let body = format!("{{{}}}", members.join(", "));
        rt.block_on(world.write(&world.writers[i], turn, body.into_bytes(), turn))
    });
}
