// lambda_runtime's service stack around the run future is deeper than the default limit.
#![recursion_limit = "256"]

/// Invoked every minute by an EventBridge schedule.
#[tokio::main]
async fn main() -> Result<(), lambda_runtime::Error> {
    shared::lambda::run_worker(|app| async move { scheduler::handle(&app).await }).await
}
