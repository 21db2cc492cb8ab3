//! The contract as served: `/v1/openapi.json` and `/v2/openapi.json`, derived from
//! docs/openapi.yaml, each describe exactly the routes template.yaml declares under its prefix,
//! each is exact for its version (no markers, no union of both versions' forms), every
//! operation says who may call it, and each is OpenAPI 3.1 with the deployment as its server.
//! The browsable reference at /docs is served with its pinned assets.

use api_tests::{Cred, TestApp};
use local_runner::template::{Template, default_path};
use serde_json::Value;
use std::collections::BTreeSet;

const METHODS: [&str; 5] = ["get", "post", "put", "patch", "delete"];
const VERSIONS: [&str; 2] = ["v1", "v2"];

async fn served(app: &TestApp, version: &str) -> Value {
    let reply = app.get(format!("/{version}/openapi.json"), &Cred::None).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.header("content-type"), Some("application/json"));
    assert!(reply.header("etag").is_some());
    reply.body
}

#[tokio::test]
async fn each_document_and_the_template_describe_the_same_routes() {
    let app = TestApp::spawn().await;
    let template = Template::load(&default_path()).unwrap();
    let routes: BTreeSet<(String, String)> = template
        .routes
        .iter()
        .filter_map(|r| Some((r.method.clone()?.to_lowercase(), r.path.clone()?)))
        .collect();
    for version in VERSIONS {
        let prefix = format!("/{version}");
        let doc = served(&app, version).await;
        let mut declared: BTreeSet<(String, String)> = routes
            .iter()
            .filter_map(|(method, path)| Some((method.clone(), path.strip_prefix(&prefix)?.to_owned())))
            .collect();
        let mut described = BTreeSet::new();
        for (path, item) in doc["paths"].as_object().expect("paths") {
            // A path with servers of its own is served where they say (the root), not under the
            // version's prefix.
            let root = item.get("servers").is_some();
            for method in METHODS {
                if item.get(method).is_some() {
                    described.insert((method.to_owned(), path.clone()));
                    if root && routes.contains(&(method.to_owned(), path.clone())) {
                        declared.insert((method.to_owned(), path.clone()));
                    }
                }
            }
        }
        let missing: Vec<_> = declared.difference(&described).collect();
        let extra: Vec<_> = described.difference(&declared).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{version}: not in the document: {missing:?}\nnot in the template: {extra:?}"
        );
    }
}

#[tokio::test]
async fn every_operation_is_identified_and_secured() {
    let app = TestApp::spawn().await;
    for version in VERSIONS {
        let doc = served(&app, version).await;
        assert_eq!(doc["openapi"], "3.1.0");
        let schemes = doc["components"]["securitySchemes"].as_object().expect("security schemes");
        for scheme in ["bearerAuth", "apiKey", "oauth2"] {
            assert!(schemes.contains_key(scheme), "{scheme}");
        }
        let mut ids = BTreeSet::new();
        for (path, item) in doc["paths"].as_object().unwrap() {
            for method in METHODS {
                let Some(operation) = item.get(method) else { continue };
                let id = operation["operationId"]
                    .as_str()
                    .unwrap_or_else(|| panic!("{version}: {method} {path} has no operationId"));
                assert!(ids.insert(id.to_owned()), "operationId {id} is used twice");
                assert!(
                    operation.get("security").is_some() || doc.get("security").is_some(),
                    "{id}: no security"
                );
                assert!(
                    operation["responses"].as_object().is_some_and(|r| !r.is_empty()),
                    "{id}: no responses"
                );
            }
        }
    }
}

/// Every `$ref` of a document names something in it.
fn refs(node: &Value, out: &mut BTreeSet<String>) {
    match node {
        Value::Object(map) => {
            if let Some(Value::String(r)) = map.get("$ref") {
                out.insert(r.clone());
            }
            map.values().for_each(|v| refs(v, out));
        }
        Value::Array(items) => items.iter().for_each(|v| refs(v, out)),
        _ => {}
    }
}

fn keys_named(node: &Value, names: &[&str], out: &mut Vec<String>) {
    match node {
        Value::Object(map) => {
            out.extend(map.keys().filter(|k| names.contains(&k.as_str())).cloned());
            map.values().for_each(|v| keys_named(v, names, out));
        }
        Value::Array(items) => items.iter().for_each(|v| keys_named(v, names, out)),
        _ => {}
    }
}

/// A union a generated client could not choose in: both versions' forms of one thing.
fn mixed_unions(node: &Value, at: &str, out: &mut Vec<String>) {
    match node {
        Value::Object(map) => {
            for union in ["oneOf", "anyOf"] {
                let Some(Value::Array(branches)) = map.get(union) else { continue };
                let named = |name: &str| {
                    branches.iter().any(|b| b["$ref"].as_str().is_some_and(|r| r.ends_with(name)))
                };
                let dated = branches.iter().any(|b| b["format"] == "date-time");
                let plain = branches.iter().any(|b| {
                    matches!(b["type"].as_str(), Some("integer" | "string")) && b.get("format").is_none()
                });
                if (named("/Uuid")
                    && branches.iter().any(|b| b["$ref"].as_str().is_some_and(|r| r.contains("/Legacy"))))
                    || (dated && plain)
                    || (named("/OffsetPagination") && named("/CursorPagination"))
                    || (named("/Error") && named("/ErrorV1"))
                {
                    out.push(at.to_owned());
                }
            }
            for (key, value) in map {
                mixed_unions(value, &format!("{at}/{key}"), out);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                mixed_unions(item, &format!("{at}/{i}"), out);
            }
        }
        _ => {}
    }
}

fn schema<'a>(doc: &'a Value, name: &str) -> &'a Value {
    &doc["components"]["schemas"][name]
}

/// A `$ref` followed to what it names.
fn resolve<'a>(doc: &'a Value, node: &'a Value) -> &'a Value {
    match node["$ref"].as_str().and_then(|r| r.strip_prefix("#/components/schemas/")) {
        Some(name) => resolve(doc, schema(doc, name)),
        None => node,
    }
}

#[tokio::test]
async fn each_document_is_exact_for_its_version() {
    let app = TestApp::spawn().await;
    for version in VERSIONS {
        let doc = served(&app, version).await;
        let mut markers = Vec::new();
        keys_named(&doc, &["x-api-versions", "x-enum-by-version"], &mut markers);
        assert!(markers.is_empty(), "{version}: markers left: {markers:?}");
        assert_eq!(doc["servers"].as_array().unwrap().len(), 1);
        assert_eq!(doc["servers"][0]["url"], format!("{}/{version}", app.base_url));
        let mut mixed = Vec::new();
        mixed_unions(&doc, "#", &mut mixed);
        assert!(mixed.is_empty(), "{version}: unions of both versions' forms at {mixed:?}");
        let mut named = BTreeSet::new();
        refs(&doc, &mut named);
        for reference in named {
            let path: Vec<&str> = reference.trim_start_matches("#/").split('/').collect();
            assert!(
                path.iter().try_fold(&doc, |node, key| node.get(*key)).is_some(),
                "{version}: {reference} dangles"
            );
        }
        let parameters: Vec<String> = doc["paths"]["/inventory-service/sites"]["get"]["parameters"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| match p["$ref"].as_str() {
                Some(r) => doc["components"]["parameters"][r.rsplit('/').next().unwrap()]["name"].to_string(),
                None => p["name"].to_string(),
            })
            .collect();
        let site_id = resolve(&doc, &schema(&doc, "Site")["properties"]["id"]);
        let created = resolve(&doc, &schema(&doc, "Site")["properties"]["created_at"]);
        let pagination = resolve(&doc, &schema(&doc, "SiteList")["properties"]["pagination"]);
        let error = resolve(
            &doc,
            &doc["components"]["responses"]["NotFound"]["content"]["application/json"]["schema"],
        );
        let version_header = &doc["components"]["parameters"]["XApiVersion"]["schema"]["enum"];
        if version == "v1" {
            assert!(
                parameters.contains(&"\"page\"".into()) && !parameters.contains(&"\"cursor\"".into()),
                "{parameters:?}"
            );
            assert!(site_id["pattern"].as_str().unwrap().starts_with("^sit_"), "{site_id}");
            assert!(schema(&doc, "Site")["properties"].get("legacy_id").is_none(), "v1 has no legacy_id");
            assert_eq!(created["type"], "integer", "{created}");
            assert!(pagination["properties"]["page"].is_object(), "{pagination}");
            assert_eq!(error["properties"]["error"]["type"], "string", "{error}");
            assert!(version_header.as_array().unwrap().contains(&"2025-01-15".into()), "{version_header}");
        } else {
            assert!(
                parameters.contains(&"\"cursor\"".into()) && !parameters.contains(&"\"page\"".into()),
                "{parameters:?}"
            );
            assert_eq!(site_id["format"], "uuid", "{site_id}");
            assert!(schema(&doc, "Site")["properties"]["legacy_id"].is_object(), "v2 shows legacy_id");
            assert_eq!(created["format"], "date-time", "{created}");
            assert!(pagination["properties"]["next_cursor"].is_object(), "{pagination}");
            assert_eq!(error["properties"]["error"]["type"], "object", "{error}");
            assert!(!version_header.as_array().unwrap().contains(&"2025-01-15".into()), "{version_header}");
        }
    }
}

#[tokio::test]
async fn a_document_names_the_deployment_and_is_cacheable() {
    let app = TestApp::spawn().await;
    let first = app.get("/v2/openapi.json", &Cred::None).await;
    let etag = first.header("etag").expect("ETag").to_owned();
    assert_eq!(first.header("cache-control"), Some("public, max-age=300"));
    assert_eq!(first.header("vary"), Some("Host, X-Forwarded-Proto"), "a shared cache keeps one per host");
    let again = app.get_with("/v2/openapi.json", &Cred::None, ("if-none-match", &etag)).await;
    assert_eq!(again.status, 304);
    assert_eq!(again.header("etag"), Some(etag.as_str()));
    assert_eq!(again.body, Value::Null);
    // The server is where the request came in: another host, another document and ETag.
    let elsewhere = app.get_with("/v2/openapi.json", &Cred::None, ("host", "api.example.org")).await;
    assert_eq!(elsewhere.body["servers"][0]["url"], "http://api.example.org/v2");
    assert_ne!(elsewhere.header("etag"), Some(etag.as_str()));
    // A credential changes nothing; a wrong method is the API's 405.
    let keyed = app.get("/v1/openapi.json", &app.a.key("viewer")).await;
    assert_eq!(keyed.status, 200);
    let posted = app.send(reqwest::Method::POST, "/v1/openapi.json", &app.a.key("viewer"), None).await;
    assert_eq!(posted.status, 405, "{}", posted.body);
}

#[tokio::test]
async fn the_reference_page_and_its_assets_are_served() {
    let app = TestApp::spawn().await;
    let page = app.http.get(format!("{}/docs", app.base_url)).send().await.unwrap();
    assert_eq!(page.status(), 200);
    assert_eq!(page.headers()["content-type"], "text/html; charset=utf-8");
    let policy = page.headers()["content-security-policy"].to_str().unwrap().to_owned();
    assert!(policy.contains("script-src 'self'"), "{policy}");
    let html = page.text().await.unwrap();
    for asset in [
        "docs/swagger-ui-bundle.js",
        "docs/swagger-ui-standalone-preset.js",
        "docs/swagger-ui.css",
        "docs/init.js",
    ] {
        assert!(html.contains(asset), "{asset}");
        let served = app.http.get(format!("{}/{asset}", app.base_url)).send().await.unwrap();
        assert_eq!(served.status(), 200, "{asset}");
        let kind = served.headers()["content-type"].to_str().unwrap().to_owned();
        assert!(
            kind.starts_with(if asset.ends_with(".css") { "text/css" } else { "text/javascript" }),
            "{asset}: {kind}"
        );
        assert!(!served.bytes().await.unwrap().is_empty());
    }
    let init =
        app.http.get(format!("{}/docs/init.js", app.base_url)).send().await.unwrap().text().await.unwrap();
    assert!(init.contains("v1/openapi.json") && init.contains("v2/openapi.json"));
    let missing = app.get("/docs/nothing.js", &Cred::None).await;
    assert_eq!(missing.status, 404);
    assert_eq!(missing.body["error"]["code"], "RESOURCE_NOT_FOUND");
    assert!(missing.header("x-request-id").is_some());
}

/// Generated clients validate `pattern` with their platform's regex engine; Go's and Rust's
/// have no lookaround and no backreferences.
#[test]
fn patterns_use_no_lookaround_or_backreference() {
    let text = std::fs::read_to_string(default_path().parent().unwrap().join("docs").join("openapi.yaml"))
        .expect("docs/openapi.yaml exists");
    let mut seen = 0;
    for line in text.lines().filter(|l| l.trim_start().starts_with("pattern:")) {
        let lookaround = ["(?=", "(?!", "(?<=", "(?<!"].iter().any(|l| line.contains(l));
        let backreference = (1..10).any(|n| line.contains(&format!("\\{n}")));
        assert!(!lookaround && !backreference, "{line}");
        seen += 1;
    }
    assert!(seen > 0);
}

/// Every code `ApiError::code` answers (shared/src/error.rs), each with its entry in the
/// reference's error table, where an error's `doc_url` points.
const ERROR_CODES: [&str; 27] = [
    "INVALID_PARAMETER",
    "MISSING_AUTH",
    "INVALID_TOKEN",
    "TOKEN_EXPIRED",
    "INVALID_API_KEY",
    "API_KEY_EXPIRED",
    "INSUFFICIENT_PERMISSIONS",
    "FORBIDDEN",
    "ACCOUNT_SUSPENDED",
    "RESOURCE_ACCESS_DENIED",
    "IP_NOT_ALLOWED",
    "INVALID_CLIENT",
    "INVALID_GRANT",
    "RESOURCE_NOT_FOUND",
    "METHOD_NOT_ALLOWED",
    "RATE_LIMIT_EXCEEDED",
    "GONE",
    "ALREADY_EXISTS",
    "CONFLICT",
    "VALIDATION_ERROR",
    "INVALID_FORMAT",
    "MISSING_FIELD",
    "INVALID_VALUE",
    "INTERNAL_ERROR",
    "UPSTREAM_ERROR",
    "SERVICE_UNAVAILABLE",
    "TIMEOUT",
];

#[tokio::test]
async fn every_error_links_to_its_entry_in_the_reference() {
    let app = TestApp::spawn().await;
    let missing = app.get("/v2/inventory-service/sites/sit_unknown", &app.a.key("owner")).await;
    let doc_url = missing.body["error"]["doc_url"].as_str().expect("doc_url").to_owned();
    let (page, anchor) = doc_url.split_once('#').expect("an anchor");
    assert_eq!(page, format!("{}/docs", app.base_url), "the deployment's own reference");
    for version in ["v1", "v2"] {
        let description =
            served(&app, version).await["info"]["description"].as_str().unwrap_or_default().to_owned();
        assert!(description.contains(&format!("id=\"{anchor}\"")), "{version}: no entry for {anchor}");
        for code in ERROR_CODES {
            let entry = format!("id=\"error-{}\"", code.to_ascii_lowercase().replace('_', "-"));
            assert!(description.contains(&entry), "{version}: no entry for {code}");
        }
    }
}
