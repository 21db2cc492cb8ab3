from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.organization_update_api_version import OrganizationUpdateApiVersion






T = TypeVar("T", bound="OrganizationUpdate")



@_attrs_define
class OrganizationUpdate:
    """ 
        Attributes:
            api_version (OrganizationUpdateApiVersion):
     """

    api_version: OrganizationUpdateApiVersion





    def to_dict(self) -> dict[str, Any]:
        api_version = self.api_version.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "api_version": api_version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        api_version = OrganizationUpdateApiVersion(d.pop("api_version"))




        organization_update = cls(
            api_version=api_version,
        )

        return organization_update

