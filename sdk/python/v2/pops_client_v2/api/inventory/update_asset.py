from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.asset_envelope import AssetEnvelope
from ...models.asset_update import AssetUpdate
from ...models.error_response import ErrorResponse
from ...models.update_asset_xapi_version import UpdateAssetXAPIVersion
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    asset_id: UUID,
    *,
    body: AssetUpdate,
    if_match: str | Unset = UNSET,
    x_api_version: UpdateAssetXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(x_api_version, Unset):
        headers["X-API-Version"] = str(x_api_version)


    if not isinstance(x_debug, Unset):
        headers["X-Debug"] = x_debug

    if not isinstance(x_request_id, Unset):
        headers["X-Request-Id"] = x_request_id



    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/inventory-service/assets/{asset_id}".format(asset_id=quote(str(asset_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AssetEnvelope | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = AssetEnvelope.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AssetEnvelope | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    asset_id: UUID,
    *,
    client: AuthenticatedClient,
    body: AssetUpdate,
    if_match: str | Unset = UNSET,
    x_api_version: UpdateAssetXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[AssetEnvelope | ErrorResponse]:
    """ Update an asset

     Requires `write:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        if_match (str | Unset):
        x_api_version (UpdateAssetXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (AssetUpdate): At least one field. `decommissioned` is final; a move (`site_id`) or
            leaving `active` is refused while a session is open (409). `power_limit_kw: null` clears
            the limit.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AssetEnvelope | ErrorResponse]
     """


    kwargs = _get_kwargs(
        asset_id=asset_id,
body=body,
if_match=if_match,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    asset_id: UUID,
    *,
    client: AuthenticatedClient,
    body: AssetUpdate,
    if_match: str | Unset = UNSET,
    x_api_version: UpdateAssetXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> AssetEnvelope | ErrorResponse | None:
    """ Update an asset

     Requires `write:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        if_match (str | Unset):
        x_api_version (UpdateAssetXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (AssetUpdate): At least one field. `decommissioned` is final; a move (`site_id`) or
            leaving `active` is refused while a session is open (409). `power_limit_kw: null` clears
            the limit.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AssetEnvelope | ErrorResponse
     """


    return sync_detailed(
        asset_id=asset_id,
client=client,
body=body,
if_match=if_match,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    asset_id: UUID,
    *,
    client: AuthenticatedClient,
    body: AssetUpdate,
    if_match: str | Unset = UNSET,
    x_api_version: UpdateAssetXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[AssetEnvelope | ErrorResponse]:
    """ Update an asset

     Requires `write:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        if_match (str | Unset):
        x_api_version (UpdateAssetXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (AssetUpdate): At least one field. `decommissioned` is final; a move (`site_id`) or
            leaving `active` is refused while a session is open (409). `power_limit_kw: null` clears
            the limit.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AssetEnvelope | ErrorResponse]
     """


    kwargs = _get_kwargs(
        asset_id=asset_id,
body=body,
if_match=if_match,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    asset_id: UUID,
    *,
    client: AuthenticatedClient,
    body: AssetUpdate,
    if_match: str | Unset = UNSET,
    x_api_version: UpdateAssetXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> AssetEnvelope | ErrorResponse | None:
    """ Update an asset

     Requires `write:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        if_match (str | Unset):
        x_api_version (UpdateAssetXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (AssetUpdate): At least one field. `decommissioned` is final; a move (`site_id`) or
            leaving `active` is refused while a session is open (409). `power_limit_kw: null` clears
            the limit.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AssetEnvelope | ErrorResponse
     """


    return (await asyncio_detailed(
        asset_id=asset_id,
client=client,
body=body,
if_match=if_match,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
