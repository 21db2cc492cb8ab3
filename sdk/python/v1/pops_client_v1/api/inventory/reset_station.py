from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.reset_station_xapi_version import ResetStationXAPIVersion
from ...models.station_command_envelope import StationCommandEnvelope
from ...models.station_reset import StationReset
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    asset_id: str,
    *,
    body: StationReset,
    x_api_version: ResetStationXAPIVersion | Unset = UNSET,
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
        "url": "/inventory-service/assets/{asset_id}/station/reset".format(asset_id=quote(str(asset_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | StationCommandEnvelope | None:
    if response.status_code == 200:
        response_200 = StationCommandEnvelope.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | StationCommandEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    asset_id: str,
    *,
    client: AuthenticatedClient,
    body: StationReset,
    x_api_version: ResetStationXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | StationCommandEnvelope]:
    """ Reset (reboot) a station

     OCPP 2.0.1 Reset (Immediate, or OnIdle with `on_idle`), 1.6 Reset (Soft or Hard; 1.6 cannot wait for
    idle: 409 `station_unsupported`). A reset at once while a session is open on the station is 409
    `session_open`; with `on_idle` the station's `Scheduled` is the answer. The station must be
    connected (409 `station_offline` otherwise); a refusal by the station is 409 `station_rejected` with
    its `status`, a station that does not answer in time 504, a CALLERROR or an answer outside its
    schema 502, a gateway at its bound 503 with `Retry-After`. Recorded as a `station_command` event.
    Site-based access control applies as to the station's credential. Requires `admin:assets`.

    Args:
        asset_id (str): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62 digits
            (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        x_api_version (ResetStationXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (StationReset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | StationCommandEnvelope]
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
    asset_id: str,
    *,
    client: AuthenticatedClient,
    body: StationReset,
    x_api_version: ResetStationXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | StationCommandEnvelope | None:
    """ Reset (reboot) a station

     OCPP 2.0.1 Reset (Immediate, or OnIdle with `on_idle`), 1.6 Reset (Soft or Hard; 1.6 cannot wait for
    idle: 409 `station_unsupported`). A reset at once while a session is open on the station is 409
    `session_open`; with `on_idle` the station's `Scheduled` is the answer. The station must be
    connected (409 `station_offline` otherwise); a refusal by the station is 409 `station_rejected` with
    its `status`, a station that does not answer in time 504, a CALLERROR or an answer outside its
    schema 502, a gateway at its bound 503 with `Retry-After`. Recorded as a `station_command` event.
    Site-based access control applies as to the station's credential. Requires `admin:assets`.

    Args:
        asset_id (str): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62 digits
            (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        x_api_version (ResetStationXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (StationReset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | StationCommandEnvelope
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
    asset_id: str,
    *,
    client: AuthenticatedClient,
    body: StationReset,
    x_api_version: ResetStationXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | StationCommandEnvelope]:
    """ Reset (reboot) a station

     OCPP 2.0.1 Reset (Immediate, or OnIdle with `on_idle`), 1.6 Reset (Soft or Hard; 1.6 cannot wait for
    idle: 409 `station_unsupported`). A reset at once while a session is open on the station is 409
    `session_open`; with `on_idle` the station's `Scheduled` is the answer. The station must be
    connected (409 `station_offline` otherwise); a refusal by the station is 409 `station_rejected` with
    its `status`, a station that does not answer in time 504, a CALLERROR or an answer outside its
    schema 502, a gateway at its bound 503 with `Retry-After`. Recorded as a `station_command` event.
    Site-based access control applies as to the station's credential. Requires `admin:assets`.

    Args:
        asset_id (str): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62 digits
            (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        x_api_version (ResetStationXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (StationReset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | StationCommandEnvelope]
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
    asset_id: str,
    *,
    client: AuthenticatedClient,
    body: StationReset,
    x_api_version: ResetStationXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | StationCommandEnvelope | None:
    """ Reset (reboot) a station

     OCPP 2.0.1 Reset (Immediate, or OnIdle with `on_idle`), 1.6 Reset (Soft or Hard; 1.6 cannot wait for
    idle: 409 `station_unsupported`). A reset at once while a session is open on the station is 409
    `session_open`; with `on_idle` the station's `Scheduled` is the answer. The station must be
    connected (409 `station_offline` otherwise); a refusal by the station is 409 `station_rejected` with
    its `status`, a station that does not answer in time 504, a CALLERROR or an answer outside its
    schema 502, a gateway at its bound 503 with `Retry-After`. Recorded as a `station_command` event.
    Site-based access control applies as to the station's credential. Requires `admin:assets`.

    Args:
        asset_id (str): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62 digits
            (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        x_api_version (ResetStationXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (StationReset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | StationCommandEnvelope
     """


    return (await asyncio_detailed(
        asset_id=asset_id,
client=client,
body=body,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
