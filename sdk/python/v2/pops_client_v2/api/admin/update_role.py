from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.role_envelope import RoleEnvelope
from ...models.role_update import RoleUpdate
from ...models.update_role_xapi_version import UpdateRoleXAPIVersion
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    role_name: str,
    *,
    body: RoleUpdate,
    if_match: str | Unset = UNSET,
    x_api_version: UpdateRoleXAPIVersion | Unset = UNSET,
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
        "url": "/admin/roles/{role_name}".format(role_name=quote(str(role_name), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | RoleEnvelope | None:
    if response.status_code == 200:
        response_200 = RoleEnvelope.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | RoleEnvelope]:
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
    body: RoleUpdate,
    if_match: str | Unset = UNSET,
    x_api_version: UpdateRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | RoleEnvelope]:
    """ Change a custom role

     Its label, its whole permission set, or both; the name cannot change. The caller must hold every
    permission of the role as it is and as it will be (403), widening it also needs `admin:members`, and
    a caller limited to sites changes no role (403 RESOURCE_ACCESS_DENIED). Members holding the role get
    the new permissions within the authentication cache bound. A built-in role is 409 `builtin_role`.
    Honours `If-Match` (409 `etag_mismatch`). Requires `admin:roles`.

    Args:
        role_name (str):
        if_match (str | Unset):
        x_api_version (UpdateRoleXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (RoleUpdate): At least one field. `permissions` replaces the role's whole set.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | RoleEnvelope]
     """


    kwargs = _get_kwargs(
        role_name=role_name,
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
    role_name: str,
    *,
    client: AuthenticatedClient,
    body: RoleUpdate,
    if_match: str | Unset = UNSET,
    x_api_version: UpdateRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | RoleEnvelope | None:
    """ Change a custom role

     Its label, its whole permission set, or both; the name cannot change. The caller must hold every
    permission of the role as it is and as it will be (403), widening it also needs `admin:members`, and
    a caller limited to sites changes no role (403 RESOURCE_ACCESS_DENIED). Members holding the role get
    the new permissions within the authentication cache bound. A built-in role is 409 `builtin_role`.
    Honours `If-Match` (409 `etag_mismatch`). Requires `admin:roles`.

    Args:
        role_name (str):
        if_match (str | Unset):
        x_api_version (UpdateRoleXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (RoleUpdate): At least one field. `permissions` replaces the role's whole set.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | RoleEnvelope
     """


    return sync_detailed(
        role_name=role_name,
client=client,
body=body,
if_match=if_match,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    role_name: str,
    *,
    client: AuthenticatedClient,
    body: RoleUpdate,
    if_match: str | Unset = UNSET,
    x_api_version: UpdateRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | RoleEnvelope]:
    """ Change a custom role

     Its label, its whole permission set, or both; the name cannot change. The caller must hold every
    permission of the role as it is and as it will be (403), widening it also needs `admin:members`, and
    a caller limited to sites changes no role (403 RESOURCE_ACCESS_DENIED). Members holding the role get
    the new permissions within the authentication cache bound. A built-in role is 409 `builtin_role`.
    Honours `If-Match` (409 `etag_mismatch`). Requires `admin:roles`.

    Args:
        role_name (str):
        if_match (str | Unset):
        x_api_version (UpdateRoleXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (RoleUpdate): At least one field. `permissions` replaces the role's whole set.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | RoleEnvelope]
     """


    kwargs = _get_kwargs(
        role_name=role_name,
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
    role_name: str,
    *,
    client: AuthenticatedClient,
    body: RoleUpdate,
    if_match: str | Unset = UNSET,
    x_api_version: UpdateRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | RoleEnvelope | None:
    """ Change a custom role

     Its label, its whole permission set, or both; the name cannot change. The caller must hold every
    permission of the role as it is and as it will be (403), widening it also needs `admin:members`, and
    a caller limited to sites changes no role (403 RESOURCE_ACCESS_DENIED). Members holding the role get
    the new permissions within the authentication cache bound. A built-in role is 409 `builtin_role`.
    Honours `If-Match` (409 `etag_mismatch`). Requires `admin:roles`.

    Args:
        role_name (str):
        if_match (str | Unset):
        x_api_version (UpdateRoleXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (RoleUpdate): At least one field. `permissions` replaces the role's whole set.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | RoleEnvelope
     """


    return (await asyncio_detailed(
        role_name=role_name,
client=client,
body=body,
if_match=if_match,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
