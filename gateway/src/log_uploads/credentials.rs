//! The task role's credentials, which the gateway pre-signs its PUTs to the logs bucket with:
//! from the environment where they are set (tests, or a task given them), else from the ECS
//! container credentials endpoint that Fargate serves every task (read once, kept until five
//! minutes before they expire).

use std::time::{Duration, SystemTime};

use serde::Deserialize;
use shared::log_files::{Credentials, environment_credentials};
use tokio::sync::Mutex;

/// Fargate's credentials endpoint, with `AWS_CONTAINER_CREDENTIALS_RELATIVE_URI`.
const ECS_ENDPOINT: &str = "http://169.254.170.2";
/// Credentials closer than this to their expiry are read again.
const RENEW_BEFORE: Duration = Duration::from_secs(300);

/// The endpoint's answer.
#[derive(Deserialize)]
#[serde(rename_all = "PascalCase")]
struct Served {
    access_key_id: String,
    secret_access_key: String,
    token: Option<String>,
    expiration: Option<chrono::DateTime<chrono::Utc>>,
}

/// Why no credentials.
#[derive(Debug)]
pub enum NoCredentials {
    /// Neither the environment's nor an ECS endpoint's.
    Unset,
    Endpoint(String),
}

impl std::fmt::Display for NoCredentials {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NoCredentials::Unset => {
                write!(f, "no AWS credentials in the environment nor a container endpoint")
            }
            NoCredentials::Endpoint(error) => write!(f, "the container credentials endpoint: {error}"),
        }
    }
}

/// The credentials last read from the endpoint, and until when they serve.
#[derive(Default)]
pub struct TaskCredentials {
    kept: Mutex<Option<(Credentials, SystemTime)>>,
}

impl TaskCredentials {
    pub async fn get(&self, client: &reqwest::Client) -> Result<Credentials, NoCredentials> {
        if let Some(credentials) = environment_credentials() {
            return Ok(credentials);
        }
        let mut kept = self.kept.lock().await;
        if let Some((credentials, until)) = kept.as_ref()
            && SystemTime::now() + RENEW_BEFORE < *until
        {
            return Ok(credentials.clone());
        }
        let var = |name: &str| std::env::var(name).ok().filter(|value| !value.is_empty());
        let (url, authorization) = match var("AWS_CONTAINER_CREDENTIALS_RELATIVE_URI") {
            Some(relative) => (format!("{ECS_ENDPOINT}{relative}"), None),
            None => {
                let full = var("AWS_CONTAINER_CREDENTIALS_FULL_URI").ok_or(NoCredentials::Unset)?;
                (full, var("AWS_CONTAINER_AUTHORIZATION_TOKEN"))
            }
        };
        let mut request = client.get(url);
        if let Some(authorization) = authorization {
            request = request.header(http::header::AUTHORIZATION, authorization);
        }
        let failed = |error: reqwest::Error| NoCredentials::Endpoint(error.to_string());
        let served: Served = request
            .send()
            .await
            .map_err(failed)?
            .error_for_status()
            .map_err(failed)?
            .json()
            .await
            .map_err(failed)?;
        let until = served.expiration.map_or(SystemTime::now() + RENEW_BEFORE * 2, SystemTime::from);
        let credentials = Credentials::new(
            served.access_key_id,
            served.secret_access_key,
            served.token,
            Some(until),
            "ecs-container",
        );
        *kept = Some((credentials.clone(), until));
        Ok(credentials)
    }
}
