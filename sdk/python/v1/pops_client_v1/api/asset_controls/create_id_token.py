from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_id_token_xapi_version import CreateIdTokenXAPIVersion
from ...models.error_response import ErrorResponse
from ...models.id_token_create import IdTokenCreate
from ...models.id_token_envelope import IdTokenEnvelope
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: IdTokenCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateIdTokenXAPIVersion | Unset = UNSET,
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
        "url": "/asset-controls/id-tokens",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | IdTokenEnvelope | None:
    if response.status_code == 201:
        response_201 = IdTokenEnvelope.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | IdTokenEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: IdTokenCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateIdTokenXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | IdTokenEnvelope]:
    """ List an id token

     `{id_token, type?, reference?, site_id?}`: `type` is an OCPP `IdTokenEnumType` other than `Central`
    and `NoAuthorization` (`ISO14443` by default). `site_id` absent or null lists the token for the
    whole organization, which only owners and admins may (otherwise 403 `RESOURCE_ACCESS_DENIED`,
    `reason: grants_sites_you_are_not_assigned_to`); a site the caller is not assigned to is 403
    `RESOURCE_ACCESS_DENIED` (`not_assigned_to_site`), checked before whether the site exists; one that
    is not a live site of the organization is 422 `INVALID_VALUE`. A token listed already at the same
    place (the same site, or organization-wide; same type, same text in any case) is 409
    `ALREADY_EXISTS`; the same card may be listed organization-wide and at any number of sites, each its
    own listing. A listing stands until unlisted: a credential that expires, is address-bound or is a
    third party's grant is 403 `FORBIDDEN` (`restricted_credential`). Requires `write:sessions`. Honours
    `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (CreateIdTokenXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (IdTokenCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | IdTokenEnvelope]
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
    body: IdTokenCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateIdTokenXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | IdTokenEnvelope | None:
    """ List an id token

     `{id_token, type?, reference?, site_id?}`: `type` is an OCPP `IdTokenEnumType` other than `Central`
    and `NoAuthorization` (`ISO14443` by default). `site_id` absent or null lists the token for the
    whole organization, which only owners and admins may (otherwise 403 `RESOURCE_ACCESS_DENIED`,
    `reason: grants_sites_you_are_not_assigned_to`); a site the caller is not assigned to is 403
    `RESOURCE_ACCESS_DENIED` (`not_assigned_to_site`), checked before whether the site exists; one that
    is not a live site of the organization is 422 `INVALID_VALUE`. A token listed already at the same
    place (the same site, or organization-wide; same type, same text in any case) is 409
    `ALREADY_EXISTS`; the same card may be listed organization-wide and at any number of sites, each its
    own listing. A listing stands until unlisted: a credential that expires, is address-bound or is a
    third party's grant is 403 `FORBIDDEN` (`restricted_credential`). Requires `write:sessions`. Honours
    `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (CreateIdTokenXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (IdTokenCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | IdTokenEnvelope
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
    body: IdTokenCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateIdTokenXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | IdTokenEnvelope]:
    """ List an id token

     `{id_token, type?, reference?, site_id?}`: `type` is an OCPP `IdTokenEnumType` other than `Central`
    and `NoAuthorization` (`ISO14443` by default). `site_id` absent or null lists the token for the
    whole organization, which only owners and admins may (otherwise 403 `RESOURCE_ACCESS_DENIED`,
    `reason: grants_sites_you_are_not_assigned_to`); a site the caller is not assigned to is 403
    `RESOURCE_ACCESS_DENIED` (`not_assigned_to_site`), checked before whether the site exists; one that
    is not a live site of the organization is 422 `INVALID_VALUE`. A token listed already at the same
    place (the same site, or organization-wide; same type, same text in any case) is 409
    `ALREADY_EXISTS`; the same card may be listed organization-wide and at any number of sites, each its
    own listing. A listing stands until unlisted: a credential that expires, is address-bound or is a
    third party's grant is 403 `FORBIDDEN` (`restricted_credential`). Requires `write:sessions`. Honours
    `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (CreateIdTokenXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (IdTokenCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | IdTokenEnvelope]
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
    body: IdTokenCreate,
    idempotency_key: str | Unset = UNSET,
    x_api_version: CreateIdTokenXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | IdTokenEnvelope | None:
    """ List an id token

     `{id_token, type?, reference?, site_id?}`: `type` is an OCPP `IdTokenEnumType` other than `Central`
    and `NoAuthorization` (`ISO14443` by default). `site_id` absent or null lists the token for the
    whole organization, which only owners and admins may (otherwise 403 `RESOURCE_ACCESS_DENIED`,
    `reason: grants_sites_you_are_not_assigned_to`); a site the caller is not assigned to is 403
    `RESOURCE_ACCESS_DENIED` (`not_assigned_to_site`), checked before whether the site exists; one that
    is not a live site of the organization is 422 `INVALID_VALUE`. A token listed already at the same
    place (the same site, or organization-wide; same type, same text in any case) is 409
    `ALREADY_EXISTS`; the same card may be listed organization-wide and at any number of sites, each its
    own listing. A listing stands until unlisted: a credential that expires, is address-bound or is a
    third party's grant is 403 `FORBIDDEN` (`restricted_credential`). Requires `write:sessions`. Honours
    `Idempotency-Key`.

    Args:
        idempotency_key (str | Unset):
        x_api_version (CreateIdTokenXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):
        body (IdTokenCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | IdTokenEnvelope
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
