//! Running a planned list query for one page, in either pagination strategy, and rendering the
//! `pagination` object and `Link` header.

use serde_json::{Value, json};
use std::collections::BTreeMap;

use super::cursor::Cursor;
use super::params::{ListParams, Paging};
use crate::error::ApiError;
use crate::route::Ctx;
use crate::store::Item;
use crate::store::list::{ListQuery, Page};

/// One page of raw items plus what the response needs to describe it.
pub struct ListPage {
    pub items: Vec<Item>,
    pub pagination: Value,
    pub link: Option<String>,
}

impl ListPage {
    /// The list response: `data`, `pagination` and the `Link` header.
    pub fn reply(self, data: Value) -> crate::envelope::Reply {
        let reply = crate::envelope::Reply::ok(data).pagination(self.pagination);
        match self.link {
            Some(link) => reply.header(http::header::LINK, &link),
            None => reply,
        }
    }
}

/// Fetches the page `params` asks for. `total` costs one concurrent read: the organization's
/// counter when nothing is filtered (`counter`), else one COUNT Query (null beyond 1 MB).
pub async fn fetch(
    ctx: &Ctx,
    query: &ListQuery,
    params: &ListParams,
    counter: &str,
) -> Result<ListPage, ApiError> {
    let store = &ctx.app.store;
    let org = ctx.principal.org_id;
    match &params.paging {
        Paging::Offset { page, limit } => {
            let (page, limit) = (*page as usize, *limit as usize);
            let skip = (page - 1).saturating_mul(limit);
            let items_future = async {
                if skip > 0 && query.filters.is_empty() {
                    // Deep pages skip on the keys-only twin, then read one page of items.
                    match store.skip(query, skip).await? {
                        Some(start) => store.query_page(query, Some(start), 0, limit + 1).await,
                        None => Ok(Page { items: Vec::new(), exhausted: true }),
                    }
                } else {
                    store.query_page(query, None, skip, limit + 1).await
                }
            };
            let total_future = async {
                if params.filters.is_empty() && query.filters.is_empty() {
                    store.read_counter(org.uuid(), counter).await.map(Some)
                } else {
                    store.count_once(query).await
                }
            };
            let (items, total) = tokio::join!(items_future, total_future);
            let (page_result, total) = (items?, total?);
            let has_next = page_result.items.len() > limit;
            let items: Vec<Item> = page_result.items.into_iter().take(limit).collect();
            let total_pages = total.map(|t| (t as usize).div_ceil(limit));
            let pagination = json!({
                "page": page,
                "limit": limit,
                "total": total,
                "total_pages": total_pages,
                "has_next": has_next,
                "has_prev": page > 1,
            });
            let mut links = Vec::new();
            if has_next {
                links.push(link(ctx, "page", &(page + 1).to_string(), "next"));
            }
            if page > 1 {
                links.push(link(ctx, "page", &(page - 1).to_string(), "prev"));
            }
            if let Some(last) = total_pages.filter(|&p| p > 0) {
                links.push(link(ctx, "page", &last.to_string(), "last"));
            }
            Ok(ListPage { items, pagination, link: (!links.is_empty()).then(|| links.join(", ")) })
        }
        Paging::Cursor { cursor, limit } => {
            let limit = *limit as usize;
            let org_name = org.legacy();
            let start = match cursor {
                Some(text) => {
                    let cursor = Cursor::decode(text, &ctx.app.cursor_key, &org_name, &params.fingerprint)?;
                    Some(
                        cursor
                            .key
                            .into_iter()
                            .map(|(k, v)| (k, aws_sdk_dynamodb::types::AttributeValue::S(v)))
                            .collect(),
                    )
                }
                None => None,
            };
            let page = store.query_page(query, start, 0, limit + 1).await?;
            let has_next = page.items.len() > limit;
            let items: Vec<Item> = page.items.into_iter().take(limit).collect();
            let next_cursor = match (has_next, items.last()) {
                (true, Some(last)) => Some(
                    Cursor::new(&org_name, &params.fingerprint, position(query, last))
                        .encode(&ctx.app.cursor_key),
                ),
                _ => None,
            };
            let pagination = json!({
                "cursor": cursor,
                "next_cursor": next_cursor,
                "has_next": has_next,
                "limit": limit,
            });
            let link = next_cursor.as_ref().map(|c| link(ctx, "cursor", c, "next"));
            Ok(ListPage { items, pagination, link })
        }
    }
}

/// The key attributes that position a Query on this index after `item`.
fn position(query: &ListQuery, item: &Item) -> BTreeMap<String, String> {
    ["PK", "SK", query.index.pk(), query.index.sk()]
        .into_iter()
        .filter_map(|name| item.get(name).and_then(|v| v.as_s().ok()).map(|v| (name.to_owned(), v.clone())))
        .collect()
}

/// A `Link` entry: the request's own path and query with one parameter replaced.
fn link(ctx: &Ctx, parameter: &str, value: &str, rel: &str) -> String {
    let mut query = form_urlencoded::Serializer::new(String::new());
    for (k, v) in ctx.query.iter().filter(|(k, _)| k != parameter) {
        query.append_pair(k, v);
    }
    query.append_pair(parameter, value);
    format!("<{}?{}>; rel=\"{rel}\"", ctx.raw_path, query.finish())
}
