//! GET /oauth2/authorize: the authorization endpoint of the code grant, called with the
//! member's own credentials (RFC 6749 section 4.1.1, PKCE per RFC 7636 with S256 only).
//!
//! Until the client and its redirect URI are established, errors are the spec's error body:
//! redirecting to an unverified URI would make this an open redirector. After that, errors go
//! back on the redirect as `error`, `error_description` and `state` (section 4.1.2.1).

use http::{Method, StatusCode};
use shared::auth::api_key;
use shared::domain::oauth::{CODE_PREFIX, CODE_SECS, OAuthClient, valid_challenge};
use shared::ids::ClientId;
use shared::permissions::PermissionSet;
use shared::restrictions::Restrictions;
use shared::store::oauth::{CLIENT, CodeGrant, Grant};
use shared::time::now_ms;
use shared::{Access, ApiError, Ctx, Reply, Route};

pub fn routes() -> Vec<Route> {
    // It writes an authorization code: a refused request must not have.
    let route =
        Route::new(Method::GET, "/oauth2/authorize", Access::Authenticated, |ctx| Box::pin(authorize(ctx)));
    vec![route]
}

/// An error the client learns through its redirect URI.
struct Redirected {
    error: &'static str,
    description: String,
}

fn redirected(error: &'static str, description: impl Into<String>) -> Redirected {
    Redirected { error, description: description.into() }
}

async fn authorize(ctx: Ctx) -> Result<Reply, ApiError> {
    // The grant carries the caller's expiry; an address-bound caller cannot grant at all
    // (the client uses a grant from its own addresses). Refused before any redirect.
    let limits = ctx.principal.restrictions().for_grant()?;
    let query = Query::parse(&ctx)?;
    let client = registered_client(&ctx, query.get("client_id")).await?;
    let redirect_uri = query
        .get("redirect_uri")
        .ok_or_else(|| ApiError::invalid_parameter("redirect_uri", "is required"))?;
    if !client.redirect_uris.iter().any(|registered| registered == redirect_uri) {
        return Err(ApiError::invalid_parameter(
            "redirect_uri",
            "does not match any redirect URI registered for this client exactly",
        ));
    }
    let state = query.get("state");
    let answer = match grant_code(&ctx, &client, &query, redirect_uri, &limits).await? {
        Ok(code) => vec![("code", code)],
        Err(e) => vec![("error", e.error.to_owned()), ("error_description", e.description)],
    };
    let mut location = form_urlencoded::Serializer::new(String::new());
    for (name, value) in &answer {
        location.append_pair(name, value);
    }
    if let Some(state) = state {
        location.append_pair("state", state);
    }
    let separator = if redirect_uri.contains('?') { '&' } else { '?' };
    let target = format!("{redirect_uri}{separator}{}", location.finish());
    Ok(Reply { status: StatusCode::FOUND, body: None, headers: Vec::new() }
        .header(http::header::LOCATION, &target)
        .header(http::header::CACHE_CONTROL, "no-store"))
}

/// The client named by `client_id`: it must be a live client of the caller's organization.
async fn registered_client(ctx: &Ctx, client_id: Option<&str>) -> Result<OAuthClient, ApiError> {
    let raw = client_id.ok_or_else(|| ApiError::invalid_parameter("client_id", "is required"))?;
    let id =
        ClientId::parse(raw).ok_or_else(|| ApiError::invalid_parameter("client_id", "is not a client id"))?;
    ctx.owned(CLIENT, id.uuid(), raw).await
}

/// Checks the rest of the request and stores a single-use code for it.
async fn grant_code(
    ctx: &Ctx,
    client: &OAuthClient,
    query: &Query<'_>,
    redirect_uri: &str,
    limits: &Restrictions,
) -> Result<Result<String, Redirected>, ApiError> {
    match query.get("response_type") {
        Some("code") => {}
        Some(_) => return Ok(Err(redirected("unsupported_response_type", "response_type must be 'code'"))),
        None => return Ok(Err(redirected("invalid_request", "response_type is required"))),
    }
    if query.get("code_challenge_method") != Some("S256") {
        return Ok(Err(redirected(
            "invalid_request",
            "PKCE is required: code_challenge_method must be S256",
        )));
    }
    let Some(challenge) = query.get("code_challenge").filter(|c| valid_challenge(c)) else {
        return Ok(Err(redirected(
            "invalid_request",
            "code_challenge must be the base64url SHA-256 of the verifier",
        )));
    };
    let caller = ctx.principal.permissions;
    let client_scopes = client.restrictions.scopes().unwrap_or(PermissionSet::all());
    let granted = match query.get("scope") {
        None => caller.intersect(client_scopes),
        Some(text) => match PermissionSet::parse_scopes(text) {
            Err(unknown) => {
                return Ok(Err(redirected(
                    "invalid_scope",
                    format!("unknown scope(s): {}", unknown.join(" ")),
                )));
            }
            // Effective permissions are the role's intersected with the scopes asked for: a
            // request beyond them is granted what lies within (RFC 6749 section 3.3; the token
            // response's `scope` says what), and refused only when nothing does.
            Ok(requested) => {
                let granted = requested.intersect(caller.intersect(client_scopes));
                if granted == PermissionSet::EMPTY {
                    let names = requested.names().join(" ");
                    return Ok(Err(redirected(
                        "invalid_scope",
                        format!(
                            "none of the requested scope lies within what you and this client may grant: {names}"
                        ),
                    )));
                }
                granted
            }
        },
    };
    // `granted` lies within the caller's effective permissions, so within its scopes.
    let restrictions = limits.with_scopes(Some(granted))?;
    let code = api_key::secret(CODE_PREFIX);
    let grant = CodeGrant {
        grant: Grant {
            org_id: ctx.principal.org_id,
            member_id: ctx.principal.member_id,
            client_id: client.id,
            expires_at: restrictions.lifetime_end(now_ms(), CODE_SECS),
            restrictions,
        },
        redirect_uri: redirect_uri.to_owned(),
        code_challenge: challenge.to_owned(),
    };
    ctx.app.store.put_code(&api_key::hash(&code), &grant).await?;
    Ok(Ok(code))
}

/// Query parameters, each at most once.
struct Query<'a>(Vec<(&'a str, &'a str)>);

impl<'a> Query<'a> {
    fn parse(ctx: &'a Ctx) -> Result<Query<'a>, ApiError> {
        let pairs: Vec<(&str, &str)> = ctx.query.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        for (i, (name, _)) in pairs.iter().enumerate() {
            if pairs[..i].iter().any(|(other, _)| other == name) {
                return Err(ApiError::invalid_parameter(*name, "must be sent once"));
            }
        }
        Ok(Query(pairs))
    }

    fn get(&self, name: &str) -> Option<&'a str> {
        self.0.iter().find(|(k, _)| *k == name).map(|(_, v)| *v).filter(|v| !v.is_empty())
    }
}
