from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.rotate_station_password_xapi_version import RotateStationPasswordXAPIVersion
from ...models.station_password_rotation import StationPasswordRotation
from ...models.station_with_password_envelope import StationWithPasswordEnvelope
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    asset_id: UUID,
    *,
    body: StationPasswordRotation | Unset = UNSET,
    x_api_version: RotateStationPasswordXAPIVersion | Unset = UNSET,
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
        "url": "/inventory-service/assets/{asset_id}/station/password".format(asset_id=quote(str(asset_id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | StationWithPasswordEnvelope | None:
    if response.status_code == 200:
        response_200 = StationWithPasswordEnvelope.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | StationWithPasswordEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    asset_id: UUID,
    *,
    client: AuthenticatedClient,
    body: StationPasswordRotation | Unset = UNSET,
    x_api_version: RotateStationPasswordXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | StationWithPasswordEnvelope]:
    """ Give a station a new password

     The new password is in this response only (`Cache-Control: no-store`); the old one authenticates no
    new connection from now on. A connected station is sent it first (`push`, true unless `false`), then
    its old connection is cut; after a leak rotate with `push: false` (nothing is sent: the registered
    connection may be the thief's). 409 `rotation_in_progress` while another rotation's push is under
    way; 409 `station_refused_password` when the station refuses it (`details.station_status` says what
    it answered, `details.error_code` a CALLERROR's code): its password and connection are kept, nothing
    changed, and no password is shown (revoke with `push: false` whatever the station says); 409
    `rotation_pending_reboot` while the station's connection is on the previous password kept because it
    takes its new one at its next reboot (reset it first, or `push: false`); 503 with `Retry-After` when
    the push could not leave (the old password stands, nothing changed). Site-based access control
    applies as to the asset. A credential that expires, is address-bound or is a third party's grant is
    403 `FORBIDDEN` (`restricted_credential`). Requires `admin:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (RotateStationPasswordXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (StationPasswordRotation | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | StationWithPasswordEnvelope]
     """


    kwargs = _get_kwargs(
        asset_id=asset_id,
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
    asset_id: UUID,
    *,
    client: AuthenticatedClient,
    body: StationPasswordRotation | Unset = UNSET,
    x_api_version: RotateStationPasswordXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | StationWithPasswordEnvelope | None:
    """ Give a station a new password

     The new password is in this response only (`Cache-Control: no-store`); the old one authenticates no
    new connection from now on. A connected station is sent it first (`push`, true unless `false`), then
    its old connection is cut; after a leak rotate with `push: false` (nothing is sent: the registered
    connection may be the thief's). 409 `rotation_in_progress` while another rotation's push is under
    way; 409 `station_refused_password` when the station refuses it (`details.station_status` says what
    it answered, `details.error_code` a CALLERROR's code): its password and connection are kept, nothing
    changed, and no password is shown (revoke with `push: false` whatever the station says); 409
    `rotation_pending_reboot` while the station's connection is on the previous password kept because it
    takes its new one at its next reboot (reset it first, or `push: false`); 503 with `Retry-After` when
    the push could not leave (the old password stands, nothing changed). Site-based access control
    applies as to the asset. A credential that expires, is address-bound or is a third party's grant is
    403 `FORBIDDEN` (`restricted_credential`). Requires `admin:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (RotateStationPasswordXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (StationPasswordRotation | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | StationWithPasswordEnvelope
     """


    return sync_detailed(
        asset_id=asset_id,
client=client,
body=body,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    asset_id: UUID,
    *,
    client: AuthenticatedClient,
    body: StationPasswordRotation | Unset = UNSET,
    x_api_version: RotateStationPasswordXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | StationWithPasswordEnvelope]:
    """ Give a station a new password

     The new password is in this response only (`Cache-Control: no-store`); the old one authenticates no
    new connection from now on. A connected station is sent it first (`push`, true unless `false`), then
    its old connection is cut; after a leak rotate with `push: false` (nothing is sent: the registered
    connection may be the thief's). 409 `rotation_in_progress` while another rotation's push is under
    way; 409 `station_refused_password` when the station refuses it (`details.station_status` says what
    it answered, `details.error_code` a CALLERROR's code): its password and connection are kept, nothing
    changed, and no password is shown (revoke with `push: false` whatever the station says); 409
    `rotation_pending_reboot` while the station's connection is on the previous password kept because it
    takes its new one at its next reboot (reset it first, or `push: false`); 503 with `Retry-After` when
    the push could not leave (the old password stands, nothing changed). Site-based access control
    applies as to the asset. A credential that expires, is address-bound or is a third party's grant is
    403 `FORBIDDEN` (`restricted_credential`). Requires `admin:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (RotateStationPasswordXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (StationPasswordRotation | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | StationWithPasswordEnvelope]
     """


    kwargs = _get_kwargs(
        asset_id=asset_id,
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
    asset_id: UUID,
    *,
    client: AuthenticatedClient,
    body: StationPasswordRotation | Unset = UNSET,
    x_api_version: RotateStationPasswordXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | StationWithPasswordEnvelope | None:
    """ Give a station a new password

     The new password is in this response only (`Cache-Control: no-store`); the old one authenticates no
    new connection from now on. A connected station is sent it first (`push`, true unless `false`), then
    its old connection is cut; after a leak rotate with `push: false` (nothing is sent: the registered
    connection may be the thief's). 409 `rotation_in_progress` while another rotation's push is under
    way; 409 `station_refused_password` when the station refuses it (`details.station_status` says what
    it answered, `details.error_code` a CALLERROR's code): its password and connection are kept, nothing
    changed, and no password is shown (revoke with `push: false` whatever the station says); 409
    `rotation_pending_reboot` while the station's connection is on the previous password kept because it
    takes its new one at its next reboot (reset it first, or `push: false`); 503 with `Retry-After` when
    the push could not leave (the old password stands, nothing changed). Site-based access control
    applies as to the asset. A credential that expires, is address-bound or is a third party's grant is
    403 `FORBIDDEN` (`restricted_credential`). Requires `admin:assets`.

    Args:
        asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        x_api_version (RotateStationPasswordXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (StationPasswordRotation | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | StationWithPasswordEnvelope
     """


    return (await asyncio_detailed(
        asset_id=asset_id,
client=client,
body=body,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
