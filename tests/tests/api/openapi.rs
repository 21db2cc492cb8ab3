//! docs/openapi.yaml is the contract: it describes exactly the routes template.yaml declares
//! (each once, by its unprefixed path; the version prefixes are its servers), every
//! operation says who may call it, and the document is OpenAPI 3.1.

use local_runner::template::{Template, default_path};
use std::collections::BTreeSet;

fn document() -> serde_yaml_ng::Value {
    let path = default_path().parent().unwrap().join("docs").join("openapi.yaml");
    let text = std::fs::read_to_string(&path).expect("docs/openapi.yaml exists");
    serde_yaml_ng::from_str(&text).expect("docs/openapi.yaml is YAML")
}

const METHODS: [&str; 5] = ["get", "post", "put", "patch", "delete"];

#[test]
fn the_document_and_the_template_describe_the_same_routes() {
    let template = Template::load(&default_path()).unwrap();
    let declared: BTreeSet<(String, String)> = template
        .routes
        .iter()
        .filter_map(|r| Some((r.method.clone()?.to_lowercase(), r.path.clone()?)))
        .filter(|(_, path)| !path.starts_with("/v1/") && !path.starts_with("/v2/"))
        .collect();
    let doc = document();
    let paths = doc["paths"].as_mapping().expect("paths");
    let mut described = BTreeSet::new();
    for (path, item) in paths {
        let path = path.as_str().unwrap().to_owned();
        for method in METHODS {
            if item.get(method).is_some() {
                described.insert((method.to_owned(), path.clone()));
            }
        }
    }
    let missing: Vec<_> = declared.difference(&described).collect();
    let extra: Vec<_> = described.difference(&declared).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "not in the document: {missing:?}\nnot in the template: {extra:?}"
    );
}

#[test]
fn every_operation_is_identified_and_secured() {
    let doc = document();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
    let schemes = doc["components"]["securitySchemes"].as_mapping().expect("security schemes");
    for scheme in ["bearerAuth", "apiKey", "oauth2"] {
        assert!(schemes.contains_key(scheme), "{scheme}");
    }
    let mut ids = BTreeSet::new();
    for (path, item) in doc["paths"].as_mapping().unwrap() {
        for method in METHODS {
            let Some(operation) = item.get(method) else { continue };
            let id = operation["operationId"]
                .as_str()
                .unwrap_or_else(|| panic!("{method} {path:?} has no operationId"));
            assert!(ids.insert(id.to_owned()), "operationId {id} is used twice");
            assert!(
                operation.get("security").is_some() || doc.get("security").is_some(),
                "{id}: no security"
            );
            assert!(operation["responses"].as_mapping().is_some_and(|r| !r.is_empty()), "{id}: no responses");
        }
    }
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
