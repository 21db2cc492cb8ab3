//! Lists as cheap for site-scoped members as for owners: a member assigned to a few sites reads
//! the visibility index (the organization-visible assets and each assigned site's site-only
//! ones, merged in order) instead of the organization's whole list under the site filter, and
//! `total` comes from counters. What it sees must be exactly what the filter let through.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::logs::Logs;
use api_tests::{Cred, Reply, TestApp};
use shared::ids::{AssetId, SiteId};

const ASSETS: &str = "/inventory-service/assets";

async fn assign(app: &TestApp, member: &str, sites: &[&str]) {
    let path = format!("/admin/members/{}", app.a.members[member].member_id);
    let reply = app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"site_ids": sites}))).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
}

/// An asset's id as a UUID, whichever form the version answered.
fn uuid(id: &Value) -> String {
    AssetId::parse(id.as_str().unwrap()).expect("an asset id").uuid().to_string()
}

fn site_uuid(id: &str) -> String {
    SiteId::parse(id).expect("a site id").uuid().to_string()
}

fn ids(reply: &Reply) -> Vec<String> {
    reply.body["data"].as_array().unwrap().iter().map(|a| uuid(&a["id"])).collect()
}

/// What a member assigned to `sites` may see of the owner's list, in its order.
fn visible_to(everything: &[Value], sites: &[&str]) -> Vec<String> {
    let sites: Vec<String> = sites.iter().map(|s| site_uuid(s)).collect();
    everything
        .iter()
        .filter(|a| {
            a["visibility"] == "organization" || sites.contains(&site_uuid(a["site_id"].as_str().unwrap()))
        })
        .map(|a| uuid(&a["id"]))
        .collect()
}

/// The owner's whole list (at most 1,000 assets), in `sort` order, by cursor.
async fn everything(app: &TestApp, sort: &str, filter: &str) -> Vec<Value> {
    let owner = app.a.key("owner");
    let mut all = Vec::new();
    let mut path = format!("/v2{ASSETS}?limit=100&sort={sort}{filter}");
    loop {
        let reply = app.get(&path, &owner).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        all.extend(reply.body["data"].as_array().unwrap().iter().cloned());
        let Some(cursor) = reply.body["pagination"]["next_cursor"].as_str() else { break };
        path = format!("/v2{ASSETS}?limit=100&sort={sort}{filter}&cursor={cursor}");
    }
    all
}

/// Every item of a walk by offset pages, and the totals the pages reported.
async fn walk_pages(app: &TestApp, cred: &Cred, query: &str, limit: u32) -> (Vec<String>, Vec<Value>) {
    let (mut seen, mut totals) = (Vec::new(), Vec::new());
    for page in 1.. {
        let reply = app.get(format!("{ASSETS}?{query}&limit={limit}&page={page}"), cred).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        seen.extend(ids(&reply));
        totals.push(reply.body["pagination"]["total"].clone());
        if reply.body["pagination"]["has_next"] != true {
            break;
        }
    }
    (seen, totals)
}

/// Every item of a walk by cursor.
async fn walk_cursor(app: &TestApp, cred: &Cred, query: &str, limit: u32) -> Vec<String> {
    let mut seen = Vec::new();
    let mut path = format!("/v2{ASSETS}?{query}&limit={limit}");
    loop {
        let reply = app.get(&path, cred).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        seen.extend(ids(&reply));
        let Some(cursor) = reply.body["pagination"]["next_cursor"].as_str() else { break };
        path = format!("/v2{ASSETS}?{query}&limit={limit}&cursor={cursor}");
    }
    seen
}

/// The read units and DynamoDB calls the request's log line records (a viewer's `X-Debug`
/// does not show them).
fn logged_cost(logs: &Logs, reply: &Reply) -> (f64, u64) {
    let line = logs.request(reply.header("x-request-id").unwrap()).expect("the request's log line");
    (line["dynamodb_read_units"].as_f64().unwrap(), line["dynamodb_calls"].as_u64().unwrap())
}

fn debug_cost(reply: &Reply) -> f64 {
    reply.body["debug"]["dynamodb_read_units"].as_f64().unwrap()
}

#[tokio::test]
async fn a_viewers_pages_read_about_what_the_owners_do() {
    let logs = Logs::capture();
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let owner_key = app.a.key("owner");
    let yard = app.create_site(&owner_key, "Yard").await;
    let elsewhere = app.create_site(&owner_key, "Elsewhere").await;
    // Half organization-visible, half site-only; 1,000 more the viewer cannot see.
    app.seed_assets(&app.a, &yard, 1_000).await;
    app.seed_assets_with(&app.a, &elsewhere, 1_000, |_| shared::domain::asset::Visibility::Site).await;
    assign(&app, "viewer", &[&yard]).await;
    let viewer = app.a.key("viewer");
    let expected = visible_to(&everything(&app, "-created_at", "").await, &[&yard]);
    assert_eq!(expected.len(), 1_000);
    // Both credentials' first requests of the minute (the rate-limit bookkeeping) come first.
    for cred in [&owner_key, &viewer] {
        assert_eq!(app.get("/inventory-service/sites", cred).await.status, 200);
    }
    for page in [1u32, 9] {
        let path = format!("{ASSETS}?limit=100&page={page}");
        let owner = app.get_with(&path, &owner_key, ("X-Debug", "true")).await;
        let seen = app.get(&path, &viewer).await;
        assert_eq!(seen.status, 200, "{}", seen.body);
        let from = (page as usize - 1) * 100;
        assert_eq!(ids(&seen), expected[from..from + 100], "page {page}");
        assert_eq!(seen.body["pagination"]["total"], 1_000);
        let (units, calls) = logged_cost(&logs, &seen);
        let (owner_units, owner_calls) = logged_cost(&logs, &owner);
        assert_eq!(owner_units, debug_cost(&owner));
        eprintln!(
            "page {page}: owner {owner_units} read units in {owner_calls} calls, viewer {units} in {calls}"
        );
        assert!(units <= 2.0 * owner_units, "page {page}: viewer {units}, owner {owner_units}");
        // Both authenticate alike; the viewer reads 2 partitions where the owner reads 1 (more
        // Queries to skip on page 9) and the counters with a BatchGetItem for a GetItem. One
        // more for the rate-limit grant, which the owner's warmer lease may have spared it.
        let more = if page == 1 { 2 } else { 5 };
        assert!(calls <= owner_calls + more, "page {page}: {calls} calls, the owner's {owner_calls}");
    }
    // Past the read budget: refused from the counters, nothing read, as for the owner.
    let refused = app.get(format!("{ASSETS}?limit=100&page=10"), &viewer).await;
    assert_eq!(refused.status, 400, "{}", refused.body);
    let owners = app.get(format!("{ASSETS}?limit=100&page=10"), &owner_key).await;
    assert_eq!(owners.status, 400, "{}", owners.body);
    let ((units, calls), (owner_units, owner_calls)) =
        (logged_cost(&logs, &refused), logged_cost(&logs, &owners));
    assert!(units <= 2.0 * owner_units && calls <= owner_calls + 1, "{units} read units in {calls} calls");
}

#[tokio::test]
async fn a_member_of_several_sites_reaches_the_same_deepest_page_as_the_owner() {
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let owner_key = app.a.key("owner");
    let yard = app.create_site(&owner_key, "Yard").await;
    let depot = app.create_site(&owner_key, "Depot").await;
    app.seed_assets(&app.a, &yard, 1_000).await;
    // Three partitions (the organization-visible one, the yard's, the empty depot's): skipping
    // 800 entries across them must leave the page's read its share of the budget.
    assign(&app, "viewer", &[&yard, &depot]).await;
    let viewer = app.a.key("viewer");
    let expected = visible_to(&everything(&app, "-created_at", "").await, &[&yard, &depot]);
    assert_eq!(expected.len(), 1_000);
    let deepest = app.get(format!("{ASSETS}?limit=100&page=9"), &viewer).await;
    assert_eq!(deepest.status, 200, "{}", deepest.body);
    assert_eq!(ids(&deepest), expected[800..900]);
    let owners = app.get(format!("{ASSETS}?limit=100&page=9"), &owner_key).await;
    assert_eq!(owners.status, 200, "{}", owners.body);
}

#[tokio::test]
async fn a_scoped_caller_sees_exactly_its_sites_in_every_walk() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let sites = [
        app.create_site(&owner, "North").await,
        app.create_site(&owner, "South").await,
        app.create_site(&owner, "West").await,
    ];
    for site in &sites {
        app.seed_assets(&app.a, site, 40).await;
    }
    let mine = [sites[0].as_str(), sites[2].as_str()];
    assign(&app, "viewer", &mine).await;
    let viewer = app.a.key("viewer");
    for sort in ["-created_at", "created_at"] {
        let all = everything(&app, sort, "").await;
        let expected = visible_to(&all, &mine);
        assert_eq!(expected.len(), 60 + 40, "every open asset and the assigned sites' own");
        let (paged, totals) = walk_pages(&app, &viewer, &format!("sort={sort}"), 7).await;
        assert_eq!(paged, expected, "offset pages, {sort}");
        assert!(totals.iter().all(|t| *t == json!(expected.len())), "{totals:?}");
        assert_eq!(walk_cursor(&app, &viewer, &format!("sort={sort}"), 9).await, expected, "cursor, {sort}");
        // A range on created_at is a key condition on every partition.
        let cut = all[50]["created_at"].as_str().unwrap();
        let filter = format!("&created_at[gte]={cut}");
        let ranged = visible_to(&everything(&app, sort, &filter).await, &mine);
        assert!(!ranged.is_empty() && ranged.len() < expected.len());
        let query = format!("sort={sort}{filter}");
        let (paged, totals) = walk_pages(&app, &viewer, &query, 6).await;
        assert_eq!(paged, ranged, "ranged offset pages, {sort}");
        assert!(totals.iter().all(|t| *t == json!(ranged.len())), "{totals:?}");
        assert_eq!(walk_cursor(&app, &viewer, &query, 5).await, ranged, "ranged cursor, {sort}");
        // Filter expressions are evaluated on the caller's partitions: the same rule applies.
        let filtered = visible_to(&everything(&app, sort, "&status=active").await, &mine);
        let query = format!("sort={sort}&status=active");
        assert_eq!(walk_pages(&app, &viewer, &query, 8).await.0, filtered, "status filter, {sort}");
        assert_eq!(walk_cursor(&app, &viewer, &query, 8).await, filtered, "status filter cursor, {sort}");
    }
    // Other sort orders are read from the caller's partitions and ordered in memory.
    let by_name = visible_to(&everything(&app, "name", "").await, &mine);
    assert_eq!(walk_cursor(&app, &viewer, "sort=name", 25).await, by_name);
    // Pages past the end are empty with the total.
    let past = app.get(format!("{ASSETS}?limit=10&page=11"), &viewer).await;
    assert_eq!(past.status, 200, "{}", past.body);
    assert_eq!(ids(&past), Vec::<String>::new());
    assert_eq!(past.body["pagination"]["total"], 100);
    // A cursor of this read is bound to it: the owner's filtered-free read refuses it.
    let first = app.get(format!("/v2{ASSETS}?limit=5"), &viewer).await;
    let cursor = first.body["pagination"]["next_cursor"].as_str().unwrap();
    let foreign = app.get(format!("/v2{ASSETS}?limit=5&cursor={cursor}"), &owner).await;
    assert_eq!(foreign.status, 400, "{}", foreign.body);
}

#[tokio::test]
async fn total_follows_creates_deletes_moves_and_visibility_changes() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let (mine, other) = (app.create_site(&owner, "Mine").await, app.create_site(&owner, "Other").await);
    assign(&app, "operator", &[&mine]).await;
    let operator = app.a.key("operator");
    let create = |site: String, visibility: &'static str| {
        let owner = owner.clone();
        let app = &app;
        async move {
            let body = json!({"name": "A", "site_id": site, "capacity": 22, "visibility": visibility});
            let reply = app.send(Method::POST, ASSETS, &owner, Some(body)).await;
            assert_eq!(reply.status, 201, "{}", reply.body);
            reply.body["data"]["id"].as_str().unwrap().to_owned()
        }
    };
    let check = |step: &'static str| {
        let app = &app;
        let (operator, mine) = (operator.clone(), mine.clone());
        async move {
            let expected = visible_to(&everything(app, "-created_at", "").await, &[&mine]);
            let reply = app.get(format!("{ASSETS}?limit=100"), &operator).await;
            assert_eq!(reply.status, 200, "{}", reply.body);
            assert_eq!(ids(&reply), expected, "{step}");
            assert_eq!(reply.body["pagination"]["total"], json!(expected.len()), "{step}");
        }
    };
    let here = create(mine.clone(), "site").await;
    let open_there = create(other.clone(), "organization").await;
    let hidden = create(other.clone(), "site").await;
    create(mine.clone(), "organization").await;
    check("created").await;
    let patch = |id: String, body: Value| {
        let (app, owner) = (&app, owner.clone());
        async move {
            let reply = app.send(Method::PATCH, &format!("{ASSETS}/{id}"), &owner, Some(body)).await;
            assert_eq!(reply.status, 200, "{}", reply.body);
        }
    };
    patch(hidden.clone(), json!({"site_id": mine})).await;
    check("a site-only asset moved to the assigned site").await;
    patch(here.clone(), json!({"site_id": other})).await;
    check("a site-only asset moved away").await;
    patch(here.clone(), json!({"visibility": "organization"})).await;
    check("made organization-visible").await;
    patch(open_there.clone(), json!({"visibility": "site", "name": "Hidden now"})).await;
    check("made site-only elsewhere").await;
    patch(hidden.clone(), json!({"visibility": "organization", "site_id": other})).await;
    check("moved and made visible at once").await;
    for id in [&here, &hidden] {
        let reply = app.send(Method::DELETE, &format!("{ASSETS}/{id}"), &owner, None).await;
        assert_eq!(reply.status, 204, "{}", reply.body);
    }
    check("deleted").await;
}

#[tokio::test]
async fn a_caller_assigned_to_many_sites_sees_exactly_its_own() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let mut sites = Vec::new();
    for i in 0..12 {
        let site = app.create_site(&owner, &format!("Site {i}")).await;
        app.seed_assets(&app.a, &site, 6).await;
        sites.push(site);
    }
    let viewer = app.a.key("viewer");
    let all = everything(&app, "-created_at", "").await;
    for assigned in [8, 11] {
        let mine: Vec<&str> = sites[..assigned].iter().map(String::as_str).collect();
        assign(&app, "viewer", &mine).await;
        let expected = visible_to(&all, &mine);
        let (paged, totals) = walk_pages(&app, &viewer, "sort=-created_at", 10).await;
        assert_eq!(paged, expected, "{assigned} sites");
        assert!(totals.iter().all(|t| *t == json!(expected.len())), "{totals:?}");
        assert_eq!(walk_cursor(&app, &viewer, "sort=-created_at", 10).await, expected, "{assigned} sites");
    }
}

/// Sessions and events carry their asset's site and visibility: a scoped member's lists of
/// them read the visibility index too, and hold exactly what the site filter let through.
#[tokio::test]
async fn a_scoped_callers_sessions_and_events_are_exactly_its_own() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let (mine, other) = (app.create_site(&owner, "Mine").await, app.create_site(&owner, "Other").await);
    let mut visible = Vec::new();
    for (site, visibility, seen) in [
        (&mine, "site", true),
        (&mine, "organization", true),
        (&other, "site", false),
        (&other, "organization", true),
        (&other, "site", false),
    ] {
        let body = json!({"name": "Charger", "site_id": site, "capacity": 22, "visibility": visibility});
        let created = app.send(Method::POST, ASSETS, &owner, Some(body)).await;
        assert_eq!(created.status, 201, "{}", created.body);
        let asset = created.body["data"]["id"].as_str().unwrap().to_owned();
        let started = app
            .send(Method::POST, "/asset-controls/sessions", &owner, Some(json!({"asset_id": asset})))
            .await;
        assert_eq!(started.status, 201, "{}", started.body);
        if seen {
            visible.push(uuid(&json!(asset)));
        }
    }
    assign(&app, "operator", &[&mine]).await;
    let operator = app.a.key("operator");
    for (path, sort) in [
        ("/v2/asset-controls/sessions", "-started_at"),
        ("/v2/asset-controls/sessions", "started_at"),
        ("/v2/asset-controls/events", "-created_at"),
        ("/v2/asset-controls/events", "created_at"),
    ] {
        let walk = |cred: Cred| {
            let app = &app;
            async move {
                let mut seen = Vec::new();
                let mut url = format!("{path}?sort={sort}&limit=2");
                loop {
                    let reply = app.get(&url, &cred).await;
                    assert_eq!(reply.status, 200, "{}", reply.body);
                    seen.extend(reply.body["data"].as_array().unwrap().iter().cloned());
                    let Some(cursor) = reply.body["pagination"]["next_cursor"].as_str() else { break };
                    url = format!("{path}?sort={sort}&limit=2&cursor={cursor}");
                }
                seen
            }
        };
        let expected: Vec<Value> = walk(owner.clone())
            .await
            .into_iter()
            .filter(|e| visible.contains(&uuid(&e["asset_id"])))
            .collect();
        assert_eq!(expected.len(), 3, "{path}");
        assert_eq!(walk(operator.clone()).await, expected, "{path} {sort}");
    }
}

/// Items written before the visibility index have no entry in it and the counters lack their
/// parts: the operator's backfill gives them both, and running it again changes nothing.
#[tokio::test]
async fn the_operators_backfill_brings_items_written_before_the_index_into_it() {
    use aws_sdk_dynamodb::types::AttributeValue;
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let (mine, other) = (app.create_site(&owner, "Mine").await, app.create_site(&owner, "Other").await);
    let seeded =
        [app.seed_assets(&app.a, &mine, 30).await, app.seed_assets(&app.a, &other, 30).await].concat();
    let org = app.a.org_id().uuid();
    // As written before the index: no GSI6 attributes, no visibility counts.
    let (client, table) = (app.app.store.client(), app.app.store.table());
    let strip = |key: (String, String), expression: &'static str| async move {
        let update = client
            .update_item()
            .table_name(table)
            .key("PK", AttributeValue::S(key.0))
            .key("SK", AttributeValue::S(key.1))
            .update_expression(expression);
        update.send().await.expect("strip");
    };
    for asset in &seeded {
        strip((format!("ASSET#{}", asset.id.uuid()), "ASSET".into()), "REMOVE GSI6PK, GSI6SK").await;
    }
    strip((format!("ORG#{org}"), "COUNT#ASSET".into()), "REMOVE open_count").await;
    for site in [&mine, &other] {
        strip((format!("SITE#{}", site_uuid(site)), "SITE".into()), "REMOVE site_only_count").await;
    }
    assign(&app, "viewer", &[&mine]).await;
    let viewer = app.a.key("viewer");
    let before = app.get(format!("{ASSETS}?limit=100"), &viewer).await;
    assert_eq!((ids(&before).len(), &before.body["pagination"]["total"]), (0, &json!(0)));
    let org_id = app.a.id.clone();
    let report = platform_admin::backfill_visibility(&app.app.store, &org_id).await.unwrap();
    assert_eq!((report["entries"].as_u64(), report["open_count"].as_i64()), (Some(60), Some(30)), "{report}");
    let expected = visible_to(&everything(&app, "-created_at", "").await, &[&mine]);
    assert_eq!(expected.len(), 45);
    for _ in 0..2 {
        let reply = app.get(format!("{ASSETS}?limit=100"), &viewer).await;
        assert_eq!(ids(&reply), expected);
        assert_eq!(reply.body["pagination"]["total"], 45);
        let again = platform_admin::backfill_visibility(&app.app.store, &org_id).await.unwrap();
        assert_eq!((again["entries"].as_u64(), again["open_count"].as_i64()), (Some(0), Some(30)), "{again}");
    }
}

/// A created_at range has no counter: the page is read first and the rest counted from where
/// its read stopped, within what is left of the budget, as the filtered read does. A range
/// matching more than the budget's worth of visible assets still serves page 2 and later.
#[tokio::test]
async fn a_ranged_page_past_the_first_is_served_when_the_range_matches_more_than_the_budget() {
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let owner = app.a.key("owner");
    let (yard, elsewhere) =
        (app.create_site(&owner, "Yard").await, app.create_site(&owner, "Elsewhere").await);
    app.seed_assets(&app.a, &yard, 1_200).await;
    app.seed_assets_with(&app.a, &elsewhere, 40, |_| shared::domain::asset::Visibility::Site).await;
    assign(&app, "viewer", &[&yard]).await;
    let viewer = app.a.key("viewer");
    let filter = "&created_at[gte]=2000-01-01T00:00:00Z";
    let expected = visible_to(&everything(&app, "-created_at", filter).await, &[&yard]);
    assert_eq!(expected.len(), 1_200);
    for page in [2usize, 30] {
        let path = format!("{ASSETS}?sort=-created_at{filter}&limit=20&page={page}");
        let seen = app.get(&path, &viewer).await;
        assert_eq!(seen.status, 200, "page {page}: {}", seen.body);
        assert_eq!(ids(&seen), expected[(page - 1) * 20..page * 20], "page {page}");
        assert_eq!(seen.body["pagination"]["has_next"], true);
        // Counted within what is left of the budget: exact, or unknown past it.
        let total = &seen.body["pagination"]["total"];
        assert!(total.is_null() || *total == json!(1_200), "page {page}: {total}");
    }
}

/// The items of `kind` as stored, from the organization's list partition (GSI1).
async fn stored(app: &TestApp, kind: &str) -> Vec<shared::store::Item> {
    use aws_sdk_dynamodb::types::AttributeValue;
    let partition = shared::store::keys::org_partition(app.a.org_id().uuid(), kind);
    let output = app
        .app
        .store
        .client()
        .query()
        .table_name(app.app.store.table())
        .index_name("GSI1")
        .key_condition_expression("GSI1PK = :pk")
        .expression_attribute_values(":pk", AttributeValue::S(partition))
        .send()
        .await
        .expect("query");
    output.items.unwrap_or_default()
}

/// Runs `expression` (an UpdateExpression) on a stored item.
async fn update(app: &TestApp, item: &shared::store::Item, expression: &str, values: &[(&str, i64)]) {
    use aws_sdk_dynamodb::types::AttributeValue;
    let mut request = app
        .app
        .store
        .client()
        .update_item()
        .table_name(app.app.store.table())
        .key("PK", item["PK"].clone())
        .key("SK", item["SK"].clone())
        .update_expression(expression);
    for (name, value) in values {
        request = request.expression_attribute_values(*name, AttributeValue::N(value.to_string()));
    }
    request.send().await.expect("update");
}

fn counter_key(app: &TestApp) -> shared::store::Item {
    use aws_sdk_dynamodb::types::AttributeValue;
    let org = app.a.org_id().uuid();
    [("PK", format!("ORG#{org}")), ("SK", "COUNT#ASSET".to_owned())]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), AttributeValue::S(v)))
        .collect()
}

/// A deployment upgraded with `VISIBILITY_INDEX=off` (the index not yet created or backfilled)
/// serves scoped members from the organization's list under the site filter: no entry of the
/// index and none of its counters is needed.
#[tokio::test]
async fn with_the_index_switched_off_a_scoped_member_reads_the_filtered_list() {
    let app = TestApp::spawn_with(api_tests::Setup {
        configure: Some(|config| config.visibility_index = false),
        ..api_tests::Setup::default()
    })
    .await;
    let owner = app.a.key("owner");
    let (mine, other) = (app.create_site(&owner, "Mine").await, app.create_site(&owner, "Other").await);
    app.seed_assets(&app.a, &mine, 15).await;
    app.seed_assets_with(&app.a, &other, 15, |_| shared::domain::asset::Visibility::Site).await;
    // As written before the index: no entries, no visibility counts.
    for asset in stored(&app, "ASSET").await {
        update(&app, &asset, "REMOVE GSI6PK, GSI6SK", &[]).await;
    }
    update(&app, &counter_key(&app), "REMOVE open_count", &[]).await;
    assign(&app, "viewer", &[&mine]).await;
    let viewer = app.a.key("viewer");
    let expected = visible_to(&everything(&app, "-created_at", "").await, &[&mine]);
    assert_eq!(expected.len(), 15);
    let (paged, totals) = walk_pages(&app, &viewer, "sort=-created_at", 4).await;
    assert_eq!(paged, expected);
    assert!(totals.iter().all(|t| *t == json!(15)), "{totals:?}");
    assert_eq!(walk_cursor(&app, &viewer, "sort=-created_at", 4).await, expected);
}

/// Items stored before they recorded a visibility read as organization-visible: the backfill
/// gives them the open partition (and the attribute) instead of stopping at them.
#[tokio::test]
async fn the_backfill_takes_items_without_a_visibility_as_organization_visible() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let (mine, other) = (app.create_site(&owner, "Mine").await, app.create_site(&owner, "Other").await);
    let body = json!({"name": "Old", "site_id": other, "capacity": 22, "visibility": "site"});
    let created = app.send(Method::POST, ASSETS, &owner, Some(body)).await;
    assert_eq!(created.status, 201, "{}", created.body);
    let asset = created.body["data"]["id"].as_str().unwrap().to_owned();
    let started =
        app.send(Method::POST, "/asset-controls/sessions", &owner, Some(json!({"asset_id": asset}))).await;
    assert_eq!(started.status, 201, "{}", started.body);
    // As stored before visibility was recorded: no attribute, no entry, no site-only count.
    for kind in ["ASSET", "SESSION", "EVENT"] {
        for item in stored(&app, kind).await {
            update(&app, &item, "REMOVE visibility, GSI6PK, GSI6SK", &[]).await;
        }
    }
    update(&app, &counter_key(&app), "REMOVE open_count", &[]).await;
    let org_id = app.a.id.clone();
    let report =
        platform_admin::backfill_visibility(&app.app.store, &org_id).await.expect("the backfill runs");
    assert_eq!(report["open_count"].as_i64(), Some(1), "{report}");
    for kind in ["ASSET", "SESSION"] {
        let items = stored(&app, kind).await;
        assert!(!items.is_empty(), "{kind}");
        for item in items {
            assert_eq!(item["visibility"].as_s().unwrap(), "organization", "{kind}");
            assert!(item["GSI6PK"].as_s().unwrap().ends_with(&format!("#{kind}#OPEN")), "{kind}");
        }
    }
    assign(&app, "viewer", &[&mine]).await;
    let viewer = app.a.key("viewer");
    let seen = app.get(format!("{ASSETS}?limit=10"), &viewer).await;
    assert_eq!(ids(&seen), [uuid(&json!(asset))]);
    assert_eq!(seen.body["pagination"]["total"], 1);
    let sessions = app.get("/v2/asset-controls/sessions?limit=10", &viewer).await;
    assert_eq!(sessions.body["data"].as_array().map(Vec::len), Some(1), "{}", sessions.body);
}

/// The counters are set only while `n` (every asset write keeps it) still equals what was
/// counted, and checked after: counts that disagree with `n` (an asset written during the
/// count) are not stored, and wrong counters are corrected once the count and `n` agree.
#[tokio::test]
async fn the_backfill_sets_the_counters_only_from_a_count_that_agrees_with_n() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let (mine, other) = (app.create_site(&owner, "Mine").await, app.create_site(&owner, "Other").await);
    app.seed_assets(&app.a, &mine, 10).await;
    app.seed_assets_with(&app.a, &other, 4, |_| shared::domain::asset::Visibility::Site).await;
    let counter = counter_key(&app);
    // Wrong counters, and `n` one ahead of the stored assets (a create the count cannot see).
    update(&app, &counter, "SET open_count = :wrong, n = n + :one", &[(":wrong", 99), (":one", 1)]).await;
    let org_id = app.a.id.clone();
    let refused = platform_admin::backfill_visibility(&app.app.store, &org_id).await;
    assert!(refused.is_err(), "{refused:?}");
    let read = |attr: &'static str| {
        let (app, counter) = (&app, counter.clone());
        async move {
            let output = app
                .app
                .store
                .client()
                .get_item()
                .table_name(app.app.store.table())
                .set_key(Some(counter))
                .consistent_read(true)
                .send()
                .await
                .expect("get");
            output.item.unwrap()[attr].as_n().unwrap().parse::<i64>().unwrap()
        }
    };
    assert_eq!(read("open_count").await, 99, "a count that disagrees with n is not stored");
    update(&app, &counter, "SET n = n - :one", &[(":one", 1)]).await;
    let report =
        platform_admin::backfill_visibility(&app.app.store, &org_id).await.expect("the backfill runs");
    // seed_assets makes half of them organization-visible.
    assert_eq!(report["open_count"].as_i64(), Some(5), "{report}");
    assert_eq!(read("open_count").await, 5);
    assign(&app, "viewer", &[&other]).await;
    let expected = visible_to(&everything(&app, "-created_at", "").await, &[&other]);
    assert_eq!(expected.len(), 9);
    let seen = app.get(format!("{ASSETS}?limit=2&page=2"), &app.a.key("viewer")).await;
    assert_eq!(seen.body["pagination"]["total"], 9, "{}", seen.body);
    assert_eq!(ids(&seen), expected[2..4]);
}

/// Orders the visibility index does not hold are read whole from the caller's partitions and
/// ordered in memory: exactly the owner's order of what the caller sees, filtered or not, in
/// both paginations, with an exact `total`.
#[tokio::test]
async fn a_scoped_callers_list_in_any_order_is_the_owners_order_of_what_it_sees() {
    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let (mine, other) = (app.create_site(&owner, "Mine").await, app.create_site(&owner, "Other").await);
    app.seed_assets(&app.a, &mine, 45).await;
    app.seed_assets(&app.a, &other, 45).await;
    assign(&app, "viewer", &[&mine]).await;
    let viewer = app.a.key("viewer");
    for sort in ["name", "-capacity", "status,-name", "capacity,name", "-updated_at", "-status,capacity"] {
        for filter in ["", "&capacity[gte]=20", "&status[ne]=active"] {
            let expected = visible_to(&everything(&app, sort, filter).await, &[&mine]);
            assert!(!expected.is_empty());
            let query = format!("sort={sort}{filter}");
            let (paged, totals) = walk_pages(&app, &viewer, &query, 7).await;
            assert_eq!(paged, expected, "offset pages, {query}");
            assert!(totals.iter().all(|t| *t == json!(expected.len())), "{query}: {totals:?}");
            assert_eq!(walk_cursor(&app, &viewer, &query, 8).await, expected, "cursor, {query}");
        }
    }
}

/// More entries in the caller's own created_at range than one request may read: 400 on
/// `sort` naming the range that narrows it, which then serves the list.
#[tokio::test]
async fn a_scoped_callers_list_in_another_order_past_the_budget_is_400_on_sort_until_narrowed() {
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let owner = app.a.key("owner");
    let mine = app.create_site(&owner, "Mine").await;
    let seeded = app.seed_assets(&app.a, &mine, 1_000).await;
    assign(&app, "viewer", &[&mine]).await;
    let viewer = app.a.key("viewer");
    for path in [format!("{ASSETS}?sort=name"), format!("/v2{ASSETS}?sort=-capacity&status=active")] {
        let refused = app.get(&path, &viewer).await;
        assert_eq!((refused.status, refused.code()), (400, "INVALID_PARAMETER"), "{path}: {}", refused.body);
        assert_eq!(refused.body["error"]["details"]["parameter"], "sort", "{}", refused.body);
        let message = refused.body["error"]["message"].as_str().unwrap();
        assert!(message.contains("created_at[gte]"), "{message}");
    }
    // A created_at range that leaves out at least the oldest: within the budget.
    let oldest = seeded[0].created_at;
    let newer = seeded.iter().filter(|asset| asset.created_at > oldest).count();
    let cut = shared::time::iso(oldest);
    let narrowed = app.get(format!("{ASSETS}?sort=name&created_at[gt]={cut}&limit=100"), &viewer).await;
    assert_eq!(narrowed.status, 200, "{}", narrowed.body);
    assert_eq!(narrowed.body["pagination"]["total"], newer);
    // The created_at order itself is merged from the partitions, not read whole.
    assert_eq!(app.get(format!("{ASSETS}?status=active"), &viewer).await.status, 200);
}

/// A member may be assigned to 100 sites: one partition each, and the counters in BatchGetItems
/// of at most 100 keys.
#[tokio::test]
async fn a_member_of_the_most_sites_a_member_may_have_sees_exactly_its_own_with_its_total() {
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let owner = app.a.key("owner");
    let mut sites = Vec::new();
    for i in 0..shared::domain::member::MAX_SITES_PER_MEMBER {
        sites.push(app.create_site(&owner, &format!("Site {i}")).await);
    }
    let outside = app.create_site(&owner, "Outside").await;
    // Site-only assets at the first and the last assigned site, and some the member cannot see.
    app.seed_assets_with(&app.a, &sites[0], 3, |_| shared::domain::asset::Visibility::Site).await;
    app.seed_assets_with(&app.a, &sites[99], 4, |_| shared::domain::asset::Visibility::Site).await;
    app.seed_assets(&app.a, &outside, 6).await;
    let mine: Vec<&str> = sites.iter().map(String::as_str).collect();
    assign(&app, "viewer", &mine).await;
    let viewer = app.a.key("viewer");
    let expected = visible_to(&everything(&app, "-created_at", "").await, &mine);
    assert_eq!(expected.len(), 3 + 4 + 3);
    let (paged, totals) = walk_pages(&app, &viewer, "sort=-created_at", 4).await;
    assert_eq!(paged, expected);
    assert!(totals.iter().all(|t| *t == json!(10)), "{totals:?}");
    let filtered = visible_to(&everything(&app, "-created_at", "&capacity[lt]=2").await, &mine);
    assert_eq!(walk_cursor(&app, &viewer, "sort=-created_at&capacity[lt]=2", 1).await, filtered);
}
