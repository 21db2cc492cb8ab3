from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.client_grant_types_item import ClientGrantTypesItem
from ..models.permission import Permission
from typing import cast
from typing import Literal, cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="ClientWithSecret")



@_attrs_define
class ClientWithSecret:
    """ The registered client, with its secret (in this response only).

        Attributes:
            id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            client_id (str): v1 form of a OAuth client id: `cli_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`;
                the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it
                is 128 bits).
            object_ (Literal['oauth_client']):
            name (str):
            redirect_uris (list[str]):
            scopes (list[Permission] | None): The most a token of this client may hold; null: the service identity's role.
            service_member_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            grant_types (list[ClientGrantTypesItem]):
            created_at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601
                / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            client_secret (str):
     """

    id: UUID
    client_id: str
    object_: Literal['oauth_client']
    name: str
    redirect_uris: list[str]
    scopes: list[Permission] | None
    service_member_id: UUID
    grant_types: list[ClientGrantTypesItem]
    created_at: datetime.datetime
    client_secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        client_id = self.client_id

        object_ = self.object_

        name = self.name

        redirect_uris = self.redirect_uris



        scopes: list[str] | None
        if isinstance(self.scopes, list):
            scopes = []
            for scopes_type_0_item_data in self.scopes:
                scopes_type_0_item = scopes_type_0_item_data.value
                scopes.append(scopes_type_0_item)


        else:
            scopes = self.scopes

        service_member_id = str(self.service_member_id)

        grant_types = []
        for grant_types_item_data in self.grant_types:
            grant_types_item = grant_types_item_data.value
            grant_types.append(grant_types_item)



        created_at = self.created_at.isoformat()

        client_secret = self.client_secret


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "client_id": client_id,
            "object": object_,
            "name": name,
            "redirect_uris": redirect_uris,
            "scopes": scopes,
            "service_member_id": service_member_id,
            "grant_types": grant_types,
            "created_at": created_at,
            "client_secret": client_secret,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        client_id = d.pop("client_id")

        object_ = cast(Literal['oauth_client'] , d.pop("object"))
        if object_ != 'oauth_client':
            raise ValueError(f"object must match const 'oauth_client', got '{object_}'")

        name = d.pop("name")

        redirect_uris = cast(list[str], d.pop("redirect_uris"))


        def _parse_scopes(data: object) -> list[Permission] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scopes_type_0 = []
                _scopes_type_0 = data
                for scopes_type_0_item_data in (_scopes_type_0):
                    scopes_type_0_item = Permission(scopes_type_0_item_data)



                    scopes_type_0.append(scopes_type_0_item)

                return scopes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Permission] | None, data)

        scopes = _parse_scopes(d.pop("scopes"))


        service_member_id = UUID(d.pop("service_member_id"))




        grant_types = []
        _grant_types = d.pop("grant_types")
        for grant_types_item_data in (_grant_types):
            grant_types_item = ClientGrantTypesItem(grant_types_item_data)



            grant_types.append(grant_types_item)


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        client_secret = d.pop("client_secret")

        client_with_secret = cls(
            id=id,
            client_id=client_id,
            object_=object_,
            name=name,
            redirect_uris=redirect_uris,
            scopes=scopes,
            service_member_id=service_member_id,
            grant_types=grant_types,
            created_at=created_at,
            client_secret=client_secret,
        )


        client_with_secret.additional_properties = d
        return client_with_secret

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
