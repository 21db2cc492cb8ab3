//! The scheduler: each run fires the schedule items whose due time has come (a Query on the
//! due index, never a Scan), exactly once per due time however runs overlap or retry (see
//! `shared::store::scheduler`), and records each run as a `schedule_triggered` event that
//! is `pending` while the action runs and `completed` with its outcome after. An item acts
//! with its author's authority, checked at every run (`shared::schedule_authority`): a run
//! whose author may no longer act is claimed and recorded `refused`, and does nothing.

mod actions;
mod authors;
pub mod campaigns;

use futures_util::StreamExt;
use serde_json::{Value, json};
use shared::domain::asset::Visibility;
use shared::domain::capacity::Capacity;
use shared::domain::event::{Event, EventType};
use shared::domain::schedule::AuthorCredential;
use shared::domain::schedule::{ItemAction, Target};
use shared::ids::{EventId, MemberId};
use shared::schedule_authority::{Refusal, RunTarget};
use shared::store::scheduler::{DueEntry, DueItem, Lease};
use shared::time::{iso, now_ms};
use shared::{ApiError, App};

use authors::{Authors, Authorship};

/// A run not completed within this long is taken over by a later scheduler run.
pub const LEASE_MS: i64 = 5 * 60_000;
/// A due time missed by more than this is recorded as `missed` and not acted on: starting a
/// charging session hours late would surprise the driver more than not starting it.
pub const MAX_LATENESS_MS: i64 = 60 * 60_000;
/// Due entries handled at once by one run.
const CONCURRENCY: usize = 8;

/// What one scheduler run did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Report {
    /// Due times claimed and acted on.
    pub fired: usize,
    /// Due times claimed too late to act on.
    pub missed: usize,
    /// Pending runs of a failed worker completed by this one.
    pub taken_over: usize,
    /// Due times claimed but not acted on: the author may no longer act (data.reason says why).
    pub refused: usize,
    /// Due entries another run claimed first.
    pub lost: usize,
    /// Stations of firmware campaigns sent UpdateFirmware (`campaigns`).
    pub firmware_sent: usize,
}

impl Report {
    pub fn to_json(&self) -> Value {
        json!({
            "fired": self.fired,
            "missed": self.missed,
            "taken_over": self.taken_over,
            "refused": self.refused,
            "lost": self.lost,
            "firmware_sent": self.firmware_sent,
        })
    }
}

/// The Lambda handler: one run at the wall clock.
pub async fn handle(app: &App) -> Result<Value, ApiError> {
    let report = run(app, now_ms())
        .await
        .inspect_err(|error| tracing::error!(error = ?error, "scheduler run failed"))?;
    tracing::info!(
        fired = report.fired,
        missed = report.missed,
        taken_over = report.taken_over,
        refused = report.refused,
        lost = report.lost,
        firmware_sent = report.firmware_sent,
        "scheduler run"
    );
    Ok(report.to_json())
}

/// One scheduler run as of `now` (milliseconds): everything due by then, missed minutes
/// included, since an item stays in the due index until a run claims it.
pub async fn run(app: &App, now: i64) -> Result<Report, ApiError> {
    let entries = app.store.due_entries(now).await?;
    let authors = &Authors::new(app, now);
    // Entries are independent: a few at a time keeps a busy minute inside one run.
    let items = futures_util::stream::iter(entries)
        .map(|entry| async move {
            let result = match entry {
                Ok(DueEntry::Item(due)) => fire(app, authors, due, now).await,
                Ok(DueEntry::Run { event, lease_until }) => {
                    take_over(app, authors, event, lease_until, now).await
                }
                Err(error) => Err(error.into()),
            };
            // One bad entry must not hold up the others; it stays due and is tried again.
            result.unwrap_or_else(|error| {
                tracing::error!(error = ?error, "scheduler entry failed");
                Outcome::Lost
            })
        })
        .buffer_unordered(CONCURRENCY)
        .collect::<Vec<Outcome>>();
    // Campaigns are independent of the due items, and run beside them (both within the Lambda's
    // timeout): a failure there is logged, not the run's.
    let firmware = async {
        campaigns::run(app, now).await.unwrap_or_else(|error| {
            tracing::error!(error = ?error, "firmware campaigns not read");
            0
        })
    };
    let (outcomes, firmware_sent) = futures_util::future::join(items, Box::pin(firmware)).await;
    let mut report = Report { firmware_sent, ..Report::default() };
    for outcome in outcomes {
        match outcome {
            Outcome::Fired => report.fired += 1,
            Outcome::Missed => report.missed += 1,
            Outcome::TakenOver => report.taken_over += 1,
            Outcome::Refused => report.refused += 1,
            Outcome::Lost => report.lost += 1,
        }
    }
    Ok(report)
}

/// What became of one due entry.
enum Outcome {
    Fired,
    Missed,
    TakenOver,
    Refused,
    Lost,
}

/// Claims the item's due time, then acts and completes the event; or, when the item's
/// author may no longer act, claims it as a completed `refused` run and does nothing.
async fn fire(app: &App, authors: &Authors<'_>, due: DueItem, now: i64) -> Result<Outcome, ApiError> {
    let DueItem { item, zone, placement: recorded } = due;
    let Some(due) = item.next_run_at else { return Ok(Outcome::Lost) };
    let missed = now - due > MAX_LATENESS_MS;
    // Runs missed by more than the lateness bound are skipped, not queued up.
    let next = item.when.next_after(due.max(now - MAX_LATENESS_MS), zone);
    let (asset_id, (site_id, visibility)) = match item.target {
        Target::Asset(asset) => {
            let placement = app.store.asset_placement(asset, recorded).await?;
            (Some(asset), (placement.site, placement.visibility))
        }
        // Only members who see the whole site see a site-wide run.
        Target::Site(site) => (None, (site, Visibility::Site)),
    };
    let mut data = json!({
        "schedule_id": item.schedule_id.uuid().to_string(),
        "schedule_item_id": item.id.uuid().to_string(),
        "action": item.action.as_str(),
        "due_at": iso(due),
        "author_id": item.author.map(|author| author.uuid().to_string()),
    });
    if let Some(until) = item.author_until {
        data["author_until"] = json!(until);
    }
    // Recorded for a take-over, which checks the credential again.
    for (attr, value) in item.author_credential.iter().flat_map(AuthorCredential::attrs) {
        data[attr] = json!(value);
    }
    if let Some(limit) = item.action.power_limit() {
        data["power_limit_kw"] = limit.to_json();
    }
    if let Some(evse) = item.action.evse() {
        data["evse_id"] = json!(evse.get());
    }
    // A missed run does nothing anyway: its author is not read.
    let refusal = if missed {
        None
    } else if item.author_until.is_some_and(|until| until <= now) {
        Some(Refusal::AuthorCredentialExpired)
    } else {
        let target = RunTarget { site: site_id, visibility };
        let by = Authorship { author: item.author, credential: item.author_credential.as_ref() };
        authors.check(item.org_id, by, item.action, target).await?.err()
    };
    if missed {
        data["outcome"] = json!("missed");
    }
    if let Some(refusal) = refusal {
        refused(&mut data, refusal);
    }
    let acts = !missed && refusal.is_none();
    let event = Event {
        id: EventId::generate(),
        org_id: item.org_id,
        kind: EventType::ScheduleTriggered,
        status: if acts { "pending" } else { "completed" },
        asset_id,
        site_id,
        visibility,
        session_id: None,
        data: data.clone(),
        created_at: now,
    };
    let lease = acts.then_some(now + LEASE_MS);
    if !app.store.claim_run((item.id, item.version), due, next, &event, lease).await? {
        return Ok(Outcome::Lost);
    }
    let Some(until) = lease else {
        return Ok(if refusal.is_some() { Outcome::Refused } else { Outcome::Missed });
    };
    let run = Run { lease: Lease { event: event.id, until }, due, target: item.target, action: item.action };
    complete(app, &event, run, data, now).await?;
    Ok(Outcome::Fired)
}

/// A pending run whose worker did not complete it within the lease: take the lease over
/// and act again, unless the due time is now past the lateness bound or the author recorded
/// on the run may no longer act. Actions are safe to repeat (see `actions`).
async fn take_over(
    app: &App,
    authors: &Authors<'_>,
    event: Event,
    lease_until: Option<i64>,
    now: i64,
) -> Result<Outcome, ApiError> {
    let Some(old) = lease_until else {
        return Ok(Outcome::Lost);
    };
    let until = now + LEASE_MS;
    if event.status != "pending"
        || !app.store.renew_lease(Lease { event: event.id, until: old }, until).await?
    {
        return Ok(Outcome::Lost);
    }
    let lease = Lease { event: event.id, until };
    let due = event.data.get("due_at").and_then(Value::as_str).and_then(shared::time::parse_instant);
    let Some(due) = due.filter(|due| now - due <= MAX_LATENESS_MS) else {
        let mut data = event.data.clone();
        data["outcome"] = json!("missed");
        app.store.complete_run(lease, &data).await?;
        return Ok(Outcome::Missed);
    };
    let limit = event.data.get("power_limit_kw").and_then(|v| Capacity::from_json(v).ok());
    let name = event.data.get("action").and_then(Value::as_str).unwrap_or_default();
    let evse = event.evse_id();
    let action = ItemAction::from_parts(name, limit, evse).map_err(ApiError::internal)?;
    let target = match event.asset_id {
        Some(asset) => Target::Asset(asset),
        None => Target::Site(event.site_id),
    };
    // Acting again is acting: the author is checked again, where the claim recorded the target.
    let author = event.data.get("author_id").and_then(Value::as_str).and_then(MemberId::parse);
    let placed = RunTarget { site: event.site_id, visibility: event.visibility };
    let until = event.data.get("author_until").and_then(Value::as_i64);
    let credential = AuthorCredential::from_attrs(|name| event.data.get(name).and_then(Value::as_str))
        .map_err(|_| ApiError::internal("scheduled run with a corrupt author credential"))?;
    let by = Authorship { author, credential: credential.as_ref() };
    let checked = match until.is_some_and(|until| until <= now) {
        true => Err(Refusal::AuthorCredentialExpired),
        false => authors.check(event.org_id, by, action, placed).await?,
    };
    if let Err(refusal) = checked {
        let mut data = event.data.clone();
        refused(&mut data, refusal);
        app.store.complete_run(lease, &data).await?;
        return Ok(Outcome::Refused);
    }
    let data = event.data.clone();
    complete(app, &event, Run { lease, due, target, action }, data, now).await?;
    Ok(Outcome::TakenOver)
}

/// A run not acted on because its author may no longer act: `outcome: refused` and why.
fn refused(data: &mut Value, refusal: Refusal) {
    data["outcome"] = json!("refused");
    data["reason"] = json!(refusal.as_str());
}

/// A claimed run: what to do, where, for which due time, under which lease.
struct Run {
    lease: Lease,
    due: i64,
    target: Target,
    action: ItemAction,
}

async fn complete(app: &App, event: &Event, run: Run, mut data: Value, now: i64) -> Result<(), ApiError> {
    let results = actions::apply(app, event, run.target, run.action, run.due, now).await?;
    data["outcome"] = json!(actions::outcome(&results));
    data["results"] = Value::Array(results);
    if !app.store.complete_run(run.lease, &data).await? {
        tracing::warn!(event = %event.id.uuid(), "scheduler lease lost before completion");
    }
    Ok(())
}
