from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.permission import Permission
from typing import cast






T = TypeVar("T", bound="CallerPermissions")



@_attrs_define
class CallerPermissions:
    """ 
        Attributes:
            roles (list[str]): The caller's role and the built-in roles it inherits.
            permissions (list[Permission]): Effective permissions: the role's, cut down by the credential's scopes.
            scopes (list[Permission]): The credential's scopes; empty when it is not limited by scopes.
     """

    roles: list[str]
    permissions: list[Permission]
    scopes: list[Permission]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        roles = self.roles



        permissions = []
        for permissions_item_data in self.permissions:
            permissions_item = permissions_item_data.value
            permissions.append(permissions_item)



        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "roles": roles,
            "permissions": permissions,
            "scopes": scopes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        roles = cast(list[str], d.pop("roles"))


        permissions = []
        _permissions = d.pop("permissions")
        for permissions_item_data in (_permissions):
            permissions_item = Permission(permissions_item_data)



            permissions.append(permissions_item)


        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = Permission(scopes_item_data)



            scopes.append(scopes_item)


        caller_permissions = cls(
            roles=roles,
            permissions=permissions,
            scopes=scopes,
        )


        caller_permissions.additional_properties = d
        return caller_permissions

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
