from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.list_stations_asset_status import ListStationsAssetStatus
from ...models.list_stations_asset_statuseq import ListStationsAssetStatuseq
from ...models.list_stations_asset_statusne import ListStationsAssetStatusne
from ...models.list_stations_connection import ListStationsConnection
from ...models.list_stations_connectioneq import ListStationsConnectioneq
from ...models.list_stations_connectionne import ListStationsConnectionne
from ...models.list_stations_last_known_status import ListStationsLastKnownStatus
from ...models.list_stations_last_known_statuseq import ListStationsLastKnownStatuseq
from ...models.list_stations_last_known_statusne import ListStationsLastKnownStatusne
from ...models.list_stations_ocpp_version import ListStationsOcppVersion
from ...models.list_stations_ocpp_versioneq import ListStationsOcppVersioneq
from ...models.list_stations_ocpp_versionne import ListStationsOcppVersionne
from ...models.list_stations_status import ListStationsStatus
from ...models.list_stations_statuseq import ListStationsStatuseq
from ...models.list_stations_statusne import ListStationsStatusne
from ...models.list_stations_xapi_version import ListStationsXAPIVersion
from ...models.station_list import StationList
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime



def _get_kwargs(
    *,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: str | Unset = '-created_at',
    created_at: datetime.datetime | Unset = UNSET,
    created_ateq: datetime.datetime | Unset = UNSET,
    created_atne: datetime.datetime | Unset = UNSET,
    created_atgt: datetime.datetime | Unset = UNSET,
    created_atgte: datetime.datetime | Unset = UNSET,
    created_atlt: datetime.datetime | Unset = UNSET,
    created_atlte: datetime.datetime | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    name: str | Unset = UNSET,
    nameeq: str | Unset = UNSET,
    namene: str | Unset = UNSET,
    namegt: str | Unset = UNSET,
    namegte: str | Unset = UNSET,
    namelt: str | Unset = UNSET,
    namelte: str | Unset = UNSET,
    namein: str | Unset = UNSET,
    updated_at: datetime.datetime | Unset = UNSET,
    updated_ateq: datetime.datetime | Unset = UNSET,
    updated_atne: datetime.datetime | Unset = UNSET,
    updated_atgt: datetime.datetime | Unset = UNSET,
    updated_atgte: datetime.datetime | Unset = UNSET,
    updated_atlt: datetime.datetime | Unset = UNSET,
    updated_atlte: datetime.datetime | Unset = UNSET,
    updated_atin: str | Unset = UNSET,
    site_id: UUID | Unset = UNSET,
    site_ideq: UUID | Unset = UNSET,
    site_idne: UUID | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    asset_status: ListStationsAssetStatus | Unset = UNSET,
    asset_statuseq: ListStationsAssetStatuseq | Unset = UNSET,
    asset_statusne: ListStationsAssetStatusne | Unset = UNSET,
    asset_statusin: str | Unset = UNSET,
    connection: ListStationsConnection | Unset = UNSET,
    connectioneq: ListStationsConnectioneq | Unset = UNSET,
    connectionne: ListStationsConnectionne | Unset = UNSET,
    connectionin: str | Unset = UNSET,
    status: ListStationsStatus | Unset = UNSET,
    statuseq: ListStationsStatuseq | Unset = UNSET,
    statusne: ListStationsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    last_known_status: ListStationsLastKnownStatus | Unset = UNSET,
    last_known_statuseq: ListStationsLastKnownStatuseq | Unset = UNSET,
    last_known_statusne: ListStationsLastKnownStatusne | Unset = UNSET,
    last_known_statusin: str | Unset = UNSET,
    ocpp_version: ListStationsOcppVersion | Unset = UNSET,
    ocpp_versioneq: ListStationsOcppVersioneq | Unset = UNSET,
    ocpp_versionne: ListStationsOcppVersionne | Unset = UNSET,
    ocpp_versionin: str | Unset = UNSET,
    last_seen_at: datetime.datetime | Unset = UNSET,
    last_seen_ateq: datetime.datetime | Unset = UNSET,
    last_seen_atne: datetime.datetime | Unset = UNSET,
    last_seen_atgt: datetime.datetime | Unset = UNSET,
    last_seen_atgte: datetime.datetime | Unset = UNSET,
    last_seen_atlt: datetime.datetime | Unset = UNSET,
    last_seen_atlte: datetime.datetime | Unset = UNSET,
    last_seen_atin: str | Unset = UNSET,
    firmware_version: str | Unset = UNSET,
    firmware_versioneq: str | Unset = UNSET,
    firmware_versionne: str | Unset = UNSET,
    firmware_versionin: str | Unset = UNSET,
    vendor: str | Unset = UNSET,
    vendoreq: str | Unset = UNSET,
    vendorne: str | Unset = UNSET,
    vendorin: str | Unset = UNSET,
    model: str | Unset = UNSET,
    modeleq: str | Unset = UNSET,
    modelne: str | Unset = UNSET,
    modelin: str | Unset = UNSET,
    x_api_version: ListStationsXAPIVersion | Unset = UNSET,
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

    params["limit"] = limit

    params["cursor"] = cursor

    params["sort"] = sort

    json_created_at: str | Unset = UNSET
    if not isinstance(created_at, Unset):
        json_created_at = created_at.isoformat()
    params["created_at"] = json_created_at

    json_created_ateq: str | Unset = UNSET
    if not isinstance(created_ateq, Unset):
        json_created_ateq = created_ateq.isoformat()
    params["created_at[eq]"] = json_created_ateq

    json_created_atne: str | Unset = UNSET
    if not isinstance(created_atne, Unset):
        json_created_atne = created_atne.isoformat()
    params["created_at[ne]"] = json_created_atne

    json_created_atgt: str | Unset = UNSET
    if not isinstance(created_atgt, Unset):
        json_created_atgt = created_atgt.isoformat()
    params["created_at[gt]"] = json_created_atgt

    json_created_atgte: str | Unset = UNSET
    if not isinstance(created_atgte, Unset):
        json_created_atgte = created_atgte.isoformat()
    params["created_at[gte]"] = json_created_atgte

    json_created_atlt: str | Unset = UNSET
    if not isinstance(created_atlt, Unset):
        json_created_atlt = created_atlt.isoformat()
    params["created_at[lt]"] = json_created_atlt

    json_created_atlte: str | Unset = UNSET
    if not isinstance(created_atlte, Unset):
        json_created_atlte = created_atlte.isoformat()
    params["created_at[lte]"] = json_created_atlte

    params["created_at[in]"] = created_atin

    params["name"] = name

    params["name[eq]"] = nameeq

    params["name[ne]"] = namene

    params["name[gt]"] = namegt

    params["name[gte]"] = namegte

    params["name[lt]"] = namelt

    params["name[lte]"] = namelte

    params["name[in]"] = namein

    json_updated_at: str | Unset = UNSET
    if not isinstance(updated_at, Unset):
        json_updated_at = updated_at.isoformat()
    params["updated_at"] = json_updated_at

    json_updated_ateq: str | Unset = UNSET
    if not isinstance(updated_ateq, Unset):
        json_updated_ateq = updated_ateq.isoformat()
    params["updated_at[eq]"] = json_updated_ateq

    json_updated_atne: str | Unset = UNSET
    if not isinstance(updated_atne, Unset):
        json_updated_atne = updated_atne.isoformat()
    params["updated_at[ne]"] = json_updated_atne

    json_updated_atgt: str | Unset = UNSET
    if not isinstance(updated_atgt, Unset):
        json_updated_atgt = updated_atgt.isoformat()
    params["updated_at[gt]"] = json_updated_atgt

    json_updated_atgte: str | Unset = UNSET
    if not isinstance(updated_atgte, Unset):
        json_updated_atgte = updated_atgte.isoformat()
    params["updated_at[gte]"] = json_updated_atgte

    json_updated_atlt: str | Unset = UNSET
    if not isinstance(updated_atlt, Unset):
        json_updated_atlt = updated_atlt.isoformat()
    params["updated_at[lt]"] = json_updated_atlt

    json_updated_atlte: str | Unset = UNSET
    if not isinstance(updated_atlte, Unset):
        json_updated_atlte = updated_atlte.isoformat()
    params["updated_at[lte]"] = json_updated_atlte

    params["updated_at[in]"] = updated_atin

    json_site_id: str | Unset = UNSET
    if not isinstance(site_id, Unset):
        json_site_id = str(site_id)
    params["site_id"] = json_site_id

    json_site_ideq: str | Unset = UNSET
    if not isinstance(site_ideq, Unset):
        json_site_ideq = str(site_ideq)
    params["site_id[eq]"] = json_site_ideq

    json_site_idne: str | Unset = UNSET
    if not isinstance(site_idne, Unset):
        json_site_idne = str(site_idne)
    params["site_id[ne]"] = json_site_idne

    params["site_id[in]"] = site_idin

    json_asset_status: str | Unset = UNSET
    if not isinstance(asset_status, Unset):
        json_asset_status = asset_status.value

    params["asset_status"] = json_asset_status

    json_asset_statuseq: str | Unset = UNSET
    if not isinstance(asset_statuseq, Unset):
        json_asset_statuseq = asset_statuseq.value

    params["asset_status[eq]"] = json_asset_statuseq

    json_asset_statusne: str | Unset = UNSET
    if not isinstance(asset_statusne, Unset):
        json_asset_statusne = asset_statusne.value

    params["asset_status[ne]"] = json_asset_statusne

    params["asset_status[in]"] = asset_statusin

    json_connection: str | Unset = UNSET
    if not isinstance(connection, Unset):
        json_connection = connection.value

    params["connection"] = json_connection

    json_connectioneq: str | Unset = UNSET
    if not isinstance(connectioneq, Unset):
        json_connectioneq = connectioneq.value

    params["connection[eq]"] = json_connectioneq

    json_connectionne: str | Unset = UNSET
    if not isinstance(connectionne, Unset):
        json_connectionne = connectionne.value

    params["connection[ne]"] = json_connectionne

    params["connection[in]"] = connectionin

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_statuseq: str | Unset = UNSET
    if not isinstance(statuseq, Unset):
        json_statuseq = statuseq.value

    params["status[eq]"] = json_statuseq

    json_statusne: str | Unset = UNSET
    if not isinstance(statusne, Unset):
        json_statusne = statusne.value

    params["status[ne]"] = json_statusne

    params["status[in]"] = statusin

    json_last_known_status: str | Unset = UNSET
    if not isinstance(last_known_status, Unset):
        json_last_known_status = last_known_status.value

    params["last_known_status"] = json_last_known_status

    json_last_known_statuseq: str | Unset = UNSET
    if not isinstance(last_known_statuseq, Unset):
        json_last_known_statuseq = last_known_statuseq.value

    params["last_known_status[eq]"] = json_last_known_statuseq

    json_last_known_statusne: str | Unset = UNSET
    if not isinstance(last_known_statusne, Unset):
        json_last_known_statusne = last_known_statusne.value

    params["last_known_status[ne]"] = json_last_known_statusne

    params["last_known_status[in]"] = last_known_statusin

    json_ocpp_version: str | Unset = UNSET
    if not isinstance(ocpp_version, Unset):
        json_ocpp_version = ocpp_version.value

    params["ocpp_version"] = json_ocpp_version

    json_ocpp_versioneq: str | Unset = UNSET
    if not isinstance(ocpp_versioneq, Unset):
        json_ocpp_versioneq = ocpp_versioneq.value

    params["ocpp_version[eq]"] = json_ocpp_versioneq

    json_ocpp_versionne: str | Unset = UNSET
    if not isinstance(ocpp_versionne, Unset):
        json_ocpp_versionne = ocpp_versionne.value

    params["ocpp_version[ne]"] = json_ocpp_versionne

    params["ocpp_version[in]"] = ocpp_versionin

    json_last_seen_at: str | Unset = UNSET
    if not isinstance(last_seen_at, Unset):
        json_last_seen_at = last_seen_at.isoformat()
    params["last_seen_at"] = json_last_seen_at

    json_last_seen_ateq: str | Unset = UNSET
    if not isinstance(last_seen_ateq, Unset):
        json_last_seen_ateq = last_seen_ateq.isoformat()
    params["last_seen_at[eq]"] = json_last_seen_ateq

    json_last_seen_atne: str | Unset = UNSET
    if not isinstance(last_seen_atne, Unset):
        json_last_seen_atne = last_seen_atne.isoformat()
    params["last_seen_at[ne]"] = json_last_seen_atne

    json_last_seen_atgt: str | Unset = UNSET
    if not isinstance(last_seen_atgt, Unset):
        json_last_seen_atgt = last_seen_atgt.isoformat()
    params["last_seen_at[gt]"] = json_last_seen_atgt

    json_last_seen_atgte: str | Unset = UNSET
    if not isinstance(last_seen_atgte, Unset):
        json_last_seen_atgte = last_seen_atgte.isoformat()
    params["last_seen_at[gte]"] = json_last_seen_atgte

    json_last_seen_atlt: str | Unset = UNSET
    if not isinstance(last_seen_atlt, Unset):
        json_last_seen_atlt = last_seen_atlt.isoformat()
    params["last_seen_at[lt]"] = json_last_seen_atlt

    json_last_seen_atlte: str | Unset = UNSET
    if not isinstance(last_seen_atlte, Unset):
        json_last_seen_atlte = last_seen_atlte.isoformat()
    params["last_seen_at[lte]"] = json_last_seen_atlte

    params["last_seen_at[in]"] = last_seen_atin

    params["firmware_version"] = firmware_version

    params["firmware_version[eq]"] = firmware_versioneq

    params["firmware_version[ne]"] = firmware_versionne

    params["firmware_version[in]"] = firmware_versionin

    params["vendor"] = vendor

    params["vendor[eq]"] = vendoreq

    params["vendor[ne]"] = vendorne

    params["vendor[in]"] = vendorin

    params["model"] = model

    params["model[eq]"] = modeleq

    params["model[ne]"] = modelne

    params["model[in]"] = modelin


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/inventory-service/stations",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | StationList | None:
    if response.status_code == 200:
        response_200 = StationList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | StationList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: str | Unset = '-created_at',
    created_at: datetime.datetime | Unset = UNSET,
    created_ateq: datetime.datetime | Unset = UNSET,
    created_atne: datetime.datetime | Unset = UNSET,
    created_atgt: datetime.datetime | Unset = UNSET,
    created_atgte: datetime.datetime | Unset = UNSET,
    created_atlt: datetime.datetime | Unset = UNSET,
    created_atlte: datetime.datetime | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    name: str | Unset = UNSET,
    nameeq: str | Unset = UNSET,
    namene: str | Unset = UNSET,
    namegt: str | Unset = UNSET,
    namegte: str | Unset = UNSET,
    namelt: str | Unset = UNSET,
    namelte: str | Unset = UNSET,
    namein: str | Unset = UNSET,
    updated_at: datetime.datetime | Unset = UNSET,
    updated_ateq: datetime.datetime | Unset = UNSET,
    updated_atne: datetime.datetime | Unset = UNSET,
    updated_atgt: datetime.datetime | Unset = UNSET,
    updated_atgte: datetime.datetime | Unset = UNSET,
    updated_atlt: datetime.datetime | Unset = UNSET,
    updated_atlte: datetime.datetime | Unset = UNSET,
    updated_atin: str | Unset = UNSET,
    site_id: UUID | Unset = UNSET,
    site_ideq: UUID | Unset = UNSET,
    site_idne: UUID | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    asset_status: ListStationsAssetStatus | Unset = UNSET,
    asset_statuseq: ListStationsAssetStatuseq | Unset = UNSET,
    asset_statusne: ListStationsAssetStatusne | Unset = UNSET,
    asset_statusin: str | Unset = UNSET,
    connection: ListStationsConnection | Unset = UNSET,
    connectioneq: ListStationsConnectioneq | Unset = UNSET,
    connectionne: ListStationsConnectionne | Unset = UNSET,
    connectionin: str | Unset = UNSET,
    status: ListStationsStatus | Unset = UNSET,
    statuseq: ListStationsStatuseq | Unset = UNSET,
    statusne: ListStationsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    last_known_status: ListStationsLastKnownStatus | Unset = UNSET,
    last_known_statuseq: ListStationsLastKnownStatuseq | Unset = UNSET,
    last_known_statusne: ListStationsLastKnownStatusne | Unset = UNSET,
    last_known_statusin: str | Unset = UNSET,
    ocpp_version: ListStationsOcppVersion | Unset = UNSET,
    ocpp_versioneq: ListStationsOcppVersioneq | Unset = UNSET,
    ocpp_versionne: ListStationsOcppVersionne | Unset = UNSET,
    ocpp_versionin: str | Unset = UNSET,
    last_seen_at: datetime.datetime | Unset = UNSET,
    last_seen_ateq: datetime.datetime | Unset = UNSET,
    last_seen_atne: datetime.datetime | Unset = UNSET,
    last_seen_atgt: datetime.datetime | Unset = UNSET,
    last_seen_atgte: datetime.datetime | Unset = UNSET,
    last_seen_atlt: datetime.datetime | Unset = UNSET,
    last_seen_atlte: datetime.datetime | Unset = UNSET,
    last_seen_atin: str | Unset = UNSET,
    firmware_version: str | Unset = UNSET,
    firmware_versioneq: str | Unset = UNSET,
    firmware_versionne: str | Unset = UNSET,
    firmware_versionin: str | Unset = UNSET,
    vendor: str | Unset = UNSET,
    vendoreq: str | Unset = UNSET,
    vendorne: str | Unset = UNSET,
    vendorin: str | Unset = UNSET,
    model: str | Unset = UNSET,
    modeleq: str | Unset = UNSET,
    modelne: str | Unset = UNSET,
    modelin: str | Unset = UNSET,
    x_api_version: ListStationsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | StationList]:
    """ List charging stations

     The organization's charging stations (the assets that are OCPP stations), each with its asset,
    connection, status, last_known_status and last_seen_at, to find the ones that need an operator:
    `connection=offline`, `status=faulted`, `last_seen_at[lt]=…`, `firmware_version[ne]=…`, `vendor`,
    `model`, `site_id`, combined. Pages, sorts and site scope exactly as the asset list (offset
    pagination in v1, cursor pagination in v2; a caller restricted to sites sees only its sites'
    stations), within the same read budget: the station filters are filter expressions over the asset
    list, so a page that spends the budget before it is full is short in v2 (with a cursor) and 400 in
    v1. Requires `read:assets`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (str | Unset):  Default: '-created_at'.
        created_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        name (str | Unset): Exact, case-sensitive.
        nameeq (str | Unset): Exact, case-sensitive.
        namene (str | Unset): Exact, case-sensitive.
        namegt (str | Unset): Exact, case-sensitive.
        namegte (str | Unset): Exact, case-sensitive.
        namelt (str | Unset): Exact, case-sensitive.
        namelte (str | Unset): Exact, case-sensitive.
        namein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        updated_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        site_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_ideq (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idne (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        asset_status (ListStationsAssetStatus | Unset):
        asset_statuseq (ListStationsAssetStatuseq | Unset):
        asset_statusne (ListStationsAssetStatusne | Unset):
        asset_statusin (str | Unset):
        connection (ListStationsConnection | Unset):
        connectioneq (ListStationsConnectioneq | Unset):
        connectionne (ListStationsConnectionne | Unset):
        connectionin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListStationsStatus | Unset):
        statuseq (ListStationsStatuseq | Unset):
        statusne (ListStationsStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        last_known_status (ListStationsLastKnownStatus | Unset):
        last_known_statuseq (ListStationsLastKnownStatuseq | Unset):
        last_known_statusne (ListStationsLastKnownStatusne | Unset):
        last_known_statusin (str | Unset): Comma-separated values, each counted once: up to 100
            (this document says 5, so that any combination of the list's filters stays within the
            request's 100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        ocpp_version (ListStationsOcppVersion | Unset):
        ocpp_versioneq (ListStationsOcppVersioneq | Unset):
        ocpp_versionne (ListStationsOcppVersionne | Unset):
        ocpp_versionin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        last_seen_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        firmware_version (str | Unset): Exact, case-sensitive.
        firmware_versioneq (str | Unset): Exact, case-sensitive.
        firmware_versionne (str | Unset): Exact, case-sensitive.
        firmware_versionin (str | Unset): Comma-separated values, each counted once: up to 100
            (this document says 5, so that any combination of the list's filters stays within the
            request's 100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        vendor (str | Unset): Exact, case-sensitive.
        vendoreq (str | Unset): Exact, case-sensitive.
        vendorne (str | Unset): Exact, case-sensitive.
        vendorin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        model (str | Unset): Exact, case-sensitive.
        modeleq (str | Unset): Exact, case-sensitive.
        modelne (str | Unset): Exact, case-sensitive.
        modelin (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        x_api_version (ListStationsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | StationList]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
sort=sort,
created_at=created_at,
created_ateq=created_ateq,
created_atne=created_atne,
created_atgt=created_atgt,
created_atgte=created_atgte,
created_atlt=created_atlt,
created_atlte=created_atlte,
created_atin=created_atin,
name=name,
nameeq=nameeq,
namene=namene,
namegt=namegt,
namegte=namegte,
namelt=namelt,
namelte=namelte,
namein=namein,
updated_at=updated_at,
updated_ateq=updated_ateq,
updated_atne=updated_atne,
updated_atgt=updated_atgt,
updated_atgte=updated_atgte,
updated_atlt=updated_atlt,
updated_atlte=updated_atlte,
updated_atin=updated_atin,
site_id=site_id,
site_ideq=site_ideq,
site_idne=site_idne,
site_idin=site_idin,
asset_status=asset_status,
asset_statuseq=asset_statuseq,
asset_statusne=asset_statusne,
asset_statusin=asset_statusin,
connection=connection,
connectioneq=connectioneq,
connectionne=connectionne,
connectionin=connectionin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
last_known_status=last_known_status,
last_known_statuseq=last_known_statuseq,
last_known_statusne=last_known_statusne,
last_known_statusin=last_known_statusin,
ocpp_version=ocpp_version,
ocpp_versioneq=ocpp_versioneq,
ocpp_versionne=ocpp_versionne,
ocpp_versionin=ocpp_versionin,
last_seen_at=last_seen_at,
last_seen_ateq=last_seen_ateq,
last_seen_atne=last_seen_atne,
last_seen_atgt=last_seen_atgt,
last_seen_atgte=last_seen_atgte,
last_seen_atlt=last_seen_atlt,
last_seen_atlte=last_seen_atlte,
last_seen_atin=last_seen_atin,
firmware_version=firmware_version,
firmware_versioneq=firmware_versioneq,
firmware_versionne=firmware_versionne,
firmware_versionin=firmware_versionin,
vendor=vendor,
vendoreq=vendoreq,
vendorne=vendorne,
vendorin=vendorin,
model=model,
modeleq=modeleq,
modelne=modelne,
modelin=modelin,
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
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: str | Unset = '-created_at',
    created_at: datetime.datetime | Unset = UNSET,
    created_ateq: datetime.datetime | Unset = UNSET,
    created_atne: datetime.datetime | Unset = UNSET,
    created_atgt: datetime.datetime | Unset = UNSET,
    created_atgte: datetime.datetime | Unset = UNSET,
    created_atlt: datetime.datetime | Unset = UNSET,
    created_atlte: datetime.datetime | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    name: str | Unset = UNSET,
    nameeq: str | Unset = UNSET,
    namene: str | Unset = UNSET,
    namegt: str | Unset = UNSET,
    namegte: str | Unset = UNSET,
    namelt: str | Unset = UNSET,
    namelte: str | Unset = UNSET,
    namein: str | Unset = UNSET,
    updated_at: datetime.datetime | Unset = UNSET,
    updated_ateq: datetime.datetime | Unset = UNSET,
    updated_atne: datetime.datetime | Unset = UNSET,
    updated_atgt: datetime.datetime | Unset = UNSET,
    updated_atgte: datetime.datetime | Unset = UNSET,
    updated_atlt: datetime.datetime | Unset = UNSET,
    updated_atlte: datetime.datetime | Unset = UNSET,
    updated_atin: str | Unset = UNSET,
    site_id: UUID | Unset = UNSET,
    site_ideq: UUID | Unset = UNSET,
    site_idne: UUID | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    asset_status: ListStationsAssetStatus | Unset = UNSET,
    asset_statuseq: ListStationsAssetStatuseq | Unset = UNSET,
    asset_statusne: ListStationsAssetStatusne | Unset = UNSET,
    asset_statusin: str | Unset = UNSET,
    connection: ListStationsConnection | Unset = UNSET,
    connectioneq: ListStationsConnectioneq | Unset = UNSET,
    connectionne: ListStationsConnectionne | Unset = UNSET,
    connectionin: str | Unset = UNSET,
    status: ListStationsStatus | Unset = UNSET,
    statuseq: ListStationsStatuseq | Unset = UNSET,
    statusne: ListStationsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    last_known_status: ListStationsLastKnownStatus | Unset = UNSET,
    last_known_statuseq: ListStationsLastKnownStatuseq | Unset = UNSET,
    last_known_statusne: ListStationsLastKnownStatusne | Unset = UNSET,
    last_known_statusin: str | Unset = UNSET,
    ocpp_version: ListStationsOcppVersion | Unset = UNSET,
    ocpp_versioneq: ListStationsOcppVersioneq | Unset = UNSET,
    ocpp_versionne: ListStationsOcppVersionne | Unset = UNSET,
    ocpp_versionin: str | Unset = UNSET,
    last_seen_at: datetime.datetime | Unset = UNSET,
    last_seen_ateq: datetime.datetime | Unset = UNSET,
    last_seen_atne: datetime.datetime | Unset = UNSET,
    last_seen_atgt: datetime.datetime | Unset = UNSET,
    last_seen_atgte: datetime.datetime | Unset = UNSET,
    last_seen_atlt: datetime.datetime | Unset = UNSET,
    last_seen_atlte: datetime.datetime | Unset = UNSET,
    last_seen_atin: str | Unset = UNSET,
    firmware_version: str | Unset = UNSET,
    firmware_versioneq: str | Unset = UNSET,
    firmware_versionne: str | Unset = UNSET,
    firmware_versionin: str | Unset = UNSET,
    vendor: str | Unset = UNSET,
    vendoreq: str | Unset = UNSET,
    vendorne: str | Unset = UNSET,
    vendorin: str | Unset = UNSET,
    model: str | Unset = UNSET,
    modeleq: str | Unset = UNSET,
    modelne: str | Unset = UNSET,
    modelin: str | Unset = UNSET,
    x_api_version: ListStationsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | StationList | None:
    """ List charging stations

     The organization's charging stations (the assets that are OCPP stations), each with its asset,
    connection, status, last_known_status and last_seen_at, to find the ones that need an operator:
    `connection=offline`, `status=faulted`, `last_seen_at[lt]=…`, `firmware_version[ne]=…`, `vendor`,
    `model`, `site_id`, combined. Pages, sorts and site scope exactly as the asset list (offset
    pagination in v1, cursor pagination in v2; a caller restricted to sites sees only its sites'
    stations), within the same read budget: the station filters are filter expressions over the asset
    list, so a page that spends the budget before it is full is short in v2 (with a cursor) and 400 in
    v1. Requires `read:assets`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (str | Unset):  Default: '-created_at'.
        created_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        name (str | Unset): Exact, case-sensitive.
        nameeq (str | Unset): Exact, case-sensitive.
        namene (str | Unset): Exact, case-sensitive.
        namegt (str | Unset): Exact, case-sensitive.
        namegte (str | Unset): Exact, case-sensitive.
        namelt (str | Unset): Exact, case-sensitive.
        namelte (str | Unset): Exact, case-sensitive.
        namein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        updated_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        site_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_ideq (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idne (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        asset_status (ListStationsAssetStatus | Unset):
        asset_statuseq (ListStationsAssetStatuseq | Unset):
        asset_statusne (ListStationsAssetStatusne | Unset):
        asset_statusin (str | Unset):
        connection (ListStationsConnection | Unset):
        connectioneq (ListStationsConnectioneq | Unset):
        connectionne (ListStationsConnectionne | Unset):
        connectionin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListStationsStatus | Unset):
        statuseq (ListStationsStatuseq | Unset):
        statusne (ListStationsStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        last_known_status (ListStationsLastKnownStatus | Unset):
        last_known_statuseq (ListStationsLastKnownStatuseq | Unset):
        last_known_statusne (ListStationsLastKnownStatusne | Unset):
        last_known_statusin (str | Unset): Comma-separated values, each counted once: up to 100
            (this document says 5, so that any combination of the list's filters stays within the
            request's 100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        ocpp_version (ListStationsOcppVersion | Unset):
        ocpp_versioneq (ListStationsOcppVersioneq | Unset):
        ocpp_versionne (ListStationsOcppVersionne | Unset):
        ocpp_versionin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        last_seen_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        firmware_version (str | Unset): Exact, case-sensitive.
        firmware_versioneq (str | Unset): Exact, case-sensitive.
        firmware_versionne (str | Unset): Exact, case-sensitive.
        firmware_versionin (str | Unset): Comma-separated values, each counted once: up to 100
            (this document says 5, so that any combination of the list's filters stays within the
            request's 100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        vendor (str | Unset): Exact, case-sensitive.
        vendoreq (str | Unset): Exact, case-sensitive.
        vendorne (str | Unset): Exact, case-sensitive.
        vendorin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        model (str | Unset): Exact, case-sensitive.
        modeleq (str | Unset): Exact, case-sensitive.
        modelne (str | Unset): Exact, case-sensitive.
        modelin (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        x_api_version (ListStationsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | StationList
     """


    return sync_detailed(
        client=client,
limit=limit,
cursor=cursor,
sort=sort,
created_at=created_at,
created_ateq=created_ateq,
created_atne=created_atne,
created_atgt=created_atgt,
created_atgte=created_atgte,
created_atlt=created_atlt,
created_atlte=created_atlte,
created_atin=created_atin,
name=name,
nameeq=nameeq,
namene=namene,
namegt=namegt,
namegte=namegte,
namelt=namelt,
namelte=namelte,
namein=namein,
updated_at=updated_at,
updated_ateq=updated_ateq,
updated_atne=updated_atne,
updated_atgt=updated_atgt,
updated_atgte=updated_atgte,
updated_atlt=updated_atlt,
updated_atlte=updated_atlte,
updated_atin=updated_atin,
site_id=site_id,
site_ideq=site_ideq,
site_idne=site_idne,
site_idin=site_idin,
asset_status=asset_status,
asset_statuseq=asset_statuseq,
asset_statusne=asset_statusne,
asset_statusin=asset_statusin,
connection=connection,
connectioneq=connectioneq,
connectionne=connectionne,
connectionin=connectionin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
last_known_status=last_known_status,
last_known_statuseq=last_known_statuseq,
last_known_statusne=last_known_statusne,
last_known_statusin=last_known_statusin,
ocpp_version=ocpp_version,
ocpp_versioneq=ocpp_versioneq,
ocpp_versionne=ocpp_versionne,
ocpp_versionin=ocpp_versionin,
last_seen_at=last_seen_at,
last_seen_ateq=last_seen_ateq,
last_seen_atne=last_seen_atne,
last_seen_atgt=last_seen_atgt,
last_seen_atgte=last_seen_atgte,
last_seen_atlt=last_seen_atlt,
last_seen_atlte=last_seen_atlte,
last_seen_atin=last_seen_atin,
firmware_version=firmware_version,
firmware_versioneq=firmware_versioneq,
firmware_versionne=firmware_versionne,
firmware_versionin=firmware_versionin,
vendor=vendor,
vendoreq=vendoreq,
vendorne=vendorne,
vendorin=vendorin,
model=model,
modeleq=modeleq,
modelne=modelne,
modelin=modelin,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: str | Unset = '-created_at',
    created_at: datetime.datetime | Unset = UNSET,
    created_ateq: datetime.datetime | Unset = UNSET,
    created_atne: datetime.datetime | Unset = UNSET,
    created_atgt: datetime.datetime | Unset = UNSET,
    created_atgte: datetime.datetime | Unset = UNSET,
    created_atlt: datetime.datetime | Unset = UNSET,
    created_atlte: datetime.datetime | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    name: str | Unset = UNSET,
    nameeq: str | Unset = UNSET,
    namene: str | Unset = UNSET,
    namegt: str | Unset = UNSET,
    namegte: str | Unset = UNSET,
    namelt: str | Unset = UNSET,
    namelte: str | Unset = UNSET,
    namein: str | Unset = UNSET,
    updated_at: datetime.datetime | Unset = UNSET,
    updated_ateq: datetime.datetime | Unset = UNSET,
    updated_atne: datetime.datetime | Unset = UNSET,
    updated_atgt: datetime.datetime | Unset = UNSET,
    updated_atgte: datetime.datetime | Unset = UNSET,
    updated_atlt: datetime.datetime | Unset = UNSET,
    updated_atlte: datetime.datetime | Unset = UNSET,
    updated_atin: str | Unset = UNSET,
    site_id: UUID | Unset = UNSET,
    site_ideq: UUID | Unset = UNSET,
    site_idne: UUID | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    asset_status: ListStationsAssetStatus | Unset = UNSET,
    asset_statuseq: ListStationsAssetStatuseq | Unset = UNSET,
    asset_statusne: ListStationsAssetStatusne | Unset = UNSET,
    asset_statusin: str | Unset = UNSET,
    connection: ListStationsConnection | Unset = UNSET,
    connectioneq: ListStationsConnectioneq | Unset = UNSET,
    connectionne: ListStationsConnectionne | Unset = UNSET,
    connectionin: str | Unset = UNSET,
    status: ListStationsStatus | Unset = UNSET,
    statuseq: ListStationsStatuseq | Unset = UNSET,
    statusne: ListStationsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    last_known_status: ListStationsLastKnownStatus | Unset = UNSET,
    last_known_statuseq: ListStationsLastKnownStatuseq | Unset = UNSET,
    last_known_statusne: ListStationsLastKnownStatusne | Unset = UNSET,
    last_known_statusin: str | Unset = UNSET,
    ocpp_version: ListStationsOcppVersion | Unset = UNSET,
    ocpp_versioneq: ListStationsOcppVersioneq | Unset = UNSET,
    ocpp_versionne: ListStationsOcppVersionne | Unset = UNSET,
    ocpp_versionin: str | Unset = UNSET,
    last_seen_at: datetime.datetime | Unset = UNSET,
    last_seen_ateq: datetime.datetime | Unset = UNSET,
    last_seen_atne: datetime.datetime | Unset = UNSET,
    last_seen_atgt: datetime.datetime | Unset = UNSET,
    last_seen_atgte: datetime.datetime | Unset = UNSET,
    last_seen_atlt: datetime.datetime | Unset = UNSET,
    last_seen_atlte: datetime.datetime | Unset = UNSET,
    last_seen_atin: str | Unset = UNSET,
    firmware_version: str | Unset = UNSET,
    firmware_versioneq: str | Unset = UNSET,
    firmware_versionne: str | Unset = UNSET,
    firmware_versionin: str | Unset = UNSET,
    vendor: str | Unset = UNSET,
    vendoreq: str | Unset = UNSET,
    vendorne: str | Unset = UNSET,
    vendorin: str | Unset = UNSET,
    model: str | Unset = UNSET,
    modeleq: str | Unset = UNSET,
    modelne: str | Unset = UNSET,
    modelin: str | Unset = UNSET,
    x_api_version: ListStationsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | StationList]:
    """ List charging stations

     The organization's charging stations (the assets that are OCPP stations), each with its asset,
    connection, status, last_known_status and last_seen_at, to find the ones that need an operator:
    `connection=offline`, `status=faulted`, `last_seen_at[lt]=…`, `firmware_version[ne]=…`, `vendor`,
    `model`, `site_id`, combined. Pages, sorts and site scope exactly as the asset list (offset
    pagination in v1, cursor pagination in v2; a caller restricted to sites sees only its sites'
    stations), within the same read budget: the station filters are filter expressions over the asset
    list, so a page that spends the budget before it is full is short in v2 (with a cursor) and 400 in
    v1. Requires `read:assets`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (str | Unset):  Default: '-created_at'.
        created_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        name (str | Unset): Exact, case-sensitive.
        nameeq (str | Unset): Exact, case-sensitive.
        namene (str | Unset): Exact, case-sensitive.
        namegt (str | Unset): Exact, case-sensitive.
        namegte (str | Unset): Exact, case-sensitive.
        namelt (str | Unset): Exact, case-sensitive.
        namelte (str | Unset): Exact, case-sensitive.
        namein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        updated_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        site_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_ideq (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idne (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        asset_status (ListStationsAssetStatus | Unset):
        asset_statuseq (ListStationsAssetStatuseq | Unset):
        asset_statusne (ListStationsAssetStatusne | Unset):
        asset_statusin (str | Unset):
        connection (ListStationsConnection | Unset):
        connectioneq (ListStationsConnectioneq | Unset):
        connectionne (ListStationsConnectionne | Unset):
        connectionin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListStationsStatus | Unset):
        statuseq (ListStationsStatuseq | Unset):
        statusne (ListStationsStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        last_known_status (ListStationsLastKnownStatus | Unset):
        last_known_statuseq (ListStationsLastKnownStatuseq | Unset):
        last_known_statusne (ListStationsLastKnownStatusne | Unset):
        last_known_statusin (str | Unset): Comma-separated values, each counted once: up to 100
            (this document says 5, so that any combination of the list's filters stays within the
            request's 100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        ocpp_version (ListStationsOcppVersion | Unset):
        ocpp_versioneq (ListStationsOcppVersioneq | Unset):
        ocpp_versionne (ListStationsOcppVersionne | Unset):
        ocpp_versionin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        last_seen_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        firmware_version (str | Unset): Exact, case-sensitive.
        firmware_versioneq (str | Unset): Exact, case-sensitive.
        firmware_versionne (str | Unset): Exact, case-sensitive.
        firmware_versionin (str | Unset): Comma-separated values, each counted once: up to 100
            (this document says 5, so that any combination of the list's filters stays within the
            request's 100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        vendor (str | Unset): Exact, case-sensitive.
        vendoreq (str | Unset): Exact, case-sensitive.
        vendorne (str | Unset): Exact, case-sensitive.
        vendorin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        model (str | Unset): Exact, case-sensitive.
        modeleq (str | Unset): Exact, case-sensitive.
        modelne (str | Unset): Exact, case-sensitive.
        modelin (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        x_api_version (ListStationsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | StationList]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
sort=sort,
created_at=created_at,
created_ateq=created_ateq,
created_atne=created_atne,
created_atgt=created_atgt,
created_atgte=created_atgte,
created_atlt=created_atlt,
created_atlte=created_atlte,
created_atin=created_atin,
name=name,
nameeq=nameeq,
namene=namene,
namegt=namegt,
namegte=namegte,
namelt=namelt,
namelte=namelte,
namein=namein,
updated_at=updated_at,
updated_ateq=updated_ateq,
updated_atne=updated_atne,
updated_atgt=updated_atgt,
updated_atgte=updated_atgte,
updated_atlt=updated_atlt,
updated_atlte=updated_atlte,
updated_atin=updated_atin,
site_id=site_id,
site_ideq=site_ideq,
site_idne=site_idne,
site_idin=site_idin,
asset_status=asset_status,
asset_statuseq=asset_statuseq,
asset_statusne=asset_statusne,
asset_statusin=asset_statusin,
connection=connection,
connectioneq=connectioneq,
connectionne=connectionne,
connectionin=connectionin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
last_known_status=last_known_status,
last_known_statuseq=last_known_statuseq,
last_known_statusne=last_known_statusne,
last_known_statusin=last_known_statusin,
ocpp_version=ocpp_version,
ocpp_versioneq=ocpp_versioneq,
ocpp_versionne=ocpp_versionne,
ocpp_versionin=ocpp_versionin,
last_seen_at=last_seen_at,
last_seen_ateq=last_seen_ateq,
last_seen_atne=last_seen_atne,
last_seen_atgt=last_seen_atgt,
last_seen_atgte=last_seen_atgte,
last_seen_atlt=last_seen_atlt,
last_seen_atlte=last_seen_atlte,
last_seen_atin=last_seen_atin,
firmware_version=firmware_version,
firmware_versioneq=firmware_versioneq,
firmware_versionne=firmware_versionne,
firmware_versionin=firmware_versionin,
vendor=vendor,
vendoreq=vendoreq,
vendorne=vendorne,
vendorin=vendorin,
model=model,
modeleq=modeleq,
modelne=modelne,
modelin=modelin,
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
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: str | Unset = '-created_at',
    created_at: datetime.datetime | Unset = UNSET,
    created_ateq: datetime.datetime | Unset = UNSET,
    created_atne: datetime.datetime | Unset = UNSET,
    created_atgt: datetime.datetime | Unset = UNSET,
    created_atgte: datetime.datetime | Unset = UNSET,
    created_atlt: datetime.datetime | Unset = UNSET,
    created_atlte: datetime.datetime | Unset = UNSET,
    created_atin: str | Unset = UNSET,
    name: str | Unset = UNSET,
    nameeq: str | Unset = UNSET,
    namene: str | Unset = UNSET,
    namegt: str | Unset = UNSET,
    namegte: str | Unset = UNSET,
    namelt: str | Unset = UNSET,
    namelte: str | Unset = UNSET,
    namein: str | Unset = UNSET,
    updated_at: datetime.datetime | Unset = UNSET,
    updated_ateq: datetime.datetime | Unset = UNSET,
    updated_atne: datetime.datetime | Unset = UNSET,
    updated_atgt: datetime.datetime | Unset = UNSET,
    updated_atgte: datetime.datetime | Unset = UNSET,
    updated_atlt: datetime.datetime | Unset = UNSET,
    updated_atlte: datetime.datetime | Unset = UNSET,
    updated_atin: str | Unset = UNSET,
    site_id: UUID | Unset = UNSET,
    site_ideq: UUID | Unset = UNSET,
    site_idne: UUID | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    asset_status: ListStationsAssetStatus | Unset = UNSET,
    asset_statuseq: ListStationsAssetStatuseq | Unset = UNSET,
    asset_statusne: ListStationsAssetStatusne | Unset = UNSET,
    asset_statusin: str | Unset = UNSET,
    connection: ListStationsConnection | Unset = UNSET,
    connectioneq: ListStationsConnectioneq | Unset = UNSET,
    connectionne: ListStationsConnectionne | Unset = UNSET,
    connectionin: str | Unset = UNSET,
    status: ListStationsStatus | Unset = UNSET,
    statuseq: ListStationsStatuseq | Unset = UNSET,
    statusne: ListStationsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    last_known_status: ListStationsLastKnownStatus | Unset = UNSET,
    last_known_statuseq: ListStationsLastKnownStatuseq | Unset = UNSET,
    last_known_statusne: ListStationsLastKnownStatusne | Unset = UNSET,
    last_known_statusin: str | Unset = UNSET,
    ocpp_version: ListStationsOcppVersion | Unset = UNSET,
    ocpp_versioneq: ListStationsOcppVersioneq | Unset = UNSET,
    ocpp_versionne: ListStationsOcppVersionne | Unset = UNSET,
    ocpp_versionin: str | Unset = UNSET,
    last_seen_at: datetime.datetime | Unset = UNSET,
    last_seen_ateq: datetime.datetime | Unset = UNSET,
    last_seen_atne: datetime.datetime | Unset = UNSET,
    last_seen_atgt: datetime.datetime | Unset = UNSET,
    last_seen_atgte: datetime.datetime | Unset = UNSET,
    last_seen_atlt: datetime.datetime | Unset = UNSET,
    last_seen_atlte: datetime.datetime | Unset = UNSET,
    last_seen_atin: str | Unset = UNSET,
    firmware_version: str | Unset = UNSET,
    firmware_versioneq: str | Unset = UNSET,
    firmware_versionne: str | Unset = UNSET,
    firmware_versionin: str | Unset = UNSET,
    vendor: str | Unset = UNSET,
    vendoreq: str | Unset = UNSET,
    vendorne: str | Unset = UNSET,
    vendorin: str | Unset = UNSET,
    model: str | Unset = UNSET,
    modeleq: str | Unset = UNSET,
    modelne: str | Unset = UNSET,
    modelin: str | Unset = UNSET,
    x_api_version: ListStationsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | StationList | None:
    """ List charging stations

     The organization's charging stations (the assets that are OCPP stations), each with its asset,
    connection, status, last_known_status and last_seen_at, to find the ones that need an operator:
    `connection=offline`, `status=faulted`, `last_seen_at[lt]=…`, `firmware_version[ne]=…`, `vendor`,
    `model`, `site_id`, combined. Pages, sorts and site scope exactly as the asset list (offset
    pagination in v1, cursor pagination in v2; a caller restricted to sites sees only its sites'
    stations), within the same read budget: the station filters are filter expressions over the asset
    list, so a page that spends the budget before it is full is short in v2 (with a cursor) and 400 in
    v1. Requires `read:assets`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (str | Unset):  Default: '-created_at'.
        created_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        created_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        name (str | Unset): Exact, case-sensitive.
        nameeq (str | Unset): Exact, case-sensitive.
        namene (str | Unset): Exact, case-sensitive.
        namegt (str | Unset): Exact, case-sensitive.
        namegte (str | Unset): Exact, case-sensitive.
        namelt (str | Unset): Exact, case-sensitive.
        namelte (str | Unset): Exact, case-sensitive.
        namein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        updated_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        updated_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        site_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_ideq (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idne (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        asset_status (ListStationsAssetStatus | Unset):
        asset_statuseq (ListStationsAssetStatuseq | Unset):
        asset_statusne (ListStationsAssetStatusne | Unset):
        asset_statusin (str | Unset):
        connection (ListStationsConnection | Unset):
        connectioneq (ListStationsConnectioneq | Unset):
        connectionne (ListStationsConnectionne | Unset):
        connectionin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        status (ListStationsStatus | Unset):
        statuseq (ListStationsStatuseq | Unset):
        statusne (ListStationsStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        last_known_status (ListStationsLastKnownStatus | Unset):
        last_known_statuseq (ListStationsLastKnownStatuseq | Unset):
        last_known_statusne (ListStationsLastKnownStatusne | Unset):
        last_known_statusin (str | Unset): Comma-separated values, each counted once: up to 100
            (this document says 5, so that any combination of the list's filters stays within the
            request's 100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        ocpp_version (ListStationsOcppVersion | Unset):
        ocpp_versioneq (ListStationsOcppVersioneq | Unset):
        ocpp_versionne (ListStationsOcppVersionne | Unset):
        ocpp_versionin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        last_seen_at (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_ateq (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atne (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atgt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atgte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atlt (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atlte (datetime.datetime | Unset): Unix seconds or RFC 3339 (a value without a
            fraction covers its whole second).
        last_seen_atin (str | Unset): Comma-separated instants (Unix seconds or RFC 3339, 1970 to
            9999), each counted once (this document says at most 5, days 1-28, so that every value it
            allows is taken); at most 20 across all instant `[in]` filters of a request (each is a
            range of its own). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        firmware_version (str | Unset): Exact, case-sensitive.
        firmware_versioneq (str | Unset): Exact, case-sensitive.
        firmware_versionne (str | Unset): Exact, case-sensitive.
        firmware_versionin (str | Unset): Comma-separated values, each counted once: up to 100
            (this document says 5, so that any combination of the list's filters stays within the
            request's 100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        vendor (str | Unset): Exact, case-sensitive.
        vendoreq (str | Unset): Exact, case-sensitive.
        vendorne (str | Unset): Exact, case-sensitive.
        vendorin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        model (str | Unset): Exact, case-sensitive.
        modeleq (str | Unset): Exact, case-sensitive.
        modelne (str | Unset): Exact, case-sensitive.
        modelin (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        x_api_version (ListStationsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | StationList
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
cursor=cursor,
sort=sort,
created_at=created_at,
created_ateq=created_ateq,
created_atne=created_atne,
created_atgt=created_atgt,
created_atgte=created_atgte,
created_atlt=created_atlt,
created_atlte=created_atlte,
created_atin=created_atin,
name=name,
nameeq=nameeq,
namene=namene,
namegt=namegt,
namegte=namegte,
namelt=namelt,
namelte=namelte,
namein=namein,
updated_at=updated_at,
updated_ateq=updated_ateq,
updated_atne=updated_atne,
updated_atgt=updated_atgt,
updated_atgte=updated_atgte,
updated_atlt=updated_atlt,
updated_atlte=updated_atlte,
updated_atin=updated_atin,
site_id=site_id,
site_ideq=site_ideq,
site_idne=site_idne,
site_idin=site_idin,
asset_status=asset_status,
asset_statuseq=asset_statuseq,
asset_statusne=asset_statusne,
asset_statusin=asset_statusin,
connection=connection,
connectioneq=connectioneq,
connectionne=connectionne,
connectionin=connectionin,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
last_known_status=last_known_status,
last_known_statuseq=last_known_statuseq,
last_known_statusne=last_known_statusne,
last_known_statusin=last_known_statusin,
ocpp_version=ocpp_version,
ocpp_versioneq=ocpp_versioneq,
ocpp_versionne=ocpp_versionne,
ocpp_versionin=ocpp_versionin,
last_seen_at=last_seen_at,
last_seen_ateq=last_seen_ateq,
last_seen_atne=last_seen_atne,
last_seen_atgt=last_seen_atgt,
last_seen_atgte=last_seen_atgte,
last_seen_atlt=last_seen_atlt,
last_seen_atlte=last_seen_atlte,
last_seen_atin=last_seen_atin,
firmware_version=firmware_version,
firmware_versioneq=firmware_versioneq,
firmware_versionne=firmware_versionne,
firmware_versionin=firmware_versionin,
vendor=vendor,
vendoreq=vendoreq,
vendorne=vendorne,
vendorin=vendorin,
model=model,
modeleq=modeleq,
modelne=modelne,
modelin=modelin,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
