from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_open_api_document_response_200 import GetOpenApiDocumentResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/openapi.json",
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | GetOpenApiDocumentResponse200 | None:
    if response.status_code == 200:
        response_200 = GetOpenApiDocumentResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | GetOpenApiDocumentResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | GetOpenApiDocumentResponse200]:
    """ This version's OpenAPI document

     The OpenAPI 3.1 document of the version the server names (`/v1/openapi.json`, `/v2/openapi.json`),
    exact for that version: its ids, timestamps, pagination and error shape, and its `servers` the
    deployment's base URL. No credential. The browsable reference at `/docs` shows these documents, and
    the clients in `sdk/` are generated from them. Served under a version prefix only.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetOpenApiDocumentResponse200]
     """


    kwargs = _get_kwargs(
        if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | GetOpenApiDocumentResponse200 | None:
    """ This version's OpenAPI document

     The OpenAPI 3.1 document of the version the server names (`/v1/openapi.json`, `/v2/openapi.json`),
    exact for that version: its ids, timestamps, pagination and error shape, and its `servers` the
    deployment's base URL. No credential. The browsable reference at `/docs` shows these documents, and
    the clients in `sdk/` are generated from them. Served under a version prefix only.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetOpenApiDocumentResponse200
     """


    return sync_detailed(
        client=client,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | GetOpenApiDocumentResponse200]:
    """ This version's OpenAPI document

     The OpenAPI 3.1 document of the version the server names (`/v1/openapi.json`, `/v2/openapi.json`),
    exact for that version: its ids, timestamps, pagination and error shape, and its `servers` the
    deployment's base URL. No credential. The browsable reference at `/docs` shows these documents, and
    the clients in `sdk/` are generated from them. Served under a version prefix only.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetOpenApiDocumentResponse200]
     """


    kwargs = _get_kwargs(
        if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | GetOpenApiDocumentResponse200 | None:
    """ This version's OpenAPI document

     The OpenAPI 3.1 document of the version the server names (`/v1/openapi.json`, `/v2/openapi.json`),
    exact for that version: its ids, timestamps, pagination and error shape, and its `servers` the
    deployment's base URL. No credential. The browsable reference at `/docs` shows these documents, and
    the clients in `sdk/` are generated from them. Served under a version prefix only.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetOpenApiDocumentResponse200
     """


    return (await asyncio_detailed(
        client=client,
if_none_match=if_none_match,

    )).parsed
