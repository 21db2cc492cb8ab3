//! The Lambda entry every function binary calls: logging, app state from the environment, and
//! `lambda_http::run` over the shared pipeline.

use std::sync::Arc;

use crate::app::App;
use crate::pipeline::Service;
use crate::route::Route;

pub async fn run(routes: Vec<Route>) -> Result<(), lambda_http::Error> {
    crate::logging::init();
    let app = App::from_env().await?;
    let service = Arc::new(Service::new(app, routes));
    lambda_http::run(lambda_http::service_fn(move |request| {
        let service = service.clone();
        async move { Ok::<_, lambda_http::Error>(service.handle(request).await) }
    }))
    .await
}

/// The Lambda entry of an event-driven function (an EventBridge schedule invokes it): the
/// event's content is not needed, `run` does what is due by the wall clock. A failed run is
/// retried by EventBridge; its detail goes to the log, not to the runtime.
pub async fn run_worker<F, Fut>(run: F) -> Result<(), lambda_http::Error>
where
    F: Fn(Arc<App>) -> Fut,
    Fut: std::future::Future<Output = Result<serde_json::Value, crate::ApiError>>,
{
    crate::logging::init();
    let app = App::from_env().await?;
    let run = &run;
    lambda_http::lambda_runtime::run(lambda_http::service_fn(
        move |_event: lambda_http::LambdaEvent<serde_json::Value>| {
            let app = app.clone();
            async move { run(app).await.map_err(|_| lambda_http::Error::from("run failed")) }
        },
    ))
    .await
}
