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
    type DeliveryEnvelope,
    DeliveryEnvelopeFromJSON,
    DeliveryEnvelopeToJSON,
} from '../models/DeliveryEnvelope';
import {
    type DeliveryList,
    DeliveryListFromJSON,
    DeliveryListToJSON,
} from '../models/DeliveryList';
import {
    type ErrorResponse,
    ErrorResponseFromJSON,
    ErrorResponseToJSON,
} from '../models/ErrorResponse';
import {
    type WebhookCreate,
    WebhookCreateFromJSON,
    WebhookCreateToJSON,
} from '../models/WebhookCreate';
import {
    type WebhookEnvelope,
    WebhookEnvelopeFromJSON,
    WebhookEnvelopeToJSON,
} from '../models/WebhookEnvelope';
import {
    type WebhookList,
    WebhookListFromJSON,
    WebhookListToJSON,
} from '../models/WebhookList';
import {
    type WebhookSecretRotation,
    WebhookSecretRotationFromJSON,
    WebhookSecretRotationToJSON,
} from '../models/WebhookSecretRotation';
import {
    type WebhookUpdate,
    WebhookUpdateFromJSON,
    WebhookUpdateToJSON,
} from '../models/WebhookUpdate';
import {
    type WebhookWithSecretEnvelope,
    WebhookWithSecretEnvelopeFromJSON,
    WebhookWithSecretEnvelopeToJSON,
} from '../models/WebhookWithSecretEnvelope';

export interface CreateWebhookRequest {
    /**
     * 
     */
    webhookCreate: WebhookCreate;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: CreateWebhookXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface DeleteWebhookRequest {
    /**
     * The webhook's id, in either form. An id that does not parse names nothing (404).
     */
    webhookId: string;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: DeleteWebhookXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface GetWebhookRequest {
    /**
     * The webhook's id, in either form. An id that does not parse names nothing (404).
     */
    webhookId: string;
    /**
     * 304 without a body when it names the current revision (weak comparison; `*` matches).
     */
    ifNoneMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: GetWebhookXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListWebhookDeliveriesRequest {
    /**
     * The webhook's id, in either form. An id that does not parse names nothing (404).
     */
    webhookId: string;
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
    sort?: ListWebhookDeliveriesSortEnum;
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
     * Filter: `status` equals the value.
     */
    status?: ListWebhookDeliveriesStatusEnum;
    /**
     * Filter: `status` eq the value.
     */
    statusEq?: ListWebhookDeliveriesStatusEqEnum;
    /**
     * Filter: `status` ne the value.
     */
    statusNe?: ListWebhookDeliveriesStatusNeEnum;
    /**
     * Filter: `status` in the value (comma-separated list).
     */
    statusIn?: string;
    /**
     * Filter: `event_type` equals the value.
     */
    eventType?: ListWebhookDeliveriesEventTypeEnum;
    /**
     * Filter: `event_type` eq the value.
     */
    eventTypeEq?: ListWebhookDeliveriesEventTypeEqEnum;
    /**
     * Filter: `event_type` ne the value.
     */
    eventTypeNe?: ListWebhookDeliveriesEventTypeNeEnum;
    /**
     * Filter: `event_type` in the value (comma-separated list).
     */
    eventTypeIn?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: ListWebhookDeliveriesXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface ListWebhooksRequest {
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
    sort?: ListWebhooksSortEnum;
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
    xAPIVersion?: ListWebhooksXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface RedeliverWebhookDeliveryRequest {
    /**
     * The webhook's id, in either form. An id that does not parse names nothing (404).
     */
    webhookId: string;
    /**
     * The delivery's id, in either form. An id that does not parse names nothing (404).
     */
    deliveryId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: RedeliverWebhookDeliveryXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface RotateWebhookSecretRequest {
    /**
     * The webhook's id, in either form. An id that does not parse names nothing (404).
     */
    webhookId: string;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: RotateWebhookSecretXAPIVersionEnum;
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
    webhookSecretRotation?: WebhookSecretRotation;
}

export interface SendWebhookTestEventRequest {
    /**
     * The webhook's id, in either form. An id that does not parse names nothing (404).
     */
    webhookId: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: SendWebhookTestEventXAPIVersionEnum;
    /**
     * `true` (any case) adds a `debug` object to the response body.
     */
    xDebug?: string;
    /**
     * Your request id, echoed (in `X-Request-Id` and the error's `request_id`) when it is 1-128 characters of letters, digits and `-_.:`. Any other value is not refused: the request gets a fresh `req_<uuid>` instead.
     */
    xRequestId?: string;
}

export interface UpdateWebhookRequest {
    /**
     * The webhook's id, in either form. An id that does not parse names nothing (404).
     */
    webhookId: string;
    /**
     * 
     */
    webhookUpdate: WebhookUpdate;
    /**
     * Makes the write conditional on the stored revision: `*` or up to 20 ETags. A mismatch is 409 CONFLICT with `details {reason: etag_mismatch, current_etag}` (not 412).
     */
    ifMatch?: string;
    /**
     * Pins a dated revision within the major version (`YYYY-MM-DD`): v1 knows 2025-01-15 and 2025-06-01, v2 2026-09-01. Malformed, unknown or future dates (another major version's included) are 400 INVALID_PARAMETER. No behaviour depends on the date yet. The enum lists every server's dates; `x-enum-by-version` says which version takes which (each version's served document has only its own).
     */
    xAPIVersion?: UpdateWebhookXAPIVersionEnum;
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
export class WebhooksApi extends runtime.BaseAPI {

    /**
     * Creates request options for createWebhook without sending the request
     */
    async createWebhookRequestOpts(requestParameters: CreateWebhookRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['webhookCreate'] == null) {
            throw new runtime.RequiredError(
                'webhookCreate',
                'Required parameter "webhookCreate" was null or undefined when calling createWebhook().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/webhooks`;

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: WebhookCreateToJSON(requestParameters['webhookCreate']),
        };
    }

    /**
     * The signing secret is in this response only. At most 20 webhooks per organization (409 `webhook_limit`). Requires `admin:webhooks`. Not idempotent (a replayed response would hand the signing secret out again).
     * Subscribe a webhook
     */
    async createWebhookRaw(requestParameters: CreateWebhookRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<WebhookWithSecretEnvelope>> {
        const requestOptions = await this.createWebhookRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => WebhookWithSecretEnvelopeFromJSON(jsonValue));
    }

    /**
     * The signing secret is in this response only. At most 20 webhooks per organization (409 `webhook_limit`). Requires `admin:webhooks`. Not idempotent (a replayed response would hand the signing secret out again).
     * Subscribe a webhook
     */
    async createWebhook(requestParameters: CreateWebhookRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<WebhookWithSecretEnvelope> {
        const response = await this.createWebhookRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for deleteWebhook without sending the request
     */
    async deleteWebhookRequestOpts(requestParameters: DeleteWebhookRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['webhookId'] == null) {
            throw new runtime.RequiredError(
                'webhookId',
                'Required parameter "webhookId" was null or undefined when calling deleteWebhook().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/webhooks/{webhook_id}`;
        urlPath = urlPath.replace('{webhook_id}', encodeURIComponent(String(requestParameters['webhookId'])));

        return {
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Requires `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).
     * Delete a webhook subscription
     */
    async deleteWebhookRaw(requestParameters: DeleteWebhookRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        const requestOptions = await this.deleteWebhookRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * Requires `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).
     * Delete a webhook subscription
     */
    async deleteWebhook(requestParameters: DeleteWebhookRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.deleteWebhookRaw(requestParameters, initOverrides);
    }

    /**
     * Creates request options for getWebhook without sending the request
     */
    async getWebhookRequestOpts(requestParameters: GetWebhookRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['webhookId'] == null) {
            throw new runtime.RequiredError(
                'webhookId',
                'Required parameter "webhookId" was null or undefined when calling getWebhook().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/webhooks/{webhook_id}`;
        urlPath = urlPath.replace('{webhook_id}', encodeURIComponent(String(requestParameters['webhookId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Requires `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).
     * Get a webhook subscription
     */
    async getWebhookRaw(requestParameters: GetWebhookRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<WebhookEnvelope>> {
        const requestOptions = await this.getWebhookRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => WebhookEnvelopeFromJSON(jsonValue));
    }

    /**
     * Requires `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).
     * Get a webhook subscription
     */
    async getWebhook(requestParameters: GetWebhookRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<WebhookEnvelope> {
        const response = await this.getWebhookRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listWebhookDeliveries without sending the request
     */
    async listWebhookDeliveriesRequestOpts(requestParameters: ListWebhookDeliveriesRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['webhookId'] == null) {
            throw new runtime.RequiredError(
                'webhookId',
                'Required parameter "webhookId" was null or undefined when calling listWebhookDeliveries().'
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

        if (requestParameters['eventType'] != null) {
            queryParameters['event_type'] = requestParameters['eventType'];
        }

        if (requestParameters['eventTypeEq'] != null) {
            queryParameters['event_type[eq]'] = requestParameters['eventTypeEq'];
        }

        if (requestParameters['eventTypeNe'] != null) {
            queryParameters['event_type[ne]'] = requestParameters['eventTypeNe'];
        }

        if (requestParameters['eventTypeIn'] != null) {
            queryParameters['event_type[in]'] = requestParameters['eventTypeIn'];
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/webhooks/{webhook_id}/deliveries`;
        urlPath = urlPath.replace('{webhook_id}', encodeURIComponent(String(requestParameters['webhookId'])));

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Every delivery with its attempts, newest first; cursor pagination in every version. Requires `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).
     * List a webhook\'s deliveries
     */
    async listWebhookDeliveriesRaw(requestParameters: ListWebhookDeliveriesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<DeliveryList>> {
        const requestOptions = await this.listWebhookDeliveriesRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => DeliveryListFromJSON(jsonValue));
    }

    /**
     * Every delivery with its attempts, newest first; cursor pagination in every version. Requires `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).
     * List a webhook\'s deliveries
     */
    async listWebhookDeliveries(requestParameters: ListWebhookDeliveriesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<DeliveryList> {
        const response = await this.listWebhookDeliveriesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for listWebhooks without sending the request
     */
    async listWebhooksRequestOpts(requestParameters: ListWebhooksRequest): Promise<runtime.RequestOpts> {
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/webhooks`;

        return {
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Cursor pagination in every version. Requires `admin:webhooks`.
     * List webhook subscriptions
     */
    async listWebhooksRaw(requestParameters: ListWebhooksRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<WebhookList>> {
        const requestOptions = await this.listWebhooksRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => WebhookListFromJSON(jsonValue));
    }

    /**
     * Cursor pagination in every version. Requires `admin:webhooks`.
     * List webhook subscriptions
     */
    async listWebhooks(requestParameters: ListWebhooksRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<WebhookList> {
        const response = await this.listWebhooksRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for redeliverWebhookDelivery without sending the request
     */
    async redeliverWebhookDeliveryRequestOpts(requestParameters: RedeliverWebhookDeliveryRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['webhookId'] == null) {
            throw new runtime.RequiredError(
                'webhookId',
                'Required parameter "webhookId" was null or undefined when calling redeliverWebhookDelivery().'
            );
        }

        if (requestParameters['deliveryId'] == null) {
            throw new runtime.RequiredError(
                'deliveryId',
                'Required parameter "deliveryId" was null or undefined when calling redeliverWebhookDelivery().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver`;
        urlPath = urlPath.replace('{webhook_id}', encodeURIComponent(String(requestParameters['webhookId'])));
        urlPath = urlPath.replace('{delivery_id}', encodeURIComponent(String(requestParameters['deliveryId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Queues the delivery\'s message again as a new delivery (`redelivery_of` names the original) with the same body and the same `webhook-id`, signed with the webhook\'s secrets at the time of sending. A delivery still `pending` is 409 `CONFLICT` with `reason: delivery_pending` (it is retried by itself); a disabled webhook is 409 with `reason: webhook_disabled`; a delivery of another webhook is 404. At most ten redeliveries may be pending per webhook: beyond, 409 `CONFLICT` with `reason: too_many_redeliveries_pending` and `max_pending: 10`, until one finishes. No `Idempotency-Key`: each call sends once more. Requires `admin:webhooks`; a caller assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).
     * Send a finished delivery again
     */
    async redeliverWebhookDeliveryRaw(requestParameters: RedeliverWebhookDeliveryRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<DeliveryEnvelope>> {
        const requestOptions = await this.redeliverWebhookDeliveryRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => DeliveryEnvelopeFromJSON(jsonValue));
    }

    /**
     * Queues the delivery\'s message again as a new delivery (`redelivery_of` names the original) with the same body and the same `webhook-id`, signed with the webhook\'s secrets at the time of sending. A delivery still `pending` is 409 `CONFLICT` with `reason: delivery_pending` (it is retried by itself); a disabled webhook is 409 with `reason: webhook_disabled`; a delivery of another webhook is 404. At most ten redeliveries may be pending per webhook: beyond, 409 `CONFLICT` with `reason: too_many_redeliveries_pending` and `max_pending: 10`, until one finishes. No `Idempotency-Key`: each call sends once more. Requires `admin:webhooks`; a caller assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).
     * Send a finished delivery again
     */
    async redeliverWebhookDelivery(requestParameters: RedeliverWebhookDeliveryRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<DeliveryEnvelope> {
        const response = await this.redeliverWebhookDeliveryRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for rotateWebhookSecret without sending the request
     */
    async rotateWebhookSecretRequestOpts(requestParameters: RotateWebhookSecretRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['webhookId'] == null) {
            throw new runtime.RequiredError(
                'webhookId',
                'Required parameter "webhookId" was null or undefined when calling rotateWebhookSecret().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/webhooks/{webhook_id}/secret`;
        urlPath = urlPath.replace('{webhook_id}', encodeURIComponent(String(requestParameters['webhookId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: WebhookSecretRotationToJSON(requestParameters['webhookSecretRotation']),
        };
    }

    /**
     * A new secret, in this response only (`Cache-Control: no-store`). The secret it replaces keeps signing beside it for `overlap_seconds` (a day by default): every delivery then carries two signatures in `webhook-signature`, so a receiver moves to the new secret without a gap; after the overlap only the new one signs. A secret replaced earlier is dropped. Takes `If-Match`; no `Idempotency-Key`. Needs a credential that neither expires nor is limited to `allowed_ips` nor is a third party\'s authorization-code token (403 `FORBIDDEN`, `reason: restricted_credential`). Requires `admin:webhooks`.
     * Rotate a webhook\'s signing secret
     */
    async rotateWebhookSecretRaw(requestParameters: RotateWebhookSecretRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<WebhookWithSecretEnvelope>> {
        const requestOptions = await this.rotateWebhookSecretRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => WebhookWithSecretEnvelopeFromJSON(jsonValue));
    }

    /**
     * A new secret, in this response only (`Cache-Control: no-store`). The secret it replaces keeps signing beside it for `overlap_seconds` (a day by default): every delivery then carries two signatures in `webhook-signature`, so a receiver moves to the new secret without a gap; after the overlap only the new one signs. A secret replaced earlier is dropped. Takes `If-Match`; no `Idempotency-Key`. Needs a credential that neither expires nor is limited to `allowed_ips` nor is a third party\'s authorization-code token (403 `FORBIDDEN`, `reason: restricted_credential`). Requires `admin:webhooks`.
     * Rotate a webhook\'s signing secret
     */
    async rotateWebhookSecret(requestParameters: RotateWebhookSecretRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<WebhookWithSecretEnvelope> {
        const response = await this.rotateWebhookSecretRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for sendWebhookTestEvent without sending the request
     */
    async sendWebhookTestEventRequestOpts(requestParameters: SendWebhookTestEventRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['webhookId'] == null) {
            throw new runtime.RequiredError(
                'webhookId',
                'Required parameter "webhookId" was null or undefined when calling sendWebhookTestEvent().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/webhooks/{webhook_id}/test`;
        urlPath = urlPath.replace('{webhook_id}', encodeURIComponent(String(requestParameters['webhookId'])));

        return {
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
        };
    }

    /**
     * Queues a `webhook.test` event for this webhook alone (whatever its `events`), signed and delivered like every delivery: within seconds, retried, recorded among its deliveries. No body, no `Idempotency-Key`: each call sends one more. A disabled webhook is 409 `CONFLICT` with `reason: webhook_disabled`. One test event may be pending per webhook: while one is (retries included), 409 `CONFLICT` with `reason: test_pending` and `max_pending: 1`. Requires `admin:webhooks`; a caller assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).
     * Send a signed test event to a webhook
     */
    async sendWebhookTestEventRaw(requestParameters: SendWebhookTestEventRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<DeliveryEnvelope>> {
        const requestOptions = await this.sendWebhookTestEventRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => DeliveryEnvelopeFromJSON(jsonValue));
    }

    /**
     * Queues a `webhook.test` event for this webhook alone (whatever its `events`), signed and delivered like every delivery: within seconds, retried, recorded among its deliveries. No body, no `Idempotency-Key`: each call sends one more. A disabled webhook is 409 `CONFLICT` with `reason: webhook_disabled`. One test event may be pending per webhook: while one is (retries included), 409 `CONFLICT` with `reason: test_pending` and `max_pending: 1`. Requires `admin:webhooks`; a caller assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).
     * Send a signed test event to a webhook
     */
    async sendWebhookTestEvent(requestParameters: SendWebhookTestEventRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<DeliveryEnvelope> {
        const response = await this.sendWebhookTestEventRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates request options for updateWebhook without sending the request
     */
    async updateWebhookRequestOpts(requestParameters: UpdateWebhookRequest): Promise<runtime.RequestOpts> {
        if (requestParameters['webhookId'] == null) {
            throw new runtime.RequiredError(
                'webhookId',
                'Required parameter "webhookId" was null or undefined when calling updateWebhook().'
            );
        }

        if (requestParameters['webhookUpdate'] == null) {
            throw new runtime.RequiredError(
                'webhookUpdate',
                'Required parameter "webhookUpdate" was null or undefined when calling updateWebhook().'
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
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            // oauth required
            headerParameters["Authorization"] = await this.configuration.accessToken("oauth2", ["admin:webhooks"]);
        }

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("bearerAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/webhooks/{webhook_id}`;
        urlPath = urlPath.replace('{webhook_id}', encodeURIComponent(String(requestParameters['webhookId'])));

        return {
            path: urlPath,
            method: 'PATCH',
            headers: headerParameters,
            query: queryParameters,
            body: WebhookUpdateToJSON(requestParameters['webhookUpdate']),
        };
    }

    /**
     * Requires `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).
     * Update a webhook subscription
     */
    async updateWebhookRaw(requestParameters: UpdateWebhookRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<WebhookEnvelope>> {
        const requestOptions = await this.updateWebhookRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => WebhookEnvelopeFromJSON(jsonValue));
    }

    /**
     * Requires `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).
     * Update a webhook subscription
     */
    async updateWebhook(requestParameters: UpdateWebhookRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<WebhookEnvelope> {
        const response = await this.updateWebhookRaw(requestParameters, initOverrides);
        return await response.value();
    }

}

/**
 * @export
 */
export const CreateWebhookXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type CreateWebhookXAPIVersionEnum = typeof CreateWebhookXAPIVersionEnum[keyof typeof CreateWebhookXAPIVersionEnum];
/**
 * @export
 */
export const DeleteWebhookXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type DeleteWebhookXAPIVersionEnum = typeof DeleteWebhookXAPIVersionEnum[keyof typeof DeleteWebhookXAPIVersionEnum];
/**
 * @export
 */
export const GetWebhookXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type GetWebhookXAPIVersionEnum = typeof GetWebhookXAPIVersionEnum[keyof typeof GetWebhookXAPIVersionEnum];
/**
 * @export
 */
export const ListWebhookDeliveriesSortEnum = {
    CreatedAt: 'created_at',
    CreatedAt2: '-created_at',
} as const;
export type ListWebhookDeliveriesSortEnum = typeof ListWebhookDeliveriesSortEnum[keyof typeof ListWebhookDeliveriesSortEnum];
/**
 * @export
 */
export const ListWebhookDeliveriesStatusEnum = {
    Pending: 'pending',
    Delivered: 'delivered',
    Failed: 'failed',
} as const;
export type ListWebhookDeliveriesStatusEnum = typeof ListWebhookDeliveriesStatusEnum[keyof typeof ListWebhookDeliveriesStatusEnum];
/**
 * @export
 */
export const ListWebhookDeliveriesStatusEqEnum = {
    Pending: 'pending',
    Delivered: 'delivered',
    Failed: 'failed',
} as const;
export type ListWebhookDeliveriesStatusEqEnum = typeof ListWebhookDeliveriesStatusEqEnum[keyof typeof ListWebhookDeliveriesStatusEqEnum];
/**
 * @export
 */
export const ListWebhookDeliveriesStatusNeEnum = {
    Pending: 'pending',
    Delivered: 'delivered',
    Failed: 'failed',
} as const;
export type ListWebhookDeliveriesStatusNeEnum = typeof ListWebhookDeliveriesStatusNeEnum[keyof typeof ListWebhookDeliveriesStatusNeEnum];
/**
 * @export
 */
export const ListWebhookDeliveriesEventTypeEnum = {
    RateLimitWarning: 'rate_limit.warning',
    RateLimitExceeded: 'rate_limit.exceeded',
    ApiDeprecation: 'api.deprecation',
    ApiSunsetWarning: 'api.sunset_warning',
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
export type ListWebhookDeliveriesEventTypeEnum = typeof ListWebhookDeliveriesEventTypeEnum[keyof typeof ListWebhookDeliveriesEventTypeEnum];
/**
 * @export
 */
export const ListWebhookDeliveriesEventTypeEqEnum = {
    RateLimitWarning: 'rate_limit.warning',
    RateLimitExceeded: 'rate_limit.exceeded',
    ApiDeprecation: 'api.deprecation',
    ApiSunsetWarning: 'api.sunset_warning',
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
export type ListWebhookDeliveriesEventTypeEqEnum = typeof ListWebhookDeliveriesEventTypeEqEnum[keyof typeof ListWebhookDeliveriesEventTypeEqEnum];
/**
 * @export
 */
export const ListWebhookDeliveriesEventTypeNeEnum = {
    RateLimitWarning: 'rate_limit.warning',
    RateLimitExceeded: 'rate_limit.exceeded',
    ApiDeprecation: 'api.deprecation',
    ApiSunsetWarning: 'api.sunset_warning',
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
export type ListWebhookDeliveriesEventTypeNeEnum = typeof ListWebhookDeliveriesEventTypeNeEnum[keyof typeof ListWebhookDeliveriesEventTypeNeEnum];
/**
 * @export
 */
export const ListWebhookDeliveriesXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type ListWebhookDeliveriesXAPIVersionEnum = typeof ListWebhookDeliveriesXAPIVersionEnum[keyof typeof ListWebhookDeliveriesXAPIVersionEnum];
/**
 * @export
 */
export const ListWebhooksSortEnum = {
    CreatedAt: 'created_at',
    CreatedAt2: '-created_at',
} as const;
export type ListWebhooksSortEnum = typeof ListWebhooksSortEnum[keyof typeof ListWebhooksSortEnum];
/**
 * @export
 */
export const ListWebhooksXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type ListWebhooksXAPIVersionEnum = typeof ListWebhooksXAPIVersionEnum[keyof typeof ListWebhooksXAPIVersionEnum];
/**
 * @export
 */
export const RedeliverWebhookDeliveryXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type RedeliverWebhookDeliveryXAPIVersionEnum = typeof RedeliverWebhookDeliveryXAPIVersionEnum[keyof typeof RedeliverWebhookDeliveryXAPIVersionEnum];
/**
 * @export
 */
export const RotateWebhookSecretXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type RotateWebhookSecretXAPIVersionEnum = typeof RotateWebhookSecretXAPIVersionEnum[keyof typeof RotateWebhookSecretXAPIVersionEnum];
/**
 * @export
 */
export const SendWebhookTestEventXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type SendWebhookTestEventXAPIVersionEnum = typeof SendWebhookTestEventXAPIVersionEnum[keyof typeof SendWebhookTestEventXAPIVersionEnum];
/**
 * @export
 */
export const UpdateWebhookXAPIVersionEnum = {
    _20250115: '2025-01-15',
    _20250601: '2025-06-01',
} as const;
export type UpdateWebhookXAPIVersionEnum = typeof UpdateWebhookXAPIVersionEnum[keyof typeof UpdateWebhookXAPIVersionEnum];
