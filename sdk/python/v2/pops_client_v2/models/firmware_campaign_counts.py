from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="FirmwareCampaignCounts")



@_attrs_define
class FirmwareCampaignCounts:
    """ 
        Attributes:
            stations (int | Unset):
            in_progress (int | Unset):
            installed (int | Unset):
            failed (int | Unset):
     """

    stations: int | Unset = UNSET
    in_progress: int | Unset = UNSET
    installed: int | Unset = UNSET
    failed: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        stations = self.stations

        in_progress = self.in_progress

        installed = self.installed

        failed = self.failed


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if stations is not UNSET:
            field_dict["stations"] = stations
        if in_progress is not UNSET:
            field_dict["in_progress"] = in_progress
        if installed is not UNSET:
            field_dict["installed"] = installed
        if failed is not UNSET:
            field_dict["failed"] = failed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stations = d.pop("stations", UNSET)

        in_progress = d.pop("in_progress", UNSET)

        installed = d.pop("installed", UNSET)

        failed = d.pop("failed", UNSET)

        firmware_campaign_counts = cls(
            stations=stations,
            in_progress=in_progress,
            installed=installed,
            failed=failed,
        )


        firmware_campaign_counts.additional_properties = d
        return firmware_campaign_counts

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
