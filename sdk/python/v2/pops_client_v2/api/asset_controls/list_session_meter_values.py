from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.list_session_meter_values_xapi_version import ListSessionMeterValuesXAPIVersion
from ...models.meter_value_list import MeterValueList
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime



def _get_kwargs(
    session_id: UUID,
    *,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    atgte: datetime.datetime | Unset = UNSET,
    atgt: datetime.datetime | Unset = UNSET,
    atlte: datetime.datetime | Unset = UNSET,
    atlt: datetime.datetime | Unset = UNSET,
    x_api_version: ListSessionMeterValuesXAPIVersion | Unset = UNSET,
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
        "url": "/asset-controls/sessions/{session_id}/meter-values".format(session_id=quote(str(session_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | MeterValueList | None:
    if response.status_code == 200:
        response_200 = MeterValueList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | MeterValueList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    session_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    atgte: datetime.datetime | Unset = UNSET,
    atgt: datetime.datetime | Unset = UNSET,
    atlte: datetime.datetime | Unset = UNSET,
    atlt: datetime.datetime | Unset = UNSET,
    x_api_version: ListSessionMeterValuesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | MeterValueList]:
    """ Read a session's meter readings

     The session's meter time series: each reading its station sent (energy delivered so far, and the
    power and the vehicle's state of charge when the station sent them), oldest first, kept as long as
    the event history (400 days). Cursor pagination in every version, as the session list. The gateway
    writes readings in batches with the session (every 15th reading by default, a quarter hour after the
    last write, at any other change of the session and when the station disconnects), so the newest
    readings of a charging session may not be here yet; a session without a station (or whose station
    sent no readings) has none. `at` ranges keep the readings taken in them; the series is kept in the
    order it was written, not by time, so a range late in a long session passes over the readings before
    it (a page that spends its budget of 1,000 readings is short, even empty, with a cursor). Read as
    the session is: another organization's session, or one at a site the caller is not assigned to, is
    refused as `GET /asset-controls/sessions/{session_id}` refuses it. Requires `read:sessions`.

    Args:
        session_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        x_api_version (ListSessionMeterValuesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | MeterValueList]
     """


    kwargs = _get_kwargs(
        session_id=session_id,
limit=limit,
cursor=cursor,
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
    session_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    atgte: datetime.datetime | Unset = UNSET,
    atgt: datetime.datetime | Unset = UNSET,
    atlte: datetime.datetime | Unset = UNSET,
    atlt: datetime.datetime | Unset = UNSET,
    x_api_version: ListSessionMeterValuesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | MeterValueList | None:
    """ Read a session's meter readings

     The session's meter time series: each reading its station sent (energy delivered so far, and the
    power and the vehicle's state of charge when the station sent them), oldest first, kept as long as
    the event history (400 days). Cursor pagination in every version, as the session list. The gateway
    writes readings in batches with the session (every 15th reading by default, a quarter hour after the
    last write, at any other change of the session and when the station disconnects), so the newest
    readings of a charging session may not be here yet; a session without a station (or whose station
    sent no readings) has none. `at` ranges keep the readings taken in them; the series is kept in the
    order it was written, not by time, so a range late in a long session passes over the readings before
    it (a page that spends its budget of 1,000 readings is short, even empty, with a cursor). Read as
    the session is: another organization's session, or one at a site the caller is not assigned to, is
    refused as `GET /asset-controls/sessions/{session_id}` refuses it. Requires `read:sessions`.

    Args:
        session_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        x_api_version (ListSessionMeterValuesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | MeterValueList
     """


    return sync_detailed(
        session_id=session_id,
client=client,
limit=limit,
cursor=cursor,
atgte=atgte,
atgt=atgt,
atlte=atlte,
atlt=atlt,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    session_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    atgte: datetime.datetime | Unset = UNSET,
    atgt: datetime.datetime | Unset = UNSET,
    atlte: datetime.datetime | Unset = UNSET,
    atlt: datetime.datetime | Unset = UNSET,
    x_api_version: ListSessionMeterValuesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | MeterValueList]:
    """ Read a session's meter readings

     The session's meter time series: each reading its station sent (energy delivered so far, and the
    power and the vehicle's state of charge when the station sent them), oldest first, kept as long as
    the event history (400 days). Cursor pagination in every version, as the session list. The gateway
    writes readings in batches with the session (every 15th reading by default, a quarter hour after the
    last write, at any other change of the session and when the station disconnects), so the newest
    readings of a charging session may not be here yet; a session without a station (or whose station
    sent no readings) has none. `at` ranges keep the readings taken in them; the series is kept in the
    order it was written, not by time, so a range late in a long session passes over the readings before
    it (a page that spends its budget of 1,000 readings is short, even empty, with a cursor). Read as
    the session is: another organization's session, or one at a site the caller is not assigned to, is
    refused as `GET /asset-controls/sessions/{session_id}` refuses it. Requires `read:sessions`.

    Args:
        session_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        x_api_version (ListSessionMeterValuesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | MeterValueList]
     """


    kwargs = _get_kwargs(
        session_id=session_id,
limit=limit,
cursor=cursor,
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
    session_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    atgte: datetime.datetime | Unset = UNSET,
    atgt: datetime.datetime | Unset = UNSET,
    atlte: datetime.datetime | Unset = UNSET,
    atlt: datetime.datetime | Unset = UNSET,
    x_api_version: ListSessionMeterValuesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | MeterValueList | None:
    """ Read a session's meter readings

     The session's meter time series: each reading its station sent (energy delivered so far, and the
    power and the vehicle's state of charge when the station sent them), oldest first, kept as long as
    the event history (400 days). Cursor pagination in every version, as the session list. The gateway
    writes readings in batches with the session (every 15th reading by default, a quarter hour after the
    last write, at any other change of the session and when the station disconnects), so the newest
    readings of a charging session may not be here yet; a session without a station (or whose station
    sent no readings) has none. `at` ranges keep the readings taken in them; the series is kept in the
    order it was written, not by time, so a range late in a long session passes over the readings before
    it (a page that spends its budget of 1,000 readings is short, even empty, with a cursor). Read as
    the session is: another organization's session, or one at a site the caller is not assigned to, is
    refused as `GET /asset-controls/sessions/{session_id}` refuses it. Requires `read:sessions`.

    Args:
        session_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a fraction
            covers its whole second).
        x_api_version (ListSessionMeterValuesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | MeterValueList
     """


    return (await asyncio_detailed(
        session_id=session_id,
client=client,
limit=limit,
cursor=cursor,
atgte=atgte,
atgt=atgt,
atlte=atlte,
atlt=atlt,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
