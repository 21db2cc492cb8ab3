// lambda_runtime's service stack around the run future is deeper than the default limit.
#![recursion_limit = "256"]

/// Invoked every minute by an EventBridge schedule (the retry sweep), and by the table's stream
/// whenever a delivery is written (the fast path); either way it runs what is due.
#[tokio::main]
async fn main() -> Result<(), lambda_runtime::Error> {
    shared::lambda::run_worker(|app| async move { webhook_deliverer::handle(&app).await }).await
}
