#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    shared::lambda::run(auth::routes()).await
}
