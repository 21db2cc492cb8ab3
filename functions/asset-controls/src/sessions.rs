//! /asset-controls/sessions

use http::Method;
use serde_json::{Map, Value, json};
use shared::allocation::wake;
use shared::domain::schedule::AuthorCredential;
use shared::domain::session::{ActionBody, NewSession, SESSION_LIST, Session};
use shared::envelope::conditional_get;
use shared::ids::{SessionId, SessionKind};
use shared::list::Extra;
use shared::permissions::Permission::*;
use shared::rate_limit;
use shared::refusals::Answer;
use shared::route::list_reply;
use shared::site_access::SiteScope;
use shared::station_sessions::commands;
use shared::station_sessions::link::station_link;
use shared::store::sessions::SESSION;
use shared::store::visible::VisibleSet;
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/asset-controls/sessions";
const ITEM: &str = "/asset-controls/sessions/{session_id}";
const ACTION: &str = "/asset-controls/sessions/{session_id}/action";

pub fn routes() -> Vec<Route> {
    let need = Access::Permission;
    vec![
        Route::new(Method::POST, COLLECTION, need(WriteSessions), |ctx| Box::pin(start(ctx))).idempotent(),
        Route::new(Method::GET, COLLECTION, need(ReadSessions), |ctx| Box::pin(list(ctx))).read_only(),
        Route::new(Method::GET, ITEM, need(ReadSessions), |ctx| Box::pin(get(ctx))).read_only(),
        Route::new(Method::POST, ACTION, need(WriteSessions), |ctx| Box::pin(act(ctx)))
            .limited(&rate_limit::SESSION_ACTION),
    ]
}

fn session_id(ctx: &Ctx) -> Result<SessionId, ApiError> {
    ctx.path_id::<SessionKind>("session_id")
}

async fn start(ctx: Ctx) -> Result<Reply, ApiError> {
    let new = NewSession::from_body(&ctx.body)?;
    // 201 for a new session; 200 for the one a station began unauthorized and this start
    // authorized (docs/ocpp.md, "Starts claim the asset first").
    let reply_of = |session: &Session, created: bool| {
        let body = session.render(&ctx.version);
        let reply = if created {
            Reply::created(body, &ctx.location_of(&ctx.version.show_id(&session.id)))
        } else {
            Reply::ok(body)
        };
        reply.etag(session.version)
    };
    let scope = SiteScope::of(&ctx.principal);
    let record_of = |session: &Session, created: bool| ctx.idempotency_record(&reply_of(session, created));
    let link = station_link(&ctx.app.store, &ctx.app.config);
    let started =
        commands::start_session(&ctx.app.store, &link, ctx.principal.org_id, &new, &scope, record_of)
            .await
            .map_err(|refused| refused.answer(&new.asset_given, &ctx.version))?;
    Ok(reply_of(&started.session, started.created))
}

/// Cursor pagination in every version: sessions accumulate without bound.
async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let scope = SiteScope::of(&ctx.principal);
    let filters = scope.list_filter().into_iter().collect();
    let visible = VisibleSet::of(&scope, ctx.principal.org_id.uuid(), SESSION_LIST.kind);
    let extra = Extra { cursor_always: true, filters, visible, ..Extra::default() };
    list_reply(&ctx, &SESSION_LIST, extra, |session: Session| session.render(&ctx.version)).await
}

async fn get(ctx: Ctx) -> Result<Reply, ApiError> {
    let session = readable(&ctx).await?;
    Ok(conditional_get(&ctx.headers, session.version, || Reply::ok(session.render(&ctx.version))))
}

/// The session the path names, if the caller may read it (one consistent GetItem): another
/// organization's is refused as any of its resources, one at a site the caller does not see
/// as not assigned. What the session GET answers, and so what reads of its parts answer.
pub(crate) async fn readable(ctx: &Ctx) -> Result<Session, ApiError> {
    let id = session_id(ctx)?;
    let shown = ctx.param("session_id");
    let session: Session = ctx.owned(SESSION, id.uuid(), shown).await?;
    if !SiteScope::of(&ctx.principal).sees(session.visibility, session.site_id) {
        return Err(shared::refusals::not_assigned_to_site(SESSION.resource, shown));
    }
    Ok(session)
}

/// `{action: pause | resume | stop, reason?, energy_kwh?, force?}`: the session after the
/// action. A forced stop (`admin:assets` on top of the route's `write:sessions`) completes the
/// session without asking its station, for a station that never lets go (docs/asset-controls.md).
async fn act(ctx: Ctx) -> Result<Reply, ApiError> {
    let id = session_id(&ctx)?;
    let shown = ctx.param("session_id");
    let access = async {
        let owned = ctx.app.store.get_owned::<Session>(SESSION, id.uuid(), ctx.principal.org_id).await?;
        owned.map(|_| ()).map_err(|e| (e, SESSION).answer(shown, &ctx.version))
    };
    let body = shared::route::parsed_after_access(ActionBody::from_body(&ctx.body), access).await?;
    let scope = SiteScope::of(&ctx.principal);
    let org = ctx.principal.org_id;
    let session = if body.force {
        // An operator's stop asks the station; only an administrator may end it without.
        ctx.require(AdminAssets)?;
        let by = forced_by(&ctx);
        let link = station_link(&ctx.app.store, &ctx.app.config);
        commands::write_kept_readings(&ctx.app.store, &link, org, id, &scope).await;
        let forced = ctx
            .app
            .store
            .force_stop(org, id, &body.request, &scope, &by)
            .await
            .map_err(|refused| refused.answer(shown, &ctx.version))?;
        // A forced stop says the transaction is over: at a site with a limit, its share goes to
        // the others. Best effort: the stop stands either way.
        let (site, shown_id) = (forced.site_id, forced.id.to_string());
        if let Err(error) = wake::left(&ctx.app.store, &link, org, site, &shown_id).await {
            tracing::warn!(session = %shown_id, %error, "load.forced_stop_not_left");
        }
        forced
    } else {
        let link = station_link(&ctx.app.store, &ctx.app.config);
        commands::act_on_session(&ctx.app.store, &link, org, id, &body.request, &scope)
            .await
            .map_err(|refused| refused.answer(shown, &ctx.version))?
    };
    Ok(Reply::ok(session.render(&ctx.version)).etag(session.version))
}

/// Who forced a stop, for its event: the member and the credential they used, as schedule
/// runs name their author (`author_id`, `author_key_id` or `author_family`/`author_client_id`).
fn forced_by(ctx: &Ctx) -> Value {
    let mut by = Map::new();
    by.insert("author_id".into(), json!(ctx.principal.member_id.uuid().to_string()));
    let credential = AuthorCredential::of(&ctx.principal).map(|c| c.attrs()).unwrap_or_default();
    for (name, value) in credential {
        by.insert(name.into(), json!(value));
    }
    Value::Object(by)
}
