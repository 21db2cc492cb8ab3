//! The one error type of the API. Every variant is a code of the spec and knows its status;
//! rendering per API version happens once, in `envelope::render_error`.
//!
//! Never put internal text (AWS messages, stack traces) into a variant a client sees:
//! `Internal`, `Upstream`, `Unavailable` and `Timeout` carry a log-only `cause` that is
//! written to the log with the request id and never rendered.

use serde_json::{Value, json};

use crate::domain::body::FieldErrors;
use crate::permissions::PermissionSet;

#[derive(Debug)]
pub enum ApiError {
    /// 400: a query parameter or header is malformed or not supported.
    InvalidParameter {
        parameter: String,
        reason: String,
    },
    MissingAuth,
    InvalidToken,
    /// 401: an API key sent as `Authorization: Bearer` (it goes in `X-API-Key`).
    ApiKeyAsBearer,
    TokenExpired,
    InvalidApiKey,
    ApiKeyExpired,
    InsufficientPermissions {
        required: Vec<String>,
        granted: PermissionSet,
    },
    /// 403: the resource exists but belongs to another organization.
    OtherOrganization {
        resource_type: &'static str,
        resource_id: String,
    },
    AccountSuspended,
    /// 403: the resource is the caller's organization's, but a resource-level rule (site-based
    /// access control) keeps this caller out.
    AccessDenied {
        resource_type: &'static str,
        resource_id: String,
        reason: &'static str,
    },
    /// 403: an API key used from outside its `allowed_ips`.
    IpNotAllowed,
    /// 403: the caller's credential is limited (`limit`: `expires_at` or `allowed_ips`) and
    /// what it asked to create could not carry that limit.
    RestrictedCredential {
        limit: &'static str,
    },
    /// 401 at the token endpoint: unknown client or wrong secret (OAuth `invalid_client`).
    InvalidClient,
    /// 400 at the token endpoint: the code, verifier, redirect URI or refresh token does not
    /// hold (OAuth `invalid_grant`); `reason` says which, without revealing secrets.
    InvalidGrant {
        reason: String,
    },
    NotFound {
        resource_type: &'static str,
        resource_id: String,
    },
    MethodNotAllowed {
        allowed: Vec<String>,
    },
    /// 404: the path's first segment names a version this API does not have (`/v3/…`);
    /// `supported` are the versions that answer.
    UnknownVersion {
        version: String,
        supported: Vec<&'static str>,
    },
    AlreadyExists {
        message: String,
        details: Value,
    },
    Conflict {
        message: String,
        details: Value,
    },
    Gone {
        resource_type: &'static str,
        resource_id: String,
    },
    Validation(FieldErrors),
    InvalidFormat(String),
    MissingField(String),
    InvalidValue {
        field: String,
        message: String,
    },
    /// 422 INVALID_VALUE naming the entries of a list field that are not acceptable.
    InvalidValues {
        field: String,
        message: String,
        values: Vec<String>,
    },
    /// An error of the OAuth token endpoint, answered as RFC 6749 section 5.2 has it: 400
    /// (401 for `invalid_client`), `error` the RFC code, `error_description` the inner
    /// error's message, the spec's `code` beside them. `challenge`: the client authenticated
    /// with HTTP Basic, so a 401 carries `WWW-Authenticate`.
    OAuth {
        inner: Box<ApiError>,
        oauth_error: &'static str,
        challenge: bool,
    },
    /// 429: a rate limit of the credential is used up; `limit` per `window` seconds, free
    /// again in `retry_after` seconds.
    RateLimited {
        retry_after: u64,
        limit: u32,
        window: u32,
    },
    /// 410: the API version this request names has reached its sunset.
    VersionSunset {
        version: &'static str,
        sunset: String,
        successor: &'static str,
    },
    Internal {
        cause: String,
    },
    Upstream {
        cause: String,
    },
    Unavailable {
        cause: String,
    },
    /// 503: a bound on what one organization (`limit` given) or everyone may hold of a shared
    /// resource at once is reached (`reason` says which); nothing was done, and a place is sure
    /// to be free in `retry_after` seconds (also the `Retry-After` header).
    Busy {
        reason: &'static str,
        limit: Option<u32>,
        retry_after: u64,
    },
    Timeout {
        cause: String,
    },
}

impl ApiError {
    pub fn invalid_parameter(parameter: impl Into<String>, reason: impl Into<String>) -> Self {
        ApiError::InvalidParameter { parameter: parameter.into(), reason: reason.into() }
    }

    pub fn internal(cause: impl std::fmt::Display) -> Self {
        ApiError::Internal { cause: cause.to_string() }
    }

    /// One failing field rule.
    pub fn field(field: &str, message: impl Into<String>) -> Self {
        ApiError::Validation(FieldErrors::from([(field.to_owned(), vec![message.into()])]))
    }

    pub fn status(&self) -> u16 {
        use ApiError::*;
        match self {
            OAuth { oauth_error: "invalid_client", .. } => 401,
            OAuth { .. } => 400,
            InvalidParameter { .. } | InvalidGrant { .. } => 400,
            MissingAuth | InvalidToken | ApiKeyAsBearer | TokenExpired | InvalidApiKey | ApiKeyExpired
            | InvalidClient => 401,
            InsufficientPermissions { .. }
            | OtherOrganization { .. }
            | AccountSuspended
            | AccessDenied { .. }
            | IpNotAllowed
            | RestrictedCredential { .. } => 403,
            NotFound { .. } | UnknownVersion { .. } => 404,
            MethodNotAllowed { .. } => 405,
            RateLimited { .. } => 429,
            VersionSunset { .. } => 410,
            AlreadyExists { .. } | Conflict { .. } => 409,
            Gone { .. } => 410,
            Validation(_)
            | InvalidFormat(_)
            | MissingField(_)
            | InvalidValue { .. }
            | InvalidValues { .. } => 422,
            Internal { .. } => 500,
            Upstream { .. } => 502,
            Unavailable { .. } | Busy { .. } => 503,
            Timeout { .. } => 504,
        }
    }

    pub fn code(&self) -> &'static str {
        use ApiError::*;
        match self {
            OAuth { inner, .. } => inner.code(),
            InvalidParameter { .. } => "INVALID_PARAMETER",
            MissingAuth => "MISSING_AUTH",
            InvalidToken | ApiKeyAsBearer => "INVALID_TOKEN",
            TokenExpired => "TOKEN_EXPIRED",
            InvalidApiKey => "INVALID_API_KEY",
            ApiKeyExpired => "API_KEY_EXPIRED",
            InsufficientPermissions { .. } => "INSUFFICIENT_PERMISSIONS",
            OtherOrganization { .. } | RestrictedCredential { .. } => "FORBIDDEN",
            AccountSuspended => "ACCOUNT_SUSPENDED",
            AccessDenied { .. } => "RESOURCE_ACCESS_DENIED",
            IpNotAllowed => "IP_NOT_ALLOWED",
            InvalidClient => "INVALID_CLIENT",
            InvalidGrant { .. } => "INVALID_GRANT",
            NotFound { .. } | UnknownVersion { .. } => "RESOURCE_NOT_FOUND",
            MethodNotAllowed { .. } => "METHOD_NOT_ALLOWED",
            RateLimited { .. } => "RATE_LIMIT_EXCEEDED",
            VersionSunset { .. } => "GONE",
            AlreadyExists { .. } => "ALREADY_EXISTS",
            Conflict { .. } => "CONFLICT",
            Gone { .. } => "GONE",
            Validation(_) => "VALIDATION_ERROR",
            InvalidFormat(_) => "INVALID_FORMAT",
            MissingField(_) => "MISSING_FIELD",
            InvalidValue { .. } | InvalidValues { .. } => "INVALID_VALUE",
            Internal { .. } => "INTERNAL_ERROR",
            Upstream { .. } => "UPSTREAM_ERROR",
            Unavailable { .. } | Busy { .. } => "SERVICE_UNAVAILABLE",
            Timeout { .. } => "TIMEOUT",
        }
    }

    pub fn message(&self) -> String {
        use ApiError::*;
        match self {
            OAuth { inner, .. } => inner.message(),
            InvalidParameter { parameter, reason } => format!("Invalid parameter '{parameter}': {reason}"),
            MissingAuth => {
                "Authentication required: send 'Authorization: Bearer <token>' or 'X-API-Key'".into()
            }
            InvalidToken => "The access token is malformed, invalid or expired".into(),
            ApiKeyAsBearer => "This is an API key, not an access token: send it in the 'X-API-Key' header, \
                               not in 'Authorization: Bearer'"
                .into(),
            TokenExpired => "The access token has expired".into(),
            InvalidApiKey => "The API key is invalid".into(),
            ApiKeyExpired => "The API key has expired".into(),
            InsufficientPermissions { required, .. } => {
                format!("Missing permission: {}", required.join(", "))
            }
            OtherOrganization { resource_type, .. } => {
                format!("This {resource_type} belongs to a different organization")
            }
            AccountSuspended => "The organization's account is suspended".into(),
            AccessDenied { resource_type, .. } => {
                format!("You do not have access to this {resource_type}")
            }
            IpNotAllowed => "This API key may not be used from this IP address".into(),
            RestrictedCredential { limit } => format!(
                "The credential making this request is limited by its {limit}, and what you asked for \
                 could not carry that limit; use a credential without it"
            ),
            InvalidClient => "Client authentication failed".into(),
            InvalidGrant { reason } => format!("The grant is invalid: {reason}"),
            NotFound { resource_type: "route", resource_id } => format!("No route matches '{resource_id}'"),
            NotFound { resource_type, resource_id } => {
                format!("No {resource_type} with id '{resource_id}'")
            }
            MethodNotAllowed { .. } => "This method is not allowed on this path".into(),
            UnknownVersion { version, supported } => {
                format!("Unknown API version '{version}'; supported: {}", supported.join(", "))
            }
            RateLimited { limit, window, retry_after } => {
                format!("Rate limit exceeded: {limit} requests per {window} s; retry in {retry_after} s")
            }
            VersionSunset { version, sunset, successor } => {
                format!("API version {version} was sunset on {sunset}; use {successor}")
            }
            AlreadyExists { message, .. } | Conflict { message, .. } => message.clone(),
            Gone { resource_type, resource_id } => {
                format!("The {resource_type} '{resource_id}' was deleted")
            }
            Validation(_) => "The request body failed validation".into(),
            InvalidFormat(message) => message.clone(),
            MissingField(field) => format!("Missing required field '{field}'"),
            InvalidValue { message, .. } | InvalidValues { message, .. } => message.clone(),
            Internal { .. } => "An unexpected error occurred".into(),
            Upstream { .. } => "A dependency failed; try again".into(),
            Unavailable { .. } => "The service is temporarily unavailable; try again".into(),
            Busy { reason: "password_not_sent", retry_after, .. } => format!(
                "The new password could not be sent to the station; the old one stands and nothing \
                 was changed; retry in {retry_after} s, or rotate with push false"
            ),
            Busy { limit: Some(limit), retry_after, .. } => format!(
                "Your organization has {limit} calls to charging stations in flight, the most it may have \
                 at once; nothing was done; retry in {retry_after} s"
            ),
            Busy { limit: None, retry_after, .. } => {
                format!("The charging stations' gateway is busy; nothing was done; retry in {retry_after} s")
            }
            Timeout { .. } => "The request timed out; try again".into(),
        }
    }

    pub fn details(&self) -> Option<Value> {
        use ApiError::*;
        match self {
            OAuth { inner, oauth_error, .. } => {
                let mut details = match inner.details() {
                    Some(Value::Object(map)) => map,
                    _ => serde_json::Map::new(),
                };
                details.insert("oauth_error".into(), json!(oauth_error));
                Some(Value::Object(details))
            }
            InvalidParameter { parameter, reason } => Some(json!({"parameter": parameter, "reason": reason})),
            InsufficientPermissions { required, granted } => {
                let granted = granted.names();
                let first = required.first().cloned().unwrap_or_default();
                Some(json!({
                    "required": required,
                    "granted": granted,
                    "required_permission": first,
                    "your_permissions": granted,
                }))
            }
            OtherOrganization { resource_type, resource_id } => Some(json!({
                "resource_type": resource_type,
                "resource_id": resource_id,
                "reason": "belongs_to_different_organization",
            })),
            AccessDenied { resource_type, resource_id, reason } => Some(json!({
                "resource_type": resource_type,
                "resource_id": resource_id,
                "reason": reason,
            })),
            RestrictedCredential { limit } => {
                Some(json!({"reason": "restricted_credential", "limit": limit}))
            }
            InvalidClient => Some(json!({"oauth_error": "invalid_client"})),
            InvalidGrant { reason } => Some(json!({"oauth_error": "invalid_grant", "reason": reason})),
            InvalidValues { field, values, .. } => Some(json!({"field": field, "invalid": values})),
            NotFound { resource_type, resource_id } | Gone { resource_type, resource_id } => {
                Some(json!({"resource_type": resource_type, "resource_id": resource_id}))
            }
            MethodNotAllowed { allowed } => Some(json!({"allowed_methods": allowed})),
            UnknownVersion { version, supported } => Some(json!({
                "resource_type": "version",
                "resource_id": version,
                "reason": "unknown_version",
                "supported_versions": supported,
            })),
            ApiKeyAsBearer => Some(json!({
                "reason": "api_key_as_bearer",
                "hint": "send the key as 'X-API-Key: <key>'; 'Authorization: Bearer' takes access tokens",
            })),
            RateLimited { retry_after, limit, window } => {
                Some(json!({"retry_after": retry_after, "limit": limit, "window": window}))
            }
            Busy { reason, limit: Some(limit), retry_after } => {
                Some(json!({"reason": reason, "limit": limit, "retry_after": retry_after}))
            }
            Busy { reason, limit: None, retry_after } => {
                Some(json!({"reason": reason, "retry_after": retry_after}))
            }
            VersionSunset { version, sunset, successor } => {
                Some(json!({"version": version, "sunset_date": sunset, "successor_version": successor}))
            }
            AlreadyExists { details, .. } | Conflict { details, .. } => {
                (!details.is_null()).then(|| details.clone())
            }
            Validation(fields) => Some(json!({"fields": fields})),
            MissingField(field) => Some(json!({"field": field})),
            InvalidValue { field, .. } => Some(json!({"field": field})),
            _ => None,
        }
    }

    /// Seconds to wait before trying again, for the `Retry-After` header of a refusal that
    /// knows it (a rate limit's header comes with the rest of its state).
    pub fn retry_after(&self) -> Option<u64> {
        match self {
            ApiError::Busy { retry_after, .. } => Some(*retry_after),
            _ => None,
        }
    }

    /// The log-only cause of a server-side failure.
    pub fn cause(&self) -> Option<&str> {
        use ApiError::*;
        match self {
            Internal { cause } | Upstream { cause } | Unavailable { cause } | Timeout { cause } => {
                Some(cause)
            }
            OAuth { inner, .. } => inner.cause(),
            _ => None,
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}: {}", self.status(), self.code(), self.message())
    }
}

impl std::error::Error for ApiError {}

impl From<crate::versions::VersionDateError> for ApiError {
    fn from(error: crate::versions::VersionDateError) -> ApiError {
        ApiError::invalid_parameter("X-API-Version", error.reason)
    }
}
