//! What the OAuth endpoints (token, revocation, introspection) share: form or JSON
//! parameters, client authentication, RFC 6749 error codes and replies that standard OAuth
//! libraries read.

use base64::Engine;
use http::HeaderMap;
use serde_json::{Map, Value};
use std::collections::HashMap;
use subtle::ConstantTimeEq;

use shared::auth::api_key;
use shared::domain::oauth::OAuthClient;
use shared::domain::org::OrgStatus;
use shared::ids::ClientId;
use shared::permissions::PermissionSet;
use shared::route::Exchange;
use shared::{ApiError, Reply};

/// Whether the client authenticates with HTTP Basic (a 401 then challenges it).
pub fn uses_basic(headers: &HeaderMap) -> bool {
    headers
        .get(http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.get(..6).is_some_and(|scheme| scheme.eq_ignore_ascii_case("basic ")))
}

/// Tags request errors with the RFC 6749 section 5.2 code an OAuth client looks for;
/// `basic`: the client authenticated with HTTP Basic (a 401 then challenges it).
pub fn oauth_error(error: ApiError, basic: bool) -> ApiError {
    let oauth_error = match &error {
        ApiError::InvalidClient => "invalid_client",
        ApiError::InvalidGrant { .. } => "invalid_grant",
        ApiError::InvalidValue { field, .. } if field == "grant_type" => "unsupported_grant_type",
        ApiError::InvalidValues { field, .. } if field == "scope" => "invalid_scope",
        ApiError::MissingField(_)
        | ApiError::InvalidFormat(_)
        | ApiError::InvalidParameter { .. }
        | ApiError::Validation(_) => "invalid_request",
        _ => return error,
    };
    ApiError::OAuth { inner: Box::new(error), oauth_error, challenge: basic }
}

/// OAuth request parameters, each at most once (RFC 6749 section 3.2).
pub struct Params(HashMap<String, String>);

/// The parameters the token, introspection and revocation endpoints read.
const KNOWN: [&str; 10] = [
    "grant_type",
    "client_id",
    "client_secret",
    "scope",
    "code",
    "redirect_uri",
    "code_verifier",
    "refresh_token",
    "token",
    "token_type_hint",
];

impl Params {
    pub fn parse(headers: &HeaderMap, body: &[u8]) -> Result<Params, ApiError> {
        let content_type = headers
            .get(http::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_ascii_lowercase();
        let pairs: Vec<(String, String)> = if content_type.starts_with("application/x-www-form-urlencoded") {
            form_urlencoded::parse(body).into_owned().collect()
        } else {
            match serde_json::from_slice::<Value>(body) {
                Ok(Value::Object(map)) => map
                    .into_iter()
                    // Unrecognized members are ignored whatever their type, as in a form.
                    .filter(|(k, _)| KNOWN.contains(&k.as_str()))
                    .map(|(k, v)| match v {
                        Value::String(text) => Ok((k, text)),
                        _ => Err(ApiError::field(&k, "must be a string")),
                    })
                    .collect::<Result<_, _>>()?,
                _ => {
                    return Err(ApiError::InvalidFormat(
                        "Send the token request as application/x-www-form-urlencoded or a JSON object".into(),
                    ));
                }
            }
        };
        let mut map = HashMap::new();
        for (name, value) in pairs {
            // Unrecognized parameters are ignored (RFC 6749 section 3.2), repeated or not; a
            // parameter these endpoints read must come once.
            if !KNOWN.contains(&name.as_str()) {
                continue;
            }
            if map.insert(name.clone(), value).is_some() {
                return Err(ApiError::invalid_parameter(name, "must be sent once"));
            }
        }
        Ok(Params(map))
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(String::as_str).filter(|v| !v.is_empty())
    }

    pub fn require(&self, name: &str) -> Result<&str, ApiError> {
        self.get(name).ok_or_else(|| ApiError::MissingField(name.to_owned()))
    }

    /// The `scope` parameter as a permission set; unknown entries are 422 naming them.
    pub fn scope(&self) -> Result<Option<PermissionSet>, ApiError> {
        self.get("scope")
            .map(|text| {
                PermissionSet::parse_scopes(text).map_err(|unknown| ApiError::InvalidValues {
                    field: "scope".into(),
                    message: format!("Unknown scope(s): {}", unknown.join(", ")),
                    values: unknown,
                })
            })
            .transpose()
    }
}

/// HTTP Basic (RFC 6749 section 2.3.1, form-encoded id and secret) or the body's
/// `client_id` + `client_secret`; never both. Unknown client or wrong secret: 401
/// INVALID_CLIENT, the same answer for both.
pub async fn authenticate_client(ex: &Exchange, params: &Params) -> Result<OAuthClient, ApiError> {
    let basic = ex
        .headers
        .get(http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Basic ").or_else(|| v.strip_prefix("basic ")))
        .map(|encoded| {
            let decoded = base64::engine::general_purpose::STANDARD
                .decode(encoded.trim())
                .map_err(|_| ApiError::InvalidClient)?;
            let text = String::from_utf8(decoded).map_err(|_| ApiError::InvalidClient)?;
            let (id, secret) = text.split_once(':').ok_or(ApiError::InvalidClient)?;
            let decode = |s: &str| {
                form_urlencoded::parse(format!("v={s}").as_bytes()).map(|(_, v)| v.into_owned()).next()
            };
            Ok::<_, ApiError>((decode(id).unwrap_or_default(), decode(secret).unwrap_or_default()))
        })
        .transpose()?;
    let (id, secret) = match (basic, params.get("client_secret")) {
        (Some(_), Some(_)) => {
            return Err(ApiError::invalid_parameter(
                "client_secret",
                "authenticate with Basic or the body, not both",
            ));
        }
        (Some(pair), None) => pair,
        // A secret without the id it belongs to authenticates nobody (RFC 6749 section 5.2).
        (None, Some(secret)) => {
            (params.get("client_id").ok_or(ApiError::InvalidClient)?.to_owned(), secret.to_owned())
        }
        (None, None) => return Err(ApiError::InvalidClient),
    };
    let id = ClientId::parse(&id).ok_or(ApiError::InvalidClient)?;
    let (client, stored) = ex.app.store.client_secret(id).await?.ok_or(ApiError::InvalidClient)?;
    let presented = api_key::hash(&secret);
    if !bool::from(presented.as_bytes().ct_eq(stored.as_bytes())) {
        return Err(ApiError::InvalidClient);
    }
    // Seen to authenticate: its token requests from now on count under its own id, and pass
    // the guard of an address that keeps failing (see shared::rate_limit).
    ex.app.rate_limiter.note_client_authenticated(client.id);
    let org = ex.app.store.get_organization(client.org_id).await?.ok_or(ApiError::InvalidClient)?;
    if org.status == OrgStatus::Suspended {
        return Err(ApiError::AccountSuspended);
    }
    Ok(client)
}

/// `top_level`, never cached: what the token and introspection endpoints answer.
pub fn mirrored(fields: Map<String, Value>) -> Reply {
    top_level(fields).header(http::header::CACHE_CONTROL, "no-store").header(http::header::PRAGMA, "no-cache")
}

/// The spec's envelope with `fields` in `data`, mirrored at the top level where the OAuth and
/// JOSE RFCs put them (and their libraries read them).
pub fn top_level(fields: Map<String, Value>) -> Reply {
    let mut reply = Reply::ok(Value::Object(fields.clone()));
    if let Some(body) = reply.body.as_mut() {
        body.extend(fields);
    }
    reply
}
