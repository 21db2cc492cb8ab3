from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.list_station_messages_direction import ListStationMessagesDirection
from ...models.list_station_messages_sort import ListStationMessagesSort
from ...models.list_station_messages_xapi_version import ListStationMessagesXAPIVersion
from ...models.station_message_list import StationMessageList
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime



def _get_kwargs(
    asset_id: UUID,
    *,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListStationMessagesSort | Unset = ListStationMessagesSort.VALUE_1,
    action: str | Unset = UNSET,
    direction: ListStationMessagesDirection | Unset = UNSET,
    atgte: datetime.datetime | Unset = UNSET,
    atgt: datetime.datetime | Unset = UNSET,
    atlte: datetime.datetime | Unset = UNSET,
    atlt: datetime.datetime | Unset = UNSET,
    x_api_version: ListStationMessagesXAPIVersion | Unset = UNSET,
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

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort.value

    params["sort"] = json_sort

    params["action"] = action

    json_direction: str | Unset = UNSET
    if not isinstance(direction, Unset):
        json_direction = direction.value

    params["direction"] = json_direction

    json_atgte: str | Unset = UNSET
    if not isinstance(atgte, Unset):
        json_atgte = atgte.isoformat()
    params["at[gte]"] = json_atgte

    json_atgt: str | Unset = UNSET
    if not isinstance(atgt, Unset):
        json_atgt = atgt.isoformat()
    params["at[gt]"] = json_atgt

    json_atlte: str | Unset = UNSET
    if not isinstance(atlte, Unset):
        json_atlte = atlte.isoformat()
    params["at[lte]"] = json_atlte

    json_atlt: str | Unset = UNSET
    if not isinstance(atlt, Unset):
        json_atlt = atlt.isoformat()
    params["at[lt]"] = json_atlt


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/inventory-service/assets/{asset_id}/station/messages".format(asset_id=quote(str(asset_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | StationMessageList | None:
    if response.status_code == 200:
        response_200 = StationMessageList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | StationMessageList]:
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
    sort: ListStationMessagesSort | Unset = ListStationMessagesSort.VALUE_1,
    action: str | Unset = UNSET,
    direction: ListStationMessagesDirection | Unset = UNSET,
    atgte: datetime.datetime | Unset = UNSET,
    atgt: datetime.datetime | Unset = UNSET,
    atlte: datetime.datetime | Unset = UNSET,
    atlt: datetime.datetime | Unset = UNSET,
    x_api_version: ListStationMessagesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | StationMessageList]:
    """ Read the OCPP message log of an asset's station

     Every OCPP-J frame the asset's station sent and was sent, both directions, kept 7 days: what support
    reads to answer "what did the station actually send?". Newest first by default; cursor pagination in
    every version, as the event history. Frames reach the log in batches: a connection's frames are
    written once its oldest buffered frame is a flush interval old (60 s by default), sooner when its
    buffer fills, and when it disconnects, so the newest minute may not be here yet. Secret values (a
    station password pushed with SetVariables `SecurityCtrlr.BasicAuthPassword` or 1.6
    ChangeConfiguration `AuthorizationKey`) read `[redacted]`; a payload over 16 KiB of JSON is
    `{truncated: true, bytes}`, as in events; frames a connection could not keep (its memory bound) are
    counted in a `dropped` entry. Site-based access control applies as to the asset. Requires
    `read:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListStationMessagesSort | Unset):  Default: ListStationMessagesSort.VALUE_1.
        action (str | Unset):
        direction (ListStationMessagesDirection | Unset):
        atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        x_api_version (ListStationMessagesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | StationMessageList]
     """


    kwargs = _get_kwargs(
        asset_id=asset_id,
limit=limit,
cursor=cursor,
sort=sort,
action=action,
direction=direction,
atgte=atgte,
atgt=atgt,
atlte=atlte,
atlt=atlt,
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
    sort: ListStationMessagesSort | Unset = ListStationMessagesSort.VALUE_1,
    action: str | Unset = UNSET,
    direction: ListStationMessagesDirection | Unset = UNSET,
    atgte: datetime.datetime | Unset = UNSET,
    atgt: datetime.datetime | Unset = UNSET,
    atlte: datetime.datetime | Unset = UNSET,
    atlt: datetime.datetime | Unset = UNSET,
    x_api_version: ListStationMessagesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | StationMessageList | None:
    """ Read the OCPP message log of an asset's station

     Every OCPP-J frame the asset's station sent and was sent, both directions, kept 7 days: what support
    reads to answer "what did the station actually send?". Newest first by default; cursor pagination in
    every version, as the event history. Frames reach the log in batches: a connection's frames are
    written once its oldest buffered frame is a flush interval old (60 s by default), sooner when its
    buffer fills, and when it disconnects, so the newest minute may not be here yet. Secret values (a
    station password pushed with SetVariables `SecurityCtrlr.BasicAuthPassword` or 1.6
    ChangeConfiguration `AuthorizationKey`) read `[redacted]`; a payload over 16 KiB of JSON is
    `{truncated: true, bytes}`, as in events; frames a connection could not keep (its memory bound) are
    counted in a `dropped` entry. Site-based access control applies as to the asset. Requires
    `read:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListStationMessagesSort | Unset):  Default: ListStationMessagesSort.VALUE_1.
        action (str | Unset):
        direction (ListStationMessagesDirection | Unset):
        atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        x_api_version (ListStationMessagesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | StationMessageList
     """


    return sync_detailed(
        asset_id=asset_id,
client=client,
limit=limit,
cursor=cursor,
sort=sort,
action=action,
direction=direction,
atgte=atgte,
atgt=atgt,
atlte=atlte,
atlt=atlt,
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
    sort: ListStationMessagesSort | Unset = ListStationMessagesSort.VALUE_1,
    action: str | Unset = UNSET,
    direction: ListStationMessagesDirection | Unset = UNSET,
    atgte: datetime.datetime | Unset = UNSET,
    atgt: datetime.datetime | Unset = UNSET,
    atlte: datetime.datetime | Unset = UNSET,
    atlt: datetime.datetime | Unset = UNSET,
    x_api_version: ListStationMessagesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | StationMessageList]:
    """ Read the OCPP message log of an asset's station

     Every OCPP-J frame the asset's station sent and was sent, both directions, kept 7 days: what support
    reads to answer "what did the station actually send?". Newest first by default; cursor pagination in
    every version, as the event history. Frames reach the log in batches: a connection's frames are
    written once its oldest buffered frame is a flush interval old (60 s by default), sooner when its
    buffer fills, and when it disconnects, so the newest minute may not be here yet. Secret values (a
    station password pushed with SetVariables `SecurityCtrlr.BasicAuthPassword` or 1.6
    ChangeConfiguration `AuthorizationKey`) read `[redacted]`; a payload over 16 KiB of JSON is
    `{truncated: true, bytes}`, as in events; frames a connection could not keep (its memory bound) are
    counted in a `dropped` entry. Site-based access control applies as to the asset. Requires
    `read:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListStationMessagesSort | Unset):  Default: ListStationMessagesSort.VALUE_1.
        action (str | Unset):
        direction (ListStationMessagesDirection | Unset):
        atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        x_api_version (ListStationMessagesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | StationMessageList]
     """


    kwargs = _get_kwargs(
        asset_id=asset_id,
limit=limit,
cursor=cursor,
sort=sort,
action=action,
direction=direction,
atgte=atgte,
atgt=atgt,
atlte=atlte,
atlt=atlt,
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
    sort: ListStationMessagesSort | Unset = ListStationMessagesSort.VALUE_1,
    action: str | Unset = UNSET,
    direction: ListStationMessagesDirection | Unset = UNSET,
    atgte: datetime.datetime | Unset = UNSET,
    atgt: datetime.datetime | Unset = UNSET,
    atlte: datetime.datetime | Unset = UNSET,
    atlt: datetime.datetime | Unset = UNSET,
    x_api_version: ListStationMessagesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | StationMessageList | None:
    """ Read the OCPP message log of an asset's station

     Every OCPP-J frame the asset's station sent and was sent, both directions, kept 7 days: what support
    reads to answer "what did the station actually send?". Newest first by default; cursor pagination in
    every version, as the event history. Frames reach the log in batches: a connection's frames are
    written once its oldest buffered frame is a flush interval old (60 s by default), sooner when its
    buffer fills, and when it disconnects, so the newest minute may not be here yet. Secret values (a
    station password pushed with SetVariables `SecurityCtrlr.BasicAuthPassword` or 1.6
    ChangeConfiguration `AuthorizationKey`) read `[redacted]`; a payload over 16 KiB of JSON is
    `{truncated: true, bytes}`, as in events; frames a connection could not keep (its memory bound) are
    counted in a `dropped` entry. Site-based access control applies as to the asset. Requires
    `read:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListStationMessagesSort | Unset):  Default: ListStationMessagesSort.VALUE_1.
        action (str | Unset):
        direction (ListStationMessagesDirection | Unset):
        atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        x_api_version (ListStationMessagesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | StationMessageList
     """


    return (await asyncio_detailed(
        asset_id=asset_id,
client=client,
limit=limit,
cursor=cursor,
sort=sort,
action=action,
direction=direction,
atgte=atgte,
atgt=atgt,
atlte=atlte,
atlt=atlt,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
