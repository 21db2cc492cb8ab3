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
    type AssetCreate,
    AssetCreateFromJSON,
    AssetCreateToJSON,
} from '../models/AssetCreate';
import {
    type AssetEnvelope,
    AssetEnvelopeFromJSON,
    AssetEnvelopeToJSON,
} from '../models/AssetEnvelope';
import {
    type AssetList,
    AssetListFromJSON,
    AssetListToJSON,
} from '../models/AssetList';
import {
    type AssetUpdate,
    AssetUpdateFromJSON,
    AssetUpdateToJSON,
} from '../models/AssetUpdate';
import {
    type BulkAssetsEnvelope,
    BulkAssetsEnvelopeFromJSON,
    BulkAssetsEnvelopeToJSON,
} from '../models/BulkAssetsEnvelope';
import {
    type BulkAssetsRequest,
    BulkAssetsRequestFromJSON,
    BulkAssetsRequestToJSON,
} from '../models/BulkAssetsRequest';
import {
    type ErrorResponse,
    ErrorResponseFromJSON,
    ErrorResponseToJSON,
} from '../models/ErrorResponse';
import {
    type SiteCreate,
    SiteCreateFromJSON,
    SiteCreateToJSON,
} from '../models/SiteCreate';
import {
    type SiteEnvelope,
    SiteEnvelopeFromJSON,
    SiteEnvelopeToJSON,
} from '../models/SiteEnvelope';
import {
    type SiteList,
    SiteListFromJSON,
    SiteListToJSON,
} from '../models/SiteList';
import {
    type SiteUpdate,
    SiteUpdateFromJSON,
    SiteUpdateToJSON,
} from '../models/SiteUpdate';
import {
    type StationCreate,
    StationCreateFromJSON,
    StationCreateToJSON,
} from '../models/StationCreate';
import {
    type StationEnvelope,
    StationEnvelopeFromJSON,
    StationEnvelopeToJSON,
} from '../models/StationEnvelope';
import {
    type StationWithPasswordEnvelope,
    StationWithPasswordEnvelopeFromJSON,
    StationWithPasswordEnvelopeToJSON,
} from '../models/StationWithPasswordEnvelope';

export interface BulkGetAssetsRequest {
    /**
     * 
     */
    bulkAssetsRequest: BulkAssetsRequest;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: BulkGetAssetsXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface CreateAssetRequest {
    /**
     * 
     */
    assetCreate: AssetCreate;
    /**
     * 1-255 visible ASCII characters (a UUID is usual), scoped to the credential and the endpoint (method, route, major version), kept 24 hours. A retry with the same body replays the stored response (`Idempotent-Replayed: true`); the same key with another body is 422 INVALID_VALUE; a retry while the first is still running is 409.
     */
    idempotencyKey?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: CreateAssetXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface CreateSiteRequest {
    /**
     * 
     */
    siteCreate: SiteCreate;
    /**
     * 1-255 visible ASCII characters (a UUID is usual), scoped to the credential and the endpoint (method, route, major version), kept 24 hours. A retry with the same body replays the stored response (`Idempotent-Replayed: true`); the same key with another body is 422 INVALID_VALUE; a retry while the first is still running is 409.
     */
    idempotencyKey?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: CreateSiteXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface CreateStationRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * 
     */
    stationCreate: StationCreate;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: CreateStationXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface DeleteAssetRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: DeleteAssetXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface DeleteSiteRequest {
    /**
     * The site's id, in either form. An id that does not parse names nothing (404).
     */
    siteId: string;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: DeleteSiteXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface DeleteStationRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: DeleteStationXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetAssetRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * 304 without a body when it names the current revision (weak comparison; `*` matches).
     */
    ifNoneMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetAssetXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetSiteRequest {
    /**
     * The site's id, in either form. An id that does not parse names nothing (404).
     */
    siteId: string;
    /**
     * 304 without a body when it names the current revision (weak comparison; `*` matches).
     */
    ifNoneMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetSiteXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetStationRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetStationXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListAssetsRequest {
    /**
     * Page size.
     */
    limit?: number;
    /**
     * Offset pagination (v1 and unprefixed paths): the 1-based page. Sent to v2 it is 400. A page whose entries before it and itself exceed the list read budget (1,000 index entries a request) is 400 naming cursor pagination and the narrowing filters; a page past the end is empty.
     */
    page?: number;
    /**
     * A comma-separated list of sortable fields (created_at, name, updated_at, status, capacity), in order of precedence (a field named again adds nothing and is ignored), `-` for descending (e.g. `status,-name`). Ties left by all of them are ordered by created_at, then id, in the direction of the last field. When 1,000 or more items share one value of the leading field (one request may read 1,000 index entries, too few to see where they end and order them by the next field), the answer is 400 naming the filters that narrow it (an `eq` on the leading field, or a range where it has one). Default `-created_at`.
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
     * Filter: `status` equals the value.
     */
    status?: ListAssetsStatusEnum;
    /**
     * Filter: `status` eq the value.
     */
    statusEq?: ListAssetsStatusEqEnum;
    /**
     * Filter: `status` ne the value.
     */
    statusNe?: ListAssetsStatusNeEnum;
    /**
     * Filter: `status` in the value (comma-separated list).
     */
    statusIn?: string;
    /**
     * Filter: `capacity` equals the value.
     */
    capacity?: string;
    /**
     * Filter: `capacity` eq the value.
     */
    capacityEq?: string;
    /**
     * Filter: `capacity` ne the value.
     */
    capacityNe?: string;
    /**
     * Filter: `capacity` gt the value.
     */
    capacityGt?: string;
    /**
     * Filter: `capacity` gte the value.
     */
    capacityGte?: string;
    /**
     * Filter: `capacity` lt the value.
     */
    capacityLt?: string;
    /**
     * Filter: `capacity` lte the value.
     */
    capacityLte?: string;
    /**
     * Filter: `capacity` in the value (comma-separated list).
     */
    capacityIn?: string;
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
     * Filter: `visibility` equals the value.
     */
    visibility?: ListAssetsVisibilityEnum;
    /**
     * Filter: `visibility` eq the value.
     */
    visibilityEq?: ListAssetsVisibilityEqEnum;
    /**
     * Filter: `visibility` ne the value.
     */
    visibilityNe?: ListAssetsVisibilityNeEnum;
    /**
     * Filter: `visibility` in the value (comma-separated list).
     */
    visibilityIn?: string;
    /**
     * May name the caller's own organization (no effect); another organization's is 403 FORBIDDEN; text that is not an organization id is 400.
     */
    organizationId?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListAssetsXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListSitesRequest {
    /**
     * Page size.
     */
    limit?: number;
    /**
     * Offset pagination (v1 and unprefixed paths): the 1-based page. Sent to v2 it is 400. A page whose entries before it and itself exceed the list read budget (1,000 index entries a request) is 400 naming cursor pagination and the narrowing filters; a page past the end is empty.
     */
    page?: number;
    /**
     * A comma-separated list of sortable fields (created_at, name, updated_at, status), in order of precedence (a field named again adds nothing and is ignored), `-` for descending (e.g. `status,-name`). Ties left by all of them are ordered by created_at, then id, in the direction of the last field. When 1,000 or more items share one value of the leading field (one request may read 1,000 index entries, too few to see where they end and order them by the next field), the answer is 400 naming the filters that narrow it (an `eq` on the leading field, or a range where it has one). Default `-created_at`.
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
     * Filter: `status` equals the value.
     */
    status?: ListSitesStatusEnum;
    /**
     * Filter: `status` eq the value.
     */
    statusEq?: ListSitesStatusEqEnum;
    /**
     * Filter: `status` ne the value.
     */
    statusNe?: ListSitesStatusNeEnum;
    /**
     * Filter: `status` in the value (comma-separated list).
     */
    statusIn?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListSitesXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface RotateStationPasswordRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: RotateStationPasswordXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface UpdateAssetRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * 
     */
    assetUpdate: AssetUpdate;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: UpdateAssetXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface UpdateSiteRequest {
    /**
     * The site's id, in either form. An id that does not parse names nothing (404).
     */
    siteId: string;
    /**
     * 
     */
    siteUpdate: SiteUpdate;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: UpdateSiteXAPIVersionEnum;
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
export class InventoryApi extends runtime.BaseAPI {

    /**
     * Creates request options for bulkGetAssets without sending the request
     */
    async bulkGetAssetsRequestOpts(requestParameters: BulkGetAssetsRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['bulkAssetsRequest'] == null) {
            throw new runtime.RequiredError(
                'bulkAssetsRequest',
                'Required parameter "bulkAssetsRequest" was null or undefined when calling bulkGetAssets().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/assets/bulk`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: BulkAssetsRequestToJSON(requestParameters['bulkAssetsRequest']),
        };
    }

    /**
     * 1-100 ids, answered in request order; unknown, deleted and hidden ids are listed in `meta`. An id of another organization makes the request 403. Endpoint limit: 10 per minute. Requires `read:assets`.
     * Fetch assets by id
     */
    async bulkGetAssetsRaw(requestParameters: BulkGetAssetsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<BulkAssetsEnvelope>> {
        const requestOptions = await this.bulkGetAssetsRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => BulkAssetsEnvelopeFromJSON(jsonValue));
    }

    /**
     * 1-100 ids, answered in request order; unknown, deleted and hidden ids are listed in `meta`. An id of another organization makes the request 403. Endpoint limit: 10 per minute. Requires `read:assets`.
     * Fetch assets by id
     */
    async bulkGetAssets(requestParameters: BulkGetAssetsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<BulkAssetsEnvelope> {
        const response = await this.bulkGetAssetsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for createAsset without sending the request
     */
    async createAssetRequestOpts(requestParameters: CreateAssetRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetCreate'] == null) {
            throw new runtime.RequiredError(
                'assetCreate',
                'Required parameter "assetCreate" was null or undefined when calling createAsset().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/assets`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: AssetCreateToJSON(requestParameters['assetCreate']),
        };
    }

    /**
     * Requires `write:assets`. Honours `Idempotency-Key`.
     * Create an asset
     */
    async createAssetRaw(requestParameters: CreateAssetRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<AssetEnvelope>> {
        const requestOptions = await this.createAssetRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => AssetEnvelopeFromJSON(jsonValue));
    }

    /**
     * Requires `write:assets`. Honours `Idempotency-Key`.
     * Create an asset
     */
    async createAsset(requestParameters: CreateAssetRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<AssetEnvelope> {
        const response = await this.createAssetRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for createSite without sending the request
     */
    async createSiteRequestOpts(requestParameters: CreateSiteRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['siteCreate'] == null) {
            throw new runtime.RequiredError(
                'siteCreate',
                'Required parameter "siteCreate" was null or undefined when calling createSite().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:sites"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:sites"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/sites`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: SiteCreateToJSON(requestParameters['siteCreate']),
        };
    }

    /**
     * Requires `write:sites`. Honours `Idempotency-Key`.
     * Create a site
     */
    async createSiteRaw(requestParameters: CreateSiteRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<SiteEnvelope>> {
        const requestOptions = await this.createSiteRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => SiteEnvelopeFromJSON(jsonValue));
    }

    /**
     * Requires `write:sites`. Honours `Idempotency-Key`.
     * Create a site
     */
    async createSite(requestParameters: CreateSiteRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<SiteEnvelope> {
        const response = await this.createSiteRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for createStation without sending the request
     */
    async createStationRequestOpts(requestParameters: CreateStationRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling createStation().'
            );
        }

        if (requestParameters['stationCreate'] == null) {
            throw new runtime.RequiredError(
                'stationCreate',
                'Required parameter "stationCreate" was null or undefined when calling createStation().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/assets/{asset_id}/station`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: StationCreateToJSON(requestParameters['stationCreate']),
        };
    }

    /**
     * `{identity}`: the asset becomes an OCPP station (1.6J or 2.0.1, negotiated at each connection) connecting to `/ocpp/<organization id>/<identity>` with HTTP Basic (Security Profile 2). The password is in this response only (`Cache-Control: no-store`). Identities are unique per organization: an identity another asset of the organization has, whatever its case, is 409 `ALREADY_EXISTS` (another organization\'s identities are never told); an asset that is a station already is 409 `CONFLICT` (`already_a_station`). Site-based access control applies as to the asset. A password stands until rotated: a credential that expires, is address-bound or is a third party\'s grant is 403 `FORBIDDEN` (`restricted_credential`). Requires `admin:assets`. Not idempotent (a replayed response would hand the password out again).
     * Make an asset an OCPP charging station
     */
    async createStationRaw(requestParameters: CreateStationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StationWithPasswordEnvelope>> {
        const requestOptions = await this.createStationRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StationWithPasswordEnvelopeFromJSON(jsonValue));
    }

    /**
     * `{identity}`: the asset becomes an OCPP station (1.6J or 2.0.1, negotiated at each connection) connecting to `/ocpp/<organization id>/<identity>` with HTTP Basic (Security Profile 2). The password is in this response only (`Cache-Control: no-store`). Identities are unique per organization: an identity another asset of the organization has, whatever its case, is 409 `ALREADY_EXISTS` (another organization\'s identities are never told); an asset that is a station already is 409 `CONFLICT` (`already_a_station`). Site-based access control applies as to the asset. A password stands until rotated: a credential that expires, is address-bound or is a third party\'s grant is 403 `FORBIDDEN` (`restricted_credential`). Requires `admin:assets`. Not idempotent (a replayed response would hand the password out again).
     * Make an asset an OCPP charging station
     */
    async createStation(requestParameters: CreateStationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StationWithPasswordEnvelope> {
        const response = await this.createStationRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for deleteAsset without sending the request
     */
    async deleteAssetRequestOpts(requestParameters: DeleteAssetRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling deleteAsset().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["delete:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["delete:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/assets/{asset_id}`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Refused while a session is open (409). The asset is then 410. Requires `delete:assets`.
     * Delete an asset
     */
    async deleteAssetRaw(requestParameters: DeleteAssetRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        const requestOptions = await this.deleteAssetRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * Refused while a session is open (409). The asset is then 410. Requires `delete:assets`.
     * Delete an asset
     */
    async deleteAsset(requestParameters: DeleteAssetRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.deleteAssetRaw(requestParameters, initOverrides);
    }

    /**
     * Creates request options for deleteSite without sending the request
     */
    async deleteSiteRequestOpts(requestParameters: DeleteSiteRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['siteId'] == null) {
            throw new runtime.RequiredError(
                'siteId',
                'Required parameter "siteId" was null or undefined when calling deleteSite().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["delete:sites"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["delete:sites"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/sites/{site_id}`;
        urlPath = urlPath.replace('{site_id}', encodeURIComponent(String(requestParameters['siteId'])));

        return {
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Only a site without assets (409 otherwise, `details.asset_count`). The site is then 410. Requires `delete:sites`.
     * Delete a site
     */
    async deleteSiteRaw(requestParameters: DeleteSiteRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        const requestOptions = await this.deleteSiteRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * Only a site without assets (409 otherwise, `details.asset_count`). The site is then 410. Requires `delete:sites`.
     * Delete a site
     */
    async deleteSite(requestParameters: DeleteSiteRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.deleteSiteRaw(requestParameters, initOverrides);
    }

    /**
     * Creates request options for deleteStation without sending the request
     */
    async deleteStationRequestOpts(requestParameters: DeleteStationRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling deleteStation().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/assets/{asset_id}/station`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The identity is freed (another asset may take it) and the password stops working; the asset\'s `station` becomes null. Site-based access control applies as to the asset. Requires `admin:assets`.
     * Make a station asset a plain asset again
     */
    async deleteStationRaw(requestParameters: DeleteStationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        const requestOptions = await this.deleteStationRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * The identity is freed (another asset may take it) and the password stops working; the asset\'s `station` becomes null. Site-based access control applies as to the asset. Requires `admin:assets`.
     * Make a station asset a plain asset again
     */
    async deleteStation(requestParameters: DeleteStationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.deleteStationRaw(requestParameters, initOverrides);
    }

    /**
     * Creates request options for getAsset without sending the request
     */
    async getAssetRequestOpts(requestParameters: GetAssetRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling getAsset().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/assets/{asset_id}`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * `meta.permissions` says what the caller may do with it. Requires `read:assets`.
     * Get an asset
     */
    async getAssetRaw(requestParameters: GetAssetRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<AssetEnvelope>> {
        const requestOptions = await this.getAssetRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => AssetEnvelopeFromJSON(jsonValue));
    }

    /**
     * `meta.permissions` says what the caller may do with it. Requires `read:assets`.
     * Get an asset
     */
    async getAsset(requestParameters: GetAssetRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<AssetEnvelope> {
        const response = await this.getAssetRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for getSite without sending the request
     */
    async getSiteRequestOpts(requestParameters: GetSiteRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['siteId'] == null) {
            throw new runtime.RequiredError(
                'siteId',
                'Required parameter "siteId" was null or undefined when calling getSite().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:sites"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:sites"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/sites/{site_id}`;
        urlPath = urlPath.replace('{site_id}', encodeURIComponent(String(requestParameters['siteId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * `meta.permissions` says what the caller may do with it. Requires `read:sites`.
     * Get a site
     */
    async getSiteRaw(requestParameters: GetSiteRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<SiteEnvelope>> {
        const requestOptions = await this.getSiteRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => SiteEnvelopeFromJSON(jsonValue));
    }

    /**
     * `meta.permissions` says what the caller may do with it. Requires `read:sites`.
     * Get a site
     */
    async getSite(requestParameters: GetSiteRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<SiteEnvelope> {
        const response = await this.getSiteRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for getStation without sending the request
     */
    async getStationRequestOpts(requestParameters: GetStationRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling getStation().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/assets/{asset_id}/station`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The station\'s identity and when its password was set; never the password. 404 when the asset is not a station. Site-based access control applies as to the asset. Requires `read:assets`.
     * Get an asset\'s station credential record
     */
    async getStationRaw(requestParameters: GetStationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StationEnvelope>> {
        const requestOptions = await this.getStationRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StationEnvelopeFromJSON(jsonValue));
    }

    /**
     * The station\'s identity and when its password was set; never the password. 404 when the asset is not a station. Site-based access control applies as to the asset. Requires `read:assets`.
     * Get an asset\'s station credential record
     */
    async getStation(requestParameters: GetStationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StationEnvelope> {
        const response = await this.getStationRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listAssets without sending the request
     */
    async listAssetsRequestOpts(requestParameters: ListAssetsRequest): Promise<runtime.RequestOpts> {
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

        if (requestParameters['capacity'] != null) {
            queryParameters['capacity'] = requestParameters['capacity'];
        }

        if (requestParameters['capacityEq'] != null) {
            queryParameters['capacity[eq]'] = requestParameters['capacityEq'];
        }

        if (requestParameters['capacityNe'] != null) {
            queryParameters['capacity[ne]'] = requestParameters['capacityNe'];
        }

        if (requestParameters['capacityGt'] != null) {
            queryParameters['capacity[gt]'] = requestParameters['capacityGt'];
        }

        if (requestParameters['capacityGte'] != null) {
            queryParameters['capacity[gte]'] = requestParameters['capacityGte'];
        }

        if (requestParameters['capacityLt'] != null) {
            queryParameters['capacity[lt]'] = requestParameters['capacityLt'];
        }

        if (requestParameters['capacityLte'] != null) {
            queryParameters['capacity[lte]'] = requestParameters['capacityLte'];
        }

        if (requestParameters['capacityIn'] != null) {
            queryParameters['capacity[in]'] = requestParameters['capacityIn'];
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

        if (requestParameters['visibility'] != null) {
            queryParameters['visibility'] = requestParameters['visibility'];
        }

        if (requestParameters['visibilityEq'] != null) {
            queryParameters['visibility[eq]'] = requestParameters['visibilityEq'];
        }

        if (requestParameters['visibilityNe'] != null) {
            queryParameters['visibility[ne]'] = requestParameters['visibilityNe'];
        }

        if (requestParameters['visibilityIn'] != null) {
            queryParameters['visibility[in]'] = requestParameters['visibilityIn'];
        }

        if (requestParameters['organizationId'] != null) {
            queryParameters['organization_id'] = requestParameters['organizationId'];
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/assets`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Offset pagination in v1, cursor pagination in v2. Site-restricted assets the caller may not see are left out, and a caller restricted to sites is answered only from what it may see; its list in an order other than created_at is read whole and ordered in memory, and more than 1,000 of its entries in the created_at range is 400 on `sort`. Requires `read:assets`.
     * List assets
     */
    async listAssetsRaw(requestParameters: ListAssetsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<AssetList>> {
        const requestOptions = await this.listAssetsRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => AssetListFromJSON(jsonValue));
    }

    /**
     * Offset pagination in v1, cursor pagination in v2. Site-restricted assets the caller may not see are left out, and a caller restricted to sites is answered only from what it may see; its list in an order other than created_at is read whole and ordered in memory, and more than 1,000 of its entries in the created_at range is 400 on `sort`. Requires `read:assets`.
     * List assets
     */
    async listAssets(requestParameters: ListAssetsRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<AssetList> {
        const response = await this.listAssetsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listSites without sending the request
     */
    async listSitesRequestOpts(requestParameters: ListSitesRequest): Promise<runtime.RequestOpts> {
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:sites"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["read:sites"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/sites`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Offset pagination in v1, cursor pagination in v2. Requires `read:sites`.
     * List sites
     */
    async listSitesRaw(requestParameters: ListSitesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<SiteList>> {
        const requestOptions = await this.listSitesRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => SiteListFromJSON(jsonValue));
    }

    /**
     * Offset pagination in v1, cursor pagination in v2. Requires `read:sites`.
     * List sites
     */
    async listSites(requestParameters: ListSitesRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<SiteList> {
        const response = await this.listSitesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for rotateStationPassword without sending the request
     */
    async rotateStationPasswordRequestOpts(requestParameters: RotateStationPasswordRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling rotateStationPassword().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/assets/{asset_id}/station/password`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The new password is in this response only (`Cache-Control: no-store`); the old one authenticates no new connection from now on. Site-based access control applies as to the asset. A credential that expires, is address-bound or is a third party\'s grant is 403 `FORBIDDEN` (`restricted_credential`). Requires `admin:assets`.
     * Give a station a new password
     */
    async rotateStationPasswordRaw(requestParameters: RotateStationPasswordRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StationWithPasswordEnvelope>> {
        const requestOptions = await this.rotateStationPasswordRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StationWithPasswordEnvelopeFromJSON(jsonValue));
    }

    /**
     * The new password is in this response only (`Cache-Control: no-store`); the old one authenticates no new connection from now on. Site-based access control applies as to the asset. A credential that expires, is address-bound or is a third party\'s grant is 403 `FORBIDDEN` (`restricted_credential`). Requires `admin:assets`.
     * Give a station a new password
     */
    async rotateStationPassword(requestParameters: RotateStationPasswordRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StationWithPasswordEnvelope> {
        const response = await this.rotateStationPasswordRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for updateAsset without sending the request
     */
    async updateAssetRequestOpts(requestParameters: UpdateAssetRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling updateAsset().'
            );
        }

        if (requestParameters['assetUpdate'] == null) {
            throw new runtime.RequiredError(
                'assetUpdate',
                'Required parameter "assetUpdate" was null or undefined when calling updateAsset().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:assets"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/assets/{asset_id}`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'PATCH',
            headers: headerParameters,
            query: queryParameters,
            body: AssetUpdateToJSON(requestParameters['assetUpdate']),
        };
    }

    /**
     * Requires `write:assets`.
     * Update an asset
     */
    async updateAssetRaw(requestParameters: UpdateAssetRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<AssetEnvelope>> {
        const requestOptions = await this.updateAssetRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => AssetEnvelopeFromJSON(jsonValue));
    }

    /**
     * Requires `write:assets`.
     * Update an asset
     */
    async updateAsset(requestParameters: UpdateAssetRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<AssetEnvelope> {
        const response = await this.updateAssetRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for updateSite without sending the request
     */
    async updateSiteRequestOpts(requestParameters: UpdateSiteRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['siteId'] == null) {
            throw new runtime.RequiredError(
                'siteId',
                'Required parameter "siteId" was null or undefined when calling updateSite().'
            );
        }

        if (requestParameters['siteUpdate'] == null) {
            throw new runtime.RequiredError(
                'siteUpdate',
                'Required parameter "siteUpdate" was null or undefined when calling updateSite().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:sites"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["write:sites"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/inventory-service/sites/{site_id}`;
        urlPath = urlPath.replace('{site_id}', encodeURIComponent(String(requestParameters['siteId'])));

        return {
            path: urlPath,
            method: 'PATCH',
            headers: headerParameters,
            query: queryParameters,
            body: SiteUpdateToJSON(requestParameters['siteUpdate']),
        };
    }

    /**
     * Requires `write:sites`.
     * Update a site
     */
    async updateSiteRaw(requestParameters: UpdateSiteRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<SiteEnvelope>> {
        const requestOptions = await this.updateSiteRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => SiteEnvelopeFromJSON(jsonValue));
    }

    /**
     * Requires `write:sites`.
     * Update a site
     */
    async updateSite(requestParameters: UpdateSiteRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<SiteEnvelope> {
        const response = await this.updateSiteRaw(requestParameters, initOverrides);
        return await response.value();
    }

}

/**
 * @export
 */
export const BulkGetAssetsXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type BulkGetAssetsXAPIVersionEnum = typeof BulkGetAssetsXAPIVersionEnum[keyof typeof BulkGetAssetsXAPIVersionEnum];
/**
 * @export
 */
export const CreateAssetXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type CreateAssetXAPIVersionEnum = typeof CreateAssetXAPIVersionEnum[keyof typeof CreateAssetXAPIVersionEnum];
/**
 * @export
 */
export const CreateSiteXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type CreateSiteXAPIVersionEnum = typeof CreateSiteXAPIVersionEnum[keyof typeof CreateSiteXAPIVersionEnum];
/**
 * @export
 */
export const CreateStationXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type CreateStationXAPIVersionEnum = typeof CreateStationXAPIVersionEnum[keyof typeof CreateStationXAPIVersionEnum];
/**
 * @export
 */
export const DeleteAssetXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type DeleteAssetXAPIVersionEnum = typeof DeleteAssetXAPIVersionEnum[keyof typeof DeleteAssetXAPIVersionEnum];
/**
 * @export
 */
export const DeleteSiteXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type DeleteSiteXAPIVersionEnum = typeof DeleteSiteXAPIVersionEnum[keyof typeof DeleteSiteXAPIVersionEnum];
/**
 * @export
 */
export const DeleteStationXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type DeleteStationXAPIVersionEnum = typeof DeleteStationXAPIVersionEnum[keyof typeof DeleteStationXAPIVersionEnum];
/**
 * @export
 */
export const GetAssetXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type GetAssetXAPIVersionEnum = typeof GetAssetXAPIVersionEnum[keyof typeof GetAssetXAPIVersionEnum];
/**
 * @export
 */
export const GetSiteXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type GetSiteXAPIVersionEnum = typeof GetSiteXAPIVersionEnum[keyof typeof GetSiteXAPIVersionEnum];
/**
 * @export
 */
export const GetStationXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type GetStationXAPIVersionEnum = typeof GetStationXAPIVersionEnum[keyof typeof GetStationXAPIVersionEnum];
/**
 * @export
 */
export const ListAssetsStatusEnum = {
    Active: 'active',
    Maintenance: 'maintenance',
    Decommissioned: 'decommissioned',
} as const;
export type ListAssetsStatusEnum = typeof ListAssetsStatusEnum[keyof typeof ListAssetsStatusEnum];
/**
 * @export
 */
export const ListAssetsStatusEqEnum = {
    Active: 'active',
    Maintenance: 'maintenance',
    Decommissioned: 'decommissioned',
} as const;
export type ListAssetsStatusEqEnum = typeof ListAssetsStatusEqEnum[keyof typeof ListAssetsStatusEqEnum];
/**
 * @export
 */
export const ListAssetsStatusNeEnum = {
    Active: 'active',
    Maintenance: 'maintenance',
    Decommissioned: 'decommissioned',
} as const;
export type ListAssetsStatusNeEnum = typeof ListAssetsStatusNeEnum[keyof typeof ListAssetsStatusNeEnum];
/**
 * @export
 */
export const ListAssetsVisibilityEnum = {
    Organization: 'organization',
    Site: 'site',
} as const;
export type ListAssetsVisibilityEnum = typeof ListAssetsVisibilityEnum[keyof typeof ListAssetsVisibilityEnum];
/**
 * @export
 */
export const ListAssetsVisibilityEqEnum = {
    Organization: 'organization',
    Site: 'site',
} as const;
export type ListAssetsVisibilityEqEnum = typeof ListAssetsVisibilityEqEnum[keyof typeof ListAssetsVisibilityEqEnum];
/**
 * @export
 */
export const ListAssetsVisibilityNeEnum = {
    Organization: 'organization',
    Site: 'site',
} as const;
export type ListAssetsVisibilityNeEnum = typeof ListAssetsVisibilityNeEnum[keyof typeof ListAssetsVisibilityNeEnum];
/**
 * @export
 */
export const ListAssetsXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type ListAssetsXAPIVersionEnum = typeof ListAssetsXAPIVersionEnum[keyof typeof ListAssetsXAPIVersionEnum];
/**
 * @export
 */
export const ListSitesStatusEnum = {
    Active: 'active',
    Inactive: 'inactive',
} as const;
export type ListSitesStatusEnum = typeof ListSitesStatusEnum[keyof typeof ListSitesStatusEnum];
/**
 * @export
 */
export const ListSitesStatusEqEnum = {
    Active: 'active',
    Inactive: 'inactive',
} as const;
export type ListSitesStatusEqEnum = typeof ListSitesStatusEqEnum[keyof typeof ListSitesStatusEqEnum];
/**
 * @export
 */
export const ListSitesStatusNeEnum = {
    Active: 'active',
    Inactive: 'inactive',
} as const;
export type ListSitesStatusNeEnum = typeof ListSitesStatusNeEnum[keyof typeof ListSitesStatusNeEnum];
/**
 * @export
 */
export const ListSitesXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type ListSitesXAPIVersionEnum = typeof ListSitesXAPIVersionEnum[keyof typeof ListSitesXAPIVersionEnum];
/**
 * @export
 */
export const RotateStationPasswordXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type RotateStationPasswordXAPIVersionEnum = typeof RotateStationPasswordXAPIVersionEnum[keyof typeof RotateStationPasswordXAPIVersionEnum];
/**
 * @export
 */
export const UpdateAssetXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type UpdateAssetXAPIVersionEnum = typeof UpdateAssetXAPIVersionEnum[keyof typeof UpdateAssetXAPIVersionEnum];
/**
 * @export
 */
export const UpdateSiteXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type UpdateSiteXAPIVersionEnum = typeof UpdateSiteXAPIVersionEnum[keyof typeof UpdateSiteXAPIVersionEnum];
