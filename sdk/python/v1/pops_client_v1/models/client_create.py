from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.permission import Permission
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ClientCreate")



@_attrs_define
class ClientCreate:
    """ 
        Attributes:
            name (str): Client name. Trimmed; 1 to 100 characters after trimming; no control characters.
            redirect_uris (list[str] | None | Unset):
            scopes (list[Permission] | None | Unset): The most its tokens may hold; null or absent: the service identity's
                role.
            role (str | Unset): Role of the client's service identity (never `owner`). Default: 'service'.
     """

    name: str
    redirect_uris: list[str] | None | Unset = UNSET
    scopes: list[Permission] | None | Unset = UNSET
    role: str | Unset = 'service'





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        redirect_uris: list[str] | None | Unset
        if isinstance(self.redirect_uris, Unset):
            redirect_uris = UNSET
        elif isinstance(self.redirect_uris, list):
            redirect_uris = self.redirect_uris


        else:
            redirect_uris = self.redirect_uris

        scopes: list[str] | None | Unset
        if isinstance(self.scopes, Unset):
            scopes = UNSET
        elif isinstance(self.scopes, list):
            scopes = []
            for scopes_type_0_item_data in self.scopes:
                scopes_type_0_item = scopes_type_0_item_data.value
                scopes.append(scopes_type_0_item)


        else:
            scopes = self.scopes

        role = self.role


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if redirect_uris is not UNSET:
            field_dict["redirect_uris"] = redirect_uris
        if scopes is not UNSET:
            field_dict["scopes"] = scopes
        if role is not UNSET:
            field_dict["role"] = role

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_redirect_uris(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                redirect_uris_type_0 = cast(list[str], data)

                return redirect_uris_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        redirect_uris = _parse_redirect_uris(d.pop("redirect_uris", UNSET))


        def _parse_scopes(data: object) -> list[Permission] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
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
            return cast(list[Permission] | None | Unset, data)

        scopes = _parse_scopes(d.pop("scopes", UNSET))


        role = d.pop("role", UNSET)

        client_create = cls(
            name=name,
            redirect_uris=redirect_uris,
            scopes=scopes,
            role=role,
        )

        return client_create

