//! Every other function's routes, read from template.yaml (the one place routing is declared),
//! so the `$default` function can tell a wrong method (405) from an unknown path (404) without
//! linking every other function's code.

use std::collections::BTreeSet;
use std::fmt::Write;
use std::path::Path;

use serde_yaml_ng::Value;

fn main() {
    let template = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../template.yaml");
    println!("cargo:rerun-if-changed={}", template.display());
    let text = std::fs::read_to_string(&template)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", template.display()));
    let doc: Value = serde_yaml_ng::from_str(&text).expect("template.yaml is YAML");
    let resources = doc.get("Resources").and_then(Value::as_mapping).expect("template has Resources");
    // Template order, each (method, path) once; the version prefixes are the pipeline's to strip.
    let mut seen = BTreeSet::new();
    let mut routes = Vec::new();
    for resource in resources.values() {
        let events = resource.get("Properties").and_then(|p| p.get("Events")).and_then(Value::as_mapping);
        for event in events.into_iter().flat_map(|e| e.values()) {
            if event.get("Type").and_then(Value::as_str) != Some("HttpApi") {
                continue;
            }
            let properties = event.get("Properties");
            let field = |name| properties.and_then(|p| p.get(name)).and_then(Value::as_str);
            let (Some(method), Some(path)) = (field("Method"), field("Path")) else { continue };
            let path = ["/v1/", "/v2/"]
                .iter()
                .find_map(|prefix| path.strip_prefix(prefix).map(|rest| format!("/{rest}")))
                .unwrap_or_else(|| path.to_owned());
            let route = (method.to_uppercase(), path);
            if seen.insert(route.clone()) {
                routes.push(route);
            }
        }
    }
    let mut out =
        String::from("/// `(method, path)` of every route in template.yaml, version prefixes removed.\n");
    out.push_str("pub const TEMPLATE_ROUTES: &[(&str, &str)] = &[\n");
    for (method, path) in routes {
        writeln!(out, "    ({method:?}, {path:?}),").expect("writing to a String");
    }
    out.push_str("];\n");
    let target = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("template_routes.rs");
    std::fs::write(target, out).expect("writing template_routes.rs");
}
