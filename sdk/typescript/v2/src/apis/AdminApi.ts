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
    type ErrorResponse,
    ErrorResponseFromJSON,
    ErrorResponseToJSON,
} from '../models/ErrorResponse';
import {
    type MemberEnvelope,
    MemberEnvelopeFromJSON,
    MemberEnvelopeToJSON,
} from '../models/MemberEnvelope';
import {
    type MemberList,
    MemberListFromJSON,
    MemberListToJSON,
} from '../models/MemberList';
import {
    type MemberUpdate,
    MemberUpdateFromJSON,
    MemberUpdateToJSON,
} from '../models/MemberUpdate';
import {
    type OrganizationEnvelope,
    OrganizationEnvelopeFromJSON,
    OrganizationEnvelopeToJSON,
} from '../models/OrganizationEnvelope';
import {
    type OrganizationUpdate,
    OrganizationUpdateFromJSON,
    OrganizationUpdateToJSON,
} from '../models/OrganizationUpdate';
import {
    type RoleCreate,
    RoleCreateFromJSON,
    RoleCreateToJSON,
} from '../models/RoleCreate';
import {
    type RoleEnvelope,
    RoleEnvelopeFromJSON,
    RoleEnvelopeToJSON,
} from '../models/RoleEnvelope';
import {
    type RoleListEnvelope,
    RoleListEnvelopeFromJSON,
    RoleListEnvelopeToJSON,
} from '../models/RoleListEnvelope';
import {
    type RoleUpdate,
    RoleUpdateFromJSON,
    RoleUpdateToJSON,
} from '../models/RoleUpdate';

export interface CreateRoleRequest {
    /**
     * 
     */
    roleCreate: RoleCreate;
    /**
     * 1-255 visible ASCII characters (a UUID is usual), scoped to the credential and the endpoint (method, route, major version), kept 24 hours. A retry with the same body replays the stored response (`Idempotent-Replayed: true`); the same key with another body is 422 INVALID_VALUE; a retry while the first is still running is 409.
     */
    idempotencyKey?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: CreateRoleXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface DeleteRoleRequest {
    /**
     * A built-in role (`owner`, `admin`, `operator`, `viewer`, `service`) or a custom role of the caller's organization.
     */
    roleName: string;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: DeleteRoleXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetMemberRequest {
    /**
     * The member's id, in either form. An id that does not parse names nothing (404).
     */
    memberId: string;
    /**
     * 304 without a body when it names the current revision (weak comparison; `*` matches).
     */
    ifNoneMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetMemberXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetOrganizationRequest {
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetOrganizationXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetRoleRequest {
    /**
     * A built-in role (`owner`, `admin`, `operator`, `viewer`, `service`) or a custom role of the caller's organization.
     */
    roleName: string;
    /**
     * 304 without a body when it names the current revision (weak comparison; `*` matches).
     */
    ifNoneMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetRoleXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListMembersRequest {
    /**
     * Page size.
     */
    limit?: number;
    /**
     * Cursor pagination (v2): `next_cursor` of the previous page; omit for the first page. Sent to v1 or unprefixed paths it is 400. A cursor of another list, query or organization is 400. A page that spent the list read budget (1,000 index entries a request) is short or empty with has_next true.
     */
    cursor?: string;
    /**
     * A comma-separated list of sortable fields (created_at, name), in order of precedence (a field named again adds nothing and is ignored), `-` for descending (e.g. `status,-name`). Ties left by all of them are ordered by created_at, then id, in the direction of the last field. When 1,000 or more items share one value of the leading field (one request may read 1,000 index entries, too few to see where they end and order them by the next field), the answer is 400 naming the filters that narrow it (an `eq` on the leading field, or a range where it has one). Default `created_at`.
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
     * Filter: `role` equals the value.
     */
    role?: string;
    /**
     * Filter: `role` eq the value.
     */
    roleEq?: string;
    /**
     * Filter: `role` ne the value.
     */
    roleNe?: string;
    /**
     * Filter: `role` gt the value.
     */
    roleGt?: string;
    /**
     * Filter: `role` gte the value.
     */
    roleGte?: string;
    /**
     * Filter: `role` lt the value.
     */
    roleLt?: string;
    /**
     * Filter: `role` lte the value.
     */
    roleLte?: string;
    /**
     * Filter: `role` in the value (comma-separated list).
     */
    roleIn?: string;
    /**
     * Filter: `status` equals the value.
     */
    status?: ListMembersStatusEnum;
    /**
     * Filter: `status` eq the value.
     */
    statusEq?: ListMembersStatusEqEnum;
    /**
     * Filter: `status` ne the value.
     */
    statusNe?: ListMembersStatusNeEnum;
    /**
     * Filter: `status` in the value (comma-separated list).
     */
    statusIn?: string;
    /**
     * Filter: `type` equals the value.
     */
    type?: ListMembersTypeEnum;
    /**
     * Filter: `type` eq the value.
     */
    typeEq?: ListMembersTypeEqEnum;
    /**
     * Filter: `type` ne the value.
     */
    typeNe?: ListMembersTypeNeEnum;
    /**
     * Filter: `type` in the value (comma-separated list).
     */
    typeIn?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListMembersXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListRolesRequest {
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListRolesXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface UpdateMemberRequest {
    /**
     * The member's id, in either form. An id that does not parse names nothing (404).
     */
    memberId: string;
    /**
     * 
     */
    memberUpdate: MemberUpdate;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: UpdateMemberXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface UpdateOrganizationRequest {
    /**
     * 
     */
    organizationUpdate: OrganizationUpdate;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: UpdateOrganizationXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface UpdateRoleRequest {
    /**
     * A built-in role (`owner`, `admin`, `operator`, `viewer`, `service`) or a custom role of the caller's organization.
     */
    roleName: string;
    /**
     * 
     */
    roleUpdate: RoleUpdate;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: UpdateRoleXAPIVersionEnum;
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
export class AdminApi extends runtime.BaseAPI {

    /**
     * Creates request options for createRole without sending the request
     */
    async createRoleRequestOpts(requestParameters: CreateRoleRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['roleCreate'] == null) {
            throw new runtime.RequiredError(
                'roleCreate',
                'Required parameter "roleCreate" was null or undefined when calling createRole().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:roles"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:roles"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/admin/roles`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: RoleCreateToJSON(requestParameters['roleCreate']),
        };
    }

    /**
     * An exact permission set within the caller\'s own permissions (changed with PATCH, deleted with DELETE while nobody holds it). A taken or built-in name is 409 ALREADY_EXISTS. Requires `admin:roles`. Honours `Idempotency-Key`.
     * Create a custom role
     */
    async createRoleRaw(requestParameters: CreateRoleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<RoleEnvelope>> {
        const requestOptions = await this.createRoleRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => RoleEnvelopeFromJSON(jsonValue));
    }

    /**
     * An exact permission set within the caller\'s own permissions (changed with PATCH, deleted with DELETE while nobody holds it). A taken or built-in name is 409 ALREADY_EXISTS. Requires `admin:roles`. Honours `Idempotency-Key`.
     * Create a custom role
     */
    async createRole(requestParameters: CreateRoleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<RoleEnvelope> {
        const response = await this.createRoleRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for deleteRole without sending the request
     */
    async deleteRoleRequestOpts(requestParameters: DeleteRoleRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['roleName'] == null) {
            throw new runtime.RequiredError(
                'roleName',
                'Required parameter "roleName" was null or undefined when calling deleteRole().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:roles"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:roles"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/admin/roles/{role_name}`;
        urlPath = urlPath.replace('{role_name}', encodeURIComponent(String(requestParameters['roleName'])));

        return {
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Only while no active member holds it (409 `role_in_use` with `details.holders`: give them another role first). The name is then free and the role no longer counts toward the organization\'s 100. Same caller rules as a change. A built-in role is 409 `builtin_role`. Honours `If-Match`. Requires `admin:roles`.
     * Delete a custom role
     */
    async deleteRoleRaw(requestParameters: DeleteRoleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        const requestOptions = await this.deleteRoleRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * Only while no active member holds it (409 `role_in_use` with `details.holders`: give them another role first). The name is then free and the role no longer counts toward the organization\'s 100. Same caller rules as a change. A built-in role is 409 `builtin_role`. Honours `If-Match`. Requires `admin:roles`.
     * Delete a custom role
     */
    async deleteRole(requestParameters: DeleteRoleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.deleteRoleRaw(requestParameters, initOverrides);
    }

    /**
     * Creates request options for getMember without sending the request
     */
    async getMemberRequestOpts(requestParameters: GetMemberRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['memberId'] == null) {
            throw new runtime.RequiredError(
                'memberId',
                'Required parameter "memberId" was null or undefined when calling getMember().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:members"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:members"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/admin/members/{member_id}`;
        urlPath = urlPath.replace('{member_id}', encodeURIComponent(String(requestParameters['memberId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Requires `admin:members`.
     * Get a member
     */
    async getMemberRaw(requestParameters: GetMemberRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<MemberEnvelope>> {
        const requestOptions = await this.getMemberRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => MemberEnvelopeFromJSON(jsonValue));
    }

    /**
     * Requires `admin:members`.
     * Get a member
     */
    async getMember(requestParameters: GetMemberRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<MemberEnvelope> {
        const response = await this.getMemberRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for getOrganization without sending the request
     */
    async getOrganizationRequestOpts(requestParameters: GetOrganizationRequest): Promise<runtime.RequestOpts> {
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

        let urlPath = `/admin/organization`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * The caller\'s own organization, with the API version its unprefixed paths are pinned to (`api_version`). Requires `admin:api_keys`.
     * The caller\'s organization
     */
    async getOrganizationRaw(requestParameters: GetOrganizationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<OrganizationEnvelope>> {
        const requestOptions = await this.getOrganizationRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => OrganizationEnvelopeFromJSON(jsonValue));
    }

    /**
     * The caller\'s own organization, with the API version its unprefixed paths are pinned to (`api_version`). Requires `admin:api_keys`.
     * The caller\'s organization
     */
    async getOrganization(requestParameters: GetOrganizationRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<OrganizationEnvelope> {
        const response = await this.getOrganizationRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for getRole without sending the request
     */
    async getRoleRequestOpts(requestParameters: GetRoleRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['roleName'] == null) {
            throw new runtime.RequiredError(
                'roleName',
                'Required parameter "roleName" was null or undefined when calling getRole().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:roles"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:roles"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/admin/roles/{role_name}`;
        urlPath = urlPath.replace('{role_name}', encodeURIComponent(String(requestParameters['roleName'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * A custom role carries an `ETag` (its revision); a built-in role carries none. Requires `admin:roles`.
     * Get a role
     */
    async getRoleRaw(requestParameters: GetRoleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<RoleEnvelope>> {
        const requestOptions = await this.getRoleRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => RoleEnvelopeFromJSON(jsonValue));
    }

    /**
     * A custom role carries an `ETag` (its revision); a built-in role carries none. Requires `admin:roles`.
     * Get a role
     */
    async getRole(requestParameters: GetRoleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<RoleEnvelope> {
        const response = await this.getRoleRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listMembers without sending the request
     */
    async listMembersRequestOpts(requestParameters: ListMembersRequest): Promise<runtime.RequestOpts> {
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

        if (requestParameters['role'] != null) {
            queryParameters['role'] = requestParameters['role'];
        }

        if (requestParameters['roleEq'] != null) {
            queryParameters['role[eq]'] = requestParameters['roleEq'];
        }

        if (requestParameters['roleNe'] != null) {
            queryParameters['role[ne]'] = requestParameters['roleNe'];
        }

        if (requestParameters['roleGt'] != null) {
            queryParameters['role[gt]'] = requestParameters['roleGt'];
        }

        if (requestParameters['roleGte'] != null) {
            queryParameters['role[gte]'] = requestParameters['roleGte'];
        }

        if (requestParameters['roleLt'] != null) {
            queryParameters['role[lt]'] = requestParameters['roleLt'];
        }

        if (requestParameters['roleLte'] != null) {
            queryParameters['role[lte]'] = requestParameters['roleLte'];
        }

        if (requestParameters['roleIn'] != null) {
            queryParameters['role[in]'] = requestParameters['roleIn'];
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:members"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:members"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/admin/members`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Offset pagination in v1, cursor pagination in v2. Requires `admin:members`.
     * List members
     */
    async listMembersRaw(requestParameters: ListMembersRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<MemberList>> {
        const requestOptions = await this.listMembersRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => MemberListFromJSON(jsonValue));
    }

    /**
     * Offset pagination in v1, cursor pagination in v2. Requires `admin:members`.
     * List members
     */
    async listMembers(requestParameters: ListMembersRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<MemberList> {
        const response = await this.listMembersRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listRoles without sending the request
     */
    async listRolesRequestOpts(requestParameters: ListRolesRequest): Promise<runtime.RequestOpts> {
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:roles"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:roles"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/admin/roles`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Built-in roles, then the organization\'s custom roles. Not paginated. Requires `admin:roles`.
     * List roles
     */
    async listRolesRaw(requestParameters: ListRolesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<RoleListEnvelope>> {
        const requestOptions = await this.listRolesRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => RoleListEnvelopeFromJSON(jsonValue));
    }

    /**
     * Built-in roles, then the organization\'s custom roles. Not paginated. Requires `admin:roles`.
     * List roles
     */
    async listRoles(requestParameters: ListRolesRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<RoleListEnvelope> {
        const response = await this.listRolesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for updateMember without sending the request
     */
    async updateMemberRequestOpts(requestParameters: UpdateMemberRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['memberId'] == null) {
            throw new runtime.RequiredError(
                'memberId',
                'Required parameter "memberId" was null or undefined when calling updateMember().'
            );
        }

        if (requestParameters['memberUpdate'] == null) {
            throw new runtime.RequiredError(
                'memberUpdate',
                'Required parameter "memberUpdate" was null or undefined when calling updateMember().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:members"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:members"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/admin/members/{member_id}`;
        urlPath = urlPath.replace('{member_id}', encodeURIComponent(String(requestParameters['memberId'])));

        return {
            path: urlPath,
            method: 'PATCH',
            headers: headerParameters,
            query: queryParameters,
            body: MemberUpdateToJSON(requestParameters['memberUpdate']),
        };
    }

    /**
     * The last owner keeps the role (409). Requires `admin:members`.
     * Change a member\'s role or sites
     */
    async updateMemberRaw(requestParameters: UpdateMemberRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<MemberEnvelope>> {
        const requestOptions = await this.updateMemberRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => MemberEnvelopeFromJSON(jsonValue));
    }

    /**
     * The last owner keeps the role (409). Requires `admin:members`.
     * Change a member\'s role or sites
     */
    async updateMember(requestParameters: UpdateMemberRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<MemberEnvelope> {
        const response = await this.updateMemberRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for updateOrganization without sending the request
     */
    async updateOrganizationRequestOpts(requestParameters: UpdateOrganizationRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['organizationUpdate'] == null) {
            throw new runtime.RequiredError(
                'organizationUpdate',
                'Required parameter "organizationUpdate" was null or undefined when calling updateOrganization().'
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

        let urlPath = `/admin/organization`;

        return {
            path: urlPath,
            method: 'PATCH',
            headers: headerParameters,
            query: queryParameters,
            body: OrganizationUpdateToJSON(requestParameters['organizationUpdate']),
        };
    }

    /**
     * Sets the version the organization\'s unprefixed paths get: one that is neither deprecated nor sunset (422 `INVALID_VALUE` otherwise, naming those that may be pinned). Prefixed paths are unaffected. Logged as an audit line; other instances apply it within the auth cache lifetime (30 s by default). Requires `admin:api_keys`.
     * Pin the organization\'s API version
     */
    async updateOrganizationRaw(requestParameters: UpdateOrganizationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<OrganizationEnvelope>> {
        const requestOptions = await this.updateOrganizationRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => OrganizationEnvelopeFromJSON(jsonValue));
    }

    /**
     * Sets the version the organization\'s unprefixed paths get: one that is neither deprecated nor sunset (422 `INVALID_VALUE` otherwise, naming those that may be pinned). Prefixed paths are unaffected. Logged as an audit line; other instances apply it within the auth cache lifetime (30 s by default). Requires `admin:api_keys`.
     * Pin the organization\'s API version
     */
    async updateOrganization(requestParameters: UpdateOrganizationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<OrganizationEnvelope> {
        const response = await this.updateOrganizationRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for updateRole without sending the request
     */
    async updateRoleRequestOpts(requestParameters: UpdateRoleRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['roleName'] == null) {
            throw new runtime.RequiredError(
                'roleName',
                'Required parameter "roleName" was null or undefined when calling updateRole().'
            );
        }

        if (requestParameters['roleUpdate'] == null) {
            throw new runtime.RequiredError(
                'roleUpdate',
                'Required parameter "roleUpdate" was null or undefined when calling updateRole().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:roles"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:roles"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/admin/roles/{role_name}`;
        urlPath = urlPath.replace('{role_name}', encodeURIComponent(String(requestParameters['roleName'])));

        return {
            path: urlPath,
            method: 'PATCH',
            headers: headerParameters,
            query: queryParameters,
            body: RoleUpdateToJSON(requestParameters['roleUpdate']),
        };
    }

    /**
     * Its label, its whole permission set, or both; the name cannot change. The caller must hold every permission of the role as it is and as it will be (403), widening it also needs `admin:members`, and a caller limited to sites changes no role (403 RESOURCE_ACCESS_DENIED). Members holding the role get the new permissions within the authentication cache bound. A built-in role is 409 `builtin_role`. Honours `If-Match` (409 `etag_mismatch`). Requires `admin:roles`.
     * Change a custom role
     */
    async updateRoleRaw(requestParameters: UpdateRoleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<RoleEnvelope>> {
        const requestOptions = await this.updateRoleRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => RoleEnvelopeFromJSON(jsonValue));
    }

    /**
     * Its label, its whole permission set, or both; the name cannot change. The caller must hold every permission of the role as it is and as it will be (403), widening it also needs `admin:members`, and a caller limited to sites changes no role (403 RESOURCE_ACCESS_DENIED). Members holding the role get the new permissions within the authentication cache bound. A built-in role is 409 `builtin_role`. Honours `If-Match` (409 `etag_mismatch`). Requires `admin:roles`.
     * Change a custom role
     */
    async updateRole(requestParameters: UpdateRoleRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<RoleEnvelope> {
        const response = await this.updateRoleRaw(requestParameters, initOverrides);
        return await response.value();
    }

}

/**
 * @export
 */
export const CreateRoleXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type CreateRoleXAPIVersionEnum = typeof CreateRoleXAPIVersionEnum[keyof typeof CreateRoleXAPIVersionEnum];
/**
 * @export
 */
export const DeleteRoleXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type DeleteRoleXAPIVersionEnum = typeof DeleteRoleXAPIVersionEnum[keyof typeof DeleteRoleXAPIVersionEnum];
/**
 * @export
 */
export const GetMemberXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type GetMemberXAPIVersionEnum = typeof GetMemberXAPIVersionEnum[keyof typeof GetMemberXAPIVersionEnum];
/**
 * @export
 */
export const GetOrganizationXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type GetOrganizationXAPIVersionEnum = typeof GetOrganizationXAPIVersionEnum[keyof typeof GetOrganizationXAPIVersionEnum];
/**
 * @export
 */
export const GetRoleXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type GetRoleXAPIVersionEnum = typeof GetRoleXAPIVersionEnum[keyof typeof GetRoleXAPIVersionEnum];
/**
 * @export
 */
export const ListMembersStatusEnum = {
    Active: 'active',
    Disabled: 'disabled',
} as const;
export type ListMembersStatusEnum = typeof ListMembersStatusEnum[keyof typeof ListMembersStatusEnum];
/**
 * @export
 */
export const ListMembersStatusEqEnum = {
    Active: 'active',
    Disabled: 'disabled',
} as const;
export type ListMembersStatusEqEnum = typeof ListMembersStatusEqEnum[keyof typeof ListMembersStatusEqEnum];
/**
 * @export
 */
export const ListMembersStatusNeEnum = {
    Active: 'active',
    Disabled: 'disabled',
} as const;
export type ListMembersStatusNeEnum = typeof ListMembersStatusNeEnum[keyof typeof ListMembersStatusNeEnum];
/**
 * @export
 */
export const ListMembersTypeEnum = {
    User: 'user',
    Service: 'service',
} as const;
export type ListMembersTypeEnum = typeof ListMembersTypeEnum[keyof typeof ListMembersTypeEnum];
/**
 * @export
 */
export const ListMembersTypeEqEnum = {
    User: 'user',
    Service: 'service',
} as const;
export type ListMembersTypeEqEnum = typeof ListMembersTypeEqEnum[keyof typeof ListMembersTypeEqEnum];
/**
 * @export
 */
export const ListMembersTypeNeEnum = {
    User: 'user',
    Service: 'service',
} as const;
export type ListMembersTypeNeEnum = typeof ListMembersTypeNeEnum[keyof typeof ListMembersTypeNeEnum];
/**
 * @export
 */
export const ListMembersXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type ListMembersXAPIVersionEnum = typeof ListMembersXAPIVersionEnum[keyof typeof ListMembersXAPIVersionEnum];
/**
 * @export
 */
export const ListRolesXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type ListRolesXAPIVersionEnum = typeof ListRolesXAPIVersionEnum[keyof typeof ListRolesXAPIVersionEnum];
/**
 * @export
 */
export const UpdateMemberXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type UpdateMemberXAPIVersionEnum = typeof UpdateMemberXAPIVersionEnum[keyof typeof UpdateMemberXAPIVersionEnum];
/**
 * @export
 */
export const UpdateOrganizationXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type UpdateOrganizationXAPIVersionEnum = typeof UpdateOrganizationXAPIVersionEnum[keyof typeof UpdateOrganizationXAPIVersionEnum];
/**
 * @export
 */
export const UpdateRoleXAPIVersionEnum = {
    _20260901: '2026-09-01',
} as const;
export type UpdateRoleXAPIVersionEnum = typeof UpdateRoleXAPIVersionEnum[keyof typeof UpdateRoleXAPIVersionEnum];
