from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.request_station_log_xapi_version import RequestStationLogXAPIVersion
from ...models.station_log_envelope import StationLogEnvelope
from ...models.station_log_request import StationLogRequest
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    asset_id: UUID,
    *,
    body: StationLogRequest | Unset = UNSET,
    x_api_version: RequestStationLogXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_api_version, Unset):
        headers["X-API-Version"] = str(x_api_version)


    if not isinstance(x_debug, Unset):
        headers["X-Debug"] = x_debug

    if not isinstance(x_request_id, Unset):
        headers["X-Request-Id"] = x_request_id



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/inventory-service/assets/{asset_id}/station/logs".format(asset_id=quote(str(asset_id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | StationLogEnvelope | None:
    if response.status_code == 202:
        response_202 = StationLogEnvelope.from_dict(response.json())



        return response_202

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ErrorResponse.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ErrorResponse.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = ErrorResponse.from_dict(response.json())



        return response_409

    if response.status_code == 410:
        response_410 = ErrorResponse.from_dict(response.json())



        return response_410

    if response.status_code == 422:
        response_422 = ErrorResponse.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ErrorResponse.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorResponse.from_dict(response.json())



        return response_500

    if response.status_code == 502:
        response_502 = ErrorResponse.from_dict(response.json())



        return response_502

    if response.status_code == 503:
        response_503 = ErrorResponse.from_dict(response.json())



        return response_503

    if response.status_code == 504:
        response_504 = ErrorResponse.from_dict(response.json())



        return response_504

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | StationLogEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    asset_id: UUID,
    *,
    client: AuthenticatedClient,
    body: StationLogRequest | Unset = UNSET,
    x_api_version: RequestStationLogXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | StationLogEnvelope]:
    """ Ask a station for its diagnostics log

     The connected station is asked to upload its diagnostics log (2.0.1 GetLog with `logType`
    `DiagnosticsLog`, 1.6 GetDiagnostics) to a location the platform issues for this one request: the
    gateway's `https://<stations' host>/station-logs/<token>` (PUT, or POST raw or multipart), valid for
    an hour, which keeps the file in the logs bucket (locally the runner's directory). 202 with the
    request once the station accepted; its LogStatusNotification or DiagnosticsStatusNotification then
    moves `status` (`requested`, `uploading`, `uploaded`, `failed`). A station that is offline or
    rejects the request (a 1.6 station that names no file has nothing to give) is 409 `CONFLICT`
    (`station_offline`, `station_rejected` with its `status`) and leaves no record; no answer in time is
    504, a CALLERROR or a malformed answer 502, no upload location 503. Nothing is written or sent, 409
    `CONFLICT`, while the station's newest request is still open (`log_request_pending`), once the
    organization asked for 200 logs this UTC day (`log_request_daily_cap`), or when the location would
    be longer than a 2.0.1 station takes (`log_location_too_long`, 512 characters: a guard the gateway's
    short URL does not reach). The caller must be assigned to the asset's site (403 otherwise, even for
    an organization-visible asset). Requires `admin:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (RequestStationLogXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (StationLogRequest | Unset): The period of the log asked for; both ends optional (the
            whole log without them).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | StationLogEnvelope]
     """


    kwargs = _get_kwargs(
        asset_id=asset_id,
body=body,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    asset_id: UUID,
    *,
    client: AuthenticatedClient,
    body: StationLogRequest | Unset = UNSET,
    x_api_version: RequestStationLogXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | StationLogEnvelope | None:
    """ Ask a station for its diagnostics log

     The connected station is asked to upload its diagnostics log (2.0.1 GetLog with `logType`
    `DiagnosticsLog`, 1.6 GetDiagnostics) to a location the platform issues for this one request: the
    gateway's `https://<stations' host>/station-logs/<token>` (PUT, or POST raw or multipart), valid for
    an hour, which keeps the file in the logs bucket (locally the runner's directory). 202 with the
    request once the station accepted; its LogStatusNotification or DiagnosticsStatusNotification then
    moves `status` (`requested`, `uploading`, `uploaded`, `failed`). A station that is offline or
    rejects the request (a 1.6 station that names no file has nothing to give) is 409 `CONFLICT`
    (`station_offline`, `station_rejected` with its `status`) and leaves no record; no answer in time is
    504, a CALLERROR or a malformed answer 502, no upload location 503. Nothing is written or sent, 409
    `CONFLICT`, while the station's newest request is still open (`log_request_pending`), once the
    organization asked for 200 logs this UTC day (`log_request_daily_cap`), or when the location would
    be longer than a 2.0.1 station takes (`log_location_too_long`, 512 characters: a guard the gateway's
    short URL does not reach). The caller must be assigned to the asset's site (403 otherwise, even for
    an organization-visible asset). Requires `admin:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (RequestStationLogXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (StationLogRequest | Unset): The period of the log asked for; both ends optional (the
            whole log without them).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | StationLogEnvelope
     """


    return sync_detailed(
        asset_id=asset_id,
client=client,
body=body,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    asset_id: UUID,
    *,
    client: AuthenticatedClient,
    body: StationLogRequest | Unset = UNSET,
    x_api_version: RequestStationLogXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | StationLogEnvelope]:
    """ Ask a station for its diagnostics log

     The connected station is asked to upload its diagnostics log (2.0.1 GetLog with `logType`
    `DiagnosticsLog`, 1.6 GetDiagnostics) to a location the platform issues for this one request: the
    gateway's `https://<stations' host>/station-logs/<token>` (PUT, or POST raw or multipart), valid for
    an hour, which keeps the file in the logs bucket (locally the runner's directory). 202 with the
    request once the station accepted; its LogStatusNotification or DiagnosticsStatusNotification then
    moves `status` (`requested`, `uploading`, `uploaded`, `failed`). A station that is offline or
    rejects the request (a 1.6 station that names no file has nothing to give) is 409 `CONFLICT`
    (`station_offline`, `station_rejected` with its `status`) and leaves no record; no answer in time is
    504, a CALLERROR or a malformed answer 502, no upload location 503. Nothing is written or sent, 409
    `CONFLICT`, while the station's newest request is still open (`log_request_pending`), once the
    organization asked for 200 logs this UTC day (`log_request_daily_cap`), or when the location would
    be longer than a 2.0.1 station takes (`log_location_too_long`, 512 characters: a guard the gateway's
    short URL does not reach). The caller must be assigned to the asset's site (403 otherwise, even for
    an organization-visible asset). Requires `admin:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (RequestStationLogXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (StationLogRequest | Unset): The period of the log asked for; both ends optional (the
            whole log without them).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | StationLogEnvelope]
     """


    kwargs = _get_kwargs(
        asset_id=asset_id,
body=body,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    asset_id: UUID,
    *,
    client: AuthenticatedClient,
    body: StationLogRequest | Unset = UNSET,
    x_api_version: RequestStationLogXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | StationLogEnvelope | None:
    """ Ask a station for its diagnostics log

     The connected station is asked to upload its diagnostics log (2.0.1 GetLog with `logType`
    `DiagnosticsLog`, 1.6 GetDiagnostics) to a location the platform issues for this one request: the
    gateway's `https://<stations' host>/station-logs/<token>` (PUT, or POST raw or multipart), valid for
    an hour, which keeps the file in the logs bucket (locally the runner's directory). 202 with the
    request once the station accepted; its LogStatusNotification or DiagnosticsStatusNotification then
    moves `status` (`requested`, `uploading`, `uploaded`, `failed`). A station that is offline or
    rejects the request (a 1.6 station that names no file has nothing to give) is 409 `CONFLICT`
    (`station_offline`, `station_rejected` with its `status`) and leaves no record; no answer in time is
    504, a CALLERROR or a malformed answer 502, no upload location 503. Nothing is written or sent, 409
    `CONFLICT`, while the station's newest request is still open (`log_request_pending`), once the
    organization asked for 200 logs this UTC day (`log_request_daily_cap`), or when the location would
    be longer than a 2.0.1 station takes (`log_location_too_long`, 512 characters: a guard the gateway's
    short URL does not reach). The caller must be assigned to the asset's site (403 otherwise, even for
    an organization-visible asset). Requires `admin:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (RequestStationLogXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (StationLogRequest | Unset): The period of the log asked for; both ends optional (the
            whole log without them).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | StationLogEnvelope
     """


    return (await asyncio_detailed(
        asset_id=asset_id,
client=client,
body=body,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
