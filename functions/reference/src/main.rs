//! The reference function: no table, no credential; the documents and the /docs page.

use std::sync::Arc;

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    shared::logging::init();
    let reference = Arc::new(reference::Reference::from_env()?);
    lambda_http::run(lambda_http::service_fn(move |request| {
        let reference = reference.clone();
        async move { Ok::<_, lambda_http::Error>(reference.handle(&request)) }
    }))
    .await
}
