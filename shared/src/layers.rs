//! The library's layers, checked: a module may use modules of its own layer or below, never
//! above, and the modules of one layer do not depend on each other in a cycle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Bottom to top. Core types know nothing of storage or HTTP; the store persists them; the
/// services decide who may do what; the HTTP layer turns it all into requests and responses.
const LAYERS: [(&str, &[&str]); 4] = [
    ("core", &["ids", "permissions", "roles", "restrictions", "time", "versions", "domain", "cache"]),
    ("store", &["store", "config", "log_files"]),
    (
        "services",
        &[
            "auth",
            "principal",
            "rate_limit",
            "site_access",
            "tenancy",
            "webhooks",
            "idempotency",
            "list",
            "delegation",
            "schedule_authority",
            "ocpp",
            "station_sessions",
            "allocation",
        ],
    ),
    (
        "http",
        &[
            "error",
            "envelope",
            "refusals",
            "preconditions",
            "request_id",
            "logging",
            "route",
            "pipeline",
            "app",
            "lambda",
        ],
    ),
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|(_, modules)| modules.contains(&module))
}

/// The top-level module a source file belongs to (`store/list.rs` is `store`).
fn module_of(relative: &Path) -> String {
    let first = relative.components().next().map(|c| c.as_os_str().to_string_lossy().into_owned());
    first.unwrap_or_default().trim_end_matches(".rs").to_owned()
}

/// The top-level modules a file's non-test code names through `crate::`.
fn uses(text: &str) -> BTreeSet<String> {
    let code = text.split("#[cfg(test)]").next().unwrap_or_default();
    let mut used = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // `use crate::{a::X, b}`: every path's first segment.
            let inner = group.split('}').next().unwrap_or_default();
            for path in inner.split(',') {
                used.insert(path.trim().split("::").next().unwrap_or_default().to_owned());
            }
        } else {
            let name: String = rest.chars().take_while(|c| c.is_ascii_lowercase() || *c == '_').collect();
            used.insert(name);
        }
    }
    used
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut pending = vec![root.clone()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).expect("readable source directory") {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                pending.push(path);
                continue;
            }
            let relative = path.strip_prefix(&root).expect("under src");
            let module = module_of(relative);
            if module == "lib" || module == "layers" {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("readable source");
            let used: Vec<String> =
                uses(&text).into_iter().filter(|m| *m != module && layer_of(m).is_some()).collect();
            graph.entry(module).or_default().extend(used);
        }
    }
    graph
}

#[test]
fn every_module_has_a_layer() {
    for module in graph().keys() {
        assert!(layer_of(module).is_some(), "module `{module}` is in no layer: add it to LAYERS");
    }
}

#[test]
fn no_module_uses_a_layer_above_its_own() {
    let graph = graph();
    let mut upward = BTreeSet::new();
    for (module, used) in &graph {
        for target in used {
            if layer_of(target) > layer_of(module) {
                upward.insert((module.as_str(), target.as_str()));
            }
        }
    }
    assert!(upward.is_empty(), "upward uses (a lower layer must not know a higher one): {upward:?}");
}

#[test]
fn the_modules_of_a_layer_do_not_depend_on_each_other_in_a_cycle() {
    let graph = graph();
    // Only uses within one layer: an upward one is the other test's.
    let same_layer = |module: &str| -> Vec<String> {
        let used = graph.get(module).into_iter().flatten();
        used.filter(|t| layer_of(t) == layer_of(module)).cloned().collect()
    };
    // Depth-first search with the path on a stack: a use of a module on the path is a cycle.
    fn visit(
        module: &str,
        next: &dyn Fn(&str) -> Vec<String>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|m| m == module) {
            let mut cycle = path[at..].to_vec();
            cycle.push(module.to_owned());
            return Some(cycle);
        }
        if !done.insert(module.to_owned()) {
            return None;
        }
        path.push(module.to_owned());
        for target in next(module) {
            if let Some(cycle) = visit(&target, next, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    for module in graph.keys() {
        let cycle = visit(module, &same_layer, &mut Vec::new(), &mut done);
        assert!(cycle.is_none(), "a cycle within a layer: {}", cycle.unwrap_or_default().join(" -> "));
    }
}

/// The store's own modules and the sibling modules each names through `super::`.
fn store_graph() -> BTreeMap<String, BTreeSet<String>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join("store");
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).expect("readable store directory") {
        let path = entry.expect("directory entry").path();
        let Some(module) = path.file_stem().map(|stem| stem.to_string_lossy().into_owned()) else { continue };
        let text = std::fs::read_to_string(&path).expect("readable source");
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        let mut used = BTreeSet::new();
        for (at, _) in code.match_indices("super::") {
            let rest = &code[at + "super::".len()..];
            if let Some(group) = rest.strip_prefix('{') {
                let inner = group.split('}').next().unwrap_or_default();
                used.extend(
                    inner
                        .split(',')
                        .map(|path| path.trim().split("::").next().unwrap_or_default().to_owned()),
                );
            } else {
                used.insert(rest.chars().take_while(|c| c.is_ascii_lowercase() || *c == '_').collect());
            }
        }
        used.remove(&module);
        graph.entry(module).or_default().extend(used);
    }
    let modules: BTreeSet<String> = graph.keys().cloned().collect();
    graph.values_mut().for_each(|used| used.retain(|module| modules.contains(module)));
    graph
}

/// The store's plumbing (a transaction's actions, their errors and the entity helpers built
/// on both) refer to each other by design; no module that knows a domain may.
const STORE_PLUMBING: [&str; 3] = ["entity", "errors", "transact"];

#[test]
fn the_store_modules_do_not_depend_on_each_other_in_a_cycle() {
    let graph = store_graph();
    assert!(graph.contains_key("stations") && graph.contains_key("station_item"), "the store was read");
    // Kahn's algorithm: what cannot be ordered lies on a cycle.
    let mut remaining: BTreeMap<&str, BTreeSet<&str>> = graph
        .iter()
        .filter(|(module, _)| !STORE_PLUMBING.contains(&module.as_str()))
        .map(|(module, used)| {
            let used = used.iter().map(String::as_str).filter(|used| !STORE_PLUMBING.contains(used));
            (module.as_str(), used.collect())
        })
        .collect();
    loop {
        let free: Vec<&str> =
            remaining.iter().filter(|(_, used)| used.is_empty()).map(|(module, _)| *module).collect();
        if free.is_empty() {
            break;
        }
        for module in &free {
            remaining.remove(module);
        }
        remaining.values_mut().for_each(|used| used.retain(|module| !free.contains(module)));
    }
    assert!(
        remaining.is_empty(),
        "store modules on an import cycle: {:?}",
        remaining.keys().collect::<Vec<_>>()
    );
}
