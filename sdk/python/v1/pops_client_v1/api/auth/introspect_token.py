from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.introspect_token_xapi_version import IntrospectTokenXAPIVersion
from ...models.introspection_envelope import IntrospectionEnvelope
from ...models.introspection_request import IntrospectionRequest
from ...models.o_auth_error import OAuthError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body:    IntrospectionRequest  |     IntrospectionRequest  | Unset = UNSET,
    x_api_version: IntrospectTokenXAPIVersion | Unset = UNSET,
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
        "url": "/oauth2/introspect",
    }

    if isinstance(body, IntrospectionRequest):
        _kwargs["data"] = body.to_dict()
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    if isinstance(body, IntrospectionRequest):
        _kwargs["json"] = body.to_dict()

        headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | ErrorResponse | OAuthError | IntrospectionEnvelope | OAuthError | None:
    if response.status_code == 200:
        response_200 = IntrospectionEnvelope.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        def _parse_response_400(data: object) -> ErrorResponse | OAuthError:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = OAuthError.from_dict(data)



                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_1 = ErrorResponse.from_dict(data)



            return response_400_type_1

        response_400 = _parse_response_400(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = OAuthError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ErrorResponse.from_dict(response.json())



        return response_403

    if response.status_code == 429:
        response_429 = ErrorResponse.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorResponse.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ErrorResponse.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | ErrorResponse | OAuthError | IntrospectionEnvelope | OAuthError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body:    IntrospectionRequest  |     IntrospectionRequest  | Unset = UNSET,
    x_api_version: IntrospectTokenXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | ErrorResponse | OAuthError | IntrospectionEnvelope | OAuthError]:
    """ OAuth 2.0 token introspection (RFC 7662)

     For resource servers: a client of the organization (HTTP Basic, or `client_id` + `client_secret` in
    the body) asks whether a token is active. An access token is active when it would authenticate a
    request now (signature, expiry, its grant and client not revoked, its member and organization
    active), a refresh token while it may still be exchanged. Tokens of another organization are
    `{"active": false}`, like unknown ones. No API credential.

    Args:
        x_api_version (IntrospectTokenXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (IntrospectionRequest): RFC 7662 section 2.1. The client authenticates with HTTP
            Basic or `client_id` + `client_secret` here, not both. A parameter sent empty counts as
            not sent (RFC 6749 section 3.1).
        body (IntrospectionRequest): RFC 7662 section 2.1. The client authenticates with HTTP
            Basic or `client_id` + `client_secret` here, not both. A parameter sent empty counts as
            not sent (RFC 6749 section 3.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ErrorResponse | OAuthError | IntrospectionEnvelope | OAuthError]
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
    client: AuthenticatedClient | Client,
    body:    IntrospectionRequest  |     IntrospectionRequest  | Unset = UNSET,
    x_api_version: IntrospectTokenXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | ErrorResponse | OAuthError | IntrospectionEnvelope | OAuthError | None:
    """ OAuth 2.0 token introspection (RFC 7662)

     For resource servers: a client of the organization (HTTP Basic, or `client_id` + `client_secret` in
    the body) asks whether a token is active. An access token is active when it would authenticate a
    request now (signature, expiry, its grant and client not revoked, its member and organization
    active), a refresh token while it may still be exchanged. Tokens of another organization are
    `{"active": false}`, like unknown ones. No API credential.

    Args:
        x_api_version (IntrospectTokenXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (IntrospectionRequest): RFC 7662 section 2.1. The client authenticates with HTTP
            Basic or `client_id` + `client_secret` here, not both. A parameter sent empty counts as
            not sent (RFC 6749 section 3.1).
        body (IntrospectionRequest): RFC 7662 section 2.1. The client authenticates with HTTP
            Basic or `client_id` + `client_secret` here, not both. A parameter sent empty counts as
            not sent (RFC 6749 section 3.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ErrorResponse | OAuthError | IntrospectionEnvelope | OAuthError
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
    client: AuthenticatedClient | Client,
    body:    IntrospectionRequest  |     IntrospectionRequest  | Unset = UNSET,
    x_api_version: IntrospectTokenXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | ErrorResponse | OAuthError | IntrospectionEnvelope | OAuthError]:
    """ OAuth 2.0 token introspection (RFC 7662)

     For resource servers: a client of the organization (HTTP Basic, or `client_id` + `client_secret` in
    the body) asks whether a token is active. An access token is active when it would authenticate a
    request now (signature, expiry, its grant and client not revoked, its member and organization
    active), a refresh token while it may still be exchanged. Tokens of another organization are
    `{"active": false}`, like unknown ones. No API credential.

    Args:
        x_api_version (IntrospectTokenXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (IntrospectionRequest): RFC 7662 section 2.1. The client authenticates with HTTP
            Basic or `client_id` + `client_secret` here, not both. A parameter sent empty counts as
            not sent (RFC 6749 section 3.1).
        body (IntrospectionRequest): RFC 7662 section 2.1. The client authenticates with HTTP
            Basic or `client_id` + `client_secret` here, not both. A parameter sent empty counts as
            not sent (RFC 6749 section 3.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ErrorResponse | OAuthError | IntrospectionEnvelope | OAuthError]
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
    client: AuthenticatedClient | Client,
    body:    IntrospectionRequest  |     IntrospectionRequest  | Unset = UNSET,
    x_api_version: IntrospectTokenXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | ErrorResponse | OAuthError | IntrospectionEnvelope | OAuthError | None:
    """ OAuth 2.0 token introspection (RFC 7662)

     For resource servers: a client of the organization (HTTP Basic, or `client_id` + `client_secret` in
    the body) asks whether a token is active. An access token is active when it would authenticate a
    request now (signature, expiry, its grant and client not revoked, its member and organization
    active), a refresh token while it may still be exchanged. Tokens of another organization are
    `{"active": false}`, like unknown ones. No API credential.

    Args:
        x_api_version (IntrospectTokenXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (IntrospectionRequest): RFC 7662 section 2.1. The client authenticates with HTTP
            Basic or `client_id` + `client_secret` here, not both. A parameter sent empty counts as
            not sent (RFC 6749 section 3.1).
        body (IntrospectionRequest): RFC 7662 section 2.1. The client authenticates with HTTP
            Basic or `client_id` + `client_secret` here, not both. A parameter sent empty counts as
            not sent (RFC 6749 section 3.1).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ErrorResponse | OAuthError | IntrospectionEnvelope | OAuthError
     """


    return (await asyncio_detailed(
        client=client,
body=body,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
