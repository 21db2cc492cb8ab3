from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delete_webhook_xapi_version import DeleteWebhookXAPIVersion
from ...models.error_response import ErrorResponse
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    webhook_id: str,
    *,
    if_match: str | Unset = UNSET,
    x_api_version: DeleteWebhookXAPIVersion | Unset = UNSET,
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
        "method": "delete",
        "url": "/webhooks/{webhook_id}".format(webhook_id=quote(str(webhook_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ErrorResponse | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    x_api_version: DeleteWebhookXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Any | ErrorResponse]:
    """ Delete a webhook subscription

     Requires `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are
    non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        if_match (str | Unset):
        x_api_version (DeleteWebhookXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
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
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    x_api_version: DeleteWebhookXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Any | ErrorResponse | None:
    """ Delete a webhook subscription

     Requires `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are
    non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        if_match (str | Unset):
        x_api_version (DeleteWebhookXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse
     """


    return sync_detailed(
        webhook_id=webhook_id,
client=client,
if_match=if_match,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    x_api_version: DeleteWebhookXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Any | ErrorResponse]:
    """ Delete a webhook subscription

     Requires `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are
    non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        if_match (str | Unset):
        x_api_version (DeleteWebhookXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
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
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    x_api_version: DeleteWebhookXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Any | ErrorResponse | None:
    """ Delete a webhook subscription

     Requires `admin:webhooks`. A caller assigned to sites reaches only webhooks whose `site_ids` are
    non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        if_match (str | Unset):
        x_api_version (DeleteWebhookXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse
     """


    return (await asyncio_detailed(
        webhook_id=webhook_id,
client=client,
if_match=if_match,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
