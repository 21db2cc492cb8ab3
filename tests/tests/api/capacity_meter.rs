//! The store's DynamoDB meter (`shared::store::meter`), which `make bench` switches on to count
//! every call and the units DynamoDB reports for it: against DynamoDB Local, through the
//! store's own client (the one every store function and the gateway use).

use api_tests::TestApp;
use aws_sdk_dynamodb::types::{AttributeValue, Put, ReturnConsumedCapacity, TransactWriteItem};
use shared::store::meter::Consumed;

/// An item in no index (only its keys and a small attribute): one unit to write.
fn plain_item(key: &str) -> std::collections::HashMap<String, AttributeValue> {
    [
        ("PK".to_owned(), AttributeValue::S(format!("METER-TEST#{key}"))),
        ("SK".to_owned(), AttributeValue::S("ITEM".into())),
        ("note".to_owned(), AttributeValue::S("small".into())),
    ]
    .into()
}

fn key(key: &str) -> std::collections::HashMap<String, AttributeValue> {
    let mut item = plain_item(key);
    item.remove("note");
    item
}

async fn put(app: &TestApp, name: &str) {
    let store = &app.app.store;
    store
        .client()
        .put_item()
        .table_name(store.table())
        .set_item(Some(plain_item(name)))
        .send()
        .await
        .unwrap();
}

async fn get(app: &TestApp, name: &str, consistent: bool) {
    let store = &app.app.store;
    let read = store.client().get_item().table_name(store.table()).set_key(Some(key(name)));
    read.consistent_read(consistent).send().await.unwrap();
}

#[tokio::test]
async fn a_meter_not_switched_on_counts_nothing() {
    let app = TestApp::spawn().await;
    let before = app.app.store.meter().reading();
    put(&app, "off").await;
    get(&app, "off", true).await;
    assert_eq!(app.app.store.meter().reading().since(&before), Consumed::default());
}

#[tokio::test]
async fn the_meter_counts_each_call_once_by_its_operation() {
    let app = TestApp::spawn().await;
    let meter = app.app.store.meter();
    meter.switch_on();
    let before = meter.reading();
    put(&app, "counted").await;
    get(&app, "counted", true).await;
    get(&app, "counted", false).await;
    let used = meter.reading().since(&before);
    assert_eq!(used.calls, 3, "{used:?}");
    assert_eq!(used.operations.get("PutItem"), Some(&1), "{used:?}");
    assert_eq!(used.operations.get("GetItem"), Some(&2), "{used:?}");
}

#[tokio::test]
async fn the_meter_adds_the_read_units_dynamodb_reports() {
    let app = TestApp::spawn().await;
    put(&app, "read").await;
    let meter = app.app.store.meter();
    meter.switch_on();
    let before = meter.reading();
    // A consistent read of an item under 4 KB is one unit, an eventually consistent one half.
    get(&app, "read", true).await;
    get(&app, "read", false).await;
    let used = meter.reading().since(&before);
    assert_eq!((used.read_units, used.write_units), (1.5, 0.0), "{used:?}");
}

#[tokio::test]
async fn the_meter_adds_the_write_units_dynamodb_reports() {
    let app = TestApp::spawn().await;
    let meter = app.app.store.meter();
    meter.switch_on();
    let before = meter.reading();
    // An item under 1 KB in no index is one unit; in a transaction two.
    put(&app, "write").await;
    let store = &app.app.store;
    let put = Put::builder().table_name(store.table()).set_item(Some(plain_item("in a transaction")));
    let action = TransactWriteItem::builder().put(put.build().unwrap()).build();
    store.client().transact_write_items().transact_items(action).send().await.unwrap();
    let used = meter.reading().since(&before);
    assert_eq!((used.read_units, used.write_units), (0.0, 3.0), "{used:?}");
    assert_eq!(used.operations.get("TransactWriteItems"), Some(&1), "{used:?}");
}

#[tokio::test]
async fn the_meter_counts_the_index_entries_a_write_makes() {
    let app = TestApp::spawn().await;
    let meter = app.app.store.meter();
    meter.switch_on();
    let before = meter.reading();
    // GSI1 (ALL) and GSI1K (KEYS_ONLY) both take an item with GSI1's keys: one unit each.
    let mut item = plain_item("listed");
    item.insert("GSI1PK".into(), AttributeValue::S("METER-TEST".into()));
    item.insert("GSI1SK".into(), AttributeValue::S("listed".into()));
    let store = &app.app.store;
    store.client().put_item().table_name(store.table()).set_item(Some(item)).send().await.unwrap();
    assert_eq!(meter.reading().since(&before).write_units, 3.0);
}

#[tokio::test]
async fn a_call_that_asks_for_its_index_units_keeps_its_own_setting() {
    let app = TestApp::spawn().await;
    put(&app, "indexes").await;
    let meter = app.app.store.meter();
    meter.switch_on();
    let before = meter.reading();
    let store = &app.app.store;
    let read = store.client().get_item().table_name(store.table()).set_key(Some(key("indexes")));
    let output = read
        .consistent_read(true)
        .return_consumed_capacity(ReturnConsumedCapacity::Indexes)
        .send()
        .await
        .unwrap();
    // INDEXES (not replaced by TOTAL) reports the table's share apart.
    assert!(output.consumed_capacity().and_then(|c| c.table()).is_some(), "{output:?}");
    assert_eq!(meter.reading().since(&before).read_units, 1.0);
}

#[tokio::test]
async fn switching_the_meter_on_leaves_what_a_request_reports_as_it_was() {
    let app = TestApp::spawn().await;
    let site = app.create_site(&app.a.key("owner"), "Depot").await;
    let debug = |path: String| {
        let app = &app;
        async move {
            let reply = app.get_with(&path, &app.a.key("admin"), ("X-Debug", "true")).await;
            assert_eq!(reply.status, 200, "{}", reply.body);
            reply.body["debug"]["dynamodb_read_units"].as_f64()
        }
    };
    let paths = || [format!("/inventory-service/sites/{site}"), "/inventory-service/sites".to_owned()];
    let mut off = Vec::new();
    for path in paths() {
        off.push(debug(path).await);
    }
    app.app.store.meter().switch_on();
    let mut on = Vec::new();
    for path in paths() {
        on.push(debug(path).await);
    }
    assert_eq!(on, off);
}
