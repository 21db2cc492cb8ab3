from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.list_station_logs_status import ListStationLogsStatus
from ...models.list_station_logs_xapi_version import ListStationLogsXAPIVersion
from ...models.station_log_list import StationLogList
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    asset_id: UUID,
    *,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    status: ListStationLogsStatus | Unset = UNSET,
    x_api_version: ListStationLogsXAPIVersion | Unset = UNSET,
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



    

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/inventory-service/assets/{asset_id}/station/logs".format(asset_id=quote(str(asset_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | StationLogList | None:
    if response.status_code == 200:
        response_200 = StationLogList.from_dict(response.json())



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

    if response.status_code == 410:
        response_410 = ErrorResponse.from_dict(response.json())



        return response_410

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | StationLogList]:
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
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    status: ListStationLogsStatus | Unset = UNSET,
    x_api_version: ListStationLogsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | StationLogList]:
    """ List a station's log requests

     The station's log requests, newest first; cursor pagination in every version. Each has a
    `download_url` (pre-signed, valid for 5 minutes, an `application/octet-stream` attachment) once
    uploaded, for callers who may write the station (`admin:assets` and assigned to its site); null for
    others, since a log may hold the station's secrets or id tokens. Requests and their files are
    removed 30 days after they were made. Site-based access control applies as to the asset. Requires
    `read:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        status (ListStationLogsStatus | Unset):
        x_api_version (ListStationLogsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | StationLogList]
     """


    kwargs = _get_kwargs(
        asset_id=asset_id,
limit=limit,
cursor=cursor,
status=status,
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
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    status: ListStationLogsStatus | Unset = UNSET,
    x_api_version: ListStationLogsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | StationLogList | None:
    """ List a station's log requests

     The station's log requests, newest first; cursor pagination in every version. Each has a
    `download_url` (pre-signed, valid for 5 minutes, an `application/octet-stream` attachment) once
    uploaded, for callers who may write the station (`admin:assets` and assigned to its site); null for
    others, since a log may hold the station's secrets or id tokens. Requests and their files are
    removed 30 days after they were made. Site-based access control applies as to the asset. Requires
    `read:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        status (ListStationLogsStatus | Unset):
        x_api_version (ListStationLogsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | StationLogList
     """


    return sync_detailed(
        asset_id=asset_id,
client=client,
limit=limit,
cursor=cursor,
status=status,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    asset_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    status: ListStationLogsStatus | Unset = UNSET,
    x_api_version: ListStationLogsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | StationLogList]:
    """ List a station's log requests

     The station's log requests, newest first; cursor pagination in every version. Each has a
    `download_url` (pre-signed, valid for 5 minutes, an `application/octet-stream` attachment) once
    uploaded, for callers who may write the station (`admin:assets` and assigned to its site); null for
    others, since a log may hold the station's secrets or id tokens. Requests and their files are
    removed 30 days after they were made. Site-based access control applies as to the asset. Requires
    `read:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        status (ListStationLogsStatus | Unset):
        x_api_version (ListStationLogsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | StationLogList]
     """


    kwargs = _get_kwargs(
        asset_id=asset_id,
limit=limit,
cursor=cursor,
status=status,
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
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    status: ListStationLogsStatus | Unset = UNSET,
    x_api_version: ListStationLogsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | StationLogList | None:
    """ List a station's log requests

     The station's log requests, newest first; cursor pagination in every version. Each has a
    `download_url` (pre-signed, valid for 5 minutes, an `application/octet-stream` attachment) once
    uploaded, for callers who may write the station (`admin:assets` and assigned to its site); null for
    others, since a log may hold the station's secrets or id tokens. Requests and their files are
    removed 30 days after they were made. Site-based access control applies as to the asset. Requires
    `read:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        status (ListStationLogsStatus | Unset):
        x_api_version (ListStationLogsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | StationLogList
     """


    return (await asyncio_detailed(
        asset_id=asset_id,
client=client,
limit=limit,
cursor=cursor,
status=status,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
