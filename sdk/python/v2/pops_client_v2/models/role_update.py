from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.permission import Permission
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RoleUpdate")



@_attrs_define
class RoleUpdate:
    """ At least one field. `permissions` replaces the role's whole set.

        Attributes:
            display_name (str | Unset): Label. Trimmed; 1 to 100 characters after trimming; no control characters.
            permissions (list[Permission] | Unset):
     """

    display_name: str | Unset = UNSET
    permissions: list[Permission] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        display_name = self.display_name

        permissions: list[str] | Unset = UNSET
        if not isinstance(self.permissions, Unset):
            permissions = []
            for permissions_item_data in self.permissions:
                permissions_item = permissions_item_data.value
                permissions.append(permissions_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if permissions is not UNSET:
            field_dict["permissions"] = permissions

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        display_name = d.pop("display_name", UNSET)

        _permissions = d.pop("permissions", UNSET)
        permissions: list[Permission] | Unset = UNSET
        if _permissions is not UNSET:
            permissions = []
            for permissions_item_data in _permissions:
                permissions_item = Permission(permissions_item_data)



                permissions.append(permissions_item)


        role_update = cls(
            display_name=display_name,
            permissions=permissions,
        )

        return role_update

