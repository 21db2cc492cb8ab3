/* tslint:disable */
/* eslint-disable */
/**
 * Platform Operations API (v2)
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
    type FirmwareCampaignCreate,
    FirmwareCampaignCreateFromJSON,
    FirmwareCampaignCreateToJSON,
} from '../models/FirmwareCampaignCreate';
import {
    type FirmwareCampaignEnvelope,
    FirmwareCampaignEnvelopeFromJSON,
    FirmwareCampaignEnvelopeToJSON,
} from '../models/FirmwareCampaignEnvelope';
import {
    type FirmwareCampaignList,
    FirmwareCampaignListFromJSON,
    FirmwareCampaignListToJSON,
} from '../models/FirmwareCampaignList';
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
    type SitePowerEnvelope,
    SitePowerEnvelopeFromJSON,
    SitePowerEnvelopeToJSON,
} from '../models/SitePowerEnvelope';
import {
    type SiteUpdate,
    SiteUpdateFromJSON,
    SiteUpdateToJSON,
} from '../models/SiteUpdate';
import {
    type StationCommandEnvelope,
    StationCommandEnvelopeFromJSON,
    StationCommandEnvelopeToJSON,
} from '../models/StationCommandEnvelope';
import {
    type StationConfigurationChange,
    StationConfigurationChangeFromJSON,
    StationConfigurationChangeToJSON,
} from '../models/StationConfigurationChange';
import {
    type StationConfigurationEnvelope,
    StationConfigurationEnvelopeFromJSON,
    StationConfigurationEnvelopeToJSON,
} from '../models/StationConfigurationEnvelope';
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
    type StationList,
    StationListFromJSON,
    StationListToJSON,
} from '../models/StationList';
import {
    type StationLogEnvelope,
    StationLogEnvelopeFromJSON,
    StationLogEnvelopeToJSON,
} from '../models/StationLogEnvelope';
import {
    type StationLogList,
    StationLogListFromJSON,
    StationLogListToJSON,
} from '../models/StationLogList';
import {
    type StationLogRequest,
    StationLogRequestFromJSON,
    StationLogRequestToJSON,
} from '../models/StationLogRequest';
import {
    type StationMessageList,
    StationMessageListFromJSON,
    StationMessageListToJSON,
} from '../models/StationMessageList';
import {
    type StationPasswordRotation,
    StationPasswordRotationFromJSON,
    StationPasswordRotationToJSON,
} from '../models/StationPasswordRotation';
import {
    type StationReset,
    StationResetFromJSON,
    StationResetToJSON,
} from '../models/StationReset';
import {
    type StationTrigger,
    StationTriggerFromJSON,
    StationTriggerToJSON,
} from '../models/StationTrigger';
import {
    type StationUnlock,
    StationUnlockFromJSON,
    StationUnlockToJSON,
} from '../models/StationUnlock';
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

export interface CancelFirmwareCampaignRequest {
    /**
     * The campaign's id, in either form. An id that does not parse names nothing (404).
     */
    campaignId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: CancelFirmwareCampaignXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ChangeStationConfigurationRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * 
     */
    stationConfigurationChange: StationConfigurationChange;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ChangeStationConfigurationXAPIVersionEnum;
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

export interface CreateFirmwareCampaignRequest {
    /**
     * 
     */
    firmwareCampaignCreate: FirmwareCampaignCreate;
    /**
     * 1-255 visible ASCII characters (a UUID is usual), scoped to the credential and the endpoint (method, route, major version), kept 24 hours. A retry with the same body replays the stored response (`Idempotent-Replayed: true`); the same key with another body is 422 INVALID_VALUE; a retry while the first is still running is 409.
     */
    idempotencyKey?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: CreateFirmwareCampaignXAPIVersionEnum;
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

export interface GetFirmwareCampaignRequest {
    /**
     * The campaign's id, in either form. An id that does not parse names nothing (404).
     */
    campaignId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetFirmwareCampaignXAPIVersionEnum;
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

export interface GetSitePowerRequest {
    /**
     * The site's id, in either form. An id that does not parse names nothing (404).
     */
    siteId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetSitePowerXAPIVersionEnum;
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

export interface GetStationConfigurationRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * Comma-separated setting keys (at most 16, each 1 to 152 printable ASCII characters without spaces or commas): 1.6 configuration keys, 2.0.1 `Component.Variable[.Instance]`. Without it, every setting the station reports.
     */
    keys?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetStationConfigurationXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface HaltFirmwareCampaignRequest {
    /**
     * The campaign's id, in either form. An id that does not parse names nothing (404).
     */
    campaignId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: HaltFirmwareCampaignXAPIVersionEnum;
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
     * Cursor pagination (v2): `next_cursor` of the previous page; omit for the first page. Sent to v1 or unprefixed paths it is 400. A cursor of another list, query or organization is 400. A page that spent the list read budget (1,000 index entries a request) is short or empty with has_next true.
     */
    cursor?: string;
    /**
     * A comma-separated list of sortable fields (created_at, name, updated_at, status, capacity), in order of precedence (a field named again adds nothing and is ignored), `-` for descending (e.g. `status,-name`). Ties left by all of them are ordered by created_at, then id, in the direction of the last field. When 1,000 or more items share one value of the leading field (one request may read 1,000 index entries, too few to see where they end and order them by the next field), the answer is 400 naming the filters that narrow it (an `eq` on the leading field, or a range where it has one). Default `-created_at`.
     */
    sort?: string;
    /**
     * Filter: `created_at` equals the value.
     */
    createdAt?: Date;
    /**
     * Filter: `created_at` eq the value.
     */
    createdAtEq?: Date;
    /**
     * Filter: `created_at` ne the value.
     */
    createdAtNe?: Date;
    /**
     * Filter: `created_at` gt the value.
     */
    createdAtGt?: Date;
    /**
     * Filter: `created_at` gte the value.
     */
    createdAtGte?: Date;
    /**
     * Filter: `created_at` lt the value.
     */
    createdAtLt?: Date;
    /**
     * Filter: `created_at` lte the value.
     */
    createdAtLte?: Date;
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
    updatedAt?: Date;
    /**
     * Filter: `updated_at` eq the value.
     */
    updatedAtEq?: Date;
    /**
     * Filter: `updated_at` ne the value.
     */
    updatedAtNe?: Date;
    /**
     * Filter: `updated_at` gt the value.
     */
    updatedAtGt?: Date;
    /**
     * Filter: `updated_at` gte the value.
     */
    updatedAtGte?: Date;
    /**
     * Filter: `updated_at` lt the value.
     */
    updatedAtLt?: Date;
    /**
     * Filter: `updated_at` lte the value.
     */
    updatedAtLte?: Date;
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

export interface ListFirmwareCampaignsRequest {
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
    sort?: ListFirmwareCampaignsSortEnum;
    /**
     * Filter: `created_at` equals the value.
     */
    createdAt?: Date;
    /**
     * Filter: `created_at` eq the value.
     */
    createdAtEq?: Date;
    /**
     * Filter: `created_at` ne the value.
     */
    createdAtNe?: Date;
    /**
     * Filter: `created_at` gt the value.
     */
    createdAtGt?: Date;
    /**
     * Filter: `created_at` gte the value.
     */
    createdAtGte?: Date;
    /**
     * Filter: `created_at` lt the value.
     */
    createdAtLt?: Date;
    /**
     * Filter: `created_at` lte the value.
     */
    createdAtLte?: Date;
    /**
     * Filter: `created_at` in the value (comma-separated list).
     */
    createdAtIn?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListFirmwareCampaignsXAPIVersionEnum;
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
     * Cursor pagination (v2): `next_cursor` of the previous page; omit for the first page. Sent to v1 or unprefixed paths it is 400. A cursor of another list, query or organization is 400. A page that spent the list read budget (1,000 index entries a request) is short or empty with has_next true.
     */
    cursor?: string;
    /**
     * A comma-separated list of sortable fields (created_at, name, updated_at, status), in order of precedence (a field named again adds nothing and is ignored), `-` for descending (e.g. `status,-name`). Ties left by all of them are ordered by created_at, then id, in the direction of the last field. When 1,000 or more items share one value of the leading field (one request may read 1,000 index entries, too few to see where they end and order them by the next field), the answer is 400 naming the filters that narrow it (an `eq` on the leading field, or a range where it has one). Default `-created_at`.
     */
    sort?: string;
    /**
     * Filter: `created_at` equals the value.
     */
    createdAt?: Date;
    /**
     * Filter: `created_at` eq the value.
     */
    createdAtEq?: Date;
    /**
     * Filter: `created_at` ne the value.
     */
    createdAtNe?: Date;
    /**
     * Filter: `created_at` gt the value.
     */
    createdAtGt?: Date;
    /**
     * Filter: `created_at` gte the value.
     */
    createdAtGte?: Date;
    /**
     * Filter: `created_at` lt the value.
     */
    createdAtLt?: Date;
    /**
     * Filter: `created_at` lte the value.
     */
    createdAtLte?: Date;
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
    updatedAt?: Date;
    /**
     * Filter: `updated_at` eq the value.
     */
    updatedAtEq?: Date;
    /**
     * Filter: `updated_at` ne the value.
     */
    updatedAtNe?: Date;
    /**
     * Filter: `updated_at` gt the value.
     */
    updatedAtGt?: Date;
    /**
     * Filter: `updated_at` gte the value.
     */
    updatedAtGte?: Date;
    /**
     * Filter: `updated_at` lt the value.
     */
    updatedAtLt?: Date;
    /**
     * Filter: `updated_at` lte the value.
     */
    updatedAtLte?: Date;
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

export interface ListStationLogsRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * Page size.
     */
    limit?: number;
    /**
     * This list pages by cursor in every version: `next_cursor` of the previous page; omit for the first page (`page` is 400). A cursor of another list, query or organization is 400.
     */
    cursor?: string;
    /**
     * Filter: `status` equals the value.
     */
    status?: ListStationLogsStatusEnum;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListStationLogsXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListStationMessagesRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * Page size.
     */
    limit?: number;
    /**
     * This list pages by cursor in every version: `next_cursor` of the previous page; omit for the first page (`page` is 400). A cursor of another list, query or organization is 400.
     */
    cursor?: string;
    /**
     * `-at` (newest first, the default) or `at` (oldest first).
     */
    sort?: ListStationMessagesSortEnum;
    /**
     * Filter: the OCPP action, exactly (case-sensitive, e.g. `Heartbeat`); an answer carries the action of the CALL it answers.
     */
    action?: string;
    /**
     * Filter: which way the frame went.
     */
    direction?: ListStationMessagesDirectionEnum;
    /**
     * Filter: `at` at or after the value.
     */
    atGte?: Date;
    /**
     * Filter: `at` after the value.
     */
    atGt?: Date;
    /**
     * Filter: `at` at or before the value.
     */
    atLte?: Date;
    /**
     * Filter: `at` before the value.
     */
    atLt?: Date;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListStationMessagesXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListStationsRequest {
    /**
     * Page size.
     */
    limit?: number;
    /**
     * Cursor pagination (v2): `next_cursor` of the previous page; omit for the first page. Sent to v1 or unprefixed paths it is 400. A cursor of another list, query or organization is 400. A page that spent the list read budget (1,000 index entries a request) is short or empty with has_next true.
     */
    cursor?: string;
    /**
     * A comma-separated list of sortable fields (created_at, name, updated_at: the asset's), in order of precedence, `-` for descending (e.g. `-updated_at`); as for the asset list. Default `-created_at`. The station's fields are filters only (no index holds them).
     */
    sort?: string;
    /**
     * Filter: `created_at` equals the value.
     */
    createdAt?: Date;
    /**
     * Filter: `created_at` eq the value.
     */
    createdAtEq?: Date;
    /**
     * Filter: `created_at` ne the value.
     */
    createdAtNe?: Date;
    /**
     * Filter: `created_at` gt the value.
     */
    createdAtGt?: Date;
    /**
     * Filter: `created_at` gte the value.
     */
    createdAtGte?: Date;
    /**
     * Filter: `created_at` lt the value.
     */
    createdAtLt?: Date;
    /**
     * Filter: `created_at` lte the value.
     */
    createdAtLte?: Date;
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
    updatedAt?: Date;
    /**
     * Filter: `updated_at` eq the value.
     */
    updatedAtEq?: Date;
    /**
     * Filter: `updated_at` ne the value.
     */
    updatedAtNe?: Date;
    /**
     * Filter: `updated_at` gt the value.
     */
    updatedAtGt?: Date;
    /**
     * Filter: `updated_at` gte the value.
     */
    updatedAtGte?: Date;
    /**
     * Filter: `updated_at` lt the value.
     */
    updatedAtLt?: Date;
    /**
     * Filter: `updated_at` lte the value.
     */
    updatedAtLte?: Date;
    /**
     * Filter: `updated_at` in the value (comma-separated list).
     */
    updatedAtIn?: string;
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
     * Filter: the asset's `status` equals the value (`status` is the station's).
     */
    assetStatus?: ListStationsAssetStatusEnum;
    /**
     * Filter: the asset's `status` eq the value (`status` is the station's).
     */
    assetStatusEq?: ListStationsAssetStatusEqEnum;
    /**
     * Filter: the asset's `status` ne the value (`status` is the station's).
     */
    assetStatusNe?: ListStationsAssetStatusNeEnum;
    /**
     * Filter: the asset's `status` in the value (comma-separated list).
     */
    assetStatusIn?: string;
    /**
     * Filter: `connection` equals the value. `offline`: the stations that hold no connection now.
     */
    connection?: ListStationsConnectionEnum;
    /**
     * Filter: `connection` eq the value. `offline`: the stations that hold no connection now.
     */
    connectionEq?: ListStationsConnectionEqEnum;
    /**
     * Filter: `connection` ne the value. `offline`: the stations that hold no connection now.
     */
    connectionNe?: ListStationsConnectionNeEnum;
    /**
     * Filter: `connection` in the value (comma-separated list).
     */
    connectionIn?: string;
    /**
     * Filter: `status` equals the value. The station as a whole now: `unknown` while offline (and before its first StatusNotification).
     */
    status?: ListStationsStatusEnum;
    /**
     * Filter: `status` eq the value. The station as a whole now: `unknown` while offline (and before its first StatusNotification).
     */
    statusEq?: ListStationsStatusEqEnum;
    /**
     * Filter: `status` ne the value. The station as a whole now: `unknown` while offline (and before its first StatusNotification).
     */
    statusNe?: ListStationsStatusNeEnum;
    /**
     * Filter: `status` in the value (comma-separated list).
     */
    statusIn?: string;
    /**
     * Filter: `last_known_status` equals the value. What its connectors last reported, whatever the connection.
     */
    lastKnownStatus?: ListStationsLastKnownStatusEnum;
    /**
     * Filter: `last_known_status` eq the value. What its connectors last reported, whatever the connection.
     */
    lastKnownStatusEq?: ListStationsLastKnownStatusEqEnum;
    /**
     * Filter: `last_known_status` ne the value. What its connectors last reported, whatever the connection.
     */
    lastKnownStatusNe?: ListStationsLastKnownStatusNeEnum;
    /**
     * Filter: `last_known_status` in the value (comma-separated list).
     */
    lastKnownStatusIn?: string;
    /**
     * Filter: `ocpp_version` equals the value. The OCPP version of its last connection.
     */
    ocppVersion?: ListStationsOcppVersionEnum;
    /**
     * Filter: `ocpp_version` eq the value. The OCPP version of its last connection.
     */
    ocppVersionEq?: ListStationsOcppVersionEqEnum;
    /**
     * Filter: `ocpp_version` ne the value. The OCPP version of its last connection.
     */
    ocppVersionNe?: ListStationsOcppVersionNeEnum;
    /**
     * Filter: `ocpp_version` in the value (comma-separated list).
     */
    ocppVersionIn?: string;
    /**
     * Filter: `last_seen_at` equals the value.
     */
    lastSeenAt?: Date;
    /**
     * Filter: `last_seen_at` eq the value.
     */
    lastSeenAtEq?: Date;
    /**
     * Filter: `last_seen_at` ne the value.
     */
    lastSeenAtNe?: Date;
    /**
     * Filter: `last_seen_at` gt the value.
     */
    lastSeenAtGt?: Date;
    /**
     * Filter: `last_seen_at` gte the value.
     */
    lastSeenAtGte?: Date;
    /**
     * Filter: `last_seen_at` lt the value.
     */
    lastSeenAtLt?: Date;
    /**
     * Filter: `last_seen_at` lte the value.
     */
    lastSeenAtLte?: Date;
    /**
     * Filter: `last_seen_at` in the value (comma-separated list).
     */
    lastSeenAtIn?: string;
    /**
     * Filter: `firmware_version` equals the value.
     */
    firmwareVersion?: string;
    /**
     * Filter: `firmware_version` eq the value.
     */
    firmwareVersionEq?: string;
    /**
     * Filter: `firmware_version` ne the value.
     */
    firmwareVersionNe?: string;
    /**
     * Filter: `firmware_version` in the value (comma-separated list).
     */
    firmwareVersionIn?: string;
    /**
     * Filter: `vendor` equals the value.
     */
    vendor?: string;
    /**
     * Filter: `vendor` eq the value.
     */
    vendorEq?: string;
    /**
     * Filter: `vendor` ne the value.
     */
    vendorNe?: string;
    /**
     * Filter: `vendor` in the value (comma-separated list).
     */
    vendorIn?: string;
    /**
     * Filter: `model` equals the value.
     */
    model?: string;
    /**
     * Filter: `model` eq the value.
     */
    modelEq?: string;
    /**
     * Filter: `model` ne the value.
     */
    modelNe?: string;
    /**
     * Filter: `model` in the value (comma-separated list).
     */
    modelIn?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListStationsXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface RequestStationLogRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: RequestStationLogXAPIVersionEnum;
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
    stationLogRequest?: StationLogRequest;
}

export interface ResetStationRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * 
     */
    stationReset: StationReset;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ResetStationXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ResumeFirmwareCampaignRequest {
    /**
     * The campaign's id, in either form. An id that does not parse names nothing (404).
     */
    campaignId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ResumeFirmwareCampaignXAPIVersionEnum;
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
    /**
     * 
     */
    stationPasswordRotation?: StationPasswordRotation;
}

export interface TriggerStationMessageRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * 
     */
    stationTrigger: StationTrigger;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: TriggerStationMessageXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface UnlockStationConnectorRequest {
    /**
     * The asset's id, in either form. An id that does not parse names nothing (404).
     */
    assetId: string;
    /**
     * 
     */
    stationUnlock: StationUnlock;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: UnlockStationConnectorXAPIVersionEnum;
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
     * Creates request options for cancelFirmwareCampaign without sending the request
     */
    async cancelFirmwareCampaignRequestOpts(requestParameters: CancelFirmwareCampaignRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['campaignId'] == null) {
            throw new runtime.RequiredError(
                'campaignId',
                'Required parameter "campaignId" was null or undefined when calling cancelFirmwareCampaign().'
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

        let urlPath = `/inventory-service/firmware-campaigns/{campaign_id}/cancel`;
        urlPath = urlPath.replace('{campaign_id}', encodeURIComponent(String(requestParameters['campaignId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Ends the campaign for good (`cancelled`). Nothing more is sent; its pending stations read `cancelled` and may be targeted by another campaign at once; stations already sent the update are still followed to their end (their reports and boots move their parts). The campaign stops counting towards the organization\'s 20 campaigns at once. Recorded as a `firmware_campaign_cancelled` event. 409 `CONFLICT` (`details.reason` `campaign_completed` or `campaign_cancelled`) for a campaign already completed or cancelled. A site-limited caller must be assigned to the campaign\'s site (403 `RESOURCE_ACCESS_DENIED`). Requires `admin:assets`.
     * Cancel a running or halted firmware campaign
     */
    async cancelFirmwareCampaignRaw(requestParameters: CancelFirmwareCampaignRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<FirmwareCampaignEnvelope>> {
        const requestOptions = await this.cancelFirmwareCampaignRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => FirmwareCampaignEnvelopeFromJSON(jsonValue));
    }

    /**
     * Ends the campaign for good (`cancelled`). Nothing more is sent; its pending stations read `cancelled` and may be targeted by another campaign at once; stations already sent the update are still followed to their end (their reports and boots move their parts). The campaign stops counting towards the organization\'s 20 campaigns at once. Recorded as a `firmware_campaign_cancelled` event. 409 `CONFLICT` (`details.reason` `campaign_completed` or `campaign_cancelled`) for a campaign already completed or cancelled. A site-limited caller must be assigned to the campaign\'s site (403 `RESOURCE_ACCESS_DENIED`). Requires `admin:assets`.
     * Cancel a running or halted firmware campaign
     */
    async cancelFirmwareCampaign(requestParameters: CancelFirmwareCampaignRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<FirmwareCampaignEnvelope> {
        const response = await this.cancelFirmwareCampaignRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for changeStationConfiguration without sending the request
     */
    async changeStationConfigurationRequestOpts(requestParameters: ChangeStationConfigurationRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling changeStationConfiguration().'
            );
        }

        if (requestParameters['stationConfigurationChange'] == null) {
            throw new runtime.RequiredError(
                'stationConfigurationChange',
                'Required parameter "stationConfigurationChange" was null or undefined when calling changeStationConfiguration().'
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

        let urlPath = `/inventory-service/assets/{asset_id}/station/configuration`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'PATCH',
            headers: headerParameters,
            query: queryParameters,
            body: StationConfigurationChangeToJSON(requestParameters['stationConfigurationChange']),
        };
    }

    /**
     * 2.0.1 SetVariables, 1.6 one ChangeConfiguration per key (a key after one that got no answer is `not_sent`, that one `not_answered`). Each setting has the station\'s `status` (`accepted`, `rejected`, `reboot_required`, `unknown_key`, …). A key must be a standardised OCPP setting that is not a security setting, or the request must say `vendor_keys: true`; a key touching the station\'s security, connection or secrets (SecurityCtrlr, ISO15118Ctrlr, InternalCtrlr, NetworkConfiguration, any key naming a network, CSMS, URI/URL, host, address, server, TLS, certificate, password, token, secret, …), a value containing `://`, and a heartbeat under 30 s or a sampling interval under 10 s (0: off) are 422 for that setting and nothing is sent. The station must be connected (409 `station_offline` otherwise); a refusal by the station is 409 `station_rejected` with its `status`, a station that does not answer in time 504, a CALLERROR or an answer outside its schema 502, a gateway at its bound 503 with `Retry-After`. Recorded as a `station_command` event. Site-based access control applies as to the station\'s credential. Requires `admin:assets`.
     * Change a station\'s settings
     */
    async changeStationConfigurationRaw(requestParameters: ChangeStationConfigurationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StationConfigurationEnvelope>> {
        const requestOptions = await this.changeStationConfigurationRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StationConfigurationEnvelopeFromJSON(jsonValue));
    }

    /**
     * 2.0.1 SetVariables, 1.6 one ChangeConfiguration per key (a key after one that got no answer is `not_sent`, that one `not_answered`). Each setting has the station\'s `status` (`accepted`, `rejected`, `reboot_required`, `unknown_key`, …). A key must be a standardised OCPP setting that is not a security setting, or the request must say `vendor_keys: true`; a key touching the station\'s security, connection or secrets (SecurityCtrlr, ISO15118Ctrlr, InternalCtrlr, NetworkConfiguration, any key naming a network, CSMS, URI/URL, host, address, server, TLS, certificate, password, token, secret, …), a value containing `://`, and a heartbeat under 30 s or a sampling interval under 10 s (0: off) are 422 for that setting and nothing is sent. The station must be connected (409 `station_offline` otherwise); a refusal by the station is 409 `station_rejected` with its `status`, a station that does not answer in time 504, a CALLERROR or an answer outside its schema 502, a gateway at its bound 503 with `Retry-After`. Recorded as a `station_command` event. Site-based access control applies as to the station\'s credential. Requires `admin:assets`.
     * Change a station\'s settings
     */
    async changeStationConfiguration(requestParameters: ChangeStationConfigurationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StationConfigurationEnvelope> {
        const response = await this.changeStationConfigurationRaw(requestParameters, initOverrides);
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
     * Creates request options for createFirmwareCampaign without sending the request
     */
    async createFirmwareCampaignRequestOpts(requestParameters: CreateFirmwareCampaignRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['firmwareCampaignCreate'] == null) {
            throw new runtime.RequiredError(
                'firmwareCampaignCreate',
                'Required parameter "firmwareCampaignCreate" was null or undefined when calling createFirmwareCampaign().'
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

        let urlPath = `/inventory-service/firmware-campaigns`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: FirmwareCampaignCreateToJSON(requestParameters['firmwareCampaignCreate']),
        };
    }

    /**
     * The campaign targets the charging stations of one site (`targets.site_id`: every station there; `targets.asset_ids`: those stations, all at one site), at most 500, resolved now. From `start_at` the scheduler sends each station UpdateFirmware (1.6: UpdateFirmware, or SignedUpdateFirmware when `signature` is given), at most `max_concurrent` at once, skipping stations with an open session until they are idle, and halts the campaign when `halt_after_failures` stations failed. A caller limited to sites targets only stations at its sites (403 `RESOURCE_ACCESS_DENIED`). 409 `CONFLICT` when the organization has 20 campaigns not completed (`details.reason: too_many_active_campaigns`) or a target is in another campaign not done with it (`station_in_another_campaign`, naming `asset_id` and `campaign_id`); `start_at` at most 90 days ahead. Requires `admin:assets`. Honours `Idempotency-Key`.
     * Roll a firmware image out to a site\'s stations
     */
    async createFirmwareCampaignRaw(requestParameters: CreateFirmwareCampaignRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<FirmwareCampaignEnvelope>> {
        const requestOptions = await this.createFirmwareCampaignRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => FirmwareCampaignEnvelopeFromJSON(jsonValue));
    }

    /**
     * The campaign targets the charging stations of one site (`targets.site_id`: every station there; `targets.asset_ids`: those stations, all at one site), at most 500, resolved now. From `start_at` the scheduler sends each station UpdateFirmware (1.6: UpdateFirmware, or SignedUpdateFirmware when `signature` is given), at most `max_concurrent` at once, skipping stations with an open session until they are idle, and halts the campaign when `halt_after_failures` stations failed. A caller limited to sites targets only stations at its sites (403 `RESOURCE_ACCESS_DENIED`). 409 `CONFLICT` when the organization has 20 campaigns not completed (`details.reason: too_many_active_campaigns`) or a target is in another campaign not done with it (`station_in_another_campaign`, naming `asset_id` and `campaign_id`); `start_at` at most 90 days ahead. Requires `admin:assets`. Honours `Idempotency-Key`.
     * Roll a firmware image out to a site\'s stations
     */
    async createFirmwareCampaign(requestParameters: CreateFirmwareCampaignRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<FirmwareCampaignEnvelope> {
        const response = await this.createFirmwareCampaignRaw(requestParameters, initOverrides);
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
     * Creates request options for getFirmwareCampaign without sending the request
     */
    async getFirmwareCampaignRequestOpts(requestParameters: GetFirmwareCampaignRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['campaignId'] == null) {
            throw new runtime.RequiredError(
                'campaignId',
                'Required parameter "campaignId" was null or undefined when calling getFirmwareCampaign().'
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

        let urlPath = `/inventory-service/firmware-campaigns/{campaign_id}`;
        urlPath = urlPath.replace('{campaign_id}', encodeURIComponent(String(requestParameters['campaignId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Each station: pending, sent, downloading, downloaded, installing, installed (it booted with the campaign\'s version) or failed (with the station\'s reason, `timed_out` after an hour without a report, or `window_elapsed` when never sent). Requires `read:assets`.
     * A firmware campaign with each station\'s state
     */
    async getFirmwareCampaignRaw(requestParameters: GetFirmwareCampaignRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<FirmwareCampaignEnvelope>> {
        const requestOptions = await this.getFirmwareCampaignRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => FirmwareCampaignEnvelopeFromJSON(jsonValue));
    }

    /**
     * Each station: pending, sent, downloading, downloaded, installing, installed (it booted with the campaign\'s version) or failed (with the station\'s reason, `timed_out` after an hour without a report, or `window_elapsed` when never sent). Requires `read:assets`.
     * A firmware campaign with each station\'s state
     */
    async getFirmwareCampaign(requestParameters: GetFirmwareCampaignRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<FirmwareCampaignEnvelope> {
        const response = await this.getFirmwareCampaignRaw(requestParameters, initOverrides);
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
     * Creates request options for getSitePower without sending the request
     */
    async getSitePowerRequestOpts(requestParameters: GetSitePowerRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['siteId'] == null) {
            throw new runtime.RequiredError(
                'siteId',
                'Required parameter "siteId" was null or undefined when calling getSitePower().'
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

        let urlPath = `/inventory-service/sites/{site_id}/power`;
        urlPath = urlPath.replace('{site_id}', encodeURIComponent(String(requestParameters['siteId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The site\'s grid limit and each live session\'s share, accepted limit, limit in flight and draw, as load management keeps them (docs/load-management.md). A member assigned to other sites only is refused (403). Requires `read:sites`.
     * Get a site\'s power allocation
     */
    async getSitePowerRaw(requestParameters: GetSitePowerRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<SitePowerEnvelope>> {
        const requestOptions = await this.getSitePowerRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => SitePowerEnvelopeFromJSON(jsonValue));
    }

    /**
     * The site\'s grid limit and each live session\'s share, accepted limit, limit in flight and draw, as load management keeps them (docs/load-management.md). A member assigned to other sites only is refused (403). Requires `read:sites`.
     * Get a site\'s power allocation
     */
    async getSitePower(requestParameters: GetSitePowerRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<SitePowerEnvelope> {
        const response = await this.getSitePowerRaw(requestParameters, initOverrides);
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
     * Creates request options for getStationConfiguration without sending the request
     */
    async getStationConfigurationRequestOpts(requestParameters: GetStationConfigurationRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling getStationConfiguration().'
            );
        }

        const queryParameters: any = {};

        if (requestParameters['keys'] != null) {
            queryParameters['keys'] = requestParameters['keys'];
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

        let urlPath = `/inventory-service/assets/{asset_id}/station/configuration`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * 2.0.1 GetVariables (with `keys`) or GetBaseReport and the NotifyReports it brings (without; collected within the call\'s wait, at most 1000 settings: `complete` false when cut; one at a time per connection, a second is 409 `station_rejected` with `status` `FullReadInProgress`), 1.6 GetConfiguration. Each setting has the station\'s `status`. Site-based access control applies as to the asset. Requires `read:assets`.
     * Read a station\'s settings
     */
    async getStationConfigurationRaw(requestParameters: GetStationConfigurationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StationConfigurationEnvelope>> {
        const requestOptions = await this.getStationConfigurationRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StationConfigurationEnvelopeFromJSON(jsonValue));
    }

    /**
     * 2.0.1 GetVariables (with `keys`) or GetBaseReport and the NotifyReports it brings (without; collected within the call\'s wait, at most 1000 settings: `complete` false when cut; one at a time per connection, a second is 409 `station_rejected` with `status` `FullReadInProgress`), 1.6 GetConfiguration. Each setting has the station\'s `status`. Site-based access control applies as to the asset. Requires `read:assets`.
     * Read a station\'s settings
     */
    async getStationConfiguration(requestParameters: GetStationConfigurationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StationConfigurationEnvelope> {
        const response = await this.getStationConfigurationRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for haltFirmwareCampaign without sending the request
     */
    async haltFirmwareCampaignRequestOpts(requestParameters: HaltFirmwareCampaignRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['campaignId'] == null) {
            throw new runtime.RequiredError(
                'campaignId',
                'Required parameter "campaignId" was null or undefined when calling haltFirmwareCampaign().'
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

        let urlPath = `/inventory-service/firmware-campaigns/{campaign_id}/halt`;
        urlPath = urlPath.replace('{campaign_id}', encodeURIComponent(String(requestParameters['campaignId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * No station is sent the update any more; stations already sent go on and are followed. 409 `CONFLICT` unless it is running. A site-limited caller must be assigned to the campaign\'s site (403 `RESOURCE_ACCESS_DENIED`). Requires `admin:assets`.
     * Halt a firmware campaign
     */
    async haltFirmwareCampaignRaw(requestParameters: HaltFirmwareCampaignRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<FirmwareCampaignEnvelope>> {
        const requestOptions = await this.haltFirmwareCampaignRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => FirmwareCampaignEnvelopeFromJSON(jsonValue));
    }

    /**
     * No station is sent the update any more; stations already sent go on and are followed. 409 `CONFLICT` unless it is running. A site-limited caller must be assigned to the campaign\'s site (403 `RESOURCE_ACCESS_DENIED`). Requires `admin:assets`.
     * Halt a firmware campaign
     */
    async haltFirmwareCampaign(requestParameters: HaltFirmwareCampaignRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<FirmwareCampaignEnvelope> {
        const response = await this.haltFirmwareCampaignRaw(requestParameters, initOverrides);
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

        if (requestParameters['cursor'] != null) {
            queryParameters['cursor'] = requestParameters['cursor'];
        }

        if (requestParameters['sort'] != null) {
            queryParameters['sort'] = requestParameters['sort'];
        }

        if (requestParameters['createdAt'] != null) {
            queryParameters['created_at'] = runtime.serializeDateTime(requestParameters['createdAt'] as any);
        }

        if (requestParameters['createdAtEq'] != null) {
            queryParameters['created_at[eq]'] = runtime.serializeDateTime(requestParameters['createdAtEq'] as any);
        }

        if (requestParameters['createdAtNe'] != null) {
            queryParameters['created_at[ne]'] = runtime.serializeDateTime(requestParameters['createdAtNe'] as any);
        }

        if (requestParameters['createdAtGt'] != null) {
            queryParameters['created_at[gt]'] = runtime.serializeDateTime(requestParameters['createdAtGt'] as any);
        }

        if (requestParameters['createdAtGte'] != null) {
            queryParameters['created_at[gte]'] = runtime.serializeDateTime(requestParameters['createdAtGte'] as any);
        }

        if (requestParameters['createdAtLt'] != null) {
            queryParameters['created_at[lt]'] = runtime.serializeDateTime(requestParameters['createdAtLt'] as any);
        }

        if (requestParameters['createdAtLte'] != null) {
            queryParameters['created_at[lte]'] = runtime.serializeDateTime(requestParameters['createdAtLte'] as any);
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
            queryParameters['updated_at'] = runtime.serializeDateTime(requestParameters['updatedAt'] as any);
        }

        if (requestParameters['updatedAtEq'] != null) {
            queryParameters['updated_at[eq]'] = runtime.serializeDateTime(requestParameters['updatedAtEq'] as any);
        }

        if (requestParameters['updatedAtNe'] != null) {
            queryParameters['updated_at[ne]'] = runtime.serializeDateTime(requestParameters['updatedAtNe'] as any);
        }

        if (requestParameters['updatedAtGt'] != null) {
            queryParameters['updated_at[gt]'] = runtime.serializeDateTime(requestParameters['updatedAtGt'] as any);
        }

        if (requestParameters['updatedAtGte'] != null) {
            queryParameters['updated_at[gte]'] = runtime.serializeDateTime(requestParameters['updatedAtGte'] as any);
        }

        if (requestParameters['updatedAtLt'] != null) {
            queryParameters['updated_at[lt]'] = runtime.serializeDateTime(requestParameters['updatedAtLt'] as any);
        }

        if (requestParameters['updatedAtLte'] != null) {
            queryParameters['updated_at[lte]'] = runtime.serializeDateTime(requestParameters['updatedAtLte'] as any);
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
     * Creates request options for listFirmwareCampaigns without sending the request
     */
    async listFirmwareCampaignsRequestOpts(requestParameters: ListFirmwareCampaignsRequest): Promise<runtime.RequestOpts> {
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
            queryParameters['created_at'] = runtime.serializeDateTime(requestParameters['createdAt'] as any);
        }

        if (requestParameters['createdAtEq'] != null) {
            queryParameters['created_at[eq]'] = runtime.serializeDateTime(requestParameters['createdAtEq'] as any);
        }

        if (requestParameters['createdAtNe'] != null) {
            queryParameters['created_at[ne]'] = runtime.serializeDateTime(requestParameters['createdAtNe'] as any);
        }

        if (requestParameters['createdAtGt'] != null) {
            queryParameters['created_at[gt]'] = runtime.serializeDateTime(requestParameters['createdAtGt'] as any);
        }

        if (requestParameters['createdAtGte'] != null) {
            queryParameters['created_at[gte]'] = runtime.serializeDateTime(requestParameters['createdAtGte'] as any);
        }

        if (requestParameters['createdAtLt'] != null) {
            queryParameters['created_at[lt]'] = runtime.serializeDateTime(requestParameters['createdAtLt'] as any);
        }

        if (requestParameters['createdAtLte'] != null) {
            queryParameters['created_at[lte]'] = runtime.serializeDateTime(requestParameters['createdAtLte'] as any);
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

        let urlPath = `/inventory-service/firmware-campaigns`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Newest first, cursor pagination in every version, without the per-station states (GET one campaign for them). A caller limited to sites sees the campaigns over stations it sees. Requires `read:assets`.
     * List firmware campaigns
     */
    async listFirmwareCampaignsRaw(requestParameters: ListFirmwareCampaignsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<FirmwareCampaignList>> {
        const requestOptions = await this.listFirmwareCampaignsRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => FirmwareCampaignListFromJSON(jsonValue));
    }

    /**
     * Newest first, cursor pagination in every version, without the per-station states (GET one campaign for them). A caller limited to sites sees the campaigns over stations it sees. Requires `read:assets`.
     * List firmware campaigns
     */
    async listFirmwareCampaigns(requestParameters: ListFirmwareCampaignsRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<FirmwareCampaignList> {
        const response = await this.listFirmwareCampaignsRaw(requestParameters, initOverrides);
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

        if (requestParameters['cursor'] != null) {
            queryParameters['cursor'] = requestParameters['cursor'];
        }

        if (requestParameters['sort'] != null) {
            queryParameters['sort'] = requestParameters['sort'];
        }

        if (requestParameters['createdAt'] != null) {
            queryParameters['created_at'] = runtime.serializeDateTime(requestParameters['createdAt'] as any);
        }

        if (requestParameters['createdAtEq'] != null) {
            queryParameters['created_at[eq]'] = runtime.serializeDateTime(requestParameters['createdAtEq'] as any);
        }

        if (requestParameters['createdAtNe'] != null) {
            queryParameters['created_at[ne]'] = runtime.serializeDateTime(requestParameters['createdAtNe'] as any);
        }

        if (requestParameters['createdAtGt'] != null) {
            queryParameters['created_at[gt]'] = runtime.serializeDateTime(requestParameters['createdAtGt'] as any);
        }

        if (requestParameters['createdAtGte'] != null) {
            queryParameters['created_at[gte]'] = runtime.serializeDateTime(requestParameters['createdAtGte'] as any);
        }

        if (requestParameters['createdAtLt'] != null) {
            queryParameters['created_at[lt]'] = runtime.serializeDateTime(requestParameters['createdAtLt'] as any);
        }

        if (requestParameters['createdAtLte'] != null) {
            queryParameters['created_at[lte]'] = runtime.serializeDateTime(requestParameters['createdAtLte'] as any);
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
            queryParameters['updated_at'] = runtime.serializeDateTime(requestParameters['updatedAt'] as any);
        }

        if (requestParameters['updatedAtEq'] != null) {
            queryParameters['updated_at[eq]'] = runtime.serializeDateTime(requestParameters['updatedAtEq'] as any);
        }

        if (requestParameters['updatedAtNe'] != null) {
            queryParameters['updated_at[ne]'] = runtime.serializeDateTime(requestParameters['updatedAtNe'] as any);
        }

        if (requestParameters['updatedAtGt'] != null) {
            queryParameters['updated_at[gt]'] = runtime.serializeDateTime(requestParameters['updatedAtGt'] as any);
        }

        if (requestParameters['updatedAtGte'] != null) {
            queryParameters['updated_at[gte]'] = runtime.serializeDateTime(requestParameters['updatedAtGte'] as any);
        }

        if (requestParameters['updatedAtLt'] != null) {
            queryParameters['updated_at[lt]'] = runtime.serializeDateTime(requestParameters['updatedAtLt'] as any);
        }

        if (requestParameters['updatedAtLte'] != null) {
            queryParameters['updated_at[lte]'] = runtime.serializeDateTime(requestParameters['updatedAtLte'] as any);
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
     * Creates request options for listStationLogs without sending the request
     */
    async listStationLogsRequestOpts(requestParameters: ListStationLogsRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling listStationLogs().'
            );
        }

        const queryParameters: any = {};

        if (requestParameters['limit'] != null) {
            queryParameters['limit'] = requestParameters['limit'];
        }

        if (requestParameters['cursor'] != null) {
            queryParameters['cursor'] = requestParameters['cursor'];
        }

        if (requestParameters['status'] != null) {
            queryParameters['status'] = requestParameters['status'];
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

        let urlPath = `/inventory-service/assets/{asset_id}/station/logs`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The station\'s log requests, newest first; cursor pagination in every version. Each has a `download_url` (pre-signed, valid for 5 minutes, an `application/octet-stream` attachment) once uploaded, for callers who may write the station (`admin:assets` and assigned to its site); null for others, since a log may hold the station\'s secrets or id tokens. Requests and their files are removed 30 days after they were made. Site-based access control applies as to the asset. Requires `read:assets`.
     * List a station\'s log requests
     */
    async listStationLogsRaw(requestParameters: ListStationLogsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StationLogList>> {
        const requestOptions = await this.listStationLogsRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StationLogListFromJSON(jsonValue));
    }

    /**
     * The station\'s log requests, newest first; cursor pagination in every version. Each has a `download_url` (pre-signed, valid for 5 minutes, an `application/octet-stream` attachment) once uploaded, for callers who may write the station (`admin:assets` and assigned to its site); null for others, since a log may hold the station\'s secrets or id tokens. Requests and their files are removed 30 days after they were made. Site-based access control applies as to the asset. Requires `read:assets`.
     * List a station\'s log requests
     */
    async listStationLogs(requestParameters: ListStationLogsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StationLogList> {
        const response = await this.listStationLogsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listStationMessages without sending the request
     */
    async listStationMessagesRequestOpts(requestParameters: ListStationMessagesRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling listStationMessages().'
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

        if (requestParameters['action'] != null) {
            queryParameters['action'] = requestParameters['action'];
        }

        if (requestParameters['direction'] != null) {
            queryParameters['direction'] = requestParameters['direction'];
        }

        if (requestParameters['atGte'] != null) {
            queryParameters['at[gte]'] = runtime.serializeDateTime(requestParameters['atGte'] as any);
        }

        if (requestParameters['atGt'] != null) {
            queryParameters['at[gt]'] = runtime.serializeDateTime(requestParameters['atGt'] as any);
        }

        if (requestParameters['atLte'] != null) {
            queryParameters['at[lte]'] = runtime.serializeDateTime(requestParameters['atLte'] as any);
        }

        if (requestParameters['atLt'] != null) {
            queryParameters['at[lt]'] = runtime.serializeDateTime(requestParameters['atLt'] as any);
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

        let urlPath = `/inventory-service/assets/{asset_id}/station/messages`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Every OCPP-J frame the asset\'s station sent and was sent, both directions, kept 7 days: what support reads to answer \"what did the station actually send?\". Newest first by default; cursor pagination in every version, as the event history. Frames reach the log in batches: a connection\'s frames are written once its oldest buffered frame is a flush interval old (60 s by default), sooner when its buffer fills, and when it disconnects, so the newest minute may not be here yet. Secret values (a station password pushed with SetVariables `SecurityCtrlr.BasicAuthPassword` or 1.6 ChangeConfiguration `AuthorizationKey`) read `[redacted]`; a payload over 16 KiB of JSON is `{truncated: true, bytes}`, as in events; frames a connection could not keep (its memory bound) are counted in a `dropped` entry. Site-based access control applies as to the asset. Requires `read:assets`.
     * Read the OCPP message log of an asset\'s station
     */
    async listStationMessagesRaw(requestParameters: ListStationMessagesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StationMessageList>> {
        const requestOptions = await this.listStationMessagesRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StationMessageListFromJSON(jsonValue));
    }

    /**
     * Every OCPP-J frame the asset\'s station sent and was sent, both directions, kept 7 days: what support reads to answer \"what did the station actually send?\". Newest first by default; cursor pagination in every version, as the event history. Frames reach the log in batches: a connection\'s frames are written once its oldest buffered frame is a flush interval old (60 s by default), sooner when its buffer fills, and when it disconnects, so the newest minute may not be here yet. Secret values (a station password pushed with SetVariables `SecurityCtrlr.BasicAuthPassword` or 1.6 ChangeConfiguration `AuthorizationKey`) read `[redacted]`; a payload over 16 KiB of JSON is `{truncated: true, bytes}`, as in events; frames a connection could not keep (its memory bound) are counted in a `dropped` entry. Site-based access control applies as to the asset. Requires `read:assets`.
     * Read the OCPP message log of an asset\'s station
     */
    async listStationMessages(requestParameters: ListStationMessagesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StationMessageList> {
        const response = await this.listStationMessagesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listStations without sending the request
     */
    async listStationsRequestOpts(requestParameters: ListStationsRequest): Promise<runtime.RequestOpts> {
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
            queryParameters['created_at'] = runtime.serializeDateTime(requestParameters['createdAt'] as any);
        }

        if (requestParameters['createdAtEq'] != null) {
            queryParameters['created_at[eq]'] = runtime.serializeDateTime(requestParameters['createdAtEq'] as any);
        }

        if (requestParameters['createdAtNe'] != null) {
            queryParameters['created_at[ne]'] = runtime.serializeDateTime(requestParameters['createdAtNe'] as any);
        }

        if (requestParameters['createdAtGt'] != null) {
            queryParameters['created_at[gt]'] = runtime.serializeDateTime(requestParameters['createdAtGt'] as any);
        }

        if (requestParameters['createdAtGte'] != null) {
            queryParameters['created_at[gte]'] = runtime.serializeDateTime(requestParameters['createdAtGte'] as any);
        }

        if (requestParameters['createdAtLt'] != null) {
            queryParameters['created_at[lt]'] = runtime.serializeDateTime(requestParameters['createdAtLt'] as any);
        }

        if (requestParameters['createdAtLte'] != null) {
            queryParameters['created_at[lte]'] = runtime.serializeDateTime(requestParameters['createdAtLte'] as any);
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
            queryParameters['updated_at'] = runtime.serializeDateTime(requestParameters['updatedAt'] as any);
        }

        if (requestParameters['updatedAtEq'] != null) {
            queryParameters['updated_at[eq]'] = runtime.serializeDateTime(requestParameters['updatedAtEq'] as any);
        }

        if (requestParameters['updatedAtNe'] != null) {
            queryParameters['updated_at[ne]'] = runtime.serializeDateTime(requestParameters['updatedAtNe'] as any);
        }

        if (requestParameters['updatedAtGt'] != null) {
            queryParameters['updated_at[gt]'] = runtime.serializeDateTime(requestParameters['updatedAtGt'] as any);
        }

        if (requestParameters['updatedAtGte'] != null) {
            queryParameters['updated_at[gte]'] = runtime.serializeDateTime(requestParameters['updatedAtGte'] as any);
        }

        if (requestParameters['updatedAtLt'] != null) {
            queryParameters['updated_at[lt]'] = runtime.serializeDateTime(requestParameters['updatedAtLt'] as any);
        }

        if (requestParameters['updatedAtLte'] != null) {
            queryParameters['updated_at[lte]'] = runtime.serializeDateTime(requestParameters['updatedAtLte'] as any);
        }

        if (requestParameters['updatedAtIn'] != null) {
            queryParameters['updated_at[in]'] = requestParameters['updatedAtIn'];
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

        if (requestParameters['assetStatus'] != null) {
            queryParameters['asset_status'] = requestParameters['assetStatus'];
        }

        if (requestParameters['assetStatusEq'] != null) {
            queryParameters['asset_status[eq]'] = requestParameters['assetStatusEq'];
        }

        if (requestParameters['assetStatusNe'] != null) {
            queryParameters['asset_status[ne]'] = requestParameters['assetStatusNe'];
        }

        if (requestParameters['assetStatusIn'] != null) {
            queryParameters['asset_status[in]'] = requestParameters['assetStatusIn'];
        }

        if (requestParameters['connection'] != null) {
            queryParameters['connection'] = requestParameters['connection'];
        }

        if (requestParameters['connectionEq'] != null) {
            queryParameters['connection[eq]'] = requestParameters['connectionEq'];
        }

        if (requestParameters['connectionNe'] != null) {
            queryParameters['connection[ne]'] = requestParameters['connectionNe'];
        }

        if (requestParameters['connectionIn'] != null) {
            queryParameters['connection[in]'] = requestParameters['connectionIn'];
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

        if (requestParameters['lastKnownStatus'] != null) {
            queryParameters['last_known_status'] = requestParameters['lastKnownStatus'];
        }

        if (requestParameters['lastKnownStatusEq'] != null) {
            queryParameters['last_known_status[eq]'] = requestParameters['lastKnownStatusEq'];
        }

        if (requestParameters['lastKnownStatusNe'] != null) {
            queryParameters['last_known_status[ne]'] = requestParameters['lastKnownStatusNe'];
        }

        if (requestParameters['lastKnownStatusIn'] != null) {
            queryParameters['last_known_status[in]'] = requestParameters['lastKnownStatusIn'];
        }

        if (requestParameters['ocppVersion'] != null) {
            queryParameters['ocpp_version'] = requestParameters['ocppVersion'];
        }

        if (requestParameters['ocppVersionEq'] != null) {
            queryParameters['ocpp_version[eq]'] = requestParameters['ocppVersionEq'];
        }

        if (requestParameters['ocppVersionNe'] != null) {
            queryParameters['ocpp_version[ne]'] = requestParameters['ocppVersionNe'];
        }

        if (requestParameters['ocppVersionIn'] != null) {
            queryParameters['ocpp_version[in]'] = requestParameters['ocppVersionIn'];
        }

        if (requestParameters['lastSeenAt'] != null) {
            queryParameters['last_seen_at'] = runtime.serializeDateTime(requestParameters['lastSeenAt'] as any);
        }

        if (requestParameters['lastSeenAtEq'] != null) {
            queryParameters['last_seen_at[eq]'] = runtime.serializeDateTime(requestParameters['lastSeenAtEq'] as any);
        }

        if (requestParameters['lastSeenAtNe'] != null) {
            queryParameters['last_seen_at[ne]'] = runtime.serializeDateTime(requestParameters['lastSeenAtNe'] as any);
        }

        if (requestParameters['lastSeenAtGt'] != null) {
            queryParameters['last_seen_at[gt]'] = runtime.serializeDateTime(requestParameters['lastSeenAtGt'] as any);
        }

        if (requestParameters['lastSeenAtGte'] != null) {
            queryParameters['last_seen_at[gte]'] = runtime.serializeDateTime(requestParameters['lastSeenAtGte'] as any);
        }

        if (requestParameters['lastSeenAtLt'] != null) {
            queryParameters['last_seen_at[lt]'] = runtime.serializeDateTime(requestParameters['lastSeenAtLt'] as any);
        }

        if (requestParameters['lastSeenAtLte'] != null) {
            queryParameters['last_seen_at[lte]'] = runtime.serializeDateTime(requestParameters['lastSeenAtLte'] as any);
        }

        if (requestParameters['lastSeenAtIn'] != null) {
            queryParameters['last_seen_at[in]'] = requestParameters['lastSeenAtIn'];
        }

        if (requestParameters['firmwareVersion'] != null) {
            queryParameters['firmware_version'] = requestParameters['firmwareVersion'];
        }

        if (requestParameters['firmwareVersionEq'] != null) {
            queryParameters['firmware_version[eq]'] = requestParameters['firmwareVersionEq'];
        }

        if (requestParameters['firmwareVersionNe'] != null) {
            queryParameters['firmware_version[ne]'] = requestParameters['firmwareVersionNe'];
        }

        if (requestParameters['firmwareVersionIn'] != null) {
            queryParameters['firmware_version[in]'] = requestParameters['firmwareVersionIn'];
        }

        if (requestParameters['vendor'] != null) {
            queryParameters['vendor'] = requestParameters['vendor'];
        }

        if (requestParameters['vendorEq'] != null) {
            queryParameters['vendor[eq]'] = requestParameters['vendorEq'];
        }

        if (requestParameters['vendorNe'] != null) {
            queryParameters['vendor[ne]'] = requestParameters['vendorNe'];
        }

        if (requestParameters['vendorIn'] != null) {
            queryParameters['vendor[in]'] = requestParameters['vendorIn'];
        }

        if (requestParameters['model'] != null) {
            queryParameters['model'] = requestParameters['model'];
        }

        if (requestParameters['modelEq'] != null) {
            queryParameters['model[eq]'] = requestParameters['modelEq'];
        }

        if (requestParameters['modelNe'] != null) {
            queryParameters['model[ne]'] = requestParameters['modelNe'];
        }

        if (requestParameters['modelIn'] != null) {
            queryParameters['model[in]'] = requestParameters['modelIn'];
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

        let urlPath = `/inventory-service/stations`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The organization\'s charging stations (the assets that are OCPP stations), each with its asset, connection, status, last_known_status and last_seen_at, to find the ones that need an operator: `connection=offline`, `status=faulted`, `last_seen_at[lt]=…`, `firmware_version[ne]=…`, `vendor`, `model`, `site_id`, combined. Pages, sorts and site scope exactly as the asset list (offset pagination in v1, cursor pagination in v2; a caller restricted to sites sees only its sites\' stations), within the same read budget: the station filters are filter expressions over the asset list, so a page that spends the budget before it is full is short in v2 (with a cursor) and 400 in v1. Requires `read:assets`.
     * List charging stations
     */
    async listStationsRaw(requestParameters: ListStationsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StationList>> {
        const requestOptions = await this.listStationsRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StationListFromJSON(jsonValue));
    }

    /**
     * The organization\'s charging stations (the assets that are OCPP stations), each with its asset, connection, status, last_known_status and last_seen_at, to find the ones that need an operator: `connection=offline`, `status=faulted`, `last_seen_at[lt]=…`, `firmware_version[ne]=…`, `vendor`, `model`, `site_id`, combined. Pages, sorts and site scope exactly as the asset list (offset pagination in v1, cursor pagination in v2; a caller restricted to sites sees only its sites\' stations), within the same read budget: the station filters are filter expressions over the asset list, so a page that spends the budget before it is full is short in v2 (with a cursor) and 400 in v1. Requires `read:assets`.
     * List charging stations
     */
    async listStations(requestParameters: ListStationsRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StationList> {
        const response = await this.listStationsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for requestStationLog without sending the request
     */
    async requestStationLogRequestOpts(requestParameters: RequestStationLogRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling requestStationLog().'
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

        let urlPath = `/inventory-service/assets/{asset_id}/station/logs`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: StationLogRequestToJSON(requestParameters['stationLogRequest']),
        };
    }

    /**
     * The connected station is asked to upload its diagnostics log (2.0.1 GetLog with `logType` `DiagnosticsLog`, 1.6 GetDiagnostics) to a location the platform issues for this one request: the gateway\'s `https://<stations\' host>/station-logs/<token>` (PUT, or POST raw or multipart), valid for an hour, which keeps the file in the logs bucket (locally the runner\'s directory). 202 with the request once the station accepted; its LogStatusNotification or DiagnosticsStatusNotification then moves `status` (`requested`, `uploading`, `uploaded`, `failed`). A station that is offline or rejects the request (a 1.6 station that names no file has nothing to give) is 409 `CONFLICT` (`station_offline`, `station_rejected` with its `status`) and leaves no record; no answer in time is 504, a CALLERROR or a malformed answer 502, no upload location 503. Nothing is written or sent, 409 `CONFLICT`, while the station\'s newest request is still open (`log_request_pending`), once the organization asked for 200 logs this UTC day (`log_request_daily_cap`), or when the location would be longer than a 2.0.1 station takes (`log_location_too_long`, 512 characters: a guard the gateway\'s short URL does not reach). The caller must be assigned to the asset\'s site (403 otherwise, even for an organization-visible asset). Requires `admin:assets`.
     * Ask a station for its diagnostics log
     */
    async requestStationLogRaw(requestParameters: RequestStationLogRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StationLogEnvelope>> {
        const requestOptions = await this.requestStationLogRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StationLogEnvelopeFromJSON(jsonValue));
    }

    /**
     * The connected station is asked to upload its diagnostics log (2.0.1 GetLog with `logType` `DiagnosticsLog`, 1.6 GetDiagnostics) to a location the platform issues for this one request: the gateway\'s `https://<stations\' host>/station-logs/<token>` (PUT, or POST raw or multipart), valid for an hour, which keeps the file in the logs bucket (locally the runner\'s directory). 202 with the request once the station accepted; its LogStatusNotification or DiagnosticsStatusNotification then moves `status` (`requested`, `uploading`, `uploaded`, `failed`). A station that is offline or rejects the request (a 1.6 station that names no file has nothing to give) is 409 `CONFLICT` (`station_offline`, `station_rejected` with its `status`) and leaves no record; no answer in time is 504, a CALLERROR or a malformed answer 502, no upload location 503. Nothing is written or sent, 409 `CONFLICT`, while the station\'s newest request is still open (`log_request_pending`), once the organization asked for 200 logs this UTC day (`log_request_daily_cap`), or when the location would be longer than a 2.0.1 station takes (`log_location_too_long`, 512 characters: a guard the gateway\'s short URL does not reach). The caller must be assigned to the asset\'s site (403 otherwise, even for an organization-visible asset). Requires `admin:assets`.
     * Ask a station for its diagnostics log
     */
    async requestStationLog(requestParameters: RequestStationLogRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StationLogEnvelope> {
        const response = await this.requestStationLogRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for resetStation without sending the request
     */
    async resetStationRequestOpts(requestParameters: ResetStationRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling resetStation().'
            );
        }

        if (requestParameters['stationReset'] == null) {
            throw new runtime.RequiredError(
                'stationReset',
                'Required parameter "stationReset" was null or undefined when calling resetStation().'
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

        let urlPath = `/inventory-service/assets/{asset_id}/station/reset`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: StationResetToJSON(requestParameters['stationReset']),
        };
    }

    /**
     * OCPP 2.0.1 Reset (Immediate, or OnIdle with `on_idle`), 1.6 Reset (Soft or Hard; 1.6 cannot wait for idle: 409 `station_unsupported`). A reset at once while a session is open on the station is 409 `session_open`; with `on_idle` the station\'s `Scheduled` is the answer. The station must be connected (409 `station_offline` otherwise); a refusal by the station is 409 `station_rejected` with its `status`, a station that does not answer in time 504, a CALLERROR or an answer outside its schema 502, a gateway at its bound 503 with `Retry-After`. Recorded as a `station_command` event. Site-based access control applies as to the station\'s credential. Requires `admin:assets`.
     * Reset (reboot) a station
     */
    async resetStationRaw(requestParameters: ResetStationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StationCommandEnvelope>> {
        const requestOptions = await this.resetStationRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StationCommandEnvelopeFromJSON(jsonValue));
    }

    /**
     * OCPP 2.0.1 Reset (Immediate, or OnIdle with `on_idle`), 1.6 Reset (Soft or Hard; 1.6 cannot wait for idle: 409 `station_unsupported`). A reset at once while a session is open on the station is 409 `session_open`; with `on_idle` the station\'s `Scheduled` is the answer. The station must be connected (409 `station_offline` otherwise); a refusal by the station is 409 `station_rejected` with its `status`, a station that does not answer in time 504, a CALLERROR or an answer outside its schema 502, a gateway at its bound 503 with `Retry-After`. Recorded as a `station_command` event. Site-based access control applies as to the station\'s credential. Requires `admin:assets`.
     * Reset (reboot) a station
     */
    async resetStation(requestParameters: ResetStationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StationCommandEnvelope> {
        const response = await this.resetStationRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for resumeFirmwareCampaign without sending the request
     */
    async resumeFirmwareCampaignRequestOpts(requestParameters: ResumeFirmwareCampaignRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['campaignId'] == null) {
            throw new runtime.RequiredError(
                'campaignId',
                'Required parameter "campaignId" was null or undefined when calling resumeFirmwareCampaign().'
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

        let urlPath = `/inventory-service/firmware-campaigns/{campaign_id}/resume`;
        urlPath = urlPath.replace('{campaign_id}', encodeURIComponent(String(requestParameters['campaignId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The failures so far are forgiven; it halts again after `halt_after_failures` more. 409 `CONFLICT` unless it is halted. A site-limited caller must be assigned to the campaign\'s site (403 `RESOURCE_ACCESS_DENIED`). Requires `admin:assets`.
     * Resume a halted firmware campaign
     */
    async resumeFirmwareCampaignRaw(requestParameters: ResumeFirmwareCampaignRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<FirmwareCampaignEnvelope>> {
        const requestOptions = await this.resumeFirmwareCampaignRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => FirmwareCampaignEnvelopeFromJSON(jsonValue));
    }

    /**
     * The failures so far are forgiven; it halts again after `halt_after_failures` more. 409 `CONFLICT` unless it is halted. A site-limited caller must be assigned to the campaign\'s site (403 `RESOURCE_ACCESS_DENIED`). Requires `admin:assets`.
     * Resume a halted firmware campaign
     */
    async resumeFirmwareCampaign(requestParameters: ResumeFirmwareCampaignRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<FirmwareCampaignEnvelope> {
        const response = await this.resumeFirmwareCampaignRaw(requestParameters, initOverrides);
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

        let urlPath = `/inventory-service/assets/{asset_id}/station/password`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: StationPasswordRotationToJSON(requestParameters['stationPasswordRotation']),
        };
    }

    /**
     * The new password is in this response only (`Cache-Control: no-store`); the old one authenticates no new connection from now on. A connected station is sent it first (`push`, true unless `false`), then its old connection is cut; after a leak rotate with `push: false` (nothing is sent: the registered connection may be the thief\'s). 409 `rotation_in_progress` while another rotation\'s push is under way; 409 `station_refused_password` when the station refuses it (`details.station_status` says what it answered, `details.error_code` a CALLERROR\'s code): its password and connection are kept, nothing changed, and no password is shown (revoke with `push: false` whatever the station says); 409 `rotation_pending_reboot` while the station\'s connection is on the previous password kept because it takes its new one at its next reboot (reset it first, or `push: false`); 503 with `Retry-After` when the push could not leave (the old password stands, nothing changed). Site-based access control applies as to the asset. A credential that expires, is address-bound or is a third party\'s grant is 403 `FORBIDDEN` (`restricted_credential`). Requires `admin:assets`.
     * Give a station a new password
     */
    async rotateStationPasswordRaw(requestParameters: RotateStationPasswordRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StationWithPasswordEnvelope>> {
        const requestOptions = await this.rotateStationPasswordRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StationWithPasswordEnvelopeFromJSON(jsonValue));
    }

    /**
     * The new password is in this response only (`Cache-Control: no-store`); the old one authenticates no new connection from now on. A connected station is sent it first (`push`, true unless `false`), then its old connection is cut; after a leak rotate with `push: false` (nothing is sent: the registered connection may be the thief\'s). 409 `rotation_in_progress` while another rotation\'s push is under way; 409 `station_refused_password` when the station refuses it (`details.station_status` says what it answered, `details.error_code` a CALLERROR\'s code): its password and connection are kept, nothing changed, and no password is shown (revoke with `push: false` whatever the station says); 409 `rotation_pending_reboot` while the station\'s connection is on the previous password kept because it takes its new one at its next reboot (reset it first, or `push: false`); 503 with `Retry-After` when the push could not leave (the old password stands, nothing changed). Site-based access control applies as to the asset. A credential that expires, is address-bound or is a third party\'s grant is 403 `FORBIDDEN` (`restricted_credential`). Requires `admin:assets`.
     * Give a station a new password
     */
    async rotateStationPassword(requestParameters: RotateStationPasswordRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StationWithPasswordEnvelope> {
        const response = await this.rotateStationPasswordRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for triggerStationMessage without sending the request
     */
    async triggerStationMessageRequestOpts(requestParameters: TriggerStationMessageRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling triggerStationMessage().'
            );
        }

        if (requestParameters['stationTrigger'] == null) {
            throw new runtime.RequiredError(
                'stationTrigger',
                'Required parameter "stationTrigger" was null or undefined when calling triggerStationMessage().'
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

        let urlPath = `/inventory-service/assets/{asset_id}/station/trigger`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: StationTriggerToJSON(requestParameters['stationTrigger']),
        };
    }

    /**
     * OCPP TriggerMessage: the station sends the message (a BootNotification, a StatusNotification, …) so the platform shows what is current. `log_status_notification` is 1.6\'s DiagnosticsStatusNotification. The station must be connected (409 `station_offline` otherwise); a refusal by the station is 409 `station_rejected` with its `status`, a station that does not answer in time 504, a CALLERROR or an answer outside its schema 502, a gateway at its bound 503 with `Retry-After`. Recorded as a `station_command` event. Site-based access control applies as to the station\'s credential. Requires `admin:assets`.
     * Ask a station to send a message now
     */
    async triggerStationMessageRaw(requestParameters: TriggerStationMessageRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StationCommandEnvelope>> {
        const requestOptions = await this.triggerStationMessageRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StationCommandEnvelopeFromJSON(jsonValue));
    }

    /**
     * OCPP TriggerMessage: the station sends the message (a BootNotification, a StatusNotification, …) so the platform shows what is current. `log_status_notification` is 1.6\'s DiagnosticsStatusNotification. The station must be connected (409 `station_offline` otherwise); a refusal by the station is 409 `station_rejected` with its `status`, a station that does not answer in time 504, a CALLERROR or an answer outside its schema 502, a gateway at its bound 503 with `Retry-After`. Recorded as a `station_command` event. Site-based access control applies as to the station\'s credential. Requires `admin:assets`.
     * Ask a station to send a message now
     */
    async triggerStationMessage(requestParameters: TriggerStationMessageRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StationCommandEnvelope> {
        const response = await this.triggerStationMessageRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for unlockStationConnector without sending the request
     */
    async unlockStationConnectorRequestOpts(requestParameters: UnlockStationConnectorRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['assetId'] == null) {
            throw new runtime.RequiredError(
                'assetId',
                'Required parameter "assetId" was null or undefined when calling unlockStationConnector().'
            );
        }

        if (requestParameters['stationUnlock'] == null) {
            throw new runtime.RequiredError(
                'stationUnlock',
                'Required parameter "stationUnlock" was null or undefined when calling unlockStationConnector().'
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

        let urlPath = `/inventory-service/assets/{asset_id}/station/unlock`;
        urlPath = urlPath.replace('{asset_id}', encodeURIComponent(String(requestParameters['assetId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: StationUnlockToJSON(requestParameters['stationUnlock']),
        };
    }

    /**
     * OCPP UnlockConnector on `evse_id` (and `connector_id`, 1 by default; 1.6 unlocks connector `evse_id`). Only `Unlocked` is done: any other status is 409 `station_rejected`. The station must be connected (409 `station_offline` otherwise); a refusal by the station is 409 `station_rejected` with its `status`, a station that does not answer in time 504, a CALLERROR or an answer outside its schema 502, a gateway at its bound 503 with `Retry-After`. Recorded as a `station_command` event. Site-based access control applies as to the station\'s credential. Requires `admin:assets`.
     * Unlock a connector
     */
    async unlockStationConnectorRaw(requestParameters: UnlockStationConnectorRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StationCommandEnvelope>> {
        const requestOptions = await this.unlockStationConnectorRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StationCommandEnvelopeFromJSON(jsonValue));
    }

    /**
     * OCPP UnlockConnector on `evse_id` (and `connector_id`, 1 by default; 1.6 unlocks connector `evse_id`). Only `Unlocked` is done: any other status is 409 `station_rejected`. The station must be connected (409 `station_offline` otherwise); a refusal by the station is 409 `station_rejected` with its `status`, a station that does not answer in time 504, a CALLERROR or an answer outside its schema 502, a gateway at its bound 503 with `Retry-After`. Recorded as a `station_command` event. Site-based access control applies as to the station\'s credential. Requires `admin:assets`.
     * Unlock a connector
     */
    async unlockStationConnector(requestParameters: UnlockStationConnectorRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StationCommandEnvelope> {
        const response = await this.unlockStationConnectorRaw(requestParameters, initOverrides);
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
    _20260901: '2026-09-01',
} as const;
export type BulkGetAssetsXAPIVersionEnum = typeof BulkGetAssetsXAPIVersionEnum[keyof typeof BulkGetAssetsXAPIVersionEnum];
/**
 * @export
 */
export const CancelFirmwareCampaignXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type CancelFirmwareCampaignXAPIVersionEnum = typeof CancelFirmwareCampaignXAPIVersionEnum[keyof typeof CancelFirmwareCampaignXAPIVersionEnum];
/**
 * @export
 */
export const ChangeStationConfigurationXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type ChangeStationConfigurationXAPIVersionEnum = typeof ChangeStationConfigurationXAPIVersionEnum[keyof typeof ChangeStationConfigurationXAPIVersionEnum];
/**
 * @export
 */
export const CreateAssetXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type CreateAssetXAPIVersionEnum = typeof CreateAssetXAPIVersionEnum[keyof typeof CreateAssetXAPIVersionEnum];
/**
 * @export
 */
export const CreateFirmwareCampaignXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type CreateFirmwareCampaignXAPIVersionEnum = typeof CreateFirmwareCampaignXAPIVersionEnum[keyof typeof CreateFirmwareCampaignXAPIVersionEnum];
/**
 * @export
 */
export const CreateSiteXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type CreateSiteXAPIVersionEnum = typeof CreateSiteXAPIVersionEnum[keyof typeof CreateSiteXAPIVersionEnum];
/**
 * @export
 */
export const CreateStationXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type CreateStationXAPIVersionEnum = typeof CreateStationXAPIVersionEnum[keyof typeof CreateStationXAPIVersionEnum];
/**
 * @export
 */
export const DeleteAssetXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type DeleteAssetXAPIVersionEnum = typeof DeleteAssetXAPIVersionEnum[keyof typeof DeleteAssetXAPIVersionEnum];
/**
 * @export
 */
export const DeleteSiteXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type DeleteSiteXAPIVersionEnum = typeof DeleteSiteXAPIVersionEnum[keyof typeof DeleteSiteXAPIVersionEnum];
/**
 * @export
 */
export const DeleteStationXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type DeleteStationXAPIVersionEnum = typeof DeleteStationXAPIVersionEnum[keyof typeof DeleteStationXAPIVersionEnum];
/**
 * @export
 */
export const GetAssetXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type GetAssetXAPIVersionEnum = typeof GetAssetXAPIVersionEnum[keyof typeof GetAssetXAPIVersionEnum];
/**
 * @export
 */
export const GetFirmwareCampaignXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type GetFirmwareCampaignXAPIVersionEnum = typeof GetFirmwareCampaignXAPIVersionEnum[keyof typeof GetFirmwareCampaignXAPIVersionEnum];
/**
 * @export
 */
export const GetSiteXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type GetSiteXAPIVersionEnum = typeof GetSiteXAPIVersionEnum[keyof typeof GetSiteXAPIVersionEnum];
/**
 * @export
 */
export const GetSitePowerXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type GetSitePowerXAPIVersionEnum = typeof GetSitePowerXAPIVersionEnum[keyof typeof GetSitePowerXAPIVersionEnum];
/**
 * @export
 */
export const GetStationXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type GetStationXAPIVersionEnum = typeof GetStationXAPIVersionEnum[keyof typeof GetStationXAPIVersionEnum];
/**
 * @export
 */
export const GetStationConfigurationXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type GetStationConfigurationXAPIVersionEnum = typeof GetStationConfigurationXAPIVersionEnum[keyof typeof GetStationConfigurationXAPIVersionEnum];
/**
 * @export
 */
export const HaltFirmwareCampaignXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type HaltFirmwareCampaignXAPIVersionEnum = typeof HaltFirmwareCampaignXAPIVersionEnum[keyof typeof HaltFirmwareCampaignXAPIVersionEnum];
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
    _20260901: '2026-09-01',
} as const;
export type ListAssetsXAPIVersionEnum = typeof ListAssetsXAPIVersionEnum[keyof typeof ListAssetsXAPIVersionEnum];
/**
 * @export
 */
export const ListFirmwareCampaignsSortEnum = {
    CreatedAt: 'created_at',
    CreatedAt2: '-created_at',
} as const;
export type ListFirmwareCampaignsSortEnum = typeof ListFirmwareCampaignsSortEnum[keyof typeof ListFirmwareCampaignsSortEnum];
/**
 * @export
 */
export const ListFirmwareCampaignsXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type ListFirmwareCampaignsXAPIVersionEnum = typeof ListFirmwareCampaignsXAPIVersionEnum[keyof typeof ListFirmwareCampaignsXAPIVersionEnum];
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
    _20260901: '2026-09-01',
} as const;
export type ListSitesXAPIVersionEnum = typeof ListSitesXAPIVersionEnum[keyof typeof ListSitesXAPIVersionEnum];
/**
 * @export
 */
export const ListStationLogsStatusEnum = {
    Requested: 'requested',
    Uploading: 'uploading',
    Uploaded: 'uploaded',
    Failed: 'failed',
} as const;
export type ListStationLogsStatusEnum = typeof ListStationLogsStatusEnum[keyof typeof ListStationLogsStatusEnum];
/**
 * @export
 */
export const ListStationLogsXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type ListStationLogsXAPIVersionEnum = typeof ListStationLogsXAPIVersionEnum[keyof typeof ListStationLogsXAPIVersionEnum];
/**
 * @export
 */
export const ListStationMessagesSortEnum = {
    At: 'at',
    At2: '-at',
} as const;
export type ListStationMessagesSortEnum = typeof ListStationMessagesSortEnum[keyof typeof ListStationMessagesSortEnum];
/**
 * @export
 */
export const ListStationMessagesDirectionEnum = {
    FromStation: 'from_station',
    ToStation: 'to_station',
} as const;
export type ListStationMessagesDirectionEnum = typeof ListStationMessagesDirectionEnum[keyof typeof ListStationMessagesDirectionEnum];
/**
 * @export
 */
export const ListStationMessagesXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type ListStationMessagesXAPIVersionEnum = typeof ListStationMessagesXAPIVersionEnum[keyof typeof ListStationMessagesXAPIVersionEnum];
/**
 * @export
 */
export const ListStationsAssetStatusEnum = {
    Active: 'active',
    Maintenance: 'maintenance',
    Decommissioned: 'decommissioned',
} as const;
export type ListStationsAssetStatusEnum = typeof ListStationsAssetStatusEnum[keyof typeof ListStationsAssetStatusEnum];
/**
 * @export
 */
export const ListStationsAssetStatusEqEnum = {
    Active: 'active',
    Maintenance: 'maintenance',
    Decommissioned: 'decommissioned',
} as const;
export type ListStationsAssetStatusEqEnum = typeof ListStationsAssetStatusEqEnum[keyof typeof ListStationsAssetStatusEqEnum];
/**
 * @export
 */
export const ListStationsAssetStatusNeEnum = {
    Active: 'active',
    Maintenance: 'maintenance',
    Decommissioned: 'decommissioned',
} as const;
export type ListStationsAssetStatusNeEnum = typeof ListStationsAssetStatusNeEnum[keyof typeof ListStationsAssetStatusNeEnum];
/**
 * @export
 */
export const ListStationsConnectionEnum = {
    Online: 'online',
    Offline: 'offline',
} as const;
export type ListStationsConnectionEnum = typeof ListStationsConnectionEnum[keyof typeof ListStationsConnectionEnum];
/**
 * @export
 */
export const ListStationsConnectionEqEnum = {
    Online: 'online',
    Offline: 'offline',
} as const;
export type ListStationsConnectionEqEnum = typeof ListStationsConnectionEqEnum[keyof typeof ListStationsConnectionEqEnum];
/**
 * @export
 */
export const ListStationsConnectionNeEnum = {
    Online: 'online',
    Offline: 'offline',
} as const;
export type ListStationsConnectionNeEnum = typeof ListStationsConnectionNeEnum[keyof typeof ListStationsConnectionNeEnum];
/**
 * @export
 */
export const ListStationsStatusEnum = {
    Available: 'available',
    Faulted: 'faulted',
    Unavailable: 'unavailable',
    Unknown: 'unknown',
} as const;
export type ListStationsStatusEnum = typeof ListStationsStatusEnum[keyof typeof ListStationsStatusEnum];
/**
 * @export
 */
export const ListStationsStatusEqEnum = {
    Available: 'available',
    Faulted: 'faulted',
    Unavailable: 'unavailable',
    Unknown: 'unknown',
} as const;
export type ListStationsStatusEqEnum = typeof ListStationsStatusEqEnum[keyof typeof ListStationsStatusEqEnum];
/**
 * @export
 */
export const ListStationsStatusNeEnum = {
    Available: 'available',
    Faulted: 'faulted',
    Unavailable: 'unavailable',
    Unknown: 'unknown',
} as const;
export type ListStationsStatusNeEnum = typeof ListStationsStatusNeEnum[keyof typeof ListStationsStatusNeEnum];
/**
 * @export
 */
export const ListStationsLastKnownStatusEnum = {
    Available: 'available',
    Faulted: 'faulted',
    Unavailable: 'unavailable',
    Unknown: 'unknown',
} as const;
export type ListStationsLastKnownStatusEnum = typeof ListStationsLastKnownStatusEnum[keyof typeof ListStationsLastKnownStatusEnum];
/**
 * @export
 */
export const ListStationsLastKnownStatusEqEnum = {
    Available: 'available',
    Faulted: 'faulted',
    Unavailable: 'unavailable',
    Unknown: 'unknown',
} as const;
export type ListStationsLastKnownStatusEqEnum = typeof ListStationsLastKnownStatusEqEnum[keyof typeof ListStationsLastKnownStatusEqEnum];
/**
 * @export
 */
export const ListStationsLastKnownStatusNeEnum = {
    Available: 'available',
    Faulted: 'faulted',
    Unavailable: 'unavailable',
    Unknown: 'unknown',
} as const;
export type ListStationsLastKnownStatusNeEnum = typeof ListStationsLastKnownStatusNeEnum[keyof typeof ListStationsLastKnownStatusNeEnum];
/**
 * @export
 */
export const ListStationsOcppVersionEnum = {
    _16: '1.6',
    _201: '2.0.1',
} as const;
export type ListStationsOcppVersionEnum = typeof ListStationsOcppVersionEnum[keyof typeof ListStationsOcppVersionEnum];
/**
 * @export
 */
export const ListStationsOcppVersionEqEnum = {
    _16: '1.6',
    _201: '2.0.1',
} as const;
export type ListStationsOcppVersionEqEnum = typeof ListStationsOcppVersionEqEnum[keyof typeof ListStationsOcppVersionEqEnum];
/**
 * @export
 */
export const ListStationsOcppVersionNeEnum = {
    _16: '1.6',
    _201: '2.0.1',
} as const;
export type ListStationsOcppVersionNeEnum = typeof ListStationsOcppVersionNeEnum[keyof typeof ListStationsOcppVersionNeEnum];
/**
 * @export
 */
export const ListStationsXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type ListStationsXAPIVersionEnum = typeof ListStationsXAPIVersionEnum[keyof typeof ListStationsXAPIVersionEnum];
/**
 * @export
 */
export const RequestStationLogXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type RequestStationLogXAPIVersionEnum = typeof RequestStationLogXAPIVersionEnum[keyof typeof RequestStationLogXAPIVersionEnum];
/**
 * @export
 */
export const ResetStationXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type ResetStationXAPIVersionEnum = typeof ResetStationXAPIVersionEnum[keyof typeof ResetStationXAPIVersionEnum];
/**
 * @export
 */
export const ResumeFirmwareCampaignXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type ResumeFirmwareCampaignXAPIVersionEnum = typeof ResumeFirmwareCampaignXAPIVersionEnum[keyof typeof ResumeFirmwareCampaignXAPIVersionEnum];
/**
 * @export
 */
export const RotateStationPasswordXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type RotateStationPasswordXAPIVersionEnum = typeof RotateStationPasswordXAPIVersionEnum[keyof typeof RotateStationPasswordXAPIVersionEnum];
/**
 * @export
 */
export const TriggerStationMessageXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type TriggerStationMessageXAPIVersionEnum = typeof TriggerStationMessageXAPIVersionEnum[keyof typeof TriggerStationMessageXAPIVersionEnum];
/**
 * @export
 */
export const UnlockStationConnectorXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type UnlockStationConnectorXAPIVersionEnum = typeof UnlockStationConnectorXAPIVersionEnum[keyof typeof UnlockStationConnectorXAPIVersionEnum];
/**
 * @export
 */
export const UpdateAssetXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type UpdateAssetXAPIVersionEnum = typeof UpdateAssetXAPIVersionEnum[keyof typeof UpdateAssetXAPIVersionEnum];
/**
 * @export
 */
export const UpdateSiteXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type UpdateSiteXAPIVersionEnum = typeof UpdateSiteXAPIVersionEnum[keyof typeof UpdateSiteXAPIVersionEnum];
