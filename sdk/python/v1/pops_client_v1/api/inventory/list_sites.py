from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.list_sites_status import ListSitesStatus
from ...models.list_sites_statuseq import ListSitesStatuseq
from ...models.list_sites_statusne import ListSitesStatusne
from ...models.list_sites_xapi_version import ListSitesXAPIVersion
from ...models.site_list import SiteList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | Unset = 20,
    page: int | Unset = 1,
    sort: str | Unset = '-created_at',
    created_at: str | Unset = UNSET,
    created_ateq: str | Unset = UNSET,
    created_atne: str | Unset = UNSET,
    created_atgt: str | Unset = UNSET,
    created_atgte: str | Unset = UNSET,
    created_atlt: str | Unset = UNSET,
    created_atlte: str | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    name: str | Unset = UNSET,
    nameeq: str | Unset = UNSET,
    namene: str | Unset = UNSET,
    namegt: str | Unset = UNSET,
    namegte: str | Unset = UNSET,
    namelt: str | Unset = UNSET,
    namelte: str | Unset = UNSET,
    namein: str | Unset = UNSET,
    updated_at: str | Unset = UNSET,
    updated_ateq: str | Unset = UNSET,
    updated_atne: str | Unset = UNSET,
    updated_atgt: str | Unset = UNSET,
    updated_atgte: str | Unset = UNSET,
    updated_atlt: str | Unset = UNSET,
    updated_atlte: str | Unset = UNSET,
    updated_atin: str | Unset = UNSET,
    status: ListSitesStatus | Unset = UNSET,
    statuseq: ListSitesStatuseq | Unset = UNSET,
    statusne: ListSitesStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    x_api_version: ListSitesXAPIVersion | Unset = UNSET,
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

    params["page"] = page

    params["sort"] = sort

    params["created_at"] = created_at

    params["created_at[eq]"] = created_ateq

    params["created_at[ne]"] = created_atne

    params["created_at[gt]"] = created_atgt

    params["created_at[gte]"] = created_atgte

    params["created_at[lt]"] = created_atlt

    params["created_at[lte]"] = created_atlte

    params["created_at[in]"] = created_atin

    params["name"] = name

    params["name[eq]"] = nameeq

    params["name[ne]"] = namene

    params["name[gt]"] = namegt

    params["name[gte]"] = namegte

    params["name[lt]"] = namelt

    params["name[lte]"] = namelte

    params["name[in]"] = namein

    params["updated_at"] = updated_at

    params["updated_at[eq]"] = updated_ateq

    params["updated_at[ne]"] = updated_atne

    params["updated_at[gt]"] = updated_atgt

    params["updated_at[gte]"] = updated_atgte

    params["updated_at[lt]"] = updated_atlt

    params["updated_at[lte]"] = updated_atlte

    params["updated_at[in]"] = updated_atin

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


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/inventory-service/sites",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | SiteList | None:
    if response.status_code == 200:
        response_200 = SiteList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | SiteList]:
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
    page: int | Unset = 1,
    sort: str | Unset = '-created_at',
    created_at: str | Unset = UNSET,
    created_ateq: str | Unset = UNSET,
    created_atne: str | Unset = UNSET,
    created_atgt: str | Unset = UNSET,
    created_atgte: str | Unset = UNSET,
    created_atlt: str | Unset = UNSET,
    created_atlte: str | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    name: str | Unset = UNSET,
    nameeq: str | Unset = UNSET,
    namene: str | Unset = UNSET,
    namegt: str | Unset = UNSET,
    namegte: str | Unset = UNSET,
    namelt: str | Unset = UNSET,
    namelte: str | Unset = UNSET,
    namein: str | Unset = UNSET,
    updated_at: str | Unset = UNSET,
    updated_ateq: str | Unset = UNSET,
    updated_atne: str | Unset = UNSET,
    updated_atgt: str | Unset = UNSET,
    updated_atgte: str | Unset = UNSET,
    updated_atlt: str | Unset = UNSET,
    updated_atlte: str | Unset = UNSET,
    updated_atin: str | Unset = UNSET,
    status: ListSitesStatus | Unset = UNSET,
    statuseq: ListSitesStatuseq | Unset = UNSET,
    statusne: ListSitesStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    x_api_version: ListSitesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | SiteList]:
    """ List sites

     Offset pagination in v1, cursor pagination in v2. Requires `read:sites`.

    Args:
        limit (int | Unset):  Default: 20.
        page (int | Unset):  Default: 1.
        sort (str | Unset):  Default: '-created_at'.
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
        name (str | Unset): Exact, case-sensitive.
        nameeq (str | Unset): Exact, case-sensitive.
        namene (str | Unset): Exact, case-sensitive.
        namegt (str | Unset): Exact, case-sensitive.
        namegte (str | Unset): Exact, case-sensitive.
        namelt (str | Unset): Exact, case-sensitive.
        namelte (str | Unset): Exact, case-sensitive.
        namein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        updated_at (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers its
            whole second).
        updated_ateq (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atne (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atgt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atgte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atlt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atlte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListSitesStatus | Unset):
        statuseq (ListSitesStatuseq | Unset):
        statusne (ListSitesStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListSitesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SiteList]
     """


    kwargs = _get_kwargs(
        limit=limit,
page=page,
sort=sort,
created_at=created_at,
created_ateq=created_ateq,
created_atne=created_atne,
created_atgt=created_atgt,
created_atgte=created_atgte,
created_atlt=created_atlt,
created_atlte=created_atlte,
created_atin=created_atin,
name=name,
nameeq=nameeq,
namene=namene,
namegt=namegt,
namegte=namegte,
namelt=namelt,
namelte=namelte,
namein=namein,
updated_at=updated_at,
updated_ateq=updated_ateq,
updated_atne=updated_atne,
updated_atgt=updated_atgt,
updated_atgte=updated_atgte,
updated_atlt=updated_atlt,
updated_atlte=updated_atlte,
updated_atin=updated_atin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
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
    page: int | Unset = 1,
    sort: str | Unset = '-created_at',
    created_at: str | Unset = UNSET,
    created_ateq: str | Unset = UNSET,
    created_atne: str | Unset = UNSET,
    created_atgt: str | Unset = UNSET,
    created_atgte: str | Unset = UNSET,
    created_atlt: str | Unset = UNSET,
    created_atlte: str | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    name: str | Unset = UNSET,
    nameeq: str | Unset = UNSET,
    namene: str | Unset = UNSET,
    namegt: str | Unset = UNSET,
    namegte: str | Unset = UNSET,
    namelt: str | Unset = UNSET,
    namelte: str | Unset = UNSET,
    namein: str | Unset = UNSET,
    updated_at: str | Unset = UNSET,
    updated_ateq: str | Unset = UNSET,
    updated_atne: str | Unset = UNSET,
    updated_atgt: str | Unset = UNSET,
    updated_atgte: str | Unset = UNSET,
    updated_atlt: str | Unset = UNSET,
    updated_atlte: str | Unset = UNSET,
    updated_atin: str | Unset = UNSET,
    status: ListSitesStatus | Unset = UNSET,
    statuseq: ListSitesStatuseq | Unset = UNSET,
    statusne: ListSitesStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    x_api_version: ListSitesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | SiteList | None:
    """ List sites

     Offset pagination in v1, cursor pagination in v2. Requires `read:sites`.

    Args:
        limit (int | Unset):  Default: 20.
        page (int | Unset):  Default: 1.
        sort (str | Unset):  Default: '-created_at'.
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
        name (str | Unset): Exact, case-sensitive.
        nameeq (str | Unset): Exact, case-sensitive.
        namene (str | Unset): Exact, case-sensitive.
        namegt (str | Unset): Exact, case-sensitive.
        namegte (str | Unset): Exact, case-sensitive.
        namelt (str | Unset): Exact, case-sensitive.
        namelte (str | Unset): Exact, case-sensitive.
        namein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        updated_at (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers its
            whole second).
        updated_ateq (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atne (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atgt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atgte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atlt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atlte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListSitesStatus | Unset):
        statuseq (ListSitesStatuseq | Unset):
        statusne (ListSitesStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListSitesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SiteList
     """


    return sync_detailed(
        client=client,
limit=limit,
page=page,
sort=sort,
created_at=created_at,
created_ateq=created_ateq,
created_atne=created_atne,
created_atgt=created_atgt,
created_atgte=created_atgte,
created_atlt=created_atlt,
created_atlte=created_atlte,
created_atin=created_atin,
name=name,
nameeq=nameeq,
namene=namene,
namegt=namegt,
namegte=namegte,
namelt=namelt,
namelte=namelte,
namein=namein,
updated_at=updated_at,
updated_ateq=updated_ateq,
updated_atne=updated_atne,
updated_atgt=updated_atgt,
updated_atgte=updated_atgte,
updated_atlt=updated_atlt,
updated_atlte=updated_atlte,
updated_atin=updated_atin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    page: int | Unset = 1,
    sort: str | Unset = '-created_at',
    created_at: str | Unset = UNSET,
    created_ateq: str | Unset = UNSET,
    created_atne: str | Unset = UNSET,
    created_atgt: str | Unset = UNSET,
    created_atgte: str | Unset = UNSET,
    created_atlt: str | Unset = UNSET,
    created_atlte: str | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    name: str | Unset = UNSET,
    nameeq: str | Unset = UNSET,
    namene: str | Unset = UNSET,
    namegt: str | Unset = UNSET,
    namegte: str | Unset = UNSET,
    namelt: str | Unset = UNSET,
    namelte: str | Unset = UNSET,
    namein: str | Unset = UNSET,
    updated_at: str | Unset = UNSET,
    updated_ateq: str | Unset = UNSET,
    updated_atne: str | Unset = UNSET,
    updated_atgt: str | Unset = UNSET,
    updated_atgte: str | Unset = UNSET,
    updated_atlt: str | Unset = UNSET,
    updated_atlte: str | Unset = UNSET,
    updated_atin: str | Unset = UNSET,
    status: ListSitesStatus | Unset = UNSET,
    statuseq: ListSitesStatuseq | Unset = UNSET,
    statusne: ListSitesStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    x_api_version: ListSitesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | SiteList]:
    """ List sites

     Offset pagination in v1, cursor pagination in v2. Requires `read:sites`.

    Args:
        limit (int | Unset):  Default: 20.
        page (int | Unset):  Default: 1.
        sort (str | Unset):  Default: '-created_at'.
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
        name (str | Unset): Exact, case-sensitive.
        nameeq (str | Unset): Exact, case-sensitive.
        namene (str | Unset): Exact, case-sensitive.
        namegt (str | Unset): Exact, case-sensitive.
        namegte (str | Unset): Exact, case-sensitive.
        namelt (str | Unset): Exact, case-sensitive.
        namelte (str | Unset): Exact, case-sensitive.
        namein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        updated_at (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers its
            whole second).
        updated_ateq (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atne (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atgt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atgte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atlt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atlte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListSitesStatus | Unset):
        statuseq (ListSitesStatuseq | Unset):
        statusne (ListSitesStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListSitesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SiteList]
     """


    kwargs = _get_kwargs(
        limit=limit,
page=page,
sort=sort,
created_at=created_at,
created_ateq=created_ateq,
created_atne=created_atne,
created_atgt=created_atgt,
created_atgte=created_atgte,
created_atlt=created_atlt,
created_atlte=created_atlte,
created_atin=created_atin,
name=name,
nameeq=nameeq,
namene=namene,
namegt=namegt,
namegte=namegte,
namelt=namelt,
namelte=namelte,
namein=namein,
updated_at=updated_at,
updated_ateq=updated_ateq,
updated_atne=updated_atne,
updated_atgt=updated_atgt,
updated_atgte=updated_atgte,
updated_atlt=updated_atlt,
updated_atlte=updated_atlte,
updated_atin=updated_atin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
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
    page: int | Unset = 1,
    sort: str | Unset = '-created_at',
    created_at: str | Unset = UNSET,
    created_ateq: str | Unset = UNSET,
    created_atne: str | Unset = UNSET,
    created_atgt: str | Unset = UNSET,
    created_atgte: str | Unset = UNSET,
    created_atlt: str | Unset = UNSET,
    created_atlte: str | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    name: str | Unset = UNSET,
    nameeq: str | Unset = UNSET,
    namene: str | Unset = UNSET,
    namegt: str | Unset = UNSET,
    namegte: str | Unset = UNSET,
    namelt: str | Unset = UNSET,
    namelte: str | Unset = UNSET,
    namein: str | Unset = UNSET,
    updated_at: str | Unset = UNSET,
    updated_ateq: str | Unset = UNSET,
    updated_atne: str | Unset = UNSET,
    updated_atgt: str | Unset = UNSET,
    updated_atgte: str | Unset = UNSET,
    updated_atlt: str | Unset = UNSET,
    updated_atlte: str | Unset = UNSET,
    updated_atin: str | Unset = UNSET,
    status: ListSitesStatus | Unset = UNSET,
    statuseq: ListSitesStatuseq | Unset = UNSET,
    statusne: ListSitesStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    x_api_version: ListSitesXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | SiteList | None:
    """ List sites

     Offset pagination in v1, cursor pagination in v2. Requires `read:sites`.

    Args:
        limit (int | Unset):  Default: 20.
        page (int | Unset):  Default: 1.
        sort (str | Unset):  Default: '-created_at'.
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
        name (str | Unset): Exact, case-sensitive.
        nameeq (str | Unset): Exact, case-sensitive.
        namene (str | Unset): Exact, case-sensitive.
        namegt (str | Unset): Exact, case-sensitive.
        namegte (str | Unset): Exact, case-sensitive.
        namelt (str | Unset): Exact, case-sensitive.
        namelte (str | Unset): Exact, case-sensitive.
        namein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        updated_at (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers its
            whole second).
        updated_ateq (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atne (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atgt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atgte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atlt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atlte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        updated_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListSitesStatus | Unset):
        statuseq (ListSitesStatuseq | Unset):
        statusne (ListSitesStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListSitesXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SiteList
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
page=page,
sort=sort,
created_at=created_at,
created_ateq=created_ateq,
created_atne=created_atne,
created_atgt=created_atgt,
created_atgte=created_atgte,
created_atlt=created_atlt,
created_atlte=created_atlte,
created_atin=created_atin,
name=name,
nameeq=nameeq,
namene=namene,
namegt=namegt,
namegte=namegte,
namelt=namelt,
namelte=namelte,
namein=namein,
updated_at=updated_at,
updated_ateq=updated_ateq,
updated_atne=updated_atne,
updated_atgt=updated_atgt,
updated_atgte=updated_atgte,
updated_atlt=updated_atlt,
updated_atlte=updated_atlte,
updated_atin=updated_atin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
