//! `make contract`'s API: a local runner over DynamoDB Local with one organization whose
//! limits stay out of the way of a fuzzer, a site, an asset and a schedule to find. Prints
//! `READY <base url> <owner API key>` and serves until stdin closes.

use api_tests::TestApp;
use std::io::Read;

#[tokio::main]
async fn main() {
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Contract depot").await;
    app.create_asset(&owner, &site, "Contract charger", 22.0).await;
    let key = app.a.members["owner"].api_key.clone();
    println!("READY {} {key}", app.base_url);
    let closed = tokio::task::spawn_blocking(|| {
        let mut sink = Vec::new();
        let _ = std::io::stdin().read_to_end(&mut sink);
    });
    let _ = closed.await;
}
