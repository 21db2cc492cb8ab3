//! `make contract`'s API: a local runner over DynamoDB Local with one organization whose
//! limits stay out of the way of a fuzzer, a site, an asset and a schedule to find, and a
//! second organization the fuzzer never sees, for the generated client's smoke test (an
//! integrator's first hour is on a tenant of its own, not on what a fuzzer left behind).
//! Prints `READY <base url> <fuzzed owner's API key> <smoke owner's API key> <protected ids>` and
//! serves until stdin closes. The protected ids (comma-separated, v1 and UUID forms) are the
//! fuzzed owner's member and API key: an owner may demote itself once the organization has
//! another owner, and may revoke its own key, and a fuzzer that finds those ids in a list does
//! both, leaving every later operation of the run a 403 or 401. The hooks keep the fuzzer's
//! PATCH and DELETE off them (scripts/contract.d/hooks.py).
//!
//! Requests without a working credential count by address (Free tier limits, and 60 failed
//! authentications a minute before an address is refused outright). Schemathesis sends its
//! authentication probes (ignored_auth) and invalid credentials from one address, far faster
//! than that: here the address limits are lifted like the organization's, so those probes
//! meet the authentication they test and not the address limiter.

use api_tests::{Setup, TestApp};
use reqwest::Method;
use shared::config::Config;
use shared::ids::{ApiKeyId, MemberId};
use shared::rate_limit::Limits;
use std::io::Read;

fn lift_address_limits(config: &mut Config) {
    config.address_limits = Limits { per_minute: 1_000_000, per_hour: 10_000_000, burst: 100_000 };
    config.failed_auth_per_minute = 1_000_000;
}

#[tokio::main]
async fn main() {
    let app = TestApp::spawn_with(Setup { configure: Some(lift_address_limits), ..Setup::default() }).await;
    app.lift_limits(&app.a).await;
    app.lift_limits(&app.b).await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Contract depot").await;
    app.create_asset(&owner, &site, "Contract charger", 22.0).await;
    let key = &app.a.members["owner"].api_key;
    let smoke_key = &app.b.members["owner"].api_key;
    let member = MemberId::parse(&app.a.members["owner"].member_id).expect("the owner's member id");
    let keys =
        app.send(Method::GET, &format!("/auth/api-keys?member_id={}", member.legacy()), &owner, None).await;
    let mut protected = vec![member.legacy(), member.uuid().to_string()];
    for listed in keys.body["data"].as_array().expect("the owner's keys") {
        let id = ApiKeyId::parse(listed["id"].as_str().expect("a key id")).expect("a key id");
        protected.extend([id.legacy(), id.uuid().to_string()]);
    }
    println!("READY {} {key} {smoke_key} {}", app.base_url, protected.join(","));
    let closed = tokio::task::spawn_blocking(|| {
        let mut sink = Vec::new();
        let _ = std::io::stdin().read_to_end(&mut sink);
    });
    let _ = closed.await;
}
