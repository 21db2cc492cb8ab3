use api_tests::{Cred, TestApp};
use reqwest::Method;
use serde_json::{Value, json};
use shared::ids::SiteId;
use std::collections::HashSet;

const SITES: &str = "/inventory-service/sites";

async fn create(app: &TestApp, cred: &Cred, body: Value) -> api_tests::Reply {
    app.send(Method::POST, SITES, cred, Some(body)).await
}

fn names(reply: &api_tests::Reply) -> Vec<String> {
    reply.body["data"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn creating_a_site_returns_201_with_location_and_the_site() {
    let app = TestApp::spawn().await;
    let reply =
        create(&app, &app.a.key("operator"), json!({"name": "Depot", "location": "52.5200,13.4050"})).await;
    assert_eq!(reply.status, 201);
    let site = &reply.body["data"];
    let id = site["id"].as_str().unwrap();
    assert!(id.starts_with("sit_"));
    assert_eq!(site["name"], "Depot");
    assert_eq!(site["status"], "active");
    assert_eq!(site["location"], "52.5200,13.4050");
    assert!(site["created_at"].is_i64(), "v1 timestamps are Unix seconds");
    assert_eq!(reply.header("location"), Some(format!("{SITES}/{id}").as_str()));
    let fetched = app.get(&format!("{SITES}/{id}"), &app.a.key("viewer")).await;
    assert_eq!(fetched.status, 200);
    assert_eq!(fetched.body["data"], *site);
}

#[tokio::test]
async fn a_site_needs_a_name() {
    let app = TestApp::spawn().await;
    let reply = create(&app, &app.a.key("owner"), json!({"location": "1,2"})).await;
    assert_eq!(reply.status, 422);
    assert_eq!(reply.code(), "VALIDATION_ERROR");
    assert!(reply.body["error"]["details"]["fields"]["name"].is_array());
}

#[tokio::test]
async fn an_invalid_location_is_422_with_the_location_field() {
    let app = TestApp::spawn().await;
    for location in [json!("91,0"), json!("0,181"), json!("north"), json!("1e1,2"), json!(12)] {
        let reply = create(&app, &app.a.key("owner"), json!({"name": "X", "location": location})).await;
        assert_eq!(reply.status, 422, "{location}");
        assert_eq!(reply.code(), "VALIDATION_ERROR");
        assert!(reply.body["error"]["details"]["fields"]["location"].is_array(), "{location}");
    }
}

#[tokio::test]
async fn bodies_that_are_absent_not_json_or_carry_unknown_fields_are_422() {
    let app = TestApp::spawn().await;
    let send = |body: &'static str| {
        app.request(Method::POST, SITES, &app.a.key("owner"))
            .header("content-type", "application/json")
            .body(body)
    };
    let missing = api_tests::Reply::from(send("").send().await.unwrap()).await;
    assert_eq!((missing.status, missing.code()), (422, "MISSING_FIELD"));
    let broken = api_tests::Reply::from(send("{\"name\":").send().await.unwrap()).await;
    assert_eq!((broken.status, broken.code()), (422, "INVALID_FORMAT"));
    let array = api_tests::Reply::from(send("[1,2]").send().await.unwrap()).await;
    assert_eq!((array.status, array.code()), (422, "INVALID_FORMAT"));
    let unknown = create(&app, &app.a.key("owner"), json!({"name": "X", "colour": "red"})).await;
    assert_eq!((unknown.status, unknown.code()), (422, "VALIDATION_ERROR"));
    assert!(unknown.body["error"]["details"]["fields"]["colour"].is_array());
    let listed = app.get(SITES, &app.a.key("owner")).await;
    assert_eq!(listed.body["pagination"]["total"], 0, "nothing was written");
}

#[tokio::test]
async fn a_viewer_cannot_create_and_gets_both_permission_detail_shapes() {
    let app = TestApp::spawn().await;
    let reply = create(&app, &app.a.key("viewer"), json!({"name": "X"})).await;
    assert_eq!(reply.status, 403);
    assert_eq!(reply.code(), "INSUFFICIENT_PERMISSIONS");
    let details = &reply.body["error"]["details"];
    assert_eq!(details["required"], json!(["write:sites"]));
    assert_eq!(details["required_permission"], "write:sites");
    assert!(details["granted"].as_array().unwrap().contains(&json!("read:sites")));
    assert_eq!(details["granted"], details["your_permissions"]);
}

#[tokio::test]
async fn another_organizations_site_is_403_forbidden_and_never_shown() {
    let app = TestApp::spawn().await;
    let id = app.create_site(&app.a.key("owner"), "Secret depot").await;
    let path = format!("{SITES}/{id}");
    let get = app.get(&path, &app.b.key("owner")).await;
    assert_eq!(get.status, 403);
    assert_eq!(get.code(), "FORBIDDEN");
    assert_eq!(
        get.body["error"]["details"],
        json!({"resource_type": "site", "resource_id": id, "reason": "belongs_to_different_organization"})
    );
    assert!(!get.body.to_string().contains("Secret depot"));
    let patch = app.send(Method::PATCH, &path, &app.b.key("owner"), Some(json!({"name": "mine"}))).await;
    assert_eq!((patch.status, patch.code()), (403, "FORBIDDEN"));
    let delete = app.send(Method::DELETE, &path, &app.b.key("owner"), None).await;
    assert_eq!((delete.status, delete.code()), (403, "FORBIDDEN"));
    let list = app.get(SITES, &app.b.key("owner")).await;
    assert_eq!(list.body["data"], json!([]));
    assert_eq!(app.get(&path, &app.a.key("owner")).await.body["data"]["name"], "Secret depot");
}

#[tokio::test]
async fn an_unknown_or_malformed_id_is_404_resource_not_found() {
    let app = TestApp::spawn().await;
    for id in [SiteId::generate().legacy(), uuid::Uuid::now_v7().to_string(), "sit_nope".into(), "42".into()]
    {
        let reply = app.get(&format!("{SITES}/{id}"), &app.a.key("owner")).await;
        assert_eq!(reply.status, 404, "{id}");
        assert_eq!(reply.code(), "RESOURCE_NOT_FOUND");
        assert_eq!(reply.body["error"]["details"], json!({"resource_type": "site", "resource_id": id}));
    }
}

#[tokio::test]
async fn both_id_forms_work_in_both_versions() {
    let app = TestApp::spawn().await;
    let legacy = app.create_site(&app.a.key("owner"), "Depot").await;
    let uuid = SiteId::parse(&legacy).unwrap().uuid().to_string();
    for path in [format!("/v1{SITES}/{uuid}"), format!("/v2{SITES}/{legacy}"), format!("{SITES}/{uuid}")] {
        assert_eq!(app.get(&path, &app.a.key("viewer")).await.status, 200, "{path}");
    }
    let v2 = app.get(&format!("/v2{SITES}/{legacy}"), &app.a.key("viewer")).await;
    assert_eq!(v2.body["data"]["id"], uuid);
    assert_eq!(v2.body["data"]["legacy_id"], legacy);
    assert!(v2.body["data"]["created_at"].as_str().unwrap().ends_with('Z'), "v2 timestamps are ISO 8601");
}

#[tokio::test]
async fn permission_hints_follow_the_callers_role() {
    let app = TestApp::spawn().await;
    let id = app.create_site(&app.a.key("owner"), "Depot").await;
    let path = format!("{SITES}/{id}");
    let hints = |reply: api_tests::Reply| reply.body["meta"]["permissions"].clone();
    assert_eq!(
        hints(app.get(&path, &app.a.key("viewer")).await),
        json!({"can_update": false, "can_delete": false, "can_manage_settings": false})
    );
    assert_eq!(
        hints(app.get(&path, &app.a.key("operator")).await),
        json!({"can_update": true, "can_delete": false, "can_manage_settings": false})
    );
    assert_eq!(
        hints(app.get(&path, &app.a.key("admin")).await),
        json!({"can_update": true, "can_delete": true, "can_manage_settings": true})
    );
}

#[tokio::test]
async fn patch_changes_only_the_given_fields() {
    let app = TestApp::spawn().await;
    let created = create(&app, &app.a.key("owner"), json!({"name": "Depot", "location": "1,2"})).await;
    let id = created.body["data"]["id"].as_str().unwrap();
    let path = format!("{SITES}/{id}");
    let reply =
        app.send(Method::PATCH, &path, &app.a.key("operator"), Some(json!({"status": "inactive"}))).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["status"], "inactive");
    assert_eq!(reply.body["data"]["name"], "Depot");
    assert_eq!(reply.body["data"]["location"], "1,2");
    let cleared =
        app.send(Method::PATCH, &path, &app.a.key("operator"), Some(json!({"location": null}))).await;
    assert_eq!(cleared.body["data"]["location"], Value::Null);
    let bad =
        app.send(Method::PATCH, &path, &app.a.key("operator"), Some(json!({"status": "exploded"}))).await;
    assert_eq!((bad.status, bad.code()), (422, "VALIDATION_ERROR"));
    let empty = app.send(Method::PATCH, &path, &app.a.key("operator"), Some(json!({}))).await;
    assert_eq!(empty.status, 422);
}

#[tokio::test]
async fn a_deleted_site_is_204_then_410_gone_and_leaves_lists() {
    let app = TestApp::spawn().await;
    let id = app.create_site(&app.a.key("owner"), "Depot").await;
    let path = format!("{SITES}/{id}");
    let operator = app.send(Method::DELETE, &path, &app.a.key("operator"), None).await;
    assert_eq!((operator.status, operator.code()), (403, "INSUFFICIENT_PERMISSIONS"));
    let deleted = app.send(Method::DELETE, &path, &app.a.key("admin"), None).await;
    assert_eq!(deleted.status, 204);
    assert_eq!(deleted.body, Value::Null);
    for method in [Method::GET, Method::PATCH, Method::DELETE] {
        let body = (method == Method::PATCH).then(|| json!({"name": "again"}));
        let reply = app.send(method.clone(), &path, &app.a.key("admin"), body).await;
        assert_eq!((reply.status, reply.code()), (410, "GONE"), "{method}");
    }
    let list = app.get(SITES, &app.a.key("admin")).await;
    assert_eq!(list.body["data"], json!([]));
    assert_eq!(list.body["pagination"]["total"], 0);
}

#[tokio::test]
async fn offset_pages_carry_totals_and_link_headers() {
    let app = TestApp::spawn().await;
    for i in 0..5 {
        app.create_site(&app.a.key("owner"), &format!("Site {i}")).await;
    }
    let first = app.get(&format!("{SITES}?limit=2&sort=name"), &app.a.key("viewer")).await;
    assert_eq!(names(&first), ["Site 0", "Site 1"]);
    assert_eq!(
        first.body["pagination"],
        json!({"page": 1, "limit": 2, "total": 5, "total_pages": 3, "has_next": true, "has_prev": false})
    );
    let link = first.header("link").unwrap();
    assert!(link.contains("page=2>; rel=\"next\"") && link.contains("page=3>; rel=\"last\""), "{link}");
    let last = app.get(&format!("{SITES}?limit=2&sort=name&page=3"), &app.a.key("viewer")).await;
    assert_eq!(names(&last), ["Site 4"]);
    assert_eq!(last.body["pagination"]["has_next"], false);
    assert_eq!(last.body["pagination"]["has_prev"], true);
    let beyond = app.get(&format!("{SITES}?limit=2&page=9"), &app.a.key("viewer")).await;
    assert_eq!(beyond.status, 200);
    assert_eq!(beyond.body["data"], json!([]), "a page can be empty");
}

#[tokio::test]
async fn sites_sort_by_each_sortable_field_in_both_directions() {
    let app = TestApp::spawn().await;
    for name in ["bravo", "Alpha", "charlie"] {
        app.create_site(&app.a.key("owner"), name).await;
    }
    let viewer = app.a.key("viewer");
    let get = |q: &'static str| app.get(format!("{SITES}?{q}"), &viewer);
    assert_eq!(names(&get("sort=name").await), ["Alpha", "bravo", "charlie"]);
    assert_eq!(names(&get("sort=-name").await), ["charlie", "bravo", "Alpha"]);
    assert_eq!(names(&get("sort=created_at").await), ["bravo", "Alpha", "charlie"]);
    assert_eq!(names(&get("").await), ["charlie", "Alpha", "bravo"], "newest first by default");
    assert_eq!(names(&get("sort=-name,-created_at").await), ["charlie", "bravo", "Alpha"]);
    let id = names(&get("sort=created_at").await);
    assert_eq!(id.len(), 3);
    let first = get("sort=created_at").await.body["data"][0]["id"].as_str().unwrap().to_owned();
    app.send(
        Method::PATCH,
        &format!("{SITES}/{first}"),
        &app.a.key("owner"),
        Some(json!({"status": "inactive"})),
    )
    .await;
    assert_eq!(names(&get("sort=-updated_at").await)[0], "bravo");
    assert_eq!(names(&get("sort=-status").await)[0], "bravo", "inactive sorts after active");
}

#[tokio::test]
async fn sites_filter_by_status_name_and_created_at() {
    let app = TestApp::spawn().await;
    let cred = app.a.key("owner");
    for name in ["North", "South", "East"] {
        app.create_site(&cred, name).await;
    }
    let south = app.get(&format!("{SITES}?name=South"), &cred).await;
    assert_eq!(names(&south), ["South"]);
    assert_eq!(south.body["pagination"]["total"], 1);
    let id = south.body["data"][0]["id"].as_str().unwrap().to_owned();
    app.send(Method::PATCH, &format!("{SITES}/{id}"), &cred, Some(json!({"status": "inactive"}))).await;
    let get = |q: String| app.get(format!("{SITES}?sort=name&{q}"), &cred);
    assert_eq!(names(&get("status=inactive".into()).await), ["South"]);
    assert_eq!(names(&get("status[ne]=inactive".into()).await), ["East", "North"]);
    assert_eq!(names(&get("status[in]=active,inactive".into()).await), ["East", "North", "South"]);
    assert_eq!(names(&get("name[in]=North,East".into()).await), ["East", "North"]);
    let by_status = app.get(&format!("{SITES}?sort=status&status=active"), &cred).await;
    assert_eq!(by_status.body["data"].as_array().unwrap().len(), 2, "key-condition path");
    let all = app.get(SITES, &cred).await;
    let created: Vec<i64> =
        all.body["data"].as_array().unwrap().iter().map(|s| s["created_at"].as_i64().unwrap()).collect();
    let (first, last) = (*created.iter().min().unwrap(), *created.iter().max().unwrap());
    assert_eq!(names(&get(format!("created_at[gte]={first}")).await).len(), 3);
    assert_eq!(
        names(&get(format!("created_at[lte]={last}")).await).len(),
        3,
        "a second covers its milliseconds"
    );
    assert_eq!(names(&get(format!("created_at[gt]={last}")).await), Vec::<String>::new());
    assert_eq!(names(&get(format!("created_at[lt]={first}")).await), Vec::<String>::new());
    let iso = shared::time::iso(last * 1000).replace(".000Z", "Z");
    let keyed = app.get(format!("{SITES}?sort=-created_at&created_at[lte]={iso}"), &cred).await;
    assert_eq!(names(&keyed).len(), 3, "the key-condition path agrees");
    let keyed_gt = app.get(format!("{SITES}?sort=-created_at&created_at[gt]={iso}"), &cred).await;
    assert_eq!(names(&keyed_gt).len(), 0);
}

#[tokio::test]
async fn unknown_sorts_filters_and_out_of_range_paging_are_400_naming_the_parameter() {
    let app = TestApp::spawn().await;
    let cases = [
        ("sort=colour", "sort"),
        ("sort=name,-colour", "sort"),
        ("sort=name,,status", "sort"),
        ("colour=red", "colour"),
        ("status[like]=a", "status[like]"),
        ("status=exploded", "status"),
        ("created_at[gt]=soon", "created_at[gt]"),
        ("limit=0", "limit"),
        ("limit=101", "limit"),
        ("page=0", "page"),
        ("page=x", "page"),
        ("cursor=abc", "cursor"),
        ("page=1&page=2", "page"),
    ];
    for (query, parameter) in cases {
        let reply = app.get(&format!("{SITES}?{query}"), &app.a.key("viewer")).await;
        assert_eq!(reply.status, 400, "{query}");
        assert_eq!(reply.code(), "INVALID_PARAMETER", "{query}");
        assert_eq!(reply.body["error"]["details"]["parameter"], parameter, "{query}");
    }
    let v2 = app.get(&format!("/v2{SITES}?page=2"), &app.a.key("viewer")).await;
    assert_eq!((v2.status, v2.body["error"]["details"]["parameter"].as_str()), (400, Some("page")));
}

#[tokio::test]
async fn v2_cursor_pages_walk_every_site_once_in_both_directions() {
    let app = TestApp::spawn().await;
    let mut expected = HashSet::new();
    for i in 0..7 {
        let id = app.create_site(&app.a.key("owner"), &format!("Site {i}")).await;
        expected.insert(SiteId::parse(&id).unwrap().uuid().to_string());
    }
    for sort in ["name", "-name", "created_at", "-created_at"] {
        let mut seen = Vec::new();
        let mut cursor: Option<String> = None;
        loop {
            let mut path = format!("/v2{SITES}?limit=3&sort={sort}");
            if let Some(c) = &cursor {
                path.push_str(&format!("&cursor={c}"));
            }
            let page = app.get(&path, &app.a.key("viewer")).await;
            assert_eq!(page.status, 200, "{}", page.body);
            seen.extend(
                page.body["data"].as_array().unwrap().iter().map(|s| s["id"].as_str().unwrap().to_owned()),
            );
            if page.body["pagination"]["has_next"] == false {
                assert!(page.body["pagination"]["next_cursor"].is_null());
                break;
            }
            assert!(page.header("link").unwrap().contains("rel=\"next\""));
            cursor = page.body["pagination"]["next_cursor"].as_str().map(str::to_owned);
        }
        assert_eq!(seen.len(), 7, "{sort}: no duplicates, no gaps");
        assert_eq!(seen.iter().cloned().collect::<HashSet<_>>(), expected, "{sort}");
    }
}

#[tokio::test]
async fn cursors_from_another_organization_or_query_or_tampered_are_400() {
    let app = TestApp::spawn().await;
    for i in 0..3 {
        app.create_site(&app.a.key("owner"), &format!("Site {i}")).await;
        app.create_site(&app.b.key("owner"), &format!("Other {i}")).await;
    }
    let page = app.get(&format!("/v2{SITES}?limit=1&sort=name"), &app.a.key("viewer")).await;
    let cursor = page.body["pagination"]["next_cursor"].as_str().unwrap().to_owned();
    let foreign =
        app.get(&format!("/v2{SITES}?limit=1&sort=name&cursor={cursor}"), &app.b.key("viewer")).await;
    assert_eq!((foreign.status, foreign.code()), (400, "INVALID_PARAMETER"));
    let other_query =
        app.get(&format!("/v2{SITES}?limit=1&sort=-name&cursor={cursor}"), &app.a.key("viewer")).await;
    assert_eq!(other_query.status, 400);
    let mut tampered = cursor.clone().into_bytes();
    tampered[10] = if tampered[10] == b'A' { b'B' } else { b'A' };
    let tampered = String::from_utf8(tampered).unwrap();
    let reply =
        app.get(&format!("/v2{SITES}?limit=1&sort=name&cursor={tampered}"), &app.a.key("viewer")).await;
    assert_eq!(reply.status, 400);
    let fine = app.get(&format!("/v2{SITES}?limit=5&sort=name&cursor={cursor}"), &app.a.key("viewer")).await;
    assert_eq!(fine.status, 200, "the page size may change between pages");
}

#[tokio::test]
async fn concurrent_creates_all_land_and_the_total_stays_exact() {
    let app = TestApp::spawn().await;
    let cred = app.a.key("owner");
    let creates = (0..12).map(|i| create(&app, &cred, json!({"name": format!("Parallel {i}")})));
    let replies = futures_util::future::join_all(creates).await;
    assert!(
        replies.iter().all(|r| r.status == 201),
        "{:?}",
        replies.iter().map(|r| r.status).collect::<Vec<_>>()
    );
    let list = app.get(&format!("{SITES}?limit=100"), &cred).await;
    assert_eq!(list.body["data"].as_array().unwrap().len(), 12);
    assert_eq!(list.body["pagination"]["total"], 12);
}
