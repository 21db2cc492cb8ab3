from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_firmware_campaign_xapi_version import CreateFirmwareCampaignXAPIVersion
from ...models.error_response import ErrorResponse
from ...models.firmware_campaign_create import FirmwareCampaignCreate
from ...models.firmware_campaign_envelope import FirmwareCampaignEnvelope
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: FirmwareCampaignCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateFirmwareCampaignXAPIVersion | Unset = UNSET,
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
        "url": "/inventory-service/firmware-campaigns",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | FirmwareCampaignEnvelope | None:
    if response.status_code == 201:
        response_201 = FirmwareCampaignEnvelope.from_dict(response.json())



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

    if response.status_code == 404:
        response_404 = ErrorResponse.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = ErrorResponse.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = ErrorResponse.from_dict(response.json())



        return response_422

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | FirmwareCampaignEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: FirmwareCampaignCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateFirmwareCampaignXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | FirmwareCampaignEnvelope]:
    """ Roll a firmware image out to a site's stations

     The campaign targets the charging stations of one site (`targets.site_id`: every station there;
    `targets.asset_ids`: those stations, all at one site), at most 500, resolved now. From `start_at`
    the scheduler sends each station UpdateFirmware (1.6: UpdateFirmware, or SignedUpdateFirmware when
    `signature` is given), at most `max_concurrent` at once, skipping stations with an open session
    until they are idle, and halts the campaign when `halt_after_failures` stations failed. A caller
    limited to sites targets only stations at its sites (403 `RESOURCE_ACCESS_DENIED`). 409 `CONFLICT`
    when the organization has 20 campaigns not completed (`details.reason: too_many_active_campaigns`)
    or a target is in another campaign not done with it (`station_in_another_campaign`, naming
    `asset_id` and `campaign_id`); `start_at` at most 90 days ahead. Requires `admin:assets`. Honours
    `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (CreateFirmwareCampaignXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (FirmwareCampaignCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | FirmwareCampaignEnvelope]
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
    body: FirmwareCampaignCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateFirmwareCampaignXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | FirmwareCampaignEnvelope | None:
    """ Roll a firmware image out to a site's stations

     The campaign targets the charging stations of one site (`targets.site_id`: every station there;
    `targets.asset_ids`: those stations, all at one site), at most 500, resolved now. From `start_at`
    the scheduler sends each station UpdateFirmware (1.6: UpdateFirmware, or SignedUpdateFirmware when
    `signature` is given), at most `max_concurrent` at once, skipping stations with an open session
    until they are idle, and halts the campaign when `halt_after_failures` stations failed. A caller
    limited to sites targets only stations at its sites (403 `RESOURCE_ACCESS_DENIED`). 409 `CONFLICT`
    when the organization has 20 campaigns not completed (`details.reason: too_many_active_campaigns`)
    or a target is in another campaign not done with it (`station_in_another_campaign`, naming
    `asset_id` and `campaign_id`); `start_at` at most 90 days ahead. Requires `admin:assets`. Honours
    `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (CreateFirmwareCampaignXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (FirmwareCampaignCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | FirmwareCampaignEnvelope
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
    body: FirmwareCampaignCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateFirmwareCampaignXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | FirmwareCampaignEnvelope]:
    """ Roll a firmware image out to a site's stations

     The campaign targets the charging stations of one site (`targets.site_id`: every station there;
    `targets.asset_ids`: those stations, all at one site), at most 500, resolved now. From `start_at`
    the scheduler sends each station UpdateFirmware (1.6: UpdateFirmware, or SignedUpdateFirmware when
    `signature` is given), at most `max_concurrent` at once, skipping stations with an open session
    until they are idle, and halts the campaign when `halt_after_failures` stations failed. A caller
    limited to sites targets only stations at its sites (403 `RESOURCE_ACCESS_DENIED`). 409 `CONFLICT`
    when the organization has 20 campaigns not completed (`details.reason: too_many_active_campaigns`)
    or a target is in another campaign not done with it (`station_in_another_campaign`, naming
    `asset_id` and `campaign_id`); `start_at` at most 90 days ahead. Requires `admin:assets`. Honours
    `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (CreateFirmwareCampaignXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (FirmwareCampaignCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | FirmwareCampaignEnvelope]
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
    body: FirmwareCampaignCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateFirmwareCampaignXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | FirmwareCampaignEnvelope | None:
    """ Roll a firmware image out to a site's stations

     The campaign targets the charging stations of one site (`targets.site_id`: every station there;
    `targets.asset_ids`: those stations, all at one site), at most 500, resolved now. From `start_at`
    the scheduler sends each station UpdateFirmware (1.6: UpdateFirmware, or SignedUpdateFirmware when
    `signature` is given), at most `max_concurrent` at once, skipping stations with an open session
    until they are idle, and halts the campaign when `halt_after_failures` stations failed. A caller
    limited to sites targets only stations at its sites (403 `RESOURCE_ACCESS_DENIED`). 409 `CONFLICT`
    when the organization has 20 campaigns not completed (`details.reason: too_many_active_campaigns`)
    or a target is in another campaign not done with it (`station_in_another_campaign`, naming
    `asset_id` and `campaign_id`); `start_at` at most 90 days ahead. Requires `admin:assets`. Honours
    `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (CreateFirmwareCampaignXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (FirmwareCampaignCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | FirmwareCampaignEnvelope
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
