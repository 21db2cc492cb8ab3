from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delivery_list import DeliveryList
from ...models.error_response import ErrorResponse
from ...models.list_webhook_deliveries_event_type import ListWebhookDeliveriesEventType
from ...models.list_webhook_deliveries_event_typeeq import ListWebhookDeliveriesEventTypeeq
from ...models.list_webhook_deliveries_event_typene import ListWebhookDeliveriesEventTypene
from ...models.list_webhook_deliveries_sort import ListWebhookDeliveriesSort
from ...models.list_webhook_deliveries_status import ListWebhookDeliveriesStatus
from ...models.list_webhook_deliveries_statuseq import ListWebhookDeliveriesStatuseq
from ...models.list_webhook_deliveries_statusne import ListWebhookDeliveriesStatusne
from ...models.list_webhook_deliveries_xapi_version import ListWebhookDeliveriesXAPIVersion
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    webhook_id: str,
    *,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListWebhookDeliveriesSort | Unset = ListWebhookDeliveriesSort.VALUE_1,
    created_at: str | Unset = UNSET,
    created_ateq: str | Unset = UNSET,
    created_atne: str | Unset = UNSET,
    created_atgt: str | Unset = UNSET,
    created_atgte: str | Unset = UNSET,
    created_atlt: str | Unset = UNSET,
    created_atlte: str | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    status: ListWebhookDeliveriesStatus | Unset = UNSET,
    statuseq: ListWebhookDeliveriesStatuseq | Unset = UNSET,
    statusne: ListWebhookDeliveriesStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    event_type: ListWebhookDeliveriesEventType | Unset = UNSET,
    event_typeeq: ListWebhookDeliveriesEventTypeeq | Unset = UNSET,
    event_typene: ListWebhookDeliveriesEventTypene | Unset = UNSET,
    event_typein: str | Unset = UNSET,
    x_api_version: ListWebhookDeliveriesXAPIVersion | Unset = UNSET,
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

    params["created_at"] = created_at

    params["created_at[eq]"] = created_ateq

    params["created_at[ne]"] = created_atne

    params["created_at[gt]"] = created_atgt

    params["created_at[gte]"] = created_atgte

    params["created_at[lt]"] = created_atlt

    params["created_at[lte]"] = created_atlte

    params["created_at[in]"] = created_atin

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_statuseq: str | Unset = UNSET
    if not isinstance(statuseq, Unset):
        json_statuseq = statuseq.value

    params["status[eq]"] = json_statuseq

    json_statusne: str | Unset = UNSET
    if not isinstance(statusne, Unset):
        json_statusne = statusne.value

    params["status[ne]"] = json_statusne

    params["status[in]"] = statusin

    json_event_type: str | Unset = UNSET
    if not isinstance(event_type, Unset):
        json_event_type = event_type.value

    params["event_type"] = json_event_type

    json_event_typeeq: str | Unset = UNSET
    if not isinstance(event_typeeq, Unset):
        json_event_typeeq = event_typeeq.value

    params["event_type[eq]"] = json_event_typeeq

    json_event_typene: str | Unset = UNSET
    if not isinstance(event_typene, Unset):
        json_event_typene = event_typene.value

    params["event_type[ne]"] = json_event_typene

    params["event_type[in]"] = event_typein


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/webhooks/{webhook_id}/deliveries".format(webhook_id=quote(str(webhook_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DeliveryList | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = DeliveryList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DeliveryList | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListWebhookDeliveriesSort | Unset = ListWebhookDeliveriesSort.VALUE_1,
    created_at: str | Unset = UNSET,
    created_ateq: str | Unset = UNSET,
    created_atne: str | Unset = UNSET,
    created_atgt: str | Unset = UNSET,
    created_atgte: str | Unset = UNSET,
    created_atlt: str | Unset = UNSET,
    created_atlte: str | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    status: ListWebhookDeliveriesStatus | Unset = UNSET,
    statuseq: ListWebhookDeliveriesStatuseq | Unset = UNSET,
    statusne: ListWebhookDeliveriesStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    event_type: ListWebhookDeliveriesEventType | Unset = UNSET,
    event_typeeq: ListWebhookDeliveriesEventTypeeq | Unset = UNSET,
    event_typene: ListWebhookDeliveriesEventTypene | Unset = UNSET,
    event_typein: str | Unset = UNSET,
    x_api_version: ListWebhookDeliveriesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[DeliveryList | ErrorResponse]:
    """ List a webhook's deliveries

     Every delivery with its attempts, newest first; cursor pagination in every version. Requires
    `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are non-empty
    and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListWebhookDeliveriesSort | Unset):  Default: ListWebhookDeliveriesSort.VALUE_1.
        created_at (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers its
            whole second).
        created_ateq (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atne (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atgt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atgte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atlt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atlte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListWebhookDeliveriesStatus | Unset):
        statuseq (ListWebhookDeliveriesStatuseq | Unset):
        statusne (ListWebhookDeliveriesStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        event_type (ListWebhookDeliveriesEventType | Unset):
        event_typeeq (ListWebhookDeliveriesEventTypeeq | Unset):
        event_typene (ListWebhookDeliveriesEventTypene | Unset):
        event_typein (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListWebhookDeliveriesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryList | ErrorResponse]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
limit=limit,
cursor=cursor,
sort=sort,
created_at=created_at,
created_ateq=created_ateq,
created_atne=created_atne,
created_atgt=created_atgt,
created_atgte=created_atgte,
created_atlt=created_atlt,
created_atlte=created_atlte,
created_atin=created_atin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
event_type=event_type,
event_typeeq=event_typeeq,
event_typene=event_typene,
event_typein=event_typein,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListWebhookDeliveriesSort | Unset = ListWebhookDeliveriesSort.VALUE_1,
    created_at: str | Unset = UNSET,
    created_ateq: str | Unset = UNSET,
    created_atne: str | Unset = UNSET,
    created_atgt: str | Unset = UNSET,
    created_atgte: str | Unset = UNSET,
    created_atlt: str | Unset = UNSET,
    created_atlte: str | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    status: ListWebhookDeliveriesStatus | Unset = UNSET,
    statuseq: ListWebhookDeliveriesStatuseq | Unset = UNSET,
    statusne: ListWebhookDeliveriesStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    event_type: ListWebhookDeliveriesEventType | Unset = UNSET,
    event_typeeq: ListWebhookDeliveriesEventTypeeq | Unset = UNSET,
    event_typene: ListWebhookDeliveriesEventTypene | Unset = UNSET,
    event_typein: str | Unset = UNSET,
    x_api_version: ListWebhookDeliveriesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> DeliveryList | ErrorResponse | None:
    """ List a webhook's deliveries

     Every delivery with its attempts, newest first; cursor pagination in every version. Requires
    `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are non-empty
    and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListWebhookDeliveriesSort | Unset):  Default: ListWebhookDeliveriesSort.VALUE_1.
        created_at (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers its
            whole second).
        created_ateq (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atne (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atgt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atgte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atlt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atlte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListWebhookDeliveriesStatus | Unset):
        statuseq (ListWebhookDeliveriesStatuseq | Unset):
        statusne (ListWebhookDeliveriesStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        event_type (ListWebhookDeliveriesEventType | Unset):
        event_typeeq (ListWebhookDeliveriesEventTypeeq | Unset):
        event_typene (ListWebhookDeliveriesEventTypene | Unset):
        event_typein (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListWebhookDeliveriesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryList | ErrorResponse
     """


    return sync_detailed(
        webhook_id=webhook_id,
client=client,
limit=limit,
cursor=cursor,
sort=sort,
created_at=created_at,
created_ateq=created_ateq,
created_atne=created_atne,
created_atgt=created_atgt,
created_atgte=created_atgte,
created_atlt=created_atlt,
created_atlte=created_atlte,
created_atin=created_atin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
event_type=event_type,
event_typeeq=event_typeeq,
event_typene=event_typene,
event_typein=event_typein,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListWebhookDeliveriesSort | Unset = ListWebhookDeliveriesSort.VALUE_1,
    created_at: str | Unset = UNSET,
    created_ateq: str | Unset = UNSET,
    created_atne: str | Unset = UNSET,
    created_atgt: str | Unset = UNSET,
    created_atgte: str | Unset = UNSET,
    created_atlt: str | Unset = UNSET,
    created_atlte: str | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    status: ListWebhookDeliveriesStatus | Unset = UNSET,
    statuseq: ListWebhookDeliveriesStatuseq | Unset = UNSET,
    statusne: ListWebhookDeliveriesStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    event_type: ListWebhookDeliveriesEventType | Unset = UNSET,
    event_typeeq: ListWebhookDeliveriesEventTypeeq | Unset = UNSET,
    event_typene: ListWebhookDeliveriesEventTypene | Unset = UNSET,
    event_typein: str | Unset = UNSET,
    x_api_version: ListWebhookDeliveriesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[DeliveryList | ErrorResponse]:
    """ List a webhook's deliveries

     Every delivery with its attempts, newest first; cursor pagination in every version. Requires
    `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are non-empty
    and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListWebhookDeliveriesSort | Unset):  Default: ListWebhookDeliveriesSort.VALUE_1.
        created_at (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers its
            whole second).
        created_ateq (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atne (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atgt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atgte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atlt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atlte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListWebhookDeliveriesStatus | Unset):
        statuseq (ListWebhookDeliveriesStatuseq | Unset):
        statusne (ListWebhookDeliveriesStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        event_type (ListWebhookDeliveriesEventType | Unset):
        event_typeeq (ListWebhookDeliveriesEventTypeeq | Unset):
        event_typene (ListWebhookDeliveriesEventTypene | Unset):
        event_typein (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListWebhookDeliveriesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryList | ErrorResponse]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
limit=limit,
cursor=cursor,
sort=sort,
created_at=created_at,
created_ateq=created_ateq,
created_atne=created_atne,
created_atgt=created_atgt,
created_atgte=created_atgte,
created_atlt=created_atlt,
created_atlte=created_atlte,
created_atin=created_atin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
event_type=event_type,
event_typeeq=event_typeeq,
event_typene=event_typene,
event_typein=event_typein,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListWebhookDeliveriesSort | Unset = ListWebhookDeliveriesSort.VALUE_1,
    created_at: str | Unset = UNSET,
    created_ateq: str | Unset = UNSET,
    created_atne: str | Unset = UNSET,
    created_atgt: str | Unset = UNSET,
    created_atgte: str | Unset = UNSET,
    created_atlt: str | Unset = UNSET,
    created_atlte: str | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    status: ListWebhookDeliveriesStatus | Unset = UNSET,
    statuseq: ListWebhookDeliveriesStatuseq | Unset = UNSET,
    statusne: ListWebhookDeliveriesStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    event_type: ListWebhookDeliveriesEventType | Unset = UNSET,
    event_typeeq: ListWebhookDeliveriesEventTypeeq | Unset = UNSET,
    event_typene: ListWebhookDeliveriesEventTypene | Unset = UNSET,
    event_typein: str | Unset = UNSET,
    x_api_version: ListWebhookDeliveriesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> DeliveryList | ErrorResponse | None:
    """ List a webhook's deliveries

     Every delivery with its attempts, newest first; cursor pagination in every version. Requires
    `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are non-empty
    and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListWebhookDeliveriesSort | Unset):  Default: ListWebhookDeliveriesSort.VALUE_1.
        created_at (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers its
            whole second).
        created_ateq (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atne (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atgt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atgte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atlt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atlte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        created_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListWebhookDeliveriesStatus | Unset):
        statuseq (ListWebhookDeliveriesStatuseq | Unset):
        statusne (ListWebhookDeliveriesStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        event_type (ListWebhookDeliveriesEventType | Unset):
        event_typeeq (ListWebhookDeliveriesEventTypeeq | Unset):
        event_typene (ListWebhookDeliveriesEventTypene | Unset):
        event_typein (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListWebhookDeliveriesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryList | ErrorResponse
     """


    return (await asyncio_detailed(
        webhook_id=webhook_id,
client=client,
limit=limit,
cursor=cursor,
sort=sort,
created_at=created_at,
created_ateq=created_ateq,
created_atne=created_atne,
created_atgt=created_atgt,
created_atgte=created_atgte,
created_atlt=created_atlt,
created_atlte=created_atlte,
created_atin=created_atin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
event_type=event_type,
event_typeeq=event_typeeq,
event_typene=event_typene,
event_typein=event_typein,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
