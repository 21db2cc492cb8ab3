from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cancel_firmware_campaign_xapi_version import CancelFirmwareCampaignXAPIVersion
from ...models.error_response import ErrorResponse
from ...models.firmware_campaign_envelope import FirmwareCampaignEnvelope
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    campaign_id: str,
    *,
    x_api_version: CancelFirmwareCampaignXAPIVersion | Unset = UNSET,
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
        "url": "/inventory-service/firmware-campaigns/{campaign_id}/cancel".format(campaign_id=quote(str(campaign_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | FirmwareCampaignEnvelope | None:
    if response.status_code == 200:
        response_200 = FirmwareCampaignEnvelope.from_dict(response.json())



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
    campaign_id: str,
    *,
    client: AuthenticatedClient,
    x_api_version: CancelFirmwareCampaignXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | FirmwareCampaignEnvelope]:
    """ Cancel a running or halted firmware campaign

     Ends the campaign for good (`cancelled`). Nothing more is sent; its pending stations read
    `cancelled` and may be targeted by another campaign at once; stations already sent the update are
    still followed to their end (their reports and boots move their parts). The campaign stops counting
    towards the organization's 20 campaigns at once. Recorded as a `firmware_campaign_cancelled` event.
    409 `CONFLICT` (`details.reason` `campaign_completed` or `campaign_cancelled`) for a campaign
    already completed or cancelled. A site-limited caller must be assigned to the campaign's site (403
    `RESOURCE_ACCESS_DENIED`). Requires `admin:assets`.

    Args:
        campaign_id (str): v1 form of a firmware campaign id: `fwc_` plus the same 128 bits as 22
            base62 digits.
        x_api_version (CancelFirmwareCampaignXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | FirmwareCampaignEnvelope]
     """


    kwargs = _get_kwargs(
        campaign_id=campaign_id,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    campaign_id: str,
    *,
    client: AuthenticatedClient,
    x_api_version: CancelFirmwareCampaignXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | FirmwareCampaignEnvelope | None:
    """ Cancel a running or halted firmware campaign

     Ends the campaign for good (`cancelled`). Nothing more is sent; its pending stations read
    `cancelled` and may be targeted by another campaign at once; stations already sent the update are
    still followed to their end (their reports and boots move their parts). The campaign stops counting
    towards the organization's 20 campaigns at once. Recorded as a `firmware_campaign_cancelled` event.
    409 `CONFLICT` (`details.reason` `campaign_completed` or `campaign_cancelled`) for a campaign
    already completed or cancelled. A site-limited caller must be assigned to the campaign's site (403
    `RESOURCE_ACCESS_DENIED`). Requires `admin:assets`.

    Args:
        campaign_id (str): v1 form of a firmware campaign id: `fwc_` plus the same 128 bits as 22
            base62 digits.
        x_api_version (CancelFirmwareCampaignXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | FirmwareCampaignEnvelope
     """


    return sync_detailed(
        campaign_id=campaign_id,
client=client,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    campaign_id: str,
    *,
    client: AuthenticatedClient,
    x_api_version: CancelFirmwareCampaignXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | FirmwareCampaignEnvelope]:
    """ Cancel a running or halted firmware campaign

     Ends the campaign for good (`cancelled`). Nothing more is sent; its pending stations read
    `cancelled` and may be targeted by another campaign at once; stations already sent the update are
    still followed to their end (their reports and boots move their parts). The campaign stops counting
    towards the organization's 20 campaigns at once. Recorded as a `firmware_campaign_cancelled` event.
    409 `CONFLICT` (`details.reason` `campaign_completed` or `campaign_cancelled`) for a campaign
    already completed or cancelled. A site-limited caller must be assigned to the campaign's site (403
    `RESOURCE_ACCESS_DENIED`). Requires `admin:assets`.

    Args:
        campaign_id (str): v1 form of a firmware campaign id: `fwc_` plus the same 128 bits as 22
            base62 digits.
        x_api_version (CancelFirmwareCampaignXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | FirmwareCampaignEnvelope]
     """


    kwargs = _get_kwargs(
        campaign_id=campaign_id,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    campaign_id: str,
    *,
    client: AuthenticatedClient,
    x_api_version: CancelFirmwareCampaignXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | FirmwareCampaignEnvelope | None:
    """ Cancel a running or halted firmware campaign

     Ends the campaign for good (`cancelled`). Nothing more is sent; its pending stations read
    `cancelled` and may be targeted by another campaign at once; stations already sent the update are
    still followed to their end (their reports and boots move their parts). The campaign stops counting
    towards the organization's 20 campaigns at once. Recorded as a `firmware_campaign_cancelled` event.
    409 `CONFLICT` (`details.reason` `campaign_completed` or `campaign_cancelled`) for a campaign
    already completed or cancelled. A site-limited caller must be assigned to the campaign's site (403
    `RESOURCE_ACCESS_DENIED`). Requires `admin:assets`.

    Args:
        campaign_id (str): v1 form of a firmware campaign id: `fwc_` plus the same 128 bits as 22
            base62 digits.
        x_api_version (CancelFirmwareCampaignXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | FirmwareCampaignEnvelope
     """


    return (await asyncio_detailed(
        campaign_id=campaign_id,
client=client,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
