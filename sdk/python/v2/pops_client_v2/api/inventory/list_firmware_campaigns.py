from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.firmware_campaign_list import FirmwareCampaignList
from ...models.list_firmware_campaigns_sort import ListFirmwareCampaignsSort
from ...models.list_firmware_campaigns_xapi_version import ListFirmwareCampaignsXAPIVersion
from ...types import UNSET, Unset
from typing import cast
import datetime



def _get_kwargs(
    *,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListFirmwareCampaignsSort | Unset = ListFirmwareCampaignsSort.VALUE_1,
    created_at: datetime.datetime | Unset = UNSET,
    created_ateq: datetime.datetime | Unset = UNSET,
    created_atne: datetime.datetime | Unset = UNSET,
    created_atgt: datetime.datetime | Unset = UNSET,
    created_atgte: datetime.datetime | Unset = UNSET,
    created_atlt: datetime.datetime | Unset = UNSET,
    created_atlte: datetime.datetime | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    x_api_version: ListFirmwareCampaignsXAPIVersion | Unset = UNSET,
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

    json_created_at: str | Unset = UNSET
    if not isinstance(created_at, Unset):
        json_created_at = created_at.isoformat()
    params["created_at"] = json_created_at

    json_created_ateq: str | Unset = UNSET
    if not isinstance(created_ateq, Unset):
        json_created_ateq = created_ateq.isoformat()
    params["created_at[eq]"] = json_created_ateq

    json_created_atne: str | Unset = UNSET
    if not isinstance(created_atne, Unset):
        json_created_atne = created_atne.isoformat()
    params["created_at[ne]"] = json_created_atne

    json_created_atgt: str | Unset = UNSET
    if not isinstance(created_atgt, Unset):
        json_created_atgt = created_atgt.isoformat()
    params["created_at[gt]"] = json_created_atgt

    json_created_atgte: str | Unset = UNSET
    if not isinstance(created_atgte, Unset):
        json_created_atgte = created_atgte.isoformat()
    params["created_at[gte]"] = json_created_atgte

    json_created_atlt: str | Unset = UNSET
    if not isinstance(created_atlt, Unset):
        json_created_atlt = created_atlt.isoformat()
    params["created_at[lt]"] = json_created_atlt

    json_created_atlte: str | Unset = UNSET
    if not isinstance(created_atlte, Unset):
        json_created_atlte = created_atlte.isoformat()
    params["created_at[lte]"] = json_created_atlte

    params["created_at[in]"] = created_atin


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/inventory-service/firmware-campaigns",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | FirmwareCampaignList | None:
    if response.status_code == 200:
        response_200 = FirmwareCampaignList.from_dict(response.json())



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

    if response.status_code == 429:
        response_429 = ErrorResponse.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorResponse.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ErrorResponse.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | FirmwareCampaignList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListFirmwareCampaignsSort | Unset = ListFirmwareCampaignsSort.VALUE_1,
    created_at: datetime.datetime | Unset = UNSET,
    created_ateq: datetime.datetime | Unset = UNSET,
    created_atne: datetime.datetime | Unset = UNSET,
    created_atgt: datetime.datetime | Unset = UNSET,
    created_atgte: datetime.datetime | Unset = UNSET,
    created_atlt: datetime.datetime | Unset = UNSET,
    created_atlte: datetime.datetime | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    x_api_version: ListFirmwareCampaignsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | FirmwareCampaignList]:
    """ List firmware campaigns

     Newest first, cursor pagination in every version, without the per-station states (GET one campaign
    for them). A caller limited to sites sees the campaigns over stations it sees. Requires
    `read:assets`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListFirmwareCampaignsSort | Unset):  Default: ListFirmwareCampaignsSort.VALUE_1.
        created_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListFirmwareCampaignsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | FirmwareCampaignList]
     """


    kwargs = _get_kwargs(
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
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListFirmwareCampaignsSort | Unset = ListFirmwareCampaignsSort.VALUE_1,
    created_at: datetime.datetime | Unset = UNSET,
    created_ateq: datetime.datetime | Unset = UNSET,
    created_atne: datetime.datetime | Unset = UNSET,
    created_atgt: datetime.datetime | Unset = UNSET,
    created_atgte: datetime.datetime | Unset = UNSET,
    created_atlt: datetime.datetime | Unset = UNSET,
    created_atlte: datetime.datetime | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    x_api_version: ListFirmwareCampaignsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | FirmwareCampaignList | None:
    """ List firmware campaigns

     Newest first, cursor pagination in every version, without the per-station states (GET one campaign
    for them). A caller limited to sites sees the campaigns over stations it sees. Requires
    `read:assets`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListFirmwareCampaignsSort | Unset):  Default: ListFirmwareCampaignsSort.VALUE_1.
        created_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListFirmwareCampaignsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | FirmwareCampaignList
     """


    return sync_detailed(
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
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListFirmwareCampaignsSort | Unset = ListFirmwareCampaignsSort.VALUE_1,
    created_at: datetime.datetime | Unset = UNSET,
    created_ateq: datetime.datetime | Unset = UNSET,
    created_atne: datetime.datetime | Unset = UNSET,
    created_atgt: datetime.datetime | Unset = UNSET,
    created_atgte: datetime.datetime | Unset = UNSET,
    created_atlt: datetime.datetime | Unset = UNSET,
    created_atlte: datetime.datetime | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    x_api_version: ListFirmwareCampaignsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | FirmwareCampaignList]:
    """ List firmware campaigns

     Newest first, cursor pagination in every version, without the per-station states (GET one campaign
    for them). A caller limited to sites sees the campaigns over stations it sees. Requires
    `read:assets`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListFirmwareCampaignsSort | Unset):  Default: ListFirmwareCampaignsSort.VALUE_1.
        created_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListFirmwareCampaignsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | FirmwareCampaignList]
     """


    kwargs = _get_kwargs(
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
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListFirmwareCampaignsSort | Unset = ListFirmwareCampaignsSort.VALUE_1,
    created_at: datetime.datetime | Unset = UNSET,
    created_ateq: datetime.datetime | Unset = UNSET,
    created_atne: datetime.datetime | Unset = UNSET,
    created_atgt: datetime.datetime | Unset = UNSET,
    created_atgte: datetime.datetime | Unset = UNSET,
    created_atlt: datetime.datetime | Unset = UNSET,
    created_atlte: datetime.datetime | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    x_api_version: ListFirmwareCampaignsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | FirmwareCampaignList | None:
    """ List firmware campaigns

     Newest first, cursor pagination in every version, without the per-station states (GET one campaign
    for them). A caller limited to sites sees the campaigns over stations it sees. Requires
    `read:assets`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListFirmwareCampaignsSort | Unset):  Default: ListFirmwareCampaignsSort.VALUE_1.
        created_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListFirmwareCampaignsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | FirmwareCampaignList
     """


    return (await asyncio_detailed(
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
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
