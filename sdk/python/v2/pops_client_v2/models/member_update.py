from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="MemberUpdate")



@_attrs_define
class MemberUpdate:
    """ `role`, `site_ids` or both. The caller must hold every permission of the member's current and new role.

        Attributes:
            role (str | Unset): A role of the organization.
            site_ids (list[UUID] | Unset): The complete set of assigned sites (live sites of the organization).
     """

    role: str | Unset = UNSET
    site_ids: list[UUID] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        role = self.role

        site_ids: list[str] | Unset = UNSET
        if not isinstance(self.site_ids, Unset):
            site_ids = []
            for site_ids_item_data in self.site_ids:
                site_ids_item = str(site_ids_item_data)
                site_ids.append(site_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if role is not UNSET:
            field_dict["role"] = role
        if site_ids is not UNSET:
            field_dict["site_ids"] = site_ids

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        role = d.pop("role", UNSET)

        _site_ids = d.pop("site_ids", UNSET)
        site_ids: list[UUID] | Unset = UNSET
        if _site_ids is not UNSET:
            site_ids = []
            for site_ids_item_data in _site_ids:
                site_ids_item = UUID(site_ids_item_data)



                site_ids.append(site_ids_item)


        member_update = cls(
            role=role,
            site_ids=site_ids,
        )

        return member_update

