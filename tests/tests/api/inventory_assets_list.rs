//! GET /inventory-service/assets: filters with every operator, every sort, organization_id,
//! offset and cursor pagination, and deep offset pages within the read budget.

use api_tests::TestApp;
use serde_json::Value;
use std::collections::HashSet;

const ASSETS: &str = "/inventory-service/assets";

fn names(reply: &api_tests::Reply) -> Vec<String> {
    reply.body["data"].as_array().unwrap().iter().map(|a| a["name"].as_str().unwrap().to_owned()).collect()
}

/// Org A: two sites; "Slow" 7 kW active at the depot, "Fast" 150 kW maintenance at the depot,
/// "Mid" 50 kW active with site visibility at the yard. Returns (depot, yard).
async fn three_assets(app: &TestApp) -> (String, String) {
    let owner = app.a.key("owner");
    let depot = app.create_site(&owner, "Depot").await;
    let yard = app.create_site(&owner, "Yard").await;
    app.create_asset(&owner, &depot, "Slow", 7.0).await;
    let fast = app.create_asset(&owner, &depot, "Fast", 150.0).await;
    let mid = app.create_asset(&owner, &yard, "Mid", 50.0).await;
    let path = |a: &Value| format!("{ASSETS}/{}", a["id"].as_str().unwrap());
    app.send(
        reqwest::Method::PATCH,
        &path(&fast),
        &owner,
        Some(serde_json::json!({"status": "maintenance"})),
    )
    .await;
    app.send(reqwest::Method::PATCH, &path(&mid), &owner, Some(serde_json::json!({"visibility": "site"})))
        .await;
    (depot, yard)
}

async fn list(app: &TestApp, query: &str) -> api_tests::Reply {
    app.get(format!("{ASSETS}?{query}"), &app.a.key("admin")).await
}

#[tokio::test]
async fn assets_filter_on_capacity_status_site_visibility_and_name() {
    let app = TestApp::spawn().await;
    let (depot, yard) = three_assets(&app).await;
    let cases: Vec<(String, Vec<&str>)> = vec![
        ("capacity[gte]=50&sort=capacity".into(), vec!["Mid", "Fast"]),
        ("capacity[gt]=50&sort=capacity".into(), vec!["Fast"]),
        ("capacity[lt]=50&sort=capacity".into(), vec!["Slow"]),
        ("capacity[lte]=50&sort=capacity".into(), vec!["Slow", "Mid"]),
        ("capacity=150".into(), vec!["Fast"]),
        ("capacity[ne]=150&sort=capacity".into(), vec!["Slow", "Mid"]),
        ("capacity[in]=7,150&sort=capacity".into(), vec!["Slow", "Fast"]),
        ("capacity[gte]=50&sort=name".into(), vec!["Fast", "Mid"]),
        ("status[in]=active,maintenance&sort=name".into(), vec!["Fast", "Mid", "Slow"]),
        ("status=maintenance".into(), vec!["Fast"]),
        ("status[ne]=maintenance&sort=name".into(), vec!["Mid", "Slow"]),
        (format!("site_id={depot}&sort=name"), vec!["Fast", "Slow"]),
        (format!("site_id[in]={depot},{yard}&sort=name"), vec!["Fast", "Mid", "Slow"]),
        (format!("site_id[ne]={depot}"), vec!["Mid"]),
        ("visibility=site".into(), vec!["Mid"]),
        ("name=Fast".into(), vec!["Fast"]),
        ("name[gt]=Fast&sort=name".into(), vec!["Mid", "Slow"]),
        ("created_at[gte]=2000-01-01T00:00:00Z&sort=name".into(), vec!["Fast", "Mid", "Slow"]),
        ("created_at[lt]=1000000000".into(), vec![]),
    ];
    for (query, expected) in cases {
        let reply = list(&app, &query).await;
        assert_eq!(reply.status, 200, "{query}: {}", reply.body);
        assert_eq!(names(&reply), expected, "{query}");
        assert_eq!(reply.body["pagination"]["total"], expected.len(), "{query}");
    }
}

#[tokio::test]
async fn a_site_id_filter_accepts_the_uuid_form_too() {
    let app = TestApp::spawn().await;
    let (depot, _) = three_assets(&app).await;
    let uuid = shared::ids::SiteId::parse(&depot).unwrap().uuid();
    assert_eq!(names(&list(&app, &format!("site_id={uuid}&sort=name")).await), ["Fast", "Slow"]);
    let bad = list(&app, "site_id=nonsense").await;
    assert_eq!(bad.status, 400);
    assert_eq!(bad.body["error"]["details"]["parameter"], "site_id");
}

#[tokio::test]
async fn assets_sort_by_every_sortable_field_both_ways() {
    let app = TestApp::spawn().await;
    three_assets(&app).await;
    let cases = [
        ("capacity", vec!["Slow", "Mid", "Fast"]),
        ("-capacity", vec!["Fast", "Mid", "Slow"]),
        ("name", vec!["Fast", "Mid", "Slow"]),
        ("-name", vec!["Slow", "Mid", "Fast"]),
        ("created_at", vec!["Slow", "Fast", "Mid"]),
        ("-created_at", vec!["Mid", "Fast", "Slow"]),
        ("status,created_at", vec!["Slow", "Mid", "Fast"]),
        ("-status,-created_at", vec!["Fast", "Mid", "Slow"]),
        ("updated_at", vec!["Slow", "Fast", "Mid"]),
        ("-updated_at", vec!["Mid", "Fast", "Slow"]),
    ];
    for (sort, expected) in cases {
        assert_eq!(names(&list(&app, &format!("sort={sort}")).await), expected, "{sort}");
    }
    assert_eq!(list(&app, "sort=site_id").await.status, 400);
}

#[tokio::test]
async fn a_capacity_filter_that_is_not_a_capacity_is_400() {
    let app = TestApp::spawn().await;
    for value in ["1e200", "-1", "1.0005", "fast", "1000001"] {
        let reply = list(&app, &format!("capacity[lt]={value}")).await;
        assert_eq!(reply.status, 400, "{value}");
        assert_eq!(reply.body["error"]["details"]["parameter"], "capacity[lt]");
    }
}

#[tokio::test]
async fn organization_id_may_name_only_the_callers_organization() {
    let app = TestApp::spawn().await;
    three_assets(&app).await;
    let own = list(&app, &format!("organization_id={}", app.a.id)).await;
    assert_eq!(own.status, 200);
    assert_eq!(names(&own).len(), 3);
    let uuid = app.a.org_id().uuid();
    assert_eq!(list(&app, &format!("organization_id={uuid}")).await.status, 200);
    let other = list(&app, &format!("organization_id={}", app.b.id)).await;
    assert_eq!(other.status, 403);
    assert_eq!(other.code(), "FORBIDDEN");
    assert_eq!(other.body["error"]["details"]["reason"], "belongs_to_different_organization");
    assert_eq!(list(&app, "organization_id=acme").await.status, 400);
}

#[tokio::test]
async fn asset_lists_never_show_another_organizations_assets() {
    let app = TestApp::spawn().await;
    three_assets(&app).await;
    let site = app.create_site(&app.b.key("owner"), "Theirs").await;
    app.create_asset(&app.b.key("owner"), &site, "Theirs", 1.0).await;
    let mine = list(&app, "limit=100").await;
    assert!(!names(&mine).contains(&"Theirs".to_owned()));
    let theirs = app.get(ASSETS, &app.b.key("viewer")).await;
    assert_eq!(names(&theirs), ["Theirs"]);
}

#[tokio::test]
async fn v2_pages_assets_by_cursor_without_duplicates_or_gaps() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    app.seed_assets(&app.a, &site, 45).await;
    for sort in ["-created_at", "capacity", "-name", "status"] {
        let mut seen = Vec::new();
        let mut cursor: Option<String> = None;
        loop {
            let mut path = format!("/v2{ASSETS}?limit=10&sort={sort}");
            if let Some(c) = &cursor {
                path.push_str(&format!("&cursor={c}"));
            }
            let reply = app.get(&path, &owner).await;
            assert_eq!(reply.status, 200, "{}", reply.body);
            seen.extend(
                reply.body["data"].as_array().unwrap().iter().map(|a| a["id"].as_str().unwrap().to_owned()),
            );
            let pagination = &reply.body["pagination"];
            if pagination["has_next"] == false {
                assert!(reply.header("link").is_none());
                break;
            }
            assert!(reply.header("link").unwrap().contains("rel=\"next\""));
            cursor = pagination["next_cursor"].as_str().map(str::to_owned);
        }
        assert_eq!(seen.len(), 45, "{sort}");
        assert_eq!(seen.iter().collect::<HashSet<_>>().len(), 45, "{sort}");
    }
}

#[tokio::test]
async fn offset_pages_carry_link_headers_and_exact_totals() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    app.seed_assets(&app.a, &site, 25).await;
    let reply = app.get(format!("/v1{ASSETS}?page=2&limit=10"), &owner).await;
    let pagination = &reply.body["pagination"];
    assert_eq!(pagination["total"], 25);
    assert_eq!(pagination["total_pages"], 3);
    assert_eq!(pagination["has_next"], true);
    assert_eq!(pagination["has_prev"], true);
    let link = reply.header("link").unwrap();
    for rel in ["next", "prev", "last"] {
        assert!(link.contains(&format!("rel=\"{rel}\"")), "{link}");
    }
    let last = app.get(format!("{ASSETS}?page=3&limit=10"), &owner).await;
    assert_eq!(last.body["data"].as_array().unwrap().len(), 5);
    assert_eq!(last.body["pagination"]["has_next"], false);
    let beyond = app.get(format!("{ASSETS}?page=4&limit=10"), &owner).await;
    assert_eq!(beyond.body["data"], serde_json::json!([]));
}

/// Page 9 of limit 100 over 1,000 assets, the deepest page one request's read budget reaches:
/// the right hundred items, found by skipping on the keys-only index, and far cheaper in read
/// units than reading the pages before it. Page 10 needs 1,001 entries (900 skipped, a page
/// and one more to know whether another follows): past the budget. Page 11 is past the end.
#[tokio::test]
async fn a_deep_offset_page_skips_on_keys_only_within_the_read_budget() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    let seeded = app.seed_assets(&app.a, &site, 1_000).await;
    let debug = ("X-Debug", "true");
    let deep = app.get_with(&format!("{ASSETS}?page=9&limit=100&sort=created_at"), &owner, debug).await;
    assert_eq!(deep.status, 200, "{}", deep.body);
    let expected: Vec<String> = seeded[800..900].iter().map(|a| a.id.legacy()).collect();
    let got: Vec<String> =
        deep.body["data"].as_array().unwrap().iter().map(|a| a["id"].as_str().unwrap().to_owned()).collect();
    assert_eq!(got, expected);
    assert_eq!(deep.body["pagination"]["total"], 1_000);
    assert_eq!(deep.body["pagination"]["has_next"], true);
    // The same page through a filter that matches everything cannot skip on keys (the twin
    // holds no attributes to filter on), so it reads the 800 items before it: the baseline.
    let everything = "status[in]=active,maintenance,decommissioned";
    let read_through =
        app.get_with(&format!("{ASSETS}?page=9&limit=100&sort=created_at&{everything}"), &owner, debug).await;
    assert_eq!(read_through.body["data"], deep.body["data"]);
    let units = |reply: &api_tests::Reply| reply.body["debug"]["dynamodb_read_units"].as_f64().unwrap();
    assert!(
        units(&deep) * 2.5 < units(&read_through),
        "skip {} units vs read-through {}",
        units(&deep),
        units(&read_through)
    );
    let beyond = app.get(format!("{ASSETS}?page=10&limit=100&sort=created_at"), &owner).await;
    assert_eq!(beyond.status, 400, "{}", beyond.body);
    assert_eq!(beyond.body["error"]["details"]["parameter"], "page");
    let past = app.get(format!("{ASSETS}?page=11&limit=100&sort=created_at"), &owner).await;
    assert_eq!(past.status, 200, "{}", past.body);
    assert_eq!(past.body["data"], serde_json::json!([]));
}

/// Offset pages, whether found by skipping on keys (no filter, or a range on the sort field)
/// or by reading through (other filters), concatenate to the same list as one big page.
#[tokio::test]
async fn offset_pages_concatenate_to_the_whole_list_with_and_without_skipping() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    app.seed_assets(&app.a, &site, 60).await;
    let queries = [
        "sort=created_at",
        "sort=-capacity",
        "sort=capacity&capacity[gte]=20",
        "sort=-capacity&capacity[lt]=40",
        "sort=status&status=maintenance",
        "sort=-name&visibility=site",
        "sort=capacity&status[in]=active,decommissioned",
    ];
    for query in queries {
        let whole = app.get(format!("{ASSETS}?{query}&limit=100"), &owner).await;
        let expected = names(&whole);
        assert!(!expected.is_empty(), "{query}");
        let mut paged = Vec::new();
        for page in 1.. {
            let reply = app.get(format!("{ASSETS}?{query}&limit=7&page={page}"), &owner).await;
            assert_eq!(reply.status, 200, "{query}: {}", reply.body);
            paged.extend(names(&reply));
            assert_eq!(reply.body["pagination"]["total"], expected.len(), "{query}");
            if reply.body["pagination"]["has_next"] == false {
                break;
            }
        }
        assert_eq!(paged, expected, "{query}");
    }
}
