from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delivery_envelope import DeliveryEnvelope
from ...models.error_response import ErrorResponse
from ...models.redeliver_webhook_delivery_xapi_version import RedeliverWebhookDeliveryXAPIVersion
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    webhook_id: UUID,
    delivery_id: UUID,
    *,
    x_api_version: RedeliverWebhookDeliveryXAPIVersion | Unset = UNSET,
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
        "url": "/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver".format(webhook_id=quote(str(webhook_id), safe=""),delivery_id=quote(str(delivery_id), safe=""),),
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
    webhook_id: UUID,
    delivery_id: UUID,
    *,
    client: AuthenticatedClient,
    x_api_version: RedeliverWebhookDeliveryXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[DeliveryEnvelope | ErrorResponse]:
    """ Send a finished delivery again

     Queues the delivery's message again as a new delivery (`redelivery_of` names the original) with the
    same body and the same `webhook-id`, signed with the webhook's secrets at the time of sending. A
    delivery still `pending` is 409 `CONFLICT` with `reason: delivery_pending` (it is retried by
    itself); a disabled webhook is 409 with `reason: webhook_disabled`; a delivery of another webhook is
    404. At most ten redeliveries may be pending per webhook: beyond, 409 `CONFLICT` with `reason:
    too_many_redeliveries_pending` and `max_pending: 10`, until one finishes. No `Idempotency-Key`: each
    call sends once more. Requires `admin:webhooks`; a caller assigned to sites reaches only webhooks
    whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        delivery_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (RedeliverWebhookDeliveryXAPIVersion | Unset):
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
delivery_id=delivery_id,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    webhook_id: UUID,
    delivery_id: UUID,
    *,
    client: AuthenticatedClient,
    x_api_version: RedeliverWebhookDeliveryXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> DeliveryEnvelope | ErrorResponse | None:
    """ Send a finished delivery again

     Queues the delivery's message again as a new delivery (`redelivery_of` names the original) with the
    same body and the same `webhook-id`, signed with the webhook's secrets at the time of sending. A
    delivery still `pending` is 409 `CONFLICT` with `reason: delivery_pending` (it is retried by
    itself); a disabled webhook is 409 with `reason: webhook_disabled`; a delivery of another webhook is
    404. At most ten redeliveries may be pending per webhook: beyond, 409 `CONFLICT` with `reason:
    too_many_redeliveries_pending` and `max_pending: 10`, until one finishes. No `Idempotency-Key`: each
    call sends once more. Requires `admin:webhooks`; a caller assigned to sites reaches only webhooks
    whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        delivery_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (RedeliverWebhookDeliveryXAPIVersion | Unset):
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
delivery_id=delivery_id,
client=client,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    webhook_id: UUID,
    delivery_id: UUID,
    *,
    client: AuthenticatedClient,
    x_api_version: RedeliverWebhookDeliveryXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[DeliveryEnvelope | ErrorResponse]:
    """ Send a finished delivery again

     Queues the delivery's message again as a new delivery (`redelivery_of` names the original) with the
    same body and the same `webhook-id`, signed with the webhook's secrets at the time of sending. A
    delivery still `pending` is 409 `CONFLICT` with `reason: delivery_pending` (it is retried by
    itself); a disabled webhook is 409 with `reason: webhook_disabled`; a delivery of another webhook is
    404. At most ten redeliveries may be pending per webhook: beyond, 409 `CONFLICT` with `reason:
    too_many_redeliveries_pending` and `max_pending: 10`, until one finishes. No `Idempotency-Key`: each
    call sends once more. Requires `admin:webhooks`; a caller assigned to sites reaches only webhooks
    whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        delivery_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (RedeliverWebhookDeliveryXAPIVersion | Unset):
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
delivery_id=delivery_id,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    webhook_id: UUID,
    delivery_id: UUID,
    *,
    client: AuthenticatedClient,
    x_api_version: RedeliverWebhookDeliveryXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> DeliveryEnvelope | ErrorResponse | None:
    """ Send a finished delivery again

     Queues the delivery's message again as a new delivery (`redelivery_of` names the original) with the
    same body and the same `webhook-id`, signed with the webhook's secrets at the time of sending. A
    delivery still `pending` is 409 `CONFLICT` with `reason: delivery_pending` (it is retried by
    itself); a disabled webhook is 409 with `reason: webhook_disabled`; a delivery of another webhook is
    404. At most ten redeliveries may be pending per webhook: beyond, 409 `CONFLICT` with `reason:
    too_many_redeliveries_pending` and `max_pending: 10`, until one finishes. No `Idempotency-Key`: each
    call sends once more. Requires `admin:webhooks`; a caller assigned to sites reaches only webhooks
    whose `site_ids` are non-empty and among its sites (else 403 `RESOURCE_ACCESS_DENIED`).

    Args:
        webhook_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        delivery_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (RedeliverWebhookDeliveryXAPIVersion | Unset):
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
delivery_id=delivery_id,
client=client,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
