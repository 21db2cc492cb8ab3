from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delivery_envelope import DeliveryEnvelope
from ...models.error_response import ErrorResponse
from ...models.send_webhook_test_event_xapi_version import SendWebhookTestEventXAPIVersion
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    webhook_id: str,
    *,
    x_api_version: SendWebhookTestEventXAPIVersion | Unset = UNSET,
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
        "url": "/webhooks/{webhook_id}/test".format(webhook_id=quote(str(webhook_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DeliveryEnvelope | ErrorResponse | None:
    if response.status_code == 202:
        response_202 = DeliveryEnvelope.from_dict(response.json())



        return response_202

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DeliveryEnvelope | ErrorResponse]:
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
    x_api_version: SendWebhookTestEventXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[DeliveryEnvelope | ErrorResponse]:
    """ Send a signed test event to a webhook

     Queues a `webhook.test` event for this webhook alone (whatever its `events`), signed and delivered
    like every delivery: within seconds, retried, recorded among its deliveries. No body, no
    `Idempotency-Key`: each call sends one more. A disabled webhook is 409 `CONFLICT` with `reason:
    webhook_disabled`. One test event may be pending per webhook: while one is (retries included), 409
    `CONFLICT` with `reason: test_pending` and `max_pending: 1`. Requires `admin:webhooks`; a caller
    assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403
    `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        x_api_version (SendWebhookTestEventXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryEnvelope | ErrorResponse]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
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
    x_api_version: SendWebhookTestEventXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> DeliveryEnvelope | ErrorResponse | None:
    """ Send a signed test event to a webhook

     Queues a `webhook.test` event for this webhook alone (whatever its `events`), signed and delivered
    like every delivery: within seconds, retried, recorded among its deliveries. No body, no
    `Idempotency-Key`: each call sends one more. A disabled webhook is 409 `CONFLICT` with `reason:
    webhook_disabled`. One test event may be pending per webhook: while one is (retries included), 409
    `CONFLICT` with `reason: test_pending` and `max_pending: 1`. Requires `admin:webhooks`; a caller
    assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403
    `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        x_api_version (SendWebhookTestEventXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryEnvelope | ErrorResponse
     """


    return sync_detailed(
        webhook_id=webhook_id,
client=client,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    x_api_version: SendWebhookTestEventXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[DeliveryEnvelope | ErrorResponse]:
    """ Send a signed test event to a webhook

     Queues a `webhook.test` event for this webhook alone (whatever its `events`), signed and delivered
    like every delivery: within seconds, retried, recorded among its deliveries. No body, no
    `Idempotency-Key`: each call sends one more. A disabled webhook is 409 `CONFLICT` with `reason:
    webhook_disabled`. One test event may be pending per webhook: while one is (retries included), 409
    `CONFLICT` with `reason: test_pending` and `max_pending: 1`. Requires `admin:webhooks`; a caller
    assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403
    `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        x_api_version (SendWebhookTestEventXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryEnvelope | ErrorResponse]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
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
    x_api_version: SendWebhookTestEventXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> DeliveryEnvelope | ErrorResponse | None:
    """ Send a signed test event to a webhook

     Queues a `webhook.test` event for this webhook alone (whatever its `events`), signed and delivered
    like every delivery: within seconds, retried, recorded among its deliveries. No body, no
    `Idempotency-Key`: each call sends one more. A disabled webhook is 409 `CONFLICT` with `reason:
    webhook_disabled`. One test event may be pending per webhook: while one is (retries included), 409
    `CONFLICT` with `reason: test_pending` and `max_pending: 1`. Requires `admin:webhooks`; a caller
    assigned to sites reaches only webhooks whose `site_ids` are non-empty and among its sites (else 403
    `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (str): v1 form of a webhook id: `whk_` plus the same 128 bits as 22 base62
            digits (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this
            millennium has, so that whatever matches it is 128 bits).
        x_api_version (SendWebhookTestEventXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryEnvelope | ErrorResponse
     """


    return (await asyncio_detailed(
        webhook_id=webhook_id,
client=client,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
