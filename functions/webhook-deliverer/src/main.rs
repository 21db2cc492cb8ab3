// lambda_runtime's service stack around the run future is deeper than the default limit.
#![recursion_limit = "256"]

use lambda_runtime::{LambdaEvent, service_fn};
use serde_json::Value;

/// Invoked every minute by an EventBridge schedule: delivers what is due by the wall clock.
#[tokio::main]
async fn main() -> Result<(), lambda_runtime::Error> {
    shared::logging::init();
    let app = shared::App::from_env().await?;
    lambda_runtime::run(service_fn(move |_event: LambdaEvent<Value>| {
        let app = app.clone();
        // A failed run is retried by EventBridge; the error's detail goes to the log only.
        async move {
            webhook_deliverer::handle(&app)
                .await
                .map_err(|_| lambda_runtime::Error::from("delivery run failed"))
        }
    }))
    .await
}
