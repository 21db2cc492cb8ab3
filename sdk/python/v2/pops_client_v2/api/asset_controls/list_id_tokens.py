from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.id_token_list import IdTokenList
from ...models.list_id_tokens_sort import ListIdTokensSort
from ...models.list_id_tokens_xapi_version import ListIdTokensXAPIVersion
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListIdTokensSort | Unset = ListIdTokensSort.CREATED_AT,
    x_api_version: ListIdTokensXAPIVersion | Unset = UNSET,
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


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/asset-controls/id-tokens",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | IdTokenList | None:
    if response.status_code == 200:
        response_200 = IdTokenList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | IdTokenList]:
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
    sort: ListIdTokensSort | Unset = ListIdTokensSort.CREATED_AT,
    x_api_version: ListIdTokensXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | IdTokenList]:
    """ List id tokens

     The tokens (RFID cards, app ids) that may charge at the organization's stations: an OCPP Authorize
    for one listed for the organization (`site_id: null`) or at the station's site is Accepted. Oldest
    first; cursor pagination in every version. Owners and admins see every token; any other role sees
    only the tokens at its assigned sites (none when it has none), never an organization-wide one.
    Requires `read:sessions`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListIdTokensSort | Unset):  Default: ListIdTokensSort.CREATED_AT.
        x_api_version (ListIdTokensXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | IdTokenList]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
sort=sort,
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
    sort: ListIdTokensSort | Unset = ListIdTokensSort.CREATED_AT,
    x_api_version: ListIdTokensXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | IdTokenList | None:
    """ List id tokens

     The tokens (RFID cards, app ids) that may charge at the organization's stations: an OCPP Authorize
    for one listed for the organization (`site_id: null`) or at the station's site is Accepted. Oldest
    first; cursor pagination in every version. Owners and admins see every token; any other role sees
    only the tokens at its assigned sites (none when it has none), never an organization-wide one.
    Requires `read:sessions`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListIdTokensSort | Unset):  Default: ListIdTokensSort.CREATED_AT.
        x_api_version (ListIdTokensXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | IdTokenList
     """


    return sync_detailed(
        client=client,
limit=limit,
cursor=cursor,
sort=sort,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: ListIdTokensSort | Unset = ListIdTokensSort.CREATED_AT,
    x_api_version: ListIdTokensXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | IdTokenList]:
    """ List id tokens

     The tokens (RFID cards, app ids) that may charge at the organization's stations: an OCPP Authorize
    for one listed for the organization (`site_id: null`) or at the station's site is Accepted. Oldest
    first; cursor pagination in every version. Owners and admins see every token; any other role sees
    only the tokens at its assigned sites (none when it has none), never an organization-wide one.
    Requires `read:sessions`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListIdTokensSort | Unset):  Default: ListIdTokensSort.CREATED_AT.
        x_api_version (ListIdTokensXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | IdTokenList]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
sort=sort,
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
    sort: ListIdTokensSort | Unset = ListIdTokensSort.CREATED_AT,
    x_api_version: ListIdTokensXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | IdTokenList | None:
    """ List id tokens

     The tokens (RFID cards, app ids) that may charge at the organization's stations: an OCPP Authorize
    for one listed for the organization (`site_id: null`) or at the station's site is Accepted. Oldest
    first; cursor pagination in every version. Owners and admins see every token; any other role sees
    only the tokens at its assigned sites (none when it has none), never an organization-wide one.
    Requires `read:sessions`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (ListIdTokensSort | Unset):  Default: ListIdTokensSort.CREATED_AT.
        x_api_version (ListIdTokensXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | IdTokenList
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
cursor=cursor,
sort=sort,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
