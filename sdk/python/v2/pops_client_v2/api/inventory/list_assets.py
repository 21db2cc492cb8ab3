from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.asset_list import AssetList
from ...models.error_response import ErrorResponse
from ...models.list_assets_status import ListAssetsStatus
from ...models.list_assets_statuseq import ListAssetsStatuseq
from ...models.list_assets_statusne import ListAssetsStatusne
from ...models.list_assets_visibility import ListAssetsVisibility
from ...models.list_assets_visibilityeq import ListAssetsVisibilityeq
from ...models.list_assets_visibilityne import ListAssetsVisibilityne
from ...models.list_assets_xapi_version import ListAssetsXAPIVersion
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
    status: ListAssetsStatus | Unset = UNSET,
    statuseq: ListAssetsStatuseq | Unset = UNSET,
    statusne: ListAssetsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    capacity: str | Unset = UNSET,
    capacityeq: str | Unset = UNSET,
    capacityne: str | Unset = UNSET,
    capacitygt: str | Unset = UNSET,
    capacitygte: str | Unset = UNSET,
    capacitylt: str | Unset = UNSET,
    capacitylte: str | Unset = UNSET,
    capacityin: str | Unset = UNSET,
    site_id: UUID | Unset = UNSET,
    site_ideq: UUID | Unset = UNSET,
    site_idne: UUID | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    visibility: ListAssetsVisibility | Unset = UNSET,
    visibilityeq: ListAssetsVisibilityeq | Unset = UNSET,
    visibilityne: ListAssetsVisibilityne | Unset = UNSET,
    visibilityin: str | Unset = UNSET,
    organization_id: UUID | Unset = UNSET,
    x_api_version: ListAssetsXAPIVersion | Unset = UNSET,
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

    params["capacity"] = capacity

    params["capacity[eq]"] = capacityeq

    params["capacity[ne]"] = capacityne

    params["capacity[gt]"] = capacitygt

    params["capacity[gte]"] = capacitygte

    params["capacity[lt]"] = capacitylt

    params["capacity[lte]"] = capacitylte

    params["capacity[in]"] = capacityin

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

    json_visibility: str | Unset = UNSET
    if not isinstance(visibility, Unset):
        json_visibility = visibility.value

    params["visibility"] = json_visibility

    json_visibilityeq: str | Unset = UNSET
    if not isinstance(visibilityeq, Unset):
        json_visibilityeq = visibilityeq.value

    params["visibility[eq]"] = json_visibilityeq

    json_visibilityne: str | Unset = UNSET
    if not isinstance(visibilityne, Unset):
        json_visibilityne = visibilityne.value

    params["visibility[ne]"] = json_visibilityne

    params["visibility[in]"] = visibilityin

    json_organization_id: str | Unset = UNSET
    if not isinstance(organization_id, Unset):
        json_organization_id = str(organization_id)
    params["organization_id"] = json_organization_id


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/inventory-service/assets",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AssetList | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = AssetList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AssetList | ErrorResponse]:
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
    status: ListAssetsStatus | Unset = UNSET,
    statuseq: ListAssetsStatuseq | Unset = UNSET,
    statusne: ListAssetsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    capacity: str | Unset = UNSET,
    capacityeq: str | Unset = UNSET,
    capacityne: str | Unset = UNSET,
    capacitygt: str | Unset = UNSET,
    capacitygte: str | Unset = UNSET,
    capacitylt: str | Unset = UNSET,
    capacitylte: str | Unset = UNSET,
    capacityin: str | Unset = UNSET,
    site_id: UUID | Unset = UNSET,
    site_ideq: UUID | Unset = UNSET,
    site_idne: UUID | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    visibility: ListAssetsVisibility | Unset = UNSET,
    visibilityeq: ListAssetsVisibilityeq | Unset = UNSET,
    visibilityne: ListAssetsVisibilityne | Unset = UNSET,
    visibilityin: str | Unset = UNSET,
    organization_id: UUID | Unset = UNSET,
    x_api_version: ListAssetsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[AssetList | ErrorResponse]:
    """ List assets

     Offset pagination in v1, cursor pagination in v2. Site-restricted assets the caller may not see are
    left out, and a caller restricted to sites is answered only from what it may see; its list in an
    order other than created_at is read whole and ordered in memory, and more than 1,000 of its entries
    in the created_at range is 400 on `sort`. Requires `read:assets`.

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
        status (ListAssetsStatus | Unset):
        statuseq (ListAssetsStatuseq | Unset):
        statusne (ListAssetsStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        capacity (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacityeq (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacityne (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitygt (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitygte (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitylt (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitylte (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacityin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        site_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_ideq (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idne (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        visibility (ListAssetsVisibility | Unset):
        visibilityeq (ListAssetsVisibilityeq | Unset):
        visibilityne (ListAssetsVisibilityne | Unset):
        visibilityin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        organization_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated,
            lowercase.
        x_api_version (ListAssetsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AssetList | ErrorResponse]
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
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
capacity=capacity,
capacityeq=capacityeq,
capacityne=capacityne,
capacitygt=capacitygt,
capacitygte=capacitygte,
capacitylt=capacitylt,
capacitylte=capacitylte,
capacityin=capacityin,
site_id=site_id,
site_ideq=site_ideq,
site_idne=site_idne,
site_idin=site_idin,
visibility=visibility,
visibilityeq=visibilityeq,
visibilityne=visibilityne,
visibilityin=visibilityin,
organization_id=organization_id,
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
    status: ListAssetsStatus | Unset = UNSET,
    statuseq: ListAssetsStatuseq | Unset = UNSET,
    statusne: ListAssetsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    capacity: str | Unset = UNSET,
    capacityeq: str | Unset = UNSET,
    capacityne: str | Unset = UNSET,
    capacitygt: str | Unset = UNSET,
    capacitygte: str | Unset = UNSET,
    capacitylt: str | Unset = UNSET,
    capacitylte: str | Unset = UNSET,
    capacityin: str | Unset = UNSET,
    site_id: UUID | Unset = UNSET,
    site_ideq: UUID | Unset = UNSET,
    site_idne: UUID | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    visibility: ListAssetsVisibility | Unset = UNSET,
    visibilityeq: ListAssetsVisibilityeq | Unset = UNSET,
    visibilityne: ListAssetsVisibilityne | Unset = UNSET,
    visibilityin: str | Unset = UNSET,
    organization_id: UUID | Unset = UNSET,
    x_api_version: ListAssetsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> AssetList | ErrorResponse | None:
    """ List assets

     Offset pagination in v1, cursor pagination in v2. Site-restricted assets the caller may not see are
    left out, and a caller restricted to sites is answered only from what it may see; its list in an
    order other than created_at is read whole and ordered in memory, and more than 1,000 of its entries
    in the created_at range is 400 on `sort`. Requires `read:assets`.

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
        status (ListAssetsStatus | Unset):
        statuseq (ListAssetsStatuseq | Unset):
        statusne (ListAssetsStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        capacity (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacityeq (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacityne (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitygt (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitygte (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitylt (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitylte (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacityin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        site_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_ideq (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idne (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        visibility (ListAssetsVisibility | Unset):
        visibilityeq (ListAssetsVisibilityeq | Unset):
        visibilityne (ListAssetsVisibilityne | Unset):
        visibilityin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        organization_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated,
            lowercase.
        x_api_version (ListAssetsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AssetList | ErrorResponse
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
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
capacity=capacity,
capacityeq=capacityeq,
capacityne=capacityne,
capacitygt=capacitygt,
capacitygte=capacitygte,
capacitylt=capacitylt,
capacitylte=capacitylte,
capacityin=capacityin,
site_id=site_id,
site_ideq=site_ideq,
site_idne=site_idne,
site_idin=site_idin,
visibility=visibility,
visibilityeq=visibilityeq,
visibilityne=visibilityne,
visibilityin=visibilityin,
organization_id=organization_id,
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
    status: ListAssetsStatus | Unset = UNSET,
    statuseq: ListAssetsStatuseq | Unset = UNSET,
    statusne: ListAssetsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    capacity: str | Unset = UNSET,
    capacityeq: str | Unset = UNSET,
    capacityne: str | Unset = UNSET,
    capacitygt: str | Unset = UNSET,
    capacitygte: str | Unset = UNSET,
    capacitylt: str | Unset = UNSET,
    capacitylte: str | Unset = UNSET,
    capacityin: str | Unset = UNSET,
    site_id: UUID | Unset = UNSET,
    site_ideq: UUID | Unset = UNSET,
    site_idne: UUID | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    visibility: ListAssetsVisibility | Unset = UNSET,
    visibilityeq: ListAssetsVisibilityeq | Unset = UNSET,
    visibilityne: ListAssetsVisibilityne | Unset = UNSET,
    visibilityin: str | Unset = UNSET,
    organization_id: UUID | Unset = UNSET,
    x_api_version: ListAssetsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[AssetList | ErrorResponse]:
    """ List assets

     Offset pagination in v1, cursor pagination in v2. Site-restricted assets the caller may not see are
    left out, and a caller restricted to sites is answered only from what it may see; its list in an
    order other than created_at is read whole and ordered in memory, and more than 1,000 of its entries
    in the created_at range is 400 on `sort`. Requires `read:assets`.

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
        status (ListAssetsStatus | Unset):
        statuseq (ListAssetsStatuseq | Unset):
        statusne (ListAssetsStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        capacity (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacityeq (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacityne (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitygt (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitygte (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitylt (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitylte (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacityin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        site_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_ideq (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idne (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        visibility (ListAssetsVisibility | Unset):
        visibilityeq (ListAssetsVisibilityeq | Unset):
        visibilityne (ListAssetsVisibilityne | Unset):
        visibilityin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        organization_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated,
            lowercase.
        x_api_version (ListAssetsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AssetList | ErrorResponse]
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
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
capacity=capacity,
capacityeq=capacityeq,
capacityne=capacityne,
capacitygt=capacitygt,
capacitygte=capacitygte,
capacitylt=capacitylt,
capacitylte=capacitylte,
capacityin=capacityin,
site_id=site_id,
site_ideq=site_ideq,
site_idne=site_idne,
site_idin=site_idin,
visibility=visibility,
visibilityeq=visibilityeq,
visibilityne=visibilityne,
visibilityin=visibilityin,
organization_id=organization_id,
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
    status: ListAssetsStatus | Unset = UNSET,
    statuseq: ListAssetsStatuseq | Unset = UNSET,
    statusne: ListAssetsStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    capacity: str | Unset = UNSET,
    capacityeq: str | Unset = UNSET,
    capacityne: str | Unset = UNSET,
    capacitygt: str | Unset = UNSET,
    capacitygte: str | Unset = UNSET,
    capacitylt: str | Unset = UNSET,
    capacitylte: str | Unset = UNSET,
    capacityin: str | Unset = UNSET,
    site_id: UUID | Unset = UNSET,
    site_ideq: UUID | Unset = UNSET,
    site_idne: UUID | Unset = UNSET,
    site_idin: str | Unset = UNSET,
    visibility: ListAssetsVisibility | Unset = UNSET,
    visibilityeq: ListAssetsVisibilityeq | Unset = UNSET,
    visibilityne: ListAssetsVisibilityne | Unset = UNSET,
    visibilityin: str | Unset = UNSET,
    organization_id: UUID | Unset = UNSET,
    x_api_version: ListAssetsXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> AssetList | ErrorResponse | None:
    """ List assets

     Offset pagination in v1, cursor pagination in v2. Site-restricted assets the caller may not see are
    left out, and a caller restricted to sites is answered only from what it may see; its list in an
    order other than created_at is read whole and ordered in memory, and more than 1,000 of its entries
    in the created_at range is 400 on `sort`. Requires `read:assets`.

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
        status (ListAssetsStatus | Unset):
        statuseq (ListAssetsStatuseq | Unset):
        statusne (ListAssetsStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        capacity (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacityeq (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacityne (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitygt (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitygte (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitylt (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacitylte (str | Unset): A number from 0 to 1000000 with at most 3 decimals.
        capacityin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        site_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_ideq (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idne (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
        site_idin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        visibility (ListAssetsVisibility | Unset):
        visibilityeq (ListAssetsVisibilityeq | Unset):
        visibilityne (ListAssetsVisibilityne | Unset):
        visibilityin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        organization_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated,
            lowercase.
        x_api_version (ListAssetsXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AssetList | ErrorResponse
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
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
capacity=capacity,
capacityeq=capacityeq,
capacityne=capacityne,
capacitygt=capacitygt,
capacitygte=capacitygte,
capacitylt=capacitylt,
capacitylte=capacitylte,
capacityin=capacityin,
site_id=site_id,
site_ideq=site_ideq,
site_idne=site_idne,
site_idin=site_idin,
visibility=visibility,
visibilityeq=visibilityeq,
visibilityne=visibilityne,
visibilityin=visibilityin,
organization_id=organization_id,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
