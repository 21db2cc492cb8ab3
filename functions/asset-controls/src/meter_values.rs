//! GET /asset-controls/sessions/{session_id}/meter-values: a session's meter time series
//! (energy, power, state of charge per reading), oldest first, read from the batches the
//! gateway writes with the session (docs/data-model.md, "Meter readings"). Read as the session
//! is (`read:sessions`, site scope); cursor pagination in every version, as the session list;
//! `at` ranges as the message log's.

use std::collections::BTreeMap;

use http::Method;
use serde_json::Value;
use shared::domain::session::Session;
use shared::ids::SessionId;
use shared::list::cursor_paging::CursorPaging;
use shared::list::time_range::TimeRange;
use shared::list::{Cursor, ListError, fingerprint};
use shared::permissions::Permission::*;
use shared::store::session_meter::{MeterPosition, MeterRange};
use shared::{Access, ApiError, Ctx, Reply, Route};

use crate::sessions::readable;

const METER_VALUES: &str = "/asset-controls/sessions/{session_id}/meter-values";

pub fn routes() -> Vec<Route> {
    vec![
        Route::new(Method::GET, METER_VALUES, Access::Permission(ReadSessions), |ctx| Box::pin(list(ctx)))
            .read_only(),
    ]
}

/// What the request asks for.
struct Asked {
    range: MeterRange,
    paging: CursorPaging,
}

fn asked(query: &[(String, String)]) -> Result<Asked, ApiError> {
    let mut paging = CursorPaging::default();
    // A half-open range in milliseconds, [from, until).
    let mut time = TimeRange::default();
    for (name, value) in query {
        if paging.take(name, value)? || time.take(name, value)? {
            continue;
        }
        return Err(ListError::Unknown { parameter: name.clone(), filterable: vec!["at"] }.into());
    }
    Ok(Asked { range: MeterRange { from: time.from, until: time.until }, paging })
}

/// What a cursor is bound to besides the organization: this session's series and the range
/// (not the page size), so a cursor of another session, range or list is refused.
fn binding(session: SessionId, range: MeterRange) -> String {
    fingerprint(&[
        "list:SESSION_METER".to_owned(),
        session.uuid().to_string(),
        format!("at:{:?}:{:?}", range.from, range.until),
    ])
}

fn position(cursor: &Cursor) -> Result<MeterPosition, ApiError> {
    let bad = || ApiError::invalid_parameter("cursor", "not a cursor issued by this API");
    let sort_key = cursor.key.get("SK").ok_or_else(bad)?.clone();
    let passed = cursor.key.get("passed").and_then(|p| p.parse().ok()).ok_or_else(bad)?;
    Ok(MeterPosition { sort_key, passed })
}

async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    // Another organization's session, or one the caller's sites do not cover, is refused
    // before anything about the query is told.
    let session: Session = readable(&ctx).await?;
    let asked = asked(&ctx.query)?;
    let org = ctx.principal.org_id;
    let bound = binding(session.id, asked.range);
    let key = &ctx.app.cursor_key;
    let start = match &asked.paging.cursor {
        Some(text) => {
            Some(position(&Cursor::decode(text, key, &org.legacy(), &bound).map_err(ListError::from)?)?)
        }
        None => None,
    };
    let limit = usize::try_from(asked.paging.limit).unwrap_or(usize::MAX);
    let page = ctx.app.store.session_meter_page(org, session.id, asked.range, start.as_ref(), limit).await?;
    let next_cursor = match &page.next {
        Some(next) => {
            let at = BTreeMap::from([
                ("SK".to_owned(), next.sort_key.clone()),
                ("passed".to_owned(), next.passed.to_string()),
            ]);
            Some(Cursor::new(&org.legacy(), &bound, at).encode(key).map_err(ListError::from)?)
        }
        None => None,
    };
    let data: Vec<Value> = page.points.iter().map(|point| point.render(&ctx.version)).collect();
    let cursors = (asked.paging.cursor.as_deref(), next_cursor);
    Ok(Reply::cursor_page(data, cursors, asked.paging.limit, (&ctx.raw_path, &ctx.query)))
}
