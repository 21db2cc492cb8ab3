from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.list_members_status import ListMembersStatus
from ...models.list_members_statuseq import ListMembersStatuseq
from ...models.list_members_statusne import ListMembersStatusne
from ...models.list_members_type import ListMembersType
from ...models.list_members_typeeq import ListMembersTypeeq
from ...models.list_members_typene import ListMembersTypene
from ...models.list_members_xapi_version import ListMembersXAPIVersion
from ...models.member_list import MemberList
from ...types import UNSET, Unset
from typing import cast
import datetime



def _get_kwargs(
    *,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: str | Unset = 'created_at',
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
    role: str | Unset = UNSET,
    roleeq: str | Unset = UNSET,
    rolene: str | Unset = UNSET,
    rolegt: str | Unset = UNSET,
    rolegte: str | Unset = UNSET,
    rolelt: str | Unset = UNSET,
    rolelte: str | Unset = UNSET,
    rolein: str | Unset = UNSET,
    status: ListMembersStatus | Unset = UNSET,
    statuseq: ListMembersStatuseq | Unset = UNSET,
    statusne: ListMembersStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    type_: ListMembersType | Unset = UNSET,
    typeeq: ListMembersTypeeq | Unset = UNSET,
    typene: ListMembersTypene | Unset = UNSET,
    typein: str | Unset = UNSET,
    x_api_version: ListMembersXAPIVersion | Unset = UNSET,
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

    params["role"] = role

    params["role[eq]"] = roleeq

    params["role[ne]"] = rolene

    params["role[gt]"] = rolegt

    params["role[gte]"] = rolegte

    params["role[lt]"] = rolelt

    params["role[lte]"] = rolelte

    params["role[in]"] = rolein

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

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_.value

    params["type"] = json_type_

    json_typeeq: str | Unset = UNSET
    if not isinstance(typeeq, Unset):
        json_typeeq = typeeq.value

    params["type[eq]"] = json_typeeq

    json_typene: str | Unset = UNSET
    if not isinstance(typene, Unset):
        json_typene = typene.value

    params["type[ne]"] = json_typene

    params["type[in]"] = typein


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/admin/members",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | MemberList | None:
    if response.status_code == 200:
        response_200 = MemberList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | MemberList]:
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
    sort: str | Unset = 'created_at',
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
    role: str | Unset = UNSET,
    roleeq: str | Unset = UNSET,
    rolene: str | Unset = UNSET,
    rolegt: str | Unset = UNSET,
    rolegte: str | Unset = UNSET,
    rolelt: str | Unset = UNSET,
    rolelte: str | Unset = UNSET,
    rolein: str | Unset = UNSET,
    status: ListMembersStatus | Unset = UNSET,
    statuseq: ListMembersStatuseq | Unset = UNSET,
    statusne: ListMembersStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    type_: ListMembersType | Unset = UNSET,
    typeeq: ListMembersTypeeq | Unset = UNSET,
    typene: ListMembersTypene | Unset = UNSET,
    typein: str | Unset = UNSET,
    x_api_version: ListMembersXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | MemberList]:
    """ List members

     Offset pagination in v1, cursor pagination in v2. Requires `admin:members`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (str | Unset):  Default: 'created_at'.
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
        role (str | Unset): Exact, case-sensitive.
        roleeq (str | Unset): Exact, case-sensitive.
        rolene (str | Unset): Exact, case-sensitive.
        rolegt (str | Unset): Exact, case-sensitive.
        rolegte (str | Unset): Exact, case-sensitive.
        rolelt (str | Unset): Exact, case-sensitive.
        rolelte (str | Unset): Exact, case-sensitive.
        rolein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        status (ListMembersStatus | Unset):
        statuseq (ListMembersStatuseq | Unset):
        statusne (ListMembersStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        type_ (ListMembersType | Unset):
        typeeq (ListMembersTypeeq | Unset):
        typene (ListMembersTypene | Unset):
        typein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        x_api_version (ListMembersXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | MemberList]
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
role=role,
roleeq=roleeq,
rolene=rolene,
rolegt=rolegt,
rolegte=rolegte,
rolelt=rolelt,
rolelte=rolelte,
rolein=rolein,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
type_=type_,
typeeq=typeeq,
typene=typene,
typein=typein,
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
    sort: str | Unset = 'created_at',
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
    role: str | Unset = UNSET,
    roleeq: str | Unset = UNSET,
    rolene: str | Unset = UNSET,
    rolegt: str | Unset = UNSET,
    rolegte: str | Unset = UNSET,
    rolelt: str | Unset = UNSET,
    rolelte: str | Unset = UNSET,
    rolein: str | Unset = UNSET,
    status: ListMembersStatus | Unset = UNSET,
    statuseq: ListMembersStatuseq | Unset = UNSET,
    statusne: ListMembersStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    type_: ListMembersType | Unset = UNSET,
    typeeq: ListMembersTypeeq | Unset = UNSET,
    typene: ListMembersTypene | Unset = UNSET,
    typein: str | Unset = UNSET,
    x_api_version: ListMembersXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | MemberList | None:
    """ List members

     Offset pagination in v1, cursor pagination in v2. Requires `admin:members`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (str | Unset):  Default: 'created_at'.
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
        role (str | Unset): Exact, case-sensitive.
        roleeq (str | Unset): Exact, case-sensitive.
        rolene (str | Unset): Exact, case-sensitive.
        rolegt (str | Unset): Exact, case-sensitive.
        rolegte (str | Unset): Exact, case-sensitive.
        rolelt (str | Unset): Exact, case-sensitive.
        rolelte (str | Unset): Exact, case-sensitive.
        rolein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        status (ListMembersStatus | Unset):
        statuseq (ListMembersStatuseq | Unset):
        statusne (ListMembersStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        type_ (ListMembersType | Unset):
        typeeq (ListMembersTypeeq | Unset):
        typene (ListMembersTypene | Unset):
        typein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        x_api_version (ListMembersXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | MemberList
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
role=role,
roleeq=roleeq,
rolene=rolene,
rolegt=rolegt,
rolegte=rolegte,
rolelt=rolelt,
rolelte=rolelte,
rolein=rolein,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
type_=type_,
typeeq=typeeq,
typene=typene,
typein=typein,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    sort: str | Unset = 'created_at',
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
    role: str | Unset = UNSET,
    roleeq: str | Unset = UNSET,
    rolene: str | Unset = UNSET,
    rolegt: str | Unset = UNSET,
    rolegte: str | Unset = UNSET,
    rolelt: str | Unset = UNSET,
    rolelte: str | Unset = UNSET,
    rolein: str | Unset = UNSET,
    status: ListMembersStatus | Unset = UNSET,
    statuseq: ListMembersStatuseq | Unset = UNSET,
    statusne: ListMembersStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    type_: ListMembersType | Unset = UNSET,
    typeeq: ListMembersTypeeq | Unset = UNSET,
    typene: ListMembersTypene | Unset = UNSET,
    typein: str | Unset = UNSET,
    x_api_version: ListMembersXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[ErrorResponse | MemberList]:
    """ List members

     Offset pagination in v1, cursor pagination in v2. Requires `admin:members`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (str | Unset):  Default: 'created_at'.
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
        role (str | Unset): Exact, case-sensitive.
        roleeq (str | Unset): Exact, case-sensitive.
        rolene (str | Unset): Exact, case-sensitive.
        rolegt (str | Unset): Exact, case-sensitive.
        rolegte (str | Unset): Exact, case-sensitive.
        rolelt (str | Unset): Exact, case-sensitive.
        rolelte (str | Unset): Exact, case-sensitive.
        rolein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        status (ListMembersStatus | Unset):
        statuseq (ListMembersStatuseq | Unset):
        statusne (ListMembersStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        type_ (ListMembersType | Unset):
        typeeq (ListMembersTypeeq | Unset):
        typene (ListMembersTypene | Unset):
        typein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        x_api_version (ListMembersXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | MemberList]
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
role=role,
roleeq=roleeq,
rolene=rolene,
rolegt=rolegt,
rolegte=rolegte,
rolelt=rolelt,
rolelte=rolelte,
rolein=rolein,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
type_=type_,
typeeq=typeeq,
typene=typene,
typein=typein,
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
    sort: str | Unset = 'created_at',
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
    role: str | Unset = UNSET,
    roleeq: str | Unset = UNSET,
    rolene: str | Unset = UNSET,
    rolegt: str | Unset = UNSET,
    rolegte: str | Unset = UNSET,
    rolelt: str | Unset = UNSET,
    rolelte: str | Unset = UNSET,
    rolein: str | Unset = UNSET,
    status: ListMembersStatus | Unset = UNSET,
    statuseq: ListMembersStatuseq | Unset = UNSET,
    statusne: ListMembersStatusne | Unset = UNSET,
    statusin: str | Unset = UNSET,
    type_: ListMembersType | Unset = UNSET,
    typeeq: ListMembersTypeeq | Unset = UNSET,
    typene: ListMembersTypene | Unset = UNSET,
    typein: str | Unset = UNSET,
    x_api_version: ListMembersXAPIVersion | Unset = UNSET,
    x_debug: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> ErrorResponse | MemberList | None:
    """ List members

     Offset pagination in v1, cursor pagination in v2. Requires `admin:members`.

    Args:
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        sort (str | Unset):  Default: 'created_at'.
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
        role (str | Unset): Exact, case-sensitive.
        roleeq (str | Unset): Exact, case-sensitive.
        rolene (str | Unset): Exact, case-sensitive.
        rolegt (str | Unset): Exact, case-sensitive.
        rolegte (str | Unset): Exact, case-sensitive.
        rolelt (str | Unset): Exact, case-sensitive.
        rolelte (str | Unset): Exact, case-sensitive.
        rolein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        status (ListMembersStatus | Unset):
        statuseq (ListMembersStatuseq | Unset):
        statusne (ListMembersStatusne | Unset):
        statusin (str | Unset): Comma-separated values, each counted once: up to 100 (this
            document says 5, so that any combination of the list's filters stays within the request's
            100). All filters of a request together take at most 100 values; more is 400
            `INVALID_PARAMETER` naming the parameter.
        type_ (ListMembersType | Unset):
        typeeq (ListMembersTypeeq | Unset):
        typene (ListMembersTypene | Unset):
        typein (str | Unset): Comma-separated values, each counted once: up to 100 (this document
            says 5, so that any combination of the list's filters stays within the request's 100). All
            filters of a request together take at most 100 values; more is 400 `INVALID_PARAMETER`
            naming the parameter.
        x_api_version (ListMembersXAPIVersion | Unset):
        x_debug (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | MemberList
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
role=role,
roleeq=roleeq,
rolene=rolene,
rolegt=rolegt,
rolegte=rolegte,
rolelt=rolelt,
rolelte=rolelte,
rolein=rolein,
status=status,
statuseq=statuseq,
statusne=statusne,
statusin=statusin,
type_=type_,
typeeq=typeeq,
typene=typene,
typein=typein,
x_api_version=x_api_version,
x_debug=x_debug,
x_request_id=x_request_id,

    )).parsed
