//! The DynamoDB client. A function takes its credentials and region from the variables Lambda
//! sets for the execution role, which is where the SDK's default chain finds them first in
//! Lambda; reading them directly keeps that chain (STS, profile files, instance metadata) out of
//! every function's binary and start. The operator CLI, run from an operator's machine, builds
//! its client with the whole chain and hands it to `client_with`.

use aws_sdk_dynamodb::Client;
use aws_sdk_dynamodb::config::{BehaviorVersion, Builder, Credentials, Region, SharedCredentialsProvider};

use super::calls;

/// A client for `endpoint` (DynamoDB Local: dummy static credentials, so nothing probes for
/// real ones) or, without one, for AWS with the Lambda environment's credentials.
pub fn client_for(endpoint: Option<&str>) -> Client {
    let region = env("AWS_REGION").unwrap_or_else(|| "us-east-1".into());
    let builder = Builder::new().behavior_version(BehaviorVersion::latest()).region(Region::new(region));
    let builder = match endpoint {
        Some(endpoint) => builder
            .endpoint_url(endpoint)
            .credentials_provider(Credentials::new("local", "local", None, None, "static")),
        None => {
            let credentials = environment_credentials();
            if credentials.is_none() {
                tracing::error!(
                    "AWS_ACCESS_KEY_ID or AWS_SECRET_ACCESS_KEY is not set: every DynamoDB call will fail"
                );
            }
            let mut builder = builder;
            builder.set_credentials_provider(credentials.map(SharedCredentialsProvider::new));
            builder
        }
    };
    client_with(builder)
}

/// A client from a prepared configuration, with the per-request call counter installed.
pub fn client_with(builder: Builder) -> Client {
    Client::from_conf(builder.interceptor(calls::CallCounter).build())
}

/// The execution role's session credentials, as Lambda sets them for the environment's life.
fn environment_credentials() -> Option<Credentials> {
    let key = env("AWS_ACCESS_KEY_ID")?;
    let secret = env("AWS_SECRET_ACCESS_KEY")?;
    Some(Credentials::new(key, secret, env("AWS_SESSION_TOKEN"), None, "environment"))
}

fn env(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|value| !value.is_empty())
}
