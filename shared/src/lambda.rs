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
