from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.permission import Permission
from typing import cast






T = TypeVar("T", bound="RoleCreate")



@_attrs_define
class RoleCreate:
    """ 
        Attributes:
            name (str): Machine name: 1-64 of lowercase letters, digits, `_` and `-`, starting with a letter; not a built-in
                role's name (409).
            display_name (str): Label. Trimmed; 1 to 100 characters after trimming; no control characters.
            permissions (list[Permission]):
     """

    name: str
    display_name: str
    permissions: list[Permission]





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        display_name = self.display_name

        permissions = []
        for permissions_item_data in self.permissions:
            permissions_item = permissions_item_data.value
            permissions.append(permissions_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "display_name": display_name,
            "permissions": permissions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        display_name = d.pop("display_name")

        permissions = []
        _permissions = d.pop("permissions")
        for permissions_item_data in (_permissions):
            permissions_item = Permission(permissions_item_data)



            permissions.append(permissions_item)


        role_create = cls(
            name=name,
            display_name=display_name,
            permissions=permissions,
        )

        return role_create

