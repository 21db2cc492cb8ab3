from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.session_create import SessionCreate
from ...models.session_envelope import SessionEnvelope
from ...models.start_session_xapi_version import StartSessionXAPIVersion
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: SessionCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: StartSessionXAPIVersion | Unset = UNSET,
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
        "url": "/asset-controls/sessions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | SessionEnvelope | None:
    if response.status_code == 200:
        response_200 = SessionEnvelope.from_dict(response.json())



        return response_200

    if response.status_code == 201:
        response_201 = SessionEnvelope.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | SessionEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SessionCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: StartSessionXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | SessionEnvelope]:
    """ Start a charging session

     On a live, active asset without an open session (409 otherwise). On a charging station the station
    is asked first (RequestStartTransaction) and the session is written only when it accepted; 409 with
    reason `station_offline`, `station_rejected` or `station_unsupported`, 504 when it does not answer
    in time, 502 on a CALLERROR or a malformed answer, 503 (or 500) when the connection registry cannot
    be read. The asset is claimed before the station is asked; after a 504 the claim holds it for 60 s,
    and a start meanwhile is 409 `start_pending` naming the session the station's Started event would
    make. Requires `write:sessions`. Honours `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (StartSessionXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (SessionCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SessionEnvelope]
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
    body: SessionCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: StartSessionXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | SessionEnvelope | None:
    """ Start a charging session

     On a live, active asset without an open session (409 otherwise). On a charging station the station
    is asked first (RequestStartTransaction) and the session is written only when it accepted; 409 with
    reason `station_offline`, `station_rejected` or `station_unsupported`, 504 when it does not answer
    in time, 502 on a CALLERROR or a malformed answer, 503 (or 500) when the connection registry cannot
    be read. The asset is claimed before the station is asked; after a 504 the claim holds it for 60 s,
    and a start meanwhile is 409 `start_pending` naming the session the station's Started event would
    make. Requires `write:sessions`. Honours `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (StartSessionXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (SessionCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SessionEnvelope
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
    body: SessionCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: StartSessionXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | SessionEnvelope]:
    """ Start a charging session

     On a live, active asset without an open session (409 otherwise). On a charging station the station
    is asked first (RequestStartTransaction) and the session is written only when it accepted; 409 with
    reason `station_offline`, `station_rejected` or `station_unsupported`, 504 when it does not answer
    in time, 502 on a CALLERROR or a malformed answer, 503 (or 500) when the connection registry cannot
    be read. The asset is claimed before the station is asked; after a 504 the claim holds it for 60 s,
    and a start meanwhile is 409 `start_pending` naming the session the station's Started event would
    make. Requires `write:sessions`. Honours `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (StartSessionXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (SessionCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SessionEnvelope]
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
    body: SessionCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: StartSessionXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | SessionEnvelope | None:
    """ Start a charging session

     On a live, active asset without an open session (409 otherwise). On a charging station the station
    is asked first (RequestStartTransaction) and the session is written only when it accepted; 409 with
    reason `station_offline`, `station_rejected` or `station_unsupported`, 504 when it does not answer
    in time, 502 on a CALLERROR or a malformed answer, 503 (or 500) when the connection registry cannot
    be read. The asset is claimed before the station is asked; after a 504 the claim holds it for 60 s,
    and a start meanwhile is 409 `start_pending` naming the session the station's Started event would
    make. Requires `write:sessions`. Honours `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (StartSessionXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (SessionCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SessionEnvelope
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
