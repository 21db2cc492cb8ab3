from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.version_list_current import VersionListCurrent
from ..models.version_list_latest import VersionListLatest
from ..models.version_list_pinned import VersionListPinned
from typing import cast

if TYPE_CHECKING:
  from ..models.version_entry import VersionEntry





T = TypeVar("T", bound="VersionList")



@_attrs_define
class VersionList:
    """ 
        Attributes:
            versions (list[VersionEntry]):
            current (VersionListCurrent): The version new organizations are pinned to.
            latest (VersionListLatest): The newest version not sunset.
            pinned (VersionListPinned): The version the caller's organization is pinned to, which its unprefixed paths get.
     """

    versions: list[VersionEntry]
    current: VersionListCurrent
    latest: VersionListLatest
    pinned: VersionListPinned
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.version_entry import VersionEntry # noqa: PLC0415
        versions = []
        for versions_item_data in self.versions:
            versions_item = versions_item_data.to_dict()
            versions.append(versions_item)



        current = self.current.value

        latest = self.latest.value

        pinned = self.pinned.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "versions": versions,
            "current": current,
            "latest": latest,
            "pinned": pinned,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.version_entry import VersionEntry # noqa: PLC0415
        d = dict(src_dict)
        versions = []
        _versions = d.pop("versions")
        for versions_item_data in (_versions):
            versions_item = VersionEntry.from_dict(versions_item_data)



            versions.append(versions_item)


        current = VersionListCurrent(d.pop("current"))




        latest = VersionListLatest(d.pop("latest"))




        pinned = VersionListPinned(d.pop("pinned"))




        version_list = cls(
            versions=versions,
            current=current,
            latest=latest,
            pinned=pinned,
        )


        version_list.additional_properties = d
        return version_list

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
