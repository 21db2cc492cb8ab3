//! GET /inventory-service/stations: the organization's charging stations with their
//! connection, status and last_seen_at, filtered to find the ones that need an operator
//! (docs/ocpp.md, "Finding the stations that need you"). The asset list's machinery over the
//! assets that are stations: same pages, sorts, read budget and site scope.

use http::Method;
use serde_json::Value;
use shared::domain::asset::Asset;
use shared::domain::station_list::{STATION_ASSET_ATTR, STATION_LIST, render_entry};
use shared::list::Extra;
use shared::permissions::Permission::*;
use shared::route::list_reply;
use shared::site_access::SiteScope;
use shared::store::list::Condition;
use shared::store::visible::VisibleSet;
use shared::{Access, ApiError, Ctx, Reply, Route};

const COLLECTION: &str = "/inventory-service/stations";

pub fn routes() -> Vec<Route> {
    vec![
        Route::new(Method::GET, COLLECTION, Access::Permission(ReadAssets), |ctx| Box::pin(list(ctx)))
            .read_only(),
    ]
}

async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let scope = SiteScope::of(&ctx.principal);
    let extra = Extra {
        filters: scope.list_filter().into_iter().collect(),
        visible: VisibleSet::of(&scope, ctx.principal.org_id.uuid(), STATION_LIST.kind),
        always: vec![Condition::Exists { attr: STATION_ASSET_ATTR }],
        ..Extra::default()
    };
    // Every entry read is a station: the read's own filter keeps only assets with a station.
    list_reply(&ctx, &STATION_LIST, extra, |asset: Asset| {
        render_entry(&asset, &ctx.version).unwrap_or(Value::Null)
    })
    .await
}
