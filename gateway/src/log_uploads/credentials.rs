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
/// How long the endpoint may take: its lock is held meanwhile, and every upload waits on it.
const FETCH_WITHIN: Duration = Duration::from_secs(5);
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
        let (credentials, until) = served(client, &url, authorization).await?;
        *kept = Some((credentials.clone(), until));
        Ok(credentials)
    }
}

/// The credentials a container credentials endpoint at `url` serves, and until when.
async fn served(
    client: &reqwest::Client,
    url: &str,
    authorization: Option<String>,
) -> Result<(Credentials, SystemTime), NoCredentials> {
    let mut request = client.get(url).timeout(FETCH_WITHIN);
    if let Some(authorization) = authorization {
        request = request.header(http::header::AUTHORIZATION, authorization);
    }
    // reqwest's errors name their URL; the endpoint's (a full URI) is the task's to keep.
    let failed = |error: reqwest::Error| NoCredentials::Endpoint(error.without_url().to_string());
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
    Ok((credentials, until))
}

#[cfg(test)]
mod tests {
    use super::*;
    use http_body_util::{BodyExt, Full};
    use hyper::body::Bytes;
    use hyper::server::conn::http1;
    use hyper::service::service_fn;
    use hyper_util::rt::TokioIo;

    /// A one-request endpoint answering `body`, after checking the authorization it was sent.
    async fn endpoint(body: &'static str) -> String {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bound");
        let url = format!("http://{}/v2/credentials/abc", listener.local_addr().expect("an address"));
        tokio::spawn(async move {
            let (stream, _) = listener.accept().await.expect("a connection");
            let service = service_fn(|request: hyper::Request<hyper::body::Incoming>| async move {
                let authorized = request.headers().get("authorization").is_some_and(|v| v == "token-1");
                let path = request.uri().path().to_owned();
                let _ = request.into_body().collect().await;
                let mut response = hyper::Response::new(Full::new(Bytes::from_static(body.as_bytes())));
                if !authorized || path != "/v2/credentials/abc" {
                    *response.status_mut() = http::StatusCode::FORBIDDEN;
                }
                Ok::<_, std::convert::Infallible>(response)
            });
            let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
        });
        url
    }

    fn client() -> reqwest::Client {
        let _ = rustls::crypto::aws_lc_rs::default_provider().install_default();
        reqwest::Client::new()
    }

    #[tokio::test]
    async fn the_container_endpoints_credentials_are_read_with_their_expiry() {
        let url = endpoint(
            r#"{"RoleArn":"arn:aws:iam::1:role/gateway","AccessKeyId":"ASIAEXAMPLE","SecretAccessKey":"s3cr3t","Token":"session","Expiration":"2030-01-01T00:00:00Z"}"#,
        )
        .await;
        let client = client();
        let (credentials, until) = served(&client, &url, Some("token-1".into())).await.expect("served");
        assert_eq!(credentials.access_key_id(), "ASIAEXAMPLE");
        assert_eq!(credentials.secret_access_key(), "s3cr3t");
        assert_eq!(credentials.session_token(), Some("session"));
        assert_eq!(until, SystemTime::UNIX_EPOCH + Duration::from_secs(1_893_456_000));
    }

    #[tokio::test]
    async fn a_refusing_endpoint_gives_no_credentials() {
        let url = endpoint("{}").await;
        let refused = served(&client(), &url, None).await;
        assert!(matches!(refused, Err(NoCredentials::Endpoint(_))));
        let text = refused.err().map(|error| error.to_string()).unwrap_or_default();
        assert!(!text.contains("/v2/credentials/abc"), "the endpoint's URL is not told: {text}");
    }

    #[tokio::test]
    async fn an_endpoint_that_does_not_answer_gives_up_within_seconds() {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bound");
        let url = format!(
            "http://{}/v2/credentials/abc?X-Amz-Security-Token=t",
            listener.local_addr().expect("an address")
        );
        // Connections are accepted and never answered.
        let held = tokio::spawn(async move {
            let mut streams = Vec::new();
            while let Ok((stream, _)) = listener.accept().await {
                streams.push(stream);
            }
        });
        // It gives up on its own (its FETCH_WITHIN); the outer bound only keeps a regression from
        // hanging the suite, and is generous for a loaded machine.
        let refused = tokio::time::timeout(Duration::from_secs(120), served(&client(), &url, None))
            .await
            .expect("the fetch gives up on its own");
        held.abort();
        let text = refused.err().map(|error| error.to_string()).unwrap_or_default();
        assert!(text.starts_with("the container credentials endpoint") && !text.contains("X-Amz-"), "{text}");
    }
}
