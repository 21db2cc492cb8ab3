from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.permission import Permission
from typing import cast
from typing import Literal, cast
import datetime






T = TypeVar("T", bound="Role")



@_attrs_define
class Role:
    """ A built-in role or a custom role of the organization (custom roles are immutable).

        Attributes:
            object_ (Literal['role']):
            name (str): Machine name.
            display_name (str):
            permissions (list[Permission]):
            builtin (bool):
            inherits (list[str]): Built-in roles this one inherits (empty for custom roles).
            created_at (datetime.datetime | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
     """

    object_: Literal['role']
    name: str
    display_name: str
    permissions: list[Permission]
    builtin: bool
    inherits: list[str]
    created_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        name = self.name

        display_name = self.display_name

        permissions = []
        for permissions_item_data in self.permissions:
            permissions_item = permissions_item_data.value
            permissions.append(permissions_item)



        builtin = self.builtin

        inherits = self.inherits



        created_at: None | str
        if isinstance(self.created_at, datetime.datetime):
            created_at = self.created_at.isoformat()
        else:
            created_at = self.created_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "object": object_,
            "name": name,
            "display_name": display_name,
            "permissions": permissions,
            "builtin": builtin,
            "inherits": inherits,
            "created_at": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        object_ = cast(Literal['role'] , d.pop("object"))
        if object_ != 'role':
            raise ValueError(f"object must match const 'role', got '{object_}'")

        name = d.pop("name")

        display_name = d.pop("display_name")

        permissions = []
        _permissions = d.pop("permissions")
        for permissions_item_data in (_permissions):
            permissions_item = Permission(permissions_item_data)



            permissions.append(permissions_item)


        builtin = d.pop("builtin")

        inherits = cast(list[str], d.pop("inherits"))


        def _parse_created_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_nullable_timestamp_type_0 = datetime.datetime.fromisoformat(data)



                return componentsschemas_nullable_timestamp_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        created_at = _parse_created_at(d.pop("created_at"))


        role = cls(
            object_=object_,
            name=name,
            display_name=display_name,
            permissions=permissions,
            builtin=builtin,
            inherits=inherits,
            created_at=created_at,
        )


        role.additional_properties = d
        return role

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
