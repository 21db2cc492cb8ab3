//! The local stand-in for the EventBridge rules of the event-driven functions: the scheduler
//! and the webhook deliverer run every interval, through the entries their Lambda handlers call.

use std::sync::Arc;
use std::time::Duration;

use shared::App;

pub fn run_scheduler_every(app: Arc<App>, every: Duration) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if let Ok(report) = scheduler::handle(&app).await {
                tracing::debug!(report = %report, "local scheduler run");
            }
            if let Ok(report) = webhook_deliverer::handle(&app).await {
                tracing::debug!(report = %report, "local webhook delivery run");
            }
        }
    });
}
