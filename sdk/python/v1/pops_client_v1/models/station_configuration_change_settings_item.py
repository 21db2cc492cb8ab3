from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StationConfigurationChangeSettingsItem")



@_attrs_define
class StationConfigurationChangeSettingsItem:
    """ 
        Attributes:
            key (str):
            value (str):
     """

    key: str
    value: str





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        value = d.pop("value")

        station_configuration_change_settings_item = cls(
            key=key,
            value=value,
        )

        return station_configuration_change_settings_item

