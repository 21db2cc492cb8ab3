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
    type ErrorResponse,
    ErrorResponseFromJSON,
    ErrorResponseToJSON,
} from '../models/ErrorResponse';
import {
    type EventList,
    EventListFromJSON,
    EventListToJSON,
} from '../models/EventList';
import {
    type IdTokenCreate,
    IdTokenCreateFromJSON,
    IdTokenCreateToJSON,
} from '../models/IdTokenCreate';
import {
    type IdTokenEnvelope,
    IdTokenEnvelopeFromJSON,
    IdTokenEnvelopeToJSON,
} from '../models/IdTokenEnvelope';
import {
    type IdTokenList,
    IdTokenListFromJSON,
    IdTokenListToJSON,
} from '../models/IdTokenList';
import {
    type MeterValueList,
    MeterValueListFromJSON,
    MeterValueListToJSON,
} from '../models/MeterValueList';
import {
    type ScheduleCreate,
    ScheduleCreateFromJSON,
    ScheduleCreateToJSON,
} from '../models/ScheduleCreate';
import {
    type ScheduleEnvelope,
    ScheduleEnvelopeFromJSON,
    ScheduleEnvelopeToJSON,
} from '../models/ScheduleEnvelope';
import {
    type ScheduleItemCreate,
    ScheduleItemCreateFromJSON,
    ScheduleItemCreateToJSON,
} from '../models/ScheduleItemCreate';
import {
    type ScheduleItemEnvelope,
    ScheduleItemEnvelopeFromJSON,
    ScheduleItemEnvelopeToJSON,
} from '../models/ScheduleItemEnvelope';
import {
    type ScheduleItemList,
    ScheduleItemListFromJSON,
    ScheduleItemListToJSON,
} from '../models/ScheduleItemList';
import {
    type ScheduleItemUpdate,
    ScheduleItemUpdateFromJSON,
    ScheduleItemUpdateToJSON,
} from '../models/ScheduleItemUpdate';
import {
    type ScheduleList,
    ScheduleListFromJSON,
    ScheduleListToJSON,
} from '../models/ScheduleList';
import {
    type ScheduleUpdate,
    ScheduleUpdateFromJSON,
    ScheduleUpdateToJSON,
} from '../models/ScheduleUpdate';
import {
    type SessionAction,
    SessionActionFromJSON,
    SessionActionToJSON,
} from '../models/SessionAction';
import {
    type SessionCreate,
    SessionCreateFromJSON,
    SessionCreateToJSON,
} from '../models/SessionCreate';
import {
    type SessionEnvelope,
    SessionEnvelopeFromJSON,
    SessionEnvelopeToJSON,
} from '../models/SessionEnvelope';
import {
    type SessionList,
    SessionListFromJSON,
    SessionListToJSON,
} from '../models/SessionList';

export interface ActOnSessionRequest {
    /**
     * The session's id, in either form. An id that does not parse names nothing (404).
     */
    sessionId: string;
    /**
     * 
     */
    sessionAction: SessionAction;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ActOnSessionXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface CreateIdTokenRequest {
    /**
     * 
     */
    idTokenCreate: IdTokenCreate;
    /**
     * 1-255 visible ASCII characters (a UUID is usual), scoped to the credential and the endpoint (method, route, major version), kept 24 hours. A retry with the same body replays the stored response (`Idempotent-Replayed: true`); the same key with another body is 422 INVALID_VALUE; a retry while the first is still running is 409.
     */
    idempotencyKey?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: CreateIdTokenXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface CreateScheduleRequest {
    /**
     * 
     */
    scheduleCreate: ScheduleCreate;
    /**
     * 1-255 visible ASCII characters (a UUID is usual), scoped to the credential and the endpoint (method, route, major version), kept 24 hours. A retry with the same body replays the stored response (`Idempotent-Replayed: true`); the same key with another body is 422 INVALID_VALUE; a retry while the first is still running is 409.
     */
    idempotencyKey?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: CreateScheduleXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface CreateScheduleItemRequest {
    /**
     * The schedule's id, in either form. An id that does not parse names nothing (404).
     */
    scheduleId: string;
    /**
     * 
     */
    scheduleItemCreate: ScheduleItemCreate;
    /**
     * 1-255 visible ASCII characters (a UUID is usual), scoped to the credential and the endpoint (method, route, major version), kept 24 hours. A retry with the same body replays the stored response (`Idempotent-Replayed: true`); the same key with another body is 422 INVALID_VALUE; a retry while the first is still running is 409.
     */
    idempotencyKey?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: CreateScheduleItemXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface DeleteIdTokenRequest {
    /**
     * The id token's id, in either form. An id that does not parse names nothing (404).
     */
    idTokenId: string;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: DeleteIdTokenXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface DeleteScheduleRequest {
    /**
     * The schedule's id, in either form. An id that does not parse names nothing (404).
     */
    scheduleId: string;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: DeleteScheduleXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface DeleteScheduleItemRequest {
    /**
     * The schedule's id, in either form. An id that does not parse names nothing (404).
     */
    scheduleId: string;
    /**
     * The schedule item's id, in either form. An id that does not parse names nothing (404).
     */
    itemId: string;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: DeleteScheduleItemXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetScheduleRequest {
    /**
     * The schedule's id, in either form. An id that does not parse names nothing (404).
     */
    scheduleId: string;
    /**
     * 304 without a body when it names the current revision (weak comparison; `*` matches).
     */
    ifNoneMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetScheduleXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetScheduleItemRequest {
    /**
     * The schedule's id, in either form. An id that does not parse names nothing (404).
     */
    scheduleId: string;
    /**
     * The schedule item's id, in either form. An id that does not parse names nothing (404).
     */
    itemId: string;
    /**
     * 304 without a body when it names the current revision (weak comparison; `*` matches).
     */
    ifNoneMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetScheduleItemXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetSessionRequest {
    /**
     * The session's id, in either form. An id that does not parse names nothing (404).
     */
    sessionId: string;
    /**
     * 304 without a body when it names the current revision (weak comparison; `*` matches).
     */
    ifNoneMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetSessionXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListEventsRequest {
    /**
     * Page size.
     */
    limit?: number;
    /**
     * This list pages by cursor in every version: `next_cursor` of the previous page; omit for the first page (`page` is 400). A cursor of another list, query or organization is 400.
     */
    cursor?: string;
    /**
     * The one sortable field (created_at), `-` for descending; ties are ordered by id (creation order) in the same direction. Default `-created_at`.
     */
    sort?: ListEventsSortEnum;
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
     * Filter: `type` equals the value.
     */
    type?: ListEventsTypeEnum;
    /**
     * Filter: `type` eq the value.
     */
    typeEq?: ListEventsTypeEqEnum;
    /**
     * Filter: `type` ne the value.
     */
    typeNe?: ListEventsTypeNeEnum;
    /**
     * Filter: `type` in the value (comma-separated list).
     */
    typeIn?: string;
    /**
     * Filter: `status` equals the value.
     */
    status?: ListEventsStatusEnum;
    /**
     * Filter: `status` eq the value.
     */
    statusEq?: ListEventsStatusEqEnum;
    /**
     * Filter: `status` ne the value.
     */
    statusNe?: ListEventsStatusNeEnum;
    /**
     * Filter: `status` in the value (comma-separated list).
     */
    statusIn?: string;
    /**
     * Filter: `asset_id` equals the value.
     */
    assetId?: string;
    /**
     * Filter: `asset_id` eq the value.
     */
    assetIdEq?: string;
    /**
     * Filter: `asset_id` ne the value.
     */
    assetIdNe?: string;
    /**
     * Filter: `asset_id` in the value (comma-separated list).
     */
    assetIdIn?: string;
    /**
     * Filter: `site_id` equals the value.
     */
    siteId?: string;
    /**
     * Filter: `site_id` eq the value.
     */
    siteIdEq?: string;
    /**
     * Filter: `site_id` ne the value.
     */
    siteIdNe?: string;
    /**
     * Filter: `site_id` in the value (comma-separated list).
     */
    siteIdIn?: string;
    /**
     * Filter: `evse_id` equals the value.
     */
    evseId?: string;
    /**
     * Filter: `evse_id` eq the value.
     */
    evseIdEq?: string;
    /**
     * Filter: `evse_id` ne the value.
     */
    evseIdNe?: string;
    /**
     * Filter: `evse_id` in the value (comma-separated list).
     */
    evseIdIn?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListEventsXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListIdTokensRequest {
    /**
     * Page size.
     */
    limit?: number;
    /**
     * This list pages by cursor in every version: `next_cursor` of the previous page; omit for the first page (`page` is 400). A cursor of another list, query or organization is 400.
     */
    cursor?: string;
    /**
     * The one sortable field (created_at), `-` for descending; ties are ordered by id (creation order) in the same direction. Default `created_at` (oldest first).
     */
    sort?: ListIdTokensSortEnum;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListIdTokensXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListScheduleItemsRequest {
    /**
     * The schedule's id, in either form. An id that does not parse names nothing (404).
     */
    scheduleId: string;
    /**
     * Page size.
     */
    limit?: number;
    /**
     * This list pages by cursor in every version: `next_cursor` of the previous page; omit for the first page (`page` is 400). A cursor of another list, query or organization is 400.
     */
    cursor?: string;
    /**
     * The one sortable field (created_at), `-` for descending; ties are ordered by id (creation order) in the same direction. Default `created_at`.
     */
    sort?: ListScheduleItemsSortEnum;
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
    xAPIVersion?: ListScheduleItemsXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListSchedulesRequest {
    /**
     * Page size.
     */
    limit?: number;
    /**
     * Offset pagination (v1 and unprefixed paths): the 1-based page. Sent to v2 it is 400. A page whose entries before it and itself exceed the list read budget (1,000 index entries a request) is 400 naming cursor pagination and the narrowing filters; a page past the end is empty.
     */
    page?: number;
    /**
     * A comma-separated list of sortable fields (created_at, name, updated_at), in order of precedence (a field named again adds nothing and is ignored), `-` for descending (e.g. `status,-name`). Ties left by all of them are ordered by created_at, then id, in the direction of the last field. When 1,000 or more items share one value of the leading field (one request may read 1,000 index entries, too few to see where they end and order them by the next field), the answer is 400 naming the filters that narrow it (an `eq` on the leading field, or a range where it has one). Default `-created_at`.
     */
    sort?: string;
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
     * Filter: `name` equals the value.
     */
    name?: string;
    /**
     * Filter: `name` eq the value.
     */
    nameEq?: string;
    /**
     * Filter: `name` ne the value.
     */
    nameNe?: string;
    /**
     * Filter: `name` gt the value.
     */
    nameGt?: string;
    /**
     * Filter: `name` gte the value.
     */
    nameGte?: string;
    /**
     * Filter: `name` lt the value.
     */
    nameLt?: string;
    /**
     * Filter: `name` lte the value.
     */
    nameLte?: string;
    /**
     * Filter: `name` in the value (comma-separated list).
     */
    nameIn?: string;
    /**
     * Filter: `updated_at` equals the value.
     */
    updatedAt?: string;
    /**
     * Filter: `updated_at` eq the value.
     */
    updatedAtEq?: string;
    /**
     * Filter: `updated_at` ne the value.
     */
    updatedAtNe?: string;
    /**
     * Filter: `updated_at` gt the value.
     */
    updatedAtGt?: string;
    /**
     * Filter: `updated_at` gte the value.
     */
    updatedAtGte?: string;
    /**
     * Filter: `updated_at` lt the value.
     */
    updatedAtLt?: string;
    /**
     * Filter: `updated_at` lte the value.
     */
    updatedAtLte?: string;
    /**
     * Filter: `updated_at` in the value (comma-separated list).
     */
    updatedAtIn?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListSchedulesXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListSessionMeterValuesRequest {
    /**
     * The session's id, in either form. An id that does not parse names nothing (404).
     */
    sessionId: string;
    /**
     * Page size.
     */
    limit?: number;
    /**
     * This list pages by cursor in every version: `next_cursor` of the previous page; omit for the first page (`page` is 400). A cursor of another list, query or organization is 400.
     */
    cursor?: string;
    /**
     * The readings taken at or after the value.
     */
    atGte?: string;
    /**
     * The readings taken after the value.
     */
    atGt?: string;
    /**
     * The readings taken at or before the value.
     */
    atLte?: string;
    /**
     * The readings taken before the value.
     */
    atLt?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListSessionMeterValuesXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListSessionsRequest {
    /**
     * Page size.
     */
    limit?: number;
    /**
     * This list pages by cursor in every version: `next_cursor` of the previous page; omit for the first page (`page` is 400). A cursor of another list, query or organization is 400.
     */
    cursor?: string;
    /**
     * The one sortable field (started_at), `-` for descending; ties are ordered by id (creation order) in the same direction. Default `-started_at`.
     */
    sort?: ListSessionsSortEnum;
    /**
     * Filter: `started_at` equals the value.
     */
    startedAt?: string;
    /**
     * Filter: `started_at` eq the value.
     */
    startedAtEq?: string;
    /**
     * Filter: `started_at` ne the value.
     */
    startedAtNe?: string;
    /**
     * Filter: `started_at` gt the value.
     */
    startedAtGt?: string;
    /**
     * Filter: `started_at` gte the value.
     */
    startedAtGte?: string;
    /**
     * Filter: `started_at` lt the value.
     */
    startedAtLt?: string;
    /**
     * Filter: `started_at` lte the value.
     */
    startedAtLte?: string;
    /**
     * Filter: `started_at` in the value (comma-separated list).
     */
    startedAtIn?: string;
    /**
     * Filter: `status` equals the value.
     */
    status?: ListSessionsStatusEnum;
    /**
     * Filter: `status` eq the value.
     */
    statusEq?: ListSessionsStatusEqEnum;
    /**
     * Filter: `status` ne the value.
     */
    statusNe?: ListSessionsStatusNeEnum;
    /**
     * Filter: `status` in the value (comma-separated list).
     */
    statusIn?: string;
    /**
     * Filter: `asset_id` equals the value.
     */
    assetId?: string;
    /**
     * Filter: `asset_id` eq the value.
     */
    assetIdEq?: string;
    /**
     * Filter: `asset_id` ne the value.
     */
    assetIdNe?: string;
    /**
     * Filter: `asset_id` in the value (comma-separated list).
     */
    assetIdIn?: string;
    /**
     * Filter: `site_id` equals the value.
     */
    siteId?: string;
    /**
     * Filter: `site_id` eq the value.
     */
    siteIdEq?: string;
    /**
     * Filter: `site_id` ne the value.
     */
    siteIdNe?: string;
    /**
     * Filter: `site_id` in the value (comma-separated list).
     */
    siteIdIn?: string;
    /**
     * Filter: `evse_id` equals the value.
     */
    evseId?: string;
    /**
     * Filter: `evse_id` eq the value.
     */
    evseIdEq?: string;
    /**
     * Filter: `evse_id` ne the value.
     */
    evseIdNe?: string;
    /**
     * Filter: `evse_id` in the value (comma-separated list).
     */
    evseIdIn?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListSessionsXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface StartSessionRequest {
    /**
     * 
     */
    sessionCreate: SessionCreate;
    /**
     * 1-255 visible ASCII characters (a UUID is usual), scoped to the credential and the endpoint (method, route, major version), kept 24 hours. A retry with the same body replays the stored response (`Idempotent-Replayed: true`); the same key with another body is 422 INVALID_VALUE; a retry while the first is still running is 409.
     */
    idempotencyKey?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: StartSessionXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface UpdateScheduleRequest {
    /**
     * The schedule's id, in either form. An id that does not parse names nothing (404).
     */
    scheduleId: string;
    /**
     * 
     */
    scheduleUpdate: ScheduleUpdate;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: UpdateScheduleXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface UpdateScheduleItemRequest {
    /**
     * The schedule's id, in either form. An id that does not parse names nothing (404).
     */
    scheduleId: string;
    /**
     * The schedule item's id, in either form. An id that does not parse names nothing (404).
     */
    itemId: string;
    /**
     * 
     */
    scheduleItemUpdate: ScheduleItemUpdate;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: UpdateScheduleItemXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

/**
 * 
 */
export class AssetControlsApi extends runtime.BaseAPI {

    /**
     * Creates request options for actOnSession without sending the request
     */
    async actOnSessionRequestOpts(requestParameters: ActOnSessionRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['sessionId'] == null) {
            throw new runtime.RequiredError(
                'sessionId',
                'Required parameter "sessionId" was null or undefined when calling actOnSession().'
            );
        }

        if (requestParameters['sessionAction'] == null) {
            throw new runtime.RequiredError(
                'sessionAction',
                'Required parameter "sessionAction" was null or undefined when calling actOnSession().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/sessions/{session_id}/action`;
        urlPath = urlPath.replace('{session_id}', encodeURIComponent(String(requestParameters['sessionId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: SessionActionToJSON(requestParameters['sessionAction']),
        };
    }

    /**
     * An action the status does not allow is 409. On a session following a station\'s transaction, the station is asked first (stop: RequestStopTransaction; pause and resume: the transaction\'s charging limit at 0 W or back at its EVSE\'s capacity) and only its acceptance changes the session (409 `station_offline` or `station_rejected`, 504, 502 otherwise). A forced stop (`force: true`) also requires `admin:assets`. Endpoint limit: 30 per minute. Requires `write:sessions`.
     * Pause, resume or stop a session
     */
    async actOnSessionRaw(requestParameters: ActOnSessionRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<SessionEnvelope>> {
        const requestOptions = await this.actOnSessionRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => SessionEnvelopeFromJSON(jsonValue));
    }

    /**
     * An action the status does not allow is 409. On a session following a station\'s transaction, the station is asked first (stop: RequestStopTransaction; pause and resume: the transaction\'s charging limit at 0 W or back at its EVSE\'s capacity) and only its acceptance changes the session (409 `station_offline` or `station_rejected`, 504, 502 otherwise). A forced stop (`force: true`) also requires `admin:assets`. Endpoint limit: 30 per minute. Requires `write:sessions`.
     * Pause, resume or stop a session
     */
    async actOnSession(requestParameters: ActOnSessionRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<SessionEnvelope> {
        const response = await this.actOnSessionRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for createIdToken without sending the request
     */
    async createIdTokenRequestOpts(requestParameters: CreateIdTokenRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['idTokenCreate'] == null) {
            throw new runtime.RequiredError(
                'idTokenCreate',
                'Required parameter "idTokenCreate" was null or undefined when calling createIdToken().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (requestParameters['idempotencyKey'] != null) {
            headerParameters['Idempotency-Key'] = String(requestParameters['idempotencyKey']);
        }

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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/id-tokens`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: IdTokenCreateToJSON(requestParameters['idTokenCreate']),
        };
    }

    /**
     * `{id_token, type?, reference?, site_id?}`: `type` is an OCPP `IdTokenEnumType` other than `Central` and `NoAuthorization` (`ISO14443` by default). `site_id` absent or null lists the token for the whole organization, which only owners and admins may (otherwise 403 `RESOURCE_ACCESS_DENIED`, `reason: grants_sites_you_are_not_assigned_to`); a site the caller is not assigned to is 403 `RESOURCE_ACCESS_DENIED` (`not_assigned_to_site`), checked before whether the site exists; one that is not a live site of the organization is 422 `INVALID_VALUE`. A token listed already at the same place (the same site, or organization-wide; same type, same text in any case) is 409 `ALREADY_EXISTS`; the same card may be listed organization-wide and at any number of sites, each its own listing. A listing stands until unlisted: a credential that expires, is address-bound or is a third party\'s grant is 403 `FORBIDDEN` (`restricted_credential`). Requires `write:sessions`. Honours `Idempotency-Key`.
     * List an id token
     */
    async createIdTokenRaw(requestParameters: CreateIdTokenRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<IdTokenEnvelope>> {
        const requestOptions = await this.createIdTokenRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => IdTokenEnvelopeFromJSON(jsonValue));
    }

    /**
     * `{id_token, type?, reference?, site_id?}`: `type` is an OCPP `IdTokenEnumType` other than `Central` and `NoAuthorization` (`ISO14443` by default). `site_id` absent or null lists the token for the whole organization, which only owners and admins may (otherwise 403 `RESOURCE_ACCESS_DENIED`, `reason: grants_sites_you_are_not_assigned_to`); a site the caller is not assigned to is 403 `RESOURCE_ACCESS_DENIED` (`not_assigned_to_site`), checked before whether the site exists; one that is not a live site of the organization is 422 `INVALID_VALUE`. A token listed already at the same place (the same site, or organization-wide; same type, same text in any case) is 409 `ALREADY_EXISTS`; the same card may be listed organization-wide and at any number of sites, each its own listing. A listing stands until unlisted: a credential that expires, is address-bound or is a third party\'s grant is 403 `FORBIDDEN` (`restricted_credential`). Requires `write:sessions`. Honours `Idempotency-Key`.
     * List an id token
     */
    async createIdToken(requestParameters: CreateIdTokenRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<IdTokenEnvelope> {
        const response = await this.createIdTokenRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for createSchedule without sending the request
     */
    async createScheduleRequestOpts(requestParameters: CreateScheduleRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['scheduleCreate'] == null) {
            throw new runtime.RequiredError(
                'scheduleCreate',
                'Required parameter "scheduleCreate" was null or undefined when calling createSchedule().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (requestParameters['idempotencyKey'] != null) {
            headerParameters['Idempotency-Key'] = String(requestParameters['idempotencyKey']);
        }

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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/schedules`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: ScheduleCreateToJSON(requestParameters['scheduleCreate']),
        };
    }

    /**
     * `enabled` in the body also needs admin:schedules. Requires `write:schedules`. Honours `Idempotency-Key`.
     * Create a schedule
     */
    async createScheduleRaw(requestParameters: CreateScheduleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ScheduleEnvelope>> {
        const requestOptions = await this.createScheduleRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ScheduleEnvelopeFromJSON(jsonValue));
    }

    /**
     * `enabled` in the body also needs admin:schedules. Requires `write:schedules`. Honours `Idempotency-Key`.
     * Create a schedule
     */
    async createSchedule(requestParameters: CreateScheduleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ScheduleEnvelope> {
        const response = await this.createScheduleRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for createScheduleItem without sending the request
     */
    async createScheduleItemRequestOpts(requestParameters: CreateScheduleItemRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['scheduleId'] == null) {
            throw new runtime.RequiredError(
                'scheduleId',
                'Required parameter "scheduleId" was null or undefined when calling createScheduleItem().'
            );
        }

        if (requestParameters['scheduleItemCreate'] == null) {
            throw new runtime.RequiredError(
                'scheduleItemCreate',
                'Required parameter "scheduleItemCreate" was null or undefined when calling createScheduleItem().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (requestParameters['idempotencyKey'] != null) {
            headerParameters['Idempotency-Key'] = String(requestParameters['idempotencyKey']);
        }

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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/schedules/{schedule_id}/items`;
        urlPath = urlPath.replace('{schedule_id}', encodeURIComponent(String(requestParameters['scheduleId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: ScheduleItemCreateToJSON(requestParameters['scheduleItemCreate']),
        };
    }

    /**
     * At most 50 items per schedule (409 `schedule_full`). A session action (`start_session`, `stop_session`) also needs `write:sessions` (403 `INSUFFICIENT_PERMISSIONS`); the caller becomes the item\'s author, under whose authority it runs. Requires `write:schedules`. Honours `Idempotency-Key`.
     * Add an item to a schedule
     */
    async createScheduleItemRaw(requestParameters: CreateScheduleItemRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ScheduleItemEnvelope>> {
        const requestOptions = await this.createScheduleItemRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ScheduleItemEnvelopeFromJSON(jsonValue));
    }

    /**
     * At most 50 items per schedule (409 `schedule_full`). A session action (`start_session`, `stop_session`) also needs `write:sessions` (403 `INSUFFICIENT_PERMISSIONS`); the caller becomes the item\'s author, under whose authority it runs. Requires `write:schedules`. Honours `Idempotency-Key`.
     * Add an item to a schedule
     */
    async createScheduleItem(requestParameters: CreateScheduleItemRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ScheduleItemEnvelope> {
        const response = await this.createScheduleItemRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for deleteIdToken without sending the request
     */
    async deleteIdTokenRequestOpts(requestParameters: DeleteIdTokenRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['idTokenId'] == null) {
            throw new runtime.RequiredError(
                'idTokenId',
                'Required parameter "idTokenId" was null or undefined when calling deleteIdToken().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['ifMatch'] != null) {
            headerParameters['If-Match'] = String(requestParameters['ifMatch']);
        }

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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/id-tokens/{id_token_id}`;
        urlPath = urlPath.replace('{id_token_id}', encodeURIComponent(String(requestParameters['idTokenId'])));

        return {
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Stations are no longer authorized to charge with it; the token is then 410. Only by a caller who sees every site it is valid at: owners and admins, or a member assigned to its site (an organization-wide token: owners and admins only); otherwise 403 `RESOURCE_ACCESS_DENIED` (`not_assigned_to_site`), checked after 404, 403 and 410 and before `If-Match`. Requires `write:sessions`.
     * Unlist an id token
     */
    async deleteIdTokenRaw(requestParameters: DeleteIdTokenRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        const requestOptions = await this.deleteIdTokenRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * Stations are no longer authorized to charge with it; the token is then 410. Only by a caller who sees every site it is valid at: owners and admins, or a member assigned to its site (an organization-wide token: owners and admins only); otherwise 403 `RESOURCE_ACCESS_DENIED` (`not_assigned_to_site`), checked after 404, 403 and 410 and before `If-Match`. Requires `write:sessions`.
     * Unlist an id token
     */
    async deleteIdToken(requestParameters: DeleteIdTokenRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.deleteIdTokenRaw(requestParameters, initOverrides);
    }

    /**
     * Creates request options for deleteSchedule without sending the request
     */
    async deleteScheduleRequestOpts(requestParameters: DeleteScheduleRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['scheduleId'] == null) {
            throw new runtime.RequiredError(
                'scheduleId',
                'Required parameter "scheduleId" was null or undefined when calling deleteSchedule().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['ifMatch'] != null) {
            headerParameters['If-Match'] = String(requestParameters['ifMatch']);
        }

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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["delete:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["delete:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/schedules/{schedule_id}`;
        urlPath = urlPath.replace('{schedule_id}', encodeURIComponent(String(requestParameters['scheduleId'])));

        return {
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * With all its items, which a site-restricted caller must all see (else 403 `RESOURCE_ACCESS_DENIED`). The schedule, and every path under it, is then 410. Requires `delete:schedules`.
     * Delete a schedule
     */
    async deleteScheduleRaw(requestParameters: DeleteScheduleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        const requestOptions = await this.deleteScheduleRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * With all its items, which a site-restricted caller must all see (else 403 `RESOURCE_ACCESS_DENIED`). The schedule, and every path under it, is then 410. Requires `delete:schedules`.
     * Delete a schedule
     */
    async deleteSchedule(requestParameters: DeleteScheduleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.deleteScheduleRaw(requestParameters, initOverrides);
    }

    /**
     * Creates request options for deleteScheduleItem without sending the request
     */
    async deleteScheduleItemRequestOpts(requestParameters: DeleteScheduleItemRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['scheduleId'] == null) {
            throw new runtime.RequiredError(
                'scheduleId',
                'Required parameter "scheduleId" was null or undefined when calling deleteScheduleItem().'
            );
        }

        if (requestParameters['itemId'] == null) {
            throw new runtime.RequiredError(
                'itemId',
                'Required parameter "itemId" was null or undefined when calling deleteScheduleItem().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['ifMatch'] != null) {
            headerParameters['If-Match'] = String(requestParameters['ifMatch']);
        }

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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["delete:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["delete:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/schedules/{schedule_id}/items/{item_id}`;
        urlPath = urlPath.replace('{schedule_id}', encodeURIComponent(String(requestParameters['scheduleId'])));
        urlPath = urlPath.replace('{item_id}', encodeURIComponent(String(requestParameters['itemId'])));

        return {
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * A hard delete: the id is 404 afterwards. Requires `delete:schedules`.
     * Delete a schedule item
     */
    async deleteScheduleItemRaw(requestParameters: DeleteScheduleItemRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        const requestOptions = await this.deleteScheduleItemRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * A hard delete: the id is 404 afterwards. Requires `delete:schedules`.
     * Delete a schedule item
     */
    async deleteScheduleItem(requestParameters: DeleteScheduleItemRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.deleteScheduleItemRaw(requestParameters, initOverrides);
    }

    /**
     * Creates request options for getSchedule without sending the request
     */
    async getScheduleRequestOpts(requestParameters: GetScheduleRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['scheduleId'] == null) {
            throw new runtime.RequiredError(
                'scheduleId',
                'Required parameter "scheduleId" was null or undefined when calling getSchedule().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['ifNoneMatch'] != null) {
            headerParameters['If-None-Match'] = String(requestParameters['ifNoneMatch']);
        }

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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/schedules/{schedule_id}`;
        urlPath = urlPath.replace('{schedule_id}', encodeURIComponent(String(requestParameters['scheduleId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * `meta.permissions` says what the caller may do with it. Requires `read:schedules`.
     * Get a schedule
     */
    async getScheduleRaw(requestParameters: GetScheduleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ScheduleEnvelope>> {
        const requestOptions = await this.getScheduleRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ScheduleEnvelopeFromJSON(jsonValue));
    }

    /**
     * `meta.permissions` says what the caller may do with it. Requires `read:schedules`.
     * Get a schedule
     */
    async getSchedule(requestParameters: GetScheduleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ScheduleEnvelope> {
        const response = await this.getScheduleRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for getScheduleItem without sending the request
     */
    async getScheduleItemRequestOpts(requestParameters: GetScheduleItemRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['scheduleId'] == null) {
            throw new runtime.RequiredError(
                'scheduleId',
                'Required parameter "scheduleId" was null or undefined when calling getScheduleItem().'
            );
        }

        if (requestParameters['itemId'] == null) {
            throw new runtime.RequiredError(
                'itemId',
                'Required parameter "itemId" was null or undefined when calling getScheduleItem().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['ifNoneMatch'] != null) {
            headerParameters['If-None-Match'] = String(requestParameters['ifNoneMatch']);
        }

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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/schedules/{schedule_id}/items/{item_id}`;
        urlPath = urlPath.replace('{schedule_id}', encodeURIComponent(String(requestParameters['scheduleId'])));
        urlPath = urlPath.replace('{item_id}', encodeURIComponent(String(requestParameters['itemId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Requires `read:schedules`.
     * Get a schedule item
     */
    async getScheduleItemRaw(requestParameters: GetScheduleItemRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ScheduleItemEnvelope>> {
        const requestOptions = await this.getScheduleItemRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ScheduleItemEnvelopeFromJSON(jsonValue));
    }

    /**
     * Requires `read:schedules`.
     * Get a schedule item
     */
    async getScheduleItem(requestParameters: GetScheduleItemRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ScheduleItemEnvelope> {
        const response = await this.getScheduleItemRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for getSession without sending the request
     */
    async getSessionRequestOpts(requestParameters: GetSessionRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['sessionId'] == null) {
            throw new runtime.RequiredError(
                'sessionId',
                'Required parameter "sessionId" was null or undefined when calling getSession().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (requestParameters['ifNoneMatch'] != null) {
            headerParameters['If-None-Match'] = String(requestParameters['ifNoneMatch']);
        }

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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/sessions/{session_id}`;
        urlPath = urlPath.replace('{session_id}', encodeURIComponent(String(requestParameters['sessionId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Requires `read:sessions`.
     * Get a session
     */
    async getSessionRaw(requestParameters: GetSessionRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<SessionEnvelope>> {
        const requestOptions = await this.getSessionRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => SessionEnvelopeFromJSON(jsonValue));
    }

    /**
     * Requires `read:sessions`.
     * Get a session
     */
    async getSession(requestParameters: GetSessionRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<SessionEnvelope> {
        const response = await this.getSessionRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listEvents without sending the request
     */
    async listEventsRequestOpts(requestParameters: ListEventsRequest): Promise<runtime.RequestOpts> {
        const queryParameters: any = {};

        if (requestParameters['limit'] != null) {
            queryParameters['limit'] = requestParameters['limit'];
        }

        if (requestParameters['cursor'] != null) {
            queryParameters['cursor'] = requestParameters['cursor'];
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

        if (requestParameters['type'] != null) {
            queryParameters['type'] = requestParameters['type'];
        }

        if (requestParameters['typeEq'] != null) {
            queryParameters['type[eq]'] = requestParameters['typeEq'];
        }

        if (requestParameters['typeNe'] != null) {
            queryParameters['type[ne]'] = requestParameters['typeNe'];
        }

        if (requestParameters['typeIn'] != null) {
            queryParameters['type[in]'] = requestParameters['typeIn'];
        }

        if (requestParameters['status'] != null) {
            queryParameters['status'] = requestParameters['status'];
        }

        if (requestParameters['statusEq'] != null) {
            queryParameters['status[eq]'] = requestParameters['statusEq'];
        }

        if (requestParameters['statusNe'] != null) {
            queryParameters['status[ne]'] = requestParameters['statusNe'];
        }

        if (requestParameters['statusIn'] != null) {
            queryParameters['status[in]'] = requestParameters['statusIn'];
        }

        if (requestParameters['assetId'] != null) {
            queryParameters['asset_id'] = requestParameters['assetId'];
        }

        if (requestParameters['assetIdEq'] != null) {
            queryParameters['asset_id[eq]'] = requestParameters['assetIdEq'];
        }

        if (requestParameters['assetIdNe'] != null) {
            queryParameters['asset_id[ne]'] = requestParameters['assetIdNe'];
        }

        if (requestParameters['assetIdIn'] != null) {
            queryParameters['asset_id[in]'] = requestParameters['assetIdIn'];
        }

        if (requestParameters['siteId'] != null) {
            queryParameters['site_id'] = requestParameters['siteId'];
        }

        if (requestParameters['siteIdEq'] != null) {
            queryParameters['site_id[eq]'] = requestParameters['siteIdEq'];
        }

        if (requestParameters['siteIdNe'] != null) {
            queryParameters['site_id[ne]'] = requestParameters['siteIdNe'];
        }

        if (requestParameters['siteIdIn'] != null) {
            queryParameters['site_id[in]'] = requestParameters['siteIdIn'];
        }

        if (requestParameters['evseId'] != null) {
            queryParameters['evse_id'] = requestParameters['evseId'];
        }

        if (requestParameters['evseIdEq'] != null) {
            queryParameters['evse_id[eq]'] = requestParameters['evseIdEq'];
        }

        if (requestParameters['evseIdNe'] != null) {
            queryParameters['evse_id[ne]'] = requestParameters['evseIdNe'];
        }

        if (requestParameters['evseIdIn'] != null) {
            queryParameters['evse_id[in]'] = requestParameters['evseIdIn'];
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:events"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:events"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/events`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Newest first by default; cursor pagination in every version. Endpoint limit: 60 per minute. Requires `read:events`.
     * List the event history
     */
    async listEventsRaw(requestParameters: ListEventsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<EventList>> {
        const requestOptions = await this.listEventsRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => EventListFromJSON(jsonValue));
    }

    /**
     * Newest first by default; cursor pagination in every version. Endpoint limit: 60 per minute. Requires `read:events`.
     * List the event history
     */
    async listEvents(requestParameters: ListEventsRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<EventList> {
        const response = await this.listEventsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listIdTokens without sending the request
     */
    async listIdTokensRequestOpts(requestParameters: ListIdTokensRequest): Promise<runtime.RequestOpts> {
        const queryParameters: any = {};

        if (requestParameters['limit'] != null) {
            queryParameters['limit'] = requestParameters['limit'];
        }

        if (requestParameters['cursor'] != null) {
            queryParameters['cursor'] = requestParameters['cursor'];
        }

        if (requestParameters['sort'] != null) {
            queryParameters['sort'] = requestParameters['sort'];
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/id-tokens`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The tokens (RFID cards, app ids) that may charge at the organization\'s stations: an OCPP Authorize for one listed for the organization (`site_id: null`) or at the station\'s site is Accepted. Oldest first; cursor pagination in every version. Owners and admins see every token; any other role sees only the tokens at its assigned sites (none when it has none), never an organization-wide one. Requires `read:sessions`.
     * List id tokens
     */
    async listIdTokensRaw(requestParameters: ListIdTokensRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<IdTokenList>> {
        const requestOptions = await this.listIdTokensRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => IdTokenListFromJSON(jsonValue));
    }

    /**
     * The tokens (RFID cards, app ids) that may charge at the organization\'s stations: an OCPP Authorize for one listed for the organization (`site_id: null`) or at the station\'s site is Accepted. Oldest first; cursor pagination in every version. Owners and admins see every token; any other role sees only the tokens at its assigned sites (none when it has none), never an organization-wide one. Requires `read:sessions`.
     * List id tokens
     */
    async listIdTokens(requestParameters: ListIdTokensRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<IdTokenList> {
        const response = await this.listIdTokensRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listScheduleItems without sending the request
     */
    async listScheduleItemsRequestOpts(requestParameters: ListScheduleItemsRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['scheduleId'] == null) {
            throw new runtime.RequiredError(
                'scheduleId',
                'Required parameter "scheduleId" was null or undefined when calling listScheduleItems().'
            );
        }

        const queryParameters: any = {};

        if (requestParameters['limit'] != null) {
            queryParameters['limit'] = requestParameters['limit'];
        }

        if (requestParameters['cursor'] != null) {
            queryParameters['cursor'] = requestParameters['cursor'];
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/schedules/{schedule_id}/items`;
        urlPath = urlPath.replace('{schedule_id}', encodeURIComponent(String(requestParameters['scheduleId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Oldest first; cursor pagination in every version. Requires `read:schedules`.
     * List a schedule\'s items
     */
    async listScheduleItemsRaw(requestParameters: ListScheduleItemsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ScheduleItemList>> {
        const requestOptions = await this.listScheduleItemsRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ScheduleItemListFromJSON(jsonValue));
    }

    /**
     * Oldest first; cursor pagination in every version. Requires `read:schedules`.
     * List a schedule\'s items
     */
    async listScheduleItems(requestParameters: ListScheduleItemsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ScheduleItemList> {
        const response = await this.listScheduleItemsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listSchedules without sending the request
     */
    async listSchedulesRequestOpts(requestParameters: ListSchedulesRequest): Promise<runtime.RequestOpts> {
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

        if (requestParameters['name'] != null) {
            queryParameters['name'] = requestParameters['name'];
        }

        if (requestParameters['nameEq'] != null) {
            queryParameters['name[eq]'] = requestParameters['nameEq'];
        }

        if (requestParameters['nameNe'] != null) {
            queryParameters['name[ne]'] = requestParameters['nameNe'];
        }

        if (requestParameters['nameGt'] != null) {
            queryParameters['name[gt]'] = requestParameters['nameGt'];
        }

        if (requestParameters['nameGte'] != null) {
            queryParameters['name[gte]'] = requestParameters['nameGte'];
        }

        if (requestParameters['nameLt'] != null) {
            queryParameters['name[lt]'] = requestParameters['nameLt'];
        }

        if (requestParameters['nameLte'] != null) {
            queryParameters['name[lte]'] = requestParameters['nameLte'];
        }

        if (requestParameters['nameIn'] != null) {
            queryParameters['name[in]'] = requestParameters['nameIn'];
        }

        if (requestParameters['updatedAt'] != null) {
            queryParameters['updated_at'] = requestParameters['updatedAt'];
        }

        if (requestParameters['updatedAtEq'] != null) {
            queryParameters['updated_at[eq]'] = requestParameters['updatedAtEq'];
        }

        if (requestParameters['updatedAtNe'] != null) {
            queryParameters['updated_at[ne]'] = requestParameters['updatedAtNe'];
        }

        if (requestParameters['updatedAtGt'] != null) {
            queryParameters['updated_at[gt]'] = requestParameters['updatedAtGt'];
        }

        if (requestParameters['updatedAtGte'] != null) {
            queryParameters['updated_at[gte]'] = requestParameters['updatedAtGte'];
        }

        if (requestParameters['updatedAtLt'] != null) {
            queryParameters['updated_at[lt]'] = requestParameters['updatedAtLt'];
        }

        if (requestParameters['updatedAtLte'] != null) {
            queryParameters['updated_at[lte]'] = requestParameters['updatedAtLte'];
        }

        if (requestParameters['updatedAtIn'] != null) {
            queryParameters['updated_at[in]'] = requestParameters['updatedAtIn'];
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/schedules`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Offset pagination in v1, cursor pagination in v2. Requires `read:schedules`.
     * List schedules
     */
    async listSchedulesRaw(requestParameters: ListSchedulesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ScheduleList>> {
        const requestOptions = await this.listSchedulesRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ScheduleListFromJSON(jsonValue));
    }

    /**
     * Offset pagination in v1, cursor pagination in v2. Requires `read:schedules`.
     * List schedules
     */
    async listSchedules(requestParameters: ListSchedulesRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ScheduleList> {
        const response = await this.listSchedulesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listSessionMeterValues without sending the request
     */
    async listSessionMeterValuesRequestOpts(requestParameters: ListSessionMeterValuesRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['sessionId'] == null) {
            throw new runtime.RequiredError(
                'sessionId',
                'Required parameter "sessionId" was null or undefined when calling listSessionMeterValues().'
            );
        }

        const queryParameters: any = {};

        if (requestParameters['limit'] != null) {
            queryParameters['limit'] = requestParameters['limit'];
        }

        if (requestParameters['cursor'] != null) {
            queryParameters['cursor'] = requestParameters['cursor'];
        }

        if (requestParameters['atGte'] != null) {
            queryParameters['at[gte]'] = requestParameters['atGte'];
        }

        if (requestParameters['atGt'] != null) {
            queryParameters['at[gt]'] = requestParameters['atGt'];
        }

        if (requestParameters['atLte'] != null) {
            queryParameters['at[lte]'] = requestParameters['atLte'];
        }

        if (requestParameters['atLt'] != null) {
            queryParameters['at[lt]'] = requestParameters['atLt'];
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/sessions/{session_id}/meter-values`;
        urlPath = urlPath.replace('{session_id}', encodeURIComponent(String(requestParameters['sessionId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The session\'s meter time series: each reading its station sent (energy delivered so far, and the power and the vehicle\'s state of charge when the station sent them), oldest first, kept as long as the event history (400 days). Cursor pagination in every version, as the session list. The gateway writes readings in batches with the session (every 15th reading by default, a quarter hour after the last write, at any other change of the session and when the station disconnects), so the newest readings of a charging session may not be here yet; a session without a station (or whose station sent no readings) has none. `at` ranges keep the readings taken in them; the series is kept in the order it was written, not by time, so a range late in a long session passes over the readings before it (a page that spends its budget of 1,000 readings is short, even empty, with a cursor). Read as the session is: another organization\'s session, or one at a site the caller is not assigned to, is refused as `GET /asset-controls/sessions/{session_id}` refuses it. Requires `read:sessions`.
     * Read a session\'s meter readings
     */
    async listSessionMeterValuesRaw(requestParameters: ListSessionMeterValuesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<MeterValueList>> {
        const requestOptions = await this.listSessionMeterValuesRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => MeterValueListFromJSON(jsonValue));
    }

    /**
     * The session\'s meter time series: each reading its station sent (energy delivered so far, and the power and the vehicle\'s state of charge when the station sent them), oldest first, kept as long as the event history (400 days). Cursor pagination in every version, as the session list. The gateway writes readings in batches with the session (every 15th reading by default, a quarter hour after the last write, at any other change of the session and when the station disconnects), so the newest readings of a charging session may not be here yet; a session without a station (or whose station sent no readings) has none. `at` ranges keep the readings taken in them; the series is kept in the order it was written, not by time, so a range late in a long session passes over the readings before it (a page that spends its budget of 1,000 readings is short, even empty, with a cursor). Read as the session is: another organization\'s session, or one at a site the caller is not assigned to, is refused as `GET /asset-controls/sessions/{session_id}` refuses it. Requires `read:sessions`.
     * Read a session\'s meter readings
     */
    async listSessionMeterValues(requestParameters: ListSessionMeterValuesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<MeterValueList> {
        const response = await this.listSessionMeterValuesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listSessions without sending the request
     */
    async listSessionsRequestOpts(requestParameters: ListSessionsRequest): Promise<runtime.RequestOpts> {
        const queryParameters: any = {};

        if (requestParameters['limit'] != null) {
            queryParameters['limit'] = requestParameters['limit'];
        }

        if (requestParameters['cursor'] != null) {
            queryParameters['cursor'] = requestParameters['cursor'];
        }

        if (requestParameters['sort'] != null) {
            queryParameters['sort'] = requestParameters['sort'];
        }

        if (requestParameters['startedAt'] != null) {
            queryParameters['started_at'] = requestParameters['startedAt'];
        }

        if (requestParameters['startedAtEq'] != null) {
            queryParameters['started_at[eq]'] = requestParameters['startedAtEq'];
        }

        if (requestParameters['startedAtNe'] != null) {
            queryParameters['started_at[ne]'] = requestParameters['startedAtNe'];
        }

        if (requestParameters['startedAtGt'] != null) {
            queryParameters['started_at[gt]'] = requestParameters['startedAtGt'];
        }

        if (requestParameters['startedAtGte'] != null) {
            queryParameters['started_at[gte]'] = requestParameters['startedAtGte'];
        }

        if (requestParameters['startedAtLt'] != null) {
            queryParameters['started_at[lt]'] = requestParameters['startedAtLt'];
        }

        if (requestParameters['startedAtLte'] != null) {
            queryParameters['started_at[lte]'] = requestParameters['startedAtLte'];
        }

        if (requestParameters['startedAtIn'] != null) {
            queryParameters['started_at[in]'] = requestParameters['startedAtIn'];
        }

        if (requestParameters['status'] != null) {
            queryParameters['status'] = requestParameters['status'];
        }

        if (requestParameters['statusEq'] != null) {
            queryParameters['status[eq]'] = requestParameters['statusEq'];
        }

        if (requestParameters['statusNe'] != null) {
            queryParameters['status[ne]'] = requestParameters['statusNe'];
        }

        if (requestParameters['statusIn'] != null) {
            queryParameters['status[in]'] = requestParameters['statusIn'];
        }

        if (requestParameters['assetId'] != null) {
            queryParameters['asset_id'] = requestParameters['assetId'];
        }

        if (requestParameters['assetIdEq'] != null) {
            queryParameters['asset_id[eq]'] = requestParameters['assetIdEq'];
        }

        if (requestParameters['assetIdNe'] != null) {
            queryParameters['asset_id[ne]'] = requestParameters['assetIdNe'];
        }

        if (requestParameters['assetIdIn'] != null) {
            queryParameters['asset_id[in]'] = requestParameters['assetIdIn'];
        }

        if (requestParameters['siteId'] != null) {
            queryParameters['site_id'] = requestParameters['siteId'];
        }

        if (requestParameters['siteIdEq'] != null) {
            queryParameters['site_id[eq]'] = requestParameters['siteIdEq'];
        }

        if (requestParameters['siteIdNe'] != null) {
            queryParameters['site_id[ne]'] = requestParameters['siteIdNe'];
        }

        if (requestParameters['siteIdIn'] != null) {
            queryParameters['site_id[in]'] = requestParameters['siteIdIn'];
        }

        if (requestParameters['evseId'] != null) {
            queryParameters['evse_id'] = requestParameters['evseId'];
        }

        if (requestParameters['evseIdEq'] != null) {
            queryParameters['evse_id[eq]'] = requestParameters['evseIdEq'];
        }

        if (requestParameters['evseIdNe'] != null) {
            queryParameters['evse_id[ne]'] = requestParameters['evseIdNe'];
        }

        if (requestParameters['evseIdIn'] != null) {
            queryParameters['evse_id[in]'] = requestParameters['evseIdIn'];
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/sessions`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Cursor pagination in every version. Requires `read:sessions`.
     * List sessions
     */
    async listSessionsRaw(requestParameters: ListSessionsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<SessionList>> {
        const requestOptions = await this.listSessionsRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => SessionListFromJSON(jsonValue));
    }

    /**
     * Cursor pagination in every version. Requires `read:sessions`.
     * List sessions
     */
    async listSessions(requestParameters: ListSessionsRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<SessionList> {
        const response = await this.listSessionsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for startSession without sending the request
     */
    async startSessionRequestOpts(requestParameters: StartSessionRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['sessionCreate'] == null) {
            throw new runtime.RequiredError(
                'sessionCreate',
                'Required parameter "sessionCreate" was null or undefined when calling startSession().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (requestParameters['idempotencyKey'] != null) {
            headerParameters['Idempotency-Key'] = String(requestParameters['idempotencyKey']);
        }

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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:sessions"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/sessions`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: SessionCreateToJSON(requestParameters['sessionCreate']),
        };
    }

    /**
     * On a live, active asset without an open session (409 otherwise). On a charging station the station is asked first (RequestStartTransaction) and the session is written only when it accepted; 409 with reason `station_offline`, `station_rejected` or `station_unsupported`, 504 when it does not answer in time, 502 on a CALLERROR or a malformed answer, 503 (or 500) when the connection registry cannot be read. The asset is claimed before the station is asked; after a 504 the claim holds it for 60 s, and a start meanwhile is 409 `start_pending` naming the session the station\'s Started event would make. Requires `write:sessions`. Honours `Idempotency-Key`.
     * Start a charging session
     */
    async startSessionRaw(requestParameters: StartSessionRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<SessionEnvelope>> {
        const requestOptions = await this.startSessionRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => SessionEnvelopeFromJSON(jsonValue));
    }

    /**
     * On a live, active asset without an open session (409 otherwise). On a charging station the station is asked first (RequestStartTransaction) and the session is written only when it accepted; 409 with reason `station_offline`, `station_rejected` or `station_unsupported`, 504 when it does not answer in time, 502 on a CALLERROR or a malformed answer, 503 (or 500) when the connection registry cannot be read. The asset is claimed before the station is asked; after a 504 the claim holds it for 60 s, and a start meanwhile is 409 `start_pending` naming the session the station\'s Started event would make. Requires `write:sessions`. Honours `Idempotency-Key`.
     * Start a charging session
     */
    async startSession(requestParameters: StartSessionRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<SessionEnvelope> {
        const response = await this.startSessionRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for updateSchedule without sending the request
     */
    async updateScheduleRequestOpts(requestParameters: UpdateScheduleRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['scheduleId'] == null) {
            throw new runtime.RequiredError(
                'scheduleId',
                'Required parameter "scheduleId" was null or undefined when calling updateSchedule().'
            );
        }

        if (requestParameters['scheduleUpdate'] == null) {
            throw new runtime.RequiredError(
                'scheduleUpdate',
                'Required parameter "scheduleUpdate" was null or undefined when calling updateSchedule().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (requestParameters['ifMatch'] != null) {
            headerParameters['If-Match'] = String(requestParameters['ifMatch']);
        }

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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/schedules/{schedule_id}`;
        urlPath = urlPath.replace('{schedule_id}', encodeURIComponent(String(requestParameters['scheduleId'])));

        return {
            path: urlPath,
            method: 'PATCH',
            headers: headerParameters,
            query: queryParameters,
            body: ScheduleUpdateToJSON(requestParameters['scheduleUpdate']),
        };
    }

    /**
     * Changing `timezone` or `enabled` also needs admin:schedules, and from a site-restricted caller a schedule whose every item it sees (else 403 `RESOURCE_ACCESS_DENIED`). Requires `write:schedules`.
     * Update a schedule
     */
    async updateScheduleRaw(requestParameters: UpdateScheduleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ScheduleEnvelope>> {
        const requestOptions = await this.updateScheduleRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ScheduleEnvelopeFromJSON(jsonValue));
    }

    /**
     * Changing `timezone` or `enabled` also needs admin:schedules, and from a site-restricted caller a schedule whose every item it sees (else 403 `RESOURCE_ACCESS_DENIED`). Requires `write:schedules`.
     * Update a schedule
     */
    async updateSchedule(requestParameters: UpdateScheduleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ScheduleEnvelope> {
        const response = await this.updateScheduleRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for updateScheduleItem without sending the request
     */
    async updateScheduleItemRequestOpts(requestParameters: UpdateScheduleItemRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['scheduleId'] == null) {
            throw new runtime.RequiredError(
                'scheduleId',
                'Required parameter "scheduleId" was null or undefined when calling updateScheduleItem().'
            );
        }

        if (requestParameters['itemId'] == null) {
            throw new runtime.RequiredError(
                'itemId',
                'Required parameter "itemId" was null or undefined when calling updateScheduleItem().'
            );
        }

        if (requestParameters['scheduleItemUpdate'] == null) {
            throw new runtime.RequiredError(
                'scheduleItemUpdate',
                'Required parameter "scheduleItemUpdate" was null or undefined when calling updateScheduleItem().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (requestParameters['ifMatch'] != null) {
            headerParameters['If-Match'] = String(requestParameters['ifMatch']);
        }

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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:schedules"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/asset-controls/schedules/{schedule_id}/items/{item_id}`;
        urlPath = urlPath.replace('{schedule_id}', encodeURIComponent(String(requestParameters['scheduleId'])));
        urlPath = urlPath.replace('{item_id}', encodeURIComponent(String(requestParameters['itemId'])));

        return {
            path: urlPath,
            method: 'PATCH',
            headers: headerParameters,
            query: queryParameters,
            body: ScheduleItemUpdateToJSON(requestParameters['scheduleItemUpdate']),
        };
    }

    /**
     * An item whose action is, or becomes, a session action also needs `write:sessions`. The caller becomes the item\'s author (an empty body `{}` re-arms an item under the caller\'s authority). Requires `write:schedules`.
     * Update a schedule item
     */
    async updateScheduleItemRaw(requestParameters: UpdateScheduleItemRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ScheduleItemEnvelope>> {
        const requestOptions = await this.updateScheduleItemRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ScheduleItemEnvelopeFromJSON(jsonValue));
    }

    /**
     * An item whose action is, or becomes, a session action also needs `write:sessions`. The caller becomes the item\'s author (an empty body `{}` re-arms an item under the caller\'s authority). Requires `write:schedules`.
     * Update a schedule item
     */
    async updateScheduleItem(requestParameters: UpdateScheduleItemRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ScheduleItemEnvelope> {
        const response = await this.updateScheduleItemRaw(requestParameters, initOverrides);
        return await response.value();
    }

}

/**
 * @export
 */
export const ActOnSessionXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type ActOnSessionXAPIVersionEnum = typeof ActOnSessionXAPIVersionEnum[keyof typeof ActOnSessionXAPIVersionEnum];
/**
 * @export
 */
export const CreateIdTokenXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type CreateIdTokenXAPIVersionEnum = typeof CreateIdTokenXAPIVersionEnum[keyof typeof CreateIdTokenXAPIVersionEnum];
/**
 * @export
 */
export const CreateScheduleXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type CreateScheduleXAPIVersionEnum = typeof CreateScheduleXAPIVersionEnum[keyof typeof CreateScheduleXAPIVersionEnum];
/**
 * @export
 */
export const CreateScheduleItemXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type CreateScheduleItemXAPIVersionEnum = typeof CreateScheduleItemXAPIVersionEnum[keyof typeof CreateScheduleItemXAPIVersionEnum];
/**
 * @export
 */
export const DeleteIdTokenXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type DeleteIdTokenXAPIVersionEnum = typeof DeleteIdTokenXAPIVersionEnum[keyof typeof DeleteIdTokenXAPIVersionEnum];
/**
 * @export
 */
export const DeleteScheduleXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type DeleteScheduleXAPIVersionEnum = typeof DeleteScheduleXAPIVersionEnum[keyof typeof DeleteScheduleXAPIVersionEnum];
/**
 * @export
 */
export const DeleteScheduleItemXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type DeleteScheduleItemXAPIVersionEnum = typeof DeleteScheduleItemXAPIVersionEnum[keyof typeof DeleteScheduleItemXAPIVersionEnum];
/**
 * @export
 */
export const GetScheduleXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type GetScheduleXAPIVersionEnum = typeof GetScheduleXAPIVersionEnum[keyof typeof GetScheduleXAPIVersionEnum];
/**
 * @export
 */
export const GetScheduleItemXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type GetScheduleItemXAPIVersionEnum = typeof GetScheduleItemXAPIVersionEnum[keyof typeof GetScheduleItemXAPIVersionEnum];
/**
 * @export
 */
export const GetSessionXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type GetSessionXAPIVersionEnum = typeof GetSessionXAPIVersionEnum[keyof typeof GetSessionXAPIVersionEnum];
/**
 * @export
 */
export const ListEventsSortEnum = {
    CreatedAt: 'created_at',
    CreatedAt2: '-created_at',
} as const;
export type ListEventsSortEnum = typeof ListEventsSortEnum[keyof typeof ListEventsSortEnum];
/**
 * @export
 */
export const ListEventsTypeEnum = {
    SessionStarted: 'session_started',
    SessionPaused: 'session_paused',
    SessionResumed: 'session_resumed',
    SessionStopped: 'session_stopped',
    ScheduleTriggered: 'schedule_triggered',
    SessionUpdated: 'session_updated',
    StationConnected: 'station_connected',
    StationDisconnected: 'station_disconnected',
    StationConnectionRefused: 'station_connection_refused',
    StationBooted: 'station_booted',
    StationStatusChanged: 'station_status_changed',
    MeterValues: 'meter_values',
    StationAuthorize: 'station_authorize',
    StationCommand: 'station_command',
    StationSecurityEvent: 'station_security_event',
    StationFirmwareStatus: 'station_firmware_status',
    StationDiagnosticsStatus: 'station_diagnostics_status',
    FirmwareCampaignCreated: 'firmware_campaign_created',
    FirmwareCampaignHalted: 'firmware_campaign_halted',
    FirmwareCampaignResumed: 'firmware_campaign_resumed',
    FirmwareCampaignCompleted: 'firmware_campaign_completed',
    FirmwareCampaignCancelled: 'firmware_campaign_cancelled',
    FirmwareCampaignStationChanged: 'firmware_campaign_station_changed',
    PowerAllocated: 'power_allocated',
} as const;
export type ListEventsTypeEnum = typeof ListEventsTypeEnum[keyof typeof ListEventsTypeEnum];
/**
 * @export
 */
export const ListEventsTypeEqEnum = {
    SessionStarted: 'session_started',
    SessionPaused: 'session_paused',
    SessionResumed: 'session_resumed',
    SessionStopped: 'session_stopped',
    ScheduleTriggered: 'schedule_triggered',
    SessionUpdated: 'session_updated',
    StationConnected: 'station_connected',
    StationDisconnected: 'station_disconnected',
    StationConnectionRefused: 'station_connection_refused',
    StationBooted: 'station_booted',
    StationStatusChanged: 'station_status_changed',
    MeterValues: 'meter_values',
    StationAuthorize: 'station_authorize',
    StationCommand: 'station_command',
    StationSecurityEvent: 'station_security_event',
    StationFirmwareStatus: 'station_firmware_status',
    StationDiagnosticsStatus: 'station_diagnostics_status',
    FirmwareCampaignCreated: 'firmware_campaign_created',
    FirmwareCampaignHalted: 'firmware_campaign_halted',
    FirmwareCampaignResumed: 'firmware_campaign_resumed',
    FirmwareCampaignCompleted: 'firmware_campaign_completed',
    FirmwareCampaignCancelled: 'firmware_campaign_cancelled',
    FirmwareCampaignStationChanged: 'firmware_campaign_station_changed',
    PowerAllocated: 'power_allocated',
} as const;
export type ListEventsTypeEqEnum = typeof ListEventsTypeEqEnum[keyof typeof ListEventsTypeEqEnum];
/**
 * @export
 */
export const ListEventsTypeNeEnum = {
    SessionStarted: 'session_started',
    SessionPaused: 'session_paused',
    SessionResumed: 'session_resumed',
    SessionStopped: 'session_stopped',
    ScheduleTriggered: 'schedule_triggered',
    SessionUpdated: 'session_updated',
    StationConnected: 'station_connected',
    StationDisconnected: 'station_disconnected',
    StationConnectionRefused: 'station_connection_refused',
    StationBooted: 'station_booted',
    StationStatusChanged: 'station_status_changed',
    MeterValues: 'meter_values',
    StationAuthorize: 'station_authorize',
    StationCommand: 'station_command',
    StationSecurityEvent: 'station_security_event',
    StationFirmwareStatus: 'station_firmware_status',
    StationDiagnosticsStatus: 'station_diagnostics_status',
    FirmwareCampaignCreated: 'firmware_campaign_created',
    FirmwareCampaignHalted: 'firmware_campaign_halted',
    FirmwareCampaignResumed: 'firmware_campaign_resumed',
    FirmwareCampaignCompleted: 'firmware_campaign_completed',
    FirmwareCampaignCancelled: 'firmware_campaign_cancelled',
    FirmwareCampaignStationChanged: 'firmware_campaign_station_changed',
    PowerAllocated: 'power_allocated',
} as const;
export type ListEventsTypeNeEnum = typeof ListEventsTypeNeEnum[keyof typeof ListEventsTypeNeEnum];
/**
 * @export
 */
export const ListEventsStatusEnum = {
    Pending: 'pending',
    Completed: 'completed',
} as const;
export type ListEventsStatusEnum = typeof ListEventsStatusEnum[keyof typeof ListEventsStatusEnum];
/**
 * @export
 */
export const ListEventsStatusEqEnum = {
    Pending: 'pending',
    Completed: 'completed',
} as const;
export type ListEventsStatusEqEnum = typeof ListEventsStatusEqEnum[keyof typeof ListEventsStatusEqEnum];
/**
 * @export
 */
export const ListEventsStatusNeEnum = {
    Pending: 'pending',
    Completed: 'completed',
} as const;
export type ListEventsStatusNeEnum = typeof ListEventsStatusNeEnum[keyof typeof ListEventsStatusNeEnum];
/**
 * @export
 */
export const ListEventsXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type ListEventsXAPIVersionEnum = typeof ListEventsXAPIVersionEnum[keyof typeof ListEventsXAPIVersionEnum];
/**
 * @export
 */
export const ListIdTokensSortEnum = {
    CreatedAt: 'created_at',
    CreatedAt2: '-created_at',
} as const;
export type ListIdTokensSortEnum = typeof ListIdTokensSortEnum[keyof typeof ListIdTokensSortEnum];
/**
 * @export
 */
export const ListIdTokensXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type ListIdTokensXAPIVersionEnum = typeof ListIdTokensXAPIVersionEnum[keyof typeof ListIdTokensXAPIVersionEnum];
/**
 * @export
 */
export const ListScheduleItemsSortEnum = {
    CreatedAt: 'created_at',
    CreatedAt2: '-created_at',
} as const;
export type ListScheduleItemsSortEnum = typeof ListScheduleItemsSortEnum[keyof typeof ListScheduleItemsSortEnum];
/**
 * @export
 */
export const ListScheduleItemsXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type ListScheduleItemsXAPIVersionEnum = typeof ListScheduleItemsXAPIVersionEnum[keyof typeof ListScheduleItemsXAPIVersionEnum];
/**
 * @export
 */
export const ListSchedulesXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type ListSchedulesXAPIVersionEnum = typeof ListSchedulesXAPIVersionEnum[keyof typeof ListSchedulesXAPIVersionEnum];
/**
 * @export
 */
export const ListSessionMeterValuesXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type ListSessionMeterValuesXAPIVersionEnum = typeof ListSessionMeterValuesXAPIVersionEnum[keyof typeof ListSessionMeterValuesXAPIVersionEnum];
/**
 * @export
 */
export const ListSessionsSortEnum = {
    StartedAt: 'started_at',
    StartedAt2: '-started_at',
} as const;
export type ListSessionsSortEnum = typeof ListSessionsSortEnum[keyof typeof ListSessionsSortEnum];
/**
 * @export
 */
export const ListSessionsStatusEnum = {
    Active: 'active',
    Paused: 'paused',
    Completed: 'completed',
} as const;
export type ListSessionsStatusEnum = typeof ListSessionsStatusEnum[keyof typeof ListSessionsStatusEnum];
/**
 * @export
 */
export const ListSessionsStatusEqEnum = {
    Active: 'active',
    Paused: 'paused',
    Completed: 'completed',
} as const;
export type ListSessionsStatusEqEnum = typeof ListSessionsStatusEqEnum[keyof typeof ListSessionsStatusEqEnum];
/**
 * @export
 */
export const ListSessionsStatusNeEnum = {
    Active: 'active',
    Paused: 'paused',
    Completed: 'completed',
} as const;
export type ListSessionsStatusNeEnum = typeof ListSessionsStatusNeEnum[keyof typeof ListSessionsStatusNeEnum];
/**
 * @export
 */
export const ListSessionsXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type ListSessionsXAPIVersionEnum = typeof ListSessionsXAPIVersionEnum[keyof typeof ListSessionsXAPIVersionEnum];
/**
 * @export
 */
export const StartSessionXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type StartSessionXAPIVersionEnum = typeof StartSessionXAPIVersionEnum[keyof typeof StartSessionXAPIVersionEnum];
/**
 * @export
 */
export const UpdateScheduleXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type UpdateScheduleXAPIVersionEnum = typeof UpdateScheduleXAPIVersionEnum[keyof typeof UpdateScheduleXAPIVersionEnum];
/**
 * @export
 */
export const UpdateScheduleItemXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type UpdateScheduleItemXAPIVersionEnum = typeof UpdateScheduleItemXAPIVersionEnum[keyof typeof UpdateScheduleItemXAPIVersionEnum];
