from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_role_xapi_version import CreateRoleXAPIVersion
from ...models.error_response import ErrorResponse
from ...models.role_create import RoleCreate
from ...models.role_envelope import RoleEnvelope
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: RoleCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_api_version, Unset):
        headers["X-API-Version"] = str(x_api_version)


    if not isinstance(x_debug, Unset):
        headers["X-Debug"] = x_debug

    if not isinstance(x_request_id, Unset):
        headers["X-Request-Id"] = x_request_id



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/admin/roles",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | RoleEnvelope | None:
    if response.status_code == 201:
        response_201 = RoleEnvelope.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ErrorResponse.from_dict(response.json())



        return response_403

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
    *,
    client: AuthenticatedClient,
    body: RoleCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | RoleEnvelope]:
    """ Create a custom role

     An exact permission set within the caller's own permissions (changed with PATCH, deleted with DELETE
    while nobody holds it). A taken or built-in name is 409 ALREADY_EXISTS. Requires `admin:roles`.
    Honours `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (CreateRoleXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (RoleCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | RoleEnvelope]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,
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
    body: RoleCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | RoleEnvelope | None:
    """ Create a custom role

     An exact permission set within the caller's own permissions (changed with PATCH, deleted with DELETE
    while nobody holds it). A taken or built-in name is 409 ALREADY_EXISTS. Requires `admin:roles`.
    Honours `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (CreateRoleXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (RoleCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | RoleEnvelope
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: RoleCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | RoleEnvelope]:
    """ Create a custom role

     An exact permission set within the caller's own permissions (changed with PATCH, deleted with DELETE
    while nobody holds it). A taken or built-in name is 409 ALREADY_EXISTS. Requires `admin:roles`.
    Honours `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (CreateRoleXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (RoleCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | RoleEnvelope]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,
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
    body: RoleCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateRoleXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | RoleEnvelope | None:
    """ Create a custom role

     An exact permission set within the caller's own permissions (changed with PATCH, deleted with DELETE
    while nobody holds it). A taken or built-in name is 409 ALREADY_EXISTS. Requires `admin:roles`.
    Honours `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (CreateRoleXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (RoleCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | RoleEnvelope
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
