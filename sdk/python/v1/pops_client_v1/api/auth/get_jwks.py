from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.get_jwks_xapi_version import GetJwksXAPIVersion
from ...models.jwks_envelope import JwksEnvelope
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    x_api_version: GetJwksXAPIVersion | Unset = UNSET,
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
        "url": "/.well-known/jwks.json",
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | JwksEnvelope | None:
    if response.status_code == 200:
        response_200 = JwksEnvelope.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())



        return response_400

    if response.status_code == 429:
        response_429 = ErrorResponse.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorResponse.from_dict(response.json())



        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | JwksEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_api_version: GetJwksXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | JwksEnvelope]:
    """ Access token signing keys (RFC 7517 JWKS)

     The public keys access tokens are signed with (ES256), the signing key first; during a rotation the
    previous or next key too. A resource server verifies a token with the key its `kid` names, and
    fetches again on an unknown `kid`. Cacheable (`Cache-Control: public, max-age=300`). No credential.

    Args:
        x_api_version (GetJwksXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | JwksEnvelope]
     """


    kwargs = _get_kwargs(
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
    client: AuthenticatedClient | Client,
    x_api_version: GetJwksXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | JwksEnvelope | None:
    """ Access token signing keys (RFC 7517 JWKS)

     The public keys access tokens are signed with (ES256), the signing key first; during a rotation the
    previous or next key too. A resource server verifies a token with the key its `kid` names, and
    fetches again on an unknown `kid`. Cacheable (`Cache-Control: public, max-age=300`). No credential.

    Args:
        x_api_version (GetJwksXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | JwksEnvelope
     """


    return sync_detailed(
        client=client,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_api_version: GetJwksXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | JwksEnvelope]:
    """ Access token signing keys (RFC 7517 JWKS)

     The public keys access tokens are signed with (ES256), the signing key first; during a rotation the
    previous or next key too. A resource server verifies a token with the key its `kid` names, and
    fetches again on an unknown `kid`. Cacheable (`Cache-Control: public, max-age=300`). No credential.

    Args:
        x_api_version (GetJwksXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | JwksEnvelope]
     """


    kwargs = _get_kwargs(
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
    client: AuthenticatedClient | Client,
    x_api_version: GetJwksXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | JwksEnvelope | None:
    """ Access token signing keys (RFC 7517 JWKS)

     The public keys access tokens are signed with (ES256), the signing key first; during a rotation the
    previous or next key too. A resource server verifies a token with the key its `kid` names, and
    fetches again on an unknown `kid`. Cacheable (`Cache-Control: public, max-age=300`). No credential.

    Args:
        x_api_version (GetJwksXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | JwksEnvelope
     """


    return (await asyncio_detailed(
        client=client,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
