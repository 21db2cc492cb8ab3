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

import { mapValues } from '../runtime';
import type { Meta } from './Meta';
import {
    MetaFromJSON,
    MetaFromJSONTyped,
    MetaToJSON,
    MetaToJSONTyped,
} from './Meta';
import type { CursorPagination } from './CursorPagination';
import {
    CursorPaginationFromJSON,
    CursorPaginationFromJSONTyped,
    CursorPaginationToJSON,
    CursorPaginationToJSONTyped,
} from './CursorPagination';
import type { Debug } from './Debug';
import {
    DebugFromJSON,
    DebugFromJSONTyped,
    DebugToJSON,
    DebugToJSONTyped,
} from './Debug';
import type { MeterValue } from './MeterValue';
import {
    MeterValueFromJSON,
    MeterValueFromJSONTyped,
    MeterValueToJSON,
    MeterValueToJSONTyped,
} from './MeterValue';

/**
 * 
 * @export
 * @interface MeterValueList
 */
export interface MeterValueList {
    /**
     * 
     */
    data: Array<MeterValue>;
    /**
     * 
     */
    meta?: Meta;
    /**
     * 
     */
    debug?: Debug;
    /**
     * 
     */
    pagination: CursorPagination;
}

/**
 * Check if a given object implements the MeterValueList interface.
 */
export function instanceOfMeterValueList(value: object): value is MeterValueList {
    if (!('data' in value) || value['data'] === undefined) return false;
    if (!('pagination' in value) || value['pagination'] === undefined) return false;
    return true;
}

export function MeterValueListFromJSON(json: any): MeterValueList {
    return MeterValueListFromJSONTyped(json, false);
}

export function MeterValueListFromJSONTyped(json: any, ignoreDiscriminator: boolean): MeterValueList {
    if (json == null) {
        return json;
    }
    return {
        
        'data': ((json['data'] as Array<any>).map(MeterValueFromJSON)),
        'meta': json['meta'] == null ? undefined : MetaFromJSON(json['meta']),
        'debug': json['debug'] == null ? undefined : DebugFromJSON(json['debug']),
        'pagination': CursorPaginationFromJSON(json['pagination']),
    };
}

export function MeterValueListToJSON(json: any): MeterValueList {
    return MeterValueListToJSONTyped(json, false);
}

export function MeterValueListToJSONTyped(value?: MeterValueList | null, ignoreDiscriminator: boolean = false): any {
    if (value == null) {
        return value;
    }

    return {
        
        'data': ((value['data'] as Array<any>).map(MeterValueToJSON)),
        'meta': MetaToJSON(value['meta']),
        'debug': DebugToJSON(value['debug']),
        'pagination': CursorPaginationToJSON(value['pagination']),
    };
}

