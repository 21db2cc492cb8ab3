from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.get_site_power_xapi_version import GetSitePowerXAPIVersion
from ...models.site_power_envelope import SitePowerEnvelope
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    site_id: UUID,
    *,
    x_api_version: GetSitePowerXAPIVersion | Unset = UNSET,
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
        "method": "get",
        "url": "/inventory-service/sites/{site_id}/power".format(site_id=quote(str(site_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | SitePowerEnvelope | None:
    if response.status_code == 200:
        response_200 = SitePowerEnvelope.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | SitePowerEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    site_id: UUID,
    *,
    client: AuthenticatedClient,
    x_api_version: GetSitePowerXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | SitePowerEnvelope]:
    """ Get a site's power allocation

     The site's grid limit and each live session's share, accepted limit, limit in flight and draw, as
    load management keeps them (docs/load-management.md). A member assigned to other sites only is
    refused (403). Requires `read:sites`.

    Args:
        site_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (GetSitePowerXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SitePowerEnvelope]
     """


    kwargs = _get_kwargs(
        site_id=site_id,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    site_id: UUID,
    *,
    client: AuthenticatedClient,
    x_api_version: GetSitePowerXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | SitePowerEnvelope | None:
    """ Get a site's power allocation

     The site's grid limit and each live session's share, accepted limit, limit in flight and draw, as
    load management keeps them (docs/load-management.md). A member assigned to other sites only is
    refused (403). Requires `read:sites`.

    Args:
        site_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (GetSitePowerXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SitePowerEnvelope
     """


    return sync_detailed(
        site_id=site_id,
client=client,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    site_id: UUID,
    *,
    client: AuthenticatedClient,
    x_api_version: GetSitePowerXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | SitePowerEnvelope]:
    """ Get a site's power allocation

     The site's grid limit and each live session's share, accepted limit, limit in flight and draw, as
    load management keeps them (docs/load-management.md). A member assigned to other sites only is
    refused (403). Requires `read:sites`.

    Args:
        site_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (GetSitePowerXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SitePowerEnvelope]
     """


    kwargs = _get_kwargs(
        site_id=site_id,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    site_id: UUID,
    *,
    client: AuthenticatedClient,
    x_api_version: GetSitePowerXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | SitePowerEnvelope | None:
    """ Get a site's power allocation

     The site's grid limit and each live session's share, accepted limit, limit in flight and draw, as
    load management keeps them (docs/load-management.md). A member assigned to other sites only is
    refused (403). Requires `read:sites`.

    Args:
        site_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (GetSitePowerXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SitePowerEnvelope
     """


    return (await asyncio_detailed(
        site_id=site_id,
client=client,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
