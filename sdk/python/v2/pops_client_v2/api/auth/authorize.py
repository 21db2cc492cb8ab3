from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.authorize_code_challenge_method import AuthorizeCodeChallengeMethod
from ...models.authorize_response_type import AuthorizeResponseType
from ...models.authorize_xapi_version import AuthorizeXAPIVersion
from ...models.error_response import ErrorResponse
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    client_id: UUID,
    redirect_uri: str,
    response_type: AuthorizeResponseType,
    code_challenge: str,
    code_challenge_method: AuthorizeCodeChallengeMethod,
    scope: str | Unset = UNSET,
    state: str | Unset = UNSET,
    x_api_version: AuthorizeXAPIVersion | Unset = UNSET,
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

    json_client_id = str(client_id)
    params["client_id"] = json_client_id

    params["redirect_uri"] = redirect_uri

    json_response_type = response_type.value
    params["response_type"] = json_response_type

    params["code_challenge"] = code_challenge

    json_code_challenge_method = code_challenge_method.value
    params["code_challenge_method"] = json_code_challenge_method

    params["scope"] = scope

    params["state"] = state


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/oauth2/authorize",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ErrorResponse | None:
    if response.status_code == 302:
        response_302 = cast(Any, None)
        return response_302

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    client_id: UUID,
    redirect_uri: str,
    response_type: AuthorizeResponseType,
    code_challenge: str,
    code_challenge_method: AuthorizeCodeChallengeMethod,
    scope: str | Unset = UNSET,
    state: str | Unset = UNSET,
    x_api_version: AuthorizeXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Any | ErrorResponse]:
    """ OAuth 2.0 authorization endpoint

     Authorization code grant, called with the member's own credential (no login page). Until the client
    and redirect URI are established, errors are the API's error body; after that they go back on the
    redirect as `error`, `error_description` and `state`. An API key limited by `allowed_ips` is 403
    FORBIDDEN (reason restricted_credential); the grant of an expiring credential ends with it. Any
    authenticated caller; no permission needed.

    Args:
        client_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        redirect_uri (str):
        response_type (AuthorizeResponseType):
        code_challenge (str):
        code_challenge_method (AuthorizeCodeChallengeMethod):
        scope (str | Unset):
        state (str | Unset):
        x_api_version (AuthorizeXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse]
     """


    kwargs = _get_kwargs(
        client_id=client_id,
redirect_uri=redirect_uri,
response_type=response_type,
code_challenge=code_challenge,
code_challenge_method=code_challenge_method,
scope=scope,
state=state,
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
    client_id: UUID,
    redirect_uri: str,
    response_type: AuthorizeResponseType,
    code_challenge: str,
    code_challenge_method: AuthorizeCodeChallengeMethod,
    scope: str | Unset = UNSET,
    state: str | Unset = UNSET,
    x_api_version: AuthorizeXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Any | ErrorResponse | None:
    """ OAuth 2.0 authorization endpoint

     Authorization code grant, called with the member's own credential (no login page). Until the client
    and redirect URI are established, errors are the API's error body; after that they go back on the
    redirect as `error`, `error_description` and `state`. An API key limited by `allowed_ips` is 403
    FORBIDDEN (reason restricted_credential); the grant of an expiring credential ends with it. Any
    authenticated caller; no permission needed.

    Args:
        client_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        redirect_uri (str):
        response_type (AuthorizeResponseType):
        code_challenge (str):
        code_challenge_method (AuthorizeCodeChallengeMethod):
        scope (str | Unset):
        state (str | Unset):
        x_api_version (AuthorizeXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse
     """


    return sync_detailed(
        client=client,
client_id=client_id,
redirect_uri=redirect_uri,
response_type=response_type,
code_challenge=code_challenge,
code_challenge_method=code_challenge_method,
scope=scope,
state=state,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    client_id: UUID,
    redirect_uri: str,
    response_type: AuthorizeResponseType,
    code_challenge: str,
    code_challenge_method: AuthorizeCodeChallengeMethod,
    scope: str | Unset = UNSET,
    state: str | Unset = UNSET,
    x_api_version: AuthorizeXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Any | ErrorResponse]:
    """ OAuth 2.0 authorization endpoint

     Authorization code grant, called with the member's own credential (no login page). Until the client
    and redirect URI are established, errors are the API's error body; after that they go back on the
    redirect as `error`, `error_description` and `state`. An API key limited by `allowed_ips` is 403
    FORBIDDEN (reason restricted_credential); the grant of an expiring credential ends with it. Any
    authenticated caller; no permission needed.

    Args:
        client_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        redirect_uri (str):
        response_type (AuthorizeResponseType):
        code_challenge (str):
        code_challenge_method (AuthorizeCodeChallengeMethod):
        scope (str | Unset):
        state (str | Unset):
        x_api_version (AuthorizeXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse]
     """


    kwargs = _get_kwargs(
        client_id=client_id,
redirect_uri=redirect_uri,
response_type=response_type,
code_challenge=code_challenge,
code_challenge_method=code_challenge_method,
scope=scope,
state=state,
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
    client_id: UUID,
    redirect_uri: str,
    response_type: AuthorizeResponseType,
    code_challenge: str,
    code_challenge_method: AuthorizeCodeChallengeMethod,
    scope: str | Unset = UNSET,
    state: str | Unset = UNSET,
    x_api_version: AuthorizeXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Any | ErrorResponse | None:
    """ OAuth 2.0 authorization endpoint

     Authorization code grant, called with the member's own credential (no login page). Until the client
    and redirect URI are established, errors are the API's error body; after that they go back on the
    redirect as `error`, `error_description` and `state`. An API key limited by `allowed_ips` is 403
    FORBIDDEN (reason restricted_credential); the grant of an expiring credential ends with it. Any
    authenticated caller; no permission needed.

    Args:
        client_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        redirect_uri (str):
        response_type (AuthorizeResponseType):
        code_challenge (str):
        code_challenge_method (AuthorizeCodeChallengeMethod):
        scope (str | Unset):
        state (str | Unset):
        x_api_version (AuthorizeXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse
     """


    return (await asyncio_detailed(
        client=client,
client_id=client_id,
redirect_uri=redirect_uri,
response_type=response_type,
code_challenge=code_challenge,
code_challenge_method=code_challenge_method,
scope=scope,
state=state,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
