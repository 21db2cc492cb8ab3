from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.list_sessions_sort import ListSessionsSort
from ...models.list_sessions_status import ListSessionsStatus
from ...models.list_sessions_statuseq import ListSessionsStatuseq
from ...models.list_sessions_statusne import ListSessionsStatusne
from ...models.list_sessions_xapi_version import ListSessionsXAPIVersion
from ...models.session_list import SessionList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListSessionsSort | Unset = ListSessionsSort.VALUE_1,
    started_at: str | Unset = UNSET,
    started_ateq: str | Unset = UNSET,
    started_atne: str | Unset = UNSET,
    started_atgt: str | Unset = UNSET,
    started_atgte: str | Unset = UNSET,
    started_atlt: str | Unset = UNSET,
    started_atlte: str | Unset = UNSET,
    started_atin: str | Unset = UNSET,
    status: ListSessionsStatus | Unset = UNSET,
    statuseq: ListSessionsStatuseq | Unset = UNSET,
    statusne: ListSessionsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    asset_id: str | Unset = UNSET,
    asset_ideq: str | Unset = UNSET,
    asset_idne: str | Unset = UNSET,
    asset_idin: str | Unset = UNSET,
    site_id: str | Unset = UNSET,
    site_ideq: str | Unset = UNSET,
    site_idne: str | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    evse_id: str | Unset = UNSET,
    evse_ideq: str | Unset = UNSET,
    evse_idne: str | Unset = UNSET,
    evse_idin: str | Unset = UNSET,
    x_api_version: ListSessionsXAPIVersion | Unset = UNSET,
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

    params["started_at"] = started_at

    params["started_at[eq]"] = started_ateq

    params["started_at[ne]"] = started_atne

    params["started_at[gt]"] = started_atgt

    params["started_at[gte]"] = started_atgte

    params["started_at[lt]"] = started_atlt

    params["started_at[lte]"] = started_atlte

    params["started_at[in]"] = started_atin

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

    params["asset_id"] = asset_id

    params["asset_id[eq]"] = asset_ideq

    params["asset_id[ne]"] = asset_idne

    params["asset_id[in]"] = asset_idin

    params["site_id"] = site_id

    params["site_id[eq]"] = site_ideq

    params["site_id[ne]"] = site_idne

    params["site_id[in]"] = site_idin

    params["evse_id"] = evse_id

    params["evse_id[eq]"] = evse_ideq

    params["evse_id[ne]"] = evse_idne

    params["evse_id[in]"] = evse_idin


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/asset-controls/sessions",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | SessionList | None:
    if response.status_code == 200:
        response_200 = SessionList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | SessionList]:
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
    sort: ListSessionsSort | Unset = ListSessionsSort.VALUE_1,
    started_at: str | Unset = UNSET,
    started_ateq: str | Unset = UNSET,
    started_atne: str | Unset = UNSET,
    started_atgt: str | Unset = UNSET,
    started_atgte: str | Unset = UNSET,
    started_atlt: str | Unset = UNSET,
    started_atlte: str | Unset = UNSET,
    started_atin: str | Unset = UNSET,
    status: ListSessionsStatus | Unset = UNSET,
    statuseq: ListSessionsStatuseq | Unset = UNSET,
    statusne: ListSessionsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    asset_id: str | Unset = UNSET,
    asset_ideq: str | Unset = UNSET,
    asset_idne: str | Unset = UNSET,
    asset_idin: str | Unset = UNSET,
    site_id: str | Unset = UNSET,
    site_ideq: str | Unset = UNSET,
    site_idne: str | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    evse_id: str | Unset = UNSET,
    evse_ideq: str | Unset = UNSET,
    evse_idne: str | Unset = UNSET,
    evse_idin: str | Unset = UNSET,
    x_api_version: ListSessionsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | SessionList]:
    """ List sessions

     Cursor pagination in every version. Requires `read:sessions`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListSessionsSort | Unset):  Default: ListSessionsSort.VALUE_1.
        started_at (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers its
            whole second).
        started_ateq (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atne (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atgt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atgte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atlt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atlte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListSessionsStatus | Unset):
        statuseq (ListSessionsStatuseq | Unset):
        statusne (ListSessionsStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        asset_id (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        asset_ideq (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22
            base62 digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7
            of this millennium has, so that whatever matches it is 128 bits).
        asset_idne (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22
            base62 digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7
            of this millennium has, so that whatever matches it is 128 bits).
        asset_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        site_id (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        site_ideq (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        site_idne (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        site_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        evse_id (str | Unset): An EVSE id, 1 to 16.
        evse_ideq (str | Unset): An EVSE id, 1 to 16.
        evse_idne (str | Unset): An EVSE id, 1 to 16.
        evse_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListSessionsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SessionList]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
sort=sort,
started_at=started_at,
started_ateq=started_ateq,
started_atne=started_atne,
started_atgt=started_atgt,
started_atgte=started_atgte,
started_atlt=started_atlt,
started_atlte=started_atlte,
started_atin=started_atin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
asset_id=asset_id,
asset_ideq=asset_ideq,
asset_idne=asset_idne,
asset_idin=asset_idin,
site_id=site_id,
site_ideq=site_ideq,
site_idne=site_idne,
site_idin=site_idin,
evse_id=evse_id,
evse_ideq=evse_ideq,
evse_idne=evse_idne,
evse_idin=evse_idin,
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
    sort: ListSessionsSort | Unset = ListSessionsSort.VALUE_1,
    started_at: str | Unset = UNSET,
    started_ateq: str | Unset = UNSET,
    started_atne: str | Unset = UNSET,
    started_atgt: str | Unset = UNSET,
    started_atgte: str | Unset = UNSET,
    started_atlt: str | Unset = UNSET,
    started_atlte: str | Unset = UNSET,
    started_atin: str | Unset = UNSET,
    status: ListSessionsStatus | Unset = UNSET,
    statuseq: ListSessionsStatuseq | Unset = UNSET,
    statusne: ListSessionsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    asset_id: str | Unset = UNSET,
    asset_ideq: str | Unset = UNSET,
    asset_idne: str | Unset = UNSET,
    asset_idin: str | Unset = UNSET,
    site_id: str | Unset = UNSET,
    site_ideq: str | Unset = UNSET,
    site_idne: str | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    evse_id: str | Unset = UNSET,
    evse_ideq: str | Unset = UNSET,
    evse_idne: str | Unset = UNSET,
    evse_idin: str | Unset = UNSET,
    x_api_version: ListSessionsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | SessionList | None:
    """ List sessions

     Cursor pagination in every version. Requires `read:sessions`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListSessionsSort | Unset):  Default: ListSessionsSort.VALUE_1.
        started_at (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers its
            whole second).
        started_ateq (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atne (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atgt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atgte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atlt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atlte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListSessionsStatus | Unset):
        statuseq (ListSessionsStatuseq | Unset):
        statusne (ListSessionsStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        asset_id (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        asset_ideq (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22
            base62 digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7
            of this millennium has, so that whatever matches it is 128 bits).
        asset_idne (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22
            base62 digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7
            of this millennium has, so that whatever matches it is 128 bits).
        asset_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        site_id (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        site_ideq (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        site_idne (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        site_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        evse_id (str | Unset): An EVSE id, 1 to 16.
        evse_ideq (str | Unset): An EVSE id, 1 to 16.
        evse_idne (str | Unset): An EVSE id, 1 to 16.
        evse_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListSessionsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SessionList
     """


    return sync_detailed(
        client=client,
limit=limit,
cursor=cursor,
sort=sort,
started_at=started_at,
started_ateq=started_ateq,
started_atne=started_atne,
started_atgt=started_atgt,
started_atgte=started_atgte,
started_atlt=started_atlt,
started_atlte=started_atlte,
started_atin=started_atin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
asset_id=asset_id,
asset_ideq=asset_ideq,
asset_idne=asset_idne,
asset_idin=asset_idin,
site_id=site_id,
site_ideq=site_ideq,
site_idne=site_idne,
site_idin=site_idin,
evse_id=evse_id,
evse_ideq=evse_ideq,
evse_idne=evse_idne,
evse_idin=evse_idin,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListSessionsSort | Unset = ListSessionsSort.VALUE_1,
    started_at: str | Unset = UNSET,
    started_ateq: str | Unset = UNSET,
    started_atne: str | Unset = UNSET,
    started_atgt: str | Unset = UNSET,
    started_atgte: str | Unset = UNSET,
    started_atlt: str | Unset = UNSET,
    started_atlte: str | Unset = UNSET,
    started_atin: str | Unset = UNSET,
    status: ListSessionsStatus | Unset = UNSET,
    statuseq: ListSessionsStatuseq | Unset = UNSET,
    statusne: ListSessionsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    asset_id: str | Unset = UNSET,
    asset_ideq: str | Unset = UNSET,
    asset_idne: str | Unset = UNSET,
    asset_idin: str | Unset = UNSET,
    site_id: str | Unset = UNSET,
    site_ideq: str | Unset = UNSET,
    site_idne: str | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    evse_id: str | Unset = UNSET,
    evse_ideq: str | Unset = UNSET,
    evse_idne: str | Unset = UNSET,
    evse_idin: str | Unset = UNSET,
    x_api_version: ListSessionsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | SessionList]:
    """ List sessions

     Cursor pagination in every version. Requires `read:sessions`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListSessionsSort | Unset):  Default: ListSessionsSort.VALUE_1.
        started_at (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers its
            whole second).
        started_ateq (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atne (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atgt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atgte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atlt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atlte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListSessionsStatus | Unset):
        statuseq (ListSessionsStatuseq | Unset):
        statusne (ListSessionsStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        asset_id (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        asset_ideq (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22
            base62 digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7
            of this millennium has, so that whatever matches it is 128 bits).
        asset_idne (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22
            base62 digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7
            of this millennium has, so that whatever matches it is 128 bits).
        asset_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        site_id (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        site_ideq (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        site_idne (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        site_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        evse_id (str | Unset): An EVSE id, 1 to 16.
        evse_ideq (str | Unset): An EVSE id, 1 to 16.
        evse_idne (str | Unset): An EVSE id, 1 to 16.
        evse_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListSessionsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SessionList]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
sort=sort,
started_at=started_at,
started_ateq=started_ateq,
started_atne=started_atne,
started_atgt=started_atgt,
started_atgte=started_atgte,
started_atlt=started_atlt,
started_atlte=started_atlte,
started_atin=started_atin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
asset_id=asset_id,
asset_ideq=asset_ideq,
asset_idne=asset_idne,
asset_idin=asset_idin,
site_id=site_id,
site_ideq=site_ideq,
site_idne=site_idne,
site_idin=site_idin,
evse_id=evse_id,
evse_ideq=evse_ideq,
evse_idne=evse_idne,
evse_idin=evse_idin,
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
    sort: ListSessionsSort | Unset = ListSessionsSort.VALUE_1,
    started_at: str | Unset = UNSET,
    started_ateq: str | Unset = UNSET,
    started_atne: str | Unset = UNSET,
    started_atgt: str | Unset = UNSET,
    started_atgte: str | Unset = UNSET,
    started_atlt: str | Unset = UNSET,
    started_atlte: str | Unset = UNSET,
    started_atin: str | Unset = UNSET,
    status: ListSessionsStatus | Unset = UNSET,
    statuseq: ListSessionsStatuseq | Unset = UNSET,
    statusne: ListSessionsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    asset_id: str | Unset = UNSET,
    asset_ideq: str | Unset = UNSET,
    asset_idne: str | Unset = UNSET,
    asset_idin: str | Unset = UNSET,
    site_id: str | Unset = UNSET,
    site_ideq: str | Unset = UNSET,
    site_idne: str | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    evse_id: str | Unset = UNSET,
    evse_ideq: str | Unset = UNSET,
    evse_idne: str | Unset = UNSET,
    evse_idin: str | Unset = UNSET,
    x_api_version: ListSessionsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | SessionList | None:
    """ List sessions

     Cursor pagination in every version. Requires `read:sessions`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListSessionsSort | Unset):  Default: ListSessionsSort.VALUE_1.
        started_at (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers its
            whole second).
        started_ateq (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atne (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atgt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atgte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atlt (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atlte (str | Unset): Unix seconds or RFC 3339 (a value without a fraction covers
            its whole second).
        started_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListSessionsStatus | Unset):
        statuseq (ListSessionsStatuseq | Unset):
        statusne (ListSessionsStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        asset_id (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        asset_ideq (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22
            base62 digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7
            of this millennium has, so that whatever matches it is 128 bits).
        asset_idne (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22
            base62 digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7
            of this millennium has, so that whatever matches it is 128 bits).
        asset_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        site_id (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        site_ideq (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        site_idne (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        site_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        evse_id (str | Unset): An EVSE id, 1 to 16.
        evse_ideq (str | Unset): An EVSE id, 1 to 16.
        evse_idne (str | Unset): An EVSE id, 1 to 16.
        evse_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        x_api_version (ListSessionsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SessionList
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
cursor=cursor,
sort=sort,
started_at=started_at,
started_ateq=started_ateq,
started_atne=started_atne,
started_atgt=started_atgt,
started_atgte=started_atgte,
started_atlt=started_atlt,
started_atlte=started_atlte,
started_atin=started_atin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
asset_id=asset_id,
asset_ideq=asset_ideq,
asset_idne=asset_idne,
asset_idin=asset_idin,
site_id=site_id,
site_ideq=site_ideq,
site_idne=site_idne,
site_idin=site_idin,
evse_id=evse_id,
evse_ideq=evse_ideq,
evse_idne=evse_idne,
evse_idin=evse_idin,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
