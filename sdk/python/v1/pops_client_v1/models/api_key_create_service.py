from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ApiKeyCreateService")



@_attrs_define
class ApiKeyCreateService:
    """ Create a service identity with the key.

        Attributes:
            name (str): The service identity's name. Trimmed; 1 to 100 characters after trimming; no control characters.
            role (str | Unset):  Default: 'service'.
     """

    name: str
    role: str | Unset = 'service'





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        role = self.role


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if role is not UNSET:
            field_dict["role"] = role

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        role = d.pop("role", UNSET)

        api_key_create_service = cls(
            name=name,
            role=role,
        )

        return api_key_create_service

