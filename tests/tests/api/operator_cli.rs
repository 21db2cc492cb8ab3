//! The operator CLI's commands (`platform-admin create-org`, `suspend-org`, `reactivate-org`)
//! against the test table, then the API as the new tenant sees it.

use api_tests::{Cred, TestApp};

#[tokio::test]
async fn a_tenant_created_by_the_operator_cli_can_use_the_api_until_suspended() {
    let app = TestApp::spawn().await;
    let created = platform_admin::create_org(&app.app.store, "Gamma Grid", "developer", "ops@gamma.example")
        .await
        .unwrap();
    assert_eq!(created["tier"], "developer");
    // Pinned to the current version of the CLI's `API_VERSIONS` (unset here: today's, v1).
    assert_eq!(created["api_version"], "v1");
    let org = created["id"].as_str().unwrap().to_owned();
    let key = Cred::Key(created["owner"]["api_key"].as_str().unwrap().to_owned());
    assert!(created["owner"]["api_key"].as_str().unwrap().starts_with("pops_"));

    let site = app.create_site(&key, "First site").await;
    assert_eq!(
        app.get(format!("/inventory-service/sites/{site}"), &key).await.body["data"]["organization_id"],
        org
    );

    platform_admin::set_suspended(&app.app.store, &org, true).await.unwrap();
    let suspended = app.get("/inventory-service/sites", &key).await;
    assert_eq!((suspended.status, suspended.code()), (403, "ACCOUNT_SUSPENDED"));

    platform_admin::set_suspended(&app.app.store, &org, false).await.unwrap();
    assert_eq!(app.get("/inventory-service/sites", &key).await.status, 200);
}

#[tokio::test]
async fn the_operator_cli_refuses_unknown_tiers_and_organizations() {
    let app = TestApp::spawn().await;
    assert!(platform_admin::create_org(&app.app.store, "X", "platinum", "x@example.com").await.is_err());
    let unknown = shared::ids::OrgId::generate().legacy();
    assert!(platform_admin::set_suspended(&app.app.store, &unknown, true).await.is_err());
}

#[tokio::test]
async fn an_operator_sets_an_enterprise_organizations_own_limits() {
    let app = TestApp::spawn().await;
    let org = app.b.id.clone();
    let refused = platform_admin::set_plan(&app.app.store, &org, "enterprise", None).await;
    assert!(refused.is_err(), "enterprise needs its limits");
    assert!(platform_admin::set_plan(&app.app.store, &org, "business", Some([1, 2, 3])).await.is_err());
    let set = platform_admin::set_plan(&app.app.store, &org, "enterprise", Some([7, 500, 5])).await.unwrap();
    assert_eq!(set["limits"]["per_minute"], 7);
    let usage = app.get("/usage/rate-limits", &app.b.key("viewer")).await;
    assert_eq!(usage.body["data"]["tier"], "enterprise");
    assert_eq!(usage.body["data"]["current_window"]["limit"], 7);
    assert_eq!(usage.body["data"]["burst"]["limit"], 5);
}
