//! The local stand-in for the scheduler's EventBridge rule: a run every interval, through
//! the same library entry the Lambda handler calls.

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
        }
    });
}
