//! GET /inventory-service/assets/{asset_id}/station/messages: the OCPP message log of an asset's
//! station, every frame both ways for 7 days (docs/ocpp.md, "The message log"). Read as the
//! asset is (`read:assets`, site scope); cursor pagination in every version, as the event
//! history; filters by `action`, `direction` and `at` ranges; newest first unless `sort=at`.

use std::collections::BTreeMap;

use http::Method;
use serde_json::Value;
use shared::domain::asset::Asset;
use shared::domain::station_message::{Direction, MessageFilter};
use shared::ids::{AssetId, AssetKind};
use shared::list::cursor_paging::CursorPaging;
use shared::list::time_range::TimeRange;
use shared::list::{Cursor, ListError, fingerprint};
use shared::permissions::Permission::*;
use shared::site_access::SiteScope;
use shared::store::assets::ASSET;
use shared::store::station_messages::{Position, Walk};
use shared::{Access, ApiError, Ctx, Reply, Route};

const MESSAGES: &str = "/inventory-service/assets/{asset_id}/station/messages";

/// The parameters this list takes besides `limit`, `cursor` and `sort`.
const FILTERS: [&str; 6] = ["action", "direction", "at[gte]", "at[gt]", "at[lte]", "at[lt]"];

pub fn routes() -> Vec<Route> {
    vec![
        Route::new(Method::GET, MESSAGES, Access::Permission(ReadAssets), |ctx| Box::pin(list(ctx)))
            .read_only(),
    ]
}

/// What the request asks for.
struct Asked {
    filter: MessageFilter,
    walk: Walk,
    paging: CursorPaging,
}

fn invalid(parameter: &str, reason: &str) -> ApiError {
    ApiError::invalid_parameter(parameter, reason)
}

fn asked(query: &[(String, String)]) -> Result<Asked, ApiError> {
    let mut asked =
        Asked { filter: MessageFilter::default(), walk: Walk::NewestFirst, paging: CursorPaging::default() };
    // A half-open range in milliseconds, [from, until).
    let mut time = TimeRange::default();
    for (name, value) in query {
        if asked.paging.take(name, value)? || time.take(name, value)? {
            continue;
        }
        let filter = &mut asked.filter;
        match name.as_str() {
            "sort" => {
                asked.walk = match value.as_str() {
                    "-at" => Walk::NewestFirst,
                    "at" => Walk::OldestFirst,
                    _ => {
                        return Err(
                            ListError::Sort { field: Some(value.clone()), sortable: vec!["at"] }.into()
                        );
                    }
                }
            }
            "action" if !value.is_empty() && value.chars().count() <= 64 => {
                filter.action = Some(value.clone())
            }
            "action" => return Err(invalid(name, "an OCPP action name of 1 to 64 characters")),
            "direction" => {
                let direction = Direction::parse(value);
                let reason = format!("must be one of {}", Direction::NAMES.join(", "));
                filter.direction = Some(direction.ok_or_else(|| invalid(name, &reason))?);
            }
            other => {
                let mut filterable = FILTERS.to_vec();
                filterable.retain(|f| !f.starts_with("at["));
                filterable.push("at");
                return Err(ListError::Unknown { parameter: other.to_owned(), filterable }.into());
            }
        }
    }
    (asked.filter.from, asked.filter.until) = (time.from, time.until);
    Ok(asked)
}

/// What a cursor is bound to: the asset and the query's shape (not its limit).
fn shape(asset: AssetId, asked: &Asked) -> String {
    let filter = &asked.filter;
    fingerprint(&[
        "list:STATION_MESSAGE".to_owned(),
        asset.uuid().to_string(),
        format!("{:?}", asked.walk),
        format!("action:{:?}", filter.action),
        format!("direction:{:?}", filter.direction.map(Direction::as_str)),
        format!("at:{:?}:{:?}", filter.from, filter.until),
    ])
}

fn position(cursor: &Cursor) -> Result<Position, ApiError> {
    let bad = || invalid("cursor", "not a cursor issued by this API");
    let sort_key = cursor.key.get("SK").ok_or_else(bad)?.clone();
    let passed = cursor.key.get("passed").and_then(|p| p.parse().ok()).ok_or_else(bad)?;
    Ok(Position { sort_key, passed })
}

async fn list(ctx: Ctx) -> Result<Reply, ApiError> {
    let id: AssetId = ctx.path_id::<AssetKind>("asset_id")?;
    let shown = ctx.param("asset_id");
    let org = ctx.principal.org_id;
    // Another organization's asset, or one at a site the caller is not assigned to, is refused
    // before anything about the query is told.
    let asset: Asset = ctx.owned(ASSET, id.uuid(), shown).await?;
    if !SiteScope::of(&ctx.principal).sees(asset.visibility, asset.site_id) {
        return Err(shared::refusals::not_assigned_to_site(ASSET.resource, shown));
    }
    let asked = asked(&ctx.query)?;
    let binding = shape(id, &asked);
    let key = &ctx.app.cursor_key;
    let start = match &asked.paging.cursor {
        Some(text) => {
            Some(position(&Cursor::decode(text, key, &org.legacy(), &binding).map_err(ListError::from)?)?)
        }
        None => None,
    };
    let limit = usize::try_from(asked.paging.limit).unwrap_or(usize::MAX);
    let page =
        ctx.app.store.station_messages(org, id, &asked.filter, asked.walk, start.as_ref(), limit).await?;
    let next_cursor = match &page.next {
        Some(next) => {
            let at = BTreeMap::from([
                ("SK".to_owned(), next.sort_key.clone()),
                ("passed".to_owned(), next.passed.to_string()),
            ]);
            Some(Cursor::new(&org.legacy(), &binding, at).encode(key).map_err(ListError::from)?)
        }
        None => None,
    };
    let data: Vec<Value> =
        page.entries.iter().map(|(frame, ocpp)| frame.render(&ctx.version, *ocpp)).collect();
    let cursors = (asked.paging.cursor.as_deref(), next_cursor);
    Ok(Reply::cursor_page(data, cursors, asked.paging.limit, (&ctx.raw_path, &ctx.query)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect()
    }

    fn range(pairs: &[(&str, &str)]) -> (Option<i64>, Option<i64>) {
        let asked = asked(&query(pairs)).unwrap();
        (asked.filter.from, asked.filter.until)
    }

    #[test]
    fn the_time_range_is_half_open_whichever_operators_say_it() {
        // A value without a fraction covers its whole second.
        assert_eq!(range(&[("at[gt]", "100"), ("at[lte]", "200")]), (Some(101_000), Some(201_000)));
        assert_eq!(
            range(&[("at[gte]", "1970-01-01T00:01:40Z"), ("at[lt]", "200")]),
            (Some(100_000), Some(200_000))
        );
        assert_eq!(
            range(&[("at[gt]", "1970-01-01T00:01:40.250Z"), ("at[lte]", "1970-01-01T00:03:20.500Z")]),
            (Some(100_251), Some(200_501))
        );
    }

    #[test]
    fn bounds_of_one_side_together_keep_the_tighter() {
        assert_eq!(range(&[("at[gte]", "1"), ("at[gt]", "2")]), (Some(3_000), None));
        assert_eq!(range(&[("at[lt]", "5"), ("at[lte]", "2")]), (None, Some(3_000)));
    }

    #[test]
    fn bad_parameters_are_refused_by_name() {
        for bad in [
            vec![("direction", "sideways")],
            vec![("action", "")],
            vec![("at[gte]", "yesterday")],
            vec![("sort", "action")],
            vec![("limit", "0")],
            vec![("page", "2")],
            vec![("colour", "red")],
            vec![("action", "Heartbeat"), ("action", "Heartbeat")],
        ] {
            assert!(asked(&query(&bad)).is_err(), "{bad:?}");
        }
    }
}
