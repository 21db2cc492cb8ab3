from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bulk_assets_envelope import BulkAssetsEnvelope
from ...models.bulk_assets_request import BulkAssetsRequest
from ...models.bulk_get_assets_xapi_version import BulkGetAssetsXAPIVersion
from ...models.error_response import ErrorResponse
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: BulkAssetsRequest,
    x_api_version: BulkGetAssetsXAPIVersion | Unset = UNSET,
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



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/inventory-service/assets/bulk",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BulkAssetsEnvelope | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = BulkAssetsEnvelope.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BulkAssetsEnvelope | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BulkAssetsRequest,
    x_api_version: BulkGetAssetsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[BulkAssetsEnvelope | ErrorResponse]:
    """ Fetch assets by id

     1-100 ids, answered in request order; unknown, deleted and hidden ids are listed in `meta`. An id of
    another organization makes the request 403. Endpoint limit: 10 per minute. Requires `read:assets`.

    Args:
        x_api_version (BulkGetAssetsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (BulkAssetsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BulkAssetsEnvelope | ErrorResponse]
     """


    kwargs = _get_kwargs(
        body=body,
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
    body: BulkAssetsRequest,
    x_api_version: BulkGetAssetsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> BulkAssetsEnvelope | ErrorResponse | None:
    """ Fetch assets by id

     1-100 ids, answered in request order; unknown, deleted and hidden ids are listed in `meta`. An id of
    another organization makes the request 403. Endpoint limit: 10 per minute. Requires `read:assets`.

    Args:
        x_api_version (BulkGetAssetsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (BulkAssetsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BulkAssetsEnvelope | ErrorResponse
     """


    return sync_detailed(
        client=client,
body=body,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BulkAssetsRequest,
    x_api_version: BulkGetAssetsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[BulkAssetsEnvelope | ErrorResponse]:
    """ Fetch assets by id

     1-100 ids, answered in request order; unknown, deleted and hidden ids are listed in `meta`. An id of
    another organization makes the request 403. Endpoint limit: 10 per minute. Requires `read:assets`.

    Args:
        x_api_version (BulkGetAssetsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (BulkAssetsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BulkAssetsEnvelope | ErrorResponse]
     """


    kwargs = _get_kwargs(
        body=body,
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
    body: BulkAssetsRequest,
    x_api_version: BulkGetAssetsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> BulkAssetsEnvelope | ErrorResponse | None:
    """ Fetch assets by id

     1-100 ids, answered in request order; unknown, deleted and hidden ids are listed in `meta`. An id of
    another organization makes the request 403. Endpoint limit: 10 per minute. Requires `read:assets`.

    Args:
        x_api_version (BulkGetAssetsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (BulkAssetsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BulkAssetsEnvelope | ErrorResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
