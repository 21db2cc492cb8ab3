//! Logs: one structured JSON line per request (request id, organization, route, status,
//! latency, DynamoDB calls), and never a secret or token, whatever the request carried.

use reqwest::Method;
use serde_json::{Value, json};
use std::io::Write;
use std::sync::{Arc, Mutex};
use tracing_subscriber::prelude::*;

use api_tests::{Cred, TestApp};

/// Everything the process logs while this test runs (other tests' lines included).
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[tokio::test]
async fn logs_carry_the_request_and_never_a_secret() {
    let captured = Captured::default();
    let writer = captured.clone();
    // The same JSON format as `shared::logging::init`, into memory.
    let installed = tracing_subscriber::fmt()
        .json()
        .with_writer(move || writer.clone())
        .with_target(false)
        .without_time()
        .finish()
        .with(tracing_subscriber::filter::LevelFilter::DEBUG)
        .try_init();
    assert!(installed.is_ok(), "this test owns the process's log subscriber");

    let app = TestApp::spawn().await;
    let owner = app.a.key("owner");
    let mut secrets: Vec<String> = Vec::new();
    let key = app.send(Method::POST, "/auth/api-keys", &owner, Some(json!({"name": "logged"}))).await;
    secrets
        .push(key.body["data"]["key"].as_str().or(key.body["data"]["secret"].as_str()).unwrap().to_owned());
    let client = app
        .send(
            Method::POST,
            "/auth/clients",
            &owner,
            Some(json!({"name": "logged", "redirect_uris": ["https://app.example.com/cb"]})),
        )
        .await;
    assert_eq!(client.status, 201, "{}", client.body);
    let client_id =
        client.body["data"]["client_id"].as_str().or(client.body["data"]["id"].as_str()).unwrap().to_owned();
    let client_secret = client.body["data"]["client_secret"].as_str().unwrap().to_owned();
    secrets.push(client_secret.clone());
    let form = [
        ("grant_type", "client_credentials"),
        ("client_id", client_id.as_str()),
        ("client_secret", client_secret.as_str()),
    ];
    let token = app.http.post(format!("{}/auth/token", app.base_url)).form(&form).send().await.unwrap();
    let token: Value = token.json().await.unwrap();
    let access = token["access_token"]
        .as_str()
        .or(token["data"]["access_token"].as_str())
        .expect("a token")
        .to_owned();
    secrets.push(access.clone());
    let webhook = app
        .send(
            Method::POST,
            "/webhooks",
            &owner,
            Some(json!({"url": "http://127.0.0.1:9/h", "events": ["api.deprecation"]})),
        )
        .await;
    secrets.push(webhook.body["data"]["secret"].as_str().unwrap().to_owned());
    for (name, cred) in [("key", &owner), ("viewer", &app.a.key("viewer"))] {
        if let Cred::Key(secret) = cred {
            secrets.push(secret.clone());
        }
        assert_eq!(app.get("/inventory-service/sites", cred).await.status, 200, "{name}");
    }
    // Failures log too: a wrong key, a bad token, a bad client secret.
    app.get("/inventory-service/sites", &Cred::Key(format!("{}x", secrets[0]))).await;
    app.get("/inventory-service/sites", &Cred::Bearer(format!("{access}x"))).await;
    let wrong = [
        ("grant_type", "client_credentials"),
        ("client_id", client_id.as_str()),
        ("client_secret", "not-the-secret"),
    ];
    app.http.post(format!("{}/auth/token", app.base_url)).form(&wrong).send().await.unwrap();
    assert_eq!(app.get("/inventory-service/sites", &Cred::Bearer(access.clone())).await.status, 200);

    let text = String::from_utf8(captured.0.lock().unwrap().clone()).unwrap();
    for secret in &secrets {
        assert!(!text.contains(secret.as_str()), "a secret reached the logs");
        // Nor the distinctive middle of it (a secret cut or re-encoded around its prefix).
        let middle = &secret[secret.len() / 3..secret.len() * 2 / 3];
        assert!(!text.contains(middle), "part of a secret reached the logs");
    }
    let requests: Vec<Value> = text
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|line| line["fields"]["message"] == "request")
        .collect();
    let listed = requests
        .iter()
        .find(|line| line["fields"]["route"] == "/inventory-service/sites" && line["fields"]["status"] == 200)
        .expect("a request line for the list");
    let fields = &listed["fields"];
    assert!(fields["request_id"].as_str().unwrap().starts_with("req_"));
    assert!(fields["org"].as_str().unwrap().starts_with("org_"));
    assert!(fields["latency_ms"].is_u64() && fields["dynamodb_calls"].is_u64(), "{fields}");
    assert!(
        requests.iter().any(|line| line["fields"]["status"] == 401),
        "failures are logged as requests too"
    );
}
