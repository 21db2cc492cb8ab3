#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    shared::lambda::run(versions::routes_with_fallback()).await
}
