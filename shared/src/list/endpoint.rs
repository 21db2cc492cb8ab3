//! A whole list endpoint over one schema: parameters, plan, page, rendering. Every list of
//! the API goes through here, so they page, filter, sort and count alike.

use serde_json::Value;

use super::cursor::fingerprint;
use super::page::fetch;
use super::params::ListParams;
use super::plan::plan_list;
use super::schema::ListSchema;
use crate::envelope::Reply;
use crate::error::ApiError;
use crate::route::Ctx;
use crate::store::FromItem;
use crate::store::list::Condition;

/// Extra inputs a list may take beyond its schema.
#[derive(Default)]
pub struct Extra {
    /// Query parameters the endpoint reads itself (e.g. `organization_id`).
    pub params: &'static [&'static str],
    /// Filter terms from the caller rather than the query (e.g. site-based access control).
    pub filters: Vec<Condition>,
    /// Cursor pagination in every version (lists that grow without bound).
    pub cursor_always: bool,
    /// A list partition other than the organization's list of the kind (e.g. the items of
    /// one schedule). Cursors are bound to it.
    pub partition: Option<String>,
}

/// The list response of `schema` for this request, each item rendered by `render`.
pub async fn list_reply<T: FromItem>(
    ctx: &Ctx,
    schema: &'static ListSchema,
    extra: Extra,
    render: impl Fn(T) -> Value,
) -> Result<Reply, ApiError> {
    let cursor = extra.cursor_always || ctx.version.cursor_pagination();
    let mut params = ListParams::parse(&ctx.query, schema, cursor, extra.params)?;
    let mut plan = plan_list(schema, &params, ctx.principal.org_id.uuid(), extra.filters)?;
    if let Some(partition) = extra.partition {
        params.fingerprint = fingerprint(&[params.fingerprint.clone(), partition.clone()]);
        plan.set_partition(&partition);
    }
    let page = fetch(ctx, &plan, &params, schema).await?;
    let data = page.items.iter().map(|item| T::from_item(item).map(&render)).collect::<Result<_, _>>()?;
    Ok(page.reply(Value::Array(data)))
}
