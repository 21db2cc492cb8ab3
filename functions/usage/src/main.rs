#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    shared::lambda::run(usage::routes()).await
}
