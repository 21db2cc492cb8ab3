//! The local stand-in for the EventBridge rules of the event-driven functions: the scheduler
//! and the webhook deliverer run every interval, through the entries their Lambda handlers call;
//! and for the table's stream that starts the deliverer as soon as a delivery is written.

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

/// Runs the webhook deliverer whenever the store commits a new delivery, as the table's stream
/// invokes it when deployed: the same handler, so a delivery goes out within moments of the
/// event's commit. Writes during a run coalesce into one more run after it.
pub fn deliver_on_write(app: Arc<App>) {
    let written = app.store.new_deliveries();
    tokio::spawn(async move {
        loop {
            written.notified().await;
            if let Ok(report) = webhook_deliverer::handle(&app).await {
                tracing::debug!(report = %report, "local webhook delivery on write");
            }
        }
    });
}
