from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.get_role_xapi_version import GetRoleXAPIVersion
from ...models.role_envelope import RoleEnvelope
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    role_name: str,
    *,
    if_none_match: str | Unset = UNSET,
    x_api_version: GetRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    if not isinstance(x_api_version, Unset):
        headers["X-API-Version"] = str(x_api_version)


    if not isinstance(x_debug, Unset):
        headers["X-Debug"] = x_debug

    if not isinstance(x_request_id, Unset):
        headers["X-Request-Id"] = x_request_id



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/admin/roles/{role_name}".format(role_name=quote(str(role_name), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ErrorResponse | RoleEnvelope | None:
    if response.status_code == 200:
        response_200 = RoleEnvelope.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ErrorResponse | RoleEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    role_name: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
    x_api_version: GetRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Any | ErrorResponse | RoleEnvelope]:
    """ Get a role

     A custom role carries an `ETag` (its revision); a built-in role carries none. Requires
    `admin:roles`.

    Args:
        role_name (str):
        if_none_match (str | Unset):
        x_api_version (GetRoleXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse | RoleEnvelope]
     """


    kwargs = _get_kwargs(
        role_name=role_name,
if_none_match=if_none_match,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    role_name: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
    x_api_version: GetRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Any | ErrorResponse | RoleEnvelope | None:
    """ Get a role

     A custom role carries an `ETag` (its revision); a built-in role carries none. Requires
    `admin:roles`.

    Args:
        role_name (str):
        if_none_match (str | Unset):
        x_api_version (GetRoleXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse | RoleEnvelope
     """


    return sync_detailed(
        role_name=role_name,
client=client,
if_none_match=if_none_match,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    role_name: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
    x_api_version: GetRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Any | ErrorResponse | RoleEnvelope]:
    """ Get a role

     A custom role carries an `ETag` (its revision); a built-in role carries none. Requires
    `admin:roles`.

    Args:
        role_name (str):
        if_none_match (str | Unset):
        x_api_version (GetRoleXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse | RoleEnvelope]
     """


    kwargs = _get_kwargs(
        role_name=role_name,
if_none_match=if_none_match,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    role_name: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
    x_api_version: GetRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Any | ErrorResponse | RoleEnvelope | None:
    """ Get a role

     A custom role carries an `ETag` (its revision); a built-in role carries none. Requires
    `admin:roles`.

    Args:
        role_name (str):
        if_none_match (str | Unset):
        x_api_version (GetRoleXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse | RoleEnvelope
     """


    return (await asyncio_detailed(
        role_name=role_name,
client=client,
if_none_match=if_none_match,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
