//! The task's lease, and the sweep of lost tasks' stations (docs/ocpp.md, "Lost gateway
//! tasks"). Every interval the task renews its lease and reads the leases' partition (a
//! handful of items); a lease expired for more than a grace is a task that died without its
//! drain, whose stations it recorded holding are shown offline as a close would, then the
//! lease goes. Every write is conditional, so two tasks sweeping one lost task do no harm.

use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use shared::store::Store;
use shared::store::gateway_leases::{GatewayLease, GatewayTask, HOLDING_SHARDS};
use shared::time::now_ms;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

use crate::Gateway;

/// A lease lasts this many intervals: a task that misses two renewals in a row is still live.
pub const LEASE_INTERVALS: u32 = 3;
/// Held stations read per Query of a lost task's shard.
const PAGE: i32 = 100;
/// A lost task's stations swept at once (each a read of the station and of its asset, then
/// one transaction).
const SWEPT_AT_ONCE: usize = 8;
/// How long a failed first lease write waits before it is tried again.
const FIRST_RETRY: Duration = Duration::from_secs(1);

/// When a lease renewed at `now` (ms) expires.
pub fn expires_at(now: i64, interval: Duration) -> i64 {
    now.saturating_add(millis(interval).saturating_mul(i64::from(LEASE_INTERVALS)))
}

/// Whether `lease` is a lost task's as `own` sees it at `now` (ms): another task's, expired
/// for more than one interval (the grace: a sibling's clock may be behind this one's).
pub fn is_lost(lease: &GatewayLease, own: &GatewayTask, now: i64, interval: Duration) -> bool {
    lease.task.instance != own.instance && now > lease.expires_at.saturating_add(millis(interval))
}

fn millis(interval: Duration) -> i64 {
    i64::try_from(interval.as_millis()).unwrap_or(i64::MAX)
}

/// Aborts the task it holds when dropped, so a stopped keeper takes its sweep with it.
struct Owned(JoinHandle<()>);

impl Drop for Owned {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Writes the task's lease (retried until it is written, then `leased` is told), then renews
/// it every interval and after each renewal starts a sweep of lost tasks unless one still runs.
pub(crate) async fn keep(gateway: Arc<Gateway>, leased: oneshot::Sender<()>) {
    let interval = gateway.lease_interval;
    while let Err(error) =
        gateway.store.renew_gateway_lease(&gateway.task, expires_at(now_ms(), interval)).await
    {
        tracing::warn!(?error, "ocpp.lease_failed");
        tokio::time::sleep(FIRST_RETRY).await;
    }
    let _ = leased.send(());
    let mut ticks = tokio::time::interval(interval);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // The first tick is at once: the lease was just written, so this one only sweeps.
    let mut renew = false;
    let mut sweeping: Option<Owned> = None;
    loop {
        ticks.tick().await;
        if renew
            && let Err(error) =
                gateway.store.renew_gateway_lease(&gateway.task, expires_at(now_ms(), interval)).await
        {
            // The lease lasts several intervals: the next renewal may still be in time.
            tracing::warn!(?error, "ocpp.lease_failed");
        }
        renew = true;
        if sweeping.as_ref().is_none_or(|sweep| sweep.0.is_finished()) {
            let store = gateway.store.clone();
            let own = gateway.task.clone();
            sweeping = Some(Owned(tokio::spawn(sweep(store, own, interval))));
        }
    }
}

/// Sweeps every lost task's stations.
async fn sweep(store: Store, own: GatewayTask, interval: Duration) {
    let leases = match store.gateway_leases().await {
        Ok(leases) => leases,
        Err(error) => {
            tracing::warn!(?error, "ocpp.sweep_failed");
            return;
        }
    };
    let now = now_ms();
    for lease in leases.iter().filter(|lease| is_lost(lease, &own, now, interval)) {
        tracing::info!(instance = %lease.task.instance, address = %lease.task.address, "ocpp.sweep_started");
        match sweep_task(&store, lease).await {
            Ok(swept) => tracing::info!(instance = %lease.task.instance, swept, "ocpp.swept"),
            Err(error) => tracing::warn!(instance = %lease.task.instance, ?error, "ocpp.sweep_failed"),
        }
    }
}

/// Shows offline every station the lost task recorded holding (those since reconnected, rotated
/// or removed are only forgotten), page by page, then drops its lease. The stations shown
/// offline, counted; an error when some could not be swept (the lease stays, so the next sweep
/// tries them again).
async fn sweep_task(store: &Store, lease: &GatewayLease) -> Result<usize, String> {
    let mut swept = 0;
    let mut failed = 0;
    for shard in 0..HOLDING_SHARDS {
        let mut after = None;
        loop {
            let page = store
                .held_stations(&lease.task.instance, shard, PAGE, after)
                .await
                .map_err(|error| format!("{error:?}"))?;
            let outcomes: Vec<_> = futures_util::stream::iter(page.stations)
                .map(|held| async move { store.sweep_station(&lease.task, &held).await })
                .buffer_unordered(SWEPT_AT_ONCE)
                .collect()
                .await;
            for outcome in outcomes {
                match outcome {
                    Ok(true) => swept += 1,
                    Ok(false) => {}
                    Err(error) => {
                        tracing::warn!(?error, "ocpp.sweep_station_failed");
                        failed += 1;
                    }
                }
            }
            after = page.next;
            if after.is_none() {
                break;
            }
        }
    }
    if failed > 0 {
        return Err(format!("{failed} stations not swept"));
    }
    store.drop_gateway_lease(lease).await.map_err(|error| format!("{error:?}"))?;
    Ok(swept)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINUTE: Duration = Duration::from_secs(60);

    fn lease(instance: &str, expires_at: i64) -> GatewayLease {
        GatewayLease {
            task: GatewayTask { address: "10.0.0.2:8081".into(), instance: instance.into() },
            expires_at,
        }
    }

    fn own() -> GatewayTask {
        GatewayTask { address: "10.0.0.1:8081".into(), instance: "own".into() }
    }

    #[test]
    fn a_lease_lasts_three_intervals() {
        assert_eq!(expires_at(1_000, MINUTE), 1_000 + 180_000);
    }

    #[test]
    fn a_lease_not_yet_expired_is_a_live_task() {
        assert!(!is_lost(&lease("other", 10_000), &own(), 9_999, MINUTE));
    }

    #[test]
    fn a_lease_expired_within_the_grace_is_not_yet_lost() {
        assert!(!is_lost(&lease("other", 10_000), &own(), 10_000 + 60_000, MINUTE));
    }

    #[test]
    fn a_lease_expired_for_longer_than_the_grace_is_a_lost_task() {
        assert!(is_lost(&lease("other", 10_000), &own(), 10_000 + 60_001, MINUTE));
    }

    #[test]
    fn a_task_never_sweeps_itself() {
        assert!(!is_lost(&lease("own", 10_000), &own(), i64::MAX, MINUTE));
    }
}
