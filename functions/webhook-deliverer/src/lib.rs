//! The webhook worker: every run takes the deliveries due by now from the outbox (a Query on
//! the due index), claims each for one attempt, POSTs it signed with the Standard Webhooks
//! headers, and records the attempt. Failures retry with exponential backoff and jitter for
//! about a day; an endpoint answering 410 is disabled. A worker that dies mid-attempt leaves
//! the delivery due again when its lease ends, so nothing is lost (at least once; the same
//! `webhook-id` on every attempt lets receivers drop duplicates).

use futures_util::StreamExt;
use serde_json::{Value, json};
use shared::store::webhooks::{AttemptEnd, Delivery};
use shared::time::{iso, now_ms};
use shared::webhooks::{signature, target};
use shared::{ApiError, App};
use std::time::{Duration, Instant};

/// Waits before the 2nd, 3rd, ... attempt (seconds): about 27 hours in all.
pub const BACKOFF_SECS: [i64; 8] = [60, 300, 1_800, 3_600, 7_200, 14_400, 28_800, 43_200];
/// An attempt holds its delivery this long; a dead worker's delivery is due again after.
pub const LEASE_MS: i64 = 60_000;
const TIMEOUT: Duration = Duration::from_secs(10);
const CONCURRENCY: usize = 8;

/// What one run did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Report {
    pub delivered: usize,
    pub retrying: usize,
    pub failed: usize,
    pub lost: usize,
}

enum Outcome {
    Delivered,
    Retrying,
    Failed,
    Lost,
}

pub async fn handle(app: &App) -> Result<Value, ApiError> {
    let report =
        run(app, now_ms()).await.inspect_err(|e| tracing::error!(error = ?e, "delivery run failed"))?;
    tracing::info!(
        delivered = report.delivered,
        retrying = report.retrying,
        failed = report.failed,
        "delivery run"
    );
    Ok(
        json!({"delivered": report.delivered, "retrying": report.retrying, "failed": report.failed, "lost": report.lost}),
    )
}

/// One run as of `now` (milliseconds).
pub async fn run(app: &App, now: i64) -> Result<Report, ApiError> {
    // rustls needs its crypto provider chosen once per process; a second install is a no-op.
    let _ = rustls::crypto::aws_lc_rs::default_provider().install_default();
    let due = shared::webhooks::fair::fair_order(app.store.due_deliveries(now).await?);
    let outcomes: Vec<Outcome> = futures_util::stream::iter(due)
        .map(|delivery| async move {
            let attempted = match delivery {
                Ok(delivery) => attempt(app, delivery, now).await,
                Err(error) => Err(error.into()),
            };
            attempted.unwrap_or_else(|error| {
                tracing::error!(error = ?error, "delivery attempt failed");
                Outcome::Lost
            })
        })
        .buffer_unordered(CONCURRENCY)
        .collect()
        .await;
    let mut report = Report::default();
    for outcome in outcomes {
        match outcome {
            Outcome::Delivered => report.delivered += 1,
            Outcome::Retrying => report.retrying += 1,
            Outcome::Failed => report.failed += 1,
            Outcome::Lost => report.lost += 1,
        }
    }
    Ok(report)
}

async fn attempt(app: &App, delivery: Delivery, run_at: i64) -> Result<Outcome, ApiError> {
    // The clock of this attempt (a run's later attempts start later), or the run's if ahead.
    let now = run_at.max(now_ms());
    let Some(due) = delivery.next_attempt_at else { return Ok(Outcome::Lost) };
    let lease = now + LEASE_MS;
    if !app.store.claim_delivery(delivery.id, due, lease).await? {
        return Ok(Outcome::Lost);
    }
    let number = delivery.attempts.len() + 1;
    let (webhook, signing) = match app.store.webhook_with_secret(delivery.webhook_id).await? {
        Some((webhook, signing)) if webhook.status == shared::domain::webhook::WebhookStatus::Active => {
            (webhook, signing)
        }
        _ => {
            let record = json!({"attempt": number, "at": iso(now), "status_code": null, "error": "webhook_deleted_or_disabled", "duration_ms": 0});
            app.store.record_attempt(delivery.id, lease, &record, AttemptEnd::Failed).await?;
            return Ok(Outcome::Failed);
        }
    };
    let started = Instant::now();
    let sent = send(app, &webhook.url, &delivery.message_id(), &delivery.payload, &signing.at(now)).await;
    let duration_ms = started.elapsed().as_millis() as u64;
    let (status_code, error) = match &sent {
        Ok(code) => (Some(*code), None),
        Err(error) => (None, Some(error.clone())),
    };
    let gone = status_code == Some(410);
    let end = match status_code {
        Some(code) if (200..300).contains(&code) => AttemptEnd::Delivered,
        _ if gone || number > BACKOFF_SECS.len() => AttemptEnd::Failed,
        _ => AttemptEnd::Retry(now + backoff_ms(number)),
    };
    let next = match &end {
        AttemptEnd::Retry(at) => json!(iso(*at)),
        _ => Value::Null,
    };
    let record = json!({
        "attempt": number,
        "at": iso(now),
        "status_code": status_code,
        "error": error,
        "duration_ms": duration_ms,
        "next_attempt_at": next,
    });
    let outcome = match end {
        AttemptEnd::Delivered => Outcome::Delivered,
        AttemptEnd::Retry(_) => Outcome::Retrying,
        AttemptEnd::Failed => Outcome::Failed,
    };
    if !app.store.record_attempt(delivery.id, lease, &record, end).await? {
        tracing::warn!(delivery = %delivery.id.uuid(), "delivery lease lost before the attempt was recorded");
    }
    if gone {
        app.store.disable_webhook(webhook.id, "endpoint_gone").await?;
    }
    Ok(outcome)
}

/// The wait before the attempt after `number`, with ±20% jitter so retries of many
/// deliveries do not arrive together.
fn backoff_ms(number: usize) -> i64 {
    let base = BACKOFF_SECS[(number - 1).min(BACKOFF_SECS.len() - 1)] * 1000;
    let mut byte = [0u8; 1];
    let _ = getrandom::fill(&mut byte);
    base + base * (i64::from(byte[0]) - 128) / 640
}

/// POSTs the payload; the status code, or why there was none. The host is resolved and
/// checked again and the connection pinned to the checked address (no DNS rebinding).
async fn send(app: &App, url: &str, id: &str, body: &str, secrets: &[&str]) -> Result<u16, String> {
    let addresses =
        target::check(url, app.config.webhook_targets).await.map_err(|e| format!("target refused: {e}"))?;
    let parts = shared::domain::webhook::url_parts(url).ok_or("bad url")?;
    let client = reqwest::Client::builder()
        .timeout(TIMEOUT)
        .redirect(reqwest::redirect::Policy::none())
        .resolve_to_addrs(&parts.host, &addresses)
        .build()
        .map_err(|e| format!("client: {e}"))?;
    let timestamp = now_ms() / 1000;
    let signed = signature::sign_all(secrets, id, timestamp, body).ok_or("secret unusable")?;
    let response = client
        .post(url)
        .header("content-type", "application/json")
        .header("user-agent", "platform-operations-webhooks/1")
        .header("webhook-id", id)
        .header("webhook-timestamp", timestamp.to_string())
        .header("webhook-signature", signed)
        .body(body.to_owned())
        .send()
        .await
        .map_err(|e| if e.is_timeout() { "timeout".to_owned() } else { "connection failed".to_owned() })?;
    Ok(response.status().as_u16())
}
