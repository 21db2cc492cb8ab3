//! /asset-controls/events: the event history, newest first by default.

use http::Method;
use shared::domain::event::{EVENT_LIST, Event};
use shared::list::Extra;
use shared::permissions::Permission::*;
use shared::rate_limit;
use shared::route::list_reply;
use shared::site_access::SiteScope;
use shared::store::visible::VisibleSet;
use shared::{Access, ApiError, Ctx, Reply, Route};

pub fn routes() -> Vec<Route> {
    let route = Route::new(Method::GET, "/asset-controls/events", Access::Permission(ReadEvents), |ctx| {
        Box::pin(list(ctx))
    });
    vec![route.read_only().limited(&rate_limit::EVENTS)]
}

/// Cursor pagination in every version; `sort=created_at` or `-created_at`. Site-restricted
/// members see the events of what they can see (the asset's visibility, kept on the event).
async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let scope = SiteScope::of(&ctx.principal);
    let filters = scope.list_filter().into_iter().collect();
    let visible = VisibleSet::of(&scope, ctx.principal.org_id.uuid(), EVENT_LIST.kind);
    let extra = Extra { cursor_always: true, filters, visible, ..Extra::default() };
    list_reply(&ctx, &EVENT_LIST, extra, |event: Event| event.render(&ctx.version)).await
}
