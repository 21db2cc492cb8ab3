//! template.yaml is the one routing table: every route it declares has a handler in the
//! function it names (under every version prefix, or as the function declares it if it runs
//! outside the pipeline), every handler route is declared, and the
//! template passes cfn-lint.

use local_runner::server::{direct_routes, function_routes};
use local_runner::template::{Template, default_path};
use std::collections::BTreeSet;

#[test]
fn template_routes_and_function_route_tables_match_exactly() {
    let template = Template::load(&default_path()).unwrap();
    let mut declared = BTreeSet::new();
    let mut binaries = BTreeSet::new();
    for route in &template.routes {
        binaries.insert(route.binary.clone());
        if let (Some(method), Some(path)) = (&route.method, &route.path) {
            declared.insert((route.binary.clone(), method.clone(), path.clone()));
        }
    }
    let mut handled = BTreeSet::new();
    for binary in &binaries {
        // A function outside the pipeline declares its routes as served, not tripled.
        if let Some(routes) = direct_routes(binary) {
            for (method, path) in routes {
                handled.insert((binary.clone(), (*method).to_owned(), (*path).to_owned()));
            }
            continue;
        }
        let routes = function_routes(binary).unwrap_or_else(|| panic!("no function for {binary}"));
        for route in routes {
            // The $default function carries other functions' paths only to answer 404/405.
            let own = route.path.starts_with("/versions") || route.path == "/health";
            let owner = if binary == "versions" && !own {
                continue;
            } else {
                binary.clone()
            };
            for prefix in ["", "/v1", "/v2"] {
                handled.insert((owner.clone(), route.method.to_string(), format!("{prefix}{}", route.path)));
            }
        }
    }
    assert_eq!(declared, handled);
}

#[test]
fn the_template_passes_cfn_lint() {
    let root = default_path().parent().unwrap().to_path_buf();
    let cfn_lint = root.join(".venv/bin/cfn-lint");
    assert!(cfn_lint.exists(), "cfn-lint is missing: run `make lint-deps` (make test does it)");
    let output =
        std::process::Command::new(cfn_lint).arg("template.yaml").current_dir(&root).output().unwrap();
    assert!(
        output.status.success(),
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// The endpoint limits are declared on their routes; these are the four docs/rate-limits.md
/// lists, each on exactly one route, and every declared limit is one of them.
#[test]
fn each_endpoint_limit_is_declared_on_its_route() {
    let template = Template::load(&default_path()).unwrap();
    let binaries: BTreeSet<String> = template.routes.iter().map(|r| r.binary.clone()).collect();
    let mut limited = BTreeSet::new();
    for binary in binaries.iter().filter(|b| *b != "versions") {
        for route in function_routes(binary).into_iter().flatten() {
            if let Some(limit) = route.limit {
                limited.insert((route.method.to_string(), route.path, limit.id, limit.per_minute));
            }
        }
    }
    let documented = BTreeSet::from([
        ("POST".to_owned(), "/auth/token", "token", 20),
        ("POST".to_owned(), "/inventory-service/assets/bulk", "bulk", 10),
        ("POST".to_owned(), "/asset-controls/sessions/{session_id}/action", "session_action", 30),
        ("GET".to_owned(), "/asset-controls/events", "events", 60),
    ]);
    assert_eq!(limited, documented);
    assert_eq!(shared::rate_limit::ENDPOINT_LIMITS.len(), documented.len());
}
