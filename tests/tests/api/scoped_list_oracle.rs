//! No read-budget oracle (issue 25): nothing a site-restricted member observes of a list
//! (status, items, `total`, page length, `next_cursor`, the entries read) may depend on entries
//! it cannot see. Every sort and filter of such a member is served from its visibility
//! partitions, so hidden entries, however many and whatever their values, change no answer.

use reqwest::Method;
use serde_json::{Value, json};

use api_tests::logs::Logs;
use api_tests::{Cred, Reply, TestApp};
use shared::domain::asset::Visibility;
use shared::domain::event::{Event, EventType};
use shared::ids::{AssetId, EventId, SiteId};

const ASSETS: &str = "/inventory-service/assets";

async fn assign(app: &TestApp, member: &str, sites: &[&str]) {
    let path = format!("/admin/members/{}", app.a.members[member].member_id);
    let reply = app.send(Method::PATCH, &path, &app.a.key("owner"), Some(json!({"site_ids": sites}))).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
}

/// What a caller observes of one reply: status, items, pagination (a cursor's text is
/// encrypted with a fresh nonce each time, so only whether there is one), and the index
/// entries the request evaluated (its log line).
fn observed(logs: &Logs, reply: &Reply) -> Value {
    let mut pagination = reply.body["pagination"].clone();
    if let Some(cursor) = pagination.get_mut("next_cursor") {
        *cursor = json!(cursor.is_string());
    }
    if let Some(cursor) = pagination.get_mut("cursor") {
        *cursor = json!(cursor.is_string());
    }
    let line = logs.request(reply.header("x-request-id").unwrap()).expect("the request's log line");
    let ids: Vec<Value> = reply.body["data"]
        .as_array()
        .map(|items| items.iter().map(|item| item["id"].clone()).collect())
        .unwrap_or_default();
    json!({
        "status": reply.status,
        "code": reply.body["error"]["code"],
        "ids": ids,
        "pagination": pagination,
        "evaluated": line["dynamodb_evaluated"],
    })
}

/// Every page of a walk: offset pages until `has_next` is false (or a refusal), or cursor
/// pages until no `next_cursor` (at most 50 pages).
async fn walk(app: &TestApp, logs: &Logs, cred: &Cred, path: &str, query: &str) -> Vec<Value> {
    let cursor = path.starts_with("/v2");
    let mut pages = Vec::new();
    let mut next = if cursor { format!("{path}?{query}") } else { format!("{path}?{query}&page=1") };
    for page in 2..52 {
        let reply = app.get(&next, cred).await;
        let line = logs.request(reply.header("x-request-id").unwrap()).expect("the request's log line");
        eprintln!(
            "{next}: {} in {} read units, {} entries",
            reply.status, line["dynamodb_read_units"], line["dynamodb_evaluated"]
        );
        pages.push(observed(logs, &reply));
        if reply.status != 200 {
            break;
        }
        if cursor {
            let Some(at) = reply.body["pagination"]["next_cursor"].as_str() else { break };
            next = format!("{path}?{query}&cursor={at}");
        } else {
            if reply.body["pagination"]["has_next"] != true {
                break;
            }
            next = format!("{path}?{query}&page={page}");
        }
    }
    pages
}

/// The lists a site-restricted operator may ask for, each in both paginations.
const QUERIES: [&str; 11] = [
    "limit=7",
    "limit=7&capacity[gte]=30",
    "limit=7&capacity[gte]=55",
    "limit=5&sort=capacity",
    "limit=5&sort=-capacity&capacity[lt]=40",
    "limit=6&sort=name",
    "limit=6&sort=status,-name",
    "limit=4&status=active",
    "limit=8&sort=-updated_at&visibility=site",
    "limit=9&name=Asset%2000003",
    "limit=100",
];

async fn everything_observed(app: &TestApp, logs: &Logs, operator: &Cred) -> Vec<Vec<Value>> {
    let mut seen = Vec::new();
    for path in [ASSETS.to_owned(), format!("/v2{ASSETS}")] {
        for query in QUERIES {
            seen.push(walk(app, logs, operator, &path, query).await);
        }
    }
    seen
}

#[tokio::test]
async fn a_site_restricted_members_asset_lists_do_not_depend_on_hidden_assets() {
    let logs = Logs::capture();
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let owner = app.a.key("owner");
    let mine = app.create_site(&owner, "Mine").await;
    let elsewhere = app.create_site(&owner, "Elsewhere").await;
    // 60 the operator sees (half of them site-only at its site), and 10 organization-visible
    // ones at another site it also sees.
    app.seed_assets(&app.a, &mine, 60).await;
    app.seed_assets_with(&app.a, &elsewhere, 10, |_| Visibility::Organization).await;
    assign(&app, "operator", &[&mine]).await;
    let operator = app.a.key("operator");
    let before = everything_observed(&app, &logs, &operator).await;
    // Served, and not trivially: every filter matches some, and walks have several pages.
    assert!(before.iter().flatten().all(|page| page["status"] == 200), "{before:?}");
    assert!(
        before.iter().all(|walk| walk[0]["ids"].as_array().is_some_and(|ids| !ids.is_empty())),
        "{before:?}"
    );
    assert!(before.iter().any(|walk| walk.len() > 3));
    // More hidden assets than one request may read, of every capacity, name and status.
    app.seed_assets_with(&app.a, &elsewhere, 1_100, |_| Visibility::Site).await;
    let after = everything_observed(&app, &logs, &operator).await;
    for ((query, before), after) in QUERIES.iter().chain(QUERIES.iter()).zip(&before).zip(&after) {
        assert_eq!(before, after, "{query}");
    }
}

/// Events of `asset` at `site`, written straight into the table.
async fn import_events(
    app: &TestApp,
    (asset, site): (AssetId, SiteId),
    visibility: Visibility,
    count: usize,
) {
    let org_id = app.a.org_id();
    let first = shared::time::now_ms() - 10_000;
    let events: Vec<Event> = (0..count)
        .map(|i| Event {
            id: EventId::generate(),
            org_id,
            kind: if i % 2 == 0 { EventType::SessionStarted } else { EventType::SessionStopped },
            status: "completed",
            asset_id: Some(asset),
            site_id: site,
            visibility,
            session_id: None,
            data: json!({}),
            created_at: first + i64::try_from(i).unwrap(),
        })
        .collect();
    for chunk in events.chunks(200) {
        app.app.store.import_events(chunk).await.expect("events");
    }
}

#[tokio::test]
async fn a_site_restricted_members_filtered_events_do_not_depend_on_hidden_events() {
    let logs = Logs::capture();
    let app = TestApp::spawn().await;
    app.lift_limits(&app.a).await;
    let owner = app.a.key("owner");
    let mine = app.create_site(&owner, "Mine").await;
    let elsewhere = app.create_site(&owner, "Elsewhere").await;
    let (mine_id, elsewhere_id) = (SiteId::parse(&mine).unwrap(), SiteId::parse(&elsewhere).unwrap());
    let (seen_asset, hidden_asset) = (AssetId::generate(), AssetId::generate());
    import_events(&app, (seen_asset, mine_id), Visibility::Site, 30).await;
    assign(&app, "operator", &[&mine]).await;
    let operator = app.a.key("operator");
    let queries = [
        format!("limit=4&asset_id={seen_asset}"),
        format!("limit=4&asset_id={hidden_asset}"),
        "limit=3&type=session_stopped".to_owned(),
        format!("limit=5&site_id={elsewhere}"),
    ];
    let mut before = Vec::new();
    for query in &queries {
        before.push(walk(&app, &logs, &operator, "/v2/asset-controls/events", query).await);
    }
    assert!(before.iter().flatten().all(|page| page["status"] == 200), "{before:?}");
    assert_eq!(before[0].iter().map(|page| page["ids"].as_array().unwrap().len()).sum::<usize>(), 30);
    import_events(&app, (hidden_asset, elsewhere_id), Visibility::Site, 1_500).await;
    for (query, before) in queries.iter().zip(&before) {
        let after = walk(&app, &logs, &operator, "/v2/asset-controls/events", query).await;
        assert_eq!(before, &after, "{query}");
    }
}
