//! The list read budget: one list request evaluates at most `READ_BUDGET` index entries, its
//! page, skip and count together, as the per-request call log (`X-Debug`) reports them. A
//! cursor page that spends it answers short, even empty, with a cursor that resumes exactly
//! where evaluation stopped; an offset page that would need more is 400.

use api_tests::{Cred, Reply, TestApp};
use serde_json::Value;
use shared::ids::AssetId;
use shared::list::READ_BUDGET;

const EVENTS: &str = "/v2/asset-controls/events";
const ASSETS: &str = "/inventory-service/assets";

async fn debug_get(app: &TestApp, path: &str, cred: &Cred) -> Reply {
    app.get_with(path, cred, ("X-Debug", "true")).await
}

/// Index entries the request's list Queries evaluated.
fn evaluated(reply: &Reply) -> u64 {
    reply.body["debug"]["dynamodb_evaluated"].as_u64().expect("debug.dynamodb_evaluated")
}

/// The request's own Queries (the rate-limit bookkeeping left out).
fn queries(reply: &Reply) -> usize {
    reply.body["debug"]["dynamodb_calls"].as_array().unwrap().iter().filter(|c| *c == "Query").count()
}

fn ids(reply: &Reply) -> Vec<String> {
    reply.body["data"].as_array().unwrap().iter().map(|e| e["id"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn a_filter_matching_no_event_reads_at_most_the_budget() {
    let app = TestApp::spawn().await;
    let known = AssetId::generate();
    app.seed_events(&app.a, 3_000, |_| known).await;
    let owner = app.a.key("owner");
    let unknown = AssetId::generate().uuid();
    let mut path = format!("{EVENTS}?asset_id={unknown}&limit=100");
    let mut requests = 0;
    loop {
        let reply = debug_get(&app, &path, &owner).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        requests += 1;
        assert_eq!(reply.body["data"], serde_json::json!([]));
        let debug = &reply.body["debug"];
        eprintln!(
            "no-match events page {requests}: {} Queries, {} entries evaluated, {} read units",
            queries(&reply),
            evaluated(&reply),
            debug["dynamodb_read_units"]
        );
        assert!(evaluated(&reply) <= u64::from(READ_BUDGET), "{debug}");
        assert!(queries(&reply) <= 4, "a sparse filter spends the budget in a few Queries: {debug}");
        let pagination = &reply.body["pagination"];
        if pagination["has_next"] == false {
            assert_eq!(pagination["next_cursor"], Value::Null);
            break;
        }
        let cursor = pagination["next_cursor"].as_str().expect("a cursor to resume from");
        path = format!("{EVENTS}?asset_id={unknown}&limit=100&cursor={cursor}");
    }
    // 3,000 events at 1,000 a request: three budgets, and perhaps a last empty read.
    assert!((3..=4).contains(&requests), "{requests} requests");
}

#[tokio::test]
async fn paging_by_cursor_under_a_sparse_filter_returns_every_match_exactly_once() {
    let app = TestApp::spawn().await;
    let (wanted, other) = (AssetId::generate(), AssetId::generate());
    // Every 211th event: ~5 matches per budget, fewer than a page of 5 needs to know whether
    // more follow, so pages end on the budget; at limit 1 they fill first.
    let sparse = app.seed_events(&app.a, 2_500, |i| if i % 211 == 0 { wanted } else { other }).await;
    let owner = app.a.key("owner");
    let all: Vec<String> =
        sparse.iter().filter(|e| e.asset_id == Some(wanted)).map(|e| e.id.uuid().to_string()).collect();
    for (sort, limit) in [("-created_at", 5), ("created_at", 5), ("-created_at", 1)] {
        let mut expected = all.clone();
        if sort.starts_with('-') {
            expected.reverse();
        }
        let base = format!("{EVENTS}?asset_id={}&sort={sort}&limit={limit}", wanted.uuid());
        let (mut seen, mut budget_pages, mut path) = (Vec::new(), 0, base.clone());
        loop {
            let reply = debug_get(&app, &path, &owner).await;
            assert_eq!(reply.status, 200, "{}", reply.body);
            assert!(evaluated(&reply) <= u64::from(READ_BUDGET), "{}", reply.body["debug"]);
            let page = ids(&reply);
            let pagination = &reply.body["pagination"];
            if pagination["has_next"] == false {
                seen.extend(page);
                break;
            }
            if evaluated(&reply) == u64::from(READ_BUDGET) {
                budget_pages += 1;
            }
            seen.extend(page);
            path = format!("{base}&cursor={}", pagination["next_cursor"].as_str().unwrap());
        }
        assert_eq!(seen, expected, "{sort}, limit {limit}: every match once, in order");
        if limit == 5 {
            assert!(budget_pages > 0, "{sort}: the budget ended some pages early");
        }
    }
}

#[tokio::test]
async fn an_offset_page_beyond_the_budget_is_400_naming_cursors_and_narrowing_filters() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let seeded = app.seed_assets(&app.a, &site, 3_000).await;
    for path in [
        format!("{ASSETS}?page=4294967295&status[ne]=decommissioned"),
        format!("{ASSETS}?page=20&limit=100"),
        format!("{ASSETS}?name=Asset%2000007"),
    ] {
        let reply = debug_get(&app, &path, &owner).await;
        assert_eq!(reply.status, 400, "{path}: {}", reply.body);
        assert_eq!(reply.code(), "INVALID_PARAMETER", "{path}");
        assert_eq!(reply.body["error"]["details"]["parameter"], "page", "{path}");
        let message = reply.body["error"]["message"].as_str().unwrap();
        assert!(message.contains("cursor") && message.contains("created_at[gte]"), "{message}");
        assert!(evaluated(&reply) <= u64::from(READ_BUDGET), "{path}: {}", reply.body["debug"]);
        eprintln!("{path}: 400 after {} entries, {} Queries", evaluated(&reply), queries(&reply));
    }
    let v1 = app.get(format!("/v1{ASSETS}?page=4294967295&status[ne]=decommissioned"), &owner).await;
    assert_eq!(v1.status, 400);
    assert_eq!(v1.body["code"], "INVALID_PARAMETER");
    assert!(v1.body["error"].as_str().unwrap().contains("cursor"));

    // Within the budget: a page found by skipping, and a filtered first page.
    let page = debug_get(&app, &format!("{ASSETS}?page=4&limit=100&sort=created_at"), &owner).await;
    assert_eq!(page.status, 200, "{}", page.body);
    let expected: Vec<String> = seeded[300..400].iter().map(|a| a.id.legacy()).collect();
    assert_eq!(ids(&page), expected);
    assert_eq!(page.body["pagination"]["total"], 3_000);
    let filtered = debug_get(&app, &format!("{ASSETS}?status[ne]=decommissioned&limit=100"), &owner).await;
    assert_eq!(filtered.status, 200, "{}", filtered.body);
    assert_eq!(ids(&filtered).len(), 100);
    assert_eq!(filtered.body["pagination"]["has_next"], true);
    assert_eq!(filtered.body["pagination"]["total"], Value::Null, "2,000 matches are past one budget");
    assert_eq!(
        filtered.body["pagination"]["total_pages"], 2,
        "an integer even without a total: the pages known to exist (this one and the next)"
    );
    assert!(evaluated(&filtered) <= u64::from(READ_BUDGET));
}

#[tokio::test]
async fn a_page_past_the_last_answers_empty_without_reading_items() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    app.seed_assets(&app.a, &site, 25).await;
    for path in [format!("{ASSETS}?page=4294967295&limit=100"), format!("{ASSETS}?page=4&limit=10")] {
        let reply = debug_get(&app, &path, &owner).await;
        assert_eq!(reply.status, 200, "{path}: {}", reply.body);
        assert_eq!(reply.body["data"], serde_json::json!([]), "{path}");
        assert_eq!(reply.body["pagination"]["total"], 25, "{path}");
        assert_eq!(reply.body["pagination"]["has_next"], false, "{path}");
        assert_eq!(queries(&reply), 0, "{path}: only the counter is read: {}", reply.body["debug"]);
    }
    // Filtered: the total needs a count (within the budget), never a read of the items.
    let path = format!("{ASSETS}?page=4294967295&status[ne]=decommissioned");
    let reply = debug_get(&app, &path, &owner).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"], serde_json::json!([]));
    assert_eq!(reply.body["pagination"]["total"], 17);
    assert!(evaluated(&reply) <= 25, "{}", reply.body["debug"]);
}
