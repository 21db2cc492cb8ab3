from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.station_setting_status import StationSettingStatus
from ..types import UNSET, Unset






T = TypeVar("T", bound="StationSetting")



@_attrs_define
class StationSetting:
    """ 
        Attributes:
            key (str): 1.6 configuration key, or 2.0.1 `Component.Variable[.Instance]`.
            status (StationSettingStatus):
            value (str | Unset):
            readonly (bool | Unset):
     """

    key: str
    status: StationSettingStatus
    value: str | Unset = UNSET
    readonly: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        status = self.status.value

        value = self.value

        readonly = self.readonly


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "key": key,
            "status": status,
        })
        if value is not UNSET:
            field_dict["value"] = value
        if readonly is not UNSET:
            field_dict["readonly"] = readonly

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        status = StationSettingStatus(d.pop("status"))




        value = d.pop("value", UNSET)

        readonly = d.pop("readonly", UNSET)

        station_setting = cls(
            key=key,
            status=status,
            value=value,
            readonly=readonly,
        )


        station_setting.additional_properties = d
        return station_setting

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
