/* tslint:disable */
/* eslint-disable */
/**
 * Platform Operations API (v1)
 * Every resource belongs to an organization; a caller reaches only its own organization\'s.  **Versions.** Each route is served unprefixed, under `/v1` and under `/v2` (see `servers`); this document describes each route once, by its unprefixed path. Unprefixed paths get the version the caller\'s organization is pinned to (`pinned` of GET /versions; the current version when the organization was created, v1 today), and every response says which in `API-Version`. v1: prefixed ids (`sit_…`), Unix-second timestamps, offset pagination. `/v1` is the same except for errors: `error` is the message string with `code`, `details` and `request_id` beside it (`ErrorV1`); everywhere else errors are structured (`Error`). v2 (beta): UUID ids plus `legacy_id`, RFC 3339 timestamps with milliseconds, cursor pagination. Paths, filters and bodies accept ids in either form in every version. Every timestamp of a response, nested ones included, is in its version\'s form (`Timestamp`); every instant of a request (filters and body fields such as `expires_at` and a schedule item\'s `at`) takes either form in every version (`TimestampInput`). A parameter only some versions take carries `x-api-versions`, an enum whose values differ by version `x-enum-by-version`. This file (docs/openapi.yaml) is the one hand-written source; the API serves each major version\'s exact document, derived from it, at `/v1/openapi.json` and `/v2/openapi.json` (functions/reference/src/derive.rs: the version\'s parameters, enum values, ids, timestamps, pagination and error shape; its server the deployment\'s base URL), and a browsable reference at `/docs`.  **Envelopes.** Success bodies carry `data`, and may carry `meta`, `pagination` and (with `X-Debug: true`) `debug`.  **Credentials.** Exactly one of `Authorization: Bearer <access token>` and `X-API-Key` (both is 400, neither 401). OAuth scopes are the permissions of the catalogue; an operation\'s scope in `security` is the permission it requires.  **Rate limits.** Counted per credential (tier limits per second, minute and hour, plus endpoint limits); every response carries the `X-RateLimit-*` and `RateLimit*` headers when the counter answered. 429 adds `Retry-After`.  **Conditional requests.** Single resources carry an `ETag`; `If-None-Match` on GET (304) and `If-Match` on PATCH/DELETE (409 on mismatch; the API does not answer 412).  **Errors.** Every error carries `code`, `message` (in `/v1`: `error`), `details` where there are any, `request_id` and `doc_url`, a link to the code\'s entry below. Branch on `code` and `details.reason`, never on the message.  | Code | Status | Meaning | |---|---|---| | <a id=\"error-invalid-parameter\"></a>`INVALID_PARAMETER` | 400 | A query parameter or header is wrong (`details.parameter`, `details.reason`): a bad `page`, `limit`, `sort`, `cursor` or filter, an unknown parameter, `X-API-Version`, or two credentials. Fix the request; do not retry it as is. | | <a id=\"error-missing-auth\"></a>`MISSING_AUTH` | 401 | No credential: send `X-API-Key` or `Authorization: Bearer`. | | <a id=\"error-invalid-token\"></a>`INVALID_TOKEN` | 401 | The access token is not valid here (signature, `kid`, issuer, audience, revoked). An API key sent as a Bearer token gets `details.reason: api_key_as_bearer`: send it in `X-API-Key`. | | <a id=\"error-token-expired\"></a>`TOKEN_EXPIRED` | 401 | Get a new access token (`/auth/token`) and retry. | | <a id=\"error-invalid-api-key\"></a>`INVALID_API_KEY` | 401 | The API key is unknown or revoked. | | <a id=\"error-api-key-expired\"></a>`API_KEY_EXPIRED` | 401 | The API key\'s `expires_at` has passed: issue a new key. | | <a id=\"error-insufficient-permissions\"></a>`INSUFFICIENT_PERMISSIONS` | 403 | The credential lacks a permission (`details.required`): its role, or its scopes. | | <a id=\"error-forbidden\"></a>`FORBIDDEN` | 403 | Another organization\'s resource, or a credential too restricted for the action (`details.reason`). | | <a id=\"error-account-suspended\"></a>`ACCOUNT_SUSPENDED` | 403 | The organization is suspended. | | <a id=\"error-resource-access-denied\"></a>`RESOURCE_ACCESS_DENIED` | 403 | The caller\'s sites do not include the resource\'s, or it would hand out more than it holds (`details.reason`). | | <a id=\"error-ip-not-allowed\"></a>`IP_NOT_ALLOWED` | 403 | The API key is bound to addresses (`allowed_ips`) this request did not come from. | | <a id=\"error-invalid-client\"></a>`INVALID_CLIENT` | 401 | OAuth client authentication failed (`/auth/token`, introspection, revocation). | | <a id=\"error-invalid-grant\"></a>`INVALID_GRANT` | 400 | The authorization code, refresh token or PKCE verifier is not valid (any more). | | <a id=\"error-resource-not-found\"></a>`RESOURCE_NOT_FOUND` | 404 | No such resource (`details.resource_type`, `details.resource_id`), no such route, or an unknown API version (`details.reason: unknown_version`). | | <a id=\"error-method-not-allowed\"></a>`METHOD_NOT_ALLOWED` | 405 | The path exists but not with this method (`Allow`, `details.allowed_methods`). | | <a id=\"error-rate-limit-exceeded\"></a>`RATE_LIMIT_EXCEEDED` | 429 | A rate limit is used up: wait `Retry-After` seconds. | | <a id=\"error-gone\"></a>`GONE` | 410 | The resource was deleted, or the API version is sunset. | | <a id=\"error-already-exists\"></a>`ALREADY_EXISTS` | 409 | A resource with that unique name exists. | | <a id=\"error-conflict\"></a>`CONFLICT` | 409 | The resource\'s state forbids the change (`details.reason`: `etag_mismatch`, `session_open`, `role_in_use`, …): read it again and decide. | | <a id=\"error-validation-error\"></a>`VALIDATION_ERROR` | 422 | Body fields break their rules (`details.fields`: each field\'s messages). | | <a id=\"error-invalid-format\"></a>`INVALID_FORMAT` | 422 | The body is not a JSON object. | | <a id=\"error-missing-field\"></a>`MISSING_FIELD` | 422 | The body is missing (`details.field: body`). | | <a id=\"error-invalid-value\"></a>`INVALID_VALUE` | 422 | A well-formed value names nothing acceptable (`details.field`, `details.invalid`), or an `Idempotency-Key` was reused with another body. | | <a id=\"error-internal-error\"></a>`INTERNAL_ERROR` | 500 | Our fault, logged with the `request_id`; retry with backoff, and quote the request id. | | <a id=\"error-upstream-error\"></a>`UPSTREAM_ERROR` | 502 | A dependency (the store, a charging station) failed or answered wrongly; retry with backoff. | | <a id=\"error-service-unavailable\"></a>`SERVICE_UNAVAILABLE` | 503 | Overloaded or throttled for a moment: retry after `Retry-After` (or with backoff). | | <a id=\"error-timeout\"></a>`TIMEOUT` | 504 | No answer in time (a station, the store); the action may have happened: read before retrying, or retry with the same `Idempotency-Key`. |  Routes that match nothing get 404 RESOURCE_NOT_FOUND (`resource_type: route`), a known path with another method 405 METHOD_NOT_ALLOWED with `Allow`; neither is an operation of this document.
 *
 * The version of the OpenAPI document: 1.0.0
 * 
 *
 * NOTE: This class is auto generated by OpenAPI Generator (https://openapi-generator.tech).
 * https://openapi-generator.tech
 * Do not edit the class manually.
 */

import * as runtime from '../runtime';
import {
    type ApiKeyCreate,
    ApiKeyCreateFromJSON,
    ApiKeyCreateToJSON,
} from '../models/ApiKeyCreate';
import {
    type ApiKeyEnvelope,
    ApiKeyEnvelopeFromJSON,
    ApiKeyEnvelopeToJSON,
} from '../models/ApiKeyEnvelope';
import {
    type ApiKeyList,
    ApiKeyListFromJSON,
    ApiKeyListToJSON,
} from '../models/ApiKeyList';
import {
    type ApiKeyWithSecretEnvelope,
    ApiKeyWithSecretEnvelopeFromJSON,
    ApiKeyWithSecretEnvelopeToJSON,
} from '../models/ApiKeyWithSecretEnvelope';
import {
    type AuthorizationServerMetadataEnvelope,
    AuthorizationServerMetadataEnvelopeFromJSON,
    AuthorizationServerMetadataEnvelopeToJSON,
} from '../models/AuthorizationServerMetadataEnvelope';
import {
    type CallerPermissionsEnvelope,
    CallerPermissionsEnvelopeFromJSON,
    CallerPermissionsEnvelopeToJSON,
} from '../models/CallerPermissionsEnvelope';
import {
    type ClientCreate,
    ClientCreateFromJSON,
    ClientCreateToJSON,
} from '../models/ClientCreate';
import {
    type ClientEnvelope,
    ClientEnvelopeFromJSON,
    ClientEnvelopeToJSON,
} from '../models/ClientEnvelope';
import {
    type ClientList,
    ClientListFromJSON,
    ClientListToJSON,
} from '../models/ClientList';
import {
    type ClientWithSecretEnvelope,
    ClientWithSecretEnvelopeFromJSON,
    ClientWithSecretEnvelopeToJSON,
} from '../models/ClientWithSecretEnvelope';
import {
    type ErrorResponse,
    ErrorResponseFromJSON,
    ErrorResponseToJSON,
} from '../models/ErrorResponse';
import {
    type InlineObject,
    InlineObjectFromJSON,
    InlineObjectToJSON,
} from '../models/InlineObject';
import {
    type IntrospectionEnvelope,
    IntrospectionEnvelopeFromJSON,
    IntrospectionEnvelopeToJSON,
} from '../models/IntrospectionEnvelope';
import {
    type JwksEnvelope,
    JwksEnvelopeFromJSON,
    JwksEnvelopeToJSON,
} from '../models/JwksEnvelope';
import {
    type OAuthError,
    OAuthErrorFromJSON,
    OAuthErrorToJSON,
} from '../models/OAuthError';
import {
    type RevocationEnvelope,
    RevocationEnvelopeFromJSON,
    RevocationEnvelopeToJSON,
} from '../models/RevocationEnvelope';
import {
    type TokenEnvelope,
    TokenEnvelopeFromJSON,
    TokenEnvelopeToJSON,
} from '../models/TokenEnvelope';

export interface AuthorizeRequest {
    /**
     * A live client of the caller's organization.
     */
    clientId: string;
    /**
     * Exactly one of the client's registered redirect URIs.
     */
    redirectUri: string;
    /**
     * 
     */
    responseType: AuthorizeResponseTypeEnum;
    /**
     * BASE64URL(SHA-256(code_verifier)), 43 characters.
     */
    codeChallenge: string;
    /**
     * 
     */
    codeChallengeMethod: AuthorizeCodeChallengeMethodEnum;
    /**
     * Space-separated permissions; within the caller's and the client's. Default: all of those.
     */
    scope?: string;
    /**
     * Returned on the redirect.
     */
    state?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: AuthorizeXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface CreateApiKeyRequest {
    /**
     * 
     */
    apiKeyCreate: ApiKeyCreate;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: CreateApiKeyXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface CreateClientRequest {
    /**
     * 
     */
    clientCreate: ClientCreate;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: CreateClientXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface DeleteClientRequest {
    /**
     * The OAuth client's id, in either form. An id that does not parse names nothing (404).
     */
    clientId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: DeleteClientXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetApiKeyRequest {
    /**
     * The API key's id, in either form. An id that does not parse names nothing (404).
     */
    keyId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetApiKeyXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetAuthorizationServerMetadataRequest {
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetAuthorizationServerMetadataXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetClientRequest {
    /**
     * The OAuth client's id, in either form. An id that does not parse names nothing (404).
     */
    clientId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetClientXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetJwksRequest {
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetJwksXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetPermissionsRequest {
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetPermissionsXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface IntrospectTokenRequest {
    /**
     * An access token or a refresh token (`popsr_…`).
     */
    token: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: IntrospectTokenXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
    /**
     * Accepted and not needed.
     */
    tokenTypeHint?: IntrospectTokenTokenTypeHintEnum;
    /**
     * 
     */
    clientId?: string;
    /**
     * 
     */
    clientSecret?: string;
}

export interface IssueTokenRequest {
    /**
     * 
     */
    grantType: IssueTokenGrantTypeEnum;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: IssueTokenXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
    /**
     * 
     */
    clientId?: string;
    /**
     * 
     */
    clientSecret?: string;
    /**
     * Space- or comma-separated permissions.
     */
    scope?: string;
    /**
     * authorization_code: the code from /oauth2/authorize.
     */
    code?: string;
    /**
     * authorization_code: as in the authorization request.
     */
    redirectUri?: string;
    /**
     * authorization_code: the PKCE verifier.
     */
    codeVerifier?: string;
    /**
     * refresh_token: the refresh token (`popsr_…`).
     */
    refreshToken?: string;
}

export interface ListApiKeysRequest {
    /**
     * Page size.
     */
    limit?: number;
    /**
     * Offset pagination (v1 and unprefixed paths): the 1-based page. Sent to v2 it is 400. A page whose entries before it and itself exceed the list read budget (1,000 index entries a request) is 400 naming cursor pagination and the narrowing filters; a page past the end is empty.
     */
    page?: number;
    /**
     * The one sortable field (created_at), `-` for descending; ties are ordered by id (creation order) in the same direction. Default `-created_at`.
     */
    sort?: ListApiKeysSortEnum;
    /**
     * Filter: `created_at` equals the value.
     */
    createdAt?: string;
    /**
     * Filter: `created_at` eq the value.
     */
    createdAtEq?: string;
    /**
     * Filter: `created_at` ne the value.
     */
    createdAtNe?: string;
    /**
     * Filter: `created_at` gt the value.
     */
    createdAtGt?: string;
    /**
     * Filter: `created_at` gte the value.
     */
    createdAtGte?: string;
    /**
     * Filter: `created_at` lt the value.
     */
    createdAtLt?: string;
    /**
     * Filter: `created_at` lte the value.
     */
    createdAtLte?: string;
    /**
     * Filter: `created_at` in the value (comma-separated list).
     */
    createdAtIn?: string;
    /**
     * Filter: `member_id` equals the value.
     */
    memberId?: string;
    /**
     * Filter: `member_id` eq the value.
     */
    memberIdEq?: string;
    /**
     * Filter: `member_id` ne the value.
     */
    memberIdNe?: string;
    /**
     * Filter: `member_id` in the value (comma-separated list).
     */
    memberIdIn?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListApiKeysXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListClientsRequest {
    /**
     * Page size.
     */
    limit?: number;
    /**
     * Offset pagination (v1 and unprefixed paths): the 1-based page. Sent to v2 it is 400. A page whose entries before it and itself exceed the list read budget (1,000 index entries a request) is 400 naming cursor pagination and the narrowing filters; a page past the end is empty.
     */
    page?: number;
    /**
     * The one sortable field (created_at), `-` for descending; ties are ordered by id (creation order) in the same direction. Default `-created_at`.
     */
    sort?: ListClientsSortEnum;
    /**
     * Filter: `created_at` equals the value.
     */
    createdAt?: string;
    /**
     * Filter: `created_at` eq the value.
     */
    createdAtEq?: string;
    /**
     * Filter: `created_at` ne the value.
     */
    createdAtNe?: string;
    /**
     * Filter: `created_at` gt the value.
     */
    createdAtGt?: string;
    /**
     * Filter: `created_at` gte the value.
     */
    createdAtGte?: string;
    /**
     * Filter: `created_at` lt the value.
     */
    createdAtLt?: string;
    /**
     * Filter: `created_at` lte the value.
     */
    createdAtLte?: string;
    /**
     * Filter: `created_at` in the value (comma-separated list).
     */
    createdAtIn?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListClientsXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface RevokeApiKeyRequest {
    /**
     * The API key's id, in either form. An id that does not parse names nothing (404).
     */
    keyId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: RevokeApiKeyXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface RevokeTokenRequest {
    /**
     * An access token or a refresh token (`popsr_…`) issued to the calling client.
     */
    token: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: RevokeTokenXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
    /**
     * Accepted and not needed; the token\'s form says what it is.
     */
    tokenTypeHint?: RevokeTokenTokenTypeHintEnum;
    /**
     * 
     */
    clientId?: string;
    /**
     * 
     */
    clientSecret?: string;
}

/**
 * 
 */
export class AuthApi extends runtime.BaseAPI {

    /**
     * Creates request options for authorize without sending the request
     */
    async authorizeRequestOpts(requestParameters: AuthorizeRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['clientId'] == null) {
            throw new runtime.RequiredError(
                'clientId',
                'Required parameter "clientId" was null or undefined when calling authorize().'
            );
        }

        if (requestParameters['redirectUri'] == null) {
            throw new runtime.RequiredError(
                'redirectUri',
                'Required parameter "redirectUri" was null or undefined when calling authorize().'
            );
        }

        if (requestParameters['responseType'] == null) {
            throw new runtime.RequiredError(
                'responseType',
                'Required parameter "responseType" was null or undefined when calling authorize().'
            );
        }

        if (requestParameters['codeChallenge'] == null) {
            throw new runtime.RequiredError(
                'codeChallenge',
                'Required parameter "codeChallenge" was null or undefined when calling authorize().'
            );
        }

        if (requestParameters['codeChallengeMethod'] == null) {
            throw new runtime.RequiredError(
                'codeChallengeMethod',
                'Required parameter "codeChallengeMethod" was null or undefined when calling authorize().'
            );
        }

        const queryParameters: any = {};

        if (requestParameters['clientId'] != null) {
            queryParameters['client_id'] = requestParameters['clientId'];
        }

        if (requestParameters['redirectUri'] != null) {
            queryParameters['redirect_uri'] = requestParameters['redirectUri'];
        }

        if (requestParameters['responseType'] != null) {
            queryParameters['response_type'] = requestParameters['responseType'];
        }

        if (requestParameters['codeChallenge'] != null) {
            queryParameters['code_challenge'] = requestParameters['codeChallenge'];
        }

        if (requestParameters['codeChallengeMethod'] != null) {
            queryParameters['code_challenge_method'] = requestParameters['codeChallengeMethod'];
        }

        if (requestParameters['scope'] != null) {
            queryParameters['scope'] = requestParameters['scope'];
        }

        if (requestParameters['state'] != null) {
            queryParameters['state'] = requestParameters['state'];
        }

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }

        if (this.configuration && this.configuration.apiKey) {
            headerParameters["X-API-Key"] = await this.configuration.apiKey("X-API-Key"); // apiKey authentication
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", []);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", []);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/oauth2/authorize`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Authorization code grant, called with the member\'s own credential (no login page). Until the client and redirect URI are established, errors are the API\'s error body; after that they go back on the redirect as `error`, `error_description` and `state`. An API key limited by `allowed_ips` is 403 FORBIDDEN (reason restricted_credential); the grant of an expiring credential ends with it. Any authenticated caller; no permission needed.
     * OAuth 2.0 authorization endpoint
     */
    async authorizeRaw(requestParameters: AuthorizeRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        const requestOptions = await this.authorizeRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * Authorization code grant, called with the member\'s own credential (no login page). Until the client and redirect URI are established, errors are the API\'s error body; after that they go back on the redirect as `error`, `error_description` and `state`. An API key limited by `allowed_ips` is 403 FORBIDDEN (reason restricted_credential); the grant of an expiring credential ends with it. Any authenticated caller; no permission needed.
     * OAuth 2.0 authorization endpoint
     */
    async authorize(requestParameters: AuthorizeRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.authorizeRaw(requestParameters, initOverrides);
    }

    /**
     * Creates request options for createApiKey without sending the request
     */
    async createApiKeyRequestOpts(requestParameters: CreateApiKeyRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['apiKeyCreate'] == null) {
            throw new runtime.RequiredError(
                'apiKeyCreate',
                'Required parameter "apiKeyCreate" was null or undefined when calling createApiKey().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }

        if (this.configuration && this.configuration.apiKey) {
            headerParameters["X-API-Key"] = await this.configuration.apiKey("X-API-Key"); // apiKey authentication
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/auth/api-keys`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: ApiKeyCreateToJSON(requestParameters['apiKeyCreate']),
        };
    }

    /**
     * For the caller, an existing member (`member_id`) or a new service identity (`service`). The secret is in this response only. Not idempotent (a replay would have to store the secret). Requires `admin:api_keys`.
     * Issue an API key
     */
    async createApiKeyRaw(requestParameters: CreateApiKeyRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ApiKeyWithSecretEnvelope>> {
        const requestOptions = await this.createApiKeyRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ApiKeyWithSecretEnvelopeFromJSON(jsonValue));
    }

    /**
     * For the caller, an existing member (`member_id`) or a new service identity (`service`). The secret is in this response only. Not idempotent (a replay would have to store the secret). Requires `admin:api_keys`.
     * Issue an API key
     */
    async createApiKey(requestParameters: CreateApiKeyRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ApiKeyWithSecretEnvelope> {
        const response = await this.createApiKeyRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for createClient without sending the request
     */
    async createClientRequestOpts(requestParameters: CreateClientRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['clientCreate'] == null) {
            throw new runtime.RequiredError(
                'clientCreate',
                'Required parameter "clientCreate" was null or undefined when calling createClient().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }

        if (this.configuration && this.configuration.apiKey) {
            headerParameters["X-API-Key"] = await this.configuration.apiKey("X-API-Key"); // apiKey authentication
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/auth/clients`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: ClientCreateToJSON(requestParameters['clientCreate']),
        };
    }

    /**
     * Creates the client with its own service identity. The secret is in this response only. Not idempotent. Requires `admin:api_keys`.
     * Register an OAuth client
     */
    async createClientRaw(requestParameters: CreateClientRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ClientWithSecretEnvelope>> {
        const requestOptions = await this.createClientRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ClientWithSecretEnvelopeFromJSON(jsonValue));
    }

    /**
     * Creates the client with its own service identity. The secret is in this response only. Not idempotent. Requires `admin:api_keys`.
     * Register an OAuth client
     */
    async createClient(requestParameters: CreateClientRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ClientWithSecretEnvelope> {
        const response = await this.createClientRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for deleteClient without sending the request
     */
    async deleteClientRequestOpts(requestParameters: DeleteClientRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['clientId'] == null) {
            throw new runtime.RequiredError(
                'clientId',
                'Required parameter "clientId" was null or undefined when calling deleteClient().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }

        if (this.configuration && this.configuration.apiKey) {
            headerParameters["X-API-Key"] = await this.configuration.apiKey("X-API-Key"); // apiKey authentication
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/auth/clients/{client_id}`;
        urlPath = urlPath.replace('{client_id}', encodeURIComponent(String(requestParameters['clientId'])));

        return {
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Disables its service identity in the same transaction. The caller must hold that identity\'s whole role. Requires `admin:api_keys`.
     * Delete an OAuth client
     */
    async deleteClientRaw(requestParameters: DeleteClientRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        const requestOptions = await this.deleteClientRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * Disables its service identity in the same transaction. The caller must hold that identity\'s whole role. Requires `admin:api_keys`.
     * Delete an OAuth client
     */
    async deleteClient(requestParameters: DeleteClientRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.deleteClientRaw(requestParameters, initOverrides);
    }

    /**
     * Creates request options for getApiKey without sending the request
     */
    async getApiKeyRequestOpts(requestParameters: GetApiKeyRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['keyId'] == null) {
            throw new runtime.RequiredError(
                'keyId',
                'Required parameter "keyId" was null or undefined when calling getApiKey().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }

        if (this.configuration && this.configuration.apiKey) {
            headerParameters["X-API-Key"] = await this.configuration.apiKey("X-API-Key"); // apiKey authentication
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/auth/api-keys/{key_id}`;
        urlPath = urlPath.replace('{key_id}', encodeURIComponent(String(requestParameters['keyId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Requires `admin:api_keys`.
     * Get an API key
     */
    async getApiKeyRaw(requestParameters: GetApiKeyRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ApiKeyEnvelope>> {
        const requestOptions = await this.getApiKeyRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ApiKeyEnvelopeFromJSON(jsonValue));
    }

    /**
     * Requires `admin:api_keys`.
     * Get an API key
     */
    async getApiKey(requestParameters: GetApiKeyRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ApiKeyEnvelope> {
        const response = await this.getApiKeyRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for getAuthorizationServerMetadata without sending the request
     */
    async getAuthorizationServerMetadataRequestOpts(requestParameters: GetAuthorizationServerMetadataRequest): Promise<runtime.RequestOpts> {
        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }


        let urlPath = `/.well-known/oauth-authorization-server`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The authorization server\'s endpoints and capabilities, every URL under the issuer (`TOKEN_ISSUER`). Cacheable (`Cache-Control: public, max-age=300`). No credential.
     * OAuth 2.0 authorization server metadata (RFC 8414)
     */
    async getAuthorizationServerMetadataRaw(requestParameters: GetAuthorizationServerMetadataRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<AuthorizationServerMetadataEnvelope>> {
        const requestOptions = await this.getAuthorizationServerMetadataRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => AuthorizationServerMetadataEnvelopeFromJSON(jsonValue));
    }

    /**
     * The authorization server\'s endpoints and capabilities, every URL under the issuer (`TOKEN_ISSUER`). Cacheable (`Cache-Control: public, max-age=300`). No credential.
     * OAuth 2.0 authorization server metadata (RFC 8414)
     */
    async getAuthorizationServerMetadata(requestParameters: GetAuthorizationServerMetadataRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<AuthorizationServerMetadataEnvelope> {
        const response = await this.getAuthorizationServerMetadataRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for getClient without sending the request
     */
    async getClientRequestOpts(requestParameters: GetClientRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['clientId'] == null) {
            throw new runtime.RequiredError(
                'clientId',
                'Required parameter "clientId" was null or undefined when calling getClient().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }

        if (this.configuration && this.configuration.apiKey) {
            headerParameters["X-API-Key"] = await this.configuration.apiKey("X-API-Key"); // apiKey authentication
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/auth/clients/{client_id}`;
        urlPath = urlPath.replace('{client_id}', encodeURIComponent(String(requestParameters['clientId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Requires `admin:api_keys`.
     * Get an OAuth client
     */
    async getClientRaw(requestParameters: GetClientRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ClientEnvelope>> {
        const requestOptions = await this.getClientRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ClientEnvelopeFromJSON(jsonValue));
    }

    /**
     * Requires `admin:api_keys`.
     * Get an OAuth client
     */
    async getClient(requestParameters: GetClientRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ClientEnvelope> {
        const response = await this.getClientRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for getJwks without sending the request
     */
    async getJwksRequestOpts(requestParameters: GetJwksRequest): Promise<runtime.RequestOpts> {
        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }


        let urlPath = `/.well-known/jwks.json`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The public keys access tokens are signed with (ES256), the signing key first; during a rotation the previous or next key too. A resource server verifies a token with the key its `kid` names, and fetches again on an unknown `kid`. Cacheable (`Cache-Control: public, max-age=300`). No credential.
     * Access token signing keys (RFC 7517 JWKS)
     */
    async getJwksRaw(requestParameters: GetJwksRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<JwksEnvelope>> {
        const requestOptions = await this.getJwksRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => JwksEnvelopeFromJSON(jsonValue));
    }

    /**
     * The public keys access tokens are signed with (ES256), the signing key first; during a rotation the previous or next key too. A resource server verifies a token with the key its `kid` names, and fetches again on an unknown `kid`. Cacheable (`Cache-Control: public, max-age=300`). No credential.
     * Access token signing keys (RFC 7517 JWKS)
     */
    async getJwks(requestParameters: GetJwksRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<JwksEnvelope> {
        const response = await this.getJwksRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for getPermissions without sending the request
     */
    async getPermissionsRequestOpts(requestParameters: GetPermissionsRequest): Promise<runtime.RequestOpts> {
        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }

        if (this.configuration && this.configuration.apiKey) {
            headerParameters["X-API-Key"] = await this.configuration.apiKey("X-API-Key"); // apiKey authentication
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", []);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", []);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/auth/permissions`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The caller\'s roles, effective permissions and scopes. Any authenticated caller; no permission needed.
     * The caller\'s permissions
     */
    async getPermissionsRaw(requestParameters: GetPermissionsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<CallerPermissionsEnvelope>> {
        const requestOptions = await this.getPermissionsRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => CallerPermissionsEnvelopeFromJSON(jsonValue));
    }

    /**
     * The caller\'s roles, effective permissions and scopes. Any authenticated caller; no permission needed.
     * The caller\'s permissions
     */
    async getPermissions(requestParameters: GetPermissionsRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<CallerPermissionsEnvelope> {
        const response = await this.getPermissionsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for introspectToken without sending the request
     */
    async introspectTokenRequestOpts(requestParameters: IntrospectTokenRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['token'] == null) {
            throw new runtime.RequiredError(
                'token',
                'Required parameter "token" was null or undefined when calling introspectToken().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }

        const consumes: runtime.Consume[] = [
            { contentType: 'application/x-www-form-urlencoded' },
            { contentType: 'application/json' },
        ];
        // @ts-ignore: canConsumeForm may be unused
        const canConsumeForm = runtime.canConsumeForm(consumes);

        let formParams: { append(param: string, value: any): any };
        let useForm = false;
        if (useForm) {
            formParams = new FormData();
        } else {
            formParams = new URLSearchParams();
        }

        if (requestParameters['token'] != null) {
            formParams.append('token', requestParameters['token'] as any);
        }

        if (requestParameters['tokenTypeHint'] != null) {
            formParams.append('token_type_hint', requestParameters['tokenTypeHint'] as any);
        }

        if (requestParameters['clientId'] != null) {
            formParams.append('client_id', requestParameters['clientId'] as any);
        }

        if (requestParameters['clientSecret'] != null) {
            formParams.append('client_secret', requestParameters['clientSecret'] as any);
        }


        let urlPath = `/oauth2/introspect`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: formParams,
        };
    }

    /**
     * For resource servers: a client of the organization (HTTP Basic, or `client_id` + `client_secret` in the body) asks whether a token is active. An access token is active when it would authenticate a request now (signature, expiry, its grant and client not revoked, its member and organization active), a refresh token while it may still be exchanged. Tokens of another organization are `{\"active\": false}`, like unknown ones. No API credential.
     * OAuth 2.0 token introspection (RFC 7662)
     */
    async introspectTokenRaw(requestParameters: IntrospectTokenRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<IntrospectionEnvelope>> {
        const requestOptions = await this.introspectTokenRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => IntrospectionEnvelopeFromJSON(jsonValue));
    }

    /**
     * For resource servers: a client of the organization (HTTP Basic, or `client_id` + `client_secret` in the body) asks whether a token is active. An access token is active when it would authenticate a request now (signature, expiry, its grant and client not revoked, its member and organization active), a refresh token while it may still be exchanged. Tokens of another organization are `{\"active\": false}`, like unknown ones. No API credential.
     * OAuth 2.0 token introspection (RFC 7662)
     */
    async introspectToken(requestParameters: IntrospectTokenRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<IntrospectionEnvelope> {
        const response = await this.introspectTokenRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for issueToken without sending the request
     */
    async issueTokenRequestOpts(requestParameters: IssueTokenRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['grantType'] == null) {
            throw new runtime.RequiredError(
                'grantType',
                'Required parameter "grantType" was null or undefined when calling issueToken().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }

        const consumes: runtime.Consume[] = [
            { contentType: 'application/x-www-form-urlencoded' },
        ];
        // @ts-ignore: canConsumeForm may be unused
        const canConsumeForm = runtime.canConsumeForm(consumes);

        let formParams: { append(param: string, value: any): any };
        let useForm = false;
        if (useForm) {
            formParams = new FormData();
        } else {
            formParams = new URLSearchParams();
        }

        if (requestParameters['grantType'] != null) {
            formParams.append('grant_type', requestParameters['grantType'] as any);
        }

        if (requestParameters['clientId'] != null) {
            formParams.append('client_id', requestParameters['clientId'] as any);
        }

        if (requestParameters['clientSecret'] != null) {
            formParams.append('client_secret', requestParameters['clientSecret'] as any);
        }

        if (requestParameters['scope'] != null) {
            formParams.append('scope', requestParameters['scope'] as any);
        }

        if (requestParameters['code'] != null) {
            formParams.append('code', requestParameters['code'] as any);
        }

        if (requestParameters['redirectUri'] != null) {
            formParams.append('redirect_uri', requestParameters['redirectUri'] as any);
        }

        if (requestParameters['codeVerifier'] != null) {
            formParams.append('code_verifier', requestParameters['codeVerifier'] as any);
        }

        if (requestParameters['refreshToken'] != null) {
            formParams.append('refresh_token', requestParameters['refreshToken'] as any);
        }


        let urlPath = `/auth/token`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: formParams,
        };
    }

    /**
     * Grants `client_credentials`, `authorization_code` (PKCE S256) and `refresh_token` (rotated; reuse revokes the family). Errors are RFC 6749 section 5.2 in every version (`error` the OAuth code, `error_description`, and the spec\'s `code` beside them). Endpoint limit: 20 per minute. No API credential: the OAuth client authenticates itself.
     * OAuth 2.0 token endpoint
     */
    async issueTokenRaw(requestParameters: IssueTokenRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<TokenEnvelope>> {
        const requestOptions = await this.issueTokenRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => TokenEnvelopeFromJSON(jsonValue));
    }

    /**
     * Grants `client_credentials`, `authorization_code` (PKCE S256) and `refresh_token` (rotated; reuse revokes the family). Errors are RFC 6749 section 5.2 in every version (`error` the OAuth code, `error_description`, and the spec\'s `code` beside them). Endpoint limit: 20 per minute. No API credential: the OAuth client authenticates itself.
     * OAuth 2.0 token endpoint
     */
    async issueToken(requestParameters: IssueTokenRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<TokenEnvelope> {
        const response = await this.issueTokenRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listApiKeys without sending the request
     */
    async listApiKeysRequestOpts(requestParameters: ListApiKeysRequest): Promise<runtime.RequestOpts> {
        const queryParameters: any = {};

        if (requestParameters['limit'] != null) {
            queryParameters['limit'] = requestParameters['limit'];
        }

        if (requestParameters['page'] != null) {
            queryParameters['page'] = requestParameters['page'];
        }

        if (requestParameters['sort'] != null) {
            queryParameters['sort'] = requestParameters['sort'];
        }

        if (requestParameters['createdAt'] != null) {
            queryParameters['created_at'] = requestParameters['createdAt'];
        }

        if (requestParameters['createdAtEq'] != null) {
            queryParameters['created_at[eq]'] = requestParameters['createdAtEq'];
        }

        if (requestParameters['createdAtNe'] != null) {
            queryParameters['created_at[ne]'] = requestParameters['createdAtNe'];
        }

        if (requestParameters['createdAtGt'] != null) {
            queryParameters['created_at[gt]'] = requestParameters['createdAtGt'];
        }

        if (requestParameters['createdAtGte'] != null) {
            queryParameters['created_at[gte]'] = requestParameters['createdAtGte'];
        }

        if (requestParameters['createdAtLt'] != null) {
            queryParameters['created_at[lt]'] = requestParameters['createdAtLt'];
        }

        if (requestParameters['createdAtLte'] != null) {
            queryParameters['created_at[lte]'] = requestParameters['createdAtLte'];
        }

        if (requestParameters['createdAtIn'] != null) {
            queryParameters['created_at[in]'] = requestParameters['createdAtIn'];
        }

        if (requestParameters['memberId'] != null) {
            queryParameters['member_id'] = requestParameters['memberId'];
        }

        if (requestParameters['memberIdEq'] != null) {
            queryParameters['member_id[eq]'] = requestParameters['memberIdEq'];
        }

        if (requestParameters['memberIdNe'] != null) {
            queryParameters['member_id[ne]'] = requestParameters['memberIdNe'];
        }

        if (requestParameters['memberIdIn'] != null) {
            queryParameters['member_id[in]'] = requestParameters['memberIdIn'];
        }

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }

        if (this.configuration && this.configuration.apiKey) {
            headerParameters["X-API-Key"] = await this.configuration.apiKey("X-API-Key"); // apiKey authentication
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/auth/api-keys`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Masked. Offset pagination in v1, cursor pagination in v2. Requires `admin:api_keys`.
     * List API keys
     */
    async listApiKeysRaw(requestParameters: ListApiKeysRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ApiKeyList>> {
        const requestOptions = await this.listApiKeysRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ApiKeyListFromJSON(jsonValue));
    }

    /**
     * Masked. Offset pagination in v1, cursor pagination in v2. Requires `admin:api_keys`.
     * List API keys
     */
    async listApiKeys(requestParameters: ListApiKeysRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ApiKeyList> {
        const response = await this.listApiKeysRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listClients without sending the request
     */
    async listClientsRequestOpts(requestParameters: ListClientsRequest): Promise<runtime.RequestOpts> {
        const queryParameters: any = {};

        if (requestParameters['limit'] != null) {
            queryParameters['limit'] = requestParameters['limit'];
        }

        if (requestParameters['page'] != null) {
            queryParameters['page'] = requestParameters['page'];
        }

        if (requestParameters['sort'] != null) {
            queryParameters['sort'] = requestParameters['sort'];
        }

        if (requestParameters['createdAt'] != null) {
            queryParameters['created_at'] = requestParameters['createdAt'];
        }

        if (requestParameters['createdAtEq'] != null) {
            queryParameters['created_at[eq]'] = requestParameters['createdAtEq'];
        }

        if (requestParameters['createdAtNe'] != null) {
            queryParameters['created_at[ne]'] = requestParameters['createdAtNe'];
        }

        if (requestParameters['createdAtGt'] != null) {
            queryParameters['created_at[gt]'] = requestParameters['createdAtGt'];
        }

        if (requestParameters['createdAtGte'] != null) {
            queryParameters['created_at[gte]'] = requestParameters['createdAtGte'];
        }

        if (requestParameters['createdAtLt'] != null) {
            queryParameters['created_at[lt]'] = requestParameters['createdAtLt'];
        }

        if (requestParameters['createdAtLte'] != null) {
            queryParameters['created_at[lte]'] = requestParameters['createdAtLte'];
        }

        if (requestParameters['createdAtIn'] != null) {
            queryParameters['created_at[in]'] = requestParameters['createdAtIn'];
        }

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }

        if (this.configuration && this.configuration.apiKey) {
            headerParameters["X-API-Key"] = await this.configuration.apiKey("X-API-Key"); // apiKey authentication
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/auth/clients`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Offset pagination in v1, cursor pagination in v2. Requires `admin:api_keys`.
     * List OAuth clients
     */
    async listClientsRaw(requestParameters: ListClientsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ClientList>> {
        const requestOptions = await this.listClientsRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ClientListFromJSON(jsonValue));
    }

    /**
     * Offset pagination in v1, cursor pagination in v2. Requires `admin:api_keys`.
     * List OAuth clients
     */
    async listClients(requestParameters: ListClientsRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ClientList> {
        const response = await this.listClientsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for revokeApiKey without sending the request
     */
    async revokeApiKeyRequestOpts(requestParameters: RevokeApiKeyRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['keyId'] == null) {
            throw new runtime.RequiredError(
                'keyId',
                'Required parameter "keyId" was null or undefined when calling revokeApiKey().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }

        if (this.configuration && this.configuration.apiKey) {
            headerParameters["X-API-Key"] = await this.configuration.apiKey("X-API-Key"); // apiKey authentication
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:api_keys"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/auth/api-keys/{key_id}`;
        urlPath = urlPath.replace('{key_id}', encodeURIComponent(String(requestParameters['keyId'])));

        return {
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The caller must hold the key holder\'s whole role. Requires `admin:api_keys`.
     * Revoke an API key
     */
    async revokeApiKeyRaw(requestParameters: RevokeApiKeyRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        const requestOptions = await this.revokeApiKeyRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * The caller must hold the key holder\'s whole role. Requires `admin:api_keys`.
     * Revoke an API key
     */
    async revokeApiKey(requestParameters: RevokeApiKeyRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.revokeApiKeyRaw(requestParameters, initOverrides);
    }

    /**
     * Creates request options for revokeToken without sending the request
     */
    async revokeTokenRequestOpts(requestParameters: RevokeTokenRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['token'] == null) {
            throw new runtime.RequiredError(
                'token',
                'Required parameter "token" was null or undefined when calling revokeToken().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['xAPIVersion'] != null) {
            headerParameters['X-API-Version'] = String(requestParameters['xAPIVersion']);
        }

        if (requestParameters['xDebug'] != null) {
            headerParameters['X-Debug'] = String(requestParameters['xDebug']);
        }

        if (requestParameters['xRequestId'] != null) {
            headerParameters['X-Request-Id'] = String(requestParameters['xRequestId']);
        }

        const consumes: runtime.Consume[] = [
            { contentType: 'application/x-www-form-urlencoded' },
            { contentType: 'application/json' },
        ];
        // @ts-ignore: canConsumeForm may be unused
        const canConsumeForm = runtime.canConsumeForm(consumes);

        let formParams: { append(param: string, value: any): any };
        let useForm = false;
        if (useForm) {
            formParams = new FormData();
        } else {
            formParams = new URLSearchParams();
        }

        if (requestParameters['token'] != null) {
            formParams.append('token', requestParameters['token'] as any);
        }

        if (requestParameters['tokenTypeHint'] != null) {
            formParams.append('token_type_hint', requestParameters['tokenTypeHint'] as any);
        }

        if (requestParameters['clientId'] != null) {
            formParams.append('client_id', requestParameters['clientId'] as any);
        }

        if (requestParameters['clientSecret'] != null) {
            formParams.append('client_secret', requestParameters['clientSecret'] as any);
        }


        let urlPath = `/oauth2/revoke`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: formParams,
        };
    }

    /**
     * The client (HTTP Basic, or `client_id` + `client_secret` in the body) revokes a token issued to it. A refresh token, or an access token from the authorization code grant, revokes its whole grant: every refresh token of the family and every access token minted from it (refused by every instance within the auth cache bound, 30 s). An access token from `client_credentials` is revoked with every earlier `client_credentials` token of its client (within the same bound); later ones live on. A token that is unknown, expired, malformed or issued to another client is 200 and left alone. No API credential.
     * OAuth 2.0 token revocation (RFC 7009)
     */
    async revokeTokenRaw(requestParameters: RevokeTokenRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<RevocationEnvelope>> {
        const requestOptions = await this.revokeTokenRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => RevocationEnvelopeFromJSON(jsonValue));
    }

    /**
     * The client (HTTP Basic, or `client_id` + `client_secret` in the body) revokes a token issued to it. A refresh token, or an access token from the authorization code grant, revokes its whole grant: every refresh token of the family and every access token minted from it (refused by every instance within the auth cache bound, 30 s). An access token from `client_credentials` is revoked with every earlier `client_credentials` token of its client (within the same bound); later ones live on. A token that is unknown, expired, malformed or issued to another client is 200 and left alone. No API credential.
     * OAuth 2.0 token revocation (RFC 7009)
     */
    async revokeToken(requestParameters: RevokeTokenRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<RevocationEnvelope> {
        const response = await this.revokeTokenRaw(requestParameters, initOverrides);
        return await response.value();
    }

}

/**
 * @export
 */
export const AuthorizeResponseTypeEnum = {
    Code: 'code',
} as const;
export type AuthorizeResponseTypeEnum = typeof AuthorizeResponseTypeEnum[keyof typeof AuthorizeResponseTypeEnum];
/**
 * @export
 */
export const AuthorizeCodeChallengeMethodEnum = {
    S256: 'S256',
} as const;
export type AuthorizeCodeChallengeMethodEnum = typeof AuthorizeCodeChallengeMethodEnum[keyof typeof AuthorizeCodeChallengeMethodEnum];
/**
 * @export
 */
export const AuthorizeXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type AuthorizeXAPIVersionEnum = typeof AuthorizeXAPIVersionEnum[keyof typeof AuthorizeXAPIVersionEnum];
/**
 * @export
 */
export const CreateApiKeyXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type CreateApiKeyXAPIVersionEnum = typeof CreateApiKeyXAPIVersionEnum[keyof typeof CreateApiKeyXAPIVersionEnum];
/**
 * @export
 */
export const CreateClientXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type CreateClientXAPIVersionEnum = typeof CreateClientXAPIVersionEnum[keyof typeof CreateClientXAPIVersionEnum];
/**
 * @export
 */
export const DeleteClientXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type DeleteClientXAPIVersionEnum = typeof DeleteClientXAPIVersionEnum[keyof typeof DeleteClientXAPIVersionEnum];
/**
 * @export
 */
export const GetApiKeyXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type GetApiKeyXAPIVersionEnum = typeof GetApiKeyXAPIVersionEnum[keyof typeof GetApiKeyXAPIVersionEnum];
/**
 * @export
 */
export const GetAuthorizationServerMetadataXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type GetAuthorizationServerMetadataXAPIVersionEnum = typeof GetAuthorizationServerMetadataXAPIVersionEnum[keyof typeof GetAuthorizationServerMetadataXAPIVersionEnum];
/**
 * @export
 */
export const GetClientXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type GetClientXAPIVersionEnum = typeof GetClientXAPIVersionEnum[keyof typeof GetClientXAPIVersionEnum];
/**
 * @export
 */
export const GetJwksXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type GetJwksXAPIVersionEnum = typeof GetJwksXAPIVersionEnum[keyof typeof GetJwksXAPIVersionEnum];
/**
 * @export
 */
export const GetPermissionsXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type GetPermissionsXAPIVersionEnum = typeof GetPermissionsXAPIVersionEnum[keyof typeof GetPermissionsXAPIVersionEnum];
/**
 * @export
 */
export const IntrospectTokenXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type IntrospectTokenXAPIVersionEnum = typeof IntrospectTokenXAPIVersionEnum[keyof typeof IntrospectTokenXAPIVersionEnum];
/**
 * @export
 */
export const IntrospectTokenTokenTypeHintEnum = {
    AccessToken: 'access_token',
    RefreshToken: 'refresh_token',
} as const;
export type IntrospectTokenTokenTypeHintEnum = typeof IntrospectTokenTokenTypeHintEnum[keyof typeof IntrospectTokenTokenTypeHintEnum];
/**
 * @export
 */
export const IssueTokenGrantTypeEnum = {
    ClientCredentials: 'client_credentials',
    AuthorizationCode: 'authorization_code',
    RefreshToken: 'refresh_token',
} as const;
export type IssueTokenGrantTypeEnum = typeof IssueTokenGrantTypeEnum[keyof typeof IssueTokenGrantTypeEnum];
/**
 * @export
 */
export const IssueTokenXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type IssueTokenXAPIVersionEnum = typeof IssueTokenXAPIVersionEnum[keyof typeof IssueTokenXAPIVersionEnum];
/**
 * @export
 */
export const ListApiKeysSortEnum = {
    CreatedAt: 'created_at',
    CreatedAt2: '-created_at',
} as const;
export type ListApiKeysSortEnum = typeof ListApiKeysSortEnum[keyof typeof ListApiKeysSortEnum];
/**
 * @export
 */
export const ListApiKeysXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type ListApiKeysXAPIVersionEnum = typeof ListApiKeysXAPIVersionEnum[keyof typeof ListApiKeysXAPIVersionEnum];
/**
 * @export
 */
export const ListClientsSortEnum = {
    CreatedAt: 'created_at',
    CreatedAt2: '-created_at',
} as const;
export type ListClientsSortEnum = typeof ListClientsSortEnum[keyof typeof ListClientsSortEnum];
/**
 * @export
 */
export const ListClientsXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type ListClientsXAPIVersionEnum = typeof ListClientsXAPIVersionEnum[keyof typeof ListClientsXAPIVersionEnum];
/**
 * @export
 */
export const RevokeApiKeyXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type RevokeApiKeyXAPIVersionEnum = typeof RevokeApiKeyXAPIVersionEnum[keyof typeof RevokeApiKeyXAPIVersionEnum];
/**
 * @export
 */
export const RevokeTokenXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type RevokeTokenXAPIVersionEnum = typeof RevokeTokenXAPIVersionEnum[keyof typeof RevokeTokenXAPIVersionEnum];
/**
 * @export
 */
export const RevokeTokenTokenTypeHintEnum = {
    AccessToken: 'access_token',
    RefreshToken: 'refresh_token',
} as const;
export type RevokeTokenTokenTypeHintEnum = typeof RevokeTokenTokenTypeHintEnum[keyof typeof RevokeTokenTokenTypeHintEnum];
