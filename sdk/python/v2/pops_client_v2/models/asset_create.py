from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.asset_create_status import AssetCreateStatus
from ..models.asset_create_visibility import AssetCreateVisibility
from ..types import UNSET, Unset
from uuid import UUID






T = TypeVar("T", bound="AssetCreate")



@_attrs_define
class AssetCreate:
    """ 
        Attributes:
            name (str): Asset name. Trimmed; 1 to 200 characters after trimming; no control characters.
            site_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            capacity (float): A non-negative number with at most three decimals, up to 1,000,000.
            status (AssetCreateStatus | Unset):  Default: AssetCreateStatus.ACTIVE.
            visibility (AssetCreateVisibility | Unset):  Default: AssetCreateVisibility.ORGANIZATION.
     """

    name: str
    site_id: UUID
    capacity: float
    status: AssetCreateStatus | Unset = AssetCreateStatus.ACTIVE
    visibility: AssetCreateVisibility | Unset = AssetCreateVisibility.ORGANIZATION





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        site_id = str(self.site_id)

        capacity = self.capacity

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "site_id": site_id,
            "capacity": capacity,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        site_id = UUID(d.pop("site_id"))




        capacity = d.pop("capacity")

        _status = d.pop("status", UNSET)
        status: AssetCreateStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = AssetCreateStatus(_status)




        _visibility = d.pop("visibility", UNSET)
        visibility: AssetCreateVisibility | Unset
        if isinstance(_visibility,  Unset):
            visibility = UNSET
        else:
            visibility = AssetCreateVisibility(_visibility)




        asset_create = cls(
            name=name,
            site_id=site_id,
            capacity=capacity,
            status=status,
            visibility=visibility,
        )

        return asset_create

