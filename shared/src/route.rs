//! Route tables: each function declares its routes with the access they need, next to the
//! handler. The pipeline matches, checks access and only then calls the handler.

use http::{HeaderMap, Method};
use serde_json::Value;
use std::collections::BTreeMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use crate::app::App;
use crate::envelope::Reply;
use crate::error::ApiError;
use crate::list::{Extra, ListSchema, PageRequest, list_page};
use crate::permissions::Permission;
use crate::principal::Principal;
use crate::rate_limit::EndpointLimit;
use crate::store::FromItem;
use crate::versions::ApiVersion;

/// What a route requires of the caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// No API credential: the handler authenticates the request itself (the OAuth token
    /// endpoint, where the client authenticates with its own credentials).
    Public,
    /// Any authenticated caller.
    Authenticated,
    /// An authenticated caller holding this permission.
    Permission(Permission),
}

pub type HandlerFuture = Pin<Box<dyn Future<Output = Result<Reply, ApiError>> + Send>>;

/// A handler gets the authenticated caller, unless its route is public: then it has only the
/// request, so no public handler can reach for a principal that does not exist.
#[derive(Clone, Copy)]
pub enum Handler {
    Authenticated(fn(Ctx) -> HandlerFuture),
    Public(fn(Exchange) -> HandlerFuture),
}

pub struct Route {
    pub method: Method,
    /// Path without version prefix, in API Gateway syntax: `/inventory-service/sites/{site_id}`.
    pub path: &'static str,
    pub access: Access,
    pub handler: Handler,
    /// A creating POST: honours `Idempotency-Key` (see `idempotency`).
    pub idempotent: bool,
    /// The handler only reads, so it may run beside the rate-limit write and is answered only
    /// if the limits allow (a refused one may have read, never written). Opt-in: every other
    /// handler runs after the decision, so a refused request does nothing.
    pub read_only: bool,
    /// A per-minute limit of this endpoint, on top of the tier's.
    pub limit: Option<&'static EndpointLimit>,
    /// Counted with a write of its own, never from a leased token, so the counts it sees are
    /// exact for its instance (GET /usage/rate-limits reports them).
    pub exact_count: bool,
    /// Answered before rate limiting and authentication, so it costs no DynamoDB call (GET
    /// /health). Only for a public handler that reads nothing.
    pub uncounted: bool,
}

impl Route {
    pub fn new(
        method: Method,
        path: &'static str,
        access: Access,
        handler: fn(Ctx) -> HandlerFuture,
    ) -> Route {
        assert!(access != Access::Public, "public routes are declared with Route::public");
        Route::plain(method, path, access, Handler::Authenticated(handler))
    }

    /// A route without an API credential (see `Access::Public`).
    pub fn public(method: Method, path: &'static str, handler: fn(Exchange) -> HandlerFuture) -> Route {
        Route::plain(method, path, Access::Public, Handler::Public(handler))
    }

    /// Not idempotent, not read-only, no limit of its own: what the builders below change.
    fn plain(method: Method, path: &'static str, access: Access, handler: Handler) -> Route {
        Route {
            method,
            path,
            access,
            handler,
            idempotent: false,
            read_only: false,
            limit: None,
            exact_count: false,
            uncounted: false,
        }
    }

    /// Marks a route that creates: retries with the same `Idempotency-Key` replay its response.
    pub fn idempotent(self) -> Route {
        Route { idempotent: true, ..self }
    }

    /// Declares a handler that only reads (see `read_only`): it must write nothing, not even
    /// through what it calls, and must not need the request's own counts (`Ctx::rate`).
    pub fn read_only(self) -> Route {
        Route { read_only: true, ..self }
    }

    /// Counts every request with a write (see `exact_count`).
    pub fn counts_exactly(self) -> Route {
        Route { exact_count: true, ..self }
    }

    /// Serves a public route that reads nothing without counting it (see `uncounted`).
    pub fn uncounted(self) -> Route {
        assert!(self.access == Access::Public, "only a public route goes uncounted");
        Route { uncounted: true, ..self }
    }

    /// Gives the endpoint a limit of its own (see `rate_limit::ENDPOINT_LIMITS`).
    pub fn limited(self, limit: &'static EndpointLimit) -> Route {
        Route { limit: Some(limit), ..self }
    }
}

/// The request as every handler sees it: version, parameters, headers, body.
pub struct Exchange {
    pub app: Arc<App>,
    pub version: ApiVersion,
    pub request_id: String,
    pub method: Method,
    /// The path as requested, version prefix included (for Link headers).
    pub raw_path: String,
    pub params: Vec<(String, String)>,
    pub query: Vec<(String, String)>,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
    /// The client's address as API Gateway saw it (request context, not a header).
    pub source_ip: Option<std::net::IpAddr>,
}

/// What an authenticated handler gets: the request and the caller.
pub struct Ctx {
    pub exchange: Exchange,
    pub principal: Principal,
    /// The `Idempotency-Key` claim this request runs under, if any.
    pub idempotency: Option<Arc<crate::idempotency::Claim>>,
    /// The request's standing against its rate limits (this request counted), if counted.
    pub rate: Option<crate::rate_limit::RateState>,
}

impl std::ops::Deref for Ctx {
    type Target = Exchange;

    fn deref(&self) -> &Exchange {
        &self.exchange
    }
}

impl Exchange {
    pub fn param(&self, name: &str) -> &str {
        self.params.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str()).unwrap_or_default()
    }

    /// A path id in either form; anything unparseable names nothing (404, like an unknown id).
    pub fn path_id<K: crate::ids::IdKind>(&self, name: &str) -> Result<crate::ids::Id<K>, ApiError> {
        let raw = self.param(name);
        crate::ids::Id::<K>::parse(raw)
            .ok_or_else(|| ApiError::NotFound { resource_type: K::RESOURCE, resource_id: raw.to_owned() })
    }

    /// The `If-Match` precondition of a write, if the request has one.
    pub fn if_match(&self) -> Result<Option<crate::store::entity::IfMatch>, ApiError> {
        crate::preconditions::if_match(&self.headers)
    }

    /// The `Location` of a resource just created under this collection path.
    pub fn location_of(&self, shown_id: &str) -> String {
        format!("{}/{shown_id}", self.raw_path.trim_end_matches('/'))
    }
}

impl Ctx {
    /// The caller's organization's `entity` item `id`, or the refusal (not found, another
    /// organization's, gone) told as the client named it (`shown_id`) in the request's version.
    pub async fn owned<T: crate::store::FromItem>(
        &self,
        entity: crate::store::entity::Entity,
        id: uuid::Uuid,
        shown_id: &str,
    ) -> Result<T, ApiError> {
        use crate::refusals::Answer;
        let found = self.app.store.get_owned(entity, id, self.principal.org_id).await?;
        found.map_err(|refusal| (refusal, entity).answer(shown_id, &self.version))
    }

    /// For a create running under an `Idempotency-Key`: `reply` as the record to write in the
    /// create's own transaction.
    pub fn idempotency_record(&self, reply: &Reply) -> Option<crate::idempotency::Record> {
        let claim = self.idempotency.clone()?;
        Some(crate::idempotency::Record { claim, reply: crate::idempotency::StoredReply::of(reply) })
    }

    /// `meta.permissions` of a single resource: what this caller may do with it.
    pub fn permission_hints(
        &self,
        update: Permission,
        delete: Permission,
        settings: Permission,
    ) -> serde_json::Value {
        serde_json::json!({
            "permissions": {
                "can_update": self.principal.can(update),
                "can_delete": self.principal.can(delete),
                "can_manage_settings": self.principal.can(settings),
            }
        })
    }

    /// For checks inside a handler (e.g. permission hints); route access is checked already.
    pub fn require(&self, permission: Permission) -> Result<(), ApiError> {
        require(&self.principal, permission)
    }
}

pub fn require(principal: &Principal, permission: Permission) -> Result<(), ApiError> {
    if principal.can(permission) {
        Ok(())
    } else {
        Err(ApiError::InsufficientPermissions {
            required: vec![permission.as_str().to_owned()],
            granted: principal.permissions,
        })
    }
}

/// Result of matching a request against a table.
pub enum Match<'a> {
    Found(&'a Route, Vec<(String, String)>),
    MethodNotAllowed(Vec<String>),
    NotFound,
}

/// A function's routes, matched with `matchit` on the unversioned path.
pub struct Routes {
    routes: Vec<Route>,
    router: matchit::Router<Vec<usize>>,
}

impl Routes {
    pub fn new(routes: Vec<Route>) -> Routes {
        let mut by_path: BTreeMap<&'static str, Vec<usize>> = BTreeMap::new();
        for (i, route) in routes.iter().enumerate() {
            by_path.entry(route.path).or_default().push(i);
        }
        let mut router = matchit::Router::new();
        for (path, indexes) in by_path {
            router.insert(path, indexes).unwrap_or_else(|e| panic!("route {path} conflicts: {e}"));
        }
        Routes { routes, router }
    }

    pub fn iter(&self) -> impl Iterator<Item = &Route> {
        self.routes.iter()
    }

    pub fn find(&self, method: &Method, path: &str) -> Match<'_> {
        let Ok(found) = self.router.at(path) else { return Match::NotFound };
        let params: Vec<(String, String)> =
            found.params.iter().map(|(k, v)| (k.to_owned(), decode_segment(v))).collect();
        match found.value.iter().map(|&i| &self.routes[i]).find(|r| r.method == method) {
            Some(route) => Match::Found(route, params),
            None => Match::MethodNotAllowed(
                found.value.iter().map(|&i| self.routes[i].method.to_string()).collect(),
            ),
        }
    }
}

fn decode_segment(segment: &str) -> String {
    percent_encoding::percent_decode_str(segment).decode_utf8_lossy().into_owned()
}

/// Access before validation: another organization's resource is 403 whatever the
/// body says. A body that parses costs no extra read (the write checks access itself).
pub async fn parsed_after_access<T>(
    parsed: Result<T, impl Into<ApiError>>,
    access: impl std::future::Future<Output = Result<(), ApiError>>,
) -> Result<T, ApiError> {
    match parsed {
        Ok(value) => Ok(value),
        Err(invalid) => {
            access.await?;
            Err(invalid.into())
        }
    }
}

/// The list response of `schema` for this request, each item rendered by `render`.
pub async fn list_reply<T: FromItem>(
    ctx: &Ctx,
    schema: &'static ListSchema,
    extra: Extra,
    render: impl Fn(T) -> Value,
) -> Result<Reply, ApiError> {
    list_reply_kept(ctx, schema, extra, |_: &T| true, render).await
}

/// `list_reply` keeping only the entries `keep` lets through: for a rule no query filter can
/// say. Only for cursor-paged lists, whose pages carry no totals, so a short page tells
/// nothing of what was left out.
pub async fn list_reply_kept<T: FromItem>(
    ctx: &Ctx,
    schema: &'static ListSchema,
    mut extra: Extra,
    keep: impl Fn(&T) -> bool,
    render: impl Fn(T) -> Value,
) -> Result<Reply, ApiError> {
    if !ctx.app.config.visibility_index {
        // Not yet created or backfilled in this deployment: the site filter serves the caller.
        extra.visible = None;
    }
    let request =
        PageRequest::new(&ctx.app.store, &ctx.app.cursor_key, &ctx.principal, &ctx.raw_path, &ctx.query);
    let page = list_page(&request, schema, extra, ctx.version.cursor_pagination()).await?;
    let entries = page.items.iter().map(T::from_item).collect::<Result<Vec<_>, _>>()?;
    let data: Vec<Value> = entries.into_iter().filter(|entry| keep(entry)).map(&render).collect();
    let reply = Reply::ok(Value::Array(data)).pagination(page.pagination);
    Ok(match page.link {
        Some(link) => reply.header(http::header::LINK, &link),
        None => reply,
    })
}
