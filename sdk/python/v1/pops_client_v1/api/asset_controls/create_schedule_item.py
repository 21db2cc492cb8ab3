from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_schedule_item_xapi_version import CreateScheduleItemXAPIVersion
from ...models.error_response import ErrorResponse
from ...models.schedule_item_create import ScheduleItemCreate
from ...models.schedule_item_envelope import ScheduleItemEnvelope
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    schedule_id: str,
    *,
    body: ScheduleItemCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateScheduleItemXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_api_version, Unset):
        headers["X-API-Version"] = str(x_api_version)


    if not isinstance(x_debug, Unset):
        headers["X-Debug"] = x_debug

    if not isinstance(x_request_id, Unset):
        headers["X-Request-Id"] = x_request_id



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/asset-controls/schedules/{schedule_id}/items".format(schedule_id=quote(str(schedule_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | ScheduleItemEnvelope | None:
    if response.status_code == 201:
        response_201 = ScheduleItemEnvelope.from_dict(response.json())



        return response_201

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | ScheduleItemEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    schedule_id: str,
    *,
    client: AuthenticatedClient,
    body: ScheduleItemCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateScheduleItemXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | ScheduleItemEnvelope]:
    """ Add an item to a schedule

     At most 50 items per schedule (409 `schedule_full`). A session action (`start_session`,
    `stop_session`) also needs `write:sessions` (403 `INSUFFICIENT_PERMISSIONS`); the caller becomes the
    item's author, under whose authority it runs. Requires `write:schedules`. Honours `Idempotency-Key`.

    Args:
        schedule_id (str): v1 form of a schedule id: `sch_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        idempotency_key (str | Unset):
        x_api_version (CreateScheduleItemXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (ScheduleItemCreate): A target (`asset_id` or `site_id`), an `action`, and when (`at`
            or `recurrence`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ScheduleItemEnvelope]
     """


    kwargs = _get_kwargs(
        schedule_id=schedule_id,
body=body,
idempotency_key=idempotency_key,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    schedule_id: str,
    *,
    client: AuthenticatedClient,
    body: ScheduleItemCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateScheduleItemXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | ScheduleItemEnvelope | None:
    """ Add an item to a schedule

     At most 50 items per schedule (409 `schedule_full`). A session action (`start_session`,
    `stop_session`) also needs `write:sessions` (403 `INSUFFICIENT_PERMISSIONS`); the caller becomes the
    item's author, under whose authority it runs. Requires `write:schedules`. Honours `Idempotency-Key`.

    Args:
        schedule_id (str): v1 form of a schedule id: `sch_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        idempotency_key (str | Unset):
        x_api_version (CreateScheduleItemXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (ScheduleItemCreate): A target (`asset_id` or `site_id`), an `action`, and when (`at`
            or `recurrence`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ScheduleItemEnvelope
     """


    return sync_detailed(
        schedule_id=schedule_id,
client=client,
body=body,
idempotency_key=idempotency_key,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    schedule_id: str,
    *,
    client: AuthenticatedClient,
    body: ScheduleItemCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateScheduleItemXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | ScheduleItemEnvelope]:
    """ Add an item to a schedule

     At most 50 items per schedule (409 `schedule_full`). A session action (`start_session`,
    `stop_session`) also needs `write:sessions` (403 `INSUFFICIENT_PERMISSIONS`); the caller becomes the
    item's author, under whose authority it runs. Requires `write:schedules`. Honours `Idempotency-Key`.

    Args:
        schedule_id (str): v1 form of a schedule id: `sch_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        idempotency_key (str | Unset):
        x_api_version (CreateScheduleItemXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (ScheduleItemCreate): A target (`asset_id` or `site_id`), an `action`, and when (`at`
            or `recurrence`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ScheduleItemEnvelope]
     """


    kwargs = _get_kwargs(
        schedule_id=schedule_id,
body=body,
idempotency_key=idempotency_key,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    schedule_id: str,
    *,
    client: AuthenticatedClient,
    body: ScheduleItemCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateScheduleItemXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | ScheduleItemEnvelope | None:
    """ Add an item to a schedule

     At most 50 items per schedule (409 `schedule_full`). A session action (`start_session`,
    `stop_session`) also needs `write:sessions` (403 `INSUFFICIENT_PERMISSIONS`); the caller becomes the
    item's author, under whose authority it runs. Requires `write:schedules`. Honours `Idempotency-Key`.

    Args:
        schedule_id (str): v1 form of a schedule id: `sch_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        idempotency_key (str | Unset):
        x_api_version (CreateScheduleItemXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (ScheduleItemCreate): A target (`asset_id` or `site_id`), an `action`, and when (`at`
            or `recurrence`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ScheduleItemEnvelope
     """


    return (await asyncio_detailed(
        schedule_id=schedule_id,
client=client,
body=body,
idempotency_key=idempotency_key,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
