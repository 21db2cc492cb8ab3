//! The black-box suite against a deployed stage: `API_BASE_URL` and `API_KEY` (an owner's
//! key of a test organization) from the environment, as the deploy workflow gives them.
//! Without `API_BASE_URL` every test here passes without doing anything, so `make test`
//! stays local.

use reqwest::Method;
use serde_json::{Value, json};

struct Deployed {
    base: String,
    key: String,
    http: reqwest::Client,
}

fn deployed() -> Option<Deployed> {
    let base = std::env::var("API_BASE_URL").ok().filter(|v| !v.is_empty())?;
    let key = std::env::var("API_KEY").expect("API_KEY goes with API_BASE_URL");
    let _ = rustls::crypto::aws_lc_rs::default_provider().install_default();
    Some(Deployed { base: base.trim_end_matches('/').to_owned(), key, http: reqwest::Client::new() })
}

impl Deployed {
    async fn send(
        &self,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> (u16, reqwest::header::HeaderMap, Value) {
        let mut request =
            self.http.request(method, format!("{}{path}", self.base)).header("X-API-Key", &self.key);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.expect("the deployed API answers");
        let (status, headers) = (response.status().as_u16(), response.headers().clone());
        let text = response.text().await.unwrap_or_default();
        (status, headers, serde_json::from_str(&text).unwrap_or(Value::Null))
    }
}

#[tokio::test]
async fn the_deployed_api_serves_versions_and_rate_limit_headers() {
    let Some(api) = deployed() else { return };
    let (status, headers, body) = api.send(Method::GET, "/versions", None).await;
    assert_eq!(status, 200, "{body}");
    assert!(body["data"]["versions"].is_array());
    for header in [
        "x-request-id",
        "x-ratelimit-limit",
        "x-ratelimit-remaining",
        "x-ratelimit-reset",
        "x-ratelimit-policy",
    ] {
        assert!(headers.contains_key(header), "{header}");
    }
}

#[tokio::test]
async fn the_deployed_api_refuses_what_it_should() {
    let Some(api) = deployed() else { return };
    let missing = api.http.get(format!("{}/inventory-service/sites", api.base)).send().await.unwrap();
    assert_eq!(missing.status().as_u16(), 401);
    let (status, _, _) = api.send(Method::GET, "/no-such-route", None).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn a_site_round_trips_on_the_deployed_api() {
    let Some(api) = deployed() else { return };
    let (status, _, created) =
        api.send(Method::POST, "/inventory-service/sites", Some(json!({"name": "Deploy check"}))).await;
    assert_eq!(status, 201, "{created}");
    let path = format!("/inventory-service/sites/{}", created["data"]["id"].as_str().unwrap());
    let (status, _, fetched) = api.send(Method::GET, &path, None).await;
    assert_eq!((status, &fetched["data"]["name"]), (200, &json!("Deploy check")));
    let (status, _, _) = api.send(Method::DELETE, &path, None).await;
    assert_eq!(status, 204);
}
