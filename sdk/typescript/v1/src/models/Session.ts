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

import { mapValues } from '../runtime';
/**
 * A charging session on an asset (modelled on OCPI 2.2.1).
 * @export
 * @interface Session
 */
export interface Session {
    /**
     * v1 form of a session id: `ses_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is 128 bits).
     */
    id: string;
    /**
     * 
     */
    object: any | null;
    /**
     * v1 form of a organization id: `org_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is 128 bits).
     */
    organizationId: string;
    /**
     * v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is 128 bits).
     */
    assetId: string;
    /**
     * v1 form of a site id: `sit_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is 128 bits).
     */
    siteId: string;
    /**
     * 
     */
    status: SessionStatusEnum;
    /**
     * The driver's or card's reference (OCPI authorization_reference).
     */
    reference: string | null;
    /**
     * A non-negative number with at most three decimals, up to 1,000,000 (kW or kWh). An integer when whole.
     */
    energyKwh: number;
    /**
     * Why it ended; null while open. v2: the platform's reason, one closed vocabulary whatever the station's OCPP version (docs/ocpp.md, "Stop reasons"): `requested` (the API's stop, a station's `Remote`), `scheduled`, `local`, `ev_disconnected`, `power_loss`, `reboot`, `deauthorized`, `emergency_stop`, `energy_limit_reached`, `soc_limit_reached`, `time_limit_reached`, `stopped_by_ev`, `fault`, `timeout`, `forced` (an administrator's forced stop), `not_started` (the start expired), `other`. v1: the text it always showed: the stop's `reason` (`requested` by default), `forced`, `scheduled`, `not_started`, or the charging station's reason in OCPP 2.0.1's names (a 1.6 station's mapped to them); the vocabulary is beside it as `stop_reason_code`.
     */
    stopReason: string | null;
    /**
     * v1 only: the platform's reason (v2's `stop_reason`); null while open.
     */
    stopReasonCode?: SessionStopReasonCodeEnum | null;
    /**
     * The charging station's own reason, verbatim in its OCPP version's names (2.0.1 `stoppedReason`, 1.6 `reason`, e.g. `EVDisconnected`, `HardReset`); null for a reason the station did not give (an end the platform made, or a station's end without a reason, which both versions define as `Local`).
     */
    stationStopReason: string | null;
    /**
     * Whether `energy_kwh` is final. A plain session's is once it ended. A charging station's is once the station's end of the transaction was recorded (2.0.1 TransactionEvent Ended, 1.6 StopTransaction with its meterStop), after which nothing the station sends changes it; until then (open, or ended by the platform first and the station's end still to come) false. A forced stop's or an expired start's never is (the station's end is never taken, or there was none).
     */
    energyFinal: boolean;
    /**
     * A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
     */
    startedAt: number;
    /**
     * A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
     */
    endedAt: number | null;
    /**
     * A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
     */
    updatedAt: number;
    /**
     * On a charging station, the station's OCPP transactionId once its Started TransactionEvent arrived; null for a plain session.
     */
    transactionId: string | null;
    /**
     * On a charging station, the EVSE the session charges on (one open session per EVSE); null on a plain asset.
     */
    evseId: number | null;
    /**
     * The limit the session's station last accepted under its site's load management, in kW; null while none is in force (no grid limit, none accepted yet, or the session ended).
     */
    limitKw: number | null;
}


/**
 * @export
 */
export const SessionStatusEnum = {
    Active: 'active',
    Paused: 'paused',
    Completed: 'completed',
} as const;
export type SessionStatusEnum = typeof SessionStatusEnum[keyof typeof SessionStatusEnum];

/**
 * @export
 */
export const SessionStopReasonCodeEnum = {
    Requested: 'requested',
    Scheduled: 'scheduled',
    Local: 'local',
    EvDisconnected: 'ev_disconnected',
    PowerLoss: 'power_loss',
    Reboot: 'reboot',
    Deauthorized: 'deauthorized',
    EmergencyStop: 'emergency_stop',
    EnergyLimitReached: 'energy_limit_reached',
    SocLimitReached: 'soc_limit_reached',
    TimeLimitReached: 'time_limit_reached',
    StoppedByEv: 'stopped_by_ev',
    Fault: 'fault',
    Timeout: 'timeout',
    Forced: 'forced',
    NotStarted: 'not_started',
    Other: 'other',
} as const;
export type SessionStopReasonCodeEnum = typeof SessionStopReasonCodeEnum[keyof typeof SessionStopReasonCodeEnum];


/**
 * Check if a given object implements the Session interface.
 */
export function instanceOfSession(value: object): value is Session {
    if (!('id' in value) || value['id'] === undefined) return false;
    if (!('object' in value) || value['object'] === undefined) return false;
    if ((!('organizationId' in (value as Record<string, any>)) && !('organization_id' in (value as Record<string, any>))) || ((value as Record<string, any>)['organizationId'] === undefined && (value as Record<string, any>)['organization_id'] === undefined)) return false;
    if ((!('assetId' in (value as Record<string, any>)) && !('asset_id' in (value as Record<string, any>))) || ((value as Record<string, any>)['assetId'] === undefined && (value as Record<string, any>)['asset_id'] === undefined)) return false;
    if ((!('siteId' in (value as Record<string, any>)) && !('site_id' in (value as Record<string, any>))) || ((value as Record<string, any>)['siteId'] === undefined && (value as Record<string, any>)['site_id'] === undefined)) return false;
    if (!('status' in value) || value['status'] === undefined) return false;
    if (!('reference' in value) || value['reference'] === undefined) return false;
    if ((!('energyKwh' in (value as Record<string, any>)) && !('energy_kwh' in (value as Record<string, any>))) || ((value as Record<string, any>)['energyKwh'] === undefined && (value as Record<string, any>)['energy_kwh'] === undefined)) return false;
    if ((!('stopReason' in (value as Record<string, any>)) && !('stop_reason' in (value as Record<string, any>))) || ((value as Record<string, any>)['stopReason'] === undefined && (value as Record<string, any>)['stop_reason'] === undefined)) return false;
    if ((!('stationStopReason' in (value as Record<string, any>)) && !('station_stop_reason' in (value as Record<string, any>))) || ((value as Record<string, any>)['stationStopReason'] === undefined && (value as Record<string, any>)['station_stop_reason'] === undefined)) return false;
    if ((!('energyFinal' in (value as Record<string, any>)) && !('energy_final' in (value as Record<string, any>))) || ((value as Record<string, any>)['energyFinal'] === undefined && (value as Record<string, any>)['energy_final'] === undefined)) return false;
    if ((!('startedAt' in (value as Record<string, any>)) && !('started_at' in (value as Record<string, any>))) || ((value as Record<string, any>)['startedAt'] === undefined && (value as Record<string, any>)['started_at'] === undefined)) return false;
    if ((!('endedAt' in (value as Record<string, any>)) && !('ended_at' in (value as Record<string, any>))) || ((value as Record<string, any>)['endedAt'] === undefined && (value as Record<string, any>)['ended_at'] === undefined)) return false;
    if ((!('updatedAt' in (value as Record<string, any>)) && !('updated_at' in (value as Record<string, any>))) || ((value as Record<string, any>)['updatedAt'] === undefined && (value as Record<string, any>)['updated_at'] === undefined)) return false;
    if ((!('transactionId' in (value as Record<string, any>)) && !('transaction_id' in (value as Record<string, any>))) || ((value as Record<string, any>)['transactionId'] === undefined && (value as Record<string, any>)['transaction_id'] === undefined)) return false;
    if ((!('evseId' in (value as Record<string, any>)) && !('evse_id' in (value as Record<string, any>))) || ((value as Record<string, any>)['evseId'] === undefined && (value as Record<string, any>)['evse_id'] === undefined)) return false;
    if ((!('limitKw' in (value as Record<string, any>)) && !('limit_kw' in (value as Record<string, any>))) || ((value as Record<string, any>)['limitKw'] === undefined && (value as Record<string, any>)['limit_kw'] === undefined)) return false;
    return true;
}

export function SessionFromJSON(json: any): Session {
    return SessionFromJSONTyped(json, false);
}

export function SessionFromJSONTyped(json: any, ignoreDiscriminator: boolean): Session {
    if (json == null) {
        return json;
    }
    return {
        
        'id': json['id'],
        'object': json['object'],
        'organizationId': json['organization_id'],
        'assetId': json['asset_id'],
        'siteId': json['site_id'],
        'status': json['status'],
        'reference': json['reference'],
        'energyKwh': json['energy_kwh'],
        'stopReason': json['stop_reason'],
        'stopReasonCode': json['stop_reason_code'] === undefined ? undefined : json['stop_reason_code'] === null ? null : json['stop_reason_code'],
        'stationStopReason': json['station_stop_reason'],
        'energyFinal': json['energy_final'],
        'startedAt': json['started_at'],
        'endedAt': json['ended_at'],
        'updatedAt': json['updated_at'],
        'transactionId': json['transaction_id'],
        'evseId': json['evse_id'],
        'limitKw': json['limit_kw'],
    };
}

export function SessionToJSON(json: any): Session {
    return SessionToJSONTyped(json, false);
}

export function SessionToJSONTyped(value?: Session | null, ignoreDiscriminator: boolean = false): any {
    if (value == null) {
        return value;
    }

    return {
        
        'id': value['id'],
        'object': value['object'],
        'organization_id': value['organizationId'],
        'asset_id': value['assetId'],
        'site_id': value['siteId'],
        'status': value['status'],
        'reference': value['reference'],
        'energy_kwh': value['energyKwh'],
        'stop_reason': value['stopReason'],
        'stop_reason_code': value['stopReasonCode'],
        'station_stop_reason': value['stationStopReason'],
        'energy_final': value['energyFinal'],
        'started_at': value['startedAt'],
        'ended_at': value['endedAt'],
        'updated_at': value['updatedAt'],
        'transaction_id': value['transactionId'],
        'evse_id': value['evseId'],
        'limit_kw': value['limitKw'],
    };
}

