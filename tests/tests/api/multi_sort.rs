//! `sort` as a comma-separated list of fields (specification, list rule 4): exact order, ties
//! broken by the later fields, then created_at, then id (in the last field's direction); cursor
//! walks and offset pages over it; cursors bound to the whole sort; the read budget kept, with
//! a 400 naming the narrowing filters when one tie group cannot fit it.

use std::cmp::Ordering;

use api_tests::{Cred, Reply, TestApp};
use shared::domain::asset::{Asset, AssetStatus, Visibility};
use shared::domain::capacity::Capacity;
use shared::ids::{AssetId, SiteId};
use shared::list::READ_BUDGET;

const ASSETS: &str = "/inventory-service/assets";

/// What the expected order is computed from: an asset as seeded.
#[derive(Debug, Clone)]
struct Row {
    uuid: String,
    legacy: String,
    name: String,
    status: &'static str,
    capacity: i64,
    created_at: i64,
}

impl Row {
    fn of(asset: &Asset) -> Row {
        Row {
            uuid: asset.id.uuid().to_string(),
            legacy: asset.id.legacy(),
            name: asset.name.clone(),
            status: asset.status.as_str(),
            capacity: asset.capacity.milli(),
            created_at: asset.created_at,
        }
    }

    fn compare(&self, other: &Row, field: &str) -> Ordering {
        match field {
            "name" => self.name.to_lowercase().cmp(&other.name.to_lowercase()),
            "status" => self.status.cmp(other.status),
            "capacity" => self.capacity.cmp(&other.capacity),
            // Seeded assets are never updated: updated_at is created_at.
            "created_at" | "updated_at" => self.created_at.cmp(&other.created_at),
            other => panic!("no field {other}"),
        }
    }
}

/// `rows` in the order `sort` promises, computed here independently of the server: each
/// field in turn, then created_at, then id, those two in the last field's direction.
fn expected(rows: &[Row], sort: &str) -> Vec<Row> {
    let terms: Vec<(&str, bool)> =
        sort.split(',').map(|t| t.strip_prefix('-').map_or((t, false), |name| (name, true))).collect();
    let last_descending = terms.last().unwrap().1;
    let mut sorted = rows.to_vec();
    sorted.sort_by(|a, b| {
        for (field, descending) in &terms {
            let order = a.compare(b, field);
            let order = if *descending { order.reverse() } else { order };
            if order != Ordering::Equal {
                return order;
            }
        }
        let order = a.created_at.cmp(&b.created_at).then_with(|| a.uuid.cmp(&b.uuid));
        if last_descending { order.reverse() } else { order }
    });
    sorted
}

fn uuids(rows: &[Row]) -> Vec<String> {
    rows.iter().map(|r| r.uuid.clone()).collect()
}

fn legacy_ids(rows: &[Row]) -> Vec<String> {
    rows.iter().map(|r| r.legacy.clone()).collect()
}

fn ids(reply: &Reply) -> Vec<String> {
    reply.body["data"].as_array().unwrap().iter().map(|a| a["id"].as_str().unwrap().to_owned()).collect()
}

fn evaluated(reply: &Reply) -> u64 {
    reply.body["debug"]["dynamodb_evaluated"].as_u64().expect("debug.dynamodb_evaluated")
}

fn queries(reply: &Reply) -> usize {
    reply.body["debug"]["dynamodb_calls"].as_array().unwrap().iter().filter(|c| *c == "Query").count()
}

async fn debug_get(app: &TestApp, path: &str, cred: &Cred) -> Reply {
    app.get_with(path, cred, ("X-Debug", "true")).await
}

/// Writes assets straight into the table at one new site, the `i`th with `shape(i)`: (name,
/// status, capacity). Several land in one millisecond, so created_at ties are common.
async fn seed(
    app: &TestApp,
    count: usize,
    shape: impl Fn(usize) -> (String, AssetStatus, &'static str),
) -> Vec<Row> {
    let owner = app.a.key("owner");
    let site = SiteId::parse(&app.create_site(&owner, "Depot").await).unwrap();
    let org_id = app.a.org_id();
    let assets: Vec<Asset> = (0..count)
        .map(|i| {
            let (name, status, capacity) = shape(i);
            let id = AssetId::generate();
            let at = id.created_ms().unwrap();
            Asset {
                id,
                org_id,
                site_id: site,
                name,
                status,
                visibility: Visibility::Organization,
                capacity: Capacity::parse(capacity).unwrap(),
                power_limit_kw: None,
                created_at: at,
                updated_at: at,
                version: 1,
                station: None,
            }
        })
        .collect();
    for chunk in assets.chunks(500) {
        app.app.store.import_assets(org_id, site, chunk).await.expect("seed assets");
    }
    assets.iter().map(Row::of).collect()
}

/// A mixed fleet: names repeat (in different cases), capacities take four values, statuses
/// cycle, so every field has ties and tie groups are larger than small pages.
async fn mixed_fleet(app: &TestApp, count: usize) -> Vec<Row> {
    const NAMES: [&str; 5] = ["Alpha", "bravo", "ALPHA", "Charlie", "alpha beta"];
    const CAPACITIES: [&str; 4] = ["22", "7.5", "150", "50"];
    seed(app, count, |i| (NAMES[i % 5].to_owned(), AssetStatus::ALL[(i / 2) % 3], CAPACITIES[(i / 3) % 4]))
        .await
}

/// Every page of a `/v2` cursor walk, each checked against the read budget: the ids in order.
async fn walk(app: &TestApp, query: &str, limit: u32) -> Vec<String> {
    let owner = app.a.key("owner");
    let base = format!("/v2{ASSETS}?{query}&limit={limit}");
    let (mut seen, mut path) = (Vec::new(), base.clone());
    for _ in 0..1_000 {
        let reply = debug_get(app, &path, &owner).await;
        assert_eq!(reply.status, 200, "{path}: {}", reply.body);
        assert!(evaluated(&reply) <= u64::from(READ_BUDGET), "{}", reply.body["debug"]);
        seen.extend(ids(&reply));
        let pagination = &reply.body["pagination"];
        if pagination["has_next"] == false {
            return seen;
        }
        path = format!("{base}&cursor={}", pagination["next_cursor"].as_str().unwrap());
    }
    panic!("{query}: the walk does not end");
}

#[tokio::test]
async fn status_then_descending_name_orders_assets_exactly() {
    let app = TestApp::spawn().await;
    let rows = mixed_fleet(&app, 40).await;
    let owner = app.a.key("owner");
    let v2 = app.get(format!("/v2{ASSETS}?sort=status,-name&limit=100"), &owner).await;
    assert_eq!(v2.status, 200, "{}", v2.body);
    assert_eq!(ids(&v2), uuids(&expected(&rows, "status,-name")));
    let v1 = app.get(format!("/v1{ASSETS}?sort=status,-name&limit=100"), &owner).await;
    assert_eq!(v1.status, 200, "{}", v1.body);
    assert_eq!(ids(&v1), legacy_ids(&expected(&rows, "status,-name")));
    assert_eq!(v1.body["pagination"]["total"], 40);
}

#[tokio::test]
async fn three_fields_order_exactly() {
    let app = TestApp::spawn().await;
    let rows = mixed_fleet(&app, 60).await;
    let owner = app.a.key("owner");
    for sort in [
        "capacity,-status,name",
        "-status,capacity,-name",
        "name,-capacity,status",
        "-name,status,-created_at",
    ] {
        let reply = app.get(format!("/v2{ASSETS}?sort={sort}&limit=100"), &owner).await;
        assert_eq!(reply.status, 200, "{sort}: {}", reply.body);
        assert_eq!(ids(&reply), uuids(&expected(&rows, sort)), "{sort}");
    }
}

#[tokio::test]
async fn ties_are_broken_by_created_at_then_id_in_the_last_fields_direction() {
    let app = TestApp::spawn().await;
    // Identical in every field: only creation time and id tell them apart.
    let rows = seed(&app, 12, |_| ("Twin".to_owned(), AssetStatus::Active, "22")).await;
    let mut oldest_first = rows.clone();
    oldest_first.sort_by(|a, b| a.created_at.cmp(&b.created_at).then_with(|| a.uuid.cmp(&b.uuid)));
    let owner = app.a.key("owner");
    for (sort, descending) in
        [("status,name", false), ("capacity,-name", true), ("-status,capacity,name", false)]
    {
        let reply = app.get(format!("/v2{ASSETS}?sort={sort}&limit=100"), &owner).await;
        assert_eq!(reply.status, 200, "{sort}: {}", reply.body);
        let mut want = uuids(&oldest_first);
        if descending {
            want.reverse();
        }
        assert_eq!(ids(&reply), want, "{sort}");
    }
}

#[tokio::test]
async fn a_cursor_walk_over_a_multi_field_sort_returns_every_item_once_in_exact_order() {
    let app = TestApp::spawn().await;
    let rows = mixed_fleet(&app, 70).await;
    // Tie groups of about 17 (capacity) and 23 (status) straddle pages of 7 and of 1.
    for (sort, limit) in [
        ("capacity,-name", 7),
        ("-capacity,name,created_at", 7),
        ("status,-capacity,name", 7),
        ("-status,name", 7),
        ("capacity,status", 1),
    ] {
        let seen = walk(&app, &format!("sort={sort}"), limit).await;
        assert_eq!(seen, uuids(&expected(&rows, sort)), "{sort}, limit {limit}");
    }
}

#[tokio::test]
async fn a_cursor_walk_under_a_filter_keeps_the_order() {
    let app = TestApp::spawn().await;
    let rows = mixed_fleet(&app, 60).await;
    let kept: Vec<Row> = rows.iter().filter(|r| r.status != "decommissioned").cloned().collect();
    for sort in ["capacity,-name", "status,name"] {
        let seen = walk(&app, &format!("sort={sort}&status[ne]=decommissioned"), 4).await;
        assert_eq!(seen, uuids(&expected(&kept, sort)), "{sort}");
    }
    let big: Vec<Row> = rows.iter().filter(|r| r.capacity >= 50_000).cloned().collect();
    let seen = walk(&app, "sort=-capacity,name&capacity[gte]=50", 5).await;
    assert_eq!(seen, uuids(&expected(&big, "-capacity,name")));
}

#[tokio::test]
async fn a_cursor_from_one_sort_is_refused_under_another_order_of_the_same_fields() {
    let app = TestApp::spawn().await;
    mixed_fleet(&app, 20).await;
    let owner = app.a.key("owner");
    let first = app.get(format!("/v2{ASSETS}?sort=name,status&limit=5"), &owner).await;
    assert_eq!(first.status, 200, "{}", first.body);
    let cursor = first.body["pagination"]["next_cursor"].as_str().unwrap().to_owned();
    let same = app.get(format!("/v2{ASSETS}?sort=name,status&limit=5&cursor={cursor}"), &owner).await;
    assert_eq!(same.status, 200, "{}", same.body);
    let swapped = app.get(format!("/v2{ASSETS}?sort=status,name&limit=5&cursor={cursor}"), &owner).await;
    assert_eq!(swapped.status, 400, "{}", swapped.body);
    assert_eq!(swapped.code(), "INVALID_PARAMETER");
    assert_eq!(swapped.body["error"]["details"]["parameter"], "cursor");
    let shorter = app.get(format!("/v2{ASSETS}?sort=name&limit=5&cursor={cursor}"), &owner).await;
    assert_eq!(shorter.status, 400, "{}", shorter.body);
}

#[tokio::test]
async fn offset_pages_over_a_multi_field_sort_agree_with_the_cursor_walk() {
    let app = TestApp::spawn().await;
    let rows = mixed_fleet(&app, 45).await;
    let owner = app.a.key("owner");
    for sort in ["capacity,-name", "-status,name,-capacity"] {
        let walked = walk(&app, &format!("sort={sort}"), 6).await;
        assert_eq!(walked, uuids(&expected(&rows, sort)), "{sort}");
        let mut paged = Vec::new();
        for page in 1..=8 {
            let reply = app.get(format!("/v1{ASSETS}?sort={sort}&page={page}&limit=6"), &owner).await;
            assert_eq!(reply.status, 200, "{sort} page {page}: {}", reply.body);
            let pagination = &reply.body["pagination"];
            assert_eq!(pagination["total"], 45, "{sort} page {page}");
            assert_eq!(pagination["has_next"], page < 8, "{sort} page {page}");
            paged.extend(ids(&reply));
        }
        assert_eq!(paged, legacy_ids(&expected(&rows, sort)), "{sort}");
        // Filtered, `total` is counted within the budget.
        let filtered =
            app.get(format!("/v1{ASSETS}?sort={sort}&status[ne]=active&limit=6&page=2"), &owner).await;
        assert_eq!(filtered.status, 200, "{}", filtered.body);
        let kept = rows.iter().filter(|r| r.status != "active").count();
        assert_eq!(filtered.body["pagination"]["total"], kept);
    }
}

#[tokio::test]
async fn a_field_named_again_adds_nothing_and_is_ignored() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let site = app.create_site(&owner, "Depot").await;
    app.seed_assets(&app.a, &site, 12).await;
    let ids = |reply: &Reply| -> Vec<String> {
        reply.body["data"].as_array().unwrap().iter().map(|a| a["id"].as_str().unwrap().to_owned()).collect()
    };
    for (repeated, meant) in [("status,-status", "status"), ("name,status,-name", "name,status")] {
        let given = app.get(format!("/v2{ASSETS}?sort={repeated}&limit=100"), &owner).await;
        let plain = app.get(format!("/v2{ASSETS}?sort={meant}&limit=100"), &owner).await;
        assert_eq!((given.status, plain.status), (200, 200), "{repeated}: {}", given.body);
        assert_eq!(ids(&given), ids(&plain), "{repeated} orders as {meant}");
    }
}

#[tokio::test]
async fn an_unknown_or_empty_field_is_400_naming_the_sortable_fields() {
    let app = TestApp::spawn().await;
    for sort in ["status,colour", "status,,name", "status,", "-"] {
        let reply = app.get(format!("{ASSETS}?sort={sort}"), &app.a.key("viewer")).await;
        assert_eq!((reply.status, reply.code()), (400, "INVALID_PARAMETER"), "{sort}");
        assert_eq!(reply.body["error"]["details"]["parameter"], "sort");
        let message = reply.body["error"]["message"].as_str().unwrap();
        assert!(message.contains("created_at, name, updated_at, status, capacity"), "{sort}: {message}");
    }
}

/// 1,001 assets of one capacity (more than one budget) after five smaller ones, named so
/// name order differs from creation order.
async fn one_huge_tie_group(app: &TestApp) -> Vec<Row> {
    seed(app, 1_006, |i| {
        let capacity = if i < 5 { "1" } else { "10" };
        (format!("Asset {:04}", (i * 7919) % 1_006), AssetStatus::Active, capacity)
    })
    .await
}

#[tokio::test]
async fn a_tie_group_larger_than_the_budget_ends_the_page_before_it_then_is_400_naming_narrowing_filters() {
    let app = TestApp::spawn().await;
    let rows = one_huge_tie_group(&app).await;
    let owner = app.a.key("owner");
    let first = debug_get(&app, &format!("/v2{ASSETS}?sort=capacity,name&limit=20"), &owner).await;
    assert_eq!(first.status, 200, "{}", first.body);
    let small: Vec<Row> = rows.iter().filter(|r| r.capacity == 1_000).cloned().collect();
    assert_eq!(
        ids(&first),
        uuids(&expected(&small, "name")),
        "the page ends before the group it cannot order"
    );
    assert!(evaluated(&first) <= u64::from(READ_BUDGET));
    let cursor = first.body["pagination"]["next_cursor"].as_str().unwrap();
    let next =
        debug_get(&app, &format!("/v2{ASSETS}?sort=capacity,name&limit=20&cursor={cursor}"), &owner).await;
    for refused in [next, debug_get(&app, &format!("{ASSETS}?sort=-capacity,name"), &owner).await] {
        assert_eq!((refused.status, refused.code()), (400, "INVALID_PARAMETER"), "{}", refused.body);
        assert_eq!(refused.body["error"]["details"]["parameter"], "sort");
        let message = refused.body["error"]["message"].as_str().unwrap();
        assert!(message.contains("capacity=<value>") && message.contains("capacity[gt]"), "{message}");
        assert!(evaluated(&refused) <= u64::from(READ_BUDGET));
        eprintln!(
            "a group of 1,001: 400 after {} entries, {} Queries, {} read units",
            evaluated(&refused),
            queries(&refused),
            refused.body["debug"]["dynamodb_read_units"]
        );
    }
}

#[tokio::test]
async fn a_pinned_leading_field_is_read_on_the_next_fields_index() {
    let app = TestApp::spawn().await;
    let rows = one_huge_tie_group(&app).await;
    let owner = app.a.key("owner");
    // The group that cannot be ordered in memory is one capacity: pinned, the name index serves it.
    let reply =
        debug_get(&app, &format!("/v2{ASSETS}?sort=capacity,name&capacity=10&limit=20"), &owner).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let group: Vec<Row> = rows.iter().filter(|r| r.capacity == 10_000).cloned().collect();
    assert_eq!(ids(&reply), uuids(&expected(&group, "name")[..20]));
    eprintln!(
        "sort=capacity,name&capacity=10, limit 20: {} entries, {} Queries, {} read units",
        evaluated(&reply),
        queries(&reply),
        reply.body["debug"]["dynamodb_read_units"]
    );
    assert!(evaluated(&reply) <= 100, "one Query of the name index, not the group: {}", reply.body["debug"]);
    let v1 =
        debug_get(&app, &format!("{ASSETS}?sort=capacity,-name&capacity=10&limit=20&page=3"), &owner).await;
    assert_eq!(v1.status, 200, "{}", v1.body);
    assert_eq!(ids(&v1), legacy_ids(&expected(&group, "-name")[40..60]));
}

#[tokio::test]
async fn multi_field_pages_stay_within_the_budget_and_report_their_cost() {
    let app = TestApp::spawn().await;
    let rows = mixed_fleet(&app, 300).await;
    let owner = app.a.key("owner");
    for query in [
        "sort=-name",
        "sort=status,-name",
        "sort=capacity,-name",
        "sort=-status,capacity,name",
        "sort=status,-name&status=active",
        "sort=capacity,name&status[ne]=active",
    ] {
        for version in ["/v2", "/v1"] {
            let reply = debug_get(&app, &format!("{version}{ASSETS}?{query}&limit=20"), &owner).await;
            assert_eq!(reply.status, 200, "{query}: {}", reply.body);
            assert_eq!(ids(&reply).len(), 20, "{query}");
            let (entries, calls) = (evaluated(&reply), queries(&reply));
            eprintln!(
                "{version} {query}, limit 20, 300 assets: {entries} entries, {calls} Queries, {} read units",
                reply.body["debug"]["dynamodb_read_units"]
            );
            assert!(entries <= u64::from(READ_BUDGET));
            assert!(calls <= 6, "{query}: {}", reply.body["debug"]);
        }
    }
    assert_eq!(rows.len(), 300);
}

#[tokio::test]
async fn sites_accept_a_multi_field_sort() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    for name in ["b", "a", "B", "c", "A"] {
        app.create_site(&owner, name).await;
    }
    let sites = app.get("/v2/inventory-service/sites?sort=created_at&limit=100", &owner).await;
    let created: Vec<(String, String)> = sites.body["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["name"].as_str().unwrap().to_lowercase(), s["id"].as_str().unwrap().to_owned()))
        .collect();
    // All active: name descending, then the newest first.
    let mut want = created.clone();
    want.reverse();
    want.sort_by(|a, b| b.0.cmp(&a.0));
    let reply = app.get("/v2/inventory-service/sites?sort=status,-name,-updated_at&limit=2", &owner).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let mut seen = ids(&reply);
    let mut cursor = reply.body["pagination"]["next_cursor"].as_str().map(str::to_owned);
    while let Some(c) = cursor {
        let page = app
            .get(
                format!("/v2/inventory-service/sites?sort=status,-name,-updated_at&limit=2&cursor={c}"),
                &owner,
            )
            .await;
        assert_eq!(page.status, 200, "{}", page.body);
        seen.extend(ids(&page));
        cursor = page.body["pagination"]["next_cursor"].as_str().map(str::to_owned);
    }
    assert_eq!(seen, want.into_iter().map(|(_, id)| id).collect::<Vec<_>>());
}

#[tokio::test]
async fn schedules_accept_a_multi_field_sort() {
    let app = TestApp::spawn().await;
    let admin = app.a.key("admin");
    for name in ["Nights", "days", "nights", "Weekends"] {
        let body = serde_json::json!({"name": name, "timezone": "UTC"});
        let reply = app.send(reqwest::Method::POST, "/asset-controls/schedules", &admin, Some(body)).await;
        assert_eq!(reply.status, 201, "{}", reply.body);
    }
    let all = app.get("/v2/asset-controls/schedules?sort=created_at&limit=100", &admin).await;
    let mut want: Vec<(String, String)> = all.body["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["name"].as_str().unwrap().to_lowercase(), s["id"].as_str().unwrap().to_owned()))
        .collect();
    // Name ascending, then the last written first (none was written after its creation).
    want.reverse();
    want.sort_by(|a, b| a.0.cmp(&b.0));
    let reply = app.get("/v2/asset-controls/schedules?sort=name,-updated_at&limit=100", &admin).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(ids(&reply), want.into_iter().map(|(_, id)| id).collect::<Vec<_>>());
}

#[tokio::test]
async fn members_accept_a_multi_field_sort() {
    let app = TestApp::spawn().await;
    let admin = app.a.key("admin");
    let all = app.get("/v2/admin/members?sort=created_at&limit=100", &admin).await;
    assert_eq!(all.status, 200, "{}", all.body);
    let mut want: Vec<(String, String)> = all.body["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (m["name"].as_str().unwrap_or_default().to_lowercase(), m["id"].as_str().unwrap().to_owned())
        })
        .collect();
    // Name descending, then the oldest first.
    want.sort_by(|a, b| b.0.cmp(&a.0));
    let reply = app.get("/v2/admin/members?sort=-name,created_at&limit=100", &admin).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(ids(&reply), want.into_iter().map(|(_, id)| id).collect::<Vec<_>>());
    let v1 = app.get("/v1/admin/members?sort=-name,created_at&limit=100", &admin).await;
    assert_eq!(v1.status, 200, "{}", v1.body);
    assert_eq!(v1.body["data"].as_array().unwrap().len(), ids(&reply).len());
}

#[test]
fn the_expected_order_here_is_the_promised_one() {
    let row = |name: &str, created_at: i64, uuid: &str| Row {
        uuid: uuid.into(),
        legacy: String::new(),
        name: name.into(),
        status: "active",
        capacity: 0,
        created_at,
    };
    let rows = [row("b", 1, "1"), row("A", 2, "2"), row("a", 2, "3"), row("B", 0, "4")];
    let names = |sort| expected(&rows, sort).iter().map(|r| r.uuid.clone()).collect::<Vec<_>>();
    assert_eq!(names("status,name"), ["2", "3", "4", "1"]);
    assert_eq!(names("status,-name"), ["1", "4", "3", "2"]);
}

#[tokio::test]
async fn status_segments_large_small_and_empty_are_walked_in_exact_order() {
    let app = TestApp::spawn().await;
    // 150 active (more than a small segment), 6 in maintenance, none decommissioned.
    let rows = seed(&app, 156, |i| {
        let status = if i % 26 == 0 { AssetStatus::Maintenance } else { AssetStatus::Active };
        let names = ["Alpha", "bravo", "ALPHA", "Charlie"];
        (names[i % 4].to_owned(), status, ["22", "7.5", "150"][i % 3])
    })
    .await;
    for (sort, limit) in [("status,-name", 9), ("-status,capacity,name", 9), ("-status,-name,created_at", 40)]
    {
        let seen = walk(&app, &format!("sort={sort}"), limit).await;
        assert_eq!(seen, uuids(&expected(&rows, sort)), "{sort}, limit {limit}");
    }
    let owner = app.a.key("owner");
    // The active segment is read on the name index, maintenance on the status index.
    for query in ["sort=status,-name", "sort=-status,-name"] {
        let reply = debug_get(&app, &format!("/v2{ASSETS}?{query}&limit=20"), &owner).await;
        assert_eq!(ids(&reply), uuids(&expected(&rows, &query[5..])[..20]));
        eprintln!(
            "/v2 {query}, limit 20, 150 active and 6 in maintenance: {} entries, {} Queries, {} read units",
            evaluated(&reply),
            queries(&reply),
            reply.body["debug"]["dynamodb_read_units"]
        );
    }
    let v1 = app.get(format!("/v1{ASSETS}?sort=-status,name&page=2&limit=5"), &owner).await;
    assert_eq!(v1.status, 200, "{}", v1.body);
    assert_eq!(ids(&v1), legacy_ids(&expected(&rows, "-status,name")[5..10]));
}

/// 1,010 active assets of one capacity: one tie group, and one status segment, larger than a
/// request's read budget.
async fn one_large_capacity(app: &TestApp) -> Vec<Row> {
    seed(app, 1_010, |i| (format!("Asset {:04}", (i * 7919) % 1_010), AssetStatus::Active, "22")).await
}

#[tokio::test]
async fn a_field_pinned_by_a_filter_is_dropped_inside_status_segments_too() {
    let app = TestApp::spawn().await;
    let rows = one_large_capacity(&app).await;
    let owner = app.a.key("owner");
    // capacity=22 pins capacity: each segment is read in name order, not as one huge tie group.
    let reply =
        debug_get(&app, &format!("/v2{ASSETS}?sort=status,capacity,name&capacity=22&limit=5"), &owner).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(ids(&reply), uuids(&expected(&rows, "name")[..5]));
    assert!(evaluated(&reply) <= u64::from(READ_BUDGET));
    let cursor = reply.body["pagination"]["next_cursor"].as_str().unwrap();
    let next = app
        .get(format!("/v2{ASSETS}?sort=status,capacity,name&capacity=22&limit=5&cursor={cursor}"), &owner)
        .await;
    assert_eq!(next.status, 200, "{}", next.body);
    assert_eq!(ids(&next), uuids(&expected(&rows, "name")[5..10]));
    let v1 =
        app.get(format!("/v1{ASSETS}?sort=status,capacity,-name&capacity=22&limit=5&page=2"), &owner).await;
    assert_eq!(v1.status, 200, "{}", v1.body);
    assert_eq!(ids(&v1), legacy_ids(&expected(&rows, "-name")[5..10]));
}

#[tokio::test]
async fn an_offset_page_inside_a_tie_group_too_large_is_400_on_sort_under_filters_and_in_segments() {
    let app = TestApp::spawn().await;
    one_large_capacity(&app).await;
    let owner = app.a.key("owner");
    for query in [
        "sort=capacity,name",
        // A filter expression: the read from the start still proves the group too large.
        "sort=capacity,name&name[ne]=zz",
        // Inside a segment, after the COUNT that finds it large.
        "sort=status,capacity,name",
        "sort=status,capacity,name&name[ne]=zz",
    ] {
        let refused = debug_get(&app, &format!("/v1{ASSETS}?{query}&limit=5"), &owner).await;
        assert_eq!((refused.status, refused.code()), (400, "INVALID_PARAMETER"), "{query}: {}", refused.body);
        // /v1 errors are not wrapped in `error`.
        let error = &refused.body;
        assert_eq!(error["details"]["parameter"], "sort", "{query}: {}", refused.body);
        let message = error["details"]["reason"].as_str().unwrap();
        assert!(message.contains("capacity=<value>"), "{query}: {message}");
        assert!(evaluated(&refused) <= u64::from(READ_BUDGET));
    }
    // A member restricted to some sites always has a filter expression (the site scope): the same.
    app.site_delegate(&app.a).await;
    let delegate = app.a.key("viewer");
    let refused = app.get(format!("/v1{ASSETS}?sort=capacity,name&limit=5"), &delegate).await;
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert_eq!(refused.body["details"]["parameter"], "sort", "{}", refused.body);
}

#[tokio::test]
async fn a_cursor_in_a_small_segment_that_grew_past_the_budget_is_400_on_cursor() {
    let app = TestApp::spawn().await;
    seed(&app, 3, |i| (format!("Kept {i}"), AssetStatus::Maintenance, "1")).await;
    let owner = app.a.key("owner");
    let first = app.get(format!("/v2{ASSETS}?sort=-status,name&limit=1"), &owner).await;
    assert_eq!(first.status, 200, "{}", first.body);
    let cursor = first.body["pagination"]["next_cursor"].as_str().unwrap().to_owned();
    // The segment the cursor is in grows past what one request may read.
    seed(&app, 1_010, |i| (format!("Grown {i:04}"), AssetStatus::Maintenance, "1")).await;
    let refused = app.get(format!("/v2{ASSETS}?sort=-status,name&limit=1&cursor={cursor}"), &owner).await;
    assert_eq!((refused.status, refused.code()), (400, "INVALID_PARAMETER"), "{}", refused.body);
    assert_eq!(refused.body["error"]["details"]["parameter"], "cursor", "{}", refused.body);
    let message = refused.body["error"]["message"].as_str().unwrap();
    assert!(message.contains("changed") && message.contains("without"), "{message}");
    // A walk started again works.
    let again = app.get(format!("/v2{ASSETS}?sort=-status,name&limit=1"), &owner).await;
    assert_eq!(again.status, 200, "{}", again.body);
}
