#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    shared::lambda::run(webhooks::routes()).await
}
