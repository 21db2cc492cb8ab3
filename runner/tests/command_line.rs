//! The runner's command line refuses a bad flag before it starts anything.
//!
//! Also why this file exists beside the library's unit tests: an integration test makes
//! `cargo test --workspace` build the `local-runner` binary with the test build's features, so
//! `make ocpp-e2e` runs that binary instead of compiling the dependency tree a second time.

use std::process::Command;

fn refusal(args: &[&str]) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_local-runner"))
        .args(args)
        .env_remove("PORT")
        .output()
        .expect("the runner binary runs");
    (output.status.success(), String::from_utf8_lossy(&output.stderr).into_owned())
}

#[test]
fn a_port_that_is_not_a_number_is_refused_by_its_value() {
    let (ok, stderr) = refusal(&["--port", "eighty"]);
    assert!(!ok);
    assert!(stderr.contains("bad port eighty"), "{stderr}");
}

#[test]
fn an_ocpp_port_out_of_range_is_refused_by_its_value() {
    let (ok, stderr) = refusal(&["--port", "0", "--ocpp-port", "99999"]);
    assert!(!ok);
    assert!(stderr.contains("bad OCPP port 99999"), "{stderr}");
}

#[test]
fn the_last_port_leaves_no_port_for_ocpp() {
    let (ok, stderr) = refusal(&["--port", "65535"]);
    assert!(!ok);
    assert!(stderr.contains("give --ocpp-port"), "{stderr}");
}
