from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PermissionHints")



@_attrs_define
class PermissionHints:
    """ What this caller may do with the resource.

        Attributes:
            can_update (bool):
            can_delete (bool):
            can_manage_settings (bool):
     """

    can_update: bool
    can_delete: bool
    can_manage_settings: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        can_update = self.can_update

        can_delete = self.can_delete

        can_manage_settings = self.can_manage_settings


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "can_update": can_update,
            "can_delete": can_delete,
            "can_manage_settings": can_manage_settings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        can_update = d.pop("can_update")

        can_delete = d.pop("can_delete")

        can_manage_settings = d.pop("can_manage_settings")

        permission_hints = cls(
            can_update=can_update,
            can_delete=can_delete,
            can_manage_settings=can_manage_settings,
        )


        permission_hints.additional_properties = d
        return permission_hints

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
